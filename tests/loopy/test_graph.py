"""Loopy game forms: minimal graphs, numbered independently of the input, and their sums."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import parse
from cgtalg.verify.laws import games_born_by as born_by
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.loopy import LoopyGame, disjunctive_sum


@st.composite
def graphs(draw: st.DrawFn, max_nodes: int = 6) -> tuple[list[list[int]], list[list[int]], int]:
    n = draw(st.integers(1, max_nodes))
    node = st.integers(0, n - 1)
    left = [sorted(set(draw(st.lists(node, max_size=3)))) for _ in range(n)]
    right = [sorted(set(draw(st.lists(node, max_size=3)))) for _ in range(n)]
    return left, right, draw(node)


def _unfold(left, right, start, depth):
    """The game tree of a graph cut at ``depth``, as nested frozensets (the slow reference for forms).

    Built level by level: the trees of every node cut at depth d from those cut at d - 1.
    """
    trees = [None] * len(left)
    for _ in range(depth):
        trees = [
            (frozenset(trees[o] for o in left[v]), frozenset(trees[o] for o in right[v])) for v in range(len(left))
        ]
    return trees[start]


@given(graphs())
@settings(max_examples=200, deadline=None)
def test_renumbering_the_nodes_gives_the_same_game(graph):
    left, right, start = graph
    n = len(left)
    perm = list(range(n))
    random.Random(n * 31 + start).shuffle(perm)
    new_left = [None] * n
    new_right = [None] * n
    for v in range(n):
        new_left[perm[v]] = [perm[o] for o in left[v]]
        new_right[perm[v]] = [perm[o] for o in right[v]]
    assert LoopyGame(left, right, start) == LoopyGame(new_left, new_right, perm[start])


@given(graphs(), graphs())
@settings(max_examples=200, deadline=None)
def test_equal_forms_are_the_graphs_whose_trees_unfold_alike(g, h):
    # Bisimilar nodes of graphs of at most n + m nodes agree on trees cut at depth n + m, and
    # trees cut there tell any two non-bisimilar nodes apart.
    depth = len(g[0]) + len(h[0]) + 1
    same_tree = _unfold(*g, depth) == _unfold(*h, depth)
    assert (LoopyGame(*g) == LoopyGame(*h)) == same_tree


@given(graphs())
@settings(max_examples=100, deadline=None)
def test_the_graph_is_minimal(graph):
    game = LoopyGame(*graph)
    depth = 2 * game.node_count + 1
    trees = {_unfold(game.left_arrays, game.right_arrays, v, depth) for v in range(game.node_count)}
    assert len(trees) == game.node_count


def test_named_loopy_forms():
    on = LoopyGame.from_graph({"a": (["a"], [])}, "a")
    assert on == LoopyGame.from_graph({"a": (["b"], []), "b": (["c"], []), "c": (["a"], [])}, "b")
    assert on.node_count == 1 and on.left_options == (on,) and on.right_options == ()
    off = -on
    assert off.left_options == () and off.right_options == (off,)
    dud = LoopyGame.from_graph({"d": (["d"], ["d"])}, "d")
    assert on + off == dud
    over = LoopyGame.from_graph({"v": ([0], ["v"])}, "v")
    assert over.node_count == 2 and over.left_options[0].to_game() == parse("0")
    assert not over.is_loopfree()


def test_short_games_survive_the_round_trip():
    for g in born_by(3):
        form = LoopyGame.from_game(g)
        assert form.is_loopfree()
        assert form.to_game() == g


def test_sums_of_short_forms_are_sums_of_games():
    games = list(born_by(2))
    rng = random.Random(5)
    for _ in range(40):
        g, h = rng.choice(games), rng.choice(games)
        assert (LoopyGame.from_game(g) + LoopyGame.from_game(h)).to_game() == g + h
        assert (LoopyGame.from_game(g) - h).to_game() == g - h


@given(graphs(4), graphs(4), graphs(3))
@settings(max_examples=60, deadline=None)
def test_sums_of_forms_commute_and_associate(a, b, c):
    x, y, z = LoopyGame(*a), LoopyGame(*b), LoopyGame(*c)
    assert x + y == y + x
    assert (x + y) + z == x + (y + z)
    assert -(-x) == x
    assert -(x + y) == -x + -y


def test_bad_graphs_are_refused():
    with pytest.raises(InputValueError, match="not a node"):
        LoopyGame([[1]], [[]])
    with pytest.raises(InputValueError, match="one Left and one Right"):
        LoopyGame([[0], []], [[]])
    with pytest.raises(InputValueError, match="at least one node"):
        LoopyGame([], [])
    with pytest.raises(InputTypeError, match="node number"):
        LoopyGame([["a"]], [[]])
    with pytest.raises(InputValueError, match="not a key"):
        LoopyGame.from_graph({"a": ([], [])}, "b")
    with pytest.raises(InputTypeError, match="pair"):
        LoopyGame.from_graph({"a": ["a"]}, "a")
    with pytest.raises(InputTypeError):
        LoopyGame.from_graph({"a": (["zz"], [])}, "a")
    with pytest.raises(InputTypeError, match="loopy game"):
        disjunctive_sum(LoopyGame([[0]], [[]]), "x")
    with pytest.raises(InputValueError, match="nodes"):
        LoopyGame.from_game(parse("1000000000000"))
    with pytest.raises(InputValueError, match="cycle"):
        LoopyGame([[0]], [[]]).to_game()
