// The trick table's model on scripted deals of the three trick games: what a tap on each
// tile does (pick for the pass, lead a half, name a double's suit, follow, swap for the
// widow), the questions (the lead offer, the auction, trumps with their tiles lit, the moon)
// and the words and numbers on the table and in the summary.
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/match.h"
#include "games/blacktile/blacktile.h"
#include "games/hearts/hearts.h"
#include "games/whist/whist.h"
#include "trick/trick_common.h"
#include "trick/trick_model.h"

using namespace boneyard;

namespace {

using Strings = std::vector<std::string>;

std::unique_ptr<Match> start(const std::string& game, const OptionList& options, const Deal& deal,
                             std::uint64_t seed = 5) {
  auto m = new_match(game, options, seed, deal);
  INFO(m.error());
  REQUIRE(m);
  return std::move(*m);
}

TrickTableModel table_of(const Match& m, const TrickInput& input = {}) {
  const auto legal = m.to_move() == 0 ? m.legal_moves() : Strings{};
  auto t = trick_table(*m.view(0), legal, input);
  REQUIRE(t);
  return *t;
}

// The faces whose tap does something.
Strings active(const TrickTableModel& t) {
  Strings out;
  for (std::size_t i = 0; i < t.scene.hand.size(); ++i)
    if (t.scene.active[i]) out.push_back(t.scene.hand[i].str());
  return out;
}

const Tap& tap_of(const TrickTableModel& t, const std::string& face) {
  for (std::size_t i = 0; i < t.scene.hand.size(); ++i)
    if (t.scene.hand[i].str() == face) return t.taps[i];
  FAIL("no " << face << " in the hand");
  return t.taps.front();
}

void play(Match& m, const std::string& move) {
  const Status s = m.play(move);
  INFO(move << ": " << s.error());
  REQUIRE(s.ok());
}

void finish_round(Match& m) {
  while (m.phase() != Phase::RoundOver && m.phase() != Phase::MatchOver) play(m, m.legal_moves().front());
}

// --- Black Tile ---------------------------------------------------------------------------
Deal blacktile_deal() {
  Deal d;
  d.hands = {{"0-0", "3-1", "3-3", "4-1", "5-2", "6-0", "6-4"},
             {"1-0", "1-1", "2-0", "2-1", "2-2", "3-0", "3-2"},
             {"4-0", "4-2", "4-3", "4-4", "5-0", "5-1", "5-3"},
             {"5-4", "5-5", "6-1", "6-2", "6-3", "6-5", "6-6"}};
  d.leader = 0;
  return d;
}

}  // namespace

TEST_CASE("trick model: picking three tiles to pass") {
  std::vector<Face> picked;
  picked = toggle_pick(picked, Tile::of(6, 4));
  picked = toggle_pick(picked, Tile::of(0, 0));
  picked = toggle_pick(picked, Tile::of(3, 3));
  CHECK(picked.size() == 3);
  CHECK(toggle_pick(picked, Tile::of(5, 2)).size() == 3);  // a fourth does not fit
  CHECK(toggle_pick(picked, Tile::of(0, 0)).size() == 2);  // tapped again, it goes back
  CHECK(pass_move(picked) == "pass:0-0,3-3,6-4");
  CHECK(pass_move({*parse_card("QS"), *parse_card("2C"), *parse_card("TD")}) == "pass:2C,QS,TD");

  auto m = start("blacktile", {{"players", "4"}}, blacktile_deal());
  REQUIRE(m->phase() == Phase::Pass);
  const auto legal = m->legal_moves();
  CHECK(std::find(legal.begin(), legal.end(), pass_move(picked)) != legal.end());
  TrickTableModel t = table_of(*m);
  CHECK(active(t).size() == 7);  // any tile may be picked
  CHECK(tap_of(t, "6-4").kind == Tap::Pick);
  CHECK_FALSE(t.suit_colours);
  CHECK(t.scene.buttons.empty());
  CHECK(t.status == "Choose 3 tiles to pass to West");
  TrickInput input;
  input.picked = picked;
  t = table_of(*m, input);
  CHECK(t.scene.buttons == Strings{"button:pass_confirm"});
  CHECK(t.button_labels == Strings{"Pass 3 tiles"});
  CHECK(std::count(t.scene.picked.begin(), t.scene.picked.end(), true) == 3);
  CHECK(t.scene.hand[6].value == 0);
  CHECK(std::any_of(t.scene.hand.begin(), t.scene.hand.end(), [](const Face& f) { return f.value > 0; }));
}

