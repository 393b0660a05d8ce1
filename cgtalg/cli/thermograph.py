"""``cgtalg thermograph``: the walls of a game's thermograph as text, or its SVG picture with ``-o``.

The thermograph is computed by :mod:`cgtalg.analysis.thermograph` and drawn
by :mod:`cgtalg.pictures.thermograph`; this module writes the text.

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
"""

from __future__ import annotations

import argparse
from fractions import Fraction
from typing import Any, TextIO

from .common import EXIT_OK, EXPR_HELP, add_command, read_game

__all__ = ["add_parser", "run", "thermograph_command"]


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
    """Run ``cgtalg thermograph`` with the parsed *args*, writing to *out* (the ``-o`` file when given).

    Parameters
    ----------
    args : argparse.Namespace
        The arguments as :func:`add_parser`'s parser reads them.
    out : text stream
        Where the text or the SVG picture goes.

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
    >>> run(build_parser().parse_args(["thermograph", "3"]), out), out.getvalue().splitlines()[2]
    (0, 'temperature: -1')
    """
    out.write(thermograph_command(read_game(" ".join(args.expr)), svg=bool(args.output), subzero=args.subzero))
    return EXIT_OK


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
    >>> sub.choices["thermograph"].parse_args(["{3|-1}", "-o", "t.svg"]).output
    't.svg'
    """
    p = add_command(subparsers, "thermograph", "print the thermograph of a game, or draw it as SVG with -o",
                    "cgtalg thermograph '{3|-1}'\n"
                    "cgtalg thermograph '{4||2|0}' -o t.svg\n"
                    "cgtalg thermograph '{2|{1|0}}' --subzero -o t.svg   (draw from t = -1)")
    p.add_argument("expr", nargs="+", metavar="EXPR", help=EXPR_HELP)
    p.add_argument("-o", "--output", metavar="FILE", help="write an SVG picture to FILE")
    p.add_argument("--subzero", action="store_true", help="include temperatures -1 <= t < 0")
    p.set_defaults(func=run)
