// Domino Hearts, docs/rules.md, "Domino Hearts" (seed 004): cardominoes, the pass cycle, leads, hearts
// broken, points and every moon option.
#include <catch2/catch.hpp>
#include <numeric>

#include "games/hearts/hearts.h"
#include "test_support.h"

using namespace boneyard;
using namespace boneyard::testing;

namespace {
using Strings = std::vector<std::string>;
const HeartsMatch& hm(const Match& m) { return dynamic_cast<const HeartsMatch&>(m); }

// Seat 0 holds the top of every suit and wins every trick: a moon.
const Deal kMoon = hands({{"AC", "KC", "QC", "JC", "AD", "KD", "QD", "AS", "KS", "QS", "AH", "KH", "QH"},
                          {"2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "2D", "3D", "4D", "5D"},
                          {"6D", "7D", "8D", "9D", "TD", "JD", "2S", "3S", "4S", "5S", "6S", "7S", "8S"},
                          {"9S", "TS", "JS", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH"}});
const Strings kMoonLeads{"KC", "QC", "JC", "AD", "KD", "QD", "AS", "KS", "QS", "AH", "KH", "QH"};

void bots_to_round_end(Match& m, std::uint64_t seed = 1) {
  std::uint64_t step = 0;
  while (m.phase() != Phase::RoundOver && m.phase() != Phase::MatchOver)
    play(m, bot_move(m, "normal", seed * 1000 + step++));
}

// Plays rounds 1-3 with bots, then deals round 4 (no pass) from `deal`.
std::unique_ptr<Match> round_four(const OptionList& options, const Deal& deal) {
  auto m = make("hearts", options, 3);
  for (int r = 1; r <= 3; ++r) {
    bots_to_round_end(*m, static_cast<std::uint64_t>(r));
    REQUIRE(m->phase() == Phase::RoundOver);
    REQUIRE(m->next_round(r == 3 ? std::optional<Deal>(deal) : std::nullopt).ok());
  }
  REQUIRE(m->round() == 4);
  REQUIRE(m->phase() == Phase::Play);
  return m;
}

// Seat 0 leads its cards in order; the others play their first legal card.
void play_out(Match& m, const Strings& leads) {
  std::size_t next = 0;
  while (m.phase() == Phase::Play) {
    const auto v = hm(m).hearts_view(m.to_move());
    if (m.to_move() == 0 && v->trick.empty() && !v->first_lead)
      play(m, leads.at(next++));
    else
      play(m, m.legal_moves().front());
  }
}
}  // namespace

TEST_CASE("cards: rank then suit, 10 accepted for T") {
  CHECK(parse_card("QS")->str() == "QS");
  CHECK(parse_card("10D")->str() == "TD");
  CHECK(parse_card("td")->str() == "TD");
  CHECK_FALSE(parse_card("1S"));
  CHECK_FALSE(parse_card("QX"));
  CHECK_FALSE(parse_card("Q"));
  CHECK(full_deck().size() == 52);
  CHECK(card_points(*parse_card("QS")) == 13);
  CHECK(card_points(*parse_card("2H")) == 1);
  CHECK(card_points(*parse_card("KS")) == 0);
}

TEST_CASE("the deck and hands by player count") {
  auto three = make("hearts", {{"players", "3"}});
  CHECK(three->full_set().size() == 51);
  CHECK(hm(*three).hands()[0].size() == 17);
  auto four = make("hearts", {{"players", "4"}});
  CHECK(four->full_set().size() == 52);
  CHECK(hm(*four).hands()[0].size() == 13);
  auto five = make("hearts", {{"players", "5"}});
  CHECK(five->full_set().size() == 50);
  CHECK(hm(*five).hands()[0].size() == 10);
  const auto fs = five->full_set();
  CHECK(std::find(fs.begin(), fs.end(), "2C") == fs.end());
  CHECK(std::find(fs.begin(), fs.end(), "2D") == fs.end());
  CHECK(std::find(fs.begin(), fs.end(), "2H") != fs.end());
}

TEST_CASE("the pass cycle: left, right, opposite, hold, 3 and 5 players: left, right, hold") {
  HeartsRules four;
  CHECK(four.pass_offset(1) == 1);
  CHECK(four.pass_offset(2) == 3);
  CHECK(four.pass_offset(3) == 2);
  CHECK(four.pass_offset(4) == 0);
  CHECK(four.pass_offset(5) == 1);
  HeartsRules five;
  five.players = 5;
  CHECK(five.pass_offset(1) == 1);
  CHECK(five.pass_offset(2) == 4);
  CHECK(five.pass_offset(3) == 0);
  auto m = make("hearts", {{"players", "4"}}, 2);
  for (int r = 1; r <= 4; ++r) {
    CHECK(hm(*m).hearts_view(0)->pass_offset == four.pass_offset(r));
    CHECK(m->phase() == (r == 4 ? Phase::Play : Phase::Pass));
    bots_to_round_end(*m, static_cast<std::uint64_t>(r));
    REQUIRE(m->next_round().ok());
  }
}

TEST_CASE("the pass: three cards, chosen before anyone receives") {
  auto m = make("hearts", {{"players", "4"}}, 1, kMoon);
  CHECK(m->phase() == Phase::Pass);
  CHECK(m->play("pass:AC,KC").error() == "a pass is exactly three cards, like pass:QS,AH,2D");
  CHECK(m->play("pass:AC,KC,2C").error() == "2C is not in seat 0's hand");
  play(*m, "pass:QS,AH,KH");
  CHECK(m->view(1)->to_json().dump().find("\"QS\"") == std::string::npos);
  play(*m, "pass:2C,3C,4C");
  play(*m, "pass:2S,3S,4S");
  play(*m, "pass:2H,3H,4H");
  CHECK(m->phase() == Phase::Play);
  CHECK(hm(*m).hearts_view(1)->received == std::vector<Card>{*parse_card("KH"), *parse_card("AH"), *parse_card("QS")});
  CHECK(m->to_move() == 2);  // 2C went to seat 2, who leads it
  CHECK(m->legal_moves() == Strings{"2C"});
}

TEST_CASE("the first lead: 2C, or 3C when 2C is out of the deck") {
  auto m = round_four({{"players", "4"}}, kMoon);
  CHECK(m->to_move() == 1);
  CHECK(m->legal_moves() == Strings{"2C"});
  CHECK(m->play("5D").error() == "the round opens with 2C");
  auto three = make("hearts", {{"players", "3"}}, 4);
  bots_to_round_end(*three);  // round 1 passes
  REQUIRE(three->next_round().ok());
  bots_to_round_end(*three);
  REQUIRE(three->next_round().ok());  // round 3: hold
  CHECK(three->phase() == Phase::Play);
  CHECK(three->legal_moves() == Strings{"3C"});
}

TEST_CASE("follow suit when able, else any card") {
  auto m = round_four({{"players", "4"}}, kMoon);
  play(*m, "2C");                        // seat 1
  CHECK(m->legal_moves().size() == 13);  // seat 2 has no club
  play(*m, "6D");
  play(*m, "9S");
  CHECK(m->legal_moves() == Strings{"AC", "JC", "KC", "QC"});
  CHECK(m->play("AD").error() == "follow suit: C was led");
  play(*m, "AC");
  CHECK(m->to_move() == 0);
  CHECK_FALSE(hm(*m).hearts_view(0)->hearts_broken);
}

TEST_CASE("hearts not broken: a leader with other suits may not lead one") {
  const Deal d = hands({{"2C", "AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H", "4H", "3D"},
                        {"3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC", "2H"},
                        {"2D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD", "AD", "3H"},
                        {"2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"}});
  auto m = round_four({{"players", "4"}}, d);
  play(*m, "2C");
  play(*m, "AC");  // seat 1 wins with the ace of clubs
  play(*m, "2D");  // void in clubs
  play(*m, "2S");
  CHECK(m->to_move() == 1);
  CHECK(m->play("2H").error() == "hearts are not broken yet: lead another suit");
  CHECK(m->legal_moves().size() == 11);  // only the clubs
  play(*m, "3C");
  play(*m, "4D");
  play(*m, "3S");
  play(*m, "AH");  // seat 0 is void in clubs: the first heart, hearts broken
  CHECK(hm(*m).hearts_view(0)->hearts_broken);
  CHECK(m->to_move() == 1);  // 3C won: the only club
  CHECK(std::find(m->legal_moves().begin(), m->legal_moves().end(), "2H") != m->legal_moves().end());
}

TEST_CASE("a hand of only hearts may lead one before hearts are broken") {
  const Deal d = hands({{"AC", "AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H", "4H", "3H"},
                        {"2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC", "2H"},
                        {"2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD", "AD"},
                        {"2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"}});
  auto m = round_four({{"players", "4"}}, d);
  play(*m, "2C");
  play(*m, "2D");
  play(*m, "2S");
  play(*m, "AC");
  CHECK(m->to_move() == 0);
  CHECK_FALSE(hm(*m).hearts_view(0)->hearts_broken);
  CHECK(m->legal_moves().size() == 12);  // nothing but hearts: any of them
}

TEST_CASE("queen_breaks_hearts: the QS lets hearts be led") {
  const Deal d = hands({{"2C", "AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H", "4H", "3D"},
                        {"3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC", "2H"},
                        {"2D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD", "AD", "3H"},
                        {"2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"}});
  for (const char* option : {"false", "true"}) {
    auto m = round_four({{"players", "4"}, {"queen_breaks_hearts", option}}, d);
    play(*m, "2C");
    play(*m, "AC");
    play(*m, "2D");
    play(*m, "QS");  // the queen, discarded
    CHECK(hm(*m).hearts_view(1)->hearts_broken == (std::string(option) == "true"));
  }
}

TEST_CASE("every round's points add up to 26") {
  for (std::uint64_t seed = 1; seed <= 10; ++seed)
    for (const char* players : {"3", "4", "5"}) {
      auto m = make("hearts", {{"players", players}, {"moon", "off"}}, seed);
      bots_to_round_end(*m, seed);
      const auto view = hm(*m).hearts_view(0);
      const auto& r = *view->result;
      CHECK(std::accumulate(r.taken.begin(), r.taken.end(), 0) == 26);
      CHECK(r.points == r.taken);
    }
}

TEST_CASE("the moon, under every option") {
  SECTION("choice: the shooter chooses -26 for themselves or +26 for the others") {
    for (const char* choice : {"moon:self", "moon:others"}) {
      auto m = round_four({{"players", "4"}, {"target", "1000"}}, kMoon);
      const auto before = m->scores();
      play_out(*m, kMoonLeads);
      REQUIRE(m->phase() == Phase::Moon);
      CHECK(m->to_move() == 0);
      CHECK(m->legal_moves() == Strings{"moon:others", "moon:self"});
      play(*m, choice);
      CHECK(render(name_seats(hm(*m).hearts_view(0)->result->explanation, {"You", "West", "North", "East"})) ==
            std::string("You took 26, West took 0, North took 0, East took 0. ") +
                (std::string(choice) == "moon:self" ? "You shot the moon and takes 26 off their own total."
                                                    : "You shot the moon: +26 for everyone else."));
      const auto after = m->scores();
      for (int s = 0; s < 4; ++s) {
        const int expected = std::string(choice) == "moon:self" ? (s == 0 ? -26 : 0) : (s == 0 ? 0 : 26);
        CHECK(after[static_cast<std::size_t>(s)] - before[static_cast<std::size_t>(s)] == expected);
      }
    }
  }
  SECTION("choice_one: -26 for themselves or +26 to one opponent") {
    auto m = round_four({{"players", "4"}, {"target", "1000"}, {"moon", "choice_one"}}, kMoon);
    const auto before = m->scores();
    play_out(*m, kMoonLeads);
    CHECK(m->legal_moves() == Strings{"moon:1", "moon:2", "moon:3", "moon:self"});
    CHECK_FALSE(m->play("moon:0").ok());
    play(*m, "moon:2");
    CHECK(render(name_seats(hm(*m).hearts_view(0)->result->explanation, {"You", "West", "North", "East"})) ==
          "You took 26, West took 0, North took 0, East took 0. You shot the moon: +26 for North.");
    CHECK(m->scores()[2] - before[2] == 26);
    CHECK(m->scores()[1] == before[1]);
  }
  SECTION("add_others: always +26 for the others") {
    auto m = round_four({{"players", "4"}, {"target", "1000"}, {"moon", "add_others"}}, kMoon);
    const auto before = m->scores();
    play_out(*m, kMoonLeads);
    CHECK(m->phase() == Phase::RoundOver);
    CHECK(m->scores()[0] == before[0]);
    CHECK(m->scores()[3] - before[3] == 26);
  }
  SECTION("off: 26 points are 26 points") {
    auto m = round_four({{"players", "4"}, {"target", "1000"}, {"moon", "off"}}, kMoon);
    const auto before = m->scores();
    play_out(*m, kMoonLeads);
    CHECK(m->scores()[0] - before[0] == 26);
    CHECK(render(name_seats(hm(*m).hearts_view(0)->result->explanation, {"You", "West", "North", "East"})) ==
          "You took 26, West took 0, North took 0, East took 0.");
  }
}

TEST_CASE("a computer shooter chooses the moon by where it leaves the match") {
  auto m = round_four({{"players", "4"}, {"target", "100"}}, kMoon);
  play_out(*m, kMoonLeads);
  REQUIRE(m->phase() == Phase::Moon);
  auto view = hm(*m).hearts_view(0);
  Rng rng(1);
  // Both choices leave the shooter 39 behind the leader; +26 for the others ends the match
  // with West (56) winning, -26 for themselves plays on.
  view->scores = {95, 30, 90, 90};
  CHECK(hearts_rule_move(*view, "normal", rng) == "moon:self");
  CHECK(hearts_rule_move(*view, "expert", rng) == "moon:self");
  // Both leave them 16 ahead; +26 for the others ends the match, and they win it.
  view->scores = {90, 80, 85, 95};
  CHECK(hearts_rule_move(*view, "hard", rng) == "moon:others");
  // Nobody reaches 100 either way, and either leaves them 36 ahead: a leader hastens the end.
  view->scores = {10, 20, 30, 40};
  CHECK(hearts_rule_move(*view, "hard", rng) == "moon:others");
  // 4 behind either way: a trailer puts it off.
  view->scores = {50, 60, 20, 40};
  CHECK(hearts_rule_move(*view, "normal", rng) == "moon:self");
}

TEST_CASE("hearts: the match ends after the round that reaches the target, the lowest total wins") {
  auto m = make("hearts", {{"players", "4"}, {"target", "20"}, {"moon", "off"}}, 9);
  int rounds = 0;
  while (m->phase() != Phase::MatchOver && rounds++ < 50) {
    bots_to_round_end(*m, static_cast<std::uint64_t>(rounds));
    if (m->phase() == Phase::RoundOver) REQUIRE(m->next_round().ok());
  }
  REQUIRE(m->phase() == Phase::MatchOver);
  const auto s = m->scores();
  CHECK(*std::max_element(s.begin(), s.end()) >= 20);
  for (int w : m->winners()) CHECK(s[static_cast<std::size_t>(w)] == *std::min_element(s.begin(), s.end()));
}

TEST_CASE("scripted hearts deals are checked") {
  Deal d = kMoon;
  d.hands[0][0] = "AC";
  d.hands[0][1] = "AC";
  CHECK(new_match("hearts", {{"players", "4"}}, 1, d).error() == "AC is dealt twice");
  Deal bad = kMoon;
  bad.hands[1][0] = "1C";
  CHECK(new_match("hearts", {{"players", "4"}}, 1, bad).error() == "'1C' in hand 1 is not a card (like QS or TD)");
}
