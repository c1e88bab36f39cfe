// The synthesised cues: each is heard (not silent), quiet (bounded peak), short and of its
// stated length at any common rate, starts and ends at silence with no jump in between (no
// click), differs from the others, and is the same every time; bad rates are refused; mixing
// overlapping cues sums them.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "sound/sound.h"

using namespace boneyard;

namespace {

const Cue kCues[] = {Cue::TileLaid, Cue::TileDrawn, Cue::TrickTaken, Cue::YourTurn, Cue::RoundEnd};

double rms(const std::vector<float>& s) {
  double sum = 0;
  for (float x : s) sum += static_cast<double>(x) * x;
  return std::sqrt(sum / static_cast<double>(s.size()));
}

float peak(const std::vector<float>& s) {
  float top = 0;
  for (float x : s) top = std::max(top, std::abs(x));
  return top;
}

}  // namespace

TEST_CASE("every cue is short, heard, quiet and starts and ends at silence") {
  for (int rate : {22050, 44100, 48000, 96000}) {
    for (Cue cue : kCues) {
      INFO(cue_name(cue) << " at " << rate);
      const auto rendered = render_cue(cue, rate);
      REQUIRE(rendered.ok());
      const std::vector<float>& s = rendered.value();
      CHECK(cue_seconds(cue) <= kMaxCueSeconds);
      CHECK(s.size() == static_cast<std::size_t>(std::lround(cue_seconds(cue) * rate)));
      CHECK(rms(s) > 0.02);  // heard
      CHECK(peak(s) <= kMaxPeak);
      CHECK(peak(s) >= 0.15f);
      CHECK(std::abs(s.front()) < 1e-4f);  // no step at the start
      CHECK(std::abs(s.back()) < 1e-4f);   // nor at the end
      // No click anywhere: no jump between two samples bigger than a loud 4 kHz tone makes
      // (at this rate; a clack rises fast, but smoothly), and the last millisecond has faded.
      float jump = 0;
      for (std::size_t i = 1; i < s.size(); ++i) jump = std::max(jump, std::abs(s[i] - s[i - 1]));
      CHECK(jump <= 2 * 3.1416f * 4000 / static_cast<float>(rate) * kMaxPeak);
      const auto ms = static_cast<std::size_t>(rate / 1000);
      for (std::size_t i = 0; i < ms; ++i) CHECK(std::abs(s[s.size() - 1 - i]) < 0.01f);
    }
  }
}

TEST_CASE("cues are the same every time and differ from each other") {
  for (Cue a : kCues) {
    const auto first = render_cue(a, 44100), again = render_cue(a, 44100);
    REQUIRE(first.ok());
    REQUIRE(again.ok());
    CHECK(first.value() == again.value());
    for (Cue b : kCues) {
      if (a == b) continue;
      INFO(cue_name(a) << " against " << cue_name(b));
      CHECK(cue_name(a) != cue_name(b));
      const auto other = render_cue(b, 44100);
      REQUIRE(other.ok());
      // Not merely different samples: unlike in shape (their normalised correlation is low).
      const auto& x = first.value();
      const auto& y = other.value();
      double xy = 0, xx = 0, yy = 0;
      for (std::size_t i = 0; i < std::min(x.size(), y.size()); ++i) {
        xy += static_cast<double>(x[i]) * y[i];
        xx += static_cast<double>(x[i]) * x[i];
        yy += static_cast<double>(y[i]) * y[i];
      }
      CHECK(std::abs(xy) / std::sqrt(xx * yy) < 0.5);
    }
  }
}

TEST_CASE("a sample rate out of range is refused with a message") {
  for (int rate : {0, -44100, 7999, 192001}) {
    const auto rendered = render_cue(Cue::TileLaid, rate);
    CHECK_FALSE(rendered.ok());
    CHECK(rendered.error() == "a sample rate of " + std::to_string(rate) + " is outside 8000..192000");
  }
  CHECK(render_cue(Cue::TileLaid, 8000).ok());
}

TEST_CASE("a cue laid over one still playing is mixed in, as long as the longer, kept within range") {
  const std::vector<float> playing{0.1f, 0.2f, 0.9f, -0.9f, 0.5f};
  const std::vector<float> cue{0.3f, 0.3f, 0.3f, -0.3f};
  CHECK(mix(playing.data(), playing.size(), cue) == std::vector<float>{0.4f, 0.5f, 1.0f, -1.0f, 0.5f});
  CHECK(mix(playing.data(), 2, cue) == std::vector<float>{0.4f, 0.5f, 0.3f, -0.3f});
  CHECK(mix(nullptr, 0, cue) == cue);
  CHECK(mix(playing.data(), playing.size(), {}) == playing);
}
