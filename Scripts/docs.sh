#!/usr/bin/env bash
# Builds the DocC catalog of every library product with the toolchain's `docc` (no plugin
# package), failing on any warning, and merges them into one archive.
#
# The modules come from the package itself (`swift package describe`): every target of a library
# product, and any other library target with a catalog. Each must have a catalog in its folder
# (`Sources/<Module>/<Module>.docc`); a library product without one fails the run by name.
# Modules are converted in dependency order, each with the archives of the modules it depends on,
# so a documentation link may name another module's symbol: ``/Geometry/LayoutBounds``.
# Archives go to DIR (default .build/docs): one per module and `Trellis.doccarchive`, all merged.
#
#   Scripts/docs.sh [DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-.build/docs}"

docc_tool="$(command -v docc || true)"
if [ -z "$docc_tool" ]; then
  swift_path="$(command -v swift)"
  docc_tool="$(dirname "$(readlink -f "$swift_path")")/docc"
fi
[ -x "$docc_tool" ] || { echo "docs.sh: docc not found beside swift" >&2; exit 1; }

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# One line per module, dependencies first: name, catalog, and the documented modules it depends
# on (directly or not), tab-separated.
swift package describe --type json >"$scratch/package.json"
python3 - "$scratch/package.json" >"$scratch/plan.tsv" <<'PYTHON'
import json, os, sys

package = json.load(open(sys.argv[1]))
targets = {target["name"]: target for target in package["targets"]}
product_targets = {
    name: product["name"]
    for product in package["products"] if "library" in product["type"]
    for name in product["targets"]
}

def catalogs(target):
    folder = target["path"]
    return sorted(entry for entry in os.listdir(folder) if entry.endswith(".docc"))

modules, problems = [], []
for name, target in targets.items():
    if target["type"] != "library":
        continue
    found = catalogs(target)
    if name in product_targets and not found:
        problems.append(
            f"library product '{product_targets[name]}' (target {name}) has no DocC catalog: "
            f"add {target['path']}/{name}.docc with {name}.md (# ``{name}``, ## Topics)")
    elif len(found) > 1:
        problems.append(f"target {name} has more than one catalog: {', '.join(found)}")
    elif found:
        modules.append(name)
if problems:
    for problem in problems:
        print(f"docs.sh: {problem}", file=sys.stderr)
    sys.exit(1)

documented = set(modules)
def dependencies(name, seen):
    for dependency in targets[name].get("target_dependencies", []):
        if dependency not in seen:
            seen.add(dependency)
            dependencies(dependency, seen)
    return seen

order, placed = [], set()
def place(name):
    if name in placed:
        return
    placed.add(name)
    for dependency in sorted(dependencies(name, set()) & documented):
        place(dependency)
    order.append(name)
for name in sorted(modules):
    place(name)
for name in order:
    target = targets[name]
    needs = sorted(dependencies(name, set()) & documented)
    print("\t".join([name, f"{target['path']}/{catalogs(target)[0]}", " ".join(needs)]))
PYTHON

echo "== swift package dump-symbol-graph"
swift package dump-symbol-graph >"$scratch/dump.log" 2>&1 || { cat "$scratch/dump.log" >&2; exit 1; }
graphs="$(sed -n 's/^Files written to //p' "$scratch/dump.log" | tail -n 1)"
[ -d "$graphs" ] || graphs="$(find .build -path '*/symbolgraph' -type d -print -quit)"
[ -d "$graphs" ] || { echo "docs.sh: no symbol graphs under .build" >&2; exit 1; }

mkdir -p "$output"
archives=()
while IFS=$'\t' read -r module catalog needs; do
  mkdir -p "$scratch/graphs/$module"
  cp "$graphs/$module.symbols.json" "$scratch/graphs/$module/"
  cp "$graphs/$module@"*.symbols.json "$scratch/graphs/$module/" 2>/dev/null || true
  dependencies=()
  for need in $needs; do dependencies+=(--dependency "$output/$need.doccarchive"); done
  echo "== docc convert $module${needs:+ (links into: $needs)}"
  rm -rf "$output/$module.doccarchive"
  "$docc_tool" convert "$catalog" \
    --additional-symbol-graph-dir "$scratch/graphs/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.trellis.$module" \
    --output-path "$output/$module.doccarchive" \
    --enable-experimental-external-link-support \
    "${dependencies[@]}" \
    --warnings-as-errors
  archives+=("$output/$module.doccarchive")
done <"$scratch/plan.tsv"

echo "== docc merge"
rm -rf "$output/Trellis.doccarchive"
"$docc_tool" merge "${archives[@]}" --synthesized-landing-page-name Trellis \
  --output-path "$output/Trellis.doccarchive"
echo "docs.sh: ${#archives[@]} archives and Trellis.doccarchive (all merged) in $output"
