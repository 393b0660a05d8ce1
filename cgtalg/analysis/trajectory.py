"""Piecewise-linear functions of temperature with exact dyadic breakpoints.

A :class:`Trajectory` is a continuous function ``t -> v`` on ``t >= -1``,
linear between finitely many breakpoints and linear (with a given final
slope) beyond the last one. The walls and scaffolds of thermographs are
trajectories; everything is exact (:class:`fractions.Fraction`).

Examples
--------
>>> f = Trajectory([(-1, 2), (1, 0)], 0)      # 1 - t up to t = 1, then 0
>>> f(0), f(5)
(Fraction(1, 1), Fraction(0, 1))
>>> g = Trajectory([(-1, -1)], 1)              # t
>>> print(f.maximum(g))
Trajectory([(-1, 2), (1/2, 1/2)], slope=1)

References
----------
Siegel, *Combinatorial Game Theory*, II.5 (thermographs as pairs of
trajectories); Berlekamp, Conway and Guy, *Winning Ways*, ch. 6.
"""

from __future__ import annotations

from bisect import bisect_right
from fractions import Fraction
from typing import Iterable, Sequence

from ..errors import InputValueError
from ..core.dyadic import as_dyadic

__all__ = ["Trajectory", "BOTTOM"]

#: The lowest temperature a thermograph is drawn from (Siegel's convention).
BOTTOM = Fraction(-1)


def _fmt(q: Fraction) -> str:
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


