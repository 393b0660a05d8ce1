"""The arrow kernel of the grid schema: a piece slides like a chess queen, then fires an arrow like a queen.

An arrow ruleset has three layers, Left's pieces, Right's pieces and empty
squares (a cell in none of them is burnt or missing); a move slides one of
the mover's pieces any number of empty squares in one of the eight
directions, then fires an arrow from where it lands, again like a queen,
into an empty square, which is burnt for the rest of the game (the square
the piece left counts as empty). Amazons is such a game. Pieces and empty
squares fall into king-move connected regions, which are independent; a
region without a piece or without an empty square is worth 0; swapping the
players' pieces negates the value; the board's eight symmetries keep it.

**Regions of one colour.** A region holding only Left's pieces is one where
Right never has a move, in it or in anything it leads to; such a game
``{G^L | }`` is an integer, one more than the largest of its options (all
integers, by induction), that is the length of Left's longest sequence of
moves there (Siegel, *Combinatorial Game Theory*, II.3; *Winning Ways*,
chapter 2). The kernel's oracle (:class:`Arrows`) gives that integer
(negated for Right's pieces) by a search over move counts alone
(:meth:`Arrows.longest`): no canonical form, and it stops as soon as a line
of play burns every empty square of the region (each move burns one, so
none is longer).

The ruleset only declares its symbols; the kernel makes the moves on stride
``w + 1`` boards (:meth:`ArrowRules.moves`) and, compiled, moves and keys
boards of at most :data:`WORD_CELLS` cells in machine words (the oracle's
:meth:`Arrows.moves`): the keys :meth:`~cgtalg.engine.grid_rules.GridRules.normalise`
gives by its general route, in the same order.

References
----------
E. R. Berlekamp, "Sums of N x 2 Amazons", in *Game Theory, Optimal Stopping,
Probability and Statistics* (2000); M. Müller, T. Tegos, "Experiments in
computer Amazons", in *More Games of No Chance* (2002); Siegel,
*Combinatorial Game Theory*, chapters I.1 and II.3.

Examples
--------
>>> from cgtalg.rulesets.grid.amazons import RULES
>>> key = RULES.normalise((0b0001, 0b1000, 0b0110), 1, 4)       # 'L..R'
>>> RULES.oracle.moves(key) == GridRules.region_moves(RULES, key)
True
>>> str(RULES.oracle.known(RULES.normalise((0b001, 0, 0b110), 1, 3)))   # 'L..': two moves for Left
'2'
"""

from __future__ import annotations

from typing import Any

from ..core.cache import BoundedCache
from ..core.values import integer
from ..errors import InputTypeError, InputValueError, describe
from .grid_codes import _bounding_box, _fill_king_region, _least_layered_image, _unspaced, column_masks
from .grid_rules import GridRules
from .grid_text import _layer_kinds
from .search import Key, RegionOracle

__all__ = ["ArrowRules", "Arrows", "WORD_CELLS"]

#: Boards of at most this many cells are moved and keyed in machine words when the module runs
#: compiled: a region's drawing then has at most 3 * WORD_CELLS = 48 payload bits (three layers),
#: what :func:`cgtalg.engine.grid_codes._least_layered_image` takes.
WORD_CELLS = 16

#: True when this module runs compiled (then the machine-word route is used; in pure Python the
#: grid schema's table route is quicker and gives the same keys).
_COMPILED = not __file__.endswith(".py")

#: The width of a region code's shape field (see :mod:`cgtalg.engine.grid_codes`).
_SHAPE = 12


def _slides(start: int, empty: int, s: int) -> list[int]:
    """The squares a queen at *start* reaches through *empty* squares (bits of a board of stride *s*).

    In the order east, west, south-west, north-east, south, north, south-east,
    north-west, nearest first in each direction.

    Examples
    --------
    >>> [bin(x) for x in _slides(0b010, 0b101, 4)]        # '.L.' (stride 4): one step each way
    ['0b100', '0b1']
    """
    out = []
    for d in (1, s - 1, s, s + 1):
        at = start
        while True:
            at <<= d
            if not at & empty:
                break
            out.append(at)
        at = start
        while True:
            at >>= d
            if not at & empty:
                break
            out.append(at)
    return out


