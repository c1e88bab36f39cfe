// The table: the line of play, the player's hand, the computer players round the table,
// scores, the status line, "Pass" bubbles, the round summary, the match end and the menu.
//
// Index
//   [SECTION] Helpers
//   [SECTION] Frame          scene + layout + overlay + targets, shared by drawing and the test hook
//   [SECTION] Drawing        the table, the summary panel, the menu
//   [SECTION] Input          what each target does
#include <algorithm>
#include <cmath>

#include "render/draw.h"
#include "screens/screens.h"
#include "view_model.h"

namespace boneyard {

// [SECTION] Helpers -----------------------------------------------------------------------

namespace {

constexpr float kPi = 3.14159265358979f;
constexpr double kBubbleMs = 1800;
constexpr double kToastMs = 2600;
constexpr double kJustPlayedMs = 1600;

// The pose drawn with the tile's high end on the -x half (how the motion tracker keys it).
TilePose high_first(const LineSpot& spot, Tile t) {
  TilePose p = spot.pose;
  if (!t.is_double() && spot.a != t.hi) p.angle += kPi;
  return p;
}

std::optional<Tile> tile_of(const std::string& move) { return parse_tile(move.substr(0, move.find(':'))); }

std::vector<std::string> seat_names(int players) {
  std::vector<std::string> names;
  for (int s = 0; s < players; ++s) names.push_back(seat_name(players, s));
  return names;
}

void seat_plate(ImDrawList* dl, const Fonts& fonts, const Rect& r, const std::string& name,
                const std::optional<int>& score, bool active, float pulse) {
  const float radius = r.h / 2;
  dl->AddRectFilled(ImVec2(r.x, r.y), ImVec2(r.right(), r.bottom()), draw::rgba(0, 0, 0, active ? 0.38f : 0.26f),
                    radius);
  if (active) {
    for (int i = 3; i >= 1; --i) {
      const float g = static_cast<float>(i) * 2.0f;
      dl->AddRect(ImVec2(r.x - g, r.y - g), ImVec2(r.right() + g, r.bottom() + g),
                  draw::fade(draw::kGold, (0.10f + 0.08f * pulse) / static_cast<float>(i)), radius + g, 0, 2.0f);
    }
  }
  dl->AddRect(ImVec2(r.x, r.y), ImVec2(r.right(), r.bottom()),
              active ? draw::fade(draw::kGold, 0.75f + 0.25f * pulse) : draw::rgba(255, 255, 255, 0.12f), radius, 0,
              active ? 1.6f : 1.0f);
  if (score) {
    draw::text_in(dl, fonts.bold, 15, {r.x + 12, r.y, r.w * 0.62f - 12, r.h}, draw::kText, name, draw::Align::Left);
    draw::text_in(dl, fonts.bold, 15, {r.x + r.w * 0.62f, r.y, r.w * 0.38f - 12, r.h}, draw::rgba(255, 226, 150),
                  std::to_string(*score), draw::Align::Right);
  } else {
    draw::text_in(dl, fonts.bold, 15, r.inset(2), draw::kText, name);
  }
}

}  // namespace

// [SECTION] Frame -------------------------------------------------------------------------

TableScreen::Frame TableScreen::build(Vec2 canvas, const Fonts& fonts, const Session& session, double now) const {
  Frame f;
  const LineView& v = session.view();
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
  s.can_pass = must_pass(legal);
  if (selected_ && std::find(playable.begin(), playable.end(), *selected_) != playable.end()) {
    s.selected = selected_;
    s.selected_ends = ends_for(legal, *selected_);
  }
  f.layout = layout_table(canvas, s);

  if (session.summary_due(now)) {
    f.overlay = Overlay::Summary;
    const bool over = v.phase() == Phase::MatchOver;
    const std::string text = v.result ? name_seats(v.result->explanation, seat_names(s.players)) : "";
    const float text_h = draw::measure(fonts.regular, 15, text, summary_text_width(canvas)).y;
    f.summary = layout_summary(canvas, s.players, over, text_h);
    if (over) {
      f.targets.push_back({"button:new_match", f.summary->primary});
      f.targets.push_back({"button:main_menu", *f.summary->secondary});
    } else {
      f.targets.push_back({"button:next_round", f.summary->primary});
    }
  } else if (menu_open_) {
    f.overlay = Overlay::Menu;
    f.menu = layout_menu(canvas, f.layout.menu_button);
    f.targets = f.menu->items;
    f.targets.push_back({"menu:close", {0, 0, canvas.x, canvas.y}});  // a tap outside closes it
  } else {
    f.targets = table_targets(f.layout, s);
  }
  return f;
}

std::vector<Target> TableScreen::targets(Vec2 canvas, const Fonts& fonts, const Session& session, double now) const {
  if (!session.active()) return {};
  return build(canvas, fonts, session, now).targets;
}

std::string TableScreen::screen_name(const Session& session, double now) const {
  if (!session.active() || !session.summary_due(now)) return "table";
  return session.match().phase() == Phase::MatchOver ? "match_over" : "round_over";
}

void TableScreen::reset() {
  selected_.reset();
  menu_open_ = false;
  motion_.clear();
}

void TableScreen::toast(std::string text, double now) {
  toast_ = std::move(text);
  toast_at_ = now;
}

// [SECTION] Drawing -----------------------------------------------------------------------

void TableScreen::draw_table(Ui& ui, const Fonts& fonts, const Session& session, const Frame& f,
                             const std::vector<Press>& presses) {
  ImDrawList* dl = ui.draw_list();
  const double now = ui.now();
  const LineView& v = session.view();
  const TableLayout& L = f.layout;
  const TableScene& s = f.scene;
  const int set = v.options.has("set") ? v.options.integer("set") : 6;
  const float pulse = 0.5f + 0.5f * static_cast<float>(std::sin(now * 0.006));
  const bool plates_show_scores = !L.scores_panel.has_value();
  auto press_of = [&](const std::string& id) {
    for (std::size_t i = 0; i < f.targets.size(); ++i)
      if (f.targets[i].id == id) return presses[i];
    return Press{};
  };

  draw::table_surface(dl, L.felt);

  // --- Round and target, top left; the menu button. ---------------------------------------
  {
    const Press p = press_of("button:menu");
    const Rect& m = L.menu_button;
    dl->AddRectFilled(ImVec2(m.x, m.y), ImVec2(m.right(), m.bottom()),
                      draw::rgba(0, 0, 0,
                                 p.held      ? 0.4f
                                 : p.hovered ? 0.34f
                                             : 0.24f),
                      12);
    dl->AddRect(ImVec2(m.x, m.y), ImVec2(m.right(), m.bottom()), draw::rgba(255, 255, 255, 0.14f), 12);
    draw::menu_icon(dl, m, draw::kText);
    const Rect top{L.info.x, L.info.y + 2, L.info.w, L.info.h / 2};
    const Rect bottom{L.info.x, L.info.center().y, L.info.w, L.info.h / 2 - 2};
    draw::text_in(dl, fonts.bold, 16, top, draw::kText, "Round " + std::to_string(v.round), draw::Align::Left, true);
    draw::text_in(dl, fonts.regular, 13, bottom, draw::kMuted,
                  "First to " + (v.options.has("target") ? v.options.get("target") : std::string("?")),
                  draw::Align::Left);
  }

  // --- Opponents. -------------------------------------------------------------------------
  for (int seat = 1; seat < s.players; ++seat) {
    const SeatPlace& p = L.seats[static_cast<std::size_t>(seat)];
    const bool active = v.to_move() == seat && !session.round_finished();
    if (L.portrait) {
      dl->AddRectFilled(ImVec2(p.box.x, p.box.y), ImVec2(p.box.right(), p.box.bottom()), draw::rgba(0, 0, 0, 0.16f),
                        14);
    }
    const std::optional<int> score =
        plates_show_scores ? std::optional<int>(v.scores[static_cast<std::size_t>(seat)]) : std::nullopt;
    seat_plate(dl, fonts, p.plate, seat_name(s.players, seat), score, active, pulse);
    for (const TilePose& back : p.backs) draw::tile_back(dl, back);
    // How many tiles they hold, in a small badge at the end of the fan.
    const int count = s.hand_counts[static_cast<std::size_t>(seat)];
    Vec2 at = p.plate.center();
    if (!p.backs.empty()) {
      const Rect last = bounds(p.backs.back());
      at = p.backs.back().angle == 0 ? Vec2{last.center().x, last.bottom() + 11}
                                     : Vec2{last.right() + 13, last.center().y};
    }
    if (count > 0) {
      dl->AddCircleFilled(draw::iv(at), 10, draw::rgba(0, 0, 0, 0.45f));
      draw::text_in(dl, fonts.bold, 12, {at.x - 10, at.y - 10, 20, 20}, draw::kText, std::to_string(count));
    }
  }

  // --- The line, the end slots, the hand. ---------------------------------------------------
  const auto& laid = v.line.tiles();
  const auto& events = session.events();
  std::optional<Tile> last_tile;
  double last_at = -1e12;
  for (const auto& e : events) {
    if (auto t = tile_of(e.move)) {
      last_tile = t;
      last_at = e.at;
    }
  }
  struct Flying {
    TilePose pose;
    Tile tile;
    draw::TileStyle style;
  };
  std::vector<Flying> flying;
  if (laid.empty()) {
    const std::string hint = s.human_turn      ? "Your lead: tap any tile"
                             : v.to_move() > 0 ? seat_name(s.players, v.to_move()) + " leads"
                                               : "";
    draw::text_in(dl, fonts.regular, 16, L.felt, draw::rgba(255, 255, 255, 0.35f), hint);
  }
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
    const TilePose pose = motion_.pose(t.index(), high_first(L.line.tiles[i], t), t.is_double(), now, spawn, spawn_at);
    draw::TileStyle style;
    style.set = set;
    if (last_tile && *last_tile == t && now - last_at < kJustPlayedMs) {
      style.glow = static_cast<float>(1.0 - (now - last_at) / kJustPlayedMs) * 0.8f;
      style.glow_color = draw::rgba(255, 246, 214);
    }
    if (motion_.moving(t.index(), now))
      flying.push_back({pose, t, style});
    else
      draw::tile_face(dl, pose, t.hi, t.lo, style);
  }
  if (s.selected) {
    for (End e : s.selected_ends) {
      const auto& slot = L.line.ends[e == End::Left ? 0 : 1];
      if (!slot) continue;
      const Press p = press_of(std::string("end:") + end_letter(e));
      draw::tile_slot(dl, slot->pose, slot->a, slot->b, pulse, p.hovered, set);
    }
  }
  for (std::size_t i = 0; i < s.hand.size() && i < L.hand.size(); ++i) {
    const Tile t = s.hand[i];
    const TilePose deal{L.deal_origin, L.hand_unit * 0.5f, kPi / 2};
    const double deal_at = session.round_started_at() + 150 + 80 * static_cast<double>(i);
    const TilePose pose = motion_.pose(t.index(), L.hand[i], t.is_double(), now, deal, deal_at);
    draw::TileStyle style;
    style.set = set;
    if (s.human_turn) {
      const Press p = press_of("hand:" + t.str());
      const bool picked = s.selected && *s.selected == t;
      if (s.playable[i])
        style.glow = picked ? 1.0f : p.hovered ? 0.75f : 0.3f + 0.15f * pulse;
      else
        style.dim = 0.75f;
    }
    if (motion_.moving(t.index(), now))
      flying.push_back({pose, t, style});
    else
      draw::tile_face(dl, pose, t.hi, t.lo, style);
  }
  for (const auto& fly : flying) draw::tile_face(dl, fly.pose, fly.tile.hi, fly.tile.lo, fly.style);
  motion_.sweep();

