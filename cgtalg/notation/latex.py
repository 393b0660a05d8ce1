"""LaTeX for games, for notebooks and papers.

The layout is the printer's (:mod:`cgtalg.notation.printer`); only the
spelling differs: ``\\uparrow``, ``\\ast``, ``\\pm``, ``\\{ \\mid \\}``, and
numbers as sympy writes a Rational (``\\frac{3}{4}``).

Examples
--------
>>> from cgtalg import parse
>>> to_latex(parse("{1|*}")), to_latex(parse("-3/4")), to_latex(parse("+-1"))
('\\\\{1 \\\\mid \\\\ast\\\\}', '- \\\\frac{3}{4}', '\\\\pm 1')
"""

from __future__ import annotations

from fractions import Fraction

from ..core.game import Game
from .printer import Spelling, render

__all__ = ["to_latex", "number_latex"]


def number_latex(x: Fraction) -> str:
    """LaTeX for a dyadic number, as ``sympy.latex`` writes the same Rational.

    Examples
    --------
    >>> number_latex(Fraction(-3, 4)), number_latex(Fraction(5))
    ('- \\\\frac{3}{4}', '5')
    """
    if x.denominator == 1:
        return str(x.numerator)
    sign = "- " if x < 0 else ""
    return f"{sign}\\frac{{{abs(x.numerator)}}}{{{x.denominator}}}"


class LatexSpelling(Spelling):
    """The pieces of a game in LaTeX."""

    def symbolic(self, x: Fraction, n: int, k: int) -> str:
        parts = []
        if x != 0 or (n == 0 and k == 0):
            parts.append(number_latex(x))
        if n:
            m = abs(n)
            if m == 1:
                parts.append("\\uparrow" if n > 0 else "\\downarrow")
            elif m == 2:
                parts.append("\\Uparrow" if n > 0 else "\\Downarrow")
            else:
                parts.append(f"{m}\\cdot\\uparrow" if n > 0 else f"{m}\\cdot\\downarrow")
        if k:
            parts.append("\\ast" if k == 1 else f"\\ast{k}")
        return "".join(parts)

    def switch(self, a: str) -> str:
        return "\\pm " + a

    def braces(self, core: str) -> str:
        return "\\{" + core + "\\}"

    def bars(self, count: int) -> str:
        return " " + "\\mid" * count + " "

    def join(self, options: list[str]) -> str:
        return ", ".join(options)


_LATEX = LatexSpelling()


def to_latex(g: Game) -> str:
    """Return LaTeX for *g*: ``\\uparrow``, ``\\ast3``, ``\\pm 1``, ``\\{a \\mid b\\}``.

    Multi-bar forms use ``\\mid\\mid``.

    Examples
    --------
    >>> from cgtalg import parse
    >>> to_latex(parse("{0||0|-1}"))
    '\\\\{0 \\\\mid\\\\mid 0 \\\\mid -1\\\\}'
    """
    return render(g, _LATEX)
