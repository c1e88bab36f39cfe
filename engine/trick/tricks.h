// Mechanics shared by the domino trick games (Black Tile, Domino Whist): the 3-tile pass,
// the moves of leading and following, and their text (PROTOCOL.md).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/json.h"
#include "core/result.h"
#include "core/tile.h"
#include "trick/domino_suits.h"

namespace boneyard {

// --- The pass: each seat chooses three tiles, then all are handed on at once ------------
std::vector<std::string> pass_moves(const std::vector<Tile>& hand);  // every "pass:a,b,c"
std::string pass_move(std::vector<Tile> three);                      // canonical text
// "pass:6-6,0-0,3-1" in any order -> the canonical move, or why it is malformed.
Result<std::string> canonical_pass(std::string_view move);
std::vector<Tile> pass_tiles(std::string_view canonical);  // precondition: canonical
// Moves each seat's `chosen` tiles to the seat `offset` places on; `received` gets them.
void exchange(std::vector<std::vector<Tile>>& hands, std::vector<std::vector<Tile>>& chosen,
              std::vector<std::vector<Tile>>& received, int offset);

// --- Leading and following --------------------------------------------------------------
std::vector<std::string> lead_moves(const std::vector<Tile>& hand, const Trumps& trumps);  // "6-4:6"
std::vector<std::string> follow_moves(const std::vector<Tile>& hand, int led_suit, const Trumps& trumps);
// "6-4:6", "4-6:d", "6-4" -> canonical, or why it is malformed. `max_number`: the set's N.
Result<std::string> canonical_trick_move(std::string_view move, int max_number);
Json plays_json(const std::vector<TrickPlay>& plays);  // [{"seat":1,"tile":"6-4"},...]

}  // namespace boneyard
