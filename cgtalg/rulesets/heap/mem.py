"""The memgames: Nim in which each heap remembers the number last taken from it.

**The rules.** There are heaps of tokens. A move removes some positive
number ``j`` of tokens from one heap, subject to a *memory rule* linking
``j`` to ``k``, the number last removed from that same heap (``k = 0`` for a
heap nobody has touched yet, which any take suits). Whoever cannot move
loses (normal play). These are the *memgames* of Larsson,
Rubinstein-Salzedo and Siegel, and CGSuite's ``GenMem`` schema, whose
parameter is the memory rule. Two members are here:

* **Mem0** (:class:`Mem0`, ``get("mem0")``): ``j`` may be anything but
  ``k``. On one heap it is the "short global Nim" of Schlatter and James,
  whose Grundy values are OEIS A131469; Guy and Nowakowski list it as an
  unsolved problem.
* **Mem** (:class:`Mem`, ``get("mem")``): ``j`` must be at least ``k``
  (CGSuite's ``Mem``, ``GenMem((memory, j) -> j >= memory)``).
* **Take-Away** of ratio ``r`` (:class:`TakeAway`, ``get("take-away")``):
  ``j`` is at most ``r k`` (CGSuite's ``TakeAway(r)``,
  ``GenMem((memory, j) -> j <= memory * r)``, for a whole number ``r``);
  an untouched heap may lose any number. The position text starts with the
  ratio and a colon: ``"3:10_1 5"``. One-heap Fibonacci Nim
  (:mod:`cgtalg.rulesets.heap.fibonacci_nim`, whose first move may not take
  the whole heap) plays ``TakeAway(2)`` after its first move, and the two
  share their table (:func:`~cgtalg.rulesets.heap.fibonacci_nim.limit_rows`).

A heap is written ``n_k``: ``n`` tokens left, ``k`` removed from it on its
last move (``n`` alone, or ``n_0``, for an untouched heap); the position
text is the heaps separated by spaces, ``"5 3_2"``. Empty heaps are dropped,
and a memory above ``n`` is normalised by the rule: in Mem0 it forbids
nothing (the heap is untouched), in Mem it forbids every take (the heap is
dead, and dropped); in Take-Away a memory ``k`` with ``r k >= n`` forbids
nothing.

**The Grundy values.** Heaps are independent, so a position's value is the
nim-sum of its heaps' values, which :func:`mem0_grundy`, :func:`mem_grundy`
and :func:`take_away_grundy` read from a table built row by row (one pass a row, see
:mod:`~cgtalg.rulesets.heap.grundy_rows`). In Mem0, with ``S(n)`` the values
after each take from an untouched heap of ``n``, ``G(n_0) = mex S(n)``, and
``G(n_k)`` differs from it only when the take ``k`` alone gives some value
below that mex, which is then the mex; the values that recur at infinitely
many heap sizes (0, 12, 1270, 105161, as far as known) are OEIS A351630. In
Mem the takes allowed from ``n_k`` grow as ``k`` falls, so ``G(n_k)`` for
``k = n, n - 1, ..., 1`` is a growing mex, and ``G(n_0) = G(n_1)``; in
Take-Away they grow with ``k``, and the table is that of the limits
``0, ..., n`` (the one Fibonacci Nim uses for the ratio 2).

References
----------
U. Larsson, S. Rubinstein-Salzedo and A. N. Siegel, "Memgames",
arXiv:1912.10517 (2019). R. K. Guy and R. J. Nowakowski, "Unsolved
problems in combinatorial games", in *More Games of No Chance*, MSRI
Publications 42 (2002), problem 22. OEIS A131469 (Grundy values of one
Mem0 heap, M. Schlatter and J. James) and A351630. CGSuite, ``GenMem`` and
``Mem`` (game.heap).

Examples
--------
>>> from cgtalg.impartial import grundy
>>> [mem0_grundy(n) for n in range(12)]
[0, 1, 1, 2, 3, 3, 2, 4, 5, 5, 6, 7]
>>> [mem_grundy(n) for n in range(12)]
[0, 1, 2, 1, 2, 3, 4, 3, 2, 4, 3, 5]
>>> p = Mem0.parse_text("5 3_2")
>>> p.text(), grundy(p), grundy(p, shortcuts=False)
('3_2 5', 1, 1)
>>> q = Mem.parse_text("5 3_2 2_3")
>>> q.text(), grundy(q), grundy(q, shortcuts=False)
('3_2 5', 2, 2)
>>> t = TakeAway.parse_text("3:10_1 5")
>>> t.text(), grundy(t), grundy(t, shortcuts=False)
('3:5 10_1', 6, 6)
"""

