"""``cgtalg outcome EXPR``: the outcome class of a game (L, R, N or P) and what it means.

``cgtalg outcome --ruleset NAME POSITION`` gives the outcome of a position of
a registered ruleset; for a loopy ruleset the class may have a draw (``D``,
``PHat``, ``PCheck``, ``NHat``, ``NCheck``: see
:class:`cgtalg.loopy.LoopyOutcome`).

``cgtalg outcome --winning-moves`` adds, for each player moving first, the
moves that keep the win (:func:`cgtalg.analysis.winning_moves`): options of
the game, or with ``--ruleset`` the positions reached, written as the
ruleset writes them.

``cgtalg outcome --mcgs TEXT`` reads EXPR as a sum written in the language
of MCGS, the C++ solver (sections, positions, command blocks; see
:mod:`cgtalg.rulesets.mcgs`), and ``--mcgs-file FILE`` reads an MCGS ``.test``
file instead of EXPR. Each case (the positions before a command block) is
answered: its outcome, and each of its commands (``B`` or ``W`` moving first:
win or loss; ``N``: the nim value) with, where the text expects a result,
``agree`` or ``DISAGREE``. A last line counts them; the exit status is 3 when
some answer disagrees. MCGS's ``winning moves`` and ``thermograph`` commands,
and the cases with a position larger than the command line values (as with
``--ruleset``), are listed as not answered.

``cgtalg outcome --misere`` plays under the misère convention (whoever cannot
move on their turn wins): with ``--ruleset`` the position is searched by
:func:`cgtalg.engine.misere_play.misere_outcome_of_position`; without, the
expression is read as a misère *form* in braces notation
(:func:`cgtalg.misere.parse`: ``{0|{0|}}``, ``*``, integers), not as a
normal-play value, whose canonical form has forgotten the options misère play
needs. A search that meets more than
:data:`~cgtalg.engine.misere_play.MAX_STATES` states stops with a message.

``cgtalg outcome --ruleset NAME --jobs N`` searches the root's moves on N
worker processes of this machine, ``--scheduler ADDRESS`` on a Dask cluster
(:mod:`cgtalg.engine.parallel_outcome`; the same options as ``cgtalg
verify``): the answer is the one the search gives in one process.

``cgtalg outcome --ruleset NAME --table FILE`` reads a database of solved
regions from FILE before the search and saves it back after, also when
interrupted (:mod:`~cgtalg.cli.solved_table_option`); on a terminal the
search shows its states, table hits and depth as it goes.

Examples
--------
>>> from cgtalg.cli import main
>>> main(["outcome", "{1|-1}"])
N: the first player wins
0
>>> main(["outcome", "--ruleset", "backsliding-toads-and-frogs", ".FFT.T"])
backsliding-toads-and-frogs .FFT.T
D: a draw whoever starts: best play never ends
0
>>> main(["outcome", "--misere", "--ruleset", "domineering", "..|.."])
domineering ..|..
misère play: P: the second player wins
0
>>> main(["outcome", "--winning-moves", "--ruleset", "domineering", "...|..#"])
domineering ...|..#
N: the first player wins
Left wins moving first by moving to: .#.|.##
Right wins moving first by moving to: ##.|..#, ...|###
0
>>> main(["outcome", "--mcgs", "[clobber_1xn] XO.XO [elephants] X.O {B win, W loss}"])
case 1 (line 1): clobber xo.xo + elephants-and-rhinos >.<
N: the first player wins
  B win: win, agree
  W loss: win, DISAGREE
1 case: 1 answer agrees, 1 disagrees
3
>>> main(["outcome", "--misere", "{0|{0|}}"])
misère play: R: Right wins, whoever starts
0
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any, TextIO

from .common import (
    EXIT_CLAIM_FAILS, EXIT_OK, EXPR_HELP, OUTCOME_WORDS, UsageError, add_command, read_game, registry_names,
)
from .solved_table_option import add_table_option, kept_table, ruleset_outcome

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
        The exit status: 0, or 3 when an answer to an MCGS text disagrees with the result it expects.

    Raises
    ------
    UsageError
        For an expression that cannot be read.
    InputValueError
        For an unknown ruleset or a position it cannot read, or one too
        large for the command line; with ``--misere``, for a loopy ruleset, a
        text that is not a misère form, or a search past its limit; with
        ``--mcgs`` or ``--mcgs-file``, for MCGS text that cannot be read or a
        file that cannot be opened.

    Examples
    --------
    >>> import io
    >>> from cgtalg.cli import build_parser
    >>> out = io.StringIO()
    >>> run(build_parser().parse_args(["outcome", "0"]), out), out.getvalue()
    (0, 'P: the second player wins\\n')
    """
    from cgtalg.core.relations import outcome

    if args.mcgs or args.mcgs_file is not None:
        if args.table is not None:
            raise UsageError("--table keeps the solved regions of one ruleset's positions; it cannot be combined "
                             "with --mcgs or --mcgs-file")
        if args.jobs is not None or args.scheduler is not None:
            raise UsageError("--jobs and --scheduler split the search of one ruleset's position; they cannot be "
                             "combined with --mcgs or --mcgs-file")
        return _mcgs(args, out)
    if not args.expr:
        raise UsageError("give an expression (EXPR), or --mcgs-file FILE")
    if args.table is not None and args.ruleset is None:
        raise UsageError("--table keeps the solved regions of a ruleset's positions: give --ruleset NAME")
    if (args.jobs is not None or args.scheduler is not None) and args.ruleset is None:
        raise UsageError("--jobs and --scheduler split the search of a ruleset's position: give --ruleset NAME")
    if args.misere:
        if args.jobs is not None or args.scheduler is not None:
            raise UsageError("--jobs and --scheduler split the normal-play search; they cannot be combined with "
                             "--misere")
        if args.table is not None:
            raise UsageError("--table keeps the solved regions of normal play; it cannot be combined with --misere")
        if args.winning_moves:
            raise UsageError("--winning-moves is for normal play; it cannot be combined with --misere")
        return _misere(args, out)
    if args.ruleset is not None:
        from cgtalg.rulesets.registry import position_of_text

        rs, pos = position_of_text(args.ruleset, " ".join(args.expr))
        if args.winning_moves and rs.is_loopy:
            raise UsageError(f"--winning-moves is for loop-free rulesets; the moves of {rs.name} can cycle")
        executor = _outcome_executor(args)
        try:
            with kept_table(args):
                if executor is None:
                    found = str(ruleset_outcome(rs, pos))
                else:
                    found = str(ruleset_outcome(rs, pos, executor=executor))
        finally:
            if executor is not None:
                executor.close()
        out.write(f"{rs.name} {rs.format(pos)}\n{found}: {OUTCOME_WORDS[found]}\n")
        if args.winning_moves:
            _write_winning_moves(pos, rs.format, out)
        return EXIT_OK
    g = read_game(" ".join(args.expr))
    o = str(outcome(g))
    out.write(f"{o}: {OUTCOME_WORDS[o]}\n")
    if args.winning_moves:
        _write_winning_moves(g, str, out)
    return EXIT_OK


