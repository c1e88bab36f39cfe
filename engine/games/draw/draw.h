// Draw Dominoes — game id `draw` (docs/rules.md ("Draw"); seed 003).
#pragma once

#include "core/match.h"

namespace boneyard {

const GameInfo& draw_game();

}  // namespace boneyard
