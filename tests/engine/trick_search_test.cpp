// The trick games' search state against the Match (the referee), move for move; Hearts'
// determinization (every sampled deal fits the view; on small endgames, deals come as often
// as exact counting says); the deal sampler itself.
#include <algorithm>
#include <bit>
#include <catch2/catch.hpp>
#include <cmath>
#include <map>
#include <set>

#include "core/rng.h"
#include "games/blacktile/blacktile_search.h"
#include "games/hearts/hearts_search.h"
#include "games/whist/whist_search.h"
#include "search/deal_sampler.h"
#include "search/thinking.h"
#include "test_support.h"

using namespace boneyard;

namespace {

std::vector<std::string> state_moves(const TrickState& s) {
  search::Move buf[TrickState::kMaxMoves];
  const int n = s.moves(buf);
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) out.push_back(item_card(TrickState::item_of(buf[i])).str());
  std::sort(out.begin(), out.end());
  return out;
}

std::string random_move(const Match& m, Rng& rng) {
  const auto legal = m.legal_moves();
  return legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))];
}

// Pearson's chi-square of `observed` counts against equal expected counts over `cells`.
double chi_square(const std::map<std::string, int>& observed, int cells, int samples) {
  const double expected = static_cast<double>(samples) / cells;
  double chi = 0;
  int seen = 0;
  for (const auto& [key, count] : observed) {
    chi += (count - expected) * (count - expected) / expected;
    ++seen;
  }
  chi += (cells - seen) * expected;  // cells never drawn
  return chi;
}

// A chi-square bound that a fair sampler exceeds with probability about 1e-4 (Wilson-Hilferty).
double chi_bound(int dof) {
  const double k = dof, z = 3.72;
  const double a = 2.0 / (9.0 * k);
  return k * std::pow(1 - a + z * std::sqrt(a), 3);
}

// Whether a deal puts every item with a holder it is allowed, each holder taking its capacity.
bool deal_fits(const std::vector<std::uint32_t>& allowed, const std::vector<int>& holder, const std::vector<int>& capacity) {
  std::vector<int> count(capacity.size(), 0);
  for (std::size_t i = 0; i < holder.size(); ++i) {
    if (holder[i] < 0 || !(allowed[i] >> holder[i] & 1u)) return false;
    ++count[static_cast<std::size_t>(holder[i])];
  }
  return holder.size() == allowed.size() && count == capacity;
}

}  // namespace

TEST_CASE("Hearts: the search state plays every round as the match does") {
  int steps = 0, moons = 0;
  for (const char* players : {"3", "4", "5"})
    for (const char* queen : {"false", "true"})
      for (const char* moon : {"choice", "off"})
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
          auto m =
              testing::make("hearts", {{"players", players}, {"queen_breaks_hearts", queen}, {"moon", moon}}, seed);
          Rng rng(seed * 31 + 7);
          // Rounds 1 (a pass) and, sometimes, a round with a different pass.
          while (m->phase() == Phase::Pass) testing::play(*m, random_move(*m, rng));
          const auto& hm = dynamic_cast<const HeartsMatch&>(*m);
          const auto whole = hm.hearts_view(-1);
          const TrickTables tables = hearts_tables(whole->rules);
          TrickState s = hearts_state(*whole, tables);
          while (m->phase() == Phase::Play) {
            REQUIRE(s.to_move() == m->to_move());
            REQUIRE(state_moves(s) == m->legal_moves());
            // A state rebuilt from the match's view now is the one played along.
            const auto now = hm.hearts_view(-1);
            const TrickState fresh = hearts_state(*now, tables);
            for (int seat = 0; seat < m->players(); ++seat) {
              REQUIRE(fresh.hand(seat) == s.hand(seat));
              REQUIRE(fresh.points(seat) == s.points(seat));
              REQUIRE(s.points(seat) == now->round_points[static_cast<std::size_t>(seat)]);
              REQUIRE(s.tricks(seat) == now->tricks_won[static_cast<std::size_t>(seat)]);
            }
            REQUIRE(state_moves(fresh) == m->legal_moves());
            const std::string mv = random_move(*m, rng);
            search::Move sm = static_cast<search::Move>(card_item(*parse_card(mv)));
            s.apply(sm);
            testing::play(*m, mv);
            ++steps;
          }
          REQUIRE(s.to_move() == -1);
          const auto end = hm.hearts_view(-1);
          REQUIRE(end->result);
          const auto final_points = s.final_points();
          for (int seat = 0; seat < m->players(); ++seat) {
            REQUIRE(s.points(seat) == end->result->taken[static_cast<std::size_t>(seat)]);
            if (m->phase() == Phase::Moon) continue;  // the shooter still chooses
            REQUIRE(final_points[static_cast<std::size_t>(seat)] ==
                    end->result->points[static_cast<std::size_t>(seat)]);
            REQUIRE(s.score(seat) == end->result->points[static_cast<std::size_t>(seat)]);  // the analysis's unit
          }
          if (end->result->moon) {
            ++moons;
            for (int seat = 0; seat < m->players(); ++seat)
              REQUIRE(final_points[static_cast<std::size_t>(seat)] == (seat == *end->result->moon ? 0 : 26));
          }
        }
  INFO("steps " << steps << ", moons " << moons);
  CHECK(steps > 3000);
}

