"""Winning moves: the moves to P-positions, under normal or misère play.

A position is a P-position (the Previous player wins) when the player to move
loses with best play; a winning move is a move to a P-position. Under normal
play a sum's winning moves come from the Grundy values of its parts alone
(move one part from ``g`` to ``g XOR total``); under misère play the sum is
explored as a whole (:class:`~cgtalg.impartial.sums.DisjunctiveSum`).

Positions whose moves cycle (loopy games) are answered under normal play
from their generalised Sprague-Grundy values (:func:`grundy`, Smith's
method): a P-position has value 0, a winning move goes to value 0, and a
position of value ``∞_K`` without 0 in ``K`` is a draw. A draw has no
winning move; its *drawing moves* (:func:`drawing_moves`) are the moves to
other draws, the moves that do not lose. Misère play of a loopy game is
refused.

Examples
--------
>>> from cgtalg.rulesets.heap import Nim
>>> sum_winning_moves([Nim(3), Nim(4), Nim(5)])
[(0, Nim(1))]
>>> sum_winning_moves([Nim(1), Nim(1), Nim(2)], misere=True)
[(2, Nim(1))]
"""

from __future__ import annotations

from typing import Hashable, Iterable, MutableMapping

from ..engine.traversal import MoveCycleError
from ..errors import InputValueError, check_bool, check_items, check_position, describe
from ..loopy.impartial import LoopyGrundy
from ..loopy.outcome import LoopyOutcome
from .sprague_grundy import _loopfree_grundy, grundy, impartial_options
from .sums import DisjunctiveSum

__all__ = ["is_p_position", "winning_moves", "sum_winning_moves", "drawing_moves", "sum_drawing_moves"]

_ZERO = LoopyGrundy(0)


def _option_values(
    position: Hashable, memo: MutableMapping[Hashable, int], misere: bool
) -> tuple[int | LoopyGrundy, list[tuple[Hashable, int | LoopyGrundy]]]:
    """The value of *position* and ``(option, value)`` for its distinct options, in ``options()`` order.

    Ints when the moves never cycle; generalised values from one exploration
    of the position's graph when they do (normal play only).
    """
    try:
        value: int | LoopyGrundy = _loopfree_grundy(position, cache=memo, misere=misere)
    except MoveCycleError:
        if misere:
            raise InputValueError(
                f"the moves of {describe(position)} cycle (a loopy game), and misère play of loopy games is "
                "not solved here; under normal play (misere=False) its moves are found from generalised "
                "Sprague-Grundy values"
            ) from None
        from ..engine.loopy_position import _grundy_with_options

        found, pairs = _grundy_with_options(position, impartial_options)
        return found, list(pairs)
    options = list(dict.fromkeys(impartial_options(position)))
    return value, [(q, _loopfree_grundy(q, cache=memo, misere=misere)) for q in options]


def _general(value: int | LoopyGrundy) -> LoopyGrundy:
    return value if isinstance(value, LoopyGrundy) else LoopyGrundy(value)


def is_p_position(
    position: Hashable, *, misere: bool = False, cache: MutableMapping[Hashable, int] | None = None
) -> bool:
    """Return True if the player to move from *position* loses (normal play, or misère).

    That is, its Grundy value (misère Grundy value with ``misere=True``) is 0.
    A position whose moves cycle is a P-position when its generalised
    Sprague-Grundy value is 0 (normal play); a draw is not one.

    Parameters
    ----------
    position : hashable
        An impartial position (an object with ``options()``).
    misere : bool, default False
        Misère play (last player to move loses).
    cache : mutable mapping, optional
        Memo for :func:`grundy` (one per convention).

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If *position* is not an impartial position, or *misere* is not a bool.
    InputValueError
        If the moves cycle and ``misere=True``, or a loopy position reaches
        more positions than :func:`grundy` explores.

    References
    ----------
    Winning Ways, chapter 4 (Sprague-Grundy theory), chapter 12 (loopy
    impartial games) and chapter 13 (misère); Lessons in Play, chapter 7;
    Siegel, *Combinatorial Game Theory*, chapter VI.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import Nim, FairSharesAndVariedPairs as F
    >>> is_p_position(Nim(2, 2)), is_p_position(Nim(1, 1), misere=True)
    (True, False)
    >>> is_p_position(F([2, 2])), is_p_position(F([1, 9]))    # loopy: values 0 and ∞_{0,2}
    (True, False)
    """
    check_position(position)
    value = grundy(position, cache=cache, misere=check_bool(misere, "misere"))
    return value == _ZERO if isinstance(value, LoopyGrundy) else value == 0


