"""Strongly connected components of game graphs, against mutual reachability (the definition)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg.loopy.components import strongly_connected_components


@st.composite
def graphs(draw: st.DrawFn) -> tuple[list[list[int]], list[list[int]]]:
    n = draw(st.integers(1, 9))
    node = st.integers(0, n - 1)
    left = [sorted(set(draw(st.lists(node, max_size=3)))) for _ in range(n)]
    right = [sorted(set(draw(st.lists(node, max_size=2)))) for _ in range(n)]
    return left, right


def _reach(left, right, start):
    seen, todo = {start}, [start]
    while todo:
        v = todo.pop()
        for w in (*left[v], *right[v]):
            if w not in seen:
                seen.add(w)
                todo.append(w)
    return seen


@settings(max_examples=300, deadline=None)
@given(graphs())
def test_components_are_the_classes_of_mutual_reachability_in_reverse_topological_order(graph):
    left, right = graph
    n = len(left)
    reach = [_reach(left, right, v) for v in range(n)]
    components = strongly_connected_components(left, right)
    assert sorted(v for c in components for v in c) == list(range(n))
    where = {v: i for i, c in enumerate(components) for v in c}
    for u in range(n):
        for v in range(n):
            assert (where[u] == where[v]) == (v in reach[u] and u in reach[v])
            # A node reaches only its own component and earlier ones.
            if v in reach[u]:
                assert where[v] <= where[u]


def test_a_long_cycle_and_a_long_chain_run_without_recursion():
    n = 200_000
    cycle = strongly_connected_components([[(v + 1) % n] for v in range(n)], [[] for _ in range(n)])
    assert len(cycle) == 1 and len(cycle[0]) == n
    chain = strongly_connected_components([[v + 1] if v + 1 < n else [] for v in range(n)], [[] for _ in range(n)])
    assert [c[0] for c in chain] == list(range(n - 1, -1, -1))


def test_bad_graphs_are_refused_with_input_errors():
    import pytest

    from cgtalg.errors import InputTypeError, InputValueError

    with pytest.raises(InputTypeError, match="left options must be a list of lists"):
        strongly_connected_components(None, [])
    with pytest.raises(InputValueError, match="got 2 Left and 1 Right lists"):
        strongly_connected_components([[], []], [[]])
    with pytest.raises(InputValueError, match="node 0 has a Left option 2, which is not a node"):
        strongly_connected_components([[2], []], [[], []])
    with pytest.raises(InputTypeError, match="each left option list must be a list of node numbers"):
        strongly_connected_components(["ab", []], [[], []])
