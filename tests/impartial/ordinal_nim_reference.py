"""A slow reference for the nim-product of ordinals: a tower of simple field extensions.

The field of the ordinals ``ω^β·n`` with ``β = ω²·c + ω·b + a``, ``a < 9``,
``b < 5``, ``c < 7`` is built as a tower over the finite nimbers (whose
products :func:`cgtalg.impartial.nim_product` gives): adjoin ``x₁ = ω`` with
``x₁³ = 2``, then ``x₂ = ω³`` with ``x₂³ = x₁``, then ``x₃ = ω^ω`` with
``x₃⁵ = 4``, then ``x₄ = ω^(ω²)`` with ``x₄⁷ = x₁ + 1`` (Conway, *On Numbers
and Games*, ch. 6). An element of level ``j`` is a list of coefficients of
level ``j - 1``, one for each power of ``x_j`` below its degree; a product is
the schoolbook product of two such lists, reduced by ``x_j^p = r_j``. The
ordinal ``ω^β·n`` is ``n·x₁^(a mod 3)·x₂^(a div 3)·x₃^b·x₄^c``. None of
:mod:`cgtalg.impartial.ordinal_nim` is used.
"""

from __future__ import annotations

from typing import Any

from cgtalg.impartial import nim_product
from cgtalg.transfinite import GeneralizedOrdinal, omega_power

#: The degrees of x₁, ..., x₄.
DEGREES = (3, 3, 5, 7)

Element = Any  # an int at level 0, else a list of elements one level down


def zero(level: int) -> Element:
    return 0 if level == 0 else [zero(level - 1) for _ in range(DEGREES[level - 1])]


def lift(x: Element, start: int, level: int) -> Element:
    """The element *x* of level *start* as an element of *level* (constant in the new variables)."""
    for j in range(start + 1, level + 1):
        x = [x] + [zero(j - 1) for _ in range(DEGREES[j - 1] - 1)]
    return x


def add(x: Element, y: Element) -> Element:
    if isinstance(x, int):
        return x ^ y
    return [add(a, b) for a, b in zip(x, y)]


def is_zero(x: Element) -> bool:
    return x == 0 if isinstance(x, int) else all(is_zero(a) for a in x)


def relation(level: int) -> Element:
    """``r_j`` with ``x_j^p = r_j``, as an element of level ``j - 1``."""
    x1 = [0, 1, 0]
    return [None, 2, lift(x1, 1, 1), lift(4, 0, 2), lift([1, 1, 0], 1, 3)][level]


def mul(x: Element, y: Element, level: int) -> Element:
    if level == 0:
        return nim_product(x, y)
    p = DEGREES[level - 1]
    full = [zero(level - 1) for _ in range(2 * p - 1)]
    for i, a in enumerate(x):
        if is_zero(a):
            continue
        for j, b in enumerate(y):
            if not is_zero(b):
                full[i + j] = add(full[i + j], mul(a, b, level - 1))
    r = relation(level)
    for i in range(2 * p - 2, p - 1, -1):  # x^i = x^(i-p) · r
        if not is_zero(full[i]):
            full[i - p] = add(full[i - p], mul(full[i], r, level - 1))
    return full[:p]


TOP = len(DEGREES)


def monomial(a: int, b: int, c: int, n: int) -> Element:
    """``ω^(ω²·c + ω·b + a)·n`` as an element of the top level."""
    x: Element = n
    for j, e in enumerate((a % 3, a // 3, b, c)):
        x = [x if i == e else zero(j) for i in range(DEGREES[j])]
    return x


def from_terms(terms: list[tuple[int, int, int, int]]) -> Element:
    """The nim-sum of the monomials ``(a, b, c, n)``."""
    x = zero(TOP)
    for t in terms:
        x = add(x, monomial(*t))
    return x


def to_ordinal(x: Element) -> GeneralizedOrdinal:
    total = GeneralizedOrdinal(0)
    for c, xc in enumerate(x):
        for b, xb in enumerate(xc):
            for a2, xa2 in enumerate(xb):
                for a1, n in enumerate(xa2):
                    if n:
                        exponent = omega_power(2) * c + omega_power(1) * b + (3 * a2 + a1)
                        total = total + omega_power(exponent) * n
    return total

