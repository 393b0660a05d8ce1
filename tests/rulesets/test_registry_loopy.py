"""The loopy rulesets through the registry: values, outcomes with draws, generalised Grundy values, compare.

Each answer of :class:`cgtalg.rulesets.registry.Ruleset` is checked against
the library's direct loopy functions (:mod:`cgtalg.engine.loopy_position`)
and against an independent reference written from the definitions:
``loopy_reference`` (a naive retrograde analysis of play, and the order of
stoppers by play: ``G >= H`` when Left, moving second in ``G - H``,
survives) and the naive Smith labelling ``smith_values`` of
``heap/test_fair_shares.py``. The positions are small (strips of up to five
squares, boards of a few squares, up to eleven beans) so that each test takes
at most a few seconds in pure Python; the Fox and Geese positions of
CGSuite's table (4,343 nodes each) are valued and compared with their
published values by :func:`cgtalg.compare`.
"""

from __future__ import annotations

import itertools

import pytest

from cgtalg import Relation, compare, parse
from cgtalg.engine import loopy_position as engine
from cgtalg.errors import InputValueError
from cgtalg.loopy import LoopyGame, LoopyGrundy, LoopyOutcome, SidedValue, Stopper, dud, on
from cgtalg.loopy.stopper import is_stopper
from cgtalg.rulesets import get
from cgtalg.rulesets.grid import FoxAndGeese
from cgtalg.rulesets.heap import FairSharesAndVariedPairs

from . import loopy_reference as ref
from .heap.test_fair_shares import INF, partitions, smith_values

TOADS = get("backsliding-toads-and-frogs")
FOX = get("fox-and-geese")
SHARES = get("fair-shares-and-varied-pairs")

#: Every strip of one to four squares with a toad and a frog, and some of five.
STRIPS = [s for n in range(1, 5) for s in map("".join, itertools.product(".TF", repeat=n))
          if "T" in s and "F" in s] + [".TTTF", "TTF.T", "TT.TF", ".FFTT"]

#: Small Fox and Geese boards (the fox 'o', geese 'x'): a few dozen positions each.
BOARDS = ["x.|.o", "x.x.|....|.o..", "x.x.|....|....|.o..", ".x.x|....|o...", "x...|.o..|....",
          "x.x.|.o..|....|....", "..x.|.o..|....|...."]

ROW3 = [(3, 1), (3, 3), (3, 5), (3, 7)]


def n_over(n):
    """``n over = {n | pass}``."""
    return LoopyGame.from_graph({"a": ([parse(str(n))], ["a"])}, "a")


def nodes_of(value):
    """A reference component list for *value*: a short game as it is, a stopper as hand-made Nodes."""
    if not isinstance(value, Stopper):
        return [(value, 1)]
    form = value.form
    made = [ref.Node(f"v{i}") for i in range(form.node_count)]
    for i, node in enumerate(made):
        node.left = [made[j] for j in form.left_arrays[i]]
        node.right = [made[j] for j in form.right_arrays[i]]
    return [(made[form.start], 1)]


def reference_outcome(components):
    """The naive retrograde's outcome class of the sum *components*, as a LoopyOutcome."""
    def result(mover):
        found = ref.outcome(tuple(components), mover)
        if found == ref.DRAW:
            return "draw"
        return "Left" if (found == ref.WIN) == (mover == ref.LEFT) else "Right"

    names = {("Left", "Right"): "N", ("Left", "Left"): "L", ("Right", "Right"): "R", ("Right", "Left"): "P",
             ("draw", "draw"): "D", ("draw", "Left"): "PHat", ("Right", "draw"): "PCheck",
             ("Left", "draw"): "NHat", ("draw", "Right"): "NCheck"}
    return LoopyOutcome(names[result(ref.LEFT), result(ref.RIGHT)])


def reference_relation(g, h):
    """The relation of two stoppers (component lists) by play alone."""
    geq, leq = ref.geq(g, h), ref.geq(h, g)
    if geq:
        return Relation.EQUAL if leq else Relation.GREATER
    return Relation.LESS if leq else Relation.CONFUSED


# -- values -----------------------------------------------------------------------------------------


def test_values_of_strips_are_the_engines_and_equal_the_position_by_play():
    kinds = set()
    for s in STRIPS:
        p = TOADS.parse(s)
        v = TOADS.value(s)
        assert v == engine.loopy_value(p), s
        kinds.add(type(v).__name__)
        if is_stopper(engine.loopy_game(p)):
            # The position and its value are equal games: neither is better for Left, by play alone.
            assert ref.equal([(p, 1)], nodes_of(v)), s
    assert kinds == {"Game", "Stopper"}
    assert [str(TOADS.value(s)) for s in ("T.F", "T..F", "TT.F", "T.FF", "F.TT", "FF.T")] == [
        "0", "*", "on", "off", "{on|0}", "{0|off}"]


