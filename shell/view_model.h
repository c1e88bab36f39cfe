// The view model: what the table screen shows and what a tap means, as pure functions of
// the session's state (no ImGui, no clock). The renderer and the layout read these; the
// unit tests check them without a window.
//
// Seats: the player is seat 0 at the bottom; play passes to seat 1 on the player's left,
// then round the table clockwise on screen (RULES.md §0): 2 players: North; 3 players: West,
// East; 4 players: West, North, East.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/tile.h"
#include "line/line.h"
#include "line/line_match.h"
#include "session.h"

namespace boneyard {

enum class SeatSide { Bottom, Left, Top, Right };

std::string seat_name(int players, int seat);  // "You", "West", "North", "East", or "Bot 4".
SeatSide seat_side(int players, int seat);

// --- What the player may do --------------------------------------------------------------
std::vector<Tile> playable_tiles(const std::vector<std::string>& legal);      // tiles in legal moves
std::vector<End> ends_for(const std::vector<std::string>& legal, Tile tile);  // where it may go
bool must_pass(const std::vector<std::string>& legal);                        // only "pass" is legal

// What tapping a hand tile does: play at once (the opening tile, or a tile with one place),
// select it so its ends light up, or deselect it (tapped again). Unplayable tiles do nothing.
struct TapOutcome {
  std::optional<std::string> play;  // a legal move to make now
  std::optional<Tile> selected;     // the selection afterwards
};
TapOutcome tap_tile(const std::vector<std::string>& legal, Tile tile, std::optional<Tile> selected);
// The move for putting the selected tile at `end`, if that is legal.
std::optional<std::string> tap_end(const std::vector<std::string>& legal, Tile selected, End end);

// --- Words -------------------------------------------------------------------------------
// The main status line: "Your turn — pick a tile", "North is thinking…", "Round over".
std::string turn_text(const LineView& view, bool tile_selected);
// One event in words: "East passes (no 4 or 2)", "North plays 6-4", "You open with 6-6".
std::string event_text(const TimedEvent& event, int players);
// The round summary's headline: "You win the round!", "Blocked — West wins with 3 pips".
std::string round_headline(const LineView& view);
std::string match_headline(const LineView& view);  // "You win the match!" / "North wins the match"
// "highest_double" -> "Highest double"; "true" -> "On".
std::string pretty_value(std::string_view value);

}  // namespace boneyard
