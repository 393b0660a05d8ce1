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
from math import gcd
from typing import Iterable, Sequence

from ..errors import InputTypeError, InputValueError, check_int, check_items
from ..core.dyadic import as_dyadic
from ..core.dyadic import dyadic_fraction

__all__ = ["Trajectory", "BOTTOM"]

#: The lowest temperature a thermograph is drawn from (Siegel's convention).
BOTTOM = Fraction(-1)


def _fmt(q: Fraction) -> str:
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


_ONE = 1  # shifts go through this Python int: a C shift would overflow for large exponents


def _frac(a: int, e: int) -> Fraction:
    """The Fraction ``a / 2**e`` (built without a gcd: see :func:`cgtalg.core.store.dyadic_fraction`)."""
    return dyadic_fraction(a, e)


def _dyadic_pair(q: Fraction) -> tuple[int, int]:
    """``(a, e)`` with ``q == a / 2**e``, for a dyadic Fraction *q*."""
    return q.numerator, q.denominator.bit_length() - 1


def _point(p: object) -> tuple[Fraction, Fraction]:
    """A trajectory's point ``(t, v)`` as two dyadic Fractions, or a clear error."""
    if isinstance(p, (str, bytes)) or not isinstance(p, Sequence) or len(p) != 2:
        raise InputTypeError(f"a point of a trajectory is a pair (t, v), not {type(p).__name__} {p!r}")
    return as_dyadic(p[0]), as_dyadic(p[1])


