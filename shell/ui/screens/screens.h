// The screens: title, setup, and the tables (with their round summary, match end and menu):
// TableScreen for the line games, TrickTableScreen for the trick games.
//
// Each screen lays itself out with views/ (layout/, line/, trick/), lists its Targets (what is clickable now),
// presses them through UiFrame (invisible buttons exactly over those rectangles), draws with
// draw.h, and reports what the app must do as an Action. `targets()` recomputes the same
// list outside a frame for the browser test hook, so the test clicks what the player sees.
#pragma once

#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "core/i18n.h"
#include "core/match.h"
#include "look/display_options.h"
#include "content/how_to_play.h"
#include "line/line_layout.h"
#include "layout/screen_layout.h"
#include "layout/motion.h"
#include "layout/online_layout.h"
#include "online/qr_code.h"
#include "panels/panels.h"
#include "render/draw.h"
#include "render/fonts.h"
#include "render/ui_frame.h"
#include "content/score_sheet.h"
#include "session/seats.h"
#include "session/session.h"
#include "session/setup_model.h"
#include "session/stats.h"
#include "trick/trick_model.h"

namespace boneyard {

// [SECTION] Title -------------------------------------------------------------------------

struct TitleModel {
  bool can_resume = false;
  std::string resume_detail;  // "Round 2 · You 35 · North 20"
  std::string message;        // a problem with a link or the save, shown in a card
};

enum class TitleAction { None, Play, Resume, Daily, Stats, Display };
std::vector<Target> title_targets(Vec2 canvas, const Fonts& fonts, const TitleModel& model);
TitleAction title_screen(UiFrame& ui, const Fonts& fonts, const TitleModel& model);

// [SECTION] Online table (issue 28) ---------------------------------------------------------

// The host's friends (each seat's invitation link, the reply pasted back, who sits there) or, on
// a friend's page, joining a table and then its quick messages. The app fills the model; the
// screen draws it as a panel, a row per item with its buttons (targets online:...), and
// opens a field over a row for typing (a reply pasted, a name) when that row's `field` button
// is pressed: what is kept comes back as Action{<the field's id>, text}. A row's `qr` is drawn
// as a QR code (layout/online_layout.h): one row's at a time, beside or under the rows; a row
// whose code is not in view has a QR code button (online:qr:<row>, the screen's own) that shows
// it there, or alone in the panel (Back: online:qr_close) where the rows leave no room.
struct OnlineRow {
  std::string title, line;
  std::vector<std::pair<std::string, std::string>> buttons;  // target id, label
  std::string field;       // the id of the button that opens a field over the row ("" none)
  std::string field_text;  // what the field opens with
  int field_max = 0;       // characters
  std::string field_hint;  // what the empty field says it is for
  std::string qr;          // the text to show as a QR code (a link a phone's camera opens), "" none
};
struct OnlineModel {
  std::string title, lead, close_label = tr("Back");
  std::vector<OnlineRow> rows;
};
class OnlineScreen {
 public:
  struct Action {
    std::string id;    // a button's target id, online:back (the close button, Esc), or a kept field's id
    std::string text;  // a kept field's text
  };
  Action frame(UiFrame& ui, const Fonts& fonts, const OnlineModel& model);
  std::vector<Target> targets(Vec2 canvas, const Fonts& fonts, const OnlineModel& model) const;
  const std::string& editing() const { return editing_; }  // the open field's id, or ""
  void close_field();
  // A short message over the screen for a while ("Link copied").
  void toast(std::string text, double now) { toast_.show(std::move(text), now, draw::Toast::kMs); }
  std::string toast_text(double now) const { return toast_.showing(now) ? toast_.text() : std::string(); }

