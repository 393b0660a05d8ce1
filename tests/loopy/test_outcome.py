"""Outcomes with draws: golden classes, the core's outcomes on short games, and a naive fixed point."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import Outcome, outcome as short_outcome, parse
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.loopy import LoopyGame, disjunctive_sum
from cgtalg.loopy.outcome import (
    LoopyOutcome,
    Result,
    node_outcomes,
    outcome,
    outcomes_of_sum,
    search_outcome,
)
from cgtalg.verify.laws import games_born_by

ON = LoopyGame.from_graph({"on": (["on"], [])}, "on")
OFF = -ON
DUD = LoopyGame.from_graph({"d": (["d"], ["d"])}, "d")
OVER = LoopyGame.from_graph({"over": ([0], ["over"])}, "over")
UNDER = -OVER
UPON = LoopyGame.from_graph({"u": (["u"], [parse("*")])}, "u")


def _random_graph(rng: random.Random, max_nodes: int, max_options: int = 2) -> LoopyGame:
    n = rng.randint(1, max_nodes)
    left = [rng.sample(range(n), rng.randint(0, min(n, max_options))) for _ in range(n)]
    right = [rng.sample(range(n), rng.randint(0, min(n, max_options))) for _ in range(n)]
    return LoopyGame(left, right, rng.randrange(n))


@st.composite
def loopy_games(draw: st.DrawFn, max_nodes: int = 5) -> LoopyGame:
    n = draw(st.integers(1, max_nodes))
    node = st.integers(0, n - 1)
    left = [draw(st.lists(node, max_size=3, unique=True)) for _ in range(n)]
    right = [draw(st.lists(node, max_size=3, unique=True)) for _ in range(n)]
    return LoopyGame(left, right, draw(node))


def naive_outcomes(g: LoopyGame) -> list[LoopyOutcome]:
    """The slow reference: the definitions iterated to a fixed point over all states.

    A state (node, mover) is won once some move reaches a state lost by its
    mover, lost once every move reaches a state won by its mover (no move:
    lost at once); sweeps over all states repeat until one changes nothing,
    and what is still undecided is a draw.
    """
    left, right = g.left_arrays, g.right_arrays
    status: dict[tuple[int, int], str] = {}
    changed = True
    while changed:
        changed = False
        for v in range(g.node_count):
            for mover, options in ((0, left[v]), (1, right[v])):
                if (v, mover) in status:
                    continue
                after = [status.get((o, 1 - mover)) for o in options]
                if "lost" in after:
                    status[v, mover] = "won"
                    changed = True
                elif all(a == "won" for a in after):
                    status[v, mover] = "lost"
                    changed = True
    result = []
    for v in range(g.node_count):
        pair = []
        for mover in (0, 1):
            s = status.get((v, mover))
            if s is None:
                pair.append(Result.DRAW)
            else:
                left_wins = (s == "won") == (mover == 0)
                pair.append(Result.LEFT_WINS if left_wins else Result.RIGHT_WINS)
        result.append(LoopyOutcome.from_results(*pair))
    return result


# -- golden classes (Winning Ways ch. 11; CGSuite's SidedValue tests) ------------------------------


def test_the_named_loopy_games():
    assert outcome(ON) is LoopyOutcome.L
    assert outcome(OFF) is LoopyOutcome.R
    assert outcome(DUD) is LoopyOutcome.D
    assert outcome(OVER) is LoopyOutcome.L
    assert outcome(UNDER) is LoopyOutcome.R
    assert outcome(UPON) is LoopyOutcome.L


def test_cgsuite_sided_values():
    # a{{|a}|} = 1 & 0: PHat
    a = LoopyGame.from_graph({"a": (["b"], []), "b": ([], ["a"])}, "a")
    assert outcome(a) is LoopyOutcome.PHat
    # {0 | {dud|}, *} = ^ & v*: NHat
    g = LoopyGame.from_graph({"g": ([0], ["x", parse("*")]), "x": ([DUD], [])}, "g")
    assert outcome(g) is LoopyOutcome.NHat
    assert outcome(-g) is LoopyOutcome.NCheck
    # Bach's Carousel a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}: not stopper-sided, outcome N
    one, star, one_star = parse("1"), parse("*"), parse("1+*")
    carousel = LoopyGame.from_graph(
        {
            "a": ([0, "b"], [0]),
            "b": ([one], [one, "c"]),
            "c": ([star, "d"], [star]),
            "d": ([one_star], [one_star, "a"]),
        },
        "a",
    )
    assert outcome(carousel) is LoopyOutcome.N


def test_identities_of_issue_34_as_outcomes():
    # on + off = dud; dud + G = dud; on + x = on for short x; over > 0; over < 2^-n
    assert outcomes_of_sum(ON, OFF) is LoopyOutcome.D
    for x in (parse("-5"), parse("{1|-3}"), parse("*"), parse("^")):
        assert outcomes_of_sum(DUD, x) is LoopyOutcome.D
        assert outcomes_of_sum(ON, x) is LoopyOutcome.L
        assert outcomes_of_sum(OFF, x) is LoopyOutcome.R
    for n in range(5):
        assert outcomes_of_sum(OVER, parse(f"-1/{2 ** n}")) is LoopyOutcome.R
    assert outcomes_of_sum(OVER, OVER, OVER) is LoopyOutcome.L


# -- the short games' outcomes ---------------------------------------------------------------------


def test_loopfree_games_agree_with_the_core():
    for g in games_born_by(2) + games_born_by(3):
        assert outcome(g) == short_outcome(g), g
        assert outcome(LoopyGame.from_game(g)).short is short_outcome(g)


def test_sums_of_short_games_agree_with_the_core():
    day2 = games_born_by(2)
    for g in day2:
        for h in day2:
            assert outcomes_of_sum(g, h) == short_outcome(g + h)
    rng = random.Random(34)
    day3 = games_born_by(3)
    for _ in range(200):
        parts = rng.sample(day3, 3)
        assert outcomes_of_sum(*parts) == short_outcome(parts[0] + parts[1] + parts[2])


# -- against the naive reference -------------------------------------------------------------------


@given(loopy_games())
@settings(max_examples=300, deadline=None)
def test_retrograde_agrees_with_the_naive_fixed_point(g):
    assert list(node_outcomes(g)) == naive_outcomes(g)


def test_a_thousand_sums_agree_with_the_naive_fixed_point_on_the_sum_graph():
    rng = random.Random(2026)
    classes = set()
    for _ in range(1000):
        g, h = _random_graph(rng, 4), _random_graph(rng, 4)
        whole = disjunctive_sum(g, h)
        expected = naive_outcomes(whole)[whole.start]
        assert outcomes_of_sum(g, h) is expected
        assert outcome(whole) is expected
        classes.add(expected)
    assert classes == set(LoopyOutcome)  # every class met


# -- laws ------------------------------------------------------------------------------------------


@given(loopy_games())
@settings(max_examples=200, deadline=None)
def test_the_negative_mirrors_the_outcome(g):
    assert outcome(-g) is -outcome(g)
    x = outcome(g)
    assert (-x).left_first is -x.right_first and (-x).right_first is -x.left_first


@given(loopy_games(4), loopy_games(4), loopy_games(3))
@settings(max_examples=150, deadline=None)
def test_sums_commute_and_associate(g, h, k):
    a = outcomes_of_sum(g, h, k)
    assert outcomes_of_sum(k, g, h) is a
    assert outcomes_of_sum(h, k, g) is a
    assert outcomes_of_sum(disjunctive_sum(g, h), k) is a
    assert outcomes_of_sum(g, h) is outcomes_of_sum(h, g)
    assert outcomes_of_sum(g, 0) is outcome(g)


def test_equal_summands_are_searched_as_a_multiset():
    # five copies of on - 1/2 is Left's; five copies of over, less 1/32, is Right's
    assert outcomes_of_sum(*[ON] * 5, parse("-1/2")) is LoopyOutcome.L
    assert outcomes_of_sum(*[OVER] * 5, parse("-1/32")) is LoopyOutcome.R
    assert outcomes_of_sum() is LoopyOutcome.P


# -- the classes themselves ------------------------------------------------------------------------


def test_the_nine_classes():
    results = list(Result)
    seen = {LoopyOutcome.from_results(a, b) for a in results for b in results}
    assert seen == set(LoopyOutcome) and len(seen) == 9
    for x in LoopyOutcome:
        assert LoopyOutcome.from_results(x.left_first, x.right_first) is x
        assert -(-x) is x
    for o in Outcome:
        x = LoopyOutcome.from_outcome(o)
        assert x == o and o == x and hash(x) == hash(o) and x.short is o and str(x) == str(o)
    assert LoopyOutcome.D != Outcome.P and LoopyOutcome.D.short is None
    assert [str(x) for x in LoopyOutcome] == ["L", "R", "N", "P", "D", "PHat", "PCheck", "NHat", "NCheck"]


def test_left_order_of_classes():
    o = LoopyOutcome
    assert o.L >= o.PHat >= o.D >= o.NCheck >= o.R
    assert o.L >= o.N >= o.R and o.L >= o.P >= o.R
    assert not (o.N >= o.P) and not (o.P >= o.N)
    assert o.PHat <= o.L and not o.L <= o.PHat


# -- searches given by moves, limits and bad input -------------------------------------------------


def test_search_outcome_with_settled_states():
    # a walk on 0..4: Left steps up, Right steps down; at 4 Left has won, at 0 Right has.
    # Each undoes the other's step, so only a player moving first next to their end wins.
    def settled(n, mover):
        return Result.LEFT_WINS if n == 4 else Result.RIGHT_WINS if n == 0 else None

    up, down = (lambda n: [n + 1]), (lambda n: [n - 1])
    found = [search_outcome(n, up, down, settled=settled) for n in (1, 2, 3)]
    assert found == [LoopyOutcome.NCheck, LoopyOutcome.D, LoopyOutcome.NHat]
    with pytest.raises(InputTypeError, match="settled"):
        search_outcome(2, up, down, settled=lambda n, m: Result.DRAW)


def test_limits_are_clear_errors():
    with pytest.raises(InputValueError, match="limit="):
        outcomes_of_sum(OVER, OVER, OVER, limit=3)
    with pytest.raises(InputValueError, match="more than 10 states"):
        search_outcome(0, lambda n: [n + 1], lambda n: [n + 1], limit=10)
    with pytest.raises(InputTypeError, match="limit"):
        outcomes_of_sum(ON, ON, limit=1.5)
    with pytest.raises(InputValueError, match="at least 1"):
        outcomes_of_sum(ON, ON, limit=0)


@pytest.mark.parametrize("bad", [None, 1.5, "x", [1, 2]])
def test_bad_input(bad):
    for f in (outcome, node_outcomes):
        with pytest.raises(InputTypeError, match="loopy game or a short game"):
            f(bad)
    with pytest.raises(InputTypeError, match="summand 2"):
        outcomes_of_sum(ON, bad)
    with pytest.raises(InputTypeError):
        LoopyOutcome.from_results(bad, Result.DRAW)
    with pytest.raises(InputTypeError):
        LoopyOutcome.from_outcome(bad)
    with pytest.raises(InputTypeError):
        search_outcome([], lambda p: [], lambda p: [])
    with pytest.raises(InputTypeError, match="function"):
        search_outcome(0, bad, lambda p: [])
    with pytest.raises(InputTypeError, match="hashable"):
        search_outcome(0, lambda p: [[1]], lambda p: [])


def test_the_class_of_a_sided_value_read_from_its_sides_is_the_class_of_its_graph():
    # Independent reference: retrograde analysis of the form the sided value came from.
    import random

    from cgtalg.errors import InputValueError
    from cgtalg.loopy import LoopyGame, SidedValue, loopy_value
    from cgtalg.loopy.outcome import outcome as loopy_outcome

    rng = random.Random(1)
    checked = 0
    for _ in range(800):
        n = rng.randint(1, 5)
        left = [[o for o in range(n) if rng.random() < 0.3] for _ in range(n)]
        right = [[o for o in range(n) if rng.random() < 0.3] for _ in range(n)]
        form = LoopyGame(left, right, 0)
        try:
            value = loopy_value(form)
        except InputValueError:
            continue
        if isinstance(value, SidedValue):
            checked += 1
            assert loopy_outcome(value) == loopy_outcome(form), form
    assert checked > 120  # 166 of the 800 graphs are sided values that are not stoppers
