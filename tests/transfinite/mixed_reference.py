"""A slow reference for sums ``z + G`` of a surreal number and a short game: a dyadic stand-in for ``z``.

The sign of ``z + K`` (``K`` a short game) depends only on where ``z`` lies
among the dyadic rationals born by day ``birthday(K) + 2``: the stops of
``K`` are born by ``birthday(K)``, and by number translation only they are
weighed against ``z``. So ``z`` is replaced by a dyadic rational ``d`` in the
same cut of those dyadics (for ω a large integer, for 1/ω a tiny positive
dyadic, for 1/3 a close dyadic) and ``d + K`` is compared with 0 by ordinary
game arithmetic. No stop of cgtalg's is used here, and the dyadics born by a
day are built by the birthday construction itself (each day adds one below
the least, one above the greatest and the midpoints between neighbours), not
by cgtalg's birthday formula.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from cgtalg import Game, compare, number
from cgtalg.core.order import Relation
from cgtalg.transfinite import Surreal


@lru_cache(maxsize=None)
def dyadics_born_by(day: int) -> tuple[Fraction, ...]:
    """The dyadic rationals born by *day*, sorted."""
    if day == 0:
        return (Fraction(0),)
    before = dyadics_born_by(day - 1)
    mids = [(a + b) / 2 for a, b in zip(before, before[1:])]
    return tuple(sorted({*before, *mids, before[0] - 1, before[-1] + 1}))


@lru_cache(maxsize=None)
def stand_in(z: Surreal, day: int) -> Fraction:
    """A dyadic rational in the same cut as the non-dyadic *z* among the dyadics born by *day*."""
    ds = dyadics_born_by(day)
    lo, hi = 0, len(ds)  # bisection: ds[:lo] < z < ds[hi:]
    while lo < hi:
        mid = (lo + hi) // 2
        assert ds[mid] != z, "z must not be one of the dyadics"
        lo, hi = (mid + 1, hi) if ds[mid] < z else (lo, mid)
    if lo == 0:
        return ds[0] - 1
    if lo == len(ds):
        return ds[-1] + 1
    return (ds[lo - 1] + ds[lo]) / 2


def is_dyadic(z: Surreal) -> bool:
    if not z.is_finite:
        return False
    d = z.as_fraction().denominator
    return d & (d - 1) == 0


def reference_sign(z: Surreal, k: Game) -> Relation:
    """The relation of ``z + k`` to 0, by a dyadic stand-in for *z* and plain game arithmetic."""
    d = z.as_fraction() if is_dyadic(z) else stand_in(z, k.birthday + 2)
    return compare(k + number(d), 0)


def reference_relation(z1: Surreal, g1: Game, z2: Surreal, g2: Game) -> Relation:
    """The relation of ``z1 + g1`` to ``z2 + g2``."""
    return reference_sign(z1 - z2, g1 - g2)
