"""Toads and Frogs: toads hop right, frogs hop left.

**The rules.** On a strip of squares, Left's toads ``T`` move right and
Right's frogs ``F`` move left; ``.`` is an empty square. A move pushes one of
your pieces one square forward into an empty square, or jumps it over one
adjacent enemy piece into the empty square beyond. Whoever cannot move loses.

Frogs at the left end and toads at the right end can never move nor be jumped
over, so they are dropped. Reading the strip backwards and exchanging toads
and frogs gives the negative.

References
----------
Winning Ways, chapter 1 (p. 14) and chapter 2; J. Erickson, "New Toads and
Frogs results", *Games of No Chance* (1996) 299-310; T. Thanatipanonda,
"Further hopping with Toads and Frogs", Electron. J. Combin. 18 (2011) P67
(proofs of Erickson's conjectures).

Examples
--------
>>> from cgtalg import value
>>> [str(value(ToadsAndFrogs(s))) for s in ("T.F", "T..F", "TT.F", "T.TF", "TT.FF")]
['*', '0', '{1/2|0}', '1/2', '*']
"""

from __future__ import annotations

from ..core.store import Game, symbolic_dyadic
from ..engine.search import Key, RegionOracle, _refuse_region_key
from .strip import StripPosition, StripRules

__all__ = ["ToadsAndFrogs", "ToadsAndFrogsRules", "RULES"]

#: Strips of at most this many cells are moved and normalised in machine words when the
#: module runs compiled: two bits a cell behind a leading 1 keep their codes below 2**63.
WORD_CELLS = 31

#: The codes of strips of at most WORD_CELLS cells are below this (a leading 1, two bits a cell).
_WORD_LIMIT = 1 << (2 * WORD_CELLS + 1)

#: True when this module runs compiled (then :func:`_word_moves` is used; in pure Python
#: the string route is quicker and gives the same keys).
_COMPILED = not __file__.endswith(".py")


def _word_key(cells: int, n: int) -> int:
    """The key of the strip of *n* cells *cells* (two bits a cell, rightmost cell lowest).

    Frogs at the left end and toads at the right end are dropped; the rest is
    the least of its code and the code of its mirror image with toads and
    frogs exchanged (negated): the key :meth:`StripRules.normalise` gives the
    same strip.

    Examples
    --------
    >>> _word_key(0b01_00_10, 3) == RULES.normalise("T.F")
    True
    """
    one = 1  # typed in the .pxd: shifts stay in 64 bits
    two = 2
    while n > 0 and cells & 3 == 1:  # a toad at the right end
        cells >>= 2
        n -= 1
    while n > 0 and (cells >> (2 * n - 2)) & 3 == 2:  # a frog at the left end
        cells ^= two << (2 * n - 2)
        n -= 1
    if n == 0:
        return 0
    code = cells | (one << (2 * n))
    image = 1
    for j in range(n):
        d = (cells >> (2 * j)) & 3
        image = (image << 2) | (d ^ 3 if d else 0)
    if image < code:
        return -image
    return code


def _word_of_strip(strip: str) -> int:
    """The cells of *strip* two bits each (``.`` 0, ``T`` 1, ``F`` 2; rightmost cell lowest), or -1.

    -1 when *strip* has more than :data:`WORD_CELLS` cells or a character
    other than ``.``, ``T`` and ``F`` (the caller then takes the checked
    constructor, which names the problem). With :func:`_word_key` this is
    :meth:`StripRules.normalise` of a checked strip, read in one pass.

    Examples
    --------
    >>> _word_of_strip("T.F") == 0b01_00_10, _word_of_strip("T_F"), _word_of_strip("T" * 32)
    (True, -1, -1)
    """
    if len(strip) > WORD_CELLS:
        return -1
    cells = 0
    for ch in strip:
        if ch == ".":
            d = 0
        elif ch == "T":
            d = 1
        elif ch == "F":
            d = 2
        else:
            return -1
        cells = (cells << 2) | d
    return cells


def _word_moves(code: int) -> tuple[list[int], list[int]]:
    """Left's and Right's moves from the strip of *code* (base 4, at most :data:`WORD_CELLS` cells), as keys.

    Examples
    --------
    >>> _word_moves(RULES.encode("T.F")) == RULES.region_moves_of_strip("T.F")
    True
    """
    out: list[int] = []
    split = _word_children(code, out)  # one move generator for both routes
    return out[:split], out[split:]


