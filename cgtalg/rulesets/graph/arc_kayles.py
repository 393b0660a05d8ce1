"""Arc Kayles: choose an edge and remove both its ends (and every edge touching them).

**The rules.** A position is a simple graph. A move picks an edge and deletes
its two endpoints, with every edge at either of them. Both players have the
same moves (an impartial game); whoever cannot move -- no edge is left --
loses. Schaefer introduced the game in 1978 beside Node Kayles, which he
proved PSPACE-complete; who wins Arc Kayles on a general graph has no known
complexity class yet (Burke, Dailly and Oijid, 2024).

On a path of ``n`` vertices a move takes two adjacent vertices and leaves
paths of ``i`` and ``n - 2 - i`` vertices: Arc Kayles on ``path n`` is a heap
of ``n`` in the octal game 0.07 (Dawson's Kayles as cgtalg's
``dawsons-kayles`` names it), whose nim-sequence is
``0, 0, 1, 1, 2, 0, 3, 1, 1, 0, ...``. On a cycle of ``n`` vertices every
move leaves a path of ``n - 2``, so ``cycle n`` has the Grundy value ``mex``
of that one value. CGSuite's tests list Arc Kayles on ``Graph.Path(n)`` for
``n = 1 .. 50`` with the same values.

The rules are declared over the graph schema
(:mod:`cgtalg.engine.graph`): positions are its graphs, keyed by their
components up to isomorphism; the rules say a move deletes the two ends of
an edge. Tints (``3:L``) have no meaning here and are refused.

References
----------
T. J. Schaefer, "On the complexity of some two-person perfect-information
games", *J. Comput. System Sci.* 16 (1978) 185-225 (the game's source);
K. Burke, A. Dailly, N. Oijid, "Complexity and algorithms for Arc-Kayles and
Non-Disconnecting Arc-Kayles", arXiv:2404.10390 (2024); Winning Ways, chapter 4
(Kayles, Dawson's Kayles, the octal game 0.07); CGSuite's ``game.graph.ArcKayles``
and its test of paths.

Examples
--------
>>> [grundy(ArcKayles(f"path {n}")) for n in range(1, 11)]
[0, 1, 1, 2, 0, 3, 1, 1, 0, 3]
>>> grundy(ArcKayles("cycle 6")), grundy(ArcKayles("star 5")), grundy(ArcKayles("complete 4"))
(0, 1, 0)
"""

from __future__ import annotations

from typing import Sequence

from ...engine.graph import GraphPosition, L, R, VertexColouringRules, unpack_graph
from ...engine.search import Key, _refuse_region_key
from ...errors import InputTypeError, InputValueError, describe

__all__ = ["ArcKayles", "ArcKaylesRules", "RULES", "grundy"]


