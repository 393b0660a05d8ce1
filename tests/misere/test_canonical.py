"""The misère order modulo all games against a brute force over test positions, and canonical forms."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.misere import STAR, ZERO, PartizanMisereGame, born_by, canonical, equal, geq, parse
from tests.misere.reference import brute_geq, forms_born_by, outcome_geq

DAY1 = forms_born_by(1)
DAY2 = forms_born_by(2)
_rng = random.Random(20070321)
# Forms born on day 3 with up to three options a side: some pairs need one to be told apart.
DAY3_SAMPLE = [PartizanMisereGame(_rng.sample(DAY2, _rng.randint(0, 3)), _rng.sample(DAY2, _rng.randint(0, 3)))
               for _ in range(150)]
TESTS = DAY2 + DAY3_SAMPLE
SUBJECTS = DAY1 + _rng.sample(DAY2, 16)
forms = st.builds(lambda a, b: PartizanMisereGame(a, b), st.lists(st.sampled_from(DAY2), max_size=3),
                  st.lists(st.sampled_from(DAY2), max_size=3))


def test_the_order_never_claims_what_a_test_position_refutes_and_is_mostly_witnessed():
    refuted, unwitnessed = [], []
    for g in SUBJECTS:
        for h in SUBJECTS:
            witness = brute_geq(g, h, TESTS)
            if geq(g, h) and witness is not None:
                refuted.append((g, h, witness))
            elif not geq(g, h) and witness is None:
                unwitnessed.append((g, h))
    assert refuted == []
    # Pairs the theorem separates but these test positions do not (8 of 400); wider searches
    # over larger X tell such pairs apart. The figure is pinned so a change shows.
    assert len(unwitnessed) == 8, unwitnessed


def test_the_four_day_one_values_are_pairwise_incomparable():
    for g in DAY1:
        for h in DAY1:
            assert geq(g, h) is (g is h)


def test_star_plus_star_is_not_zero_and_no_small_game_is_comparable_with_zero():
    # Misère play has no additive inverses in general (Mesdal and Ottaway 2007):
    # G + (-G) is never 0 for G other than 0; here * + * = {*|*}.
    assert not equal(STAR + STAR, ZERO)
    for g in DAY2:
        if g is not ZERO:
            assert not equal(g + (-g), ZERO)
    # Six values born by day 2 are comparable with 0, and no test position refutes any of them.
    above = {g for g in DAY2 if g is not ZERO and geq(g, ZERO)}
    below = {g for g in DAY2 if g is not ZERO and geq(ZERO, g)}
    assert above == {parse("{|1}"), parse("{|*}"), parse("{|*,1}")}
    assert below == {-g for g in above}
    assert all(brute_geq(g, ZERO, TESTS) is None for g in above)


def _size(g: PartizanMisereGame) -> int:
    return len(g.left_options()) + len(g.right_options())


@settings(max_examples=40, deadline=None)
@given(forms)
def test_the_canonical_form_is_equal_no_bigger_and_canonical(g):
    c = canonical(g)
    assert equal(c, g)
    assert _size(c) <= _size(g) and c.birthday <= g.birthday
    assert canonical(c) is c
    for x in DAY2[::8]:
        assert (c + x).outcome() is (g + x).outcome()


@settings(max_examples=30, deadline=None)
@given(forms, forms)
def test_canonical_forms_respect_sums_and_equality(g, h):
    assert canonical(g + h) is canonical(canonical(g) + canonical(h))
    assert equal(g, h) is (canonical(g) is canonical(h))
    assert equal(g + ZERO, g)
    assert geq(g, h) is geq(-h, -g)


def test_a_reversal_through_a_left_end():
    # The Left option {|*,1} reverses through *, a Right option at most the whole game; the two
    # Left options come down to 0. The result is checked against the test positions too.
    g = parse("{{*|0,*,1},{|*,1}|{0,*,1|*,1}}")
    assert canonical(g) is parse("{0|{0,*,1|*,1}}")
    assert brute_geq(g, canonical(g), TESTS) is None and brute_geq(canonical(g), g, TESTS) is None


def test_born_by_gives_siegel_counts():
    assert [len(born_by(n)) for n in range(3)] == [1, 4, 256]
    day2 = born_by(2)
    assert set(day2) == {canonical(g) for g in DAY2}
    assert list(day2) == sorted(day2, key=lambda g: (g.birthday, str(g)))
    with pytest.raises(InputValueError, match=r"far too many values to list\) must be <= 2"):
        born_by(3)
    with pytest.raises(InputValueError):
        born_by(-1)


def test_bad_arguments_are_refused():
    with pytest.raises(InputTypeError, match="first game"):
        geq("0", ZERO)  # type: ignore[arg-type]
    with pytest.raises(InputTypeError, match="the game"):
        canonical(0)  # type: ignore[arg-type]


def test_outcome_order():
    from cgtalg import Outcome

    assert outcome_geq(Outcome.L, Outcome.P) and outcome_geq(Outcome.N, Outcome.R)
    assert not outcome_geq(Outcome.N, Outcome.P) and not outcome_geq(Outcome.R, Outcome.L)
