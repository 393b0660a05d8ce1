"""Amazons on small boards: move an amazon like a queen, then shoot an arrow.

**The rules.** Left's amazons are ``L``, Right's ``R``; ``.`` is an empty
square and ``#`` a burnt (or missing) one. A move slides one of your amazons
like a chess queen (any number of empty squares in one of the eight
directions), then fires an arrow from its new square, again like a queen,
into an empty square, which is burnt for the rest of the game (the square the
amazon left counts as empty). Whoever cannot move loses.

Amazons and empty squares split into king-move connected regions, which are
independent; a region without an amazon is worth 0. Swapping the players'
amazons negates the value; the board's eight symmetries keep it. The number
of moves grows fast, so only small boards can be valued.

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

from ...engine.grid import GridPosition, GridRules

__all__ = ["Amazons", "AmazonsRules", "RULES"]


def _slides(start: int, empty: int, s: int) -> list[int]:
    """The squares a queen at *start* reaches through *empty* squares (bits)."""
    out = []
    for d in (1, s - 1, s, s + 1):
        at = start
        while True:
            at <<= d
            if not at & empty:
                break
            out.append(at)
        at = start
        while True:
            at >>= d
            if not at & empty:
                break
            out.append(at)
    return out


class AmazonsRules(GridRules):
    """Amazons' moves on three bitboards: Left's amazons, Right's amazons, empty squares."""

    name = "amazons"
    symbols = "LR.#"
    meanings = ("Left's amazon", "Right's amazon", "empty square", "burnt square")
    aliases = {"l": "L", "r": "R", "x": "#", "X": "#"}
    swap = (1, 0, 2)
    connectivity = 8
    small_region = 6
    cli_limit = 14

    def moves(self, layers: tuple[int, ...], h: int, w: int) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        """Return the boards after each of Left's and Right's moves (see :meth:`GridRules.moves`).

        Each move slides an amazon like a queen and fires an arrow from where it lands.

        Parameters
        ----------
        layers : tuple of int
            The board's bitboards, cell ``(r, c)`` at bit ``r * (w + 1) + c``.
        h, w : int
            The board's height and width.

        Returns
        -------
        tuple of (list of tuple of int, list of tuple of int)
            Left's and Right's children, as layers of the same ``h x w`` board.

        Examples
        --------
        >>> left, right = RULES.moves((0b001, 0b100, 0b010), 1, 3)     # 'L.R': each has one move
        >>> left, right                # L slides to the middle and burns the square it left
        ([(2, 4, 0)], [(1, 2, 0)])
        """
        a, b, e = layers
        s = w + 1
        return _moves(a, b, e, s, False), _moves(b, a, e, s, True)

    def is_dead(self, layers: tuple[int, ...], h: int, w: int) -> bool:
        """Return True if this region is worth 0 for a cheap reason (see :meth:`GridRules.is_dead`).

        A region is dead when it holds no amazon or no empty square: nobody can move in it.

        Parameters
        ----------
        layers : tuple of int
            The region's bitboards.
        h, w : int
            The board's height and width.

        Returns
        -------
        bool

        Examples
        --------
        >>> RULES.is_dead((0b01, 0, 0b10), 1, 2), RULES.is_dead((0b1, 0b100, 0), 1, 3)
        (False, True)
        """
        return not (layers[0] | layers[1]) or not layers[2]


def _moves(mine: int, theirs: int, empty: int, s: int, right: bool) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = []
    queens = mine
    while queens:
        q = queens & -queens
        queens ^= q
        for to in _slides(q, empty, s):
            m = mine ^ q ^ to
            e = (empty | q) ^ to
            for arrow in _slides(to, e, s):
                out.append((theirs, m, e ^ arrow) if right else (m, theirs, e ^ arrow))
    return out


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
