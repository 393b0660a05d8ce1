"""Reading games from text.

Grammar (spaces are ignored between tokens)::

    expr     := ordinal (("+" | "-") ordinal)*
    ordinal  := term (":" term)*                     (the ordinal sum G : H, left to right)
    term     := "-" term | "+" term | "+-" term | "±" term
              | integer " * " term                    (an integer multiple)
              | atom
               (a "-" directly before digits signs only the number: "-1/2v" is -1/2 + v)
    atom     := base [".Pow(" expr ")" | ".PowTo(" expr ")"]
                    (the power G^x and cumulative power G^->x of G = {0|H}, as CGSuite writes them)
    base     := "(" expr ")" | "{" options bars options "}" | literal
              | [number] "Tiny(" expr ")" | [number] "Miny(" expr ")"
                    (tiny-G = {0||0|-G}, miny-G = -tiny-G; "2Tiny(2)" is 2 + tiny-2)
              | ("+-" | "±") "{" expr ("," expr)+ "}"   (the switch {A,B,.. | -A,-B,..})
    options  := [expr ("," expr)*]
    literal  := [number] [ups] [nimber]          (at least one part)
    number   := digits ["/" digits]              (dyadic only)
    ups      := "^"+ | "v"+ | "^" digits | "v" digits | ("↑" | "↓" | "⇑" | "⇓")+
              | ("^" | "v") "<" digits ">"          (up-nth ^<n>, down-nth v<n>)
              | ("^" | "v") "[" digits "]"          (up to the n-th ^[n] = ^<1> + ... + ^<n>)
    nimber   := "*" [digits]
    digits   := one or more of the ASCII digits 0-9

The ordinal sum binds as in CGSuite: more tightly than ``+`` and ``-``, less
tightly than signs and multiples, so ``1 + 1:1`` is ``1 + (1:1)`` and
``-1:1`` is ``(-1):1``; ``G.Pow(x)`` and ``G.PowTo(x)`` bind most tightly
(see :mod:`cgtalg.core.powers`).

A brace group splits at its longest run of bars, which must be unique at
its level: ``{2||1|0}`` is ``{2 | {1|0}}``. ``+-x`` is the switch
``{x | -x}``; in ``1 + -1`` the ``-`` is a sign, so write ``+-`` without a
space only for a switch.

``*`` has two meanings, told apart by spaces:

* without spaces it starts a nimber: ``*3``, ``^*``, and ``2*3`` is
  ``2 + *3``, as CGSuite prints it;
* with at least one space on *both* sides, after an integer, it is an
  integer multiple: ``3 * ^`` is ``^ + ^ + ^``, ``-2 * {1|0}`` is
  ``-({1|0} + {1|0})``, ``2 * 3`` is 6. The left operand must be a plain
  integer (``1/2 * ^`` and ``^ * 3`` are errors: games have no product), and
  the multiple binds tighter than ``+``: ``1 + 3 * ^`` is ``1 + (3 * ^)``.

Only the ASCII digits 0-9 are digits (``²`` or ``٣`` are refused), and
numbers may have any number of digits.

Errors raise :class:`ParseError`, which names the problem and shows where
it is (a window of the text around that place when the text is long).

Loopy notation (``pass``, labels such as ``a{0|a}``, ``on``, ``over``,
``x & y``, ...) is read by :mod:`cgtalg.notation.loopy_parser`: :func:`parse`
hands a text with such words to it, and returns what it reads (a Stopper,
a SidedValue or a loopy form); a loopfree text is read here and gives a Game.
:func:`parse_game` reads short games only, for ``Game("...")``.
CGSuite's misère impartial forms, ``*[2#0]`` or ``*[[2],0]``, are read by
:mod:`cgtalg.impartial.misere.cgsuite_spelling` into a
:class:`~cgtalg.impartial.misere.canonical.MisereGame`. A text with
``omega`` or ``ω`` in it (``omega + 1``, ``1/omega``) is a transfinite
surreal number, read by :mod:`cgtalg.transfinite.parser` into a
:class:`~cgtalg.transfinite.surreal.Surreal`.

The parser reads the text once, left to right, with an explicit stack for
open parentheses and braces, so nesting depth is limited only by memory.
"""

