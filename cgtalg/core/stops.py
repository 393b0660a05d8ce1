"""Left and right stops: where play ends when both sides play well to a number.

The Left stop of a number is itself; of any other game it is the largest
Right stop among its Left options (Left moves first). Symmetrically for the
Right stop. The engine computes them once, when a game is built.

Examples
--------
>>> from cgtalg import parse
>>> left_stop(parse("{3|1}")), right_stop(parse("{3|1}"))
(Fraction(3, 1), Fraction(1, 1))
"""

from __future__ import annotations

from ..errors import InputTypeError

from fractions import Fraction

from .game import Game

__all__ = ["left_stop", "right_stop", "stops", "left_stop_sign", "right_stop_sign", "has_equal_stops"]


def stops(g: Game) -> tuple[Fraction, Fraction]:
    """Return ``(left_stop(g), right_stop(g))``.

    Parameters
    ----------
    g : Game
        A canonical game.

    Returns
    -------
    tuple of (Fraction, Fraction)
        The Left stop, then the Right stop.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`cgtalg.Game` (convert ints and Fractions
        with :func:`cgtalg.number` first).

    References
    ----------
    Siegel, *Combinatorial Game Theory*, chapter II (stops).

    Examples
    --------
    >>> from cgtalg import UP, parse
    >>> stops(UP), stops(parse("+-2"))
    ((Fraction(0, 1), Fraction(0, 1)), (Fraction(2, 1), Fraction(-2, 1)))
    """
    if not isinstance(g, Game):
        raise InputTypeError(f"stops() takes a Game, not {type(g).__name__}")
    # Every game carries its stops from construction (as exact floats where
    # possible, for the engine's comparisons); Fraction() of either is exact.
    return Fraction(g._ls), Fraction(g._rs)


def left_stop(g: Game) -> Fraction:
    """The Left stop of *g*.

    Parameters
    ----------
    g : Game
        A canonical game.

    Returns
    -------
    Fraction
        Where play ends (a number) when Left moves first and both play well.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`cgtalg.Game` (convert ints and Fractions
        with :func:`cgtalg.number` first).

    References
    ----------
    Siegel, *Combinatorial Game Theory*, chapter II (stops).

    Examples
    --------
    >>> from cgtalg import parse
    >>> left_stop(parse("{2|*}"))
    Fraction(2, 1)
    """
    if not isinstance(g, Game):
        raise InputTypeError(f"left_stop() takes a Game, not {type(g).__name__}")
    return Fraction(g._ls)  # one stop only: the analysis asks for single stops in its inner loops


def right_stop(g: Game) -> Fraction:
    """The Right stop of *g*.

    Parameters
    ----------
    g : Game
        A canonical game.

    Returns
    -------
    Fraction
        Where play ends (a number) when Right moves first and both play well.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`cgtalg.Game` (convert ints and Fractions
        with :func:`cgtalg.number` first).

    References
    ----------
    Siegel, *Combinatorial Game Theory*, chapter II (stops).

    Examples
    --------
    >>> from cgtalg import parse
    >>> right_stop(parse("{2|*}"))
    Fraction(0, 1)
    """
    if not isinstance(g, Game):
        raise InputTypeError(f"right_stop() takes a Game, not {type(g).__name__}")
    return Fraction(g._rs)


def left_stop_sign(g: Game) -> int:
    """The sign (-1, 0 or 1) of the Left stop of *g*, without building a Fraction.

    The analyses compare stops with 0 in their inner loops (the order modulo
    infinitesimals, reduced forms); the game's stored stop is compared as it is.

    Parameters
    ----------
    g : Game
        A canonical game.

    Returns
    -------
    int
        -1, 0 or 1.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`cgtalg.Game` (convert ints and Fractions
        with :func:`cgtalg.number` first).

    References
    ----------
    Siegel, *Combinatorial Game Theory*, chapter II (stops).

    Examples
    --------
    >>> from cgtalg import parse
    >>> left_stop_sign(parse("{-1|-2}")), left_stop_sign(parse("*")), left_stop_sign(parse("{1/2|-3}"))
    (-1, 0, 1)
    """
    if not isinstance(g, Game):
        raise InputTypeError(f"left_stop_sign() takes a Game, not {type(g).__name__}")
    s = g._ls
    return (s > 0) - (s < 0)


def right_stop_sign(g: Game) -> int:
    """The sign (-1, 0 or 1) of the Right stop of *g*, without building a Fraction.

    Parameters
    ----------
    g : Game
        A canonical game.

    Returns
    -------
    int
        -1, 0 or 1.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`cgtalg.Game` (convert ints and Fractions
        with :func:`cgtalg.number` first).

    References
    ----------
    Siegel, *Combinatorial Game Theory*, chapter II (stops).

    Examples
    --------
    >>> from cgtalg import parse
    >>> right_stop_sign(parse("{3|-1/4}")), right_stop_sign(parse("^")), right_stop_sign(parse("{3|1/8}"))
    (-1, 0, 1)
    """
    if not isinstance(g, Game):
        raise InputTypeError(f"right_stop_sign() takes a Game, not {type(g).__name__}")
    s = g._rs
    return (s > 0) - (s < 0)


def has_equal_stops(g: Game) -> bool:
    """True if the Left and Right stops of *g* are equal (*g* is a number plus an infinitesimal).

    Parameters
    ----------
    g : Game
        A canonical game.

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`cgtalg.Game` (convert ints and Fractions
        with :func:`cgtalg.number` first).

    References
    ----------
    Siegel, *Combinatorial Game Theory*, chapter II (stops).

    Examples
    --------
    >>> from cgtalg import parse
    >>> has_equal_stops(parse("1/2*")), has_equal_stops(parse("{1|0}"))
    (True, False)
    """
    if not isinstance(g, Game):
        raise InputTypeError(f"has_equal_stops() takes a Game, not {type(g).__name__}")
    return bool(g._ls == g._rs)
