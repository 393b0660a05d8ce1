"""Snort: colour a vertex, but never next to your opponent's colour.

**The rules.** Players take turns colouring an uncoloured vertex of a graph,
Left blue and Right red; a vertex may not be coloured if a neighbour already
has the opponent's colour. Whoever cannot move loses. After Left colours a
vertex, Right may no longer colour its neighbours: they are *tinted* blue
(``2:L`` in the position text). Snort is a hot game: moving is an advantage.

References
----------
Winning Ways, chapter 6 ("Snort"); Lessons in Play, section 2.5;
Siegel, *Combinatorial Game Theory*, chapter I.1.

Examples
--------
>>> from cgtalg import value
>>> [str(value(Snort(g))) for g in ("path 1", "path 2", "path 3", "0-1 1:L", "star 3")]
['*', '+-1', '+-2', '{1|0}', '+-3']
"""

from __future__ import annotations

from ...engine.graph import GraphPosition, VertexColouringRules

__all__ = ["Snort", "SnortRules", "RULES"]


class SnortRules(VertexColouringRules):
    """Snort: colouring a vertex forbids the opponent its neighbours."""

    name = "snort"
    neighbour_loses = "opponent"


RULES = SnortRules()


class Snort(GraphPosition):
    """A Snort position: a graph (``path 5``, ``cycle 4``, ``0-1 1-2 2:L``, ...).

    Examples
    --------
    >>> Snort("path 4") == Snort("0-1 1-2 2-3")
    True
    >>> Snort("path 2") == Snort("0-1 0:L")
    False
    """

    __slots__ = ()
    rules = RULES
