"""Flipping coins: a partizan game on a row of coins.

A position is a row of coins written as a string of ``0`` (tail) and ``1``
(head), read left to right. Coin ``i`` (counting from 0) has weight ``2**i``,
so the right end is the heavy end.

* **Left** picks two heads and turns both to tails.
* **Right** picks a tail and a head somewhere to its right and turns both
  over: the head moves to the left.
* After every move, tails after the last head are dropped (``0110`` is
  ``011``); tails at the start stay (``01`` is not ``1``).

The player who cannot move loses. The row read as a binary number shrinks with
every move, so play ends. The game is from Bonato, Huggan and Nowakowski,
*The game of flipping coins* (arXiv:2102.13225); its fast value algorithm is in
:mod:`cgtalg.analysis.flipping_coins`.

Examples
--------
>>> g = FlippingCoins("0101")
>>> [p.coins for p in g.left_options()]          # both heads turned: no coin left
['']
>>> sorted(p.coins for p in g.right_options())
['011', '1001', '11']
>>> FlippingCoins("01100") == FlippingCoins("011")
True
"""

from __future__ import annotations

from ...engine.position import Position
from ...errors import InputTypeError, InputValueError, describe
from .row import RowOfCoins

__all__ = ["FlippingCoins", "normalize_coins"]


def normalize_coins(coins: str) -> str:
    """Check that *coins* is a string of ``0``/``1`` and drop its trailing tails.

    Trailing tails are the lightest-to-drop coins of the game: no move can
    turn them over again (a head only moves left), so a row and the same row
    with tails appended are one position.

    Parameters
    ----------
    coins : str
        A row of coins, ``0`` for a tail and ``1`` for a head.

    Returns
    -------
    str
        The row without trailing ``0``.

    Raises
    ------
    InputTypeError
        If *coins* is not a str.
    InputValueError
        If *coins* contains a character other than ``0`` and ``1``.

    Examples
    --------
    >>> normalize_coins("0110"), normalize_coins("000")
    ('011', '')
    >>> normalize_coins("01x")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a row of coins is a string of '0' (tail) and '1' (head): found 'x' at index 2
    >>> normalize_coins("0101 11")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a row of coins is a string of '0' (tail) and '1' (head): found ' ' at index 4; a position is one row, and a sum of rows is written as one word a row on the command line: cgtalg flip 0101 11
    """
    if not isinstance(coins, str):
        raise InputTypeError(
            f"a row of coins is a str of '0' and '1', got {type(coins).__name__} {describe(coins)}"
        )
    stray = coins.strip("01")
    if stray:
        bad = stray[0]
        hint = ("; a position is one row, and a sum of rows is written as one word a row on the command line: "
                "cgtalg flip 0101 11" if bad.isspace() else "")
        raise InputValueError(
            "a row of coins is a string of '0' (tail) and '1' (head): "
            f"found {bad!r} at index {coins.index(bad)}{hint}"
        )
    return coins.rstrip("0")


class FlippingCoins(RowOfCoins, Position):
    """A flipping-coins position: a row of heads (``1``) and tails (``0``).

    Parameters
    ----------
    coins : str
        The row, left to right. Trailing tails are dropped.

    Attributes
    ----------
    coins : str
        The row without trailing tails.

    Examples
    --------
    >>> FlippingCoins("0111").coins
    '0111'
    >>> [p.coins for p in FlippingCoins("11").left_options()], list(FlippingCoins("11").right_options())
    ([''], [])
    """

    __slots__ = ("coins",)
    HEAD = "1"
    TAIL = "0"
    coins: str  # set once, through object.__setattr__ (the class refuses plain assignment)

    def __init__(self, coins: str) -> None:
        object.__setattr__(self, "coins", normalize_coins(coins))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("FlippingCoins positions are immutable")

    # Equality and hashing straight from the row (a str caches its hash): the engine hashes
    # positions for every memo look-up, and the base class's hash of (class name, key()) was
    # the hottest line of the flipping-coins search.
    def __eq__(self, other: object) -> bool:
        return type(other) is FlippingCoins and self.coins == other.coins

    def __hash__(self) -> int:
        return hash(self.coins)

    @classmethod
    def _trusted(cls, row: str) -> "FlippingCoins":
        """Build a position from a row already known to be a valid 0/1 string."""
        position = object.__new__(cls)
        object.__setattr__(position, "coins", row.rstrip("0"))
        return position

    def left_options(self) -> list["FlippingCoins"]:
        """Left turns two heads to tails.

        Returns
        -------
        list of FlippingCoins
            The positions after each of Left's moves, each once.

        Examples
        --------
        >>> sorted(p.coins for p in FlippingCoins("111").left_options())
        ['001', '01', '1']
        """
        row = self.coins
        heads = [i for i, c in enumerate(row) if c == "1"]
        # The distinct rows first (strings hash fast), then one position per row.
        rows = dict.fromkeys(row[:i] + "0" + row[i + 1:j] + "0" + row[j + 1:]
                             for a, i in enumerate(heads) for j in heads[a + 1:])
        trusted = FlippingCoins._trusted
        return [trusted(r) for r in rows]

    def right_options(self) -> list["FlippingCoins"]:
        """Right turns over a tail and a head to its right.

        Returns
        -------
        list of FlippingCoins
            The positions after each of Right's moves, each once.

        Examples
        --------
        >>> sorted(p.coins for p in FlippingCoins("0011").right_options())
        ['0101', '011', '1001', '101']
        """
        row = self.coins
        heads = [j for j, c in enumerate(row) if c == "1"]
        rows = dict.fromkeys(row[:i] + "1" + row[i + 1:j] + "0" + row[j + 1:]
                             for i, c in enumerate(row) if c == "0"
                             for j in heads if j > i)
        trusted = FlippingCoins._trusted
        return [trusted(r) for r in rows]
