"""Structural invariants of the representation: one object per value."""

import pytest
from hypothesis import given, settings

from cgtalg import Game
from cgtalg.core.store import iter_subgames
from cgtalg.testing import games
from cgtalg.verify.laws import games_born_by


def assert_well_formed(g):
    for s in iter_subgames(g):
        if s.is_number_up_star:
            continue
        left, right = s.left_options, s.right_options
        # A canonical game with an empty side is an integer, which is symbolic.
        assert left and right, s
        # Number options with max L < min R would be a number (simplicity rule).
        if all(o.is_number for o in left + right):
            assert max(o.as_fraction() for o in left) >= min(o.as_fraction() for o in right), s
        # No dominated options.
        assert not any(a is not b and a <= b for a in left for b in left), s
        assert not any(a is not b and a >= b for a in right for b in right), s
        # No reversible options.
        assert not any(ar <= s for a in left for ar in a.right_options), s
        assert not any(al >= s for a in right for al in a.left_options), s
        # Rebuilding from the options gives the same object.
        assert Game(left, right) is s


@settings(max_examples=300, deadline=None)
@given(games(max_birthday=3), games(max_birthday=3))
@pytest.mark.slow
def test_sums_and_constructions_are_canonical_and_interned(g, h):
    for x in (g + h, g - h, Game([g], [h]), Game([g, h], []), Game([], [g, h]), Game([g, h], [h])):
        assert_well_formed(x)


def test_every_game_born_by_day_two_combined_pairwise():
    day2 = games_born_by(2)
    for g in day2:
        for h in day2:
            for x in (g + h, Game([g], [h]), Game([], [g, h]), Game([g, h], [])):
                assert_well_formed(x)
