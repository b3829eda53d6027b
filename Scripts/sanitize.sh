#!/usr/bin/env bash
# Runs the test suite under the sanitizers, on demand (too slow for .ci/run): AddressSanitizer
# (memory errors) and ThreadSanitizer (data races; the concurrency test in
# Tests/ReliabilityTests lays out 1,000 jobs on every core). Each sanitizer builds into its own
# build path (.build/address, .build/thread), so the normal build is untouched.
#
#   Scripts/sanitize.sh                  both, the whole suite
#   Scripts/sanitize.sh thread           one of them
#   Scripts/sanitize.sh address -- --filter ReliabilityTests   extra `swift test` arguments
#
# Exits non-zero when a sanitizer reports an error or a test fails; prints the time per run and
# keeps the whole log in .build/<sanitizer>/sanitize.log.
# ThreadSanitizer reads Scripts/tsan-suppressions.txt (false reports of the toolchain, with why).
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizers=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do
  case "$1" in
    address | thread) sanitizers+=("$1") ;;
    *) echo "usage: Scripts/sanitize.sh [address|thread]... [-- swift test arguments]" >&2; exit 2 ;;
  esac
  shift
done
[ "${1:-}" = "--" ] && shift
[ ${#sanitizers[@]} -gt 0 ] || sanitizers=(address thread)

# libdispatch on Linux sets the niceness of its worker threads from their QoS (0 for the default,
# -2 for user-initiated), whatever the process's, and `swift test` starts its processes (the
# test process among them) from such threads: under `nice -n 10 Scripts/sanitize.sh` the tests
# would run at 0.
# Until the script ($1) ends, this puts every thread of every process under it back to the
# script's niceness, every 2 seconds.
descendants() {
  local child
  for child in $(pgrep -P "$1"); do
    echo "$child"
    descendants "$child"
  done
}
keep_niceness() {
  local niceness pid task
  niceness=$(nice)
  [ "$niceness" -gt 0 ] || return 0
  while kill -0 "$1" 2>/dev/null; do
    for pid in "$1" $(descendants "$1"); do
      for task in /proc/"$pid"/task/*; do
        renice --priority "$niceness" -p "${task##*/}" >/dev/null 2>&1 || true
      done
    done
    sleep 2
  done
}

keep_niceness $$ &
keeper=$!
trap 'kill "$keeper" 2>/dev/null || true' EXIT

status=0
for sanitizer in "${sanitizers[@]}"; do
  echo "== swift test --sanitize=$sanitizer $*"
  start=$(date +%s)
  # The whole log stays in the build path (a report can be longer than the tail printed below).
  mkdir -p ".build/$sanitizer"
  log=".build/$sanitizer/sanitize.log"
  set +e
  # halt_on_error: a report fails the run instead of scrolling past.
  ASAN_OPTIONS=${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=0} \
    TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:suppressions=$PWD/Scripts/tsan-suppressions.txt} \
    swift test --sanitize="$sanitizer" --build-path ".build/$sanitizer" "$@" >"$log" 2>&1
  result=$?
  set -e
  # Keep failures, known issues and the summary; drop the per-test progress lines.
  grep -vE '^(✔|◇|↳)|^Test Case .* (started|passed)' "$log" | tail -n 40
  { grep -E 'Test run with [0-9]+ tests?' "$log" || true; } | tail -n 1
  if grep -qE 'ERROR: (AddressSanitizer|ThreadSanitizer)|WARNING: ThreadSanitizer' "$log"; then
    echo "$sanitizer: the sanitizer reported an error"
    result=1
  fi
  echo "== $sanitizer: exit $result after $(($(date +%s) - start)) s (whole log: $log)"
  [ "$result" -eq 0 ] || status=1
done
exit "$status"