def winning_moves(
    position: Hashable, *, misere: bool = False, cache: MutableMapping[Hashable, int] | None = None
) -> list[Hashable]:
    """Return the options of *position* that are P-positions, in the order ``options()`` gives.

    Empty exactly when *position* is itself a P-position, has no move, or
    (its moves cycling) is a draw: a draw has no winning move, only drawing
    moves (:func:`drawing_moves`). A loopy position's options are P-positions
    when their generalised Sprague-Grundy value is 0.

    Parameters
    ----------
    position : hashable
        An impartial position.
    misere : bool, default False
        Misère play (last player to move loses).
    cache : mutable mapping, optional
        Memo for :func:`grundy` (one per convention; loop-free values only).

    Returns
    -------
    list of hashable
        The winning options, each once.

    Raises
    ------
    InputTypeError
        If *position* is not an impartial position, or *misere* is not a bool.
    InputValueError
        If the moves cycle and ``misere=True``, or a loopy position reaches
        more positions than :func:`grundy` explores.

    References
    ----------
    Winning Ways, chapter 4 and chapter 12 (loopy impartial games: from
    ``∞_K`` with 0 in ``K`` the winning moves go to value 0); Siegel,
    *Combinatorial Game Theory*, chapter VI.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import Nim, FairSharesAndVariedPairs as F
    >>> winning_moves(Nim(1, 2, 4))
    [Nim(1, 2, 3)]
    >>> winning_moves(Nim(2), misere=True)
    [Nim(1)]
    >>> [q.text() for q in winning_moves(F([1, 9]))]    # value ∞_{0,2}
    ['1 1 1 1 1 1 1 1 1 1']
    """
    check_position(position)
    check_bool(misere, "misere")
    memo: MutableMapping[Hashable, int] = {} if cache is None else cache
    _, pairs = _option_values(position, memo, misere)
    return [q for q, v in pairs if v == 0 or v == _ZERO]


def drawing_moves(position: Hashable, *, cache: MutableMapping[Hashable, int] | None = None) -> list[Hashable]:
    """Return the options of *position* that are draws (normal play), in the order ``options()`` gives.

    A draw is a position of generalised Sprague-Grundy value ``∞_K`` with 0
    not in ``K``: with best play neither player wins and play goes on for
    ever. From a draw the drawing moves are exactly the moves that do not
    lose (there is at least one, and no winning move); from a P-position
    there are none; from an N-position they throw the win away. A position
    whose moves never cycle has none.

    Parameters
    ----------
    position : hashable
        An impartial position.
    cache : mutable mapping, optional
        Memo for :func:`grundy` (normal play; loop-free values only).

    Returns
    -------
    list of hashable
        The options of outcome ``D``, each once.

    Raises
    ------
    InputTypeError
        If *position* is not an impartial position.
    InputValueError
        If a loopy position reaches more positions than :func:`grundy`
        explores.

    References
    ----------
    Winning Ways, chapter 12 ("Games Eternal -- Games Entailed"); Smith,
    "Graphs and composite games", *J. Combin. Theory* 1 (1966); Siegel,
    *Combinatorial Game Theory*, chapter VI.

    Examples
    --------
    A token on square 0 may move to 1 or 2, from 1 back to 0, from 2 to 3,
    where play stops. Squares 0 and 1 are draws (``∞_{1}`` and ``∞``): moving
    to 2 (value 1) loses, moving to 1 keeps the draw.

    >>> from cgtalg.engine.position import ImpartialPosition
    >>> class Square(ImpartialPosition):
    ...     moves = {0: [1, 2], 1: [0], 2: [3], 3: []}
    ...     def __init__(self, n): self.n = n
    ...     def options(self): return [Square(k) for k in self.moves[self.n]]
    ...     def key(self): return self.n
    >>> [q.n for q in drawing_moves(Square(0))], winning_moves(Square(0))
    ([1], [])
    """
    check_position(position)
    memo: MutableMapping[Hashable, int] = {} if cache is None else cache
    _, pairs = _option_values(position, memo, False)
    return [q for q, v in pairs if isinstance(v, LoopyGrundy) and v.outcome is LoopyOutcome.D]


def _sum_moves(
    parts: list[Hashable], memo: MutableMapping[Hashable, int], wanted: LoopyOutcome
) -> list[tuple[int, Hashable]]:
    """The normal-play moves ``(i, q)`` of a sum of (possibly loopy) parts that leave outcome *wanted*.

    The value of the sum after moving ``parts[i]`` to ``q`` is the
    generalised nim-sum of the other parts' values and ``q``'s value.
    """
    found = [_option_values(p, memo, False) for p in parts]
    if wanted is LoopyOutcome.P and all(isinstance(v, int) for v, _ in found):
        total = 0
        for v, _ in found:
            total ^= v  # type: ignore[operator]
        return [(i, q) for i, (v, pairs) in enumerate(found) for q, w in pairs if w == v ^ total]  # type: ignore[operator]
    values = [_general(v) for v, _ in found]
    before = [_ZERO]
    for v in values:
        before.append(before[-1] + v)
    after = [_ZERO]
    for v in reversed(values):
        after.append(after[-1] + v)
    after.reverse()
    out: list[tuple[int, Hashable]] = []
    for i, (_, pairs) in enumerate(found):
        rest = before[i] + after[i + 1]
        for q, w in pairs:
            if (rest + _general(w)).outcome is wanted:
                out.append((i, q))
    return out


