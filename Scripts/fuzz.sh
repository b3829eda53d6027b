#!/usr/bin/env bash
# Builds and runs the coverage-guided fuzz targets in Fuzz/ with the toolchain's libFuzzer
# (`swiftc -sanitize=fuzzer`, Linux). The engine modules are built with fuzzer instrumentation
# into .build/fuzz (a separate build path, so the normal build is untouched), then each target
# file is compiled against them.
#
#   Scripts/fuzz.sh --list               print the targets
#   Scripts/fuzz.sh TARGET [SECONDS]     build and fuzz one target (default 60 s); exits non-zero
#                                        on a finding, which is written to .build/fuzz/artifacts/
#   Scripts/fuzz.sh --ci [SECONDS]       every target for a fixed number of runs (about 8 s each
#                                        here) on the checked-in corpus only, with a fixed seed
#                                        (FUZZ_CI_SEED, default 1); SECONDS (default 120) only
#                                        guards against a hang
#   Scripts/fuzz.sh --build TARGET       build only; prints the binary's path
#
# New inputs go to .build/fuzz/corpus/TARGET; the checked-in seeds in Fuzz/TARGET/corpus are
# read, never written. Extra libFuzzer flags come from FUZZ_FLAGS (for example
# FUZZ_FLAGS="-runs=10000000"). Replay a finding with `.build/fuzz/release/fuzz-TARGET FILE`
# (FUZZ_TRACE=1 prints the FlexTree, PinFlex and ConstraintSolver targets' steps).
set -euo pipefail
# A failed build inside `$(build_target ...)` must stop the script too.
shopt -s inherit_errexit
cd "$(dirname "$0")/.."

targets=(FlexCase FlexTree Compositional Diff PinFlex ViewTree ConstraintSolver)
build=.build/fuzz
bin=$build/release

# The modules a target links: every module the last one depends on, directly or not (see
# Package.swift), in dependency order; and its extra sources.
modules() {
  case "$1" in
    FlexCase)
      echo "Geometry FlexCore TextMeasurement CompositionalEngine SectionedData SVGExport" \
        "FlexCaseFormat"
      ;;
    FlexTree) echo "Geometry FlexCore" ;;
    Compositional)
      echo "Geometry TextMeasurement TableLayout CompositionalEngine ConstraintSolver UIKitViews" \
        "Compositional"
      ;;
    Diff) echo "Geometry SectionedData" ;;
    PinFlex)
      echo "Geometry TextMeasurement TableLayout CompositionalEngine ConstraintSolver UIKitViews" \
        "PinEngine Pin" \
        "FlexCore FlexLayout"
      ;;
    ViewTree)
      echo "Geometry TextMeasurement TableLayout CompositionalEngine ConstraintSolver UIKitViews"
      ;;
    ConstraintSolver) echo "ConstraintSolver" ;;
    *) return 1 ;;
  esac
}
sources() {
  case "$1" in
    FlexCase) echo "Fuzz/FlexCase/FlexCaseFuzz.swift" ;;
    FlexTree) echo "Fuzz/FlexTree/FlexTreeFuzz.swift Fuzz/Support/FuzzBytes.swift" ;;
    Compositional) echo "Fuzz/Compositional/CompositionalFuzz.swift Fuzz/Support/FuzzBytes.swift" ;;
    Diff)
      echo "Fuzz/Diff/DiffFuzz.swift Fuzz/Support/FuzzBytes.swift" \
        "Tests/SectionedDataTests/TestModels.swift Tests/SectionedDataTests/BatchReplay.swift"
      ;;
    PinFlex)
      echo "Fuzz/PinFlex/PinFlexFuzz.swift Fuzz/PinFlex/FlexItems.swift Fuzz/Support/FuzzBytes.swift"
      ;;
    ViewTree) echo "Fuzz/ViewTree/ViewTreeFuzz.swift Fuzz/Support/FuzzBytes.swift" ;;
    ConstraintSolver)
      echo "Fuzz/ConstraintSolver/ConstraintSolverFuzz.swift Fuzz/Support/FuzzBytes.swift" \
        "Tests/ConstraintSolverTests/SystemReplay.swift" \
        "Tests/ConstraintSolverTests/SystemReplay+FreshSolve.swift"
      ;;
  esac
}

