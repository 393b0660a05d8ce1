"""Predicates on short games: hot, tepid, cold; even- and odd-tempered; the confusion interval.

* *cold*: a number (temperature below 0); *tepid*: a number plus a non-zero
  infinitesimal (temperature exactly 0); *hot*: temperature above 0.
* *even-tempered* / *odd-tempered* (on the canonical form): a number is
  even-tempered; a non-number is even-tempered if all its options are
  odd-tempered and odd-tempered if all its options are even-tempered. A game
  may be neither.
* The *confusion interval* of ``G``: the numbers ``x`` with ``G || x``. For
  a non-number it runs from the Right stop to the Left stop, each end included
  exactly when ``G`` is confused with it there; numbers are confused with no
  number.

Examples
--------
>>> from cgtalg import parse
>>> [is_hot(parse(s)) for s in ("+-1", "^", "1/2")], is_tepid(parse("^*")), is_cold(parse("3/4"))
([True, False, False], True, True)
>>> is_even_tempered(parse("{1|-1}+*")), is_odd_tempered(parse("*")), is_odd_tempered(parse("^"))
(True, True, False)
>>> print(confusion_interval(parse("{2|*}")))
(0, 2]

References
----------
*Winning Ways*, ch. 6 (hot and cold); *Lessons in Play*, ch. 6 (temperature)
and ch. 7 (even- and odd-tempered games); Siegel, *Combinatorial Game Theory*,
II.3 (confusion intervals) and II.5.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..core.game import Game
from ..core.stops import left_stop, right_stop
from ..errors import InputTypeError
from .thermograph import temperature
from .walk import fold

__all__ = ["is_hot", "is_tepid", "is_cold", "is_even_tempered", "is_odd_tempered",
           "ConfusionInterval", "confusion_interval"]


def _game(g: object, what: str) -> Game:
    if not isinstance(g, Game):
        raise InputTypeError(f"{what} takes a Game, not {type(g).__name__}")
    return g


def is_hot(g: Game) -> bool:
    """True if the temperature of *g* is positive.

    Parameters
    ----------
    g : Game
        Any short game.

    Returns
    -------
    bool
        Whether the temperature of *g* is above 0.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> is_hot(parse("{1|0}")), is_hot(parse("*"))
    (True, False)

    References
    ----------
    *Winning Ways*, ch. 6; *Lessons in Play*, ch. 6; Siegel, *Combinatorial Game
    Theory*, II.5.
    """
    return temperature(_game(g, "is_hot()")) > 0


def is_tepid(g: Game) -> bool:
    """True if *g* is a number plus a non-zero infinitesimal (temperature 0).

    Parameters
    ----------
    g : Game
        Any short game.

    Returns
    -------
    bool
        Whether the temperature of *g* is exactly 0.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> is_tepid(parse("1/2*")), is_tepid(parse("1/2")), is_tepid(parse("{1|0}"))
    (True, False, False)

    References
    ----------
    *Winning Ways*, ch. 6; *Lessons in Play*, ch. 6; Siegel, *Combinatorial Game
    Theory*, II.5.
    """
    return temperature(_game(g, "is_tepid()")) == 0


def is_cold(g: Game) -> bool:
    """True if *g* is a number (its temperature is negative).

    Parameters
    ----------
    g : Game
        Any short game.

    Returns
    -------
    bool
        Whether *g* is equal to a number.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> is_cold(parse("-7/8")), is_cold(parse("*"))
    (True, False)

    References
    ----------
    *Winning Ways*, ch. 6; *Lessons in Play*, ch. 6; Siegel, *Combinatorial Game
    Theory*, II.5.
    """
    return _game(g, "is_cold()").is_number


def _tempers(g: Game) -> tuple[bool, bool]:
    """(even-tempered, odd-tempered) of *g*'s canonical form."""

    def leaf(h: Game) -> tuple[bool, bool] | None:
        if h.is_number:
            return (True, False)
        if h.is_number_up_star:
            # x + *: odd; x + *k (k >= 2) has the even x and the odd x + * among its
            # options; x + n.^ + *k (n != 0) has the even x and a non-number option
            # that is not even-tempered (induction along the chain): neither.
            x, n, k = h.number_up_star
            return (False, n == 0 and k == 1)
        return None

    def build(h: Game, left: list[tuple[bool, bool]], right: list[tuple[bool, bool]]) -> tuple[bool, bool]:
        opts = left + right
        return all(o[1] for o in opts), all(o[0] for o in opts)

    return fold(g, leaf, build)


