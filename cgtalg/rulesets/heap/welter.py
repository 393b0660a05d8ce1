"""Welter's game, also played as the glasses game.

**The rules.** There are some glasses of balls, no two holding the same
number. A move takes one or more balls (perhaps all) out of one glass, and
must leave the glasses still holding pairwise different numbers of balls.
Whoever cannot move loses.

Put a coin on square *k* of a strip for each glass of *k* balls: a move slides
one coin to the left onto any empty square. That is Welter's game. The
glasses start, in the puzzle this module was written for, with
``n + 1, n + 2, ..., 2n`` balls (:func:`glasses_start`).

Besides the ruleset this module holds the *Welter function*
``[a|b|c|...]``, the Grundy value of a position, by Conway's mating method
(:func:`welter`), its inverse (:func:`welter_solve`), which finds winning
moves without search, and the closed recursion for the starting positions
(:func:`start_value`).

The position text is the glasses' counts separated by spaces, ``"1 3 6 10"``.

References
----------
C. P. Welter, *The theory of a class of games on a sequence of squares*,
Indag. Math. 16 (1954), 194-200.
J. H. Conway, *On Numbers and Games*, chapter 13.
R. K. Guy, *Impartial games*, in Games of No Chance, MSRI Publ. 29 (1996).

Examples
--------
>>> from cgtalg.impartial import grundy
>>> p = Welter([1, 3, 6, 10])
>>> welter(p.coins), grundy(p, shortcuts=False)
(10, 10)
>>> welter_winning_moves([1, 3, 6, 10])
[(10, 4)]
"""

from __future__ import annotations

import heapq
from collections import Counter
from typing import Iterable

from ...engine.heap import heap_repr, parse_heaps
from ...engine.position import ImpartialPosition
from ...errors import InputTypeError, InputValueError, as_integer, check_int, describe

__all__ = [
    "Welter",
    "glasses_start",
    "welter",
    "mate",
    "welter_solve",
    "welter_winning_moves",
    "start_value",
]


def _counts(counts: Iterable[int], what: str = "glass") -> tuple[int, ...]:
    if isinstance(counts, (str, bytes)):
        raise InputTypeError("counts must be an iterable of non-negative ints, not a string")
    try:
        items = list(counts)
    except TypeError:
        raise InputTypeError(f"counts must be an iterable of non-negative ints, not {type(counts).__name__}") from None
    out = [check_int(c, f"a {what} count", minimum=0) for c in items]
    if len(set(out)) != len(out):
        dup = sorted(c for c, k in Counter(out).items() if k > 1)
        raise InputValueError(f"{what} counts must be pairwise distinct; repeated: {describe(dup)}")
    return tuple(sorted(out))


class Welter(ImpartialPosition):
    """A position of Welter's game: glasses holding distinct numbers of balls.

    The position is the set of counts (the order of the glasses does not
    matter); ``coins`` is that set as a sorted tuple.

    Parameters
    ----------
    counts : iterable of int
        Pairwise distinct non-negative ints.

    Raises
    ------
    InputValueError
        For a negative or repeated count (a ``ValueError``).
    InputTypeError
        For a count that is not an int, or is a bool (a ``TypeError``).

    Examples
    --------
    >>> Welter([4, 5, 6]).coins
    (4, 5, 6)
    >>> sorted(o.coins for o in Welter([1, 2]).options())
    [(0, 1), (0, 2)]
    >>> Welter([3, 3])
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: glass counts must be pairwise distinct; repeated: [3]
    """

    __slots__ = ("coins",)

    def __init__(self, counts: Iterable[int]):
        self.coins = _counts(counts)

    @classmethod
    def _trusted(cls, coins: tuple[int, ...]) -> "Welter":
        w = cls.__new__(cls)
        w.coins = coins
        return w

    @classmethod
    def _from_text(cls, text: str) -> "Welter":
        """The position written *text*, counts separated by spaces (what the registry's parser calls)."""
        return cls(parse_heaps(text, "a glass count"))

    def key(self) -> tuple[int, ...]:
        """Return the counts, sorted (see :meth:`Position.key`).

        Returns
        -------
        tuple of int

        Examples
        --------
        >>> Welter([6, 1]).key(), Welter([6, 1]) == Welter([1, 6])
        ((1, 6), True)
        """
        return self.coins

    def options(self) -> list["Welter"]:
        """Take balls from one glass, keeping the counts distinct.

        Returns
        -------
        list of Welter
            One per move, glass by glass.

        Examples
        --------
        >>> [o.coins for o in Welter([1, 3]).options()]
        [(0, 3), (0, 1), (1, 2)]
        """
        coins = self.coins
        taken = set(coins)
        out = []
        for i, c in enumerate(coins):
            rest = coins[:i] + coins[i + 1 :]
            for v in range(c):
                if v not in taken:
                    out.append(Welter._trusted(tuple(sorted(rest + (v,)))))
        return out

    def known_grundy(self) -> int:
        """The Welter function of the counts (see :func:`welter`).

        Returns
        -------
        int
            The Grundy value of the position.

        Examples
        --------
        >>> Welter([4, 5, 6]).known_grundy()
        4
        """
        return welter(self.coins)

    def text(self) -> str:
        """The counts separated by spaces, smallest first.

        Returns
        -------
        str

        Examples
        --------
        >>> Welter([6, 1, 3]).text()
        '1 3 6'
        """
        return " ".join(map(str, self.coins))

    def _repr_svg_(self) -> str:
        from ...pictures.heaps import heaps_svg

        return heaps_svg(self.coins)

    def __str__(self) -> str:
        return "[" + "|".join(map(heap_repr, self.coins)) + "]"


