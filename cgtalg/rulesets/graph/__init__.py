"""The graph rulesets: Snort, Col, Fjords, Arc Kayles (on vertices), Hackenbush, Childish Hackenbush (on edges).

Snort and Col are games of the vertex-colouring schema, whose kernel is
:mod:`cgtalg.engine.graph`: a position is a graph whose vertices carry
permissions (who may still colour them), written as a family ``path N``,
``cycle N``, ``star N``, ``complete N``, ``grid RxC`` or as edges ``0-1 1-2``
with a vertex count ``v=5`` and tints ``3:L`` / ``3:R``, parts joined by
``+``. The schema's classes are re-exported here, so that a new colouring
game is a subclass of :class:`VertexColouringRules` that says what a
coloured vertex takes from its neighbours, and a subclass of
:class:`GraphPosition` that names those rules. Fjords
(:mod:`cgtalg.rulesets.graph.fjords`) keeps Snort's rule for the
neighbours but lets a player move only at a vertex tinted with their own
colour (a vertex carrying their label). Arc Kayles
(:mod:`cgtalg.rulesets.graph.arc_kayles`) declares moves of its own over
the same graphs: a move deletes both ends of an edge. Hackenbush
(:mod:`cgtalg.rulesets.graph.hackenbush`) cuts the edges of a picture
standing on the ground, and Childish Hackenbush
(:mod:`cgtalg.rulesets.graph.childish_hackenbush`) cuts only where nothing
else falls. Nimstring (:mod:`cgtalg.rulesets.graph.nimstring`) cuts the
strings of a strings-and-coins graph (a Dots-and-Boxes board), valued by
nimbers and loony.

Examples
--------
>>> from cgtalg import value
>>> from cgtalg.rulesets.graph import Col, Snort
>>> str(value(Snort("path 3"))), str(value(Col("0-1 1:L")))
('+-2', '1/2')
"""

from ...engine.graph import MAX_VERTICES, WORD_VERTICES, GraphPosition, L, R, VertexColouringRules, parse_graph
from .arc_kayles import ArcKayles, ArcKaylesRules
from .childish_hackenbush import ChildishHackenbush, ChildishHackenbushRules
from .col import Col, ColRules
from .fjords import Fjords, FjordsRules
from .partizan_arc_kayles import PartizanArcKayles
from .hackenbush import Hackenbush, HackenbushRules, HackenbushString, berlekamp_value
from .nimstring import Nimstring, nimstring_value
from .snort import Snort, SnortRules

__all__ = ["VertexColouringRules", "GraphPosition", "parse_graph", "MAX_VERTICES", "WORD_VERTICES", "L", "R", "Snort", "SnortRules", "Col", "ColRules",
           "Hackenbush", "HackenbushRules", "HackenbushString", "berlekamp_value", "ArcKayles", "ArcKaylesRules",
           "ChildishHackenbush", "ChildishHackenbushRules", "PartizanArcKayles", "Fjords", "FjordsRules",
           "Nimstring", "nimstring_value"]
