"""Generalised Sprague-Grundy values: the defining properties, brute force, and sums by play."""

from __future__ import annotations

import itertools
import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import nimber, parse
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.loopy import LoopyGame
from cgtalg.loopy.impartial import (
    LoopyGrundy,
    digraph_grundy,
    grundy_value,
    grundy_values,
    impartial_outcome_of_sum,
    is_impartial,
)
from cgtalg.loopy.outcome import LoopyOutcome, outcome, outcomes_of_sum

INF = LoopyGrundy.infinity


def _random_digraph(rng: random.Random, max_nodes: int, max_options: int = 3) -> list[list[int]]:
    n = rng.randint(1, max_nodes)
    return [rng.sample(range(n), rng.randint(0, min(n, max_options))) for _ in range(n)]


@st.composite
def digraphs(draw: st.DrawFn, max_nodes: int = 6) -> list[list[int]]:
    n = draw(st.integers(1, max_nodes))
    return [draw(st.lists(st.integers(0, n - 1), max_size=3, unique=True)) for _ in range(n)]


def _mex(values) -> int:
    m = 0
    while m in values:
        m += 1
    return m


def satisfies_definition(succ: list[list[int]], gamma: list[LoopyGrundy]) -> bool:
    """Whether ``gamma`` is a generalised Sprague-Grundy function of the digraph (Fraenkel's A, B, C).

    The counter function of B exists exactly when, value by value, the
    positions of value n can be ranked so that each reversal it needs lands on
    a position ranked before it: ranks are handed out while some position is
    ready, and every position of value n must get one.
    """
    n = len(succ)
    finite = [g.n for g in gamma]
    for u in range(n):
        option_values = {finite[v] for v in succ[u] if finite[v] is not None}
        m = _mex(option_values)
        if finite[u] is not None:
            if finite[u] != m:  # A
                return False
        else:
            if gamma[u].finite_options != option_values:  # the recorded set K
                return False
            if not any(finite[v] is None and m not in gamma[v].finite_options for v in succ[u]):  # C
                return False
    for value in {f for f in finite if f is not None}:
        todo = {u for u in range(n) if finite[u] == value}
        ranked: set[int] = set()
        progress = True
        while todo and progress:
            progress = False
            for u in sorted(todo):
                higher = [v for v in succ[u] if finite[v] is None or finite[v] > value]
                if all(any(w in ranked for w in succ[v]) for v in higher):  # B: reversed to a ranked w
                    ranked.add(u)
                    todo.discard(u)
                    progress = True
        if todo:
            return False
    return True


def _position(succ: list[list[int]], u: int) -> LoopyGame:
    return LoopyGame(succ, succ, u)


# -- golden values ---------------------------------------------------------------------------------


def test_small_digraphs_worked_by_hand():
    # Winning Ways ch. 12: a loop of two positions is a draw, infinite with no finite option
    assert digraph_grundy([[1], [0]]) == (INF(), INF())
    # a pass (a loop on itself) with nothing else: a draw; pass or stop: infinite, first player wins
    assert digraph_grundy([[0]]) == (INF(),)
    assert digraph_grundy([[0, 1], []]) == (INF({0}), LoopyGrundy(0))
    # pass, or move to 0 or *1: mex 2 is missed, the pass cannot reverse it
    assert digraph_grundy([[0, 1, 2], [2], []]) == (INF({0, 1}), LoopyGrundy(1), LoopyGrundy(0))
    # u's only move is to v, which may return to u or end the game: the cycle is no draw
    assert digraph_grundy([[1], [0, 2], []]) == (LoopyGrundy(0), LoopyGrundy(1), LoopyGrundy(0))
    # a three-cycle 0 -> 1 -> 2 -> 0 with an exit from 2 to the end 3: 2 sees 1 and 0, so it is 2
    assert [str(x) for x in digraph_grundy([[1], [2], [0, 3], []])] == ["1", "0", "2", "0"]


def test_loopfree_impartial_games_are_their_nim_values():
    for a, b in itertools.product(range(5), repeat=2):
        assert grundy_value(nimber(a) + nimber(b)) == LoopyGrundy(a ^ b)
    assert grundy_value(parse("{0,*2|0,*2}")) == LoopyGrundy(1)


def test_printing():
    assert [str(x) for x in (LoopyGrundy(0), LoopyGrundy(12), INF(), INF({3}), INF([1, 0, 10]))] == [
        "0", "12", "∞", "∞_{3}", "∞_{0,1,10}"]
    assert INF({0, 1}).latex() == "\\infty_{0,1}" and LoopyGrundy(7).latex() == "7"
    for x in (LoopyGrundy(3), INF(), INF({0, 2})):
        assert eval(repr(x)) == x and pickle.loads(pickle.dumps(x)) == x
        assert hash(eval(repr(x))) == hash(x)
    assert LoopyGrundy(0) != INF() and INF({0}) != INF({1})


