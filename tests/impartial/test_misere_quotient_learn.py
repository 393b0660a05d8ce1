"""The learned misère quotient (rebuilt from scratch, then certified) against independent references:
the exhaustive certified construction (misere_quotient.py), the incremental one, and brute-force
outcomes from the position engine.
"""

from __future__ import annotations

import itertools
import random

import pytest

from cgtalg.impartial import grundy
from cgtalg.impartial.misere_quotient import QuotientNotCertified, misere_quotient
from cgtalg.impartial.misere_quotient_incremental import IncrementalQuotient, certify_quotient
from cgtalg.impartial.misere_quotient_check import MisereOutcomes
from cgtalg.impartial.misere_quotient_learn import ExtensionOutcomes, learn_quotient
from cgtalg.rulesets.heap_games import NIM_RULE, HeapPosition, TakeAndBreak


def element(table, images, heaps):
    x = 0
    for h in heaps:
        x = table[x][images[h]]
    return x


@pytest.mark.parametrize("code, n", [("0.77", 8), ("0.07", 8), ("0.137", 8), ("0.75", 7)])
def test_agrees_with_the_exhaustive_construction(code, n):
    rule = TakeAndBreak(code)
    slow = misere_quotient(rule, n)
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
    # 4.7 splits a heap without removing tokens, so the incremental step stops at heap 8; learning
    # from scratch finishes it (order 12, as the exhaustive construction says) and brute force agrees
    rule = TakeAndBreak("4.7")
    with pytest.raises(QuotientNotCertified):
        IncrementalQuotient(rule).extend(8)
    iq = IncrementalQuotient(rule).extend(7)
    iq.learn_positions = 2_000_000
    iq.extend(8)
    assert iq.max_heap == 8 and iq.order == misere_quotient(rule, 8).order == 12
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


@pytest.mark.parametrize("code, below", [("0.07", 11), ("0.77", 8), ("0.137", 9), ("4.7", 6)])
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
