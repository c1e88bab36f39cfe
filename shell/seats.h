// Seats and their names, the same at every table.
//
// Seats: the player is seat 0 at the bottom; play passes to seat 1 on the player's left,
// then round the table clockwise on screen (RULES.md §0): 2 players: North; 3 players: West,
// East; 4 players: West, North, East. Bigger tables (5-10 players, double-nine and
// double-twelve sets) seat named players up the left side, along the top and down the right.
#pragma once

#include <string>
#include <vector>

namespace boneyard {

enum class SeatSide { Bottom, Left, Top, Right };

std::string seat_name(int players, int seat);      // "You", "West", "North", "East"; "Ada", "Bea"... for 5+
SeatSide seat_side(int players, int seat);         // up to 4 players; bigger tables: see layout_table
std::vector<std::string> seat_names(int players);  // every seat's name, for name_seats()

}  // namespace boneyard
