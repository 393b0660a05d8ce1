"""NoGo: players place stones, and no group of stones may ever be left without a liberty.

**The rules.** Left's stones are ``x``, Right's ``o``; ``.`` is an empty
point and ``#`` no point at all (off the board). A move puts a stone of
your colour on an empty point. A *group* is a maximal edge-connected set of
stones of one colour; its *liberties* are the empty points next to it. A
move is illegal if afterwards any group, of either colour, has no liberty:
there are no captures and no suicide. Whoever cannot move loses.

A NoGo position is a board on which every group has a liberty (the
constructor refuses any other). Stones only fill points, so parts of the
board that no empty point, stone or neighbour links (split by ``#`` or the
edge) are independent, and a part without an empty point is worth 0.

The board also falls apart where a stone of one colour touches a stone of
the other (MCGS's "XO split" on 1 x n strips, here on any board): cut every
such contact, and the pieces that remain connected are independent games
(:func:`nogo_parts`). A move's legality reads the groups of the stone placed
and of the enemy stones beside it, and the liberties of those groups. A
group never crosses a cut, because its stones are of one colour; and a
cell across a cut from a stone is a stone, never a liberty of its group.
So no move in one piece changes what is legal in another.
Swapping the colours negates the value; the eight symmetries of the board
keep it.

**The schema.** The grid schema's placement kernel
(:class:`~cgtalg.engine.grid_placement.PlacementRules`) plays games with one
layer, the empty cells, whose pieces fill cells without an owner and whose
every fitting placement is legal; NoGo's stones have owners and its
legality depends on the groups after the move. So NoGo is declared over the
schema's base :class:`~cgtalg.engine.grid_rules.GridRules`, as Fission is:
three layers (Left's stones, Right's stones, empty points) and its moves,
the placements that leave every group a liberty (:meth:`NoGoRules.moves`).

References
----------
NoGo as played by MCGS, the combinatorial game solver of M. Müller's group
(University of Alberta): ``src/nogo.cpp`` (the legality rule) and its test
positions ``input/main_tests/nogo_autotests/``; the 1 x n boards solved in
H. Du et al., "Solving NoGo on small rectangular boards" (as cited there);
C.-W. Chou, O. Teytaud, S.-J. Yen, "Revisiting Monte-Carlo tree search on a
normal form game: NoGo", EvoApplications 2011 (the game); Siegel,
*Combinatorial Game Theory*, chapter I.1 for the notions used.

Examples
--------
>>> from cgtalg import value
>>> [str(value(NoGo(b))) for b in (".", "..", "...", "....", "..|..", "x.o")]
['0', '*', '+-1', '0', '*', '0']
"""

from __future__ import annotations

from functools import lru_cache

from ...engine.grid import GridPosition, GridRules
from ...engine.grid_codes import unpack
from ...engine.search import Key, _refuse_region_key, add_keys
from ...errors import InputValueError, check_int

__all__ = ["NoGo", "NoGoRules", "RULES", "nogo_parts"]


def _group(seed: int, stones: int, s: int) -> int:
    """The group of *stones* (a bitboard of stride *s*) holding the cells *seed*, grown edge by edge."""
    group = seed
    while True:
        grown = (group | (group << 1) | (group >> 1) | (group << s) | (group >> s)) & stones
        if grown == group:
            return group
        group = grown


def _touching(cells: int, s: int) -> int:
    """The cells next to *cells* (stride *s*; mask with a layer: the spare column is in no layer)."""
    return (cells << 1) | (cells >> 1) | (cells << s) | (cells >> s)


def _legal_points(mine: int, theirs: int, empty: int, s: int) -> int:
    """The empty points where a stone of *mine* may go, from the groups of the board (stride *s*).

    A stone at an empty point ``p`` forms a group with the mover's groups
    beside it; that group has a liberty iff ``p`` has an empty neighbour or
    one of those groups has a liberty besides ``p`` (two liberties or more).
    It takes the last liberty of an enemy group iff that group's only
    liberty is ``p``; no other group loses one. So the legal points are the
    empty points with an empty neighbour or on a group of the mover's with
    two liberties, less the single liberties of enemy groups: one flood fill
    per group, not one per point.

    Examples
    --------
    >>> bin(_legal_points(0b001, 0, 0b110, 4)), bin(_legal_points(0, 0b001, 0b110, 4))   # 'x..': o not beside x
    ('0b110', '0b100')
    """
    safe = empty & _touching(empty, s)
    rest = mine
    while rest:
        group = _group(rest & -rest, mine, s)
        rest &= ~group
        libs = _touching(group, s) & empty
        if libs & (libs - 1):
            safe |= libs
    rest = theirs
    while rest:
        group = _group(rest & -rest, theirs, s)
        rest &= ~group
        libs = _touching(group, s) & empty
        if not libs & (libs - 1):
            safe &= ~libs  # the group's only liberty
    return safe


