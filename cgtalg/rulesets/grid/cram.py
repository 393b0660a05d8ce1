"""Cram: the impartial domino game.

**The rules.** Players take turns placing a domino on two empty squares of
the board that share an edge, either way round. Whoever cannot place a domino
loses. (Domineering is the partizan version, where one player places only
vertically and the other only horizontally.)

A board is any set of squares, not only a rectangle. Filling squares only
ever makes the board smaller, so a position is just the set of empty squares.
Two boards that differ by a translation, rotation or reflection are the same
game, and the position stores one canonical drawing of each (the lexically
least among the eight symmetric images); separate regions of the board are
independent games, offered to the engine through ``components()``.

There is one Cram: its rules are Domineering's placement kernel played
impartially (:data:`RULES`, the registry's ``cram``, whose positions are the
grid schema's boards of any size). This class is the view of
it that takes any set of squares: its moves and its regions are the kernel's
(:meth:`~cgtalg.engine.grid_placement.PlacementRules.moves`,
:meth:`~cgtalg.engine.grid_rules.GridRules.regions`) on its canonical
drawing, and its normal-play values the schema's search (:meth:`Cram.known_grundy`).

Board strings use ``.`` for an empty square and ``#`` (or ``x``) for a filled
or missing one; rows are separated by newlines (or ``/``) and may have
different lengths.

References
----------
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways* (Cram; on one row
it is Dawson's Kayles, the octal game 0.07).

Examples
--------
>>> from cgtalg.impartial import grundy
>>> [grundy(Cram.rectangle(1, n)) for n in range(1, 6)]
[0, 1, 1, 2, 0]
>>> grundy(Cram.from_string(".../.##"))        # the four-square L
2
>>> print(Cram.from_string("#..\\n..#"))      # stored as its least image
..
#..
>>> grundy(Cram.rectangle(3, 3))
0
"""

from __future__ import annotations

from typing import Iterable

from ...core.cache import memoized
from ...engine.position import ImpartialPosition
from ...errors import InputTypeError, InputValueError, check_int, check_items, check_str
from .domineering import IMPARTIAL

__all__ = ["Cram", "MAX_BOARD_SQUARES", "RULES"]

#: The rules of Cram: Domineering played impartially (the registry's ``cram``).
RULES = IMPARTIAL

#: The largest board (counted as the squares of the rectangle around the
#: empty squares) a Cram position may have. A board is stored as one bit
#: per square of that rectangle, so this caps the memory of a position at
#: 128 KiB; boards anywhere near it are far beyond what can be valued anyway.
MAX_BOARD_SQUARES = 1 << 20


_BYTE_REVERSED = tuple(int(format(x, "08b")[::-1], 2) for x in range(256))


@memoized("cram mirror", 1 << 16)
def _mirror(row: int, width: int) -> int:
    """Reverse the lowest *width* bits of *row*."""
    out = 0
    n = 0
    while row:
        out = (out << 8) | _BYTE_REVERSED[row & 255]
        row >>= 8
        n += 8
    return out >> (n - width) if n >= width else out << (width - n)


def _transpose(rows: tuple[int, ...], width: int) -> tuple[int, ...]:
    return tuple(
        sum(((row >> c) & 1) << r for r, row in enumerate(rows)) for c in range(width)
    )


def _canonical(rows: tuple[int, ...], width: int) -> tuple[tuple[int, ...], int]:
    """Crop *rows* (bitmasks, bit c = column c) and pick the least symmetric image."""
    # Crop empty rows and columns.
    lo = 0
    hi = len(rows)
    while lo < hi and not rows[lo]:
        lo += 1
    while hi > lo and not rows[hi - 1]:
        hi -= 1
    rows = rows[lo:hi]
    if not rows:
        return (), 0
    union = 0
    for r in rows:
        union |= r
    shift = (union & -union).bit_length() - 1
    if shift:
        rows = tuple(r >> shift for r in rows)
        union >>= shift
    width = union.bit_length()
    height = len(rows)
    # Draw the board lying down (height <= width); a square board both ways.
    images = []
    if height <= width:
        images.append(rows)
    if height >= width:
        images.append(_transpose(rows, width))
    wide = max(height, width)
    best = None
    for img in images:
        mirrored = tuple(_mirror(r, wide) for r in img)
        for cand in (img, img[::-1], mirrored, mirrored[::-1]):
            if best is None or cand < best:
                best = cand
    if best is None:  # height <= width or height >= width: images is never empty
        raise AssertionError("library bug: no drawing of the Cram board was compared")
    return best, wide


def _check_size(height: int, width: int) -> None:
    if height * width > MAX_BOARD_SQUARES:
        raise InputValueError(
            f"a Cram board may span at most {MAX_BOARD_SQUARES} squares "
            f"(the rectangle around its empty squares); this one spans "
            f"{_size(height)} x {_size(width)}"
        )


def _size(n: int) -> str:
    return str(n) if n.bit_length() <= 128 else f"more than 2^{n.bit_length() - 1}"


