// `boneyard_bench.js`: the bench workload compiled to WebAssembly and run under Node, so
// the signature can be compared with the native `boneyard bench` (STYLE.md principle 5).
#include <cstdio>
#include <cstdlib>

#include "cli/bench.h"

int main(int argc, char** argv) {
  const int n = argc > 1 ? std::atoi(argv[1]) : 20;
  if (n < 1) {
    std::fprintf(stderr, "usage: boneyard_bench.js [N]  (N > 0)\n");
    return 2;
  }
  boneyard::print_bench(n);
  return 0;
}
