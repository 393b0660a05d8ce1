"""The graph kernel: vertex-colouring games on graphs with permissions (the schema of Snort and Col).

A position is a simple graph whose vertices each carry a *permission*: who
may still colour it (``LR`` both players, ``L`` Left only, ``R`` Right only).
Colouring a vertex removes it and takes a permission away from its
neighbours (:attr:`VertexColouringRules.neighbour_loses`: in Snort the
opponent's, in Col the mover's own); a vertex nobody may colour any more is
removed. So a position stays small: the uncoloured vertices, their edges and
their permissions (the *tints* of the literature).

The kernel splits a graph into connected components and gives each a signed
canonical code; its invariant is that two components get the same code
exactly when they are isomorphic with their permissions, and a component
and its colour swap (L and R exchanged, which negates the value) get
opposite codes. Paths, cycles and stars are coded from their permissions
read along the line or leaves first (:mod:`cgtalg.engine.graph_words`, which
also makes their moves on those words); any other component is numbered by
the general labelling (:mod:`cgtalg.engine.graph_labelling`: colour
refinement and individualisation), and only one vertex of each twin class
is coloured (:func:`twin_representatives`). A code packs the vertex count,
two permission bits per vertex and the upper triangle of the adjacency
matrix into one int.

Position text: a family ``path N``, ``cycle N``, ``star N`` (a centre and N
leaves), ``complete N``, ``grid RxC``, or explicit edges ``0-1 1-2`` with an
optional vertex count ``v=5`` and tints ``3:L`` (only Left may colour vertex
3) or ``3:R``. Several families or edge lists joined by ``+`` are a
disjoint union.

References
----------
Winning Ways, chapter 2 (Col and Snort); Lessons in Play, section 2.x and
chapter 5 (Col values are numbers and numbers plus star); Siegel,
*Combinatorial Game Theory*, chapter I.1.

Examples
--------
>>> from cgtalg.rulesets.graph.snort import Snort
>>> g = Snort("path 3")
>>> g.vertex_count, g.edges
(3, [(0, 1), (1, 2)])
>>> Snort("0-1 1-5 v=4")
Traceback (most recent call last):
...
cgtalg.errors.InputValueError: edge 1-5 names vertex 5, but the graph has vertices 0..3 (v=4)
"""

from __future__ import annotations

import re
from typing import Sequence

from ..core.cache import BoundedCache
from ..core.game import Game
from ..errors import InputTypeError, InputValueError
from .position import no_rules_error
from .graph_labelling import _canonical_code, pack
from .graph_words import (
    _BOTH, _PATH_BITS, _STAR_BITS, MAX_VERTICES, WORD_VERTICES, L, R, _family_key, _line_code, _parts_key,
    _small_line_code, _small_star_code, _star_code, _star_rest, _swap, _vertex_code, _word_region_moves,
)
from .search import Key, KeyedPosition, RegionOracle, Schema, Search, _refuse_region_key

__all__ = ["VertexColouringRules", "GraphPosition", "parse_graph", "MAX_VERTICES", "WORD_VERTICES"]

_CL, _CR, _CB = L, R, _BOTH  # the permissions as C constants when compiled
_WORD_VERTICES = WORD_VERTICES  # a C constant when compiled


def parse_graph(text: str, what: str = "graph") -> tuple[int, list[int], list[int]]:
    """Read a graph's text into ``(vertex count, adjacency bitmasks, permissions)``.

    Parameters
    ----------
    text : str
        The graph (see the module docstring): families such as ``path 5``,
        ``cycle 4``, ``star 3``, ``complete 4``, ``grid 2x3``, or edges
        ``u-v`` with ``v=N`` for the vertex count, tints ``v:L`` / ``v:R``,
        parts joined by ``+`` (vertices renumbered after the earlier parts).
    what : str, default "graph"
        How to name the graph in messages.

    Returns
    -------
    tuple of (int, list of int, list of int)
        The number of vertices, each vertex's neighbours as a bitmask, and
        each vertex's permission (1 only Left may colour it, 2 only Right,
        3 both).

    Raises
    ------
    InputTypeError
        If *text* is not a str.
    InputValueError
        On an unknown word, an edge naming a missing vertex, a loop, an
        illegal tint, or too many vertices.

    Examples
    --------
    >>> parse_graph("path 3")
    (3, [2, 5, 2], [3, 3, 3])
    >>> parse_graph("0-1 1:L + cycle 3")[0]
    5
    >>> parse_graph("0-1 1:Q")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: tint '1:Q' of the graph: a vertex may be tinted L (only Left may colour it) or R (only Right may)
    """
    if not isinstance(text, str):
        raise InputTypeError(f"a {what} is written as a str such as 'path 5' or '0-1 1-2', not {type(text).__name__}")
    adj: list[int] = []
    perms: list[int] = []
    for part in text.split("+"):
        words = part.replace(",", " ").split()
        if not words:
            raise InputValueError(f"empty part in the {what} text {text!r}")
        n, local, tints = _read_part(words, what)
        base = len(adj)
        if base + n > MAX_VERTICES:
            raise InputValueError(f"a {what} has at most {MAX_VERTICES} vertices; {text!r} has more")
        if base:
            adj.extend([m << base for m in local])
        else:
            adj.extend(local)
        perms.extend([_BOTH] * n)
        for v, p in tints.items():
            perms[base + v] = p
    return len(adj), adj, perms


