"""Ski Jumps: Left's skiers ski east, Right's west, and a jumper may leap over an opponent below.

**The rules.** The board is a rectangle of squares, each empty (``.``) or
holding a skier: Left's jumpers ``L`` and slippers ``l``, Right's jumpers
``R`` and slippers ``r``. A player moves one of their skiers along its row,
Left's eastward (rightwards in the drawing) and Right's westward, any
number of empty squares without passing another skier; a skier whose way
to the edge is clear may also ski off the board and leaves the game.
Instead, a jumper directly above an opponent's skier (the next row down)
may jump over it onto the square directly below that skier, if that square
is on the board and empty; a jumper jumped over becomes a slipper, which
never jumps again. Whoever cannot move loses.

Without jumps every skier just counts its moves to the edge, so a position
in which no jump can ever come is an integer; the jumps make fractions, as
in Winning Ways' first chapter. Mirroring the board left to right and
exchanging the players' skiers negates the value (the key takes the lesser
of the two codes); rows above every skier never matter and are dropped.

References
----------
Berlekamp, Conway, Guy, *Winning Ways*, chapter 1 ("Ski-Jumps for
Beginners", "What is a jump worth?"); the values of its examples as given
by the tests of t4ccer's ``cgt-tools`` (``cgt/short/partizan/games/ski_jumps.rs``),
which this module's tests check.

Examples
--------
>>> from cgtalg import value
>>> [str(value(SkiJumps(b))) for b in ("L..", "L.|R.", ".L...|.R...|.....", "L....|R....|.....")]
['3', '1', '5/2', '9/2']
"""

from __future__ import annotations

from ...engine.grid import GridPosition, GridRules
from ...engine.grid_codes import region_code

__all__ = ["SkiJumps", "SkiJumpsRules", "RULES"]


class SkiJumpsRules(GridRules):
    """Ski Jumps on boards of ``L``/``l`` (Left's jumpers/slippers), ``R``/``r`` (Right's) and ``.`` (empty)."""

    name = "ski-jumps"
    symbols = "LlRr."
    meanings = ("Left's jumper", "Left's slipper", "Right's jumper", "Right's slipper", "empty square")
    connectivity = 0  # a skier's moves reach the board's edge: never split or cropped
    transpose = None
    small_region = 6
    cli_limit = 12

    def moves(self, layers: tuple[int, ...], h: int, w: int) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        """The boards after each of Left's and Right's moves (see :meth:`GridRules.moves`).

        Parameters
        ----------
        layers : tuple of int
            Left's jumpers, Left's slippers, Right's jumpers, Right's
            slippers, one bitboard each, cell ``(r, c)`` at bit ``r * (w + 1) + c``.
        h, w : int
            The board's height and width.

        Returns
        -------
        tuple of (list of tuple of int, list of tuple of int)
            Left's children (slides east, off the edge, jumps), then Right's.

        Examples
        --------
        >>> RULES.moves((0b001, 0, 0, 0), 1, 3)[0]       # 'L..': to either square, or off the board
        [(2, 0, 0, 0), (4, 0, 0, 0), (0, 0, 0, 0)]
        """
        lj, ls, rj, rs = layers
        left: list[tuple[int, ...]] = list(_side(lj, ls, rj | rs, rj, h, w, True))
        right: list[tuple[int, ...]] = [(a, b, c, d) for c, d, a, b in _side(rj, rs, lj | ls, lj, h, w, False)]
        return left, right

    def normalise(self, layers: tuple[int, ...], h: int, w: int) -> int:
        """The key of a board: its code, or minus the code of its mirror image with the players exchanged.

        Empty rows above the highest skier are dropped first. The code packs
        the board as the grid schema packs a region, so that
        :func:`~cgtalg.engine.grid_codes.unpack` reads it back.

        Parameters
        ----------
        layers : tuple of int
            The four layers, cell ``(r, c)`` at bit ``r * (w + 1) + c``.
        h, w : int
            The board's height and width.

        Returns
        -------
        int
            0 for a board without skiers, else a signed code.

        Examples
        --------
        >>> SkiJumps("L.|..").key() == -SkiJumps(".R|..").key(), SkiJumps("..|L.").key() == SkiJumps("L.").key()
        (True, True)
        """
        cache = self.normal_forms
        raw = (layers, h, w)
        key = cache.get(raw)
        if key is None:
            s = w + 1
            union = layers[0] | layers[1] | layers[2] | layers[3]
            if not union:
                key = 0
            else:
                top = ((union & -union).bit_length() - 1) // s
                shift = top * s
                cut = tuple(b >> shift for b in layers)
                rows = h - top
                plain = _code(cut, rows, w, False)
                mirror = _code((cut[2], cut[3], cut[0], cut[1]), rows, w, True)
                key = plain if plain <= mirror else -mirror
            cache.put(raw, key)
        return key  # type: ignore[no-any-return]


