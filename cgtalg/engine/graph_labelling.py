"""Canonical labelling of small vertex-coloured graphs: colour refinement plus individualisation.

Two vertex-coloured graphs get the same :func:`canonical_code` exactly when
they are isomorphic (by a bijection keeping colours). The graph schema
(:mod:`cgtalg.engine.graph`) keys Snort and Col components by it, so a
component's value is computed once per isomorphism class.

The method is the classical one (the individualisation-refinement scheme of
McKay's *nauty*, without its automorphism pruning):

1. **Colour refinement.** Start from the vertices grouped by colour, cells in
   order of colour. Repeatedly split each cell by how many neighbours its
   vertices have in every cell, groups in order of those counts, until no
   cell splits (an *equitable* ordered partition). Every step depends only
   on the graph and the current ordered partition, so it commutes with
   isomorphisms.
2. **Individualisation.** If a cell still holds several vertices, take the
   first such cell and, for each of its vertices ``v``, split ``v`` off in
   front of the rest and refine again. The leaves of this search tree are
   orderings of the vertices; the canonical code is the least code
   (:func:`pack`) among the leaves. Isomorphic graphs have the same set of
   leaf codes, so the least is an invariant, and it describes the graph
   fully, so it is complete.

Twins (two vertices of one colour whose neighbourhoods agree apart from each
other) are exchanged by an automorphism that fixes every other vertex, so only
one of them is individualised at a node, and a cell made only of twins (the
leaves of a star, a side of a complete bipartite graph) is split into
singletons in one step, in any order, since every order gives the same codes;
this keeps complete graphs, stars and complete bipartite graphs from blowing
up. Graphs with large symmetry groups
not made of twins (long cycles, hypercubes) still cost one leaf per
symmetry, which is fine for the component sizes a game search meets.

The walk over the search tree uses an explicit stack.

References
----------
B. D. McKay and A. Piperno, "Practical graph isomorphism, II", J. Symbolic
Comput. 60 (2014) 94-112 (individualisation-refinement); B. Weisfeiler and
A. Leman (1968), colour refinement.

Examples
--------
A path 0-1-2 numbered two ways gets one code:

>>> a = canonical_code(3, [0b010, 0b101, 0b010], [3, 3, 3])
>>> b = canonical_code(3, [0b110, 0b001, 0b001], [3, 3, 3])    # the middle vertex is 0 here
>>> a == b, a == canonical_code(3, [0b110, 0b101, 0b011], [3, 3, 3])   # a triangle differs
(True, False)
"""

from __future__ import annotations

from typing import Sequence

from ..errors import InputTypeError, InputValueError, describe

__all__ = ["canonical_code", "canonical_order", "check_coloured_graph"]


def _members(mask: int) -> list[int]:
    out = []
    while mask:
        b = mask & -mask
        mask ^= b
        out.append(b.bit_length() - 1)
    return out


def _popcount(x: int) -> int:
    """The number of set bits of *x* (below ``2**64``), by the branch-free SWAR sum.

    Compiled (C types in the .pxd) this is a few machine instructions, where
    ``int.bit_count`` would be a Python method call.

    Examples
    --------
    >>> [_popcount(x) for x in (0, 1, 0b1011, 2**63 + 1, 2**64 - 1)]
    [0, 1, 3, 2, 64]
    """
    x = x - ((x >> 1) & _M1)
    x = (x & _M2) + ((x >> 2) & _M2)
    x = (x + (x >> 4)) & _M4
    return ((x * _H01) >> 56) & 255


#: True when this module runs compiled: then bits are counted by _popcount on C words; in
#: pure Python int.bit_count and int.bit_length are quicker (one call each).
_COMPILED = not __file__.endswith(".py")

# The masks of _popcount (C constants when compiled: see the .pxd).
_M1 = 0x5555555555555555
_M2 = 0x3333333333333333
_M4 = 0x0F0F0F0F0F0F0F0F
_H01 = 0x0101010101010101


