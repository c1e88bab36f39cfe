// Today's deal (see daily.h).
#include "session/daily.h"

#include <cmath>
#include <cstdio>

#include "core/i18n.h"
#include "session/link.h"

namespace boneyard {

namespace {

// Days since 1970-01-01 to a civil date, and back (proleptic Gregorian; H. Hinnant's method).
void civil_from_days(long long z, int& y, int& m, int& d) {
  z += 719468;
  const long long era = (z >= 0 ? z : z - 146096) / 146097;
  const long long doe = z - era * 146097;
  const long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const long long mp = (5 * doy + 2) / 153;
  d = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
  m = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
  y = static_cast<int>(yoe + era * 400 + (m <= 2 ? 1 : 0));
}

int days_in_month(int y, int m) {
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  return m == 2 && leap ? 29 : kDays[m - 1];
}

bool parse_date(std::string_view date, int& y, int& m, int& d) {
  if (date.size() != 10 || date[4] != '-' || date[7] != '-') return false;
  for (std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u})
    if (date[i] < '0' || date[i] > '9') return false;
  auto num = [&](std::size_t at, std::size_t n) {
    int v = 0;
    for (std::size_t i = at; i < at + n; ++i) v = v * 10 + (date[i] - '0');
    return v;
  };
  y = num(0, 4), m = num(5, 2), d = num(8, 2);
  return y >= 2000 && m >= 1 && m <= 12 && d >= 1 && d <= days_in_month(y, m);
}

}  // namespace

std::string utc_date(double epoch_ms) {
  const long long days = static_cast<long long>(std::floor(epoch_ms / 86400000.0));
  int y = 0, m = 0, d = 0;
  civil_from_days(days, y, m, d);
  char out[16];
  std::snprintf(out, sizeof out, "%04d-%02d-%02d", y, m, d);
  return out;
}

bool valid_date(std::string_view date) {
  int y = 0, m = 0, d = 0;
  return parse_date(date, y, m, d);
}

std::string pretty_date(std::string_view date) {
  // TRANSLATORS: the months' short names, in a date such as "25 Nov 2026".
  static constexpr const char* kMonths[] = {NC_("month", "Jan"), NC_("month", "Feb"), NC_("month", "Mar"),
                                            NC_("month", "Apr"), NC_("month", "May"), NC_("month", "Jun"),
                                            NC_("month", "Jul"), NC_("month", "Aug"), NC_("month", "Sep"),
                                            NC_("month", "Oct"), NC_("month", "Nov"), NC_("month", "Dec")};
  int y = 0, m = 0, d = 0;
  if (!parse_date(date, y, m, d)) return std::string(date);
  // TRANSLATORS: a day's date (Today's deal): {day} of the month, the {month}'s short name, the {year}.
  return trcf("date", "{day} {month} {year}", {{"day", d}, {"month", trc("month", kMonths[m - 1])}, {"year", y}});
}

std::uint64_t daily_seed(std::string_view game, std::string_view date) {
  std::uint64_t h = 14695981039346656037ull;  // FNV-1a over "daily:<game>:<date>", then mixed
  for (const std::string_view part : {std::string_view("daily:"), game, std::string_view(":"), date})
    for (const char c : part) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  h ^= h >> 31;
  h *= 0x9e3779b97f4a7c15ull;
  return h ^ (h >> 29);
}

MatchSetup daily_setup(std::string_view game) {
  MatchSetup setup;
  setup.game = std::string(game);
  setup.level = std::string(kDailyLevel);  // the game's own rules and table size: no options given
  return setup;
}

