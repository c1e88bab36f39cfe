#include "games/whist/whist_search.h"

#include <algorithm>
#include <functional>
#include <memory>

#include "core/sort.h"
#include "search/thinking.h"
#include "trick/claim.h"

namespace boneyard {

namespace {

// The declarer plays its tiles by search, not by the rollout policy, and takes more tricks
// than the playouts credit it with: counted as this many more. Tuned in duplicate arenas of
// `hard` against `normal` (200 deals each, points per round over the field with bonus 0 / 1
// / 2 / 3): 3 players +2.76 / +3.73 / +4.61 / +4.82; 4 alone +0.89 / +1.65 / +2.85 / +2.81;
// 5 players +0.90 / +1.30 / +1.78 / +0.68; 4 partners +1.78 / +2.26 / +1.56 / +0.64 (the
// partner's tiles are not the searcher's).
constexpr int kSearchBonus = 2;
constexpr int kSearchBonusPartners = 1;

// What the declarer's side took in playouts of one hand under one trump.
struct Prospect {
  std::vector<int> made;  // [k]: playouts where the side took at least k tricks
  double others = 0;      // the other sides' tricks, averaged per side, summed over playouts
  int deals = 0;

  // The expected margin of a contract of k tricks over the other sides.
  double margin(int k) const {
    if (deals == 0) return -1e9;
    const double p = static_cast<double>(made[static_cast<std::size_t>(k)]) / deals;
    return (2 * p - 1) * k - others / deals;
  }
};

std::vector<Trumps> trump_choices(int max_number) {
  std::vector<Trumps> out{Trumps{}};
  for (int s = kDoublesSuit; s <= max_number; ++s) out.push_back(Trumps{s});
  return out;
}

// The holdings weighed: in the auction the hand as dealt; at the widow, keeping it (the
// widow goes aside) or taking it for each tile of the hand in turn.
struct Holding {
  std::string move;  // the widow move ("" in the auction)
  std::vector<Tile> hand;
  std::optional<Tile> aside;
};

std::vector<Holding> holdings(const WhistView& v) {
  if (v.phase() != Phase::Widow) return {{"", v.hand, std::nullopt}};
  std::vector<Holding> out{{"widow:keep", v.hand, v.widow}};
  for (Tile t : v.hand) {
    Holding h{"widow:" + t.str(), v.hand, t};
    std::replace(h.hand.begin(), h.hand.end(), t, *v.widow);
    std::sort(h.hand.begin(), h.hand.end());
    out.push_back(std::move(h));
  }
  return out;
}

}  // namespace

namespace {

// One position weighed (a holding under one trump): deals worlds in which the seat declares.
struct Position {
  std::function<TrickState(Rng&)> deal;
  TrickState sample(Rng& rng) const { return deal(rng); }
};

// The best a holding is worth at a contract of k tricks, over the trumps.
using Worth = std::function<double(std::size_t holding, int k)>;

// The choices with their worth, best first (ties: the first listed); each weighed over
// `deals` playouts, `total` in all.
Analysis ranked(std::vector<MoveValue> choices, int deals, int total) {
  Analysis out;
  out.deals = total;
  stable_sort_by(choices, [](const MoveValue& a, const MoveValue& b) { return a.points > b.points; });
  for (auto& c : choices) c.deals = deals;
  out.moves = std::move(choices);
  return out;
}

// Plays out `positions` (holding by holding, each under every trump in turn) and ranks the
// choices from what each holding is worth.
std::unique_ptr<BotThinking> weigh(const WhistView& view, std::vector<std::unique_ptr<Position>> positions,
                                   std::size_t trumps, int deals, std::uint64_t seed,
                                   std::function<Analysis(const Worth&)> decide) {
  const int tricks = view.rules.hand_size();
  const int sides = view.rules.partnership ? 2 : view.players();
  auto prospects = std::make_shared<std::vector<Prospect>>(positions.size(), Prospect{std::vector<int>(tricks + 1, 0)});
  auto tally = [prospects, me = view.seat(), sides, partnership = view.rules.partnership](std::size_t p,
                                                                                          const TrickState& end) {
    Prospect& pr = (*prospects)[p];
    int ours = 0, all = 0;
    for (int s = 0; s < kMaxTrickSeats; ++s) {
      all += end.tricks(s);
      if (s == me || (partnership && s % 2 == me % 2)) ours += end.tricks(s);
    }
    ours = std::min(all, ours + (partnership ? kSearchBonusPartners : kSearchBonus));
    for (int k = 0; k <= ours && k < static_cast<int>(pr.made.size()); ++k) ++pr.made[static_cast<std::size_t>(k)];
    pr.others += static_cast<double>(all - ours) / (sides - 1);
    ++pr.deals;
  };
  Worth worth = [prospects, trumps](std::size_t holding, int k) {
    double best = -1e9;
    for (std::size_t t = 0; t < trumps; ++t) best = std::max(best, (*prospects)[holding * trumps + t].margin(k));
    return best;
  };
  return std::make_unique<search::PlayoutThinking<TrickState, Position>>(
      std::move(positions), deals, seed, std::move(tally), [decide, worth] { return decide(worth); });
}

// The pass (phase pass, before the auction): the seat keeps all but three of its tiles and
// receives three it cannot see; the three it passes go to `pass_to`; everything else is dealt
// at random (one tile aside with a widow), and the seat declares and leads.
struct PassDeal {
  std::shared_ptr<const TrickTables> tables;
  int me = 0, pass_to = 0, players = 0, hand_size = 0;
  std::vector<int> kept, passed, unseen;

