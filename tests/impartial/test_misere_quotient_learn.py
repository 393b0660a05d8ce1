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
from cgtalg.impartial.misere_quotient_learn import learn_quotient
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
