"""The companion: its definition by options, the lattice automorphism it is, and CGSuite's values."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from cgtalg import Game, parse
from cgtalg.analysis import companion
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.loopy import LoopyGame
from cgtalg.verify.laws import games_born_by

DAY2 = games_born_by(2)
DAY3 = games_born_by(3)
ZERO = Game([], [])


def slow_companion(g):
    """Siegel, CGT III.2: companions of the options, and 0 added on the side where g is >= 0 (<= 0)."""
    left = [slow_companion(x) for x in g.left_options] + ([ZERO] if g >= 0 else [])
    right = [slow_companion(x) for x in g.right_options] + ([ZERO] if g <= 0 else [])
    return Game(left, right)


def test_against_the_definition_on_every_day3_game():
    for g in DAY3:
        assert companion(g) is slow_companion(g), g


def test_closed_forms_against_the_definition():
    for x in ("0", "1", "-1/2", "3/4", "-2"):
        for n in range(-3, 4):
            for k in range(5):
                g = parse(x) + n * parse("^") + parse(f"*{k}")
                assert companion(g) is slow_companion(g), g


def test_an_order_automorphism_of_each_day_and_an_involution():
    images = {companion(g) for g in DAY2}
    assert images == set(DAY2)
    for g in DAY2:
        for h in DAY2:
            assert (g <= h) == (companion(g) <= companion(h))
    assert {companion(g) for g in DAY3} == set(DAY3)
    for g in DAY3:
        assert companion(companion(g)) is g


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(DAY3), st.sampled_from(DAY3))
def test_order_kept_on_day3(g, h):
    assert (g <= h) == (companion(g) <= companion(h))


# CGSuite, lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala (aaron-siegel/cgsuite)
CGSUITE = [
    ("0", "*"), ("5", "5"), ("-1823437481924", "-1823437481924"), ("-1/2", "-1/2"), ("25/16", "25/16"),
    ("*8", "*8"), ("9/8+*", "9/8*"), ("^", "^*"), ("v*", "v"), ("6+^*", "6^*"), ("^*6", "^*6"),
    ("73/16+v9*8", "73/16v9*8"), ("{0|*||*|||*||||*}", "^[4]*"), ("{0||0|vvv}", "{0,*||*|v3*}"),
    ("{^^^|vv}", "{^3*|vv*}"), ("{0||0|-3/2}", "{0,*||*|-3/2}"), ("{0|||0||-1|-3}", "{0,*|||*||-1|-3}"),
    ("{5||3|1|||0||||0}", "{5||3|1|||*||||0,*}"), ("{1|^^||^}", "{1|^^*||^*}"), ("{1|^^^||^}", "{1|^3*||^*}"),
    ("{3||2+*|1+*}", "{3||2*|1*}"),
    ("{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "{3/2*|1/2||{*|-3},{-1*,{-1/2|-1*}|-5/2}}"),
]


@pytest.mark.parametrize("g, expected", CGSUITE)
def test_cgsuite_values(g, expected):
    assert companion(parse(g)) is parse(expected)


def test_refusals():
    dud = LoopyGame.from_graph({"a": (["a"], ["a"])}, "a")
    for bad in (0.5, "^", None, True, dud, [0]):
        with pytest.raises(InputTypeError, match="short game"):
            companion(bad)
    with pytest.raises(InputValueError):
        companion(Fraction(1, 3))
