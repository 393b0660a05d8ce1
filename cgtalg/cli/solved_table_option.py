"""``--table FILE`` of ``cgtalg outcome`` and ``cgtalg value``: a database of solved regions kept on disk.

With ``--table FILE`` and ``--ruleset NAME`` the command first reads FILE,
if it exists, into the ruleset's table of region values
(:func:`cgtalg.engine.solved_table.load_table`), and writes the table back
to FILE when it is done (:func:`~cgtalg.engine.solved_table.save_table`),
also when it is interrupted (Ctrl-C): then a line on standard error says so
and the command exits with status 130, as any interrupted command does. A
later run with the same FILE starts from every region solved before.

``cgtalg outcome --ruleset`` also shows the search's progress (states
searched, table hits, depth) on standard error when it is a terminal
(:class:`SearchLine`; tqdm's bar when tqdm is installed).

Examples
--------
>>> import os, tempfile
>>> from cgtalg.cli import main
>>> path = os.path.join(tempfile.mkdtemp(), "domineering.txt")
>>> main(["outcome", "--ruleset", "domineering", "--table", path, "...|..."])
domineering ...|...
N: the first player wins
0
>>> open(path).readline().strip()
'# cgtalg solved-table v1'
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import time
from typing import Any, Iterator, TextIO

from cgtalg.errors import InputTypeError, describe

from .common import UsageError

__all__ = ["add_table_option", "kept_table", "ruleset_outcome", "SearchLine"]


def add_table_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--table FILE`` to a command's *parser*.

    Parameters
    ----------
    parser : argparse.ArgumentParser
        The command's parser.

    Raises
    ------
    InputTypeError
        If *parser* is not an ``argparse.ArgumentParser``.

    Examples
    --------
    >>> p = argparse.ArgumentParser()
    >>> add_table_option(p)
    >>> p.parse_args(["--table", "t.txt"]).table
    't.txt'
    """
    if not isinstance(parser, argparse.ArgumentParser):
        raise InputTypeError(f"add_table_option takes a command's argparse parser, not {describe(parser)}")
    parser.add_argument("--table", metavar="FILE",
                        help="with --ruleset: read the solved regions of FILE (if it exists) before solving, and "
                             "save the ruleset's table of solved regions to FILE after, also when interrupted "
                             "(a versioned text file: see cgtalg.engine.solved_table)")


def _search_of(position: Any, name: str) -> Any:
    """The region search of *position*'s ruleset, or UsageError when it has none."""
    from cgtalg.engine.search import KeyedPosition

    if not isinstance(position, KeyedPosition):
        raise UsageError(f"--table keeps the solved regions of the rulesets searched by regions (grids, strips, "
                         f"graphs); {name} positions are not")
    return position.rules.search  # type: ignore[attr-defined]


@contextlib.contextmanager
def kept_table(args: argparse.Namespace) -> Iterator[None]:
    """Read ``args.table`` into the table of the ruleset ``args.ruleset`` before the block and save it after.

    Nothing happens when ``args.table`` is None. The table is saved when
    the block ends, also by ``KeyboardInterrupt`` (a line on standard
    error says where); any other exception leaves the file as it was.

    Parameters
    ----------
    args : argparse.Namespace
        The command's arguments: ``table`` (a path or None), ``ruleset``
        (a name) and ``expr`` (the words of the position's text).

    Yields
    ------
    None

    Raises
    ------
    UsageError
        If there is no ``--ruleset``, or its positions are not searched by regions.
    InputValueError
        If the file exists but is not a solved table of this ruleset and
        version, or cannot be written.

    Examples
    --------
    >>> with kept_table(argparse.Namespace(table=None)):
    ...     print("nothing to keep")
    nothing to keep
    """
    path = getattr(args, "table", None)
    if path is None:
        yield
        return
    if getattr(args, "ruleset", None) is None:
        raise UsageError("--table keeps the solved regions of a ruleset's positions: give --ruleset NAME")
    from cgtalg.engine.solved_table import load_table, save_table
    from cgtalg.rulesets.registry import position_of_text

    rs, position = position_of_text(args.ruleset, " ".join(args.expr))
    search = _search_of(position, rs.name)
    if os.path.exists(path):
        load_table(search, path)
    try:
        yield
    except KeyboardInterrupt:
        count = save_table(search, path)
        sys.stderr.write(f"interrupted: the {count} solved regions are saved to {path}\n")
        raise
    save_table(search, path)


