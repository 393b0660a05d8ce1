"""Mem0 (short local Nim): one heap's values are OEIS A131469; sums and memories against a brute force.

The brute force is written here from the rules on plain tuples of
(tokens, memory) pairs and plays the whole sum, so it checks the nim-sum of
the heaps as well as the one-pass rows of the module's table.
"""

from __future__ import annotations

import itertools

import pytest

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.impartial import grundy
from cgtalg.rulesets import get
from cgtalg.rulesets.heap.mem import MAX_HEAP, Mem0, mem0_grundy

from ...cli_runner import run_cli

#: OEIS A131469, "Grundy numbers of one pile short global nim" (M. Schlatter and J. James), offset 0:
#: on one heap, global and local memory are the same rule.
A131469 = [0, 1, 1, 2, 3, 3, 2, 4, 5, 5, 6, 7, 7, 6, 4, 8, 9, 9, 8, 10, 11, 11, 12, 13, 13, 14, 15, 15, 16, 17,
           17, 14, 18, 19, 16, 17, 18, 20, 10, 19, 20, 21, 21, 22, 23, 23, 24, 25, 25, 24, 26, 27, 27, 28]


def moves(position):
    """Every move of a sum of heaps (n, k): take j != k from one heap; it remembers j."""
    out = set()
    for i, (n, k) in enumerate(position):
        rest = position[:i] + position[i + 1:]
        for j in range(1, n + 1):
            if j != k:
                out.add(tuple(sorted(rest + ((n - j, j),))))
    return out


def brute_grundy(position, memo):
    """Grundy value of the whole sum from the rules (an explicit stack; memories kept as played)."""
    start = tuple(sorted(position))
    stack = [start]
    while stack:
        p = stack[-1]
        if p in memo:
            stack.pop()
            continue
        options = moves(p)
        todo = [o for o in options if o not in memo]
        if todo:
            stack.extend(todo)
            continue
        seen = {memo[o] for o in options}
        g = 0
        while g in seen:
            g += 1
        memo[p] = g
        stack.pop()
    return memo[start]


def test_one_heap_is_oeis_a131469():
    assert [mem0_grundy(n) for n in range(len(A131469))] == A131469


def test_one_heap_with_every_memory_agrees_with_the_brute_force():
    memo = {}
    for n in range(41):
        for k in range(n + 3):
            assert mem0_grundy(n, k) == brute_grundy(((n, k),), memo), (n, k)


def test_sums_agree_with_the_brute_force_and_the_engine():
    memo = {}
    for a, b in itertools.product([(1, 0), (2, 1), (3, 0), (3, 2), (4, 1), (5, 0)], repeat=2):
        p = Mem0(a, b)
        expected = brute_grundy((a, b), memo)
        assert p.known_grundy() == expected == grundy(p, shortcuts=False), (a, b)
    assert Mem0((3, 0), (4, 1), (2, 2)).known_grundy() == brute_grundy(((3, 0), (4, 1), (2, 2)), memo)


def test_texts_and_the_registry():
    rs = get("mem0")
    assert get("short local nim") is rs and get("Mem-0") is rs
    assert rs.parse("5 3_2") == Mem0(5, (3, 2)) and rs.format(rs.parse(" 5  3_2 0 2_9")) == "2 3_2 5"
    assert rs.grundy("5 3_2") == 1 and str(rs.value("7")) == "*4" and str(rs.outcome("3_3")) == "P"
    assert rs.dicotic() is rs and rs.impartial() is rs
    assert rs.format(rs.parse("")) == "" and Mem0().options() == []
    assert rs.svg(rs.parse("2 3")).count("<circle") == 5


@pytest.mark.parametrize("text", ["x", "3_", "_3", "1_2_3", "-1", "3.5", "١", "1" * 12])
def test_bad_texts_are_refused(text):
    with pytest.raises(InputValueError, match="a Mem0 heap is written n"):
        get("mem0").parse(text)


def test_bad_arguments_are_refused():
    with pytest.raises(InputValueError):
        Mem0(-1)
    with pytest.raises(InputValueError):
        Mem0((1, 2, 3))
    with pytest.raises(InputTypeError):
        Mem0("3")
    with pytest.raises(InputValueError):
        mem0_grundy(MAX_HEAP + 1)
    with pytest.raises(InputTypeError):
        mem0_grundy(3, 1.0)


def test_the_command_line():
    status, out, _ = run_cli("grundy", "mem0", "5", "3_2")
    assert status == 0 and out == "mem0 3_2 5: Grundy value 1 (*1), a first-player win\n"
    status, out, _ = run_cli("outcome", "--ruleset", "mem0", "3_3")
    assert status == 0 and out.startswith("mem0 3_3\nP")
    status, _, err = run_cli("value", "--ruleset", "mem0", "2001")
    assert status != 0 and "at most 2000" in err
