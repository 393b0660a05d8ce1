"""Printing loopy games in CGSuite's notation, and as LaTeX.

* A loopy game *form* (:class:`~cgtalg.loopy.graph.LoopyGame`) prints as
  labelled braces that :func:`~cgtalg.notation.loopy_parser.parse_loopy_form`
  reads back to the same form: a move to the node itself is ``pass``, a move
  to a node further up the line of play is a label (``a``, ``b``, .. named in
  the order they are first needed), every other option is printed in full.
  A loopfree node whose form is a canonical form prints as the short-game
  printer prints it; ``{pass|}``, ``{|pass}``, ``{pass|pass}``, ``{x|pass}``
  and ``{pass|x}`` print as ``on``, ``off``, ``dud``, ``xover``, ``xunder``.
  A side with a single option in braces drops them and doubles the bar
  (``{0||0|0,pass}``), except where that option is labelled or has an empty
  side.
* A stopper *value* (``Stopper``) prints from its simplest form as CGSuite
  prints it: pseudonumbers (``on``, ``off``, ``3/2under``, ``-5over``),
  switches ``+-A`` (``+-(5over)``), number-tinies ``xTiny(G)``, ``xMiny(G)``,
  the upon family ``x^[on]*k``, ``xv[on]*k``, ``x^<on>*k``, ``xv<on>*k``,
  else braces, each option printed the same way.
* A sided value (``SidedValue``) prints ``dud`` for ``on & off``, else its
  onside and offside joined by ``&``: ``1 & 0``, ``^ & v*``.

The walks use explicit stacks, never recursion on the depth of a graph. A
text over :data:`MAX_TEXT` characters is refused.

References
----------
CGSuite's output of loopy games (A. N. Siegel); Siegel, *Combinatorial Game
Theory*, ch. VI; Winning Ways, ch. 11.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Union

from ..core.game_type import Game
from ..core.values import nimber, number
from ..errors import InputTypeError, InputValueError, describe
from ..loopy.graph import LoopyGame
from .latex import number_latex, to_latex
from .printer import _number_string, display_order, to_string

__all__ = ["MAX_TEXT", "loopy_to_string", "loopy_to_latex", "simplest_form_to_string"]

#: The longest text the loopy printer writes, in characters.
MAX_TEXT = 1_000_000

Fragment = Union[str, tuple, list]


class _Plain:
    open, close, sep, amp, pass_word = "{", "}", ",", " & ", "pass"
    latex = False

    def bars(self, n: int) -> str:
        return "|" * n

    def name(self, word: str) -> str:
        return word

    def number(self, x: Fraction) -> str:
        return _number_string(x)

    def short(self, g: Game) -> str:
        return to_string(g)

    def star(self, k: int) -> str:
        return "" if not k else ("*" if k == 1 else f"*{k}")

    def upon(self, down: bool, th: bool) -> str:
        return ("v" if down else "^") + ("<on>" if th else "[on]")

    def tiny(self, miny: bool, sub: str) -> str:
        return ("Miny(" if miny else "Tiny(") + sub + ")"

    def paren(self, text: str) -> str:
        return f"({text})"

    def switch(self) -> str:
        return "+-"


class _Latex(_Plain):
    open, close, sep, amp, pass_word = "\\{", "\\}", ", ", " \\mathbin{\\&} ", "\\mathrm{pass}"
    latex = True

    def bars(self, n: int) -> str:
        return " " + "\\mid" * n + " "

    def name(self, word: str) -> str:
        return f"\\mathrm{{{word}}}" if len(word) > 1 else word

    def number(self, x: Fraction) -> str:
        return number_latex(x)

    def short(self, g: Game) -> str:
        return to_latex(g)

    def star(self, k: int) -> str:
        return "" if not k else ("\\ast" if k == 1 else f"\\ast{k}")

    def upon(self, down: bool, th: bool) -> str:
        word = "\\mathrm{on}" if th else "[\\mathrm{on}]"
        return ("\\downarrow_{" if down else "\\uparrow^{") + word + "}"

    def tiny(self, miny: bool, sub: str) -> str:
        return ("\\operatorname{miny}_{" if miny else "\\operatorname{tiny}_{") + sub + "}"

    def paren(self, text: str) -> str:
        return f"\\left({text}\\right)"

    def switch(self) -> str:
        return "\\pm "


_PLAIN, _LATEX = _Plain(), _Latex()

_LETTERS = "abcdefghijklmnopqrstuwxyz"  # the labels, then N1, N2, ..; not v, which is down


def _top_bars(text: str) -> int:
    """The longest run of bars at the top level of a braced short game's text."""
    depth = best = run = 0
    for c in text:
        if c in "{(":
            depth += 1
        elif c in "})":
            depth -= 1
        if c == "|" and depth == 1:
            run += 1
            best = max(best, run)
        else:
            run = 0
    return best


