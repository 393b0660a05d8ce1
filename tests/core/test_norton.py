"""Norton multiplication in the core: ``Game.norton``, :func:`cgtalg.core.norton.norton` and its listing in analysis."""

from __future__ import annotations

import pytest

from cgtalg import Game, UP, parse
from cgtalg.analysis import norton as listed
from cgtalg.analysis.norton import norton as listed_module
from cgtalg.core.norton import norton
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.verify.laws import games_born_by


def test_the_analysis_names_are_the_core_function() -> None:
    assert listed is norton and listed_module is norton


def test_integers_are_copies_of_the_unit_and_one_is_the_identity() -> None:
    for u in (UP, parse("{1|0}"), parse("2"), parse("^*") + parse("1/2")):
        if not u > 0:
            continue
        for n in range(-3, 4):
            assert norton(parse(str(n)), u) is n * u
    for g in games_born_by(2):
        assert norton(g, 1) is g and g.norton(1) is g


def test_a_deep_game_takes_no_recursion() -> None:
    g = parse("{1|0}")
    for _ in range(1500):
        g = Game([g], [-1])
    assert norton(g, 1) is g


def test_refusals() -> None:
    with pytest.raises(InputValueError, match="positive unit"):
        parse("1/2").norton(parse("*"))
    with pytest.raises(InputTypeError, match="takes a Game"):
        norton(3, UP)  # type: ignore[arg-type]
    with pytest.raises(InputTypeError, match="unit of a Norton product"):
        norton(UP, 0.5)
