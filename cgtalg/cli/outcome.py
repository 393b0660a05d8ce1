"""``cgtalg outcome EXPR``: the outcome class of a game (L, R, N or P) and what it means.

Examples
--------
>>> from cgtalg.cli import main
>>> main(["outcome", "{1|-1}"])
N: the first player wins
0
"""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from .common import EXIT_OK, EXPR_HELP, OUTCOME_WORDS, add_command, read_game

__all__ = ["add_parser", "run"]


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Run ``cgtalg outcome`` with the parsed *args*, writing to *out*.

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
        For an expression that cannot be read.

    Examples
    --------
    >>> import io
    >>> from cgtalg.cli import build_parser
    >>> out = io.StringIO()
    >>> run(build_parser().parse_args(["outcome", "0"]), out), out.getvalue()
    (0, 'P: the second player wins\\n')
    """
    from cgtalg.core.relations import outcome

    g = read_game(" ".join(args.expr))
    o = str(outcome(g))
    out.write(f"{o}: {OUTCOME_WORDS[o]}\n")
    return EXIT_OK


def add_parser(subparsers: Any) -> None:
    """Add ``outcome`` to the subcommands of ``cgtalg``.

    Parameters
    ----------
    subparsers : argparse subparsers action
        The subcommands of the ``cgtalg`` parser.

    Examples
    --------
    >>> import argparse
    >>> sub = argparse.ArgumentParser(prog="cgtalg").add_subparsers()
    >>> add_parser(sub)
    >>> sub.choices["outcome"].parse_args(["^", "*"]).expr
    ['^', '*']
    """
    p = add_command(subparsers, "outcome", "print the outcome class (L, R, N or P) of a game",
                    "cgtalg outcome '*'             ->  N: the first player wins\n"
                    "cgtalg outcome '^*'")
    p.add_argument("expr", nargs="+", metavar="EXPR", help=EXPR_HELP)
    p.set_defaults(func=run)
