#include "cli/arena.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "core/match.h"
#include "core/rng.h"

namespace boneyard {

namespace {

// A player's level, or one of the game's reference levels (GameInfo::reference_level).
bool arena_level(std::string_view game, const std::string& level) {
  const auto& levels = bot_levels();
  if (std::find(levels.begin(), levels.end(), level) != levels.end()) return true;
  const GameInfo* info = find_game(game);
  return info && info->reference_level(level);
}

// The configuration's mistakes, or "".
std::string config_error(const ArenaConfig& c) {
  for (const std::string* level : {&c.test, &c.field})
    if (find_game(c.game) && !arena_level(c.game, *level)) return "unknown level " + *level + " for " + c.game;
  if (c.matches == 0 && c.deals < 2) return "deals must be at least 2";
  if (c.matches != 0 && c.matches < 2) return "matches must be at least 2";
  if (c.from != "start" && c.from != "late") return "from must be start or late, not " + c.from;
  if (c.matches == 0 && c.from != "start") return "from needs matches (it says where a match starts)";
  return "";
}

// A sample's mean and the half width of its 95% confidence interval.
struct Mean {
  double sum = 0, sum_sq = 0;
  int n = 0;
  void add(double x) {
    sum += x;
    sum_sq += x * x;
    ++n;
  }
  double mean() const { return n ? sum / n : 0; }
  double half_width() const {
    const double m = mean();
    const double var = n > 1 ? (sum_sq - n * m * m) / (n - 1) : 0;
    return n ? 1.96 * std::sqrt(std::max(var, 0.0) / n) : 0;
  }
};

// Plays the tested level in `seat` and the field in the others, until the round ends (or,
// `whole`, the match: the next rounds dealt as they come). Each finished round adds the
// tested seat's points and the others' average to `rounds`. Returns an error, or "".
struct Played {
  std::vector<std::pair<double, double>> rounds;  // (tested seat, the others' average)
  double test_time = 0, field_time = 0;
  long test_moves = 0, field_moves = 0;
};
std::string play_seat(Match& m, const ArenaConfig& c, int seat, std::uint64_t seed, bool whole, Played& p) {
  using Clock = std::chrono::steady_clock;
  const int players = m.players();
  std::uint64_t step = 0;
  auto before = m.scores();
  for (;;) {
    const Phase phase = m.phase();
    if (phase == Phase::RoundOver || phase == Phase::MatchOver) {
      const auto now = m.scores();
      double others = 0;
      for (int s = 0; s < players; ++s)
        if (s != seat) others += now[static_cast<std::size_t>(s)] - before[static_cast<std::size_t>(s)];
      p.rounds.emplace_back(now[static_cast<std::size_t>(seat)] - before[static_cast<std::size_t>(seat)],
                            others / (players - 1));
      before = now;
      if (!whole || phase == Phase::MatchOver) return "";
      if (const Status s = m.next_round(); !s.ok()) return s.error();
      continue;
    }
    const bool tested = m.to_move() == seat;
    const auto start = Clock::now();
    const std::string move =
        bot_move(m, tested ? c.test : c.field, seed * 1000003u + step++ * 7919u + static_cast<std::uint64_t>(seat));
    const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    (tested ? p.test_time : p.field_time) += ms;
    ++(tested ? p.test_moves : p.field_moves);
    if (!m.play(move).ok())
      return "the " + std::string(tested ? c.test : c.field) + " bot made an illegal move: " + move;
  }
}

// The points per round and the ms per move of `all`, into `r`.
void sum_rounds(const Played& all, ArenaResult& r) {
  r.test_points = r.field_points = 0;
  for (const auto& [test, field] : all.rounds) {
    r.test_points += test;
    r.field_points += field;
  }
  r.rounds = static_cast<int>(all.rounds.size());
  r.test_points /= std::max(r.rounds, 1);
  r.field_points /= std::max(r.rounds, 1);
  r.test_ms = all.test_moves ? all.test_time / static_cast<double>(all.test_moves) : 0;
  r.field_ms = all.field_moves ? all.field_time / static_cast<double>(all.field_moves) : 0;
}

}  // namespace

Result<std::unique_ptr<Match>> arena_start(const ArenaConfig& c, std::uint64_t seed) {
  auto made = new_match(c.game, c.options, seed);
  if (!made || c.from != "late") return made;
  Match& m = **made;
  std::uint64_t step = 0;
  while (m.phase() != Phase::MatchOver) {
    const Status s =
        m.phase() == Phase::RoundOver ? m.next_round() : m.play(bot_move(m, "normal", seed * 7919u + step++));
    if (!s.ok()) return s;
  }
  // Where each round starts in the history (the first at 0; the others with their deal).
  std::vector<std::size_t> round_starts{0};
  for (std::size_t i = 0; i < m.history().size(); ++i)
    if (m.history()[i].kind == Action::Kind::NextRound) round_starts.push_back(i + 1);
  Rng rng(seed);
  const std::size_t back = std::min<std::size_t>(round_starts.size(), 1 + static_cast<std::size_t>(rng.below(2)));
  return replay(m, round_starts[round_starts.size() - back]);
}

namespace {

ArenaResult run_deals(const ArenaConfig& c) {
  ArenaResult r;
  Mean margin;
  Played all;
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
      if (std::string e = play_seat(m, c, seat, seed, false, all); !e.empty()) {
        r.error = e;
        return r;
      }
      deal_margin += all.rounds.back().first - all.rounds.back().second;
    }
    margin.add(deal_margin / players);
    ++r.deals;
  }
  r.margin = margin.mean();
  r.half_width = margin.half_width();
  sum_rounds(all, r);
  return r;
}

