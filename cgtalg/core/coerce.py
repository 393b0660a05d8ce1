"""Coercion: what the core accepts where a game is expected, read as a game.

A Game is itself; an int (any library's exact integer, read by
:func:`cgtalg.errors.as_integer`) is that integer; any other rational is read
exactly (:func:`cgtalg.core.dyadic.as_dyadic`, which uses
:func:`cgtalg.core.dyadic.exact_fraction`) and must be dyadic. Bools and
floats are never numbers here.

**Invariant.** The two readings differ only in what they do with a value
that is not a game: :func:`coerce_option` (options and arguments) raises
:class:`~cgtalg.errors.InputTypeError`, :func:`coerce_operand` (the other
operand of ``+ - <= ...``) returns None so that the operator returns
``NotImplemented``; a rational that is not dyadic raises
:class:`~cgtalg.errors.InputValueError` in both. Compiled with the core
(``coerce.pxd``): the engine's operators call these by C calls.
"""

from __future__ import annotations

from fractions import Fraction
from numbers import Rational

from ..errors import InputTypeError, as_integer, describe
from .dyadic import as_dyadic
from .game_type import Game, GameData
from .store import number, symbolic_dyadic

__all__ = ["coerce_option", "coerce_operand"]


def coerce_option(o: object) -> Game:
    """*o* as a Game (an option or argument given as a Game, int or dyadic Fraction), or raise.

    Parameters
    ----------
    o : object
        A Game, an int or a dyadic rational (bools refused).

    Returns
    -------
    Game

    Raises
    ------
    InputTypeError
        If *o* is not a Game, an int or a rational (a float, a bool, a str).
    InputValueError
        If *o* is a rational that is not dyadic.

    Examples
    --------
    >>> str(coerce_option(3)), str(coerce_option(Fraction(1, 2)))
    ('3', '1/2')
    >>> coerce_option(0.5)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: a game's options must be Games, ints or dyadic Fractions, not float 0.5
    """
    if isinstance(o, GameData):  # only Games are GameData (a C type check when compiled)
        return o  # type: ignore[return-value]
    n = as_integer(o)
    if n is not None:
        return symbolic_dyadic(n, 0, 0, 0)
    if isinstance(o, bool) or not isinstance(o, Rational):
        raise InputTypeError(
            f"a game's options must be Games, ints or dyadic Fractions, not {type(o).__name__} {describe(o)}"
        )
    return number(as_dyadic(o))


def coerce_operand(o: object) -> Game | None:
    """*o* as a Game for an operator, or None (so the operator returns NotImplemented).

    Parameters
    ----------
    o : object
        The other operand of an operator.

    Returns
    -------
    Game or None
        The game for a Game, an int or a dyadic rational; None for
        anything else (bools and floats included).

    Raises
    ------
    InputValueError
        If *o* is a rational that is not dyadic.

    Examples
    --------
    >>> str(coerce_operand(Fraction(1, 2))), coerce_operand(0.5), coerce_operand(True)
    ('1/2', None, None)
    """
    if isinstance(o, GameData):  # only Games are GameData (a C type check when compiled)
        return o  # type: ignore[return-value]
    if isinstance(o, bool):
        return None
    if type(o) is int:
        return symbolic_dyadic(o, 0, 0, 0)
    n = as_integer(o)
    if n is not None:
        return symbolic_dyadic(n, 0, 0, 0)
    if isinstance(o, Rational) and not isinstance(o, bool):
        return number(as_dyadic(o))
    return None

