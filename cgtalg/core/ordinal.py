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

from ..errors import InputTypeError, InputValueError, describe
from .cache import BoundedCache
from .canonical import canonical
from .store import Game
from .coerce import coerce_operand

__all__ = ["ordinal_sum"]

_ordinal_cache = BoundedCache("ordinal_sum", 200_000)

#: The latest birthday of a subordinate whose subgames :func:`ordinal_sum` walks one by one
#: (an integer ``n`` has ``n + 1``: a few seconds at this bound); the ordinal sum of two
#: numbers is never walked: its sign expansion is the two concatenated.
MAX_SUBORDINATE_BIRTHDAY = 20_000


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
    InputValueError
        If the subordinate is born after :data:`MAX_SUBORDINATE_BIRTHDAY`
        and the two are not both numbers, or (for two numbers) the result's sign
        expansion is longer than :func:`~cgtalg.core.sign_expansion.number_ordinal_sum` allows.

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
    if a.is_number and b.is_number:  # the sign expansions concatenate (Siegel, II.3)
        from .sign_expansion import number_ordinal_sum
        from .store import number

        return number(number_ordinal_sum(a.as_fraction(), b.as_fraction()))
    if b.birthday > MAX_SUBORDINATE_BIRTHDAY:
        raise InputValueError(
            f"the subordinate of an ordinal sum is born on day {describe(b.birthday)}: its subgames are walked "
            f"one by one, at most {MAX_SUBORDINATE_BIRTHDAY} days (two numbers have a closed form at any size)"
        )
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
