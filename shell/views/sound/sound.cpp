// The cues' synthesis (see sound.h). Each cue is a sum of simple voices over time t (seconds):
// damped sine partials (a struck object), filtered noise (a burst, a swoosh). Then finish()
// scales it to its level and fades its last milliseconds to silence.
#include "sound/sound.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <string>

namespace boneyard {

namespace {

constexpr double kTwoPi = 6.283185307179586;

// A fixed-seed noise source in [-1, 1] (xorshift32): the same cue every time.
class Noise {
 public:
  explicit Noise(std::uint32_t seed) : state_(seed) {}
  double next() {
    state_ ^= state_ << 13;
    state_ ^= state_ >> 17;
    state_ ^= state_ << 5;
    return static_cast<double>(state_) / 2147483647.5 - 1.0;
  }

 private:
  std::uint32_t state_;
};

// A band-pass biquad (RBJ's cookbook, 0 dB at the centre), retunable as it runs.
class BandPass {
 public:
  void tune(double rate, double centre, double q) {
    const double w = kTwoPi * centre / rate, alpha = std::sin(w) / (2 * q), a0 = 1 + alpha;
    b0_ = alpha / a0;
    b2_ = -alpha / a0;
    a1_ = -2 * std::cos(w) / a0;
    a2_ = (1 - alpha) / a0;
  }
  double step(double x) {
    const double y = b0_ * x + b2_ * x2_ - a1_ * y1_ - a2_ * y2_;
    x2_ = x1_;
    x1_ = x;
    y2_ = y1_;
    y1_ = y;
    return y;
  }

