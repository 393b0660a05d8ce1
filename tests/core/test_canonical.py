"""Canonical simplification's shortcuts, checked against the textbook reference.

The canonicaliser (``cgtalg/core/canonical.py``) skips work where it can: it
compares two options once for dominance, scans a side for reversible options
without copying it until one reverses, recognises ``x + ^*`` and ``x + v*``
from their options by identity, and the store sorts a new game's options by
id without a key function. Each test here builds games through those paths
and checks the result against ``tests/core/reference.py`` (plain textbook
definitions, no shortcuts), in whichever core is running (the suite runs
under both).
"""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import pytest

from cgtalg import DOWN, STAR, UP, Game, nimber, number, switch
from cgtalg.core.order import le
from cgtalg.core.store import explicit
from cgtalg.verify.laws import antichains, games_born_by

from .reference import from_game, r_canonical, rgame


_expanded: dict[Game, object] = {}


def expanded(g: Game):
    """:func:`from_game`, once per game (the same frozensets each time, so their hashes are cached)."""
    r = _expanded.get(g)
    if r is None:
        r = _expanded[g] = from_game(g)
    return r


def reference_canonical(left: list[Game], right: list[Game]):
    """The textbook canonical form of ``{left | right}`` (options given as canonical Games)."""
    return r_canonical(rgame([expanded(g) for g in left], [expanded(g) for g in right]))


def test_day3_census_every_construction_matches_the_reference():
    """Every ``Game(A, B)`` for antichains A, B of the 22 games born by day 2
    (9,604 forms: the census workload of ``benchmarks/bench_core.py``) is the
    textbook canonical form of ``{A | B}``, and they are the 1474 games born
    by day 3 (Siegel, *Combinatorial Game Theory*, II.2; the count 1474 is
    in *Winning Ways*, ch. 7 and Siegel's Table II.2.1)."""
    day2 = games_born_by(2)
    chains = antichains(day2, le)
    assert len(chains) == 98
    wrong = []
    built = set()
    for a, b in itertools.product(chains, chains):
        g = Game(a, b)
        built.add(g)
        if expanded(g) != reference_canonical(a, b):
            wrong.append((a, b))
    assert wrong == []
    assert len(built) == 1474


DYADICS = [Fraction(0), Fraction(1), Fraction(-2), Fraction(1, 2), Fraction(-3, 4), Fraction(5, 8),
           Fraction(2**70 + 1, 2**3)]


@pytest.mark.parametrize("x", DYADICS)
def test_up_star_and_down_star_are_recognised_from_their_options(x):
    """``{x, x+* | x}`` is ``x + ^*`` and ``{x | x, x+*}`` is ``x + v*``, stored symbolically
    (the same object as the sum), in either order of the options."""
    X = number(x)
    XS = X + STAR
    for left in ([X, XS], [XS, X]):
        g = Game(left, [X])
        assert g is X + UP + STAR
        assert g.number_up_star == (x, 1, 1)
        h = Game([X], left)
        assert h is X + DOWN + STAR
        assert h.number_up_star == (x, -1, 1)
    if abs(x) < 4:  # the reference builds integers move by move
        assert from_game(Game([X, XS], [X])) == reference_canonical([X, XS], [X])


@pytest.mark.parametrize("x", DYADICS[:6])
def test_near_misses_of_up_star_get_their_textbook_form(x):
    """Forms one step away from ``{x, x+* | x}`` (another number, another nimber, an up
    instead of a star, the star on the other x) are simplified by the definition."""
    X = number(x)
    Y = number(x + Fraction(1, 2))
    forms = [
        ([X, Y + STAR], [X]), ([Y, X + STAR], [X]), ([X, X + STAR], [Y]),
        ([X, X + nimber(2)], [X]), ([X, X + nimber(3)], [X]), ([X], [X, X + nimber(2)]),
        ([X, X + UP], [X]), ([X, X + UP + STAR], [X]), ([X + STAR, X + UP], [X]),
        ([X], [Y, Y + STAR]), ([X], [X, Y + STAR]), ([X], [X, X + DOWN]),
    ]
    for left, right in forms:
        assert from_game(Game(left, right)) == reference_canonical(left, right), (left, right)


def test_forms_with_several_reversible_options_match_the_reference():
    """Sides where several options reverse, at any position (first, middle, last), and
    where a replacement reverses again: random option sets drawn from day-2 and day-3
    games, checked against the reference."""
    rng = random.Random(11)
    day2 = games_born_by(2)
    day3 = sorted(games_born_by(3), key=lambda g: str(g))
    reversed_somewhere = 0
    for _ in range(250):
        pool = day3 if rng.random() < 0.5 else day2
        left = rng.sample(pool, rng.randint(1, 5))
        right = rng.sample(pool, rng.randint(0, 4))
        g = Game(left, right)
        assert expanded(g) == reference_canonical(left, right), (left, right)
        if any(o not in left for o in g.left_options) or any(o not in right for o in g.right_options):
            reversed_somewhere += 1
    assert reversed_somewhere > 30  # the sample does exercise reversibility


@pytest.mark.parametrize("size", [2, 5, 8, 9, 14])
def test_new_games_keep_their_options_in_creation_order(size):
    """A new explicit game's options are sorted by id (up to 8 by insertion, more by
    ``sorted``), whatever order they were given in, and interning does not depend on
    that order. ``{+-k, ... | -100}`` keeps all its Left options: the switches ``+-k``
    are pairwise confused, and none reverses (Right's reply ``-k`` is not below the
    form, whose Right option is -100)."""
    rng = random.Random(size)
    ks = list(range(1, size + 1))
    rng.shuffle(ks)
    switches = {k: switch(Fraction(k)) for k in ks}  # created in a scrambled order
    given = [switches[k] for k in sorted(ks, reverse=True)]
    g = Game(given, [-100])
    assert set(g.left_options) == set(given)
    ids = [o._id for o in g.left_options]
    assert ids == sorted(ids)
    left = list(g.left_options)
    for _ in range(3):
        rng.shuffle(left)
        assert explicit(left, [number(Fraction(-100))]) is g
        assert Game(left, [-100]) is g
