// The table: the line of play, the player's hand, the computer players round the table, the
// Draw game's boneyard, scores, the status line, "Pass" and "Draw" bubbles, the round
// summary, the match end and the menu.
//
// Index
//   [SECTION] Helpers
//   [SECTION] Frame          scene + layout + overlay + targets, shared by drawing and the test hook
//   [SECTION] Drawing        the table, the summary panel, the menu
//   [SECTION] Input          what each target does
//
// Frame pacing: whatever moves asks Ui for the next frame (tiles gliding, bubbles fading).
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

float coach_bottom(const TableLayout& L) {
  float top = L.felt.bottom();
  for (const TilePose& pose : L.hand) top = std::min(top, bounds(pose).y);
  if (L.pile && L.pile->box.bottom() > top - 60) top = std::min(top, L.pile->box.y);
  return top - 12;
}

ReviewView review_view(const Session& session, int at) {
  ReviewView v;
  const auto moves = session.round_moves();
  const int n = static_cast<int>(moves.size());
  at = std::clamp(at, 0, n);
  v.at = at;
  // TRANSLATORS: the round review's title.
  v.title = trf("Review \u2022 Round {round}", {{"round", session.round()}});
  // The round review's step: before the first move, after the last, or at a move.
  v.counter = at == 0 ? tr("The deal")
              : at == n
                  // TRANSLATORS: the round review's step after the last move (the English says "moves" for any count).
                  ? trn("The end \u2022 {n} moves", "The end \u2022 {n} moves", n)
                  : trf("Move {move} of {moves}", {{"move", at}, {"moves", n}});
  const std::size_t index =
      at < n ? moves[static_cast<std::size_t>(at)].index : (n > 0 ? moves.back().index + 1 : session.steps());
  const auto position = session.position_before(index);
  if (!position) return v;
  v.frame = review_frame(*position);
  if (at > 0) {
    const auto& made = moves[static_cast<std::size_t>(at - 1)];
    if (const auto before = session.position_before(made.index)) v.last = review_move_text(*before, made.seat, made.move);
  } else {
    v.last = tr("The deal: every hand as it was dealt");
  }
  for (const auto& m : moves) {
    const auto w = m.seat == Session::kHuman ? session.weighed(m.index) : std::nullopt;
    v.marks.push_back(m.seat != Session::kHuman ? 0 : w && w->costly() ? 2 : 1);
  }
  if (at == n) {
    v.next = tr("The round is over");
    return v;
  }
  const auto& next = moves[static_cast<std::size_t>(at)];
  // TRANSLATORS: the round review: the move that comes next, {move} e.g. "West plays 6-4".
  v.next = trf("Next \u2014 {move}", {{"move", review_move_text(*position, next.seat, next.move)}});
  if (next.seat != Session::kHuman) return v;
  v.decision = true;
  v.played = next.move;
  const auto w = session.weighed(next.index);
  if (!w) {
    // TRANSLATORS: the round review while the expert weighs the player's decisions: {n} still to weigh.
    v.analysis.message = trn("Weighing your decisions\u2026 {n} to go", "Weighing your decisions\u2026 {n} to go",
                             session.review_pending());
    return v;
  }
  const Options& o = position->options();
  const bool partnership = o.has("partnership") && o.flag("partnership") && position->players() == 4;
  v.analysis = analysis_panel(*position->view(Session::kHuman), partnership, AdviceState::Ready, w->analysis, w->expert);
  if (w->played == w->expert) {
    v.verdict = tr("Your move was the expert's choice");
  } else if (w->rated && w->win_loss >= Session::kCheckWin && w->loss < Session::kCheckPoints) {
    v.costly = true;
    // TRANSLATORS: {percent} is a whole number ("12").
    // xgettext:no-c-format
    v.verdict = trf("Your move gave away about {percent}% of your chance to win the match",
                    {{"percent", static_cast<int>(std::lround(w->win_loss * 100))}});
  } else if (w->rated) {
    v.costly = w->loss >= Session::kCheckPoints;
    const std::string points = one_decimal(w->loss, false);
    v.verdict = w->loss < 0.05 ? tr("Your move was as good as the expert's")
                : v.costly
                    // TRANSLATORS: {points} is a number with one decimal ("1.5").
                    ? trf("Your move gave away about {points} points", {{"points", points}})
                    // TRANSLATORS: {points} is a number with one decimal ("0.4").
                    : trf("Your move gave away about {points} points: close to the expert's", {{"points", points}});
  } else if (w->analysis) {
    v.verdict = tr("The expert did not weigh your move: it looked at these");
  }
  return v;
}

