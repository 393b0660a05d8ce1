"""Bad input gets a clear exception, never a wrong answer."""

from fractions import Fraction

import pytest

from cgtalg import UP, Game, compare, integer, nimber, number, ordinal_sum, outcome, switch, up, value


@pytest.mark.parametrize(
    "call, error, fragment",
    [
        (lambda: number(Fraction(1, 3)), ValueError, "not a dyadic"),
        (lambda: number("abc"), ValueError, "not a number"),
        (lambda: number(0.5), TypeError, "float"),
        (lambda: integer(1.5), TypeError, "float"),
        (lambda: nimber(-1), ValueError, "k >= 0"),
        (lambda: nimber("3"), TypeError, "str"),
        (lambda: up(1.0), TypeError, "float"),
        (lambda: Game([0.5], []), TypeError, "float"),
        (lambda: Game(["*"], []), TypeError, "str"),
        (lambda: Game([Fraction(1, 3)], []), ValueError, "not a dyadic"),
        (lambda: UP + 0.5, TypeError, ""),
        (lambda: UP + "x", TypeError, ""),
        (lambda: UP * UP, TypeError, "product"),
        (lambda: UP * 1.5, TypeError, ""),
        (lambda: compare(UP, "0"), TypeError, "str"),
        (lambda: outcome(None), TypeError, "NoneType"),
        (lambda: switch("1"), TypeError, "str"),
        (lambda: ordinal_sum(UP, 0.5), TypeError, "float"),
        (lambda: value(42), TypeError, "not a position"),
        (lambda: bool(UP), TypeError, "ambiguous"),
    ],
)
def test_clear_errors(call, error, fragment):
    with pytest.raises(error) as info:
        call()
    assert fragment in str(info.value)


def test_comparison_with_unrelated_types():
    assert (UP == "^") is False
    assert (UP != None) is True  # noqa: E711
    with pytest.raises(TypeError):
        UP < "x"  # noqa: B015
