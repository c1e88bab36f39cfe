#include "games/hearts/hearts_search.h"

#include "search/thinking.h"
#include "trick/claim.h"
#include "trick/pass_search.h"

#include <algorithm>
#include <array>
#include <bit>

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

TrickTables hearts_match_tables(const HeartsView& v, search::Aim aim) {
  TrickTables t = hearts_tables(v.rules);
  t.stakes.set(v.scores, {v.rules.target, true, v.rules.end_tie_shared});
  t.stakes.aim(aim, 26, 13);  // a round hands out 26 points
  t.moon_choices = v.rules.moon == MoonRule::Choice      ? 1 | 2
                   : v.rules.moon == MoonRule::ChoiceOne ? 2 | 4
                                                         : 1;
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

std::unique_ptr<TrickWorlds> hearts_worlds(const HeartsView& v, search::Aim aim) {
  auto w = std::make_unique<TrickWorlds>(hearts_match_tables(v, aim));
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
  for (Card c : v.hand) {
    seen |= std::uint64_t{1} << card_item(c);
    w->known.give(me, card_item(c));
  }
  std::array<int, kMaxTrickSeats> placed{};
  const int to = (me + v.pass_offset) % n;
  for (Card c : v.sent)
    if (!((seen >> card_item(c)) & 1u)) {  // passed and not played yet: `to` holds it
      seen |= std::uint64_t{1} << card_item(c);
      w->known.give(to, card_item(c));
      ++placed[static_cast<std::size_t>(to)];
    }
  std::vector<int> holder_of(static_cast<std::size_t>(n), -1);
  for (int s = 0; s < n; ++s)
    if (s != me)
      holder_of[static_cast<std::size_t>(s)] =
          w->add_holder(s, v.hand_counts[static_cast<std::size_t>(s)] - placed[static_cast<std::size_t>(s)]);
  for (Card c : v.rules.deck()) {
    if ((seen >> card_item(c)) & 1u) continue;
    std::uint32_t mask = 0;
    for (int s = 0; s < n; ++s)
      if (s != me && !void_in[static_cast<std::size_t>(s)][static_cast<std::size_t>(c.suit)])
        mask |= 1u << holder_of[static_cast<std::size_t>(s)];
    w->hide(card_item(c), mask);
  }
  lay_table(w->known, v);
  w->ready();
  return w;
}

std::unique_ptr<BotThinking> hearts_search(const HeartsView& view, int iterations, std::uint64_t seed,
                                           search::Aim aim) {
  if (view.phase() == Phase::Pass) {
    const TrickTables tables = hearts_match_tables(view, aim);
    PassWorlds::Setup setup;
    setup.seat = view.seat();
    for (Card c : view.hand) setup.hand |= std::uint64_t{1} << card_item(c);
    for (Card c : view.rules.deck()) setup.unseen |= std::uint64_t{1} << card_item(c);
    setup.unseen &= ~setup.hand;
    setup.hand_size = view.rules.hand_size();
    setup.offset = view.pass_offset;
    setup.first_lead = card_item({static_cast<std::uint8_t>(view.rules.players == 4 ? 2 : 3), CardSuit::Clubs});
    setup.moon_total = view.rules.moon == MoonRule::Off ? 0 : 26;
    return pass_search(tables, setup, 8, iterations, seed, [](int item) { return item_card(item).str(); });
  }
  return std::make_unique<search::SearchThinking<TrickState, TrickWorlds>>(
      hearts_worlds(view, aim), iterations, seed,
      [](const TrickWorlds&, search::Move m) { return item_card(TrickState::item_of(m)).str(); });
}

std::vector<std::string> HeartsMatch::claim(int seat) const {
  if (phase() != Phase::Play || to_move() != seat) return {};
  const auto all = hearts_view(-1);
  const TrickTables tables = hearts_match_tables(*all);
  return claim_moves(hearts_state(*all, tables), tables, seat,
                     [](search::Move m, bool) { return item_card(TrickState::item_of(m)).str(); });
}

std::string hearts_search_move(const HeartsView& view, int iterations, std::uint64_t seed, search::Aim aim) {
  return think_through(*hearts_search(view, iterations, seed, aim));
}

}  // namespace boneyard
