"""Nim.

**The rules.** There are some heaps of counters. A move takes any positive
number of counters from one heap. Under normal play whoever cannot move
loses; under misère play whoever takes the last counter loses.

A heap of *n* is the nimber ``*n`` and a Nim position is the sum of its heaps,
so its value is the nim-sum (XOR) of the heap sizes (Bouton). The position
tells the engine both: ``components()`` splits it into heaps, and
``known_grundy()`` gives the XOR, so even a heap of 100000 is valued at
once; ``grundy(..., shortcuts=False)`` explores the moves instead.

The position text (what ``cgtalg.rulesets.get("nim")`` reads and prints) is
the heap sizes separated by spaces, ``"3 4 5"``.

Examples
--------
>>> from cgtalg.impartial import grundy
>>> grundy(Nim(3, 4, 5)), grundy(Nim(3, 4, 5), shortcuts=False)
(2, 2)
>>> nim_winning_moves([3, 4, 5])
[(0, 1)]
>>> nim_winning_moves([3, 4, 5], misere=True)
[(0, 1)]
"""

from __future__ import annotations

from typing import Iterable

from ...engine.heap import heap_repr, parse_heaps
from ...engine.position import ImpartialPosition
from ...errors import InputTypeError, check_bool, check_int, check_items

__all__ = ["Nim", "nim_winning_moves"]


def _heap(h: object) -> int:
    return check_int(h, "a heap size", minimum=0)


class Nim(ImpartialPosition):
    """A Nim position: heaps of counters, written ``Nim(3, 4, 5)``.

    Heaps are kept sorted, without empty heaps (they change nothing):
    ``Nim(0, 4, 3) == Nim(3, 4)``.

    Parameters
    ----------
    *heaps : int
        Non-negative heap sizes.

    Raises
    ------
    InputValueError
        For a negative heap.
    InputTypeError
        For a heap that is not an int (a bool, a float, a list of sizes).

    Examples
    --------
    >>> Nim(5, 0, 2)
    Nim(2, 5)
    >>> sorted(Nim(2).options(), key=repr)
    [Nim(), Nim(1)]
    >>> Nim(-1)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a heap size must be non-negative, got -1
    """

    __slots__ = ("heaps",)

    def __init__(self, *heaps: int):
        if len(heaps) == 1 and hasattr(heaps[0], "__iter__"):
            raise InputTypeError("write Nim(3, 4, 5), or Nim(*sizes) for a list of sizes")
        self.heaps = tuple(sorted(h for h in map(_heap, heaps) if h))

    @classmethod
    def _trusted(cls, heaps: tuple[int, ...]) -> "Nim":
        n = cls.__new__(cls)
        n.heaps = heaps
        return n

    @classmethod
    def _from_text(cls, text: str) -> "Nim":
        """The position written *text*, heap sizes separated by spaces (what the registry's parser calls)."""
        return cls._trusted(tuple(sorted(h for h in parse_heaps(text) if h)))

    def key(self) -> tuple[int, ...]:
        """Return the non-zero heap sizes, sorted (see :meth:`Position.key`).

        Returns
        -------
        tuple of int

        Examples
        --------
        >>> Nim(3, 0, 1).key(), Nim(3, 1) == Nim(1, 3)
        ((1, 3), True)
        """
        return self.heaps

    def options(self) -> list["Nim"]:
        """Take one or more counters from one heap.

        Returns
        -------
        list of Nim
            One per move (equal heaps are tried once).

        Examples
        --------
        >>> Nim(1, 2).options()
        [Nim(2), Nim(1), Nim(1, 1)]
        """
        hs = self.heaps
        out = []
        for i, h in enumerate(hs):
            if i and hs[i - 1] == h:
                continue  # equal heaps give equal options
            rest = hs[:i] + hs[i + 1 :]
            for k in range(h):
                out.append(Nim._trusted(tuple(sorted(rest + (k,))) if k else rest))
        return out

    def components(self) -> list["Nim"]:
        """The heaps, one position each.

        Returns
        -------
        list of Nim

        Examples
        --------
        >>> Nim(3, 1).components()
        [Nim(1), Nim(3)]
        """
        return [Nim._trusted((h,)) for h in self.heaps]

    def known_grundy(self) -> int:
        """The nim-sum of the heaps (Bouton).

        Returns
        -------
        int
            The Grundy value: the heaps' sizes XORed together.

        References
        ----------
        Winning Ways (Nim and nim-addition); Lessons in Play, chapter 7 (impartial games).

        Examples
        --------
        >>> Nim(3, 5).known_grundy()
        6
        """
        value = 0
        for h in self.heaps:
            value ^= h
        return value

    def text(self) -> str:
        """The heap sizes separated by spaces, smallest first (``"0"`` for no heap).

        Returns
        -------
        str

        Examples
        --------
        >>> Nim(5, 3).text(), Nim().text()
        ('3 5', '0')
        """
        return " ".join(map(str, self.heaps)) or "0"

    def _repr_svg_(self) -> str:
        from ...pictures.heaps import heaps_svg

        return heaps_svg(self.heaps)

    def __repr__(self) -> str:
        return "Nim(" + ", ".join(map(heap_repr, self.heaps)) + ")"

    def __str__(self) -> str:
        return " + ".join(f"*{heap_repr(h)}" for h in self.heaps) or "0"


def nim_winning_moves(heaps: Iterable[int], *, misere: bool = False) -> list[tuple[int, int]]:
    """Return the winning moves of a Nim position as ``(heap index, new size)`` pairs.

    Normal play: move to nim-sum 0. Misère play (Bouton): the same, unless
    the move would leave no heap of two or more; then leave an odd number of
    heaps of one.

    Parameters
    ----------
    heaps : iterable of int
        Heap sizes, in any order (indices refer to this order).
    misere : bool, default False
        Play under the misère convention (the last player to move loses).

    Returns
    -------
    list of tuple of (int, int)
        Each winning move as (index of the heap, size to leave in it); empty
        when the player to move loses.

    Raises
    ------
    InputTypeError, InputValueError
        If *heaps* is not an iterable of non-negative ints (a string, None, a bool among them).

    Examples
    --------
    >>> nim_winning_moves([7, 4])
    [(0, 4)]
    >>> nim_winning_moves([9, 8, 6, 6])
    [(0, 8)]
    >>> nim_winning_moves([1, 1, 5], misere=True)    # leave three heaps of one
    [(2, 1)]
    """
    hs = [_heap(h) for h in check_items(heaps, "heaps")]
    check_bool(misere, "misere")
    big = [i for i, h in enumerate(hs) if h > 1]
    if misere and len(big) <= 1:
        ones = sum(1 for h in hs if h == 1)
        if not big:
            # Only heaps of 0 and 1: the player to move wins iff the count of ones is even.
            return [(i, 0) for i, h in enumerate(hs) if h == 1] if ones % 2 == 0 and ones else []
        # One big heap: shrink it to leave an odd number of ones.
        i = big[0]
        return [(i, 0 if ones % 2 else 1)]
    total = 0
    for h in hs:
        total ^= h
    if total == 0:
        return []
    return [(i, h ^ total) for i, h in enumerate(hs) if h ^ total < h]
