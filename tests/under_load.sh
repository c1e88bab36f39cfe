#!/usr/bin/env bash
# Runs a command (by default the README's test command, ./.ci/test) while every core is kept
# busy by other processes, as on a machine doing other work: one busy loop per core, at the
# same priority as the command (nice 0), for the command's whole length. Proves that the
# tests wait for effects, not for time.
#   tests/under_load.sh                 # ./.ci/test under load
#   tests/under_load.sh -n 3 CMD ARGS   # three busy loops instead of one per core
# Prints the load average at the start and the end; exits with the command's status.
set -euo pipefail
cd "$(dirname "$0")/.."
loops=$(nproc 2>/dev/null || echo 2)
if [ "${1:-}" = "-n" ]; then
  loops=${2:?usage: $0 [-n LOOPS] [COMMAND ARGS...]}
  shift 2
fi
case $loops in (*[!0-9]*|'') echo "usage: $0 [-n LOOPS] [COMMAND ARGS...]" >&2; exit 2;; esac
[ $# -gt 0 ] || set -- ./.ci/test

pids=()
stop() { [ ${#pids[@]} -gt 0 ] && kill "${pids[@]}" 2>/dev/null; wait 2>/dev/null || true; }
trap stop EXIT
for _ in $(seq "$loops"); do
  nice -n 0 bash -c 'while :; do :; done' &
  pids+=($!)
done
printf '[under_load] %d busy loop(s) at nice 0; load average: %s\n' "$loops" "$(cut -d' ' -f1-3 /proc/loadavg)"
status=0
"$@" || status=$?
printf '[under_load] load average at the end: %s; exit %d\n' "$(cut -d' ' -f1-3 /proc/loadavg)" "$status"
exit "$status"
