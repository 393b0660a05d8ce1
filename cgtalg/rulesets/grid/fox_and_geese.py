"""Fox and Geese: Left's geese advance diagonally, Right's fox roams diagonally; a loopy game.

**The rules.** On a board of squares, Left has some geese ``x`` and Right one
fox ``o``; ``.`` is an empty square (``#`` a missing one). Left moves one
goose one square diagonally *forward* -- down the drawing, to the row below
-- onto an empty square. Right moves the fox one square diagonally in any of
the four directions onto an empty square. Nothing is captured and nothing
jumps. Whoever cannot move loses: the geese win by hemming the fox in, the
fox by getting past them (then the geese run out of moves while the fox does
not). Pieces moving diagonally keep to the squares of one colour, so the
squares of the other colour never matter; the drawing may show them as
``.`` (as CGSuite does) or as ``#``.

The fox can step back and forth, so play can return to a position: the move
graph has cycles and the game has no value among short games
(:func:`cgtalg.value` and the registry's ``value`` give its loopy value
instead). Every Left move advances a goose, so a play
in which the players alternate always ends: every position is a *stopper*,
worth a stopper value such as ``2over`` (Winning Ways, chapter 20; Siegel,
*Combinatorial Game Theory*, chapter VI).

A position's key is its board drawn as it lies or mirrored left to right,
whichever packs to the smaller code: the mirror image is the same game,
while turning the board over is not (the geese would then walk the other
way). The board never falls apart into independent regions.

**Boards.** The traditional game is played on the 8 x 8 checkerboard with
four geese on the playing squares of the geese's back row and the fox on the
far side (:meth:`FoxAndGeese.start`). CGSuite's ``FoxAndGeese`` plays on a
board 8 squares wide that has no end behind the geese; a board with two
empty rows behind the highest goose plays the same (a fox there is never
hemmed in), and :meth:`FoxAndGeese.from_coordinates` builds such boards
from CGSuite's coordinates.

References
----------
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
Mathematical Plays*, 2nd ed., vol. 3 (2003), chapter 20 ("Fox and Geese;
Hare and Hounds"): the start is worth ``2 + over``, correcting the first
edition's ``1 + over``; cgtalg finds ``2over`` both on the 8 x 8
checkerboard and with empty rows behind the geese. A. N. Siegel,
*Combinatorial Game Theory* (AMS, 2013), chapter VI (stoppers). CGSuite's
``game.grid.FoxAndGeese`` and its tests give the values of positions with
the geese on the fourth and third rows.

Examples
--------
>>> p = FoxAndGeese('''
... x.x.
... ....
... .o..
... ''')
>>> sorted(q.text() for q in p.left_options())      # a goose steps down, the left one only inwards
['..x.|.x..|.o..', 'x...|...x|.o..', 'x...|.x..|.o..']
>>> sorted(q.text() for q in p.right_options())     # the fox steps diagonally
['x.x.|..o.|....', 'x.x.|o...|....']
>>> FoxAndGeese("x.|.o").left_options()             # the goose is blocked by the fox
[]
"""

from __future__ import annotations

from typing import Iterable

from ...engine.grid import MAX_SIDE, GridPosition, GridRules
from ...engine.grid_codes import region_code
from ...errors import InputTypeError, InputValueError, check_int, describe

__all__ = ["FoxAndGeese", "FoxAndGeeseRules", "RULES"]


