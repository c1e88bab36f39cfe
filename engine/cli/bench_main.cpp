// `boneyard_bench.js`: the bench workload compiled to WebAssembly and run under Node, so
// the signature can be compared with the native `boneyard bench` (one signature, the same on
// every platform, says the engine behaves the same there):
// `node boneyard_bench.js [N]` or `node boneyard_bench.js playouts [N]`.
#include "cli/bench.h"

int main(int argc, char** argv) { return boneyard::bench_main(argc, argv); }
