#include "coach/analysis_panel.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "coach/hint.h"
#include "core/i18n.h"
#include "core/sort.h"

namespace boneyard {

std::string grouped(long n) {
  // TRANSLATORS: between the thousands of a large number ("1,204"): "." in Spanish, a narrow no-break
  // space in French...
  const std::string separator = trc("thousands separator", ",");
  std::string digits = std::to_string(n < 0 ? -n : n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += separator;
    out += digits[i];
  }
  return (n < 0 ? "-" : "") + out;
}

std::string one_decimal(double x, bool sign) {
  double r = std::round(x * 10) / 10;
  if (r == 0) r = 0;  // no "-0.0"
  const std::string figure = decimal_text(std::fabs(r), 1);
  if (r < 0) return "\u2212" + figure;  // a true minus sign
  return sign && r > 0 ? "+" + figure : figure;
}

long long figure_count(double x) {
  const double r = std::fabs(std::round(x * 10) / 10);
  const auto whole = static_cast<long long>(std::floor(r));
  if (r == std::floor(r)) return whole;
  return whole < 2 ? 0 : whole;
}

namespace {

// What the figures mean, and how sure they are: one paragraph for each kind of figure (penalty
// points taken, or net points as the players and sides make them), with or without the chance to
// win the match. {deals}: the sampled deals, written out ("1,204"); {n}: the same number, for the
// plural.
std::string analysis_lead(const Analysis& a, bool partnership, int players) {
  const long long n = a.deals;
  const std::string written = grouped(a.deals);
  const Args deals = {{"deals", written}};
  if (a.penalty && partnership)
    // TRANSLATORS: the move analysis's lead; {deals}: how many deals the figures come from ("1,204").
    return a.match ? trn("Penalty points your side can expect to take this round after each choice (fewer is "
                         "better), best first. From what you can see only: {deals} sampled deal. This round can end "
                         "the match: \u201cWin\u201d is the chance that it ends with your side winning.",
                         "Penalty points your side can expect to take this round after each choice (fewer is "
                         "better), best first. From what you can see only: {deals} sampled deals. This round can "
                         "end the match: \u201cWin\u201d is the chance that it ends with your side winning.",
                         n, deals)
                   // TRANSLATORS: the move analysis's lead; {deals}: how many deals the figures come from ("1,204").
                   : trn("Penalty points your side can expect to take this round after each choice (fewer is "
                         "better), best first. From what you can see only: {deals} sampled deal.",
                         "Penalty points your side can expect to take this round after each choice (fewer is "
                         "better), best first. From what you can see only: {deals} sampled deals.",
                         n, deals);
  if (a.penalty)
    // TRANSLATORS: the move analysis's lead; {deals}: how many deals the figures come from ("1,204").
    return a.match ? trn("Penalty points you can expect to take this round after each choice (fewer is better), "
                         "best first. From what you can see only: {deals} sampled deal. This round can end the "
                         "match: \u201cWin\u201d is the chance that it ends with you winning.",
                         "Penalty points you can expect to take this round after each choice (fewer is better), "
                         "best first. From what you can see only: {deals} sampled deals. This round can end the "
                         "match: \u201cWin\u201d is the chance that it ends with you winning.",
                         n, deals)
                   // TRANSLATORS: the move analysis's lead; {deals}: how many deals the figures come from ("1,204").
                   : trn("Penalty points you can expect to take this round after each choice (fewer is better), "
                         "best first. From what you can see only: {deals} sampled deal.",
                         "Penalty points you can expect to take this round after each choice (fewer is better), "
                         "best first. From what you can see only: {deals} sampled deals.",
                         n, deals);
  if (partnership)
    // TRANSLATORS: the move analysis's lead; {deals}: how many deals the figures come from ("1,204").
    return a.match ? trn("Points you can expect this round after each choice: your side's points minus the other "
                         "side's, best first. From what you can see only: {deals} sampled deal. This round can end "
                         "the match: \u201cWin\u201d is the chance that it ends with your side winning.",
                         "Points you can expect this round after each choice: your side's points minus the other "
                         "side's, best first. From what you can see only: {deals} sampled deals. This round can end "
                         "the match: \u201cWin\u201d is the chance that it ends with your side winning.",
                         n, deals)
                   // TRANSLATORS: the move analysis's lead; {deals}: how many deals the figures come from ("1,204").
                   : trn("Points you can expect this round after each choice: your side's points minus the other "
                         "side's, best first. From what you can see only: {deals} sampled deal.",
                         "Points you can expect this round after each choice: your side's points minus the other "
                         "side's, best first. From what you can see only: {deals} sampled deals.",
                         n, deals);
  if (players == 2)
    // TRANSLATORS: the move analysis's lead; {deals}: how many deals the figures come from ("1,204").
    return a.match ? trn("Points you can expect this round after each choice: your points minus your opponent's, "
                         "best first. From what you can see only: {deals} sampled deal. This round can end the "
                         "match: \u201cWin\u201d is the chance that it ends with you winning.",
                         "Points you can expect this round after each choice: your points minus your opponent's, "
                         "best first. From what you can see only: {deals} sampled deals. This round can end the "
                         "match: \u201cWin\u201d is the chance that it ends with you winning.",
                         n, deals)
                   // TRANSLATORS: the move analysis's lead; {deals}: how many deals the figures come from ("1,204").
                   : trn("Points you can expect this round after each choice: your points minus your opponent's, "
                         "best first. From what you can see only: {deals} sampled deal.",
                         "Points you can expect this round after each choice: your points minus your opponent's, "
                         "best first. From what you can see only: {deals} sampled deals.",
                         n, deals);
  // TRANSLATORS: the move analysis's lead; {deals}: how many deals the figures come from ("1,204").
  return a.match ? trn("Points you can expect this round after each choice: your points minus the others' average, "
                       "best first. From what you can see only: {deals} sampled deal. This round can end the match: "
                       "\u201cWin\u201d is the chance that it ends with you winning.",
                       "Points you can expect this round after each choice: your points minus the others' average, "
                       "best first. From what you can see only: {deals} sampled deals. This round can end the "
                       "match: \u201cWin\u201d is the chance that it ends with you winning.",
                       n, deals)
                 // TRANSLATORS: the move analysis's lead; {deals}: how many deals the figures come from ("1,204").
                 : trn("Points you can expect this round after each choice: your points minus the others' average, "
                       "best first. From what you can see only: {deals} sampled deal.",
                       "Points you can expect this round after each choice: your points minus the others' average, "
                       "best first. From what you can see only: {deals} sampled deals.",
                       n, deals);
}

}  // namespace

AnalysisPanel analysis_panel(const SeatView& view, bool partnership, AdviceState state,
                             const std::optional<Analysis>& analysis, const std::string& expert_move) {
  AnalysisPanel out;
  if (state == AdviceState::Off) {
    out.message =
        tr("Today's deal is yours alone: the analysis and the hint come back in its review, once the "
           "round is over.");
    return out;
  }
  if (state == AdviceState::NotYourTurn) {
    out.message = tr("The analysis looks at your decisions: it shows here when it is your turn.");
    return out;
  }
  if (state == AdviceState::Thinking) {
    out.message = tr("The expert is weighing every choice you have, from what you can see\u2026");
    return out;
  }
  if (!analysis || analysis->moves.empty()) {
    out.message = expert_move.empty()
                      ? tr("There is nothing to decide here.")
                      // TRANSLATORS: {move} is the only sensible move, as the hint says it: "Play 6-4 on the left end".
                      : trf("Only one choice makes sense here: {move}.", {{"move", hint_text(view, expert_move)}});
    return out;
  }
  const Analysis& a = *analysis;
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
  // One tile that goes either way (a double alone on the table, both ends alike): one choice,
  // said as such rather than as a list of one.
  if (moves.size() == 1) {
    // TRANSLATORS: {move} is the only sensible move, as the hint says it: "Play 6-4 on the left end".
    out.message = trf("Only one choice makes sense here: {move}.", {{"move", hint_text(view, moves.front().move)}});
    return out;
  }
  out.match = a.match;
  out.column = a.penalty ? (partnership ? tr("Your side takes") : tr("You take")) : tr("Net points");
  out.lead = analysis_lead(a, partnership, view.players());  // the match's chance said there too
  const double best = moves.front().points;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const MoveValue& m = moves[i];
    AnalysisRow row;
    row.move = m.move;
    row.words = hint_text(view, m.move);
    row.value = one_decimal(m.points, !a.penalty);
    const double gap = a.penalty ? best - m.points : m.points - best;  // <= 0 when worse
    if (i > 0) row.gap = one_decimal(gap, true);
    row.deals = grouped(m.deals);
    // TRANSLATORS: a chance in the analysis: "34%" (French writes "34 %").
    if (a.match) row.win = trf("{percent}%", {{"percent", static_cast<int>(std::lround(m.win * 100))}});
    row.rough = m.deals < kRoughBelow;
    row.best = i == 0;
    out.rows.push_back(std::move(row));
  }
  return out;
}

}  // namespace boneyard
