"""Where the chunks of an exhaustive check run: in this process, a local process pool, or Dask.

An *executor* takes one task function and a list of arguments (one per
chunk) and hands back ``(index, result)`` pairs as the chunks finish, in
whatever order they finish. Everything above it (the reproductions of
:mod:`cgtalg.verify`, :func:`cgtalg.verify.exhaustive`, the checkpoint file)
only sees that interface, and puts results back in chunk order itself, so a
check gives the same answer whichever executor ran it.

Three executors are provided:

* :class:`InProcess` runs the chunks one after another in this process
  (the default; what ``cgtalg verify`` always did);
* :class:`LocalProcesses` runs them on a pool of worker processes on this
  machine (``cgtalg verify --jobs N``);
* :class:`DaskCluster` sends them to a Dask ``distributed`` scheduler
  (``cgtalg verify --scheduler tcp://HOST:8786``), local or remote. Dask is
  an optional extra (``pip install "cgtalg[dask]"``), imported only when a
  :class:`DaskCluster` is made.

Tasks and their arguments travel between processes by pickling, so a task
must be a function defined at the top level of an importable module (Dask
also ships closures and lambdas, through cloudpickle), and worker processes
must import the same version of cgtalg. Games pickle as values: a game
unpickled in a worker is the worker's own interned copy (``is`` works there
as here).

Examples
--------
>>> with InProcess() as ex:
...     sorted(ex.map(abs, [-3, 1, -2]))
[(0, 3), (1, 1), (2, 2)]
>>> executor_for().describe()
'in-process'
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from abc import ABC, abstractmethod
from typing import Any, Callable, Iterator, Sequence

from cgtalg.errors import InputTypeError, InputValueError, check_int, describe

__all__ = ["Executor", "InProcess", "LocalProcesses", "DaskCluster", "executor_for", "DaskMissingError"]


class DaskMissingError(ImportError):
    """Dask's ``distributed`` is needed (for :class:`DaskCluster`) but not installed."""


class Executor(ABC):
    """Runs independent tasks and hands back each result as soon as it is ready.

    Subclasses implement :meth:`map`; :meth:`close` frees what the executor
    holds (worker processes, a connection). Executors are context managers.

    Examples
    --------
    >>> with InProcess() as ex:
    ...     [r for _, r in ex.map(len, ["ab", "c"])]
    [2, 1]
    """

    #: Number of chunks that can run at the same time.
    workers: int = 1

    @abstractmethod
    def map(self, task: Callable[[Any], Any], arguments: Sequence[Any]) -> Iterator[tuple[int, Any]]:
        """Run ``task(arguments[i])`` for every *i*; yield ``(i, result)`` as each finishes.

        Parameters
        ----------
        task : callable
            A function of one argument (picklable for the executors that
            run in other processes).
        arguments : sequence
            One argument per chunk.

        Returns
        -------
        iterator of (int, object)
            Pairs in the order the chunks finish, which need not be the order
            of *arguments*. Closing the iterator early (or a ``KeyboardInterrupt``
            while it runs) cancels the chunks not yet finished.

        Raises
        ------
        Exception
            Whatever the task raised, for the first chunk that raised it.

        Examples
        --------
        >>> with InProcess() as ex:
        ...     dict(ex.map(str.upper, ["a", "b"]))
        {0: 'A', 1: 'B'}
        """

    def describe(self) -> str:
        """One line saying where the chunks run (for reports and benchmarks).

        Returns
        -------
        str
            The class name, unless a subclass says more.

        Examples
        --------
        >>> InProcess().describe(), LocalProcesses(3).describe()
        ('in-process', '3 local processes')
        """
        return type(self).__name__

    def close(self) -> None:
        """Free worker processes or connections (nothing for :class:`InProcess`).

        Returns
        -------
        None

        Examples
        --------
        >>> ex = LocalProcesses(2)      # no process is started before the first map()
        >>> ex.close(); ex.close()      # closing twice is harmless
        """

    def __enter__(self) -> "Executor":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class InProcess(Executor):
    """Run every chunk in this process, one after another, in order.

    Examples
    --------
    >>> list(InProcess().map(str.upper, ["a", "b"]))
    [(0, 'A'), (1, 'B')]
    """

    workers = 1

    def map(self, task: Callable[[Any], Any], arguments: Sequence[Any]) -> Iterator[tuple[int, Any]]:
        """Run the chunks one after another in this process, yielding ``(i, result)`` in order.

        Parameters
        ----------
        task : callable
            A function of one argument.
        arguments : sequence
            One argument per chunk.

        Yields
        ------
        (int, object)
            ``(i, task(arguments[i]))`` for ``i = 0, 1, ...``; an exception of the
            task propagates at once.

        Examples
        --------
        >>> list(InProcess().map(len, ["abc", ""]))
        [(0, 3), (1, 0)]
        """
        for index, argument in enumerate(arguments):
            yield index, task(argument)

    def describe(self) -> str:
        """Say that the chunks run in this process.

        Returns
        -------
        str
            ``'in-process'``.

        Examples
        --------
        >>> InProcess().describe()
        'in-process'
        """
        return "in-process"


