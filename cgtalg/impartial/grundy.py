"""Grundy values of impartial positions, computed iteratively.

A position is anything hashable with an ``options()`` method (see
:mod:`cgtalg.rulesets.base`). :func:`grundy` explores the game graph with an
explicit stack, so arbitrarily long chains of moves (a Nim heap of 100000)
never touch Python's recursion limit, and memoizes every position it meets.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, Iterable, MutableMapping


def mex(values: Iterable[int]) -> int:
    """Return the minimum excludant: the least non-negative int not in *values*.

    Examples
    --------
    >>> mex([0, 1, 3])
    2
    >>> mex([])
    0
    """
    seen = set(values)
    m = 0
    while m in seen:
        m += 1
    return m


def _options_of(position: Any) -> Iterable[Hashable]:
    try:
        opts = position.options
    except AttributeError:
        raise TypeError(
            f"{type(position).__name__} is not an impartial position: it has no options() method"
        ) from None
    return opts()


def grundy(
    position: Hashable,
    *,
    cache: MutableMapping[Hashable, int] | None = None,
    options: Callable[[Any], Iterable[Hashable]] | None = None,
    misere: bool = False,
) -> int:
    """Return the Grundy value (nim value) of an impartial *position*.

    The value is ``mex`` of the values of the options; a position with no
    move has value 0. A position offering ``components()`` is the nim-sum of
    its components' values.

    With ``misere=True`` the same recursion runs with the misère base case: a
    position with no move has value 1 (so the value is 0 exactly when the
    player to move wins the last-player-loses game). Components are not
    summed then, since misère values do not add; the position's own
    ``options()`` are explored instead. Use a separate *cache* per convention.

    Parameters
    ----------
    position : hashable
        An object with an ``options()`` method returning positions.
    cache : mutable mapping, optional
        Memo table shared between calls (position -> value). A fresh dict is
        used when omitted.
    options : callable, optional
        Move generator to use instead of ``position.options()``; handy for
        positions that are plain tuples or ints.

    Examples
    --------
    >>> grundy(5, options=lambda n: range(n))        # a Nim heap of 5
    5
    >>> grundy(100000, options=lambda n: [n - 1] if n else [])
    0
    >>> grundy(0, options=lambda n: range(n), misere=True)   # no move: value 1
    1
    """
    memo: MutableMapping[Hashable, int] = {} if cache is None else cache
    moves = options if options is not None else _options_of
    if position in memo:
        return memo[position]

    # Frame: [position, children or None until expanded, is_sum_of_components].
    stack: list[list[Any]] = [[position, None, False]]
    while stack:
        frame = stack[-1]
        pos, children, is_sum = frame
        if pos in memo:
            stack.pop()
            continue
        if children is None:
            parts = _components(pos) if options is None and not misere else None
            is_sum = parts is not None
            children = parts if is_sum else list(moves(pos))
            frame[1], frame[2] = children, is_sum
            pending = [c for c in children if c not in memo]
            if pending:
                stack.extend([c, None, False] for c in pending)
                continue
        stack.pop()
        if is_sum:
            value = 0
            for c in children:
                value ^= memo[c]
        elif not children and misere:
            value = 1
        else:
            value = mex(memo[c] for c in children)
        memo[pos] = value
    return memo[position]


def _components(position: Any) -> Iterable[Hashable] | None:
    comps = getattr(position, "components", None)
    if comps is None:
        return None
    parts = list(comps())
    if len(parts) == 1 and parts[0] == position:
        return None
    return parts