 private:
  struct Frame {
    OnlineLayout layout;
    std::vector<Target> targets;      // close first, then each shown row's buttons in order
    std::vector<std::string> labels;  // per target after the first: its label
    std::vector<std::size_t> row_of;  // per target after the first: its row
    std::size_t qr_row = 0;           // the row whose code is shown or offered (rows.size(): none)
    const QrCode* code = nullptr;     // its code (kept in qr_cache_), unless refused
  };
  Frame build(Vec2 canvas, const Fonts& fonts, const OnlineModel& model) const;
  std::size_t qr_row(const OnlineModel& model) const;
  void field(UiFrame& ui, const OnlineRow& row, const Rect& box, Action& action);
  void draw_rows(UiFrame& ui, const Fonts& fonts, const OnlineModel& model, const Frame& f, Action& action);
  static void draw_code(ImDrawList* dl, const Fonts& fonts, const OnlineModel& model, const Frame& f);

  std::string editing_;
  mutable QrCache qr_cache_;  // one encoding per link, not one a frame (targets() lays out too)
  std::size_t qr_pick_ = 0;   // the row whose code the player chose to see
  bool qr_alone_ = false;     // the code alone in the panel
  draw::Toast toast_;
};

// [SECTION] Setup -------------------------------------------------------------------------

// The choices live in a SetupModel (pure, unit-tested); this screen draws them: the rules
// presets of every game, players, the computer level, then every option of the chosen game.
class SetupScreen {
 public:
  enum class Action { None, Back, Start, HowToPlay };

  void load(const MatchSetup& setup) { model_.load(setup); }  // e.g. the last match's choices
  void scroll_to_top() { scroll_ = 0; }                        // it opens with the game choice in view
  MatchSetup setup() const { return model_.setup(); }
  void started() { model_.started(); }  // a match started from it: its seats are the last table's
  // The chosen game's options as the list shows them (computed defaults included), for its
  // How to play page.
  Options options() const;
  Action frame(UiFrame& ui, const Fonts& fonts);
  // button:back, button:how_to_play, button:start (when the options fit together) and the controls of the list
  // visible in the last frame (preset:<i>, players:<i>, seat_name:<seat>,
  // seat_kind:<seat>:<0 person, 1 computer, 2 friend online>, ...).
  std::vector<Target> targets(Vec2 canvas) const;
  // (A seat's name tapped opens a field over it for a new name; reset_seats: the seats carried
  // over.) For the test hook: {"names": [...], "people": [...], "friends": [...], "editing":
  // {"seat", "text"} or
  // null, "error": the last name refused, "summary": the Start bar's line}.
  std::string test_view() const;

 private:
  std::string field_text() const;  // what the name field holds
  void keep_name();                // the field's text becomes the seat's name (or is refused)
  void close_field();              // the field closes, its seat's name as it was
  void edit_keys();                // the game's own field (not the page's): typing, Enter, Escape
  // frame()'s steps, in the order they come; the list's parts draw on a List (setup.cpp).
  struct List;
  // The name field before any control takes the frame's input: closed when its seat left the
  // table or is a friend's, else it takes the keys typed, or the page's field is kept or left.
  void settle_field();
  void scroll_list(UiFrame& ui, const SetupLayout& l);  // the wheel, the arrows, a drag in the list
  void game_choice(UiFrame& ui, List& list);
  void rules_presets(UiFrame& ui, List& list);
  void player_count(UiFrame& ui, List& list);
  void seats(UiFrame& ui, List& list, bool field_was_open);
  void seat_name(UiFrame& ui, List& list, int seat, const SeatRowLayout& row, bool field_was_open);
  float seat_kind(UiFrame& ui, List& list, int seat, const SeatRowLayout& row, const std::vector<std::string>& kinds);
  void seat_notes(UiFrame& ui, List& list);
  void computer_level(UiFrame& ui, List& list);
  void option_row(UiFrame& ui, List& list, const OptionSpec& spec);
  void choice_option(UiFrame& ui, List& list, const OptionSpec& spec, const std::string& value);
  void number_option(UiFrame& ui, List& list, const OptionSpec& spec, const std::string& value);
  void scroll_into_view(UiFrame& ui, const Rect& clip);
  Action header_and_footer(UiFrame& ui, const Fonts& fonts, const SetupLayout& l);
  SetupModel model_;
  float scroll_ = 0;
  float content_h_ = 0;
  std::vector<Target> shown_;  // the list's controls drawn last frame
  std::string rename_error_;   // why the last name typed was refused
  // The seat whose name is being typed (-1: none), the text so far, and the field's box as
  // drawn last frame (a press outside it keeps the name).
  int editing_ = -1;
  std::optional<NameDraft> draft_;
  Rect field_;
};

// [SECTION] Statistics --------------------------------------------------------------------

// The player's statistics (session/stats.h) from the title: Back (button:stats_back) and "Reset
// statistics" (button:reset_stats), which asks first: its first tap arms it.
class StatsScreen {
 public:
  enum class Action { None, Back, Reset };
  Action frame(UiFrame& ui, const Fonts& fonts, const Statistics& stats);
  std::vector<Target> targets(Vec2 canvas, const Fonts& fonts, const Statistics& stats) const;
  bool armed() const { return armed_; }

