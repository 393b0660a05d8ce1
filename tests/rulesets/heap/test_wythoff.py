"""Wythoff's game: P-positions by the golden ratio, Grundy values, winning moves, text and bad input.

The references here are written from the rules alone, apart from the module:
the P-positions by the greedy mex construction (each new pair takes the least
number not yet used, and the next difference), and the Grundy values by a
memoised mex over the moves.
"""

from __future__ import annotations

import functools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.impartial import grundy
from cgtalg.rulesets import get
from cgtalg.rulesets.heap.wythoff import (
    MAX_CELLS,
    Wythoff,
    is_p_position,
    wythoff_grundy,
    wythoff_grundy_table,
    wythoff_pair,
    wythoff_winning_moves,
)

from ...cli_runner import run_cli

#: The lower and upper Wythoff sequences floor(n*phi), floor(n*phi**2) for n = 1..20
#: (Wythoff 1907; OEIS A000201 and A001950).
LOWER = [1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32]
UPPER = [2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52]


def greedy_pairs(limit: int) -> list[tuple[int, int]]:
    """The P-positions (a_n, b_n), a_n <= limit, by the mex construction: a_n is the least unused number, b_n = a_n + n.

    That this lists the P-positions follows from the rules: a P-position can
    share no row, column or diagonal (difference) with another, and every
    position off these lines has a move onto one.
    """
    used: set[int] = set()
    pairs = []
    a = n = 0
    while True:
        while a in used:
            a += 1
        if a > limit:
            return pairs
        pairs.append((a, a + n))
        used.update((a, a + n))
        n += 1


def slow_grundy(size: int) -> dict[tuple[int, int], int]:
    """G(a, b) for a, b < size by the mex of the options, from the rules: take from one heap or equally from both."""
    g: dict[tuple[int, int], int] = {}
    for a in range(size):
        for b in range(size):
            seen = {g[x, b] for x in range(a)} | {g[a, y] for y in range(b)}
            seen |= {g[a - k, b - k] for k in range(1, min(a, b) + 1)}
            v = 0
            while v in seen:
                v += 1
            g[a, b] = v
    return g


def test_the_p_positions_follow_the_golden_ratio_for_every_a_up_to_10000():
    pairs = greedy_pairs(10_000)
    assert [wythoff_pair(n) for n in range(len(pairs))] == pairs
    assert pairs[-1][0] <= 10_000 < wythoff_pair(len(pairs))[0]
    # Every number up to 10,000 is in exactly one pair (the two Beatty sequences partition the numbers),
    # so every a <= 10,000 has exactly one P-position (a, b), and is_p_position finds it and no other.
    partner = {}
    for x, y in pairs:
        partner[x] = y
        partner[y] = x
    assert all(a in partner for a in range(10_001))
    for a in range(10_001):
        b = partner[a]
        assert is_p_position(a, b) and is_p_position(b, a)
        assert not is_p_position(a, b + 1) and not is_p_position(a, b + 2)
        if b > 0:
            assert not is_p_position(a, b - 1)


def test_published_wythoff_pairs():
    assert [wythoff_pair(n) for n in range(1, 21)] == list(zip(LOWER, UPPER))
    # floor(n*phi) for a large n, from phi's digits 1.6180339887498948482045868343656...
    assert wythoff_pair(10**30)[0] == 1618033988749894848204586834365


def test_the_grundy_table_has_its_zeros_at_the_wythoff_pairs():
    rows, columns = 1000, 1700
    table = wythoff_grundy_table(rows, columns)
    zeros = [(a, b) for a in range(rows) for b in range(columns) if table[a][b] == 0]
    expected = sorted({(x, y) for x, y in greedy_pairs(columns) if y < columns and x < rows}
                      | {(y, x) for x, y in greedy_pairs(columns) if y < rows and x < columns})
    assert zeros == expected
    assert all(table[a][b] == table[b][a] for a in range(rows) for b in range(rows))


def test_the_grundy_table_agrees_with_the_mex_over_the_rules_and_the_engine_search():
    size = 28
    slow = slow_grundy(size)
    table = wythoff_grundy_table(size)
    assert all(table[a][b] == slow[a, b] for a in range(size) for b in range(size))
    cache: dict = {}
    for a in range(size):
        for b in range(size):
            assert grundy(Wythoff(a, b), cache=cache, shortcuts=False) == slow[a, b], (a, b)
    # A table of other proportions, and one row.
    assert wythoff_grundy_table(3, 40) == [[slow_grundy(40)[a, b] for b in range(40)] for a in range(3)]
    assert wythoff_grundy_table(0) == [] and wythoff_grundy_table(2, 0) == [[], []]


def test_published_grundy_values():
    # The first rows of Wythoff's Grundy table (the nim-values of Wyt Queens, Winning Ways ch. 3).
    assert wythoff_grundy_table(4, 12) == [
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
        [1, 2, 0, 4, 5, 3, 7, 8, 6, 10, 11, 9],
        [2, 0, 1, 5, 3, 4, 8, 6, 7, 11, 9, 10],
        [3, 4, 5, 6, 2, 0, 1, 9, 10, 12, 8, 7],
    ]


