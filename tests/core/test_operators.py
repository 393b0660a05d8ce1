"""The operators of Game (+, -, unary -, k *, <=, <, >=, >, ==, !=, hash) against the textbook definitions.

The operators are defined on ``cgtalg.core.game_type.GameData`` and call the
engine installed by ``cgtalg.core.game`` (``_CoreEngine``); in the compiled core
they are C slots of the extension type that Game inherits. Each is checked
here against the naive reference of ``tests/core/reference.py`` (sums,
negatives and the order straight from their definitions), on every pair of
games born by day 2 and on mixed operands (ints and dyadic Fractions on
either side), so a wrong or swapped operand in any of them fails.

Planted bugs caught here (each planted by hand, seen failing, restored):
``__rsub__`` computing ``self - other`` instead of ``other - self``;
``__gt__`` answering ``le(self, h)``; ``__radd__`` returning NotImplemented.

References
----------
Siegel, *Combinatorial Game Theory*, II.1 (the order, sums and negatives).
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from cgtalg import Game, InputTypeError, number
from cgtalg.core.arithmetic import multiple
from cgtalg.verify.laws import games_born_by

from .reference import from_game, r_add, r_eq, r_le, r_neg

DAY2 = games_born_by(2)
MIXED = [0, 1, -2, Fraction(1, 2), Fraction(-3, 4)]


def _ref(x: object) -> tuple:
    return from_game(x if isinstance(x, Game) else number(x))  # type: ignore[arg-type]


def test_day2_pairs_agree_with_the_definitions() -> None:
    refs = {g: from_game(g) for g in DAY2}
    for g in DAY2:
        rg = refs[g]
        assert r_eq(from_game(-g), r_neg(rg))
        assert +g is g
        for h in DAY2:
            rh = refs[h]
            le, ge = r_le(rg, rh), r_le(rh, rg)
            assert (g <= h, g >= h) == (le, ge), (g, h)
            assert (g < h, g > h) == (le and not ge, ge and not le), (g, h)
            assert (g == h, g != h) == (le and ge, not (le and ge)), (g, h)
            assert r_eq(from_game(g + h), r_add(rg, rh)), (g, h)
            assert r_eq(from_game(g - h), r_add(rg, r_neg(rh))), (g, h)


@pytest.mark.parametrize("x", MIXED)
def test_mixed_operands_on_either_side(x: object) -> None:
    rx = _ref(x)
    for g in DAY2:
        rg = from_game(g)
        assert r_eq(from_game(g + x), r_add(rg, rx)) and r_eq(from_game(x + g), r_add(rx, rg))  # type: ignore[operator]
        assert r_eq(from_game(g - x), r_add(rg, r_neg(rx)))  # type: ignore[operator]
        assert r_eq(from_game(x - g), r_add(rx, r_neg(rg)))  # type: ignore[operator]
        assert (g <= x, x <= g) == (r_le(rg, rx), r_le(rx, rg))  # type: ignore[operator]
        assert (g < x, x < g) == (r_le(rg, rx) and not r_le(rx, rg), r_le(rx, rg) and not r_le(rg, rx))  # type: ignore[operator]
        assert (g >= x, x >= g) == (r_le(rx, rg), r_le(rg, rx))  # type: ignore[operator]
        assert (g > x, x > g) == (r_le(rx, rg) and not r_le(rg, rx), r_le(rg, rx) and not r_le(rx, rg))  # type: ignore[operator]
        assert (g == x) == (x == g) == r_eq(rg, rx)


def test_equal_numbers_hash_alike_and_other_games_by_identity() -> None:
    for x in MIXED:
        assert hash(number(x)) == hash(x)  # type: ignore[arg-type]
    assert len({g for g in DAY2} | {g + 0 for g in DAY2}) == len(DAY2)
    assert {number(Fraction(1, 2)): "half"}[Fraction(1, 2)] == "half"


def test_multiples_and_refused_operands() -> None:
    for g in DAY2:
        for k in (-3, 0, 2, 5):
            assert k * g is g * k is multiple(k, g)
            total = 0 * g
            for _ in range(abs(k)):
                total = total + (g if k > 0 else -g)
            assert k * g is total
        with pytest.raises(InputTypeError, match="product of two games"):
            g * g
        for bad in (True, 1.5, "1", None):
            with pytest.raises(TypeError):
                g + bad  # type: ignore[operator]
            with pytest.raises(TypeError):
                bad - g  # type: ignore[operator]
            with pytest.raises(TypeError):
                g <= bad  # type: ignore[operator]
        with pytest.raises(TypeError):
            g * 2.0  # type: ignore[operator]
        assert (g == True) is False and (g != True) is True  # noqa: E712  (True is not the number 1)
        assert (g == "0") is False


def test_operators_are_inherited_from_the_stored_fields_class() -> None:
    # Game defines none of them itself: they are GameData's (C slots in the compiled core),
    # and interop can still set attributes on the Python class Game.
    from cgtalg.core.game_type import GameData

    for name in ("__add__", "__sub__", "__neg__", "__le__", "__eq__", "__hash__", "__mul__", "__rsub__"):
        assert name not in Game.__dict__ and name in GameData.__dict__, name
    assert Game.__add__ is GameData.__add__
