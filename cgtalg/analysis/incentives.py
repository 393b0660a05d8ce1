"""Incentives: what a move is worth to the player who makes it.

The Left incentives of ``G`` are the games ``G^L - G``, the Right incentives
``G - G^R`` (over the options of the canonical form); a player moves in the
component whose incentive is best for them. The incentives of a sum are the
incentives of its components.

Examples
--------
>>> from cgtalg import parse
>>> [str(x) for x in left_incentives(parse("{3|-1}"))], [str(x) for x in right_incentives(parse("{3|-1}"))]
(['{4|0}'], ['{4|0}'])
>>> sorted(str(x) for x in incentives(parse("^")))
['^*', 'v']

References
----------
*Winning Ways*, ch. 6 (incentives); Siegel, *Combinatorial Game Theory*,
II.5 (incentives and temperature); *Lessons in Play*, ch. 6.
"""

from __future__ import annotations

from ..core.game import Game
from ..errors import InputTypeError

__all__ = ["left_incentives", "right_incentives", "incentives"]


def _game(g: object, what: str) -> Game:
    if not isinstance(g, Game):
        raise InputTypeError(f"{what} takes a Game, not {type(g).__name__}")
    return g


def left_incentives(g: Game) -> tuple[Game, ...]:
    """``G^L - G`` for each Left option of the canonical form (in option order).

    Parameters
    ----------
    g : Game
        Any short game; its canonical form is used.

    Returns
    -------
    tuple of Game
        One incentive per Left option; empty if Left has no move.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> [str(x) for x in left_incentives(parse("{1|*}"))]
    ['{1*|0}']

    References
    ----------
    *Winning Ways*, ch. 6; Siegel, *Combinatorial Game Theory*, II.5.
    """
    _game(g, "left_incentives()")
    return tuple(x - g for x in g.left_options)


def right_incentives(g: Game) -> tuple[Game, ...]:
    """``G - G^R`` for each Right option of the canonical form (in option order).

    Parameters
    ----------
    g : Game
        Any short game; its canonical form is used.

    Returns
    -------
    tuple of Game
        One incentive per Right option; empty if Right has no move.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> [str(x) for x in right_incentives(parse("{1|*}"))]
    ['{1*|0}']

    References
    ----------
    *Winning Ways*, ch. 6; Siegel, *Combinatorial Game Theory*, II.5.
    """
    _game(g, "right_incentives()")
    return tuple(g - x for x in g.right_options)


def incentives(g: Game) -> tuple[Game, ...]:
    """All incentives of *g*: the Left ones, then the Right ones.

    Parameters
    ----------
    g : Game
        Any short game; its canonical form is used.

    Returns
    -------
    tuple of Game
        The Left incentives followed by the Right incentives.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> [str(x) for x in incentives(parse("+-2"))]
    ['{4|0}', '{4|0}']

    References
    ----------
    *Winning Ways*, ch. 6; Siegel, *Combinatorial Game Theory*, II.5.
    """
    return left_incentives(g) + right_incentives(g)