class FoxAndGeeseRules(GridRules):
    """Fox and Geese on boards of ``x`` (geese), ``o`` (the fox), ``.`` (empty) and ``#`` (no square)."""

    name = "fox-and-geese"
    symbols = "xo.#"
    meanings = ("Left's goose", "Right's fox", "empty square", "no square")
    aliases = {"G": "x", "g": "x", "F": "o", "f": "o"}
    connectivity = 0  # the fox and the geese meet across the whole board: never split
    transpose = None

    def moves(self, layers: tuple[int, ...], h: int, w: int) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        """The boards after each goose step (Left) and each fox step (Right).

        Cell ``(r, c)`` is bit ``r * (w + 1) + c`` (row 0 at the top of the
        drawing); the spare column ``w`` of every row is clear in every
        layer, so a diagonal step off either side lands on no empty square.

        Parameters
        ----------
        layers : tuple of int
            The geese, the fox and the empty squares, one bitboard each.
        h, w : int
            The board's height and width.

        Returns
        -------
        tuple of (list of tuple of int, list of tuple of int)
            Left's children (a goose one row down, one column either way),
            then Right's (the fox one row up or down, one column either way).

        Examples
        --------
        >>> RULES.moves((0b001, 0b000, 0b110), 1, 3)       # one row: no goose can step down
        ([], [])
        """
        geese, fox, empty = layers[0], layers[1], layers[2]
        s = w + 1
        left: list[tuple[int, ...]] = []
        rest = geese
        while rest:
            goose = rest & -rest
            rest ^= goose
            for to in (goose << (s - 1), goose << (s + 1)):
                if to & empty:
                    left.append((geese ^ goose ^ to, fox, empty ^ to ^ goose))
        right: list[tuple[int, ...]] = []
        if fox:
            for to in (fox << (s - 1), fox << (s + 1), fox >> (s - 1), fox >> (s + 1)):
                if to & empty:
                    right.append((geese, to, empty ^ to ^ fox))
        return left, right

    def normalise(self, layers: tuple[int, ...], h: int, w: int) -> int:
        """The key of a board: its code as drawn or mirrored left to right, whichever is smaller.

        The code packs the board as the grid schema packs a region (row
        ``r``'s cells of layer ``i`` at bits ``r * 3w + i * w`` above the
        shape ``(h << 6) | w``), so that :func:`~cgtalg.engine.grid_codes.unpack`
        reads it back. Turning the board upside down or transposing it is no
        symmetry of the game, so neither is tried.

        Parameters
        ----------
        layers : tuple of int
            The geese, the fox and the empty squares, cell ``(r, c)`` at bit ``r * (w + 1) + c``.
        h, w : int
            The board's height and width.

        Returns
        -------
        int
            A positive code.

        Examples
        --------
        >>> a = FoxAndGeese("x.|.o")
        >>> a.key() == FoxAndGeese(".x|o.").key(), a.key() == FoxAndGeese(".o|x.").key()
        (True, False)
        """
        cache = self.normal_forms
        raw = (layers, h, w)
        key = cache.get(raw)
        if key is None:
            key = min(_code(layers, h, w, False), _code(layers, h, w, True))
            cache.put(raw, key)
        return key  # type: ignore[no-any-return]


def _code(layers: tuple[int, ...], h: int, w: int, mirrored: bool) -> int:
    """The packed code of a board (see :meth:`FoxAndGeeseRules.normalise`), mirrored left to right or not."""
    s = w + 1
    rowmask = (1 << w) - 1
    k = len(layers) * w
    payload = 0
    for r in range(h):
        for i, b in enumerate(layers):
            row = (b >> (r * s)) & rowmask
            if mirrored:
                row = int(format(row, f"0{w}b")[::-1], 2) if w else 0
            payload |= row << (r * k + i * w)
    return region_code(payload, h, w)


RULES = FoxAndGeeseRules()