def _adjacency(n: int, edges: list[tuple[int, int]]) -> list[int]:
    """The neighbour bitmasks of the graph on vertices ``0 .. n - 1`` with *edges* (not checked)."""
    adj = [0] * n
    for u, v in edges:
        adj[u] |= 1 << v
        adj[v] |= 1 << u
    return adj


def _family(family: str, k: int) -> list[int]:
    """The neighbour bitmasks of ``path k``, ``cycle k`` (``k >= 3``), ``star k`` or ``complete k`` (``k <= 63``).

    Examples
    --------
    >>> [_family(f, 3) == _adjacency(*e) for f, e in [("path", (3, [(0, 1), (1, 2)])),
    ...     ("cycle", (3, [(0, 1), (1, 2), (2, 0)])), ("star", (4, [(0, 1), (0, 2), (0, 3)])),
    ...     ("complete", (3, [(0, 1), (0, 2), (1, 2)]))]]
    [True, True, True, True]
    """
    if family == "star":
        return [(1 << (k + 1)) - 2] + [1] * k
    if family == "complete":
        return [((1 << k) - 1) ^ (1 << i) for i in range(k)]
    adj = [(((1 << (i - 1)) if i else 0) | ((1 << (i + 1)) if i < k - 1 else 0)) for i in range(k)]
    if family == "cycle":
        adj[0] |= 1 << (k - 1)
        adj[k - 1] |= 1
    return adj


_FAMILIES = frozenset(("path", "cycle", "star", "complete", "grid"))


def _read_part(words: list[str], what: str) -> tuple[int, list[int], dict[int, int]]:
    """One ``+``-part of a graph's text: ``(vertex count, neighbour bitmasks, tints)``."""
    family = words[0].lower()
    if family in _FAMILIES:
        if len(words) != 2:
            raise InputValueError(f"write a {family} as '{family} N'" + (" or 'grid RxC'" if family == "grid" else "")
                                  + f", not {' '.join(words)!r}")
        size = words[1]
        if family == "grid":
            m = re.fullmatch(r"(\d+)[xX](\d+)", size)
            if not m:
                raise InputValueError(f"a grid graph is 'grid RxC' such as 'grid 3x4', not 'grid {size}'")
            rows, cols = int(m.group(1)), int(m.group(2))
            n = rows * cols
            edges = [(r * cols + c, r * cols + c + 1) for r in range(rows) for c in range(cols - 1)]
            edges += [(r * cols + c, (r + 1) * cols + c) for r in range(rows - 1) for c in range(cols)]
        else:
            if not size.isdigit():
                raise InputValueError(f"the size of a {family} is a whole number, not {size!r}")
            k = int(size)
            if k > MAX_VERTICES:
                raise InputValueError(f"a {what} has at most {MAX_VERTICES} vertices; '{family} {k}' has more")
            if family == "cycle" and k < 3:
                raise InputValueError(f"a cycle needs at least 3 vertices, not {k}")
            n = k + 1 if family == "star" else k
            if n > MAX_VERTICES:
                raise InputValueError(f"a {what} has at most {MAX_VERTICES} vertices; this one has {n}")
            return n, _family(family, k), {}
        if n > MAX_VERTICES:
            raise InputValueError(f"a {what} has at most {MAX_VERTICES} vertices; this one has {n}")
        return n, _adjacency(n, edges), {}
    declared = None
    edges = []
    tints: dict[int, int] = {}
    seen = -1
    for w in words:
        if m := re.fullmatch(r"v=(\d+)", w):
            declared = int(m.group(1))
            if declared > MAX_VERTICES:
                raise InputValueError(f"a {what} has at most {MAX_VERTICES} vertices, not {declared}")
        elif m := re.fullmatch(r"(\d+)-(\d+)", w):
            u, v = int(m.group(1)), int(m.group(2))
            if u == v:
                raise InputValueError(f"edge {w} is a loop: an edge joins two different vertices")
            edges.append((u, v))
            seen = max(seen, u, v)
        elif m := re.fullmatch(r"(\d+):(\S+)", w):
            v, t = int(m.group(1)), m.group(2)
            if t not in ("L", "R"):
                raise InputValueError(f"tint {w!r} of the {what}: a vertex may be tinted L (only Left may colour it) "
                                      "or R (only Right may)")
            if v in tints:
                raise InputValueError(f"vertex {v} of the {what} is tinted twice")
            tints[v] = L if t == "L" else R
            seen = max(seen, v)
        elif re.fullmatch(r"\d+", w):
            seen = max(seen, int(w))  # an isolated vertex
        else:
            raise InputValueError(f"cannot read {w!r} in the {what}: use 'path N', 'cycle N', 'star N', "
                                  "'complete N', 'grid RxC', or edges like 0-1 with v=N and tints like 2:L")
    n = seen + 1 if declared is None else declared
    if declared is not None and seen >= declared:
        for u, v in edges:
            if max(u, v) >= declared:
                raise InputValueError(f"edge {u}-{v} names vertex {max(u, v)}, but the graph has vertices "
                                      f"0..{declared - 1} (v={declared})")
        raise InputValueError(f"a tint names vertex {seen}, but the graph has vertices 0..{declared - 1} (v={declared})")
    if n > MAX_VERTICES:
        raise InputValueError(f"a {what} has at most {MAX_VERTICES} vertices; this one has {n}")
    return n, _adjacency(n, edges), tints