def _ignore_interrupts() -> None:
    # Ctrl-C reaches every process of the terminal's group: the workers leave it
    # to the parent, which cancels the run and stops them.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _indexed(pair: tuple[Callable[[Any], Any], int, Any]) -> tuple[int, Any]:
    task, index, argument = pair
    return index, task(argument)


class LocalProcesses(Executor):
    """Run the chunks on a pool of worker processes on this machine.

    Parameters
    ----------
    jobs : int
        Number of worker processes (at least 1). They are started (with the
        ``spawn`` method, the same on every platform) on first use and
        reused until :meth:`close`. As with any ``spawn`` pool, a script
        that uses one must start its work under
        ``if __name__ == "__main__":`` (the workers import the script).

    Raises
    ------
    InputTypeError
        If *jobs* is not an int.
    InputValueError
        If *jobs* is less than 1.

    Examples
    --------
    >>> LocalProcesses(2).describe()
    '2 local processes'
    >>> LocalProcesses(0)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: jobs must be >= 1, got 0
    """

    def __init__(self, jobs: int) -> None:
        self.workers = check_int(jobs, "jobs", minimum=1, maximum=4096)
        self._pool: Any = None

    def _started(self) -> Any:
        if self._pool is None:
            context = multiprocessing.get_context("spawn")
            self._pool = context.Pool(self.workers, initializer=_ignore_interrupts)
        return self._pool

    def map(self, task: Callable[[Any], Any], arguments: Sequence[Any]) -> Iterator[tuple[int, Any]]:
        """Run the chunks on the pool (started on first use), one chunk per job; yield pairs as they finish.

        If the iteration stops before the last result (a task raised, the caller
        stopped early, Ctrl-C), the pool is terminated, cancelling the chunks
        still running; the next call starts a new pool.

        Parameters
        ----------
        task : callable
            A function of one argument, defined at the top level of an importable module (it is
            pickled to the workers).
        arguments : sequence
            One argument per chunk.

        Yields
        ------
        (int, object)
            ``(i, task(arguments[i]))`` in the order the chunks finish;
            nothing (and no pool is started) when *arguments* is empty.
        """
        if not arguments:
            return
        pool = self._started()
        finished = False
        try:
            jobs = ((task, i, a) for i, a in enumerate(arguments))
            yield from pool.imap_unordered(_indexed, jobs, chunksize=1)
            finished = True
        finally:
            if not finished:  # interrupted, a task raised, or the caller stopped early
                self._terminate()

    def _terminate(self) -> None:
        if self._pool is not None:
            self._pool.terminate()
            self._pool.join()
            self._pool = None

    def describe(self) -> str:
        """Say how many worker processes run the chunks.

        Returns
        -------
        str
            ``'N local processes'`` (``'1 local process'``).

        Examples
        --------
        >>> LocalProcesses(1).describe()
        '1 local process'
        """
        return f"{self.workers} local process{'es' if self.workers != 1 else ''}"

    def close(self) -> None:
        """Let the pool's workers finish, wait for them and forget the pool (if one was started).

        Returns
        -------
        None

        Examples
        --------
        >>> ex = LocalProcesses(2)
        >>> ex.close()          # no pool was started: nothing to stop
        >>> ex._pool is None
        True
        """
        if self._pool is not None:
            self._pool.close()
            self._pool.join()
            self._pool = None


def _import_distributed() -> Any:
    try:
        import distributed
    except ImportError:
        raise DaskMissingError(
            "running on a Dask scheduler needs Dask's 'distributed' package, which is not installed: "
            "pip install 'cgtalg[dask]' (or pip install 'dask[distributed]')"
        ) from None
    return distributed


