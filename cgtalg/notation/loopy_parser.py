"""Reading loopy games from text, in CGSuite's notation.

The grammar is the short-game grammar of :mod:`cgtalg.notation.parser`
with these additions (spaces are ignored between tokens)::

    expr     := sided (("+" | "-") sided)*
    sided    := term ["&" term]                    (x & y: onside x, offside y)
    atom     := ... | [label] "{" options bars options "}"
              | "pass"                             (a move to the current node)
              | label                              (a move to the node it labels)
              | name ["*" [digits]]                (a named loopy game, plus a nimber)
              | [number] ("over" | "under")        (3/2under = {pass | 3/2})
              | [number] ("^" | "v") ("[on]" | "<on>") ["*" [digits]]
    name     := "on" | "off" | "dud" | "over" | "under" | "upon" | "tis" | "tisn"
    label    := a letter or "_", then letters, digits and "_" (not a name,
                not "pass", not a run of "v"s followed by no letter)

:mod:`cgtalg.notation.loopy_forms` gives the form of each name. A label
names the braces it prefixes and is used inside them: ``a{0|a}`` is
``over``, ``a{b{a|0}|b}`` a graph of two nodes. A label can also be used
after its braces close, up to the end of the outermost braces around it
(``{{a{0|a}|0}|a}``: a node shared by two others), so that the printer
writes each shared node of a graph once; this reach is this parser's
extension of the notation. ``pass`` in a side is a
move to the node of that side (in ``{0||0|0,pass}``, the node ``{0|0,pass}``).
A label or a ``pass`` can only be an option by itself, never part of a sum,
a negation or a ``Tiny``; a label may not be bound again where it is in
scope, but two sides of ``x & y`` may use the same label
(``a{0|a} & a{a|0}``, as CGSuite prints them).
``x & y`` binds tighter than ``+`` and looser than ``-x`` and ``n * x``:
``x & y + 1`` is ``(x & y) + 1``.

:func:`parse_loopy_form` returns the *form* a text spells (a
:class:`~cgtalg.loopy.graph.LoopyGame`); a text with ``&`` has no single
form and is refused there. :func:`cgtalg.notation.parser.parse` returns
values: a :class:`~cgtalg.core.game_type.Game` for a loopfree text, else
the value of the form.

The parser reads the text once, left to right, with explicit stacks, so its
depth is limited only by :data:`~cgtalg.notation.loopy_forms.MAX_PARSED_NODES`
(the size of a graph it builds), never by Python's recursion limit.

References
----------
CGSuite's loopy game tutorial and grammar (A. N. Siegel); Winning Ways,
ch. 11; Siegel, *Combinatorial Game Theory*, ch. VI.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Callable, Union

from ..core.game_type import Game
from ..core.values import miny, nimber, tiny
from ..errors import InputTypeError, InputValueError
from ..loopy.graph import LoopyGame
from .digits import decimal_to_int
from .loopy_forms import MAX_PARSED_INDEX, GraphBuilder, checked_sum, named_form, one_node, pseudonumber_form
from .loopy_forms import upon_form, uponth_form
from .parser import _BARS, _DIGITS, _SPACE, _TIMES, ParseError, _clip, _end, _Parser

__all__ = ["parse_loopy_form", "parse_loopy"]

_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_NUMBER = re.compile(r"[0-9]+(?:/[0-9]+)?")
_UNIT = re.compile(r"[\^v](?:\[on\]|<on>)")
_PSEUDO = re.compile(r"(?:over|under)(?![A-Za-z0-9_])")
_NAMES = frozenset(("on", "off", "dud", "over", "under", "upon", "tis", "tisn"))
_KEYWORDS = _NAMES | {"pass", "Tiny", "Miny"}
_ARROWS = frozenset("↑⇑↓⇓")


def parse_loopy_form(text: str) -> LoopyGame:
    """The loopy game *form* that *text* spells, in CGSuite's notation (``a{0|a}``, ``{pass|*}``, ``on + 1``).

    Parameters
    ----------
    text : str
        A game in the notation of the module docstring; ``&`` is refused
        (a sided value has no single form).

    Returns
    -------
    LoopyGame
        The minimal form; a loopfree text gives a loopfree form (its short
        parts as their canonical forms, its braces as written).

    Raises
    ------
    ParseError
        If *text* is not a game: an unbound label, a label bound twice,
        ``pass`` outside braces or inside a sum, a graph over
        :data:`~cgtalg.notation.loopy_forms.MAX_PARSED_NODES` nodes or
        :data:`~cgtalg.notation.loopy_forms.MAX_PARSED_OPTIONS` options, ...;
        the message names the problem and its position.
    InputTypeError
        If *text* is not a ``str``.

    Examples
    --------
    >>> over = parse_loopy_form("a{0|a}")
    >>> over == parse_loopy_form("{0|pass}") == parse_loopy_form("over")
    True
    >>> parse_loopy_form("on + off") == parse_loopy_form("dud")
    True
    >>> parse_loopy_form("{0|b}")
    Traceback (most recent call last):
    ...
    cgtalg.notation.parser.ParseError: unexpected 'b': no label 'b' is bound here (a label names the braces it prefixes, as in a{0|a}, and is used inside them) at position 3:
      {0|b}
         ^

    References
    ----------
    CGSuite's loopy game tutorial; Siegel, *Combinatorial Game Theory*, VI.1.
    """
    result = _run(text, values=False)
    return result if isinstance(result, LoopyGame) else LoopyGame.from_game(result)  # type: ignore[arg-type]


def parse_loopy(text: str) -> object:
    """The game *text* spells, as :func:`~cgtalg.notation.parser.parse` returns it for loopy notation.

    Parameters
    ----------
    text : str
        A game in the notation of the module docstring.

    Returns
    -------
    Game, Stopper, SidedValue or LoopyGame
        A Game when the text is loopfree; else the value of its form
        (:func:`cgtalg.loopy.value.loopy_value`) when it has one, or the form.

    Raises
    ------
    ParseError
        As :func:`parse_loopy_form`, and for ``x & y`` whose sides are not stoppers.
    InputTypeError
        If *text* is not a ``str``.

    Examples
    --------
    >>> parse_loopy("{0,{1|1}|0} + 0")
    Game('{1*|0}')

    References
    ----------
    CGSuite's loopy game tutorial; Siegel, *Combinatorial Game Theory*, ch. VI.
    """
    return _run(text, values=True)


def _run(text: str, values: bool) -> object:
    if not isinstance(text, str):
        raise InputTypeError(f"parse() takes a str, not {type(text).__name__}")
    result = _LoopyParser(text, values).run()
    return _finish(result) if values else result


def _finish(result: object) -> object:
    """The value of a parsed form: a Game when loopfree, else the form's value when the value types exist."""
    if isinstance(result, LoopyGame):
        if result.is_loopfree():
            return result.to_game()
        valuer = _value_of()
        if valuer is not None:
            try:
                return valuer(result)
            except InputValueError:
                return result  # no value within the limits (sidling undecided, too large): the form is the answer
    return result