from __future__ import annotations

from array import array
from typing import Callable, ClassVar, TypeVar

from ...engine.position import ImpartialPosition
from ...errors import InputTypeError, InputValueError, check_int, check_str
from .fibonacci_nim import limit_rows
from .grundy_rows import GrundyRows

__all__ = ["MAX_HEAP", "MAX_RATIO", "HeapsWithMemory", "Mem", "Mem0", "TakeAway", "mem0_grundy", "mem_grundy",
           "take_away_grundy"]

#: The largest heap :func:`mem0_grundy` and :func:`mem_grundy` value: each table holds ``n * (n + 1) / 2``
#: values (4.5 million, 18 MB, for 3,000 tokens; some seconds in pure Python).
MAX_HEAP = 3_000

#: The largest Take-Away ratio accepted (each ratio valued keeps a table of its own).
MAX_RATIO = 64

_H = TypeVar("_H", bound="HeapsWithMemory")
_BASE_ONLY = "HeapsWithMemory is the base of the memgames, with no rule of its own: use Mem0, Mem or TakeAway"


def _mem0_row(rows: list[array], n: int) -> array:
    """Mem0's row *n*: G(n_0) to G(n_n), from the rows below it."""
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


def _mem_row(rows: list[array], n: int) -> array:
    """Mem's row *n*: G(n_0) to G(n_n), from the rows below it."""
    # The take j leaves n - j tokens that must lose at least j next (a dead heap, 0, when j > n - j).
    # From n_k the takes are k..n: going down from k = n, each row entry adds one take to the set.
    seen = bytearray(n + 2)
    row = array("I", [0] * (n + 1))
    mex = 0
    for k in range(n, 0, -1):
        left = n - k
        g = rows[left][k] if k <= left else 0
        if g <= n:
            seen[g] = 1
            while seen[mex]:
                mex += 1
        row[k] = mex
    row[0] = row[1] if n else 0
    return row


#: Row n holds G(n_0), G(n_1), ..., G(n_n): grown as needed, never shrunk (bounded by MAX_HEAP rows).
_MEM0_ROWS = GrundyRows(_mem0_row)
_MEM_ROWS = GrundyRows(_mem_row)


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
    return _MEM0_ROWS.up_to(heap)[heap][memory if memory <= heap else 0]  # type: ignore[no-any-return]


def mem_grundy(heap: int, memory: int = 0) -> int:
    """The Grundy value of one Mem heap of *heap* tokens that last lost *memory* tokens.

    Parameters
    ----------
    heap : int
        The tokens left, ``0 <= heap <= MAX_HEAP``.
    memory : int, default 0
        The number last removed from the heap (0: untouched); the next
        move on it must remove at least that many.

    Returns
    -------
    int
        0 when *memory* is over *heap* (no take is allowed).

    Raises
    ------
    InputTypeError
        If *heap* or *memory* is not an int.
    InputValueError
        If *heap* is negative or over :data:`MAX_HEAP`, or *memory* negative.

    References
    ----------
    Larsson, Rubinstein-Salzedo and Siegel, "Memgames" (2019); CGSuite's ``game.heap.Mem``.

    Examples
    --------
    >>> [mem_grundy(10, k) for k in range(12)]
    [3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1, 0]
    """
    heap = check_int(heap, "a Mem heap", minimum=0, maximum=MAX_HEAP)
    memory = check_int(memory, "a Mem heap's memory", minimum=0)
    return _MEM_ROWS.up_to(heap)[heap][memory] if memory <= heap else 0  # type: ignore[no-any-return]