bool TableOverlays::lay_out(Vec2 canvas, const Fonts& fonts, const Session& session, double now, const TableView& open,
                            const Rect& status, const std::string& explanation, const std::string& match_headline,
                            const Rect& menu_button, const MenuSettings& menu_settings) {
  if (open.review && session.round_finished()) {
    overlay = TableOverlay::Review;
    review = review_view(session, open.review_at);
    four_colour = menu_settings.four_colour;
    const bool wide = canvas.x > canvas.y * 1.4f && canvas.x >= 700;  // as layout_review: room for more rows
    const int rows = review.decision ? std::min<int>(wide && canvas.y >= 600 ? 10 : 5,
                                                     std::max<int>(1, static_cast<int>(review.analysis.rows.size())))
                                     : 0;
    // The player's own move is always among the rows shown (in place of the last, if lower).
    auto& listed = review.analysis.rows;
    const auto mine = std::find_if(listed.begin(), listed.end(), [&](const AnalysisRow& r) { return r.move == review.played; });
    if (mine != listed.end() && mine - listed.begin() >= rows && rows > 0) std::rotate(listed.begin() + rows - 1, mine, mine + 1);
    review_layout = layout_review(canvas, static_cast<int>(review.frame.seats.size()), rows, open.replay_rounds > 1);
    panels::fit_review_steps(fonts, *review_layout, review);
    targets = {{"review:close", review_layout->close}};
    for (const auto& b : review_layout->buttons) targets.push_back(b);
    targets.push_back({"review:copy_record", review_layout->copy});
    review.round = open.replay_round;
    review.rounds = open.replay_rounds;
    if (review.rounds > 1)  // a replay's rounds, beside its arrows
      // TRANSLATORS: a replay's round review: which round, then the step ({step}: "Move 3 of 20").
      review.counter = trf("Round {round} of {rounds} \u2022 {step}",
                           {{"round", review.round}, {"rounds", review.rounds}, {"step", review.counter}});
    if (open.replay_rounds > 1) {
      targets.push_back({"review:prev_round", review_layout->prev_round});
      targets.push_back({"review:next_round", review_layout->next_round});
    }
    return true;
  }
  if (session.summary_due(now) && session.phase() == Phase::MatchOver) {
    overlay = TableOverlay::MatchEnd;
    sheet_content = score_sheet(session);
    // TRANSLATORS: the end of a match, under its headline: the rounds played, then the rules ({rules}).
    sheet_content.rule = trn("{n} round \u2022 {rules}", "{n} rounds \u2022 {rules}",
                             static_cast<long long>(sheet_content.rows.size()), {{"rules", sheet_content.rule}});
    sheet_headline = match_headline;
    const auto winners = session.match_winners();
    sheet_good = std::find(winners.begin(), winners.end(), session.viewer()) != winners.end();
    sheet = layout_sheet(canvas, static_cast<int>(sheet_content.columns.size()),
                         static_cast<int>(sheet_content.rows.size()), true, session.remote(), menu_button);
    targets = sheet->buttons;
    return over_the_end(canvas, session, open, menu_button, menu_settings);
  }
  if (session.summary_due(now)) {
    if (open.peek) {  // the table as the round left it, and the way back
      overlay = TableOverlay::Peek;
      back_to_summary = {status.center().x - 120, status.y + 2, 240, std::max(40.0f, status.h - 4)};
      peek_bar = {0, back_to_summary.y - 6, canvas.x, back_to_summary.h + 12};
      targets = {{"button:back_to_summary", back_to_summary}};
      return over_the_end(canvas, session, open, menu_button, menu_settings);
    }
    overlay = TableOverlay::Summary;
    daily = session.daily();  // Today's deal: its result, Copy result and Main menu; no next round
    summary_text = daily ? explanation + " " + daily_line(session) : explanation;
    const float text_h = draw::measure(fonts.regular, 15, summary_text, summary_text_width(canvas)).y;
    // A friend's page online holds only its seat's views, not the round's moves: no review.
    const bool can_review = !session.remote();
    const int rows = summary_rows > 0 ? summary_rows : session.players();
    summary = layout_summary(canvas, rows, true, text_h, can_review, summary_tiles, false, menu_button);
    SummaryContent words;  // the buttons' (a round's, or Today's deal's)
    daily_buttons(words);
    if (!panels::fit_summary_buttons(fonts, *summary, words))
      summary = layout_summary(canvas, rows, true, text_h, can_review, summary_tiles, true, menu_button);
    targets = {{daily ? "button:copy_result" : "button:next_round", summary->primary},
               {daily ? "button:main_menu" : "button:show_table", *summary->secondary}};
    if (summary->review) targets.push_back({"button:review", *summary->review});
    return over_the_end(canvas, session, open, menu_button, menu_settings);
  }
  if (open.analysis) {
    overlay = TableOverlay::Analysis;
    const AdviceState state = !session.coach_allowed()   ? AdviceState::Off
                              : !session.human_to_move() ? AdviceState::NotYourTurn
                              : session.advice_ready() ? AdviceState::Ready
                                                       : AdviceState::Thinking;
    const Options& o = session.options();
    const bool partnership = o.has("partnership") && o.flag("partnership") && session.players() == 4;
    analysis = analysis_panel(session.view(), partnership, state, session.analysis(), session.advice_move().value_or(""));
    const std::string& lead = analysis.message.empty() ? analysis.lead : analysis.message;
    const float lead_h =
        draw::measure(analysis.message.empty() ? fonts.regular : fonts.regular, analysis.message.empty() ? 14 : 15, lead,
                      list_panel_text_width(canvas))
            .y;
    list = layout_list_panel(canvas, lead_h, static_cast<int>(analysis.rows.size()), canvas.x < 480 ? 30 : 32);
    targets = {{"button:close_panel", list->close}, {"panel:inside", list->panel}, {"panel:close", {0, 0, canvas.x, canvas.y}}};
    return true;
  }
  if (open.tracker) {
    if (auto t = boneyard::tracker(session.view())) {
      overlay = TableOverlay::Tracker;
      tracker = std::move(*t);
      players = session.players();
      // TRANSLATORS: the tracker's lead: what its chips' colours mean (the letter: the initial of a seat's name).
      tracker_lead = tracker.chips
                         ? tr("This round so far. Gold: yours \u2022 light: not seen yet \u2022 faded: played "
                              "(the letter: by whom) \u2022 blue: you passed it (to whom).")
                         : tr("This round so far, for each number: the tiles showing it in the line, in your "
                              "hand and not seen yet, and who is known to lack it (they passed or drew on it).");
      for (const auto& line : tracker.lines) tracker_lead += " " + line + ".";
      const float lead_h = draw::measure(fonts.regular, 14, tracker_lead, list_panel_text_width(canvas)).y;
      list = layout_list_panel(canvas, lead_h, static_cast<int>(tracker.rows.size()), tracker.chips ? 32.0f : 28.0f, true);
      targets = {{"button:close_panel", list->close}, {"panel:inside", list->panel}, {"panel:close", {0, 0, canvas.x, canvas.y}}};
      return true;
    }
  }
  if (open.sheet) {
    lay_out_sheet(canvas, session, {});
    return true;
  }
  if (!open.menu) return false;
  lay_out_menu(canvas, menu_button, menu_settings);
  return true;
}

