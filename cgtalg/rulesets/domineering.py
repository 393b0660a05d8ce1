"""Domineering: Left places vertical dominoes, Right horizontal ones.

**The rules.** Players take turns placing a domino on two empty squares that
share an edge: Left (Vertical) only up-down, Right (Horizontal) only
left-right. Whoever cannot place a domino loses. So a 2 x 1 column is worth
1 (one move for Left, none for Right) and a 1 x 2 row is worth -1.

Boards are drawn with ``.`` for an empty square and ``#`` (or ``x``) for a
filled or missing one, rows separated by ``|``, ``/`` or new lines. Turning a
board upside down or mirroring it keeps its value; transposing it negates it.
Cram is the impartial version (:data:`IMPARTIAL`): both players may place
either way.

References
----------
Winning Ways, chapter 2 ("Dominoes"); E. R. Berlekamp, "Blockbusting and
Domineering", J. Combin. Theory Ser. A 49 (1988) 67-116; Lessons in Play,
chapter 1 and section 5.4; Siegel, *Combinatorial Game Theory*, chapter I.1.

Examples
--------
>>> from cgtalg import value, outcome
>>> [str(value(Domineering(b))) for b in (".|.", "..", "..|..", "...|...")]
['1', '-1', '+-1', '{2|-1/2}']
>>> str(value(Domineering.rectangle(4, 5))), str(outcome(Domineering.rectangle(4, 5)))
('1', 'L')
"""

from __future__ import annotations

from ..core.game import Game
from ..core.store import explicit_pair, symbolic_dyadic
from ..core.values import integer
from .grid import _COMPILED, SMALL_CELLS, GridPosition, GridRules, PackedForms, column_masks
from ..engine.search import Key
from ..engine.search import _refuse_region_key


__all__ = ["Domineering", "DomineeringRules", "RULES", "IMPARTIAL"]


#: What :func:`_small_region_count` returns when both players can still place a domino.
_BOTH_MOVE = -(1 << 62)
_BOTH = _BOTH_MOVE  # compiled: a C constant


def _small_placements(e: int, H: int, W: int, across: bool) -> list[int]:
    """The XOR masks of the placements on the empty cells *e* of an ``H x W`` code (stride *W*).

    Vertical (Left's) placements, lowest cell first, or with *across* the
    horizontal ones (Right's). Compiled, a C loop for ``H * W <= 64`` (callers check).

    Examples
    --------
    >>> [bin(x) for x in _small_placements(0b11_11, 2, 2, False)], [bin(x) for x in _small_placements(0b11_11, 2, 2, True)]
    (['0b101', '0b1010'], ['0b11', '0b1100'])
    """
    one = 1
    step = 1 if across else W
    pairs = e & (e >> step)
    if across:
        # Not across a row's end: drop each row's last cell as a first cell.
        keep = 0
        row = (one << (W - 1)) - 1
        for r in range(H):
            keep |= row << (r * W)
        pairs &= keep
    out = []
    while pairs:
        bit = pairs & (~pairs + 1)
        pairs ^= bit
        out.append(bit | (bit << step))
    return out


def _small_region_count(e: int, H: int, W: int) -> int:
    """The integer value of a one-player region of an ``H x W`` code, or :data:`_BOTH_MOVE`.

    The count :meth:`DomineeringRules.region_value` explains, on machine
    words (compiled, for ``H * W <= 64``; callers check).

    Examples
    --------
    >>> _small_region_count(0b1111, 1, 4), _small_region_count(0b111, 3, 1), _small_region_count(0b11_11, 2, 2) == _BOTH_MOVE
    (-2, 1, True)
    """
    return _count(e, W, _not_last(H, W))


def _not_last(H: int, W: int) -> int:
    """The cells of an ``H x W`` code (stride *W*) outside its last column: where a Right placement may start.

    Examples
    --------
    >>> bin(_not_last(2, 3))
    '0b11011'
    """
    one = 1
    keep = 0
    row = (one << (W - 1)) - 1
    for r in range(H):
        keep |= row << (r * W)
    return keep


