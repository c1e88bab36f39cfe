// Deals that are voided and dealt again (docs/rules.md: no double under highest_double, five
// doubles under redeal_five_doubles): the exact chance a deal stands, and options whose deals
// would almost never stand are refused everywhere instead of looping.
#include <catch2/catch.hpp>

#include "core/json.h"
#include "core/rng.h"
#include "line/line_game.h"
#include "protocol/protocol.h"
#include "test_support.h"

using namespace boneyard;
using namespace boneyard::testing;

namespace {
// An independent estimate: shuffle a deck, look at the hands.
double simulated_chance(const DealOdds& o, int trials) {
  const int tiles = set_size(o.set) * o.sets, doubles = (o.set + 1) * o.sets;
  std::vector<char> deck(static_cast<std::size_t>(tiles), 0);
  for (int d = 0; d < doubles; ++d) deck[static_cast<std::size_t>(d)] = 1;
  Rng rng(12345);
  int standing = 0;
  for (int t = 0; t < trials; ++t) {
    rng.shuffle(deck);
    int in_hands = 0, most = 0;
    for (int p = 0; p < o.players; ++p) {
      int n = 0;
      for (int i = 0; i < o.hand_size; ++i) n += deck[static_cast<std::size_t>(p * o.hand_size + i)];
      in_hands += n;
      most = std::max(most, n);
    }
    if (!(o.needs_double && in_hands == 0) && !(o.five_doubles_void && most >= 5)) ++standing;
  }
  return static_cast<double>(standing) / trials;
}

double mean_redeals(const std::string& game, const OptionList& options, int matches) {
  double total = 0;
  for (int seed = 1; seed <= matches; ++seed) {
    auto m = make(game, options, static_cast<std::uint64_t>(seed));
    total += static_cast<double>(m->to_json().find("redeals") ? *m->to_json().find("redeals")->integer() : 0);
  }
  return total / matches;
}
}  // namespace

TEST_CASE("deal odds: the exact chance a deal stands") {
  // Two players, one tile each, a double must open: no double among 2 of 28 tiles voids it.
  CHECK(standing_deal_chance({2, 6, 1, 1, true, false}) == Approx(1 - 210.0 / 378.0));
  // Nothing voids a deal under highest_tile without the five-doubles rule.
  CHECK(standing_deal_chance({4, 6, 1, 7, false, false}) == Approx(1.0));
  // Every tile dealt: someone holds a double; two hands of 14 from 7 doubles: one has 4+.
  CHECK(standing_deal_chance({2, 6, 1, 14, true, false}) == Approx(1.0));
  // Two sets, two hands of 26: 14 doubles among 52 dealt tiles, so a hand holds 5 or more.
  CHECK(standing_deal_chance({2, 6, 2, 26, false, true}) == Approx(0.0));

  const DealOdds cases[] = {
      {2, 6, 1, 1, true, false},  {4, 6, 1, 5, true, false}, {2, 12, 1, 1, true, false},
      {4, 6, 2, 13, false, true}, {2, 9, 1, 20, true, true}, {3, 6, 2, 12, true, true},
  };
  for (const auto& o : cases) {
    INFO(o.players << " players x " << o.hand_size << " from double-" << o.set << " x" << o.sets);
    CHECK(standing_deal_chance(o) == Approx(simulated_chance(o, 40000)).margin(0.01));
  }
}

TEST_CASE("deal odds: the engine redeals as often as the odds say") {
  // The mean number of voided deals before one stands is (1 - p) / p.
  const double p = standing_deal_chance({2, 6, 1, 1, true, false});
  CHECK(mean_redeals("block", {{"players", "2"}, {"hand_size", "1"}}, 2000) == Approx((1 - p) / p).margin(0.15));
  const double q = standing_deal_chance({4, 6, 2, 13, false, true});
  INFO("4 x 13 from two double-six sets, five doubles void: p = " << q);
  CHECK(mean_redeals("draw", {{"players", "4"}, {"sets", "2"}, {"hand_size", "13"}, {"redeal_five_doubles", "true"}},
                     2000) == Approx((1 - q) / q).margin(0.15 * (1 - q) / q + 0.05));
}

TEST_CASE("deal odds: options whose deals would almost never stand are refused, not looped on") {
  const OptionList hangs{{"players", "2"}, {"sets", "2"}, {"hand_size", "26"}, {"redeal_five_doubles", "true"}};
  auto m = new_match("draw", hangs, 1);
  REQUIRE_FALSE(m.ok());
  CHECK_THAT(m.error(),
             Catch::Contains("fewer than 1 deal in 100 would stand") && Catch::Contains("Redeal five doubles"));
  // Without the rule the same table deals at once.
  CHECK(new_match("draw", {{"players", "2"}, {"sets", "2"}, {"hand_size", "26"}}, 1).ok());
  // A few hands of five doubles are fine: 4 x 13 from two sets stands often enough.
  CHECK(new_match("draw", {{"players", "4"}, {"sets", "2"}, {"hand_size", "13"}, {"redeal_five_doubles", "true"}}, 1)
            .ok());

  // The issue's protocol request and save (its checksum made right) are refused the same way.
  ProtocolSession p;
  const std::string answer = p.handle(
      R"({"cmd":"new","game":"draw","players":2,"options":{"sets":2,"hand_size":28,"redeal_five_doubles":true}})");
  CHECK_THAT(answer, Catch::Contains("\"ok\":false") && Catch::Contains("fewer than 1 deal in 100 would stand"));
  const std::string body = "boneyard1;g=draw;s=1;o=players:2,set:9,hand_size:27,redeal_five_doubles:true;d=;m=";
  auto loaded = load_match(body + ";c=" + save_checksum(body));
  REQUIRE_FALSE(loaded.ok());
  CHECK_THAT(loaded.error(), Catch::Contains("fewer than 1 deal in 100 would stand"));
}
