"""Pictures of thermographs: SVG (no dependencies) and matplotlib (the ``plot`` extra).

Orientation as in *Winning Ways* and CGSuite: temperature runs upwards,
values *decrease to the right*, so Left's wall is on the left and Right's
wall on the right; above the temperature the two walls merge into the
vertical mast at the mean. Pictures start at ``t = 0`` unless ``subzero`` is
asked for (then at ``t = -1``).

The functions read only a thermograph's mean, temperature and walls (each
wall called at a temperature, with its ``breakpoints``), so this module
imports nothing of :mod:`cgtalg.analysis`: :meth:`Thermograph.svg` and
:meth:`Thermograph.plot` call it.

Examples
--------
>>> from cgtalg import parse
>>> from cgtalg.analysis.thermograph import thermograph
>>> svg = thermograph_svg(thermograph(parse("{3|-1}")))
>>> svg.startswith("<svg") and "mean 1, temperature 2" in svg
True

References
----------
Berlekamp, Conway and Guy, *Winning Ways*, ch. 6 (the drawing convention);
Siegel, *Combinatorial Game Theory*, II.5.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ..errors import check_int

if TYPE_CHECKING:  # pragma: no cover
    from ..analysis.thermograph import Thermograph

__all__ = ["thermograph_svg", "thermograph_plot", "wall_polylines"]


def _fmt(q: Fraction) -> str:
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


def wall_polylines(th: "Thermograph", *, subzero: bool = False) -> tuple[list[tuple[Fraction, Fraction]], list[tuple[Fraction, Fraction]], Fraction]:
    """The two walls as exact ``(value, t)`` polylines from the bottom to the top of the picture.

    Returns ``(left, right, top)``; both polylines end on the mast at ``t = top``.

    Parameters
    ----------
    th : Thermograph
        The thermograph to draw.
    subzero : bool, optional
        Start at ``t = -1`` instead of ``t = 0``.

    Returns
    -------
    left, right : list of (Fraction, Fraction)
        ``(value, t)`` points of each wall: the bottom, every breakpoint in
        between, and the top.
    top : Fraction
        The top of the picture, above the temperature by at least 1.

    Examples
    --------
    >>> from cgtalg import parse
    >>> from cgtalg.analysis.thermograph import thermograph
    >>> left, right, top = wall_polylines(thermograph(parse("+-1")))
    >>> [(str(v), str(t)) for v, t in left]
    [('1', '0'), ('0', '1'), ('0', '2')]

    References
    ----------
    *Winning Ways*, ch. 6; Siegel, *Combinatorial Game Theory*, II.5.
    """
    bottom = Fraction(-1) if subzero else Fraction(0)
    tau = max(th.temperature, bottom)
    top = tau + max(Fraction(1), (tau - bottom) / 2)

    def line(wall: Any) -> list[tuple[Fraction, Fraction]]:
        ts = [bottom] + [t for t in wall.breakpoints if bottom < t < top] + [top]
        return [(wall(t), t) for t in ts]

    return line(th.left_wall), line(th.right_wall), top


def thermograph_svg(th: "Thermograph", *, subzero: bool = False, width: int = 360) -> str:
    """An SVG drawing of the thermograph *th* (Left's wall on the left).

    Parameters
    ----------
    th : Thermograph
    subzero : bool, default False
        Draw from ``t = -1`` instead of ``t = 0``.
    width : int, default 360
        Width in pixels (at least 120).

    Returns
    -------
    str
        A standalone ``<svg>`` element.

    Examples
    --------
    >>> from cgtalg import parse
    >>> from cgtalg.analysis.thermograph import thermograph
    >>> "<polyline" in thermograph_svg(thermograph(parse("{2|{1|0}}")), subzero=True)
    True
    """
    width = check_int(width, "the picture width", minimum=120)
    left, right, top = wall_polylines(th, subzero=subzero)
    bottom = left[0][1]
    vmax = max(v for v, _ in left)
    vmin = min(v for v, _ in right)
    span = max(vmax - vmin, Fraction(1))
    tspan = top - bottom
    margin = 40
    plot_w = width - 2 * margin
    scale = plot_w / float(span)
    height = int(float(tspan) * scale) + 2 * margin + 20
    pad = (float(span) - float(vmax - vmin)) / 2

    def x(v: Fraction) -> float:
        return margin + (float(vmax - v) + pad) * scale  # values decrease to the right

    def y(t: Fraction) -> float:
        return margin + float(top - t) * scale

    def pts(line: list[tuple[Fraction, Fraction]]) -> str:
        return " ".join(f"{x(v):.2f},{y(t):.2f}" for v, t in line)

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="11">',
        f'<title>thermograph: mean {_fmt(th.mean)}, temperature {_fmt(th.temperature)}</title>',
        f'<rect width="{width}" height="{height}" fill="white"/>',
    ]
    # the temperature axis t = 0 (and t = -1 .. 0 shaded when subzero)
    y0 = y(Fraction(0))
    out.append(f'<line x1="{margin / 2:.2f}" y1="{y0:.2f}" x2="{width - margin / 2:.2f}" y2="{y0:.2f}" stroke="#999"/>')
    # value ticks at the two stops (the walls at t = 0) and the mean
    ticks = sorted({th.left_wall(0), th.right_wall(0), th.mean})
    for v in ticks:
        out.append(f'<line x1="{x(v):.2f}" y1="{y0 - 3:.2f}" x2="{x(v):.2f}" y2="{y0 + 3:.2f}" stroke="#999"/>')
        out.append(f'<text x="{x(v):.2f}" y="{height - 12}" text-anchor="middle">{_fmt(v)}</text>')
    out.append(f'<polyline points="{pts(left)}" fill="none" stroke="#1f4fbf" stroke-width="2"/>')
    out.append(f'<polyline points="{pts(right)}" fill="none" stroke="#c0392b" stroke-width="2"/>')
    tau = max(th.temperature, bottom)
    out.append(f'<line x1="{x(th.mean):.2f}" y1="{y(tau):.2f}" x2="{x(th.mean):.2f}" y2="{y(top):.2f}" '
               'stroke="black" stroke-width="2"/>')
    if th.temperature >= bottom:
        out.append(f'<circle cx="{x(th.mean):.2f}" cy="{y(max(th.temperature, bottom)):.2f}" r="3" fill="black"/>')
    out.append(f'<text x="{margin / 2:.2f}" y="{margin / 2:.2f}">L</text>')
    out.append(f'<text x="{width - margin / 2:.2f}" y="{margin / 2:.2f}" text-anchor="end">R</text>')
    out.append(f'<text x="{width / 2:.2f}" y="14" text-anchor="middle">mean {_fmt(th.mean)}, '
               f'temperature {_fmt(th.temperature)}</text>')
    out.append("</svg>")
    return "\n".join(out)


def thermograph_plot(th: "Thermograph", ax: Any = None, *, subzero: bool = False) -> Any:
    """Draw *th* on matplotlib axes (created if *ax* is None); returns the axes.

    The value axis is inverted so that Left's wall is on the left.

    Parameters
    ----------
    th : Thermograph
        The thermograph to draw.
    ax : matplotlib Axes, optional
        Where to draw; new axes (``plt.subplots()``) when None.
    subzero : bool, optional
        Start at ``t = -1`` instead of ``t = 0``.

    Returns
    -------
    matplotlib Axes
        The axes drawn on, titled with the mean and the temperature.

    Raises
    ------
    ImportError
        If matplotlib is not installed (``pip install 'cgtalg[plot]'``).

    Examples
    --------
    >>> import pytest
    >>> plt = pytest.importorskip("matplotlib.pyplot")
    >>> from cgtalg import parse
    >>> from cgtalg.analysis.thermograph import thermograph
    >>> ax = thermograph_plot(thermograph(parse("{3|-1}")))
    >>> ax.get_title(), bool(ax.xaxis_inverted())
    ('mean 1, temperature 2', True)
    >>> plt.close(ax.figure)
    """
    try:
        import matplotlib.pyplot as plt
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ImportError("thermograph plots need matplotlib: pip install 'cgtalg[plot]'") from exc
    left, right, _top = wall_polylines(th, subzero=subzero)
    if ax is None:
        _fig, ax = plt.subplots()
    ax.plot([float(v) for v, _ in left], [float(t) for _, t in left], color="#1f4fbf", label="Left wall")
    ax.plot([float(v) for v, _ in right], [float(t) for _, t in right], color="#c0392b", label="Right wall")
    ax.axhline(0, color="#999", linewidth=0.8)
    lo = min(float(v) for v, _ in right)
    hi = max(float(v) for v, _ in left)
    ax.set_xlim(hi + 0.5, lo - 0.5)  # values decrease to the right
    ax.set_xlabel("value")
    ax.set_ylabel("temperature")
    ax.set_title(f"mean {_fmt(th.mean)}, temperature {_fmt(th.temperature)}")
    return ax

