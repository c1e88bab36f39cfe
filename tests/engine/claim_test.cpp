// Claiming the rest of the tricks (trick/claim.h, Match::claim) against the referee: on
// endgames of every trick game, a claim is offered exactly when a search over the Match itself
// (every way the others can play, partners included) shows the claimer's side taking every
// trick left, and the claim's moves are legal and do so.
#include <catch2/catch.hpp>
#include <functional>
#include <numeric>

#include "core/rng.h"
#include "core/tile.h"
#include "test_support.h"
#include "trick/card.h"
#include "trick/trick_view.h"

using namespace boneyard;
using boneyard::testing::make;

namespace {

std::vector<int> tricks_won(const Match& m) {
  const auto v = m.view(-1);
  if (const auto* t = dynamic_cast<const TrickView<Tile>*>(v.get())) return t->tricks_won;
  if (const auto* c = dynamic_cast<const TrickView<Card>*>(v.get())) return c->tricks_won;
  FAIL("not a trick game");
  return {};
}

// The referee's answer, by brute force over copies of the match.
bool takes_all(const Match& m, int claimer, const std::function<bool(int, int)>& same_side) {
  if (m.phase() != Phase::Play) return true;
  const std::vector<int> before = tricks_won(m);
  const int done = std::accumulate(before.begin(), before.end(), 0);
  const bool mine = m.to_move() == claimer;
  for (const std::string& move : m.legal_moves()) {
    auto next = m.clone();
    REQUIRE(next->play(move).ok());
    const std::vector<int> after = tricks_won(*next);
    bool kept = true;
    if (next->phase() == Phase::Play && std::accumulate(after.begin(), after.end(), 0) > done) {
      for (std::size_t s = 0; s < after.size(); ++s)
        if (after[s] > before[s]) kept = same_side(static_cast<int>(s), claimer);
    } else if (next->phase() != Phase::Play) {  // the last trick: the round is over
      const std::vector<int> end = tricks_won(*next);
      for (std::size_t s = 0; s < end.size(); ++s)
        if (end[s] > before[s] && !same_side(static_cast<int>(s), claimer)) kept = false;
    }
    kept = kept && takes_all(*next, claimer, same_side);
    if (mine && kept) return true;
    if (!mine && !kept) return false;
  }
  return !mine;
}

// Plays random rounds of `game` to endgames of at most `left` items a hand and checks every
// position there; returns how many claims were offered and how many refused.
std::pair<int, int> check_endgames(const std::string& game, const OptionList& options,
                                   const std::function<bool(int, int)>& same_side, int left) {
  int offered = 0, refused = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    auto m = make(game, options, seed);
    Rng rng(seed);
    auto hand_size = [&](const Match& x) {
      const auto v = x.view(-1);
      if (const auto* t = dynamic_cast<const TrickView<Tile>*>(v.get())) return t->hand_counts[0];
      if (const auto* c = dynamic_cast<const TrickView<Card>*>(v.get())) return c->hand_counts[0];
      return 99;
    };
    // Through the bidding, passing and the rest, at random, into the play's last tricks.
    while (m->to_move() >= 0 && (m->phase() != Phase::Play || hand_size(*m) > left)) {
      const auto legal = m->legal_moves();
      testing::play(*m, legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))]);
    }
    while (m->phase() == Phase::Play) {
      const int seat = m->to_move();
      const std::vector<std::string> claim = m->claim(seat);
      INFO(game << " seed " << seed << ", seat " << seat);
      const bool certain = takes_all(*m, seat, same_side);
      CHECK(claim.empty() != certain);
      if (!claim.empty()) {
        ++offered;
        auto played = m->clone();
        const std::vector<int> before = tricks_won(*played);
        for (const std::string& move : claim) {
          INFO("claim move " << move);
          testing::play(*played, move);
        }
        CHECK(played->phase() != Phase::Play);
        const std::vector<int> after = tricks_won(*played);
        for (std::size_t s = 0; s < after.size(); ++s)
          if (!same_side(static_cast<int>(s), seat)) CHECK(after[s] == before[s]);
        CHECK(m->claim((seat + 1) % static_cast<int>(after.size())).empty());  // only the seat to move
      } else {
        ++refused;
      }
      const auto legal = m->legal_moves();
      testing::play(*m, legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))]);
    }
  }
  return {offered, refused};
}

bool alone(int a, int b) { return a == b; }
bool partners(int a, int b) { return a % 2 == b % 2; }

}  // namespace

TEST_CASE("claim: Domino Hearts, offered exactly when the rest is certain") {
  const auto [offered, refused] = check_endgames("hearts", {{"players", "4"}}, alone, 3);
  CHECK(offered > 0);
  CHECK(refused > 0);
}

TEST_CASE("claim: Black Tile, offered exactly when the rest is certain") {
  const auto [offered, refused] = check_endgames("blacktile", {{"players", "4"}}, alone, 3);
  CHECK(offered > 0);
  CHECK(refused > 0);
}

TEST_CASE("claim: Domino Whist alone and with partners, offered exactly when the rest is certain") {
  const auto [offered, refused] = check_endgames("whist", {{"players", "3"}}, alone, 3);
  CHECK(offered > 0);
  CHECK(refused > 0);
  const auto [side_offered, side_refused] =
      check_endgames("whist", {{"players", "4"}, {"partnership", "true"}}, partners, 3);
  CHECK(side_offered > 0);
  CHECK(side_refused > 0);
}

TEST_CASE("claim: none outside a trick game's play") {
  auto block = make("block", {{"players", "2"}});
  CHECK(block->claim(block->to_move()).empty());
  auto whist = make("whist", {{"players", "4"}});
  REQUIRE(whist->phase() != Phase::Play);  // the auction
  CHECK(whist->claim(whist->to_move()).empty());
}
