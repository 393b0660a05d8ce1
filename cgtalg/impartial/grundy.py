"""Grundy values of impartial positions, computed iteratively.

A position is anything hashable with an ``options()`` method (see
:mod:`cgtalg.rulesets.base`). :func:`grundy` explores the game graph depth
first with an explicit stack, so arbitrarily long chains of moves never touch
Python's recursion limit, expands every position once, and memoizes every
position it meets.

Two optional hooks let a ruleset help the engine without changing what a
value *is*:

* ``components()`` -- an iterable of independent positions whose disjunctive
  sum the position is; in normal play their values are nim-added;
* ``known_grundy()`` -- the normal-play value when the ruleset knows it in
  closed form (a Nim heap of *n* is worth *n*), or ``None``. It lets a heap of
  100000 be valued without exploring its 5 * 10**9 moves. Pass
  ``shortcuts=False`` to ignore it (brute force, for checking).

**Invariant.** ``grundy(p) == 0`` exactly when the player to move from *p*
loses under normal play; with ``misere=True``, exactly when the player to move
loses under misère play.
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
    opts = getattr(position, "options", None)
    if callable(opts):
        return opts()
    left = getattr(position, "left_options", None)
    right = getattr(position, "right_options", None)
    if left is not None and right is not None:
        # A partizan-protocol object (for instance a canonical Game) is
        # accepted when both players have the same moves.
        lo = tuple(left() if callable(left) else left)
        ro = tuple(right() if callable(right) else right)
        if set(lo) == set(ro):
            return lo
        raise TypeError(
            f"{type(position).__name__} {position!r} is partizan: Left and Right have different moves"
        )
    raise TypeError(
        f"{type(position).__name__} is not an impartial position: it has no options() method"
    )


def _components(position: Any) -> list[Hashable] | None:
    comps = getattr(position, "components", None)
    if comps is None:
        return None
    parts = list(comps())
    if len(parts) == 1 and parts[0] == position:
        return None
    return parts


def _known(position: Any) -> int | None:
    hook = getattr(position, "known_grundy", None)
    if hook is None:
        return None
    value = hook()
    if value is not None and (not isinstance(value, int) or value < 0):
        raise TypeError(f"known_grundy() of {position!r} returned {value!r}, not a non-negative int")
    return value


def grundy(
    position: Hashable,
    *,
    cache: MutableMapping[Hashable, int] | None = None,
    options: Callable[[Any], Iterable[Hashable]] | None = None,
    misere: bool = False,
    shortcuts: bool = True,
) -> int:
    """Return the Grundy value (nim value) of an impartial *position*.

    The value is ``mex`` of the values of the options; a position with no
    move has value 0. A position offering ``components()`` is the nim-sum of
    its components' values.

    With ``misere=True`` the same recursion runs with the misère base case: a
    position with no move has value 1 (so the value is 0 exactly when the
    player to move loses the last-player-loses game). Components are not
    summed then, since misère values do not add; the position's own
    ``options()`` are explored instead. Use a separate *cache* per convention.

    Parameters
    ----------
    position : hashable
        An object with an ``options()`` method returning positions. An object
        with ``left_options``/``right_options`` that agree (an impartial
        :class:`cgtalg.Game`) is accepted too.
    cache : mutable mapping, optional
        Memo table shared between calls (position -> value). A fresh dict is
        used when omitted.
    options : callable, optional
        Move generator to use instead of ``position.options()``; handy for
        positions that are plain tuples or ints. Hooks (``components()``,
        ``known_grundy()``) are not consulted then.
    misere : bool, default False
        Use the misère base case (terminal position has value 1).
    shortcuts : bool, default True
        Trust a position's ``known_grundy()`` (normal play only).

    Returns
    -------
    int

    Raises
    ------
    TypeError
        If a position has no moves method, or is partizan.
    ValueError
        If the move graph has a cycle (the game is not finite).

    Examples
    --------
    >>> grundy(5, options=lambda n: range(n))        # a Nim heap of 5
    5
    >>> grundy(100000, options=lambda n: [n - 1] if n else [])
    0
    >>> grundy(0, options=lambda n: range(n), misere=True)   # no move: value 1
    1
    >>> grundy(3, options=lambda n: [(n + 1) % 4])
    Traceback (most recent call last):
    ...
    ValueError: the move graph has a cycle through 3: not a finite game
    """
    memo: MutableMapping[Hashable, int] = {} if cache is None else cache
    if position in memo:
        return memo[position]
    plain = options is None
    moves = options if options is not None else _options_of
    split = plain and not misere
    use_hook = plain and not misere and shortcuts

    # Frame: [position, children, index of next child to look at, is_sum].
    stack: list[list[Any]] = []
    on_stack: set[Hashable] = set()

    def open_frame(pos: Hashable) -> bool:
        """Push a frame for *pos*; return False if its value was settled at once."""
        if use_hook:
            known = _known(pos)
            if known is not None:
                memo[pos] = known
                return False
        parts = _components(pos) if split else None
        if parts is not None:
            stack.append([pos, parts, 0, True])
        else:
            stack.append([pos, list(moves(pos)), 0, False])
        on_stack.add(pos)
        return True

    open_frame(position)
    while stack:
        frame = stack[-1]
        children = frame[1]
        i = frame[2]
        n = len(children)
        while i < n and children[i] in memo:
            i += 1
        frame[2] = i
        if i < n:
            child = children[i]
            if child in on_stack:
                raise ValueError(f"the move graph has a cycle through {child!r}: not a finite game")
            open_frame(child)
            continue
        stack.pop()
        pos = frame[0]
        on_stack.discard(pos)
        if frame[3]:
            value = 0
            for c in children:
                value ^= memo[c]
        elif not children and misere:
            value = 1
        else:
            value = mex([memo[c] for c in children])
        memo[pos] = value
    return memo[position]


def as_nimber(position: Hashable, *, cache: MutableMapping[Hashable, int] | None = None) -> Any:
    """Return the canonical :class:`cgtalg.Game` of an impartial position: ``nimber(grundy(position))``.

    By the Sprague-Grundy theorem this equals ``cgtalg.value(position)``, but
    only Grundy values are computed on the way, not canonical forms. The way
    back is :func:`grundy` itself, which accepts an impartial ``Game``.

    Examples
    --------
    >>> from cgtalg.rulesets.nim import Nim
    >>> g = as_nimber(Nim(3, 5))
    >>> str(g), grundy(g)
    ('*6', 6)
    """
    from cgtalg import nimber  # the core; imported here so the engine needs only the stdlib

    return nimber(grundy(position, cache=cache))