void TableOverlays::lay_out_sheet(Vec2 canvas, const Session& session, const Rect& clear_of) {
  overlay = TableOverlay::Sheet;
  sheet_content = score_sheet(session);
  sheet_headline = trn("Score sheet \u2022 after {n} round", "Score sheet \u2022 after {n} rounds",
                       static_cast<long long>(sheet_content.rows.size()));
  sheet = layout_sheet(canvas, static_cast<int>(sheet_content.columns.size()),
                       static_cast<int>(sheet_content.rows.size()), false, false, clear_of);
  targets = sheet->buttons;
}

void TableOverlays::lay_out_menu(Vec2 canvas, const Rect& button, const MenuSettings& settings) {
  overlay = TableOverlay::Menu;
  menu = layout_menu(canvas, button, settings);
  targets = menu->items;
  targets.push_back({"menu:close", {0, 0, canvas.x, canvas.y}});  // a tap outside closes it
}

bool TableOverlays::over_the_end(Vec2 canvas, const Session& session, const TableView& open, const Rect& button,
                                 MenuSettings settings) {
  end_menu_button = button;
  const bool match_over = overlay == TableOverlay::MatchEnd;
  if (open.sheet && !match_over) {  // (the match's end is its score sheet)
    under = overlay;
    lay_out_sheet(canvas, session, button);
  } else if (open.menu) {
    under = overlay;
    settings.at = match_over ? MenuSettings::At::MatchOver : MenuSettings::At::RoundOver;
    lay_out_menu(canvas, button, settings);
  } else {
    targets.push_back({"button:menu", button});
  }
  return true;
}

