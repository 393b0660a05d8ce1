"""Fair Shares and Varied Pairs: divide a heap into equal heaps, or unite two unequal heaps; a loopy impartial game.

**The rules.** There are some heaps of beans. A move is either

* *fair shares*: divide one heap into two or more heaps of equal size (a
  heap of 6 into 3 + 3 or 2 + 2 + 2 or 1 + 1 + 1 + 1 + 1 + 1), or
* *varied pairs*: unite two heaps of different sizes into one (2 and 3
  into 5; two heaps of 3 may not be united).

Both players have the same moves, and whoever cannot move loses: the end is
a position of heaps of one bean each. The number of beans never changes, so
the positions of ``n`` beans are the partitions of ``n``, and play can
return to one (6 -> 3 + 3 -> 1 + 1 + 1 + 3 -> 1 + 1 + 4 -> 1 + 5 -> 6): the move
graph has cycles, the game is *loopy*, and its positions have generalised
Sprague-Grundy values (a nimber, or ``∞`` with a set of nimbers) rather than
Grundy values. Uniting two heaps is a move on two heaps at once, so a
position is not the sum of its heaps.

A position is the multiset of its heap sizes (empty heaps are no heaps),
written as the sizes separated by spaces: ``"3 4 5"``.

References
----------
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
Mathematical Plays*, 2nd ed., vol. 2 (2003), chapter 12 ("Games Eternal --
Games Entailed"): Fair Shares and Varied Pairs and its table of
generalised Sprague-Grundy values; C. A. B. Smith, "Graphs and composite
games", *J. Combin. Theory* 1 (1966) 51-81 (the generalised values); A. N.
Siegel, *Combinatorial Game Theory* (AMS, 2013), chapter VI (impartial
loopy games).

Examples
--------
>>> sorted(q.text() for q in FairSharesAndVariedPairs([4]).options())      # halves or quarters
['1 1 1 1', '2 2']
>>> sorted(q.text() for q in FairSharesAndVariedPairs([1, 1, 2]).options())  # halve the 2, or unite it with a 1
['1 1 1 1', '1 3']
>>> FairSharesAndVariedPairs([1, 1, 1]).options()                         # nothing to divide, no two sizes differ
[]
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable

from ...engine.heap import heap_repr, parse_heaps
from ...engine.position import ImpartialPosition
from ...errors import InputTypeError, InputValueError, check_int, describe

__all__ = ["FairSharesAndVariedPairs", "MAX_BEANS", "equal_divisions"]

#: The most beans a position may hold (dividing a heap lists the divisors of its size).
MAX_BEANS = 10**6


def equal_divisions(size: int) -> list[int]:
    """The sizes of the equal heaps a heap of *size* beans may be divided into, largest first.

    Each is ``size // k`` for a divisor ``k >= 2`` of *size*.

    Parameters
    ----------
    size : int
        A heap size, at least 0 and at most :data:`MAX_BEANS`.

    Returns
    -------
    list of int
        The proper divisors of *size* (``1`` included when *size* > 1), decreasing.

    Raises
    ------
    InputTypeError
        If *size* is not an int (bools refused).
    InputValueError
        If *size* is negative or over :data:`MAX_BEANS`.

    Examples
    --------
    >>> equal_divisions(12), equal_divisions(7), equal_divisions(1)
    ([6, 4, 3, 2, 1], [1], [])
    """
    size = check_int(size, "a heap size", minimum=0, maximum=MAX_BEANS)
    parts = set()
    k = 2
    while k * k <= size:
        if size % k == 0:
            parts.add(size // k)
            parts.add(k)
        k += 1
    if size > 1:
        parts.add(1)
    return sorted(parts, reverse=True)


class FairSharesAndVariedPairs(ImpartialPosition):
    """A position of Fair Shares and Varied Pairs: a multiset of heap sizes.

    Parameters
    ----------
    heaps : iterable of int
        The heap sizes (non-negative ints; empty heaps are dropped), at most
        :data:`MAX_BEANS` beans in all.

    Raises
    ------
    InputTypeError
        If *heaps* is not an iterable of ints (a str is refused: use
        :meth:`parse` or the registry for a position text).
    InputValueError
        For a negative size, or more than :data:`MAX_BEANS` beans.

    Examples
    --------
    >>> p = FairSharesAndVariedPairs([3, 1, 0, 2])
    >>> p.heaps, p.beans, p == FairSharesAndVariedPairs([1, 2, 3])
    ((1, 2, 3), 6, True)
    >>> FairSharesAndVariedPairs([2, -1])
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a heap size must be non-negative, got -1
    """

    __slots__ = ("heaps",)

    def __init__(self, heaps: Iterable[int]):
        if isinstance(heaps, (str, bytes)) or not hasattr(heaps, "__iter__"):
            raise InputTypeError(
                f"a fair-shares position is an iterable of heap sizes such as [3, 4], not {describe(heaps)} "
                "(read a position text with FairSharesAndVariedPairs.parse)"
            )
        sizes = [check_int(h, "a heap size", minimum=0) for h in heaps]
        total = sum(sizes)
        if total > MAX_BEANS:
            raise InputValueError(f"a fair-shares position holds at most {MAX_BEANS} beans, this one {total}")
        self.heaps = tuple(sorted(h for h in sizes if h))

    @classmethod
    def _trusted(cls, heaps: tuple[int, ...]) -> "FairSharesAndVariedPairs":
        p = cls.__new__(cls)
        p.heaps = heaps
        return p

    @classmethod
    def parse(cls, text: str) -> "FairSharesAndVariedPairs":
        """The position written *text*: heap sizes separated by spaces (``"0"`` or ``""`` for none).

        Parameters
        ----------
        text : str

        Returns
        -------
        FairSharesAndVariedPairs

        Raises
        ------
        InputTypeError
            If *text* is not a str.
        InputValueError
            If a word is not a size, or the position is too large.

        Examples
        --------
        >>> FairSharesAndVariedPairs.parse("4 2 2").heaps
        (2, 2, 4)
        """
        return cls(parse_heaps(text))

    _from_text = parse

    @property
    def beans(self) -> int:
        """The number of beans, which no move changes.

        Returns
        -------
        int

        Examples
        --------
        >>> FairSharesAndVariedPairs([5, 5]).beans
        10
        """
        return sum(self.heaps)

    def key(self) -> tuple[int, ...]:
        """The sorted heap sizes (see :meth:`~cgtalg.engine.position.Position.key`).

        Returns
        -------
        tuple of int

        Examples
        --------
        >>> FairSharesAndVariedPairs([4, 1]).key()
        (1, 4)
        """
        return self.heaps

    def options(self) -> list["FairSharesAndVariedPairs"]:
        """Every move: divide one heap into equal heaps, or unite two heaps of different sizes.

        Returns
        -------
        list of FairSharesAndVariedPairs
            One per distinct result: the divisions heap size by heap size,
            then the unions.

        Examples
        --------
        >>> [q.text() for q in FairSharesAndVariedPairs([2, 3]).options()]
        ['1 1 3', '1 1 1 2', '5']
        """
        hs = self.heaps
        counts = Counter(hs)
        sizes = sorted(counts)
        seen = set()
        out = []
        for h in sizes:
            rest = list(hs)
            rest.remove(h)
            for part in equal_divisions(h):
                child = tuple(sorted(rest + [part] * (h // part)))
                if child not in seen:
                    seen.add(child)
                    out.append(FairSharesAndVariedPairs._trusted(child))
        for i, a in enumerate(sizes):
            for b in sizes[i + 1:]:
                rest = list(hs)
                rest.remove(a)
                rest.remove(b)
                child = tuple(sorted(rest + [a + b]))
                if child not in seen:
                    seen.add(child)
                    out.append(FairSharesAndVariedPairs._trusted(child))
        return out

    def text(self) -> str:
        """The heap sizes separated by spaces, smallest first (``"0"`` for no heap): what :meth:`parse` reads.

        Returns
        -------
        str

        Examples
        --------
        >>> FairSharesAndVariedPairs([3, 1, 2]).text(), FairSharesAndVariedPairs([]).text()
        ('1 2 3', '0')
        """
        return " ".join(map(str, self.heaps)) or "0"

    def __repr__(self) -> str:
        return "FairSharesAndVariedPairs([" + ", ".join(map(heap_repr, self.heaps)) + "])"

    def _repr_svg_(self) -> str:
        from ...pictures.heaps import heaps_svg

        return heaps_svg(self.heaps)
