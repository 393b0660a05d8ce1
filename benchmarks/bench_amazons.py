"""The canonical value of small Amazons boards, each in a fresh process: CPU, wall and peak memory.

The boards have one Left amazon and one Right amazon in opposite corners
(``L...|....|....|...R`` for 4 x 4); no board of that size is used elsewhere
in the benchmarks, tests or docs. Each is valued by ``cgtalg.value`` in a
fresh interpreter (so no table is warm), which reports its CPU and wall
seconds, the regions the search explored and the process's peak memory.
``--check FILE`` compares the 4 x 4 value with the one saved in
``benchmarks/results/amazons_4x4.txt``; ``--save FILE`` writes it.

With ``--peers`` the same boards go to cgt-py (``cgt_py.Amazons(...).canonical_form``,
Rust), also each in a fresh process, stopped after ``--timeout`` seconds;
its value is compared with cgtalg's. pycgt has no Amazons (its grid rulesets
are placement games and Clobber), so it has no row. ``--pure`` runs cgtalg
with ``CGTALG_PURE_PYTHON=1``.

Usage::

    python3 benchmarks/bench_amazons.py                         # 3x4 and 4x4
    python3 benchmarks/bench_amazons.py --boards 4x4 --check benchmarks/results/amazons_4x4.txt
    python3 benchmarks/bench_amazons.py --peers --timeout 600
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

BOARDS = {
    "3x3": "L..|...|..R",
    "3x4": "L...|....|...R",
    "4x4": "L...|....|....|...R",
    "4x5": "L....|.....|.....|....R",
}

_CGTALG = r"""
import json, resource, sys, time
from cgtalg import value
from cgtalg.rulesets.grid.amazons import Amazons, RULES
board = sys.argv[1]
cpu, wall = time.process_time(), time.perf_counter()
g = value(Amazons(board))
cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
print(json.dumps({"cpu": cpu, "wall": wall, "peak": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                  "regions": RULES.search.explored, "value": str(g)}))
"""

_CGT_PY = r"""
import json, resource, sys, time
import cgt_py
board = sys.argv[1].replace("L", "x").replace("R", "o")
cpu, wall = time.process_time(), time.perf_counter()
g = cgt_py.Amazons(board).canonical_form
cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
text = str(g)
text = text[len("CanonicalForm('"):-2] if text.startswith("CanonicalForm('") else text
print(json.dumps({"cpu": cpu, "wall": wall, "peak": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                  "regions": None, "value": text}))
"""


def _run(script: str, board: str, timeout: float, pure: bool) -> dict | None:
    env = dict(os.environ)
    if pure:
        env["CGTALG_PURE_PYTHON"] = "1"
    try:
        done = subprocess.run([sys.executable, "-c", script, board], capture_output=True, text=True,
                              timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return None
    if done.returncode != 0:
        raise RuntimeError(done.stderr.strip().splitlines()[-1] if done.stderr.strip() else "failed")
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--boards", default="3x4,4x4", help="comma-separated, from " + ", ".join(BOARDS))
    ap.add_argument("--peers", action="store_true", help="also run cgt-py")
    ap.add_argument("--pure", action="store_true", help="run cgtalg as pure Python")
    ap.add_argument("--timeout", type=float, default=300.0, help="seconds per run before it is stopped")
    ap.add_argument("--check", metavar="FILE", help="compare the 4x4 value with the one saved in FILE")
    ap.add_argument("--save", metavar="FILE", help="write the 4x4 value to FILE")
    args = ap.parse_args(argv)
    names = [b.strip() for b in args.boards.split(",") if b.strip()]
    unknown = [b for b in names if b not in BOARDS]
    if unknown:
        ap.error(f"unknown board {unknown[0]!r} (known: {', '.join(BOARDS)})")
    from cgtalg import accelerated, parse

    core = "pure Python" if args.pure or not accelerated.ACCELERATED else "compiled core"
    status = 0
    print(f"{'board':6} {'library':22} {'CPU s':>8} {'wall s':>8} {'peak MB':>8} {'regions':>8}  value")
    for name in names:
        board = BOARDS[name]
        mine = _run(_CGTALG, board, args.timeout, args.pure)
        if mine is None:
            print(f"{name:6} {'cgtalg (' + core + ')':22} {'> ' + str(int(args.timeout)):>8}")
            continue
        print(f"{name:6} {'cgtalg (' + core + ')':22} {mine['cpu']:8.2f} {mine['wall']:8.2f} {mine['peak']:8.0f} "
              f"{mine['regions']:8d}  {len(mine['value'])} characters")
        g = parse(mine["value"])
        if name == "4x4" and args.save:
            with open(args.save, "w", encoding="utf-8") as f:
                f.write(mine["value"] + "\n")
            print(f"       saved to {args.save}")
        if name == "4x4" and args.check:
            with open(args.check, encoding="utf-8") as f:
                same = parse(f.read().strip()) == g
            print(f"       {'same value as' if same else 'DIFFERENT value from'} {args.check}")
            status |= 0 if same else 1
        if args.peers:
            try:
                theirs = _run(_CGT_PY, board, args.timeout, False)
            except RuntimeError as e:
                print(f"{name:6} {'cgt-py':22} n/a ({e})")
                continue
            if theirs is None:
                print(f"{name:6} {'cgt-py':22} {'> ' + str(int(args.timeout)):>8}")
                continue
            agree = parse(theirs["value"]) == g
            print(f"{name:6} {'cgt-py':22} {theirs['cpu']:8.2f} {theirs['wall']:8.2f} {theirs['peak']:8.0f} "
                  f"{'':>8}  {'same value' if agree else 'DIFFERENT value'}")
            status |= 0 if agree else 1
    if args.peers:
        print("pycgt: no Amazons ruleset (its grid games are placement games and Clobber)")
    return status


if __name__ == "__main__":
    sys.exit(main())
