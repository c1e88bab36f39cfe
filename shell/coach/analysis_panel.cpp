#include "coach/analysis_panel.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "coach/hint.h"
#include "core/sort.h"

namespace boneyard {

std::string grouped(long n) {
  std::string digits = std::to_string(n < 0 ? -n : n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return (n < 0 ? "-" : "") + out;
}

std::string one_decimal(double x, bool sign) {
  double r = std::round(x * 10) / 10;
  if (r == 0) r = 0;  // no "-0.0"
  char buf[32];
  std::snprintf(buf, sizeof buf, sign ? "%+.1f" : "%.1f", r);
  std::string out = buf;
  if (sign && r == 0) out = "0.0";
  if (!out.empty() && out[0] == '-') out = "\u2212" + out.substr(1);  // a true minus sign
  return out;
}

AnalysisPanel analysis_panel(const SeatView& view, bool partnership, AdviceState state,
                             const std::optional<Analysis>& analysis, const std::string& expert_move) {
  AnalysisPanel out;
  if (state == AdviceState::Off) {
    out.message = "Today's deal is yours alone: the analysis and the hint come back in its review, once the round is over.";
    return out;
  }
  if (state == AdviceState::NotYourTurn) {
    out.message = "The analysis looks at your decisions: it shows here when it is your turn.";
    return out;
  }
  if (state == AdviceState::Thinking) {
    out.message = "The expert is weighing every choice you have, from what you can see\u2026";
    return out;
  }
  if (!analysis || analysis->moves.empty()) {
    out.message = expert_move.empty() ? "There is nothing to decide here."
                                      : "Only one choice makes sense here: " + hint_text(view, expert_move) + ".";
    return out;
  }
  const Analysis& a = *analysis;
  const std::string deals = grouped(a.deals) + " sampled deals";
  if (a.penalty) {
    out.column = partnership ? "Your side takes" : "You take";
    out.lead = "Penalty points you can expect to take this round after each choice (fewer is better), best first. "
               "From what you can see only: " + deals + ".";
    if (partnership) out.lead.replace(out.lead.find("you can expect to take"), 22, "your side can expect to take");
  } else {
    out.column = "Net points";
    const std::string whose = partnership                 ? "your side's points minus the other side's"
                              : view.players() == 2       ? "your points minus your opponent's"
                                                          : "your points minus the others' average";
    out.lead = "Points you can expect this round after each choice: " + whose + ", best first. From what you can see only: " +
               deals + ".";
  }
  // The expert's choice first, then the others by their figures, best first (the search
  // ranks by how often it chose a move, and a move tried on few deals has a rough figure).
  std::vector<MoveValue> moves = a.moves;
  stable_sort_by(moves.data() + 1, moves.data() + moves.size(), [&](const MoveValue& x, const MoveValue& y) {
    return a.penalty ? x.points < y.points : x.points > y.points;
  });
  // With both ends alike, "6-3:L" and "6-3:R" are one move: the first (better) spelling stays.
  if (ends_alike(view)) {
    std::vector<std::string> seen;
    std::erase_if(moves, [&](const MoveValue& m) {
      const std::string tile = m.move.substr(0, m.move.find(':'));
      if (std::find(seen.begin(), seen.end(), tile) != seen.end()) return true;
      seen.push_back(tile);
      return false;
    });
  }
  const double best = moves.front().points;
  out.match = a.match;
  if (a.match)
    out.lead += " This round can end the match: \u201cWin\u201d is the chance that it ends with " +
                std::string(partnership ? "your side" : "you") + " winning.";
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const MoveValue& m = moves[i];
    AnalysisRow row;
    row.move = m.move;
    row.words = hint_text(view, m.move);
    row.value = one_decimal(m.points, !a.penalty);
    const double gap = a.penalty ? best - m.points : m.points - best;  // <= 0 when worse
    if (i > 0) row.gap = one_decimal(gap, true);
    row.deals = grouped(m.deals);
    if (a.match) row.win = std::to_string(static_cast<int>(std::lround(m.win * 100))) + "%";
    row.rough = m.deals < kRoughBelow;
    row.best = i == 0;
    out.rows.push_back(std::move(row));
  }
  return out;
}

}  // namespace boneyard