def _count(e: int, W: int, keep: int) -> int:
    """:func:`_small_region_count` of the cells *e* (stride *W*) with :func:`_not_last` given as *keep*.

    A C function when compiled; the test for both players comes first and is
    a few word operations, so callers may ask it of every board they meet.

    Examples
    --------
    >>> _count(0b1111, 4, 0b0111), _count(0b11_11, 2, 0b01_01) == _BOTH_MOVE
    (-2, True)
    """
    down = e & (e >> W)
    across = e & (e >> 1) & keep
    if down and across:
        return _BOTH
    step = 1 if across else W
    pairs = across if across else down
    n = 0
    while pairs:
        bit = pairs & (~pairs + 1)
        n += 1
        pairs &= ~(bit | (bit << step) | (bit >> step))
    return n if down else -n


def _integer_options_value(e: int, H: int, W: int) -> Game | None:
    """The value of the cells *e* of an ``H x W`` code (stride *W*) when each placement leaves an integer.

    That is: both players can place, and after any one placement only one
    player can (each option's value is the integer :func:`_small_region_count`
    gives for the whole board left, every region of it at once: the count
    adds over regions). Such a region is ``{a | b}`` with ``a`` Left's best
    option and ``b`` Right's (an integer option dominates a smaller one),
    which :func:`_integer_switch` settles. Else None (some placement leaves a
    board where both can place, or one player has no placement at all).
    Compiled, a C loop for ``H * W <= 64`` (callers check); no key is made
    for any option, so a small board's search ends here without expanding
    the region (Domineering 2 x 2 is ``{1 | -1}``, an L of three cells ``*``).

    Examples
    --------
    >>> str(_integer_options_value(0b11_11, 2, 2)), str(_integer_options_value(0b01_11, 2, 2))
    ('+-1', '*')
    >>> _integer_options_value(0b111_111, 2, 3) is None     # 2 x 3: a vertical leaves a 2 x 2
    True
    """
    return _options_value(e, W, _not_last(H, W))


def _options_value(e: int, W: int, keep: int) -> Game | None:
    """:func:`_integer_options_value` of the cells *e* (stride *W*) with :func:`_not_last` given as *keep*.

    Examples
    --------
    >>> str(_options_value(0b11_11, 2, 0b01_01))
    '+-1'
    """
    down = e & (e >> W)
    across = e & (e >> 1) & keep
    if not down or not across:
        return None
    a = _BOTH
    pairs = down
    while pairs:
        bit = pairs & (~pairs + 1)
        pairs ^= bit
        n = _count(e ^ (bit | (bit << W)), W, keep)
        if n == _BOTH:
            return None
        if n > a:
            a = n
    b = -_BOTH
    pairs = across
    while pairs:
        bit = pairs & (~pairs + 1)
        pairs ^= bit
        n = _count(e ^ (bit | (bit << 1)), W, keep)
        if n == _BOTH:
            return None
        if n < b:
            b = n
    return _integer_switch(a, b)


def _integer_key(n: int) -> Key:
    """The key of the simplest board worth the integer *n* (``|n| <= 25``): none, a row or a column.

    ``0`` for ``n == 0``; a row of ``-2n`` cells for ``n < 0`` (Right places
    ``-n`` dominoes, Left none); for ``n > 0`` the negated row of ``2n``
    cells, which is the key of a column of ``2n`` cells (a column is drawn
    as a row, negated). The code is written down directly: payload, height 1,
    width ``2|n|`` (see :func:`~cgtalg.rulesets.grid.unpack`).

    Examples
    --------
    >>> _integer_key(-2) == Domineering("....").key(), _integer_key(3) == Domineering(".|.|.|.|.|.").key(), _integer_key(0)
    (True, True, 0)
    """
    if n == 0:
        return 0
    cells = -2 * n if n < 0 else 2 * n
    one = 1
    code = (((one << cells) - 1) << 12) | 64 | cells
    return -code if n > 0 else code


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


