"""The core's mean value (:func:`cgtalg.core.mean.mean`) against the thermograph's.

The printer names ``x + tiny`` and ``x + miny`` by the mean (CGSuite's rule),
so the core keeps an exact mean of its own, from the walls above
temperature 0; :func:`cgtalg.analysis.thermograph.mean` draws the whole
thermograph. Both must agree on every game.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from cgtalg import Game, parse
from cgtalg.analysis.thermograph import mean as thermograph_mean
from cgtalg.core.mean import mean
from cgtalg.errors import InputTypeError
from cgtalg.verify.laws import games_born_by


def test_agrees_with_the_thermograph_on_every_game_born_by_day_3() -> None:
    for g in games_born_by(3):
        assert mean(g) == thermograph_mean(g), g


def test_agrees_with_the_thermograph_on_sums_of_three() -> None:
    games = games_born_by(3)
    rng = random.Random(7)
    for _ in range(300):
        g = games[rng.randrange(len(games))] + games[rng.randrange(len(games))] + games[rng.randrange(len(games))]
        assert mean(g) == thermograph_mean(g), g


def test_textbook_means() -> None:
    assert mean(parse("{5|{2|-4}}")) == 2
    assert mean(parse("{3|{1|-1}}")) == Fraction(3, 2)
    assert mean(parse("-3/8^*")) == Fraction(-3, 8)
    assert mean(parse("+-{10|0}")) == 0


def test_a_deep_chain_has_the_mean_of_its_stops() -> None:
    g = Game([0], [-1])
    for _ in range(2000):
        g = Game([g], [-1])  # stops -1 and -1: numberish, mean -1
    assert mean(g) == -1


def test_refuses_what_is_not_a_game() -> None:
    with pytest.raises(InputTypeError, match="mean"):
        mean(Fraction(1, 2))  # type: ignore[arg-type]
