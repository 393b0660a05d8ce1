"""The capture kernel of the grid schema: a stone steps onto an adjacent enemy stone, removing it.

A capture ruleset has two layers, Left's stones and Right's stones (the other
cells hold nothing in play); a move takes one of the mover's stones one step,
orthogonally (:attr:`CaptureRules.steps` 4) or also diagonally (8), onto a
cell holding an enemy stone (or, with :attr:`CaptureRules.cannibal`, any
stone, the mover's own too), which is removed; the stone's old cell becomes
empty. Clobber and Cannibal Clobber are such games. Stones only ever
disappear, so groups of stones that do not touch (edge-connected, or
king-move connected with diagonal steps) are independent, and a group of one
colour is worth 0 (a group of one stone when stones may take their own);
swapping the colours negates the value, and the board's eight symmetries
keep it.

The ruleset only declares its symbols; the kernel makes the moves on stride
``w + 1`` boards (:meth:`CaptureRules.moves`) and, compiled, keys and moves
boards of at most :data:`WORD_CELLS` cells in machine words
(:class:`Captures`, the ruleset's search oracle): the keys
:meth:`~cgtalg.engine.grid_rules.GridRules.normalise` gives by its general
route, in the same order (captures of enemy stones only: a cannibal
ruleset's boards take the general route).

References
----------
M. H. Albert, J. P. Grossman, R. J. Nowakowski, D. Wolfe, "An introduction to
Clobber", INTEGERS 5(2) (2005) A1; Lessons in Play, section 1.3 and chapter 6.

Examples
--------
>>> from cgtalg.rulesets.grid.clobber import RULES
>>> RULES.moves((0b01, 0b10), 1, 2)       # 'xo': x takes o, or o takes x
([(2, 0)], [(0, 1)])
>>> key = RULES.normalise((0b0101, 0b1010), 1, 4)       # 'xoxo'
>>> RULES.oracle.moves(key) == GridRules.region_moves(RULES, key)
True
"""

from __future__ import annotations

from typing import Any

from ..errors import InputTypeError, InputValueError, describe
from .grid_codes import _bounding_box, _fill_king_region, _fill_region, _least_layered_image, _unspaced, column_masks
from .grid_rules import GridRules
from .grid_text import _layer_kinds
from .search import Key, RegionOracle

__all__ = ["CaptureRules", "Captures", "WORD_CELLS"]

#: Boards of at most this many cells are moved and keyed in machine words when the module runs
#: compiled: a region's drawing then has at most 2 * WORD_CELLS = 50 payload bits (two layers),
#: what :func:`cgtalg.engine.grid_codes._least_layered_image` takes, and a board of stride
#: ``w + 1`` at most 50 bits.
WORD_CELLS = 25

#: True when this module runs compiled (then the machine-word route is used; in pure Python the
#: grid schema's route is as quick and gives the same keys).
_COMPILED = not __file__.endswith(".py")

#: The width of a region code's shape field (see :mod:`cgtalg.engine.grid_codes`).
_SHAPE = 12


