"""Col: colour a vertex, but never next to your own colour.

**The rules.** Players take turns colouring an uncoloured vertex of a graph,
Left blue and Right red; no two adjacent vertices may get the same colour.
Whoever cannot move loses. After Left colours a vertex, Left may no longer
colour its neighbours: they are *tinted* red (``2:R`` in the position text).
Col is a cold game: every position is worth a number or a number plus ``*``.

References
----------
Winning Ways, chapter 2 ("Col"); Lessons in Play, section 2.5 and exercise
5.x; Siegel, *Combinatorial Game Theory*, chapter I.1.

Examples
--------
>>> from cgtalg import value
>>> [str(value(Col(g))) for g in ("path 1", "path 2", "path 3", "0-1 1:L", "star 3")]
['*', '0', '0', '1/2', '*']
"""

from __future__ import annotations

from ...engine.graph import GraphPosition, VertexColouringRules

__all__ = ["Col", "ColRules", "RULES"]


class ColRules(VertexColouringRules):
    """Col: colouring a vertex forbids the mover its neighbours."""

    name = "col"
    neighbour_loses = "mover"


RULES = ColRules()


class Col(GraphPosition):
    """A Col position: a graph (``path 5``, ``cycle 4``, ``0-1 1-2 2:R``, ...).

    Examples
    --------
    >>> len(Col("star 3").left_options())
    4
    """

    __slots__ = ()
    rules = RULES