class VertexColouringRules(Schema):
    """A vertex-colouring game on graphs with permissions: subclass and say what neighbours lose.

    Attributes
    ----------
    neighbour_loses : str
        ``"opponent"`` (Snort: the opponent may no longer colour the
        neighbours) or ``"mover"`` (Col: the mover may no longer colour them).
    """

    neighbour_loses = "opponent"
    small_region = 6
    cli_limit = 20

    def __init__(self) -> None:
        self.component_forms = BoundedCache(f"{self.name} component forms", 1 << 20)
        self.search = Search(self)
        #: The value search's :class:`~cgtalg.engine.search.RegionOracle` (:class:`_Colourings`), or
        #: None for a subclass with moves of its own.
        own = type(self).region_moves is VertexColouringRules.region_moves
        self.oracle = _Colourings(self) if own else None

    # -- moves on one packed component -------------------------------------------------------

    def moves_of(self, adj: Sequence[int], perms: Sequence[int], alive: int,
                 movers: int = -1) -> tuple[list[tuple[list[int], int]], list[tuple[list[int], int]]]:
        """The (permissions, alive set) after each of Left's and Right's moves.

        Parameters
        ----------
        adj, perms : sequence of int
            Neighbour bitmasks and permissions of the vertices.
        alive : int
            The bitmask of the vertices still uncoloured.
        movers : int, optional
            Colour only these vertices (a bitmask; all of *alive* by
            default). The search passes one vertex of each twin class
            (:func:`twin_representatives`): colouring a vertex's twin gives
            the same position up to isomorphism.

        Returns
        -------
        tuple of (list, list)
            ``(permissions, alive)`` after each move of Left and of Right, in
            the order of the vertices.

        Examples
        --------
        >>> from cgtalg.rulesets.graph.snort import RULES
        >>> n, adj, perms = parse_graph("path 2")
        >>> RULES.moves_of(adj, perms, 3)[0]        # Left colours 0 (1 keeps only L) or 1
        [([3, 1], 2), ([1, 3], 1)]
        """
        out: tuple[list[tuple[list[int], int]], list[tuple[list[int], int]]] = ([], [])
        for side, me in ((0, L), (1, R)):
            lost = (R if me == L else L) if self.neighbour_loses == "opponent" else me
            rest = alive & movers
            while rest:
                vbit = rest & -rest
                rest ^= vbit
                v = vbit.bit_length() - 1
                if not perms[v] & me:
                    continue
                new = list(perms)
                left_alive = alive ^ vbit
                nb = adj[v] & left_alive
                while nb:
                    ubit = nb & -nb
                    nb ^= ubit
                    u = ubit.bit_length() - 1
                    new[u] &= ~lost
                    if not new[u]:
                        left_alive ^= ubit
                out[side].append((new, left_alive))
        return out

    def normalise(self, adj: Sequence[int], perms: Sequence[int], alive: int) -> Key:
        """The key of the graph induced on *alive*: its components, each packed (see the module).

        Not checked (the search's inner loop): *alive* must be a subset of
        the vertices of *adj*.

        Parameters
        ----------
        adj : sequence of int
            Each vertex's neighbours as a bitmask.
        perms : sequence of int
            Each vertex's permission (1 Left, 2 Right, 3 both).
        alive : int
            The uncoloured vertices still in play, as a bitmask.

        Returns
        -------
        Key
            The sum of the components' signed codes.

        Examples
        --------
        >>> from cgtalg.rulesets.graph.snort import RULES
        >>> n, adj, perms = parse_graph("path 4")
        >>> RULES.normalise(adj, perms, 0b1011) == RULES.normalise(adj, perms, 0b1101)   # 1+2 and 2+1 vertices
        True
        """
        # No table of whole graphs here: a child of a region is numbered as its parent, so whole
        # graphs seldom repeat; their components do, and _component_code remembers those.
        return _normalise(self.component_forms, adj, perms, alive)

    def _canonical(self, adj: Sequence[int], perms: Sequence[int], comp: int) -> int:
        """The signed code of the component *comp* (a connected vertex bitmask): see :func:`_component_code`."""
        return _component_code(self.component_forms, adj, perms, comp)

    def region_moves(self, key: int) -> tuple[list[Key], list[Key]]:
        """Return the keys after each of Left's and Right's colourings in component *key* (see :meth:`Schema.region_moves`).

        Paths and stars are moved on their codes (:meth:`path_moves`,
        :meth:`star_moves`); other components are unpacked and one vertex of
        each twin class is coloured (:func:`twin_representatives`).

        Parameters
        ----------
        key : int
            A positive component code.

        Returns
        -------
        tuple of (list of Key, list of Key)

        Raises
        ------
        InputTypeError
            If *key* is not an int.
        InputValueError
            If *key* is not positive (a negative key is a negated component).

        Examples
        --------
        >>> from cgtalg.rulesets.graph.snort import RULES, Snort
        >>> left, right = RULES.region_moves(Snort("path 2").key())
        >>> left == [Snort("v=1 0:L").key()] * 2, right == [Snort("v=1 0:R").key()] * 2   # the other end tinted
        (True, True)
        """
        if type(key) is not int or key <= 0:
            _refuse_region_key(key, "component")
        found = _word_region_moves(key, self.neighbour_loses == "opponent")
        if found is not None:
            return found  # type: ignore[no-any-return]
        n = key & 63
        high = key >> (6 + 2 * n)
        if high == _PATH_BITS[n]:
            return self.path_moves((key >> 6) & ((1 << (2 * n)) - 1), n)
        if n >= 4 and high == _STAR_BITS[n]:
            word = key >> 6
            counts = [0, 0, 0, 0]
            for k in range(n - 1):
                counts[(word >> (2 * k)) & 3] += 1
            return self.star_moves((word >> (2 * n - 2)) & 3, counts)
        return self.unpacked_moves(key)

    def unpacked_moves(self, key: int) -> tuple[list[Key], list[Key]]:
        """The keys after each move of :meth:`moves_of` in the unpacked component *key* (one vertex of each twin class).

        What :meth:`region_moves` does for a component that is not a path or
        a star, and all a subclass with moves of its own needs (Fjords). Not
        checked: *key* must be a positive component code.

        Parameters
        ----------
        key : int
            A positive component code.

        Returns
        -------
        tuple of (list of Key, list of Key)

        Examples
        --------
        >>> from cgtalg.rulesets.graph.snort import RULES, Snort
        >>> key = Snort("cycle 4").key()
        >>> RULES.unpacked_moves(key) == RULES.region_moves(key)
        True
        """
        n, adj, perms = unpack_graph(key)
        alive = (1 << n) - 1
        left, right = self.moves_of(adj, perms, alive, twin_representatives(n, adj, perms))
        norm = self.normalise
        return [norm(adj, p, a) for p, a in left], [norm(adj, p, a) for p, a in right]

    def path_moves(self, word: int, n: int) -> tuple[list[Key], list[Key]]:
        """The moves of a path of *n* vertices with permission word *word*, made on the word itself.

        Colouring vertex ``i`` leaves the paths ``0..i-1`` and ``i+1..n-1``,
        their end next to ``i`` with a permission less (gone if none is
        left); each is coded by :func:`_line_code` at once, with no graph
        built or labelled. Gives what :meth:`moves_of` and :meth:`normalise`
        give on the unpacked path. Not checked (the search's inner loop).

        Parameters
        ----------
        word : int
            The path's permissions, two bits a vertex, vertex 0 lowest.
        n : int
            The number of vertices (at least 1).

        Returns
        -------
        tuple of (list of Key, list of Key)
            The keys after each of Left's and Right's colourings, vertex by vertex.

        Examples
        --------
        >>> from cgtalg.rulesets.graph.col import RULES as COL
        >>> n, adj, perms = parse_graph("path 4")
        >>> word = sum(p << (2 * k) for k, p in enumerate(perms))
        >>> left, right = COL.moves_of(adj, perms, 15)
        >>> COL.path_moves(word, 4) == ([COL.normalise(adj, p, a) for p, a in left],
        ...                              [COL.normalise(adj, p, a) for p, a in right])
        True
        """
        out: tuple[list[Key], list[Key]] = ([], [])
        for side, me in ((0, L), (1, R)):
            lost = (R if me == L else L) if self.neighbour_loses == "opponent" else me
            keep = _BOTH ^ lost
            for i in range(n):
                if not (word >> (2 * i)) & me:
                    continue
                parts = []
                if i:
                    m = i
                    w = word & ((1 << (2 * m)) - 1)
                    end = (w >> (2 * m - 2)) & keep
                    if not end:
                        m -= 1
                        w &= (1 << (2 * m)) - 1
                    else:
                        w = (w & ((1 << (2 * m - 2)) - 1)) | (end << (2 * m - 2))
                    if m:
                        parts.append(_line_code(w, m, False))
                if i < n - 1:
                    m = n - 1 - i
                    w = word >> (2 * i + 2)
                    end = w & keep
                    if not end:
                        m -= 1
                        w >>= 2
                    else:
                        w = (w ^ (w & 3)) | end
                    if m:
                        parts.append(_line_code(w, m, False))
                out[side].append(_parts_key(parts))
        return out

    def star_moves(self, centre: int, counts: Sequence[int]) -> tuple[list[Key], list[Key]]:
        """The moves of a star, made on its permissions alone (no graph built or labelled).

        Parameters
        ----------
        centre : int
            The centre's permission (1 L, 2 R, 3 both).
        counts : sequence of int
            ``counts[p]``: how many leaves have permission ``p`` (``counts[0]`` is unused).

        Returns
        -------
        tuple of (list, list)
            The keys after Left's and after Right's moves: colouring the centre
            (the leaves fall apart into single vertices, each with a
            permission less or gone), then colouring one leaf of each
            permission the mover may colour (leaves with equal permissions are
            twins: colouring either gives the same position). Gives the
            positions :meth:`moves_of` and :meth:`normalise` give on the
            unpacked star (two different moves may still reach the same one).

        Examples
        --------
        >>> from cgtalg.rulesets.graph.snort import RULES
        >>> n, adj, perms = parse_graph("star 3")
        >>> left, right = RULES.moves_of(adj, perms, 15)
        >>> general = [RULES.normalise(adj, p, a) for p, a in left]
        >>> sorted(set(general), key=str) == sorted(RULES.star_moves(3, [0, 0, 0, 3])[0], key=str)
        True
        """
        out: tuple[list[Key], list[Key]] = ([], [])
        for side, me in ((0, L), (1, R)):
            lost = (R if me == L else L) if self.neighbour_loses == "opponent" else me
            keep = _BOTH ^ lost
            if centre & me:
                parts: list[Key] = []
                for p in (L, R, _BOTH):
                    q = p & keep
                    if q and counts[p]:
                        parts.extend([_vertex_code(q)] * counts[p])
                out[side].append(_parts_key(parts))
            for p in (L, R, _BOTH):
                if counts[p] and p & me:
                    rest = list(counts)
                    rest[p] -= 1
                    out[side].append(_star_rest(centre & keep, rest))
        return out

    def region_size(self, key: int) -> int:
        """Return the component's number of vertices (see :meth:`Schema.region_size`).

        Parameters
        ----------
        key : int
            A positive component code.

        Returns
        -------
        int

        Examples
        --------
        >>> from cgtalg.rulesets.graph.col import RULES, Col
        >>> RULES.region_size(Col("cycle 5").key())
        5
        """
        return key & 63


