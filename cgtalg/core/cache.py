"""The one cache mechanism of cgtalg: bounded, named, inspectable, thread-safe.

Every memo table in the library is a :class:`BoundedCache` (directly, or
through the :func:`memoized` decorator for plain functions): a dict that
empties itself when it reaches its size limit, so a long-running script never
grows without bound. All of them are listed by :func:`cache_info` and emptied
by :func:`clear_caches`. Clearing a cache never changes a result, only the time
it takes.

Reads and most writes are single dict operations, which are atomic; emptying
a full cache takes a lock, so several threads may share a cache (a cache may
hold one entry more than its limit for a moment, never a wrong entry). Setting the environment variable ``CGTALG_NO_CACHE=1`` before
import makes every limit 0 (nothing is remembered), which is useful when
debugging the engine itself.

(The intern tables of :mod:`cgtalg.core.store` are not caches: they hold each
game weakly and are what makes equal values one object. :func:`cache_info`
reports their size too.)
"""

from __future__ import annotations

import functools
import os
import threading
from typing import Any, Callable, Hashable, TypeVar

from ..errors import InputTypeError, InputValueError, check_int, check_str, describe

__all__ = ["BoundedCache", "PairCache", "RowCache", "memoized", "cache_info", "clear_caches", "CACHING_DISABLED"]

#: True when ``CGTALG_NO_CACHE`` was set (to anything but ``0``) at import.
CACHING_DISABLED = os.environ.get("CGTALG_NO_CACHE", "") not in ("", "0")

F = TypeVar("F", bound=Callable[..., Any])

_ALL: dict[str, "BoundedCache | RowCache"] = {}
_registry_lock = threading.Lock()
_extra_info: list[Callable[[], dict[str, dict[str, int]]]] = []


def _register(name: str, cache: "BoundedCache | RowCache") -> None:
    with _registry_lock:
        if name in _ALL:
            raise InputValueError(
                f"a cache named {name!r} exists already (a ruleset's rules are made once: use the module's RULES)"
            )
        _ALL[name] = cache


class BoundedCache(dict):  # type: ignore[type-arg]
    """A named dict that clears itself once it holds *maxsize* entries.

    Parameters
    ----------
    name : str
        The name under which :func:`cache_info` reports it (unique).
    maxsize : int
        The number of entries at which the cache empties itself (0: never store).

    Examples
    --------
    >>> c = BoundedCache("demo", 2)
    >>> c.put("a", 1); c.put("b", 2); c.put("c", 3)
    >>> sorted(c)
    ['c']
    >>> cache_info()["demo"]["clears"]
    1
    >>> c.unregister()
    """

    __slots__ = ("name", "maxsize", "clears", "_lock")

    def __init__(self, name: str, maxsize: int) -> None:
        super().__init__()
        check_str(name, "a cache's name")
        maxsize = check_int(maxsize, "a cache's maxsize", minimum=0)
        self.name = name
        self.maxsize = 0 if CACHING_DISABLED else maxsize
        self.clears = 0
        self._lock = threading.Lock()
        _register(name, self)

    def put(self, key: Hashable, value: Any) -> None:
        """Store *value* under *key*, first emptying the cache if it is full.

        With ``maxsize == 0`` nothing is stored.

        Parameters
        ----------
        key : hashable
            The key.
        value : object
            What to remember for *key*.

        Examples
        --------
        >>> c = BoundedCache("demo-put", 1)
        >>> c.put("a", 1); c.put("b", 2)        # full: emptied, then "b" stored
        >>> dict(c), c.clears
        ({'b': 2}, 1)
        >>> c.unregister()
        """
        if len(self) < self.maxsize:
            # One dict assignment is atomic; two threads passing the size
            # test together overfill the cache by one entry at most.
            self[key] = value
            return
        if self.maxsize == 0:
            return
        with self._lock:
            if len(self) >= self.maxsize:
                self.clear()
                self.clears += 1
            self[key] = value

    def size(self) -> int:
        """The number of entries held.

        Returns
        -------
        int

        Examples
        --------
        >>> c = BoundedCache("demo-size", 10)
        >>> c.put("a", 1); c.size()
        1
        >>> c.unregister()
        """
        return len(self)

    def unregister(self) -> None:
        """Remove this cache from :func:`cache_info` (for temporary caches).

        The name becomes free for a new cache; calling it twice is harmless.

        Examples
        --------
        >>> c = BoundedCache("demo-unregister", 10)
        >>> "demo-unregister" in cache_info()
        True
        >>> c.unregister(); "demo-unregister" in cache_info()
        False
        """
        with _registry_lock:
            if _ALL.get(self.name) is self:
                del _ALL[self.name]


