"""``cgtalg misere EXPR``: a sum of partizan misère forms, its canonical form, outcome and reduced forms.

EXPR is a sum of misère forms in braces notation (:func:`cgtalg.misere.parse`:
``{0|{0|}}``, ``*``, integers), joined by ``+`` and ``-``; ``-G`` is the
conjugate of ``G`` (Left and Right swapped), so ``G - H`` is ``G`` plus the
conjugate of ``H``, though under misère play it is not ``0`` when ``G`` is
``H``. The command prints the canonical form modulo all games
(:func:`cgtalg.misere.canonical`) and the misère outcome; with
``--universe dicot`` or ``--universe dead-ending`` also the reduced form
modulo that universe (refused when the sum is not in it). With ``--ruleset
NAME`` EXPR is a position of a registered ruleset instead, turned into its
form by :func:`cgtalg.engine.misere_forms.misere_form`.

The forms of a sum multiply: the command refuses a sum, or a position, whose
form would have more than :data:`MAX_FOLLOWERS` followers.

Examples
--------
>>> from cgtalg.cli import main
>>> main(["misere", "* + *", "--universe", "dicot"])
game:                               * + *
canonical form:                     {*|*}
misère outcome:                     N (the first player wins)
reduced form modulo dicot games:    0
0
"""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from .common import EXIT_OK, OUTCOME_WORDS, UsageError, add_command

__all__ = ["add_parser", "run", "read_misere_sum", "MAX_FOLLOWERS"]

#: The most followers the form of a sum (or of a position) may have on the command line.
MAX_FOLLOWERS = 1000

_HINT = ("a misère expression is a sum of forms in braces notation such as {0|{0|}}, * or 2, joined by + and -; "
         "a normal-play value such as ^ or 1/2 has no misère form")


def read_misere_sum(text: str) -> tuple[list[Any], Any]:
    """Read a sum of misère forms joined by ``+`` and ``-``, refusing what cannot be read as a usage error.

    Parameters
    ----------
    text : str
        The words of the command line, joined.

    Returns
    -------
    tuple of (list of PartizanMisereGame, PartizanMisereGame)
        The terms (a term after ``-`` conjugated) and their sum.

    Raises
    ------
    InputTypeError
        If *text* is not a ``str``.
    UsageError
        For empty text or an empty term, a term that is not a misère form,
        or a sum whose form would have more than :data:`MAX_FOLLOWERS`
        followers.

    References
    ----------
    A. N. Siegel, *Combinatorial Game Theory*, ch. V.1 (sums and conjugates
    of misère games).

    Examples
    --------
    >>> terms, total = read_misere_sum("{0|*} - 1")
    >>> terms, total
    ([{0|*}, -1], {-1|{-1|*,-1},{0|*}})
    >>> read_misere_sum("1 + ^")
    Traceback (most recent call last):
    ...
    cgtalg.cli.common.UsageError: misère form '^': expected a form at position 0, got '^' (a misère expression is a sum of forms in braces notation such as {0|{0|}}, * or 2, joined by + and -; a normal-play value such as ^ or 1/2 has no misère form)
    """
    from cgtalg.errors import InputValueError, check_str
    from cgtalg.misere import ZERO, parse

    terms: list[Any] = []
    for negated, piece in _terms(check_str(text, "the misère expression")):
        try:
            form = parse(piece)
        except InputValueError as exc:
            raise UsageError(f"{exc} ({_HINT})") from None
        terms.append(-form if negated else form)
    size = 1
    for t in terms:
        size *= _followers(t)
    if size > MAX_FOLLOWERS:
        raise UsageError(f"the sum's form would have up to {size} followers, more than the command line's "
                         f"{MAX_FOLLOWERS}; from Python, cgtalg.misere.parse and + build it")
    total = ZERO
    for t in terms:
        total = total + t
    return terms, total


def _terms(text: str) -> list[tuple[bool, str]]:
    """The terms of *text*, split at ``+`` and ``-`` outside braces, each with whether it is negated."""
    pieces: list[tuple[bool, str]] = []
    depth, negated, start = 0, False, 0
    for i, ch in enumerate(text):
        if ch in "{}":
            depth += 1 if ch == "{" else -1
            continue
        if depth or ch not in "+-":
            continue
        if ch == "-" and not text[start:i].strip():  # a sign in front of a term
            negated, start = not negated, i + 1
            continue
        pieces.append((negated, text[start:i]))
        negated, start = ch == "-", i + 1
    pieces.append((negated, text[start:]))
    pieces = [(neg, piece.strip()) for neg, piece in pieces]
    if any(not piece.strip() for _, piece in pieces):
        raise UsageError(f"a term of the misère expression {text.strip()!r} is empty ({_HINT})")
    return pieces