TEST_CASE("trick model: the lead offer, then naming the suit of a lead") {
  auto m = start("blacktile", {{"players", "4"}, {"pass_direction", "none"}}, blacktile_deal());
  REQUIRE(m->phase() == Phase::LeadPass);
  TrickTableModel t = table_of(*m);
  CHECK(t.scene.buttons == Strings{"move:pass_lead", "move:lead"});
  CHECK(t.button_labels == Strings{"Pass the lead", "Lead"});
  play(*m, "lead");

  t = table_of(*m);
  for (std::size_t i = 0; i < t.scene.hand.size(); ++i) {
    const Tile tile = t.scene.hand[i].tile;
    CHECK(t.scene.active[i]);
    if (tile.is_double()) {
      CHECK(t.scene.halves[i].empty());  // a double: tapped, then a button names the suit
      CHECK(t.taps[i].kind == Tap::Select);
    } else {
      CHECK(t.scene.halves[i] == std::vector<int>{tile.hi, tile.lo});  // the top half leads the high end
    }
  }
  TrickInput input;
  input.selected = Tile::of(3, 3);
  t = table_of(*m, input);
  CHECK(t.scene.buttons == Strings{"lead:3-3:3", "lead:3-3:D"});
  CHECK(t.button_labels == Strings{"Threes", "Doubles"});
  CHECK(t.status == "Lead 3-3 as which suit?");
  CHECK(table_of(*m).status.rfind("Your lead", 0) == 0);
}

TEST_CASE("trick model: following lights the tiles that may follow, the last trick can be reviewed") {
  auto m = start("blacktile", {{"players", "4"}, {"pass_direction", "none"}}, blacktile_deal());
  play(*m, "lead");
  play(*m, "6-4:6");  // seat 0 leads sixes
  CHECK(table_of(*m).trick_label == "Sixes led by You");
  while (m->to_move() != 0) play(*m, m->legal_moves().front());
  for (int guard = 0; guard < 200 && m->phase() == Phase::Play; ++guard) {
    const auto v = m->view(0);
    const auto& bt = dynamic_cast<const BlackTileView&>(*v);
    if (m->to_move() == 0 && !bt.trick.empty()) {
      const TrickTableModel t = table_of(*m);
      Strings may;
      for (Tile tile : may_follow(bt.hand, *bt.led_suit, {})) may.push_back(tile.str());
      CHECK(active(t) == may);
      for (const auto& h : t.scene.halves) CHECK(h.empty());
      for (const auto& f : may) CHECK(tap_of(t, f).move == f);
      CHECK(t.scene.trick[static_cast<std::size_t>(bt.trick.front().seat)] == Face(bt.trick.front().tile));
      CHECK(t.scene.can_review);
      TrickInput review;
      review.review = true;
      CHECK(table_of(*m, review).scene.trick == t.last);
      CHECK_FALSE(t.detail.empty());
      return;
    }
    play(*m, m->legal_moves().front());
  }
  FAIL("seat 0 never followed");
}

TEST_CASE("trick model: Black Tile's summary lists the counters each took, adding up to the round") {
  auto m = start("blacktile", {{"players", "4"}, {"pass_direction", "none"}}, blacktile_deal());
  finish_round(*m);
  const auto v = m->view(0);
  const auto& bt = dynamic_cast<const BlackTileView&>(*v);
  const TrickTableModel t = table_of(*m);
  REQUIRE(t.summary.rows.size() == 4);
  int total = 0;
  for (std::size_t seat = 0; seat < 4; ++seat) {
    int value = 0;
    for (const Face& f : t.summary.rows[seat].tiles) value += f.value;
    CHECK(value == bt.result->taken[seat]);
    total += value;
  }
  CHECK(total == 11);
  CHECK_FALSE(t.summary.headline.empty());
  CHECK(t.summary.text.find('{') == std::string::npos);  // seats are named
  CHECK(t.notes[0].find(" trick") != std::string::npos);
  CHECK(suit_name(0) == "blanks");
  CHECK(suit_name(kDoublesSuit) == "doubles");
}