 private:
  bool armed_ = false;
};

// [SECTION] Today's deal ------------------------------------------------------------------

// Today's deal (session/daily.h) from the title: a row per game with the player's result for `date`
// so far and Play (daily:<game>); Back (button:daily_back).
class DailyScreen {
 public:
  struct Action {
    enum class Kind { None, Back, Play } kind = Kind::None;
    std::string game;  // Play
  };
  Action frame(UiFrame& ui, const Fonts& fonts, const Statistics& stats, const std::string& date);
  std::vector<Target> targets(Vec2 canvas, const Fonts& fonts, const Statistics& stats, const std::string& date) const;
};

// [SECTION] Display -----------------------------------------------------------------------

// The display options (look/display_options.h), from the title or the table menu: a row per option
// with its switch (display:large_text, display:reduced_motion, display:cb_palette) and Back
// (button:display_back). A switch changes `options` at once (Changed: to be stored); the
// reduced-motion row says when the browser asks for it anyway.
class DisplayScreen {
 public:
  // Language: the player tapped the language row (display:language), which moves the choice on to
  // the next (language_pick()): the browser's, then each language by its own name.
  enum class Action { None, Back, Changed, Language };
  // The language chosen ("": the browser's) and the one shown, for the language row.
  void set_language(std::string chosen, std::string shown);
  const std::string& language_pick() const { return pick_; }
  Action frame(UiFrame& ui, const Fonts& fonts, DisplayOptions& options, bool browser_reduces_motion);
  std::vector<Target> targets(Vec2 canvas, const Fonts& fonts, bool browser_reduces_motion) const;

 private:
  std::string chosen_, shown_ = "en", pick_;
};

// [SECTION] How to play -------------------------------------------------------------------

// A game's How to play page (content/how_to_play.h), opened from the setup screen for the game chosen
// or from a table's menu for the match in progress (`from_match`: "This table plays").
class HowToPlayScreen {
 public:
  enum class Action { None, Back };
  void open(HowToPlay page, bool from_match);
  const HowToPlay& page() const { return page_; }
  bool from_match() const { return from_match_; }
  Action frame(UiFrame& ui, const Fonts& fonts);
  std::vector<Target> targets(Vec2 canvas) const;  // button:back_rules

