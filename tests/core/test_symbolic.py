"""The store's arithmetic of symbolic values against slower, independent references.

``+``, ``-``, ``k *``, ``<=`` and :func:`cgtalg.compare` of two symbolic values
``x + n.^ + *k`` are answered by :func:`cgtalg.core.symbolic.symbolic_sum` and its
kin on the stored ints, without entering the engine. Here they are checked
against (1) the same formulas on Fractions, through the constructors that take
a Fraction (``store.symbolic``), for values of every size; (2) the textbook
definitions on option trees (``tests/core/reference.py``) for small values;
(3) the engine's general path (``order._search`` and the sum of options),
which does not look at the symbolic fields. The lock-free interning of new
symbolic values is checked with threads that create and drop the same values.
"""

from __future__ import annotations

import gc
import itertools
import random
import sys
import threading
from fractions import Fraction

import pytest

from cgtalg import Game, compare, integer, nimber, number, up
from cgtalg.core import order, store
from cgtalg.core.cache import clear_caches
from cgtalg.core.store import checked_number, symbolic, symbolic_dyadic
from cgtalg.core.symbolic import symbolic_le, symbolic_multiple, symbolic_negative, symbolic_sum

from .reference import r_canonical, r_integer, r_le, r_neg, r_nimber, r_symbolic_le, rgame, r_add, R_ZERO

XS = [Fraction(0), Fraction(1), Fraction(-1), Fraction(1, 2), Fraction(-3, 4), Fraction(5, 8), Fraction(3, 2),
      Fraction(2**200), Fraction(-(2**200) + 1), Fraction(1, 2**60), Fraction(-7, 2**61), Fraction(2**70 + 1, 2**3)]
NS = [-3, -1, 0, 1, 2, 1000]
KS = [0, 1, 2, 3, 10**6]


def _values() -> list[Game]:
    return [symbolic(x, n, k) for x in XS for n in NS for k in KS]



def test_sums_negatives_and_multiples_follow_the_fraction_formulas() -> None:
    games = _values()
    for g, h in itertools.product(games[::3], games[::2]):
        (x, n, k), (y, m, j) = g.number_up_star, h.number_up_star
        expected = symbolic(x + y, n + m, k ^ j)
        assert g + h is expected and symbolic_sum(g, h) is expected, (g, h)
        assert g - h is symbolic(x - y, n - m, k ^ j), (g, h)
    for g in games:
        x, n, k = g.number_up_star
        assert -g is symbolic(-x, -n, k) and symbolic_negative(g) is symbolic(-x, -n, k)
        assert -(-g) is g
        for c in (-3, -2, 0, 1, 2, 7):
            expected = symbolic(c * x, c * n, k if c % 2 else 0)
            assert c * g is expected and g * c is expected and symbolic_multiple(c, g) is expected, (c, g)


def test_comparisons_follow_the_fraction_rule() -> None:
    games = _values()
    names = {"LESS": (True, False), "GREATER": (False, True), "EQUAL": (True, True), "CONFUSED": (False, False)}
    for g, h in itertools.product(games[::2], games[1::2] + games[:6]):
        a, b = g.number_up_star, h.number_up_star
        le, ge = r_symbolic_le(a, b), r_symbolic_le(b, a)
        assert symbolic_le(g, h) is le and (g <= h) is le and (h >= g) is le, (g, h)
        assert (g < h) is (le and g is not h) and (g > h) is (ge and g is not h), (g, h)
        assert names[compare(g, h).name] == (le, ge), (g, h)
        assert order._symbolic_le(a, b) is le  # the tuple rule of the nimber sweep agrees too


