"""Explicit games published without the lock: one object per value, dead entries replaced.

:func:`cgtalg.core.store.explicit` makes a new game on a miss and publishes
it with ``dict.setdefault`` (see ``_new_explicit``), deleting a dead entry
of the key with ``_remove_dead`` first when the value was made before and
died. These tests check outcomes: one object per value from one thread or
many, however often values die and are made again; the table does not grow
with re-creations; and, in pure Python where the table can be replaced by a
dict that interleaves "another thread" at the worst moments, both threads
end with one object.
"""

from __future__ import annotations

import threading
import weakref

import pytest

from cgtalg import Game
from cgtalg.core import store
from cgtalg.core.store import explicit, symbolic_dyadic

from .threads import run_threads

# Options far from anything the package keeps alive: integers around 10**6, held for the module's life.
_BASE = 10**6
_NUMBERS = [symbolic_dyadic(_BASE + i, 0, 0, 0) for i in range(40)]


def _switch(i: int) -> tuple[list[Game], list[Game]]:
    """The options of the canonical switch ``{BASE+i+1 | BASE+i}`` (numbers, Left's larger)."""
    return [_NUMBERS[i + 1]], [_NUMBERS[i]]


def _double(i: int) -> tuple[list[Game], list[Game]]:
    """``{BASE+i+2 | BASE+i+1, ...}``-like games with two options a side are not canonical;
    a switch whose Left option is itself a switch is: ``{{BASE+i+2 | BASE+i} | BASE+i-1}``."""
    inner = explicit([_NUMBERS[i + 2]], [_NUMBERS[i]])
    return [inner], [_NUMBERS[i - 1]]


def _key(left: list[Game], right: list[Game]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return tuple(sorted(o._id for o in left)), tuple(sorted(o._id for o in right))


def test_an_explicit_value_made_again_after_it_died_is_one_object_and_reuses_the_entry() -> None:
    left, right = _switch(3)
    g = explicit(left, right)
    assert g.left_options == (left[0],) and g.right_options == (right[0],)
    ref = weakref.ref(g)
    del g
    assert ref() is None
    size = store._table_sizes()[1]
    for _ in range(5):
        a = explicit(left, right)
        assert explicit(list(left), list(right)) is a
        assert Game(left, right) is a  # the public constructor finds the same object
        assert a.left_options == (left[0],) and a.right_options == (right[0],)
        assert store._table_sizes()[1] == size  # the dead entry was replaced, not joined
        ref = weakref.ref(a)
        del a
        assert ref() is None


def test_threads_making_dying_explicit_values_agree_on_one_object_each_round() -> None:
    threads_n, rounds = 8, 60
    specs = [_switch(i) for i in range(1, 8)] + [_double(i) for i in range(10, 14)]
    inner_keep = [s[0][0] for s in specs[7:]]  # the inner switches stay alive (held here)
    got: list[list[Game | None]] = [[None] * len(specs) for _ in range(threads_n)]
    barrier = threading.Barrier(threads_n)
    failures: list[str] = []
    refs: list[weakref.ref[Game]] = []

    def work(slot: int) -> None:
        for r in range(rounds):
            barrier.wait()
            order = list(range(len(specs)))
            if slot % 2:
                order.reverse()
            made: list[Game | None] = [None] * len(specs)
            for i in order:
                made[i] = explicit(*specs[i])
            got[slot] = made
            barrier.wait()
            if slot == 0:
                for other in got[1:]:
                    if any(a is not b for a, b in zip(got[0], other)):
                        failures.append(f"round {r}: two objects for one value")
                refs[:] = [weakref.ref(g) for g in got[0] if g is not None]
                other = []  # the loop variable held the last thread's list
            barrier.wait()
            made = []
            got[slot] = [None] * len(specs)
            barrier.wait()
            if slot == 0 and any(ref() is not None for ref in refs):
                failures.append(f"round {r}: a value outlived its round (no dead entries reached)")

    run_threads(work, threads_n, 1e-5)
    assert failures == []
    assert all(g is not None for g in inner_keep)


def test_threads_making_new_explicit_values_at_once_get_one_object_each() -> None:
    # Values never made before (fresh keys), all threads released together.
    threads_n = 8
    specs = [([_NUMBERS[i + 3]], [_NUMBERS[i]]) for i in range(0, 30)]  # {BASE+i+3 | BASE+i}
    results: list[list[Game]] = [[] for _ in range(threads_n)]
    barrier = threading.Barrier(threads_n)

    def work(slot: int) -> None:
        barrier.wait()
        order = specs if slot % 2 == 0 else specs[::-1]
        out = [explicit(*s) for s in order]
        results[slot] = out if slot % 2 == 0 else out[::-1]

    run_threads(work, threads_n, 1e-5)
    for other in results[1:]:
        assert all(a is b for a, b in zip(results[0], other))
    for s, g in zip(specs, results[0]):
        assert explicit(*s) is g and Game(*s) is g


class _InterleavingExplicitTable(dict):  # type: ignore[type-arg]
    """An explicit table whose setdefault lets "another thread" make the same value first,
    once per key: when the entry is dead (between finding it dead and replacing it) or
    missing (between the lookup's miss and the publication)."""

    def __init__(self, items: dict, specs: dict) -> None:  # type: ignore[type-arg]
        super().__init__(items)
        self.specs = specs
        self.others: dict[object, Game] = {}
        self.started: set[object] = set()

    def setdefault(self, key, default=None):  # type: ignore[no-untyped-def, override]
        if key in self.specs and key not in self.started:
            self.started.add(key)
            current = self.get(key)
            if current is None or current() is None:
                self.others[key] = explicit(*self.specs[key])  # the other thread's game, published now
        return super().setdefault(key, default)


@pytest.mark.skipif(store.__file__.endswith(".py") is False, reason="needs the pure-Python store (module globals)")
@pytest.mark.parametrize("dead_first", [True, False])
def test_a_thread_switch_before_publication_keeps_one_object(monkeypatch: pytest.MonkeyPatch,
                                                               dead_first: bool) -> None:
    base = 20 if dead_first else 30
    specs = {}
    for i in range(base, base + 5):
        left, right = [_NUMBERS[i + 2]], [_NUMBERS[i]]
        specs[_key(left, right)] = (left, right)
        if dead_first:
            explicit(left, right)  # made and dropped at once: a dead entry
    table = _InterleavingExplicitTable(store._explicit_table, specs)
    monkeypatch.setattr(store, "_explicit_table", table)
    for key, (left, right) in specs.items():
        g = explicit(left, right)
        assert key in table.others  # the interleaving happened
        assert g is table.others[key]  # both "threads" got one object
        assert explicit(left, right) is g


@pytest.mark.skipif(store.__file__.endswith(".py") is False, reason="needs the pure-Python store (module globals)")
def test_a_new_explicit_game_takes_no_lock_below_the_sweep_size(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse() -> None:
        raise AssertionError("the intern lock was taken")

    monkeypatch.setattr(store, "_lock_acquire", refuse)
    monkeypatch.setattr(store, "_explicit_sweep_at", len(store._explicit_table) + 1000)
    left, right = [_NUMBERS[36]], [_NUMBERS[33]]
    g = explicit(left, right)
    assert explicit(left, right) is g
