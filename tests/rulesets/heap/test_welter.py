"""Welter's game: fast functions against brute force, the seed's claims and their corrections."""

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import nimber, value
from cgtalg.impartial import grundy
from cgtalg.rulesets.heap.welter import (
    Welter,
    glasses_start,
    mate,
    start_value,
    welter,
    welter_solve,
    welter_winning_moves,
)
from cgtalg.verify.welter import literal_start_value

CACHE = {}


def brute(counts):
    return grundy(Welter(counts), cache=CACHE, shortcuts=False)


SMALL = [s for n in range(0, 5) for s in combinations(range(10), n)]


def test_both_welter_methods_against_brute_force():
    for s in SMALL:
        assert welter(s) == welter(s, method="reduction") == brute(s), s


def test_starting_positions_brute_force():
    assert [brute(glasses_start(n).coins) for n in range(1, 7)] == [welter(glasses_start(n).coins) for n in range(1, 7)]
    assert [start_value(n) for n in range(1, 8)] == [2, 6, 4, 12, 14, 10, 8]


@settings(max_examples=200, deadline=None)
@given(st.sets(st.integers(0, 200), max_size=12))
def test_mating_equals_reduction(counts):
    assert welter(counts) == welter(counts, method="reduction")


@settings(max_examples=200, deadline=None)
@given(st.sets(st.integers(0, 100), max_size=9), st.integers(0, 127))
def test_relations(counts, x):
    s = sorted(counts)
    # relation 2
    assert welter([a ^ x for a in s]) == welter(s) ^ (x if len(s) % 2 else 0)
    # relation 1
    assert welter([0] + [a + 1 for a in s]) == welter(s)


@settings(max_examples=200, deadline=None)
@given(st.sets(st.integers(0, 100), max_size=8), st.integers(0, 200))
def test_solve_inverts(others, target):
    v = welter_solve(others, target)
    assert v not in others
    assert welter(list(others) + [v]) == target


def test_solve_is_a_bijection():
    others = [1, 4, 9]
    free = [v for v in range(200) if v not in others]
    values = [welter(others + [v]) for v in free]
    assert len(set(values)) == len(values)
    assert set(range(50)) <= set(values)


def test_winning_moves_against_brute_force():
    for s in SMALL:
        slow = sorted(
            (c, v) for c in s for v in range(c) if v not in s and brute(tuple(sorted(set(s) - {c} | {v}))) == 0
        )
        assert welter_winning_moves(s) == slow


def test_winning_moves_large():
    rng = random.Random(2)
    for _ in range(30):
        s = rng.sample(range(10**6), 20)
        for c, v in welter_winning_moves(s):
            assert welter([x for x in s if x != c] + [v]) == 0
        if welter(s):
            assert welter_winning_moves(s)


def test_examples_of_the_thread():
    assert welter([1, 3, 6, 10]) == 10
    assert welter_winning_moves([1, 3, 6, 10]) == [(10, 4)]
    assert welter([4, 5, 6]) == 4
    assert welter_winning_moves([4, 5, 6]) == [(4, 0), (5, 1), (6, 2)]
    assert welter(range(8, 15)) == 8


@pytest.mark.slow
def test_start_recursion_corrected():
    for n in range(0, 2049):
        assert start_value(n) == welter(range(n + 1, 2 * n + 1))
    assert all(start_value(n) > 0 for n in range(1, 2049))


def test_start_recursion_as_printed_is_wrong():
    assert literal_start_value(1) is None  # no rule for n = 1
    assert literal_start_value(3, w1=2) == 2 != start_value(3) == 4
    assert literal_start_value(6, w1=2, exponent_shift=1) == 8 != start_value(6) == 10
    assert all(literal_start_value(n, w1=2, exponent_shift=1, complement=True) == start_value(n) for n in range(1, 600))
    # smallest counterexamples
    assert min(n for n in range(2, 100) if literal_start_value(n, w1=2) != start_value(n)) == 3
    assert min(n for n in range(2, 100) if literal_start_value(n, w1=2, exponent_shift=1) != start_value(n)) == 6


def test_special_positions():
    for n in range(1, 300):
        block = welter(range(n, 2 * n))
        assert block == (0 if n % 2 == 0 else 1)
        if n % 2:
            # emptying the (n+1)-glass wins: the 0 stays
            assert welter([0] + list(range(n + 2, 2 * n + 1))) == 0
        else:
            assert welter([0] + list(range(n + 2, 2 * n + 1))) == n ^ (n - 1)
    assert welter([5, 6]) == 2  # the literal odd-n claim fails at n = 3
    assert [welter([0] + list(range(n + 2, 2 * n + 1))) for n in range(2, 19, 2)] == [3, 7, 3, 15, 3, 7, 3, 31, 3]
    assert mate(2, 0) == 1 and mate(28, 0) == 27


def test_brute_force_special_positions():
    for n in range(1, 6):
        assert brute(tuple(range(n, 2 * n))) == (0 if n % 2 == 0 else 1)
        if n % 2:
            assert brute((0,) + tuple(range(n + 2, 2 * n + 1))) == 0


def test_canonical_value_is_the_nimber():
    for s in [(1, 2), (0, 3, 5), (2, 4, 5)]:
        assert value(Welter(s)) == nimber(brute(s))


def test_bad_input():
    with pytest.raises(ValueError, match="distinct"):
        Welter([1, 1])
    with pytest.raises(ValueError, match="non-negative"):
        welter([-1, 2])
    with pytest.raises(TypeError):
        welter("123")
    with pytest.raises(ValueError, match="method"):
        welter([1], method="magic")
    with pytest.raises(ValueError):
        welter_solve([1], -1)
    with pytest.raises(ValueError):
        start_value(-2)
    with pytest.raises(ValueError):
        glasses_start(-1)


def test_bad_input_raises_the_librarys_input_errors():
    """Every refusal is an InputError (the CLI's 'bad input'), and bools are not counts."""
    from cgtalg.errors import InputTypeError, InputValueError

    for call, kind in [
        (lambda: Welter([1, 1]), InputValueError),
        (lambda: welter([-1, 2]), InputValueError),
        (lambda: welter("123"), InputTypeError),
        (lambda: welter([1.5]), InputTypeError),
        (lambda: welter([True, 3]), InputTypeError),
        (lambda: Welter([False]), InputTypeError),
        (lambda: welter([1], method="magic"), InputValueError),
        (lambda: welter_solve([1], -1), InputValueError),
        (lambda: welter_solve([1], True), InputTypeError),
        (lambda: start_value(-2), InputValueError),
        (lambda: start_value(True), InputTypeError),
        (lambda: glasses_start(-1), InputValueError),
        (lambda: glasses_start(2.0), InputTypeError),
        (lambda: mate(3, 3), InputValueError),
    ]:
        with pytest.raises(kind):
            call()


@settings(max_examples=200, deadline=None)
@given(st.sets(st.integers(0, 2**40), max_size=12))
def test_winning_moves_equal_one_solve_per_glass(glasses):
    """The shared-prefix finder against the plain definition: welter_solve for each glass alone."""
    coins = sorted(glasses)
    expected = []
    for i, c in enumerate(coins):
        v = welter_solve(coins[:i] + coins[i + 1:], 0)
        if v < c:
            expected.append((c, v))
    assert welter_winning_moves(coins) == expected

