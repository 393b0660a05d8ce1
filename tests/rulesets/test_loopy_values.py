"""The loopy rulesets' positions valued by the library's loopy code, against the naive references.

Each position is explored into a :class:`cgtalg.loopy.LoopyGame` here (every
position reachable from it, each mapped to its options) and valued:

* Fox and Geese twice: by :func:`cgtalg.value` (the stoppers' simplest
  forms, found component by component), which must print CGSuite's published
  value, and by the stopper order of :mod:`cgtalg.loopy.stopper` asked of the
  explored forms (the module's ``_geq``) against the published value built
  by hand. The positions are CGSuite's (geese on the third and fourth rows
  of a board 8 wide, two empty rows behind them), the same ones
  ``grid/test_fox_and_geese.py`` checks by a naive survival analysis; their
  graphs have thousands of nodes (4,343 with the geese on the third row,
  26,198 on the fourth, 26,768 on the board ten wide);
* Fair Shares and Varied Pairs by :func:`cgtalg.loopy.impartial.grundy_value`
  (Smith's method): the generalised Sprague-Grundy value of every position
  of up to 12 beans equals the naive labelling of ``heap/test_fair_shares.py``;
* Backsliding Toads and Frogs by :func:`cgtalg.loopy.outcome.outcome` and
  :func:`~cgtalg.loopy.outcome.outcomes_of_sum`: outcomes with draws of every
  strip of up to 6 squares and of sums of two strips, against the naive
  retrograde of ``loopy_reference``.
"""

from __future__ import annotations

import itertools

import pytest

from cgtalg import parse, value
from cgtalg.loopy import LoopyGame
from cgtalg.loopy.impartial import LoopyGrundy, grundy_value
from cgtalg.loopy.outcome import Result, outcome, outcomes_of_sum
from cgtalg.loopy.simplest import _geq
from cgtalg.loopy.stopper import is_stopper
from cgtalg.rulesets.grid import FoxAndGeese
from cgtalg.rulesets.heap import FairSharesAndVariedPairs
from cgtalg.rulesets.strip import BackslidingToadsAndFrogs

from . import loopy_reference as ref

from .heap.test_fair_shares import INF, partitions, smith_values


def explored(start):
    """The LoopyGame of *start*: every reachable position mapped to its (Left, Right) options."""
    graph = {}
    todo = [start]
    while todo:
        p = todo.pop()
        if p in graph:
            continue
        left, right = list(p.left_options()), list(p.right_options())
        graph[p] = (left, right)
        todo.extend(q for q in left + right if q not in graph)
    return LoopyGame.from_graph(graph, start)


def n_over(n):
    """``n over = {n | pass}``."""
    return LoopyGame.from_graph({"a": ([parse(str(n))], ["a"])}, "a")


def node(left, right):
    return LoopyGame.from_graph({"a": (left, right)}, "a")


ROW3 = [(3, 1), (3, 3), (3, 5), (3, 7)]

# CGSuite's tests (GameGridTest.scala): FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)}) and one more.
PUBLISHED = [
    (ROW3, (2, 2), lambda: n_over(2)),
    (ROW3, (2, 4), lambda: parse("2")),
    (ROW3, (2, 6), lambda: parse("3*")),
    (ROW3, (2, 8), lambda: n_over(4)),
    (ROW3, (1, 1), lambda: node([parse("6")], [n_over(2)])),
    (ROW3, (1, 3), lambda: node([n_over(2)], [parse("2")])),
    (ROW3, (1, 5), lambda: parse("{4|3||2}")),
    (ROW3, (1, 7), lambda: node([n_over(4)], [parse("3*")])),
    pytest.param([(4, 2), (4, 4), (4, 6), (4, 8)], (1, 1), lambda: parse("{4*|7/2}"), marks=pytest.mark.slow),
]


def _form(value):
    return value if isinstance(value, LoopyGame) else LoopyGame.from_game(value)


def equal(g, h):
    return _geq(g, h) and _geq(h, g)


@pytest.mark.parametrize("geese, fox, expected", PUBLISHED, ids=lambda x: str(x) if isinstance(x, tuple) else None)
def test_fox_and_geese_published_values_as_stoppers(geese, fox, expected):
    form = explored(FoxAndGeese.from_coordinates(geese, fox))
    assert is_stopper(form)
    assert equal(form, _form(expected()))