  // --- Status row: the player's plate, what is happening, Pass. ---------------------------
  {
    const SeatPlace& you = L.seats[0];
    const std::optional<int> score = plates_show_scores ? std::optional<int>(v.scores[0]) : std::nullopt;
    seat_plate(dl, fonts, you.plate, "You", score, s.human_turn, pulse);
    float right = L.status.right();
    if (s.can_pass) {
      const Press p = press_of("button:pass");
      draw::button(dl, fonts, L.pass_button, "Pass", draw::ButtonKind::Primary, p.hovered, p.held, true, 18);
      right = L.pass_button.x - 8;
    }
    const float left = you.plate.right() + 10;
    const Rect text_box{left, L.status.y, std::max(0.0f, right - left), L.status.h};
    const std::string main = turn_text(v, s.selected.has_value());
    std::string detail;
    if (!events.empty()) detail = event_text(events.back(), s.players);
    if (detail.empty()) {
      draw::text_in(dl, fonts.bold, 17, text_box, s.human_turn ? draw::rgba(255, 236, 180) : draw::kText, main,
                    draw::Align::Center, true);
    } else {
      draw::text_in(dl, fonts.bold, 17, {text_box.x, text_box.y, text_box.w, text_box.h * 0.58f},
                    s.human_turn ? draw::rgba(255, 236, 180) : draw::kText, main, draw::Align::Center, true);
      draw::text_in(dl, fonts.regular, 13,
                    {text_box.x, text_box.y + text_box.h * 0.55f, text_box.w, text_box.h * 0.45f}, draw::kMuted, detail,
                    draw::Align::Center);
    }
  }

