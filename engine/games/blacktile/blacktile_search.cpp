#include "games/blacktile/blacktile_search.h"

#include "search/thinking.h"

#include <algorithm>
#include <array>
#include <bit>

namespace boneyard {

int suit_index(int suit) { return suit == kDoublesSuit ? 7 : suit; }
int index_suit(int index) { return index == 7 ? kDoublesSuit : index; }

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
  return t.str() + ":" + suit_text(index_suit(suit));
}

TrickTables blacktile_tables(const BlackTileRules& r) {
  TrickTables t;
  t.players = r.players;
  t.suits = 8;
  for (const Tile tile : double_set(6)) {
    const auto item = static_cast<std::size_t>(tile.index());
    for (int suit : {0, 1, 2, 3, 4, 5, 6, kDoublesSuit})
      if (in_suit(tile, suit, {})) {
        const auto k = static_cast<std::size_t>(suit_index(suit));
        t.members[k] |= std::uint64_t{1} << item;
        t.rank[k][item] = static_cast<std::uint8_t>(suit_rank(tile, suit));
      }
    for (int suit : lead_suits(tile, {})) t.lead_as[item] |= static_cast<std::uint16_t>(1u << suit_index(suit));
    const int value = counter_value(tile, r.points);
    t.points[item] = static_cast<std::int8_t>(value);
    t.danger[item] = static_cast<std::uint8_t>(std::min(255, value * 16 + tile.pips()));
  }
  t.scoring = TrickTables::Scoring::Penalty;
  t.partnership = r.partnership;
  t.moon_points = r.moon_points;
  return t;
}

BlackTileWorlds::BlackTileWorlds(const BlackTileView& v, std::optional<int> leader)
    : rules_(v.rules), worlds_(std::make_unique<TrickWorlds>(blacktile_tables(v.rules))) {
  const TrickTables& tables = worlds_->tables();
  const int n = v.players(), me = v.seat();
  for (const Tile tile : double_set(6)) total_ += counter_value(tile, rules_.points);
  TrickState& known = worlds_->known;
  std::array<std::uint8_t, kMaxTrickSeats> void_in{};  // bit per suit index
  std::uint64_t seen = 0;
  auto see = [&](const std::vector<TrickPlay>& plays, int led) {
    for (const auto& p : plays) {
      seen |= std::uint64_t{1} << p.tile.index();
      if (!in_suit(p.tile, led, {})) void_in[static_cast<std::size_t>(p.seat)] |= static_cast<std::uint8_t>(1u << suit_index(led));
    }
  };
  std::array<int, kMaxTrickSeats> points{}, tricks{};
  for (const auto& t : v.tricks) {
    see(t.plays, t.led_suit);
    ++tricks[static_cast<std::size_t>(t.winner)];
    for (const auto& p : t.plays) points[static_cast<std::size_t>(t.winner)] += counter_value(p.tile, rules_.points);
  }
  if (v.led_suit) see(v.trick, *v.led_suit);
  if (!v.tricks.empty()) first_winner_ = v.tricks.front().winner;
  // The dead tile: none, known (won by this seat, or the whole state), or a secret.
  dead_known_ = !v.has_dead || v.dead.has_value();
  if (v.dead) {
    seen |= std::uint64_t{1} << v.dead->index();
    if (rules_.dead_to_first_trick && first_winner_ >= 0)
      points[static_cast<std::size_t>(first_winner_)] += counter_value(*v.dead, rules_.points);
  }
  const bool whole = me < 0;
  std::array<int, kMaxTrickSeats> placed{};
  if (whole) {
    for (int s = 0; s < n; ++s)
      for (Tile tile : *v.hands[static_cast<std::size_t>(s)]) known.give(s, tile.index());
  } else {
    for (Tile tile : v.hand) {
      seen |= std::uint64_t{1} << tile.index();
      known.give(me, tile.index());
    }
    const int to = (me + rules_.pass_offset) % n;
    for (Tile tile : v.sent)
      if (!((seen >> tile.index()) & 1u)) {
        seen |= std::uint64_t{1} << tile.index();
        known.give(to, tile.index());
        ++placed[static_cast<std::size_t>(to)];
      }
    std::array<int, kMaxTrickSeats> holder_of{};
    for (int s = 0; s < n; ++s)
      if (s != me)
        holder_of[static_cast<std::size_t>(s)] =
            worlds_->add_holder(s, v.hand_counts[static_cast<std::size_t>(s)] - placed[static_cast<std::size_t>(s)]);
    const int aside = dead_known_ ? -1 : worlds_->add_holder(-1, 1);
    for (const Tile tile : double_set(6)) {
      if ((seen >> tile.index()) & 1u) continue;
      std::uint32_t mask = aside >= 0 ? 1u << aside : 0u;
      for (int s = 0; s < n; ++s) {
        if (s == me) continue;
        bool may = true;
        for (int k = 0; k < 8; ++k)
          if ((void_in[static_cast<std::size_t>(s)] >> k & 1u) && tables.in(k, tile.index())) may = false;
        if (may) mask |= 1u << holder_of[static_cast<std::size_t>(s)];
      }
      worlds_->hide(tile.index(), mask);
    }
  }
  for (int s = 0; s < n; ++s) known.set_taken(s, points[static_cast<std::size_t>(s)], tricks[static_cast<std::size_t>(s)]);
  known.set_tricks_done(static_cast<int>(v.tricks.size()));
  int moon_total = total_;
  if (v.dead && !rules_.dead_to_first_trick) moon_total -= counter_value(*v.dead, rules_.points);
  known.set_moon_total(moon_total);
  if (v.dead && rules_.dead_to_first_trick && first_winner_ < 0)
    known.set_first_trick_bonus(counter_value(*v.dead, rules_.points));
  known.set_turn(leader.value_or(v.leader));
  for (const auto& p : v.trick) known.replay(p.tile.index(), suit_index(*v.led_suit));
  worlds_->ready();
  leading_ = v.trick.empty();
  if (whole) known.count_cards();
}

TrickState BlackTileWorlds::sample(Rng& rng) const {
  std::vector<int> aside;
  TrickState s = worlds_->sample(rng, &aside);
  if (!dead_known_ && !aside.empty()) {  // this world's dead tile
    const int value = counter_value(item_tile(aside.front()), rules_.points);
    if (!rules_.dead_to_first_trick)
      s.set_moon_total(total_ - value);
    else if (first_winner_ < 0)
      s.set_first_trick_bonus(value);
    else
      s.set_taken(first_winner_, s.points(first_winner_) + value, s.tricks(first_winner_));
  }
  return s;
}

std::unique_ptr<BotThinking> blacktile_search(const BlackTileView& view, int iterations, std::uint64_t seed) {
  if (view.phase() == Phase::LeadPass) {
    using Compare = search::CompareThinking<TrickState, BlackTileWorlds>;
    std::vector<Compare::Choice> choices;
    choices.push_back({"lead", std::make_unique<BlackTileWorlds>(view, view.leader)});
    choices.push_back({"pass_lead", std::make_unique<BlackTileWorlds>(view, (view.leader + 1) % view.players())});
    return std::make_unique<Compare>(view.seat(), std::move(choices), iterations, seed);
  }
  return std::make_unique<search::SearchThinking<TrickState, BlackTileWorlds>>(
      std::make_unique<BlackTileWorlds>(view), iterations, seed, [](const BlackTileWorlds& w, search::Move m) {
        return tile_move_text(m, w.leading(), w.worlds().tables());
      });
}

}  // namespace boneyard