def _other(other: object, caller: str) -> "Trajectory":
    """*other* if it is a Trajectory (an argument of *caller*, a method or function combining two)."""
    if not isinstance(other, Trajectory):
        raise InputTypeError(f"{caller} takes a Trajectory, not {type(other).__name__}")
    return other


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
    InputTypeError
        If *points* is not a collection of pairs, or a coordinate or *slope*
        is not an int or a Fraction.
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
        pts = [_point(p) for p in check_items(points, "the points of a trajectory")]
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
        scale = _ONE << e
        self._set(_raw(e, [int(t * scale) for t, _ in pts], [int(v * scale) for _, v in pts],
                       [int(q) for q in slopes]))

    def _set(self, other: "Trajectory") -> None:
        self._e = other._e
        self._ts = other._ts
        self._vs = other._vs
        self._ss = other._ss

    @classmethod
    def constant(cls, v: object) -> "Trajectory":
        """The constant function *v*.

        Parameters
        ----------
        v : int or Fraction
            The value, an int or a dyadic Fraction.

        Returns
        -------
        Trajectory
            The function with the single point ``(-1, v)`` and final slope 0.

        Raises
        ------
        InputTypeError
            If *v* is not an int or a Fraction.
        InputValueError
            If *v* is not dyadic.

        Examples
        --------
        >>> Trajectory.constant(3)(10)
        Fraction(3, 1)
        """
        a, e = _dyadic_pair(as_dyadic(v))
        return _constant(a, e)

    # -- evaluation ----------------------------------------------------------------

    def __call__(self, t: object) -> Fraction:
        """The value at temperature *t* (``t >= -1``)."""
        t = as_dyadic(t)
        if t < BOTTOM:
            raise InputValueError(f"trajectories are defined for t >= -1, not t = {_fmt(t)}")
        a, e = _dyadic_pair(t)
        v, f = _value_at(self, a, e)
        return _frac(v, f)

    def slope_after(self, t: object) -> Fraction:
        """The slope just above temperature *t*.

        Parameters
        ----------
        t : int or Fraction
            A temperature ``t >= -1`` (an int or a dyadic Fraction).

        Returns
        -------
        Fraction
            The slope of the linear piece that starts at or contains *t*.

        Raises
        ------
        InputTypeError
            If *t* is not an int or a Fraction.
        InputValueError
            If *t* is not dyadic, or below -1.

        Examples
        --------
        >>> f = Trajectory([(-1, 1), (0, 0)])
        >>> f.slope_after(-1), f.slope_after(0)
        (Fraction(-1, 1), Fraction(0, 1))
        """
        t = as_dyadic(t)
        if t < BOTTOM:
            raise InputValueError(f"trajectories are defined for t >= -1, not t = {_fmt(t)}")
        i = bisect_right(self._ts, t * (_ONE << self._e)) - 1
        return Fraction(self._ss[i])

    @property
    def slope(self) -> Fraction:
        """The slope beyond the last breakpoint.

        Returns
        -------
        Fraction

        Examples
        --------
        >>> Trajectory([(-1, 1), (0, 0)], 1).slope
        Fraction(1, 1)
        """
        return Fraction(self._ss[-1])

    @property
    def breakpoints(self) -> tuple[Fraction, ...]:
        """The temperatures above -1 where the slope changes.

        Returns
        -------
        tuple of Fraction
            Increasing; empty for a function that is linear throughout.

        Examples
        --------
        >>> Trajectory([(-1, 2), (Fraction(1, 2), Fraction(1, 2))]).breakpoints
        (Fraction(1, 2),)
        >>> Trajectory.constant(5).breakpoints
        ()
        """
        e = self._e
        return tuple([_frac(t, e) for t in self._ts[1:]])

    @property
    def points(self) -> tuple[tuple[Fraction, Fraction], ...]:
        """The points ``(t, v)``: ``t = -1`` and every breakpoint.

        Returns
        -------
        tuple of (Fraction, Fraction)

        Examples
        --------
        >>> Trajectory([(-1, 2), (1, 0)]).points
        ((Fraction(-1, 1), Fraction(2, 1)), (Fraction(1, 1), Fraction(0, 1)))
        """
        e = self._e
        return tuple([(_frac(t, e), _frac(v, e)) for t, v in zip(self._ts, self._vs)])

    @property
    def last_value(self) -> Fraction:
        """The value at the last breakpoint (the mast value when the final slope is 0).

        Returns
        -------
        Fraction

        Examples
        --------
        >>> Trajectory([(-1, 2), (1, 0)]).last_value, Trajectory([(-1, 3)], -1).last_value
        (Fraction(0, 1), Fraction(3, 1))
        """
        return _frac(self._vs[-1], self._e)

    # -- algebra -------------------------------------------------------------------

    def tilt(self, a: int, b: int | Fraction = 0) -> "Trajectory":
        """``t -> f(t) + a*t + b`` for an integer *a*.

        Parameters
        ----------
        a : int
            The slope added.
        b : int or Fraction, optional
            The constant added, dyadic (default 0).

        Returns
        -------
        Trajectory

        Raises
        ------
        InputTypeError
            If *a* is not an int (or is a bool), or *b* not an int or a Fraction.
        InputValueError
            If *b* is not dyadic.

        Examples
        --------
        >>> print(Trajectory.constant(1).tilt(-1))
        Trajectory([(-1, 2)], slope=-1)
        """
        a = check_int(a, "the slope added to a trajectory")
        bn, be = _dyadic_pair(as_dyadic(b))
        return _tilted(self, a, bn, be)

    def maximum(self, other: "Trajectory") -> "Trajectory":
        """The pointwise maximum.

        Parameters
        ----------
        other : Trajectory
            The second function.

        Returns
        -------
        Trajectory
            ``t -> max(self(t), other(t))``, with a breakpoint at each crossing.

        Raises
        ------
        InputTypeError
            If *other* is not a Trajectory.

        Examples
        --------
        >>> print(Trajectory([(-1, 1)], -1).maximum(Trajectory([(-1, -1)], 1)))
        Trajectory([(-1, 1), (0, 0)], slope=1)
        """
        return _combined(self, _other(other, "Trajectory.maximum()"), True)

    def minimum(self, other: "Trajectory") -> "Trajectory":
        """The pointwise minimum.

        Parameters
        ----------
        other : Trajectory
            The second function.

        Returns
        -------
        Trajectory
            ``t -> min(self(t), other(t))``, with a breakpoint at each crossing.

        Raises
        ------
        InputTypeError
            If *other* is not a Trajectory.

        Examples
        --------
        >>> print(Trajectory([(-1, 1)], -1).minimum(Trajectory([(-1, -1)], 1)))
        Trajectory([(-1, -1), (0, 0)], slope=-1)
        """
        return _combined(self, _other(other, "Trajectory.minimum()"), False)

    def truncate(self, t: Fraction) -> "Trajectory":
        """Equal to this trajectory up to *t* and constant from *t* on.

        Parameters
        ----------
        t : int or Fraction
            Where the function becomes constant, a dyadic temperature; for
            ``t <= -1`` the result is the constant ``self(-1)``.

        Returns
        -------
        Trajectory

        Raises
        ------
        InputTypeError
            If *t* is not an int or a Fraction.
        InputValueError
            If *t* is not dyadic.

        Examples
        --------
        >>> print(Trajectory([(-1, 1)], -1).truncate(Fraction(1, 2)))
        Trajectory([(-1, 1), (1/2, -1/2)], slope=0)
        """
        a, e = _dyadic_pair(as_dyadic(t))
        return _truncated(self, a, e)

    def first_not_above(self, other: "Trajectory") -> Fraction | None:
        """The least ``t >= -1`` with ``self(t) <= other(t)``, or None if there is none.

        Parameters
        ----------
        other : Trajectory
            The second function.

        Returns
        -------
        Fraction or None

        Raises
        ------
        InputTypeError
            If *other* is not a Trajectory.

        Examples
        --------
        >>> Trajectory([(-1, 1)], -1).first_not_above(Trajectory([(-1, -1)], 1))
        Fraction(0, 1)
        """
        m = _meeting(self, _other(other, "Trajectory.first_not_above()"))
        return None if m is None else Fraction(m[0], m[3] << m[4])

    def first_meeting(self, other: "Trajectory") -> tuple[Fraction, Fraction] | None:
        """``(t, self(t))`` for ``t = self.first_not_above(other)``, or None; exact, in one pass.

        Parameters
        ----------
        other : Trajectory
            The second function.

        Returns
        -------
        tuple of Fraction or None
            The meeting temperature and the value of *self* there.

        Raises
        ------
        InputTypeError
            If *other* is not a Trajectory.

        Examples
        --------
        >>> Trajectory([(-1, 1)], -1).first_meeting(Trajectory([(-1, -1)], 1))
        (Fraction(0, 1), Fraction(0, 1))
        """
        m = _meeting(self, _other(other, "Trajectory.first_meeting()"))
        if m is None:
            return None
        d = m[3] << m[4]
        return Fraction(m[0], d), Fraction(m[1], d)

    # -- identity and display --------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Trajectory):
            return NotImplemented
        return (self._e == other._e and self._ts == other._ts and self._vs == other._vs
                and self._ss == other._ss)

    def __hash__(self) -> int:
        return hash((self._e, self._ts, self._vs, self._ss))

    def __str__(self) -> str:
        pts = ", ".join(f"({_fmt(t)}, {_fmt(v)})" for t, v in self.points)
        return f"Trajectory([{pts}], slope={_fmt(self.slope)})"

    def __repr__(self) -> str:
        return str(self)