def _outcome_executor(args: argparse.Namespace) -> Any:
    """The executor of ``--jobs N`` / ``--scheduler ADDRESS``, or None (the search runs in this process)."""
    if args.jobs is None and args.scheduler is None:
        return None
    from cgtalg.verify.executors import DaskMissingError, LocalProcesses, executor_for

    if args.jobs is not None and args.scheduler is not None:
        raise UsageError("--jobs runs the search on this machine, --scheduler on a Dask cluster: give one of them")
    if args.jobs is not None and args.jobs < 1:
        raise UsageError(f"--jobs takes a number of worker processes (at least 1), not {args.jobs}")
    if args.jobs is not None:
        return LocalProcesses(args.jobs)  # --jobs 1: one worker process (the tasks leave this process)
    try:
        return executor_for(scheduler=args.scheduler)
    except DaskMissingError as exc:
        raise UsageError(f"--scheduler: {exc}") from None
    except (OSError, TimeoutError) as exc:
        raise UsageError(f"--scheduler: no Dask scheduler answers at {args.scheduler!r} ({exc})") from None


def _write_winning_moves(position: Any, show: Callable[[Any], str], out: TextIO) -> None:
    """One line per player: the options that keep a win for that player moving first."""
    from cgtalg.analysis.winning_moves import winning_moves

    cache: dict[Any, Any] = {}
    for player, name in (("L", "Left"), ("R", "Right")):
        moves = winning_moves(position, player, cache=cache)
        if moves:
            out.write(f"{name} wins moving first by moving to: {', '.join(show(m) or '(empty)' for m in moves)}\n")
        else:
            out.write(f"{name} has no winning move: {name} loses moving first\n")


