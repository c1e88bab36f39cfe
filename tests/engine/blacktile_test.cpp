// Black Tile, docs/rules.md, "Terms used in every game" and §3: the suits, then one scripted deal per rule.
#include <catch2/catch.hpp>
#include <numeric>

#include "games/blacktile/blacktile.h"
#include "test_support.h"
#include "trick/domino_suits.h"

using namespace boneyard;
using namespace boneyard::testing;

namespace {
using Strings = std::vector<std::string>;
Tile T(const char* s) { return *parse_tile(s); }
const BlackTileMatch& bt(const Match& m) { return dynamic_cast<const BlackTileMatch&>(m); }
Deal deal_with_leader(std::vector<std::vector<std::string>> h, int leader) {
  Deal d = hands(std::move(h));
  d.leader = leader;
  return d;
}
// Plays the rest of the round: seat 0 leads `leads` in order; everyone else plays their
// first legal move.
void play_out(Match& m, const Strings& leads) {
  std::size_t next = 0;
  while (m.phase() == Phase::Play) {
    if (m.to_move() == 0 && dynamic_cast<const BlackTileMatch&>(m).blacktile_view(0)->trick.empty())
      play(m, leads.at(next++));
    else
      play(m, m.legal_moves().front());
  }
}
const OptionList kNoPass{{"players", "4"}, {"pass_direction", "none"}, {"lead_pass", "false"}};
// Seat 0 holds every double and 1-0; everyone else follows with their smallest tile.
const Deal kDoubles = deal_with_leader({{"1-0", "1-1", "2-2", "3-3", "4-4", "5-5", "6-6"},
                                        {"4-0", "4-1", "4-2", "4-3", "5-0", "5-1", "5-2"},
                                        {"0-0", "6-1", "2-0", "2-1", "3-0", "3-1", "3-2"},
                                        {"5-3", "5-4", "6-0", "6-2", "6-3", "6-4", "6-5"}},
                                       0);
// The same, but seat 1 keeps 6-3 for the last trick, which seat 2 wins with 6-1.
const Deal kSplit = deal_with_leader({{"1-0", "1-1", "2-2", "3-3", "4-4", "5-5", "6-6"},
                                      {"4-0", "4-1", "4-2", "5-0", "5-1", "5-2", "6-3"},
                                      {"0-0", "6-1", "2-0", "2-1", "3-0", "3-1", "3-2"},
                                      {"4-3", "5-3", "5-4", "6-0", "6-2", "6-4", "6-5"}},
                                     0);
const Strings kDoubleLeads{"6-6:D", "5-5:D", "4-4:D", "3-3:D", "2-2:D", "1-1:D", "1-0:1"};
}  // namespace

TEST_CASE("suits: a double tops its number suit and belongs to the doubles suit") {
  CHECK(in_suit(T("6-6"), 6, {}));
  CHECK(in_suit(T("6-6"), kDoublesSuit, {}));
  CHECK_FALSE(in_suit(T("6-5"), kDoublesSuit, {}));
  CHECK(suit_rank(T("6-6"), 6) > suit_rank(T("6-5"), 6));
  CHECK(suit_rank(T("6-6"), kDoublesSuit) > suit_rank(T("5-5"), kDoublesSuit));
  CHECK(suit_rank(T("1-1"), kDoublesSuit) > suit_rank(T("0-0"), kDoublesSuit));
  CHECK(lead_suits(T("6-4"), {}) == std::vector<int>{6, 4});
  CHECK(lead_suits(T("3-3"), {}) == std::vector<int>{3, kDoublesSuit});
}

TEST_CASE("suits: 6-4 led as fours ranks below 4-4 and above 4-3") {
  CHECK(trick_winner({{0, T("6-4")}, {1, T("4-4")}, {2, T("4-3")}}, 4, {}) == 1);
  CHECK(trick_winner({{0, T("6-4")}, {1, T("4-3")}, {2, T("4-2")}}, 4, {}) == 0);
  CHECK(trick_winner({{0, T("6-4")}, {1, T("6-5")}, {2, T("4-3")}}, 4, {}) == 0);  // 6-5 is no four
  CHECK(trick_winner({{0, T("6-4")}, {1, T("6-5")}, {2, T("4-3")}}, 6, {}) == 1);
  CHECK(trick_winner({{0, T("2-2")}, {1, T("6-6")}, {2, T("6-5")}}, kDoublesSuit, {}) == 1);
}

