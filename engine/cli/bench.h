// `boneyard bench`: a deterministic workload whose signature says whether behaviour changed.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace boneyard {

struct BenchResult {
  std::uint64_t matches = 0;
  std::uint64_t rounds = 0;
  std::uint64_t moves = 0;
  std::uint32_t signature = 0;  // FNV-1a over every move of every match: same build, same number
};

// Plays `matches_per_config` matches of `normal` computer players per (game, player count)
// from fixed seeds, then one round per (game, player count) of `hard` players, whose search
// budgets are fixed iteration counts.
BenchResult run_bench(int matches_per_config);
// Random playouts of each searched game's search state (trick/trick_search.h), `playouts`
// from each of a fixed set of deals: the search's raw speed. Moves are the playouts' moves.
BenchResult run_playouts(int playouts, std::string_view only = {});  // `only`: one game
std::string describe(const BenchResult& r);
// Runs the bench (or the playouts) and prints its signature line, then the wall-clock speed.
void print_bench(int matches_per_config);
void print_playouts(int playouts);
// `bench [N]` / `bench playouts [N]` from argv (argv[1] is the first word after "bench").
int bench_main(int argc, char** argv);

}  // namespace boneyard