# The longest input libFuzzer makes for a target, where libFuzzer's default (4096 bytes) is
# too long: the FlexTree and PinFlex targets run at most 16 steps, which fit in these, and
# longer inputs would only carry bytes that are never read. FUZZ_FLAGS comes later on the
# command line and wins.
max_len() {
  case "$1" in
    FlexTree) echo -max_len=256 ;;
    ConstraintSolver) echo -max_len=512 ;;
    PinFlex) echo -max_len=512 ;;
    ViewTree) echo -max_len=512 ;;
  esac
}

# The runs of a target's CI pass: about 8 seconds' worth on this 2-core machine under load
# (12-second passes made 484 k, 26 k, 49 k, 784 k, 21 k, 56 k and 4.2 k runs). A fixed count,
# not a time, so that every CI run tries the same inputs whatever the machine's speed: a pass
# bounded by time reached further on a fast machine and turned CI red on an input no local
# pass had reached (fuzz finding 44). A slower machine only stops earlier, at the guard.
ci_runs() {
  case "$1" in
    FlexCase) echo 300000 ;;
    FlexTree) echo 16000 ;;
    Compositional) echo 32000 ;;
    Diff) echo 500000 ;;
    PinFlex) echo 14000 ;;
    ViewTree) echo 36000 ;;
    ConstraintSolver) echo 2800 ;;
  esac
}

build_target() {
  local target=$1 objects=() module
  modules "$target" >/dev/null || { echo "unknown target: $target (see --list)" >&2; exit 2; }
  local mods
  read -r -a mods <<<"$(modules "$target")"
  # Every listed module is built (a target's dependencies come with it; modules that are not
  # dependencies of the last one, such as Pin beside FlexLayout, need their own build).
  for module in "${mods[@]}"; do
    swift build -c release --build-path "$build" -Xswiftc -sanitize=fuzzer \
      --target "$module" >&2
  done
  # Only the objects of sources that still exist (a deleted source leaves its object behind
  # in an incremental build, and linking it would define its symbols twice).
  for module in "${mods[@]}"; do
    for object in "$bin/$module.build/"*.o; do
      local source
      source=$(basename "$object" .o)
      if [ -n "$(find "Sources/$module" -name "$source" -print -quit)" ]; then
        objects+=("$object")
      fi
    done
  done
  # The package's name as SwiftPM gave it to the modules, so that the harness sees their
  # `package` declarations (the solver's counters).
  local package description="$build/release/description.json"
  package=$(grep -A1 -m1 '"-package-name"' "$description" 2>/dev/null | tail -n1 | tr -d '", ' \
    || true)
  if [ -z "$package" ]; then
    echo "no -package-name in $description (SwiftPM's build description changed?)" >&2
    exit 2
  fi
  # shellcheck disable=SC2046
  swiftc -sanitize=fuzzer -parse-as-library -O -I "$bin/Modules" -package-name "$package" \
    $(sources "$target") "${objects[@]}" -lm -o "$bin/fuzz-$target" >&2
  echo "$bin/fuzz-$target"
}

run_target() {
  local target=$1 seconds=$2 corpus=$3 binary
  binary=$(build_target "$target")
  mkdir -p "$corpus" "$build/artifacts"
  local dict=()
  for file in Fuzz/"$target"/*.dict; do [ -e "$file" ] && dict=(-dict="$file"); done
  echo "== fuzz $target (at most ${seconds} s${FUZZ_FLAGS:+; $FUZZ_FLAGS})"
  # shellcheck disable=SC2086
  SWIFT_BACKTRACE=enable=no "$binary" -max_total_time="$seconds" -timeout=30 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$build/artifacts/$target-" \
    $(max_len "$target") "${dict[@]}" ${FUZZ_FLAGS:-} "$corpus" "Fuzz/$target/corpus"
}

case "${1:-}" in
  --list) printf '%s\n' "${targets[@]}" ;;
  --build) build_target "${2:?usage: Scripts/fuzz.sh --build TARGET}" ;;
  --ci)
    seconds=${2:-120}
    # A fixed seed (FUZZ_CI_SEED, default 1) and a fixed number of runs: every CI run tries the
    # same mutations in the same order, so a red CI means a regression on the corpus or on that
    # sequence, not a new random draw or a faster machine; the long runs are where new inputs
    # are found.
    extra=${FUZZ_FLAGS:-}
    for target in "${targets[@]}"; do
      export FUZZ_FLAGS="-seed=${FUZZ_CI_SEED:-1} -runs=$(ci_runs "$target") $extra"
      work=$(mktemp -d)
      run_target "$target" "$seconds" "$work"
      rm -rf "$work"
    done
    ;;
  "" | -h | --help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//' ;;
  *) run_target "$1" "${2:-60}" "$build/corpus/$1" ;;
esac
