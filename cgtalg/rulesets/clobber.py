"""Clobber: move a stone of yours onto an adjacent enemy stone, capturing it.

**The rules.** Left's stones are ``x`` (black), Right's ``o`` (white); ``.``
is an empty square (``#`` a missing one). A move takes one of your stones to
an orthogonally adjacent square holding an enemy stone, which is removed;
your stone's old square becomes empty. Whoever cannot move loses.

Stones only ever disappear, so groups of stones that do not touch are
independent; a group with stones of one colour only is worth 0. Swapping the
colours negates the value; the eight symmetries of the board keep it.

References
----------
M. H. Albert, J. P. Grossman, R. J. Nowakowski, D. Wolfe, "An introduction to
Clobber", INTEGERS 5(2) (2005) A1; Lessons in Play, section 1.3 and
chapter 6; Siegel, *Combinatorial Game Theory*, chapter I.1.

Examples
--------
>>> from cgtalg import value
>>> [str(value(Clobber(b))) for b in ("xo", "xxo", "xoxo", "x|o", "xo|ox")]
['*', '^', '+-{*,^}', '*', '*']
"""

from __future__ import annotations

from .grid import GridPosition, GridRules, _bounding_box, _fill_region, _least_layered_image, _unspaced, column_masks
from ..engine.search import Key, RegionOracle

__all__ = ["Clobber", "ClobberRules", "RULES"]

#: Boards of at most this many cells are moved and keyed in machine words when the module runs
#: compiled: a region's drawing then has at most 2 * WORD_CELLS = 50 payload bits (two layers),
#: what :func:`cgtalg.rulesets.grid._least_layered_image` takes, and a board of stride ``w + 1``
#: at most 50 bits.
WORD_CELLS = 25

#: True when this module runs compiled (then the machine-word route is used; in pure Python the
#: grid schema's route is as quick and gives the same keys).
_COMPILED = not __file__.endswith(".py")

#: The width of a region code's shape field (:data:`cgtalg.rulesets.grid._SHAPE_BITS`).
_SHAPE = 12

#: The layer permutation that negates a Clobber board (:attr:`ClobberRules.swap`).
_SWAP = (1, 0)


class ClobberRules(GridRules):
    """Clobber's moves on two bitboards: Left's stones and Right's stones."""

    name = "clobber"
    symbols = "xo."
    meanings = ("Left's stone", "Right's stone", "empty square")
    aliases = {"#": ".", "X": "x", "O": "o"}
    swap = (1, 0)

    def __init__(self) -> None:
        super().__init__()
        #: The search's :class:`~cgtalg.engine.search.RegionOracle` (:class:`_Captures`); None for
        #: the impartial variant, whose keys the machine-word route does not make.
        self.oracle = None if self.impartial else _Captures(self)

    def normalise(self, layers: tuple[int, ...], h: int, w: int) -> Key:
        """Return the key of a board (see :meth:`GridRules.normalise`), in machine words when small.

        Compiled, a board of at most :data:`WORD_CELLS` cells is keyed by
        :func:`_board_key` (the same key); anything else by the grid schema.

        Parameters
        ----------
        layers : tuple of int
            Left's and Right's stones, cell ``(r, c)`` at bit ``r * (w + 1) + c``.
        h, w : int
            The board's height and width.

        Returns
        -------
        Key

        Examples
        --------
        >>> RULES.normalise((0b01, 0b10), 1, 2) == RULES.normalise((0b10, 0b01), 1, 2)   # 'xo' and 'ox'
        True
        """
        if _COMPILED and h * w <= WORD_CELLS and not self.impartial:
            masks = column_masks(h, w)
            return _board_key(_unspaced(layers[0], h, w), _unspaced(layers[1], h, w), h, w, masks[0], masks[1])
        return GridRules.normalise(self, layers, h, w)

    def moves(self, layers: tuple[int, ...], h: int, w: int) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        """Return the boards after each of Left's and Right's captures (see :meth:`GridRules.moves`).

        A player moves a stone of theirs onto an orthogonally adjacent enemy
        stone, which is removed.

        Parameters
        ----------
        layers : tuple of int
            Left's stones and Right's stones (cell ``(r, c)`` at bit ``r * (w + 1) + c``).
        h, w : int
            The board's height and width.

        Returns
        -------
        tuple of (list of tuple of int, list of tuple of int)
            Left's and Right's children, as ``(Left's stones, Right's stones)``.

        Examples
        --------
        >>> RULES.moves((0b01, 0b10), 1, 2)       # 'xo': x takes o, or o takes x
        ([(2, 0)], [(0, 1)])
        """
        x, o = layers
        s = w + 1
        return _clobber(x, o, s, False), _clobber(o, x, s, True)

    def is_dead(self, layers: tuple[int, ...], h: int, w: int) -> bool:
        """Return True for a group of stones of one colour: nobody can capture (see :meth:`GridRules.is_dead`).

        Parameters
        ----------
        layers : tuple of int
            The group's stones, Left's and Right's.
        h, w : int
            The board's height and width.

        Returns
        -------
        bool

        Examples
        --------
        >>> RULES.is_dead((0b11, 0), 1, 2), RULES.is_dead((0b01, 0b10), 1, 2)
        (True, False)
        """
        return not layers[0] or not layers[1]