from __future__ import annotations

import re
from fractions import Fraction

from ..core.game import Game
from ..core.ordinal import ordinal_sum
from ..core.powers import cumulative_power, power
from ..core.values import miny, nimber, number, tiny, up
from ..errors import InputTypeError, InputValueError
from .digits import decimal_to_int
from .uptimal import uptimal_unit

__all__ = ["ParseError", "parse", "parse_game"]

_UPS = {"↑": 1, "⇑": 2, "↓": -1, "⇓": -2}
_ASCII_DIGITS = frozenset("0123456789")
_LITERAL_START = frozenset("0123456789^v*") | frozenset(_UPS)

_SPACE = re.compile(r"\s*")
_DIGITS = re.compile(r"[0-9]*")
_BARS = re.compile(r"\|+")
_TIMES = re.compile(r"\s+\*\s+")  # the multiple sign: spaces on both sides


_WINDOW = 30  # characters shown on each side of an error in a long text


def _end(pattern: "re.Pattern[str]", text: str, i: int) -> int:
    """Where a run of *pattern* starting at *i* ends (*i* when there is none)."""
    m = pattern.match(text, i)
    return i if m is None else m.end()


def _clip(s: str, most: int = 40) -> str:
    """*s* itself, or its two ends around '...' when longer than *most*."""
    if len(s) <= most:
        return s
    half = most // 2
    return f"{s[:half]}...{s[-half:]} ({len(s)} characters)"


class ParseError(InputValueError):
    """A game string could not be read; the message says what and where.

    Attributes
    ----------
    message : str
        What is wrong.
    text : str
        The whole text that was parsed.
    position : int
        Where the problem is (an index into *text*).

    Examples
    --------
    >>> try:
    ...     parse("{1|*")
    ... except ParseError as e:
    ...     print(e.position)      # where the unclosed brace opens
    0
    >>> issubclass(ParseError, ValueError)
    True
    """

    def __init__(self, message: str, text: str, position: int) -> None:
        self.message = message
        self.text = text
        self.position = position
        super().__init__(f"{message} at position {position}:\n{_excerpt(text, position)}")

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (self.message, self.text, self.position))


def _excerpt(text: str, position: int) -> str:
    """Two lines: the text (a window of it if long) and a caret under *position*."""
    lo, hi = 0, len(text)
    if len(text) > 2 * _WINDOW + 10:
        lo, hi = max(0, position - _WINDOW), min(len(text), position + _WINDOW)
    shown = "".join(c if c.isprintable() else " " for c in text[lo:hi])
    before = "..." if lo > 0 else ""
    after = "..." if hi < len(text) else ""
    return f"  {before}{shown}{after}\n  {' ' * (len(before) + position - lo)}^"


