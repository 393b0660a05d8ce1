"""Conjunctive and selective sums against their recursive definitions."""

from __future__ import annotations

from functools import lru_cache

from cgtalg import Game, ZERO
from cgtalg.analysis import conjunctive_sum, selective_sum
from cgtalg.verify.laws import games_born_by

DAY2 = games_born_by(2)


@lru_cache(maxsize=None)
def slow_conjunctive(g, h):
    return Game([slow_conjunctive(a, b) for a in g.left_options for b in h.left_options],
                [slow_conjunctive(a, b) for a in g.right_options for b in h.right_options])


@lru_cache(maxsize=None)
def slow_selective(g, h):
    def side(xs, ys):
        return ([slow_selective(a, h) for a in xs] + [slow_selective(g, b) for b in ys]
                + [slow_selective(a, b) for a in xs for b in ys])
    return Game(side(g.left_options, h.left_options), side(g.right_options, h.right_options))


def test_against_the_definitions_on_all_day2_pairs():
    for g in DAY2:
        for h in DAY2:
            assert conjunctive_sum(g, h) is slow_conjunctive(g, h)
            assert selective_sum(g, h) is slow_selective(g, h)
            assert conjunctive_sum(g, h) is conjunctive_sum(h, g)
            assert selective_sum(g, h) is selective_sum(h, g)


def test_identities():
    # ONAG ch. 14: a move in G ∧ 0 is impossible; G ∨ 0 is G
    for g in games_born_by(3)[::7]:
        assert conjunctive_sum(g, ZERO) == 0
        assert selective_sum(g, ZERO) is g
