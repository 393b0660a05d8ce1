"""The grid schema: games played on the cells of a rectangular board.

A ruleset on a grid says three things: which kinds of piece a cell can hold
(its *layers*: "empty square" for Domineering, "blue stone" and "red stone"
for Clobber), how the players move (:meth:`GridRules.moves`), and which
symmetries keep or negate the value (transposing a Domineering board swaps
the players' roles; swapping the colours of Clobber stones does too). The
schema does the rest:

* **compact positions**: a board is a few ints, one bit per cell and layer,
  with a spare (always clear) column so that shifting by one never wraps into
  the next row: cell ``(r, c)`` of an ``h x w`` board is bit ``r * (w + 1) + c``;
* **splitting**: the cells in play (any layer) fall into edge-connected (or,
  with ``connectivity = 8``, king-move connected) regions, each an independent
  game; regions that cannot matter (:meth:`GridRules.is_dead`) are dropped;
* **normalising**: each region is cropped and drawn in the least of its
  symmetric images, and packed into one int (its *code*); an image reached
  through a negating symmetry makes the key negative (see
  :mod:`cgtalg.engine.search` for keys). A bounded cache remembers the
  normal form of every raw board met, so the work is done once per board;
  one-layer rulesets (Domineering, Cram) may move straight on region codes
  and normalise children with :meth:`GridRules.normalise_packed`, one table
  look-up for a child board met before from any parent;
* **search**: canonical values and outcomes by :class:`~cgtalg.engine.search.Search`.

:class:`GridPosition` turns a ruleset into positions of the library's position
protocol (:mod:`cgtalg.engine.position`): ``cgtalg.value(p)`` and
``cgtalg.outcome(p)`` use the fast search through the ``known_value()`` and
``known_outcome()`` hooks, ``left_options()``/``right_options()`` give the
boards after each move, and ``value(p, shortcuts=False)`` explores those moves
plainly (which is how the tests check the search).

Board text: one character per cell, rows separated by ``|``, ``/`` or white
space (new lines), all rows equally long.

References
----------
Winning Ways, chapter 2 (Domineering), chapter 22 (Cram, Clobber's relatives);
Lessons in Play, chapters 1-2 and 5; Siegel, *Combinatorial Game Theory*,
chapter I.1 (Domineering, Clobber, Konane, Amazons).

Examples
--------
>>> from cgtalg.rulesets.domineering import Domineering
>>> p = Domineering("..#|...|...")
>>> print(p)
..#
...
...
>>> p.height, p.width, p == Domineering("#..|...|...")      # a mirror image is the same game
(3, 3, True)
>>> Domineering("....|....|.")
Traceback (most recent call last):
...
cgtalg.errors.InputValueError: ragged domineering board: row 2 has 1 cells but row 0 has 4 (every row needs the same length; use '#' for a missing cell)
"""

from __future__ import annotations

from typing import Any, Sequence

from ..core.cache import BoundedCache
from ..core.game import Game
from ..core.order import Outcome
from ..errors import InputTypeError, InputValueError, check_int, check_str
from ..engine.search import Key, KeyedPosition, RegionOracle, Schema, Search, _key_value, _refuse_region_key, add_keys

__all__ = ["GridRules", "GridPosition", "PackedForms", "parse_board", "MAX_SIDE"]

#: The longest side of a board: a code keeps the height and width in 6 bits each.
MAX_SIDE = 63

_SHAPE_BITS = 12

#: The XOR masks of :meth:`GridRules.packed_children` for the board itself (never mutated).
_NO_MOVE = [0]


class _Symmetries:
    """Lookup tables that draw a cropped ``H x W`` region in each of its symmetric images.

    A region is read as a list of *chunks*: for each row, its cells in every
    layer (``layers * W`` bits, layer ``i`` at bits ``i*W .. i*W+W-1``) cut
    into bytes. For each symmetry, ``tables[g][k][byte]`` is what chunk ``k``
    with value ``byte`` contributes to the packed image, so an image is one
    ``sum(map(...))`` over the chunks. Images are packed with ``layers * W'``
    bits per row (no spare column) and the shape in the low 12 bits.
    """

    __slots__ = ("tables", "negated", "per_row", "shapes")

    def __init__(self, H: int, W: int, layers: int, transpose: str | None, swap: tuple[int, ...] | None,
                 impartial: bool) -> None:
        k = layers * W
        self.per_row = (k + 7) // 8
        geometric = [(False, False, False), (True, False, False), (False, True, False), (True, True, False)]
        if transpose is not None:
            geometric += [(False, False, True), (True, False, True), (False, True, True), (True, True, True)]
        perms: list[tuple[tuple[int, ...], bool]] = [(tuple(range(layers)), False)]
        if swap is not None:
            perms.append((swap, True))
        self.tables = []
        self.negated = []
        self.shapes = []
        for perm, swapped in perms:
            for flip_rows, flip_cols, trans in geometric:
                neg = swapped != (trans and transpose == "negate")
                h2, w2 = (W, H) if trans else (H, W)
                shape = (h2 << 6) | w2
                tabs = []
                for r in range(H):
                    for j in range(self.per_row):
                        bits = []
                        for b in range(8):
                            p = 8 * j + b
                            if p >= k:
                                bits.append(0)
                                continue
                            i, c = divmod(p, W)
                            rr = H - 1 - r if flip_rows else r
                            cc = W - 1 - c if flip_cols else c
                            if trans:
                                rr, cc = cc, rr
                            bits.append(1 << (_SHAPE_BITS + rr * layers * w2 + perm[i] * w2 + cc))
                        size = 1 << min(8, k - 8 * j)
                        t = [0] * size
                        for v in range(1, size):
                            low = v & -v
                            t[v] = t[v ^ low] + bits[low.bit_length() - 1]
                        tabs.append(tuple(t))
                self.tables.append(tabs)
                self.negated.append(neg and not impartial)
                self.shapes.append(shape)


def unpack(code: int, layers: int) -> tuple[tuple[int, ...], int, int]:
    """Return ``(layer bitboards, height, width)`` of a region *code* (bit ``r*(w+1)+c`` is cell (r, c)).

    The inverse of the packing done by :meth:`GridRules.normalise`: the code
    holds the board with stride *w* (no spare column) above the shape in the
    low 12 bits; the result has the spare column back. Not checked (the
    search's inner loop): *code* must be a positive region code.

    Parameters
    ----------
    code : int
        A region's code (a positive key of a grid ruleset).
    layers : int
        The ruleset's number of layers.

    Returns
    -------
    tuple of (tuple of int, int, int)
        One bitboard per layer, the height and the width.

    Examples
    --------
    >>> from cgtalg.rulesets.domineering import RULES
    >>> unpack(RULES.normalise((0b011_011,), 2, 2), 1)
    ((27,), 2, 2)
    """
    h = (code >> 6) & 63
    w = code & 63
    payload = code >> _SHAPE_BITS
    k = layers * w
    rowmask = (1 << w) - 1
    s = w + 1
    out = []
    for i in range(layers):
        b = 0
        for r in range(h):
            b |= ((payload >> (r * k + i * w)) & rowmask) << (r * s)
        out.append(b)
    return tuple(out), h, w


#: Boards of at most this many cells have codes below 2**63: the compiled core then splits,
#: crops and draws their regions in machine words (:func:`_fill_region`, :func:`_cropped`,
#: :func:`_least_image`).
SMALL_CELLS = 50

#: True when this module runs compiled (then the machine-word helpers are used; in pure
#: Python the table-driven route is quicker and gives the same codes).
_COMPILED = not __file__.endswith(".py")


def _least_table_code(sym: Any, chunks: list[int]) -> int:
    """The least code of a region over the board's symmetries, read from the symmetry tables.

    *chunks* are the region's rows cut into table-sized pieces. The result is
    negated when the least image is one whose value is the negative of the
    region's (a colour swap, or a transposition that exchanges the players'
    moves, as in Domineering); on a tie an image that keeps the value wins.
    """
    getitem = tuple.__getitem__
    best = -1
    best_neg = False
    for tables, neg, shape in zip(sym.tables, sym.negated, sym.shapes):
        code = sum(map(getitem, tables, chunks)) | shape
        if best < 0 or code < best or (code == best and best_neg and not neg):
            best = code
            best_neg = neg
    return -best if best_neg else best


