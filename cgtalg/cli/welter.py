"""``cgtalg welter``: the Welter value of glass counts and every winning move.

The value takes time O(n log n) for n glasses, so up to
:data:`MAX_GLASSES` are accepted; the winning moves take time cubic in n and
are listed for at most :data:`MAX_MOVE_GLASSES`. ``--start N`` is the puzzle's
starting position ``N+1, ..., 2N``, valued by its closed recursion for any N.
:func:`welter_report` is also the report of ``cgtalg grundy welter``, misère
play included.

Examples
--------
>>> from cgtalg.cli import main
>>> main(["welter", "1", "3", "6", "10"])
Welter value [1|3|6|10] = 10: a first-player win
  winning move: take 6 from the glass of 10, leaving 4
0
"""

from __future__ import annotations

import argparse
import math
from typing import Any, TextIO

from cgtalg.errors import InputTypeError, check_bool, check_ints, describe

from .common import EXIT_OK, UsageError, add_command, read_ints

__all__ = ["add_parser", "run", "welter_report", "win_text", "MAX_GLASSES", "MAX_MOVE_GLASSES"]

#: The value is O(n log n): instant at this size.
MAX_GLASSES = 10_000
#: Winning moves are O(n**3): about 1.2 s at 500 glasses.
MAX_MOVE_GLASSES = 500
#: Misère play is a search over every position below the one given.
MAX_MISERE_POSITIONS = 200_000


def win_text(g: int) -> str:
    """Who wins a position of Grundy value *g*, in words.

    Parameters
    ----------
    g : int
        A Grundy value (or a misère Grundy value).

    Returns
    -------
    str

    Examples
    --------
    >>> win_text(0), win_text(3)
    ('a second-player win (a P-position)', 'a first-player win')
    """
    return "a first-player win" if g else "a second-player win (a P-position)"


def _welter_moves(out: TextIO, moves: list[tuple[int, int]]) -> None:
    for before, after in moves:
        out.write(f"  winning move: take {before - after} from the glass of {before}, leaving {after}\n")
    if not moves:
        out.write("  no winning move: every move leaves a position the opponent wins\n")


def _misere_report(position: Any, counts: list[int], out: TextIO) -> None:
    from cgtalg.impartial import misere_grundy

    shown = "|".join(str(c) for c in counts)
    # every position below this one is a set of len(counts) distinct counts up to max(counts)
    size = math.comb(max(counts) + 1, len(counts))
    if size > MAX_MISERE_POSITIONS:
        raise UsageError(f"misère Welter is valued by searching every position below this one: up to "
                         f"{size} positions here, at most {MAX_MISERE_POSITIONS} are searched")
    cache: dict[Any, int] = {}
    v = misere_grundy(position, cache=cache)
    out.write(f"Welter [{shown}], misère play: misère Grundy value {v}, {win_text(v)}\n")
    if not position.options():
        out.write("  no move is left: the player to move has won (the last player to move loses)\n")
        return
    moves = []
    for option in position.options():
        if misere_grundy(option, cache=cache) == 0:
            before = next(c for c in position.coins if c not in option.coins)
            after = next(c for c in option.coins if c not in position.coins)
            moves.append((before, after))
    _welter_moves(out, sorted(moves))