def _cells_to_rows(cells: Iterable[tuple[int, int]]) -> tuple[tuple[int, ...], int]:
    cells = list(cells)
    if not cells:
        return (), 0
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    height = max(r for r, _ in cells) - r0 + 1
    _check_size(height, max(c for _, c in cells) - c0 + 1)
    rows = [0] * height
    for r, c in cells:
        rows[r - r0] |= 1 << (c - c0)
    width = max(c for _, c in cells) - c0 + 1
    return tuple(rows), width


def _board(rows: tuple[int, ...], width: int) -> int:
    """The rows (bit ``c`` of a row: column ``c``) as one bitboard of stride ``width + 1`` (the grid schema's)."""
    s = width + 1
    board = 0
    for r, row in enumerate(rows):
        board |= row << (r * s)
    return board


def _rows(board: int, h: int, width: int) -> tuple[int, ...]:
    """The rows of an ``h x width`` bitboard of stride ``width + 1`` (the inverse of :func:`_board`)."""
    s = width + 1
    mask = (1 << width) - 1
    return tuple((board >> (r * s)) & mask for r in range(h))


class Cram(ImpartialPosition):
    """A Cram position: the set of empty squares, up to symmetry.

    Build one with :meth:`rectangle`, :meth:`from_string` or from cells
    ``Cram([(row, col), ...])``.

    Parameters
    ----------
    cells : iterable of (int, int)
        The empty squares.

    Raises
    ------
    InputTypeError
        If *cells* is not an iterable of pairs of ints (bools refused).
    InputValueError
        If the rectangle around the cells has more than
        :data:`MAX_BOARD_SQUARES` squares.

    Examples
    --------
    >>> Cram([(0, 0), (1, 0)]) == Cram.rectangle(1, 2)
    True
    >>> len(Cram.rectangle(2, 2).options())     # all four placements are alike
    1
    """

    __slots__ = ("rows", "width", "_hash")

    def __init__(self, cells: Iterable[tuple[int, int]]):
        if isinstance(cells, (str, bytes)):
            raise InputTypeError("use Cram.from_string for a board drawing")
        checked = set()
        for cell in check_items(cells, "the cells of a Cram board"):
            if not isinstance(cell, (tuple, list)) or len(cell) != 2:
                raise InputTypeError(f"a cell must be a pair of ints (row, col), not {cell!r}")
            checked.add((check_int(cell[0], "a cell's row"), check_int(cell[1], "a cell's column")))
        rows, width = _cells_to_rows(checked)
        self.rows, self.width = _canonical(rows, width)
        self._hash = hash((self.rows, self.width))

    @classmethod
    def _trusted(cls, rows: tuple[int, ...], width: int) -> "Cram":
        g = cls.__new__(cls)
        g.rows, g.width = _canonical(rows, width)
        g._hash = hash((g.rows, g.width))
        return g

    @classmethod
    def rectangle(cls, rows: int, cols: int) -> "Cram":
        """Return the empty *rows* x *cols* board.

        Parameters
        ----------
        rows, cols : int
            The board's height and width (0 gives the empty board).

        Returns
        -------
        Cram
            The board with all ``rows * cols`` squares empty.

        Raises
        ------
        InputTypeError
            If *rows* or *cols* is not an int (bools refused).
        InputValueError
            If either is negative, or the board has more than
            :data:`MAX_BOARD_SQUARES` squares.

        Examples
        --------
        >>> Cram.rectangle(2, 3) == Cram.rectangle(3, 2)
        True
        >>> Cram.rectangle(2, 2**64)
        Traceback (most recent call last):
        ...
        cgtalg.errors.InputValueError: a Cram board may span at most 1048576 squares (the rectangle around its empty squares); this one spans 2 x 18446744073709551616
        """
        rows = check_int(rows, "rows", minimum=0)
        cols = check_int(cols, "cols", minimum=0)
        _check_size(rows, cols)
        if rows == 0 or cols == 0:
            return cls._trusted((), 0)
        return cls._trusted(((1 << cols) - 1,) * rows, cols)

    @classmethod
    def from_string(cls, text: str) -> "Cram":
        """Return the board drawn in *text*: ``.`` empty, ``#`` or ``x`` filled.

        Parameters
        ----------
        text : str
            One line per row, separated by new lines or ``/``; blank first and
            last lines are ignored, so a triple-quoted drawing works.

        Returns
        -------
        Cram
            The board (in its canonical drawing: symmetric boards are equal).

        Raises
        ------
        InputTypeError
            If *text* is not a str.
        InputValueError
            On a character other than ``.``, ``#``, ``x``, ``X``, or a board over
            :data:`MAX_BOARD_SQUARES` squares.

        Examples
        --------
        >>> Cram.from_string("..\\n..") == Cram.rectangle(2, 2)
        True
        >>> Cram.from_string("..?")
        Traceback (most recent call last):
        ...
        cgtalg.errors.InputValueError: bad character '?' in Cram board (row 0, column 2); use '.' for empty and '#' for filled
        """
        check_str(text, "a board drawing")
        lines = text.replace("/", "\n").split("\n")
        # Drop blank first/last lines so triple-quoted drawings work.
        while lines and not lines[0].strip():
            lines.pop(0)
        while lines and not lines[-1].strip():
            lines.pop()
        cells = []
        for r, line in enumerate(lines):
            for c, ch in enumerate(line.strip()):
                if ch == ".":
                    cells.append((r, c))
                elif ch not in "#xX":
                    raise InputValueError(
                        f"bad character {ch!r} in Cram board (row {r}, column {c}); "
                        "use '.' for empty and '#' for filled"
                    )
        return cls(cells)

    def key(self) -> tuple[tuple[int, ...], int]:
        """Return the canonical drawing, as the position protocol's key (see :meth:`Position.key`).

        Returns
        -------
        tuple of (tuple of int, int)
            One bitmask of empty squares per row, and the width.

        Examples
        --------
        >>> Cram.from_string("..").key() == Cram.from_string(".|.".replace("|", "\\n")).key()
        True
        """
        return self.rows, self.width

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Cram) and self.rows == other.rows and self.width == other.width

    def __hash__(self) -> int:
        return self._hash

    @property
    def size(self) -> int:
        """Number of empty squares.

        Returns
        -------
        int

        Examples
        --------
        >>> Cram.rectangle(3, 4).size
        12
        """
        return sum(bin(r).count("1") for r in self.rows)

    def cells(self) -> list[tuple[int, int]]:
        """The empty squares of the canonical drawing, as (row, col) pairs.

        Returns
        -------
        list of tuple of (int, int)

        Examples
        --------
        >>> Cram.rectangle(1, 2).cells()
        [(0, 0), (0, 1)]
        """
        return [(r, c) for r, row in enumerate(self.rows) for c in range(self.width) if row >> c & 1]

    def options(self) -> list["Cram"]:
        """Place one domino on two adjacent empty squares (each resulting board once).

        Returns
        -------
        list of Cram
            The boards after each move, without repeats (in no set order).

        References
        ----------
        Winning Ways (Cram); Lessons in Play, chapter 7 (impartial games).

        Examples
        --------
        >>> sorted(str(o) for o in Cram.rectangle(1, 4).options())
        ['.##.', '..']
        """
        rows = self.rows
        width = self.width
        h = len(rows)
        left, right = RULES.moves((_board(rows, width),), h, width)
        return list({Cram._trusted(_rows(child[0], h, width), width) for child in left + right})

    def known_grundy(self) -> int | None:
        """The normal-play Grundy value by the grid schema's search (None for one row).

        The grid schema (:mod:`cgtalg.engine.grid`) plays Cram as impartial
        Domineering (:data:`RULES`) on bitboards, with its symmetries, its
        splitting into regions and its shared table of values (the
        ``"impartial domineering values"`` entry of :func:`cgtalg.cache_info`);
        :func:`cgtalg.impartial.grundy` asks this hook first, so normal-play
        values come from there.
        :meth:`options` and :meth:`components` stay for what needs the game
        tree itself: misère play, ``shortcuts=False`` and the checks.

        Returns
        -------
        int or None
            The Grundy value, or None when the own engine is to be used.

        Examples
        --------
        >>> Cram.rectangle(3, 4).known_grundy(), Cram.from_string(".../.##").known_grundy()
        (1, 2)
        >>> Cram.rectangle(1, 10).known_grundy() is None      # one row: Cram's own engine (Dawson's Kayles)
        True
        >>> Cram.from_string(".." + "#" * 68 + "/" + "#" * 68 + "..").known_grundy()   # two dominoes, 70 wide
        0
        """
        if not self.rows:
            return 0
        if len(self.rows) == 1:
            return None  # one row (stored lying down) is cheap for the own engine
        h = len(self.rows)
        return int(RULES.search.grundy(RULES.normalise((_board(self.rows, self.width),), h, self.width)))

    def components(self) -> list["Cram"]:
        """The edge-connected regions of empty squares, each a board of its own.

        Returns
        -------
        list of Cram
            The regions (``[self]`` when the board is one region or empty).

        Examples
        --------
        >>> [p.size for p in Cram.from_string("..#./").components()]
        [2, 1]
        """
        rows = self.rows
        width = self.width
        if not rows:
            return [self]
        parts = RULES.regions(_board(rows, width), width)
        if len(parts) == 1:
            return [self]
        h = len(rows)
        return [Cram._trusted(_rows(region, h, width), width) for region in parts]

    def __repr__(self) -> str:
        return f"Cram.from_string({'/'.join(self._lines())!r})"

    def _lines(self) -> list[str]:
        return ["".join("." if row >> c & 1 else "#" for c in range(self.width)).rstrip("#") for row in self.rows]

    def __str__(self) -> str:
        return "\n".join(self._lines())