namespace {

std::vector<std::string> tile_moves(const TrickState& s, const TrickTables& tables) {
  search::Move buf[TrickState::kMaxMoves];
  const int n = s.moves(buf);
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) out.push_back(tile_move_text(buf[i], s.in_trick() == 0, tables));
  std::sort(out.begin(), out.end());
  return out;
}

search::Move tile_search_move(const TrickState& s, const TrickTables& tables, const std::string& text) {
  search::Move buf[TrickState::kMaxMoves];
  const int n = s.moves(buf);
  for (int i = 0; i < n; ++i)
    if (tile_move_text(buf[i], s.in_trick() == 0, tables) == text) return buf[i];
  FAIL("the search state has no move " << text);
  return 0;
}

}  // namespace

TEST_CASE("Black Tile: the search state plays every round as the match does") {
  int steps = 0, moons = 0;
  const std::vector<OptionList> option_sets{
      {{"players", "4"}},
      {{"players", "3"}},
      {{"players", "3"}, {"leftover", "first_trick_winner"}, {"points", "21"}},
      {{"players", "4"}, {"partnership", "true"}, {"points", "30"}},
      {{"players", "4"}, {"pass_direction", "none"}, {"lead_pass", "false"}, {"points", "21"}},
  };
  for (const auto& o : option_sets)
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      auto m = testing::make("blacktile", o, seed);
      Rng rng(seed * 17 + 3);
      while (m->phase() != Phase::Play) testing::play(*m, random_move(*m, rng));
      const auto& bm = dynamic_cast<const BlackTileMatch&>(*m);
      const BlackTileWorlds start(*bm.blacktile_view(-1));
      const TrickTables& tables = start.worlds().tables();
      TrickState s = start.sample(rng);
      while (m->phase() == Phase::Play) {
        REQUIRE(s.to_move() == m->to_move());
        REQUIRE(tile_moves(s, tables) == m->legal_moves());
        const BlackTileWorlds now(*bm.blacktile_view(-1));
        const TrickState fresh = now.sample(rng);
        for (int seat = 0; seat < m->players(); ++seat) {
          REQUIRE(fresh.hand(seat) == s.hand(seat));
          REQUIRE(fresh.points(seat) == s.points(seat));
        }
        const std::string mv = random_move(*m, rng);
        s.apply(tile_search_move(s, tables, mv));
        testing::play(*m, mv);
        ++steps;
      }
      REQUIRE(s.to_move() == -1);
      const auto end = bm.blacktile_view(-1);
      REQUIRE(end->result);
      const auto final_points = s.final_points();
      const int n = m->players();
      for (int seat = 0; seat < n; ++seat) {
        const auto& r = *end->result;
        REQUIRE(s.points(seat) == r.taken[static_cast<std::size_t>(seat)]);
        int side = 0;  // the match shows each seat its side's points
        for (int p = 0; p < n; ++p)
          if (bm.rules().side(p) == bm.rules().side(seat)) side += final_points[static_cast<std::size_t>(p)];
        if (!r.moon.empty() && bm.rules().partnership && bm.rules().side(seat) != bm.rules().side(r.moon.front()))
          side /= 2;  // the moon gives each seat of the other side moon_points, shown once per seat
        REQUIRE(side == r.points[static_cast<std::size_t>(seat)]);
        REQUIRE(s.score(seat) == r.points[static_cast<std::size_t>(seat)]);  // the analysis's unit
      }
      moons += !end->result->moon.empty();
    }
  INFO("steps " << steps << ", moons " << moons);
  CHECK(steps > 3000);
}