  TrickState operator()(Rng& rng) const {
    std::vector<int> pool = unseen;
    rng.shuffle(pool);
    TrickState s(*tables);
    std::size_t next = 0;
    for (int i : kept) s.give(me, i);
    for (int k = 0; k < 3; ++k) s.give(me, pool[next++]);
    for (int i : passed) s.give(pass_to, i);
    for (int seat = 0; seat < players; ++seat) {
      if (seat == me) continue;
      for (int k = seat == pass_to ? 3 : 0; k < hand_size; ++k) s.give(seat, pool[next++]);
    }
    s.set_turn(me);
    s.count_cards();
    return s;
  }
};

std::unique_ptr<BotThinking> pass_decision(const WhistView& view, int deals, std::uint64_t seed) {
  const std::vector<Trumps> trumps = trump_choices(view.rules.set());
  const int me = view.seat(), n = view.players();
  // The candidates: every three of the five weakest tiles: a double is strong (the top of
  // its suit), a tile of a long suit is worth keeping, then the higher the better.
  std::vector<Tile> weak = view.hand;
  auto length = [&](int number) {
    return std::count_if(view.hand.begin(), view.hand.end(), [&](Tile t) { return t.hi == number || t.lo == number; });
  };
  auto keep = [&](Tile t) {
    return std::pair((t.is_double() ? 100 : 0) + 10 * std::max(length(t.hi), length(t.lo)) + t.pips(), t);
  };
  sort_by(weak, [&](Tile a, Tile b) { return keep(a) < keep(b); });
  weak.resize(std::min<std::size_t>(weak.size(), 5));
  std::vector<std::vector<Tile>> candidates;
  for (std::size_t a = 0; a < weak.size(); ++a)
    for (std::size_t b = a + 1; b < weak.size(); ++b)
      for (std::size_t c = b + 1; c < weak.size(); ++c) candidates.push_back({weak[a], weak[b], weak[c]});
  std::vector<int> unseen;
  for (Tile t : double_set(view.rules.set()))
    if (std::find(view.hand.begin(), view.hand.end(), t) == view.hand.end()) unseen.push_back(t.index());
  std::vector<std::shared_ptr<const TrickTables>> tables;
  for (const Trumps& t : trumps) {
    TrickTables tt = domino_tables(n, view.rules.set(), t, nullptr, 0);
    tt.scoring = TrickTables::Scoring::Contract;
    tt.partnership = view.rules.partnership;
    tt.bid_seat = me;
    tables.push_back(std::make_shared<const TrickTables>(tt));
  }
  std::vector<std::unique_ptr<Position>> positions;
  std::vector<std::string> moves;
  for (const auto& three : candidates) {
    PassDeal d{nullptr, me, (me + view.pass_offset) % n, n, view.rules.hand_size(), {}, {}, unseen};
    for (Tile t : view.hand)
      (std::find(three.begin(), three.end(), t) == three.end() ? d.kept : d.passed).push_back(t.index());
    for (const auto& t : tables) {
      d.tables = t;
      positions.push_back(std::make_unique<Position>(Position{d}));
    }
    std::vector<std::string> names{three[0].str(), three[1].str(), three[2].str()};
    std::sort(names.begin(), names.end());
    moves.push_back("pass:" + names[0] + "," + names[1] + "," + names[2]);
  }
  const int low = view.rules.min_bid, high = view.rules.hand_size();
  const int weighed = deals * static_cast<int>(trumps.size());
  return weigh(view, std::move(positions), trumps.size(), deals, seed, [moves, low, high, weighed](const Worth& worth) {
    std::vector<MoveValue> choices;  // each pass at its best contract
    for (std::size_t c = 0; c < moves.size(); ++c) {
      double best = -1e9;
      for (int k = low; k <= high; ++k) best = std::max(best, worth(c, k));
      choices.push_back({moves[c], best, 0});
    }
    return ranked(std::move(choices), weighed, weighed * static_cast<int>(moves.size()));
  });
}

}  // namespace

std::unique_ptr<BotThinking> whist_contract_decision(const WhistView& view, int deals, std::uint64_t seed) {
  if (view.phase() == Phase::Pass) return pass_decision(view, deals, seed);
  const std::vector<Holding> held = holdings(view);
  const std::vector<Trumps> trumps = trump_choices(view.rules.set());
  std::vector<std::unique_ptr<Position>> positions;
  for (const Holding& h : held)
    for (const Trumps& t : trumps) {
      WhistView as_declarer = view;
      as_declarer.hand = h.hand;
      as_declarer.aside = h.aside;
      auto worlds = std::make_shared<const WhistWorlds>(as_declarer, t);
      positions.push_back(std::make_unique<Position>(Position{[worlds](Rng& rng) { return worlds->sample(rng); }}));
    }
  const int tricks = static_cast<int>(view.hand.size());
  const int weighed = deals * static_cast<int>(trumps.size());
  return weigh(view, std::move(positions), trumps.size(), deals, seed, [view, held, tricks, weighed](const Worth& worth) {
    std::vector<MoveValue> choices;
    if (view.phase() == Phase::Widow) {
      for (std::size_t h = 0; h < held.size(); ++h) choices.push_back({held[h].move, worth(h, view.high->tricks), 0});
      return ranked(std::move(choices), weighed, weighed * static_cast<int>(held.size()));
    }
    const auto legal = view.legal_moves();
    double pass = 0;  // another side declares, or nobody and the round is dealt again
    if (view.high && view.rules.side(view.high->seat) == view.rules.side(view.seat()))
      pass = worth(0, view.high->tricks);
    choices.push_back({"bid:pass", pass, 0});
    for (int k = 1; k <= tricks; ++k) {
      const std::string bid = "bid:" + std::to_string(k);
      if (std::find(legal.begin(), legal.end(), bid) != legal.end()) choices.push_back({bid, worth(0, k), 0});
    }
    return ranked(std::move(choices), weighed, weighed);
  });
}

WhistWorlds::WhistWorlds(const WhistView& v, std::optional<Trumps> trumps, search::Aim aim) {
  const Trumps in_force = trumps.value_or(v.trumps);
  TrickTables t = domino_tables(v.players(), v.rules.set(), in_force, nullptr, 0);
  t.scoring = TrickTables::Scoring::Contract;
  t.partnership = v.rules.partnership;
  t.bid_seat = trumps ? v.seat() : v.high ? v.high->seat : 0;
  t.bid_tricks = v.high ? v.high->tricks : 0;
  t.stakes.set(v.scores, {v.rules.target, false, v.rules.end_tie_shared}, partners_opposite, v.rules.partnership ? 1 : 0);
  t.stakes.declarers_first = true;
  // A side takes at most every trick of the round (the declarers: their bid, at most that).
  t.stakes.aim(aim, v.rules.hand_size(), v.rules.hand_size() / 2.0);
  worlds_ = std::make_unique<TrickWorlds>(t);
  DominoKnowledge k;
  k.max_number = v.rules.set();
  k.trumps = in_force;
  k.pass_to = v.pass_offset ? (v.seat() + v.pass_offset) % v.players() : -1;
  if (v.aside) k.out.push_back(*v.aside);                          // the bid winner put it aside
  k.aside = v.rules.widow() && !v.aside && v.seat() >= 0 ? 1 : 0;  // the others do not know it
  if (k.aside && v.high && v.phase() != Phase::Bid && v.phase() != Phase::Pass) k.aside_by = v.high->seat;
  if (trumps) k.leader = v.seat();  // the declarer leads the first trick
  describe_domino_worlds(*worlds_, v, k);
  leading_ = v.trick.empty();
}

std::vector<std::string> WhistMatch::claim(int seat) const {
  if (phase() != Phase::Play || to_move() != seat) return {};
  return domino_claim(WhistWorlds(*whist_view(-1)), seat);
}

std::unique_ptr<BotThinking> whist_search(const WhistView& view, int iterations, std::uint64_t seed, search::Aim aim) {
  if (view.phase() == Phase::Trump) {
    using Compare = search::CompareThinking<TrickState, WhistWorlds>;
    std::vector<Compare::Choice> choices;
    for (const std::string& move : view.legal_moves()) {
      const Trumps trumps = move == "trump:N" ? Trumps{} : Trumps{parse_suit(move.substr(6), view.rules.set())};
      choices.push_back({move, std::make_unique<WhistWorlds>(view, trumps, aim)});
    }
    return std::make_unique<Compare>(view.seat(), std::move(choices), iterations, seed);
  }
  return std::make_unique<search::SearchThinking<TrickState, WhistWorlds>>(
      std::make_unique<WhistWorlds>(view, std::nullopt, aim), iterations, seed,
      [](const WhistWorlds& w, search::Move m) { return tile_move_text(m, w.leading(), w.worlds().tables()); });
}

}  // namespace boneyard
