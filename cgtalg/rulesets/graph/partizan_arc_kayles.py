"""Partizan Arc Kayles: Arc Kayles on a graph whose edges are coloured blue, red or green.

**The rules.** A position is a simple graph with each edge blue (``L``, Left's),
red (``R``, Right's) or green (``G``, either player's). A move picks an edge
of one's own colour or a green one and deletes its two endpoints, with every
edge touching them. Whoever cannot move loses. With every edge green this is
Arc Kayles (:mod:`cgtalg.rulesets.graph.arc_kayles`).

This is CGSuite's ``game.graph.PartizanArcKayles``; no paper defining a
partizan Arc Kayles was found. The graph schema's keys carry colours on
vertices, not on edges, so the ruleset follows the position protocol
(:mod:`cgtalg.engine.position`) and is valued by :func:`cgtalg.value`: a
position is the sum of its connected components, each keyed by the
smallest breadth-first numbering of its vertices from any start.

Position text: edges ``u-v:C`` (vertices numbers, ``C`` one of ``L``,
``R``, ``G``), or a bare word of colours such as ``LLR``, a path whose edges
have those colours in order (CGSuite's ``"llr"``).

References
----------
CGSuite, ``game.graph.PartizanArcKayles`` and its tests (``"llr"`` is 1/2);
T. J. Schaefer, "On the complexity of some two-person perfect-information
games", *J. Comput. System Sci.* 16 (1978) (Arc Kayles).

Examples
--------
>>> from cgtalg import value
>>> [str(value(PartizanArcKayles(p))) for p in ("L", "LR", "LLR", "G", "0-1:L 1-2:R 2-0:G")]
['1', '*', '1/2', '*', '*']
"""

from __future__ import annotations

import re

from ...engine.position import Position
from ...errors import InputTypeError, InputValueError

__all__ = ["PartizanArcKayles"]

_COLOURS = "LRG"

#: A component's key: its vertex count and its edges ``(u, v, colour)`` in a breadth-first numbering.
_Code = tuple[int, tuple[tuple[int, int, int], ...]]


def _parse(text: object) -> list[tuple[int, int, int]]:
    if not isinstance(text, str):
        raise InputTypeError(f"a partizan Arc Kayles graph is a str such as '0-1:L 1-2:R' or 'LLR', "
                             f"not {type(text).__name__}")
    word = text.strip()
    if word and all(c in _COLOURS for c in word):
        return [(i, i + 1, _COLOURS.index(c)) for i, c in enumerate(word)]
    edges: dict[tuple[int, int], int] = {}
    for w in word.replace(",", " ").split():
        m = re.fullmatch(r"(\d+)-(\d+):(\S+)", w)
        if not m:
            raise InputValueError(f"cannot read {w!r} in a partizan Arc Kayles graph: write edges as u-v:C with "
                                  "numbered vertices and C one of L (blue), R (red), G (green), or a word such as LLR")
        u, v, c = int(m.group(1)), int(m.group(2)), m.group(3)
        if c not in ("L", "R", "G"):
            raise InputValueError(f"edge {w!r} has colour {c!r}: an edge is L (blue), R (red) or G (green)")
        if u == v:
            raise InputValueError(f"edge {w!r} is a loop: an edge joins two different vertices")
        pair = (min(u, v), max(u, v))
        if pair in edges:
            raise InputValueError(f"edge {pair[0]}-{pair[1]} is given twice: the graph is simple")
        edges[pair] = _COLOURS.index(c)
    return [(u, v, c) for (u, v), c in edges.items()]


def _components(edges: list[tuple[int, int, int]]) -> list[list[tuple[int, int, int]]]:
    """The edge lists of the connected components (isolated vertices have no edge and are dropped)."""
    parent: dict[int, int] = {}

    def find(x: int) -> int:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for u, v, _ in edges:
        parent[find(u)] = find(v)
    groups: dict[int, list[tuple[int, int, int]]] = {}
    for e in edges:
        groups.setdefault(find(e[0]), []).append(e)
    return list(groups.values())