 private:
  HowToPlay page_;
  bool from_match_ = false;
  float scroll_ = 0;
  float content_h_ = 0;
};

// [SECTION] Confirmation ------------------------------------------------------------------

// Asks before something replaces the match in progress (New match, a share link, Start):
// "Replace your match in progress?", the match in a line, Keep playing / Replace.
enum class ConfirmAction { None, Replace, KeepPlaying };
std::vector<Target> confirm_targets(Vec2 canvas, const Fonts& fonts, const std::string& text);
ConfirmAction confirm_screen(UiFrame& ui, const Fonts& fonts, const std::string& text);

// [SECTION] Pass-and-play cover ------------------------------------------------------------

// Between two people's turns at a shared device the table is hidden: "Pass to North", the
// match in a line, and North's own tap (button:ready) before North's hand shows; the title
// (button:cover_menu) leaves the match saved as it is, and the one who just moved may still
// take it back (button:cover_undo) before the next person has seen their hand. Draws over the
// whole screen.
enum class CoverAction { None, Ready, Menu, Undo };
struct Cover {
  std::string name;     // the person to pass to: "North"
  std::string detail;   // the match in a line (Session::describe)
  std::string undo_by;  // who may still take their move back ("South"); empty: nobody
};
std::vector<Target> cover_targets(Vec2 canvas, const Fonts& fonts, const Cover& cover);
CoverAction cover_screen(UiFrame& ui, const Fonts& fonts, const Cover& cover);

// [SECTION] Table notice ------------------------------------------------------------------

// What the app keeps in view over a table for as long as it holds (online: a friend away, a
// seat the computer stands in for, the host's page gone): a line and its buttons in a card
// above the player's hand. Its buttons' ids are the app's own ("online:..."): a table that
// sees one pressed returns TableScreen::Action::Notice and keeps the id for the app.
struct TableNotice {
  std::string text;
  std::vector<std::pair<std::string, std::string>> buttons;  // target id, label
  bool empty() const { return text.empty(); }
};
struct NoticeLayout {
  Rect box, text;
  bool one_row = false;         // the line beside the buttons (else above them)
  std::vector<Target> targets;  // the buttons, in order
};
NoticeLayout layout_notice(const Fonts& fonts, Vec2 canvas, float bottom, const TableNotice& notice);
void draw_notice(ImDrawList* dl, const Fonts& fonts, const NoticeLayout& L, const TableNotice& notice,
                 const std::vector<Press>& presses);  // `presses`: the buttons'

// [SECTION] Table -------------------------------------------------------------------------

// The glow of playable tiles breathes for kLivelyMs after the last move or input, then holds
// still, so a table left waiting for the player draws no frames at all (both tables).
constexpr double kLivelyMs = 5000;
// The coach line stays until the player's first move (a tap that only looks around, a panel
// opened, leave it), or the hint asked for, which shows in its place.
constexpr double kCoachMs = std::numeric_limits<double>::infinity();
// Where the coach line's bottom goes: just above the player's hand (the felt's bottom when
// the hand is empty), and above the Draw game's boneyard when it lies along the felt's bottom.
float coach_bottom(const TableLayout& L);

// One frame of a table, shared by drawing and the test hook: the scene, its layout, what lies
// over the table (the summary or the menu) and what can be clicked.
// Peek: the round summary is put aside to look at the table (button:back_to_summary).
// Analysis, Tracker: the coach's panels (button:close_panel).
// Review: the round review (review:*), from the round summary or the end of the match.
// The round's end (its summary, a peek, the match's end) keeps the menu button (button:menu):
// the menu opens over it, and from the menu the score sheet (OverTable::under).
enum class TableOverlay { None, Menu, Summary, Peek, Sheet, MatchEnd, Analysis, Tracker, Review };
// What the player has opened over a table.
struct OpenPanels {
  bool menu = false;      // the menu
  bool sheet = false;     // the score sheet
  bool peek = false;      // the table under the round summary
  bool analysis = false;  // the move analysis
  bool tracker = false;   // the tracker
  bool review = false;    // the round review
  int review_at = 0;      // its step: the round's moves made so far
  int replay_round = 0, replay_rounds = 0;  // a replay of several rounds: which is shown (1-based)
  bool ended = false;  // the round was over at the last frame (tend_table: what was open then closes)
};
struct OverTable {
  TableOverlay overlay = TableOverlay::None;
  // Under the menu or the score sheet opened at the round's end: the summary, the peek or the
  // match's end, drawn without its buttons (None: the table).
  TableOverlay under = TableOverlay::None;
  Rect end_menu_button;  // the menu button, live over the round's end (drawn over its dimmed screen)
  std::optional<SummaryLayout> summary;
  std::optional<MenuLayout> menu;
  std::optional<SheetLayout> sheet;  // the score sheet, or the end of the match
  std::optional<ListPanelLayout> list;  // the move analysis or the tracker
  AnalysisPanel analysis;
  Tracker tracker;
  std::string tracker_lead;
  int players = 0;
  std::optional<ReviewLayout> review_layout;
  ReviewView review;
  bool four_colour = false;  // cardominoes in four colours (the review's hands)
  std::string summary_text;  // the round summary's text (the explanation, and a daily's result)
  bool daily = false;        // the summary of Today's deal
  void daily_buttons(SummaryContent& c) const {  // its buttons' words
    if (!daily) return;
    c.primary = tr("Copy result");
    c.secondary = tr("Main menu");
  }
  ScoreSheet sheet_content;
  std::string sheet_headline;
  bool sheet_good = false;  // the player's side won the match
  Rect back_to_summary;     // Peek
  Rect peek_bar;            // Peek: the bar it lies on, over the status row
  std::vector<Target> targets;
  std::optional<NoticeLayout> notice;  // the app's notice, over a table nothing else covers
  // Places `notice` when nothing covers the table, its bottom at `bottom` (above the hand), or
  // at the top of `felt` where that hides nothing the player can tap; its buttons first among
  // the targets. Call it once the table's own targets are in.
  void place_notice(const Fonts& fonts, Vec2 canvas, const Rect& felt, float bottom, const TableNotice& notice);
  float toast_top(const Rect& felt) const;  // where a toast goes: under a notice at the felt's top
  int summary_rows = 0;       // the round summary's rows: 0, one a seat (Whist's partners have one a side)
  bool summary_tiles = true;  // some row of it shows tiles
  // Lays out what covers the table: at the end of the match its end (`match_headline`), once a
  // round is over its summary (`explanation`: its text) unless put aside, else the score
  // sheet or the menu when open, with their targets; false when nothing covers the table
  // (the table's own targets are wanted).
  // `status`: the table's status row, where the way back from a peek goes.
  bool lay_out(Vec2 canvas, const Fonts& fonts, const Session& session, double now, const OpenPanels& open,
               const Rect& status, const std::string& explanation, const std::string& match_headline,
               const Rect& menu_button, const MenuSettings& menu_settings);
  // Draws the overlay laid out when it is the menu, the sheet, the match end or the peek bar
  // (the round summary is each table's own), over what lies `under` it; `presses` as `targets`.
  void draw(UiFrame& ui, const Fonts& fonts, const std::vector<Press>& presses) const;

