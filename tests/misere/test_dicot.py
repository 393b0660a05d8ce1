"""The misère order and reduced forms modulo dicots, against a brute force over dicot test positions."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.misere import STAR, ZERO, PartizanMisereGame, canonical_dicot, equal_dicot, geq, geq_dicot, parse
from cgtalg.misere.dicot import DICOT
from tests.misere.universe_reference import (
    brute_geq_table, dicot_reference, dicots_born_by_2, outcome_table, random_forms,
)

DAY2 = dicots_born_by_2()
# Dicots born on day 3 (options among the day-2 dicots), a seeded sample.
DAY3 = random_forms(DAY2, 400, 2015, 4, lambda g: g.left_options() and g.right_options())
TESTS = DAY2 + DAY3
dicots = st.builds(lambda a, b: PartizanMisereGame(a, b), st.lists(st.sampled_from(DAY2), min_size=1, max_size=3),
                   st.lists(st.sampled_from(DAY2), min_size=1, max_size=3))


def test_the_dicots_born_by_day_two():
    # 0, and {A|B} for the 3 x 3 choices of non-empty A, B among {0, *}.
    assert len(DAY2) == 10 and all(g.is_dicot for g in DAY2)
    assert all(g.is_dicot is dicot_reference(g) for g in DAY2 + DAY3[:50] + [parse("1"), parse("{*|}")])


def test_the_order_on_dicots_born_by_day_two_matches_the_brute_force_exactly():
    table = outcome_table(DAY2, TESTS)
    refuted, unwitnessed = [], []
    for g in DAY2:
        for h in DAY2:
            brute = brute_geq_table(table, g, h)
            if geq_dicot(g, h) and not brute:
                refuted.append((g, h))
            elif not geq_dicot(g, h) and brute:
                unwitnessed.append((g, h))
    assert refuted == []
    # Of the 100 pairs, every one the test calls not ">=" is told apart by a dicot born by day 3.
    assert unwitnessed == []
    assert sum(geq_dicot(g, h) for g in DAY2 for h in DAY2) == 30


def test_the_order_on_day_three_dicots_is_never_refuted():
    subjects = DAY3[:30]
    table = outcome_table(subjects, TESTS)
    refuted = [(g, h) for g in subjects for h in subjects if geq_dicot(g, h) and not brute_geq_table(table, g, h)]
    unwitnessed = [(g, h) for g in subjects for h in subjects
                   if not geq_dicot(g, h) and brute_geq_table(table, g, h)]
    assert refuted == []
    # Larger test positions would separate these; the figure is pinned so a change shows.
    assert len(unwitnessed) == 5, unwitnessed


def test_star_plus_star_is_zero_modulo_dicots_but_not_in_general():
    # Allen; Dorbec, Renault, Siegel and Sopena (2015): * + * = 0 modulo D.
    from cgtalg.misere import equal

    assert equal_dicot(STAR + STAR, ZERO) and not equal(STAR + STAR, ZERO)
    assert canonical_dicot(STAR + STAR) is ZERO
    assert canonical_dicot(STAR + STAR + STAR) is STAR
    # * is not 0, and 0 and * are incomparable.
    assert not geq_dicot(STAR, ZERO) and not geq_dicot(ZERO, STAR)


def test_the_general_order_implies_the_dicot_order():
    for g in DAY2 + DAY3[:20]:
        for h in DAY2 + DAY3[:20]:
            if geq(g, h):
                assert geq_dicot(g, h)


def test_reduced_forms_are_equal_idempotent_dicots_and_unique():
    subjects = DAY2 + DAY3[:120]
    forms = {}
    for g in subjects:
        c = canonical_dicot(g)
        forms[g] = c
        assert c.is_dicot and equal_dicot(c, g) and canonical_dicot(c) is c
        assert c.birthday <= g.birthday
    # The reduced form plays like the game beside every test position (a check independent of the order).
    tests = DAY2 + DAY3[:80]
    checked = [g for g in subjects[:70] if forms[g] is not g]
    table = outcome_table(checked + [forms[g] for g in checked], tests)
    assert len(checked) > 30 and all(table[forms[g]] == table[g] for g in checked)
    for g in subjects:
        for h in subjects:
            assert equal_dicot(g, h) is (forms[g] is forms[h])
    # 9 values among the 10 dicots born by day 2: only {*|*} = 0 merges.
    assert len({forms[g] for g in DAY2}) == 9
    assert forms[parse("{*|*}")] is ZERO


@settings(max_examples=40, deadline=None)
@given(dicots, dicots, st.sampled_from(DAY2))
def test_order_laws(g, h, x):
    assert geq_dicot(g, g)
    assert geq_dicot(g, h) is geq_dicot(-h, -g)
    if geq_dicot(g, h):
        assert geq_dicot(g + x, h + x)
    assert canonical_dicot(g + h) is canonical_dicot(canonical_dicot(g) + canonical_dicot(h))


def test_games_outside_the_dicot_universe_are_refused():
    with pytest.raises(InputValueError, match="must be in the dicot universe, got 1"):
        geq_dicot(parse("1"), ZERO)
    with pytest.raises(InputValueError, match="the second game must be in the dicot universe"):
        equal_dicot(ZERO, parse("{*|}"))
    with pytest.raises(InputValueError):
        canonical_dicot(parse("{0|1}"))
    with pytest.raises(InputTypeError, match="PartizanMisereGame"):
        geq_dicot("0", ZERO)  # type: ignore[arg-type]
    assert not DICOT.contains(0) and DICOT.contains(STAR)


def test_the_package_clear_cache_clears_the_universes_too():
    from cgtalg.misere import DEAD_ENDING, DICOT, clear_cache, parse

    star = parse("*")
    assert DICOT.equal(star + star, parse("0")) and DEAD_ENDING.geq(parse("{0|}"), parse("{0|}"))
    assert DICOT._geq and DEAD_ENDING._geq
    clear_cache()
    assert not DICOT._geq and not DEAD_ENDING._geq
    assert DICOT.equal(star + star, parse("0"))
