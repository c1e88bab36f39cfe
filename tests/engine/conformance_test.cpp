// The conformance suite every game runs (after OpenSpiel's basic_tests):
// many seeded random matches, checking at every step that every tile is in exactly one
// place, legal moves are sorted, unique and accepted, illegal moves are refused without
// change, clone and save/load round-trip, views hide what they must, and the same seed
// and moves always give the same match.
//
// The games come from the engine's registry (available_games(), after OpenSpiel's registered
// games): each runs as its own test case, "conformance: <id>", which fails while the game has
// no option sets in kConfigs. To add a game: register it in the engine, add its option sets here.
#include <algorithm>
#include <catch2/catch.hpp>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "core/rng.h"
#include "test_support.h"

using namespace boneyard;

namespace {

using testing::Config;

const std::vector<Config> kConfigs{
    {"block", {{"players", "2"}}},
    {"block", {{"players", "3"}}},
    {"block", {{"players", "4"}}},
    {"block", {{"players", "4"}, {"hand_size", "6"}, {"opener", "double_then_tile"}, {"win_score", "others"}}},
    {"block", {{"players", "3"}, {"opener", "highest_tile"}, {"opener_plays_deciding_tile", "true"}}},
    {"block", {{"players", "2"}, {"block_tie", "none"}, {"target", "30"}, {"end_tie", "shared"}}},
    {"block", {{"players", "6"}, {"set", "9"}, {"hand_size", "8"}}},
    {"block", {{"players", "8"}, {"set", "12"}, {"hand_size", "9"}, {"target", "50"}}},
    {"draw", {{"players", "2"}}},
    {"draw", {{"players", "4"}, {"draw_rule", "one_then_choose"}, {"target", "50"}}},
    {"draw", {{"players", "3"}, {"draw_rule", "draw_then_wait"}, {"redeal_five_doubles", "true"}}},
    {"draw", {{"players", "4"}, {"min_score", "15"}, {"win_score", "net"}, {"hand_size", "4"}}},
    {"draw", {{"players", "4"}, {"sets", "2"}, {"hand_size", "9"}, {"opener", "highest_tile"}}},
    {"draw", {{"players", "7"}, {"set", "12"}, {"draw_rule", "one_then_choose"}, {"block_tie", "none"}}},
    {"blacktile", {{"players", "4"}}},
    {"blacktile", {{"players", "3"}, {"points", "21"}, {"pass_direction", "right"}}},
    {"blacktile", {{"players", "3"}, {"points", "30"}, {"leftover", "first_trick_winner"}, {"lead_pass", "false"}}},
    {"blacktile", {{"players", "4"}, {"partnership", "true"}, {"target", "30"}, {"end_tie", "shared"}}},
    {"blacktile", {{"players", "4"}, {"target", "40"}, {"next_leader", "highest_score"}, {"pass_direction", "none"}}},
    {"whist", {{"players", "3"}, {"target", "12"}}},
    {"whist", {{"players", "4"}, {"target", "12"}, {"passing", "true"}}},
    {"whist", {{"players", "4"}, {"partnership", "false"}, {"target", "10"}}},
    {"whist", {{"players", "5"}, {"passing", "true"}, {"target", "10"}, {"end_tie", "shared"}}},
    {"hearts", {{"players", "3"}, {"target", "40"}}},
    {"hearts", {{"players", "4"}, {"target", "40"}, {"queen_breaks_hearts", "true"}}},
    {"hearts", {{"players", "4"}, {"target", "40"}, {"moon", "choice_one"}}},
    {"hearts", {{"players", "5"}, {"target", "40"}, {"moon", "add_others"}, {"end_tie", "shared"}}},
};

std::string tile_of(const std::string& located) { return located.substr(0, located.find('@')); }

void check_census(const Match& m) {
  std::vector<std::string> where = m.census(), tiles, expected = m.full_set();
  for (const auto& w : where) tiles.push_back(tile_of(w));
  std::sort(tiles.begin(), tiles.end());
  std::sort(expected.begin(), expected.end());
  REQUIRE(tiles == expected);
}

void check_legal(const Match& m) {
  const auto legal = m.legal_moves();
  REQUIRE(std::is_sorted(legal.begin(), legal.end()));
  REQUIRE(std::adjacent_find(legal.begin(), legal.end()) == legal.end());
  if (m.to_move() >= 0)
    REQUIRE_FALSE(legal.empty());
  else
    REQUIRE(legal.empty());
  // Every legal move is accepted (a spread of at most 40, for the long pass lists).
  const std::size_t step = legal.size() / 40 + 1;
  for (std::size_t i = 0; i < legal.size(); i += step) {
    auto copy = m.clone();
    Status s = copy->play(legal[i]);
    INFO(legal[i] << ": " << s.error());
    REQUIRE(s.ok());
  }
}

// Moves that are well-formed but not legal now, plus junk: each must be refused unchanged.
void check_refusals(Match& m, Rng& rng) {
  const auto legal = m.legal_moves();
  std::vector<std::string> tries{"",
                                 "junk",
                                 "pass",
                                 "draw",
                                 "9-9:L",
                                 "6-6",
                                 "0-0:R",
                                 "12-12",
                                 ":L",
                                 "lead",
                                 "pass_lead",
                                 "6-4:9",
                                 "6-4:D",
                                 "pass:6-6,6-6",
                                 "pass:0-0,1-1,2-2,3-3",
                                 "bid:pass",
                                 "bid:0",
                                 "bid:99",
                                 "bid:4",
                                 "widow:keep",
                                 "widow:0-0",
                                 "trump:N",
                                 "trump:D",
                                 "trump:9",
                                 "QS",
                                 "2C",
                                 "AH",
                                 "moon:self",
                                 "moon:others",
                                 "moon:1",
                                 "pass:QS,AH,2D"};
  const auto set = m.full_set();
  for (int i = 0; i < 4; ++i) {
    const std::string& t = set[static_cast<std::size_t>(rng.below(static_cast<int>(set.size())))];
    tries.push_back(t);
    tries.push_back(t + ":L");
    tries.push_back(t + ":R");
    tries.push_back(t + ":D");
    tries.push_back(t + ":" + t.substr(0, t.find('-')));
  }
  // Passes of three from the whole set, in canonical order (one that is legal is skipped
  // below): a pass is checked against the mover's hand, not found in the list.
  for (int i = 0; i < 3; ++i) {
    std::vector<std::string> three;
    for (int k = 0; k < 3; ++k) three.push_back(set[static_cast<std::size_t>(rng.below(static_cast<int>(set.size())))]);
    std::sort(three.begin(), three.end());
    tries.push_back("pass:" + three[0] + "," + three[1] + "," + three[2]);
  }
  // Each refusal leaves the save as it was; the whole state is compared once after them all
  // (a change any of them made would still be there: nothing here is accepted to undo it).
  const std::string before = m.to_json().dump(), saved = m.save();
  for (const auto& t : tries) {
    if (std::binary_search(legal.begin(), legal.end(), t)) continue;
    Status s = m.play(t);
    INFO("'" << t << "' should be refused");
    REQUIRE_FALSE(s.ok());
    REQUIRE_FALSE(s.error().empty());
    REQUIRE(m.save() == saved);
  }
  INFO("the refusals changed the state");
  REQUIRE(m.to_json().dump() == before);
}

// Public records (tiles played face up, the draw for the lead) are dropped from a seat's
// view before looking for tiles that seat must not see.
void check_views(const Match& m) {
  if (m.phase() == Phase::RoundOver || m.phase() == Phase::MatchOver) return;
  for (int seat = 0; seat < m.players(); ++seat) {
    nlohmann::json view = nlohmann::json::parse(m.view(seat)->to_json().dump());
    // ...and what the seat itself handed on or was handed in the pass.
    for (const char* key : {"line", "log", "trick", "last_trick", "leader_draws", "passing", "received"})
      view.erase(key);
    if (view.contains("bid") && view["bid"].is_object() && view["bid"]["seat"] == seat) {
      view.erase("widow");  // Whist: the bid winner has looked at the widow
      view.erase("aside");
    }
    const std::string v = view.dump();
    const std::string own = "hand" + std::to_string(seat);
    std::set<std::string> visible;  // with combined sets a hidden tile may have a visible twin
    for (const auto& located : m.census()) {
      const auto at = located.find('@');
      const std::string place = located.substr(at + 1);
      if (place == "line" || place == own || place == "trick" || place.rfind("taken", 0) == 0)
        visible.insert(located.substr(0, at));
    }
    for (const auto& located : m.census()) {
      const std::string tile = located.substr(0, located.find('@'));
      if (visible.count(tile)) continue;
      INFO("seat " << seat << " view shows hidden " << located << ": " << v);
      REQUIRE(v.find("\"" + tile + "\"") == std::string::npos);
    }
    if (m.to_move() == seat) REQUIRE(m.view(seat)->legal_moves() == m.legal_moves());
  }
}

void check_round_trips(const Match& m) {
  auto copy = m.clone();
  REQUIRE(copy->to_json().dump() == m.to_json().dump());
  REQUIRE(copy->save() == m.save());
  auto loaded = load_match(m.save());
  INFO(loaded.error());
  REQUIRE(loaded.ok());
  REQUIRE((*loaded)->to_json().dump() == m.to_json().dump());
  REQUIRE((*loaded)->legal_moves() == m.legal_moves());
}

// Replaying a prefix of the history gives the match as it stood then (what undo rests on):
// the same state as a copy kept at that step, and the same moves from there give the same
// match again; who made each step is the seat that was to move.
void check_replays(const Match& m, Rng& rng) {
  const auto& history = m.history();
  std::vector<int> seats;
  auto whole = replay(m, history.size(), &seats);
  REQUIRE(whole.ok());
  REQUIRE((*whole)->save() == m.save());
  REQUIRE(seats.size() == history.size());
  for (int k = 0; k < 4 && !history.empty(); ++k) {
    const std::size_t cut = static_cast<std::size_t>(rng.below(static_cast<int>(history.size())));
    auto before = replay(m, cut);
    REQUIRE(before.ok());
    REQUIRE((*before)->history().size() == cut);
    if (history[cut].kind == Action::Kind::Move) {
      REQUIRE((*before)->to_move() == seats[cut]);
      REQUIRE((*before)->play(history[cut].move).ok());
    } else {
      REQUIRE(seats[cut] == -1);
      REQUIRE((*before)->next_round(history[cut].deal).ok());
    }
    auto after = replay(m, cut + 1);
    REQUIRE(after.ok());
    REQUIRE((*before)->to_json().dump() == (*after)->to_json().dump());
  }
  REQUIRE_FALSE(replay(m, history.size() + 1).ok());
}

// Plays one random match, checking everything at every step; returns its save.
std::string random_match(const Config& c, std::uint64_t seed, int max_rounds) {
  auto m = testing::make(c.game, c.options, seed);
  Rng rng(seed * 31 + 7);
  int rounds = 1, steps = 0;
  while (m->phase() != Phase::MatchOver && rounds <= max_rounds) {
    check_census(*m);
    check_legal(*m);
    if (steps % 2 == 0) check_views(*m);
    if (steps % 9 == 0) check_round_trips(*m);
    if (steps % 4 == 0) check_refusals(*m, rng);
    if (m->phase() == Phase::RoundOver) {
      REQUIRE(m->next_round().ok());
      ++rounds;
      continue;
    }
    const auto legal = m->legal_moves();
    testing::play(*m, legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))]);
    ++steps;
  }
  check_round_trips(*m);
  if (seed == 1) check_replays(*m, rng);
  return m->save();
}

