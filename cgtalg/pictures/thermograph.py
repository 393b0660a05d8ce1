"""Pictures of thermographs: SVG (no dependencies) and matplotlib (the ``plot`` extra).

Orientation as in *Winning Ways* and CGSuite: temperature runs upwards,
values *decrease to the right*, so Left's wall is on the left and Right's
wall on the right; above the temperature the two walls merge into the
vertical mast at the mean. Pictures start at ``t = 0`` unless ``subzero`` is
asked for (then at ``t = -1``). One scale serves both directions (a wall of
slope 1 is drawn at 45 degrees), and every corner of a wall is drawn at its
exact value and temperature; the SVG has a temperature axis up its left
side and the values of the stops and the mean written under its bottom line.

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

from ..errors import InputTypeError, InputValueError, check_bool, check_int, describe

if TYPE_CHECKING:  # pragma: no cover
    from ..analysis.thermograph import Thermograph

__all__ = ["thermograph_svg", "thermograph_plot", "wall_polylines", "temperature_ticks"]


def _check_thermograph(th: object, subzero: object) -> None:
    """Refuse what is not a thermograph (these functions read its mean, temperature and walls)."""
    if not all(hasattr(th, name) for name in ("mean", "temperature", "left_wall", "right_wall")):
        raise InputTypeError(
            "a thermograph to draw must be a Thermograph (cgtalg.analysis.thermograph.thermograph(game)), "
            f"not {type(th).__name__} ({describe(th)})"
        )
    check_bool(subzero, "subzero")


def _exact(value: object, what: str) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, (int, Fraction)):
        raise InputTypeError(f"{what} must be an int or a Fraction, not {type(value).__name__} ({describe(value)})")
    return Fraction(value)


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
    _check_thermograph(th, subzero)
    bottom = Fraction(-1) if subzero else Fraction(0)
    tau = max(th.temperature, bottom)
    top = tau + max(Fraction(1), (tau - bottom) / 2)

    def line(wall: Any) -> list[tuple[Fraction, Fraction]]:
        ts = [bottom] + [t for t in wall.breakpoints if bottom < t < top] + [top]
        return [(wall(t), t) for t in ts]

    return line(th.left_wall), line(th.right_wall), top


#: Temperature steps the axis may use between two ticks, smallest first (exact).
_STEPS = tuple(Fraction(1, 2**k) for k in range(6, 0, -1)) + tuple(
    Fraction(m * 10**e) for e in range(0, 30) for m in (1, 2, 5))


def temperature_ticks(bottom: Fraction, top: Fraction, pixels: float, *, most: int = 6,
                      gap: float = 24.0) -> list[Fraction]:
    """The temperatures the axis of a picture marks: multiples of one round step from *bottom* to *top*.

    The step is the least of 1/64, ..., 1/2, 1, 2, 5, 10, 20, 50, ... that
    gives at most *most* intervals and at least *gap* pixels between two
    ticks (the picture is *pixels* high). ``t = 0`` is always marked, and so
    is *bottom*.

    Parameters
    ----------
    bottom, top : Fraction
        The temperatures at the bottom and the top of the picture.
    pixels : float
        The height of the picture from *bottom* to *top*.
    most : int, default 6
        The most intervals between ticks.
    gap : float, default 24.0
        The least distance between two ticks, in pixels.

    Returns
    -------
    list of Fraction
        The marked temperatures, increasing.

    Examples
    --------
    >>> [str(t) for t in temperature_ticks(Fraction(0), Fraction(3), 280.0)]
    ['0', '1/2', '1', '3/2', '2', '5/2', '3']
    >>> [str(t) for t in temperature_ticks(Fraction(-1), Fraction(150), 300.0)]
    ['-1', '0', '50', '100', '150']
    """
    bottom = _exact(bottom, "the bottom temperature")
    top = _exact(top, "the top temperature")
    if top < bottom:
        raise InputValueError(f"the top temperature {describe(top)} is below the bottom {describe(bottom)}")
    if isinstance(pixels, bool) or not isinstance(pixels, (int, float)) or not 0 <= pixels < float("inf"):
        raise InputTypeError(f"pixels must be a finite number >= 0, not {type(pixels).__name__} ({describe(pixels)})")
    most = check_int(most, "most", minimum=1)
    if isinstance(gap, bool) or not isinstance(gap, (int, float)) or not 0 <= gap < float("inf"):
        raise InputTypeError(f"gap must be a finite number >= 0, not {type(gap).__name__} ({describe(gap)})")
    span = top - bottom
    per_unit = pixels / float(span) if span else 0.0
    step = next((s for s in _STEPS if span / s <= most and float(s) * per_unit >= gap), _STEPS[-1])
    first = -((-bottom) // step) * step  # the least multiple of step at or above bottom
    ticks = {bottom, Fraction(0)} if bottom <= 0 <= top else {bottom}
    t = first
    while t <= top:
        ticks.add(t)
        t += step
    return sorted(ticks)


def _label_width(text: str) -> float:
    """A generous width in pixels of *text* at the pictures' 11-pixel sans-serif."""
    return 7.0 * len(text) + 4


