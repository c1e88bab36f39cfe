// Expert plays for the match (issue 27; search/stakes.h): when a round can decide the match,
// a playout is worth what it does to the match (won, lost, or the chance to win a match that
// goes on), with the round's margin only as a tie-break; otherwise the search is today's,
// bit for bit. Checked here: MatchStakes' decision and values; positions where the margin's
// move and the match's move differ (a line game and a trick game), Expert picking the one
// that wins the match and today's Expert (`expert_round`) not; identical moves and analyses
// when the round cannot decide the match; and the arena's matches mode (cli/arena.h).
#include <algorithm>
#include <catch2/catch.hpp>

#include "cli/arena.h"
#include "core/rng.h"
#include "line/line_match.h"
#include "games/hearts/hearts_search.h"
#include "search/stakes.h"
#include "test_support.h"
#include "trick/trick_view.h"

using namespace boneyard;

namespace {

using Round = std::array<int, search::MatchStakes::kMaxSeats>;

Round round_of(std::initializer_list<int> points) {
  Round r{};
  std::copy(points.begin(), points.end(), r.begin());
  return r;
}

// The seat to move's view of `m`, with the match totals `scores` in place of the match's
// (what a seat knows of the match is its view's totals).
std::unique_ptr<SeatView> view_with_scores(const Match& m, const std::vector<int>& scores) {
  auto v = m.view(m.to_move());
  if (auto* line = dynamic_cast<LineView*>(v.get())) line->scores = scores;
  if (auto* cards = dynamic_cast<TrickView<Card>*>(v.get())) cards->scores = scores;
  if (auto* tiles = dynamic_cast<TrickView<Tile>*>(v.get())) tiles->scores = scores;
  return v;
}

struct Decision {
  std::string move;
  Analysis analysis;
  const MoveValue& of(const std::string& choice) const {
    for (const auto& mv : analysis.moves)
      if (mv.move == choice) return mv;
    FAIL("no analysis of " << choice);
    return analysis.moves.front();
  }
  double win(const std::string& choice) const { return of(choice).win; }        // the chance to win the match
  double points(const std::string& choice) const { return of(choice).points; }  // the round's points
};

Decision decide(const SeatView& view, const std::string& level, std::uint64_t seed) {
  Rng rng(seed);
  auto thinking = find_game(view.game_id())->bot_think(view, level, rng);
  Decision d;
  d.move = think_through(*thinking);
  const auto a = thinking->analysis();
  REQUIRE(a);
  d.analysis = *a;
  return d;
}

// Expert's decision and today's (expert_round) for `seat`, to move in the match `game` for
// `players` from `seed` after `moves` moves of Normal players, the totals being `scores`.
// They must differ.
struct Both {
  Decision match, round;
};
Both both_experts(const std::string& game, int players, std::uint64_t seed, int moves, int seat,
                  const std::vector<int>& scores) {
  auto m = testing::make(game, {{"players", std::to_string(players)}}, seed);
  Rng rng(seed * 31);
  for (int i = 0; i < moves; ++i) testing::play(*m, bot_move(*m, "normal", rng.next()));
  REQUIRE(m->to_move() == seat);
  const auto view = view_with_scores(*m, scores);
  Both out{decide(*view, "expert", 7), decide(*view, std::string(search::kExpertRoundLevel), 7)};
  INFO("Expert " << out.match.move << ", today's Expert " << out.round.move);
  REQUIRE(out.match.move != out.round.move);
  return out;
}

}  // namespace

