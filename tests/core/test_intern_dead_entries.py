"""Re-creating a symbolic value whose game is gone: the dead intern entry is replaced without the lock.

:func:`cgtalg.core.store._new_symbolic` publishes a new game with
``dict.setdefault`` and, when the key's entry is a weak reference to a game
that is gone, deletes that entry with ``_weakref._remove_dead_weakref`` (one C
step that deletes only a dead reference) and publishes again. These tests
check the outcome, never the mechanism: one object per value however often
values die and are made again, from one thread or many at once, and a table
that does not grow with the re-creations. The fallback used where
``_remove_dead_weakref`` is missing (``_remove_dead_locked``) is checked
against it directly.
"""

from __future__ import annotations

import threading
import weakref
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import Game, number
from cgtalg.core import store
from cgtalg.core.store import symbolic, symbolic_dyadic

from .threads import run_threads


def _ident(g: Game) -> tuple[int, int, int, int]:
    x, n, k = g.number_up_star
    return x.numerator, x.denominator.bit_length() - 1, n, k


def test_a_value_made_again_after_its_game_died_is_one_object_and_reuses_the_entry() -> None:
    key = (12345, 50, 7, 3)  # far from the small-value tables and from anything the package keeps
    x, u = number(Fraction(12345, 2**50)), symbolic_dyadic(0, 0, 7, 3)  # the parts, held throughout
    g = symbolic_dyadic(*key)
    ref = weakref.ref(g)
    del g  # freed by its reference count (no gc.collect: slow late in a long test run)
    assert ref() is None
    size = store._table_sizes()[0]
    for _ in range(5):
        a = symbolic_dyadic(*key)
        # However it is asked for, the value is this object while it lives.
        assert symbolic(Fraction(12345, 2**50), 7, 3) is a
        assert symbolic_dyadic(*key) is a
        assert x + u is a
        assert _ident(a) == key
        # The dead entry was replaced, not joined by a second one.
        assert store._table_sizes()[0] == size
        ref = weakref.ref(a)
        del a
        assert ref() is None


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(-(2**70), 2**70), st.integers(1, 90), st.integers(-40, 40), st.integers(0, 40)),
                min_size=1, max_size=12))
def test_values_dying_and_made_again_in_any_order_stay_one_object(specs: list[tuple[int, int, int, int]]) -> None:
    keys = [(a | 1, e, n, k) for a, e, n, k in specs]  # odd numerators with e >= 1: the normal form
    held = {key: symbolic_dyadic(*key) for key in keys}
    for round_ in range(3):
        # Drop every other value (by round), make all again: the survivors are the same objects.
        dropped = [key for i, key in enumerate(keys) if (i + round_) % 2 == 0]
        survivors = {key: held[key] for key in keys if key not in dropped}
        g = None
        for key in dropped:
            held.pop(key, None)  # freed by reference counting, unless the package keeps that value
        for key in keys:
            g = symbolic_dyadic(*key)
            assert _ident(g) == key
            if key in survivors:
                assert g is survivors[key]
            held[key] = g
        for key in keys:
            assert symbolic_dyadic(*key) is held[key]


def test_threads_making_dying_values_again_agree_on_one_object_each_round() -> None:
    # Each round, eight threads make the same values, whose games from the round
    # before are gone (dead entries), and compare what they got while holding it.
    threads_n, rounds = 8, 60
    keys = [(2 * i + 1, 33, i % 5 - 2, i % 4) for i in range(6)]
    got: list[list[Game | None]] = [[None] * len(keys) for _ in range(threads_n)]
    barrier = threading.Barrier(threads_n)
    failures: list[str] = []

    refs: list[weakref.ref[Game]] = []

    def work(slot: int) -> None:
        for r in range(rounds):
            barrier.wait()
            made: list[Game | None] = [symbolic_dyadic(*key) for key in reversed(keys)]
            if slot % 2:  # half the threads in the other order
                made = list(reversed([symbolic_dyadic(*key) for key in keys]))
            got[slot] = made
            barrier.wait()
            if slot == 0:
                for other in got[1:]:
                    if any(a is not b for a, b in zip(got[0], other)):
                        failures.append(f"round {r}: two objects for one value")
                refs[:] = [weakref.ref(g) for g in got[0] if g is not None]
                other = []
            barrier.wait()
            made = []
            got[slot] = [None] * len(keys)  # drop: the games die before the next round (reference counts)
            barrier.wait()
            if slot == 0 and any(ref() is not None for ref in refs):
                failures.append(f"round {r}: a value outlived its round (the test would not reach dead entries)")

    run_threads(work, threads_n, 1e-5)
    assert failures == []


@pytest.mark.parametrize("remove", [store._remove_dead_locked, getattr(__import__("_weakref"), "_remove_dead_weakref", None)])
def test_removing_a_dead_entry_deletes_only_dead_references(remove: object) -> None:
    if remove is None:
        pytest.skip("this Python has no _weakref._remove_dead_weakref")

    class Thing:
        pass

    live = Thing()
    dying = Thing()
    table = {"live": weakref.ref(live), "dead": weakref.ref(dying)}
    del dying  # gone at once (reference counts)
    remove(table, "live")  # type: ignore[operator]
    remove(table, "dead")  # type: ignore[operator]
    remove(table, "missing")  # type: ignore[operator]  # no error
    assert set(table) == {"live"}
    assert table["live"]() is live


class _InterleavingTable(dict):  # type: ignore[type-arg]
    """A symbolic table that, the first time setdefault meets a dead entry for a key, lets
    "another thread" make the same value right then (a thread switch at the worst moment)."""

    def __init__(self, items: dict) -> None:  # type: ignore[type-arg]
        super().__init__(items)
        self.others: dict[object, Game] = {}
        self.started: set[object] = set()

    def setdefault(self, key, default=None):  # type: ignore[no-untyped-def, override]
        old = super().setdefault(key, default)
        if old is not default and old() is None and key not in self.started:
            self.started.add(key)
            self.others[key] = symbolic_dyadic(*key)  # type: ignore[misc]  # the other thread's game
        return old


@pytest.mark.skipif(store.__file__.endswith(".py") is False, reason="needs the pure-Python store (module globals)")
def test_a_thread_switch_between_finding_a_dead_entry_and_replacing_it_keeps_one_object(
        monkeypatch: pytest.MonkeyPatch) -> None:
    keys = [(2 * i + 1, 41, i - 3, i % 3) for i in range(7)]
    for key in keys:
        symbolic_dyadic(*key)  # made and dropped at once: dead entries
    table = _InterleavingTable(store._symbolic_table)
    monkeypatch.setattr(store, "_symbolic_table", table)
    for key in keys:
        g = symbolic_dyadic(*key)
        assert key in table.others  # the interleaving happened
        assert g is table.others[key]  # both "threads" got one object
        assert symbolic_dyadic(*key) is g