def _shots(mine: int, theirs: int, empty: int, s: int, right: bool) -> list[tuple[int, ...]]:
    """The boards (stride *s*) after each slide and shot of the pieces *mine*: ``(Left's, Right's, empty)``."""
    out: list[tuple[int, ...]] = []
    pieces = mine
    while pieces:
        q = pieces & -pieces
        pieces ^= q
        for to in _slides(q, empty, s):
            m = mine ^ q ^ to
            e = (empty | q) ^ to
            for arrow in _slides(to, e, s):
                out.append((theirs, m, e ^ arrow) if right else (m, theirs, e ^ arrow))
    return out


class ArrowRules(GridRules):
    """A grid ruleset where a piece slides like a queen and then fires an arrow like a queen.

    Subclass it and give the symbols: three layers (Left's pieces, Right's
    pieces, empty squares) and the character of a burnt or missing square.

    Raises
    ------
    InputValueError
        If the symbols do not give three layers.
    """

    name = "arrows"
    symbols = "LR.#"
    meanings: tuple[str, ...] = ("Left's piece", "Right's piece", "empty square", "burnt square")
    swap = (1, 0, 2)
    connectivity = 8
    small_region = 6

    def __init__(self) -> None:
        if len(self.symbols) != 4:
            raise InputValueError(f"{self.name}: an arrow ruleset has three layers (symbols such as 'LR.#')")
        super().__init__()
        #: The search's :class:`Arrows` oracle; None for the impartial variant (both players move
        #: every piece there, so no region is one player's alone).
        self.oracle = None if self.impartial else Arrows(self)
        self.short_text = (_layer_kinds(self.symbols, self.aliases), 3, WORD_CELLS)

    def normalise(self, layers: tuple[int, ...], h: int, w: int) -> Key:
        """Return the key of a board (see :meth:`GridRules.normalise`), in machine words when small.

        Compiled, a board of at most :data:`WORD_CELLS` cells is keyed by the
        ruleset's :class:`Arrows` (the same key); anything else by the grid
        schema.

        Parameters
        ----------
        layers : tuple of int
            Left's pieces, Right's pieces and the empty squares, cell ``(r, c)`` at bit ``r * (w + 1) + c``.
        h, w : int
            The board's height and width.

        Returns
        -------
        Key

        Examples
        --------
        >>> from cgtalg.rulesets.grid.amazons import RULES
        >>> RULES.normalise((0b001, 0b100, 0b010), 1, 3) == RULES.normalise((0b100, 0b001, 0b010), 1, 3)
        True
        """
        if _COMPILED and h * w <= WORD_CELLS and self.oracle is not None:
            return _word_key(self.oracle, layers, h, w)
        return GridRules.normalise(self, layers, h, w)

    def moves(self, layers: tuple[int, ...], h: int, w: int) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        """Return the boards after each of Left's and Right's moves (see :meth:`GridRules.moves`).

        Each move slides a piece like a queen and fires an arrow from where it lands.

        Parameters
        ----------
        layers : tuple of int
            The board's bitboards, cell ``(r, c)`` at bit ``r * (w + 1) + c``.
        h, w : int
            The board's height and width.

        Returns
        -------
        tuple of (list of tuple of int, list of tuple of int)
            Left's and Right's children, as layers of the same ``h x w`` board:
            pieces from the lowest cell, their slides in the order of
            :func:`_slides`, and for each slide its shots in that order.

        Examples
        --------
        >>> from cgtalg.rulesets.grid.amazons import RULES
        >>> left, right = RULES.moves((0b001, 0b100, 0b010), 1, 3)     # 'L.R': each has one move
        >>> left, right                # L slides to the middle and burns the square it left
        ([(2, 4, 0)], [(1, 2, 0)])
        """
        a, b, e = layers
        s = w + 1
        return _shots(a, b, e, s, False), _shots(b, a, e, s, True)

    def is_dead(self, layers: tuple[int, ...], h: int, w: int) -> bool:
        """Return True if this region is worth 0 for a cheap reason (see :meth:`GridRules.is_dead`).

        A region is dead when it holds no piece or no empty square: nobody can move in it.

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
        >>> from cgtalg.rulesets.grid.amazons import RULES
        >>> RULES.is_dead((0b01, 0, 0b10), 1, 2), RULES.is_dead((0b1, 0b100, 0), 1, 3)
        (False, True)
        """
        return not (layers[0] | layers[1]) or not layers[2]