TEST_CASE("Black Tile determinization: every deal fits what the seat knows") {
  int checked = 0;
  for (const char* players : {"3", "4"})
    for (std::uint64_t seed = 1; seed <= 15; ++seed) {
      auto m = testing::make("blacktile", {{"players", players}}, seed);
      Rng rng(seed);
      while (m->phase() != Phase::Play) testing::play(*m, random_move(*m, rng));
      const int stop = rng.below(m->players() * 6);
      for (int i = 0; i < stop && m->phase() == Phase::Play; ++i) testing::play(*m, random_move(*m, rng));
      if (m->phase() != Phase::Play) continue;
      const auto& bm = dynamic_cast<const BlackTileMatch&>(*m);
      const int seat = m->to_move();
      const auto view = bm.blacktile_view(seat);
      const auto whole = bm.blacktile_view(-1);
      const BlackTileWorlds worlds(*view);
      REQUIRE(worlds.worlds().possible());
      std::set<std::pair<int, int>> voids;  // (seat, suit led) shown out of
      auto note = [&](const std::vector<TrickPlay>& plays, int led) {
        for (const auto& p : plays)
          if (!in_suit(p.tile, led, {})) voids.insert({p.seat, led});
      };
      for (const auto& t : whole->tricks) note(t.plays, t.led_suit);
      if (whole->led_suit) note(whole->trick, *whole->led_suit);
      Rng sampling(seed);
      for (int k = 0; k < 50; ++k) {
        const TrickState s = worlds.sample(sampling);
        REQUIRE(s.to_move() == seat);
        REQUIRE(tile_moves(s, worlds.worlds().tables()) == m->legal_moves());
        std::uint64_t all = 0;
        for (int p = 0; p < m->players(); ++p) {
          REQUIRE((all & s.hand(p)) == 0);
          all |= s.hand(p);
          REQUIRE(std::popcount(s.hand(p)) == view->hand_counts[static_cast<std::size_t>(p)]);
          for (std::uint64_t b = s.hand(p); b; b &= b - 1)
            for (const auto& [who, led] : voids)
              REQUIRE(!(who == p && in_suit(item_tile(std::countr_zero(b)), led, {})));
        }
        for (Tile t : view->hand) REQUIRE((s.hand(seat) >> t.index() & 1u));
        ++checked;
      }
    }
  CHECK(checked >= 800);
}

TEST_CASE("Whist determinization: every deal fits what the seat knows, to the last trick") {
  // Including tiles passed to a bid winner who may have put one aside for the widow.
  const std::vector<OptionList> modes{{{"players", "3"}, {"passing", "true"}},
                                      {{"players", "4"}, {"passing", "true"}},
                                      {{"players", "4"}, {"partnership", "false"}, {"passing", "true"}},
                                      {{"players", "4"}, {"partnership", "false"}},
                                      {{"players", "5"}, {"passing", "true"}}};
  int checked = 0;
  for (const auto& mode : modes)
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      auto m = testing::make("whist", mode, seed);
      Rng rng(seed);
      for (int step = 0; step < 400 && m->phase() != Phase::RoundOver && m->phase() != Phase::MatchOver; ++step) {
        const int seat = m->to_move();
        if (m->phase() == Phase::Play) {
          const auto view = dynamic_cast<const WhistMatch&>(*m).whist_view(seat);
          const WhistWorlds worlds(*view);
          REQUIRE(worlds.worlds().possible());
          Rng sampling(seed * 100 + static_cast<std::uint64_t>(step));
          for (int k = 0; k < 5; ++k) {
            const TrickState s = worlds.sample(sampling);
            REQUIRE(s.to_move() == seat);
            REQUIRE(tile_moves(s, worlds.worlds().tables()) == m->legal_moves());
            for (int p = 0; p < m->players(); ++p)
              REQUIRE(std::popcount(s.hand(p)) == view->hand_counts[static_cast<std::size_t>(p)]);
            ++checked;
          }
        }
        // The bid winner keeps the widow or puts aside a tile it was passed, when it can.
        std::string move = bot_move(*m, "normal", seed * 1000 + static_cast<std::uint64_t>(step));
        if (m->phase() == Phase::Widow) {
          const auto legal = m->legal_moves();
          move = legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))];
        }
        testing::play(*m, move);
      }
    }
  CHECK(checked >= 2000);
}

