#!/usr/bin/env python3
"""gen_random_flex.py - seeded random flex-case trees (no "expected").

Writes flex-case JSON (Docs/FlexCaseFormat.md): an array of cases whose
frames are to be filled by an oracle (Scripts/chrome_oracle.py) and compared with
an engine.  Python 3 stdlib only.  The same arguments always give the same
bytes; case i of a run can be regenerated alone with --index i.

Usage
-----
  gen_random_flex.py [--seed S] [--count N] [--nodes A-B] [--depth D]
                     [--children C] [--features LIST] [--without LIST]
                     [--allow LIST] [--scale-factors LIST] [-o OUT]

  --seed S        run seed (default 1).  Case i uses its own stream derived
                  from (S, i), so --count does not change earlier cases.
  --count N       number of cases (default 100).
  --index I       emit only case I of the run (a single case, not an array).
  --nodes A-B     nodes per tree, inclusive range (default 2-12).
  --depth D       maximum tree depth below the root (default 4).
  --children C    maximum children per node (default 5).
  --features LIST comma list of features to draw from (default: all "safe"
                  ones below), or "all".
  --without LIST  features to leave out.
  --allow LIST    constructs where browsers (the Chrome oracle) and Yoga are
                  known to differ; left out unless allowed (see below).
  --scale-factors LIST  pointScaleFactor values to draw from (default "1";
                  0 means unrounded frames: Chrome's 1/64 px LayoutUnits then
                  show through, compare with a looser tolerance).
  --name PREFIX   case name prefix (default "rand").
  -o OUT          output file (default stdout).

Features (all on by default; --features/--without pick)
  direction    flexDirection (row, column, *-reverse)
  wrap         flexWrap wrap (+ alignContent)
  justify      justifyContent
  align        alignItems / alignSelf / alignContent
  flex         flexGrow / flexShrink / flexBasis / flex
  fixed        fixed width / height
  percent      percentage sizes, basis, min/max, margins, padding, insets, gaps
  minmax       min/max width/height
  margin       margins;  auto-margin: margin "auto"
  padding      padding;  border: border widths
  logical      start/end edges and insets (marginStart, paddingEnd, start..)
  absolute     positionType absolute with insets (and some static)
  gap          gap / rowGap / columnGap
  aspect       aspectRatio (on leaves with one fixed side)
  none         display none;  contents: display contents
  text         text leaves: Ahem words, U+0020 / U+200B breaks, fontSize 5-20
               (each has a fixed width or is stretched by a fixed-width column)
  baseline     alignItems baseline (single-line rows of leaf items)
  boxsizing    boxSizing content-box
  overflow     overflow hidden / scroll (on fixed-size nodes)
  available    availableWidth/availableHeight (root stretched or sized)
  webdefaults  config.webDefaults true in some cases

Grid.  Sizes are multiples of 10, edges small integers, percentages are only
drawn where the reference size is fixed and gives an integer (p% of a content
box that is a multiple of 20, ...), aspect ratios are 1/2, 1 or 2 on sides
that are multiples of 20, flexGrow/flexShrink are small integers, fontSize
is 5, 10, 15 or 20.  Flexible distribution can still give fractions (e.g.
100/3); pointScaleFactor rounds them, identically in Yoga and in the oracle
except right at .5 boundaries (Chrome works in 1/64 px LayoutUnits).

Known browser/Yoga differences, avoided unless --allow names them ("all" for
every one).  Replaying the generated cases through Yoga (C++, the commit of
Tests/FlexConformanceTests/Fixtures/yoga) and comparing with chrome_oracle.py: ~99% of 2-5
node trees and ~97% of 2-12 node trees agree with these guards, ~33% with
--allow all (see research/chrome-oracle.md).  Names in () are Yoga's own
disabled gentest fixtures.
  Sizing
  min-auto        no explicit minWidth/minHeight 0 on the main axis of flex
                  items with content (CSS's automatic minimum size; Yoga's
                  content floor ignores children's specified sizes, and its
                  default config turns it off: MinSizeUndefinedInsteadOfAuto)
  basis-indefinite  flexBasis / flex in a container whose main size is not
                  fixed (Chrome sizes it from the items' width/height, Yoga
                  from their flex bases)
  flex-minmax     min/max on the main axis of a flexible item (min/max
                  freezing; min_width, min_height)
  shrink-padding  main-axis padding/border on items that can shrink (CSS
                  weighs flexShrink by the content-box base size, Yoga by the
                  border box; a padding floor also misplaces the line)
  room            fixed sizes that padding+border fill (content box < 10px):
                  Yoga measures children "at most 0" and zeroes them
  pct-indefinite  percentages of auto / stretched / flexed / min-max sizes
                  (percent_of_min_main, percentage_flex_basis_cross_min_height)
  pct-available   percentages of a root size that comes from availableWidth/
                  Height (Yoga resolves min/max ones against the available
                  size itself)
  contentbox-basis  boxSizing content-box with flexBasis
                  (box_sizing_content_box_flex_basis_*)
  aspect-flex     aspectRatio on nodes with children (CSS floors them at the
                  content size), stretched, flexible or min/max nodes
                  (aspect_ratio_does_not_stretch_cross_axis_dim)
  keywords        max-content / fit-content / stretch sizes (all such Yoga
                  fixtures are disabled)
  text-fit        text leaves sized "at most" an available width (auto width
                  in a row, aligned, absolute, min/max, auto margins): Yoga
                  measures at the available width, Chrome at fit-content or
                  max-content
  Wrapping
  wrap-indefinite flexWrap without a fixed main size, or column wrap without
                  a fixed width (Yoga ignores alignContent and clamps the
                  cross size; wrap_column)
  wrap-reverse    flexWrap wrap-reverse at all (a quarter of random trees
                  differ: overflowing lines, absolute static positions)
  wrap-stretch    stretched items in a wrap container whose alignContent is
                  center / flex-end / space-* (Yoga leaves such lines at the
                  start or stretches them to the remaining space)
  wrap-cross-margin  cross-axis margins / auto margins / relative insets on
                  items of a wrap container (Yoga's multi-line pass adds the
                  inset instead of the margin for flex-start, and centers the
                  border box, not the margin box)
  Alignment and positioning
  baseline-nested baseline on items with children or text, alignSelf in a
                  baseline container, alignSelf baseline, baseline in columns
                  or wrap (Yoga clamps the line's descent, ignores alignSelf
                  in a baseline layout, takes a text leaf's height as its
                  baseline; align_baseline_multiline_column*)
  reverse-space   justifyContent space-around/space-evenly in *-reverse
                  containers (and alignContent ones with wrap-reverse): on
                  overflow CSS falls back to safe center (= start), Yoga to
                  flex-start (justify_content_overflow_row_reverse_space_*)
  reverse-insets  insets on children of *-reverse containers: Yoga mirrors
                  them (flex_direction_row_reverse_inner_pos_*)
  relative-both-insets  left and right (or top and bottom) on a relative node
  abs-auto-margin auto margins on absolute nodes
  abs-percent-edges  percentage margins/padding on absolute nodes (Yoga
                  resolves vertical ones against the containing block height)
  Direction and edges
  own-direction   `direction` on non-root nodes (cases are laid out in ltr and
                  rtl anyway; random trees with overrides disagree often)
  direction-logical  with own-direction: start/end edges on such a node (CSS
                  resolves them in the node's direction, Yoga in the parent's)
  mixed-edges     physical and logical horizontal edges of one property on
                  one node (marginRight with marginStart: Yoga's intrinsic
                  width counts both in rtl)
  root-edges      margins / insets / min / max on the root
"""

