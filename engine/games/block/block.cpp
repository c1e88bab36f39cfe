// Block Dominoes — docs/rules.md ("Block") (seed 001, and seed 003's game without a draw pile). The
// rules live in the line-game family (line/); this file names the game and its presets.
#include "games/block/block.h"

#include "core/i18n.h"
#include "line/line_game.h"

namespace boneyard {

const GameInfo& block_game() {
  static const LineGame game("block", NC_("game", "Block Dominoes"), false,
                             {"highest_double", "net", 7, 5,
                              N_("Tiles dealt to each player (7 for 2 players, else 5); the rest sleep unused")},
                             {
                                 {NC_("preset", "Block \u2014 classic rules"),
                                  N_("Highest double opens; the winner scores the losers' pips minus their own"),
                                  {},
                                  {}},
                                 {NC_("preset", "Block \u2014 six tiles each"),
                                  N_("6 tiles each for 3-4 players; highest double or heaviest tile opens; the winner "
                                     "scores the others' pips"),
                                  {{"opener", "double_then_tile"}, {"win_score", "others"}},
                                  {{3, {{"hand_size", "6"}}}, {4, {{"hand_size", "6"}}}}},
                             });
  return game;
}

}  // namespace boneyard