def _fill_region(seed: int, board: int, W: int, not_first: int, not_last: int) -> int:
    """The cells of *board* (a one-layer board of stride *W*) edge-connected to the cells of *seed*.

    Examples
    --------
    >>> bin(_fill_region(0b1, 0b011_101, 3, 0b110_110, 0b011_011))   # cells 0, 2 above 3, 4: 2 is apart
    '0b11001'
    """
    region = seed
    while True:
        grown = (region | ((region << 1) & not_first) | ((region >> 1) & not_last)
                 | (region << W) | (region >> W)) & board
        if grown == region:
            return region
        region = grown


def _fill_region_any(seed: int, board: int, W: int, not_first: int, not_last: int) -> int:
    """:func:`_fill_region` on Python ints, for boards of more than 64 cells.

    Examples
    --------
    >>> W = 40; board = (1 << 80) - 1                        # a full 2 x 40 board
    >>> nf, nl = column_masks(2, W)
    >>> _fill_region_any(1, board, W, nf, nl) == board
    True
    """
    region = seed
    while True:
        grown = (region | ((region << 1) & not_first) | ((region >> 1) & not_last)
                 | (region << W) | (region >> W)) & board
        if grown == region:
            return region
        region = grown


def _bounding_box(region: int, H: int, W: int) -> tuple[int, int, int, int]:
    """The first and last rows and columns ``(r0, r1, c0, c1)`` that the non-empty *region* of an ``H x W`` board (stride *W*) occupies.

    Shared by the croppers of one-layer regions (:func:`_cropped`) and of
    two-layer ones (Clobber's ``_region_code``); the caller passes the
    union of the layers.

    Examples
    --------
    >>> _bounding_box(0b010_010_000, 3, 3)         # the middle column's lower two cells
    (1, 2, 1, 1)
    """
    one = 1
    rowmask = (one << W) - 1
    r0 = -1
    r1 = 0
    cols = 0
    for r in range(H):
        x = (region >> (r * W)) & rowmask
        if x:
            if r0 < 0:
                r0 = r
            r1 = r
            cols |= x
    c0 = 0
    while not (cols >> c0) & 1:
        c0 += 1
    c1 = W - 1
    while not (cols >> c1) & 1:
        c1 -= 1
    return r0, r1, c0, c1


def _cropped(region: int, H: int, W: int) -> int:
    """The code of a one-layer region of an ``H x W`` board (stride *W*) cut down to its bounding box.

    The same code as :meth:`GridRules._canonical_packed` draws before it
    looks for the least image: payload of stride ``W'``, shape in the low
    12 bits.

    Examples
    --------
    >>> c = _cropped(0b010_010_000, 3, 3)         # the middle column's lower two cells
    >>> c >> 12, (c >> 6) & 63, c & 63
    (3, 2, 1)
    """
    one = 1
    rowmask = (one << W) - 1
    r0, r1, c0, c1 = _bounding_box(region, H, W)
    W2 = c1 - c0 + 1
    payload = 0
    r = r1
    while r >= r0:
        payload = (payload << W2) | (((region >> (r * W)) & rowmask) >> c0)
        r -= 1
    return (payload << _SHAPE_BITS) | ((r1 - r0 + 1) << 6) | W2


def _unspaced(board: int, h: int, w: int) -> int:
    """A one-layer board of stride ``w + 1`` (spare column) redrawn with stride *w* (no spare column).

    Compiled, a C loop for boards of at most 64 bits (callers check
    ``h * (w + 1) <= 64``).

    Examples
    --------
    >>> bin(_unspaced(0b011_011, 2, 2))
    '0b1111'
    """
    one = 1
    rowmask = (one << w) - 1
    s = w + 1
    payload = 0
    r = h - 1
    while r >= 0:
        payload = (payload << w) | ((board >> (r * s)) & rowmask)
        r -= 1
    return payload


def _least_image(drawn: int, images: int, negate_transposed: bool) -> int:
    """The signed code of the least of the first *images* (4 or 8) symmetric images of a one-layer code.

    The images are those of :class:`_Symmetries` for one layer: the board,
    mirrored top-bottom, left-right, both, and (``images == 8``) the same
    four transposed, which negate the value when *negate_transposed*. Of
    equal codes a non-negated image is preferred, as there.

    Examples
    --------
    >>> from cgtalg.rulesets.domineering import RULES
    >>> drawn = (0b011_110 << 12) | (2 << 6) | 3               # an S tetromino lying down
    >>> _least_image(drawn, 8, True) == RULES._canonical_packed(0b011_110, 3)
    True
    """
    H = (drawn >> 6) & 63
    W = drawn & 63
    payload = drawn >> _SHAPE_BITS
    a0 = a1 = a2 = a3 = a4 = a5 = a6 = a7 = 0
    one = 1
    i = 0
    for r in range(H):
        rf = H - 1 - r
        for c in range(W):
            if (payload >> i) & 1:
                cf = W - 1 - c
                a0 |= one << (r * W + c)
                a1 |= one << (rf * W + c)
                a2 |= one << (r * W + cf)
                a3 |= one << (rf * W + cf)
                a4 |= one << (c * H + r)
                a5 |= one << (c * H + rf)
                a6 |= one << (cf * H + r)
                a7 |= one << (cf * H + rf)
            i += 1
    shape = (H << 6) | W
    best = min(a0, a1, a2, a3)
    best = (best << _SHAPE_BITS) | shape
    if images == 4:
        return best
    best_t = min(a4, a5, a6, a7)
    best_t = (best_t << _SHAPE_BITS) | (W << 6) | H
    if best_t < best:
        return -best_t if negate_transposed else best_t
    return best


def _least_layered_image(drawn: int, layers: int, images: int, negate_transposed: bool, swap: tuple[int, ...] | None,
                         impartial: bool) -> int:
    """The signed code of the least symmetric image of a cropped region of any number of layers.

    The same code :func:`_least_table_code` reads from the symmetry tables,
    computed straight from the region's cells (no tables to build for a new
    board shape, which is what a small board's search mostly meets): *drawn*
    is the region as it lies (row ``r``, layer ``i``, column ``c`` at payload
    bit ``r * layers * W + i * W + c``, shape in the low 12 bits); the images
    are the board, mirrored top-bottom, left-right, both, and (``images ==
    8``) the same four transposed, each also with the layers permuted by
    *swap* when given. An image through *swap* negates the value, and so does
    a transposed one when *negate_transposed* (both at once keep it); in an
    impartial game nothing negates. The least code wins, and of equal codes
    one that keeps the value. For payloads of at most :data:`SMALL_CELLS`
    bits (codes below ``2**62``).

    Examples
    --------
    >>> from cgtalg.rulesets.clobber import RULES
    >>> drawn = (0b10_01 << 12) | (1 << 6) | 2           # the Clobber row "xo": x at column 0 (layer 0), o at column 1
    >>> _least_layered_image(drawn, 2, 8, False, (1, 0), False) == RULES.normalise((0b01, 0b10), 1, 2)
    True
    """
    H = (drawn >> 6) & 63
    W = drawn & 63
    payload = drawn >> _SHAPE_BITS
    one = 1
    a0 = a1 = a2 = a3 = a4 = a5 = a6 = a7 = 0
    b0 = b1 = b2 = b3 = b4 = b5 = b6 = b7 = 0
    k = layers * W
    for i in range(layers):
        j = i if swap is None else swap[i]
        for r in range(H):
            rf = H - 1 - r
            row = (payload >> (r * k + i * W)) & ((one << W) - 1)
            c = 0
            while row:
                if row & 1:
                    cf = W - 1 - c
                    a0 |= one << (r * k + i * W + c)
                    a1 |= one << (rf * k + i * W + c)
                    a2 |= one << (r * k + i * W + cf)
                    a3 |= one << (rf * k + i * W + cf)
                    b0 |= one << (r * k + j * W + c)
                    b1 |= one << (rf * k + j * W + c)
                    b2 |= one << (r * k + j * W + cf)
                    b3 |= one << (rf * k + j * W + cf)
                    if images == 8:
                        # Transposed: H' = W, W' = H; row c, column r, stride layers * H.
                        a4 |= one << (c * layers * H + i * H + r)
                        a5 |= one << (c * layers * H + i * H + rf)
                        a6 |= one << (cf * layers * H + i * H + r)
                        a7 |= one << (cf * layers * H + i * H + rf)
                        b4 |= one << (c * layers * H + j * H + r)
                        b5 |= one << (c * layers * H + j * H + rf)
                        b6 |= one << (cf * layers * H + j * H + r)
                        b7 |= one << (cf * layers * H + j * H + rf)
                row >>= 1
                c += 1
    shape = (H << 6) | W
    tshape = (W << 6) | H
    # The least code among images that keep the value (kept) and among those that negate it (negated).
    kept = (min(a0, a1, a2, a3) << _SHAPE_BITS) | shape
    negated = -1
    if images == 8:
        t = (min(a4, a5, a6, a7) << _SHAPE_BITS) | tshape
        if negate_transposed and not impartial:
            negated = t
        elif t < kept:
            kept = t
    if swap is not None:
        u = (min(b0, b1, b2, b3) << _SHAPE_BITS) | shape
        if impartial:
            if u < kept:
                kept = u
        elif negated < 0 or u < negated:
            negated = u
        if images == 8:
            t = (min(b4, b5, b6, b7) << _SHAPE_BITS) | tshape
            if impartial or negate_transposed:
                if t < kept:
                    kept = t
            elif negated < 0 or t < negated:
                negated = t
    if negated >= 0 and negated < kept:
        return -negated
    return kept


