"""``cgtalg thermograph``: the walls of a game's thermograph as text, or its SVG picture written with ``-o``.

The thermograph is computed by :mod:`cgtalg.analysis.thermograph` and drawn
by :mod:`cgtalg.pictures.thermograph`; this module writes the text. With
``--ruleset NAME`` the argument is a position of a registered ruleset,
written as on every other command, and the thermograph is that of its value.

Examples
--------
>>> from cgtalg.cli import main
>>> main(["thermograph", "+-1"])
game:        +-1
mean:        0
temperature: 1
left wall:   (0, 1) (1, 0), then the mast at 0
right wall:  (0, -1) (1, 0), then the mast at 0
0
>>> main(["thermograph", "--ruleset", "domineering", "2x3"])
game:        {2|-1/2}
mean:        3/4
temperature: 5/4
left wall:   (0, 2) (5/4, 3/4), then the mast at 3/4
right wall:  (0, -1/2) (5/4, 3/4), then the mast at 3/4
0
"""

from __future__ import annotations

import argparse
import re
from fractions import Fraction
from typing import Any, TextIO

from cgtalg.errors import InputTypeError, check_bool, check_path, check_str, describe

from .common import EXIT_OK, EXPR_HELP, UsageError, add_command, read_game, registry_names

__all__ = ["add_parser", "run", "thermograph_command", "picture_written"]


def _fmt(q: Fraction) -> str:
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


