"""``cgtalg grundy RULESET ARGS``: the Grundy value of a position of an impartial ruleset and who wins.

The rulesets are Nim (with its winning moves), Welter's game (the report of
:mod:`cgtalg.cli.welter`), the Penny Game (misère Nim by its rules), Cram
(a size ``RxC`` or a drawn board, read as ``cgtalg.rulesets.get("cram").parse``
reads them, see :mod:`cgtalg.rulesets.notation`; refused past a size that
would take too long)
and the counterfeit-coin games. ``--misere`` switches each to misère play.

Any other impartial ruleset of :mod:`cgtalg.rulesets.registry` is named as
there, its position written as its position text (``cgtalg grundy kayles 3
5``). With ``--misere`` such a ruleset's report is its misère outcome, from
the bounded search of :meth:`~cgtalg.rulesets.registry.Ruleset.outcome`
(``misere=True``). An impartial loopy ruleset (Fair Shares and Varied
Pairs, or the impartial variant of a loopy one) gives its generalised
Sprague-Grundy value: ``n`` or ``∞_K`` (Winning Ways, ch. 12); ``--misere``
is refused for these rulesets.

Examples
--------
>>> from cgtalg.cli import main
>>> main(["grundy", "nim", "1", "1", "2", "--misere"])
Nim(1, 1, 2), misère play: misère Grundy value 2, a first-player win
  winning move: take 1 from the heap of 2, leaving 1
0
>>> main(["grundy", "fair-shares-and-varied-pairs", "1", "9"])
fair-shares-and-varied-pairs 1 9: generalised Grundy value ∞_{0,2}, a first-player win
0
"""

from __future__ import annotations

import argparse
from typing import Any, Callable, TextIO

from cgtalg.errors import InputValueError

from .coins import check_coins, coin_game
from .common import EXIT_OK, UsageError, add_command, read_ints, registry_names
from .welter import welter_report, win_text

__all__ = ["add_parser", "run", "RULESETS"]

#: A 4x7 board takes about half a minute; each extra square multiplies the time.
CRAM_MAX_SQUARES = 28
#: One row is a sum of short strips (Dawson's Kayles): fast.
CRAM_MAX_STRIP = 300


def _grundy_line(label: str, g: int, misere: str | None = None) -> str:
    """One report line: *label*'s Grundy value (or its *misere* kind of value) and who wins."""
    who = win_text(g)
    if misere is None:
        return f"{label}: Grundy value {g} (*{g}), {who}\n"
    return f"{label}: {misere} Grundy value {g}, {who}\n"


def _grundy_nim(args: list[str], misere: bool, out: TextIO) -> None:
    from cgtalg.impartial import bouton_misere_value
    from cgtalg.impartial.sprague_grundy import _loopfree_grundy
    from cgtalg.rulesets.heap.nim import Nim, nim_winning_moves

    heaps = read_ints(args, "heap sizes", "a heap size")
    p = Nim(*heaps)
    if misere:
        g = bouton_misere_value(heaps)
        out.write(_grundy_line(f"{p!r}, misère play", g, "misère"))
    else:
        g = _loopfree_grundy(p)
        out.write(_grundy_line(f"{p!r}", g))
    for i, after in nim_winning_moves(heaps, misere=misere):
        out.write(f"  winning move: take {heaps[i] - after} from the heap of {heaps[i]}, leaving {after}\n")


def _grundy_welter(args: list[str], misere: bool, out: TextIO) -> None:
    welter_report(read_ints(args, "glass counts", "a glass count"), out, misere=misere)


def _grundy_penny(args: list[str], misere: bool, out: TextIO) -> None:
    from cgtalg.impartial import bouton_misere_value
    from cgtalg.rulesets.heap.penny import Penny

    # The Penny Game is misère Nim by its rules (taking the last penny loses), so
    # --misere changes nothing: it is accepted, and the value is the misère one either way.
    rows = read_ints(args, "row lengths", "a row length")
    p = Penny(*rows)
    g = bouton_misere_value(rows)
    out.write(_grundy_line(f"{p!r} (misère Nim: taking the last penny loses)", g, "misère"))


def _check_cram_size(squares: int, strip: bool) -> None:
    limit = CRAM_MAX_STRIP if strip else CRAM_MAX_SQUARES
    if squares > limit:
        raise UsageError(f"a Cram board of {squares} squares would take too long to value here (at most "
                         f"{CRAM_MAX_SQUARES} squares, or {CRAM_MAX_STRIP} in a single row); "
                         "use cgtalg.impartial.grundy from Python to try")