def _packed_children(code: int, xors: list[int], forms: BoundedCache, not_first: int, not_last: int,
                     single_cells_dead: bool, images: int, negate: bool) -> list[Key]:
    """The keys of the one-layer boards ``code ^ (x << 12)`` for each *x* of *xors* (the compiled route).

    Gives for every child the key :meth:`GridRules.normalise_packed` gives,
    in one call per parent: the board is split by :func:`_fill_region`,
    regions of one cell are dropped if *single_cells_dead*, each region is
    cropped (:func:`_cropped`) and drawn in its least image
    (:func:`_least_image`), which the table *forms* remembers by the cropped
    code. Unlike :meth:`~GridRules.normalise_packed`, whole children are not
    remembered: in machine words splitting and cropping again costs about
    what a look-up does, and the table stays a third of the size (Domineering
    3 x 10: 1.5 million entries and 350 MB peak before, 170 MB after). For
    boards of at most :data:`SMALL_CELLS` cells (codes below ``2**62``).

    Examples
    --------
    >>> from cgtalg.rulesets.domineering import RULES
    >>> code = (0b011_011 << 12) | (2 << 6) | 3           # the left 2 x 2 square of a 2 x 3 board
    >>> nf, nl = RULES._column_masks(2, 3)
    >>> _packed_children(code, [0b000_011, 0b001_001], RULES.packed_forms, nf, nl, True, 8, True) == [
    ...     RULES.normalise_packed(code ^ (0b000_011 << 12)), RULES.normalise_packed(code ^ (0b001_001 << 12))]
    True
    """
    H = (code >> 6) & 63
    W = code & 63
    base = code >> _SHAPE_BITS
    limit = forms.maxsize
    out: list[Key] = []
    for x in xors:
        board = base ^ x
        parts = []
        rest = board
        while rest:
            region = _fill_region(rest & -rest, board, W, not_first, not_last)
            rest ^= region
            if single_cells_dead and region & (region - 1) == 0:
                continue
            drawn = _cropped(region, H, W)
            found = dict.get(forms, drawn)  # compiled: one C look-up (no method call on the dict subclass)
            if found is None:
                found = _least_image(drawn, images, negate)
                if len(forms) < limit:
                    forms[drawn] = found
                else:
                    forms.put(drawn, found)
            parts.append(found)
        if not parts:
            out.append(0)
        elif len(parts) == 1:
            out.append(parts[0])
        else:
            # add_keys(parts) for parts that are non-zero ints (each a region's code): sorted, a tuple.
            parts.sort()
            out.append(tuple(parts))
    return out


#: Boards of at most this many cells have their column masks (:func:`column_masks`) in a table kept
#: for the life of the process: a mask depends on the shape alone, so emptying the caches would
#: only make every search build the same few again. At most one entry per shape (64 x 64 shapes),
#: two ints of at most 64 bits each: under 0.5 MB.
SMALL_MASK_CELLS = 64

_SMALL_MASKS: dict[int, tuple[int, int]] = {}


def _masks(H: int, W: int) -> tuple[int, int]:
    full = (1 << (H * W)) - 1
    if W == 0:
        return 0, 0
    first = full // ((1 << W) - 1)  # 1 + 2**W + 2**(2W) + ...: the first cell of each row
    return full ^ first, full ^ (first << (W - 1))


def column_masks(H: int, W: int) -> tuple[int, int]:
    """The cells not in the first column, and not in the last column, of an ``H x W`` packed board.

    Packed boards have stride *W* (no spare column, see :func:`unpack`), so a
    shift by one cell wraps between rows; these masks cut the wrap off.
    Boards of at most :data:`SMALL_MASK_CELLS` cells take the masks from a
    permanent table, larger ones compute them. Not checked (the packed
    routes' inner loop): *H* and *W* are a board's sides, 0 to :data:`MAX_SIDE`.

    Parameters
    ----------
    H, W : int
        The board's height and width.

    Returns
    -------
    tuple of (int, int)
        The cells not in the first column, the cells not in the last column.

    Examples
    --------
    >>> [bin(m) for m in column_masks(2, 3)]
    ['0b110110', '0b11011']
    """
    if H * W > SMALL_MASK_CELLS:
        return _masks(H, W)
    key = (H << 6) | W
    masks = _SMALL_MASKS.get(key)
    if masks is None:
        masks = _masks(H, W)
        _SMALL_MASKS[key] = masks  # one dict assignment: atomic; two threads store equal tuples
    return masks


#: Regions whose cropped box has at most this many cells are drawn in their least image directly
#: (:func:`_least_image`, a short C loop) by :class:`PackedForms` rather than looked up in the
#: ruleset's table of forms: for them the look-up (an int made, hashed, compared; on a miss also
#: stored) costs more than the drawing.
DIRECT_FORM_CELLS = 4


class PackedForms(RegionOracle):
    """The keys of a one-layer ruleset's small boards, worked in machine words (compiled).

    A :class:`GridRules` with :attr:`~GridRules.packed_keys` has one
    (:attr:`GridRules.packed`); a subclass may add the ruleset's
    :meth:`~cgtalg.engine.search.RegionOracle.moves` (Domineering does).
    Compiled, :meth:`board_key` and the C method ``_key_of`` give the key of
    a board of at most :data:`SMALL_CELLS` cells in one C call: split with
    :func:`_fill_region`, lone cells dropped when
    :attr:`~GridRules.single_cells_dead`, each region cropped
    (:func:`_cropped`) and drawn in its least image (:func:`_least_image`,
    remembered in the ruleset's table of forms unless its box has at most
    :data:`DIRECT_FORM_CELLS` cells) -- the key :meth:`GridRules.packed_children`
    and :meth:`GridRules.normalise` give, without their lists, method
    calls and attribute look-ups.

    Parameters
    ----------
    rules : GridRules
        A one-layer ruleset.

    Examples
    --------
    >>> from cgtalg.rulesets.domineering import RULES
    >>> RULES.packed.board_key(0b011_011, 2, 2) == RULES.normalise((0b011_011,), 2, 2)
    True
    """

    def __init__(self, rules: "GridRules") -> None:
        self.rules = rules
        self.forms = rules.packed_forms
        self.images, self.negate = rules.image_rule
        self.impartial = bool(rules.impartial)
        self.single_cells_dead = bool(rules.single_cells_dead)
        self.kinds = rules.one_layer_kinds
        #: The signed codes of the two regions of two cells, side by side and one above the other.
        self.pair_across = _least_image((0b11 << _SHAPE_BITS) | (1 << 6) | 2, self.images, self.negate)
        self.pair_down = _least_image((0b11 << _SHAPE_BITS) | (2 << 6) | 1, self.images, self.negate)

    def board_key(self, layer: int, h: int, w: int) -> Key:
        """The key of the one-layer board *layer* (cell ``(r, c)`` at bit ``r * (w + 1) + c``).

        What :meth:`GridRules.normalise` returns for ``((layer,), h, w)``;
        boards of more than :data:`SMALL_CELLS` cells or 64 bits (and the
        pure-Python module) are handed to it.

        Parameters
        ----------
        layer : int
            The board's one bitboard.
        h, w : int
            The board's height and width.

        Returns
        -------
        Key

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import RULES, Domineering
        >>> RULES.packed.board_key(0b0111_0011, 2, 3) == Domineering("..#|...").key()
        True
        """
        if _COMPILED and h * w <= SMALL_CELLS and h * (w + 1) <= 64:
            if h == 0 or w == 0:
                return 0
            one = 1
            first = 0
            for r in range(h):
                first |= one << (r * w)
            full = (one << (h * w)) - 1
            return self._key_of(_unspaced(layer, h, w), h, w, full ^ first, full ^ (first << (w - 1)))
        return self.rules.normalise((layer,), h, w)

    def _key_of(self, board: int, H: int, W: int, not_first: int, not_last: int) -> Key:
        """The key of the one-layer board *board* of stride *W* (see the class docstring); compiled only."""
        forms = self.forms
        first = 0
        parts = None
        rest = board
        while rest:
            region = _fill_region(rest & (~rest + 1), board, W, not_first, not_last)
            rest ^= region
            low = region & (~region + 1)
            if region == low:
                if self.single_cells_dead:
                    continue
                found = _least_image(_cropped(region, H, W), self.images, self.negate)
            elif region == low | (low << 1) and low & not_last:
                found = self.pair_across  # two cells side by side in one row
            elif region == low | (low << W):
                found = self.pair_down
            else:
                drawn = _cropped(region, H, W)
                if ((drawn >> 6) & 63) * (drawn & 63) <= DIRECT_FORM_CELLS:
                    found = _least_image(drawn, self.images, self.negate)
                else:
                    got = dict.get(forms, drawn)  # compiled: one C look-up
                    if got is None:
                        found = _least_image(drawn, self.images, self.negate)
                        if len(forms) < forms.maxsize:
                            forms[drawn] = found
                        else:
                            forms.put(drawn, found)
                    else:
                        found = got
            if first == 0:
                first = found
            elif parts is None:
                parts = [first, found]
            else:
                parts.append(found)
        if parts is None:
            return first
        parts.sort()
        return tuple(parts)


