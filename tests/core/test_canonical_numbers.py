"""A number option's reversibility decided from its value, against the definition.

:func:`cgtalg.core.canonical._number_reversal` decides whether a number
option ``x`` of a form ``G`` reverses from ``x``'s value and ``G``'s other
side alone (the proof is its docstring); the reference is
:func:`cgtalg.core.canonical._general_reversal`, which builds ``x``'s
options and tests ``x^R <= G`` by the definition (Siegel, *Combinatorial
Game Theory*, II.2).
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import Game
from cgtalg.core import canonical as canonical_module
from cgtalg.core.canonical import _Form, _general_reversal, _number_reversal
from cgtalg.core.store import number
from cgtalg.testing import games
from cgtalg.verify.laws import games_born_by

# The numbers born by day 4 (and a few deeper ones), as options to add to a form.
_NUMBERS = [number(Fraction(n, d)) for d in (1, 2, 4, 8) for n in range(-4 * d, 4 * d + 1)
            if Fraction(n, d).denominator == d or d == 1]
_NUMBERS += [number(Fraction(5, 16)), number(Fraction(-11, 32)), number(Fraction(7, 2))]


def _form(left: list[Game], right: list[Game]) -> _Form:
    form = _Form.__new__(_Form)
    form.left, form.right, form.below, form.above = tuple(left), tuple(right), {}, {}
    return form


def _check(left: list[Game], right: list[Game], x: Game) -> None:
    """x as an extra Left option of {left | right}, then as an extra Right option."""
    a, e = x._xa, x._xe
    fast = _number_reversal(a, e, _form(left + [x], right), True)
    slow = _general_reversal(x, _form(left + [x], right), True)
    assert fast == slow, (left, right, x, fast, slow)
    fast = _number_reversal(a, e, _form(left, right + [x]), False)
    slow = _general_reversal(x, _form(left, right + [x]), False)
    assert fast == slow, (left, right, x, fast, slow)


def test_number_reversal_matches_definition_born_by_day_3() -> None:
    # Every game born by day 3 with each listed number added on either side: the forms a
    # search meets (canonical options plus a number) include reversible and irreversible cases.
    reversible = irreversible = 0
    for g in games_born_by(3):
        left, right = list(g.left_options), list(g.right_options)
        for x in _NUMBERS[::3] if len(left) + len(right) > 3 else _NUMBERS:
            _check(left, right, x)
            if _general_reversal(x, _form(left + [x], right), True) is None:
                irreversible += 1
            else:
                reversible += 1
    assert reversible > 1000 and irreversible > 1000  # both outcomes well exercised


def test_number_reversal_replacements() -> None:
    # The replacements read off the value are the Left (Right) options of x^R (x^L).
    half, one, zero = number(Fraction(1, 2)), number(Fraction(1)), number(Fraction(0))
    # {1/2 | 2}: x = 1/2 reverses through x^R = 1 (no Right option <= 1), replaced by {0}.
    assert _number_reversal(1, 1, _form([half], [number(Fraction(2))]), True) == (zero,)
    # {1/2 | 1}: 1 <= 1, so 1/2 does not reverse.
    assert _number_reversal(1, 1, _form([half], [one]), True) is None
    # {-2 | 5}: -2 reverses through -1, whose Left options are none.
    assert _number_reversal(-2, 0, _form([number(Fraction(-2))], [number(Fraction(5))]), True) == ()
    # Right's mirror: {-3 | 3/4}: 3/4 reverses through 1/2, replaced by its Right option 1.
    assert _number_reversal(3, 2, _form([number(Fraction(-3))], [number(Fraction(3, 4))]), False) == (one,)


@settings(max_examples=300, deadline=None)
@given(st.lists(games(max_birthday=3), max_size=3), st.lists(games(max_birthday=3), max_size=3),
       st.sampled_from(_NUMBERS))
def test_number_reversal_matches_definition_random(left: list[Game], right: list[Game], x: Game) -> None:
    _check(left, right, x)


def test_reversal_dispatches_numbers() -> None:
    # canonical() of forms with number options equals the value built the slow way.
    assert canonical_module.canonical([number(Fraction(1, 2))], [number(Fraction(2))]) is number(Fraction(1))
