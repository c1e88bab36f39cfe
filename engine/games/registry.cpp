// The registry: every game docs/rules.md defines, and the ones built so far.
#include <algorithm>

#include "core/match.h"
#include "games/blacktile/blacktile.h"
#include "games/block/block.h"
#include "games/draw/draw.h"
#include "games/hearts/hearts.h"
#include "games/whist/whist.h"

namespace boneyard {

const std::vector<std::string_view>& known_game_ids() {
  static const std::vector<std::string_view> ids{"block", "draw", "blacktile", "whist", "hearts"};
  return ids;
}

const std::vector<const GameInfo*>& available_games() {
  static const std::vector<const GameInfo*> games{&block_game(), &draw_game(), &blacktile_game(), &whist_game(), &hearts_game()};
  return games;
}

const GameInfo* find_game(std::string_view id) {
  const auto& games = available_games();
  auto it = std::find_if(games.begin(), games.end(), [&](const GameInfo* g) { return g->id() == id; });
  return it == games.end() ? nullptr : *it;
}

bool lowest_wins(std::string_view game) {
  const GameInfo* info = find_game(game);
  return info && info->lowest_wins();
}

}  // namespace boneyard
