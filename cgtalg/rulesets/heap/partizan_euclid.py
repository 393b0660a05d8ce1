"""Partizan Euclid: the Euclidean algorithm as a game, one move for each player.

**The rules.** A position is a pair of whole numbers ``(p, q)``. If ``q`` is
0 or divides ``p`` the game is over: nobody can move. Otherwise write ``p =
k*q + t`` with ``0 < t < q``; Left moves to ``(q, t)`` and Right to ``(q, q
- t)``. Whoever cannot move loses. McKay and Nowakowski, who studied the
game, start from ``p > q > 0``; CGSuite's ``game.heap.PartizanEuclid``
takes any pair, and so does this module: from ``p < q`` the first move
swaps the numbers (Left to ``(q, p)``, Right to ``(q, q - p)``), and ``(0,
q)`` and ``(p, 0)`` are over at once.

The position text (what ``cgtalg.rulesets.get("partizan-euclid")`` reads
and prints) is the two numbers separated by a space, in order: ``"8 3"``;
a position is drawn as two rows of counters, ``p`` above ``q``.

**Values.** Each player has at most one move, so the game tree is a
single chain of choices, but its values are rich: CGSuite's tests list
``(8, n)`` for ``n = 0 .. 8`` as ``0, 0, 0, v, 0, 0, ^, ^5, 0`` (``(8, 7)``
is five ups). A position is worth the same as ``(p mod q, q)`` and as the
pair divided by ``gcd(p, q)``, since both have the same moves scaled; in
continued fractions, with ``q / t = [a1; a2, ..., an]``, Left's move drops
``a1`` and Right's move replaces ``a1`` by ``a1 - 1`` (or, when ``a1 = 1``,
drops ``a1`` and ``a2``). So the positions met from ``(p, q)`` number at
most ``a1 + a2 + ... + an``: about ``log q`` of them for a pair of
Fibonacci numbers, but ``q`` of them for ``(q + 1, q)``, whose value is
``(q - 2).^`` (plus ``*`` when ``q`` is even). :func:`partizan_euclid_value` values
them with a memo on the reduced pair and an explicit stack (no recursion),
and refuses a pair with more than :data:`MAX_POSITIONS` of them.

References
----------
N. A. McKay and R. J. Nowakowski, "Outcomes of Partizan Euclid", *INTEGERS*
12B (2012/13), Integers Conference 2011 Proceedings, #A9 (the game, proposed
by R. K. Guy; who wins, through continued fractions). CGSuite's
``game.heap.PartizanEuclid`` and its test table of ``(8, n)``. Siegel,
*Combinatorial Game Theory*, chapter II (canonical forms, infinitesimals).

Examples
--------
>>> from cgtalg import value
>>> [str(value(PartizanEuclid(8, n))) for n in range(9)]
['0', '0', '0', 'v', '0', '0', '^', '^5', '0']
>>> PartizanEuclid(8, 3).left_options(), PartizanEuclid(8, 3).right_options()
([PartizanEuclid(3, 2)], [PartizanEuclid(3, 1)])
"""

from __future__ import annotations

from math import gcd

from ...core.game import Game
from ...core.values import ZERO
from ...engine.heap import heap_repr, parse_heaps
from ...engine.position import Position
from ...errors import InputValueError, check_int

__all__ = ["PartizanEuclid", "partizan_euclid_value", "MAX_POSITIONS"]

#: The most positions :func:`partizan_euclid_value` values for one answer (it counts them first as the
#: sum of the partial quotients of ``q / (p mod q)``, a bound): every pair of numbers up to this many
#: is within it; a million take some seconds in pure Python.
MAX_POSITIONS = 1_000_000


def _number(n: object) -> int:
    return check_int(n, "a number of a Partizan Euclid position", minimum=0)


