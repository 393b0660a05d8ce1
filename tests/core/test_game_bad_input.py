"""Game refuses options it cannot read with the library's errors, whatever their size."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cgtalg import Game
from cgtalg.errors import InputTypeError, InputValueError


@pytest.mark.parametrize(
    "left, right, words",
    [
        (2**100000, (), "the left options must be an iterable of games, not int an int of 100001 bits"),
        ((), 2**100000, "the right options must be an iterable of games, not int an int of 100001 bits"),
        (None, (), "not NoneType None"),
        (1.5, (), "not float 1.5"),
    ],
    ids=["huge left", "huge right", "None", "float"],
)
def test_options_that_are_not_iterables(left, right, words):
    with pytest.raises(InputTypeError) as caught:
        Game(left, right)
    assert words in str(caught.value)


def test_a_bad_option_is_shown_shortened():
    with pytest.raises(InputTypeError) as caught:
        Game(["x" * 10000], [])
    assert "not str 'xxx" in str(caught.value) and len(str(caught.value)) < 200


def test_a_huge_rational_that_is_not_dyadic_is_refused_by_the_library():
    with pytest.raises(InputValueError) as caught:
        Game([Fraction(2**100000, 3)], [])
    assert "dyadic" in str(caught.value) and len(str(caught.value)) < 300


def test_a_huge_integer_option_is_still_a_game():
    assert Game([2**100000], []) == 2**100000 + 1


@pytest.mark.parametrize("bad", [None, 3, "x", [], Fraction(1, 2)])
def test_iter_subgames_takes_a_game(bad):
    from cgtalg.core.store import iter_subgames

    with pytest.raises(InputTypeError, match=f"^iter_subgames\\(\\) takes a game, not {type(bad).__name__} "):
        list(iter_subgames(bad))


def test_iter_subgames_still_walks():
    from cgtalg import UP
    from cgtalg.core.store import iter_subgames

    assert sorted(str(s) for s in iter_subgames(UP)) == ["*", "0", "^"]
