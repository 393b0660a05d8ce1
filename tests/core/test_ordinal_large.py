"""ordinal_sum answers numbers of any size in closed form and refuses subordinates it cannot walk."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cgtalg import STAR, UP, number, ordinal_sum
from cgtalg.core.ordinal import MAX_SUBORDINATE_BIRTHDAY
from cgtalg.errors import InputValueError


def test_numbers_past_the_walk_use_the_sign_expansions():
    n = MAX_SUBORDINATE_BIRTHDAY + 5
    assert ordinal_sum(1, n) == n + 1
    assert ordinal_sum(3, -n) == number(2 + Fraction(1, 2**n))
    assert ordinal_sum(Fraction(1, 2), 2 * n).as_fraction() == 1 - Fraction(1, 2 ** (2 * n + 1))


def test_closed_form_agrees_with_the_walk():
    from cgtalg.core.ordinal import _ordinal

    values = [Fraction(-3, 4), 0, 1, 2, Fraction(5, 8), -5, Fraction(-1, 8)]
    for x in values:
        for y in values + [40, -40, Fraction(41, 32)]:
            assert ordinal_sum(x, y) is _ordinal(number(x), number(y)), (x, y)


@pytest.mark.parametrize("base", [STAR, UP], ids=["*", "^"])
def test_a_long_subordinate_with_a_base_that_is_not_a_number_is_refused(base):
    with pytest.raises(InputValueError) as caught:
        ordinal_sum(base, 10**6)
    assert f"at most {MAX_SUBORDINATE_BIRTHDAY} days" in str(caught.value)


@pytest.mark.parametrize("args", [(10**30, 10**30), (2**100000, 2**100000)], ids=["10**30", "2**100000"])
def test_numbers_whose_sum_cannot_be_written_are_refused(args):
    with pytest.raises(InputValueError) as caught:
        ordinal_sum(*args)
    assert "sign expansion" in str(caught.value) and len(str(caught.value)) < 300
