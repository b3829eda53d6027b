#!/usr/bin/env python3
"""Yoga and Taffy on the benchmark trees of Docs/BenchmarkTrees.md, side by side, in one run.

    python3 -m venv .peers && .peers/bin/pip install stretchable pyyoga
    .peers/bin/python Scripts/bench_peers.py [--engines yoga,taffy] [--trees wide,deep,random] [--runs N] [--json] [--trellis CMD]

Yoga comes from `pyyoga` (0.1.0: Yoga 3.2.1's C++, config as YGConfigNew: point scale factor
1, no web defaults, no errata), Taffy from `stretchable` (1.1.8: Taffy 0.7.7). A timed layout
is one call into their native bindings; building, dirtying and checksums stay outside the timer.

Per engine and tree: a full layout of a freshly built tree (one warm-up, then --runs timed
trees: default 21, random 9), then on the last of them a relayout after marking the tree's
dirty leaf dirty (two warm-ups, then --runs timed), and the checksum (sum of
left+top+width+height over all nodes, frames rounded). One line per engine and tree starts
with "peer "; with --json these lines go to stderr and stdout gets a JSON list of records.
A checksum other than the engine's known answer is flagged MISMATCH (exit status 1).
--trellis CMD runs the shell command CMD once after the first engine's round (so by default:
Yoga, CMD, Taffy) and echoes its output, for the project's own figures on the same machine.
"""
import argparse
import collections
import gc
import importlib
import json
import math
import statistics
import subprocess
import sys
import time

MASK64 = (1 << 64) - 1
FINGERPRINT = "dc427e0c2519e3dd"
# The checksums each engine prints. On random, Yoga and Taffy deviate from CSS (the browser
# prints 7345401), each in its own way. Yoga 3.2.1, the latest release, prints 5461142; Yoga's
# main branch prints 5541971 since its fix of the fixed-size measure fast path (Yoga PR #1823).
EXPECTED = {"wide": {"yoga": (12301172,), "taffy": (12301172,)},
            "deep": {"yoga": (2024020,), "taffy": (2024020,)},
            "random": {"yoga": (5461142, 5541971), "taffy": (8071369,)}}
DEFAULT_RUNS = {"wide": 21, "deep": 21, "random": 9}
# Yoga's defaults; a tree's styles name only what differs.
DEFAULT_STYLE = {"flexDirection": "column", "flexWrap": "no-wrap", "justifyContent": "flex-start",
                 "alignItems": "stretch", "flexGrow": 0, "flexShrink": 0,
                 "width": None, "height": None, "margin": 0, "padding": 0}


def style(**kw):
    return {**DEFAULT_STYLE, **kw}


# Nodes in creation order: node 0 is the root, parent[i] the index of node i's parent
# (children are appended in index order), dirty the index of the leaf to mark dirty.
Tree = collections.namedtuple("Tree", "name parent styles dirty")


def wide():
    styles = [style(flexDirection="row", flexWrap="wrap", width=1000)]
    styles += [style(width=10, height=10, margin=1)] * 10_000
    return Tree("wide", [-1] + [0] * 10_000, styles, 5001)  # dirty: child 5000, from 0


def deep():
    styles = [style(flexDirection="column", padding=1)] * 1000 + [style(width=10, height=10)]
    return Tree("deep", [-1] + list(range(1000)), styles, 1000)  # dirty: the 10×10 leaf


def random_tree(total=100_000):
    state, fnv = 42, 0xcbf29ce484222325

    def pick(n):  # SplitMix64; FNV-1a-64 over every pick makes the fingerprint
        nonlocal state, fnv
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        v = (z ^ (z >> 31)) % n
        fnv = ((fnv ^ v) * 0x100000001b3) & MASK64
        return v

    directions = ["column", "row", "column-reverse", "row-reverse"]
    justify = ["flex-start", "center", "flex-end", "space-between", "space-around", "space-evenly"]
    align = ["stretch", "flex-start", "center", "flex-end"]
    sizes, edges = [None, 10, 20, 50], [0, 1, 2, 5]
    parent, styles = [-1], [style(width=1000, height=1000)]
    front = 0  # breadth first: the queue holds the nodes from `front` on, in creation order
    while len(parent) < total:
        for _ in range(min(1 + pick(8), total - len(parent))):
            # Keyword arguments are evaluated left to right: this is Docs/BenchmarkTrees.md's draw order.
            styles.append(style(flexDirection=directions[pick(4)], justifyContent=justify[pick(6)],
                                alignItems=align[pick(4)], flexGrow=[0, 1, 2][pick(3)],
                                flexShrink=[0, 1][pick(2)], width=sizes[pick(4)],
                                height=sizes[pick(4)], margin=edges[pick(4)],
                                padding=edges[pick(4)]))
            parent.append(front)
        front += 1
    if "%016x" % fnv != FINGERPRINT:
        sys.exit("bench_peers.py: random tree fingerprint %016x, Docs/BenchmarkTrees.md says %s: this is not the "
                 "benchmark tree, no figures reported" % (fnv, FINGERPRINT))
    return Tree("random", parent, styles, total - 1)  # dirty: the last node created


