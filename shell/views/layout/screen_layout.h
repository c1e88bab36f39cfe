// Layouts of the screens every game shares: the title, the setup, the round summary and
// match end, the table menu. Pure functions from the canvas (CSS pixels) to rectangles
// (layout is pure arithmetic on rectangles), unit-tested without a window.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "layout/geometry.h"

namespace boneyard {

// How many CSS pixels one pixel of the UI takes: 1 on phones and tablets; on a larger screen
// the whole UI grows with the window (text, tiles, buttons alike), so that it is never drawn
// in less than kZoomBase (a desktop at 1280x800 draws it at 1.25: 1024x640). At most 3, in
// steps of 1/16.
constexpr Vec2 kZoomBase{1024, 640};
float ui_zoom(Vec2 screen);

struct TitleLayout {
  Rect logo;                    // the word "Boneyard" and its tiles; 0 high when a message leaves no room
  Rect play;                    // button:play: below Continue when there is one
  std::optional<Rect> resume;   // button:continue, when a saved match exists: first, the big one
  Rect daily, stats;            // button:daily (Today's deal), button:stats, side by side
  Rect display;                 // button:display (the display options), in the top right corner
  std::optional<Rect> message;  // a problem with the link or the save
  std::optional<Rect> credits;  // left out when a message reaches down to them (a short screen)
};
// `message_text_h`: the measured height of the message (none: no card) wrapped at
// title_message_text_width. The card grows to hold it, up to the room the screen has.
TitleLayout layout_title(Vec2 canvas, bool can_resume, std::optional<float> message_text_h);
float title_message_text_width(Vec2 canvas);
constexpr float kTitleMessageMargin = 16;  // above and below the card's text

struct SetupLayout {
  Rect header, back, title;          // button:back
  Rect how_to_play;                  // button:how_to_play, for the game chosen
  Rect content;                      // the scrolling list of options
  float column_x = 0, column_w = 0;  // the options column inside `content`
  Rect footer, note, start;          // button:start, and a note above it
};
SetupLayout layout_setup(Vec2 canvas);
// The setup's grids of choices: all in one row when they fit, else as many per row as fit (one
// per row for long labels). `widest`: the widest label's text; each button is that plus
// kChoicePad, kChoiceGap from the next. choices_width(): what one row of them needs.
inline constexpr float kChoiceGap = 6, kChoicePad = 30;
int choices_per_row(float w, float widest, int count);
float choices_width(float widest, int count);
// A grid of choices `w` wide for labels `label_w` wide: as choices_per_row() says, all of a width;
// but where they would take more than one row and fit one each as wide as its label (plus
// kChoicePad), one row so (a seat's Person, Computer and Friend in a longer language).
struct ChoiceGrid {
  int per_row = 1;
  std::vector<float> col_w;  // the columns' widths, left to right
};
ChoiceGrid layout_choices(float w, const std::vector<float>& label_w);
// A seat's row in the setup's Seats: its name's button at the column's left, then its kinds'
// choice (Person, Computer and, where friends online are offered, Friend), needing `kinds_need`
// (choices_width). Beside the name when they fit there, else on a line of their own under it,
// across the column (a phone upright, with Friend offered).
struct SeatRowLayout {
  float name_w = 0, kinds_x = 0, kinds_w = 0;
  bool below = false;  // the kinds under the name
};
SeatRowLayout layout_seat_row(float column_x, float column_w, float kinds_need);

// The round summary and the match end share one panel. `text_h`: the measured height of
// the explanation text at the panel's text width (summary_text_width).
struct SummaryLayout {
  Rect panel, headline, text;
  std::vector<Rect> rows;         // one per seat
  Rect primary;                   // button:next_round, or button:new_match at match end
  std::optional<Rect> secondary;  // button:main_menu at match end
  std::optional<Rect> review;     // button:review, between them (`review`)
};
float summary_text_width(Vec2 canvas);
// `tiles`: some row shows tiles (a hand left, counters taken), which a narrow screen stacks in
// taller rows; rows of words and numbers only (Whist) stay low. `stacked`: the buttons' words do
// not fit side by side (a longer language on a phone): the primary across the panel, the others
// under it. `clear_of`: what the panel keeps below where it would reach it (the menu button,
// live over the summary).
SummaryLayout layout_summary(Vec2 canvas, int players, bool match_over, float text_h, bool review = false,
                             bool tiles = true, bool stacked = false, const Rect& clear_of = {});

// A question over the whole screen ("Replace your match in progress?"): a heading, a text of
// measured height `text_h` (at confirm_text_width), and two buttons side by side (stacked on
// a narrow screen): button:replace, button:keep_playing.
struct ConfirmLayout {
  Rect panel, heading, text, yes, no;
};
float confirm_text_width(Vec2 canvas);
ConfirmLayout layout_confirm(Vec2 canvas, float text_h);

// Pass-and-play's cover between two people's turns, over the whole screen: a heading ("Pass
// to North"), a text of measured height `text_h` (at cover_text_width), the ready button
// across the panel (button:ready) and under it, smaller, the title (button:cover_menu) and,
// with `undo`, a take-back for the one who just moved (button:cover_undo), side by side.
struct CoverLayout {
  Rect panel, heading, text, ready, menu;
  std::optional<Rect> undo;
};
float cover_text_width(Vec2 canvas);
CoverLayout layout_cover(Vec2 canvas, float text_h, bool undo);

// The score sheet over a table (button:close_sheet), or the end of a match with the winner,
// the standings and buttons button:play_again, button:review, button:change_rules,
// button:main_menu; at a friend's seat online (`friend_seat`: the host deals any next match,
// and the page holds no round to review) button:leave_table and button:main_menu. The
// table has a header row of names, one row per round shown (the latest `rows_shown` of
// `rounds` when they do not all fit) and the totals. `clear_of` as layout_summary's.
struct SheetLayout {
  Rect panel, headline, rule;
  std::vector<Rect> standings;  // match end, up to 5 columns: one line per place
  Rect table;                   // the sheet
  float first_col_w = 0;        // "Round 3"; the columns share the rest
  float row_h = 20;
  int rows_shown = 0;           // the latest rounds shown
  std::vector<Target> buttons;  // in order, clickable
};
SheetLayout layout_sheet(Vec2 canvas, int columns, int rounds, bool match_end, bool friend_seat = false,
                         const Rect& clear_of = {});

// The table menu: what it offers and the words on its items, from the settings they show.
struct MenuSettings {
  bool suit_colours = false;     // a card game: four suit colours are offered (menu:four_colour)
  bool four_colour = false;      // and chosen
  bool undo = true;              // undo allowed (menu:undo switches it)
  std::string speed = "normal";  // the computer players' pace (menu:speed: slow, normal, fast)
  bool check_plays = false;      // the play checker (menu:check)
  bool sound = true;             // the table's sounds (menu:sound)
  // An online table (issue 28): the host's offers its friends' screen (menu:friends) instead of
  // the deal's link and undo; a friend's seat offers it too (quick messages, leaving), and no
  // new match (the host's page deals).
  enum class Online { None, Host, Friend };
  Online online = Online::None;
  // Opened over the round's summary or the match's end: no decision left to weigh (no analysis,
  // no tracker), and at the match's end no score sheet (that end shows it).
  enum class At { Table, RoundOver, MatchOver };
  At at = At::Table;
};
struct MenuLayout {
  Rect panel;
  std::vector<Target> items;        // menu:new_match, menu:how_to_play, menu:analysis, menu:tracker,
                                    // menu:score_sheet, menu:check, menu:undo, menu:speed, menu:sound,
                                    // menu:copy_link, [menu:four_colour,] menu:display, menu:main_menu
                                    // (as MenuSettings has them: `online`, `at`)
  std::vector<std::string> labels;  // per item: "New match", "Undo: on", "Computer speed: Fast", "Sound: on"
  std::vector<std::string> keys;    // per item: the key that does the same at the table ("A"), or ""
};
// Under the menu button; the items get lower on a short screen, and go in two columns when
// one would not fit, so the menu always fits.
MenuLayout layout_menu(Vec2 canvas, const Rect& menu_button, const MenuSettings& settings = {});

// A panel of rows over the table (the move analysis, the tracker): a title, a paragraph
// (`lead_h` high), a heading row, the rows (as many as fit: `rows_shown`; a line says how many
// more) and Close (button:close_panel). Centred, at most 620 wide.
struct ListPanelLayout {
  Rect panel, title, lead, heading;
  std::vector<Rect> rows;  // the rows shown
  Rect more;               // "and 12 more" under them (when some do not fit)
  Rect close;
  int rows_shown = 0;
};
// `two_columns`: when the rows would not all fit and the screen is wide, they go in two
// columns side by side (a landscape phone).
ListPanelLayout layout_list_panel(Vec2 canvas, float lead_h, int rows, float row_h, bool two_columns = false);
// The width the list panel gives its paragraph (to measure `lead_h`).
float list_panel_text_width(Vec2 canvas);

// The round review over the table: a title, the move counter and Close (button:review_close)
// at the top; the move made and the next; a row per seat (its name, its hand face up); the
// table (the line or the trick); the analysis of the player's decision (up to `analysis_rows`
// rows); a timeline of the round's moves; the steps: review:start, review:back, review:next,
// review:end, review:mistake (the next costly move). On a landscape screen the hands and the
// table take the left half, the rest the right.
struct ReviewLayout {
  Rect panel, title, counter, close;
  Rect copy;                 // review:copy_record
  Rect prev_round, next_round;  // review:prev_round, review:next_round (a replay of several rounds; else 0 wide)
  Rect last, next;
  std::vector<Rect> seats;
  Rect table;
  Rect analysis_heading;
  std::vector<Rect> analysis;
  Rect timeline;
  std::vector<Target> buttons;
  bool steps_shared = false;  // the steps' widths shared by their words (panels::fit_review_steps)
};
// `rounds`: a replay of several rounds, stepped through by the arrows (without, they take no room).
ReviewLayout layout_review(Vec2 canvas, int seats, int analysis_rows, bool rounds = false);

// A row of buttons shared again by what their words need (`need`: each one's width, margins
// included), keeping the row's span and gaps: each gets its need and an equal part of the rest,
// or where the row is shorter than their needs, a part in proportion to its need.
void share_row(std::span<Target> row, const std::vector<float>& need);

// "How to play": Back and the title fixed at the top; the page scrolls in `content`, in a
// column of readable width.
struct HowToPlayLayout {
  Rect header, back, title;          // button:back_rules; the title centred on the screen
  Rect title_beside;                 // all the room right of Back, for a title too long for the centre
  Rect content;                      // the scrolling page
  float column_x = 0, column_w = 0;  // the text column inside `content`
};
HowToPlayLayout layout_how_to_play(Vec2 canvas);

// An example on the page: its tiles from left to right, from `top_left`, at most `max_w` wide.
// Standing tiles (a hand, a trick) stand a little apart; a line of play (`line`) lies end to
// end with its doubles (`across`) across it. Tiles shrink to fit the width.
struct FigureLayout {
  std::vector<TilePose> tiles;
  Rect box;  // all of them
};
FigureLayout layout_figure(Vec2 top_left, float max_w, const std::vector<bool>& across, bool line);

}  // namespace boneyard
