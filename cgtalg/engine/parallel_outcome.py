"""The outcome search of :mod:`cgtalg.engine.sum_solver`, its root split across worker processes.

:func:`parallel_outcome` answers what :meth:`cgtalg.engine.search.Search.outcome`
answers (``L``, ``R``, ``N`` or ``P``), with the work spread over an
*executor*: any object with the interface of
:class:`cgtalg.verify.executors.Executor` (``map(task, arguments)``
yielding ``(index, result)`` pairs as the tasks finish), so the same search
runs in this process (``InProcess``), on the cores of this machine
(``LocalProcesses(jobs)``) or on a Dask cluster (``DaskCluster``).

The work units are the root's moves. Each player's moves are listed in the
order the serial search tries them (region by region, each region's moves in
the schema's order, a position reached twice listed once), Left's first,
and each move is a task: "does the opponent, to move in the position
reached, win it?" (:func:`~cgtalg.engine.sum_solver.wins` in the worker).
The player to move wins iff some move reaches a position the opponent
loses. The moves are made on the position's *key* (a move in any region,
its value known or not), so a task is a key and a side: whatever the
positions are worth, they are the positions the serial search reaches, and
the answer is the same.

Cancellation and sharing go through a directory made for the run
(a temporary directory on this machine):

* when one player's answer is known (a winning move found, or every move
  answered), a flag file says so: a task of that player not yet started
  returns at once, and one under way stops at its next progress check
  (every :data:`~cgtalg.engine.sum_solver.PROGRESS_EVERY` states), keeping
  only finished answers in its tables;
* the region values this process knows when the run starts (its solved
  table, e.g. read by :func:`cgtalg.engine.solved_table.load_table`) are
  written there once, and every worker reads them before its first task;
  each finished task hands back the region values it solved, which are
  merged into this process's table and written there for the tasks that
  start later. Each finished task's answer goes into this process's outcome
  table, under the state the serial search would look up.

* a worker process keeps its own tables from one task to the next (the
  pool's processes live as long as the executor), and every
  :data:`SHARE_SECONDS` of its CPU it writes the states it answered and the
  regions it valued since it last did to a file of the directory, and reads
  the other workers' files into its tables: a state one worker solved is
  looked up, not searched, by the others from then on.

What no process shares is its caches of sums and comparisons of values
(:mod:`cgtalg.core.cache`): where those are most of the work (sums of many
regions valued and added over and over), the workers together spend more
CPU than one serial search. Workers that cannot see the directory (a Dask
cluster on other machines) neither share nor stop early: the answer is the
same, found with more work. Tasks run in this process (``InProcess``, a Dask
cluster of threads) share its tables directly and write no files of answers.

The workers find the ruleset's search by the name of its rules in their
module (``cgtalg.rulesets.grid.domineering.RULES``): a schema made at run
time, not held by a module, cannot be searched in other processes.

References
----------
M. Müller, H. Yamada et al., "MCGS: a modular combinatorial game solver"
(2023). Winning Ways, chapter 2 (outcomes of sums); Lessons in Play,
chapter 2; Siegel, *Combinatorial Game Theory*, chapter II (the outcome of
a game from its options). R. Hyatt, "A high-performance parallel algorithm
to search depth-first game trees" (1988), for splitting a game tree's root.

Examples
--------
>>> from cgtalg.rulesets.grid.clobber import Clobber, RULES
>>> from cgtalg.verify.executors import InProcess
>>> key = Clobber("xoxox|.....|oxxo.").key()
>>> str(parallel_outcome(RULES.search, key, InProcess())) == str(RULES.search.outcome(key))
True
"""

from __future__ import annotations

import importlib
import os
import pickle
import sys
import tempfile
import threading
import time
from typing import TYPE_CHECKING, Any, Callable

from ..core.order import Outcome
from ..errors import InputTypeError, InputValueError, describe
from .sum_solver import SolveStats, _check_search, _negated, _without_opposites, outcome_table, split_key, wins

if TYPE_CHECKING:
    from .search import Search

__all__ = ["parallel_outcome", "root_moves", "check_executor"]

#: The files of a run's directory: the flag that a side is decided, region values, and a worker's answers.
_DECIDED = "decided-{}"
_VALUES = "values-{:06d}.pickle"
_STATES = "states-{}-{:06d}.pickle"

#: A worker hands its new answers to the others, and reads theirs, at its first progress check this many
#: seconds (of its CPU) after the last exchange.
SHARE_SECONDS = 0.25

#: Per process: the files already read into this process's tables (paths), so a worker reads each once.
_READ: set[str] = set()
_READ_LOCK = threading.Lock()


