"""The learned misère quotient (rebuilt from scratch, then certified) against independent references:
the exhaustive certified construction (misere_quotient.py), the incremental one, and brute-force
outcomes from the position engine.
"""

from __future__ import annotations

import itertools
import random

import pytest

from cgtalg.impartial import grundy
from cgtalg.impartial.misere import (
    ExtensionOutcomes,
    IncrementalQuotient,
    MisereOutcomes,
    QuotientNotCertified,
    certify_quotient,
    direct_misere_quotient,
    learn_quotient,
)
from cgtalg.rulesets.heap import NIM_RULE, HeapPosition, TakeAndBreak


def element(table, images, heaps):
    x = 0
    for h in heaps:
        x = table[x][images[h]]
    return x


@pytest.mark.parametrize("code, n", [("0.77", 8), ("0.07", 8), ("0.137", 8), ("0.75", 7)])
def test_agrees_with_the_exhaustive_construction(code, n):
    rule = TakeAndBreak(code)
    slow = direct_misere_quotient(rule, n)
    table, p_set, images = learn_quotient(rule, n)
    assert len(table) == slow.order and len(p_set) == len(slow.p_portion)
    for k in range(4):
        for heaps in itertools.combinations_with_replacement(range(1, n + 1), k):
            assert (element(table, images, heaps) in p_set) == (slow.outcome(heaps) == "P"), heaps


def test_result_is_a_reduced_certified_monoid():
    rule = TakeAndBreak("0.77")
    table, p_set, images = learn_quotient(rule, 9)
    q = len(table)
    assert q == 18
    assert all(table[0][x] == x for x in range(q))
    assert all(table[x][y] == table[y][x] for x in range(q) for y in range(q))
    assert all(table[table[x][y]][z] == table[x][table[y][z]] for x in range(q) for y in range(q) for z in range(q))
    for x, y in itertools.combinations(range(q), 2):
        assert any((table[x][z] in p_set) != (table[y][z] in p_set) for z in range(q))
    options = [[tuple(v for v in o if v) for o in rule.heap_options(h)] for h in range(10)]
    assert certify_quotient(table, p_set, images, options)[0]


def test_rebuilds_where_the_incremental_step_fails():
    # 4.7 splits a heap without removing tokens, so the bases of the incremental step fail at heap 8
    # (rounds of the misère rule and layers switched off here); learning from scratch finishes it
    # (order 12, as the exhaustive construction says) and brute force agrees
    rule = TakeAndBreak("4.7")
    no_rounds = IncrementalQuotient(rule)
    no_rounds.max_rounds = 0
    no_rounds.use_layers = False
    with pytest.raises(QuotientNotCertified):
        no_rounds.extend(8)
    iq = IncrementalQuotient(rule).extend(7)
    iq.max_rounds = 0
    iq.use_layers = False
    iq.learn_positions = 2_000_000
    iq.extend(8)
    # with layers (the default) the incremental step finishes heap 8 by itself: the same quotient
    assert IncrementalQuotient(rule).extend(8).quotient().table == iq.quotient().table
    assert iq.max_heap == 8 and iq.order == direct_misere_quotient(rule, 8).order == 12
    q = iq.quotient()
    cache: dict = {}
    rng = random.Random(3)
    for _ in range(150):
        heaps = [rng.randint(1, 8) for _ in range(rng.randint(1, 3))]
        brute = "P" if grundy(HeapPosition(rule, *heaps), misere=True, cache=cache) == 0 else "N"
        assert q.outcome(heaps) == brute, heaps


def test_budget_and_bad_input():
    with pytest.raises(QuotientNotCertified, match="solved more than"):
        learn_quotient(TakeAndBreak("0.77"), 9, max_positions=10)
    with pytest.raises(QuotientNotCertified, match="more than 3 elements"):
        learn_quotient(TakeAndBreak("0.77"), 6, max_elements=3)
    with pytest.raises(TypeError):
        learn_quotient(object(), 3)
    table, p_set, images = learn_quotient(NIM_RULE, 0)
    assert (table, p_set, images) == ([[0]], frozenset(), [0])


# --- ExtensionOutcomes: outcomes above a certified quotient, against the brute-force search -----------


@pytest.mark.parametrize("code, below", [("0.07", 10), ("0.77", 8), ("0.137", 9), ("4.7", 6)])
def test_extension_outcomes_agree_with_brute_force(code, below):
    # positions with up to two heaps above `below` (and small heaps beside them): the oracle looks the
    # heap-free part up in the certified quotient, the brute force (MisereOutcomes) searches everything
    rule = TakeAndBreak(code)
    iq = IncrementalQuotient(rule).extend(below)
    oracle = ExtensionOutcomes(rule, iq.table, iq.p_set, iq.images, below)
    brute = MisereOutcomes(rule)
    rng = random.Random(11)
    outcomes = set()
    for _ in range(120):
        heaps = [rng.randint(below + 1, below + 3) for _ in range(rng.randint(1, 2))]
        heaps += [rng.randint(1, below) for _ in range(rng.randint(0, 3))]
        rng.shuffle(heaps)
        assert oracle.is_p(heaps) == brute.is_p(heaps), heaps
        outcomes.add(oracle.outcome(heaps))
    assert outcomes == {"P", "N"}               # both outcomes occur: the comparison can fail either way
    assert oracle.positions_solved < brute.positions_solved


