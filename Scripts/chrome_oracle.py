#!/usr/bin/env python3
"""chrome_oracle.py - fill flex-case "expected" frames from real Chromium.

An independent oracle for flexbox layout: every flex-case (see
Docs/FlexCaseFormat.md) is rendered as HTML, laid out by headless Chromium,
and each node's border box is read back (getBoundingClientRect), relative to
its parent's border box, for direction ltr and rtl.  Python 3 stdlib only,
plus the `chromium` binary (Debian: `apt-get install chromium`).

Usage
-----
  chrome_oracle.py [options] INPUT... [-o OUT | --in-place]

  INPUT         flex-case JSON file (one case or an array), a directory (all
                *.json in it, sorted), or "-" for stdin.  Any "expected" in
                the input is ignored (and replaced).
  -o OUT        write the result there (default stdout).  One input holding a
                single case gives a single case; anything else an array.
  --in-place    rewrite each input file with "expected" filled.
  --compare     do not write cases: compare Chrome's frames with each case's
                existing "expected" and print agreement (per file and per
                feature category) plus every disagreement.
                --report FILE writes the details as JSON.
  --tolerance T compare tolerance, default 0.01 (the spec's).
  --batch-size N cases per HTML page / Chromium run (default 500).
  --jobs J      Chromium processes in parallel (default 2).
  --directions  comma list, default "ltr,rtl".
  --min-size-zero     give every div `min-width:0; min-height:0`, i.e. no
                CSS automatic minimum size, for every case (what Yoga's
                MinSizeUndefinedInsteadOfAuto erratum does; Yoga's default
                config sets it).  Default: CSS's `auto`, as gentest's template
                and errata [] (standards mode) have it.
  --min-size-auto     keep CSS's automatic minimum size in cases with
                config.webDefaults false too.  Default, as the spec says:
                those cases (Yoga's defaults) get no automatic minimum size.
  --web-css-defaults  for cases with config.webDefaults=true use plain CSS
                initial values (content-box, position:static, ...) with only
                display:flex added.  Default: the spec's reading, i.e. Yoga's
                defaults with flexDirection row, flexShrink 1, alignContent
                stretch (Yoga's UseWebDefaults keeps border-box/relative).
  --gentest-root  lay the root out exactly as Yoga's gentest does (absolute,
                static position, in a 0x0 absolute container) instead of the
                spec's availableWidth/Height semantics (see below).
  config.errata: MinSizeUndefinedInsteadOfAuto (also implied by All and
                Classic) is emulated with min-width/min-height 0 on every div of
                the case; the other Yoga errata have no CSS equivalent and are
                reported as warnings (the frames are then standards CSS).
  --no-text-rounding  round text leaves like other nodes (default: Yoga's
                NodeType::Text rounding, i.e. never round their size down).
  --keep-html DIR     keep the generated pages there (debugging).
  --chromium PATH     browser binary (default: $CHROMIUM or `chromium`).
  --font-file F --font-family NAME   use another font for text leaves (e.g.
                the real Ahem.ttf, family "Ahem", to cross-check the built-in
                one).
  --timeout S   seconds per Chromium run (default 180); a failing batch is
                split in halves and retried, so one bad case cannot sink a run.
  -q            quiet (no progress on stderr).

Limit: Chromium's HTML parser nests at most 512 elements and flattens deeper
trees, so frames of nodes deeper than about 500 levels are not the browser's
answer for that tree; keep oracle cases shallower than that.

Examples
  Scripts/chrome_oracle.py cases.json -o cases.expected.json
  Scripts/gen_random_flex.py --seed 7 --count 500 | Scripts/chrome_oracle.py - -o r.json
  Scripts/chrome_oracle.py --compare Tests/FlexConformanceTests/Fixtures/yoga

How a case becomes HTML
-----------------------
Each node is a <div>.  A stylesheet gives every div Yoga's defaults, copied
from Yoga's gentest/test-template.html: box-sizing:border-box;
position:relative; border:0 solid; margin/padding 0; display:flex;
flex-direction:column; align-items:stretch; align-content:flex-start;
justify-content:flex-start; flex-shrink:0.  With config.webDefaults the three
web defaults (row, 1, stretch) replace column/0/flex-start.  Style keys map to
their CSS properties; Yoga's `flex: N` is expanded with Yoga's rules (N>0:
grow N, basis 0 (auto with webDefaults); N<0: shrink -N); edge keys are emitted
in Yoga's precedence order (all, horizontal/vertical, physical, start/end; the
later CSS declaration wins, as in Yoga); start/end insets become
inset-inline-start/end.  Scrollbars take no space (scrollbar-width:none and
--hide-scrollbars), as Yoga has none.

The root sits in a wrapper of the available size (ltr), positioned absolutely
with insets 0, which is CSS's "stretch-fit" and matches Yoga's calculateLayout
(StretchFit to the available size minus margins, or the style size).  A null
availableWidth gives a 10^5 px wide wrapper and right:auto, i.e. shrink-to-fit
= max-content, Yoga's MaxContent; a null availableHeight gives bottom:auto
(content height).  A root maxWidth/maxHeight without a definite size gives
fit-content, as Yoga does.  Percentages on the root against a null size are
dropped (auto / 0), as Yoga resolves them to undefined, and so are `stretch`
sizes (nothing to fill: with indefinite available space `stretch` behaves as
`auto`, CSS Sizing 4 stretch-fit sizing, csswg-drafts#11006); auto
margins on the root are 0; root insets shift it (Yoga's relative offset of
the root).  The root always generates a box: `display: contents` on it is
laid out as `flex` and reported as a box (CSS Display 3 §2.8 computes a root
element's `contents` to a box), not as the wrapper's children.
Direction: the root gets `direction: ltr|rtl` (unless its style fixes one);
the wrapper stays ltr, so root positions are the same in both directions.

Yoga's `alignItems: auto` and `alignItems/alignSelf: space-*` have no CSS
meaning and are left at the default (with a warning).  `flexBasis: stretch` is
emitted as gentest wrote it, `-webkit-fill-available`, which Chrome rejects
(-> auto): that is what Yoga's conformance frames record, whereas Chrome 138+
would honour a real `flex-basis: stretch`.

Text leaves: the div (display:flex like every node, as in gentest) holds one
block, like the anonymous flex item Chrome makes around bare text, in which
every word (run between U+0020/U+200B) is a `white-space:nowrap` element, so
lines break only at U+0020 and U+200B (Chrome would also break after '-',
'/', between CJK characters, ...).  A row-direction leaf therefore wraps at
max(width, longest word), as in gentest.  The font is generated here (see
build_ahem_font; Debian ships no Ahem package): every character an em square,
U+0020/U+00A0 blank and em-wide, U+200B and other zero-width characters
zero-wide, ascent 820/1024 em, descent 204/1024 em; `font: 10px/1` as gentest,
font-size = style.fontSize (default 10) set on each text leaf (never
inherited).  It is installed for the run through a private fontconfig file
(FONTCONFIG_FILE), so it is a synchronous system font: no web-font loading
race.  Against the real Ahem.ttf it gives identical frames at the sizes where
Ahem itself is exact (10, 20 px ...: 1600 random cases, baselines included)
and exact em multiples where real Ahem picks up +1/64 px from Chrome's float
advances (5, 15 px ...).  Hinting is off (--font-render-hinting=none), device
scale factor 1.

Measurement and rounding
------------------------
Chrome lays out in LayoutUnits (1/64 px); getBoundingClientRect returns them
exactly.  The raw frames are rounded as Yoga does (roundLayoutResultsToPixelGrid):
with s = config.pointScaleFactor (default 1; 0 = no rounding), left/top =
round(relative position), width = round(abs right) - round(abs left) with
round = Yoga's roundValueToPixelGrid (half up); text leaves (Yoga
NodeType::Text) are never rounded down.  This is also what gentest does with
Math.round.  display:none nodes (and their subtrees) get all-zero frames;
display:contents nodes get zero frames and their children are placed relative
to the nearest ancestor that has a box (both as Yoga reports them).
Compare rounded frames (pointScaleFactor >= 1) with the spec's 0.01; with
pointScaleFactor 0 the frames are Chrome's LayoutUnits, which differ from a
float engine by up to 1/64 px per step (fractions like 100/3 are floored to
1/64), so compare those with ~0.05.  Output is deterministic: the same input
gives the same bytes, whatever --batch-size / --jobs.
"""

