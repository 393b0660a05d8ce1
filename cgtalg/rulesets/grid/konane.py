"""Konane: jump an enemy stone into an empty square, capturing it.

**The rules.** Left's stones are ``x``, Right's ``o``; ``.`` is an empty
square, ``#`` a missing one. A move jumps one of your stones orthogonally over
an adjacent enemy stone into the empty square just beyond, removing the enemy
stone; the same stone may go on jumping in the same direction (each stopping
point is a different move). Whoever cannot move loses. (The traditional
opening moves, which remove stones, are not part of the game here.)

Stones and empty squares that are not edge-connected never interact, so the
board splits into such regions; a region without a stone of each colour is
worth 0. Swapping colours negates the value; the board's eight symmetries keep it.

References
----------
M. D. Ernst, "Playing Konane mathematically: a combinatorial game-theoretic
analysis", UMAP Journal 16(2) (1995) 95-121; Siegel, *Combinatorial Game
Theory*, chapter I.1; Winning Ways, chapter 22 (Hare and Hounds' neighbours).

Examples
--------
>>> from cgtalg import value
>>> [str(value(Konane(b))) for b in ("xo.", "xo.o.", ".ox", "xo.|...", "xox.")]
['1', '1', '1', '1', '-1']
"""

from __future__ import annotations

from ...engine.grid import GridPosition, GridRules

__all__ = ["Konane", "KonaneRules", "RULES"]


class KonaneRules(GridRules):
    """Konane's moves on three bitboards: Left's stones, Right's stones, empty squares."""

    name = "konane"
    symbols = "xo.#"
    meanings = ("Left's stone", "Right's stone", "empty square", "no square")
    aliases = {"X": "x", "O": "o"}
    swap = (1, 0, 2)

    def moves(self, layers: tuple[int, ...], h: int, w: int) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        """Return the boards after each of Left's and Right's moves (see :meth:`GridRules.moves`).

        Each move jumps a stone over an adjacent enemy stone into the empty square beyond, possibly repeatedly.

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
        >>> left, right = RULES.moves((0b001, 0b010, 0b100), 1, 3)     # 'xo.': x jumps o
        >>> left, right
        ([(4, 0, 3)], [])
        """
        x, o, e = layers
        s = w + 1
        return _jumps(x, o, e, s, False), _jumps(o, x, e, s, True)

    def is_dead(self, layers: tuple[int, ...], h: int, w: int) -> bool:
        """Return True if this region is worth 0 for a cheap reason (see :meth:`GridRules.is_dead`).

        A region is dead when it lacks stones of one colour or empty squares: no jump is possible.

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
        >>> RULES.is_dead((0b001, 0b010, 0b100), 1, 3), RULES.is_dead((0b001, 0, 0b110), 1, 3)
        (False, True)
        """
        return not layers[0] or not layers[1] or not layers[2]


def _jumps(mine: int, theirs: int, empty: int, s: int, right: bool) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = []
    for d in (1, s, -1, -s):
        def shift(b: int, k: int, d: int = d) -> int:
            n = k * d
            return b << n if n >= 0 else b >> -n

        starts = mine & shift(theirs, -1) & shift(empty, -2)
        while starts:
            bit = starts & -starts
            starts ^= bit
            m, t, e = mine, theirs, empty
            at = bit
            while True:
                over, land = shift(at, 1), shift(at, 2)
                if not (t & over and e & land):
                    break
                m ^= at | land
                t ^= over
                e ^= at | over | land
                out.append((t, m, e) if right else (m, t, e))
                at = land
    return out


RULES = KonaneRules()


class Konane(GridPosition):
    """A Konane board: ``x`` Left's stones, ``o`` Right's, ``.`` empty, ``#`` no square.

    Examples
    --------
    >>> [k.text() for k in Konane("xo.o.").left_options()]
    ['..xo.', '....x']
    """

    __slots__ = ()
    rules = RULES