  // --- Scores panel (wide screens). -----------------------------------------------------------
  if (L.scores_panel) {
    const Rect& r = *L.scores_panel;
    draw::panel(dl, r, 14, draw::rgba(0, 0, 0, 0.3f), draw::rgba(255, 255, 255, 0.1f));
    draw::text(dl, fonts.bold, 15, {r.x + 14, r.y + 10}, draw::kText, "Scores");
    draw::text(dl, fonts.regular, 13, {r.right() - 14, r.y + 12}, draw::kMuted,
               "to " + (v.options.has("target") ? v.options.get("target") : std::string("?")), draw::Align::Right);
    const int target = v.options.has("target") ? std::max(1, v.options.integer("target")) : 100;
    for (int seat = 0; seat < s.players; ++seat) {
      const float y = r.y + 36 + 24 * static_cast<float>(seat);
      const bool active = v.to_move() == seat && !session.round_finished();
      if (active) dl->AddCircleFilled(ImVec2(r.x + 10, y + 9), 3.5f, draw::fade(draw::kGold, 0.6f + 0.4f * pulse));
      const int score = v.scores[static_cast<std::size_t>(seat)];
      draw::text(dl, seat == 0 ? fonts.bold : fonts.regular, 15, {r.x + 20, y}, draw::kText,
                 seat_name(s.players, seat));
      draw::text(dl, fonts.bold, 15, {r.right() - 14, y}, draw::rgba(255, 226, 150), std::to_string(score),
                 draw::Align::Right);
      const float bar_w = r.w - 34;
      const float filled = bar_w * std::clamp(static_cast<float>(score) / static_cast<float>(target), 0.0f, 1.0f);
      dl->AddRectFilled(ImVec2(r.x + 20, y + 19), ImVec2(r.x + 20 + bar_w, y + 21), draw::rgba(255, 255, 255, 0.08f),
                        1);
      if (filled > 0)
        dl->AddRectFilled(ImVec2(r.x + 20, y + 19), ImVec2(r.x + 20 + filled, y + 21), draw::fade(draw::kGold, 0.7f),
                          1);
    }
  }

