// Draw Dominoes — docs/rules.md ("Draw") (seed 003's classic game with a draw pile, and its house
// rules). The rules live in the line-game family (line/); this file names the game and
// its presets.
#include "games/draw/draw.h"

#include "line/line_game.h"

namespace boneyard {

const GameInfo& draw_game() {
  static const LineGame game(
      "draw", "Draw Dominoes", true, {"double_then_tile", "others", 7, 6},
      {
          {"Draw", "Stuck? Draw from the boneyard until a tile fits; the winner scores the others' pips", {}, {}},
          {"Quick game to 50", "The Draw game, first to 50", {{"target", "50"}}, {}},
      });
  return game;
}

}  // namespace boneyard