#: The most glasses :func:`glasses_start` sets out: a position holds every
#: count, and a million of them take tens of megabytes. The value of the
#: starting position has a closed form for any number (:func:`start_value`).
MAX_GLASSES = 10**6


def glasses_start(n: int) -> Welter:
    """Return the starting position of the glasses game with *n* glasses: ``n+1, ..., 2n`` balls.

    Parameters
    ----------
    n : int
        The number of glasses (0 gives the empty position), at most
        :data:`MAX_GLASSES`; :func:`start_value` gives the value for any *n*.

    Returns
    -------
    Welter

    Raises
    ------
    InputTypeError
        If *n* is not an int (bools refused).
    InputValueError
        If *n* is negative or above :data:`MAX_GLASSES`.

    Examples
    --------
    >>> glasses_start(3).coins
    (4, 5, 6)
    >>> glasses_start(10**30)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: the number of glasses must be <= 1000000, got 1000000000000000000000000000000 (a position holds every count; start_value(n) gives the value for any n)
    """
    try:
        n = check_int(n, "the number of glasses", minimum=0, maximum=MAX_GLASSES)
    except InputValueError as exc:
        count = as_integer(n)
        if count is not None and count > MAX_GLASSES:
            raise InputValueError(
                f"{exc} (a position holds every count; start_value(n) gives the value for any n)"
            ) from None
        raise
    return Welter._trusted(tuple(range(n + 1, 2 * n + 1)))


def mate(a: int, b: int) -> int:
    """Return Conway's mate ``a|b = (a XOR b) - 1``: the Welter value of two glasses.

    Parameters
    ----------
    a, b : int
        Two different non-negative counts.

    Returns
    -------
    int
        ``[a|b]``, the Grundy value of Welter's game with these two glasses.

    Raises
    ------
    InputTypeError
        If a count is not an int (bools refused).
    InputValueError
        If a count is negative, or *a* equals *b*.

    References
    ----------
    J. H. Conway, *On Numbers and Games* (Welter's function, the mate); Winning Ways (Welter's game).

    Examples
    --------
    >>> mate(4, 5), mate(1, 2), mate(0, 6)
    (0, 2, 5)
    """
    a, b = _counts([a, b])
    return (a ^ b) - 1


def _common_low_bits(a: int, b: int) -> int:
    d = a ^ b
    return (d & -d).bit_length() - 1