def _word_children(code: int, out: list[int]) -> int:
    """Append Left's moves, then Right's, from the strip of *code* (as :func:`_word_moves`) to *out*; return how many are Left's.

    No key repeats on either side, so none is removed: two different
    moves of one player leave different strips (the mover's square is
    emptied in one and not in the other), and a key gives back its strip:
    its sign and digits give the strip left after the ends are dropped,
    and then the full strip is that strip with the dropped leading frogs
    and trailing toads put back, whose numbers follow from the strip's
    length and its pieces (a move changes neither).

    Examples
    --------
    >>> out = []
    >>> lo, ro = RULES.region_moves_of_strip("T.TF.F")   # the string route
    >>> _word_children(RULES.encode("T.TF.F"), out) == len(lo) and out == lo + ro
    True
    """
    one = 1  # typed in the .pxd: shifts stay in 64 bits
    two = 2
    n = 0
    x = code
    while x > 1:
        x >>= 2
        n += 1
    cells = code ^ (one << (2 * n))
    # Left's moves: toads from the left end, as the string route lists them.
    j = n - 1
    while j >= 1:
        if (cells >> (2 * j)) & 3 == 1:  # a toad moves right: to cell j - 1
            d = (cells >> (2 * j - 2)) & 3
            if d == 0:
                out.append(_word_key(cells ^ (one << (2 * j)) ^ (one << (2 * j - 2)), n))
            elif d == 2 and j >= 2 and (cells >> (2 * j - 4)) & 3 == 0:
                out.append(_word_key(cells ^ (one << (2 * j)) ^ (one << (2 * j - 4)), n))
        j -= 1
    split = len(out)
    # Right's moves: frogs from the left end.
    j = n - 2
    while j >= 0:
        if (cells >> (2 * j)) & 3 == 2:  # a frog moves left: to cell j + 1
            d = (cells >> (2 * j + 2)) & 3
            if d == 0:
                out.append(_word_key(cells ^ (two << (2 * j)) ^ (two << (2 * j + 2)), n))
            elif d == 1 and j + 2 < n and (cells >> (2 * j + 4)) & 3 == 0:
                out.append(_word_key(cells ^ (two << (2 * j)) ^ (two << (2 * j + 4)), n))
        j -= 1
    return split


def _apart_value(code: int) -> Game | None:
    """The value of the strip of *code* (at most :data:`WORD_CELLS` cells) when no toad can ever meet a frog; else None.

    **Stuck blocks.** Four squares ``TTFF`` never change, wherever they
    are: the first toad cannot step (a toad ahead) nor jump (a toad is not
    an enemy); the second cannot step (a frog ahead) nor jump (the square
    beyond the frog holds a frog); the frogs likewise, mirrored. Each of these
    conditions reads the four squares only, so none of the four pieces ever
    moves, and nothing enters them. Likewise ``TFF`` at the left end of the
    strip (the toad is blocked by the frogs, the first frog by the toad and
    the end) and ``TTF`` at the right end. A piece next to a block is held
    as at an end of the strip (a toad can neither step onto nor jump a
    toad, a frog neither a frog), so the strip is the sum of its parts
    between blocks.

    **Apart.** In a part where no toad has a frog to its right, toads and
    frogs never meet: a toad only ever steps right onto an empty square
    (there is no frog ahead of it to jump), a frog only left, and the empty
    squares between the last frog and the first toad are used by neither.
    So the part is the sum of a game in which only Left moves and a game in
    which only Right moves, and every play of each has the same length: each
    toad steps once onto each empty square to its right, each frog once onto
    each empty square to its left, whatever the order. A game in which only
    Left moves and every play has ``N`` moves is the integer ``N`` (its Left
    options all equal ``N - 1``, by induction, and ``{N - 1 |} = N``).

    So when every part is apart the value is the integer ``N - M`` (Left's
    steps minus Right's, over all parts), and the search values the strip
    without visiting its positions; else None.

    References
    ----------
    Winning Ways, chapter 1 (Toads and Frogs) and chapter 2 (integers);
    Siegel, *Combinatorial Game Theory*, II.1 (integers, sums).

    Examples
    --------
    >>> [str(_apart_value(RULES.encode(s))) for s in (".F.T.", "T..", "..F.F", "F.T", ".TTFF.", "TFF.T.", "..FTTF")]
    ['0', '2', '-5', '0', '0', '1', '-2']
    >>> _apart_value(RULES.encode("T.F")) is None
    True
    """
    one = 1  # typed in the .pxd: shifts stay in 64 bits
    n = 0
    x = code
    while x > 1:
        x >>= 2
        n += 1
    cells = code ^ (one << (2 * n))
    j = n - 1  # cells from the left end: cell j is bits 2j, 2j + 1
    stop = 0
    if n >= 3:
        if cells >> (2 * n - 6) == 0b01_10_10:  # TFF at the left end: stuck
            j = n - 4
        if cells & 0b111111 == 0b01_01_10:  # TTF at the right end: stuck
            stop = 3
    toads = 0  # toads met so far in this part
    empties = 0  # empty squares met so far in this part
    moves = 0  # Left's moves minus Right's
    while j >= stop:
        d = (cells >> (2 * j)) & 3
        if d == 0:
            empties += 1
            moves += toads  # every toad to the left in this part steps onto this square
        elif d == 1:
            if j >= 3 and (cells >> (2 * j - 6)) & 0xFF == 0b01_01_10_10:  # TTFF: a stuck block
                toads = 0
                empties = 0
                j -= 4
                continue
            toads += 1
        else:
            if toads:
                return None  # a toad faces this frog
            moves -= empties  # this frog steps onto every empty square to its left
        j -= 1
    return symbolic_dyadic(moves, 0, 0, 0)


