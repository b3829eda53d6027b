#!/usr/bin/env python3
"""Resident bytes per node after laying out the random tree: FlexCore, Yoga and Taffy.

    .peers/bin/python Benchmarks/Results/memory.py [--binary .build/release/Benchmarks]

Each engine runs in a fresh process that first makes the tree's description (peers.py's
`random_tree()` for the peers, the benchmark's own for FlexCore), reads its resident set, builds
the engine's tree, lays it out and reads the resident set again: the difference over 100,000
is the figure (it counts the tree, its styles and its layout state, not the description).
The process's peak resident set is printed beside it.
"""
import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PEERS_DIR = os.path.join(ROOT, "..", "shared", "bench")

CHILD = r"""
import gc, sys
sys.path.insert(0, %r)
import peers
gc.disable()

def status():
    fields = {}
    for line in open("/proc/self/status"):
        key, _, value = line.partition(":")
        fields[key] = value.split()
    return int(fields["VmRSS"][0]) * 1024, int(fields["VmHWM"][0]) * 1024

engine = peers.ENGINES[%r]()
tree = peers.random_tree()
styles = [engine.native(s) for s in tree.styles]
before, _ = status()
nodes = engine.build(tree.parent, styles)
engine.layout(nodes)
after, peak = status()
print("memory %%s random nodes=%%d resident_bytes_per_node=%%d peak_process_mb=%%.1f checksum=%%d"
      %% (engine.name, len(tree.parent), (after - before) / len(tree.parent), peak / 2**20,
         engine.checksum(nodes)))
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "Benchmarks"))
    args = ap.parse_args()
    for engine in ["yoga", "taffy"]:
        out = subprocess.run([sys.executable, "-c", CHILD % (PEERS_DIR, engine)], check=True,
                             stdout=subprocess.PIPE, text=True).stdout
        print(out.strip())
    out = subprocess.run([args.binary, "flex-memory"], check=True, stdout=subprocess.PIPE,
                         text=True).stdout
    print("\n".join(line for line in out.splitlines() if line.startswith("memory")))


if __name__ == "__main__":
    main()
