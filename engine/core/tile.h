// Tiles of a double-N domino set and their text form (docs/rules.md ("Terms used in every game")).
//
// A tile is stored high end first (`6-4`, never `4-6`); input accepts either order.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boneyard {

struct Tile {
  std::uint8_t hi = 0;  // the larger end
  std::uint8_t lo = 0;  // the smaller end

  static Tile of(int a, int b);  // either order; canonicalised high first
  bool is_double() const { return hi == lo; }
  int pips() const { return hi + lo; }
  bool shows(int n) const { return hi == n || lo == n; }
  int other_end(int n) const { return hi == n ? lo : hi; }  // precondition: shows(n)
  std::string str() const;                                  // "6-4"
  int index() const { return hi * (hi + 1) / 2 + lo; }      // dense, unique for any set
  auto operator<=>(const Tile&) const = default;
};

std::optional<Tile> parse_tile(std::string_view text);  // "6-4", "4-6", " 6-4"
std::vector<Tile> double_set(int n);                    // every tile of double-N, sorted
int set_size(int n);                                    // (n+1)(n+2)/2
int pip_count(const std::vector<Tile>& tiles);

// "Heavier" for openers: more pips, then the higher end (docs/rules.md ("Block") `highest_tile`).
bool heavier(Tile a, Tile b);

}  // namespace boneyard
