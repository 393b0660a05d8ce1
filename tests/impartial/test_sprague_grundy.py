"""The Grundy engine: mex, iteration depth, hooks, cycles, and agreement with canonical values."""

import random
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg.impartial import DisjunctiveSum, grundy, mex
from cgtalg.loopy import LoopyGrundy
from cgtalg.rulesets.heap import Nim


def heap(n):
    return range(n)


def test_mex():
    assert mex([]) == 0
    assert mex([1, 2]) == 0
    assert mex([0, 1, 2, 5, 9]) == 3
    assert mex(iter([3, 0, 2, 1])) == 4


@given(st.sets(st.integers(0, 30)))
def test_mex_is_least_missing(values):
    m = mex(values)
    assert m not in values
    assert all(k in values for k in range(m))


@pytest.mark.slow
def test_long_chain_does_not_recurse():
    # Depth 100000, far past the recursion limit.
    assert 100000 > sys.getrecursionlimit()
    assert grundy(100000, options=lambda n: [n - 1] if n else []) == 0
    assert grundy(99999, options=lambda n: [n - 1] if n else []) == 1
    # Subtraction game {1, 2, 3}: value n mod 4, depth n / 1.
    assert grundy(100001, options=lambda n: [n - k for k in (1, 2, 3) if n >= k]) == 1


def test_nim_heap_of_100000():
    assert grundy(Nim(100000)) == 100000
    assert grundy(Nim(100000, 99999, 3)) == 100000 ^ 99999 ^ 3


def test_brute_force_heaps_explore_every_move():
    # Without the hook the engine walks all n(n+1)/2 moves of a heap of n.
    cache = {}
    assert grundy(Nim(600), cache=cache, shortcuts=False) == 600
    assert len(cache) == 601
    assert grundy(1500, options=heap) == 1500


def test_cycle_is_valued_not_a_hang():
    # a cycle is a loopy game: its generalised value (tests/loopy/test_grundy_of_positions.py), or,
    # misère, a refusal naming the cycle
    assert grundy(0, options=lambda n: [(n + 1) % 5]) == LoopyGrundy.infinity()
    assert grundy("a", options=lambda s: ["a"]) == LoopyGrundy.infinity()
    with pytest.raises(ValueError, match="cycle"):
        grundy(0, options=lambda n: [(n + 1) % 5], misere=True)


def test_not_a_position():
    with pytest.raises(TypeError, match="no options"):
        grundy(5)
    with pytest.raises(TypeError, match="no options"):
        grundy(object())


def test_bad_hook_is_reported():
    class Liar:
        def options(self):
            return []

        def known_grundy(self):
            return -1

        def __eq__(self, other):
            return type(other) is Liar

        def __hash__(self):
            return 0

    with pytest.raises(TypeError, match="known_grundy"):
        grundy(Liar())


def test_cache_is_shared_and_reused():
    cache = {}
    assert grundy(10, options=heap, cache=cache) == 10
    assert cache[7] == 7
    cache[20] = 99  # the engine trusts its memo
    assert grundy(20, options=heap, cache=cache) == 99


def test_misere_base_case():
    # Misère Nim heap: value n, except heap 0 -> 1 and heap 1 -> 0.
    assert [grundy(n, options=heap, misere=True) for n in range(6)] == [1, 0, 2, 3, 4, 5]


def random_game(rng, size):
    """A random finite impartial game: position i moves to some earlier positions."""
    moves = {0: []}
    for i in range(1, size):
        moves[i] = sorted(rng.sample(range(i), rng.randint(0, min(i, 4))))
    return moves


def brute_outcome(moves, start, misere):
    """P/N by the definition, by plain recursion on a small graph."""
    memo = {}

    def win(p):  # True if the player to move wins
        if p not in memo:
            if not moves[p]:
                memo[p] = misere
            else:
                memo[p] = any(not win(q) for q in moves[p])
        return memo[p]

    return win(start)


def test_zero_iff_player_to_move_loses():
    rng = random.Random(3)
    for _ in range(60):
        moves = random_game(rng, 25)
        for misere in (False, True):
            cache = {}
            for p in moves:
                value = grundy(p, options=moves.__getitem__, misere=misere, cache=cache)
                assert (value != 0) == brute_outcome(moves, p, misere)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 6), max_size=4))
def test_components_are_nim_added(heaps):
    # Splitting into components must give the value of the whole sum explored as one game.
    whole = grundy(Nim(*heaps), options=Nim.options)
    split = grundy(Nim(*heaps), shortcuts=False)
    summed = grundy(DisjunctiveSum([Nim(h) for h in heaps]), shortcuts=False) if heaps else 0
    assert whole == split == summed == grundy(Nim(*heaps))


def test_impartial_games_of_the_core():
    from cgtalg import STAR, UP, Game, nimber

    assert grundy(nimber(5)) == 5
    assert grundy(nimber(3) + nimber(6)) == 5
    assert grundy(STAR) == 1
    g = Game([nimber(0), nimber(1), nimber(5)], [nimber(0), nimber(1), nimber(5)])
    assert g == nimber(2) and grundy(g) == 2
    with pytest.raises(TypeError, match="partizan"):
        grundy(UP)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 5), max_size=3))
def test_value_is_nimber_of_grundy_nim(heaps):
    from cgtalg import nimber, value

    p = Nim(*heaps)
    v = value(p)
    assert v == nimber(grundy(p, shortcuts=False))
    assert v.is_nimber and v.nim_value == grundy(p)
    # and back: the nimber as a game has the same Grundy value
    assert grundy(v) == grundy(p)


def test_as_nimber_round_trip():
    from cgtalg import value
    from cgtalg.impartial import as_nimber
    from cgtalg.rulesets.grid.cram import Cram

    for p in [Nim(), Nim(1, 2), Nim(4, 4, 7), Cram.rectangle(2, 3), Cram.rectangle(3, 3), Cram.rectangle(1, 7)]:
        g = as_nimber(p)
        assert g == value(p)
        assert grundy(g) == g.nim_value == grundy(p)
