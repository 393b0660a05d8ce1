"""Loopy games: games whose positions may repeat (Winning Ways, ch. 11; Siegel, ch. VI).

* :mod:`~cgtalg.loopy.graph` -- :class:`~cgtalg.loopy.graph.LoopyGame`, a
  loopy game form: a finite graph of positions with Left and Right options,
  minimal and numbered canonically, so ``==`` is equality of forms.
* :mod:`~cgtalg.loopy.stopper` -- :class:`~cgtalg.loopy.stopper.Stopper`, the
  value of a stopper in its simplest form; ``on``, ``off``, ``over``,
  ``under``, ``upon``.
* :mod:`~cgtalg.loopy.sided` -- :class:`~cgtalg.loopy.sided.SidedValue`,
  ``onside & offside``, found by sidling; ``dud``.
* :mod:`~cgtalg.loopy.value` -- :func:`~cgtalg.loopy.value.loopy_value`, the
  value of any loopy game: a short game, a stopper or a sided value.

The package sits above the core (a short game is a loopfree loopy game) and
below the notation, which reads and writes loopy games, and the position
engine, which builds loopy games from positions whose moves cycle.
"""

from .graph import LoopyGame, disjunctive_sum
from .sided import SidedValue, dud, is_stopper_sided, offside, onside
from .stopper import Stopper, canonical_stopper, is_stopper, off, on, over, under, upon
from .value import loopy_value

__all__ = [
    "LoopyGame",
    "SidedValue",
    "Stopper",
    "canonical_stopper",
    "disjunctive_sum",
    "dud",
    "is_stopper",
    "is_stopper_sided",
    "loopy_value",
    "off",
    "offside",
    "on",
    "onside",
    "over",
    "under",
    "upon",
]