def _clobber(mine: int, theirs: int, s: int, right: bool) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = []
    for d in (1, s):
        for up in (True, False):
            movers = mine & (theirs >> d) if up else mine & (theirs << d)
            while movers:
                bit = movers & -movers
                movers ^= bit
                target = bit << d if up else bit >> d
                m = mine ^ bit ^ target
                t = theirs ^ target
                out.append((t, m) if right else (m, t))
    return out


def _region_code(xs: int, os: int, H: int, W: int) -> int:
    """The signed code of one connected region (Left's stones *xs*, Right's *os*) of an ``H x W`` board of stride *W*.

    The code :meth:`GridRules._canonical` gives the region: cropped to its
    bounding box, drawn with both layers in each row (Left's stones in the
    low ``W'`` bits, Right's above them), and the least of its symmetric
    images, negated when that image swaps the colours
    (:func:`cgtalg.rulesets.grid._least_layered_image`). For regions of at
    most :data:`WORD_CELLS` cells (callers check).

    Examples
    --------
    >>> _region_code(0b01, 0b10, 1, 2) == RULES.normalise((0b01, 0b10), 1, 2)     # 'xo'
    True
    """
    one = 1  # typed in the .pxd: shifts stay in 64 bits
    rowmask = (one << W) - 1
    r0, r1, c0, c1 = _bounding_box(xs | os, H, W)
    W2 = c1 - c0 + 1
    payload = 0
    r = r1
    while r >= r0:
        payload = ((payload << (2 * W2)) | ((((os >> (r * W)) & rowmask) >> c0) << W2)
                   | (((xs >> (r * W)) & rowmask) >> c0))
        r -= 1
    drawn = (payload << _SHAPE) | ((r1 - r0 + 1) << 6) | W2
    return _least_layered_image(drawn, 2, 8, False, _SWAP, False)


def _board_key(xs: int, os: int, H: int, W: int, not_first: int, not_last: int) -> Key:
    """The key of an ``H x W`` board of stride *W* (Left's stones *xs*, Right's *os*): :meth:`GridRules.normalise`'s.

    The board is split into edge-connected groups of stones; a group of one
    colour is dead (nobody can capture) and dropped; the others are coded by
    :func:`_region_code`; the key is 0, the one code, or the sorted tuple of
    codes. *not_first* and *not_last* are
    :func:`~cgtalg.rulesets.grid.column_masks` of the shape. For boards of at
    most :data:`WORD_CELLS` cells (callers check).

    Examples
    --------
    >>> nf, nl = column_masks(1, 5)
    >>> _board_key(0b00101, 0b10010, 1, 5, nf, nl) == RULES.normalise((0b00101, 0b10010), 1, 5)   # 'xox.o'
    True
    """
    parts = []
    rest = xs | os
    while rest:
        region = _fill_region(rest & -rest, rest, W, not_first, not_last)
        rest ^= region
        if xs & region and os & region:
            parts.append(_region_code(xs & region, os & region, H, W))
    n = len(parts)
    if n == 0:
        return 0
    if n == 1:
        return parts[0]  # type: ignore[no-any-return]
    parts.sort()
    return tuple(parts)


