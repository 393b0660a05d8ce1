"""The placement kernel of the grid schema: players place pieces of given shapes on empty cells.

A placement ruleset has one layer, the empty cells; a move puts one of the
mover's pieces (a set of cells, in one of the orientations the ruleset lists)
on empty cells, which are then filled. Domineering (Left an upright domino,
Right a lying one) and Cram (either, for both players) are such games. The
ruleset only declares its pieces (:class:`PlacementRules`); the kernel checks
that the declared symmetries hold for them and makes the moves:

* on stride ``w + 1`` boards for positions (:meth:`PlacementRules.moves`);
* on region codes for the search (:class:`Placements`, the ruleset's
  :attr:`~cgtalg.engine.grid_rules.GridRules.packed` and search oracle):
  compiled, a region of at most :data:`~cgtalg.engine.grid_codes.SMALL_CELLS`
  cells in machine words, each placement one XOR of the region's cells and
  each child keyed on the spot (:class:`~cgtalg.engine.grid_codes.PackedForms`);
* when each player places one straight bar, Left's upright and Right's lying
  or the other way round (Domineering), integer values without search: once
  one player alone can place, the region is worth the most bars that player
  can place one after another (``floor(run / length)`` in each run of empty
  cells along the bar), and a region where every placement leaves such a
  board is ``{a | b}`` of those integers (:func:`_integer_switch`).

Invariant: every route gives the key :meth:`~cgtalg.engine.grid_rules.GridRules.normalise`
gives, except that :meth:`Placements.moves` may name a child where one player
alone can place by the simplest board of the same integer value.

References
----------
Winning Ways, chapter 2 ("Dominoes"); E. R. Berlekamp, "Blockbusting and
Domineering", J. Combin. Theory Ser. A 49 (1988) 67-116; Lessons in Play,
chapter 1 and section 5.4 (integers as moves in hand), chapter 5 (switches).

Examples
--------
>>> from cgtalg.rulesets.grid.domineering import RULES, Domineering
>>> RULES.moves((0b111,), 1, 3)             # '...': Left has no upright room, Right two places
([], [(4,), (1,)])
>>> str(RULES.oracle.known(Domineering("....").key()))
'-2'
"""

from __future__ import annotations

from typing import Any, Sequence

from ..core.game import Game
from ..core.store import explicit_pair, symbolic_dyadic
from ..core.values import integer
from ..errors import InputTypeError, InputValueError, describe
from .grid_codes import SMALL_CELLS, PackedForms, _least_image, code_shape
from .grid_rules import GridRules
from .search import Key, _refuse_region_key

__all__ = ["PlacementRules", "Placements", "PIECES_MAX", "CELLS_MAX"]

#: True when this module runs compiled (then the machine-word routes are used).
_COMPILED = not __file__.endswith(".py")

#: What :meth:`Placements.count` returns when both players can still place.
_BOTH_MOVE = -(1 << 62)
_BOTH = _BOTH_MOVE  # compiled: a C constant

#: The most pieces a player may have, and the most cells of all pieces together (the kernel keeps
#: them in C arrays).
PIECES_MAX = 8
CELLS_MAX = 64

Piece = tuple[tuple[int, int], ...]


def _normal_piece(piece: Any, what: str) -> Piece:
    """*piece* (cells ``(row, column)``) moved to row and column 0, sorted; checked to be one edge-connected piece."""
    if isinstance(piece, (str, bytes)) or not isinstance(piece, (tuple, list)):
        raise InputTypeError(f"a piece of {what} is a tuple of (row, column) cells, not {type(piece).__name__}")
    cells = set()
    for cell in piece:
        if (not isinstance(cell, (tuple, list)) or len(cell) != 2
                or not all(type(x) is int for x in cell)):
            raise InputTypeError(f"a cell of a piece of {what} is a pair of ints (row, column), not {cell!r}")
        cells.add((cell[0], cell[1]))
    if not cells:
        raise InputValueError(f"a piece of {what} has no cells")
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    out = tuple(sorted((r - r0, c - c0) for r, c in cells))
    members = set(out)
    reached = {out[0]}
    todo = [out[0]]
    while todo:
        r, c = todo.pop()
        for cell in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if cell in members and cell not in reached:
                reached.add(cell)
                todo.append(cell)
    if len(reached) != len(out):
        raise InputValueError(f"a piece of {what} must be edge-connected (the board splits into regions "
                              f"that do not touch), not {out}")
    return out