def welter_report(counts: list[int], out: TextIO, misere: bool = False) -> None:
    """Write the Welter value of *counts* (or its misère value) and the winning moves to *out*.

    Parameters
    ----------
    counts : list of int
        The numbers of balls in the glasses, all different.
    out : text stream
        Where the report goes.
    misere : bool, default False
        Misère play (the last player to move loses), by a search of every
        position below this one.

    Raises
    ------
    UsageError
        For no glasses, more than :data:`MAX_GLASSES`, or a misère search of
        more than ``MAX_MISERE_POSITIONS`` positions.
    InputValueError
        For counts that are not distinct non-negative integers.

    Examples
    --------
    >>> import sys
    >>> welter_report([2, 3], sys.stdout, misere=True)
    Welter [2|3], misère play: misère Grundy value 1, a first-player win
      winning move: take 1 from the glass of 2, leaving 1
      winning move: take 3 from the glass of 3, leaving 0
    """
    from cgtalg.rulesets.heap.welter import Welter, welter, welter_winning_moves

    counts = check_ints(counts, "a glass count")
    check_bool(misere, "misere")
    if not callable(getattr(out, "write", None)):
        raise InputTypeError(f"out must be a text stream, not {type(out).__name__} ({describe(out)})")
    if not counts:
        raise UsageError("give the numbers of balls in the glasses, e.g. 'welter 1 3 6 10'")
    if len(counts) > MAX_GLASSES:
        raise UsageError(f"{len(counts)} glasses are too many here (at most {MAX_GLASSES}); "
                         "use cgtalg.rulesets.heap.welter.welter from Python to try")
    position = Welter(counts)  # refuses counts that are not distinct and non-negative
    if misere:
        _misere_report(position, counts, out)
        return
    shown = "|".join(str(c) for c in counts)
    v = welter(counts)
    out.write(f"Welter value [{shown}] = {v}: {win_text(v)}\n")
    if len(counts) > MAX_MOVE_GLASSES:
        out.write(f"  (winning moves are listed for at most {MAX_MOVE_GLASSES} glasses: finding them "
                  "takes time cubic in the number of glasses)\n")
        return
    _welter_moves(out, welter_winning_moves(counts))


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Run ``cgtalg welter`` with the parsed *args*, writing to *out*.

    Parameters
    ----------
    args : argparse.Namespace
        The arguments as :func:`add_parser`'s parser reads them.
    out : text stream
        Where the output goes.

    Returns
    -------
    int
        The exit status, 0.

    Raises
    ------
    UsageError
        For counts that cannot be read, both counts and ``--start``, or a
        negative ``--start``.

    Examples
    --------
    >>> import io
    >>> from cgtalg.cli import build_parser
    >>> out = io.StringIO()
    >>> run(build_parser().parse_args(["welter", "--start", "4"]), out), out.getvalue().splitlines()[0]
    (0, 'Welter value [5|6|7|8] = 12: a first-player win')
    """
    if args.start is not None:
        from cgtalg.rulesets.heap.welter import glasses_start, start_value

        if args.counts:
            raise UsageError("give either COUNTS or --start N, not both")
        n = args.start
        if n < 0:
            raise UsageError(f"--start takes a non-negative number of glasses, not {n}")
        if n <= MAX_MOVE_GLASSES:
            welter_report(list(glasses_start(n).coins), out)
            return EXIT_OK
        # the starting value has a closed recursion: any n, instantly
        v = start_value(n)
        out.write(f"Welter value [{n + 1}|{n + 2}|...|{2 * n}] ({n} glasses) = {v}: {win_text(v)}\n")
        out.write(f"  (winning moves are listed for at most {MAX_MOVE_GLASSES} glasses: finding them "
                  "takes time cubic in the number of glasses)\n")
        return EXIT_OK
    welter_report(read_ints(args.counts, "glass counts", "a glass count"), out)
    return EXIT_OK


def add_parser(subparsers: Any) -> None:
    """Add ``welter`` to the subcommands of ``cgtalg``.

    Parameters
    ----------
    subparsers : argparse subparsers action
        The subcommands of the ``cgtalg`` parser.

    Examples
    --------
    >>> import argparse
    >>> sub = argparse.ArgumentParser(prog="cgtalg").add_subparsers()
    >>> add_parser(sub)
    >>> sub.choices["welter"].parse_args(["--start", "5"]).start
    5
    """
    p = add_command(subparsers, "welter", "print the Welter value of glass counts and the winning moves",
                    "cgtalg welter 1 3 6 10         ->  Welter value [1|3|6|10] = 10 ...\n"
                    "cgtalg welter --start 5        the glasses game with 6, 7, ..., 10 balls")
    p.add_argument("counts", nargs="*", metavar="COUNT", help="numbers of balls in the glasses, all different")
    p.add_argument("--start", type=int, metavar="N", help="the starting position n+1, ..., 2n of the glasses game")
    p.set_defaults(func=run)
