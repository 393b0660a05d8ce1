"""Misère forms of ruleset positions and their comparison, against references written from the rules alone.

The forms are built again here from the plain-data rules of
``tests/misere/test_misere_outcomes.py`` (a board is a tuple of strings),
without the library's move generators: the library's form must be the very
same (hash-consed) object. Comparisons of positions must agree with the
comparison of those reference forms, and a claimed ``p >= q`` is checked by
play: the misère outcome search on ``p + X`` and ``q + X`` (positions, not
forms) for test forms ``X``.
"""

from __future__ import annotations

import random

import pytest

from cgtalg import UP, Relation
from cgtalg.engine.misere_forms import misere_compare, misere_form
from cgtalg.engine.misere_play import misere_outcome_of_sum
from cgtalg.engine.traversal import position_sum
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.misere import DEAD_ENDING, DICOT, ZERO, PartizanMisereGame, born_by, geq, parse
from cgtalg.rulesets.grid.clobber import Clobber
from cgtalg.rulesets.grid.domineering import Domineering
from cgtalg.rulesets.strip.toppling_dominoes import TopplingDominoes
from tests.misere.reference import outcome_geq
from tests.misere.test_misere_outcomes import Circle, clobber, domineering, random_board, toppling


def reference_form(moves, pos, memo=None):
    """The form of *pos* under the plain-data rules *moves* (by recursion: the boards are small)."""
    memo = {} if memo is None else memo
    if pos not in memo:
        memo[pos] = PartizanMisereGame([reference_form(moves, o, memo) for o in moves(pos, True)],
                                       [reference_form(moves, o, memo) for o in moves(pos, False)])
    return memo[pos]


def relation(above, below):
    if above:
        return Relation.EQUAL if below else Relation.GREATER
    return Relation.LESS if below else Relation.CONFUSED


def _boards(seed, n, cells, rows, cols):
    rng = random.Random(seed)
    return [random_board(rng, rng.randint(1, rows), rng.randint(1, cols), cells) for _ in range(n)]


DOMINEERING = _boards(35, 40, "...#", 3, 3)
CLOBBER = _boards(36, 40, "xxoo.", 2, 3)
ROWS = ["".join(random.Random(37 + i).choice("LRG") for _ in range(i % 6)) for i in range(30)]


@pytest.mark.parametrize("ruleset, moves, cases", [
    (lambda b: Domineering("|".join(b)), domineering, DOMINEERING),
    (lambda b: Clobber("|".join(b)), clobber, CLOBBER),
    (TopplingDominoes, toppling, ROWS),
])
def test_the_form_of_a_position_is_the_form_of_its_rules(ruleset, moves, cases):
    for case in cases:
        assert misere_form(ruleset(case)) is reference_form(moves, case)


def test_a_sum_position_is_the_sum_of_the_forms():
    a, b = Domineering("..|.#"), TopplingDominoes("LRG")
    assert misere_form(position_sum(a, b)) is misere_form(a) + misere_form(b)
    # A board of two regions is the sum of its regions.
    assert misere_form(Domineering("..#|##.|##.")) is parse("-1") + parse("1")


@pytest.mark.parametrize("universe, ruleset, moves, cases", [
    (None, lambda b: Domineering("|".join(b)), domineering, DOMINEERING[:20]),
    (DEAD_ENDING, lambda b: Domineering("|".join(b)), domineering, DOMINEERING[:20]),
    (DICOT, lambda b: Clobber("|".join(b)), clobber, CLOBBER[:20]),
    (DEAD_ENDING, lambda b: Clobber("|".join(b)), clobber, CLOBBER[:20]),
])
def test_comparing_positions_agrees_with_comparing_the_reference_forms(universe, ruleset, moves, cases):
    forms = [reference_form(moves, c) for c in cases]
    order = geq if universe is None else universe.geq
    found = set()
    for a, fa in zip(cases, forms):
        for b, fb in zip(cases, forms):
            rel = misere_compare(ruleset(a), ruleset(b), universe=universe)
            assert rel is relation(order(fa, fb), order(fb, fa))
            found.add(rel)
        assert misere_compare(ruleset(a), fa, universe=universe) is Relation.EQUAL
    assert Relation.CONFUSED in found and Relation.EQUAL in found


def test_a_claimed_order_holds_in_play_beside_test_forms():
    # Dead-ending test forms born by day 2, added to the positions as forms and searched by play.
    tests = list(born_by(2, universe=DEAD_ENDING))[::4]
    boards = [Domineering("|".join(b)) for b in DOMINEERING[:14]]
    claimed = [(p, q) for p in boards for q in boards
               if misere_compare(p, q, universe=DEAD_ENDING) in (Relation.GREATER, Relation.EQUAL) and p != q]
    assert len(claimed) >= 10
    for p, q in claimed:
        for x in tests:
            assert outcome_geq(misere_outcome_of_sum([p, x]), misere_outcome_of_sum([q, x]))


def test_published_equalities_hold_for_positions():
    # Milley and Renault (2013): 1 + (-1) = 0 modulo dead-ending games, not modulo all games.
    pair = Domineering("..#|##.|##.")
    assert misere_compare(pair, 0, universe=DEAD_ENDING) is Relation.EQUAL
    assert misere_compare(pair, 0) is Relation.CONFUSED
    # Allen; Dorbec et al. (2015): * + * = 0 modulo dicots; xo and ox are * in Clobber.
    assert misere_compare(Clobber("xo.ox"), ZERO, universe=DICOT) is Relation.EQUAL
    assert misere_compare(Clobber("xo.ox"), ZERO) is Relation.CONFUSED


def test_bad_positions_and_universes_are_refused():
    with pytest.raises(InputValueError, match="loopy games is not supported"):
        misere_form(Circle(0))
    with pytest.raises(InputValueError, match="loopy games is not supported"):
        misere_compare(Circle(0), 0)
    with pytest.raises(InputValueError, match="the first game must be in the dicot universe, got -1"):
        misere_compare(Domineering(".."), 0, universe=DICOT)
    with pytest.raises(InputValueError, match="the second game must be in the dead-ending universe"):
        misere_compare(0, parse("{|*}"), universe=DEAD_ENDING)
    with pytest.raises(InputTypeError, match="normal-play value"):
        misere_compare(UP, 0)
    with pytest.raises(InputTypeError, match="normal-play value"):
        misere_form(3)
    with pytest.raises(InputTypeError, match="not a position"):
        misere_form("..")
    with pytest.raises(InputTypeError, match="must be a cgtalg.misere.Universe"):
        misere_compare(0, 0, universe="dicot")
    with pytest.raises(InputValueError, match="more than 5 positions"):
        misere_form(Domineering("...|..."), limit=5)
    with pytest.raises(InputValueError, match="position limit"):
        misere_form(Domineering(".."), limit=0)
    assert misere_form(0) is ZERO and misere_form(parse("{0|1}")) is parse("{0|1}")
