// Plays and completed tricks, shared by the trick games: their items are domino tiles
// (Black Tile, Domino Whist) or cardominoes (Domino Hearts).
//
// A play keeps the name its game gives the item (`tile` or `card`), so a play is two
// small structs; a completed trick is one template. A domino's suit is named by the leader
// (a tile belongs to two suits), so a domino trick also records the suit led; a card's suit
// is printed on it. TrickItem<Item> says which suit type and trick record an item has.
#pragma once

#include <vector>

#include "core/json.h"
#include "core/tile.h"
#include "trick/card.h"

namespace boneyard {

template <class Item>
struct Play;  // one seat's item in a trick

template <>
struct Play<Tile> {
  int seat = 0;
  Tile tile;
  bool operator==(const Play&) const = default;
};

template <>
struct Play<Card> {
  int seat = 0;
  Card card;
  bool operator==(const Play&) const = default;
};

using TrickPlay = Play<Tile>;
using CardPlay = Play<Card>;
inline Tile played(const TrickPlay& p) { return p.tile; }  // what the seat played
inline Card played(const CardPlay& p) { return p.card; }

template <class Item>
struct Trick {  // a completed trick
  int leader = 0;
  std::vector<Play<Item>> plays;  // in play order
  int winner = 0;
};

using CardTrick = Trick<Card>;
struct TrickRecord : Trick<Tile> {  // a completed domino trick
  int led_suit = 0;                 // a number, or kDoublesSuit
};

template <class Item>
struct TrickItem;

template <>
struct TrickItem<Tile> {
  using Suit = int;  // a number, or kDoublesSuit (trick/domino_suits.h)
  using Record = TrickRecord;
};

template <>
struct TrickItem<Card> {
  using Suit = CardSuit;
  using Record = CardTrick;
};

// [{"seat":1,"tile":"6-4"},...] (docs/protocol.md: cards are written under "tile" too)
template <class Item>
Json plays_json(const std::vector<Play<Item>>& plays) {
  Json a = Json::array();
  for (const auto& p : plays) a.push(Json::object().set("seat", p.seat).set("tile", played(p).str()));
  return a;
}

}  // namespace boneyard