def refine(adj: Sequence[int], cells: list[int]) -> list[int]:
    """Refine an ordered partition (cells as vertex bitmasks) until it is equitable.

    Each cell is split by the vector of its vertices' neighbour counts in
    every cell, the parts in increasing order of that vector.

    The arguments are not checked (this is the graph schema's inner loop):
    masks must describe a graph of at most 63 vertices.

    Parameters
    ----------
    adj : sequence of int
        ``adj[v]`` is the bitmask of the neighbours of vertex ``v``.
    cells : list of int
        An ordered partition of the vertices, one bitmask per cell.

    Returns
    -------
    list of int
        The coarsest equitable ordered partition finer than *cells*.

    Examples
    --------
    >>> [bin(c) for c in refine([0b010, 0b101, 0b010], [0b111])]      # a path: ends, then the middle
    ['0b101', '0b10']
    """
    while True:
        new: list[int] = []
        short = len(cells) <= 10
        for cell in cells:
            if cell & (cell - 1) == 0:
                new.append(cell)
                continue
            # A vertex's signature: its neighbour counts in the cells, in order. With at most
            # 10 cells they are packed 6 bits each into one int, first cell highest (so ints
            # sort as the tuples would); else a tuple.
            groups: dict[int | tuple[int, ...], int] = {}
            rest = cell
            while rest:
                b = rest & -rest
                rest ^= b
                if _COMPILED:       # C words: _popcount is a few instructions
                    a = adj[_popcount(b - 1)]
                    if short:
                        packed = 0
                        for d in cells:
                            packed = (packed << 6) | _popcount(a & d)
                        sig: int | tuple[int, ...] = packed
                    else:
                        counts = []
                        for d in cells:
                            counts.append(_popcount(a & d))
                        sig = tuple(counts)
                else:               # Python ints: int.bit_count is one call
                    a = adj[b.bit_length() - 1]
                    if short:
                        packed = 0
                        for d in cells:
                            packed = (packed << 6) | (a & d).bit_count()
                        sig = packed
                    else:
                        sig = tuple([(a & d).bit_count() for d in cells])
                groups[sig] = groups.get(sig, 0) | b
            if len(groups) == 1:
                new.append(cell)
            else:
                for key in sorted(groups):
                    new.append(groups[key])
        if len(new) == len(cells):
            return new
        cells = new


def pack(order: Sequence[int], adj: Sequence[int], colours: Sequence[int]) -> int:
    """The code of the graph with vertex ``order[k]`` renamed ``k``.

    From the high bits down: the upper triangle of the adjacency matrix (row
    by row), then two bits of colour per vertex, then the vertex count in the
    low 6 bits. Colours must be below 4 and the graph have under 64 vertices.

    The arguments are not checked (this is the graph schema's inner loop).

    Parameters
    ----------
    order : sequence of int
        The vertices in their new order (a permutation of ``0 .. n - 1``).
    adj : sequence of int
        ``adj[v]`` is the bitmask of the neighbours of vertex ``v``.
    colours : sequence of int
        The colour of each vertex, each in ``0 .. 3``.

    Returns
    -------
    int
        The code; two renamings give the same code exactly when they draw the
        same coloured graph.

    Examples
    --------
    >>> code = pack([1, 0, 2], [0b010, 0b101, 0b010], [3, 3, 3])   # the middle vertex first: edges 0-1, 0-2
    >>> code == (((0b0_11 << 6) | 0b11_11_11) << 6) | 3
    True
    """
    n = len(order)
    if isinstance(order, range) and order.start == 0 and order.step == 1:
        new = adj           # numbered as given
    else:
        pos = [0] * len(adj)
        for k, v in enumerate(order):
            pos[v] = k
        new = [0] * n
        one = 1
        for v in order:
            m = adj[v]
            row = 0
            while m:
                b = m & -m
                m ^= b
                row |= one << pos[_popcount(b - 1) if _COMPILED else b.bit_length() - 1]
            new[pos[v]] = row
    bits = 0
    idx = 0
    for a in range(n):
        bits |= (new[a] >> (a + 1)) << idx
        idx += n - a - 1
    p = 0
    for k, v in enumerate(order):
        p |= colours[v] << (2 * k)
    return (((bits << (2 * n)) | p) << 6) | n