def _cram_board(args: list[str]) -> tuple[Any, str]:
    """The Cram board the words describe (``3x4``, ``3 4`` or a drawing) and its name in the report."""
    from cgtalg.rulesets.grid.cram import Cram
    from cgtalg.rulesets.notation import board_size

    if not args:
        raise UsageError("cram takes a size such as 3x4 (rows x columns) or a board such as '.../.##'")
    if len(args) == 2 and all(a.isdigit() for a in args):
        args = [f"{args[0]}x{args[1]}"]
    if len(args) == 1 and not set(args[0]) & set(".#"):
        size = board_size(args[0])  # the registry's notation of a grid board's size (cgtalg.rulesets.notation)
        if size is None:
            raise UsageError(f"a Cram size is ROWSxCOLS such as 3x4, not {args[0]!r}")
        rows, cols = size
        _check_cram_size(rows * cols, min(rows, cols) <= 1)
        return Cram.rectangle(rows, cols), f"Cram {rows}x{cols}"
    # A drawing is read as get("cram").parse reads it (one notation on every command), then searched
    # as the Cram class's board of the same squares.
    from cgtalg.rulesets.registry import get

    drawing = "|".join(args)
    try:
        read = get("cram").parse(drawing)
    except InputValueError as exc:
        raise UsageError(f"cannot read the Cram board {drawing!r}: {exc}") from None
    board = Cram.from_string(read.text().replace("|", "/"))
    name = "Cram board " + str(board).replace("\n", "/")
    _check_cram_size(board.size, False)
    return board, name


def _grundy_cram(args: list[str], misere: bool, out: TextIO) -> None:
    from cgtalg.impartial import misere_grundy
    from cgtalg.impartial.sprague_grundy import _loopfree_grundy

    board, name = _cram_board(args)
    if misere:
        g = misere_grundy(board)
        out.write(_grundy_line(f"{name}, misère play", g, "misère"))
    else:
        g = _loopfree_grundy(board)
        out.write(_grundy_line(name, g))


def _grundy_coins(args: list[str], misere: bool, out: TextIO) -> None:
    from cgtalg.rulesets.coins.aequitas import classical_misere_value, value

    if not args:
        raise UsageError("coins takes a game name (D, DM, F, FI, FM, FIM, optionally with +) and its counts")
    counts = read_ints(args[1:], "coin counts", "a coin count")
    check_coins(counts)
    pos = coin_game(args[0], counts)
    if pos.misere and pos.is_goal():
        raise UsageError(f"{args[0]} {' '.join(args[1:])}: the goal is already met, so under the misère "
                         "reading (meeting the goal is forbidden) this game does not exist")
    if misere:
        g = classical_misere_value(pos)
        out.write(_grundy_line(f"{args[0]} {' '.join(args[1:])}", g, "classical misère"))
    else:
        g = value(pos)
        out.write(_grundy_line(f"{args[0]} {' '.join(args[1:])}", g))


#: Each ruleset of the command: the function writing its report, and what its arguments are.
RULESETS: dict[str, tuple[Callable[[list[str], bool, TextIO], None], str]] = {
    "nim": (_grundy_nim, "heap sizes, e.g. 'nim 3 4 5'"),
    "welter": (_grundy_welter, "distinct glass counts, e.g. 'welter 1 3 6 10'"),
    "penny": (_grundy_penny, "row lengths (misère Nim), e.g. 'penny 9 18 34 57'"),
    "cram": (_grundy_cram, "ROWSxCOLS or a board ('.' empty, '#' filled, '|' between rows), e.g. 'cram 3x4'"),
    "coins": (_grundy_coins, "a counterfeit-coin game and its counts, e.g. 'coins FIM+ 7' or 'coins D 2 3'"),
}


#: Who wins a position of a generalised Grundy value, by its outcome class.
_LOOPY_WINS = {"N": "a first-player win", "P": "a second-player win (a P-position)",
               "D": "a draw (best play never ends)"}


def _misere_registry(rs: Any, pos: Any, out: TextIO) -> None:
    """``--misere`` for a ruleset of the registry: who wins under misère play (the search of ``outcome``)."""
    from cgtalg.engine.misere_play import MAX_STATES, MisereSearchLimitError

    if not rs.entry.is_impartial:
        raise UsageError(f"{rs.name} is a partizan ruleset: its positions have no Grundy value "
                         "(cgtalg outcome --misere --ruleset gives its misère outcome)")
    try:
        found = rs.outcome(pos, misere=True)
    except MisereSearchLimitError:
        raise UsageError(
            f"the misère outcome of this {rs.name} position is out of the command line's reach: the search "
            f"explored {MAX_STATES} states without an answer; from Python, "
            "cgtalg.engine.misere_play.misere_outcome_of_position(position, limit=...) searches further") from None
    who = win_text(0 if str(found) == "P" else 1)
    out.write(f"{rs.name} {rs.format(pos)}, misère play: outcome {found}, {who}\n")