def _value_of() -> Callable[[LoopyGame], object] | None:
    try:
        from ..loopy.value import loopy_value
    except ImportError:
        return None
    return loopy_value


#: The latest birthday of a short game written as a side of ``x & y`` (each follower becomes a node of a
#: graph the sided value simplifies).
SIDED_SHORT_BIRTHDAY = 100_000


# -- the pieces a parse is built from ----------------------------------------------------------------


class _Pass:
    """``pass`` in a side: a move to the node of that side."""

    __slots__ = ("at",)

    def __init__(self, at: int) -> None:
        self.at = at


class _Ref:
    """A label used in a side: a move to the node it labels (``depth``: that brace's nesting level)."""

    __slots__ = ("node", "depth", "name", "at")

    def __init__(self, node: int, depth: int, name: str, at: int) -> None:
        self.node, self.depth, self.name, self.at = node, depth, name, at


class _Node:
    """A finished brace: a node of the graph; ``reach`` is the outermost brace level its labels reach."""

    __slots__ = ("node", "reach", "depth", "at")

    def __init__(self, node: int, reach: int, depth: int, at: int) -> None:
        self.node, self.reach, self.depth, self.at = node, reach, depth, at


class _Sided:
    """``x & y``: a value with onside ``x`` and offside ``y``, each a finished game."""

    __slots__ = ("value", "at")

    def __init__(self, value: object, at: int) -> None:
        self.value, self.at = value, at


Piece = Union[Game, LoopyGame, _Pass, _Ref, _Node, _Sided]