class PairCache(BoundedCache):
    """A :class:`BoundedCache` keyed by pairs of ints, stored as a dict of dicts.

    The engine's comparisons and sums are keyed by the ids of two games; a
    dict of small dicts looks such pairs up about twice as fast as one dict of
    tuples, and the limit still counts pairs.

    Examples
    --------
    >>> c = PairCache("demo-pairs", 3)
    >>> c.put_pair(1, 2, "a"); c.put_pair(1, 3, "b")
    >>> c.get_pair(1, 2), c.get_pair(2, 1), c.size()
    ('a', None, 2)
    >>> c.unregister()
    """

    __slots__ = ("entries", "row_limit")

    def __init__(self, name: str, maxsize: int, row_limit: int = 4096) -> None:
        row_limit = check_int(row_limit, "a cache's row_limit", minimum=0)
        super().__init__(name, maxsize)
        self.entries = 0
        self.row_limit = row_limit

    def get_pair(self, a: int, b: int) -> Any:
        """The value stored for ``(a, b)``, or None.

        The pair is ordered: ``(a, b)`` and ``(b, a)`` are different keys.

        Parameters
        ----------
        a, b : int
            The two halves of the key.

        Returns
        -------
        object or None

        Examples
        --------
        >>> c = PairCache("demo-get-pair", 10)
        >>> c.put_pair(4, 7, "x")
        >>> c.get_pair(4, 7), c.get_pair(7, 4)
        ('x', None)
        >>> c.unregister()
        """
        inner = self.get(a)
        return None if inner is None else inner.get(b)

    def put_pair(self, a: int, b: int, value: Any) -> None:
        """Store *value* for ``(a, b)``, first emptying the cache if it is full.

        A row (all pairs with first half *a*) that reaches ``row_limit``
        entries is emptied alone instead.

        Parameters
        ----------
        a, b : int
            The two halves of the key.
        value : object
            What to remember for the pair.

        Examples
        --------
        >>> c = PairCache("demo-put-pair", 10, row_limit=2)
        >>> c.put_pair(1, 2, "a"); c.put_pair(1, 3, "b"); c.put_pair(1, 4, "c")
        >>> c.get_pair(1, 2), c.get_pair(1, 4), c.size()
        (None, 'c', 1)
        >>> c.unregister()
        """
        if self.entries >= self.maxsize:
            if self.maxsize == 0:
                return
            with self._lock:
                if self.entries >= self.maxsize:
                    self.clear()
                    self.clears += 1
        inner = self.get(a)
        if inner is None:
            inner = self[a] = {}
        elif len(inner) >= self.row_limit:
            # One first key with very many partners: forget just its row.
            self.entries -= len(inner)
            inner.clear()
        inner[b] = value
        self.entries += 1  # may undercount under threads; the limit stays a limit

    def size(self) -> int:
        """The number of pairs held (not the number of rows).

        Returns
        -------
        int

        Examples
        --------
        >>> c = PairCache("demo-pair-size", 10)
        >>> c.put_pair(1, 2, "a"); c.put_pair(1, 3, "b")
        >>> c.size(), len(c)
        (2, 1)
        >>> c.unregister()
        """
        return self.entries

    def clear(self) -> None:
        """Forget every pair.

        Examples
        --------
        >>> c = PairCache("demo-pair-clear", 10)
        >>> c.put_pair(1, 2, "a"); c.clear()
        >>> c.get_pair(1, 2), c.size()
        (None, 0)
        >>> c.unregister()
        """
        super().clear()
        self.entries = 0


