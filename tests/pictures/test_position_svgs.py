"""Pictures of positions: graphs laid out by their shape, Hackenbush edges each on a path of its own.

The tests read the SVG's elements (where each vertex and edge is), never
pixels: grids in rows and columns with every edge one step, paths on a line,
no two edges crossing in a path, cycle, star, tree or what a grid leaves, and
no two Hackenbush edges drawn on the same path.
"""

from __future__ import annotations

import itertools
import math
import re
import xml.etree.ElementTree as ET

import pytest

from cgtalg.pictures.positions import graph_layout, graph_svg, hackenbush_svg
from cgtalg.rulesets.graph.col import Col
from cgtalg.rulesets.graph.hackenbush import Hackenbush
from cgtalg.rulesets.graph.snort import Snort

SVG = "{http://www.w3.org/2000/svg}"
Point = tuple[float, float]


def _drawing(svg: str) -> tuple[list[Point], list[tuple[Point, Point]]]:
    root = ET.fromstring(svg)
    centres = [(float(c.get("cx")), float(c.get("cy"))) for c in root.iter(SVG + "circle")]
    lines = [((float(ln.get("x1")), float(ln.get("y1"))), (float(ln.get("x2")), float(ln.get("y2"))))
             for ln in root.iter(SVG + "line")]
    return centres, lines


def _cross(a: tuple[Point, Point], b: tuple[Point, Point]) -> bool:
    """Whether two segments cross at a point inside both (meeting at a shared end is not crossing)."""
    (p, q), (r, s) = a, b

    def side(o: Point, u: Point, v: Point) -> float:
        return (u[0] - o[0]) * (v[1] - o[1]) - (u[1] - o[1]) * (v[0] - o[0])

    d1, d2, d3, d4 = side(r, s, p), side(r, s, q), side(p, q, r), side(p, q, s)
    if {p, q} & {r, s}:
        # sharing an end: they overlap only if collinear and pointing the same way
        if abs(d1) < 1e-6 and abs(d2) < 1e-6:
            shared = ({p, q} & {r, s}).pop()
            u = q if p == shared else p
            v = s if r == shared else r
            return (u[0] - shared[0]) * (v[0] - shared[0]) + (u[1] - shared[1]) * (v[1] - shared[1]) > 0
        return False
    return (d1 * d2 < -1e-6) and (d3 * d4 < -1e-6) or (abs(d1) < 1e-6 and abs(d2) < 1e-6 and _overlap(a, b))


def _overlap(a: tuple[Point, Point], b: tuple[Point, Point]) -> bool:
    (p, q), (r, s) = a, b
    lo1, hi1 = sorted((p, q))
    lo2, hi2 = sorted((r, s))
    return max(lo1, lo2) < min(hi1, hi2)


def _through_a_vertex(line: tuple[Point, Point], centres: list[Point], radius: float = 9.0) -> bool:
    """Whether the segment passes over a vertex that is not one of its ends."""
    (x1, y1), (x2, y2) = line
    for cx, cy in centres:
        if (cx, cy) in line:
            continue
        dx, dy = x2 - x1, y2 - y1
        k = max(0.0, min(1.0, ((cx - x1) * dx + (cy - y1) * dy) / (dx * dx + dy * dy)))
        if math.hypot(x1 + k * dx - cx, y1 + k * dy - cy) < radius:
            return True
    return False


def _readable(svg: str) -> None:
    centres, lines = _drawing(svg)
    assert len(set(centres)) == len(centres), "two vertices drawn at one place"
    for line in lines:
        assert line[0] in centres and line[1] in centres, "an edge that does not join two vertices"
        assert not _through_a_vertex(line, centres), f"edge {line} passes over a vertex"
    for a, b in itertools.combinations(lines, 2):
        assert not _cross(a, b), f"edges {a} and {b} cross"


@pytest.mark.parametrize("game", [Col, Snort])
@pytest.mark.parametrize(("rows", "cols"), [(3, 3), (2, 4), (4, 2), (2, 2), (3, 5), (1, 4)])
def test_grid_graphs_are_drawn_in_rows_and_columns(game: type, rows: int, cols: int) -> None:
    centres, lines = _drawing(graph_svg(game(f"grid {rows}x{cols}")))
    xs, ys = sorted({x for x, _ in centres}), sorted({y for _, y in centres})
    assert (len(ys), len(xs)) == (rows, cols)  # 'grid RxC': R rows of C vertices
    assert sorted(centres) == sorted(itertools.product(xs, ys))
    steps = {round(b - a, 6) for a, b in zip(xs, xs[1:])} | {round(b - a, 6) for a, b in zip(ys, ys[1:])}
    (step,) = steps  # evenly spaced, one step both ways
    for (x1, y1), (x2, y2) in lines:
        assert (x1 == x2 or y1 == y2) and math.hypot(x2 - x1, y2 - y1) == pytest.approx(step)
    assert len(lines) == rows * (cols - 1) + cols * (rows - 1)
    _readable(graph_svg(game(f"grid {rows}x{cols}")))


