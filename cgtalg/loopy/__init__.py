"""Loopy games: games whose positions may repeat (Winning Ways, ch. 11; Siegel, ch. VI).

* :mod:`~cgtalg.loopy.graph` -- :class:`~cgtalg.loopy.graph.LoopyGame`, a
  loopy game form: a finite graph of positions with Left and Right options,
  minimal and numbered canonically, so ``==`` is equality of forms.
* :mod:`~cgtalg.loopy.outcome` -- outcomes with draws
  (:class:`~cgtalg.loopy.outcome.LoopyOutcome`: ``L``, ``R``, ``N``, ``P``,
  ``D``, ``PHat``, ...) by retrograde analysis, of a game and of sums.
* :mod:`~cgtalg.loopy.impartial` -- generalised Sprague-Grundy values
  (:class:`~cgtalg.loopy.impartial.LoopyGrundy`: ``n`` or ``∞_K``) of
  impartial loopy games, by Smith's method.
* :mod:`~cgtalg.loopy.stopper` -- :class:`~cgtalg.loopy.stopper.Stopper`, the
  value of a stopper in its simplest form; ``on``, ``off``, ``over``,
  ``under``, ``upon``.
* :mod:`~cgtalg.loopy.simplest` -- the array-level work behind stoppers:
  the order by play, and simplest forms found strongly connected component
  by component (:mod:`~cgtalg.loopy.components`).
* :mod:`~cgtalg.loopy.sided` -- :class:`~cgtalg.loopy.sided.SidedValue`,
  ``onside & offside``, found by sidling; ``dud``.
* :mod:`~cgtalg.loopy.value` -- :func:`~cgtalg.loopy.value.loopy_value`, the
  value of any loopy game: a short game, a stopper or a sided value.

The package sits above the core (a short game is a loopfree loopy game) and
below the notation, which reads and writes loopy games, and the position
engine, which builds loopy games from positions whose moves cycle.
"""

from .graph import LoopyGame, disjunctive_sum
from .impartial import LoopyGrundy, grundy_value, grundy_values, impartial_outcome_of_sum
from .outcome import LoopyOutcome, Result, outcomes_of_sum
from .sided import SidedValue, dud, is_stopper_sided, offside, onside
from .stopper import Stopper, canonical_stopper, is_stopper, off, on, over, under, upon
from .value import loopy_value

__all__ = [
    "LoopyGame",
    "LoopyGrundy",
    "LoopyOutcome",
    "Result",
    "SidedValue",
    "Stopper",
    "canonical_stopper",
    "disjunctive_sum",
    "dud",
    "grundy_value",
    "grundy_values",
    "impartial_outcome_of_sum",
    "is_stopper",
    "is_stopper_sided",
    "loopy_value",
    "off",
    "offside",
    "on",
    "onside",
    "outcomes_of_sum",
    "over",
    "under",
    "upon",
]