class ArcKaylesRules(VertexColouringRules):
    """Arc Kayles over the graph schema: a move deletes both ends of an edge, for either player."""

    name = "arc-kayles"
    impartial = True
    small_region = 10
    cli_limit = 40

    def moves_of(self, adj: Sequence[int], perms: Sequence[int], alive: int,
                 movers: int = -1) -> tuple[list[tuple[list[int], int]], list[tuple[list[int], int]]]:
        """The (permissions, alive set) after each move: one per edge ``u-v`` with ``u`` in *movers*.

        Parameters
        ----------
        adj, perms : sequence of int
            Neighbour bitmasks and permissions of the vertices (the
            permissions are passed through unchanged).
        alive : int
            The bitmask of the vertices still in the graph.
        movers : int, optional
            Take only the edges whose lower end is in this bitmask (all of
            *alive* by default).

        Returns
        -------
        tuple of (list, list)
            The same list twice (Left's and Right's moves are the same):
            ``(permissions, alive)`` after deleting the two ends of each
            edge, edges in the order of their lower, then upper end.

        Examples
        --------
        >>> from cgtalg.engine.graph import parse_graph
        >>> n, adj, perms = parse_graph("path 3")
        >>> [bin(a) for _, a in RULES.moves_of(adj, perms, 0b111)[0]]      # take 0-1 or 1-2
        ['0b100', '0b1']
        """
        out: list[tuple[list[int], int]] = []
        rest = alive & movers
        while rest:
            ubit = rest & -rest
            rest ^= ubit
            u = ubit.bit_length() - 1
            higher = adj[u] & alive & ~((ubit << 1) - 1)
            while higher:
                vbit = higher & -higher
                higher ^= vbit
                out.append((list(perms), alive & ~(ubit | vbit)))
        return out, out

    def region_moves(self, key: int) -> tuple[list[Key], list[Key]]:
        """Return the keys after each move in the component *key*, each once (see :meth:`Schema.region_moves`).

        Parameters
        ----------
        key : int
            A positive component code.

        Returns
        -------
        tuple of (list of Key, list of Key)
            The same list twice: the distinct keys of the graphs left after
            deleting the ends of one edge.

        Raises
        ------
        InputTypeError
            If *key* is not an int.
        InputValueError
            If *key* is not positive.

        Examples
        --------
        >>> moves, _ = RULES.region_moves(ArcKayles("path 4").key())
        >>> sorted(moves, key=str) == sorted({ArcKayles("path 2").key(), ArcKayles("v=2").key()}, key=str)
        True
        """
        if type(key) is not int or key <= 0:
            _refuse_region_key(key, "component")
        n, adj, perms = unpack_graph(key)
        norm = self.normalise
        children = list(dict.fromkeys(norm(adj, p, a) for p, a in self.moves_of(adj, perms, (1 << n) - 1)[0]))
        return children, children


RULES = ArcKaylesRules()


class ArcKayles(GraphPosition):
    """An Arc Kayles position: a graph (``path 6``, ``cycle 5``, ``star 4``, ``0-1 1-2 1-3``, ...).

    Parameters
    ----------
    graph : str
        The graph's text (:mod:`cgtalg.engine.graph`), without tints.

    Raises
    ------
    InputTypeError
        If *graph* is not a str.
    InputValueError
        On an unreadable graph, or a tint (Arc Kayles has no colours).

    Examples
    --------
    >>> [p.text() for p in ArcKayles("path 4").left_options()]
    ['v=2 0-1', 'v=2', 'v=2 0-1']
    >>> ArcKayles("0-1 1:L")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: an Arc Kayles graph has no tints: vertex 1 is tinted (write edges, 'v=N' and families only)
    """

    __slots__ = ()
    rules = RULES

    def __init__(self, graph: str) -> None:
        super().__init__(graph)
        for v in range(len(self.perms)):
            if self.alive >> v & 1 and self.perms[v] != L | R:
                raise InputValueError(f"an Arc Kayles graph has no tints: vertex {v} is tinted "
                                      "(write edges, 'v=N' and families only)")


def grundy(position: ArcKayles) -> int:
    """The Grundy value of an Arc Kayles position (the mex search of the graph schema's keys).

    Parameters
    ----------
    position : ArcKayles
        The position.

    Returns
    -------
    int
        Its Grundy value: the position is worth ``*g``, and the player to
        move wins exactly when ``g > 0``.

    Raises
    ------
    InputTypeError
        If *position* is not an :class:`ArcKayles` position.

    References
    ----------
    Winning Ways, chapter 4 (the Sprague-Grundy theory); Siegel,
    *Combinatorial Game Theory*, chapter IV.1.

    Examples
    --------
    >>> grundy(ArcKayles("path 6 + cycle 5")), grundy(ArcKayles("grid 2x3"))
    (3, 1)
    """
    if not isinstance(position, ArcKayles):
        raise InputTypeError(f"grundy() takes an ArcKayles position, not {type(position).__name__} "
                             f"({describe(position)})")
    return int(RULES.search.grundy(position.key()))
