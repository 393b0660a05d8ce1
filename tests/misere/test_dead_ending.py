"""The misère order and reduced forms modulo dead-ending games, against brute forces over test positions."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import Outcome
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.misere import (
    STAR, ZERO, PartizanMisereGame, canonical_dead_ending, equal, equal_dead_ending, geq_dead_ending, geq_dicot,
    is_dead_ending, is_left_dead_end, is_left_strong, is_right_dead_end, is_right_strong, parse,
)
from tests.misere.reference import forms_born_by
from tests.misere.universe_reference import (
    brute_geq_table, dead_ending_reference, dicots_born_by_2, left_dead_ends_born_by, outcome_table, random_forms,
)

ALL2 = forms_born_by(2)
DAY2 = [g for g in ALL2 if dead_ending_reference(g)]
DAY3 = random_forms(DAY2, 300, 2013, 3, dead_ending_reference)
# Day-3 forms with more options: some pairs need one of these to be told apart.
RICH3 = random_forms(DAY2, 400, 1807, 5, dead_ending_reference)
_LD3 = left_dead_ends_born_by(3)
_rng = random.Random(11297)
LEFT_DEAD = _LD3 + list(dict.fromkeys(PartizanMisereGame([], _rng.sample(_LD3, _rng.randint(1, 6))) for _ in range(150)))
LEFT_DEAD += [PartizanMisereGame([], _LD3[i::5]) for i in range(5)]
forms = st.builds(lambda a, b: PartizanMisereGame(a, b), st.lists(st.sampled_from(DAY2), min_size=1, max_size=3),
                  st.lists(st.sampled_from(DAY2), min_size=1, max_size=3))


def _integer(n):
    return parse(str(n))


def test_membership_matches_the_definition():
    assert [is_dead_ending(g) for g in ALL2] == [dead_ending_reference(g) for g in ALL2]
    # 225 forms with options on both sides, 3 Left ends {|-1}, {|0}, {|0,-1}, 3 Right ends and 0.
    assert len(DAY2) == 232
    assert all(is_dead_ending(g) for g in dicots_born_by_2())
    assert is_left_dead_end(parse("-3")) and not is_left_dead_end(parse("{|*}"))
    assert is_right_dead_end(parse("{0,2|}")) and not is_right_dead_end(parse("{{|0}|}"))
    assert all(is_left_dead_end(x) for x in LEFT_DEAD)


def _wins_first(g, left):
    return g.outcome() in ((Outcome.L, Outcome.N) if left else (Outcome.R, Outcome.N))


def test_strength_matches_a_brute_force_over_left_dead_ends():
    # Left strong: Left, moving first, wins G + X for every Left dead end X (here: all 16 born by
    # day 3, a sample born on day 4, and 5 with many options).
    for g in DAY2 + DAY3[:80]:
        assert is_left_strong(g) is all(_wins_first(g + x, True) for x in LEFT_DEAD), g
    for g in DAY2[::3]:
        assert is_right_strong(g) is all(_wins_first(g + -x, False) for x in LEFT_DEAD), g
        assert is_right_strong(-g) is is_left_strong(g)
    # Left's winning first move may depend on X: to 0 when X is not 0, to * when it is.
    g = parse("{0,*|0}")
    assert is_left_strong(g)
    for gl in g.left_options():
        assert any(_wins_first(gl + x, False) for x in LEFT_DEAD), gl
    # Winning alone is not enough: in {*|0} + (-1) Right answers * by moving -1 to 0.
    h = parse("{*|0}")
    assert _wins_first(h, True) and not _wins_first(h + parse("-1"), True) and not is_left_strong(h)


def test_the_order_is_never_refuted_and_mostly_witnessed():
    subjects = forms_born_by(1) + DAY2[::6]
    table = outcome_table(subjects, DAY2 + RICH3)
    refuted, unwitnessed = [], []
    for g in subjects:
        for h in subjects:
            brute = brute_geq_table(table, g, h)
            if geq_dead_ending(g, h) and not brute:
                refuted.append((g, h))
            elif not geq_dead_ending(g, h) and brute:
                unwitnessed.append((g, h))
    assert refuted == []
    # Pairs the test separates that these positions do not; a wider search finds a position for
    # ({0|*}, {0|1}) among day-3 forms with five options a side. Pinned so a change shows.
    assert len(unwitnessed) == 68, unwitnessed


def test_integers_are_invertible_modulo_dead_ending_games():
    # Milley and Renault (2013): n + (-n) = 0 modulo E; not so modulo all games.
    for n in range(1, 6):
        assert equal_dead_ending(_integer(n) + _integer(-n), ZERO)
        assert canonical_dead_ending(_integer(n) + _integer(-n)) is ZERO
    assert not equal(_integer(1) + _integer(-1), ZERO)
    assert canonical_dead_ending(_integer(4) + _integer(-1)) is _integer(3)


def test_p_free_games_have_their_conjugates_as_inverses():
    # A dead-ending form with no follower of outcome P is invertible modulo E, its conjugate
    # being its inverse.
    p_free = [g for g in DAY2 if all(f.outcome() is not Outcome.P for f in _followers(g))]
    assert len(p_free) == 47
    for g in p_free:
        assert equal_dead_ending(g + -g, ZERO), g
    # * has outcome P, and * + * is not 0 modulo E (it is modulo dicots).
    assert not equal_dead_ending(STAR + STAR, ZERO)


def _followers(g):
    seen, stack = [], [g]
    while stack:
        f = stack.pop()
        if f not in seen:
            seen.append(f)
            stack.extend(f.left_options() + f.right_options())
    return seen


def test_the_dead_ending_order_implies_the_dicot_order_on_dicots():
    dicots = dicots_born_by_2()
    for g in dicots:
        for h in dicots:
            if geq_dead_ending(g, h):
                assert geq_dicot(g, h)


def test_reduced_forms_are_equal_idempotent_and_unique_on_day_two():
    reduced = {g: canonical_dead_ending(g) for g in DAY2}
    for g, c in reduced.items():
        assert is_dead_ending(c) and equal_dead_ending(c, g) and canonical_dead_ending(c) is c
    for g in DAY2:
        for h in DAY2:
            assert equal_dead_ending(g, h) is (reduced[g] is reduced[h])
    assert len(set(reduced.values())) == 196
    checked = [g for g in DAY2 if reduced[g] is not g][:40]
    table = outcome_table(checked + [reduced[g] for g in checked], DAY2[::2] + RICH3[:60])
    assert all(table[reduced[g]] == table[g] for g in checked)


def test_an_option_reversing_through_an_end_is_replaced_by_minus_one():
    # In {0,*|1} Right answers * with 0, a Left end at most the game; deleting * would change the
    # value, replacing it by -1 does not.
    g = parse("{0,*|1}")
    assert canonical_dead_ending(g) is parse("{0,-1|1}")
    assert not equal_dead_ending(g, parse("{0|1}")) and not equal(g, parse("{0,-1|1}"))
    assert canonical_dead_ending(parse("{-1|1}")) is ZERO


@settings(max_examples=40, deadline=None)
@given(forms, forms, st.sampled_from(DAY2))
def test_order_laws(g, h, x):
    assert geq_dead_ending(g, g)
    assert geq_dead_ending(g, h) is geq_dead_ending(-h, -g)
    if geq_dead_ending(g, h):
        assert geq_dead_ending(g + x, h + x)
    c = canonical_dead_ending(g)
    assert equal_dead_ending(c, g) and canonical_dead_ending(c) is c


def test_games_outside_the_universe_are_refused():
    with pytest.raises(InputValueError, match=r"must be in the dead-ending universe, got \{\|\*\}"):
        geq_dead_ending(parse("{|*}"), ZERO)
    with pytest.raises(InputValueError):
        canonical_dead_ending(parse("{1|{{|0}|}}"))
    with pytest.raises(InputValueError):
        is_left_strong(parse("{|*}"))
    with pytest.raises(InputTypeError):
        is_dead_ending("0")  # type: ignore[arg-type]
    with pytest.raises(InputTypeError):
        equal_dead_ending(ZERO, 0)  # type: ignore[arg-type]


def test_a_pair_the_sample_leaves_unseparated_has_a_witness():
    # {0|*} >= {0|1} fails modulo E (no H^R <= * and no *^L >= {0|1}); a dead-ending form born
    # on day 3, found by a wider random search, shows it: o(G + X) = N but o(H + X) = L.
    g, h = parse("{0|*}"), parse("{0|1}")
    x = parse("{{*,-1|0,*},{*,1|0,*,1},{0,1|-1,1},{0,1|-1},{1|0,1}|{0,1|-1}}")
    assert is_dead_ending(x) and not geq_dead_ending(g, h)
    assert (g + x).outcome() is Outcome.N and (h + x).outcome() is Outcome.L