void TableOverlays::draw(Ui& ui, const Fonts& fonts, const std::vector<Press>& presses) const {
  if (under != TableOverlay::None) draw_one(ui, fonts, under, std::vector<Press>(targets.size()));
  draw_one(ui, fonts, overlay, presses);
  if (overlay == TableOverlay::Summary || overlay == TableOverlay::MatchEnd) {  // live over the dimmed table
    Press p;
    for (std::size_t i = 0; i < targets.size() && i < presses.size(); ++i)
      if (targets[i].id == "button:menu") p = presses[i];
    draw::menu_button(ui.draw_list(), end_menu_button, p.hovered, p.held);
  }
}

void TableOverlays::draw_one(Ui& ui, const Fonts& fonts, TableOverlay what, const std::vector<Press>& presses) const {
  if (what == TableOverlay::Menu) draw::table_menu(ui.draw_list(), fonts, ui.canvas(), *menu, presses);
  if (what == TableOverlay::Sheet || what == TableOverlay::MatchEnd)
    panels::score_sheet(ui.draw_list(), fonts, ui.canvas(), *sheet, sheet_content, sheet_headline, sheet_good, presses);
  if (what == TableOverlay::Analysis) {
    const float pulse = draw::pulse(ui.now());
    panels::analysis_panel(ui.draw_list(), fonts, ui.canvas(), *list, analysis, presses.empty() ? Press{} : presses[0],
                         analysis.message.empty() ? 1.0f : pulse);
  }
  if (what == TableOverlay::Review)
    panels::review(ui.draw_list(), fonts, ui.canvas(), *review_layout, review, presses, four_colour);
  if (what == TableOverlay::Tracker)
    panels::tracker_panel(ui.draw_list(), fonts, ui.canvas(), *list, tracker, tracker_lead, players,
                        presses.empty() ? Press{} : presses[0]);
  if (what == TableOverlay::Peek) {
    const Press p = presses.empty() ? Press{} : presses[0];
    draw::overlay();  // a bar over the status row: the round is over, its words and plates wait under it
    draw::panel(ui.draw_list(), peek_bar, 0);
    draw::button(ui.draw_list(), fonts, back_to_summary, tr("Back to the summary"), draw::ButtonKind::Primary,
                 p.hovered, p.held, true, 17);
  }
}