def _placements(mine: int, theirs: int, empty: int, s: int, right: bool) -> list[tuple[int, ...]]:
    """The boards after each legal placement of a stone of *mine*, lowest point first."""
    out: list[tuple[int, ...]] = []
    rest = _legal_points(mine, theirs, empty, s)
    while rest:
        point = rest & -rest
        rest ^= point
        out.append((theirs, mine | point, empty ^ point) if right else (mine | point, theirs, empty ^ point))
    return out


def nogo_parts(left: int, right: int, empty: int, w: int) -> list[int]:
    """The independent pieces of a NoGo board: its cells, split by ``#`` and by every contact of ``x`` with ``o``.

    Two cells are linked when they are edge neighbours on the board and not
    a stone of Left's beside a stone of Right's; the pieces are the
    connected sets of linked cells. Each piece is a game of its own (the
    module docstring says why), so the board is their sum.

    Parameters
    ----------
    left, right, empty : int
        Left's stones, Right's stones and the empty points (cell ``(r, c)``
        at bit ``r * (w + 1) + c``).
    w : int
        The board's width.

    Returns
    -------
    list of int
        One bitboard per piece, lowest cell first.

    Raises
    ------
    InputTypeError
        If a bitboard or the width is not an int.
    InputValueError
        If a bitboard is negative, two of them share a cell, or the width is
        below 1 or over ``2**24``.

    Examples
    --------
    >>> [bin(p) for p in nogo_parts(0b00100, 0b01000, 0b10011, 5)]   # '..xo.': '..x' and 'o.'
    ['0b111', '0b11000']
    >>> [bin(p) for p in nogo_parts(0b00100, 0b00000, 0b11011, 5)]   # '..x..': one piece
    ['0b11111']

    References
    ----------
    MCGS, ``src/nogo_1xn.cpp`` (the split of a strip between an ``X`` and an ``O``).
    """
    w = check_int(w, "the board's width", minimum=1, maximum=1 << 24)
    left = check_int(left, "Left's stones (a bitboard)", minimum=0)
    right = check_int(right, "Right's stones (a bitboard)", minimum=0)
    empty = check_int(empty, "the empty points (a bitboard)", minimum=0)
    if left & right or left & empty or right & empty:
        raise InputValueError("a cell of a NoGo board holds one of a stone of Left's, a stone of Right's and an "
                              "empty point, but these bitboards share a cell")
    return _pieces(left, right, empty, w + 1)


def _pieces(left: int, right: int, empty: int, s: int) -> list[int]:
    """:func:`nogo_parts` of a board of stride *s*, not checked (the normal form's inner loop).

    A board in one row (no cell at bit *s* or above) takes a machine-word
    route: its pieces are the runs of cells each linked to the next.

    Examples
    --------
    >>> [bin(p) for p in _pieces(0b00100, 0b01000, 0b10011, 6)] == [bin(p) for p in nogo_parts(0b00100, 0b01000, 0b10011, 5)]
    True
    """
    union = left | right | empty
    parts = []
    rest = union
    if not union >> s:
        linked = union & (union >> 1) & ~((left & (right >> 1)) | (right & (left >> 1)))
        while rest:
            b = (rest & -rest).bit_length() - 1
            t = linked >> b
            piece = (((~t) & (t + 1)) << (b + 1)) - (1 << b)  # the run of links from b, and one cell more
            rest &= ~piece
            parts.append(piece)
        return parts
    # The cells linked to their neighbour one to the right (across) and one below (down).
    across = union & (union >> 1) & ~((left & (right >> 1)) | (right & (left >> 1)))
    down = union & (union >> s) & ~((left & (right >> s)) | (right & (left >> s)))
    while rest:
        piece = rest & -rest
        while True:
            grown = (piece | ((piece & across) << 1) | ((piece >> 1) & across)
                     | ((piece & down) << s) | ((piece >> s) & down))
            if grown == piece:
                break
            piece = grown
        rest ^= piece
        parts.append(piece)
    return parts


