"""The values born by day n modulo the dicot and dead-ending universes, against brute forces.

The brute forces start from every form born by day 2 (256 of them), keep
those of the universe by its definition (written out in
``tests/misere/universe_reference.py``), and group them two ways: by the
outcomes of ``G + X`` over test positions ``X`` of the universe (a value
check that uses no comparison theorem), and by the universe's order
(``geq`` both ways, without reduced forms). The census must give one
form per group.

No published count of these values was found: Dorbec, Renault, Siegel and
Sopena (JCTA 2015) and Larsson, Milley, Nowakowski, Renault and Santos
(arXiv:1807.11297) define the reduced forms but, in the parts that could be
searched, state no number of values born by day 2. The counts pinned here
(9 dicot values, 196 dead-ending ones) are this library's own.
"""

from __future__ import annotations

import pytest

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.misere import DEAD_ENDING, DICOT, STAR, ZERO, born_by, parse
from tests.misere.reference import forms_born_by
from tests.misere.universe_reference import dead_ending_reference, dicot_reference, outcome_table, random_forms

ALL2 = forms_born_by(2)
DICOTS2 = [g for g in ALL2 if dicot_reference(g)]
DEAD2 = [g for g in ALL2 if dead_ending_reference(g)]


def _classes(forms, same):
    """The forms split into classes of *same* (an equivalence), each a list, in first-seen order."""
    classes: list[list] = []
    for g in forms:
        for c in classes:
            if same(g, c[0]):
                c.append(g)
                break
        else:
            classes.append([g])
    return classes


def _one_per_class(census, classes, same):
    """True if each class holds exactly one census form (compared by *same*) and each census form one class."""
    hits = [[c for c in classes if same(v, c[0])] for v in census]
    return all(len(h) == 1 for h in hits) and len({id(h[0]) for h in hits}) == len(classes)


@pytest.mark.parametrize("universe, reference", [(DICOT, dicot_reference), (DEAD_ENDING, dead_ending_reference)])
def test_the_census_forms_are_reduced_members_born_in_time(universe, reference):
    for n in range(3):
        census = born_by(n, universe=universe)
        assert len(set(census)) == len(census)
        for v in census:
            assert reference(v) and v.birthday <= n and universe.canonical(v) is v
    assert born_by(0, universe=universe) == (ZERO,)


def test_the_dicot_census_of_days_one_and_two():
    assert born_by(1, universe=DICOT) == (ZERO, STAR)
    census = born_by(2, universe=DICOT)
    # 10 dicot forms born by day 2; only {*|*} merges, with 0.
    assert len(DICOTS2) == 10 and len(census) == 9
    assert {str(v) for v in census} == {
        "0", "*", "{0|*}", "{*|0}", "{0,*|0}", "{0|0,*}", "{0,*|*}", "{*|0,*}", "{0,*|0,*}"}


def test_the_dicot_census_matches_the_outcome_brute_force():
    # Dicot test positions: all 10 born by day 2 and 300 born on day 3 (a seeded sample).
    tests = DICOTS2 + random_forms(DICOTS2, 300, 35, 4, lambda g: g.left_options() and g.right_options())
    census = born_by(2, universe=DICOT)
    table = outcome_table(DICOTS2 + list(census), tests)
    by_outcomes = _classes(DICOTS2, lambda g, h: table[g] == table[h])
    assert len(by_outcomes) == 9
    assert _one_per_class(census, by_outcomes, lambda g, h: table[g] == table[h])
    by_order = _classes(DICOTS2, DICOT.equal)
    assert [len(c) for c in by_order] == [len(c) for c in by_outcomes]
    assert _one_per_class(census, by_order, DICOT.equal)


def test_the_dead_ending_census_of_days_one_and_two():
    assert set(born_by(1, universe=DEAD_ENDING)) == {ZERO, STAR, parse("1"), parse("-1")}
    census = born_by(2, universe=DEAD_ENDING)
    assert len(DEAD2) == 232 and len(census) == 196
    # {-1|1} = 0 and {0,*|1} = {0,-1|1} modulo E; the reduced forms are the ones listed.
    assert parse("{-1|1}") not in census and parse("{0,*|1}") not in census and parse("{0,-1|1}") in census


def test_the_dead_ending_census_matches_the_order_brute_force():
    census = born_by(2, universe=DEAD_ENDING)
    by_order = _classes(DEAD2, DEAD_ENDING.equal)
    assert len(by_order) == 196
    assert _one_per_class(census, by_order, DEAD_ENDING.equal)
    # The merged classes, each checked by play: its members have the same outcomes beside every test position.
    merged = [c for c in by_order if len(c) > 1]
    assert sum(len(c) - 1 for c in merged) == 232 - 196
    tests = DEAD2 + random_forms(DEAD2, 120, 1807, 4, dead_ending_reference)
    members = [g for c in merged for g in c]
    table = outcome_table(members, tests)
    assert all(len({table[g] for g in c}) == 1 for c in merged)


def test_the_general_census_is_unchanged():
    assert [len(born_by(n)) for n in range(3)] == [1, 4, 256]
    assert born_by(2) == born_by(2, universe=None)


def test_bad_universes_and_days_are_refused():
    with pytest.raises(InputTypeError, match="must be a cgtalg.misere.Universe"):
        born_by(1, universe="dicot")
    with pytest.raises(InputValueError, match="day"):
        born_by(3, universe=DICOT)
    with pytest.raises(InputValueError, match="day"):
        born_by(-1, universe=DEAD_ENDING)
