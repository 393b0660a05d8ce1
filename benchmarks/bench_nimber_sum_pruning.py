"""G + *k for large k: the core's sum with and without its pruning of nimber options.

The core (cgtalg/core/arithmetic.add) builds ``G + x + *k`` for an explicit
``G`` no older than ``*k`` (and ``k >= NIMBER_PRUNE_FROM``) without the options
``G + x + *j`` that the incentives show dominated:

    G + *j <= G^L + *k   iff   G^L - G >= *(j xor k)        (Left)
    G + *j >= G^R + *k   iff   G^R - G <= *(j xor k)        (Right)

Without it, ``G + *k`` builds all the ``G + *j`` (j < k) with up to ``j``
options each: about k**2 games and k**3 work for ``{1|-1} + *k``, whose
canonical form ``+-1*k`` does not grow with k. This script times the same sums
in one process with the pruning switched off (``NIMBER_PRUNE_FROM`` set past
every k, so that every ``G + *j`` is built) and on, caches emptied before
each, and checks the two results are the same game. CPU (process_time) and
wall seconds; ratio = off / on.

Run:  python3 benchmarks/bench_nimber_sum_pruning.py [--max-off 400] [--ks 100,200,400,1000]
(``--max-off``: the largest k run without pruning; k = 1000 off takes about 20 s
compiled, several minutes in pure Python.)
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import cgtalg  # noqa: E402
from cgtalg import nimber, parse  # noqa: E402
from cgtalg.accelerated import REASON  # noqa: E402
from cgtalg.core import arithmetic  # noqa: E402

GAMES = ("{1|-1}", "{1|*}", "{2|{1|0}}", "{{2|1}|{-1|-2}}")


def timed(text: str, k: int, prune: bool) -> tuple[float, float, object]:
    g = parse(text)
    star = nimber(k)
    arithmetic.NIMBER_PRUNE_FROM = DEFAULT if prune else 10**12
    cgtalg.clear_caches()
    cpu, wall = time.process_time(), time.perf_counter()
    result = g + star
    return time.process_time() - cpu, time.perf_counter() - wall, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ks", default="100,200,400,1000")
    parser.add_argument("--max-off", type=int, default=400, help="largest k run without pruning")
    args = parser.parse_args()
    ks = [int(k) for k in args.ks.split(",")]
    print(f"python {sys.version.split()[0]}; core: {REASON.split(':')[0]}")
    print(f"{'G':<18}{'k':>6}{'off cpu s':>11}{'off wall s':>11}{'on cpu s':>10}{'on wall s':>10}"
          f"{'ratio cpu':>10}  check / value")
    for text in GAMES:
        for k in ks:
            on_cpu, on_wall, on = timed(text, k, True)
            if k <= args.max_off:
                off_cpu, off_wall, off = timed(text, k, False)
                check = "same" if off is on else "DIFFER"
                cols = f"{off_cpu:11.3f}{off_wall:11.3f}"
                ratio = f"{off_cpu / max(on_cpu, 1e-6):9.0f}x"
            else:
                check, cols, ratio = "(off not run)", f"{'-':>11}{'-':>11}", f"{'':>10}"
            print(f"{text:<18}{k:>6}{cols}{on_cpu:10.4f}{on_wall:10.4f}{ratio}  {check}  {str(on)[:28]}")
    arithmetic.NIMBER_PRUNE_FROM = DEFAULT


DEFAULT = arithmetic.NIMBER_PRUNE_FROM

if __name__ == "__main__":
    main()
