"""The dense term algebra of Lenstra's test against the wide reference layout and brute force."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg.impartial import ordinal_nim
from cgtalg.impartial._term_algebra import TermAlgebra
from cgtalg.transfinite import OMEGA, GeneralizedOrdinal, omega_power
from tests.impartial.wide_term_algebra_reference import WideTermAlgebra


def w(*exponent: int) -> GeneralizedOrdinal:
    """``ω^(a_0 + ω·a_1 + ω²·a_2 + ...)`` for ``exponent = (a_0, a_1, ...)``."""
    return omega_power(sum((omega_power(k) * a for k, a in enumerate(exponent)), GeneralizedOrdinal(0)))


def tower(x: GeneralizedOrdinal) -> tuple[TermAlgebra, WideTermAlgebra]:
    """The term algebra of the field of *x* (as the library builds it) and the reference on the same tower."""
    algebra, _ = ordinal_nim._field_of(ordinal_nim._to_element(x, "x"), "x")
    return algebra, WideTermAlgebra(algebra.degrees, algebra._monomials)


# The fields of α_23 = κ_11 + 1 (degree 220: 2·2·5·11), α_29 = κ_7 + 4 (84: 2·2·3·7), α_61 = κ_5 + κ_3
# (60), α_71 = κ_7 + κ_5 (420: 2·2·3·5·7), α_47 = κ_23 + 1 (5060: 2·2·5·11·23), and ω + 2^32 (the Fermat
# 2-powers up to 2^32 beside ω: 2^6·3 = 192).
FIELDS = {name: tower(x) for name, x in [
    ("alpha_23", w(0, 0, 0, 1) + 1), ("alpha_29", w(0, 0, 1) + 4), ("alpha_61", w(0, 1) + OMEGA),
    ("alpha_71", w(0, 0, 1) + w(0, 1)), ("alpha_47", w(*[0] * 7 + [1]) + 1), ("omega_and_2^32", OMEGA + 2 ** 32)]}


def monomials_of(algebra: TermAlgebra, y: int) -> list[tuple[int, ...]]:
    """The monomials of a dense element: each set bit's mixed-radix digits (radices the degrees)."""
    out = []
    for b in range(y.bit_length()):
        if y >> b & 1:
            exponents = []
            for q in algebra.degrees:
                b, e = divmod(b, q)
                exponents.append(e)
            out.append(tuple(exponents))
    return out


def to_wide(algebra: TermAlgebra, wide: WideTermAlgebra, y: int) -> int:
    return wide.element(monomials_of(algebra, y))


def random_monomial(algebra: TermAlgebra, rng: random.Random) -> tuple[int, ...]:
    return tuple(rng.randrange(q) for q in algebra.degrees)


def test_the_dense_layout_is_as_wide_as_the_field():
    for algebra, wide in FIELDS.values():
        assert algebra.width == algebra.dimension == wide.dimension < wide.width
    assert FIELDS["alpha_47"][0].degrees == (2, 2, 5, 11, 23)
    assert [FIELDS[name][0].dimension for name in ("alpha_23", "alpha_29", "alpha_61", "alpha_71")] == [220, 84, 60, 420]


@pytest.mark.parametrize("name", sorted(FIELDS))
@given(st.randoms(use_true_random=False))
@settings(max_examples=15, deadline=None)
def test_squares_and_products_agree_with_the_wide_layout(name, rng):
    algebra, wide = FIELDS[name]
    y = rng.getrandbits(algebra.dimension)
    if rng.random() < 0.3:  # a sparse element too: a few monomials
        y = algebra.element(list({random_monomial(algebra, rng) for _ in range(rng.randint(1, 3))}))
    z = y
    for _ in range(3):
        z = algebra.square(z)
        assert z < 1 << algebra.dimension
    wz = to_wide(algebra, wide, y)
    for _ in range(3):
        wz = wide.square(wz)
    assert to_wide(algebra, wide, z) == wz
    factor = list({random_monomial(algebra, rng) for _ in range(rng.randint(1, 3))})
    product = algebra.times(y, factor)
    assert to_wide(algebra, wide, product) == wide.times(to_wide(algebra, wide, y), [wide.position(m) for m in factor])


