"""Fibonacci Nim: one heap, and each take is at most twice the one before.

**The rules.** There is one heap of ``n`` counters. The first player takes
any number from 1 to ``n - 1`` (not the whole heap). From then on a player
takes at least one counter and at most twice as many as the opponent just
took. Whoever takes the last counter wins (normal play).

A position is therefore a pair: the counters left and the most the next
player may take. The position text (what ``cgtalg.rulesets.get("fibonacci-nim")``
reads and prints) is ``"n"`` for a start (``n`` counters, at most ``n - 1``
to take) and ``"n:m"`` for ``n`` counters with at most ``m`` to take; a
limit of ``n`` or more is kept as ``n`` (the whole heap may go).

**The P-positions.** Write the heap as a sum of non-consecutive Fibonacci
numbers (its Zeckendorf representation). The player to move loses exactly
when the limit is smaller than the least term of that sum; in particular a
start ``n`` is lost by the first player exactly when ``n`` is a Fibonacci
number (Whinihan 1963). :func:`is_p_position` tests that rule;
:func:`fibonacci_nim_grundy` computes the Grundy values, which have no
known closed form, row by row: the value of ``(n, m)`` is the mex of the
values after the takes ``1, ..., m``, so each row's values come from one
pass with a growing mex.

References
----------
M. J. Whinihan, "Fibonacci Nim", *Fibonacci Quarterly* 1 (1963), no. 4,
9-13. E. Zeckendorf, "Représentation des nombres naturels par une somme de
nombres de Fibonacci ou de nombres de Lucas", *Bull. Soc. Roy. Sci. Liège*
41 (1972). U. Larsson and S. Rubinstein-Salzedo, "Grundy values of
Fibonacci nim", *Int. J. Game Theory* 45 (2016). Winning Ways, ch. 15
(take-away games with a limit set by the last move).

Examples
--------
>>> from cgtalg.impartial import grundy
>>> [n for n in range(1, 60) if fibonacci_nim_grundy(n) == 0]
[1, 2, 3, 5, 8, 13, 21, 34, 55]
>>> p = FibonacciNim(10)
>>> p.text(), grundy(p), grundy(p, shortcuts=False)
('10', 5, 5)
>>> sorted(o.text() for o in FibonacciNim(4, 2).options())
['2:2', '3']
"""

from __future__ import annotations

from array import array
from functools import partial

from ...engine.position import ImpartialPosition
from ...errors import InputValueError, check_int, check_str
from .grundy_rows import GrundyRows

__all__ = ["FibonacciNim", "MAX_HEAP", "fibonacci_nim_grundy", "is_p_position", "limit_rows", "zeckendorf"]

#: The largest heap :func:`fibonacci_nim_grundy` values: its table holds ``n * (n + 1) / 2`` values
#: (4.5 million, 18 MB, for 3,000 counters; some seconds in pure Python).
MAX_HEAP = 3_000


def _limit_row(rows: list[array], n: int, ratio: int) -> array:
    """Row *n* of the take-away game of *ratio*: the values of (n, 0) to (n, n), from the rows below it."""
    # The take k leaves n - k counters with a limit of ratio * k (at most the heap left).
    seen = bytearray(n + 2)
    row = array("I", [0])
    mex = 0
    for k in range(1, n + 1):
        left = n - k
        g = rows[left][min(ratio * k, left)]
        if g <= n:
            seen[g] = 1
            while seen[mex]:
                mex += 1
        row.append(mex)
    return row


#: The tables of each ratio (Fibonacci Nim's is 2): row n holds the Grundy values of (n, 0), (n, 1),
#: ..., (n, n), grown as needed, never shrunk (bounded by MAX_HEAP rows).
_TABLES: dict[int, GrundyRows] = {}


