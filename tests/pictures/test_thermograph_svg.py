"""The thermograph picture: its axes, where its labels sit, and walls exactly where the mathematics puts them.

The walls are read back from the SVG through the axes themselves: the
temperature axis's labels give the map from temperature to height, the
value labels the map from value to abscissa, and every corner of every
wall, read through those maps, must be the wall's exact value at its
temperature.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from fractions import Fraction

import pytest

from cgtalg import parse
from cgtalg.analysis.thermograph import thermograph
from cgtalg.pictures.thermograph import temperature_ticks, thermograph_svg

NS = {"s": "http://www.w3.org/2000/svg"}

GAMES = ["{4||2|0}", "{3|-1}", "+-1", "{2|{1|0}}", "{3/2|{1/4|-1/8}}", "{10|{5|-6}}", "{100|-100}", "{1|0}"]


def _tree(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def _group(root: ET.Element, cls: str) -> ET.Element:
    found = [g for g in root.iter(f"{{{NS['s']}}}g") if g.get("class") == cls]
    assert len(found) == 1, f"one <g class={cls!r}> expected, found {len(found)}"
    return found[0]


def _polyline(root: ET.Element, cls: str) -> list[tuple[float, float]]:
    (line,) = [p for p in root.iter(f"{{{NS['s']}}}polyline") if p.get("class") == cls]
    return [(float(a), float(b)) for a, b in (pt.split(",") for pt in line.get("points").split())]


def _fit(pairs: list[tuple[Fraction, float]]) -> tuple[float, float]:
    """``(offset, slope)`` of the affine map through the first and last of *pairs*, checked on all of them."""
    (q0, p0), (q1, p1) = pairs[0], pairs[-1]
    slope = (p1 - p0) / float(q1 - q0)
    offset = p0 - slope * float(q0)
    for q, p in pairs:
        assert abs(offset + slope * float(q) - p) < 0.02, (q, p)
    return offset, slope


def _axes(svg: str) -> tuple[ET.Element, tuple[float, float], tuple[float, float]]:
    root = _tree(svg)
    t_labels = sorted((Fraction(t.get("data-t")), float(t.get("y")) - 4)
                      for t in _group(root, "temperature-axis").iter(f"{{{NS['s']}}}text") if t.get("data-t"))
    v_labels = sorted((Fraction(t.get("data-value")), float(t.get("x")))
                      for t in _group(root, "value-axis").iter(f"{{{NS['s']}}}text"))
    assert len(t_labels) >= 2 and len(v_labels) >= 2
    return root, _fit(t_labels), _fit(v_labels)


@pytest.mark.parametrize("subzero", [False, True])
@pytest.mark.parametrize("expr", GAMES)
def test_every_corner_of_every_wall_is_where_the_axes_say(expr: str, subzero: bool) -> None:
    th = thermograph(parse(expr))
    root, (t_off, t_slope), (v_off, v_slope) = _axes(thermograph_svg(th, subzero=subzero))
    assert t_slope < 0 < -v_slope  # temperature upwards, values decreasing to the right
    assert abs(t_slope - v_slope) < 0.01  # one scale for both: slope 1 is 45 degrees
    for cls, wall in (("left-wall", th.left_wall), ("right-wall", th.right_wall)):
        corners = _polyline(root, cls)
        assert corners[0][1] == pytest.approx(t_off + t_slope * (-1 if subzero else 0), abs=0.02)
        for x, y in corners:
            t = Fraction((y - t_off) / t_slope).limit_denominator(64)
            assert abs(t_off + t_slope * float(t) - y) < 0.02
            assert x == pytest.approx(v_off + v_slope * float(wall(t)), abs=0.03), (cls, t)
    (mast,) = [m for m in root.iter(f"{{{NS['s']}}}line") if m.get("class") == "mast"]
    assert float(mast.get("x1")) == float(mast.get("x2")) == pytest.approx(v_off + v_slope * float(th.mean), abs=0.03)
    foot = max(th.temperature, Fraction(-1 if subzero else 0))
    assert float(mast.get("y1")) == pytest.approx(t_off + t_slope * float(foot), abs=0.02)


@pytest.mark.parametrize("expr", GAMES)
def test_the_temperature_axis_marks_zero_and_the_temperature(expr: str) -> None:
    th = thermograph(parse(expr))
    root = _tree(thermograph_svg(th))
    axis = _group(root, "temperature-axis")
    marked = {t.get("data-t") for t in axis.iter(f"{{{NS['s']}}}text") if t.get("data-t")}
    assert "0" in marked and str(th.temperature) in marked
    bold = [t.get("data-t") for t in axis.iter(f"{{{NS['s']}}}text") if t.get("font-weight") == "bold"]
    assert bold == [str(th.temperature)]
    assert len([ln for ln in axis.iter(f"{{{NS['s']}}}line") if ln.get("class") == "tick"]) >= 3


@pytest.mark.parametrize("subzero", [False, True])
@pytest.mark.parametrize("expr", GAMES + ["3", "-1/2"])
def test_value_labels_sit_just_under_the_value_axis(expr: str, subzero: bool) -> None:
    th = thermograph(parse(expr))
    root = _tree(thermograph_svg(th, subzero=subzero))
    axis = _group(root, "value-axis")
    base = float(next(iter(axis.iter(f"{{{NS['s']}}}line"))).get("y1"))
    labels = list(axis.iter(f"{{{NS['s']}}}text"))
    assert labels
    for text in labels:
        assert 8 <= float(text.get("y")) - base <= 20  # the baseline of 11-pixel text just under the line
    shown = {Fraction(t.get("data-value")) for t in labels}
    assert th.mean in shown and th.left_wall(0) in shown and th.right_wall(0) in shown or len(shown) < 3
    height = float(root.get("height"))
    assert max(float(t.get("y")) for t in labels) < height  # inside the picture


def test_close_values_are_not_written_over_each_other() -> None:
    th = thermograph(parse("{100|{1/8|0}}"))
    root = _tree(thermograph_svg(th))
    xs = sorted(float(t.get("x")) for t in _group(root, "value-axis").iter(f"{{{NS['s']}}}text"))
    assert all(b - a >= 14 for a, b in zip(xs, xs[1:]))


def test_round_temperature_ticks() -> None:
    assert temperature_ticks(Fraction(0), Fraction(3), 280.0) == [Fraction(k, 2) for k in range(7)]
    assert temperature_ticks(Fraction(-1), Fraction(150), 300.0) == [-1, 0, 50, 100, 150]
    # never closer than the gap asked for, never more than `most` intervals
    ticks = temperature_ticks(Fraction(0), Fraction(7, 3), 90.0, gap=20.0)
    assert ticks[0] == 0 and all(float(b - a) * 90 / (7 / 3) >= 20 for a, b in zip(ticks, ticks[1:]))
