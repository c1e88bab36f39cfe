// The move analysis as the player reads it: the expert's figures for every choice of the
// player's decision (Session::analysis, core/match.h Analysis) in the table's words, in the
// game's points: the expert's choice first, then the rest by their figures. A pure function;
// tests/shell/analysis_panel_test.cpp checks it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/i18n.h"
#include "core/match.h"

namespace boneyard {

struct AnalysisRow {
  std::string move;    // protocol text ("6-4:L")
  std::string words;   // "Play 6-4 on the left end"
  std::string value;   // "+2.1" (net points), "3.2" (penalty points taken)
  std::string gap;     // against the best: "-1.3", "" for the best
  std::string deals;   // "1,204": sampled deals behind the figure
  std::string win;     // the chance to win the match this round ("34%"), when the round can end it
  bool rough = false;  // fewer than kRoughBelow deals: a rough figure
  bool best = false;   // the expert's choice (the hint)
};
constexpr int kRoughBelow = 100;

struct AnalysisPanel {
  std::string title = tr("Analysis of your move");
  std::string lead;    // what the figures mean, and how sure they are
  std::string column;  // the figures' heading: "Net points", "You take"
  bool match = false;  // the round can end the match: rows have `win`
  std::vector<AnalysisRow> rows;
  std::string message;  // instead of rows: thinking, not your turn, a single choice
};

enum class AdviceState { Off, NotYourTurn, Thinking, Ready };  // Off: Today's deal (Session::coach_allowed)

// `partnership`: the seat plays with a partner (the figures are its side's); `expert_move`:
// the expert's decision when Ready (also when it was made by rule, without figures).
AnalysisPanel analysis_panel(const SeatView& view, bool partnership, AdviceState state,
                             const std::optional<Analysis>& analysis, const std::string& expert_move);

// "1,204" (the thousands separator as the language writes it)
std::string grouped(long n);
// A figure to one decimal: "+2.1" / "-0.4" with `sign`, else "3.2"; never "-0.0" (the decimal
// separator as the language writes it: decimal_text).
std::string one_decimal(double x, bool sign);
// The count whose plural form a figure with one decimal takes in a sentence ("about {points}
// points", trn): a whole figure its own; one with a fraction its whole part, or 0 below 2, which
// gives English "1.5 points" and French "1,5 point" alike.
long long figure_count(double x);

}  // namespace boneyard
