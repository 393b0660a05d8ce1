"""The canonical minimal graph of a loopy form, against the naive refinement it replaced.

``_canonical`` cuts a graph down to its bisimulation classes by naive rounds
and Paige and Tarjan's refinement, then numbers the classes by a rule that
reads only the form. ``_canonical_reference`` is the slow independent
reference: rounds of naive refinement to a fixed point, numbered its own way.
The two numberings differ, so the checks compare them through what both must
agree on: the number of nodes, and the form (each applied to the other's
output gives its own output again).
"""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from cgtalg.loopy import LoopyGame
from cgtalg.loopy import graph as graph_module
from cgtalg.loopy.graph import _canonical, _canonical_reference, _naive_rounds, _refine

Graph = tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...], int]


@st.composite
def graphs(draw: st.DrawFn, max_nodes: int = 30) -> Graph:
    n = draw(st.integers(1, max_nodes))
    node = st.integers(0, n - 1)
    # Few options per node, so that many graphs have long paths and bisimilar nodes.
    width = draw(st.integers(1, 4))
    left = tuple(tuple(draw(st.lists(node, max_size=width))) for _ in range(n))
    right = tuple(tuple(draw(st.lists(node, max_size=width))) for _ in range(n))
    return left, right, draw(node)


def _relabelled(graph: Graph, rng: random.Random) -> Graph:
    """The same graph with its nodes renumbered at random and each option list shuffled."""
    left, right, start = graph
    n = len(left)
    perm = list(range(n))
    rng.shuffle(perm)
    new_left: list[tuple[int, ...]] = [()] * n
    new_right: list[tuple[int, ...]] = [()] * n
    for v in range(n):
        for side, new in ((left, new_left), (right, new_right)):
            row = [perm[o] for o in side[v]]
            rng.shuffle(row)
            new[perm[v]] = tuple(row)
    return tuple(new_left), tuple(new_right), perm[start]


def _with_copies(graph: Graph, rng: random.Random) -> Graph:
    """The same form by a graph that is not isomorphic: some nodes copied, some options sent to the copies."""
    left, right, start = graph
    n = len(left)
    copies = {v: n + i for i, v in enumerate(rng.sample(range(n), rng.randint(1, n)))}
    new_left = [list(row) for row in left] + [list(left[v]) for v in copies]
    new_right = [list(row) for row in right] + [list(right[v]) for v in copies]
    for rows in (new_left, new_right):
        for row in rows:
            for i, o in enumerate(row):
                if o in copies and rng.random() < 0.5:
                    row[i] = copies[o]
            if row and rng.random() < 0.3:
                row.append(rng.choice(row))  # a repeated option changes nothing
    if start in copies and rng.random() < 0.5:
        start = copies[start]
    return tuple(map(tuple, new_left)), tuple(map(tuple, new_right)), start


def _first_round_only(lefts, rights):
    """A stand-in for ``_naive_rounds`` that stops after one round, so that Paige and Tarjan's loop does the rest."""
    n = len(lefts)
    keys = [(bool(lefts[v]), bool(rights[v])) for v in range(n)]
    ranks = {k: r for r, k in enumerate(sorted(set(keys)))}
    return [0] * n, [ranks[k] for k in keys], False


@pytest.fixture(params=["hybrid", "refinement"])
def mode(request, monkeypatch):
    if request.param == "refinement":
        monkeypatch.setattr(graph_module, "_naive_rounds", _first_round_only)
    return request.param


def _check_against_reference(graph: Graph, seed: int) -> None:
    rng = random.Random(seed)
    got = _canonical(*graph)
    want = _canonical_reference(*graph)
    assert len(got[0]) == len(want[0])
    # Same form: the reference's numbering of the result is the reference's numbering of the input,
    # and the other way round.
    assert _canonical_reference(*got) == want
    assert _canonical(*want) == got
    # The result is canonical: a fixed point, and the same for any numbering of the input and for
    # other graphs of the same form.
    assert _canonical(*got) == got
    assert got[2] == 0
    for _ in range(3):
        assert _canonical(*_relabelled(graph, rng)) == got
        assert _canonical(*_relabelled(_with_copies(graph, rng), rng)) == got


@given(graphs(), st.integers(0, 2**32))
@settings(max_examples=300, deadline=None)
# Copies of nodes change the size of the graph but not its form: the naive rounds must stop after
# the same round for both (they once stopped by the graph's size, and this graph told them apart).
@example(
    (
        ((), (), (), (0,), (3, 6), (), (), (), (0,), (), (), (), (0, 0), ()),
        ((8,), (), (), (), (), (), (12,), (), (9,), (4,), (), (), (), ()),
        0,
    ),
    0,
)
def test_canonical_agrees_with_the_naive_reference(graph, seed):
    _check_against_reference(graph, seed)


