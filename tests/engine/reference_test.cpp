// The arena's reference level for Block and Draw (`ismcts_ref`: search/reference.h,
// line_search.h line_reference_search): it plays whole rounds legally at 2 and 4 players,
// repeats itself for a seed (at once or in slices), stays out of the players' levels, and
// its worlds use the voids the log shows and nothing else. That it sees only its seat's
// view is in bot_test.cpp ("line bots are fair in Block and Draw").
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <map>

#include "core/rng.h"
#include "line/line_match.h"
#include "line/line_search.h"
#include "search/reference.h"
#include "test_support.h"

using namespace boneyard;

namespace {

const std::string kRef(kLineReferenceLevel);

const LineMatch& line(const Match& m) { return dynamic_cast<const LineMatch&>(m); }

}  // namespace

TEST_CASE("the reference level plays whole rounds of Block and Draw legally, at 2 and 4 players") {
  for (const char* game : {"block", "draw"})
    for (const char* players : {"2", "4"}) {
      INFO(game << ", " << players << " players");
      auto m = testing::make(game, {{"players", players}}, 7);
      std::uint64_t step = 0;
      while (m->phase() == Phase::Play) {
        const std::string move = bot_move(*m, kRef, 100 + step++);
        const auto legal = m->legal_moves();
        INFO("move " << move);
        REQUIRE(std::binary_search(legal.begin(), legal.end(), move));
        testing::play(*m, move);
        REQUIRE(step < 400);
      }
      CHECK(m->phase() != Phase::Play);
    }
}

TEST_CASE("the reference level repeats itself for a seed, at once or in slices") {
  for (const char* game : {"block", "draw"}) {
    INFO(game);
    auto m = testing::make(game, {{"players", "2"}}, 3);
    for (int i = 0; i < 3; ++i) testing::play(*m, bot_move(*m, "normal", static_cast<std::uint64_t>(i)));
    REQUIRE(m->phase() == Phase::Play);
    const auto view = line(*m).line_view(m->to_move());
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const std::string once = bot_move(*m, kRef, seed);
      CHECK(bot_move(*m, kRef, seed) == once);
      Rng rng(seed);
      auto thinking = line_reference_search(*view, search::kReferenceIterations, rng);
      while (!thinking->think(37)) {
      }
      Rng again(seed);
      CHECK(thinking->move() == think_through(*line_reference_search(*view, search::kReferenceIterations, again)));
    }
  }
}

TEST_CASE("the reference level is the arena's only: players, the protocol and the setup never list it") {
  const auto& levels = bot_levels();
  CHECK(std::find(levels.begin(), levels.end(), kRef) == levels.end());
  for (const char* game : {"block", "draw"}) CHECK(find_game(game)->reference_level(kRef));
  for (const char* game : {"hearts", "whist", "blacktile"}) CHECK_FALSE(find_game(game)->reference_level(kRef));
  CHECK_FALSE(find_game("block")->reference_level("expert"));
}

TEST_CASE("the reference's worlds use the voids and nothing else, the players' use who opened too") {
  int opener_inference = 0;
  for (const char* game : {"block", "draw"})
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      auto m = testing::make(game, {{"players", "2"}}, seed);
      for (int i = 0; i < static_cast<int>(seed % 7) + 1 && m->phase() == Phase::Play; ++i)
        testing::play(*m, bot_move(*m, "normal", seed + static_cast<std::uint64_t>(i)));
      if (m->phase() != Phase::Play) continue;
      const auto view = line(*m).line_view(m->to_move());
      const LineDeterminizer voids(*view, LineInference::Voids), full(*view);
      const auto lack = lacking_numbers(*view);
      REQUIRE(voids.items() == full.items());
      for (std::size_t i = 0; i < voids.items().size(); ++i) {
        const Tile t = tile_of_index(voids.items()[i]);
        for (std::size_t h = 0; h < voids.holder_seats().size(); ++h) {
          const int s = voids.holder_seats()[h];
          const bool lacks = s >= 0 && (lack[static_cast<std::size_t>(s)] & ((1u << t.hi) | (1u << t.lo)));
          INFO(game << " seed " << seed << ": " << t.str() << " to holder " << h);
          CHECK(((voids.allowed()[i] >> h) & 1u) == (lacks ? 0u : 1u));
        }
      }
      opener_inference += voids.allowed() != full.allowed();
    }
  CHECK(opener_inference > 0);  // the restriction is not empty: the players infer more
}

TEST_CASE("the reference's state: rewards in points and uniformly random playouts") {
  auto m = testing::make("block", {{"players", "2"}}, 5);
  const auto view = line(*m).line_view(m->to_move());
  const LineDeterminizer deals(*view, LineInference::Voids);
  Rng rng(9);
  const search::PlainPoints<LineSearchState> start(deals.sample(rng));
  search::Move legal[LineSearchState::kMaxMoves];
  const int n = start.moves(legal);
  REQUIRE(n >= 2);
  std::map<search::Move, int> picked;
  const int draws = 700 * n;
  for (int i = 0; i < draws; ++i) ++picked[start.rollout_move(rng)];
  CHECK(static_cast<int>(picked.size()) == n);
  for (const auto& [move, times] : picked) CHECK(std::abs(times - 700) < 150);  // about 5.5 sigma
  for (int round = 0; round < 20; ++round) {
    auto s = search::PlainPoints<LineSearchState>(deals.sample(rng));
    search::play_out(s, rng);
    for (int seat = 0; seat < 2; ++seat) CHECK(s.reward(seat) == s.state().score(seat));
    CHECK(s.reward(0) == -s.reward(1));  // zero-sum, unclamped
  }
}