def _captures(mine: int, theirs: int, H: int, W: int, not_first: int, not_last: int, right: bool) -> list[Key]:
    """The keys after each capture by the stones *mine* of the stones *theirs* (stride *W* board).

    In the order :func:`_clobber` lists the moves (captures to the right,
    to the left, downwards, upwards; stones from the lowest cell), which is
    the grid schema's order.
    """
    out = []
    for i in range(4):
        if i == 0:
            movers = mine & (theirs >> 1) & not_last
        elif i == 1:
            movers = mine & (theirs << 1) & not_first
        elif i == 2:
            movers = mine & (theirs >> W)
        else:
            movers = mine & (theirs << W)
        while movers:
            bit = movers & -movers
            movers ^= bit
            if i == 0:
                target = bit << 1
            elif i == 1:
                target = bit >> 1
            elif i == 2:
                target = bit << W
            else:
                target = bit >> W
            m = mine ^ bit ^ target
            t = theirs ^ target
            if right:
                out.append(_board_key(t, m, H, W, not_first, not_last))
            else:
                out.append(_board_key(m, t, H, W, not_first, not_last))
    return out


def _word_moves(code: int) -> tuple[list[Key], list[Key]]:
    """Left's and Right's moves from the region of *code* (at most :data:`WORD_CELLS` cells), as keys.

    The region's two layers are read into boards of stride ``W`` (no spare
    column), the captures are made with shifts and the column masks, and
    each child is keyed by :func:`_board_key`: the lists
    :meth:`GridRules.region_moves` gives, in the same order.

    Examples
    --------
    >>> key = RULES.normalise((0b0101, 0b1010), 1, 4)       # 'xoxo'
    >>> _word_moves(key) == GridRules.region_moves(RULES, key)
    True
    """
    one = 1
    H = (code >> 6) & 63
    W = code & 63
    payload = code >> _SHAPE
    rowmask = (one << W) - 1
    xs = 0
    os = 0
    for r in range(H):
        row = payload >> (2 * W * r)
        xs |= (row & rowmask) << (r * W)
        os |= ((row >> W) & rowmask) << (r * W)
    masks = column_masks(H, W)
    not_first = masks[0]
    not_last = masks[1]
    return (_captures(xs, os, H, W, not_first, not_last, False),
            _captures(os, xs, H, W, not_first, not_last, True))


class _Captures(RegionOracle):
    """Clobber's moves as keys for the value search (its :class:`~cgtalg.engine.search.RegionOracle`).

    Compiled, a region of at most :data:`WORD_CELLS` cells is moved and its
    children keyed in machine words (:func:`_word_moves`, one C call); any
    other region by :meth:`GridRules.region_moves`. Both give the same keys.

    Examples
    --------
    >>> key = RULES.normalise((0b0101, 0b1010), 1, 4)
    >>> RULES.oracle.moves(key) == GridRules.region_moves(RULES, key), RULES.oracle.known(key) is None
    (True, True)
    """

    def __init__(self, rules: ClobberRules) -> None:
        self.rules = rules

    def moves(self, region: int) -> tuple[list[Key], list[Key]]:
        """Left's and Right's moves from the positive region code *region*, as keys.

        Parameters
        ----------
        region : int
            A positive region code of Clobber.

        Returns
        -------
        tuple of (list of Key, list of Key)
        """
        if _COMPILED and ((region >> 6) & 63) * (region & 63) <= WORD_CELLS:
            return _word_moves(region)
        return GridRules.region_moves(self.rules, region)


