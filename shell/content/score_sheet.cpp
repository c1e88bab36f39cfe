// The score sheet (see score_sheet.h).
#include "content/score_sheet.h"

#include <algorithm>
#include <numeric>

#include "core/sort.h"
#include "session/seats.h"
#include "session/session.h"
#include "session/setup_model.h"

namespace boneyard {

ScoreSheet score_sheet(const Match& match, const std::vector<std::vector<int>>& rounds, int viewer) {
  return score_sheet(match.info().id(), match.options(), match.scores(), rounds, viewer);
}

ScoreSheet score_sheet(std::string_view game, const Options& o, const std::vector<int>& scores,
                       const std::vector<std::vector<int>>& rounds, int viewer) {
  ScoreSheet sheet;
  const int n = static_cast<int>(scores.size());
  // Partners are always level (the engine banks a side's points on both seats): one column each.
  const bool sides = n == 4 && o.has("partnership") && o.flag("partnership");
  std::vector<int> first_seat;  // the seat whose points a column shows
  if (sides) {
    sheet.columns = {player_name(n, 0) + " & " + player_name(n, 2), player_name(n, 1) + " & " + player_name(n, 3)};
    first_seat = {0, 1};
  } else {
    for (int s = 0; s < n; ++s) {
      sheet.columns.push_back(player_name(n, s));
      first_seat.push_back(s);
    }
  }
  sheet.you = viewer < 0 || viewer >= n ? -1 : sides ? viewer % 2 : viewer;
  for (const auto& round : rounds) {
    std::vector<std::string> row;
    for (int seat : first_seat) row.push_back(std::to_string(round[static_cast<std::size_t>(seat)]));
    sheet.rows.push_back(std::move(row));
  }
  std::vector<int> totals;
  for (int seat : first_seat) totals.push_back(scores[static_cast<std::size_t>(seat)]);
  for (int t : totals) sheet.totals.push_back(std::to_string(t));
  const bool lowest = lowest_wins(game);
  std::vector<std::size_t> order(totals.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  stable_sort_by(order,
                 [&](std::size_t a, std::size_t b) { return lowest ? totals[a] < totals[b] : totals[a] > totals[b]; });
  int place = 0;
  for (std::size_t i = 0; i < order.size(); ++i) {
    if (i == 0 || totals[order[i]] != totals[order[i - 1]]) place = static_cast<int>(i) + 1;  // ties share a place
    sheet.standings.push_back(std::to_string(place) + ". " + sheet.columns[order[i]] + " \u2014 " +
                              std::to_string(totals[order[i]]));
  }
  const std::string target = o.has("target") ? o.get("target") : "";
  sheet.rule = (target.empty() ? std::string() : (lowest ? "Ends at " : "First to ") + target + " \u2022 ") +
               (lowest ? "lowest wins" : "highest wins");
  return sheet;
}

ScoreSheet score_sheet(const Session& session) {
  return score_sheet(session.game().id(), session.options(), session.scores(), session.round_points(),
                     session.reader());
}

}  // namespace boneyard
