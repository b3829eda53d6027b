#!/usr/bin/env python3
"""ConstraintSolver and kiwi (C++) on the scenarios of shared/bench/kiwi/README.md, alternating.

    swift build -c release --product Benchmarks
    python3 Benchmarks/Results/constraints_side_by_side.py [--rounds 3] [--sizes 100,1000]

Each round runs kiwi (`kiwi_peer.sh --json`), then Trellis (`.build/release/Benchmarks
constraints --json`), the order swapped every other round, so that both see the same load on a
shared machine. The table gives, per scenario and size, the median over the rounds of each
round's median, and the ratio kiwi / Trellis (above 1: Trellis is faster). Checksums must agree
with kiwi's before a time means anything; a mismatch is printed and fails the run.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
KIWI = os.environ.get("KIWI_PEER", os.path.join(ROOT, "..", "shared", "bench", "kiwi",
                                                 "kiwi_peer.sh"))
if not os.path.exists(KIWI):
    KIWI = "/work/shared/bench/kiwi/kiwi_peer.sh"


def run(command):
    out = subprocess.run(command, check=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True)
    return json.loads(out.stdout)


def key(record):
    return (record["scenario"], record["size"])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--sizes", default="100,1000")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "Benchmarks"))
    args = parser.parse_args()
    kiwi_runs, trellis_runs = {}, {}
    for round_index in range(args.rounds):
        order = ["kiwi", "trellis"] if round_index % 2 == 0 else ["trellis", "kiwi"]
        for engine in order:
            if engine == "kiwi":
                records = run([KIWI, "--json", "--sizes", args.sizes])
                target = kiwi_runs
            else:
                records = run([args.binary, "constraints", "--json", "--sizes", args.sizes])
                target = trellis_runs
            for record in records:
                target.setdefault(key(record), []).append(record)
            sys.stderr.write(f"round {round_index + 1}: {engine} done\n")

    def median(records, field):
        return statistics.median(r[field]["median"] for r in records)

    failed = False
    print(f"| scenario | size | kiwi build+solve | Trellis build+solve | ratio | kiwi re-solve "
          f"| Trellis re-solve | ratio |")
    print("|---|---|---|---|---|---|---|---|")
    for k in sorted(trellis_runs, key=lambda k: (k[0], k[1])):
        t = trellis_runs[k]
        kiwi = kiwi_runs.get(k)
        tb, tr = median(t, "build_solve_ns"), median(t, "resolve_ns")
        unit = t[0]["resolve_ns"].get("unit", "ns")
        if kiwi is None:
            print(f"| {k[0]} | {k[1]} | — | {tb / 1e6:.3f} ms | — | — | {tr:.1f} {unit} | — |")
            continue
        if kiwi[0]["checksums"] != t[0]["checksums"]:
            print(f"checksum mismatch for {k}: kiwi {kiwi[0]['checksums']}, "
                  f"Trellis {t[0]['checksums']}", file=sys.stderr)
            failed = True
        kb, kr = median(kiwi, "build_solve_ns"), median(kiwi, "resolve_ns")
        print(f"| {k[0]} | {k[1]} | {kb / 1e6:.3f} ms | {tb / 1e6:.3f} ms | {kb / tb:.1f}x "
              f"| {kr:.1f} ns | {tr:.1f} ns | {kr / tr:.1f}x |")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