TEST_CASE("suits: trumps own their tiles") {
  const Trumps two{2};
  CHECK(is_trump(T("4-2"), two));
  CHECK_FALSE(in_suit(T("4-2"), 4, two));  // a player whose only four is 2-4 need not follow fours
  CHECK(may_follow({T("4-2"), T("6-5")}, 4, two) == std::vector<Tile>{T("4-2"), T("6-5")});
  CHECK_FALSE(in_suit(T("2-2"), kDoublesSuit, two));  // the doubles suit loses the trump double
  CHECK(trick_winner({{0, T("6-6")}, {1, T("2-0")}}, 6, two) == 1);
  CHECK(lead_suits(T("6-2"), two) == std::vector<int>{2});
  const Trumps doubles{kDoublesSuit};
  CHECK_FALSE(in_suit(T("6-6"), 6, doubles));
  CHECK(trick_winner({{0, T("6-5")}, {1, T("0-0")}}, 6, doubles) == 1);
}

TEST_CASE("counters: 11, 21 and 30 points with every tile dealt") {
  for (auto [points, total] : {std::pair{11, 11}, {21, 21}, {30, 30}}) {
    int sum = 0;
    for (Tile t : double_set(6)) sum += counter_value(t, points);
    CHECK(sum == total);
  }
  CHECK(counter_value(T("0-0"), 11) == 4);
  CHECK(counter_value(T("3-3"), 11) == 1);
  CHECK(counter_value(T("0-0"), 21) == 11);
  CHECK(counter_value(T("4-3"), 21) == 1);
  CHECK(counter_value(T("6-2"), 21) == 0);
  CHECK(counter_value(T("1-1"), 30) == 9);
  CHECK(counter_value(T("1-1"), 21) == 0);
}

TEST_CASE("options: targets and moon values follow the counters, presets") {
  auto eleven = make("blacktile", {});
  CHECK(eleven->options().get("target") == "61");
  CHECK(eleven->options().get("moon_points") == "22");
  auto twenty_one = make("blacktile", {{"points", "21"}});
  CHECK(twenty_one->options().get("target") == "210");
  CHECK(twenty_one->options().get("moon_points") == "42");
  auto thirty = make("blacktile", {{"points", "30"}, {"moon_points", "42"}});
  CHECK(thirty->options().get("target") == "210");
  CHECK(thirty->options().get("moon_points") == "42");
  CHECK(new_match("blacktile", {{"players", "3"}, {"partnership", "true"}}, 1).error() ==
        "partnerships need 4 players");
  const GameInfo* g = find_game("blacktile");
  REQUIRE(g->presets().size() == 5);
  auto berndt = make("blacktile", preset_options(g->presets()[3], 4));
  CHECK(berndt->options().get("target") == "110");
  CHECK(berndt->options().get("next_leader") == "highest_score");
}

TEST_CASE("must follow: number suits and the doubles suit") {
  auto m = make("blacktile", kNoPass, 1,
                deal_with_leader({{"6-4", "6-6", "1-0", "2-1", "5-5", "0-0", "3-1"},
                                  {"4-4", "5-2", "6-1", "2-2", "5-1", "1-1", "3-0"},
                                  {"4-3", "6-5", "5-3", "6-2", "3-2", "2-0", "6-0"},
                                  {"4-2", "4-1", "4-0", "5-4", "3-3", "6-3", "5-0"}},
                                 0));
  CHECK(m->phase() == Phase::Play);
  CHECK(m->play("6-4").error() == "name the suit you lead 6-4 as: 6-4:6 or 6-4:4");
  CHECK(m->play("6-4:5").error() == "6-4 is not in suit 5");
  play(*m, "6-4:4");
  CHECK(m->legal_moves() == Strings{"4-4"});
  CHECK(m->play("5-2").error() == "follow suit: 4 was led and seat 1 holds 4-4");
  play(*m, "4-4");
  play(*m, "4-3");
  CHECK(m->legal_moves() == Strings{"4-0", "4-1", "4-2", "5-4"});
  play(*m, "5-4");
  CHECK(m->to_move() == 1);  // 4-4 took the trick
  auto v = bt(*m).blacktile_view(0);
  CHECK(v->tricks_won == std::vector<int>{0, 1, 0, 0});
  CHECK(v->round_points == std::vector<int>{0, 1, 0, 0});  // 4-3 is a counter
  play(*m, "2-2:D");
  CHECK(m->legal_moves().size() == 6);  // seat 2 has no double: any tile
  play(*m, "6-0");
  CHECK(m->legal_moves() == Strings{"3-3"});
  play(*m, "3-3");
  CHECK(m->legal_moves() == Strings{"0-0", "5-5", "6-6"});
  play(*m, "6-6");
  CHECK(m->to_move() == 0);
}

