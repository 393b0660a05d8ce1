"""The strip rulesets: games on one row of cells, Toads and Frogs (also backsliding, with generalised
jumps, and both), Toppling Dominoes, Elephants and Rhinos.

Their kernel is :mod:`cgtalg.engine.strip`: a position is a string, one
character per cell. The schema's classes are re-exported here, so that a new
strip game is a subclass of :class:`StripRules` that names its characters,
its moves (as local rewrites of the string, :attr:`StripRules.rewrites`, or
a method of its own), its dead ends and its symmetries, and a subclass of
:class:`StripPosition` that names those rules.

Examples
--------
>>> from cgtalg import value
>>> from cgtalg.rulesets.strip import ToadsAndFrogs, TopplingDominoes
>>> str(value(ToadsAndFrogs("TT.F"))), str(value(TopplingDominoes("LRL")))
('{1/2|0}', '1/2')
"""

from ...engine.strip import MAX_LENGTH, StripPosition, StripRules, check_strip_symbols
from .backsliding_generalised_toads_and_frogs import (
    BackslidingGeneralisedToadsAndFrogs,
    BackslidingGeneralisedToadsAndFrogsRules,
)
from .backsliding_toads_and_frogs import BackslidingToadsAndFrogs, BackslidingToadsAndFrogsRules
from .elephants_and_rhinos import ElephantsAndRhinos, ElephantsAndRhinosRules
from .generalised_toads_and_frogs import GeneralisedToadsAndFrogs, GeneralisedToadsAndFrogsRules
from .toads_and_frogs import ToadsAndFrogs, ToadsAndFrogsRules
from .toppling_dominoes import TopplingDominoes, TopplingDominoesRules

__all__ = ["StripRules", "StripPosition", "MAX_LENGTH", "check_strip_symbols", "ToadsAndFrogs",
           "ToadsAndFrogsRules", "TopplingDominoes", "TopplingDominoesRules",
           "BackslidingToadsAndFrogs", "BackslidingToadsAndFrogsRules", "ElephantsAndRhinos",
           "ElephantsAndRhinosRules", "GeneralisedToadsAndFrogs", "GeneralisedToadsAndFrogsRules",
           "BackslidingGeneralisedToadsAndFrogs", "BackslidingGeneralisedToadsAndFrogsRules"]
