"""The inverse ordinal sum, checked by a search through every game born by day 3 and round trips."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings

from cgtalg import STAR, parse
from cgtalg.analysis.subordinate import NoSubordinateError, subordinate
from cgtalg.core.ordinal import ordinal_sum
from cgtalg.core.sign_expansion import number_ordinal_sum
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.loopy import on
from cgtalg.testing import dyadics, games
from cgtalg.verify.laws import games_born_by

DAY2, DAY3 = games_born_by(2), games_born_by(3)


def test_round_trip_on_every_pair_born_by_day_two():
    for base in DAY2:
        for k in DAY2:
            assert subordinate(ordinal_sum(base, k), base) == k, (base, k)


@settings(max_examples=200, deadline=None)
@given(games(max_birthday=3), games(max_birthday=3))
def test_round_trip_on_games_born_by_day_three(base, k):
    g = ordinal_sum(base, k)
    assert subordinate(g, base) == k
    assert ordinal_sum(base, subordinate(g, base)) == g


def test_against_a_search_of_every_subordinate_born_by_day_three():
    """Each game born by day 3 over each base born by day 2: the answer is the K born by day 3 with base:K = g.

    A refusal must mean that no such K is born by day 3; an answer not born by day 3 must still sum back.
    """
    for base in DAY2:
        table = {}
        for k in DAY3:
            table.setdefault(ordinal_sum(base, k), k)
        for g in DAY3:
            try:
                found = subordinate(g, base)
            except NoSubordinateError:
                assert g not in table, (g, base)
                continue
            if g in table:
                assert found == table[g], (g, base)
            else:
                assert found.birthday > 3 and ordinal_sum(base, found) == g


@settings(max_examples=200, deadline=None)
@given(dyadics(max_denominator_exp=6, max_abs=10), dyadics(max_denominator_exp=6, max_abs=10))
def test_numbers_by_sign_expansions(x, y):
    assert subordinate(number_ordinal_sum(x, y), x) == y


def test_cgsuite_values():
    # CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala ("Subordinate" cases)
    assert subordinate(Fraction(1, 8), 1) == -3
    assert subordinate(parse("^.PowTo(5) + *"), STAR) == 5
    assert subordinate(parse("+-1"), 0) == parse("+-1")
    assert subordinate(parse("+-1"), parse("+-1")) == 0
    assert subordinate(Fraction(-13, 16), -1) == Fraction(3, 8)
    with pytest.raises(NoSubordinateError, match="is not 1 : K for any game K"):
        subordinate(STAR, 1)
    # CanonicalStopper.cgs's example (3/8).Subordinate(1): 3/8 = '+--+', so K = '--+' = -3/2
    assert subordinate(Fraction(3, 8), 1) == Fraction(-3, 2)


def test_large_numbers_take_the_closed_form():
    assert subordinate(10**30, 1) == 10**30 - 1
    assert subordinate(Fraction(1, 2**40), 0) == Fraction(1, 2**40)
    # -(10**30) + 1/2 is 10**30 minuses and then a plus: after the base's minuses, '+' = 1
    assert subordinate(-(10**30) + Fraction(1, 2), -(10**30)) == 1
    with pytest.raises(NoSubordinateError):
        subordinate(10**30, -1)


def test_refusals():
    with pytest.raises(NoSubordinateError):
        subordinate(0, 1)           # 1 : K always has the Left option 0
    with pytest.raises(NoSubordinateError):
        subordinate(parse("^"), 1)  # the only candidate, -2, gives 1 : -2 = 1/4
    with pytest.raises(InputTypeError, match="loopy"):
        subordinate(on, 1)
    with pytest.raises(InputTypeError, match="as base"):
        subordinate(1, 0.5)
    with pytest.raises(InputTypeError, match="as g"):
        subordinate("*", 1)
    with pytest.raises(InputValueError, match="birthday"):
        subordinate(parse("{1000000 | *}"), STAR)
