// Helpers shared by the shell tests.
#pragma once

#include <catch2/catch.hpp>
#include <memory>

#include "core/match.h"

namespace boneyard::testing {

// Seat 0's view of a new match of `game` (seed 1).
inline std::unique_ptr<SeatView> seat0(const char* game, const OptionList& options = {}) {
  auto m = new_match(game, options, 1);
  REQUIRE(m.ok());
  return (*m)->view(0);
}

}  // namespace boneyard::testing
