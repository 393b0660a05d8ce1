"""Lower bounds on misère quotients read off failing candidates, checked by brute force.

``lower_bound_below_failure`` trusts a candidate only below its token-least failure (where the
certificate proves it right). Every separating context it reports is replayed here against exact
misère outcomes that know nothing of the candidate: ``MisereOutcomes`` (a plain game-tree search from
the rules) for Kayles, and ``ExtensionOutcomes`` (a game-tree search over every position holding
heap 25, positions without it read off the certified ``Q_24``) for Dawson's Kayles.
"""

from __future__ import annotations

import pytest

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.impartial.misere import (
    ExtensionOutcomes,
    IncrementalQuotient,
    MisereOutcomes,
    lower_bound_below_failure,
    next_heap_lower_bound,
)
from cgtalg.rulesets.heap import TakeAndBreak


def assert_separated(bound, oracle):
    """Every reported pair is told apart by its context, in exact play; every pair is covered."""
    k = len(bound.positions)
    assert len(bound.separators) == k * (k - 1) // 2
    assert {(i, j) for i, j, _ in bound.separators} == {(i, j) for j in range(k) for i in range(j)}
    for i, j, context in bound.separators:
        a = bound.positions[i] + context
        b = bound.positions[j] + context
        if bound.tokens is not None:
            assert sum(a) < bound.tokens and sum(b) < bound.tokens
        assert oracle.is_p(a) != oracle.is_p(b), (bound.positions[i], bound.positions[j], context)


@pytest.mark.parametrize("rounds, tokens, order", [(0, 19, 13), (1, 23, 16), (2, 29, 18)])
def test_kayles_heap_9_bounds_are_true_and_reach_the_certified_order(rounds, tokens, order):
    kayles = TakeAndBreak("0.77")
    iq = IncrementalQuotient(kayles).extend(8)
    bound = next_heap_lower_bound(iq, rounds)
    assert (bound.max_heap, bound.tokens, bound.order_at_least) == (9, tokens, order)
    assert_separated(bound, MisereOutcomes(kayles))
    assert bound.order_at_least <= iq.extend(9).order == 18


def test_a_certified_quotient_has_every_element_told_apart():
    rule = TakeAndBreak("0.07")
    iq = IncrementalQuotient(rule).extend(12)
    bound = lower_bound_below_failure(rule, iq.table, iq.p_set, iq.images)
    assert bound.tokens is None
    assert bound.order_at_least == iq.order
    assert_separated(bound, MisereOutcomes(rule))


def test_dawsons_kayles_heap_25_adds_elements_to_q24():
    """Heap 25 of 0.07 is where the incremental step fails; the bound still proves |Q_25| > |Q_24| = 24."""
    rule = TakeAndBreak("0.07")
    iq = IncrementalQuotient(rule).extend(24)
    assert iq.order == 24
    bound = next_heap_lower_bound(iq, 2)
    assert (bound.tokens, bound.order_at_least) == (55, 32)
    assert any(25 in p for p in bound.positions)
    assert_separated(bound, ExtensionOutcomes(rule, iq.table, iq.p_set, iq.images, 24))
    # the pair of the split: 4 + 4 and 21 are one element of Q_24, and heap 25 tells them apart
    assert iq.table[iq.images[4]][iq.images[4]] == iq.images[21]
    oracle = ExtensionOutcomes(rule, iq.table, iq.p_set, iq.images, 24)
    assert (oracle.outcome([4, 4, 25]), oracle.outcome([21, 25])) == ("N", "P")


def test_bad_input():
    with pytest.raises(InputTypeError):
        next_heap_lower_bound("0.07")
    iq = IncrementalQuotient(TakeAndBreak("0.07")).extend(3)
    with pytest.raises(InputValueError):
        next_heap_lower_bound(iq, -1)
    split = IncrementalQuotient(TakeAndBreak("4.7")).extend(3)  # 4: split a heap without taking a token
    with pytest.raises(InputValueError, match="keeps every token"):
        next_heap_lower_bound(split)
    with pytest.raises(InputValueError, match="must be square|elements 0..0"):
        lower_bound_below_failure(TakeAndBreak("0.07"), [[0, 1]], {1}, [0, 0])