 private:
  void lay_out_sheet(Vec2 canvas, const Session& session, const Rect& clear_of);
  void lay_out_menu(Vec2 canvas, const Rect& button, const MenuSettings& settings);
  // The round's end laid out (`overlay`): the menu button added to its targets, or the menu or
  // the score sheet opened over it.
  bool over_the_end(Vec2 canvas, const Session& session, const OpenPanels& open, const Rect& button,
                    MenuSettings settings);
  void draw_one(UiFrame& ui, const Fonts& fonts, TableOverlay what, const std::vector<Press>& presses) const;
};
// What the panels a player opened over a table need from the session each frame (the
// analysis asks for the expert's advice once it is the player's turn); and the play
// checker's latest note, shown once (`seen`: the last note shown).
void tend_table(OpenPanels& open, const Session& session, draw::Toast& notes, std::uint64_t& seen, double now);
// Opens the review of the session's finished round (nothing else open); see TableScreen::show_review.
void open_review(OpenPanels& open, int round, int rounds);
// The round review at step `at` (clamped to the round's moves), as the review shows it.
ReviewView review_view(const Session& session, int at);
template <class Scene, class Layout>
struct TableFrame : OverTable {
  Scene scene;
  Layout layout;
};

// One frame's drawing of a table (either kind): the clock, the pulse the playable tiles and
// the player to move breathe with, and whether more frames are wanted. Whatever moves or
// fades sets `moving`, whatever breathes `pulsing`; done() then asks UiFrame for the next frame.
struct TablePaint {
  TablePaint(UiFrame& ui, const Session& session, MotionTracker& motion, const std::vector<Target>& targets,
             const std::vector<Press>& presses);
  Press press(std::string_view id) const;  // the press of target `id` this frame (none: not a target)
  // A seat round the table: its dark box on a phone (`portrait` or `compact_seats`), then its
  // name plate (`score` where the plates show scores; lit while `active`, the seat to move).
  void seat(const Fonts& fonts, const TableLayout& L, const SeatPlace& place, const std::string& name,
            const std::optional<std::string>& score, bool active);
  void scores_panel(const Rect& r) const;          // the scores panel's frame (wide screens)
  void turn_dot(const Rect& r, float y) const;     // in it, beside the row at `y` of the seat to move
  void done();                                     // asks for the next frame, if anything wants one

