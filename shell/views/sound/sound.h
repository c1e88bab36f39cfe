// The table's sounds, synthesised when first needed (no sound files to download): pure
// functions from a cue and a sample rate to mono samples, so they are unit-tested without an
// audio device (the platform plays them, platform.h).
//
// Every cue is short (at most kMaxCueSeconds), quiet (its peak is its own level, at most
// kMaxPeak, so a cue never drowns the page's other sounds), starts at silence and fades to
// silence (an attack and a decay on every partial: no click at either end), and is the same
// every time (its noise comes from a fixed seed):
//   TileLaid    a wooden clack: a filtered noise burst over three low, quickly damped partials
//   TileDrawn   a softer, higher tick: a tile taken from the boneyard
//   TrickTaken  a soft swoosh: noise through a band-pass sweeping upwards, as the trick slides away
//   YourTurn    a two-note chime (G5, C6), bell-like partials
//   RoundEnd    a short rising arpeggio (C5 E5 G5 C6)
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "core/result.h"

namespace boneyard {

enum class Cue { TileLaid, TileDrawn, TrickTaken, YourTurn, RoundEnd };
constexpr int kCueCount = 5;
constexpr double kMaxCueSeconds = 0.6;
constexpr float kMaxPeak = 0.5f;
constexpr int kMinSampleRate = 8000, kMaxSampleRate = 192000;

std::string_view cue_name(Cue cue);  // "tile", "draw", "trick", "turn", "round" (the test hook's names)
double cue_seconds(Cue cue);         // how long it lasts

// The cue as mono samples at `rate` samples a second (a rate outside kMinSampleRate..
// kMaxSampleRate is refused with a message).
Result<std::vector<float>> render_cue(Cue cue, int rate);

// `cue` laid over `playing` (the samples still to be heard), both from their first sample:
// the sum, as long as the longer of the two, kept within [-1, 1]. Overlapping cues mix
// instead of waiting for each other.
std::vector<float> mix(const float* playing, std::size_t count, const std::vector<float>& cue);

}  // namespace boneyard
