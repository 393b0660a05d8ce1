"""``cgtalg value``: the canonical form of a game, or of a position of a registered ruleset.

With ``--analyse`` (``--json``) the command prints the record of
:func:`cgtalg.analysis.summary.analyse` -- stops, mean, temperature,
thermograph, reduced form, atomic weight, incentives -- as a block of lines
(:func:`analysis_text`) or as JSON (:func:`analysis_json`); with ``--ruleset``
it reads a position of a ruleset of :mod:`cgtalg.rulesets.registry` and
prints :func:`ruleset_report`; ``--table FILE`` keeps the ruleset's solved
regions in FILE between runs (:mod:`~cgtalg.cli.solved_table_option`). The analyses compute values; this module
only writes them out.

Examples
--------
>>> from cgtalg.cli import main
>>> main(["value", "-v", "3/4"])
3/4
outcome: L (Left wins, whoever starts)
birthday: 3
kind: number
as a fraction: 3/4
0
"""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from cgtalg.core.game import Game
from cgtalg.errors import check_bool

from .common import EXIT_OK, EXPR_HELP, OUTCOME_WORDS, UsageError, add_command, read_game, registry_names
from .solved_table_option import add_table_option, kept_table

__all__ = ["add_parser", "run", "analysis_text", "analysis_json", "ruleset_report"]


def analysis_text(g: Game) -> str:
    """:func:`~cgtalg.analysis.summary.analyse` as a readable block of ``label: value`` lines.

    Parameters
    ----------
    g : Game
        Any short game.

    Returns
    -------
    str
        One ``label: value`` line per analysis, labels padded to one width; the
        last line lists the properties that hold (hot, all-small, ...).

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> print(analysis_text(parse("*")))
    value:              *
    stops:              L = 0, R = 0
    mean:               0
    temperature:        0
    thermograph:        left [(-1, 1), (0, 0)]; right [(-1, -1), (0, 0)]
    frozen:             *
    reduced form:       0
    atomic weight:      0
    left incentives:    *
    right incentives:   *
    confusion interval: [0, 0]
    properties:         tepid, all-small, odd-tempered
    >>> print(analysis_text(parse("{3|{1|-1}}")))
    value:              {3|+-1}
    stops:              L = 3, R = 1
    mean:               3/2
    temperature:        3/2
    thermograph:        left [(-1, 4), (3/2, 3/2)]; right [(-1, 1), (1, 1), (3/2, 3/2)]
    frozen:             3/2*
    reduced form:       {3|+-1}
    atomic weight:      none (not all-small)
    left incentives:    {4|2||0}
    right incentives:   {2,{4|2}|0}
    confusion interval: (1, 3]
    properties:         hot
    """
    from cgtalg.analysis.summary import analyse

    a = analyse(g)
    th = a["thermograph"]

    def pts(points: list[list[str]]) -> str:
        return "[" + ", ".join(f"({t}, {v})" for t, v in points) + "]"

    props = [name.replace("_", "-") for name in ("hot", "tepid", "cold", "all_small", "even_tempered", "odd_tempered")
             if a[name]]
    rows = [
        ("value", a["value"]),
        ("stops", f"L = {a['left_stop']}, R = {a['right_stop']}"),
        ("mean", a["mean"]),
        ("temperature", a["temperature"]),
        ("thermograph", f"left {pts(th['left'])}; right {pts(th['right'])}"),
        ("frozen", a["frozen"]),
        ("reduced form", a["reduced"]),
        ("atomic weight", a["atomic_weight"] if a["atomic_weight"] is not None else "none (not all-small)"),
        ("left incentives", _listed(a["left_incentives"], len(g.left_options))),
        ("right incentives", _listed(a["right_incentives"], len(g.right_options))),
        ("confusion interval", a["confusion_interval"] or "empty"),
        ("properties", ", ".join(props)),
    ]
    return "\n".join(f"{label + ':':<20}{text}" for label, text in rows)


def _listed(items: list[str] | None, count: int) -> str:
    if items is None:
        return f"{count} (too many to list)"
    return ", ".join(items) or "none"


def analysis_json(g: Game) -> str:
    """:func:`~cgtalg.analysis.summary.analyse` as indented JSON text.

    Parameters
    ----------
    g : Game
        Any short game.

    Returns
    -------
    str
        ``json.dumps`` of the record, indented by two spaces.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> json.loads(analysis_json(parse("*")))["temperature"]
    '0'
    """
    from cgtalg.analysis.summary import analyse

    return json.dumps(analyse(g), indent=2)