ArenaResult run_matches(const ArenaConfig& c) {
  ArenaResult r;
  r.lowest_wins = lowest_wins(c.game);
  Mean won, margin;
  Played all;
  const auto sum_up = [&] {
    r.won_margin = won.mean();
    r.won_half_width = won.half_width();
    r.margin = margin.mean();
    r.half_width = margin.half_width();
    sum_rounds(all, r);
  };

  for (int d = 0; d < c.matches; ++d) {
    const std::uint64_t seed = c.first_seed + static_cast<std::uint64_t>(d);
    auto start = arena_start(c, seed);
    if (!start) {
      r.error = start.error();
      return r;
    }
    const int players = (*start)->players();
    double start_won = 0, start_margin = 0;
    int start_rounds = 0;
    for (int seat = 0; seat < players; ++seat) {
      auto m = (*start)->clone();
      const std::size_t first = all.rounds.size();
      if (std::string e = play_seat(*m, c, seat, seed, true, all); !e.empty()) {
        r.error = e;
        return r;
      }
      for (std::size_t i = first; i < all.rounds.size(); ++i)
        start_margin += all.rounds[i].first - all.rounds[i].second;
      start_rounds += static_cast<int>(all.rounds.size() - first);
      const auto winners = m->winners();
      const bool test_won = std::find(winners.begin(), winners.end(), seat) != winners.end();
      const double field_won = static_cast<double>(winners.size() - (test_won ? 1 : 0)) / (players - 1);
      r.test_won += test_won;
      r.field_won += field_won;
      start_won += (test_won ? 1 : 0) - field_won;
      ++r.matches;
    }
    won.add(start_won / players);
    margin.add(start_margin / start_rounds);
    ++r.starts;
    sum_up();
    if (c.progress) c.progress(r);
  }
  return r;
}

}  // namespace

ArenaResult run_arena(const ArenaConfig& c) {
  ArenaResult r;
  r.error = config_error(c);
  if (!r.error.empty()) return r;
  r = c.matches > 0 ? run_matches(c) : run_deals(c);
  r.lowest_wins = lowest_wins(c.game);
  return r;
}

namespace {

void print_arena(std::FILE* out, const ArenaConfig& c, const ArenaResult& r) {
  const char* test = c.test.c_str();
  const char* field = c.field.c_str();
  std::fprintf(out, "%s", c.game.c_str());
  for (const auto& [k, v] : c.options) std::fprintf(out, " %s=%s", k.c_str(), v.c_str());
  if (c.matches > 0) {
    std::fprintf(out, ": %s in each seat against %s, %d starts (from %s), %d matches, %d rounds\n", test, field,
                 r.starts, c.from.c_str(), r.matches, r.rounds);
    std::fprintf(out,
                 "  matches won: %s %d of %d (%.1f%%), %s %.1f per seat (%.1f%%); difference %+.1f%% ± %.1f%% (95%%)\n",
                 test, r.test_won, r.matches, 100.0 * r.test_won / r.matches, field, r.field_won,
                 100.0 * r.field_won / r.matches, 100.0 * r.won_margin, 100.0 * r.won_half_width);
  } else {
    std::fprintf(out, ": %s in each seat against %s, %d deals, %d rounds\n", test, field, r.deals, r.rounds);
  }
  std::fprintf(out, "  %s %.2f points per round, %s %.2f; difference %+.2f ± %.2f (95%%)%s\n", test, r.test_points,
               field, r.field_points, r.margin, r.half_width,
               r.lowest_wins ? " (penalty points: lower is better)" : "");
  std::fprintf(out, "  ms per move: %s %.2f, %s %.2f\n", test, r.test_ms, field, r.field_ms);
}

}  // namespace

int arena_main(int argc, char** argv) {
  ArenaConfig c;
  c.options = {};
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
      } else if (key == "matches") {
        c.matches = std::stoi(value);
        if (c.matches <= 0) c.matches = -1;  // refused below, not taken for the deals mode
      } else if (key == "from") {
        c.from = value;
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
  if (c.matches > 0)  // the figures so far, every 10 starts, on standard error
    c.progress = [&c](const ArenaResult& so_far) {
      if (so_far.starts % 10 == 0) print_arena(stderr, c, so_far);
    };
  const auto r = run_arena(c);
  if (!r.error.empty()) {
    std::fprintf(stderr, "arena: %s\n", r.error.c_str());
    return 2;
  }
  print_arena(stdout, c, r);
  return 0;
}

}  // namespace boneyard
