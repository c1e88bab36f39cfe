// The move analysis in the table's words (shell/views/coach/analysis_panel.h) and the play
// checker's note (shell/views/coach/hint.h check_note).
#include <catch2/catch.hpp>

#include "coach/analysis_panel.h"
#include "core/match.h"
#include "line/line_match.h"
#include "coach/hint.h"
#include "seat_views.h"

using namespace boneyard;

using testing::seat0;

TEST_CASE("the analysis panel: the expert's choice first, then the rest by their figures") {
  const auto block = seat0("block", {{"players", "2"}});
  Analysis a;
  a.deals = 30000;
  a.moves = {{"6-4:L", 2.14, 20000}, {"5-5", -3.0, 40}, {"6-4:R", 1.96, 9000}, {"pass", -0.04, 960}};
  const AnalysisPanel p = analysis_panel(*block, false, AdviceState::Ready, a, "6-4:L");
  REQUIRE(p.message.empty());
  CHECK(p.column == "Net points");
  CHECK(p.lead.find("your points minus your opponent's") != std::string::npos);
  CHECK(p.lead.find("30,000 sampled deals") != std::string::npos);
  REQUIRE(p.rows.size() == 4);
  CHECK(p.rows[0].move == "6-4:L");
  CHECK(p.rows[0].best);
  CHECK(p.rows[0].words == "Play 6-4 on the left end");
  CHECK(p.rows[0].value == "+2.1");
  CHECK(p.rows[0].gap.empty());
  CHECK(p.rows[0].deals == "20,000");
  CHECK(p.rows[1].move == "6-4:R");
  CHECK(p.rows[1].gap == "\u22120.2");
  CHECK(p.rows[2].move == "pass");
  CHECK(p.rows[2].value == "0.0");  // never "-0.0"
  CHECK(p.rows[3].move == "5-5");
  CHECK(p.rows[3].value == "\u22123.0");
  CHECK(p.rows[3].rough);  // 40 deals
  CHECK_FALSE(p.rows[1].rough);
  const auto three = seat0("block", {{"players", "3"}});
  CHECK(analysis_panel(*three, false, AdviceState::Ready, a, "6-4:L").lead.find("minus the others' average") !=
        std::string::npos);
}

TEST_CASE("with both open ends alike, a tile's left and right are one choice in the analysis and the hint") {
  const auto start = seat0("block", {{"players", "2"}});
  LineView lone = dynamic_cast<const LineView&>(*start);
  lone.line.open(Tile::of(6, 6));  // both ends show a six
  Analysis a;
  a.deals = 1000;
  a.moves = {{"6-3:R", 1.5, 600}, {"6-5:L", 0.4, 200}, {"6-3:L", 1.4, 150}, {"6-5:R", 0.6, 50}};
  const AnalysisPanel p = analysis_panel(lone, false, AdviceState::Ready, a, "6-3:R");
  REQUIRE(p.rows.size() == 2);
  CHECK(p.rows[0].move == "6-3:R");
  CHECK(p.rows[0].words == "Play 6-3");
  CHECK(p.rows[1].move == "6-5:R");  // the better of its two spellings
  CHECK(p.rows[1].words == "Play 6-5");
  CHECK(hint_text(lone, "6-3:L") == "Play 6-3");

  // Issue 48, fault 16: a double alone on the table and one tile that fits it: its two ends are
  // one choice, and the panel says so rather than list one row.
  Analysis one;
  one.deals = 1000;
  one.moves = {{"6-3:L", 1.5, 600}, {"6-3:R", 1.4, 400}};
  const AnalysisPanel single = analysis_panel(lone, false, AdviceState::Ready, one, "6-3:L");
  CHECK(single.rows.empty());
  CHECK(single.message == "Only one choice makes sense here: Play 6-3.");

  LineView apart = lone;
  apart.line.place(Tile::of(6, 3), End::Right);  // ends 6 and 3: the ends differ
  const AnalysisPanel q = analysis_panel(apart, false, AdviceState::Ready, a, "6-3:R");
  CHECK(q.rows.size() == 4);
  CHECK(hint_text(apart, "6-3:L") == "Play 6-3 on the left end");
}