def ruleset_report(name: str, text: str, verbose: bool = False, latex: bool = False) -> str:
    """The command line's report on a position: its ruleset, value and outcome (and stops with *verbose*).

    A position of a loopy ruleset (:attr:`cgtalg.rulesets.registry.Ruleset.is_loopy`)
    is reported with its loopy value (a short game, a stopper or a sided
    value, in CGSuite's notation) and its outcome with draws.

    Parameters
    ----------
    name : str
        The ruleset's name or alias (see :func:`cgtalg.rulesets.registry.get`).
    text : str
        The position text.
    verbose : bool, default False
        Also print the Left and Right stops and the birthday (for a stopper
        the stops, for a sided value its two sides).
    latex : bool, default False
        Print the value as LaTeX.

    Returns
    -------
    str
        Some lines of text, each ending with a new line.

    Raises
    ------
    InputTypeError
        If *name* or *text* is not a str, or *verbose* or *latex* is not a
        bool.
    InputValueError
        For an unknown ruleset, an unreadable position, one too large for
        the command line (its schema's ``cli_limit``), or a loopy position
        whose value is out of reach.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI (loopy values, stops of
    stoppers, sides).

    Examples
    --------
    >>> print(ruleset_report("domineering", "..|..|.."), end="")
    domineering ..|..|..
    value: {1/2|-2}
    outcome: N (the first player wins)
    >>> print(ruleset_report("backsliding-toads-and-frogs", "F.TT", verbose=True), end="")
    backsliding-toads-and-frogs F.TT
    value: {on|0}
    outcome: N (the first player wins)
    kind: stopper (play can cycle)
    stops: left on, right 0
    """
    from cgtalg.core.relations import outcome
    from cgtalg.core.stops import left_stop, right_stop
    from cgtalg.loopy.sided import SidedValue
    from cgtalg.rulesets.graph.nimstring import LoonyValue
    from cgtalg.rulesets.registry import value_of_text

    check_bool(verbose, "verbose")
    check_bool(latex, "latex")
    rs, pos, g = value_of_text(name, text)
    loony = isinstance(g, LoonyValue)  # Nimstring's loony value: no game, a first-player win
    o = str(rs.outcome(pos) if rs.is_loopy or loony else outcome(g))
    shown = g.latex() if latex else str(g)
    lines = [f"{rs.name} {rs.format(pos)}", f"value: {shown}", f"outcome: {o} ({OUTCOME_WORDS[o]})"]
    if verbose:
        if isinstance(g, Game):
            lines.append(f"stops: left {left_stop(g)}, right {right_stop(g)}")
            lines.append(f"birthday: {g.birthday}")
        elif loony:
            lines.append("kind: loony (Winning Ways, ch. 16): the player to move wins, added to anything")
        elif isinstance(g, SidedValue):
            lines.append("kind: stopper-sided, not a stopper (play can cycle)")
            lines.append(f"sides: onside {g.onside}, offside {g.offside}")
        else:
            lines.append("kind: stopper (play can cycle)")
            lines.append(f"stops: left {g.left_stop()}, right {g.right_stop()}")
    return "\n".join(lines) + "\n"


def _ruleset_value(args: argparse.Namespace, out: TextIO) -> int:
    """``value --ruleset NAME POSITION``: the report, or with --analyse/--json the analysis too."""
    if not (args.analyse or args.json):
        out.write(ruleset_report(args.ruleset, " ".join(args.expr), verbose=args.verbose, latex=args.latex))
        return EXIT_OK
    from cgtalg.analysis.summary import analyse
    from cgtalg.core.relations import outcome
    from cgtalg.rulesets.registry import value_of_text

    rs, pos, g = value_of_text(args.ruleset, " ".join(args.expr))
    if not isinstance(g, Game):
        kind = "a loony Nimstring position" if str(g) == "loony" else "a loopy game"
        raise UsageError(f"--analyse and --json analyse short games; this {rs.name} position is {kind} "
                         f"of value {g}: drop --analyse/--json to print its value and outcome")
    o = str(outcome(g))
    if args.json:
        record = {"ruleset": rs.name, "position": rs.format(pos), "outcome": o, **analyse(g)}
        out.write(json.dumps(record, indent=2) + "\n")
    else:
        out.write(f"{rs.name} {rs.format(pos)}\n{'outcome:':<20}{o} ({OUTCOME_WORDS[o]})\n"
                  + analysis_text(g) + "\n")
    return EXIT_OK


#: What each transfinite value is, for ``-v``.
_TRANSFINITE_KINDS = {
    "Surreal": "transfinite surreal number",
    "SurrealPlusGame": "surreal number plus short game (ordered by its stops)",
    "TransfiniteNimber": "transfinite nimber",
}