def wide_power_is_one(wide: WideTermAlgebra, monomials, n: int) -> bool:
    """x^n = 1 in the wide reference, by squaring and multiplying by the sparse x."""
    y, shifts = 1, [wide.position(m) for m in monomials]
    for bit in format(n, "b"):
        y = wide.square(y)
        if bit == "1":
            y = wide.times(y, shifts)
    return y == 1


@pytest.mark.parametrize("name", ["alpha_23", "alpha_29", "alpha_61", "alpha_71"])
def test_powers_of_generators_agree_with_the_wide_layout(name):
    # power_is_one tests a single top generator one field lower: checked against plain squaring for
    # the exponents (2^e - 1)/d of some prime divisors d of 2^e - 1, their neighbours and d itself.
    algebra, wide = FIELDS[name]
    e, n = algebra.dimension, len(algebra.degrees)
    order = (1 << e) - 1
    divisors = [d for d in (3, 5, 7, 11, 13, 31, 41, 43, 71, 127) if order % d == 0]
    top = tuple([0] * (n - 1) + [1])
    cases = [[top], [tuple([0] * (n - 1) + [2])], [top, tuple([0] * n)], [tuple([1] + [0] * (n - 2) + [1])],
             [tuple([0] * (n - 2) + [1, 0])]]
    seen = set()
    for monomials in cases:
        for d in divisors:
            for exponent in (order // d, order // d + 1, d):
                got = algebra.power_is_one(monomials, exponent)
                assert got == wide_power_is_one(wide, monomials, exponent), (monomials, exponent)
                seen.add(got)
        assert algebra.power_is_one(monomials, 0) and algebra.power_is_one(monomials, order)
    assert seen == {True, False}


def test_degrees_agree_with_the_wide_layout():
    rng = random.Random(5)
    for name in ("alpha_23", "alpha_29", "alpha_61", "alpha_71", "omega_and_2^32"):
        algebra, wide = FIELDS[name]
        for _ in range(3):
            monomials = list({random_monomial(algebra, rng) for _ in range(2)})
            assert algebra.degree(algebra.element(monomials)) == wide.degree(wide.element(monomials))


# -- brute force: the p-th powers of GF(4096) = F_16(ω), enumerated by nim-products of ordinals ------

def test_the_power_test_agrees_with_the_pth_powers_of_gf_4096():
    # p | 4095 = 3²·5·7·13: the p-th powers of GF(4096)^* (a subgroup of index p), listed by raising
    # every element to the p-th power with ordinal_nim_power (no term algebra), against the test in
    # the library's tower for GF(4096): the Fermat 2-powers 2 and 4, then ω (ω^3 = 2).
    algebra, _ = ordinal_nim._field_of(ordinal_nim._to_element(OMEGA + 4, "x"), "x")
    assert algebra.degrees == (2, 2, 3)

    def monomials(a: int, b: int, c: int) -> list[tuple[int, int, int]]:
        return [(bit & 1, bit >> 1, k) for k, n in enumerate((c, b, a)) for bit in range(4) if n >> bit & 1]

    digits = [(a, b, c) for a in range(16) for b in range(16) for c in range(16)][1:]
    elements = [ordinal_nim.ordinal_nim_sum(OMEGA ** 2 * a, OMEGA * b, c) for a, b, c in digits]
    for p in (3, 5, 7, 13):
        powers = {ordinal_nim.ordinal_nim_power(y, p) for y in elements}
        assert len(powers) == 4095 // p
        for x, abc in zip(elements, digits):
            assert algebra.is_power(monomials(*abc), p) == (x in powers), (x, p)
