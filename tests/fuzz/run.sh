#!/usr/bin/env bash
# Runs one fuzz target from its committed seed corpus for a while:
#   tests/fuzz/run.sh build/native-asan/bin/fuzz_protocol tests/fuzz/corpus/protocol 60 [OUT_DIR] [libFuzzer flags...]
# The seed corpus is read, never written: new inputs go to OUT_DIR/corpus (without OUT_DIR, a
# temporary folder, removed after), and a finding is saved in OUT_DIR as crash-*, timeout-* or
# oom-* for libFuzzer to replay: `build/native-asan/bin/fuzz_protocol OUT_DIR/crash-...`. A later run
# with the same OUT_DIR goes on from the corpus it left.
# Every seed input runs first, so the committed regression inputs are checked on each run.
# Exits non-zero on a finding. The executions, coverage and corpus size are printed at the end.
set -euo pipefail
if [ $# -lt 3 ]; then
  echo "usage: $0 FUZZER SEED_CORPUS SECONDS [OUT_DIR] [libFuzzer flags...]" >&2
  exit 2
fi
fuzzer=$1 seeds=$2 seconds=$3
out=${4:-}
shift $(($# < 4 ? $# : 4))
if [ ! -x "$fuzzer" ]; then
  echo "$fuzzer is missing: build the fuzz targets first (cmake --preset native-asan && cmake --build --preset native-asan)" >&2
  exit 2
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
if [ -z "$out" ]; then out=$scratch/out; fi
mkdir -p "$out/corpus"
log=$scratch/log
status=0
# -timeout: a single input running 10 s is a hang (the request limit inside the targets is 1 s).
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1} \
  "$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2560 -print_final_stats=1 \
  -artifact_prefix="$out/" "$@" "$out/corpus" "$seeds" >"$log" 2>&1 || status=$?
grep -E "INITED|DONE|stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb" "$log" || true
if [ "$status" -ne 0 ]; then
  echo "=== $(basename "$fuzzer"): a finding (exit $status); the last 60 lines of its log:"
  tail -n 60 "$log"
  ls "$out" | grep -v '^corpus$' | sed 's/^/finding saved: /' || true
fi
exit "$status"