# -- the integer kernel ------------------------------------------------------------
#
# A trajectory is (e, ts, vs, ss): the point i is (ts[i] / 2**e, vs[i] / 2**e)
# and the slope after it ss[i]. Every operation works on these integers and
# ends in _raw, which puts the result in its one normal form: no point where
# the slope does not change, and no factor of 2 common to all the integers
# (ts[0] = -2**e, so at most e of them).


def _raw(e: int, ts: list[int], vs: list[int], ss: list[int]) -> Trajectory:
    """The trajectory of the points ``(ts[i], vs[i]) / 2**e`` with slopes *ss*, in normal form."""
    n = len(ts)
    if n > 1:
        keep = 1
        for i in range(1, n):
            if ss[i] != ss[keep - 1]:
                ts[keep] = ts[i]
                vs[keep] = vs[i]
                ss[keep] = ss[i]
                keep += 1
        if keep < n:
            del ts[keep:], vs[keep:], ss[keep:]
            n = keep
    if e > 0:
        bits = 0
        for i in range(n):
            bits |= ts[i] | vs[i]
        z = (bits & -bits).bit_length() - 1  # trailing zeros, at most e since ts[0] = -2**e
        if z > 0:
            for i in range(n):
                ts[i] >>= z
                vs[i] >>= z
            e -= z
    obj = Trajectory.__new__(Trajectory)
    obj._e = e
    obj._ts = tuple(ts)
    obj._vs = tuple(vs)
    obj._ss = tuple(ss)
    return obj