def parse(text: str) -> Game:
    """Read a game from *text* (the notation :func:`str` prints, plus sums and multiples).

    Parameters
    ----------
    text : str
        A game in the notation of the module docstring, e.g. ``"{1|*} + ^"``.

    Returns
    -------
    Game
        The game's canonical form; ``parse(str(g)) is g`` for every game. A text
        with ``omega`` or ``ω`` in it is a transfinite surreal number instead,
        a :class:`~cgtalg.transfinite.surreal.Surreal` (``parse("1/omega")``).

    Raises
    ------
    ParseError
        If *text* is not a game; the message names the problem and its
        position. ``ParseError`` is an :class:`~cgtalg.errors.InputValueError`.
    InputTypeError
        If *text* is not a ``str``.

    Examples
    --------
    >>> str(parse("{1|*} + ^ - 1/2"))
    '{1/2^|-1/2^*}'
    >>> str(parse("{1||0|-1}")), str(parse("+-1")), str(parse("1/2^^*3"))
    ('{1||0|-1}', '+-1', '1/2^^*3')
    >>> str(parse("3 * ^")), str(parse("2*3")), str(parse("2 * 3"))
    ('^3', '2*3', '6')
    >>> str(parse("{0||0|-2}")), str(parse("Miny(1/2) + Tiny(1/2)")), str(parse("2Tiny({1|0})"))
    ('Tiny(2)', '0', '2Tiny({1|0})')
    >>> x = parse("{{2|0},2Tiny(2)|{2|0},Miny(2)}")
    >>> parse("+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}") is Game([0, x], [0, -x])
    True
    >>> parse("1/3")
    Traceback (most recent call last):
    ...
    cgtalg.notation.parser.ParseError: 1/3 is not a dyadic rational (short games have only dyadic numbers) at position 0:
      1/3
      ^
    """
    if not isinstance(text, str):
        raise InputTypeError(f"parse() takes a str, not {type(text).__name__}")
    if _MISERE_READER and text.lstrip().startswith("*["):
        return _MISERE_READER[0](text)  # type: ignore[no-any-return]
    if _TRANSFINITE_READER and ("omega" in text or "ω" in text):
        return _TRANSFINITE_READER[0](text)  # type: ignore[no-any-return]
    try:
        return _Parser(text).run()
    except ParseError:
        if not _LOOPY_READER or not _has_loopy_syntax(text):
            raise
    try:
        return _LOOPY_READER[0](text)  # type: ignore[no-any-return]
    except ParseError:
        power_at, colon_at = text.find(".Pow"), text.find(":")
        if power_at < 0 and colon_at < 0:
            raise
    if power_at >= 0:
        raise ParseError("G.Pow(x) and G.PowTo(x) are read for a short game G = {0|H} and a dyadic exponent x; "
                         "loopy bases and exponents (on, pass, ...) are not", text, power_at) from None
    raise ParseError("the ordinal sum G:H is read for short games G and H; loopy ones (on, pass, ...) are not",
                     text, colon_at) from None


def parse_game(text: str) -> Game:
    """Read a short game from *text*, refusing loopy games by name (what ``Game("...")`` reads).

    Parameters
    ----------
    text : str
        A short game in the notation of the module docstring.

    Returns
    -------
    Game
        The game's canonical form.

    Raises
    ------
    ParseError
        If *text* is not a game, or is a loopy game that is not loopfree.
    InputTypeError
        If *text* is not a ``str``.

    Examples
    --------
    >>> parse_game("{0|pass} + 1")
    Traceback (most recent call last):
    ...
    cgtalg.notation.parser.ParseError: this is a loopy game, not a short game: cgtalg.parse reads it at position 0:
      {0|pass} + 1
      ^
    """
    g = parse(text)
    if not isinstance(g, Game):
        from ..transfinite.surreal import Surreal

        kind = ("a transfinite surreal number" if isinstance(g, Surreal)
                else "a transfinite nimber" if type(g).__name__ == "TransfiniteNimber" else "a loopy game")
        raise ParseError(f"this is {kind}, not a short game: cgtalg.parse reads it", text, 0)
    return g


#: The reader of loopy notation (:func:`cgtalg.notation.loopy_parser.parse_loopy`),
#: registered by :mod:`cgtalg.notation` so that this module need not import it.
_LOOPY_READER: list = []
#: The reader of CGSuite's misère impartial forms, ``*[2#0]`` (installed by the package, which sits
#: above cgtalg.impartial, where they live).
_MISERE_READER: list = []
#: The reader of transfinite surreal numbers, ``omega + 1``, ``1/ω`` (installed by the package;
#: :mod:`cgtalg.transfinite` has them).
_TRANSFINITE_READER: list = []