// The score sheet opens from the scores panel and the round's title, on both tables.
void add_sheet_targets(std::vector<Target>& targets, const TableLayout& layout) {
  if (layout.scores_panel) targets.push_back({"button:scores", *layout.scores_panel});
  targets.push_back({"button:scores", layout.info});
}

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
void TableScreen::draw_table(Ui& ui, const Fonts& fonts, const Session& session, const Frame& f,
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

void TableScreen::draw_summary(Ui& ui, const Fonts& fonts, const Session& session, const Frame& f,
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

std::optional<TableScreen::Action> table_click(const std::string& id, TableView& open, Session& session, double now) {
  using Act = TableScreen::Action;  // not `Action`: that is a match history's entry (core/match.h)
  const bool was_open = open.menu;
  open.menu = id == "button:menu";
  if (id == "button:menu" || id == "menu:close") return Act::None;
  if (id == "menu:undo" || id == "menu:speed") {
    open.menu = true;
    if (id == "menu:undo") session.set_undo_allowed(!session.undo_allowed());
    if (id == "menu:speed") {
      const auto& speeds = Session::speeds();
      const auto at = std::find(speeds.begin(), speeds.end(), session.speed());
      session.set_speed(at == speeds.end() || at + 1 == speeds.end() ? speeds.front() : *(at + 1));
    }
    return Act::SettingsChanged;
  }
  if (id == "button:undo") {
    (void)session.undo(now);  // offered only when possible; a refusal changes nothing
    return Act::None;
  }
  if (id == "menu:analysis" || id == "menu:tracker" || id == "button:close_panel" || id == "panel:close" ||
      id == "panel:inside") {
    const bool keep = id == "panel:inside";  // a tap on the panel itself leaves it open
    open.analysis = id == "menu:analysis" || (keep && open.analysis);
    open.tracker = id == "menu:tracker" || (keep && open.tracker);
    if (open.analysis) session.request_analysis();  // on the player's turn; shown once thought out
    return Act::None;
  }
  if (id == "button:review" || id == "review:close") {
    open.review = id == "button:review";
    open.review_at = 0;
    if (open.review) session.start_review();  // the player's decisions are weighed in the background
    return Act::None;
  }
  if (id == "review:copy_record") return Act::CopyRecord;
  if (id == "review:prev_round") return Act::EarlierRound;
  if (id == "review:next_round") return Act::LaterRound;
  if (id.rfind("review:", 0) == 0) {
    const ReviewView v = review_view(session, open.review_at);
    const int n = static_cast<int>(v.marks.size());
    if (id == "review:start") open.review_at = 0;
    if (id == "review:back") open.review_at = std::max(0, open.review_at - 1);
    if (id == "review:next") open.review_at = std::min(n, open.review_at + 1);
    if (id == "review:end") open.review_at = n;
    if (id == "review:mistake" && n > 0) {  // the next costly move of the player's, from the start again at the end
      for (int k = 1; k <= n; ++k) {
        const int i = (open.review_at + k) % n;
        if (v.marks[static_cast<std::size_t>(i)] == 2) {
          open.review_at = i;
          break;
        }
      }
    }
    return Act::None;
  }
  if (id == "menu:check") {
    open.menu = true;
    session.set_check_plays(!session.check_plays());
    return Act::SettingsChanged;
  }
  if (id == "menu:sound") {
    open.menu = true;
    return Act::SoundSwitched;
  }
  if (id == "button:hint") {
    (void)session.request_hint();  // offered only on the player's turn; shown once thought out
    return Act::None;
  }
  if (id == "button:scores" || id == "menu:score_sheet" || id == "button:close_sheet") {
    open.sheet = id != "button:close_sheet";
    return Act::None;
  }
  if (id == "button:show_table" || id == "button:back_to_summary") {
    open.peek = id == "button:show_table";
    return Act::None;
  }
  if (id == "menu:how_to_play") return Act::HowToPlay;
  if (id == "menu:display") return Act::Display;
  if (id == "menu:new_match" || id == "button:play_again") return Act::NewMatch;
  if (id == "button:change_rules") return Act::ChangeRules;
  if (id == "button:leave_table") return Act::LeaveTable;
  if (id == "menu:copy_link") return Act::CopyLink;
  if (id == "menu:friends") return Act::Friends;
  if (id == "menu:main_menu" || id == "button:main_menu") return Act::MainMenu;
  if (id == "button:copy_result") return Act::CopyResult;
  if (id == "button:next_round") {
    open.peek = false;
    (void)session.next_round(now);
    return Act::None;
  }
  open.menu = was_open;
  return std::nullopt;
}

MenuSettings menu_settings(const Session& session, bool suit_colours, bool four_colour, bool sound) {
  const auto online = session.remote()   ? MenuSettings::Online::Friend
                      : session.online() ? MenuSettings::Online::Host
                                         : MenuSettings::Online::None;
  return {suit_colours, four_colour, session.undo_allowed(), session.speed(), session.check_plays(), sound, online};
}

void open_review(TableView& open, Session& session, int round, int rounds) {
  open = TableView{};
  open.review = true;
  open.replay_round = round;
  open.replay_rounds = rounds;
  session.start_review();
}

void tend_table(TableView& open, Session& session, draw::Toast& notes, std::uint64_t& seen, double now) {
  if (open.analysis && session.human_to_move()) session.request_analysis();
  if (session.round_finished()) open.analysis = false;
  // The round just ended: what was open over its table closes, so its summary comes to the front.
  if (session.round_finished() && !open.ended) open.menu = open.sheet = open.tracker = false;
  open.ended = session.round_finished();
  if (!session.round_finished()) open.review = false;  // a new round: the review of the last is closed
  const auto note = session.play_note();
  if (note && note->id != seen) {
    seen = note->id;
    notes.show(check_note(*note->view, note->expert, note->loss, note->win_loss), now, 7000);
  }
  // The note is about the move just made, over the top of the table: it goes once the player
  // is to move again (after a moment to read it), so it never hides the table for long.
  if (session.human_to_move()) notes.hide_after(now, 2500);
}

namespace {
bool has_target(const std::vector<Target>& targets, std::string_view id) {
  return std::any_of(targets.begin(), targets.end(), [&](const Target& t) { return t.id == id; });
}
}  // namespace

// The id a key stands for: A the analysis, K the tracker, T the last trick, S the score sheet
// (again: closes it), L and R the ends for the chosen tile; Esc closes what is on top (the
// menu, a panel, the sheet, the review, a look at the table, the last trick shown) or else opens
// the menu. (U and H: undo_or_hint.)
std::optional<std::string> table_key(const Ui& ui, const std::vector<Target>& targets, bool last_trick) {
  const auto has = [&](std::string_view id) { return has_target(targets, id); };
  if (ui.escape_pressed()) {
    for (const char* id :
         {"menu:close", "button:close_panel", "button:close_sheet", "review:close", "button:back_to_summary"})
      if (has(id)) return std::string(id);
    if (last_trick && has("button:last_trick")) return std::string("button:last_trick");  // its Back
    if (has("button:menu")) return std::string("button:menu");
    return std::nullopt;
  }
  if (ui.key_pressed('A')) return std::string("menu:analysis");
  if (ui.key_pressed('K')) return std::string("menu:tracker");
  if (ui.key_pressed('T')) return std::string("button:last_trick");
  if (ui.key_pressed('S')) return std::string(has("button:close_sheet") ? "button:close_sheet" : "button:scores");
  if (ui.key_pressed('L')) return std::string("end:L");
  if (ui.key_pressed('R')) return std::string("end:R");
  return std::nullopt;
}

char undo_hint_key(const Ui& ui) { return ui.key_pressed('U') ? 'U' : ui.key_pressed('H') ? 'H' : '\0'; }

bool undo_or_hint(char key, TableView& open, Session& session, draw::Toast& toast, double now) {
  const Status done = key == 'U' ? session.undo(now) : session.request_hint();
  if (!done) {
    toast.show(capitalized(done.error()) + ".", now);
    return false;
  }
  open.menu = open.sheet = open.analysis = open.tracker = false;
  return true;
}

std::optional<TableScreen::Action> table_panel_key(const std::optional<std::string>& key,
                                                   const std::vector<Target>& targets, TableOverlay shown,
                                                   TableView& open, Session& session, double now) {
  if (!key || has_target(targets, *key)) return std::nullopt;
  const bool panel = *key == "menu:analysis" || *key == "menu:tracker";
  const bool round_end = shown == TableOverlay::Summary || shown == TableOverlay::Peek;
  if (!(panel && shown == TableOverlay::None) && !(*key == "button:scores" && round_end)) return std::nullopt;
  return table_click(*key, open, session, now);
}

TableScreen::Action TableScreen::frame(Ui& ui, const Fonts& fonts, Session& session) {
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

  const auto legal = session.human_moves();
  if (const char letter = undo_hint_key(ui)) {
    undo_hint(letter, session, now);
    return Action::None;
  }
  const auto key = table_key(ui, f.targets, false);
  if (auto opened = table_panel_key(key, f.targets, f.overlay, open_, session, now)) return *opened;
  for (std::size_t i = 0; i < f.targets.size(); ++i) {
    if (!presses[i].clicked && !(key && f.targets[i].id == *key)) continue;
    const std::string& id = f.targets[i].id;
    if (f.notice && i < f.notice->targets.size()) {
      notice_press_ = id;
      return Action::Notice;
    }
    if (id == "button:hint") coach_.hide(now);  // the hint shows in its place
    if (auto common = table_click(id, open_, session, now)) {
      selected_.reset();
      return *common;
    } else if (id == "button:pass") {
      (void)session.play("pass", now);
    } else if (id == "button:draw" || id == "boneyard") {
      (void)session.play("draw", now);
      selected_.reset();
    } else if (id.rfind("hand:", 0) == 0) {
      if (auto tile = parse_tile(std::string_view(id).substr(5))) {
        const TapOutcome tap = tap_tile(legal, *tile, selected_, v.line);
        selected_ = tap.selected;
        // Either side of a lone double gives the same line: the hinted side, if it is this tile.
        const auto hint = session.hint();
        const bool hinted = tap.play && hint && tile_of(*hint) == *tile &&
                            std::find(legal.begin(), legal.end(), *hint) != legal.end();
        if (tap.play) (void)session.play(hinted ? *hint : *tap.play, now);
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

void TableScreen::undo_hint(char key, Session& session, double now) {
  if (!undo_or_hint(key, open_, session, toast_, now)) return;
  if (key == 'H')
    coach_.hide(now);  // the hint shows in its place
  else
    selected_.reset();
}

}  // namespace boneyard
