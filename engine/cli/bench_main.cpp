// `boneyard_bench.js`: the bench workload compiled to WebAssembly and run under Node, so
// the signature can be compared with the native `boneyard bench` (STYLE.md principle 5).
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "cli/bench.h"

int main(int argc, char** argv) {
  const int n = argc > 1 ? std::atoi(argv[1]) : 20;
  if (n < 1) {
    std::fprintf(stderr, "usage: boneyard_bench.js [N]  (N > 0)\n");
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  const auto r = boneyard::run_bench(n);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%s\n", boneyard::describe(r).c_str());
  std::printf("time %.3f s, %.0f moves/s (wall clock; not part of the signature)\n", secs,
              secs > 0 ? static_cast<double>(r.moves) / secs : 0.0);
  return 0;
}