_ANY_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_DOWNS = re.compile(r"v+[0-9]*")


def _has_loopy_syntax(text: str) -> bool:
    """Whether *text* has a word or an '&' that only loopy notation reads (not ``Tiny(``, ``.Pow(``, ``v3``, ...)."""
    if "&" in text:
        return True
    for m in _ANY_WORD.finditer(text):
        word = m.group()
        if word in ("Tiny", "Miny") and text.startswith("(", m.end()):
            continue
        if word in ("Pow", "PowTo") and text.startswith("(", m.end()) and text[m.start() - 1:m.start()] == ".":
            continue
        if _DOWNS.fullmatch(word):
            continue
        return True
    return False


# Prefix operators waiting for the value of their term.
_NEG, _SWITCH, _TIMES_OP = 0, 1, 2

# Kinds of expression frames.
_TOP, _PAREN, _OPTION, _TINY, _MINY, _POW, _POWTO = 0, 1, 2, 3, 4, 5, 6
_PARENS = (_PAREN, _TINY, _MINY, _POW, _POWTO)  # frames closed by ')'
_POWERS = ((".PowTo(", _POWTO), (".Pow(", _POW))  # CGSuite's G.PowTo(x) and G.Pow(x), after a game
_POWER_NAMES = {_POW: "Pow", _POWTO: "PowTo"}
_NAMED = (("Tiny(", _TINY), ("Miny(", _MINY))  # as pycgt and CGSuite print tiny-x and miny-x


class _Frame:
    """An expression being read: the sum so far and what waits for the next term."""

    __slots__ = ("kind", "at", "total", "minus", "prefix", "translate", "before", "last", "base")

    def __init__(self, kind: int, at: int, translate: Game | None = None) -> None:
        self.kind = kind
        self.translate = translate  # the number x of "xTiny(..)", "xMiny(..)"; the base of G.Pow(..)
        # The ordinal sum: the sum before the last term and that term (a ':' after it takes it back
        # as its base), and the base waiting for the term after a ':'.
        self.before: Game | None = None
        self.last: Game | None = None
        self.base: Game | None = None
        self.at = at  # where it starts (the '(' of a parenthesis, the option's first character)
        self.total: Game | None = None
        self.minus = False  # the pending binary operator is '-'
        # (operator, integer for a multiple); None while empty, like the lists of _Brace, so
        # that an opening mark costs one object: a text of a million braces stays fast.
        self.prefix: list[tuple[int, int]] | None = None

    def push(self, op: int, k: int) -> None:
        if self.prefix is None:
            self.prefix = []
        self.prefix.append((op, k))