def _transfinite_value(x: Any, args: argparse.Namespace, out: TextIO) -> int:
    """``value`` of a text with ω in it: a surreal number, a sum of one and a short game, or a nimber ``*ω``."""
    from cgtalg.engine.relations import outcome

    kind = _TRANSFINITE_KINDS.get(type(x).__name__, type(x).__name__)
    if args.latex or args.analyse or args.json:
        raise UsageError(f"--latex, --analyse and --json take short games; {x} is not one ({kind.split(' (')[0]}): "
                         "drop them to print its value (and -v its outcome)")
    out.write(f"{x}\n")
    if args.verbose:
        o = str(outcome(x))
        out.write(f"outcome: {o} ({OUTCOME_WORDS[o]})\n")
        out.write(f"kind: {kind}\n")
        if type(x).__name__ == "SurrealPlusGame":
            out.write(f"stops: L = {x.left_stop}, R = {x.right_stop}\n")
            out.write(f"mean: {x.mean}\n")
    return EXIT_OK


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Run ``cgtalg value`` with the parsed *args*, writing to *out*.

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
    InputValueError
        For an unknown ruleset or a position it cannot read or value here.

    Examples
    --------
    >>> import io
    >>> from cgtalg.cli import build_parser
    >>> out = io.StringIO()
    >>> run(build_parser().parse_args(["value", "--latex", "1/2"]), out), out.getvalue()
    (0, '\\\\frac{1}{2}\\n')
    >>> out = io.StringIO()
    >>> run(build_parser().parse_args(["value", "-v", "omega+*"]), out), print(out.getvalue(), end="")
    ω+*
    outcome: L (Left wins, whoever starts)
    kind: surreal number plus short game (ordered by its stops)
    stops: L = ω, R = ω
    mean: ω
    (0, None)
    """
    if args.latex and (args.analyse or args.json):  # refused, not ignored: those print their own notation
        raise UsageError("--latex prints the value alone; --analyse and --json print their own notation: "
                         "give one of them")
    if args.ruleset is not None or args.table is not None:
        with kept_table(args):
            return _ruleset_value(args, out)
    g = read_game(" ".join(args.expr))
    if not isinstance(g, Game):
        return _transfinite_value(g, args, out)
    if args.analyse or args.json:
        out.write((analysis_json(g) if args.json else analysis_text(g)) + "\n")
        return EXIT_OK
    out.write((g.latex() if args.latex else str(g)) + "\n")
    if args.verbose:
        from cgtalg.core.relations import outcome

        o = str(outcome(g))
        out.write(f"outcome: {o} ({OUTCOME_WORDS[o]})\n")
        out.write(f"birthday: {g.birthday}\n")
        kinds = [k for k, flag in (("number", g.is_number), ("integer", g.is_integer), ("nimber", g.is_nimber),
                                   ("impartial", g.is_impartial), ("infinitesimal", g.is_infinitesimal)) if flag]
        out.write(f"kind: {', '.join(kinds) if kinds else 'none of number, nimber, infinitesimal'}\n")
        if g.is_number:
            out.write(f"as a fraction: {g.as_fraction()}\n")
        if g.is_nimber:
            out.write(f"nim value: {g.nim_value}\n")
    return EXIT_OK


def add_parser(subparsers: Any) -> None:
    """Add ``value`` to the subcommands of ``cgtalg``.

    Parameters
    ----------
    subparsers : argparse subparsers action
        The subcommands of the ``cgtalg`` parser.

    Examples
    --------
    >>> import argparse
    >>> sub = argparse.ArgumentParser(prog="cgtalg").add_subparsers()
    >>> add_parser(sub)
    >>> sub.choices["value"].parse_args(["1/2", "--analyze"]).analyse
    True
    """
    p = add_command(subparsers, "value", "print the canonical form of a game",
                    "cgtalg value '{1|*} + ^'       ->  {1^|^*}\n"
                    "cgtalg value '{0|{0|-1}}' --latex\n"
                    "cgtalg value 1/2 + 1/4 -v      (words are joined: no quotes needed without | or *)\n"
                    "cgtalg value --ruleset domineering '....|....|....'   value and outcome of a board\n"
                    "cgtalg value --ruleset domineering '...|...' --analyse   also its mean, temperature, "
                    "thermograph, ...\n"
                    "cgtalg value --ruleset fox-and-geese 'x.x.|....|....|.o..'   a loopy game: over")
    p.add_argument("expr", nargs="+", metavar="EXPR", help=EXPR_HELP)
    p.add_argument("--latex", action="store_true", help="print LaTeX instead of plain notation")
    p.add_argument("-v", "--verbose", action="store_true", help="also print outcome, birthday and kind")
    p.add_argument("--analyse", "--analyze", dest="analyse", action="store_true",
                   help="print stops, mean, temperature, thermograph, reduced form, atomic weight, incentives")
    p.add_argument("--json", action="store_true", help="the --analyse record as JSON")
    p.add_argument("--ruleset", metavar="NAME",
                   help=f"value a position of a registered ruleset instead ({registry_names()}; the loopy ones, "
                        f"{registry_names('loopy')}, give loopy values and outcomes with draws), "
                        "written as its position text, e.g. --ruleset domineering '....|....|....'")
    add_table_option(p)
    p.set_defaults(func=run)