def _two(numbers: tuple[int, ...]) -> tuple[int, int]:
    if len(numbers) != 2:
        raise InputValueError(
            f"a Partizan Euclid position is exactly two numbers, such as '8 3'; got {len(numbers)} number"
            f"{'' if len(numbers) == 1 else 's'}"
        )
    return numbers[0], numbers[1]


def _state(p: int, q: int) -> tuple[int, int] | None:
    """The reduced pair ``(t, q)`` with ``0 < t < q`` coprime that plays as ``(p, q)``, or None if it is over."""
    if q == 0 or p % q == 0:
        return None
    t = p % q
    g = gcd(t, q)
    return t // g, q // g


def _positions_bound(t: int, q: int) -> int:
    """The sum of the partial quotients of ``q / t``: at least the number of positions met, stopping past the limit."""
    total = 0
    while t and total <= MAX_POSITIONS:
        k, r = divmod(q, t)
        total += k
        q, t = t, r
    return total


class PartizanEuclid(Position):
    """A position of Partizan Euclid: a pair of numbers, written ``PartizanEuclid(8, 3)``.

    Parameters
    ----------
    p, q : int
        The two numbers, non-negative, in order (``(3, 8)`` is another
        position than ``(8, 3)``: its first move swaps them).

    Attributes
    ----------
    pair : tuple of (int, int)
        ``(p, q)``.

    Raises
    ------
    InputTypeError
        For a number that is not an int (a bool, a float, a str).
    InputValueError
        For a negative number.

    References
    ----------
    McKay and Nowakowski, "Outcomes of Partizan Euclid", INTEGERS 12B (2012/13) #A9.

    Examples
    --------
    >>> PartizanEuclid(3, 8).left_options(), PartizanEuclid(3, 8).right_options()
    ([PartizanEuclid(8, 3)], [PartizanEuclid(8, 5)])
    >>> PartizanEuclid(9, 3).left_options(), PartizanEuclid(5, 0).right_options()
    ([], [])
    >>> PartizanEuclid(8, -3)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a number of a Partizan Euclid position must be non-negative, got -3
    """

    __slots__ = ("pair",)

    def __init__(self, p: int, q: int) -> None:
        self.pair = (_number(p), _number(q))

    @classmethod
    def _trusted(cls, p: int, q: int) -> "PartizanEuclid":
        position = cls.__new__(cls)
        position.pair = (p, q)
        return position

    @classmethod
    def _from_text(cls, text: str) -> "PartizanEuclid":
        """The position written *text*, two numbers separated by a space (what the registry's parser calls)."""
        p, q = _two(parse_heaps(text, "a number of a Partizan Euclid position"))
        return cls._trusted(p, q)

    def key(self) -> tuple[int, int]:
        """Return the pair ``(p, q)`` (see :meth:`Position.key`).

        Returns
        -------
        tuple of (int, int)

        Examples
        --------
        >>> PartizanEuclid(8, 3).key()
        (8, 3)
        """
        return self.pair

    def _remainder(self) -> int:
        """``p mod q``, or 0 when the game is over."""
        p, q = self.pair
        return p % q if q else 0

    def left_options(self) -> list["PartizanEuclid"]:
        """Left's move: ``(q, p mod q)``, unless ``q`` is 0 or divides ``p``.

        Returns
        -------
        list of PartizanEuclid
            One position, or none.

        Examples
        --------
        >>> PartizanEuclid(8, 5).left_options()
        [PartizanEuclid(5, 3)]
        """
        t = self._remainder()
        return [PartizanEuclid._trusted(self.pair[1], t)] if t else []

    def right_options(self) -> list["PartizanEuclid"]:
        """Right's move: ``(q, q - p mod q)``, unless ``q`` is 0 or divides ``p``.

        Returns
        -------
        list of PartizanEuclid
            One position, or none.

        Examples
        --------
        >>> PartizanEuclid(8, 5).right_options()
        [PartizanEuclid(5, 2)]
        """
        t = self._remainder()
        q = self.pair[1]
        return [PartizanEuclid._trusted(q, q - t)] if t else []

    def known_value(self) -> Game:
        """The canonical value, from :func:`partizan_euclid_value`.

        Returns
        -------
        Game

        Raises
        ------
        InputValueError
            If more than :data:`MAX_POSITIONS` positions might have to be valued.

        Examples
        --------
        >>> str(PartizanEuclid(8, 7).known_value()), str(PartizanEuclid(7, 8).known_value())
        ('^5', '{^5|0}')
        """
        return partizan_euclid_value(*self.pair)

    def text(self) -> str:
        """The two numbers separated by a space, in order: the position text.

        Returns
        -------
        str

        Examples
        --------
        >>> PartizanEuclid(8, 3).text()
        '8 3'
        """
        return f"{self.pair[0]} {self.pair[1]}"

    def _repr_svg_(self) -> str:
        from ...pictures.heaps import heaps_svg

        return heaps_svg(self.pair)

    def __repr__(self) -> str:
        return f"PartizanEuclid({heap_repr(self.pair[0])}, {heap_repr(self.pair[1])})"


