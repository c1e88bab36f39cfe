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
#include "games/blacktile/blacktile_search.h"
#include "games/hearts/hearts_search.h"
#include "games/whist/whist_search.h"
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

// Makes the search state's move whose text (`text_of`) is the match's `move`.
template <class S, class Text>
void apply_text(S& s, const std::string& move, Text text_of) {
  search::Move moves[S::kMaxMoves];
  const int n = s.moves(moves);
  for (int i = 0; i < n; ++i)
    if (text_of(moves[i]) == move) {
      s.apply(moves[i]);
      return;
    }
  FAIL("the search state has no move " << move);
}

// A domino trick game's round from the whole deal (`worlds` of the whole view: one world),
// played by bots in the match and in the search state alike; returns the state at its end.
template <class Worlds>
TrickState play_along(Match& m, const Worlds& worlds, Rng& rng) {
  TrickState s = worlds.sample(rng);
  while (m.phase() == Phase::Play) {
    const std::string mv = bot_move(m, "normal", rng.next());
    apply_text(s, mv, [&](search::Move x) { return tile_move_text(x, s.in_trick() == 0, worlds.worlds().tables()); });
    testing::play(m, mv);
  }
  return s;
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

TEST_CASE("match stakes: the end of a round tells the match's end as the match does") {
  // Low targets, so that rounds end matches. The search state of each round, dealt from the
  // whole deal with the match around it, is played along the match; at the round's end its
  // match_result for each seat must be what the match then does (a win, a loss, or on).
  int ends = 0, rounds = 0;
  auto expect = [&](const Match& m, auto result) {
    const auto winners = m.phase() == Phase::MatchOver ? m.winners() : std::vector<int>{};
    for (int seat = 0; seat < m.players(); ++seat) {
      const int expected = winners.empty() ? -1 : std::count(winners.begin(), winners.end(), seat) ? 1 : 0;
      INFO("seat " << seat << ", scores " << m.scores()[static_cast<std::size_t>(seat)]);
      REQUIRE(result(seat) == expected);
    }
    ends += !winners.empty();
    ++rounds;
  };
  SECTION("Hearts, the moon's choice made by its shooter") {
    for (std::uint64_t seed = 1; seed <= 25; ++seed) {
      auto m = testing::make("hearts", {{"players", seed % 2 ? "4" : "3"}, {"target", "40"}}, seed);
      Rng rng(seed);
      for (int round = 0; round < 12 && m->phase() != Phase::MatchOver; ++round) {
        while (m->phase() == Phase::Pass) testing::play(*m, bot_move(*m, "normal", rng.next()));
        const auto whole = dynamic_cast<const HeartsMatch&>(*m).hearts_view(-1);
        const TrickTables tables = hearts_match_tables(*whole);
        TrickState s = hearts_state(*whole, tables);
        while (m->phase() == Phase::Play) {
          const std::string mv = bot_move(*m, "normal", rng.next());
          s.apply(static_cast<search::Move>(card_item(*parse_card(mv))));
          testing::play(*m, mv);
        }
        if (m->phase() == Phase::Moon) {  // the shooter takes the choice best for it, as the state assumes
          const int shooter = m->to_move();
          const int wanted = s.match_result(shooter);
          bool found = false;
          for (const auto& choice : m->legal_moves()) {
            auto trial = m->clone();
            testing::play(*trial, choice);
            const auto w = trial->phase() == Phase::MatchOver ? trial->winners() : std::vector<int>{};
            const int got = w.empty() ? -1 : std::count(w.begin(), w.end(), shooter) ? 1 : 0;
            if (got == wanted) {
              testing::play(*m, choice);
              found = true;
              break;
            }
          }
          REQUIRE(found);
        }
        expect(*m, [&](int seat) { return s.match_result(seat); });
        if (m->phase() == Phase::RoundOver) REQUIRE(m->next_round().ok());
      }
    }
  }
  SECTION("Black Tile, partners among them") {
    for (std::uint64_t seed = 1; seed <= 25; ++seed) {
      const OptionList o = seed % 2 ? OptionList{{"players", "4"}, {"partnership", "true"}, {"target", "25"}}
                                    : OptionList{{"players", "3"}, {"target", "25"}};
      auto m = testing::make("blacktile", o, seed);
      Rng rng(seed);
      for (int round = 0; round < 12 && m->phase() != Phase::MatchOver; ++round) {
        while (m->phase() != Phase::Play) testing::play(*m, bot_move(*m, "normal", rng.next()));
        const BlackTileWorlds worlds(*dynamic_cast<const BlackTileMatch&>(*m).blacktile_view(-1));
        const TrickState s = play_along(*m, worlds, rng);
        expect(*m, [&](int seat) { return s.match_result(seat); });
        if (m->phase() == Phase::RoundOver) REQUIRE(m->next_round().ok());
      }
    }
  }
  SECTION("Whist, several sides past the target: a made contract takes the game") {
    for (std::uint64_t seed = 1; seed <= 25; ++seed) {
      auto m = testing::make("whist", {{"players", seed % 2 ? "3" : "4"}, {"target", "8"}}, seed);
      Rng rng(seed);
      for (int round = 0; round < 12 && m->phase() != Phase::MatchOver; ++round) {
        while (m->phase() != Phase::Play && m->phase() != Phase::RoundOver)
          testing::play(*m, bot_move(*m, "normal", rng.next()));
        if (m->phase() == Phase::RoundOver) {  // everyone passed: dealt again
          REQUIRE(m->next_round().ok());
          continue;
        }
        const WhistWorlds worlds(*dynamic_cast<const WhistMatch&>(*m).whist_view(-1));
        const TrickState s = play_along(*m, worlds, rng);
        expect(*m, [&](int seat) { return s.match_result(seat); });
        if (m->phase() == Phase::RoundOver) REQUIRE(m->next_round().ok());
      }
    }
  }
  SECTION("Draw, every tile dealt (no hidden tile), with a minimum round to bank") {
    for (std::uint64_t seed = 1; seed <= 25; ++seed) {
      auto m = testing::make("draw", {{"players", "2"}, {"hand_size", "14"}, {"target", "15"}, {"min_score", "10"}}, seed);
      Rng rng(seed);
      for (int round = 0; round < 12 && m->phase() != Phase::MatchOver; ++round) {
        const auto view = dynamic_cast<const LineMatch&>(*m).line_view(m->to_move());
        const LineDeterminizer worlds(*view);  // the other hand is all the other tiles: one world
        LineSearchState s = worlds.sample(rng);
        while (m->phase() == Phase::Play) {
          const std::string mv = bot_move(*m, "normal", rng.next());
          apply_text(s, mv, [&](search::Move x) { return s.move_text(x); });
          testing::play(*m, mv);
        }
        expect(*m, [&](int seat) { return s.match_result(seat); });
        if (m->phase() == Phase::RoundOver) REQUIRE(m->next_round().ok());
      }
    }
  }
  INFO(rounds << " rounds, " << ends << " ended their match");
  CHECK(ends >= 10);
}

TEST_CASE("analysis: when the round can end the match, each choice's chance to win it") {
  for (const auto& [game, options] : std::vector<std::pair<std::string, OptionList>>{
           {"hearts", {{"players", "4"}, {"target", "15"}}},
           {"block", {{"players", "2"}, {"target", "10"}}},
           {"blacktile", {{"players", "4"}, {"target", "8"}}}}) {
    INFO(game);
    auto m = testing::make(game, options, 5);
    while (m->to_move() != 0 || m->phase() != Phase::Play || m->legal_moves().size() < 2)
      testing::play(*m, bot_move(*m, "normal", 1));
    auto thinking = bot_think(*m, "hard", 3);
    think_through(*thinking);
    const auto a = thinking->analysis();
    REQUIRE(a);
    CHECK(a->match);  // a round can take a total past so low a target
    for (const auto& mv : a->moves) {
      CHECK(mv.win >= 0);
      CHECK(mv.win <= 1);
    }
    // With the usual targets, the first round cannot end the match.
    auto far = testing::make(game, {{"players", options.front().second}}, 5);
    while (far->to_move() != 0 || far->phase() != Phase::Play || far->legal_moves().size() < 2)
      testing::play(*far, bot_move(*far, "normal", 1));
    auto t2 = bot_think(*far, "hard", 3);
    think_through(*t2);
    REQUIRE(t2->analysis());
    CHECK_FALSE(t2->analysis()->match);
  }
}
