// Helpers shared by the engine tests.
#pragma once

#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "core/match.h"

namespace boneyard::testing {

// Creates a match or fails the test with the engine's message.
inline std::unique_ptr<Match> make(const std::string& game, const OptionList& options, std::uint64_t seed = 1,
                                   const std::optional<Deal>& deal = std::nullopt) {
  auto m = new_match(game, options, seed, deal);
  INFO("new_match: " << m.error());
  REQUIRE(m.ok());
  return std::move(*m);
}

inline Deal hands(std::vector<std::vector<std::string>> h) {
  Deal d;
  d.hands = std::move(h);
  return d;
}

inline void play(Match& m, const std::string& move) {
  Status s = m.play(move);
  INFO("move " << move << ": " << s.error());
  REQUIRE(s.ok());
}

}  // namespace boneyard::testing
