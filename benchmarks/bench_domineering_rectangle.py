"""The canonical value of one empty Domineering rectangle, with its cost and a summary.

Meant for the 6x6 board, whose value none of the peers has computed. The
script values an m x n rectangle (Left places vertical dominoes) through the
registry -- the same call as
``cgtalg value --ruleset domineering`` -- and prints the CPU and wall time,
the peak memory of the process, and what the value says: outcome,
birthday, stops, mean, temperature, reduced form and how long the canonical
form is when printed. With ``--check FILE`` it compares the value with one
saved earlier (``benchmarks/results/domineering_6x6.txt`` holds the 6x6
value found on 2026-11-23); ``--save FILE`` writes it.

Usage::

    python3 benchmarks/bench_domineering_rectangle.py 5 6
    python3 benchmarks/bench_domineering_rectangle.py 6 6 --check benchmarks/results/domineering_6x6.txt

6x6 needs about 6 to 7 minutes of CPU and 3.6 GB of memory (compiled core, measured on a loaded machine).
"""

from __future__ import annotations

import argparse
import resource
import sys
import time

from cgtalg import parse
from cgtalg.analysis import mean, reduced, temperature
from cgtalg.core.relations import outcome
from cgtalg.core.stops import stops
from cgtalg.rulesets import get


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("rows", type=int)
    ap.add_argument("cols", type=int)
    ap.add_argument("--check", metavar="FILE", help="compare with the value saved in FILE (CGSuite-style text)")
    ap.add_argument("--save", metavar="FILE", help="write the value to FILE")
    args = ap.parse_args(argv)
    if args.rows < 1 or args.cols < 1:
        ap.error("rows and cols must be at least 1")
    board = "|".join("." * args.cols for _ in range(args.rows))
    cpu, wall = time.process_time(), time.perf_counter()
    g = get("domineering").value(board)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    text = str(g)
    left, right = stops(g)
    print(f"Domineering {args.rows}x{args.cols}: {cpu:.1f} s CPU, {wall:.1f} s wall, peak {peak:.0f} MB")
    print(f"  outcome {outcome(g).name}, birthday {g.birthday}, "
          f"{len(g.left_options)} left and {len(g.right_options)} right options, {len(text)} characters printed")
    print(f"  stops {left}, {right}; mean {mean(g)}, temperature {temperature(g)}; reduced form {reduced(g)}")
    if len(text) <= 200:
        print(f"  value {text}")
    if args.save:
        with open(args.save, "w", encoding="utf-8") as f:
            f.write(text + "\n")
        print(f"  saved to {args.save}")
    if args.check:
        with open(args.check, encoding="utf-8") as f:
            saved = parse(f.read().strip())
        same = saved == g
        print(f"  {'same value as' if same else 'DIFFERENT value from'} {args.check}")
        return 0 if same else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
