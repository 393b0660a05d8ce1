"""Wythoff's game: two heaps, and a move may take from both at once.

**The rules.** There are two heaps of counters. A move takes any positive
number of counters from one heap, or the same positive number from both.
Whoever cannot move loses (normal play). Put a queen on a chessboard at
``(a, b)``: the moves are a queen's moves towards the corner ``(0, 0)``,
which is why the game is also called Corner the Queen.

The position text (what ``cgtalg.rulesets.get("wythoff")`` reads and
prints) is the two heap sizes separated by a space, ``"3 5"``; the order of
the heaps does not matter, and a position keeps them smallest first.

**The P-positions** (the positions lost by the player to move) are Wythoff's
pairs ``(a_n, b_n) = (floor(n*phi), floor(n*phi**2))`` for ``n = 0, 1, 2,
...``, with ``phi = (1 + sqrt 5) / 2``, and their mirror images
``(b_n, a_n)``: ``(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), ...``. Equally,
``a_n`` is the least number not among the earlier ``a_i`` and ``b_i``, and
``b_n = a_n + n``. :func:`wythoff_pair` computes them in integer arithmetic
(``floor(n*phi) = (n + isqrt(5*n*n)) // 2``, no floating point), and
:func:`is_p_position` tests a position in constant time.

**The Grundy values** have no known closed form. :func:`wythoff_grundy`
computes ``G(a, b)`` as the mex of the values in its row, its column and its
diagonal, keeping one bit mask per row, column and diagonal, so a table of
``r x c`` values takes ``r*c`` mask operations (:func:`wythoff_grundy_table`).
A position's :meth:`Wythoff.known_grundy` is that value; the engine's search
(``grundy(position, shortcuts=False)``) explores the moves instead.

References
----------
W. A. Wythoff, *A modification of the game of Nim*, Nieuw Archief voor
Wiskunde 7 (1907), 199-202.
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, chapter 3 (Wyt
Queens and Wythoff's game).
A. N. Siegel, *Combinatorial Game Theory*, chapter IV (impartial games).

Examples
--------
>>> from cgtalg.impartial import grundy
>>> p = Wythoff(3, 5)
>>> grundy(p), grundy(p, shortcuts=False), is_p_position(3, 5)
(0, 0, True)
>>> [wythoff_pair(n) for n in range(6)]
[(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]
>>> wythoff_grundy_table(4)
[[0, 1, 2, 3], [1, 2, 0, 4], [2, 0, 1, 5], [3, 4, 5, 6]]
"""

from __future__ import annotations

from math import isqrt

from ...engine.heap import heap_repr, parse_heaps
from ...engine.position import ImpartialPosition
from ...errors import InputValueError, check_int

__all__ = [
    "Wythoff",
    "wythoff_pair",
    "is_p_position",
    "wythoff_winning_moves",
    "wythoff_grundy",
    "wythoff_grundy_table",
    "MAX_CELLS",
]

#: The most Grundy values :func:`wythoff_grundy` and :func:`wythoff_grundy_table` compute for one answer
#: (``(a + 1) * (b + 1)`` for ``G(a, b)``): a million take about a second in pure Python, this many
#: some tens of seconds.
MAX_CELLS = 25_000_000


def _heap(h: object) -> int:
    return check_int(h, "a heap size", minimum=0)


def _two(heaps: tuple[int, ...]) -> tuple[int, int]:
    if len(heaps) != 2:
        raise InputValueError(
            f"a Wythoff position is exactly two heap sizes, such as '3 5'; got {len(heaps)} heap"
            f"{'' if len(heaps) == 1 else 's'}"
        )
    a, b = heaps
    return (a, b) if a <= b else (b, a)