// --- Domino Whist -------------------------------------------------------------------------
namespace {
// 3 players, dealer 2: seat 0 bids first and holds the fours.
Deal whist_deal() {
  Deal d;
  d.hands = {{"6-4", "4-0", "4-1", "4-3", "4-4", "5-4", "7-4", "7-7", "6-6", "5-5", "7-6", "7-5"},
             {"4-2", "2-0", "2-1", "2-2", "3-2", "5-2", "6-2", "7-2", "0-0", "1-0", "1-1", "3-0"},
             {"3-1", "3-3", "5-0", "5-1", "5-3", "6-0", "6-1", "6-3", "6-5", "7-0", "7-1", "7-3"}};
  d.dealer = 2;
  return d;
}
}  // namespace

TEST_CASE("trick model: the Whist auction panel shows the bids so far, the minimum and the player's bids") {
  auto m = start("whist", {{"players", "3"}}, whist_deal());
  TrickTableModel t = table_of(*m);
  REQUIRE(t.scene.panel);
  CHECK(t.panel_title == "Your bid");
  CHECK(t.scene.panel->choices.front() == "bid:pass");
  CHECK(t.scene.panel->choices[1] == "bid:4");  // the minimum for 3 players
  CHECK(t.scene.panel->choices.back() == "bid:12");
  CHECK(t.choice_labels.front() == "Pass");
  CHECK(t.choice_labels[1] == "4");
  CHECK(t.panel_lines.at(1).find("Minimum 4") == 0);
  play(*m, "bid:5");
  t = table_of(*m);
  REQUIRE(t.scene.panel);  // the auction stays in view while the others bid
  CHECK(t.scene.panel->choices.empty());
  CHECK(t.panel_lines.at(0) == "You 5");
  CHECK(t.flags[0] == "bid 5");
  CHECK(t.status == "West is bidding\u2026");
  play(*m, "bid:6");
  play(*m, "bid:pass");
  t = table_of(*m);
  CHECK(t.panel_lines.at(0) == "You 5 \u2022 West 6 \u2022 East pass");
  CHECK(t.scene.panel->choices.at(1) == "bid:7");  // must beat West's 6
  CHECK(t.flags[2] == "passed");
}

TEST_CASE("trick model: naming Whist trumps lights that suit's tiles, trumps are marked in play") {
  auto m = start("whist", {{"players", "3"}}, whist_deal());
  play(*m, "bid:4");
  play(*m, "bid:pass");
  play(*m, "bid:pass");
  REQUIRE(m->phase() == Phase::Trump);
  TrickTableModel t = table_of(*m);
  REQUIRE(t.scene.panel);
  const auto& choices = t.scene.panel->choices;
  CHECK(choices.front() == "trump:0");
  CHECK(choices[7] == "trump:7");
  CHECK(choices[8] == "trump:D");
  CHECK(choices[9] == "trump:N");
  CHECK(t.choice_labels[4] == "Fours (7)");  // seat 0 holds seven fours
  CHECK(t.choice_labels[9] == "No trump");
  for (std::size_t i = 0; i < t.scene.hand.size(); ++i)
    CHECK(t.choice_lights[4][i] == (t.scene.hand[i].tile.hi == 4 || t.scene.hand[i].tile.lo == 4));
  CHECK(std::none_of(t.choice_lights[9].begin(), t.choice_lights[9].end(), [](bool b) { return b; }));
  CHECK(t.banner == "You bid 4 \u2022 You have 0 of 4");

  play(*m, "trump:4");
  t = table_of(*m);
  CHECK_FALSE(t.scene.panel);
  CHECK(t.banner == "You bid 4 \u2022 trumps: fours \u2022 You have 0 of 4");
  for (const Face& f : t.scene.hand) CHECK(f.trump == (f.tile.hi == 4 || f.tile.lo == 4));
  CHECK(tap_of(t, "6-4").kind == Tap::Play);  // a trump leads as a trump: one tap
  CHECK(tap_of(t, "6-4").move == "6-4:4");
  CHECK(t.scene.halves[0].empty());
  finish_round(*m);
  t = table_of(*m);
  CHECK(t.summary.headline.rfind("You", 0) == 0);
  CHECK(t.summary.rows[0].no_tiles.rfind("bid 4", 0) == 0);
  CHECK(t.summary.text.find('{') == std::string::npos);
}

