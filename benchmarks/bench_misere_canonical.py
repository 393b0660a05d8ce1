"""Misère canonical forms: count the simplest forms born by day 5 and time the work.

Siegel (*Combinatorial Game Theory*, AMS 2013, ch. V.1) gives 4171780 misère
games born by day 5. A game born by day 5 has a set S of options among the 22
forms born by day 4; it is a new simplest form exactly when no grandchild C
passes the reduction test (and otherwise equals that C, a form born by day 3,
already counted as some irreducible set). So the count is the number of
irreducible subsets S of the 22 forms: 2**22 = 4194304 subsets are tested
with the module's own reduction test, without building the 4 million forms.

Also times the forms of misère Kayles heaps (CPU and wall time side by side).
Peers: CGSuite computes misère canonical forms in Java but is not installed
here, and pycgt/cgt_py have none, so no ratio is printed.

Run: python3 benchmarks/bench_misere_canonical.py [--skip-day5]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cgtalg.impartial.misere.canonical import _equals_simplest, misere_canonical, misere_games_born_by  # noqa: E402
from cgtalg.rulesets.heap import TakeAndBreak  # noqa: E402


def count_day5() -> int:
    forms = misere_games_born_by(4)
    grand = [frozenset(f.options()) for f in forms]  # the options of an option of G: its grandchildren
    irreducible = 0
    for mask in range(1 << len(forms)):
        opts = frozenset(f for i, f in enumerate(forms) if mask >> i & 1)
        candidates: set = set()
        for i, f in enumerate(forms):
            if mask >> i & 1:
                candidates |= grand[i]
        if not any(_equals_simplest(opts, c) for c in candidates):
            irreducible += 1
    return irreducible


def main() -> None:
    kayles = TakeAndBreak("0.77")
    print("misère Kayles simplest forms (heap n: birthday, distinct followers, cpu and wall time)")
    for n in (10, 15, 20, 25):
        c0, w0 = time.process_time(), time.perf_counter()
        g = misere_canonical(kayles.position(n))
        c1, w1 = time.process_time(), time.perf_counter()
        followers = len(g.followers())
        print(f"  heap {n}: birthday {g.birthday}, {followers} distinct followers, "
              f"cpu {c1 - c0:.2f} s, wall {w1 - w0:.2f} s, genus {g.genus}")
    if "--skip-day5" in sys.argv:
        return
    c0, w0 = time.process_time(), time.perf_counter()
    n = count_day5()
    c1, w1 = time.process_time(), time.perf_counter()
    print(f"simplest forms born by day 5: {n} (Siegel: 4171780) {'OK' if n == 4171780 else 'MISMATCH'}; "
          f"cpu {c1 - c0:.1f} s, wall {w1 - w0:.1f} s for 2**22 subsets")


if __name__ == "__main__":
    main()
