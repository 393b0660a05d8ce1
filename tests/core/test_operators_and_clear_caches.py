"""The value operators' shortcut against the engine's path, and clear_caches on comparison rows.

1. ``GameData``'s operators (``+ - * <= < >= >``, unary ``-``) go to the
   installed engine (``_CoreEngine`` of :mod:`cgtalg.core.game`), which
   answers two symbolic values with :mod:`cgtalg.core.symbolic`'s arithmetic
   and anything else with :func:`~cgtalg.core.arithmetic.add`, ``neg``,
   ``multiple`` and :func:`~cgtalg.core.order.le`. Checked: every operator on
   symbolic and explicit operands, mixed, gives what those general engine
   functions give (the formulas themselves are checked in
   ``test_symbolic.py``).
2. :func:`cgtalg.clear_caches` empties every comparison row and
   :func:`cgtalg.cache_info` counts them, also for rows made by threads at
   once. (Clearing walks every live game, not a register of the games that
   have a row: measured with ``bench_core.py``, a register makes warm
   repetitions 1.01-1.05x faster but cold rows 3-15 % slower, because the
   walk also brings the game objects into the cache before a repetition.)
"""

from __future__ import annotations

import itertools
import threading
from fractions import Fraction

from cgtalg import Game, cache_info, clear_caches, integer, nimber, number, up
from cgtalg.core import arithmetic, order
from cgtalg.core.store import live_games, symbolic


def _symbolic_values() -> list[Game]:
    xs = [Fraction(0), Fraction(1), Fraction(-3, 4), Fraction(2**200), Fraction(1, 2**60)]
    return [symbolic(x, n, k) for x in xs for n in (-2, -1, 0, 1, 1000) for k in (0, 1, 5)]


def _explicit_values() -> list[Game]:
    return [Game([1], [-1]), Game([up(1)], [nimber(1)]), Game([Game([2], [0])], [-3]), Game([0], [Game([0], [-1])])]


class _Engine:
    """The general engine's functions (the installed engine is a C variable when compiled, so not reachable here)."""

    add = staticmethod(arithmetic.add)
    neg = staticmethod(arithmetic.neg)
    multiple = staticmethod(arithmetic.multiple)
    le = staticmethod(order.le)


def test_operators_agree_with_the_installed_engine() -> None:
    engine = _Engine()
    sym = _symbolic_values()
    games = sym[::4] + _explicit_values() + [integer(3), number(Fraction(-1, 2)), nimber(2), up(-1)]
    for g, h in itertools.product(games, games):
        assert g + h is engine.add(g, h), (g, h)
        assert g - h is engine.add(g, engine.neg(h)), (g, h)
        le = engine.le(g, h)
        ge = engine.le(h, g)
        assert (g <= h) is le and (h >= g) is le, (g, h)
        assert (g < h) is (le and g is not h) and (g > h) is (ge and g is not h), (g, h)
    for g in games:
        g._neg = None  # forget the remembered negative: the operator must compute it
        assert -g is engine.neg(g), g
        for k in (-3, 0, 1, 2, 5):
            assert k * g is engine.multiple(k, g) and g * k is engine.multiple(k, g), (k, g)


def test_mixed_operands_still_reach_the_engine() -> None:
    g = Game([1], [-1])  # +-1, explicit
    assert g + 1 is Game([2], [0]) and 1 + g is Game([2], [0])
    assert g - g is integer(0) and (g <= 1) is False and (g >= -2) is True
    assert 2 * g is g + g and -g is g


def _rows_the_old_way() -> list[dict]:
    return [g._le for g in live_games() if g._le is not None]


def _compare_some(games: list[Game]) -> None:
    for g, h in itertools.product(games, games):
        order.le(g, h)


def test_clear_caches_empties_every_row_and_size_counts_them() -> None:
    games = _explicit_values() + [Game([g], [h]) for g, h in itertools.product(_explicit_values(), repeat=2)]
    clear_caches()
    _compare_some(games)
    rows = _rows_the_old_way()
    assert rows and sum(len(r) for r in rows) > 0
    assert cache_info()["comparisons"]["size"] == sum(len(r) for r in rows)
    clear_caches()
    assert all(not r for r in _rows_the_old_way())
    assert cache_info()["comparisons"]["size"] == 0


def test_rows_made_by_threads_are_all_cleared() -> None:
    base = _explicit_values()
    games = [Game([g], [h]) for g, h in itertools.product(base, repeat=2)] + base
    clear_caches()
    start = threading.Barrier(4)

    def work(offset: int) -> None:
        start.wait()
        for i in range(3):
            _compare_some(games[(offset + i) % len(games):][:8])

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert any(r for r in _rows_the_old_way())
    clear_caches()
    assert all(not r for r in _rows_the_old_way())