class HeapsWithMemory(ImpartialPosition):
    """Heaps that each remember the number last taken from them: the base of the memgames.

    A subclass names its game (``GAME``), says which takes its memory rule
    allows (``_allows``, which :meth:`allows` calls), how a heap is kept
    (``_normal_heap``, which :meth:`normal_heap` calls: what a memory above
    the heap means) and values one heap (``HEAP_GRUNDY``); the rest (the text,
    the options, the nim-sum) is shared.

    Parameters
    ----------
    *heaps : int or tuple of (int, int)
        The heaps: ``n`` for an untouched heap, ``(n, k)`` for ``n``
        tokens that last lost ``k``.

    Attributes
    ----------
    heap_pairs : tuple of (int, int)
        The live heaps as :meth:`normal_heap` leaves them, sorted.

    Raises
    ------
    InputTypeError
        If a heap is neither an int nor a pair of ints, or for
        HeapsWithMemory itself (it has no rule: use a member).
    InputValueError
        If a size or a memory is negative.

    References
    ----------
    Larsson, Rubinstein-Salzedo and Siegel, "Memgames" (2019).

    Examples
    --------
    >>> Mem0(5, (3, 2)), Mem0((2, 3)) == Mem0(2), Mem((2, 3)) == Mem()
    (Mem0('3_2 5'), True, True)
    """

    __slots__ = ("heap_pairs",)

    #: The game's name in messages and the repr.
    GAME: ClassVar[str] = ""
    #: The Grundy value of one heap ``(n, k)``.
    HEAP_GRUNDY: ClassVar[Callable[[int, int], int]]

    def __init__(self, *heaps: "int | tuple[int, int]") -> None:
        game = self.GAME
        if not game:
            raise InputTypeError(_BASE_ONLY)
        pairs = []
        for h in heaps:
            if isinstance(h, tuple):
                if len(h) != 2:
                    raise InputValueError(f"a {game} heap is n or (n, k), not a tuple of {len(h)}")
                n = check_int(h[0], f"a {game} heap", minimum=0)
                k = check_int(h[1], f"a {game} heap's memory", minimum=0)
            else:
                n, k = check_int(h, f"a {game} heap", minimum=0), 0
            pair = self._normal_heap(n, k)
            if pair is not None:
                pairs.append(pair)
        self.heap_pairs = tuple(sorted(pairs))

    @staticmethod
    def _allows(memory: int, take: int) -> bool:
        raise InputTypeError(_BASE_ONLY)

    @staticmethod
    def _normal_heap(tokens: int, memory: int) -> "tuple[int, int] | None":
        raise InputTypeError(_BASE_ONLY)

    @classmethod
    def allows(cls, memory: int, take: int) -> bool:
        """Whether the memory rule lets a heap that last lost *memory* tokens now lose *take*.

        Mem0: any take but *memory*; Mem: at least *memory*.

        Parameters
        ----------
        memory : int
            The number last taken from the heap (0: untouched).
        take : int
            The number the move would take, at least 1.

        Returns
        -------
        bool

        Examples
        --------
        >>> Mem0.allows(2, 2), Mem0.allows(0, 2), Mem.allows(3, 2), Mem.allows(2, 3)
        (False, True, False, True)
        """
        memory = check_int(memory, "a heap's memory", minimum=0)
        return cls._allows(memory, check_int(take, "a take", minimum=1))

    @classmethod
    def normal_heap(cls, tokens: int, memory: int) -> "tuple[int, int] | None":
        """The heap *tokens* remembering *memory* as kept: its pair, or None when it has no move.

        An empty heap is dropped. A memory above the heap forbids nothing in
        Mem0 (it is forgotten) and every take in Mem (the heap is dropped).

        Parameters
        ----------
        tokens : int
            The tokens left.
        memory : int
            The number last taken from it.

        Returns
        -------
        tuple of (int, int) or None

        Examples
        --------
        >>> Mem0.normal_heap(2, 3), Mem.normal_heap(2, 3), Mem.normal_heap(2, 2), Mem0.normal_heap(0, 0)
        ((2, 0), None, (2, 2), None)
        """
        tokens = check_int(tokens, "a heap", minimum=0)
        return cls._normal_heap(tokens, check_int(memory, "a heap's memory", minimum=0))

    @classmethod
    def _trusted(cls: type[_H], pairs: list[tuple[int, int]]) -> _H:
        p = cls.__new__(cls)
        p.heap_pairs = tuple(sorted(pairs))
        return p

    @classmethod
    def parse_text(cls: type[_H], text: str) -> _H:
        """The position written *text*: heaps ``n`` or ``n_k`` separated by spaces (the registry's parser).

        Parameters
        ----------
        text : str
            Such as ``"5 3_2"``.

        Returns
        -------
        HeapsWithMemory
            Of the class it is called on.

        Raises
        ------
        InputTypeError
            If *text* is not a str.
        InputValueError
            For a word that is not ``n`` or ``n_k`` in digits.

        Examples
        --------
        >>> Mem0.parse_text("4_1 2").heap_pairs, Mem.parse_text("4_1 2_5").heap_pairs
        (((2, 0), (4, 1)), ((4, 1),))
        """
        return cls(*cls._read_heaps(text))

    @classmethod
    def _read_heaps(cls, text: str) -> list[tuple[int, int]]:
        """The pairs (n, k) of the words ``n`` or ``n_k`` of *text*."""
        text = check_str(text, f"a {cls.GAME} position")
        pairs = []
        for word in text.replace(",", " ").split():
            parts = word.split("_")
            if len(parts) > 2 or not all(p.isascii() and p.isdigit() and len(p) <= 9 for p in parts):
                raise InputValueError(
                    f"a {cls.GAME} heap is written n (untouched) or n_k (n tokens, k taken from it last), such as "
                    f"'5 3_2'; got {word!r}")
            pairs.append((int(parts[0]), int(parts[1]) if len(parts) == 2 else 0))
        return pairs

    @classmethod
    def _from_text(cls: type[_H], text: str) -> _H:
        return cls.parse_text(text)

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

    def options(self) -> list:  # type: ignore[type-arg]
        """Remove ``j`` tokens from one heap, as the memory rule allows; that heap then remembers ``j``.

        The heap left is kept as :meth:`normal_heap` says (an empty or dead
        heap is dropped; the empty position's text is ``""``).

        Returns
        -------
        list of HeapsWithMemory

        Examples
        --------
        >>> [o.text() for o in Mem0((3, 1)).options()]
        ['1', '']
        >>> [o.text() for o in Mem((3, 1)).options()]
        ['2_1', '', '']
        """
        pairs = self.heap_pairs
        allows, normal = self._allows, self._normal_heap
        out = []
        seen = set()
        for i, (n, k) in enumerate(pairs):
            if (n, k) in seen:
                continue
            seen.add((n, k))
            rest = list(pairs[:i] + pairs[i + 1:])
            for j in range(1, n + 1):
                if allows(k, j):
                    left = normal(n - j, j)
                    out.append(self._trusted(rest + [left] if left is not None else rest))
        return out

    def known_grundy(self) -> int:
        """The nim-sum of the heaps' values (from the game's table).

        Returns
        -------
        int

        Raises
        ------
        InputValueError
            If a heap is over :data:`MAX_HEAP`.

        Examples
        --------
        >>> Mem0(3, (3, 3)).known_grundy(), Mem(3, (3, 3)).known_grundy()
        (2, 0)
        """
        value = type(self).HEAP_GRUNDY
        g = 0
        for n, k in self.heap_pairs:
            g ^= value(n, k)
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
        return f"{type(self).__name__}({self.text()!r})"