def limit_rows(ratio: int) -> GrundyRows:
    """The table of the take-away game in which each take is at most *ratio* times the one before.

    Row ``n`` holds the Grundy values of ``n`` counters with at most ``0``,
    ``1``, ..., ``n`` to take (Fibonacci Nim is the ratio 2). The caller
    bounds the heaps asked for (at most :data:`MAX_HEAP`).

    Parameters
    ----------
    ratio : int
        How many times the last take the next may be, at least 1.

    Returns
    -------
    GrundyRows
        The one table of that ratio.

    Raises
    ------
    InputTypeError
        If *ratio* is not an int.
    InputValueError
        If *ratio* is below 1.

    References
    ----------
    Winning Ways, ch. 15; CGSuite's ``game.heap.TakeAway``.

    Examples
    --------
    >>> limit_rows(2) is limit_rows(2), list(limit_rows(2).up_to(4)[4])
    (True, [0, 1, 1, 3, 3])
    """
    rows = _TABLES.get(ratio) if type(ratio) is int else None
    if rows is None:
        ratio = check_int(ratio, "a take-away ratio", minimum=1)
        rows = _TABLES.setdefault(ratio, GrundyRows(partial(_limit_row, ratio=ratio)))
    return rows


_ROWS = limit_rows(2)


def fibonacci_nim_grundy(heap: int, limit: int | None = None) -> int:
    """The Grundy value of Fibonacci Nim with *heap* counters and at most *limit* to take.

    Parameters
    ----------
    heap : int
        The counters left, ``0 <= heap <= MAX_HEAP``.
    limit : int, optional
        The most the player to move may take; default ``heap - 1`` (a
        start). A limit above the heap is the heap.

    Returns
    -------
    int

    Raises
    ------
    InputTypeError
        If *heap* or *limit* is not an int.
    InputValueError
        If *heap* is negative or over :data:`MAX_HEAP`, or *limit* negative.

    References
    ----------
    U. Larsson and S. Rubinstein-Salzedo, "Grundy values of Fibonacci nim" (2016).

    Examples
    --------
    >>> [fibonacci_nim_grundy(n) for n in range(1, 12)]
    [0, 0, 0, 3, 0, 4, 4, 0, 5, 5, 5]
    >>> fibonacci_nim_grundy(10, 1), fibonacci_nim_grundy(10, 10)
    (0, 5)
    """
    heap = check_int(heap, "a Fibonacci Nim heap", minimum=0, maximum=MAX_HEAP)
    limit = max(heap - 1, 0) if limit is None else check_int(limit, "a Fibonacci Nim limit", minimum=0)
    return _ROWS.up_to(heap)[heap][min(limit, heap)]  # type: ignore[no-any-return]


def zeckendorf(n: int) -> list[int]:
    """The Fibonacci numbers, none two consecutive, that add up to *n* (largest first).

    Parameters
    ----------
    n : int
        A non-negative integer.

    Returns
    -------
    list of int
        Terms among 1, 2, 3, 5, 8, ...; empty for 0.

    Raises
    ------
    InputTypeError
        If *n* is not an int.
    InputValueError
        If *n* is negative.

    References
    ----------
    E. Zeckendorf (1972).

    Examples
    --------
    >>> zeckendorf(100), zeckendorf(13), zeckendorf(0)
    ([89, 8, 3], [13], [])
    """
    n = check_int(n, "a number to write in Fibonacci numbers", minimum=0)
    fib = [1, 2]
    while fib[-1] <= n:
        fib.append(fib[-1] + fib[-2])
    terms = []
    for f in reversed(fib):
        if f <= n:
            terms.append(f)
            n -= f
    return terms


def is_p_position(heap: int, limit: int | None = None) -> bool:
    """Whether the player to move loses: *limit* is below the least Zeckendorf term of *heap*.

    Parameters
    ----------
    heap : int
        The counters left (any size: the test takes logarithmic time).
    limit : int, optional
        The most the player to move may take; default ``heap - 1`` (a start).

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If *heap* or *limit* is not an int.
    InputValueError
        If either is negative.

    References
    ----------
    M. J. Whinihan, "Fibonacci Nim" (1963).

    Examples
    --------
    >>> is_p_position(89), is_p_position(100), is_p_position(100, 2), is_p_position(0)
    (True, False, True, True)
    """
    heap = check_int(heap, "a Fibonacci Nim heap", minimum=0)
    limit = max(heap - 1, 0) if limit is None else check_int(limit, "a Fibonacci Nim limit", minimum=0)
    return heap == 0 or limit < zeckendorf(heap)[-1]