def _read_short(board: str) -> tuple[tuple[int, int], int, int] | None:
    """``(layers, h, w)`` of a board text of at most :data:`WORD_CELLS` cells in the usual spelling, else None.

    The usual spelling: rows of ``x``, ``o``, ``.`` (or ``X``, ``O``, ``#``)
    separated by single ``|``, all of one length. What :func:`~cgtalg.rulesets.grid.parse_board`
    reads from it (cell ``(r, c)`` at bit ``r * (w + 1) + c``); None for
    anything else, which the constructor reads (and names any problem).

    Examples
    --------
    >>> _read_short("xo.|.ox"), _read_short("xo|o"), _read_short("x o")
    (((65, 34), 2, 3), None, None)
    """
    n = len(board)
    limit = WORD_CELLS
    if n == 0 or n > 2 * limit:
        return None
    one = 1
    xs = 0
    os = 0
    r = 0
    c = 0
    w = -1
    for i in range(n):
        ch = board[i]
        if ch == "|":
            if c == 0 or (w >= 0 and c != w):
                return None
            w = c
            r += 1
            c = 0
            continue
        if c >= limit:
            return None
        pos = c if r == 0 else r * (w + 1) + c
        if ch == "x" or ch == "X":
            xs |= one << pos
        elif ch == "o" or ch == "O":
            os |= one << pos
        elif ch != "." and ch != "#":
            return None
        c += 1
    if c == 0 or (w >= 0 and c != w):
        return None
    w = c
    if (r + 1) * w > limit:
        return None
    return (xs, os), r + 1, w


RULES = ClobberRules()


class Clobber(GridPosition):
    """A Clobber board: ``x`` Left's stones, ``o`` Right's, ``.`` empty.

    Examples
    --------
    >>> Clobber("xo.|...") == Clobber("ox").swapped()   # same stones, other board size
    True
    >>> Clobber("xo") == Clobber("o|x")
    True
    >>> Clobber("xq")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: unknown character 'q' in clobber board (row 0, column 1): use 'x' (Left's stone), 'o' (Right's stone), '.' (empty square)
    """

    __slots__ = ()
    rules = RULES

    @classmethod
    def _from_text(cls, board: str) -> "Clobber":
        """``cls(board)`` for a str *board* (what :meth:`cgtalg.rulesets.registry.Ruleset.parse` calls).

        Compiled, a board of at most :data:`WORD_CELLS` cells in the usual
        spelling is read in one pass (:func:`_read_short`) and keyed in
        machine words, and the position is made without the constructor's
        interpreted steps; anything else is ``cls(board)``, which names any
        problem.

        Parameters
        ----------
        board : str
            The drawing.

        Returns
        -------
        Clobber

        Raises
        ------
        InputValueError
            As the constructor does.

        Examples
        --------
        >>> Clobber._from_text("xo.|.ox") == Clobber("xo.|.ox"), Clobber._from_text("xo.|.ox").text()
        (True, 'xo.|.ox')
        """
        if _COMPILED and type(board) is str and cls.rules is RULES and cls.__init__ is GridPosition.__init__:
            found = _read_short(board)
            if found is not None:
                p = cls.__new__(cls)
                layers = found[0]
                h = found[1]
                w = found[2]
                key = RULES.normalise(layers, h, w)
                p.layers = layers
                p.height = h
                p.width = w
                p._key = key
                p._hash = hash((cls.__name__, key))
                return p
        return cls(board)

    def swapped(self) -> "Clobber":
        """The board with the colours swapped (its value is the negative).

        Returns
        -------
        Clobber

        Examples
        --------
        >>> print(Clobber("xxo").swapped())
        oox
        """
        return type(self)(self.text().translate(str.maketrans("xo", "ox")))