def canonical_order(n: int, adj: Sequence[int], colours: Sequence[int]) -> tuple[int, list[int]]:
    """Return ``(code, order)``: the least leaf code and the vertex order that gives it.

    The arguments are checked (:func:`check_coloured_graph`).

    Parameters
    ----------
    n : int
        The number of vertices, ``0 .. n - 1``.
    adj : sequence of int
        ``adj[v]`` is the bitmask of the neighbours of ``v`` (no loops).
    colours : sequence of int
        The colour of each vertex, each in ``0 .. 3``.

    Returns
    -------
    tuple
        The canonical code (see :func:`pack`) and an order with
        ``pack(order, adj, colours) == code``.

    Raises
    ------
    InputTypeError, InputValueError
        As :func:`check_coloured_graph`.

    Examples
    --------
    >>> canonical_order(2, [0b10, 0b01], [2, 1])                   # colour 1 comes first
    (1602, [1, 0])
    """
    check_coloured_graph(n, adj, colours)
    return _canonical_order(n, adj, colours)


def _canonical_order(n: int, adj: Sequence[int], colours: Sequence[int]) -> tuple[int, list[int]]:
    """:func:`canonical_order` without the checks (the graph schema's inner loop)."""
    if n == 0:
        return 0, []
    by_colour: dict[int, int] = {}
    for v in range(n):
        by_colour[colours[v]] = by_colour.get(colours[v], 0) | (1 << v)
    start = refine(adj, [by_colour[c] for c in sorted(by_colour)])
    best = -1
    best_order: list[int] = []
    stack = [start]
    while stack:
        cells = stack.pop()
        target = -1
        for i, cell in enumerate(cells):
            if cell & (cell - 1):
                target = i
                break
        if target < 0:
            order = [c.bit_length() - 1 for c in cells]
            code = pack(order, adj, colours)
            if best < 0 or code < best:
                best, best_order = code, order
            continue
        cell = cells[target]
        members = _members(cell)
        first = members[0]
        whole = True
        for v in members:
            if v != first and not _twins(adj, colours, first, v):
                whole = False
                break
        if whole:
            # A cell of twins: any order of them gives the same codes (exchanging two is an
            # automorphism fixing the rest), so it is split into singletons in one step.
            stack.append(refine(adj, cells[:target] + [1 << v for v in members] + cells[target + 1 :]))
            continue
        tried: list[int] = []
        for v in members:
            seen = False
            for u in tried:
                if _twins(adj, colours, u, v):
                    seen = True
                    break
            if seen:
                continue
            tried.append(v)
            bit = 1 << v
            stack.append(refine(adj, cells[:target] + [bit, cell ^ bit] + cells[target + 1 :]))
    return best, best_order


def _twins(adj: Sequence[int], colours: Sequence[int], u: int, v: int) -> bool:
    """True if swapping *u* and *v* (and nothing else) is an automorphism."""
    one = 1  # typed in the .pxd: shifts stay in 64 bits
    au = adj[u]
    av = adj[v]
    return colours[u] == colours[v] and au & ~(one << v) == av & ~(one << u)


