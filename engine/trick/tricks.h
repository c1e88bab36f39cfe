// Mechanics shared by the domino trick games (Black Tile, Domino Whist): the 3-tile pass,
// the moves of leading and following, and their text (docs/protocol.md).
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "core/tile.h"
#include "trick/domino_suits.h"

namespace boneyard {

// --- The pass: each seat chooses three, then all are handed on at once -------------------
// Items are named by their text ("6-4", "QS"); the move lists them sorted as strings.
std::vector<std::string> pass_moves(const std::vector<std::string>& hand);  // every "pass:a,b,c"
std::string pass_move(std::vector<std::string> three);                      // canonical text
std::vector<std::string> pass_names(std::string_view move);                 // the names after "pass:"
std::vector<std::string> pass_moves(const std::vector<Tile>& hand);
// "pass:6-6,0-0,3-1" in any order -> the canonical move, or why it is malformed.
Result<std::string> canonical_pass(std::string_view move);
std::vector<Tile> pass_tiles(std::string_view canonical);  // precondition: canonical

// Moves each seat's `chosen` items to the seat `offset` places on; `received` gets them.
template <class Item>
void exchange(std::vector<std::vector<Item>>& hands, std::vector<std::vector<Item>>& chosen,
              std::vector<std::vector<Item>>& received, int offset) {
  const std::size_t n = hands.size();
  for (std::size_t s = 0; s < n; ++s)
    for (const Item& t : chosen[s]) hands[s].erase(std::find(hands[s].begin(), hands[s].end(), t));
  for (std::size_t s = 0; s < n; ++s) {
    const std::size_t to = (s + static_cast<std::size_t>(offset)) % n;
    hands[to].insert(hands[to].end(), chosen[s].begin(), chosen[s].end());
    std::sort(hands[to].begin(), hands[to].end());
    received[to] = chosen[s];
    std::sort(received[to].begin(), received[to].end());
  }
  for (auto& c : chosen) c.clear();
}

// --- Leading and following --------------------------------------------------------------
std::vector<std::string> lead_moves(const std::vector<Tile>& hand, const Trumps& trumps);  // "6-4:6"
std::vector<std::string> follow_moves(const std::vector<Tile>& hand, int led_suit, const Trumps& trumps);
// The game whose other moves canonical_trick_move() names when it refuses one.
enum class TrickGame { BlackTile, Whist };
// "6-4:6", "4-6:d", "6-4" -> canonical, or why it is malformed. `max_number`: the set's N.
Result<std::string> canonical_trick_move(std::string_view move, int max_number, TrickGame game);

}  // namespace boneyard