class _Hops(RegionOracle):
    """Toads and Frogs' moves and formula values for the value search (its :class:`~cgtalg.engine.search.RegionOracle`).

    :meth:`moves` is :meth:`ToadsAndFrogsRules.region_moves` (as a C call
    when compiled); :meth:`known` gives the value of a strip of at most
    :data:`WORD_CELLS` cells in which no toad can ever meet a frog
    (:func:`_apart_value`), else None.

    Examples
    --------
    >>> key = abs(RULES.normalise(".T.F..T"))
    >>> RULES.oracle.moves(key) == RULES.region_moves(key), str(RULES.oracle.known(RULES.encode("..T.")))
    (True, '1')
    """

    def __init__(self, rules: "ToadsAndFrogsRules") -> None:
        self.rules = rules
        self.direct_children = True  # the walk asks children(), which makes the keys in one pass

    def moves(self, region: int) -> tuple[list[Key], list[Key]]:
        """Left's and Right's moves from the positive piece code *region*, as keys.

        Parameters
        ----------
        region : int
            A positive piece code.

        Returns
        -------
        tuple of (list of Key, list of Key)
        """
        if _COMPILED and region < _WORD_LIMIT:
            return _word_moves(region)
        return self.rules.region_moves_of_strip(self.rules.decode(region))  # type: ignore[no-any-return]

    def children(self, region: int, out: list[Key]) -> int:
        """:meth:`moves` appended to *out*, Left's first; the number of Left's (see :meth:`RegionOracle.children`).

        Parameters
        ----------
        region : int
            A positive piece code.
        out : list
            The list to extend.

        Returns
        -------
        int
        """
        if _COMPILED and region < _WORD_LIMIT:
            return _word_children(region, out)
        return RegionOracle.children(self, region, out)

    def known(self, region: int) -> Game | None:
        """The value of the positive piece code *region* when no toad can meet a frog (:func:`_apart_value`), else None.

        Parameters
        ----------
        region : int
            A positive piece code.

        Returns
        -------
        Game or None
        """
        if region < _WORD_LIMIT:
            return _apart_value(region)
        return None