class _Sharing:
    """A worker process's part in a run's exchange of answers and region values with the other workers.

    Each exchange writes one file of what this worker found since the last
    one (the states it answered, the regions it valued) and reads the other
    workers' files not read yet.
    """

    __slots__ = ("folder", "mark", "clears", "value_mark", "value_clears", "written", "last")

    def __init__(self, folder: str, table: Any, values: Any) -> None:
        self.folder = folder
        self.mark = len(table)  # the entries before this are written or read from others
        self.clears = table.clears
        self.value_mark = len(values)
        self.value_clears = values.clears
        self.written = 0
        self.last = time.process_time()

    def exchange(self, table: Any, values: Any) -> None:
        """Write this worker's answers and region values found since the last exchange; read the others'."""
        own = (_new_entries(table, self.mark, self.clears), _new_entries(values, self.value_mark, self.value_clears))
        if own[0] or own[1]:
            path = os.path.join(self.folder, _STATES.format(os.getpid(), self.written))
            self.written += 1
            try:
                with open(path + ".tmp", "wb") as fh:
                    pickle.dump(own, fh, protocol=pickle.HIGHEST_PROTOCOL)
                os.replace(path + ".tmp", path)
            except OSError:
                pass  # the run is over (its directory is gone): nothing to share
            with _READ_LOCK:
                _READ.add(path)
        mine = f"states-{os.getpid()}-"
        try:
            names = sorted(n for n in os.listdir(self.folder) if n.startswith("states-") and n.endswith(".pickle")
                           and not n.startswith(mine))
        except OSError:
            names = []
        for name in names:
            path = os.path.join(self.folder, name)
            with _READ_LOCK:
                if path in _READ:
                    continue
                _READ.add(path)
            try:
                with open(path, "rb") as fh:
                    states, regions = pickle.load(fh)
            except (OSError, EOFError):
                continue
            for code, v in regions.items():
                if code not in values:
                    values.put(code, v)
            for state, won in states.items():
                if state not in table:
                    table.put(state, won)
        self.mark = len(table)
        self.clears = table.clears
        self.value_mark = len(values)
        self.value_clears = values.clears
        self.last = time.process_time()


#: Per worker process: its :class:`_Sharing` of each run (by the run's directory).
_SHARING: dict[str, _Sharing] = {}


class _Cancelled(Exception):
    """Raised in a worker's progress check when its side's answer is known."""


def check_executor(executor: Any) -> Any:
    """Return *executor* if it has an executor's interface (``map`` and ``workers``), else refuse it.

    Parameters
    ----------
    executor : object
        An :class:`~cgtalg.verify.executors.Executor` (``InProcess``,
        ``LocalProcesses``, ``DaskCluster``) or any object with a
        ``map(task, arguments)`` method yielding ``(index, result)`` pairs
        and a ``workers`` count.

    Returns
    -------
    object
        *executor*.

    Raises
    ------
    InputTypeError
        If it has no ``map`` method or no ``workers``.

    Examples
    --------
    >>> from cgtalg.verify.executors import InProcess
    >>> check_executor(InProcess()).describe()
    'in-process'
    >>> check_executor(2)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: executor must be an executor (cgtalg.verify.executors: InProcess, LocalProcesses(jobs), DaskCluster(scheduler)), not 2
    """
    if isinstance(executor, type) or not (callable(getattr(executor, "map", None)) and hasattr(executor, "workers")):
        raise InputTypeError(
            "executor must be an executor (cgtalg.verify.executors: InProcess, LocalProcesses(jobs), "
            f"DaskCluster(scheduler)), not {describe(executor)}")
    return executor


def root_moves(search: "Search", key: Any, side: int) -> list[Any]:
    """The keys of the positions the player *side* (0 Left, 1 Right) can move to from *key*, as the serial search orders them.

    Region by region (a region and its negative cancelled first, a region
    that appears twice moved in once), each region's moves in the schema's
    order; a position reached by two moves is listed once.

    Parameters
    ----------
    search : Search
        A ruleset's search.
    key : int or tuple of int
        A normalised key.
    side : int
        0 for Left, 1 for Right.

    Returns
    -------
    list of tuple of int
        The keys of the positions reached (sorted tuples of region codes).

    Raises
    ------
    InputTypeError
        If *search* is not a search or *key* not a key.
    InputValueError
        If *side* is not 0 or 1.

    Examples
    --------
    >>> from cgtalg.rulesets.grid.domineering import Domineering, RULES
    >>> len(root_moves(RULES.search, Domineering("...|...").key(), 0))   # Left: 2 columns x 2 places
    2
    >>> root_moves(RULES.search, 0, 1)
    []
    """
    _check_search(search)
    _check_arguments(key, side)
    parts = _without_opposites(key) if type(key) is tuple else ((key,) if key else ())
    moves = search.schema.region_moves
    reached: dict[tuple[int, ...], None] = {}
    seen: set[int] = set()
    for i, region in enumerate(parts):
        if region in seen:
            continue
        seen.add(region)
        rest = parts[:i] + parts[i + 1:]
        if region > 0:
            options = moves(region)[side]
        else:
            options = [_negated(k) for k in moves(-region)[1 - side]]
        for k in options:
            tail = k if type(k) is tuple else ((k,) if k else ())
            reached[_without_opposites(rest + tuple(p for p in tail if p))] = None
    return list(reached)


