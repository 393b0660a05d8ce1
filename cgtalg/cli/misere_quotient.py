"""``cgtalg misere-quotient``: the certified misère quotient of a heap game, heap by heap.

:func:`misere_quotient_report` extends the quotient one heap at a time with
:class:`~cgtalg.impartial.misere.IncrementalQuotient`
(each heap's quotient proved for every position before the next), shows a
progress line on standard error, keeps the last finished heap in the
checkpoint file on Ctrl-C and goes on from it with ``resume`` (after
re-proving it); the report is the quotient's order, generators, heap words,
P-portion and certificate, then the misère outcome of each position asked for.

Examples
--------
>>> from cgtalg.cli import main
>>> main(["misere-quotient", "0.77", "--heaps", "3", "--no-progress"])  # doctest: +ELLIPSIS
0.77: misère quotient for heaps up to 3: order ..., P-portion of ... elements
  3 new heaps in ... s wall, ... s CPU
...
0
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from typing import TYPE_CHECKING, Any, TextIO

from ..errors import InputValueError, check_int
from .common import EXIT_OK, add_command, isatty, read_ints
from .progress import ProgressLine

if TYPE_CHECKING:  # pragma: no cover
    from ..impartial.misere import MisereQuotient

__all__ = ["add_parser", "run", "misere_quotient_report"]


def misere_quotient_report(
    game: str,
    heaps: int,
    *,
    checkpoint: str | None = None,
    resume: bool = False,
    outcomes: list[list[int]] | None = None,
    progress: bool = False,
    out: TextIO | None = None,
) -> MisereQuotient:
    """Compute the misère quotient of *game* for heaps up to *heaps* and print a report.

    Parameters
    ----------
    game : str
        A rule name as :func:`cgtalg.rulesets.heap.rule_from_name` reads it (``0.77``, ``S(1,2)``...).
    heaps : int
        The largest heap.
    checkpoint : str, optional
        File written after each heap (format: :meth:`IncrementalQuotient.save`).
    resume : bool, default False
        Start from *checkpoint* (re-certified first).
    outcomes : list of list of int, optional
        Positions (lists of heaps) whose misère outcome is printed.
    progress : bool, default False
        Draw a progress line on standard error.
    out : text stream, optional
        Where the report goes (standard output by default).

    Returns
    -------
    MisereQuotient

    Raises
    ------
    InputValueError
        For a bad game or heap count, ``resume`` without a checkpoint, or a checkpoint of another game.
    QuotientNotCertified
        If some heap's quotient cannot be certified: raised after the report of the
        heaps before it (which the checkpoint also keeps).
    KeyboardInterrupt
        Re-raised after a message saying what the checkpoint holds.

    References
    ----------
    Plambeck and Siegel, *Misère quotients for impartial games*, JCTA 115 (2008).

    Examples
    --------
    >>> import io
    >>> s = io.StringIO()
    >>> q = misere_quotient_report("0.77", 12, outcomes=[[1, 4, 12]], out=s)
    >>> print(s.getvalue().splitlines()[0])
    0.77: misère quotient for heaps up to 12: order 24, P-portion of 8 elements
    >>> "outcome of 1 + 4 + 12: P" in s.getvalue()
    True
    """
    # imported here, not at the top: the quotient machinery loads only when this command runs
    from ..impartial.misere import IncrementalQuotient, QuotientNotCertified
    from ..rulesets.heap import rule_from_name

    stream = out if out is not None else sys.stdout
    rule = rule_from_name(game)
    n = check_int(heaps, "the largest heap", minimum=1, maximum=10_000)
    iq = None
    if resume:
        if checkpoint is None:
            raise InputValueError("--resume needs --checkpoint FILE")
        if os.path.exists(checkpoint):
            iq = IncrementalQuotient.load(checkpoint, rule)
            stream.write(f"resumed from {checkpoint}: heaps up to {iq.max_heap} known (re-certified)\n")
    if iq is None:
        iq = IncrementalQuotient(rule)
    start = iq.max_heap
    bar = ProgressLine(rule.name, enabled=progress)
    t0, c0 = time.perf_counter(), time.process_time()
    stopped: QuotientNotCertified | None = None
    try:
        iq.extend(max(n, iq.max_heap), progress=bar, checkpoint=checkpoint)
    except QuotientNotCertified as exc:  # report what is certified, then say why it stopped
        stopped = exc
    except KeyboardInterrupt:
        bar.clear()
        if checkpoint is not None:
            sys.stderr.write(
                f"interrupted: heaps up to {iq.max_heap} are in {checkpoint} (resume with --resume)\n"
            )
        raise
    bar.clear()
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    q = iq.quotient()
    stream.write(
        f"{rule.name}: misère quotient for heaps up to {q.max_heap}: order {q.order}, "
        f"P-portion of {len(q.p_portion)} elements\n"
    )
    stream.write(f"  {q.max_heap - start} new heaps in {wall:.2f} s wall, {cpu:.2f} s CPU\n")
    gens = ", ".join(f"{w}={h}" for w, h in zip("abcdefghijklmnopqrstuvwxyz", q.generators))
    stream.write(f"  generators: {gens}\n")
    stream.write("  heaps: " + " ".join(f"{h}:{w}" for h, w in enumerate(q.heap_words()) if h) + "\n")
    if q.order <= 64:
        stream.write("  P-portion: {" + ", ".join(q.p_portion_words()) + "}\n")
    stream.write(f"  checked: {q.checked}\n")
    if stopped is not None:
        stream.write(f"  stopped before heap {n}: the quotient above is certified up to heap {q.max_heap}\n")
        raise stopped
    for heaps_list in outcomes or []:
        shown = " + ".join(map(str, heaps_list)) or "0"
        stream.write(f"outcome of {shown}: {q.outcome(heaps_list)}\n")
    return q


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Run ``cgtalg misere-quotient`` with the parsed *args*, writing the report to *out*.

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
        For an ``--outcome`` position that is not a list of heap sizes.
    InputValueError
        For a bad game or heap count, or a checkpoint of another game.
    QuotientNotCertified
        If some heap's quotient cannot be certified (after the report of the
        heaps before it).

    Examples
    --------
    >>> import io
    >>> from cgtalg.cli import build_parser
    >>> out = io.StringIO()
    >>> run(build_parser().parse_args(["misere-quotient", "0.77", "--heaps", "4", "--outcome", "1,1"]), out)
    0
    >>> out.getvalue().splitlines()[-1]
    'outcome of 1 + 1: N'
    """
    positions = [read_ints(p.replace(",", " ").split(), "heaps", "a heap size") for p in args.outcome or []]
    misere_quotient_report(args.game, args.heaps, checkpoint=args.checkpoint, resume=args.resume,
                           outcomes=positions, progress=not args.no_progress and isatty(sys.stderr), out=out)
    return EXIT_OK


