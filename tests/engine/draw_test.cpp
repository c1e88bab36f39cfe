// Draw Dominoes, docs/rules.md, "Draw" and seed 003's house rules, one scripted deal per rule.
#include <catch2/catch.hpp>

#include "line/line_match.h"
#include "test_support.h"

using namespace boneyard;
using namespace boneyard::testing;

namespace {
using Strings = std::vector<std::string>;
const LineMatch& line(const Match& m) { return dynamic_cast<const LineMatch&>(m); }
Deal with_boneyard(std::vector<std::vector<std::string>> h, Strings top) {
  Deal d = hands(std::move(h));
  d.boneyard = std::move(top);
  return d;
}
const Deal kStuckSeat1 = with_boneyard({{"6-6", "1-1"}, {"5-4", "3-2"}}, {"2-1", "6-3"});
}  // namespace

TEST_CASE("draw defaults: 7 tiles for 2 players and 6 for 3-4, the rest is the boneyard") {
  auto two = make("draw", {{"players", "2"}});
  CHECK(two->options().get("hand_size") == "7");
  CHECK(two->options().get("opener") == "double_then_tile");
  CHECK(two->options().get("win_score") == "others");
  CHECK(two->options().get("draw_rule") == "until_playable");
  CHECK(line(*two).line_view(0)->boneyard == 14);
  auto four = make("draw", {{"players", "4"}});
  CHECK(four->options().get("hand_size") == "6");
  CHECK(line(*four).line_view(0)->boneyard == 4);
}

TEST_CASE("until_playable: draw one tile at a time until one fits - then play it") {
  auto m = make("draw", {{"players", "2"}, {"hand_size", "2"}}, 1, kStuckSeat1);
  play(*m, "6-6");
  CHECK(m->legal_moves() == Strings{"draw"});
  CHECK(m->play("pass").error() == "seat 1 cannot pass: draw from the boneyard first");
  play(*m, "draw");  // 2-1: no fit
  CHECK(m->to_move() == 1);
  CHECK(m->legal_moves() == Strings{"draw"});
  play(*m, "draw");  // 6-3 fits
  CHECK(m->legal_moves() == Strings{"6-3:L", "6-3:R"});
  CHECK(m->play("draw").error().find("no drawing while holding a playable tile") != std::string::npos);
  CHECK(m->play("pass").ok() == false);
  play(*m, "6-3:R");
  CHECK(m->to_move() == 0);
  auto v1 = line(*m).line_view(1);
  CHECK(v1->hand == std::vector<Tile>{Tile::of(2, 1), Tile::of(3, 2), Tile::of(5, 4)});
  CHECK(v1->boneyard == 28 - 4 - 2);
}

TEST_CASE("draws are shown to everyone but the drawn tile stays hidden") {
  auto m = make("draw", {{"players", "2"}, {"hand_size", "2"}}, 1, kStuckSeat1);
  play(*m, "6-6");
  play(*m, "draw");
  const std::string other = m->view(0)->to_json().dump();
  CHECK(other.find("\"2-1\"") == std::string::npos);
  CHECK(other.find("{\"seat\":1,\"move\":\"draw\"}") != std::string::npos);
  CHECK(other.find("\"hands\":[[\"1-1\"],3]") != std::string::npos);
  CHECK(line(*m).line_view(1)->drawn == Tile::of(2, 1));  // highlighted in the drawer's hand
}

TEST_CASE("passing is allowed only with an empty boneyard and nothing to play") {
  auto m =
      make("draw", {{"players", "2"}, {"hand_size", "14"}}, 1,
           hands({{"6-6", "6-5", "6-4", "6-3", "6-2", "6-1", "6-0", "5-5", "5-4", "5-3", "5-2", "5-1", "5-0", "4-4"},
                  {"4-3", "4-2", "4-1", "4-0", "3-3", "3-2", "3-1", "3-0", "2-2", "2-1", "2-0", "1-1", "1-0", "0-0"}}));
  CHECK(line(*m).line_view(0)->boneyard == 0);
  play(*m, "6-6");
  CHECK(m->legal_moves() == Strings{"pass"});
  CHECK(m->play("draw").error().find("the boneyard is empty") != std::string::npos);
  play(*m, "pass");
  CHECK(m->to_move() == 0);
}

TEST_CASE("blocked with tiles still in the boneyard: every blank is in the line") {
  auto m = make(
      "draw", {{"players", "2"}}, 1,
      hands({{"0-0", "4-3", "4-0", "5-0", "6-5", "6-1", "5-2"}, {"3-0", "2-0", "2-1", "1-0", "6-0", "6-2", "4-1"}}));
  for (const char* mv : {"0-0", "3-0:R", "4-3:R", "2-0:L", "4-0:R", "2-1:L", "5-0:R", "1-0:L", "6-5:R"}) play(*m, mv);
  CHECK(m->phase() == Phase::Play);
  play(*m, "6-0:R");
  REQUIRE(m->phase() == Phase::RoundOver);
  const auto v = line(*m).line_view(0);
  CHECK(v->boneyard == 14);
  CHECK(v->result->blocked);
  CHECK(v->result->pips == std::vector<int>{14, 13});
  CHECK(m->winners() == std::vector<int>{1});
  CHECK(m->scores() == std::vector<int>{0, 14});  // win_score = others
}