def _packed_reading(packed: PackedForms, board: str) -> tuple[int, int, int, Key] | None:
    """``(layer, h, w, key)`` of a board text that :func:`_read_short_one_layer` reads, else None.

    The key is :meth:`PackedForms.board_key`'s: reading and normalising a
    small board in one C call from :class:`GridPosition`.

    Examples
    --------
    >>> from cgtalg.rulesets.domineering import RULES, Domineering
    >>> _packed_reading(RULES.packed, "..#|...") == (0b0111_0011, 2, 3, Domineering("..#|...").key())
    True
    >>> _packed_reading(RULES.packed, "..|.") is None
    True
    """
    short = _read_short_one_layer(board, packed.kinds)  # type: ignore[arg-type]  # one layer: kinds is set
    if short is None:
        return None
    layer = short[0]
    h = short[1]
    w = short[2]
    return layer, h, w, packed.board_key(layer, h, w)


class GridRules(Schema):
    """A ruleset on a rectangular grid: subclass it and say the rules.

    Class attributes
    ----------------
    name : str
        The ruleset's name (shown in messages and cache names).
    symbols : str
        One character per layer, then the character of a cell with nothing
        in play (e.g. ``".#"`` for Domineering: ``.`` an empty square, ``#``
        a filled or missing one). :attr:`aliases` maps more characters.
    connectivity : int
        4 (edge neighbours) or 8 (also diagonal) for splitting into regions;
        0 when the board never splits.
    transpose : str or None
        ``"same"`` if transposing the board keeps the value, ``"negate"`` if
        it negates it, None if it is no symmetry.
    swap : tuple of int or None
        A permutation of the layers that negates the value (swapping the
        players' pieces), or None.
    impartial : bool
        True for an impartial game: both players have every move.
    """

    symbols = ".#"
    #: What each symbol means, for messages.
    meanings: tuple[str, ...] = ("empty square", "no square")
    aliases: dict[str, str] = {}
    connectivity = 4
    transpose: str | None = "same"
    swap: tuple[int, ...] | None = None
    impartial = False
    #: Regions with at most this many cells in play are valued exactly by the outcome search.
    small_region = 12
    #: True if a region of one cell is worth 0 (no move in it for anyone), so it is dropped when
    #: one-layer boards are split (:meth:`packed_is_dead`).
    single_cells_dead = False
    #: True if :meth:`normalise` may take the packed route (:meth:`normalise_packed`) for a
    #: one-layer board: set by rulesets whose :meth:`is_dead` is :meth:`packed_is_dead` (a
    #: single cell when :attr:`single_cells_dead`, else never), so that both routes give one key.
    packed_keys = False
    #: The class of :attr:`packed` (a ruleset may give a subclass of :class:`PackedForms` that also
    #: generates its moves, as Domineering does).
    packed_class = PackedForms

    def __init__(self) -> None:
        self.layers = len(self.symbols) - 1
        self.normal_forms = BoundedCache(f"{self.name} normal forms", 1 << 20)
        self.symmetry_tables = BoundedCache(f"{self.name} symmetry tables", 4096)
        self.region_forms = BoundedCache(f"{self.name} region forms", 1 << 20)
        self.packed_forms = BoundedCache(f"{self.name} packed forms", 1 << 21)
        self.packed_masks = BoundedCache(f"{self.name} packed masks", 4096)
        self.search = Search(self)
        #: (how many symmetric images to try, whether a transposed image negates): the last two
        #: arguments of _packed_children, fixed by the class attributes.
        self.image_rule = (4 if self.transpose is None else 8, self.transpose == "negate" and not self.impartial)
        #: For a one-layer ruleset, (allowed characters, digit table) of :func:`_read_one_layer`.
        self.one_layer_text = _one_layer_table(self.symbols, self.aliases) if self.layers == 1 else None
        #: For a one-layer ruleset, the character kinds of :func:`_read_short_one_layer` (or None).
        self.one_layer_kinds = None if self.one_layer_text is None else _one_layer_kinds(*self.one_layer_text)
        #: For a ruleset with :attr:`packed_keys` (one layer), its :class:`PackedForms` (an instance of
        #: :attr:`packed_class`), else None.
        self.packed = self.packed_class(self) if self.packed_keys and self.layers == 1 else None

    # -- what a ruleset says -----------------------------------------------------------

    def moves(self, layers: tuple[int, ...], h: int, w: int) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        """Return the boards (tuples of layers) after each of Left's and Right's moves.

        Cell ``(r, c)`` is bit ``r * (w + 1) + c``; the bit ``w`` of each row
        is always clear. Subclasses define it: it is the ruleset.

        Parameters
        ----------
        layers : tuple of int
            The board's bitboards, one per layer (see :attr:`symbols`).
        h, w : int
            The board's height and width.

        Returns
        -------
        tuple of (list of tuple of int, list of tuple of int)
            Left's and Right's children, as layers of the same ``h x w`` board.

        Raises
        ------
        NotImplementedError
            If the subclass does not define it.

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import RULES
        >>> RULES.moves((0b011_011,), 2, 2)        # an empty 2 x 2 board: two moves each
        ([(18,), (9,)], [(24,), (3,)])
        """
        raise NotImplementedError

    def is_dead(self, layers: tuple[int, ...], h: int, w: int) -> bool:
        """True if this connected region is worth 0 for a cheap reason (default: never).

        Regions for which it is True are dropped from keys; a ruleset says
        here when nobody can move in a region (no empty square, no stone of
        one colour, ...).

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
        >>> from cgtalg.rulesets.konane import RULES
        >>> RULES.is_dead((0b001, 0b010, 0b100), 1, 3)     # 'xo.': x can jump
        False
        """
        return False

    def impartial_variant(self) -> "GridRules":
        """The same board played impartially: both players have every move (one instance per ruleset).

        Returns
        -------
        GridRules
            An instance of a subclass made on first use, named
            ``"impartial <name>"`` (the ruleset itself when it is impartial).

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import RULES
        >>> RULES.impartial_variant().name, RULES.impartial_variant() is RULES.impartial_variant()
        ('impartial domineering', True)
        """
        if self.impartial:
            return self
        variant = getattr(self, "_impartial_variant", None)
        if variant is None:
            cls = type(self)
            attrs = {"name": "impartial " + self.name, "impartial": True,
                     "transpose": None if self.transpose is None else "same"}
            variant = type("Impartial" + cls.__name__, (cls,), attrs)()
            self._impartial_variant = variant
        return variant

    # -- the schema's work -------------------------------------------------------------

    def normalise(self, layers: tuple[int, ...], h: int, w: int) -> Key:
        """Return the key of a board: its regions, each in canonical form.

        Each live region (not :meth:`is_dead`) is cropped and drawn in the
        least of its symmetric images; the key is the sum of their codes
        (negative for an image reached through a negating symmetry). The
        board's normal form is remembered, so each board is worked out once.

        Parameters
        ----------
        layers : tuple of int
            The board's bitboards, cell ``(r, c)`` at bit ``r * (w + 1) + c``.
        h, w : int
            The board's height and width.

        Returns
        -------
        Key
            0, one signed region code, or a sorted tuple of them.

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import RULES
        >>> RULES.normalise((0b011_011,), 2, 2) == RULES.normalise((0b11,), 1, 2)
        False
        >>> RULES.normalise((0b011_011,), 2, 2) == RULES.normalise((0b0011_0011,), 2, 3)   # the 2 x 2 square
        True
        """
        if self.packed_keys:
            # One layer, small (compiled): the key of the board's code of stride w, found in machine
            # words by packed_children (the same key, see packed_keys); larger boards take the route
            # below (normalise_packed's table route for over SMALL_CELLS cells can draw a region's
            # least image with another code than _canonical: it is not used for a board's key).
            if _COMPILED and h * w <= SMALL_CELLS and h * (w + 1) <= 64:
                return self.packed.board_key(layers[0], h, w)  # type: ignore[union-attr]  # set with packed_keys
        raw = 0
        n = h * (w + 1)
        for b in reversed(layers):
            raw = (raw << n) | b
        raw = (raw << _SHAPE_BITS) | (h << 6) | w
        cache = self.normal_forms
        key = dict.get(cache, raw)
        if key is None:
            key = self._normalise(layers, h, w)
            if len(cache) < cache.maxsize:  # BoundedCache.put inline (an interpreted call costs ~1,500 instructions)
                cache[raw] = key
            else:
                cache.put(raw, key)
        return key

    def _normalise(self, layers: tuple[int, ...], h: int, w: int) -> Key:
        union = 0
        for b in layers:
            union |= b
        if not union:
            return 0
        regions = self.regions(union, w) if self.connectivity else [union]
        parts = []
        for region in regions:
            sub = layers if len(regions) == 1 else tuple(b & region for b in layers)
            if not self.is_dead(sub, h, w):
                parts.append(self._canonical(sub, h, w))
        return add_keys(parts)

    def regions(self, union: int, w: int) -> list[int]:
        """Split the cells *union* (bitboard of width *w*) into connected regions.

        Regions are edge-connected, or king-move connected when
        :attr:`connectivity` is 8. Not checked (the normal form's inner loop).

        Parameters
        ----------
        union : int
            The cells in play, cell ``(r, c)`` at bit ``r * (w + 1) + c``.
        w : int
            The board's width.

        Returns
        -------
        list of int
            One bitboard per region, lowest cell first.

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import RULES
        >>> [bin(r) for r in RULES.regions(0b011_000_011, 2)]     # rows 0 and 2 of a 3 x 2 board
        ['0b11', '0b11000000']
        """
        s = w + 1
        eight = self.connectivity == 8
        parts = []
        rest = union
        while rest:
            region = rest & -rest
            while True:
                grown = region | (region << 1) | (region >> 1) | (region << s) | (region >> s)
                if eight:
                    grown |= (region << (s + 1)) | (region >> (s + 1)) | (region << (s - 1)) | (region >> (s - 1))
                grown &= union
                if grown == region:
                    break
                region = grown
            rest ^= region
            parts.append(region)
        return parts

    def _canonical(self, layers: tuple[int, ...], h: int, w: int) -> int:
        """Crop a region and return the signed code of its least symmetric image."""
        s = w + 1
        rowmask = (1 << w) - 1
        union = 0
        for b in layers:
            union |= b
        r0 = ((union & -union).bit_length() - 1) // s
        r1 = (union.bit_length() - 1) // s
        cols = 0
        for r in range(r0, r1 + 1):
            cols |= union >> (r * s)
        cols &= rowmask
        c0 = (cols & -cols).bit_length() - 1
        H = r1 - r0 + 1
        W = cols.bit_length() - c0
        nl = len(layers)
        if nl == 1:
            b = layers[0] >> c0
            rows = [(b >> (r * s)) & rowmask for r in range(r0, r1 + 1)]
        else:
            rows = []
            for r in range(r0, r1 + 1):
                x = 0
                for i in range(nl - 1, -1, -1):
                    x = (x << W) | ((layers[i] >> (r * s + c0)) & rowmask)
                rows.append(x)
        if _COMPILED and nl * H * W <= SMALL_CELLS:
            # Small regions are drawn in machine words (_least_layered_image): no symmetry
            # tables to build for each new board shape.
            k = nl * W
            drawn = 0
            for r in range(H - 1, -1, -1):
                drawn = (drawn << k) | rows[r]
            drawn = (drawn << _SHAPE_BITS) | (H << 6) | W
            known = dict.get(self.region_forms, drawn)
            if known is not None:
                return known
            found = _least_layered_image(drawn, nl, 4 if self.transpose is None else 8,
                                         self.transpose == "negate", self.swap, self.impartial)
            forms = self.region_forms
            if len(forms) < forms.maxsize:
                forms[drawn] = found
            else:
                forms.put(drawn, found)
            return found
        sym = self._symmetries(H, W)
        per_row = sym.per_row
        if per_row == 1:
            chunks = rows
        else:
            chunks = [(x >> (8 * j)) & 255 for x in rows for j in range(per_row)]
        getitem = tuple.__getitem__
        # The region as it lies (cropped): if it was met before, in any board, its form is known.
        drawn = sum(map(getitem, sym.tables[0], chunks)) | sym.shapes[0]
        known = dict.get(self.region_forms, drawn)
        if known is not None:
            return known
        found = _least_table_code(sym, chunks)
        self.region_forms.put(drawn, found)
        return found

    def _symmetries(self, H: int, W: int) -> _Symmetries:
        key = (H << 6) | W
        sym = self.symmetry_tables.get(key)
        if sym is None:
            sym = _Symmetries(H, W, self.layers, self.transpose, self.swap, self.impartial)
            self.symmetry_tables.put(key, sym)
        return sym

    # -- one-layer boards in packed coordinates ------------------------------------------
    #
    # A one-layer ruleset may generate its moves straight on region codes (the
    # payload has stride W, no spare column, see :func:`unpack`): a move from a
    # region is then one XOR of its code, and :meth:`normalise_packed` finds the
    # child's key with one table look-up when the child was met before (from
    # any parent). Domineering and Cram do this.

    def normalise_packed(self, code: int) -> Key:
        """Return the key of a one-layer board given as a code (payload of stride W, shape in the low 12 bits).

        The board need not be cropped, connected or canonical: it is split into
        regions, each cropped and drawn in its least symmetric image, exactly
        as :meth:`normalise` does for a board of stride ``w + 1``; the answer
        is remembered for the code (a bounded table shared by all parents).
        Not checked (the packed search's inner loop).

        Parameters
        ----------
        code : int
            The board: payload of stride ``W`` above ``(H << 6) | W``.

        Returns
        -------
        Key

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import RULES
        >>> code = (0b011_011 << 12) | (2 << 6) | 3        # a 2 x 3 board, its left 2 x 2 square empty
        >>> RULES.normalise_packed(code) == RULES.normalise((0b011_011,), 2, 2)
        True
        """
        forms = self.packed_forms
        key = dict.get(forms, code)
        if key is not None:
            return key
        H = (code >> 6) & 63
        W = code & 63
        union = code >> _SHAPE_BITS
        if not union:
            key = 0
        else:
            not_first, not_last = self._column_masks(H, W)
            parts = []
            rest = union
            dead = self.packed_is_dead
            if _COMPILED and H * W <= SMALL_CELLS:
                # The same work in machine words (see _fill_region, _cropped, _least_image).
                images = 4 if self.transpose is None else 8
                negate = self.transpose == "negate" and not self.impartial
                while rest:
                    region = _fill_region(rest & -rest, union, W, not_first, not_last)
                    rest ^= region
                    if not dead(region):
                        drawn = _cropped(region, H, W)
                        found = dict.get(forms, drawn)
                        if found is None:
                            found = _least_image(drawn, images, negate)
                            if len(forms) < forms.maxsize:
                                forms[drawn] = found
                            else:
                                forms.put(drawn, found)
                        parts.append(found)
            fill = _fill_region if H * W <= 64 else _fill_region_any
            while rest:
                region = fill(rest & -rest, union, W, not_first, not_last)
                rest ^= region
                if not dead(region):
                    parts.append(self._canonical_packed(region, W))
            key = add_keys(parts)
        if len(forms) < forms.maxsize:
            forms[code] = key
        else:
            forms.put(code, key)
        return key

    def packed_is_dead(self, region: int) -> bool:
        """True if a connected one-layer region (any stride) is worth 0 for a cheap reason.

        By default: a single cell when :attr:`single_cells_dead`, else never.
        (The compiled route of :meth:`packed_children` reads the attribute, so
        a ruleset says it there rather than overriding this method.)

        Parameters
        ----------
        region : int
            The region's cells, one bit each.

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import RULES
        >>> RULES.packed_is_dead(0b1000), RULES.packed_is_dead(0b11)     # a lone square, a domino's room
        (True, False)
        """
        return self.single_cells_dead and region & (region - 1) == 0

    def packed_children(self, code: int, xors: list[int]) -> list[Key]:
        """The keys of the one-layer boards ``code ^ (x << 12)``, *x* in *xors*: a region's moves as XOR masks.

        Each is :meth:`normalise_packed` of the child; compiled, boards of
        at most :data:`SMALL_CELLS` cells take :func:`_packed_children`
        (machine words, one call per parent). Not checked (the packed
        search's inner loop).

        Parameters
        ----------
        code : int
            The parent board: payload of stride ``W`` above ``(H << 6) | W``.
        xors : list of int
            One mask per move: the cells the move changes.

        Returns
        -------
        list of Key
            The children's keys, in the order of *xors*.

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import RULES
        >>> code = (0b011_011 << 12) | (2 << 6) | 3
        >>> RULES.packed_children(code, [0b000_011]) == [RULES.normalise_packed(code ^ (0b000_011 << 12))]
        True
        """
        H = (code >> 6) & 63
        W = code & 63
        if _COMPILED and H * W <= SMALL_CELLS:
            masks = column_masks(H, W)  # H * W <= SMALL_MASK_CELLS: the permanent table
            images, negate = self.image_rule
            return _packed_children(code, xors, self.packed_forms, masks[0], masks[1], self.single_cells_dead,
                                    images, negate)
        norm = self.normalise_packed
        return [norm(code ^ (x << _SHAPE_BITS)) for x in xors]

    def _column_masks(self, H: int, W: int) -> tuple[int, int]:
        """Cells not in the first column, and not in the last column, of an ``H x W`` packed board."""
        if H * W <= SMALL_MASK_CELLS:
            return column_masks(H, W)
        masks = dict.get(self.packed_masks, (H << 6) | W)
        if masks is None:
            masks = _masks(H, W)
            self.packed_masks.put((H << 6) | W, masks)
        return masks

    def _canonical_packed(self, region: int, W: int) -> int:
        """Crop a connected one-layer region of stride *W* and return the signed code of its least image."""
        r0 = ((region & -region).bit_length() - 1) // W
        r1 = (region.bit_length() - 1) // W
        rowmask = (1 << W) - 1
        rows = [(region >> (r * W)) & rowmask for r in range(r0, r1 + 1)]
        cols = 0
        for x in rows:
            cols |= x
        c0 = (cols & -cols).bit_length() - 1
        if c0:
            rows = [x >> c0 for x in rows]
        H2 = r1 - r0 + 1
        W2 = cols.bit_length() - c0
        payload = 0
        for x in reversed(rows):
            payload = (payload << W2) | x
        drawn = (payload << _SHAPE_BITS) | (H2 << 6) | W2
        forms = self.packed_forms
        known = dict.get(forms, drawn)
        if known is not None:
            return known
        sym = self._symmetries(H2, W2)
        chunks = rows if sym.per_row == 1 else [(x >> (8 * j)) & 255 for x in rows for j in range(sym.per_row)]
        found = _least_table_code(sym, chunks)
        if len(forms) < forms.maxsize:
            forms[drawn] = found
        else:
            forms.put(drawn, found)
        return found

    def region_moves(self, key: int) -> tuple[list[Key], list[Key]]:
        """Return the keys after each of Left's and Right's moves in region *key* (see :meth:`Schema.region_moves`).

        The region is unpacked, :meth:`moves` is asked, and each child is
        normalised; in an impartial ruleset both lists hold every move.

        Parameters
        ----------
        key : int
            A positive region code.

        Returns
        -------
        tuple of (list of Key, list of Key)

        Raises
        ------
        InputTypeError
            If *key* is not an int.
        InputValueError
            If *key* is not positive (a negated region is its negative; a
            sum's tuple key is not one region).

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import Domineering, RULES
        >>> key = Domineering("..").key()       # drawn as it lies: a positive code
        >>> key > 0, RULES.region_moves(key)       # only Right fits a (horizontal) domino
        (True, ([], [0]))
        """
        if type(key) is not int or key <= 0:
            _refuse_region_key(key, "region")
        layers, h, w = unpack(key, self.layers)
        left, right = self.moves(layers, h, w)
        norm = self.normalise
        if self.impartial:
            both = [norm(b, h, w) for b in left + right]
            return both, both
        return [norm(b, h, w) for b in left], [norm(b, h, w) for b in right]

    def region_size(self, key: int) -> int:
        """Return the number of cell-layer bits set in region *key* (see :meth:`Schema.region_size`).

        Parameters
        ----------
        key : int
            A positive region code.

        Returns
        -------
        int

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import Domineering, RULES
        >>> RULES.region_size(Domineering("...|..#").key())
        5
        """
        return bin(key >> _SHAPE_BITS).count("1")


