"""Misère play: outcomes, misère values, Bouton's rule and the genus, against brute force."""

import random
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import Outcome
from cgtalg.impartial import (
    DisjunctiveSum,
    Genus,
    bouton_misere_outcome,
    bouton_misere_value,
    genus,
    grundy,
    height,
    misere_grundy,
    misere_outcome,
)
from cgtalg.rulesets.heap import Nim


def misere_wins(heaps, memo={}):
    """Player to move wins misère Nim? By the definition, exploring every move."""
    key = tuple(sorted(h for h in heaps if h))
    if key not in memo:
        if not key:
            memo[key] = True  # the opponent took the last counter
        else:
            memo[key] = any(
                not misere_wins(key[:i] + (v,) + key[i + 1 :]) for i, h in enumerate(key) for v in range(h)
            )
    return memo[key]


def test_bouton_against_brute_force():
    cache = {}
    cases = list(product(range(8), repeat=3)) + list(product(range(5), repeat=4))
    for heaps in cases:
        brute_value = misere_grundy(Nim(*heaps), cache=cache)
        assert bouton_misere_value(heaps) == brute_value, heaps
        expected = Outcome.N if misere_wins(heaps) else Outcome.P
        assert bouton_misere_outcome(heaps) is expected
        assert misere_outcome(Nim(*heaps), cache=cache) is expected


def test_misere_outcome_is_the_core_enum():
    assert misere_outcome(Nim(1)) is Outcome.P
    assert misere_outcome(Nim()) is Outcome.N
    assert misere_outcome(Nim(1, 1)) is Outcome.N
    assert misere_outcome(Nim(2, 2)) is Outcome.P


def test_misere_ignores_components():
    # Misère values do not add: *1 + *1 is N (misère value 1), though each *1 has misère value 0.
    assert misere_grundy(Nim(1)) == 0
    assert misere_grundy(Nim(1, 1)) == 1
    assert misere_grundy(DisjunctiveSum([Nim(1), Nim(1)])) == 1


def test_genus_of_nim_heaps_and_sums():
    expected = {0: "0^120", 1: "1^031", 2: "2^20", 3: "3^31", 4: "4^46", 5: "5^57"}
    for n, text in expected.items():
        assert str(genus(Nim(n))) == text
        assert genus(Nim(n)).is_tame
    assert str(genus(Nim(2, 2))) == "0^02"
    assert str(genus(Nim(1, 1))) == "0^120"
    assert str(genus(Nim(3, 3, 1))) == "1^13"


def random_dag_games(seed, count):
    rng = random.Random(seed)
    games = [frozenset()]
    for _ in range(count):
        games.append(frozenset(rng.sample(games, min(rng.randint(0, 4), len(games)))))
    return games


@pytest.mark.slow
def test_genus_is_stable_with_more_terms():
    games = random_dag_games(7, 120)
    opts = list
    for g in games:
        h = height(g, options=opts)
        assert genus(g, options=opts) == genus(g, options=opts, terms=h + 20)


def test_genus_definition_directly():
    # g_n is the misère value of G + n copies of *2, explored as a whole sum.
    games = random_dag_games(11, 40)

    class Node:
        def __init__(self, g):
            self.g = g

        def options(self):
            return [Node(x) for x in self.g]

        def __eq__(self, other):
            return isinstance(other, Node) and self.g == other.g

        def __hash__(self):
            return hash(self.g)

    for g in games[::3]:
        gen = genus(g, options=list)
        seq = [misere_grundy(DisjunctiveSum([Node(g)] + [Nim(2)] * n)) for n in range(5)]
        full = list(gen.misere) + [gen.misere[-2], gen.misere[-1]] * 5
        assert seq == full[:5]
        assert gen.normal == grundy(g, options=list)


def test_tame_and_wild_genera():
    assert Genus(0, (1, 2, 0)).is_tame
    assert Genus(0, (0, 2)).is_tame
    assert Genus(6, (6, 4)).is_tame
    assert not Genus(0, (1, 2, 0, 2, 1)).is_tame
    assert not Genus(2, (1, 4, 2, 0)).is_tame
    assert str(Genus(12, (12, 14))) == "12^(12,14)"


@settings(max_examples=50, deadline=None)
@given(st.lists(st.integers(0, 40), max_size=6))
def test_bouton_value_formula(heaps):
    x = 0
    for h in heaps:
        x ^= h
    assert bouton_misere_value(heaps) == (x if any(h > 1 for h in heaps) else x ^ 1)


def test_height():
    assert height(Nim(3, 2)) == 5
    with pytest.raises(ValueError, match="cycle"):
        height(0, options=lambda n: [1 - n])


def test_bad_input():
    with pytest.raises(ValueError):
        bouton_misere_value([3, -1])
    with pytest.raises(TypeError):
        bouton_misere_value("31")
    with pytest.raises(ValueError):
        genus(Nim(2), terms=2)