def test_wythoff_grundy_of_one_position_agrees_with_the_table():
    size = 45
    table = wythoff_grundy_table(size)
    for a in range(size):
        for b in range(size):
            assert wythoff_grundy(a, b) == table[a][b] == Wythoff(a, b).known_grundy(), (a, b)
    assert wythoff_grundy(0, 10**40) == 10**40
    a, b = wythoff_pair(10**12)
    assert wythoff_grundy(a, b) == 0  # a P-position: no table needed


def test_the_winning_moves_are_the_options_that_are_p_positions():
    size = 60
    table = wythoff_grundy_table(size)
    for a in range(size):
        for b in range(size):
            options = {tuple(o.heaps) for o in Wythoff(a, b).options()}
            expected = sorted(o for o in options if table[o[0]][o[1]] == 0)
            assert wythoff_winning_moves(a, b) == expected, (a, b)
    # Far out, every winning move still leads to a P-position one move away.
    a, b = 10**9 + 7, 3 * 10**9
    for x, y in wythoff_winning_moves(a, b):
        assert is_p_position(x, y)
        assert (x == a or y == b or x == b or y == a) or (b - a == y - x and x < a)


def test_options_follow_the_rules():
    assert sorted(o.heaps for o in Wythoff(2, 3).options()) == [
        (0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 2)]
    assert Wythoff(0, 0).options() == []
    assert Wythoff(5, 3) == Wythoff(3, 5) and hash(Wythoff(5, 3)) == hash(Wythoff(3, 5))


def test_the_registry_and_the_command_line_read_wythoff_positions():
    rs = get("wythoff")
    assert rs.parse("3 5") == Wythoff(3, 5) and rs.parse("5,3") == Wythoff(3, 5)
    assert rs.grundy("3 5") == 0 and rs.grundy("4 6") == 9 and str(rs.value("2 3")) == "*5"
    assert str(rs.outcome("6 10")) == "P" and rs.format(rs.parse("10 6")) == "6 10"
    assert get("Wythoff's game") is get("corner-the-queen") is rs
    status, text, _ = run_cli("grundy", "wythoff", "3 5")
    assert status == 0 and text == "wythoff 3 5: Grundy value 0 (*0), a second-player win (a P-position)\n"
    status, text, _ = run_cli("value", "--ruleset", "wythoff", "4", "6")
    assert status == 0 and text.splitlines()[:2] == ["wythoff 4 6", "value: *9"]
    status, _, err = run_cli("grundy", "wythoff", "3 2001")
    assert status == 2 and "at most 2000" in err


@pytest.mark.parametrize("text, message", [
    ("3", "exactly two heap sizes.*got 1 heap$"),
    ("3 5 7", "exactly two heap sizes.*got 3 heaps"),
    ("", "exactly two heap sizes.*got 0 heaps"),
    ("3 -1", "whole number"),
    ("3 x", "whole number"),
    ("3.0 5", "whole number"),
])
def test_bad_texts_are_refused(text, message):
    with pytest.raises(InputValueError, match=message):
        get("wythoff").parse(text)
    status, _, err = run_cli("grundy", "wythoff", text)
    assert status == 2 and "error" in err


def test_bad_arguments_are_refused():
    with pytest.raises(InputValueError, match="non-negative"):
        Wythoff(-1, 2)
    with pytest.raises(InputValueError, match="exactly two"):
        Wythoff(3)
    for bad in (True, 1.0, "3", None):
        with pytest.raises(InputTypeError):
            Wythoff(bad, 2)
    with pytest.raises(InputTypeError):
        get("wythoff").parse(35)
    with pytest.raises(InputValueError, match="non-negative"):
        wythoff_pair(-1)
    with pytest.raises(InputTypeError):
        wythoff_pair(2.0)
    with pytest.raises(InputValueError, match="non-negative"):
        is_p_position(-3, 5)
    with pytest.raises(InputValueError, match="non-negative"):
        wythoff_winning_moves(3, -5)
    with pytest.raises(InputValueError, match=str(MAX_CELLS)):
        wythoff_grundy(10**4, 10**4)
    with pytest.raises(InputValueError, match=str(MAX_CELLS)):
        wythoff_grundy_table(10**6)
    with pytest.raises(InputValueError, match="non-negative"):
        wythoff_grundy_table(3, -1)


_BIG = 400


@settings(max_examples=200, deadline=None)
@given(a=st.integers(0, _BIG - 1), b=st.integers(0, _BIG - 1))
def test_far_entries_of_the_table_obey_the_mex_rule(a, b):
    # Beyond the exhaustive 28 x 28: an entry is the mex of the entries one move away, read off the table.
    table = _big_table()
    seen = {table[x][b] for x in range(a)} | {table[a][y] for y in range(b)}
    seen |= {table[a - k][b - k] for k in range(1, min(a, b) + 1)}
    v = 0
    while v in seen:
        v += 1
    assert table[a][b] == v == wythoff_grundy(a, b)


@functools.lru_cache(maxsize=1)
def _big_table() -> list[list[int]]:
    """The 400 x 400 table, computed once for the test above."""
    return wythoff_grundy_table(_BIG)