import argparse
import json
import random
import sys

FEATURES = ["direction", "wrap", "justify", "align", "flex", "fixed",
            "percent", "minmax", "margin", "auto-margin", "padding", "border",
            "logical", "absolute", "gap", "aspect", "none", "contents",
            "text", "baseline", "boxsizing", "overflow", "available",
            "webdefaults"]
ALLOW = ["min-auto", "basis-indefinite", "flex-minmax", "shrink-padding",
         "room", "pct-indefinite", "pct-available", "contentbox-basis",
         "aspect-flex", "keywords", "text-fit", "wrap-indefinite",
         "wrap-reverse", "wrap-stretch", "wrap-cross-margin",
         "baseline-nested", "reverse-space", "reverse-insets",
         "relative-both-insets", "abs-auto-margin", "abs-percent-edges",
         "own-direction", "direction-logical", "mixed-edges", "root-edges"]
WORDS = ["a", "ab", "abc", "abcd", "x", "xy", "xyz", "hi", "yo", "ga", "flex",
         "box", "row"]


class Node:
    def __init__(self, parent, depth):
        self.parent = parent
        self.depth = depth
        self.children = []
        self.style = {}
        self.text = None
        # content-box size when known and definite (for percentages)
        self.inner_w = None
        self.inner_h = None
        # padding box (for absolute children's percentages)
        self.pad_w = None
        self.pad_h = None

    def to_json(self):
        d = {}
        if self.style:
            d["style"] = self.style
        if self.text is not None:
            d["text"] = self.text
        if self.children:
            d["children"] = [c.to_json() for c in self.children]
        return d