class Mem0(HeapsWithMemory):
    """A Mem0 position (short local Nim): a heap may not lose the number it lost last.

    Parameters
    ----------
    *heaps : int or tuple of (int, int)
        The heaps: ``n`` for an untouched heap, ``(n, k)`` for ``n``
        tokens that last lost ``k`` (a memory above ``n`` forbids nothing
        and is dropped).

    Raises
    ------
    InputTypeError
        If a heap is neither an int nor a pair of ints.
    InputValueError
        If a size or a memory is negative.

    References
    ----------
    Larsson, Rubinstein-Salzedo and Siegel, "Memgames" (2019); OEIS A131469.

    Examples
    --------
    >>> Mem0(5, (3, 2)), Mem0(0, 4).text(), Mem0((3, 1)).known_grundy()
    (Mem0('3_2 5'), '4', 2)
    """

    __slots__ = ()
    GAME = "Mem0"
    HEAP_GRUNDY = staticmethod(mem0_grundy)

    @staticmethod
    def _allows(memory: int, take: int) -> bool:
        return take != memory

    @staticmethod
    def _normal_heap(tokens: int, memory: int) -> "tuple[int, int] | None":
        return (tokens, memory if memory <= tokens else 0) if tokens else None


class Mem(HeapsWithMemory):
    """A Mem position: each take from a heap is at least the number it lost last.

    Parameters
    ----------
    *heaps : int or tuple of (int, int)
        The heaps: ``n`` for an untouched heap, ``(n, k)`` for ``n``
        tokens that last lost ``k`` (a memory above ``n`` leaves no move:
        the heap is dropped).

    Raises
    ------
    InputTypeError
        If a heap is neither an int nor a pair of ints.
    InputValueError
        If a size or a memory is negative.

    References
    ----------
    Larsson, Rubinstein-Salzedo and Siegel, "Memgames" (2019); CGSuite's ``game.heap.Mem``.

    Examples
    --------
    >>> Mem(10, (4, 5)), Mem((10, 4)).known_grundy()
    (Mem('10'), 2)
    """

    __slots__ = ()
    GAME = "Mem"
    HEAP_GRUNDY = staticmethod(mem_grundy)

    @staticmethod
    def _allows(memory: int, take: int) -> bool:
        return take >= memory

    @staticmethod
    def _normal_heap(tokens: int, memory: int) -> "tuple[int, int] | None":
        return (tokens, memory) if tokens and memory <= tokens else None


