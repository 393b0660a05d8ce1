"""What the commands of ``cgtalg`` share: exit statuses, the usage error, reading arguments, error lines.

Every command reports bad input by raising :class:`UsageError` (or any
:class:`cgtalg.errors.InputError` of the library), which :func:`cgtalg.cli.main`
prints as one line and turns into exit status 2; anything else is a bug,
printed by :func:`internal_error`. The readers here (:func:`read_game`,
:func:`read_ints`) refuse what they cannot read with a message that names the
word and why.

Examples
--------
>>> read_ints(["3,4", "5"], "heap sizes", "a heap size")
[3, 4, 5]
>>> read_ints(["-1"], "heap sizes", "a heap size")
Traceback (most recent call last):
...
cgtalg.cli.common.UsageError: a heap size must be non-negative, got -1
"""

from __future__ import annotations

import argparse
import os
import textwrap
import traceback
from typing import Any, Sequence

from cgtalg.errors import InputTypeError, InputValueError, check_items, check_str, describe

__all__ = [
    "EXIT_OK", "EXIT_INTERNAL", "EXIT_BAD_INPUT", "EXIT_CLAIM_FAILS", "DEBUG_ENV", "REPORT_TO",
    "EXPR_HELP", "OUTCOME_WORDS", "UsageError", "internal_error", "isatty", "read_game", "read_ints",
    "HelpFormatter", "add_command",
]

EXIT_OK = 0
EXIT_INTERNAL = 1
EXIT_BAD_INPUT = 2
EXIT_CLAIM_FAILS = 3  # only with verify --strict / --fail-on

DEBUG_ENV = "CGTALG_DEBUG"
REPORT_TO = "the cgtalg issue tracker"

#: The help text of an argument that is a game in CGSuite-style notation.
EXPR_HELP = (
    "a game in CGSuite-style notation: numbers (3, -1/2, 5/8), * and *n, ^ and v "
    "(up and down), ^^, +-1, {left options | right options}, sums and differences"
)

#: An outcome class in words.
OUTCOME_WORDS = {
    "L": "Left wins, whoever starts",
    "R": "Right wins, whoever starts",
    "N": "the first player wins",
    "P": "the second player wins",
    # The classes of loopy games with a draw (cgtalg.loopy.LoopyOutcome).
    "D": "a draw whoever starts: best play never ends",
    "PHat": "Left wins moving second; a draw if Left starts",
    "PCheck": "Right wins moving second; a draw if Right starts",
    "NHat": "Left wins moving first; a draw if Right starts",
    "NCheck": "Right wins moving first; a draw if Left starts",
}

#: A count on the command line has at most this many digits.
MAX_DIGITS = 1000


class UsageError(InputValueError):
    """Bad input found by the command line itself (not by the library)."""


def _debug() -> bool:
    return os.environ.get(DEBUG_ENV, "").strip() not in ("", "0")


def internal_error(command: str, exc: BaseException, where: str = "") -> str:
    """The one-line report of a bug (plus the traceback when ``CGTALG_DEBUG`` is set).

    Parameters
    ----------
    command : str
        The command that failed, as ``"cgtalg verify"``.
    exc : BaseException
        The exception that is not bad input.
    where : str, optional
        Text placed after "internal error" (``" in 'nim'"``).

    Returns
    -------
    str
        Two lines ending with a new line: what failed and a request for a
        report; with ``CGTALG_DEBUG=1`` the traceback follows them.

    Examples
    --------
    >>> internal_error("cgtalg value", ValueError("boom")).splitlines()[0]
    'cgtalg value: internal error: ValueError: boom'
    """
    check_str(command, "the command")
    check_str(where, "where")
    if not isinstance(exc, BaseException):
        raise InputTypeError(f"internal_error reports an exception, not {type(exc).__name__} ({describe(exc)})")
    try:
        said = str(exc)
    except Exception:  # an exception whose message cannot be printed (a huge int in its arguments)
        said = describe(exc.args)
    text = (f"{command}: internal error{where}: {type(exc).__name__}: {said}\n"
            f"This is a bug in cgtalg, not a problem with your input; please report it to {REPORT_TO} "
            f"with the command line and the output of 'cgtalg --version'.")
    if _debug():
        tb = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        return text + "\n" + tb.rstrip("\n") + "\n"
    return text + f" (Set {DEBUG_ENV}=1 for the full traceback.)\n"


def isatty(stream: Any) -> bool:
    """Whether *stream* is a terminal (False for anything that cannot say).

    Parameters
    ----------
    stream : object
        A text stream, such as ``sys.stderr``.

    Returns
    -------
    bool

    Examples
    --------
    >>> import io
    >>> isatty(io.StringIO()), isatty(None)
    (False, False)
    """
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def read_game(text: str, what: str = "expression") -> Any:
    """Read a game written in CGSuite-style notation, refusing what cannot be read as a usage error.

    Parameters
    ----------
    text : str
        The words of the command line, joined.
    what : str, optional
        What the text is, for the message ("first game").

    Returns
    -------
    Game

    Raises
    ------
    UsageError
        For empty text, a digit that is not ASCII, or text the parser refuses.

    Examples
    --------
    >>> print(read_game(" {1|*} + ^ "))
    {1^|^*}
    >>> read_game("*٣", "second game")
    Traceback (most recent call last):
    ...
    cgtalg.cli.common.UsageError: cannot read the second game: '٣' at position 1 is not an ASCII digit (write numbers with 0-9)
    """
    from cgtalg.notation.parser import ParseError, parse

    check_str(what, "what")
    text = check_str(text, f"the {what}").strip()
    if not text:
        raise UsageError(f"the {what} is empty")
    # Numbers are written in ASCII digits; other Unicode digits ('²', '٣') are refused here,
    # by name and position, before the parser sees them.
    odd = next((i for i, ch in enumerate(text) if ch.isdigit() and not ch.isascii()), None)
    if odd is not None:
        raise UsageError(f"cannot read the {what}: {text[odd]!r} at position {odd} is not an ASCII digit "
                         "(write numbers with 0-9)")
    try:
        return parse(text)
    except ParseError as exc:
        raise UsageError(f"cannot read the {what} {text!r}: {exc}") from None


