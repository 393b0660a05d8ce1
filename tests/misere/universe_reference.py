"""Slow references for the misère order modulo a universe: outcomes of G + X over test positions X in it."""

from __future__ import annotations

import random

from cgtalg.misere import PartizanMisereGame
from tests.misere.reference import forms_born_by, outcome_geq, subsets


def outcome_table(subjects, tests):
    """For each subject G, the tuple of outcomes o(G + X) over the test positions X."""
    return {g: tuple((g + x).outcome() for x in tests) for g in subjects}


def brute_geq_table(table, g, h) -> bool:
    """True if no test position tells g below h: o(g + x) >= o(h + x) for every x."""
    return all(outcome_geq(a, b) for a, b in zip(table[g], table[h]))


def dicot_reference(g: PartizanMisereGame) -> bool:
    """A dicot: every follower has options for both players or for neither (written by recursion)."""
    return bool(g.left_options()) == bool(g.right_options()) and all(
        dicot_reference(o) for o in g.left_options() + g.right_options())


def dead_ending_reference(g: PartizanMisereGame) -> bool:
    """Every end follower is a dead end, by the definition, recursively."""
    def left_dead(f):
        return not f.left_options() and all(left_dead(o) for o in f.right_options())

    def right_dead(f):
        return not f.right_options() and all(right_dead(o) for o in f.left_options())

    if not g.left_options() and not left_dead(g):
        return False
    if not g.right_options() and not right_dead(g):
        return False
    return all(dead_ending_reference(o) for o in g.left_options() + g.right_options())


def dicots_born_by_2():
    """All dicot forms born by day 2: 0 and {A|B} for non-empty A, B among 0 and *."""
    return [g for g in forms_born_by(2) if dicot_reference(g)]


def random_forms(pool, count, seed, max_options, keep):
    """*count* distinct forms {A|B} with A, B drawn from *pool* (at most *max_options* each) passing *keep*."""
    rng = random.Random(seed)
    out: dict[PartizanMisereGame, None] = {}
    while len(out) < count:
        g = PartizanMisereGame(rng.sample(pool, rng.randint(0, max_options)), rng.sample(pool, rng.randint(0, max_options)))
        if keep(g):
            out[g] = None
    return list(out)


def left_dead_ends_born_by(n: int):
    """Every Left dead end born by day n (only Right moves, at every follower)."""
    forms = [PartizanMisereGame()]
    for _ in range(n):
        forms = [PartizanMisereGame([], s) for s in subsets(forms)]
    return forms
