// The tracker: what has been seen this round, from public information and the player's own
// hand only (the same in every world that differs in tiles the player cannot see), for every
// game. A pure function of seat 0's view; the table draws it as a panel over the felt (menu:
// Tracker); tests/shell/tracker_test.cpp checks it.
//
// Trick games: every tile or card of the round's set in a row per suit (the numbers and the
// doubles, or the four card suits; a domino shows in both its numbers' rows), each in your
// hand, played (by whom, the trick on the table included), passed by you (to whom), out of
// play, or unseen; who has shown out of a suit; what still matters: hearts and Q\u2660
// (Hearts), counters (Black Tile), trumps (Whist). Line games: for each number, how many
// tiles showing it are in the line, in your hand and unseen, and who is known to lack it
// (passed or drew on it).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/match.h"

namespace boneyard {

struct TrackerItem {
  // Given: passed by the player to `by`, not played yet; Out: out of play and known to the
  // player (the tile it put aside for the widow, the dead tile once shown).
  enum class Where { Unseen, Mine, Played, Given, Out };
  std::string face;   // "6-4", "Q\u2660"
  std::string label;  // on its chip: the other number in a number's row ("4" for 6-4 among
                      // the sixes), the number among the doubles, a card's rank
  Where where = Where::Unseen;
  int by = -1;  // Played: the seat that played it; Given: the seat it went to
};

struct TrackerRow {
  std::string name;                // "Sixes", "\u2660 Spades"
  std::vector<TrackerItem> items;  // trick games: highest first; line games: none
  std::string counts;              // line games: "3 in line \u2022 2 in hand \u2022 3 unseen"
  std::string note;                // "void: West, East" / "lacking: North"
};

struct Tracker {
  std::vector<TrackerRow> rows;
  std::vector<std::string> lines;  // what still matters: "Still out: 9 hearts and Q\u2660"
  bool chips = false;              // rows of items (the trick games), else counts (the line games)
};

// The tracker of seat 0's view, or nullopt for a view no table shows.
std::optional<Tracker> tracker(const SeatView& view);

}  // namespace boneyard