  // --- "Pass" bubbles, for everyone to see. ---------------------------------------------------
  for (const auto& e : events) {
    if (e.move != "pass") continue;
    const double age = now - e.at;
    if (age < 0 || age > kBubbleMs) continue;
    const float alpha = static_cast<float>(std::min(1.0, age / 120) * std::min(1.0, (kBubbleMs - age) / 400));
    const SeatPlace& p = L.seats[static_cast<std::size_t>(e.seat)];
    const SeatSide side = L.portrait && e.seat != 0 ? SeatSide::Top : p.side;
    draw::bubble(dl, fonts, p.bubble, side, e.seat == 0 ? "You pass" : "Pass", alpha);
  }

  // --- Toast. ------------------------------------------------------------------------------
  if (now - toast_at_ < kToastMs && !toast_.empty()) {
    const double age = now - toast_at_;
    const float alpha = static_cast<float>(std::min(1.0, age / 150) * std::min(1.0, (kToastMs - age) / 400));
    const ImVec2 size = draw::measure(fonts.bold, 15, toast_);
    const Rect box{ui.canvas().x / 2 - size.x / 2 - 18, L.menu_button.bottom() + 10, size.x + 36, 36};
    draw::panel(dl, box, 18, draw::fade(draw::rgba(250, 245, 230), alpha), draw::rgba(0, 0, 0, 0.1f * alpha));
    draw::text_in(dl, fonts.bold, 15, box, draw::fade(draw::kDarkText, alpha), toast_);
  }
}

