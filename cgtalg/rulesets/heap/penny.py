"""The Penny Game (Swanson, 1999): Nim where taking the last penny loses.

**The rules.** Some rows of pennies lie on a table. A move takes one or more
pennies from one row. The player who takes the last penny *loses*: this is
Nim under the misère convention.

A position is the tuple of row lengths, in a fixed order (the paper's *game
space of order k* is the set of all such k-tuples; rows stay in place even
when empty). Value it with the misère tools of :mod:`cgtalg.impartial`:
``misere_outcome(p)`` says whether the player to move loses, and
:func:`completing_row` answers the paper's question of how many pennies to
put in a last row so that the player to move loses. :func:`misere_value` is
the misère Grundy value by Bouton's rule (what the registry reports as the
value of a Penny Game position).

The position text is the row lengths in order, separated by spaces:
``"9 18 34"`` (a row of 0 stays a row).

References
----------
J. Swanson, *The Penny Game* (1999).
C. L. Bouton, *Nim, a game with a complete mathematical theory* (1901).

Examples
--------
>>> from cgtalg.impartial import bouton_misere_outcome, misere_outcome
>>> str(misere_outcome(Penny(1, 2, 3))), str(misere_outcome(Penny(1, 1)))
('P', 'N')
>>> str(bouton_misere_outcome([9, 18, 34, 57]))      # too big to explore in a doctest
'P'
>>> completing_row([9, 18, 34])
57
"""

from __future__ import annotations

from typing import Iterable

from ...engine.heap import heap_repr, parse_heaps
from ...engine.position import ImpartialPosition
from ...errors import InputTypeError, check_instance, check_int, check_items
from ...impartial.misere import bouton_misere_value

__all__ = ["Penny", "completing_row", "misere_value"]


def _row(x: object) -> int:
    return check_int(x, "a row length", minimum=0)


class Penny(ImpartialPosition):
    """A Penny Game position: ``Penny(9, 18, 34, 12)``, rows in order.

    Parameters
    ----------
    *rows : int
        Non-negative numbers of pennies, one per row.

    Examples
    --------
    >>> sorted(Penny(1, 2).options(), key=repr)
    [Penny(0, 2), Penny(1, 0), Penny(1, 1)]
    >>> Penny(3, -1)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a row length must be non-negative, got -1
    """

    __slots__ = ("rows",)

    def __init__(self, *rows: int):
        if len(rows) == 1 and hasattr(rows[0], "__iter__"):
            raise InputTypeError("write Penny(9, 18, 34), or Penny(*rows) for a list of rows")
        self.rows = tuple(_row(x) for x in rows)

    @classmethod
    def _trusted(cls, rows: tuple[int, ...]) -> "Penny":
        p = cls.__new__(cls)
        p.rows = rows
        return p

    @classmethod
    def _from_text(cls, text: str) -> "Penny":
        """The position written *text*, row lengths separated by spaces (what the registry's parser calls)."""
        return cls._trusted(parse_heaps(text, "a row length"))

    def key(self) -> tuple[int, ...]:
        """Return the row lengths, in their order (see :meth:`Position.key`).

        Returns
        -------
        tuple of int

        Examples
        --------
        >>> Penny(2, 0, 1).key(), Penny(1, 2) == Penny(2, 1)      # rows stay in place
        ((2, 0, 1), False)
        """
        return self.rows

    def options(self) -> list["Penny"]:
        """Take one or more pennies from one row (the paper's *reductions*).

        Returns
        -------
        list of Penny
            One per move, row by row.

        Examples
        --------
        >>> Penny(2, 0).options()
        [Penny(0, 0), Penny(1, 0)]
        """
        rows = self.rows
        return [
            Penny._trusted(rows[:j] + (v,) + rows[j + 1 :])
            for j, x in enumerate(rows)
            for v in range(x)
        ]

    def text(self) -> str:
        """The row lengths in order, separated by spaces.

        Returns
        -------
        str

        Examples
        --------
        >>> Penny(9, 0, 18).text()
        '9 0 18'
        """
        return " ".join(map(str, self.rows))

    def _repr_svg_(self) -> str:
        from ...pictures.heaps import heaps_svg

        return heaps_svg(self.rows)

    def __repr__(self) -> str:
        return "Penny(" + ", ".join(map(heap_repr, self.rows)) + ")"


def misere_value(position: Penny) -> int:
    """The misère Grundy value of a Penny Game position, by Bouton's rule (0: the player to move loses).

    The Penny Game is misère Nim, so this is
    :func:`cgtalg.impartial.bouton_misere_value` of the rows: their nim-sum,
    plus 1 when no row holds two pennies or more.

    Parameters
    ----------
    position : Penny
        The position.

    Returns
    -------
    int
        Its misère Grundy value, the same as
        ``cgtalg.impartial.misere_grundy(position)`` (which explores).

    Raises
    ------
    InputTypeError
        If *position* is not a :class:`Penny`.

    References
    ----------
    Bouton (1901); Winning Ways, chapter 13 (misère Nim).

    Examples
    --------
    >>> misere_value(Penny(9, 18, 34, 57)), misere_value(Penny(1, 1)), misere_value(Penny(1, 2, 3))
    (0, 1, 0)
    """
    check_instance(position, Penny, "a Penny Game position")
    return bouton_misere_value(position.rows)


def completing_row(rows: Iterable[int]) -> int:
    """Return the number of pennies for one more row that leaves the player to move lost.

    This is the nim-sum of the given rows (Swanson's Corollary 2 and
    Theorem 3), except when every row holds at most one penny (the
    fundamental positions of Theorem 1): then a last row of one penny is
    needed if the number of single pennies is even, and of none if it is odd.

    Parameters
    ----------
    rows : iterable of int
        The lengths of the rows already on the table.

    Returns
    -------
    int
        The length of the last row that makes the whole a misère P-position.

    Raises
    ------
    InputTypeError
        If *rows* is not an iterable of ints (a str is refused).
    InputValueError
        If a row length is negative.

    References
    ----------
    Winning Ways, chapter 13 (misère Nim); Siegel, *Combinatorial Game Theory*,
    chapter V (misère play); Swanson, *The Penny Game* (1999).

    Examples
    --------
    >>> completing_row([9, 18, 34]), completing_row([1, 1]), completing_row([1])
    (57, 1, 0)
    """
    rs = [_row(x) for x in check_items(rows, "rows")]
    total = 0
    for x in rs:
        total ^= x
    if all(x <= 1 for x in rs) and total <= 1:
        return total ^ 1
    return total