def test_the_value_arithmetic():
    assert LoopyGrundy(5) + LoopyGrundy(3) == LoopyGrundy(6)
    assert INF({0, 2}) + LoopyGrundy(2) == INF({2, 0})
    assert INF({0, 1}) + LoopyGrundy(1) == INF({1, 0})
    assert INF({4}) + LoopyGrundy(1) == INF({5}) == LoopyGrundy(1) + INF({4})
    assert INF({0}) + INF({0}) == INF()
    assert [x.outcome for x in (LoopyGrundy(0), LoopyGrundy(2), INF({0, 5}), INF({5}), INF())] == [
        LoopyOutcome.P, LoopyOutcome.N, LoopyOutcome.N, LoopyOutcome.D, LoopyOutcome.D]


# -- the references --------------------------------------------------------------------------------


@given(digraphs())
@settings(max_examples=300, deadline=None)
def test_smith_satisfies_the_definition(succ):
    assert satisfies_definition(succ, list(digraph_grundy(succ)))


def test_brute_force_the_definition_has_exactly_smiths_solution():
    # every function from the vertices to {0 .. n} and ∞ (with its forced set), checked against A, B, C
    rng = random.Random(12)
    sizes = []
    for _ in range(80):
        succ = _random_digraph(rng, 4)
        sizes.append(len(succ))
        n = len(succ)
        solutions = []
        for choice in itertools.product(list(range(n + 1)) + [None], repeat=n):
            gamma = [
                LoopyGrundy(c) if c is not None
                else INF({choice[v] for v in succ[u] if choice[v] is not None})
                for u, c in enumerate(choice)
            ]
            if satisfies_definition(succ, gamma):
                solutions.append(gamma)
        assert solutions == [list(digraph_grundy(succ))], succ
    assert sizes.count(4) >= 10


@given(digraphs(5))
@settings(max_examples=200, deadline=None)
def test_a_value_is_the_nim_heap_that_balances_it(succ):
    # the Sprague-Grundy property by play: u + *k is a second-player win exactly when gamma(u) = k,
    # and the outcome of u + *k is that of the value gamma(u) + k
    values = digraph_grundy(succ)
    for u, value in enumerate(values):
        g = _position(succ, u)
        assert outcome(g) is value.outcome
        for k in range(len(succ) + 2):
            by_play = outcomes_of_sum(g, nimber(k))
            assert (by_play is LoopyOutcome.P) == (value.n == k)
            assert by_play is (value + LoopyGrundy(k)).outcome


def test_sums_from_values_agree_with_play_on_random_pairs():
    rng = random.Random(1966)
    classes = set()
    for _ in range(1000):
        a, b = _random_digraph(rng, 4), _random_digraph(rng, 4)
        g, h = _position(a, rng.randrange(len(a))), _position(b, rng.randrange(len(b)))
        from_values = impartial_outcome_of_sum(g, h)
        assert from_values is outcomes_of_sum(g, h)
        assert from_values is impartial_outcome_of_sum(grundy_value(g), grundy_value(h))
        classes.add(from_values)
    assert classes == {LoopyOutcome.P, LoopyOutcome.N, LoopyOutcome.D}


def test_values_of_a_game_graph_follow_its_nodes():
    succ = [[1, 2], [0], [3], [2], []]
    game = _position(succ, 0)
    values = grundy_values(game)
    assert len(values) == game.node_count
    for v in range(game.node_count):
        assert grundy_value(game.at(v)) == values[v]
    assert grundy_value(game) == digraph_grundy(succ)[0]


# -- bad input -------------------------------------------------------------------------------------


def test_partizan_games_are_refused():
    on = LoopyGame.from_arrays([[0]], [[]])
    assert not is_impartial(on) and is_impartial(parse("*2")) and not is_impartial(parse("1"))
    with pytest.raises(InputValueError, match="not impartial: at node 0"):
        grundy_value(on)
    with pytest.raises(InputValueError, match="not impartial"):
        impartial_outcome_of_sum(parse("*"), parse("^"))


@pytest.mark.parametrize("bad", [None, 1.5, "x", [[1, [2]], [3]]])
def test_bad_input(bad):
    for f in (grundy_value, grundy_values, is_impartial):
        with pytest.raises(InputTypeError):
            f(bad)
    with pytest.raises(InputTypeError):
        digraph_grundy(bad)
    with pytest.raises(InputTypeError):
        LoopyGrundy(bad)
    with pytest.raises(InputTypeError):
        LoopyGrundy.infinity([bad])


def test_bad_values():
    with pytest.raises(InputValueError, match="nonnegative"):
        LoopyGrundy(-1)
    with pytest.raises(InputValueError, match="nonnegative"):
        LoopyGrundy.infinity({0, -2})
    with pytest.raises(InputValueError, match="not a vertex"):
        digraph_grundy([[1]])
    with pytest.raises(AttributeError):
        LoopyGrundy(1)._n = 2
    with pytest.raises(TypeError):
        LoopyGrundy(1) + 1
