// Block Dominoes, docs/rules.md, "Block", one scripted deal per rule.
#include <catch2/catch.hpp>

#include "line/line_match.h"
#include "test_support.h"

using namespace boneyard;
using namespace boneyard::testing;

namespace {
const LineMatch& line(const Match& m) { return dynamic_cast<const LineMatch&>(m); }
std::vector<std::string> laid(const Match& m) {
  std::vector<std::string> out;
  for (const auto& t : line(m).line().tiles()) out.push_back(t.str());
  return out;
}
using Strings = std::vector<std::string>;
}  // namespace

TEST_CASE("highest double opens and may open with any tile") {
  auto m = make(
      "block", {{"players", "2"}}, 1,
      hands({{"6-5", "4-4", "3-2", "1-0", "2-2", "6-0", "5-1"}, {"5-5", "6-4", "3-3", "2-1", "0-0", "4-0", "6-3"}}));
  CHECK(m->to_move() == 1);
  CHECK(m->legal_moves() == Strings{"0-0", "2-1", "3-3", "4-0", "5-5", "6-3", "6-4"});
  play(*m, "6-4");
  CHECK(laid(*m) == Strings{"6-4"});
  CHECK(m->to_move() == 0);
}

TEST_CASE("opener_plays_deciding_tile forces the deciding tile") {
  auto m = make(
      "block", {{"players", "2"}, {"opener_plays_deciding_tile", "true"}}, 1,
      hands({{"6-5", "4-4", "3-2", "1-0", "2-2", "6-0", "5-1"}, {"5-5", "6-4", "3-3", "2-1", "0-0", "4-0", "6-3"}}));
  CHECK(m->legal_moves() == Strings{"5-5"});
  Status s = m->play("6-4");
  CHECK(s.error() == "the opener must open with 5-5 (opener_plays_deciding_tile)");
}

TEST_CASE("highest_tile: the heaviest tile opens, equal pips go to the higher end") {
  auto m = make(
      "block", {{"players", "2"}, {"opener", "highest_tile"}, {"opener_plays_deciding_tile", "true"}}, 1,
      hands({{"5-5", "4-4", "3-2", "1-0", "2-2", "6-0", "5-1"}, {"6-4", "1-1", "3-3", "2-1", "0-0", "4-0", "6-3"}}));
  CHECK(m->to_move() == 1);  // 6-4 and 5-5 both total 10; 6-4 has the higher end
  CHECK(m->legal_moves() == Strings{"6-4"});
}

TEST_CASE("double_then_tile: highest double - else heaviest tile") {
  auto with_double = make(
      "block", {{"players", "2"}, {"opener", "double_then_tile"}}, 1,
      hands({{"6-5", "6-4", "3-2", "1-0", "5-3", "6-0", "5-1"}, {"1-1", "5-4", "4-3", "2-1", "5-2", "4-0", "6-3"}}));
  CHECK(with_double->to_move() == 1);  // 1-1 is the only double
  auto no_double = make("block", {{"players", "2"}, {"opener", "double_then_tile"}, {"hand_size", "3"}}, 1,
                        hands({{"5-4", "4-3", "2-1"}, {"6-5", "3-2", "1-0"}}));
  CHECK(no_double->to_move() == 1);  // 6-5 is the heaviest
}

TEST_CASE("highest_double with no double anywhere: the tiles are shuffled and dealt again") {
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    auto m = make("block", {{"players", "2"}, {"hand_size", "1"}}, seed);  // mostly no double
    const auto& h = line(*m).hands()[static_cast<std::size_t>(m->to_move())];
    CHECK(h.front().is_double());
  }
  // A scripted deal the rule voids is replaced by one from the match's generator.
  auto m = make("block", {{"players", "2"}, {"hand_size", "1"}}, 1, hands({{"6-5"}, {"4-3"}}));
  const auto view = line(*m).line_view(0);
  CHECK(view->redeals >= 1);
  CHECK(line(*m).hands()[static_cast<std::size_t>(m->to_move())].front().is_double());
  CHECK(m->to_json().dump().find("\"redeals\":") != std::string::npos);
}

TEST_CASE("tiles join matching ends, a tile fitting both ends is listed for both") {
  auto m =
      make("block", {{"players", "2"}, {"hand_size", "3"}}, 1, hands({{"6-6", "4-1", "2-2"}, {"6-4", "6-1", "3-0"}}));
  play(*m, "6-6");
  CHECK(m->legal_moves() == Strings{"6-1:L", "6-1:R", "6-4:L", "6-4:R"});
  play(*m, "4-6:L");  // either order is accepted
  CHECK(laid(*m) == Strings{"4-6", "6-6"});
  CHECK(m->legal_moves() == Strings{"4-1:L"});
  play(*m, "4-1:L");
  CHECK(laid(*m) == Strings{"1-4", "4-6", "6-6"});
  CHECK(line(*m).line().origin() == 2);
  play(*m, "6-1:R");
  CHECK(laid(*m) == Strings{"1-4", "4-6", "6-6", "6-1"});
}

