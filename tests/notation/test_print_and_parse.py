"""Printing and parsing: round trips, the usual spellings, and clear errors."""

import pytest
from hypothesis import given, settings

from cgtalg import Game, ParseError, STAR, UP, DOWN, ZERO, nimber, number, parse, switch, tiny, up
from cgtalg.testing import games, number_up_stars
from fractions import Fraction


@settings(max_examples=300, deadline=None)
@given(games(max_birthday=3))
def test_parse_inverts_str(g):
    assert parse(str(g)) is g


@settings(max_examples=300, deadline=None)
@given(number_up_stars(max_ups=6, max_nimber=9))
def test_parse_inverts_str_on_symbolic_values(g):
    assert parse(str(g)) is g


@pytest.mark.parametrize(
    "game, text",
    [
        (ZERO, "0"), (number(Fraction(-3, 4)), "-3/4"), (STAR, "*"), (nimber(3), "*3"),
        (UP, "^"), (DOWN, "v"), (up(2) + STAR, "^^*"), (up(-3), "v3"), (up(3) + nimber(2), "^3*2"),
        (switch(1), "+-1"), (number(1) + STAR, "1*"), (number(2) + nimber(3), "2*3"),
        (Game([1], [STAR]), "{1|*}"), (Game([2], [Game([1], [0])]), "{2||1|0}"),
        (tiny(1), "Tiny(1)"), (number(Fraction(-1, 2)) + up(-3) + nimber(2), "-1/2v3*2"),
        (Game([Game([2], [1])], [Game([-1], [-2])]), "+-{2|1}"),  # CGSuite: a game equal to its negative
    ],
)
def test_usual_notation(game, text):
    assert str(game) == text
    assert parse(text) is game


@pytest.mark.parametrize(
    "text, value",
    [
        ("{1|*} + ^ - 1/2", Game([1], [STAR]) + UP - Fraction(1, 2)),
        ("1 + -1", ZERO), ("-(^ + *)", DOWN + STAR), ("{0|^}", up(2) + STAR),
        ("↑ + ⇑", up(3)), ("±1", switch(1)), ("{ 0 , * | 0 }", UP + STAR),
        ("2 * 3", number(6)), ("2*3", number(2) + nimber(3)), ("3 * ^", up(3)),
    ],
)
def test_parse_sums_and_spellings(text, value):
    # "2 * 3" (spaces around '*') is the multiple 2 x 3; "2*3" is 2 + *3 as printed.
    assert parse(text) is value


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("{1|*", "never closed"), ("1/3", "not a dyadic"), ("{1||2||3}", "ambiguous bars"),
        ("}", "closes nothing"), ("3.5", "decimals"), ("", "empty"), ("pass", "current position"),
        ("{,|}", "empty option"), ("x", "unexpected 'x'"), ("1/0", "division by zero"),
        ("{1|2} {3|4}", "unexpected"), ("(1", "expected ')'"), ("1 +", "ended"),
    ],
)
def test_parse_errors_name_the_problem(text, fragment):
    with pytest.raises(ParseError) as info:
        parse(text)
    assert fragment in str(info.value)
    assert 0 <= info.value.position <= len(text)


def test_parse_rejects_non_strings():
    with pytest.raises(TypeError):
        parse(3)  # type: ignore[arg-type]


def test_latex():
    assert parse("^*").latex() == "\\uparrow\\ast"
    assert parse("{2||1|0}").latex() == "\\{2 \\mid\\mid 1 \\mid 0\\}"
    assert parse("-3/4").latex() == "- \\frac{3}{4}"  # as sympy.latex(Rational(-3, 4)) writes it
    assert parse("+-1")._repr_latex_() == "$\\pm 1$"
