"""Tiny(G) and Miny(G), as pycgt and CGSuite print tiny-G and miny-G, parse."""

from __future__ import annotations

import pytest

from fractions import Fraction

from cgtalg import Game, ParseError, miny, number, parse, tiny
from cgtalg.verify.laws import games_born_by


@pytest.mark.parametrize("g", [g for g in games_born_by(2)], ids=str)
def test_tiny_and_miny_of_every_day2_game(g):
    assert parse(f"Tiny({g})") is tiny(g) is Game([0], [Game([0], [-g])])
    assert parse(f"Miny({g})") is miny(g) is -tiny(g)
    # the round trip of the printed form still holds
    assert parse(str(parse(f"Tiny({g})"))) is tiny(g)


def test_pycgt_spellings_and_sums():
    # pycgt 0.2 renders {0||0|-2} as 'Tiny(2)' and its negative as 'Miny(2)', and so does cgtalg
    assert parse("Tiny(2)") is parse("{0||0|-2}") and parse("Miny(2)") is parse("{2|0||0}")
    assert str(parse("Tiny(2)")) == "Tiny(2)" and str(parse("Miny(2)")) == "Miny(2)"
    assert parse("Tiny(1) + Miny(1)") == 0
    assert parse("{0|Miny(1)}") is Game([0], [miny(1)])
    assert parse("-Tiny(1/2)") is miny(parse("1/2"))
    assert parse("2 * Tiny(1)") is tiny(1) + tiny(1)


@pytest.mark.parametrize("text", ["Tiny(", "Tiny(1", "Tiny(1}", "Tiny()", "Tin(1)", "tiny(1)"])
def test_malformed_tiny_is_a_parse_error(text):
    with pytest.raises(ParseError):
        parse(text)


# CGSuite's own test suite (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/EvalTest.scala,
# CanonicalShortGameTestCase.scala, GameGridTest.scala): input, and CGSuite's plain-text output.
CGSUITE_OUTPUTS = [
    ("{0||0|-1}", "Tiny(1)"),
    ("{0||0|-1/4}", "Tiny(1/4)"),
    ("{0|||0||-1|-2}", "Tiny({2|1})"),
    ("{1|0||0}", "Miny(1)"),
    ("{0||0|-3/2}", "Tiny(3/2)"),
    ("{0|||0||-1|-3}", "Tiny({3|1})"),
    ("{5||3|1|||0||||0}", "Miny({5||3|1})"),
    ("+-{1,1*}", "+-{1,1*}"),
    ("+-1 + +-2 + +-3 + +-4", "+-{10|8||6|4|||4|2||0|-2}"),
    ("5 * {3||2|1}", "{12|||11||10,{11|10}|9Tiny({2|1})}"),
    ("+-1/2", "+-1/2"),
]


@pytest.mark.parametrize("text,cgsuite", CGSUITE_OUTPUTS)
def test_prints_as_cgsuite(text, cgsuite):
    g = parse(text)
    assert str(g) == cgsuite
    assert parse(cgsuite) is g


def test_cgsuite_outputs_with_other_option_order_parse():
    # CGSuite sorts options by their option lists; cgtalg by birthday first, so these print in
    # another order but read back to the same game (CanonicalShortGameTestCase: incentives).
    for text in ["{3Tiny({3|1})|1Tiny({3|1}),{2,{3|1}|0}||0}",
                 "{5Tiny({5||3|1})|{3,{3|1}|||3|1||0|-2,{-2|-4}},{{4|2},{5||3|1}|0}||0}"]:
        g = parse(text)
        assert parse(str(g)) is g and sorted(str(g)) == sorted(text)
    from cgtalg.analysis import incentives
    assert {str(i) for i in incentives(parse("{0|||0||-1|-3}"))} == {
        "Miny({3|1})", "{3Tiny({3|1})|{2,{3|1}|0},1Tiny({3|1})||0}"}


def test_number_tiny_is_x_plus_tiny_of_x_minus_y():
    # {x || x | y} = x + tiny(x - y) and {y | x || x} = x + miny(y - x), by translation (WW ch. 5)
    for x in (0, 2, -1, Fraction(1, 2)):
        for y in ("-2", "{1|-3}", "-1*"):
            xg, yg = number(Fraction(x)), parse(y)
            if yg < xg:
                g = Game([xg], [Game([xg], [yg])])
                assert g is xg + tiny(xg - yg)
                assert parse(str(g)) is g and "Tiny(" in str(g)
                assert parse(str(-g)) is -g and "Miny(" in str(-g)


def test_not_tiny_when_the_mean_is_not_below():
    # {0 || 0 | y} with mean(y) >= 0 is not named; CGSuite's isNumberTiny asks for mean(y) < x
    from cgtalg.analysis import mean
    from cgtalg.notation.printer import number_tiny
    shapes = 0
    for g in games_born_by(3):
        if len(g.left_options) == len(g.right_options) == 1:
            (gl,), (gr,) = g.left_options, g.right_options
            if gl.is_number and gr.left_options == (gl,) and len(gr.right_options) == 1:
                shapes += 1
                named = mean(gr.right_options[0]) < gl.as_fraction()
                assert (number_tiny(g) is not None) == named
    assert shapes > 0
    for g in games_born_by(3):
        t = number_tiny(g)
        if t is not None:
            (gl,), (gr,) = g.left_options, g.right_options
            if not t.miny:
                assert gl.is_number and gr.left_options == (gl,) and g is gl + tiny(t.subscript)
            else:
                assert gr.is_number and gl.right_options == (gr,) and g is gr + miny(t.subscript)


def test_switch_of_option_sets():
    a, b = parse("*"), parse("^")
    assert parse("+-{*,^}") is Game([a, b], [-a, -b]) is parse("±{^,*}")
    assert str(Game([a, b], [-a, -b])) == "+-{*,^}"
    with pytest.raises(ParseError):
        parse("{*,^}")
    with pytest.raises(ParseError):
        parse("-{*,^}")


from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg.notation.uptimal import UptimalExpansion
from cgtalg.testing import games


@st.composite
def named_games(draw):
    """Games whose printed forms use Tiny/Miny, +-{A,B} or uptimal notation, and sums of them."""
    g = draw(games(max_birthday=2))
    x = number(Fraction(draw(st.integers(-4, 4)), 2 ** draw(st.integers(0, 2))))
    kind = draw(st.sampled_from(["tiny", "miny", "switch", "uptimal", "option"]))
    if kind == "tiny":
        h = x + tiny(g if g > 0 else -g if g < 0 else number(1))
    elif kind == "miny":
        h = x + miny(g if g > 0 else -g if g < 0 else number(1))
    elif kind == "switch":
        h2 = draw(games(max_birthday=2))
        h = Game([g, h2], [-g, -h2])
    elif kind == "uptimal":
        digits = tuple(draw(st.lists(st.integers(-2, 2), max_size=4)))
        h = UptimalExpansion(x.as_fraction(), draw(st.integers(0, 3)), digits).game()
    else:
        h = Game([x + tiny(number(2))], [g])
    return h + draw(games(max_birthday=2)) if draw(st.booleans()) else h


@settings(max_examples=150, deadline=None)
@given(named_games())
def test_parse_inverts_str_on_named_games(g):
    assert parse(str(g)) is g
    assert parse(f"Tiny({g})") is tiny(g) and parse(str(tiny(g))) is tiny(g)
