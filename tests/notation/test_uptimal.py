"""Uptimal notation ^<n>, ^[n]: definitions, recognition, printing and parsing.

CGSuite (aaron-siegel/cgsuite, lib/core/.../Uptimal.scala, ``appendTo``) prints a
canonical game in uptimal notation only when its uptimal expansion is a single
unit (``x ± ^<n> + *k``) or a full unit sum (``x ± ^[n] + *k``), for ``n >= 2``;
cgtalg follows that rule.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from cgtalg import STAR, UP, Game, ordinal_sum, parse
from cgtalg.core.values import nimber, number
from cgtalg.notation import ParseError
from cgtalg.notation.latex import to_latex
from cgtalg.notation.uptimal import UptimalParts, up_nth, up_to_nth, uptimal_parts
from cgtalg.verify.laws import games_born_by


def slow_up_to_nth(n: int) -> Game:
    """^[n] = ^ : (n - 1), the ordinal sum of ^ and the integer n - 1 (Siegel CGT II.7; CGSuite PowTo)."""
    return ordinal_sum(UP, number(n - 1))


def slow_up_nth(n: int) -> Game:
    """^<n> = {0 | * - ^[n-1]} with ^[0] = 0 (CGSuite ``Pow``: {0 | -PowTo(n-1) + H} for ^ = {0 | H})."""
    below = slow_up_to_nth(n - 1) if n > 1 else number(0)
    return Game([number(0)], [STAR - below])


@pytest.mark.parametrize("n", range(1, 9))
def test_units_against_independent_constructions(n):
    assert up_to_nth(n) is slow_up_to_nth(n)
    assert up_nth(n) is slow_up_nth(n)
    assert up_to_nth(n) is sum((up_nth(m) for m in range(2, n + 1)), UP)  # ^[n] = ^<1> + ... + ^<n>
    assert up_nth(n) > 0 and up_to_nth(n) > 0 and up_nth(n).birthday == up_to_nth(n).birthday == n + 1


def test_cgsuite_test_cases():
    # aaron-siegel/cgsuite, CanonicalShortGameTestCase.scala: uptimal expansions
    # "{0|*||*|||*||||*}" -> 0.1111 and "{0||0|v*}" -> *.12
    assert parse("{0|*||*|||*||||*}") is up_to_nth(4)
    assert parse("{0||0|v*}") is STAR + UP + up_nth(2) + up_nth(2)
    assert str(parse("{0|*||*|||*||||*}")) == "^[4]"
    # expansion *.12 is neither a unit nor a unit sum: braces, with its option {0|v*} = ^<2> named
    assert str(parse("{0||0|v*}")) == "{0|^<2>}"


def test_up_nth_textbook_forms():
    # Winning Ways ch. 8: ^2 (up-second) = {0 | v*}; ^[2] = ^ + ^2 = {^ | *}
    assert up_nth(2) is parse("{0|v*}") and up_to_nth(2) is parse("{^|*}")
    assert up_nth(1) is UP and up_to_nth(1) is UP


def test_every_small_uptimal_is_recognised_and_round_trips():
    for n in range(2, 6):
        for is_sum in (False, True):
            unit = up_to_nth(n) if is_sum else up_nth(n)
            for sign in (1, -1):
                for k in range(12):
                    for x in (Fraction(0), Fraction(-3, 4), Fraction(2)):
                        g = number(x) + (unit if sign > 0 else -unit) + nimber(k)
                        assert uptimal_parts(g) == UptimalParts(x, sign, n, is_sum, k)
                        text = str(g)
                        assert ("[" in text) == is_sum and ("<" in text) != is_sum
                        assert parse(text) is g


def test_recognition_on_every_game_born_by_day_3():
    # Reference: all x ± ^<n> + *k and x ± ^[n] + *k that could be born by day 3, listed directly.
    day3 = games_born_by(3)
    listed = {}
    for g in day3:
        if g.is_number:
            for n in (2, 3, 4):
                for is_sum in (False, True):
                    unit = up_to_nth(n) if is_sum else up_nth(n)
                    for sign in (1, -1):
                        for k in range(8):
                            h = g + (unit if sign > 0 else -unit) + nimber(k)
                            listed[h] = UptimalParts(g.as_fraction(), sign, n, is_sum, k)
    found = 0
    for g in day3:
        assert uptimal_parts(g) == listed.get(g)
        found += g in listed
    assert found == 8  # ^<2>, ^[2], their negatives, and those plus *: the day-3 uptimals beyond x + n.^ + *k


def test_printing_as_cgsuite():
    cases = {
        "{0|v*}": "^<2>", "{^*|0}": "v<2>", "{^|*}": "^[2]", "{0|v[2]*}": "^<3>",
        "1+{0|v*}": "1^<2>", "-1/2 - {^|*} + *3": "-1/2v[2]*3", "{0|v*} + *": "^<2>*",
        "{1|{0|v*}}": "{1|^<2>}",
    }
    for text, expected in cases.items():
        g = parse(text)
        assert str(g) == expected, text
        assert parse(expected) is g
    # x + n.^ + *k keeps its notation
    assert str(parse("^^*")) == "^^*" and str(parse("v3*2")) == "v3*2"


def test_latex():
    assert to_latex(parse("{0|v*}")) == "\\uparrow^{2}"
    assert to_latex(-up_to_nth(3) + nimber(2) + number(Fraction(1, 2))) == "\\frac{1}{2}\\downarrow^{\\rightarrow 3}\\ast2"


@pytest.mark.parametrize("text, message", [
    ("^<0>", "at least 1"), ("^<>", "expected the order"), ("^<2", "expected '>'"),
    ("^[2>", "expected ']'"), ("^^<2>", "unexpected"),
])
def test_parse_errors(text, message):
    with pytest.raises(ParseError, match=message):
        parse(text)


def test_bad_orders():
    from cgtalg.errors import InputTypeError, InputValueError

    with pytest.raises(InputValueError):
        up_nth(0)
    with pytest.raises(InputTypeError):
        up_to_nth(2.0)
