"""cgtalg.impartial.grundy of positions whose moves cycle: generalised Sprague-Grundy values.

The reference is independent of Smith's labelling: a position ``u`` has the
finite value ``n`` exactly when ``u + *n`` is lost by the player to move
(the sum's value is ``γ(u) ⊕ n``, and an infinite value plus a number is
never 0), and who loses is found by retrograde analysis of the sum's states
(lost when every move reaches a won state, won when some move reaches a lost
one, drawn otherwise). ``γ(u)`` is at most the number of ``u``'s options, so
the heaps ``*0 .. *deg(u)`` settle it; ``K`` of ``∞_K`` is the set of the
finite values of the options.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgtalg.engine.loopy_position as loopy_position
from cgtalg import nimber
from cgtalg.engine.loopy_position import loopy_grundy
from cgtalg.engine.position import ImpartialPosition
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.impartial import grundy, is_p_position
from cgtalg.loopy import LoopyGame
from cgtalg.loopy.impartial import LoopyGrundy, grundy_value

INF = LoopyGrundy.infinity


# -- the reference -----------------------------------------------------------------------------------


def _lost_states(moves: dict) -> set:
    """The states of a finite game graph (state -> list of states) lost by the player to move."""
    won: set = set()
    lost: set = set()
    changed = True
    while changed:
        changed = False
        for state, options in moves.items():
            if state in won or state in lost:
                continue
            if any(o in lost for o in options):
                won.add(state)
                changed = True
            elif all(o in won for o in options):
                lost.add(state)
                changed = True
    return lost


def reference_values(succ: list[list[int]]) -> list[LoopyGrundy]:
    """Every vertex's generalised Sprague-Grundy value, from the outcomes of ``u + *n``."""
    size = len(succ)
    top = max((len(row) for row in succ), default=0)
    moves = {}
    for u in range(size):
        for h in range(top + 1):
            moves[(u, h)] = [(v, h) for v in succ[u]] + [(u, k) for k in range(h)]
    lost = _lost_states(moves)
    finite = [next((h for h in range(top + 1) if (u, h) in lost), None) for u in range(size)]
    return [LoopyGrundy(f) if f is not None else INF(finite[v] for v in succ[u] if finite[v] is not None)
            for u, f in enumerate(finite)]


def reaches_a_cycle(succ: list[list[int]], start: int) -> bool:
    """Whether play from ``start`` can come back to a position it has met."""
    on_line: set[int] = set()
    done: set[int] = set()
    stack = [(start, iter(succ[start]))]
    on_line.add(start)
    while stack:
        u, rest = stack[-1]
        v = next(rest, None)
        if v is None:
            stack.pop()
            on_line.discard(u)
            done.add(u)
        elif v in on_line:
            return True
        elif v not in done:
            on_line.add(v)
            stack.append((v, iter(succ[v])))
    return False


@st.composite
def digraphs(draw: st.DrawFn, max_nodes: int = 7) -> list[list[int]]:
    n = draw(st.integers(1, max_nodes))
    return [draw(st.lists(st.integers(0, n - 1), max_size=3)) for _ in range(n)]


def test_the_reference_on_graphs_worked_by_hand():
    assert reference_values([[1], [0]]) == [INF(), INF()]
    assert reference_values([[0, 1], []]) == [INF({0}), LoopyGrundy(0)]
    assert reference_values([[1], [2], [0, 3], []]) == [LoopyGrundy(1), LoopyGrundy(0), LoopyGrundy(2),
                                                      LoopyGrundy(0)]


# -- values on cyclic position graphs ----------------------------------------------------------------


CYCLIC_GRAPHS = [
    [[1], [0]],                       # two positions that move to each other: a draw
    [[0]],                            # a pass and nothing else
    [[0, 1], []],                     # pass or stop
    [[1], [0, 2], []],                # the cycle is reversed: finite values
    [[1], [2], [0, 3], []],           # a triangle with one exit
    [[1, 3], [2, 3], [0, 3], []],     # a triangle with an exit everywhere
    [[1], [2], [3], [0, 4], []],      # a square with one exit
    [[1, 2], [0, 2], [3], [2], [4, 1]],
]