def parse_board(text: str, symbols: str, aliases: dict[str, str], name: str,
                meanings: Sequence[str] = ()) -> tuple[tuple[int, ...], int, int]:
    """Read a board drawing into ``(layers, height, width)``.

    Rows are separated by ``|``, ``/`` or white space (new lines, spaces),
    so triple-quoted drawings and rows given as separate words both work.

    Parameters
    ----------
    text : str
        The drawing.
    symbols : str
        One character per layer, then the character of a cell with nothing
        in play (see :class:`GridRules`).
    aliases : dict of str to str
        More characters, each meaning one of *symbols*.
    name : str
        The ruleset's name, for messages.
    meanings : sequence of str, optional
        What each symbol means, for messages.

    Returns
    -------
    tuple of (tuple of int, int, int)
        One bitboard per layer (cell ``(r, c)`` at bit ``r * (w + 1) + c``),
        the height and the width.

    Raises
    ------
    InputTypeError
        If *text* is not a str.
    InputValueError
        On a ragged board, an unknown character, or a board too large.

    Examples
    --------
    >>> parse_board("..#|...", ".#", {}, "Domineering")
    ((115,), 2, 3)
    >>> parse_board("..?", ".#", {}, "Domineering", ("empty square", "no square"))
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: unknown character '?' in Domineering board (row 0, column 2): use '.' (empty square), '#' (no square)
    """
    check_str(text, f"a {name} board drawing")
    lines = text.replace("/", " ").replace("|", " ").split()
    h = len(lines)
    w = len(lines[0]) if lines else 0
    for r, line in enumerate(lines):
        if len(line) != w:
            raise InputValueError(
                f"ragged {name} board: row {r} has {len(line)} cells but row 0 has {w} "
                f"(every row needs the same length; use {symbols[-1]!r} for a missing cell)"
            )
    if h > MAX_SIDE or w > MAX_SIDE:
        raise InputValueError(f"a {name} board has at most {MAX_SIDE} rows and columns; this one is {h} x {w}")
    nlayers = len(symbols) - 1
    if nlayers == 1 and lines:
        allowed, table = _one_layer_table(symbols, aliases)
        found = _read_one_layer(lines, allowed, table)
        if found is not None:
            return found
    layers = [0] * nlayers
    s = w + 1
    index = {ch: i for i, ch in enumerate(symbols)}
    for alias, meant in aliases.items():
        index[alias] = index[meant]
    for r, line in enumerate(lines):
        for c, ch in enumerate(line):
            i = index.get(ch)
            if i is None:
                raise InputValueError(
                    f"unknown character {ch!r} in {name} board (row {r}, column {c}): use "
                    + ", ".join(f"{sym!r} ({what})" for sym, what in zip(symbols, meanings or _default_meanings(symbols)))
                )
            if i < nlayers:
                layers[i] |= 1 << (r * s + c)
    return tuple(layers), h, w