 private:
  double b0_ = 0, b2_ = 0, a1_ = 0, a2_ = 0;
  double x1_ = 0, x2_ = 0, y1_ = 0, y2_ = 0;
};

// 0 -> 1 over `attack` seconds on a half cosine: a soft start instead of a step (a click).
double attack(double t, double attack) {
  if (t <= 0) return 0;
  if (t >= attack) return 1;
  return 0.5 - 0.5 * std::cos(3.141592653589793 * t / attack);
}

// A struck partial: frequency f, amplitude a, decaying with time constant tau, from `start`.
double partial(double t, double start, double f, double a, double tau, double rise = 0.002) {
  const double u = t - start;
  if (u <= 0) return 0;
  return a * attack(u, rise) * std::exp(-u / tau) * std::sin(kTwoPi * f * u);
}

// A bell-like note: the fundamental with its octave and twelfth, softer and shorter.
double bell(double t, double start, double f, double tau) {
  return partial(t, start, f, 1.0, tau, 0.005) + partial(t, start, 2 * f, 0.28, tau * 0.6, 0.005) +
         partial(t, start, 3 * f, 0.08, tau * 0.4, 0.005);
}

// Scales `samples` so their peak is `peak`, and fades the last `fade` seconds out (half
// cosine) so the cue ends at silence however its voices end.
std::vector<float> finish(const std::vector<double>& samples, int rate, double peak, double fade) {
  double top = 0;
  for (double s : samples) top = std::max(top, std::abs(s));
  const double gain = top > 0 ? peak / top : 0;
  const std::size_t n = samples.size();
  const std::size_t fade_n = std::min(n, static_cast<std::size_t>(fade * rate));
  std::vector<float> out(n);
  for (std::size_t i = 0; i < n; ++i) {
    double s = samples[i] * gain;
    const std::size_t left = n - 1 - i;  // samples after this one
    if (left < fade_n)
      s *= 0.5 - 0.5 * std::cos(3.141592653589793 * static_cast<double>(left) / static_cast<double>(fade_n));
    out[i] = static_cast<float>(s);
  }
  return out;
}

// A struck tile: a noise burst through a band-pass (the contact), over damped partials (the
// body ringing briefly). Partials: {frequency, amplitude, decay time constant}.
struct Strike {
  std::uint32_t seed;
  double click_hz, click_q, burst_tau, burst_gain;
  std::array<std::array<double, 3>, 3> partials;
};

std::vector<double> strike(int rate, std::size_t n, const Strike& k) {
  Noise noise(k.seed);
  BandPass click;
  click.tune(rate, k.click_hz, k.click_q);
  std::vector<double> s(n);
  for (std::size_t i = 0; i < n; ++i) {
    const double t = static_cast<double>(i) / rate;
    double v = k.burst_gain * click.step(noise.next()) * std::exp(-t / k.burst_tau) * attack(t, 0.001);
    for (const auto& [f, a, tau] : k.partials) v += partial(t, 0, f, a, tau);
    s[i] = v;
  }
  return s;
}

std::vector<double> tile_laid(int rate, std::size_t n) {  // low and woody
  return strike(rate, n,
                {0x2545F491u, 2300, 1.4, 0.006, 1.6, {{{780, 0.9, 0.032}, {1310, 0.5, 0.018}, {2480, 0.25, 0.009}}}});
}

std::vector<double> tile_drawn(int rate, std::size_t n) {  // higher, shorter
  return strike(rate, n, {0x68E31DA4u, 3800, 1.8, 0.004, 1.2, {{{1520, 0.6, 0.014}, {2710, 0.3, 0.008}, {0, 0, 1}}}});
}

std::vector<double> trick_taken(int rate, std::size_t n) {
  Noise noise(0x1B873593u);
  BandPass sweep;
  std::vector<double> s(n);
  const double length = static_cast<double>(n) / rate;
  for (std::size_t i = 0; i < n; ++i) {
    const double t = static_cast<double>(i) / rate, x = t / length;
    if (i % 32 == 0) sweep.tune(rate, 500 * std::pow(3.6, x), 0.9);  // 500 Hz up to 1800 Hz
    const double swell = std::sin(3.141592653589793 * x);
    s[i] = sweep.step(noise.next()) * swell * swell;
  }
  return s;
}

std::vector<double> your_turn(int rate, std::size_t n) {
  std::vector<double> s(n);
  for (std::size_t i = 0; i < n; ++i) {
    const double t = static_cast<double>(i) / rate;
    s[i] = 0.8 * bell(t, 0, 783.99, 0.14) + bell(t, 0.13, 1046.50, 0.16);
  }
  return s;
}

std::vector<double> round_end(int rate, std::size_t n) {
  const double notes[] = {523.25, 659.25, 783.99, 1046.50};
  std::vector<double> s(n);
  for (std::size_t i = 0; i < n; ++i) {
    const double t = static_cast<double>(i) / rate;
    double v = 0;
    for (int k = 0; k < 4; ++k) v += bell(t, 0.085 * k, notes[k], k == 3 ? 0.18 : 0.11);
    s[i] = v;
  }
  return s;
}

struct CueSpec {
  double seconds, peak, fade;
  std::vector<double> (*voices)(int, std::size_t);
};

CueSpec spec(Cue cue) {
  switch (cue) {
    case Cue::TileLaid:
      return {0.14, 0.45, 0.02, tile_laid};
    case Cue::TileDrawn:
      return {0.08, 0.22, 0.015, tile_drawn};
    case Cue::TrickTaken:
      return {0.34, 0.26, 0.02, trick_taken};
    case Cue::YourTurn:
      return {0.50, 0.32, 0.06, your_turn};
    case Cue::RoundEnd:
      break;
  }
  return {0.60, 0.36, 0.08, round_end};
}

}  // namespace

std::string_view cue_name(Cue cue) {
  switch (cue) {
    case Cue::TileLaid:
      return "tile";
    case Cue::TileDrawn:
      return "draw";
    case Cue::TrickTaken:
      return "trick";
    case Cue::YourTurn:
      return "turn";
    case Cue::RoundEnd:
      break;
  }
  return "round";
}

double cue_seconds(Cue cue) { return spec(cue).seconds; }

Result<std::vector<float>> render_cue(Cue cue, int rate) {
  if (rate < kMinSampleRate || rate > kMaxSampleRate)
    return Status::fail("a sample rate of " + std::to_string(rate) + " is outside " + std::to_string(kMinSampleRate) +
                        ".." + std::to_string(kMaxSampleRate));
  const CueSpec s = spec(cue);
  const auto n = static_cast<std::size_t>(std::lround(s.seconds * rate));
  return finish(s.voices(rate, n), rate, s.peak, s.fade);
}

std::vector<float> mix(const float* playing, std::size_t count, const std::vector<float>& cue) {
  std::vector<float> out(std::max(count, cue.size()), 0.0f);
  for (std::size_t i = 0; i < count; ++i) out[i] = playing[i];
  for (std::size_t i = 0; i < cue.size(); ++i) out[i] = std::clamp(out[i] + cue[i], -1.0f, 1.0f);
  return out;
}

}  // namespace boneyard