  UiFrame& ui;
  ImDrawList* dl;
  double now;
  bool lively;     // a move or input within kLivelyMs: the pulse breathes
  float pulse;     // 0..1, still once the table is quiet (and with reduced motion)
  bool reduced;    // reduced motion: nothing glides or breathes
  bool pulsing = false;
  bool moving = false;

 private:
  const std::vector<Target>& targets_;
  const std::vector<Press>& presses_;
};

// What the line table and the trick table share: what the player opened over the table, the
// toast, the coach line, the play checker's note, the app's notice and the tiles' motion; the
// menu, undo and hint buttons in the corner; and what both draw over their own table.
class TableChrome {
 public:
  int review_at() const { return open_.review ? open_.review_at : -1; }  // the review's step; -1: closed
  // The coach's panel open over the table: "analysis", "tracker" or "" (none).
  std::string_view panel() const { return open_.analysis ? "analysis" : open_.tracker ? "tracker" : ""; }
  // Opens the round review over a finished round (a replay: its round `round` of `rounds`); the
  // app has the session weigh the player's decisions (Session::start_review).
  void show_review(int round = 0, int rounds = 0) { open_review(open_, round, rounds); }
  // A short message over the table for `ms`.
  void toast(std::string text, double now, double ms = draw::Toast::kMs) { toast_.show(std::move(text), now, ms); }
  // The coach line above the hand, until the player's first move (kCoachMs).
  void coach(std::string text, double now) { coach_.show(std::move(text), now, kCoachMs); }
  bool coaching(double now) const { return coach_.showing(now); }
  std::string toast_text(double now) const { return toast_.showing(now) ? toast_.text() : std::string(); }
  void set_sound(bool on) { sound_ = on; }  // what the menu's Sound switch shows
  // The notice over the table from now on (an empty one: none), and the id of its button
  // pressed last (Action::Notice), once.
  void set_notice(TableNotice notice) { notice_ = std::move(notice); }
  std::string take_notice_press() { return std::exchange(notice_press_, {}); }
  // The move the player made (TableScreen::Action::Play), once.
  std::string take_move() { return std::exchange(move_, {}); }
  // Whether the last Undo or Hint was asked for by a key (U, H) rather than the table's button.
  bool by_key() const { return by_key_; }

 protected:
  // The corner: the menu button, Undo and the hint's bulb where the layout has them, and the
  // title line over the info box (`title`: "Round 2"); the info box's second line is left to
  // the table (the Rect returned).
  Rect draw_corner(TablePaint& p, const Fonts& fonts, const TableLayout& L, const Session& session, bool can_undo,
                   bool can_hint, const std::string& title) const;
  void draw_note(TablePaint& p, const Fonts& fonts, const TableLayout& L);  // the play checker's, under the top
  bool draw_coach(TablePaint& p, const Fonts& fonts, float bottom);  // the coach line, while it shows
  // Over everything the table drew: the app's notice, the overlay laid out (the menu, the
  // score sheet...), and the toast.
  void draw_over(UiFrame& ui, const Fonts& fonts, const OverTable& f, const std::vector<Press>& presses,
                 const Rect& felt);

