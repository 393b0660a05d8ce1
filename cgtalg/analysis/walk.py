"""One children-first fold over a canonical form, on an explicit stack.

The analysis functions that are defined recursively on options (cooling,
heating, reduced forms, atomic weights, tempers) all use :func:`fold`, so
none of them recurses on the depth of the game.

Examples
--------
>>> from cgtalg import parse
>>> fold(parse("{1|{0|-1}}"), lambda g: 0 if g.is_number else None,
...      lambda g, left, right: 1 + max(left + right))
2
"""

from __future__ import annotations

from typing import Callable, Hashable, TypeVar

from ..core.cache import BoundedCache
from ..core.game import Game
from ..errors import InputTypeError, describe

__all__ = ["fold", "remember"]

T = TypeVar("T")


def fold(root: Game, leaf: Callable[[Game], T | None],
         build: Callable[[Game, list[T], list[T]], T]) -> T:
    """Combine results over the canonical form of *root*, children first.

    Parameters
    ----------
    root : Game
    leaf : callable
        ``leaf(h)`` gives the result for *h* without its options, or None to
        combine the options' results.
    build : callable
        ``build(h, left_results, right_results)``.

    Returns
    -------
    The result for *root*. Each distinct subposition is visited once.

    Examples
    --------
    The birthday, as the height of the canonical game tree:

    >>> from cgtalg import parse
    >>> g = parse("{2|{1|*}}")
    >>> fold(g, lambda h: 0 if h == 0 else None, lambda h, left, right: 1 + max(left + right)), g.birthday
    (3, 3)
    """
    if not isinstance(root, Game):
        raise InputTypeError(f"fold walks a Game, not {type(root).__name__} ({describe(root)})")
    if not callable(leaf) or not callable(build):
        raise InputTypeError("fold needs two functions, leaf(h) and build(h, left_results, right_results)")
    # keyed by the games' creation numbers: interned games, one per value, and a
    # number Game would hash as its Fraction
    r = leaf(root)
    if r is not None:
        return r
    done: dict[int, T] = {}
    # Each game on the stack has had leaf() return None. Its options are asked
    # first: when leaf() answers all of them (a game one step above games
    # already known, the common case in a census or a sum) it is built at once;
    # otherwise it waits under the unanswered ones, which are pushed after it.
    stack: list[tuple[Game, bool]] = [(root, False)]
    while stack:
        h, expanded = stack.pop()
        key = h._id
        if key in done:
            continue
        lefts = _left_options_of(h)
        rights = _right_options_of(h)
        if not expanded:
            waiting = False
            for side in (lefts, rights):
                for o in side:
                    k = o._id
                    if k not in done:
                        r = leaf(o)
                        if r is None:
                            if not waiting:
                                stack.append((h, True))
                                waiting = True
                            stack.append((o, False))
                        else:
                            done[k] = r
            if waiting:
                continue
        done[key] = build(h, [done[o._id] for o in lefts], [done[o._id] for o in rights])
    return done[root._id]


def _left_options_of(g: Game) -> tuple[Game, ...]:
    """``g.left_options``, read from the stored field when it is filled.

    The analysis walks every subposition's options; :attr:`Game.left_options`
    is a Python property (it fills a symbolic game's options on demand), so
    the filled field is read here directly and the property is asked only
    when the field is empty.

    Parameters
    ----------
    g : Game

    Returns
    -------
    tuple of Game
        The same tuple as ``g.left_options``.

    Examples
    --------
    >>> from cgtalg import UP
    >>> _left_options_of(UP) == UP.left_options
    True
    """
    o = g._left
    if o is None:
        o = g.left_options
    return o


def _right_options_of(g: Game) -> tuple[Game, ...]:
    """``g.right_options``, read from the stored field when it is filled (see :func:`_left_options_of`).

    Parameters
    ----------
    g : Game

    Returns
    -------
    tuple of Game
        The same tuple as ``g.right_options``.

    Examples
    --------
    >>> from cgtalg import UP
    >>> [str(h) for h in _right_options_of(UP)]
    ['*']
    """
    o = g._right
    if o is None:
        o = g.right_options
    return o


def remember(cache: BoundedCache, key: Hashable, value: object) -> None:
    """``cache.put(key, value)`` with the common case (room left) done here.

    :meth:`~cgtalg.core.cache.BoundedCache.put` is interpreted Python; the
    analysis memoises every subposition it meets, so its fast path (a dict
    store while the cache has room) is repeated here and only a full cache goes
    to ``put`` (which clears it, counts the clear and stores).

    Parameters
    ----------
    cache : BoundedCache
        The cache to store into.
    key : hashable
        The key.
    value : object
        What to store under *key*.

    Returns
    -------
    None

    Examples
    --------
    >>> c = BoundedCache("walk-demo", 1)
    >>> remember(c, "a", 1); remember(c, "b", 2)
    >>> dict(c), c.clears
    ({'b': 2}, 1)
    >>> c.unregister()
    """
    if type(cache) is not BoundedCache and not isinstance(cache, BoundedCache):
        raise InputTypeError(f"remember stores into a BoundedCache, not {type(cache).__name__} ({describe(cache)})")
    if len(cache) < cache.maxsize:
        cache[key] = value
    else:
        cache.put(key, value)
