"""Thermographs, means and temperatures: cgtalg against pycgt and cgt-py in one run.

Workloads (each library starts with empty caches; inputs are converted to each
library's own game objects *before* the clock starts; answers are checked
equal to cgtalg's):

* ``day3``       -- temperature, mean and thermograph of each of the 1474 games
  born by day 3;
* ``domineering``-- the same for the distinct values of every position
  reachable from a Domineering rectangle of at most 4x4;
* ``switches``   -- the thermograph of ``+-1 + +-2 + ... + +-n`` for growing
  ``n``, each (library, n) in a fresh subprocess with a 60 s limit; then the
  hottest-first closed form of the walls (see below) for large ``n``.

What each peer offers (checked by hand, pycgt 0.2.0 and cgt-py 0.11.0):
pycgt has ``thermograph``, ``mean``, ``temperature``, ``cool``, ``heat``,
``overheat``, ``reduced_canonical_form``, ``incentives``,
``confusion_interval`` and hot/tepid/all-small predicates; cgt-py's
``CanonicalForm`` has ``temperature``, ``thermograph`` (an opaque object with
only ``_repr_svg_``, so its walls cannot be compared), ``cool`` and
``reduced``; neither has atomic weights, subzero thermographs or Norton
multiplication. Shared workloads: temperature (all three), mean and
thermograph (cgtalg and pycgt; cgt-py's thermograph is timed, not checked).

Run:  python3 benchmarks/bench_analysis.py [--only day3,domineering,switches] [--max-n 64]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from fractions import Fraction

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import cgtalg  # noqa: E402
from cgtalg import Game  # noqa: E402
from cgtalg.analysis import mean, temperature, thermograph  # noqa: E402


def _clock():
    return time.process_time(), time.perf_counter()


def _since(start):
    c, w = _clock()
    return c - start[0], w - start[1]


# ---------------------------------------------------------------------------------- peers

def _frac(text: object) -> Fraction:
    s = str(text)
    if "'" in s:  # cgt-py prints DyadicRationalNumber('3/4')
        s = s.split("'")[1]
    return Fraction(s)


def to_pycgt(g: Game, memo: dict) -> object:
    import pycgt

    stack = [(g, False)]
    while stack:
        h, done = stack.pop()
        if h in memo:
            continue
        opts = h.left_options + h.right_options
        if not done:
            stack.append((h, True))
            stack.extend((o, False) for o in opts if o not in memo)
            continue
        memo[h] = pycgt.game([memo[o] for o in h.left_options], [memo[o] for o in h.right_options])
    return memo[g]


def braces(g: Game, memo: dict) -> str:
    """cgt-py's notation, fully braced (it has no constructor from option objects)."""
    stack = [(g, False)]
    while stack:
        h, done = stack.pop()
        if h in memo:
            continue
        if h.is_number:
            q = h.as_fraction()
            memo[h] = str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"
            continue
        opts = h.left_options + h.right_options
        if not done:
            stack.append((h, True))
            stack.extend((o, False) for o in opts if o not in memo)
            continue
        memo[h] = "{" + ",".join(memo[o] for o in h.left_options) + "|" + ",".join(
            memo[o] for o in h.right_options) + "}"
    return memo[g]


def peers_available():
    out = {}
    for name in ("pycgt", "cgt_py"):
        try:
            __import__(name)
            out[name] = True
        except ImportError:
            out[name] = False
    return out


def _pycgt_clear():
    import pycgt.thermal as th

    for name in dir(th):
        f = getattr(th, name)
        if hasattr(f, "cache_clear"):
            f.cache_clear()


def _walls_from_zero(wall):
    return [(Fraction(0), wall(0))] + [(t, wall(t)) for t in wall.breakpoints if t > 0]


def _pycgt_walls(pw):
    # pycgt's PiecewiseLinear: segments (start, value at start, slope); compare at our points
    return pw


