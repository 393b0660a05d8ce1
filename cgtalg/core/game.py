"""The :class:`Game` façade: the operators a user writes, on top of the engine.

:class:`Game` itself is defined in :mod:`cgtalg.core.store` (its data, its
intern tables and everything that only reads a game). This module is the top
of the core's dependency chain (store -> order -> canonical -> arithmetic ->
game): it gives the class its operators, which coerce ints and dyadic
Fractions (never bools or floats) and call the engine. Mixed operands work
both ways round (``1 + G``, ``G - Fraction(1, 2)``, ``Fraction(1, 2) <= G``).

**Invariant.** Every :class:`Game` is in canonical form and equal values are
the same object, so ``G == H`` is ``G is H``.

Examples
--------
>>> from cgtalg import Game, UP, STAR
>>> UP + STAR > 0, UP > 0, 1 + UP - 1 is UP
(False, True, True)
>>> print(3 * UP, Game([1], [STAR]) - 1)
^3 {0|-1*}

References
----------
Siegel, *Combinatorial Game Theory*, ch. II; *Lessons in Play*, ch. 4-5.
"""

from __future__ import annotations

from ..errors import InputTypeError
from .arithmetic import add, multiple, neg
from .order import le
from .store import (Game, GameData, Operators, coerce_operand, install_operators, symbolic_le, symbolic_multiple,
                    symbolic_negative, symbolic_sum)

__all__ = ["Game"]


class _EngineOperators(Operators):
    """The operators of every game (defined on :class:`~cgtalg.core.store.GameData`) call these.

    In the compiled core they are C methods calling the engine's C
    functions (``game.pxd``), so ``G + H`` makes no Python-level call.

    Symbolic values (numbers, nimbers, ups and their sums) are answered by
    the store's arithmetic directly (:func:`~cgtalg.core.store.symbolic_sum`
    and its kin, which are also the engine's first step): the same results,
    without entering the engine's modules, whose machine code a process
    that only works with such values would otherwise fault in on its first
    sum or comparison.
    """

    __slots__ = ()

    def add(self, g: GameData, h: GameData) -> Game:
        if g._nus is not None and h._nus is not None:
            return symbolic_sum(g, h)  # type: ignore[arg-type]
        return add(g, h)  # type: ignore[arg-type, no-any-return]

    def neg(self, g: GameData) -> Game:
        if g._nus is not None:
            return symbolic_negative(g)  # type: ignore[arg-type]
        return neg(g)  # type: ignore[arg-type]

    def le(self, g: GameData, h: GameData) -> bool:
        if g._nus is not None and h._nus is not None:
            return symbolic_le(g, h)  # type: ignore[arg-type]
        return le(g, h)  # type: ignore[arg-type]

    def multiple(self, k: int, g: GameData) -> Game:
        if g._nus is not None:
            return symbolic_multiple(k, g)  # type: ignore[arg-type]
        return multiple(k, g)  # type: ignore[arg-type]


install_operators(_EngineOperators())


def _is_confused_with(self: Game, other: object) -> bool:
    """True if this game and *other* are incomparable (``G || H``).

    Parameters
    ----------
    other : Game, int or dyadic Fraction

    Raises
    ------
    InputTypeError
        If *other* is not a Game, an int or a dyadic Fraction.

    Examples
    --------
    >>> from cgtalg import STAR, ZERO, UP
    >>> STAR.is_confused_with(ZERO), UP.is_confused_with(ZERO)
    (True, False)
    """
    h = coerce_operand(other)
    if h is None:
        raise InputTypeError(f"cannot compare a Game with {type(other).__name__}")
    return not le(self, h) and not le(h, self)


def _norton(self: Game, unit: object) -> Game:
    """The Norton product ``self.unit`` (``unit`` must be a positive game).

    The product depends on the form of the unit, and cgtalg always uses its
    canonical form; see :func:`cgtalg.analysis.norton` (imported on first
    use, so the core does not load the analyses).

    Parameters
    ----------
    unit : Game, int or dyadic Fraction, greater than 0

    Raises
    ------
    InputValueError
        If *unit* is not greater than 0.
    InputTypeError
        If *unit* is not a Game, an int or a dyadic Fraction.

    Examples
    --------
    >>> from cgtalg import UP, parse
    >>> print(parse("3").norton(UP), parse("{1|0}").norton(1))
    ^3 {1|0}

    References
    ----------
    *Winning Ways*, ch. 8; Siegel, *Combinatorial Game Theory*, II.5.
    """
    from ..analysis.norton import norton  # lazy: the core never imports the analyses at import time

    return norton(self, unit)


# The operators (+, -, <=, ==, hash, k *, ...) are GameData's, calling the
# engine through _EngineOperators; these two are plain methods.
for _name, _method in (("is_confused_with", _is_confused_with), ("norton", _norton)):
    _method.__name__ = _name
    _method.__qualname__ = f"Game.{_name}"
    setattr(Game, _name, _method)
del _name, _method
