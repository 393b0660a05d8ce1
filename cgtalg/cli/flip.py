"""``cgtalg flip``: the value of a row of coins in the game of flipping coins, and its decomposition.

A row is a string of ``0`` (tail) and ``1`` (head); coin i has weight
``2**i``. One row is shown with every step of the linear-time algorithm of
:mod:`cgtalg.analysis.flipping_coins`, its outcome and best moves; several
rows are valued as a sum.

Examples
--------
>>> from cgtalg.cli import main
>>> main(["flip", "011", "0101"])
011: 1/4  = 1/4
0101: 1/8  = 1/8
sum: 3/8, outcome L
0
"""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from .common import EXIT_OK, OUTCOME_WORDS, UsageError, add_command

__all__ = ["add_parser", "run"]


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Run ``cgtalg flip`` with the parsed *args*, writing to *out*.

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
        For a row with a character other than ``0`` and ``1``.

    Examples
    --------
    >>> import io
    >>> from cgtalg.cli import build_parser
    >>> out = io.StringIO()
    >>> run(build_parser().parse_args(["flip", "0110111011101"]), out), out.getvalue().splitlines()[-1]
    (0, 'best moves Left -> 0110111011, Right -> 011011101111')
    """
    from cgtalg.analysis.flipping_coins import best_left_move, best_right_move, coins_outcome, decompose

    rows = args.coins
    for row in rows:
        bad = next((i for i, ch in enumerate(row) if ch not in "01"), None)
        if bad is not None:
            raise UsageError(f"a row of coins is a string of '0' (tail) and '1' (head): found {row[bad]!r} "
                             f"at index {bad}")
    if len(rows) > 1:
        from cgtalg.analysis.flipping_coins import coins_value

        total = sum((coins_value(r) for r in rows), start=coins_value(""))
        for r in rows:
            out.write(f"{r}: {coins_value(r)}  = {decompose(r)}\n")
        from cgtalg.core.relations import outcome
        from cgtalg.core.values import number

        out.write(f"sum: {total}, outcome {outcome(number(total))}\n")
        return EXIT_OK
    d = decompose(rows[0])
    out.write(d.explain() + "\n")
    o = str(coins_outcome(rows[0]))
    out.write(f"outcome    {o} ({OUTCOME_WORDS[o]})\n")
    left, right = best_left_move(rows[0]), best_right_move(rows[0])
    out.write(f"best moves Left -> {left if left is not None else '(none)'!s}"
              f", Right -> {right if right is not None else '(none)'!s}\n")
    return EXIT_OK


def add_parser(subparsers: Any) -> None:
    """Add ``flip`` to the subcommands of ``cgtalg``.

    Parameters
    ----------
    subparsers : argparse subparsers action
        The subcommands of the ``cgtalg`` parser.

    Examples
    --------
    >>> import argparse
    >>> sub = argparse.ArgumentParser(prog="cgtalg").add_subparsers()
    >>> add_parser(sub)
    >>> sub.choices["flip"].parse_args(["011", "0101"]).coins
    ['011', '0101']
    """
    p = add_command(subparsers, "flip", "value of a flipping-coins row and its ordinal-sum decomposition",
                    "cgtalg flip 01001010110101\n"
                    "cgtalg flip 011 0101            (a sum of rows)",
                    description=("Value a row of coins ('0' tail, '1' head, coin i has weight 2**i) in the "
                                 "game of\n"
                                 "flipping coins, and show how it decomposes into an ordinal sum."))
    p.add_argument("coins", nargs="+", metavar="COINS", help="a row of 0s and 1s (several rows: their sum)")
    p.set_defaults(func=run)
