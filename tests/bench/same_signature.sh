#!/usr/bin/env bash
# The bench signature (every bot move of a fixed set of matches, searching bots included)
# must be identical in the native program and in the WebAssembly build under Node: same
# engine, same numbers; and so must the search state's playouts. Both must be the ones
# committed in tests/bench/signatures.txt (its third argument), so that a change of the bots'
# behaviour is a deliberate, visible edit of that file.
#   same_signature.sh <native boneyard> <boneyard_bench.js> <signatures.txt>
set -euo pipefail
native=$1 wasm=$2 committed=$3
want=$(grep -v '^#' "$committed")
want_bench=$(sed -n 1p <<<"$want") want_playouts=$(sed -n 2p <<<"$want")
if [ ! -f "$wasm" ]; then
  echo "missing $wasm: build the web preset first (the README's test command does)"; exit 1
fi
a=$("$native" bench 5 | head -n1)
b=$(node "$wasm" 5 | head -n1)
echo "native: $a"
echo "wasm:   $b"
[ "$a" = "$b" ] || { echo "signatures differ"; exit 1; }
[ "$a" = "$want_bench" ] || {
  echo "the signature is not the committed one ($want_bench, $committed): the bots' behaviour changed."
  echo "If that is meant, put the new line in $committed in the same commit."; exit 1; }
# The search's playouts, too (floating point and all).
c=$("$native" bench playouts 200 | head -n1)
d=$(node "$wasm" playouts 200 | head -n1)
echo "native playouts: $c"
echo "wasm playouts:   $d"
[ "$c" = "$d" ] || { echo "playout signatures differ"; exit 1; }
[ "$c" = "$want_playouts" ] || {
  echo "the playouts' signature is not the committed one ($want_playouts, $committed): the search changed."
  echo "If that is meant, put the new line in $committed in the same commit."; exit 1; }