def test_values_of_small_fox_and_geese_boards():
    for text in BOARDS:
        p = FOX.parse(text)
        v = FOX.value(p)
        assert v == engine.loopy_value(p), text
        assert ref.equal([(p, 1)], nodes_of(v)), text  # every Fox and Geese position is a stopper
    assert str(FOX.value("x.x.|....|....|.o..")) == "over"


def test_a_stopper_sided_value_and_the_impartial_variant():
    v = SHARES.value("1 9")
    assert isinstance(v, SidedValue) and not v.is_stopper() and v == engine.loopy_value(SHARES.parse("1 9"))
    assert str(SHARES.value("6")) == "*2" and str(SHARES.value("2 4")) == "0"
    # Impartial Backsliding Toads and Frogs: each player may move any creature either way, for ever.
    variant = TOADS.impartial()
    assert variant.is_loopy and variant.name == "impartial backsliding-toads-and-frogs"
    for s in ("T.F", "TT.F", "T..F"):
        assert variant.value(s) == dud and variant.outcome(s) == LoopyOutcome.D
        assert variant.grundy(s) == LoopyGrundy.infinity()


def test_out_of_reach_values_are_refused_clearly(monkeypatch):
    import cgtalg.loopy.simplest as simplest

    p = FoxAndGeese.from_coordinates(ROW3, (2, 4))  # 4,343 positions, the value 2 (CGSuite's table)
    assert FOX.value(p) == 2
    monkeypatch.setattr(simplest, "MAX_PAIRS", 100)
    with pytest.raises(InputValueError, match=r"cannot find the value of the fox-and-geese position .* \(a loopy "
                                              r"game\): a strongly connected component of .* over the limit of 100"
                                              r".*outcome with draws"):
        FOX.value(FoxAndGeese.from_coordinates(ROW3, (2, 2)))
    assert FOX.outcome(p) == LoopyOutcome.L  # the outcome is still found


def test_a_value_whose_sides_are_not_found_is_refused_clearly(monkeypatch):
    # sidling does not settle on .FFT.T; simplifying its graph finds dud (on & off), and where that
    # fails too (made to fail here) the answer is a refusal, never a guess
    from cgtalg.loopy import sided

    assert TOADS.value(".FFT.T") == dud
    monkeypatch.setattr(sided, "_side_graph", lambda *args: None)
    with pytest.raises(InputValueError, match=r"'\.FFT\.T' \(a loopy game\): could not decide whether this game is "
                                              r"stopper-sided"):
        TOADS.value(".FFT.T")
    assert TOADS.outcome(".FFT.T") == LoopyOutcome.D


def test_past_the_exploration_limit_the_message_says_how_to_explore_further():
    p = FOX.parse("x.x.|....|....|.o..")

    def loopy_value(position):
        return engine.loopy_value(position, limit=10)

    with pytest.raises(InputValueError, match=r"more than 10 positions are reachable .*the most the registry "
                                              r"explores \(call cgtalg.engine.loopy_position.loopy_value\(position, "
                                              r"limit=\.\.\.\) to explore further\)"):
        FOX._loopy(loopy_value, p, "value")


def test_progress_and_partizan_grundy_values_are_refused():
    with pytest.raises(InputValueError, match="reports no progress: call value"):
        FOX.value("x.|.o", progress=lambda n, s: None)
    with pytest.raises(InputValueError, match="fox-and-geese is a partizan ruleset"):
        FOX.grundy("x.|.o")
    with pytest.raises(InputValueError, match="backsliding-toads-and-frogs is a partizan ruleset"):
        TOADS.grundy("T.F")


# -- outcomes with draws ----------------------------------------------------------------------------


def test_outcomes_with_draws_match_the_engine_and_the_naive_retrograde():
    found = set()
    cases = [(TOADS, s) for s in STRIPS + [".FFT.T", "T.FF.T"]] + [(FOX, b) for b in BOARDS]
    cases += [(SHARES, " ".join(map(str, heaps))) for n in range(1, 9) for heaps in partitions(n)]
    for rs, text in cases:
        p = rs.parse(text)
        got = rs.outcome(text)
        assert isinstance(got, LoopyOutcome), text
        assert got == engine.loopy_outcome(p) == reference_outcome([(p, 1)]), (rs.name, text)
        found.add(str(got))
    assert {"D", "L", "R", "N", "P"} <= found


# -- generalised Grundy values ----------------------------------------------------------------------


def test_fair_shares_grundy_values_match_the_engine_and_smith_labelling():
    infinite = 0
    for n in range(1, 12):
        naive = smith_values([FairSharesAndVariedPairs(p) for p in partitions(n)])
        for p, v in naive.items():
            expected = LoopyGrundy.infinity(v[1]) if isinstance(v, tuple) and v[0] == INF else LoopyGrundy(v)
            got = SHARES.grundy(p.text())
            assert got == engine.loopy_grundy(p) == expected, p.heaps
            assert SHARES.outcome(p) == got.outcome, p.heaps
            infinite += not got.is_finite
    assert infinite > 0 and str(SHARES.grundy("1 9")) == "∞_{0,2}"


