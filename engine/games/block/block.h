// Block Dominoes — game id `block` (RULES.md §1; seeds 001 and 003).
#pragma once

#include "core/match.h"

namespace boneyard {

const GameInfo& block_game();

}  // namespace boneyard
