// The determinization shared by the domino trick games (Black Tile, Domino Whist): what a
// seat knows of a round, as TrickWorlds (trick/trick_search.h).
//
// Known: the seat's own hand; every tile played, by whom and as which suit; the tiles it
// passed, with the seat it passed them to until they are played; tiles it knows are out of
// play. Hidden: every other tile, among the other hands (their counts) and the unknown tiles
// lying out of play (a dead tile, a widow's put-aside tile). A seat that did not follow a
// suit holds no tile of it (docs/rules.md ("Terms used in every game"), under the trumps in force).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/tile.h"
#include "trick/domino_suits.h"
#include "trick/trick_search.h"
#include "trick/trick_view.h"

namespace boneyard {

// Suits in the tables: the numbers 0..N, then the doubles as N + 1.
Tile item_tile(int item);  // by Tile::index()
// A search move as the protocol writes it: "6-4:6" when led, "6-4" when followed.
std::string tile_move_text(search::Move m, bool leading, const TrickTables& tables);
// TrickTables for dominoes of double-`max_number` under `trumps` (members, ranks, lead suits,
// each tile's penalty points from `points(tile, scheme)`, if given).
TrickTables domino_tables(int players, int max_number, const Trumps& trumps, int (*points)(Tile, int), int scheme);

struct DominoKnowledge {
  int max_number = 6;         // the set: double-N
  Trumps trumps;              // in force for the play
  int pass_to = -1;           // where the seat's passed tiles went (-1: no pass this round)
  std::vector<Tile> out;      // tiles the seat knows are out of play
  int aside = 0;              // tiles out of play it does not know
  int aside_by = -1;          // the seat that chose them from its hand (Whist's bid winner), if any:
                              // tiles passed to that seat may be among them
  std::optional<int> leader;  // who leads the trick on the table, if not the view's leader
};

// Fills `w` for the seat of `view` (seat -1: the whole state, nothing hidden): the hands it
// knows, the tricks taken and the points in them, the trick on the table; the hidden tiles
// and who may hold them (holder -1: aside). Then w.ready().
void describe_domino_worlds(TrickWorlds& w, const TrickView<Tile>& view, const DominoKnowledge& k);

}  // namespace boneyard
