#include "games/hearts/hearts_search.h"

#include <algorithm>
#include <array>

namespace boneyard {

int card_item(Card c) { return static_cast<int>(c.suit) * 13 + c.rank - 2; }
Card item_card(int item) { return {static_cast<std::uint8_t>(item % 13 + 2), static_cast<CardSuit>(item / 13)}; }

TrickTables hearts_tables(const HeartsRules& rules) {
  TrickTables t;
  t.players = rules.players;
  t.suits = 4;
  for (const Card c : full_deck()) {
    const int item = card_item(c), suit = static_cast<int>(c.suit);
    t.members[static_cast<std::size_t>(suit)] |= std::uint64_t{1} << item;
    t.rank[static_cast<std::size_t>(suit)][static_cast<std::size_t>(item)] = c.rank;
    t.lead_as[static_cast<std::size_t>(item)] = static_cast<std::uint16_t>(1u << suit);
    t.points[static_cast<std::size_t>(item)] = static_cast<std::int8_t>(card_points(c));
    t.danger[static_cast<std::size_t>(item)] =
        static_cast<std::uint8_t>(card_points(c) * 16 + c.rank + (c.suit == CardSuit::Spades && c.rank > 12 ? 40 : 0));
  }
  t.hearts = static_cast<int>(CardSuit::Hearts);
  t.breaks = t.members[static_cast<std::size_t>(t.hearts)];
  if (rules.queen_breaks_hearts) t.breaks |= std::uint64_t{1} << card_item({12, CardSuit::Spades});
  t.scoring = TrickTables::Scoring::Penalty;
  t.moon_points = rules.moon == MoonRule::Off ? 0 : 26;
  return t;
}

namespace {

// The table as far as every seat saw it: points and tricks taken, the trick on the table.
void lay_table(TrickState& s, const HeartsView& v) {
  std::array<int, kMaxTrickSeats> points{}, tricks{};
  for (const auto& t : v.tricks) {
    ++tricks[static_cast<std::size_t>(t.winner)];
    for (const auto& p : t.plays) points[static_cast<std::size_t>(t.winner)] += card_points(p.card);
  }
  for (int seat = 0; seat < v.players(); ++seat)
    s.set_taken(seat, points[static_cast<std::size_t>(seat)], tricks[static_cast<std::size_t>(seat)]);
  s.set_tricks_done(static_cast<int>(v.tricks.size()));
  s.set_broken(v.hearts_broken);
  s.set_moon_total(v.rules.moon == MoonRule::Off ? 0 : 26);
  s.set_turn(v.leader);
  for (const auto& p : v.trick) s.replay(card_item(p.card), static_cast<int>(v.trick.front().card.suit));
  if (v.first_lead) s.set_forced(card_item(*v.first_lead));
}

}  // namespace

TrickState hearts_state(const HeartsView& everything, const TrickTables& tables) {
  TrickState s(tables);
  for (int seat = 0; seat < everything.players(); ++seat)
    for (Card c : *everything.hands[static_cast<std::size_t>(seat)]) s.give(seat, card_item(c));
  lay_table(s, everything);
  s.count_cards();
  return s;
}

namespace {

search::DealSampler make_sampler(const HeartsView& v, std::vector<int>& unknown, std::vector<int>& holders,
                                 std::vector<int>& placed_count) {
  const int n = v.players(), me = v.seat();
  std::array<std::array<bool, 4>, kMaxTrickSeats> void_in{};
  std::uint64_t seen = 0;
  auto see = [&](const std::vector<CardPlay>& plays) {
    for (const auto& p : plays) {
      seen |= std::uint64_t{1} << card_item(p.card);
      if (p.card.suit != plays.front().card.suit)
        void_in[static_cast<std::size_t>(p.seat)][static_cast<std::size_t>(plays.front().card.suit)] = true;
    }
  };
  for (const auto& t : v.tricks) see(t.plays);
  see(v.trick);
  for (Card c : v.hand) seen |= std::uint64_t{1} << card_item(c);
  placed_count.assign(static_cast<std::size_t>(n), 0);
  const int to = (me + v.pass_offset) % n;
  for (Card c : v.sent)
    if (!((seen >> card_item(c)) & 1u)) {  // passed and not played yet: `to` holds it
      seen |= std::uint64_t{1} << card_item(c);
      ++placed_count[static_cast<std::size_t>(to)];
    }
  std::vector<int> capacity;
  for (int s = 0; s < n; ++s)
    if (s != me) {
      holders.push_back(s);
      capacity.push_back(v.hand_counts[static_cast<std::size_t>(s)] - placed_count[static_cast<std::size_t>(s)]);
    }
  std::vector<std::uint32_t> allowed;
  for (Card c : v.rules.deck()) {
    if ((seen >> card_item(c)) & 1u) continue;
    unknown.push_back(card_item(c));
    std::uint32_t mask = 0;
    for (std::size_t h = 0; h < holders.size(); ++h)
      if (!void_in[static_cast<std::size_t>(holders[h])][static_cast<std::size_t>(c.suit)]) mask |= 1u << h;
    allowed.push_back(mask);
  }
  return search::DealSampler(std::move(allowed), std::move(capacity));
}

}  // namespace

HeartsSearch::HeartsSearch(const HeartsView& v)
    : tables_(hearts_tables(v.rules)), known_(tables_), sampler_([&] {
        std::vector<int> placed;
        return make_sampler(v, unknown_, holders_, placed);
      }()) {
  for (Card c : v.hand) known_.give(v.seat(), card_item(c));
  const int to = (v.seat() + v.pass_offset) % v.players();
  std::uint64_t played = 0;
  for (const auto& t : v.tricks)
    for (const auto& p : t.plays) played |= std::uint64_t{1} << card_item(p.card);
  for (const auto& p : v.trick) played |= std::uint64_t{1} << card_item(p.card);
  for (Card c : v.sent)
    if (!((played >> card_item(c)) & 1u)) known_.give(to, card_item(c));
  lay_table(known_, v);
}

TrickState HeartsSearch::sample(Rng& rng) const {
  TrickState s = known_;
  const std::vector<int> holder = sampler_.sample(rng);
  for (std::size_t i = 0; i < unknown_.size(); ++i)
    s.give(holders_[static_cast<std::size_t>(holder[i])], unknown_[i]);
  s.count_cards();
  return s;
}

std::string hearts_search_move(const HeartsView& view, int iterations, std::uint64_t seed) {
  const HeartsSearch hs(view);
  auto search = search::make_search<TrickState>([&hs](Rng& rng) { return hs.sample(rng); }, iterations, seed);
  return item_card(TrickState::item_of(search.run())).str();
}

}  // namespace boneyard