#: (symbols, aliases) -> (the characters of a one-layer board text, its translation to binary digits).
_ONE_LAYER_TABLES: dict[tuple[str, tuple[tuple[str, str], ...]], tuple[frozenset[str], dict[int, str]]] = {}


def _one_layer_table(symbols: str, aliases: dict[str, str]) -> tuple[frozenset[str], dict[int, str]]:
    """The characters allowed in a one-layer board (with the row separator ``" "``) and a table for
    :meth:`str.translate` taking a cell in the layer to ``"1"``, any other allowed character to ``"0"``.

    Examples
    --------
    >>> allowed, table = _one_layer_table(".#", {"x": "#"})
    >>> sorted(allowed), ". #x.".translate(table)
    ([' ', '#', '.', 'x'], '10001')
    """
    key = (symbols, tuple(aliases.items()))
    found = _ONE_LAYER_TABLES.get(key)
    if found is None:
        meaning = {ch: i for i, ch in enumerate(symbols)}
        for alias, meant in aliases.items():
            meaning[alias] = meaning[meant]
        table = {ord(ch): "1" if i == 0 else "0" for ch, i in meaning.items()}
        if " " in meaning:
            table = {}  # a symbol the separator hides: never the fast route (allowed is empty)
        else:
            table[ord(" ")] = "0"
        found = (frozenset(chr(c) for c in table), table)
        _ONE_LAYER_TABLES[key] = found
    return found