class _Colourings(RegionOracle):
    """A vertex-colouring ruleset's moves for the value search (its :class:`~cgtalg.engine.search.RegionOracle`).

    Paths and stars of at most :data:`WORD_VERTICES` vertices are moved on
    their words (:func:`_word_region_moves`, a C call when compiled); any
    other component by :meth:`VertexColouringRules.region_moves`, which
    gives the same keys.

    Examples
    --------
    >>> from cgtalg.rulesets.graph.col import RULES, Col
    >>> key = Col("star 5").key()
    >>> RULES.oracle.moves(key) == RULES.region_moves(key), RULES.oracle.known(key) is None
    (True, True)
    """

    def __init__(self, rules: VertexColouringRules) -> None:
        self.rules = rules
        self.snort = rules.neighbour_loses == "opponent"

    def moves(self, region: int) -> tuple[list[Key], list[Key]]:
        """Left's and Right's moves from the positive component code *region*, as keys.

        Parameters
        ----------
        region : int
            A positive component code.

        Returns
        -------
        tuple of (list of Key, list of Key)
        """
        found = _word_region_moves(region, self.snort)
        if found is not None:
            return found  # type: ignore[no-any-return]
        return self.rules.region_moves(region)  # type: ignore[no-any-return]


def _family_reading(text: str) -> tuple[str, int] | None:
    """``(family, k)`` of a graph text that is exactly ``path k``, ``cycle k`` or ``star k`` (k small), else None.

    Examples
    --------
    >>> _family_reading("star 6"), _family_reading(" path  3 "), _family_reading("path 3 + path 2"), _family_reading("Star 6")
    (('star', 6), ('path', 3), None, None)
    """
    if "+" in text or "," in text:
        return None
    words = text.split()
    if len(words) != 2:
        return None
    family = words[0]
    if family != "path" and family != "cycle" and family != "star":
        return None
    size = words[1]
    if len(size) > 2 or not size.isdigit() or not size.isascii():
        return None
    return family, int(size)