def _side(jumpers: int, slippers: int, theirs: int, their_jumpers: int, h: int, w: int,
          east: bool) -> list[tuple[int, int, int, int]]:
    """One player's moves as ``(my jumpers, my slippers, their jumpers, their slippers)``."""
    s = w + 1
    out: list[tuple[int, int, int, int]] = []
    occupied = jumpers | slippers | theirs
    their_slippers = theirs & ~their_jumpers
    for mine, is_jumper in ((jumpers, True), (slippers, False)):
        rest = mine
        while rest:
            b = rest & -rest
            rest ^= b
            col = (b.bit_length() - 1) % s
            at = b
            while True:
                if east:
                    at <<= 1
                    edge = col == w - 1
                    col += 1
                else:
                    at >>= 1
                    edge = col == 0
                    col -= 1
                if edge:
                    to = 0
                elif at & occupied:
                    break
                else:
                    to = at
                if is_jumper:
                    out.append((jumpers ^ b ^ to, slippers, their_jumpers, their_slippers))
                else:
                    out.append((jumpers, slippers ^ b ^ to, their_jumpers, their_slippers))
                if edge:
                    break
            if is_jumper:
                below = b << s
                land = b << (2 * s)
                row = (b.bit_length() - 1) // s
                if below & theirs and row + 2 < h and not land & occupied:
                    out.append((jumpers ^ b ^ land, slippers, their_jumpers & ~below, their_slippers | below))
    return out


def _code(layers: tuple[int, ...], h: int, w: int, mirrored: bool) -> int:
    """The packed code of a board (rows of the layers above the shape), mirrored left to right or not."""
    s = w + 1
    rowmask = (1 << w) - 1
    k = len(layers) * w
    payload = 0
    for r in range(h):
        for i, b in enumerate(layers):
            row = (b >> (r * s)) & rowmask
            if mirrored and row:
                row = int(format(row, f"0{w}b")[::-1], 2)
            payload |= row << (r * k + i * w)
    return region_code(payload, h, w)


RULES = SkiJumpsRules()


class SkiJumps(GridPosition):
    """A Ski Jumps board: ``L``/``l`` Left's jumper/slipper, ``R``/``r`` Right's, ``.`` empty.

    Parameters
    ----------
    board : str
        The drawing: rows top to bottom (jumps go down the drawing),
        separated by ``|``, ``/`` or white space.

    Raises
    ------
    InputTypeError
        If *board* is not a str.
    InputValueError
        On a ragged board, an unknown character, or a side over 63 squares.

    Examples
    --------
    >>> sorted(p.text() for p in SkiJumps("L.|R.|..").left_options())    # slide, ski off, or jump
    ['..|R.|..', '..|r.|L.', '.L|R.|..']
    >>> SkiJumps("L#")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: unknown character '#' in ski-jumps board (row 0, column 1): use 'L' (Left's jumper), 'l' (Left's slipper), 'R' (Right's jumper), 'r' (Right's slipper), '.' (empty square)
    """

    __slots__ = ()
    rules = RULES
