"""The position engine on Domineering: who wins, by outcome search vs by canonical value.

For each rectangular board the script times, each in a fresh subprocess
(cold caches) with a time limit:

* ``value``      -- ``cgtalg.value(board)``: canonical forms, splitting the
  board into independent regions (``components()``);
* ``value-whole`` -- the same without ``components()`` (the board explored as
  one game);
* ``outcome``    -- ``cgtalg.outcome(board)``: the memoized minimax on
  (position, player to move) that stops at the first winning move and builds
  no canonical form (components are not used: outcomes do not add).

It prints CPU seconds (``time.process_time``) and wall seconds
(``time.perf_counter``), the number of memo entries, and the answer; the
outcome from the search is checked against ``outcome(value)`` whenever both
finished.

The Domineering class is the small one from the tests
(``tests/core/sample_positions.py``): a position is the set of empty
squares, translated to the origin; Left places vertical dominoes, Right
horizontal ones. It measures the generic position engine; the registry's
Domineering, with its own search, is timed by ``bench_rulesets.py``.

Run:  python3 benchmarks/bench_positions.py [--boards 3x4,4x4,4x5,5x5] [--timeout 600]
      [--only value,value-whole,outcome]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time



# The test suite's Domineering position (tests/core/sample_positions.py).
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tests.core.sample_positions import Domineering  # noqa: E402


class WholeDomineering(Domineering):
    """The same board without ``components()``: explored as one game."""

    __slots__ = ()
    components = None  # type: ignore[assignment]


def _measure(method: str, rows: int, cols: int) -> dict:
    import cgtalg
    from cgtalg import outcome, value

    cgtalg.clear_caches()
    memo: dict = {}
    cpu, wall = time.process_time(), time.perf_counter()
    if method == "outcome":
        from cgtalg.engine.traversal import outcome_of_position

        answer = str(outcome_of_position(Domineering.rectangle(rows, cols), cache=memo))
        shown = answer
    else:
        cls = Domineering if method == "value" else WholeDomineering
        g = value(cls.rectangle(rows, cols), cache=memo)
        answer = str(outcome(g))
        shown = str(g)
    return {"cpu": time.process_time() - cpu, "wall": time.perf_counter() - wall,
            "memo": len(memo), "outcome": answer, "shown": shown}


def _run(method: str, rows: int, cols: int, timeout: float) -> dict | None:
    try:
        done = subprocess.run([sys.executable, __file__, "--child", method, str(rows), str(cols)],
                              capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    if done.returncode != 0:
        raise RuntimeError(done.stderr)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--boards", default="3x4,4x4,4x5,5x5")
    ap.add_argument("--only", default="value,value-whole,outcome")
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds per run")
    ap.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        method, rows, cols = args.child
        print(json.dumps(_measure(method, int(rows), int(cols))))
        return
    methods = args.only.split(",")
    print("== Domineering: who wins, outcome search vs canonical value (fresh process each)")
    print(f"{'board':>6} {'method':>12} {'CPU s':>9} {'wall s':>9} {'memo':>9} {'outcome':>8}  value")
    for board in args.boards.split(","):
        rows, cols = map(int, board.split("x"))
        answers = {}
        for method in methods:
            r = _run(method, rows, cols, args.timeout)
            if r is None:
                print(f"{board:>6} {method:>12} {'> ' + str(int(args.timeout)):>9} {'-':>9} {'-':>9} {'-':>8}")
                continue
            answers[method] = r["outcome"]
            shown = r["shown"] if method != "outcome" else ""
            if len(shown) > 60:
                shown = shown[:57] + "..."
            print(f"{board:>6} {method:>12} {r['cpu']:9.2f} {r['wall']:9.2f} {r['memo']:9d} {r['outcome']:>8}  {shown}")
        if len(set(answers.values())) > 1:
            raise SystemExit(f"outcomes disagree on {board}: {answers}")


if __name__ == "__main__":
    main()
