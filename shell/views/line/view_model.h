// The line table's view model: what the table screen shows and what a tap means, as pure functions of
// the session's state (no ImGui, no clock). The renderer and the layout read these; the
// unit tests check them without a window.
//
// Seats and their names: session/seats.h.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/tile.h"
#include "line/line.h"
#include "line/line_match.h"
#include "session/seats.h"
#include "session/session.h"

namespace boneyard {


// --- What the player may do --------------------------------------------------------------
std::vector<Tile> playable_tiles(const std::vector<std::string>& legal);      // tiles in legal moves
std::vector<End> ends_for(const std::vector<std::string>& legal, Tile tile);  // where it may go
bool must_pass(const std::vector<std::string>& legal);                        // only "pass" is legal
bool may_pass(const std::vector<std::string>& legal);                         // "pass" is among them
bool must_draw(const std::vector<std::string>& legal);                        // only "draw" is legal

// What tapping a hand tile does: play at once (the opening tile, a tile with one place, or
// a tile onto a lone double, whose two ends give the same line), select it so its ends light
// up, or deselect it (tapped again). Unplayable tiles do nothing. `line`: the line now.
struct TapOutcome {
  std::optional<std::string> play;  // a legal move to make now
  std::optional<Tile> selected;     // the selection afterwards
};
TapOutcome tap_tile(const std::vector<std::string>& legal, Tile tile, std::optional<Tile> selected,
                    const Line& line = {});
// The move for putting the selected tile at `end`, if that is legal.
std::optional<std::string> tap_end(const std::vector<std::string>& legal, Tile selected, End end);

// The tiles seat 0 drew since it last played a tile, still in its hand: shown as new.
std::vector<Tile> fresh_draws(const std::vector<TimedEvent>& events, const std::vector<Tile>& hand);

// Keys for the tile motion tracker (layout/motion.h), one per tile, stable while a tile stays put or
// moves from the hand to the line. Combined sets hold two of a tile, so a key is the tile and
// its copy: copies in the line are numbered in the order they were played (from `events`),
// copies in the hand after those.
std::vector<int> line_keys(const Line& line, const std::vector<TimedEvent>& events);
std::vector<int> hand_keys(const std::vector<Tile>& hand, const Line& line);

// --- Words -------------------------------------------------------------------------------
// The main status line: "Your turn — pick a tile", "No tile fits — draw", "North is thinking…".
std::string turn_text(const LineView& view, bool tile_selected);
// One event in words: "East passes (no 4 or 2)", "North plays 6-4", "You open with 6-6",
// "East draws", "East passes (boneyard empty)". `draw_game`: passes mean an empty boneyard.
std::string event_text(const TimedEvent& event, int players, bool draw_game = false);
// What happened last, with a run of draws told as one: "East draws 3 tiles and plays 6-4",
// "North draws 2 tiles", "You draw 5-2", "You draw and pass". Empty before the first move.
std::string latest_text(const std::vector<TimedEvent>& events, int players, bool draw_game);

// A speech bubble at a seat: "Pass", or an opponent's run of draws ("Draw", "Draw ×3"),
// shown from `at` (ms; a run's latest draw), in event order.
struct SeatBubble {
  int seat = 0;
  std::string text;
  double at = 0;
};
std::vector<SeatBubble> seat_bubbles(const std::vector<TimedEvent>& events);

// Why the deal was made again (LineView::redeals > 0), else "".
std::string redeal_text(const LineView& view);
// The round summary's sentence: the engine's explanation with seat names, plus, for a
// blocked Draw round, what the boneyard still held.
std::string round_explanation(const LineView& view);
// The round summary's headline: "You win the round!", "Blocked — West wins with 3 pips".
std::string round_headline(const LineView& view);
std::string match_headline(const LineView& view);  // "You win the match!" / "North wins the match"

}  // namespace boneyard