// Every check, for every configuration of one game: one test case per game, so ctest
// runs the games in parallel.
void conform(const std::string& game) {
  std::vector<Config> configs;
  std::copy_if(kConfigs.begin(), kConfigs.end(), std::back_inserter(configs),
               [&](const Config& c) { return c.game == game; });
  // A registered game without configurations would pass without a single check.
  if (configs.empty()) FAIL("game '" << game << "' is registered but has no conformance configurations in kConfigs");
  for (const auto& c : configs) {
    INFO(testing::label(c));
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      INFO("seed " << seed);
      random_match(c, seed, 4);
    }
    // The same seed and moves always give the same match.
    const std::string a = random_match(c, 99, 2), b = random_match(c, 99, 2);
    REQUIRE(a == b);
    auto replay = load_match(a);
    REQUIRE(replay.ok());
    REQUIRE((*replay)->save() == a);
    // Whole matches between bots finish with winners sharing the best total: the lowest in
    // penalty games (GameInfo::lowest_wins), else one that reached the target (the highest, or
    // in Whist a successful bid winner's among several past it).
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      auto m = testing::make(c.game, c.options, seed);
      int guard = 0;
      while (m->phase() != Phase::MatchOver && guard++ < 20000) {
        if (m->phase() == Phase::RoundOver)
          REQUIRE(m->next_round().ok());
        else
          testing::play(*m, bot_move(*m, "normal", seed + static_cast<std::uint64_t>(guard)));
      }
      REQUIRE(m->phase() == Phase::MatchOver);
      REQUIRE_FALSE(m->winners().empty());
      // The score sheet: one row per round, adding up to the totals.
      const auto rounds = round_points(*m);
      REQUIRE(static_cast<int>(rounds.size()) == m->round());
      std::vector<int> sum(static_cast<std::size_t>(m->players()), 0);
      for (const auto& row : rounds)
        for (std::size_t s = 0; s < row.size(); ++s) sum[s] += row[s];
      CHECK(sum == m->scores());
      const auto scores = m->scores();
      const int best = scores[static_cast<std::size_t>(m->winners().front())];
      for (int w : m->winners()) CHECK(scores[static_cast<std::size_t>(w)] == best);
      if (m->info().lowest_wins())
        CHECK(best == *std::min_element(scores.begin(), scores.end()));
      else
        CHECK(best >= m->options().integer("target"));
    }
  }
}

