#!/usr/bin/env python3
"""minimize-flex-case.py - batched delta-debugging minimizer for failing flex cases.

Usage (from the package root, after `swift build`; needs headless Chromium):
  Scripts/minimize-flex-case.py IN.json [IN2.json ...] [--names FILE|--names-list a,b] -o OUT.json
              [--log LOG] [--engine PATH] [--jobs 2]

Every input case that the engine fails (against Chromium's frames, re-computed
fresh by the oracle) is minimized.  Simplification kinds, in order, greedy, to a
fixpoint:  del (delete a child subtree), hoist (replace a node by one of its
children), key (delete a style key), round (rounder length / number), text
(drop / shorten text), rtl (keep only ltr), avail (availableWidth/Height null).
Every round generates all candidates of one kind for ALL active cases, runs
Chromium on all of them in one oracle call and the engine in one call.
A candidate's expected frames always come from Chromium on that candidate.
"""
import argparse, copy, json, os, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ORACLE = os.environ.get('CHROME_ORACLE', os.path.join(os.path.dirname(os.path.abspath(__file__)), 'chrome_oracle.py'))
TOL = 0.02
LOG = None
STATS = {'oracle_s': 0.0, 'oracle_cases': 0, 'engine_s': 0.0, 'rounds': 0}


def log(*a):
    s = time.strftime('%H:%M:%S ') + ' '.join(str(x) for x in a)
    print(s, file=sys.stderr, flush=True)
    if LOG:
        with open(LOG, 'a') as f:
            f.write(s + '\n')


# ---------------------------------------------------------------- tree utils
def node_at(root, path):
    n = root
    for i in path:
        n = n['children'][i]
    return n


def all_paths(n, p=()):
    yield p, n
    for i, c in enumerate(n.get('children', [])):
        yield from all_paths(c, p + (i,))


