"""The store's integer form of numbers, ``x = a / 2**e``, against Fraction arithmetic.

Symbolic values ``x + n.^ + *k`` keep their number part as two ints (see
:func:`cgtalg.core.store.symbolic_dyadic`), and the engine adds, negates,
multiplies and compares them on those ints. Every test here computes the same
thing a second way, straight from :class:`fractions.Fraction`, and the two
must agree; the interning tests check that each value is still one object
however it was reached, including after the intern tables sweep out the
entries of games that are gone.
"""

from __future__ import annotations

import gc
import threading
import weakref
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import Game, clear_caches, compare, integer, nimber, number, up
from cgtalg.core import store
from cgtalg.core.store import interned_count, symbolic, symbolic_dyadic
from cgtalg.core.dyadic import dyadic_less, dyadic_normal

# Numerators from small to far beyond 64 bits, exponents from 0 to past the
# float range, both signs: the cases that take different branches.
numerators = st.one_of(st.integers(-40, 40), st.integers(-(2**300), 2**300))
exponents = st.one_of(st.integers(0, 8), st.integers(0, 1100))
ups = st.integers(-5, 5) | st.integers(-(2**70), 2**70)
nims = st.integers(0, 9) | st.integers(0, 2**70)


@st.composite
def dyadics(draw: st.DrawFn) -> Fraction:
    return Fraction(draw(numerators), 2 ** draw(exponents))


def parts(x: Fraction) -> tuple[int, int]:
    """(a, e) with x = a / 2**e in lowest terms: the reference for the store's form."""
    return x.numerator, x.denominator.bit_length() - 1


def value(x: Fraction, n: int, k: int) -> Game:
    """``x + n.^ + *k`` built by the public sums (which go through the store's ints)."""
    return number(x) + up(n) + nimber(k)


@settings(max_examples=300, deadline=None)
@given(numerators, exponents)
def test_normal_form_is_lowest_terms(a: int, e: int) -> None:
    b, f = dyadic_normal(a, e)
    assert Fraction(b, 2**f) == Fraction(a, 2**e)
    assert (b, f) == parts(Fraction(a, 2**e))
    assert f >= 0 and (f == 0 or b % 2 == 1)


@settings(max_examples=300, deadline=None)
@given(dyadics(), dyadics())
def test_less_agrees_with_fractions(x: Fraction, y: Fraction) -> None:
    assert dyadic_less(*parts(x), *parts(y)) == (x < y)
    assert dyadic_less(*parts(y), *parts(x)) == (y < x)


@settings(max_examples=300, deadline=None)
@given(dyadics(), ups, nims)
def test_a_symbolic_game_keeps_its_number_as_lowest_terms(x: Fraction, n: int, k: int) -> None:
    g = symbolic(x, n, k)
    assert (g._xa, g._xe) == parts(x)
    y, m, j = g.number_up_star
    assert (y, m, j) == (x, n, k) and type(y) is Fraction
    # The Fraction made by the store behaves as one made by Fraction itself.
    assert (y.numerator, y.denominator) == (x.numerator, x.denominator)
    assert hash(y) == hash(x) and str(y) == str(x) and y + 1 == x + 1 and y * 3 == x * 3
    assert symbolic_dyadic(*parts(x), n, k) is g
    # The stops are x exactly, as a float when that is exact.
    assert g._ls == x and g._rs == x
    assert g._ls == store._sort_key(x) and type(g._ls) is type(store._sort_key(x))
    assert g.is_number == (n == 0 and k == 0)


@settings(max_examples=300, deadline=None)
@given(dyadics(), st.integers(-4, 4), st.integers(0, 7), dyadics(), st.integers(-4, 4), st.integers(0, 7))
def test_sums_and_negatives_agree_with_fraction_arithmetic(x: Fraction, n: int, k: int,
                                                           y: Fraction, m: int, j: int) -> None:
    g, h = value(x, n, k), value(y, m, j)
    assert g.number_up_star == (x, n, k)
    total = g + h
    assert total.number_up_star == (x + y, n + m, k ^ j)
    assert total is symbolic(x + y, n + m, k ^ j)
    assert (g - h).number_up_star == (x - y, n - m, k ^ j)
    assert (-g).number_up_star == (-x, -n, k)
    assert g + (-g) is integer(0)


@settings(max_examples=200, deadline=None)
@given(dyadics(), st.integers(-3, 3), st.integers(0, 3), st.integers(-(2**70), 2**70))
def test_integer_multiples_agree_with_fraction_arithmetic(x: Fraction, n: int, k: int, c: int) -> None:
    g = value(x, n, k)
    assert (c * g).number_up_star == (c * x, c * n, k if c % 2 else 0)


def _symbolic_le_reference(a: tuple[Fraction, int, int], b: tuple[Fraction, int, int]) -> bool:
    """``x + n.^ + *k <= y + m.^ + *j`` from Siegel, CGT II.4 (Fractions throughout)."""
    (x, n, k), (y, m, j) = a, b
    if x != y:
        return x < y
    d = m - n
    if d == 0:
        return k == j
    if abs(d) == 1 and k ^ j == 1:
        return False  # ^* and v* are confused with 0
    return d > 0