TEST_CASE("a player who cannot play passes - and only then") {
  auto m =
      make("block", {{"players", "3"}, {"hand_size", "2"}}, 1, hands({{"6-6", "1-0"}, {"5-2", "4-3"}, {"6-5", "5-5"}}));
  play(*m, "6-6");
  CHECK(m->to_move() == 1);
  CHECK(m->legal_moves() == Strings{"pass"});
  CHECK(m->play("5-2:L").error() == "5-2 does not match the left end (6)");
  play(*m, "pass");
  CHECK(m->to_move() == 2);
  CHECK(m->play("pass").error().find("cannot pass while holding a playable tile (6-5:L, 6-5:R)") != std::string::npos);
  CHECK(m->play("draw").error().find("no drawing in Block") != std::string::npos);
  auto view = dynamic_cast<const LineMatch&>(*m).line_view(0);
  REQUIRE(view->log.size() == 2);
  CHECK(view->log[1].seat == 1);
  CHECK(view->log[1].move == "pass");  // shown to everyone
}

TEST_CASE("domino: the player who plays their last tile wins the round") {
  auto m = make("block", {{"players", "2"}, {"hand_size", "2"}, {"target", "100"}}, 1,
                hands({{"6-6", "6-5"}, {"5-5", "4-0"}}));
  play(*m, "6-6");
  play(*m, "pass");
  play(*m, "6-5:R");
  CHECK(m->phase() == Phase::RoundOver);
  CHECK(m->winners() == std::vector<int>{0});
  CHECK(m->scores() == std::vector<int>{14, 0});  // 5-5 + 4-0 = 14, minus own 0
  CHECK(m->to_move() == -1);
  CHECK(m->legal_moves().empty());
}

// Seed 001's examples: 6-6 opens and nobody holds a six, so the round blocks at once with
// the counts the seed uses.
TEST_CASE("seed 001: blocked - counts 1 3 5 8 -> the lowest scores 3 + 5 + 8 - 1 = 15") {
  auto m = make("block", {{"players", "4"}, {"hand_size", "2"}}, 1,
                hands({{"6-6", "1-0"}, {"0-0", "3-0"}, {"2-0", "2-1"}, {"4-0", "3-1"}}));
  play(*m, "6-6");
  REQUIRE(m->phase() == Phase::RoundOver);
  const auto view = line(*m).line_view(0);
  const auto& r = *view->result;
  CHECK(r.blocked);
  CHECK(r.pips == std::vector<int>{1, 3, 5, 8});
  CHECK(m->winners() == std::vector<int>{0});
  CHECK(m->scores() == std::vector<int>{15, 0, 0, 0});
  CHECK(render(name_seats(r.explanation, {"You", "West", "North", "East"})) ==
        "Blocked: nobody can play. Lowest count: You with 1. +15 for You: the other players' counts (16) minus "
        "the winner's own (1).");
}

TEST_CASE("seed 001 tie rule: counts 3 3 5 8 -> each tied player scores 5 + 8 - 3 = 10") {
  const Deal tie = hands({{"6-6", "3-0"}, {"0-0", "2-1"}, {"1-0", "4-0"}, {"5-1", "2-0"}});
  auto m = make("block", {{"players", "4"}, {"hand_size", "2"}}, 1, tie);
  play(*m, "6-6");
  CHECK(m->winners() == std::vector<int>{0, 1});
  CHECK(m->scores() == std::vector<int>{10, 10, 0, 0});
  CHECK(render(name_seats(line(*m).line_view(0)->result->explanation, {"You", "West", "North", "East"})) ==
        "Blocked: nobody can play. Lowest count: You and West, tied on 3. +10 for You: the non-tied players' counts "
        "(13) minus the winner's own (3). +10 for West: the non-tied players' counts (13) minus the winner's own (3).");

  auto none = make("block", {{"players", "4"}, {"hand_size", "2"}, {"block_tie", "none"}}, 1, tie);
  play(*none, "6-6");
  CHECK(none->winners().empty());
  CHECK(none->scores() == std::vector<int>{0, 0, 0, 0});
}

TEST_CASE("win_score = others: the winner scores every other hand's pips (seed 003)") {
  auto m = make("block", {{"players", "4"}, {"hand_size", "2"}, {"win_score", "others"}}, 1,
                hands({{"6-6", "1-0"}, {"0-0", "3-0"}, {"2-0", "2-1"}, {"4-0", "3-1"}}));
  play(*m, "6-6");
  CHECK(m->scores() == std::vector<int>{16, 0, 0, 0});
}

TEST_CASE("the match ends at the target, the highest total wins") {
  auto m = make("block", {{"players", "4"}, {"hand_size", "2"}, {"target", "15"}}, 1,
                hands({{"6-6", "1-0"}, {"0-0", "3-0"}, {"2-0", "2-1"}, {"4-0", "3-1"}}));
  play(*m, "6-6");
  CHECK(m->phase() == Phase::MatchOver);
  CHECK(m->winners() == std::vector<int>{0});
  CHECK(m->next_round().error() == "the match is over: start a new one");
}

