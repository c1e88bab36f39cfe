// Computer players for the line games, deciding from a LineView only.
//
// Levels: `random` (any legal move), `easy` (half random, half heaviest tile), `normal`
// (sheds heavy tiles and doubles, keeps tiles that fit the ends it leaves), `hard`
// (normal, plus what the public log tells: a player who passed on an end holds none of
// that number, so leaving that number at the ends starves them).
#pragma once

#include <string>
#include <string_view>

#include "core/rng.h"
#include "line/line_match.h"

namespace boneyard {

std::string line_bot_move(const LineView& view, std::string_view level, Rng& rng);

}  // namespace boneyard