def test_the_impartial_variant_of_a_loopy_partizan_ruleset_has_smith_values():
    variant = TOADS.impartial()
    for s in ("T.F.", ".TF", "T.F", "TF", "FT.", "F.T"):
        start = variant.parse(s)
        nodes, todo = set(), [start]
        while todo:
            q = todo.pop()
            if q not in nodes:
                nodes.add(q)
                todo.extend(q.options())
        naive = smith_values(list(nodes))[start]
        expected = LoopyGrundy.infinity(naive[1]) if isinstance(naive, tuple) else LoopyGrundy(naive)
        assert variant.grundy(s) == engine.loopy_grundy(start) == expected, s
        assert variant.outcome(s) == reference_outcome([(start, 1)]), s


# -- compare ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("fox, expected, below", [
    ((2, 4), parse("2"), parse("5/2")),
    ((2, 6), parse("3*"), parse("4")),
    ((2, 2), n_over(2), parse("9/4")),
    ((1, 5), parse("{4|3||2}"), parse("5")),
], ids=str)
def test_compare_fox_and_geese_with_cgsuites_values(fox, expected, below):
    p = FoxAndGeese.from_coordinates(ROW3, fox)
    assert compare(p, expected) is Relation.EQUAL and compare(expected, p) is Relation.EQUAL
    assert compare(p, below) is Relation.LESS and compare(below, p) is Relation.GREATER


def test_compare_fox_and_geese_near_misses():
    p = FoxAndGeese.from_coordinates(ROW3, (2, 2))  # 2over: above 2, below every number beyond 2
    assert compare(p, 2) is Relation.GREATER and compare(p, n_over(3)) is Relation.LESS
    assert compare(FoxAndGeese.from_coordinates(ROW3, (1, 5)), parse("{4|3||2*}")) is not Relation.EQUAL


def test_compare_matches_the_order_by_play():
    # Stopper positions and values, each pair related as the naive order by play relates them.
    strips = [s for s in STRIPS if len(s) <= 4 and is_stopper(engine.loopy_game(TOADS.parse(s)))]
    things = [TOADS.parse(s) for s in strips[::6]] + [FOX.parse(b) for b in BOARDS[:3]]
    things += [parse("0"), parse("*"), parse("1/2"), parse("{1|-1}")]
    relations = set()
    for a, b in itertools.combinations(things, 2):
        got = compare(a, b)
        assert got is reference_relation([(a, 1)], [(b, 1)]), (a, b)
        relations.add(got)
    assert relations == set(Relation)
    # Values of cgtalg.loopy on either side.
    assert compare(TOADS.parse("TT.F"), on) is Relation.EQUAL and compare(on, TOADS.parse("F.TT")) is Relation.GREATER
    assert compare(TOADS.impartial().parse("T.F"), dud) is Relation.EQUAL
    v = SHARES.value("1 9")
    assert compare(SHARES.parse("1 9"), v) is Relation.EQUAL and compare(v, v.onside) is Relation.LESS


def test_compare_refuses_games_whose_sides_are_not_found(monkeypatch):
    from cgtalg.loopy import sided

    assert compare(TOADS.parse(".FFT.T"), 0) is compare(dud, 0)
    monkeypatch.setattr(sided, "_side_graph", lambda *args: None)
    with pytest.raises(InputValueError, match="the first argument is a loopy game whose value is out of reach "
                                              r"\(could not decide whether this game is stopper-sided"):
        compare(TOADS.parse(".FFT.T"), 0)


def test_compare_refuses_loopy_outcomes_and_grundy_values():
    from cgtalg.errors import InputTypeError

    for thing in (LoopyOutcome.L, LoopyGrundy(2)):
        with pytest.raises(InputTypeError, match="must be a Game, an int, a dyadic Fraction or a position"):
            compare(thing, 0)


def test_compare_values_large_graphs_first(monkeypatch):
    import cgtalg.loopy.simplest as simplest

    # 4,343 positions each, 2 and 3* (CGSuite's table): compared by their simplest forms
    two, three_star = FoxAndGeese.from_coordinates(ROW3, (2, 4)), FoxAndGeese.from_coordinates(ROW3, (2, 6))
    assert compare(two, three_star) is Relation.LESS and compare(three_star, parse("3*")) is Relation.EQUAL
    monkeypatch.setattr(simplest, "MAX_PAIRS", 100)
    with pytest.raises(InputValueError, match="cannot compare: the first argument is a loopy game whose value is out "
                                              "of reach .*over the limit of 100"):
        compare(FoxAndGeese.from_coordinates(ROW3, (2, 2)), three_star)
