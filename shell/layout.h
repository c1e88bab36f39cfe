// Layout and hit-testing: pure functions from the canvas size (CSS pixels) and a scene to
// rectangles (STYLE.md principle 7). The renderer draws exactly these rectangles and the
// clickable ones become targets, so what is drawn, what a click hits and what the browser
// test hook reports (`boneyardTest.targets()`) always agree. Unit-tested without a window.
//
// Index
//   [SECTION] Geometry        Vec2, Rect, TilePose (a domino on screen), Target, hit_test
//   [SECTION] The line        layout_line: the snaking line of play inside the table
//   [SECTION] The table       TableScene (input) -> TableLayout; table_targets
//   [SECTION] Other screens   title, setup, round summary, table menu
//
// The line grows both ways from the first tile. Each arm runs along a row until the next
// tile would cross the table edge, turns the corner with one tile standing across the row
// gap (the right arm turns down, the left arm up), and runs back the other way. Doubles lie
// across the line; a double in a corner lies flush with the row's end. Tiles shrink until
// the whole line (and room for the next tile at each end) fits in the table area, so a
// double-twelve line of 90 tiles snakes in many rows.
//
// Up to 4 players sit at the table's sides with their tiles fanned; 5 to 10 players get
// compact cards up the left, along the top and down the right (in rows along the top on a
// phone). The Draw game's boneyard pile takes a strip of the felt: at its left on a wide
// screen, at its bottom (near the hand) on a phone.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/tile.h"
#include "line/line.h"
#include "view_model.h"

namespace boneyard {

// [SECTION] Geometry ----------------------------------------------------------------------

struct Vec2 {
  float x = 0, y = 0;
};

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  float right() const { return x + w; }
  float bottom() const { return y + h; }
  Vec2 center() const { return {x + w / 2, y + h / 2}; }
  bool contains(Vec2 p) const { return p.x >= x && p.x < x + w && p.y >= y && p.y < y + h; }
  bool overlaps(const Rect& o, float eps = 0.01f) const;  // interiors meet (touching is fine)
  bool inside(const Rect& outer, float eps = 0.01f) const;
  Rect inset(float d) const { return {x + d, y + d, w - 2 * d, h - 2 * d}; }
};

// A domino on screen: `unit` is its short side; the long side (2 * unit) lies along the
// tile's own x axis, turned by `angle` radians (0: long side horizontal; pi/2: vertical,
// its -x half on top). Pips of `a` are drawn on the -x half, `b` on the +x half.
struct TilePose {
  Vec2 center;
  float unit = 0;
  float angle = 0;
};
Rect bounds(const TilePose& pose);  // axis-aligned box (for right-angle poses: the tile itself)

struct LineSpot {
  TilePose pose;
  int a = -1, b = -1;  // pips on the -x / +x half; -1: an empty slot (no pips)
};

// Something clickable: `button:play`, `hand:6-4`, `end:L` ... in CSS pixels.
struct Target {
  std::string id;
  Rect rect;
};
// The first target containing `p` (targets are listed topmost first), or "" for none.
std::string hit_test(const std::vector<Target>& targets, Vec2 p);

// [SECTION] The line ----------------------------------------------------------------------

struct LinePlan {
  float unit = 0;                   // short side of every line tile
  std::vector<LineSpot> tiles;      // one per line tile, left-to-right line order
  std::optional<LineSpot> ends[2];  // where the next tile would go at End::Left / Right
};

// Lays `line` out inside `area` with tiles no larger than `max_unit`. `next_tile`: the tile
// the player has picked, so the end slots show it the way it would be laid (else an empty
// slot the size of a non-double). An empty line gives no tiles and no end slots.
LinePlan layout_line(const Line& line, const Rect& area, float max_unit,
                     const std::optional<Tile>& next_tile = std::nullopt);

// [SECTION] The table ---------------------------------------------------------------------