std::string daily_share_text(std::string_view title, std::string_view date, int points,
                             std::optional<int> expert, bool replay, std::string_view link) {
  const std::string day = pretty_date(date);  // the Args view it
  const Args args = {{"game", title}, {"date", day}, {"expert", expert.value_or(0)}};
  std::string out;
  if (expert && replay)
    // TRANSLATORS: the line a player shares after Today's deal (a chat, a message): Boneyard is the game's name;
    // {game} the game played, {date} the day's date, {n} the player's points, {expert} the points of the expert who
    // played the same deal in the player's seat; "(replay)": the player had played that deal before.
    out = trn("Boneyard \u2022 {game} \u2022 {date} \u2014 {n} point (expert: {expert}) (replay)",
              "Boneyard \u2022 {game} \u2022 {date} \u2014 {n} points (expert: {expert}) (replay)", points, args);
  else if (expert)
    // TRANSLATORS: the line a player shares after Today's deal: Boneyard is the game's name; {game} the game played,
    // {date} the day's date, {n} the player's points, {expert} the points of the expert who played the same deal in
    // the player's seat.
    out = trn("Boneyard \u2022 {game} \u2022 {date} \u2014 {n} point (expert: {expert})",
              "Boneyard \u2022 {game} \u2022 {date} \u2014 {n} points (expert: {expert})", points, args);
  else if (replay)
    // TRANSLATORS: the line a player shares after Today's deal: Boneyard is the game's name; {game} the game played,
    // {date} the day's date, {n} the player's points; "(replay)": the player had played that deal before.
    out = trn("Boneyard \u2022 {game} \u2022 {date} \u2014 {n} point (replay)",
              "Boneyard \u2022 {game} \u2022 {date} \u2014 {n} points (replay)", points, args);
  else
    // TRANSLATORS: the line a player shares after Today's deal: Boneyard is the game's name; {game} the game played,
    // {date} the day's date, {n} the player's points.
    out = trn("Boneyard \u2022 {game} \u2022 {date} \u2014 {n} point",
              "Boneyard \u2022 {game} \u2022 {date} \u2014 {n} points", points, args);
  return out + "\n" + std::string(link);
}

std::string daily_line(const Session& session) {
  const auto points = session.daily_points();
  if (!points) return {};
  const bool penalty = session.match().info().lowest_wins();
  const auto expert = session.daily_expert();
  const std::string day = pretty_date(session.daily_deal()->date);  // the Args view it
  const Args args = {{"date", day}, {"expert", expert.value_or(0)}};
  std::string out;
  // "took": a game where points are bad (fewer is better); "scored": one where they are good.
  if (penalty && expert)
    // TRANSLATORS: the round summary of Today's deal (a game where points are bad): {date} is the day's date, {n} the
    // player's points, {expert} the points of the expert who played the same deal in the player's seat.
    out = trn("Today's deal, {date}: you took {n} point; the expert in your seat took {expert} (fewer is better).",
              "Today's deal, {date}: you took {n} points; the expert in your seat took {expert} (fewer is better).",
              *points, args);
  else if (penalty)
    // TRANSLATORS: the round summary of Today's deal (a game where points are bad) while the expert still plays the
    // same deal in the player's seat: {date} is the day's date, {n} the player's points.
    out = trn("Today's deal, {date}: you took {n} point; the expert is still playing your seat\u2026",
              "Today's deal, {date}: you took {n} points; the expert is still playing your seat\u2026", *points, args);
  else if (expert)
    // TRANSLATORS: the round summary of Today's deal: {date} is the day's date, {n} the player's points, {expert} the
    // points of the expert who played the same deal in the player's seat.
    out = trn("Today's deal, {date}: you scored {n} point; the expert in your seat scored {expert}.",
              "Today's deal, {date}: you scored {n} points; the expert in your seat scored {expert}.", *points, args);
  else
    out =
        // TRANSLATORS: the round summary of Today's deal while the expert still plays the same deal in the player's
        // seat: {date} is the day's date, {n} the player's points.
        trn("Today's deal, {date}: you scored {n} point; the expert is still playing your seat\u2026",
            "Today's deal, {date}: you scored {n} points; the expert is still playing your seat\u2026", *points, args);
  // TRANSLATORS: after the round summary of Today's deal when the player had played that day's deal before.
  if (session.daily_deal()->replay) out += std::string(" ") + tr("You had played this deal before: this is a replay.");
  return out;
}

std::string daily_info(const Session& session) {
  // TRANSLATORS: the line under the table's title while Today's deal is played; {date} is its date.
  return session.daily() ? trf("Today's deal \u2022 {date}", {{"date", pretty_date(session.daily_deal()->date)}})
                         : std::string();
}

std::string daily_share(const Session& session, std::string_view page) {
  const auto points = session.daily_points();
  if (!points) return {};
  Link link;
  link.game = std::string(session.match().info().id());
  link.daily = session.daily_deal()->date;
  return daily_share_text(trc("game", session.match().info().title()), link.daily.value(), *points,
                          session.daily_expert(), session.daily_deal()->replay, std::string(page) + format_link(link));
}

}  // namespace boneyard