def canonical_code(n: int, adj: Sequence[int], colours: Sequence[int]) -> int:
    """The canonical code of a vertex-coloured graph: equal exactly for isomorphic graphs.

    The arguments are checked (:func:`check_coloured_graph`): a colour
    outside ``0 .. 3`` would not fit the code's two bits a vertex, and two
    different graphs could then share a code. The graph schema calls the
    unchecked :func:`_canonical_code` for every component it meets.

    Parameters
    ----------
    n : int
        The number of vertices, ``0 .. n - 1`` (at most 63).
    adj : sequence of int
        ``adj[v]`` is the bitmask of the neighbours of ``v`` (no loops).
    colours : sequence of int
        The colour of each vertex, each in ``0 .. 3``.

    Returns
    -------
    int
        The least leaf code of :func:`canonical_order`.

    Examples
    --------
    >>> star = canonical_code(4, [0b1110, 0b0001, 0b0001, 0b0001], [3, 3, 3, 3])
    >>> star == canonical_code(4, [0b1000, 0b1000, 0b1000, 0b0111], [3, 3, 3, 3])
    True
    >>> canonical_code(2, [0b10, 0b01], [1, 4])
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: colour 4 of vertex 1: colours are 0 .. 3 (two bits a vertex in the code)
    """
    check_coloured_graph(n, adj, colours)
    return _canonical_order(n, adj, colours)[0]


def _canonical_code(n: int, adj: Sequence[int], colours: Sequence[int]) -> int:
    """:func:`canonical_code` without the checks: the graph schema's inner loop (its colours are permissions 1 .. 3)."""
    return _canonical_order(n, adj, colours)[0]


def check_coloured_graph(n: object, adj: object, colours: object) -> None:
    """Refuse what :func:`canonical_code` and :func:`canonical_order` cannot code.

    Parameters
    ----------
    n : int
        The number of vertices, ``0 .. 63``.
    adj : sequence of int
        ``n`` neighbour bitmasks: below ``2**n``, no loops, symmetric.
    colours : sequence of int
        ``n`` colours, each in ``0 .. 3``.

    Raises
    ------
    InputTypeError
        If *n*, a mask or a colour is not an int, or *adj* or *colours* is not a sequence.
    InputValueError
        If *n* is out of range, a sequence has the wrong length, a colour is
        not in ``0 .. 3``, or a mask names a missing vertex, a loop or a
        one-way edge.

    Examples
    --------
    >>> check_coloured_graph(2, [0b10, 0b01], [0, 3])
    >>> check_coloured_graph(2, [0b10, 0b00], [0, 3])
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: vertex 0 lists 1 as a neighbour but vertex 1 does not list 0
    """
    if type(n) is not int:
        raise InputTypeError(f"the vertex count is an int, not {type(n).__name__}")
    if not 0 <= n <= 63:
        raise InputValueError(f"a coloured graph has 0 .. 63 vertices, not {describe(n)}")
    for name, seq in (("adj", adj), ("colours", colours)):
        if not isinstance(seq, (list, tuple, range)):
            raise InputTypeError(f"{name} is a list of ints, not {type(seq).__name__}")
        if len(seq) != n:
            raise InputValueError(f"{name} has {len(seq)} entries for {n} vertices")
    for v in range(n):
        c = colours[v]  # type: ignore[index]
        if type(c) is not int:
            raise InputTypeError(f"colour of vertex {v} is an int, not {type(c).__name__}")
        if not 0 <= c <= 3:
            raise InputValueError(
                f"colour {describe(c)} of vertex {v}: colours are 0 .. 3 (two bits a vertex in the code)"
            )
        m = adj[v]  # type: ignore[index]
        if type(m) is not int:
            raise InputTypeError(f"neighbours of vertex {v} are an int bitmask, not {type(m).__name__}")
        if m < 0 or m >> n:
            raise InputValueError(f"neighbour mask {describe(m)} of vertex {v} names a vertex outside 0 .. {n - 1}")
        if m >> v & 1:
            raise InputValueError(f"vertex {v} is its own neighbour (a loop)")
    for v in range(n):
        m = adj[v]  # type: ignore[index]
        for u in range(n):
            if m >> u & 1 and not adj[u] >> v & 1:  # type: ignore[index]
                raise InputValueError(f"vertex {v} lists {u} as a neighbour but vertex {u} does not list {v}")
