#include "core/tile.h"

#include <cctype>

namespace boneyard {

Tile Tile::of(int a, int b) {
  if (a < b) std::swap(a, b);
  return Tile{static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)};
}

std::string Tile::str() const { return std::to_string(hi) + "-" + std::to_string(lo); }

namespace {
// Parses a decimal 0..99 at the front of `s`, advancing it.
std::optional<int> take_number(std::string_view& s) {
  int value = 0;
  std::size_t n = 0;
  while (n < s.size() && n < 2 && std::isdigit(static_cast<unsigned char>(s[n]))) {
    value = value * 10 + (s[n] - '0');
    ++n;
  }
  if (n == 0) return std::nullopt;
  s.remove_prefix(n);
  return value;
}
}  // namespace

std::optional<Tile> parse_tile(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  auto a = take_number(s);
  if (!a || s.empty() || s.front() != '-') return std::nullopt;
  s.remove_prefix(1);
  auto b = take_number(s);
  if (!b || !s.empty()) return std::nullopt;
  return Tile::of(*a, *b);
}

std::vector<Tile> double_set(int n) {
  std::vector<Tile> tiles;
  tiles.reserve(set_size(n));
  for (int hi = 0; hi <= n; ++hi)
    for (int lo = 0; lo <= hi; ++lo) tiles.push_back(Tile::of(hi, lo));
  return tiles;
}

int set_size(int n) { return (n + 1) * (n + 2) / 2; }

int pip_count(const std::vector<Tile>& tiles) {
  int total = 0;
  for (Tile t : tiles) total += t.pips();
  return total;
}

bool heavier(Tile a, Tile b) {
  if (a.pips() != b.pips()) return a.pips() > b.pips();
  return a.hi > b.hi;
}

}  // namespace boneyard
