"""Printing games as CGSuite does: ``0``, ``-3/4``, ``*3``, ``^^*``, ``v3``, ``+-1``, ``{2||1|0}``.

Rules
-----
* ``x + n.^ + *k`` prints as its parts run together: the number (omitted
  when 0 unless nothing else is left), the ups (``^``, ``^^``, then ``^3``,
  ``^4``, ...; ``v`` for downs) and the nimber (``*``, ``*2``, ...):
  ``1/2^^*``, ``2*3`` (that is ``2 + *3``), ``v3*2``.
* ``{A | -A}`` with a single option ``A > 0`` on each side prints ``+-A``.
* Other games print as ``{L | R}`` with options separated by commas, the
  values of the form ``x + n.^ + *k`` first in increasing order. When a side
  is a single braced game, its braces are dropped and the outer bar is
  doubled (tripled, ...): ``{0 | {0 | -1}}`` prints ``{0||0|-1}``.

The same layout serves plain text and LaTeX (:mod:`cgtalg.notation.latex`):
a :class:`Spelling` says how each piece is written.
"""

from __future__ import annotations

from fractions import Fraction

from ..core.game import Game

__all__ = ["to_string", "symbolic_string", "Spelling", "render", "display_order"]


def _number_string(x: Fraction) -> str:
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def symbolic_string(x: Fraction, n: int, k: int) -> str:
    """Spell ``x + n.^ + *k``.

    Examples
    --------
    >>> from fractions import Fraction
    >>> symbolic_string(Fraction(1, 2), 2, 1), symbolic_string(Fraction(0), -3, 0), symbolic_string(Fraction(2), 0, 3)
    ('1/2^^*', 'v3', '2*3')
    """
    out = []
    if x != 0 or (n == 0 and k == 0):
        out.append(_number_string(x))
    if n:
        arrow = "^" if n > 0 else "v"
        m = abs(n)
        out.append(arrow * m if m <= 2 else f"{arrow}{m}")
    if k:
        out.append("*" if k == 1 else f"*{k}")
    return "".join(out)


class Spelling:
    """How the pieces of a game are written; this one is plain text.

    Examples
    --------
    >>> Spelling().braces("1|*"), Spelling().bars(2)
    ('{1|*}', '||')
    """

    def symbolic(self, x: Fraction, n: int, k: int) -> str:
        return symbolic_string(x, n, k)

    def switch(self, a: str) -> str:
        return "+-" + a

    def braces(self, core: str) -> str:
        return "{" + core + "}"

    def bars(self, count: int) -> str:
        return "|" * count

    def join(self, options: list[str]) -> str:
        return ",".join(options)


def display_order(options: tuple[Game, ...]) -> list[Game]:
    """Options in display order: values ``x + n.^ + *k`` first, by value of their parts; others by age.

    Examples
    --------
    >>> from cgtalg import parse
    >>> [str(o) for o in display_order(tuple(map(parse, ["{1|0}", "1", "*", "0"])))]
    ['0', '*', '1', '{1|0}']
    """

    def key(g: Game) -> tuple[int, Fraction, int, int, int]:
        if g._nus is not None:
            x, n, k = g._nus
            return (0, x, n, k, 0)
        return (1, Fraction(0), 0, 0, g._id)

    return sorted(options, key=key)


def _switch_part(g: Game) -> Game | None:
    left, right = g.left_options, g.right_options
    if len(left) == 1 and len(right) == 1:
        a = left[0]
        if a._nus is not None and right[0] is -a and a > 0:
            return a
    return None


def render(g: Game, spelling: Spelling) -> str:
    """Write *g* with *spelling* (the layout rules in this module's docstring).

    Examples
    --------
    >>> from cgtalg import parse
    >>> render(parse("{2|{1|0}}"), Spelling())
    '{2||1|0}'
    """
    if g._nus is not None:
        return spelling.symbolic(*g._nus)
    a = _switch_part(g)
    if a is not None:
        return spelling.switch(spelling.symbolic(*a._nus))  # type: ignore[misc]
    return spelling.braces(_core(g, spelling)[0])


def _side(options: tuple[Game, ...], spelling: Spelling) -> tuple[str, int]:
    if len(options) == 1:
        o = options[0]
        if o._nus is None and _switch_part(o) is None:
            return _core(o, spelling)
    return spelling.join([render(o, spelling) for o in display_order(options)]), 0


def _core(g: Game, spelling: Spelling) -> tuple[str, int]:
    """(text without braces, number of bars at its top level)."""
    left, lbars = _side(g.left_options, spelling)
    right, rbars = _side(g.right_options, spelling)
    bars = max(lbars, rbars) + 1
    return left + spelling.bars(bars) + right, bars


_PLAIN = Spelling()


def to_string(g: Game) -> str:
    """Return *g* in CGSuite-style notation; :func:`cgtalg.parse` reads it back.

    Examples
    --------
    >>> from cgtalg import parse
    >>> [to_string(parse(s)) for s in ("{1|*}", "{0|{0|-1}}", "{1|-1}", "{0,*|0}")]
    ['{1|*}', '{0||0|-1}', '+-1', '^*']
    """
    return render(g, _PLAIN)