class Gen:
    def __init__(self, rng, feats, allow, args):
        self.r = rng
        self.f = feats
        self.a = allow
        self.args = args

    def on(self, feat, p):
        return feat in self.f and self.r.random() < p

    # -- helpers ----------------------------------------------------------
    def size(self, lo=10, hi=200, step=10):
        return self.r.randrange(lo, hi + 1, step)

    def pct_of(self, ref, choices=(10, 20, 25, 50, 75, 100)):
        """A percentage p with p% of ref an integer, or None."""
        if ref is None:
            return None
        ok = [p for p in choices if (ref * p) % 100 == 0]
        return self.r.choice(ok) if ok else None

    def edge_value(self, ref_w, pct_ok=True):
        if pct_ok and self.on("percent", 0.1):
            p = self.pct_of(ref_w, (5, 10, 20))
            if p is not None:
                return "%d%%" % p, ref_w * p // 100
        v = self.r.choice([0, 1, 2, 3, 5, 5, 10, 10, 15, 20])
        return v, v

    def edges(self, st, base, ref_w, allow_pct=True, logical_ok=True):
        """Random edges of `base` into st; returns their px values
        {"l", "t", "r", "b"} (start/end counted as left/right)."""
        vals = {"l": 0, "t": 0, "r": 0, "b": 0}
        mode = self.r.random()
        if mode < 0.25:
            v, px = self.edge_value(ref_w, allow_pct)
            st[base] = v
            vals = dict.fromkeys(vals, px)
        elif mode < 0.4:
            v, px = self.edge_value(ref_w, allow_pct)
            st[base + "Horizontal"] = v
            vals["l"] = vals["r"] = px
            v, px = self.edge_value(ref_w, allow_pct)
            st[base + "Vertical"] = v
            vals["t"] = vals["b"] = px
        else:
            # per node: horizontal edges all physical or all logical
            logical = logical_ok and self.on("logical", 0.3)
            if "mixed-edges" in self.a:
                logical = None
            for e, k in (("Left", "l"), ("Top", "t"), ("Right", "r"),
                         ("Bottom", "b")):
                if self.r.random() < 0.5:
                    v, px = self.edge_value(ref_w, allow_pct)
                    name = e
                    lg = self.on("logical", 0.3) if logical is None else logical
                    if k in "lr" and lg:
                        # start/end: px value is direction-dependent, but the
                        # sum left+right is what sizes need
                        name = "Start" if k == "l" else "End"
                    st[base + name] = v
                    vals[k] = px
        return vals

    @staticmethod
    def strip_main(st, base, vals, main_row):
        """Drop the main-axis edges of `base` (padding/border) from st."""
        main = ("Left", "Right", "Start", "End", "Horizontal") if main_row \
            else ("Top", "Bottom", "Vertical")
        cross = ("Top", "Bottom") if main_row else ("Left", "Right")
        if base in st:
            v = st.pop(base)
            for e in cross:
                st.setdefault(base + e, v)
        for e in main:
            st.pop(base + e, None)
        for k in (("l", "r") if main_row else ("t", "b")):
            vals[k] = 0
        return vals

    @staticmethod
    def room(st, dim, val, need):
        """Keep a content box of at least 10px: Yoga measures the children of
        a box whose padding/border fill it at 0 and clamps them (Chrome lets
        them overflow).  Returns the (possibly raised) border-box size."""
        if val is None or val >= need + 10:
            return val
        val = -(-(need + 10) // 10) * 10
        st[dim] = val
        return val

    # -- tree -------------------------------------------------------------
    def shape(self, nnodes):
        root = Node(None, 0)
        nodes = [root]
        for _ in range(nnodes - 1):
            cands = [n for n in nodes if n.depth < self.args.depth and
                     len(n.children) < self.args.children]
            if not cands:
                break
            # prefer deeper, recent nodes a little, for some nesting
            weights = [1 + n.depth for n in cands]
            p = self.r.choices(cands, weights)[0]
            c = Node(p, p.depth + 1)
            p.children.append(c)
            nodes.append(c)
        return root, nodes

    def case(self, name, nnodes):
        r = self.r
        web = self.on("webdefaults", 0.15)
        scale = r.choice(self.args.scale_factors)
        case = {"name": name,
                "source": "",
                "config": {"webDefaults": web, "pointScaleFactor": scale,
                           "errata": []},
                "availableWidth": None, "availableHeight": None}
        root, nodes = self.shape(nnodes)
        self.web = web
        for n in nodes[1:]:
            if not n.children and self.on("text", 0.25):
                n.will_text = True
        aw = ah = None
        if self.on("available", 0.3):
            aw = self.size(60, 400, 20)
            if r.random() < 0.6:
                ah = self.size(60, 400, 20)
            case["availableWidth"], case["availableHeight"] = aw, ah
        self.style_root(root, aw, ah)
        self.fill_children(root)
        case["root"] = root.to_json()
        return case

    def container_style(self, n, st):
        """Flex-container properties of n (records its axis and wrap)."""
        r = self.r
        fd = "column" if not self.web else "row"
        if self.on("direction", 0.6):
            fd = r.choice(["row", "row", "column", "row-reverse",
                           "column-reverse"])
            st["flexDirection"] = fd
        n.fd = fd
        n.row = fd.startswith("row")
        n.reverse = fd.endswith("reverse")
        n.wrap = False
        if len(n.children) > 1 and self.on("wrap", 0.3):
            # wrap only with a fixed main size (Yoga ignores alignContent
            # and clamps the cross size to the available space when the
            # main size comes from content); column wrap also needs a fixed
            # width (Chrome's column-wrap intrinsic width)
            main_ok = (n.inner_w if n.row else n.inner_h) is not None
            col_ok = n.row or n.inner_w is not None
            if (main_ok and col_ok) or "wrap-indefinite" in self.a:
                st["flexWrap"] = "wrap"
                if "wrap-reverse" in self.a and r.random() < 0.35:
                    st["flexWrap"] = "wrap-reverse"
                n.wrap = True
        if self.on("justify", 0.4):
            opts = ["flex-start", "center", "flex-end", "space-between",
                    "space-around", "space-evenly"]
            if n.reverse and "reverse-space" not in self.a:
                opts = opts[:4]
            st["justifyContent"] = r.choice(opts)
        # baseline: Yoga and Chrome agree on leaf items (baseline = bottom
        # edge) aligned by the container's alignItems, in one row line
        n.baseline_ok = (n.row and not n.wrap and all(
            not c.children and c.text is None and
            not getattr(c, "will_text", False) for c in n.children)) or \
            "baseline-nested" in self.a
        n.align_items = "stretch"
        if self.on("align", 0.4):
            opts = ["flex-start", "center", "flex-end", "stretch"]
            if n.baseline_ok and self.on("baseline", 0.3):
                opts = ["baseline"]
            n.align_items = r.choice(opts)
            st["alignItems"] = n.align_items
        # in a baseline layout Yoga ignores the items' own alignSelf
        n.no_align_self = n.align_items == "baseline" and \
            "baseline-nested" not in self.a
        n.no_stretch = False
        if n.wrap and self.on("align", 0.5):
            opts = ["flex-start", "center", "flex-end", "stretch",
                    "space-between", "space-around", "space-evenly"]
            if st["flexWrap"] == "wrap-reverse" and "reverse-space" not in self.a:
                opts = opts[:5]
            st["alignContent"] = r.choice(opts)
            # Yoga does not apply such alignContent to lines of stretched
            # items: keep the items unstretched there
            if st["alignContent"] not in ("flex-start", "stretch") and \
                    "wrap-stretch" not in self.a:
                n.no_stretch = True
                if n.align_items == "stretch":
                    n.align_items = r.choice(["flex-start", "center", "flex-end"])
                    st["alignItems"] = n.align_items
        if len(n.children) > 1 and self.on("gap", 0.25):
            which = r.choice(["gap", "rowGap", "columnGap"])
            # percentage gaps resolve against this node's content box
            ref = n.inner_w if which != "rowGap" else n.inner_h
            if which == "gap":
                ref = n.inner_w if n.inner_w == n.inner_h else None
            p = self.pct_of(ref, (5, 10)) if self.on("percent", 0.3) else None
            st[which] = "%d%%" % p if p else r.choice([2, 5, 10, 20])

    def style_root(self, root, aw, ah):
        r = self.r
        st = root.style
        # no size: stretch to the available size, or max-content / content
        # height when that is null
        if r.random() < (0.85 if aw is None else 0.4):
            st["width"] = self.size(60, 400, 20)
        if r.random() < (0.85 if ah is None else 0.4):
            st["height"] = self.size(60, 400, 20)
        # sizes that children may take percentages of: the root's own; a size
        # that comes from availableWidth/Height is left out (Yoga resolves
        # some percentages, e.g. min/max, against the available size itself)
        w = st.get("width", aw if "pct-available" in self.a else None)
        h = st.get("height", ah if "pct-available" in self.a else None)
        pads = {"l": 0, "t": 0, "r": 0, "b": 0}
        if self.on("padding", 0.3):
            # root percentages resolve against the available width
            pads = self.edges(st, "padding", aw)
        bords = {"l": 0, "t": 0, "r": 0, "b": 0}
        if self.on("border", 0.2):
            bords = self.edges(st, "border", None, allow_pct=False)
        if "root-edges" in self.a and self.on("margin", 0.3):
            self.edges(st, "margin", None, allow_pct=False)
        if "width" in st:
            w = self.room(st, "width", w, pads["l"] + pads["r"] + bords["l"] + bords["r"])
        if "height" in st:
            h = self.room(st, "height", h, pads["t"] + pads["b"] + bords["t"] + bords["b"])
        self.set_inner(root, w, h, pads, bords)
        root.cbase = root
        if root.children:
            self.container_style(root, st)

    def set_inner(self, n, w, h, pads, bords):
        def inner(v, a, b):
            if v is None or not isinstance(v, (int, float)):
                return None
            x = v - a - b
            return x if x >= 0 else None

        n.pad_w = inner(w, bords["l"], bords["r"])
        n.pad_h = inner(h, bords["t"], bords["b"])
        n.inner_w = inner(n.pad_w, pads["l"], pads["r"])
        n.inner_h = inner(n.pad_h, pads["t"], pads["b"])

    def fill_children(self, n):
        for c in n.children:
            self.style_node(c, n)
        for c in n.children:
            if c.children:
                self.fill_children(c)

    def style_node(self, n, parent):
        r = self.r
        st = n.style
        a = self.a
        n.fd = "column"
        n.row = False
        n.reverse = False
        # flex parent = nearest non-contents ancestor
        fp = parent
        while getattr(fp, "contents", False):
            fp = fp.parent
        main_row = fp.row
        in_contents = fp is not parent
        is_text = getattr(n, "will_text", False)
        text_fit = is_text and "text-fit" in a
        # an own direction (opt-in): Yoga resolves start/end edges and
        # insets of such a node in its parent's direction, CSS in its own,
        # and random trees with overrides disagree often
        if n.children and "own-direction" in a and self.on("direction", 0.2):
            st["direction"] = r.choice(["ltr", "rtl"])
        logical_ok = "direction" not in st or "direction-logical" in a
        # positioned?  (no absolute children of display:contents nodes)
        n.absolute = False
        if not in_contents and (not is_text or text_fit) and \
                self.on("absolute", 0.12):
            n.absolute = True
            st["positionType"] = "absolute"
        elif self.on("absolute", 0.05):
            st["positionType"] = "static"
        # containing block of absolute nodes: nearest non-static ancestor
        cb = parent.cbase
        n.cbase = parent.cbase if st.get("positionType") == "static" else n
        # display none / contents
        n.contents = False
        if self.on("none", 0.04):
            st["display"] = "none"
        elif n.children and not n.absolute and self.on("contents", 0.06):
            st.clear()
            st["display"] = "contents"
            n.contents = True
            n.cbase = parent.cbase
            n.row, n.fd, n.reverse = fp.row, fp.fd, fp.reverse
            n.wrap = getattr(fp, "wrap", False)
            n.inner_w = n.inner_h = n.pad_w = n.pad_h = None
            n.baseline_ok = getattr(fp, "baseline_ok", False)
            return

        # references for percentages
        if n.absolute:
            ref_w = cb.pad_w if cb is not None else None
            ref_h = cb.pad_h if cb is not None else None
        elif in_contents and "pct-indefinite" not in a:
            ref_w = ref_h = None
        else:
            ref_w, ref_h = fp.inner_w, fp.inner_h
        if "pct-indefinite" in a:
            ref_w = ref_w if ref_w is not None else 100
            ref_h = ref_h if ref_h is not None else 100

        # flexibility.  A flex basis (flexBasis, or `flex` which sets it) only
        # where the parent's main size is definite: in a content-sized
        # container Chrome sizes the container from the items' preferred
        # sizes, Yoga from their flex bases.
        flexible = False
        basis_ok = (fp.inner_w if main_row else fp.inner_h) is not None \
            and not in_contents or "basis-indefinite" in a
        if not n.absolute and self.on("flex", 0.45):
            k = r.random()
            if k < 0.2 and basis_ok:
                st["flex"] = r.choice([1, 1, 2, -1])
                flexible = True
            else:
                if r.random() < 0.6:
                    st["flexGrow"] = r.choice([0, 1, 1, 2, 3])
                    flexible |= st["flexGrow"] > 0
                if r.random() < 0.4:
                    st["flexShrink"] = r.choice([0, 1, 1, 2])
                    flexible |= st["flexShrink"] > 0
                if r.random() < 0.4 and basis_ok:
                    main_ref = ref_w if main_row else ref_h
                    p = self.pct_of(main_ref) if self.on("percent", 0.3) else None
                    st["flexBasis"] = "%d%%" % p if p else self.size(0, 150, 10)
                    flexible = True
        if self.web and "flexShrink" not in st and "flex" not in st:
            flexible = True  # web default shrink 1

        # sizes
        w = h = None
        for dim, ref in (("width", ref_w), ("height", ref_h)):
            if is_text and r.random() < 0.7:
                continue
            if not self.on("fixed", 0.6):
                continue
            p = self.pct_of(ref) if self.on("percent", 0.25) else None
            if p:
                st[dim] = "%d%%" % p
                val = ref * p // 100
            else:
                val = self.size(10, 200, 10)
                st[dim] = val
            if dim == "width":
                w = val
            else:
                h = val
        # Text leaves are measured exactly only at a definite width: a fixed
        # width, or stretched by a column parent of fixed width.  At an "at
        # most" width Chrome uses fit-content / max-content flex bases where
        # Yoga clamps the measured width to the available space.
        if is_text and not text_fit and w is None:
            stretched = not main_row and not getattr(fp, "wrap", False) \
                and fp.inner_w is not None and not in_contents
            if stretched and getattr(fp, "align_items", "stretch") != "stretch":
                st["alignSelf"] = "stretch"
            if not stretched:
                w = self.size(10, 150, 10)
                st["width"] = w
        if "keywords" in a and not n.absolute and self.r.random() < 0.05:
            st[r.choice(["width", "height"])] = r.choice(
                ["max-content", "fit-content", "stretch"])

        # min / max (only on auto axes)
        for dim, ref, cur in (("Width", ref_w, w), ("Height", ref_h, h)):
            if cur is not None or (is_text and not text_fit) or \
                    not self.on("minmax", 0.2):
                continue
            is_main = (dim == "Width") == main_row and not n.absolute
            if is_main and flexible and "flex-minmax" not in a:
                continue
            kind = r.choice(["min", "max", "both"])
            lo = self.size(10, 100, 10)
            hi = lo + self.size(0, 100, 10)
            if kind == "both":
                st["min" + dim], st["max" + dim] = lo, hi
                continue
            p = self.pct_of(ref, (10, 20, 25, 50)) if self.on("percent", 0.2) else None
            st[kind + dim] = "%d%%" % p if p else lo

        # aspect ratio (safe subset: leaves; CSS floors a box with an aspect
        # ratio at its content size, Yoga does not)
        if self.on("aspect", 0.1) and not is_text and (
                not n.children or "aspect-flex" in a) and \
                not getattr(fp, "no_align_self", False):
            fixed = [d for d in ("width", "height")
                     if isinstance(st.get(d), int) and st[d] % 20 == 0]
            safe = (len(fixed) == 1 and not flexible and not any(
                k.startswith(("min", "max")) for k in st))
            if safe or "aspect-flex" in a:
                if fixed:
                    other = "height" if fixed[0] == "width" else "width"
                    st.pop(other, None)
                st["aspectRatio"] = r.choice([0.5, 1, 2])
                if not n.absolute and "aspect-flex" not in a:
                    st["alignSelf"] = r.choice(["flex-start", "center",
                                                "flex-end"])
                if fixed:
                    v = st[fixed[0]]
                    ar = st["aspectRatio"]
                    ov = v / ar if fixed[0] == "width" else v * ar
                    if fixed[0] == "width":
                        h = int(ov)
                    else:
                        w = int(ov)

        # margins
        # (no percentages on absolute nodes' margins/padding: Yoga resolves
        # the vertical ones against the containing block's height)
        edge_ref = None if n.absolute and "abs-percent-edges" not in a else ref_w
        ms = {"l": 0, "t": 0, "r": 0, "b": 0}
        if self.on("margin", 0.35):
            ms = self.edges(st, "margin", edge_ref, logical_ok=logical_ok)
        # in a wrapping container Yoga ignores cross-axis margins of
        # flex-start / center items (it adds the inset instead)
        fp_wrap = getattr(fp, "wrap", False)
        if fp_wrap and not n.absolute and "wrap-cross-margin" not in a:
            self.strip_main(st, "margin", ms, not fp.row)
        if not n.absolute and not (is_text and not text_fit) and \
                not (fp_wrap and "wrap-cross-margin" not in a) and \
                self.on("auto-margin", 0.08):
            st[r.choice(["marginLeft", "marginRight", "marginTop",
                         "marginBottom", "margin"])] = "auto"
        if n.absolute and "abs-auto-margin" in a and self.on("auto-margin", 0.1):
            st["margin"] = "auto"
        pads = {"l": 0, "t": 0, "r": 0, "b": 0}
        bords = {"l": 0, "t": 0, "r": 0, "b": 0}
        if "aspectRatio" not in st or "aspect-flex" in a:
            if self.on("padding", 0.3):
                pads = self.edges(st, "padding", edge_ref, logical_ok=logical_ok)
            if self.on("border", 0.2):
                bords = self.edges(st, "border", None, allow_pct=False,
                                   logical_ok=logical_ok)
        # a shrinkable item: no main-axis padding/border (CSS scales the flex
        # shrink factor by the content-box base size, Yoga by the border-box
        # one; and when the padding floor stops an item that can also grow
        # from shrinking, Yoga places the line as if it had shrunk)
        flex = st.get("flex", 0)
        grow = st.get("flexGrow", flex if flex > 0 else 0)
        shrink = st.get("flexShrink", -flex if flex < 0 and not self.web
                        else 1 if self.web else 0)
        if shrink > 0 and not n.absolute and "shrink-padding" not in a:
            self.strip_main(st, "padding", pads, main_row)
            self.strip_main(st, "border", bords, main_row)
        if "room" not in a:
            w = self.room(st, "width", w, pads["l"] + pads["r"] + bords["l"] + bords["r"])
            h = self.room(st, "height", h, pads["t"] + pads["b"] + bords["t"] + bords["b"])

        # insets
        if n.absolute or (st.get("positionType") != "static" and
                          self.on("absolute", 0.05)):
            # no insets in *-reverse containers: Yoga mirrors them on the
            # main axis (flex_direction_row_reverse_inner_pos_*)
            reverse_ok = not fp.reverse or "reverse-insets" in a
            if fp_wrap and not n.absolute and "wrap-cross-margin" not in a:
                reverse_ok = False
            for k, ref in (("left", ref_w), ("right", ref_w), ("top", ref_h),
                           ("bottom", ref_h)):
                # a relative node: one inset per axis (with both, CSS picks
                # by the parent's direction, Yoga by the node's own)
                pair = {"right": ("left", "start"), "bottom": ("top",)}.get(k, ())
                if not n.absolute and any(x in st for x in pair) and \
                        "relative-both-insets" not in a:
                    continue
                if reverse_ok and r.random() < 0.45:
                    p = self.pct_of(ref, (10, 20, 25, 50)) if self.on(
                        "percent", 0.2) else None
                    key = k
                    if k in ("left", "right") and logical_ok and \
                            self.on("logical", 0.25):
                        key = "start" if k == "left" else "end"
                    st[key] = "%d%%" % p if p else r.choice([0, 5, 10, 20, 30])

        # box sizing
        if self.on("boxsizing", 0.08) and (
                "flexBasis" not in st or "contentbox-basis" in a):
            st["boxSizing"] = "content-box"
            if w is not None and pads is not None and bords is not None:
                w += pads["l"] + pads["r"] + bords["l"] + bords["r"]
            if h is not None and pads is not None and bords is not None:
                h += pads["t"] + pads["b"] + bords["t"] + bords["b"]

        # overflow
        if self.on("overflow", 0.06) and w is not None and h is not None:
            st["overflow"] = r.choice(["hidden", "hidden", "scroll"])

        # alignSelf
        if not n.absolute and "alignSelf" not in st and not (
                is_text and not text_fit and "width" not in st) and \
                self.on("align", 0.15):
            opts = ["auto", "flex-start", "center", "flex-end", "stretch"]
            if getattr(fp, "no_stretch", False):
                opts = opts[:4]
            if "baseline-nested" in a and self.on("baseline", 0.3):
                opts = ["baseline"]
            if not getattr(fp, "no_align_self", False):
                st["alignSelf"] = r.choice(opts)

        # definiteness of this node's size for its children's percentages:
        # fixed and neither flexed nor stretched nor clamped
        def_w = w if isinstance(w, int) and not (main_row and flexible) else None
        def_h = h if isinstance(h, int) and not (not main_row and flexible) else None
        if n.absolute:
            def_w = w if isinstance(w, int) else None
            def_h = h if isinstance(h, int) else None
        if "aspectRatio" in st:
            def_w = def_h = None
        self.set_inner(n, def_w, def_h, pads, bords)

        # automatic minimum size -> explicit 0 on the main axis
        has_content = bool(n.children) or is_text
        main_fixed = (w if main_row else h) is not None
        if has_content and not n.absolute and "min-auto" not in a and (
                flexible or not main_fixed):
            key = "minWidth" if main_row else "minHeight"
            st.setdefault(key, 0)

        if is_text:
            words = [r.choice(WORDS) for _ in range(r.randint(1, 5))]
            txt = words[0]
            for wd in words[1:]:
                txt += ("\u200b" if r.random() < 0.15 else " ") + wd
            n.text = txt
            if r.random() < 0.2:
                st["fontSize"] = r.choice([5, 10, 15, 20])
            return
        if n.children:
            self.container_style(n, st)


def parse_list(s, universe, what):
    if s is None:
        return []
    if s == "all":
        return list(universe)
    out = [x.strip() for x in s.split(",") if x.strip()]
    for x in out:
        if x not in universe:
            sys.exit("unknown %s %r (choose from %s)" % (what, x, ", ".join(universe)))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--index", type=int)
    ap.add_argument("--nodes", default="2-12")
    ap.add_argument("--depth", type=int, default=4)
    ap.add_argument("--children", type=int, default=5)
    ap.add_argument("--features")
    ap.add_argument("--without")
    ap.add_argument("--allow")
    ap.add_argument("--scale-factors", default="1")
    ap.add_argument("--name", default="rand")
    ap.add_argument("-o", "--output")
    args = ap.parse_args(argv)
    feats = set(parse_list(args.features, FEATURES, "feature")
                if args.features else FEATURES)
    feats -= set(parse_list(args.without, FEATURES, "feature"))
    allow = set(parse_list(args.allow, ALLOW, "--allow item"))
    lo, _, hi = args.nodes.partition("-")
    lo, hi = int(lo), int(hi or lo)
    args.scale_factors = [float(x) if "." in x else int(x)
                          for x in args.scale_factors.split(",")]
    cmdline = "gen_random_flex.py --seed %d --nodes %s --depth %d --children %d" % (
        args.seed, args.nodes, args.depth, args.children)
    if args.features:
        cmdline += " --features " + args.features
    if args.without:
        cmdline += " --without " + args.without
    if args.allow:
        cmdline += " --allow " + args.allow
    if args.scale_factors != [1]:
        cmdline += " --scale-factors " + ",".join(map(str, args.scale_factors))

    def one(i):
        rng = random.Random("%d/%d" % (args.seed, i))
        g = Gen(rng, feats, allow, args)
        c = g.case("%s_%d_%d" % (args.name, args.seed, i), rng.randint(lo, hi))
        c["source"] = "%s --index %d (random; no expected frames)" % (cmdline, i)
        return c

    if args.index is not None:
        data = one(args.index)
    else:
        data = [one(i) for i in range(args.count)]
    text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
