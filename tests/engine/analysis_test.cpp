// The coach's move analysis (BotThinking::analysis, core/match.h): every decision a searching
// computer player weighs can list its choices, best first, with what each is worth in the
// game's points; the first listed is the move it makes; the figures are the search's own;
// and they depend only on what the seat may see (tests/engine/bot_test.cpp compares them
// across worlds that differ in hidden tiles).
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "core/rng.h"
#include "games/hearts/hearts.h"
#include "games/hearts/hearts_search.h"
#include "line/line_match.h"
#include "line/line_search.h"
#include "search/ismcts.h"
#include "test_support.h"

using namespace boneyard;

namespace {

// Checks one decision's analysis; returns its phase's name for the tally.
void check_analysis(const Match& m, const std::string& level, std::uint64_t seed, std::set<std::string>& phases) {
  auto thinking = bot_think(m, level, seed);
  REQUIRE(thinking);
  const std::string move = think_through(*thinking);
  const auto a = thinking->analysis();
  const auto legal = m.legal_moves();
  if (!a) {  // decided by rule: only when there is nothing to weigh, or the Hearts moon
    INFO("phase " << phase_name(m.phase()) << ", move " << move);
    REQUIRE((legal.size() <= 1 || m.phase() == Phase::Moon));
    return;
  }
  INFO(m.info().id() << ", " << phase_name(m.phase()) << ": " << move);
  REQUIRE(!a->moves.empty());
  REQUIRE(a->moves.front().move == move);
  REQUIRE(a->deals > 0);
  REQUIRE(a->penalty == (m.info().id() == "hearts" || m.info().id() == "blacktile"));
  std::set<std::string> listed;
  for (const auto& mv : a->moves) {
    INFO("listed " << mv.move);
    REQUIRE(std::binary_search(legal.begin(), legal.end(), mv.move));
    REQUIRE(listed.insert(mv.move).second);
    REQUIRE(mv.deals > 0);
    REQUIRE(mv.deals <= a->deals);
    if (a->penalty) REQUIRE(mv.points >= 0);
  }
  // A play searched as one tree lists every legal move (each is tried before any twice).
  if (m.phase() == Phase::Play) REQUIRE(listed.size() == legal.size());
  phases.insert(std::string(m.info().id()) + " " + std::string(phase_name(m.phase())));
}

}  // namespace

TEST_CASE("analysis: every weighed decision lists its choices, best first, the first its move") {
  const std::vector<std::pair<std::string, OptionList>> games{
      {"block", {{"players", "2"}}},
      {"draw", {{"players", "3"}}},
      {"hearts", {{"players", "4"}}},
      {"blacktile", {{"players", "4"}}},
      {"blacktile", {{"players", "4"}, {"pass_direction", "none"}, {"lead_pass", "true"}}},
      {"whist", {{"players", "3"}, {"passing", "true"}}},
      {"whist", {{"players", "4"}, {"partnership", "false"}}},
  };
  std::set<std::string> phases;
  for (const auto& [game, options] : games) {
    auto m = testing::make(game, options, 7);
    std::map<Phase, int> checked;  // a few decisions of each kind, over two rounds
    for (std::uint64_t step = 0; step < 400 && m->round() <= 2 && m->phase() != Phase::MatchOver; ++step) {
      if (m->phase() == Phase::RoundOver) {
        REQUIRE(m->next_round().ok());
        continue;
      }
      if ((m->to_move() == 0 || m->phase() != Phase::Play) && checked[m->phase()]++ < 3)
        check_analysis(*m, "hard", step, phases);
      testing::play(*m, bot_move(*m, "normal", step));
    }
  }
  INFO("phases seen: " << phases.size());
  for (const char* p : {"block play", "draw play", "hearts pass", "hearts play", "blacktile pass", "blacktile play",
                        "blacktile lead_pass", "whist pass", "whist bid", "whist widow", "whist trump", "whist play"})
  {
    INFO(p);
    CHECK(phases.count(p) == 1);
  }
}

TEST_CASE("analysis: the figures are the search's own (line and trick games)") {
  SECTION("Block: a search run by hand over the same worlds gives the same visits and scores") {
    auto m = testing::make("block", {{"players", "3"}}, 4);
    testing::play(*m, bot_move(*m, "normal", 1));
    const auto view = dynamic_cast<const LineMatch&>(*m).line_view(m->to_move());
    REQUIRE(view->legal_moves().size() > 1);
    Rng rng(9);
    auto thinking = line_search(*view, 3000, rng);
    think_through(*thinking);
    const auto a = thinking->analysis();
    REQUIRE(a);
    REQUIRE(a->deals == 3000);
    Rng again(9);
    const LineDeterminizer worlds(*view);
    auto search = search::make_search<LineSearchState>([&](Rng& r) { return worlds.sample(r); }, 3000, again.next(),
                                                        kLineExploration);
    search.run();
    const auto stats = search.stats();
    REQUIRE(stats.size() == a->moves.size());
    int visits = 0;
    for (const auto& s : stats) {
      const auto row = std::find_if(a->moves.begin(), a->moves.end(),
                                    [&](const MoveValue& mv) { return mv.move == worlds.base().move_text(s.move); });
      REQUIRE(row != a->moves.end());
      CHECK(row->deals == s.visits);
      CHECK(row->points == s.score);
      visits += s.visits;
    }
    CHECK(visits == 3000);
    CHECK(a->moves.front().move == worlds.base().move_text(search.best()));
  }
  SECTION("Hearts: likewise, in penalty points") {
    auto m = testing::make("hearts", {{"players", "4"}}, 3);
    while (m->to_move() != 0 || m->phase() != Phase::Play) testing::play(*m, bot_move(*m, "normal", 2));
    const auto view = dynamic_cast<const HeartsMatch&>(*m).hearts_view(0);
    auto thinking = hearts_search(*view, 2000, 77);
    think_through(*thinking);
    const auto a = thinking->analysis();
    REQUIRE(a);
    CHECK(a->penalty);
    const auto worlds = hearts_worlds(*view);
    auto search = search::make_search<TrickState>([&](Rng& r) { return worlds->sample(r); }, 2000, 77);
    search.run();
    for (const auto& s : search.stats()) {
      const auto row = std::find_if(a->moves.begin(), a->moves.end(), [&](const MoveValue& mv) {
        return mv.move == item_card(TrickState::item_of(s.move)).str();
      });
      REQUIRE(row != a->moves.end());
      CHECK(row->deals == s.visits);
      CHECK(row->points == s.score);
      CHECK(row->points >= 0);
      CHECK(row->points <= 26);
    }
  }
}