TREES = {"wide": wide, "deep": deep, "random": random_tree}


def need(module):
    try:
        return importlib.import_module(module)
    except ImportError:
        sys.exit("peers.py: no module %s; install the peers first:\n"
                 "  python3 -m venv .peers && .peers/bin/pip install stretchable pyyoga" % module)


class Yoga:
    name = "yoga"

    def __init__(self):
        self.yg = yg = need("pyyoga._pyyoga")  # the C++ binding, below pyyoga's Python wrapper
        self.config = yg.Config.new()  # YGConfigNew: no web defaults, point scale 1, no errata
        assert not self.config.get_use_web_defaults() and self.config.get_point_scale_factor() == 1

    def native(self, s):
        yg = self.yg

        def enum(kind, value):  # "space-between" -> Justify.SpaceBetween
            return getattr(kind, value.title().replace("-", ""))
        return (enum(yg.FlexDirection, s["flexDirection"]), enum(yg.Wrap, s["flexWrap"]),
                enum(yg.Justify, s["justifyContent"]), enum(yg.Align, s["alignItems"]),
                s["flexGrow"], s["flexShrink"], s["width"], s["height"], s["margin"], s["padding"])

    def build(self, parent, styles):
        all_edges, nodes, counts = self.yg.Edge.All, [], [0] * len(parent)
        for p, (fd, wrap, jc, ai, grow, shrink, w, h, margin, padding) in zip(parent, styles):
            n = self.yg.Node.new_with_config(self.config)
            n.set_flex_direction(fd)
            n.set_flex_wrap(wrap)
            n.set_justify_content(jc)
            n.set_align_items(ai)
            n.set_flex_grow(grow)
            n.set_flex_shrink(shrink)
            n.set_width_auto() if w is None else n.set_width(w)
            n.set_height_auto() if h is None else n.set_height(h)
            n.set_margin(all_edges, margin)
            n.set_padding(all_edges, padding)
            if p >= 0:
                nodes[p].insert_child(n, counts[p])
                counts[p] += 1
            nodes.append(n)
        return nodes

    def layout(self, nodes):
        nodes[0].calculate_layout(math.nan, math.nan, self.yg.Direction.LTR)

    def mark_dirty(self, nodes, i):
        # YGNodeMarkDirty only takes nodes with a measure function: lend the leaf one for the
        # call. It is gone before the relayout, which therefore lays out the same tree.
        nodes[i].set_measure_func(lambda *args: (0.0, 0.0))
        nodes[i].mark_dirty()
        nodes[i].set_measure_func(None)

    def checksum(self, nodes):
        return round(sum(n.get_layout_left() + n.get_layout_top() + n.get_layout_width()
                         + n.get_layout_height() for n in nodes))

    def free(self, nodes):
        for n in nodes:  # root first, so that no node has an owner left to detach from
            n.free()


class Taffy:
    name = "taffy"

    def __init__(self):
        self.tl = tl = need("stretchable.taffylib")  # the Rust binding stretchable wraps
        self.st = need("stretchable.style")
        self.template = self.st.Style().to_dict()
        self.avail = need("stretchable.style.geometry.size").SizeAvailableSpace.default().to_dict()
        self.ptr = tl.init()
        tl.enable_rounding(self.ptr)

    def native(self, s):
        st = self.st

        def enum(kind, value):  # "space-between" -> JustifyContent.SPACE_BETWEEN
            return getattr(kind, value.upper().replace("-", "_"))

        def length(v):  # dim 0: auto, 1: points
            return {"dim": 0, "value": math.nan} if v is None else {"dim": 1, "value": float(v)}

        def edges(v):
            return {k: length(v) for k in ("top", "right", "bottom", "left")}
        d = dict(self.template)  # Taffy's defaults differ from Yoga's: spell Yoga's out
        d.update(flex_direction=enum(st.FlexDirection, s["flexDirection"]),
                 flex_wrap=enum(st.FlexWrap, s["flexWrap"]),
                 justify_content=enum(st.JustifyContent, s["justifyContent"]),
                 align_items=enum(st.AlignItems, s["alignItems"]),
                 align_content=st.AlignContent.FLEX_START,
                 flex_grow=float(s["flexGrow"]), flex_shrink=float(s["flexShrink"]),
                 size={"width": length(s["width"]), "height": length(s["height"])},
                 min_size={"width": length(0), "height": length(0)},
                 margin=edges(s["margin"]), padding=edges(s["padding"]))
        return d

    def build(self, parent, styles):
        tl, ptr = self.tl, self.ptr
        ids = [tl.node_create(ptr, d) for d in styles]
        for i in range(1, len(ids)):
            tl.node_add_child(ptr, ids[parent[i]], ids[i])
        return ids

    def layout(self, ids):
        if not self.tl.node_compute_layout(self.ptr, ids[0], self.avail):
            raise RuntimeError("taffy: compute_layout failed")

    def mark_dirty(self, ids, i):
        self.tl.node_mark_dirty(self.ptr, ids[i])

    def checksum(self, ids):
        lay, total = self.tl.PyLayout(), 0.0
        for i in ids:
            self.tl.node_get_layout(self.ptr, i, lay)
            total += lay.x + lay.y + lay.width + lay.height
        return round(total)

    def free(self, ids):
        self.tl.node_drop_all(self.ptr)


