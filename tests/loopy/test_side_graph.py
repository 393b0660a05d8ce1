"""Sides found by simplifying a game's graph under the side's order (``cgtalg.loopy.side_graph``).

Checked here:

* the order of a side by play (a Büchi game on pairs of nodes, solved with
  counters) against a slow reference written below from the same rule with
  plain set sweeps, and against the stopper order of ``cgtalg.loopy.simplest``
  on stoppers, where the two orders are one;
* the rule itself against sidling: wherever sidling settles, the side it
  gives is equal to the game in the side's order, both ways (Winning Ways
  ch. 11; Siegel, *Combinatorial Game Theory*, ch. VI.5);
* the simplified graph gives the same stopper as sidling wherever sidling
  settles, and a side wherever it does not on these small graphs;
* Backsliding Toads and Frogs: every strip of up to 5 squares (and every
  third strip of 6, slow) has a value, and the outcome read from the values of two strips
  (plus a stopper) equals the retrograde analysis of their sum; ``TTT..FFF``
  has CGSuite's value (slow).
"""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg.errors import InputValueError
from cgtalg.loopy import LoopyGame, SidedValue, dud, off, on
from cgtalg.loopy.outcome import outcome, outcomes_of_sum
from cgtalg.loopy.side_graph import _arena, _left_survives, _Order, _side_geq, _side_graph
from cgtalg.loopy.sided import _sidle, _Sidling, _Unsettled
from cgtalg.loopy.simplest import _alternating_acyclic, _right_wins
from cgtalg.loopy.stopper import Stopper, _graph_stopper, over, under
from cgtalg.loopy.value import loopy_value
from cgtalg.rulesets.strip import BackslidingToadsAndFrogs

from ..rulesets.test_loopy_values import explored


def random_graph(rng: random.Random, n: int, width: int = 2) -> tuple[list[list[int]], list[list[int]]]:
    left = [sorted({rng.randrange(n) for _ in range(rng.randint(0, width))}) for _ in range(n)]
    right = [sorted({rng.randrange(n) for _ in range(rng.randint(0, width))}) for _ in range(n)]
    return left, right


def acyclic(g) -> bool:
    return _alternating_acyclic(tuple(map(tuple, g[0])), tuple(map(tuple, g[1])))


@st.composite
def graphs(draw: st.DrawFn, max_nodes: int = 4):
    n = draw(st.integers(1, max_nodes))
    row = st.lists(st.integers(0, n - 1), max_size=2, unique=True)
    return [draw(row) for _ in range(n)], [draw(row) for _ in range(n)]


# -- the order of a side, by play -------------------------------------------------------------------------


def slow_side_geq(g, a, h, b, onside: bool) -> bool:
    """``G_a >= H_b`` in the side's order, by plain sweeps of the nested fixed point over every state.

    States are ``(x, y, p)``, ``p`` = 0 with Left to move in ``G - H``. A
    move in ``G`` counts for the onside, a move in ``H`` for the offside.
    ``Z`` = greatest set such that ``Z`` = least ``Y`` with: Left to move, a
    counted move into ``Z`` or another into ``Y``; Right to move, all counted
    moves into ``Z`` and all others into ``Y``.
    """
    gl, gr = g
    hl, hr = h
    states = [(x, y, p) for x in range(len(gl)) for y in range(len(hl)) for p in (0, 1)]

    def moves(s):
        x, y, p = s
        if p == 0:
            return [((x2, y, 1), onside) for x2 in gl[x]] + [((x, y2, 1), not onside) for y2 in hr[y]]
        return [((x2, y, 0), onside) for x2 in gr[x]] + [((x, y2, 0), not onside) for y2 in hl[y]]

    z = set(states)
    while True:
        y_set: set = set()
        while True:
            grown = set(y_set)
            for s in states:
                here = [(t in z) if counted else (t in y_set) for t, counted in moves(s)]
                if (any(here) if s[2] == 0 else all(here)):
                    grown.add(s)
            if grown == y_set:
                break
            y_set = grown
        if y_set == z:
            return (a, b, 1) in z
        z = y_set


@given(graphs(), graphs(), st.booleans())
@settings(max_examples=300, deadline=None)
def test_the_side_order_agrees_with_the_slow_sweeps(g, h, onside):
    for a in range(len(g[0])):
        for b in range(len(h[0])):
            assert _side_geq(g, a, h, b, onside) == slow_side_geq(g, a, h, b, onside), (g, h, a, b, onside)


