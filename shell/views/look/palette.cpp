// The meaningful colours and the colour science that checks them (see palette.h).
#include "look/palette.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace boneyard {

namespace {

double to_linear(int v) {
  const double c = v / 255.0;
  return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

int to_srgb(double c) {
  c = std::clamp(c, 0.0, 1.0);
  const double v = c <= 0.0031308 ? c * 12.92 : 1.055 * std::pow(c, 1 / 2.4) - 0.055;
  return static_cast<int>(std::lround(v * 255));
}

struct Lab {
  double l, a, b;
};

Lab to_lab(Rgb c) {
  const double r = to_linear(c.r), g = to_linear(c.g), b = to_linear(c.b);
  // sRGB (D65) to XYZ, relative to the D65 white.
  const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  auto f = [](double t) { return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116; };
  return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

using Matrix = std::array<std::array<double, 3>, 3>;

// Machado et al. 2009, severity 1.0, applied to linear RGB.
constexpr Matrix kProtanopia{{{0.152286, 1.052583, -0.204868},
                              {0.114503, 0.786281, 0.099216},
                              {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix kDeuteranopia{{{0.367322, 0.860646, -0.227968},
                                {0.280085, 0.672501, 0.047413},
                                {-0.011820, 0.042940, 0.968881}}};

}  // namespace

PipInk pip_ink(int n, int set, bool safe) {
  static constexpr Rgb kBlack{30, 27, 23};
  if (set <= 6 || n <= 0) return {kBlack, false};
  if (safe) {
    // 1 blue, 2 bluish green, 3 vermillion, 4 reddish purple, 5 black (as on a double-six),
    // 6 orange; 7-12 the same colours as 1-6, in rings.
    static constexpr Rgb kSafe[6] = {{0, 114, 178}, {0, 158, 115}, {213, 94, 0}, {204, 121, 167}, kBlack, {230, 159, 0}};
    const int i = (std::min(n, 12) - 1) % 6;
    return {kSafe[i], n > 6};
  }
  // The usual palette: hues from Okabe-Ito darkened to read on ivory; numbers of one hue family
  // differ in lightness too: blues 7 (light) / 1 (mid) / 10 (dark); oranges and reds 6 (light) /
  // 3 (mid) / 11 (brown) / 8 (dark); greens 2 (mid) / 9 (dark); 4 purple; 5 black; 12 grey.
  static constexpr Rgb kUsual[13] = {kBlack,        {0, 114, 178}, {0, 150, 110},  {213, 94, 0},  {170, 60, 140},
                                     kBlack,        {215, 150, 0}, {70, 170, 230}, {140, 25, 25}, {0, 85, 60},
                                     {35, 40, 125}, {135, 85, 35}, {110, 110, 110}};
  return {kUsual[std::min(n, 12)], false};
}

Rgb suit_rgb(CardSuit suit, bool four_colour, bool safe) {
  if (safe) {
    switch (suit) {
      case CardSuit::Hearts:
        return {213, 94, 0};  // vermillion
      case CardSuit::Diamonds:
        return {0, 114, 178};  // blue
      case CardSuit::Clubs:
        return {0, 158, 115};  // bluish green
      case CardSuit::Spades:
        break;
    }
    return {28, 28, 34};
  }
  switch (suit) {
    case CardSuit::Hearts:
      return {196, 32, 44};
    case CardSuit::Diamonds:
      return four_colour ? Rgb{22, 92, 196} : Rgb{196, 32, 44};
    case CardSuit::Clubs:
      return four_colour ? Rgb{22, 128, 58} : Rgb{28, 28, 34};
    case CardSuit::Spades:
      break;
  }
  return {28, 28, 34};
}

Rgb tone_rgb(Tone tone, bool safe) {
  switch (tone) {
    case Tone::Bad:
      return safe ? Rgb{204, 121, 167} : Rgb{255, 150, 120};  // safe: reddish purple, far from the gold
    case Tone::Good:
      return {240, 199, 94};
    case Tone::Plain:
      break;
  }
  return {186, 208, 192};
}

Rgb simulate(Rgb c, Vision vision) {
  if (vision == Vision::Normal) return c;
  const Matrix& m = vision == Vision::Protanopia ? kProtanopia : kDeuteranopia;
  const double in[3] = {to_linear(c.r), to_linear(c.g), to_linear(c.b)};
  double out[3];
  for (int row = 0; row < 3; ++row)
    out[row] = m[static_cast<std::size_t>(row)][0] * in[0] + m[static_cast<std::size_t>(row)][1] * in[1] +
               m[static_cast<std::size_t>(row)][2] * in[2];
  return {to_srgb(out[0]), to_srgb(out[1]), to_srgb(out[2])};
}

double delta_e(Rgb a, Rgb b) {
  const Lab x = to_lab(a), y = to_lab(b);
  return std::hypot(x.l - y.l, x.a - y.a, x.b - y.b);
}

}  // namespace boneyard