def _constant(a: int, e: int) -> Trajectory:
    """The constant ``a / 2**e``."""
    return _raw(e, [-(_ONE << e)], [a], [0])


def _value_at(f: Trajectory, a: int, e: int) -> tuple[int, int]:
    """``f(a / 2**e)`` as ``(v, g)``: the value is ``v / 2**g``."""
    g = f._e if f._e > e else e
    ka = g - e
    kf = g - f._e
    t = a << ka
    ts = f._ts
    i = len(ts) - 1
    while i > 0 and (ts[i] << kf) > t:
        i -= 1
    return (f._vs[i] << kf) + f._ss[i] * (t - (ts[i] << kf)), g


def _tilted(f: Trajectory, a: int, bn: int, be: int) -> Trajectory:
    """``t -> f(t) + a*t + bn / 2**be``."""
    e = f._e if f._e > be else be
    k = e - f._e
    shift = bn << (e - be)
    ts = [x << k for x in f._ts]
    vs = [(v << k) + a * t + shift for t, v in zip(ts, f._vs)]
    return _raw(e, ts, vs, [s + a for s in f._ss])


#: Bounds of the machine-integer merge (:func:`_combined_small`): points below 2**30 in
#: absolute value, slopes below 2**8, grids at most 2**-30 and shifts of at most 10 bits
#: keep every intermediate of the merge below 2**62.
_SMALL = 1 << 30
_SMALL_SLOPE = 1 << 8


def _combined(f: Trajectory, g: Trajectory, take_max: bool) -> Trajectory:
    """The pointwise maximum (*take_max*) or minimum of two trajectories.

    The merge of :func:`_combined_exact`, done on machine integers by
    :func:`_combined_small` when the points are small enough (every wall of a
    game of moderate size); otherwise, or when a crossing needs a finer grid,
    on Python ints.
    """
    try:
        r = _combined_small(f, g, take_max)
    except OverflowError:  # a point beyond 64 bits (compiled core only)
        r = None
    if r is None:
        r = _combined_exact(f, g, take_max)
    return r


def _fits_small(f: Trajectory) -> bool:
    """Whether every point and slope of *f* is within the bounds of :func:`_combined_small`."""
    ts, vs, ss = f._ts, f._vs, f._ss
    for i in range(len(ts)):
        x = ts[i]
        y = vs[i]
        z = ss[i]
        if not (-_SMALL < x < _SMALL and -_SMALL < y < _SMALL and -_SMALL_SLOPE < z < _SMALL_SLOPE):
            return False
    return True


