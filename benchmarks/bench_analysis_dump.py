"""Dump the analysis of every game born by day 3 (and the Domineering values), for before/after checks.

A change to the thermograph kernel, ``reduced`` or ``cool`` must not change a
single answer. This script writes one line per game -- its canonical form,
thermograph (walls, mean, temperature), reduced form and the game cooled by
-1, -1/2, 1/2, 1 and 2 -- and a SHA-256 of the whole dump (lines sorted). Run it on the old
commit and on the new one, with the compiled core and with
``CGTALG_PURE_PYTHON=1``, and compare the four digests (or ``diff`` the files).

Run:  python3 benchmarks/bench_analysis_dump.py [--out FILE] [--root DIR]
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
from fractions import Fraction


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--out", default=None)
    args = ap.parse_args()
    sys.path.insert(0, args.root)
    sys.path.insert(0, os.path.join(args.root, "benchmarks"))
    import bench_analysis as B  # noqa: E402
    import cgtalg  # noqa: E402
    from cgtalg.analysis import cool, reduced, thermograph  # noqa: E402
    from cgtalg.verify.laws import games_born_by  # noqa: E402

    games = list(games_born_by(3)) + list(B.domineering_values())
    temps = (-1, Fraction(-1, 2), Fraction(1, 2), 1, 2)
    lines = []
    for rnd in range(2):  # a cold pass and a warm one (caches filled) must agree
        cgtalg.clear_caches() if rnd == 0 else None
        for g in games:
            # cool first: cool() takes other paths when the game's thermograph is not known yet
            cooled = [str(cool(g, t)) for t in temps]
            r = str(reduced(g))
            d = thermograph(g).to_dict()
            lines.append(" ".join([str(g), repr(d), r] + cooled))
    # sorted: the order of games_born_by differs between the compiled and the pure core
    text = "\n".join(sorted(lines)) + "\n"
    digest = hashlib.sha256(text.encode()).hexdigest()
    if args.out:
        with open(args.out, "w") as fh:
            fh.write(text)
    core = "pure Python" if os.environ.get("CGTALG_PURE_PYTHON") else "compiled if built"
    print(f"{len(games)} games x 2 passes ({core}): sha256 {digest}")


if __name__ == "__main__":
    main()
