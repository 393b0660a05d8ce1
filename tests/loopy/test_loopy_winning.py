"""Winning and drawing moves of loopy impartial positions and sums, against a retrograde analysis."""

from __future__ import annotations

from collections import deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg.engine.position import ImpartialPosition
from cgtalg.errors import InputValueError
from cgtalg.impartial import (
    drawing_moves,
    grundy,
    is_p_position,
    sum_drawing_moves,
    sum_winning_moves,
    winning_moves,
)
from cgtalg.rulesets.heap import FairSharesAndVariedPairs, Nim

# -- the reference: win / loss / draw by retrograde analysis ---------------------------------------


def retrograde(moves: dict) -> dict:
    """Each state's outcome for the player to move: 'W', 'L' or 'D' (state -> list of states)."""
    parents: dict = {s: [] for s in moves}
    for s, options in moves.items():
        for t in set(options):
            parents[t].append(s)
    waiting = {s: len(set(options)) for s, options in moves.items()}
    outcome: dict = {}
    queue = deque(s for s, n in waiting.items() if n == 0)
    for s in queue:
        outcome[s] = "L"
    while queue:
        t = queue.popleft()
        for s in parents[t]:
            if s in outcome:
                continue
            if outcome[t] == "L":
                outcome[s] = "W"
                queue.append(s)
            else:
                waiting[s] -= 1
                if waiting[s] == 0:
                    outcome[s] = "L"
                    queue.append(s)
    return {s: outcome.get(s, "D") for s in moves}


def explore(start, options) -> dict:
    """The move graph reachable from ``start``: state -> list of states."""
    moves: dict = {}
    todo = [start]
    while todo:
        s = todo.pop()
        if s in moves:
            continue
        moves[s] = list(options(s))
        todo.extend(moves[s])
    return moves


def sum_graph(a: dict, b: dict) -> dict:
    """The disjunctive sum of two move graphs, on pairs of states."""
    return {(u, v): [(w, v) for w in a[u]] + [(u, w) for w in b[v]] for u in a for v in b}


# -- positions on a given digraph ---------------------------------------------------------------------


class Node(ImpartialPosition):
    """Vertex ``n`` of the digraph ``graph`` (a tuple of tuples of successors)."""

    def __init__(self, graph: tuple, n: int) -> None:
        self.graph = graph
        self.n = n

    def options(self) -> list[Node]:
        return [Node(self.graph, v) for v in self.graph[self.n]]

    def key(self) -> tuple:
        return (self.graph, self.n)


graphs = st.integers(1, 7).flatmap(
    lambda n: st.lists(st.lists(st.integers(0, n - 1), max_size=3), min_size=n, max_size=n)
).map(lambda rows: tuple(tuple(r) for r in rows))


def distinct(items):
    return list(dict.fromkeys(items))


@settings(max_examples=120, deadline=None)
@given(graphs)
def test_positions_on_random_digraphs(graph):
    moves = {u: list(graph[u]) for u in range(len(graph))}
    outcome = retrograde(moves)
    for u in range(len(graph)):
        p = Node(graph, u)
        assert is_p_position(p) == (outcome[u] == "L"), (graph, u)
        assert [q.n for q in winning_moves(p)] == [v for v in distinct(graph[u]) if outcome[v] == "L"], (graph, u)
        assert [q.n for q in drawing_moves(p)] == [v for v in distinct(graph[u]) if outcome[v] == "D"], (graph, u)
        if outcome[u] == "D":
            assert drawing_moves(p) and not winning_moves(p)


