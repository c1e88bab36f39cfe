// Domino Whist, docs/rules.md, "Domino Whist" (seed 002): the auction, the widow, trumps and scoring.
#include <catch2/catch.hpp>

#include "games/whist/whist.h"
#include "games/whist/whist_search.h"
#include "test_support.h"

using namespace boneyard;
using namespace boneyard::testing;

namespace {
using Strings = std::vector<std::string>;
const WhistMatch& wm(const Match& m) { return dynamic_cast<const WhistMatch&>(m); }

// 3 players, dealer 2: seat 0 bids first. Seat 0 holds the fours; seat 1 every two
// (4-2 its only four); seat 2 neither.
Deal three_player_deal() {
  Deal d = hands({{"6-4", "4-0", "4-1", "4-3", "4-4", "5-4", "7-4", "7-7", "6-6", "5-5", "7-6", "7-5"},
                  {"4-2", "2-0", "2-1", "2-2", "3-2", "5-2", "6-2", "7-2", "0-0", "1-0", "1-1", "3-0"},
                  {"3-1", "3-3", "5-0", "5-1", "5-3", "6-0", "6-1", "6-3", "6-5", "7-0", "7-1", "7-3"}});
  d.dealer = 2;
  return d;
}

std::unique_ptr<Match> bid_and_name(const std::string& trump) {
  auto m = make("whist", {{"players", "3"}}, 1, three_player_deal());
  play(*m, "bid:4");
  play(*m, "bid:pass");
  play(*m, "bid:pass");
  CHECK(m->phase() == Phase::Trump);
  play(*m, "trump:" + trump);
  return m;
}

// A round's explanation as the engine wrote it in English before it was made of phrases
// (core/i18n.h): render() must give these words back, with the seats named "seat 0", ...
std::string english_explanation(const WhistView& v) {
  const int n = v.players(), declarer = v.high->seat, bid = v.high->tricks;
  const bool partners = v.rules.partnership;
  const auto side = [&](int s) { return partners ? s % 2 : s; };
  std::vector<int> side_tricks(static_cast<std::size_t>(n), 0);
  for (int s = 0; s < n; ++s)
    side_tricks[static_cast<std::size_t>(side(s))] += v.tricks_won[static_cast<std::size_t>(s)];
  const int took = side_tricks[static_cast<std::size_t>(side(declarer))];
  const auto seat = [](int s) { return "seat " + std::to_string(s); };
  // Partners are named seat 0's side first (issue 48: "You and North bid 8", not "North and You").
  std::string who = partners ? seat(declarer % 2) + " and " + seat(declarer % 2 + 2) : seat(declarer);
  std::string why =
      who + " bid " + std::to_string(bid) + " and took " + std::to_string(took) +
      (took >= bid ? ": made, +" + std::to_string(bid) + (took > bid ? " (tricks beyond the bid score nothing)" : "")
                   : ": failed, -" + std::to_string(bid)) +
      ".";
  for (int s = 0; s < n; ++s)
    if (side(s) != side(declarer) && (!partners || s < 2) && side_tricks[static_cast<std::size_t>(side(s))] > 0)
      why += " " + (partners ? seat(s) + " and " + seat(s + 2) : seat(s)) + " +" +
             std::to_string(side_tricks[static_cast<std::size_t>(side(s))]) + " (1 a trick).";
  return why;
}

std::string shown_explanation(const WhistView& v) {
  std::vector<std::string> names;
  for (int s = 0; s < v.players(); ++s) names.push_back("seat " + std::to_string(s));
  return render(name_seats(v.result->explanation, names));
}

// Plays the round to its end with the normal bot.
void finish(Match& m) {
  std::uint64_t step = 0;
  while (m.phase() != Phase::RoundOver && m.phase() != Phase::MatchOver) play(m, bot_move(m, "normal", step++));
}
}  // namespace

TEST_CASE("whist modes: sets, hands, lowest bids and targets") {
  auto three = make("whist", {{"players", "3"}});
  CHECK(wm(*three).hands()[0].size() == 12);
  CHECK(three->full_set().size() == 36);
  CHECK(three->options().get("min_bid") == "4");
  CHECK(three->options().get("target") == "25");
  CHECK(three->options().get("partnership") == "false");
  auto partners = make("whist", {{"players", "4"}});
  CHECK(partners->full_set().size() == 45);
  CHECK(wm(*partners).hands()[0].size() == 11);
  CHECK(partners->options().get("partnership") == "true");
  CHECK(partners->options().get("min_bid") == "4");
  CHECK(partners->options().get("target") == "30");
  auto alone = make("whist", {{"players", "4"}, {"partnership", "false"}});
  CHECK(alone->options().get("min_bid") == "1");
  CHECK(alone->options().get("target") == "20");
  auto five = make("whist", {{"players", "5"}});
  CHECK(five->full_set().size() == 55);
  CHECK(five->options().get("min_bid") == "1");
  CHECK(five->options().get("target") == "20");
  CHECK(new_match("whist", {{"players", "3"}, {"partnership", "true"}}, 1).error() == "partnerships need 4 players");
  REQUIRE(find_game("whist")->presets().size() == 8);
}

