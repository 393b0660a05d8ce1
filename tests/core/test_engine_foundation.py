"""The engine foundation: no recursion on depth, thread-safe interning, closed forms.

Deep games are the chain G(0) = 0, G(k+1) = {G(k) | -1}, which no
number/up/nimber shortcut collapses (every G(k) with k >= 2 has both stops
-1, so the stop rules settle nothing and comparisons must walk the chain).
"""

from __future__ import annotations

import pickle
import random
import sys
import threading
from fractions import Fraction

import pytest

from cgtalg import (
    DOWN, STAR, UP, ZERO, Game, Outcome, Relation, clear_caches, compare, integer, nimber, number,
    outcome, tiny, up,
)
from cgtalg.core.order import SWEEP_FROM, nimber_sweep
from cgtalg.core.symbolic import symbolic_birthday
from cgtalg.verify.laws import games_born_by

from .reference import from_game, r_canonical, r_eq
from .threads import run_threads


def chain(n: int) -> list[Game]:
    games = [ZERO]
    for _ in range(n):
        games.append(Game([games[-1]], [-1]))
    return games


def check_deep_chain(n: int) -> None:
    limit = sys.getrecursionlimit()
    games = chain(n)
    g = games[-1]
    assert g.birthday == n + 1  # -1 is born on day 1
    h = g + UP
    assert h.birthday == n + 3
    assert compare(g, h) is Relation.LESS and compare(h, g) is Relation.GREATER
    # G(n) and G(n-1) differ in a way only a walk down the whole chain reveals.
    assert compare(g, games[-2]) is Relation.CONFUSED
    assert outcome(g) is Outcome.R
    minus = -g
    assert (-minus) is g and (g + minus) is ZERO and (minus + g) is ZERO
    assert (h - UP) is g
    assert pickle.loads(pickle.dumps(g)) is g
    assert sys.getrecursionlimit() == limit


def test_deep_chain_of_birthday_5000():
    check_deep_chain(5000)


@pytest.mark.slow
def test_deep_chain_of_birthday_100000():
    check_deep_chain(100_000)


def test_chain_relations_match_the_definition_on_short_chains():
    """The walk-the-chain answers above, checked by the naive reference."""
    games = chain(7)
    for a in games:
        for b in games:
            assert (a <= b) == _ref_le(from_game(a), from_game(b))
    assert all(r_eq(from_game(a + UP), r_canonical(_ref_add(from_game(a), from_game(UP)))) for a in games)


def _ref_le(a, b):
    from .reference import r_le

    return r_le(a, b)


def _ref_add(a, b):
    from .reference import r_add

    return r_add(a, b)


# -- thread safety -------------------------------------------------------------------------


def _task_list(seed: int, count: int) -> list[tuple]:
    rng = random.Random(seed)
    day2 = games_born_by(2)
    tasks = []
    for _ in range(count):
        a, b = rng.choice(day2), rng.choice(day2)
        offset = Fraction(rng.randrange(-40, 40), 2 ** rng.randrange(0, 4))
        tasks.append((rng.randrange(4), a, b, offset, rng.randrange(0, 6)))
    return tasks


def _run_task(task):
    kind, a, b, offset, k = task
    if kind == 0:
        return a + b + number(offset) + nimber(k)
    if kind == 1:
        return Game([a + number(offset), b], [a - b, nimber(k)])
    if kind == 2:
        return compare(a + number(offset), b + up(k - 3))
    return Game([Game([a], [b + number(offset)])], [up(k) - a])


def test_eight_threads_intern_each_value_once():
    tasks = _task_list(2026, 1500)
    results: list[list] = [[] for _ in range(8)]
    errors: list[BaseException] = []
    barrier = threading.Barrier(8)

    def work(slot: int) -> None:
        try:
            barrier.wait()
            order = list(range(len(tasks)))
            random.Random(slot).shuffle(order)  # threads meet the same values at different times
            out = [None] * len(tasks)
            for i in order:
                out[i] = _run_task(tasks[i])
            results[slot] = out
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    clear_caches()
    run_threads(work, 8, 1e-6)  # switch threads as often as possible
    assert not errors
    # The same value is the same object in every thread ...
    for i in range(len(tasks)):
        first = results[0][i]
        assert all(r[i] is first for r in results[1:]), tasks[i]
    # ... and what a single thread computes afresh, with empty caches.
    clear_caches()
    for i, task in enumerate(tasks):
        again = _run_task(task)
        assert again is results[0][i] or (isinstance(again, Relation) and again == results[0][i])
    # Equal values compare EQUAL, never < or >, across threads' objects.
    games = [r for r in results[0] if isinstance(r, Game)]
    rng = random.Random(1)
    for _ in range(300):
        a, b = rng.choice(games), rng.choice(games)
        rel = compare(a, b)
        assert (rel is Relation.EQUAL) == (a is b)


