"""How long the counterfeit-coin tables take to compute, to N = 30 and beyond.

For each size N this times, from empty caches:

* every destined game D(l,h), D+(l,h), DM, DM+ with l + h <= N, both kinds of
  counterfeit, under normal play, the paper's misère reading and classical
  misère play;
* every unknown-coin game F, FI, FM, FIM (with and without the extra coin) up
  to N coins, both weights of the counterfeit, same three conventions;
* the whole paper check (`check_claims(N)`), which reuses the caches.

Run: ``python3 benchmarks/bench_aequitas.py [N ...]`` (default 10 20 30 40; 50 takes about a minute).
"""

from __future__ import annotations

import sys
import time

from cgtalg.rulesets.coins import aequitas as A
from cgtalg.rulesets.coins.aequitas import values as AV
from cgtalg.verify.aequitas import check_claims


def clear() -> None:
    AV._NORMAL_CACHE.clear()
    AV._CLASSICAL_CACHE.clear()


def destined(max_n: int) -> int:
    count = 0
    for n in range(1, max_n + 1):
        for l in range(n + 1):
            for fake in ("light", "heavy"):
                if (l if fake == "light" else n - l) == 0:
                    continue
                for extra in (False, True):
                    p = A.D(l, n - l, extra=extra, fake=fake)
                    A.value(p)
                    A.classical_misere_value(p)
                    q = A.DM(l, n - l, extra=extra, fake=fake)
                    if not q.is_goal():
                        A.value(q)
                    count += 1
    return count


def unknown(max_n: int) -> int:
    count = 0
    for n in range(1, max_n + 1):
        for extra in (False, True):
            for fake in ("light", "heavy"):
                for make in (A.F, A.FI, A.FM, A.FIM):
                    p = make(n, extra=extra, fake=fake)
                    if not (p.misere and p.is_goal()):
                        A.value(p)
                    A.classical_misere_value(p)
                    count += 1
    return count


def timed(fn, *args):
    t = time.perf_counter()
    out = fn(*args)
    return out, time.perf_counter() - t


def main(sizes: list[int]) -> None:
    print(f"{'N':>4} {'destined games':>15} {'time':>8} {'unknown games':>14} {'time':>8} "
          f"{'states':>8} {'paper check':>12}")
    for n in sizes:
        clear()
        nd, td = timed(destined, n)
        nu, tu = timed(unknown, n)
        states = len(AV._NORMAL_CACHE) + len(AV._CLASSICAL_CACHE)
        if n >= 4:
            _, tc = timed(check_claims, n)
            check = f"{tc:10.2f} s"
        else:
            check = "-"
        print(f"{n:>4} {nd:>15} {td:>7.2f}s {nu:>14} {tu:>7.2f}s {states:>8} {check:>12}")
    clear()
    _, cold = timed(check_claims, 30)
    print(f"paper check at N = 30 from empty caches (what `cgtalg verify aequitas` does): {cold:.2f} s")


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [10, 20, 30, 40])
