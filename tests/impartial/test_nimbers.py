"""Nimber arithmetic: nim-product against the mex definition, and the field laws of On2."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg.impartial import (
    field_size,
    mex,
    nim_divide,
    nim_inverse,
    nim_power,
    nim_product,
    nim_square_root,
    nim_sum,
)

N = 32


@pytest.fixture(scope="module")
def mex_table():
    """a*b = mex{a'*b + a*b' + a'*b' : a' < a, b' < b}, straight from the definition."""
    t = {}
    for a in range(N):
        for b in range(N):
            t[a, b] = mex(t[x, b] ^ t[a, y] ^ t[x, y] for x in range(a) for y in range(b))
    return t


def test_product_matches_mex_definition(mex_table):
    for (a, b), v in mex_table.items():
        assert nim_product(a, b) == v, (a, b)


def test_known_products():
    assert nim_product(2, 2) == 3
    assert nim_product(4, 4) == 6
    assert nim_product(16, 16) == 24
    # Fermat 2-powers: F * F = 3F/2; F * x = F x for x < F.
    for f in (2, 4, 16, 256, 65536, 2**32):
        assert nim_product(f, f) == 3 * f // 2
        assert nim_product(f, f - 1) == f * (f - 1)


def test_nim_sum_is_xor():
    assert nim_sum(22, 7, 25) == 8
    assert nim_sum(24, 7, 25) == 6
    assert nim_sum() == 0
    assert nim_sum(5) == 5


big = st.integers(0, 2**64 - 1)
huge = st.integers(0, 2**256 - 1)


@settings(max_examples=150, deadline=None)
@given(big, big, big)
def test_field_laws_64_bit(a, b, c):
    assert nim_product(a, b) == nim_product(b, a)
    assert nim_product(a, nim_product(b, c)) == nim_product(nim_product(a, b), c)
    assert nim_product(a, b ^ c) == nim_product(a, b) ^ nim_product(a, c)
    assert nim_product(a, 1) == a and nim_product(a, 0) == 0


@settings(max_examples=30, deadline=None)
@given(huge, huge, huge)
def test_field_laws_256_bit(a, b, c):
    assert nim_product(a, nim_product(b, c)) == nim_product(nim_product(a, b), c)
    assert nim_product(a, b ^ c) == nim_product(a, b) ^ nim_product(a, c)


@settings(max_examples=100, deadline=None)
@given(big.filter(bool), big)
def test_inverse_division_and_roots(a, b):
    inv = nim_inverse(a)
    assert nim_product(a, inv) == 1
    assert nim_product(nim_divide(b, a), a) == b
    r = nim_square_root(b)
    assert nim_product(r, r) == b
    assert nim_power(a, -3) == nim_power(inv, 3)
    assert nim_power(a, 5) == nim_product(a, nim_product(nim_product(a, a), nim_product(a, a)))


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 6), st.data())
def test_finite_subfields_are_closed(k, data):
    q = 2 ** (2**k)
    a = data.draw(st.integers(0, q - 1))
    b = data.draw(st.integers(0, q - 1))
    assert nim_product(a, b) < q
    assert field_size(a, b) <= q
    if a:
        assert nim_inverse(a) < q
        assert nim_power(a, q - 1) == 1  # the multiplicative group has order q - 1


def test_small_field_is_a_field():
    # GF(16): every nonzero element has exactly one inverse; no zero divisors.
    for a in range(1, 16):
        assert [b for b in range(16) if nim_product(a, b) == 1] == [nim_inverse(a)]
        assert all(nim_product(a, b) for b in range(1, 16))


def test_bad_input():
    with pytest.raises(ValueError, match="non-negative"):
        nim_product(-1, 3)
    with pytest.raises(TypeError):
        nim_product(1.5, 2)
    with pytest.raises(TypeError):
        nim_sum("3")
    with pytest.raises(ZeroDivisionError):
        nim_inverse(0)
    with pytest.raises(ZeroDivisionError):
        nim_divide(3, 0)
    with pytest.raises(TypeError):
        nim_power(2, 1.0)
