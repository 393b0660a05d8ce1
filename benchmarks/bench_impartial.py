"""Impartial games: fast algorithms against exploring every move, and nim-products on large values.

Sections (each prints a small table):

* **welter** -- the glasses game start ``[n+1|...|2n]``: brute force
  (``grundy(..., shortcuts=False)``, fresh memo per n) until one n takes
  longer than ``--brute-budget`` seconds; then Conway's mating method and the
  reduction method up to ``--max-glasses`` glasses; and the winning-move
  finder (Welter inverse) on random positions.
* **nimprod** -- nim-products, inverses and square roots of random numbers
  of 8 to ``--max-bits`` bits (mean time per operation).
* **grundy** -- the engine on a long chain and on brute-force Nim heaps.
* **cram** -- Cram rectangles by area until one takes longer than
  ``--cram-budget`` seconds (shared memo, so each time is the extra work).

Run:  python3 benchmarks/bench_impartial.py [--only welter,nimprod,grundy,cram]
"""

from __future__ import annotations

import argparse
import random
import time

from cgtalg.impartial import grundy, nim_inverse, nim_product, nim_square_root
from cgtalg.rulesets.grid.cram import Cram
from cgtalg.rulesets.heap.nim import Nim
from cgtalg.rulesets.heap.welter import glasses_start, start_value, welter, welter_winning_moves


def _timed(fn):
    t = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - t


def bench_welter(brute_budget: float, max_glasses: int) -> None:
    print("== Welter: start [n+1|...|2n], brute force vs fast")
    print(f"{'n':>8} {'value':>10} {'brute s':>10} {'positions':>10} {'mating s':>10} {'reduct. s':>10}")
    n = 1
    while True:
        start = glasses_start(n)
        cache: dict = {}
        v_brute, t_brute = _timed(lambda: grundy(start, cache=cache, shortcuts=False))
        v_fast, t_fast = _timed(lambda: welter(start.coins))
        v_red, t_red = _timed(lambda: welter(start.coins, method="reduction"))
        assert v_brute == v_fast == v_red == start_value(n)
        print(f"{n:>8} {v_fast:>10} {t_brute:>10.4f} {len(cache):>10} {t_fast:>10.6f} {t_red:>10.6f}")
        if t_brute > brute_budget:
            print(f"   brute force stops at n = {n} (over {brute_budget} s)")
            break
        n += 1
    n = 16
    while n <= max_glasses:
        coins = range(n + 1, 2 * n + 1)
        v_fast, t_fast = _timed(lambda: welter(coins))
        if n <= 20000:
            v_red, t_red = _timed(lambda: welter(coins, method="reduction"))
            red = f"{t_red:>10.4f}"
            assert v_red == v_fast
        else:
            red = f"{'-':>10}"
        assert v_fast == start_value(n)
        print(f"{n:>8} {v_fast:>10} {'-':>10} {'-':>10} {t_fast:>10.4f} {red}")
        n *= 4
    rng = random.Random(1)
    for size, top in [(10, 10**3), (100, 10**6), (1000, 10**9)]:
        pos = rng.sample(range(top), size)
        moves, t = _timed(lambda: welter_winning_moves(pos))
        print(f"   winning moves of {size} random glasses below {top}: {len(moves)} found in {t:.4f} s")


def bench_nimprod(max_bits: int) -> None:
    print("== nim-product, inverse and square root (mean seconds per operation)")
    print(f"{'bits':>6} {'product':>12} {'inverse':>12} {'sqrt':>12}")
    rng = random.Random(2)
    bits = 8
    while bits <= max_bits:
        reps = max(3, 2000 // bits)
        pairs = [(rng.getrandbits(bits) | 1, rng.getrandbits(bits)) for _ in range(reps)]
        _, tp = _timed(lambda: [nim_product(a, b) for a, b in pairs])
        inv_reps = pairs[: max(2, reps // 20)]
        invs, ti = _timed(lambda: [nim_inverse(a) for a, _ in inv_reps])
        assert all(nim_product(a, i) == 1 for (a, _), i in zip(inv_reps, invs))
        _, ts = _timed(lambda: [nim_square_root(b) for _, b in inv_reps])
        print(f"{bits:>6} {tp / reps:>12.2e} {ti / len(inv_reps):>12.2e} {ts / len(inv_reps):>12.2e}")
        bits *= 2


def bench_grundy() -> None:
    print("== Grundy engine")
    _, t = _timed(lambda: grundy(10**6, options=lambda n: [n - 1] if n else []))
    print(f"   chain of 10**6 moves: {t:.2f} s")
    for h in (500, 1000, 2000):
        _, t = _timed(lambda: grundy(Nim(h), shortcuts=False))
        print(f"   Nim heap of {h} by brute force ({h * (h + 1) // 2} moves): {t:.2f} s")
    _, t = _timed(lambda: grundy(Nim(10**5, 12345)))
    print(f"   Nim(100000, 12345) through known_grundy: {t * 1e6:.1f} us")


def bench_cram(budget: float) -> None:
    print("== Cram rectangles by area (shared memo; time is the extra work), until one exceeds the budget")
    cache: dict = {}
    sizes = sorted(((m, n) for m in range(1, 8) for n in range(m, 40)), key=lambda s: (s[0] * s[1], s))
    for m, n in sizes:
        v, t = _timed(lambda: grundy(Cram.rectangle(m, n), cache=cache))
        print(f"   {m}x{n}: *{v}  {t:8.2f} s  memo {len(cache)}", flush=True)
        if t > budget:
            print(f"   stopped after {m}x{n} (over {budget} s)")
            break


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--only", default="welter,nimprod,grundy,cram")
    ap.add_argument("--brute-budget", type=float, default=10.0)
    ap.add_argument("--max-glasses", type=int, default=10**6)
    ap.add_argument("--max-bits", type=int, default=4096)
    ap.add_argument("--cram-budget", type=float, default=30.0)
    args = ap.parse_args()
    parts = set(args.only.split(","))
    if "welter" in parts:
        bench_welter(args.brute_budget, args.max_glasses)
    if "nimprod" in parts:
        bench_nimprod(args.max_bits)
    if "grundy" in parts:
        bench_grundy()
    if "cram" in parts:
        bench_cram(args.cram_budget)


if __name__ == "__main__":
    main()