class Wythoff(ImpartialPosition):
    """A position of Wythoff's game: two heaps, written ``Wythoff(3, 5)``.

    The heaps are kept smallest first: ``Wythoff(5, 3) == Wythoff(3, 5)``.

    Parameters
    ----------
    *heaps : int
        Exactly two non-negative heap sizes.

    Attributes
    ----------
    heaps : tuple of (int, int)
        The two sizes, smallest first.

    Raises
    ------
    InputValueError
        For a negative heap, or a number of heaps other than two.
    InputTypeError
        For a heap that is not an int (a bool, a float, a str).

    References
    ----------
    W. A. Wythoff, *A modification of the game of Nim* (1907); Winning Ways, chapter 3.

    Examples
    --------
    >>> Wythoff(5, 3)
    Wythoff(3, 5)
    >>> sorted(Wythoff(1, 2).options(), key=lambda p: p.heaps)
    [Wythoff(0, 1), Wythoff(0, 2), Wythoff(1, 1)]
    >>> Wythoff(3, -1)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a heap size must be non-negative, got -1
    >>> Wythoff(1, 2, 3)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a Wythoff position is exactly two heap sizes, such as '3 5'; got 3 heaps
    """

    __slots__ = ("heaps",)

    def __init__(self, *heaps: int):
        self.heaps = _two(tuple(map(_heap, heaps)))

    @classmethod
    def _trusted(cls, a: int, b: int) -> "Wythoff":
        p = cls.__new__(cls)
        p.heaps = (a, b) if a <= b else (b, a)
        return p

    @classmethod
    def _from_text(cls, text: str) -> "Wythoff":
        """The position written *text*, two heap sizes separated by a space (what the registry's parser calls)."""
        a, b = _two(parse_heaps(text))
        return cls._trusted(a, b)

    def key(self) -> tuple[int, int]:
        """Return the two heap sizes, smallest first (see :meth:`Position.key`).

        Returns
        -------
        tuple of (int, int)

        Examples
        --------
        >>> Wythoff(7, 4).key()
        (4, 7)
        """
        return self.heaps

    def options(self) -> list["Wythoff"]:
        """Take from one heap, or the same number from both.

        Returns
        -------
        list of Wythoff
            One per resulting position (moves that leave the same pair are one option).

        Examples
        --------
        >>> sorted(o.heaps for o in Wythoff(2, 2).options())
        [(0, 0), (0, 2), (1, 1), (1, 2)]
        """
        a, b = self.heaps
        seen = {(x, b) for x in range(a)}  # from the smaller heap
        seen.update((min(a, y), max(a, y)) for y in range(b))  # from the larger heap
        seen.update((a - k, b - k) for k in range(1, a + 1))  # from both
        trusted = Wythoff._trusted
        return [trusted(x, y) for x, y in seen]

    def known_grundy(self) -> int:
        """The Grundy value, from :func:`wythoff_grundy` (0 at once for a P-position).

        Returns
        -------
        int

        Raises
        ------
        InputValueError
            If more than :data:`MAX_CELLS` values would have to be computed.

        Examples
        --------
        >>> Wythoff(2, 4).known_grundy(), Wythoff(4, 7).known_grundy()
        (3, 0)
        """
        a, b = self.heaps
        return wythoff_grundy(a, b)

    def text(self) -> str:
        """The two heap sizes separated by a space, smallest first: the position text.

        Returns
        -------
        str

        Examples
        --------
        >>> Wythoff(5, 3).text()
        '3 5'
        """
        return f"{self.heaps[0]} {self.heaps[1]}"

    def _repr_svg_(self) -> str:
        from ...pictures.heaps import heaps_svg

        return heaps_svg(self.heaps)

    def __repr__(self) -> str:
        return f"Wythoff({heap_repr(self.heaps[0])}, {heap_repr(self.heaps[1])})"


def wythoff_pair(n: int) -> tuple[int, int]:
    """Return Wythoff's *n*-th pair ``(floor(n*phi), floor(n*phi**2))``, a P-position, exactly.

    With ``phi = (1 + sqrt 5) / 2``: ``floor(n*phi) = (n + isqrt(5*n*n)) // 2``
    (``n*sqrt 5`` is irrational for ``n > 0``, so rounding its integer part
    down first changes nothing), and ``floor(n*phi**2) = floor(n*phi) + n``
    since ``phi**2 = phi + 1``.

    Parameters
    ----------
    n : int
        The index, ``n >= 0``.

    Returns
    -------
    tuple of (int, int)
        ``(a_n, b_n)``, with ``b_n - a_n = n``.

    Raises
    ------
    InputTypeError
        If *n* is not an int (bools refused).
    InputValueError
        If *n* is negative.

    References
    ----------
    W. A. Wythoff, *A modification of the game of Nim* (1907); Winning Ways, chapter 3.

    Examples
    --------
    >>> [wythoff_pair(n) for n in range(1, 8)]
    [(1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15), (11, 18)]
    >>> wythoff_pair(10**20)
    (161803398874989484820, 261803398874989484820)
    """
    n = check_int(n, "the index of a Wythoff pair", minimum=0)
    a = (n + isqrt(5 * n * n)) // 2
    return a, a + n