class CaptureRules(GridRules):
    """A grid ruleset where a stone steps onto an adjacent enemy stone, capturing it.

    Subclass it and give the symbols: two layers (Left's stones, Right's
    stones) and the character of a cell with nothing in play.

    Class attributes
    ----------------
    steps : int
        4: a stone steps to an edge neighbour; 8: also to a diagonal one
        (the board then splits into king-move connected groups).
    cannibal : bool
        True if a stone may also step onto one of its own colour, removing
        it (Cannibal Clobber); False (the default) for enemy stones only.

    Raises
    ------
    InputValueError
        If :attr:`steps` is not 4 or 8, or the symbols do not give two layers.
    """

    name = "capture"
    symbols = "xo."
    meanings: tuple[str, ...] = ("Left's stone", "Right's stone", "empty square")
    swap = (1, 0)
    steps = 4
    cannibal = False

    def __init__(self) -> None:
        if self.steps not in (4, 8):
            raise InputValueError(f"{self.name}: steps is 4 (orthogonal) or 8 (also diagonal), not {self.steps!r}")
        if len(self.symbols) != 3:
            raise InputValueError(f"{self.name}: a capture ruleset has two layers (symbols such as 'xo.')")
        if type(self.cannibal) is not bool:
            raise InputValueError(f"{self.name}: cannibal is True or False, not {self.cannibal!r}")
        #: Groups of stones are edge-connected, or king-move connected with diagonal steps.
        self.connectivity = self.steps
        super().__init__()
        #: The search's :class:`~cgtalg.engine.search.RegionOracle` (:class:`Captures`); None for
        #: the impartial variant and for a cannibal ruleset, whose keys the machine-word route does
        #: not make (it captures enemy stones only, and drops every group of one colour).
        self.oracle = None if self.impartial or self.cannibal else Captures(self)
        self.short_text = (_layer_kinds(self.symbols, self.aliases), 2, WORD_CELLS)

    def normalise(self, layers: tuple[int, ...], h: int, w: int) -> Key:
        """Return the key of a board (see :meth:`GridRules.normalise`), in machine words when small.

        Compiled, a board of at most :data:`WORD_CELLS` cells is keyed by the
        ruleset's :class:`Captures` (the same key); anything else by the grid
        schema.

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
        >>> from cgtalg.rulesets.grid.clobber import RULES
        >>> RULES.normalise((0b01, 0b10), 1, 2) == RULES.normalise((0b10, 0b01), 1, 2)   # 'xo' and 'ox'
        True
        """
        if _COMPILED and h * w <= WORD_CELLS and self.oracle is not None:
            return _word_key(self.oracle, layers, h, w)
        return GridRules.normalise(self, layers, h, w)

    def moves(self, layers: tuple[int, ...], h: int, w: int) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        """Return the boards after each of Left's and Right's captures (see :meth:`GridRules.moves`).

        Parameters
        ----------
        layers : tuple of int
            Left's stones and Right's stones (cell ``(r, c)`` at bit ``r * (w + 1) + c``).
        h, w : int
            The board's height and width.

        Returns
        -------
        tuple of (list of tuple of int, list of tuple of int)
            Left's and Right's children, as ``(Left's stones, Right's stones)``:
            captures to the right, to the left, downwards, upwards (then the
            diagonals), stones from the lowest cell; in a cannibal ruleset
            the captures of enemy stones first, then those of the mover's own.

        Examples
        --------
        >>> from cgtalg.rulesets.grid.clobber import RULES
        >>> RULES.moves((0b011, 0b100), 1, 3)         # 'xxo': the middle x takes o
        ([(5, 0)], [(1, 2)])
        >>> from cgtalg.rulesets.grid.cannibal_clobber import RULES
        >>> RULES.moves((0b011, 0b100), 1, 3)         # 'xxo': the middle x takes o, or either x the other
        ([(5, 0), (2, 4), (1, 4)], [(1, 2)])
        """
        x, o = layers
        s = w + 1
        king = self.steps == 8
        left = _captures(x, o, s, False, king)
        right = _captures(o, x, s, True, king)
        if self.cannibal:
            left += _own_captures(x, o, s, False, king)
            right += _own_captures(o, x, s, True, king)
        return left, right

    def is_dead(self, layers: tuple[int, ...], h: int, w: int) -> bool:
        """Return True for a group of stones of one colour: nobody can capture (see :meth:`GridRules.is_dead`).

        In a cannibal ruleset only a group of one stone is dead (two stones
        of one colour side by side give their owner a move).

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
        >>> from cgtalg.rulesets.grid.clobber import RULES
        >>> RULES.is_dead((0b11, 0), 1, 2), RULES.is_dead((0b01, 0b10), 1, 2)
        (True, False)
        """
        x, o = layers
        if self.cannibal:
            both = x | o
            return both & (both - 1) == 0
        return not x or not o


