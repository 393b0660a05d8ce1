"""Sheep (Battle Sheep): herds slide across a hexagonal board, leaving part of themselves behind.

**The rules.** The board is a patch of hexagonal cells, drawn as rows in
axial coordinates: cell ``(r, c)`` touches the six cells ``(r, c - 1)``,
``(r, c + 1)``, ``(r - 1, c)``, ``(r - 1, c + 1)``, ``(r + 1, c)`` and
``(r + 1, c - 1)`` (the two diagonal neighbours lie up-right and
down-left; up-left and down-right are not neighbours). A cell is empty, or
missing, or holds one *herd*: ``n >= 1`` sheep of one player. A move takes
one of your herds of at least two sheep, picks one of the six directions,
and slides some of its sheep, ``k`` of them with ``1 <= k < n``, in a
straight line through empty cells as far as they can go (to the last empty
cell before a missing cell, a herd or the edge; at least one step); the
other ``n - k`` stay. Whoever cannot move loses.

Cells only ever fill, and a herd of one sheep never moves: it is a wall, as
is any herd with no empty neighbour (none will ever empty). So the cells
in play are the empty ones and the herds of two or more with an empty
neighbour; they fall into hex-connected regions, which are independent
games, and a region without such a herd is worth 0. Exchanging the
players' herds negates the value, and the twelve symmetries of the
hexagonal lattice keep it (on the drawing: turning it half round,
transposing it, and the rotations by 60 degrees, which shear it).

**Text.** A position's text is the board row by row, rows separated by
``|``, ``/`` or new lines; in a row, a cell is ``.`` (empty), ``#``
(missing), ``xN`` (a herd of N of Left's sheep; ``x`` alone is one sheep)
or ``oN`` (Right's), or an integer as MCGS writes its boards: ``0`` empty,
``N > 0`` Left's (MCGS's Black) herd of N, ``-N`` Right's (White's).
Cells may be separated by commas or spaces (integers must be), so MCGS's
``0, 2, -1 | 0, 0, 0`` and ``.x2o|...`` are one board; herds hold at most
:data:`MAX_HERD` sheep. The text a position writes uses ``.``, ``#``,
``xN`` and ``oN``.

**The schema.** Sheep is declared over the grid schema's base class
:class:`~cgtalg.engine.grid_rules.GridRules`, with nine layers: empty
cells, Left's herds, Right's herds and the six bits of each herd's size
(cell ``(r, c)`` at bit ``r * (w + 1) + c`` of each, as in every grid
ruleset). Its regions and their symmetric images are those of the hexagonal
board, so it splits and normalises boards itself (:meth:`SheepRules.normalise`),
into region codes of the schema's format that
:func:`~cgtalg.engine.grid_codes.unpack` reads back.

References
----------
The ruleset as implemented by MCGS, the combinatorial game solver of
M. Müller's group (University of Alberta): ``src/sheep.cpp`` and
``src/sheep.h`` (the moves, the six directions ``GRID_DIRS_HEX`` of
``src/grid_location.h``, herds of at most 50), ``input/info.test`` (its
int-grid notation) and the test positions ``input/main_tests/sheep_autotests/``
(results from MCGS). The board game: Battle Sheep (Blue Orange Games), as
MCGS's development notes cite it. Siegel, *Combinatorial Game Theory*,
chapter I.1 for the notions used.

Examples
--------
>>> from cgtalg import value
>>> [str(value(Sheep(b))) for b in ("x2.", "x3..", "x3...", "x2.o2", "x3.|.o2", "x2.|.o3")]
['1', '2', '2', '*', '0', '0']
>>> Sheep("0, 2, -1 | 0, 0, 0").text()
'.x2o1|...'
"""

from __future__ import annotations

import re
from typing import Any

from ...core.cache import BoundedCache
from ...engine.grid import MAX_SIDE, GridPosition, GridRules
from ...engine.grid_codes import region_code, unpack
from ...engine.search import Key, add_keys
from ...errors import InputTypeError, InputValueError

__all__ = ["Sheep", "SheepRules", "RULES", "MAX_HERD"]

#: The most sheep a herd may hold, as in MCGS (``sheep::MAX_HERD``); six bits of size.
MAX_HERD = 50

#: Bits of a herd's size, one layer each.
_SIZE_BITS = 6

#: The layers: empty cells, Left's herds, Right's herds, then the size bits.
_LAYERS = 3 + _SIZE_BITS