class SearchLine:
    """A one-line count of an outcome search's states, table hits and depth, on a terminal stream.

    Called as ``line(stats)`` with a :class:`~cgtalg.engine.sum_solver.SolveStats`
    (the ``progress`` hook of :meth:`cgtalg.engine.search.Search.outcome`);
    draws at most every *every* seconds, through tqdm when it is installed,
    nothing when disabled.

    Parameters
    ----------
    stream : text stream, optional
        Where the line goes (standard error by default).
    enabled : bool, default True
        Draw anything at all.
    every : float, default 0.2
        Least seconds between two drawings.

    Examples
    --------
    >>> import io
    >>> from cgtalg.engine.sum_solver import SolveStats
    >>> s = io.StringIO()
    >>> line = SearchLine(stream=s, every=0.0)
    >>> line._tqdm = None  # the plain line, whether or not tqdm is installed
    >>> stats = SolveStats(); stats.nodes = 1200
    >>> line(stats); "states 1,200" in s.getvalue()
    True
    >>> line.clear(); s.getvalue().endswith("\\r")
    True
    """

    def __init__(self, *, stream: TextIO | None = None, enabled: bool = True, every: float = 0.2) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = enabled
        self.every = every
        self.last = 0.0
        self.shown = False
        self.bar: Any = None
        try:
            from tqdm import tqdm as _tqdm
        except ImportError:
            _tqdm = None
        self._tqdm = _tqdm

    def __call__(self, stats: Any) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        if now - self.last < self.every:
            return
        self.last = now
        text = f"{stats}, {stats.seconds:.1f} s"
        if self._tqdm is not None:
            if self.bar is None:
                self.bar = self._tqdm(total=None, unit=" states", leave=False, file=self.stream)
            self.bar.update(stats.nodes - self.bar.n)
            self.bar.set_postfix_str(f"hits {stats.hits:,}, depth {stats.depth}/{stats.max_depth}")
            return
        self.stream.write("\r" + text[:79].ljust(79))
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        """Erase the line (or close tqdm's bar), if anything was drawn.

        Examples
        --------
        >>> import io
        >>> s = io.StringIO()
        >>> SearchLine(stream=s).clear(); s.getvalue()
        ''
        """
        if self.bar is not None:
            self.bar.close()
            self.bar = None
        if self.shown:
            self.stream.write("\r" + " " * 79 + "\r")
            self.stream.flush()
            self.shown = False


def ruleset_outcome(rs: Any, position: Any, stream: TextIO | None = None, executor: Any = None) -> Any:
    """The outcome of *position* of ruleset *rs*, with a :class:`SearchLine` when *stream* is a terminal.

    A position of a ruleset searched by regions is solved by its search
    with the progress line; any other by ``rs.outcome``.

    Parameters
    ----------
    rs : Ruleset
        A registered ruleset (:func:`cgtalg.rulesets.registry.get`).
    position : object
        One of its positions.
    stream : text stream, optional
        Where the progress goes (standard error by default); nothing is
        drawn unless it is a terminal.
    executor : Executor, optional
        Split the search's root across this executor's workers
        (:func:`cgtalg.engine.parallel_outcome.parallel_outcome`; ``--jobs``,
        ``--scheduler``).

    Returns
    -------
    Outcome or LoopyOutcome

    Raises
    ------
    InputTypeError
        If *rs* is not a registered ruleset, or *position* not one of its
        positions (``rs.outcome`` checks it).
    UsageError
        If an *executor* is given for a position not searched by regions.

    Examples
    --------
    >>> from cgtalg.rulesets.registry import get
    >>> str(ruleset_outcome(get("clobber"), get("clobber").parse("xoxo")))
    'N'
    """
    from cgtalg.engine.search import KeyedPosition
    from cgtalg.rulesets.registry import Ruleset

    if not isinstance(rs, Ruleset):
        raise InputTypeError(f"ruleset_outcome takes a registered ruleset (registry.get(name)), not {describe(rs)}")
    stream = stream if stream is not None else sys.stderr
    searched = (not rs.is_loopy and rs.entry.valued_by == "search" and isinstance(position, rs.position)
                and isinstance(position, KeyedPosition)
                and type(position).known_outcome is KeyedPosition.known_outcome)
    if executor is not None:
        # The split search is the schema's region search, also for a ruleset whose positions answer big
        # boards another way in one process (Domineering's bitboard search).
        searched = (not rs.is_loopy and rs.entry.valued_by == "search" and isinstance(position, rs.position)
                    and isinstance(position, KeyedPosition))
    if executor is not None and not searched:
        raise UsageError(f"--jobs and --scheduler split the search of positions searched by regions (grids, strips, "
                         f"graphs); this {rs.name} position is not")
    if not (searched and stream.isatty()):
        if executor is not None:
            return position.rules.search.outcome(position.key(), executor=executor)  # type: ignore[attr-defined]
        return rs.outcome(position)
    line = SearchLine(stream=stream)
    try:
        return position.rules.search.outcome(position.key(), progress=line,  # type: ignore[attr-defined]
                                             executor=executor)
    finally:
        line.clear()
