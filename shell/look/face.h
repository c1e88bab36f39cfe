// What is printed on a tile of the tables: a domino's two numbers or, in Domino Hearts, a
// playing card (a "cardomino"), with the marks the table adds: a counter's penalty value
// (Black Tile) and a trump (Domino Whist). Two faces are the same piece when their tile or
// card is; the marks say how it is shown, not what it is.
#pragma once

#include <optional>
#include <string>

#include "core/tile.h"
#include "trick/card.h"

namespace boneyard {

struct Face {
  Tile tile;
  std::optional<Card> card;  // a cardomino: the card printed on it (`tile` is unused)
  int value = 0;             // a value disc (Black Tile counters), 0: none
  bool trump = false;        // a trump mark (Domino Whist)

  Face() = default;
  Face(Tile t) : tile(t) {}  // NOLINT: a domino is a face
  Face(Card c) : card(c) {}  // NOLINT: so is a cardomino

  std::string str() const { return card ? card->str() : tile.str(); }  // "6-4", "QS": move text
  int key() const { return card ? 100 + static_cast<int>(card->suit) * 13 + card->rank : tile.index(); }  // motion
  bool is_double() const { return !card && tile.is_double(); }
  bool operator==(const Face& o) const { return card == o.card && (card || tile == o.tile); }
};

}  // namespace boneyard