TEST_CASE("redeal_five_doubles: a hand of five doubles voids the deal") {
  const Deal five =
      hands({{"6-6", "5-5", "4-4", "3-3", "2-2", "6-0", "5-0"}, {"1-1", "0-0", "6-5", "4-3", "2-1", "6-4", "3-0"}});
  auto kept = make("draw", {{"players", "2"}}, 3, five);
  CHECK(line(*kept).line_view(0)->redeals == 0);
  CHECK(line(*kept).hands()[0].size() == 7);
  auto voided = make("draw", {{"players", "2"}, {"redeal_five_doubles", "true"}}, 3, five);
  const auto v = line(*voided).line_view(0);
  CHECK(v->redeals >= 1);
  for (const auto& h : line(*voided).hands())
    CHECK(std::count_if(h.begin(), h.end(), [](Tile t) { return t.is_double(); }) < 5);
}

TEST_CASE("min_score 15: nothing is banked until one round is worth 15 - then every win counts") {
  const OptionList o{{"players", "2"}, {"hand_size", "3"}, {"min_score", "15"}, {"draw_rule", "draw_then_wait"}};
  const Deal small = hands({{"6-6", "6-5", "5-1"}, {"6-0", "1-0", "2-0"}});
  const Deal big = with_boneyard({{"6-6", "6-5", "5-1"}, {"6-0", "4-4", "3-3"}}, {"2-1"});
  auto m = make("draw", o, 1, small);
  for (const char* mv : {"6-6", "6-0:L", "6-5:R", "1-0:L", "5-1:R"}) play(*m, mv);
  CHECK(m->winners() == std::vector<int>{0});
  CHECK(m->scores() == std::vector<int>{0, 0});  // 2 points, not banked: off the board
  CHECK(render(name_seats(line(*m).line_view(0)->result->explanation, {"You", "Bot"}))
            .find("Not banked: You needs a single round worth 15") != std::string::npos);
  REQUIRE(m->next_round(big).ok());
  for (const char* mv : {"6-6", "6-0:L", "6-5:R", "draw", "5-1:R"}) play(*m, mv);
  CHECK(m->scores() == std::vector<int>{17, 0});  // 4-4 + 3-3 + 2-1: on the board
  REQUIRE(m->next_round(small).ok());
  for (const char* mv : {"6-6", "6-0:L", "6-5:R", "1-0:L", "5-1:R"}) play(*m, mv);
  CHECK(m->scores() == std::vector<int>{19, 0});  // now every win counts
}

TEST_CASE("two sets combined: identical tiles are interchangeable") {
  const Deal twins = hands({{"6-6", "6-5"}, {"6-6", "6-5"}});
  CHECK(new_match("draw", {{"players", "2"}, {"hand_size", "2"}}, 1, twins).error() == "6-6 is dealt twice");
  auto m = make("draw", {{"players", "2"}, {"hand_size", "2"}, {"sets", "2"}}, 1, twins);
  CHECK(m->full_set().size() == 56);
  CHECK(m->to_move() == 0);  // identical doubles: the first seat holding one opens
  play(*m, "6-6");
  play(*m, "6-6:L");
  play(*m, "6-5:R");
  CHECK(m->phase() == Phase::RoundOver);
  CHECK(m->winners() == std::vector<int>{0});
  CHECK(line(*m).line().tiles().size() == 3);
  CHECK(new_match("draw", {{"players", "2"}, {"hand_size", "2"}, {"sets", "2"}}, 1,
                  hands({{"6-6", "6-6"}, {"6-6", "6-5"}}))
            .error() == "6-6 is dealt too often");
}

TEST_CASE("one_then_choose: draw one tile - then play a fitting tile or pass") {
  const OptionList o{{"players", "2"}, {"hand_size", "2"}, {"draw_rule", "one_then_choose"}};
  auto fits = make("draw", o, 1, with_boneyard({{"6-6", "1-1"}, {"5-4", "3-2"}}, {"6-3"}));
  play(*fits, "6-6");
  play(*fits, "draw");
  CHECK(fits->legal_moves() == Strings{"6-3:L", "6-3:R", "pass"});
  CHECK(fits->play("draw").error() == "seat 1 has drawn this turn: play the drawn tile or pass");
  play(*fits, "pass");
  CHECK(fits->to_move() == 0);

  auto misses = make("draw", o, 1, kStuckSeat1);
  play(*misses, "6-6");
  play(*misses, "draw");
  CHECK(misses->legal_moves() == Strings{"pass"});
}

TEST_CASE("draw_then_wait: draw one tile and the turn passes, it plays from the next turn") {
  auto m = make("draw", {{"players", "2"}, {"hand_size", "3"}, {"draw_rule", "draw_then_wait"}}, 1,
                with_boneyard({{"6-6", "6-1", "1-1"}, {"5-4", "3-2", "4-2"}}, {"6-3"}));
  play(*m, "6-6");
  play(*m, "draw");
  CHECK(m->to_move() == 0);
  play(*m, "6-1:L");
  CHECK(m->legal_moves() == Strings{"6-3:R"});
}

TEST_CASE("presets: Draw and the quick game to 50") {
  const GameInfo* draw = find_game("draw");
  REQUIRE(draw);
  REQUIRE(draw->presets().size() == 2);
  auto quick = make("draw", preset_options(draw->presets()[1], 3));
  CHECK(quick->options().get("target") == "50");
  CHECK(quick->options().get("hand_size") == "6");
}
