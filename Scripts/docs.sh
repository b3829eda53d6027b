#!/usr/bin/env bash
# Builds the DocC catalog of every library product with the toolchain's `docc` (no plugin
# package): symbol graphs from `swift package dump-symbol-graph`, then one `docc convert` per
# module with --warnings-as-errors. Archives go to DIR (default .build/docs).
#
#   Scripts/docs.sh [DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-.build/docs}"
modules=(Geometry FlexCore CompositionalEngine Compositional UIKitGeometry TextMeasurement PinEngine Pin FlexLayout SectionedData TableLayout DataSources SVGExport FlexCaseFormat LayoutSnapshotTesting ConstraintSolver)

docc_tool="$(command -v docc || true)"
if [ -z "$docc_tool" ]; then
  swift_path="$(command -v swift)"
  docc_tool="$(dirname "$(readlink -f "$swift_path")")/docc"
fi
[ -x "$docc_tool" ] || { echo "docs.sh: docc not found beside swift" >&2; exit 1; }

echo "== swift package dump-symbol-graph"
swift package dump-symbol-graph >/dev/null
graphs="$(find .build -path '*/symbolgraph' -type d -newer Package.swift -print -quit)"
[ -n "$graphs" ] || graphs="$(find .build -path '*/symbolgraph' -type d -print -quit)"
[ -d "$graphs" ] || { echo "docs.sh: no symbol graphs under .build" >&2; exit 1; }

mkdir -p "$output"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
for module in "${modules[@]}"; do
  catalog="Sources/$module/$module.docc"
  [ -d "$catalog" ] || { echo "docs.sh: $catalog is missing" >&2; exit 1; }
  mkdir -p "$scratch/$module"
  cp "$graphs/$module.symbols.json" "$scratch/$module/"
  cp "$graphs/$module@"*.symbols.json "$scratch/$module/" 2>/dev/null || true
  echo "== docc convert $module"
  "$docc_tool" convert "$catalog" \
    --additional-symbol-graph-dir "$scratch/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.trellis.$module" \
    --output-path "$output/$module.doccarchive" \
    --warnings-as-errors
done
echo "docs.sh: ${#modules[@]} archives in $output"
