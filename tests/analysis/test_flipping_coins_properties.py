"""Property tests on long random rows, where no brute force can reach.

The algorithm's value of a row must be the simplest number strictly between
its best Left option and its best Right option, each valued by the algorithm
(the game recursion for numbers), over *all* options.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import Outcome
from cgtalg.analysis.flipping_coins import (
    best_left_move,
    best_right_move,
    coins_outcome,
    coins_value,
    decompose,
    reduce_coins,
)
from cgtalg.core.dyadic import simplest_between
from cgtalg.rulesets.coins.flipping_coins import FlippingCoins

# Rows with structure: runs of heads (long ones trigger reductions) and of tails.
runs = st.lists(st.tuples(st.integers(0, 4), st.integers(1, 7)), min_size=1, max_size=80)


def _row_from_runs(pairs):
    return "".join("0" * zeros + "1" * ones for zeros, ones in pairs)


# 40-200 coins, ending in a head (so nothing is trimmed away)
long_rows = st.one_of(
    st.text(alphabet="01", min_size=39, max_size=199),
    runs.map(_row_from_runs).filter(lambda r: len(r) >= 39).map(lambda r: r[:199]),
).map(lambda r: r + "1")


@settings(max_examples=30, deadline=None)
@given(long_rows)
@pytest.mark.slow
def test_value_satisfies_the_game_recursion(row):
    assert 40 <= len(row) <= 200
    g = FlippingCoins(row)
    left = [coins_value(p) for p in g.left_options()]
    right = [coins_value(p) for p in g.right_options()]
    lo = max(left) if left else None
    hi = min(right) if right else None
    if lo is not None and hi is not None:
        assert lo < hi  # a number: every Left option below every Right option
    v = coins_value(row)
    assert v == simplest_between(lo, hi)
    # Theorem 4.2: the best moves reach the extremes
    if left:
        assert coins_value(best_left_move(row)) == lo
        assert left.count(lo) == 1
    if right:
        assert coins_value(best_right_move(row)) == hi


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="01", max_size=300))
def test_reduction_laws(row):
    red = reduce_coins(row)
    assert reduce_coins(red) == red
    assert red.count("1") % 2 == row.count("1") % 2
    assert coins_value(red) == coins_value(row)
    assert decompose(row).reduced == red


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="01", max_size=300))
def test_outcome_rule_agrees_with_the_sign(row):
    v = coins_value(row)
    expected = Outcome.L if v > 0 else Outcome.R if v < 0 else Outcome.P
    assert coins_outcome(row) is expected


@settings(max_examples=100, deadline=None)
@given(st.text(alphabet="01", max_size=300), st.integers(0, 5))
def test_trailing_tails_do_not_matter(row, k):
    assert coins_value(row + "0" * k) == coins_value(row)


@settings(max_examples=100, deadline=None)
@given(st.text(alphabet="01", min_size=1, max_size=300))
def test_values_are_exact_dyadics_bounded_by_the_row(row):
    v = coins_value(row)
    assert isinstance(v, Fraction)
    d = v.denominator
    assert d & (d - 1) == 0
    assert d.bit_length() - 1 <= 2 * len(row)
    assert abs(v) <= len(row)
