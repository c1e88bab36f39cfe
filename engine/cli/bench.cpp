#include "cli/bench.h"

#include <chrono>
#include <cstdio>

#include "core/match.h"

namespace boneyard {

BenchResult run_bench(int matches_per_config) {
  BenchResult r;
  std::uint32_t h = 2166136261u;
  auto mix = [&](const std::string& s) {
    for (unsigned char c : s) {
      h ^= c;
      h *= 16777619u;
    }
    h ^= 0xff;
    h *= 16777619u;
  };
  for (const GameInfo* game : available_games()) {
    for (int players = 2; players <= 4; ++players) {
      for (int i = 0; i < matches_per_config; ++i) {
        const std::uint64_t seed = 1000u * static_cast<std::uint64_t>(players) + static_cast<std::uint64_t>(i);
        auto m = new_match(game->id(), {{"players", std::to_string(players)}}, seed);
        if (!m) continue;
        Match& match = **m;
        ++r.matches;
        ++r.rounds;
        std::uint64_t step = 0;
        while (match.phase() != Phase::MatchOver) {
          if (match.phase() == Phase::RoundOver) {
            (void)match.next_round();
            ++r.rounds;
            mix("+");
            continue;
          }
          const std::string move = bot_move(match, "hard", seed * 7919u + step++);
          mix(move);
          (void)match.play(move);
          ++r.moves;
        }
      }
    }
  }
  r.signature = h;
  return r;
}

std::string describe(const BenchResult& r) {
  char buf[160];
  std::snprintf(buf, sizeof buf, "matches %llu rounds %llu moves %llu signature %08x",
                static_cast<unsigned long long>(r.matches), static_cast<unsigned long long>(r.rounds),
                static_cast<unsigned long long>(r.moves), r.signature);
  return buf;
}

void print_bench(int matches_per_config) {
  const auto start = std::chrono::steady_clock::now();
  const auto r = run_bench(matches_per_config);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%s\n", describe(r).c_str());
  std::printf("time %.3f s, %.0f moves/s (wall clock; not part of the signature)\n", secs,
              secs > 0 ? static_cast<double>(r.moves) / secs : 0.0);
}

}  // namespace boneyard