def add_parser(subparsers: Any) -> None:
    """Add ``misere-quotient`` to the subcommands of ``cgtalg``.

    Parameters
    ----------
    subparsers : argparse subparsers action
        The subcommands of the ``cgtalg`` parser.

    Examples
    --------
    >>> import argparse
    >>> sub = argparse.ArgumentParser(prog="cgtalg").add_subparsers()
    >>> add_parser(sub)
    >>> sub.choices["misere-quotient"].parse_args(["0.77", "--outcome", "1,4", "--outcome", "2"]).outcome
    ['1,4', '2']
    """
    p = add_command(subparsers, "misere-quotient", "certified misère quotient of a heap game, heap by heap",
                    "cgtalg misere-quotient 0.77 --heaps 30\n"
                    "cgtalg misere-quotient 0.77 --heaps 30 --outcome 1,4,12 --outcome 7,11,30\n"
                    "cgtalg misere-quotient 0.07 --heaps 24 --checkpoint dawson.q --resume",
                    description=("Compute the misère quotient (Plambeck and Siegel) of a heap game for heaps up "
                                 "to N,\n"
                                 "one heap at a time; each heap's quotient is proved for every position before the\n"
                                 "next. --checkpoint writes it after each heap (Ctrl-C keeps the last finished "
                                 "heap);\n"
                                 "--resume continues from the file after re-proving it."))
    p.add_argument("game", metavar="GAME", help="a code such as 0.77, 0.07, S(1,2) or grundy")
    p.add_argument("--heaps", type=int, default=20, metavar="N", help="heaps up to N (default 20)")
    p.add_argument("--outcome", action="append", metavar="H1,H2,...",
                   help="print the misère outcome of this position (repeatable)")
    p.add_argument("--checkpoint", metavar="FILE", help="write the quotient here after each heap")
    p.add_argument("--resume", action="store_true", help="start from the quotient in --checkpoint")
    p.add_argument("--no-progress", action="store_true", help="never show a progress line")
    p.set_defaults(func=run)