class ToadsAndFrogsRules(StripRules):
    """Toads and Frogs on strings of ``T``, ``F`` and ``.``."""

    name = "toads-and-frogs"
    alphabet = ".TF"
    meanings = ("empty square", "Left's toad", "Right's frog")
    swap = ("TF", "FT")
    symmetries = ((True, True, True),)
    small_region = 6
    cli_limit = 16
    code_base = 4  # two bits a cell: moves on codes are shifts and masks

    def __init__(self) -> None:
        super().__init__()
        #: The value search's :class:`~cgtalg.engine.search.RegionOracle` (:class:`_Hops`).
        self.oracle = _Hops(self)

    def moves(self, strip: str) -> tuple[list[str], list[str]]:
        """Return the strips after each toad's and each frog's move (see :meth:`StripRules.moves`).

        A toad steps right into an empty square or jumps one frog into the
        empty square beyond; a frog does the same leftwards. The strip is not
        checked (:class:`ToadsAndFrogs` checks the text it is given).

        Parameters
        ----------
        strip : str
            A strip of ``T``, ``F`` and ``.``.

        Returns
        -------
        tuple of (list of str, list of str)
            Left's (toads') and Right's (frogs') children, from the left end.

        References
        ----------
        Winning Ways, chapter 1 (Toads and Frogs).

        Examples
        --------
        >>> RULES.moves("TF.T.")               # a jump and a step; the frog is stuck at the end
        (['.FTT.', 'TF..T'], [])
        """
        n = len(strip)
        left = []
        right = []
        for i, ch in enumerate(strip):
            if ch == "T":
                if i + 1 < n and strip[i + 1] == ".":
                    left.append(strip[:i] + ".T" + strip[i + 2 :])
                elif i + 2 < n and strip[i + 1] == "F" and strip[i + 2] == ".":
                    left.append(strip[:i] + ".FT" + strip[i + 3 :])
            elif ch == "F":
                if i >= 1 and strip[i - 1] == ".":
                    right.append(strip[: i - 1] + "F." + strip[i + 1 :])
                elif i >= 2 and strip[i - 1] == "T" and strip[i - 2] == ".":
                    right.append(strip[: i - 2] + "FT." + strip[i + 1 :])
        return left, right

    def split(self, strip: str) -> list[str]:
        """Return the strip without the frogs at its left end and the toads at its right end (see :meth:`StripRules.split`).

        Those pieces can never move nor be jumped, so they change nothing.

        Parameters
        ----------
        strip : str
            A strip (not checked).

        Returns
        -------
        list of str
            One piece (perhaps empty).

        Examples
        --------
        >>> RULES.split("FFT.FTT")
        ['T.F']
        """
        return [strip.lstrip("F").rstrip("T")]

    def region_moves(self, key: int) -> tuple[list[Key], list[Key]]:
        """Return the keys after each toad's and frog's move in piece *key* (see :meth:`Schema.region_moves`).

        Compiled, strips of at most :data:`WORD_CELLS` cells are moved in
        machine words; otherwise by :meth:`region_moves_of_strip`.

        Parameters
        ----------
        key : int
            A positive piece code.

        Returns
        -------
        tuple of (list of Key, list of Key)

        Raises
        ------
        InputTypeError
            If *key* is not an int.
        InputValueError
            If *key* is not positive (a negative key is a negated piece).

        Examples
        --------
        >>> RULES.region_moves(RULES.normalise("T.F")) == RULES.region_moves_of_strip("T.F")
        True
        """
        if type(key) is not int or key <= 0:
            _refuse_region_key(key, "piece")
        if _COMPILED and key < _WORD_LIMIT:  # at most WORD_CELLS cells (a compare, not a method call)
            return _word_moves(key)
        return self.region_moves_of_strip(self.decode(key))

    def region_size(self, key: int) -> int:
        """Return the piece's number of cells (two bits each, behind a leading 1; see :meth:`Schema.region_size`).

        Parameters
        ----------
        key : int
            A positive piece code.

        Returns
        -------
        int

        Examples
        --------
        >>> RULES.region_size(RULES.normalise("T..F"))
        4
        """
        return (key.bit_length() - 1) // 2


RULES = ToadsAndFrogsRules()


class ToadsAndFrogs(StripPosition):
    """A Toads and Frogs strip: ``T`` Left's toads, ``F`` Right's frogs, ``.`` empty.

    Examples
    --------
    >>> [p.strip for p in ToadsAndFrogs("T.F").left_options()]
    ['.TF']
    >>> ToadsAndFrogs("T_F")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: unknown character '_' in toads-and-frogs position (cell 1): use '.' (empty square), 'T' (Left's toad), 'F' (Right's frog)
    """

    __slots__ = ()
    rules = RULES

    @classmethod
    def _from_text(cls, strip: str) -> "ToadsAndFrogs":
        """``cls(strip)`` for a str *strip* (what :meth:`cgtalg.rulesets.registry.Ruleset.parse` calls).

        Compiled, a strip of at most :data:`WORD_CELLS` cells of ``.``, ``T``
        and ``F`` is read and normalised in machine words (:func:`_word_of_strip`,
        :func:`_word_key`: the key :meth:`StripRules.normalise` gives) and the
        position made without the constructor's interpreted checks; anything
        else is ``cls(strip)``, which names any problem.

        Parameters
        ----------
        strip : str
            One character per cell (spaces round it are dropped, as the constructor drops them).

        Returns
        -------
        ToadsAndFrogs

        Raises
        ------
        InputValueError
            As the constructor does.

        Examples
        --------
        >>> ToadsAndFrogs._from_text(" TT.F ") == ToadsAndFrogs("TT.F"), ToadsAndFrogs._from_text("T.F").text()
        (True, 'T.F')
        """
        if _COMPILED and type(strip) is str and cls.rules is RULES and cls.__init__ is StripPosition.__init__:
            text = strip.strip()
            cells = _word_of_strip(text)
            if cells >= 0:
                p = cls.__new__(cls)
                p._set_key(text, _word_key(cells, len(text)))
                return p
        return cls(strip)