def _check_arguments(key: Any, side: Any) -> None:
    if not (type(key) is int or (type(key) is tuple and all(type(k) is int for k in key))):
        raise InputTypeError(f"a search key is an int or a tuple of ints (a position's key()), not {describe(key)}")
    if type(side) is not int or side not in (0, 1):
        raise InputValueError(f"the player to move is 0 (Left) or 1 (Right), not {describe(side)}")


def _locator(search: "Search") -> tuple[str, str]:
    """``(module, name)`` of the module-level name holding *search*'s schema, for workers to import."""
    schema = search.schema
    for module_name in (type(schema).__module__, getattr(schema, "__module__", None)):
        module = sys.modules.get(module_name) if module_name else None
        for name, value in (vars(module).items() if module is not None else ()):
            if value is schema:
                return module_name, name  # type: ignore[return-value]
    raise InputValueError(
        f"the {schema.name} rules are not held by a name in their module {type(schema).__module__}, so other "
        "processes cannot find them: search them without an executor")


def _search_at(locator: tuple[str, str]) -> "Search":
    module, name = locator
    return getattr(importlib.import_module(module), name).search  # type: ignore[no-any-return]


def _read_values(search: "Search", folder: str | None) -> None:
    """Read the value files of the run's *folder* not yet read by this process into *search*'s table."""
    if folder is None:
        return
    try:
        names = sorted(n for n in os.listdir(folder) if n.startswith("values-") and n.endswith(".pickle"))
    except OSError:
        return  # a worker on another machine: nothing shared
    table = search.table
    for name in names:
        path = os.path.join(folder, name)
        with _READ_LOCK:
            if path in _READ:
                continue
            _READ.add(path)
        try:
            with open(path, "rb") as fh:
                entries = pickle.load(fh)
        except OSError:
            continue
        for code, v in entries.items():
            if code not in table:
                table.put(code, v)


def _write_values(folder: str, number: int, entries: dict[int, Any]) -> None:
    """Write *entries* (region code -> value) to the run's value file *number* (written whole, then renamed)."""
    path = os.path.join(folder, _VALUES.format(number))
    with open(path + ".tmp", "wb") as fh:
        pickle.dump(entries, fh, protocol=pickle.HIGHEST_PROTOCOL)
    os.replace(path + ".tmp", path)
    with _READ_LOCK:
        _READ.add(path)  # this process has them already


def _new_entries(table: Any, start: int, clears: int) -> dict[int, Any]:
    """The entries added to *table* since it held *start* entries and had been emptied *clears* times."""
    if table.clears != clears:
        return dict(table)
    added = len(table) - start
    if added <= 0:
        return {}
    out: dict[int, Any] = {}
    for code, v in reversed(table.items()):
        out[code] = v
        if len(out) == added:
            break
    return out


def _solve_move(task: tuple[Any, ...]) -> tuple[bool | None, dict[int, Any], tuple[int, int, int]]:
    """Run in a worker: ``(does the opponent win the position reached?, region values solved, stats)``.

    The answer is None when the mover's side was decided before or during the search (its flag file).
    A worker in another process than the run's (*parent*, a pid) exchanges its answers with the others
    (:class:`_Sharing`) before the search, every :data:`SHARE_SECONDS` during it and after it.
    """
    locator, folder, parent, side, child = task
    search = _search_at(locator)
    _read_values(search, folder)
    flag = os.path.join(folder, _DECIDED.format(side)) if folder is not None else None
    if flag is not None and os.path.exists(flag):
        return None, {}, (0, 0, 0)
    answers = outcome_table(search)
    sharing = None
    if folder is not None and parent != os.getpid() and os.path.isdir(folder):
        sharing = _SHARING.get(folder)
        if sharing is None:
            sharing = _SHARING[folder] = _Sharing(folder, answers, search.table)
        sharing.exchange(answers, search.table)
    table = search.table
    start, clears = len(table), table.clears
    stats = SolveStats()

    def check(_: SolveStats) -> None:
        if flag is not None and os.path.exists(flag):
            raise _Cancelled
        if sharing is not None and time.process_time() - sharing.last >= SHARE_SECONDS:
            sharing.exchange(answers, table)

    try:
        won: bool | None = wins(search, child, 1 - side, stats, check)
    except _Cancelled:
        won = None
    if sharing is not None:
        sharing.exchange(answers, table)
    return won, _new_entries(table, start, clears), (stats.nodes, stats.hits, stats.max_depth)