TEST_CASE("Hearts determinization: every deal fits what the seat knows") {
  int checked = 0;
  for (const char* players : {"3", "4", "5"})
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      auto m = testing::make("hearts", {{"players", players}}, seed);
      Rng rng(seed);
      while (m->phase() == Phase::Pass) testing::play(*m, random_move(*m, rng));
      const int stop = rng.below(m->players() * 8);
      for (int i = 0; i < stop && m->phase() == Phase::Play; ++i) testing::play(*m, random_move(*m, rng));
      if (m->phase() != Phase::Play) continue;
      const auto& hm = dynamic_cast<const HeartsMatch&>(*m);
      const int seat = m->to_move();
      const auto view = hm.hearts_view(seat);
      const auto whole = hm.hearts_view(-1);
      const auto worlds = hearts_worlds(*view);
      const TrickWorlds& hs = *worlds;
      REQUIRE(hs.possible());
      REQUIRE(hs.exact());
      // Voids, from the public record.
      std::set<std::pair<int, CardSuit>> voids;
      auto note = [&](const std::vector<CardPlay>& plays) {
        for (const auto& p : plays)
          if (p.card.suit != plays.front().card.suit) voids.insert({p.seat, plays.front().card.suit});
      };
      for (const auto& t : whole->tricks) note(t.plays);
      note(whole->trick);
      const int to = (seat + view->pass_offset) % m->players();
      Rng sampling(seed);
      for (int k = 0; k < 50; ++k) {
        const TrickState s = hs.sample(sampling);
        REQUIRE(s.to_move() == seat);
        REQUIRE(state_moves(s) == m->legal_moves());
        std::uint64_t all = 0;
        for (int p = 0; p < m->players(); ++p) {
          REQUIRE((all & s.hand(p)) == 0);
          all |= s.hand(p);
          REQUIRE(std::popcount(s.hand(p)) == view->hand_counts[static_cast<std::size_t>(p)]);
          for (std::uint64_t b = s.hand(p); b; b &= b - 1)
            REQUIRE(!voids.count({p, item_card(std::countr_zero(b)).suit}));
        }
        for (Card c : view->hand) REQUIRE((s.hand(seat) >> card_item(c) & 1u));
        bool played_or_held = true;
        for (Card c : view->sent) {  // what the seat passed is with `to` until played
          bool played = false;
          for (const auto& t : whole->tricks)
            for (const auto& p : t.plays) played |= p.card == c;
          for (const auto& p : whole->trick) played |= p.card == c;
          played_or_held &= played || (s.hand(to) >> card_item(c) & 1u);
        }
        REQUIRE(played_or_held);
        for (int p = 0; p < m->players(); ++p) REQUIRE(s.points(p) == whole->round_points[static_cast<std::size_t>(p)]);
        ++checked;
      }
    }
  CHECK(checked >= 1000);
}

