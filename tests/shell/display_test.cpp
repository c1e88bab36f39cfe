// The display options: their storage text and its refusals, the browser's reduced motion,
// the colour-blind-safe palette measured under simulated colour blindness, and reduced motion
// in the tile motion.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "look/display_options.h"
#include "layout/motion.h"
#include "look/palette.h"

using namespace boneyard;

namespace {

constexpr Vision kVisions[] = {Vision::Normal, Vision::Protanopia, Vision::Deuteranopia};

// The smallest CIE76 difference between `a` and `b` for any of the three visions.
double apart(Rgb a, Rgb b) {
  double least = 1e9;
  for (Vision v : kVisions) least = std::min(least, delta_e(simulate(a, v), simulate(b, v)));
  return least;
}

const Rgb kIvory{246, 240, 222};  // a tile's face (draw.h kIvory)

}  // namespace

TEST_CASE("display options are stored as the names of those that are on") {
  CHECK(format_display_options({}) == "");
  CHECK(format_display_options({true, false, true}) == "large_text cb_palette");
  CHECK(format_display_options({true, true, true}) == "large_text reduced_motion cb_palette");
  for (const DisplayOptions o : {DisplayOptions{}, DisplayOptions{true, false, false}, DisplayOptions{false, true, false},
                                 DisplayOptions{false, false, true}, DisplayOptions{true, true, true}}) {
    const auto back = parse_display_options(format_display_options(o));
    REQUIRE(back);
    CHECK(back.value() == o);
  }
  const auto spaced = parse_display_options("  cb_palette   reduced_motion ");  // any order, extra spaces
  REQUIRE(spaced);
  CHECK(spaced.value() == DisplayOptions{false, true, true});
}

TEST_CASE("unreadable display options are refused with the word that is wrong") {
  const auto unknown = parse_display_options("large_text huge_text");
  REQUIRE_FALSE(unknown);
  CHECK(unknown.error() == "\"huge_text\" is not a display option");
  const auto twice = parse_display_options("cb_palette cb_palette");
  REQUIRE_FALSE(twice);
  CHECK(twice.error() == "\"cb_palette\" is given twice");
  CHECK_FALSE(parse_display_options("large_text=1"));
}

TEST_CASE("reduced motion is on when chosen or when the browser asks, the rest is as chosen") {
  CHECK_FALSE(effective({}, false).reduced_motion);
  CHECK(effective({}, true).reduced_motion);
  CHECK(effective({false, true, false}, false).reduced_motion);
  CHECK(effective({true, false, true}, true) == DisplayOptions{true, true, true});
  CHECK(text_scale({}) == 1.0f);
  CHECK(text_scale({true, false, false}) == kLargeTextScale);
  CHECK(kLargeTextScale >= 1.2f);
  CHECK(kLargeTextScale <= 1.25f);
}

TEST_CASE("the colour-blindness simulation keeps greys and merges red with green") {
  for (Vision v : kVisions) {
    CHECK(simulate({0, 0, 0}, v) == Rgb{0, 0, 0});
    const Rgb white = simulate({255, 255, 255}, v);
    CHECK(delta_e(white, {255, 255, 255}) < 1.5);
  }
  const Rgb red{200, 40, 40}, green{40, 140, 40};
  const double normal = delta_e(red, green);
  CHECK(normal > 60);  // far apart to a normal eye; less than half as far for the colour blind
  CHECK(delta_e(simulate(red, Vision::Deuteranopia), simulate(green, Vision::Deuteranopia)) < normal / 2);
  CHECK(delta_e(simulate(red, Vision::Protanopia), simulate(green, Vision::Protanopia)) < normal / 2);
  CHECK(delta_e({0, 0, 0}, {255, 255, 255}) == Approx(100).margin(0.1));
}

