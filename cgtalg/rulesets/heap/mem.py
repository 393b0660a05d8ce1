"""Mem0 (short local Nim): Nim in which a heap may not lose the number it lost last.

**The rules.** There are heaps of tokens. A move removes some positive
number ``k`` of tokens from one heap, except that ``k`` may not be the
number last removed from that same heap (a heap nobody has touched yet has
no such restriction). Whoever cannot move loses (normal play). It is the
first of the *memgames* of Larsson, Rubinstein-Salzedo and Siegel, whose
positions remember the previous move; on one heap it is the "short global
Nim" of Schlatter and James, whose Grundy values are OEIS A131469.

A heap is written ``n_k``: ``n`` tokens left, ``k`` removed from it on its
last move (``n`` alone, or ``n_0``, for an untouched heap); the position
text (what ``cgtalg.rulesets.get("mem0")`` reads and prints) is the heaps
separated by spaces, ``"5 3_2"``. A memory ``k`` above ``n`` forbids
nothing and is dropped, and so are empty heaps.

**The Grundy values.** Heaps are independent, so a position's value is the
nim-sum of its heaps' values. :func:`mem0_grundy` builds them row by row:
with ``S(n)`` the values after each take ``j = 1, ..., n`` from an
untouched heap of ``n``, ``G(n_0) = mex S(n)``, and ``G(n_k)`` differs from
it only when the take ``k`` alone gives some value below that mex, which
is then the mex; one pass per row. The values that recur at infinitely
many heap sizes (0, 12, 1270, 105161, as far as known) are OEIS A351630.

References
----------
U. Larsson, S. Rubinstein-Salzedo and A. N. Siegel, "Memgames",
arXiv:1912.10517 (2019). R. K. Guy and R. J. Nowakowski, "Unsolved
problems in combinatorial games", in *More Games of No Chance*, MSRI
Publications 42 (2002), problem 22. OEIS A131469 (Grundy values of one
heap, M. Schlatter and J. James) and A351630.

Examples
--------
>>> from cgtalg.impartial import grundy
>>> [mem0_grundy(n) for n in range(12)]
[0, 1, 1, 2, 3, 3, 2, 4, 5, 5, 6, 7]
>>> p = Mem0.parse_text("5 3_2")
>>> p.text(), grundy(p), grundy(p, shortcuts=False)
('3_2 5', 1, 1)
"""

from __future__ import annotations

from array import array

from ...engine.position import ImpartialPosition
from ...errors import InputValueError, check_int, check_str
from .grundy_rows import GrundyRows

__all__ = ["MAX_HEAP", "Mem0", "mem0_grundy"]

#: The largest heap :func:`mem0_grundy` values: its table holds ``n * (n + 1) / 2`` values (4.5 million,
#: 18 MB, for 3,000 tokens; some seconds in pure Python).
MAX_HEAP = 3_000


def _mem0_row(rows: list[array], n: int) -> array:
    """Row *n*: G(n_0) to G(n_n), from the rows below it."""
    # The take j leaves n - j tokens remembering j (forgotten when j > n - j: it forbids nothing).
    after = [0] + [rows[n - j][j if j <= n - j else 0] for j in range(1, n + 1)]
    count = [0] * (n + 2)
    for v in after[1:]:
        if v <= n:
            count[v] += 1
    mex = 0
    while count[mex]:
        mex += 1
    row = array("I", [mex])
    for k in range(1, n + 1):
        v = after[k]
        row.append(v if v < mex and count[v] == 1 else mex)
    return row


#: Row n holds G(n_0), G(n_1), ..., G(n_n): grown as needed, never shrunk (bounded by MAX_HEAP rows).
_ROWS = GrundyRows(_mem0_row)


def mem0_grundy(heap: int, memory: int = 0) -> int:
    """The Grundy value of one Mem0 heap of *heap* tokens that last lost *memory* tokens.

    Parameters
    ----------
    heap : int
        The tokens left, ``0 <= heap <= MAX_HEAP``.
    memory : int, default 0
        The number last removed from the heap (0: untouched), which the
        next move on it may not remove.

    Returns
    -------
    int

    Raises
    ------
    InputTypeError
        If *heap* or *memory* is not an int.
    InputValueError
        If *heap* is negative or over :data:`MAX_HEAP`, or *memory* negative.

    References
    ----------
    Larsson, Rubinstein-Salzedo and Siegel, "Memgames" (2019); OEIS A131469.

    Examples
    --------
    >>> mem0_grundy(3), mem0_grundy(3, 1), mem0_grundy(3, 2), mem0_grundy(3, 3)
    (2, 2, 2, 0)
    """
    heap = check_int(heap, "a Mem0 heap", minimum=0, maximum=MAX_HEAP)
    memory = check_int(memory, "a Mem0 heap's memory", minimum=0)
    return _ROWS.up_to(heap)[heap][memory if memory <= heap else 0]  # type: ignore[no-any-return]