@given(graphs(), graphs())
@settings(max_examples=300, deadline=None)
def test_on_stoppers_both_sides_order_as_stoppers_do(g, h):
    if not (acyclic(g) and acyclic(h)):
        return
    right_wins = _right_wins(g[0], g[1], h[0], h[1])
    m = len(h[0])
    for a in range(len(g[0])):
        for b in range(m):
            geq = right_wins[a * m + b] == 0
            assert _side_geq(g, a, h, b, True) == geq and _side_geq(g, a, h, b, False) == geq


def test_the_order_of_the_sides_of_dud_on_and_off():
    one = ([[0]], [[0]])  # dud = {pass | pass}
    on_graph, off_graph, zero = ([[0]], [[]]), ([[]], [[0]]), ([[]], [[]])
    # dud's onside is on and its offside off
    for onside, side in ((True, on_graph), (False, off_graph)):
        assert _side_geq(one, 0, side, 0, onside) and _side_geq(side, 0, one, 0, onside)
    assert _side_geq(one, 0, zero, 0, True) and not _side_geq(zero, 0, one, 0, True)
    assert _side_geq(zero, 0, one, 0, False) and not _side_geq(one, 0, zero, 0, False)


def test_the_states_explored_are_those_reachable_from_the_starts():
    g = ([[1], []], [[], [0]])  # a{{|a}|}
    codes, counted, others = _arena(g[0], g[1], g[0], g[1], True, [((0 * 2 + 0) << 1) | 1])
    assert codes[0] == 1 and len(codes) == len(set(codes)) < 2 * 2 * 2
    assert len(_left_survives(codes, counted, others)) == len(codes)
    every = _arena(g[0], g[1], g[0], g[1], True, None)
    assert every[0] == list(range(8)) and _left_survives(*every)[1] == 1  # a >= a


@given(graphs(), graphs(), st.booleans())
@settings(max_examples=200, deadline=None)
def test_the_arena_of_every_state_is_the_arena_explored_from_every_state(g, h, onside):
    every = 2 * len(g[0]) * len(h[0])
    dense = _arena(g[0], g[1], h[0], h[1], onside, None)
    explored = _arena(g[0], g[1], h[0], h[1], onside, list(range(every)))
    assert dense == explored


def test_the_garbage_collector_is_left_as_it_was():
    import gc

    from cgtalg.loopy.side_graph import _collector_paused

    was_on = gc.isenabled()
    try:
        for on in (True, False):
            (gc.enable if on else gc.disable)()
            with _collector_paused():
                assert not gc.isenabled()
            assert gc.isenabled() == on
            with pytest.raises(ZeroDivisionError), _collector_paused():
                1 // 0
            assert gc.isenabled() == on
        gc.enable()
        _Order(([[1], [0]], [[1], []]), True)
        assert gc.isenabled()
    finally:
        (gc.enable if was_on else gc.disable)()


# -- the rule against sidling -----------------------------------------------------------------------------


def _random_cyclic_games(count: int, seed: int):
    rng = random.Random(seed)
    made = 0
    while made < count:
        g = random_graph(rng, rng.randint(1, 5))
        if acyclic(g):
            continue
        made += 1
        yield g


def test_sidled_sides_equal_the_game_in_the_sides_order():
    checked = unsettled = 0
    for g in _random_cyclic_games(400, seed=34):
        form = LoopyGame(*g)
        for up in (True, False):
            try:
                side = _Sidling(form.left_arrays, form.right_arrays, up).side(form.start)
            except _Unsettled:
                unsettled += 1
                continue
            s = side.form
            sg = (s.left_arrays, s.right_arrays)
            fg = (form.left_arrays, form.right_arrays)
            assert _side_geq(sg, s.start, fg, form.start, up) and _side_geq(fg, form.start, sg, s.start, up)
            checked += 1
    assert checked > 600 and unsettled > 60


def test_the_simplified_graph_gives_sidlings_stopper_and_sides_sidling_misses():
    agreed = found = 0
    for g in _random_cyclic_games(300, seed=35):
        form = LoopyGame(*g)
        for up in (True, False):
            simplified = _side_graph(form.left_arrays, form.right_arrays, form.start, up)
            assert simplified is not None and acyclic(simplified), (g, up)
            stopper = _graph_stopper(tuple(map(tuple, simplified[0])), tuple(map(tuple, simplified[1])), 0)
            try:
                sidled = _Sidling(form.left_arrays, form.right_arrays, up).side(form.start)
            except _Unsettled:
                found += 1
                assert _sidle(form, up) is stopper
                continue
            assert stopper is sidled, (g, up, stopper, sidled)
            agreed += 1
    assert agreed > 400 and found > 50


