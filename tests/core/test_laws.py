"""Algebraic laws on random games (hypothesis) and exhaustively on small birthdays."""

import pytest
from hypothesis import given, settings

from cgtalg import Game, Outcome, Relation, ZERO, compare, outcome
from cgtalg.testing import games
from cgtalg.verify.laws import games_born_by

SETTINGS = settings(max_examples=200, deadline=None)


@SETTINGS
@given(games())
def test_inverse(g):
    assert g + -g is ZERO
    assert -(-g) is g


@SETTINGS
@given(games(), games(), games(max_birthday=2))
@pytest.mark.slow
def test_sum_is_a_commutative_monoid(g, h, k):
    assert g + h is h + g
    assert (g + h) + k is g + (h + k)
    assert g + ZERO is g and ZERO + g is g


@SETTINGS
@given(games(), games())
def test_order_is_difference_sign(g, h):
    assert (g <= h) == (h - g >= 0)
    assert (g <= h and h <= g) == (g is h)
    expected = {(True, True): Relation.EQUAL, (True, False): Relation.LESS,
                (False, True): Relation.GREATER, (False, False): Relation.CONFUSED}
    assert compare(g, h) is expected[(g <= h, h <= g)]
    assert g.is_confused_with(h) == (compare(g, h) is Relation.CONFUSED)


@SETTINGS
@given(games(), games(), games())
def test_transitivity_and_compatibility_with_sums(g, h, k):
    if g <= h and h <= k:
        assert g <= k
    if g <= h:
        assert g + k <= h + k


@SETTINGS
@given(games())
def test_outcome_agrees_with_comparison_to_zero(g):
    o = outcome(g)
    assert (o is Outcome.L) == (g > 0)
    assert (o is Outcome.R) == (g < 0)
    assert (o is Outcome.P) == (g == 0)
    assert (o is Outcome.N) == g.is_confused_with(0)
    # Outcome from play: Left wins moving first iff some G^L >= 0.
    left_first = any(gl >= 0 for gl in g.left_options)
    right_first = any(gr <= 0 for gr in g.right_options)
    assert o is {(True, True): Outcome.N, (True, False): Outcome.L,
                 (False, True): Outcome.R, (False, False): Outcome.P}[(left_first, right_first)]


@SETTINGS
@given(games(), games())
def test_canonical_form_is_unique_whatever_the_path(g, h):
    s = g + h
    assert Game(*s.options) is s
    if s.left_options:
        top = s.left_options[0]
        # A dominated extra option changes nothing.
        assert Game(list(s.left_options) + [top - 1], s.right_options) is s
        # Nor does a reversible one: A = {top | s} reverses through A^R = s <= s.
        detour = Game([top], [s])
        assert Game(list(s.left_options) + [detour], s.right_options) is s
    # Building the sum from its raw options gives the same object.
    raw_left = [gl + h for gl in g.left_options] + [g + hl for hl in h.left_options]
    raw_right = [gr + h for gr in g.right_options] + [g + hr for hr in h.right_options]
    assert Game(raw_left, raw_right) is s


@SETTINGS
@given(games(), games())
def test_integer_multiples(g, h):
    assert 3 * g is g + g + g
    assert -2 * g is -(g + g)
    assert 0 * g is ZERO


def test_census_counts():
    assert [len(games_born_by(d)) for d in range(4)] == [1, 4, 22, 1474]


def test_laws_exhaustively_on_games_born_by_day_two():
    day2 = games_born_by(2)
    for g in day2:
        assert g + -g is ZERO
        for h in day2:
            assert g + h is h + g
            assert (g <= h) == (h - g >= 0)