class Trajectory:
    """A continuous piecewise-linear function on ``t >= -1``.

    Parameters
    ----------
    points : sequence of (t, v) pairs
        Breakpoints with strictly increasing ``t``, the first at ``t = -1``;
        ints or dyadic Fractions.
    slope : int or Fraction, default 0
        The slope beyond the last breakpoint.

    Raises
    ------
    InputValueError
        If there is no point, the first is not at ``t = -1``, the ``t`` do
        not increase, or a value is not dyadic.

    Examples
    --------
    >>> f = Trajectory([(-1, 1), (0, 0)])
    >>> f(Fraction(-1, 2)), f.breakpoints, f.final_value
    (Fraction(1, 2), (Fraction(0, 1),), Fraction(0, 1))
    >>> Trajectory([(0, 1)])
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a trajectory starts at t = -1, not at t = 0
    """

    __slots__ = ("ts", "vs", "slope")

    ts: tuple[Fraction, ...]
    vs: tuple[Fraction, ...]
    slope: Fraction

    def __init__(self, points: Iterable[Sequence[object]], slope: object = 0) -> None:
        pts = [(as_dyadic(p[0]), as_dyadic(p[1])) for p in points]
        if not pts:
            raise InputValueError("a trajectory needs at least one point")
        if pts[0][0] != BOTTOM:
            raise InputValueError(f"a trajectory starts at t = -1, not at t = {_fmt(pts[0][0])}")
        for a, b in zip(pts, pts[1:]):
            if b[0] <= a[0]:
                raise InputValueError("the temperatures of a trajectory's points must increase")
        self._set([p[0] for p in pts], [p[1] for p in pts], as_dyadic(slope))

    @classmethod
    def _make(cls, ts: list[Fraction], vs: list[Fraction], slope: Fraction) -> "Trajectory":
        obj = object.__new__(cls)
        obj._set(ts, vs, slope)
        return obj

    def _set(self, ts: list[Fraction], vs: list[Fraction], slope: Fraction) -> None:
        # Drop breakpoints where the slope does not change (exact collinearity).
        nts, nvs = [ts[0]], [vs[0]]
        for i in range(1, len(ts)):
            if ts[i] == nts[-1]:
                continue
            after = slope if i == len(ts) - 1 else (vs[i + 1] - vs[i]) / (ts[i + 1] - ts[i])
            before = (vs[i] - nvs[-1]) / (ts[i] - nts[-1])
            if before == after:
                continue
            nts.append(ts[i])
            nvs.append(vs[i])
        self.ts = tuple(nts)
        self.vs = tuple(nvs)
        self.slope = slope

    @classmethod
    def constant(cls, v: object) -> "Trajectory":
        """The constant function *v*.

        Examples
        --------
        >>> Trajectory.constant(3)(10)
        Fraction(3, 1)
        """
        return cls._make([BOTTOM], [as_dyadic(v)], Fraction(0))

    # -- evaluation ----------------------------------------------------------------

    def __call__(self, t: object) -> Fraction:
        """The value at temperature *t* (``t >= -1``)."""
        t = as_dyadic(t)
        if t < BOTTOM:
            raise InputValueError(f"trajectories are defined for t >= -1, not t = {_fmt(t)}")
        return self._at(t)

    def _at(self, t: Fraction) -> Fraction:
        ts, vs = self.ts, self.vs
        i = bisect_right(ts, t) - 1
        if i == len(ts) - 1:
            return vs[i] + self.slope * (t - ts[i])
        return vs[i] + (vs[i + 1] - vs[i]) * (t - ts[i]) / (ts[i + 1] - ts[i])

    def slope_after(self, t: object) -> Fraction:
        """The slope just above temperature *t*.

        Examples
        --------
        >>> f = Trajectory([(-1, 1), (0, 0)])
        >>> f.slope_after(-1), f.slope_after(0)
        (Fraction(-1, 1), Fraction(0, 1))
        """
        t = as_dyadic(t)
        ts = self.ts
        i = bisect_right(ts, t) - 1
        if i >= len(ts) - 1:
            return self.slope
        return (self.vs[i + 1] - self.vs[i]) / (ts[i + 1] - ts[i])

    @property
    def breakpoints(self) -> tuple[Fraction, ...]:
        """The temperatures above -1 where the slope changes."""
        return self.ts[1:]

    @property
    def points(self) -> tuple[tuple[Fraction, Fraction], ...]:
        """The points ``(t, v)``: ``t = -1`` and every breakpoint."""
        return tuple(zip(self.ts, self.vs))

    @property
    def final_value(self) -> Fraction:
        """The value at the last breakpoint (the mast value when the final slope is 0)."""
        return self.vs[-1]

    # -- algebra -------------------------------------------------------------------

    def tilt(self, a: int | Fraction, b: int | Fraction = 0) -> "Trajectory":
        """``t -> f(t) + a*t + b``.

        Examples
        --------
        >>> print(Trajectory.constant(1).tilt(-1))
        Trajectory([(-1, 2)], slope=-1)
        """
        a, b = Fraction(a), Fraction(b)
        return Trajectory._make(list(self.ts), [v + a * t + b for t, v in zip(self.ts, self.vs)], self.slope + a)

    def _combine(self, other: "Trajectory", take_max: bool) -> "Trajectory":
        grid = sorted(set(self.ts) | set(other.ts))
        cuts: list[Fraction] = []
        for lo, hi in zip(grid, grid[1:]):
            d0 = self._at(lo) - other._at(lo)
            d1 = self._at(hi) - other._at(hi)
            if (d0 < 0 < d1) or (d1 < 0 < d0):
                cuts.append(lo + (hi - lo) * d0 / (d0 - d1))
        last = grid[-1]
        d = self._at(last) - other._at(last)
        ds = self.slope - other.slope
        if (d < 0 < ds) or (ds < 0 < d):
            cuts.append(last - d / ds)
        ts = sorted(set(grid) | set(cuts))
        vs = []
        for t in ts:
            a, b = self._at(t), other._at(t)
            vs.append(max(a, b) if take_max else min(a, b))
        # Beyond the last point there are no more crossings: the one ahead
        # there (or, when equal, the one with the better slope) wins.
        t = ts[-1]
        d = self._at(t) - other._at(t)
        if d == 0:
            first = self.slope >= other.slope if take_max else self.slope <= other.slope
        else:
            first = (d > 0) == take_max
        return Trajectory._make(ts, vs, self.slope if first else other.slope)

    def maximum(self, other: "Trajectory") -> "Trajectory":
        """The pointwise maximum."""
        return self._combine(other, True)

    def minimum(self, other: "Trajectory") -> "Trajectory":
        """The pointwise minimum."""
        return self._combine(other, False)

    def truncate(self, t: Fraction) -> "Trajectory":
        """Equal to this trajectory up to *t* and constant from *t* on.

        Examples
        --------
        >>> print(Trajectory([(-1, 1)], -1).truncate(Fraction(1, 2)))
        Trajectory([(-1, 1), (1/2, -1/2)], slope=0)
        """
        ts = [s for s in self.ts if s < t]
        vs = [self._at(s) for s in ts]
        if t > BOTTOM:
            ts.append(t)
            vs.append(self._at(t))
        return Trajectory._make(ts, vs, Fraction(0))

    def first_at_or_below(self, other: "Trajectory") -> Fraction | None:
        """The least ``t >= -1`` with ``self(t) <= other(t)``, or None if there is none.

        Examples
        --------
        >>> Trajectory([(-1, 1)], -1).first_at_or_below(Trajectory([(-1, -1)], 1))
        Fraction(0, 1)
        """
        grid = sorted(set(self.ts) | set(other.ts))
        d0 = self._at(grid[0]) - other._at(grid[0])
        if d0 <= 0:
            return grid[0]
        for lo, hi in zip(grid, grid[1:]):
            d1 = self._at(hi) - other._at(hi)
            if d1 <= 0:
                return lo + (hi - lo) * d0 / (d0 - d1)
            d0 = d1
        ds = self.slope - other.slope
        if ds < 0:
            return grid[-1] + d0 / -ds
        return None

    # -- identity and display --------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Trajectory):
            return NotImplemented
        return self.ts == other.ts and self.vs == other.vs and self.slope == other.slope

    def __hash__(self) -> int:
        return hash((self.ts, self.vs, self.slope))

    def __str__(self) -> str:
        pts = ", ".join(f"({_fmt(t)}, {_fmt(v)})" for t, v in zip(self.ts, self.vs))
        return f"Trajectory([{pts}], slope={_fmt(self.slope)})"

    def __repr__(self) -> str:
        return str(self)

