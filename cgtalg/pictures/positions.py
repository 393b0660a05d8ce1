"""SVG pictures of ruleset positions (shown by notebooks through ``_repr_svg_``).

Plain SVG text, no dependencies: a grid board is a lattice of squares (missing
squares dark, stones as discs, amazons as letters), a strip is one row of
cells with its characters, a graph is drawn with its vertices on a circle,
coloured by who may still colour them, a Hackenbush picture as coloured edges
over the ground. Each function reads only the plain data a position exposes
(``rows()``, ``text()``, ``perms``/``alive``/``edges``, ``picture``), so this
module knows no ruleset: a position's ``svg()`` calls it.

Examples
--------
>>> from cgtalg.rulesets.domineering import Domineering
>>> svg = Domineering("..#|...")._repr_svg_()
>>> svg.startswith("<svg"), svg.count("<rect")
(True, 6)
"""

from __future__ import annotations

import math
from typing import Any
from xml.sax.saxutils import escape

from ..errors import InputTypeError

__all__ = ["grid_svg", "strip_svg", "graph_svg", "hackenbush_svg"]

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
                colour = "#1f3b73" if letter in "LT" else "#c0392b" if letter in "RF" else "#000"
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
    >>> from cgtalg.rulesets.clobber import Clobber
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
    >>> from cgtalg.rulesets.toads_and_frogs import ToadsAndFrogs
    >>> strip_svg(ToadsAndFrogs("T.F")).count("<text")
    2
    """
    _need(position, ("text",), "strip_svg draws a position with text(), such as ToadsAndFrogs('T.F')")
    row = position.text()
    return _head(max(len(row), 1) * _CELL, _CELL) + _cells([row]) + "</svg>"


def graph_svg(position: Any) -> str:
    """SVG of a graph position: vertices on a circle, blue/red when tinted.

    A vertex only Left may still colour is blue, one only Right may colour
    red, one either may colour white.

    Parameters
    ----------
    position : object
        A :class:`~cgtalg.rulesets.graph.GraphPosition` (it reads ``perms``,
        ``alive`` and ``edges``).

    Returns
    -------
    str
        An ``<svg>`` element.

    Raises
    ------
    InputTypeError
        If *position* lacks one of those attributes.

    Examples
    --------
    >>> from cgtalg.rulesets.snort import Snort
    >>> graph_svg(Snort("path 3")).count("<line"), graph_svg(Snort("path 3")).count("<circle")
    (2, 3)
    """
    _need(position, ("perms", "alive", "edges"), "graph_svg draws a graph position, such as Snort('path 3')")
    verts = [v for v in range(len(position.perms)) if position.alive >> v & 1]
    n = len(verts)
    size = 60 + 30 * max(n, 2)
    radius = size / 2 - 20
    where = {}
    for i, v in enumerate(verts):
        angle = 2 * math.pi * i / max(n, 1) - math.pi / 2
        where[v] = (size / 2 + radius * math.cos(angle), size / 2 + radius * math.sin(angle))
    out = [_head(int(size), int(size))]
    for u, v in position.edges:
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
    red or green.

    Parameters
    ----------
    position : object
        A :class:`~cgtalg.rulesets.hackenbush.Hackenbush` (it reads ``picture``).

    Returns
    -------
    str
        An ``<svg>`` element.

    Raises
    ------
    InputTypeError
        If *position* has no ``picture``.

    Examples
    --------
    >>> from cgtalg.rulesets.hackenbush import Hackenbush
    >>> hackenbush_svg(Hackenbush("LRG")).count("<line")
    4
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
    width = 60 + 50 * max([len(x) for x in layers.values()] + [1])
    height = 40 + 50 * (max(layers, default=0) + 1)
    where: dict[int, tuple[float, float] | None] = {0: None}
    for d, vs in layers.items():
        for i, v in enumerate(vs):
            where[v] = ((i + 1) * width / (len(vs) + 1), height - 20 - 50 * d)
    colours = ("#1f3b73", "#c0392b", "#2e8b57")
    out = [_head(int(width), int(height)), f'<line x1="0" y1="{height - 20}" x2="{width}" y2="{height - 20}" '
           'stroke="#333" stroke-width="3"/>']
    for u, v, c in edges:
        if u not in where or v not in where:
            continue
        wu, wv = where[u], where[v]
        p = wu if wu is not None else ((wv[0] if wv is not None else width / 2), height - 20)
        q = wv if wv is not None else ((wu[0] if wu is not None else width / 2), height - 20)
        out.append(f'<line x1="{p[0]:.1f}" y1="{p[1]:.1f}" x2="{q[0]:.1f}" y2="{q[1]:.1f}" '
                   f'stroke="{colours[c]}" stroke-width="3"/>')
    out.append("</svg>")
    return "".join(out)
