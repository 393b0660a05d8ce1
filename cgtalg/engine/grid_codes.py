"""Region codes of the grid schema: packing, symmetric images, splitting and cropping in machine words.

A region of a grid ruleset is packed into one int, its *code*: the cells of
each layer row by row with stride ``W`` (no spare column: cell ``(r, c)`` of
layer ``i`` at payload bit ``r * layers * W + i * W + c``) above its *shape
field* (:func:`shape_field`): ``(H << 6) | W`` in the low 12 bits when both
sides are at most :data:`SHORT_SIDE`, the short codes every fast route works
on; a region with a longer side has a *wide* code, whose low 12 bits are 0
and whose sides take 32 bits each above them (:func:`code_shape` reads
both). A region's key is the
least code among its symmetric images (the board mirrored, and transposed when
the ruleset says transposing is a symmetry), negated when that image is reached
through a symmetry that negates the value (see :mod:`cgtalg.engine.search`).

Two routes give the same codes: the table route (:class:`_Symmetries`, any
size) and, for payloads of at most :data:`SMALL_CELLS` bits, the machine-word
route (:func:`_least_image`, :func:`_least_layered_image`), which the compiled
module runs as C loops; :func:`_fill_region`, :func:`_cropped` and
:func:`_packed_children` split and crop one-layer boards of stride ``W`` in
machine words, and :class:`PackedForms` gives the key of a small one-layer
board in one C call (a placement kernel, :mod:`cgtalg.engine.grid_placement`,
subclasses it to make a region's moves as well). Nothing here is checked:
these are the inner loops of the searches, and their callers check sizes.

Examples
--------
>>> code = (0b011_011 << 12) | (2 << 6) | 3      # a 2 x 3 board: its left 2 x 2 square in play
>>> unpack(code, 1)                               # the same cells with a spare column: stride 4
((51,), 2, 3)
>>> _cropped(0b011_011, 2, 3) == (0b11_11 << 12) | (2 << 6) | 2
True
"""

from __future__ import annotations

from typing import Any

from ..errors import InputTypeError, InputValueError, describe
from ..core.cache import BoundedCache
from .search import Key, RegionOracle

__all__ = ["MAX_SIDE", "MAX_CELLS", "SHORT_SIDE", "SMALL_CELLS", "PackedForms"]

#: True when this module runs compiled (then :class:`PackedForms` keys small boards in machine words).
_COMPILED = not __file__.endswith(".py")

#: The longest side of a region with a short code: its height and width in 6 bits each.
SHORT_SIDE = 63

#: The longest side of a board: a wide code keeps the height and width in 32 bits each (a board
#: that long has more cells than a search could hold in memory).
MAX_SIDE = (1 << 32) - 1

#: The most cells of a board made from its size (``rows x cols``): every position the search meets
#: holds its board as ints of that many bits, and the drawing alone takes a character a cell.
MAX_CELLS = 1 << 24

_SHAPE_BITS = 12

#: Where a wide code's payload starts: above its 12 zero bits and two sides of 32 bits.
_WIDE_SHIFT = 76


def check_board_size(rows: int, cols: int, what: str) -> None:
    """Refuse a board of *rows* x *cols* cells that is too large to hold (see :data:`MAX_CELLS`).

    Parameters
    ----------
    rows, cols : int
        The board's sides (already checked to be ints from 0 to :data:`MAX_SIDE`).
    what : str
        The board, for the message (e.g. ``"a domineering board"``).

    Raises
    ------
    InputValueError
        If the board has more than :data:`MAX_CELLS` cells.

    Examples
    --------
    >>> check_board_size(2, 1000, "a domineering board")
    >>> check_board_size(5000, 5000, "a domineering board")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a domineering board of 5000 x 5000 = 25000000 cells is too large to hold in memory (at most 16777216 cells)
    """
    if rows * cols > MAX_CELLS:
        raise InputValueError(
            f"{what} of {rows} x {cols} = {rows * cols} cells is too large to hold in memory (at most {MAX_CELLS} cells)")


def shape_field(H: int, W: int) -> int:
    """The low bits of the code of an ``H x W`` region: ``(H << 6) | W``, or the wide field for a side over 63.

    A region's payload is shifted left by :func:`payload_shift` of this field
    and or-ed with it. Not checked: the sides are 0 to :data:`MAX_SIDE`.

    Parameters
    ----------
    H, W : int
        The region's height and width.

    Returns
    -------
    int
        The field, below the payload.

    Examples
    --------
    >>> shape_field(2, 3) == (2 << 6) | 3, shape_field(1, 64) == (1 << 44) | (64 << 12)
    (True, True)
    """
    if H <= SHORT_SIDE and W <= SHORT_SIDE:
        return (H << 6) | W
    return (H << 44) | (W << _SHAPE_BITS)


