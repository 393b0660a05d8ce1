"""Coin-turning games: Turning Turtles, Mock Turtles, Ruler and Twins.

**The position.** A row of coins, each heads (``H``) or tails (``T``),
written left to right: ``"THHTH"``. The coins are numbered ``1, 2, 3, ...``
from the left, so ``"THHTH"`` has heads at 2, 3 and 5
(:attr:`CoinRow.heads`; :meth:`CoinRow.from_heads` builds a row from those
numbers). The text is read without regard to case or spaces (``"thh th"``
is ``"THHTH"``), and tails at the right end are dropped: no move can reach
them, so ``"HTT"`` is ``"H"``.

**The moves.** Every game here turns over a set of coins whose rightmost
coin goes from heads to tails; the others may go either way. The games
differ in which sets may be turned:

* **Turning Turtles**: one coin, or two (any coin to the left of it too);
* **Mock Turtles**: one, two or three coins;
* **Ruler**: any number of *consecutive* coins (a run ending at the head);
* **Twins**: exactly two coins.

Whoever cannot move (no heads left, or in Twins only a head at 1) loses.

**The values.** Since which coins may be turned depends only on the
rightmost one, a row plays like the sum of rows with one head each: its
Grundy value is the nim-sum, over its heads, of the value of a single head
at that place (Winning Ways, ch. 14). With coins numbered from 1:

========================  ========================================  ===========================
game                      value of a head at ``k``                  ``k = 1, 2, 3, ...``
========================  ========================================  ===========================
Turning Turtles           ``k`` (Nim: a head at ``k`` is a heap)    1, 2, 3, 4, 5, 6, 7, 8
Mock Turtles              the ``k``-th odious number                1, 2, 4, 7, 8, 11, 13, 14
Ruler                     the largest power of 2 dividing ``k``     1, 2, 1, 4, 1, 2, 1, 8
Twins                     ``k - 1``                                 0, 1, 2, 3, 4, 5, 6, 7
========================  ========================================  ===========================

An *odious* number has an odd number of 1s in binary. Winning Ways and
Ferguson number the coins of Twins and Mock Turtles from 0, where the
values read ``n`` and ``the n-th odious number from 0``: the same tables.
A row's :meth:`CoinRow.known_grundy` is that nim-sum; the engine's search
(``grundy(row, shortcuts=False)``) explores the moves instead.

References
----------
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, chapter 14 ("Turn
and Turn About"): Turning Turtles, Mock Turtles, Ruler, Twins and the rule
that a row is the sum of its heads.
T. S. Ferguson, *Game Theory*, Part I, section 5 (coin-turning games).
A. N. Siegel, *Combinatorial Game Theory*, chapter IV.

Examples
--------
>>> from cgtalg.impartial import grundy
>>> row = MockTurtles("THHTH")
>>> row.heads, grundy(row), grundy(row, shortcuts=False)
((2, 3, 5), 14, 14)
>>> [ruler_value(k) for k in range(1, 9)], grundy(Ruler("HHHH"))
([1, 2, 1, 4, 1, 2, 1, 8], 6)
>>> TurningTurtles.from_heads([1, 4]), Twins("HTT")
(TurningTurtles('HTTH'), Twins('H'))
"""

from __future__ import annotations

from typing import Iterable, Iterator

from ...engine.position import ImpartialPosition, no_rules_error
from ...errors import InputTypeError, InputValueError, check_int, check_items, describe
from .row import RowOfCoins

__all__ = [
    "CoinRow",
    "TurningTurtles",
    "MockTurtles",
    "Ruler",
    "Twins",
    "turning_turtles_value",
    "mock_turtles_value",
    "ruler_value",
    "twins_value",
    "read_row",
]


def read_row(text: str) -> str:
    """Read a row of coins, ``H`` heads and ``T`` tails, left to right: upper case, no spaces, no trailing tails.

    Parameters
    ----------
    text : str
        The row, e.g. ``"THHTH"``; case and spaces do not matter.

    Returns
    -------
    str
        The row in upper case without spaces and without the tails at its
        right end (``""`` for no heads).

    Raises
    ------
    InputTypeError
        If *text* is not a str.
    InputValueError
        If it holds a character other than ``H``, ``T`` and spaces.

    Examples
    --------
    >>> read_row("thh th"), read_row("TTT")
    ('THHTH', '')
    >>> read_row("HT0H")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a row of coins is written with 'H' (heads) and 'T' (tails), such as 'THHTH'; found '0' at index 2
    """
    if not isinstance(text, str):
        raise InputTypeError(f"a row of coins is a str of 'H' and 'T', such as 'THHTH'; got {type(text).__name__} "
                             f"{describe(text)}")
    row = "".join(text.split()).upper()
    stray = row.replace("H", "").replace("T", "")
    if stray:
        raise InputValueError(
            "a row of coins is written with 'H' (heads) and 'T' (tails), such as 'THHTH'; "
            f"found {stray[0]!r} at index {row.index(stray[0])}"
        )
    return row.rstrip("T")