def _normalise(forms: BoundedCache, adj: Sequence[int], perms: Sequence[int], alive: int) -> Key:
    """:meth:`VertexColouringRules.normalise` with the rules' table of labelled components *forms*."""
    comps = _components(adj, alive)
    if len(comps) == 1:
        return _component_code(forms, adj, perms, comps[0])
    return _parts_key([_component_code(forms, adj, perms, comp) for comp in comps])


def _component_code(forms: BoundedCache, adj: Sequence[int], perms: Sequence[int], comp: int) -> int:
    """The signed code of the connected component *comp* (a vertex bitmask) of the graph *adj*, *perms*.

    A single vertex, a path, a cycle and a star are coded from their
    permissions (:func:`_line_code`, :func:`_star_code`); any other
    component is numbered by the general labelling (:func:`_signed_code`),
    remembered in *forms* by the code of the component as numbered here.

    Examples
    --------
    >>> from cgtalg.rulesets.graph.snort import RULES
    >>> n, adj, perms = parse_graph("cycle 4")
    >>> _component_code(RULES.component_forms, adj, perms, 15) == _line_code(0b11111111, 4, True)
    True
    """
    n = _ones(comp)
    if n == 1:
        p = perms[_ones(comp - 1)]
        return ((p << 6) | 1) if p != _CR else -((_CL << 6) | 1)
    # Paths and cycles (most components of a path, a cycle or a sparse board) are coded
    # directly, without the general labelling: see _path_or_cycle_code.
    first_end = -1
    degree_sum = 0
    line = True
    rest = comp
    while rest:
        b = rest & (~rest + 1)
        rest ^= b
        v = _ones(b - 1)
        d = _ones(adj[v] & comp)
        if d > 2:
            line = False
            break
        degree_sum += d
        if d == 1 and first_end < 0:
            first_end = v
    if line:
        if degree_sum == 2 * n - 2:
            return _path_or_cycle_code(adj, perms, comp, first_end, n, False)
        return _path_or_cycle_code(adj, perms, comp, _ones((comp & (~comp + 1)) - 1), n, True)
    # Stars (a centre joined to each of the other vertices, no other edge) are coded from
    # their permissions too: see _star_code.
    centre = -1
    a = b_count = c = 0
    star = True
    rest = comp
    while rest:
        b = rest & (~rest + 1)
        rest ^= b
        v = _ones(b - 1)
        d = _ones(adj[v] & comp)
        if d == 1:
            p = perms[v]
            if p == _CL:
                a += 1
            elif p == _CR:
                b_count += 1
            else:
                c += 1
        elif d == n - 1 and centre < 0:
            centre = v
        else:
            star = False
            break
    if star:
        if n <= _WORD_VERTICES:
            return _small_star_code(perms[centre], a, b_count, c)
        return _star_code(perms[centre], [0, a, b_count, c])
    verts = _bits(comp)
    index = {v: i for i, v in enumerate(verts)}
    local = []
    for v in verts:
        m = 0
        for u in _bits(adj[v] & comp):
            m |= 1 << index[u]
        local.append(m)
    local_perms = [perms[v] for v in verts]
    # The component as numbered here: met before (from any parent, in this numbering)?
    drawn = pack(range(n), local, local_perms)
    found = dict.get(forms, drawn)  # compiled: a C look-up, no method call on the dict subclass
    if found is None:
        found = _signed_code(n, local, local_perms)
        if len(forms) < forms.maxsize:  # BoundedCache.put inline (an interpreted call)
            forms[drawn] = found
        else:
            forms.put(drawn, found)
    return found


