"""``birthday_of_number`` refuses what is not a dyadic rational.

It refuses them rather than take ``Fraction(q)`` of anything, which would
give ``1/3`` (not the value of any short game) "birthday 2" and accept a
float silently.
"""

from fractions import Fraction

import pytest

from cgtalg.core.dyadic import birthday_of_number
from cgtalg.errors import InputTypeError, InputValueError


@pytest.mark.parametrize("q", [Fraction(1, 3), Fraction(-5, 6), Fraction(7, 12)])
def test_a_non_dyadic_rational_is_refused(q):
    with pytest.raises(InputValueError, match="not a dyadic rational"):
        birthday_of_number(q)


@pytest.mark.parametrize("q", [0.5, True, "1/2", None])
def test_a_non_rational_is_refused(q):
    with pytest.raises(InputTypeError):
        birthday_of_number(q)


def test_dyadic_values_are_unchanged():
    # integers n: day |n|; n + p/2**k (p odd, 0 < p/2**k < 1): day |n| + 1 + k (as in the sign expansion)
    cases = {0: 0, 3: 3, -2: 2, Fraction(1, 2): 2, Fraction(-3, 4): 3, Fraction(5, 8): 4, Fraction(-9, 4): 5}
    assert {q: birthday_of_number(q) for q in cases} == cases
