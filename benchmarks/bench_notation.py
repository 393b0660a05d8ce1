"""Notation benchmark: printing, LaTeX and parsing of deep games and huge numbers.

Workloads
---------
str:D     ``str(G_D)`` for the chain ``G_0 = 0``, ``G_(k+1) = {G_k | -1}``
          (birthday D + 1; no number/up/nimber shortcut collapses it; its
          bottom prints as CGSuite's ``-1Miny({1|0})``). Its text has
          ``15 + 2m + m(m+1)/2`` characters for ``m = D - 3`` (the bars of
          the multi-bar notation grow with depth), so linear in the output
          means quadratic in D: 5 * 10**9 characters (5 GB) at D = 100,000.
latex:D   ``G_D.latex()`` for the same chain (about 4x the characters).
parse:D   ``parse(str(G_D))``.
          latex and parse run up to ``--max-other-depth`` (20,000) only.
digits:N  ``str`` and ``parse`` of an integer with N decimal digits (above
          Python's 4,300-digit int-to-str limit the notation converts by
          divide and conquer, without touching the interpreter-wide limit).

Each workload runs in a fresh subprocess with a time limit, so a hang is
reported as "timeout". The chain is built untimed.

Usage::

    python3 benchmarks/bench_notation.py                 # all workloads
    python3 benchmarks/bench_notation.py --depths 1000,4000 --timeout 30
    python3 benchmarks/bench_notation.py --only str
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CHILD = r"""
import json, sys, time
sys.path.insert(0, {root!r})
from cgtalg import Game, parse, integer
kind, size = {kind!r}, {size!r}
if kind == "digits":
    g = integer(10 ** size - 1)
    t = time.perf_counter(); s = str(g); t1 = time.perf_counter() - t
    t = time.perf_counter(); h = parse(s); t2 = time.perf_counter() - t
    assert h is g
    print(json.dumps({{"seconds": t1 + t2, "chars": len(s), "detail": "str %.3fs + parse %.3fs" % (t1, t2)}}))
    raise SystemExit
g = Game()
m1 = integer(-1)
for _ in range(size):
    g = Game([g], [m1])
t = time.perf_counter()
if kind == "str":
    s = str(g)
elif kind == "latex":
    s = g.latex()
else:
    s = str(g)
    t = time.perf_counter()
    assert parse(s) is g
seconds = time.perf_counter() - t
print(json.dumps({{"seconds": seconds, "chars": len(s), "detail": ""}}))
"""


def run(kind: str, size: int, timeout: float) -> str:
    code = CHILD.format(root=ROOT, kind=kind, size=size)
    try:
        out = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout, cwd=ROOT
        )
    except subprocess.TimeoutExpired:
        return f"timeout (> {timeout:g} s)"
    if out.returncode != 0:
        last = (out.stderr.strip().splitlines() or ["?"])[-1]
        return f"error: {last[:100]}"
    r = json.loads(out.stdout.strip().splitlines()[-1])
    extra = f"  ({r['detail']})" if r["detail"] else ""
    return f"{r['seconds']:9.3f} s   {r['chars']:>14,} chars{extra}"


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--depths", default="1000,4000,20000,100000")
    ap.add_argument(
        "--max-other-depth", type=int, default=20000,
        help="largest depth for latex and parse (their texts at depth 100,000 need 20 GB and 10 GB)",
    )
    ap.add_argument("--digits", default="5000,50000,500000")
    ap.add_argument("--only", default="str,latex,parse,digits")
    ap.add_argument("--timeout", type=float, default=120.0)
    args = ap.parse_args(argv)
    depths = [int(d) for d in args.depths.split(",") if d]
    digits = [int(d) for d in args.digits.split(",") if d]
    print(f"python {sys.version.split()[0]}, time limit {args.timeout:g} s per workload")
    for kind in args.only.split(","):
        sizes = digits if kind == "digits" else depths
        if kind in ("latex", "parse"):
            sizes = [d for d in sizes if d <= args.max_other_depth]
        for size in sizes:
            print(f"{kind + ':' + str(size):<16} {run(kind, size, args.timeout)}", flush=True)


if __name__ == "__main__":
    main()
