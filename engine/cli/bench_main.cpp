// `boneyard_bench.js`: the bench workload compiled to WebAssembly and run under Node, so
// the signature can be compared with the native `boneyard bench` (STYLE.md principle 5):
// `node boneyard_bench.js [N]` or `node boneyard_bench.js playouts [N]`.
#include "cli/bench.h"

int main(int argc, char** argv) { return boneyard::bench_main(argc, argv); }