@pytest.mark.parametrize("succ", CYCLIC_GRAPHS)
def test_cyclic_graphs_match_the_reference_and_smith_on_a_graph_built_by_hand(succ):
    expected = reference_values(succ)
    for u in range(len(succ)):
        got = grundy(u, options=succ.__getitem__)
        if reaches_a_cycle(succ, u):
            assert type(got) is LoopyGrundy
            assert got == expected[u]
            assert got == grundy_value(LoopyGame(succ, succ, u))
        else:
            assert type(got) is int and got == expected[u].n


def test_worked_examples():
    # round four squares for ever: a draw; with a step off the ring from square 0, the squares alternate
    assert grundy(3, options=lambda n: [(n + 1) % 4]) == INF()
    ring = lambda n: [(n + 1) % 4] + ([4] if n == 0 else []) if n < 4 else []  # noqa: E731
    assert [grundy(n, options=ring) for n in range(4)] == [LoopyGrundy(1), LoopyGrundy(0), LoopyGrundy(1),
                                                            LoopyGrundy(0)]
    assert grundy(4, options=ring) == 0 and type(grundy(4, options=ring)) is int  # no cycle from 4
    # a finite LoopyGrundy is read through .n, not compared with an int
    assert grundy(0, options=ring).n == 1 and grundy(0, options=ring) != 1
    exits = lambda n: [(n + 1) % 3, 3] if n < 3 else []  # noqa: E731
    assert grundy(0, options=exits) == INF({0})
    assert str(grundy(0, options=exits).outcome) == "N"


@given(digraphs())
@settings(max_examples=300, deadline=None)
def test_random_digraphs_as_options_functions(succ):
    expected = reference_values(succ)
    for u in range(len(succ)):
        got = grundy(u, options=lambda v: succ[v])
        if reaches_a_cycle(succ, u):
            assert got == expected[u]
        else:
            assert type(got) is int and got == expected[u].n


@given(digraphs(max_nodes=5))
@settings(max_examples=100, deadline=None)
def test_the_explored_graph_agrees_with_loopy_grundy(succ):
    # the same exploration, with and without the minimal graph loopy_grundy builds
    for u in range(len(succ)):
        if reaches_a_cycle(succ, u):
            assert grundy(u, options=succ.__getitem__) == loopy_grundy(u, options=succ.__getitem__)


# -- positions of a user's class ---------------------------------------------------------------------


class Token(ImpartialPosition):
    """A token on a vertex of a digraph shared by the class: a move follows an edge."""

    graph: list[list[int]] = []

    def __init__(self, vertex: int) -> None:
        self.vertex = vertex

    def options(self) -> list[Token]:
        return [Token(v) for v in self.graph[self.vertex]]

    def key(self) -> int:
        return self.vertex


class Pair:
    """The sum of two tokens, split by components()."""

    def __init__(self, a: Token, b: Token) -> None:
        self.a, self.b = a, b

    def components(self) -> list[Token]:
        return [self.a, self.b]

    def options(self) -> list[Pair]:
        return [Pair(q, self.b) for q in self.a.options()] + [Pair(self.a, q) for q in self.b.options()]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pair) and (self.a, self.b) == (other.a, other.b)

    def __hash__(self) -> int:
        return hash((self.a, self.b))


def test_a_position_class_whose_moves_cycle(monkeypatch):
    monkeypatch.setattr(Token, "graph", [[1], [2], [0, 3], []])
    assert [grundy(Token(u)) for u in range(3)] == [LoopyGrundy(1), LoopyGrundy(0), LoopyGrundy(2)]
    assert grundy(Token(3)) == 0 and type(grundy(Token(3))) is int
    monkeypatch.setattr(Token, "graph", [[1, 3], [2, 3], [0, 3], []])
    assert grundy(Token(0)) == INF({0})


@given(digraphs(max_nodes=4), st.data())
@settings(max_examples=100, deadline=None)
def test_components_of_a_loopy_position_add(succ, data):
    # split: the generalised nim-sum of the two tokens' values; whole: the product graph explored
    a, b = data.draw(st.integers(0, len(succ) - 1)), data.draw(st.integers(0, len(succ) - 1))
    Token.graph = succ
    try:
        split = grundy(Pair(Token(a), Token(b)))
        whole = grundy((a, b), options=lambda s: [(v, s[1]) for v in succ[s[0]]] + [(s[0], v) for v in succ[s[1]]])
    finally:
        Token.graph = []
    expected = reference_values(succ)
    assert (LoopyGrundy(split) if type(split) is int else split) == expected[a] + expected[b]
    assert (LoopyGrundy(whole) if type(whole) is int else whole) == expected[a] + expected[b]


