// Draw Dominoes — docs/rules.md ("Draw") (seed 003's classic game with a draw pile, and its house
// rules). The rules live in the line-game family (line/); this file names the game and
// its presets.
#include "games/draw/draw.h"

#include "core/i18n.h"
#include "line/line_game.h"

namespace boneyard {

const GameInfo& draw_game() {
  static const LineGame game(
      "draw", NC_("game", "Draw Dominoes"), true,
      {"double_then_tile", "others", 7, 6,
       N_("Tiles dealt to each player (7 for 2 players, else 6); the rest form the boneyard")},
      {
          {NC_("preset", "Draw"),
           N_("Stuck? Draw from the boneyard until a tile fits; the winner scores the others' pips"),
           {},
           {}},
          {NC_("preset", "Quick game to 50"), N_("The Draw game, first to 50"), {{"target", "50"}}, {}},
      });
  return game;
}

}  // namespace boneyard
