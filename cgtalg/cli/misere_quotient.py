"""``cgtalg misere-quotient``: the certified misère quotient of a heap game, heap by heap.

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
import sys
from typing import Any, TextIO

from .common import EXIT_OK, add_command, isatty, read_ints

__all__ = ["add_parser", "run"]


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
    from cgtalg.analysis.misere_quotient_report import misere_quotient_report

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
