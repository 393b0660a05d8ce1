"""Who wins Domineering rectangles: the bitboard search with bounds against the schema's outcome search.

Run from the repository root:

    python3 benchmarks/bench_domineering_outcome.py                 # squares 2 x 2 to 7 x 7
    python3 benchmarks/bench_domineering_outcome.py --boards 8x8    # the standard board
    python3 benchmarks/bench_domineering_outcome.py --engine-max 30  # the schema's search up to 30 squares

Each board is solved in a fresh process (cold tables): CPU seconds of that
process, wall seconds, peak resident memory, positions searched, and the
outcome next to the published one where there is one. A square board is
searched once, Left first (a quarter turn swaps the players). A search
stopped by ``--timeout`` reports how far it got (CPU, wall, memory and
positions at its last progress report, every 100,000 positions). The schema's outcome
search (``RULES.search.outcome``: values small regions, no bounds) is timed on
boards of at most ``--engine-max`` squares; its answer is checked equal. No
peer library answers Domineering outcomes from Python, so there is no peer
column; MCGS's Domineering files are timed by ``bench_mcgs.py`` where present.

Published outcomes: Breuker, Uiterwijk and van den Herik, "Solving 8 x 8
Domineering" (2000): squares 2 x 2 to 8 x 8 are first-player wins except
5 x 5 (second player); Bullock (2002): 9 x 9 and 10 x 10 first-player wins.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

#: Outcomes of squares as published (Breuker et al. 2000; Bullock 2002; Uiterwijk 2016).
PUBLISHED = {(n, n): ("P" if n in (1, 5) else "N") for n in range(1, 12)}

_CHILD = r"""
import json, resource, sys, time
from cgtalg.rulesets.grid.domineering import RULES, Domineering
from cgtalg.rulesets.grid.domineering_outcome import DomineeringSearch
h, w, how = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
wall, cpu = time.perf_counter(), time.process_time()
def report(positions, hits, depth, seconds):  # the last line tells how far an unfinished search got
    print(json.dumps({"cpu": time.process_time() - cpu, "wall": time.perf_counter() - wall, "positions": positions,
                      "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}), flush=True)
if how == "bounds":
    s = DomineeringSearch(h, w, progress=report)
    left = s.wins(s.full, True)
    right = left if h == w else s.wins(s.full, False)  # a quarter turn of a square swaps the players
    answer = {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[left, right]
    positions = s.positions
else:
    answer, positions = str(RULES.search.outcome(Domineering.rectangle(h, w).key())), RULES.search.explored
print(json.dumps({"outcome": answer, "cpu": time.process_time() - cpu, "wall": time.perf_counter() - wall,
                  "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, "positions": positions}))
"""


def _run(h: int, w: int, how: str, timeout: float) -> dict:
    """The child's last report: its answer, or (no ``outcome``) how far it got before the timeout."""
    env = dict(os.environ, PYTHONPATH=ROOT)
    try:
        done = subprocess.run([sys.executable, "-c", _CHILD, str(h), str(w), how], env=env, capture_output=True,
                              text=True, timeout=timeout, check=True)
        out = done.stdout
    except subprocess.TimeoutExpired as stopped:
        out = stopped.stdout or ""
        out = out.decode() if isinstance(out, bytes) else out
    lines = out.strip().splitlines()
    return json.loads(lines[-1]) if lines else {}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--boards", default="2x2,3x3,4x4,5x5,6x6,5x6,6x5,6x7,7x6,7x7",
                        help="comma-separated HxW boards")
    parser.add_argument("--engine-max", type=int, default=36, help="time the schema's search up to this many squares")
    parser.add_argument("--timeout", type=float, default=3600.0, help="seconds per board and method")
    args = parser.parse_args()
    print(f"{'board':>6} {'outcome':>7} {'published':>9} {'CPU s':>9} {'wall s':>8} {'MB':>6} {'positions':>11}"
          f" | {'engine CPU s':>12} {'MB':>6} {'ratio':>7}")
    for text in args.boards.split(","):
        h, w = (int(x) for x in text.lower().split("x"))
        fast = _run(h, w, "bounds", args.timeout)
        if "outcome" not in fast:
            far = (f": stopped at {fast['cpu']:.0f} CPU s, {fast['wall']:.0f} wall s, {fast['rss_mb']:.0f} MB,"
                   f" {fast['positions']:,d} positions" if fast else "")
            print(f"{text:>6} did not finish in {args.timeout:.0f} s{far}", flush=True)
            continue
        published = PUBLISHED.get((h, w), "")
        if published and published != fast["outcome"]:
            raise SystemExit(f"{text}: {fast['outcome']} differs from the published {published}")
        line = (f"{text:>6} {fast['outcome']:>7} {published or '-':>9} {fast['cpu']:9.2f} {fast['wall']:8.2f}"
                f" {fast['rss_mb']:6.0f} {fast['positions']:11,d}")
        if h * w <= args.engine_max:
            slow = _run(h, w, "engine", args.timeout)
            if "outcome" not in slow:
                line += f" | {'timeout':>12}"
            else:
                if slow["outcome"] != fast["outcome"]:
                    raise SystemExit(f"{text}: the engine says {slow['outcome']}, the bounds search {fast['outcome']}")
                line += f" | {slow['cpu']:12.2f} {slow['rss_mb']:6.0f} {slow['cpu'] / max(fast['cpu'], 1e-3):6.0f}x"
        print(line, flush=True)


if __name__ == "__main__":
    main()
