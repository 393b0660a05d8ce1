"""Reading sums of transfinite surreal numbers and short games: ``omega+*``, ``1/ω+{1|0}``, ``ω-1+*2``.

:func:`cgtalg.parse` hands a text with ``omega`` or ``ω`` in it here (unless a
term is a transfinite nimber, ``*omega``). A text that is a surreal number is
read as one, by :func:`cgtalg.transfinite.parser.parse_transfinite`; any other
is split into terms at the ``+`` and ``-`` outside brackets, the terms with ω
read as surreal numbers and the others as short games by :func:`parse`, and
the terms are added (:mod:`cgtalg.transfinite.surreal_plus_game`). What a
:class:`~cgtalg.transfinite.surreal_plus_game.SurrealPlusGame` prints reads
back to it.

References
----------
CGSuite's syntax for ``omega`` and for games; Siegel, *Combinatorial Game
Theory*, ch. II (number translation) and ch. VIII.
"""

from __future__ import annotations

import re
from typing import Any

from ..core.game import Game
from ..errors import check_str
from ..transfinite.parser import LENGTH_LIMIT, TransfiniteSyntaxError, parse_transfinite
from ..transfinite.surreal import Surreal
from .parser import ParseError, parse

__all__ = ["parse_surreal_plus_game"]

_SIGNS = re.compile(r"[\s+-]*")
#: A term of digits and arithmetic, begun by a digit or a bracket (``9^9^9``, ``(1+2)/3``; not ``*2`` or ``^``).
_ARITHMETIC = re.compile(r"[\s+-]*[\d(][\s\d+\-*×/^()]*")


def _has_omega(text: str) -> bool:
    return "omega" in text or "ω" in text


def _sum_terms(text: str) -> list[tuple[int, str, str]]:
    """The terms of a sum, split at the ``+`` and ``-`` outside brackets: ``(position, sign, text)`` each.

    A sign is no split where it begins a term (``+-2``, ``- -1``), nor after ``^ * × / (`` in a term with ω in it
    (``ω^-1``, ``ω*-1``: arithmetic); after ``*`` or ``^`` in a term without ω it is one (``*+ω``, ``^-1``).
    """
    terms: list[tuple[int, str, str]] = []
    depth, start, sign, previous = 0, 0, "+", ""
    for i, c in enumerate(text):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c in "+-" and depth == 0:
            body = text[start:i]
            if not (_SIGNS.fullmatch(body) or (_has_omega(body) and previous in "^*×/(")):
                terms.append((start, sign, body))
                sign, start = c, i + 1
        if not c.isspace():
            previous = c
    terms.append((start, sign, text[start:]))
    return terms


def _has_nimber_term(text: str) -> bool:
    """True if a term of the sum *text* is a transfinite nimber (``*omega``, ``*(ω+5)``)."""
    return any(_has_omega(body) and body.lstrip(" \t\n+-").startswith("*") for _, _, body in _sum_terms(text))


def parse_surreal_plus_game(text: str) -> Any:
    """Read a surreal number, or a sum of surreal numbers and short games: ``omega+*``, ``1/ω+{1|0}``, ``ω-1+*2``.

    The text is read as a surreal number (:func:`parse_transfinite`) when it is
    one, so arithmetic stays arithmetic (``ω+2*3`` is ``ω+6``). Otherwise it is
    split into terms at the ``+`` and ``-`` outside brackets: a term with ω in
    it is a surreal number, and a term without is a short game in cgtalg's
    notation (``*2``, ``^``, ``{1|0}``, ``+-1``), or a rational that is not
    dyadic (``1/3``). Every text that a
    :class:`~cgtalg.transfinite.surreal_plus_game.SurrealPlusGame` prints
    reads back to it.

    Parameters
    ----------
    text : str
        The sum.

    Returns
    -------
    Surreal, Game or SurrealPlusGame
        Its value, as the simplest of these it is.

    Raises
    ------
    ParseError
        If a term cannot be read (the position is in *text*), or the text is
        longer than :data:`~cgtalg.transfinite.parser.LENGTH_LIMIT`.
    InputTypeError
        If *text* is not a ``str``.

    References
    ----------
    CGSuite's syntax for ``omega`` and for games; Siegel, *Combinatorial Game
    Theory*, ch. II (number translation: the sums are ordered by stops).

    Examples
    --------
    >>> print(parse_surreal_plus_game("omega + *"), parse_surreal_plus_game("1/ω+{1|0}"))
    ω+* 1/ω+{1|0}
    >>> print(parse_surreal_plus_game("omega - 1 + *2"), parse_surreal_plus_game("omega + * - omega"))
    ω-1+*2 *
    >>> parse_surreal_plus_game("omega + {1|")
    Traceback (most recent call last):
    ...
    cgtalg.notation.parser.ParseError: '{' is never closed (the term '{1|' is read as a short game) at position 8:
      omega + {1|
              ^
    """
    text = check_str(text, "a transfinite number or sum")
    if len(text) > LENGTH_LIMIT:
        raise ParseError(f"a transfinite sum is read from at most {LENGTH_LIMIT} characters", text[:80], 0)
    try:
        return parse_transfinite(text)
    except TransfiniteSyntaxError as e:
        first = e
    terms = _sum_terms(text)
    if all(_has_omega(body) for _, _, body in terms) or any(not body.strip(" \t\n+-") for _, _, body in terms):
        raise ParseError(f"{first.message} (a text with omega is read as a transfinite surreal number)", text,
                         first.position) from None
    total: Any = Surreal(0)
    for at, sign, body in terms:
        value = _term(text, at, body)
        total = total - value if sign == "-" else total + value
    return total


def _term(text: str, at: int, body: str) -> Any:
    """One term of a sum: a surreal number if it has ω in it, else a short game (or a rational such as 1/3)."""
    if _has_omega(body):
        try:
            return parse_transfinite(body)
        except TransfiniteSyntaxError as e:
            raise ParseError(f"{e.message} (the term {body.strip()!r} is read as a transfinite surreal number)",
                             text, at + e.position) from None
    try:
        value = parse(body)
    except ParseError as e:
        try:
            return parse_transfinite(body)
        except TransfiniteSyntaxError as t:
            if _ARITHMETIC.fullmatch(body):  # 9^9^9: the number's own trouble
                raise ParseError(f"{t.message} (the term {body.strip()!r} is read as a number)", text,
                                 at + t.position) from None
            raise ParseError(f"{e.message} (the term {body.strip()!r} is read as a short game)", text,
                             at + e.position) from None
    if type(value) is not Game:  # a loopy game ('on', 'over'): its sum with a transfinite number is not a value here
        raise ParseError(f"the term {body.strip()!r} is a {type(value).__name__}, not a short game: a transfinite "
                         "number is added to short games only", text, at)
    return value
