"""Fission: split a stone in two, Left up-and-down, Right left-and-right.

**The rules.** Stones are ``x`` on empty squares ``.`` (``#`` a missing
square). Left removes a stone whose upper and lower neighbours are both empty
squares and puts a stone on each of them; Right does the same with the left
and right neighbours. Whoever cannot move loses.

Transposing the board swaps the players' roles (negates the value); the four
symmetries of the rectangle keep it.

**What a board is the sum of.** A move reads and changes three squares (a
stone and its two neighbours on one line), so a board is the sum of the
parts that no move links, and a square no move can ever use is no part of
it (:func:`potential_moves`): a stone that can never split is a missing
square, and so is an empty square no stone can ever reach. The board is cut
there, finer than into edge-connected regions; a board with no potential
move is worth 0. (The impartial variant is cut into edge-connected regions
only, each without a stone or an empty square worth 0.)

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
from ...engine.grid_codes import unpack
from ...engine.search import Key, _refuse_region_key, add_keys
from ...errors import InputValueError, check_int

__all__ = ["Fission", "FissionRules", "RULES", "potential_moves"]


def potential_moves(stones: int, empty: int, w: int) -> tuple[int, int]:
    """The stones that may ever split up and down, and left and right, in any line of play from a board.

    The least fixed point of: a square that holds a stone (now, or once a
    move puts one there) whose two neighbours on a line may be empty (now,
    or once their stones split) may split along that line; then it may be
    empty and its neighbours may hold stones. By induction on a line of
    play, every stone on the board is on a square that *may hold a stone*,
    every empty square *may be empty*, so every legal move is a potential
    one: the answer is a superset of the moves ever made, of either player
    (in the impartial variant too).

    So a square in no potential move (as its centre or one of its two ends)
    is never read nor changed by a move, and is as good as a missing
    square; and two squares are in one part of the board only when a chain
    of potential moves, each sharing a square with the next, links them:
    the moves of different parts change and read disjoint squares, so the
    board is the sum of its parts (Winning Ways, chapter 2).

    Parameters
    ----------
    stones, empty : int
        The stones and the empty squares (cell ``(r, c)`` at bit
        ``r * (w + 1) + c``).
    w : int
        The board's width.

    Returns
    -------
    tuple of (int, int)
        The centres of the potential vertical splits (Left's) and of the
        horizontal ones (Right's).

    Raises
    ------
    InputTypeError
        If an argument is not an int.
    InputValueError
        If a bitboard is negative or the two share a square, or the width is
        below 1 or over ``2**24``.

    Examples
    --------
    >>> potential_moves(0b010, 0b101, 3)              # '.x.': the stone splits left and right, once
    (0, 2)
    >>> x, e = Fission(".x..|.x..").layers            # then the stones at column 2 may split too
    >>> [bin(m) for m in potential_moves(x, e, 4)]
    ['0b0', '0b11000110']
    >>> potential_moves(*Fission("x#|.x|..").layers, 2)   # neither stone can ever split
    (0, 0)
    """
    w = check_int(w, "the board's width", minimum=1, maximum=1 << 24)
    stones = check_int(stones, "the stones (a bitboard)", minimum=0)
    empty = check_int(empty, "the empty squares (a bitboard)", minimum=0)
    if stones & empty:
        raise InputValueError("a square of a Fission board holds a stone or is empty, but these bitboards share one")
    return _potential_moves(stones, empty, w + 1)


def _potential_moves(stones: int, empty: int, s: int) -> tuple[int, int]:
    """:func:`potential_moves` on a board of stride *s*, not checked (the normal form's inner loop)."""
    may_hold, may_empty = stones, empty
    while True:
        vertical = may_hold & (may_empty >> s) & (may_empty << s)
        horizontal = may_hold & (may_empty >> 1) & (may_empty << 1)
        hold = may_hold | (vertical << s) | (vertical >> s) | (horizontal << 1) | (horizontal >> 1)
        free = may_empty | vertical | horizontal
        if hold == may_hold and free == may_empty:
            return vertical, horizontal
        may_hold, may_empty = hold, free


def _move_parts(vertical: int, horizontal: int, s: int) -> list[int]:
    """The squares of the potential moves (centres *vertical*, *horizontal*), cut into the parts no move links."""
    cells = vertical | (vertical << s) | (vertical >> s) | horizontal | (horizontal << 1) | (horizontal >> 1)
    parts = []
    while cells:
        piece = cells & -cells
        while True:
            up_down = vertical & (piece | (piece >> s) | (piece << s))
            across = horizontal & (piece | (piece >> 1) | (piece << 1))
            grown = (piece | up_down | (up_down << s) | (up_down >> s)
                     | across | (across << 1) | (across >> 1))
            if grown == piece:
                break
            piece = grown
        cells &= ~piece
        parts.append(piece)
    return parts


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

    def region_side_moves(self, key: int, side: int) -> list[Key]:
        """Return the keys after each move of one player in region *key*: one list of :meth:`region_moves`.

        The outcome search (:func:`~cgtalg.engine.sum_solver.wins`) asks for
        the mover's moves only, so the other player's children are not
        normalised unless that player moves there too.

        Parameters
        ----------
        key : int
            A positive region code.
        side : int
            0 for Left's moves, 1 for Right's.

        Returns
        -------
        list of Key
            ``region_moves(key)[side]``, in the same order.

        Raises
        ------
        InputTypeError
            If *key* or *side* is not an int.
        InputValueError
            If *key* is not positive, or *side* is not 0 or 1.

        Examples
        --------
        >>> key = abs(Fission(".x.|...").key())     # its least image is transposed: a negative key
        >>> RULES.region_side_moves(key, 1) == RULES.region_moves(key)[1]
        True
        """
        if type(key) is not int or key <= 0:
            _refuse_region_key(key, "region")
        if check_int(side, "the player (0 Left, 1 Right)") not in (0, 1):
            raise InputValueError(f"the player is 0 (Left) or 1 (Right), not {side}")
        (x, e), h, w = unpack(key, 2)
        s = w + 1
        if self.impartial:
            boards = _split(x, e, s) + _split(x, e, 1)
        else:
            boards = _split(x, e, s if side == 0 else 1)
        norm = self.normalise
        return [norm(b, h, w) for b in boards]

    def _normalise(self, layers: tuple[int, ...], h: int, w: int) -> Key:
        # The schema's normal form, with the board cut into the parts of its potential moves rather than
        # into edge-connected regions, and the squares of no potential move left out (potential_moves).
        # The impartial variant keeps the schema's regions: its Grundy search explores about a tenth
        # fewer regions with the cut, but pays more for each (5 x 5 boards: 0.9 s against 0.5 s).
        if self.impartial:
            return GridRules._normalise(self, layers, h, w)
        x, e = layers
        s = w + 1
        vertical, horizontal = _potential_moves(x, e, s)
        parts = []
        for piece in _move_parts(vertical, horizontal, s):
            parts.append(self._canonical((x & piece, e & piece), h, w))
        return add_keys(parts)

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
