"""Canonical values of ruleset positions.

:func:`value` runs the shared position traversal
(:func:`cgtalg.engine.traversal.traverse`): explicit stack, one expansion and one
memo entry per position, a clear error on cycles, component splitting through
``components()``, and the value hooks ``known_value()`` / ``known_grundy()``.
A :class:`~cgtalg.Game` is a position too: it is its own value.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, Iterable, MutableMapping

from ..errors import InputTypeError, as_integer
from ..core.game import Game
from .traversal import (
    _CERTIFIED, Expansion, MoveCycleError, TypeGuard, _move_functions, components_of, moves_of, traverse,
)
from ..core.coerce import coerce_operand
from ..core.values import ZERO, nimber

__all__ = ["value"]

_SUM = -1  # token: the children are components to add
_SAME = -2  # token: the children are both players' options (options= given)


def _known_value(position: Any) -> Game | None:
    hook = getattr(position, "known_value", None)
    if callable(hook):
        v = hook()
        if v is not None:
            if type(v) is Game:
                return v
            g = coerce_operand(v)
            if g is None:
                raise InputTypeError(f"known_value() of {position!r} returned {v!r}, not a Game, a number or None")
            return g
    hook = getattr(position, "known_grundy", None)
    if callable(hook):
        k = hook()
        if k is not None:
            grundy = as_integer(k)
            if grundy is None or grundy < 0:
                raise InputTypeError(f"known_grundy() of {position!r} returned {k!r}, not a non-negative int")
            return nimber(grundy)
    return None


def value(
    position: Hashable,
    *,
    cache: MutableMapping[Hashable, Game] | None = None,
    left_options: Callable[[Any], Iterable[Hashable]] | None = None,
    right_options: Callable[[Any], Iterable[Hashable]] | None = None,
    options: Callable[[Any], Iterable[Hashable]] | None = None,
    shortcuts: bool = True,
) -> Game:
    """Return the canonical value of a ruleset *position*.

    The value of ``{L1, L2, ... | R1, R2, ...}`` is the canonical game whose
    options are the values of the Left and Right options; a position offering
    ``components()`` is the sum of its components' values. A position whose
    moves cycle is a loopy game: it is valued through
    :mod:`cgtalg.engine.loopy_position` (its game graph's loopy value), or
    refused with a message naming what answers for it.

    Parameters
    ----------
    position : hashable
        Anything with ``left_options()`` and ``right_options()`` (or
        ``options()`` for an impartial position), or a :class:`~cgtalg.Game`
        (its own value). It may offer ``components()`` (independent parts
        whose sum it is), ``known_value()`` (its value as a ``Game`` or number, or None)
        and ``known_grundy()`` (its Grundy value, for an impartial position).
    cache : mutable mapping, optional
        Memo table (position -> Game) to share between calls; a fresh dict is
        used when omitted.
    left_options, right_options : callable, optional
        Move functions to use instead of the position's methods, handy for
        positions that are plain ints, strings or tuples (give both). The
        hooks are not consulted then.
    options : callable, optional
        One move function for both players (an impartial game).
    shortcuts : bool, default True
        Trust ``known_value()``/``known_grundy()`` and take a ``Game`` as its
        own value. With False every position is explored (for checking).

    Returns
    -------
    Game

    Raises
    ------
    InputValueError
        If the moves lead back to a position on the line of play and the
        loopy game has no value here, or the move functions are given
        inconsistently.
    InputTypeError
        If something met is not a position, compares by identity (see
        :class:`cgtalg.engine.traversal.TypeGuard`), or a hook returns nonsense.

    References
    ----------
    Lessons in Play, chapters 4-5; Siegel, *Combinatorial Game Theory*,
    chapter II.2 (canonical forms).

    Examples
    --------
    >>> from cgtalg.engine.position import ImpartialPosition
    >>> class Heap(ImpartialPosition):
    ...     def __init__(self, n): self.n = n
    ...     def options(self): return [Heap(k) for k in range(self.n)]
    ...     def key(self): return self.n
    >>> str(value(Heap(3)))
    '*3'
    >>> from cgtalg import STAR
    >>> value(STAR) is STAR
    True
    >>> str(value(3, left_options=lambda n: [n - 1] if n else [], right_options=lambda n: []))
    '3'
    >>> str(value(4, options=lambda n: [n - k for k in (1, 2) if n >= k]))   # subtraction game {1, 2}
    '*'
    """
    try:
        if shortcuts and left_options is None and right_options is None and options is None:
            # The root settled at once -- a Game, or a position whose known_value() knows its value
            # (every ruleset schema's position does: its search values it) -- without the traversal's
            # set-up: what traverse does with such a root, in the same order (type check, memo, hook).
            t = type(position)
            if t not in _ROOT_TYPES_OK and t not in _CERTIFIED:
                _ROOT_GUARD.check((position,))
            if cache is not None and position in cache:
                return cache[position]
            known: Game | None = position if t is Game else _known_value(position)  # type: ignore[assignment]
            if known is not None:
                if cache is not None:
                    cache[position] = known
                return known
            return _traverse_value(position, cache, None, shortcuts, True)
        return _traverse_value(position, cache, _move_functions(left_options, right_options, options), shortcuts, False)
    except MoveCycleError as cycle:
        from .loopy_position import _value_of_cyclic

        return _value_of_cyclic(position, _move_functions(left_options, right_options, options), cycle)


#: The root guard of :func:`value`'s short-circuit: the non-strict check that traverse makes of a
#: root (with the position's own moves), once per type for the life of the process (the set of
#: checked types grows only with the number of classes, like traversal's operand guard).
_ROOT_GUARD = TypeGuard(strict=False)
_ROOT_TYPES_OK = _ROOT_GUARD._ok


def _traverse_value(position: Any, cache: MutableMapping[Hashable, Game] | None,
                    moves: tuple[Callable[[Any], Iterable[Hashable]], Callable[[Any], Iterable[Hashable]]] | None,
                    shortcuts: bool, root_known_none: bool) -> Game:
    """:func:`value` by the traversal; *root_known_none*: the root's hooks were asked already and said None."""
    memo: MutableMapping[Hashable, Game] = {} if cache is None else cache

    if moves is not None:
        left_f, right_f = moves
        if left_f is right_f:
            def expand(pos: Any) -> Expansion:
                return list(left_f(pos)), _SAME
        else:
            def expand(pos: Any) -> Expansion:
                lo = list(left_f(pos))
                return lo + list(right_f(pos)), len(lo)
    else:
        def expand(pos: Any) -> Expansion:
            if shortcuts and not (root_known_none and pos is position):
                if type(pos) is Game:
                    return None, pos
                known = _known_value(pos)
                if known is not None:
                    return None, known
            parts = components_of(pos)
            if parts is not None:
                return parts, _SUM
            lo, ro = moves_of(pos)
            lo = list(lo)
            return lo + list(ro), len(lo)

    return traverse(position, expand=expand, close=_close, memo=memo, guard=TypeGuard(strict=moves is not None))


def _close(pos: Any, children: list, token: int, memo: Any, cut: bool) -> Game:
    if token == _SUM:
        total = ZERO
        for p in children:
            total = total + memo[p]
        return total
    if token == _SAME:
        opts = [memo[c] for c in children]
        return Game(opts, opts)
    return Game([memo[c] for c in children[:token]], [memo[c] for c in children[token:]])
