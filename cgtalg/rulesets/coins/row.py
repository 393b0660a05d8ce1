"""What every row of coins shares: its text, its key and its picture.

A coin game's position is a row of coins, each heads or tails, held as a
string with one character per coin (:attr:`RowOfCoins.coins`). The games
write the two faces differently (flipping coins ``1``/``0``, the
coin-turning games ``H``/``T``), which a class names in :attr:`HEAD` and
:attr:`TAIL`; the rest of the plumbing is the same for all of them and lives
here: the row is the position's text and key, and it draws as a one-row board
with ``x`` for a head and ``.`` for a tail.

Examples
--------
>>> from cgtalg.rulesets.coins import FlippingCoins, Ruler
>>> FlippingCoins("0101").rows(), Ruler("THH").rows()
(['.x.x'], ['.xx'])
>>> issubclass(Ruler, RowOfCoins) and issubclass(FlippingCoins, RowOfCoins)
True
"""

from __future__ import annotations

from typing import ClassVar

__all__ = ["RowOfCoins"]


class RowOfCoins:
    """A mixin for a position that is a row of coins: the row is its text, key and picture.

    A class using it stores the row, without trailing tails, in the attribute
    ``coins`` and names its faces in :attr:`HEAD` and :attr:`TAIL`.

    Attributes
    ----------
    HEAD, TAIL : str
        The characters for heads and tails in the row's text.

    References
    ----------
    Winning Ways, chapter 14 (rows of coins).

    Examples
    --------
    >>> from cgtalg.rulesets.coins import MockTurtles
    >>> row = MockTurtles("THHTT")
    >>> row.text(), row.key(), row.rows()
    ('THH', 'THH', ['.xx'])
    """

    __slots__ = ()
    coins: str
    HEAD: ClassVar[str] = "H"
    TAIL: ClassVar[str] = "T"

    def key(self) -> str:
        """Return the row without trailing tails (see :meth:`Position.key`).

        Returns
        -------
        str

        Examples
        --------
        >>> from cgtalg.rulesets.coins import FlippingCoins, Ruler
        >>> FlippingCoins("0100").key(), Ruler("HTHTT").key()
        ('01', 'HTH')
        """
        return self.coins

    def text(self) -> str:
        """The row without trailing tails: the position text, which the constructor reads back.

        Returns
        -------
        str

        Examples
        --------
        >>> from cgtalg.rulesets.coins import FlippingCoins, Twins
        >>> FlippingCoins("01100").text(), Twins("hthtt").text()
        ('011', 'HTH')
        """
        return self.coins

    def rows(self) -> list[str]:
        """The row as a one-row board, ``x`` a head and ``.`` a tail (what a picture draws).

        Returns
        -------
        list of str

        Examples
        --------
        >>> from cgtalg.rulesets.coins import FlippingCoins
        >>> FlippingCoins("0101").rows()
        ['.x.x']
        """
        return [self.coins.replace(self.TAIL, ".").replace(self.HEAD, "x")]

    def _repr_svg_(self) -> str:
        from ...pictures.positions import grid_svg

        return grid_svg(self)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.coins!r})"
