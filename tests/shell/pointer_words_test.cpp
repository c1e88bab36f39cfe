// The screens' "tap" becomes "click" with a mouse (shell/views/content/pointer_words.h).
#include <catch2/catch.hpp>

#include "content/pointer_words.h"

using namespace boneyard;

TEST_CASE("with a mouse the screens say click where a touch screen's say tap, whole words only") {
  std::string buffer;
  CHECK(pointer_words("Tap a tile, then the glowing end where it goes.", true, buffer) ==
        "Click a tile, then the glowing end where it goes.");
  CHECK(pointer_words("Nothing fits? Tap the boneyard.", true, buffer) == "Nothing fits? Click the boneyard.");
  CHECK(pointer_words("Tap again to reset", true, buffer) == "Click again to reset");
  CHECK(pointer_words("To lead, tap the half; tapping twice, tapped, taps", true, buffer) ==
        "To lead, click the half; clicking twice, clicked, clicks");
  CHECK(pointer_words("Tap to draw", true, buffer) == "Click to draw");
  // Not inside other words, and nothing changes for a touch screen.
  CHECK(pointer_words("Tapestry, stapler, untapped", true, buffer) == "Tapestry, stapler, untapped");
  CHECK(pointer_words("Tap a tile", false, buffer) == "Tap a tile");
  CHECK(pointer_words("Play 6-4", true, buffer) == "Play 6-4");
}