class Arrows(RegionOracle):
    """An arrow ruleset's moves as keys, and the integers of its one-colour regions (its search's oracle).

    Compiled, a region of at most :data:`WORD_CELLS` cells is moved and its
    children keyed in machine words (one C call); any other region by
    :meth:`GridRules.region_moves`. Both give the same keys. A region with
    pieces of one colour only is valued by :meth:`known` without a
    canonical form (see the module docstring).

    Parameters
    ----------
    rules : ArrowRules
        The ruleset (partizan).

    Raises
    ------
    InputTypeError
        If *rules* is not an :class:`ArrowRules`.

    Examples
    --------
    >>> from cgtalg.rulesets.grid.amazons import RULES
    >>> key = RULES.normalise((0b00001, 0b10000, 0b01110), 1, 5)     # 'L...R'
    >>> RULES.oracle.moves(key) == GridRules.region_moves(RULES, key), RULES.oracle.known(key) is None
    (True, True)
    """

    def __init__(self, rules: Any) -> None:
        if not isinstance(rules, ArrowRules):
            raise InputTypeError(
                f"{type(self).__name__} is made by a ruleset's rules (an ArrowRules), not {type(rules).__name__} ({describe(rules)})"
            )
        RegionOracle.__init__(self)
        #: The walk asks :meth:`children`, which appends the keys as they are made.
        self.direct_children = True
        self.rules = rules
        self.images, self.negate = rules.image_rule
        self.swap = rules.swap
        #: Region code -> the length of the longest sequence of moves of its one colour (:meth:`longest`).
        self.plays = BoundedCache(f"{rules.name} one-colour plays", 1 << 20)

    def moves(self, region: int) -> tuple[list[Key], list[Key]]:
        """Left's and Right's moves from the positive region code *region*, as keys.

        Parameters
        ----------
        region : int
            A positive region code of the ruleset.

        Returns
        -------
        tuple of (list of Key, list of Key)

        Examples
        --------
        >>> from cgtalg.rulesets.grid.amazons import RULES
        >>> key = RULES.normalise((0b0001, 0b1000, 0b0110), 1, 4)       # 'L..R'
        >>> RULES.oracle.moves(key) == GridRules.region_moves(RULES, key)
        True
        """
        if _COMPILED and region & 4095 and ((region >> 6) & 63) * (region & 63) <= WORD_CELLS:  # a short code
            return self._word_moves(region)
        return GridRules.region_moves(self.rules, region)

    def children(self, region: int, out: list[Key]) -> int:
        """:meth:`moves` appended to *out*, Left's first; the number of Left's (see :meth:`RegionOracle.children`).

        Compiled, a region of at most :data:`WORD_CELLS` cells has its keys
        appended as they are made, repeats left in: two moves reach the
        same key for about one child in a hundred (a board and its mirror
        image), and the canonical form drops the repeated option (a set of
        keys for every move list would cost more than those repeats).
        Other regions have their repeats removed.

        Parameters
        ----------
        region : int
            A positive region code of the ruleset.
        out : list
            The list to extend.

        Returns
        -------
        int

        Examples
        --------
        >>> from cgtalg.rulesets.grid.amazons import RULES
        >>> key = RULES.normalise((0b0001, 0b1000, 0b0110), 1, 4)       # 'L..R'
        >>> out = []
        >>> RULES.oracle.children(key, out), set(out) == set(sum(RULES.oracle.moves(key), []))
        (4, True)
        """
        if _COMPILED and region & 4095 and ((region >> 6) & 63) * (region & 63) <= WORD_CELLS:
            return self._word_children(region, out)
        return RegionOracle.children(self, region, out)

    def known(self, region: int) -> Any:
        """The integer value of a region with pieces of one colour only, else None (the search values it).

        Left's pieces alone: the length of Left's longest sequence of moves
        there (:meth:`longest`); Right's alone: minus Right's.

        Parameters
        ----------
        region : int
            A positive region code of the ruleset.

        Returns
        -------
        Game or None

        Examples
        --------
        >>> from cgtalg.rulesets.grid.amazons import RULES
        >>> str(RULES.oracle.known(RULES.normalise((0b0001, 0, 0b1110), 1, 4)))        # 'L...'
        '3'
        >>> RULES.oracle.known(RULES.normalise((0b001, 0b100, 0b010), 1, 3)) is None    # 'L.R'
        True
        """
        side = _one_colour(region)
        if side == 0:
            return None
        n = self.longest(region)
        return integer(n if side > 0 else -n)

    def longest(self, region: int) -> int:
        """The most moves in a row that the one colour of *region* can make there (remembered).

        The largest of one more than its children's (each the sum over the
        child's regions), and 0 without a move; the search stops at the
        first child that reaches the number of empty squares minus one,
        since every move burns one of them.

        Parameters
        ----------
        region : int
            A positive region code with pieces of one colour only (not checked).

        Returns
        -------
        int

        Examples
        --------
        >>> from cgtalg.rulesets.grid.amazons import RULES
        >>> RULES.oracle.longest(RULES.normalise((0b0000_0011, 0, 0b0111_0100), 2, 3))    # 'LL.|...'
        4
        """
        plays = self.plays
        found = dict.get(plays, region)
        if found is not None:
            return found  # type: ignore[no-any-return]
        left, right = self.moves(region)
        children = left if left else right
        bound = _empty_squares(region)
        best = 0
        for child in children:
            if type(child) is tuple:
                n = 1
                for part in child:
                    n += self.longest(part if part > 0 else -part)
            elif child:
                n = 1 + self.longest(child if child > 0 else -child)
            else:
                n = 1
            if n > best:
                best = n
                if best >= bound:
                    break
        if len(plays) < plays.maxsize:
            plays[region] = best
        else:
            plays.put(region, best)
        return best

    def _word_children(self, code: int, out: list[Key]) -> int:
        """:meth:`_word_moves` appended to *out* (Left's, then Right's); the number of Left's."""
        one = 1
        H = (code >> 6) & 63
        W = code & 63
        payload = code >> _SHAPE
        rowmask = (one << W) - 1
        ls = 0
        rs = 0
        es = 0
        for r in range(H):
            row = payload >> (3 * W * r)
            ls |= (row & rowmask) << (r * W)
            rs |= ((row >> W) & rowmask) << (r * W)
            es |= ((row >> (2 * W)) & rowmask) << (r * W)
        masks = column_masks(H, W)
        not_first = masks[0]
        not_last = masks[1]
        self._word_shots(ls, rs, es, H, W, not_first, not_last, False, out)
        n = len(out)
        self._word_shots(rs, ls, es, H, W, not_first, not_last, True, out)
        return n

    def _word_moves(self, code: int) -> tuple[list[Key], list[Key]]:
        """Left's and Right's moves from the region of *code* (at most :data:`WORD_CELLS` cells), as keys.

        The region's three layers are read into boards of stride ``W`` (no
        spare column), the slides and shots are made with shifts and the
        column masks, and each child is keyed by :meth:`_board_key`: the
        lists :meth:`GridRules.region_moves` gives, in the same order.
        """
        one = 1
        H = (code >> 6) & 63
        W = code & 63
        payload = code >> _SHAPE
        rowmask = (one << W) - 1
        ls = 0
        rs = 0
        es = 0
        for r in range(H):
            row = payload >> (3 * W * r)
            ls |= (row & rowmask) << (r * W)
            rs |= ((row >> W) & rowmask) << (r * W)
            es |= ((row >> (2 * W)) & rowmask) << (r * W)
        masks = column_masks(H, W)
        not_first = masks[0]
        not_last = masks[1]
        left: list[Key] = []
        right: list[Key] = []
        self._word_shots(ls, rs, es, H, W, not_first, not_last, False, left)
        self._word_shots(rs, ls, es, H, W, not_first, not_last, True, right)
        return left, right

    def _word_shots(self, mine: int, theirs: int, empty: int, H: int, W: int, not_first: int, not_last: int,
                    right: bool, out: list[Key]) -> None:
        """Append to *out* the keys after each slide and shot of the pieces *mine* (stride *W* board), in :func:`_shots`' order."""
        pieces = mine
        while pieces:
            q = pieces & (~pieces + 1)
            pieces ^= q
            others = mine ^ q
            for i in range(8):
                to = _step(q, i, W, not_first, not_last) & empty
                while to:
                    e = (empty | q) ^ to
                    m = others | to
                    for j in range(8):
                        arrow = _step(to, j, W, not_first, not_last) & e
                        while arrow:
                            if right:
                                out.append(self._board_key(theirs, m, e ^ arrow, H, W, not_first, not_last))
                            else:
                                out.append(self._board_key(m, theirs, e ^ arrow, H, W, not_first, not_last))
                            arrow = _step(arrow, j, W, not_first, not_last) & e
                    to = _step(to, i, W, not_first, not_last) & empty

    def _board_key(self, ls: int, rs: int, es: int, H: int, W: int, not_first: int, not_last: int) -> Key:
        """The key of an ``H x W`` board of stride *W* (Left's pieces *ls*, Right's *rs*, empty squares *es*).

        :meth:`GridRules.normalise`'s key: the board split into king-move
        connected regions, those without a piece or an empty square dropped,
        the others coded by :meth:`_region_code`; 0, the one code, or the
        sorted tuple of codes. For boards of at most :data:`WORD_CELLS` cells.
        """
        # The first code in a scalar, a list only for a board of several live regions: most
        # children are one region, and a list made for each would be millions of objects for the
        # cyclic garbage collector to count and walk (a tenth of a 4 x 4 board's time).
        first = 0
        parts = None
        pieces = ls | rs
        rest = pieces | es
        while rest:
            region = _fill_king_region(rest & (~rest + 1), rest, W, not_first, not_last)
            rest ^= region
            if pieces & region and es & region:
                code = self._region_code(ls & region, rs & region, es & region, H, W)
                if first == 0:
                    first = code
                elif parts is None:
                    parts = [first, code]
                else:
                    parts.append(code)
        if parts is None:
            return first
        parts.sort()
        return tuple(parts)

    def _region_code(self, ls: int, rs: int, es: int, H: int, W: int) -> int:
        """The signed code of one region of an ``H x W`` board of stride *W*: :meth:`GridRules._canonical`'s.

        Cropped to its bounding box, drawn with the three layers in each row
        (Left's pieces in the low ``W'`` bits, Right's above them, the empty
        squares above those), and the least of its symmetric images, negated
        when that image swaps the colours
        (:func:`~cgtalg.engine.grid_codes._least_layered_image`).
        """
        one = 1  # typed in the .pxd: shifts stay in 64 bits
        rowmask = (one << W) - 1
        r0, r1, c0, c1 = _bounding_box(ls | rs | es, H, W)
        W2 = c1 - c0 + 1
        payload = 0
        r = r1
        while r >= r0:
            payload = ((payload << (3 * W2)) | ((((es >> (r * W)) & rowmask) >> c0) << (2 * W2))
                       | ((((rs >> (r * W)) & rowmask) >> c0) << W2) | (((ls >> (r * W)) & rowmask) >> c0))
            r -= 1
        drawn = (payload << _SHAPE) | ((r1 - r0 + 1) << 6) | W2
        return _least_layered_image(drawn, 3, self.images, self.negate, self.swap, False)


