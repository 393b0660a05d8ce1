"""Positions whose moves cycle: their graphs, outcomes with draws, Grundy values, and the engine's answers."""

from __future__ import annotations

import random

import pytest

from cgtalg import Outcome, outcome, parse, value
from cgtalg.engine.loopy_position import (
    loopy_game,
    loopy_grundy,
    loopy_outcome,
    loopy_outcome_of_sum,
    loopy_value,
)
from cgtalg.engine.position import ImpartialPosition, Position
from cgtalg.engine.traversal import MoveCycleError, outcome_of_position
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.loopy import LoopyGame
from cgtalg.loopy.impartial import digraph_grundy, grundy_value
from cgtalg.loopy.outcome import LoopyOutcome, outcome as graph_outcome, outcomes_of_sum


class Arrow(Position):
    """A node of a small game graph given as arrays: a partizan position whose moves may cycle."""

    __slots__ = ("left", "right", "node")

    def __init__(self, left, right, node):
        self.left, self.right, self.node = left, right, node

    def key(self):
        return (self.left, self.right, self.node)

    def left_options(self):
        return [Arrow(self.left, self.right, o) for o in self.left[self.node]]

    def right_options(self):
        return [Arrow(self.left, self.right, o) for o in self.right[self.node]]


class Token(ImpartialPosition):
    """A token on a digraph that either player moves along an edge."""

    __slots__ = ("edges", "at")

    def __init__(self, edges, at):
        self.edges, self.at = edges, at

    def key(self):
        return (self.edges, self.at)

    def options(self):
        return [Token(self.edges, v) for v in self.edges[self.at]]


def _random_arrays(rng, n, k=2):
    return tuple(tuple(rng.sample(range(n), rng.randint(0, min(n, k)))) for _ in range(n))


def test_the_named_loopy_games_as_positions():
    on = Arrow(((0,),), ((),), 0)
    dud = Arrow(((0,),), ((0,),), 0)
    over = Arrow(((1,), ()), ((0,), ()), 0)  # {0 | pass}
    assert loopy_outcome(on) is LoopyOutcome.L and loopy_outcome(dud) is LoopyOutcome.D
    assert loopy_outcome(over) is LoopyOutcome.L
    assert loopy_game(on) == LoopyGame.from_graph({"on": (["on"], [])}, "on")
    assert loopy_game(over) == LoopyGame.from_graph({"over": ([0], ["over"])}, "over")
    a = Arrow(((1,), ()), ((), (0,)), 0)  # a{{|a}|} = 1 & 0
    assert loopy_outcome(a) is LoopyOutcome.PHat


def test_positions_agree_with_their_graphs():
    rng = random.Random(34)
    seen = set()
    for _ in range(300):
        n = rng.randint(1, 5)
        left, right = _random_arrays(rng, n), _random_arrays(rng, n)
        p = Arrow(left, right, rng.randrange(n))
        graph = LoopyGame(left, right, p.node)
        assert loopy_game(p) == graph
        found = loopy_outcome(p)
        assert found is graph_outcome(graph)
        assert outcome(p) == found
        seen.add(found)
    assert len(seen) == 9


def test_sums_of_positions_searched_lazily_agree_with_graph_sums():
    rng = random.Random(11)
    for _ in range(300):
        parts = []
        for _ in range(rng.randint(2, 3)):
            n = rng.randint(1, 3)
            parts.append(Arrow(_random_arrays(rng, n), _random_arrays(rng, n), rng.randrange(n)))
        expected = outcomes_of_sum(*[loopy_game(p) for p in parts])
        assert loopy_outcome_of_sum(*parts) is expected
        assert loopy_outcome_of_sum(*[loopy_game(p) for p in parts]) is expected
    # short games among the summands are settled by their order
    on = Arrow(((0,),), ((),), 0)
    assert loopy_outcome_of_sum(on, parse("-7")) is LoopyOutcome.L
    assert loopy_outcome_of_sum(on, -loopy_game(on)) is LoopyOutcome.D
    assert loopy_outcome_of_sum() is LoopyOutcome.P


def test_short_games_inside_a_loopy_position():
    # from 0 Left may pass or move to the short game {|3}... Right may move to -1 or pass
    graph = {0: ([0, parse("{|3}")], [0, parse("-1")])}
    moves_l = lambda p: graph[p][0] if p == 0 else p.left_options
    moves_r = lambda p: graph[p][1] if p == 0 else p.right_options
    found = loopy_outcome(0, left_options=moves_l, right_options=moves_r)
    assert found is graph_outcome(LoopyGame.from_graph(graph, 0))


