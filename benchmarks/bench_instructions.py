"""Instruction counts of the core workloads, for before/after comparisons on a busy machine.

Wall and CPU time on a shared machine vary by 10-30% from run to run; the
number of instructions a workload executes does not. This script runs each
workload under ``valgrind --tool=callgrind`` (which counts instructions) once
with 3 repetitions and once with 1, and prints half the difference: the cost
of one repetition, with start-up and imports cancelled out. Hash randomisation
is fixed (``PYTHONHASHSEED=0``) so that repeated runs count the same.

Workloads (the day-3 workloads of ``bench_core.py``, caches emptied before
each repetition):

* ``compare``: 100,000 ``compare`` calls between random games born by day 3;
* ``sums``: 1,500 sums of two random games born by day 3;
* ``census``: ``Game(L, R)`` for every pair of antichains of day-2 games
  (the 1,474 games born by day 3, built from their options).

Usage::

    python3 benchmarks/bench_instructions.py                      # this checkout
    python3 benchmarks/bench_instructions.py --tree OLD --tree NEW  # side by side, ratios NEW/OLD

Each tree is put first on ``PYTHONPATH`` (and is the working directory); a tree is a checkout's root (for
example a ``git worktree add /tmp/old <commit>``). Needs valgrind; each
workload takes about a minute under callgrind.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

WORKLOAD = textwrap.dedent("""
    import random, sys
    from cgtalg import compare, clear_caches, Game
    from cgtalg.verify.laws import games_born_by, antichains
    from cgtalg.core.order import le
    g = games_born_by(3)
    d2 = games_born_by(2)
    rng = random.Random(2024)
    pairs = [(rng.randrange(len(g)), rng.randrange(len(g))) for _ in range(100000)]
    sums = [(g[rng.randrange(len(g))], g[rng.randrange(len(g))]) for _ in range(1500)]
    chains = antichains(d2, le)
    name, reps = sys.argv[1], int(sys.argv[2])
    for _ in range(reps):
        clear_caches()
        if name == "compare":
            [compare(g[i], g[j]) for i, j in pairs]
        elif name == "sums":
            [a + b for a, b in sums]
        elif name == "census":
            [Game(a, b) for a in chains for b in chains]
""")

NAMES = ("compare", "sums", "census")


def instructions(tree: Path, name: str, reps: int) -> int:
    """Instructions executed by the workload script with *reps* repetitions."""
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONPATH=str(tree))
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
           os.path.realpath(sys.executable), "-c", WORKLOAD, name, str(reps)]
    out = subprocess.run(cmd, env=env, cwd=tree, capture_output=True, text=True, check=True)
    found = re.search(r"Collected : (\d+)", out.stderr)
    if found is None:
        raise RuntimeError(f"callgrind printed no total for {name} in {tree}:\n{out.stderr[-2000:]}")
    return int(found.group(1))


def per_repetition(tree: Path, name: str) -> float:
    """Millions of instructions for one repetition of the workload."""
    return (instructions(tree, name, 3) - instructions(tree, name, 1)) / 2 / 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tree", action="append", type=Path,
                        help="a checkout's root (repeat for side by side; default: this checkout)")
    parser.add_argument("--only", default=",".join(NAMES), help="comma-separated workloads")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed (Debian: apt install valgrind)")
    trees = args.tree or [Path(__file__).resolve().parent.parent]
    names = [n for n in args.only.split(",") if n]
    unknown = set(names) - set(NAMES)
    if unknown:
        sys.exit(f"unknown workload(s) {sorted(unknown)}; choose from {NAMES}")
    print("millions of instructions per repetition (callgrind, PYTHONHASHSEED=0)")
    print(f"{'workload':10}" + "".join(f"{t.name[-18:]:>20}" for t in trees)
          + ("" if len(trees) < 2 else f"{'last/first':>12}"))
    for name in names:
        counts = [per_repetition(t, name) for t in trees]
        row = f"{name:10}" + "".join(f"{c:20.1f}" for c in counts)
        if len(trees) > 1:
            row += f"{counts[-1] / counts[0]:12.3f}"
        print(row, flush=True)


if __name__ == "__main__":
    main()