def _followers(g: Any) -> int:
    """How many distinct followers *g* has (itself included), by an explicit stack."""
    seen = {g}
    stack = [g]
    while stack:
        f = stack.pop()
        for o in f.left_options() + f.right_options():
            if o not in seen:
                seen.add(o)
                stack.append(o)
    return len(seen)


def _report(form: Any, universe_name: str | None, what: str, lines: list[tuple[str, str]]) -> str:
    """*lines* (labels and values), then the canonical form, outcome and reduced form of *form* (named *what*)."""
    from cgtalg.misere import DEAD_ENDING, DICOT, canonical

    found = str(form.outcome())
    lines = lines + [("canonical form:", str(canonical(form))),
                     ("misère outcome:", f"{found} ({OUTCOME_WORDS[found]})")]
    if universe_name is not None:
        universe = {"dicot": DICOT, "dead-ending": DEAD_ENDING}[universe_name]
        if not universe.contains(form):
            raise UsageError(f"{what} is not in the {universe.name} universe, so it has no reduced form modulo "
                             f"{universe.name} games")
        lines.append((f"reduced form modulo {universe.name} games:", str(universe.canonical(form))))
    width = max(len(label) for label, _ in lines) + 4
    return "".join(f"{label:<{width}}{value}".rstrip() + "\n" for label, value in lines)


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Run ``cgtalg misere`` with the parsed *args*, writing to *out*.

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
        For an expression that is not a sum of misère forms, a form too large
        for the command line, or a sum outside the universe asked for.
    InputValueError
        With ``--ruleset``, for an unknown ruleset, a position it cannot
        read, or a loopy ruleset.

    Examples
    --------
    >>> import io
    >>> from cgtalg.cli import build_parser
    >>> out = io.StringIO()
    >>> run(build_parser().parse_args(["misere", "1", "-", "1"]), out)
    0
    >>> print(out.getvalue(), end="")
    game:              1 + -1
    canonical form:    {-1|1}
    misère outcome:    N (the first player wins)
    """
    text = " ".join(args.expr)
    if args.ruleset is None:
        terms, form = read_misere_sum(text)
        shown = " + ".join(str(t) for t in terms)
        out.write(_report(form, args.universe, shown, [("game:", shown)]))
        return EXIT_OK
    from cgtalg.engine.misere_forms import misere_form
    from cgtalg.errors import InputValueError
    from cgtalg.rulesets.registry import position_of_text

    rs, pos = position_of_text(args.ruleset, text)
    too_large = UsageError(f"the misère form of this {rs.name} position has more than {MAX_FOLLOWERS} followers, "
                           "more than the command line's limit; from Python, "
                           "cgtalg.engine.misere_forms.misere_form(position) builds it")
    try:
        form = misere_form(pos, limit=MAX_FOLLOWERS)
    except InputValueError as exc:
        if "limit=" in str(exc) and "positions" in str(exc):
            raise too_large from None
        raise
    if _followers(form) > MAX_FOLLOWERS:
        raise too_large
    out.write(f"{rs.name} {rs.format(pos)}\n" + _report(form, args.universe, f"this {rs.name} position", []))
    return EXIT_OK


def add_parser(subparsers: Any) -> None:
    """Add ``misere`` to the subcommands of ``cgtalg``.

    Parameters
    ----------
    subparsers : argparse subparsers action
        The subcommands of the ``cgtalg`` parser.

    Examples
    --------
    >>> import argparse
    >>> sub = argparse.ArgumentParser(prog="cgtalg").add_subparsers()
    >>> add_parser(sub)
    >>> sub.choices["misere"].parse_args(["{0|*}", "+", "*", "--universe", "dicot"]).universe
    'dicot'
    """
    p = add_command(subparsers, "misere", "partizan misère play: canonical form, outcome and reduced forms",
                    "cgtalg misere '{0|*} + {*|0}'\n"
                    "cgtalg misere '* + *' --universe dicot          ->  reduced form 0 modulo dicots\n"
                    "cgtalg misere '1 - 1' --universe dead-ending    ->  reduced form 0 modulo dead-ending games\n"
                    "cgtalg misere --ruleset domineering '..|..'")
    p.add_argument("expr", nargs="+", metavar="EXPR",
                   help="a sum of misère forms in braces notation ({0|{0|}}, *, integers) joined by + and - "
                        "(-G is the conjugate of G); with --ruleset, a position of that ruleset")
    p.add_argument("--universe", choices=("dicot", "dead-ending"),
                   help="also print the reduced form modulo the dicot or the dead-ending universe")
    p.add_argument("--ruleset", metavar="NAME",
                   help="read EXPR as a position of a registered ruleset and use its game tree as the form")
    p.set_defaults(func=run)
