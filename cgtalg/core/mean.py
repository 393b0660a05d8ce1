"""The mean value of a short game, exactly: the mast of its thermograph.

The walls of a thermograph above temperature 0 are enough for the mean. For
a game ``G`` that is not a symbolic value, with walls ``LW`` and ``RW``:

* the *scaffolds* are ``LS(t) = max RW(G^L)(t) - t`` and ``RS(t) = min
  LW(G^R)(t) + t``;
* they meet at the least ``T >= 0`` with ``LS(T) <= RS(T)`` (``LS - RS`` does
  not increase, and at ``t = 0`` it is the difference of the stops, which is
  not negative for a game that is not a number), at the value ``m``;
* the walls are the scaffolds up to ``T`` and the mast ``m`` above it, and
  the mean is ``m``.

A symbolic value ``x + n.^ + *k`` (numbers included) has the mast ``x`` from
``t = 0`` on. This is the thermograph's mean for the printer
(:mod:`cgtalg.notation.printer`, which names ``x + tiny`` by it, as CGSuite
does); :mod:`cgtalg.analysis.thermograph` draws the whole thermograph, from
``t = -1``, and gives the same mean.

**Invariant.** Exact throughout: walls are piecewise linear with slopes 0
and +-1 and dyadic breakpoints, kept as Fractions. The subgames are walked
children first on an explicit stack (no recursion on the depth of the game),
each distinct subgame once, and the walls of each are remembered (``"mean
walls"`` in :func:`cgtalg.cache_info`).

Examples
--------
>>> from cgtalg import parse
>>> mean(parse("{5|{2|-4}}")), mean(parse("3/4")), mean(parse("{3|-1}")), mean(parse("^*"))
(Fraction(2, 1), Fraction(3, 4), Fraction(1, 1), Fraction(0, 1))

References
----------
Siegel, *Combinatorial Game Theory*, II.5 (thermographs, the mean); *Winning
Ways*, ch. 6; *Lessons in Play*, ch. 6.
"""

from __future__ import annotations

from fractions import Fraction

from ..errors import InputTypeError
from .cache import BoundedCache
from .game_type import Game

__all__ = ["mean"]

#: A wall above temperature 0: breakpoints ``(t, v)``, the first at ``t = 0``, with increasing ``t``,
#: and the slope beyond the last one (value per unit of temperature).
_Wall = tuple[tuple[tuple[Fraction, Fraction], ...], Fraction]

_ZERO = Fraction(0)


def mean(g: Game) -> Fraction:
    """The mean value of *g*: where the walls of its thermograph meet.

    Parameters
    ----------
    g : Game
        Any short game.

    Returns
    -------
    Fraction
        The mast value; ``mean(G + H) == mean(G) + mean(H)``.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> mean(parse("{{3|1}|0}")), mean(parse("{3|{1|-1}}")), mean(parse("+-2"))
    (Fraction(1, 1), Fraction(3, 2), Fraction(0, 1))
    """
    if not isinstance(g, Game):
        raise InputTypeError(f"mean() takes a Game, not {type(g).__name__}")
    if g._nus is not None:
        return g._nus[0]
    known = _walls.get(g._id)
    if known is not None:
        return known[2]  # type: ignore[no-any-return]
    # The walls of this walk's subgames (the shared memo may empty itself during a long walk).
    walls: dict[int, tuple[_Wall, _Wall, Fraction]] = {}
    stack: list[tuple[Game, bool]] = [(g, False)]
    while stack:
        h, expanded = stack.pop()
        if h._id in walls:
            continue
        if h._nus is not None:
            x = h._nus[0]
            mast: _Wall = (((_ZERO, x),), _ZERO)
            walls[h._id] = (mast, mast, x)
            continue
        known = _walls.get(h._id)
        if known is not None:
            walls[h._id] = known
            continue
        left, right = h.left_options, h.right_options
        if not expanded:
            stack.append((h, True))
            stack.extend((o, False) for o in left + right if o._id not in walls)
            continue
        ls = _shifted(_envelope([walls[o._id][1] for o in left], True), -1)
        rs = _shifted(_envelope([walls[o._id][0] for o in right], False), 1)
        top, m = _meeting(ls, rs)
        walls[h._id] = found = (_below(ls, top, m), _below(rs, top, m), m)
        _walls.put(h._id, found)
    return walls[g._id][2]


