"""Fission: split a stone in two, Left up-and-down, Right left-and-right.

**The rules.** Stones are ``x`` on empty squares ``.`` (``#`` a missing
square). Left removes a stone whose upper and lower neighbours are both empty
squares and puts a stone on each of them; Right does the same with the left
and right neighbours. Whoever cannot move loses.

Transposing the board swaps the players' roles (negates the value); the four
symmetries of the rectangle keep it. Stones spread into empty squares, so the
board splits only into regions of squares (stones and empty) that are
edge-connected; a region without a stone is worth 0.

References
----------
The ruleset as shipped by CGSuite and by the cgt-py library (Rust, "Fission");
Siegel, *Combinatorial Game Theory*, chapter I.1 for the notions used.

Examples
--------
>>> from cgtalg import value
>>> [str(value(Fission(b))) for b in ("...|.x.|...", ".|x|.", ".x.")]
['0', '1', '-1']
"""

from __future__ import annotations

from ...engine.grid import GridPosition, GridRules

__all__ = ["Fission", "FissionRules", "RULES"]


class FissionRules(GridRules):
    """Fission's moves on two bitboards: stones and empty squares."""

    name = "fission"
    symbols = "x.#"
    meanings = ("stone", "empty square", "no square")
    aliases = {"X": "x"}
    transpose = "negate"

    def moves(self, layers: tuple[int, ...], h: int, w: int) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        """Return the boards after each of Left's and Right's moves (see :meth:`GridRules.moves`).

        Left splits a stone into its upper and lower neighbours, Right into its left and right ones.

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
        >>> left, right = RULES.moves((0b010, 0b101), 1, 3)          # '.x.': only Right can split
        >>> left, right
        ([], [(5, 2)])
        """
        x, e = layers
        s = w + 1
        return _split(x, e, s), _split(x, e, 1)

    def is_dead(self, layers: tuple[int, ...], h: int, w: int) -> bool:
        """Return True if this region is worth 0 for a cheap reason (see :meth:`GridRules.is_dead`).

        A region is dead when it holds no stone or no empty square.

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
        >>> RULES.is_dead((0b010, 0b101), 1, 3), RULES.is_dead((0, 0b111), 1, 3)
        (False, True)
        """
        return not layers[0] or not layers[1]


def _split(x: int, e: int, d: int) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = []
    ok = x & (e >> d) & (e << d)
    while ok:
        bit = ok & -ok
        ok ^= bit
        sides = (bit << d) | (bit >> d)
        out.append(((x ^ bit) | sides, (e | bit) ^ sides))
    return out


RULES = FissionRules()


class Fission(GridPosition):
    """A Fission board: ``x`` stones, ``.`` empty, ``#`` no square.

    Examples
    --------
    >>> [p.text() for p in Fission("...|.x.|...").left_options()]
    ['.x.|...|.x.']
    """

    __slots__ = ()
    rules = RULES
