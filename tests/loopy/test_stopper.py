"""Stoppers: recognition, order, simplest forms, stops and CGSuite's predicates.

Golden values: CGSuite's ``CanonicalStopperTestCase.scala`` (lib/core/src/test/scala/org/cgsuite/lang/),
each input built with :meth:`LoopyGame.from_graph` from CGSuite's spelling (given beside it).
Slow references: the short-game core for loopfree stoppers, and a naive fixed-point iteration over
the explicit graph of ``G - H`` for the order of small loopy stoppers.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import parse
from cgtalg.core.game_type import Game
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.loopy import LoopyGame, disjunctive_sum
from cgtalg.loopy.simplest import MAX_PAIRS, _geq, _simplify
from cgtalg.loopy.stopper import (
    Stopper,
    canonical_stopper,
    is_stopper,
    left_stop,
    off,
    on,
    over,
    right_stop,
    under,
    upon,
)
from cgtalg.verify.laws import games_born_by as born_by

F = Fraction
STAR, STAR2 = parse("*"), parse("*2")


def graph(mapping, start):
    return LoopyGame.from_graph(mapping, start)


# -- the slow references ---------------------------------------------------------------------------


def survives_by_iteration(g: LoopyGame, h: LoopyGame) -> bool:
    """``g >= h`` for stoppers, by the definition: Left, second in ``g - h``, is never left without a move.

    A naive least fixed point over the explicit sum graph: the set of positions Right (to move)
    wins in finitely many moves grows until a whole sweep adds nothing.
    """
    d = disjunctive_sum(g, -h)
    n = d.node_count
    right_wins = [False] * n  # Right to move
    left_loses = [False] * n  # Left to move
    changed = True
    while changed:
        changed = False
        for v in range(n):
            if not left_loses[v] and all(right_wins[o] for o in d.left_arrays[v]):
                left_loses[v] = changed = True
            if not right_wins[v] and any(left_loses[o] for o in d.right_arrays[v]):
                right_wins[v] = changed = True
    return not right_wins[d.start]


SHORT = [F(0), F(1), F(-1), F(1, 2), STAR, parse("^"), parse("{1|-1}")]


@st.composite
def stopper_graphs(draw: st.DrawFn, max_nodes: int = 4) -> LoopyGame:
    """Small random graphs with short games embedded, made stoppers by cutting Right edges.

    Nodes are named by strings (an int name would be the number it equals when embedded). A
    graph with an alternating cycle loses its Right edges between nodes from the node the
    cycle search meets first, until none is left.
    """
    n = draw(st.integers(1, max_nodes))
    option = st.one_of(st.integers(0, n - 1).map(lambda v: f"n{v}"), st.sampled_from(SHORT))
    mapping = {f"n{v}": (draw(st.lists(option, max_size=3)), draw(st.lists(option, max_size=3))) for v in range(n)}
    start = f"n{draw(st.integers(0, n - 1))}"
    for v in range(n):
        g = LoopyGame.from_graph(mapping, start)
        if is_stopper(g):
            return g
        left, right = mapping[f"n{v}"]
        mapping[f"n{v}"] = (left, [o for o in right if not isinstance(o, str)])
    g = LoopyGame.from_graph(mapping, start)
    assert is_stopper(g)
    return g


# -- recognition -------------------------------------------------------------------------------------


def test_stoppers_are_the_graphs_without_alternating_cycles():
    assert is_stopper(on.form) and is_stopper(over.form) and is_stopper(upon.form)
    assert is_stopper(parse("{1|*}")) and is_stopper(3)
    assert not is_stopper(graph({"d": (["d"], ["d"])}, "d"))  # dud
    assert not is_stopper(graph({"a": (["b"], []), "b": ([], ["a"])}, "a"))  # a{{|a}|}
    # the alternating cycle may sit below the start
    assert not is_stopper(graph({"s": ([0], ["d"]), "d": (["d"], ["d"])}, "s"))
    # a Left pass and a Right pass at different nodes, not alternating with each other
    assert is_stopper(graph({"a": (["a"], ["b"]), "b": ([0], ["b"])}, "a"))


def test_non_stoppers_are_refused_by_the_stopper_operations():
    dud = graph({"d": (["d"], ["d"])}, "d")
    with pytest.raises(InputValueError, match="not a stopper"):
        Stopper(dud)
    with pytest.raises(InputValueError, match="not a stopper"):
        left_stop(dud)
    with pytest.raises(InputValueError, match="not a stopper"):
        _ = on <= dud


@pytest.mark.parametrize("bad", [None, 1.5, "on", [], object()])
def test_bad_input_is_a_type_error(bad):
    with pytest.raises(InputTypeError):
        Stopper(bad)
    with pytest.raises(InputTypeError):
        is_stopper(bad)
    with pytest.raises(InputTypeError):
        on.is_confused_with(bad)
    assert (on == bad) is False
    with pytest.raises(TypeError):
        _ = on <= bad
    with pytest.raises(TypeError):
        _ = on + bad


def test_a_graph_over_the_pair_limit_is_refused(monkeypatch):
    import cgtalg.loopy.simplest as module

    a, b = Stopper(parse("{3|{2|*}}")), Stopper(parse("{4|{1|*}}"))
    monkeypatch.setattr(module, "MAX_PAIRS", 8)
    with pytest.raises(InputValueError, match="over the limit"):
        Stopper(graph({"a": ([0], ["b"]), "b": ([1], ["a"])}, "a"))
    with pytest.raises(InputValueError, match="over the limit"):
        _ = a <= b


# -- the named stoppers and the identities of issue 34 -------------------------------------------------


def test_the_named_stoppers():
    assert on.left_options == (on,) and on.right_options == ()
    # a form is not a value: == between them is identity (False), Stopper(form) is the value
    assert (on == on.form) is False and Stopper(on.form) is on
    assert off.left_options == () and off.right_options == (off,)
    assert over.left_options == (0,) and over.right_options == (over,)
    assert under == -over and off == -on
    assert upon.left_options == (upon,) and upon.right_options == (STAR,)
    for n in range(12):
        assert 0 < over < F(1, 2**n)
        assert -F(1, 2**n) < under < 0
    assert upon > 0 and upon.is_infinitesimal()
    assert on > 100 and off < -100
    for x in (F(0), F(7, 4), STAR, parse("{3|-2}")):
        assert on + x is on and off + x is off


def test_stoppers_equal_to_short_games_are_short_games():
    assert Stopper(graph({"a": ([STAR], [STAR])}, "a")) == 0
    assert Stopper(graph({"a": ([STAR], [STAR])}, "a")).is_loopfree()
    assert hash(Stopper(F(1, 2))) == hash(F(1, 2)) == hash(parse("1/2"))
    assert Stopper(parse("^")).to_game() == parse("^")
    # Left's move to on, as a Right option, reverses out: {0 | on} = 1
    assert Stopper(graph({"a": ([0], [on.form])}, "a")) == 1
    with pytest.raises(InputValueError):
        over.to_game()


# -- CGSuite's golden table ----------------------------------------------------------------------------


def uponth() -> LoopyGame:
    """``^<on> = {0 || 0 | 0, pass}``."""
    return graph({"u": ([0], ["v"]), "v": ([0], [0, "v"])}, "u")


def cgsuite_table():
    """(CGSuite input, its form here, follower count, predicates, stops, outcome)."""
    m1s = parse("-1+*")
    rows = [
        ("on", on.form, 1, dict(idem=True, inf=False, numberish=False, tiny=False, plum=True), (on, on), "L"),
        ("off", off.form, 1, dict(idem=True, inf=False, numberish=False, tiny=False, plum=True), (off, off), "R"),
        ("over", graph({"a": ([0], ["a"])}, "a"), 2, dict(idem=True, inf=True, numberish=True, tiny=False, plum=True),
         (over, over), "L"),
        ("{pass|3/2}", graph({"a": (["a"], [F(3, 2)])}, "a"), 5,
         dict(idem=False, inf=False, numberish=True, tiny=False, plum=True), ("3/2under", "3/2under"), "L"),
        ("{-1/4+*|pass}", graph({"a": ([parse("-1/4+*")], ["a"])}, "a"), 6,
         dict(idem=False, inf=False, numberish=True, tiny=False, plum=True), (F(-1, 4), F(-1, 4)), "R"),
        ("{0|uponth||-uponth}", graph({"g": (["a"], [-uponth()]), "a": ([0], [uponth()])}, "g"), 7,
         dict(idem=False, inf=True, numberish=True, tiny=False, plum=True), (0, 0), "N"),
        ("{0|||0||0|off}", graph({"x": ([0], ["y"]), "y": ([0], ["z"]), "z": ([0], [off.form])}, "x"), 5,
         dict(idem=False, inf=True, numberish=True, tiny=False, plum=True), (0, 0), "L"),
        ("{on|0||0}", graph({"x": (["y"], [0]), "y": ([on.form], [0])}, "x"), 4,
         dict(idem=True, inf=True, numberish=True, tiny=True, plum=True), (0, 0), "R"),
        ("{0||0|under}", graph({"x": ([0], ["y"]), "y": ([0], [under.form])}, "x"), 4,
         dict(idem=True, inf=True, numberish=True, tiny=True, plum=True), (0, 0), "L"),
        ("+-{0|pass}", graph({"x": ([over.form], [under.form])}, "x"), 4,
         dict(idem=False, inf=True, numberish=True, tiny=False, plum=True), (over, under), "N"),
        ("+-{5|pass}", graph({"x": (["a"], ["b"]), "a": ([5], ["a"]), "b": (["b"], [-5])}, "x"), 14,
         dict(idem=False, inf=False, numberish=False, tiny=False, plum=True), ("5over", "-5under"), "N"),
        ("a{0||||0|||a|*||*}",
         graph({"a": ([0], ["b"]), "b": ([0], ["c"]), "c": (["d"], [STAR]), "d": (["a"], [STAR])}, "a"), 6,
         dict(idem=False, inf=True, numberish=True, tiny=False, plum=False), (0, 0), "L"),
        ("{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}",
         graph({
             "G": ([0], ["H"]), "H": ([0], ["P"]), "P": ([-1], ["Q"]), "Q": ([m1s, "A"], ["Bp"]),
             "Bp": ([-2], ["B"]), "A": (["A1"], [m1s]), "A1": (["A2"], [m1s]), "A2": ([0], ["A3"]),
             "A3": ([0], ["A"]), "B": ([-2, "B1"], [-2]), "B1": (["B2"], [-2]), "B2": ([-1, m1s], ["B3"]),
             "B3": ([m1s], ["B"])}, "G"), 17,
         dict(idem=True, inf=True, numberish=True, tiny=True, plum=False), (0, 0), "L"),
        ("Grenville: a{0|{0||||0,*2|||a|0||0}||0}",
         graph({"a": (["b"], [0]), "b": ([0], ["X"]), "X": ([0], ["Y"]), "Y": ([0, STAR2], ["Z"]),
                "Z": (["W"], [0]), "W": (["a"], [0])}, "a"), 9,
         dict(idem=False, inf=True, numberish=True, tiny=False, plum=False), (0, 0), "N"),
    ]
    return rows


def pseudonumber(spec):
    if isinstance(spec, Stopper):
        return spec
    if isinstance(spec, str):
        number, tilt = (spec[: -len("under")], under) if spec.endswith("under") else (spec[: -len("over")], over)
        return Stopper(parse(number)) + tilt
    return Stopper(spec)


def outcome(x: Stopper) -> str:
    return {(True, True): "P", (True, False): "L", (False, True): "R", (False, False): "N"}[(x >= 0, x <= 0)]


@pytest.mark.parametrize("row", cgsuite_table(), ids=lambda row: row[0])
def test_cgsuite_canonical_stopper_table(row):
    name, form, followers, predicates, stops, outcome_class = row
    x = canonical_stopper(form)
    assert x.follower_count == followers
    assert len(x.followers()) == followers
    assert x.is_idempotent() is predicates["idem"]
    assert x.is_infinitesimal() is predicates["inf"]
    assert x.is_numberish() is predicates["numberish"]
    assert x.is_number_tiny() is predicates["tiny"]
    assert x.is_plumtree() is predicates["plum"]
    assert not x.is_loopfree()
    assert x.left_stop() is pseudonumber(stops[0]) and x.right_stop() is pseudonumber(stops[1])
    assert left_stop(form) is x.left_stop() and right_stop(form) is x.right_stop()
    assert x.left_stop().is_pseudonumber() and x.right_stop().is_pseudonumber()
    assert outcome(x) == outcome_class


def test_cgsuite_table_options():
    # the options CGSuite prints for each canonical stopper
    three_halves_under = Stopper(graph({"a": (["a"], [F(3, 2)])}, "a"))
    assert three_halves_under.left_options == (three_halves_under,)
    assert three_halves_under.right_options == (F(3, 2),)
    assert three_halves_under.is_pseudonumber() and three_halves_under == F(3, 2) + under
    assert {o.to_game() for o in three_halves_under.followers() if o.is_loopfree()} == {
        parse(s) for s in ("0", "1", "3/2", "2")
    }

    quarter = Stopper(graph({"a": ([parse("-1/4+*")], ["a"])}, "a"))  # -1/4v[on]
    assert quarter.left_options == (parse("-1/4+*"),) and quarter.right_options == (quarter,)
    assert not quarter.is_pseudonumber()

    up_on = Stopper(uponth())
    x = Stopper(graph({"g": (["a"], [-uponth()]), "a": ([0], [uponth()])}, "g"))
    assert x.left_options == (Stopper(graph({"a": ([0], [uponth()])}, "a")),)
    assert x.right_options == (-up_on,)
    assert x.left_options[0].right_options == (up_on,)

    tiny_on = Stopper(graph({"t": ([0], ["r"]), "r": ([0], [off.form])}, "t"))
    x = Stopper(graph({"x": ([0], ["y"]), "y": ([0], ["z"]), "z": ([0], [off.form])}, "x"))
    assert x.left_options == (0,) and x.right_options == (tiny_on,)
    assert tiny_on.is_number_tiny() and tiny_on > 0 and tiny_on < over

    miny_on = Stopper(graph({"x": (["y"], [0]), "y": ([on.form], [0])}, "x"))
    assert miny_on == -tiny_on
    assert miny_on.left_options == (Stopper(graph({"y": ([on.form], [0])}, "y")),) and miny_on.right_options == (0,)

    tiny_over = Stopper(graph({"x": ([0], ["y"]), "y": ([0], [under.form])}, "x"))
    assert tiny_over.right_options == (Stopper(graph({"y": ([0], [under.form])}, "y")),)
    assert 0 < tiny_on < tiny_over

    pm_over = Stopper(graph({"x": ([over.form], [under.form])}, "x"))
    assert pm_over.left_options == (over,) and pm_over.right_options == (under,)
    assert pm_over == -pm_over


# -- the order -----------------------------------------------------------------------------------------


def test_order_of_loopfree_stoppers_is_the_core_order():
    games = born_by(2)
    stoppers = [Stopper(g) for g in games]
    for g, x in zip(games, stoppers):
        for h, y in zip(games, stoppers):
            assert (x <= y) == (g <= h), (g, h)
            assert (x == y) == (g == h)


def test_order_of_random_day_three_pairs_is_the_core_order():
    games = born_by(3)
    rng = random.Random(34)
    for _ in range(300):
        g, h = rng.choice(games), rng.choice(games)
        assert (Stopper(g) <= Stopper(h)) == (g <= h), (g, h)
        assert (Stopper(g) >= h) == (g >= h), (g, h)


@given(stopper_graphs(), stopper_graphs())
@settings(max_examples=300, deadline=None)
def test_order_of_small_stoppers_is_survival_by_play(g, h):
    assert _geq(g, h) == survives_by_iteration(g, h)
    assert (Stopper(g) >= Stopper(h)) == survives_by_iteration(g, h)


# -- simplest forms ------------------------------------------------------------------------------------


def test_loopfree_forms_simplify_to_the_core_canonical_form():
    games = born_by(2)
    rng = random.Random(7)
    for _ in range(300):
        left = rng.sample(games, rng.randint(0, 4))
        right = rng.sample(games, rng.randint(0, 4))
        form = graph({"x": (left, right)}, "x")
        assert Stopper(form).form == LoopyGame.from_game(Game(left, right))
    for g in games:
        for h in games:
            assert Stopper(LoopyGame.from_game(g) + LoopyGame.from_game(h)).form == LoopyGame.from_game(g + h)


def test_random_day_three_sums_simplify_to_the_core_canonical_form():
    games = born_by(3)
    rng = random.Random(3)
    for _ in range(60):
        g, h = rng.choice(games), rng.choice(games)
        x = Stopper(LoopyGame.from_game(g) - LoopyGame.from_game(h))
        assert x.form == LoopyGame.from_game(g - h)
        assert x.is_loopfree() and x.to_game() == g - h


@given(stopper_graphs())
@settings(max_examples=300, deadline=None)
def test_simplest_form_is_equal_and_a_fixed_point(g):
    x = Stopper(g)
    assert survives_by_iteration(g, x.form) and survives_by_iteration(x.form, g)
    assert _simplify(x.form) == x.form
    assert Stopper(x.form) is x
    assert is_stopper(x.form)
    # the invariant of a simplest form: no two of its nodes are equal
    followers = [Stopper._of_simplest(x.form.at(v)) for v in range(x.form.node_count)]
    for i, a in enumerate(followers):
        for b in followers[:i]:
            assert not (_geq(a.form, b.form) and _geq(b.form, a.form))


@given(stopper_graphs(), st.sampled_from([graph({"z": ([STAR], [STAR])}, "z"), graph({"z": ([-1], [1])}, "z")]))
@settings(max_examples=150, deadline=None)
def test_equal_forms_give_the_same_stopper(g, zero):
    # adding a form of 0 changes the graph, not the value
    assert Stopper(g + zero) is Stopper(g)
    assert Stopper(-g) is -Stopper(g)


@given(stopper_graphs(3), stopper_graphs(3))
@settings(max_examples=100, deadline=None)
def test_sums_of_stoppers_that_are_stoppers(g, h):
    total = disjunctive_sum(g, h)
    if is_stopper(total):
        assert Stopper(g) + Stopper(h) is Stopper(total)
        assert Stopper(g) + Stopper(h) is Stopper(h) + Stopper(g)


# -- stops -----------------------------------------------------------------------------------------------


def test_stops_of_short_games_are_the_core_stops():
    from cgtalg.core.stops import left_stop as core_left, right_stop as core_right

    for g in born_by(2):
        assert Stopper(g).left_stop() == core_left(g)
        assert Stopper(g).right_stop() == core_right(g)


def test_pseudonumbers_are_their_own_stops():
    for x in (on, off, over, under, Stopper(F(5, 8)), Stopper(2) + over, Stopper(-3) + under):
        assert x.is_pseudonumber()
        assert x.left_stop() is x and x.right_stop() is x
    assert not Stopper(STAR).is_pseudonumber()
    assert Stopper(STAR).left_stop() == 0


# -- simplest forms component by component, against the all-pairs reference ---------------------------


@st.composite
def raw_stopper_arrays(draw: st.DrawFn, max_nodes: int = 7) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Random raw option arrays (not minimal, several components), made stoppers by cutting Right edges."""
    from cgtalg.loopy.simplest import _alternating_acyclic

    n = draw(st.integers(1, max_nodes))
    node = st.integers(0, n - 1)
    left = [tuple(draw(st.lists(node, max_size=3))) for _ in range(n)]
    right = [tuple(draw(st.lists(node, max_size=3))) for _ in range(n)]
    v = 0
    while not _alternating_acyclic(tuple(left), tuple(right)):
        right[v] = ()
        v += 1
    return tuple(left), tuple(right)