# -- closed forms for symbolic values -----------------------------------------------------------


def _birthday_by_walk(g: Game) -> int:
    best = -1
    stack = [(g, 0)]
    while stack:
        s, depth = stack.pop()
        opts = s.left_options + s.right_options
        if not opts:
            best = max(best, depth)
        stack.extend((o, depth + 1) for o in opts)
    return best


@pytest.mark.parametrize("x", [Fraction(0), Fraction(3), Fraction(-5, 4)])
def test_birthdays_of_ups_and_nimbers_follow_their_closed_form(x):
    for n in range(-5, 6):
        for k in range(0, 6):
            g = number(x) + up(n) + nimber(k)
            assert symbolic_birthday(x, n, k) == _birthday_by_walk(g), (x, n, k)


def test_birthday_of_a_million_ups_is_instant():
    assert up(10**6).birthday == 10**6 + 1
    assert (up(-10**6) + STAR).birthday == 10**6 + 1
    assert up(99999999999999999999).birthday == 100000000000000000000


# -- nimbers against explicit games ---------------------------------------------------------------


def _definition_le(g: Game, h: Game, memo: dict) -> bool:
    """g <= h straight from the definition (no stops, no sweep, no symbolic rules)."""
    key = (g, h)  # the games themselves: ids of dead games get reused
    if key not in memo:
        memo[key] = not any(_definition_le(h, gl, memo) for gl in g.left_options) and not any(
            _definition_le(hr, g, memo) for hr in h.right_options
        )
    return memo[key]


def test_nimber_sweep_agrees_with_the_definition():
    explicit = [g for g in games_born_by(2) if not g.is_number_up_star]
    explicit += random.Random(3).sample([g for g in games_born_by(3) if not g.is_number_up_star], 30)
    explicit += [tiny(1), tiny(2), -tiny(1), Game([STAR, nimber(5)], [nimber(30)]), Game([nimber(27)], [UP]),
                 Game([0, nimber(26)], [nimber(25)]), Game([Game([nimber(29)], [0])], [DOWN])]
    explicit = [h for h in explicit if not h.is_number_up_star]  # the engine sweeps explicit games only
    assert len(explicit) >= 20
    memo: dict = {}
    for h in explicit:
        for k in range(0, 2 * SWEEP_FROM + 10):
            for x in (Fraction(0), Fraction(-1)):
                star = number(x) + nimber(k)
                expected = (_definition_le(star, h, memo), _definition_le(h, star, memo))
                assert nimber_sweep(x, k, h.left_options, h.right_options) == expected, (x, k, str(h))
                assert (star <= h, h <= star) == expected


def test_nimber_sweep_on_forms_that_equal_numbers():
    """The canonicaliser sweeps forms that may be numbers; it passes the j = 0 answers in."""
    memo: dict = {}
    forms = [([nimber(30), -1], [5]), ([STAR], [nimber(40), 2]), ([nimber(26)], [Fraction(1, 2)]),
             ([-2], [nimber(25), 0]), ([UP, nimber(31)], [1])]
    for left, right in forms:
        left = [o if isinstance(o, Game) else number(Fraction(o)) for o in left]
        right = [o if isinstance(o, Game) else number(Fraction(o)) for o in right]
        value = Game(left, right)
        for k in range(0, SWEEP_FROM + 12):
            star = nimber(k)
            expected = (_definition_le(star, value, memo), _definition_le(value, star, memo))
            zero = (_definition_le(ZERO, value, memo), _definition_le(value, ZERO, memo))
            assert nimber_sweep(Fraction(0), k, tuple(left), tuple(right), root_at_zero=zero) == expected


def test_huge_nimbers_compare_with_infinitesimals_quickly():
    assert compare(nimber(10**4), tiny(1)) is Relation.CONFUSED
    assert compare(nimber(10**12), UP + tiny(1)) is Relation.LESS  # ^ exceeds *k for k >= 2
    h = Game([nimber(7)], [Game([nimber(6)], [-1])])
    memo: dict = {}
    at_40 = (_definition_le(nimber(40), h, memo), _definition_le(h, nimber(40), memo))
    assert (nimber(10**12) <= h, h <= nimber(10**12)) == at_40  # beyond *8 nothing changes
    g = Game([0, nimber(10**9)], [0])
    assert g is Game([0, nimber(3)], [0])  # a large nimber option reverses out like a small one
    small = r_canonical((frozenset({from_game(ZERO), from_game(nimber(3))}), frozenset({from_game(ZERO)})))
    assert r_eq(from_game(g), small) and g is STAR


