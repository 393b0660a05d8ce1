"""The memgames Mem0 (short local Nim), Mem and Take-Away against OEIS, CGSuite's tests and a brute force.

The brute force is written here from the rules on plain tuples of
(tokens, memory) pairs, memories kept as played, and plays the whole sum,
so it checks the nim-sum of the heaps, the normalising of memories above a
heap and the one-pass rows of the module's tables.
"""

from __future__ import annotations

import itertools
import pickle

import pytest

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.impartial import grundy
from cgtalg.rulesets import get
from cgtalg.rulesets.heap.fibonacci_nim import fibonacci_nim_grundy
from cgtalg.rulesets.heap.mem import MAX_HEAP, MAX_RATIO, Mem, Mem0, TakeAway, mem0_grundy, mem_grundy, take_away_grundy

from ...cli_runner import run_cli

#: OEIS A131469, "Grundy numbers of one pile short global nim" (M. Schlatter and J. James), offset 0:
#: on one heap, global and local memory are the same rule.
A131469 = [0, 1, 1, 2, 3, 3, 2, 4, 5, 5, 6, 7, 7, 6, 4, 8, 9, 9, 8, 10, 11, 11, 12, 13, 13, 14, 15, 15, 16, 17,
           17, 14, 18, 19, 16, 17, 18, 20, 10, 19, 20, 21, 21, 22, 23, 23, 24, 25, 25, 24, 26, 27, 27, 28]


