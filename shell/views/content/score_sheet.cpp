// The score sheet (see score_sheet.h).
#include "content/score_sheet.h"

#include <algorithm>
#include <numeric>

#include "core/i18n.h"
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
    const auto side = [&](int a, int b) {
      // TRANSLATORS: the score sheet's column of two partners, who score together: "You & North".
      return trf("{first} & {second}", {{"first", player_name(n, a)}, {"second", player_name(n, b)}});
    };
    sheet.columns = {side(0, 2), side(1, 3)};
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
    // TRANSLATORS: one line of the final standings, best first: "1. You & North — 31".
    sheet.standings.push_back(trf("{place}. {name} \u2014 {points}",
                                  {{"place", place}, {"name", sheet.columns[order[i]]}, {"points", totals[order[i]]}}));
  }
  const std::string target = o.has("target") ? o.get("target") : "";
  if (target.empty())
    // TRANSLATORS: under the score sheet, when the match has no target score: who wins it.
    sheet.rule = lowest ? tr("lowest wins") : tr("highest wins");
  else
    // TRANSLATORS: under the score sheet: how the match ends and who wins it; {target}: a score.
    sheet.rule = lowest ? trf("Ends at {target} \u2022 lowest wins", {{"target", target}})
                        // TRANSLATORS: under the score sheet: how the match ends and who wins it; {target}: a score.
                        : trf("First to {target} \u2022 highest wins", {{"target", target}});
  return sheet;
}

ScoreSheet score_sheet(const Session& session) {
  return score_sheet(session.game().id(), session.options(), session.scores(), session.round_points(),
                     session.reader());
}

}  // namespace boneyard
