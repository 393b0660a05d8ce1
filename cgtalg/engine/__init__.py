"""The position engine: values, outcomes and searches of ruleset positions.

A ruleset says what the moves of a position are (the protocol of
:mod:`cgtalg.engine.position`); this package turns positions into answers:

* :mod:`cgtalg.engine.traversal` -- the one walk over position graphs
  (explicit stack, memo, loop detection) and the outcome search on it;
* :mod:`cgtalg.engine.position_value` -- :func:`cgtalg.value`, the canonical
  value of a position;
* :mod:`cgtalg.engine.relations` -- :func:`cgtalg.compare` and
  :func:`cgtalg.outcome` for games and positions alike;
* :mod:`cgtalg.engine.misere_play` -- misère outcomes of positions and of
  sums of positions, searched over multisets of components;
* :mod:`cgtalg.engine.misere_forms` -- misère forms of positions, and their
  comparison modulo all games or a universe;
* :mod:`cgtalg.engine.loopy_position` -- positions whose moves cycle: their
  game graphs, outcomes with draws and generalised Grundy values, through
  :mod:`cgtalg.loopy`;
* :mod:`cgtalg.engine.search` -- the keyed search shared by the board
  schemas: positions normalised to integer keys, split into regions, valued
  and solved with one bounded transposition table per ruleset;
* :mod:`cgtalg.engine.grid` -- the grid schema (boards of cells as bitboards,
  symmetries, regions, region codes) and its kernels for placement games
  (Domineering, Cram) and capture games (Clobber).

It sits above the core (:mod:`cgtalg.core`, the values and their algebra)
and below everything that uses positions (impartial theory, rulesets,
analysis). With the core, it is the compiled part of cgtalg.
"""

from .position import ImpartialPosition, Position
from .position_value import value
from .relations import compare, outcome

__all__ = ["Position", "ImpartialPosition", "value", "compare", "outcome"]
