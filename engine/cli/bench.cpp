#include "cli/bench.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/match.h"
#include "games/blacktile/blacktile_search.h"
#include "games/hearts/hearts_search.h"

namespace boneyard {

namespace {

struct Fnv {
  std::uint32_t h = 2166136261u;
  void mix(const std::string& s) {
    for (unsigned char c : s) byte(c);
    byte(0xff);
  }
  void byte(unsigned char c) {
    h ^= c;
    h *= 16777619u;
  }
};

// Plays `match` with `level` players to the end of the match (or of this round), mixing moves in.
void play(Match& match, const char* level, bool one_round, std::uint64_t seed, Fnv& f, BenchResult& r) {
  std::uint64_t step = 0;
  while (match.phase() != Phase::MatchOver) {
    if (match.phase() == Phase::RoundOver) {
      if (one_round) return;
      (void)match.next_round();
      ++r.rounds;
      f.mix("+");
      continue;
    }
    const std::string move = bot_move(match, level, seed * 7919u + step++);
    f.mix(move);
    (void)match.play(move);
    ++r.moves;
  }
}

}  // namespace

BenchResult run_bench(int matches_per_config) {
  BenchResult r;
  Fnv f;
  for (const bool searched : {false, true}) {
    for (const GameInfo* game : available_games()) {
      for (int players = 2; players <= 4; ++players) {
        for (int i = 0; i < (searched ? 1 : matches_per_config); ++i) {
          const std::uint64_t seed = 1000u * static_cast<std::uint64_t>(players) + static_cast<std::uint64_t>(i);
          auto m = new_match(game->id(), {{"players", std::to_string(players)}}, seed);
          if (!m) continue;
          ++r.matches;
          ++r.rounds;
          play(**m, searched ? "hard" : "normal", searched, seed, f, r);
        }
      }
    }
  }
  r.signature = f.h;
  return r;
}

BenchResult run_playouts(int playouts, std::string_view only) {
  BenchResult r;
  Fnv f;
  auto run = [&](const TrickState& start, std::uint64_t seed) {
    Rng rng(seed);
    for (int p = 0; p < playouts; ++p) {
      TrickState s = start;
      while (s.to_move() >= 0) {
        const search::Move m = s.rollout_move(rng);
        f.byte(static_cast<unsigned char>(m & 0xff));
        s.apply(m);
        ++r.moves;
      }
      for (int seat = 0; seat < 4; ++seat) f.byte(static_cast<unsigned char>(s.points(seat)));
      ++r.rounds;
    }
  };
  for (std::uint64_t deal = 1; deal <= 8; ++deal) {
    for (const char* game : {"hearts", "blacktile"}) {
      if (!only.empty() && only != game) continue;
      auto made = new_match(game, {{"players", "4"}}, deal);
      Match& m = **made;
      std::uint64_t step = 0;
      while (m.phase() != Phase::Play) (void)m.play(bot_move(m, "normal", deal * 31 + step++));
      ++r.matches;
      if (const auto* h = dynamic_cast<const HeartsMatch*>(&m)) {
        const auto whole = h->hearts_view(-1);
        const TrickTables tables = hearts_tables(whole->rules);
        run(hearts_state(*whole, tables), deal);
      } else {
        const BlackTileWorlds whole(*dynamic_cast<const BlackTileMatch&>(m).blacktile_view(-1));
        Rng unused(0);
        run(whole.sample(unused), deal);
      }
    }
  }
  r.signature = f.h;
  return r;
}

std::string describe(const BenchResult& r) {
  char buf[160];
  std::snprintf(buf, sizeof buf, "matches %llu rounds %llu moves %llu signature %08x",
                static_cast<unsigned long long>(r.matches), static_cast<unsigned long long>(r.rounds),
                static_cast<unsigned long long>(r.moves), r.signature);
  return buf;
}

namespace {

template <class Run>
void timed(Run run, int n) {
  const auto start = std::chrono::steady_clock::now();
  const auto r = run(n);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%s\n", describe(r).c_str());
  std::printf("time %.3f s, %.0f moves/s (wall clock; not part of the signature)\n", secs,
              secs > 0 ? static_cast<double>(r.moves) / secs : 0.0);
}

}  // namespace

void print_bench(int matches_per_config) { timed(run_bench, matches_per_config); }
void print_playouts(int playouts) {
  timed([](int n) { return run_playouts(n, {}); }, playouts);
  for (const char* game : {"hearts", "blacktile"}) {  // each game's speed alone
    const auto start = std::chrono::steady_clock::now();
    const auto r = run_playouts(playouts, game);
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("  %-10s %.0f moves/s\n", game, secs > 0 ? static_cast<double>(r.moves) / secs : 0.0);
  }
}

int bench_main(int argc, char** argv) {
  int i = 1;
  const bool playouts = argc > i && std::string(argv[i]) == "playouts";
  if (playouts) ++i;
  int n = playouts ? 20000 : 20;
  if (argc > i) {
    char* end = nullptr;
    const long v = std::strtol(argv[i], &end, 10);
    n = (end && *end == '\0' && v > 0 && v < 100000000) ? static_cast<int>(v) : -1;
    if (n < 1) {
      std::fprintf(stderr, "bench: N must be a positive whole number\n");
      return 2;
    }
  }
  if (playouts)
    print_playouts(n);
  else
    print_bench(n);
  return 0;
}

}  // namespace boneyard