TEST_CASE("the analysis panel in a penalty game counts points taken, fewer first") {
  const auto hearts = seat0("hearts", {{"players", "4"}});
  Analysis a;
  a.penalty = true;
  a.deals = 6000;
  a.moves = {{"QS", 3.1, 4000}, {"2C", 6.25, 1000}, {"KS", 4.0, 1000}};
  const AnalysisPanel p = analysis_panel(*hearts, false, AdviceState::Ready, a, "QS");
  CHECK(p.column == "You take");
  CHECK(p.lead.find("fewer is better") != std::string::npos);
  REQUIRE(p.rows.size() == 3);
  CHECK(p.rows[0].words == "Play Q\u2660");
  CHECK(p.rows[0].value == "3.1");
  CHECK(p.rows[1].move == "KS");
  CHECK(p.rows[1].gap == "\u22120.9");
  CHECK(p.rows[2].move == "2C");
  const auto bt = seat0("blacktile", {{"players", "4"}, {"partnership", "true"}});
  CHECK(analysis_panel(*bt, true, AdviceState::Ready, a, "QS").column == "Your side takes");
}

TEST_CASE("the analysis panel shows the chance to win the match when the round can end it") {
  const auto block = seat0("block", {{"players", "2"}});
  Analysis a;
  a.deals = 1000;
  a.moves = {{"6-4:L", 2.0, 600, 0.344}, {"6-4:R", 1.0, 400, 0.2}};
  AnalysisPanel p = analysis_panel(*block, false, AdviceState::Ready, a, "6-4:L");
  CHECK_FALSE(p.match);
  CHECK(p.rows[0].win.empty());
  a.match = true;
  p = analysis_panel(*block, false, AdviceState::Ready, a, "6-4:L");
  CHECK(p.match);
  CHECK(p.rows[0].win == "34%");
  CHECK(p.rows[1].win == "20%");
  CHECK(p.lead.find("can end the match") != std::string::npos);
  CHECK(p.lead.find("can end the match") == p.lead.rfind("can end the match"));  // said once
  CHECK(check_note(*block, "6-4:L", 0.4, 0.144) ==
        "Your last move: the expert would play 6-4 on the left end instead, a 14% better chance to win the match.");
}

TEST_CASE("the analysis panel says why it has no figures") {
  const auto block = seat0("block");
  CHECK(analysis_panel(*block, false, AdviceState::NotYourTurn, std::nullopt, "").message.find("your turn") !=
        std::string::npos);
  CHECK(analysis_panel(*block, false, AdviceState::Thinking, std::nullopt, "").message.find("weighing") !=
        std::string::npos);
  CHECK(analysis_panel(*block, false, AdviceState::Ready, std::nullopt, "6-6").message ==
        "Only one choice makes sense here: Play 6-6 to start the line.");
}

TEST_CASE("the play checker's note names the expert's move and what the player's cost") {
  const auto block = seat0("block");
  CHECK(check_note(*block, "6-4:L", 2.14) ==
        "Your last move: the expert would play 6-4 on the left end instead, about 2.1 points better.");
  CHECK(check_note(*block, "draw", 1.0) ==
        "Your last move: the expert would draw from the boneyard instead, about 1.0 point better.");
  const auto whist = seat0("whist");
  CHECK(check_note(*whist, "bid:pass", 1.26) == "Your last move: the expert would not bid instead, about 1.3 points better.");
  CHECK(grouped(1234567) == "1,234,567");
  CHECK(grouped(999) == "999");
  CHECK(one_decimal(-0.04, true) == "0.0");
  CHECK(one_decimal(0.05, true) == "+0.1");
}
