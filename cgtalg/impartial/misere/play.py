"""Misère play of impartial games: outcomes, misère Grundy values, genus.

Under the misère convention the player who makes the last move *loses*. The
misère Grundy value ``G-`` is computed by the usual mex recursion with one
change: a position with no move has value 1 (the player to move there has
already won). ``G- == 0`` exactly when the player to move loses.

Misère values do not add, so a sum must be explored as a whole; Conway's
*genus* ``g^(g0 g1 g2 ...)`` records more: ``g`` is the normal Grundy value and
``gn`` the misère value of ``G + *2 + ... + *2`` (n copies). The sequence
settles into period 2, and is written up to where it starts repeating.
Games all of whose positions have the genus of a Nim position are *tame*
and play like misère Nim.

Bouton's rule for misère Nim is the fast path :func:`bouton_misere_value`:
the value is the nim-sum of the heaps, except that when no heap has two or
more counters it is the nim-sum plus 1.

References
----------
C. L. Bouton, *Nim, a game with a complete mathematical theory*, Ann. of
Math. 3 (1901).
J. H. Conway, *On Numbers and Games*, chapter 12.
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, chapter 13.

Examples
--------
>>> misere_grundy(3, options=lambda n: range(n))      # misère Nim heap of 3
3
>>> str(genus(0, options=lambda n: range(n)))          # the empty game
'0^120'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable, Iterable, MutableMapping

from ...errors import InputValueError, check_int, check_ints, check_position, check_str, describe
from ..sprague_grundy import _loopfree_grundy, impartial_options

__all__ = [
    "misere_grundy",
    "misere_outcome",
    "bouton_misere_value",
    "bouton_misere_outcome",
    "Genus",
    "genus",
    "height",
    "outcome_from_letter",
]


def outcome_from_letter(letter: str) -> Any:
    """The :class:`~cgtalg.core.order.Outcome` named by *letter* (``"P"`` or ``"N"``).

    Parameters
    ----------
    letter : str
        ``"P"`` (the player to move loses) or ``"N"`` (the player to move wins).

    Returns
    -------
    Outcome
        ``Outcome.P`` or ``Outcome.N`` (the letter itself if :mod:`cgtalg.core`
        cannot be imported).

    Raises
    ------
    InputTypeError
        If *letter* is not a str.
    InputValueError
        If it is neither ``"P"`` nor ``"N"``.

    Examples
    --------
    >>> outcome_from_letter("P").name
    'P'
    """
    if check_str(letter, "an impartial outcome") not in ("P", "N"):
        raise InputValueError(f"an impartial outcome is 'P' or 'N', not {describe(letter)}")
    try:
        from cgtalg.core.order import Outcome
    except ImportError:  # the core is optional for impartial work
        return letter
    return Outcome[letter]


def misere_grundy(
    position: Hashable,
    *,
    cache: MutableMapping[Hashable, int] | None = None,
    options: Callable[[Any], Iterable[Hashable]] | None = None,
) -> int:
    """Return the misère Grundy value of *position* (terminal position: 1).

    Same as ``grundy(position, misere=True)``; components are not summed.
    The value is 0 exactly when the player to move loses under misère play.

    Parameters
    ----------
    position : hashable
        An impartial position (an object with ``options()``), or any hashable
        value when *options* is given.
    cache : mutable mapping, optional
        Memo table (position -> misère Grundy value) shared between calls;
        keep it apart from a normal-play cache.
    options : callable, optional
        Move generator used instead of ``position.options()``.

    Returns
    -------
    int
        The misère Grundy value (``G-``), at least 0.

    Raises
    ------
    InputTypeError
        If *position* has no ``options()`` method and no *options* is given.
    InputValueError
        If the move graph has a cycle (the game is not finite).

    References
    ----------
    Winning Ways, chapter 13; Conway, *On Numbers and Games*, chapter 12.

    Examples
    --------
    >>> misere_grundy(0, options=lambda n: range(n)), misere_grundy(1, options=lambda n: range(n))
    (1, 0)
    """
    if options is None:
        check_position(position)
    return _loopfree_grundy(position, cache=cache, options=options, misere=True)


def misere_outcome(
    position: Hashable,
    *,
    cache: MutableMapping[Hashable, int] | None = None,
    options: Callable[[Any], Iterable[Hashable]] | None = None,
) -> Any:
    """Return ``Outcome.P`` if the player to move loses under misère play, else ``Outcome.N``.

    Parameters
    ----------
    position : hashable
        An impartial position (an object with ``options()``), or any hashable
        value when *options* is given.
    cache : mutable mapping, optional
        Memo table (position -> misère Grundy value) shared between calls;
        keep it apart from a normal-play cache.
    options : callable, optional
        Move generator used instead of ``position.options()``.

    Returns
    -------
    Outcome
        ``Outcome.P`` or ``Outcome.N`` (the strings ``"P"``/``"N"`` if
        :mod:`cgtalg.core` cannot be imported).

    Raises
    ------
    InputTypeError
        If *position* has no ``options()`` method and no *options* is given.
    InputValueError
        If the move graph has a cycle (the game is not finite).

    References
    ----------
    Winning Ways, chapter 13.

    Examples
    --------
    >>> str(misere_outcome(1, options=lambda n: range(n)))
    'P'
    >>> str(misere_outcome(0, options=lambda n: range(n)))   # no move: you win
    'N'
    """
    value = misere_grundy(position, cache=cache, options=options)
    return outcome_from_letter("P" if value == 0 else "N")


def _heaps(heaps: Iterable[int]) -> list[int]:
    return check_ints(heaps, "a heap size", minimum=0)


def bouton_misere_value(heaps: Iterable[int]) -> int:
    """Return the misère Grundy value of a Nim position by Bouton's rule.

    The value is the nim-sum of the heaps, plus 1 (nim-added) when no heap
    has two or more counters.

    Parameters
    ----------
    heaps : iterable of int
        The heap sizes, each at least 0.

    Returns
    -------
    int
        The misère Grundy value of the Nim position; 0 means the player to
        move loses.

    Raises
    ------
    InputTypeError, InputValueError
        If *heaps* is not an iterable of non-negative ints (bools refused).

    References
    ----------
    Bouton (1901); Winning Ways, chapter 13.

    Examples
    --------
    >>> bouton_misere_value([1, 1]), bouton_misere_value([1, 1, 1]), bouton_misere_value([2, 2])
    (1, 0, 0)
    >>> bouton_misere_value([1, -1])
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a heap size must be non-negative, got -1
    """
    hs = _heaps(heaps)
    value = 0
    for h in hs:
        value ^= h
    return value if any(h > 1 for h in hs) else value ^ 1


def bouton_misere_outcome(heaps: Iterable[int]) -> Any:
    """Return the misère outcome of a Nim position by Bouton's rule.

    Parameters
    ----------
    heaps : iterable of int
        The heap sizes, each at least 0.

    Returns
    -------
    Outcome
        ``Outcome.P`` if the player to move loses, else ``Outcome.N``.

    Raises
    ------
    InputTypeError, InputValueError
        If *heaps* is not an iterable of non-negative ints (bools refused).

    References
    ----------
    Bouton (1901); Winning Ways, chapter 13.

    Examples
    --------
    >>> str(bouton_misere_outcome([9, 18, 34, 57])), str(bouton_misere_outcome([1]))
    ('P', 'P')
    """
    return outcome_from_letter("P" if bouton_misere_value(heaps) == 0 else "N")


def height(
    position: Hashable, *, options: Callable[[Any], Iterable[Hashable]] | None = None
) -> int:
    """Return the length of the longest play from *position* (0 if it has no move).

    Computed with an explicit stack, so long chains of moves are fine.

    Parameters
    ----------
    position : hashable
        An impartial position (an object with ``options()``), or any hashable
        value when *options* is given.
    options : callable, optional
        Move generator used instead of ``position.options()``.

    Returns
    -------
    int
        The largest number of moves in a play starting at *position*.

    Raises
    ------
    InputTypeError
        If *position* has no ``options()`` method and no *options* is given.
    InputValueError
        If the move graph has a cycle (the game is not finite).

    Examples
    --------
    >>> height(5, options=lambda n: range(n))
    5
    """
    if options is None:
        check_position(position)
    moves = options if options is not None else impartial_options
    memo: dict[Hashable, int] = {}
    stack: list[list[Any]] = [[position, list(moves(position)), 0]]
    on_stack = {position}
    while stack:
        frame = stack[-1]
        children, i = frame[1], frame[2]
        while i < len(children) and children[i] in memo:
            i += 1
        frame[2] = i
        if i < len(children):
            child = children[i]
            if child in on_stack:
                raise InputValueError(f"the move graph has a cycle through {describe(child)}: not a finite game")
            stack.append([child, list(moves(child)), 0])
            on_stack.add(child)
            continue
        stack.pop()
        on_stack.discard(frame[0])
        memo[frame[0]] = 1 + max((memo[c] for c in children), default=-1)
    return memo[position]


@dataclass(frozen=True)
class Genus:
    """The genus ``g^(g0 g1 ...)`` of an impartial game.

    ``normal`` is the normal-play Grundy value ``g``; ``misere`` holds
    ``g0, g1, ...`` (``gn`` is the misère value of the game plus n copies of
    *2) up to where the sequence starts repeating with period 2.

    Examples
    --------
    >>> g = Genus(1, (0, 3, 1))
    >>> str(g), g.is_tame
    ('1^031', True)
    >>> Genus(2, (1, 4, 2, 0)).is_tame
    False
    """

    normal: int
    misere: tuple[int, ...]

    def __str__(self) -> str:
        if all(v < 10 for v in self.misere):
            sup = "".join(map(str, self.misere))
        else:
            sup = "(" + ",".join(map(str, self.misere)) + ")"
        return f"{self.normal}^{sup}"

    @property
    def is_tame(self) -> bool:
        """True if this is the genus of some Nim position (0^120, 1^031, or g^(g, g^2)).

        Returns
        -------
        bool

        Examples
        --------
        >>> Genus(0, (1, 2, 0)).is_tame, Genus(3, (1, 4, 3, 1)).is_tame
        (True, False)
        """
        g = self.normal
        if g <= 1 and self.misere == (g ^ 1, g ^ 2, g):
            return True
        return self.misere == (g, g ^ 2)


def _abbreviate(seq: list[int]) -> tuple[int, ...]:
    start = len(seq) - 2
    while start > 0 and seq[start - 1] == seq[start + 1]:
        start -= 1
    return tuple(seq[: start + 2])


def genus(
    position: Hashable,
    *,
    options: Callable[[Any], Iterable[Hashable]] | None = None,
    terms: int | None = None,
) -> Genus:
    """Return the genus of an impartial *position*.

    ``gn`` is computed for ``n = 0, 1, ..., terms - 1`` by exploring
    ``position + n * (*2)``, the *2 heaps being tracked as counts, and the
    sequence is cut where its period-2 tail begins. The default number of
    terms is the longest play from *position* plus 6. (On hundreds of random
    games the period-2 tail always began by ``n = height + 1``; the tests
    check that more terms change nothing.)

    Parameters
    ----------
    position : hashable
        An impartial position (an object with ``options()``), or any hashable
        value when *options* is given.
    options : callable, optional
        Move generator used instead of ``position.options()``.
    terms : int, optional
        How many values ``g0, g1, ...`` to compute before abbreviating (at
        least 3); default ``height(position) + 6``.

    Returns
    -------
    Genus
        The normal Grundy value and the abbreviated misère sequence.

    Raises
    ------
    InputTypeError
        If *position* has no ``options()`` method and no *options* is given,
        or *terms* is not an int.
    InputValueError
        If the move graph has a cycle, or *terms* is less than 3.

    References
    ----------
    Winning Ways, chapter 13; Conway, *On Numbers and Games*, chapter 12.

    Examples
    --------
    >>> heap = lambda n: range(n)
    >>> [str(genus(k, options=heap)) for k in range(4)]
    ['0^120', '1^031', '2^20', '3^31']
    """
    if options is None:
        check_position(position)
    moves = options if options is not None else impartial_options
    if terms is None:
        terms = height(position, options=moves) + 6
    terms = check_int(terms, "terms", minimum=3)

    def state_options(state: tuple[Hashable, int, int]) -> list[tuple[Hashable, int, int]]:
        pos, twos, ones = state
        out = [(q, twos, ones) for q in moves(pos)]
        if twos:
            out.append((pos, twos - 1, ones + 1))
            out.append((pos, twos - 1, ones))
        if ones:
            out.append((pos, twos, ones - 1))
        return out

    cache: dict[Hashable, int] = {}
    seq = [_loopfree_grundy((position, n, 0), cache=cache, options=state_options, misere=True) for n in range(terms)]
    normal = _loopfree_grundy(position, options=moves)
    return Genus(normal, _abbreviate(seq))