  OpenPanels open_;  // the menu, the score sheet, a peek under the summary, the coach's panels
  MotionTracker motion_;
  draw::Toast toast_;
  draw::Toast coach_;
  draw::Toast note_;  // the play checker's
  std::uint64_t note_seen_ = 0;
  bool sound_ = true;
  TableNotice notice_;
  std::string notice_press_;
  std::string move_;     // Action::Play's
  bool by_key_ = false;  // Action::Undo's or Action::Hint's
  // After Undo or Hint asked for by a key: where the session refused (`done`), the toast says
  // why and what is open stays; else the menu, the score sheet and the coach's panels close.
  // True: it was done.
  bool after_undo_or_hint(const Status& done, double now);
};

class TableScreen : public TableChrome {
 public:
  // What the player asked for, which the app carries out: the screens read the session and
  // change nothing in it. SoundSwitched: the menu's Sound switch was tapped (the app keeps the
  // setting: set_sound()).
  enum class Action {
    None, NewMatch, MainMenu, CopyLink, HowToPlay, SoundSwitched, ChangeRules, CopyResult,
    Play,                                    // a move: take_move() says which
    Undo, Hint,                              // by the table's button or a key (by_key(); then undo_hint_done())
    Claim, ClaimSeen, NextRound,             // the trick games' claim, and its look at the table; the next round
    ReviewOpened,                            // the round review: the session weighs the player's decisions
    UndoSwitched, SpeedSwitched, CheckSwitched,  // the menu's settings (the app keeps them)
    CopyRecord, EarlierRound, LaterRound,  // the review's Copy record; a replay's rounds
    Display,                              // the menu's Display options
    Friends,                              // the menu's Friends online / Online table (issue 28)
    LeaveTable,                           // a friend's page, the match over: back to their own
    Notice,                               // a button of the notice: take_notice_press() says which
    FourColourSwitched                    // the menu's four-colour switch (the trick table's four_colour())
  };

  Action frame(UiFrame& ui, const Fonts& fonts, const Session& session);
  std::vector<Target> targets(Vec2 canvas, const Fonts& fonts, const Session& session, double now) const;
  // "table", "round_over" or "match_over": what the player is looking at.
  std::string screen_name(const Session& session, double now) const;
  void reset();  // a new match: forget selection and motion
  // The session's answer to U or H pressed over the table, or over How to play opened from it
  // (after_undo_or_hint): 'U' forgets the tile chosen, 'H' hides the coach line.
  void undo_hint_done(char key, const Status& done, double now);

 private:
  using Overlay = TableOverlay;
  using Frame = TableFrame<TableScene, TableLayout>;
  Frame build(Vec2 canvas, const Fonts& fonts, const Session& session, double now) const;
  Action input(const std::string& id, const LineView& v, const Session& session);  // the table's own pieces
  void draw_table(UiFrame& ui, const Fonts& fonts, const Session& session, const Frame& f,
                  const std::vector<Press>& presses);
  // draw_table's parts, in the order they are drawn.
  struct FlyingTile {  // a tile on its way, drawn over the resting ones
    TilePose pose;
    Tile tile;
    draw::TileStyle style;
  };
  void draw_pile(TablePaint& p, const Fonts& fonts, const Frame& f, const std::optional<std::string>& hint) const;
  void draw_opponents(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f) const;
  void draw_line(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f,
                 std::vector<FlyingTile>& flying);
  void draw_hand(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f,
                 const std::optional<std::string>& hint, std::vector<FlyingTile>& flying);
  void draw_status(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f,
                   const std::optional<std::string>& hint) const;
  void draw_scores(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f) const;
  void draw_bubbles(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f) const;
  void draw_summary(UiFrame& ui, const Fonts& fonts, const Session& session, const Frame& f,
                    const std::vector<Press>& presses);

