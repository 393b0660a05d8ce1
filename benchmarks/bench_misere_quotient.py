"""Misère quotients: how many heaps per time, incremental (heap by heap) vs the exhaustive construction.

For each game, the incremental algorithm of
``cgtalg.impartial.misere.incremental`` is run heap after heap
within a time budget, printing the quotient's order, the certificate's
states and the CPU / wall time at each heap; the exhaustive construction of
``cgtalg.impartial.misere.direct`` (its state space grows like 4**n) is
run on the same heaps until one heap takes longer than the budget allows,
and the two quotients are checked equal (order and P-portion size) where
both exist, with the time ratio printed.

Peers: the installed pycgt (0.3 as pip-installed here) and cgt_py have no
misère-quotient code (checked: no module of either mentions quotients of
impartial games), so no peer column; MisereSolver (Java, Siegel) and CGSuite
are not installed.

With ``--prove-orders`` it also proves the orders of the largest quotients
*from below* by brute force (``cgtalg.impartial.misere.check``):
every pair of elements is told apart by a played-out witness position, and
every position up to a number of tokens is compared with brute force. This
is how the order 40 of misère Kayles (heaps up to 27) is confirmed
independently of the certificate.

After each incremental run, ``quotient_period`` says whether the heaps
reached prove the quotient of *all* heaps (periodic heap elements over a long
enough stretch). Misère Kayles needs heap 167 for that: ``--budget 120
--max-heap 170 0.77``.

With ``--split HEAP`` it shows, at a heap that splits classes of the
smaller quotient (0.07 at 25), how far the first candidate and each round of
the misère rule are proved right (their token-least failures), and the lower
bound on the order of the quotient that each proves
(``lower_bound_below_failure``), every separating context replayed by an
exact search.

With ``--merge HEAP`` it runs *merge rounds* there instead (the failing
candidate merged below its least failure, then a round of the misère rule,
in turn; ``merge_below_failure``) and prints the lower bound the last
merged candidate proves (``--replay``: every separating context replayed by
exact search; ``--table R C``: the number of distinct rows of an exact
outcome table, positions of up to ``R`` tokens times contexts of up to ``C``,
a lower bound that trusts no candidate).

With ``--reach`` it runs each game heap by heap within the budget (a minute by
default is meant), prints the heap reached, the order, CPU / wall time and why
it stopped, whether ``quotient_period`` proves the quotient of all heaps, and
then compares the last certified quotient with brute-force misère outcomes
(``check_random_positions``: 300 random positions of 1..5 heaps drawn from all
heaps, under a token cap per game).

With ``--layers`` it runs each game with
``cgtalg.impartial.misere.extend_layered`` (the ordinary
first candidate, and the layered construction where a heap splits the
smaller quotient) heap by heap within the budget, prints every heap whose
order changes or that needed layers (with CPU time and peak memory), and
then compares the last quotient with brute force: ``check_random_positions``
(300 random positions) and 150 random positions that hold one of the six
largest heaps (at most ``--layer-tokens`` tokens, 70 by default).

Run: python3 benchmarks/bench_misere_quotient.py [--layers] [--budget SECONDS] [--max-heap N] [--prove-orders]
     [--split HEAP [--rounds R]] [--merge HEAP [--rounds R] [--replay] [--table R C]] [--reach] [codes...]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cgtalg.impartial.misere import (  # noqa: E402
    IncrementalQuotient,
    QuotientNotCertified,
    direct_misere_quotient,
    quotient_period,
)
from cgtalg.rulesets.heap import TakeAndBreak  # noqa: E402


LEARN_POSITIONS = 0


def run(code: str, budget: float, max_heap: int) -> None:
    rule = TakeAndBreak(code)
    print(f"\n== {code}: incremental, budget {budget:.0f} s CPU")
    iq = IncrementalQuotient(rule)
    iq.learn_positions = LEARN_POSITIONS
    c0, w0 = time.process_time(), time.perf_counter()
    per_heap: dict[int, tuple[int, float]] = {}
    stop = ""
    for n in range(1, max_heap + 1):
        t0 = time.process_time()
        try:
            iq.extend(n)
        except QuotientNotCertified as exc:
            stop = f"stopped at heap {n}: {str(exc)[:160]}"
            break
        per_heap[n] = (iq.order, time.process_time() - t0)
        if n % 5 == 0 or n < 10:
            print(f"  heap {n:3d}: order {iq.order:5d}  states {iq.states_checked[-1]:6d}  "
                  f"cpu {time.process_time() - c0:7.2f} s  wall {time.perf_counter() - w0:7.2f} s")
        if time.process_time() - c0 > budget:
            stop = f"budget reached after heap {n}"
            break
    print(f"  reached heap {iq.max_heap} (order {iq.order}) in {time.process_time() - c0:.2f} s CPU, "
          f"{time.perf_counter() - w0:.2f} s wall; {stop or 'max heap reached'}")
    period = quotient_period(iq) if iq.max_heap else None
    print(f"  {period}" if period else "  quotient_period: not proved for all heaps with the heaps reached")
    print(f"== {code}: exhaustive construction (direct_misere_quotient), same heaps, until one heap > {budget / 4:.0f} s")
    for n in range(1, 11):
        c1 = time.process_time()
        try:
            slow = direct_misere_quotient(rule, n)
        except QuotientNotCertified as exc:
            print(f"  heap {n}: not certified by the exhaustive method ({str(exc)[:80]})")
            break
        cpu = time.process_time() - c1
        if n in per_heap:
            fast_order, _ = per_heap[n]
            # the incremental run to heap n costs the sum of its steps up to n
            fast_cpu = sum(per_heap[k][1] for k in range(1, n + 1))
            same = "equal" if slow.order == fast_order else f"DIFFERENT ({fast_order})"
            ratio = cpu / fast_cpu if fast_cpu > 0 else float("inf")
            print(f"  heap {n:3d}: order {slow.order:4d} ({same})  exhaustive {cpu:7.2f} s  "
                  f"incremental {fast_cpu:6.3f} s  ratio {ratio:8.1f}x")
        if cpu > budget / 4:
            break


def spot_check(code: str, n: int, tokens: int, count: int = 150) -> None:
    """Random positions of heaps up to *n* (at most *tokens* tokens) against brute-force misère play."""
    import random

    from cgtalg.impartial import grundy
    from cgtalg.impartial.misere import incremental_misere_quotient
    from cgtalg.rulesets.heap import HeapPosition

    rule = TakeAndBreak(code)
    q = incremental_misere_quotient(rule, n)
    cache: dict = {}
    rng = random.Random(7)
    done = 0
    c0 = time.process_time()
    while done < count:
        heaps = [rng.randint(1, n) for _ in range(rng.randint(1, 4))]
        if sum(heaps) > tokens:
            continue
        done += 1
        brute = "P" if grundy(HeapPosition(rule, *heaps), misere=True, cache=cache) == 0 else "N"
        if q.outcome(heaps) != brute:
            raise SystemExit(f"MISMATCH {code} {heaps}: quotient {q.outcome(heaps)}, brute force {brute}")
    print(f"  spot check {code}: {count} random positions of heaps <= {n}, <= {tokens} tokens: all equal to "
          f"brute force ({time.process_time() - c0:.1f} s CPU)")


def order_proof(code: str, n: int, tokens: int) -> None:
    """The order of the quotient of heaps up to *n*, proved from below by brute force (see the module docstring)."""
    from cgtalg.impartial.misere import MisereOutcomes, check_lower_bound, check_outcomes, incremental_misere_quotient

    rule = TakeAndBreak(code)
    q = incremental_misere_quotient(rule, n)
    oracle = MisereOutcomes(rule)
    c0, w0 = time.process_time(), time.perf_counter()
    lower = check_lower_bound(q, oracle)
    c1, w1 = time.process_time(), time.perf_counter()
    check = check_outcomes(q, oracle, tokens=tokens)
    c2, w2 = time.process_time(), time.perf_counter()
    verdict = f"order >= {lower.proved_order} PROVED" if lower.proved_order else f"FAILED for {len(lower.failures)} pairs"
    print(f"  {code} heaps <= {n}: quotient order {q.order}; brute force: {verdict} "
          f"({len(lower.witnesses)} pairs, positions up to {lower.largest} tokens, {c1 - c0:.1f} s CPU, {w1 - w0:.1f} s wall); "
          f"all {check.positions} positions up to {tokens} tokens: {len(check.mismatches)} mismatches "
          f"({c2 - c1:.1f} s CPU, {w2 - w1:.1f} s wall); {oracle.positions_solved} positions solved")
    if check.mismatches or not lower.proved_order:
        raise SystemExit(f"MISMATCH in the quotient of {code}")


def split_rounds(code: str, heap: int, rounds: int) -> None:
    """At a heap that splits classes: the first candidate's token-least failure, then rounds of the misère rule.

    Prints, per round, the candidate's order, the tokens of its least failure
    (every position with fewer tokens is proved right) and the CPU / wall time.
    """
    from cgtalg.impartial.misere import ExtensionOutcomes, certify_quotient, lower_bound_below_failure
    from cgtalg.impartial.misere.candidates import local_rule_round, next_heap_candidate

    rule = TakeAndBreak(code)
    iq = IncrementalQuotient(rule).extend(heap - 1)
    options = [[tuple(x for x in o if x) for o in rule.heap_options(h)] for h in range(heap + 1)]
    c0, w0 = time.process_time(), time.perf_counter()
    cand = next_heap_candidate(iq.table, iq.images, options, heap)
    print(f"\n== {code}, heap {heap} over Q_{heap - 1} (order {iq.order}): least failures of the candidates")
    for r in range(rounds + 1):
        ok, states, where = certify_quotient(*cand, options, fewest_tokens=True)
        print(f"  round {r:2d}: order {len(cand[0]):5d}  " + ("CERTIFIED" if ok else
              f"right below {sum(where)} tokens (fails at {list(where)})") +
              f"  states {states}  cpu {time.process_time() - c0:7.1f} s  wall {time.perf_counter() - w0:7.1f} s",
              flush=True)
        if ok:
            return
        c1 = time.process_time()
        bound = lower_bound_below_failure(rule, *cand)
        c2 = time.process_time()
        # replay every separating context with exact outcomes (a search over the positions holding the new heap,
        # the others read off the certified Q_(heap-1)): the bound must not rest on the candidate alone
        oracle = ExtensionOutcomes(rule, iq.table, iq.p_set, iq.images, heap - 1)
        wrong = sum(oracle.is_p(bound.positions[i] + x) == oracle.is_p(bound.positions[j] + x)
                    for i, j, x in bound.separators)
        print(f"            |Q_{heap}| >= {bound.order_at_least} ({len(bound.separators)} separating contexts, "
              f"{c2 - c1:.1f} s; replayed by exact search: {wrong} wrong, {time.process_time() - c2:.1f} s)", flush=True)
        if wrong:
            raise SystemExit(f"WRONG lower bound for {code} at heap {heap}")
        cand = local_rule_round(*cand, options, heap)


def merge_rounds(code: str, heap: int, rounds: int, replay: bool, table: tuple[int, int] | None = None) -> None:
    """At a heap that splits classes: merge rounds (merge below the least failure, then a round of the rule).

    Prints, per round, the round's order, its least failure, the merged order
    (right below the same number of tokens) and the CPU / wall time; at the
    end (and when a round passes the certificate) the lower bound proved by
    the last merged candidate, its separating contexts replayed by exact
    search when *replay* is set.
    """
    from cgtalg.impartial.misere import ExtensionOutcomes, certify_quotient, lower_bound_below_failure
    from cgtalg.impartial.misere.candidates import local_rule_round, merge_below_failure, next_heap_candidate
    from cgtalg.impartial.misere.monoid import reduce_candidate

    rule = TakeAndBreak(code)
    iq = IncrementalQuotient(rule).extend(heap - 1)
    options = [[tuple(x for x in o if x) for o in rule.heap_options(h)] for h in range(heap + 1)]
    c0, w0 = time.process_time(), time.perf_counter()
    cand = next_heap_candidate(iq.table, iq.images, options, heap)
    merged = cand
    print(f"\n== {code}, heap {heap} over Q_{heap - 1} (order {iq.order}): merge rounds")
    for r in range(rounds + 1):
        ok, states, where = certify_quotient(*cand, options, fewest_tokens=True)
        if ok:
            q = reduce_candidate(*cand)
            print(f"  round {r:2d}: CERTIFIED, order {len(q[0])}, P-portion {len(q[1])}, states {states}, "
                  f"cpu {time.process_time() - c0:.1f} s", flush=True)
            return
        tokens = sum(where)
        merged = merge_below_failure(*cand, tokens)
        okm, states_m, _w = certify_quotient(*merged, options, fewest_tokens=True)
        print(f"  round {r:2d}: order {len(cand[0]):5d} right below {tokens} tokens (fails at {list(where)}); "
              f"merged {len(merged[0]):4d}{' CERTIFIED' if okm else ''}  cpu {time.process_time() - c0:7.1f} s  "
              f"wall {time.perf_counter() - w0:7.1f} s", flush=True)
        if okm:
            q = reduce_candidate(*merged)
            print(f"  CERTIFIED: order {len(q[0])}, P-portion {len(q[1])}")
            return
        if r < rounds:
            cand = local_rule_round(*merged, options, heap)
    c1 = time.process_time()
    bound = lower_bound_below_failure(rule, *merged)
    print(f"  last merged candidate: |Q_{heap}| >= {bound.order_at_least} (right below {bound.tokens} tokens, "
          f"{time.process_time() - c1:.1f} s)", flush=True)
    if replay:
        c2 = time.process_time()
        oracle = ExtensionOutcomes(rule, iq.table, iq.p_set, iq.images, heap - 1)
        wrong = sum(oracle.is_p(bound.positions[i] + x) == oracle.is_p(bound.positions[j] + x)
                    for i, j, x in bound.separators)
        print(f"  {len(bound.separators)} separating contexts replayed by exact search: {wrong} wrong "
              f"({oracle.positions_solved} positions solved, {time.process_time() - c2:.1f} s CPU)", flush=True)
        if wrong:
            raise SystemExit(f"WRONG lower bound for {code} at heap {heap}")
    if table:
        # a bound that trusts no candidate: exact outcomes (positions without the new heap read off the
        # certified smaller quotient, the rest searched) of every fewest-token position of an element of the last
        # merged candidate (up to table[0] tokens) plus every such context (up to table[1] tokens); positions
        # with different rows are inequivalent, so the number of distinct rows is a lower bound
        from cgtalg.impartial.misere.monoid import fewest_token_words

        c3, w3 = time.process_time(), time.perf_counter()
        dist, words = fewest_token_words(merged[0], merged[2], heap)
        rows_w = sorted({words[u] for u in range(len(dist)) if 0 <= dist[u] <= table[0]}, key=lambda w: (sum(w), w))
        ctx_w = sorted({words[u] for u in range(len(dist)) if 0 <= dist[u] <= table[1]}, key=lambda w: (sum(w), w))
        oracle = ExtensionOutcomes(rule, iq.table, iq.p_set, iq.images, heap - 1)
        rows = {tuple(oracle.is_p(w + c) for c in ctx_w) for w in rows_w}
        print(f"  exact table: {len(rows_w)} positions (<= {table[0]} tokens) x {len(ctx_w)} contexts "
              f"(<= {table[1]} tokens): {len(rows)} distinct rows, so |Q_{heap}| >= {len(rows)} "
              f"({oracle.positions_solved} positions solved, {time.process_time() - c3:.1f} s CPU, "
              f"{time.perf_counter() - w3:.1f} s wall)", flush=True)


REACH_TOKENS = {"0.77": 40, "0.07": 36, "0.137": 34, "0.75": 40, "4.7": 24}


def reach(code: str, budget: float, max_heap: int) -> None:
    """Heap by heap within *budget* CPU seconds, then a brute-force check on random positions."""
    from cgtalg.impartial.misere import MisereOutcomes, check_random_positions

    rule = TakeAndBreak(code)
    iq = IncrementalQuotient(rule)
    c0, w0 = time.process_time(), time.perf_counter()
    stop = "max heap reached"
    while iq.max_heap < max_heap:
        try:
            iq.extend(iq.max_heap + 1)
        except QuotientNotCertified as exc:
            stop = f"heap {iq.max_heap + 1} not certified ({str(exc)[:90]}...)"
            break
        if time.process_time() - c0 > budget:
            stop = "budget reached"
            break
    cpu, wall = time.process_time() - c0, time.perf_counter() - w0
    period = quotient_period(iq) if iq.max_heap else None
    print(f"\n== {code}: heap {iq.max_heap} certified, order {iq.order}, {cpu:.1f} s CPU, {wall:.1f} s wall; {stop}")
    print(f"  certificate: {iq.states_checked[-1]} states for the last heap, {sum(iq.states_checked)} over all heaps")
    print(f"  {period}" if period else "  quotient_period: not proved for all heaps with the heaps reached")
    tokens = REACH_TOKENS.get(code, 30)
    c1, w1 = time.process_time(), time.perf_counter()
    oracle = MisereOutcomes(rule)
    check = check_random_positions(iq.quotient(), oracle, count=300, tokens=tokens, seed=23)
    print(f"  brute force: 300 random positions of 1..5 heaps <= {min(iq.max_heap, tokens)}, <= {tokens} tokens: "
          f"{len(check.mismatches)} mismatches ({oracle.positions_solved} positions solved, "
          f"{time.process_time() - c1:.1f} s CPU, {time.perf_counter() - w1:.1f} s wall)", flush=True)
    if check.mismatches:
        raise SystemExit(f"MISMATCH {code}: {check.mismatches[:5]}")


def layers(code: str, budget: float, max_heap: int, tokens: int) -> None:
    """extend_layered heap by heap within *budget* CPU seconds, then brute-force checks."""
    import random
    import resource

    from cgtalg.impartial.misere import MisereOutcomes, check_random_positions, extend_layered

    rule = TakeAndBreak(code)
    iq = IncrementalQuotient(rule)
    c0, w0 = time.process_time(), time.perf_counter()
    stop = "max heap reached"
    lines: list[str] = []
    while iq.max_heap < max_heap:
        before = iq.order
        lines.clear()
        c1 = time.process_time()
        try:
            extend_layered(iq, iq.max_heap + 1, log=lines.append)
        except QuotientNotCertified as exc:
            stop = f"heap {iq.max_heap + 1} not certified ({str(exc)[:120]})"
            break
        if iq.order != before or len(lines) > 1:
            peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
            how = "layers" if len(lines) > 1 else "direct"
            print(f"  {code} heap {iq.max_heap}: order {iq.order} (P-portion {len(iq.p_set)}), {how}, "
                  f"{time.process_time() - c1:.1f} s CPU for this heap, {time.process_time() - c0:.1f} s in all, "
                  f"peak {peak} MB", flush=True)
        if time.process_time() - c0 > budget:
            stop = "budget reached"
            break
    cpu, wall = time.process_time() - c0, time.perf_counter() - w0
    print(f"\n== {code} (layers): heap {iq.max_heap} certified, order {iq.order}, {cpu:.1f} s CPU, {wall:.1f} s wall; {stop}")
    q = iq.quotient()
    oracle = MisereOutcomes(rule)
    c1 = time.process_time()
    check = check_random_positions(q, oracle, count=300, tokens=min(tokens, 60), seed=23)
    rng = random.Random(11)
    bad, seen = [], 0
    top = iq.max_heap
    while seen < 150:
        heaps = [rng.randint(max(1, top - 5), top)] + [rng.randint(1, top) for _ in range(rng.randint(0, 2))]
        if sum(heaps) > tokens:
            continue
        seen += 1
        if q.outcome(heaps) != oracle.outcome(heaps):
            bad.append(heaps)
    print(f"  brute force: 300 random positions (<= {min(tokens, 60)} tokens): {len(check.mismatches)} mismatches; "
          f"150 positions with a heap of {max(1, top - 5)}..{top} (<= {tokens} tokens): {len(bad)} mismatches "
          f"({oracle.positions_solved} positions solved, {time.process_time() - c1:.1f} s CPU)", flush=True)
    if check.mismatches or bad:
        raise SystemExit(f"MISMATCH {code}: {(check.mismatches + bad)[:5]}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("codes", nargs="*", default=["0.77", "0.07", "0.137", "0.75"])
    ap.add_argument("--budget", type=float, default=30.0)
    ap.add_argument("--max-heap", type=int, default=120)
    ap.add_argument("--prove-orders", action="store_true", help="brute-force proofs of the orders (minutes)")
    ap.add_argument("--learn", type=int, default=0, metavar="POSITIONS",
                    help="let the incremental step rebuild from scratch (learn_quotient) with this brute-force budget")
    ap.add_argument("--split", type=int, default=0, metavar="HEAP",
                    help="at this heap, print the candidates' token-least failures over rounds of the misère rule")
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--merge", type=int, default=0, metavar="HEAP",
                    help="at this heap, run merge rounds (with --rounds) and print the lower bound they prove")
    ap.add_argument("--replay", action="store_true", help="with --merge: replay the bound's contexts by exact search")
    ap.add_argument("--table", type=int, nargs=2, default=None, metavar=("ROW_TOKENS", "CONTEXT_TOKENS"),
                    help="with --merge: a lower bound from an exact outcome table (distinct rows)")
    ap.add_argument("--reach", action="store_true",
                    help="heap by heap within the budget, then a brute-force check on random positions")
    ap.add_argument("--layers", action="store_true",
                    help="extend_layered heap by heap within the budget, then brute-force checks")
    ap.add_argument("--layer-tokens", type=int, default=70)
    args = ap.parse_args()
    if args.layers:
        for code in args.codes:
            layers(code, args.budget, args.max_heap, args.layer_tokens)
        return
    if args.reach:
        for code in args.codes:
            reach(code, args.budget, args.max_heap)
        return
    if args.merge:
        for code in args.codes:
            merge_rounds(code, args.merge, args.rounds, args.replay, tuple(args.table) if args.table else None)
        return
    if args.split:
        for code in args.codes:
            split_rounds(code, args.split, args.rounds)
        return
    if args.prove_orders:
        print("== orders proved from below by brute force (witness for every pair of elements)")
        for code, n, tokens in [("0.77", 27, 40), ("0.07", 24, 36), ("0.137", 23, 34), ("0.75", 40, 40)]:
            order_proof(code, n, tokens)
        return
    global LEARN_POSITIONS
    LEARN_POSITIONS = args.learn
    for code in args.codes:
        run(code, args.budget, args.max_heap)
    print("\n== brute-force spot checks of larger quotients")
    for code, n, tokens in [("0.77", 40, 40), ("0.07", 24, 34), ("0.137", 23, 32)]:
        spot_check(code, n, tokens)


if __name__ == "__main__":
    main()