def payload_shift(field: int) -> int:
    """Where the payload starts in a code whose low bits are *field* (a code or a :func:`shape_field`).

    Parameters
    ----------
    field : int
        A region code, or the shape field of one.

    Returns
    -------
    int
        12 for a short code, 76 for a wide one.

    Examples
    --------
    >>> payload_shift(shape_field(2, 3)), payload_shift(shape_field(100, 1))
    (12, 76)
    """
    return _SHAPE_BITS if field & 4095 else _WIDE_SHIFT


def region_code(payload: int, H: int, W: int) -> int:
    """The code of an ``H x W`` region whose cells are *payload* (stride ``layers * W``): short or wide.

    Parameters
    ----------
    payload : int
        The region's cells, row ``r``'s layer ``i`` at bits ``r * layers * W + i * W`` on.
    H, W : int
        The sides of the region's box.

    Returns
    -------
    int
        The code: the payload above the region's :func:`shape_field`.

    Examples
    --------
    >>> region_code(0b111, 1, 3) == (0b111 << 12) | (1 << 6) | 3
    True
    >>> code_shape(region_code(1, 1, 64))
    (1, 64, 76)
    """
    shape = shape_field(H, W)
    return (payload << payload_shift(shape)) | shape


def _rows_code(rows: list[int], H: int, W: int, k: int) -> int:
    """The code of a cropped ``H x W`` region given as its *rows* of *k* bits each (all its layers).

    Examples
    --------
    >>> _rows_code([0b011, 0b110], 2, 3, 3) == region_code(0b110_011, 2, 3)
    True
    """
    payload = 0
    for x in reversed(rows):
        payload = (payload << k) | x
    return region_code(payload, H, W)


def code_shape(code: int) -> tuple[int, int, int]:
    """The height, width and payload shift of a region code, short or wide.

    Parameters
    ----------
    code : int
        A positive region code.

    Returns
    -------
    tuple of (int, int, int)
        ``(H, W, shift)``: the payload is ``code >> shift``.

    Examples
    --------
    >>> code_shape((0b11 << 12) | shape_field(1, 2)), code_shape((0b11 << 76) | shape_field(1, 100))
    ((1, 2, 12), (1, 100, 76))
    """
    if code & 4095:
        return (code >> 6) & 63, code & 63, _SHAPE_BITS
    return (code >> 44) & MAX_SIDE, (code >> _SHAPE_BITS) & MAX_SIDE, _WIDE_SHIFT


class _Symmetries:
    """Lookup tables that draw a cropped ``H x W`` region in each of its symmetric images.

    A region is read as a list of *chunks*: for each row, its cells in every
    layer (``layers * W`` bits, layer ``i`` at bits ``i*W .. i*W+W-1``) cut
    into bytes. For each symmetry, ``tables[g][k][byte]`` is what chunk ``k``
    with value ``byte`` contributes to the packed image, so an image is one
    ``sum(map(...))`` over the chunks. Images are packed with ``layers * W'``
    bits per row (no spare column) above their :func:`shape_field`.
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
                shape = shape_field(h2, w2)
                shift = payload_shift(shape)
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
                            bits.append(1 << (shift + rr * layers * w2 + perm[i] * w2 + cc))
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
    holds the board with stride *w* (no spare column) above its shape field
    (short or wide); the result has the spare column back. Not checked (the
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
    >>> from cgtalg.rulesets.grid.domineering import RULES
    >>> unpack(RULES.normalise((0b011_011,), 2, 2), 1)
    ((27,), 2, 2)
    """
    h, w, shift = code_shape(code)
    payload = code >> shift
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

def _least_wide_code(rows: list[int], H: int, W: int, layers: int, transpose: str | None,
                     swap: tuple[int, ...] | None, impartial: bool) -> int:
    """The signed code of the least symmetric image of a cropped region with a side over :data:`SHORT_SIDE`.

    The code :func:`_least_table_code` would read from :class:`_Symmetries`
    (same images, same negations, same tie rule), drawn from the region's
    cells as strings instead: the tables of a long region would hold
    hundreds of thousands of entries for each of its shapes. *rows* are the
    region's rows, layer ``i`` at bits ``i * W .. i * W + W - 1`` of each.

    Examples
    --------
    >>> strip = (((1 << 70) - 1) << 76) | shape_field(1, 70)     # a 1 x 70 strip of Domineering
    >>> _least_wide_code([(1 << 70) - 1], 1, 70, 1, "negate", None, False) == strip
    True
    >>> _least_wide_code([1] * 70, 70, 1, 1, "negate", None, False) == -strip   # a 70 x 1 column: its negative
    True
    """
    mask = (1 << W) - 1
    # cells[i][r][c] == "1": cell (r, c) of layer i is in play.
    cells = [[format((x >> (i * W)) & mask, f"0{W}b")[::-1] for x in rows] for i in range(layers)]
    flips = [cells]
    if transpose is not None:
        flips.append([["".join(column) for column in zip(*layer)] for layer in cells])
    perms: list[tuple[tuple[int, ...], bool]] = [(tuple(range(layers)), False)]
    if swap is not None:
        perms.append((swap, True))
    best = -1
    best_neg = False
    for trans, drawn in enumerate(flips):
        h2 = len(drawn[0])
        shape = shape_field(h2, len(drawn[0][0]))
        shift = payload_shift(shape)
        for perm, swapped in perms:
            neg = swapped != (bool(trans) and transpose == "negate") and not impartial
            placed: list[list[str]] = [[] for _ in range(layers)]
            for i in range(layers):
                placed[perm[i]] = drawn[i]
            for flip_rows in (False, True):
                for flip_cols in (False, True):
                    order = range(h2) if flip_rows else range(h2 - 1, -1, -1)
                    # The payload as one numeral, most significant cell first: the last row, its last
                    # layer, its last column (flipped: the first).
                    text = "".join(placed[j][r] if flip_cols else placed[j][r][::-1]
                                   for r in order for j in range(layers - 1, -1, -1))
                    code = (int(text, 2) << shift) | shape
                    if best < 0 or code < best or (code == best and best_neg and not neg):
                        best = code
                        best_neg = neg
    return -best if best_neg else best


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