class Mem0(ImpartialPosition):
    """A Mem0 position: heaps, each a pair ``(tokens, memory)`` or a bare size (an untouched heap).

    Parameters
    ----------
    *heaps : int or tuple of (int, int)
        The heaps: ``n`` for an untouched heap, ``(n, k)`` for ``n``
        tokens that last lost ``k``.

    Attributes
    ----------
    heap_pairs : tuple of (int, int)
        The non-empty heaps, sorted, memories above the heap dropped to 0.

    Raises
    ------
    InputTypeError
        If a heap is neither an int nor a pair of ints.
    InputValueError
        If a size or a memory is negative.

    References
    ----------
    Larsson, Rubinstein-Salzedo and Siegel, "Memgames" (2019).

    Examples
    --------
    >>> Mem0(5, (3, 2)), Mem0((2, 3)) == Mem0(2), Mem0(0, 4).text()
    (Mem0('3_2 5'), True, '4')
    """

    __slots__ = ("heap_pairs",)

    def __init__(self, *heaps: "int | tuple[int, int]") -> None:
        pairs = []
        for h in heaps:
            if isinstance(h, tuple):
                if len(h) != 2:
                    raise InputValueError(f"a Mem0 heap is n or (n, k), not a tuple of {len(h)}")
                n = check_int(h[0], "a Mem0 heap", minimum=0)
                k = check_int(h[1], "a Mem0 heap's memory", minimum=0)
            else:
                n, k = check_int(h, "a Mem0 heap", minimum=0), 0
            if n:
                pairs.append((n, k if k <= n else 0))
        self.heap_pairs = tuple(sorted(pairs))

    @classmethod
    def _trusted(cls, pairs: list[tuple[int, int]]) -> "Mem0":
        p = cls.__new__(cls)
        p.heap_pairs = tuple(sorted(pairs))
        return p

    @classmethod
    def parse_text(cls, text: str) -> "Mem0":
        """The position written *text*: heaps ``n`` or ``n_k`` separated by spaces (the registry's parser).

        Parameters
        ----------
        text : str
            Such as ``"5 3_2"``.

        Returns
        -------
        Mem0

        Raises
        ------
        InputTypeError
            If *text* is not a str.
        InputValueError
            For a word that is not ``n`` or ``n_k`` in digits.

        Examples
        --------
        >>> Mem0.parse_text("4_1 2").heap_pairs
        ((2, 0), (4, 1))
        """
        text = check_str(text, "a Mem0 position")
        pairs = []
        for word in text.replace(",", " ").split():
            parts = word.split("_")
            if len(parts) > 2 or not all(p.isascii() and p.isdigit() and len(p) <= 9 for p in parts):
                raise InputValueError(
                    f"a Mem0 heap is written n (untouched) or n_k (n tokens, k taken from it last), such as "
                    f"'5 3_2'; got {word!r}")
            pairs.append((int(parts[0]), int(parts[1]) if len(parts) == 2 else 0))
        return cls(*pairs)

    _from_text = parse_text

    @property
    def heaps(self) -> tuple[int, ...]:
        """The heap sizes (what the command line measures).

        Returns
        -------
        tuple of int

        Examples
        --------
        >>> Mem0(5, (3, 2)).heaps
        (3, 5)
        """
        return tuple(n for n, _ in self.heap_pairs)

    def key(self) -> tuple[tuple[int, int], ...]:
        """The heaps as sorted pairs (see :meth:`Position.key`).

        Returns
        -------
        tuple of (int, int)

        Examples
        --------
        >>> Mem0(5, (3, 2)).key()
        ((3, 2), (5, 0))
        """
        return self.heap_pairs

    def options(self) -> list["Mem0"]:
        """Remove ``j`` tokens from one heap, ``j`` not the number it lost last; it then remembers ``j``.

        A heap emptied is dropped (the empty position's text is ``""``), and
        a memory above what is left is forgotten (it forbids nothing).

        Returns
        -------
        list of Mem0

        Examples
        --------
        >>> [o.text() for o in Mem0((3, 1)).options()]
        ['1', '']
        """
        pairs = self.heap_pairs
        out = []
        seen = set()
        for i, (n, k) in enumerate(pairs):
            if (n, k) in seen:
                continue
            seen.add((n, k))
            rest = list(pairs[:i] + pairs[i + 1:])
            for j in range(1, n + 1):
                if j != k:
                    left = n - j
                    out.append(Mem0._trusted(rest + [(left, j if j <= left else 0)] if left else rest))
        return out

    def known_grundy(self) -> int:
        """The nim-sum of the heaps' values from :func:`mem0_grundy`.

        Returns
        -------
        int

        Raises
        ------
        InputValueError
            If a heap is over :data:`MAX_HEAP`.

        Examples
        --------
        >>> Mem0(3, (3, 3)).known_grundy()
        2
        """
        g = 0
        for n, k in self.heap_pairs:
            g ^= mem0_grundy(n, k)
        return g

    def text(self) -> str:
        """The heaps, ``n`` or ``n_k``, separated by spaces, smallest first: the position text.

        Returns
        -------
        str

        Examples
        --------
        >>> Mem0(5, (3, 2), (1, 0)).text()
        '1 3_2 5'
        """
        return " ".join(f"{n}_{k}" if k else str(n) for n, k in self.heap_pairs)

    def _repr_svg_(self) -> str:
        from ...pictures.heaps import heaps_svg

        return heaps_svg(list(self.heaps))

    def __repr__(self) -> str:
        return f"Mem0({self.text()!r})"