def _combined_small(f: Trajectory, g: Trajectory, take_max: bool) -> Trajectory | None:
    """:func:`_combined_exact` for small points, or None (then the exact merge is used).

    The same merge, line for line; in the compiled core its integers are C
    ``long long``, and the bounds checked first (:data:`_SMALL`) keep them
    exact. None when a point is out of bounds or two trajectories cross
    between grid points (the exact merge then restarts on a finer grid).
    """
    e = f._e if f._e > g._e else g._e
    kf = e - f._e
    kg = e - g._e
    if e > 30 or kf > 10 or kg > 10:
        return None
    fts, fvs, fss = f._ts, f._vs, f._ss
    gts, gvs, gss = g._ts, g._vs, g._ss
    nf = len(fts)
    ng = len(gts)
    if not (_fits_small(f) and _fits_small(g)):
        return None
    ts: list[int] = []
    vs: list[int] = []
    ss: list[int] = []
    prev = 0  # the slope of the last point kept
    i = j = 0
    t = -(1 << e)
    ti = tj = t
    while True:
        sa = fss[i]
        sb = gss[j]
        x = fvs[i]
        y = gvs[j]
        fa = (x << kf) + sa * (t - ti)
        fb = (y << kg) + sb * (t - tj)
        last = False
        if i + 1 < nf:
            x = fts[i + 1]
            tf = x << kf
            if j + 1 < ng:
                y = gts[j + 1]
                tg = y << kg
                nt = tf if tf < tg else tg
            else:
                nt = tf
        elif j + 1 < ng:
            y = gts[j + 1]
            nt = y << kg
        else:
            nt = t
            last = True
        if take_max:
            a_wins = fa > fb or (fa == fb and sa >= sb)
        else:
            a_wins = fa < fb or (fa == fb and sa <= sb)
        z = sa if a_wins else sb
        if not ss or z != prev:  # a point where the slope does not change is left out (see _raw)
            ts.append(t)
            vs.append(fa if a_wins else fb)
            ss.append(z)
            prev = z
        d = fa - fb
        ds = sa - sb
        if d != 0 and ds != 0 and (d > 0) != (ds > 0):
            num = -d
            if num % ds:
                return None  # a crossing between grid points: the exact merge refines the grid
            tc = t + num // ds
            if last or tc < nt:
                z = sb if a_wins else sa  # after the crossing the other one is ahead
                if z != prev:
                    ts.append(tc)
                    vs.append(fa + sa * (tc - t))
                    ss.append(z)
                    prev = z
        if last:
            break
        if i + 1 < nf:
            x = fts[i + 1]
            if (x << kf) == nt:
                i += 1
                ti = nt
        if j + 1 < ng:
            y = gts[j + 1]
            if (y << kg) == nt:
                j += 1
                tj = nt
        t = nt
    return _raw(e, ts, vs, ss)


def _combined_exact(f: Trajectory, g: Trajectory, take_max: bool) -> Trajectory:
    """The pointwise maximum (*take_max*) or minimum of two trajectories, on Python ints.

    One merge over the breakpoints of both (the values of each at every
    breakpoint of either are computed on the way, with no list of them), adding
    a point where the two cross between breakpoints. A crossing that is not on
    the grid of ``2**-e`` restarts the merge on a finer grid (never for walls
    of games, whose slope differences are 1 or 2 there).
    """
    extra = 0
    fts, fvs, fss = f._ts, f._vs, f._ss
    gts, gvs, gss = g._ts, g._vs, g._ss
    nf = len(fts)
    ng = len(gts)
    while True:
        e = (f._e if f._e > g._e else g._e) + extra
        kf = e - f._e
        kg = e - g._e
        ts: list[int] = []
        vs: list[int] = []
        ss: list[int] = []
        finer = 0
        i = j = 0
        t = -(_ONE << e)
        ti = tj = t  # the current points of f and of g, on this grid
        while True:
            sa = fss[i]
            sb = gss[j]
            fa = (fvs[i] << kf) + sa * (t - ti)
            fb = (gvs[j] << kg) + sb * (t - tj)
            # the next grid point: the next breakpoint of either (none: the final ray)
            last = False
            if i + 1 < nf:
                tf = fts[i + 1] << kf
                if j + 1 < ng:
                    tg = gts[j + 1] << kg
                    nt = tf if tf < tg else tg
                else:
                    nt = tf
            elif j + 1 < ng:
                nt = gts[j + 1] << kg
            else:
                nt = t
                last = True
            if take_max:
                a_wins = fa > fb or (fa == fb and sa >= sb)
            else:
                a_wins = fa < fb or (fa == fb and sa <= sb)
            ts.append(t)
            vs.append(fa if a_wins else fb)
            ss.append(sa if a_wins else sb)
            # a crossing before the next grid point (or on the final ray)?
            d = fa - fb
            ds = sa - sb
            if d != 0 and ds != 0 and (d > 0) != (ds > 0):
                num = -d
                if num % ds:
                    # between two grid points: exact on a grid finer by log2 q bits, q the reduced denominator
                    q = ds if ds > 0 else -ds
                    q //= gcd(num, q)
                    if q & (q - 1):
                        raise InputValueError("two trajectories cross at a temperature that is not dyadic")
                    finer = q.bit_length() - 1
                    break
                tc = t + num // ds
                if last or tc < nt:
                    ts.append(tc)
                    vs.append(fa + sa * (tc - t))
                    ss.append(sb if a_wins else sa)  # after the crossing the other one is ahead
            if last:
                break
            if i + 1 < nf and (fts[i + 1] << kf) == nt:
                i += 1
                ti = nt
            if j + 1 < ng and (gts[j + 1] << kg) == nt:
                j += 1
                tj = nt
            t = nt
        if finer:
            extra += finer
            continue
        return _raw(e, ts, vs, ss)