TEST_CASE("Hearts determinization: on endgames, each deal as often as exact counting says") {
  int tested = 0;
  for (std::uint64_t seed = 1; seed <= 40 && tested < 3; ++seed) {
    auto m = testing::make("hearts", {{"players", "4"}}, seed);
    Rng rng(seed);
    while (m->phase() == Phase::Pass) testing::play(*m, random_move(*m, rng));
    // Play to three cards each, the seat to move leading.
    while (m->phase() == Phase::Play &&
           !(m->legal_moves().size() > 0 && dynamic_cast<const HeartsMatch&>(*m).hearts_view(-1)->trick.empty() &&
             dynamic_cast<const HeartsMatch&>(*m).hands()[0].size() == 3))
      testing::play(*m, random_move(*m, rng));
    if (m->phase() != Phase::Play) continue;
    const auto& hm = dynamic_cast<const HeartsMatch&>(*m);
    const int seat = m->to_move();
    const auto view = hm.hearts_view(seat);
    const auto worlds = hearts_worlds(*view);
    const TrickWorlds& hs = *worlds;
    // Count the deals by brute force: the unknown cards in every order, cut into the
    // holders' counts, kept when no one gets a suit they showed out of.
    std::vector<int> unknown = hs.unknown();
    std::sort(unknown.begin(), unknown.end());
    const auto whole = hm.hearts_view(-1);
    std::set<std::pair<int, CardSuit>> voids;
    for (const auto& t : whole->tricks)
      for (const auto& p : t.plays)
        if (p.card.suit != t.plays.front().card.suit) voids.insert({p.seat, t.plays.front().card.suit});
    // What the seat passed and has not seen played is known to be with the seat it went to.
    std::vector<int> placed(4, 0);
    std::uint64_t unknown_bits = 0;
    for (int item : unknown) unknown_bits |= std::uint64_t{1} << item;
    for (Card c : view->sent)
      if (unknown_bits >> card_item(c) & 1u) FAIL("a passed card counted as unknown");
    for (Card c : view->sent) {
      bool played = false;
      for (const auto& t : whole->tricks)
        for (const auto& p : t.plays) played |= p.card == c;
      if (!played) ++placed[static_cast<std::size_t>((seat + view->pass_offset) % 4)];
    }
    std::set<std::string> deals;
    std::vector<int> perm = unknown;
    const std::vector<int>& holders = hs.holders();
    do {
      std::string key;
      bool fits = true;
      std::size_t next = 0;
      std::vector<std::vector<int>> split(holders.size());
      for (std::size_t h = 0; h < holders.size(); ++h) {
        const int count =
            view->hand_counts[static_cast<std::size_t>(holders[h])] - placed[static_cast<std::size_t>(holders[h])];
        for (int i = 0; i < count && next < perm.size(); ++i) split[h].push_back(perm[next++]);
        std::sort(split[h].begin(), split[h].end());
        for (int item : split[h]) {
          fits &= !voids.count({holders[h], item_card(item).suit});
          key += std::to_string(item) + ",";
        }
        key += "|";
      }
      if (fits && next == perm.size()) deals.insert(key);
    } while (std::next_permutation(perm.begin(), perm.end()));
    if (deals.size() < 10 || deals.size() > 400) continue;
    std::map<std::string, int> seen;
    const int samples = static_cast<int>(deals.size()) * 40;
    Rng sampling(seed);
    for (int k = 0; k < samples; ++k) {
      const TrickState s = hs.sample(sampling);
      std::string key;
      for (int h : holders) {
        for (std::uint64_t b = s.hand(h) & unknown_bits; b; b &= b - 1)
          key += std::to_string(std::countr_zero(b)) + ",";
        key += "|";
      }
      REQUIRE(deals.count(key));
      ++seen[key];
    }
    const double chi = chi_square(seen, static_cast<int>(deals.size()), samples);
    INFO("seed " << seed << ": " << deals.size() << " deals, chi-square " << chi);
    CHECK(chi < chi_bound(static_cast<int>(deals.size()) - 1));
    ++tested;
  }
  CHECK(tested >= 3);
}