def take_away_grundy(ratio: int, heap: int, memory: int = 0) -> int:
    """The Grundy value of one Take-Away heap of *heap* tokens that last lost *memory*: takes up to *ratio* times it.

    Parameters
    ----------
    ratio : int
        How many times the last take the next may be, ``1 <= ratio <= MAX_RATIO``.
    heap : int
        The tokens left, ``0 <= heap <= MAX_HEAP``.
    memory : int, default 0
        The number last removed from the heap (0: untouched, any take).

    Returns
    -------
    int

    Raises
    ------
    InputTypeError
        If an argument is not an int.
    InputValueError
        If *ratio* is out of range, *heap* negative or over :data:`MAX_HEAP`, or *memory* negative.

    References
    ----------
    CGSuite's ``game.heap.TakeAway``; Winning Ways, ch. 15.

    Examples
    --------
    >>> [take_away_grundy(3, 10, k) for k in range(1, 5)], take_away_grundy(3, 10)
    ([2, 2, 6, 6], 6)
    """
    ratio = check_int(ratio, "a Take-Away ratio", minimum=1, maximum=MAX_RATIO)
    heap = check_int(heap, "a Take-Away heap", minimum=0, maximum=MAX_HEAP)
    memory = check_int(memory, "a Take-Away heap's memory", minimum=0)
    limit = heap if memory == 0 else min(ratio * memory, heap)
    return limit_rows(ratio).up_to(heap)[heap][limit]  # type: ignore[no-any-return]


_TAKE_AWAY_CLASSES: dict[int, type] = {}


def _take_away_class(ratio: int) -> "type[TakeAway]":
    """The position class of Take-Away with *ratio* (a subclass of TakeAway, made once)."""
    cls = _TAKE_AWAY_CLASSES.get(ratio) if type(ratio) is int else None
    if cls is None:
        ratio = check_int(ratio, "a Take-Away ratio", minimum=1, maximum=MAX_RATIO)

        def allows(memory: int, take: int) -> bool:
            return memory == 0 or take <= ratio * memory

        def normal_heap(tokens: int, memory: int) -> "tuple[int, int] | None":
            return (tokens, memory if ratio * memory < tokens else 0) if tokens else None

        def heap_grundy(heap: int, memory: int) -> int:
            return take_away_grundy(ratio, heap, memory)

        cls = type(f"TakeAway{ratio}", (TakeAway,),
                   {"__slots__": (), "ratio": ratio, "__module__": __name__,
                    "_allows": staticmethod(allows), "_normal_heap": staticmethod(normal_heap),
                    "HEAP_GRUNDY": staticmethod(heap_grundy),
                    "__doc__": f"A Take-Away position whose takes are at most {ratio} times the heap's last."})
        cls = _TAKE_AWAY_CLASSES.setdefault(ratio, cls)
    return cls  # type: ignore[return-value]


