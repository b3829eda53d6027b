#!/usr/bin/env python3
"""FlexCore, Yoga and Taffy on the trees of Docs/BenchmarkTrees.md, alternating, in one run.

    python3 -m venv .peers && .peers/bin/pip install stretchable pyyoga
    swift build -c release --product Benchmarks
    .peers/bin/python Benchmarks/Results/side_by_side.py [--rounds 3] [--before BINARY]

Each round runs Yoga (peers.py), FlexCore (`.build/release/Benchmarks flex`), optionally an
older FlexCore binary (--before, for before/after ratios from the same run), then Taffy. The
table gives, per engine and tree, the median over the rounds of each round's median, and the
ratios FlexCore / peer as "peer time / FlexCore time" (above 1: FlexCore is faster).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PEERS = os.path.join(ROOT, "Scripts", "bench_peers.py")
TREES = ["wide", "deep", "random"]


def peers(engine):
    out = subprocess.run([sys.executable, PEERS, "--engines", engine, "--json"],
                         check=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    sys.stderr.write(out.stderr)
    return {r["tree"]: (r["full_median_ms"], r["relayout_median_ms"], r["checksum"])
            for r in json.loads(out.stdout)}


def trellis(binary):
    out = subprocess.run([binary, "flex"], check=True, stdout=subprocess.PIPE, text=True).stdout
    sys.stderr.write(out)
    header, rows = None, {}
    for line in out.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells and cells[0] == "tree":
            header = cells
        elif header and cells and cells[0] in TREES:
            row = dict(zip(header, cells))
            full = next(v for k, v in row.items() if k.startswith("full layout median"))
            dirty = next(v for k, v in row.items() if k.startswith("dirty-leaf relayout median"))
            noop = next((v for k, v in row.items() if k.startswith("no-op")), "")
            rows[cells[0]] = (float(full.split("/")[0]) / 1e3, float(dirty.split("/")[0]) / 1e3,
                              row["checksum"], float(noop) if noop else None)
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "Benchmarks"))
    ap.add_argument("--before", help="an older Benchmarks binary, run in the same rounds")
    args = ap.parse_args()
    engines = ["yoga", "flexcore"] + (["before"] if args.before else []) + ["taffy"]
    runs = {e: [] for e in engines}
    for index in range(args.rounds):
        print("# round %d" % (index + 1), file=sys.stderr, flush=True)
        runs["yoga"].append(peers("yoga"))
        runs["flexcore"].append(trellis(args.binary))
        if args.before:
            runs["before"].append(trellis(args.before))
        runs["taffy"].append(peers("taffy"))

    def med(engine, tree, field):
        return statistics.median(r[tree][field] for r in runs[engine])

    print("Medians over %d alternating rounds (each a median of its own runs), ms." % args.rounds)
    print()
    print("| tree | engine | full layout | dirty-leaf relayout | checksum |")
    print("|---|---|---:|---:|---:|")
    for tree in TREES:
        for e in engines:
            print("| %s | %s | %.2f | %.3f | %s |" % (tree, e, med(e, tree, 0), med(e, tree, 1),
                                                    runs[e][-1][tree][2]))
    print()
    names = [e for e in engines if e != "flexcore"]
    print("| tree | " + " | ".join("full: %s / FlexCore" % e for e in names)
          + " | " + " | ".join("relayout: %s / FlexCore" % e for e in names)
          + " | FlexCore no-op relayout (µs) |")
    print("|---|" + "---:|" * (2 * len(names) + 1))
    for tree in TREES:
        full = ["%.2fx" % (med(e, tree, 0) / med("flexcore", tree, 0)) for e in names]
        dirty = ["%.2fx" % (med(e, tree, 1) / med("flexcore", tree, 1)) for e in names]
        noop = med("flexcore", tree, 3)
        print("| %s | %s | %s | %.2f |" % (tree, " | ".join(full), " | ".join(dirty), noop))
    print()
    # Each round's own ratios: a claim such as "at or above 2x in every round" is read here.
    peers_only = [e for e in names if e != "before"]
    print("Each round's full-layout ratios (peer / FlexCore%s):" %
          ("; before / FlexCore last" if args.before else ""))
    print()
    print("| round | " + " | ".join("%s %s" % (tree, " / ".join(peers_only)) for tree in TREES)
          + (" | before / FlexCore (wide, deep, random) |" if args.before else " |"))
    print("|---:|" + "---|" * (len(TREES) + (1 if args.before else 0)))
    lowest = {(tree, e): float("inf") for tree in TREES for e in peers_only}
    for index in range(args.rounds):
        cells = []
        for tree in TREES:
            ours = runs["flexcore"][index][tree][0]
            ratios = []
            for e in peers_only:
                ratio = runs[e][index][tree][0] / ours
                lowest[(tree, e)] = min(lowest[(tree, e)], ratio)
                ratios.append("%.2fx" % ratio)
            cells.append(" / ".join(ratios))
        if args.before:
            cells.append(", ".join("%.2f" % (runs["before"][index][tree][0]
                                              / runs["flexcore"][index][tree][0])
                                    for tree in TREES))
        print("| %d | %s |" % (index + 1, " | ".join(cells)))
    print()
    print("Lowest round ratio: " + ", ".join("%s %s %.2fx" % (tree, e, lowest[(tree, e)])
                                             for tree in TREES for e in peers_only))


if __name__ == "__main__":
    main()
