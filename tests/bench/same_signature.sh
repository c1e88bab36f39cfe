#!/usr/bin/env bash
# The bench signature (every bot move of a fixed set of matches, searching bots included)
# must be identical in the native program and in the WebAssembly build under Node: same
# engine, same numbers; and so must the search state's playouts.
set -euo pipefail
native=$1 wasm=$2
if [ ! -f "$wasm" ]; then
  echo "missing $wasm: build the web preset first (the README's test command does)"; exit 1
fi
a=$("$native" bench 5 | head -n1)
b=$(node "$wasm" 5 | head -n1)
echo "native: $a"
echo "wasm:   $b"
[ "$a" = "$b" ] || { echo "signatures differ"; exit 1; }
# The search's playouts, too (floating point and all).
c=$("$native" bench playouts 200 | head -n1)
d=$(node "$wasm" playouts 200 | head -n1)
echo "native playouts: $c"
echo "wasm playouts:   $d"
[ "$c" = "$d" ] || { echo "playout signatures differ"; exit 1; }