#: A cell of a row: '.', '#', x or o with digits, a signed integer; commas and white space between.
_TOKEN = re.compile(r"\s*(?:([.#])|([xXoO])([0-9]*)|(-?[0-9]+))\s*,?")


def _hex_grow(cells: int, s: int) -> int:
    """*cells* and their six hex neighbours (bitboard of stride *s*; mask with a layer: spare bits are in none)."""
    return (cells | (cells << 1) | (cells >> 1) | (cells << s) | (cells >> s)
            | (cells << (s - 1)) | (cells >> (s - 1)))


def _hex_regions(live: int, s: int) -> list[int]:
    """The hex-connected regions of the cells *live* (stride *s*), lowest cell first."""
    parts = []
    rest = live
    while rest:
        region = rest & -rest
        while True:
            grown = _hex_grow(region, s) & live
            if grown == region:
                break
            region = grown
        rest ^= region
        parts.append(region)
    return parts


def _herd_size(planes: tuple[int, ...], bit: int) -> int:
    """The size of the herd at the cell *bit*, read from the size layers."""
    n = 0
    for j, plane in enumerate(planes):
        if plane & bit:
            n |= 1 << j
    return n


def _in_play(layers: tuple[int, ...], s: int) -> int:
    """The cells in play: empty ones and herds of two or more with an empty neighbour."""
    empty, left, right = layers[0], layers[1], layers[2]
    big = 0
    for plane in layers[4:]:
        big |= plane
    return empty | ((left | right) & big & _hex_grow(empty, s))


