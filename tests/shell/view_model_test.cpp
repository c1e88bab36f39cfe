// The view model: seat names and sides, what a tap on a tile or an end does, and the words
// on the table. Also the tile motion that animates layout changes.
#include <catch2/catch.hpp>

#include <cmath>

#include "motion.h"
#include "view_model.h"

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

  CHECK(tap_end(legal, Tile::of(6, 4), End::Right) == std::optional<std::string>("6-4:R"));
  CHECK_FALSE(tap_end(legal, Tile::of(4, 2), End::Right));
  CHECK(playable_tiles(legal).size() == 2);
  CHECK(must_pass({"pass"}));
  CHECK_FALSE(must_pass(legal));
}

TEST_CASE("events in words") {
  TimedEvent pass{3, "pass", 0, {4, 2}};
  CHECK(event_text(pass, 4) == "East passes (no 4 or 2)");
  TimedEvent same{1, "pass", 0, {5, 5}};
  CHECK(event_text(same, 2) == "North passes (no 5)");
  TimedEvent you{0, "pass", 0, {1, 3}};
  CHECK(event_text(you, 3) == "You pass (no 1 or 3)");
  CHECK(event_text(TimedEvent{2, "6-6", 0, {}}, 3) == "East opens with 6-6");
  CHECK(event_text(TimedEvent{0, "6-4:L", 0, {6, 1}}, 3) == "You play 6-4");
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