TEST_CASE("match stakes: whether a round can decide the match, and what a playout is worth then") {
  search::MatchStakes st;
  st.set({80, 60}, {100, false, false});
  st.aim(search::Aim::Match, 19, 10);
  CHECK_FALSE(st.decisive);  // 80 + 19 < 100
  st.aim(search::Aim::Match, 20, 10);
  CHECK(st.decisive);
  st.aim(search::Aim::Round, 20, 10);
  CHECK_FALSE(st.decisive);  // today's Expert: always the round

  st.aim(search::Aim::Match, 40, 10);
  CHECK(st.value(0, round_of({20, 0})) == 1);  // 100 against 60: won
  CHECK(st.value(1, round_of({20, 0})) == 0);
  CHECK(st.value(1, round_of({0, 45})) == 1);  // 80 against 105
  // Going on: strictly between a loss and a win, higher the further ahead, and the two seats'
  // chances add up to one.
  double last = 0;
  for (int ahead : {0, 5, 10, 19}) {
    const double v = st.value(0, round_of({ahead, 0}));
    INFO("seat 0 gains " << ahead);
    CHECK(v > search::MatchStakes::kFloor * 0.999);
    CHECK(v < 1 - search::MatchStakes::kFloor * 0.999);
    CHECK(v > last);
    CHECK(v + st.value(1, round_of({ahead, 0})) == Approx(1));
    last = v;
  }
  // The tie-break by the round's margin never lets a continuation beat a win or fall below a loss.
  const double best_going_on = st.reward(st.value(0, round_of({19, 0})), 1.0);
  const double worst_going_on = st.reward(st.value(1, round_of({19, 0})), 0.0);
  CHECK(st.reward(1, 0.0) > best_going_on);
  CHECK(st.reward(0, 1.0) < worst_going_on);

  // A penalty game: the lowest total leads, and the match ends when some total reaches the target.
  search::MatchStakes pen;
  pen.set({90, 70, 95, 80}, {100, true, false});
  pen.aim(search::Aim::Match, 26, 13);
  CHECK(pen.decisive);
  CHECK(pen.value(1, round_of({0, 0, 5, 0})) == 1);  // 95 + 5 ends it; 70 is lowest
  CHECK(pen.value(3, round_of({0, 0, 5, 0})) == 0);
  CHECK(pen.value(1, round_of({0, 5, 0, 0})) > 0.5);  // goes on, 75 still lowest
  CHECK(pen.value(1, round_of({0, 5, 0, 0})) < pen.value(1, round_of({0, 0, 0, 0})));
  CHECK(pen.value(1, round_of({0, 13, 0, 0})) < 0.5);  // 83: seat 3's 80 leads
}

TEST_CASE("Block: Expert plays for the match where the round's margin would most likely lose it") {
  // Two players at 92 and 94 of 100: whoever wins this round with enough pips wins the match.
  // Seat 0 holds 3-0, 3-3, 5-2, 5-3 and 5-4 on ends 0 and 5; the play that is best for the
  // round's margin leaves it a smaller chance to win the match, Expert's a better one.
  const auto [match, round] = both_experts("block", 2, 22, 4, 0, {92, 94});
  INFO("chance to win the match: Expert's move " << match.win(match.move) << ", the margin's " << match.win(round.move));
  CHECK(match.win(match.move) >= 0.25);
  CHECK(match.win(match.move) >= match.win(round.move) + 0.05);
  CHECK(round.points(round.move) > round.points(match.move));  // today's search: its move for the better round
}

TEST_CASE("Hearts: the search for the match leads for the match where the round's margin would lose it") {
  // Seat 3 leads the seventh trick, hearts broken, the totals 87, 99, 96 and 79: seat 1 ends
  // the match with any point it takes, and seat 3, the lowest, then wins it. The lead that
  // takes the fewest points for seat 3 lets seat 1 off; the search for the match leads the
  // heart that gives seat 1 a point, whatever it costs this round. (Hearts' Expert itself
  // still plays for the round: see hearts_bot.cpp.)
  auto m = testing::make("hearts", {{"players", "4"}}, 19);
  Rng rng(19 * 31);
  for (int i = 0; i < 28; ++i) testing::play(*m, bot_move(*m, "normal", rng.next()));
  REQUIRE(m->to_move() == 3);
  const auto view = view_with_scores(*m, {87, 99, 96, 79});
  const auto& hearts = dynamic_cast<const HeartsView&>(*view);
  const auto decide_for = [&](search::Aim aim) {
    Rng seed(7);  // as bot_think seeds it (decide() above)
    auto thinking = hearts_search(hearts, hearts_search_budget("expert"), seed.next(), aim);
    Decision d;
    d.move = think_through(*thinking);
    d.analysis = *thinking->analysis();
    return d;
  };
  const Decision match = decide_for(search::Aim::Match), round = decide_for(search::Aim::Round);
  INFO("for the match " << match.move << ", for the round " << round.move);
  REQUIRE(match.move != round.move);
  CHECK(match.win(match.move) >= 0.8);  // its move nearly always wins the match,
  CHECK(match.win(round.move) <= 0.1);  // the margin's move nearly never
  // and the search for the round takes its move for the better round (fewer penalty points).
  CHECK(round.points(round.move) < round.points(match.move));
  // Expert, in Hearts, is the search for the round.
  CHECK(decide(*view, "expert", 7).move == decide(*view, std::string(search::kExpertRoundLevel), 7).move);
}

