"""``loopy_value``: a short game, a stopper or a sided value, whichever holds the value."""

from __future__ import annotations

import pytest

from cgtalg import parse
from cgtalg.core.game_type import Game
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.loopy import LoopyGame, SidedValue, Stopper, dud, loopy_value, off, on, over
from cgtalg.verify.laws import games_born_by


def graph(mapping, start):
    return LoopyGame.from_graph(mapping, start)


def test_short_values_are_games():
    for g in games_born_by(2):
        assert loopy_value(LoopyGame.from_game(g)) == g and isinstance(loopy_value(g), Game)
    # a loopy form of a short value: Right's move to on reverses out, {0 | on} = 1
    assert loopy_value(graph({"a": ([0], [on.form])}, "a")) == parse("1")
    assert isinstance(loopy_value(graph({"a": ([0], [on.form])}, "a")), Game)
    # sides that agree on a short game
    assert loopy_value(SidedValue(1, 1)) == parse("1")


def test_stoppers_and_sided_values():
    assert loopy_value(graph({"a": ([0], ["a"])}, "a")) is over
    assert loopy_value(on.form + off.form) == dud
    assert isinstance(loopy_value(graph({"d": (["d"], ["d"])}, "d")), SidedValue)
    assert loopy_value(graph({"a": (["b"], []), "b": ([], ["a"])}, "a")) == SidedValue(1, 0)
    assert loopy_value(over) is over


def test_games_sidling_cannot_decide_are_refused():
    star, one_star = parse("*"), parse("1+*")
    bach = graph(
        {"a": ([0, "B"], [0]), "B": ([1], [1, "C"]), "C": ([star, "D"], [star]), "D": ([one_star], [one_star, "a"])},
        "a",
    )
    with pytest.raises(InputValueError, match="could not decide"):  # Bach's Carousel
        loopy_value(bach)


@pytest.mark.parametrize("bad", [None, 1.5, "on", [], object()])
def test_bad_input(bad):
    with pytest.raises(InputTypeError):
        loopy_value(bad)