class RowCache:
    """A cache kept as one small dict per game, on the game itself.

    The engine's comparison memo is keyed by two games; keeping the row of
    game ``g`` on ``g`` (a slot) makes a look-up one attribute read and one
    dict read, the cheapest the interpreter offers, and a row dies with its
    game. Each row holds at most *row_limit* entries (a full row empties
    itself), so the cache holds at most *row_limit* entries per live game.
    It is registered like every :class:`BoundedCache`: :func:`cache_info`
    reports its total size and its limit right now (*row_limit* times the
    number of rows alive), :func:`clear_caches` empties every row, and
    ``CGTALG_NO_CACHE`` makes *row_limit* 0.

    Parameters
    ----------
    name : str
        The name under which :func:`cache_info` reports it (unique).
    row_limit : int
        The most entries one row holds.
    rows : callable
        Returns the rows alive right now (for the size, the limit and
        clearing).
    written : callable, optional
        If given, :meth:`clear` empties the rows this returns instead of
        every row alive: the owner's way of saying which rows may have
        gained entries since the last clearing (for example none at all),
        so that clearing need not visit every row. It must include every
        row written before it is called.

    Examples
    --------
    >>> a, b = {}, {}
    >>> c = RowCache("demo-rows", 2, lambda: [a, b])
    >>> c.put(a, 1, True); c.put(a, 2, False); c.put(a, 3, True); c.put(b, 1, False)
    >>> a, c.size(), c.clears
    ({3: True}, 2, 1)
    >>> c.clear(); a, b
    ({}, {})
    >>> c.unregister()
    """

    __slots__ = ("name", "row_limit", "clears", "_rows", "_written", "_lock")

    def __init__(self, name: str, row_limit: int, rows: Callable[[], Any],
                 written: Callable[[], Any] | None = None) -> None:
        check_str(name, "a cache's name")
        row_limit = check_int(row_limit, "a cache's row_limit", minimum=0)
        if not callable(rows) or (written is not None and not callable(written)):
            bad = rows if not callable(rows) else written
            raise InputTypeError(f"a row cache's rows and written must be functions, not {describe(bad)}")
        self.name = name
        self.row_limit = 0 if CACHING_DISABLED else row_limit
        self.clears = 0
        self._rows = rows
        self._written = written
        self._lock = threading.Lock()
        _register(name, self)

    def put(self, row: dict, key: Hashable, value: Any) -> None:  # type: ignore[type-arg]
        """Store *value* under *key* in *row*, first emptying the row if it is full.

        With ``row_limit == 0`` nothing is stored.

        Parameters
        ----------
        row : dict
            The row of one game (a dict it holds).
        key : hashable
            The key within the row.
        value : object
            What to remember.

        Examples
        --------
        >>> row = {}
        >>> c = RowCache("demo-row-put", 1, lambda: [row])
        >>> c.put(row, "a", 1); c.put(row, "b", 2)
        >>> row, c.clears
        ({'b': 2}, 1)
        >>> c.unregister()
        """
        if len(row) < self.row_limit:
            row[key] = value
        elif self.row_limit:
            row.clear()
            self.clears += 1
            row[key] = value

    def size(self) -> int:
        """The number of entries held, over all rows alive.

        Returns
        -------
        int

        Examples
        --------
        >>> rows = [{1: True}, {1: False, 2: True}]
        >>> c = RowCache("demo-row-size", 8, lambda: rows)
        >>> c.size()
        3
        >>> c.unregister()
        """
        return sum(len(row) for row in self._rows())

    @property
    def maxsize(self) -> int:
        """The most entries the rows alive can hold: *row_limit* per row.

        Returns
        -------
        int

        Examples
        --------
        >>> rows = [{}, {}, {}]
        >>> c = RowCache("demo-row-maxsize", 8, lambda: rows)
        >>> c.maxsize
        24
        >>> c.unregister()
        """
        return self.row_limit * len(self._rows())

    def clear(self) -> None:
        """Empty every row alive (every row that *written* returns, when it was given).

        Examples
        --------
        >>> rows = [{1: True}, {2: False}]
        >>> c = RowCache("demo-row-clear", 8, lambda: rows)
        >>> c.clear(); rows
        [{}, {}]
        >>> c.unregister()
        >>> c = RowCache("demo-row-clear-written", 8, lambda: rows, written=lambda: rows[:1])
        >>> rows[0][3] = rows[1][4] = True
        >>> c.clear(); rows                    # only the rows `written` named
        [{}, {4: True}]
        >>> c.unregister()
        """
        for row in self._rows() if self._written is None else self._written():
            row.clear()

    def unregister(self) -> None:
        """Remove this cache from :func:`cache_info` (for temporary caches).

        Examples
        --------
        >>> c = RowCache("demo-row-unregister", 8, lambda: [])
        >>> c.unregister(); "demo-row-unregister" in cache_info()
        False
        """
        with _registry_lock:
            if _ALL.get(self.name) is self:
                del _ALL[self.name]


