"""Disjunctive sums of impartial positions, as positions themselves.

In a disjunctive sum a move is a move in exactly one component. Under normal
play the Grundy value of a sum is the nim-sum of the components' values, and
:func:`cgtalg.impartial.grundy` uses that through ``components()``; under
misère play there is no such shortcut and the sum is explored as a whole.
:class:`DisjunctiveSum` is the position to explore: it keeps its components
as a multiset, so sums that differ only in the order of their parts share
one memo entry.

Examples
--------
>>> from cgtalg.impartial import grundy
>>> from cgtalg.rulesets.heap import Nim
>>> s = DisjunctiveSum([Nim(1), Nim(2), Nim(3)])
>>> grundy(s), grundy(s, misere=True)
(0, 0)
"""

from __future__ import annotations

from collections import Counter
from typing import Hashable, Iterable

from ..errors import check_items, check_position
from .sprague_grundy import impartial_options

__all__ = ["DisjunctiveSum"]


class DisjunctiveSum:
    """The disjunctive sum of impartial positions (order does not matter).

    Parameters
    ----------
    parts : iterable of positions
        Hashable objects with ``options()``. An empty iterable is the empty
        sum (the game 0).

    Raises
    ------
    InputTypeError
        If *parts* is not an iterable (``None`` included) or is a string,
        or a part is not an impartial position.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import Nim
    >>> s = DisjunctiveSum([Nim(2), Nim(1)])
    >>> s == DisjunctiveSum([Nim(1), Nim(2)]), len(s.options())
    (True, 3)
    """

    __slots__ = ("_parts", "_hash")

    def __init__(self, parts: Iterable[Hashable]):
        items = check_items(parts, "the parts of a sum")
        for p in items:
            check_position(p, "a part of a sum")
        counts = Counter(items)
        self._parts = frozenset(counts.items())
        self._hash = hash(self._parts)

    @classmethod
    def _from_counter(cls, counts: Counter) -> "DisjunctiveSum":
        s = cls.__new__(cls)
        s._parts = frozenset((p, c) for p, c in counts.items() if c)
        s._hash = hash(s._parts)
        return s

    @property
    def parts(self) -> list[Hashable]:
        """The components, each repeated as often as it occurs (in no fixed order).

        Returns
        -------
        list of hashable

        Examples
        --------
        >>> from cgtalg.rulesets.heap import Nim
        >>> sorted(DisjunctiveSum([Nim(1), Nim(1)]).parts, key=repr)
        [Nim(1), Nim(1)]
        """
        return [p for p, c in self._parts for _ in range(c)]

    def components(self) -> list[Hashable]:
        """The components, for the normal-play engine to nim-add.

        Returns
        -------
        list of hashable
            The same as :attr:`parts`.

        Examples
        --------
        >>> from cgtalg.rulesets.heap import Nim
        >>> len(DisjunctiveSum([Nim(3), Nim(3), Nim(1)]).components())
        3
        """
        return self.parts

    def options(self) -> list["DisjunctiveSum"]:
        """Every move in one component.

        Returns
        -------
        list of DisjunctiveSum
            One sum per option of each distinct component (equal components
            give the same moves once).

        Examples
        --------
        >>> from cgtalg.rulesets.heap import Nim
        >>> len(DisjunctiveSum([Nim(2), Nim(2)]).options())    # moves in equal parts coincide
        2
        """
        base = Counter(dict(self._parts))
        out = []
        for p, _ in self._parts:
            for q in impartial_options(p):
                c = base.copy()
                c[p] -= 1
                c[q] += 1
                out.append(DisjunctiveSum._from_counter(c))
        return out

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DisjunctiveSum) and self._parts == other._parts

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return "DisjunctiveSum(" + repr(sorted(self.parts, key=repr)) + ")"
