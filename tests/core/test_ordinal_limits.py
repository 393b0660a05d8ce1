"""Ordinal sums of numbers of any size by their closed form; large subordinates refused by name."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cgtalg import STAR, UP, integer, nimber, number, ordinal_sum, parse, up
from cgtalg.core.ordinal import EXPONENT_LIMIT, SUBORDINATE_LIMIT, _ordinal
from cgtalg.core.sign_expansion import number_ordinal_sum
from cgtalg.errors import InputValueError

SMALL = sorted({Fraction(a, 2**e) for e in range(4) for a in range(-9, 10)})


@pytest.mark.parametrize("x", SMALL)
def test_numbers_agree_with_the_walk_and_with_sign_expansions(x: Fraction) -> None:
    for y in SMALL:
        r = ordinal_sum(x, y)
        assert r is _ordinal(number(x), number(y))  # the general walk over the subordinate's followers
        assert r == number_ordinal_sum(x, y)  # sign expansions written out and joined


@pytest.mark.parametrize("x, y, value", [
    (10**30, 10**30, 2 * 10**30), (-10**30, -5, -10**30 - 5), (10**30, Fraction(1, 2**40), 10**30 + Fraction(1, 2**40)),
    (Fraction(3, 2), 10**5, 2 - Fraction(1, 2**100001)), (Fraction(-5, 8), 3000, None), (1, -EXPONENT_LIMIT, Fraction(1, 2**EXPONENT_LIMIT)),
])
def test_large_numbers_take_the_closed_form(x, y, value) -> None:
    r = ordinal_sum(x, y)
    if value is not None:
        assert r == value
    else:
        assert r == number_ordinal_sum(x, y, limit=None)


@pytest.mark.parametrize("x, y", [(10**30, -10**30), (1, -EXPONENT_LIMIT - 1), (Fraction(1, 2), 10**7)])
def test_a_denominator_past_the_limit_is_refused_by_name(x, y) -> None:
    with pytest.raises(InputValueError, match=f"over the limit 2\\*\\*{EXPONENT_LIMIT}"):
        ordinal_sum(x, y)


@pytest.mark.parametrize("g, h", [
    (STAR, integer(10**30)), (UP, up(10**30)), (STAR, nimber(10**6)), (STAR, parse("{^1000000|0}")),
    (UP, SUBORDINATE_LIMIT + 1),
])
def test_a_large_subordinate_is_refused_by_name(g, h) -> None:
    with pytest.raises(InputValueError, match=f"over the limit {SUBORDINATE_LIMIT}"):
        ordinal_sum(g, h)


def test_subordinates_below_the_limit_are_walked() -> None:
    # ^ : n is ^[n+1] (the uptimal builder is the reference)
    from cgtalg.notation.uptimal import up_to_nth

    assert ordinal_sum(UP, 300) is up_to_nth(301)
    assert ordinal_sum(STAR, 1) is parse("^*")
