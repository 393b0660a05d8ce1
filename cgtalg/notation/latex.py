"""LaTeX for games, for notebooks and papers.

Examples
--------
>>> from cgtalg import parse
>>> to_latex(parse("{1|*}")), to_latex(parse("-3/4")), to_latex(parse("+-1"))
('\\\\{1 \\\\mid \\\\ast\\\\}', '-\\\\frac{3}{4}', '\\\\pm 1')
"""

from __future__ import annotations

from fractions import Fraction

from ..core.deep import deep
from ..core.game import Game

__all__ = ["to_latex", "number_latex"]


def number_latex(x: Fraction) -> str:
    """LaTeX for a dyadic number, as sympy's printer writes a Rational.

    Examples
    --------
    >>> number_latex(Fraction(-3, 4)), number_latex(Fraction(5))
    ('-\\\\frac{3}{4}', '5')
    """
    if x.denominator == 1:
        return str(x.numerator)
    sign = "-" if x < 0 else ""
    return f"{sign}\\frac{{{abs(x.numerator)}}}{{{x.denominator}}}"


def _symbolic_latex(x: Fraction, n: int, k: int) -> str:
    parts = []
    if x != 0 or (n == 0 and k == 0):
        parts.append(number_latex(x))
    if n:
        arrow = "\\uparrow" if n > 0 else "\\downarrow"
        m = abs(n)
        if m == 1:
            parts.append(arrow)
        elif m == 2:
            parts.append("\\Uparrow" if n > 0 else "\\Downarrow")
        else:
            parts.append(f"{m}\\cdot{arrow}" if not parts else f"{{{m}}}\\cdot{arrow}")
    if k:
        parts.append("\\ast" if k == 1 else f"\\ast{k}")
    return "".join(parts)


@deep
def to_latex(g: Game) -> str:
    """Return LaTeX for *g*: ``\\uparrow``, ``\\ast 3``, ``\\pm 1``, ``\\{a \\mid b\\}``.

    Multi-bar forms use ``\\mid\\mid``.

    Examples
    --------
    >>> from cgtalg import parse
    >>> to_latex(parse("{0||0|-1}"))
    '\\\\{0 \\\\mid\\\\mid 0 \\\\mid -1\\\\}'
    """
    return _render(g)[0]


def _render(g: Game) -> tuple[str, int]:
    if g._nus is not None:
        return _symbolic_latex(*g._nus), 0
    left, right = g.left_options, g.right_options
    if len(left) == 1 and len(right) == 1 and left[0]._nus is not None and right[0] is -left[0] and left[0] > 0:
        return "\\pm " + _symbolic_latex(*left[0]._nus), 0
    core, _ = _core(g)
    return "\\{" + core + "\\}", 0


def _side(options: tuple[Game, ...]) -> tuple[str, int]:
    if len(options) == 1 and options[0]._nus is None:
        text, _ = _render(options[0])
        if text.startswith("\\{"):
            return _core(options[0])
    return ", ".join(_render(o)[0] for o in options), 0


def _core(g: Game) -> tuple[str, int]:
    left, lbars = _side(g.left_options)
    right, rbars = _side(g.right_options)
    bars = max(lbars, rbars) + 1
    sep = " " + "\\mid" * bars + " "
    return (left + sep + right).strip(), bars
