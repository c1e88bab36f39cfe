// Block Dominoes — game id `block` (docs/rules.md ("Block"); seeds 001 and 003).
#pragma once

#include "core/match.h"

namespace boneyard {

const GameInfo& block_game();

}  // namespace boneyard
