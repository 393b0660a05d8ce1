"""Fibonacci Nim: the start positions lost by the first player are the Fibonacci numbers (Whinihan 1963).

The references here are written from the rules on plain pairs (counters,
limit): a win/loss table grown limit by limit, and a Grundy brute force
over every take, both independent of the module's table.
"""

from __future__ import annotations

import pytest

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.impartial import grundy
from cgtalg.rulesets import get
from cgtalg.rulesets.heap.fibonacci_nim import (
    MAX_HEAP,
    FibonacciNim,
    fibonacci_nim_grundy,
    is_p_position,
    zeckendorf,
)

from ...cli_runner import run_cli

TOP = 2_000


def fibonacci_upto(n):
    fib, a, b = [], 1, 2
    while a <= n:
        fib.append(a)
        a, b = b, a + b
    return fib


def win_table(top):
    """win[h][m]: the player to move wins with h counters, at most m to take (m <= h)."""
    win = [[False]]
    for h in range(1, top + 1):
        row = [False]
        for m in range(1, h + 1):
            left = h - m
            # The take m wins when it leaves a lost position; a larger limit keeps the smaller takes.
            row.append(row[m - 1] or not win[left][min(2 * m, left)])
        win.append(row)
    return win


def brute_grundy(heap, limit, memo):
    """Grundy value from the rules: every take 1..limit, next limit twice the take (explicit stack)."""
    stack = [(heap, min(limit, heap))]
    while stack:
        h, m = stack[-1]
        if (h, m) in memo:
            stack.pop()
            continue
        options = [(h - k, min(2 * k, h - k)) for k in range(1, m + 1)]
        todo = [o for o in options if o not in memo]
        if todo:
            stack.extend(todo)
            continue
        seen = {memo[o] for o in options}
        g = 0
        while g in seen:
            g += 1
        memo[(h, m)] = g
        stack.pop()
    return memo[(heap, min(limit, heap))]


def test_the_start_p_positions_are_the_fibonacci_numbers_up_to_2000():
    fib = fibonacci_upto(TOP)
    assert fib[:10] == [1, 2, 3, 5, 8, 13, 21, 34, 55, 89] and fib[-1] == 1597
    assert [n for n in range(1, TOP + 1) if fibonacci_nim_grundy(n) == 0] == fib
    win = win_table(TOP)
    assert [n for n in range(1, TOP + 1) if not win[n][n - 1]] == fib
    assert [n for n in range(1, TOP + 1) if is_p_position(n)] == fib


#: CGSuite's GameHeapTest (lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala): the nim values of
#: game.heap.FibonacciNim, defined there as GenMem((memory, j) -> j <= 2 * memory), on the heap of 10
#: remembering 0, 1, ..., 20 (so at most 0, 2, ..., 40 may be taken: limits over 10 are the whole heap).
CGSUITE_ROW_10 = [0, 2, 2, 2, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]


def test_the_heap_of_10_agrees_with_cgsuites_published_row():
    assert [fibonacci_nim_grundy(10, 2 * k) for k in range(21)] == CGSUITE_ROW_10


def test_starts_off_the_fibonacci_numbers_have_growing_values_up_to_2000():
    # U. Larsson and S. Rubinstein-Salzedo, "Grundy values of Fibonacci nim", Int. J. Game Theory 45 (2016),
    # arXiv:1410.0332, abstract: with the Fibonacci numbers (value 0) deleted, the Grundy values of the
    # start positions are increasing (never decreasing: 6 and 7 both have 4).
    fib = set(fibonacci_upto(TOP))
    values = [fibonacci_nim_grundy(n) for n in range(1, TOP + 1) if n not in fib]
    assert values[:12] == [3, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7]
    assert all(a <= b for a, b in zip(values, values[1:]))
    assert values[-1] > values[0]


def test_every_position_agrees_with_the_win_table_and_zeckendorf():
    win = win_table(300)
    for h in range(301):
        for m in range(h + 1):
            lost = not win[h][m]
            assert (fibonacci_nim_grundy(h, m) == 0) == lost, (h, m)
            assert is_p_position(h, m) == lost, (h, m)


def test_grundy_values_agree_with_the_brute_force():
    memo = {}
    for h in range(61):
        for m in range(h + 2):
            assert fibonacci_nim_grundy(h, m) == brute_grundy(h, m, memo), (h, m)


def test_the_engine_search_agrees_with_the_table():
    for h in range(0, 25):
        for m in (0, 1, 2, h - 1, h):
            if m >= 0:
                p = FibonacciNim(h, m)
                assert grundy(p, shortcuts=False) == p.known_grundy() == fibonacci_nim_grundy(h, m)


def test_zeckendorf_sums_are_non_consecutive_fibonacci_numbers():
    fib = fibonacci_upto(10_000)
    for n in range(1, 2_000):
        terms = zeckendorf(n)
        assert sum(terms) == n and all(t in fib for t in terms)
        idx = [fib.index(t) for t in terms]
        assert all(a - b >= 2 for a, b in zip(idx, idx[1:])), n


def test_positions_texts_and_the_registry():
    rs = get("fibonacci-nim")
    assert get("Fibonacci Nim") is rs
    assert rs.parse("10") == FibonacciNim(10) == FibonacciNim(10, 9)
    assert rs.parse(" 10 : 3 ") == FibonacciNim(10, 3)
    assert rs.format(rs.parse("10:3")) == "10:3" and rs.format(rs.parse("10:99")) == "10:10"
    assert rs.grundy("10") == 5 and str(rs.value("10:3")) == "*2" and str(rs.outcome("89")) == "P"
    assert rs.dicotic() is rs and rs.impartial() is rs
    assert rs.svg(rs.parse("3")).count("<circle") == 3
    assert FibonacciNim(1).options() == [] and FibonacciNim(0).options() == []


@pytest.mark.parametrize("text", ["", "x", "10:", "1:2:3", "-1", "3.5", "١٠", "1" * 12])
def test_bad_texts_are_refused(text):
    with pytest.raises(InputValueError, match="a Fibonacci Nim position is its heap"):
        get("fibonacci-nim").parse(text)


def test_bad_arguments_are_refused():
    with pytest.raises(InputValueError, match="must be non-negative|must be >= 0"):
        FibonacciNim(-1)
    with pytest.raises(InputTypeError):
        FibonacciNim(True)
    with pytest.raises(InputValueError):
        fibonacci_nim_grundy(MAX_HEAP + 1)
    with pytest.raises(InputTypeError):
        is_p_position(2.0)


def test_the_command_line():
    status, out, err = run_cli("grundy", "fibonacci-nim", "10")
    assert status == 0 and out == "fibonacci-nim 10: Grundy value 5 (*5), a first-player win\n"
    status, out, _ = run_cli("outcome", "--ruleset", "fibonacci-nim", "1597")
    assert status == 0 and out.startswith("fibonacci-nim 1597\nP")
    status, _, err = run_cli("value", "--ruleset", "fibonacci-nim", "2001")
    assert status != 0 and "at most 2000" in err