TEST_CASE("shooting the moon: every counter -> 0 for the shooter and 22 for each other player") {
  auto m = make("blacktile", kNoPass, 1, kDoubles);
  play_out(*m, kDoubleLeads);
  REQUIRE(m->phase() == Phase::RoundOver);
  const auto view = bt(*m).blacktile_view(0);
  const auto& r = *view->result;
  CHECK(r.taken == std::vector<int>{11, 0, 0, 0});
  CHECK(r.moon == std::vector<int>{0});
  CHECK(m->scores() == std::vector<int>{0, 22, 22, 22});
  CHECK(render(name_seats(r.explanation, {"You", "West", "North", "East"})) ==
        "You took 11 points, West took 0 points, North took 0 points, East took 0 points. You shot the moon: every "
        "counter, so 0 for that player and +22 for each other player.");
}

TEST_CASE("partners: their points add up, and a side that takes every counter shoots the moon") {
  auto alone = make("blacktile", kNoPass, 1, kSplit);
  play_out(*alone, kDoubleLeads);
  CHECK(bt(*alone).blacktile_view(0)->result->taken == std::vector<int>{10, 0, 1, 0});
  CHECK(alone->scores() == std::vector<int>{10, 0, 1, 0});
  CHECK(render(name_seats(bt(*alone).blacktile_view(0)->result->explanation, {"You", "West", "North", "East"})) ==
        "You took 10 points, West took 0 points, North took 1 point, East took 0 points.");

  OptionList partners = kNoPass;
  partners.emplace_back("partnership", "true");
  auto side = make("blacktile", partners, 1, kSplit);
  play_out(*side, kDoubleLeads);
  CHECK(bt(*side).blacktile_view(0)->result->moon == std::vector<int>{0, 2});
  CHECK(side->scores() == std::vector<int>{0, 22, 0, 22});
  CHECK(render(name_seats(bt(*side).blacktile_view(0)->result->explanation, {"You", "West", "North", "East"})) ==
        "You took 10 points, West took 0 points, North took 1 point, East took 0 points. You and North shot the moon: "
        "every counter, so 0 for that side and +22 for the other side.");
}

TEST_CASE("partners show their side's figure while the round is played") {
  OptionList partners = kNoPass;
  partners.emplace_back("partnership", "true");
  auto m = make("blacktile", partners, 1, kSplit);
  play(*m, "6-6:D");
  for (int i = 0; i < 3; ++i) play(*m, m->legal_moves().front());
  CHECK(bt(*m).blacktile_view(1)->round_points == std::vector<int>{5, 0, 5, 0});  // 0-0 and 4-3
}

