"""Misère quotients: certified construction checked against brute-force misère play.

Reference: the position engine's misère recursion on HeapPosition
(``grundy(..., misere=True)``), straight from the rules, on every small
position and on random multi-heap positions.
"""

from __future__ import annotations

import itertools
import random

import pytest

from cgtalg.errors import InputValueError
from cgtalg.impartial import grundy
from cgtalg.impartial.misere import bouton_misere_outcome, direct_misere_quotient
from cgtalg.rulesets.heap import NIM_RULE, GrundysGame, HeapPosition, Subtraction, TakeAndBreak


def brute(rule, heaps, cache):
    return "P" if grundy(HeapPosition(rule, *heaps), misere=True, cache=cache) == 0 else "N"


CASES = [("0.77", 6), ("0.07", 7), ("0.137", 6), ("0.75", 5), ("0.[3]", 4), ("4.7", 5), ("0.51", 5)]


@pytest.mark.parametrize("code, n", CASES)
def test_quotient_outcomes_equal_brute_force(code, n):
    rule = TakeAndBreak(code)
    q = direct_misere_quotient(rule, n)
    cache: dict = {}
    # every position with at most three heaps, then random positions with up to six heaps
    for k in range(4):
        for heaps in itertools.combinations_with_replacement(range(1, n + 1), k):
            assert q.outcome(heaps) == brute(rule, heaps, cache), heaps
    rng = random.Random(n * 1000 + len(code))
    for _ in range(150):
        heaps = [rng.randint(1, n) for _ in range(rng.randint(1, 6))]
        if sum(heaps) <= 22:
            assert q.outcome(heaps) == brute(rule, heaps, cache), heaps


def test_other_rules_against_brute_force():
    for rule, n in [(Subtraction({1, 2}), 5), (GrundysGame(), 7), (Subtraction({2, 3}), 5)]:
        q = direct_misere_quotient(rule, n)
        cache: dict = {}
        for heaps in itertools.combinations_with_replacement(range(1, n + 1), 4):
            assert q.outcome(heaps) == brute(rule, heaps, cache), (rule, heaps)


def test_tame_quotient_of_misere_nim():
    # Plambeck and Siegel, Misère quotients for impartial games, JCTA 115 (2008): misère Nim on
    # heaps 1, 2, 3 has the tame quotient T = <a, b | a^2 = 1, b^3 = b>, order 6, P-portion {a, b^2},
    # heap 3 = ab.
    q = direct_misere_quotient(NIM_RULE, 3)
    assert q.order == 6 and sorted(q.p_portion_words()) == ["a", "b^2"]
    assert q.heap_words() == ["1", "a", "b", "ab"] and q.generators == (1, 2)
    a, b = q.heap_images[1], q.heap_images[2]
    t = q.table
    assert t[a][a] == 0 and t[b][t[b][b]] == b and t[b][b] != 0
    # and it is Bouton's rule
    for heaps in itertools.product(range(4), repeat=4):
        assert q.outcome(heaps) == str(bouton_misere_outcome(list(heaps)))


def test_misere_nim_quotient_beyond_tame():
    # heaps up to 7: positions with only heaps of 1 form two classes (parity); any other position
    # is determined by its nim-sum (Bouton): 2 + 8 = 10 elements
    q = direct_misere_quotient(NIM_RULE, 7)
    assert q.order == 10


@pytest.mark.parametrize("code, n", CASES)
def test_monoid_laws_and_even_order(code, n):
    q = direct_misere_quotient(TakeAndBreak(code), n)
    t, rng = q.table, range(q.order)
    assert all(t[0][x] == x == t[x][0] for x in rng)
    assert all(t[x][y] == t[y][x] for x in rng for y in rng)
    assert all(t[t[x][y]][z] == t[x][t[y][z]] for x in rng for y in rng for z in rng)
    # Plambeck and Siegel 2008: the quotient of an impartial game has even order
    assert q.order % 2 == 0
    assert 0 not in q.p_portion  # the empty position is an N-position in misère play
    # no two elements are indistinguishable (the quotient is reduced)
    for x, y in itertools.combinations(rng, 2):
        assert any((t[x][z] in q.p_portion) != (t[y][z] in q.p_portion) for z in rng)


def test_dead_heaps_are_the_identity():
    # in Dawson's Kayles a heap of 1 has no move: it is the empty game
    q = direct_misere_quotient(TakeAndBreak("0.07"), 4)
    assert q.heap_images[1] == 0 and q.outcome([1]) == "N" and q.outcome([1, 1, 2]) == "P"


def test_heaps_beyond_the_quotient_are_refused():
    q = direct_misere_quotient(TakeAndBreak("0.77"), 4)
    with pytest.raises(InputValueError, match="beyond this quotient"):
        q.outcome([5])
    with pytest.raises(InputValueError):
        direct_misere_quotient(TakeAndBreak("0.77"), 11)
    assert "P-correctness proved" in q.checked and "order" in str(q)
