"""Sign expansions and the ordinal sum of numbers (cgtalg.core.sign_expansion)."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgtalg
from cgtalg.core.dyadic import birthday_of_number, simplest_between
from cgtalg.core.sign_expansion import from_sign_expansion, number_ordinal_sum, sign_expansion

ALL_SIGNS = ["".join(p) for n in range(11) for p in product("+-", repeat=n)]

dyadics = st.builds(
    lambda p, k: Fraction(p, 2**k), st.integers(-(10**6), 10**6), st.integers(0, 60)
)


def _tree_value(signs: str) -> Fraction:
    """Walk the tree of numbers: each step goes to the simplest number beyond the current one.

    Independent of the closed form: the interval (lo, hi) shrinks at each
    step, and the current number is always the simplest one inside it.
    """
    lo = hi = None
    x = Fraction(0)
    for s in signs:
        if s == "+":
            lo = x
        else:
            hi = x
        x = simplest_between(lo, hi)
    return x


def test_closed_form_matches_the_tree_walk():
    assert [s for s in ALL_SIGNS if from_sign_expansion(s) != _tree_value(s)] == []


def test_round_trip_and_length_exhaustively():
    values = {}
    for s in ALL_SIGNS:
        x = from_sign_expansion(s)
        assert sign_expansion(x) == s
        assert len(s) == birthday_of_number(x)
        values[s] = x
    assert len(set(values.values())) == len(ALL_SIGNS)  # distinct strings, distinct numbers


def test_order_is_lexicographic_with_minus_below_end_below_plus():
    def key(s):
        return [{"-": 0, "+": 2}[c] for c in s] + [1]

    short = [s for s in ALL_SIGNS if len(s) <= 6]
    by_value = sorted(short, key=from_sign_expansion)
    by_signs = sorted(short, key=key)
    assert by_value == by_signs


@settings(max_examples=300, deadline=None)
@given(dyadics)
def test_round_trip_random(x):
    assert from_sign_expansion(sign_expansion(x)) == x
    assert sign_expansion(-x) == sign_expansion(x).translate(str.maketrans("+-", "-+"))


@settings(max_examples=300, deadline=None)
@given(dyadics, dyadics)
def test_number_ordinal_sum_laws(x, y):
    s = number_ordinal_sum(x, y)
    assert sign_expansion(s) == sign_expansion(x) + sign_expansion(y)
    # y > 0 puts x : y above x, y < 0 below; and x : y never passes a simpler number
    assert (s > x) if y > 0 else (s < x) if y < 0 else (s == x)
    assert number_ordinal_sum(0, y) == y and number_ordinal_sum(x, 0) == x


@settings(max_examples=100, deadline=None)
@given(dyadics, dyadics, dyadics)
def test_number_ordinal_sum_is_associative(x, y, z):
    assert number_ordinal_sum(number_ordinal_sum(x, y), z) == number_ordinal_sum(x, number_ordinal_sum(y, z))


def test_number_ordinal_sum_agrees_with_the_engine():
    # all p/2^k with k <= 3 and |x| <= 3 (the spec's range), base in canonical form
    smalls = sorted({Fraction(p, 2**k) for k in range(4) for p in range(-3 * 2**k, 3 * 2**k + 1)})
    assert len(smalls) == 49
    bad = []
    for x in smalls:
        gx = cgtalg.number(x)
        for y in smalls:
            if cgtalg.ordinal_sum(gx, cgtalg.number(y)) != cgtalg.number(number_ordinal_sum(x, y)):
                bad.append((x, y))
    assert bad == []


def test_known_values():
    assert [sign_expansion(Fraction(n, 1)) for n in (0, 1, 4, -3)] == ["", "+", "++++", "---"]
    # n + 2^-k is + (n+1 times) then - (k times)
    for n in range(5):
        for k in range(1, 6):
            assert sign_expansion(n + Fraction(1, 2**k)) == "+" * (n + 1) + "-" * k


def test_big_dyadics_are_exact():
    x = Fraction(2**200001 + 1, 2**200000)  # 2 + 2^-200000
    s = sign_expansion(x, limit=None)
    assert s == "+++" + "-" * 200000
    assert from_sign_expansion(s) == x
    y = -Fraction((3**60000 % 2**100000) | 1, 2**100000)  # in (-1, 0), 100000 binary digits
    s = sign_expansion(y)
    assert len(s) == 100001 and s[:2] == "-+"
    assert from_sign_expansion(s) == y


def test_limit_and_errors():
    with pytest.raises(ValueError, match="more than the limit"):
        sign_expansion(10**9)
    assert len(sign_expansion(10**5)) == 10**5
    with pytest.raises(ValueError, match="not a dyadic"):
        sign_expansion(Fraction(1, 3))
    with pytest.raises(TypeError):
        sign_expansion(0.5)
    with pytest.raises(TypeError):
        sign_expansion("1/2")
    with pytest.raises(TypeError):
        sign_expansion(True)
    with pytest.raises(ValueError, match="found 'x' at index 2"):
        from_sign_expansion("+-x")
    with pytest.raises(TypeError):
        from_sign_expansion(["+"])
    with pytest.raises(ValueError):
        number_ordinal_sum(1, Fraction(2, 3))