def _grundy_registry(name: str, args: list[str], misere: bool, out: TextIO) -> None:
    """The report for an impartial ruleset of the registry: its Grundy value (generalised, if loopy)."""
    from cgtalg.errors import InputValueError
    from cgtalg.rulesets.registry import get, position_of_text

    try:
        rs = get(name)
    except InputValueError as exc:
        raise UsageError(f"{exc}; the grundy command also knows {', '.join(RULESETS)}") from None
    if misere and rs.is_loopy:
        raise UsageError(f"--misere: {rs.name} is a loopy game, and its misère play is not valued here; "
                         "without --misere its generalised Grundy value is printed")
    rs, pos = position_of_text(rs.name, " ".join(args))
    if misere:
        _misere_registry(rs, pos, out)
        return
    g = rs.grundy(pos)
    label = f"{rs.name} {rs.format(pos)}"
    if isinstance(g, int):
        out.write(_grundy_line(label, g))
        return
    from cgtalg.rulesets.graph.nimstring import LoonyValue

    if isinstance(g, LoonyValue):
        out.write(f"{label}: Nimstring value loony (the player to move wins, added to anything), {win_text(1)}\n")
        return
    nimber = f" (*{g.n})" if g.is_finite else ""
    out.write(f"{label}: generalised Grundy value {g}{nimber}, {_LOOPY_WINS[str(g.outcome)]}\n")


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Run ``cgtalg grundy`` with the parsed *args*, writing to *out*.

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
        For an unknown ruleset or a position that cannot be read or is too
        large to value here, or ``--misere`` for a loopy ruleset of the
        registry (any other gets its misère outcome).
    InputValueError
        For a position of the registry that cannot be read, or of a
        partizan ruleset.

    Examples
    --------
    >>> import io
    >>> from cgtalg.cli import build_parser
    >>> out = io.StringIO()
    >>> run(build_parser().parse_args(["grundy", "cram", "3x4"]), out), out.getvalue()
    (0, 'Cram 3x4: Grundy value 1 (*1), a first-player win\\n')
    """
    key = args.ruleset.lower()
    if key not in RULESETS:
        _grundy_registry(args.ruleset, list(args.args), args.misere, out)
        return EXIT_OK
    RULESETS[key][0](list(args.args), args.misere, out)
    return EXIT_OK


def add_parser(subparsers: Any) -> None:
    """Add ``grundy`` to the subcommands of ``cgtalg``.

    Parameters
    ----------
    subparsers : argparse subparsers action
        The subcommands of the ``cgtalg`` parser.

    Examples
    --------
    >>> import argparse
    >>> sub = argparse.ArgumentParser(prog="cgtalg").add_subparsers()
    >>> add_parser(sub)
    >>> sub.choices["grundy"].parse_args(["nim", "3", "4"]).args
    ['3', '4']
    """
    known = "\n".join(f"  {k:<7} {v[1]}" for k, v in RULESETS.items())
    p = add_command(subparsers, "grundy", "print the Grundy value of a position of an impartial ruleset",
                    "cgtalg grundy nim 3 4 5\n"
                    "cgtalg grundy nim 1 1 2 --misere\n"
                    "cgtalg grundy welter 1 3 6 10\n"
                    "cgtalg grundy cram 3x4\n"
                    "cgtalg grundy coins FIM+ 7\n"
                    "cgtalg grundy kayles 3 5                          any impartial ruleset of the registry\n"
                    "cgtalg grundy fair-shares-and-varied-pairs 1 9    loopy: generalised Grundy value ∞_{0,2}",
                    description="Print the Grundy value of a position of an impartial ruleset.\n\nrulesets:\n"
                                + known + "\n  or any impartial ruleset of the registry ("
                                + registry_names("impartial") + "), its position written as its position text; "
                                "a loopy one gives its generalised Grundy value")
    p.add_argument("ruleset", metavar="RULESET", help=", ".join(RULESETS) + ", or a ruleset of the registry")
    p.add_argument("args", nargs="*", metavar="ARG", help="the position (see above)")
    p.add_argument("--misere", action="store_true",
                   help="misère play (last player to move loses); for coins: classical misère; "
                        "penny is misère by its rules, so it changes nothing there")
    p.set_defaults(func=run)
