"""Rulesets on a rectangular board: Domineering, Cram, Clobber, Konane, Amazons, Fission, Fox and Geese,
Ski Jumps, NoGo, Cannibal Clobber, Sheep.

Each game is a module that says its rules; the grid schema
(:mod:`cgtalg.engine.grid`) does the rest (bitboards, symmetries, splitting
into regions, the search). Its public classes are re-exported here, so that a
new ruleset needs one import::

    from cgtalg.rulesets.grid import GridPosition, PlacementRules

Examples
--------
>>> from cgtalg import value
>>> from cgtalg.rulesets.grid import Clobber, Domineering
>>> str(value(Domineering("..|..")) + value(Clobber("xo")))
'+-1*'
"""

from ...engine.grid import (MAX_SIDE, SMALL_CELLS, CaptureRules, GridPosition, GridRules, PackedForms, PlacementRules,
                            Placements, parse_board)
from .amazons import Amazons
from .cannibal_clobber import CannibalClobber
from .clobber import Clobber
from .cram import Cram
from .domineering import Domineering
from .fission import Fission
from .fox_and_geese import FoxAndGeese
from .konane import Konane
from .nogo import NoGo
from .sheep import Sheep
from .ski_jumps import SkiJumps

__all__ = ["GridRules", "GridPosition", "PackedForms", "PlacementRules", "Placements", "CaptureRules", "parse_board",
           "MAX_SIDE", "SMALL_CELLS",
           "Domineering", "Cram", "Clobber", "Konane", "Amazons", "Fission", "FoxAndGeese", "SkiJumps", "NoGo",
           "CannibalClobber", "Sheep"]