def _fill_king_region(seed: int, board: int, W: int, not_first: int, not_last: int) -> int:
    """The cells of *board* (a one-layer board of stride *W*) king-move connected to the cells of *seed*.

    As :func:`_fill_region`, with the four diagonal neighbours as well (a
    ruleset whose pieces move diagonally splits into such regions).

    Examples
    --------
    >>> nf, nl = column_masks(2, 3)
    >>> bin(_fill_king_region(0b1, 0b010_001, 3, nf, nl)), bin(_fill_region(0b1, 0b010_001, 3, nf, nl))
    ('0b10001', '0b1')
    """
    region = seed
    while True:
        grown = (region | ((region << 1) & not_first) | ((region >> 1) & not_last) | (region << W) | (region >> W)
                 | ((region << (W + 1)) & not_first) | ((region >> (W + 1)) & not_last)
                 | ((region << (W - 1)) & not_last) | ((region >> (W - 1)) & not_first)) & board
        if grown == region:
            return region
        region = grown


def _bounding_box(region: int, H: int, W: int) -> tuple[int, int, int, int]:
    """The first and last rows and columns ``(r0, r1, c0, c1)`` that the non-empty *region* of an ``H x W`` board (stride *W*) occupies.

    Shared by the croppers of one-layer regions (:func:`_cropped`) and of
    two-layer ones (the capture kernel's ``Captures._region_code``); the
    caller passes the union of the layers.

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
    >>> from cgtalg.rulesets.grid.domineering import RULES
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
    >>> from cgtalg.rulesets.grid.clobber import RULES
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
    >>> from cgtalg.rulesets.grid.domineering import RULES
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
    permanent table (a width over :data:`SHORT_SIDE` excepted), larger ones
    compute them. Not checked (the packed routes' inner loop): *H* and *W*
    are a board's sides, 0 to :data:`MAX_SIDE`.

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
    if H * W > SMALL_MASK_CELLS or W > SHORT_SIDE:
        return _masks(H, W)  # (a width over 63 would not fit the key)
    key = (H << 6) | W
    masks = _SMALL_MASKS.get(key)
    if masks is None:
        masks = _masks(H, W)
        _SMALL_MASKS[key] = masks  # one dict assignment: atomic; two threads store equal tuples
    return masks


#: Regions whose cropped box has at most this many cells are drawn in their least image directly
#: (:func:`_least_image`, a short C loop) by :class:`PackedForms` rather than looked up in the
#: ruleset's table of forms: for them the look-up (an int made, hashed, compared; on a miss also
#: stored) costs about what the drawing does, and a big search's table of forms is mostly cache
#: misses and memory (Domineering 5 x 6, compiled: a million forms, a fifth of the peak memory,
#: and no time saved). Boxes of up to 6 x 6 cells are measured; larger ones keep the table.
DIRECT_FORM_CELLS = 36


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
    :data:`DIRECT_FORM_CELLS` cells) -- the keys that the ruleset's packed moves
    and :meth:`GridRules.normalise` give, without their lists, method
    calls and attribute look-ups.

    Parameters
    ----------
    rules : GridRules
        A one-layer ruleset.

    Examples
    --------
    >>> from cgtalg.rulesets.grid.domineering import RULES
    >>> RULES.packed.board_key(0b011_011, 2, 2) == RULES.normalise((0b011_011,), 2, 2)
    True
    """

    def __init__(self, rules: Any) -> None:
        if not (hasattr(rules, "packed_forms") and hasattr(rules, "image_rule")):
            raise InputTypeError(
                f"{type(self).__name__} is made by a ruleset's rules (a GridRules), not {type(rules).__name__} ({describe(rules)})"
            )
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
        >>> from cgtalg.rulesets.grid.domineering import RULES, Domineering
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
