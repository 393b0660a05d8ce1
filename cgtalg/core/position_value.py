"""The engine that turns ruleset positions into canonical games.

:func:`value` explores a position's game graph with an explicit stack (no
recursion limit), memoizes every position it meets, and sums the values of
independent components when a position offers ``components()``.
"""

from __future__ import annotations

from typing import Any, Hashable, Iterable, MutableMapping

from .arithmetic import add as add_safe
from .canonical import canonical as _canonical
from .game import Game

__all__ = ["value"]


def _moves(position: Any) -> tuple[Iterable[Any], Iterable[Any]]:
    if hasattr(position, "left_options") and callable(position.left_options):
        return position.left_options(), position.right_options()
    if hasattr(position, "options") and callable(position.options):
        opts = list(position.options())
        return opts, opts
    raise TypeError(
        f"{type(position).__name__} is not a position: it needs left_options()/right_options() "
        "or options() (see cgtalg.rulesets.base)"
    )


def _components(position: Any) -> list[Any] | None:
    comps = getattr(position, "components", None)
    if comps is None or not callable(comps):
        return None
    parts = list(comps())
    if len(parts) == 1 and parts[0] == position:
        return None
    return parts


def value(position: Hashable, *, cache: MutableMapping[Hashable, Game] | None = None) -> Game:
    """Return the canonical value of a ruleset *position*.

    Parameters
    ----------
    position : hashable
        Anything with ``left_options()`` and ``right_options()`` (or
        ``options()`` for an impartial position); optionally ``components()``.
    cache : mutable mapping, optional
        Memo table (position -> Game) to share between calls; a fresh dict is
        used when omitted.

    Examples
    --------
    >>> from cgtalg.rulesets.base import ImpartialPosition
    >>> class Heap(ImpartialPosition):
    ...     def __init__(self, n): self.n = n
    ...     def options(self): return [Heap(k) for k in range(self.n)]
    ...     def _key(self): return self.n
    >>> str(value(Heap(3)))
    '*3'
    """
    memo: MutableMapping[Hashable, Game] = {} if cache is None else cache
    if position in memo:
        return memo[position]
    return _value(position, memo)


def _value(position: Hashable, memo: MutableMapping[Hashable, Game]) -> Game:
    # Frame: [position, left children, right children, components or None].
    stack: list[list[Any]] = [[position, None, None, None]]
    while stack:
        frame = stack[-1]
        pos = frame[0]
        if pos in memo:
            stack.pop()
            continue
        if frame[1] is None:
            parts = _components(pos)
            if parts is not None:
                frame[1], frame[2], frame[3] = parts, [], parts
                pending = [p for p in parts if p not in memo]
            else:
                left, right = _moves(pos)
                frame[1], frame[2] = list(left), list(right)
                pending = [p for p in frame[1] + frame[2] if p not in memo]
            if pending:
                stack.extend([p, None, None, None] for p in pending)
                continue
        stack.pop()
        if frame[3] is not None:
            total = None
            for p in frame[3]:
                total = memo[p] if total is None else add_safe(total, memo[p])
            memo[pos] = total if total is not None else _canonical([], [])
        else:
            memo[pos] = _canonical([memo[p] for p in frame[1]], [memo[p] for p in frame[2]])
    return memo[position]
