"""Merge rounds: a failing candidate merged below its least failure, then a round of the misère rule.

``merge_below_failure`` must keep the candidate's outcomes on every position below its token-least
failure (the only part a failing candidate proves); that is checked here on every such position with a
product search over (old image, new image) pairs, and against brute force. ``merge_rounds`` must only
return a quotient the certificate accepts; the quotients it finds alone (plain rounds switched off) are
compared with brute-force misère outcomes.
"""

from __future__ import annotations

import heapq

from cgtalg.impartial.misere import IncrementalQuotient, MisereOutcomes, certify_quotient, check_lower_bound
from cgtalg.impartial.misere.candidates import merge_below_failure, merge_rounds, next_heap_candidate
from cgtalg.rulesets.heap import TakeAndBreak


def _first_candidate(code, n):
    iq = IncrementalQuotient(TakeAndBreak(code)).extend(n - 1)
    options = iq.next_option_parts()
    return iq, options, next_heap_candidate(iq.table, iq.images, options, n)


def _disagreements_below(old, new, tokens):
    """Pairs (old image, new image) reached by a position of fewer than *tokens* tokens whose P-status
    differs, with a fewest-token position for each (a Dijkstra over pairs; heaps 1..n)."""
    (t1, p1, i1), (t2, p2, i2) = old, new
    n = len(i1) - 1
    best = {(0, 0): ()}
    queue = [(0, 0, 0)]
    bad = []
    while queue:
        d, a, b = heapq.heappop(queue)
        if d > sum(best[(a, b)]):
            continue
        if (a in p1) != (b in p2):
            bad.append(best[(a, b)])
        for h in range(1, n + 1):
            if d + h >= tokens:
                continue
            key = (t1[a][i1[h]], t2[b][i2[h]])
            if key not in best or d + h < sum(best[key]):
                best[key] = best[(a, b)] + (h,)
                heapq.heappush(queue, (d + h, *key))
    return bad


def _is_commutative_monoid(table):
    q = range(len(table))
    return all(table[0][x] == x for x in q) and all(
        table[x][y] == table[y][x] and all(table[table[x][y]][z] == table[x][table[y][z]] for z in q)
        for x in q
        for y in q
    )


def test_merge_keeps_every_outcome_below_the_least_failure_kayles_brute_force():
    kayles = TakeAndBreak("0.77")
    _iq, options, cand = _first_candidate("0.77", 9)
    ok, _s, where = certify_quotient(*cand, options, fewest_tokens=True)
    assert not ok and sum(where) == 19
    merged = merge_below_failure(*cand, 19)
    assert len(merged[0]) < len(cand[0]) and _is_commutative_monoid(merged[0])
    assert _disagreements_below(cand, merged, 19) == []
    brute = MisereOutcomes(kayles)
    table, p_set, images = merged
    from itertools import combinations_with_replacement

    for k in range(1, 5):
        for pos in combinations_with_replacement(range(1, 10), k):
            if sum(pos) < 19:
                x = 0
                for h in pos:
                    x = table[x][images[h]]
                assert (x in p_set) == brute.is_p(pos), pos


def test_merge_keeps_every_outcome_below_the_least_failure_dawson_heap_25():
    _iq, options, cand = _first_candidate("0.07", 25)
    ok, _s, where = certify_quotient(*cand, options, fewest_tokens=True)
    assert not ok and sum(where) == 46
    merged = merge_below_failure(*cand, 46)
    assert len(merged[0]) < len(cand[0]) == 48 and _is_commutative_monoid(merged[0])
    assert _disagreements_below(cand, merged, 46) == []
    ok, _s, where_m = certify_quotient(*merged, options, fewest_tokens=True)
    assert not ok and sum(where_m) >= 46


def test_merge_rounds_alone_settle_the_small_splits_checked_by_brute_force():
    for code, n, order in [("0.77", 9, 18), ("0.07", 10, 12)]:
        rule = TakeAndBreak(code)
        iq = IncrementalQuotient(rule).extend(n - 1)
        iq.max_rounds = 0  # plain rounds off: the merge rounds must do it
        iq.max_merge_rounds = 4
        iq.extend(n)
        assert iq.order == order and iq.candidates_tried[-1] >= 2
        q = iq.quotient()
        brute = MisereOutcomes(rule)
        assert check_lower_bound(q, brute).proved_order == order
        from itertools import combinations_with_replacement

        for k in range(1, 4):
            for pos in combinations_with_replacement(range(1, n + 1), k):
                if sum(pos) <= 20:
                    assert q.outcome(pos) == brute.outcome(pos), pos


def test_merge_rounds_return_only_certified_quotients():
    _iq, options, cand = _first_candidate("0.07", 25)
    found, tokens, rounds = merge_rounds(cand, options, 2, 500)
    assert found is None and tokens >= 52 and rounds == 2
    _iq, options, cand = _first_candidate("0.77", 9)
    found, tokens, _r = merge_rounds(cand, options, 3, 500)
    assert found is not None and len(found[0]) == 18 and certify_quotient(*found, options)[0]


def test_merged_lower_bound_at_dawson_heap_25_is_replayed_by_exact_search():
    from cgtalg.impartial.misere import ExtensionOutcomes, next_heap_lower_bound

    rule = TakeAndBreak("0.07")
    iq = IncrementalQuotient(rule).extend(24)
    bound = next_heap_lower_bound(iq, 2, merge=True)
    assert (bound.tokens, bound.order_at_least) == (55, 32)
    oracle = ExtensionOutcomes(rule, iq.table, iq.p_set, iq.images, 24)
    for i, j, context in bound.separators:
        a, b = bound.positions[i] + context, bound.positions[j] + context
        assert sum(a) < 55 and sum(b) < 55
        assert oracle.is_p(a) != oracle.is_p(b)
