// The round review, one position at a time: every hand face up, what is on the table, the move
// that led here and the one made next, in the table's words. A pure function of the match
// replayed to that point (Session::position_before); tests/shell/review_test.cpp checks it.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "coach/analysis_panel.h"
#include "core/match.h"
#include "look/face.h"

namespace boneyard {

struct ReviewSeat {
  std::string name;        // "You", "West"
  std::vector<Face> hand;  // face up, as held at this point
  bool to_move = false;    // makes the next move
};

struct ReviewFrame {
  std::vector<ReviewSeat> seats;
  std::string table_label;         // "The line, 9 tiles: ends 4 and 1", "Trick 3"
  std::vector<Face> table;         // the line (its last tiles, left to right) or the trick on the table
  std::vector<std::string> table_by;  // a trick: who played each item ("West")
  bool line = false;               // a line game (the table is a line of tiles)
  int set = 6;                     // double-N: how the pips are drawn
};

// One step of the review as the screen shows it.
struct ReviewView {
  std::string title;    // "Review \u2022 Round 2"
  std::string counter;  // "Move 7 of 28", "The deal", "The end"
  std::string last;     // the move that led here: "West: play 6-4 on the left end"
  std::string next;     // the move made next: "Next \u2014 You: play 5-5 on the right end"
  ReviewFrame frame;
  bool decision = false;   // the next move is the player's: the analysis below is of it
  AnalysisPanel analysis;  // its rows (or a message while it is weighed)
  std::string played;      // the player's move there
  std::string verdict;     // "Your move gave away about 2.1 points" / "Your move was the expert's"
  bool costly = false;     // it gave away as much as the play checker notes (Session::kCheckPoints)
  std::vector<int> marks;  // per move of the round: 0 another seat's, 1 yours, 2 yours and costly
  int at = 0;              // the step shown: moves made so far (0..marks.size())
  int round = 0, rounds = 0;  // a replay of several rounds: the round shown (1-based) and how many
};

// The position `match` is in (any seat to move, or the round over), every hand shown.
ReviewFrame review_frame(const Match& match);

// A move in a log's words: "West: play 6-4 on the left end", "You: pass 3\u2663, Q\u2660 and A\u2665".
std::string review_move_text(const Match& position, int seat, const std::string& move);

}  // namespace boneyard
