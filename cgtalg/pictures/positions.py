"""SVG pictures of ruleset positions (shown by notebooks through ``_repr_svg_``).

Plain SVG text, no dependencies: a grid board is a lattice of squares (missing
squares dark, stones as discs, amazons as letters), a strip is one row of
cells with its characters, a board of hexagonal cells a parallelogram
of hexagons, a graph is drawn in a layout that suits each of
its components (a path on a line, a cycle as a polygon, a grid in rows and
columns, a tree in layers), its vertices coloured by who may still colour
them, a Hackenbush picture as coloured edges over the ground, each of
several edges between the same two vertices a curve of its own, a
strings-and-coins position as coins joined by strings, ground strings as
stubs. Each function reads only the plain data a position exposes
(``rows()``, ``text()``, ``cells()``, ``perms``/``alive``/``edges``, ``picture``,
``strings``), so this
module knows no ruleset: a position's ``svg()`` calls it.

Examples
--------
>>> from cgtalg.rulesets.grid.domineering import Domineering
>>> svg = Domineering("..#|...")._repr_svg_()
>>> svg.startswith("<svg"), svg.count("<rect")
(True, 6)
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any
from xml.sax.saxutils import escape

from ..errors import InputTypeError, InputValueError, check_int, check_ints, check_items, describe

__all__ = ["grid_svg", "strip_svg", "hex_svg", "graph_svg", "graph_layout", "hackenbush_svg", "strings_and_coins_svg"]

_CELL = 28

#: How each board character is drawn: (square fill, disc fill or None, letter or None).
_LOOK = {
    ".": ("#f4f1e8", None, None),
    "#": ("#555555", None, None),
    "x": ("#f4f1e8", "#1f3b73", None),
    "o": ("#f4f1e8", "#c0392b", None),
    "L": ("#f4f1e8", None, "L"),
    "R": ("#f4f1e8", None, "R"),
    "T": ("#f4f1e8", None, "T"),
    "F": ("#f4f1e8", None, "F"),
    "l": ("#f4f1e8", None, "l"),
    "r": ("#f4f1e8", None, "r"),
    "G": ("#2e8b57", None, None),
}


def _need(position: Any, attrs: tuple[str, ...], what: str) -> None:
    """Refuse a *position* without the attributes a drawing reads (instead of an AttributeError inside)."""
    missing = [a for a in attrs if not hasattr(position, a)]
    if missing:
        raise InputTypeError(f"{what}; a {type(position).__name__} has no {', '.join(missing)}")


def _head(width: int, height: int) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}">')


def _cells(rows: list[str]) -> str:
    out = []
    for r, line in enumerate(rows):
        for c, ch in enumerate(line):
            fill, disc, letter = _LOOK.get(ch, ("#ffffff", None, ch))
            x, y = c * _CELL, r * _CELL
            out.append(f'<rect x="{x}" y="{y}" width="{_CELL}" height="{_CELL}" fill="{fill}" stroke="#333"/>')
            if disc:
                out.append(f'<circle cx="{x + _CELL / 2}" cy="{y + _CELL / 2}" r="{_CELL * 0.36}" fill="{disc}"/>')
            if letter:
                colour = "#1f3b73" if letter in "LTl" else "#c0392b" if letter in "RFr" else "#000"
                out.append(f'<text x="{x + _CELL / 2}" y="{y + _CELL * 0.7}" font-size="{_CELL * 0.6}" '
                           f'text-anchor="middle" fill="{colour}">{escape(letter)}</text>')
    return "".join(out)


def grid_svg(position: Any) -> str:
    """SVG of a grid position (anything with ``rows()`` giving one string per row).

    Each cell is a square: ``#`` dark, ``x``/``o`` blue and red discs, letters
    (``L``, ``R``, ...) written in the square.

    Parameters
    ----------
    position : object
        A :class:`~cgtalg.rulesets.grid.GridPosition`, or anything whose
        ``rows()`` returns the board as equally long strings.

    Returns
    -------
    str
        An ``<svg>`` element, 28 pixels a cell.

    Raises
    ------
    InputTypeError
        If *position* has no ``rows`` method.

    Examples
    --------
    >>> from cgtalg.rulesets.grid.clobber import Clobber
    >>> grid_svg(Clobber("xo")).count("<circle")
    2
    >>> grid_svg("xo")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: grid_svg draws a position with rows(), such as Clobber('xo'); a str has no rows
    """
    _need(position, ("rows",), "grid_svg draws a position with rows(), such as Clobber('xo')")
    rows = position.rows()
    h = len(rows)
    w = len(rows[0]) if rows else 0
    return _head(max(w, 1) * _CELL, max(h, 1) * _CELL) + _cells(rows) + "</svg>"


def strip_svg(position: Any) -> str:
    """SVG of a strip position (anything with ``text()``).

    Parameters
    ----------
    position : object
        A :class:`~cgtalg.rulesets.strip.StripPosition`, or anything whose
        ``text()`` returns the row as a string.

    Returns
    -------
    str
        An ``<svg>`` element: one row of squares with the cells' characters.

    Raises
    ------
    InputTypeError
        If *position* has no ``text`` method.

    Examples
    --------
    >>> from cgtalg.rulesets.strip.toads_and_frogs import ToadsAndFrogs
    >>> strip_svg(ToadsAndFrogs("T.F")).count("<text")
    2
    """
    _need(position, ("text",), "strip_svg draws a position with text(), such as ToadsAndFrogs('T.F')")
    row = position.text()
    return _head(max(len(row), 1) * _CELL, _CELL) + _cells([row]) + "</svg>"


def hex_svg(position: Any) -> str:
    """SVG of a board of hexagonal cells in axial rows (anything with ``cells()`` giving rows of herds).

    Cell ``(r, c)`` is a hexagon whose neighbours are ``(r, c +- 1)``,
    ``(r - 1, c)``, ``(r - 1, c + 1)``, ``(r + 1, c)`` and ``(r + 1, c - 1)``,
    so each row is drawn half a cell to the right of the one above and the
    board is a parallelogram. A cell is 0 (empty, pale), None (no cell, left
    out) or a signed count: a positive one a blue hexagon (Left's), a
    negative one a red hexagon (Right's), the count written in it.

    Parameters
    ----------
    position : object
        A :class:`~cgtalg.rulesets.grid.sheep.Sheep` board, or anything whose
        ``cells()`` returns equally long rows of ints and None.

    Returns
    -------
    str
        An ``<svg>`` element, hexagons 32 pixels wide.

    Raises
    ------
    InputTypeError
        If *position* has no ``cells`` method.

    Examples
    --------
    >>> from cgtalg.rulesets.grid.sheep import Sheep
    >>> svg = hex_svg(Sheep("x3.#|..o2"))
    >>> svg.count("<polygon"), svg.count("<text")
    (5, 2)
    """
    _need(position, ("cells",), "hex_svg draws a position with cells(), such as Sheep('x3..|..o2')")
    rows = position.cells()
    h = len(rows)
    w = len(rows[0]) if rows else 0
    half = _HEX / 2  # half a hexagon's width
    side = _HEX / math.sqrt(3)  # a hexagon's side: centre to corner
    width = max(1, int(math.ceil(_HEX * w + half * max(h - 1, 0) + 4)))
    height = max(1, int(math.ceil(1.5 * side * max(h - 1, 0) + 2 * side + 4)))
    out = []
    for r, row in enumerate(rows):
        for c, herd in enumerate(row):
            if herd is None:
                continue
            x = 2 + half + _HEX * c + half * r
            y = 2 + side + 1.5 * side * r
            corners = " ".join(f"{x + side * math.cos(math.radians(30 + 60 * k)):.1f},"
                               f"{y + side * math.sin(math.radians(30 + 60 * k)):.1f}" for k in range(6))
            fill = "#f4f1e8" if herd == 0 else "#1f3b73" if herd > 0 else "#c0392b"
            out.append(f'<polygon points="{corners}" fill="{fill}" stroke="#333"/>')
            if herd:
                out.append(f'<text x="{x:.1f}" y="{y + _HEX * 0.2:.1f}" font-size="{_HEX * 0.5:.0f}" '
                           f'text-anchor="middle" fill="#fff">{abs(herd)}</text>')
    return _head(width, height) + "".join(out) + "</svg>"


#: The width of a hexagon of :func:`hex_svg`, in pixels.
_HEX = 32


#: Pixels between two adjacent vertices of a graph drawing (the unit of the layouts).
_UNIT = 40

#: How many placements the search for a drawing on the square lattice may try.
_LATTICE_BUDGET = 4000


def graph_layout(vertices: list[int], edges: list[tuple[int, int]]) -> dict[int, tuple[float, float]]:
    """Where a drawing puts each vertex of a graph: each component in a layout that suits its shape.

    Components are laid side by side from left to right, one unit apart,
    each in its own layout (neighbours one unit apart):

    * a path on a horizontal line;
    * a cycle as a regular polygon;
    * a grid graph (``grid RxC``) in its rows and columns;
    * a star with its leaves around the centre;
    * any other tree in layers below a centre vertex, subtrees side by side;
    * any other graph that fits on the square lattice with every edge one
      unit long (what is left of a grid after a few moves) on that lattice,
      found by a search of bounded size;
    * anything else on a circle, in depth-first order.

    None of the first six has two edges that cross.

    Parameters
    ----------
    vertices : list of int
        The vertices to draw.
    edges : list of (int, int)
        The edges, between vertices of *vertices*.

    Returns
    -------
    dict of int to (float, float)
        ``(x, y)`` of each vertex in units, ``y`` growing downwards, the
        least ``x`` and ``y`` 0.

    Examples
    --------
    >>> graph_layout([0, 1, 2], [(0, 1), (1, 2)])
    {0: (0.0, 0.0), 1: (1.0, 0.0), 2: (2.0, 0.0)}
    >>> grid = graph_layout(list(range(4)), [(0, 1), (2, 3), (0, 2), (1, 3)])   # a square
    >>> sorted(set(grid.values()))
    [(0.0, 0.0), (0.0, 1.0), (1.0, 0.0), (1.0, 1.0)]
    """
    vertices = [check_int(v, "a vertex") for v in check_items(vertices, "vertices")]
    adj: dict[int, set[int]] = {v: set() for v in vertices}
    for edge in check_items(edges, "edges"):
        pair = check_items(edge, "an edge")
        if len(pair) != 2:
            raise InputValueError(f"an edge is a pair of vertices (u, v), not {describe(edge)}")
        u, v = (check_int(w, "an edge's vertex") for w in pair)
        if u not in adj or v not in adj:
            raise InputValueError(f"the edge {describe(edge)} joins a vertex that is not among the vertices")
        adj[u].add(v)
        adj[v].add(u)
    where: dict[int, tuple[float, float]] = {}
    left = 0.0
    for comp in _components(vertices, adj):
        part = _component_layout(comp, adj)
        width = max(x for x, _ in part.values())
        for v, (x, y) in part.items():
            where[v] = (x + left, y)
        left += width + 1
    return where


def _components(vertices: list[int], adj: dict[int, set[int]]) -> list[list[int]]:
    """The connected components, each in breadth-first order from its least vertex."""
    seen: set[int] = set()
    out = []
    for root in vertices:
        if root in seen:
            continue
        seen.add(root)
        comp, i = [root], 0
        while i < len(comp):
            for w in sorted(adj[comp[i]]):
                if w not in seen:
                    seen.add(w)
                    comp.append(w)
            i += 1
        out.append(comp)
    return out


def _normalised(part: dict[int, tuple[float, float]]) -> dict[int, tuple[float, float]]:
    x0 = min(x for x, _ in part.values())
    y0 = min(y for _, y in part.values())
    return {v: (round(x - x0, 9) + 0.0, round(y - y0, 9) + 0.0) for v, (x, y) in part.items()}


def _component_layout(comp: list[int], adj: dict[int, set[int]]) -> dict[int, tuple[float, float]]:
    """The layout of one connected component (see :func:`graph_layout`), in units."""
    n = len(comp)
    m = sum(len(adj[v]) for v in comp) // 2
    degrees = sorted(len(adj[v]) for v in comp)
    if n == 1:
        return {comp[0]: (0.0, 0.0)}
    if m == n - 1 and degrees[-1] <= 2:  # a path, from one end
        order = _walk(min(v for v in comp if len(adj[v]) == 1), adj, n)
        return {v: (float(i), 0.0) for i, v in enumerate(order)}
    if m == n and degrees[0] == degrees[-1] == 2:  # a cycle: a regular polygon of sides 1, flat at the bottom
        order = _walk(min(comp), adj, n)
        radius = 1 / (2 * math.sin(math.pi / n))
        start = math.pi / 2 + math.pi / n
        return _normalised({v: (radius * math.cos(start + 2 * math.pi * i / n),
                                radius * math.sin(start + 2 * math.pi * i / n)) for i, v in enumerate(order)})
    grid = _grid_cells(comp, adj, m)
    if grid is not None:
        return grid
    if m == n - 1 and degrees[-2] == 1:  # a star: the leaves around the centre
        centre = max(comp, key=lambda v: len(adj[v]))
        leaves = sorted(adj[centre])
        radius = max(1.0, len(leaves) / (2 * math.pi))
        part = {centre: (0.0, 0.0)}
        for i, v in enumerate(leaves):
            angle = -math.pi / 2 + 2 * math.pi * i / len(leaves)
            part[v] = (radius * math.cos(angle), radius * math.sin(angle))
        return _normalised(part)
    if m == n - 1:
        return _tree_layers(comp, adj)
    lattice = _lattice(comp, adj)
    if lattice is not None:
        return lattice
    order = _depth_first(comp[0], adj)
    radius = max(1.0, n / (2 * math.pi))
    return _normalised({v: (radius * math.cos(2 * math.pi * i / n - math.pi / 2),
                            radius * math.sin(2 * math.pi * i / n - math.pi / 2)) for i, v in enumerate(order)})


def _walk(start: int, adj: dict[int, set[int]], n: int) -> list[int]:
    """The vertices of a path from its end *start*, or of a cycle from *start* (one way round)."""
    order = [start]
    seen = {start}
    while len(order) < n:
        step = min(w for w in adj[order[-1]] if w not in seen)
        order.append(step)
        seen.add(step)
    return order


def _depth_first(root: int, adj: dict[int, set[int]]) -> list[int]:
    """The vertices of *root*'s component in depth-first order (an explicit stack)."""
    order, seen, stack = [], set(), [root]
    while stack:
        v = stack.pop()
        if v in seen:
            continue
        seen.add(v)
        order.append(v)
        stack.extend(sorted(adj[v] - seen, reverse=True))
    return order


def _distances(root: int, adj: dict[int, set[int]]) -> dict[int, int]:
    dist = {root: 0}
    queue = [root]
    for v in queue:
        for w in adj[v]:
            if w not in dist:
                dist[w] = dist[v] + 1
                queue.append(w)
    return dist


def _grid_cells(comp: list[int], adj: dict[int, set[int]], m: int) -> dict[int, tuple[float, float]] | None:
    """``(column, row)`` of each vertex if the component is an R x C grid graph (R, C >= 2), else None.

    In a grid the four corners are the vertices of degree 2; from the least
    corner ``a`` and the corner ``b`` at the end of its row (the side
    through ``a``'s least neighbour, ``C - 1`` steps long), a vertex's
    distances ``d_a = r + c`` and ``d_b = r + C - 1 - c`` give its row and
    column. The cells found are checked: distinct, inside the R x C
    rectangle, every edge one step.
    """
    n = len(comp)
    corners = [v for v in comp if len(adj[v]) == 2]
    if len(corners) != 4 or any(len(adj[v]) > 4 for v in comp):
        return None
    a = min(corners)
    from_a = _distances(a, adj)
    sides = sorted((c for c in corners if c != a), key=lambda c: (from_a[c], c))[:2]  # not the opposite corner
    # the row runs from a through its least neighbour (so 'grid RxC', numbered row by row, has rows of C)
    first = min(adj[a])
    distances = {c: _distances(c, adj) for c in sides}
    along = [c for c in sides if from_a[first] + distances[c][first] == from_a[c]]
    b = along[0] if along else sides[0]
    cols = from_a[b] + 1
    if n % cols:
        return None
    rows = n // cols
    if m != rows * (cols - 1) + cols * (rows - 1):
        return None
    from_b = distances[b]
    cells: dict[int, tuple[int, int]] = {}
    for v in comp:
        twice_c = from_a[v] - from_b[v] + cols - 1
        if twice_c % 2:
            return None
        c = twice_c // 2
        r = from_a[v] - c
        if not (0 <= c < cols and 0 <= r < rows):
            return None
        cells[v] = (c, r)
    if len(set(cells.values())) != n:
        return None
    for v in comp:
        for w in adj[v]:
            if abs(cells[v][0] - cells[w][0]) + abs(cells[v][1] - cells[w][1]) != 1:
                return None
    return {v: (float(c), float(r)) for v, (c, r) in cells.items()}


def _tree_layers(comp: list[int], adj: dict[int, set[int]]) -> dict[int, tuple[float, float]]:
    """A tree in layers below its centre: each leaf one column, each parent above the middle of its children."""
    ends = [v for v in comp if len(adj[v]) == 1]
    far = _distances(ends[0], adj)
    u = max(comp, key=lambda v: (far[v], -v))
    from_u = _distances(u, adj)
    w = max(comp, key=lambda v: (from_u[v], -v))
    from_w = _distances(w, adj)
    root = min(comp, key=lambda v: (max(from_u[v], from_w[v]), v))  # a centre: the tree is shallowest from it
    depth = _distances(root, adj)
    children = {v: sorted(x for x in adj[v] if depth[x] == depth[v] + 1) for v in comp}
    x: dict[int, float] = {}
    column = 0
    # post-order with an explicit stack: leaves take the next column, parents the middle of their children
    stack: list[tuple[int, bool]] = [(root, False)]
    while stack:
        v, done = stack.pop()
        if not children[v]:
            x[v] = float(column)
            column += 1
        elif done:
            x[v] = (x[children[v][0]] + x[children[v][-1]]) / 2
        else:
            stack.append((v, True))
            stack.extend((c, False) for c in reversed(children[v]))
    return {v: (x[v], float(depth[v])) for v in comp}


def _lattice(comp: list[int], adj: dict[int, set[int]]) -> dict[int, tuple[float, float]] | None:
    """Lattice points for the component with every edge one unit long, or None (none found in the budget).

    The vertices are placed in breadth-first order, each next to its
    placed neighbours; a dead end takes back the last placement. Edges one
    unit long between distinct lattice points never cross.
    """
    if any(len(adj[v]) > 4 for v in comp):
        return None
    dist = _distances(comp[0], adj)
    order = sorted(comp, key=lambda v: (dist[v], v))
    at: dict[int, tuple[int, int]] = {order[0]: (0, 0)}
    taken = {(0, 0)}
    steps = ((1, 0), (0, 1), (-1, 0), (0, -1))
    tries = 0

    def choices(v: int) -> list[tuple[int, int]]:
        placed = [at[w] for w in adj[v] if w in at]
        x0, y0 = placed[0]
        return [(x0 + dx, y0 + dy) for dx, dy in steps
                if (x0 + dx, y0 + dy) not in taken
                and all(abs(x0 + dx - px) + abs(y0 + dy - py) == 1 for px, py in placed)]

    pending = [choices(order[1])] if len(order) > 1 else []
    while 0 < len(pending) < len(order):
        i = len(pending)  # order[i] is the vertex to place, pending[-1] its remaining choices
        if not pending[-1]:
            pending.pop()
            if pending:
                taken.discard(at.pop(order[i - 1]))
            continue
        tries += 1
        if tries > _LATTICE_BUDGET:
            return None
        spot = pending[-1].pop(0)
        at[order[i]] = spot
        taken.add(spot)
        if i + 1 == len(order):
            break
        pending.append(choices(order[i + 1]))
    if len(at) != len(order):
        return None
    return _normalised({v: (float(px), float(py)) for v, (px, py) in at.items()})


def graph_svg(position: Any) -> str:
    """SVG of a graph position, laid out by its shape (:func:`graph_layout`), blue/red when tinted.

    A vertex only Left may still colour is blue, one only Right may colour
    red, one either may colour white. Paths are drawn on a line, cycles as
    polygons, grid graphs in rows and columns, stars and other trees
    without crossing edges.

    Parameters
    ----------
    position : object
        A :class:`~cgtalg.rulesets.graph.GraphPosition` (it reads ``perms``,
        ``alive`` and ``edges``).

    Returns
    -------
    str
        An ``<svg>`` element: an edge is a ``<line>``, a vertex a ``<circle>``.

    Raises
    ------
    InputTypeError
        If *position* lacks one of those attributes.

    Examples
    --------
    >>> from cgtalg.rulesets.graph.snort import Snort
    >>> graph_svg(Snort("path 3")).count("<line"), graph_svg(Snort("path 3")).count("<circle")
    (2, 3)
    """
    _need(position, ("perms", "alive", "edges"), "graph_svg draws a graph position, such as Snort('path 3')")
    verts = [v for v in range(len(position.perms)) if position.alive >> v & 1]
    edges = [(u, v) for u, v in position.edges]
    layout = graph_layout(verts, edges)
    margin = 20
    where = {v: (margin + _UNIT * x, margin + _UNIT * y) for v, (x, y) in layout.items()}
    width = 2 * margin + _UNIT * max([x for x, _ in layout.values()] + [0.0])
    height = 2 * margin + _UNIT * max([y for _, y in layout.values()] + [0.0])
    out = [_head(int(math.ceil(width)), int(math.ceil(height)))]
    for u, v in edges:
        (x1, y1), (x2, y2) = where[u], where[v]
        out.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="#333"/>')
    colours = {3: "#ffffff", 1: "#1f3b73", 2: "#c0392b"}
    for v in verts:
        x, y = where[v]
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="9" fill="{colours[position.perms[v]]}" stroke="#333"/>')
    out.append("</svg>")
    return "".join(out)


def hackenbush_svg(position: Any) -> str:
    """SVG of a Hackenbush picture: the ground as a line, vertices in layers above it.

    A vertex's layer is its distance from the ground; edges are drawn blue,
    red or green, each one its own curve: one edge between two vertices is
    straight, several bow out side by side (the middle one of an odd number
    straight), and a loop is a petal above its vertex (or above the ground),
    each loop at a vertex larger than the one before. Edges that no longer
    reach the ground are not drawn.

    Parameters
    ----------
    position : object
        A :class:`~cgtalg.rulesets.graph.hackenbush.Hackenbush` (it reads ``picture``).

    Returns
    -------
    str
        An ``<svg>`` element: the ground a ``<line>``, every edge a
        ``<path class="edge">``, every vertex above the ground a small disc.

    Raises
    ------
    InputTypeError
        If *position* has no ``picture``.

    Examples
    --------
    >>> from cgtalg.rulesets.graph.hackenbush import Hackenbush
    >>> hackenbush_svg(Hackenbush("LRG")).count('class="edge"')
    3
    >>> svg = hackenbush_svg(Hackenbush("g-1:L g-1:R"))   # a blue and a red edge, side by side
    >>> svg.count('class="edge"'), svg.count(" Q ")
    (2, 2)
    """
    _need(position, ("picture",), "hackenbush_svg draws a Hackenbush picture, such as Hackenbush('LRG')")
    edges = position.picture
    depth = {0: 0}
    changed = True
    while changed:
        changed = False
        for u, v, _ in edges:
            for a, b in ((u, v), (v, u)):
                if a in depth and (b not in depth or depth[b] > depth[a] + 1):
                    depth[b] = depth[a] + 1
                    changed = True
    layers: dict[int, list[int]] = {}
    for v, d in sorted(depth.items()):
        if v:
            layers.setdefault(d, []).append(v)
    ground_loops = sum(1 for u, v, _ in edges if u == v == 0)
    width = 60 + 50 * max([len(x) for x in layers.values()] + [1]) + 40 * ground_loops
    height = 40 + 50 * (max(layers, default=0) + 1)
    base = height - 20
    where: dict[int, tuple[float, float]] = {}
    for d, vs in layers.items():
        for i, v in enumerate(vs):
            where[v] = ((i + 1) * (width - 40 * ground_loops) / (len(vs) + 1), base - 50 * d)
    colours = ("#1f3b73", "#c0392b", "#2e8b57")
    out = [_head(int(width), int(height)),
           f'<line x1="0" y1="{base}" x2="{width}" y2="{base}" stroke="#333" stroke-width="3"/>']
    standing = [(u, v, c) for u, v, c in edges if u in depth and v in depth]  # the rest has fallen
    between = Counter((min(u, v), max(u, v)) for u, v, _ in standing)
    seen: Counter[tuple[int, int]] = Counter()
    for u, v, c in standing:
        pair = (min(u, v), max(u, v))
        k = seen[pair]
        seen[pair] += 1
        if u == v:
            at = where[u] if u else (width - 40 * ground_loops + 20 + 40 * k, base)
            path = _petal(at, k if u else 0)
        else:
            path = _edge_curve(_end(where, u, v, base), _end(where, v, u, base), k - (between[pair] - 1) / 2)
        out.append(f'<path d="{path}" fill="none" stroke="{colours[c]}" stroke-width="3" '
                   'stroke-linecap="round" class="edge"/>')
    for v, (x, y) in where.items():
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="#333"/>')
    out.append("</svg>")
    return "".join(out)


def _end(where: dict[int, tuple[float, float]], v: int, other: int, base: float) -> tuple[float, float]:
    """Where an edge from *v* to *other* ends at *v*: the vertex, or the ground straight under *other*."""
    if v:
        return where[v]
    return (where[other][0], base) if other else (0.0, base)


def _edge_curve(p: tuple[float, float], q: tuple[float, float], place: float) -> str:
    """The path of an edge from *p* to *q* at *place* among the edges between them.

    The edges between two points have places ``-(m - 1)/2, ..., (m - 1)/2``:
    place 0 (the middle one of an odd number) is straight, place ``s`` bows
    ``20 * s`` pixels to the left of the way from *p* to *q* at its middle (a
    quadratic Bezier curve whose control point is twice as far), so no two
    edges between the same points share a path.
    """
    (x1, y1), (x2, y2) = p, q
    if place == 0:
        return f"M {x1:.1f} {y1:.1f} L {x2:.1f} {y2:.1f}"
    length = math.hypot(x2 - x1, y2 - y1) or 1.0
    nx, ny = (y1 - y2) / length, (x2 - x1) / length  # a unit normal
    bow = 20 * place
    cx, cy = (x1 + x2) / 2 + 2 * bow * nx, (y1 + y2) / 2 + 2 * bow * ny
    return f"M {x1:.1f} {y1:.1f} Q {cx:.1f} {cy:.1f} {x2:.1f} {y2:.1f}"


def _petal(at: tuple[float, float], k: int) -> str:
    """The path of the *k*-th loop at a vertex: a petal above it, each one larger."""
    x, y = at
    reach, spread = 22 + 10 * k, 12 + 4 * k
    return (f"M {x:.1f} {y:.1f} C {x - spread:.1f} {y - reach:.1f} {x + spread:.1f} {y - reach:.1f} "
            f"{x:.1f} {y:.1f}")


def strings_and_coins_svg(position: Any) -> str:
    """SVG of a strings-and-coins position: coins as gold discs, strings as lines, the ground as short bars.

    The coins are laid out by :func:`graph_layout` of the strings between
    them (several strings between two coins bow out side by side). A string
    to the ground is a short stub pointing away from the middle of its
    coin's component (straight down for a lone coin), several at one coin
    fanned out, each ending in a bar: the ground.

    Parameters
    ----------
    position : object
        A :class:`~cgtalg.rulesets.graph.nimstring.Nimstring` (it reads
        ``strings``: pairs of coins, ``-1`` for the ground).

    Returns
    -------
    str
        An ``<svg>`` element: each string a ``<path class="string">``, each
        coin a ``<circle>``.

    Raises
    ------
    InputTypeError
        If *position* has no ``strings``.

    Examples
    --------
    >>> from cgtalg.rulesets.graph.nimstring import Nimstring
    >>> svg = strings_and_coins_svg(Nimstring("chain 2"))
    >>> svg.count('class="string"'), svg.count("<circle")
    (3, 2)
    """
    _need(position, ("strings",), "strings_and_coins_svg draws a strings-and-coins position, such as "
                                  "Nimstring('chain 3')")
    strings = list(position.strings)
    coins = sorted({e for s in strings for e in s if e >= 0})
    joined = sorted({(a, b) for a, b in strings if b >= 0})
    layout = graph_layout(coins, joined)
    margin = 45
    where = {c: (margin + _UNIT * x, margin + _UNIT * y) for c, (x, y) in layout.items()}
    width = 2 * margin + _UNIT * max([x for x, _ in layout.values()] + [0.0])
    height = 2 * margin + _UNIT * max([y for _, y in layout.values()] + [0.0])
    centre: dict[int, tuple[float, float]] = {}
    parent = {c: c for c in coins}

    def root(c: int) -> int:
        while parent[c] != c:
            c = parent[c]
        return c

    for a, b in joined:
        parent[root(a)] = root(b)
    members: dict[int, list[int]] = {}
    for c in coins:
        members.setdefault(root(c), []).append(c)
    for group in members.values():
        mx = sum(where[c][0] for c in group) / len(group)
        my = sum(where[c][1] for c in group) / len(group)
        for c in group:
            centre[c] = (mx, my)
    out = [_head(int(math.ceil(width)), int(math.ceil(height)))]
    look = 'fill="none" stroke="#333" stroke-width="2" stroke-linecap="round" class="string"'
    between = Counter(s for s in strings if s[1] >= 0)
    seen: Counter[tuple[int, int]] = Counter()
    grounds = Counter(a for a, b in strings if b < 0)
    for a, b in strings:
        k = seen[(a, b)]
        seen[(a, b)] += 1
        if b >= 0:
            out.append(f'<path d="{_edge_curve(where[a], where[b], k - (between[(a, b)] - 1) / 2)}" {look}/>')
            continue
        (x, y), (mx, my) = where[a], centre[a]
        angle = math.atan2(y - my, x - mx) if (x, y) != (mx, my) else math.pi / 2
        angle += 0.5 * (k - (grounds[a] - 1) / 2)
        ex, ey = x + 30 * math.cos(angle), y + 30 * math.sin(angle)
        bx, by = 7 * math.sin(angle), -7 * math.cos(angle)
        out.append(f'<path d="M {x:.1f} {y:.1f} L {ex:.1f} {ey:.1f} M {ex - bx:.1f} {ey - by:.1f} '
                   f'L {ex + bx:.1f} {ey + by:.1f}" {look}/>')
    for c in coins:
        x, y = where[c]
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="9" fill="#d4a017" stroke="#333"/>')
    out.append("</svg>")
    return "".join(out)