class SheepRules(GridRules):
    """Sheep's moves and normal forms on nine bitboards: empty cells, Left's and Right's herds, size bits."""

    name = "sheep"
    #: One character per layer (see the module: the text is read by :class:`Sheep`, not per character).
    symbols = ".xo123456#"
    meanings = ("empty cell", "Left's herd", "Right's herd", "size bit 1", "size bit 2", "size bit 4",
                "size bit 8", "size bit 16", "size bit 32", "no cell")
    #: Six neighbours (hexagonal cells): the rules split and normalise boards themselves.
    connectivity = 6
    transpose = "same"
    swap = (0, 2, 1, 3, 4, 5, 6, 7, 8)
    #: Regions of at most this size (:meth:`region_size`) are valued exactly by the outcome search
    #: (on MCGS's test boards 6 solves about as fast as anything from 3 to 8, and faster than 12).
    small_region = 6
    #: The command line values positions of at most this size (:meth:`region_size`, summed over the
    #: regions): ``x5...|....|...o5``, of size 18, takes seconds; ``x6....|.....|....o6``, of 23, minutes.
    cli_limit = 18

    def __init__(self) -> None:
        super().__init__()
        #: A region as drawn (its cells as ``(row, column, herd)``) -> its signed code.
        self.hex_forms = BoundedCache(f"{self.name} hex forms", 1 << 20)

    def moves(self, layers: tuple[int, ...], h: int, w: int) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        """Return the boards after each of Left's and Right's moves (see :meth:`GridRules.moves`).

        For each herd of at least two of the mover's sheep, each of the six
        directions in which its neighbour is empty, and each number ``k``
        of sheep sent (1 to the herd's size less one), in that order.

        Parameters
        ----------
        layers : tuple of int
            Empty cells, Left's herds, Right's herds and the six size bits
            (cell ``(r, c)`` at bit ``r * (w + 1) + c``).
        h, w : int
            The board's height and width.

        Returns
        -------
        tuple of (list of tuple of int, list of tuple of int)
            Left's and Right's children, as layers of the same ``h x w`` board.

        References
        ----------
        MCGS, ``src/sheep.cpp`` (``sheep_move_generator``, ``sheep::play``).

        Examples
        --------
        >>> [Sheep._from_layers(b, 1, 3).text() for b in RULES.moves(Sheep("x3..").layers, 1, 3)[0]]
        ['x2.x1', 'x1.x2']
        """
        s = w + 1
        return _moves(layers, s, 1), _moves(layers, s, 2)

    def normalise(self, layers: tuple[int, ...], h: int, w: int) -> Key:
        """Return the key of a board: its regions in play, each in its least image on the hexagonal lattice.

        The cells in play (empty cells, and herds of two or more beside an
        empty cell) are split into hex-connected regions; a region without
        a herd is dropped. Each region's cells are mapped by the twelve
        symmetries of the lattice, with and without the players' herds
        exchanged (which negates), each image cropped; the least, by its
        area and then its cells, is packed as a region code of the schema
        (negated for an image with the herds exchanged, unless an image
        without the exchange is as small). Remembered for the board.

        Parameters
        ----------
        layers : tuple of int
            The board's nine bitboards.
        h, w : int
            The board's height and width.

        Returns
        -------
        Key
            0, one signed region code, or a sorted tuple of them.

        Examples
        --------
        >>> Sheep("x3..").key() == Sheep("x3|.|.").key(), Sheep("x3.|.#").key() == Sheep("#x3|..").key()
        (True, True)
        >>> Sheep("x3..").key() == -Sheep("..o3").key()       # the herds exchanged: the negative
        True
        >>> Sheep("x1..|o1#.").key(), Sheep("x2o2|o2x2").key()       # herds of one, herds without room
        (0, 0)
        """
        cache = self.normal_forms
        raw = (layers, h, w)
        key = dict.get(cache, raw)
        if key is None:
            s = w + 1
            parts = []
            for region in _hex_regions(_in_play(layers, s), s):
                if region & (layers[1] | layers[2]):
                    parts.append(self._hex_canonical(layers, region, s))
            key = add_keys(parts)
            cache.put(raw, key)
        return key

    def _hex_canonical(self, layers: tuple[int, ...], region: int, s: int) -> int:
        """The signed code of one region's least image (see :meth:`normalise`)."""
        planes = layers[3:]
        left = layers[1]
        cells = []
        rest = region
        while rest:
            bit = rest & -rest
            rest ^= bit
            r, c = divmod(bit.bit_length() - 1, s)
            if bit & layers[0]:
                cells.append((r, c, 0))
            else:
                n = _herd_size(planes, bit)
                cells.append((r, c, n if bit & left else -n))
        r0 = min(r for r, _, _ in cells)
        c0 = min(c for _, c, _ in cells)
        drawn = tuple(sorted((r - r0, c - c0, v) for r, c, v in cells))
        forms = self.hex_forms
        found = dict.get(forms, drawn)
        if found is None:
            found = _least_image(drawn, not self.impartial)
            forms.put(drawn, found)
        return found  # type: ignore[no-any-return]

    def regions(self, union: int, w: int) -> list[int]:
        """Split the cells *union* (bitboard of width *w*) into hex-connected regions.

        Parameters
        ----------
        union : int
            The cells, cell ``(r, c)`` at bit ``r * (w + 1) + c``.
        w : int
            The board's width.

        Returns
        -------
        list of int
            One bitboard per region, lowest cell first.

        Examples
        --------
        >>> [bin(r) for r in RULES.regions(0b010_001, 2)]      # (0, 0) and (1, 1): not neighbours
        ['0b1', '0b10000']
        >>> [bin(r) for r in RULES.regions(0b001_010, 2)]      # (0, 1) and (1, 0): neighbours
        ['0b1010']
        """
        return _hex_regions(union, w + 1)

    def region_size(self, key: int) -> int:
        """Return the size of region *key*: its empty cells plus the sheep that can still leave their herds.

        A herd of ``n`` sheep can send off ``n - 1`` of them, and every move
        fills an empty cell, so this bounds what is left to play better than
        the cells alone (a few cells and a herd of 50 hold many positions).
        The outcome search values regions up to :attr:`small_region` exactly;
        the command line values positions up to :attr:`cli_limit`.

        Parameters
        ----------
        key : int
            A positive region code.

        Returns
        -------
        int

        Examples
        --------
        >>> RULES.region_size(abs(Sheep("x3..|#o1.").key()))      # three empty cells, two sheep free; o1 a wall
        5
        """
        layers, _, _ = unpack(key, _LAYERS)
        sheep = 0
        for j, plane in enumerate(layers[3:]):
            sheep += bin(plane).count("1") << j
        return bin(layers[0]).count("1") + sheep - bin(layers[1] | layers[2]).count("1")


def _moves(layers: tuple[int, ...], s: int, mine: int) -> list[tuple[int, ...]]:
    """The boards after each move of the player whose herds are layer *mine* (1 Left, 2 Right)."""
    empty = layers[0]
    planes = layers[3:]
    out: list[tuple[int, ...]] = []
    herds = layers[mine]
    steps = (1, -1, s, -s, s - 1, 1 - s)
    while herds:
        start = herds & -herds
        herds ^= start
        n = _herd_size(planes, start)
        if n < 2:
            continue
        cleared = tuple(p & ~start for p in planes)
        for step in steps:
            at = start
            while True:
                nxt = at << step if step > 0 else at >> -step
                if not nxt & empty:
                    break
                at = nxt
            if at == start:
                continue
            for k in range(1, n):
                stay = n - k
                sizes = tuple(p | (start if stay >> j & 1 else 0) | (at if k >> j & 1 else 0)
                              for j, p in enumerate(cleared))
                child = [empty ^ at, layers[1], layers[2]]
                child[mine] |= at
                out.append((*child, *sizes))
    return out