class TakeAway(HeapsWithMemory):
    """A Take-Away position of a whole ratio ``r``: each take from a heap is at most ``r`` times its last.

    The instance is of the subclass for its ratio (one class per ratio), so
    that positions of different ratios are never equal.

    Parameters
    ----------
    ratio : int
        How many times the last take the next may be, ``1 <= ratio <= MAX_RATIO``.
    *heaps : int or tuple of (int, int)
        The heaps: ``n`` for an untouched heap (any take), ``(n, k)`` for
        ``n`` tokens that last lost ``k`` (a memory with ``r k >= n``
        forbids nothing and is dropped).

    Attributes
    ----------
    ratio : int
        The ratio.

    Raises
    ------
    InputTypeError
        If the ratio or a heap is not an int (or a heap not a pair of ints).
    InputValueError
        If the ratio is out of range, or a size or a memory negative.

    References
    ----------
    CGSuite's ``game.heap.TakeAway``, ``GenMem((memory, j) -> j <= memory * r)``.

    Examples
    --------
    >>> p = TakeAway(3, 10, (5, 1))
    >>> p, p.ratio, p.known_grundy(), p == TakeAway(2, 10, (5, 1))
    (TakeAway('3:5_1 10'), 3, 7, False)
    >>> sorted(o.text() for o in TakeAway(2, (4, 1)).options())
    ['2:2', '2:3_1']
    """

    __slots__ = ()
    GAME = "Take-Away"
    ratio: ClassVar[int]

    def __new__(cls, *args: object) -> "TakeAway":
        if "ratio" not in cls.__dict__:  # the family's class: make the position of the class of its ratio
            if not args:
                raise InputTypeError("a Take-Away position is made from a ratio and heaps, e.g. TakeAway(2, 10)")
            cls = _take_away_class(args[0])  # type: ignore[arg-type]
        return object.__new__(cls)

    def __init__(self, ratio: int, *heaps: "int | tuple[int, int]") -> None:
        super().__init__(*heaps)

    @classmethod
    def parse_text(cls, text: str) -> "TakeAway":
        """The position written ``"r:HEAPS"``: the ratio, a colon, then heaps ``n`` or ``n_k``.

        Parameters
        ----------
        text : str
            Such as ``"3:10_1 5"``.

        Returns
        -------
        TakeAway

        Raises
        ------
        InputTypeError
            If *text* is not a str.
        InputValueError
            Without a ratio and a colon, or for a heap that is not ``n`` or ``n_k``.

        Examples
        --------
        >>> TakeAway.parse_text("2:4_1 3").heap_pairs
        ((3, 0), (4, 1))
        """
        check_str(text, "a Take-Away position")
        ratio, colon, heaps = text.strip().partition(":")
        ratio = ratio.strip()
        if not colon or not (ratio.isascii() and ratio.isdigit() and len(ratio) <= 6):
            raise InputValueError(f"a Take-Away position is the ratio, a colon and the heaps, e.g. '3:10_1 5', "
                                  f"not {text!r}")
        return _take_away_class(int(ratio))(int(ratio), *cls._read_heaps(heaps))

    def text(self) -> str:
        """The ratio, a colon, then the heaps (``n`` or ``n_k``, smallest first): the position text.

        Returns
        -------
        str

        Examples
        --------
        >>> TakeAway(3, 10, (5, 1)).text()
        '3:5_1 10'
        """
        return f"{self.ratio}:{super().text()}"

    def __reduce__(self) -> tuple[object, ...]:
        # The classes of the ratios are made at run time: pickle through the family's class.
        return (TakeAway, (self.ratio, *self.heap_pairs))

    def __repr__(self) -> str:
        return f"TakeAway({self.text()!r})"
