"""Amazons on small boards: move an amazon like a queen, then shoot an arrow.

**The rules.** Left's amazons are ``L``, Right's ``R``; ``.`` is an empty
square and ``#`` a burnt (or missing) one. A move slides one of your amazons
like a chess queen (any number of empty squares in one of the eight
directions), then fires an arrow from its new square, again like a queen,
into an empty square, which is burnt for the rest of the game (the square the
amazon left counts as empty). Whoever cannot move loses.

Amazons and empty squares split into king-move connected regions, which are
independent; a region without an amazon is worth 0, and one with the amazons
of one player only is an integer, the length of that player's longest
sequence of moves there. Swapping the players' amazons negates the value; the
board's eight symmetries keep it. The moves and these shortcuts are the grid
schema's arrow kernel (:mod:`cgtalg.engine.grid_arrows`). The number of moves
grows fast, so only small boards can be valued (4 x 4 with one amazon each
takes some seconds compiled: ``benchmarks/bench_amazons.py``).

References
----------
E. R. Berlekamp, "Sums of N x 2 Amazons", in *Game Theory, Optimal Stopping,
Probability and Statistics* (2000); M. Müller, T. Tegos, "Experiments in
computer Amazons", in *More Games of No Chance* (2002); Siegel,
*Combinatorial Game Theory*, chapter I.1.

Examples
--------
>>> from cgtalg import value
>>> [str(value(Amazons(b))) for b in ("L.", "L..", "L.R", "L..|..R")]
['1', '2', '*', '+-{1,{2|0}}']
"""

from __future__ import annotations

from ...engine.grid import GridPosition
from ...engine.grid_arrows import ArrowRules

__all__ = ["Amazons", "AmazonsRules", "RULES"]


class AmazonsRules(ArrowRules):
    """Amazons' rules: the arrow kernel's moves (:class:`~cgtalg.engine.grid_arrows.ArrowRules`) on three bitboards.

    The layers are Left's amazons, Right's amazons and the empty squares.
    """

    name = "amazons"
    symbols = "LR.#"
    meanings = ("Left's amazon", "Right's amazon", "empty square", "burnt square")
    aliases = {"l": "L", "r": "R", "x": "#", "X": "#"}
    cli_limit = 14


RULES = AmazonsRules()


class Amazons(GridPosition):
    """An Amazons board: ``L`` Left's amazons, ``R`` Right's, ``.`` empty, ``#`` burnt.

    Examples
    --------
    >>> sorted(p.text() for p in Amazons("L..").left_options())     # slide, then shoot
    ['#.L', '#L.', '.#L', '.L#']
    """

    __slots__ = ()
    rules = RULES