void TableScreen::draw_summary(Ui& ui, const Fonts& fonts, const Session& session, const Frame& f,
                               const std::vector<Press>& presses) {
  ImDrawList* dl = ui.draw_list();
  const LineView& v = session.view();
  const SummaryLayout& S = *f.summary;
  const int n = v.players();
  const bool over = v.phase() == Phase::MatchOver;
  const int set = v.options.has("set") ? v.options.integer("set") : 6;
  draw::dim_screen(dl, ui.canvas(), 0.55f);
  draw::panel(dl, S.panel, 18, draw::rgba(9, 33, 20, 0.97f));

  const auto& winners = over ? v.match_winners : (v.result ? v.result->winners : std::vector<int>{});
  const bool you_won = std::find(winners.begin(), winners.end(), 0) != winners.end();
  const std::string headline = over ? match_headline(v) : round_headline(v);
  draw::text_in(dl, fonts.bold, 26, S.headline, you_won ? draw::kGold : draw::kText, headline, draw::Align::Center,
                true);
  if (v.result)
    draw::paragraph(dl, fonts.regular, 15, {S.text.x, S.text.y}, S.text.w, draw::kMuted,
                    name_seats(v.result->explanation, seat_names(n)));

  // Columns: name | tiles left | pips | this round | total.
  const Rect& first = S.rows.front();
  const float num_w = first.w < 420 ? 44.0f : 58.0f;
  const float name_w = std::max(70.0f, first.w * 0.2f);
  const float tiles_x = first.x + 10 + name_w;
  const float tiles_w = first.w - name_w - 3 * num_w - 20;
  const float cols[3] = {first.right() - 2 * num_w - 8, first.right() - num_w - 8, first.right() - 8};
  const char* headers[3] = {"Pips", "Round", "Total"};
  for (int c = 0; c < 3; ++c)
    draw::text(dl, fonts.regular, 12, {cols[c], first.y - 16}, draw::kMuted, headers[c], draw::Align::Right);
  draw::text(dl, fonts.regular, 12, {tiles_x, first.y - 16}, draw::kMuted, "Left in hand");

  const std::vector<int>& round_winners = v.result ? v.result->winners : std::vector<int>{};
  for (int seat = 0; seat < n; ++seat) {
    const Rect& r = S.rows[static_cast<std::size_t>(seat)];
    const bool won = std::find(winners.begin(), winners.end(), seat) != winners.end() ||
                     (!over && std::find(round_winners.begin(), round_winners.end(), seat) != round_winners.end());
    dl->AddRectFilled(ImVec2(r.x, r.y + 2), ImVec2(r.right(), r.bottom() - 2),
                      won ? draw::rgba(240, 199, 94, 0.14f) : draw::rgba(255, 255, 255, seat % 2 ? 0.03f : 0.06f), 10);
    const Rect name_box{r.x + 10, r.y, name_w, r.h};
    draw::text_in(dl, fonts.bold, 16, name_box, won ? draw::kGold : draw::kText,
                  (won ? "\u2713 " : "") + seat_name(n, seat), draw::Align::Left);
    const auto& hand = v.hands[static_cast<std::size_t>(seat)];
    if (hand && !hand->empty()) {
      const float count = static_cast<float>(hand->size());
      const float su = std::min({17.0f, (r.h - 14) / 2, tiles_w / (count * 1.18f)});
      for (std::size_t k = 0; k < hand->size(); ++k) {
        const Tile t = (*hand)[k];
        const TilePose pose{{tiles_x + su / 2 + static_cast<float>(k) * su * 1.18f, r.center().y}, su, kPi / 2};
        draw::TileStyle style;
        style.set = set;
        draw::tile_face(dl, pose, t.hi, t.lo, style);
      }
    } else if (hand) {
      draw::text_in(dl, fonts.regular, 13, {tiles_x, r.y, tiles_w, r.h}, draw::kMuted, "out!", draw::Align::Left);
    }
    const int pips = v.result ? v.result->pips[static_cast<std::size_t>(seat)] : 0;
    const int points = v.result ? v.result->points[static_cast<std::size_t>(seat)] : 0;
    draw::text_in(dl, fonts.regular, 15, {cols[0] - num_w, r.y, num_w, r.h}, draw::kText, std::to_string(pips),
                  draw::Align::Right);
    draw::text_in(dl, fonts.bold, 15, {cols[1] - num_w, r.y, num_w, r.h}, points > 0 ? draw::kGold : draw::kMuted,
                  points > 0 ? "+" + std::to_string(points) : "0", draw::Align::Right);
    draw::text_in(dl, fonts.bold, 17, {cols[2] - num_w, r.y, num_w, r.h}, draw::kText,
                  std::to_string(v.scores[static_cast<std::size_t>(seat)]), draw::Align::Right);
  }

  const Press primary = presses[0];
  draw::button(dl, fonts, S.primary, over ? "New match" : "Next round", draw::ButtonKind::Primary, primary.hovered,
               primary.held, true, 19);
  if (S.secondary) {
    const Press secondary = presses[1];
    draw::button(dl, fonts, *S.secondary, "Main menu", draw::ButtonKind::Secondary, secondary.hovered, secondary.held,
                 true, 17);
  }
}

