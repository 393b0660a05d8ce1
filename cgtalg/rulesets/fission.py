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

from .grid import GridPosition, GridRules

__all__ = ["Fission", "FissionRules", "RULES"]


class FissionRules(GridRules):
    """Fission's moves on two bitboards: stones and empty squares."""

    name = "fission"
    symbols = "x.#"
    meanings = ("stone", "empty square", "no square")
    aliases = {"X": "x"}
    transpose = "negate"

    def moves(self, layers: tuple[int, ...], h: int, w: int) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        x, e = layers
        s = w + 1
        return _split(x, e, s), _split(x, e, 1)

    def is_dead(self, layers: tuple[int, ...], h: int, w: int) -> bool:
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
