"""LaTeX for games, for notebooks and papers.

The layout is the printer's (:mod:`cgtalg.notation.printer`), so LaTeX is
written without recursion and in time linear in its length; only the
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

from ..core.dyadic import exact_fraction
from ..core.game import Game
from .digits import int_to_decimal
from .printer import Spelling, _check_game, iter_text
from .uptimal import UptimalParts

__all__ = ["to_latex", "number_latex"]


def number_latex(x: Fraction) -> str:
    """LaTeX for a dyadic number, as ``sympy.latex`` writes the same Rational.

    Parameters
    ----------
    x : Fraction
        A number (a Fraction, or an int).

    Returns
    -------
    str
        The integer in decimal, or ``\\frac{p}{q}`` with a leading ``- `` when
        negative.

    Raises
    ------
    InputTypeError
        If *x* is not an int or a rational (a float, a bool, ...).

    Examples
    --------
    >>> number_latex(Fraction(-3, 4)), number_latex(Fraction(5))
    ('- \\\\frac{3}{4}', '5')
    """
    x = exact_fraction(x, "number_latex() takes an int or a Fraction")
    if x.denominator == 1:
        return int_to_decimal(x.numerator)
    sign = "- " if x < 0 else ""
    return f"{sign}\\frac{{{int_to_decimal(abs(x.numerator))}}}{{{int_to_decimal(x.denominator)}}}"


class LatexSpelling(Spelling):
    """The pieces of a game in LaTeX."""

    open = "\\{"
    close = "\\}"
    separator = ", "
    bar = "\\mid"
    bar_padding = " "

    def symbolic(self, x: Fraction, n: int, k: int) -> str:
        r"""Spell ``x + n.^ + *k`` in LaTeX: ``\uparrow``, ``\Uparrow``, ``n\cdot\uparrow``, ``\ast k``.

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
        >>> LatexSpelling().symbolic(Fraction(1, 2), 2, 1), LatexSpelling().symbolic(Fraction(0), -3, 0)
        ('\\frac{1}{2}\\Uparrow\\ast', '3\\cdot\\downarrow')
        """
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
                arrow = "\\uparrow" if n > 0 else "\\downarrow"
                parts.append(f"{int_to_decimal(m)}\\cdot{arrow}")
        if k:
            parts.append("\\ast" if k == 1 else f"\\ast{int_to_decimal(k)}")
        return "".join(parts)

    def uptimal(self, parts: UptimalParts) -> str:
        # Siegel's notation: up-nth is \uparrow^{n}, up-to-the-nth \uparrow^{\rightarrow n}
        r"""Spell ``x ± ^<n> + *k`` as ``\uparrow^{n}`` and ``x ± ^[n] + *k`` as ``\uparrow^{\rightarrow n}``.

        Parameters
        ----------
        parts : UptimalParts
            The uptimal, as split by :func:`~cgtalg.notation.uptimal.uptimal_parts`.

        Returns
        -------
        str

        Examples
        --------
        >>> LatexSpelling().uptimal(UptimalParts(Fraction(1, 2), -1, 3, True, 2))
        '\\frac{1}{2}\\downarrow^{\\rightarrow 3}\\ast2'

        References
        ----------
        Siegel, *Combinatorial Game Theory*, II.7 (the notation for uptimals).
        """
        head = number_latex(parts.x) if parts.x != 0 else ""
        arrow = "\\uparrow" if parts.sign > 0 else "\\downarrow"
        power = ("\\rightarrow " if parts.sum else "") + int_to_decimal(parts.n)
        star = "" if not parts.k else ("\\ast" if parts.k == 1 else f"\\ast{int_to_decimal(parts.k)}")
        return f"{head}{arrow}^{{{power}}}{star}"

    def switch(self, a: str) -> str:
        r"""Spell the switch ``\pm a`` given the LaTeX of ``a``.

        Parameters
        ----------
        a : str
            The LaTeX of the switch's Left option.

        Returns
        -------
        str

        Examples
        --------
        >>> LatexSpelling().switch("1")
        '\\pm 1'
        """
        return "\\pm " + a

    tiny_close = "}"

    def tiny_open(self, x: Fraction, miny: bool) -> str:
        # Conway's tiny-G and miny-G as named operators with the subscript G
        r"""Spell ``x + tiny_G`` (``miny``) up to the subscript, as a named operator.

        Parameters
        ----------
        x : Fraction
            The number in front (omitted when 0).
        miny : bool
            Spell ``miny`` instead of ``tiny``.

        Returns
        -------
        str
            The text before the subscript ``G``; :attr:`tiny_close` ends it.

        Examples
        --------
        >>> s = LatexSpelling()
        >>> s.tiny_open(Fraction(0), False) + "2" + s.tiny_close
        '\\operatorname{tiny}_{2}'

        References
        ----------
        *Winning Ways*, ch. 5; Siegel, *Combinatorial Game Theory*, II.3.
        """
        head = number_latex(x) if x else ""
        return head + ("\\operatorname{miny}_{" if miny else "\\operatorname{tiny}_{")


_LATEX = LatexSpelling()


def to_latex(g: Game) -> str:
    """Return LaTeX for *g*: ``\\uparrow``, ``\\ast3``, ``\\pm 1``, ``\\{a \\mid b\\}``.

    Multi-bar forms use ``\\mid\\mid``.

    Parameters
    ----------
    g : Game
        The game to write.

    Returns
    -------
    str
        The LaTeX, in the printer's layout (:func:`~cgtalg.notation.printer.to_string`).

    Raises
    ------
    InputTypeError
        If *g* is not a Game.

    Examples
    --------
    >>> from cgtalg import parse
    >>> to_latex(parse("{1||0|-1}"))
    '\\\\{1 \\\\mid\\\\mid 0 \\\\mid -1\\\\}'
    >>> to_latex(parse("Tiny(2)")), to_latex(parse("-1Miny(2)"))
    ('\\\\operatorname{tiny}_{2}', '-1\\\\operatorname{miny}_{2}')
    """
    return "".join(iter_text(_check_game(g, "to_latex()"), _LATEX))
