// Computer players for the line games, deciding from a LineView only.
//
// Levels: `random` (any legal move), `easy` (half random, half heaviest tile), `normal`
// (sheds heavy tiles and doubles, keeps tiles that fit the ends it leaves), `hard` and
// `expert` (ISMCTS over the deals the seat's view allows, line_search.h, with a modest and
// a large iteration budget). The arena alone also names `ismcts_ref` (kLineReferenceLevel:
// a plain ISMCTS to measure the others against, line_search.h), which players never see.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "core/rng.h"
#include "line/line_match.h"

namespace boneyard {

std::string line_bot_move(const LineView& view, std::string_view level, Rng& rng);
std::unique_ptr<BotThinking> line_bot_think(const LineView& view, std::string_view level, Rng& rng);  // in slices
std::string line_rule_move(const LineView& view, std::string_view level, Rng& rng);  // random, easy, normal

}  // namespace boneyard