def _mcgs(args: argparse.Namespace, out: TextIO) -> int:
    """``cgtalg outcome --mcgs TEXT`` / ``--mcgs-file FILE``: each case of an MCGS text answered and compared."""
    from cgtalg.rulesets.mcgs import read_cases

    for flag in ("ruleset", "misere", "winning_moves"):
        if getattr(args, flag):
            raise UsageError(f"--{flag.replace('_', '-')} cannot be combined with --mcgs or --mcgs-file")
    if args.mcgs_file is not None:
        if args.expr or args.mcgs:
            raise UsageError("--mcgs-file reads its sums from the file: give no EXPR and no --mcgs")
        from cgtalg.errors import InputFileError

        try:
            with open(args.mcgs_file, encoding="utf-8") as handle:
                text = handle.read()
        except (OSError, UnicodeDecodeError) as exc:
            if isinstance(exc, UnicodeDecodeError):
                raise UsageError(f"cannot read the MCGS file {args.mcgs_file!r}: it is not UTF-8 text") from None
            raise InputFileError.because(f"cannot read the MCGS file {args.mcgs_file!r}", exc) from exc
    else:
        text = " ".join(args.expr)
        if not text.strip():
            raise UsageError("--mcgs needs the MCGS text as EXPR, e.g. '[clobber_1xn] XO.X {B win}'")
    cases = read_cases(text)
    counts = {True: 0, False: 0, None: 0}
    unanswered = 0
    for number, case in enumerate(cases, 1):
        out.write(f"case {number} (line {case.line}): {case.text()}\n")
        too_large = _too_large(case)
        if too_large:
            unanswered += len(case.commands)
            out.write(f"  not answered: {too_large}\n")
            continue
        if any(c.kind in ("B", "W") for c in case.commands) or not case.commands:
            found = str(case.outcome())
            out.write(f"{found}: {OUTCOME_WORDS[found]}\n")
        for command in case.commands:
            if command.kind not in ("B", "W", "N"):
                unanswered += 1
                out.write(f"  {command.text}: not answered (cgtalg answers B, W and N)\n")
                continue
            agrees = case.agrees(command)
            counts[agrees] += 1
            verdict = {True: ", agree", False: ", DISAGREE", None: ""}[agrees]
            out.write(f"  {command.text}: {case.answer(command)}{verdict}\n")
    summary = [f"{len(cases)} case{'s' * (len(cases) != 1)}"]
    if counts[True] or counts[False]:
        summary.append(f"{counts[True]} answer{' agrees' if counts[True] == 1 else 's agree'}, "
                       f"{counts[False]} disagree{'s' * (counts[False] == 1)}")
    if unanswered:
        summary.append(f"{unanswered} command{'s' * (unanswered != 1)} not answered")
    out.write(": ".join(summary[:2]) + "".join(f", {s}" for s in summary[2:]) + "\n")
    return EXIT_CLAIM_FAILS if counts[False] else EXIT_OK