def _captures(mine: int, theirs: int, s: int, right: bool, king: bool) -> list[tuple[int, ...]]:
    """The boards (stride *s*) after each capture by the stones *mine* of the stones *theirs*."""
    out: list[tuple[int, ...]] = []
    for d in ((1, s, s + 1, s - 1) if king else (1, s)):
        for ahead in (True, False):
            movers = mine & (theirs >> d) if ahead else mine & (theirs << d)
            while movers:
                bit = movers & -movers
                movers ^= bit
                target = bit << d if ahead else bit >> d
                m = mine ^ bit ^ target
                t = theirs ^ target
                out.append((t, m) if right else (m, t))
    return out


def _own_captures(mine: int, theirs: int, s: int, right: bool, king: bool) -> list[tuple[int, ...]]:
    """The boards (stride *s*) after each capture by the stones *mine* of another of *mine* (cannibal rulesets)."""
    out: list[tuple[int, ...]] = []
    for d in ((1, s, s + 1, s - 1) if king else (1, s)):
        for ahead in (True, False):
            movers = mine & (mine >> d) if ahead else mine & (mine << d)
            while movers:
                bit = movers & -movers
                movers ^= bit
                m = mine ^ bit  # the target cell stays the mover's
                out.append((theirs, m) if right else (m, theirs))
    return out


