"""Reduced forms, atomic weights, incentives and predicates against definitions and laws."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from cgtalg import STAR, UP, Game, left_stop, nimber, parse, right_stop, up
from cgtalg.analysis.atomic_weight import NotAtomicError, atomic_weight, is_all_small
from cgtalg.analysis.incentives import incentives, left_incentives, right_incentives
from cgtalg.analysis.predicates import (confusion_interval, is_cold, is_even_tempered, is_hot,
                                        is_odd_tempered, is_tepid)
from cgtalg.analysis.reduced import infinitesimally_close, is_reduced, le_mod_infinitesimals, reduced
from cgtalg.analysis.thermograph import temperature
from cgtalg.errors import InputTypeError
from cgtalg.testing import games
from cgtalg.verify.laws import games_born_by

DAY2 = games_born_by(2)
DAY3 = games_born_by(3)
SMALL3 = [g for g in DAY3 if is_all_small(g)]


def _infinitesimal(g: Game) -> bool:  # the definition: both stops 0
    return left_stop(g) == 0 and right_stop(g) == 0


def test_reduced_form_of_every_day3_game_by_the_definition():
    for g in DAY3:
        r = reduced(g)
        assert _infinitesimal(r - g), g
        assert reduced(r) is r and is_reduced(r)
        # the simplest: no game born by day 2 that is infinitesimally close is born earlier
        close = [h for h in DAY2 if _infinitesimal(g - h)]
        if close:
            assert r.birthday <= min(h.birthday for h in close), g
            assert r in close, g


def test_reduced_forms_are_unique_per_class():
    # G - H infinitesimal  <=>  reduced(G) is reduced(H), over day 2 x day 3 (32,428 pairs)
    for h in DAY2:
        rh = reduced(h)
        for g in DAY3[::3]:
            assert _infinitesimal(g - h) == (reduced(g) is rh), (g, h)


def test_reduced_textbook_examples():
    # Siegel, CGT II.6: numbers plus infinitesimals reduce to the number; ^ and * reduce to 0
    assert reduced(UP) == 0 and reduced(STAR) == 0 and reduced(parse("3/4^*")) == Fraction(3, 4)
    assert reduced(parse("{1|*}")) is parse("{1|0}")
    # pycgt 0.2 leaves this one alone; {0|-1} is born a day earlier and infinitely close
    assert reduced(parse("{0|-1,{0|-1}}")) is parse("{0|-1}")
    assert infinitesimally_close(parse("{0|-1,{0|-1}}"), parse("{0|-1}"))


@settings(max_examples=60, deadline=None)
@given(games(max_birthday=3), games(max_birthday=3))
def test_le_mod_inf_and_reduction_laws(g, h):
    assert le_mod_infinitesimals(g, h) == le_mod_infinitesimals(reduced(g), reduced(h))
    if g <= h:
        assert le_mod_infinitesimals(g, h)
    assert _infinitesimal(reduced(g + h) - reduced(g) - reduced(h))


def test_atomic_weight_textbook_values():
    # Lessons in Play ch. 9 / Winning Ways ch. 8: aw(^) = 1, aw(*) = 0, aw(n.^ + *k) = n,
    # aw({0|^}) = aw(^^*) = 2, aw(^*) = 1
    assert atomic_weight(UP) == 1 and atomic_weight(STAR) == 0 and atomic_weight(parse("^*")) == 1
    assert atomic_weight(parse("{0|^}")) == 2 and atomic_weight(up(-5) + nimber(6)) == -5
    # an explicit, non-symbolic all-small game: {0,^*|0} = ^* (aw 1); {^|v} = * + ... (aw 0)
    assert atomic_weight(parse("{^|v}")) == 0


def test_two_ahead_rule_and_negation_on_every_all_small_day3_game():
    # Winning Ways ch. 8, Lessons in Play ch. 9: aw >= 2 => G > 0; aw >= 1 => Left wins moving first
    assert len(SMALL3) == 67
    for g in SMALL3:
        w = atomic_weight(g)
        assert atomic_weight(-g) is -w
        if w >= 2:
            assert g > 0, g
        if w >= 1:
            assert g > 0 or g.is_confused_with(0), g
        if w <= -2:
            assert g < 0, g


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(SMALL3), st.sampled_from(SMALL3), st.sampled_from(SMALL3))
def test_atomic_weight_is_additive(a, b, c):
    assert atomic_weight(a + b + c) == atomic_weight(a) + atomic_weight(b) + atomic_weight(c)


def test_not_atomic_is_a_clear_error():
    with pytest.raises(NotAtomicError, match="not all-small"):
        atomic_weight(parse("{0||0|-1}"))
    with pytest.raises(NotAtomicError, match="not all-small"):
        atomic_weight(parse("1/2"))
    with pytest.raises(InputTypeError):
        atomic_weight(1)


def test_predicates_by_their_definitions_on_day3():
    for g in DAY3:
        hot = left_stop(g) > right_stop(g)
        assert is_hot(g) == hot
        assert is_cold(g) == g.is_number == (temperature(g) < 0)
        assert is_tepid(g) == (not g.is_number and not hot)
        assert not (is_even_tempered(g) and is_odd_tempered(g))
        if g.is_number:
            assert is_even_tempered(g)


def test_tempers_textbook():
    # Lessons in Play ch. 7: * and +-1 are odd-tempered, ^ is neither, {1|-1}+* even
    assert is_odd_tempered(STAR) and is_odd_tempered(parse("+-1"))
    assert not is_odd_tempered(UP) and not is_even_tempered(UP)
    assert is_even_tempered(parse("+-1") + STAR)


GRID = [Fraction(k, 8) for k in range(-24, 25)]


@pytest.mark.parametrize("g", random.Random(5).sample(DAY3, 80), ids=str)
def test_confusion_interval_against_every_grid_number(g):
    ci = confusion_interval(g)
    for x in GRID:
        confused = g.is_confused_with(x)
        assert confused == (ci is not None and ci.contains(x)), (g, x)


def test_incentives_definition_and_sums():
    g, h = parse("{3|{1|-1}}"), parse("{2|*}")
    assert left_incentives(g) == (3 - g,) and right_incentives(g) == (g - parse("{1|-1}"),)
    # incentives of numbers are negative (Winning Ways ch. 6: nobody wants to move in a number)
    assert all(x < 0 for x in incentives(parse("5/8")))
    # switch +-x: both incentives {2x|0}
    assert incentives(parse("+-3")) == (parse("{6|0}"), parse("{6|0}"))
    # a move in G + H is a move in G or in H, so the incentives of the sum's options are the
    # components' incentives (Winning Ways ch. 6); canonical simplification only drops some here
    s = g + h
    parts_left = {o - g for o in g.left_options} | {o - h for o in h.left_options}
    parts_right = {g - o for o in g.right_options} | {h - o for o in h.right_options}
    assert left_incentives(s) == (parse("{4|2||0}"),) and set(left_incentives(s)) <= parts_left
    assert right_incentives(s) == (parse("{2,{4|2}|0}"),) and set(right_incentives(s)) <= parts_right


def _slow_tempers(g):
    """(even, odd) straight from the definition, recursively (Lessons in Play ch. 7)."""
    if g.is_number:
        return True, False
    opts = [_slow_tempers(o) for o in g.left_options + g.right_options]
    return all(o[1] for o in opts), all(o[0] for o in opts)


def test_tempers_against_the_recursive_definition():
    from cgtalg import number
    games = DAY3 + [number(x) + up(n) + nimber(k) for x in (0, Fraction(1, 2), -2)
                    for n in range(-5, 6) for k in range(6)]
    for g in games:
        assert (is_even_tempered(g), is_odd_tempered(g)) == _slow_tempers(g), g