def test_extension_outcomes_by_hand_and_bad_input():
    kayles = TakeAndBreak("0.77")
    q8 = IncrementalQuotient(kayles).extend(8)
    oracle = ExtensionOutcomes(kayles, q8.table, q8.p_set, q8.images, 8)
    # 5 + 5 and the empty position are one element of Q(8); heap 9 (a P-position) tells them apart
    assert element(q8.table, q8.images, [5, 5]) == 0
    assert (oracle.outcome([9]), oracle.outcome([5, 5, 9]), oracle.outcome([])) == ("P", "N", "N")
    assert oracle.outcome([1, 0, 0]) == "P" and oracle.outcome([1, 1]) == "N"
    with pytest.raises(TypeError):
        ExtensionOutcomes(object(), q8.table, q8.p_set, q8.images, 8)
    with pytest.raises(ValueError, match="images cover heaps up to 8"):
        ExtensionOutcomes(kayles, q8.table, q8.p_set, q8.images, 9)
    with pytest.raises(ValueError):
        oracle.is_p([3, -1])


# --- token-least failures and rounds of the misère rule ----------------------------------------------


def _failing_first_candidate(code, n):
    """The first candidate for heap n (over the certified Q(n-1)), which fails the certificate."""
    from cgtalg.impartial.misere.candidates import next_heap_candidate

    rule = TakeAndBreak(code)
    iq = IncrementalQuotient(rule).extend(n - 1)
    options = [[tuple(v for v in o if v) for o in rule.heap_options(h)] for h in range(n + 1)]
    cand = next_heap_candidate(iq.table, iq.images, options, n)
    return rule, iq, options, cand


def _multisets(top, tokens):
    """Every multiset of heaps 1..top with at most `tokens` tokens (none if tokens < 0)."""
    stack = [((), tokens, top)] if tokens >= 0 else []
    while stack:
        pos, left, hi = stack.pop()
        yield pos
        for h in range(min(hi, left), 0, -1):
            stack.append((pos + (h,), left - h, h))


@pytest.mark.parametrize("code, n", [("0.77", 9), ("0.07", 10)])
def test_token_least_failure_is_the_first_wrong_position(code, n):
    # the theorem behind certify_quotient(fewest_tokens=True): the candidate is right on EVERY position of
    # fewer tokens than the returned witness (checked here on all of them by brute force) and wrong on it
    rule, iq, options, cand = _failing_first_candidate(code, n)
    dfs = certify_quotient(*cand, options)
    ok, _states, where = certify_quotient(*cand, options, fewest_tokens=True)
    assert not ok and not dfs[0]
    t = sum(where)
    assert t <= sum(dfs[2])
    brute = MisereOutcomes(rule)
    table, p_set, images = cand
    checked = 0
    for pos in _multisets(n, t - 1):
        assert (element(table, images, pos) in p_set) == brute.is_p(pos), pos
        checked += 1
    assert checked > 100
    assert (element(table, images, where) in p_set) != brute.is_p(where)
    # the verdict does not depend on the order of the search: the certified Q(n-1) passes both ways
    assert certify_quotient(iq.table, iq.p_set, iq.images, options[:n], fewest_tokens=True)[0]


def test_a_round_of_the_misere_rule_pushes_the_failure_out():
    from cgtalg.impartial.misere.candidates import local_rule_round

    rule, _iq, options, cand = _failing_first_candidate("0.07", 10)
    t0 = sum(certify_quotient(*cand, options, fewest_tokens=True)[2])
    nxt = local_rule_round(*cand, options, 10)
    ok, _states, where = certify_quotient(*nxt, options, fewest_tokens=True)
    if not ok:
        assert sum(where) > t0
    table, p_set, images = nxt
    assert all(table[0][x] == x for x in range(len(table)))
    assert all(table[x][y] == table[y][x] for x in range(len(table)) for y in range(len(table)))
    brute = MisereOutcomes(rule)
    bound = sum(where) if not ok else t0 + 6
    for pos in _multisets(10, bound - 1):
        assert (element(table, images, pos) in p_set) == brute.is_p(pos), pos