def _images(cells: tuple[tuple[int, int, int], ...]) -> list[tuple[int, int, tuple[tuple[int, int, int], ...]]]:
    """The region's images under the twelve symmetries of the lattice: ``(height, width, cells)``, cropped.

    The rotation by 60 degrees takes ``(r, c)`` to ``(r + c, -r)`` and the
    reflection takes it to ``(c, r)``; both permute the six neighbours.
    Images wider or taller than the grid allows are left out (the region
    as drawn never is).
    """
    out = []
    current = [(r, c, v) for r, c, v in cells]
    for _ in range(6):
        for image in (current, [(c, r, v) for r, c, v in current]):
            r0 = min(r for r, _, _ in image)
            c0 = min(c for _, c, _ in image)
            moved = tuple(sorted((r - r0, c - c0, v) for r, c, v in image))
            height = max(r for r, _, _ in moved) + 1
            width = max(c for _, c, _ in moved) + 1
            if height <= MAX_SIDE and width <= MAX_SIDE:
                out.append((height, width, moved))
        current = [(r + c, -r, v) for r, c, v in current]
    return out


def _least_image(cells: tuple[tuple[int, int, int], ...], negates: bool) -> int:
    """The signed code of the least image of a region given as ``(row, column, herd)`` cells.

    Images are ordered by area, then height, then cells; the players' herds
    exchanged give the images of the negative when *negates* (a partizan
    ruleset; played impartially, either player moves any herd, so the
    exchange keeps the value), and on a tie the image that keeps the value
    wins.
    """
    best: Any = None
    best_neg = False
    for height, width, moved in _images(cells):
        for swapped in (False, True):
            drawn = tuple((r, c, -v) for r, c, v in moved) if swapped else moved
            neg = swapped and negates
            order = (height * width, height, drawn)
            if best is None or order < best[0] or (order == best[0] and best_neg and not neg):
                best = (order, width)
                best_neg = neg
    (_, height, drawn), width = best
    code = _pack(drawn, height, width)
    return -code if best_neg else code


def _pack(cells: tuple[tuple[int, int, int], ...], height: int, width: int) -> int:
    """The region code of cells ``(row, column, herd)``: the layers row by row above the shape."""
    k = _LAYERS * width
    payload = 0
    for r, c, v in cells:
        at = r * k + c
        if v == 0:
            payload |= 1 << at
            continue
        payload |= 1 << (at + (1 if v > 0 else 2) * width)
        n = abs(v)
        j = 0
        while n:
            if n & 1:
                payload |= 1 << (at + (3 + j) * width)
            n >>= 1
            j += 1
    return region_code(payload, height, width)


RULES = SheepRules()


def _read_board(text: str, name: str) -> tuple[tuple[int, ...], int, int]:
    """The layers, height and width of a Sheep position text (see the module), every problem named."""
    lines = [line for line in re.split(r"[|/\n]", text) if line.strip(" \t\r,")]
    rows: list[list[int | None]] = []
    for r, line in enumerate(lines):
        row: list[int | None] = []
        at = 0
        while at < len(line):
            found = _TOKEN.match(line, at)
            if found is None or found.end() == at:
                ch = line[at]
                raise InputValueError(
                    f"unknown character {ch!r} in {name} board (row {r}): a cell is '.' (empty), '#' (no cell), "
                    "'xN' or 'oN' (a herd of N of Left's or Right's sheep) or an integer (0 empty, N Left's herd, "
                    "-N Right's), cells separated by commas or spaces, rows by '|'")
            at = found.end()
            mark, who, digits, number = found.groups()
            if mark is not None:
                row.append(0 if mark == "." else None)
                continue
            if who is not None:
                n = int(digits) if digits else 1
                herd = n if who in "xX" else -n
            else:
                herd = int(number)
            if abs(herd) > MAX_HERD or (who is not None and n == 0):
                raise InputValueError(
                    f"a {name} herd holds 1 to {MAX_HERD} sheep; row {r} has {found.group(0).strip(' ,')!r}")
            row.append(herd)
        rows.append(row)
    h = len(rows)
    w = len(rows[0]) if rows else 0
    for r, row in enumerate(rows):
        if len(row) != w:
            raise InputValueError(
                f"ragged {name} board: row {r} has {len(row)} cells but row 0 has {w} "
                "(every row needs the same length; use '#' for a missing cell)")
    if h > MAX_SIDE or w > MAX_SIDE:
        raise InputValueError(f"a {name} board has at most {MAX_SIDE} rows and columns; this one is {h} x {w}")
    s = w + 1
    layers = [0] * _LAYERS
    for r, row in enumerate(rows):
        for c, cell in enumerate(row):
            if cell is None:
                continue
            herd = cell
            bit = 1 << (r * s + c)
            if herd == 0:
                layers[0] |= bit
                continue
            layers[1 if herd > 0 else 2] |= bit
            n = abs(herd)
            for j in range(_SIZE_BITS):
                if n >> j & 1:
                    layers[3 + j] |= bit
    return tuple(layers), h, w