  std::optional<Tile> selected_;
  std::uint64_t motion_round_ = 0;  // which match and round the motion belongs to
};

// What a click on something every table has does (the menu and its items, the summary's
// buttons, Undo): opens or closes the menu, a panel, the score sheet or the review, or names
// what the app must do (a setting switched: the menu stays open to show it; the next round;
// the player's last decision taken back; the hint...). nullopt for any other target.
std::optional<TableScreen::Action> table_click(const std::string& id, OpenPanels& open, const Session& session);
// The score sheet opens from the scores panel and the round's title (button:scores).
void add_sheet_targets(std::vector<Target>& targets, const TableLayout& layout);
// The menu's settings as the session has them (four_colour: the card games' choice; sound:
// the app's).
MenuSettings menu_settings(const Session& session, bool suit_colours, bool four_colour, bool sound);
// The target a key press stands for this frame (Esc: the first way out among `targets`, the
// last trick shown (`last_trick`) closed, else the menu).
std::optional<std::string> table_key(const UiFrame& ui, const std::vector<Target>& targets, bool last_trick);
// U (undo) and H (hint) work over whatever is open over a table: 'U' or 'H' when pressed this
// frame, else 0. The app then takes the player's last decision back or asks for the hint, and
// the table's undo_hint_done() closes what is open or says why it could not (nothing to take
// back, not the player's turn, the round over).
char undo_hint_key(const UiFrame& ui);
// A key for a panel the menu lists (A: menu:analysis, K: menu:tracker) while the menu is
// closed, so its item is not among `targets`: opens the panel from the bare table (`shown`:
// what covers the table, None); and S the score sheet over the round's end (Summary, Peek),
// where the round's title and the scores panel are not to click. nullopt: not such a key.
std::optional<TableScreen::Action> table_panel_key(const std::optional<std::string>& key,
                                                   const std::vector<Target>& targets, TableOverlay shown,
                                                   OpenPanels& open, const Session& session);

// [SECTION] Trick table -------------------------------------------------------------------

// The trick games' table (Black Tile, Domino Whist, Domino Hearts), drawn from the game's
// TrickTableModel (trick/trick_model.h): the pass, questions (the lead offer, a bid, the widow,
// trumps, the moon), the trick in the middle, tricks and points per seat, the last trick
// again, round and match summaries. Actions and screen names as TableScreen's. Card games
// offer four suit colours in the menu; the choice is kept in storage.
class TrickTableScreen : public TableChrome {
 public:
  TableScreen::Action frame(UiFrame& ui, const Fonts& fonts, const Session& session);
  std::vector<Target> targets(Vec2 canvas, const Fonts& fonts, const Session& session, double now) const;
  void reset();
  void undo_hint_done(char key, const Status& done, double now);  // as TableScreen's (closes the last trick too)
  bool last_trick_shown() const { return input_.review; }  // the last trick again (button:last_trick)
  // Cardominoes in four suit colours: the menu's switch (Action::FourColourSwitched; the app
  // keeps the setting).
  void set_four_colour(bool on) { four_colour_ = on; }
  bool four_colour() const { return four_colour_; }

 private:
  using Overlay = TableOverlay;
  using Frame = TableFrame<TrickTableModel, TrickLayout>;  // scene: the game's whole table
  Frame build(Vec2 canvas, const Fonts& fonts, const Session& session, double now) const;
  TableScreen::Action play(std::string move);  // a move for the app (Action::Play)
  void draw_table(UiFrame& ui, const Fonts& fonts, const Session& session, const Frame& f,
                  const std::vector<Press>& presses);
  // draw_table's parts, in the order they are drawn.
  draw::TileStyle tile_style(const TrickTableModel& T) const;  // suit colours and pip colours as chosen
  std::optional<std::string> plate_score(const Frame& f, int players, int seat) const;
  void draw_opponents(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f) const;
  void draw_trick(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f, bool middle,
                  bool label_shows);
  void draw_question(TablePaint& p, const Fonts& fonts, const Frame& f, const std::optional<std::string>& hint,
                     std::vector<bool>& lit) const;
  void draw_claim(TablePaint& p, const Fonts& fonts, const Frame& f) const;
  std::string draw_hand(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f,
                        const std::optional<std::string>& hint, const std::vector<bool>& lit);
  void draw_status(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f,
                   const std::optional<std::string>& hint, const std::string& leads) const;
  void draw_scores(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f) const;
  void draw_coach_or_hint(TablePaint& p, const Fonts& fonts, const Session& session, const Frame& f,
                          const std::optional<std::string>& hint);
  void draw_summary(UiFrame& ui, const Fonts& fonts, const Session& session, const Frame& f,
                    const std::vector<Press>& presses);

  TrickInput input_;
  std::uint64_t round_key_ = 0;  // which match and round the motion belongs to
  std::size_t tricks_seen_ = 0;  // completed tricks when last drawn
  double taken_at_ = -1e12;      // when the latest trick was completed (ms)
  bool four_colour_ = false;     // cardominoes in four suit colours
};

}  // namespace boneyard
