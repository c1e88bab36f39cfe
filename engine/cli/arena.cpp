#include "cli/arena.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "core/match.h"

namespace boneyard {

namespace {

// A player's level, or one of the game's reference levels (GameInfo::reference_level).
bool arena_level(std::string_view game, const std::string& level) {
  const auto& levels = bot_levels();
  if (std::find(levels.begin(), levels.end(), level) != levels.end()) return true;
  const GameInfo* info = find_game(game);
  return info && info->reference_level(level);
}

}  // namespace

ArenaResult run_arena(const ArenaConfig& c) {
  using Clock = std::chrono::steady_clock;
  ArenaResult r;
  for (const std::string* level : {&c.test, &c.field})
    if (find_game(c.game) && !arena_level(c.game, *level)) {
      r.error = "unknown level " + *level + " for " + c.game;
      return r;
    }
  double sum = 0, sum_sq = 0, test_sum = 0, field_sum = 0;
  double test_time = 0, field_time = 0;
  long test_moves = 0, field_moves = 0;
  for (int d = 0; d < c.deals; ++d) {
    const std::uint64_t seed = c.first_seed + static_cast<std::uint64_t>(d);
    double deal_margin = 0;
    int players = 0;
    for (int seat = 0;; ++seat) {
      auto made = new_match(c.game, c.options, seed);
      if (!made) {
        r.error = made.error();
        return r;
      }
      Match& m = **made;
      players = m.players();
      if (seat >= players) break;
      r.lowest_wins = c.game == "hearts" || c.game == "blacktile";
      std::uint64_t step = 0;
      while (m.phase() != Phase::RoundOver && m.phase() != Phase::MatchOver) {
        const bool tested = m.to_move() == seat;
        const auto start = Clock::now();
        const std::string move = bot_move(m, tested ? c.test : c.field, seed * 1000003u + step++ * 7919u + static_cast<std::uint64_t>(seat));
        const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        (tested ? test_time : field_time) += ms;
        ++(tested ? test_moves : field_moves);
        if (!m.play(move).ok()) {
          r.error = "the " + std::string(tested ? c.test : c.field) + " bot made an illegal move: " + move;
          return r;
        }
      }
      const auto points = round_points(m).back();
      double others = 0;
      for (int s = 0; s < players; ++s)
        if (s != seat) others += points[static_cast<std::size_t>(s)];
      others /= players - 1;
      test_sum += points[static_cast<std::size_t>(seat)];
      field_sum += others;
      deal_margin += points[static_cast<std::size_t>(seat)] - others;
      ++r.rounds;
    }
    deal_margin /= players;
    sum += deal_margin;
    sum_sq += deal_margin * deal_margin;
    ++r.deals;
  }
  const double n = r.deals;
  r.margin = sum / n;
  const double var = n > 1 ? (sum_sq - n * r.margin * r.margin) / (n - 1) : 0;
  r.half_width = 1.96 * std::sqrt(std::max(var, 0.0) / n);
  r.test_points = test_sum / r.rounds;
  r.field_points = field_sum / r.rounds;
  r.test_ms = test_moves ? test_time / static_cast<double>(test_moves) : 0;
  r.field_ms = field_moves ? field_time / static_cast<double>(field_moves) : 0;
  return r;
}

int arena_main(int argc, char** argv) {
  ArenaConfig c;
  c.options = {};
  std::string players;
  for (int i = 2; i < argc; ++i) {
    const std::string arg = argv[i];
    const auto eq = arg.find('=');
    if (eq == std::string::npos) {
      c.game = arg;
      continue;
    }
    const std::string key = arg.substr(0, eq), value = arg.substr(eq + 1);
    try {
      if (key == "deals") {
        c.deals = std::stoi(value);
      } else if (key == "seed") {
        c.first_seed = std::stoull(value);
      } else if (key == "test") {
        c.test = value;
      } else if (key == "field") {
        c.field = value;
      } else {
        c.options.push_back({key, value});
      }
    } catch (...) {
      std::fprintf(stderr, "arena: %s must be a whole number\n", key.c_str());
      return 2;
    }
  }
  if (c.deals < 2) {
    std::fprintf(stderr, "arena: deals must be at least 2\n");
    return 2;
  }
  const auto r = run_arena(c);
  if (!r.error.empty()) {
    std::fprintf(stderr, "arena: %s\n", r.error.c_str());
    return 2;
  }
  std::printf("%s", c.game.c_str());
  for (const auto& [k, v] : c.options) std::printf(" %s=%s", k.c_str(), v.c_str());
  std::printf(": %s in each seat against %s, %d deals, %d rounds\n", c.test.c_str(), c.field.c_str(), r.deals, r.rounds);
  std::printf("  %s %.2f points per round, %s %.2f; difference %+.2f ± %.2f (95%%)%s\n", c.test.c_str(), r.test_points,
              c.field.c_str(), r.field_points, r.margin, r.half_width,
              r.lowest_wins ? " (penalty points: lower is better)" : "");
  std::printf("  ms per move: %s %.2f, %s %.2f\n", c.test.c_str(), r.test_ms, c.field.c_str(), r.field_ms);
  return 0;
}

}  // namespace boneyard
