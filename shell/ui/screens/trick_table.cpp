// The trick table, for any trick game: the player's hand (tiles to pick for the pass, halves
// to lead, tiles that may be played), the computer players round the table with their
// tricks and points, a question in the middle (a bid, the widow, trumps, the moon), the
// trick (who played what, on their side of the table), the trick taken sliding to its
// winner, the last trick on request, the round summary and the match end. Every word and
// number comes from the game's TrickTableModel (trick/trick_model.h); this file only draws.
//
// Index
//   [SECTION] Helpers
//   [SECTION] Frame          scene + layout + overlay + targets, shared by drawing and the test hook
//   [SECTION] Drawing        the table, the summary panel
//   [SECTION] Input          what each target does
//
// Frame pacing as on the line table: whatever moves asks UiFrame for the next frame.
#include <algorithm>
#include <cmath>

#include "coach/hint.h"
#include "core/i18n.h"
#include "session/daily.h"
#include "line/view_model.h"
#include "render/draw.h"
#include "screens/screens.h"

namespace boneyard {

// [SECTION] Helpers -----------------------------------------------------------------------

namespace {

constexpr double kShowTakenMs = kTrickShowMs;  // a completed trick stays in the middle (layout/motion.h)
constexpr double kSlideMs = kTrickSlideMs;     // then slides to its winner

// The scores panel's three columns of numbers (tricks, round, total), each as wide as its
// label or its widest number needs, a word's space clear of the one before; the heading
// ("Points") keeps that space from the first label too. The panel is as wide as they need.
struct ScoreColumns {
  float w[3];     // each column's width, its label and numbers right-aligned in it
  float label0;   // the first label's width
  float heading;  // the heading's
};
constexpr float kColumnGap = 10, kScoresPad = 14;
ScoreColumns score_columns(const Fonts& fonts, const TrickTableModel& T) {
  ScoreColumns c{};
  for (std::size_t k = 0; k < 3; ++k) {
    float widest = draw::measure(fonts.regular, 11, T.columns[k]).x;
    if (k == 0) c.label0 = widest;
    for (const auto& numbers : T.numbers) widest = std::max(widest, draw::measure(fonts.bold, 15, numbers[k]).x);
    c.w[k] = std::max(40.0f, widest + kColumnGap);
  }
  c.heading = draw::measure(fonts.bold, 15, tr("Points")).x;
  return c;
}
float scores_width(const ScoreColumns& c) {
  return kScoresPad + c.heading + kColumnGap + c.label0 + c.w[1] + c.w[2] + kScoresPad;
}

// Where a seat's tiles come from and go to: its last face-down tile, or its plate.
TilePose seat_pose(const TableLayout& L, int seat, float unit) {
  const SeatPlace& p = L.seats[static_cast<std::size_t>(seat)];
  if (seat != Session::kHuman && !p.backs.empty()) return p.backs[p.backs.size() / 2];
  return {p.plate.center(), unit * 0.6f, 3.14159265f / 2};
}

}  // namespace

// [SECTION] Frame -------------------------------------------------------------------------

namespace {

// The view the table shows: the session's, or while a claim is shown the table as it stood then.
const SeatView& shown_view(const Session& session, double now) {
  return session.claim_showing(now) ? *session.claimed()->table : session.view();
}

// A claim at the table: "East claims the rest", what it takes, and East's hand face up.
void claim_words(TrickTableModel& t, const Session& session) {
  const Session::Claimed& c = *session.claimed();
  const bool you = c.seat == session.viewer() && !session.shared();
  const std::string name = session.names()[static_cast<std::size_t>(c.seat)];
  // TRANSLATORS: over the table, a claim: the player takes every trick left without playing them out.
  t.claim_title = you ? tr("You claim the rest")
                      // TRANSLATORS: over the table, a claim by another seat; {name}: who claims.
                      : trf("{name} claims the rest", {{"name", name}});
  t.claim_line = you
                     // TRANSLATORS: under "You claim the rest" (the singular has no number in English).
                     ? trn("You take the last trick, however the others play.",
                           "You take the last {n} tricks, however the others play.", c.tricks)
                     // TRANSLATORS: under "{name} claims the rest"; {name}: who claims.
                     : trn("{name} takes the last trick, however the others play.",
                           "{name} takes the last {n} tricks, however the others play.", c.tricks, {{"name", name}});
  if (const auto hand = trick_table(*c.hand, {}, {})) t.claim_hand = hand->scene.hand;
  t.scene.claim_tiles = static_cast<int>(t.claim_hand.size());
  // TRANSLATORS: the status row while a claim is shown at the table: a tap (or any key) goes on.
  t.status = tr("Tap or press a key to see the round");
  t.detail.clear();
}

}  // namespace

TrickTableScreen::Frame TrickTableScreen::build(Vec2 canvas, const Fonts& fonts, const Session& session,
                                                double now) const {
  Frame f;
  const bool claim = session.claim_showing(now);
  f.scene = *trick_table(shown_view(session, now), claim ? std::vector<std::string>{} : session.human_moves(),
                         claim ? TrickInput{} : input_);
  if (claim) claim_words(f.scene, session);
  f.scene.scene.show_undo = session.undo_allowed() && !session.online();  // off at an online table
  f.scene.scene.can_undo = session.can_undo();
  f.scene.scene.show_hint = !session.round_finished();
  f.scene.scene.can_hint = session.human_to_move() && session.coach_allowed();
  // The rest of the tricks certain: the player may claim them rather than play them out.
  if (session.can_claim() && !f.scene.scene.panel) {
    f.scene.scene.buttons.push_back("button:claim");
    if (!f.scene.button_labels.empty()) f.scene.button_labels.push_back(button_label("button:claim"));
  }
  if (const auto& c = session.claimed()) {
    const bool you = c->seat == session.viewer() && !session.shared();
    // The rest of the tricks were certain: the seat took them without playing them out.
    const std::string claimed =
        you
            // TRANSLATORS: the round summary after a claim (the singular has no number in English).
            ? trn("You claimed the last trick.", "You claimed the last {n} tricks.", c->tricks)
            // TRANSLATORS: the round summary after a claim; {name}: who claimed.
            : trn("{name} claimed the last trick.", "{name} claimed the last {n} tricks.", c->tricks,
                  {{"name", session.names()[static_cast<std::size_t>(c->seat)]}});
    f.scene.summary.text += (f.scene.summary.text.empty() ? "" : " ") + claimed;
  }
  f.scene.scene.scores_w = scores_width(score_columns(fonts, f.scene));
  f.scene.scene.banner_height = [&fonts, &banner = f.scene.banner](float width) {
    return banner.empty() ? 0.0f : draw::banner_height(fonts, width, banner);
  };
  f.layout = layout_trick(canvas, f.scene.scene);
  f.scene.scene.banner_height = nullptr;  // measured: the frame outlives none of what it holds
  f.summary_rows = static_cast<int>(f.scene.summary.rows.size());
  f.summary_tiles = std::any_of(f.scene.summary.rows.begin(), f.scene.summary.rows.end(),
                                [](const SummaryRow& r) { return !r.tiles.empty(); });
  if (!f.lay_out(canvas, fonts, session, now, open_, f.layout.table.status, f.scene.summary.text,
                 f.scene.summary.headline, f.layout.table.menu_button,
                 menu_settings(session, f.scene.suit_colours, four_colour_, sound_))) {
    f.targets = trick_targets(f.layout, f.scene.scene);
    add_sheet_targets(f.targets, f.layout.table);
  }
  f.place_notice(fonts, canvas, f.layout.table.felt, coach_bottom(f.layout.table), notice_);
  return f;
}

std::vector<Target> TrickTableScreen::targets(Vec2 canvas, const Fonts& fonts, const Session& session,
                                              double now) const {
  if (!session.active()) return {};
  return build(canvas, fonts, session, now).targets;
}

void TrickTableScreen::reset() {
  input_ = {};
  open_ = {};
  motion_.clear();
  tricks_seen_ = 0;
  taken_at_ = -1e12;
}

// [SECTION] Drawing -----------------------------------------------------------------------

// The table, in the order it is drawn: the felt and its corner, the banner, the opponents, the
// trick in the middle, a question, a claim, the hand, the status row, the scores panel, then
// the play checker's note and the coach line or the hint over it all.
void TrickTableScreen::draw_table(UiFrame& ui, const Fonts& fonts, const Session& session, const Frame& f,
                                  const std::vector<Press>& presses) {
  TablePaint p(ui, session, motion_, f.targets, presses);
  const TrickTableModel& T = f.scene;
  const TrickScene& s = T.scene;
  const TrickLayout& TL = f.layout;
  const TableLayout& L = TL.table;

  draw::table_surface(p.dl, L.felt);
  // --- Round and rules, top left; the menu button; the banner (contract, hearts). ----------
  const Rect below = draw_corner(p, fonts, L, session, s.can_undo, s.can_hint, T.title);
  // Cut short where even shrunk it is too long (larger text at five players on a phone held sideways).
  draw::text_within(p.dl, fonts.regular, 13, {below.x, below.y}, below.w, draw::kMuted,
                    session.daily() ? daily_info(session) : T.info);
  // A question in the middle says it all; a notice over the banner's place stands in for it meanwhile.
  const auto under_notice = [&](const Rect& r) { return f.notice && f.notice->box.overlaps(r); };
  // A claim shown over the middle stands for the banner, the trick and its label meanwhile.
  const bool middle = !s.panel && !TL.claim;
  if (!T.banner.empty() && middle && !under_notice(TL.banner)) draw::banner(p.dl, fonts, TL.banner, T.banner);

  draw_opponents(p, fonts, session, f);
  draw_trick(p, fonts, session, f, middle, middle && !under_notice(TL.trick_label));
  const std::optional<std::string> hint = session.hint();
  std::vector<bool> lit(s.hand.size(), false);  // the tiles a choice under the pointer concerns
  if (s.panel) draw_question(p, fonts, f, hint, lit);
  if (TL.claim) draw_claim(p, fonts, f);
  const std::string leads = draw_hand(p, fonts, session, f, hint, lit);
  draw_status(p, fonts, session, f, hint, leads);
  if (L.scores_panel) draw_scores(p, fonts, session, f);
  draw_note(p, fonts, L);
  draw_coach_or_hint(p, fonts, session, f, hint);
  p.done();
}

draw::TileStyle TrickTableScreen::tile_style(const TrickTableModel& T) const {
  draw::TileStyle style;
  style.four_colour = four_colour_;
  style.set = T.set;  // pips coloured by number in the bigger sets
  return style;
}

// What a seat's plate says where the plates show scores: its total; a friend whose page is
// gone: "away".
std::optional<std::string> TrickTableScreen::plate_score(const Frame& f, int players, int seat) const {
  if (seat_away(players, seat)) return std::optional<std::string>(trc("seat", "away"));
  return !f.layout.table.scores_panel.has_value()
             ? std::optional<std::string>(f.scene.numbers[static_cast<std::size_t>(seat)][2])
             : std::nullopt;
}

// The opponents: plate, face-down tiles, tricks and points taken.
void TrickTableScreen::draw_opponents(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f) const {
  const TrickTableModel& T = f.scene;
  const TrickLayout& TL = f.layout;
  const TableLayout& L = TL.table;
  const SeatView& v = shown_view(session, p.now);
  const int n = v.players();
  for (int seat = 1; seat < n; ++seat) {
    const std::size_t k = static_cast<std::size_t>(seat);
    const SeatPlace& place = L.seats[k];
    p.seat(fonts, L, place, plate_name(n, seat), plate_score(f, n, seat),
           v.to_move() == seat && !session.round_finished());
    for (const TilePose& back : place.backs) draw::tile_back(p.dl, back);
    const int count = T.scene.hand_counts[k];
    if (count > 0) draw::count_badge(p.dl, fonts, place.badge, count);
    draw::text_in(p.dl, fonts.regular, 12, TL.notes[k], draw::kMuted, T.notes[k]);
    if (!T.flags[k].empty()) draw::text_in(p.dl, fonts.bold, 12, TL.flags[k], draw::kGold, T.flags[k]);
  }
}

// The trick: the one on the table, the last one on request (on its panel), or one going to its
// winner; its label (`label_shows`: not under the app's notice); the Last trick button. Only the
// panel of the last trick shows where the middle holds a question or a claim (`middle` false).
void TrickTableScreen::draw_trick(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f,
                                  bool middle, bool label_shows) {
  const TrickTableModel& T = f.scene;
  const TrickScene& s = T.scene;
  const TrickLayout& TL = f.layout;
  const int n = shown_view(session, p.now).players();
  const bool has_last = T.last_winner >= 0;
  const double since_taken = p.now - taken_at_;
  const bool trick_empty = std::none_of(s.trick.begin(), s.trick.end(), [](const auto& t) { return t.has_value(); });
  const bool sliding =
      trick_empty && has_last && !input_.review && since_taken >= 0 && since_taken < kShowTakenMs + kSlideMs;
  std::vector<std::optional<Face>> shown = sliding ? T.last : s.trick;
  if (input_.review && has_last) {
    const Rect r = TL.trick_area.inset(-8);
    draw::panel(p.dl, r, 14, draw::rgba(0, 0, 0, 0.25f), draw::fade(draw::kGold, 0.5f));
  }
  std::string label = T.trick_label;
  const std::string winner = seat_name(n, T.last_winner);
  if (input_.review && has_last)
    label = says_you(T.last_winner) ? tr("Last trick \u2014 You took it")
                                    : trf("Last trick \u2014 {name} took it", {{"name", winner}});
  else if (sliding)
    label = says_you(T.last_winner) ? tr("You take the trick") : trf("{name} takes the trick", {{"name", winner}});
  if (label_shows)
    draw::text_in(p.dl, fonts.bold, 15, TL.trick_label, draw::rgba(255, 236, 180), label, draw::Align::Center, true);
  for (int seat = 0; seat < n && middle; ++seat) {
    const auto& t = shown[static_cast<std::size_t>(seat)];
    const TilePose slot = TL.trick[static_cast<std::size_t>(seat)];
    if (!t) {
      // An empty place: a faint outline where this seat's tile will lie.
      const Rect r = bounds(slot);
      p.dl->AddRect(ImVec2(r.x, r.y), ImVec2(r.right(), r.bottom()), draw::rgba(255, 255, 255, 0.08f),
                    slot.unit * 0.14f);
      continue;
    }
    draw::TileStyle style = tile_style(T);
    if (sliding) {
      // With reduced motion the trick stays in place for as long, then is gone.
      const double k = p.reduced ? 0 : (since_taken - kShowTakenMs) / kSlideMs;
      const TilePose to = seat_pose(TL.table, T.last_winner, TL.trick_unit);
      const float e = ease_out(k);
      const TilePose pose = k <= 0 ? slot : between(slot, to, e);
      if (seat == T.last_winner) style.glow = 0.6f;
      style.alpha = k <= 0 ? 1.0f : 1.0f - 0.6f * e;
      draw::face(p.dl, fonts, pose, *t, style);
      if (p.reduced)  // held still until it goes: one frame then
        p.ui.redraw_at(taken_at_ + kShowTakenMs + kSlideMs);
      else
        p.moving = true;
      continue;
    }
    if (input_.review) {
      if (seat == T.last_winner) style.glow = 0.7f;
      draw::face(p.dl, fonts, slot, *t, style);
      continue;
    }
    // A tile just played glides in from its seat (the player's from the hand).
    const TilePose pose =
        motion_.pose(t->key(), slot, t->is_double(), p.now, seat_pose(TL.table, seat, TL.trick_unit), p.now);
    if (motion_.moving(t->key(), p.now)) p.moving = true;
    if (T.leader == seat) style.glow = 0.25f;
    draw::face(p.dl, fonts, pose, *t, style);
  }
  if (s.can_review && middle) {
    const Press press = p.press("button:last_trick");
    draw::button(p.dl, fonts, TL.review, input_.review ? tr("Back") : tr("Last trick"),
                 input_.review ? draw::ButtonKind::Selected : draw::ButtonKind::Secondary, press.hovered, press.held,
                 true, 13);
  }
}

// The question: its words, a tile (the widow), its choices; `lit` becomes the tiles of the
// hand the choice under the pointer concerns.
void TrickTableScreen::draw_question(TablePaint& p, const Fonts& fonts, const Frame& f,
                                     const std::optional<std::string>& hint, std::vector<bool>& lit) const {
  const TrickTableModel& T = f.scene;
  const TrickScene& s = T.scene;
  const TrickLayout& TL = f.layout;
  draw::shadow(p.dl, TL.panel, 16, 14, 0.35f);
  draw::panel(p.dl, TL.panel, 16, draw::rgba(9, 33, 20), draw::fade(draw::kGold, 0.35f));
  const Rect& tr = TL.panel_text;
  const float line_h = TL.panel_line;
  const float first = tr.y + std::max(0.0f, (tr.h - line_h * static_cast<float>(1 + T.panel_lines.size())) / 2);
  draw::text_in(p.dl, fonts.bold, 18, {tr.x, first, tr.w, line_h}, draw::rgba(255, 236, 180), T.panel_title,
                TL.panel_face ? draw::Align::Left : draw::Align::Center, true);
  for (std::size_t i = 0; i < T.panel_lines.size(); ++i)
    draw::text_in(p.dl, fonts.regular, 14, {tr.x, first + line_h * static_cast<float>(i + 1), tr.w, line_h},
                  draw::kText, T.panel_lines[i], TL.panel_face ? draw::Align::Left : draw::Align::Center);
  if (TL.panel_face && T.panel_face) {
    draw::TileStyle style = tile_style(T);
    style.glow = 0.35f + 0.2f * p.pulse;
    draw::face(p.dl, fonts, *TL.panel_face, *T.panel_face, style);
    p.pulsing = true;
  }
  for (std::size_t i = 0; i < s.panel->choices.size() && i < TL.choices.size(); ++i) {
    const Press press = p.press("choice:" + s.panel->choices[i]);
    const std::string label = i < T.choice_labels.size() ? T.choice_labels[i] : s.panel->choices[i];
    const bool hinted = hint && *hint == s.panel->choices[i];
    draw::button(p.dl, fonts, TL.choices[i], label, hinted ? draw::ButtonKind::Selected : draw::ButtonKind::Secondary,
                 press.hovered, press.held, true, 16);
    if (press.hovered && i < T.choice_lights.size()) lit = T.choice_lights[i];
  }
}

// A claim: the claimer's hand face up over the middle.
void TrickTableScreen::draw_claim(TablePaint& p, const Fonts& fonts, const Frame& f) const {
  const TrickTableModel& T = f.scene;
  const ClaimPlace& c = *f.layout.claim;
  draw::shadow(p.dl, c.panel, 16, 14, 0.35f);
  draw::panel(p.dl, c.panel, 16, draw::rgba(9, 33, 20), draw::fade(draw::kGold, 0.35f));
  draw::text_in(p.dl, fonts.bold, 19, c.title, draw::rgba(255, 236, 180), T.claim_title, draw::Align::Center, true);
  draw::text_in(p.dl, fonts.regular, 14, c.line, draw::kText, T.claim_line);
  for (std::size_t i = 0; i < T.claim_hand.size() && i < c.tiles.size(); ++i)
    draw::face(p.dl, fonts, c.tiles[i], T.claim_hand[i], tile_style(T));  // held still: no frames for it
}

// The hand: tiles lit by a choice under the pointer (`lit`), or those the player may tap (the
// hint's in blue), the others dimmed on the player's turn to play; "new" on tiles just passed
// in. Leading, the half under the pointer lights up: what it leads ("Lead fours") is returned
// for the status row.
std::string TrickTableScreen::draw_hand(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f,
                                        const std::optional<std::string>& hint, const std::vector<bool>& lit) {
  const TrickTableModel& T = f.scene;
  const TrickScene& s = T.scene;
  const TableLayout& L = f.layout.table;
  const bool my_play = shown_view(session, p.now).phase() == Phase::Play && session.human_to_move();
  const bool show_new = !T.received.empty() && T.last_winner < 0;
  const bool lighting = std::find(lit.begin(), lit.end(), true) != lit.end();
  std::string leads;
  for (std::size_t i = 0; i < s.hand.size() && i < L.hand.size(); ++i) {
    const Face& t = s.hand[i];
    const TilePose pose = motion_.pose(t.key(), L.hand[i], t.is_double(), p.now);
    if (motion_.moving(t.key(), p.now)) p.moving = true;
    draw::TileStyle style = tile_style(T);
    const bool picked = s.picked[i];
    const bool has_halves = s.halves[i].size() == 2;
    if (lighting) {
      style.glow = lit[i] ? 0.9f : 0.0f;
      style.dim = lit[i] ? 0.0f : 0.6f;
    } else if (s.active[i]) {
      const Press press = p.press("hand:" + t.str());
      const bool half_hovered = has_halves && (p.press("lead:" + lead_move(t.tile, s.halves[i][0])).hovered ||
                                               p.press("lead:" + lead_move(t.tile, s.halves[i][1])).hovered);
      style.glow = picked ? 1.0f : (press.hovered || half_hovered) ? 0.75f : 0.3f + 0.15f * p.pulse;
      if (hint && !picked && hint_names(*hint, t.str())) {
        style.glow = 0.8f + 0.2f * p.pulse;
        style.glow_color = draw::kHint;
      }
      p.pulsing = true;
    } else if (my_play) {
      style.dim = 0.75f;
    }
    style.marked = show_new && std::find(T.received.begin(), T.received.end(), t) != T.received.end();
    draw::face(p.dl, fonts, pose, t, style);
    for (int h = 0; has_halves && h < 2; ++h) {
      const int suit = s.halves[i][static_cast<std::size_t>(h)];
      if (!p.press("lead:" + lead_move(t.tile, suit)).hovered) continue;
      const Rect b = bounds(pose);
      const Rect half{b.x, h == 0 ? b.y : b.center().y, b.w, b.h / 2};
      p.dl->AddRect(ImVec2(half.x, half.y), ImVec2(half.right(), half.bottom()), draw::kGold, pose.unit * 0.12f, 0,
                    2.5f);
      // TRANSLATORS: leading a trick, the half of a tile under the pointer: {suit} e.g. "sixes", "doubles".
      leads = trf("Lead {suit}", {{"suit", suit_name(suit)}});
    }
    if (style.marked) draw::new_tag(p.dl, fonts, pose, trc("tile", "new"), draw::tag_room(L.hand));
  }
  motion_.sweep();
  return leads;
}

// The status row: the player's plate with their tricks and points under it, what is happening
// (`leads`, the half under the pointer, in place of the detail), the buttons.
void TrickTableScreen::draw_status(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f,
                                   const std::optional<std::string>& hint, const std::string& leads) const {
  const TrickTableModel& T = f.scene;
  const TrickScene& s = T.scene;
  const TrickLayout& TL = f.layout;
  const TableLayout& L = TL.table;
  const SeatView& v = shown_view(session, p.now);
  const SeatPlace& you = L.seats[0];
  const bool my_turn = session.human_to_move();
  draw::seat_plate(p.dl, fonts, you.plate, plate_name(v.players(), 0), plate_score(f, v.players(), 0), my_turn, p.pulse);
  // The player's own tricks and points under their plate, as everyone's: never crowded out.
  draw::text_in(p.dl, fonts.regular, 12, TL.notes[0], draw::kMuted, T.notes[0]);
  float right = L.status.right();
  for (std::size_t b = 0; b < s.buttons.size() && b < TL.buttons.size(); ++b) {
    const Press press = p.press(s.buttons[b]);
    const bool primary = s.buttons.size() == 1;  // alternatives ("Ones" / "Doubles") look alike
    const std::string label = b < T.button_labels.size() ? T.button_labels[b] : button_label(s.buttons[b]);
    const std::size_t colon = s.buttons[b].find(':');
    const bool hinted = hint && colon != std::string::npos && s.buttons[b].substr(colon + 1) == *hint;
    draw::button(p.dl, fonts, TL.buttons[b], label,
                 hinted    ? draw::ButtonKind::Selected
                 : primary ? draw::ButtonKind::Primary
                           : draw::ButtonKind::Secondary,
                 press.hovered, press.held, true, 16);
    if (TL.buttons[b].y >= L.status.y) right = std::min(right, TL.buttons[b].x - 8);  // in the status row
  }
  const float left = you.plate.right() + 10;
  const Rect box{left, L.status.y, std::max(0.0f, right - left), L.status.h};
  const std::string detail = leads.empty() ? T.detail : leads;
  const draw::Color main_color = my_turn ? draw::rgba(255, 236, 180) : draw::kText;
  // With a question on the felt, the hint is said here: a card above the hand would cover
  // its choices on a short screen (the choice itself is lit in the panel).
  const std::string status = hint && s.panel ? trf("Hint: {hint}", {{"hint", hint_text(v, *hint)}}) : T.status;
  draw::status_text(p.dl, fonts, box, main_color, status, detail);
}

// The scores panel: three columns a seat (tricks, round, total).
void TrickTableScreen::draw_scores(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f) const {
  const TrickTableModel& T = f.scene;
  ImDrawList* dl = p.dl;
  const Rect& r = *f.layout.table.scores_panel;
  const SeatView& v = shown_view(session, p.now);
  const int n = v.players();
  p.scores_panel(r);
  const ScoreColumns sc = score_columns(fonts, T);
  const float right = r.right() - kScoresPad;
  const float cols[3] = {right - sc.w[2] - sc.w[1], right - sc.w[2], right};
  // The heading, then each column's label over it, a word's space clear of the one before.
  draw::text_within(dl, fonts.bold, 15, {r.x + kScoresPad, r.y + 10}, cols[0] - sc.label0 - kColumnGap - (r.x + kScoresPad),
                    draw::kText, tr("Points"));
  for (int c = 0; c < 3; ++c)
    draw::text_within(dl, fonts.regular, 11, {cols[c], r.y + 13}, sc.w[c] - kColumnGap, draw::kMuted,
                      T.columns[static_cast<std::size_t>(c)], draw::Align::Right);
  for (int seat = 0; seat < n; ++seat) {
    const std::size_t k = static_cast<std::size_t>(seat);
    const float y = r.y + 36 + 24 * static_cast<float>(seat);
    if (v.to_move() == seat && !session.round_finished()) p.turn_dot(r, y);
    ImFont* font = seat == 0 ? fonts.bold : fonts.regular;
    const float name_w = cols[0] - 24 - (r.x + 20);  // clear of the tricks column
    draw::text(dl, font, 15, {r.x + 20, y}, draw::kText, draw::fit(font, 15, plate_name(n, seat), name_w));
    draw::text(dl, fonts.regular, 15, {cols[0], y}, draw::kMuted, T.numbers[k][0], draw::Align::Right);
    draw::text(dl, fonts.bold, 15, {cols[1], y}, draw::tone_color(T.tones[k]), T.numbers[k][1], draw::Align::Right);
    draw::text(dl, fonts.bold, 15, {cols[2], y}, draw::rgba(255, 226, 150), T.numbers[k][2], draw::Align::Right);
  }
}

// The coach line, or the hint where none shows (with a question on the felt the status row
// says the hint). Either keeps clear of a question's panel and of buttons on the felt (a
// phone): it moves up above them, or waits unseen (-1) where there is no room.
void TrickTableScreen::draw_coach_or_hint(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f,
                                          const std::optional<std::string>& hint) {
  const TrickScene& s = f.scene.scene;
  const TrickLayout& TL = f.layout;
  const TableLayout& L = TL.table;
  auto coach_clear = [&](std::string_view text) {
    std::vector<Rect> in_way;
    if (s.panel) in_way.push_back(TL.panel);
    for (const Rect& b : TL.buttons)
      if (b.y < L.status.y) in_way.push_back(b);
    float at = coach_bottom(L);
    for (bool moved = true; moved;) {
      moved = false;
      for (const Rect& r : in_way)
        if (draw::coach_box(fonts, p.ui.canvas(), at, text).overlaps(r)) at = r.y - 6, moved = true;
    }
    return draw::coach_box(fonts, p.ui.canvas(), at, text).y < L.felt.y ? -1.0f : at;
  };
  const float coach_at = coach_.showing(p.now) ? coach_clear(coach_.text()) : -1;
  if (coach_at >= 0 && draw_coach(p, fonts, coach_at)) return;
  if (hint && !s.panel) {
    const std::string said = trf("Hint: {hint}", {{"hint", hint_text(shown_view(session, p.now), *hint)}});
    const float at = coach_clear(said);
    draw::coach(p.dl, fonts, p.ui.canvas(), at >= 0 ? at : coach_bottom(L), said, 1.0f);
  }
}

void TrickTableScreen::draw_summary(UiFrame& ui, const Fonts& fonts, const Session&, const Frame& f,
                                    const std::vector<Press>& presses) {
  SummaryContent c = f.scene.summary;
  c.four_colour = four_colour_;
  c.text = f.summary_text;
  f.daily_buttons(c);
  panels::summary(ui.draw_list(), fonts, ui.canvas(), *f.summary, c, presses);
}

// [SECTION] Input -------------------------------------------------------------------------

TableScreen::Action TrickTableScreen::frame(UiFrame& ui, const Fonts& fonts, const Session& session) {
  const double now = ui.now();
  const SeatView& v = session.view();
  const std::uint64_t round_key =
      session.table_key() * 1000003ull + static_cast<std::uint64_t>(session.round());
  if (round_key != round_key_) {
    reset();
    round_key_ = round_key;
  }
  if (!session.human_to_move()) {
    input_.picked.clear();
    input_.selected.reset();
  }
  if (input_.review && v.phase() != Phase::Play) input_.review = false;
  if (session.last_human_move()) coach_.hide(now);  // the player has found their way
  tend_table(open_, session, note_, note_seen_, now);
  Frame f = build(ui.canvas(), fonts, session, now);
  if (const auto done = static_cast<std::size_t>(f.scene.tricks_done); done != tricks_seen_) {
    if (done > tricks_seen_) taken_at_ = now;  // the trick just taken slides to its winner
    tricks_seen_ = done;
    if (input_.review) {
      input_.review = false;
      f = build(ui.canvas(), fonts, session, now);
    }
  }
  const std::vector<Press> presses = ui.press_all(f.targets);
  const std::vector<Press> idle(f.targets.size());

  draw_table(ui, fonts, session, f, f.overlay == Overlay::None || f.overlay == Overlay::Peek ? presses : idle);
  if (f.overlay == Overlay::Summary || f.under == Overlay::Summary)
    draw_summary(ui, fonts, session, f, f.overlay == Overlay::Summary ? presses : idle);
  draw_over(ui, fonts, f, presses, f.layout.table.felt);

  // A claim at the table goes on to the summary at a tap anywhere or any key.
  if (f.layout.claim && f.overlay == Overlay::None) {
    if (ui.any_key_pressed() || std::any_of(presses.begin(), presses.end(), [](const Press& p) { return p.clicked; }))
      return TableScreen::Action::ClaimSeen;
    return TableScreen::Action::None;
  }
  const TrickTableModel& T = f.scene;
  if (const char letter = undo_hint_key(ui)) {
    by_key_ = true;
    return letter == 'U' ? TableScreen::Action::Undo : TableScreen::Action::Hint;
  }
  const auto key = table_key(ui, f.targets, input_.review);
  if (auto opened = table_panel_key(key, f.targets, f.overlay, open_, session)) return *opened;
  TableScreen::Action asked = TableScreen::Action::None;
  for (std::size_t i = 0; i < f.targets.size(); ++i) {
    if (!presses[i].clicked && !(key && f.targets[i].id == *key)) continue;
    const std::string& id = f.targets[i].id;
    if (f.notice && i < f.notice->targets.size()) {
      notice_press_ = id;
      return TableScreen::Action::Notice;
    }
    if (id == "button:hint") coach_.hide(now);  // the hint shows in its place
    if (id == "menu:four_colour") {
      four_colour_ = !four_colour_;
      open_.menu = true;  // the switch stays in view, as the menu's other switches
      return TableScreen::Action::FourColourSwitched;
    } else if (auto common = table_click(id, open_, session)) {
      input_.selected.reset();
      input_.picked.clear();
      by_key_ = false;
      return *common;
    } else if (id == "button:last_trick") {
      input_.review = !input_.review;
    } else if (id == "button:claim") {
      asked = TableScreen::Action::Claim;
      input_.selected.reset();
      input_.picked.clear();
    } else if (id == "button:pass_confirm") {
      asked = play(pass_move(input_.picked));
      input_.picked.clear();
    } else if (const auto colon = id.find(':');
               colon != std::string::npos &&
               (id.rfind("move:", 0) == 0 || id.rfind("lead:", 0) == 0 || id.rfind("choice:", 0) == 0)) {
      asked = play(id.substr(colon + 1));  // a button or choice names its move
      input_.selected.reset();
    } else if (id.rfind("hand:", 0) == 0) {
      for (std::size_t k = 0; k < T.scene.hand.size() && k < T.taps.size(); ++k) {
        if ("hand:" + T.scene.hand[k].str() != id) continue;
        const Tap& tap = T.taps[k];
        if (tap.kind == Tap::Pick) input_.picked = toggle_pick(input_.picked, T.scene.hand[k]);
        if (tap.kind == Tap::Select)
          input_.selected =
              input_.selected == T.scene.hand[k].tile ? std::nullopt : std::optional(T.scene.hand[k].tile);
        if (tap.kind == Tap::Play) {
          asked = play(tap.move);
          input_.selected.reset();
        }
      }
    }
    break;  // one click per frame
  }
  if (f.overlay == Overlay::None && input_.selected && ui.clicked_elsewhere()) input_.selected.reset();
  return asked;
}

TableScreen::Action TrickTableScreen::play(std::string move) {
  move_ = std::move(move);
  return TableScreen::Action::Play;
}

void TrickTableScreen::undo_hint_done(char key, const Status& done, double now) {
  if (!after_undo_or_hint(done, now)) return;
  input_.review = false;  // the last trick shown goes too
  if (key == 'H') {
    coach_.hide(now);  // the hint shows in its place
  } else {
    input_.selected.reset();
    input_.picked.clear();
  }
}

}  // namespace boneyard