class _Placements(PackedForms):
    """Domineering's (and Cram's) region moves and one-player values, for the search.

    What :meth:`DomineeringRules.region_moves` and
    :meth:`DomineeringRules.region_value` answer (they check the key and
    ask this object, the ruleset's :attr:`~cgtalg.rulesets.grid.GridRules.packed`,
    which is also its search's oracle). Compiled, a region of at most
    :data:`~cgtalg.rulesets.grid.SMALL_CELLS` cells is worked in machine
    words in one C call: each placement is one XOR of the region's cells,
    and each child's key is made on the spot by
    :class:`~cgtalg.rulesets.grid.PackedForms` -- the key
    :meth:`~cgtalg.rulesets.grid.GridRules.packed_children` gives, without
    a list of masks, a method call or an attribute look-up per region.
    Larger regions (and the pure-Python module) take the ruleset's packed
    route.

    Examples
    --------
    >>> oracle = RULES.oracle
    >>> key = Domineering("..|..").key()
    >>> oracle.moves(key) == RULES.region_moves(key), str(oracle.known(Domineering("....").key()))
    (True, '-2')
    """

    def moves(self, region: int) -> tuple[list[Key], list[Key]]:
        """The keys after each of Left's and Right's placements in the positive code *region* (not checked).

        Parameters
        ----------
        region : int
            A positive region code.

        Returns
        -------
        tuple of (list of Key, list of Key)
            What :meth:`DomineeringRules.region_moves` returns, except that
            (compiled, partizan, at most SMALL_CELLS cells) a board left where
            only one player can place is named by the simplest board of the
            same integer value (:func:`_integer_key`): the search values keys,
            and this one needs no drawing, no sum of parts and no value of its
            own (several such moves become one key, one option).

        Examples
        --------
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
                return self._small_moves(code >> 12, H, W, not self.impartial)
        return _packed_region_moves(self.rules, region)

    def exact_moves(self, region: int) -> tuple[list[Key], list[Key]]:
        """The normalised keys of the boards after each placement in the positive code *region* (not checked).

        What :meth:`DomineeringRules.region_moves` returns: each child's own
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

        With *integers*, a child where only one player can place is named by :func:`_integer_key`.
        """
        one = 1
        first = 0
        for r in range(H):
            first |= one << (r * W)
        full = (one << (H * W)) - 1
        not_first = full ^ first
        not_last = full ^ (first << (W - 1))
        left = []
        pairs = e & (e >> W)
        while pairs:
            bit = pairs & (~pairs + 1)
            pairs ^= bit
            child = e ^ (bit | (bit << W))
            if integers:
                n = _count(child, W, not_last)
                if n != _BOTH:
                    left.append(_integer_key(n))
                    continue
            left.append(self._key_of(child, H, W, not_first, not_last))
        right = []
        pairs = e & (e >> 1) & not_last
        while pairs:
            bit = pairs & (~pairs + 1)
            pairs ^= bit
            child = e ^ (bit | (bit << 1))
            if integers:
                n = _count(child, W, not_last)
                if n != _BOTH:
                    right.append(_integer_key(n))
                    continue
            right.append(self._key_of(child, H, W, not_first, not_last))
        if self.impartial:
            both = left + right
            return both, both
        return left, right

    def known(self, region: int) -> Game | None:
        """The value of the positive code *region* by a formula, else None (search it).

        What :meth:`DomineeringRules.region_value` returns (the integer of a
        region where only one player can place), and also, for a region of
        at most 64 cells where each placement leaves such a board, its value
        from those integers (:func:`_integer_options_value`): the search then
        settles the smallest regions -- Domineering 2 x 2 among them --
        without making their options' keys or opening a frame for them.
        Cram (impartial) has no formula here.

        Parameters
        ----------
        region : int
            A positive region code.

        Returns
        -------
        Game or None

        Examples
        --------
        >>> [str(RULES.oracle.known(Domineering(b).key())) for b in ("...", "..|..", ".#|..", "...|...")]
        ['-1', '+-1', '*', 'None']
        >>> RULES.region_value(Domineering("..|..").key()) is None      # the rules' formula: one player only
        True
        """
        if self.impartial:
            return None
        if region <= 0x7FFFFFFFFFFFFFFF:
            code = region  # compiled: a C word from here on
            W = code & 63
            H = (code >> 6) & 63
            if 0 < W and H * W <= 64:
                keep = _not_last(H, W)
                count = _count(code >> 12, W, keep)
                if count != _BOTH:
                    return symbolic_dyadic(count, 0, 0, 0)
                return _options_value(code >> 12, W, keep)
        return _large_region_value(region)

    def one_player(self, region: int) -> Game | None:
        """The integer value of the positive code *region* when only one player can place, else None.

        Parameters
        ----------
        region : int
            A positive region code.

        Returns
        -------
        Game or None
            What :meth:`DomineeringRules.region_value` returns.

        Examples
        --------
        >>> str(RULES.oracle.one_player(Domineering("...").key())), RULES.oracle.one_player(Domineering("..|..").key())
        ('-1', None)
        """
        if self.impartial:
            return None
        if region <= 0x7FFFFFFFFFFFFFFF:
            code = region  # compiled: a C word from here on
            W = code & 63
            H = (code >> 6) & 63
            if 0 < W and H * W <= 64:
                count = _small_region_count(code >> 12, H, W)
                return None if count == _BOTH else symbolic_dyadic(count, 0, 0, 0)
        return _large_region_value(region)


def _packed_region_moves(rules: GridRules, key: int) -> tuple[list[Key], list[Key]]:
    """:meth:`DomineeringRules.region_moves` by the ruleset's packed route (XOR masks, ``packed_children``)."""
    W = key & 63
    e = key >> 12
    xors = []
    pairs = e & (e >> W)
    while pairs:
        bit = pairs & -pairs
        pairs ^= bit
        xors.append(bit | (bit << W))
    split = len(xors)
    pairs = e & (e >> 1) & column_masks((key >> 6) & 63, W)[1]
    while pairs:
        bit = pairs & -pairs
        pairs ^= bit
        xors.append(bit | (bit << 1))
    children = rules.packed_children(key, xors)
    left: list[Key] = children[:split]
    right: list[Key] = children[split:]
    if rules.impartial:
        both = left + right
        return both, both
    return left, right


