#include "trick/domino_worlds.h"

#include <algorithm>
#include <array>
#include <bit>

namespace boneyard {

namespace {
int suit_slot(int suit, int max_number) { return suit == kDoublesSuit ? max_number + 1 : suit; }
}  // namespace

Tile item_tile(int item) {
  int hi = 0;
  while ((hi + 1) * (hi + 2) / 2 <= item) ++hi;
  return Tile::of(hi, item - hi * (hi + 1) / 2);
}

std::string tile_move_text(search::Move m, bool leading, const TrickTables& tables) {
  const int item = TrickState::item_of(m);
  const Tile t = item_tile(item);
  if (!leading) return t.str();
  int suit = TrickState::suit_of(m);
  if (suit < 0) suit = std::countr_zero(tables.lead_as[static_cast<std::size_t>(item)]);
  return t.str() + ":" + suit_text(suit == tables.suits - 1 ? kDoublesSuit : suit);
}

TrickTables domino_tables(int players, int max_number, const Trumps& trumps, int (*points)(Tile, int), int scheme) {
  TrickTables t;
  t.players = players;
  t.suits = max_number + 2;
  for (const Tile tile : double_set(max_number)) {
    const auto item = static_cast<std::size_t>(tile.index());
    for (int suit = -1; suit <= max_number; ++suit) {
      const int s = suit < 0 ? kDoublesSuit : suit;
      if (!in_suit(tile, s, trumps)) continue;
      const auto k = static_cast<std::size_t>(suit_slot(s, max_number));
      t.members[k] |= std::uint64_t{1} << item;
      t.rank[k][item] = static_cast<std::uint8_t>(suit_rank(tile, s));
    }
    for (int s : lead_suits(tile, trumps))
      t.lead_as[item] |= static_cast<std::uint16_t>(1u << suit_slot(s, max_number));
    const int value = points ? points(tile, scheme) : 0;
    t.points[item] = static_cast<std::int8_t>(value);
    t.danger[item] = static_cast<std::uint8_t>(std::min(255, value * 16 + tile.pips()));
  }
  if (trumps.suit) t.trump = suit_slot(*trumps.suit, max_number);
  return t;
}

void describe_domino_worlds(TrickWorlds& w, const TrickView<Tile>& v, const DominoKnowledge& k) {
  const TrickTables& tables = w.tables();
  const int n = v.players(), me = v.seat(), top = k.max_number;
  TrickState& known = w.known;
  std::array<std::uint16_t, kMaxTrickSeats> void_in{};  // bit per suit slot
  std::uint64_t seen = 0;
  auto see = [&](const std::vector<TrickPlay>& plays, int led) {
    for (const auto& p : plays) {
      seen |= std::uint64_t{1} << p.tile.index();
      if (!in_suit(p.tile, led, k.trumps))
        void_in[static_cast<std::size_t>(p.seat)] |= static_cast<std::uint16_t>(1u << suit_slot(led, top));
    }
  };
  std::array<int, kMaxTrickSeats> points{}, tricks{};
  for (const auto& t : v.tricks) {
    see(t.plays, t.led_suit);
    ++tricks[static_cast<std::size_t>(t.winner)];
    for (const auto& p : t.plays)
      points[static_cast<std::size_t>(t.winner)] += tables.points[static_cast<std::size_t>(p.tile.index())];
  }
  if (v.led_suit) see(v.trick, *v.led_suit);
  for (Tile t : k.out) seen |= std::uint64_t{1} << t.index();
  if (me < 0) {
    for (int s = 0; s < n; ++s)
      for (Tile tile : *v.hands[static_cast<std::size_t>(s)]) known.give(s, tile.index());
  } else {
    for (Tile tile : v.hand) {
      seen |= std::uint64_t{1} << tile.index();
      known.give(me, tile.index());
    }
    std::array<int, kMaxTrickSeats> placed{}, holder_of{};
    // Tiles passed to the seat that then put tiles aside unseen: in its hand, or aside.
    const bool maybe_aside = k.aside > 0 && k.aside_by >= 0 && k.aside_by == k.pass_to;
    std::uint64_t passed_there = 0;
    if (k.pass_to >= 0)
      for (Tile tile : v.sent)
        if (!((seen >> tile.index()) & 1u)) {
          seen |= std::uint64_t{1} << tile.index();
          if (maybe_aside) {
            passed_there |= std::uint64_t{1} << tile.index();
            continue;
          }
          known.give(k.pass_to, tile.index());
          ++placed[static_cast<std::size_t>(k.pass_to)];
        }
    for (int s = 0; s < n; ++s)
      if (s != me)
        holder_of[static_cast<std::size_t>(s)] =
            w.add_holder(s, v.hand_counts[static_cast<std::size_t>(s)] - placed[static_cast<std::size_t>(s)]);
    const int aside = k.aside > 0 ? w.add_holder(-1, k.aside) : -1;
    for (const Tile tile : double_set(top)) {
      const bool passed = (passed_there >> tile.index()) & 1u;  // to pass_to, unless aside
      if (((seen >> tile.index()) & 1u) && !passed) continue;
      std::uint32_t mask = aside >= 0 ? 1u << aside : 0u;
      for (int s = 0; s < n; ++s)
        if (s != me && (!passed || s == k.pass_to)) {
          const std::uint16_t voids = void_in[static_cast<std::size_t>(s)];
          bool may = true;
          for (int slot = 0; slot < tables.suits; ++slot)
            if ((voids >> slot & 1u) && tables.in(slot, tile.index())) may = false;
          if (may) mask |= 1u << holder_of[static_cast<std::size_t>(s)];
        }
      w.hide(tile.index(), mask);
    }
  }
  for (int s = 0; s < n; ++s)
    known.set_taken(s, points[static_cast<std::size_t>(s)], tricks[static_cast<std::size_t>(s)]);
  known.set_tricks_done(static_cast<int>(v.tricks.size()));
  known.set_turn(k.leader.value_or(v.leader));
  for (const auto& p : v.trick) known.replay(p.tile.index(), suit_slot(*v.led_suit, top));
  w.ready();
  if (me < 0) known.count_cards();
}

}  // namespace boneyard