_NEG, _SWITCH, _TIMES_OP = 0, 1, 2
_TOP, _PAREN, _OPTION, _TINY, _MINY = 0, 1, 2, 3, 4
_PARENS = (_PAREN, _TINY, _MINY)


class _Frame:
    """An expression being read: the sum so far, the term being read and what waits for it."""

    __slots__ = ("kind", "at", "total", "minus", "current", "left_side", "amp_at", "prefix", "translate", "total_at",
                 "switched")

    def __init__(self, kind: int, at: int, translate: Game | None = None) -> None:
        self.kind, self.at, self.translate = kind, at, translate
        self.total: Piece | None = None
        self.total_at = at
        self.minus = False
        self.current: Piece | None = None  # the last term, kept until we know whether '&' follows
        self.left_side: Piece | None = None  # the term before '&'
        self.amp_at = -1
        self.prefix: list[tuple[int, int, int]] = []  # (operator, integer of a multiple, position)
        self.switched = False  # the frame holds one term, a switch +-x (how a label is put on a switch)


class _Brace:
    """A brace group being read (see the short parser's ``_Brace``), and the node it makes."""

    __slots__ = ("at", "segment", "operands", "bars", "node", "depth", "label", "reach", "inner_labels")

    def __init__(self, at: int, node: int, depth: int, label: str | None) -> None:
        self.at, self.node, self.depth, self.label = at, node, depth, label
        self.reach = depth
        self.inner_labels: list[str] = []  # labels of closed braces inside, in scope until this one closes
        self.segment: list[tuple[Piece | None, int]] = []
        self.operands: list[object] = []
        self.bars: list[tuple[int, int]] = []