def _place(k: object) -> int:
    return check_int(k, "a coin's place (counted from 1 at the left)", minimum=1)


def turning_turtles_value(k: int) -> int:
    """The Grundy value of a lone head at place *k* (from 1) in Turning Turtles: ``k``.

    Parameters
    ----------
    k : int
        The coin's place, ``k >= 1``.

    Returns
    -------
    int

    Raises
    ------
    InputTypeError
        If *k* is not an int (bools refused).
    InputValueError
        If *k* is below 1.

    References
    ----------
    Winning Ways, chapter 14 (Turning Turtles is Nim in disguise).

    Examples
    --------
    >>> [turning_turtles_value(k) for k in range(1, 6)]
    [1, 2, 3, 4, 5]
    """
    return _place(k)


def mock_turtles_value(k: int) -> int:
    """The Grundy value of a lone head at place *k* (from 1) in Mock Turtles: the *k*-th odious number.

    The odious numbers (an odd number of 1s in binary) are ``1, 2, 4, 7, 8,
    11, ...``; the ``k``-th is ``2(k-1)`` or ``2(k-1) + 1``, whichever is odious.

    Parameters
    ----------
    k : int
        The coin's place, ``k >= 1``.

    Returns
    -------
    int

    Raises
    ------
    InputTypeError
        If *k* is not an int (bools refused).
    InputValueError
        If *k* is below 1.

    References
    ----------
    Winning Ways, chapter 14 (Mock Turtles and the odious numbers); Ferguson, *Game Theory*, I.5.

    Examples
    --------
    >>> [mock_turtles_value(k) for k in range(1, 13)]
    [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22]
    """
    m = _place(k) - 1
    return 2 * m + (1 - bin(m).count("1") % 2)


def ruler_value(k: int) -> int:
    """The Grundy value of a lone head at place *k* (from 1) in Ruler: the largest power of 2 dividing *k*.

    Parameters
    ----------
    k : int
        The coin's place, ``k >= 1``.

    Returns
    -------
    int

    Raises
    ------
    InputTypeError
        If *k* is not an int (bools refused).
    InputValueError
        If *k* is below 1.

    References
    ----------
    Winning Ways, chapter 14 (Ruler: the marks on a ruler); Ferguson, *Game Theory*, I.5.

    Examples
    --------
    >>> [ruler_value(k) for k in range(1, 17)]
    [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16]
    """
    k = _place(k)
    return k & -k


def twins_value(k: int) -> int:
    """The Grundy value of a lone head at place *k* (from 1) in Twins: ``k - 1``.

    Parameters
    ----------
    k : int
        The coin's place, ``k >= 1``.

    Returns
    -------
    int

    Raises
    ------
    InputTypeError
        If *k* is not an int (bools refused).
    InputValueError
        If *k* is below 1.

    References
    ----------
    Winning Ways, chapter 14 (Twins is Turning Turtles with the coins numbered from 0).

    Examples
    --------
    >>> [twins_value(k) for k in range(1, 6)]
    [0, 1, 2, 3, 4]
    """
    return _place(k) - 1