def partizan_euclid_value(p: int, q: int) -> Game:
    """Return the canonical value of the Partizan Euclid position ``(p, q)``.

    The position plays as its reduced pair ``(t, q') = (p mod q, q) /
    gcd``; from a reduced pair ``(t, q)`` Left moves to ``(q mod t, t)`` and
    Right to ``(q mod (q - t), q - t)`` (both reduced again, and over when
    the remainder is 0). The pairs met are valued bottom up from an explicit
    stack, each once (a memo on the pair), so a long chain of moves needs
    no recursion: a pair of 100-digit Fibonacci numbers meets about 480
    positions, ``(10**6 + 1, 10**6)`` a million.

    Parameters
    ----------
    p, q : int
        The numbers, non-negative, in order.

    Returns
    -------
    Game
        The value: ``{value of Left's move | value of Right's move}``, 0 when
        the game is over.

    Raises
    ------
    InputTypeError
        If a number is not an int (bools refused).
    InputValueError
        If a number is negative, or the sum of the partial quotients of ``q
        / (p mod q)`` (a bound on the positions met) is above :data:`MAX_POSITIONS`.

    References
    ----------
    McKay and Nowakowski, "Outcomes of Partizan Euclid", INTEGERS 12B (2012/13) #A9;
    CGSuite's ``game.heap.PartizanEuclid``.

    Examples
    --------
    >>> [str(partizan_euclid_value(n + 1, n)) for n in range(2, 8)]
    ['*', '^', '^^*', '^3', '^4*', '^5']
    >>> str(partizan_euclid_value(16, 6)), str(partizan_euclid_value(8, 3))
    ('v', 'v')
    """
    p, q = _number(p), _number(q)
    start = _state(p, q)
    if start is None:
        return ZERO
    bound = _positions_bound(*start)
    if bound > MAX_POSITIONS:
        raise InputValueError(
            f"the value of PartizanEuclid({heap_repr(p)}, {heap_repr(q)}) may need more than {MAX_POSITIONS} "
            "positions (the sum of the partial quotients of q / (p mod q)); see "
            "cgtalg.rulesets.heap.partizan_euclid.MAX_POSITIONS"
        )
    memo: dict[tuple[int, int] | None, Game] = {None: ZERO}
    stack = [start]
    while stack:
        state = stack[-1]
        if state in memo:
            stack.pop()
            continue
        t, n = state
        left = (n % t, t) if n % t else None
        d = n - t
        right = (n % d, d) if n % d else None
        if left not in memo:
            stack.append(left)  # type: ignore[arg-type]  # not None: None is in the memo
        elif right not in memo:
            stack.append(right)  # type: ignore[arg-type]
        else:
            memo[state] = Game([memo[left]], [memo[right]])
            stack.pop()
    return memo[start]
