"""Thermograph's constructor and the walk helpers refuse bad arguments with the library's errors."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cgtalg import parse
from cgtalg.analysis.thermograph import Thermograph, thermograph
from cgtalg.analysis.walk import fold, remember
from cgtalg.errors import InputTypeError, InputValueError

TH = thermograph(parse("{3|-1}"))


@pytest.mark.parametrize(
    "args, error, words",
    [
        ((None, TH.right_wall, 2, 1), InputTypeError, "left wall must be a Trajectory, not NoneType"),
        ((TH.left_wall, [], 2, 1), InputTypeError, "right wall must be a Trajectory, not list"),
        ((TH.left_wall, TH.right_wall, 1.5, 1), InputTypeError, "got float 1.5"),
        ((TH.left_wall, TH.right_wall, 2, "x"), InputTypeError, "got str 'x'"),
        ((TH.left_wall, TH.right_wall, Fraction(1, 3), 1), InputValueError, "not a dyadic rational"),
    ],
)
def test_thermograph_constructor(args, error, words):
    with pytest.raises(error) as caught:
        Thermograph(*args)
    assert words in str(caught.value)


def test_thermograph_constructor_still_builds():
    again = Thermograph(TH.left_wall, TH.right_wall, TH.temperature, TH.mean)
    assert (again.temperature, again.mean) == (2, 1)


@pytest.mark.parametrize("root", [None, 3, "x"])
def test_fold_needs_a_game(root):
    with pytest.raises(InputTypeError, match="fold walks a Game"):
        fold(root, lambda h: 0, lambda h, a, b: 0)


def test_fold_needs_functions():
    with pytest.raises(InputTypeError, match="fold needs two functions"):
        fold(parse("*"), None, None)


@pytest.mark.parametrize("cache", [None, {}, [], 2**100000], ids=["None", "dict", "list", "huge"])
def test_remember_needs_a_bounded_cache(cache):
    with pytest.raises(InputTypeError, match="remember stores into a BoundedCache"):
        remember(cache, "k", 1)