def _image(piece: Piece, flip_rows: bool, flip_cols: bool, transpose: bool) -> Piece:
    """The piece mirrored and/or transposed, moved back to row and column 0."""
    cells = [(c, r) if transpose else (r, c) for r, c in piece]
    if flip_rows:
        cells = [(-r, c) for r, c in cells]
    if flip_cols:
        cells = [(r, -c) for r, c in cells]
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


def _check_symmetries(rules: "PlacementRules", left: tuple[Piece, ...], right: tuple[Piece, ...]) -> None:
    """Raise InputValueError unless the pieces have the symmetries the schema assumes of *rules*.

    The schema treats the four mirror images of a board as the same game, and
    its transposition as the same game (``transpose = "same"``) or its
    negative (``"negate"``): so each player's pieces must be closed under
    mirroring, and transposed into themselves or into the other player's.
    """
    sides = (("left_pieces", left), ("right_pieces", right)) if not rules.impartial else (("pieces", left + right),)
    for what, pieces in sides:
        kinds = set(pieces)
        for p in pieces:
            for flip_rows, flip_cols in ((True, False), (False, True)):
                if _image(p, flip_rows, flip_cols, False) not in kinds:
                    raise InputValueError(
                        f"{rules.name}: the mirror image of the piece {p} is missing from {what} (the grid "
                        "schema plays a mirrored board as the same game)")
    transposed_left = {_image(p, False, False, True) for p in left}
    transposed_right = {_image(p, False, False, True) for p in right}
    if rules.transpose == "negate" and not (transposed_left == set(right) and transposed_right == set(left)):
        raise InputValueError(f"{rules.name}: transpose = 'negate' needs Left's pieces to be Right's transposed")
    if rules.transpose == "same":
        both = set(left) | set(right)
        if rules.impartial:
            ok = transposed_left | transposed_right == both
        else:
            ok = transposed_left == set(left) and transposed_right == set(right)
        if not ok:
            raise InputValueError(f"{rules.name}: transpose = 'same' needs each player's pieces closed under "
                                  "transposition")


def _bar(pieces: tuple[Piece, ...]) -> tuple[int, bool] | None:
    """``(length, upright)`` when *pieces* is one straight bar of at least two cells, else None."""
    if len(pieces) != 1 or len(pieces[0]) < 2:
        return None
    p = pieces[0]
    if all(c == 0 for _, c in p):
        return len(p), True
    if all(r == 0 for r, _ in p):
        return len(p), False
    return None


