"""The grid schema: games played on the cells of a rectangular board.

A ruleset on a grid says three things: which kinds of piece a cell can hold
(its *layers*: "empty square" for Domineering, "Left's stone" and "Right's
stone" for Clobber), how the players move (:meth:`GridRules.moves`), and which
symmetries keep or negate the value (transposing a Domineering board swaps
the players' roles; swapping the colours of Clobber stones does too). The
schema does the rest:

* **compact positions**: a board is a few ints, one bit per cell and layer,
  with a spare (always clear) column so that shifting by one never wraps into
  the next row: cell ``(r, c)`` of an ``h x w`` board is bit ``r * (w + 1) + c``;
* **splitting**: the cells in play (any layer) fall into edge-connected (or,
  with ``connectivity = 8``, king-move connected) regions, each an independent
  game; regions that cannot matter (:meth:`GridRules.is_dead`) are dropped;
* **normalising**: each region is cropped and drawn in the least of its
  symmetric images, and packed into one int (its *code*); an image reached
  through a negating symmetry makes the key negative (see
  :mod:`cgtalg.engine.search` for keys). A bounded cache remembers the
  normal form of every raw board met, so the work is done once per board;
* **search**: canonical values and outcomes by :class:`~cgtalg.engine.search.Search`.

Three kernels give families of rulesets their fast paths, each declared by
class attributes rather than code: :class:`PlacementRules` (players place
pieces of given shapes on empty cells, as in Domineering and Cram: moves made
on region codes in machine words, integer values of regions where one player
alone can move), :class:`CaptureRules` (a stone steps onto an adjacent
enemy stone, as in Clobber: boards keyed and moved in machine words) and
:class:`~cgtalg.engine.grid_arrows.ArrowRules` (a piece slides like a queen
and shoots an arrow, as in Amazons: the same, and integer values of regions
holding one player's pieces). Any other ruleset subclasses :class:`GridRules`
and writes its :meth:`~GridRules.moves`.

The schema lives in these modules: :mod:`~cgtalg.engine.grid_codes` (region
codes, symmetries, splitting and the keys of small boards in machine words),
:mod:`~cgtalg.engine.grid_text` (reading drawings), :mod:`~cgtalg.engine.grid_rules` (:class:`GridRules`),
:mod:`~cgtalg.engine.grid_position` (:class:`GridPosition`),
:mod:`~cgtalg.engine.grid_placement`, :mod:`~cgtalg.engine.grid_capture` and
:mod:`~cgtalg.engine.grid_arrows` (the kernels); this module gathers their public names.

Board text: one character per cell, rows separated by ``|``, ``/`` or white
space (new lines), all rows equally long.

References
----------
Winning Ways, chapter 2 (Domineering), chapter 22 (Cram, Clobber's relatives);
Lessons in Play, chapters 1-2 and 5; Siegel, *Combinatorial Game Theory*,
chapter I.1 (Domineering, Clobber, Konane, Amazons).

Examples
--------
A ruleset in a few lines: each player places a straight tromino, Left upright,
Right lying down.

>>> from cgtalg import value
>>> class Trominoes(PlacementRules):
...     name = "trominoes"
...     transpose = "negate"
...     left_pieces = (((0, 0), (1, 0), (2, 0)),)
...     right_pieces = (((0, 0), (0, 1), (0, 2)),)
>>> class Board(GridPosition):
...     rules = Trominoes()
>>> [str(value(Board(b))) for b in (".|.|.", "...", "...|...|...")]
['1', '-1', '+-2']
"""

from __future__ import annotations

from .grid_capture import CaptureRules
from .grid_codes import MAX_SIDE, SMALL_CELLS, PackedForms
from .grid_placement import PlacementRules, Placements
from .grid_position import GridPosition
from .grid_rules import GridRules
from .grid_text import parse_board

__all__ = ["GridRules", "GridPosition", "PackedForms", "PlacementRules", "Placements", "CaptureRules", "parse_board",
           "MAX_SIDE", "SMALL_CELLS"]
