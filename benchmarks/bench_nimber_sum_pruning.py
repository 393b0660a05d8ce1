"""G + *k for large k: the engine's sum against a pruned construction (a proposed core change).

The engine (cgtalg/core/arithmetic.add) builds ``G + *k`` from all its options:
``G^L + *k`` and ``G + *j`` for every ``j < k``, each of those again with up to
``j`` options, then simplifies; comparisons go through ``nimber_sweep``. For
``*k + {1|-1}`` that is about k**2 games and k**3 work (k = 400: seconds), for
a canonical form ``+-1*k`` that does not grow with k.

The pruned construction below (not library code: the core is being reworked
elsewhere, so this is the measurement behind the proposal) drops each
``G + *j`` before building it when it is dominated, which is decided by the
incentives alone:

    G + *j <= G^L + *k   iff   G^L - G >= *(j xor k)        (Left)
    G + *j >= G^R + *k   iff   G^R - G <= *(j xor k)        (Right)

(*m = -*m). Dominated options change no value, and ``Game(...)`` finishes the
simplification, so the result is the canonical form; it is checked equal to
the engine's sum below where the engine finishes.

Run:  python3 benchmarks/bench_nimber_sum_pruning.py
"""

from __future__ import annotations

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import cgtalg  # noqa: E402
from cgtalg import Game, nimber, parse  # noqa: E402


def pruned_sum_with_nimber(g: Game, k: int, memo: dict) -> Game:
    if k == 0 or g.is_number_up_star:
        return g + nimber(k)
    key = (g, k)
    if key in memo:
        return memo[key]
    left_incentives = [gl - g for gl in g.left_options]
    right_incentives = [gr - g for gr in g.right_options]
    left = [gl + nimber(k) for gl in g.left_options]
    right = [gr + nimber(k) for gr in g.right_options]
    for j in range(k):
        m = nimber(j ^ k)
        if not any(d >= m for d in left_incentives):
            left.append(pruned_sum_with_nimber(g, j, memo))
        if not any(d <= m for d in right_incentives):
            right.append(pruned_sum_with_nimber(g, j, memo))
    r = Game(left, right)
    memo[key] = r
    return r


def main() -> None:
    print(f"python {sys.version.split()[0]}")
    print(f"{'G':<12}{'k':>6}{'engine cpu s':>14}{'pruned cpu s':>14}{'ratio':>9}  check")
    for text in ("{1|-1}", "{1|*}", "{2|{1|0}}"):
        g = parse(text)
        for k in (100, 200, 400, 1000):
            cgtalg.clear_caches()
            t = time.process_time()
            ours = pruned_sum_with_nimber(g, k, {})
            pruned = time.process_time() - t
            if k <= 400:
                cgtalg.clear_caches()
                t = time.process_time()
                engine = g + nimber(k)
                engine_s = time.process_time() - t
                check = "equal" if engine is ours else "DIFFER"
                ratio = f"{engine_s / max(pruned, 1e-6):8.1f}x"
                shown = f"{engine_s:14.3f}"
            else:
                check, ratio, shown = "(engine not run)", "", f"{'-':>14}"
            print(f"{text:<12}{k:>6}{shown}{pruned:14.3f}{ratio:>9}  {check}  {str(ours)[:30]}")


if __name__ == "__main__":
    main()
