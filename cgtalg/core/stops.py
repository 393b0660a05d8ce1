"""Left and right stops: where play ends when both sides play well to a number.

The Left stop of a number is itself; of any other game it is the largest
Right stop among its Left options (Left moves first). Symmetrically for the
Right stop. Computed iteratively with a memo, so deep games are fine.

Examples
--------
>>> from cgtalg import parse
>>> left_stop(parse("{3|1}")), right_stop(parse("{3|1}"))
(Fraction(3, 1), Fraction(1, 1))
"""

from __future__ import annotations

from fractions import Fraction

from .game import Game

__all__ = ["left_stop", "right_stop", "stops"]


def stops(g: Game) -> tuple[Fraction, Fraction]:
    """Return ``(left_stop(g), right_stop(g))``.

    Examples
    --------
    >>> from cgtalg import UP, parse
    >>> stops(UP), stops(parse("+-2"))
    ((Fraction(0, 1), Fraction(0, 1)), (Fraction(2, 1), Fraction(-2, 1)))
    """
    if not isinstance(g, Game):
        raise TypeError(f"stops() takes a Game, not {type(g).__name__}")
    memo: dict[int, tuple[Fraction, Fraction]] = {}
    stack: list[tuple[Game, bool]] = [(g, False)]
    while stack:
        s, expanded = stack.pop()
        if s._id in memo:
            continue
        if s._nus is not None:
            memo[s._id] = (s._nus[0], s._nus[0])
            continue
        if not expanded:
            stack.append((s, True))
            stack.extend((o, False) for o in s.left_options + s.right_options if o._id not in memo)
            continue
        # A canonical non-number has options on both sides.
        ls = max(memo[o._id][1] for o in s.left_options)
        rs = min(memo[o._id][0] for o in s.right_options)
        memo[s._id] = (ls, rs)
    return memo[g._id]


def left_stop(g: Game) -> Fraction:
    """The Left stop of *g*.

    Examples
    --------
    >>> from cgtalg import parse
    >>> left_stop(parse("{2|*}"))
    Fraction(2, 1)
    """
    return stops(g)[0]


def right_stop(g: Game) -> Fraction:
    """The Right stop of *g*.

    Examples
    --------
    >>> from cgtalg import parse
    >>> right_stop(parse("{2|*}"))
    Fraction(0, 1)
    """
    return stops(g)[1]