class _Brace:
    """A brace group being read, split at its bars as it goes (operator precedence).

    A run of m bars is an operator that binds more loosely the larger m is;
    two equal runs with only shorter runs between them are ambiguous.
    ``segment`` collects the comma-separated options since the last bars.
    """

    __slots__ = ("at", "segment", "operands", "bars")

    def __init__(self, at: int) -> None:
        self.at = at
        self.segment: list[tuple[Game | None, int]] | None = None  # each list None until used
        self.operands: list[object] | None = None  # finished sides: a segment, or a Game
        self.bars: list[tuple[int, int]] | None = None  # (length, position), lengths decreasing


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text

    def error(self, message: str, at: int) -> ParseError:
        return ParseError(message, self.text, at)

    def unexpected(self, at: int, hint: str = "") -> ParseError:
        c = self.text[at] if at < len(self.text) else ""
        if c == "":
            return self.error("expected a game but the text ended", at)
        if c not in _ASCII_DIGITS and (c.isdigit() or c.isnumeric()):
            return self.error(
                f"{c!r} (U+{ord(c):04X}) is not a digit here: numbers are written with the ASCII digits 0-9",
                at,
            )
        return self.error(f"unexpected {c!r}{hint}", at)

    # -- the main loop ------------------------------------------------------------

    def run(self) -> Game:
        text, n = self.text, len(self.text)
        i = _end(_SPACE, text, 0)
        if i == n:
            raise self.error("empty game string", 0)
        stack: list = [_Frame(_TOP, 0)]
        operand = True  # expecting a term (else an operator or a closing mark)
        while True:
            c = text[i] if i < n else ""
            if c.isspace():
                i = _end(_SPACE, text, i)
                c = text[i] if i < n else ""
            f = stack[-1]
            if operand:
                value: Game | None = None
                if c == "-":
                    if i + 1 < n and text[i + 1] in _ASCII_DIGITS:
                        value, i, whole = self.literal(i + 1, negative=True, start=i)
                    else:
                        f.push(_NEG, 0)
                        i += 1
                        continue
                elif c == "+":
                    if text.startswith("+-", i):
                        f.push(_SWITCH, 0)
                        i += 2
                    else:
                        i += 1  # unary plus
                    continue
                elif c == "±":
                    f.push(_SWITCH, 0)
                    i += 1
                    continue
                elif c == "(":
                    stack.append(_Frame(_PAREN, i))
                    i += 1
                    continue
                elif c in "TM" and c and any(text.startswith(w, i) for w, _ in _NAMED):
                    kind = _TINY if c == "T" else _MINY
                    stack.append(_Frame(kind, i))
                    i += 5
                    continue
                elif c == "{":
                    stack.append(_Brace(i))
                    stack.append(_Frame(_OPTION, i + 1))
                    i += 1
                    continue
                elif c in _LITERAL_START and c != "":
                    value, i, whole = self.literal(i)
                elif f.kind == _OPTION and c in (",", "|", "}") and f.total is None and not f.prefix \
                        and f.base is None:
                    i, operand = self.end_option(stack, None, i)  # an empty option (or side)
                    continue
                else:
                    raise self.operand_error(stack, i)
                if text.startswith(("Tiny(", "Miny("), i):  # "2Tiny(2)": a number plus a tiny
                    stack.append(_Frame(_TINY if text[i] == "T" else _MINY, i, value))
                    i += 5
                    continue
                if whole is not None:
                    m = _TIMES.match(text, i)
                    if m is not None:  # "n * G": the term after the sign is multiplied
                        f.push(_TIMES_OP, whole)
                        i = m.end()
                        continue
                i, operand = self.complete(stack, value, i)
                continue
            # -- after a term: an operator, or the end of this expression --------
            if c == "+" and not text.startswith("+-", i):
                f.minus = False
                i += 1
                operand = True
            elif c == "-":
                f.minus = True
                i += 1
                operand = True
            elif c in ("+", "±"):
                # "G +-H" is ambiguous to a reader; demand an explicit operator.
                raise self.error("a switch +-x must follow an operator: write 'G + +-x'", i)
            elif c == ":":
                # The ordinal sum: the last term becomes the base of the next one.
                f.total, f.base, f.last = f.before, f.last, None
                i += 1
                operand = True
            elif f.kind == _OPTION and c in (",", "|", "}"):
                i, operand = self.end_option(stack, f.total, i)
            elif c == ")" and f.kind in _PARENS:
                stack.pop()
                value = f.total
                if f.kind == _TINY:
                    value = tiny(value)
                elif f.kind == _MINY:
                    value = miny(value)
                elif f.kind in _POWER_NAMES:
                    value = self.power(f, value)  # type: ignore[arg-type]
                if f.translate is not None and f.kind not in _POWER_NAMES:
                    value = f.translate + value
                i, operand = self.complete(stack, value, i + 1)  # type: ignore[arg-type]
            elif c == "" and f.kind == _TOP:
                return f.total  # type: ignore[return-value]
            else:
                raise self.operator_error(stack, i)

    # -- values -------------------------------------------------------------------

    def complete(self, stack: list, value: Game, i: int) -> tuple[int, bool]:
        """A term's base *value* ends before ``text[i]``: open its ``.Pow(`` / ``.PowTo(``, or deliver it.

        Returns the next index and whether a term is expected there.
        """
        if self.text.startswith(".Pow", i):
            for word, kind in _POWERS:
                if self.text.startswith(word, i):
                    stack.append(_Frame(kind, i + len(word) - 1, value))
                    return i + len(word), True
        self.deliver(stack[-1], value)
        return i, False

    def power(self, f: _Frame, exponent: Game) -> Game:
        """``G.Pow(x)`` or ``G.PowTo(x)`` for the frame *f* that read the exponent."""
        base = f.translate
        try:
            return power(base, exponent) if f.kind == _POW else cumulative_power(base, exponent)
        except (InputTypeError, InputValueError) as e:
            raise self.error(f"{base}.{_POWER_NAMES[f.kind]}({exponent}): {e}", f.at) from None

    @staticmethod
    def deliver(f: _Frame, value: Game) -> None:
        """Apply the waiting prefix operators to *value* and add it to the frame's sum."""
        for op, k in reversed(f.prefix or ()):
            if op == _NEG:
                value = -value
            elif op == _SWITCH:
                if not k:  # k = 1: the switch of an option set, built by finish()
                    value = Game([value], [-value])
            else:
                value = k * value
        f.prefix = None
        if f.base is not None:  # "G : H", H just read
            value = ordinal_sum(f.base, value)
            f.base = None
        f.before, f.last = f.total, value
        if f.total is None:
            f.total = value
        else:
            f.total = f.total - value if f.minus else f.total + value

    def end_option(self, stack: list, value: Game | None, i: int) -> tuple[int, bool]:
        """Close the option that ends at ``text[i]`` (a comma, bars or '}').

        Returns the next index and whether a term is expected there.
        """
        f: _Frame = stack.pop()
        brace: _Brace = stack[-1]
        if brace.segment is None:
            brace.segment = []
        brace.segment.append((value, f.at))
        c = self.text[i]
        if c == ",":
            stack.append(_Frame(_OPTION, i + 1))
            return i + 1, True
        if c == "|":
            end = _end(_BARS, self.text, i)
            self.bars(brace, end - i, i)
            stack.append(_Frame(_OPTION, end))
            return end, True
        # "}": the brace is complete
        stack.pop()
        return self.complete(stack, self.finish(brace, stack[-1]), i + 1)

    def bars(self, brace: _Brace, length: int, at: int) -> None:
        if brace.operands is None:
            brace.operands = []
            brace.bars = []
        brace.operands.append(brace.segment)
        brace.segment = None
        while brace.bars and brace.bars[-1][0] < length:
            self.reduce(brace)
        if brace.bars and brace.bars[-1][0] == length:
            shown = "|" * length if length <= 8 else f"a run of {length} bars"
            raise self.error(
                f"ambiguous bars: {shown} appears more than once at this level; use braces to say which splits first",
                at,
            )
        brace.bars.append((length, at))  # type: ignore[union-attr]

    def finish(self, brace: _Brace, outer: _Frame) -> Game:
        if brace.operands is None:
            brace.operands = []
        brace.operands.append(brace.segment)
        if not brace.bars:
            if outer.prefix and outer.prefix[-1][0] == _SWITCH and not outer.prefix[-1][1]:
                # "+-{A,B}" (CGSuite, pycgt): the switch {A,B | -A,-B}
                options = self.side(brace.segment)
                if options:
                    outer.prefix[-1] = (_SWITCH, 1)  # already applied
                    return Game(options, [-o for o in options])
            raise self.error("expected '|' between Left and Right options", brace.at + 1)
        while brace.bars:
            self.reduce(brace)
        (g,) = brace.operands
        return g  # type: ignore[return-value]

    def reduce(self, brace: _Brace) -> None:
        """Join the last two sides at the last bars into one game."""
        assert brace.bars is not None and brace.operands is not None  # a brace with bars has its sides
        brace.bars.pop()
        right = self.side(brace.operands.pop())
        left = self.side(brace.operands.pop())
        brace.operands.append(Game(left, right))

    def side(self, operand: object) -> list[Game]:
        if isinstance(operand, Game):
            return [operand]
        segment: list[tuple[Game | None, int]] = operand  # type: ignore[assignment]
        if len(segment) == 1 and segment[0][0] is None:
            return []  # an empty side
        options = []
        for g, at in segment:
            if g is None:
                raise self.error("empty option between commas", at)
            options.append(g)
        return options

    def literal(self, i: int, negative: bool = False, start: int | None = None) -> tuple[Game, int, int | None]:
        """Read ``[number][ups][nimber]`` at *i*: (game, next index, the integer if it is a plain one)."""
        text, n = self.text, len(self.text)
        start = i if start is None else start
        x = Fraction(0)
        has_number = False
        if i < n and text[i] in _ASCII_DIGITS:
            has_number = True
            end = _end(_DIGITS, text, i)
            num = text[i:end]
            i = end
            den = "1"
            if i < n and text[i] == "/":
                end = _end(_DIGITS, text, i + 1)
                den = text[i + 1 : end]
                if not den:
                    if end < n and text[end] not in _ASCII_DIGITS and (text[end].isdigit() or text[end].isnumeric()):
                        raise self.unexpected(end)
                    raise self.error("expected a denominator after '/'", i + 1)
                i = end
            if i < n and text[i] == "." and not text.startswith(".Pow", i):
                raise self.error(
                    "decimals are not accepted; write the number as a fraction like 3/4 "
                    "(for CGSuite's uptimal expansions x.d1d2... use cgtalg.notation.uptimal.parse_expansion)",
                    i,
                )
            p, q = decimal_to_int(num), decimal_to_int(den)
            if q == 0:
                raise self.error("division by zero", start)
            x = Fraction(p, q)
            if x.denominator & (x.denominator - 1):
                raise self.error(
                    f"{_clip(num)}/{_clip(den)} is not a dyadic rational (short games have only dyadic numbers)",
                    start,
                )
            if negative:
                x = -x
        ups = 0
        unit_order = 0  # an uptimal unit ^<m> or ^[m] (unit_sum), of sign unit_sign, read at unit_at
        unit_sum = False
        unit_sign = unit_at = 0
        c = text[i] if i < n else ""
        if c in _UPS and c:
            while i < n and text[i] in _UPS:
                ups += _UPS[text[i]]
                i += 1
        elif c in ("^", "v") and c:
            sign = 1 if c == "^" else -1
            end = i
            while end < n and text[end] == c:
                end += 1
            run = end - i
            i = end
            if run == 1 and i < n and text[i] in "<[":
                unit_at = i
                unit_order, unit_sum, i = self.uptimal_unit(i)
                unit_sign = sign
            else:
                end = _end(_DIGITS, text, i)
                if end > i:
                    if run != 1:
                        raise self.error(f"write either {c * 2} or {c}2, not both", start)
                    run = decimal_to_int(text[i:end])
                    i = end
                ups = sign * run
        star = 0
        has_star = False
        if i < n and text[i] == "*":
            has_star = True
            end = _end(_DIGITS, text, i + 1)
            star = decimal_to_int(text[i + 1 : end]) if end > i + 1 else 1
            i = end
        plain_number = has_number and not ups and not unit_order and not has_star
        if i < n and not (plain_number and text.startswith(("Tiny(", "Miny("), i)):
            nxt = text[i]
            if (nxt.isalnum() or nxt in "^*/." or nxt in _UPS) and not text.startswith(".Pow", i):
                if nxt not in _ASCII_DIGITS and (nxt.isdigit() or nxt.isnumeric()):
                    raise self.unexpected(i)
                raise self.error(f"unexpected {nxt!r} after {_clip(text[start:i])!r}", i)
        if unit_order:
            # x ± (^<m> + *k) from the canonical form: a sum with *k would search every x + *j
            try:
                unit = uptimal_unit(unit_order, star, sum=unit_sum)
            except InputValueError as e:
                raise self.error(str(e), unit_at + 1) from None
            g = unit if unit_sign > 0 else -unit
            if x:
                g = g + number(x)  # a translation by a number: linear in m
        else:
            g = number(x)
            if ups:
                g = g + up(ups)
            if star:
                g = g + nimber(star)
        whole = x.numerator if (plain_number and x.denominator == 1) else None
        return g, i, whole

    def uptimal_unit(self, i: int) -> tuple[int, bool, int]:
        """Read ``<m>`` (up-nth) or ``[m]`` (up to the m-th) at *i*, after a ``^`` or ``v``: (m, is it [m], next index)."""
        text = self.text
        close = ">" if text[i] == "<" else "]"
        end = _end(_DIGITS, text, i + 1)
        if end == i + 1:
            raise self.error(f"expected the order of the uptimal after {text[i]!r}", i + 1)
        if end >= len(text) or text[end] != close:
            raise self.error(f"expected {close!r} to close the order of the uptimal", end)
        order = decimal_to_int(text[i + 1 : end])
        if order < 1:
            raise self.error("the order of an uptimal must be at least 1", i + 1)
        return order, close == "]", end + 1

    # -- errors at a place where a term or an operator was expected --------------

    def open_structure(self, stack: list) -> ParseError | None:
        """The error for the innermost unclosed '(' or '{' (at the end of the text)."""
        f = stack[-1]
        n = len(self.text)
        if f.kind in _PARENS:
            return self.error(f"expected ')' to close the '(' at position {f.at}", n)
        if f.kind == _OPTION:
            return self.error("'{' is never closed", stack[-2].at)
        return None

    def operand_error(self, stack: list, i: int) -> ParseError:
        text, n = self.text, len(self.text)
        c = text[i] if i < n else ""
        if c == "":
            f = stack[-1]
            if f.total is None and not f.prefix and f.kind != _TOP:
                return self.open_structure(stack)  # type: ignore[return-value]
            return self.error("expected a game but the text ended", i)
        common = self.closing_error(stack, i)
        if common is not None:
            return common
        if c in ",|}":
            return self.error("expected a game", i)
        return self.unexpected(i, ": expected a number, ^, v, *, '{' or '('")

    def operator_error(self, stack: list, i: int) -> ParseError:
        n = len(self.text)
        c = self.text[i] if i < n else ""
        if c == "":
            return self.open_structure(stack)  # type: ignore[return-value]
        common = self.closing_error(stack, i)
        if common is not None:
            return common
        if c == "*":
            return self.error(
                "unexpected '*': a multiple is written 'n * G' (an integer n, spaces on both sides of '*'); "
                "a number plus a nimber is written without spaces, like 2*3",
                i,
            )
        return self.unexpected(i)

    def closing_error(self, stack: list, i: int) -> ParseError | None:
        """Errors for a closing mark or separator in the wrong place."""
        c = self.text[i]
        f = stack[-1]
        if c in "})|," and f.kind in _PARENS:
            if c == ")":
                return None
            return self.error(f"expected ')' to close the '(' at position {f.at}", i)
        if c == "}" and f.kind == _TOP:
            return self.error("'}' closes nothing", i)
        if c == ")" and f.kind == _OPTION:
            return self.error(f"expected '}}' to close the '{{' at position {stack[-2].at}", i)
        if c == ")" and f.kind == _TOP:
            return self.error("')' closes nothing", i)
        if c == "|" and f.kind == _TOP:
            return self.error("'|' outside braces", i)
        if c == "," and f.kind == _TOP:
            return self.error("',' outside braces", i)
        return None