class _Graph:
    """Facts about each node of one graph: loopfree or not, its short game, its role in a pattern."""

    def __init__(self, game: LoopyGame, values: bool) -> None:
        self.game = game
        self.values = values
        self.left, self.right = game.left_arrays, game.right_arrays
        n = game.node_count
        self.short: dict[int, Game] = {}  # loopfree nodes -> their canonical games
        self.canonical: dict[int, bool] = {}  # loopfree nodes -> is the form the canonical form
        pending = [len(self.left[v]) + len(self.right[v]) for v in range(n)]
        parents: list[list[int]] = [[] for _ in range(n)]
        for v in range(n):
            for o in self.left[v] + self.right[v]:
                parents[o].append(v)
        ready = [v for v in range(n) if pending[v] == 0]
        while ready:
            v = ready.pop()
            lo = [self.short[o] for o in self.left[v]]
            ro = [self.short[o] for o in self.right[v]]
            g = Game(lo, ro)
            self.short[v] = g
            self.canonical[v] = (
                all(self.canonical[o] for o in self.left[v] + self.right[v])
                and sorted(map(id, lo)) == sorted(map(id, g.left_options))
                and sorted(map(id, ro)) == sorted(map(id, g.right_options))
            )
            for p in parents[v]:
                pending[p] -= 1
                if pending[p] == 0:
                    ready.append(p)
        self._forms: dict[int, LoopyGame] = {}

    def form(self, v: int) -> LoopyGame:
        if v not in self._forms:
            self._forms[v] = self.game.at(v)
        return self._forms[v]

    def printable_short(self, v: int) -> Game | None:
        if v in self.short and self.canonical[v]:
            return self.short[v]
        return None

    def number(self, v: int, neg: bool = False) -> Fraction | None:
        g = self.printable_short(v)
        if g is None or not g.is_number:
            return None
        return -g.as_fraction() if neg else g.as_fraction()

    def pseudonumber(self, v: int) -> tuple[str, Fraction | None] | None:
        """``("on"|"off"|"dud", None)`` or ``("over"|"under", x)`` if node *v* is one, else None."""
        lo, ro = self.left[v], self.right[v]
        if lo == (v,) and ro == ():
            return "on", None
        if lo == () and ro == (v,):
            return "off", None
        if lo == (v,) and ro == (v,):
            return "dud", None
        if len(lo) == 1 and ro == (v,):
            x = self.number(lo[0])
            return None if x is None else ("over", x)
        if lo == (v,) and len(ro) == 1:
            x = self.number(ro[0])
            return None if x is None else ("under", x)
        return None

    # -- the patterns of stopper values (simplest forms) --------------------------------------

    def sides(self, v: int, neg: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
        return (self.right[v], self.left[v]) if neg else (self.left[v], self.right[v])

    def short_value(self, v: int, neg: bool) -> Game | None:
        g = self.printable_short(v)
        return None if g is None else (-g if neg else g)

    def upon(self, v: int, neg: bool) -> tuple[Fraction, int] | None:
        """``(x, k)`` if the node (negated when *neg*) is ``x^[on]*k``: ``{pass(, x) | x*m}``, ``k = m xor 1``."""
        lo, ro = self.sides(v, neg)
        if len(ro) != 1 or len(lo) > 2:
            return None
        g = self.short_value(ro[0], neg)
        if g is None or not g.is_number_up_star:
            return None
        x, ups, m = g.number_up_star
        if ups:
            return None
        if m == 0:
            others = [o for o in lo if o != v]
            if len(lo) != 2 or len(others) != 1 or self.short_value(others[0], neg) is not number(x):
                return None
        elif lo != (v,):
            return None
        return Fraction(x), m ^ 1

    def uponth(self, v: int, neg: bool) -> tuple[Fraction, int] | None:
        """``(x, k)`` if the node is ``x^<on>*k``: ``{x, x*, .., x*k | xv[on]*(k xor 1)}``."""
        lo, ro = self.sides(v, neg)
        if len(ro) != 1:
            return None
        inner = self.upon(ro[0], not neg)
        if inner is None:
            return None
        y, j = inner
        k = j ^ 1
        wanted = {number(-y) + nimber(n) for n in range(k + 1)}
        got = {self.short_value(o, neg) for o in lo}
        if len(lo) != k + 1 or got != wanted:
            return None
        return -y, k

    def upon_family(self, v: int) -> tuple[Fraction, int, bool, bool] | None:
        """``(x, k, down, th)`` for ``x^[on]*k`` (th: ``^<on>``; down: ``v``), else None."""
        for neg in (False, True):
            for th, test in ((False, self.upon), (True, self.uponth)):
                found = test(v, neg)
                if found is not None:
                    x, k = found
                    return (-x if neg else x), k, neg, th
        return None

    def is_switch(self, v: int) -> bool:
        if v in self.short:
            return False
        form = self.form(v)
        return form == -form

    def number_tiny(self, v: int) -> tuple[bool, Fraction, str, Fraction | None] | None:
        """``(miny, x, kind, y)``: node is ``xTiny(S)`` / ``xMiny(S)`` with the pseudonumber ``S`` (kind, y)."""
        lo, ro = self.left[v], self.right[v]
        if len(lo) != 1 or len(ro) != 1:
            return None
        for miny in (False, True):
            a, b = (ro[0], lo[0]) if miny else (lo[0], ro[0])  # a: the number, b: {x | d} (or {d | x})
            x = self.number(a)
            if x is None:
                continue
            near, far = (self.right[b], self.left[b]) if miny else (self.left[b], self.right[b])
            if near != (a,) or len(far) != 1:
                continue
            p = self.pseudonumber(far[0])
            if p is None or p[0] == "dud":
                continue
            kind, y = p
            # Tiny: (d - x) <= under, subscript x - d; Miny: (x - c) <= under, subscript c - x
            if miny:
                kind, y = {"on": ("off", None), "off": ("on", None)}.get(kind, (kind, y))  # type: ignore[arg-type]
                if kind in ("over", "under"):
                    kind, y = ("under" if kind == "over" else "over"), -y  # type: ignore[operator]
            z = None if y is None else y - x
            small = kind == "off" or (kind == "over" and z < 0) or (kind == "under" and z <= 0)  # type: ignore[operator]
            if not small:
                continue
            sub_kind = {"off": "on", "over": "under", "under": "over"}[kind]
            return miny, x, sub_kind, (None if z is None else -z)
        return None


def _pseudo_text(kind: str, x: Fraction | None, words: _Plain) -> str:
    if kind in ("on", "off", "dud"):
        return words.name(kind)
    head = "" if not x else words.number(x)  # type: ignore[arg-type]
    return head + words.name(kind)


class _Printer:
    """One print of one graph: labels are numbered across the whole text."""

    def __init__(self, graph: _Graph, words: _Plain) -> None:
        self.graph = graph
        self.words = words
        self.size = 0
        self.labels = 0  # labels given so far
        self.defined: dict[int, list[str]] = {}  # nodes printed in braces -> their label, once one is needed
        self.shared = self.reached_twice()

    def reached_twice(self) -> set[int]:
        """The nodes printed in braces that two options (or the start and an option) lead to: they keep braces for a label."""
        graph = self.graph
        seen = {graph.game.start}
        todo = [graph.game.start]
        count = [0] * graph.game.node_count
        count[graph.game.start] = 1
        while todo:
            v = todo.pop()
            if v != graph.game.start and self.named(v, paren=False) is not None:
                continue
            for o in graph.left[v] + graph.right[v]:
                if o != v:
                    count[o] += 1
                if o not in seen:
                    seen.add(o)
                    todo.append(o)
        return {v for v in seen if count[v] > 1}

    def named(self, v: int, paren: bool) -> str | None:
        """The text of node *v* if it prints without braces, else None."""
        graph, w = self.graph, self.words
        g = graph.printable_short(v)
        if g is not None:
            text = w.short(g)
            return w.paren(text) if paren and ("Tiny" in text or "Miny" in text or "tiny" in text or "miny" in text) else text
        p = graph.pseudonumber(v)
        if p is not None:
            text = _pseudo_text(p[0], p[1], w)
            return w.paren(text) if paren and p[1] else text
        if not graph.values:
            return None
        t = graph.number_tiny(v)
        if t is not None:
            miny, x, kind, y = t
            text = ("" if not x else w.number(x)) + w.tiny(miny, _pseudo_text(kind, y, w))
            return w.paren(text) if paren else text
        u = graph.upon_family(v)
        if u is not None:
            x, k, down, th = u
            return ("" if not x else w.number(x)) + w.upon(down, th) + w.star(k)
        return None

    def is_switch(self, v: int, path: set[int]) -> bool:
        """Whether node *v* (on *path*) prints as ``+-A``: a switch whose Left options reach no node of the path.

        ``+-{A}`` reads each ``A`` as a game by itself, so no ``pass`` or label
        may lead out of it, and no node below it may be printed twice (its
        second time would be a label, which may not stand as an option of
        ``+-{A}``).
        """
        graph = self.graph
        if not graph.values or not graph.is_switch(v):
            return False
        seen: set[int] = set()
        todo = list(graph.left[v])
        while todo:
            u = todo.pop()
            if u in path or u in self.defined:
                return False
            if u not in seen:
                seen.add(u)
                if self.named(u, paren=False) is not None:
                    continue  # printed by its name, never by a label
                if u in self.shared:
                    return False
                todo.extend(graph.left[u] + graph.right[u])
        return True

    def order(self, options: tuple[int, ...]) -> list[int]:
        graph = self.graph
        shorts = [o for o in options if graph.printable_short(o) is not None]
        by_game = {id(graph.short[o]): o for o in shorts}
        ordered = [by_game[id(g)] for g in display_order([graph.short[o] for o in shorts])]
        return ordered + [o for o in options if o not in by_game.values()]

    def text(self, start: int) -> str:
        """The whole text of the node *start*."""
        out = self.fragment(start)
        pieces: list[str] = []
        stack: list[Fragment] = [out[0]]
        while stack:
            item = stack.pop()
            if isinstance(item, str):
                pieces.append(item)
            elif isinstance(item, list):
                pieces.extend(item)
            else:
                stack.extend(reversed(item))
        return "".join(pieces)

    def count(self, text: str) -> str:
        self.size += len(text)
        if self.size > MAX_TEXT:
            raise InputValueError(f"the text of this loopy game is over {MAX_TEXT:,} characters")
        return text

    def fragment(self, start: int) -> tuple[Fragment, int]:
        """(the text of *start* as nested tuples, its top-level bar count; 0 if self-delimited).

        A post-order walk with an explicit stack; ``path`` holds the nodes on
        the line of play from the start, ``names`` the labels given to them.
        """
        graph, w = self.graph, self.words
        named = self.named(start, paren=False)
        if named is not None:
            return self.count(named), 0
        names = self.defined
        path = {start}
        stack = [_Job(start, True, self.is_switch(start, path)).plan(self)]
        names[start] = []
        result: tuple[Fragment, int] = ("", 0)
        while stack:
            job = stack[-1]
            if job.todo:
                side, o, many = job.todo.pop()
                if o == job.node:
                    job.done.append((side, self.count(w.pass_word), 0))
                elif o in names:  # on the line of play, or printed before: labels are never reused in one
                    if not names[o]:  # text, and a label's scope runs on to the end of the outermost braces
                        n = self.labels
                        self.labels += 1
                        names[o].append(self.count(_LETTERS[n] if n < len(_LETTERS) else f"N{n - len(_LETTERS) + 1}"))
                    job.done.append((side, self.count(names[o][0]), 0))
                else:
                    text = self.named(o, paren=job.switch and not many)
                    if text is not None:
                        inline = 0
                        short = graph.printable_short(o)
                        if short is not None and not many and text.startswith(w.open):
                            inline = _top_bars(to_string(short))
                            text = text[len(w.open) : len(text) - len(w.close)]
                        job.done.append((side, self.count(text), inline))
                    else:
                        job.side = side
                        path.add(o)
                        names[o] = []
                        stack.append(_Job(o, many or job.switch, self.is_switch(o, path)).plan(self))
                continue
            stack.pop()
            path.discard(job.node)
            result = self.close(job, names[job.node])
            if stack:
                stack[-1].done.append((stack[-1].side, result[0], result[1]))
        return result

    def close(self, job: "_Job", name: list[str]) -> tuple[Fragment, int]:
        w = self.words
        v = job.node
        sides: list[list[Fragment]] = [[], []]
        bars = 0
        for side, frag, inline in job.done:
            bars = max(bars, inline)
            sides[side].append(frag)
        if job.switch:
            body: list[Fragment] = [w.switch()]
            if len(sides[0]) > 1:
                body += [w.open] + _joined(sides[0], w.sep) + [w.close]
            else:
                body += sides[0]
            return tuple(([name] + [w.open] + body + [w.close]) if (name or v in self.shared) else body), 0
        bars += 1
        body = _joined(sides[0], w.sep) + [self.count(w.bars(bars))] + _joined(sides[1], w.sep)
        if job.forced or name or v in self.shared or not self.graph.left[v] or not self.graph.right[v]:
            return tuple([name, w.open] + body + [w.close]), 0
        return tuple(body), bars


def _joined(items: list[Fragment], sep: str) -> list[Fragment]:
    out: list[Fragment] = []
    for j, f in enumerate(items):
        if j:
            out.append(sep)
        out.append(f)
    return out


class _Job:
    """A node being printed: its options still to print, those printed, and how it must be shown."""

    __slots__ = ("node", "forced", "switch", "todo", "done", "side")

    def __init__(self, node: int, forced: bool, switch: bool) -> None:
        self.node, self.forced, self.switch = node, forced, switch
        self.done: list[tuple[int, Fragment, int]] = []
        self.side = 0
        self.todo: list[tuple[int, int, bool]] = []  # (side, option, is its side of two or more), reversed

    def plan(self, printer: _Printer) -> "_Job":
        graph = printer.graph
        lo = printer.order(graph.left[self.node])
        ro = [] if self.switch else printer.order(graph.right[self.node])
        todo = [(0, o, len(lo) > 1) for o in lo] + [(1, o, len(ro) > 1) for o in ro]
        todo.reverse()
        self.todo = todo
        return self


def _value_types() -> tuple[type, type] | None:
    try:
        from ..loopy.sided import SidedValue
        from ..loopy.stopper import Stopper
    except ImportError:
        return None
    return Stopper, SidedValue


def _render(x: object, words: _Plain, what: str) -> str:
    if isinstance(x, Game):
        return words.short(x)
    if isinstance(x, LoopyGame):
        return _Printer(_Graph(x, values=False), words).text(x.start)
    types = _value_types()
    if types is not None:
        stopper, sided = types
        if isinstance(x, stopper):
            return _render_simplest(x.form, words)  # type: ignore[attr-defined]
        if isinstance(x, sided):
            on, off = x.onside, x.offside  # type: ignore[attr-defined]
            texts = [_render(side, words, what) for side in (on, off)]
            if texts == [words.name("on"), words.name("off")]:
                return words.name("dud")
            return texts[0] + words.amp + texts[1]
    raise InputTypeError(f"{what} takes a loopy game (a LoopyGame, Stopper or SidedValue) or a Game, got {describe(x)}")


def _render_simplest(form: LoopyGame, words: _Plain) -> str:
    if not isinstance(form, LoopyGame):
        raise InputTypeError(f"simplest_form_to_string() takes a LoopyGame, got {describe(form)}")
    return _Printer(_Graph(form, values=True), words).text(form.start)


def simplest_form_to_string(form: LoopyGame, latex: bool = False) -> str:
    """The text CGSuite prints for the stopper whose simplest form is *form*.

    The names are recognised on the graph: ``{x|pass}`` is ``xover``,
    ``{pass|*}`` is ``^[on]``, ``{0||0|off}`` is ``Tiny(on)``, a graph equal
    to its negative is a switch ``+-A``, ... (the module docstring has the
    list). On a graph that is a stopper's simplest form (its canonical form,
    Siegel VI.4) this is CGSuite's text of that stopper.

    Parameters
    ----------
    form : LoopyGame
        A simplest form.
    latex : bool, default False
        Write LaTeX instead.

    Returns
    -------
    str

    Raises
    ------
    InputTypeError
        If *form* is not a LoopyGame.
    InputValueError
        If the text would be over :data:`MAX_TEXT` characters.

    Examples
    --------
    >>> from cgtalg.notation.loopy_parser import parse_loopy_form
    >>> [simplest_form_to_string(parse_loopy_form(t)) for t in ("{-1/4+*|pass}", "{0||0|0,pass}", "{on|0||0}")]
    ['-1/4v[on]', '^<on>', 'Miny(on)']
    >>> simplest_form_to_string(parse_loopy_form("+-{5|pass}"))
    '+-(5over)'

    References
    ----------
    CGSuite's output of canonical stoppers; Siegel, *Combinatorial Game Theory*, VI.3-VI.4.
    """
    return _render_simplest(form, _LATEX if latex else _PLAIN)


def loopy_to_string(x: object) -> str:
    """*x* in CGSuite's notation: a form in labelled braces, a value as CGSuite prints it.

    Parameters
    ----------
    x : LoopyGame, Stopper, SidedValue or Game
        The game to write.

    Returns
    -------
    str
        Text that :func:`cgtalg.parse` reads back to the same value, and
        :func:`~cgtalg.notation.loopy_parser.parse_loopy_form` to the same form
        (for a LoopyGame).

    Raises
    ------
    InputTypeError
        If *x* is not a game.
    InputValueError
        If the text would be over :data:`MAX_TEXT` characters.

    Examples
    --------
    >>> from cgtalg.notation.loopy_parser import parse_loopy_form
    >>> [loopy_to_string(parse_loopy_form(t)) for t in ("a{0|a}", "{pass|3/2}", "{0|{0|{1|pass}}}")]
    ['over', '3/2under', '{0||0|1over}']
    >>> loopy_to_string(parse_loopy_form("a{0||||0|||a|*||*}"))
    'a{0||||0|||a|*||*}'

    References
    ----------
    CGSuite's output of loopy games; Siegel, *Combinatorial Game Theory*, ch. VI.
    """
    return _render(x, _PLAIN, "loopy_to_string()")


def loopy_to_latex(x: object) -> str:
    r"""*x* as LaTeX, laid out as :func:`loopy_to_string` writes it.

    Parameters
    ----------
    x : LoopyGame, Stopper, SidedValue or Game
        The game to write.

    Returns
    -------
    str

    Raises
    ------
    InputTypeError
        If *x* is not a game.
    InputValueError
        If the text would be over :data:`MAX_TEXT` characters.

    Examples
    --------
    >>> from cgtalg.notation.loopy_parser import parse_loopy_form
    >>> loopy_to_latex(parse_loopy_form("{0|pass}")), loopy_to_latex(parse_loopy_form("a{1|{a|0}}"))
    ('\\mathrm{over}', 'a\\{1 \\mid\\mid a \\mid 0\\}')

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.
    """
    return _render(x, _LATEX, "loopy_to_latex()")
