"""The picture functions refuse what they cannot draw with the library's errors, before importing matplotlib."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cgtalg import parse
from cgtalg.analysis.thermograph import thermograph
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.pictures.heaps import heaps_svg
from cgtalg.pictures.nim_sequence import plot_nim_sequence
from cgtalg.pictures.positions import graph_layout
from cgtalg.pictures.thermograph import temperature_ticks, thermograph_plot, thermograph_svg, wall_polylines

TH = thermograph(parse("{3|-1}"))


@pytest.mark.parametrize("draw", [thermograph_svg, wall_polylines, thermograph_plot])
@pytest.mark.parametrize("bad", [None, 1.5, "x", [], 2**100000], ids=["None", "float", "str", "list", "huge"])
def test_a_thermograph_is_needed(draw, bad):
    with pytest.raises(InputTypeError, match="must be a Thermograph"):
        draw(bad)


@pytest.mark.parametrize("draw", [thermograph_svg, wall_polylines, thermograph_plot])
def test_subzero_is_a_flag(draw):
    with pytest.raises(InputTypeError, match="subzero must be True or False"):
        draw(TH, subzero=1)


@pytest.mark.parametrize(
    "args, error, words",
    [
        ((None, None, None), InputTypeError, "the bottom temperature must be an int or a Fraction"),
        ((0, "x", 100.0), InputTypeError, "the top temperature"),
        ((Fraction(3), Fraction(0), 100.0), InputValueError, "is below the bottom"),
        ((0, 3, None), InputTypeError, "pixels must be a finite number"),
        ((0, 3, float("nan")), InputTypeError, "pixels must be a finite number"),
    ],
)
def test_temperature_ticks_bad_arguments(args, error, words):
    with pytest.raises(error) as caught:
        temperature_ticks(*args)
    assert words in str(caught.value)


@pytest.mark.parametrize("bad, error", [(None, InputTypeError), ([1.5], InputTypeError), ([-1], InputValueError)])
def test_heaps_svg_needs_sizes(bad, error):
    with pytest.raises(error):
        heaps_svg(bad)


@pytest.mark.parametrize(
    "vertices, edges, error, words",
    [
        (None, [], InputTypeError, "vertices must be an iterable"),
        ([0, 1], None, InputTypeError, "edges must be an iterable"),
        ([0, 1], [(0,)], InputValueError, "a pair of vertices"),
        ([0, 1], [(0, 2)], InputValueError, "not among the vertices"),
        ([0, 1], [(0, "x")], InputTypeError, "an edge's vertex must be an int"),
    ],
)
def test_graph_layout_bad_arguments(vertices, edges, error, words):
    with pytest.raises(error) as caught:
        graph_layout(vertices, edges)
    assert words in str(caught.value)


@pytest.mark.parametrize(
    "args, words",
    [((None, "x.png"), "nim values must be an iterable"), (([0, 1], None), "the image file must be a path"),
     (([0, 1], "x.png", 3), "the title must be a str")],
)
def test_plot_nim_sequence_checks_before_importing_matplotlib(args, words):
    with pytest.raises(InputTypeError) as caught:
        plot_nim_sequence(*args)
    assert words in str(caught.value)


def test_good_pictures_still_draw():
    assert thermograph_svg(TH).startswith("<svg")
    assert heaps_svg([2, 0, 3]).count("<circle") == 5
    assert graph_layout([0, 1, 2], [(0, 1), (1, 2)]) == {0: (0.0, 0.0), 1: (1.0, 0.0), 2: (2.0, 0.0)}