class CoinRow(RowOfCoins, ImpartialPosition):
    """A row of coins of a coin-turning game (a base class: use a game's class, such as :class:`Ruler`).

    A subclass declares its game by the sets of coins it may turn together
    with a head (:meth:`companions`) and the value of a lone head
    (:meth:`coin_value`).

    Parameters
    ----------
    coins : str
        The row, ``H`` heads and ``T`` tails, left to right (see :func:`read_row`).

    Attributes
    ----------
    coins : str
        The row as :func:`read_row` gives it: upper case, no trailing tails.

    Raises
    ------
    InputTypeError
        If *coins* is not a str, or the class is :class:`CoinRow` itself.
    InputValueError
        If *coins* holds a character other than ``H``, ``T`` and spaces.

    References
    ----------
    Winning Ways, chapter 14.

    Examples
    --------
    >>> Ruler("thht").coins, Ruler("THHT") == Ruler("THH"), Ruler("THH") == Twins("THH")
    ('THH', True, False)
    >>> CoinRow("H")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: CoinRow is a base class without rules: make a position of a ruleset's class, such as Ruler
    """

    __slots__ = ("coins",)

    def __init__(self, coins: str):
        if type(self) is CoinRow:
            raise no_rules_error(CoinRow, "Ruler")
        self.coins = read_row(coins)

    @classmethod
    def _trusted(cls, row: str) -> "CoinRow":
        p = cls.__new__(cls)
        p.coins = row.rstrip("T")
        return p

    @classmethod
    def _from_text(cls, text: str) -> "CoinRow":
        """The row written *text* (what the registry's parser calls)."""
        return cls._trusted(read_row(text))

    @classmethod
    def from_heads(cls, places: Iterable[int]) -> "CoinRow":
        """The row with heads at the given places (counted from 1 at the left), tails elsewhere.

        Parameters
        ----------
        places : iterable of int
            The places of the heads, each ``>= 1``, at most 1,000,000 (a row
            holds every coin up to its last head); repeats count once.

        Returns
        -------
        CoinRow
            A row of the class it is called on.

        Raises
        ------
        InputTypeError
            If *places* is not an iterable of ints, or the class is :class:`CoinRow`.
        InputValueError
            If a place is below 1 or above 1,000,000.

        Examples
        --------
        >>> MockTurtles.from_heads([2, 3, 5]), Ruler.from_heads([])
        (MockTurtles('THHTH'), Ruler(''))
        """
        if cls is CoinRow:
            raise no_rules_error(CoinRow, "Ruler")
        if isinstance(places, (str, bytes)):
            raise InputTypeError("the places of the heads are an iterable of ints such as [2, 3, 5], not a str")
        heads = {check_int(k, "the place of a head (counted from 1 at the left)", minimum=1, maximum=10**6)
                 for k in check_items(places, "the places of the heads")}
        row = ["T"] * max(heads, default=0)
        for k in heads:
            row[k - 1] = "H"
        return cls._trusted("".join(row))

    @property
    def heads(self) -> tuple[int, ...]:
        """The places of the heads, counted from 1 at the left, in increasing order.

        Returns
        -------
        tuple of int

        Examples
        --------
        >>> Twins("THHTH").heads
        (2, 3, 5)
        """
        return tuple(i + 1 for i, c in enumerate(self.coins) if c == "H")

    @staticmethod
    def companions(k: int) -> Iterator[tuple[int, ...]]:
        """The sets of places (all left of *k*) that may be turned over with a head at *k*.

        Parameters
        ----------
        k : int
            The place of the head turned to tails.

        Returns
        -------
        iterator of tuple of int
            Each set once, as increasing places; ``()`` when the head may be turned alone.

        Raises
        ------
        InputTypeError
            Always, for :class:`CoinRow` itself (a game's class defines it).

        Examples
        --------
        >>> list(Ruler.companions(3))
        [(), (2,), (1, 2)]
        """
        raise no_rules_error(CoinRow, "Ruler")

    @staticmethod
    def coin_value(k: int) -> int:
        """The Grundy value of a lone head at place *k*.

        Parameters
        ----------
        k : int
            The place, counted from 1.

        Returns
        -------
        int

        Raises
        ------
        InputTypeError
            Always, for :class:`CoinRow` itself (a game's class defines it).

        Examples
        --------
        >>> MockTurtles.coin_value(4)
        7
        """
        raise no_rules_error(CoinRow, "Ruler")

    def options(self) -> list["CoinRow"]:
        """Turn a head to tails, with a set of coins to its left the game allows.

        Returns
        -------
        list of CoinRow
            One per move.

        Examples
        --------
        >>> sorted(p.coins for p in TurningTurtles("TH").options())
        ['', 'H']
        """
        row = self.coins
        flip = {"H": "T", "T": "H"}
        out = []
        trusted = type(self)._trusted
        for j, c in enumerate(row):
            if c != "H":
                continue
            for others in self.companions(j + 1):
                cells = list(row[:j + 1])
                cells[j] = "T"
                for k in others:
                    cells[k - 1] = flip[cells[k - 1]]
                out.append(trusted("".join(cells) + row[j + 1:]))
        return out

    def known_grundy(self) -> int:
        """The nim-sum of the values of the heads (:meth:`coin_value`): the row's Grundy value.

        Returns
        -------
        int

        Examples
        --------
        >>> TurningTurtles("HTTH").known_grundy(), Ruler("HHHH").known_grundy()
        (5, 6)
        """
        g = 0
        value = self.coin_value
        for k in self.heads:
            g ^= value(k)
        return g


