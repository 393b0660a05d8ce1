"""``cgtalg compare A B``: how two games compare, written ``A rel B`` with rel one of ``<``, ``=``, ``>``, ``||``.

Examples
--------
>>> from cgtalg.cli import main
>>> main(["compare", "{0|1}", "1/2"])
1/2 = 1/2
0
"""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from .common import EXIT_OK, EXPR_HELP, add_command, read_game

__all__ = ["add_parser", "run"]


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Run ``cgtalg compare`` with the parsed *args*, writing to *out*.

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
        For a game that cannot be read.

    Examples
    --------
    >>> import io
    >>> from cgtalg.cli import build_parser
    >>> out = io.StringIO()
    >>> run(build_parser().parse_args(["compare", "1/4", "^"]), out), out.getvalue()
    (0, '1/4 > ^\\n')
    """
    from cgtalg.core.relations import compare

    a = read_game(args.a, "first game")
    b = read_game(args.b, "second game")
    rel = compare(a, b)
    out.write(f"{a} {rel} {b}\n")
    return EXIT_OK


def add_parser(subparsers: Any) -> None:
    """Add ``compare`` to the subcommands of ``cgtalg``.

    Parameters
    ----------
    subparsers : argparse subparsers action
        The subcommands of the ``cgtalg`` parser.

    Examples
    --------
    >>> import argparse
    >>> sub = argparse.ArgumentParser(prog="cgtalg").add_subparsers()
    >>> add_parser(sub)
    >>> sub.choices["compare"].parse_args(["^", "*"]).b
    '*'
    """
    p = add_command(subparsers, "compare", "print how two games compare: <, =, > or || (confused)",
                    "cgtalg compare '^' '*'         ->  ^ || *\n"
                    "cgtalg compare '{0|1}' 1/2     ->  1/2 = 1/2")
    p.add_argument("a", metavar="A", help="the first game (" + EXPR_HELP + ")")
    p.add_argument("b", metavar="B", help="the second game")
    p.set_defaults(func=run)
