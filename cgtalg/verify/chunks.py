"""Exhaustive checks split into chunks: run them anywhere, put the results back in order.

A check over a range (every row of at most *n* coins, every game born by day
*d*) is split into independent *chunks*; a task checks one chunk and returns
a small JSON value (counts, the chunk's own smallest counterexample). The
chunks run through an :class:`~cgtalg.verify.executors.Executor` (this
process, local processes, a Dask cluster) and the results are put back in
chunk order before anything is reduced, so the answer does not depend on
where or in which order the chunks ran. Finished chunks can be kept in a
:class:`~cgtalg.verify.checkpoint.Checkpoint` file and skipped next time.

:func:`exhaustive` is the form for a user's own check: a predicate and the
items to try it on. :func:`run_chunks` is the machinery under it and under
the reproductions (:meth:`cgtalg.verify.Context.map_chunks`).

Examples
--------
>>> result = exhaustive(lambda n: n * n != 49, range(100), chunk_size=10)
>>> result.holds, result.checked, result.failures, result.counterexample
(False, 100, 1, 7)
>>> spans(10, 4)
[(0, 4), (4, 8), (8, 10)]
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping, Sequence

from cgtalg.errors import InputTypeError, InputValueError, check_instance, check_int, check_items, check_str, describe

from .checkpoint import Checkpoint
from .executors import Executor, InProcess

__all__ = ["exhaustive", "ExhaustiveResult", "run_chunks", "spans", "task_name", "MAX_SPANS"]

Progress = Callable[[Iterable[Any], "int | None", str], Iterable[Any]]

#: The most spans :func:`spans` makes (and so the most chunks of a run).
MAX_SPANS = 10_000_000


def spans(count: int, size: int, start: int = 0) -> list[tuple[int, int]]:
    """Split ``range(start, start + count)`` into ``(lo, hi)`` spans of at most *size* items.

    Parameters
    ----------
    count : int
        Number of items (at least 0).
    size : int
        Largest span (at least 1).
    start : int, default 0
        First item.

    Returns
    -------
    list of (int, int)
        Consecutive half-open spans covering the range, in order.

    Raises
    ------
    InputTypeError
        If an argument is not an int.
    InputValueError
        If *count* is negative, *size* below 1, or the spans would be more
        than :data:`MAX_SPANS`.

    Examples
    --------
    >>> spans(5, 2, start=10)
    [(10, 12), (12, 14), (14, 15)]
    >>> spans(0, 3)
    []
    """
    count = check_int(count, "count", minimum=0)
    size = check_int(size, "a chunk size", minimum=1)
    start = check_int(start, "start")
    if -(-count // size) > MAX_SPANS:
        raise InputValueError(
            f"{describe(count)} items in spans of {describe(size)} make more than {MAX_SPANS} spans: use larger spans"
        )
    return [(lo, min(lo + size, start + count)) for lo in range(start, start + count, size)]


def task_name(task: Callable[..., Any]) -> str:
    """``module:qualified name`` of a task (how a checkpoint file names it).

    Parameters
    ----------
    task : callable
        A function; a :func:`functools.partial` is named by the function it
        wraps.

    Returns
    -------
    str

    Raises
    ------
    InputTypeError
        If *task* is not callable.

    Examples
    --------
    >>> task_name(spans)
    'cgtalg.verify.chunks:spans'
    """
    _check_callable(task, "a task")
    while isinstance(task, functools.partial):
        task = task.func
    return f"{getattr(task, '__module__', '?')}:{getattr(task, '__qualname__', describe(task))}"


def _check_callable(value: object, what: str) -> None:
    if not callable(value):
        raise InputTypeError(f"{what} must be a function, not {type(value).__name__} ({describe(value)})")


def _check_run_options(executor: object, checkpoint: object, progress: object) -> None:
    if executor is not None:
        check_instance(executor, Executor, "the executor")
    if checkpoint is not None:
        check_instance(checkpoint, Checkpoint, "the checkpoint")
    if progress is not None:
        _check_callable(progress, "progress")


def _as_json(value: Any) -> Any:
    # Results go through JSON always, so a fresh run and a resumed one (whose
    # results were read back from a checkpoint) see the same values.
    return json.loads(json.dumps(value))


def run_chunks(
    task: Callable[[Any], Any],
    chunks: Sequence[Any],
    *,
    arguments: Sequence[Any] | None = None,
    executor: Executor | None = None,
    checkpoint: Checkpoint | None = None,
    run: str = "",
    params: Mapping[str, Any] | None = None,
    progress: Progress | None = None,
    desc: str = "",
) -> list[Any]:
    """Run *task* on every chunk through *executor*; return the results in chunk order.

    Parameters
    ----------
    task : callable
        Checks one chunk; returns a JSON value (numbers, strings, lists,
        dicts). Must be picklable for executors in other processes.
    chunks : sequence
        JSON descriptions of the chunks (e.g. ``[lo, hi]`` ranges): the
        task's arguments, and the chunks' names in a checkpoint file.
    arguments : sequence, optional
        What the task gets for each chunk, when that is not the description
        itself (same length as *chunks*).
    executor : Executor, optional
        Where the chunks run (default: :class:`~cgtalg.verify.executors.InProcess`).
    checkpoint : Checkpoint, optional
        Chunks found there are not run again; finished chunks are appended.
    run, params : optional
        Name the run in the checkpoint file (a reproduction and its parameters).
    progress : callable, optional
        ``progress(iterable, total, desc)`` wraps the stream of finished
        chunks (a progress bar over chunks).
    desc : str
        Label of the progress bar.

    Returns
    -------
    list
        ``results[i]`` is the task's result on ``chunks[i]`` (after a round
        trip through JSON, so tuples come back as lists).

    Raises
    ------
    InputTypeError
        If *task* is not callable, *chunks* or *arguments* not a collection,
        or *executor*, *checkpoint*, *progress*, *run*, *params* or *desc*
        of the wrong type.
    InputValueError
        If *arguments* does not have one entry per chunk.
    KeyboardInterrupt
        When interrupted; the chunks finished so far are already in the
        checkpoint file, the others are cancelled.
    Exception
        Whatever the task raised.

    Examples
    --------
    >>> run_chunks(sum, [[1, 2], [3, 4, 5]])
    [3, 12]
    """
    _check_callable(task, "the task")
    chunks = check_items(chunks, "the chunks")
    if arguments is not None:
        arguments = check_items(arguments, "the arguments")
        if len(arguments) != len(chunks):
            raise InputValueError(
                f"run_chunks: one argument per chunk is needed ({len(arguments)} arguments, {len(chunks)} chunks)"
            )
    _check_run_options(executor, checkpoint, progress)
    run = check_str(run, "run")
    desc = check_str(desc, "desc")
    if params is not None and not isinstance(params, Mapping):
        raise InputTypeError(f"params must be a mapping, not {type(params).__name__} ({describe(params)})")
    executor = executor if executor is not None else InProcess()
    params = dict(params or {})
    name = task_name(task)
    results: list[Any] = [None] * len(chunks)
    todo: list[int] = []
    for i, chunk in enumerate(chunks):
        found = checkpoint.lookup(run, params, name, chunk) if checkpoint is not None else (False, None)
        if found[0]:
            results[i] = found[1]
        else:
            todo.append(i)
    if not todo:
        return results
    args = [(chunks if arguments is None else arguments)[i] for i in todo]
    stream: Iterable[tuple[int, Any]] = executor.map(task, args)
    if progress is not None:
        stream = progress(stream, len(todo), f"{desc} ({len(todo)} chunks)" if desc else f"{len(todo)} chunks")
    for j, result in stream:
        i = todo[j]
        results[i] = _as_json(result)
        if checkpoint is not None:
            checkpoint.record(run, params, name, chunks[i], results[i])
    return results


@dataclass(frozen=True)
class ExhaustiveResult:
    """What :func:`exhaustive` found.

    Attributes
    ----------
    checked : int
        Items checked.
    failures : int
        Items on which the check returned a false value.
    index : int or None
        Position (in the items) of the first failing item.
    counterexample : object or None
        The first failing item, in the order of the items: the smallest one
        when the items are listed smallest first.
    chunks : int
        Chunks the items were split into.

    Examples
    --------
    >>> exhaustive(lambda n: n >= 0, range(5))
    ExhaustiveResult(checked=5, failures=0, index=None, counterexample=None, chunks=5)
    """

    checked: int
    failures: int
    index: int | None
    counterexample: Any
    chunks: int

    @property
    def holds(self) -> bool:
        """True when the check held on every item.

        Returns
        -------
        bool

        Examples
        --------
        >>> exhaustive(lambda n: n % 3, range(1, 7)).holds
        False
        """
        return self.failures == 0


def _check_span(check: Callable[[Any], Any], start: int, items: Sequence[Any]) -> dict[str, Any]:
    failures = 0
    first = None
    for offset, item in enumerate(items):
        if not check(item):
            failures += 1
            if first is None:
                first = start + offset
    return {"checked": len(items), "failures": failures, "first": first}


def _check_chunk(argument: tuple[Callable[[Any], Any], int, Sequence[Any]]) -> dict[str, Any]:
    check, start, items = argument
    return _check_span(check, start, items)


def exhaustive(
    check: Callable[[Any], Any],
    items: Iterable[Any],
    *,
    executor: Executor | None = None,
    chunk_size: int | None = None,
    checkpoint: Checkpoint | None = None,
    progress: Progress | None = None,
) -> ExhaustiveResult:
    """Check a property on every item, in chunks, on any executor.

    Parameters
    ----------
    check : callable
        ``check(item)`` is true when the property holds for *item*. For
        :class:`~cgtalg.verify.executors.LocalProcesses` it must be a
        function defined at the top level of a module (Dask ships lambdas too).
    items : sequence or iterable
        What to check, smallest first if the smallest counterexample is
        wanted. A ``range`` is sent to the workers as a range (nothing is
        listed); other iterables are listed once and sent in slices.
    executor : Executor, optional
        Where the chunks run (default: this process).
    chunk_size : int, optional
        Items per chunk (default: the items split into about 100 chunks).
        It does not change the result.
    checkpoint : Checkpoint, optional
        Skip the chunks finished by an earlier run with the same check,
        number of items and chunk size; record new ones.
    progress : callable, optional
        ``progress(iterable, total, desc)``, e.g. ``tqdm``-like, over chunks.

    Returns
    -------
    ExhaustiveResult
        The number of items checked and failing, and the first failing item
        (each chunk reports its own first failure; the least index wins).

    Raises
    ------
    InputTypeError
        If *check* is not callable, *items* not a collection, *chunk_size*
        not an int, or *executor*, *checkpoint* or *progress* of the wrong
        type.
    InputValueError
        If *chunk_size* is below 1, or the items are too many to count.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, chapter II.4 (the games born by day
    *n*, the usual range of such checks).

    Examples
    --------
    Every game born by day 2 is equal to the negative of its negative (the
    same check runs on a Dask ``LocalCluster`` with
    ``executor=DaskCluster(cluster)``; see ``docs/verify.md``):

    >>> from cgtalg.verify.laws import games_born_by
    >>> result = exhaustive(lambda g: -(-g) == g, games_born_by(2))
    >>> result.holds, result.checked
    (True, 22)
    >>> day1 = sorted(games_born_by(1), key=str)  # *, -1, 0, 1
    >>> result = exhaustive(lambda g: g.is_number, day1)
    >>> result.failures, str(result.counterexample)
    (1, '*')
    """
    if not callable(check):
        raise InputTypeError(f"check must be a function of one item, got {describe(check)}")
    seq: Sequence[Any] = items if isinstance(items, (range, list, tuple)) else check_items(items, "the items")
    try:
        total = len(seq)
    except OverflowError:  # a range of more than sys.maxsize items
        raise InputValueError(f"{describe(items)} has too many items to check one by one") from None
    _check_run_options(executor, checkpoint, progress)
    size = check_int(chunk_size, "chunk_size", minimum=1) if chunk_size is not None else max(1, -(-total // 100))
    bounds = spans(total, size)
    results = run_chunks(
        _check_chunk,
        [[lo, hi] for lo, hi in bounds],
        arguments=[(check, lo, seq[lo:hi]) for lo, hi in bounds],
        executor=executor,
        checkpoint=checkpoint,
        run="exhaustive",
        params={"check": task_name(check), "items": total, "chunk_size": size},
        progress=progress,
        desc="exhaustive check",
    )
    firsts = [r["first"] for r in results if r["first"] is not None]
    index = min(firsts) if firsts else None
    return ExhaustiveResult(
        checked=sum(r["checked"] for r in results),
        failures=sum(r["failures"] for r in results),
        index=index,
        counterexample=None if index is None else seq[index],
        chunks=len(bounds),
    )