# -- options that the theory settles without pairwise comparison ---------------------------------


def test_many_nimber_options_take_the_mex():
    opts = [nimber(i) for i in range(20_000)] + [nimber(30_000)]
    assert Game(opts, opts) is nimber(20_000)
    assert Game([nimber(10**6)], [1]) is ZERO
    assert Game([integer(i) for i in range(5000)], [number(Fraction(9999, 2))]) is integer(4999) + Game([0], [Fraction(1, 2)]) - 0


def _equals_form(g: Game, left: list[Game], right: list[Game], memo: dict) -> bool:
    """g = {left | right}, by the definition of <= applied to the form itself."""
    form_le_g = not any(_definition_le(g, a, memo) for a in left) and not any(
        _definition_le(gr, _Form(left, right), memo) for gr in g.right_options)
    g_le_form = not any(_definition_le(_Form(left, right), gl, memo) for gl in g.left_options) and not any(
        _definition_le(b, g, memo) for b in right)
    return form_le_g and g_le_form


class _Form:
    """A form {left | right} that quacks like a Game for _definition_le."""

    def __init__(self, left, right):
        self.left_options, self.right_options = tuple(left), tuple(right)

    def __hash__(self):
        return hash((self.left_options, self.right_options))

    def __eq__(self, other):
        return isinstance(other, _Form) and (self.left_options, self.right_options) == (
            other.left_options, other.right_options)


def test_symbolic_dominance_and_reversal_agree_with_the_reference():
    rng = random.Random(7)
    pool = [number(Fraction(a, 2)) + up(n) + nimber(k) for a in (-1, 0, 1) for n in (-2, -1, 0, 1, 2) for k in (0, 1, 2, 3)]
    for _ in range(150):
        left = rng.sample(pool, rng.randrange(0, 5))
        right = rng.sample(pool, rng.randrange(0, 5))
        g = Game(left, right)
        ref = r_canonical((frozenset(from_game(o) for o in left), frozenset(from_game(o) for o in right)))
        assert r_eq(from_game(g), ref), (left, right)


def test_large_nimber_options_reverse_as_the_definition_says():
    """Options x + *k with k >= SWEEP_FROM are bypassed by a sweep; check the value by the definition."""
    rng = random.Random(11)
    pool = [number(Fraction(a, 2)) + up(n) + nimber(k) for a in (-1, 0, 1) for n in (-1, 0, 1) for k in (0, 1, 2)]
    pool += [number(Fraction(a, 2)) + nimber(k) for a in (-1, 0, 1) for k in range(SWEEP_FROM - 1, SWEEP_FROM + 3)]
    pool += [tiny(1), Game([1], [STAR]), Game([STAR], [-1])]
    memo: dict = {}
    for _ in range(120):
        left = rng.sample(pool, rng.randrange(1, 4))
        right = rng.sample(pool, rng.randrange(1, 4))
        g = Game(left, right)
        assert _equals_form(g, left, right, memo), ([str(o) for o in left], [str(o) for o in right], str(g))


# -- repr evaluates ---------------------------------------------------------------------------------


def test_repr_is_one_style_that_evaluates():
    from hypothesis import given, settings

    from cgtalg.testing import games

    @settings(max_examples=200, deadline=None)
    @given(games(max_birthday=3))
    def check(g):
        text = repr(g)
        assert text.startswith("Game('") and eval(text, {"Game": Game}) is g

    check()
    assert repr(number(Fraction(3, 8))) == "Game('3/8')" and repr(Game([1], [STAR])) == "Game('{1|*}')"
    with pytest.raises(TypeError):
        Game("{1|*}", [0])


def test_symbolic_closed_forms_answer_instantly():
    """Issue examples answered at once by closed forms (a walk over the options takes a minute or never ends)."""
    from cgtalg import parse
    from cgtalg.core.relations import outcome as outcome_of

    assert parse("{*6428875|642,875}") is ZERO  # *k reverses through 0 <= G
    big = parse("^99999999999999999999")
    assert big.birthday == 10**20 and outcome_of(big) is Outcome.L
    assert Game([nimber(10**6)], [1]) is ZERO
    assert compare(nimber(10**4), tiny(1)) is Relation.CONFUSED
