"""Run deep computations without hitting Python's recursion limit.

The engine's comparisons and sums recurse on the birthday of the games
involved. Most games are shallow, so the engine runs on the caller's stack at
full speed; when a computation does hit the recursion limit, the outermost
public call catches :class:`RecursionError` and runs the same computation again
on a worker thread with a large stack and a high recursion limit. Work done
before the retry is kept in the engine's caches, so nothing is computed twice.
"""

from __future__ import annotations

import functools
import sys
import threading
from typing import Any, Callable, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

#: Stack size of the worker thread (bytes) and its recursion limit.
DEEP_STACK_BYTES = 1 << 29
DEEP_RECURSION_LIMIT = 1_000_000

_state = threading.local()
_limit_lock = threading.Lock()


def _run_on_big_stack(fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    result: list[Any] = []
    error: list[BaseException] = []

    def target() -> None:
        _state.active = True
        try:
            result.append(fn(*args, **kwargs))
        except BaseException as exc:  # re-raised in the caller's thread
            error.append(exc)

    with _limit_lock:
        old_limit = sys.getrecursionlimit()
        old_size = threading.stack_size()
        sys.setrecursionlimit(max(old_limit, DEEP_RECURSION_LIMIT))
        try:
            threading.stack_size(DEEP_STACK_BYTES)
            worker = threading.Thread(target=target, name="cgtalg-deep")
            worker.start()
        finally:
            threading.stack_size(old_size)
        worker.join()
        sys.setrecursionlimit(old_limit)
    if error:
        exc = error[0]
        if isinstance(exc, RecursionError):
            raise RecursionError(
                "game too deep even for cgtalg's large-stack worker "
                f"(recursion limit {DEEP_RECURSION_LIMIT})"
            ) from exc
        raise exc
    return result[0]


def deep(fn: F) -> F:
    """Decorate a public entry point so that deep recursion is retried safely.

    Only the outermost decorated call catches the error; nested calls run
    directly.

    Examples
    --------
    >>> @deep
    ... def depth(n):
    ...     return 0 if n == 0 else 1 + depth(n - 1)
    >>> depth(20000)
    20000
    """

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        if getattr(_state, "active", False):
            return fn(*args, **kwargs)
        _state.active = True
        try:
            return fn(*args, **kwargs)
        except RecursionError:
            pass
        finally:
            _state.active = False
        return _run_on_big_stack(fn, args, kwargs)

    return wrapper  # type: ignore[return-value]