TEST_CASE("3 players: nine tiles each, one dead tile shown only at the round's end") {
  const Deal d = deal_with_leader({{"0-0", "1-1", "2-2", "3-3", "4-4", "5-5", "6-6", "6-5", "6-4"},
                                   {"3-0", "3-1", "3-2", "4-3", "5-3", "1-0", "2-0", "2-1", "4-0"},
                                   {"4-1", "4-2", "5-0", "5-1", "5-2", "5-4", "6-0", "6-1", "6-2"}},
                                  0);
  OptionList o{{"players", "3"}, {"pass_direction", "none"}, {"lead_pass", "false"}};
  auto m = make("blacktile", o, 1, d);
  auto v = bt(*m).blacktile_view(1);
  CHECK(v->has_dead);
  CHECK_FALSE(v->dead);
  CHECK(m->view(1)->to_json().dump().find("\"dead\":null") != std::string::npos);
  play_out(*m, {"6-6:D", "5-5:D", "4-4:D", "3-3:D", "2-2:D", "1-1:D", "0-0:D", "6-5:6", "6-4:6"});
  REQUIRE(m->phase() == Phase::RoundOver);
  CHECK(bt(*m).blacktile_view(1)->dead == T("6-3"));
  // 6-3 (a counter) lay dead: taking every counter dealt still shoots the moon.
  CHECK(bt(*m).blacktile_view(0)->result->taken == std::vector<int>{10, 0, 0});
  CHECK(m->scores() == std::vector<int>{0, 22, 22});

  OptionList to_winner = o;
  to_winner.emplace_back("leftover", "first_trick_winner");
  auto w = make("blacktile", to_winner, 1, d);
  play(*w, "6-6:D");
  for (int i = 0; i < 2; ++i) play(*w, w->legal_moves().front());
  CHECK(bt(*w).blacktile_view(0)->dead == T("6-3"));  // the first trick's winner has it
  CHECK_FALSE(bt(*w).blacktile_view(1)->dead);
  CHECK(bt(*w).blacktile_view(0)->round_points[0] == 1);  // 6-3 counts for its taker
  CHECK(bt(*w).blacktile_view(1)->round_points[0] == 0);  // others have not seen it
}

TEST_CASE("the pass: chosen one seat at a time, hidden, then handed on together") {
  auto m = make("blacktile", {{"players", "4"}}, 1,
                deal_with_leader({{"6-4", "6-6", "1-0", "2-1", "5-5", "0-0", "3-1"},
                                  {"4-4", "5-2", "6-1", "2-2", "5-1", "1-1", "3-0"},
                                  {"4-3", "6-5", "5-3", "6-2", "3-2", "2-0", "6-0"},
                                  {"4-2", "4-1", "4-0", "5-4", "3-3", "6-3", "5-0"}},
                                 2));
  CHECK(m->phase() == Phase::Pass);
  CHECK(m->to_move() == 0);
  CHECK(m->legal_moves().size() == 35);
  CHECK(m->play("pass:6-6,0-0").error() == "a pass is exactly three tiles, like pass:5-2,6-0,6-6");
  CHECK(m->play("pass:6-6,0-0,4-4").error() == "4-4 is not in seat 0's hand");
  play(*m, "pass:6-6,0-0,3-1");
  CHECK(m->to_move() == 1);
  CHECK(m->view(1)->to_json().dump().find("\"6-6\"") == std::string::npos);
  CHECK(m->view(0)->to_json().dump().find("\"passing\":[\"0-0\",\"3-1\",\"6-6\"]") != std::string::npos);
  play(*m, "pass:4-4,2-2,1-1");
  play(*m, "pass:6-5,4-3,5-3");
  play(*m, "pass:3-3,6-3,5-4");
  CHECK(m->phase() == Phase::LeadPass);
  CHECK(m->to_move() == 2);
  const auto v1 = bt(*m).blacktile_view(1);
  CHECK(v1->received == std::vector<Tile>{T("0-0"), T("3-1"), T("6-6")});  // from seat 0, on its right
  CHECK(bt(*m).blacktile_view(0)->received == std::vector<Tile>{T("3-3"), T("5-4"), T("6-3")});
  CHECK(bt(*m).hands()[1].size() == 7);

  auto right = make("blacktile", {{"players", "4"}, {"pass_direction", "right"}}, 1);
  for (int i = 0; i < 4; ++i) play(*right, right->legal_moves().front());
  const auto v3 = bt(*right).blacktile_view(3), v0 = bt(*right).blacktile_view(0);
  CHECK(v3->received.size() == 3);  // seat 0 passed to seat 3, on its right
  for (Tile t : v3->received) CHECK(std::find(v0->hand.begin(), v0->hand.end(), t) == v0->hand.end());
}

TEST_CASE("passing the lead: once, to the left, for the first trick only") {
  auto m = make("blacktile", {{"players", "4"}, {"pass_direction", "none"}}, 1, kDoubles);
  CHECK(m->phase() == Phase::LeadPass);
  CHECK(m->legal_moves() == Strings{"lead", "pass_lead"});
  play(*m, "pass_lead");
  CHECK(m->phase() == Phase::Play);
  CHECK(m->to_move() == 1);
  CHECK(m->play("pass_lead").error() == "the lead can only be passed before the first trick");
  auto keep = make("blacktile", {{"players", "4"}, {"pass_direction", "none"}}, 1, kDoubles);
  play(*keep, "lead");
  CHECK(keep->to_move() == 0);
}

