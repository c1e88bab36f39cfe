// `boneyard bench`: a deterministic workload whose signature says whether behaviour changed.
#pragma once

#include <cstdint>
#include <string>

namespace boneyard {

struct BenchResult {
  std::uint64_t matches = 0;
  std::uint64_t rounds = 0;
  std::uint64_t moves = 0;
  std::uint32_t signature = 0;  // FNV-1a over every move of every match: same build, same number
};

// Plays `matches_per_config` bot-vs-bot matches per (game, player count) from fixed seeds.
BenchResult run_bench(int matches_per_config);
std::string describe(const BenchResult& r);
// Runs the bench and prints its signature line, then the wall-clock speed on a second line.
void print_bench(int matches_per_config);

}  // namespace boneyard
