// The trick table: the player's hand (tiles to pick for the pass, halves to lead, tiles that
// may follow), the computer players round the table with their tricks and penalty points,
// the trick in the middle (who played what, on their side of the table), the trick taken
// sliding to its winner, the last trick on request, the round summary (who took which
// counters, any moon, the dead tile) and the match end.
//
// Index
//   [SECTION] Helpers
//   [SECTION] Frame          scene + layout + overlay + targets, shared by drawing and the test hook
//   [SECTION] Drawing        the table, the summary panel
//   [SECTION] Input          what each target does
//
// Frame pacing as on the line table: whatever moves asks Ui for the next frame.
#include <algorithm>
#include <cmath>

#include "render/draw.h"
#include "screens/screens.h"
#include "view_model.h"

namespace boneyard {

// [SECTION] Helpers -----------------------------------------------------------------------

namespace {

constexpr double kShowTakenMs = 450;  // a completed trick stays in the middle
constexpr double kSlideMs = 320;      // then slides to its winner
constexpr double kLivelyMs = 5000;

void face(ImDrawList* dl, const Fonts& fonts, const TilePose& pose, Tile t, int points, const draw::TileStyle& style) {
  draw::tile_face(dl, pose, t.hi, t.lo, style);
  draw::value_mark(dl, fonts, pose, counter_value(t, points), style.alpha);
}

// Where a seat's tiles come from and go to: its last face-down tile, or its plate.
TilePose seat_pose(const TableLayout& L, int seat, float unit) {
  const SeatPlace& p = L.seats[static_cast<std::size_t>(seat)];
  if (seat != Session::kHuman && !p.backs.empty()) return p.backs[p.backs.size() / 2];
  return {p.plate.center(), unit * 0.6f, 3.14159265f / 2};
}

std::string info_rules(const BlackTileView& v) {
  std::string text = std::to_string(v.rules.points) + "-point game \u2022 to " + std::to_string(v.rules.target);
  if (v.rules.partnership) text += " \u2022 partners";
  return text;
}

}  // namespace

// [SECTION] Frame -------------------------------------------------------------------------

TrickTableScreen::Frame TrickTableScreen::build(Vec2 canvas, const Fonts& fonts, const Session& session,
                                                double now) const {
  Frame f;
  const BlackTileView& v = *session.view_as<BlackTileView>();
  f.scene = blacktile_scene(v, session.human_moves(), input_);
  f.layout = layout_trick(canvas, f.scene);
  if (!f.lay_out(canvas, fonts, session, now, menu_open_, f.layout.table.menu_button, blacktile_explanation(v)))
    f.targets = trick_targets(f.layout, f.scene);
  return f;
}

std::vector<Target> TrickTableScreen::targets(Vec2 canvas, const Fonts& fonts, const Session& session,
                                              double now) const {
  if (!session.active()) return {};
  return build(canvas, fonts, session, now).targets;
}

void TrickTableScreen::reset() {
  input_ = {};
  menu_open_ = false;
  motion_.clear();
  tricks_seen_ = 0;
  taken_at_ = -1e12;
}

// [SECTION] Drawing -----------------------------------------------------------------------

void TrickTableScreen::draw_table(Ui& ui, const Fonts& fonts, const Session& session, const Frame& f,
                                  const std::vector<Press>& presses) {
  ImDrawList* dl = ui.draw_list();
  const double now = ui.now();
  const BlackTileView& v = *session.view_as<BlackTileView>();
  const TrickLayout& TL = f.layout;
  const TableLayout& L = TL.table;
  const TrickScene& s = f.scene;
  const int n = v.players();
  const int points = v.rules.points;
  const double quiet_since = std::max(session.last_change_at(), ui.input_at());
  const bool lively = now - quiet_since < kLivelyMs;
  const float pulse = 0.5f + 0.5f * static_cast<float>(std::sin((lively ? now : quiet_since + kLivelyMs) * 0.006));
  bool pulsing = false;
  bool moving = false;
  const bool plates_show_scores = !L.scores_panel.has_value();
  auto press_of = [&](const std::string& id) {
    for (std::size_t i = 0; i < f.targets.size(); ++i)
      if (f.targets[i].id == id) return presses[i];
    return Press{};
  };

  draw::table_surface(dl, L.felt);

  // --- Round and rules, top left; the menu button. -----------------------------------------
  {
    const Press p = press_of("button:menu");
    draw::menu_button(dl, L.menu_button, p.hovered, p.held);
    const Rect top{L.info.x, L.info.y + 2, L.info.w, L.info.h / 2};
    const Rect bottom{L.info.x, L.info.center().y, L.info.w, L.info.h / 2 - 2};
    draw::text_in(dl, fonts.bold, 16, top, draw::kText, "Black Tile \u2022 Round " + std::to_string(v.round),
                  draw::Align::Left, true);
    draw::text_in(dl, fonts.regular, 13, bottom, draw::kMuted, info_rules(v), draw::Align::Left);
  }

  // --- Opponents: plate, face-down tiles, tricks and points taken. --------------------------
  for (int seat = 1; seat < n; ++seat) {
    const SeatPlace& p = L.seats[static_cast<std::size_t>(seat)];
    const bool active = v.to_move() == seat && !session.round_finished();
    pulsing |= active;
    if (L.portrait || L.compact_seats)
      dl->AddRectFilled(ImVec2(p.box.x, p.box.y), ImVec2(p.box.right(), p.box.bottom()), draw::rgba(0, 0, 0, 0.16f),
                        14);
    const std::optional<std::string> score =
        plates_show_scores ? std::optional<std::string>(std::to_string(v.scores[static_cast<std::size_t>(seat)]))
                           : std::nullopt;
    draw::seat_plate(dl, fonts, p.plate, seat_name(n, seat), score, active, pulse);
    for (const TilePose& back : p.backs) draw::tile_back(dl, back);
    const int count = v.hand_counts[static_cast<std::size_t>(seat)];
    if (count > 0) draw::count_badge(dl, fonts, p.badge, count);
    // Tricks and penalty points under the plate.
    const std::string taken = tricks_and_points(v, seat);
    const Rect line{p.box.center().x - 60, p.box.bottom() + 4, 120, 16};
    draw::text_in(dl, fonts.regular, 12, line, draw::kMuted, taken);
    if (v.phase() == Phase::Pass && v.pass_chosen[static_cast<std::size_t>(seat)])
      draw::text_in(dl, fonts.regular, 12, {line.x, line.bottom(), line.w, 16}, draw::kGold, "ready to pass");
  }

  // --- The trick: the one on the table, the last one on request, or one going to its winner.
  const double since_taken = now - taken_at_;
  const bool sliding = v.trick.empty() && !v.tricks.empty() && !input_.review && since_taken >= 0 &&
                       since_taken < kShowTakenMs + kSlideMs;
  std::vector<std::optional<Tile>> shown = s.trick;
  if (sliding) shown = last_trick(v);
  if (input_.review && !v.tricks.empty()) {
    const Rect r = TL.trick_area.inset(-8);
    draw::panel(dl, r, 14, draw::rgba(0, 0, 0, 0.25f), draw::fade(draw::kGold, 0.5f));
  }
  {
    std::string label;
    if (input_.review && !v.tricks.empty()) {
      label = "Last trick \u2014 " + seat_name(n, v.tricks.back().winner) +
              (v.tricks.back().winner == 0 ? " took it" : " took it");
    } else if (sliding) {
      label =
          seat_name(n, v.tricks.back().winner) + (v.tricks.back().winner == 0 ? " take the trick" : " takes the trick");
    } else if (v.led_suit && !v.trick.empty()) {
      label = suit_button(*v.led_suit) + " led by " + seat_name(n, v.leader);
    } else if (v.phase() == Phase::Play && v.trick.empty()) {
      label = seat_name(n, v.leader) + (v.leader == 0 ? " lead" : " leads");
    }
    draw::text_in(dl, fonts.bold, 15, TL.trick_label, draw::rgba(255, 236, 180), label, draw::Align::Center, true);
  }
  const int winner = v.tricks.empty() ? -1 : v.tricks.back().winner;
  for (int seat = 0; seat < n; ++seat) {
    const auto& t = shown[static_cast<std::size_t>(seat)];
    const TilePose slot = TL.trick[static_cast<std::size_t>(seat)];
    if (!t) {
      // An empty place: a faint outline where this seat's tile will lie.
      const Rect r = bounds(slot);
      dl->AddRect(ImVec2(r.x, r.y), ImVec2(r.right(), r.bottom()), draw::rgba(255, 255, 255, 0.08f), slot.unit * 0.14f);
      continue;
    }
    draw::TileStyle style;
    if (sliding) {
      const double k = (since_taken - kShowTakenMs) / kSlideMs;
      const TilePose to = seat_pose(L, winner, TL.trick_unit);
      const float e = ease_out(k);
      const TilePose pose = k <= 0 ? slot : between(slot, to, e);
      if (seat == winner) style.glow = 0.6f;
      style.alpha = k <= 0 ? 1.0f : 1.0f - 0.6f * e;
      face(dl, fonts, pose, *t, points, style);
      moving = true;
      continue;
    }
    if (input_.review) {
      if (seat == winner) style.glow = 0.7f;
      face(dl, fonts, slot, *t, points, style);
      continue;
    }
    // A tile just played glides in from its seat (the player's from the hand).
    const TilePose pose = motion_.pose(t->index(), slot, t->is_double(), now, seat_pose(L, seat, TL.trick_unit), now);
    if (motion_.moving(t->index(), now)) moving = true;
    if (v.leader == seat) style.glow = 0.25f;
    face(dl, fonts, pose, *t, points, style);
  }
  if (s.can_review) {
    const Press p = press_of("button:last_trick");
    draw::button(dl, fonts, TL.review, input_.review ? "Back" : "Last trick",
                 input_.review ? draw::ButtonKind::Selected : draw::ButtonKind::Secondary, p.hovered, p.held, true, 13);
  }

  // --- The hand. --------------------------------------------------------------------------
  const bool my_play = v.phase() == Phase::Play && session.human_to_move();
  const bool show_new = !v.received.empty() && v.tricks.empty();
  for (std::size_t i = 0; i < s.hand.size() && i < L.hand.size(); ++i) {
    const Tile t = s.hand[i];
    const TilePose pose = motion_.pose(t.index(), L.hand[i], t.is_double(), now);
    if (motion_.moving(t.index(), now)) moving = true;
    draw::TileStyle style;
    const bool active = s.active[i];
    const bool picked = s.picked[i];
    if (active) {
      const Press p = press_of("hand:" + t.str());
      const bool half_hovered = s.halves[i].size() == 2 && (press_of("lead:" + lead_move(t, s.halves[i][0])).hovered ||
                                                            press_of("lead:" + lead_move(t, s.halves[i][1])).hovered);
      style.glow = picked ? 1.0f : (p.hovered || half_hovered) ? 0.75f : 0.3f + 0.15f * pulse;
      pulsing = true;
    } else if (my_play) {
      style.dim = 0.75f;
    }
    style.marked = show_new && std::find(v.received.begin(), v.received.end(), t) != v.received.end();
    face(dl, fonts, pose, t, points, style);
    // Leading: the half under the pointer lights up, with what it leads.
    if (s.halves[i].size() == 2) {
      for (int h = 0; h < 2; ++h) {
        const std::string id = "lead:" + lead_move(t, s.halves[i][static_cast<std::size_t>(h)]);
        if (!press_of(id).hovered) continue;
        const Rect b = bounds(pose);
        const Rect half{b.x, h == 0 ? b.y : b.center().y, b.w, b.h / 2};
        dl->AddRect(ImVec2(half.x, half.y), ImVec2(half.right(), half.bottom()), draw::kGold, pose.unit * 0.12f, 0,
                    2.5f);
        const std::string tip = "Lead " + suit_name(s.halves[i][static_cast<std::size_t>(h)]);
        const ImVec2 size = draw::measure(fonts.bold, 13, tip);
        const Rect chip{b.center().x - size.x / 2 - 8, b.y - 26, size.x + 16, 20};
        dl->AddRectFilled(ImVec2(chip.x, chip.y), ImVec2(chip.right(), chip.bottom()), draw::kGold, 10);
        draw::text_in(dl, fonts.bold, 13, chip, draw::kDarkText, tip);
      }
    }
    if (style.marked) {
      const Rect b = bounds(pose);
      const Rect tag{b.center().x - 17, b.bottom() - 19, 34, 15};
      dl->AddRectFilled(ImVec2(tag.x, tag.y), ImVec2(tag.right(), tag.bottom()), draw::kGold, 7.5f);
      draw::text_in(dl, fonts.bold, 11, tag, draw::kDarkText, "new");
    }
  }
  motion_.sweep();

  // --- Status row: the player's plate, what is happening, the buttons. --------------------
  {
    const SeatPlace& you = L.seats[0];
    const std::optional<std::string> score =
        plates_show_scores ? std::optional<std::string>(std::to_string(v.scores[0])) : std::nullopt;
    const bool my_turn = session.human_to_move();
    draw::seat_plate(dl, fonts, you.plate, "You", score, my_turn, pulse);
    float right = L.status.right();
    for (std::size_t b = 0; b < s.buttons.size() && b < TL.buttons.size(); ++b) {
      const Press p = press_of(s.buttons[b]);
      const bool primary = b + 1 == s.buttons.size();
      draw::button(dl, fonts, TL.buttons[b], trick_button_label(s.buttons[b]),
                   primary ? draw::ButtonKind::Primary : draw::ButtonKind::Secondary, p.hovered, p.held, true, 16);
      if (TL.buttons[b].y >= L.status.y) right = std::min(right, TL.buttons[b].x - 8);  // in the status row
    }
    const float left = you.plate.right() + 10;
    const Rect box{left, L.status.y, std::max(0.0f, right - left), L.status.h};
    std::string main = blacktile_status(v, static_cast<int>(input_.picked.size()));
    if (input_.selected && my_play) main = "Lead " + input_.selected->str() + " as which suit?";
    std::string detail = blacktile_latest(v);
    if (!L.scores_panel) detail += (detail.empty() ? "You: " : " \u2022 You: ") + tricks_and_points(v, 0);
    const draw::Color main_color = my_turn ? draw::rgba(255, 236, 180) : draw::kText;
    draw::text_in(dl, fonts.bold, 17, {box.x, box.y, box.w, box.h * 0.58f}, main_color, main, draw::Align::Center,
                  true);
    draw::text_in(dl, fonts.regular, 13, {box.x, box.y + box.h * 0.55f, box.w, box.h * 0.45f}, draw::kMuted, detail,
                  draw::Align::Center);
  }

  // --- Scores panel: tricks, points this round, match total. ------------------------------
  if (L.scores_panel) {
    const Rect& r = *L.scores_panel;
    draw::panel(dl, r, 14, draw::rgba(0, 0, 0, 0.3f), draw::rgba(255, 255, 255, 0.1f));
    const float c1 = r.right() - 96, c2 = r.right() - 56, c3 = r.right() - 14;
    draw::text(dl, fonts.bold, 15, {r.x + 14, r.y + 10}, draw::kText, "Points");
    draw::text(dl, fonts.regular, 11, {c1, r.y + 13}, draw::kMuted, "tricks", draw::Align::Right);
    draw::text(dl, fonts.regular, 11, {c2, r.y + 13}, draw::kMuted, "round", draw::Align::Right);
    draw::text(dl, fonts.regular, 11, {c3, r.y + 13}, draw::kMuted, "total", draw::Align::Right);
    for (int seat = 0; seat < n; ++seat) {
      const std::size_t k = static_cast<std::size_t>(seat);
      const float y = r.y + 36 + 24 * static_cast<float>(seat);
      const bool active = v.to_move() == seat && !session.round_finished();
      if (active) dl->AddCircleFilled(ImVec2(r.x + 10, y + 9), 3.5f, draw::fade(draw::kGold, 0.6f + 0.4f * pulse));
      draw::text(dl, seat == 0 ? fonts.bold : fonts.regular, 15, {r.x + 20, y}, draw::kText, seat_name(n, seat));
      draw::text(dl, fonts.regular, 15, {c1, y}, draw::kMuted, std::to_string(v.tricks_won[k]), draw::Align::Right);
      draw::text(dl, fonts.bold, 15, {c2, y}, v.round_points[k] > 0 ? draw::kRed : draw::kMuted,
                 std::to_string(v.round_points[k]), draw::Align::Right);
      draw::text(dl, fonts.bold, 15, {c3, y}, draw::rgba(255, 226, 150), std::to_string(v.scores[k]),
                 draw::Align::Right);
    }
  }

  // --- Toast. ------------------------------------------------------------------------------
  moving |= toast_.draw(dl, fonts, ui.canvas(), L.felt.y + 10, now);
  if (moving || (pulsing && lively)) ui.redraw();
}

void TrickTableScreen::draw_summary(Ui& ui, const Fonts& fonts, const Session& session, const Frame& f,
                                    const std::vector<Press>& presses) {
  const BlackTileView& v = *session.view_as<BlackTileView>();
  const int n = v.players();
  const bool over = v.phase() == Phase::MatchOver;
  draw::SummaryContent c;
  c.headline = over ? blacktile_match_headline(v) : blacktile_headline(v);
  c.good = over ? std::find(v.match_winners.begin(), v.match_winners.end(), 0) != v.match_winners.end()
                : v.result && v.result->points[0] == 0;
  c.text = blacktile_explanation(v);
  c.tiles_header = "Counters taken";
  if (v.dead) c.tiles_header += " \u2022 dead tile " + v.dead->str();
  c.headers[0] = "Tricks";
  c.headers[1] = "Round";
  c.headers[2] = "Total";
  c.match_over = over;
  const auto taken = counters_taken(v);
  const auto& moon = v.result ? v.result->moon : std::vector<int>{};
  for (int seat = 0; seat < n; ++seat) {
    const std::size_t k = static_cast<std::size_t>(seat);
    draw::SummaryRow row;
    row.highlight = std::find(moon.begin(), moon.end(), seat) != moon.end();
    row.name = seat_name(n, seat) + (row.highlight ? " \u2013 moon!" : "");
    row.tiles = taken[k];
    for (Tile t : row.tiles) row.marks.push_back(counter_value(t, v.rules.points));
    row.no_tiles = "none";
    const int points = v.result ? v.result->points[k] : 0;
    row.numbers[0] = std::to_string(v.tricks_won[k]);
    row.numbers[1] = points > 0 ? "+" + std::to_string(points) : "0";
    row.numbers[2] = std::to_string(v.scores[k]);
    row.middle = points > 0 ? draw::kRed : draw::kMuted;
    c.rows.push_back(std::move(row));
  }
  draw::summary(ui.draw_list(), fonts, ui.canvas(), *f.summary, c, presses);
}

// [SECTION] Input -------------------------------------------------------------------------

TableScreen::Action TrickTableScreen::frame(Ui& ui, const Fonts& fonts, Session& session) {
  const double now = ui.now();
  const BlackTileView& v = *session.view_as<BlackTileView>();
  const std::uint64_t round_key = session.match().seed() * 1000003ull + static_cast<std::uint64_t>(v.round);
  if (round_key != round_key_) {
    reset();
    round_key_ = round_key;
  }
  if (v.tricks.size() != tricks_seen_) {
    if (v.tricks.size() > tricks_seen_) taken_at_ = now;
    tricks_seen_ = v.tricks.size();
    input_.review = false;
  }
  if (!session.human_to_move()) {
    input_.picked.clear();
    input_.selected.reset();
  }
  if (input_.review && v.phase() != Phase::Play) input_.review = false;

  const Frame f = build(ui.canvas(), fonts, session, now);
  std::vector<Press> presses;
  for (const auto& t : f.targets) presses.push_back(ui.press(t));

  draw_table(ui, fonts, session, f, f.overlay == Overlay::None ? presses : std::vector<Press>(f.targets.size()));
  if (f.overlay == Overlay::Summary) draw_summary(ui, fonts, session, f, presses);
  if (f.overlay == Overlay::Menu) draw::table_menu(ui.draw_list(), fonts, ui.canvas(), *f.menu, presses);

  const auto legal = session.human_moves();
  for (std::size_t i = 0; i < f.targets.size(); ++i) {
    if (!presses[i].clicked) continue;
    const std::string& id = f.targets[i].id;
    if (auto common = table_click(id, menu_open_, session, now)) {
      input_.selected.reset();
      return *common;
    } else if (id == "button:last_trick") {
      input_.review = !input_.review;
    } else if (id == "button:pass_confirm") {
      (void)session.play(pass_move(input_.picked), now);
      input_.picked.clear();
    } else if (id == "button:lead") {
      (void)session.play("lead", now);
    } else if (id == "button:pass_lead") {
      (void)session.play("pass_lead", now);
    } else if (id.rfind("lead:", 0) == 0) {
      (void)session.play(id.substr(5), now);
      input_.selected.reset();
    } else if (id.rfind("hand:", 0) == 0) {
      const auto tile = parse_tile(std::string_view(id).substr(5));
      if (!tile) break;
      if (v.phase() == Phase::Pass) {
        input_.picked = toggle_pick(input_.picked, *tile);
      } else if (leading(legal)) {
        const auto suits = lead_suits(legal, *tile);
        if (suits.size() == 1)
          (void)session.play(lead_move(*tile, suits[0]), now);
        else
          input_.selected = input_.selected == tile ? std::nullopt : tile;
      } else {
        (void)session.play(tile->str(), now);
      }
    }
    break;  // one click per frame
  }
  if (f.overlay == Overlay::None && input_.selected && ui.clicked_elsewhere()) input_.selected.reset();
  return TableScreen::Action::None;
}

}  // namespace boneyard
