// `boneyard arena`: how much stronger one computer level is than another, measured in
// duplicate. Each deal is played once per seat with the tested level in that seat and the
// field level in every other, so the luck of the deal cancels; a deal's sample is the tested
// seat's round points minus the average of the others', averaged over the rotations. The
// report gives the mean and a 95% confidence interval over deals, and ms per move per level.
// A level is a player's (bot_levels()) or one of the game's reference levels, which only the
// arena names (GameInfo::reference_level: `ismcts_ref` in Block and Draw).
#pragma once

#include <cstdint>
#include <string>

#include "core/options.h"

namespace boneyard {

struct ArenaConfig {
  std::string game = "hearts";
  OptionList options;  // includes "players"
  std::string test = "expert", field = "normal";
  int deals = 100;
  std::uint64_t first_seed = 1;
};

struct ArenaResult {
  int deals = 0, rounds = 0;
  double test_points = 0, field_points = 0;  // mean round points per seat
  double margin = 0, half_width = 0;         // test - field per round, and its 95% interval
  double test_ms = 0, field_ms = 0;          // per move
  bool lowest_wins = false;                  // a penalty game: a negative margin is better
  std::string error;
};

ArenaResult run_arena(const ArenaConfig& config);
// `boneyard arena ...` from the command line; returns the exit code.
int arena_main(int argc, char** argv);

}  // namespace boneyard