def memoized(name: str, maxsize: int) -> Callable[[F], F]:
    """Decorate a pure function of hashable arguments with a :class:`BoundedCache`.

    The library's replacement for :func:`functools.lru_cache`: the cache is
    named, bounded, reported by :func:`cache_info`, emptied by
    :func:`clear_caches` and switched off by ``CGTALG_NO_CACHE``. Keyword
    arguments are not supported (keep memoized functions positional).

    Parameters
    ----------
    name : str
        The cache's name in :func:`cache_info` (unique).
    maxsize : int
        The number of entries at which the cache empties itself.

    Returns
    -------
    callable
        A decorator; the function it returns has the cache as its ``cache``
        attribute.

    Raises
    ------
    InputValueError
        When decorating, if a cache named *name* exists already.

    Examples
    --------
    >>> @memoized("demo-square", 100)
    ... def square(n):
    ...     return n * n
    >>> square(12), square(12), cache_info()["demo-square"]["size"]
    (144, 144, 1)
    >>> square.cache.unregister()
    """

    def decorate(fn: F) -> F:
        cache = BoundedCache(name, maxsize)
        missing = object()

        @functools.wraps(fn)
        def wrapper(*args: Any) -> Any:
            key = args if len(args) != 1 else args[0]
            r = cache.get(key, missing)
            if r is missing:
                r = fn(*args)
                cache.put(key, r)
            return r

        wrapper.cache = cache  # type: ignore[attr-defined]
        return wrapper  # type: ignore[return-value]

    return decorate


def register_info(source: Callable[[], dict[str, dict[str, int]]]) -> None:
    """Let a table that is not a :class:`BoundedCache` (the intern tables) report in :func:`cache_info`.

    Parameters
    ----------
    source : callable
        Called by every :func:`cache_info`; returns entries in its format,
        ``{name: {"size": ..., "maxsize": ..., "clears": ...}}``. There is
        no way to withdraw it: meant for tables that live as long as the
        process.

    Examples
    --------
    >>> def report():
    ...     return {"demo-extra": {"size": 0, "maxsize": -1, "clears": 0}}
    >>> register_info(report)
    >>> cache_info()["demo-extra"]
    {'size': 0, 'maxsize': -1, 'clears': 0}
    >>> _extra_info.remove(report)       # (private) undo, for this example only
    """
    _extra_info.append(source)


def cache_info() -> dict[str, dict[str, int]]:
    """Return, for every cache, its current size, limit and times cleared.

    Returns
    -------
    dict
        ``{name: {"size": ..., "maxsize": ..., "clears": ...}}``; a maxsize of
        -1 marks a table with no limit because it holds its entries weakly.

    Examples
    --------
    >>> info = cache_info()
    >>> set(info["add"]) == {"size", "maxsize", "clears"}
    True
    >>> info["interned games"]["size"] > 0     # games alive right now (maxsize -1: held weakly)
    True
    """
    with _registry_lock:
        caches = sorted(_ALL.items())
    info = {name: {"size": c.size(), "maxsize": c.maxsize, "clears": c.clears} for name, c in caches}
    for source in _extra_info:
        info.update(source())
    return info


def clear_caches() -> None:
    """Empty every cache. Results stay the same; only speed changes.

    Examples
    --------
    >>> clear_caches()
    >>> cache_info()["add"]["size"], cache_info()["comparisons"]["size"]
    (0, 0)
    """
    with _registry_lock:
        caches = list(_ALL.values())
    for c in caches:
        with c._lock:
            c.clear()