class TurningTurtles(CoinRow):
    """Turning Turtles: turn a head to tails, and perhaps one coin to its left either way.

    A head at place ``k`` is a Nim heap of ``k`` (:func:`turning_turtles_value`).

    Parameters
    ----------
    coins : str
        The row, ``H`` heads and ``T`` tails (see :func:`read_row`).

    References
    ----------
    Winning Ways, chapter 14.

    Examples
    --------
    >>> sorted(p.coins for p in TurningTurtles("TTH").options())
    ['', 'H', 'TH']
    """

    __slots__ = ()
    coin_value = staticmethod(turning_turtles_value)

    @staticmethod
    def companions(k: int) -> Iterator[tuple[int, ...]]:
        """No other coin, or any one coin left of *k*.

        Parameters
        ----------
        k : int
            The place of the head turned to tails.

        Returns
        -------
        iterator of tuple of int

        Examples
        --------
        >>> list(TurningTurtles.companions(3))
        [(), (1,), (2,)]
        """
        k = _place(k)
        yield ()
        for j in range(1, k):
            yield (j,)


class MockTurtles(CoinRow):
    """Mock Turtles: turn a head to tails, and perhaps one or two coins to its left.

    A head at place ``k`` is worth the ``k``-th odious number (:func:`mock_turtles_value`).

    Parameters
    ----------
    coins : str
        The row, ``H`` heads and ``T`` tails (see :func:`read_row`).

    References
    ----------
    Winning Ways, chapter 14.

    Examples
    --------
    >>> sorted(p.coins for p in MockTurtles("TH").options())
    ['', 'H']
    """

    __slots__ = ()
    coin_value = staticmethod(mock_turtles_value)

    @staticmethod
    def companions(k: int) -> Iterator[tuple[int, ...]]:
        """No other coin, one coin, or two coins left of *k*.

        Parameters
        ----------
        k : int
            The place of the head turned to tails.

        Returns
        -------
        iterator of tuple of int

        Examples
        --------
        >>> list(MockTurtles.companions(3))
        [(), (1,), (2,), (1, 2)]
        """
        k = _place(k)
        yield ()
        for j in range(1, k):
            yield (j,)
        for i in range(1, k):
            for j in range(i + 1, k):
                yield (i, j)


class Ruler(CoinRow):
    """Ruler: turn a run of consecutive coins whose rightmost coin goes from heads to tails.

    A head at place ``k`` is worth the largest power of 2 dividing ``k`` (:func:`ruler_value`).

    Parameters
    ----------
    coins : str
        The row, ``H`` heads and ``T`` tails (see :func:`read_row`).

    References
    ----------
    Winning Ways, chapter 14.

    Examples
    --------
    >>> sorted(p.coins for p in Ruler("TTH").options())
    ['', 'HH', 'TH']
    """

    __slots__ = ()
    coin_value = staticmethod(ruler_value)

    @staticmethod
    def companions(k: int) -> Iterator[tuple[int, ...]]:
        """The runs of coins ending just left of *k*: none, ``k-1``, ``k-2 .. k-1``, ..., ``1 .. k-1``.

        Parameters
        ----------
        k : int
            The place of the head turned to tails.

        Returns
        -------
        iterator of tuple of int

        Examples
        --------
        >>> list(Ruler.companions(3))
        [(), (2,), (1, 2)]
        """
        k = _place(k)
        for start in range(k, 0, -1):
            yield tuple(range(start, k))


class Twins(CoinRow):
    """Twins: turn exactly two coins, the rightmost from heads to tails.

    A head at place ``k`` is worth ``k - 1`` (:func:`twins_value`): a head at
    place 1 cannot move.

    Parameters
    ----------
    coins : str
        The row, ``H`` heads and ``T`` tails (see :func:`read_row`).

    References
    ----------
    Winning Ways, chapter 14.

    Examples
    --------
    >>> sorted(p.coins for p in Twins("THH").options()), Twins("H").options()
    (['', 'HH', 'HTH'], [])
    """

    __slots__ = ()
    coin_value = staticmethod(twins_value)

    @staticmethod
    def companions(k: int) -> Iterator[tuple[int, ...]]:
        """Exactly one coin left of *k*.

        Parameters
        ----------
        k : int
            The place of the head turned to tails.

        Returns
        -------
        iterator of tuple of int

        Examples
        --------
        >>> list(Twins.companions(3))
        [(1,), (2,)]
        """
        k = _place(k)
        for j in range(1, k):
            yield (j,)
