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

from fractions import Fraction

from ..errors import InputTypeError, InputValueError, describe
from .cache import BoundedCache
from .canonical import canonical
from .dyadic import birthday_of_number
from .store import Game, number
from .coerce import coerce_operand

__all__ = ["ordinal_sum", "EXPONENT_LIMIT", "SUBORDINATE_LIMIT"]

_ordinal_cache = BoundedCache("ordinal_sum", 200_000)

#: The largest ``e`` of a denominator ``2**e`` that the ordinal sum of two
#: numbers may have (``1 : -n`` is ``2**-n``, of exponent ``n``):
#: past it the number is refused rather than written out.
EXPONENT_LIMIT = 1_000_000

#: The largest work estimate ``birthday + k**2 // 20`` of a value ``x + n.^ + *k``
#: (the subordinate or one of its followers) whose followers the ordinal sum
#: visits one by one, when the two are not both numbers: they number about its
#: birthday, and each ``x + *j`` among them has ``j`` options. At the limit, seconds.
SUBORDINATE_LIMIT = 100_000


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
        If both are numbers and the answer's denominator is over
        ``2**EXPONENT_LIMIT``; or else if the subordinate has a follower
        ``x + n.^ + *k`` whose work estimate (see :data:`SUBORDINATE_LIMIT`)
        is over that limit (the sum visits each of its followers).

    Notes
    -----
    Two numbers take a closed form (their sign expansions concatenated, see
    :func:`cgtalg.core.sign_expansion.number_ordinal_sum`), at any size:
    ``ordinal_sum(10**30, 10**30)`` is ``2 * 10**30``.

    Examples
    --------
    >>> from cgtalg import integer, number, STAR, UP
    >>> from fractions import Fraction
    >>> str(ordinal_sum(1, 1)), str(ordinal_sum(1, -1)), str(ordinal_sum(-1, Fraction(1, 2)))
    ('2', '1/2', '-3/4')
    >>> str(ordinal_sum(STAR, 1))            # {0, * | 0}: the base's form matters
    '^*'
    >>> ordinal_sum(10**30, 10**30) == 2 * 10**30, str(ordinal_sum(2, Fraction(-3, 4)))
    (True, '13/8')

    References
    ----------
    *Winning Ways*, ch. 6; Siegel, *Combinatorial Game Theory*, II.3.
    """
    a, b = coerce_operand(g), coerce_operand(h)
    if a is None or b is None:
        bad = g if a is None else h
        raise InputTypeError(f"ordinal_sum() takes Games, ints or dyadic Fractions, not {type(bad).__name__}")
    if a._num is not None and b._num is not None:
        return number(_number_ordinal(a._num, b._num))
    return _ordinal(a, b)


def _number_ordinal(x: Fraction, y: Fraction) -> Fraction:
    """``x : y`` for numbers, from their sign expansions (concatenated) without writing them out.

    After the first run of ``x``'s signs, the ``t``-th sign is worth
    ``±2**-t``. If ``x`` is an integer and ``y`` has its sign, ``y``'s signs
    lengthen that run: ``x + y``. Otherwise ``y``'s signs follow the ``r``
    signs of ``x`` after its first run (``r = 0`` for an integer), and add
    ``2**-r * w(y)``, where ``w(y)`` is ``y``'s signs read all at weights
    ``2**-t``: with ``y``'s first run of ``q`` signs ``σ``,
    ``w(y) = σ(1 - 2**-q) + 2**-q (y - σq)``.
    """
    if y == 0:
        return x
    if x == 0:
        return y
    sy = 1 if y > 0 else -1
    if x.denominator == 1:
        if (x > 0) == (y > 0):
            return x + y
        r = 0
    else:
        r = birthday_of_number(x) - (abs(x.numerator) // x.denominator + 1)
    exponent = r + birthday_of_number(y)
    if exponent > EXPONENT_LIMIT:
        raise InputValueError(
            f"the ordinal sum of these numbers has the denominator 2**{describe(exponent)}, over the limit "
            f"2**{EXPONENT_LIMIT} (its sign expansion is that long)"
        )
    whole = abs(y.numerator) // y.denominator
    q = whole if y.denominator == 1 else whole + 1
    w = sy * (1 - Fraction(1, 1 << q)) + Fraction(y - sy * q, 1 << q)
    return x + w / (1 << r)


def _check_subordinate(h: Game) -> None:
    """Refuse a symbolic follower *h* of the subordinate past ``SUBORDINATE_LIMIT`` (see there)."""
    born = h.birthday
    k = h._nus[2]  # type: ignore[index]
    size = born + k * k // 20  # each x + *j has j options: a nimber costs about k**2 / 2 more
    if size > SUBORDINATE_LIMIT:
        raise InputValueError(
            f"the ordinal sum visits every follower of its subordinate, and this one has a follower of "
            f"birthday {describe(born)} and nimber *{describe(k)}: a work estimate birthday + k**2 // 20 = "
            f"{describe(size)}, over the limit {SUBORDINATE_LIMIT}"
        )


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
            if h._nus is not None and not expanded:
                _check_subordinate(h)
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