TEST_CASE("the first lead: drawn at the start, then rotating or (Berndt) the highest score") {
  auto drawn = make("blacktile", {{"players", "4"}}, 7);
  auto v = bt(*drawn).blacktile_view(0);
  REQUIRE_FALSE(v->leader_draws.empty());
  int best = -1;
  for (const auto& d : v->leader_draws.back()) best = std::max(best, d.tile.pips());
  for (const auto& d : v->leader_draws.back())
    if (d.seat == v->first_leader) CHECK(d.tile.pips() == best);

  auto rotate = make("blacktile", kNoPass, 1, kSplit);
  play_out(*rotate, kDoubleLeads);
  REQUIRE(rotate->next_round().ok());
  CHECK(bt(*rotate).blacktile_view(0)->first_leader == 1);

  OptionList berndt = kNoPass;
  berndt.emplace_back("next_leader", "highest_score");
  auto highest = make("blacktile", berndt, 1, kSplit);
  play_out(*highest, kDoubleLeads);  // seat 0 took 10
  REQUIRE(highest->next_round().ok());
  CHECK(bt(*highest).blacktile_view(0)->first_leader == 0);
  CHECK(bt(*highest).blacktile_view(0)->leader_draws.empty());

  auto tied = make("blacktile", berndt, 1, kDoubles);
  play_out(*tied, kDoubleLeads);  // a moon: seats 1-3 tie on 22
  REQUIRE(tied->next_round().ok());
  const auto tv = bt(*tied).blacktile_view(0);
  CHECK(tv->first_leader != 0);
  REQUIRE_FALSE(tv->leader_draws.empty());
  for (const auto& d : tv->leader_draws.front()) CHECK(d.seat != 0);  // only the tied players draw
}

TEST_CASE("the match ends after the round that reaches the target, the lowest total wins") {
  OptionList o = kNoPass;
  o.emplace_back("target", "20");
  auto m = make("blacktile", o, 1, kDoubles);
  play_out(*m, kDoubleLeads);
  CHECK(m->phase() == Phase::MatchOver);
  CHECK(m->winners() == std::vector<int>{0});

  OptionList tie = kNoPass;
  tie.emplace_back("target", "1");
  auto on = make("blacktile", tie, 1,
                 deal_with_leader({{"1-0", "1-1", "2-2", "3-3", "4-4", "5-5", "6-6"},
                                   {"4-0", "4-1", "4-2", "5-0", "5-1", "5-2", "6-3"},
                                   {"0-0", "6-1", "2-0", "2-1", "3-0", "3-1", "3-2"},
                                   {"4-3", "5-3", "5-4", "6-0", "6-2", "6-4", "6-5"}},
                                  0));
  play_out(*on, kDoubleLeads);  // 10, 0, 1, 0: seats 1 and 3 tie for the lowest
  CHECK(on->phase() == Phase::RoundOver);
  tie.emplace_back("end_tie", "shared");
  auto shared = make("blacktile", tie, 1, kSplit);
  play_out(*shared, kDoubleLeads);
  CHECK(shared->phase() == Phase::MatchOver);
  CHECK(shared->winners() == std::vector<int>{1, 3});
}

TEST_CASE("scripted Black Tile deals are checked") {
  auto err = [](const Deal& d, const OptionList& o) {
    auto m = new_match("blacktile", o, 1, d);
    REQUIRE_FALSE(m.ok());
    return m.error();
  };
  Deal short_hand = kDoubles;
  short_hand.hands[0].pop_back();
  CHECK(err(short_hand, kNoPass) == "hand 0 has 6 tiles; each hand needs 7");
  Deal twice = kDoubles;
  twice.hands[1][0] = "6-6";
  CHECK(err(twice, kNoPass) == "6-6 is dealt twice");
  Deal bad_leader = kDoubles;
  bad_leader.leader = 4;
  CHECK(err(bad_leader, kNoPass) == "the leader must be a seat from 0 to 3");
  Deal dead4 = kDoubles;
  dead4.dead = "6-3";
  CHECK(err(dead4, kNoPass) == "only a 3-player deal has a dead tile");
}