def test_trusted_candidate_in_the_oracle():
    # below its token-least failure the oracle reads a failing candidate; above it, it searches
    rule, iq, options, cand = _failing_first_candidate("0.07", 10)
    ok, _states, where = certify_quotient(*cand, options, fewest_tokens=True)
    t = sum(where)
    oracle = ExtensionOutcomes(rule, iq.table, iq.p_set, iq.images, 9)
    assert oracle.trust(*cand, t) and oracle.trusted_tokens == t
    assert not oracle.trust(*cand, t - 1)                 # a lower bound is ignored
    brute = MisereOutcomes(rule)
    for pos in _multisets(10, t + 4):
        assert oracle.is_p(pos) == brute.is_p(pos), pos
    assert oracle.is_p(where) == brute.is_p(where) != (element(cand[0], cand[2], where) in cand[1])
    # a split that keeps every token (4.7) voids the token bound: nothing is trusted
    r47 = TakeAndBreak("4.7")
    q = IncrementalQuotient(r47).extend(5)
    o47 = ExtensionOutcomes(r47, q.table, q.p_set, q.images, 5)
    assert not o47.trust(q.table, q.p_set, q.images, 50) and o47.trusted_tokens == 0


def test_token_least_failure_of_wrong_p_portions():
    # Q(9) of Kayles with one element moved in or out of the P-portion: 18 wrong candidates. For each,
    # the witness of certify_quotient(fewest_tokens=True) is a position of fewest tokens the candidate
    # gets wrong (all positions with fewer tokens are checked by brute force)
    rule = TakeAndBreak("0.77")
    iq = IncrementalQuotient(rule).extend(9)
    options = [[tuple(v for v in o if v) for o in rule.heap_options(h)] for h in range(10)]
    brute = MisereOutcomes(rule)
    least = []
    for x in range(iq.order):
        wrong = iq.p_set ^ {x}
        ok, _states, where = certify_quotient(iq.table, wrong, iq.images, options, fewest_tokens=True)
        assert not ok
        t = sum(where)
        least.append(t)
        assert (element(iq.table, iq.images, where) in wrong) != brute.is_p(where)
        if t <= 20:
            for pos in _multisets(9, t - 1):
                assert (element(iq.table, iq.images, pos) in wrong) == brute.is_p(pos), (x, pos)
    assert len(set(least)) > 5


def test_the_small_splits_pass_with_the_second_candidate():
    # Kayles at heap 9 (5 + 5 split from 0) and 0.07 at heap 10: the first candidate fails and the second
    # (by layers; with layers off, a round of the misère rule for 0.07 and the option-state base for Kayles)
    # passes the certificate; the orders are the exhaustive construction's (Kayles: 18; 0.07: 12, proved
    # from below by brute force)
    from cgtalg.impartial.misere import check_lower_bound

    for code, n, order in [("0.77", 9, 18), ("0.07", 10, 12)]:
        rule = TakeAndBreak(code)
        iq = IncrementalQuotient(rule).extend(n)
        assert iq.candidates_tried[-1] == 2 and iq.order == order
        q = iq.quotient()
        brute = MisereOutcomes(rule)
        assert check_lower_bound(q, brute).proved_order == order
        for pos in _multisets(n, 18):
            assert q.outcome(pos) == brute.outcome(pos), pos


def test_4_7_is_certified_to_heap_12_and_agrees_with_brute_force():
    # 4.7 (a split may keep every token): the finer bases alone stop at heap 8 (test above); heap 12
    # (order 34) is certified. The certificate's induction runs over the game tree, not tokens, so it
    # still proves it; brute force agrees on random positions
    rule = TakeAndBreak("4.7")
    q = IncrementalQuotient(rule).extend(12).quotient()
    assert q.order == 34
    brute = MisereOutcomes(rule)
    rng = random.Random(5)
    seen = set()
    for _ in range(80):
        heaps = [rng.randint(1, 12) for _ in range(rng.randint(1, 3))]
        if sum(heaps) <= 22:
            assert q.outcome(heaps) == brute.outcome(heaps), heaps
            seen.add(q.outcome(heaps))
    assert seen == {"P", "N"}


def test_both_outcome_oracles_read_the_outcome_off_is_p():
    from cgtalg.impartial.misere import IncrementalQuotient
    from cgtalg.impartial.misere.oracle import ExtensionOutcomes, MisereOutcomes
    from cgtalg.rulesets.heap import NIM_RULE, TakeAndBreak

    assert ExtensionOutcomes.outcome is MisereOutcomes.outcome
    kayles = TakeAndBreak("0.77")
    q3 = IncrementalQuotient(kayles).extend(3)
    oracle = ExtensionOutcomes(kayles, q3.table, q3.p_set, q3.images, 3)
    assert [oracle.outcome(h) for h in ([2, 4], [1], [4])] == ["N", "P", "P"]
    assert [MisereOutcomes(NIM_RULE).outcome(h) for h in ([3, 3], [1], [1, 1])] == ["P", "P", "N"]
