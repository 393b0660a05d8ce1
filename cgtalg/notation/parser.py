"""Reading games from text.

Grammar (spaces are ignored between tokens)::

    expr    := term (("+" | "-") term)*
    term    := "-" term | "+-" term | "±" term | atom
               (a "-" directly before digits signs only the number: "-1/2v" is -1/2 + v)
    atom    := "(" expr ")" | "{" options bars options "}" | literal
    options := [expr ("," expr)*]
    literal := [number] [ups] [nimber]          (at least one part)
    number  := digits ["/" digits]              (dyadic only)
    ups     := "^"+ | "v"+ | "^" digits | "v" digits | "↑" | "↓" | "⇑" | "⇓"
    nimber  := "*" [digits]

A brace group splits at its longest run of bars, which must be unique:
``{2||1|0}`` is ``{2 | {1|0}}``. ``+-x`` is the switch ``{x | -x}``; in
``1 + -1`` the ``-`` is a sign, so write ``+-`` without a space only for a
switch. ``2*3`` is ``2 + *3``, as CGSuite prints it.

Errors raise :class:`ParseError`, which names the problem and shows where it is.
"""

from __future__ import annotations

from bisect import bisect_left
from fractions import Fraction

from ..core.dyadic import is_dyadic
from ..core.arithmetic import add, neg
from ..core.game import Game
from ..core.store import number as _number, symbolic as _symbolic

__all__ = ["ParseError", "parse"]

_UPS = {"↑": 1, "⇑": 2, "↓": -1, "⇓": -2}


class ParseError(ValueError):
    """A game string could not be read; the message says what and where.

    Examples
    --------
    >>> try:
    ...     parse("{1|*")
    ... except ParseError as e:
    ...     print(e.position)      # where the unclosed brace opens
    0
    """

    def __init__(self, message: str, text: str, position: int) -> None:
        self.message = message
        self.text = text
        self.position = position
        super().__init__(f"{message} at position {position}:\n  {text}\n  {' ' * position}^")


def parse(text: str) -> Game:
    """Read a game from *text* (the notation :func:`str` prints, plus sums).

    Examples
    --------
    >>> str(parse("{1|*} + ^ - 1/2"))
    '{1/2^|-1/2^*}'
    >>> str(parse("{0||0|-1}")), str(parse("+-1")), str(parse("1/2^^*3"))
    ('{0||0|-1}', '+-1', '1/2^^*3')
    >>> parse("1/3")
    Traceback (most recent call last):
    ...
    cgtalg.notation.parser.ParseError: 1/3 is not a dyadic rational (short games have only dyadic numbers) at position 0:
      1/3
      ^
    """
    if not isinstance(text, str):
        raise TypeError(f"parse() takes a str, not {type(text).__name__}")
    return _parse_safe(text)


def _parse_safe(text: str) -> Game:
    p = _Parser(text)
    p.skip()
    if p.at_end():
        raise ParseError("empty game string", text, 0)
    g = p.expr()
    p.skip()
    if not p.at_end():
        raise ParseError(f"unexpected {text[p.i]!r}", text, p.i)
    return g


