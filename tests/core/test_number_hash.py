"""A number's hash equals its Fraction's (Game.__hash__ computes it without Fraction.__hash__).

A number game compares equal to its Fraction and int, so the three must hash
alike (Python's data model). The hash is that of the game's stored Left stop,
the number as a float when the float is exact (``|a| < 2**53``, ``e <= 1000``
for x = a / 2**e), else the Fraction: the boundaries on both sides are
tested. Planted bug caught (pure core): the float bound in
``store._dyadic_sort_key`` raised from ``2**53`` to ``2**60`` (the float is
rounded, the hashes differ).
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import STAR, UP, Game, integer, number


def _check(x: Fraction) -> None:
    g = number(x)
    assert g == x
    assert hash(g) == hash(x), x
    if x.denominator == 1:
        assert hash(g) == hash(int(x))


def test_boundaries_of_the_float_path():
    for a in (0, 1, -1, 3, -3, 2**52 + 1, 2**53 - 1, 2**53, -(2**53), 2**53 + 1, -(2**53 + 1), 2**60 + 1, 3**50, -(3**50)):
        for e in (0, 1, 2, 30, 61, 62, 122, 999, 1000, 1001, 1100):
            if a % 2 or e == 0:
                _check(Fraction(a, 2**e))


def test_hash_minus_one_case():
    # hash(-1) is -2 in CPython for ints, floats and Fractions alike.
    assert hash(integer(-1)) == hash(-1) == hash(Fraction(-1)) == -2


@settings(max_examples=200, deadline=None)
@given(st.integers(-(2**70), 2**70), st.integers(0, 1100))
def test_random_dyadics(a, e):
    _check(Fraction(a, 2**e))


def test_numbers_in_sets_and_dicts_meet_their_fractions():
    games = [number(Fraction(k, 8)) for k in range(-20, 21)]
    assert set(games) == {Fraction(k, 8) for k in range(-20, 21)}
    assert {Fraction(3, 8): "x"}[number(Fraction(3, 8))] == "x"
    # non-numbers hash by identity of the interned game
    assert hash(Game([STAR], [STAR])) == hash(Game([STAR], [STAR]))
    assert len({UP, STAR, UP + STAR, integer(0)}) == 4
