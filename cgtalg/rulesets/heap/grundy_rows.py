"""A table of Grundy values grown row by row: row n holds the values of a heap of n under each state.

Fibonacci Nim and the memgames (Mem0, Mem, Take-Away) value a heap of ``n`` together with a number that
says what the next move may take (a limit, a memory), ``0`` to ``n``; the
values of row ``n`` are made from the rows below it. :class:`GrundyRows`
keeps those rows, adds the missing ones when a larger heap is asked for
(under a lock, so that threads never build a row twice) and never drops
one.

Examples
--------
>>> from array import array
>>> rows = GrundyRows(lambda rows, n: array("I", [n] * (n + 1)))
>>> [list(r) for r in rows.up_to(2)]
[[0], [1, 1], [2, 2, 2]]
"""

from __future__ import annotations

import threading
from array import array
from typing import Callable

__all__ = ["GrundyRows"]


class GrundyRows:
    """Rows of Grundy values, row 0 being ``[0]``, each further row made from those below it.

    Parameters
    ----------
    make_row : callable
        ``make_row(rows, n)`` returns row ``n`` as an ``array("I")`` of
        ``n + 1`` values, reading only ``rows[0]`` to ``rows[n - 1]``.

    Examples
    --------
    >>> rows = GrundyRows(lambda rows, n: array("I", [0] * (n + 1)))
    >>> len(rows.up_to(3))
    4
    """

    def __init__(self, make_row: Callable[[list[array], int], array]) -> None:
        self._make_row = make_row
        self._rows: list[array] = [array("I", [0])]
        self._lock = threading.Lock()

    def up_to(self, top: int) -> list[array]:
        """The rows ``0`` to at least *top*, making the missing ones.

        Parameters
        ----------
        top : int
            The largest heap needed (the caller bounds it).

        Returns
        -------
        list of array
            The table itself (at least ``top + 1`` rows); do not change it.

        Examples
        --------
        >>> rows = GrundyRows(lambda rows, n: array("I", [n] * (n + 1)))
        >>> rows.up_to(1)[1][0]
        1
        """
        rows = self._rows
        if len(rows) > top:
            return rows
        with self._lock:
            for n in range(len(rows), top + 1):
                rows.append(self._make_row(rows, n))
        return rows