TEST_CASE("the auction: higher bids only, a pass leaves it, it ends when the others have passed") {
  auto m = make("whist", {{"players", "3"}}, 1, three_player_deal());
  CHECK(m->phase() == Phase::Bid);
  CHECK(m->to_move() == 0);  // left of the dealer
  CHECK(m->play("bid:3").error() == "the lowest bid is 4");
  CHECK(m->play("bid:13").error() == "a bid is at most the hand size, 12");
  play(*m, "bid:5");
  CHECK(m->play("bid:5").error() == "a bid must be higher than 5");
  CHECK(m->legal_moves() == Strings{"bid:10", "bid:11", "bid:12", "bid:6", "bid:7", "bid:8", "bid:9", "bid:pass"});
  play(*m, "bid:pass");
  play(*m, "bid:6");
  CHECK(m->to_move() == 0);  // seat 1 is out of the auction
  play(*m, "bid:pass");
  CHECK(m->phase() == Phase::Trump);
  CHECK(m->to_move() == 2);
  CHECK(m->to_json().dump().find("\"bid\":{\"seat\":2,\"tricks\":6}") != std::string::npos);
}

TEST_CASE("everybody passing: the next dealer deals again") {
  auto m = make("whist", {{"players", "3"}}, 1, three_player_deal());
  const auto before = wm(*m).hands();
  for (int i = 0; i < 3; ++i) play(*m, "bid:pass");
  const auto v = wm(*m).whist_view(0);
  CHECK(v->redeals == 1);
  CHECK(v->dealer == 0);
  CHECK(m->phase() == Phase::Bid);
  CHECK(m->to_move() == 1);
  CHECK(wm(*m).hands() != before);
  CHECK(m->round() == 1);
}

TEST_CASE("under trump 2, a player whose only four is 2-4 need not follow a lead of fours") {
  auto m = bid_and_name("2");
  CHECK(m->to_move() == 0);
  CHECK(m->play("6-2:6").error().find("not in seat 0's hand") != std::string::npos);
  play(*m, "6-4:4");
  CHECK(m->legal_moves().size() == 12);  // 4-2 is a trump only: any tile may be played
  play(*m, "4-2");                       // ...and a trump wins the trick
  play(*m, "7-0");
  CHECK(m->to_move() == 1);
  CHECK(wm(*m).whist_view(0)->tricks_won == std::vector<int>{0, 1, 0});
  CHECK(m->play("2-2:D").error() == "2-2 is a trump: lead it as 2");
  play(*m, "2-2:2");
  CHECK(m->legal_moves().size() == 11);  // no trumps left elsewhere: any tile
}

TEST_CASE("the doubles suit loses the trump double") {
  auto m = bid_and_name("2");
  play(*m, "7-7:D");
  CHECK(m->legal_moves() == Strings{"0-0", "1-1"});  // 2-2 is a trump, not a double
}

TEST_CASE("no trump: every tile keeps both suits") {
  auto m = bid_and_name("N");
  play(*m, "6-4:4");
  CHECK(m->legal_moves() == Strings{"4-2"});
  CHECK(m->to_json().dump().find("\"trump\":\"N\"") != std::string::npos);
}

TEST_CASE("trump doubles: doubles leave their number suits") {
  auto m = bid_and_name("D");
  CHECK(m->play("7-7:7").error() == "7-7 is a trump: lead it as D");
  play(*m, "6-4:6");
  CHECK(m->legal_moves() == Strings{"6-2"});  // seat 1's only six
  play(*m, "6-2");
  CHECK(m->play("6-6").error().find("not in seat 2's hand") != std::string::npos);
}

TEST_CASE("scoring: a made bid scores the bid, a failed one loses it, others 1 a trick") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    auto m = make("whist", {{"players", "3"}, {"target", "500"}}, seed);
    finish(*m);
    const auto v = wm(*m).whist_view(0);
    const int declarer = v->high->seat, bid = v->high->tricks;
    const int took = v->tricks_won[static_cast<std::size_t>(declarer)];
    for (int s = 0; s < 3; ++s) {
      const int expected = s == declarer ? (took >= bid ? bid : -bid) : v->tricks_won[static_cast<std::size_t>(s)];
      CHECK(v->result->points[static_cast<std::size_t>(s)] == expected);
    }
    CHECK(v->result->made == (took >= bid));
    CHECK(shown_explanation(*v) == english_explanation(*v));
  }
}