def test_small_values_against_the_textbook_definitions() -> None:
    r_up = r_canonical(rgame([R_ZERO], [r_nimber(1)]))
    refs: dict[Game, tuple] = {}
    for a in range(-2, 3):
        for n in range(-2, 3):
            r = r_integer(a)
            for _ in range(abs(n)):
                r = r_canonical(r_add(r, r_up if n > 0 else r_neg(r_up)))
            for k in range(3):
                refs[integer(a) + up(n) + nimber(k)] = r_canonical(r_add(r, r_nimber(k)))
    for g, rg in refs.items():
        assert -g in refs and refs[-g] == r_canonical(r_neg(rg))
        for h, rh in refs.items():
            le = r_le(rg, rh)
            assert (g <= h) is le and symbolic_le(g, h) is le, (g, h)
            s = g + h
            if s in refs:
                assert refs[s] == r_canonical(r_add(rg, rh)), (g, h)


def test_the_engine_general_search_agrees_with_the_symbolic_rule() -> None:
    # order._search follows the definition over options (it never reads the symbolic fields of its
    # roots); with number avoidance, which assumes the two are not both numbers.
    small = [integer(a) + up(n) + nimber(k) for a in (-1, 0, 1) for n in (-2, -1, 0, 1, 2) for k in (0, 1, 2)]
    small += [number(Fraction(1, 2)) + up(1), number(Fraction(-1, 4)) + nimber(3)]
    for g in small:
        for h in small:
            if g.is_number and h.is_number:
                continue
            clear_caches()
            assert order._search(g, h) is symbolic_le(g, h), (g, h)
    # Sums by options (the canonical form of {G^L + H, G + H^L | ...}) land on the symbolic sum.
    for g in small[::3]:
        for h in small[::2]:
            by_options = Game([o + h for o in g.left_options] + [g + o for o in h.left_options],
                              [o + h for o in g.right_options] + [g + o for o in h.right_options])
            assert by_options is g + h, (g, h)


def test_number_is_the_checked_number_and_refuses_non_dyadics() -> None:
    for x in XS + [Fraction(3, 8), Fraction(-1, 2**100)]:
        assert number(x) is symbolic(x, 0, 0) is checked_number(x) is number(str(x))
    for bad in (Fraction(1, 3), Fraction(5, 12)):
        assert checked_number(bad) is None
        with pytest.raises(ValueError, match="not a dyadic rational"):
            number(bad)
    assert number(5) is integer(5) and nimber(7) is symbolic(Fraction(0), 0, 7) and up(-4) is symbolic(Fraction(0), -4, 0)


def test_threads_creating_new_values_at_once_get_one_object_each() -> None:
    # Values beyond the small-value tables, created for the first time by eight threads
    # together (lock-free publication by setdefault), then dropped so that their entries
    # are dead, and created again together (replacement under the lock).
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        for round_ in range(4):
            base = 10**30 + 1000 * round_
            results: list[list[Game]] = [[] for _ in range(8)]
            barrier = threading.Barrier(8)

            def work(slot: int) -> None:
                barrier.wait()
                order_ = list(range(300))
                random.Random(slot).shuffle(order_)  # each thread in its own order
                out = [(j, symbolic_dyadic(base + j, 0, j % 3 - 1, j % 4)) for j in order_]
                results[slot] = [g for _, g in sorted(out, key=lambda p: p[0])]

            threads = [threading.Thread(target=work, args=(s,)) for s in range(8)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            first = results[0]
            assert len(first) == 300
            for r in results[1:]:
                assert all(a is b for a, b in zip(r, first)), round_
            for i, g in enumerate(first):
                assert g.number_up_star == (Fraction(base + i), i % 3 - 1, i % 4)
                assert symbolic_dyadic(base + i, 0, i % 3 - 1, i % 4) is g
            if round_ % 2 == 0:
                del results, first, r
                gc.collect()  # the entries of round 0 and 2 are dead when their values come back
    finally:
        sys.setswitchinterval(old)
    # Dead entries were replaced, never duplicated: one live entry per value.
    live = [g for g in store.live_games() if g._nus is not None and g._xe == 0 and g._xa >= 10**30]
    keys = [(g._xa, g._nus[1], g._nus[2]) for g in live]
    assert len(keys) == len(set(keys))
