"""``cgtalg coins``: a counterfeit-coin game of the Æquitas paper, its value, weighings and a winning line.

D and DM take the numbers of light- and heavy-destined coins, F, FI, FM and
FIM the number of coins; a trailing ``+`` adds a known genuine coin. The
games are those of :mod:`cgtalg.rulesets.coins.aequitas`; :func:`coin_game` and
:func:`check_coins` also serve ``cgtalg grundy coins``.

Examples
--------
>>> from cgtalg.cli import main
>>> main(["coins", "F", "3", "--table"])
F(N), value under its own rules; classical misère value; counterfeit light / heavy
  N = 1: n/a (goal met) / n/a (goal met); classical 1 / 1
  N = 2: 1 / 1; classical 0 / 0
  N = 3: 2 / 2; classical 2 / 2
0
"""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from cgtalg.errors import check_ints

from .common import EXIT_OK, UsageError, add_command, read_ints

__all__ = ["add_parser", "run", "coin_game", "check_coins", "MAX_COINS"]

#: F(120) takes about 5 s; the time grows quickly with the number of coins.
MAX_COINS = 150


def coin_game(name: str, counts: list[int], fake: str | None = None) -> Any:
    """Build the counterfeit-coin game the user asked for, refusing a bad name or counts as bad input.

    ``coin_game`` of :mod:`cgtalg.rulesets.coins.aequitas` checks the name, the
    number of counts and that the counterfeit can be among the coins, raising
    a plain ``ValueError``; only the constructor is guarded here, never the
    computation.

    Parameters
    ----------
    name : str
        D, DM, F, FI, FM or FIM, optionally followed by ``+``.
    counts : list of int
        N, or l and h for D and DM.
    fake : {"light", "heavy"}, optional
        The weight of the counterfeit.

    Returns
    -------
    CoinPosition

    Raises
    ------
    UsageError
        For a name or counts the game refuses.

    Examples
    --------
    >>> coin_game("X", [3])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cgtalg.cli.common.UsageError: unknown game 'X'...
    """
    from cgtalg.rulesets.coins.aequitas import coin_game as build

    counts = check_ints(counts, "a coin count", minimum=None)
    try:
        return build(name, *counts, fake=fake)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def check_coins(counts: list[int]) -> None:
    """Refuse more than :data:`MAX_COINS` coins (larger games take minutes).

    Parameters
    ----------
    counts : list of int
        The counts of a coin game.

    Raises
    ------
    UsageError
        When the positive counts add up to more than :data:`MAX_COINS`.

    Examples
    --------
    >>> check_coins([100, 100])
    Traceback (most recent call last):
    ...
    cgtalg.cli.common.UsageError: at most 150 coins here (the values of larger games take minutes); use cgtalg.rulesets.coins.aequitas from Python to try
    """
    counts = check_ints(counts, "a coin count", minimum=None)
    if sum(c for c in counts if c > 0) > MAX_COINS:
        raise UsageError(f"at most {MAX_COINS} coins here (the values of larger games take minutes); "
                         "use cgtalg.rulesets.coins.aequitas from Python to try")


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Run ``cgtalg coins`` with the parsed *args*, writing to *out*.

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
        For a bad game or counts, too many coins, or ``--table`` with an
        option that does not apply to it.

    Examples
    --------
    >>> import io
    >>> from cgtalg.cli import build_parser
    >>> out = io.StringIO()
    >>> run(build_parser().parse_args(["coins", "FIM+", "7"]), out), "Grundy value" in out.getvalue()
    (0, True)
    """
    from cgtalg.rulesets.coins.aequitas import describe_game, winning_line

    counts = read_ints(args.counts, "coin counts", "a coin count")
    check_coins(counts)
    if args.table:
        from cgtalg.verify.aequitas import render_game_table

        if len(counts) != 1:
            raise UsageError("--table takes one count: the largest N (l + h for the destined games)")
        unused = [opt for opt, used in (("--fake", args.fake), ("--classical", args.classical)) if used]
        if unused:
            raise UsageError(f"--table lists both weights of the counterfeit and both misère readings; "
                             f"{' and '.join(unused)} do{'es' if len(unused) == 1 else ''} not apply to it")
        coin_game(args.game, [1, 1] if args.game.upper().startswith("D") else [1])  # check the name
        out.write(render_game_table(args.game, counts[0]) + "\n")
        return EXIT_OK
    pos = coin_game(args.game, counts, fake=args.fake)
    out.write(describe_game(pos) + "\n")
    if not (pos.misere and pos.is_goal()):
        out.write("\nA game played well by both sides:\n")
        for line in winning_line(pos, classical=args.classical):
            out.write("  " + line + "\n")
    return EXIT_OK


def add_parser(subparsers: Any) -> None:
    """Add ``coins`` to the subcommands of ``cgtalg``.

    Parameters
    ----------
    subparsers : argparse subparsers action
        The subcommands of the ``cgtalg`` parser.

    Examples
    --------
    >>> import argparse
    >>> sub = argparse.ArgumentParser(prog="cgtalg").add_subparsers()
    >>> add_parser(sub)
    >>> sub.choices["coins"].parse_args(["D", "2", "3", "--fake", "heavy"]).fake
    'heavy'
    """
    p = add_command(subparsers, "coins", "a counterfeit-coin game (Æquitas): its value, moves and a winning line",
                    "cgtalg coins FIM+ 7\n"
                    "cgtalg coins D 2 3 --fake heavy\n"
                    "cgtalg coins F 12 --table      values of F(N) for N = 1..12",
                    description=("Value a counterfeit-coin game: D/DM take the numbers of light- and "
                                 "heavy-destined\n"
                                 "coins, F/FI/FM/FIM the number of coins; a trailing + adds a known genuine coin;\n"
                                 "M is the paper's misère reading."))
    p.add_argument("game", metavar="GAME", help="D, DM, F, FI, FM or FIM, optionally followed by +")
    p.add_argument("counts", nargs="+", metavar="N", help="N (or l h for D and DM)")
    p.add_argument("--fake", choices=["light", "heavy"], help="the weight of the counterfeit")
    p.add_argument("--classical", action="store_true", help="play the winning line by classical misère rules")
    p.add_argument("--table", action="store_true", help="print the values for every size up to N")
    p.set_defaults(func=run)
