// Helpers shared by the engine tests.
#pragma once

#include <catch2/catch.hpp>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "core/match.h"

namespace boneyard::testing {

// A game and options to play it with, as the tests' tables of configurations list them.
struct Config {
  std::string game;
  OptionList options;
};

// "block players=2 hand_size=6": a configuration in a test's messages.
inline std::string label(const Config& c) {
  std::string out = c.game;
  for (const auto& [k, v] : c.options) out += " " + k + "=" + v;
  return out;
}

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

// The analysis of `level`'s decision for the seat to move (core/match.h Analysis) as text,
// every figure exact: "6-4:L -1.25 312; ...", or "by rule: <move>".
inline std::string analysis_text(const Match& m, const std::string& level, std::uint64_t seed) {
  auto thinking = bot_think(m, level, seed);
  if (!thinking) return "nobody to move";
  const std::string move = think_through(*thinking);
  const auto a = thinking->analysis();
  if (!a) return "by rule: " + move;
  std::ostringstream out;
  out.precision(17);
  out << (a->penalty ? "penalty " : "") << a->deals << " deals:";
  for (const auto& mv : a->moves) out << ' ' << mv.move << ' ' << mv.points << ' ' << mv.deals << ';';
  return out.str();
}

}  // namespace boneyard::testing