import argparse
import concurrent.futures
import html
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
sys.setrecursionlimit(100000)  # deep trees (1,000+ levels) in JSON and in the walkers
import tempfile
import threading

FONT_FAMILY = "FlexOracleAhem"
BIG = 100000  # wrapper width for a null availableWidth (max-content)
ZERO_WIDTH = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD}
BLANK = {0x0020, 0x00A0}

# --------------------------------------------------------------------------
# Ahem-equivalent font


def build_ahem_font(family=FONT_FAMILY, upem=1024, asc=820, desc=204):
    """A TrueType font with Ahem's layout metrics, built from scratch.

    Glyphs: .notdef and "square" = filled em box, advance 1 em; "space"
    blank, advance 1 em (U+0020, U+00A0); "zero" blank, advance 0 (U+200B-200D,
    U+2060, U+FEFF, U+00AD).  Every other code point U+0021..U+10FFFF (no
    surrogates) maps to the square: cmap format 4 (3,1) for U+0020..U+2FFF and
    format 13 (3,10) (many-to-one ranges) for all of Unicode.  No kerning,
    ligatures or hinting.  Metrics: Ahem has upem 1000, ascent 800, descent
    200; here upem is 1024 (ascent 820, descent 204), because Chrome computes
    advances as size * (advance / upem) in float and, with upem 1000, gets
    e.g. 9.0000004 px at 9px, which LayoutUnit::FromFloatCeil turns into
    +1/64 px per text run at many sizes (real Ahem does this too); with a
    power-of-two upem every advance is exact.  Blink snaps the ascent to whole
    pixels (flooring in some paths), so the ascent is a hair above 0.8 em
    (820/1024): baselines then equal Ahem's at every integer size (819/1024
    loses a pixel where Blink floors).
    """

    def square():
        pts = [(0, -desc), (0, asc), (upem, asc), (upem, -desc)]
        g = struct.pack(">hhhhh", 1, 0, -desc, upem, asc)
        g += struct.pack(">HH", 3, 0) + bytes([1, 1, 1, 1])
        px = py = 0
        xs = ys = b""
        for x, y in pts:
            xs += struct.pack(">h", x - px)
            ys += struct.pack(">h", y - py)
            px, py = x, y
        return g + xs + ys

    glyphs = [square(), b"", square(), b""]  # notdef, space, square, zero
    adv = [upem, upem, upem, 0]

    def gid(c):
        if c in ZERO_WIDTH:
            return 3
        if c in BLANK:
            return 1
        return 2

    glyf = b""
    loca = []
    for g in glyphs:
        loca.append(len(glyf) // 2)
        glyf += g + b"\0" * (len(g) % 2)
    loca.append(len(glyf) // 2)
    loca_t = b"".join(struct.pack(">H", o) for o in loca)
    hmtx = b"".join(struct.pack(">Hh", a, 0) for a in adv)

    # cmap format 4: one segment U+0020..U+2FFF via glyphIdArray + 0xFFFF
    s0, e0 = 0x20, 0x2FFF
    nseg = 2
    sr = 2 * (2 ** int(math.log2(nseg)))
    f4 = struct.pack(">HHHH", 2 * nseg, sr, int(math.log2(sr // 2)), 2 * nseg - sr)
    f4 += struct.pack(">HH", e0, 0xFFFF) + b"\0\0"
    f4 += struct.pack(">HH", s0, 0xFFFF)
    f4 += struct.pack(">hh", 0, 1)
    f4 += struct.pack(">HH", 2 * nseg, 0)  # offset from idRangeOffset[0]
    f4 += b"".join(struct.pack(">H", gid(c)) for c in range(s0, e0 + 1))
    f4 = struct.pack(">HHH", 4, 6 + len(f4), 0) + f4
    # cmap format 13 over all of Unicode
    groups = []
    c0 = 0x20
    for c in sorted(ZERO_WIDTH | BLANK):
        if c0 <= c - 1:
            groups.append((c0, c - 1, 2))
        groups.append((c, c, gid(c)))
        c0 = c + 1
    groups.append((c0, 0xD7FF, 2))
    groups.append((0xE000, 0x10FFFF, 2))
    groups.sort()
    f13 = struct.pack(">HHIII", 13, 0, 16 + 12 * len(groups), 0, len(groups))
    f13 += b"".join(struct.pack(">III", *g) for g in groups)
    hdr = 4 + 8 * 3
    cmap = struct.pack(">HH", 0, 3)
    cmap += struct.pack(">HHI", 0, 3, hdr) + struct.pack(">HHI", 3, 1, hdr)
    cmap += struct.pack(">HHI", 3, 10, hdr + len(f4)) + f4 + f13

    head = struct.pack(">IIIIHHqqhhhhHHhhh", 0x00010000, 0x00010000, 0,
                       0x5F0F3CF5, 0x000B, upem, 0, 0, 0, -desc, upem, asc,
                       0, 8, 2, 0, 0)
    hhea = struct.pack(">IhhhHhhhhhhhhhhhH", 0x00010000, asc, -desc, 0, upem,
                       0, -desc, upem, 1, 0, 0, 0, 0, 0, 0, 0, len(adv))
    maxp = struct.pack(">IHHHHHHHHHHHHHH", 0x00010000, len(glyphs), 4, 1,
                       0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0)
    os2 = struct.pack(">HhHHHhhhhhhhhhhh", 4, upem, 400, 5, 0, 650, 600, 0, 75,
                      650, 600, 0, 350, 50, 300, 0)
    os2 += bytes(10) + struct.pack(">IIII", 1, 0, 0, 0) + b"NONE"
    os2 += struct.pack(">HHHhhhHH", 0x40 | 0x80, 0x20, 0xFFFF, asc, -desc, 0,
                       asc, desc)
    os2 += struct.pack(">II", 1, 0) + struct.pack(">hhHHH", 400, 700, 0, 0x20, 0)
    names = [(1, family), (2, "Regular"), (3, family + " Regular"),
             (4, family), (5, "Version 1.0"), (6, family)]
    recs = strs = b""
    for nid, s in names:
        b = s.encode("utf-16-be")
        recs += struct.pack(">HHHHHH", 3, 1, 0x409, nid, len(b), len(strs))
        strs += b
    name = struct.pack(">HHH", 0, len(names), 6 + 12 * len(names)) + recs + strs
    post = struct.pack(">IIhhIIIII", 0x00030000, 0, -100, 50, 1, 0, 0, 0, 0)

    tables = {"cmap": cmap, "glyf": glyf, "head": head, "hhea": hhea,
              "hmtx": hmtx, "loca": loca_t, "maxp": maxp, "name": name,
              "OS/2": os2, "post": post}
    tags = sorted(tables)
    n = len(tags)
    sr = 16 * (2 ** int(math.log2(n)))

    def csum(d):
        d += b"\0" * ((4 - len(d) % 4) % 4)
        return sum(struct.unpack(">%dI" % (len(d) // 4), d)) & 0xFFFFFFFF

    off = 12 + 16 * n
    dirs = data = b""
    head_off = 0
    for t in tags:
        d = tables[t]
        if t == "head":
            head_off = off + len(data)
        dirs += struct.pack(">4sIII", t.encode(), csum(d), off + len(data), len(d))
        data += d + b"\0" * ((4 - len(d) % 4) % 4)
    font = struct.pack(">IHHHH", 0x00010000, n, sr, int(math.log2(sr // 16)),
                       16 * n - sr) + dirs + data
    adj = (0xB1B0AFBA - csum(font)) & 0xFFFFFFFF
    return font[:head_off + 8] + struct.pack(">I", adj) + font[head_off + 12:]


# --------------------------------------------------------------------------
# case -> HTML

EDGE_PROPS = {"margin": ("margin-%s", "margin-inline-%s"),
              "padding": ("padding-%s", "padding-inline-%s"),
              "border": ("border-%s-width", "border-inline-%s-width")}
KEYWORDS = {"auto", "max-content", "min-content", "fit-content", "stretch"}
SIMPLE = {"flexDirection": "flex-direction", "flexWrap": "flex-wrap",
          "justifyContent": "justify-content", "alignContent": "align-content",
          "overflow": "overflow", "boxSizing": "box-sizing"}
KNOWN = set(SIMPLE) | {
    "display", "positionType", "direction", "alignItems", "alignSelf",
    "flexGrow", "flexShrink", "flex", "flexBasis", "aspectRatio", "width",
    "height", "minWidth", "minHeight", "maxWidth", "maxHeight", "left", "top",
    "right", "bottom", "start", "end", "gap", "rowGap", "columnGap",
    "fontSize"}
for _p in EDGE_PROPS:
    KNOWN |= {_p, _p + "Horizontal", _p + "Vertical", _p + "Left", _p + "Top",
              _p + "Right", _p + "Bottom", _p + "Start", _p + "End"}


def num(v):
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise ValueError("not a number: %r" % (v,))
    if float(v).is_integer():
        return str(int(v))
    return repr(float(v))


def is_pct(v):
    return isinstance(v, str) and v.strip().endswith("%")


def length(v, what="length"):
    """A spec Length/keyword -> CSS text."""
    if isinstance(v, str):
        s = v.strip()
        if s.endswith("%"):
            return num(float(s[:-1])) + "%"
        if s in KEYWORDS:
            return s
        raise ValueError("bad %s %r" % (what, v))
    return num(v) + "px"


def size_decl(prop, v, is_max=False):
    if v == "stretch":
        return "%s:-webkit-fill-available;%s:stretch" % (prop, prop)
    if v == "auto":
        if is_max:
            return prop + ":none"
        if prop.startswith("min-"):
            return prop + ":auto"
    return "%s:%s" % (prop, length(v))


class Warn:
    def __init__(self):
        self.msgs = []

    def __call__(self, case_name, msg):
        m = "%s: %s" % (case_name, msg)
        if m not in self.msgs[-4:]:
            self.msgs.append(m)


def resolve_flex(st, web, decls):
    """Yoga's flex / flexGrow / flexShrink / flexBasis -> CSS longhands."""
    flex = st.get("flex")
    if flex is not None and not isinstance(flex, (int, float)):
        raise ValueError("flex must be a number")
    if "flexGrow" in st:
        decls.append("flex-grow:" + num(st["flexGrow"]))
    elif flex is not None and flex > 0:
        decls.append("flex-grow:" + num(flex))
    if "flexShrink" in st:
        decls.append("flex-shrink:" + num(st["flexShrink"]))
    elif flex is not None and flex < 0 and not web:
        decls.append("flex-shrink:" + num(-flex))
    fb = st.get("flexBasis")
    if fb is not None and fb != "auto":
        if fb == "stretch":
            # gentest's literal CSS; Chrome rejects it (-> auto), which is
            # what Yoga's conformance frames record.  Chrome 138+ would
            # honour `flex-basis: stretch` (fill the container).
            decls.append("flex-basis:-webkit-fill-available")
        else:
            decls.append("flex-basis:" + length(fb, "flexBasis"))
    elif fb is None and flex is not None and flex > 0:
        decls.append("flex-basis:" + ("auto" if web else "0px"))


def edges(st, base, decls, allow_auto, drop_pct=False):
    phys, logical = EDGE_PROPS[base]

    def val(v):
        if base == "border":
            return num(v) + "px"
        if v == "auto":
            if not allow_auto:
                raise ValueError("%s cannot be auto" % base)
            return "auto"
        if drop_pct and is_pct(v):
            return "0px"
        return length(v, base)

    if base in st:
        if base == "border":
            decls.append("border-width:" + val(st[base]))
        else:
            decls.append("%s:%s" % (base, val(st[base])))
    if base + "Horizontal" in st:
        v = val(st[base + "Horizontal"])
        decls += [(phys % "left") + ":" + v, (phys % "right") + ":" + v]
    if base + "Vertical" in st:
        v = val(st[base + "Vertical"])
        decls += [(phys % "top") + ":" + v, (phys % "bottom") + ":" + v]
    for e in ("Left", "Top", "Right", "Bottom"):
        if base + e in st:
            decls.append((phys % e.lower()) + ":" + val(st[base + e]))
    for e in ("Start", "End"):
        if base + e in st:
            decls.append((logical % e.lower()) + ":" + val(st[base + e]))


def node_decls(node, web, is_root, case, direction, warn, opts):
    st = node.get("style") or {}
    name = case.get("name", "?")
    for k in st:
        if k not in KNOWN:
            warn(name, "unknown style key %r ignored" % k)
    d = []
    disp = st.get("display")
    if is_root and disp == "contents":
        # The root always generates a box: CSS Display 3 §2.8 computes a root
        # element's `display: contents` to a box (`block`; here `flex`, like
        # every node).  Emitted as is, the root's children became blocks of
        # the wrapper.
        disp = None
    if disp in ("none", "contents"):
        d.append("display:" + disp)
    elif disp not in (None, "flex"):
        warn(name, "display %r treated as flex" % disp)
    pos = st.get("positionType")
    if is_root:
        d.append("position:absolute")
    elif pos in ("relative", "absolute", "static"):
        d.append("position:" + pos)
    dr = st.get("direction")
    if is_root:
        d.append("direction:" + (dr if dr in ("ltr", "rtl") else direction))
    elif dr in ("ltr", "rtl"):
        d.append("direction:" + dr)
    for k, prop in SIMPLE.items():
        if k in st:
            d.append("%s:%s" % (prop, st[k]))
    for k, prop in (("alignItems", "align-items"), ("alignSelf", "align-self")):
        if k in st:
            v = st[k]
            if v in ("space-between", "space-around", "space-evenly") or \
                    (k == "alignItems" and v == "auto"):
                warn(name, "%s %r has no CSS equivalent; left at default" % (k, v))
            else:
                d.append("%s:%s" % (prop, v))
    resolve_flex(st, web, d)
    if "aspectRatio" in st:
        ar = st["aspectRatio"]
        if ar == "auto":
            d.append("aspect-ratio:auto")
        else:
            d.append("aspect-ratio:" + num(ar))

    aw, ah = case.get("availableWidth"), case.get("availableHeight")
    for k, prop in (("width", "width"), ("height", "height"),
                    ("minWidth", "min-width"), ("minHeight", "min-height"),
                    ("maxWidth", "max-width"), ("maxHeight", "max-height")):
        if k not in st:
            continue
        v = st[k]
        horiz = k.lower().endswith("width")
        if is_root and not opts.gentest_root and (is_pct(v) or v == "stretch") \
                and (aw if horiz else ah) is None:
            # A percentage of an undefined size: Yoga ignores it.  `stretch`
            # has nothing to fill either (with indefinite available space it
            # behaves as `auto`: CSS Sizing 4 stretch-fit sizing, csswg-drafts
            # #11006); kept, it filled the wrapper (10^5 px wide, 0 high).
            continue
        d.append(size_decl(prop, v, is_max=k.startswith("max")))

    drop = is_root and not opts.gentest_root and aw is None
    if is_root and not opts.gentest_root:
        # auto margins resolve to 0 on the root (Yoga); keep the rest
        st2 = {k: (0 if v == "auto" else v) for k, v in st.items()
               if k.startswith("margin")}
        edges(st2, "margin", d, True, drop)
    else:
        edges(st, "margin", d, True)
    edges(st, "padding", d, False, drop)
    edges(st, "border", d, False)

    if is_root and not opts.gentest_root:
        d += root_geometry(st, case)
    else:
        for k in ("left", "top", "right", "bottom"):
            if k in st:
                d.append("%s:%s" % (k, length(st[k], k)))
        for k in ("start", "end"):
            if k in st:
                d.append("inset-inline-%s:%s" % (k, length(st[k], k)))

    for k, prop in (("gap", "gap"), ("rowGap", "row-gap"),
                    ("columnGap", "column-gap")):
        if k in st:
            d.append("%s:%s" % (prop, length(st[k], k)))
    if "text" in node:
        fs = st.get("fontSize", 10)
        d.append("font-size:%spx" % num(fs))
    return d


def root_geometry(st, case):
    """Insets of the (absolute) root inside its wrapper: see module doc."""
    aw, ah = case.get("availableWidth"), case.get("availableHeight")

    def res(v, ref):
        if v is None or v == "auto":
            return None
        if is_pct(v):
            return None if ref is None else float(v.strip()[:-1]) * ref / 100.0
        return float(v)

    dx = dy = 0.0
    if st.get("positionType") != "static":
        x = res(st.get("start", st.get("left")), aw)
        if x is None:
            r = res(st.get("end", st.get("right")), aw)
            x = -r if r is not None else 0.0
        y = res(st.get("top"), ah)
        if y is None:
            b = res(st.get("bottom"), ah)
            y = -b if b is not None else 0.0
        dx, dy = x, y

    def definite(v, avail):
        if v is None or v in KEYWORDS:
            return False
        return avail is not None or not is_pct(v)

    out = ["left:%spx" % num(dx), "top:%spx" % num(dy)]
    fit_w = aw is None or (not definite(st.get("width"), aw) and
                           definite(st.get("maxWidth"), aw))
    fit_h = ah is None or (not definite(st.get("height"), ah) and
                           definite(st.get("maxHeight"), ah))
    out.append("right:auto" if fit_w else "right:%spx" % num(-dx))
    out.append("bottom:auto" if fit_h else "bottom:%spx" % num(-dy))
    return out


WORD_SPLIT = re.compile("([ \u200b])")


def text_html(text):
    """Text leaf content: one block (like the anonymous flex item Chrome
    makes around bare text) holding nowrap words, so lines break only at
    U+0020 and U+200B.  (Bare <x-w> children would each become a flex item.)"""
    parts = ["<x-t>"]
    for tok in WORD_SPLIT.split(text):
        if tok == " ":
            parts.append(" ")
        elif tok == "\u200b":
            parts.append("&#8203;")
        elif tok:
            parts.append("<x-w>%s</x-w>" % html.escape(tok))
    parts.append("</x-t>")
    return "".join(parts)


def count_nodes(node):
    return 1 + sum(count_nodes(c) for c in node.get("children") or [])


def render_node(node, web, is_root, case, direction, warn, opts, out, cls=""):
    decls = node_decls(node, web, is_root, case, direction, warn, opts)
    out.append('<div%s style="%s">' % (cls, html.escape(";".join(decls))))
    if "text" in node:
        if node.get("children"):
            warn(case.get("name", "?"), "node has both text and children")
        out.append(text_html(str(node["text"])))
    for c in node.get("children") or []:
        render_node(c, web, False, case, direction, warn, opts, out, cls)
    out.append("</div>")


def errata_of(case):
    """Normalized Yoga errata names of a case."""
    errs = (case.get("config") or {}).get("errata") or []
    return {re.sub(r"[^a-z0-9]", "", str(e).lower()) for e in errs}


# errata that CSS can express (Yoga names, normalized): the CSS to add
EMULATED_ERRATA = {"minsizeundefinedinsteadofauto": "nominauto"}


BASE_CSS = """
html,body{margin:0;padding:0;overflow:hidden}
body{font:10px/1 %(font)s;font-kerning:none;font-variant-ligatures:none;
 text-rendering:geometricPrecision;text-autospace:no-autospace;
 text-spacing-trim:space-all;-webkit-text-size-adjust:none}
x-case{display:block;position:absolute;left:0;top:0;direction:ltr}
x-case.g{display:flex;flex-direction:column;width:auto;height:auto}
x-t{display:block}
x-w{white-space:nowrap}
div{scrollbar-width:none}
div{%(divs)s}
div.web{%(web)s}
div.nominauto{min-width:0;min-height:0}
"""
YOGA_DIV = ("box-sizing:border-box;position:relative;border:0 solid black;"
            "margin:0;padding:0;display:flex;flex-direction:column;"
            "align-items:stretch;align-content:flex-start;"
            "justify-content:flex-start;flex-shrink:0")
WEB_DIV = "flex-direction:row;align-content:stretch;flex-shrink:1"
CSS_WEB_DIV = ("box-sizing:content-box;position:static;border:0 solid black;"
               "margin:0;padding:0;display:flex;flex-direction:row;"
               "align-items:normal;align-content:normal;"
               "justify-content:normal;flex-shrink:1")

MEASURE_JS = """
(function(){
  var res = [];
  var cases = document.querySelectorAll('body > x-case');
  for (var i = 0; i < cases.length; i++) {
    var w = cases[i], wr = w.getBoundingClientRect(), a = [];
    var ds = w.querySelectorAll('div');
    for (var j = 0; j < ds.length; j++) {
      var r = ds[j].getBoundingClientRect();
      a.push(r.left - wr.left, r.top - wr.top, r.width, r.height);
    }
    res.push(a);
  }
  var pre = document.createElement('pre');
  pre.id = 'oracle-out';
  pre.textContent = JSON.stringify(res);
  document.body.replaceChildren(pre);
})();
"""


def page_html(instances, opts, warn):
    """instances: [(case, direction)] -> full HTML page text."""
    css = BASE_CSS % {"font": opts.font_family,
                      "divs": YOGA_DIV + (";min-width:0;min-height:0"
                                          if opts.min_size_zero else ""),
                      "web": CSS_WEB_DIV if opts.web_css_defaults else WEB_DIV}
    out = ['<!DOCTYPE html><html><head><meta charset="UTF-8"><style>', css,
           "</style></head><body>"]
    for case, direction in instances:
        web = bool((case.get("config") or {}).get("webDefaults"))
        aw, ah = case.get("availableWidth"), case.get("availableHeight")
        if opts.gentest_root:
            out.append('<x-case class="g">')
        else:
            out.append('<x-case style="width:%spx;height:%spx">' % (
                num(BIG if aw is None else aw), num(0 if ah is None else ah)))
        classes = ["web"] if web else []
        errs = errata_of(case)
        if errs & {"all", "classic"}:
            errs.add("minsizeundefinedinsteadofauto")
        if not web and not opts.min_size_auto:
            # the spec: Yoga's defaults have no automatic minimum size
            errs.add("minsizeundefinedinsteadofauto")
        for e in sorted(errs):
            if e in EMULATED_ERRATA:
                classes.append(EMULATED_ERRATA[e])
            elif e != "none":
                warn(case.get("name", "?"), "erratum %r not emulated: frames are "
                     "CSS (standards) behaviour" % e)
        cls = ' class="%s"' % " ".join(classes) if classes else ""
        render_node(case["root"], web, True, case, direction, warn, opts, out, cls)
        out.append("</x-case>")
    out.append("<script>%s</script></body></html>" % MEASURE_JS)
    return "".join(out)


# --------------------------------------------------------------------------
# Chromium


class Browser:
    def __init__(self, binary, timeout, keep_html=None, font_file=None):
        self.binary = binary
        self.timeout = timeout
        self.keep_html = keep_html
        self.tmp = tempfile.mkdtemp(prefix="chrome-oracle-")
        fontdir = os.path.join(self.tmp, "fonts")
        os.mkdir(fontdir)
        if font_file:
            shutil.copy(font_file, fontdir)
        else:
            with open(os.path.join(fontdir, FONT_FAMILY + ".ttf"), "wb") as f:
                f.write(build_ahem_font())
        conf = os.path.join(self.tmp, "fonts.conf")
        with open(conf, "w") as f:
            f.write('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM '
                    '"fonts.dtd">\n<fontconfig>\n'
                    '<include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n'
                    "<dir>%s</dir>\n<cachedir>%s</cachedir>\n"
                    "</fontconfig>\n" % (fontdir, os.path.join(self.tmp, "fc")))
        self.env = dict(os.environ, FONTCONFIG_FILE=conf)
        self.counter = 0
        self.lock = threading.Lock()

    def close(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def version(self):
        try:
            p = subprocess.run([self.binary, "--version"], capture_output=True,
                               text=True, timeout=60, env=self.env)
            return p.stdout.strip().splitlines()[-1] if p.stdout.strip() else "?"
        except (OSError, subprocess.SubprocessError):
            return "?"

    def run_page(self, page):
        with self.lock:
            self.counter += 1
            n = self.counter
        path = os.path.join(self.tmp, "batch%05d.html" % n)
        with open(path, "w", encoding="utf-8") as f:
            f.write(page)
        if self.keep_html:
            os.makedirs(self.keep_html, exist_ok=True)
            shutil.copy(path, os.path.join(self.keep_html, "batch%05d.html" % n))
        profile = os.path.join(self.tmp, "profile%05d" % n)
        cmd = [self.binary, "--headless", "--no-sandbox", "--disable-gpu",
               "--hide-scrollbars", "--force-device-scale-factor=1",
               "--font-render-hinting=none", "--disable-dev-shm-usage",
               "--disable-extensions", "--no-first-run", "--mute-audio",
               "--disable-background-networking", "--disable-sync",
               "--user-data-dir=" + profile, "--window-size=1024,768",
               "--dump-dom", "file://" + path]
        try:
            p = subprocess.run(cmd, capture_output=True, timeout=self.timeout,
                               env=self.env)
        finally:
            shutil.rmtree(profile, ignore_errors=True)
            os.unlink(path)
        m = re.search(rb'<pre id="oracle-out">(.*?)</pre>', p.stdout, re.S)
        if not m:
            raise RuntimeError("no result from chromium (rc=%s): %s" % (
                p.returncode, p.stderr.decode("utf-8", "replace")[-800:]))
        return json.loads(html.unescape(m.group(1).decode("utf-8")))


# --------------------------------------------------------------------------
# frames


def round_grid(value, scale, force_ceil=False, force_floor=False):
    """Yoga's roundValueToPixelGrid."""
    scaled = value * scale
    frac = math.fmod(scaled, 1.0)
    if frac < 0:
        frac += 1
    if abs(frac) < 0.0001:
        scaled -= frac
    elif abs(frac - 1.0) < 0.0001:
        scaled = scaled - frac + 1.0
    elif force_ceil:
        scaled = scaled - frac + 1.0
    elif force_floor:
        scaled -= frac
    else:
        scaled = scaled - frac + (1.0 if (frac > 0.5 or abs(frac - 0.5) < 0.0001)
                                  else 0.0)
    return scaled / scale


def clean(v):
    v = float(v)
    if v == 0:
        return 0
    if v.is_integer():
        return int(v)
    return round(v, 6)


def build_layout(root, rects, scale, text_rounding=True):
    """rects: flat [x, y, w, h] per div in preorder, relative to the wrapper.

    Returns the rounded Layout tree (see module doc for none/contents)."""
    it = iter(range(0, len(rects), 4))

    def raw(node, ref, hidden, is_root=False):
        i = next(it)
        x, y, w, h = rects[i:i + 4]
        disp = (node.get("style") or {}).get("display")
        if is_root and disp == "contents":
            disp = None  # the root always has a box (see node_decls)
        hidden = hidden or disp == "none"
        kids = node.get("children") or []
        if hidden or disp == "contents":
            sub = ref if not hidden else (0.0, 0.0)
            ch = [raw(c, sub, hidden) for c in kids]
            return {"l": 0.0, "t": 0.0, "w": 0.0, "h": 0.0, "c": ch,
                    "abs": False, "text": False}
        ch = [raw(c, (x, y), False) for c in kids]
        return {"l": x - ref[0], "t": y - ref[1], "w": w, "h": h, "c": ch,
                "abs": True, "text": "text" in node and not kids}

    tree = raw(root, (0.0, 0.0), False, True)
    if next(it, None) is not None:
        raise RuntimeError("node count mismatch")

    def emit(n, ax, ay):
        l, t, w, h = n["l"], n["t"], n["w"], n["h"]
        axl, ayt = ax + l, ay + t
        if scale and n["abs"]:
            tr = text_rounding and n["text"]
            fw = abs(round(w * scale) - w * scale) >= 0.0001
            fh = abs(round(h * scale) - h * scale) >= 0.0001
            out = {"left": round_grid(l, scale, False, tr),
                   "top": round_grid(t, scale, False, tr),
                   "width": round_grid(axl + w, scale, tr and fw, tr and not fw)
                   - round_grid(axl, scale, False, tr),
                   "height": round_grid(ayt + h, scale, tr and fh, tr and not fh)
                   - round_grid(ayt, scale, False, tr)}
        else:
            out = {"left": l, "top": t, "width": w, "height": h}
        out = {k: clean(v) for k, v in out.items()}
        if n["c"]:
            out["children"] = [emit(c, axl, ayt) for c in n["c"]]
        return out

    return emit(tree, 0.0, 0.0)


# --------------------------------------------------------------------------
# driver


def load_inputs(paths):
    """-> list of (source_path, was_single, [cases])."""
    res = []
    for p in paths:
        if p == "-":
            data = json.load(sys.stdin)
            res.append(("-", isinstance(data, dict), data if isinstance(data, list) else [data]))
        elif os.path.isdir(p):
            for fn in sorted(os.listdir(p)):
                if fn.endswith(".json"):
                    res += load_inputs([os.path.join(p, fn)])
        else:
            with open(p, encoding="utf-8") as f:
                data = json.load(f)
            res.append((p, isinstance(data, dict), data if isinstance(data, list) else [data]))
    return res


def compute(cases, opts, log):
    """Lay out every case -> (list of {dir: Layout} or None, warnings)."""
    dirs = [d.strip() for d in opts.directions.split(",") if d.strip()]
    warn = Warn()
    browser = Browser(opts.chromium, opts.timeout, opts.keep_html,
                      opts.font_file)
    results = [None] * len(cases)
    errors = {}
    try:
        # pre-render each case once per direction; bad cases fail here
        pages = []
        for i, c in enumerate(cases):
            try:
                page_html([(c, d) for d in dirs], opts, warn)
                pages.append(i)
            except (ValueError, KeyError, TypeError) as e:
                errors[i] = "cannot render: %s" % e
        batches = [pages[k:k + opts.batch_size]
                   for k in range(0, len(pages), opts.batch_size)]
        done = [0]
        lock = threading.Lock()

        def run(idx):
            inst = [(cases[i], d) for i in idx for d in dirs]
            try:
                out = browser.run_page(page_html(inst, opts, Warn()))
                if len(out) != len(inst):
                    raise RuntimeError("instance count mismatch")
                for k, i in enumerate(idx):
                    case = cases[i]
                    scale = (case.get("config") or {}).get("pointScaleFactor", 1)
                    exp = {}
                    for m, d in enumerate(dirs):
                        exp[d] = build_layout(case["root"], out[k * len(dirs) + m],
                                              float(scale or 0),
                                              not opts.no_text_rounding)
                    results[i] = exp
            except (RuntimeError, subprocess.TimeoutExpired, ValueError,
                    StopIteration) as e:
                if len(idx) == 1:
                    errors[idx[0]] = "chromium failed: %s" % str(e)[:300]
                else:
                    h = len(idx) // 2
                    run(idx[:h])
                    run(idx[h:])
                    return
            with lock:
                done[0] += len(idx)
                if not opts.quiet:
                    log("  %d/%d cases" % (done[0], len(pages)))

        with concurrent.futures.ThreadPoolExecutor(max(1, opts.jobs)) as ex:
            list(ex.map(run, batches))
        version = browser.version()
    finally:
        browser.close()
    for i, e in sorted(errors.items()):
        warn(cases[i].get("name", "#%d" % i), e)
    return results, warn.msgs, version


def fill(inputs, opts, log):
    allcases = [c for _, _, cs in inputs for c in cs]
    results, msgs, version = compute(allcases, opts, log)
    for m in msgs:
        log("warning: " + m)
    stamp = "expected frames: %s via Scripts/chrome_oracle.py" % version
    for c, r in zip(allcases, results):
        c.pop("expected", None)
        if r is None:
            continue
        src = c.get("source")
        if not src:
            c["source"] = stamp
        elif stamp not in src:
            c["source"] = src + "; " + stamp
        c["expected"] = r
    failed = sum(r is None for r in results)
    return failed


def diff_layout(a, b, tol, path="root"):
    """First difference between two Layout trees, or None."""
    for k in ("left", "top", "width", "height"):
        if abs(float(a.get(k, 0)) - float(b.get(k, 0))) > tol:
            return "%s.%s expected %s got %s" % (path, k, a.get(k), b.get(k))
    ca, cb = a.get("children") or [], b.get("children") or []
    if len(ca) != len(cb):
        return "%s: %d children expected, %d got" % (path, len(ca), len(cb))
    for i, (x, y) in enumerate(zip(ca, cb)):
        d = diff_layout(x, y, tol, "%s/%d" % (path, i))
        if d:
            return d
    return None


def features(case):
    """Coarse feature tags of a case, for grouping disagreements."""
    tags = set()

    def walk(n, depth):
        st = n.get("style") or {}
        if "text" in n:
            tags.add("text")
        for k, v in st.items():
            if k in ("width", "height", "minWidth", "maxWidth", "minHeight",
                     "maxHeight", "flexBasis") and isinstance(v, str):
                tags.add("pct-size" if v.endswith("%") else "keyword-size")
            if k.startswith(("min", "max")):
                tags.add("min-max")
            if k == "positionType" and v == "absolute" and depth > 0:
                tags.add("absolute")
            if k == "positionType" and v == "static":
                tags.add("static")
            if k in ("alignItems", "alignSelf") and v == "baseline":
                tags.add("baseline")
            if k == "flexWrap" and v != "nowrap":
                tags.add("wrap")
            if k == "display":
                tags.add("display-" + str(v))
            if k == "aspectRatio":
                tags.add("aspect-ratio")
            if k.startswith("margin") and v == "auto":
                tags.add("auto-margin")
            if k in ("gap", "rowGap", "columnGap"):
                tags.add("gap")
            if k == "boxSizing":
                tags.add("box-sizing")
            if k == "overflow":
                tags.add("overflow")
            if k in ("flexShrink",) and v:
                tags.add("shrink")
        if depth == 0 and ("width" not in st or "height" not in st):
            tags.add("root-auto-size")
        for c in n.get("children") or []:
            walk(c, depth + 1)

    walk(case["root"], 0)
    if (case.get("config") or {}).get("errata"):
        tags.add("errata")
    return sorted(tags)


def compare(inputs, opts, log):
    allcases = [(src, c) for src, _, cs in inputs for c in cs]
    results, msgs, version = compute([c for _, c in allcases], opts, log)
    for m in msgs:
        log("warning: " + m)
    per_file = {}
    per_tag = {}
    details = []
    total = agree = 0
    for (src, c), r in zip(allcases, results):
        exp = c.get("expected")
        if not exp:
            continue
        bad = []
        if r is None:
            bad.append("oracle failed")
        else:
            for d, lay in exp.items():
                if d not in r:
                    continue
                dd = diff_layout(lay, r[d], opts.tolerance)
                if dd:
                    bad.append("%s: %s" % (d, dd))
        total += 1
        ok = not bad
        agree += ok
        f = per_file.setdefault(os.path.basename(src), [0, 0])
        f[0] += 1
        f[1] += ok
        tags = features(c)
        for t in tags or ["plain"]:
            g = per_tag.setdefault(t, [0, 0])
            g[0] += 1
            g[1] += ok
        if not ok:
            details.append({"file": os.path.basename(src), "name": c.get("name"),
                            "skip": bool(c.get("skip")), "tags": tags,
                            "diff": bad, "chrome": r})
    print("Chromium: %s" % version)
    print("agreement: %d/%d cases (%.1f%%) within %g" % (
        agree, total, 100.0 * agree / max(1, total), opts.tolerance))
    print("\nper file:")
    for k in sorted(per_file):
        n, ok = per_file[k]
        print("  %-34s %4d/%-4d" % (k, ok, n))
    print("\nper feature (cases using it):")
    for k in sorted(per_tag):
        n, ok = per_tag[k]
        print("  %-20s %4d/%-4d disagree %d" % (k, ok, n, n - ok))
    print("\ndisagreements:")
    for d in details:
        print("  %s %s%s [%s] %s" % (d["file"], d["name"],
                                     " (skip)" if d["skip"] else "",
                                     ",".join(d["tags"]), d["diff"][0]))
    if opts.report:
        with open(opts.report, "w") as f:
            json.dump({"chromium": version, "total": total, "agree": agree,
                       "disagreements": details}, f, indent=1, sort_keys=True)
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("-o", "--output")
    ap.add_argument("--in-place", action="store_true")
    ap.add_argument("--compare", action="store_true")
    ap.add_argument("--report")
    ap.add_argument("--tolerance", type=float, default=0.01)
    ap.add_argument("--batch-size", type=int, default=500)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--directions", default="ltr,rtl")
    ap.add_argument("--min-size-zero", action="store_true")
    ap.add_argument("--min-size-auto", action="store_true")
    ap.add_argument("--web-css-defaults", action="store_true")
    ap.add_argument("--gentest-root", action="store_true")
    ap.add_argument("--no-text-rounding", action="store_true")
    ap.add_argument("--keep-html")
    ap.add_argument("--chromium", default=os.environ.get("CHROMIUM", "chromium"))
    ap.add_argument("--timeout", type=float, default=180)
    ap.add_argument("--font-file")
    ap.add_argument("--font-family", default=FONT_FAMILY)
    ap.add_argument("-q", "--quiet", action="store_true")
    opts = ap.parse_args(argv)

    def log(msg):
        if not opts.quiet or msg.startswith("warning"):
            print(msg, file=sys.stderr, flush=True)

    if shutil.which(opts.chromium) is None:
        sys.exit("chromium not found (apt-get install chromium, or --chromium PATH)")
    inputs = load_inputs(opts.inputs)
    if opts.compare:
        return compare(inputs, opts, log)
    failed = fill(inputs, opts, log)
    if opts.in_place:
        for src, single, cs in inputs:
            if src == "-":
                continue
            with open(src, "w", encoding="utf-8") as f:
                json.dump(cs[0] if single else cs, f, indent=2, ensure_ascii=False)
                f.write("\n")
    else:
        allc = [c for _, _, cs in inputs for c in cs]
        data = allc[0] if (len(inputs) == 1 and inputs[0][1]) else allc
        text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
        if opts.output:
            with open(opts.output, "w", encoding="utf-8") as f:
                f.write(text)
        else:
            sys.stdout.write(text)
    if failed:
        log("warning: %d case(s) got no expected frames" % failed)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