def is_p_position(a: int, b: int) -> bool:
    """Whether the Wythoff position ``(a, b)`` is lost for the player to move (a P-position).

    The position is P exactly when, with ``a <= b`` and ``n = b - a``, ``a``
    is ``floor(n*phi)`` (:func:`wythoff_pair`).

    Parameters
    ----------
    a, b : int
        The heap sizes, non-negative, in either order.

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If a size is not an int (bools refused).
    InputValueError
        If a size is negative.

    References
    ----------
    W. A. Wythoff, *A modification of the game of Nim* (1907); Winning Ways, chapter 3.

    Examples
    --------
    >>> is_p_position(3, 5), is_p_position(5, 3), is_p_position(3, 4)
    (True, True, False)
    """
    a, b = sorted((_heap(a), _heap(b)))
    return wythoff_pair(b - a)[0] == a


def wythoff_winning_moves(a: int, b: int) -> list[tuple[int, int]]:
    """The winning moves from ``(a, b)``: the P-positions one move away, smallest first.

    Parameters
    ----------
    a, b : int
        The heap sizes, non-negative, in either order.

    Returns
    -------
    list of tuple of (int, int)
        Each position left by a winning move, its heaps smallest first,
        sorted; empty when ``(a, b)`` is itself a P-position.

    Raises
    ------
    InputTypeError
        If a size is not an int (bools refused).
    InputValueError
        If a size is negative.

    References
    ----------
    Winning Ways, chapter 3 (Wyt Queens and Wythoff's game).

    Examples
    --------
    >>> wythoff_winning_moves(2, 2), wythoff_winning_moves(4, 6), wythoff_winning_moves(3, 5)
    ([(0, 0), (1, 2)], [(3, 5)], [])
    """
    a, b = sorted((_heap(a), _heap(b)))
    if is_p_position(a, b):
        return []
    moves = set()
    n = b - a  # from both heaps: the difference stays n, so the only target is the n-th pair
    x, y = wythoff_pair(n)
    if x < a:
        moves.add((x, y))
    for keep in (a, b):  # one heap kept: the other becomes its partner in a pair, if that is smaller
        other = b if keep == a else a
        for partner in _partners(keep):
            if partner < other:
                moves.add((min(keep, partner), max(keep, partner)))
    return sorted(moves)