def parallel_outcome(search: "Search", key: Any, executor: Any,
                     progress: Callable[[SolveStats], None] | None = None) -> Outcome:
    """The outcome class of the position with key *key*, its root's moves searched as tasks of *executor*.

    Equal to ``search.outcome(key)`` (see the module docstring for how the
    work is split, cancelled and shared). A position whose regions are all
    known (nothing to search) and an impartial ruleset's position (its
    Grundy value decides) are answered in this process.

    Parameters
    ----------
    search : Search
        A ruleset's search (``RULES.search``).
    key : int or tuple of int
        A normalised key (``position.key()``).
    executor : Executor
        Where the tasks run: an object with the interface of
        :class:`cgtalg.verify.executors.Executor`; it is not closed here.
    progress : callable, optional
        Called as ``progress(stats)`` after each finished task, with a
        :class:`~cgtalg.engine.sum_solver.SolveStats` adding up the
        finished tasks' states and table hits (depth: the deepest line).

    Returns
    -------
    Outcome

    Raises
    ------
    InputTypeError
        If *search* is not a search, *key* not a key, or *executor* not an
        executor.
    InputValueError
        If the ruleset's rules are not held by a module-level name (the
        workers cannot find them).
    MoveCycleError
        If a worker's search meets a cycle (a loopy ruleset).

    References
    ----------
    Winning Ways, chapter 2; Lessons in Play, chapter 2; M. Müller,
    H. Yamada et al., "MCGS: a modular combinatorial game solver" (2023).

    Examples
    --------
    >>> from cgtalg.rulesets.grid.domineering import Domineering, RULES
    >>> from cgtalg.verify.executors import InProcess
    >>> str(parallel_outcome(RULES.search, Domineering.rectangle(3, 5).key(), InProcess()))
    'R'
    """
    _check_search(search)
    check_executor(executor)
    _check_arguments(key, 0)
    if search.impartial or not split_key(search, key)[1]:
        return search.outcome(key)  # a Grundy value, or every part known: nothing to search
    locator = _locator(search)
    moves = [root_moves(search, key, side) for side in (0, 1)]
    tasks = [(side, child) for side in (0, 1) for child in moves[side]]
    answers: list[bool | None] = [None if moves[0] else False, None if moves[1] else False]
    pending = [len(moves[0]), len(moves[1])]
    table = outcome_table(search)
    total = SolveStats()
    with tempfile.TemporaryDirectory(prefix="cgtalg-outcome-") as folder:
        written = 0
        _write_values(folder, written, dict(search.table))
        for side in (0, 1):
            if answers[side] is not None:
                open(os.path.join(folder, _DECIDED.format(side)), "w").close()
        arguments = [(locator, folder, os.getpid(), side, child) for side, child in tasks]
        # Every result is taken (a decided side's tasks return at once): closing the map early would
        # stop a pool of worker processes, and with it the tables its workers have built.
        for index, (opponent_wins, values, counts) in executor.map(_solve_move, arguments):
            side, child = tasks[index]
            pending[side] -= 1
            total.nodes += counts[0]
            total.hits += counts[1]
            total.max_depth = max(total.max_depth, counts[2] + 1)
            if values:
                fresh = {code: v for code, v in values.items() if code not in search.table}
                for code, v in fresh.items():
                    search.table.put(code, v)
                if fresh:
                    written += 1
                    _write_values(folder, written, fresh)
            if opponent_wins is not None:
                small, big = split_key(search, child)
                if big:
                    table.put((small, big, 1 - side), opponent_wins)
                if answers[side] is None and (not opponent_wins or pending[side] == 0):
                    answers[side] = not opponent_wins
                    open(os.path.join(folder, _DECIDED.format(side)), "w").close()
            if progress is not None:
                total.seconds = time.perf_counter() - total.start
                progress(total)
    left, right = answers
    if left is None or right is None:
        raise RuntimeError(f"the executor {describe(executor)} did not hand back every task's result")
    small, big = split_key(search, key)
    table.put((small, big, 0), left)
    table.put((small, big, 1), right)
    if left:
        return Outcome.N if right else Outcome.L
    return Outcome.R if right else Outcome.P
