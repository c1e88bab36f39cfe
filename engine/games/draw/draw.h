// Draw Dominoes — game id `draw` (RULES.md §2; seed 003).
#pragma once

#include "core/match.h"

namespace boneyard {

const GameInfo& draw_game();

}  // namespace boneyard
