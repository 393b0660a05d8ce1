"""Partizan Euclid: CGSuite's table, a brute force from the rules, long chains, misère play, the CLI, bad input.

The reference here is written from the rules alone: the pair ``(p, q)`` as
given (no reduction by ``p mod q`` or the gcd), Left's move ``(q, p mod q)``
and Right's ``(q, q - p mod q)`` unless ``q`` is 0 or divides ``p``, valued
from an explicit stack with a memo on the raw pair.
"""

from __future__ import annotations

import random
import subprocess
import sys
import textwrap

import pytest

from cgtalg import UP, ZERO, Game, parse, value
from cgtalg.core.values import STAR
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets import get
from cgtalg.rulesets.heap.partizan_euclid import MAX_POSITIONS, PartizanEuclid, partizan_euclid_value

from ...cli_runner import run_cli

#: CGSuite's GameHeapTest ("game.heap.PartizanEuclid canonical forms"): the canonical forms of
#: PartizanEuclid((8, n)) for n = 0 .. 8, in CGSuite's notation (^5 is five ups).
CGSUITE_8_N = "[0,0,0,v,0,0,^,^5,0]"


def rule_moves(p: int, q: int) -> tuple[tuple[int, int] | None, tuple[int, int] | None]:
    """Left's and Right's move from the raw pair, or None for no move (the rules as CGSuite states them)."""
    if q == 0 or p % q == 0:
        return None, None
    return (q, p % q), (q, q - p % q)


def brute_values(pairs: list[tuple[int, int]]) -> dict[tuple[int, int], Game]:
    """The value of each pair (and of every pair met on the way), from the rules, with an explicit stack."""
    memo: dict[tuple[int, int], Game] = {}
    for root in pairs:
        stack = [root]
        while stack:
            pair = stack[-1]
            if pair in memo:
                stack.pop()
                continue
            left, right = rule_moves(*pair)
            if left is None:
                memo[pair] = ZERO
                stack.pop()
                continue
            waiting = [m for m in (left, right) if m not in memo]
            if waiting:
                stack.extend(waiting)
                continue
            memo[pair] = Game([memo[left]], [memo[right]])
            stack.pop()
    return memo


def pair_of(quotients: list[int]) -> tuple[int, int]:
    """The pair ``(p, q)`` with ``p / q`` the continued fraction ``[a0; a1, ..., an]`` (coprime)."""
    p, q = quotients[-1], 1
    for a in reversed(quotients[:-1]):
        p, q = a * p + q, p
    return p, q


def test_cgsuite_table_of_8_n():
    expected = [parse(s) for s in CGSUITE_8_N.strip("[]").split(",")]
    assert [partizan_euclid_value(8, n) for n in range(9)] == expected
    assert [value(PartizanEuclid(8, n)) for n in range(9)] == expected
    assert [value(PartizanEuclid(8, n), shortcuts=False) for n in range(9)] == expected
    assert PartizanEuclid(8, 8).left_options() == []  # CGSuite: (8,8).LeftOptions.Size is 0


def test_options_follow_the_rules():
    for p in range(30):
        for q in range(30):
            left, right = rule_moves(p, q)
            position = PartizanEuclid(p, q)
            assert [o.pair for o in position.left_options()] == ([left] if left else [])
            assert [o.pair for o in position.right_options()] == ([right] if right else [])


def test_values_agree_with_the_brute_force_on_every_pair_up_to_40():
    pairs = [(p, q) for p in range(41) for q in range(41)]
    brute = brute_values(pairs)
    for p, q in pairs:
        assert partizan_euclid_value(p, q) == brute[p, q], (p, q)
    for p, q in pairs[::7]:  # the engine's own exploration, without the module's formula
        assert value(PartizanEuclid(p, q), shortcuts=False) == brute[p, q], (p, q)


def test_values_agree_with_the_brute_force_on_random_large_pairs():
    rng = random.Random(36)
    pairs = [(rng.randrange(10**6), rng.randrange(1, 10**6)) for _ in range(40)]
    pairs += [(rng.randrange(10**30), rng.randrange(1, 10**30)) for _ in range(10)]
    brute = brute_values(pairs)
    for p, q in pairs:
        assert partizan_euclid_value(p, q) == brute[p, q], (p, q)


def test_near_equal_pairs_are_multiples_of_up():
    # (n + 1, n): Left's move ends the game, Right's leaves (n, n - 1), so the values climb by ^*.
    for n in range(2, 60):
        assert partizan_euclid_value(n + 1, n) == (n - 2) * UP + (STAR if n % 2 == 0 else ZERO), n