TEST_CASE("the safe palette keeps every pip number apart for protanopes and deuteranopes") {
  // Numbers drawn alike (solid pips, or rings) differ in colour by at least 18 (CIE76) for
  // every vision; numbers of one colour differ in shape; every colour stands off the ivory.
  double least_safe = 1e9, least_usual = 1e9;
  for (int a = 1; a <= 12; ++a) {
    const PipInk ia = pip_ink(a, 12, true);
    CHECK(apart(ia.rgb, kIvory) >= 30);
    CHECK(ia.ring == (a > 6));
    for (int b = a + 1; b <= 12; ++b) {
      const PipInk ib = pip_ink(b, 12, true);
      INFO(a << " and " << b);
      if (ia.ring == ib.ring) {
        CHECK(apart(ia.rgb, ib.rgb) >= 18);
        least_safe = std::min(least_safe, apart(ia.rgb, ib.rgb));
      } else {
        CHECK((ia.rgb == ib.rgb) == (b == a + 6));  // the same colour six apart, as rings
      }
      least_usual = std::min(least_usual, apart(pip_ink(a, 12, false).rgb, pip_ink(b, 12, false).rgb));
    }
  }
  CHECK(least_usual < 10);  // the usual palette does not keep all twelve apart: why the option exists
  CHECK(least_safe > 2 * least_usual);
  // A double-six is black whatever the palette; so is 5 on the big sets in the safe palette.
  CHECK(pip_ink(3, 6, true).rgb == pip_ink(3, 6, false).rgb);
  CHECK_FALSE(pip_ink(9, 6, true).ring);
  CHECK(pip_ink(5, 9, true).rgb == pip_ink(1, 6, true).rgb);
}

TEST_CASE("the safe palette gives the four suits four colours that stay apart") {
  const CardSuit suits[] = {CardSuit::Clubs, CardSuit::Diamonds, CardSuit::Hearts, CardSuit::Spades};
  for (bool four_colour : {false, true}) {
    for (std::size_t i = 0; i < 4; ++i) {
      CHECK(apart(suit_rgb(suits[i], four_colour, true), kIvory) >= 30);
      for (std::size_t j = i + 1; j < 4; ++j) {
        INFO(i << " and " << j);
        CHECK(apart(suit_rgb(suits[i], four_colour, true), suit_rgb(suits[j], four_colour, true)) >= 30);
      }
    }
  }
  // The usual two colours: hearts and diamonds alike.
  CHECK(suit_rgb(CardSuit::Hearts, false, false) == suit_rgb(CardSuit::Diamonds, false, false));
}

TEST_CASE("good and bad numbers stay apart in the safe palette, and from the hint's blue") {
  const Rgb hint{120, 215, 255};  // draw.h kHint: the best move
  const Rgb panel{7, 28, 17};     // the dark panel they are read on
  CHECK(apart(tone_rgb(Tone::Bad, true), tone_rgb(Tone::Good, true)) >= 40);
  CHECK(apart(tone_rgb(Tone::Bad, true), tone_rgb(Tone::Good, true)) > apart(tone_rgb(Tone::Bad, false), tone_rgb(Tone::Good, false)));
  CHECK(apart(tone_rgb(Tone::Bad, true), hint) >= 20);
  CHECK(apart(tone_rgb(Tone::Bad, true), tone_rgb(Tone::Plain, true)) >= 15);
  for (Tone t : {Tone::Bad, Tone::Good, Tone::Plain}) CHECK(apart(tone_rgb(t, true), panel) >= 50);
}

TEST_CASE("reduced motion puts every tile where it goes at once") {
  const TilePose hand{{100, 700}, 40, 0}, line{{600, 300}, 30, 1.5708f};
  MotionTracker glide, still;
  still.set_reduced(true);
  for (MotionTracker* m : {&glide, &still}) (void)m->pose(1, hand, false, 1000);
  // The tile is played: it glides over kMoveMs, or is on the line at once.
  const TilePose gliding = glide.pose(1, line, false, 1000);
  const TilePose there = still.pose(1, line, false, 1000);
  CHECK(gliding.center.x == Approx(100));
  CHECK(glide.moving(1, 1000));
  CHECK(there.center.x == Approx(600));
  CHECK(there.center.y == Approx(300));
  CHECK(there.unit == Approx(30));
  CHECK_FALSE(still.moving(1, 1000));
  // A tile seen first coming from a seat later: already in place.
  const TilePose spawned = still.pose(2, line, true, 1000, TilePose{{0, 0}, 20, 0}, 1000);
  CHECK(spawned.center.x == Approx(600));
  CHECK_FALSE(still.moving(2, 1000));
  // Motion back on: the next move glides again, from where the tile is.
  still.set_reduced(false);
  const TilePose back = still.pose(1, hand, false, 2000);
  CHECK(back.center.x == Approx(600));
  CHECK(still.moving(1, 2000));
  CHECK(still.pose(1, hand, false, 2000 + MotionTracker::kMoveMs).center.x == Approx(100));
}