// One test case per registered game, registered when the program starts as TEST_CASE's own
// are (Catch::AutoReg), so ctest lists "conformance: <id>" for every game in the registry
// without a line here for it.
struct ConformanceCase final : Catch::ITestInvoker {
  explicit ConformanceCase(std::string id) : game(std::move(id)) {}
  void invoke() const override { conform(game); }
  std::string game;
};

[[maybe_unused]] const bool kRegistered = [] {
  for (const GameInfo* g : available_games()) {
    const std::string name = "conformance: " + std::string(g->id());
    Catch::AutoReg(new ConformanceCase(std::string(g->id())), CATCH_INTERNAL_LINEINFO, Catch::StringRef(),
                   Catch::NameAndTags{name});
  }
  return true;
}();

}  // namespace

TEST_CASE("conformance: every configured game is available and different seeds deal differently") {
  for (const auto& c : kConfigs) CHECK(find_game(c.game));
  auto x = testing::make("block", {{"players", "4"}}, 1), y = testing::make("block", {{"players", "4"}}, 2);
  CHECK(x->to_json().dump() != y->to_json().dump());
}

TEST_CASE("saves that are corrupt or tampered with are refused with a message") {
  auto m = testing::make("block", {{"players", "2"}}, 5);
  testing::play(*m, m->legal_moves().front());
  const std::string good = m->save();
  REQUIRE(load_match(good).ok());
  auto error_of = [](const std::string& data) {
    auto r = load_match(data);
    REQUIRE_FALSE(r.ok());
    return r.error();
  };
  CHECK(error_of("").find("not a Boneyard save") != std::string::npos);
  CHECK(error_of("hello world").find("not a Boneyard save") != std::string::npos);
  std::string flipped = good;
  flipped[flipped.find(";s=") + 3] = '9';
  CHECK(error_of(flipped).find("checksum") != std::string::npos);
  CHECK(error_of(good.substr(0, good.size() - 3)).find("checksum") != std::string::npos);
}
