"""Stop count: how many stopping positions (numbers) the game tree of a game has.

The stop count of a number is 1 (play stops there); of any other game it is
the sum of the stop counts of all its Left and Right options. It counts the
leaves of the canonical game tree, where each number counts as a leaf: a
measure of how complicated a game is to play out, which CGSuite uses to pick
the most intricate positions of a ruleset. Shared followers count once per
path that reaches them, so the count can be exponential in the number of
distinct followers; it is computed once per follower, followers first.

Examples
--------
>>> from cgtalg import parse
>>> stop_count(parse("{3||2|1}")), stop_count(parse("^")), stop_count(parse("*8"))
(3, 3, 4374)

References
----------
CGSuite, ``CanonicalShortGame.StopCount`` (definition and test values);
Siegel, *Combinatorial Game Theory*, II.1 (stops).
"""

from __future__ import annotations

from collections.abc import MutableMapping

from ..core.coerce import coerce_operand
from ..core.store import Game
from ..errors import InputTypeError, describe
from ..engine.traversal import traverse
from ._follower_work import check_follower_work

__all__ = ["stop_count"]


def stop_count(g: object) -> int:
    """Return the number of stopping positions in the canonical game tree of *g*.

    ``SC(x) = 1`` for a number ``x``; otherwise ``SC(G)`` is the sum of
    ``SC(G^L)`` over all Left options and ``SC(G^R)`` over all Right options.

    Parameters
    ----------
    g : Game, int or dyadic Fraction
        A short game (its canonical form is counted).

    Returns
    -------
    int
        At least 1.

    Raises
    ------
    InputTypeError
        If *g* is not a short game (loopy games are refused).
    InputValueError
        If *g* has a follower ``x + n.^ + *k`` (not a number) whose work
        estimate ``birthday + k**2 // 20`` is over
        :data:`~cgtalg.core.ordinal.SUBORDINATE_LIMIT`: its followers are
        visited one by one.

    Examples
    --------
    >>> from cgtalg import parse
    >>> stop_count(5), stop_count(parse("9/8*")), stop_count(parse("{1|^^||^}"))
    (1, 2, 9)
    >>> stop_count(parse("73/16 + v9 + *8"))
    13131

    References
    ----------
    CGSuite, ``CanonicalShortGame.StopCount``; Siegel, *Combinatorial Game
    Theory*, II.1.
    """
    game = coerce_operand(g)
    if game is None:
        raise InputTypeError(f"stop_count() takes a short game (Game, int or dyadic Fraction), not {describe(g)}")
    return int(traverse(game, expand=_expand, close=_close))


def _expand(h: Game) -> tuple[list[Game] | None, object]:
    """A number settles at 1; another game's count is made of all its options'."""
    if h._num is not None:
        return None, 1
    check_follower_work(h, "stop_count()")
    return list(h.left_options + h.right_options), None


def _close(h: Game, options: list[Game], token: object, memo: MutableMapping[Game, int], cut: bool) -> int:
    return sum(memo[o] for o in options)