class PlacementRules(GridRules):
    """A grid ruleset where a move places one of the mover's pieces on empty cells.

    Subclass it and declare the pieces; the board has one layer, the empty
    cells (:attr:`symbols` ``".#"`` by default: ``.`` empty, ``#`` filled or
    missing).

    Class attributes
    ----------------
    left_pieces, right_pieces : tuple of pieces
        Each player's pieces, every orientation listed: a piece is a tuple of
        ``(row, column)`` cells, edge-connected (Domineering: Left
        ``(((0, 0), (1, 0)),)``, an upright domino). The pieces must have the
        symmetries declared (:attr:`~GridRules.transpose`); they are checked
        when the rules are made. At most :data:`PIECES_MAX` pieces a player,
        :data:`CELLS_MAX` cells in all.

    Raises
    ------
    InputTypeError
        If a piece is not a tuple of pairs of ints.
    InputValueError
        If a piece is empty or not edge-connected, if the pieces lack a
        symmetry the ruleset declares, or if there are too many.
    """

    name = "placement"
    symbols = ".#"
    meanings: tuple[str, ...] = ("empty square", "no square")
    left_pieces: tuple[Piece, ...] = ()
    right_pieces: tuple[Piece, ...] = ()
    packed_keys = True

    def __init__(self) -> None:
        left = tuple(_normal_piece(p, "left_pieces") for p in self.left_pieces)
        right = tuple(_normal_piece(p, "right_pieces") for p in self.right_pieces)
        if max(len(left), len(right)) > PIECES_MAX or sum(len(p) for p in left + right) > CELLS_MAX:
            raise InputValueError(f"{self.name}: at most {PIECES_MAX} pieces a player and {CELLS_MAX} cells in all")
        _check_symmetries(self, left, right)
        #: Each player's pieces, normalised (moved to row and column 0, cells sorted).
        self.left_shapes = left
        self.right_shapes = right
        #: A region of one cell is worth 0 when no piece is a single cell (the packed keys drop it).
        self.single_cells_dead = all(len(p) >= 2 for p in left + right)
        bar_left = _bar(left)
        bar_right = _bar(right)
        #: ``(Left's bar length, whether Left's bar is upright, Right's bar length)`` when each player
        #: places one straight bar, the two bars crossed (the integer routes of :class:`Placements`
        #: then hold), else None.
        self.bars = (None if bar_left is None or bar_right is None or bar_left[1] == bar_right[1]
                     else (bar_left[0], bar_left[1], bar_right[0]))
        super().__init__()
        #: The search's direct route to :meth:`region_moves` and :meth:`region_value` (the
        #: :class:`Placements` of :attr:`packed`, see :class:`~cgtalg.engine.search.RegionOracle`);
        #: a subclass that redefines either method gets none, so that the search calls its methods.
        cls = type(self)
        own = cls.region_moves is PlacementRules.region_moves and cls.region_value is PlacementRules.region_value
        self.oracle = self.packed if own else None

    def moves(self, layers: tuple[int, ...], h: int, w: int) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        """Return the boards after each of Left's and Right's placements (see :meth:`GridRules.moves`).

        Parameters
        ----------
        layers : tuple of int
            One bitboard, the empty cells (cell ``(r, c)`` at bit ``r * (w + 1) + c``).
        h, w : int
            The board's height and width.

        Returns
        -------
        tuple of (list of tuple of int, list of tuple of int)
            Left's and Right's children: piece by piece, lowest first cell first.

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import RULES
        >>> RULES.moves((0b011_011,), 2, 2)        # an empty 2 x 2 board: two places each
        ([(18,), (9,)], [(24,), (3,)])
        """
        empty = layers[0]
        return _placements(empty, h, w, self.left_shapes), _placements(empty, h, w, self.right_shapes)

    def is_dead(self, layers: tuple[int, ...], h: int, w: int) -> bool:
        """True for a region of one cell when no piece is a single cell (see :meth:`GridRules.is_dead`).

        Parameters
        ----------
        layers : tuple of int
            One bitboard, the region's empty cells (connected).
        h, w : int
            The board's height and width.

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import RULES
        >>> RULES.is_dead((0b100,), 1, 3), RULES.is_dead((0b110,), 1, 3)
        (True, False)
        """
        e = layers[0]
        return bool(self.single_cells_dead) and e & (e - 1) == 0

    def region_moves(self, key: int) -> tuple[list[Key], list[Key]]:
        """The keys after each placement, made on the region's code itself (one XOR a move).

        The code's payload has stride ``W`` (see :func:`~cgtalg.engine.grid_codes.unpack`);
        see :meth:`Schema.region_moves` for the protocol.

        Parameters
        ----------
        key : int
            A positive region code.

        Returns
        -------
        tuple of (list of Key, list of Key)
            The keys after each of Left's and Right's placements (both lists
            hold every placement in an impartial ruleset).

        Raises
        ------
        InputTypeError
            If *key* is not an int.
        InputValueError
            If *key* is not positive (a negative key is a negated region).

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import RULES, Domineering
        >>> left, right = RULES.region_moves(Domineering("..|..").key())
        >>> left == [Domineering(".|.").key()] * 2, right == [Domineering("..").key()] * 2
        (True, True)
        """
        if type(key) is not int or key <= 0:
            _refuse_region_key(key, "region")
        return self.packed.exact_moves(key)  # type: ignore[union-attr]  # set: packed_keys

    def region_value(self, key: int) -> Game | None:
        """An integer when only one player can still place in the region (crossed bars only), else None.

        If Left has no placement, she never gets one (placing only fills
        cells), so the region is ``-n`` where ``n`` is the most bars Right
        can place one after another: ``floor(run / length)`` in each maximal
        run of empty cells along Right's bar (Winning Ways; Lessons in Play on
        integers as moves in hand). Symmetrically for Right. Rulesets whose
        pieces are not two crossed bars (:attr:`bars`) have no formula.

        Parameters
        ----------
        key : int
            A positive region code.

        Returns
        -------
        Game or None
            The integer value, or None when both players can still place.

        Raises
        ------
        InputTypeError
            If *key* is not an int.
        InputValueError
            If *key* is not positive.

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import RULES, Domineering
        >>> [str(RULES.region_value(Domineering(b).key())) for b in ("....", "...", "..|..", ".#|..")]
        ['-2', '-1', 'None', 'None']
        """
        if type(key) is not int or key <= 0:
            _refuse_region_key(key, "region")
        return self.packed.one_player(key)  # type: ignore[union-attr]  # set: packed_keys