def test_impartial_positions_have_generalised_grundy_values():
    rng = random.Random(5)
    for _ in range(200):
        n = rng.randint(1, 6)
        edges = _random_arrays(rng, n, 3)
        values = digraph_grundy(edges)
        for v in range(n):
            assert loopy_grundy(Token(edges, v)) == values[v]
            assert loopy_grundy(v, options=lambda u: edges[u]) == values[v]
            assert loopy_outcome(Token(edges, v)) is values[v].outcome
    assert str(loopy_grundy(Token(((1,), (0,)), 0))) == "∞"
    with pytest.raises(InputValueError, match="not impartial"):
        loopy_grundy(Arrow(((0,),), ((),), 0))


def test_cgtalg_outcome_of_a_cyclic_position_has_draws():
    circle = Token(((1,), (2,), (0,)), 0)
    with pytest.raises(MoveCycleError, match="cycle through"):
        outcome_of_position(circle)
    assert outcome(circle) is LoopyOutcome.D
    # a position with a cycle that the short search never meets keeps the short answer
    short_cut = Arrow(((1, 2), (), (2,)), ((), (), (2,)), 0)
    assert outcome(short_cut) is Outcome.L and loopy_outcome(short_cut) == Outcome.L
    # a loopy position whose class has no draw equals the short Outcome of the same name
    exit_ = Token(((1,), (0, 2), ()), 0)
    assert outcome(exit_) == Outcome.P and outcome(exit_) is LoopyOutcome.P


def test_cgtalg_value_of_a_cyclic_position():
    dud = Token(((1,), (2,), (0,)), 0)
    try:
        from cgtalg.loopy.value import loopy_value as value_of_graph  # noqa: F401
    except ImportError:
        with pytest.raises(InputValueError, match=r"cycle through Token.*cgtalg\.loopy\.value.*loopy_game"):
            value(dud)
        with pytest.raises(InputValueError, match="cgtalg.outcome"):
            loopy_value(dud)
    else:
        assert value(dud) == value_of_graph(loopy_game(dud))
    # positions without cycles keep their short values, whichever way they are asked
    heap = Token(((), (0,), (0, 1)), 2)
    assert str(value(heap)) == "*2" and str(loopy_value(heap)) == "*2"
    assert grundy_value(loopy_game(heap)).n == 2


def test_long_cycles_without_recursion():
    n = 20_000
    ring = lambda k: [(k + 1) % n]
    assert loopy_outcome(0, options=ring) is LoopyOutcome.D
    assert loopy_game(0, options=ring).node_count == 1
    # a ring of 120 with an exit from square 0: square k is 1 or 0 by the parity of its distance to the exit
    m = 120
    exit_ring = lambda k: [(k + 1) % m] + ([m] if k == 0 else []) if k < m else []
    assert [loopy_grundy(k, options=exit_ring).n for k in (0, 1, m - 1)] == [1, 0, 0]
    assert outcome(Token(tuple((((k + 1) % 1500),) for k in range(1500)), 0)) is LoopyOutcome.D


def test_limits_are_clear_errors():
    up = lambda k: [k + 1]
    with pytest.raises(InputValueError, match="more than 1,000 positions.*limit="):
        loopy_game(0, options=up, limit=1000)
    with pytest.raises(InputValueError, match="limit="):
        loopy_outcome(0, options=up, limit=1000)
    with pytest.raises(InputValueError, match="limit="):
        loopy_outcome_of_sum(Token(((1,), (0,)), 0), Token(((1,), (2,), (0,)), 0), limit=5)
    with pytest.raises(InputTypeError, match="limit"):
        loopy_game(0, options=up, limit="many")


@pytest.mark.parametrize("bad", [None, 1.5, "x", [1, 2], object()])
def test_bad_input(bad):
    for f in (loopy_game, loopy_outcome, loopy_grundy, loopy_value):
        with pytest.raises(InputTypeError):
            f(bad)
    with pytest.raises(InputTypeError, match="summand 2"):
        loopy_outcome_of_sum(Token(((),), 0), bad)


def test_bad_move_functions():
    with pytest.raises(InputValueError, match="together"):
        loopy_game(0, left_options=lambda n: [])
    with pytest.raises(InputTypeError):
        loopy_grundy(0, options=3)
    with pytest.raises(InputTypeError, match="unhashable"):
        loopy_outcome(0, options=lambda n: [[n]])
