#include "session/stats.h"

#include <algorithm>
#include <charconv>

#include <vector>

#include "core/i18n.h"
#include "core/match.h"
#include "core/text.h"
#include "session/daily.h"

namespace boneyard {

namespace {

constexpr std::string_view kMagic = "boneyard-stats 1";

bool number(std::string_view text, long& out) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

}  // namespace

void Statistics::record_round(const std::string& game, int players, int points) {
  GameStats& g = games_[{game, players}];
  ++g.rounds;
  g.points += points;
}

void Statistics::record_match(const std::string& game, int players, bool won, int total, bool penalty) {
  GameStats& g = games_[{game, players}];
  ++g.matches;
  if (!won) {
    g.streak = 0;
    return;
  }
  ++g.wins;
  g.best_streak = std::max(g.best_streak, ++g.streak);
  if (!g.has_best || (penalty ? total < g.best : total > g.best)) g.best = total;
  g.has_best = true;
}

bool Statistics::mark(const std::string& round) {
  if (round == last_) return false;
  last_ = round;
  return true;
}

void Statistics::record_daily(const std::string& date, const std::string& game, int points, std::optional<int> expert) {
  for (auto& d : daily_) {
    if (d.date != date || d.game != game) continue;
    ++d.plays;
    return;
  }
  DailyResult d{date, game, points, expert.has_value(), expert.value_or(0), 1};
  // Newest date first (dates sort as text), a day's games in the order played.
  const auto at = std::find_if(daily_.begin(), daily_.end(), [&](const DailyResult& o) { return o.date < date; });
  daily_.insert(at, d);
}

void Statistics::daily_expert(const std::string& date, const std::string& game, int expert) {
  for (auto& d : daily_)
    if (d.date == date && d.game == game && !d.has_expert) {
      d.has_expert = true;
      d.expert = expert;
    }
}

const DailyResult* Statistics::find_daily(const std::string& date, const std::string& game) const {
  for (const auto& d : daily_)
    if (d.date == date && d.game == game) return &d;
  return nullptr;
}

const GameStats* Statistics::find(const std::string& game, int players) const {
  const auto at = games_.find({game, players});
  return at == games_.end() ? nullptr : &at->second;
}

std::string Statistics::save() const {
  std::string out(kMagic);
  if (!last_.empty()) out += "\nlast " + last_;
  for (const auto& [key, g] : games_) {
    out += "\n" + key.first + " " + std::to_string(key.second) + " " + std::to_string(g.matches) + " " +
           std::to_string(g.wins) + " " + std::to_string(g.rounds) + " " + std::to_string(g.points) + " " +
           (g.has_best ? std::to_string(g.best) : "-") + " " + std::to_string(g.streak) + " " +
           std::to_string(g.best_streak);
  }
  for (const auto& d : daily_)
    out += "\ndaily " + d.date + " " + d.game + " " + std::to_string(d.points) + " " +
           (d.has_expert ? std::to_string(d.expert) : "-") + " " + std::to_string(d.plays);
  return out;
}

std::string daily_result(const DailyResult& d) {
  const bool penalty = lowest_wins(d.game);
  const Args args = {{"expert", d.expert}};
  if (d.has_expert && penalty)
    // TRANSLATORS: a result of Today's deal (the statistics, the daily screen): {n} is the player's points, {expert}
    // those of the expert who played the same deal in the player's seat.
    return trn("you {n} point, the expert {expert} (fewer is better)",
               "you {n} points, the expert {expert} (fewer is better)", d.points, args);
  if (d.has_expert)
    // TRANSLATORS: a result of Today's deal (the statistics, the daily screen): {n} is the player's points, {expert}
    // those of the expert who played the same deal in the player's seat.
    return trn("you {n} point, the expert {expert}", "you {n} points, the expert {expert}", d.points, args);
  // TRANSLATORS: a result of Today's deal (the statistics, the daily screen): {n} is the player's points (in a game
  // where points are bad).
  if (penalty) return trn("you {n} point (fewer is better)", "you {n} points (fewer is better)", d.points);
  // TRANSLATORS: a result of Today's deal (the statistics, the daily screen): {n} is the player's points.
  return trn("you {n} point", "you {n} points", d.points);
}

std::vector<StatsRow> daily_rows(const Statistics& stats) {
  std::vector<StatsRow> out;
  for (const auto& d : stats.daily()) {
    const GameInfo* info = find_game(d.game);
    StatsRow row;
    row.title = trf("Today's deal \u2022 {date}", {{"date", pretty_date(d.date)}});
    row.line1 =
        // TRANSLATORS: a game's result of Today's deal: {game} is the game's name, {result} the result ("you 4
        // points, the expert 6").
        trf("{game}: {result}", {{"game", info ? trc("game", info->title()) : d.game}, {"result", daily_result(d)}});
    if (d.plays > 1)
      row.line2 = d.plays == 2
                      // TRANSLATORS: how often the player played one day's deal (the first result is kept).
                      ? tr("played twice")
                      // TRANSLATORS: how often the player played one day's deal (the first result is kept); {n}
                      // is more than 2.
                      : trn("played {n} time", "played {n} times", d.plays);
    out.push_back(std::move(row));
  }
  return out;
}

std::vector<StatsRow> stats_rows(const Statistics& stats) {
  std::vector<StatsRow> out;
  for (const auto& [key, g] : stats.all()) {
    const bool online = key.first.rfind(kOnlineStats, 0) == 0;
    const std::string id = online ? key.first.substr(kOnlineStats.size()) : key.first;
    const GameInfo* info = find_game(id);
    const bool penalty = lowest_wins(id);
    StatsRow row;
    const std::string game = info ? trc("game", info->title()) : id;
    // TRANSLATORS: the statistics of one game and table size: {game} is the game's name, {n} the
    // number of players; "online": the games played with friends online.
    row.title = online ? trn("{game} \u2022 {n} player \u2022 online", "{game} \u2022 {n} players \u2022 online",
                             key.second, {{"game", game}})
                       // TRANSLATORS: the statistics of one game and table size: {game} is the game's name, {n} the
                       // number of players.
                       : trn("{game} \u2022 {n} player", "{game} \u2022 {n} players", key.second, {{"game", game}});
    row.line1 = g.matches > 0
                    // TRANSLATORS: the statistics: {n} matches played, {wins} of them won, {percent} the share won (a
                    // whole number).
                    ? trn("{n} match, {wins} won ({percent}%)", "{n} matches, {wins} won ({percent}%)", g.matches,
                          {{"wins", g.wins}, {"percent", static_cast<int>(g.win_rate() * 100 + 0.5)}})
                    // TRANSLATORS: the statistics: {n} matches played, {wins} of them won.
                    : trn("{n} match, {wins} won", "{n} matches, {wins} won", g.matches, {{"wins", g.wins}});
    row.line1 +=
        // TRANSLATORS: the statistics, after the matches won: the current winning streak ({streak} matches won in a
        // row) and the best one.
        " \u2022 " + trf("winning streak {streak}, best {best}", {{"streak", g.streak}, {"best", g.best_streak}});
    const std::string average = decimal_text(g.average(), 1);
    row.line2 = penalty
                    // TRANSLATORS: the statistics: {n} rounds played, {average} the player's points a round (a number
                    // with a decimal, "6.2"); "fewer is better" in the games where points are bad.
                    ? trn("{n} round, {average} points a round (fewer is better)",
                          "{n} rounds, {average} points a round (fewer is better)", g.rounds, {{"average", average}})
                    // TRANSLATORS: the statistics: {n} rounds played, {average} the player's points a round (a
                    // number with a decimal, "6.2").
                    : trn("{n} round, {average} points a round", "{n} rounds, {average} points a round", g.rounds,
                          {{"average", average}});
    // TRANSLATORS: the statistics: the best final total of a won match.
    if (g.has_best) row.line2 += " \u2022 " + trf("best match {best}", {{"best", g.best}});
    out.push_back(std::move(row));
  }
  return out;
}

Result<Statistics> Statistics::load(std::string_view text) {
  const auto lines = split_fields(text, '\n');
  if (lines.empty() || lines.front() != kMagic) return Status::fail(tr("this is not a Boneyard statistics save"));
  Statistics s;
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const auto fields = split_fields(lines[i], ' ');
    const int line = static_cast<int>(i + 1);  // for the refusals: "statistics line 3 ..."
    if (fields.size() == 2 && fields[0] == "last") {
      s.last_ = std::string(fields[1]);
      continue;
    }
    if (!fields.empty() && fields[0] == "daily") {  // daily DATE GAME POINTS EXPERT|- PLAYS
      long points = 0, expert = 0, plays = 0;
      if (fields.size() != 6 || !valid_date(fields[1]) || !find_game(fields[2]) || !number(fields[3], points) ||
          (fields[4] != "-" && !number(fields[4], expert)) || !number(fields[5], plays) || plays < 1)
        // TRANSLATORS: why the stored statistics cannot be read; {line} is the number of a line of them.
        return Status::fail(trf("statistics line {line} is not a daily result", {{"line", line}}));
      if (s.find_daily(std::string(fields[1]), std::string(fields[2])))
        // TRANSLATORS: why the stored statistics cannot be read; {line} is the number of a line of them.
        return Status::fail(trf("statistics line {line} repeats a daily result", {{"line", line}}));
      s.daily_.push_back({std::string(fields[1]), std::string(fields[2]), static_cast<int>(points), fields[4] != "-",
                          static_cast<int>(expert), static_cast<int>(plays)});
      continue;
    }
    if (fields.size() != 9 || fields[0].empty())
      // TRANSLATORS: why the stored statistics cannot be read; {line} is the number of a line of them.
      return Status::fail(trf("statistics line {line} does not have 9 fields", {{"line", line}}));
    long v[8] = {};
    for (std::size_t k = 1; k < 9; ++k) {
      if (k == 6 && fields[k] == "-") continue;
      if (!number(fields[k], v[k - 1]))
        // TRANSLATORS: why the stored statistics cannot be read; {value} is a field of the line, in quotes.
        return Status::fail(trf("statistics line {line}: {value} is not a number",
                                {{"line", line}, {"value", quote_input(fields[k])}}));
    }
    const long players = v[0], matches = v[1], wins = v[2], rounds = v[3], streak = v[6], best_streak = v[7];
    if (players < 2 || players > 16 || matches < 0 || wins < 0 || wins > matches || rounds < 0 || streak < 0 ||
        streak > wins || best_streak < streak || best_streak > wins)
      // TRANSLATORS: why the stored statistics cannot be read; {line} is the number of a line of them.
      return Status::fail(trf("statistics line {line} does not add up", {{"line", line}}));
    GameStats g;
    g.matches = static_cast<int>(matches);
    g.wins = static_cast<int>(wins);
    g.rounds = static_cast<int>(rounds);
    g.points = v[4];
    g.has_best = fields[6] != "-";
    g.best = static_cast<int>(v[5]);
    g.streak = static_cast<int>(streak);
    g.best_streak = static_cast<int>(best_streak);
    if (!s.games_.emplace(Key{std::string(fields[0]), static_cast<int>(players)}, g).second)
      // TRANSLATORS: why the stored statistics cannot be read; {line} is the number of a line of them.
      return Status::fail(trf("statistics line {line} repeats a game", {{"line", line}}));
  }
  return s;
}

}  // namespace boneyard