TEST_CASE("partners: the bid winner's side needs the bid between them and scores as one") {
  int second_partner_bid = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    auto m = make("whist", {{"players", "4"}, {"target", "500"}}, seed);
    finish(*m);
    const auto v = wm(*m).whist_view(0);
    const int side = v->high->seat % 2, bid = v->high->tricks;
    const int took = v->tricks_won[static_cast<std::size_t>(side)] + v->tricks_won[static_cast<std::size_t>(side + 2)];
    const int other =
        v->tricks_won[static_cast<std::size_t>(1 - side)] + v->tricks_won[static_cast<std::size_t>(3 - side)];
    for (int s = 0; s < 4; ++s)
      CHECK(v->result->points[static_cast<std::size_t>(s)] == (s % 2 == side ? (took >= bid ? bid : -bid) : other));
    CHECK(m->scores()[0] == m->scores()[2]);
    CHECK(m->scores()[1] == m->scores()[3]);
    CHECK(shown_explanation(*v) == english_explanation(*v));
    // The side is named lower seat first, whichever partner bid: the player's own name leads.
    CHECK(shown_explanation(*v).rfind("seat " + std::to_string(side) + " and seat " + std::to_string(side + 2), 0) ==
          0);
    second_partner_bid += v->high->seat >= 2;
  }
  CHECK(second_partner_bid > 0);  // the order was checked where it differs from the bidder's
}

TEST_CASE("the widow: the bid winner may take it and put any tile aside, face down") {
  Deal d;
  auto base = make("whist", {{"players", "4"}, {"partnership", "false"}}, 5);
  for (const auto& h : wm(*base).hands()) {
    d.hands.emplace_back();
    for (Tile t : h) d.hands.back().push_back(t.str());
  }
  d.dealer = 3;
  for (Tile t : double_set(8)) {
    bool dealt = false;
    for (const auto& h : wm(*base).hands()) dealt = dealt || std::find(h.begin(), h.end(), t) != h.end();
    if (!dealt) d.widow = {t.str()};
  }
  auto m = make("whist", {{"players", "4"}, {"partnership", "false"}}, 5, d);
  play(*m, "bid:3");
  for (int i = 0; i < 3; ++i) play(*m, "bid:pass");
  REQUIRE(m->phase() == Phase::Widow);
  CHECK(m->to_move() == 0);
  const Tile widow = *parse_tile(d.widow[0]);
  CHECK(wm(*m).whist_view(0)->widow == widow);
  CHECK_FALSE(wm(*m).whist_view(1)->widow);
  CHECK(m->legal_moves().size() == 12);  // keep, or put any of 11 tiles aside
  const Tile aside = wm(*m).hands()[0].front();
  play(*m, "widow:" + aside.str());
  const auto& hand = wm(*m).hands()[0];
  CHECK(std::find(hand.begin(), hand.end(), widow) != hand.end());
  CHECK(std::find(hand.begin(), hand.end(), aside) == hand.end());
  CHECK(m->phase() == Phase::Trump);
  CHECK(m->view(1)->to_json().dump().find("\"aside\"") == std::string::npos);
  finish(*m);
  CHECK(wm(*m).whist_view(1)->aside == aside);  // shown when the round ends
}

TEST_CASE("passing: three tiles before the auction, the direction changing each round") {
  WhistRules four;
  four.players = 4;
  four.passing = true;
  CHECK(four.pass_offset(1) == 1);  // left
  CHECK(four.pass_offset(2) == 3);  // right
  CHECK(four.pass_offset(3) == 2);  // opposite
  CHECK(four.pass_offset(4) == 0);  // hold
  CHECK(four.pass_offset(5) == 1);
  WhistRules three;
  three.players = 3;
  three.passing = true;
  CHECK(three.pass_offset(1) == 2);  // right
  CHECK(three.pass_offset(2) == 1);  // left
  CHECK(three.pass_offset(3) == 0);  // hold
  auto m = make("whist", {{"players", "3"}, {"passing", "true"}}, 3);
  CHECK(m->phase() == Phase::Pass);
  for (int i = 0; i < 3; ++i) play(*m, m->legal_moves().front());
  CHECK(m->phase() == Phase::Bid);
  CHECK(wm(*m).whist_view(0)->received.size() == 3);
}

