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

The package sits above the core (a short game is a loopfree loopy game) and
below the notation, which reads and writes loopy games, and the position
engine, which builds loopy games from positions whose moves cycle.
"""

from .graph import LoopyGame, disjunctive_sum
from .impartial import LoopyGrundy, grundy_value, grundy_values, impartial_outcome_of_sum
from .outcome import LoopyOutcome, Result, outcomes_of_sum

__all__ = [
    "LoopyGame",
    "disjunctive_sum",
    "LoopyOutcome",
    "Result",
    "outcomes_of_sum",
    "LoopyGrundy",
    "grundy_value",
    "grundy_values",
    "impartial_outcome_of_sum",
]
