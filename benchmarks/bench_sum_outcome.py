"""The outcome search for sums of regions: the plain minimax against the sum solver, in one run.

Each workload is a sum of regions of one ruleset (empty Domineering
rectangles; hot Clobber rows: two and three of 14 stones, searched; ten of
8 to 10 stones, each valued, whose stops may decide before the sum is
made), solved for both players moving first
(the outcome class) three times in one process, every cache emptied before
each:

* ``plain`` -- a plain memoised minimax over (sum of the small regions'
  values, big regions, player), all children of a state made before any is
  searched, a fresh memo per player (the outcome search cgtalg had before
  :mod:`cgtalg.engine.sum_solver`; written here from its description);
* ``solver`` -- :meth:`cgtalg.engine.search.Search.outcome`: children made
  one at a time (cheapest first), its transposition table shared by both
  players' searches;
* ``solver + database`` -- the same after :func:`cgtalg.engine.solved_table.load_table`
  has read back the region values a first solve saved (every region met is
  then known, however big).

The outcomes are checked equal. CPU seconds (process_time); the solver's
states, table hits and depth; ratio = plain / solver.

Run:  python3 benchmarks/bench_sum_outcome.py [--only domineering,clobber] [--positions "4x5+3x6"]
(about a minute in pure Python with ``CGTALG_PURE_PYTHON=1``; ``--positions``
takes other Domineering sums.)
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import cgtalg  # noqa: E402
from cgtalg.core.order import Outcome  # noqa: E402
from cgtalg.core.values import ZERO  # noqa: E402
from cgtalg.engine.search import _cancel, add_keys, negate_key  # noqa: E402
from cgtalg.engine.solved_table import load_table, save_table  # noqa: E402
from cgtalg.engine.sum_solver import SolveStats  # noqa: E402

DOMINEERING = ("4x5+3x5", "4x5+3x6+2x8", "4x5+4x4+3x5+2x7")
CLOBBER = (("xoxoxoxoxoxoxo", "oxoxxoxoxoxoxo"), ("xoxoxoxoxoxoxo", "oxxoxoxoxoxoox", "xxoxoxoxoxoxoo"),
           ("xoxoxoxoxo", "oxxoxoxo", "xxoxoxooxo", "xoxoxxoxo", "oxoxoxxoo", "xxoxoxo", "oxoxoxoxx", "xoxxooxox",
            "xoxooxox", "oxxoxxoo"))


def plain_outcome(search: Any, key: Any) -> Outcome:
    """Both players' answers by the plain minimax (all children made before any is searched)."""

    def split(k: Any) -> tuple[Any, tuple[int, ...]]:
        parts = _cancel(list(k)) if type(k) is tuple else ((k,) if k else ())
        small, big = ZERO, []
        for p in parts:
            if search.schema.region_size(abs(p)) <= search.schema.small_region:
                small = small + search.value(p)
            else:
                big.append(p)
        return small, tuple(sorted(big))

    def wins(side: int) -> bool:
        memo: dict[Any, bool] = {}
        move_memo: dict[int, Any] = {}

        def moves_of(region: int) -> Any:
            if region not in move_memo:
                lo, ro = search.schema.region_moves(abs(region))
                if region < 0:
                    lo, ro = [negate_key(k) for k in ro], [negate_key(k) for k in lo]
                move_memo[region] = (list(dict.fromkeys(lo)), list(dict.fromkeys(ro)))
            return move_memo[region]

        def solve(small: Any, big: tuple[int, ...], s: int) -> bool:
            if not big:
                return (not small <= 0) if s == 0 else (not small >= 0)
            state = (small, big, s)
            if state in memo:
                return memo[state]
            kids = [(opt, big, 1 - s) for opt in (small.left_options if s == 0 else small.right_options)]
            for i, region in enumerate(big):
                rest = big[:i] + big[i + 1:]
                for k in moves_of(region)[s]:
                    ps, pb = split(k)
                    kids.append((small + ps, tuple(sorted(_cancel(list(rest) + list(pb)))), 1 - s))
            memo[state] = won = any(not solve(*kid) for kid in kids)
            return won

        small, big = split(key)
        return solve(small, big, side)

    left, right = wins(0), wins(1)
    if left:
        return Outcome.N if right else Outcome.L
    return Outcome.R if right else Outcome.P


def workloads(only: set[str], positions: str | None) -> list[tuple[str, Any, Any]]:
    out = []
    if "domineering" in only:
        from cgtalg.rulesets.grid.domineering import RULES, Domineering

        for text in (positions.split(",") if positions else DOMINEERING):
            shapes = [tuple(map(int, part.split("x"))) for part in text.split("+")]
            key = add_keys([Domineering.rectangle(h, w).key() for h, w in shapes])
            out.append((f"domineering {text}", RULES.search, key))
    if "clobber" in only:
        from cgtalg.rulesets.grid.clobber import RULES as CLOBBER_RULES, Clobber

        for rows in CLOBBER:
            width = max(map(len, rows))
            board = "|".join(row.ljust(width, ".") + "|" + "." * width for row in rows)
            label = f"{len(rows)} rows" if len(rows) > 3 else " + ".join(rows)
            out.append((f"clobber {label}", CLOBBER_RULES.search, Clobber(board).key()))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", default="domineering,clobber", help="comma-separated: domineering, clobber")
    ap.add_argument("--positions", help='Domineering sums, e.g. "4x5+3x6,3x7+2x9"')
    args = ap.parse_args()
    from cgtalg.accelerated import REASON

    print(f"cgtalg core: {REASON}")
    print(f"{'workload':44} {'plain s':>8} {'solver s':>9} {'+db s':>7} {'ratio':>6}  outcome  "
          "solver states/hits/depth/stop cut-offs")
    folder = tempfile.mkdtemp()
    for name, search, key in workloads(set(args.only.split(",")), args.positions):
        cgtalg.clear_caches()
        cpu = time.process_time()
        before = plain_outcome(search, key)
        plain = time.process_time() - cpu
        cgtalg.clear_caches()
        stats: list[SolveStats] = []
        cpu = time.process_time()
        after = search.outcome(key, progress=stats.append)
        solver = time.process_time() - cpu
        path = os.path.join(folder, "table.txt")
        save_table(search, path)
        cgtalg.clear_caches()
        load_table(search, path)
        cpu = time.process_time()
        with_db = search.outcome(key)
        db = time.process_time() - cpu
        assert before == after == with_db, (name, before, after, with_db)
        last = stats[-1]
        print(f"{name[:44]:44} {plain:8.2f} {solver:9.2f} {db:7.2f} {plain / max(solver, 1e-9):6.1f}  "
              f"{str(after):7}  {last.nodes}/{last.hits}/{last.max_depth}/{last.cutoffs}")


if __name__ == "__main__":
    main()
