"""Named games and constructors: numbers, nimbers, ups, switches, tinies.

Examples
--------
>>> from cgtalg import nimber, UP, STAR
>>> nimber(1) is STAR, str(UP + UP + STAR)
(True, '^^*')
"""

from __future__ import annotations

import re
from fractions import Fraction
from numbers import Rational

from .dyadic import as_dyadic
from ..errors import InputTypeError, InputValueError, as_integer
from .arithmetic import neg as neg_safe
from .game import Game
from .store import checked_number as _checked_number, number as _number, symbolic_dyadic as _symbolic_dyadic
from .coerce import coerce_operand as _coerce_operand

__all__ = [
    "ZERO", "STAR", "UP", "DOWN", "ONE",
    "integer", "number", "nimber", "up", "switch", "tiny", "miny",
]


def integer(n: int) -> Game:
    """The integer *n* as a game.

    Parameters
    ----------
    n : int
        Any integer (bools refused); no size limit.

    Returns
    -------
    Game
        The canonical game of *n*: ``{n-1 |}`` for ``n > 0``, ``{| n+1}``
        for ``n < 0``, 0 for 0.

    Raises
    ------
    InputTypeError
        If *n* is not an int.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.1; Lessons in Play, chapter 4.

    Examples
    --------
    >>> integer(2**200).as_fraction() == 2**200
    True
    >>> integer(1.5)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: integer() takes an int, not float
    """
    if type(n) is int:
        return _symbolic_dyadic(n, 0, 0, 0)
    m = as_integer(n)
    if m is None:
        raise InputTypeError(f"integer() takes an int, not {type(n).__name__}")
    return _symbolic_dyadic(m, 0, 0, 0)


def number(q: int | Rational | str) -> Game:
    """The dyadic rational *q* as a game (``str`` like ``"3/8"`` accepted).

    Parameters
    ----------
    q : int or Fraction or str
        A dyadic rational, or its text: an integer, ``p/q`` or a decimal
        (``"0.375"``), ASCII digits.

    Returns
    -------
    Game
        The canonical game of *q*.

    Raises
    ------
    InputTypeError
        If *q* is not an int, a rational or a string (a float, say).
    InputValueError
        If *q* is not dyadic (``1/3`` is not the value of any short game), or
        a string is not an integer, ``p/q`` or a decimal.

    References
    ----------
    Winning Ways, chapter 2 (the simplicity rule); Lessons in Play, chapter 4;
    Siegel, *Combinatorial Game Theory*, II.3.

    Examples
    --------
    >>> str(number(Fraction(-3, 4))), str(number("5/8"))
    ('-3/4', '5/8')
    >>> number(Fraction(1, 3))
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: 1/3 is not a dyadic rational: short games have only dyadic numbers
    """
    if type(q) is Fraction and type(q.denominator) is int and type(q.numerator) is int:  # the common cases first
        g = _checked_number(q)
        if g is not None:
            return g
    elif type(q) is int:
        return _symbolic_dyadic(q, 0, 0, 0)
    if isinstance(q, str):
        text = q.strip()
        # One syntax on every Python version (3.12's Fraction also reads "3 / 8").
        if not _NUMBER_TEXT.fullmatch(text):
            raise InputValueError(f"not a number: {q!r} (write an integer, p/q or a decimal, ASCII digits)")
        q = Fraction(text)
    return _number(as_dyadic(q))


_NUMBER_TEXT = re.compile(r"[+-]?(?:[0-9]+(?:/[0-9]+|\.[0-9]*)?|\.[0-9]+)")


def nimber(k: int) -> Game:
    """The nimber ``*k`` (``*0`` is 0).

    Parameters
    ----------
    k : int
        At least 0; no size limit.

    Returns
    -------
    Game
        ``*k = {*0, ..., *(k-1) | *0, ..., *(k-1)}``.

    Raises
    ------
    InputTypeError
        If *k* is not an int (bools refused).
    InputValueError
        If *k* is negative.

    References
    ----------
    Winning Ways, chapter 4 (Sprague-Grundy theory); Lessons in Play, chapter 7.

    Examples
    --------
    >>> str(nimber(0)), str(nimber(1)), str(nimber(10**6))
    ('0', '*', '*1000000')
    >>> nimber(-1)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a nimber *k needs k >= 0, got -1
    """
    if type(k) is int and k >= 0:  # the common case first
        return _symbolic_dyadic(0, 0, 0, k)
    m = as_integer(k)
    if m is None:
        raise InputTypeError(f"nimber() takes an int, not {type(k).__name__}")
    if m < 0:
        raise InputValueError(f"a nimber *k needs k >= 0, got {m}")
    return _symbolic_dyadic(0, 0, 0, m)


