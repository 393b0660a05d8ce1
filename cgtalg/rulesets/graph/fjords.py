"""Fjords: play at a vertex of your own, and your label spreads to its uncoloured neighbours.

**The rules.** A position is a graph whose vertices are uncoloured or
carry Left's or Right's label. A player may move only at a vertex carrying
their own label: that vertex is removed, with every neighbour carrying the
opponent's label, and every uncoloured neighbour takes the mover's label.
Neighbours carrying the mover's label keep it. Whoever cannot move loses.
An uncoloured vertex is no one's to play until a neighbour is played.

This is CGSuite's ``game.graph.Fjords``, defined there as ``GenCol([Left],
[Right])``: the vertex-colouring family of Col (``GenCol([Nothing, Right],
[Nothing, Left])``) and Snort (``GenCol([Nothing, Left], [Nothing,
Right])``), in which a player may colour only vertices with the labels
listed for them. Over cgtalg's graph schema (:mod:`cgtalg.engine.graph`)
the labels are the tints of the position text: ``2:L`` is a vertex carrying
Left's label (only Left may play it), an untinted vertex is uncoloured.
What a move does to the neighbours is Snort's rule (they lose the
opponent's permission: an uncoloured one becomes Left's, a Right one goes);
what differs is where a player may move, only at a vertex tinted with
their own colour. So the rules below are Snort's neighbour rule with the
movers restricted, and positions are keyed by their components up to
isomorphism like every game of the schema.

References
----------
CGSuite, ``game.graph.Fjords`` and ``game.graph.GenCol`` (the rules);
Winning Ways, chapter 2 (Col and Snort, the family's first members);
Siegel, *Combinatorial Game Theory*, chapter I.1.

Examples
--------
>>> from cgtalg import value
>>> [str(value(Fjords(g))) for g in ("v=1 0:L", "0-1 0:L", "0-1 0:L 1:R", "0-1 1-2 0:L 2:R", "path 3")]
['1', '2', '*', '0', '0']
"""

from __future__ import annotations

from typing import Sequence

from ...engine.graph import GraphPosition, L, R, VertexColouringRules
from ...engine.search import Key, _refuse_region_key

__all__ = ["Fjords", "FjordsRules", "RULES"]


class FjordsRules(VertexColouringRules):
    """Fjords over the graph schema: Snort's rule for the neighbours, moves only at a vertex of one's own label."""

    name = "fjords"
    neighbour_loses = "opponent"

    def moves_of(self, adj: Sequence[int], perms: Sequence[int], alive: int,
                 movers: int = -1) -> tuple[list[tuple[list[int], int]], list[tuple[list[int], int]]]:
        """The (permissions, alive set) after each of Left's and Right's moves.

        Left plays only at a vertex tinted L (carrying Left's label), Right
        only at one tinted R; the neighbours change as in Snort
        (:meth:`VertexColouringRules.moves_of`, given those vertices alone).

        Parameters
        ----------
        adj, perms : sequence of int
            Neighbour bitmasks and permissions of the vertices (1 Left's
            label, 2 Right's, 3 uncoloured).
        alive : int
            The bitmask of the vertices still in the graph.
        movers : int, optional
            Play only at these vertices (a bitmask; all by default).

        Returns
        -------
        tuple of (list, list)
            ``(permissions, alive)`` after each move of Left and of Right, in
            the order of the vertices.

        Examples
        --------
        >>> from cgtalg.engine.graph import parse_graph
        >>> n, adj, perms = parse_graph("0-1 1-2 0:L 2:R")
        >>> RULES.moves_of(adj, perms, 0b111)     # vertex 1 takes the mover's label
        ([([1, 1, 2], 6)], [([1, 2, 2], 3)])
        """
        labels = [0, 0, 0, 0]
        for v, p in enumerate(perms):
            labels[p] |= 1 << v
        colour = super().moves_of
        return (colour(adj, perms, alive, movers & labels[L])[0],
                colour(adj, perms, alive, movers & labels[R])[1])

    def region_moves(self, key: int) -> tuple[list[Key], list[Key]]:
        """Return the keys after each of Left's and Right's moves in component *key* (see :meth:`Schema.region_moves`).

        The component is unpacked and one vertex of each twin class is
        played (:meth:`VertexColouringRules.unpacked_moves`: twins have the
        same label and neighbours, so playing either gives the same
        position); paths and stars too, since the schema's moves on their
        words are Snort's and Col's.

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
            If *key* is not positive.

        Examples
        --------
        >>> left, right = RULES.region_moves(Fjords("0-1 0:L").key())
        >>> left == [Fjords("v=1 0:L").key()], right
        (True, [])
        """
        if type(key) is not int or key <= 0:
            _refuse_region_key(key, "component")
        return self.unpacked_moves(key)


RULES = FjordsRules()


class Fjords(GraphPosition):
    """A Fjords position: a graph with labelled vertices (``0-1 1-2 0:L 2:R``, ``path 4 + v=1 0:L``, ...).

    Parameters
    ----------
    graph : str
        The graph's text (:mod:`cgtalg.engine.graph`): ``v:L`` gives vertex
        ``v`` Left's label, ``v:R`` Right's; other vertices are uncoloured.

    Raises
    ------
    InputTypeError
        If *graph* is not a str.
    InputValueError
        On an unreadable graph.

    Examples
    --------
    >>> [p.text() for p in Fjords("0-1 1-2 0:L 2:R").left_options()]
    ['v=2 0-1 0:L 1:R']
    >>> Fjords("path 5").left_options(), Fjords("path 5").right_options()     # nothing labelled: no move
    ([], [])
    """

    __slots__ = ()
    rules = RULES