// What the table layout needs from the view model.
struct TableScene {
  int players = 2;
  std::vector<int> hand_counts;  // every seat's number of tiles
  int hand_capacity = 7;         // tiles dealt per hand: fixes the tile size for the round
  std::vector<Tile> hand;        // seat 0's tiles in display order
  Line line;
  bool human_turn = false;         // seat 0 is to move in phase play
  std::vector<bool> playable;      // per hand tile: it has a legal move now
  bool can_pass = false;           // pass is a legal move (alone, or beside tiles after a draw)
  bool can_draw = false;           // draw is the legal move
  std::optional<int> boneyard;     // Draw: tiles left to draw (the pile is shown); Block: none
  std::optional<Tile> selected;    // the tile picked, waiting for an end
  std::vector<End> selected_ends;  // where it may go
};

struct SeatPlace {
  SeatSide side = SeatSide::Bottom;  // where it sits (bubbles point from there)
  Rect box;                          // everything of this seat (card or block)
  Rect plate;                        // name (and score) plate
  std::vector<TilePose> backs;       // face-down tiles (empty for seat 0)
  Vec2 badge;                        // where the tile count goes
  Vec2 bubble;                       // where this seat's "Pass" bubble points
};

// The Draw game's boneyard: a face-down stack on the felt beside the line.
struct PileLayout {
  Rect box;                     // everything of it (a tap here draws when drawing is legal)
  std::vector<TilePose> stack;  // the face-down tiles shown (up to 4), bottom first
  TilePose top;                 // where a drawn tile leaves from (also once the pile is empty)
  Vec2 badge;                   // the count
  Rect label;                   // "Boneyard"
};

struct TableLayout {
  Vec2 canvas;
  bool portrait = false;       // phone-like: opponents in rows along the top
  bool compact_seats = false;  // 5+ players: small cards round the table
  Rect felt;                   // the table surface the line lives on
  Rect line_area;              // the part of the felt the line may use
  LinePlan line;
  float hand_unit = 0;
  std::vector<TilePose> hand;    // per hand tile, lifted when playable / selected
  std::vector<Rect> hand_hit;    // per hand tile: what a tap on it hits
  std::vector<SeatPlace> seats;  // per seat; seat 0 is the player's plate
  Rect menu_button;
  Rect info;                         // "Round 2 · first to 100"
  std::optional<Rect> scores_panel;  // wide screens, up to 4 players (else scores are on the plates)
  Rect status;                       // the status line
  Rect action_button;                // Draw or Pass, when the player may
  std::optional<PileLayout> pile;    // Draw only
  Vec2 deal_origin;                  // where a new round's tiles come from
};

TableLayout layout_table(Vec2 canvas, const TableScene& scene);
// What can be clicked on the table now: button:menu, hand:<tile> (playable tiles on the
// player's turn), end:L / end:R (for the picked tile), button:draw and boneyard (the pile)
// when drawing is the move, button:pass.
std::vector<Target> table_targets(const TableLayout& layout, const TableScene& scene);

// [SECTION] Other screens -----------------------------------------------------------------

struct TitleLayout {
  Rect logo;                    // the word "Boneyard" and its tiles
  Rect play;                    // button:play
  std::optional<Rect> resume;   // button:continue, when a saved match exists
  std::optional<Rect> message;  // a problem with the link or the save
  Rect credits;
};
TitleLayout layout_title(Vec2 canvas, bool can_resume, bool has_message);

struct SetupLayout {
  Rect header, back, title;          // button:back
  Rect content;                      // the scrolling list of options
  float column_x = 0, column_w = 0;  // the options column inside `content`
  Rect footer, note, start;          // button:start, and a note above it
};
SetupLayout layout_setup(Vec2 canvas);

// The round summary and the match end share one panel. `text_h`: the measured height of
// the explanation text at the panel's text width (summary_text_width).
struct SummaryLayout {
  Rect panel, headline, text;
  std::vector<Rect> rows;         // one per seat
  Rect primary;                   // button:next_round, or button:new_match at match end
  std::optional<Rect> secondary;  // button:main_menu at match end
};
float summary_text_width(Vec2 canvas);
SummaryLayout layout_summary(Vec2 canvas, int players, bool match_over, float text_h);

struct MenuLayout {
  Rect panel;
  std::vector<Target> items;  // menu:new_match, menu:copy_link, [menu:four_colour,] menu:main_menu
};
// `suit_colours`: the card games' table offers four suit colours (menu:four_colour).
MenuLayout layout_menu(Vec2 canvas, const Rect& menu_button, bool suit_colours = false);

}  // namespace boneyard