def test_bachs_carousel_keeps_an_alternating_cycle():
    from cgtalg import parse

    one_star, star = parse("1+*"), parse("*")
    bach = LoopyGame.from_graph(
        {"a": ([0, "B"], [0]), "B": ([1], [1, "C"]), "C": ([star, "D"], [star]), "D": ([one_star], [one_star, "a"])},
        "a",
    )
    for up in (True, False):
        assert _side_graph(bach.left_arrays, bach.right_arrays, bach.start, up) is None
    with pytest.raises(InputValueError, match="left an alternating cycle"):
        _sidle(bach, True)


# -- Backsliding Toads and Frogs ----------------------------------------------------------------------------


def strips(squares: int) -> list[str]:
    return ["".join(cells) for n in range(1, squares + 1) for cells in itertools.product(".TF", repeat=n)]


def as_loopy(value):
    """A value as something :func:`outcome` reads: a short game as its Stopper."""
    return value if isinstance(value, (Stopper, SidedValue)) else Stopper(value)


def _every_strip_is_valued(boards: list[str], count: bool = True) -> int:
    by_graph = 0
    for s in boards:
        form = explored(BackslidingToadsAndFrogs(s))
        value = loopy_value(form)  # never a refusal
        assert outcome(as_loopy(value)) == outcome(form), s
        if count and not form.is_loopfree() and not acyclic((form.left_arrays, form.right_arrays)):
            for up in (True, False):
                try:
                    _Sidling(form.left_arrays, form.right_arrays, up).side(form.start)
                except _Unsettled:
                    by_graph += 1
    return by_graph


def test_every_strip_of_up_to_5_squares_has_a_value_with_its_outcome():
    assert _every_strip_is_valued(strips(5)) == 60  # sides sidling alone does not settle on


@pytest.mark.slow
def test_every_third_strip_of_6_squares_has_a_value_with_its_outcome():
    # all 729 in ``benchmarks/bench_loopy.py --only toads``
    _every_strip_is_valued([s for s in strips(6) if len(s) == 6][::3], count=False)


def test_the_drawn_strip_is_dud_and_sums_of_strips_read_their_outcome_from_the_values():
    assert loopy_value(explored(BackslidingToadsAndFrogs(".FFT.T"))) == dud
    pool = [".FFT.T", "T..FF", ".TF.", "T.TF.F", "TF.F", "T.F"]
    for a, b in itertools.combinations(pool, 2):
        ga, gb = explored(BackslidingToadsAndFrogs(a)), explored(BackslidingToadsAndFrogs(b))
        total = loopy_value(ga) + loopy_value(gb)
        assert outcome(as_loopy(total)) == outcomes_of_sum(ga, gb), (a, b)
    for x in (over, under, on, off):
        ga = explored(BackslidingToadsAndFrogs("T..FF"))
        assert outcome(as_loopy(loopy_value(ga) + x)) == outcomes_of_sum(ga, x.form)


@pytest.mark.slow
def test_the_value_of_ttt_fff_is_cgsuites():
    # CGSuite's GameStripTest: BackslidingToadsAndFrogs "ttt..fff" (560
    # positions; both sides found by simplifying the graph, in the order of
    # every pair of its nodes: two arenas of 627,200 states)
    from cgtalg import parse
    from cgtalg.engine.loopy_position import loopy_value as value_of_position

    assert value_of_position(BackslidingToadsAndFrogs("TTT..FFF")) == parse("{on||0|-1/2} & {1/2|0||off}")


@given(graphs(max_nodes=5), st.booleans(), st.booleans())
@settings(max_examples=200, deadline=None)
def test_the_order_asked_in_one_arena_agrees_pair_by_pair(g, onside, dense):
    from cgtalg.loopy import side_graph

    saved = side_graph.DENSE_PAIRS
    side_graph.DENSE_PAIRS = 10**6 if dense else 0  # every pair at once, or pairs in batches
    try:
        order = _Order(g, onside)
    finally:
        side_graph.DENSE_PAIRS = saved
    n = len(g[0])
    order.ask([(u, v) for u in range(n) for v in range(n) if (u + v) % 2])
    for u in range(n):
        for v in range(n):
            assert order.geq(u, v) == _side_geq(g, u, g, v, onside), (g, u, v, onside)