def _read_one_layer(lines: list[str], allowed: frozenset[str], table: dict[int, str]) -> tuple[tuple[int], int, int] | None:
    """A one-layer board from its rows, or None if a row is ragged or too long, there are too many,
    or a character is unknown (:func:`parse_board` then names the problem).

    The board is one binary numeral: the rows joined by a separator that reads as the spare
    column's clear bit, translated to digits by *table*, read from the end (bit ``r * (w + 1) + c``
    is character ``r * (w + 1) + c`` of the joined text).

    Examples
    --------
    >>> allowed, table = _one_layer_table(".#", {})
    >>> _read_one_layer(["..#", "..."], allowed, table), _read_one_layer(["..", "."], allowed, table)
    (((115,), 2, 3), None)
    """
    h = len(lines)
    if not h or h > MAX_SIDE:
        return None
    w = len(lines[0])
    if w > MAX_SIDE:
        return None
    for line in lines:
        if len(line) != w:
            return None
    joined = " ".join(lines)
    if not allowed.issuperset(joined):
        return None
    return (int(joined.translate(table)[::-1], 2),), h, w


def _one_layer_kinds(allowed: frozenset[str], table: dict[int, str]) -> str | None:
    """For :func:`_read_short_one_layer`: a str of 128 characters, one per ASCII code: ``"1"`` a
    cell in the layer, ``"2"`` another cell, ``"3"`` a row separator, ``"0"`` anything else; or
    None when the one-layer reading is not used (*allowed* empty: see :func:`_one_layer_table`).

    Examples
    --------
    >>> kinds = _one_layer_kinds(*_one_layer_table(".#", {"x": "#"}))
    >>> [kinds[ord(ch)] for ch in ".#x|/ ?"]
    ['1', '2', '2', '3', '3', '3', '0']
    """
    if not allowed:
        return None
    kinds = ["0"] * 128
    for code, digit in table.items():
        if code < 128:
            kinds[code] = "1" if digit == "1" else "2"
    for ch in " |/\n\t\r":
        kinds[ord(ch)] = "3"
    return "".join(kinds)


def _read_short_one_layer(board: str, kinds: str) -> tuple[int, int, int] | None:
    """``(layer, h, w)`` of a one-layer board text whose cells fit a machine word, or None.

    What :func:`_read_one_layer` reads from ``board`` with ``|`` and ``/``
    made spaces and split into rows, in one pass over the characters
    (compiled: a C loop, no intermediate strings): *kinds* (from
    :func:`_one_layer_kinds`) says what each ASCII character is; runs of
    separators end a row, as :meth:`str.split` does. None -- the caller then
    takes the general reading, which names any problem -- for a character
    outside *kinds* (other white space included), a ragged or empty board,
    a side over :data:`MAX_SIDE`, or a board of more than 64 bits
    (``h * (w + 1) > 64``).

    Examples
    --------
    >>> kinds = _one_layer_kinds(*_one_layer_table(".#", {}))
    >>> _read_short_one_layer("..#|...", kinds), _read_short_one_layer(" ..#\\n...\\n", kinds)
    ((115, 2, 3), (115, 2, 3))
    >>> _read_short_one_layer("..|.", kinds), _read_short_one_layer("..|.?", kinds), _read_short_one_layer("", kinds)
    (None, None, None)
    """
    n = len(board)
    side = MAX_SIDE  # compiled: a C int (one global look-up, not one per character)
    layer = 0
    one = 1
    h = 0
    w = 0
    c = 0  # cells read in the current row
    pos = 0  # the bit of the next cell: r * (w + 1) + c
    for i in range(n):
        ch = board[i]
        code = ord(ch)
        if code >= 128:
            return None
        kind = kinds[code]
        if kind == "3":
            if c:
                if h == 0:
                    w = c
                elif c != w:
                    return None
                h += 1
                pos = h * (w + 1)
                c = 0
            continue
        if kind == "0" or pos >= 64 or c >= side:
            return None
        if kind == "1":
            layer |= one << pos
        c += 1
        pos += 1
    if c:
        if h == 0:
            w = c
        elif c != w:
            return None
        h += 1
    if h == 0 or h > side:
        return None
    return layer, h, w


def _default_meanings(symbols: str) -> tuple[str, ...]:
    return tuple(f"layer {i}" for i in range(len(symbols) - 1)) + ("no square",)


def _fill(p: "GridPosition", found: tuple[int, int, int, Key]) -> None:
    """Set the fields of a new position *p* from ``(layer, h, w, key)`` (:func:`_packed_reading`).

    The hash is left for :meth:`KeyedPosition.__hash__` to compute when it
    is first asked for (``_hash`` -1, which no hash is): valuing a position
    never hashes it.
    """
    p.layers = (found[0],)
    p.height = found[1]
    p.width = found[2]
    p._key = found[3]
    p._hash = -1


#: Grid position classes -> the packed forms of their rules when the class keeps GridPosition's
#: constructor (else False): what :func:`_new_position` reads of the class, found once per class
#: (classes and their rules do not change; this holds no position and no text).
_CLASS_PACKED: dict[Any, Any] = {}


def _class_packed(cls: Any) -> Any:
    """What :data:`_CLASS_PACKED` holds for *cls* (computed and stored on the first call)."""
    packed = cls.rules.packed  # type: ignore[attr-defined]
    found = packed if packed is not None and cls.__init__ is GridPosition.__init__ else False
    _CLASS_PACKED[cls] = found
    return found


def _new_position(cls: Any, board: str) -> "GridPosition":
    """``cls(board)`` of a grid position class, quicker for a small one-layer board (see ``_from_text``)."""
    if type(board) is str:
        packed = _CLASS_PACKED.get(cls)
        if packed is None:
            packed = _class_packed(cls)
        if packed is not False:
            found = _packed_reading(packed, board)
            if found is not None:
                p = cls.__new__(cls)
                _fill(p, found)
                return p  # type: ignore[no-any-return]
    return cls(board)  # type: ignore[no-any-return]


