"""Flipping coins: the linear-time algorithm against the general engine, by length.

For each length the script times, on random rows, the fast algorithm
(``coins_value``) and the canonical-form engine (``cgtalg.value`` on the
ruleset, a fresh memo table per row, so each timing explores the row's whole
game graph). The engine is stopped at the first length where one row takes
longer than ``--engine-budget`` seconds; that length is reported. The
algorithm continues to ``--max-length`` coins.

With ``--exhaustive SECONDS`` it instead checks the algorithm against the
engine on *every* row of 1, 2, 3, ... coins (one memo table shared by all
rows, so each row's value is built from the engine's values of its options),
once with the compiled core and once as pure Python (``CGTALG_PURE_PYTHON=1``),
each in a fresh process with that CPU-time budget, and reports the largest
length checked completely and the compiled/pure ratio per length.

Run:  python3 benchmarks/bench_flipping_coins.py [--engine-budget 20] [--max-length 1000000]
      python3 benchmarks/bench_flipping_coins.py --exhaustive 600
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time

import cgtalg
from cgtalg.analysis.flipping_coins import coins_value, decompose
from cgtalg.rulesets.coins.flipping_coins import FlippingCoins
from cgtalg.verify.flipping_coins import rows_of_length


def _rows(rng: random.Random, length: int, count: int) -> list[str]:
    return ["".join(rng.choice("01") for _ in range(length - 1)) + "1" for _ in range(count)]


def _best_of(fn, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def exhaustive_child(budget: float) -> None:
    """Check every row of 1, 2, ... coins through the engine until *budget* CPU seconds are spent; print JSON lines."""
    import cgtalg.accelerated

    cache: dict = {}
    start = time.process_time()
    length = 1
    while True:
        t0 = time.process_time()
        for row in rows_of_length(length):
            g = cgtalg.value(FlippingCoins(row), cache=cache)
            if g != cgtalg.number(coins_value(row)):
                raise AssertionError(f"the engine and the algorithm differ on {row}")
            if time.process_time() - start > budget:
                print(json.dumps({"done": length - 1, "accelerated": cgtalg.accelerated.ACCELERATED}), flush=True)
                return
        print(json.dumps({"length": length, "rows": 1 << (length - 1), "cpu": time.process_time() - t0,
                          "positions": len(cache)}), flush=True)
        length += 1


def exhaustive(budget: float) -> None:
    results = {}
    for label, env in (("compiled", {}), ("pure", {"CGTALG_PURE_PYTHON": "1"})):
        full_env = {k: v for k, v in os.environ.items() if k != "CGTALG_PURE_PYTHON"}
        full_env.update(env)
        out = subprocess.run([sys.executable, __file__, "--exhaustive-child", str(budget)],
                             capture_output=True, text=True, env=full_env, check=True)
        results[label] = [json.loads(line) for line in out.stdout.splitlines()]
    print(f"every row of n coins through the engine (shared memo), CPU budget {budget:g} s per core")
    print(f"{'coins':>6} {'rows':>8} {'compiled s':>11} {'pure s':>9} {'pure/compiled':>14}")
    pure = {r["length"]: r for r in results["pure"] if "length" in r}
    for r in results["compiled"]:
        if "length" not in r:
            continue
        p = pure.get(r["length"])
        ratio = f"{p['cpu'] / r['cpu']:.2f}x" if p and r["cpu"] > 0 else "-"
        print(f"{r['length']:>6} {r['rows']:>8,} {r['cpu']:>11.3f} {p['cpu'] if p else float('nan'):>9.3f} {ratio:>14}")
    for label in ("compiled", "pure"):
        last = results[label][-1]
        print(f"{label}: every row of up to {last['done']} coins checked within {budget:g} s of CPU time"
              f" (compiled core in use: {last['accelerated']})")


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] == "--exhaustive-child":
        exhaustive_child(float(sys.argv[2]))
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine-budget", type=float, default=20.0, help="seconds allowed for one engine row")
    parser.add_argument("--max-length", type=int, default=1_000_000, help="longest row for the algorithm")
    parser.add_argument("--rows", type=int, default=3, help="random rows per length")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--exhaustive", type=float, default=None, metavar="SECONDS",
                        help="check every row against the engine for this CPU budget, compiled and pure")
    args = parser.parse_args()
    if args.exhaustive is not None:
        exhaustive(args.exhaustive)
        return
    rng = random.Random(args.seed)

    print("engine vs algorithm, random rows (worst of the rows at each length)")
    print(f"{'coins':>7} {'positions':>10} {'engine s':>10} {'algorithm s':>12} {'ratio':>9}")
    reached = 0
    length = 4
    while True:
        rows = _rows(rng, length, args.rows)
        worst_engine = worst_alg = 0.0
        positions = 0
        for row in rows:
            cache: dict = {}
            start = time.perf_counter()
            g = cgtalg.value(FlippingCoins(row), cache=cache)
            elapsed = time.perf_counter() - start
            worst_engine = max(worst_engine, elapsed)
            positions = max(positions, len(cache))
            worst_alg = max(worst_alg, _best_of(lambda r=row: coins_value(r), 5))
            assert g == cgtalg.number(coins_value(row)), row
            if elapsed > args.engine_budget:
                break
        print(f"{length:>7} {positions:>10,} {worst_engine:>10.4f} {worst_alg:>12.6f} {worst_engine / worst_alg:>9.0f}")
        if worst_engine > args.engine_budget:
            break
        reached = length
        length += 2
    print(f"largest length the engine finished within {args.engine_budget:g} s per row: {reached} coins")

    print("\nalgorithm alone (best of 3 runs; exact value, linear time)")
    print(f"{'coins':>9} {'seconds':>9} {'us/coin':>8} {'terms':>7} {'value bits':>11}")
    length = 10
    while length <= args.max_length:
        row = _rows(rng, length, 1)[0]
        seconds = _best_of(lambda: coins_value(row), 3)
        d = decompose(row)
        bits = d.value.denominator.bit_length() - 1
        print(f"{length:>9,} {seconds:>9.4f} {seconds / length * 1e6:>8.2f} {len(d.terms):>7,} {bits:>11,}")
        length *= 10
    for name, row in [("all heads", "1" * 100_000), ("0 then heads", "0" + "1" * 99_999),
                      ("0111 repeated", "0111" * 25_000), ("01 repeated", "01" * 50_000)]:
        seconds = _best_of(lambda: coins_value(row), 3)
        print(f"{name:>15}, 100,000 coins: {seconds:.4f} s")


if __name__ == "__main__":
    main()
