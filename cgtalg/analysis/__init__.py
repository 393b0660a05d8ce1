"""Analyses: functions that compute something about games or positions.

Each module holds one analysis:

* :mod:`~cgtalg.analysis.thermograph` -- thermographs, mean, temperature
  (walls in :mod:`~cgtalg.analysis.trajectory`, pictures drawn by
  :mod:`~cgtalg.pictures.thermograph`);
* :mod:`~cgtalg.analysis.cooling` -- cooling, heating, overheating, freezing;
* :mod:`~cgtalg.analysis.reduced` -- reduced canonical forms, the relation
  "infinitesimally close";
* :mod:`~cgtalg.analysis.atomic_weight` -- atomic weights of all-small games;
* :mod:`~cgtalg.analysis.incentives` and :mod:`~cgtalg.analysis.predicates`
  -- incentives, hot/tepid/cold, tempers, confusion intervals;
* :mod:`~cgtalg.analysis.norton` -- Norton multiplication ``G.U`` (also
  the method ``Game.norton``);
* :mod:`~cgtalg.analysis.sensible` -- sensible options and sensible lines
  of play of a position;
* :mod:`~cgtalg.analysis.winning_moves` -- the moves that keep a win, for
  either player, of a game or a ruleset position;
* :mod:`~cgtalg.analysis.subordinate` -- the inverse of the ordinal sum;
* :mod:`~cgtalg.analysis.stop_count` and :mod:`~cgtalg.analysis.strong_stops`
  -- the stop count of a short game, the strong stops of a stopper;
* :mod:`~cgtalg.analysis.products` -- Conway's product and the ordinal
  product;
* :mod:`~cgtalg.analysis.companion` -- the companion, the automorphism of
  the lattice of games born by day n;
* :mod:`~cgtalg.analysis.compound_sums` -- conjunctive and selective sums;
* :mod:`~cgtalg.analysis.summary` -- everything above in one record
  (``cgtalg value --analyse`` writes it out);
* :mod:`~cgtalg.analysis.flipping_coins` -- the fast value algorithm of
  flipping coins.

Examples
--------
>>> from cgtalg import parse
>>> from cgtalg.analysis import cool, mean, temperature, reduced, atomic_weight
>>> g = parse("{3|{1|-1}}")
>>> mean(g), temperature(g), str(cool(g, 1)), str(reduced(g + parse("^")))
(Fraction(3, 2), Fraction(3, 2), '{2|1*}', '{3|+-1}')
>>> str(atomic_weight(parse("^^*")))
'2'
"""

from .atomic_weight import NotAtomicError, atomic_weight, is_all_small
from .companion import companion
from .compound_sums import conjunctive_sum, selective_sum
from .cooling import cool, freeze, heat, overheat
from .incentives import incentives, left_incentives, right_incentives
from .norton import norton
from .products import conway_product, ordinal_product
from .predicates import (ConfusionInterval, confusion_interval, is_cold, is_even_tempered, is_hot,
                         is_odd_tempered, is_tepid)
from .sensible import sensible_left_options, sensible_lines, sensible_options, sensible_right_options
from .stop_count import stop_count
from .strong_stops import strong_left_stop, strong_right_stop
from .subordinate import NoSubordinateError, subordinate
from .reduced import infinitesimally_close, is_reduced, le_mod_infinitesimals, reduced
from .thermograph import Thermograph, mean, temperature, thermograph
from .trajectory import Trajectory
from .winning_moves import winning_moves

__all__ = [
    "Thermograph", "Trajectory", "thermograph", "mean", "temperature",
    "cool", "heat", "overheat", "freeze",
    "reduced", "is_reduced", "infinitesimally_close", "le_mod_infinitesimals",
    "atomic_weight", "is_all_small", "NotAtomicError",
    "incentives", "left_incentives", "right_incentives",
    "is_hot", "is_tepid", "is_cold", "is_even_tempered", "is_odd_tempered",
    "ConfusionInterval", "confusion_interval",
    "norton", "conjunctive_sum", "selective_sum", "conway_product", "ordinal_product", "companion",
    "sensible_left_options", "sensible_right_options", "sensible_options", "sensible_lines",
    "subordinate", "NoSubordinateError", "stop_count", "strong_left_stop", "strong_right_stop",
    "winning_moves",
]