class DaskCluster(Executor):
    """Send the chunks to a Dask ``distributed`` scheduler.

    Parameters
    ----------
    scheduler : str or distributed.Client or cluster
        The scheduler's address (``"tcp://HOST:8786"``), a connected
        ``distributed.Client``, or a cluster object such as
        ``distributed.LocalCluster`` (anything with ``scheduler_address``).
        A client made here from an address or a cluster is closed by
        :meth:`close`; a client passed in is left open.
    timeout : float, default 10
        Seconds to wait for the scheduler when connecting.

    Raises
    ------
    DaskMissingError
        If ``distributed`` is not installed (the ``dask`` extra).
    InputTypeError
        If *scheduler* is none of the above, or *timeout* is not a number.
    InputValueError
        If the address is empty or malformed (no port, an unknown scheme),
        or *timeout* is not positive.
    OSError
        If no scheduler answers at the address (Dask's own error).

    Notes
    -----
    The workers must be able to import cgtalg (the same version) and the
    module of the task; Dask ships the task itself with cloudpickle.

    Examples
    --------
    A two-worker cluster on this machine (see ``docs/verify.md``)::

        from distributed import LocalCluster
        with LocalCluster(n_workers=2, threads_per_worker=1) as cluster:
            with DaskCluster(cluster) as ex:
                print(sorted(ex.map(abs, [-1, -2])))

    >>> DaskCluster(42)  # doctest: +SKIP
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: scheduler must be an address such as 'tcp://HOST:8786', a distributed.Client or a cluster, got 42
    """

    def __init__(self, scheduler: Any, timeout: float = 10) -> None:
        distributed = _import_distributed()
        self._distributed = distributed
        self._own_client = True
        if isinstance(scheduler, distributed.Client):
            self.client = scheduler
            self._own_client = False
        elif isinstance(scheduler, str) or hasattr(scheduler, "scheduler_address"):
            address = scheduler if isinstance(scheduler, str) else scheduler.scheduler_address
            if isinstance(scheduler, str) and not scheduler.strip():
                raise InputValueError("the scheduler address is empty (expected e.g. tcp://HOST:8786)")
            timeout = _check_timeout(timeout)
            try:
                self.client = distributed.Client(address, timeout=timeout, set_as_default=False)
            except ValueError as exc:  # Dask's parser refuses the address (no port, unknown scheme)
                raise InputValueError(
                    f"{describe(address)} is not a Dask scheduler address ({exc}); expected e.g. tcp://HOST:8786"
                ) from exc
        else:
            raise InputTypeError(
                "scheduler must be an address such as 'tcp://HOST:8786', a distributed.Client or a cluster, "
                f"got {describe(scheduler)}"
            )
        self.address = self.client.scheduler.address

    @property
    def workers(self) -> int:  # type: ignore[override]
        """The number of workers the scheduler has now (at least 1).

        Returns
        -------
        int
        """
        return max(1, len(self.client.scheduler_info().get("workers", {})))

    def map(self, task: Callable[[Any], Any], arguments: Sequence[Any]) -> Iterator[tuple[int, Any]]:
        """Submit every chunk to the scheduler at once; yield pairs as the futures complete.

        If the iteration stops before the last result, the futures not yet
        finished are cancelled.

        Parameters
        ----------
        task : callable
            A function of one argument (shipped to the workers with cloudpickle).
        arguments : sequence
            One argument per chunk.

        Yields
        ------
        (int, object)
            ``(i, task(arguments[i]))`` in the order the chunks finish;
            nothing when *arguments* is empty.
        """
        if not arguments:
            return
        futures = self.client.map(_indexed, [(task, i, a) for i, a in enumerate(arguments)], pure=False)
        finished = False
        try:
            for future in self._distributed.as_completed(futures, loop=self.client.loop):
                yield future.result()
            finished = True
        finally:
            if not finished:
                self.client.cancel(futures)

    def describe(self) -> str:
        """Name the scheduler and its current number of workers.

        Returns
        -------
        str
            ``'Dask scheduler ADDRESS (N workers)'``.
        """
        return f"Dask scheduler {self.address} ({self.workers} workers)"

    def close(self) -> None:
        """Close the client if this executor made it (a client passed in stays open).

        Returns
        -------
        None
        """
        if self._own_client:
            self.client.close()


def _check_timeout(timeout: object) -> float:
    """A positive number of seconds (an int or a float, not a bool)."""
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)):
        raise InputTypeError(f"timeout must be a number of seconds, not {type(timeout).__name__} ({describe(timeout)})")
    if not timeout > 0:  # refuses NaN as well
        raise InputValueError(f"timeout must be a positive number of seconds, got {describe(timeout)}")
    return float(timeout)


def executor_for(jobs: int | None = None, scheduler: Any = None) -> Executor:
    """The executor for ``--jobs N`` / ``--scheduler ADDRESS`` (in-process when neither is given).

    Parameters
    ----------
    jobs : int, optional
        Worker processes on this machine; 1 (or None) runs in this process.
    scheduler : str or distributed.Client or cluster, optional
        A Dask scheduler (see :class:`DaskCluster`).

    Returns
    -------
    Executor

    Raises
    ------
    InputValueError
        If both are given, or *jobs* is below 1.
    DaskMissingError
        If a scheduler is given and Dask's ``distributed`` is not installed.

    Examples
    --------
    >>> executor_for(jobs=1).describe(), executor_for(jobs=3).describe()
    ('in-process', '3 local processes')
    >>> executor_for(jobs=2, scheduler="tcp://localhost:8786")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: give either jobs (local processes) or a scheduler (Dask), not both
    """
    if jobs is not None and scheduler is not None:
        raise InputValueError("give either jobs (local processes) or a scheduler (Dask), not both")
    if scheduler is not None:
        return DaskCluster(scheduler)
    if jobs is None:
        return InProcess()
    jobs = check_int(jobs, "jobs", minimum=1)
    return InProcess() if jobs == 1 else LocalProcesses(jobs)


def cpu_count() -> int:
    """Cores this process may use (for ``--jobs 0``-style defaults in scripts).

    Returns
    -------
    int
        The size of the CPU affinity set where the OS reports one, else
        ``os.cpu_count()`` (1 if unknown).

    Examples
    --------
    >>> cpu_count() >= 1
    True
    """
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1