def _column_as_row(cells: int, h: int) -> int:
    """The cells of a one-column board (stride 2) as those of a one-row board: bit ``2r`` to bit ``r``.

    A shift compaction: after the step of width ``b`` the bits form blocks
    of ``2b`` adjacent bits, ``2b`` bits apart (``b`` = 1, 2, 4, ...).

    Examples
    --------
    >>> bin(_column_as_row(0b010001, 3))
    '0b101'
    >>> all(_column_as_row(sum(1 << (2 * r) for r in range(9) if n >> r & 1), 9) == n for n in range(512))
    True
    """
    b = 1
    while b < h:
        cells = (cells | (cells >> b)) & _blocks(2 * b, 2 * h)
        b *= 2
    return cells


@lru_cache(maxsize=None)
def _blocks(b: int, n: int) -> int:
    """The mask of ``b`` one bits, then ``b`` zero bits, repeated over at least *n* bits.

    Examples
    --------
    >>> bin(_blocks(2, 8))
    '0b110011'
    """
    period = 2 * b
    count = -(-n // period)
    return ((1 << b) - 1) * (((1 << (period * count)) - 1) // ((1 << period) - 1))


def _starved_group(layers: tuple[int, ...], h: int, w: int) -> tuple[str, int, int] | None:
    """A group without a liberty on a NoGo board, as ``(colour, row, column)`` of its first stone; else None.

    Parameters
    ----------
    layers : tuple of int
        Left's stones, Right's stones and the empty points (cell ``(r, c)``
        at bit ``r * (w + 1) + c``).
    h, w : int
        The board's height and width.

    Returns
    -------
    tuple of (str, int, int) or None
        ``("x", row, column)`` or ``("o", row, column)``, or None when every
        group has a liberty (the board is a NoGo position).

    Examples
    --------
    >>> RULES.normalise((0b001, 0b010, 0b100), 1, 3) is not None     # 'xo.': x has no liberty
    True
    >>> _starved_group((0b001, 0b010, 0b100), 1, 3), _starved_group((0b001, 0b100, 0b010), 1, 3)
    (('x', 0, 0), None)

    References
    ----------
    MCGS, ``src/nogo.cpp`` (a position is legal when every group has a liberty).
    """
    s = w + 1
    empty = layers[2]
    for colour, stones in (("x", layers[0]), ("o", layers[1])):
        rest = stones
        while rest:
            group = _group(rest & -rest, stones, s)
            if not _touching(group, s) & empty:
                first = (group & -group).bit_length() - 1
                return colour, first // s, first % s
            rest &= ~group
    return None


class NoGoRules(GridRules):
    """NoGo's moves on three bitboards: Left's stones, Right's stones, empty points."""

    name = "nogo"
    symbols = "xo.#"
    meanings = ("Left's stone", "Right's stone", "empty point", "no point")
    aliases = {"X": "x", "O": "o"}
    swap = (1, 0, 2)
    #: The command line values boards of at most this many points in play (stones and empty points):
    #: a 4 x 4 board (an empty 1 x 16 strip already takes seconds, a 4 x 5 board far longer).
    cli_limit = 16

    def moves(self, layers: tuple[int, ...], h: int, w: int) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        """Return the boards after each of Left's and Right's legal placements (see :meth:`GridRules.moves`).

        A stone may go on any empty point after which every group has a
        liberty: the new stone's group (joined with the mover's groups
        beside it) and every enemy group beside it (no other group loses a
        liberty).

        Parameters
        ----------
        layers : tuple of int
            Left's stones, Right's stones, empty points (cell ``(r, c)`` at
            bit ``r * (w + 1) + c``).
        h, w : int
            The board's height and width.

        Returns
        -------
        tuple of (list of tuple of int, list of tuple of int)
            Left's and Right's children, lowest point first.

        References
        ----------
        MCGS, ``src/nogo.cpp`` (``nogo_rule::is_legal``).

        Examples
        --------
        >>> RULES.moves((0b000, 0b000, 0b011), 1, 2)      # '..': either point, for either player
        ([(1, 0, 2), (2, 0, 1)], [(0, 1, 2), (0, 2, 1)])
        >>> RULES.moves((0b001, 0b000, 0b110), 1, 3)      # 'x..': o beside x would take its last liberty
        ([(3, 0, 4), (5, 0, 2)], [(1, 4, 2)])
        """
        x, o, e = layers
        s = w + 1
        return _placements(x, o, e, s, False), _placements(o, x, e, s, True)

    def region_side_moves(self, key: int, side: int) -> list[Key]:
        """Return the keys after each move of one player in region *key*: one list of :meth:`region_moves`.

        The outcome search (:func:`~cgtalg.engine.sum_solver.wins`) asks for
        the mover's moves only: a board of one region is met with one player
        to move (its stones tell whose turn it is), so making both lists
        would normalise twice the children it needs.

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
        >>> key = NoGo("x..").key()
        >>> RULES.region_side_moves(key, 1) == RULES.region_moves(key)[1]
        True
        """
        if type(key) is not int or key <= 0:
            _refuse_region_key(key, "region")
        if check_int(side, "the player (0 Left, 1 Right)") not in (0, 1):
            raise InputValueError(f"the player is 0 (Left) or 1 (Right), not {side}")
        (x, o, e), h, w = unpack(key, 3)
        s = w + 1
        if self.impartial:
            boards = _placements(x, o, e, s, False) + _placements(o, x, e, s, True)
        elif side == 0:
            boards = _placements(x, o, e, s, False)
        else:
            boards = _placements(o, x, e, s, True)
        norm = self.normalise
        return [norm(b, h, w) for b in boards]

    def _normalise(self, layers: tuple[int, ...], h: int, w: int) -> Key:
        # The schema's normal form, with the board cut into nogo_parts rather than edge-connected regions
        # (a strip also with each run of one colour shrunk to one stone: on a strip such a run is one
        # group with the liberties of one stone, MCGS's block_simplify); a board on which no x touches
        # an o is split by the schema itself.
        x, o, e = layers
        if h == 1:
            return self._strip_normalise(x, o, e)
        if w == 1:  # a column (stride 2): the same strip
            return self._strip_normalise(_column_as_row(x, h), _column_as_row(o, h), _column_as_row(e, h))
        s = w + 1
        if not ((x & (o >> 1)) | (o & (x >> 1)) | (x & (o >> s)) | (o & (x >> s))):
            return GridRules._normalise(self, layers, h, w)
        parts = []
        for piece in _pieces(x, o, e, s):
            if piece & e:
                parts.append(self._canonical((x & piece, o & piece, e & piece), h, w))
        return add_keys(parts)

    def _strip_normalise(self, x: int, o: int, e: int) -> Key:
        # The pieces of a board of one row (_pieces), each with its runs of one colour shrunk to one stone:
        # a merged stone is one of a colour just after one of the same colour.
        repeated = (x & (x << 1)) | (o & (o << 1))
        parts = []
        for piece in _pieces(x, o, e, (x | o | e).bit_length() + 1):
            if not piece & e:
                continue
            b = (piece & -piece).bit_length() - 1
            n = piece.bit_length() - b
            px, po, pe = (x & piece) >> b, (o & piece) >> b, (e & piece) >> b
            drop = (repeated & piece) >> b
            while drop:  # the highest first, so the lower places stay put
                i = drop.bit_length() - 1
                low = (1 << i) - 1
                px = (px & low) | ((px >> (i + 1)) << i)
                po = (po & low) | ((po >> (i + 1)) << i)
                pe = (pe & low) | ((pe >> (i + 1)) << i)
                drop &= low
                n -= 1
            parts.append(self._canonical((px, po, pe), 1, n))
        return add_keys(parts)

    def is_dead(self, layers: tuple[int, ...], h: int, w: int) -> bool:
        """Return True for a region without an empty point: nobody can place (see :meth:`GridRules.is_dead`).

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
        >>> RULES.is_dead((0b01, 0b10, 0), 1, 2), RULES.is_dead((0b01, 0, 0b10), 1, 2)
        (True, False)
        """
        return not layers[2]


RULES = NoGoRules()


class NoGo(GridPosition):
    """A NoGo board: ``x`` Left's stones, ``o`` Right's, ``.`` empty, ``#`` no point.

    Raises
    ------
    InputValueError
        As :class:`~cgtalg.engine.grid_position.GridPosition` does, and if
        some group has no liberty (no NoGo position has one).

    Examples
    --------
    >>> [p.text() for p in NoGo("x..").right_options()]
    ['x.o']
    >>> NoGo("xo.")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: not a nogo position: the group of 'x' at row 0, column 0 has no liberty (an empty point beside it), and every group must have one
    """

    __slots__ = ()
    rules = RULES

    def __init__(self, board: str) -> None:
        super().__init__(board)
        starved = _starved_group(self.layers, self.height, self.width)
        if starved is not None:
            raise InputValueError(
                f"not a {self.rules.name} position: the group of {starved[0]!r} at row {starved[1]}, column "
                f"{starved[2]} has no liberty (an empty point beside it), and every group must have one")

    def swapped(self) -> "NoGo":
        """The board with the colours swapped (its value is the negative).

        Returns
        -------
        NoGo

        Examples
        --------
        >>> print(NoGo("x..").swapped())
        o..
        """
        return type(self)(self.text().translate(str.maketrans("xo", "ox")))