def _large_region_value(key: int) -> Game | None:
    """:meth:`DomineeringRules.region_value` of a partizan region of more than 64 cells, on Python ints."""
    W = key & 63
    e = key >> 12
    down = e & (e >> W)
    across = e & (e >> 1) & column_masks((key >> 6) & 63, W)[1]
    if down and across:
        return None
    # One player alone: take the lowest placement first, again and again (in each row, or
    # each column, that is floor(run / 2) for every maximal run of empty squares).
    step = 1 if across else W
    pairs = across if across else down
    n = 0
    while pairs:
        bit = pairs & -pairs
        n += 1
        pairs &= ~(bit | (bit << step) | (bit >> step))
    return integer(n if down else -n)



class DomineeringRules(GridRules):
    """Domineering's moves on bitboards: one layer, the empty squares.

    Left's placements are the empty squares whose lower neighbour is empty
    (``E & (E >> s)`` with ``s`` the row stride), Right's those whose right
    neighbour is empty (``E & (E >> 1)``; the spare column stops wrapping).
    """

    name = "domineering"
    symbols = ".#"
    aliases = {"x": "#", "X": "#"}
    transpose = "negate"
    single_cells_dead = True
    packed_keys = True

    packed_class = _Placements

    def __init__(self) -> None:
        super().__init__()
        #: The search's direct route to :meth:`region_moves` and :meth:`region_value`, the
        #: :class:`_Placements` of :attr:`packed` (see :class:`~cgtalg.engine.search.RegionOracle`);
        #: a subclass that redefines either method gets none, so that the search calls its methods.
        cls = type(self)
        own = cls.region_moves is DomineeringRules.region_moves and cls.region_value is DomineeringRules.region_value
        self.oracle = self.packed if own else None

    def moves(self, layers: tuple[int, ...], h: int, w: int) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        """Return the boards after each vertical (Left) and horizontal (Right) placement (see :meth:`GridRules.moves`).

        Parameters
        ----------
        layers : tuple of int
            One bitboard, the empty squares (cell ``(r, c)`` at bit ``r * (w + 1) + c``).
        h, w : int
            The board's height and width.

        Returns
        -------
        tuple of (list of tuple of int, list of tuple of int)
            Left's and Right's children, lowest first cell first.

        Examples
        --------
        >>> RULES.moves((0b111,), 1, 3)         # '...': Left has no room, Right two places
        ([], [(4,), (1,)])
        """
        empty = layers[0]
        s = w + 1
        left: list[tuple[int, ...]] = []
        pairs = empty & (empty >> s)
        while pairs:
            bit = pairs & -pairs
            pairs ^= bit
            left.append((empty ^ (bit | (bit << s)),))
        right: list[tuple[int, ...]] = []
        pairs = empty & (empty >> 1)
        while pairs:
            bit = pairs & -pairs
            pairs ^= bit
            right.append((empty ^ (bit | (bit << 1)),))
        return left, right

    def is_dead(self, layers: tuple[int, ...], h: int, w: int) -> bool:
        """Return True for a region of one square: no domino fits (see :meth:`GridRules.is_dead`).

        Parameters
        ----------
        layers : tuple of int
            One bitboard, the region's empty squares (connected).
        h, w : int
            The board's height and width.

        Returns
        -------
        bool

        Examples
        --------
        >>> RULES.is_dead((0b100,), 1, 3), RULES.is_dead((0b110,), 1, 3)
        (True, False)
        """
        # A connected region of one square has no move; two or more squares always do.
        e = layers[0]
        return e & (e - 1) == 0

    def region_moves(self, key: int) -> tuple[list[Key], list[Key]]:
        """The keys after each placement, made on the region's code itself (one XOR a move).

        The code's payload has stride ``W`` (see :func:`~cgtalg.rulesets.grid.unpack`):
        Left's dominoes are the cells ``p`` with ``p + W`` empty too, Right's
        those with ``p + 1`` empty in the same row. See :meth:`Schema.region_moves`
        for the protocol.

        Parameters
        ----------
        key : int
            A positive region code.

        Returns
        -------
        tuple of (list of Key, list of Key)
            The keys after each of Left's and Right's placements (both lists
            hold every placement for Cram, :data:`IMPARTIAL`).

        Raises
        ------
        InputTypeError
            If *key* is not an int.
        InputValueError
            If *key* is not positive (a negative key is a negated region).

        Examples
        --------
        >>> key = Domineering("..|..").key()
        >>> left, right = RULES.region_moves(key)
        >>> left == [Domineering(".|.").key()] * 2, right == [Domineering("..").key()] * 2
        (True, True)
        """
        if type(key) is not int or key <= 0:
            _refuse_region_key(key, "region")
        return self.packed.exact_moves(key)  # type: ignore[union-attr]  # set: Domineering has packed_keys

    def region_value(self, key: int) -> Game | None:
        """An integer when only one player can still move in the region, else None (search).

        If Left has no placement, she never gets one (placing only fills
        squares), so the region is ``-n`` where ``n`` is the most horizontal
        dominoes Right can place one after another: ``floor(run / 2)`` in each
        maximal run of a row (Winning Ways; Lessons in Play on integers as
        moves in hand). Symmetrically for Right.

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
        >>> [str(RULES.region_value(Domineering(b).key())) for b in ("....", "...", "..|..", ".#|..")]
        ['-2', '-1', 'None', 'None']
        >>> Domineering(".|.|.|.").key() == -Domineering("....").key()    # columns are drawn as rows, negated
        True
        """
        if type(key) is not int or key <= 0:
            _refuse_region_key(key, "region")
        return self.packed.one_player(key)  # type: ignore[union-attr]  # set: Domineering has packed_keys