class FoxAndGeese(GridPosition):
    """A Fox and Geese board: ``x`` Left's geese, ``o`` Right's fox, ``.`` empty, ``#`` no square.

    The geese walk down the drawing. A board holds exactly one fox and any
    number of geese.

    Parameters
    ----------
    board : str
        The drawing: rows top to bottom, separated by ``|``, ``/`` or white
        space (``G`` and ``F`` may stand for ``x`` and ``o``).

    Raises
    ------
    InputTypeError
        If *board* is not a str.
    InputValueError
        On a ragged board, an unknown character, a side over 63 squares, or
        a board without exactly one fox.

    Examples
    --------
    >>> p = FoxAndGeese("x.x|...|.o.")
    >>> p.height, p.width, p.text()
    (3, 3, 'x.x|...|.o.')
    >>> FoxAndGeese("x.x|...")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a fox-and-geese board holds exactly one fox ('o'), this one 0
    """

    __slots__ = ()
    rules = RULES

    def __init__(self, board: str) -> None:
        super().__init__(board)
        foxes = bin(self.layers[1]).count("1")
        if foxes != 1:
            raise InputValueError(f"a fox-and-geese board holds exactly one fox ('o'), this one {foxes}")

    @classmethod
    def start(cls, behind: int = 0) -> "FoxAndGeese":
        """The traditional start: four geese on the back row of an 8-wide board, the fox on the far side.

        The geese stand on the playing squares of the eighth row from the
        fox's side (columns 2, 4, 6 and 8 counted from the left, CGSuite's
        ``(8,2), (8,4), (8,6), (8,8)``) and the fox on the first row, column
        5 (CGSuite's ``(1,5)``).

        Parameters
        ----------
        behind : int, default 0
            Empty rows behind the geese: 0 gives the 8 x 8 checkerboard, 2
            (or more) a board that plays as one without end behind them.

        Returns
        -------
        FoxAndGeese

        Raises
        ------
        InputTypeError
            If *behind* is not an int.
        InputValueError
            If *behind* is negative or the board would be over 63 rows.

        Examples
        --------
        >>> FoxAndGeese.start().rows()
        ['.x.x.x.x', '........', '........', '........', '........', '........', '........', '....o...']
        >>> FoxAndGeese.start(behind=2).height
        10
        """
        behind = check_int(behind, "behind", minimum=0, maximum=MAX_SIDE - 8)
        return cls.from_coordinates([(8, 2), (8, 4), (8, 6), (8, 8)], (1, 5), height=8 + behind)

    @classmethod
    def from_coordinates(cls, geese: Iterable[tuple[int, int]], fox: tuple[int, int], *, height: int | None = None,
                         width: int = 8) -> "FoxAndGeese":
        """A board from CGSuite's coordinates: ``(row, column)``, row 1 at the bottom, column 1 at the left.

        The geese walk towards row 1. Squares with ``row + column`` even are
        the playing squares; pieces must stand on them, as CGSuite requires.

        Parameters
        ----------
        geese : iterable of (int, int)
            The squares of the geese.
        fox : (int, int)
            The square of the fox.
        height : int, optional
            The number of rows; by default two more than the highest goose
            (or than the fox, if higher), a board on which a fox past the
            geese is never hemmed in, so positions have the values CGSuite
            gives them on its board without end.
        width : int, default 8
            The number of columns.

        Returns
        -------
        FoxAndGeese

        Raises
        ------
        InputTypeError
            If a square is not a pair of ints, or a size is not an int.
        InputValueError
            If a square is off the board or not a playing square, or two
            pieces share a square.

        Examples
        --------
        >>> FoxAndGeese.from_coordinates([(3, 1), (3, 3)], (1, 1), width=4).text()
        '....|....|x.x.|....|o...'
        >>> FoxAndGeese.from_coordinates([(3, 2)], (1, 1), width=4)
        Traceback (most recent call last):
        ...
        cgtalg.errors.InputValueError: goose (3, 2) is not on a playing square (row + column must be even)
        """
        width = check_int(width, "width", minimum=1, maximum=MAX_SIDE)
        if isinstance(geese, (str, bytes)) or not hasattr(geese, "__iter__"):
            raise InputTypeError(f"geese must be an iterable of (row, column) pairs, not {describe(geese)}")
        squares = [_square(g, "goose") for g in geese]
        fox_square = _square(fox, "fox")
        top = max([r for r, _ in squares] + [fox_square[0]])
        height = top + 2 if height is None else check_int(height, "height", minimum=1, maximum=MAX_SIDE)
        cells = [["." for _ in range(width)] for _ in range(height)]
        for (r, c), what, ch in [(g, "goose", "x") for g in squares] + [(fox_square, "fox", "o")]:
            if r > height or c > width:
                raise InputValueError(f"{what} {(r, c)} is off the {height} x {width} board")
            if (r + c) % 2:
                raise InputValueError(f"{what} {(r, c)} is not on a playing square (row + column must be even)")
            if cells[height - r][c - 1] != ".":
                raise InputValueError(f"two pieces on the square {(r, c)}")
            cells[height - r][c - 1] = ch
        return cls("|".join("".join(row) for row in cells))


def _square(square: object, what: str) -> tuple[int, int]:
    """A ``(row, column)`` pair of positive ints, checked."""
    if not isinstance(square, tuple) or len(square) != 2:
        raise InputTypeError(f"a {what}'s square is a (row, column) pair of ints, not {describe(square)}")
    return (check_int(square[0], f"a {what}'s row", minimum=1, maximum=MAX_SIDE),
            check_int(square[1], f"a {what}'s column", minimum=1, maximum=MAX_SIDE))
