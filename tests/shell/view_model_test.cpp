// The view model: seat names and sides, what a tap on a tile or an end does, and the words
// on the table (the Draw game's draws, passes, redeals and blocked rounds too). Also the tile
// motion that animates layout changes, and its keys for combined sets.
#include <catch2/catch.hpp>

#include <cmath>
#include <memory>
#include <set>

#include "line/line_match.h"
#include "layout/motion.h"
#include "line/view_model.h"
#include "session/setup_model.h"

using namespace boneyard;

TEST_CASE("seats are named and placed round the table") {
  CHECK(seat_name(2, 0) == "You");
  CHECK(seat_name(2, 1) == "North");
  CHECK(seat_name(3, 1) == "West");
  CHECK(seat_name(3, 2) == "East");
  CHECK(seat_name(4, 2) == "North");
  CHECK(seat_name(4, 3) == "East");
  CHECK(seat_side(4, 0) == SeatSide::Bottom);
  CHECK(seat_side(4, 1) == SeatSide::Left);
  CHECK(seat_side(4, 2) == SeatSide::Top);
  CHECK(seat_side(4, 3) == SeatSide::Right);
  CHECK(seat_side(2, 1) == SeatSide::Top);
}

TEST_CASE("tapping tiles: open at once, one place at once, two places select") {
  const std::vector<std::string> opening{"5-5", "6-6"};
  auto t = tap_tile(opening, Tile::of(6, 6), std::nullopt);
  REQUIRE(t.play);
  CHECK(*t.play == "6-6");

  const std::vector<std::string> legal{"4-2:L", "6-4:L", "6-4:R"};
  t = tap_tile(legal, Tile::of(4, 2), std::nullopt);
  REQUIRE(t.play);
  CHECK(*t.play == "4-2:L");

  t = tap_tile(legal, Tile::of(6, 4), std::nullopt);
  CHECK_FALSE(t.play);
  REQUIRE(t.selected);
  CHECK(*t.selected == Tile::of(6, 4));
  CHECK(ends_for(legal, Tile::of(6, 4)) == std::vector<End>{End::Left, End::Right});

  t = tap_tile(legal, Tile::of(6, 4), Tile::of(6, 4));  // tapped again: put back
  CHECK_FALSE(t.play);
  CHECK_FALSE(t.selected);

  t = tap_tile(legal, Tile::of(3, 1), Tile::of(6, 4));  // not playable: nothing changes
  CHECK_FALSE(t.play);
  REQUIRE(t.selected);
  CHECK(*t.selected == Tile::of(6, 4));

  // Onto a lone double both ends give the same line: the first tap plays it.
  Line lone;
  lone.open(Tile::of(4, 4));
  const std::vector<std::string> on_double{"6-4:L", "6-4:R"};
  t = tap_tile(on_double, Tile::of(6, 4), std::nullopt, lone);
  REQUIRE(t.play);
  CHECK(*t.play == "6-4:R");
  Line two = lone;  // 4-4 4-6: the two ends give different lines, so the player chooses
  two.place(Tile::of(4, 6), End::Right);
  t = tap_tile(on_double, Tile::of(6, 4), std::nullopt, two);
  CHECK_FALSE(t.play);
  REQUIRE(t.selected);

  CHECK(tap_end(legal, Tile::of(6, 4), End::Right) == std::optional<std::string>("6-4:R"));
  CHECK_FALSE(tap_end(legal, Tile::of(4, 2), End::Right));
  CHECK(playable_tiles(legal).size() == 2);
  CHECK(must_pass({"pass"}));
  CHECK_FALSE(must_pass(legal));
}

TEST_CASE("events in words") {
  TimedEvent pass{3, "pass", 0, {4, 2}, {}};
  CHECK(event_text(pass, 4) == "East passes (no 4 or 2)");
  TimedEvent same{1, "pass", 0, {5, 5}, {}};
  CHECK(event_text(same, 2) == "North passes (no 5)");
  TimedEvent you{0, "pass", 0, {1, 3}, {}};
  CHECK(event_text(you, 3) == "You pass (no 1 or 3)");
  CHECK(event_text(TimedEvent{2, "6-6", 0, {}, {}}, 3) == "East opens with 6-6");
  CHECK(event_text(TimedEvent{0, "6-4:L", 0, {6, 1}, {}}, 3) == "You play 6-4");
  CHECK(pretty_value("highest_double") == "Highest double");
  CHECK(pretty_value("true") == "On");
  CHECK(pretty_value("6") == "6");
}

