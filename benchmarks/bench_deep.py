"""Deep games: what the engine costs as the birthday grows.

The game is the chain G(0) = 0, G(k+1) = {G(k) | -1}: no number, up or nimber
shortcut collapses it, and from k = 2 on both its stops are -1, so the stop
rules settle no comparison and every operation must walk the chain. For each
birthday the script times, in a fresh subprocess with a time limit:

construct   building G(n) option by option (n calls of Game([G], [-1]))
compare     compare(G(n), G(n-1)) and compare(G(n), G(n) + ^), cold caches
add ^       G(n) + ^ (linear in n: ^ has three subpositions)
neg         -G(n)
G + -G      with -G already known (the engine answers 0 at once)
G + -H      H = the chain built on -2 instead of -1: a genuine sum of two deep
            games, which visits about n * n pairs of subpositions
str         printing G(n)
pickle      pickle.dumps and loads

Usage::

    python3 benchmarks/bench_deep.py                      # this checkout
    python3 benchmarks/bench_deep.py --tree ../old-checkout --tree .   # side by side

With several ``--tree`` options the same workloads run against each tree's
``cgtalg`` (a checkout's root directory) and ratios are printed against the
first. Times are CPU seconds (wall in parentheses); "limit" means the time
limit was reached, "error: ..." that the operation raised.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

WORKLOADS = ("construct", "compare", "add ^", "neg", "G + -G", "G + -H", "str", "pickle")
SIZES = (600, 2_000, 20_000, 100_000)
# G + -H is quadratic: only the small sizes are tried.
QUADRATIC_MAX = 2_000


def _worker(workload: str, n: int) -> dict:
    import pickle

    from cgtalg import UP, Game, ZERO, compare

    def chain(bottom: int) -> list:
        games = [ZERO]
        for _ in range(n):
            games.append(Game([games[-1]], [bottom]))
        return games

    t0, w0 = time.process_time(), time.perf_counter()
    if workload == "construct":
        chain(-1)
    else:
        games = chain(-1)
        g = games[-1]
        t0, w0 = time.process_time(), time.perf_counter()
        if workload == "compare":
            h = g + UP
            t0, w0 = time.process_time(), time.perf_counter()
            compare(g, games[-2])
            compare(g, h)
        elif workload == "add ^":
            g + UP
        elif workload == "neg":
            -g
        elif workload == "G + -G":
            m = -g
            t0, w0 = time.process_time(), time.perf_counter()
            g + m
        elif workload == "G + -H":
            other = chain(-2)[-1]
            m = -other
            t0, w0 = time.process_time(), time.perf_counter()
            g + m
        elif workload == "str":
            str(g)
        elif workload == "pickle":
            pickle.loads(pickle.dumps(g))
    return {"cpu": time.process_time() - t0, "wall": time.perf_counter() - w0}


def _run(tree: str, workload: str, n: int, limit: float) -> str | dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.path.abspath(tree) + os.pathsep + env.get("PYTHONPATH", "")
    cmd = [sys.executable, os.path.abspath(__file__), "--worker", workload, str(n)]
    try:
        out = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=limit, cwd=tree)
    except subprocess.TimeoutExpired:
        return "limit"
    if out.returncode != 0:
        last = (out.stderr.strip().splitlines() or ["?"])[-1]
        return "error: " + last[:60]
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tree", action="append", help="a checkout whose cgtalg to time (repeatable)")
    ap.add_argument("--sizes", default=",".join(map(str, SIZES)), help="comma-separated birthdays")
    ap.add_argument("--only", default="", help="comma-separated workloads (default: all)")
    ap.add_argument("--limit", type=float, default=120.0, help="time limit per run, seconds")
    ap.add_argument("--worker", nargs=2, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        print(json.dumps(_worker(args.worker[0], int(args.worker[1]))))
        return
    trees = args.tree or [os.path.dirname(os.path.dirname(os.path.abspath(__file__)))]
    sizes = [int(s) for s in args.sizes.split(",")]
    workloads = [w for w in WORKLOADS if not args.only or w in args.only.split(",")]
    print(f"{'workload':10} {'n':>7}  " + "  ".join(f"{os.path.basename(os.path.abspath(t)):>22}" for t in trees)
          + ("  ratio (first/last, CPU)" if len(trees) > 1 else ""))
    for workload in workloads:
        for n in sizes:
            if workload == "G + -H" and n > QUADRATIC_MAX:
                continue
            cells, results = [], []
            for tree in trees:
                r = _run(tree, workload, n, args.limit)
                results.append(r)
                cells.append(f"{r['cpu']:8.3f} ({r['wall']:8.3f})" if isinstance(r, dict) else r[:22])
            line = f"{workload:10} {n:>7}  " + "  ".join(f"{c:>22}" for c in cells)
            if len(trees) > 1:
                a, b = results[0], results[-1]
                if isinstance(a, dict) and isinstance(b, dict) and b["cpu"] > 0:
                    line += f"  {a['cpu'] / b['cpu']:.2f}x"
                elif isinstance(b, dict):
                    line += f"  (first: {a})"
            print(line, flush=True)


if __name__ == "__main__":
    main()