class Captures(RegionOracle):
    """A capture ruleset's moves as keys for the value search (its :class:`~cgtalg.engine.search.RegionOracle`).

    Compiled, a region of at most :data:`WORD_CELLS` cells is moved and its
    children keyed in machine words (one C call); any other region by
    :meth:`GridRules.region_moves`. Both give the same keys.

    Parameters
    ----------
    rules : CaptureRules
        The ruleset (partizan).

    Examples
    --------
    >>> from cgtalg.rulesets.grid.clobber import RULES
    >>> key = RULES.normalise((0b0101, 0b1010), 1, 4)
    >>> RULES.oracle.moves(key) == GridRules.region_moves(RULES, key), RULES.oracle.known(key) is None
    (True, True)
    """

    def __init__(self, rules: Any) -> None:
        if not isinstance(rules, CaptureRules):
            raise InputTypeError(
                f"{type(self).__name__} is made by a ruleset's rules (a CaptureRules), not {type(rules).__name__} ({describe(rules)})"
            )
        self.rules = rules
        self.king = rules.steps == 8
        self.images, self.negate = rules.image_rule
        self.swap = rules.swap

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
        >>> from cgtalg.rulesets.grid.clobber import RULES
        >>> key = RULES.normalise((0b0101, 0b1010), 1, 4)       # 'xoxo'
        >>> RULES.oracle.moves(key) == GridRules.region_moves(RULES, key)
        True
        """
        if _COMPILED and region & 4095 and ((region >> 6) & 63) * (region & 63) <= WORD_CELLS:  # a short code
            return self._word_moves(region)
        return GridRules.region_moves(self.rules, region)

    def _word_moves(self, code: int) -> tuple[list[Key], list[Key]]:
        """Left's and Right's moves from the region of *code* (at most :data:`WORD_CELLS` cells), as keys.

        The region's two layers are read into boards of stride ``W`` (no spare
        column), the captures are made with shifts and the column masks, and
        each child is keyed by :meth:`_board_key`: the lists
        :meth:`GridRules.region_moves` gives, in the same order.
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
        return (self._word_captures(xs, os, H, W, not_first, not_last, False),
                self._word_captures(os, xs, H, W, not_first, not_last, True))

    def _word_captures(self, mine: int, theirs: int, H: int, W: int, not_first: int, not_last: int,
                       right: bool) -> list[Key]:
        """The keys after each capture by the stones *mine* of the stones *theirs* (stride *W* board).

        In the order :meth:`CaptureRules.moves` lists the moves (to the right,
        to the left, downwards, upwards, then down-right, up-left, down-left,
        up-right; stones from the lowest cell).
        """
        out = []
        for i in range(8 if self.king else 4):
            if i == 0:
                movers = mine & (theirs >> 1) & not_last
            elif i == 1:
                movers = mine & (theirs << 1) & not_first
            elif i == 2:
                movers = mine & (theirs >> W)
            elif i == 3:
                movers = mine & (theirs << W)
            elif i == 4:
                movers = mine & (theirs >> (W + 1)) & not_last
            elif i == 5:
                movers = mine & (theirs << (W + 1)) & not_first
            elif i == 6:
                movers = mine & (theirs >> (W - 1)) & not_first
            else:
                movers = mine & (theirs << (W - 1)) & not_last
            while movers:
                bit = movers & (~movers + 1)
                movers ^= bit
                if i == 0:
                    target = bit << 1
                elif i == 1:
                    target = bit >> 1
                elif i == 2:
                    target = bit << W
                elif i == 3:
                    target = bit >> W
                elif i == 4:
                    target = bit << (W + 1)
                elif i == 5:
                    target = bit >> (W + 1)
                elif i == 6:
                    target = bit << (W - 1)
                else:
                    target = bit >> (W - 1)
                m = mine ^ bit ^ target
                t = theirs ^ target
                if right:
                    out.append(self._board_key(t, m, H, W, not_first, not_last))
                else:
                    out.append(self._board_key(m, t, H, W, not_first, not_last))
        return out

    def _board_key(self, xs: int, os: int, H: int, W: int, not_first: int, not_last: int) -> Key:
        """The key of an ``H x W`` board of stride *W* (Left's stones *xs*, Right's *os*): :meth:`GridRules.normalise`'s.

        The board is split into groups of stones; a group of one colour is
        dead (nobody can capture) and dropped; the others are coded by
        :meth:`_region_code`; the key is 0, the one code, or the sorted tuple
        of codes. *not_first* and *not_last* are
        :func:`~cgtalg.engine.grid_codes.column_masks` of the shape. For
        boards of at most :data:`WORD_CELLS` cells (callers check).
        """
        parts = []
        rest = xs | os
        king = self.king
        while rest:
            if king:
                region = _fill_king_region(rest & (~rest + 1), rest, W, not_first, not_last)
            else:
                region = _fill_region(rest & (~rest + 1), rest, W, not_first, not_last)
            rest ^= region
            if xs & region and os & region:
                parts.append(self._region_code(xs & region, os & region, H, W))
        n = len(parts)
        if n == 0:
            return 0
        if n == 1:
            return parts[0]
        parts.sort()
        return tuple(parts)

    def _region_code(self, xs: int, os: int, H: int, W: int) -> int:
        """The signed code of one group (Left's stones *xs*, Right's *os*) of an ``H x W`` board of stride *W*.

        The code :meth:`GridRules._canonical` gives the group: cropped to its
        bounding box, drawn with both layers in each row (Left's stones in the
        low ``W'`` bits, Right's above them), and the least of its symmetric
        images, negated when that image swaps the colours
        (:func:`~cgtalg.engine.grid_codes._least_layered_image`).
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
        return _least_layered_image(drawn, 2, self.images, self.negate, self.swap, False)


def _word_key(words: Captures, layers: tuple[int, ...], h: int, w: int) -> Key:
    """The key of a board of stride ``w + 1`` of at most :data:`WORD_CELLS` cells, by *words* (compiled: C calls).

    Examples
    --------
    >>> from cgtalg.rulesets.grid.clobber import RULES
    >>> _word_key(RULES.oracle, (0b00101, 0b10010), 1, 5) == GridRules.normalise(RULES, (0b00101, 0b10010), 1, 5)
    True
    """
    masks = column_masks(h, w)
    return words._board_key(_unspaced(layers[0], h, w), _unspaced(layers[1], h, w), h, w, masks[0], masks[1])