@pytest.mark.parametrize("n", [2, 3, 5, 8])
def test_paths_are_drawn_on_a_line(n: int) -> None:
    centres, lines = _drawing(graph_svg(Snort(f"path {n}")))
    assert len({y for _, y in centres}) == 1 and len(lines) == n - 1
    xs = sorted(x for x, _ in centres)
    assert len({round(b - a, 6) for a, b in zip(xs, xs[1:])}) == 1


@pytest.mark.parametrize("text", [f"cycle {n}" for n in range(3, 10)] + [f"star {n}" for n in range(1, 9)]
                         + ["0-1 0-2 1-3 1-4 2-5 5-6 5-7", "0-1 1-2 2-3 1-4 4-5 4-6 6-7 6-8",
                            "path 4 + cycle 5 + star 3 + grid 2x3 + 9", "0-1 1-2 2-3 3-0 0-4 4-5 5-6 6-0"])
def test_cycles_stars_trees_and_unions_have_no_crossing_edges(text: str) -> None:
    svg = graph_svg(Col(text))
    centres, lines = _drawing(svg)
    assert len(centres) == Col(text).vertex_count and len(lines) == len(Col(text).edges)
    _readable(svg)


def test_what_is_left_of_a_grid_after_moves_stays_readable() -> None:
    seen = set()
    frontier = [Col("grid 3x3")]
    for _ in range(2):  # every position two moves in
        frontier = [o for p in frontier for o in p.left_options() + p.right_options()]
        for p in frontier:
            if p.text() not in seen:
                seen.add(p.text())
                _readable(graph_svg(p))
    assert len(seen) > 20
    # one move in: the rest of the grid keeps its rows and columns
    centres, lines = _drawing(graph_svg(Col("grid 3x3").left_options()[0]))
    assert all(x1 == x2 or y1 == y2 for (x1, y1), (x2, y2) in lines)
    assert len({x for x, _ in centres}) == len({y for _, y in centres}) == 3


def test_layout_units() -> None:
    assert graph_layout([0, 1, 2], [(0, 1), (1, 2)]) == {0: (0.0, 0.0), 1: (1.0, 0.0), 2: (2.0, 0.0)}
    where = graph_layout([0, 1, 2, 3, 4, 5], [(0, 1), (1, 2), (3, 4), (4, 5), (0, 3), (1, 4), (2, 5)])
    assert where == {0: (0.0, 0.0), 1: (1.0, 0.0), 2: (2.0, 0.0), 3: (0.0, 1.0), 4: (1.0, 1.0), 5: (2.0, 1.0)}
    # components side by side, one unit apart
    assert graph_layout([0, 1, 2], [(0, 1)]) == {0: (0.0, 0.0), 1: (1.0, 0.0), 2: (2.0, 0.0)}


# -- Hackenbush ------------------------------------------------------------------------------------------------

def _edges(svg: str) -> list[tuple[str, str]]:
    root = ET.fromstring(svg)
    return [(p.get("d"), p.get("stroke")) for p in root.iter(SVG + "path") if p.get("class") == "edge"]


def test_a_blue_and_a_red_edge_to_one_vertex_are_both_seen() -> None:
    edges = _edges(hackenbush_svg(Hackenbush("g-1:L g-1:R")))
    assert len(edges) == 2 and len({d for d, _ in edges}) == 2
    assert {c for _, c in edges} == {"#1f3b73", "#c0392b"}
    assert all(" Q " in d for d, _ in edges)  # both bow, one each side
    controls = [float(re.search(r" Q (\S+)", d).group(1)) for d, _ in edges]
    starts = [float(re.match(r"M (\S+)", d).group(1)) for d, _ in edges]
    assert (controls[0] - starts[0]) * (controls[1] - starts[1]) < 0


@pytest.mark.parametrize("picture", [
    "g-1:L g-1:R g-1:G", "g-1:L g-1:R g-1:G g-1:L", "g-1:L 1-2:R 1-2:L 2-1:G 2-2:G 2-2:R g-g:G g-g:L",
    "g-1:L g-2:R 1-2:G 1-2:G 2-1:L g-3:L 3-1:R 3-1:R 3-3:G", "LRGLR",
])
def test_no_two_edges_share_a_path(picture: str) -> None:
    position = Hackenbush(picture)
    edges = _edges(hackenbush_svg(position))
    assert len(edges) == len(position.picture)
    assert len({d for d, _ in edges}) == len(edges)
    colours = ("#1f3b73", "#c0392b", "#2e8b57")
    assert sorted(c for _, c in edges) == sorted(colours[c] for _, _, c in position.picture)


def test_an_odd_bundle_has_its_middle_edge_straight() -> None:
    ds = [d for d, _ in _edges(hackenbush_svg(Hackenbush("g-1:L g-1:R g-1:G")))]
    assert [(" L " in d, " Q " in d) for d in ds] == [(False, True), (True, False), (False, True)]
