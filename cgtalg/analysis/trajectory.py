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

Internally the points are integers over one power of two (fixed point), so
the scaffolds of a thermograph are built with integer arithmetic only; the
public accessors give :class:`~fractions.Fraction` values.

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
    """A continuous piecewise-linear function on ``t >= -1`` with integer slopes.

    Thermograph walls have slopes -1, 0 and 1 only; integer slopes keep every
    crossing of two trajectories a dyadic rational.

    Parameters
    ----------
    points : sequence of (t, v) pairs
        Breakpoints with strictly increasing ``t``, the first at ``t = -1``;
        ints or dyadic Fractions.
    slope : int, default 0
        The slope beyond the last breakpoint.

    Raises
    ------
    InputValueError
        If there is no point, the first is not at ``t = -1``, the ``t`` do
        not increase, a value is not dyadic, or a slope is not an integer.

    Examples
    --------
    >>> f = Trajectory([(-1, 1), (0, 0)])
    >>> f(Fraction(-1, 2)), f.breakpoints, f.last_value
    (Fraction(1, 2), (Fraction(0, 1),), Fraction(0, 1))
    >>> Trajectory([(0, 1)])
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a trajectory starts at t = -1, not at t = 0
    """

    __slots__ = ("_e", "_ts", "_vs", "_ss")

    _e: int  # every t and v below is an integer over 2**_e
    _ts: tuple[int, ...]
    _vs: tuple[int, ...]
    _ss: tuple[int, ...]  # the slope after each point

    def __init__(self, points: Iterable[Sequence[object]], slope: object = 0) -> None:
        pts = [(as_dyadic(p[0]), as_dyadic(p[1])) for p in points]
        if not pts:
            raise InputValueError("a trajectory needs at least one point")
        if pts[0][0] != BOTTOM:
            raise InputValueError(f"a trajectory starts at t = -1, not at t = {_fmt(pts[0][0])}")
        for a, b in zip(pts, pts[1:]):
            if b[0] <= a[0]:
                raise InputValueError("the temperatures of a trajectory's points must increase")
        final = as_dyadic(slope)
        slopes = [(b[1] - a[1]) / (b[0] - a[0]) for a, b in zip(pts, pts[1:])] + [final]
        if any(q.denominator != 1 for q in slopes):
            raise InputValueError("the slopes of a trajectory must be integers")
        e = max(q.denominator.bit_length() - 1 for p in pts for q in p)
        scale = 1 << e
        self._put(e, [int(t * scale) for t, _ in pts], [int(v * scale) for _, v in pts],
                  [int(q) for q in slopes])

    @classmethod
    def _raw(cls, e: int, ts: list[int], vs: list[int], ss: list[int]) -> "Trajectory":
        obj = object.__new__(cls)
        obj._put(e, ts, vs, ss)
        return obj

    def _put(self, e: int, ts: list[int], vs: list[int], ss: list[int]) -> None:
        # Drop points where the slope does not change, then the common factors of 2.
        nts, nvs, nss = [ts[0]], [vs[0]], [ss[0]]
        for i in range(1, len(ts)):
            if ss[i] == nss[-1]:
                continue
            nts.append(ts[i])
            nvs.append(vs[i])
            nss.append(ss[i])
        while e > 0 and not any(x & 1 for x in nts) and not any(x & 1 for x in nvs):
            nts = [x >> 1 for x in nts]
            nvs = [x >> 1 for x in nvs]
            e -= 1
        self._e = e
        self._ts = tuple(nts)
        self._vs = tuple(nvs)
        self._ss = tuple(nss)

    @classmethod
    def constant(cls, v: object) -> "Trajectory":
        """The constant function *v*.

        Examples
        --------
        >>> Trajectory.constant(3)(10)
        Fraction(3, 1)
        """
        q = as_dyadic(v)
        e = q.denominator.bit_length() - 1
        return cls._raw(e, [-(1 << e)], [q.numerator], [0])

    def _scaled(self, e: int) -> tuple[list[int], list[int]]:
        k = e - self._e
        return [x << k for x in self._ts], [x << k for x in self._vs]

    # -- evaluation ----------------------------------------------------------------

    def __call__(self, t: object) -> Fraction:
        """The value at temperature *t* (``t >= -1``)."""
        t = as_dyadic(t)
        if t < BOTTOM:
            raise InputValueError(f"trajectories are defined for t >= -1, not t = {_fmt(t)}")
        return self._at(t)

    def _at(self, t: Fraction) -> Fraction:
        scale = 1 << self._e
        i = bisect_right(self._ts, t * scale) - 1
        return Fraction(self._vs[i], scale) + self._ss[i] * (t - Fraction(self._ts[i], scale))

    def slope_after(self, t: object) -> Fraction:
        """The slope just above temperature *t*.

        Examples
        --------
        >>> f = Trajectory([(-1, 1), (0, 0)])
        >>> f.slope_after(-1), f.slope_after(0)
        (Fraction(-1, 1), Fraction(0, 1))
        """
        t = as_dyadic(t)
        i = bisect_right(self._ts, t * (1 << self._e)) - 1
        return Fraction(self._ss[i])

    @property
    def slope(self) -> Fraction:
        """The slope beyond the last breakpoint."""
        return Fraction(self._ss[-1])

    @property
    def breakpoints(self) -> tuple[Fraction, ...]:
        """The temperatures above -1 where the slope changes."""
        scale = 1 << self._e
        return tuple(Fraction(t, scale) for t in self._ts[1:])

    @property
    def points(self) -> tuple[tuple[Fraction, Fraction], ...]:
        """The points ``(t, v)``: ``t = -1`` and every breakpoint."""
        scale = 1 << self._e
        return tuple((Fraction(t, scale), Fraction(v, scale)) for t, v in zip(self._ts, self._vs))

    @property
    def last_value(self) -> Fraction:
        """The value at the last breakpoint (the mast value when the final slope is 0)."""
        return Fraction(self._vs[-1], 1 << self._e)

    # -- algebra -------------------------------------------------------------------

    def tilt(self, a: int, b: int | Fraction = 0) -> "Trajectory":
        """``t -> f(t) + a*t + b`` for an integer *a*.

        Examples
        --------
        >>> print(Trajectory.constant(1).tilt(-1))
        Trajectory([(-1, 2)], slope=-1)
        """
        q = Fraction(b)
        e = max(self._e, q.denominator.bit_length() - 1)
        ts, vs = self._scaled(e)
        shift = q.numerator << (e - (q.denominator.bit_length() - 1))
        return Trajectory._raw(e, ts, [v + a * t + shift for t, v in zip(ts, vs)], [s + a for s in self._ss])

    def _combine(self, other: "Trajectory", take_max: bool) -> "Trajectory":
        # one extra bit, so that crossings (slope differences 1 or 2) stay integers
        e = max(self._e, other._e) + 1
        ats, avs = self._scaled(e)
        bts, bvs = other._scaled(e)
        ass, bss = self._ss, other._ss
        grid = sorted(set(ats) | set(bts))
        ia = ib = 0
        ts: list[int] = []
        vs: list[int] = []
        ss: list[int] = []
        for j, t in enumerate(grid):
            while ia + 1 < len(ats) and ats[ia + 1] <= t:
                ia += 1
            while ib + 1 < len(bts) and bts[ib + 1] <= t:
                ib += 1
            fa = avs[ia] + ass[ia] * (t - ats[ia])
            fb = bvs[ib] + bss[ib] * (t - bts[ib])
            sa, sb = ass[ia], bss[ib]
            a_wins = (fa, sa) >= (fb, sb) if take_max else (fa, sa) <= (fb, sb)
            ts.append(t)
            vs.append(fa if a_wins else fb)
            ss.append(sa if a_wins else sb)
            # a crossing before the next grid point (or on the final ray)?
            d, ds = fa - fb, sa - sb
            if d != 0 and ds != 0 and (d > 0) != (ds > 0):
                num = -d
                if num % ds:
                    raise InputValueError("two trajectories cross at a temperature that is not dyadic")
                tc = t + num // ds
                if j + 1 == len(grid) or tc < grid[j + 1]:
                    vc = fa + sa * (tc - t)
                    ts.append(tc)
                    vs.append(vc)
                    # after the crossing the other one is ahead
                    ss.append(sb if a_wins else sa)
        return Trajectory._raw(e, ts, vs, ss)

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
        t = Fraction(t)
        e = max(self._e, t.denominator.bit_length() - 1)
        ts, vs = self._scaled(e)
        ti = t.numerator << (e - (t.denominator.bit_length() - 1))
        keep = [i for i, x in enumerate(ts) if x < ti]
        nts = [ts[i] for i in keep]
        nvs = [vs[i] for i in keep]
        nss = [self._ss[i] for i in keep]
        if ti > ts[0]:
            i = keep[-1]
            nts.append(ti)
            nvs.append(vs[i] + self._ss[i] * (ti - ts[i]))
            nss.append(0)
        else:
            nss = [0]
            nts, nvs = [ts[0]], [vs[0]]
        return Trajectory._raw(e, nts, nvs, nss)

    def first_not_above(self, other: "Trajectory") -> Fraction | None:
        """The least ``t >= -1`` with ``self(t) <= other(t)``, or None if there is none.

        Examples
        --------
        >>> Trajectory([(-1, 1)], -1).first_not_above(Trajectory([(-1, -1)], 1))
        Fraction(0, 1)
        """
        e = max(self._e, other._e) + 1
        ats, avs = self._scaled(e)
        bts, bvs = other._scaled(e)
        ass, bss = self._ss, other._ss
        grid = sorted(set(ats) | set(bts))
        ia = ib = 0
        for j, t in enumerate(grid):
            while ia + 1 < len(ats) and ats[ia + 1] <= t:
                ia += 1
            while ib + 1 < len(bts) and bts[ib + 1] <= t:
                ib += 1
            d = avs[ia] + ass[ia] * (t - ats[ia]) - bvs[ib] - bss[ib] * (t - bts[ib])
            if d <= 0:
                return Fraction(t, 1 << e)
            ds = ass[ia] - bss[ib]
            if ds < 0:
                tc = t + Fraction(d, -ds)
                if j + 1 == len(grid) or tc <= grid[j + 1]:
                    return tc / (1 << e)
        return None

    def first_meeting(self, other: "Trajectory") -> tuple[Fraction, Fraction] | None:
        """``(t, self(t))`` for ``t = self.first_not_above(other)``, or None; exact, in one pass.

        Examples
        --------
        >>> Trajectory([(-1, 1)], -1).first_meeting(Trajectory([(-1, -1)], 1))
        (Fraction(0, 1), Fraction(0, 1))
        """
        e = max(self._e, other._e) + 1
        ats, avs = self._scaled(e)
        bts, bvs = other._scaled(e)
        ass, bss = self._ss, other._ss
        grid = sorted(set(ats) | set(bts))
        ia = ib = 0
        scale = 1 << e
        for j, t in enumerate(grid):
            while ia + 1 < len(ats) and ats[ia + 1] <= t:
                ia += 1
            while ib + 1 < len(bts) and bts[ib + 1] <= t:
                ib += 1
            fa = avs[ia] + ass[ia] * (t - ats[ia])
            d = fa - bvs[ib] - bss[ib] * (t - bts[ib])
            if d <= 0:
                return Fraction(t, scale), Fraction(fa, scale)
            ds = ass[ia] - bss[ib]
            if ds < 0:
                # crossing at t + d / -ds, where self has value fa + sa * d / -ds
                if j + 1 == len(grid) or d <= -ds * (grid[j + 1] - t):
                    return (Fraction(t * -ds + d, -ds * scale),
                            Fraction(fa * -ds + ass[ia] * d, -ds * scale))
        return None

    # -- identity and display --------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Trajectory):
            return NotImplemented
        return (self._e, self._ts, self._vs, self._ss) == (other._e, other._ts, other._vs, other._ss)

    def __hash__(self) -> int:
        return hash((self._e, self._ts, self._vs, self._ss))

    def __str__(self) -> str:
        pts = ", ".join(f"({_fmt(t)}, {_fmt(v)})" for t, v in self.points)
        return f"Trajectory([{pts}], slope={_fmt(self.slope)})"

    def __repr__(self) -> str:
        return str(self)