TEST_CASE("trick model: the Whist widow is swapped by tapping a tile, or kept") {
  Deal d;
  const auto set = double_set(8);  // 45 tiles: 4 hands of 11 and the widow
  d.hands.assign(4, {});
  for (std::size_t i = 0; i < 44; ++i) d.hands[i / 11].push_back(set[i].str());
  d.widow = {set[44].str()};
  d.dealer = 3;
  auto m = start("whist", {{"players", "4"}}, d);
  play(*m, "bid:4");
  for (int s = 1; s < 4; ++s) play(*m, "bid:pass");
  REQUIRE(m->phase() == Phase::Widow);
  TrickTableModel t = table_of(*m);
  REQUIRE(t.scene.panel);
  CHECK(t.scene.panel->choices == Strings{"widow:keep"});
  CHECK(t.choice_labels == Strings{"Keep my hand"});
  REQUIRE(t.panel_face);
  CHECK(t.panel_face->str() == set[44].str());
  CHECK(active(t).size() == 11);
  CHECK(t.taps[0].move == "widow:" + t.scene.hand[0].str());
  const std::string swapped = t.scene.hand[0].str();
  play(*m, t.taps[0].move);
  CHECK(m->phase() == Phase::Trump);
  // The round's summary says what became of the widow.
  CHECK_THAT(table_of(*m).summary.text,
             Catch::Matchers::EndsWith("The widow, " + set[44].str() + ", was taken and " + swapped + " put aside."));
  auto kept = start("whist", {{"players", "4"}}, d);
  play(*kept, "bid:4");
  for (int s = 1; s < 4; ++s) play(*kept, "bid:pass");
  play(*kept, "widow:keep");
  CHECK_THAT(table_of(*kept).summary.text, Catch::Matchers::EndsWith("The widow, " + set[44].str() + ", was not taken."));
  // Partners score as a side: the summary has a row for each side, not for each player.
  finish_round(*kept);
  const SummaryContent sides = table_of(*kept).summary;
  REQUIRE(sides.rows.size() == 2);
  CHECK(sides.rows[0].name == "You & North");
  CHECK(sides.rows[1].name == "West & East");
  CHECK(sides.rows[0].no_tiles.rfind("You bid 4, ", 0) == 0);
  CHECK(sides.rows[1].no_tiles.empty());
  CHECK(std::stoi(sides.rows[0].numbers[0]) + std::stoi(sides.rows[1].numbers[0]) == 11);  // every trick
}

