"""Ordinal sum ``G : H``.

In ``G : H`` a player may move in the base ``G`` (which destroys ``H``) or in
the subordinate ``H`` (which leaves ``G`` in place): Left options ``G^L`` and
``G : H^L``, Right options ``G^R`` and ``G : H^R``.

Unlike the disjunctive sum, the result depends on the *form* of the base, not
only on its value; :func:`ordinal_sum` always uses the canonical form of ``G``
(games in cgtalg are canonical). The subordinate only matters through its
value.

References
----------
Berlekamp, Conway, Guy, *Winning Ways*, ch. 6; Siegel, *Combinatorial Game
Theory*, II.3.
"""

from __future__ import annotations

from .cache import BoundedCache
from .deep import deep
from .game import Game, _canonical, _coerce_operand

__all__ = ["ordinal_sum"]

_ordinal_cache = BoundedCache("ordinal_sum", 200_000)


def ordinal_sum(g: object, h: object) -> Game:
    """Return the ordinal sum ``g : h`` (on the canonical form of the base *g*).

    Examples
    --------
    >>> from cgtalg import integer, number, STAR, UP
    >>> from fractions import Fraction
    >>> str(ordinal_sum(1, 1)), str(ordinal_sum(1, -1)), str(ordinal_sum(-1, Fraction(1, 2)))
    ('2', '1/2', '-3/4')
    >>> str(ordinal_sum(STAR, 1))            # {0, * | 0}: the base's form matters
    '^*'
    """
    a, b = _coerce_operand(g), _coerce_operand(h)
    if a is None or b is None:
        bad = g if a is None else h
        raise TypeError(f"ordinal_sum() takes Games, ints or dyadic Fractions, not {type(bad).__name__}")
    return _ordinal_safe(a, b)


@deep
def _ordinal_safe(g: Game, h: Game) -> Game:
    return _ordinal(g, h)


def _ordinal(g: Game, h: Game) -> Game:
    key = (g._id, h._id)
    r = _ordinal_cache.get(key)
    if r is not None:
        return r
    left = list(g.left_options)
    left.extend(_ordinal(g, hl) for hl in h.left_options)
    right = list(g.right_options)
    right.extend(_ordinal(g, hr) for hr in h.right_options)
    r = _canonical(left, right)
    _ordinal_cache.put(key, r)
    return r