def up(n: int = 1) -> Game:
    """``n.^``: *n* ups (negative *n* gives downs).

    Parameters
    ----------
    n : int, default 1
        How many ups; no size limit.

    Returns
    -------
    Game
        ``n.^`` (``^ = {0 | *}``), held symbolically: building it costs the
        same whatever *n*.

    Raises
    ------
    InputTypeError
        If *n* is not an int (bools refused).

    References
    ----------
    Siegel, *Combinatorial Game Theory*, chapter II; Lessons in Play,
    chapters 4-5.

    Examples
    --------
    >>> str(up(2)), str(up(-3)), up(1000).birthday
    ('^^', 'v3', 1001)
    """
    if type(n) is int:
        return _symbolic_dyadic(0, 0, n, 0)
    m = as_integer(n)
    if m is None:
        raise InputTypeError(f"up() takes an int, not {type(n).__name__}")
    return _symbolic_dyadic(0, 0, m, 0)


def _as_game(x: object, what: str) -> Game:
    g = _coerce_operand(x)
    if g is None:
        raise InputTypeError(f"{what} takes a Game, an int or a dyadic Fraction, not {type(x).__name__}")
    return g


def switch(x: object) -> Game:
    """``+-x`` = ``{x | -x}``.

    Parameters
    ----------
    x : Game or int or Fraction
        Any game, or a number (a dyadic rational).

    Returns
    -------
    Game
        The canonical form of ``{x | -x}``.

    Raises
    ------
    InputTypeError
        If *x* is not a Game, an int or a Fraction.
    InputValueError
        If *x* is a Fraction that is not dyadic.

    Examples
    --------
    >>> str(switch(1)), str(switch(0)), str(switch(Fraction(1, 2)))
    ('+-1', '*', '+-1/2')
    """
    g = _as_game(x, "switch()")
    return Game([g], [neg_safe(g)])


def tiny(x: object) -> Game:
    """``tiny-x`` = ``{0 || 0 | -x}``, a positive infinitesimal for ``x > 0``.

    Parameters
    ----------
    x : Game or int or Fraction
        Any game, or a number (a dyadic rational).

    Returns
    -------
    Game
        The canonical form of ``{0 || 0 | -x}``.

    Raises
    ------
    InputTypeError
        If *x* is not a Game, an int or a Fraction.
    InputValueError
        If *x* is a Fraction that is not dyadic.

    References
    ----------
    Winning Ways, chapter 5 (tiny and miny); Siegel, *Combinatorial Game
    Theory*, II.3.

    Examples
    --------
    >>> t = tiny(1)
    >>> str(t), t > 0, t < UP, t is Game([0], [Game([0], [-1])])
    ('Tiny(1)', True, True, True)
    """
    g = _as_game(x, "tiny()")
    return Game([0], [Game([0], [neg_safe(g)])])


def miny(x: object) -> Game:
    """``miny-x`` = ``{x | 0 || 0}`` = ``-tiny(x)``.

    Parameters
    ----------
    x : Game or int or Fraction
        Any game, or a number (a dyadic rational).

    Returns
    -------
    Game
        The canonical form of ``{x | 0 || 0}``.

    Raises
    ------
    InputTypeError
        If *x* is not a Game, an int or a Fraction.
    InputValueError
        If *x* is a Fraction that is not dyadic.

    References
    ----------
    Winning Ways, chapter 5 (tiny and miny); Siegel, *Combinatorial Game
    Theory*, II.3.

    Examples
    --------
    >>> str(miny(2)), miny(2) == -tiny(2), miny(2) is Game([Game([2], [0])], [0])
    ('Miny(2)', True, True)
    >>> miny(0.5)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: miny() takes a Game, an int or a dyadic Fraction, not float
    """
    g = _as_game(x, "miny()")
    return Game([Game([g], [0])], [0])


ZERO = integer(0)
ONE = integer(1)
STAR = nimber(1)
UP = up(1)
DOWN = up(-1)