def _welter_mating(coins: tuple[int, ...]) -> int:
    # Conway: repeatedly mate the two counts congruent modulo the highest
    # power of 2 (longest common run of low bits), nim-add the mates and any
    # count left over. Sorting by bit-reversed value puts such a pair next to
    # each other, so a heap of neighbouring pairs finds it in O(log n).
    n = len(coins)
    if n == 0:
        return 0
    width = max(max(coins).bit_length(), 1)
    order = sorted(coins, key=lambda x: int(format(x, f"0{width}b")[::-1], 2))
    prev = list(range(-1, n - 1))
    nxt = list(range(1, n + 1))
    alive = [True] * n
    heap = [(-_common_low_bits(order[i], order[i + 1]), i, i + 1) for i in range(n - 1)]
    heapq.heapify(heap)
    value = 0
    left = n
    while left >= 2:
        _, i, j = heapq.heappop(heap)
        if not (alive[i] and alive[j] and nxt[i] == j):
            continue
        value ^= (order[i] ^ order[j]) - 1
        alive[i] = alive[j] = False
        left -= 2
        p, q = prev[i], nxt[j]
        if p >= 0:
            nxt[p] = q
        if q < n:
            prev[q] = p
        if p >= 0 and q < n:
            heapq.heappush(heap, (-_common_low_bits(order[p], order[q]), p, q))
    if left:
        value ^= next(order[k] for k in range(n) if alive[k])
    return value


def _welter_reduction(coins: tuple[int, ...]) -> int:
    # The two relations of Welter and Conway: nim-adding x to every count
    # nim-adds x to the value when the number of counts is odd (and changes
    # nothing when it is even), and a glass of 0 balls can be dropped if every
    # other count goes down by one.
    xs = list(coins)
    value = 0
    while xs:
        a = xs[0]
        if len(xs) % 2:
            value ^= a
        xs = [(x ^ a) - 1 for x in xs[1:]]
    return value


def welter(counts: Iterable[int], *, method: str = "mating") -> int:
    """Return the Welter function ``[a|b|c|...]``: the Grundy value of a Welter position.

    Parameters
    ----------
    counts : iterable of int
        Pairwise distinct non-negative ints.
    method : {"mating", "reduction"}
        ``"mating"`` (default): Conway's method, O(n log n) -- mate the two
        counts that agree in the most low binary digits, ``a|b = (a^b) - 1``,
        repeat, and nim-add the mates and the count left over.
        ``"reduction"``: O(n**2) -- nim-add the first count to all, drop the
        0 and lower the others by one, nim-adding the first count into the
        value whenever the number of counts is odd.

    Returns
    -------
    int
        The Grundy value of Welter's game with these glasses (0 for none).

    Raises
    ------
    InputTypeError
        If *counts* is not an iterable of ints (a str is refused).
    InputValueError
        If a count is negative or repeated, or *method* is unknown.

    References
    ----------
    J. H. Conway, *On Numbers and Games* (Welter's function, the mate); Winning Ways (Welter's game).

    Examples
    --------
    >>> welter([4, 5, 6]), welter([1, 3, 6, 10]), welter(range(8, 15))
    (4, 10, 8)
    >>> welter([4, 5, 6], method="reduction")
    4
    """
    coins = _counts(counts)
    if method == "mating":
        return _welter_mating(coins)
    if method == "reduction":
        return _welter_reduction(coins)
    raise InputValueError(f"unknown method {method!r}; use 'mating' or 'reduction'")


def welter_solve(others: Iterable[int], target: int = 0) -> int:
    """Return the unique count ``v`` for one more glass making ``[v|others] == target``.

    For fixed other glasses, ``v -> [v|others]`` is a bijection from the free
    counts onto the non-negative ints; this inverts it by running the two
    relations of :func:`welter` backwards (O(n**2)).

    Parameters
    ----------
    others : iterable of int
        The counts of the other glasses, pairwise distinct and non-negative.
    target : int, default 0
        The Welter value wanted (0: a position lost for the player to move).

    Returns
    -------
    int
        The count ``v``; it is not among *others*.

    Raises
    ------
    InputTypeError
        If *others* is not an iterable of ints, or *target* is not an int.
    InputValueError
        If a count is negative or repeated, or *target* is negative.

    Examples
    --------
    >>> welter_solve([1, 3, 6])          # the glass of 10 should hold 4
    4
    >>> welter([1, 3, 6, welter_solve([1, 3, 6], 7)])
    7
    """
    xs = list(_counts(others))
    target = check_int(target, "the target value", minimum=0)
    shifts = []  # the counts nim-added at each step, innermost last
    t = target
    while xs:
        a = xs[0]
        if (len(xs) + 1) % 2:  # v and the others: len(xs) + 1 counts
            t ^= a
        shifts.append(a)
        xs = [(x ^ a) - 1 for x in xs[1:]]
    v = t  # [v] = v when no other glass is left
    for a in reversed(shifts):
        v = (v + 1) ^ a
    return v