# The same table as CGSuite prints it, for cgtalg.value (stoppers simplified component by component).
PUBLISHED_TEXT = [
    (ROW3, (2, 2), "2over"),
    (ROW3, (2, 4), "2"),
    (ROW3, (2, 6), "3*"),
    (ROW3, (2, 8), "4over"),
    (ROW3, (1, 1), "{6|2over}"),
    (ROW3, (1, 3), "{2over|2}"),
    (ROW3, (1, 5), "{4|3||2}"),
    (ROW3, (1, 7), "{4over|3*}"),
    pytest.param([(4, 2), (4, 4), (4, 6), (4, 8)], (1, 1), "{4*|7/2}", marks=pytest.mark.slow),
]


@pytest.mark.parametrize("geese, fox, expected", PUBLISHED_TEXT, ids=lambda x: str(x) if isinstance(x, tuple) else None)
def test_fox_and_geese_values_are_cgsuites_printed_values(geese, fox, expected):
    got = value(FoxAndGeese.from_coordinates(geese, fox))
    assert got == parse(expected)
    assert str(got) == expected


@pytest.mark.slow
def test_fox_and_geese_value_on_a_board_ten_wide():
    p = FoxAndGeese.from_coordinates([(3, 1), (3, 3), (3, 5), (3, 7), (3, 9)], (1, 9), width=10)
    assert value(p) == parse("{6over|5*}")


@pytest.mark.slow
def test_fox_and_geese_on_a_board_ten_wide():
    # CGSuite: GenFoxAndGeese(boardWidth => 10)({(3,1),(3,3),(3,5),(3,7),(3,9)}, (1,9)).GameValue
    p = FoxAndGeese.from_coordinates([(3, 1), (3, 3), (3, 5), (3, 7), (3, 9)], (1, 9), width=10)
    assert equal(explored(p), node([n_over(6)], [parse("5*")]))


def test_fox_and_geese_values_tell_near_misses_apart():
    form = explored(FoxAndGeese.from_coordinates(ROW3, (2, 2)))  # 2over
    two, half = _form(parse("2")), _form(parse("5/2"))
    assert _geq(form, two) and not _geq(two, form) and _geq(half, form) and not _geq(form, half)
    assert not equal(explored(FoxAndGeese.from_coordinates(ROW3, (1, 5))), _form(parse("{4|3||2*}")))


def test_fair_shares_generalised_grundy_values_match_the_naive_labelling():
    for n in range(1, 13):
        naive = smith_values([FairSharesAndVariedPairs(p) for p in partitions(n)])
        for p, v in naive.items():
            expected = LoopyGrundy.infinity(v[1]) if isinstance(v, tuple) and v[0] == INF else LoopyGrundy(v)
            assert grundy_value(explored(p)) == expected, p.heaps


def _result(found, mover):
    """The naive reference's answer for *mover* as an outcome Result."""
    if found == ref.DRAW:
        return Result.DRAW
    left_won = (found == ref.WIN) == (mover == ref.LEFT)
    return Result.LEFT_WINS if left_won else Result.RIGHT_WINS


def test_backsliding_toads_and_frogs_outcomes_with_draws_match_the_naive_retrograde():
    strips = ["".join(cells) for n in range(1, 7) for cells in itertools.product(".TF", repeat=n)]
    drawn = 0
    for s in strips:
        p = BackslidingToadsAndFrogs(s)
        got = outcome(explored(p))
        state = ((p, 1),)
        assert got.left_first == _result(ref.outcome(state, ref.LEFT), ref.LEFT), s
        assert got.right_first == _result(ref.outcome(state, ref.RIGHT), ref.RIGHT), s
        drawn += Result.DRAW in (got.left_first, got.right_first)
    assert drawn == 11  # the strips of six squares with a draw for one first player or both
    # Sums, without building the sum's value.
    for a, b in itertools.combinations(["T.F.", ".T.F", "TT.F", "T..F", ".FFT.T", "F.T"], 2):
        p, q = BackslidingToadsAndFrogs(a), BackslidingToadsAndFrogs(b)
        got = outcomes_of_sum(explored(p), explored(q))
        state = ((p, 1), (q, 1))
        assert got.left_first == _result(ref.outcome(state, ref.LEFT), ref.LEFT), (a, b)
        assert got.right_first == _result(ref.outcome(state, ref.RIGHT), ref.RIGHT), (a, b)
