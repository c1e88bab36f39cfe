// The one seeded random generator a match owns (docs/rules.md ("Terms used in every game") "Randomness").
//
// SplitMix64 for seeding and xoshiro256** for the stream: small, fast and identical on
// every platform (native and WebAssembly), which the same-seed-same-match promise needs.
// Never use std::uniform_int_distribution or std::shuffle here: their output differs
// between standard libraries (libstdc++ natively, libc++ under Emscripten).
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace boneyard {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0);
  std::uint64_t next();  // 64 random bits
  int below(int n);      // uniform in [0, n), n > 0, unbiased
  double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }  // uniform in [0, 1), 53 bits
  template <class T>
  void shuffle(std::vector<T>& v) {  // Fisher-Yates
    for (int i = static_cast<int>(v.size()) - 1; i > 0; --i) std::swap(v[i], v[below(i + 1)]);
  }

 private:
  std::uint64_t s_[4];
};

}  // namespace boneyard