class GridPosition(KeyedPosition):
    """A position of a grid ruleset: the board as drawn, compared by its normal form.

    Subclasses set :attr:`rules` (a :class:`GridRules` instance). Two
    positions are equal when they are the same game up to the board's
    symmetries and splitting (a Domineering board equals its rotations; a
    board and its transpose are negatives, not equal).

    Parameters
    ----------
    board : str
        The drawing (see the module docstring).

    Raises
    ------
    InputTypeError
        If *board* is not a str.
    InputValueError
        On a ragged board, an unknown character, or a side over :data:`MAX_SIDE`.
    """

    __slots__ = ("layers", "height", "width")
    rules: GridRules

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        # A ruleset's class fills its entry of _CLASS_PACKED as it is defined (its rules are set in the
        # class body), so that the first position of a process does not look its class up for it; a
        # class whose rules come later is looked up on its first position instead.
        if isinstance(cls.__dict__.get("rules"), GridRules):
            _class_packed(cls)

    def __init__(self, board: str) -> None:
        if not isinstance(board, str):
            raise InputTypeError(f"a {self.rules.name} board is a str such as '..#|...', not {type(board).__name__}")
        if type(board) is not str:
            board = str(board)  # a str subclass: its text (the one-pass reader takes exactly a str)
        rules = self.rules
        packed = rules.packed
        if packed is not None:
            # A one-layer board of at most 64 bits, read and normalised in one C call (the usual case).
            found = _packed_reading(packed, board)
            if found is not None:
                _fill(self, found)
                return
        kinds = rules.one_layer_kinds
        if kinds is not None:
            # A board of at most 64 bits, read in one pass (the usual case).
            short = _read_short_one_layer(board, kinds)
            if short is not None:
                # self._set((short[0],), short[1], short[2]), without the method call (same steps).
                cells: tuple[int, ...] = (short[0],)
                h = short[1]
                w = short[2]
                self.layers = cells
                self.height = h
                self.width = w
                key = rules.normalise(cells, h, w)
                self._key = key
                self._hash = hash((type(self).__name__, key))
                return
        one = rules.one_layer_text
        if one is not None:
            # The common case without parse_board's generic loop (which names any problem).
            read = _read_one_layer(board.replace("/", " ").replace("|", " ").split(), one[0], one[1])
            if read is not None:
                self._set(read[0], read[1], read[2])
                return
        layers, h, w = parse_board(board, rules.symbols, rules.aliases, rules.name, rules.meanings)
        self._set(layers, h, w)

    @classmethod
    def _from_text(cls, board: str) -> "GridPosition":
        """``cls(board)`` for a str *board* (what :meth:`cgtalg.rulesets.registry.Ruleset.parse` calls).

        A small one-layer board is read and normalised in one C call and the
        position made without the constructor's call through the type (a
        fresh position of the class, its fields set as the constructor sets
        them); anything else is ``cls(board)``, which names any problem.

        Parameters
        ----------
        board : str
            The drawing.

        Returns
        -------
        GridPosition

        Raises
        ------
        InputValueError
            As the constructor does.

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import Domineering
        >>> Domineering._from_text("..#|...") == Domineering("..#|..."), Domineering._from_text("x.").text()
        (True, '#.')
        """
        return _new_position(cls, board)

    def _set(self, layers: tuple[int, ...], h: int, w: int) -> None:
        self.layers = layers
        self.height = h
        self.width = w
        self._key = self.rules.normalise(layers, h, w)
        self._hash = hash((type(self).__name__, self._key))

    @classmethod
    def _from_layers(cls, layers: tuple[int, ...], h: int, w: int) -> "GridPosition":
        p = cls.__new__(cls)
        p._set(layers, h, w)
        return p

    @classmethod
    def rectangle(cls, rows: int, cols: int) -> "GridPosition":
        """The *rows* x *cols* board with every cell in its first state (an empty square, ...).

        Parameters
        ----------
        rows, cols : int
            The board's height and width.

        Returns
        -------
        GridPosition
            A position of the class it is called on.

        Raises
        ------
        InputTypeError
            If a side is not an int (bools refused).
        InputValueError
            If a side is negative or over :data:`MAX_SIDE`.

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import Domineering
        >>> Domineering.rectangle(2, 3).text()
        '...|...'
        """
        rows = check_int(rows, "rows", minimum=0, maximum=MAX_SIDE)
        cols = check_int(cols, "cols", minimum=0, maximum=MAX_SIDE)
        return cls("|".join([cls.rules.symbols[0] * cols] * rows) if rows and cols else "")

    # -- protocol ------------------------------------------------------------------------

    def left_options(self) -> list["GridPosition"]:
        """Return the boards after each of Left's moves (every move, in an impartial ruleset).

        Returns
        -------
        list of GridPosition
            Drawn on the same ``height x width`` board.

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import Domineering
        >>> [p.text() for p in Domineering("..|..").left_options()]     # Left places vertical dominoes
        ['#.|#.', '.#|.#']
        """
        left, right = self.rules.moves(self.layers, self.height, self.width)
        if self.rules.impartial:
            left = left + right
        return [self._from_layers(b, self.height, self.width) for b in left]

    def right_options(self) -> list["GridPosition"]:
        """Return the boards after each of Right's moves (every move, in an impartial ruleset).

        Returns
        -------
        list of GridPosition
            Drawn on the same ``height x width`` board.

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import Domineering
        >>> [p.text() for p in Domineering("..|..").right_options()]    # Right places horizontal ones
        ['##|..', '..|##']
        """
        left, right = self.rules.moves(self.layers, self.height, self.width)
        if self.rules.impartial:
            right = left + right
        return [self._from_layers(b, self.height, self.width) for b in right]

    def options(self) -> list["GridPosition"]:
        """Both players' moves (impartial rulesets).

        Returns
        -------
        list of GridPosition

        Raises
        ------
        InputTypeError
            If the ruleset is partizan.

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import Domineering
        >>> from cgtalg.rulesets.registry import impartial_class
        >>> len(impartial_class(Domineering)("..|..").options())    # Cram: four places for a domino
        4
        """
        if not self.rules.impartial:
            raise InputTypeError(f"{self.rules.name} is partizan: use left_options() and right_options()")
        return self.left_options()

    def components(self) -> list["GridPosition"] | None:
        """The independent regions of the board, each drawn on the same board (dead ones left out).

        Returns
        -------
        list of GridPosition or None
            None when the board is one live region (or the ruleset never splits).

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import Domineering
        >>> [p.text() for p in Domineering("..#.|###.").components()]
        ['..##|####', '###.|###.']
        """
        rules = self.rules
        if not rules.connectivity:
            return None
        union = 0
        for b in self.layers:
            union |= b
        h, w = self.height, self.width
        parts = []
        for r in rules.regions(union, w):
            sub = tuple(b & r for b in self.layers)
            if not rules.is_dead(sub, h, w):
                parts.append(sub)
        if len(parts) == 1 and len(parts[0]) == len(self.layers) and parts[0] == self.layers:
            return None
        # One live region among dead ones is returned alone (it is a different board, the
        # same key): the engine then values that board.
        return [self._from_layers(sub, h, w) for sub in parts]

    def known_value(self) -> Game:
        """The canonical value, by the schema's search (symmetry, splitting, shared table).

        Returns
        -------
        Game

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import Domineering
        >>> str(Domineering(".|.|.").known_value())
        '1'
        """
        return _key_value(self.rules.search, self._key)

    def known_outcome(self) -> Outcome:
        """The outcome class, by the schema's outcome search.

        Returns
        -------
        Outcome

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import Domineering
        >>> str(Domineering("..|..").known_outcome())
        'N'
        """
        return self.rules.search.outcome(self._key)

    # -- drawing -------------------------------------------------------------------------

    def rows(self) -> list[str]:
        """The board as one string per row.

        Returns
        -------
        list of str

        Examples
        --------
        >>> from cgtalg.rulesets.clobber import Clobber
        >>> Clobber("xo.|.ox").rows()
        ['xo.', '.ox']
        """
        s = self.width + 1
        symbols = self.rules.symbols
        out = []
        for r in range(self.height):
            line = []
            for c in range(self.width):
                bit = 1 << (r * s + c)
                line.append(next((symbols[i] for i, b in enumerate(self.layers) if b & bit), symbols[-1]))
            out.append("".join(line))
        return out

    def __str__(self) -> str:
        return "\n".join(self.rows())

    def __repr__(self) -> str:
        return f"{type(self).__name__}({'|'.join(self.rows())!r})"

    def text(self) -> str:
        """The position text (rows joined by ``|``), which the constructor reads back.

        Returns
        -------
        str

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import Domineering
        >>> Domineering("..# ...").text()          # rows given as words
        '..#|...'
        """
        return "|".join(self.rows())

    @classmethod
    def impartial_class(cls) -> type:
        """A position class for this ruleset played impartially (use :func:`cgtalg.rulesets.registry.impartial_class`).

        Each call makes a new class; the registry's function keeps one per class.

        Returns
        -------
        type

        Examples
        --------
        >>> from cgtalg.rulesets.domineering import Domineering
        >>> Domineering.impartial_class().rules.name
        'impartial domineering'
        """
        rules = cls.rules.impartial_variant()
        return type("Impartial" + cls.__name__, (cls,), {"__slots__": (), "rules": rules,
                                                         "__doc__": f"A position of {rules.name}."})

    def _repr_svg_(self) -> str:
        from ..pictures.positions import grid_svg

        return grid_svg(self)
