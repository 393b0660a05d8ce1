"""Bounded memo tables for the engine, with one place to inspect and clear them.

Every cache the engine keeps is a :class:`BoundedCache`: a dict that empties
itself when it reaches its size limit, so a long-running script never grows
without bound. Clearing a cache never changes a result, only the time it takes.

Setting the environment variable ``CGTALG_NO_CACHE=1`` before import makes
every limit 0 (nothing is remembered), which is useful when debugging the
engine itself.
"""

from __future__ import annotations

import os
from typing import Any, Hashable

_DISABLED = os.environ.get("CGTALG_NO_CACHE", "") not in ("", "0")


class BoundedCache(dict):
    """A dict that clears itself once it holds *maxsize* entries.

    Examples
    --------
    >>> c = BoundedCache("demo", 2)
    >>> c.put("a", 1); c.put("b", 2); c.put("c", 3)
    >>> sorted(c)
    ['c']
    >>> _ = _ALL.pop("demo")
    """

    __slots__ = ("name", "maxsize", "clears")

    def __init__(self, name: str, maxsize: int) -> None:
        super().__init__()
        self.name = name
        self.maxsize = 0 if _DISABLED else maxsize
        self.clears = 0
        _ALL[name] = self

    def put(self, key: Hashable, value: Any) -> None:
        if len(self) >= self.maxsize:
            if self.maxsize == 0:
                return
            self.clear()
            self.clears += 1
        self[key] = value


_ALL: dict[str, BoundedCache] = {}


def cache_info() -> dict[str, dict[str, int]]:
    """Return, for every engine cache, its current size, limit and times cleared.

    Examples
    --------
    >>> info = cache_info()
    >>> set(info["add"]) == {"size", "maxsize", "clears"}
    True
    >>> info["interned games"]["size"] > 0     # games alive right now (maxsize -1: held weakly)
    True
    """
    from cgtalg.core.game import LE_MEMO_LIMIT, comparison_memo_size, interned_count

    info = {name: {"size": len(c), "maxsize": c.maxsize, "clears": c.clears} for name, c in sorted(_ALL.items())}
    # The intern tables hold games weakly: a value no longer referenced anywhere
    # is dropped, so they need no limit.
    info["interned games"] = {"size": interned_count(), "maxsize": -1, "clears": 0}
    # Each game keeps a memo of its comparisons, bounded per game.
    info["comparisons"] = {"size": comparison_memo_size(), "maxsize": LE_MEMO_LIMIT * max(1, interned_count()), "clears": 0}
    return info


def clear_caches() -> None:
    """Empty every engine cache. Results stay the same; only speed changes.

    Examples
    --------
    >>> clear_caches()
    >>> cache_info()["add"]["size"], cache_info()["comparisons"]["size"]
    (0, 0)
    """
    from cgtalg.core.game import clear_comparison_memos

    for c in _ALL.values():
        c.clear()
    clear_comparison_memos()
