"""``cgtalg octal``: a heap game's nim-sequence, its certified period, a plot.

:func:`octal_report` computes ``G(0..N)`` with
:func:`cgtalg.impartial.nim_sequence.extend_nim_sequence` (progress on
standard error), saves the values to a checkpoint file on Ctrl-C and at the
end, resumes from it, reports the period with its certificate
(:mod:`cgtalg.impartial.periodicity`) and draws the nim-value scatter plot of
:mod:`cgtalg.pictures.nim_sequence` (matplotlib, imported only when a plot is
asked for).

Examples
--------
>>> import io
>>> out = io.StringIO()
>>> _ = octal_report("0.77", 300, period=True, out=out)
>>> print(out.getvalue().splitlines()[-1])
period: 0.77: periodic with period 12 from heap 71 (last exception at heap 70); certified by the periodicity theorem: G(n+12) = G(n) checked for 71 <= n <= 288 (heaps 0..300); the theorem needs heaps 0..167
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from typing import TYPE_CHECKING, Any, TextIO

from cgtalg.errors import InputValueError, check_int

from .common import EXIT_OK, UsageError, add_command, isatty
from .progress import ProgressLine

if TYPE_CHECKING:  # pragma: no cover
    from cgtalg.impartial.periodicity import Periodicity

__all__ = ["add_parser", "run", "octal_report"]


def octal_report(
    game: str,
    heaps: int,
    *,
    period: bool = False,
    method: str = "auto",
    checkpoint: str | None = None,
    resume: bool = False,
    plot: str | None = None,
    show: int = 40,
    progress: bool = False,
    out: TextIO | None = None,
) -> tuple[list[int], Periodicity | None]:
    """Compute and print the nim-sequence of *game* for heaps ``0..heaps``.

    Parameters
    ----------
    game : str
        A code (``0.77``), ``S(1,3,4)``, ``S(all but 1,2)`` or ``grundy``.
    heaps : int
        The largest heap.
    period : bool
        Also report the period and its certificate (or why there is none).
    method : {"auto", "mex", "sparse"}
    checkpoint : str, optional
        A file to save the values to when the computation is interrupted
        (Ctrl-C) and when it ends; see :func:`cgtalg.impartial.nim_sequence.save_nim_sequence`.
    resume : bool
        Start from the values in *checkpoint* (which must be for the same game).
    plot : str, optional
        Save a scatter plot of the values to this file (needs matplotlib).
    show : int
        How many leading values to print.
    progress : bool
        Draw a progress bar on standard error.
    out : text stream

    Returns
    -------
    (list of int, Periodicity or None)

    Raises
    ------
    InputValueError
        For a bad game, heap count, or a checkpoint of another game.
    KeyboardInterrupt
        Re-raised after the checkpoint is saved.

    Examples
    --------
    >>> import io
    >>> out = io.StringIO()
    >>> values, period = octal_report("0.07", 30, show=10, out=out)
    >>> values[:10], period
    ([0, 0, 1, 1, 2, 0, 3, 1, 1, 0], None)
    >>> for line in out.getvalue().splitlines()[1:]:
    ...     print(line)
    G(0..9): 0 0 1 1 2 0 3 1 1 0
    largest value: 5 (first at heap 16)

    References
    ----------
    *Winning Ways*, ch. 4 (octal games and the periodicity theorem); Siegel,
    *Combinatorial Game Theory*, IV.2.
    """
    from cgtalg.impartial.nim_sequence import extend_nim_sequence, load_nim_sequence, save_nim_sequence
    from cgtalg.impartial.periodicity import periodicity
    from cgtalg.rulesets.heap import rule_from_name

    stream = out if out is not None else sys.stdout
    rule = rule_from_name(game)
    heaps = check_int(heaps, "the number of heaps", minimum=0, maximum=10**9)
    values: list[int] = []
    if resume:
        if checkpoint is None:
            raise InputValueError("--resume needs --checkpoint FILE")
        if os.path.exists(checkpoint):
            saved_game, values = load_nim_sequence(checkpoint)
            if rule_from_name(saved_game) != rule:
                raise InputValueError(f"{checkpoint} holds values of {saved_game}, not of {rule.name}")
            stream.write(f"resumed from {checkpoint}: heaps 0..{len(values) - 1} known\n")
    bar = ProgressLine(rule.name, enabled=progress)
    start_len = len(values)
    t0, c0 = time.perf_counter(), time.process_time()
    try:
        extend_nim_sequence(rule, values, heaps, method=method, progress=bar)
    except KeyboardInterrupt:
        bar.clear()
        if checkpoint is not None:
            save_nim_sequence(checkpoint, rule.name, values)
            sys.stderr.write(f"interrupted: heaps 0..{len(values) - 1} saved to {checkpoint} (resume with --resume)\n")
        raise
    bar.clear()
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    if checkpoint is not None:
        save_nim_sequence(checkpoint, rule.name, values)
    done = len(values) - start_len
    rate = f"{done / wall:,.0f} heaps/s" if wall > 0 and done else "nothing new to compute"
    stream.write(f"{rule.name}: G(0..{heaps}) computed; {done} new heaps in {wall:.2f} s wall, "
                 f"{cpu:.2f} s CPU ({rate})\n")
    shown = " ".join(map(str, values[: min(show, heaps + 1)]))
    stream.write(f"G(0..{min(show, heaps + 1) - 1}): {shown}\n")
    stream.write(f"largest value: {max(values)} (first at heap {values.index(max(values))})\n")
    cert = None
    if period:
        cert = periodicity(rule, values[: heaps + 1], heaps=heaps + 1)
        stream.write(f"period: {cert}\n")
    if plot is not None:
        from cgtalg.pictures.nim_sequence import plot_nim_sequence

        plot_nim_sequence(values[: heaps + 1], plot, title=f"nim-sequence of {rule.name}")
        stream.write(f"plot saved to {plot}\n")
    return values, cert


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Run ``cgtalg octal`` with the parsed *args*, writing to *out*.

    Parameters
    ----------
    args : argparse.Namespace
        The arguments as :func:`add_parser`'s parser reads them.
    out : text stream
        Where the report goes.

    Returns
    -------
    int
        The exit status, 0.

    Raises
    ------
    UsageError
        For ``--plot`` without matplotlib (saying what to install).
    InputValueError
        For a bad game or heap count, or a checkpoint of another game.

    Examples
    --------
    >>> import io
    >>> from cgtalg.cli import build_parser
    >>> out = io.StringIO()
    >>> run(build_parser().parse_args(["octal", "0.07", "--heaps", "5", "--show", "6"]), out)
    0
    >>> out.getvalue().splitlines()[1]
    'G(0..5): 0 0 1 1 2 0'
    """
    try:
        octal_report(args.game, args.heaps, period=args.period, method=args.method, checkpoint=args.checkpoint,
                     resume=args.resume, plot=args.plot, show=args.show,
                     progress=not args.no_progress and isatty(sys.stderr), out=out)
    except ImportError as exc:  # --plot without matplotlib: say what to install
        raise UsageError(str(exc)) from None
    return EXIT_OK