def _placements(empty: int, h: int, w: int, pieces: Sequence[Piece]) -> list[tuple[int, ...]]:
    """The boards (stride ``w + 1``) after each placement of each of *pieces* on the cells *empty*."""
    s = w + 1
    out: list[tuple[int, ...]] = []
    for cells in pieces:
        piece = 0
        anchors = empty
        for r, c in cells:
            piece |= 1 << (r * s + c)
            anchors &= empty >> (r * s + c)
        width = max(c for _, c in cells)
        if width > 1:
            # A piece two or more columns wide could wrap past the spare column: keep the anchors
            # from which it fits in the row.
            row = (1 << max(w - width, 0)) - 1
            keep = 0
            for r in range(h):
                keep |= row << (r * s)
            anchors &= keep
        while anchors:
            bit = anchors & -anchors
            anchors ^= bit
            out.append((empty ^ (bit * piece),))
    return out


def _starts(H: int, W: int, length: int) -> int:
    """The cells of an ``H x W`` code (stride *W*) where a lying bar of *length* cells may start.

    Examples
    --------
    >>> bin(_starts(2, 3, 2)), _starts(2, 3, 4)
    ('0b11011', 0)
    """
    if length > W or length < 1:
        return 0
    one = 1
    first = 0
    for r in range(H):
        first |= one << (r * W)
    return first * ((one << (W - length + 1)) - 1)


def _integer_switch(a: int, b: int) -> Game:
    """The canonical value of ``{a | b}`` for integers *a* and *b*.

    ``a < b``: the simplest number strictly between them (the integer
    nearest 0 when there is one, else ``a + 1/2``); ``a == b``: ``a*``;
    ``a > b``: the switch ``{a | b}`` itself, which is canonical (one number
    option a side: nothing dominated, nothing reversible; Lessons in Play,
    chapter 5 on switches) and not symbolic, so the store interns it as it
    is (:func:`~cgtalg.core.store.explicit_pair`).

    Examples
    --------
    >>> [str(_integer_switch(a, b)) for a, b in ((-3, 2), (1, 4), (-4, -1), (2, 3), (-1, 0), (2, 2), (1, -1))]
    ['0', '2', '-2', '5/2', '-1/2', '2*', '+-1']
    """
    if a < b:
        if a + 1 == b:
            return symbolic_dyadic(2 * a + 1, 1, 0, 0)
        if a >= 0:
            return symbolic_dyadic(a + 1, 0, 0, 0)
        if b <= 0:
            return symbolic_dyadic(b - 1, 0, 0, 0)
        return symbolic_dyadic(0, 0, 0, 0)
    if a == b:
        return symbolic_dyadic(a, 0, 0, 1)
    return explicit_pair(symbolic_dyadic(a, 0, 0, 0), symbolic_dyadic(b, 0, 0, 0))