@settings(max_examples=300, deadline=None)
@given(dyadics(), st.integers(-3, 3), st.integers(0, 3), dyadics(), st.integers(-3, 3), st.integers(0, 3),
       st.booleans())
def test_comparisons_agree_with_fraction_arithmetic(x: Fraction, n: int, k: int, y: Fraction, m: int, j: int,
                                                    same_number: bool) -> None:
    if same_number:
        y = x  # equal number parts: the ups and nimbers decide
    g, h = symbolic(x, n, k), symbolic(y, m, j)
    assert (g <= h) == _symbolic_le_reference((x, n, k), (y, m, j))
    assert (h <= g) == _symbolic_le_reference((y, m, j), (x, n, k))
    if n == m == k == j == 0:
        assert str(compare(g, h)) == ("<" if x < y else ">" if x > y else "=")


def test_big_exponents_and_numerators() -> None:
    tiny = number(Fraction(1, 2**1100))  # beyond the float range: the stops stay Fractions
    assert type(tiny._ls) is Fraction and tiny._ls == Fraction(1, 2**1100)
    assert (tiny + tiny).as_fraction() == Fraction(1, 2**1099)
    assert (tiny + tiny)._xe == 1099 and (tiny + tiny)._xa == 1
    assert tiny - tiny is integer(0) and tiny > 0 and -tiny < 0
    huge = integer(2**200 + 1)  # not an exact float
    assert type(huge._ls) is Fraction and huge._ls == 2**200 + 1
    assert (huge + number(Fraction(1, 2**70))).as_fraction() == 2**200 + 1 + Fraction(1, 2**70)
    assert integer(2**200)._ls == 2.0**200 and type(integer(2**200)._ls) is float
    assert (3 * number(Fraction(5, 2**64))).as_fraction() == Fraction(15, 2**64)
    assert (4 * number(Fraction(5, 2**64))).as_fraction() == Fraction(5, 2**62)
    assert number(Fraction(-3, 2**64)) < number(Fraction(-1, 2**63)) < number(Fraction(-1, 2**64))


def test_intern_tables_sweep_dead_entries_and_keep_identity() -> None:
    keep = symbolic(Fraction(7, 2**40), 3, 5)
    Game([keep], [keep + 1])  # an explicit game or two (this also fills keep's options)
    clear_caches()  # the caches hold games too
    gc.collect()
    base = interned_count()
    for i in range(3 * store._SWEEP_MIN):  # enough misses to sweep the table more than once
        symbolic_dyadic(2 * i + 1, 45, i % 7, i % 3)
        if i % 1000 == 0:
            Game([keep], [symbolic_dyadic(2 * i + 1, 45, 0, 0)])
    # The table was swept as it grew, not only when counted.
    assert store._table_sizes()[0] <= 2 * store._SWEEP_MIN
    clear_caches()
    gc.collect()
    # Everything created above is gone again, and no entry of it is counted.
    assert interned_count() == base
    # The game kept alive is still the one object of its value, however it is asked for.
    assert symbolic(Fraction(7, 2**40), 3, 5) is keep
    assert symbolic_dyadic(7, 40, 3, 5) is keep
    assert number(Fraction(7, 2**40)) + up(3) + nimber(5) is keep