@given(raw_stopper_arrays())
@settings(max_examples=300, deadline=None)
def test_component_simplest_forms_are_the_all_pairs_simplest_forms(arrays):
    from cgtalg.loopy.stopper import _graph_stoppers

    left, right = arrays
    stoppers, games = _graph_stoppers(left, right)
    for v in range(len(left)):
        assert stoppers[v].form == _simplify(LoopyGame(left, right, v)), v
        if games[v] is not None:
            assert stoppers[v].to_game() == games[v]
    # nodes of equal value share one Stopper object, across components
    for v in range(len(left)):
        for w in range(v):
            same = _geq(stoppers[v].form, stoppers[w].form) and _geq(stoppers[w].form, stoppers[v].form)
            assert same == (stoppers[v] is stoppers[w])


@given(stopper_graphs(6))
@settings(max_examples=150, deadline=None)
def test_stopper_of_a_form_is_its_all_pairs_simplest_form(g):
    assert Stopper(g).form == _simplify(g)


def test_the_pair_limit_is_per_component(monkeypatch):
    import cgtalg.loopy.simplest as simplest
    import cgtalg.loopy.stopper as module

    # a chain of passes: 12 components of one node each; the whole graph would give 144 pairs
    chain = {f"c{i}": ([f"c{i}"], [f"c{i + 1}"] if i < 11 else [0]) for i in range(12)}
    expected = Stopper(graph(chain, "c0"))
    # forget the interned value for the length of this test only (it is ``under``, which other code holds)
    monkeypatch.delitem(module._INTERNED, expected.form)
    monkeypatch.setattr(simplest, "MAX_PAIRS", 16)
    assert Stopper(graph(chain, "c0")).form == expected.form
    # one component of three nodes with an exit to 1 (two nodes): 25 pairs
    ring = {"a": (["b"], [1]), "b": (["c"], []), "c": (["a"], [])}
    with pytest.raises(InputValueError, match="strongly connected component of 3 nodes.*over the limit of 16"):
        Stopper(graph(ring, "a"))


def test_an_alternating_cycle_in_one_component_is_found():
    from cgtalg.loopy.simplest import _NotAStopper
    from cgtalg.loopy.stopper import _graph_stoppers

    # node 0 is dud's form; node 1 moves to it and to 0's exit, node 2 is short
    left, right = ((0,), (0, 2), ()), ((0,), (2,), ())
    with pytest.raises(_NotAStopper, match="not a stopper"):
        _graph_stoppers(left, right)
    assert _graph_stoppers(((), (0,)), ((), ()))[0][1] == 1
