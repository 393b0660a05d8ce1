"""Published statements about the dicot and dead-ending universes, checked on small forms.

Sources, and which part of each was read:

* U. Larsson, R. Milley, R. J. Nowakowski, G. Renault, C. P. Santos,
  "Progress on misère dead ends: game comparison, canonical form, and
  conjugate inverses", arXiv:1807.11297 -- abstract only. It states that *E*
  and *D* have unique reduced forms and that *E*, *D* and the impartial
  games have the *conjugate property*: every invertible game has its
  conjugate as inverse.
* P. Dorbec, G. Renault, A. N. Siegel, E. Sopena, "Dicots, and a taxonomy of
  ranks for misère games", J. Combin. Theory Ser. A 130 (2015) -- not read
  beyond the title; ``* + * = 0`` modulo *D* is from the summary in the
  literature (observed by Allen).
* R. Milley, G. Renault, "Dead ends in misère play", Discrete Math. 313
  (2013): ``n + (-n) = 0`` modulo *E* (checked in ``test_dead_ending.py``).
* A. Davies, V. Yadav, "Invertibility in the misère multiverse",
  arXiv:2410.06924 (2024) -- abstract read: every universe has the
  conjugate property (their Theorem 3.7). Their Lemma 3.6 (the options of
  inverse simplest forms pair off into zero sums) is taken from its
  statement in the Lean library *misère-games* (``ConjugateProperty.lean``).
"""

from __future__ import annotations

from functools import lru_cache

from cgtalg import Outcome
from cgtalg.misere import (
    STAR, ZERO, canonical_dead_ending, canonical_dicot, equal_dead_ending, equal_dicot, is_dead_ending, parse,
)
from cgtalg.misere.form import _followers
from tests.misere.reference import forms_born_by
from tests.misere.universe_reference import dead_ending_reference, dicots_born_by_2, random_forms

ALL2 = forms_born_by(2)
E2 = [g for g in ALL2 if dead_ending_reference(g)]
D2 = dicots_born_by_2()
D3 = random_forms(D2, 60, 1807, 3, lambda g: g.left_options() and g.right_options())


def _values(forms, canonical):
    """One form per value: the distinct reduced forms of *forms* (reduced forms are unique, tested elsewhere)."""
    return list(dict.fromkeys(canonical(g) for g in forms))


def _inverse_pairs(values, equal):
    """Every pair (G, H), G listed no later than H, with ``G + H = 0`` in the universe."""
    return [(g, h) for i, g in enumerate(values) for h in values[i:] if equal(g + h, ZERO)]


@lru_cache(maxsize=None)
def _e_pairs():
    return tuple(_inverse_pairs(_values(E2, canonical_dead_ending), equal_dead_ending))


def test_conjugate_property_in_the_dead_ending_universe_on_day_two():
    # LMNRS, abstract: in E every inverse is the conjugate. Over the 196
    # values of the 232 dead-ending forms born by day 2, every pair that sums
    # to 0 is a game and its conjugate.
    assert len(E2) == 232 and len(_values(E2, canonical_dead_ending)) == 196
    pairs = _e_pairs()
    assert all(equal_dead_ending(h, -g) for g, h in pairs)
    # 25 pairs; self-conjugate values such as 0 and {0,-1|0,1} pair with themselves.
    assert len(pairs) == 25 and (ZERO, ZERO) in pairs
    assert sum(1 for g, h in pairs if g == h) == 4
    # Stronger, and also seen here: the reduced form of the inverse is the
    # conjugate of the reduced form, option for option.
    assert all(h == -g for g, h in pairs)


def test_inverse_options_pair_off_as_davies_and_yadav_show():
    # Davies and Yadav (2024), Lemma 3.6, for simplest forms G + H = 0: each
    # G^L has an H^R with G^L + H^R = 0 (and mirror). cgtalg's reduced forms
    # satisfy it on every inverse pair found above.
    for g, h in _e_pairs():
        assert all(any(equal_dead_ending(gl + hr, ZERO) for hr in h.right_options()) for gl in g.left_options())
        assert all(any(equal_dead_ending(gr + hl, ZERO) for hl in h.left_options()) for gr in g.right_options())


def test_which_day_two_dead_ending_forms_are_invertible():
    # 60 of the 232 forms are invertible modulo E: the 47 with no follower of
    # outcome P, and 13 more, such as {0,*|1} (equal to {0,-1|1}).
    invertible = {g for pair in _e_pairs() for g in pair}
    forms = [g for g in E2 if canonical_dead_ending(g) in invertible]
    p_free = [g for g in E2 if all(f.outcome() != Outcome.P for f in _followers(g))]
    assert len(forms) == 60 and len(p_free) == 47 and set(p_free) <= set(forms)
    assert parse("{0,*|1}") in forms and parse("{0,*|1}") not in p_free


def test_the_inverses_found_in_e_are_confirmed_by_outcomes():
    # An independent look: G + H + X has the outcome of X for a third of the
    # dead-ending test positions X born by day 2.
    for g, h in _e_pairs():
        s = g + h
        assert is_dead_ending(s)
        assert all((s + x).outcome() == x.outcome() for x in E2[::3]), (g, h)


def test_star_plus_star_is_zero_in_d_but_not_in_e():
    # * + * is 0 modulo D but not modulo E: the Left dead end -1 = {|0}
    # tells them apart.
    assert equal_dicot(STAR + STAR, ZERO)
    assert not equal_dead_ending(STAR + STAR, ZERO)
    x = parse("-1")
    assert (STAR + STAR + x).outcome() != x.outcome()


def test_conjugate_property_in_the_dicot_universe():
    # LMNRS, abstract: D has the conjugate property. Checked over the 9 values
    # born by day 2 and a seeded sample of 60 dicots born on day 3.
    values = _values(D2 + D3, canonical_dicot)
    assert len(_values(D2, canonical_dicot)) == 9
    pairs = _inverse_pairs(values, equal_dicot)
    assert len(values) == 52 and len(pairs) == 13
    assert all(equal_dicot(h, -g) for g, h in pairs) and all(h == -g for g, h in pairs)
    assert (ZERO, ZERO) in pairs and (STAR, STAR) in pairs


def test_eight_of_the_nine_day_two_dicot_values_are_invertible():
    # Only {0,*|0,*} is not: by the conjugate property it would be its own
    # inverse, and G + G already differs from 0 beside X = 0 (outcome P, not N).
    values = _values(D2, canonical_dicot)
    pairs = _inverse_pairs(values, equal_dicot)
    invertible = {g for pair in pairs for g in pair}
    assert len(pairs) == 5 and len(invertible) == 8
    (odd,) = set(values) - invertible
    assert odd == parse("{0,*|0,*}") and (odd + odd).outcome() == Outcome.P


def test_star_plus_star_is_zero_modulo_dicots_by_outcomes():
    # Dorbec, Renault, Siegel, Sopena (after Allen): * + * = 0 modulo D.
    assert all((STAR + STAR + x).outcome() == x.outcome() for x in D2 + D3)
    assert (STAR + STAR).outcome() == Outcome.N == ZERO.outcome()