TEST_CASE("tiles glide to new places over kMoveMs, the short way round") {
  MotionTracker m;
  const TilePose a{{0, 0}, 10, 0};
  const TilePose b{{100, 0}, 10, 0};
  CHECK(m.pose(1, a, false, 0).center.x == 0);     // new, no spawn: at its place
  const TilePose mid = m.pose(1, b, false, 1000);  // retargeted at t=1000
  CHECK(mid.center.x == Approx(0));
  const TilePose later = m.pose(1, b, false, 1000 + MotionTracker::kMoveMs / 2);
  CHECK(later.center.x > 50);  // ease-out: past half way at half time
  CHECK(later.center.x < 100);
  CHECK(m.moving(1, 1000 + MotionTracker::kMoveMs / 2));
  CHECK(m.pose(1, b, false, 1000 + MotionTracker::kMoveMs).center.x == Approx(100));
  CHECK_FALSE(m.moving(1, 2000));

  // Spawned from elsewhere, waiting until its time.
  const TilePose seat{{500, 500}, 5, 1.5708f};
  CHECK(m.pose(2, a, false, 0, seat, 100).center.x == Approx(500));
  CHECK(m.pose(2, a, false, 100 + MotionTracker::kMoveMs).center.x == Approx(0));

  // 350 degrees to 10 degrees turns 20 degrees, not 340.
  const float deg = 3.14159265f / 180;
  m.pose(3, {{0, 0}, 10, 350 * deg}, false, 0);
  const TilePose turned = m.pose(3, {{0, 0}, 10, 10 * deg}, false, 0);
  CHECK(std::fabs(turned.angle - 350 * deg) < 0.001f);
  const TilePose done = m.pose(3, {{0, 0}, 10, 10 * deg}, false, MotionTracker::kMoveMs);
  CHECK(done.angle == Approx(370 * deg));
  // A double never turns more than a quarter.
  m.pose(4, {{0, 0}, 10, 0}, true, 0);
  m.pose(4, {{0, 0}, 10, 170 * deg}, true, 1000);
  const TilePose dbl = m.pose(4, {{0, 0}, 10, 170 * deg}, true, 1000 + MotionTracker::kMoveMs);
  CHECK(dbl.angle == Approx(-10 * deg));

  m.sweep();  // everything was touched
  m.sweep();  // nothing touched since: forgotten
  CHECK(m.pose(1, b, false, 5000).center.x == Approx(100));
  CHECK_FALSE(m.moving(1, 5000));
}

// --- Big tables and the Draw game ------------------------------------------------------------

namespace {

TimedEvent event(int seat, std::string move, double at = 0, std::optional<Tile> drawn = std::nullopt) {
  return TimedEvent{seat, std::move(move), at, {}, drawn};
}

// Seat 0's view of a Draw match dealt as given (2 players, 2 tiles each).
std::unique_ptr<LineView> draw_view(const OptionList& options, const std::vector<std::string>& moves) {
  Deal deal;
  deal.hands = {{"5-4", "3-2"}, {"6-6", "1-1"}};
  deal.boneyard = std::vector<std::string>{"2-1", "6-3"};
  OptionList given{{"players", "2"}, {"hand_size", "2"}};
  given.insert(given.end(), options.begin(), options.end());
  auto match = new_match("draw", given, 1, deal);
  REQUIRE(match.ok());
  for (const auto& m : moves) REQUIRE((*match)->play(m).ok());
  return dynamic_cast<const LineMatch&>(**match).line_view(0);
}

}  // namespace

TEST_CASE("big tables name their seats") {
  CHECK(seat_name(5, 1) == "Ada");
  CHECK(seat_name(10, 9) == "Ivy");
  CHECK(table_names(3) == std::vector<std::string>{"You", "West", "East"});
  const auto ten = table_names(10);
  CHECK(std::set<std::string>(ten.begin(), ten.end()).size() == 10);
}

TEST_CASE("what the player may do in the Draw game") {
  CHECK(must_draw({"draw"}));
  CHECK_FALSE(must_draw({"6-4:L", "draw"}));
  CHECK(may_pass({"5-3:R", "pass"}));
  CHECK_FALSE(may_pass({"5-3:R"}));
  CHECK(playable_tiles({"5-3:R", "pass"}) == std::vector<Tile>{Tile::of(5, 3)});
}

TEST_CASE("the status line when stuck, drawing, or choosing") {
  // North opens 6-6; the player holds 5-4 3-2: nothing fits, the boneyard holds 2-1 then 6-3.
  CHECK(turn_text(*draw_view({}, {"6-6"}), false) == "No tile fits \u2014 draw");
  CHECK(turn_text(*draw_view({}, {"6-6", "draw"}), false) == "No tile fits \u2014 draw");
  CHECK(turn_text(*draw_view({}, {"6-6", "draw", "draw"}), false) == "It fits \u2014 play it");
  // one_then_choose: one draw (2-1 does not fit), then pass is the move.
  const auto chose = draw_view({{"draw_rule", "one_then_choose"}}, {"6-6", "draw"});
  CHECK(chose->legal_moves() == std::vector<std::string>{"pass"});
  CHECK(turn_text(*chose, false) == "No tile fits \u2014 you pass");
}