def _too_large(case: Any) -> str:
    """Why a case of an MCGS text is past the command line's size limits, or "" if it is not."""
    from cgtalg.errors import InputValueError
    from cgtalg.rulesets.registry import position_of_text

    for c in case.components:
        if c.ruleset is not None:
            try:
                position_of_text(c.ruleset.name, c.ruleset.format(c.position))
            except InputValueError as exc:
                return str(exc)
    return ""


def _misere(args: argparse.Namespace, out: TextIO) -> int:
    """``cgtalg outcome --misere``: a ruleset position searched, or a misère form read and played."""
    from cgtalg.engine.misere_play import MAX_STATES, MisereSearchLimitError

    text = " ".join(args.expr)
    if args.ruleset is None:
        from .misere import read_misere_sum

        found = str(read_misere_sum(text)[1].outcome())
        out.write(f"misère play: {found}: {OUTCOME_WORDS[found]}\n")
        return EXIT_OK
    from cgtalg.rulesets.registry import position_of_text

    rs, pos = position_of_text(args.ruleset, text)
    try:
        found = str(rs.outcome(pos, misere=True))
    except MisereSearchLimitError:
        raise UsageError(
            f"the misère outcome of this {rs.name} position is out of the command line's reach: the search "
            f"explored {MAX_STATES} states without an answer; from Python, "
            "cgtalg.engine.misere_play.misere_outcome_of_position(position, limit=...) searches further"
        ) from None
    out.write(f"{rs.name} {rs.format(pos)}\nmisère play: {found}: {OUTCOME_WORDS[found]}\n")
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
                    "cgtalg outcome '^*'\n"
                    "cgtalg outcome --ruleset domineering '...|...'\n"
                    "cgtalg outcome --ruleset backsliding-toads-and-frogs .FFT.T   ->  D (a draw: loopy)\n"
                    "cgtalg outcome --misere --ruleset domineering '..|..'    ->  P (misère play)\n"
                    "cgtalg outcome --misere '{0|{0|}}'                       ->  R (a misère form)\n"
                    "cgtalg outcome --winning-moves --ruleset domineering '...|..#'  (each player's good moves)\n"
                    "cgtalg outcome --mcgs '[clobber_1xn] XO.XO [elephants] X.O {B win, W win}'  (MCGS's text)\n"
                    "cgtalg outcome --mcgs-file clobber.test       (each case of an MCGS test file, compared)")
    p.add_argument("expr", nargs="*", metavar="EXPR", help=EXPR_HELP)
    p.add_argument("--ruleset", metavar="NAME",
                   help=f"the outcome of a position of a registered ruleset instead ({registry_names()}), written "
                        f"as its position text; a loopy ruleset's ({registry_names('loopy')}) may be a draw")
    p.add_argument("--misere", action="store_true",
                   help="misère play: whoever cannot move on their turn wins; with --ruleset the position is "
                        "searched (not for a loopy ruleset), without it EXPR is a sum of misère forms in braces "
                        "notation ({0|{0|}}, *, integers, joined by + and -), not a normal-play value")
    p.add_argument("--winning-moves", action="store_true",
                   help="also list, for Left and for Right moving first, the moves that keep the win (the options "
                        "that are a win for the mover moving second); normal play, loop-free positions")
    p.add_argument("--mcgs", action="store_true",
                   help="read EXPR as MCGS's text: [section] names, positions as MCGS writes them (X Black = Left, "
                        "O White = Right), {B win, W loss, N 3} command blocks; each case is answered and compared "
                        "with the results it expects")
    p.add_argument("--mcgs-file", metavar="FILE",
                   help="answer each case of an MCGS .test file (as --mcgs, read from FILE; no EXPR)")
    p.add_argument("--jobs", type=int, metavar="N", default=None,
                   help="with --ruleset: search the root's moves on N worker processes on this machine (the same "
                        "answer; default: in this process)")
    p.add_argument("--scheduler", metavar="ADDRESS", default=None,
                   help="with --ruleset: search the root's moves on a Dask cluster, e.g. tcp://HOST:8786 (needs the "
                        "'dask' extra: pip install 'cgtalg[dask]')")
    add_table_option(p)
    p.set_defaults(func=run)