#: The walls and mean of each game worked out, by the game's id (ids are never reused).
_walls = BoundedCache("mean walls", 100_000)


def _value(w: _Wall, t: Fraction) -> Fraction:
    """The wall *w* at temperature ``t >= 0``."""
    points, slope = w
    for i in range(len(points) - 1, -1, -1):
        t0, v0 = points[i]
        if t0 <= t:
            if i + 1 < len(points):
                t1, v1 = points[i + 1]
                return v0 + (v1 - v0) * (t - t0) / (t1 - t0)
            return v0 + slope * (t - t0)
    raise AssertionError("a wall starts at t = 0")


def _shifted(w: _Wall, s: int) -> _Wall:
    """``w(t) + s * t``."""
    points, slope = w
    return tuple((t, v + s * t) for t, v in points), slope + s


def _pair(f: _Wall, g: _Wall, upper: bool) -> _Wall:
    """The pointwise maximum (*upper*) or minimum of two walls."""
    ts = sorted({t for t, _ in f[0]} | {t for t, _ in g[0]})
    # Beyond the last breakpoint both are linear: one more point where their difference changes sign.
    last = ts[-1]
    d_last = _value(f, last) - _value(g, last)
    d_slope = f[1] - g[1]
    if d_slope != 0 and (d_last > 0) != (d_slope > 0) and d_last != 0:
        ts.append(last - d_last / d_slope)
    points: list[tuple[Fraction, Fraction]] = []
    for i, t in enumerate(ts):
        if i:
            t0 = ts[i - 1]
            d0 = _value(f, t0) - _value(g, t0)
            d1 = _value(f, t) - _value(g, t)
            if (d0 < 0 < d1) or (d1 < 0 < d0):  # they cross strictly inside (t0, t)
                c = t0 + (t - t0) * d0 / (d0 - d1)
                points.append((c, _value(f, c)))
        a, b = _value(f, t), _value(g, t)
        points.append((t, max(a, b) if upper else min(a, b)))
    tail = points[-1][0]
    fa, ga = _value(f, tail + 1), _value(g, tail + 1)
    slope = (max(fa, ga) if upper else min(fa, ga)) - points[-1][1]
    return _simplified(points), slope


def _envelope(ws: list[_Wall], upper: bool) -> _Wall:
    """The pointwise maximum (*upper*) or minimum of one or more walls."""
    out = ws[0]
    for w in ws[1:]:
        out = _pair(out, w, upper)
    return out


def _simplified(points: list[tuple[Fraction, Fraction]]) -> tuple[tuple[Fraction, Fraction], ...]:
    """*points* without the ones in the middle of a straight piece."""
    out: list[tuple[Fraction, Fraction]] = []
    for p in points:
        if len(out) >= 2:
            (t0, v0), (t1, v1) = out[-2], out[-1]
            if (v1 - v0) * (p[0] - t1) == (p[1] - v1) * (t1 - t0):
                out[-1] = p
                continue
        out.append(p)
    return tuple(out)


def _meeting(ls: _Wall, rs: _Wall) -> tuple[Fraction, Fraction]:
    """The least ``t >= 0`` with ``ls(t) <= rs(t)``, and the value there (``ls - rs`` does not increase)."""
    ts = sorted({t for t, _ in ls[0]} | {t for t, _ in rs[0]})
    d0 = _value(ls, ts[0]) - _value(rs, ts[0])
    if d0 <= 0:
        return ts[0], _value(ls, ts[0])
    for t0, t1 in zip(ts, ts[1:]):
        d1 = _value(ls, t1) - _value(rs, t1)
        if d1 <= 0:
            t = t0 + (t1 - t0) * d0 / (d0 - d1)
            return t, _value(ls, t)
        d0 = d1
    # Beyond the last breakpoint: the difference falls with slope ls - rs (negative, -2 for games).
    t = ts[-1] + d0 / (rs[1] - ls[1])
    return t, _value(ls, t)


def _below(w: _Wall, top: Fraction, m: Fraction) -> _Wall:
    """The wall *w* up to temperature *top*, then the mast *m*."""
    points = [p for p in w[0] if p[0] < top]
    points.append((top, m))
    return _simplified(points), _ZERO
