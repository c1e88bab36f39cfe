// Other worlds a seat cannot tell from a match: the same public play and the same hand for
// the seat, the hidden tiles dealt differently (for the fairness tests of the bots, the
// analysis and the tracker).
#pragma once

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/match.h"
#include "core/rng.h"
#include "line/line_match.h"
#include "trick/plays.h"
#include "trick/trick_view.h"

namespace boneyard::testing {

// Another world for the trick games, the same for `seat`: every seat is dealt the items it
// has played this round and as many as it holds now; the seat keeps its own, the others'
// unplayed items are shuffled among them.
template <class Item>
inline Deal reshuffled(const TrickView<Item>& whole, const std::vector<std::vector<Item>>& hands, int seat, Rng& rng) {
  const std::size_t n = hands.size();
  std::vector<std::vector<Item>> dealt(n);
  for (const auto& t : whole.tricks)
    for (const auto& p : t.plays) dealt[static_cast<std::size_t>(p.seat)].push_back(played(p));
  for (const auto& p : whole.trick) dealt[static_cast<std::size_t>(p.seat)].push_back(played(p));
  std::vector<Item> pool;
  for (std::size_t s = 0; s < n; ++s)
    if (static_cast<int>(s) != seat) pool.insert(pool.end(), hands[s].begin(), hands[s].end());
  rng.shuffle(pool);
  std::size_t next = 0;
  Deal d;
  for (std::size_t s = 0; s < n; ++s) {
    for (const Item& i : hands[s]) dealt[s].push_back(static_cast<int>(s) == seat ? i : pool[next++]);
    d.hands.emplace_back();
    for (const Item& i : dealt[s]) d.hands.back().push_back(i.str());
  }
  return d;
}

// A world the seat to move of a line match cannot tell from `m`'s: the other seats' tiles
// still held from the deal and the boneyard not yet drawn are dealt again among themselves
// (Block: with the sleeping tiles), keeping every tile played and every tile drawn where it
// was. Single sets only (with two sets a played tile's copy is ambiguous).
inline Deal hidden_reshuffle(const Match& m, int seat, Rng& rng) {
  auto start = replay(m, 0);
  REQUIRE(start.ok());
  const auto& dealt = dynamic_cast<const LineMatch&>(**start);
  const auto& now = dynamic_cast<const LineMatch&>(m);
  const auto census = dealt.census();
  std::vector<Tile> boneyard, sleeping;
  for (const auto& located : census) {
    const auto place = located.substr(located.find('@') + 1);
    const Tile t = *parse_tile(located.substr(0, located.find('@')));
    if (place == "boneyard") boneyard.push_back(t);
    if (place == "sleeping") sleeping.push_back(t);
  }
  std::size_t drawn = 0;
  const auto whole = now.line_view(-1);
  for (const auto& e : whole->log) drawn += e.move == "draw";
  std::vector<Tile> pool(boneyard.begin() + static_cast<std::ptrdiff_t>(drawn), boneyard.end());
  pool.insert(pool.end(), sleeping.begin(), sleeping.end());
  const auto held = [&](int s, Tile t) {
    const auto& h = now.hands()[static_cast<std::size_t>(s)];
    return s != seat && std::find(h.begin(), h.end(), t) != h.end();
  };
  for (int s = 0; s < m.players(); ++s)
    for (Tile t : dealt.hands()[static_cast<std::size_t>(s)])
      if (held(s, t)) pool.push_back(t);
  rng.shuffle(pool);
  std::size_t next = 0;
  Deal d;
  for (int s = 0; s < m.players(); ++s) {
    d.hands.emplace_back();
    for (Tile t : dealt.hands()[static_cast<std::size_t>(s)]) d.hands.back().push_back((held(s, t) ? pool[next++] : t).str());
  }
  if (now.rules().draw_game) {
    d.boneyard.emplace();
    for (std::size_t i = 0; i < boneyard.size(); ++i) d.boneyard->push_back((i < drawn ? boneyard[i] : pool[next++]).str());
  }
  return d;
}

template <class Item>
inline Deal deal_of(const std::vector<std::vector<Item>>& hands) {
  Deal d;
  for (const auto& h : hands) {
    d.hands.emplace_back();
    for (const Item& i : h) d.hands.back().push_back(i.str());
  }
  return d;
}

}  // namespace boneyard::testing
