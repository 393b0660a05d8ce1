"""Transfinite surreal numbers as text, the way CGSuite prints them.

A generalized ordinal prints its terms largest first, each as ``ω``, then
``^`` and the exponent when the exponent is not 1, then ``×`` and the size of
the coefficient when that is not 1; a term without ω is its integer; signs
join the terms: ``ω^(ω^2+ω)-ω^20×9+ω×3``, ``-ω+5``. An exponent is put in
parentheses when it has several terms or a coefficient on a term with ω
(``ω^(ω+1)``, ``ω^(ω×2)``, but ``ω^ω^2`` and ``ω^5``). A quotient prints as
``numerator/denominator``, either part in parentheses when it has several
terms: ``1/ω``, ``(ω^(ω+1)+ω^ω+1)/(ω+1)``. One departure from CGSuite, so
that every printed form reads back: a denominator with a coefficient is put
in parentheses too, ``1/(ω×2)`` (CGSuite prints ``1/ω×2``, which is ``(1/ω)×2``
when read).

``ascii=True`` spells ω as ``omega`` and × as ``*`` (``omega^(omega^2+omega)-omega^20*9+omega*3``);
:func:`cgtalg.transfinite.parser.parse_transfinite` reads both spellings back.

References
----------
CGSuite's ``GeneralizedOrdinal.toOutput`` and ``SurrealNumber.toOutput`` (the
printed forms, e.g. in its EvalTest); Conway, *On Numbers and Games*, ch. 3.
"""

from __future__ import annotations

from ..errors import check_bool, check_instance
from . import generalized_ordinal as _go
from .generalized_ordinal import GeneralizedOrdinal
from .surreal import Surreal

__all__ = ["ordinal_text", "surreal_text"]


def ordinal_text(g: GeneralizedOrdinal, ascii: bool = False) -> str:
    """A generalized ordinal as CGSuite prints it.

    Parameters
    ----------
    g : GeneralizedOrdinal
        The generalized ordinal.
    ascii : bool, optional
        Spell ω as ``omega`` and × as ``*``.

    Returns
    -------
    str

    Raises
    ------
    InputTypeError
        If *g* is not a generalized ordinal or *ascii* not a bool.

    References
    ----------
    CGSuite's ``GeneralizedOrdinal.toOutput``.

    Examples
    --------
    >>> from cgtalg.transfinite import OMEGA, omega_power
    >>> g = OMEGA * 3 + omega_power(OMEGA ** 2 + OMEGA) - OMEGA ** 19 * 9 * OMEGA
    >>> ordinal_text(g), ordinal_text(g, ascii=True)
    ('ω^(ω^2+ω)-ω^20×9+ω×3', 'omega^(omega^2+omega)-omega^20*9+omega*3')
    """
    check_instance(g, GeneralizedOrdinal, "the generalized ordinal to print")
    check_bool(ascii, "ascii")
    return _ordinal_text(g, ascii)


def _ordinal_text(g: GeneralizedOrdinal, ascii: bool) -> str:
    if not g.terms:
        return "0"
    omega, times = ("omega", "*") if ascii else ("ω", "×")
    parts = []
    for i, (e, c) in enumerate(g.terms):
        parts.append("-" if c < 0 else ("+" if i else ""))
        if not e.terms:
            parts.append(str(abs(c)))
            continue
        parts.append(omega)
        if e != 1:
            head_exponent, head_coefficient = e.terms[0]
            bracket = len(e.terms) > 1 or (head_coefficient != 1 and bool(head_exponent.terms))
            inner = _ordinal_text(e, ascii)
            parts.append(f"^({inner})" if bracket else f"^{inner}")
        if abs(c) != 1:
            parts.append(f"{times}{abs(c)}")
    return "".join(parts)


def surreal_text(x: Surreal, ascii: bool = False) -> str:
    """A surreal number as CGSuite prints it: ``numerator/denominator`` in lowest terms.

    Parameters
    ----------
    x : Surreal
        The number.
    ascii : bool, optional
        Spell ω as ``omega`` and × as ``*``.

    Returns
    -------
    str

    Raises
    ------
    InputTypeError
        If *x* is not a Surreal or *ascii* not a bool.

    References
    ----------
    CGSuite's ``SurrealNumber.toOutput``.

    Examples
    --------
    >>> from cgtalg.transfinite import omega
    >>> surreal_text(omega ** omega + 1 / (omega + 1))
    '(ω^(ω+1)+ω^ω+1)/(ω+1)'
    >>> surreal_text(5 - omega, ascii=True), surreal_text(-1 / omega)
    ('-omega+5', '-1/ω')
    """
    check_instance(x, Surreal, "the surreal number to print")
    check_bool(ascii, "ascii")
    num = _ordinal_text(x.numerator, ascii)
    if x.denominator == 1:
        return num
    den = _ordinal_text(x.denominator, ascii)
    if len(x.numerator.terms) > 1:
        num = f"({num})"
    exponent, coefficient = x.denominator.terms[0]
    if len(x.denominator.terms) > 1 or (abs(coefficient) != 1 and bool(exponent.terms)):
        den = f"({den})"  # 1/(ω×2): CGSuite prints 1/ω×2, which reads back as (1/ω)×2
    return f"{num}/{den}"


def _text(x: GeneralizedOrdinal | Surreal) -> str:
    """``str(x)`` for both types (installed into :mod:`~cgtalg.transfinite.generalized_ordinal`)."""
    return _ordinal_text(x, False) if isinstance(x, GeneralizedOrdinal) else surreal_text(x)


_go._TEXT[:] = [_text]