def test_a_partizan_position_on_a_cycle_is_refused():
    class Lopsided:
        def __init__(self, n):
            self.n = n

        def left_options(self):
            return [Lopsided((self.n + 1) % 3)]

        def right_options(self):
            return [Lopsided((self.n + 1) % 3)] if self.n else []

        def __eq__(self, other):
            return isinstance(other, Lopsided) and other.n == self.n

        def __hash__(self):
            return self.n

    with pytest.raises(InputTypeError, match="partizan"):
        grundy(Lopsided(1))


# -- refusals and limits -----------------------------------------------------------------------------


def test_misere_play_of_a_cycle_is_refused():
    with pytest.raises(InputValueError, match=r"the moves of 3 cycle .*misère Grundy values of loopy games"):
        grundy(3, options=lambda n: [(n + 1) % 4], misere=True)
    Token.graph = [[1], [0, 2], []]
    try:
        with pytest.raises(InputValueError, match="misère"):
            grundy(Token(0), misere=True)
    finally:
        Token.graph = []


def test_the_exploration_limit_names_the_way_further(monkeypatch):
    monkeypatch.setattr(loopy_position, "MAX_POSITIONS", 50)
    with pytest.raises(InputValueError, match=r"more than 50 positions .*loopy_grundy\(position, limit=\.\.\.\)"):
        grundy(0, options=lambda n: [(n + 1) % 100])
    assert grundy(0, options=lambda n: [(n + 1) % 40]) == INF()


def test_the_cache_keeps_only_loopfree_ints():
    cache: dict = {}
    # from 0: a loop 0 <-> 1, with an exit from 1 to a heap 2 -> 3 -> nothing (loopfree, ints)
    succ = [[1], [0, 2], [3], []]
    assert grundy(0, cache=cache, options=succ.__getitem__) == reference_values(succ)[0]
    assert all(type(v) is int for v in cache.values()) and set(cache) <= {2, 3}
    assert grundy(2, cache=cache, options=succ.__getitem__) == 1


# -- the loopfree path is unchanged ------------------------------------------------------------------


@st.composite
def dags(draw: st.DrawFn, max_nodes: int = 8) -> list[list[int]]:
    n = draw(st.integers(1, max_nodes))
    return [draw(st.lists(st.integers(0, u - 1), max_size=3)) if u else [] for u in range(n)]


def _mex_values(succ: list[list[int]]) -> list[int]:
    values: list[int] = []
    for row in succ:  # vertices only move to smaller ones
        found = {values[v] for v in row}
        m = 0
        while m in found:
            m += 1
        values.append(m)
    return values


@given(dags())
@settings(max_examples=200, deadline=None)
def test_loopfree_positions_still_get_ints(succ):
    expected = _mex_values(succ)
    for u in range(len(succ)):
        got = grundy(u, options=succ.__getitem__)
        assert type(got) is int and got == expected[u]
        assert reference_values(succ)[u] == LoopyGrundy(expected[u])


def test_loopfree_examples_unchanged():
    assert grundy(5, options=lambda n: range(n)) == 5
    assert grundy(0, options=lambda n: range(n), misere=True) == 1
    assert grundy(nimber(3)) == 3
    Token.graph = [[], [0], [0, 1]]
    try:
        assert grundy(Token(2)) == 2 and type(grundy(Token(2))) is int
        assert is_p_position(Token(0)) and not is_p_position(Token(2))
    finally:
        Token.graph = []


def test_is_p_position_reads_the_generalised_value_of_a_cycle():
    # two squares the token goes round for ever: a draw, not a P-position; misère play is refused
    assert str(grundy(_Loop(0))) == "∞" and not is_p_position(_Loop(0))
    with pytest.raises(InputValueError, match="cycle"):
        is_p_position(_Loop(0), misere=True)


class _Loop(ImpartialPosition):
    def __init__(self, n: int) -> None:
        self.n = n

    def options(self) -> list[_Loop]:
        return [_Loop((self.n + 1) % 2)]

    def key(self) -> int:
        return self.n


def test_a_loopy_ruleset_agrees_with_the_registry():
    from cgtalg.rulesets.registry import get

    fair_shares = get("fair-shares-and-varied-pairs")
    for text in ("6", "2 4", "1 9", "3 3 2"):
        position = fair_shares.parse(text)
        assert grundy(position) == fair_shares.grundy(position)
