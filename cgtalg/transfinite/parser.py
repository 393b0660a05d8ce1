"""Reading transfinite surreal numbers: ``omega``, ``ω``, integers, ``+ - * × / ^`` and parentheses.

The grammar is ordinary arithmetic: ``^`` binds tightest and groups to the
right (``ω^ω^2`` is ``ω^(ω^2)``), then a sign, then ``*``, ``×`` and ``/``,
then ``+`` and ``-``. ``ω^x`` takes any generalized ordinal ``x``
(``ω^(ω-1)`` is ``ω^ω/ω``); any other base takes an integer exponent of at most
:data:`~cgtalg.transfinite.generalized_ordinal.POWER_LIMIT` in size.
Everything :mod:`cgtalg.transfinite.printer` prints reads back to the same number,
and so do CGSuite's inputs such as ``omega*3 + omega^(omega^2+omega) - omega^19*9*omega``.

:func:`cgtalg.parse` hands a text with ``omega`` or ``ω`` in it to
:func:`parse_transfinite`.

References
----------
CGSuite's syntax for ``omega`` and its arithmetic (its EvalTest); Conway,
*On Numbers and Games*, ch. 3.
"""

from __future__ import annotations

import re

from ..errors import InputValueError, check_str
from .surreal import Surreal, omega

__all__ = ["parse_transfinite", "TransfiniteSyntaxError", "DEPTH_LIMIT", "LENGTH_LIMIT"]

#: How deeply parentheses and exponents may nest in a text.
DEPTH_LIMIT = 50
#: The longest text read (integers in it stay below Python's 4300-digit conversion limit).
LENGTH_LIMIT = 4000

_TOKEN = re.compile(r"\s*(?:(\d+)|(omega|ω)|([-+*×/^()]))")


class TransfiniteSyntaxError(InputValueError):
    """A text is not a transfinite surreal number; the message says what and where.

    Parameters
    ----------
    message : str
        What is wrong.
    text : str
        The whole text.
    position : int
        Where the problem is (an index into *text*).

    Examples
    --------
    >>> try:
    ...     parse_transfinite("omega +")
    ... except TransfiniteSyntaxError as e:
    ...     print(e.message, e.position)
    a number expected, not the end of the text 7
    """

    def __init__(self, message: str, text: str, position: int) -> None:
        self.message = message
        self.text = text
        self.position = position
        super().__init__(f"{message} at position {position} of {text[:80]!r}")


