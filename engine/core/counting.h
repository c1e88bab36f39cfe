// Counting ways, as doubles: the deal odds of the line games' options and the deal sampler's
// weights.
#pragma once

namespace boneyard {

// C(n, k), the ways to choose k of n things, as a double: each step's product stays within
// n times the result, so it holds far past what a factorial could (C(182, 91) ~ 10^53).
inline double binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  double c = 1;
  for (int i = 1; i <= k; ++i) c = c * (n - k + i) / i;
  return c;
}

}  // namespace boneyard