class _Parser:
    def __init__(self, text: str, structure: "_Structure | None" = None) -> None:
        self.text = text
        self.i = 0
        self.structure = structure if structure is not None else _Structure(text)

    # -- scanning helpers ---------------------------------------------------------

    def at_end(self) -> bool:
        return self.i >= len(self.text)

    def peek(self) -> str:
        return self.text[self.i] if self.i < len(self.text) else ""

    def skip(self) -> None:
        while self.i < len(self.text) and self.text[self.i].isspace():
            self.i += 1

    def error(self, message: str, at: int | None = None) -> ParseError:
        return ParseError(message, self.text, self.i if at is None else at)

    def digits(self) -> str:
        start = self.i
        while self.i < len(self.text) and self.text[self.i].isdigit():
            self.i += 1
        return self.text[start : self.i]

    # -- grammar ------------------------------------------------------------------

    def expr(self) -> Game:
        g = self.term()
        while True:
            self.skip()
            c = self.peek()
            if c == "+" and not self.text.startswith("+-", self.i):
                self.i += 1
                g = add(g, self.term())
            elif c == "+" or c == "±":
                # "G +-H" is ambiguous to a reader; demand an explicit operator.
                raise self.error("a switch +-x must follow an operator: write 'G + +-x'")
            elif c == "-":
                self.i += 1
                g = add(g, neg(self.term()))
            else:
                return g

    def term(self) -> Game:
        self.skip()
        if self.text.startswith("+-", self.i) or self.peek() == "±":
            self.i += 2 if self.peek() == "+" else 1
            a = self.term()
            return _switch(a)
        if self.peek() == "-":
            self.i += 1
            if self.peek().isdigit():
                # "-1/2v3" is (-1/2) + v3, as printed: the sign binds to the number.
                return self.literal(negative=True)
            return neg(self.term())
        if self.peek() == "+":
            self.i += 1
            return self.term()
        return self.atom()

    def atom(self) -> Game:
        self.skip()
        c = self.peek()
        if c == "":
            raise self.error("expected a game but the text ended")
        if c == "(":
            start = self.i
            self.i += 1
            g = self.expr()
            self.skip()
            if self.peek() != ")":
                raise self.error("expected ')' to close the '(' at position %d" % start)
            self.i += 1
            return g
        if c == "{":
            return self.braces()
        if c.isdigit() or c in "^v*" or c in _UPS:
            return self.literal()
        word = self.text[self.i : self.i + 3].lower()
        if word in ("on", "off", "ove") or word.startswith("on"):
            raise self.error("loopy games (on, off, over) are not short games and are not supported")
        raise self.error(f"unexpected {c!r}: expected a number, ^, v, *, '{{' or '('")

    def literal(self, negative: bool = False) -> Game:
        start = self.i
        x = Fraction(0)
        if self.peek().isdigit():
            num = self.digits()
            den = "1"
            if self.peek() == "/":
                self.i += 1
                den = self.digits()
                if not den:
                    raise self.error("expected a denominator after '/'")
            if self.peek() == ".":
                raise self.error("decimals are not accepted; write the number as a fraction like 3/4")
            if int(den) == 0:
                raise self.error("division by zero", start)
            x = Fraction(int(num), int(den))
            if not is_dyadic(x):
                raise self.error(
                    f"{num}/{den} is not a dyadic rational (short games have only dyadic numbers)", start
                )
        if negative:
            x = -x
        n = 0
        c = self.peek()
        if c in _UPS:
            while self.peek() in _UPS:
                n += _UPS[self.peek()]
                self.i += 1
        elif c in ("^", "v"):
            sign = 1 if c == "^" else -1
            run = 0
            while self.peek() == c:
                run += 1
                self.i += 1
            count = self.digits()
            if count:
                if run != 1:
                    raise self.error(f"write either {c * 2} or {c}2, not both", start)
                run = int(count)
            n = sign * run
        k = 0
        if self.peek() == "*":
            self.i += 1
            d = self.digits()
            k = int(d) if d else 1
        if self.i == start:
            raise self.error("expected a game")
        nxt = self.peek()
        if nxt and (nxt.isalnum() or nxt in "^*/." or nxt in _UPS):
            raise self.error(f"unexpected {nxt!r} after {self.text[start:self.i]!r}")
        return _symbolic(x, n, k) if (n or k) else _number(x)

    def braces(self) -> Game:
        open_at = self.i
        close_at = self.structure.match.get(open_at, -1)
        if close_at < 0:
            raise self.error("'{' is never closed", open_at)
        g = self._options_game(open_at, open_at + 1, close_at)
        self.i = close_at + 1
        return g

    def _options_game(self, owner: int, lo: int, hi: int) -> Game:
        """Parse text[lo:hi], inside the brace opened at *owner*, as 'L bars R'."""
        runs = self.structure.bars_between(owner, lo, hi)
        if not runs:
            raise self.error("expected '|' between Left and Right options", lo)
        longest = max(length for _, length in runs)
        at = [pos for pos, length in runs if length == longest]
        if len(at) > 1:
            raise self.error(f"ambiguous bars: {'|' * longest} appears more than once at this level", at[1])
        split = at[0]
        left = self._side(owner, lo, split)
        right = self._side(owner, split + longest, hi)
        return Game(left, right)

    def _side(self, owner: int, lo: int, hi: int) -> list[Game]:
        if self.structure.bars_between(owner, lo, hi):
            return [self._options_game(owner, lo, hi)]
        options: list[Game] = []
        for a, b in self.structure.commas_between(owner, lo, hi):
            if not self.text[a:b].strip():
                if a == lo and b == hi:
                    return []
                raise self.error("empty option between commas", a)
            sub = _Parser(self.text, self.structure)
            sub.i = a
            g = sub.expr()
            sub.skip()
            if sub.i != b:
                raise self.error(f"unexpected {self.text[sub.i]!r} in an option", sub.i)
            options.append(g)
        return options


def _switch(a: Game) -> Game:
    return Game([a], [neg(a)])


class _Structure:
    """Brace matching and each brace's top-level separators, found in one pass."""

    def __init__(self, text: str) -> None:
        self.match: dict[int, int] = {}
        self.bars: dict[int, list[tuple[int, int]]] = {}
        self.commas: dict[int, list[int]] = {}
        stack: list[int] = []  # open braces and parentheses, innermost last
        j, n = 0, len(text)
        while j < n:
            c = text[j]
            if c in "{(":
                stack.append(j)
                if c == "{":
                    self.bars[j], self.commas[j] = [], []
            elif c in "})":
                if stack and text[stack[-1]] == ("{" if c == "}" else "("):
                    opened = stack.pop()
                    if c == "}":
                        self.match[opened] = j
                elif c == "}":
                    raise ParseError("'}' closes nothing", text, j)
            elif c == "|" and stack and text[stack[-1]] == "{":
                k = j
                while k < n and text[k] == "|":
                    k += 1
                self.bars[stack[-1]].append((j, k - j))
                j = k
                continue
            elif c == "," and stack and text[stack[-1]] == "{":
                self.commas[stack[-1]].append(j)
            elif c == "|":
                raise ParseError("'|' outside braces", text, j)
            j += 1

    def bars_between(self, owner: int, lo: int, hi: int) -> list[tuple[int, int]]:
        runs = self.bars[owner]
        return runs[bisect_left(runs, (lo, 0)) : bisect_left(runs, (hi, 0))]

    def commas_between(self, owner: int, lo: int, hi: int) -> list[tuple[int, int]]:
        commas = self.commas[owner]
        inside = commas[bisect_left(commas, lo) : bisect_left(commas, hi)]
        bounds = [lo - 1, *inside, hi]
        return [(bounds[t] + 1, bounds[t + 1]) for t in range(len(bounds) - 1)]