class _Reader:
    """A recursive-descent reader over the tokens of one text."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens: list[tuple[int, str, str]] = []  # (position, kind, token)
        at = 0
        while at < len(text):
            m = _TOKEN.match(text, at)
            if m is None:
                if text[at:].strip() == "":
                    break
                start = len(text) - len(text[at:].lstrip())
                raise TransfiniteSyntaxError(f"unexpected {text[start]!r}", text, start)
            kind = "int" if m.group(1) else ("omega" if m.group(2) else "op")
            self.tokens.append((m.start(m.lastindex or 0), kind, m.group(m.lastindex or 0)))
            at = m.end()
        self.i = 0
        self.depth = 0

    def peek(self) -> str:
        return self.tokens[self.i][2] if self.i < len(self.tokens) else ""

    def where(self) -> int:
        return self.tokens[self.i][0] if self.i < len(self.tokens) else len(self.text)

    def fail(self, message: str) -> TransfiniteSyntaxError:
        return TransfiniteSyntaxError(message, self.text, self.where())

    def expression(self) -> Surreal:
        value = self.term()
        while self.peek() in ("+", "-"):
            op = self.tokens[self.i][2]
            self.i += 1
            right = self.term()
            value = value + right if op == "+" else value - right
        return value

    def term(self) -> Surreal:
        value = self.unary()
        while self.peek() in ("*", "×", "/"):
            op, at = self.tokens[self.i][2], self.where()
            self.i += 1
            right = self.unary()
            if op == "/" and not right:
                raise TransfiniteSyntaxError("division by zero", self.text, at)
            value = value / right if op == "/" else value * right
        return value

    def unary(self) -> Surreal:
        negative = False
        while self.peek() in ("-", "+"):
            negative ^= self.tokens[self.i][2] == "-"
            self.i += 1
        value = self.power()
        return -value if negative else value

    def power(self) -> Surreal:
        base = self.atom()
        if self.peek() != "^":
            return base
        at = self.where()
        self.i += 1
        self.nest()
        exponent = self.unary()
        self.depth -= 1
        try:
            if base == omega:
                return exponent.omega_power()
            if not exponent.is_finite or exponent.as_fraction().denominator != 1:
                raise InputValueError(f"b^x is read for an integer x, or for b = ω; not {base}^{exponent}")
            return base ** int(exponent.as_fraction())
        except InputValueError as e:
            raise TransfiniteSyntaxError(str(e), self.text, at) from None

    def nest(self) -> None:
        self.depth += 1
        if self.depth > DEPTH_LIMIT:
            raise self.fail(f"parentheses and exponents nest at most {DEPTH_LIMIT} deep")

    def atom(self) -> Surreal:
        if self.i >= len(self.tokens):
            raise self.fail("a number expected, not the end of the text")
        _, kind, token = self.tokens[self.i]
        if kind == "int":
            self.i += 1
            return Surreal(int(token))
        if kind == "omega":
            self.i += 1
            return omega
        if token == "(":
            self.i += 1
            self.nest()
            value = self.expression()
            self.depth -= 1
            if self.peek() != ")":
                raise self.fail("')' expected")
            self.i += 1
            return value
        raise self.fail(f"a number expected, not {token!r}")


def parse_transfinite(text: str) -> Surreal:
    """Read a surreal number built from ω and the integers.

    Parameters
    ----------
    text : str
        The number, e.g. ``"omega + 5"``, ``"1/ω"``, ``"(ω^(ω+1)+ω^ω+1)/(ω+1)"``.

    Returns
    -------
    Surreal
        Its value, in lowest terms.

    Raises
    ------
    TransfiniteSyntaxError
        If *text* is not such a number: a syntax error, a division by zero,
        ``ω^x`` with ``x`` not a generalized ordinal, a power too large, or a
        text longer than :data:`LENGTH_LIMIT` or nested deeper than
        :data:`DEPTH_LIMIT`.
    InputTypeError
        If *text* is not a ``str``.

    References
    ----------
    CGSuite's EvalTest (the spellings and their printed values).

    Examples
    --------
    >>> print(parse_transfinite("5 - omega"), parse_transfinite("(omega + 5)-omega"))
    -ω+5 5
    >>> print(parse_transfinite("omega*3 + omega^(omega^2+omega) - omega^19*9*omega"))
    ω^(ω^2+ω)-ω^20×9+ω×3
    >>> print(parse_transfinite("(omega^(omega+1)-omega^omega-omega+1)/(omega-1)"))
    ω^ω-1
    >>> parse_transfinite("omega^(1/2)")
    Traceback (most recent call last):
    ...
    cgtalg.transfinite.parser.TransfiniteSyntaxError: ω^x is defined here for x a generalized ordinal (an integer combination of ordinals), not 1/2: ω^(1/2) and the like are out of reach at position 5 of 'omega^(1/2)'
    """
    text = check_str(text, "a transfinite number")
    if len(text) > LENGTH_LIMIT:
        raise TransfiniteSyntaxError(f"a transfinite number is read from at most {LENGTH_LIMIT} characters",
                                     text[:80], 0)
    reader = _Reader(text)
    try:
        value = reader.expression()
    except TransfiniteSyntaxError:
        raise
    except InputValueError as e:
        raise TransfiniteSyntaxError(str(e), text, reader.where()) from None
    if reader.i < len(reader.tokens):
        raise reader.fail(f"unexpected {reader.peek()!r}")
    return value
