// The colours that carry meaning (pip numbers on the big sets, card suits, good and bad
// numbers), in the usual palette and in the colour-blind-safe one, plus the colour science
// that checks them: a simulation of red-green colour blindness (Machado, Oliveira and
// Fernandes 2009, severity 1) and the CIE76 colour difference. Pure, so the palette's
// promise (every pair stays apart for protanopes and deuteranopes) is a unit test.
#pragma once

#include "trick/card.h"

// Okabe and Ito, "Color Universal Design" (2008): colours that stay apart for the common
// colour blindnesses. Yellow is left out: it vanishes on an ivory tile.

namespace boneyard {

struct Rgb {
  int r = 0, g = 0, b = 0;  // sRGB, 0..255
  bool operator==(const Rgb&) const = default;
};

// How a pip of number `n` (0..12) on a double-`set` is inked: black on a double-six; a colour
// per number on the bigger sets. `safe`: the colour-blind-safe palette, where six Okabe-Ito
// colours (black among them) repeat from 7 up and the pips from 7 up are rings, so colour and
// shape together tell the twelve numbers apart.
struct PipInk {
  Rgb rgb;
  bool ring = false;  // drawn as a ring with a light centre
};
PipInk pip_ink(int n, int set, bool safe);
// A card suit's ink on an ivory tile: red and black, or four colours (`four_colour`); the safe
// palette always gives the four suits four hues of clearly different lightness.
Rgb suit_rgb(CardSuit suit, bool four_colour, bool safe);
enum class Tone { Plain, Bad, Good };  // how a number reads: neutral, a penalty (red), a gain (gold)
// A number that reads good or bad on the dark table (a Tone); the safe
// palette's "bad" is a reddish purple, clear of the gold "good" and the hint's blue for
// protanopes and deuteranopes alike (a salmon red and the gold nearly meet for them).
Rgb tone_rgb(Tone tone, bool safe);

enum class Vision { Normal, Protanopia, Deuteranopia };
Rgb simulate(Rgb c, Vision vision);  // how `c` looks to someone with `vision`
double delta_e(Rgb a, Rgb b);        // CIE76: the distance in CIELAB (about 2.3 is just noticeable)

}  // namespace boneyard