ENGINES = {"yoga": Yoga, "taffy": Taffy}


def timed_layout(engine, nodes):
    start = time.perf_counter()
    engine.layout(nodes)
    return (time.perf_counter() - start) * 1e3


def bench(engine, tree, runs):
    styles = [engine.native(s) for s in tree.styles]  # the styles in the engine's terms
    nodes = engine.build(tree.parent, styles)  # warm-up; its layout gives the checksum
    timed_layout(engine, nodes)
    checksum = engine.checksum(nodes)
    full = []
    for _ in range(runs):
        engine.free(nodes)
        nodes = engine.build(tree.parent, styles)
        full.append(timed_layout(engine, nodes))
    relayout = []
    for _ in range(runs + 2):
        engine.mark_dirty(nodes, tree.dirty)
        relayout.append(timed_layout(engine, nodes))
    relayout = relayout[2:]  # two warm-ups
    relaid = engine.checksum(nodes)
    engine.free(nodes)
    expected = EXPECTED[tree.name][engine.name]
    status = "ok"
    if checksum not in expected:
        status = "MISMATCH(expected %s)" % "|".join(map(str, expected))
    elif relaid != checksum:
        status = "MISMATCH(%d after the relayout)" % relaid
    return {"engine": engine.name, "tree": tree.name, "nodes": len(tree.parent),
            "full_median_ms": round(statistics.median(full), 4), "full_min_ms": round(min(full), 4),
            "relayout_median_ms": round(statistics.median(relayout), 4),
            "relayout_min_ms": round(min(relayout), 4), "checksum": checksum}, status


def run_trellis(cmd, out):
    print("# --trellis: %s" % cmd, file=out, flush=True)
    proc = subprocess.run(cmd, shell=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True)
    print(proc.stdout.rstrip("\n"), file=out)
    if proc.returncode:
        print("# --trellis: exit status %d" % proc.returncode, file=out)
    out.flush()


def names(known):
    def parse(text):
        chosen = text.split(",")
        if any(n not in known for n in chosen):
            raise argparse.ArgumentTypeError("a comma-separated list of " + ",".join(known))
        return chosen
    return parse


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--engines", default="yoga,taffy", type=names(ENGINES))
    ap.add_argument("--trees", default="wide,deep,random", type=names(TREES))
    ap.add_argument("--runs", type=int, help="timed runs of each figure (default 21, random 9)")
    ap.add_argument("--json", action="store_true", help="JSON records on stdout, lines on stderr")
    ap.add_argument("--trellis", metavar="CMD", help="shell command run after the first engine")
    args = ap.parse_args()
    if args.runs is not None and args.runs < 1:
        ap.error("--runs must be at least 1")
    out = sys.stderr if args.json else sys.stdout
    gc.disable()  # no reference cycles here: the collector would only slow tree building down
    engines = [ENGINES[name]() for name in args.engines]
    trees = [TREES[name]() for name in args.trees]
    records, failed = [], False
    for round_index, engine in enumerate(engines):
        for tree in trees:
            record, status = bench(engine, tree, args.runs or DEFAULT_RUNS[tree.name])
            records.append(record)
            failed |= status != "ok"
            print("peer %-5s %-6s nodes=%-6d " % (engine.name, tree.name, record["nodes"])
                  + " ".join("%s=%.3f" % (k, v) for k, v in record.items() if k.endswith("_ms"))
                  + " checksum=%d %s" % (record["checksum"], status), file=out, flush=True)
        if args.trellis and round_index == 0:
            run_trellis(args.trellis, out)
    if args.json:
        print(json.dumps(records, indent=1))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
