// The round review's pieces (shell/views/coach/review.h, layout_review): every hand face up as it
// stands, the table, the moves in words; the layout on every screen size.
#include <catch2/catch.hpp>

#include "coach/review.h"
#include "core/match.h"
#include "games/hearts/hearts.h"
#include "line/line_match.h"
#include "layout/screen_layout.h"

using namespace boneyard;

TEST_CASE("a review frame shows every hand face up and the table as it stands") {
  auto made = new_match("hearts", {{"players", "4"}}, 3);
  REQUIRE(made.ok());
  Match& m = **made;
  ReviewFrame f = review_frame(m);
  REQUIRE(f.seats.size() == 4);
  for (const auto& seat : f.seats) CHECK(seat.hand.size() == 13);
  CHECK(f.seats[0].name == "You");
  CHECK_FALSE(f.line);
  // Through the pass and into the first trick: the hands shrink, the trick shows who played.
  for (int i = 0; i < 6; ++i) REQUIRE(m.play(bot_move(m, "normal", static_cast<std::uint64_t>(i))).ok());
  f = review_frame(m);
  const auto whole = dynamic_cast<const HeartsMatch&>(m).hearts_view(-1);
  REQUIRE(f.table.size() == whole->trick.size());
  REQUIRE(f.table_by.size() == whole->trick.size());
  std::size_t held = 0;
  for (std::size_t s = 0; s < 4; ++s) {
    CHECK(f.seats[s].hand.size() == dynamic_cast<const HeartsMatch&>(m).hands()[s].size());
    CHECK(f.seats[s].to_move == (m.to_move() == static_cast<int>(s)));
    held += f.seats[s].hand.size();
  }
  CHECK(held + f.table.size() == 52);
  CHECK(f.table_label == "Trick 1");
}

TEST_CASE("a line game's review frame shows the line's last tiles as laid, and its ends") {
  auto made = new_match("block", {{"players", "2"}}, 4);
  REQUIRE(made.ok());
  Match& m = **made;
  for (int i = 0; i < 5 && m.to_move() >= 0; ++i) REQUIRE(m.play(bot_move(m, "normal", static_cast<std::uint64_t>(i))).ok());
  const ReviewFrame f = review_frame(m);
  CHECK(f.line);
  const auto whole = dynamic_cast<const LineMatch&>(m).line_view(-1);
  const auto& laid = whole->line.tiles();
  REQUIRE(f.table.size() == laid.size());
  CHECK(f.table.front().tile == Tile::of(laid.front().left, laid.front().right));
  CHECK(f.table_label == "The line, " + std::to_string(laid.size()) + " tiles: ends " + std::to_string(laid.front().left) +
                             " and " + std::to_string(laid.back().right));
  CHECK(review_move_text(m, 1, "6-4:L") == "North: play 6-4 on the left end");
  CHECK(review_move_text(m, 0, "draw") == "You: draw from the boneyard");
}

TEST_CASE("the review's layout lies on the screen, its steps side by side, at every size") {
  for (Vec2 canvas : {Vec2{390, 844}, Vec2{1280, 800}, Vec2{844, 390}, Vec2{320, 568}, Vec2{1024, 600}}) {
    INFO(canvas.x << "x" << canvas.y);
    const Rect screen{0, 0, canvas.x, canvas.y};
    for (int seats : {2, 4, 5})
      for (int rows : {0, 5})
        for (bool rounds : {false, true}) {  // a replay's arrows, or none (their room the counter's)
          const ReviewLayout L = layout_review(canvas, seats, rows, rounds);
          CHECK(L.panel.inside(screen));
          CHECK(L.close.inside(L.panel));
          // The header: title, counter, a replay's rounds, Copy record and Close, apart.
          const Rect header[] = {L.title, L.counter, L.prev_round, L.next_round, L.copy, L.close};
          for (const Rect& a : header) {
            CHECK(a.inside(L.panel));
            for (const Rect& b : header)
              if (&a != &b) CHECK_FALSE(a.overlaps(b));
            for (const auto& seat : L.seats) CHECK_FALSE(a.overlaps(seat));
          }
          CHECK(L.copy.w >= 120);  // "Copy record" fits
          CHECK(L.title.w >= 150);
          REQUIRE(L.seats.size() == static_cast<std::size_t>(seats));
          REQUIRE(L.buttons.size() == 5);
          for (const auto& b : L.buttons) {
            CHECK(b.rect.inside(L.panel));
            CHECK(b.rect.h >= 40);
            for (const auto& other : L.buttons)
              if (other.id != b.id) CHECK_FALSE(b.rect.overlaps(other.rect));
            for (const auto& seat : L.seats) CHECK_FALSE(b.rect.overlaps(seat));
          }
          for (const auto& seat : L.seats) {
            CHECK(seat.inside(L.panel));
            CHECK(seat.h >= 26);
            CHECK_FALSE(seat.overlaps(L.last));
          }
          for (const auto& row : L.analysis) {
            CHECK(row.inside(L.panel));
            CHECK_FALSE(row.overlaps(L.buttons.front().rect));
          }
        }
  }
}