TEST_CASE("expert_round is today's Expert: a reference level the arena names in every game, no player's") {
  const auto& levels = bot_levels();
  const std::string level(search::kExpertRoundLevel);
  CHECK(std::find(levels.begin(), levels.end(), level) == levels.end());
  for (const GameInfo* g : available_games()) {
    INFO(g->id());
    CHECK(g->reference_level(level));
    CHECK_FALSE(g->reference_level("expert"));
  }
}

TEST_CASE("when the round cannot decide the match, Expert plays and weighs exactly as today") {
  // A first round with the usual targets: no total can reach the target in it (Draw aside:
  // its bound counts the whole boneyard, see line_search.cpp), so every figure is today's.
  for (const auto& [game, options] : std::vector<std::pair<std::string, OptionList>>{{"block", {{"players", "2"}}},
                                                                                     {"hearts", {{"players", "4"}}},
                                                                                     {"blacktile", {{"players", "3"}}},
                                                                                     {"whist", {{"players", "4"}}}}) {
    INFO(game);
    auto m = testing::make(game, options, 3);
    Rng rng(3);
    int compared = 0;
    while (compared < 2 && m->phase() != Phase::RoundOver && m->phase() != Phase::MatchOver) {
      if (m->phase() == Phase::Play && m->legal_moves().size() >= 2) {
        REQUIRE(testing::analysis_text(*m, "expert", 11) ==
                testing::analysis_text(*m, std::string(search::kExpertRoundLevel), 11));
        ++compared;
      }
      testing::play(*m, bot_move(*m, "normal", rng.next()));
    }
    CHECK(compared == 2);
  }
}

TEST_CASE("the arena's matches mode: whole matches in duplicate, counted") {
  ArenaConfig c;
  c.game = "block";
  c.options = {{"players", "2"}};
  c.test = "normal";
  c.field = "random";
  c.matches = 3;
  for (const char* from : {"start", "late"}) {
    INFO("from " << from);
    c.from = from;
    const ArenaResult r = run_arena(c);
    REQUIRE(r.error.empty());
    CHECK(r.starts == 3);
    CHECK(r.matches == 6);  // each start once per seat
    // Block's matches end with one winner (a tie at the top plays on): each match is won once.
    CHECK(r.test_won + r.field_won == Approx(6));
    CHECK(r.rounds >= r.matches);
    CHECK(r.won_margin == Approx((r.test_won - r.field_won) / 6.0));
  }
  // Late starts: a match Normal players played from the seed, taken back to its last round or
  // the one before; deterministic, and late (the totals near the target).
  c.from = "late";
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    auto a = arena_start(c, seed), b = arena_start(c, seed);
    REQUIRE(a.ok());
    REQUIRE((*a)->save() == (*b)->save());
    const auto scores = (*a)->scores();
    CHECK((*a)->phase() == Phase::Play);
    CHECK((*a)->round() >= 2);
    CHECK(*std::max_element(scores.begin(), scores.end()) >= 50);
  }
}

TEST_CASE("the arena refuses what it cannot measure, saying why") {
  ArenaConfig c;
  c.game = "block";
  c.options = {{"players", "2"}};
  auto error = [&] { return run_arena(c).error; };
  c.matches = 1;
  CHECK(error() == "matches must be at least 2");
  c.matches = -1;
  CHECK(error() == "matches must be at least 2");
  c.matches = 2;
  c.from = "middle";
  CHECK(error() == "from must be start or late, not middle");
  c.matches = 0;
  c.from = "late";
  CHECK(error() == "from needs matches (it says where a match starts)");
  c.from = "start";
  c.deals = 1;
  CHECK(error() == "deals must be at least 2");
  c.deals = 2;
  c.test = "grandmaster";
  CHECK(error() == "unknown level grandmaster for block");
}