@given(graphs(), st.integers(0, 2**32))
@settings(max_examples=300, deadline=None)
def test_paige_tarjan_alone_agrees_with_the_naive_reference(graph, seed):
    # The same checks with the naive rounds cut to one, so that the refinement loop decides every split.
    saved = graph_module._naive_rounds
    graph_module._naive_rounds = _first_round_only
    try:
        _check_against_reference(graph, seed)
    finally:
        graph_module._naive_rounds = saved


@given(graphs())
@settings(max_examples=300, deadline=None)
def test_refinement_gives_the_bisimulation_classes(graph):
    left, right, _ = graph
    lefts = [sorted(set(row)) for row in left]
    rights = [sorted(set(row)) for row in right]
    n = len(lefts)
    # The reference's colours on the whole graph (every node as a start, so none is cut off).
    colour = [0] * n
    while True:
        signatures = [
            (colour[v], frozenset(colour[o] for o in lefts[v]), frozenset(colour[o] for o in rights[v]))
            for v in range(n)
        ]
        numbers: dict[object, int] = {}
        new = [numbers.setdefault(s, len(numbers)) for s in signatures]
        if len(numbers) == len(set(colour)):
            break
        colour = new
    previous, first, _ = _first_round_only(lefts, rights)
    classes = _refine(lefts, rights, previous, first)
    assert sorted(set(classes)) == list(range(len(set(classes))))
    assert all((colour[v] == colour[w]) == (classes[v] == classes[w]) for v in range(n) for w in range(n))
    # Starting from any later round of the naive refinement gives the same classes.
    previous, later, stable = _naive_rounds(lefts, rights)
    again = later if stable else _refine(lefts, rights, previous, later)
    assert all((again[v] == again[w]) == (classes[v] == classes[w]) for v in range(n) for w in range(n))


def test_loopy_games_of_one_form_are_equal_whatever_path_computes_them(mode):
    over = LoopyGame.from_arrays([[1], []], [[0], []])
    assert over == LoopyGame.from_graph({"a": (["z"], ["b"]), "b": (["z"], ["a"]), "z": ([], [])}, "a")
    assert over.start == 0 and over.node_count == 2
    # x = {x, y |} and y = {y |}: both are on, one node.
    assert LoopyGame.from_arrays([[0, 1], [1]], [[], []]).node_count == 1


def _chain(n: int) -> Graph:
    """``n`` nodes, each a pass to the next (both players move to it), the last one ``0``."""
    row = tuple((i + 1,) for i in range(n - 1)) + ((),)
    return row, row, 0


def test_a_chain_is_its_own_minimal_graph():
    left, right, start = _canonical(*_relabelled(_chain(300), random.Random(3)))
    assert start == 0 and left == right == _chain(300)[0]
    assert _canonical_reference(left, right, start) == _canonical_reference(*_chain(300))


@pytest.mark.slow
def test_a_chain_of_200000_passes():
    left, right, start = _canonical(*_relabelled(_chain(200_000), random.Random(1)))
    assert start == 0 and left == right == _chain(200_000)[0]


@pytest.mark.slow
def test_a_random_graph_of_30000_nodes():
    rng = random.Random(2)
    n = 30_000
    left = tuple(tuple(rng.randrange(n) for _ in range(rng.randint(0, 3))) for _ in range(n))
    right = tuple(tuple(rng.randrange(n) for _ in range(rng.randint(0, 3))) for _ in range(n))
    got = _canonical(left, right, 0)
    assert _canonical(*_relabelled((left, right, 0), rng)) == got
    assert _canonical(*got) == got
    # Minimal: the refinement of the result splits it into single nodes.
    lefts, rights = [list(row) for row in got[0]], [list(row) for row in got[1]]
    previous, colour, stable = _naive_rounds(lefts, rights)
    classes = colour if stable else _refine(lefts, rights, previous, colour)
    assert len(set(classes)) == len(got[0])


def test_a_pickle_under_another_numbering_loads_as_the_same_game():
    graph = (((1, 2), (2,), ()), ((2,), (0,), (1,)), 0)
    game = LoopyGame(*graph)
    assert pickle.loads(pickle.dumps(game)) == game
    # What a pickle of the naive numbering held: the arrays in that numbering.
    old = LoopyGame._from_canonical(*_canonical_reference(*graph))
    assert old == game and hash(old) == hash(game) and old.left_arrays == game.left_arrays


def test_two_copies_of_a_long_chain_are_one_chain():
    # The start moves to either of two chains of m passes: the second refinement (on the quotient)
    # must number them as it numbers a single chain.
    m = 3000
    row = ((1, m + 1),) + tuple((i + 1,) if i < m else () for i in range(1, m + 1))
    row += tuple((i + 1,) if i < 2 * m else () for i in range(m + 1, 2 * m + 1))
    got = _canonical(*_relabelled((row, row, 0), random.Random(4)))
    assert got == _canonical(*_chain(m + 1)) == (_chain(m + 1)[0], _chain(m + 1)[0], 0)
