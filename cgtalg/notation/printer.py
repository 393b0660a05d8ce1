"""Printing games as CGSuite does: ``0``, ``-3/4``, ``*3``, ``^^*``, ``v3``, ``+-1``, ``{2||1|0}``.

Rules
-----
* ``x + n.^ + *k`` prints as its parts run together: the number (omitted
  when 0 unless nothing else is left), the ups (``^``, ``^^``, then ``^3``,
  ``^4``, ...; ``v`` for downs) and the nimber (``*``, ``*2``, ...):
  ``1/2^^*``, ``2*3`` (that is ``2 + *3``), ``v3*2``.
* ``x ± ^<n> + *k`` and ``x ± ^[n] + *k`` (``n >= 2``; up-nth and
  up-to-the-nth, :mod:`cgtalg.notation.uptimal`) print as CGSuite prints
  them: ``^<2>``, ``1/2v[3]*2``.
* ``{x || x | y}`` with ``x`` a number and ``mean(y) < x`` prints
  ``xTiny(x - y)`` (``x`` omitted when 0): ``Tiny(2)`` is ``{0||0|-2}``,
  ``2Tiny(2)`` is ``{2||2|0}``; its negative ``{y | x || x}``
  (``mean(y) > x``) prints ``xMiny(y - x)``. This is CGSuite's rule for
  *number-tiny* games (Conway's tiny-G, *Winning Ways* ch. 5; Siegel,
  *Combinatorial Game Theory*, II.3); the subscript is written in full.
* ``{A | -A}`` with a single option ``A > 0`` on each side prints ``+-A``
  when ``A`` is one of the above (``+-(Tiny(2))`` for a tiny, with
  CGSuite's parentheses).
* Other games print as ``{L | R}`` with options separated by commas, in
  display order (:func:`display_order`). When a side is a single braced
  game, its braces are dropped and the outer bar is doubled (tripled, ...):
  ``{0 | {0 | -1}}`` prints ``{0||0|-1}``.

Numbers of any size print in full (see :mod:`cgtalg.notation.digits`).

The printer walks the game with explicit work stacks, never recursing on its
depth, and its time is linear in the length of the text it writes. The text
itself can be long: the chain ``G_0 = 0``, ``G_(k+1) = {G_k | -1}`` needs
``k`` bars at level ``k``, so ``G_D`` has ``D(D+1)/2 + 2D + 3`` characters.
:func:`iter_text` yields the text in pieces, for writing such a game to a file
without holding it in memory.

The same layout serves plain text and LaTeX (:mod:`cgtalg.notation.latex`):
a :class:`Spelling` says how each piece is written.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Iterator, NamedTuple, Sequence

from ..core.dyadic import exact_fraction
from ..core.game import Game
from ..core.mean import mean
from ..errors import InputTypeError, check_int, check_items
from .digits import int_to_decimal
from .uptimal import UptimalParts, uptimal_parts

__all__ = ["to_string", "iter_text", "symbolic_string", "Spelling", "render", "display_order", "NumberTiny", "number_tiny"]


def _check_game(g: object, what: str) -> Game:
    if not isinstance(g, Game):
        raise InputTypeError(f"{what} takes a Game, not {type(g).__name__}")
    return g


def _number_string(x: Fraction) -> str:
    if x.denominator == 1:
        return int_to_decimal(x.numerator)
    return f"{int_to_decimal(x.numerator)}/{int_to_decimal(x.denominator)}"


def symbolic_string(x: Fraction, n: int, k: int) -> str:
    """Spell ``x + n.^ + *k``.

    Parameters
    ----------
    x : Fraction
        The number part (omitted when 0, unless *n* and *k* are 0 too).
    n : int
        The number of ups; negative for downs.
    k : int
        The nimber, ``k >= 0``.

    Returns
    -------
    str

    Raises
    ------
    InputTypeError
        If *x* is not a rational, or *n* or *k* not an int.
    InputValueError
        If *k* is negative.

    Examples
    --------
    >>> from fractions import Fraction
    >>> symbolic_string(Fraction(1, 2), 2, 1), symbolic_string(Fraction(0), -3, 0), symbolic_string(Fraction(2), 0, 3)
    ('1/2^^*', 'v3', '2*3')
    """
    x = exact_fraction(x, "symbolic_string() takes a rational number part")
    n = check_int(n, "the number of ups")
    k = check_int(k, "the nimber", minimum=0)
    return _symbolic_string(x, n, k)


def _symbolic_string(x: Fraction, n: int, k: int) -> str:
    out = []
    if x != 0 or (n == 0 and k == 0):
        out.append(_number_string(x))
    if n:
        arrow = "^" if n > 0 else "v"
        m = abs(n)
        out.append(arrow * m if m <= 2 else arrow + int_to_decimal(m))
    if k:
        out.append("*" if k == 1 else "*" + int_to_decimal(k))
    return "".join(out)


def uptimal_string(p: UptimalParts) -> str:
    """Spell ``x ± ^<n> + *k`` (``^[n]`` when ``p.sum``) as CGSuite does.

    Parameters
    ----------
    p : UptimalParts
        The uptimal, as :func:`~cgtalg.notation.uptimal.uptimal_parts` splits it.

    Returns
    -------
    str

    Examples
    --------
    >>> from fractions import Fraction
    >>> uptimal_string(UptimalParts(Fraction(0), 1, 2, False, 0)), uptimal_string(UptimalParts(Fraction(1, 2), -1, 3, True, 2))
    ('^<2>', '1/2v[3]*2')

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.7.
    """
    out = []
    if p.x != 0:
        out.append(_number_string(p.x))
    out.append("^" if p.sign > 0 else "v")
    out.append(("[%s]" if p.sum else "<%s>") % int_to_decimal(p.n))
    if p.k:
        out.append("*" if p.k == 1 else "*" + int_to_decimal(p.k))
    return "".join(out)


_BLOCK = 4096  # long runs of bars are yielded as repeats of one shared string


class Spelling:
    """How the pieces of a game are written; this one is plain text.

    ``open``, ``close`` and ``separator`` are the braces and the comma
    between options; the methods spell a value ``x + n.^ + *k``, a switch
    ``+-A`` and a run of bars.

    Examples
    --------
    >>> s = Spelling()
    >>> s.open + "1" + s.bars(2) + "0" + s.close, s.switch("1")
    ('{1||0}', '+-1')
    """

    open = "{"
    close = "}"
    separator = ","
    bar = "|"
    bar_padding = ""

    def symbolic(self, x: Fraction, n: int, k: int) -> str:
        """Spell ``x + n.^ + *k`` (see :func:`symbolic_string`).

        Parameters
        ----------
        x : Fraction
            The number part.
        n : int
            The ups (negative for downs).
        k : int
            The nimber.

        Returns
        -------
        str

        Examples
        --------
        >>> Spelling().symbolic(Fraction(-1), 1, 0)
        '-1^'
        """
        return _symbolic_string(x, n, k)

    def uptimal(self, parts: UptimalParts) -> str:
        """Spell ``x ± ^<n> + *k`` or ``x ± ^[n] + *k`` (see :func:`uptimal_string`).

        Parameters
        ----------
        parts : UptimalParts
            The uptimal's parts.

        Returns
        -------
        str

        Examples
        --------
        >>> Spelling().uptimal(UptimalParts(Fraction(0), -1, 2, False, 1))
        'v<2>*'
        """
        return uptimal_string(parts)

    def switch(self, a: str) -> str:
        """Spell the switch ``+-a`` given the spelling of ``a``.

        Parameters
        ----------
        a : str
            The spelling of the switch's Left option.

        Returns
        -------
        str

        Examples
        --------
        >>> Spelling().switch("1/2")
        '+-1/2'
        """
        return "+-" + a

    tiny_close = ")"

    def tiny_open(self, x: Fraction, miny: bool) -> str:
        """Spell ``x + tiny(`` (``x + miny(``) up to the subscript; :attr:`tiny_close` ends it.

        Parameters
        ----------
        x : Fraction
            The number in front (omitted when 0).
        miny : bool
            Spell ``Miny`` instead of ``Tiny``.

        Returns
        -------
        str

        Examples
        --------
        >>> s = Spelling()
        >>> s.tiny_open(Fraction(2), False) + "2" + s.tiny_close, s.tiny_open(Fraction(0), True)
        ('2Tiny(2)', 'Miny(')

        References
        ----------
        *Winning Ways*, ch. 5; Siegel, *Combinatorial Game Theory*, II.3.
        """
        return (_number_string(x) if x else "") + ("Miny(" if miny else "Tiny(")

    def bars(self, count: int) -> str:
        """Spell a run of *count* bars.

        Parameters
        ----------
        count : int
            How many bars, at least 1.

        Returns
        -------
        str
            The joined pieces of :meth:`bar_chunks`.

        Examples
        --------
        >>> Spelling().bars(3)
        '|||'
        """
        return "".join(self.bar_chunks(count))

    def bar_chunks(self, count: int) -> Iterator[str]:
        """Yield the spelling of *count* bars in pieces of bounded size.

        Parameters
        ----------
        count : int
            How many bars.

        Yields
        ------
        str
            The padding (if the spelling has one), runs of at most 4096 bars, and
            the padding again.

        Examples
        --------
        >>> list(Spelling().bar_chunks(2))
        ['||']
        >>> [len(piece) for piece in Spelling().bar_chunks(10000)]
        [4096, 4096, 1808]
        """
        if self.bar_padding:
            yield self.bar_padding
        block = self._block()
        for _ in range(count // _BLOCK):
            yield block
        if count % _BLOCK:
            yield self.bar * (count % _BLOCK)
        if self.bar_padding:
            yield self.bar_padding

    def _block(self) -> str:
        block = self.__dict__.get("_bar_block")
        if block is None:
            block = self.bar * _BLOCK
            self.__dict__["_bar_block"] = block
        return block


def _is_leaf(g: Game) -> bool:
    """True if *g* prints without braces: ``x + n.^ + *k`` or an uptimal ``x ± ^<n> + *k``, ``x ± ^[n] + *k``."""
    return g.is_number_up_star or uptimal_parts(g) is not None


class NumberTiny(NamedTuple):
    """``x + tiny(s)`` (``miny=False``) or ``x + miny(s)`` (``miny=True``)."""

    x: Fraction
    miny: bool
    subscript: Game


def _mean_sign(y: Game, x: Fraction) -> int:
    """The sign of ``mean(y) - x``; the stops settle most cases without a thermograph."""
    if y.is_number_up_star:
        d = y.number_up_star[0] - x
    elif y._ls < x:  # mean <= left stop
        return -1
    elif y._rs > x:  # mean >= right stop
        return 1
    else:
        d = mean(y) - x  # only when the stops straddle x
    return (d > 0) - (d < 0)


def number_tiny(g: Game) -> NumberTiny | None:
    """Split *g* as ``x + tiny(s)`` or ``x + miny(s)`` when CGSuite names it so, else None.

    ``g = {x || x | y}`` with ``x`` a number and ``mean(y) < x`` is
    ``x + tiny(x - y)``; ``g = {y | x || x}`` with ``mean(y) > x`` is
    ``x + miny(y - x)``. These are the games CGSuite prints as
    ``xTiny(..)`` and ``xMiny(..)`` (its ``isNumberTiny``).

    Parameters
    ----------
    g : Game

    Returns
    -------
    NumberTiny or None

    Raises
    ------
    InputTypeError
        If *g* is not a Game.

    Examples
    --------
    >>> from cgtalg import parse, tiny
    >>> t = number_tiny(parse("{2||2|0}"))
    >>> t.x, t.miny, str(t.subscript)
    (Fraction(2, 1), False, '2')
    >>> number_tiny(parse("{{3|1}|0||0}")).subscript is parse("{3|1}")
    True
    >>> number_tiny(parse("{0||0|{3|-1}}")) is None   # mean of {3|-1} is 1 > 0
    True

    References
    ----------
    *Winning Ways*, ch. 5 (tiny and miny); Siegel, *Combinatorial Game
    Theory*, II.3.
    """
    return _number_tiny(_check_game(g, "number_tiny()"))


def _number_tiny(g: Game) -> NumberTiny | None:
    left, right = g.left_options, g.right_options
    if len(left) != 1 or len(right) != 1 or g.is_number_up_star:
        return None
    gl, gr = left[0], right[0]
    if gl.is_number:
        x = gl.number_up_star[0]
        rl, rr = gr.left_options, gr.right_options
        if len(rl) == 1 and len(rr) == 1 and rl[0] is gl and _mean_sign(rr[0], x) < 0:
            return NumberTiny(x, False, gl - rr[0])
    if gr.is_number:
        x = gr.number_up_star[0]
        ll, lr = gl.left_options, gl.right_options
        if len(ll) == 1 and len(lr) == 1 and lr[0] is gr and _mean_sign(ll[0], x) > 0:
            return NumberTiny(x, True, ll[0] - gr)
    return None


def _display_key_of_symbolic(g: Game) -> tuple:
    if g.is_number_up_star:
        x, n, k = g.number_up_star
        return (0, x, n, k)
    p = uptimal_parts(g)
    assert p is not None
    return (0.5, p.x, p.sign, p.sum, p.n, p.k)


def _is_switch(g: Game) -> tuple[Game, ...] | None:
    """Left's options if *g* is a switch ``{A, B, .. | -A, -B, ..}`` (``g = -g``), else None."""
    if g is -g and not g.is_number_up_star:
        return g.left_options
    return None


class _Layout:
    """What the printer needs to know about each explicit game below a root.

    Filled by one iterative post-order walk: for every game that is not
    ``x + n.^ + *k`` (keyed by ``id``; the roots keep them all alive), whether
    it prints as a switch, the number of bars at its top level, and its
    height. Ranks for the display order are computed only if some side has
    two or more such games to order.
    """

    def __init__(self, roots: Sequence[Game]) -> None:
        self.switch: dict[int, tuple[Game, ...] | None] = {}
        self.tiny: dict[int, NumberTiny | None] = {}
        self.bars: dict[int, int] = {}
        self.height: dict[int, int] = {}
        self.games: list[Game] = []  # post-order: options before the games that hold them
        self._rank: dict[int, tuple] | None = None
        self.needs_ranks = False
        stack: list[tuple[Game, bool]] = [(r, False) for r in roots if not _is_leaf(r)]
        seen = self.height  # a game is in it once its walk has started
        while stack:
            g, done = stack.pop()
            if done:
                self._finish(g)
                continue
            if id(g) in seen:
                continue
            seen[id(g)] = -1
            stack.append((g, True))
            t = self.tiny[id(g)] = _number_tiny(g)
            if t is not None and id(t.subscript) not in seen and not _is_leaf(t.subscript):
                self.games.append(t.subscript)  # keeps the subscript (a new game) alive
                stack.append((t.subscript, False))
            for side in (g.left_options, g.right_options):
                for o in side:
                    if id(o) not in seen and not _is_leaf(o):
                        stack.append((o, False))

    def _finish(self, g: Game) -> None:
        key = id(g)
        self.games.append(g)
        self.switch[key] = _is_switch(g)
        height = 0
        side_bars = []
        for side in (g.left_options, g.right_options):
            explicit = 0
            for o in side:
                if id(o) in self.height:  # walked: printed with braces
                    explicit += 1
                    h = self.height[id(o)]
                    if h > height:
                        height = h
            if explicit > 1:
                self.needs_ranks = True
            if len(side) == 1 and explicit == 1 and self.braced(side[0]):
                side_bars.append(self.bars[id(side[0])])
            else:
                side_bars.append(0)
        self.height[key] = height + 1
        self.bars[key] = max(side_bars) + 1

    def braced(self, g: Game) -> bool:
        """Whether a walked game prints in braces (not as a switch or a tiny)."""
        return self.switch[id(g)] is None and self.tiny[id(g)] is None

    def rank(self, g: Game) -> tuple:
        """The display key of an option: symbolic values first, then the rest."""
        if id(g) not in self.height:
            return _display_key_of_symbolic(g)
        if self._rank is None:
            self._rank = self._ranks()
        return self._rank[id(g)]

    def _ranks(self) -> dict[int, tuple]:
        # An order on canonical forms that depends on the games only, not on
        # the order they were made in: by height, then by the ordered tuples of
        # the Left and the Right options' keys. Games of one height are keyed by
        # lower games only, so one sort per height gives every key.
        by_height: dict[int, list[Game]] = {}
        listed: set[int] = set()
        for g in self.games:
            if id(g) not in listed:
                listed.add(id(g))
                by_height.setdefault(self.height[id(g)], []).append(g)
        rank: dict[int, tuple] = {}

        def key_of(o: Game) -> tuple:
            return rank[id(o)] if id(o) in rank else _display_key_of_symbolic(o)

        for h in sorted(by_height):
            keyed = []
            for g in by_height[h]:
                left = tuple(sorted(key_of(o) for o in g.left_options))
                right = tuple(sorted(key_of(o) for o in g.right_options))
                keyed.append(((len(left), left, len(right), right), g))
            keyed.sort(key=lambda pair: pair[0])
            for index, (_, g) in enumerate(keyed):
                rank[id(g)] = (1, h, index)
        return rank


def display_order(options: Sequence[Game]) -> list[Game]:
    """Options in display order.

    Values ``x + n.^ + *k`` come first, ordered by ``(x, n, k)``; the other
    games follow, ordered by height (their birthday) and then by their own
    options, recursively. The order depends only on the games, so a game
    prints the same in every session.

    Parameters
    ----------
    options : sequence of Game
        The options of one side of a game.

    Returns
    -------
    list of Game
        The same games, sorted.

    Raises
    ------
    InputTypeError
        If *options* is not a collection of Games.

    Examples
    --------
    >>> from cgtalg import parse
    >>> [str(o) for o in display_order(tuple(map(parse, ["{1|0}", "1", "*", "0", "+-1"])))]
    ['0', '*', '1', '+-1', '{1|0}']
    """
    options = check_items(options, "display_order()'s options")
    for o in options:
        _check_game(o, "display_order()")
    layout = _Layout(options)
    return sorted(options, key=layout.rank)


# Work items of the emitter: a str is written as it is; a tuple is a job.
_RENDER, _CORE, _BARS = 0, 1, 2


def iter_text(g: Game, spelling: "Spelling | None" = None) -> Iterator[str]:
    """Yield the text of *g* in pieces; joined they are ``render(g, spelling)``.

    For games whose text is too long to hold in memory (it grows
    quadratically in the depth of nested braces), write the pieces out one
    by one.

    Parameters
    ----------
    g : Game
        The game to write.
    spelling : Spelling, optional
        How to spell its pieces; plain text (:func:`to_string`) when None.

    Yields
    ------
    str
        Consecutive pieces of the text.

    Raises
    ------
    InputTypeError
        If *g* is not a Game (raised when the first piece is asked for).

    Examples
    --------
    >>> from cgtalg import parse
    >>> list(iter_text(parse("{2|{1|0}}")))
    ['{', '2', '||', '1', '|', '0', '}']
    """
    _check_game(g, "iter_text()")
    spelling = _PLAIN if spelling is None else spelling
    if g.is_number_up_star:
        yield spelling.symbolic(*g.number_up_star)
        return
    parts = uptimal_parts(g)
    if parts is not None:
        yield spelling.uptimal(parts)
        return
    layout = _Layout((g,))
    walked = layout.height  # the games printed with braces
    spelled: dict[int, str] = {}  # each game printed without braces is spelled once

    def symbolic(h: Game) -> str:
        text = spelled.get(id(h))
        if text is None:
            if h.is_number_up_star:
                text = spelling.symbolic(*h.number_up_star)
            else:
                p = uptimal_parts(h)
                assert p is not None
                text = spelling.uptimal(p)
            spelled[id(h)] = text
        return text

    stack: list[Any] = [(_RENDER, g)]  # a str to write, or (job, game or count)
    while stack:
        item = stack.pop()
        if type(item) is str:
            yield item
            continue
        job: int = item[0]
        h: Any = item[1]
        if job == _BARS:
            yield from spelling.bar_chunks(h)
            continue
        if job == _RENDER:
            if id(h) not in walked:
                yield symbolic(h)
                continue
            a = layout.switch[id(h)]
            if a is not None:
                if len(a) > 1:  # +-{A,B}: each option in its own braces
                    yield spelling.switch(spelling.open)
                    stack.append(spelling.close)
                    ordered = sorted(a, key=layout.rank)
                    for j in range(len(ordered) - 1, -1, -1):
                        stack.append((_RENDER, ordered[j]))
                        if j:
                            stack.append(spelling.separator)
                elif id(a[0]) not in walked:
                    yield spelling.switch(symbolic(a[0]))
                elif layout.tiny[id(a[0])] is not None:  # +-(Tiny(2)), with CGSuite's parentheses
                    yield spelling.switch("(")
                    stack.append(")")
                    stack.append((_RENDER, a[0]))
                else:  # +-{1|0}, +-+-1: the option with its own braces (or sign)
                    yield spelling.switch("")
                    stack.append((_RENDER, a[0]))
                continue
            t = layout.tiny[id(h)]
            if t is not None:
                yield spelling.tiny_open(t.x, t.miny)
                stack.append(spelling.tiny_close)
                stack.append((_RENDER, t.subscript))
                continue
            yield spelling.open
            stack.append(spelling.close)
        # "L bars R" without braces, pushed in reverse: the Right side first.
        for right, side in ((True, h.right_options), (False, h.left_options)):
            if len(side) == 1 and id(side[0]) in walked and layout.braced(side[0]):
                stack.append((_CORE, side[0]))  # a lone braced option: more bars, no braces
            else:
                ordered = sorted(side, key=layout.rank) if len(side) > 1 else side
                for j in range(len(ordered) - 1, -1, -1):
                    stack.append((_RENDER, ordered[j]))
                    if j:
                        stack.append(spelling.separator)
            if right:
                stack.append((_BARS, layout.bars[id(h)]))


def render(g: Game, spelling: Spelling) -> str:
    """Write *g* with *spelling* (the layout rules in this module's docstring).

    Parameters
    ----------
    g : Game
        The game to write.
    spelling : Spelling
        How to spell its pieces (plain text, or
        :class:`~cgtalg.notation.latex.LatexSpelling`).

    Returns
    -------
    str

    Raises
    ------
    InputTypeError
        If *g* is not a Game.

    Examples
    --------
    >>> from cgtalg import parse
    >>> render(parse("{2|{1|0}}"), Spelling())
    '{2||1|0}'
    """
    return "".join(iter_text(_check_game(g, "render()"), spelling))


_PLAIN = Spelling()


def to_string(g: Game) -> str:
    """Return *g* in CGSuite-style notation; :func:`cgtalg.parse` reads it back.

    Parameters
    ----------
    g : Game
        The game to write.

    Returns
    -------
    str
        The text; ``str(g)`` is the same.

    Raises
    ------
    InputTypeError
        If *g* is not a Game.

    Examples
    --------
    >>> from cgtalg import parse
    >>> [to_string(parse(s)) for s in ("{1|*}", "{0|{0|-1}}", "{1|-1}", "{0,*|0}", "{1|{0|-1}}")]
    ['{1|*}', 'Tiny(1)', '+-1', '^*', '{1||0|-1}']

    References
    ----------
    *Winning Ways*, ch. 5 (tiny and miny); Siegel, *Combinatorial Game Theory*,
    II.3 and II.7.
    """
    return "".join(iter_text(_check_game(g, "to_string()"), _PLAIN))