class Sheep(GridPosition):
    """A Sheep board: rows of cells ``.`` (empty), ``#`` (none), ``xN`` and ``oN`` (herds), or MCGS's integers.

    Parameters
    ----------
    board : str
        The position text (see the module): rows separated by ``|``, ``/``
        or new lines, cells by nothing, commas or spaces.

    Raises
    ------
    InputTypeError
        If *board* is not a str.
    InputValueError
        On an unknown character, a herd of no sheep or of more than
        :data:`MAX_HERD`, a ragged board, or a side over 63 cells.

    Examples
    --------
    >>> p = Sheep('''
    ... x3 . .
    ... .  . o2
    ... ''')
    >>> p.text(), p.height, p.width
    ('x3..|..o2', 2, 3)
    >>> sorted(q.text() for q in p.right_options())      # o2 sends one sheep left or up (up-left is no neighbour)
    ['x3..|o1.o1', 'x3.o1|..o1']
    >>> Sheep("x3..|o")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: ragged sheep board: row 1 has 1 cells but row 0 has 3 (every row needs the same length; use '#' for a missing cell)
    """

    __slots__ = ()
    rules = RULES

    def __init__(self, board: str) -> None:
        if not isinstance(board, str):
            raise InputTypeError(f"a {self.rules.name} board is a str such as 'x3..|..o3', not {type(board).__name__}")
        self._set(*_read_board(str(board), self.rules.name))

    def rows(self) -> list[str]:
        """The board as one string per row: ``.``, ``#``, ``xN``, ``oN`` for each cell.

        Returns
        -------
        list of str

        Examples
        --------
        >>> Sheep("2, 0 | 0, -12").rows()
        ['x2.', '.o12']
        """
        return ["".join(_cell_text(herd) for herd in row) for row in self.cells()]

    def cells(self) -> list[list[int | None]]:
        """The board as rows of herds: 0 an empty cell, ``N`` Left's herd, ``-N`` Right's, None no cell.

        Returns
        -------
        list of list of (int or None)

        Examples
        --------
        >>> Sheep("x2.|#o3").cells()
        [[2, 0], [None, -3]]
        """
        s = self.width + 1
        layers = self.layers
        out = []
        for r in range(self.height):
            row: list[int | None] = []
            for c in range(self.width):
                bit = 1 << (r * s + c)
                if layers[0] & bit:
                    row.append(0)
                elif (layers[1] | layers[2]) & bit:
                    n = _herd_size(layers[3:], bit)
                    row.append(n if layers[1] & bit else -n)
                else:
                    row.append(None)
            out.append(row)
        return out

    def components(self) -> list["GridPosition"] | None:
        """The independent regions of the board, each drawn on the same board (see :meth:`SheepRules.normalise`).

        Herds of one sheep and herds without an empty neighbour are walls:
        no region holds them, so each region's board draws them as ``#``.

        Returns
        -------
        list of GridPosition or None
            None when the board is one region in play and nothing else.

        Examples
        --------
        >>> [p.text() for p in Sheep("x2.#.o2").components()]
        ['x2.###', '###.o2']
        """
        s = self.width + 1
        layers = self.layers
        parts = []
        for region in _hex_regions(_in_play(layers, s), s):
            if region & (layers[1] | layers[2]):
                parts.append(tuple(b & region for b in layers))
        if len(parts) == 1 and parts[0] == layers:
            return None
        return [self._from_layers(sub, self.height, self.width) for sub in parts]

    def _repr_svg_(self) -> str:
        from ...pictures.positions import hex_svg

        return hex_svg(self)


def _cell_text(herd: int | None) -> str:
    if herd is None:
        return "#"
    if herd == 0:
        return "."
    return f"x{herd}" if herd > 0 else f"o{-herd}"
