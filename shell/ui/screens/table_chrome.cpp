// What the line table and the trick table share (see screens.h TableChrome, TablePaint,
// OverTable): what lies over a table (its round's end, the menu, the score sheet, the coach's
// panels, the review) laid out and drawn; one frame's drawing of the pieces both tables draw
// alike; and what a click or a key does on what every table has.
//
// Index
//   [SECTION] Overlays       what lies over a table: laid out, drawn
//   [SECTION] Drawing        a frame's pulse and pacing, the seats, the corner, the note, the coach line
//   [SECTION] Input          the menu, the summary's buttons, Undo and Hint, Esc and the panels' keys
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

// [SECTION] Overlays ----------------------------------------------------------------------

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

bool OverTable::lay_out(Vec2 canvas, const Fonts& fonts, const Session& session, double now, const OpenPanels& open,
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

void OverTable::lay_out_sheet(Vec2 canvas, const Session& session, const Rect& clear_of) {
  overlay = TableOverlay::Sheet;
  sheet_content = score_sheet(session);
  sheet_headline = trn("Score sheet \u2022 after {n} round", "Score sheet \u2022 after {n} rounds",
                       static_cast<long long>(sheet_content.rows.size()));
  sheet = layout_sheet(canvas, static_cast<int>(sheet_content.columns.size()),
                       static_cast<int>(sheet_content.rows.size()), false, false, clear_of);
  targets = sheet->buttons;
}

void OverTable::lay_out_menu(Vec2 canvas, const Rect& button, const MenuSettings& settings) {
  overlay = TableOverlay::Menu;
  menu = layout_menu(canvas, button, settings);
  targets = menu->items;
  targets.push_back({"menu:close", {0, 0, canvas.x, canvas.y}});  // a tap outside closes it
}

bool OverTable::over_the_end(Vec2 canvas, const Session& session, const OpenPanels& open, const Rect& button,
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

void OverTable::draw(UiFrame& ui, const Fonts& fonts, const std::vector<Press>& presses) const {
  if (under != TableOverlay::None) draw_one(ui, fonts, under, std::vector<Press>(targets.size()));
  draw_one(ui, fonts, overlay, presses);
  if (overlay == TableOverlay::Summary || overlay == TableOverlay::MatchEnd) {  // live over the dimmed table
    const Press p = press_of(targets, presses, "button:menu");
    draw::menu_button(ui.draw_list(), end_menu_button, p.hovered, p.held);
  }
}

void OverTable::draw_one(UiFrame& ui, const Fonts& fonts, TableOverlay what, const std::vector<Press>& presses) const {
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

// [SECTION] Drawing -----------------------------------------------------------------------

namespace {
// Since when nothing has happened at the table: its last change or the player's last input.
double quiet_since(const UiFrame& ui, const Session& session) { return std::max(session.last_change_at(), ui.input_at()); }
}  // namespace

// Pulses breathe while the table is lively, then hold still (no frames while idle).
TablePaint::TablePaint(UiFrame& ui_, const Session& session, MotionTracker& motion, const std::vector<Target>& targets,
                       const std::vector<Press>& presses)
    : ui(ui_),
      dl(ui_.draw_list()),
      now(ui_.now()),
      lively(now - quiet_since(ui_, session) < kLivelyMs),
      pulse(draw::pulse(lively ? now : quiet_since(ui_, session) + kLivelyMs)),  // still with reduced motion
      reduced(draw::look().reduced_motion),
      targets_(targets),
      presses_(presses) {
  motion.set_reduced(reduced);
}

Press TablePaint::press(std::string_view id) const { return press_of(targets_, presses_, id); }

void TablePaint::seat(const Fonts& fonts, const TableLayout& L, const SeatPlace& place, const std::string& name,
                      const std::optional<std::string>& score, bool active) {
  pulsing |= active;
  if (L.portrait || L.compact_seats)
    dl->AddRectFilled(ImVec2(place.box.x, place.box.y), ImVec2(place.box.right(), place.box.bottom()),
                      draw::rgba(0, 0, 0, 0.16f), 14);
  draw::seat_plate(dl, fonts, place.plate, name, score, active, pulse);
}

void TablePaint::scores_panel(const Rect& r) const {
  draw::panel(dl, r, 14, draw::rgba(0, 0, 0, 0.3f), draw::rgba(255, 255, 255, 0.1f));
}

void TablePaint::turn_dot(const Rect& r, float y) const {
  dl->AddCircleFilled(ImVec2(r.x + 10, y + 9), 3.5f, draw::fade(draw::kGold, 0.6f + 0.4f * pulse));
}

void TablePaint::done() {
  if (moving || (pulsing && lively && !reduced)) ui.redraw();  // held still with reduced motion: no frames for it
}

Rect TableChrome::draw_corner(TablePaint& p, const Fonts& fonts, const TableLayout& L, const Session& session,
                              bool can_undo, bool can_hint, const std::string& title) const {
  const Press menu = p.press("button:menu");
  draw::menu_button(p.dl, L.menu_button, menu.hovered, menu.held);
  if (L.undo_button) {
    const Press u = p.press("button:undo");
    draw::undo_button(p.dl, *L.undo_button, can_undo, u.hovered, u.held);
  }
  if (L.hint_button) {
    const Press h = p.press("button:hint");
    draw::hint_button(p.dl, *L.hint_button, can_hint, h.hovered, h.held, session.hint_pending() ? p.pulse : 0.0f);
    p.pulsing |= session.hint_pending();
  }
  const Rect top{L.info.x, L.info.y + 2, L.info.w, L.info.h / 2};
  const Rect bottom{L.info.x, L.info.center().y, L.info.w, L.info.h / 2 - 2};
  draw::text_in(p.dl, fonts.bold, 16, top, draw::kText, title, draw::Align::Left, true);
  return bottom;
}

void TableChrome::draw_note(TablePaint& p, const Fonts& fonts, const TableLayout& L) {
  if (note_.draw_note(p.dl, fonts, p.ui.canvas(), L.felt.y + 10, p.now)) {
    p.moving |= note_.fading(p.now);
    p.ui.redraw_at(note_.fade_out_at());
  }
}

bool TableChrome::draw_coach(TablePaint& p, const Fonts& fonts, float bottom) {
  if (!coach_.draw_coach(p.dl, fonts, p.ui.canvas(), bottom, p.now)) return false;
  p.moving |= coach_.fading(p.now);
  p.ui.redraw_at(coach_.fade_out_at());
  return true;
}

void TableChrome::draw_over(UiFrame& ui, const Fonts& fonts, const OverTable& f, const std::vector<Press>& presses,
                            const Rect& felt) {
  if (f.notice) draw_notice(ui.draw_list(), fonts, *f.notice, notice_, presses);
  f.draw(ui, fonts, presses);
  // A toast ("Result copied", "Record copied") shows over whatever is open.
  if (toast_.draw(ui.draw_list(), fonts, ui.canvas(), f.toast_top(felt), ui.now())) ui.redraw();
}

// [SECTION] Input -------------------------------------------------------------------------

std::optional<TableScreen::Action> table_click(const std::string& id, OpenPanels& open, const Session& session) {
  using Act = TableScreen::Action;  // not `Action`: that is a match history's entry (core/match.h)
  const bool was_open = open.menu;
  open.menu = id == "button:menu";
  if (id == "button:menu" || id == "menu:close") return Act::None;
  if (id == "menu:undo" || id == "menu:speed") {
    open.menu = true;  // it stays open to show the switch
    return id == "menu:undo" ? Act::UndoSwitched : Act::SpeedSwitched;
  }
  if (id == "button:undo") return Act::Undo;  // offered only when possible; a refusal changes nothing
  if (id == "menu:analysis" || id == "menu:tracker" || id == "button:close_panel" || id == "panel:close" ||
      id == "panel:inside") {
    const bool keep = id == "panel:inside";  // a tap on the panel itself leaves it open
    open.analysis = id == "menu:analysis" || (keep && open.analysis);
    open.tracker = id == "menu:tracker" || (keep && open.tracker);
    return Act::None;  // the app asks for the analysis on the player's turn; it shows once thought out
  }
  if (id == "button:review" || id == "review:close") {
    open.review = id == "button:review";
    open.review_at = 0;
    return open.review ? Act::ReviewOpened : Act::None;  // the player's decisions are weighed in the background
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
    return Act::CheckSwitched;
  }
  if (id == "menu:sound") {
    open.menu = true;
    return Act::SoundSwitched;
  }
  if (id == "button:hint") return Act::Hint;  // offered only on the player's turn; shown once thought out
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
    return Act::NextRound;
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

void open_review(OpenPanels& open, int round, int rounds) {
  open = OpenPanels{};
  open.review = true;
  open.replay_round = round;
  open.replay_rounds = rounds;
}

void tend_table(OpenPanels& open, const Session& session, draw::Toast& notes, std::uint64_t& seen, double now) {
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
std::optional<std::string> table_key(const UiFrame& ui, const std::vector<Target>& targets, bool last_trick) {
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

char undo_hint_key(const UiFrame& ui) { return ui.key_pressed('U') ? 'U' : ui.key_pressed('H') ? 'H' : '\0'; }

bool TableChrome::after_undo_or_hint(const Status& done, double now) {
  if (!done) {
    toast_.show(capitalized(done.error()) + ".", now);
    return false;
  }
  open_.menu = open_.sheet = open_.analysis = open_.tracker = false;
  return true;
}

std::optional<TableScreen::Action> table_panel_key(const std::optional<std::string>& key,
                                                   const std::vector<Target>& targets, TableOverlay shown,
                                                   OpenPanels& open, const Session& session) {
  if (!key || has_target(targets, *key)) return std::nullopt;
  const bool panel = *key == "menu:analysis" || *key == "menu:tracker";
  const bool round_end = shown == TableOverlay::Summary || shown == TableOverlay::Peek;
  if (!(panel && shown == TableOverlay::None) && !(*key == "button:scores" && round_end)) return std::nullopt;
  return table_click(*key, open, session);
}

}  // namespace boneyard