def _truncated(f: Trajectory, a: int, e: int) -> Trajectory:
    """*f* up to ``t = a / 2**e`` and constant from there on."""
    g = f._e if f._e > e else e
    kf = g - f._e
    ti = a << (g - e)
    fts, fvs, fss = f._ts, f._vs, f._ss
    ts: list[int] = []
    vs: list[int] = []
    ss: list[int] = []
    for i in range(len(fts)):
        t = fts[i] << kf
        if t >= ti:
            break
        ts.append(t)
        vs.append(fvs[i] << kf)
        ss.append(fss[i])
    if ts:
        vs.append(vs[-1] + ss[-1] * (ti - ts[-1]))
        ts.append(ti)
        ss.append(0)
    else:  # t <= -1: constant from the start
        ts.append(fts[0] << kf)
        vs.append(fvs[0] << kf)
        ss.append(0)
    return _raw(g, ts, vs, ss)


def walls_below_meeting(f: object, g: object) -> tuple[Trajectory, Trajectory, int, int, int] | None:
    """Where *f* first comes down to *g*, and both truncated there (the walls of a thermograph).

    For the scaffolds *f* (Left's) and *g* (Right's) of a thermograph: the
    walls ``f`` and ``g`` truncated at the least ``t`` with ``f(t) <= g(t)``,
    and that ``t`` and ``f(t)`` as integers ``(t * 2**e, f(t) * 2**e, e)``.
    None if there is no such ``t``.

    Parameters
    ----------
    f, g : Trajectory
        The Left and the Right scaffold.

    Returns
    -------
    tuple (Trajectory, Trajectory, int, int, int) or None
        The truncated *f* and *g*, then ``t * 2**e``, ``f(t) * 2**e`` and ``e``.

    Raises
    ------
    InputTypeError
        If *f* or *g* is not a :class:`Trajectory`.
    InputValueError
        If the functions meet at a temperature that is not dyadic (impossible
        for walls of short games, whose slopes are -1, 0 and 1).

    Examples
    --------
    >>> left, right, t, v, e = walls_below_meeting(Trajectory([(-1, 1)], -1), Trajectory([(-1, 0)], 1))
    >>> print(left, right)
    Trajectory([(-1, 1), (-1/2, 1/2)], slope=0) Trajectory([(-1, 0), (-1/2, 1/2)], slope=0)
    >>> t, v, e                                     # t = -1/2, v = 1/2
    (-1, 1, 1)

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.5.
    """
    return _walls_below_meeting(_other(f, "walls_below_meeting()"), _other(g, "walls_below_meeting()"))


def _walls_below_meeting(f: Trajectory, g: Trajectory) -> tuple[Trajectory, Trajectory, int, int, int] | None:
    """:func:`walls_below_meeting` on two Trajectories (typed for the compiled thermograph)."""
    m = _meeting_point(f, g)
    if m is None:
        return None
    tn, fn, gn, e = m
    return _wall_to(f, e - f._e, tn, fn, e), _wall_to(g, e - g._e, tn, gn, e), tn, fn, e


