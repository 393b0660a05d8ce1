"""Numbers beyond Python's 4,300-digit int/str limit print and parse, without changing the limit."""

from __future__ import annotations

import sys
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import integer, nimber, number, parse, up
from cgtalg.notation.digits import decimal_to_int, int_to_decimal


def slow_decimal(n: int) -> str:
    """Reference: peel off 1,000 digits at a time (each str() stays far below the limit)."""
    if n < 0:
        return "-" + slow_decimal(-n)
    chunks = []
    while n >= 10**1000:
        n, r = divmod(n, 10**1000)
        chunks.append(str(r).zfill(1000))
    chunks.append(str(n))
    return "".join(reversed(chunks))


@pytest.fixture(autouse=True)
def limit_is_never_changed():
    before = sys.get_int_max_str_digits()
    yield
    assert sys.get_int_max_str_digits() == before


def big(digits: int, seed: int) -> int:
    """A number with exactly *digits* digits and no pattern (a power of a prime, trimmed)."""
    n = 3 ** (digits * 21 // 10) + seed
    return n // 10 ** (len(slow_decimal(n)) - digits)


@pytest.mark.parametrize("digits", [4299, 4300, 4301, 5000, 50_000])
def test_integers_print_and_parse(digits: int) -> None:
    n = big(digits, digits)
    for value in (n, -n):
        g = integer(value)
        text = str(g)
        assert text == slow_decimal(value)
        assert len(text) == digits + (value < 0)
        assert parse(text) is g
        assert repr(g)  # no error
        assert g.latex() == slow_decimal(value)


def test_dyadic_with_a_huge_numerator_and_denominator() -> None:
    p = big(50_000, 1) | 1  # odd
    x = Fraction(p, 2**70)
    g = number(x)
    assert str(g) == f"{slow_decimal(p)}/{2**70}"
    assert parse(str(g)) is g
    assert g.latex() == f"\\frac{{{slow_decimal(p)}}}{{{2**70}}}"
    tiny = number(Fraction(-1, 2**20_000))  # a denominator of 6,021 digits
    assert str(tiny) == "-1/" + slow_decimal(2**20_000)
    assert parse(str(tiny)) is tiny


def test_huge_ups_and_nimbers() -> None:
    k = 10**5000 + 7
    assert str(nimber(k)) == "*1" + "0" * 4999 + "7"
    assert parse(str(nimber(k))) is nimber(k)
    assert str(up(-k)) == "v1" + "0" * 4999 + "7"
    assert parse("v1" + "0" * 4999 + "7") is up(-k)
    assert str(up(k) + nimber(k)).startswith("^1000")
    assert up(k).latex().endswith("7\\cdot\\uparrow")


@settings(max_examples=40, deadline=None)
@given(
    st.builds(
        lambda a, shift, b: a * 2**shift + b,
        st.integers(0, 10**30), st.integers(0, 70_000), st.integers(0, 10**30),
    )
)
def test_conversions_agree_with_the_reference(n: int) -> None:
    assert int_to_decimal(n) == slow_decimal(n)
    assert int_to_decimal(-n) == slow_decimal(-n)
    assert decimal_to_int(slow_decimal(n)) == n


@pytest.mark.parametrize("digits", [4300, 4301, 9000, 70_000])
def test_conversions_at_sizes_around_the_limit(digits: int) -> None:
    n = big(digits, 3)
    s = int_to_decimal(n)
    assert s == slow_decimal(n)
    assert decimal_to_int(s) == n
    assert decimal_to_int("000" + s) == n
    assert int_to_decimal(10**digits) == "1" + "0" * digits