TEST_CASE("runs of draws are told as one event") {
  const bool draw_game = true;
  CHECK(latest_text({}, 2, draw_game).empty());
  CHECK(latest_text({event(1, "draw")}, 2, draw_game) == "North draws");
  CHECK(latest_text({event(1, "draw"), event(1, "draw"), event(1, "draw")}, 2, draw_game) == "North draws 3 tiles");
  CHECK(latest_text({event(1, "draw"), event(1, "draw"), event(1, "6-4:L")}, 2, draw_game) ==
        "North draws 2 tiles and plays 6-4");
  CHECK(latest_text({event(2, "draw"), event(1, "draw"), event(1, "3-3:R")}, 3, draw_game) ==
        "West draws and plays 3-3");
  CHECK(latest_text({event(0, "draw", 0, Tile::of(5, 2))}, 2, draw_game) == "You draw 5-2");
  CHECK(latest_text({event(0, "draw"), event(0, "pass")}, 2, draw_game) == "You draw and pass");
  CHECK(latest_text({event(3, "pass")}, 4, draw_game) == "East passes (boneyard empty)");
  TimedEvent block_pass{1, "pass", 0, {4, 2}, {}};
  CHECK(latest_text({block_pass}, 2, false) == "North passes (no 4 or 2)");
  CHECK(latest_text({event(1, "6-4:R")}, 2, false) == "North plays 6-4");
}

TEST_CASE("bubbles: a pass, or an opponent's run of draws counted up") {
  const auto bubbles = seat_bubbles({event(1, "draw", 10), event(1, "draw", 20), event(1, "draw", 30),
                                     event(1, "6-1:L", 40), event(0, "draw", 50), event(2, "pass", 60)});
  REQUIRE(bubbles.size() == 2);
  CHECK(bubbles[0].seat == 1);
  CHECK(bubbles[0].text == "Draw \u00d73");
  CHECK(bubbles[0].at == 30);
  CHECK(bubbles[1].seat == 2);
  CHECK(bubbles[1].text == "Pass");
  CHECK(seat_bubbles({event(0, "pass")})[0].text == "You pass");
}

TEST_CASE("the player's drawn tiles are new until a tile is played") {
  const std::vector<Tile> hand{Tile::of(5, 2), Tile::of(3, 1), Tile::of(6, 6)};
  std::vector<TimedEvent> events{event(0, "draw", 0, Tile::of(5, 2)), event(1, "4-4:L"),
                                 event(0, "draw", 0, Tile::of(3, 1))};
  CHECK(fresh_draws(events, hand) == std::vector<Tile>{Tile::of(5, 2), Tile::of(3, 1)});
  CHECK(fresh_draws(events, {Tile::of(3, 1)}) == std::vector<Tile>{Tile::of(3, 1)});  // 5-2 since played
  events.push_back(event(0, "6-6:R"));
  CHECK(fresh_draws(events, hand).empty());
  events.push_back(event(0, "pass"));
  CHECK(fresh_draws(events, hand).empty());
}

TEST_CASE("motion keys tell two copies of a tile apart (two sets combined)") {
  Line line;
  line.open(Tile::of(6, 6));
  line.place(Tile::of(6, 4), End::Right);
  const std::vector<Tile> hand{Tile::of(6, 4), Tile::of(6, 4), Tile::of(2, 1)};
  const auto before_line = line_keys(line, {event(1, "6-6"), event(0, "6-4:R")});
  const auto before_hand = hand_keys(hand, line);
  CHECK(before_hand[0] != before_hand[1]);
  CHECK(before_hand[0] != before_line[1]);
  // The first 6-4 of the hand goes to the left end: it keeps its key.
  line.place(Tile::of(6, 4), End::Left);
  const auto after_line = line_keys(line, {event(1, "6-6"), event(0, "6-4:R"), event(0, "6-4:L")});
  REQUIRE(after_line.size() == 3);
  CHECK(after_line[2] == before_line[1]);  // the first copy played stays put
  CHECK(after_line[0] == before_hand[0]);
  CHECK(hand_keys({Tile::of(6, 4), Tile::of(2, 1)}, line)[0] == before_hand[1]);
  CHECK(std::set<int>(after_line.begin(), after_line.end()).size() == 3);
}

TEST_CASE("why a deal was made again") {
  LineView v;
  CHECK(redeal_text(v).empty());
  v.redeals = 1;
  v.rules.opener = OpenerRule::HighestDouble;
  CHECK(redeal_text(v) == "No double dealt \u2014 shuffled and dealt again");
  v.rules.opener = OpenerRule::DoubleThenTile;
  v.rules.redeal_five_doubles = true;
  v.redeals = 2;
  CHECK(redeal_text(v) == "Five doubles in one hand \u2014 redealt (2 times)");
}

TEST_CASE("a blocked Draw round's summary says what the boneyard held") {
  LineView v;
  v.hand_counts = {2, 3};
  v.rules.draw_game = true;
  v.boneyard = 3;
  LineRoundResult r;
  r.blocked = true;
  r.explanation = "Blocked: nobody can play. Lowest count: {1} with 5.";
  v.result = r;
  CHECK(round_explanation(v) ==
        "Blocked: nobody can play. Lowest count: North with 5. The boneyard still held 3 tiles, none of which fits.");
  v.boneyard = 0;
  CHECK(round_explanation(v) == "Blocked: nobody can play. Lowest count: North with 5. The boneyard was empty.");
  v.rules.draw_game = false;
  CHECK(round_explanation(v) == "Blocked: nobody can play. Lowest count: North with 5.");
}