// --- Domino Hearts ------------------------------------------------------------------------
namespace {
const Deal kMoon = [] {
  Deal d;
  d.hands = {{"AC", "KC", "QC", "JC", "AD", "KD", "QD", "AS", "KS", "QS", "AH", "KH", "QH"},
             {"2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "2D", "3D", "4D", "5D"},
             {"6D", "7D", "8D", "9D", "TD", "JD", "2S", "3S", "4S", "5S", "6S", "7S", "8S"},
             {"9S", "TS", "JS", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH"}};
  return d;
}();
}  // namespace

TEST_CASE("trick model: Hearts shows cardominoes, the pass, the first lead and hearts broken") {
  auto m = start("hearts", {{"players", "4"}}, kMoon);
  REQUIRE(m->phase() == Phase::Pass);
  TrickTableModel t = table_of(*m);
  REQUIRE(t.scene.hand.size() == 13);
  CHECK(t.scene.hand.front().card);
  CHECK(t.suit_colours);  // the menu offers four suit colours
  CHECK(t.status == "Choose 3 tiles to pass to West");
  CHECK(tap_of(t, "QS").kind == Tap::Pick);
  play(*m, "pass:AC,KC,QC");
  while (m->phase() == Phase::Pass) play(*m, m->legal_moves().front());
  t = table_of(*m);
  CHECK(t.received.size() == 3);
  CHECK(t.detail.rfind("You received", 0) == 0);
  CHECK(t.banner.empty());  // the 2C opens the round first
  while (m->phase() == Phase::Play && m->to_move() != 0) play(*m, m->legal_moves().front());
  if (m->phase() == Phase::Play) {
    t = table_of(*m);
    const auto legal = m->legal_moves();
    CHECK(active(t).size() == legal.size());
    for (const auto& mv : legal) CHECK(tap_of(t, mv).move == mv);
  }
  CHECK(card_name(*parse_card("QS")) == "Q\u2660");
  CHECK(card_name(*parse_card("TH")) == "10\u2665");
}

TEST_CASE("trick model: a human moon shooter is asked how to score it, the summary shows the points") {
  auto m = start("hearts", {{"players", "4"}}, kMoon);
  // Round 1 passes left: every seat passes its three lowest, seat 0 its clubs.
  play(*m, "pass:AC,KC,QC");
  while (m->phase() == Phase::Pass) play(*m, m->legal_moves().front());
  finish_round(*m);
  // Whatever round 1 gave, its summary adds up to 26 and names everyone.
  TrickTableModel t = table_of(*m);
  int total = 0;
  for (const auto& row : t.summary.rows)
    for (const Face& f : row.tiles) total += card_points(*f.card);
  CHECK(total == 26);
  CHECK(t.summary.text.find('{') == std::string::npos);
}

TEST_CASE("trick model: the moon panel offers the moon options to a human shooter") {
  // Round 4 holds: deal kMoon then, seat 0 takes every trick.
  auto m = start("hearts", {{"players", "4"}, {"moon", "choice_one"}}, kMoon, 3);
  for (int r = 1; r <= 3; ++r) {
    if (m->phase() == Phase::Pass || m->phase() == Phase::Play) finish_round(*m);
    REQUIRE(m->next_round(r == 3 ? std::optional<Deal>(kMoon) : std::nullopt).ok());
  }
  REQUIRE(m->phase() == Phase::Play);
  const Strings leads{"KC", "QC", "JC", "AD", "KD", "QD", "AS", "KS", "QS", "AH", "KH", "QH"};
  std::size_t next = 0;
  while (m->phase() == Phase::Play) {
    const auto v = m->view(m->to_move());
    const auto& hv = dynamic_cast<const HeartsView&>(*v);
    if (m->to_move() == 0 && hv.trick.empty() && !hv.first_lead)
      play(*m, leads.at(next++));
    else
      play(*m, m->legal_moves().front());
  }
  REQUIRE(m->phase() == Phase::Moon);
  const TrickTableModel t = table_of(*m);
  REQUIRE(t.scene.panel);
  CHECK(t.panel_title == "You shot the moon!");
  CHECK(t.scene.panel->choices == Strings{"moon:self", "moon:1", "moon:2", "moon:3"});
  CHECK(t.choice_labels == Strings{"Take 26 off my score", "Add 26 to West", "Add 26 to North", "Add 26 to East"});
  play(*m, "moon:self");
  CHECK(table_of(*m).summary.headline == "You shoot the moon!");
  CHECK(table_of(*m).summary.good);
}

TEST_CASE("trick model: the end of a match names a winning side as partners, a tie as shared") {
  CHECK(winners_headline({0}, 4) == "You win the match!");
  CHECK(winners_headline({0, 2}, 4) == "You share the win!");  // two players tied, no partners
  CHECK(winners_headline({0, 2}, 4, true) == "You & North win the match!");
  CHECK(winners_headline({1, 3}, 4, true) == "West & East win the match");
  CHECK(winners_headline({1}, 3) == "West wins the match");
}

TEST_CASE("trick model: partners, the partner's plate says so, and the player's own tricks have their caption") {
  // Issue 48: nothing marked the partner at a partnership table.
  auto bt =
      start("blacktile", {{"players", "4"}, {"partnership", "true"}, {"pass_direction", "none"}}, blacktile_deal());
  TrickTableModel t = table_of(*bt);
  REQUIRE(t.flags.size() == 4);
  CHECK(t.flags[2] == "partner");
  CHECK(t.flags[1].empty());
  CHECK(t.flags[3].empty());
  REQUIRE(t.notes.size() == 4);
  CHECK(t.notes[0] == "0 tricks \u2022 0 pts");  // the player's own, shown under their plate
  auto alone =
      start("blacktile", {{"players", "4"}, {"partnership", "false"}, {"pass_direction", "none"}}, blacktile_deal());
  CHECK(table_of(*alone).flags[2].empty());

  auto whist = new_match("whist", {{"players", "4"}, {"partnership", "true"}}, 3);
  REQUIRE(whist);
  Match& w = **whist;
  for (int i = 0; i < 8 && w.phase() == Phase::Bid; ++i) {
    const int seat = w.to_move();
    play(w, seat == 2 ? "bid:" + std::to_string(4 + i) : "bid:pass");
    if (seat == 2) break;
  }
  t = table_of(w);
  INFO(t.flags[2]);
  CHECK(t.flags[2].rfind("partner", 0) == 0);  // with what else is said of them: "partner • bid 4"
}