TEST_CASE("the deal sampler is uniform over the deals that fit, and finds one when counting is too big") {
  // Six items, holders A (2), B (2), C (2); items 0-1 may not go to A, item 2 only to C.
  const std::vector<std::uint32_t> allowed{0b110, 0b110, 0b100, 0b111, 0b111, 0b111};
  const search::DealSampler sampler(allowed, {2, 2, 2});
  REQUIRE(sampler.possible());
  REQUIRE(sampler.exact());
  std::set<std::string> fits;  // by brute force over 3^6 assignments
  for (int code = 0; code < 729; ++code) {
    std::vector<int> holder(6), count(3, 0);
    bool ok = true;
    for (int i = 0, c = code; i < 6; ++i, c /= 3) {
      holder[static_cast<std::size_t>(i)] = c % 3;
      ++count[static_cast<std::size_t>(c % 3)];
      ok &= (allowed[static_cast<std::size_t>(i)] >> (c % 3)) & 1u;
    }
    if (ok && count == std::vector<int>{2, 2, 2}) {
      std::string key;
      for (int h : holder) key += std::to_string(h);
      fits.insert(key);
    }
  }
  REQUIRE(fits.size() == 9);
  std::map<std::string, int> seen;
  Rng rng(3);
  const int samples = 9000;
  for (int k = 0; k < samples; ++k) {
    std::string key;
    for (int h : sampler.sample(rng)) key += std::to_string(h);
    REQUIRE(fits.count(key));
    ++seen[key];
  }
  CHECK(chi_square(seen, 9, samples) < chi_bound(8));

  CHECK_FALSE(search::DealSampler({0b001, 0b001}, {1, 1}).possible());  // both items only fit A

  // Ten holders of 5, with many differently constrained items: too many splits to count,
  // still a deal that fits every constraint.
  std::vector<std::uint32_t> many;
  Rng pick(9);
  for (int i = 0; i < 50; ++i) many.push_back(i < 40 ? static_cast<std::uint32_t>(pick.next() & 0x3ff) | 1u : 0x3ffu);
  const search::DealSampler big(many, std::vector<int>(10, 5));
  REQUIRE(big.possible());
  CHECK(deal_fits(many, big.sample(rng), std::vector<int>(10, 5)));
}

TEST_CASE("the deal sampler counts holder by holder at a big table, exactly and uniformly") {
  // Nine holders of 3: their capacities take 4^9 values, too many to count group by group;
  // the groups are two, so it counts over how many of each are left. Items 0-2 fit holders
  // 0-2 only; the other 24 fit anywhere.
  std::vector<std::uint32_t> allowed(27, 0x1ffu);
  for (int i = 0; i < 3; ++i) allowed[static_cast<std::size_t>(i)] = 0b111;
  const search::DealSampler sampler(allowed, std::vector<int>(9, 3));
  REQUIRE(sampler.possible());
  REQUIRE(sampler.exact());
  // How many of items 0-2 holder 0 gets, by counting the deals: (a0, a1, a2) of them to
  // holders 0-2 in 3! / (a0! a1! a2!) ways, the 24 others then filling the room left.
  const auto fact = [](int n) { return std::tgamma(n + 1.0); };
  std::vector<double> odds(4, 0.0);
  for (int a0 = 0; a0 <= 3; ++a0)
    for (int a1 = 0; a0 + a1 <= 3; ++a1) {
      const int a2 = 3 - a0 - a1;
      odds[static_cast<std::size_t>(a0)] += fact(3) / (fact(a0) * fact(a1) * fact(a2)) /
                                            (fact(3 - a0) * fact(3 - a1) * fact(3 - a2));
    }
  const double sum = odds[0] + odds[1] + odds[2] + odds[3];
  std::vector<int> seen(4, 0);
  Rng rng(17);
  const int samples = 20000;
  for (int k = 0; k < samples; ++k) {
    const auto holder = sampler.sample(rng);
    REQUIRE(deal_fits(allowed, holder, std::vector<int>(9, 3)));
    ++seen[static_cast<std::size_t>((holder[0] == 0) + (holder[1] == 0) + (holder[2] == 0))];
  }
  double chi = 0;
  for (std::size_t a = 0; a < 4; ++a) {
    const double expected = samples * odds[a] / sum;
    chi += (seen[a] - expected) * (seen[a] - expected) / expected;
  }
  INFO("holder 0 got 0-3 of the three: " << seen[0] << " " << seen[1] << " " << seen[2] << " " << seen[3]);
  CHECK(chi < chi_bound(3));

  // A nine-player double-twelve Draw: eight hands of 8 and a boneyard of 11, three numbers
  // missed by different seats: still exact (group by group ran out of its budget here).
  std::vector<std::uint32_t> big;
  for (int i = 0; i < 75; ++i)
    big.push_back(i < 10 ? 0b100000111u : i < 20 ? 0b100111000u : i < 30 ? 0b111001001u : 0x1ffu);
  std::vector<int> caps(8, 8);
  caps.push_back(11);
  const search::DealSampler table(big, caps);
  REQUIRE(table.possible());
  CHECK(table.exact());
  CHECK(deal_fits(big, table.sample(rng), caps));
}