class FibonacciNim(ImpartialPosition):
    """A position of Fibonacci Nim: *heap* counters, at most *limit* to take (default: a start).

    Parameters
    ----------
    heap : int
        The counters left.
    limit : int, optional
        The most the player to move may take; default ``heap - 1``.

    Attributes
    ----------
    heap, limit : int
        The counters and the limit (kept at most ``heap``).

    Raises
    ------
    InputTypeError
        If *heap* or *limit* is not an int.
    InputValueError
        If either is negative.

    References
    ----------
    M. J. Whinihan, "Fibonacci Nim" (1963).

    Examples
    --------
    >>> FibonacciNim(5), FibonacciNim(5, 9), FibonacciNim(5, 9) == FibonacciNim(5, 5)
    (FibonacciNim(5), FibonacciNim(5, 5), True)
    """

    __slots__ = ("heap", "limit")

    def __init__(self, heap: int, limit: int | None = None) -> None:
        heap = check_int(heap, "a Fibonacci Nim heap", minimum=0)
        limit = max(heap - 1, 0) if limit is None else check_int(limit, "a Fibonacci Nim limit", minimum=0)
        self.heap = heap
        self.limit = min(limit, heap)

    @classmethod
    def _trusted(cls, heap: int, limit: int) -> "FibonacciNim":
        p = cls.__new__(cls)
        p.heap = heap
        p.limit = limit if limit < heap else heap
        return p

    @classmethod
    def _from_text(cls, text: str) -> "FibonacciNim":
        """The position written *text*: ``"n"`` (a start) or ``"n:m"`` (what the registry's parser calls)."""
        text = check_str(text, "a Fibonacci Nim position")
        parts = text.split(":")
        words = [p.strip() for p in parts]
        if len(words) > 2 or not all(w.isascii() and w.isdigit() and len(w) <= 9 for w in words):
            raise InputValueError(
                f"a Fibonacci Nim position is its heap, such as '10' (a start: at most 9 may be taken), or "
                f"heap:limit, such as '10:3' (at most 3 may be taken); got {text!r}")
        return cls(*map(int, words))

    @property
    def heaps(self) -> tuple[int]:
        """The one heap, as a tuple (what the command line measures).

        Returns
        -------
        tuple of (int,)

        Examples
        --------
        >>> FibonacciNim(7).heaps
        (7,)
        """
        return (self.heap,)

    def key(self) -> tuple[int, int]:
        """The counters and the limit (see :meth:`Position.key`).

        Returns
        -------
        tuple of (int, int)

        Examples
        --------
        >>> FibonacciNim(7).key()
        (7, 6)
        """
        return (self.heap, self.limit)

    def options(self) -> list["FibonacciNim"]:
        """Take 1 to :attr:`limit` counters; the next limit is twice the take.

        Returns
        -------
        list of FibonacciNim

        Examples
        --------
        >>> [o.text() for o in FibonacciNim(5).options()]
        ['4:2', '3:3', '2:2', '1:1']
        """
        n = self.heap
        trusted = FibonacciNim._trusted
        return [trusted(n - k, 2 * k) for k in range(1, self.limit + 1)]

    def known_grundy(self) -> int:
        """The Grundy value, from :func:`fibonacci_nim_grundy`.

        Returns
        -------
        int

        Raises
        ------
        InputValueError
            If the heap is over :data:`MAX_HEAP`.

        Examples
        --------
        >>> FibonacciNim(8).known_grundy(), FibonacciNim(9).known_grundy()
        (0, 5)
        """
        return fibonacci_nim_grundy(self.heap, self.limit)

    def text(self) -> str:
        """``"n"`` for a start (limit ``n - 1``), else ``"n:m"``: the position text.

        Returns
        -------
        str

        Examples
        --------
        >>> FibonacciNim(10).text(), FibonacciNim(10, 3).text(), FibonacciNim(0).text()
        ('10', '10:3', '0')
        """
        n, m = self.heap, self.limit
        return str(n) if m == max(n - 1, 0) else f"{n}:{m}"

    def _repr_svg_(self) -> str:
        from ...pictures.heaps import heaps_svg

        return heaps_svg([self.heap])

    def __repr__(self) -> str:
        n, m = self.heap, self.limit
        return f"FibonacciNim({n})" if m == max(n - 1, 0) else f"FibonacciNim({n}, {m})"
