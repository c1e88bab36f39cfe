// The trick table's view model: what a tap means and the words on the table for the domino
// trick games (Black Tile now), as pure functions of seat 0's view and its legal moves (no
// ImGui, no clock). The trick screen (screens/trick_table.cpp) and its layout
// (trick/trick_layout.h) read these; tests/shell/trick_model_test.cpp checks them.
//
// Gestures: in the pass, tapping a tile picks it (up to three; tapped again, it goes back)
// and a Pass button confirms. Leading, the player taps the half of a tile whose number is
// the suit to lead (the top half of a standing 6-4 leads sixes); a double, which is led as
// its number or as a double, is tapped and then one of two buttons says which ("Sixes",
// "Doubles"). Following, a tap on a tile that may follow plays it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/tile.h"
#include "games/blacktile/blacktile.h"
#include "trick/trick_layout.h"

namespace boneyard {

// --- Moves ----------------------------------------------------------------------------------
std::vector<Tile> trick_playable(const std::vector<std::string>& legal);        // tiles in play moves ("6-4", "6-4:6")
std::vector<int> lead_suits(const std::vector<std::string>& legal, Tile tile);  // suits it may be led as ("6-4:6" -> 6)
std::string lead_move(Tile tile, int suit);                                     // "6-4:6", "3-3:D"
bool leading(const std::vector<std::string>& legal);  // the moves name a suit: seat 0 leads a trick

// The pass: tapping `tile` picks it (while fewer than `count` are picked) or puts it back.
std::vector<Tile> toggle_pick(std::vector<Tile> picked, Tile tile, int count = 3);
std::string pass_move(std::vector<Tile> picked);  // "pass:3-1,4-4,6-0", if it is legal

// --- The table ------------------------------------------------------------------------------
// What the player is doing now, kept by the screen between taps.
struct TrickInput {
  std::vector<Tile> picked;      // the pass: tiles chosen so far
  std::optional<Tile> selected;  // leading: a tile tapped whose suit is still to be named
  bool review = false;           // the last trick is shown instead of the current one
};
// The scene for the trick layout: which tiles are active (pickable in the pass, playable in
// play), the lead halves, the status-row buttons, the trick shown per seat.
TrickScene blacktile_scene(const BlackTileView& view, const std::vector<std::string>& legal, const TrickInput& input);
// The counters each seat took this round (the dead tile too, once won), in trick order.
std::vector<std::vector<Tile>> counters_taken(const BlackTileView& view);
// The tiles of the last completed trick per seat (empty before the first).
std::vector<std::optional<Tile>> last_trick(const BlackTileView& view);
// What happened last: "West plays 6-4", "North takes the trick (3 points)". Empty at first.
std::string blacktile_latest(const BlackTileView& view);
// A seat's tricks and penalty points this round: "1 trick \u2022 3 pts".
std::string tricks_and_points(const BlackTileView& view, int seat);
// What a status-row button says: "Pass 3 tiles", "Lead", "Pass the lead", "Sixes", "Doubles".
std::string trick_button_label(const std::string& id);

// --- Words ----------------------------------------------------------------------------------
std::string suit_name(int suit);    // "sixes", "blanks", "doubles"
std::string suit_button(int suit);  // "Sixes", "Doubles"
// The main status line: "Choose 3 tiles to pass to West", "Your lead — tap the half to lead",
// "West is thinking…", "Follow with a six".
std::string blacktile_status(const BlackTileView& view, int picked);
// The round summary's headline ("You take 4 points", "West shoots the moon!") and sentence.
std::string blacktile_headline(const BlackTileView& view);
std::string blacktile_explanation(const BlackTileView& view);
std::string blacktile_match_headline(const BlackTileView& view);  // "You win the match!"

}  // namespace boneyard