def _meeting(f: Trajectory, g: Trajectory) -> tuple[int, int, int, int, int] | None:
    """The least ``t >= -1`` with ``f(t) <= g(t)``, with ``f(t)`` and ``g(t)`` there, or None.

    As ``(a, b, c, q, e)``: ``t = a / (q * 2**e)``, ``f(t) = b / (q * 2**e)``
    and ``g(t) = c / (q * 2**e)``, where ``q`` is 1 (at a breakpoint of
    either) or the slope difference at a crossing (a power of two when the
    walls come from games; any positive int for other trajectories).
    """
    e = f._e if f._e > g._e else g._e
    kf = e - f._e
    kg = e - g._e
    fts, fvs, fss = f._ts, f._vs, f._ss
    gts, gvs, gss = g._ts, g._vs, g._ss
    nf = len(fts)
    ng = len(gts)
    # one merge over the breakpoints of both (as in _combined), up to the first
    # grid point where f <= g, or a crossing before the next one
    i = j = 0
    t = -(_ONE << e)
    ti = tj = t
    while True:
        fa = (fvs[i] << kf) + fss[i] * (t - ti)
        fb = (gvs[j] << kg) + gss[j] * (t - tj)
        d = fa - fb
        if d <= 0:  # at a grid point: both walls end there with their own values
            return t, fa, fb, 1, e
        last = False
        if i + 1 < nf:
            tf = fts[i + 1] << kf
            if j + 1 < ng:
                tg = gts[j + 1] << kg
                nt = tf if tf < tg else tg
            else:
                nt = tf
        elif j + 1 < ng:
            nt = gts[j + 1] << kg
        else:
            nt = t
            last = True
        q = gss[j] - fss[i]
        if q > 0 and (last or d <= q * (nt - t)):
            break
        if last:
            return None
        if i + 1 < nf and (fts[i + 1] << kf) == nt:
            i += 1
            ti = nt
        if j + 1 < ng and (gts[j + 1] << kg) == nt:
            j += 1
            tj = nt
        t = nt
    # they cross at t + d / q, where both have the value fa + fss[i] * d / q
    vn = fa * q + fss[i] * d
    return t * q + d, vn, vn, q, e


def meeting_point(f: object, g: object) -> tuple[int, int, int, int] | None:
    """Where *f* first comes down to *g*: ``(t, f(t), g(t), e)`` as integers over ``2**e``, or None.

    The point of :func:`walls_below_meeting` without the walls (all a
    temperature and a mean need). ``f(t) == g(t)`` unless they meet at
    ``t = -1`` with *f* already below.

    Parameters
    ----------
    f, g : Trajectory
        The Left and the Right scaffold.

    Returns
    -------
    tuple of four ints, or None
        ``t * 2**e``, ``f(t) * 2**e``, ``g(t) * 2**e`` and ``e``; None if *f*
        stays above *g*.

    Raises
    ------
    InputTypeError
        If *f* or *g* is not a :class:`Trajectory`.
    InputValueError
        If the functions meet at a temperature that is not dyadic.

    Examples
    --------
    >>> meeting_point(Trajectory([(-1, 1)], -1), Trajectory([(-1, 0)], 1))  # t = -1/2, v = 1/2
    (-1, 1, 1, 1)

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.5.
    """
    return _meeting_point(_other(f, "meeting_point()"), _other(g, "meeting_point()"))


def _meeting_point(f: Trajectory, g: Trajectory) -> tuple[int, int, int, int] | None:
    """:func:`meeting_point` on two Trajectories (typed for the compiled thermograph)."""
    m = _meeting(f, g)
    if m is None:
        return None
    a, b, c, q, e = m
    if q == 1:
        return a, b, c, e
    # exact with log2 q more bits once the crossing's fraction is in lowest terms
    # (gcd(a, q) = gcd(d, q) for a = t * q + d)
    r = gcd(a, q)
    a //= r
    b //= r
    q //= r
    if q & (q - 1):
        raise InputValueError("two trajectories meet at a temperature that is not dyadic")
    k = q.bit_length() - 1
    return a, b, b, e + k


def _wall_to(f: Trajectory, k: int, tn: int, vn: int, e: int) -> Trajectory:
    """*f*'s points before ``tn`` (shifted left by *k* bits), then ``(tn, vn)`` with slope 0; over ``2**e``."""
    fts, fvs, fss = f._ts, f._vs, f._ss
    ts: list[int] = []
    vs: list[int] = []
    ss: list[int] = []
    for i in range(len(fts)):
        t = fts[i] << k
        if t >= tn:
            break
        ts.append(t)
        vs.append(fvs[i] << k)
        ss.append(fss[i])
    if not ss or ss[-1] != 0:  # (tn, vn) is on f: no point needed where f is constant already
        ts.append(tn)
        vs.append(vn)
        ss.append(0)
    return _raw(e, ts, vs, ss)