def _code(edges: list[tuple[int, int, int]]) -> _Code:
    """The least breadth-first numbering of a connected component's edges, over every start vertex."""
    adj: dict[int, list[tuple[int, int]]] = {}
    for u, v, c in edges:
        adj.setdefault(u, []).append((c, v))
        adj.setdefault(v, []).append((c, u))
    best: tuple[tuple[int, int, int], ...] | None = None
    for start in adj:
        order = {start: 0}
        queue = [start]
        for x in queue:
            for _, y in sorted(adj[x], key=lambda cy: (cy[0], len(adj[cy[1]]))):
                if y not in order:
                    order[y] = len(order)
                    queue.append(y)
        drawn = tuple(sorted((min(order[u], order[v]), max(order[u], order[v]), c) for u, v, c in edges))
        if best is None or drawn < best:
            best = drawn
    return len(adj), best or ()


class PartizanArcKayles(Position):
    """A partizan Arc Kayles position: coloured edges ``u-v:C``, or a path ``"LRG..."``.

    Parameters
    ----------
    graph : str
        The graph's text (see the module docstring).

    Raises
    ------
    InputTypeError
        If *graph* is not a str.
    InputValueError
        On an unreadable edge, an unknown colour, a loop or a repeated edge.

    Examples
    --------
    >>> [p.text() for p in PartizanArcKayles("LLR").left_options()]
    ['2-3:R', '']
    >>> PartizanArcKayles("0-1:B")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: edge '0-1:B' has colour 'B': an edge is L (blue), R (red) or G (green)
    """

    __slots__ = ("edges", "_key")

    def __init__(self, graph: str) -> None:
        self._set(_parse(graph))

    def _set(self, edges: list[tuple[int, int, int]]) -> None:
        self.edges = edges
        self._key = tuple(sorted(_code(part) for part in _components(edges)))

    @classmethod
    def _trusted(cls, edges: list[tuple[int, int, int]]) -> "PartizanArcKayles":
        p = cls.__new__(cls)
        p._set(edges)
        return p

    def key(self) -> tuple[_Code, ...]:
        """The sorted codes of the connected components (see :meth:`Position.key`).

        Returns
        -------
        tuple

        Examples
        --------
        >>> PartizanArcKayles("0-1:L 1-2:R") == PartizanArcKayles("5-7:R 5-9:L")
        True
        """
        return self._key

    def _moves(self, banned: int) -> list["PartizanArcKayles"]:
        out = []
        for u, v, c in self.edges:
            if c != banned:
                out.append(self._trusted([e for e in self.edges if e[0] not in (u, v) and e[1] not in (u, v)]))
        return out

    def left_options(self) -> list["PartizanArcKayles"]:
        """Return the graphs after Left deletes the ends of a blue or green edge.

        Returns
        -------
        list of PartizanArcKayles

        Examples
        --------
        >>> [p.text() for p in PartizanArcKayles("0-1:G 1-2:R").left_options()]
        ['']
        """
        return self._moves(1)

    def right_options(self) -> list["PartizanArcKayles"]:
        """Return the graphs after Right deletes the ends of a red or green edge.

        Returns
        -------
        list of PartizanArcKayles

        Examples
        --------
        >>> [p.text() for p in PartizanArcKayles("0-1:G 1-2:R").right_options()]
        ['', '']
        """
        return self._moves(0)

    def components(self) -> list["PartizanArcKayles"]:
        """The connected components, each a position (the position is their sum).

        Returns
        -------
        list of PartizanArcKayles

        Examples
        --------
        >>> [p.text() for p in PartizanArcKayles("0-1:L 2-3:R").components()]
        ['0-1:L', '2-3:R']
        """
        return [self._trusted(part) for part in _components(self.edges)]

    @property
    def vertex_count(self) -> int:
        """The number of vertices that still have an edge.

        Returns
        -------
        int

        Examples
        --------
        >>> PartizanArcKayles("LLR").vertex_count
        4
        """
        return len({x for u, v, _ in self.edges for x in (u, v)})

    def text(self) -> str:
        """The position text, which the constructor reads back.

        Returns
        -------
        str

        Examples
        --------
        >>> PartizanArcKayles("LG").text()
        '0-1:L 1-2:G'
        """
        return " ".join(f"{u}-{v}:{_COLOURS[c]}" for u, v, c in self.edges)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text()!r})"