class _LoopyParser:
    def __init__(self, text: str, values: bool) -> None:
        self.text = text
        self.values = values
        self.graph = GraphBuilder()
        self.labels: dict[str, tuple[int, int, int]] = {}  # name -> (node, brace depth, where it is bound)
        self.later: dict[str, tuple[int, int, int]] = {}  # labels past their braces' scope, to the outermost braces' end
        self.braces: list[_Brace] = []  # the braces open, outermost first
        self.short = _Parser(text)

    def error(self, message: str, at: int) -> ParseError:
        return ParseError(message, self.text, at)

    # -- the main loop ------------------------------------------------------------

    def run(self) -> object:
        text, n = self.text, len(self.text)
        i = _end(_SPACE, text, 0)
        if i == n:
            raise self.error("empty game string", 0)
        stack: list = [_Frame(_TOP, 0)]
        operand = True
        while True:
            c = text[i] if i < n else ""
            if c.isspace():
                i = _end(_SPACE, text, i)
                c = text[i] if i < n else ""
            f = stack[-1]
            if operand:
                if c == "-" and not (i + 1 < n and text[i + 1] in "0123456789"):
                    f.prefix.append((_NEG, 0, i))
                    i += 1
                    continue
                if c == "+":
                    if text.startswith("+-", i):
                        f.prefix.append((_SWITCH, 0, i))
                        i += 2
                    else:
                        i += 1
                    continue
                if c == "±":
                    f.prefix.append((_SWITCH, 0, i))
                    i += 1
                    continue
                if c == "(":
                    stack.append(_Frame(_PAREN, i))
                    i += 1
                    continue
                if c == "{":
                    i = self.open_brace(stack, i, i, None)
                    continue
                if f.kind == _OPTION and c in (",", "|", "}") and c and f.current is None and f.total is None \
                        and not f.prefix and f.left_side is None:
                    i = self.end_option(stack, None, i)
                    operand = c != "}"
                    continue
                start = i
                piece: Piece | None = None
                if c and (c == "-" or c in "0123456789^*" or c in _ARROWS or (c == "v" and not self.is_word(i))):
                    piece, i, whole = self.literal(i)
                    if piece is None:  # "2Tiny(": a number before a tiny
                        stack.append(_Frame(_TINY if text[i] == "T" else _MINY, start, whole))  # type: ignore[arg-type]
                        i += 5
                        continue
                    if isinstance(whole, int):
                        m = _TIMES.match(text, i)
                        if m is not None:
                            f.prefix.append((_TIMES_OP, whole, start))
                            i = m.end()
                            continue
                elif c and (c.isalpha() or c == "_"):
                    word = _WORD.match(text, i)
                    if word is None:  # a letter outside ASCII
                        raise self.error(f"unexpected {c!r}", i)
                    name = word.group()
                    end = word.end()
                    if name in ("Tiny", "Miny") and text.startswith("(", end):
                        stack.append(_Frame(_TINY if name == "Tiny" else _MINY, i))
                        i = end + 1
                        continue
                    after = _end(_SPACE, text, end)
                    if after < n and text[after] == "{":
                        i = self.open_brace(stack, after, i, name)
                        continue
                    piece, i = self.word(name, i, end)
                else:
                    raise self.operand_error(stack, i)
                self.deliver(f, piece, start)
                operand = False
                continue
            # -- after a term ---------------------------------------------------------
            if c == "+" and not text.startswith("+-", i):
                self.flush(f)
                f.minus = False
                i += 1
                operand = True
            elif c == "-":
                self.flush(f)
                f.minus = True
                i += 1
                operand = True
            elif c == "&":
                if f.left_side is not None or isinstance(f.current, _Sided):
                    raise self.error("a sided value x & y has one '&': write (x & y) & z as one pair", i)
                f.left_side, f.current, f.amp_at = f.current, None, i
                i += 1
                operand = True
            elif c in ("+", "±"):
                raise self.error("a switch +-x must follow an operator: write 'G + +-x'", i)
            elif f.kind == _OPTION and c in (",", "|", "}") and c:
                self.flush(f)
                i = self.end_option(stack, f.total, i)
                operand = c != "}"
            elif c == ")" and f.kind in _PARENS:
                self.flush(f)
                stack.pop()
                value = f.total
                if f.kind != _PAREN:
                    value = self.tiny(value, f.kind == _MINY, f.at)  # type: ignore[arg-type]
                    if f.translate is not None:
                        value = self.add(f.translate, value, f.at)
                self.deliver(stack[-1], value, f.at)  # type: ignore[arg-type]
                i += 1
            elif c == "" and f.kind == _TOP:
                self.flush(f)
                return self.result(f.total, f.total_at)  # type: ignore[arg-type]
            else:
                raise self.operator_error(stack, i)

    # -- words and literals ---------------------------------------------------------

    def is_word(self, i: int) -> bool:
        """At a 'v': is this a word (a run of v's followed by a letter or '_') rather than a down?"""
        text = self.text
        end = i
        while end < len(text) and text[end] == "v":
            end += 1
        return end < len(text) and (text[end].isalpha() or text[end] == "_") and text[end].isascii()

    def word(self, name: str, i: int, end: int) -> tuple[Piece, int]:
        """A name, ``pass`` or a label used at *i* (ending at *end*): its piece and the next index."""
        if name == "pass":
            if not self.braces:
                raise self.error("'pass' is a move to the current position: it can only be an option inside braces", i)
            return _Pass(i), end
        if name in _NAMES:
            form = named_form(name)
            stars, end = self.stars(end)
            return (self.add(form, nimber(stars), i) if stars else form), end  # type: ignore[arg-type, return-value]
        bound = self.labels.get(name) or self.later.get(name)
        if bound is None:
            spelled = {w.lower(): w for w in _KEYWORDS}.get(name.lower())
            if spelled is not None and spelled != name:
                raise self.error(f"unexpected {_clip(name)!r}: names are case-sensitive; did you mean {spelled!r}?", i)
            raise self.error(
                f"unexpected {_clip(name)!r}: no label {_clip(name)!r} is bound here "
                "(a label names the braces it prefixes, as in a{0|a}, and is used inside them)",
                i,
            )
        node, depth, _ = bound
        return _Ref(node, depth, name, i), end

    def stars(self, i: int) -> tuple[int, int]:
        """A nimber suffix ``*`` or ``*k`` at *i* (0 if none), and the next index."""
        text = self.text
        if i < len(text) and text[i] == "*":
            end = _end(_DIGITS, text, i + 1)
            k = decimal_to_int(text[i + 1 : end]) if end > i + 1 else 1
            if end < len(text) and (text[end].isalnum() or text[end] in "^*/"):
                raise self.error(f"unexpected {text[end]!r} after {_clip(text[i:end])!r}", end)
            return k, end
        return 0, i

    def literal(self, i: int) -> tuple[Piece | None, int, object]:
        """A literal at *i*: (its piece, the next index, the integer of a plain integer or the number of ``xTiny(``)."""
        text = self.text
        start = i
        negative = text[i] == "-"
        j = i + 1 if negative else i
        m = _NUMBER.match(text, j)
        num_end = m.end() if m else j
        if _PSEUDO.match(text, num_end) or _UNIT.match(text, num_end):
            x = self.number(j, num_end, negative, start) if m else Fraction(0)
            if text.startswith(("over", "under"), num_end):
                over = text.startswith("over", num_end)
                end = num_end + (4 if over else 5)
                form = pseudonumber_form(x, over)
                stars, end = self.stars(end)
                return (self.add(form, nimber(stars), start) if stars else form), end, None
            down = text[num_end] == "v"
            k, end = self.stars(num_end + 5)
            try:
                form = (upon_form if text[num_end + 1] == "[" else uponth_form)(x, k, down)
            except InputValueError as e:
                raise self.error(str(e), num_end + 5) from None
            return form, end, None
        try:
            g, end, whole = self.short.literal(j, negative=negative, start=start)
        except ParseError as e:
            if e.position < len(text) and text[e.position].isalpha() and "after" in e.message:
                self.loopy_hint(e)
            raise
        if text.startswith(("Tiny(", "Miny("), end):
            return None, end, g
        return g, end, whole

    def loopy_hint(self, e: ParseError) -> None:
        """Re-raise a literal's error at letters that start a loopy word, with a hint."""
        word = _WORD.match(self.text, e.position)
        name = word.group() if word else ""
        if name in _KEYWORDS:
            raise self.error(
                f"unexpected {_clip(name)!r} after a literal: only over and under follow a number "
                "(3/2under), and ^[on], ^<on>, v[on], v<on> a number; write a sum with '+'",
                e.position,
            ) from None

    def number(self, j: int, end: int, negative: bool, start: int) -> Fraction:
        """The dyadic number in ``text[j:end]`` (with its sign)."""
        try:
            g, _, _ = _Parser(self.text[:end]).literal(j, negative=negative, start=start)
        except ParseError as e:
            raise self.error(e.message, e.position) from None
        return g.as_fraction()

    # -- braces -------------------------------------------------------------------------

    def open_brace(self, stack: list, i: int, at: int, label: str | None) -> int:
        """Open the brace at ``text[i]`` (labelled *label*, written at *at*); the next index."""
        if label is not None:
            if label in _KEYWORDS or (set(label) == {"v"}):
                raise self.error(f"{label!r} is a name, not a label: a label is a new word, as in a{{0|a}}", at)
            if label in self.labels:
                where = self.labels[label][2]
                raise self.error(f"the label {label!r} is bound twice: it already names the braces at position {where}", at)
        try:
            node = self.graph.node()
        except InputValueError as e:
            raise self.error(str(e), i) from None
        brace = _Brace(at, node, len(self.braces) + 1, label)
        if label is not None:
            self.later.pop(label, None)  # a label used up to here only after its scope is bound again
            self.labels[label] = (node, brace.depth, at)
        self.braces.append(brace)
        stack.append(brace)
        stack.append(_Frame(_OPTION, i + 1))
        return i + 1

    def end_option(self, stack: list, value: Piece | None, i: int) -> int:
        f: _Frame = stack.pop()
        brace: _Brace = stack[-1]
        if isinstance(value, _Ref):
            brace.reach = min(brace.reach, value.depth)
        elif isinstance(value, _Node):
            brace.reach = min(brace.reach, value.reach)
        elif isinstance(value, _Sided):
            raise self.error("a sided value x & y cannot be an option: write its sides' options instead", value.at)
        brace.segment.append((value, f.at))
        c = self.text[i]
        if c == ",":
            stack.append(_Frame(_OPTION, i + 1))
            return i + 1
        if c == "|":
            end = _end(_BARS, self.text, i)
            self.bars(brace, end - i, i)
            stack.append(_Frame(_OPTION, end))
            return end
        stack.pop()
        if not brace.bars and len(brace.segment) == 1 and f.switched and value is not None:
            piece = self.labelled_switch(brace, value)  # "a{+-A}", as the printer labels a switch
        else:
            piece = self.finish(brace, stack[-1])
        self.close_scope(brace)
        self.deliver(stack[-1], piece, brace.at)
        return i + 1

    def close_scope(self, brace: _Brace) -> None:
        """End the scopes that end with *brace*; its own label stays in scope to the end of the braces around it.

        A use of the label after its braces is outside them, so it reaches
        the level of the braces around (``a{b{a|0}|b}``: the second ``b`` is
        a move of ``a`` to the node ``b``). The labels of the braces inside
        stay usable up to the end of the outermost braces
        (``{{a{0|a}|0}|a}``), and may be bound again there; the end of the
        outermost braces ends them all.
        """
        self.braces.pop()
        for name in brace.inner_labels:
            self.later[name] = self.labels.pop(name)
        if brace.label is not None:
            if self.braces:
                node, depth, at = self.labels[brace.label]
                # a use after the braces reaches what their own labels reach
                self.labels[brace.label] = (node, min(depth - 1, brace.reach), at)
                self.braces[-1].inner_labels.append(brace.label)
            else:
                del self.labels[brace.label]
        if not self.braces:
            self.later.clear()

    def bars(self, brace: _Brace, length: int, at: int) -> None:
        brace.operands.append(brace.segment)
        brace.segment = []
        while brace.bars and brace.bars[-1][0] < length:
            self.reduce(brace, final=False)
        if brace.bars and brace.bars[-1][0] == length:
            shown = "|" * length if length <= 8 else f"a run of {length} bars"
            raise self.error(
                f"ambiguous bars: {shown} appears more than once at this level; use braces to say which splits first",
                at,
            )
        brace.bars.append((length, at))

    def labelled_switch(self, brace: _Brace, switch: Piece) -> _Node:
        """Braces around a switch alone, ``{+-A}`` (with a label ``a{+-A}``): the brace's node is the switch."""
        if isinstance(switch, _Node):
            left, right = self.graph.left[switch.node], self.graph.right[switch.node]
            brace.reach = min(brace.reach, switch.reach)
        elif isinstance(switch, Game):
            left, right = list(switch.left_options), list(switch.right_options)
        else:
            raise self.error("braces around a switch +-x of a loopy game need '|': write its options", brace.at)
        self.graph.left[brace.node] = list(left)
        self.graph.right[brace.node] = list(right)
        return _Node(brace.node, brace.reach, brace.depth, brace.at)

    def finish(self, brace: _Brace, outer: _Frame) -> _Node:
        brace.operands.append(brace.segment)
        if not brace.bars:
            if outer.prefix and outer.prefix[-1][0] == _SWITCH and not outer.prefix[-1][1]:
                # "+-{A,B}" (CGSuite): the switch {A,B | -A,-B}
                if brace.segment and all(piece is not None for piece, _ in brace.segment):
                    options = [self.closed(piece, "an option of a switch +-{..}") for piece, _ in brace.segment]  # type: ignore[arg-type]
                    outer.prefix[-1] = (_SWITCH, 1, outer.prefix[-1][2])  # applied here
                    self.graph.left[brace.node] = list(options)  # type: ignore[arg-type]
                    self.graph.right[brace.node] = [self.neg(o, brace.at) for o in options]  # type: ignore[misc]
                    return _Node(brace.node, brace.depth, brace.depth, brace.at)
            raise self.error("expected '|' between Left and Right options", brace.at + 1)
        while len(brace.bars) > 1:
            self.reduce(brace, final=False)
        self.reduce(brace, final=True)
        return _Node(brace.node, brace.reach, brace.depth, brace.at)

    def reduce(self, brace: _Brace, final: bool) -> None:
        """Join the last two sides at the last bars into one node (the brace's own node when *final*)."""
        brace.bars.pop()
        if final:
            node = brace.node
        else:
            try:
                node = self.graph.node()
            except InputValueError as e:
                raise self.error(str(e), brace.at) from None
        right = self.side(brace.operands.pop(), node)
        left = self.side(brace.operands.pop(), node)
        self.graph.left[node] = left
        self.graph.right[node] = right
        brace.operands.append(_Node(node, brace.reach, brace.depth, brace.at))

    def side(self, operand: object, node: int) -> list:
        """The options of one side, for the node *node*: node numbers and finished games."""
        if isinstance(operand, _Node):
            return [operand.node]
        segment: list[tuple[Piece | None, int]] = operand  # type: ignore[assignment]
        if len(segment) == 1 and segment[0][0] is None:
            return []
        options: list = []
        for piece, at in segment:
            if piece is None:
                raise self.error("empty option between commas", at)
            if isinstance(piece, _Pass):
                options.append(node)
            elif isinstance(piece, (_Ref, _Node)):
                options.append(piece.node)
            else:
                options.append(piece)
        return options

    # -- values ---------------------------------------------------------------------------

    def closed(self, piece: Piece, what: str) -> Piece:
        """*piece* as a finished game (a Node becomes its form); refuse a pass or label outside a side."""
        if isinstance(piece, _Pass):
            raise self.error(f"'pass' can only be an option by itself, not {what}", piece.at)
        if isinstance(piece, _Ref):
            raise self.error(f"the label {piece.name!r} can only be an option by itself, not {what}", piece.at)
        if isinstance(piece, _Node):
            if piece.reach < piece.depth:
                raise self.error(
                    f"these braces use a label of braces around them, so they can only be an option, not {what}",
                    piece.at,
                )
            try:
                return self.graph.form(piece.node)
            except InputValueError as e:
                raise self.error(str(e), piece.at) from None
        return piece

    def deliver(self, f: _Frame, piece: Piece, at: int) -> None:
        """Apply the prefix operators waiting in *f* to *piece*; it becomes the frame's current term."""
        switched = False
        for op, k, where in reversed(f.prefix):
            switched = op == _SWITCH
            if op == _NEG:
                piece = self.neg(self.closed(piece, "negated"), where)
            elif op == _SWITCH:
                if not k:
                    g = self.closed(piece, "in a switch")
                    piece = self.switch(g, where)
            else:
                piece = self.multiple(k, self.closed(piece, "in a multiple"), where)
        f.prefix = []
        f.switched = switched and f.total is None and not f.minus
        if f.left_side is not None:
            piece = self.sided(f.left_side, piece, f.amp_at)
            f.left_side = None
        f.current = piece
        if f.total is None and not f.minus:
            f.total_at = at

    def flush(self, f: _Frame) -> None:
        """Add the current term to the frame's sum."""
        piece = f.current
        if piece is None:
            return
        f.current = None
        if f.total is None and not f.minus:
            f.total = piece
            return
        if f.total is None:
            f.total = self.neg(self.closed(piece, "negated"), f.total_at)
        else:
            total = self.closed(f.total, "part of a sum")
            piece = self.closed(piece, "part of a sum")
            f.total = self.add(total, self.neg(piece, f.total_at) if f.minus else piece, f.total_at)

    def result(self, piece: Piece, at: int) -> object:
        piece = self.closed(piece, "the whole game")
        if isinstance(piece, _Sided):
            return piece.value
        return piece

    def guard(self, compute: Callable[[], object], at: int) -> object:
        try:
            return compute()
        except ParseError:
            raise
        except InputValueError as e:
            raise self.error(str(e), at) from None

    def neg(self, g: Piece, at: int) -> Piece:
        if isinstance(g, _Sided):
            return _Sided(self.guard(lambda: -g.value, at), at)  # type: ignore[operator]
        return -g  # type: ignore[operator, return-value]

    def add(self, g: Piece, h: Piece, at: int) -> Piece:
        if isinstance(g, _Sided) or isinstance(h, _Sided):
            a = g.value if isinstance(g, _Sided) else self.value(g, at)
            b = h.value if isinstance(h, _Sided) else self.value(h, at)
            return _Sided(self.guard(lambda: a + b, at), at)  # type: ignore[operator]
        return self.guard(lambda: checked_sum(g, h), at)  # type: ignore[arg-type, return-value]

    def switch(self, g: Piece, at: int) -> Piece:
        if isinstance(g, Game):
            return Game([g], [-g])
        if isinstance(g, _Sided):
            raise self.error("a switch +-x of a sided value x & y is not a game", at)
        return self.guard(lambda: one_node([g], [-g]), at)  # type: ignore[operator, return-value]

    def multiple(self, k: int, g: Piece, at: int) -> Piece:
        if isinstance(g, Game):
            return k * g
        if abs(k) > MAX_PARSED_INDEX:
            raise self.error(f"a multiple of a loopy game by {_clip(str(k))} is over the parser's limit", at)
        term = g if k >= 0 else self.neg(g, at)
        total: Piece = Game([], [])
        for _ in range(abs(k)):
            total = self.add(total, term, at)
        return total

    def tiny(self, g: Piece, is_miny: bool, at: int) -> Piece:
        g = self.closed(g, "inside Tiny(..) or Miny(..)")
        if isinstance(g, Game):
            return miny(g) if is_miny else tiny(g)
        if isinstance(g, _Sided):
            raise self.error("Tiny(x) and Miny(x) of a sided value x are not supported", at)
        zero = Game([], [])
        # {0 || 0 | -G}
        form = self.guard(lambda: one_node([zero], [one_node([zero], [-g])]), at)  # type: ignore[operator]
        return -form if is_miny else form  # type: ignore[operator, return-value]

    def value(self, g: Piece, at: int) -> object:
        """The value of a finished game, for sums and sides of sided values."""
        if isinstance(g, Game):
            return g
        valuer = _value_of()
        if valuer is None:  # pragma: no cover - the value types are part of the package
            raise self.error("sums with x & y need cgtalg.loopy.value", at)
        return self.guard(lambda: valuer(g), at)  # type: ignore[arg-type]

    def sided(self, onside: Piece, offside: Piece, at: int) -> _Sided:
        if not self.values:
            raise self.error("x & y is a value with no single form: parse() reads it, parse_loopy_form() does not", at)
        a = self.closed(onside, "a side of x & y")
        b = self.closed(offside, "a side of x & y")
        if isinstance(a, _Sided) or isinstance(b, _Sided):
            raise self.error("a side of x & y must be a stopper, not a sided value", at)
        try:
            from ..loopy.sided import SidedValue
            from ..loopy.stopper import Stopper
        except ImportError:  # pragma: no cover - the value types are part of the package
            raise self.error("x & y needs cgtalg.loopy.sided", at) from None

        def make() -> object:
            for x in (a, b):
                if isinstance(x, Game) and x.birthday > SIDED_SHORT_BIRTHDAY:
                    raise InputValueError(f"a side of x & y born after day {SIDED_SHORT_BIRTHDAY:,} is more than a "
                                          f"sided value is built for (its graph has a node per follower)")
            on, off = (Stopper(x) if isinstance(x, LoopyGame) else x for x in (a, b))
            return SidedValue(on, off)

        return _Sided(self.guard(make, at), at)

    # -- errors ---------------------------------------------------------------------------

    def operand_error(self, stack: list, i: int) -> ParseError:
        text, n = self.text, len(self.text)
        c = text[i] if i < n else ""
        f = stack[-1]
        if c == "":
            if f.kind == _OPTION:
                return self.error("'{' is never closed", stack[-2].at)
            if f.kind in _PARENS and not f.prefix and f.left_side is None:
                return self.error(f"expected ')' to close the '(' at position {f.at}", n)
            return self.error("expected a game but the text ended", i)
        common = self.closing_error(stack, i)
        if common is not None:
            return common
        if c in ",|}":
            return self.error("expected a game", i)
        if c == "&":
            return self.error("'&' needs a game on each side: x & y", i)
        return self.short.unexpected(i, ": expected a number, ^, v, *, a name, a label, '{' or '('")

    def operator_error(self, stack: list, i: int) -> ParseError:
        n = len(self.text)
        c = self.text[i] if i < n else ""
        f = stack[-1]
        if c == "":
            if f.kind in _PARENS:
                return self.error(f"expected ')' to close the '(' at position {f.at}", n)
            return self.error("'{' is never closed", stack[-2].at)
        common = self.closing_error(stack, i)
        if common is not None:
            return common
        if c == "*":
            return self.error(
                "unexpected '*': a multiple is written 'n * G' (an integer n, spaces on both sides of '*'); "
                "a nimber after a name is written without a space, like upon*",
                i,
            )
        return self.short.unexpected(i)

    def closing_error(self, stack: list, i: int) -> ParseError | None:
        c = self.text[i]
        f = stack[-1]
        if c in "})|," and f.kind in _PARENS:
            return None if c == ")" else self.error(f"expected ')' to close the '(' at position {f.at}", i)
        if c == "}" and f.kind == _TOP:
            return self.error("'}' closes nothing", i)
        if c == ")" and f.kind == _OPTION:
            return self.error(f"expected '}}' to close the '{{' at position {stack[-2].at}", i)
        if c == ")" and f.kind == _TOP:
            return self.error("')' closes nothing", i)
        if c in "|," and f.kind == _TOP:
            return self.error(f"{c!r} outside braces", i)
        return None