def add_parser(subparsers: Any) -> None:
    """Add ``octal`` to the subcommands of ``cgtalg``.

    Parameters
    ----------
    subparsers : argparse subparsers action
        The subcommands of the ``cgtalg`` parser.

    Examples
    --------
    >>> import argparse
    >>> sub = argparse.ArgumentParser(prog="cgtalg").add_subparsers()
    >>> add_parser(sub)
    >>> sub.choices["octal"].parse_args(["0.77"]).heaps
    1000
    """
    p = add_command(subparsers, "octal", "nim-sequence of a take-and-break game, with its certified period",
                    "cgtalg octal 0.77 --heaps 100000 --period\n"
                    "cgtalg octal 0.07 --heaps 5000 --plot dawson.png\n"
                    "cgtalg octal 'S(1,3,4)' --heaps 100 --period\n"
                    "cgtalg octal 0.16 --heaps 600000 --period --checkpoint 016.txt --resume",
                    description=("Compute G(0..N) of a heap game: an octal or hexadecimal code (0.77 Kayles, 0.07\n"
                                 "Dawson's Kayles, 4.7, 0.[3] Nim), S(1,3,4), 'S(all but 1,2)' or grundy. "
                                 "--period\n"
                                 "reports the period only with a certificate from the periodicity theorem.\n"
                                 "Ctrl-C saves the values to --checkpoint; --resume continues from it."))
    p.add_argument("game", metavar="GAME", help="a code such as 0.77, S(1,3,4), 'S(all but 1,2)' or grundy")
    p.add_argument("--heaps", type=int, default=1000, metavar="N", help="compute heaps 0..N (default 1000)")
    p.add_argument("--period", action="store_true", help="find the period and certify it")
    p.add_argument("--method", choices=["auto", "mex", "sparse"], default="auto",
                   help="sparse-space method or plain mex scan (default: auto)")
    p.add_argument("--checkpoint", metavar="FILE", help="save the values here on Ctrl-C and at the end")
    p.add_argument("--resume", action="store_true", help="start from the values in --checkpoint")
    p.add_argument("--plot", metavar="FILE", help="save a scatter plot of G(n) (needs matplotlib)")
    p.add_argument("--show", type=int, default=40, metavar="K", help="print the first K values (default 40)")
    p.add_argument("--no-progress", action="store_true", help="never show a progress bar")
    p.set_defaults(func=run)