def read_ints(items: Sequence[str], what: str, one: str | None = None) -> list[int]:
    """Read whole numbers (ASCII digits, commas or spaces between); refuse negatives when *one* is given.

    Parameters
    ----------
    items : sequence of str
        Words of the command line, each holding one or more numbers.
    what : str
        What the numbers are, all together ("heap sizes").
    one : str, optional
        What one of them is ("a heap size"); when given, a negative number is
        refused.

    Returns
    -------
    list of int

    Raises
    ------
    UsageError
        For a word that is not a whole number, one of more than
        :data:`MAX_DIGITS` digits, or (with *one*) a negative number.

    Examples
    --------
    >>> read_ints(["1, 2", "-3"], "counts")
    [1, 2, -3]
    >>> read_ints(["1.5"], "counts")
    Traceback (most recent call last):
    ...
    cgtalg.cli.common.UsageError: counts must be whole numbers, not '1.5'
    """
    check_str(what, "what")
    values = []
    for raw in check_items(items, what):
        check_str(raw, f"each of the {what}")
        for piece in raw.replace(",", " ").split():
            digits = piece.lstrip("+-")
            if not digits or not digits.isascii() or not digits.isdigit() or len(piece) - len(digits) > 1:
                raise UsageError(f"{what} must be whole numbers, not {piece!r}")
            if len(digits) > MAX_DIGITS:
                raise UsageError(f"{what}: a number of {len(digits)} digits is too large here "
                                 f"(at most {MAX_DIGITS} digits)")
            value = int(piece)
            if one is not None and value < 0:
                raise UsageError(f"{one} must be non-negative, got {value}")
            values.append(value)
    return values


def registry_names(kind: str = "all") -> str:
    """The registered rulesets' names, comma-separated, for a command's help.

    Parameters
    ----------
    kind : {"all", "impartial", "loopy"}
        Every ruleset, the impartial ones (whose positions have Grundy values), or the loopy ones.

    Returns
    -------
    str

    Raises
    ------
    InputValueError
        If *kind* is not one of the three.

    Examples
    --------
    >>> registry_names("loopy")
    'backsliding-generalised-toads-and-frogs, backsliding-toads-and-frogs, fair-shares-and-varied-pairs, fox-and-geese'
    >>> "kayles" in registry_names("impartial") and "domineering" not in registry_names("impartial")
    True
    """
    from cgtalg.rulesets.catalog import ENTRIES

    tests = {"all": lambda e: True, "impartial": lambda e: e.is_impartial,
             "loopy": lambda e: e.loopy}
    if kind not in tests:
        raise InputValueError(f"kind is 'all', 'impartial' or 'loopy', not {describe(kind)}")
    return ", ".join(sorted(e.name for e in ENTRIES if tests[kind](e)))


class HelpFormatter(argparse.RawDescriptionHelpFormatter):
    """The help layout of every command: descriptions and examples are printed as written."""


def add_command(subparsers: Any, name: str, help_text: str, example: str,
                description: str = "") -> argparse.ArgumentParser:
    """Add the subcommand *name* to *subparsers*, its help ending with its examples.

    Parameters
    ----------
    subparsers : argparse subparsers action
        What ``ArgumentParser.add_subparsers`` returned.
    name : str
        The command (``"value"``).
    help_text : str
        One line for ``cgtalg --help``; also the description unless one is given.
    example : str
        Example command lines, one a line, shown under "examples:".
    description : str, optional
        The text at the top of ``cgtalg NAME --help`` (kept as written).

    Returns
    -------
    argparse.ArgumentParser
        The command's parser, to add its arguments to.

    Examples
    --------
    >>> import argparse
    >>> sub = argparse.ArgumentParser(prog="cgtalg").add_subparsers()
    >>> p = add_command(sub, "outcome", "print the outcome class", "cgtalg outcome '*'")
    >>> p.epilog
    "examples:\\n  cgtalg outcome '*'"
    """
    if not callable(getattr(subparsers, "add_parser", None)):
        raise InputTypeError(
            "subparsers must be what ArgumentParser.add_subparsers() returned, "
            f"not {type(subparsers).__name__} ({describe(subparsers)})"
        )
    for text, label in ((name, "the command's name"), (help_text, "the help text"), (example, "the example")):
        check_str(text, label)
    if description is not None:
        check_str(description, "the description")
    return subparsers.add_parser(
        name,
        help=help_text,
        description=(description or help_text),
        epilog="examples:\n" + textwrap.indent(example.strip("\n"), "  "),
        formatter_class=HelpFormatter,
    )