def thermograph_svg(th: "Thermograph", *, subzero: bool = False, width: int = 360) -> str:
    """An SVG drawing of the thermograph *th* (Left's wall on the left), with its axes.

    The walls (classes ``left-wall`` and ``right-wall``) and the mast
    (``mast``) are drawn at their exact values and temperatures, one scale
    for both, so a wall of slope 1 is at 45 degrees. The temperature axis
    (``temperature-axis``) runs up the left side with ticks at round
    temperatures (:func:`temperature_ticks`) and at the game's temperature,
    a dashed line leading from it to the foot of the mast. The value axis
    (``value-axis``) is the bottom line of the picture, ``t = 0`` (or
    ``t = -1`` with *subzero*, then ``t = 0`` is a grey line across), with
    the values of the two stops and the mean written just under it.

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
    >>> svg = thermograph_svg(thermograph(parse("{2|{1|0}}")), subzero=True)
    >>> "<polyline" in svg, 'class="temperature-axis"' in svg
    (True, True)
    """
    _check_thermograph(th, subzero)
    width = check_int(width, "the picture width", minimum=120)
    left, right, top = wall_polylines(th, subzero=subzero)
    bottom = left[0][1]
    vmax = max(v for v, _ in left)
    vmin = min(v for v, _ in right)
    span = max(vmax - vmin, Fraction(1))
    pad_right, pad_top, pad_bottom = 22, 40, 30
    # room on the left for the longest temperature label (the ticks depend a little on the scale)
    pad_left = 30.0
    for _ in range(2):
        scale = (width - pad_left - pad_right) / float(span)
        marks = temperature_ticks(bottom, top, float(top - bottom) * scale) + [th.temperature]
        pad_left = max(pad_left, 16 + max(_label_width(_fmt(t)) for t in marks))
    pad_left = min(pad_left, width / 3)
    scale = (width - pad_left - pad_right) / float(span)
    plot_h = float(top - bottom) * scale
    height = int(pad_top + plot_h + pad_bottom + 0.5)
    centring = (float(span) - float(vmax - vmin)) / 2

    def x(v: Fraction) -> float:
        return pad_left + (float(vmax - v) + centring) * scale  # values decrease to the right

    def y(t: Fraction) -> float:
        return pad_top + float(top - t) * scale

    def pts(line: list[tuple[Fraction, Fraction]]) -> str:
        return " ".join(f"{x(v):.2f},{y(t):.2f}" for v, t in line)

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="11">',
        f'<title>thermograph: mean {_fmt(th.mean)}, temperature {_fmt(th.temperature)}</title>',
        f'<rect width="{width}" height="{height}" fill="white"/>',
    ]
    out.extend(_temperature_axis(th, bottom, top, x, y, scale, pad_left - 10))
    out.extend(_value_axis(th, bottom, x, y, pad_left - 10, width - pad_right / 2))
    out.append(f'<polyline points="{pts(left)}" fill="none" stroke="#1f4fbf" stroke-width="2" class="left-wall"/>')
    out.append(f'<polyline points="{pts(right)}" fill="none" stroke="#c0392b" stroke-width="2" class="right-wall"/>')
    tau = max(th.temperature, bottom)
    out.append(f'<line x1="{x(th.mean):.2f}" y1="{y(tau):.2f}" x2="{x(th.mean):.2f}" y2="{y(top):.2f}" '
               'stroke="black" stroke-width="2" class="mast"/>')
    if th.temperature >= bottom:
        out.append(f'<circle cx="{x(th.mean):.2f}" cy="{y(tau):.2f}" r="3" fill="black"/>')
    out.append(f'<text x="{pad_left + 4:.2f}" y="{pad_top - 12}" fill="#1f4fbf">L</text>')
    out.append(f'<text x="{width - pad_right:.2f}" y="{pad_top - 12}" text-anchor="end" fill="#c0392b">R</text>')
    out.append(f'<text x="{width / 2:.2f}" y="14" text-anchor="middle">mean {_fmt(th.mean)}, '
               f'temperature {_fmt(th.temperature)}</text>')
    out.append("</svg>")
    return "\n".join(out)


