// The trick table's view model on a scripted Black Tile deal: picking the pass, the lead
// offer's buttons, naming the suit of a lead by a tile's half or (a double) by a button,
// which tiles may follow, the last trick, counters taken and the words on the table.
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/match.h"
#include "trick/trick_model.h"

using namespace boneyard;

namespace {

// Seat 0 holds 6-4, 3-3, 0-0...; seat 0 draws the first lead.
Deal scripted() {
  Deal d;
  d.hands = {{"0-0", "3-1", "3-3", "4-1", "5-2", "6-0", "6-4"},
             {"1-0", "1-1", "2-0", "2-1", "2-2", "3-0", "3-2"},
             {"4-0", "4-2", "4-3", "4-4", "5-0", "5-1", "5-3"},
             {"5-4", "5-5", "6-1", "6-2", "6-3", "6-5", "6-6"}};
  d.leader = 0;
  return d;
}

std::unique_ptr<Match> start(OptionList options = {}) {
  options.insert(options.begin(), {"players", "4"});
  auto m = new_match("blacktile", options, 5, scripted());
  REQUIRE(m);
  return std::move(*m);
}

std::unique_ptr<BlackTileView> seat0(const Match& m) {
  auto v = m.view(0);
  auto* bt = dynamic_cast<BlackTileView*>(v.get());
  REQUIRE(bt);
  v.release();
  return std::unique_ptr<BlackTileView>(bt);
}

std::vector<Tile> active_tiles(const TrickScene& s) {
  std::vector<Tile> out;
  for (std::size_t i = 0; i < s.hand.size(); ++i)
    if (s.active[i]) out.push_back(s.hand[i]);
  return out;
}

}  // namespace

TEST_CASE("trick model: picking three tiles to pass") {
  std::vector<Tile> picked;
  picked = toggle_pick(picked, Tile::of(6, 4));
  picked = toggle_pick(picked, Tile::of(0, 0));
  picked = toggle_pick(picked, Tile::of(3, 3));
  CHECK(picked.size() == 3);
  CHECK(toggle_pick(picked, Tile::of(5, 2)).size() == 3);  // a fourth does not fit
  CHECK(toggle_pick(picked, Tile::of(0, 0)).size() == 2);  // tapped again, it goes back
  CHECK(pass_move(picked) == "pass:0-0,3-3,6-4");

  auto m = start({{"pass_direction", "none"}});
  auto none = seat0(*m);
  CHECK(none->phase() != Phase::Pass);

  auto m2 = start();
  auto v = seat0(*m2);
  REQUIRE(v->phase() == Phase::Pass);
  const auto legal = m2->legal_moves();
  CHECK(std::find(legal.begin(), legal.end(), pass_move(picked)) != legal.end());
  TrickInput input;
  TrickScene s = blacktile_scene(*v, legal, input);
  CHECK(active_tiles(s).size() == 7);  // any tile may be picked
  CHECK(s.buttons.empty());
  CHECK(blacktile_status(*v, 0) == "Choose 3 tiles to pass to West");
  input.picked = picked;
  s = blacktile_scene(*v, legal, input);
  CHECK(s.buttons == std::vector<std::string>{"button:pass_confirm"});
  CHECK(std::count(s.picked.begin(), s.picked.end(), true) == 3);
}

TEST_CASE("trick model: the lead offer, then naming the suit of a lead") {
  auto m = start({{"pass_direction", "none"}});
  auto v = seat0(*m);
  REQUIRE(v->phase() == Phase::LeadPass);
  TrickScene s = blacktile_scene(*v, m->legal_moves(), {});
  CHECK(s.buttons == std::vector<std::string>{"button:pass_lead", "button:lead"});
  CHECK(trick_button_label("button:lead") == "Lead");
  REQUIRE(m->play("lead"));

  v = seat0(*m);
  const auto legal = m->legal_moves();
  REQUIRE(leading(legal));
  CHECK(lead_suits(legal, Tile::of(6, 4)) == std::vector<int>{4, 6});
  CHECK(lead_suits(legal, Tile::of(3, 3)) == std::vector<int>{3, kDoublesSuit});
  CHECK(lead_move(Tile::of(3, 3), kDoublesSuit) == "3-3:D");
  s = blacktile_scene(*v, legal, {});
  for (std::size_t i = 0; i < s.hand.size(); ++i) {
    const Tile t = s.hand[i];
    CHECK(s.active[i]);
    if (t.is_double())
      CHECK(s.halves[i].empty());  // a double: tapped, then a button names the suit
    else
      CHECK(s.halves[i] == std::vector<int>{t.hi, t.lo});  // the top half leads the high end
  }
  TrickInput input;
  input.selected = Tile::of(3, 3);
  s = blacktile_scene(*v, legal, input);
  CHECK(s.buttons == std::vector<std::string>{"lead:3-3:3", "lead:3-3:D"});
  CHECK(trick_button_label(s.buttons[0]) == "Threes");
  CHECK(trick_button_label(s.buttons[1]) == "Doubles");
  CHECK(blacktile_status(*v, 0).rfind("Your lead", 0) == 0);
}

TEST_CASE("trick model: following lights the tiles of the suit led, or every tile when void") {
  auto m = start({{"pass_direction", "none"}});
  REQUIRE(m->play("lead"));
  REQUIRE(m->play("6-4:6"));  // seat 0 leads sixes
  while (m->to_move() != 0) REQUIRE(m->play(m->legal_moves().front()));
  // Back to seat 0 with a new trick; play on until seat 0 follows a lead.
  for (int guard = 0; guard < 200 && m->phase() == Phase::Play; ++guard) {
    auto v = seat0(*m);
    const auto legal = m->legal_moves();
    if (m->to_move() == 0 && !v->trick.empty()) {
      const TrickScene s = blacktile_scene(*v, legal, {});
      const auto may = may_follow(v->hand, *v->led_suit, {});
      CHECK(active_tiles(s) == may);
      for (const auto& h : s.halves) CHECK(h.empty());
      CHECK(s.trick[static_cast<std::size_t>(v->trick.front().seat)] == v->trick.front().tile);
      CHECK(s.can_review);
      TrickInput review;
      review.review = true;
      CHECK(blacktile_scene(*v, legal, review).trick == last_trick(*v));
      CHECK_FALSE(blacktile_latest(*v).empty());
      return;
    }
    REQUIRE(m->play(legal.front()));
  }
  FAIL("seat 0 never followed");
}

TEST_CASE("trick model: counters taken add up to the round's points, and the summary reads") {
  auto m = start({{"pass_direction", "none"}});
  while (m->phase() != Phase::RoundOver && m->phase() != Phase::MatchOver) REQUIRE(m->play(m->legal_moves().front()));
  auto v = seat0(*m);
  const auto taken = counters_taken(*v);
  int total = 0;
  for (int seat = 0; seat < 4; ++seat) {
    int value = 0;
    for (Tile t : taken[static_cast<std::size_t>(seat)]) value += counter_value(t, 11);
    CHECK(value == v->result->taken[static_cast<std::size_t>(seat)]);
    total += value;
  }
  CHECK(total == 11);
  CHECK_FALSE(blacktile_headline(*v).empty());
  CHECK(blacktile_explanation(*v).find('{') == std::string::npos);  // seats are named
  CHECK(tricks_and_points(*v, 0).find(" trick") != std::string::npos);
  CHECK(suit_name(0) == "blanks");
  CHECK(suit_name(kDoublesSuit) == "doubles");
}