TEST_CASE("a tie for first at the target plays on - unless end_tie = shared") {
  const Deal tie = hands({{"6-6", "3-0"}, {"0-0", "2-1"}, {"1-0", "4-0"}, {"5-1", "2-0"}});
  auto on = make("block", {{"players", "4"}, {"hand_size", "2"}, {"target", "10"}}, 1, tie);
  play(*on, "6-6");
  CHECK(on->phase() == Phase::RoundOver);
  REQUIRE(on->next_round().ok());
  CHECK(on->round() == 2);
  CHECK(on->phase() == Phase::Play);
  CHECK(on->scores() == std::vector<int>{10, 10, 0, 0});

  auto shared = make("block", {{"players", "4"}, {"hand_size", "2"}, {"target", "10"}, {"end_tie", "shared"}}, 1, tie);
  play(*shared, "6-6");
  CHECK(shared->phase() == Phase::MatchOver);
  CHECK(shared->winners() == std::vector<int>{0, 1});
}

TEST_CASE("next round: refused mid-round - dealt from the generator or as given") {
  auto m = make("block", {{"players", "2"}, {"hand_size", "2"}}, 1, hands({{"6-6", "6-5"}, {"5-5", "4-0"}}));
  CHECK(m->next_round().error() == "the round is not over yet");
  play(*m, "6-6");
  play(*m, "pass");
  play(*m, "6-5:R");
  const std::string before = m->to_json().dump();
  CHECK_FALSE(m->next_round(hands({{"6-6", "6-6"}, {"5-5", "4-0"}})).ok());  // refused: unchanged
  CHECK(m->to_json().dump() == before);
  REQUIRE(m->next_round(hands({{"3-3", "3-1"}, {"2-2", "1-0"}})).ok());
  CHECK(m->to_move() == 0);
  CHECK(line(*m).line().empty());
  CHECK(m->scores() == std::vector<int>{14, 0});  // totals carry over
}

TEST_CASE("scripted deals are checked") {
  auto err = [](const Deal& d, const OptionList& o = {{"players", "2"}, {"hand_size", "2"}}) {
    auto m = new_match("block", o, 1, d);
    REQUIRE_FALSE(m.ok());
    return m.error();
  };
  CHECK(err(hands({{"6-6", "6-5"}})) == "the deal has 1 hands for 2 players");
  CHECK(err(hands({{"6-6"}, {"5-5", "4-0"}})) == "hand 0 has 1 tiles; each hand needs 2");
  CHECK(err(hands({{"6-6", "6-6"}, {"5-5", "4-0"}})) == "6-6 is dealt twice");
  CHECK(err(hands({{"7-7", "6-6"}, {"5-5", "4-0"}})) == "7-7 is not in a double-6 set");
  CHECK(err(hands({{"x", "6-6"}, {"5-5", "4-0"}})) == "'x' in hand 0 is not a tile");
  Deal with_widow = hands({{"6-6", "6-5"}, {"5-5", "4-0"}});
  with_widow.widow = {"1-1"};
  CHECK(err(with_widow).find("only hands") != std::string::npos);
}

TEST_CASE("malformed and illegal moves are refused without change") {
  auto m =
      make("block", {{"players", "2"}, {"hand_size", "3"}}, 1, hands({{"6-6", "4-1", "2-2"}, {"6-4", "6-1", "3-0"}}));
  const std::string before = m->to_json().dump();
  CHECK(m->play("6-6:L").error() == "the first tile of the round is played without an end: write 6-6");
  CHECK(m->play("hello").error().find("is not a move") != std::string::npos);
  CHECK(m->play("6-4").error().find("is not in seat 0's hand") != std::string::npos);
  CHECK(m->play("6-6:X").error().find("is not a move") != std::string::npos);
  CHECK(m->to_json().dump() == before);
  play(*m, "6-6");
  CHECK(m->play("6-4").error() == "say which end to play 6-4 at: 6-4:L or 6-4:R");
}

TEST_CASE("a seat's view hides the other hands until the round ends") {
  auto m = make("block", {{"players", "2"}, {"hand_size", "2"}}, 1, hands({{"6-6", "6-5"}, {"5-5", "4-0"}}));
  const std::string v0 = m->view(0)->to_json().dump();
  CHECK(v0.find("\"hands\":[[\"6-5\",\"6-6\"],2]") != std::string::npos);
  CHECK(v0.find("5-5") == std::string::npos);
  CHECK(v0.find("4-0") == std::string::npos);
  play(*m, "6-6");
  play(*m, "pass");
  play(*m, "6-5:R");
  CHECK(m->view(0)->to_json().dump().find("\"hands\":[[],[\"4-0\",\"5-5\"]]") != std::string::npos);
}

TEST_CASE("bigger sets: double-nine with six players plays to the end") {
  auto m = make("block", {{"players", "6"}, {"set", "9"}}, 5);
  int guard = 0;
  while (m->phase() == Phase::Play && guard++ < 1000) play(*m, bot_move(*m, "normal", 1));
  CHECK(m->phase() != Phase::Play);
  CHECK(m->full_set().size() == 55);
}