def sum_winning_moves(
    parts: Iterable[Hashable],
    *,
    misere: bool = False,
    cache: MutableMapping[Hashable, int] | None = None,
) -> list[tuple[int, Hashable]]:
    """Return the winning moves in a disjunctive sum as ``(index of part, new part)`` pairs.

    Normal play uses the Grundy values of the parts: generalised
    Sprague-Grundy values for parts whose moves cycle, added as generalised
    nim-sums (a move wins when it leaves value 0, so a sum with two
    infinite parts has none). Misère play explores the whole sum.

    Parameters
    ----------
    parts : iterable of hashable
        The impartial positions (components) of the sum.
    misere : bool, default False
        Misère play (last player to move loses).
    cache : mutable mapping, optional
        Memo for :func:`grundy` (one per convention; in misère play it holds
        values of whole sums).

    Returns
    -------
    list of tuple of (int, hashable)
        ``(i, q)``: moving ``parts[i]`` to its option ``q`` leaves a
        P-position. Empty when the sum is a P-position.

    Raises
    ------
    InputTypeError
        If *parts* is not an iterable of impartial positions, or *misere* is
        not a bool.
    InputValueError
        If a part's moves cycle and ``misere=True``, or a loopy part reaches
        more positions than :func:`grundy` explores.

    References
    ----------
    Winning Ways, chapter 4 (Sprague-Grundy theory), chapter 12 (sums of
    loopy impartial games) and chapter 13 (misère).

    Examples
    --------
    >>> from cgtalg.rulesets.heap import Nim
    >>> sum_winning_moves([Nim(8), Nim(6), Nim(6)])
    [(0, Nim())]
    >>> sum_winning_moves([Nim(2), Nim(2)])
    []
    >>> sum_winning_moves([Nim(1), Nim(1)], misere=True)
    [(0, Nim()), (1, Nim())]
    >>> from cgtalg.rulesets.heap import FairSharesAndVariedPairs as F
    >>> [(i, q.text()) for i, q in sum_winning_moves([F([1, 9]), Nim(2)])]    # ∞_{0,2} + 2
    [(0, '10')]
    """
    parts = [check_position(p, "a part of a sum") for p in check_items(parts, "the parts of a sum")]
    check_bool(misere, "misere")
    memo: MutableMapping[Hashable, int] = {} if cache is None else cache
    if not misere:
        return _sum_moves(parts, memo, LoopyOutcome.P)
    out: list[tuple[int, Hashable]] = []
    for i, p in enumerate(parts):
        rest = parts[:i] + parts[i + 1 :]
        seen = set()
        for q in impartial_options(p):
            if q in seen:
                continue
            seen.add(q)
            if _loopfree_grundy(DisjunctiveSum(rest + [q]), cache=memo, misere=True) == 0:
                out.append((i, q))
    return out



def sum_drawing_moves(
    parts: Iterable[Hashable], *, cache: MutableMapping[Hashable, int] | None = None
) -> list[tuple[int, Hashable]]:
    """Return the moves in a disjunctive sum (normal play) that leave a draw, as ``(index of part, new part)``.

    The outcome after a move is read from the generalised nim-sum of the
    parts' values: a draw is ``∞_K`` with 0 not in ``K``, which includes any
    sum with two infinite parts. As for :func:`drawing_moves`, from a drawn
    sum these are the moves that do not lose; a sum of loop-free parts has
    none.

    Parameters
    ----------
    parts : iterable of hashable
        The impartial positions (components) of the sum.
    cache : mutable mapping, optional
        Memo for :func:`grundy` (normal play; loop-free values only).

    Returns
    -------
    list of tuple of (int, hashable)
        ``(i, q)``: moving ``parts[i]`` to its option ``q`` leaves a draw.

    Raises
    ------
    InputTypeError
        If *parts* is not an iterable of impartial positions.
    InputValueError
        If a loopy part reaches more positions than :func:`grundy` explores.

    References
    ----------
    Winning Ways, chapter 12 ("Games Eternal -- Games Entailed"); Siegel,
    *Combinatorial Game Theory*, chapter VI.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import Nim, FairSharesAndVariedPairs as F
    >>> sum_drawing_moves([Nim(1), Nim(2)])
    []
    >>> moves = sum_drawing_moves([F([1, 9]), F([4, 6])])      # ∞_{0,2} + ∞_{0,2}: a draw
    >>> [(i, q.text()) for i, q in moves[:3]]                   # 5 of its 9 moves keep the draw
    [(0, '1 3 3 3'), (1, '2 2 6'), (1, '1 1 1 1 6')]
    """
    parts = [check_position(p, "a part of a sum") for p in check_items(parts, "the parts of a sum")]
    memo: MutableMapping[Hashable, int] = {} if cache is None else cache
    return _sum_moves(parts, memo, LoopyOutcome.D)