def test_threads_churning_values_still_intern_each_once() -> None:
    # Eight threads create and drop the same values while the tables sweep:
    # every value they hold at the end is one object.
    results: list[list[Game]] = [[] for _ in range(8)]
    barrier = threading.Barrier(8)

    def work(slot: int) -> None:
        barrier.wait()
        held = []
        for i in range(store._SWEEP_MIN):
            g = symbolic_dyadic(i % 997, 0, slot % 2, i % 5)
            if i % 50 == slot:
                held.append(g)
        results[slot] = [symbolic_dyadic(i, 0, 0, i % 4) for i in range(200)] + held

    threads = [threading.Thread(target=work, args=(s,)) for s in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    first = results[0][:200]
    for r in results[1:]:
        assert all(a is b for a, b in zip(r[:200], first))
    for r in results:
        for g in r:
            assert symbolic_dyadic(g._xa, g._xe, *g.number_up_star[1:]) is g


def _from_definition(a: int, n: int, k: int) -> Game:
    """``a + n.^ + *k`` built from options only (Siegel II.4), never from the symbolic constructors."""
    g = Game([], [])
    step = Game([g], []) if a >= 0 else Game([], [g])
    for _ in range(abs(a)):
        g = g + step
    star = Game([0], [0])
    u = Game([0], [star])
    for _ in range(abs(n)):
        g = g + (u if n > 0 else -u)
    nim = Game([], [])
    for j in range(k):  # *k as {*0, ..., *(k-1) | *0, ..., *(k-1)}, built up
        nim = Game([Game([], [])] + [symbolic_dyadic(0, 0, 0, i) for i in range(1, j + 1)],
                   [Game([], [])] + [symbolic_dyadic(0, 0, 0, i) for i in range(1, j + 1)])
    return g + nim


def test_the_small_value_tables_hold_the_interned_game_of_each_index() -> None:
    # symbolic_dyadic answers the small values from three lists by index, before
    # the intern table (which symbolic() reads): each entry must be the intern
    # table's game of its own key, with
    # its own fields (a wrong offset would hand out a neighbouring value), and
    # every spelling around the edges of the ranges must still be right.
    def fields(g: Game) -> tuple[object, ...]:
        return (g._xa, g._xe, g._nus[1], g._nus[2], g._nus[0])

    for a in store.SMALL_INTEGERS:
        g = symbolic_dyadic(a, 0, 0, 0)
        assert g is symbolic(Fraction(a), 0, 0) and fields(g) == (a, 0, 0, 0, Fraction(a))
    for k in store.SMALL_NIMBERS:
        g = symbolic_dyadic(0, 0, 0, k)
        assert g is symbolic(Fraction(0), 0, k) and fields(g) == (0, 0, 0, k, 0)
    for n in store.SMALL_UPS:
        for k in (0, 1):
            g = symbolic_dyadic(0, 0, n, k)
            assert g is symbolic(Fraction(0), n, k) and fields(g) == (0, 0, n, k, 0)
    lo, hi = store.SMALL_INTEGERS[0], store.SMALL_INTEGERS[-1]
    top_nimber, top_up = store.SMALL_NIMBERS[-1], store.SMALL_UPS[-1]
    for a, e, n, k in [(lo - 1, 0, 0, 0), (hi + 1, 0, 0, 0), (2**70, 0, 0, 0), (1, 1, 0, 0), (3, 0, 0, 1),
                       (0, 0, 0, top_nimber + 1), (0, 0, top_up + 1, 0), (0, 0, -top_up - 1, 1), (0, 0, 1, 2),
                       (1, 0, 1, 0), (0, 0, 2**70, 1), (-(2**70), 0, 0, 0)]:
        g = symbolic_dyadic(a, e, n, k)
        assert fields(g) == (a, e, n, k, Fraction(a, 2**e)) and g is symbolic(Fraction(a, 2**e), n, k)


def test_small_values_are_permanent_and_are_the_interned_games() -> None:
    # Every kept value is the one object of its value, reached by the constructors and by the definition.
    kept = {g._id for g in store._SMALL_VALUES}
    # 0 is both an integer and *0.
    assert len(kept) == len(store.SMALL_INTEGERS) + len(store.SMALL_NIMBERS) - 1 + 2 * (len(store.SMALL_UPS) - 1)
    for a in (-128, -1, 0, 7, 128):
        assert integer(a)._id in kept and integer(a) is _from_definition(a, 0, 0)
    for k in (0, 1, 5, 63):
        assert nimber(k)._id in kept and nimber(k) is _from_definition(0, 0, k)
    for n, k in ((1, 0), (-1, 1), (3, 1), (-32, 0), (32, 1)):
        assert (up(n) + nimber(k))._id in kept
    assert up(3) + nimber(1) is _from_definition(0, 3, 1)
    # They outlive every reference and every cache; values outside the ranges do not.
    ids = [integer(128)._id, nimber(63)._id, up(-32)._id]
    outside = [integer(129), nimber(64), up(33), number(Fraction(12345, 2**20))]
    gone = [weakref.ref(g) for g in outside]
    outside_ids = [g._id for g in outside]
    del outside
    clear_caches()
    gc.collect()
    assert [integer(128)._id, nimber(63)._id, up(-32)._id] == ids
    assert [r() for r in gone] == [None, None, None, None]
    assert integer(129)._id not in outside_ids


def test_order_is_kept_by_translations_that_make_the_stops_fractions() -> None:
    # A stop is stored as a float when the float is exact and as a Fraction
    # otherwise (store._sort_key), and order.le compares stops of either kind
    # with each other. Adding one number x to both sides keeps
    # every relation (G <= H iff G + x <= H + x); the shifts below put the
    # stops of the day-2 games on both sides of 2**53, so that float-float,
    # float-Fraction and Fraction-Fraction stops all meet.
    from cgtalg.verify.laws import games_born_by

    games = games_born_by(2)
    base = {(i, j): compare(g, h) for i, g in enumerate(games) for j, h in enumerate(games)}
    for x in (2**53 - 1, 2**53 + 1, Fraction(2**60 + 1, 2**7), Fraction(-(2**80) - 3, 2**5)):
        shifted = [g + x for g in games]
        kinds = {type(s._ls) for s in shifted} | {type(s._rs) for s in shifted}
        if x == 2**53 - 1:
            assert kinds == {float, Fraction}
        for (i, j), relation in base.items():
            assert compare(shifted[i], shifted[j]) is relation, (games[i], games[j], x)