def _step(at: int, i: int, W: int, not_first: int, not_last: int) -> int:
    """The cells one queen step from *at* (stride *W*) in direction *i*, in :func:`_slides`' order.

    0 east, 1 west, 2 south-west, 3 north-east, 4 south, 5 north, 6
    south-east, 7 north-west; a step off the board's side is cut by the
    column masks, one off its top or bottom leaves the board's bits (the
    caller intersects with the empty squares).

    Examples
    --------
    >>> nf, nl = column_masks(2, 2)
    >>> [_step(0b0001, i, 2, nf, nl) for i in range(8)]         # from the top left corner
    [2, 0, 0, 0, 4, 0, 8, 0]
    """
    if i == 0:
        return (at << 1) & not_first
    if i == 1:
        return (at >> 1) & not_last
    if i == 2:
        return (at << (W - 1)) & not_last
    if i == 3:
        return (at >> (W - 1)) & not_first
    if i == 4:
        return at << W
    if i == 5:
        return at >> W
    if i == 6:
        return (at << (W + 1)) & not_first
    return (at >> (W + 1)) & not_last


def _one_colour(code: int) -> int:
    """1 if region *code* holds Left's pieces only, -1 if Right's only, else 0 (both, or a wide code).

    Examples
    --------
    >>> from cgtalg.rulesets.grid.amazons import RULES
    >>> [_one_colour(abs(RULES.normalise(b, 1, 3))) for b in ((1, 0, 6), (1, 4, 2))]     # 'L..', 'L.R'
    [1, 0]
    >>> _one_colour((0b110_001_000 << 12) | (1 << 6) | 3)        # 'R..' drawn as it lies
    -1
    """
    if not code & 4095:
        return 0
    H = (code >> 6) & 63
    W = code & 63
    payload = code >> _SHAPE
    rowmask = (1 << W) - 1
    ls = 0
    rs = 0
    for r in range(H):
        row = payload >> (3 * W * r)
        ls |= row & rowmask
        rs |= (row >> W) & rowmask
    if ls and rs:
        return 0
    return 1 if ls else -1 if rs else 0