def _temperature_axis(th: "Thermograph", bottom: Fraction, top: Fraction, x: Any, y: Any, scale: float,
                      axis_x: float) -> list[str]:
    """The temperature axis at *axis_x*: the line, round ticks, and the game's temperature led to the mast."""
    out = [f'<g class="temperature-axis" stroke="#666">',
           f'<line x1="{axis_x:.2f}" y1="{y(bottom):.2f}" x2="{axis_x:.2f}" y2="{y(top):.2f}"/>']
    marks = temperature_ticks(bottom, top, float(top - bottom) * scale)
    tau = th.temperature
    labelled: list[float] = []
    if bottom <= tau <= top:
        # the game's temperature is written first, so a round tick too close to it gives way
        out.append(f'<line x1="{axis_x:.2f}" y1="{y(tau):.2f}" x2="{x(th.mean):.2f}" y2="{y(tau):.2f}" '
                   'stroke="#999" stroke-dasharray="3,3" class="temperature-guide"/>')
        marks = sorted(set(marks) | {tau}, key=lambda t: (t != tau, t != 0, t))
    else:
        marks = sorted(marks, key=lambda t: (t != 0, t))
    for t in marks:
        ty = y(t)
        out.append(f'<line x1="{axis_x - 4:.2f}" y1="{ty:.2f}" x2="{axis_x:.2f}" y2="{ty:.2f}" class="tick"/>')
        if all(abs(ty - other) >= 12 for other in labelled):
            labelled.append(ty)
            weight = ' font-weight="bold"' if t == tau else ""
            out.append(f'<text x="{axis_x - 6:.2f}" y="{ty + 4:.2f}" text-anchor="end" stroke="none" '
                       f'fill="#333"{weight} data-t="{_fmt(t)}">{_fmt(t)}</text>')
    out.append(f'<text x="{axis_x:.2f}" y="{y(top) - 12:.2f}" text-anchor="middle" stroke="none" '
               'fill="#333" font-style="italic">t</text>')
    out.append("</g>")
    return out


def _value_axis(th: "Thermograph", bottom: Fraction, x: Any, y: Any, x_from: float, x_to: float) -> list[str]:
    """The value axis along the bottom of the picture, the stops and the mean written under it."""
    base = y(bottom)
    out = [f'<g class="value-axis" stroke="#999">',
           f'<line x1="{x_from:.2f}" y1="{base:.2f}" x2="{x_to:.2f}" y2="{base:.2f}"/>']
    if bottom < 0:
        y0 = y(Fraction(0))
        out.append(f'<line x1="{x_from:.2f}" y1="{y0:.2f}" x2="{x_to:.2f}" y2="{y0:.2f}" stroke="#bbb" '
                   'class="zero-temperature"/>')
    stops = {th.left_wall(Fraction(0)), th.right_wall(Fraction(0))}
    if bottom < 0:
        for v in sorted(stops):
            out.append(f'<line x1="{x(v):.2f}" y1="{y0 - 3:.2f}" x2="{x(v):.2f}" y2="{y0 + 3:.2f}" class="tick"/>')
    # the mean first, then the stops, then (subzero) where the walls meet the bottom: a label
    # that would overlap one already written is left out
    feet = {th.left_wall(bottom), th.right_wall(bottom)}
    taken: list[tuple[float, float]] = []
    for v in sorted({th.mean} | stops | feet, key=lambda v: (v != th.mean, v not in stops, -v)):
        vx = x(v)
        out.append(f'<line x1="{vx:.2f}" y1="{base:.2f}" x2="{vx:.2f}" y2="{base + 4:.2f}" class="tick"/>')
        half = _label_width(_fmt(v)) / 2
        if all(vx + half <= a or vx - half >= b for a, b in taken):
            taken.append((vx - half, vx + half))
            out.append(f'<text x="{vx:.2f}" y="{base + 16:.2f}" text-anchor="middle" stroke="none" '
                       f'fill="#333" data-value="{_fmt(v)}">{_fmt(v)}</text>')
    out.append("</g>")
    return out


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
    _check_thermograph(th, subzero)
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