TEST_CASE("the match: the first to the target wins, a successful bid winner wins a shared finish") {
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    auto m = make("whist", {{"players", "5"}, {"target", "3"}}, seed);
    finish(*m);
    const auto v = wm(*m).whist_view(0);
    std::vector<int> reached;
    for (int s = 0; s < 5; ++s)
      if (m->scores()[static_cast<std::size_t>(s)] >= 3) reached.push_back(s);
    if (reached.empty()) {
      CHECK(m->phase() == Phase::RoundOver);
      continue;
    }
    const int declarer = v->high->seat;
    const bool declarer_in = std::find(reached.begin(), reached.end(), declarer) != reached.end();
    if (reached.size() == 1 || (v->result->made && declarer_in)) {
      CHECK(m->phase() == Phase::MatchOver);
      CHECK(m->winners() == (reached.size() == 1 ? reached : std::vector<int>{declarer}));
    }
  }
}

TEST_CASE("scripted whist deals are checked") {
  Deal d = three_player_deal();
  d.hands[0][0] = "8-8";
  CHECK(new_match("whist", {{"players", "3"}}, 1, d).error() == "8-8 is not in a double-7 set");
  Deal w = three_player_deal();
  w.widow = {"6-4"};
  CHECK(new_match("whist", {{"players", "3"}}, 1, w).error() == "only the 4-player game has a widow");
}

TEST_CASE("hard and expert bid what their hand is worth, straight to it, and pass a poor hand") {
  for (const char* level : {"hard", "expert"}) {
    auto m = make("whist", {{"players", "3"}}, 1, three_player_deal());
    const auto seat0 = wm(*m).whist_view(0);
    Rng rng(3);
    const std::string bid = whist_bot_move(*seat0, level, rng);
    INFO(level << " with seven fours and four doubles bids " << bid);
    REQUIRE(bid.rfind("bid:", 0) == 0);
    REQUIRE(bid != "bid:pass");
    CHECK(std::stoi(bid.substr(4)) >= 7);  // far above the lowest bid, 4
    play(*m, bid);
    // Seat 1's hand, the twos with 0-0 and 1-1, would not make more than that.
    CHECK(whist_bot_move(*wm(*m).whist_view(1), level, rng) == "bid:pass");
  }
}

TEST_CASE("hard weighs the widow: a strong widow comes in for a tile it will not miss") {
  // 4 alone, dealer 3: seat 0 bids first. The widow is 8-8, the top of the eights, which
  // seat 0 holds four of; 1-0 and 2-0 are its weakest tiles.
  Deal d = hands({{"8-0", "8-3", "8-5", "8-7", "7-7", "6-6", "1-0", "2-0", "6-5", "4-4", "3-1"},
                  {"0-0", "1-1", "2-1", "3-0", "3-2", "4-0", "4-1", "4-2", "4-3", "5-0", "5-1"},
                  {"2-2", "3-3", "5-2", "5-3", "5-4", "6-0", "6-1", "6-2", "6-3", "6-4", "7-0"},
                  {"5-5", "7-1", "7-2", "7-3", "7-4", "7-5", "7-6", "8-1", "8-2", "8-4", "8-6"}});
  d.widow = {"8-8"};
  d.dealer = 3;
  auto m = make("whist", {{"players", "4"}, {"partnership", "false"}}, 5, d);
  play(*m, "bid:3");
  for (int i = 0; i < 3; ++i) play(*m, "bid:pass");
  REQUIRE(m->phase() == Phase::Widow);
  Rng rng(4);
  const std::string move = whist_bot_move(*wm(*m).whist_view(0), "hard", rng);
  INFO(move);
  CHECK(move != "widow:keep");
  const Tile aside = *parse_tile(move.substr(6));
  CHECK_FALSE(aside.is_double());
  CHECK(aside.hi != 8);
}

TEST_CASE("a bid weighed in slices is the bid weighed at once") {
  auto m = make("whist", {{"players", "3"}}, 1, three_player_deal());
  const auto view = wm(*m).whist_view(0);
  auto whole = whist_contract_decision(*view, 50, 11);
  auto sliced = whist_contract_decision(*view, 50, 11);
  int slices = 0;
  while (!sliced->think(33)) ++slices;
  CHECK(slices > 10);
  CHECK(sliced->move() == think_through(*whole));
}

TEST_CASE("hard and expert weigh the pass: three weak tiles, never a double nor a high tile of the long suit") {
  for (const char* level : {"hard", "expert"}) {
    auto m = make("whist", {{"players", "3"}, {"passing", "true"}}, 1, three_player_deal());
    REQUIRE(m->phase() == Phase::Pass);
    const auto view = wm(*m).whist_view(0);
    Rng rng(8);
    const std::string pass = whist_bot_move(*view, level, rng);
    INFO(level << " with seven fours passes " << pass);
    REQUIRE(m->play(pass).ok());
    for (Tile t : pass_tiles(pass)) {
      CHECK_FALSE(t.is_double());
      for (const char* high : {"7-4", "6-4", "5-4"}) CHECK(t.str() != high);
    }
  }
}