def run_games(label: str, games: list[Game]) -> list[dict]:
    rows = []
    # cgtalg
    cgtalg.clear_caches()
    start = _clock()
    ours = [(thermograph(g), temperature(g), mean(g)) for g in games]
    cpu, wall = _since(start)
    rows.append({"workload": label, "library": "cgtalg", "cpu": cpu, "wall": wall, "checked": "-"})
    have = peers_available()
    if have["pycgt"]:
        import pycgt

        memo: dict = {}
        peer_games = [to_pycgt(g, memo) for g in games]
        _pycgt_clear()
        start = _clock()
        theirs = [(pycgt.thermograph(p), pycgt.temperature(p), pycgt.mean(p)) for p in peer_games]
        cpu, wall = _since(start)
        bad = 0
        for (th, t, m), (pth, pt, pm), g in zip(ours, theirs, games):
            # temperatures of numbers follow the same convention; compare walls for t >= 0 pointwise
            ok = (Fraction(pt) == t or g.is_number) and Fraction(pm) == m
            for s in [Fraction(k, 8) for k in range(0, 8 * int(max(t, 0) + 2))]:
                ok = ok and Fraction(pth.left(s)) == th.left(s) and Fraction(pth.right(s)) == th.right(s)
            bad += not ok
        rows.append({"workload": label, "library": "pycgt", "cpu": cpu, "wall": wall,
                     "checked": "equal" if bad == 0 else f"{bad} differ"})
    if have["cgt_py"]:
        import cgt_py

        memo = {}
        peer_games = [cgt_py.CanonicalForm(braces(g, memo)) for g in games]
        start = _clock()
        theirs = [(p.thermograph, p.temperature) for p in peer_games]
        cpu, wall = _since(start)
        bad = sum(_frac(str(pt)) != t for (_, pt), (_, t, _m), g in zip(theirs, ours, games)
                  if not g.is_number)
        rows.append({"workload": label, "library": "cgt-py", "cpu": cpu, "wall": wall,
                     "checked": "temperatures equal" if bad == 0 else f"{bad} temperatures differ"})
    return rows


def run_reduced(label: str, games: list[Game]) -> list[dict]:
    """Reduced canonical form and cooling by 1 of every game; peers checked against cgtalg."""
    from cgtalg.analysis import cool, reduced

    rows = []
    cgtalg.clear_caches()
    start = _clock()
    ours = [(reduced(g), cool(g, 1)) for g in games]
    cpu, wall = _since(start)
    rows.append({"workload": label, "library": "cgtalg", "cpu": cpu, "wall": wall, "checked": "-"})
    have = peers_available()
    if have["pycgt"]:
        import pycgt

        memo: dict = {}
        peer_games = [to_pycgt(g, memo) for g in games]
        _pycgt_clear()
        start = _clock()
        theirs = [(pycgt.reduced_canonical_form(p), pycgt.cool(p, 1)) for p in peer_games]
        cpu, wall = _since(start)
        # rebuild pycgt's answers as cgtalg games (untimed) and compare
        def rebuild(p):
            return Game([rebuild(x) for x in p.left], [rebuild(x) for x in p.right])
        red_bad = sum(rebuild(r) is not o[0] for (r, _), o in zip(theirs, ours))
        cool_bad = sum(rebuild(c) is not o[1] for (_, c), o in zip(theirs, ours))
        rows.append({"workload": label, "library": "pycgt", "cpu": cpu, "wall": wall,
                     "checked": f"reduced differs on {red_bad}, cool(1) on {cool_bad}"})
    if have["cgt_py"]:
        import cgt_py
        from cgtalg import parse

        memo = {}
        peer_games = [cgt_py.CanonicalForm(braces(g, memo)) for g in games]
        one = cgt_py.CanonicalForm("{1|-1}").temperature  # cgt-py's DyadicRationalNumber 1
        start = _clock()
        theirs = [(p.reduced, p.cool(one)) for p in peer_games]
        cpu, wall = _since(start)
        bad = sum(parse(str(r).split("'")[1]) is not o[0] or parse(str(c).split("'")[1]) is not o[1]
                  for (r, c), o in zip(theirs, ours))
        rows.append({"workload": label, "library": "cgt-py", "cpu": cpu, "wall": wall,
                     "checked": "equal" if bad == 0 else f"{bad} differ"})
    return rows


def domineering_values() -> list[Game]:
    """The distinct values of every position reachable from a rectangle of at most 4x4."""
    from tests.core.sample_positions import Domineering

    seen_pos: dict = {}
    todo = [Domineering.rectangle(r, c) for r in range(1, 5) for c in range(1, 5)]
    while todo:
        p = todo.pop()
        if p.key() in seen_pos:
            continue
        seen_pos[p.key()] = p
        todo.extend(p.left_options())
        todo.extend(p.right_options())
    values = {cgtalg.value(p) for p in seen_pos.values()}
    return sorted(values, key=lambda g: g.birthday)


# ---------------------------------------------------------------------------- switch sums

SWITCH_CHILD = r"""
import sys, time, json
sys.path.insert(0, {root!r})
lib, n = {lib!r}, {n}
t0, w0 = time.process_time(), time.perf_counter()
if lib == "cgtalg":
    from cgtalg import ZERO, switch
    from cgtalg.analysis import thermograph
    g = ZERO
    for k in range(1, n + 1):
        g = g + switch(k)
    th = thermograph(g)
    res = [str(th.temperature), str(th.mean), [[str(t), str(th.left(t))] for t in range(n + 1)]]
elif lib == "pycgt":
    import pycgt
    g = pycgt.ZERO if hasattr(pycgt, "ZERO") else pycgt.integer(0)
    for k in range(1, n + 1):
        g = pycgt.add(g, pycgt.plus_minus(k))
    th = pycgt.thermograph(g)
    res = [str(pycgt.temperature(g)), str(pycgt.mean(g)), [[str(t), str(th.left(t))] for t in range(n + 1)]]
else:
    import cgt_py
    g = cgt_py.CanonicalForm("0")
    for k in range(1, n + 1):
        g = g + cgt_py.CanonicalForm("{{%d|%d}}" % (k, -k))
    th = g.thermograph
    res = [str(g.temperature), None, None]
print(json.dumps({{"cpu": time.process_time() - t0, "wall": time.perf_counter() - w0, "res": res}}))
"""


