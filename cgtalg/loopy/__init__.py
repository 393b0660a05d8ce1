"""Loopy games: games whose positions may repeat (Winning Ways, ch. 11; Siegel, ch. VI).

* :mod:`~cgtalg.loopy.graph` -- :class:`~cgtalg.loopy.graph.LoopyGame`, a
  loopy game form: a finite graph of positions with Left and Right options,
  minimal and numbered canonically, so ``==`` is equality of forms.

The package sits above the core (a short game is a loopfree loopy game) and
below the notation, which reads and writes loopy games, and the position
engine, which builds loopy games from positions whose moves cycle.
"""

from .graph import LoopyGame, disjunctive_sum

__all__ = ["LoopyGame", "disjunctive_sum"]
