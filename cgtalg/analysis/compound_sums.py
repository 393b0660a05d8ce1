"""Conjunctive and selective sums of short games (Winning Ways ch. 9; ONAG ch. 14).

* In the **conjunctive** sum ``G ∧ H`` a player moves in *every* component at
  once, so play stops as soon as one component has no move for the player:
  ``G ∧ H = {G^L ∧ H^L | G^R ∧ H^R}``.
* In the **selective** sum ``G ∨ H`` a player moves in *any non-empty set*
  of components: ``G ∨ H = {G^L ∨ H, G ∨ H^L, G^L ∨ H^L | (the same for Right)}``.

Both are defined on game forms; here they are applied to the canonical forms
of ``G`` and ``H`` and the result is returned in canonical form (normal play:
the player who cannot move loses). Unlike the disjunctive sum ``G + H`` they
do not respect equality of values in general, which is why the canonical
forms are the stated inputs. They are computed over pairs of subpositions,
children first, on an explicit stack.

Examples
--------
>>> from cgtalg import parse
>>> print(conjunctive_sum(parse("1"), parse("2")), conjunctive_sum(parse("*"), parse("*2")))
1 *
>>> print(selective_sum(parse("*"), parse("*")), selective_sum(parse("1"), parse("-1")))
*2 0

References
----------
Berlekamp, Conway and Guy, *Winning Ways*, ch. 9 (conjunctive and selective
compounds); Conway, *On Numbers and Games*, ch. 14.
"""

from __future__ import annotations

from typing import Callable

from ..core.game import Game
from ..errors import InputTypeError

__all__ = ["conjunctive_sum", "selective_sum"]


def _pairwise(g: Game, h: Game, options: Callable[[Game, Game, bool], list[tuple[Game, Game]]]) -> Game:
    done: dict[tuple[Game, Game], Game] = {}
    stack: list[tuple[Game, Game, bool]] = [(g, h, False)]
    while stack:
        a, b, expanded = stack.pop()
        if (a, b) in done:
            continue
        lo = options(a, b, True)
        ro = options(a, b, False)
        if not expanded:
            stack.append((a, b, True))
            stack.extend((x, y, False) for x, y in lo + ro if (x, y) not in done)
            continue
        done[(a, b)] = Game([done[p] for p in lo], [done[p] for p in ro])
    return done[(g, h)]


def _check(g: object, h: object, what: str) -> None:
    for x in (g, h):
        if not isinstance(x, Game):
            raise InputTypeError(f"{what} takes two Games, not {type(x).__name__}")


def conjunctive_sum(g: Game, h: Game) -> Game:
    """``g ∧ h``: each move is a move in both components.

    Parameters
    ----------
    g, h : Game
        The two components; their canonical forms are combined.

    Returns
    -------
    Game
        The conjunctive sum, in canonical form.

    Raises
    ------
    InputTypeError
        If *g* or *h* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> print(conjunctive_sum(parse("+-1"), parse("^")))
    {0|-1}

    References
    ----------
    Berlekamp, Conway and Guy, *Winning Ways*, ch. 9; Conway, *On Numbers and
    Games*, ch. 14.
    """
    _check(g, h, "conjunctive_sum()")

    def options(a: Game, b: Game, left: bool) -> list[tuple[Game, Game]]:
        xs = a.left_options if left else a.right_options
        ys = b.left_options if left else b.right_options
        return [(x, y) for x in xs for y in ys]

    return _pairwise(g, h, options)


def selective_sum(g: Game, h: Game) -> Game:
    """``g ∨ h``: each move is a move in one or both components.

    Parameters
    ----------
    g, h : Game
        The two components; their canonical forms are combined.

    Returns
    -------
    Game
        The selective sum, in canonical form.

    Raises
    ------
    InputTypeError
        If *g* or *h* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> print(selective_sum(parse("+-1"), parse("0")))
    +-1

    References
    ----------
    Berlekamp, Conway and Guy, *Winning Ways*, ch. 9; Conway, *On Numbers and
    Games*, ch. 14.
    """
    _check(g, h, "selective_sum()")

    def options(a: Game, b: Game, left: bool) -> list[tuple[Game, Game]]:
        xs = a.left_options if left else a.right_options
        ys = b.left_options if left else b.right_options
        return [(x, b) for x in xs] + [(a, y) for y in ys] + [(x, y) for x in xs for y in ys]

    return _pairwise(g, h, options)