#: The Domineering rules (one instance: its tables are shared by every position).
RULES = DomineeringRules()
#: Domineering played impartially (every placement open to both: Cram).
IMPARTIAL = RULES.impartial_variant()


class Domineering(GridPosition):
    """A Domineering board.

    Parameters
    ----------
    board : str
        ``.`` empty, ``#`` or ``x`` filled/missing; rows separated by ``|``,
        ``/`` or new lines, all equally long.

    Raises
    ------
    InputValueError
        On a ragged board or an unknown character.

    Examples
    --------
    >>> Domineering("..|..|..") == Domineering("...|...").transposed()
    True
    >>> Domineering("...|...") == Domineering("...|...").transposed()
    False
    >>> len(Domineering.rectangle(2, 2).left_options())
    2
    >>> Domineering("..|.")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: ragged domineering board: row 1 has 1 cells but row 0 has 2 (every row needs the same length; use '#' for a missing cell)
    """

    __slots__ = ()
    rules = RULES

    def transposed(self) -> "Domineering":
        """The board turned on its diagonal, whose value is the negative of this one's.

        Returns
        -------
        Domineering
            The transposed board (Left's and Right's placements exchanged).

        Examples
        --------
        >>> print(Domineering("..#").transposed())
        .
        .
        #
        """
        rows = self.rows()
        return type(self)("|".join("".join(r[c] for r in rows) for c in range(self.width)))