def welter_winning_moves(counts: Iterable[int]) -> list[tuple[int, int]]:
    """Return the winning moves as ``(glass count before, count after)`` pairs.

    A winning move leaves Welter value 0. There is at most one per glass
    (:func:`welter_solve` gives the only count that could work). The solves
    for all the glasses share their first steps, so n glasses take about
    n**3 / 6 elementary steps (a third of solving each glass on its own):
    about a second for 500 glasses.

    Parameters
    ----------
    counts : iterable of int
        The glasses' counts, pairwise distinct and non-negative.

    Returns
    -------
    list of tuple of (int, int)
        Each winning move as (count of the glass before, count after), in
        increasing order of the glasses; empty when the position is lost.

    Raises
    ------
    InputTypeError
        If *counts* is not an iterable of ints (a str is refused).
    InputValueError
        If a count is negative or repeated.

    Examples
    --------
    >>> welter_winning_moves([4, 5, 6])
    [(4, 0), (5, 1), (6, 2)]
    >>> welter_winning_moves([2, 3])      # already lost for the player to move
    []
    """
    coins = _counts(counts)
    # welter_solve(others_i) for each glass i, sharing work: with the counts
    # in increasing order, the first i steps of the reduction of "every glass
    # but i" nim-add the same counts as the first i steps for all the glasses
    # (glass i is not yet the first of the list), so they are done once; only
    # the rest of the list is reduced per glass. O(n**3 / 6) instead of
    # O(n**3 / 2) for n glasses; the same answers as calling welter_solve.
    moves = []
    xs = list(coins)  # the whole list after the shared steps 0..i-1
    target = 0
    shifts: list[int] = []
    for i, c in enumerate(coins):
        t = target
        tail: list[int] = []
        ys = xs[1:]
        while ys:
            a = ys[0]
            if len(ys) % 2 == 0:  # len(ys) others plus the glass being solved for: odd
                t ^= a
            tail.append(a)
            ys = [(y ^ a) - 1 for y in ys[1:]]
        v = t
        for a in reversed(tail):
            v = (v + 1) ^ a
        for a in reversed(shifts):
            v = (v + 1) ^ a
        if v < c:
            moves.append((c, v))
        a = xs[0]  # the shared step i: glass i is the pivot for every later glass
        if len(xs) % 2:
            target ^= a
        shifts.append(a)
        xs = [(x ^ a) - 1 for x in xs[1:]]
    return moves


def start_value(n: int) -> int:
    """Return ``w(n) = [n+1|n+2|...|2n]`` by the (corrected) binary recursion.

    Write ``n = 2**p + r`` with ``0 <= r < 2**p``. Then

    * ``w(0) = 0`` and ``w(1) = 2``;
    * if ``r < 2**(p-1)`` (second binary digit 0): ``w(n) = 3 * 2**p + w(r)``;
    * otherwise (second digit 1): ``w(n) = 2**(p+1) + w(2**p - 1 - r)``,
      the last argument being the digits after the first two, complemented.

    Parameters
    ----------
    n : int
        The number of glasses.

    Returns
    -------
    int
        The Welter value of :func:`glasses_start` ``(n)``.

    Raises
    ------
    InputTypeError
        If *n* is not an int (bools refused).
    InputValueError
        If *n* is negative.

    Examples
    --------
    >>> [start_value(n) for n in range(1, 12)]
    [2, 6, 4, 12, 14, 10, 8, 24, 26, 30, 28]
    """
    n = check_int(n, "n", minimum=0)
    total = 0
    while n > 1:
        p = n.bit_length() - 1
        r = n - (1 << p)
        if r < 1 << (p - 1):
            total += 3 << p
            n = r
        else:
            total += 1 << (p + 1)
            n = (1 << p) - 1 - r
    return total + (2 if n == 1 else 0)