def _partners(h: int) -> list[int]:
    """The sizes ``p`` with ``(h, p)`` a P-position: one for ``h > 0`` (each number is in exactly one pair)."""
    if h == 0:
        return [0]
    s = isqrt(5 * h * h)  # floor(h * sqrt 5)
    # h = a_n needs n*phi in [h, h + 1): n = ceil(h / phi) = floor(h * (sqrt 5 - 1) / 2) + 1; h = b_m needs
    # m*phi**2 in [h, h + 1): m = ceil(h / phi**2) = floor(h * (3 - sqrt 5) / 2) + 1. Each is checked.
    out = []
    x, y = wythoff_pair((s - h) // 2 + 1)
    if x == h:
        out.append(y)
    x, y = wythoff_pair((3 * h - s - 1) // 2 + 1)
    if y == h:
        out.append(x)
    return out


def _check_cells(rows: int, columns: int, what: str) -> None:
    if rows * columns > MAX_CELLS:
        raise InputValueError(
            f"{what} needs {heap_repr(rows)} x {heap_repr(columns)} Grundy values, more than the {MAX_CELLS} "
            "computed here (see cgtalg.rulesets.heap.wythoff.MAX_CELLS)"
        )


def _table(rows: int, columns: int, keep: bool) -> tuple[list[list[int]], int]:
    """The Grundy values ``G(x, y)`` for ``x < rows``, ``y < columns``: the table (if *keep*) and the last value.

    ``G(x, y)`` is the mex of the values left of it in its row, above it in
    its column and above-left on its diagonal. Each row, column and diagonal
    keeps the set of its values as a bit mask, so the mex is the lowest bit
    not set in the union of three masks.
    """
    column = [0] * columns
    diagonal = [0] * (rows + columns)  # index y - x + rows
    table: list[list[int]] = []
    g = bit = 0
    for x in range(rows):
        row = 0
        line = []
        shift = rows - x
        for y in range(columns):
            d = y + shift
            seen = row | column[y] | diagonal[d]
            bit = ~seen & (seen + 1)
            row |= bit
            column[y] |= bit
            diagonal[d] |= bit
            if keep:
                line.append(bit.bit_length() - 1)
        if keep:
            table.append(line)
    if rows and columns:
        g = bit.bit_length() - 1
    return table, g


def wythoff_grundy(a: int, b: int) -> int:
    """Return the Grundy value ``G(a, b)`` of the Wythoff position ``(a, b)``.

    A P-position (:func:`is_p_position`) gives 0 at once; ``G(0, b) = b``;
    otherwise the values ``G(x, y)`` for ``x <= min(a, b)`` and ``y <= max(a,
    b)`` are computed row by row as in :func:`wythoff_grundy_table`
    (``(a+1)*(b+1)`` mask operations, and memory for one mask per column and
    diagonal).

    Parameters
    ----------
    a, b : int
        The heap sizes, non-negative, in either order.

    Returns
    -------
    int
        The Grundy value; 0 exactly for a P-position.

    Raises
    ------
    InputTypeError
        If a size is not an int (bools refused).
    InputValueError
        If a size is negative, or ``(min+1) * (max+1)`` is above :data:`MAX_CELLS`.

    References
    ----------
    Winning Ways, chapter 3 (Wyt Queens: the mex rule and the nim-values of the board).

    Examples
    --------
    >>> wythoff_grundy(2, 3), wythoff_grundy(10, 6), wythoff_grundy(0, 12)
    (5, 0, 12)
    """
    a, b = sorted((_heap(a), _heap(b)))
    if a == 0:
        return b
    if is_p_position(a, b):
        return 0
    _check_cells(a + 1, b + 1, f"the Grundy value of Wythoff({heap_repr(a)}, {heap_repr(b)})")
    return _table(a + 1, b + 1, keep=False)[1]


def wythoff_grundy_table(rows: int, columns: int | None = None) -> list[list[int]]:
    """Return the table of Wythoff Grundy values: ``table[a][b] = G(a, b)`` for ``a < rows``, ``b < columns``.

    Computed row by row: ``G(a, b)`` is the mex of the values earlier in its
    row, its column and its diagonal (the positions one move away), each kept
    as a bit mask, so the whole table takes ``rows * columns`` mask
    operations (a 1000 x 1000 table about a second in pure Python).

    Parameters
    ----------
    rows : int
        The number of rows (the first heap runs over ``0 .. rows-1``).
    columns : int, optional
        The number of columns (the second heap); *rows* when omitted.

    Returns
    -------
    list of list of int
        The table; it is symmetric where both heaps are in range.

    Raises
    ------
    InputTypeError
        If *rows* or *columns* is not an int (bools refused).
    InputValueError
        If either is negative, or the table has more than :data:`MAX_CELLS` entries.

    References
    ----------
    Winning Ways, chapter 3 (Wyt Queens: the nim-values of the board); Siegel,
    *Combinatorial Game Theory*, chapter IV.

    Examples
    --------
    >>> for line in wythoff_grundy_table(5, 8):
    ...     print(line)
    [0, 1, 2, 3, 4, 5, 6, 7]
    [1, 2, 0, 4, 5, 3, 7, 8]
    [2, 0, 1, 5, 3, 4, 8, 6]
    [3, 4, 5, 6, 2, 0, 1, 9]
    [4, 5, 3, 2, 7, 6, 9, 0]
    """
    rows = check_int(rows, "the number of rows", minimum=0)
    columns = rows if columns is None else check_int(columns, "the number of columns", minimum=0)
    _check_cells(rows, columns, "the table")
    return _table(rows, columns, keep=True)[0]
