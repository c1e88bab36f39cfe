// `boneyard arena`: how much stronger one computer level is than another, measured in
// duplicate. Each deal is played once per seat with the tested level in that seat and the
// field level in every other, so the luck of the deal cancels; a deal's sample is the tested
// seat's round points minus the average of the others', averaged over the rotations. The
// report gives the mean and a 95% confidence interval over deals, and ms per move per level.
// A level is a player's (bot_levels()) or one of the game's reference levels, which only the
// arena names (GameInfo::reference_level: `ismcts_ref` in Block and Draw, `expert_round` in
// every game).
//
// The matches mode (`matches=N`) plays whole matches to their end instead of single deals,
// in duplicate the same way: each start (a seed) is played once per seat. A start is a new
// match (`from=start`), or late in one (`from=late`): the match from that seed played to its
// end by Normal players, then taken back (core/match.h replay()) to the start of its last
// round or of the round before (which, from the seed), so the totals are a real late match's
// and nearly every match tested is decided within a round or two. A start's sample is the
// tested seat's share of matches won minus a field seat's (the wins among the other seats,
// over their number), averaged over the rotations; beside it, points per round as above.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "core/match.h"
#include "core/options.h"

namespace boneyard {

struct ArenaConfig {
  std::string game = "hearts";
  OptionList options;  // includes "players"
  std::string test = "expert", field = "normal";
  int deals = 100;
  int matches = 0;             // > 0: the matches mode, with this many starts
  std::string from = "start";  // the matches mode: "start" or "late"
  std::uint64_t first_seed = 1;
  // The matches mode: called after every start with the figures so far (a long run can be
  // watched, and stopped with exact counts).
  std::function<void(const struct ArenaResult&)> progress;
};

struct ArenaResult {
  int deals = 0, rounds = 0;
  double test_points = 0, field_points = 0;  // mean round points per seat
  double margin = 0, half_width = 0;         // test - field per round, and its 95% interval
  double test_ms = 0, field_ms = 0;          // per move
  bool lowest_wins = false;                  // a penalty game: a negative margin is better
  // The matches mode: starts and matches played, matches the tested seat won, matches won per
  // field seat (may be fractional: the field's wins over its seats), and the difference of
  // the two as a share of the matches, with its 95% interval.
  int starts = 0, matches = 0;
  int test_won = 0;
  double field_won = 0;
  double won_margin = 0, won_half_width = 0;
  std::string error;
};

ArenaResult run_arena(const ArenaConfig& config);
// The matches mode's start for `seed` (`config.from`): a new match, or late in one (above).
Result<std::unique_ptr<Match>> arena_start(const ArenaConfig& config, std::uint64_t seed);
// `boneyard arena ...` from the command line; returns the exit code.
int arena_main(int argc, char** argv);

}  // namespace boneyard