def _empty_squares(code: int) -> int:
    """The number of empty squares of the region *code* (a short code).

    Examples
    --------
    >>> from cgtalg.rulesets.grid.amazons import RULES
    >>> _empty_squares(abs(RULES.normalise((0b0001, 0, 0b1110), 1, 4)))
    3
    """
    H = (code >> 6) & 63
    W = code & 63
    payload = code >> _SHAPE
    rowmask = (1 << W) - 1
    n = 0
    for r in range(H):
        n += bin((payload >> (3 * W * r + 2 * W)) & rowmask).count("1")
    return n


def _word_key(words: Arrows, layers: tuple[int, ...], h: int, w: int) -> Key:
    """The key of a board of stride ``w + 1`` of at most :data:`WORD_CELLS` cells, by *words* (compiled: C calls).

    Examples
    --------
    >>> from cgtalg.rulesets.grid.amazons import RULES
    >>> board = (0b00001, 0b10000, 0b01110)                       # 'L...R'
    >>> _word_key(RULES.oracle, board, 1, 5) == GridRules.normalise(RULES, board, 1, 5)
    True
    """
    masks = column_masks(h, w)
    return words._board_key(_unspaced(layers[0], h, w), _unspaced(layers[1], h, w), _unspaced(layers[2], h, w),
                            h, w, masks[0], masks[1])
