// Statistics: what the player has done per game and player count, kept in storage across
// visits. A pure model with its own text form; the app records rounds and matches as they
// end and the Statistics screen shows it.
//
// Per game and player count: matches played and won, rounds played, the player's points
// over those rounds (their average per round: lower is better in the penalty games), the
// best final total of a won match, and the current and best winning streaks. And Today's
// deal (daily.h) by date and game: the first result (the player's points and the expert's
// in the same seat) and how often it was played.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/result.h"

namespace boneyard {

// An online table's games are kept apart under this prefix ("online:hearts").
inline constexpr std::string_view kOnlineStats = "online:";

struct GameStats {
  int matches = 0, wins = 0, rounds = 0;
  long points = 0;          // the player's round points, summed
  bool has_best = false;    // a match has been won
  int best = 0;             // the best final total of a won match
  int streak = 0, best_streak = 0;
  double win_rate() const { return matches ? static_cast<double>(wins) / matches : 0.0; }
  double average() const { return rounds ? static_cast<double>(points) / rounds : 0.0; }
  bool operator==(const GameStats&) const = default;
};

struct DailyResult {
  std::string date, game;  // "2026-11-25", "hearts"
  int points = 0;          // the player's, at the first play
  bool has_expert = false;
  int expert = 0;  // the expert's in the player's seat
  int plays = 1;
  bool operator==(const DailyResult&) const = default;
};

class Statistics {
 public:
  using Key = std::pair<std::string, int>;  // game id, players

  void record_round(const std::string& game, int players, int points);
  // `penalty`: the lowest total is best.
  void record_match(const std::string& game, int players, bool won, int total, bool penalty);
  const GameStats* find(const std::string& game, int players) const;
  const std::map<Key, GameStats>& all() const { return games_; }
  void reset() {
    games_.clear();
    daily_.clear();
  }
  // Today's deal: the first play's result is kept; a replay only counts as a play.
  void record_daily(const std::string& date, const std::string& game, int points, std::optional<int> expert);
  void daily_expert(const std::string& date, const std::string& game, int expert);  // once known, if missing
  const DailyResult* find_daily(const std::string& date, const std::string& game) const;
  const std::vector<DailyResult>& daily() const { return daily_; }  // newest first
  // The round last recorded ("seed:round"): marking the same round again returns false, so a
  // round shown again (a reload at its summary) is not counted twice.
  bool mark(const std::string& round);

  // "boneyard-stats 1" and a line per game and player count.
  std::string save() const;
  // Refused with a message (and nothing kept) when the text is not a statistics save.
  static Result<Statistics> load(std::string_view text);

 private:
  std::map<Key, GameStats> games_;
  std::vector<DailyResult> daily_;
  std::string last_;
};

// One game and player count as the Statistics screen shows it.
struct StatsRow {
  std::string title;  // "Domino Hearts \u2022 4 players"
  std::string line1;  // "12 matches, 7 won (58%) \u2022 winning streak 2, best 3"
  std::string line2;  // "48 rounds, 6.2 points a round (fewer is better) \u2022 best match 48"
};
std::vector<StatsRow> stats_rows(const Statistics& stats);
// Today's deal results, newest first: "Today's deal \u2022 25 Nov 2026", "Domino Hearts: you 4
// points, the expert 6 (fewer is better)", "played twice" (or "").
std::vector<StatsRow> daily_rows(const Statistics& stats);
// The result part alone: "you 4 points, the expert 6 (fewer is better)".
std::string daily_result(const DailyResult& d);

}  // namespace boneyard