def is_even_tempered(g: Game) -> bool:
    """True if *g* is even-tempered (numbers are; see the module text).

    Parameters
    ----------
    g : Game
        Any short game.

    Returns
    -------
    bool
        Whether the canonical form of *g* is even-tempered.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> is_even_tempered(parse("^")), is_even_tempered(parse("{1|-1}")), is_even_tempered(parse("2"))
    (False, False, True)

    References
    ----------
    *Lessons in Play*, ch. 7.
    """
    return _tempers(_game(g, "is_even_tempered()"))[0]


def is_odd_tempered(g: Game) -> bool:
    """True if *g* is odd-tempered (see the module text).

    Parameters
    ----------
    g : Game
        Any short game.

    Returns
    -------
    bool
        Whether the canonical form of *g* is odd-tempered.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> is_odd_tempered(parse("+-1")), is_odd_tempered(parse("{2|*}"))
    (True, False)

    References
    ----------
    *Lessons in Play*, ch. 7.
    """
    return _tempers(_game(g, "is_odd_tempered()"))[1]


def _fmt(q: Fraction) -> str:
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


@dataclass(frozen=True)
class ConfusionInterval:
    """The numbers confused with a game: from *low* to *high*, ends included or not.

    Examples
    --------
    >>> ConfusionInterval(Fraction(-1), Fraction(1), True, False).contains(1)
    False
    """

    low: Fraction
    high: Fraction
    low_closed: bool
    high_closed: bool

    def contains(self, x: int | Fraction) -> bool:
        """True if the number *x* lies in the interval.

        Parameters
        ----------
        x : int or Fraction
            A number (anything :class:`fractions.Fraction` accepts).

        Returns
        -------
        bool
            Whether *x* is strictly between the ends, or equal to a closed end.

        Examples
        --------
        >>> half_open = ConfusionInterval(Fraction(0), Fraction(2), False, True)
        >>> half_open.contains(0), half_open.contains(1), half_open.contains(2)
        (False, True, True)
        """
        x = Fraction(x)
        above = x > self.low or (x == self.low and self.low_closed)
        below = x < self.high or (x == self.high and self.high_closed)
        return above and below

    def __str__(self) -> str:
        return (("[" if self.low_closed else "(") + f"{_fmt(self.low)}, {_fmt(self.high)}"
                + ("]" if self.high_closed else ")"))


def confusion_interval(g: Game) -> ConfusionInterval | None:
    """The interval of numbers ``x`` with ``g || x``, or None when there is none.

    Parameters
    ----------
    g : Game
        Any short game.

    Returns
    -------
    ConfusionInterval or None
        From the Right stop to the Left stop of *g*, with each end closed when
        *g* is confused with it; None for a number, or when the only candidate
        (both stops equal) is not confused with *g* (e.g. ``^``).

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> print(confusion_interval(parse("+-1")), confusion_interval(parse("*")), confusion_interval(parse("^")))
    [-1, 1] [0, 0] None
    >>> print(confusion_interval(parse("{1^|v}")))
    [0, 1]

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.3; *Winning Ways*, ch. 2.
    """
    _game(g, "confusion_interval()")
    if g.is_number:
        return None
    lo, hi = left_stop(g), right_stop(g)
    lo, hi = hi, lo
    lo_closed = g.is_confused_with(lo)
    hi_closed = g.is_confused_with(hi)
    if lo == hi and not lo_closed:
        return None
    return ConfusionInterval(lo, hi, lo_closed, hi_closed)
