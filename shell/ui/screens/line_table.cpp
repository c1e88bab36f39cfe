// The line games' table (Block, Draw): the line of play, the player's hand, the computer
// players round the table, the Draw game's boneyard, scores, the status line, "Pass" and "Draw"
// bubbles, the round summary. What it shares with the trick table (the menu, the score sheet,
// the coach's panels, Undo and Hint) is table_chrome.cpp's.
//
// Index
//   [SECTION] Helpers
//   [SECTION] Frame          scene + layout + overlay + targets, shared by drawing and the test hook
//   [SECTION] Drawing        the table, the summary panel
//   [SECTION] Input          what each target does
//
// Frame pacing: whatever moves asks UiFrame for the next frame (tiles gliding, bubbles fading).
// The glow of playable tiles breathes for kLivelyMs after the last move or input, then holds
// still, so a table left waiting for the player draws no frames at all.
#include <algorithm>
#include <cmath>

#include "coach/hint.h"
#include "coach/review.h"
#include "core/i18n.h"
#include "core/text.h"
#include "line/view_model.h"
#include "render/draw.h"
#include "screens/screens.h"
#include "session/daily.h"

namespace boneyard {

// [SECTION] Helpers -----------------------------------------------------------------------

namespace {

constexpr double kBubbleMs = 1800;
constexpr double kRedealToastMs = 4200;
constexpr double kJustPlayedMs = 1600;
constexpr double kDrawFlyMs = 380;  // a drawn tile's flight from the boneyard to a hand

// The pose drawn with the tile's high end on the -x half (how the motion tracker keys it).
TilePose high_first(const LineSpot& spot, Tile t) {
  TilePose p = spot.pose;
  if (!t.is_double() && spot.a != t.hi) p.angle += kPi;
  return p;
}

std::optional<Tile> tile_of(const std::string& move) { return parse_tile(move.substr(0, move.find(':'))); }

// "Ends 2 | 6" at the right of `row`, the numbers a tile must show to join the line, where the
// status text `main` still fits beside it. Returns where the row's room ends.
float draw_ends(ImDrawList* dl, const Fonts& fonts, const Rect& row, std::string_view main, const Line& line) {
  // TRANSLATORS: in the status row, over the two numbers a tile must show to join the line ("2 | 6").
  const std::string_view label = trc("line", "Ends");
  const std::string values = std::to_string(line.left_end()) + " | " + std::to_string(line.right_end());
  const float w = std::max(draw::measure(fonts.regular, 12, label).x, draw::measure(fonts.bold, 17, values).x) + 8;
  if (!draw::fits_in(fonts.bold, 17, {row.w - w - 8, row.h}, main)) return row.right();  // the words first
  const Rect box{row.right() - w, row.y, w, row.h};
  draw::text_in(dl, fonts.regular, 12, {box.x, box.y + 1, w, box.h * 0.4f}, draw::kMuted, label);
  draw::text_in(dl, fonts.bold, 17, {box.x, box.y + box.h * 0.38f, w, box.h * 0.6f}, draw::kText, values);
  return box.x - 8;
}

// A seat's score as its plate shows it: with a check once it is on the board (min_score).
std::string plate_score(const LineView& v, int seat) {
  const std::string score = std::to_string(v.scores[static_cast<std::size_t>(seat)]);
  const bool on_board =
      static_cast<std::size_t>(seat) < v.on_board.size() && v.on_board[static_cast<std::size_t>(seat)];
  return v.rules.min_score > 0 && on_board ? "\u2713 " + score : score;
}

}  // namespace

// [SECTION] Frame -------------------------------------------------------------------------

TableScreen::Frame TableScreen::build(Vec2 canvas, const Fonts& fonts, const Session& session, double now) const {
  Frame f;
  const LineView& v = *session.view_as<LineView>();
  TableScene& s = f.scene;
  s.players = v.players();
  s.hand_counts = v.hand_counts;
  s.hand_capacity = v.options.has("hand_size") ? v.options.integer("hand_size") : static_cast<int>(v.hand.size());
  s.hand = v.hand;
  s.line = v.line;
  const auto legal = session.human_moves();
  s.human_turn = v.phase() == Phase::Play && session.human_to_move();
  const auto playable = playable_tiles(legal);
  for (Tile t : s.hand) s.playable.push_back(std::find(playable.begin(), playable.end(), t) != playable.end());
  s.can_pass = may_pass(legal);
  s.can_draw = std::find(legal.begin(), legal.end(), "draw") != legal.end();
  s.show_undo = session.undo_allowed() && !session.online();  // off at an online table
  s.can_undo = session.can_undo();
  s.show_hint = !session.round_finished();
  s.can_hint = session.human_to_move() && session.coach_allowed();
  if (v.rules.draw_game) s.boneyard = v.boneyard;
  s.new_tags = v.rules.draw_game;  // a tile just drawn is tagged
  if (selected_ && std::find(playable.begin(), playable.end(), *selected_) != playable.end()) {
    s.selected = selected_;
    s.selected_ends = ends_for(legal, *selected_);
  }
  f.layout = layout_table(canvas, s);

  if (!f.lay_out(canvas, fonts, session, now, open_, f.layout.status, round_explanation(v), match_headline(v),
                 f.layout.menu_button, menu_settings(session, false, false, sound_))) {
    f.targets = table_targets(f.layout, s);
    add_sheet_targets(f.targets, f.layout);
  }
  f.place_notice(fonts, canvas, f.layout.felt, coach_bottom(f.layout), notice_);
  return f;
}

std::vector<Target> TableScreen::targets(Vec2 canvas, const Fonts& fonts, const Session& session, double now) const {
  if (!session.active()) return {};
  return build(canvas, fonts, session, now).targets;
}

std::string TableScreen::screen_name(const Session& session, double now) const {
  if (!session.active() || !session.summary_due(now)) return "table";
  return session.phase() == Phase::MatchOver ? "match_over" : "round_over";
}

void TableScreen::reset() {
  selected_.reset();
  open_ = {};
  motion_.clear();
}

// [SECTION] Drawing -----------------------------------------------------------------------

// The table, in the order it is drawn: the felt and its corner, the Draw game's boneyard, the
// opponents, the line and the hand, the status row, the scores panel, the bubbles, then the
// play checker's note and the coach line or the hint over it all.
void TableScreen::draw_table(UiFrame& ui, const Fonts& fonts, const Session& session, const Frame& f,
                             const std::vector<Press>& presses) {
  TablePaint p(ui, session, motion_, f.targets, presses);
  const LineView& v = *session.view_as<LineView>();
  const TableLayout& L = f.layout;
  const std::optional<std::string> hint = session.hint();  // lit: its tile, or Draw / Pass

  draw::table_surface(p.dl, L.felt);
  // --- Round and target, top left; the menu button. ---------------------------------------
  // TRANSLATORS: under the round's number: the match's target score ({target}: "100").
  std::string rules = trf("First to {target}", {{"target", v.options.has("target") ? v.options.get("target") : "?"}});
  if (v.rules.min_score > 0) {
    // TRANSLATORS: after "First to 100 •": the points a seat needs to start scoring ("10 to get on the board").
    rules += " \u2022 " + trn("{n} to get on the board", "{n} to get on the board", v.rules.min_score);
  }
  if (session.daily()) rules = daily_info(session);  // one round: no target to name
  const Rect below = draw_corner(p, fonts, L, session, f.scene.can_undo, f.scene.can_hint,
                                 trf("Round {round}", {{"round", v.round}}));
  draw::text_in(p.dl, fonts.regular, 13, below, draw::kMuted, rules, draw::Align::Left);

  if (L.pile) draw_pile(p, fonts, f, hint);
  draw_opponents(p, fonts, session, f);
  std::vector<FlyingTile> flying;  // tiles on their way, drawn over the resting ones
  draw_line(p, fonts, session, f, flying);
  draw_hand(p, fonts, session, f, hint, flying);
  draw_status(p, fonts, session, f, hint);
  if (L.scores_panel) draw_scores(p, fonts, session, f);
  draw_bubbles(p, fonts, session, f);

  // --- The coach line or the hint (the toast goes over everything: frame()). ---------------
  draw_note(p, fonts, L);
  if (!draw_coach(p, fonts, coach_bottom(L)) && hint) {
    // TRANSLATORS: {hint} is the move advised ("play 6-4 on the left").
    draw::coach(p.dl, fonts, ui.canvas(), coach_bottom(L), trf("Hint: {hint}", {{"hint", hint_text(v, *hint)}}),
                1.0f);
  }
  p.done();
}

// The boneyard (Draw): a face-down stack with its count, lit when the player must draw.
void TableScreen::draw_pile(TablePaint& p, const Fonts& fonts, const Frame& f,
                            const std::optional<std::string>& hint) const {
  const TableLayout& L = f.layout;
  const TableScene& s = f.scene;
  const PileLayout& P = *L.pile;
  if (s.can_draw) {
    const Press press = p.press("boneyard");
    const Rect glow = P.box.inset(-2);
    const float strength = press.hovered ? 1.0f : 0.45f + 0.45f * p.pulse;
    const draw::Color rim = hint == "draw" ? draw::kHint : draw::kGold;
    p.dl->AddRectFilled(ImVec2(glow.x, glow.y), ImVec2(glow.right(), glow.bottom()),
                        draw::fade(rim, 0.08f + 0.1f * strength), 12);
    p.dl->AddRect(ImVec2(glow.x, glow.y), ImVec2(glow.right(), glow.bottom()),
                  draw::fade(rim, 0.45f + 0.5f * strength), 12, 0, 2.0f);
    p.pulsing = true;
  }
  if (P.stack.empty()) {
    const Rect spot = bounds(P.top);
    p.dl->AddRect(ImVec2(spot.x, spot.y), ImVec2(spot.right(), spot.bottom()), draw::rgba(255, 255, 255, 0.22f),
                  P.top.unit * 0.14f, 0, 1.2f);
    draw::text_in(p.dl, fonts.regular, 11, spot, draw::kMuted,
                  draw::fit(fonts.regular, 11 * draw::kLeastShrink, trc("boneyard", "empty"), spot.w));
  }
  for (const TilePose& t : P.stack) draw::tile_back(p.dl, t);
  if (s.boneyard && *s.boneyard > 0) draw::count_badge(p.dl, fonts, P.badge, *s.boneyard);
  draw::text_in(p.dl, fonts.bold, 13, P.label, s.can_draw ? draw::rgba(255, 236, 180) : draw::kMuted,
                s.can_draw ? tr("Tap to draw") : trc("draw pile", "Boneyard"),
                L.portrait ? draw::Align::Left : draw::Align::Center);
}

// The opponents: plates, face-down tiles, and the tiles they are drawing on their way.
void TableScreen::draw_opponents(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f) const {
  const LineView& v = *session.view_as<LineView>();
  const TableLayout& L = f.layout;
  const TableScene& s = f.scene;
  const auto& events = session.events();
  const bool plates_show_scores = !L.scores_panel.has_value();
  for (int seat = 1; seat < s.players; ++seat) {
    const SeatPlace& place = L.seats[static_cast<std::size_t>(seat)];
    // A friend whose page is gone: "away" where the score goes, for as long as it lasts.
    // TRANSLATORS: on the name plate of a friend whose page is gone, in place of the score.
    const std::optional<std::string> score = seat_away(s.players, seat)
                                                 ? std::optional<std::string>(trc("seat", "away"))
                                             : plates_show_scores ? std::optional<std::string>(plate_score(v, seat))
                                                                  : std::nullopt;
    p.seat(fonts, L, place, plate_name(s.players, seat), score, v.to_move() == seat && !session.round_finished());
    // Draws still in flight land on the last backs of the fan: those wait for them.
    std::vector<double> flights;
    if (L.pile) {
      for (auto it = events.rbegin(); it != events.rend() && flights.size() < place.backs.size(); ++it)
        if (it->seat == seat && it->move == "draw" && p.now - it->at < kDrawFlyMs && p.now >= it->at)
          flights.push_back(it->at);
    }
    const std::size_t resting = place.backs.size() - flights.size();
    for (std::size_t i = 0; i < resting; ++i) draw::tile_back(p.dl, place.backs[i]);
    for (std::size_t k = 0; k < flights.size(); ++k) {
      const TilePose& to = place.backs[place.backs.size() - 1 - k];
      if (p.reduced) {  // already in the hand, no flight
        draw::tile_back(p.dl, to);
        continue;
      }
      draw::tile_back(p.dl, between(L.pile->top, to, ease_out((p.now - flights[k]) / kDrawFlyMs)));
      p.moving = true;
    }
    const int count = s.hand_counts[static_cast<std::size_t>(seat)];
    if (count > 0) draw::count_badge(p.dl, fonts, place.badge, count);
  }
}

// The line (the tile just played glowing a moment), its end slots for the tile selected, or
// its open ends. Tiles still gliding go to `flying`.
void TableScreen::draw_line(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f,
                            std::vector<FlyingTile>& flying) {
  const LineView& v = *session.view_as<LineView>();
  const TableLayout& L = f.layout;
  const TableScene& s = f.scene;
  const auto& events = session.events();
  const int set = v.options.has("set") ? v.options.integer("set") : 6;
  const auto& laid = v.line.tiles();
  std::optional<Tile> last_tile;
  double last_at = -1e12;
  for (const auto& e : events) {
    if (auto t = tile_of(e.move)) {
      last_tile = t;
      last_at = e.at;
    }
  }
  if (laid.empty()) {
    const std::string prompt = s.human_turn      ? tr("Your lead: tap any tile")
                               : v.to_move() > 0 ? trf("{name} leads", {{"name", seat_name(s.players, v.to_move())}})
                                                 : "";
    draw::text_in(p.dl, fonts.regular, 16, L.line_area, draw::rgba(255, 255, 255, 0.35f), prompt);
  }
  const std::vector<int> line_key = line_keys(v.line, events);
  for (std::size_t i = 0; i < laid.size() && i < L.line.tiles.size(); ++i) {
    const Tile t = laid[i].tile();
    std::optional<TilePose> spawn;
    double spawn_at = 0;
    for (const auto& e : events) {
      auto et = tile_of(e.move);
      if (!et || *et != t || e.seat == Session::kHuman) continue;
      const SeatPlace& seat = L.seats[static_cast<std::size_t>(e.seat)];
      spawn = seat.backs.empty() ? TilePose{seat.plate.center(), L.line.unit * 0.6f, 0} : seat.backs.back();
      spawn_at = e.at;
    }
    const int key = line_key[i];
    const TilePose pose = motion_.pose(key, high_first(L.line.tiles[i], t), t.is_double(), p.now, spawn, spawn_at);
    draw::TileStyle style;
    style.set = set;
    style.line_place = static_cast<int>(i);
    if (last_tile && *last_tile == t && p.now - last_at < kJustPlayedMs) {
      style.glow = p.reduced ? 0.6f : static_cast<float>(1.0 - (p.now - last_at) / kJustPlayedMs) * 0.8f;
      style.glow_color = draw::rgba(255, 246, 214);
      if (p.reduced)  // a still glow, gone at once when its time is up
        p.ui.redraw_at(last_at + kJustPlayedMs);
      else
        p.moving = true;
    }
    if (motion_.moving(key, p.now))
      flying.push_back({pose, t, style});
    else
      draw::tile_face(p.dl, pose, t.hi, t.lo, style);
  }
  if (s.selected) {
    for (End e : s.selected_ends) {
      const auto& slot = L.line.ends[e == End::Left ? 0 : 1];
      if (!slot) continue;
      const Press press = p.press(std::string("end:") + end_letter(e));
      draw::tile_slot(p.dl, slot->pose, slot->a, slot->b, p.pulse, press.hovered, set);
      p.pulsing = true;
    }
  } else if (!session.round_finished()) {
    for (const auto& end : L.line.ends)
      if (end) draw::open_end(p.dl, end->pose);
  }
}

// The player's hand (dealt tiles come from the deal one after another, drawn ones from the
// boneyard; playable ones glow, the hint's in blue), then every tile still gliding, then the
// "new" tags of tiles just drawn.
void TableScreen::draw_hand(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f,
                            const std::optional<std::string>& hint, std::vector<FlyingTile>& flying) {
  const LineView& v = *session.view_as<LineView>();
  const TableLayout& L = f.layout;
  const TableScene& s = f.scene;
  const auto& events = session.events();
  const int set = v.options.has("set") ? v.options.integer("set") : 6;
  const std::vector<Tile> fresh = fresh_draws(events, s.hand);
  const std::vector<int> hand_key = hand_keys(s.hand, v.line);
  std::vector<TilePose> marked;  // where the "new" tags go
  for (std::size_t i = 0; i < s.hand.size() && i < L.hand.size(); ++i) {
    const Tile t = s.hand[i];
    TilePose from{L.deal_origin, L.hand_unit * 0.5f, kPi / 2};
    double from_at = session.round_started_at() + 150 + 80 * static_cast<double>(i);
    for (auto it = events.rbegin(); it != events.rend(); ++it) {
      if (it->seat == Session::kHuman && it->move == "draw" && it->drawn == t && L.pile) {
        from = L.pile->top;
        from_at = it->at;
        break;
      }
    }
    const TilePose pose = motion_.pose(hand_key[i], L.hand[i], t.is_double(), p.now, from, from_at);
    draw::TileStyle style;
    style.set = set;
    style.marked = std::find(fresh.begin(), fresh.end(), t) != fresh.end();
    if (style.marked) marked.push_back(pose);
    if (s.human_turn) {
      const Press press = p.press("hand:" + t.str());
      const bool picked = s.selected && *s.selected == t;
      if (s.playable[i]) {
        style.glow = picked ? 1.0f : press.hovered ? 0.75f : 0.3f + 0.15f * p.pulse;
        if (hint && !picked && hint_names(*hint, t.str())) {
          style.glow = 0.8f + 0.2f * p.pulse;
          style.glow_color = draw::kHint;
        }
        p.pulsing = true;
      } else {
        style.dim = 0.75f;
      }
    }
    if (motion_.moving(hand_key[i], p.now))
      flying.push_back({pose, t, style});
    else
      draw::tile_face(p.dl, pose, t.hi, t.lo, style);
  }
  for (const auto& fly : flying) draw::tile_face(p.dl, fly.pose, fly.tile.hi, fly.tile.lo, fly.style);
  for (const TilePose& m : marked)  // under its bottom edge, in the room the layout keeps there
    // TRANSLATORS: a tag on a tile just drawn (keep it short: it is as small as the tile).
    draw::new_tag(p.dl, fonts, m, trc("tile", "new"), draw::tag_room(L.hand));
  p.moving |= !flying.empty();
  motion_.sweep();
}

// The status row: the player's plate, what is happening (and the line's ends), Draw or Pass.
void TableScreen::draw_status(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f,
                              const std::optional<std::string>& hint) const {
  const LineView& v = *session.view_as<LineView>();
  const TableLayout& L = f.layout;
  const TableScene& s = f.scene;
  const SeatPlace& you = L.seats[0];
  const std::optional<std::string> score =
      !L.scores_panel.has_value() ? std::optional<std::string>(plate_score(v, 0)) : std::nullopt;
  draw::seat_plate(p.dl, fonts, you.plate, plate_name(s.players, 0), score, s.human_turn, p.pulse);
  float right = L.status.right();
  if (s.can_draw || s.can_pass) {
    const std::string id = s.can_draw ? "button:draw" : "button:pass";
    const Press press = p.press(id);
    const bool only = s.can_draw || must_pass(session.human_moves());
    const bool hinted = hint == (s.can_draw ? "draw" : "pass");
    draw::button(p.dl, fonts, L.action_button, s.can_draw ? trc("verb", "Draw") : trc("verb", "Pass"),
                 hinted ? draw::ButtonKind::Selected
                 : only ? draw::ButtonKind::Primary
                        : draw::ButtonKind::Secondary,
                 press.hovered, press.held, true, 18);
    right = L.action_button.x - 8;
  }
  const float left = you.plate.right() + 10;
  const std::string main = turn_text(v, s.selected.has_value());
  if (!v.line.empty()) right = draw_ends(p.dl, fonts, {left, L.status.y, right - left, L.status.h}, main, v.line);
  const Rect text_box{left, L.status.y, std::max(0.0f, right - left), L.status.h};
  const std::string detail = latest_text(session.events(), s.players, v.rules.draw_game);
  const draw::Color main_color = s.human_turn ? draw::rgba(255, 236, 180) : draw::kText;
  draw::status_text(p.dl, fonts, text_box, main_color, main, detail);
}

// The scores panel (wide screens, up to 4 players): each seat's score and its bar to the target.
void TableScreen::draw_scores(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f) const {
  const LineView& v = *session.view_as<LineView>();
  const TableScene& s = f.scene;
  ImDrawList* dl = p.dl;
  const Rect& r = *f.layout.scores_panel;
  p.scores_panel(r);
  // TRANSLATORS: beside "Scores": the match's target score ("to 100").
  const std::string to = trf("to {target}", {{"target", v.options.has("target") ? v.options.get("target") : "?"}});
  const float to_w = std::min(draw::measure(fonts.regular, 13, to).x, (r.w - 28) / 2);
  draw::text_within(dl, fonts.bold, 15, {r.x + 14, r.y + 10}, r.w - 28 - to_w - 8, draw::kText, tr("Scores"));
  draw::text_within(dl, fonts.regular, 13, {r.right() - 14, r.y + 12}, to_w, draw::kMuted, to, draw::Align::Right);
  const int target = v.options.has("target") ? std::max(1, v.options.integer("target")) : 100;
  for (int seat = 0; seat < s.players; ++seat) {
    const float y = r.y + 36 + 24 * static_cast<float>(seat);
    if (v.to_move() == seat && !session.round_finished()) p.turn_dot(r, y);
    const int score = v.scores[static_cast<std::size_t>(seat)];
    ImFont* font = seat == 0 ? fonts.bold : fonts.regular;
    const std::string name = draw::fit(font, 15, plate_name(s.players, seat), r.w - 80);  // clear of the score
    draw::text(dl, font, 15, {r.x + 20, y}, draw::kText, name);
    if (v.rules.min_score > 0) {  // who is on the board yet
      const bool on = static_cast<std::size_t>(seat) < v.on_board.size() && v.on_board[static_cast<std::size_t>(seat)];
      const float x = r.x + 28 + draw::measure(seat == 0 ? fonts.bold : fonts.regular, 15, name).x;
      draw::text(dl, fonts.regular, 11, {x, y + 3}, on ? draw::kGold : draw::fade(draw::kMuted, 0.8f),
                 // TRANSLATORS: the scores panel, beside a name: that seat scores now.
                 on ? tr("\u2713 on the board")
                    // TRANSLATORS: the scores panel, beside a name: the points it needs to start scoring.
                    : trn("needs {n}", "needs {n}", v.rules.min_score));
    }
    draw::text(dl, fonts.bold, 15, {r.right() - 14, y}, draw::rgba(255, 226, 150), std::to_string(score),
               draw::Align::Right);
    const float bar_w = r.w - 34;
    const float filled = bar_w * std::clamp(static_cast<float>(score) / static_cast<float>(target), 0.0f, 1.0f);
    dl->AddRectFilled(ImVec2(r.x + 20, y + 19), ImVec2(r.x + 20 + bar_w, y + 21), draw::rgba(255, 255, 255, 0.08f), 1);
    if (filled > 0)
      dl->AddRectFilled(ImVec2(r.x + 20, y + 19), ImVec2(r.x + 20 + filled, y + 21), draw::fade(draw::kGold, 0.7f), 1);
  }
}

// "Pass" and "Draw" bubbles, for everyone to see: the latest per seat. They keep clear of the
// line where their seat leaves room (layout_table); where it does not, they lie over it for
// the moment they show, as speech does (a layer of their own).
void TableScreen::draw_bubbles(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f) const {
  const auto bubbles = seat_bubbles(session.events());
  draw::overlay();
  for (std::size_t i = 0; i < bubbles.size(); ++i) {
    const SeatBubble& b = bubbles[i];
    const bool newer = std::any_of(bubbles.begin() + static_cast<std::ptrdiff_t>(i) + 1, bubbles.end(),
                                   [&](const SeatBubble& o) { return o.seat == b.seat; });
    const double age = p.now - b.at;
    if (newer || age < 0 || age > kBubbleMs) continue;
    const float alpha =
        p.reduced ? 1.0f : static_cast<float>(std::min(1.0, age / 120) * std::min(1.0, (kBubbleMs - age) / 400));
    const SeatPlace& place = f.layout.seats[static_cast<std::size_t>(b.seat)];
    draw::bubble(p.dl, fonts, place.bubble, place.side, b.text, alpha);
    if (p.reduced)  // still while it shows: one frame when it goes
      p.ui.redraw_at(b.at + kBubbleMs + 1);
    else
      p.moving = true;
  }
}

void TableScreen::draw_summary(UiFrame& ui, const Fonts& fonts, const Session& session, const Frame& f,
                               const std::vector<Press>& presses) {
  ImDrawList* dl = ui.draw_list();
  const LineView& v = *session.view_as<LineView>();
  const int n = v.players();
  const bool over = v.phase() == Phase::MatchOver;
  const int set = v.options.has("set") ? v.options.integer("set") : 6;
  const auto& winners = over ? v.match_winners : (v.result ? v.result->winners : std::vector<int>{});
  SummaryContent c;
  c.headline = over ? match_headline(v) : round_headline(v);
  c.good = std::find(winners.begin(), winners.end(), 0) != winners.end();
  c.text = f.summary_text;
  f.daily_buttons(c);
  // TRANSLATORS: the round summary's column headings: the tiles each seat holds, their pips, the
  // points of the round and the match's total.
  c.tiles_header = trc("column heading", "Left in hand");
  c.headers[0] = trc("column heading", "Pips");
  c.headers[1] = trc("column heading", "Round");
  c.headers[2] = trc("column heading", "Total");
  c.match_over = over;
  c.set = set;
  const std::vector<int>& round_winners = v.result ? v.result->winners : std::vector<int>{};
  for (int seat = 0; seat < n; ++seat) {
    const std::size_t k = static_cast<std::size_t>(seat);
    SummaryRow row;
    row.highlight = std::find(winners.begin(), winners.end(), seat) != winners.end() ||
                    (!over && std::find(round_winners.begin(), round_winners.end(), seat) != round_winners.end());
    row.name = (row.highlight ? "\u2713 " : "") + plate_name(n, seat);
    if (v.hands[k]) row.tiles.assign(v.hands[k]->begin(), v.hands[k]->end());
    // TRANSLATORS: the round summary, in place of the tiles of a seat that has none left.
    if (v.hands[k]) row.no_tiles = tr("out!");
    const int points = v.result ? v.result->points[k] : 0;
    row.numbers[0] = std::to_string(v.result ? v.result->pips[k] : 0);
    row.numbers[1] = points > 0 ? "+" + std::to_string(points) : "0";
    row.numbers[2] = std::to_string(v.scores[k]);
    row.middle = points > 0 ? Tone::Good : Tone::Plain;
    c.rows.push_back(std::move(row));
  }
  panels::summary(dl, fonts, ui.canvas(), *f.summary, c, presses);
}

// [SECTION] Input -------------------------------------------------------------------------

TableScreen::Action TableScreen::frame(UiFrame& ui, const Fonts& fonts, const Session& session) {
  const double now = ui.now();
  const LineView& v = *session.view_as<LineView>();
  const std::uint64_t round_key = session.table_key() * 1000003ull + static_cast<std::uint64_t>(v.round);
  if (round_key != motion_round_) {
    motion_.clear();
    motion_round_ = round_key;
    selected_.reset();
    if (v.redeals > 0 && now - session.round_started_at() < 2000) toast(redeal_text(v), now, kRedealToastMs);
  }
  if (selected_ && !session.human_to_move()) selected_.reset();
  if (session.last_human_move()) coach_.hide(now);  // the player has found their way
  tend_table(open_, session, note_, note_seen_, now);

  const Frame f = build(ui.canvas(), fonts, session, now);
  const std::vector<Press> presses = ui.press_all(f.targets);
  const std::vector<Press> idle(f.targets.size());

  draw_table(ui, fonts, session, f, f.overlay == Overlay::None || f.overlay == Overlay::Peek ? presses : idle);
  if (f.overlay == Overlay::Summary || f.under == Overlay::Summary)
    draw_summary(ui, fonts, session, f, f.overlay == Overlay::Summary ? presses : idle);
  draw_over(ui, fonts, f, presses, f.layout.felt);

  if (const char letter = undo_hint_key(ui)) {
    by_key_ = true;
    return letter == 'U' ? Action::Undo : Action::Hint;
  }
  const auto key = table_key(ui, f.targets, false);
  if (auto opened = table_panel_key(key, f.targets, f.overlay, open_, session)) return *opened;
  Action asked = Action::None;
  for (std::size_t i = 0; i < f.targets.size(); ++i) {
    if (!presses[i].clicked && !(key && f.targets[i].id == *key)) continue;
    const std::string& id = f.targets[i].id;
    if (f.notice && i < f.notice->targets.size()) {
      notice_press_ = id;
      return Action::Notice;
    }
    if (id == "button:hint") coach_.hide(now);  // the hint shows in its place
    if (auto common = table_click(id, open_, session)) {
      selected_.reset();
      by_key_ = false;
      return *common;
    }
    asked = input(id, v, session);
    break;  // one click per frame
  }
  if (f.overlay == Overlay::None && selected_ && ui.clicked_elsewhere()) selected_.reset();
  return asked;
}

// A click on the line table's own pieces: Pass, Draw (or the boneyard), a tile of the hand (the
// first tap of one that fits both ends chooses it; one that fits one place plays), an end for
// the tile chosen. A move goes to the app (Action::Play).
TableScreen::Action TableScreen::input(const std::string& id, const LineView& v, const Session& session) {
  const auto legal = session.human_moves();
  std::optional<std::string> move;
  if (id == "button:pass") {
    move = "pass";
  } else if (id == "button:draw" || id == "boneyard") {
    move = "draw";
    selected_.reset();
  } else if (id.rfind("hand:", 0) == 0) {
    if (auto tile = parse_tile(std::string_view(id).substr(5))) {
      const TapOutcome tap = tap_tile(legal, *tile, selected_, v.line);
      selected_ = tap.selected;
      // Either side of a lone double gives the same line: the hinted side, if it is this tile.
      const auto hint = session.hint();
      const bool hinted = tap.play && hint && tile_of(*hint) == *tile &&
                          std::find(legal.begin(), legal.end(), *hint) != legal.end();
      if (tap.play) move = hinted ? *hint : *tap.play;
    }
  } else if (id.rfind("end:", 0) == 0 && selected_) {
    const End end = id == "end:L" ? End::Left : End::Right;
    move = tap_end(legal, *selected_, end);
    selected_.reset();
  }
  if (!move) return Action::None;
  move_ = *move;
  return Action::Play;
}

void TableScreen::undo_hint_done(char key, const Status& done, double now) {
  if (!after_undo_or_hint(done, now)) return;
  if (key == 'H')
    coach_.hide(now);  // the hint shows in its place
  else
    selected_.reset();
}

}  // namespace boneyard
