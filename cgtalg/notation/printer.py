"""Printing games as CGSuite does: ``0``, ``-3/4``, ``*3``, ``^^*``, ``v3``, ``+-1``, ``{2||1|0}``.

Rules
-----
* ``x + n.^ + *k`` prints as its parts run together: the number (omitted
  when 0 unless nothing else is left), the ups (``^``, ``^^``, then ``^3``,
  ``^4``, ...; ``v`` for downs) and the nimber (``*``, ``*2``, ...):
  ``1/2^^*``, ``2*3`` (that is ``2 + *3``), ``v3*2``.
* ``{A | -A}`` with a single option ``A > 0`` on each side prints ``+-A``.
* Other games print as ``{L | R}`` with options separated by commas. When a
  side is a single braced game, its braces are dropped and the outer bar is
  doubled (tripled, ...): ``{0 | {0 | -1}}`` prints ``{0||0|-1}``.
"""

from __future__ import annotations

from fractions import Fraction

from ..core.deep import deep
from ..core.game import Game

__all__ = ["to_string", "symbolic_string"]


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


def _switch_part(g: Game) -> Game | None:
    left, right = g.left_options, g.right_options
    if len(left) == 1 and len(right) == 1:
        a = left[0]
        if a._nus is not None and right[0] is -a and a > 0:
            return a
    return None


@deep
def to_string(g: Game) -> str:
    """Return *g* in CGSuite-style notation; :func:`cgtalg.parse` reads it back.

    Examples
    --------
    >>> from cgtalg import parse
    >>> [to_string(parse(s)) for s in ("{1|*}", "{0|{0|-1}}", "{1|-1}", "{0,*|0}")]
    ['{1|*}', '{0||0|-1}', '+-1', '^*']
    """
    return _render(g)[0]


def _render(g: Game) -> tuple[str, int]:
    """Return (text, bars): bars > 0 when text is a braceless ``L|R`` core."""
    if g._nus is not None:
        return symbolic_string(*g._nus), 0
    a = _switch_part(g)
    if a is not None:
        return "+-" + symbolic_string(*a._nus), 0  # type: ignore[misc]
    core, bars = _core(g)
    return "{" + core + "}", 0


def _side(options: tuple[Game, ...]) -> tuple[str, int]:
    if len(options) == 1:
        o = options[0]
        if o._nus is None and _switch_part(o) is None:
            return _core(o)
    return ",".join(_render(o)[0] for o in options), 0


def _core(g: Game) -> tuple[str, int]:
    left, lbars = _side(g.left_options)
    right, rbars = _side(g.right_options)
    bars = max(lbars, rbars) + 1
    return left + "|" * bars + right, bars
