"""Winning moves: the moves to P-positions, under normal or misère play.

A position is a P-position (the Previous player wins) when the player to move
loses with best play; a winning move is a move to a P-position. Under normal
play a sum's winning moves come from the Grundy values of its parts alone
(move one part from ``g`` to ``g XOR total``); under misère play the sum is
explored as a whole (:class:`~cgtalg.impartial.sums.DisjunctiveSum`).

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

from ..errors import check_bool, check_items, check_position
from .sprague_grundy import _loopfree_grundy, impartial_options
from .sums import DisjunctiveSum

__all__ = ["is_p_position", "winning_moves", "sum_winning_moves"]


def is_p_position(
    position: Hashable, *, misere: bool = False, cache: MutableMapping[Hashable, int] | None = None
) -> bool:
    """Return True if the player to move from *position* loses (normal play, or misère).

    That is, its Grundy value (misère Grundy value with ``misere=True``) is 0.

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
        If the move graph has a cycle.

    References
    ----------
    Winning Ways, chapter 4 (Sprague-Grundy theory) and chapter 13 (misère);
    Lessons in Play, chapter 7.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import Nim
    >>> is_p_position(Nim(2, 2)), is_p_position(Nim(1, 1), misere=True)
    (True, False)
    """
    check_position(position)
    return _loopfree_grundy(position, cache=cache, misere=check_bool(misere, "misere")) == 0


def winning_moves(
    position: Hashable, *, misere: bool = False, cache: MutableMapping[Hashable, int] | None = None
) -> list[Hashable]:
    """Return the options of *position* that are P-positions, in the order ``options()`` gives.

    Empty exactly when *position* is itself a P-position (or has no move).

    Parameters
    ----------
    position : hashable
        An impartial position.
    misere : bool, default False
        Misère play (last player to move loses).
    cache : mutable mapping, optional
        Memo for :func:`grundy` (one per convention).

    Returns
    -------
    list of hashable
        The winning options, each once.

    Raises
    ------
    InputTypeError
        If *position* is not an impartial position, or *misere* is not a bool.
    InputValueError
        If the move graph has a cycle.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import Nim
    >>> winning_moves(Nim(1, 2, 4))
    [Nim(1, 2, 3)]
    >>> winning_moves(Nim(2), misere=True)
    [Nim(1)]
    """
    check_position(position)
    check_bool(misere, "misere")
    memo: MutableMapping[Hashable, int] = {} if cache is None else cache
    seen: set[Hashable] = set()
    out = []
    for option in impartial_options(position):
        if option in seen:
            continue
        seen.add(option)
        if _loopfree_grundy(option, cache=memo, misere=misere) == 0:
            out.append(option)
    return out


def sum_winning_moves(
    parts: Iterable[Hashable],
    *,
    misere: bool = False,
    cache: MutableMapping[Hashable, int] | None = None,
) -> list[tuple[int, Hashable]]:
    """Return the winning moves in a disjunctive sum as ``(index of part, new part)`` pairs.

    Normal play uses the Grundy values of the parts; misère play explores
    the whole sum.

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
        If a move graph has a cycle.

    References
    ----------
    Winning Ways, chapter 4 (Sprague-Grundy theory) and chapter 13 (misère).

    Examples
    --------
    >>> from cgtalg.rulesets.heap import Nim
    >>> sum_winning_moves([Nim(8), Nim(6), Nim(6)])
    [(0, Nim())]
    >>> sum_winning_moves([Nim(2), Nim(2)])
    []
    >>> sum_winning_moves([Nim(1), Nim(1)], misere=True)
    [(0, Nim()), (1, Nim())]
    """
    parts = [check_position(p, "a part of a sum") for p in check_items(parts, "the parts of a sum")]
    check_bool(misere, "misere")
    memo: MutableMapping[Hashable, int] = {} if cache is None else cache
    out: list[tuple[int, Hashable]] = []
    if not misere:
        values = [_loopfree_grundy(p, cache=memo) for p in parts]
        total = 0
        for v in values:
            total ^= v
        if total == 0:
            return out
        for i, (p, v) in enumerate(zip(parts, values)):
            want = v ^ total  # may exceed v: options can have higher values
            seen: set[Hashable] = set()
            for q in impartial_options(p):
                if q not in seen:
                    seen.add(q)
                    if _loopfree_grundy(q, cache=memo) == want:
                        out.append((i, q))
        return out
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