def test_long_chains_need_no_recursion():
    # Chains far longer than Python's recursion limit, checked against the explicit-stack brute force.
    fib = [1, 1]
    while fib[-1] < 10**100:
        fib.append(fib[-1] + fib[-2])
    big = [(fib[-1], fib[-2]), (fib[-1] + fib[-2], fib[-1]), (fib[-2], fib[-1])]
    big += [(5001, 5000), pair_of([1, 3000, 2, 3]), pair_of([2, 3, 3000]), pair_of([1, 1, 2, 1, 1, 2500, 1, 2])]
    brute = brute_values(big)
    for p, q in big:
        assert partizan_euclid_value(p, q) == brute[p, q]
    assert str(partizan_euclid_value(5001, 5000)) == "^4998*"
    assert str(partizan_euclid_value(fib[-1], fib[-2])) == "*"


def test_long_chains_run_under_a_tiny_recursion_limit():
    # As tests/test_no_recursion.py does for the engine: a child process, its recursion limit lowered to 150.
    script = textwrap.dedent("""
        import sys
        from cgtalg.rulesets.heap.partizan_euclid import partizan_euclid_value
        sys.setrecursionlimit(150)
        assert str(partizan_euclid_value(3001, 3000)) == "^2998*"
        assert str(partizan_euclid_value(21002, 9001)) == "{0|||^2998*||^2998*|0}"  # [2; 3, 3000]
        print("ok")
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr[-2000:]


def test_too_many_positions_are_refused_before_any_work():
    with pytest.raises(InputValueError, match="more than 1000000 positions"):
        partizan_euclid_value(10**7 + 1, 10**7)
    with pytest.raises(InputValueError, match="MAX_POSITIONS"):
        PartizanEuclid(1, 10**20).known_value()
    assert MAX_POSITIONS == 1_000_000


def misere_wins(pair: tuple[int, int], left_first: bool, memo: dict) -> bool:
    """Whether Left wins misère play (whoever cannot move wins) with the player given to move first."""
    if (pair, left_first) not in memo:
        left, right = rule_moves(*pair)
        if left_first:
            memo[pair, left_first] = left is None or misere_wins(left, False, memo)
        else:
            memo[pair, left_first] = right is not None and misere_wins(right, True, memo)
    return memo[pair, left_first]


def test_misere_outcomes_agree_with_the_brute_force():
    ruleset = get("partizan-euclid")
    memo: dict = {}
    names = {(True, True): "L", (False, False): "R", (True, False): "N", (False, True): "P"}
    for p in range(25):
        for q in range(25):
            expected = names[misere_wins((p, q), True, memo), misere_wins((p, q), False, memo)]
            assert str(ruleset.outcome(f"{p} {q}", misere=True)) == expected, (p, q)


def test_registry_and_text():
    ruleset = get("partizan-euclid")
    assert get("partizan euclid") is ruleset
    position = ruleset.parse("8 7")
    assert position == PartizanEuclid(8, 7) and ruleset.format(position) == "8 7"
    assert str(ruleset.value("8 7")) == "^5" and str(ruleset.outcome("8 7")) == "L"
    assert str(ruleset.value("8 3")) == "v" and str(ruleset.outcome("8 3")) == "R"
    assert ruleset.svg(position).count("<circle") == 15  # two rows of counters, 8 and 7
    assert repr(PartizanEuclid(3, 8)) == "PartizanEuclid(3, 8)" and PartizanEuclid(3, 8) != PartizanEuclid(8, 3)


def test_cli():
    status, text, _ = run_cli("value", "--ruleset", "partizan-euclid", "8 7")
    assert status == 0 and text.splitlines()[:2] == ["partizan-euclid 8 7", "value: ^5"]
    status, text, _ = run_cli("value", "--ruleset", "partizan-euclid", "--latex", "8 7")
    assert status == 0 and text.splitlines()[1] == r"value: 5\cdot\uparrow"
    status, text, _ = run_cli("outcome", "--ruleset", "partizan-euclid", "--misere", "8 7")
    assert status == 0 and "R" in text.splitlines()[1]
    status, _, err = run_cli("value", "--ruleset", "partizan-euclid", f"{10**7 + 1} {10**7}")
    assert status == 2 and "MAX_POSITIONS" in err


@pytest.mark.parametrize("text, message", [
    ("8", "exactly two numbers.*got 1 number$"),
    ("8 3 1", "exactly two numbers.*got 3 numbers"),
    ("", "exactly two numbers.*got 0 numbers"),
    ("8 -3", "whole number"),
    ("8 x", "whole number"),
])
def test_bad_texts_are_refused(text, message):
    with pytest.raises(InputValueError, match=message):
        get("partizan-euclid").parse(text)


def test_bad_arguments_are_refused():
    with pytest.raises(InputValueError, match="non-negative"):
        PartizanEuclid(8, -1)
    with pytest.raises(InputTypeError):
        PartizanEuclid(True, 3)
    with pytest.raises(InputTypeError):
        PartizanEuclid(8.0, 3)
    with pytest.raises(InputTypeError):
        partizan_euclid_value("8", 3)
