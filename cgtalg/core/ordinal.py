"""Ordinal sum ``G : H``.

In ``G : H`` a player may move in the base ``G`` (which destroys ``H``) or in
the subordinate ``H`` (which leaves ``G`` in place): Left options ``G^L`` and
``G : H^L``, Right options ``G^R`` and ``G : H^R``.

Unlike the disjunctive sum, the result depends on the *form* of the base, not
only on its value; :func:`ordinal_sum` always uses the canonical form of ``G``
(games in cgtalg are canonical). The subordinate only matters through its
value. The subordinate's tree is walked with an explicit stack, so its depth
is not limited by Python's recursion limit.

References
----------
Berlekamp, Conway, Guy, *Winning Ways*, ch. 6; Siegel, *Combinatorial Game
Theory*, II.3.
"""

from __future__ import annotations

from ..errors import InputTypeError
from .cache import BoundedCache
from .canonical import canonical
from .store import Game
from .coerce import coerce_operand

__all__ = ["ordinal_sum"]

_ordinal_cache = BoundedCache("ordinal_sum", 200_000)


def ordinal_sum(g: object, h: object) -> Game:
    """Return the ordinal sum ``g : h`` (on the canonical form of the base *g*).

    Parameters
    ----------
    g, h : Game, int or dyadic Fraction
        The base and the subordinate.

    Returns
    -------
    Game

    Raises
    ------
    InputTypeError
        If an argument is not a Game, an int or a dyadic Fraction.

    Examples
    --------
    >>> from cgtalg import integer, number, STAR, UP
    >>> from fractions import Fraction
    >>> str(ordinal_sum(1, 1)), str(ordinal_sum(1, -1)), str(ordinal_sum(-1, Fraction(1, 2)))
    ('2', '1/2', '-3/4')
    >>> str(ordinal_sum(STAR, 1))            # {0, * | 0}: the base's form matters
    '^*'

    References
    ----------
    *Winning Ways*, ch. 6; Siegel, *Combinatorial Game Theory*, II.3.
    """
    a, b = coerce_operand(g), coerce_operand(h)
    if a is None or b is None:
        bad = g if a is None else h
        raise InputTypeError(f"ordinal_sum() takes Games, ints or dyadic Fractions, not {type(bad).__name__}")
    return _ordinal(a, b)


def _ordinal(g: Game, h0: Game) -> Game:
    """``g : h0``, children of the subordinate first, on an explicit stack."""
    gid = g._id
    done: dict[int, Game] = {}
    stack: list[tuple[Game, bool]] = [(h0, False)]
    while stack:
        h, expanded = stack.pop()
        if h._id in done:
            continue
        r = _ordinal_cache.get((gid, h._id))
        if r is None:
            hl, hr = h.left_options, h.right_options
            if not expanded:
                stack.append((h, True))
                stack.extend((o, False) for o in hl + hr if o._id not in done)
                continue
            left = list(g.left_options) + [done[o._id] for o in hl]
            right = list(g.right_options) + [done[o._id] for o in hr]
            r = canonical(left, right)
            _ordinal_cache.put((gid, h._id), r)
        done[h._id] = r
    return done[h0._id]