class Placements(PackedForms):
    """A placement ruleset's region moves and one-player values, for the search.

    What :meth:`PlacementRules.region_moves` and :meth:`PlacementRules.region_value`
    answer (they check the key and ask this object, the ruleset's
    :attr:`~GridRules.packed`, which is also its search's oracle). Compiled,
    a region of at most :data:`~cgtalg.engine.grid_codes.SMALL_CELLS` cells
    is worked in machine words in one C call: each placement is one XOR of
    the region's cells, and each child's key is made on the spot by
    :class:`~cgtalg.engine.grid_codes.PackedForms`. Larger regions (and the
    pure-Python module) take the ruleset's packed route (the same XOR masks,
    each child normalised by :meth:`~GridRules.normalise_packed`).

    Parameters
    ----------
    rules : PlacementRules
        The ruleset.

    Examples
    --------
    >>> from cgtalg.rulesets.grid.domineering import RULES, Domineering
    >>> key = Domineering("..|..").key()
    >>> RULES.oracle.moves(key) == RULES.region_moves(key), str(RULES.oracle.known(Domineering("....").key()))
    (True, '-2')
    """

    def __init__(self, rules: Any) -> None:
        if not isinstance(rules, PlacementRules):
            raise InputTypeError(
                f"{type(self).__name__} is made by a ruleset's rules (a PlacementRules), not {type(rules).__name__} ({describe(rules)})"
            )
        PackedForms.__init__(self, rules)
        pieces = rules.left_shapes + rules.right_shapes
        self.n_left = len(rules.left_shapes)
        self.n_pieces = len(pieces)
        first = [0] * (2 * PIECES_MAX + 1)
        rows = [0] * CELLS_MAX
        cols = [0] * CELLS_MAX
        widths = [0] * (2 * PIECES_MAX)
        j = 0
        for i, cells in enumerate(pieces):
            first[i] = j
            widths[i] = max(c for _, c in cells)
            for r, c in cells:
                rows[j] = r
                cols[j] = c
                j += 1
        first[len(pieces)] = j
        self.first = first
        self.cell_rows = rows
        self.cell_cols = cols
        self.widths = widths
        bars = rules.bars
        #: Whether the integer routes hold (crossed bars, partizan).
        self.integers = bars is not None and not self.impartial
        self.left_upright = bars is not None and bars[1]
        # The upright bar's length and the lying one's.
        self.down_length = 0 if bars is None else (bars[0] if bars[1] else bars[2])
        self.across_length = 0 if bars is None else (bars[2] if bars[1] else bars[0])
        #: The lying bar's cells at cell 0 (the same at every stride).
        self.across_bar = (1 << self.across_length) - 1
        keys: list[Key] = []
        self.integer_offset = 0
        if bars is not None:
            # The key of the simplest board worth n, for each n a region of SMALL_CELLS cells can be
            # worth: none for 0; for n < 0 a line of Right's |n| bars, for n > 0 a line of Left's n bars.
            right_length = bars[2]
            left_length = bars[0]
            self.integer_offset = SMALL_CELLS // right_length
            for n in range(-self.integer_offset, SMALL_CELLS // left_length + 1):
                if n == 0:
                    keys.append(0)
                    continue
                length = -n * right_length if n < 0 else n * left_length
                upright = (n > 0) == bool(bars[1])
                shape = (length << 6) | 1 if upright else (1 << 6) | length
                keys.append(_least_image((((1 << length) - 1) << 12) | shape, self.images, self.negate))
        self.integer_keys = tuple(keys)

    def moves(self, region: int) -> tuple[list[Key], list[Key]]:
        """The keys after each of Left's and Right's placements in the positive code *region* (not checked).

        Parameters
        ----------
        region : int
            A positive region code.

        Returns
        -------
        tuple of (list of Key, list of Key)
            What :meth:`PlacementRules.region_moves` returns, except that
            (compiled, crossed bars, partizan, at most SMALL_CELLS cells) a
            board left where only one player can place is named by the
            simplest board of the same integer value: the search values keys,
            and this one needs no drawing, no sum of parts and no value of its
            own (several such moves become one key, one option).

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import RULES, Domineering
        >>> RULES.oracle.moves(Domineering("...").key()) == ([], [0, 0])
        True
        >>> left = RULES.oracle.moves(Domineering("...|...").key())[0]     # 2 x 3: the middle leaves two columns
        >>> [str(RULES.search.value(k)) for k in left]
        ['+-1', '2', '+-1']
        """
        if _COMPILED and region <= 0x7FFFFFFFFFFFFFFF:
            code = region  # compiled: a C word from here on
            W = code & 63
            H = (code >> 6) & 63
            if 0 < W and H * W <= SMALL_CELLS:
                return self._small_moves(code >> 12, H, W, self.integers)
        return _packed_region_moves(self.rules, region)

    def exact_moves(self, region: int) -> tuple[list[Key], list[Key]]:
        """The normalised keys of the boards after each placement in the positive code *region* (not checked).

        What :meth:`PlacementRules.region_moves` returns: each child's own
        key (:meth:`moves` may name a one-player child by another board of
        its value).

        Parameters
        ----------
        region : int
            A positive region code.

        Returns
        -------
        tuple of (list of Key, list of Key)

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import RULES, Domineering
        >>> square, column = Domineering("..|..").key(), Domineering(".|.").key()
        >>> RULES.oracle.exact_moves(Domineering("...|...").key())[0] == [square, (column, column), square]
        True
        """
        if _COMPILED and region <= 0x7FFFFFFFFFFFFFFF:
            code = region  # compiled: a C word from here on
            W = code & 63
            H = (code >> 6) & 63
            if 0 < W and H * W <= SMALL_CELLS:
                return self._small_moves(code >> 12, H, W, False)
        return _packed_region_moves(self.rules, region)

    def _small_moves(self, e: int, H: int, W: int, integers: bool) -> tuple[list[Key], list[Key]]:
        """:meth:`moves` of the cells *e* of an ``H x W`` code (stride W) of at most SMALL_CELLS cells.

        With *integers*, a child where only one player can place is named by its integer's simplest board.
        """
        one = 1
        first = 0
        for r in range(H):
            first |= one << (r * W)
        full = (one << (H * W)) - 1
        not_first = full ^ first
        not_last = full ^ (first << (W - 1))
        keep = 0
        upright = 0
        if integers:
            if self.across_length <= W:
                keep = first * ((one << (W - self.across_length + 1)) - 1)  # where a lying bar may start
            upright = _upright_bar(self.down_length, W)
        left: list[Key] = []
        right: list[Key] = []
        for i in range(self.n_pieces):
            out = left if i < self.n_left else right
            piece = 0
            anchors = e
            for j in range(self.first[i], self.first[i + 1]):
                shift = self.cell_rows[j] * W + self.cell_cols[j]
                piece |= one << shift
                anchors &= e >> shift
            width = self.widths[i]
            if width:
                # Anchors from which the piece fits in the row (a shift by a column wraps into the next).
                anchors = anchors & (first * ((one << (W - width)) - 1)) if width < W else 0
            while anchors:
                bit = anchors & (~anchors + 1)
                anchors ^= bit
                child = e ^ (bit * piece)
                if integers:
                    n = _bar_count(self, child, W, keep, upright)
                    if n != _BOTH:
                        out.append(self.integer_keys[n + self.integer_offset])
                        continue
                out.append(self._key_of(child, H, W, not_first, not_last))
        if self.impartial:
            both = left + right
            return both, both
        return left, right

    def count(self, e: int, H: int, W: int) -> int:
        """The integer value of the cells *e* of an ``H x W`` code (stride W) when one player alone can place.

        For crossed bars (:attr:`PlacementRules.bars`) and ``H * W <= 64``
        (not checked): the count :meth:`PlacementRules.region_value`
        explains, or :data:`_BOTH_MOVE` when both players can place.

        Parameters
        ----------
        e : int
            The empty cells, stride *W*.
        H, W : int
            The board's height and width.

        Returns
        -------
        int

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import RULES
        >>> RULES.oracle.count(0b1111, 1, 4), RULES.oracle.count(0b111, 3, 1), RULES.oracle.count(0b11_11, 2, 2) == _BOTH_MOVE
        (-2, 1, True)
        """
        return _bar_count(self, e, W, _starts(H, W, self.across_length), _upright_bar(self.down_length, W))

    def _options_value(self, e: int, W: int, keep: int) -> Game | None:
        """:meth:`options_value` of the cells *e* (stride *W*) with the lying bar's starts given as *keep*."""
        down = e & (e >> W)
        for i in range(2, self.down_length):
            down &= e >> (i * W)
        across = e & (e >> 1)
        for i in range(2, self.across_length):
            across &= e >> i
        across &= keep
        if not down or not across:
            return None
        one = 1
        upright = _upright_bar(self.down_length, W)
        lying = (one << self.across_length) - 1
        if self.left_upright:
            left_anchors, left_bar, right_anchors, right_bar = down, upright, across, lying
        else:
            left_anchors, left_bar, right_anchors, right_bar = across, lying, down, upright
        a = _BOTH
        while left_anchors:
            bit = left_anchors & (~left_anchors + 1)
            left_anchors ^= bit
            n = _bar_count(self, e ^ (bit * left_bar), W, keep, upright)
            if n == _BOTH:
                return None
            if n > a:
                a = n
        b = -_BOTH
        while right_anchors:
            bit = right_anchors & (~right_anchors + 1)
            right_anchors ^= bit
            n = _bar_count(self, e ^ (bit * right_bar), W, keep, upright)
            if n == _BOTH:
                return None
            if n < b:
                b = n
        return _integer_switch(a, b)

    def options_value(self, e: int, H: int, W: int) -> Game | None:
        """The value of the cells *e* of an ``H x W`` code (stride W) when each placement leaves an integer.

        That is: both players can place, and after any one placement only one
        player can (each option's value is the integer :meth:`count` gives
        for the whole board left, every region of it at once: the count adds
        over regions). Such a region is ``{a | b}`` with ``a`` Left's best
        option and ``b`` Right's (an integer option dominates a smaller one),
        which :func:`_integer_switch` settles. Else None (some placement
        leaves a board where both can place, or one player has no placement
        at all). For crossed bars and ``H * W <= 64`` (not checked); no key is
        made for any option, so a small board's search ends here without
        expanding the region (Domineering 2 x 2 is ``{1 | -1}``, an L of three
        cells ``*``).

        Parameters
        ----------
        e : int
            The empty cells, stride *W*.
        H, W : int
            The board's height and width.

        Returns
        -------
        Game or None

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import RULES
        >>> str(RULES.oracle.options_value(0b11_11, 2, 2)), str(RULES.oracle.options_value(0b01_11, 2, 2))
        ('+-1', '*')
        >>> RULES.oracle.options_value(0b111_111, 2, 3) is None     # 2 x 3: an upright domino leaves a 2 x 2
        True
        """
        return self._options_value(e, W, _starts(H, W, self.across_length))

    def known(self, region: int) -> Game | None:
        """The value of the positive code *region* by a formula, else None (search it).

        What :meth:`PlacementRules.region_value` returns (the integer of a
        region where only one player can place), and also, for a region of
        at most 64 cells where each placement leaves such a board, its value
        from those integers (:meth:`options_value`): the search then settles
        the smallest regions -- Domineering 2 x 2 among them -- without
        making their options' keys or opening a frame for them. Impartial
        rulesets and pieces other than crossed bars have no formula here.

        Parameters
        ----------
        region : int
            A positive region code.

        Returns
        -------
        Game or None

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import RULES, Domineering
        >>> [str(RULES.oracle.known(Domineering(b).key())) for b in ("...", "..|..", ".#|..", "...|...")]
        ['-1', '+-1', '*', 'None']
        """
        if not self.integers:
            return None
        if region <= 0x7FFFFFFFFFFFFFFF:
            code = region  # compiled: a C word from here on
            W = code & 63
            H = (code >> 6) & 63
            if 0 < W and H * W <= 64:
                keep = _starts(H, W, self.across_length)
                count = _bar_count(self, code >> 12, W, keep, _upright_bar(self.down_length, W))
                if count != _BOTH:
                    return symbolic_dyadic(count, 0, 0, 0)
                return self._options_value(code >> 12, W, keep)
        return self._large_count(region)

    def one_player(self, region: int) -> Game | None:
        """The integer value of the positive code *region* when only one player can place, else None.

        Parameters
        ----------
        region : int
            A positive region code.

        Returns
        -------
        Game or None
            What :meth:`PlacementRules.region_value` returns.

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import RULES, Domineering
        >>> str(RULES.oracle.one_player(Domineering("...").key())), RULES.oracle.one_player(Domineering("..|..").key())
        ('-1', None)
        """
        if not self.integers:
            return None
        if region <= 0x7FFFFFFFFFFFFFFF:
            code = region  # compiled: a C word from here on
            W = code & 63
            H = (code >> 6) & 63
            if 0 < W and H * W <= 64:
                count = _bar_count(self, code >> 12, W, _starts(H, W, self.across_length),
                                   _upright_bar(self.down_length, W))
                return None if count == _BOTH else symbolic_dyadic(count, 0, 0, 0)
        return self._large_count(region)

    def _large_count(self, key: int) -> Game | None:
        """:meth:`one_player` of a region of more than 64 cells, on Python ints."""
        H, W, shift = code_shape(key)
        e = key >> shift
        first = ((1 << (H * W)) - 1) // ((1 << W) - 1)
        down_length = self.down_length
        across_length = self.across_length
        down = e
        for i in range(1, down_length):
            down &= e >> (i * W)
        across = e
        for i in range(1, across_length):
            across &= e >> i
        across &= first * ((1 << (W - across_length + 1)) - 1) if across_length <= W else 0
        if down and across:
            return None
        # One player alone: take the lowest placement first, again and again (in each row, or
        # each column, that is floor(run / length) for every maximal run of empty cells).
        step, length, pairs = (1, across_length, across) if across else (W, down_length, down)
        bar = sum(1 << (i * step) for i in range(length))
        n = 0
        while pairs:
            bit = pairs & -pairs
            n += 1
            pairs &= ~(bit * bar)
        return integer(n if (down != 0) == bool(self.left_upright) else -n)


def _upright_bar(length: int, W: int) -> int:
    """The cells of an upright bar of *length* cells at cell 0 of a code of stride *W* (at most 64 bits).

    Examples
    --------
    >>> bin(_upright_bar(3, 4))
    '0b100010001'
    """
    one = 1
    bar = 0
    for i in range(length):
        if i * W < 64:
            bar |= one << (i * W)
    return bar


def _bar_count(oracle: Placements, e: int, W: int, keep: int, upright: int) -> int:
    """:meth:`Placements.count` of the cells *e* (stride *W*), given the lying bar's starts *keep*
    (:func:`_starts`) and the upright bar's cells *upright* (:func:`_upright_bar`).

    A C function when compiled (inlined into its callers); the test for both
    players comes first and is a few word operations, so callers may ask it
    of every board they meet.
    """
    down = e & (e >> W)
    for i in range(2, oracle.down_length):
        down &= e >> (i * W)
    across = e & (e >> 1)
    for i in range(2, oracle.across_length):
        across &= e >> i
    across &= keep
    if down and across:
        return _BOTH
    if across:
        pairs = across
        bar = oracle.across_bar
    else:
        pairs = down
        bar = upright
    n = 0
    while pairs:
        bit = pairs & (~pairs + 1)
        n += 1
        pairs &= ~(bit * bar)
    return n if (down != 0) == oracle.left_upright else -n


def _packed_region_moves(rules: Any, key: int) -> tuple[list[Key], list[Key]]:
    """:meth:`PlacementRules.region_moves` by the ruleset's packed route (XOR masks)."""
    H, W, shift = code_shape(key)
    e = key >> shift
    first = ((1 << (H * W)) - 1) // ((1 << W) - 1) if W else 0
    xors: list[int] = []
    split = 0
    for side, pieces in enumerate((rules.left_shapes, rules.right_shapes)):
        for cells in pieces:
            piece = 0
            anchors = e
            for r, c in cells:
                piece |= 1 << (r * W + c)
                anchors &= e >> (r * W + c)
            width = max(c for _, c in cells)
            if width:
                anchors &= first * ((1 << (W - width)) - 1) if width < W else 0
            while anchors:
                bit = anchors & -anchors
                anchors ^= bit
                xors.append(bit * piece)
        if side == 0:
            split = len(xors)
    children = rules._children_by_masks(key, xors)
    left: list[Key] = children[:split]
    right: list[Key] = children[split:]
    if rules.impartial:
        both = left + right
        return both, both
    return left, right


PlacementRules.packed_class = Placements
