// Choosing the 3-item pass by search, for Hearts and Black Tile: every three of the seat's
// `keep_most` most dangerous items is a choice, weighed by searching the round that follows
// it (trick/trick_search.h PassWorlds) with an equal share of the budget.
#pragma once

#include <bit>
#include <memory>
#include <string>
#include <vector>

#include "search/thinking.h"
#include "trick/trick_search.h"
#include "trick/tricks.h"

namespace boneyard {

// `name(item)`: an item's text ("QS", "6-4").
template <class Name>
std::unique_ptr<BotThinking> pass_search(const TrickTables& tables, PassWorlds::Setup setup, int keep_most,
                                         int iterations, std::uint64_t seed, Name name) {
  using Compare = search::CompareThinking<TrickState, PassWorlds>;
  std::vector<Compare::Choice> choices;
  for (std::uint64_t pass : pass_candidates(tables, setup.hand, keep_most)) {
    setup.pass = pass;
    std::vector<std::string> names;
    for (std::uint64_t b = pass; b; b &= b - 1) names.push_back(name(std::countr_zero(b)));
    choices.push_back({pass_move(names), std::make_unique<PassWorlds>(tables, setup)});
  }
  return std::make_unique<Compare>(setup.seat, std::move(choices), iterations, seed);
}

}  // namespace boneyard
