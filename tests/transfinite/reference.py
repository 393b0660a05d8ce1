"""A slow reference for transfinite surreal numbers: expressions evaluated in the rationals.

A generalized ordinal whose exponents use only ``ω^0 = 1`` and ``ω^1 = ω`` as
exponent-variables is a polynomial in ``x = ω`` and ``y = ω^ω``. The surreal
order on these polynomials (and their quotients) is the order of their values
at ``x = N``, ``y = N^K`` for ``N`` and then ``K`` large enough: ``y`` exceeds
every power of ``x`` that occurs, as ``ω^ω`` exceeds every ``ω^n``. Here an
expression tree is evaluated that way, in :class:`~fractions.Fraction`
arithmetic, with no use of cgtalg's code: equality and sign of the two
evaluations must agree.
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import strategies as st

N = 10 ** 6
K = 64
X = Fraction(N)
Y = Fraction(N) ** K

# An exponent (an ordinal) as (i, j) for ω^(ω·j + i): its value x^i y^j.
EXPONENTS = [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (0, 2)]


def exponent_text(i: int, j: int) -> str:
    """The ordinal ω·j + i as text the parser reads (ASCII)."""
    parts = ([f"omega*{j}"] if j > 1 else ["omega"] if j == 1 else []) + ([str(i)] if i or not j else [])
    return "+".join(parts)


def term_text(c: int, i: int, j: int) -> str:
    return f"({c})*omega^({exponent_text(i, j)})"


def term_value(c: int, i: int, j: int) -> Fraction:
    return c * X ** i * Y ** j


terms = st.tuples(st.integers(-3, 3).filter(bool), st.sampled_from(EXPONENTS))
polynomials = st.lists(terms, min_size=1, max_size=3)


def polynomial(ts: list[tuple[int, tuple[int, int]]]) -> tuple[str, Fraction]:
    """A polynomial as (text, value at the reference point)."""
    text = "(" + "+".join(term_text(c, i, j) for c, (i, j) in ts) + ")"
    return text, sum((term_value(c, i, j) for c, (i, j) in ts), Fraction(0))


def _combine(op: str, a: tuple[str, Fraction], b: tuple[str, Fraction]) -> tuple[str, Fraction]:
    if op == "/" and b[1] == 0:
        return a
    value = {"+": a[1] + b[1], "-": a[1] - b[1], "*": a[1] * b[1], "/": a[1] / b[1] if b[1] else 0}[op]
    return f"({a[0]}{op}{b[0]})", value


leaves = polynomials.map(polynomial)
expressions = st.recursive(
    leaves, lambda inner: st.builds(_combine, st.sampled_from("+-*/"), inner, inner), max_leaves=4)


def sign(q: Fraction) -> int:
    return (q > 0) - (q < 0)
