// The hint at the table: the expert's move (Session::hint) in the table's words, and which
// of the player's tiles it concerns, for every game. Pure functions of the view and the move;
// tests/shell/hint_test.cpp checks them.
#pragma once

#include <string>

#include "core/match.h"

namespace boneyard {

// "Play 6-4 on the left end", "Lead 6-4 as sixes", "Pass 6-6, 5-5 and 3-1", "Bid 5",
// "Name sixes as trumps", "Take 26 off your own score"... (just "Play 6-4" when both open
// ends show the same number: either end is the same move).
std::string hint_text(const SeatView& view, const std::string& move);
// The same words inside a sentence, after a name or "the expert would": "play 6-4 on the left
// end", "pass 3-1, 5-5 and 6-0", "do not bid".
std::string move_phrase(const SeatView& view, const std::string& move);

// Whether both open ends of a line game's line show the same number (a lone double, say):
// then a tile played on the left or on the right end leaves the same ends, one move in two
// spellings ("6-3:L", "6-3:R"), and the table plays it at a tap.
bool ends_alike(const SeatView& view);

// Whether the hand's tile or card `face` (as written in moves: "6-4", "QS") is part of
// `move`: the tile played or led, one of three passed, the tile put aside for the widow.
bool hint_names(const std::string& move, const std::string& face);

// The play checker's note: "Your last move: the expert would play 6-4 on the left end
// instead, about 2.1 points better." (`loss`: the points the player's move gave away), or,
// when `win_loss` > 0, "..., a 12% better chance to win the match."""
std::string check_note(const SeatView& view, const std::string& expert, double loss, double win_loss = 0);

}  // namespace boneyard