// A search hands the sampler the same vector deal after deal (sample(rng, holder)), and the
// sampler keeps its own working space between them: each deal must be the one a fresh vector
// gets from the same generator, whatever the vector held before, on each of the three ways it
// deals (group by group, holder by holder, and greedily when counting is too big).
TEST_CASE("the deal sampler deals into a kept vector exactly as into a new one") {
  std::vector<std::uint32_t> by_holder(27, 0x1ffu);
  for (int i = 0; i < 3; ++i) by_holder[static_cast<std::size_t>(i)] = 0b111;
  std::vector<std::uint32_t> greedy;
  Rng pick(9);
  for (int i = 0; i < 50; ++i) greedy.push_back(i < 40 ? static_cast<std::uint32_t>(pick.next() & 0x3ff) | 1u : 0x3ffu);
  const search::DealSampler samplers[] = {
      search::DealSampler({0b110, 0b110, 0b100, 0b111, 0b111, 0b111}, {2, 2, 2}),
      search::DealSampler(by_holder, std::vector<int>(9, 3)),
      search::DealSampler(greedy, std::vector<int>(10, 5)),
  };
  CHECK(samplers[0].exact());
  CHECK(samplers[1].exact());
  CHECK_FALSE(samplers[2].exact());
  for (const auto& sampler : samplers) {
    REQUIRE(sampler.possible());
    Rng fresh(41), reused(41);
    std::vector<int> kept(80, 99);  // longer than any deal here, and not a holder's number
    for (int k = 0; k < 200; ++k) {
      const std::vector<int> expected = sampler.sample(fresh);
      sampler.sample(reused, kept);
      REQUIRE(kept == expected);
    }
    CHECK(fresh.next() == reused.next());  // the same draws were taken
  }
}

TEST_CASE("the search's logarithm agrees with the C library's to 1e-12") {
  for (double x : {1.0, 1.5, 2.0, 3.0, 10.0, 123.0, 4096.0, 99999.0, 1e7})
    CHECK(std::abs(search::portable_log(x) - std::log(x)) < 1e-12 * std::max(1.0, std::log(x)));
}

TEST_CASE("ISMCTS: a move is a legal, pure function of the view, the budget and the seed") {
  auto m = testing::make("hearts", {{"players", "4"}}, 5);
  Rng rng(5);
  while (m->phase() != Phase::RoundOver && m->phase() != Phase::MatchOver && m->phase() != Phase::Moon) {
    const auto& hm = dynamic_cast<const HeartsMatch&>(*m);
    if (m->phase() == Phase::Play && m->legal_moves().size() > 1) {
      const auto view = hm.hearts_view(m->to_move());
      const std::string a = hearts_search_move(*view, 300, 7), b = hearts_search_move(*view, 300, 7);
      REQUIRE(a == b);
      auto sliced = hearts_search(*view, 300, 7);  // in slices, as the page thinks between frames
      int slices = 0;
      while (!sliced->think(37)) ++slices;
      REQUIRE(slices == 8);
      REQUIRE(sliced->move() == a);
      const auto legal = m->legal_moves();
      REQUIRE(std::binary_search(legal.begin(), legal.end(), a));
    }
    testing::play(*m, random_move(*m, rng));
  }
}

TEST_CASE("Black Tile: the lead pass is decided by searching both positions") {
  int leads = 0, passes = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    auto m = testing::make("blacktile", {{"players", "4"}, {"pass_direction", "none"}, {"lead_pass", "true"}}, seed);
    REQUIRE(m->phase() == Phase::LeadPass);
    const auto& bm = dynamic_cast<const BlackTileMatch&>(*m);
    const auto view = bm.blacktile_view(m->to_move());
    auto thinking = blacktile_search(*view, 400, seed);
    think_through(*thinking);
    const auto& compare = dynamic_cast<const search::CompareThinking<TrickState, BlackTileWorlds>&>(*thinking);
    const std::string expected = compare.value(1) > compare.value(0) ? "pass_lead" : "lead";
    REQUIRE(thinking->move() == expected);
    REQUIRE(bot_move(*m, "hard", seed) == bot_move(*m, "hard", seed));
    (expected == "lead" ? leads : passes)++;
  }
  INFO("lead " << leads << ", pass " << passes);
  CHECK(leads + passes == 12);
}