#: CGSuite's GameHeapTest (lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala): the nim values of
#: the heap of 10 remembering 0, 1, ..., 20, for game.heap.Mem and for GenMem((memory, j) -> j != memory).
CGSUITE_MEM_ROW_10 = [3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
CGSUITE_MEM0_ROW_10 = [6, 6, 6, 4, 6, 6, 3, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]
#: The same test's NimValueTable(10, 10) of GenMem((memory, j) -> j != memory): row n, column k is G(n_k).
CGSUITE_MEM0_TABLE = [
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2],
    [3, 2, 3, 3, 0, 3, 3, 3, 3, 3, 3],
    [3, 3, 3, 3, 3, 0, 3, 3, 3, 3, 3],
    [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
    [4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4],
    [5, 4, 5, 3, 5, 5, 5, 5, 5, 5, 5],
    [5, 5, 5, 5, 5, 5, 5, 5, 5, 0, 5],
    [6, 6, 6, 4, 6, 6, 3, 6, 6, 6, 6],
]

#: The same test's row of game.heap.TakeAway(3), GenMem((memory, j) -> j <= memory * 3), for the memories
#: 1 to 20 (its memory 0 allows no take; here an untouched heap allows any).
CGSUITE_TAKE_AWAY_3_ROW_10 = [2, 2, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]

#: The memory rules from the games' definitions: may a heap that last lost k now lose j?
MEM0_RULE = lambda k, j: j != k  # noqa: E731
MEM_RULE = lambda k, j: j >= k  # noqa: E731


def take_away_rule(ratio):
    """Take-Away's rule: any take from an untouched heap, else at most ratio times the last."""
    return lambda k, j: k == 0 or j <= ratio * k


def moves(position, allows=MEM0_RULE):
    """Every move of a sum of heaps (n, k): take j from one heap if allows(k, j); it remembers j."""
    out = set()
    for i, (n, k) in enumerate(position):
        rest = position[:i] + position[i + 1:]
        for j in range(1, n + 1):
            if allows(k, j):
                out.add(tuple(sorted(rest + ((n - j, j),))))
    return out


def brute_grundy(position, memo, allows=MEM0_RULE):
    """Grundy value of the whole sum from the rules (an explicit stack; memories kept as played)."""
    start = tuple(sorted(position))
    stack = [start]
    while stack:
        p = stack[-1]
        if p in memo:
            stack.pop()
            continue
        options = moves(p, allows)
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


def test_one_heap_agrees_with_cgsuites_published_tables():
    assert [mem0_grundy(10, k) for k in range(21)] == CGSUITE_MEM0_ROW_10
    assert [[mem0_grundy(n, k) for k in range(11)] for n in range(11)] == CGSUITE_MEM0_TABLE
    assert [mem_grundy(10, k) for k in range(21)] == CGSUITE_MEM_ROW_10
    # CGSuite's option counts of the heap of 10 remembering 10: Mem0 takes 1..9, Mem only 10.
    assert len(Mem0((10, 10)).options()) == 9 and len(Mem((10, 10)).options()) == 1


def test_mem_one_heap_with_every_memory_agrees_with_the_brute_force():
    memo = {}
    for n in range(41):
        for k in range(n + 3):
            assert mem_grundy(n, k) == brute_grundy(((n, k),), memo, MEM_RULE), (n, k)


def test_mem_sums_agree_with_the_brute_force_and_the_engine():
    memo = {}
    heaps = [(1, 0), (2, 1), (2, 3), (3, 0), (3, 2), (4, 1), (5, 0), (6, 3)]
    for a, b in itertools.product(heaps, repeat=2):
        p = Mem(a, b)
        expected = brute_grundy((a, b), memo, MEM_RULE)
        assert p.known_grundy() == expected == grundy(p, shortcuts=False), (a, b)
    assert Mem((3, 0), (4, 1), (7, 2)).known_grundy() == brute_grundy(((3, 0), (4, 1), (7, 2)), memo, MEM_RULE)


@pytest.mark.parametrize("make, allows", [
    (Mem0, MEM0_RULE), (Mem, MEM_RULE),
    (lambda *heaps: TakeAway(2, *heaps), take_away_rule(2)), (lambda *heaps: TakeAway(3, *heaps), take_away_rule(3)),
])
def test_the_options_are_the_rules_moves(make, allows):
    # One option per allowed take, each the brute force's move up to the memories it normalises.
    memo = {}
    for n in range(13):
        for k in range(n + 3):
            for other in ((), ((2, 1),)):
                start = ((n, k),) + other
                ours = make(*start).options()
                theirs = moves(start, allows)
                values = {brute_grundy(o.heap_pairs, memo, allows) for o in ours}
                assert values == {brute_grundy(o, memo, allows) for o in theirs}, start
                if not other:
                    assert len(ours) == sum(1 for j in range(1, n + 1) if allows(k, j)), start


def test_take_away_agrees_with_cgsuite_and_with_fibonacci_nim():
    assert [take_away_grundy(3, 10, k) for k in range(1, 21)] == CGSUITE_TAKE_AWAY_3_ROW_10
    # The ratio 2 is Fibonacci Nim after its first move: a memory k allows 2k.
    for n in range(120):
        for k in range(1, n + 2):
            assert take_away_grundy(2, n, k) == fibonacci_nim_grundy(n, 2 * k), (n, k)
        assert take_away_grundy(2, n) == fibonacci_nim_grundy(n, n)


@pytest.mark.parametrize("ratio", [1, 2, 3, 5])
def test_take_away_one_heap_with_every_memory_agrees_with_the_brute_force(ratio):
    memo = {}
    for n in range(31):
        for k in range(n + 3):
            assert take_away_grundy(ratio, n, k) == brute_grundy(((n, k),), memo, take_away_rule(ratio)), (n, k)


@pytest.mark.parametrize("ratio", [2, 3])
def test_take_away_sums_agree_with_the_brute_force_and_the_engine(ratio):
    memo = {}
    for a, b in itertools.product([(1, 0), (2, 1), (3, 0), (4, 1), (5, 2), (6, 1), (7, 0)], repeat=2):
        p = TakeAway(ratio, a, b)
        expected = brute_grundy((a, b), memo, take_away_rule(ratio))
        assert p.known_grundy() == expected == grundy(p, shortcuts=False), (a, b)


def test_take_away_texts_and_the_registry():
    rs = get("take-away")
    assert get("Take Away") is rs and get("takeaway") is rs
    p = rs.parse(" 3:10_1 5 0 4_2 ")
    assert p == TakeAway(3, (5, 0), (4, 2), (10, 1)) and rs.format(p) == "3:4 5 10_1"
    assert p != TakeAway(2, 5, 4, (10, 1)) and rs.format(rs.parse("2:")) == "2:"
    assert repr(p) == "TakeAway('3:4 5 10_1')" and pickle.loads(pickle.dumps(p)) == p
    assert rs.grundy("3:10_1 5") == 6 and str(rs.value("2:4_1")) == "*" and str(rs.outcome("2:3 3")) == "P"
    assert rs.dicotic() is rs and rs.impartial() is rs


@pytest.mark.parametrize("text, match", [
    ("10_1", "the ratio, a colon and the heaps"),
    (":3", "the ratio, a colon and the heaps"),
    ("0:3", "ratio must be >= 1"),
    (f"{MAX_RATIO + 1}:3", f"ratio must be <= {MAX_RATIO}"),
    ("2:3_x", "a Take-Away heap is written n"),
])
def test_take_away_bad_texts_are_refused(text, match):
    with pytest.raises(InputValueError, match=match):
        get("take-away").parse(text)


def test_take_away_bad_arguments_are_refused():
    with pytest.raises(InputTypeError, match="made from a ratio and heaps"):
        TakeAway()
    with pytest.raises(InputTypeError):
        TakeAway(2.0, 3)
    with pytest.raises(InputValueError):
        TakeAway(2, (3, -1))
    with pytest.raises(InputValueError):
        take_away_grundy(2, MAX_HEAP + 1)
    with pytest.raises(InputValueError):
        take_away_grundy(0, 3)


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


def test_mem_texts_and_the_registry():
    rs = get("mem")
    assert get("Mem game") is rs and rs is not get("mem0")
    assert rs.parse("5 3_2 2_3 0") == Mem(5, (3, 2)) and rs.format(rs.parse("5_5 3_4")) == "5_5"
    assert rs.grundy("5 3_2") == 2 and str(rs.value("10_4")) == "*2" and str(rs.outcome("3_2")) == "N"
    assert str(rs.outcome("5 3_2 2_1")) == "P"  # a live heap may always be taken whole: never P alone
    assert rs.dicotic() is rs and rs.impartial() is rs
    assert repr(Mem(1)) == "Mem('1')" and Mem().options() == []


@pytest.mark.parametrize("name, game", [("mem0", "Mem0"), ("mem", "Mem")])
@pytest.mark.parametrize("text", ["x", "3_", "_3", "1_2_3", "-1", "3.5", "١", "1" * 12])
def test_bad_texts_are_refused(name, game, text):
    with pytest.raises(InputValueError, match=f"a {game} heap is written n"):
        get(name).parse(text)


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
    with pytest.raises(InputValueError, match="a Mem heap's memory"):
        Mem((3, -1))
    with pytest.raises(InputValueError, match="a Mem heap is n or"):
        Mem((1, 2, 3))
    with pytest.raises(InputValueError):
        mem_grundy(MAX_HEAP + 1)
    with pytest.raises(InputTypeError):
        mem_grundy("3")


def test_the_command_line():
    status, out, _ = run_cli("grundy", "mem0", "5", "3_2")
    assert status == 0 and out == "mem0 3_2 5: Grundy value 1 (*1), a first-player win\n"
    status, out, _ = run_cli("outcome", "--ruleset", "mem0", "3_3")
    assert status == 0 and out.startswith("mem0 3_3\nP")
    status, _, err = run_cli("value", "--ruleset", "mem0", "2001")
    assert status != 0 and "at most 2000" in err
    status, out, _ = run_cli("grundy", "mem", "5", "3_2")
    assert status == 0 and out == "mem 3_2 5: Grundy value 2 (*2), a first-player win\n"
    status, out, _ = run_cli("outcome", "--ruleset", "mem", "--misere", "2 2")
    assert status == 0 and "misère play: P" in out
    status, out, _ = run_cli("grundy", "take-away", "3:10_1", "5")
    assert status == 0 and out == "take-away 3:5 10_1: Grundy value 6 (*6), a first-player win\n"
    status, _, err = run_cli("value", "--ruleset", "take-away", "2:2001")
    assert status != 0 and "at most 2000" in err