void TableScreen::draw_menu(Ui& ui, const Fonts& fonts, const Frame& f, const std::vector<Press>& presses) {
  ImDrawList* dl = ui.draw_list();
  draw::dim_screen(dl, ui.canvas(), 0.35f);
  draw::panel(dl, f.menu->panel, 16);
  const char* labels[] = {"New match", "Copy share link", "Main menu"};
  for (std::size_t i = 0; i < f.menu->items.size(); ++i) {
    const Rect& r = f.menu->items[i].rect;
    const Press& p = presses[i];
    if (p.hovered || p.held)
      dl->AddRectFilled(ImVec2(r.x, r.y + 3), ImVec2(r.right(), r.bottom() - 3),
                        draw::rgba(255, 255, 255, p.held ? 0.16f : 0.1f), 10);
    draw::text_in(dl, fonts.bold, 16, {r.x + 16, r.y, r.w - 32, r.h}, draw::kText, labels[i], draw::Align::Left);
  }
}

// [SECTION] Input -------------------------------------------------------------------------

TableScreen::Action TableScreen::frame(Ui& ui, const Fonts& fonts, Session& session) {
  const double now = ui.now();
  const LineView& v = session.view();
  const std::uint64_t round_key = session.match().seed() * 1000003ull + static_cast<std::uint64_t>(v.round);
  if (round_key != motion_round_) {
    motion_.clear();
    motion_round_ = round_key;
    selected_.reset();
  }
  if (selected_ && !session.human_to_move()) selected_.reset();

  const Frame f = build(ui.canvas(), fonts, session, now);
  std::vector<Press> presses;
  for (const auto& t : f.targets) presses.push_back(ui.press(t));

  draw_table(ui, fonts, session, f, f.overlay == Overlay::None ? presses : std::vector<Press>(f.targets.size()));
  if (f.overlay == Overlay::Summary) draw_summary(ui, fonts, session, f, presses);
  if (f.overlay == Overlay::Menu) draw_menu(ui, fonts, f, presses);

  const auto legal = session.human_moves();
  for (std::size_t i = 0; i < f.targets.size(); ++i) {
    if (!presses[i].clicked) continue;
    const std::string& id = f.targets[i].id;
    if (id == "button:menu") {
      menu_open_ = true;
      selected_.reset();
    } else if (id == "menu:close") {
      menu_open_ = false;
    } else if (id == "menu:new_match" || id == "button:new_match") {
      menu_open_ = false;
      return Action::NewMatch;
    } else if (id == "menu:copy_link") {
      menu_open_ = false;
      return Action::CopyLink;
    } else if (id == "menu:main_menu" || id == "button:main_menu") {
      menu_open_ = false;
      return Action::MainMenu;
    } else if (id == "button:next_round") {
      (void)session.next_round(now);
    } else if (id == "button:pass") {
      (void)session.play("pass", now);
    } else if (id.rfind("hand:", 0) == 0) {
      if (auto tile = parse_tile(std::string_view(id).substr(5))) {
        const TapOutcome tap = tap_tile(legal, *tile, selected_);
        selected_ = tap.selected;
        if (tap.play) (void)session.play(*tap.play, now);
      }
    } else if (id.rfind("end:", 0) == 0 && selected_) {
      const End end = id == "end:L" ? End::Left : End::Right;
      if (auto move = tap_end(legal, *selected_, end)) (void)session.play(*move, now);
      selected_.reset();
    }
    break;  // one click per frame
  }
  if (f.overlay == Overlay::None && selected_ && ui.clicked_elsewhere()) selected_.reset();
  return Action::None;
}

}  // namespace boneyard
