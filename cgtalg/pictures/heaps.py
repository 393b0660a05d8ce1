"""Pictures of heap positions: one row of counters per heap.

A heap of ``n`` is drawn as ``n`` discs in a row (the rows padded with empty
squares to the longest); a heap of more than :data:`LONGEST` counters is cut
short, its last square marked ``…``. Drawn with :func:`cgtalg.pictures.positions.grid_svg`.

Examples
--------
>>> heaps_svg([1, 3]).count("<circle")
4
"""

from __future__ import annotations

from typing import Sequence

from ..errors import check_ints
from .positions import grid_svg

__all__ = ["LONGEST", "heaps_svg"]

#: The most counters drawn in one row.
LONGEST = 24


class _Rows:
    """What :func:`grid_svg` draws: the rows of the picture as board text."""

    def __init__(self, rows: list[str]) -> None:
        self._rows = rows

    def rows(self) -> list[str]:
        return self._rows


def heaps_svg(sizes: Sequence[int]) -> str:
    """An SVG picture of heaps of the given sizes, one row each, in order.

    Parameters
    ----------
    sizes : sequence of int
        The heap sizes (non-negative; a heap of 0 is an empty row).

    Returns
    -------
    str
        An ``<svg>`` element.

    Examples
    --------
    >>> svg = heaps_svg([2, 0, 30])
    >>> svg.startswith("<svg"), svg.count("<circle"), "…" in svg
    (True, 25, True)
    """
    sizes = check_ints(sizes, "a heap size")
    width = min(max(sizes, default=0), LONGEST)
    rows = []
    for n in sizes:
        row = "x" * n if n <= LONGEST else "x" * (LONGEST - 1) + "…"
        rows.append(row + "." * (width - len(row)))
    return grid_svg(_Rows(rows or [""]))