def twin_representatives(n: int, adj: Sequence[int], perms: Sequence[int]) -> int:
    """The bitmask of the first vertex of each twin class of a graph with permissions.

    Vertices ``u`` and ``v`` are *twins* when they have the same permission
    and the same neighbours apart from each other (``N(u) - v == N(v) - u``,
    adjacent or not): exchanging them and nothing else is an automorphism of
    the graph with its permissions, so colouring ``u`` and colouring ``v``
    lead to isomorphic positions, which have one key. Being twins is an
    equivalence relation, so the search colours one vertex of each class and
    gets the same set of distinct options (the leaves of a star, the
    vertices of a complete graph, a side of a complete bipartite graph: one
    move each instead of one a vertex).

    Parameters
    ----------
    n : int
        The number of vertices, ``0 .. n - 1``.
    adj : sequence of int
        ``adj[v]`` is the bitmask of the neighbours of ``v``.
    perms : sequence of int
        The permission of each vertex.

    Returns
    -------
    int
        A bitmask with one vertex, the lowest, of every twin class.

    Examples
    --------
    >>> n, adj, perms = parse_graph("star 4")        # centre 0, leaves 1..4
    >>> bin(twin_representatives(n, adj, perms))    # the centre and one leaf
    '0b11'
    >>> n, adj, perms = parse_graph("0-1 0-2 0-3 0-4 1:L")    # a tinted leaf is a class of its own
    >>> bin(twin_representatives(n, adj, perms))
    '0b111'
    >>> bin(twin_representatives(*parse_graph("complete 5")))
    '0b1'
    """
    one = 1  # typed in the .pxd: shifts stay in 64 bits
    reps = 0
    classes: list[int] = []
    for v in range(n):
        bit = one << v
        av = adj[v]
        pv = perms[v]
        twin = False
        for u in classes:
            au = adj[u]
            if perms[u] == pv and au & ~bit == av & ~(one << u):
                twin = True
                break
        if not twin:
            classes.append(v)
            reps |= bit
    return reps


def _signed_code(n: int, adj: Sequence[int], perms: Sequence[int]) -> int:
    """The signed code of a connected component (see the module docstring), labelling as little as it can.

    The key of a graph ``G`` must be the negative of the key of its colour
    swap ``G'`` (L and R exchanged), and equal keys must mean isomorphic
    graphs. Counting the vertices only Left may colour (``l``) and only
    Right may (``r``), an invariant that the swap exchanges, decides which
    of the two to label: ``l < r`` gives ``+code(G)``, ``l > r`` gives
    ``-code(G')``, and only when ``l == r`` are both labelled and the less
    taken (negated if it is ``G'``'s). With no tints at all ``G' = G``, one
    labelling. A key still names a graph fully (its code), so keys of
    different graphs never meet.

    Examples
    --------
    >>> tri = [0b110, 0b101, 0b011]
    >>> _signed_code(3, tri, [2, 3, 3]) == _canonical_code(3, tri, [2, 3, 3])     # l = 0 < r = 1
    True
    >>> _signed_code(3, tri, [1, 3, 3]) == -_signed_code(3, tri, [2, 3, 3])
    True
    >>> _signed_code(3, tri, [1, 2, 3]) == _signed_code(3, tri, [2, 1, 3])      # its own swap: one key
    True
    """
    l = r = 0
    for x in perms:
        if x == L:
            l += 1
        elif x == R:
            r += 1
    if l < r:
        return _canonical_code(n, adj, perms)
    swapped = [_swap(x) for x in perms]
    if l > r:
        return -_canonical_code(n, adj, swapped)
    code = _canonical_code(n, adj, perms)
    if not l:
        return code
    other = _canonical_code(n, adj, swapped)
    return -other if other < code else code


