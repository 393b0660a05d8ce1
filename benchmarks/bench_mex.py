"""Benchmark: the mex (minimum excludant), compiled and pure, against the set-based definition.

Prints, for this process's core (compiled unless ``CGTALG_PURE_PYTHON=1``):

1. nanoseconds per call of :func:`cgtalg.core.mex.mex` and of the
   set-based mex (``set(values)`` then count up: the definition, kept here
   as the baseline and the reference; results are checked equal) on inputs
   of the shapes the engines pass: a few small Grundy values, a dense run of values, values
   past the 64-bit word, a set;
2. CPU and wall time of the Grundy engine (``grundy`` on a subtraction game,
   whose ``close`` step is one mex per position) and of ``nim_sequence(...,
   method="mex")`` (the plain mex scan) on a subtraction game and on 0.137
   (Dawson's chess), results checked equal to the sequences the other core
   computes.

With ``--both`` (the default) it runs itself a second time with
``CGTALG_PURE_PYTHON=1`` and prints the compiled/pure ratio of every row.
The peers (pycgt, cgt_py) have no mex or nim-sequences, so there is no
peer column.

Run: python3 benchmarks/bench_mex.py [--heaps N] [--single]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cgtalg import accelerated  # noqa: E402
from cgtalg.core.mex import mex  # noqa: E402
from cgtalg.impartial import grundy  # noqa: E402
from cgtalg.impartial.nim_sequence import nim_sequence  # noqa: E402
from cgtalg.rulesets.heap import Subtraction, TakeAndBreak  # noqa: E402


def set_mex(values):
    """The set-based mex, the baseline: a set, then count up from 0."""
    seen = set(values)
    m = 0
    while m in seen:
        m += 1
    return m


INPUTS = {
    "3 small values [0, 2, 1]": [0, 2, 1],
    "8 values, mex 5": [3, 0, 1, 7, 2, 4, 9, 6],
    "40 values 0..39 shuffled": [(7 * i) % 40 for i in range(40)],
    "200 values 0..199": list(range(200)),
    "5 values past the word [64, 70, 0, 1, 100]": [64, 70, 0, 1, 100],
    "a set {0..9}": set(range(10)),
}


def ns_per_call(fn, arg, repeat=7, loops=20000):
    best = None
    for _ in range(repeat):
        t = time.perf_counter_ns()
        for _ in range(loops):
            fn(arg)
        dt = (time.perf_counter_ns() - t) / loops
        best = dt if best is None else min(best, dt)
    return best


def timed(fn, *args, **kw):
    c0, w0 = time.process_time(), time.perf_counter()
    out = fn(*args, **kw)
    return out, time.process_time() - c0, time.perf_counter() - w0


def measure(heaps: int) -> dict:
    out: dict = {"accelerated": accelerated.ACCELERATED, "calls": {}, "runs": {}}
    for label, arg in INPUTS.items():
        assert mex(arg) == set_mex(arg), label
        out["calls"][label] = (ns_per_call(mex, arg), ns_per_call(set_mex, arg))
    import cgtalg.impartial.sprague_grundy as sg

    squares = Subtraction([k * k for k in range(1, 18)])

    def subtraction_123(n):
        return [n - k for k in (1, 2, 3) if n >= k]

    def grundy_with_set_mex():  # the engine with the set-based mex, not compiled
        sg.mex = set_mex
        try:
            return grundy(heaps, options=subtraction_123)
        finally:
            sg.mex = mex

    runs = {
        f"grundy, subtraction {{1,2,3}}, heap {heaps}": lambda: grundy(heaps, options=subtraction_123),
        "  the same with the former set-based mex (before)": grundy_with_set_mex,
        f"nim_sequence mex scan, subtract a square <= 289, {heaps} heaps": (
            lambda: nim_sequence(squares, heaps, method="mex")),
        f"nim_sequence mex scan, 0.137, {heaps // 20} heaps": (
            lambda: nim_sequence(TakeAndBreak("0.137"), heaps // 20, method="mex")),
    }
    for label, fn in runs.items():
        best = None
        for _ in range(3):
            result, cpu, wall = timed(fn)
            if best is None or cpu < best[1]:
                best = (result, cpu, wall)
        result, cpu, wall = best
        out["runs"][label] = (cpu, wall, hashlib.sha256(str(result).encode()).hexdigest()[:16])
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--heaps", type=int, default=100_000)
    ap.add_argument("--single", action="store_true", help="this process's core only, as JSON (used by --both)")
    args = ap.parse_args()
    here = measure(args.heaps)
    if args.single:
        print(json.dumps(here))
        return
    env = dict(os.environ, CGTALG_PURE_PYTHON="1")
    proc = subprocess.run([sys.executable, __file__, "--single", "--heaps", str(args.heaps)],
                          env=env, capture_output=True, text=True, check=True)
    pure = json.loads(proc.stdout.strip().splitlines()[-1])
    assert not pure["accelerated"]
    print(f"this process: {accelerated.REASON}")
    print("\n1. ns per call (least of 7 loops of 20000; perf_counter_ns)")
    print(f"{'input':46} {'compiled':>9} {'pure':>9} {'set-mex':>9} {'pure/compiled':>14} {'set-mex/compiled':>17}")
    for label, (fast, old) in here["calls"].items():
        pfast, _pold = pure["calls"][label]
        print(f"{label:46} {fast:9.0f} {pfast:9.0f} {old:9.0f} {pfast / fast:13.2f}x {old / fast:16.2f}x")
    print("\n2. engines using mex (CPU s / wall s, least CPU of 3; results equal in both cores)")
    print(f"{'workload':62} {'compiled':>17} {'pure':>17} {'pure/compiled CPU':>18}")
    for label, (cpu, wall, key) in here["runs"].items():
        pcpu, pwall, pkey = pure["runs"][label]
        assert key == pkey, label
        print(f"{label:62} {cpu:7.3f} / {wall:7.3f} {pcpu:7.3f} / {pwall:7.3f} {pcpu / cpu:17.2f}x")


if __name__ == "__main__":
    main()
