// The line table's layout and hit-testing: pure functions from the canvas size (CSS pixels) and a scene to
// rectangles (pure arithmetic, no drawing). The renderer draws exactly these rectangles and the
// clickable ones become targets, so what is drawn, what a click hits and what the browser
// test hook reports (`boneyardTest.targets()`) always agree. Unit-tested without a window.
//
// Index
//   [SECTION] The line        layout_line: the line of play inside the table
//   [SECTION] The table       TableScene (input) -> TableLayout; table_targets
//
// The line is laid as players lay it on a table: the first tile in the middle of the felt,
// and from it one arm each way in straight runs that turn only at the felt's edge (or before
// they would meet tiles laid earlier), each arm a quarter turn clockwise: the right arm runs
// right, down the felt's right edge, left along its bottom, up..., the left arm left, up,
// right along the top, down... The first row is the first tile's across the whole felt; after
// their first turn the right arm keeps below it and the left arm above, so an arm's tiles
// depend on its own tiles only and a tile played moves no other. A tile touches only the
// tiles it joins: a quarter of a tile's width lies between runs side by side. Doubles lie
// across a straight run (along it where there is no room across) and along a turn. The tiles
// are as large as the line allows (no larger than the hand's), shrinking as it grows; a line
// that no longer fits with its first tile in the middle may move it off the middle first.
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
#include "layout/geometry.h"
#include "line/line.h"
#include "line/view_model.h"
#include "session/seats.h"

namespace boneyard {

// [SECTION] The line ----------------------------------------------------------------------

struct LineSpot {
  TilePose pose;
  int a = -1, b = -1;  // pips on the -x / +x half; -1: an empty slot (no pips)
};

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
  float caption_room = 0;          // under each opponent (beside the one at the top of a table of
                                   // up to 4 on a wide screen), kept free for captions (the trick
                                   // games' "2 tricks • 3 pts" and "bid 5": two lines)
  bool marks = false;              // hand tiles may carry marks over their top edge (look/face.h:
                                   // a counter's value, a trump): room is kept for them
  bool new_tags = false;           // and a "new" tag under their bottom edge (a tile just drawn or
                                   // passed to the player)
  float hand_most = 0;             // the hand's tiles may grow to this short side past the table's
                                   // own largest, as the width allows (the trick games: to the room)
  float picked_lift = 0;           // a picked tile stands this much (in hand units) above a playable
                                   // one (the trick games' picks; the line's picked tile: its own)
  float scores_w = 0;              // the scores panel's width where its words need more than its own
  bool own_caption = false;        // a caption under the player's own plate too (the trick games'
                                   // "2 tricks • 3 pts"): the plate keeps to the top of the status
                                   // row, which grows to kOwnCaptionH under it where it must
  bool show_undo = false;          // the undo button has its place (the player allows undo)
  bool can_undo = false;           // and there is something to take back (button:undo)
  bool show_hint = false;          // the hint button has its place (a round in play)
  bool can_hint = false;           // and the player is to move (button:hint)
  std::optional<int> boneyard;     // Draw: tiles left to draw (the pile is shown); Block: none
  std::optional<Tile> selected;    // the tile picked, waiting for an end
  std::vector<End> selected_ends;  // where it may go
};

inline constexpr float kOwnCaptionH = 15;  // TableScene::own_caption: the line under the player's plate

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
  std::optional<Rect> undo_button;   // beside the menu button, when the scene shows it
  std::optional<Rect> hint_button;   // beside those, when the scene shows it
  Rect info;                         // "Round 2 · first to 100"
  std::optional<Rect> scores_panel;  // wide screens, up to 4 players (else scores are on the plates)
  Rect status;                       // the status line
  Rect action_button;                // Draw or Pass, when the player may
  std::optional<PileLayout> pile;    // Draw only
  Vec2 deal_origin;                  // where a new round's tiles come from
};

TableLayout layout_table(Vec2 canvas, const TableScene& scene);
// Where a seat's speech bubble may reach from its anchor ("Pass", "Draw ×3").
Rect bubble_room(Vec2 anchor, SeatSide side);
// What can be clicked on the table now: button:menu, button:undo (when there is something to
// take back), button:hint (when the player is to move), hand:<tile> (playable tiles on the
// player's turn), end:L / end:R (for the picked tile), button:draw and boneyard (the pile)
// when drawing is the move, button:pass.
std::vector<Target> table_targets(const TableLayout& layout, const TableScene& scene);

}  // namespace boneyard