def switch_child(lib: str, n: int, timeout: float) -> dict | None:
    code = SWITCH_CHILD.format(root=ROOT, lib=lib, n=n)
    try:
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    if out.returncode != 0:
        return {"error": out.stderr.strip().splitlines()[-1] if out.stderr.strip() else "failed"}
    return json.loads(out.stdout)


def hottest_first_left_wall(n: int, t: Fraction) -> Fraction:
    """Left wall of +-1 + ... + +-n at t (0 <= t < n), by cooling and hottest-first play.

    Cooling is a homomorphism, so G_t is the sum of the switches +-(k - t) for
    k > t (plus stars, which do not move stops). In a sum of switches
    {a_i | -a_i} with a_1 >= a_2 >= ..., Left's stop is a_1 - a_2 + a_3 - ...
    (each player takes the hottest switch); the benchmark checks this against
    the exact thermograph for every n the exact computation reaches.
    """
    heats = sorted((k - t for k in range(1, n + 1) if k > t), reverse=True)
    return sum(a if i % 2 == 0 else -a for i, a in enumerate(heats))


def run_switches(max_n: int, timeout: float) -> list[str]:
    lines = []
    have = peers_available()
    libs = ["cgtalg"] + (["pycgt"] if have["pycgt"] else []) + (["cgt-py"] if have["cgt_py"] else [])
    ns = [n for n in (4, 8, 12, 16, 20, 24, 28, 32, 40, 48, 56, 64, 80, 96, 128) if n <= max_n]
    largest = {}
    for lib in libs:
        for n in ns:
            r = switch_child("cgt_py" if lib == "cgt-py" else lib, n, timeout)
            if r is None:
                lines.append(f"  {lib:<7} n={n:<4} > {timeout:.0f} s (stopped)")
                break
            if "error" in r:
                lines.append(f"  {lib:<7} n={n:<4} error: {r['error']}")
                break
            temp = r["res"][0]
            check = ""
            if r["res"][2] is not None:
                wall_ok = all(Fraction(v) == hottest_first_left_wall(n, Fraction(t)) for t, v in r["res"][2] if int(t) < n)
                check = "walls = hottest-first" if wall_ok else "walls DIFFER from hottest-first"
            lines.append(f"  {lib:<7} n={n:<4} cpu {r['cpu']:8.2f} s  wall {r['wall']:8.2f} s  "
                         f"temperature {temp}  {check}")
            largest[lib] = n
    for lib in libs:
        lines.append(f"  largest n within {timeout:.0f} s (of those tried): {lib} {largest.get(lib, '-')}")
    # the closed form alone
    for n in (1000, 10000):
        start = _clock()
        walls = [hottest_first_left_wall(n, Fraction(t)) for t in range(0, n, max(1, n // 100))]
        cpu, wall = _since(start)
        lines.append(f"  hottest-first closed form, n={n}: {len(walls)} wall points in cpu {cpu:.2f} s")
    return lines


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", default="day3,domineering,switches")
    ap.add_argument("--max-n", type=int, default=64)
    ap.add_argument("--timeout", type=float, default=60.0)
    args = ap.parse_args()
    only = set(args.only.split(","))
    print(f"python {sys.version.split()[0]}; peers: {peers_available()}")
    rows = []
    if "day3" in only:
        from cgtalg.verify.laws import games_born_by

        rows += run_games("day3 (1474 games)", games_born_by(3))
        rows += run_reduced("day3 reduced + cool(1)", games_born_by(3))
    if "domineering" in only:
        vals = domineering_values()
        rows += run_games(f"domineering <= 4x4 ({len(vals)} values)", vals)
    if rows:
        print(f"{'workload':<34}{'library':<9}{'cpu s':>9}{'wall s':>9}{'cpu ratio':>11}  check")
        base = {}
        for r in rows:
            if r["library"] == "cgtalg":
                base[r["workload"]] = r["cpu"]
            ratio = r["cpu"] / base[r["workload"]] if base[r["workload"]] else float("nan")
            print(f"{r['workload']:<34}{r['library']:<9}{r['cpu']:9.3f}{r['wall']:9.3f}{ratio:10.2f}x  {r['checked']}")
    if "switches" in only:
        print("thermograph of +-1 + +-2 + ... + +-n (fresh process per library and n):")
        for line in run_switches(args.max_n, args.timeout):
            print(line)


if __name__ == "__main__":
    main()