def thermograph_command(g: Any, *, svg: bool, subzero: bool = False) -> str:
    """The output of ``cgtalg thermograph``: an SVG picture, or the walls as text.

    Parameters
    ----------
    g : Game
        The game whose thermograph is shown.
    svg : bool
        Return the SVG picture (:meth:`Thermograph.svg`) instead of the text.
    subzero : bool, optional
        Start at ``t = -1`` instead of ``t = 0``.

    Returns
    -------
    str
        The text, ending with a newline: the game, mean and temperature, and
        each wall's ``(t, value)`` breakpoints up to the mast.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> print(thermograph_command(parse("{3|-1}"), svg=False), end="")
    game:        {3|-1}
    mean:        1
    temperature: 2
    left wall:   (0, 3) (2, 1), then the mast at 1
    right wall:  (0, -1) (2, 1), then the mast at 1
    """
    from cgtalg.analysis.thermograph import thermograph

    th = thermograph(g)
    if svg:
        return th.svg(subzero=subzero) + "\n"
    bottom = Fraction(-1) if subzero else Fraction(0)

    def wall(w: Any) -> str:
        ts = [bottom] + [t for t in w.breakpoints if t > bottom]
        return " ".join(f"({_fmt(t)}, {_fmt(w(t))})" for t in ts) + f", then the mast at {_fmt(th.mean)}"

    return (f"game:        {g}\nmean:        {_fmt(th.mean)}\ntemperature: {_fmt(th.temperature)}\n"
            f"left wall:   {wall(th.left_wall)}\nright wall:  {wall(th.right_wall)}\n")


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Run ``cgtalg thermograph`` with the parsed *args*, writing to *out*.

    Without ``-o`` the walls are written as text; with ``-o FILE`` the SVG
    picture goes to FILE (written only once it is complete) and *out* gets
    one line saying what FILE now holds.

    Parameters
    ----------
    args : argparse.Namespace
        The arguments as :func:`add_parser`'s parser reads them.
    out : text stream
        Where the text, or the line about the picture written, goes.

    Returns
    -------
    int
        The exit status, 0.

    Raises
    ------
    UsageError
        For an expression that cannot be read, a FILE that cannot be written,
        or (``--ruleset``) a position of a loopy ruleset, which has no
        thermograph here.
    InputValueError
        (``--ruleset``) For an unknown ruleset or a position it cannot read
        or value.

    Examples
    --------
    >>> import io
    >>> from cgtalg.cli import build_parser
    >>> out = io.StringIO()
    >>> run(build_parser().parse_args(["thermograph", "3"]), out), out.getvalue().splitlines()[2]
    (0, 'temperature: -1')
    """
    g = _ruleset_game(args.ruleset, " ".join(args.expr)) if args.ruleset else read_game(" ".join(args.expr))
    if not args.picture:
        out.write(thermograph_command(g, svg=False, subzero=args.subzero))
        return EXIT_OK
    from cgtalg.analysis.thermograph import thermograph

    th = thermograph(g)
    svg = th.svg(subzero=args.subzero)
    try:
        with open(args.picture, "w", encoding="utf-8") as handle:
            handle.write(svg + "\n")
    except OSError as exc:
        raise UsageError(f"cannot write {args.picture!r}: {exc.strerror or exc}") from None
    out.write(picture_written(args.picture, g, th, svg, subzero=args.subzero))
    return EXIT_OK


def _ruleset_game(name: str, text: str) -> Any:
    """The value of the position *text* of the ruleset *name*, which must be a short game."""
    from cgtalg.core.game import Game
    from cgtalg.rulesets.registry import value_of_text

    rs, _, g = value_of_text(name, text)
    if not isinstance(g, Game):
        raise UsageError(f"a thermograph is drawn for a short game; this {rs.name} position is a loopy game of "
                         f"value {g}")
    return g


def picture_written(path: str, g: Any, th: Any, svg: str, *, subzero: bool = False) -> str:
    """The line ``cgtalg thermograph -o FILE`` prints: the file, and what picture it holds.

    Parameters
    ----------
    path : str
        The file written.
    g : Game
        The game drawn.
    th : Thermograph
        Its thermograph.
    svg : str
        The picture written (its size is read from it).
    subzero : bool, optional
        Whether the picture starts at ``t = -1``.

    Returns
    -------
    str
        One line, ending with a newline.

    Examples
    --------
    >>> from cgtalg import parse
    >>> from cgtalg.analysis.thermograph import thermograph
    >>> th = thermograph(parse("{3|-1}"))
    >>> print(picture_written("t.svg", parse("{3|-1}"), th, th.svg()), end="")
    wrote t.svg: the thermograph of {3|-1} (mean 1, temperature 2), an SVG picture of 360x293 pixels from t = 0
    """
    check_path(path, "the file written")
    check_str(svg, "the picture")
    check_bool(subzero, "subzero")
    from ..core.game import Game

    if not isinstance(g, Game):
        raise InputTypeError(f"g must be the Game drawn, not {type(g).__name__} ({describe(g)})")
    if not all(hasattr(th, name) for name in ("mean", "temperature")):
        raise InputTypeError(f"th must be a Thermograph, not {type(th).__name__} ({describe(th)})")
    size = re.search(r'width="(\d+)" height="(\d+)"', svg)
    pixels = f" of {size.group(1)}x{size.group(2)} pixels" if size else ""
    return (f"wrote {path}: the thermograph of {g} (mean {_fmt(th.mean)}, temperature {_fmt(th.temperature)}), "
            f"an SVG picture{pixels} from t = {-1 if subzero else 0}\n")


def add_parser(subparsers: Any) -> None:
    """Add ``thermograph`` to the subcommands of ``cgtalg``.

    Parameters
    ----------
    subparsers : argparse subparsers action
        The subcommands of the ``cgtalg`` parser.

    Examples
    --------
    >>> import argparse
    >>> sub = argparse.ArgumentParser(prog="cgtalg").add_subparsers()
    >>> add_parser(sub)
    >>> sub.choices["thermograph"].parse_args(["{3|-1}", "-o", "t.svg"]).picture
    't.svg'
    """
    p = add_command(subparsers, "thermograph", "print the thermograph of a game, or draw it as SVG with -o",
                    "cgtalg thermograph '{3|-1}'\n"
                    "cgtalg thermograph '{4||2|0}' -o t.svg\n"
                    "cgtalg thermograph '{2|{1|0}}' --subzero -o t.svg   (draw from t = -1)\n"
                    "cgtalg thermograph --ruleset domineering 2x3   (the thermograph of a position's value)")
    p.add_argument("expr", nargs="+", metavar="EXPR", help=EXPR_HELP + " (with --ruleset: a position's text)")
    p.add_argument("--ruleset", metavar="NAME", default=None,
                   help=f"read a position of a registered ruleset instead ({registry_names()}; a loopy one is "
                        "refused)")
    p.add_argument("-o", "--output", dest="picture", metavar="FILE",
                   help="write an SVG picture to FILE (and say so) instead of printing the walls")
    p.add_argument("--subzero", action="store_true", help="include temperatures -1 <= t < 0")
    p.set_defaults(func=run)