def _path_or_cycle_code(adj: Sequence[int], perms: Sequence[int], comp: int, start: int, n: int, cycle: bool) -> int:
    """The signed code of a component that is a path (walked from its end *start*) or a cycle.

    Reads the permissions along the line into a word (two bits a vertex,
    the first vertex lowest) and codes it by :func:`_line_code`.
    """
    one = 1  # typed in the .pxd: shifts stay in 64 bits
    if n <= _WORD_VERTICES:
        small = 0
        back = 0
        v = start
        for k in range(n):
            pv = perms[v]
            small |= pv << (2 * k)
            ahead = adj[v] & comp & ~back
            back = one << v
            if k < n - 1:
                if cycle and k == 0:
                    ahead &= ~ahead + 1     # go round the cycle one way
                v = _ones(ahead - 1)
        return _small_line_code(small, n, cycle)
    word = 0
    prev = 0
    v = start
    for k in range(n):
        word |= perms[v] << (2 * k)
        step = adj[v] & comp & ~prev
        prev = one << v
        if k < n - 1:
            if cycle and k == 0:
                step &= -step           # go round the cycle one way
            v = step.bit_length() - 1
    return _line_code(word, n, cycle)



def _ones(x: int) -> int:
    """The number of set bits of *x* (below ``2**64``), branch-free: a few C instructions compiled.

    Examples
    --------
    >>> [_ones(x) for x in (0, 1, 0b1011, 2**63 + 1, 2**64 - 1)]
    [0, 1, 3, 2, 64]
    """
    x = x - ((x >> 1) & _M1)
    x = (x & _M2) + ((x >> 2) & _M2)
    x = (x + (x >> 4)) & _M4
    return ((x * _H01) & _ALL64) >> 56


# The masks of _ones (C constants when compiled: see the .pxd).
_M1 = 0x5555555555555555
_M2 = 0x3333333333333333
_M4 = 0x0F0F0F0F0F0F0F0F
_H01 = 0x0101010101010101
_ALL64 = 0xFFFFFFFFFFFFFFFF


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        b = mask & (~mask + 1)
        mask ^= b
        out.append(_ones(b - 1))
    return out


def _components(adj: Sequence[int], alive: int) -> list[int]:
    comps = []
    rest = alive
    while rest:
        seed = rest & (~rest + 1)
        comp = seed
        frontier = seed
        while frontier:
            b = frontier & (~frontier + 1)
            frontier ^= b
            nb = adj[_ones(b - 1)] & alive & ~comp
            comp |= nb
            frontier |= nb
        rest &= ~comp
        comps.append(comp)
    return comps


def unpack_graph(code: int) -> tuple[int, list[int], list[int]]:
    """Return ``(vertex count, adjacency bitmasks, permissions)`` of a component code.

    The inverse of the packing (:func:`~cgtalg.engine.graph_labelling.pack`).
    Not checked (the search's inner loop): *code* must be a positive
    component code.

    Parameters
    ----------
    code : int
        A component's code (a positive key of a vertex-colouring ruleset).

    Returns
    -------
    tuple of (int, list of int, list of int)
        As :func:`parse_graph` returns.

    Examples
    --------
    >>> from cgtalg.rulesets.graph.snort import RULES
    >>> n, adj, perms = parse_graph("path 3")
    >>> unpack_graph(RULES.normalise(adj, perms, 7))      # a path is numbered along itself
    (3, [2, 5, 2], [3, 3, 3])
    >>> n, adj, perms = parse_graph("star 3")
    >>> unpack_graph(RULES.normalise(adj, perms, 15))     # the centre comes last
    (4, [8, 8, 8, 7], [3, 3, 3, 3])
    """
    n = code & 63
    code >>= 6
    perms = [(code >> (2 * k)) & 3 for k in range(n)]
    bits = code >> (2 * n)
    adj = [0] * n
    idx = 0
    for a in range(n):
        width = n - a - 1
        row = (bits >> idx) & ((1 << width) - 1)
        idx += width
        b = a + 1
        while row:
            if row & 1:
                adj[a] |= 1 << b
                adj[b] |= 1 << a
            row >>= 1
            b += 1
    return n, adj, perms


