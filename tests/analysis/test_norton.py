"""Norton multiplication: its definition on integers and the laws it must satisfy."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from cgtalg import ONE, STAR, UP, Game, parse
from cgtalg.analysis import atomic_weight, incentives, norton
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.verify.laws import games_born_by

DAY2 = games_born_by(2)
DAY3 = games_born_by(3)
UNITS = [ONE, UP, parse("1/2"), parse("{2|1}"), parse("^^*"), parse("{2|1/2}")]


def slow_norton(g: Game, u: Game) -> Game:
    """Straight from the definition (Winning Ways ch. 8), recursively."""
    if g.is_integer:
        n = g.as_fraction().numerator
        total = Game([], [])
        for _ in range(abs(n)):
            total = total + (u if n > 0 else -u)
        return total
    deltas = [x - u for x in u.left_options] + [u - x for x in u.right_options]
    return Game([slow_norton(x, u) + u + d for x in g.left_options for d in deltas],
                [slow_norton(x, u) - u - d for x in g.right_options for d in deltas])


def test_one_is_the_identity_on_every_day3_game():
    assert all(norton(g, 1) is g for g in DAY3)


@pytest.mark.parametrize("u", UNITS, ids=str)
def test_against_the_definition_on_day2(u):
    assert set(incentives(u)) == {x - u for x in u.left_options} | {u - x for x in u.right_options}
    for g in DAY2:
        assert norton(g, u) is slow_norton(g, u), g


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(DAY3), st.sampled_from(DAY2), st.sampled_from(UNITS))
def test_additive_and_order_preserving(g, h, u):
    assert norton(g + h, u) is norton(g, u) + norton(h, u)
    assert (g <= h) == (norton(g, u) <= norton(h, u))


def test_textbook_values_and_refusals():
    # n.U is n copies of U (Winning Ways ch. 8); atomic weight of G.^ for a number G is G
    assert norton(parse("3"), UP) is parse("^3") and norton(parse("-2"), UP) is parse("vv")
    assert atomic_weight(norton(parse("1/2"), UP)) == parse("1/2")
    for bad in (STAR, parse("0"), parse("-1"), parse("+-1")):
        with pytest.raises(InputValueError, match="positive unit"):
            norton(parse("1/2"), bad)


def test_game_method_is_the_analysis_function_and_checks_the_unit():
    # G.norton(U) is a method on Game that defers to cgtalg.analysis.norton
    for g in DAY2:
        for u in (UP, parse("{2|1}")):
            assert g.norton(u) is slow_norton(g, u)
    assert parse("3").norton(2) is parse("6")
    for bad in (STAR, parse("0"), parse("-1"), parse("{1|-1}"), parse("^*")):
        with pytest.raises(InputValueError, match="positive unit"):
            parse("1/2").norton(bad)
    with pytest.raises(InputTypeError):
        parse("1/2").norton(0.5)


def test_core_does_not_import_the_analyses():
    import subprocess
    import sys

    code = ("import sys, cgtalg.core; from cgtalg.core.game import Game; "
            "print(any(m.startswith('cgtalg.analysis') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
