"""The entry point of ``cgtalg``: the parser of every command and :func:`main`.

Each command is a module of :mod:`cgtalg.cli` with ``add_parser(subparsers)``,
which adds its subcommand and sets the subcommand's ``func`` to the module's
``run(args, out)``; :data:`COMMANDS` lists them in the order ``cgtalg --help``
shows them. :func:`main` parses the words, runs the command and turns what
it raises into the exit status: a :class:`cgtalg.errors.InputError` is bad
input (one line on standard error, status 2), Ctrl-C is 130, anything else
is a bug (status 1, :func:`~cgtalg.cli.common.internal_error`).

Examples
--------
>>> main(["compare", "-1/2", "-^"])
-1/2 < v
0
"""

from __future__ import annotations

import argparse
import io
import sys
from typing import Sequence, TextIO

from cgtalg.errors import InputError

from . import (
    coins, compare, flip, grundy, misere, misere_quotient, octal, outcome, thermograph, value, verify, welter,
)
from .common import EXIT_BAD_INPUT, EXIT_INTERNAL, EXIT_OK, HelpFormatter, UsageError, internal_error

__all__ = ["COMMANDS", "build_parser", "main"]

#: The command modules, in the order of ``cgtalg --help``.
COMMANDS = (verify, value, thermograph, compare, outcome, misere, grundy, octal, misere_quotient, welter, flip, coins)

#: Commands whose positional words are games, which may start with ``-``.
_EXPR_COMMANDS = {"value", "compare", "outcome", "thermograph", "misere"}

#: The options that take no value (every other option takes the next word).
_FLAGS = {"-h", "--help", "--version", "--list", "--json", "--details", "--strict", "--no-progress", "--misere",
          "--classical", "--table", "--latex", "-v", "--verbose", "--period", "--resume",
          "--analyse", "--analyze", "--subzero"}


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser of the ``cgtalg`` command.

    Returns
    -------
    argparse.ArgumentParser
        With one subcommand per command (``value``, ``outcome``, ``verify``, ...).

    Examples
    --------
    >>> build_parser().parse_args(["value", "1/2"]).expr
    ['1/2']
    """
    parser = argparse.ArgumentParser(
        prog="cgtalg",
        description="Exact combinatorial game theory: values of games and machine checks of published papers.",
        epilog=(
            "examples:\n"
            "  cgtalg verify                 check every reproduced paper\n"
            "  cgtalg value '{1|*} + ^'      canonical form\n"
            "  cgtalg grundy nim 3 4 5       Grundy value and winning moves\n"
            "Run 'cgtalg COMMAND --help' for the options of a command.\n\n"
            "exit status: 0 done, 1 internal error (a bug: please report it), 2 bad input,\n"
            "3 a claim fails (verify --strict / --fail-on only). Set CGTALG_DEBUG=1 to see the\n"
            "traceback of an internal error."
        ),
        formatter_class=HelpFormatter,
    )
    from .._version import __version__

    parser.add_argument("--version", action="version", version=f"cgtalg {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in COMMANDS:
        command.add_parser(sub)
    return parser


def _protect_expressions(argv: list[str]) -> list[str]:
    """Let expressions such as ``-1/2`` or ``-^`` through argparse.

    argparse takes any word starting with ``-`` for an option; a leading
    space keeps it a positional argument, and the parser ignores the space.
    """
    if not argv or argv[0] not in _EXPR_COMMANDS:
        return argv
    fixed = [argv[0]]
    for word in argv[1:]:
        if len(word) > 1 and word[0] == "-" and not word[1].isalpha() and word[1] != "-":
            word = " " + word
        fixed.append(word)
    return fixed


def _options_first(argv: list[str]) -> list[str]:
    """Move options before the positional words, so ``grundy nim 1 2 --misere`` works.

    argparse stops filling a ``nargs='*'`` positional at the first option;
    options may come anywhere on the command line, so they are moved to the
    front (with their values). Words such as ``-3`` (negative numbers) stay.
    """
    if not argv or argv[0] in _EXPR_COMMANDS:
        return argv
    front, words = [argv[0]], []
    i = 1
    while i < len(argv):
        word = argv[i]
        if word == "--":
            words.extend(argv[i + 1:])
            break
        if word.startswith("-") and len(word) > 1 and not word[1].isdigit():
            front.append(word)
            if word not in _FLAGS and "=" not in word and i + 1 < len(argv):
                front.append(argv[i + 1])
                i += 1
        else:
            words.append(word)
        i += 1
    return front + words


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """Run the ``cgtalg`` command with *argv* and return the exit status.

    Parameters
    ----------
    argv : sequence of str, optional
        The arguments after ``cgtalg`` (default: ``sys.argv[1:]``).
    out : text stream, optional
        Where the output goes (default: standard output; ``verify -o FILE``
        writes the report to FILE and one line saying so here).

    Returns
    -------
    int
        0 on success, 2 for bad input or usage (the message goes to standard
        error), 3 when ``verify --strict``/``--fail-on`` finds a failing claim,
        130 after Ctrl-C, and 1 for an internal error (a bug: the message asks
        for a report).

    Examples
    --------
    >>> main(["outcome", "^*"])
    N: the first player wins
    0
    >>> main(["value", "1/3"])
    2
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    try:
        args = parser.parse_args(_options_first(_protect_expressions(argv)))
    except SystemExit as exc:  # --help, --version, or a usage error (argparse printed it)
        return int(exc.code or 0) if not isinstance(exc.code, str) else EXIT_BAD_INPUT
    if getattr(args, "func", None) is None:
        parser.print_help()
        return EXIT_BAD_INPUT
    stream = out if out is not None else sys.stdout
    command = f"cgtalg {args.command}"
    try:
        if getattr(args, "output", None):
            # the report is written only once it is complete
            buffer = io.StringIO()
            status = args.func(args, buffer)
            try:
                with open(args.output, "w", encoding="utf-8") as handle:
                    handle.write(buffer.getvalue())
            except OSError as exc:
                raise UsageError(f"cannot write {args.output!r}: {exc.strerror}") from None
            kind = "JSON report" if getattr(args, "json", False) else "report"
            stream.write(f"{command}: wrote the {kind} to {args.output}\n")
            return status
        return args.func(args, stream)
    except InputError as exc:
        # bad input: refused by the command line or by the library's own checks
        sys.stderr.write(f"{command}: error: {exc}\n")
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        sys.stderr.write(f"{command}: interrupted\n")
        return 130
    except BrokenPipeError:
        return EXIT_OK
    except Exception as exc:  # anything else is a bug: say so in one line, ask for a report
        sys.stderr.write(internal_error(command, exc))
        return EXIT_INTERNAL
