// Checking the tiles of a scripted deal (docs/protocol.md DEAL): every hand the right size,
// every tile written as a tile, from the game's set, and dealt no more often than the set
// holds it. Shared by every domino game; the messages are the ones a tester reads.
#pragma once

#include <string>
#include <vector>

#include "core/result.h"
#include "core/tile.h"

namespace boneyard {

class DealCheck {
 public:
  explicit DealCheck(int set, int copies = 1);  // double-`set`, `copies` sets mixed
  // One tile from `where` ("hand 2", "the widow"), or why it cannot be dealt.
  Result<Tile> take(const std::string& text, const std::string& where);
  // Every hand: `players` of them, `hand_size` tiles each.
  Result<std::vector<std::vector<Tile>>> hands(const std::vector<std::vector<std::string>>& hands, int players,
                                               int hand_size);
  std::vector<Tile> untaken() const;  // what is left of the set, sorted

 private:
  int set_, copies_;
  std::vector<int> left_;  // copies of each tile (by index) not yet dealt
};

}  // namespace boneyard