def size(n):
    return 1 + len(n.get('style', {})) + (1 + len(n['text']) // 4 if 'text' in n else 0) + \
        sum(size(c) for c in n.get('children', []))


def case_size(c):
    return size(c['root']) + len(c['expected']) + \
        (c['availableWidth'] is not None) + (c['availableHeight'] is not None)


# ---------------------------------------------------------------- oracle / engine
def run_oracle(cases, dirs, jobs):
    """cases: list of case dicts (unique names). Returns {name: expected or None}."""
    if not cases:
        return {}
    with tempfile.TemporaryDirectory(dir=HERE) as td:
        inp = os.path.join(td, 'in.json'); out = os.path.join(td, 'out.json')
        with open(inp, 'w') as f:
            json.dump([{k: v for k, v in c.items() if k != 'expected'} for c in cases], f)
        t = time.time()
        bs = max(50, min(500, len(cases) // (2 * jobs) + 1))
        r = subprocess.run([sys.executable, ORACLE, inp, '-o', out, '-q', '--jobs', str(jobs),
                            '--batch-size', str(bs), '--directions', ','.join(dirs)],
                           capture_output=True, text=True)
        STATS['oracle_s'] += time.time() - t; STATS['oracle_cases'] += len(cases)
        if r.returncode != 0 and not os.path.exists(out):
            log('oracle failed', r.stderr[-2000:])
            return {c['name']: None for c in cases}
        res = json.load(open(out))
        if isinstance(res, dict):
            res = [res]
        d = {}
        for c in res:
            e = c.get('expected')
            d[c['name']] = e if e and all(k in e for k in dirs) else None
        return d


def run_engine(cases, engine):
    """Returns {name: layouts or None}."""
    if not cases:
        return {}
    with tempfile.TemporaryDirectory(dir=HERE) as td:
        inp = os.path.join(td, 'in.json')
        with open(inp, 'w') as f:
            json.dump(cases, f)
        t = time.time()
        try:
            r = subprocess.run([engine, 'flex', inp], capture_output=True, text=True, timeout=120)
            out = r.stdout
        except subprocess.TimeoutExpired:
            out = ''
        STATS['engine_s'] += time.time() - t
        try:
            res = json.loads(out)
            if isinstance(res, dict):
                res = [res]
            d = {}
            for c in res:
                d[c.get('name')] = c.get('layouts')
            return d
        except Exception:
            if len(cases) == 1:
                return {cases[0]['name']: None}
            h = len(cases) // 2
            d = run_engine(cases[:h], engine)
            d.update(run_engine(cases[h:], engine))
            return d


def maxdiff(e, g):
    """max abs difference between layout trees e (expected) and g (got); None if shapes differ."""
    if g is None:
        return None
    m = max(abs(e[k] - g[k]) for k in ('left', 'top', 'width', 'height'))
    ec = e.get('children', []); gc = g.get('children', [])
    if len(ec) != len(gc):
        return None
    for a, b in zip(ec, gc):
        x = maxdiff(a, b)
        if x is None:
            return None
        m = max(m, x)
    return m


def fails(case, layouts):
    if layouts is None or not case.get('expected'):
        return False
    for d, e in case['expected'].items():
        if d not in layouts:
            return False
        x = maxdiff(e, layouts[d])
        if x is None:
            return False
        if x > TOL:
            return True
    return False


def evaluate(cands, engine, jobs):
    """cands: list of case dicts with unique names and 'dirs' key (list). Fills expected,
    returns list of bools (still failing)."""
    groups = {}
    for c in cands:
        groups.setdefault(tuple(c['_dirs']), []).append(c)
    exp = {}
    for dirs, cs in groups.items():
        clean = [{k: v for k, v in c.items() if k != '_dirs'} for c in cs]
        exp.update(run_oracle(clean, list(dirs), jobs))
    ok = []
    for c in cands:
        c['expected'] = exp.get(c['name'])
    live = [{k: v for k, v in c.items() if k != '_dirs'} for c in cands if c['expected']]
    got = run_engine(live, engine)
    for c in cands:
        ok.append(bool(c['expected']) and fails(c, got.get(c['name'])))
    return ok


# ---------------------------------------------------------------- edits
LENGTH_KEYS = {'width', 'height', 'minWidth', 'minHeight', 'maxWidth', 'maxHeight', 'flexBasis',
               'left', 'top', 'right', 'bottom', 'start', 'end', 'gap', 'rowGap', 'columnGap'}
for _p in ('margin', 'padding', 'border'):
    for _s in ('', 'Horizontal', 'Vertical', 'Left', 'Top', 'Right', 'Bottom', 'Start', 'End'):
        LENGTH_KEYS.add(_p + _s)
NUM_KEYS = {'flexGrow', 'flexShrink', 'flex', 'aspectRatio', 'fontSize'}


def rank(x):
    """roundness of a value: lower is rounder (well-founded order => no cycles)."""
    if isinstance(x, str):
        return (10 + rank(float(x[:-1]))[0], abs(float(x[:-1])))
    a = abs(x)
    if a == 0: r = 0
    elif a == 1: r = 1
    elif a in (10, 100): r = 2
    elif a in (50, 2): r = 3
    elif a == 0.5: r = 4
    elif a % 10 == 0: r = 5
    elif a == int(a): r = 6
    else: r = 7
    return (r, a)


def round_options(key, v):
    if isinstance(v, bool) or not (isinstance(v, (int, float)) or (isinstance(v, str) and v.endswith('%'))):
        return []
    try:
        rv = rank(v)
    except ValueError:
        return []
    if key in NUM_KEYS:
        cand = {'aspectRatio': [1, 2, 0.5], 'fontSize': [10], 'flex': [1, 0, -1]}.get(key, [0, 1])
    else:
        cand = [0, 10, 50, 100]
        if key.startswith('border'):
            cand = [0, 1, 10]
        num = float(v[:-1]) if isinstance(v, str) else v
        if round(num, -1) != num:
            cand.append(int(round(num, -1)))
        if num != int(num):
            cand.append(int(round(num)))
        if isinstance(v, str):
            cand += ['100%', '50%']
            if round(num, -1) != num:
                cand.append('%d%%' % round(num, -1))
        if isinstance(v, (int, float)) and v < 0:
            cand.append(-10)
    out = []
    for x in cand:
        if x != v and x not in out and rank(x) < rv:
            out.append(x)
    return out


def text_options(t):
    opts = [None]  # drop the text
    words = t.replace('\u200b', ' ').split(' ')
    words = [w for w in words if w]
    if len(words) > 1:
        opts.append(' '.join(words[:len(words) // 2]))
        opts.append(words[0])
        opts.append(max(words, key=len))
        opts.append(' '.join('x' * len(w) for w in words))
    if words and len(max(words, key=len)) > 1:
        opts.append('x' * (len(max(words, key=len)) - 1))
        opts.append('x')
    out = []
    for o in opts:
        if o != t and o not in out:
            out.append(o)
    return out


def apply_edits(case, edits):
    c = copy.deepcopy(case)
    dels = []
    for ed in edits:
        k = ed[0]
        if k == 'del':
            dels.append(ed[1])
        elif k == 'hoist':
            path, i = ed[1], ed[2]
            child = node_at(c['root'], path)['children'][i]
            if not path:
                c['root'] = child
            else:
                node_at(c['root'], path[:-1])['children'][path[-1]] = child
        elif k == 'key':
            n = node_at(c['root'], ed[1]); n['style'].pop(ed[2], None)
            if not n['style']:
                del n['style']
        elif k == 'round':
            node_at(c['root'], ed[1])['style'][ed[2]] = ed[3]
        elif k == 'text':
            n = node_at(c['root'], ed[1])
            if ed[2] is None:
                n.pop('text', None)
            else:
                n['text'] = ed[2]
        elif k == 'rtl':
            c['_dirs'] = ['ltr']
        elif k == 'avail':
            c[ed[1]] = None
    # deletions: deepest/last first, skip those under another deleted path
    dels = sorted(set(dels), reverse=True)
    dset = set(dels)
    for p in dels:
        if any(p[:j] in dset for j in range(1, len(p))):
            continue
        par = node_at(c['root'], p[:-1])
        del par['children'][p[-1]]
        if not par['children']:
            del par['children']
    return c


def gen(case, kind):
    """list of (edit, score, group) — group: edits with the same group are alternatives."""
    root = case['root']; out = []
    if kind == 'del':
        for p, n in all_paths(root):
            if p:
                out.append((('del', p), size(n), p))
    elif kind == 'hoist':
        for p, n in all_paths(root):
            for i, ch in enumerate(n.get('children', [])):
                out.append((('hoist', p, i), size(n) - size(ch), None))
    elif kind == 'key':
        for p, n in all_paths(root):
            for k in n.get('style', {}):
                out.append((('key', p, k), 1, (p, k)))
    elif kind == 'round':
        for p, n in all_paths(root):
            for k, v in n.get('style', {}).items():
                if k in LENGTH_KEYS or k in NUM_KEYS:
                    for j, o in enumerate(round_options(k, v)):
                        out.append((('round', p, k, o), -j, (p, k)))
    elif kind == 'text':
        for p, n in all_paths(root):
            if 'text' in n:
                for j, o in enumerate(text_options(n['text'])):
                    out.append((('text', p, o), -j, p))
    elif kind == 'rtl':
        if case['_dirs'] != ['ltr']:
            out.append((('rtl',), 1, 'rtl'))
    elif kind == 'avail':
        for k in ('availableWidth', 'availableHeight'):
            if case.get(k) is not None:
                out.append((('avail', k), 1, k))
    return out


KINDS = ['del', 'hoist', 'key', 'round', 'text', 'rtl', 'avail']
COMBINABLE = {'del', 'key', 'round', 'text', 'avail'}


def minimize(cases, engine, jobs, progress=None):
    """cases: dict name -> case (with _dirs). Minimizes in place; returns dict."""
    cur = cases
    active_any = set(cur)
    cycle = 0
    while active_any:
        cycle += 1
        changed_cycle = set()
        for kind in KINDS:
            active = set(active_any)
            while active:
                STATS['rounds'] += 1
                t0 = time.time()
                cands = []; meta = []
                for name in sorted(active):
                    c = cur[name]
                    for j, (ed, score, grp) in enumerate(gen(c, kind)):
                        cc = apply_edits(c, [ed])
                        cc['name'] = '%s##%s%d' % (name, kind, j)
                        cands.append(cc); meta.append((name, ed, score, grp))
                if not cands:
                    break
                ok = evaluate(cands, engine, jobs)
                passing = {}
                for (name, ed, score, grp), good, cc in zip(meta, ok, cands):
                    if good:
                        passing.setdefault(name, []).append((ed, score, grp, cc))
                # combos
                combos = []; cmeta = []
                for name, lst in passing.items():
                    if kind in COMBINABLE and len(lst) > 1:
                        # one edit per group: the best-scoring one (first in preference)
                        seen = {}
                        for ed, score, grp, cc in lst:
                            if grp not in seen or score > seen[grp][1]:
                                seen[grp] = (ed, score)
                        eds = [v[0] for v in seen.values()]
                        if len(eds) > 1:
                            for tag, sub in (('all', eds), ('half', eds[:len(eds) // 2])):
                                if len(sub) > 1:
                                    cc = apply_edits(cur[name], sub)
                                    cc['name'] = '%s##%s%s' % (name, kind, tag)
                                    combos.append(cc); cmeta.append((name, sub))
                cok = evaluate(combos, engine, jobs) if combos else []
                chosen = {}
                for (name, sub), good, cc in zip(cmeta, cok, combos):
                    if good and name not in chosen:
                        chosen[name] = cc  # 'all' comes before 'half'
                for name, lst in passing.items():
                    if name not in chosen:
                        best = max(lst, key=lambda x: x[1])  # first max
                        chosen[name] = best[3]
                for name in list(active):
                    if name in chosen:
                        nc = chosen[name]; nc['name'] = name
                        nc['_dirs'] = sorted(nc['expected'].keys())
                        cur[name] = nc
                        changed_cycle.add(name)
                    else:
                        active.discard(name)
                log('cycle %d kind %-5s cands %5d combos %4d improved %3d active %3d  %.1fs (oracle total %.0fs)' % (
                    cycle, kind, len(cands), len(combos), len(chosen), len(active), time.time() - t0,
                    STATS['oracle_s']))
                if progress:
                    progress(cur)
                if kind in ('rtl',):
                    break
        active_any = changed_cycle
    return cur


def main():
    global LOG
    ap = argparse.ArgumentParser()
    ap.add_argument('inputs', nargs='+')
    ap.add_argument('--names', help='file: first column = names to minimize')
    ap.add_argument('--names-list')
    ap.add_argument('-o', '--output', required=True)
    ap.add_argument('--log')
    ap.add_argument('--engine', default=os.path.join(HERE, '..', '.build', 'debug', 'trellis'))
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--limit', type=int)
    a = ap.parse_args()
    LOG = a.log
    allc = []
    for f in a.inputs:
        d = json.load(open(f))
        allc += d if isinstance(d, list) else [d]
    want = None
    if a.names:
        want = [l.split('\t')[0].strip() for l in open(a.names) if l.strip() and not l.startswith('#')]
    if a.names_list:
        want = a.names_list.split(',')
    if want is not None:
        ws = set(want)
        allc = [c for c in allc if c['name'] in ws]
    # step 0: fresh Chrome + engine on the originals; keep only the failing ones
    for c in allc:
        c['_dirs'] = sorted((c.get('expected') or {'ltr': 0, 'rtl': 0}).keys())
    orig = copy.deepcopy(allc)
    ok = evaluate(allc, a.engine, a.jobs)
    failing = [c for c, g in zip(allc, ok) if g]
    log('inputs %d, failing with fresh Chrome: %d' % (len(allc), len(failing)))
    notfail = [c['name'] for c, g in zip(allc, ok) if not g]
    if notfail:
        log('not failing with fresh chrome:', notfail[:50])
    if a.limit:
        failing = failing[:a.limit]
    cur = {c['name']: c for c in failing}
    origd = {c['name']: c for c in orig}

    def dump(cur):
        out = []
        for name in [c['name'] for c in failing]:
            c = dict(cur[name]); c.pop('_dirs', None)
            c['source'] = 'minimized (size %d -> %d) from %s (%s); expected from chrome_oracle.py' % (
                case_size(origd[name]), case_size(c), name, origd[name].get('source', ''))
            out.append(c)
        tmp = a.output + '.tmp'
        json.dump(out, open(tmp, 'w'), indent=1)
        os.replace(tmp, a.output)

    t = time.time()
    cur = minimize(cur, a.engine, a.jobs, progress=dump)
    dump(cur)
    log('done %d cases in %.0fs; oracle %.0fs for %d candidates; engine %.0fs; rounds %d' % (
        len(cur), time.time() - t, STATS['oracle_s'], STATS['oracle_cases'], STATS['engine_s'],
        STATS['rounds']))


if __name__ == '__main__':
    main()
