// The score sheet and the standings at the end of a match, as words and numbers: one column
// per player, or per side when partners score together (Black Tile and Whist with
// partnership), one row per finished round, the totals; penalty games rank lowest first.
// Pure (tested in tests/shell/pass_play_test.cpp and online_session_test.cpp); the tables draw it (panels::score_sheet).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/match.h"

namespace boneyard {

class Session;

struct ScoreSheet {
  std::vector<std::string> columns;            // "You", "West" ... or "You & North", "West & East"
  std::vector<std::vector<std::string>> rows;  // per round, per column: "12", "0"
  std::vector<std::string> totals;             // per column
  std::vector<std::string> standings;          // best first: "1. You & North \u2014 31"
  std::string rule;                            // "First to 100 \u2022 highest wins", "lowest wins"
  int you = 0;                                 // the column of the seat the page shows; -1: none
};

// `rounds`: round_points(match) (core/match.h). `viewer`: the seat whose column is marked as
// the reader's (its side's, with partners): seat 0 at one player's table, the friend's own seat
// on a friend's page online; -1 marks none (several people sharing the device).
ScoreSheet score_sheet(const Match& match, const std::vector<std::vector<int>>& rounds, int viewer = 0);
// The same from what a session shows (Session: game, options, scores, round_points), which at a
// friend's seat online is not a whole match: `scores` the match totals, one per seat.
ScoreSheet score_sheet(std::string_view game, const Options& options, const std::vector<int>& scores,
                       const std::vector<std::vector<int>>& rounds, int viewer);
// The sheet a session's table shows: its game, options, scores and rounds, the reader's column
// marked (Session::reader()).
ScoreSheet score_sheet(const Session& session);

}  // namespace boneyard