class GraphPosition(KeyedPosition):
    """A position of a vertex-colouring ruleset: a graph with permissions, compared by its normal form.

    Subclasses set :attr:`rules`.

    Parameters
    ----------
    graph : str
        The graph's text (see the module docstring).

    Raises
    ------
    InputValueError
        On an unreadable graph (a missing vertex, a loop, an illegal tint, ...).
    """

    __slots__ = ("adj", "perms", "alive")
    rules: VertexColouringRules

    def __init__(self, graph: str) -> None:
        if not hasattr(type(self), "rules"):
            raise no_rules_error(type(self), "Snort")
        n, adj, perms = parse_graph(graph, f"{self.rules.name} graph")
        self._set(adj, perms, (1 << n) - 1)

    @classmethod
    def _from_text(cls, graph: str) -> "GraphPosition":
        """``cls(graph)`` for a str *graph* (what :meth:`cgtalg.rulesets.registry.Ruleset.parse` calls).

        An untinted ``path k``, ``cycle k`` or ``star k`` of at most
        :data:`WORD_VERTICES` vertices is keyed from its family and size
        (:func:`_family_key`, the key :meth:`VertexColouringRules.normalise`
        gives) and the position made without the constructor's reading and
        labelling; anything else is ``cls(graph)``, which names any problem.

        Parameters
        ----------
        graph : str
            The graph's text.

        Returns
        -------
        GraphPosition

        Raises
        ------
        InputValueError
            As the constructor does.

        Examples
        --------
        >>> from cgtalg.rulesets.graph.col import Col
        >>> Col._from_text("star 6") == Col("star 6"), Col._from_text("star 6").edges[:2]
        (True, [(0, 1), (0, 2)])
        """
        if type(graph) is str and cls.__init__ is GraphPosition.__init__ \
                and type(cls.rules).normalise is VertexColouringRules.normalise:
            found = _family_reading(graph)
            if found is not None:
                family = found[0]
                k = found[1]
                key = _family_key(family, k)
                if key is not None:
                    adj = _family(family, k)
                    n = len(adj)
                    p = cls.__new__(cls)
                    p.adj = adj
                    p.perms = [_BOTH] * n
                    p.alive = (1 << n) - 1
                    p._key = key
                    p._hash = hash((cls.__name__, key))
                    return p
        return cls(graph)

    def _set(self, adj: list[int], perms: list[int], alive: int) -> None:
        self.adj = adj
        self.perms = perms
        self.alive = alive
        self._key = self.rules.normalise(adj, perms, alive)
        self._hash = hash((type(self).__name__, self._key))

    @classmethod
    def _trusted(cls, adj: list[int], perms: list[int], alive: int) -> "GraphPosition":
        p = cls.__new__(cls)
        p._set(adj, perms, alive)
        return p

    @property
    def vertex_count(self) -> int:
        """The number of vertices still uncoloured.

        Returns
        -------
        int

        Examples
        --------
        >>> from cgtalg.rulesets.graph.snort import Snort
        >>> Snort("path 3").vertex_count, Snort("path 3").left_options()[0].vertex_count
        (3, 2)
        """
        return bin(self.alive).count("1")

    @property
    def edges(self) -> list[tuple[int, int]]:
        """The edges between uncoloured vertices (original vertex numbers).

        Returns
        -------
        list of tuple of (int, int)
            Each edge once, smaller vertex first.

        Examples
        --------
        >>> from cgtalg.rulesets.graph.col import Col
        >>> Col("cycle 3").edges
        [(0, 1), (0, 2), (1, 2)]
        """
        return [(u, v) for u in _bits(self.alive) for v in _bits(self.adj[u] & self.alive) if u < v]

    def left_options(self) -> list["GraphPosition"]:
        """Return the graphs after each of Left's colourings (the neighbours' permissions updated).

        Returns
        -------
        list of GraphPosition
            One per vertex Left may colour.

        Examples
        --------
        >>> from cgtalg.rulesets.graph.snort import Snort
        >>> [p.text() for p in Snort("path 2").left_options()]     # Snort: Right may not colour next to Left
        ['v=1 0:L', 'v=1 0:L']
        """
        return [self._trusted(self.adj, p, a) for p, a in self.rules.moves_of(self.adj, self.perms, self.alive)[0]]

    def right_options(self) -> list["GraphPosition"]:
        """Return the graphs after each of Right's colourings (the neighbours' permissions updated).

        Returns
        -------
        list of GraphPosition
            One per vertex Right may colour.

        Examples
        --------
        >>> from cgtalg.rulesets.graph.col import Col
        >>> [p.text() for p in Col("path 2").right_options()]      # Col: Right may not colour next to Right
        ['v=1 0:L', 'v=1 0:L']
        """
        return [self._trusted(self.adj, p, a) for p, a in self.rules.moves_of(self.adj, self.perms, self.alive)[1]]

    def text(self) -> str:
        """The position text: uncoloured vertices renumbered 0.., edges, tints.

        Returns
        -------
        str
            Text that the constructor reads back as the same position.

        Examples
        --------
        >>> from cgtalg.rulesets.graph.snort import Snort
        >>> Snort("path 3").text()
        'v=3 0-1 1-2'
        """
        verts = _bits(self.alive)
        num = {v: i for i, v in enumerate(verts)}
        words = [f"v={len(verts)}"]
        words += [f"{num[u]}-{num[v]}" for u, v in self.edges]
        words += [f"{num[v]}:{'L' if self.perms[v] == L else 'R'}" for v in verts if self.perms[v] != _BOTH]
        return " ".join(words)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text()!r})"

    def _repr_svg_(self) -> str:
        from ..pictures.positions import graph_svg

        return graph_svg(self)