@settings(max_examples=60, deadline=None)
@given(graphs, graphs, st.integers(0, 6), st.integers(0, 6))
def test_sums_on_random_digraphs(g, h, i, j):
    i, j = i % len(g), j % len(h)
    a = {u: list(g[u]) for u in range(len(g))}
    b = {u: list(h[u]) for u in range(len(h))}
    outcome = retrograde(sum_graph(a, b))
    parts = [Node(g, i), Node(h, j)]
    after = [(0, (v, j)) for v in distinct(g[i])] + [(1, (i, v)) for v in distinct(h[j])]
    expected_wins = [(k, s) for k, s in after if outcome[s] == "L"]
    expected_draws = [(k, s) for k, s in after if outcome[s] == "D"]
    got_wins = [(k, (q.n, j) if k == 0 else (i, q.n)) for k, q in sum_winning_moves(parts)]
    got_draws = [(k, (q.n, j) if k == 0 else (i, q.n)) for k, q in sum_drawing_moves(parts)]
    assert got_wins == expected_wins, (g, h, i, j)
    assert got_draws == expected_draws, (g, h, i, j)


def test_a_sum_with_a_nim_heap_and_a_draw():
    ring = ((1,), (0,))  # a token going round two squares: a draw, ∞
    moves = sum_graph({0: [1], 1: [0]}, {h: list(range(h)) for h in range(3)})
    outcome = retrograde(moves)
    parts = [Node(ring, 0), Nim(2)]
    assert outcome[(0, 2)] == "D"
    assert sum_winning_moves(parts) == []
    # the ring never stops, so every move keeps the draw
    assert sum_drawing_moves(parts) == [(0, Node(ring, 1)), (1, Nim()), (1, Nim(1))]
    assert all(outcome[s] == "D" for s in [(1, 2), (0, 0), (0, 1)])


# -- a loopy ruleset: Fair Shares and Varied Pairs --------------------------------------------------


def fair_shares_graph(start: FairSharesAndVariedPairs) -> tuple[dict, dict]:
    moves = explore(start, FairSharesAndVariedPairs.options)
    return moves, retrograde(moves)


@pytest.mark.parametrize("heaps", [[1, 9], [4, 6], [2, 2, 6], [3, 3, 4], [10], [1, 2, 3, 4]])
def test_fair_shares_against_retrograde_analysis(heaps):
    moves, outcome = fair_shares_graph(FairSharesAndVariedPairs(heaps))
    for p in sorted(moves, key=lambda q: q.heaps)[:40]:
        assert is_p_position(p) == (outcome[p] == "L"), p
        assert winning_moves(p) == [q for q in distinct(moves[p]) if outcome[q] == "L"], p
        assert drawing_moves(p) == [q for q in distinct(moves[p]) if outcome[q] == "D"], p


def test_fair_shares_sums_against_retrograde_analysis():
    a, b = FairSharesAndVariedPairs([1, 9]), FairSharesAndVariedPairs([4, 6])
    for left, right in ((a, b), (a, FairSharesAndVariedPairs([2, 3])), (b, FairSharesAndVariedPairs([6]))):
        ma, mb = explore(left, FairSharesAndVariedPairs.options), explore(right, FairSharesAndVariedPairs.options)
        outcome = retrograde(sum_graph(ma, mb))
        after = [(0, q, (q, right)) for q in distinct(ma[left])] + [(1, q, (left, q)) for q in distinct(mb[right])]
        assert sum_winning_moves([left, right]) == [(k, q) for k, q, s in after if outcome[s] == "L"]
        assert sum_drawing_moves([left, right]) == [(k, q) for k, q, s in after if outcome[s] == "D"]
    assert str(grundy(a) + grundy(b)) == "∞" and sum_winning_moves([a, b]) == []


# -- what is refused, and what is unchanged ---------------------------------------------------------


def test_misere_play_of_a_loopy_position_is_refused():
    ring = Node(((1,), (0,)), 0)
    for call in (lambda: is_p_position(ring, misere=True), lambda: winning_moves(ring, misere=True),
                 lambda: sum_winning_moves([ring, Nim(1)], misere=True)):
        with pytest.raises(InputValueError, match="cycle"):
            call()


def test_loopfree_positions_have_no_drawing_moves():
    assert drawing_moves(Nim(1, 2)) == [] and sum_drawing_moves([Nim(3), Nim(5)]) == []
    assert winning_moves(Nim(1, 2)) == [Nim(1, 1)] and sum_winning_moves([Nim(3), Nim(5)]) == [(1, Nim(3))]
