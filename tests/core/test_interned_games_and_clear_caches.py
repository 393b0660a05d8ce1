"""The store's C shortcuts (``cgtalg/core/_capi``) and clearing only the comparison rows written.

1. ``_capi.new_instance``, ``_capi.weak_ref`` and ``_capi.inherit_binary_slots``
   are Python functions in pure Python and C functions in the compiled store
   (``_capi.pxd``). Checked: what the pure ones return; that games made
   through either are ordinary interned Games; that the binary operators,
   which in the compiled core reach GameData's C slots directly, give
   the same results and the same exceptions for every kind of operand, on
   both sides; and that a class defining ``__add__`` itself still has it
   called.
2. ``clear_caches()`` empties the comparison rows only when some row was
   written since the last clearing (``order._rows_to_clear``). Checked: rows
   emptied once and written again are emptied again (a flag set only when a
   row is created would miss them); comparisons of symbolic values, which
   are never remembered, leave nothing to clear; ``cache_info`` still
   counts every row alive; rows written by threads while another thread
   clears are all emptied by the next clearing.
"""

from __future__ import annotations

import itertools
import threading
import weakref
from fractions import Fraction

import pytest

from cgtalg import STAR, UP, Game, cache_info, clear_caches, compare, integer, nimber, number
from cgtalg.core import _capi, order
from cgtalg.core.game_type import GameData
from cgtalg.core.store import live_games, symbolic
from cgtalg.errors import InputTypeError, InputValueError


def test_pure_new_instance_makes_a_bare_game() -> None:
    g = _capi.new_instance(Game)
    assert type(g) is Game and isinstance(g, GameData)
    assert not hasattr(g, "_id") or g._id is None  # fields unset (None when GameData is compiled)
    with pytest.raises(TypeError, match="takes a class, not int"):
        _capi.new_instance(3)
    assert _capi.weak_ref(g)() is g
    assert type(_capi.weak_ref(g)) is weakref.ref
    with pytest.raises(TypeError):
        _capi.weak_ref(3)
    assert _capi.inherit_binary_slots(type("T", (int,), {})) == 0


def test_new_values_are_interned_games_with_their_fields() -> None:
    # Values far outside the small-value tables, so each is made now (by _new_object).
    big = 2**300 + 7
    for x, n, k in [(Fraction(big), 0, 0), (Fraction(0), 977, 0), (Fraction(0), 0, 12345), (Fraction(-5, 2**70), -33, 3)]:
        g = symbolic(x, n, k)
        assert type(g) is Game and g.number_up_star == (x, n, k)
        assert symbolic(x, n, k) is g and weakref.ref(g)() is g
        assert (g._num is not None) is (n == 0 and k == 0)
    e = Game([Game([big], [0])], [-big])  # explicit games are made by _new_object too
    assert type(e) is Game and not e.is_number_up_star and Game(*e.options) is e


def _operand_kinds() -> list[object]:
    return [UP, STAR, Game([1], [-1]), integer(2**70), 3, -1, 0, Fraction(3, 4), Fraction(1, 3), True, 1.5, None, "x"]


def _outcome(f: object, *args: object) -> tuple[str, object]:
    try:
        return "ok", f(*args)  # type: ignore[operator]
    except Exception as exc:  # the exception type is what must match
        return type(exc).__name__, None


def test_binary_operators_match_the_method_calls_for_every_operand_kind() -> None:
    # What `a op b` gives must be what Python's rules give with the methods
    # themselves: a.__op__(b), then b.__rop__(a) on NotImplemented, then TypeError.
    import operator

    games = [UP, STAR, Game([1], [-1]), integer(2**70)]
    for op, name, rname in ((operator.add, "__add__", "__radd__"), (operator.sub, "__sub__", "__rsub__"),
                            (operator.mul, "__mul__", "__rmul__")):
        for g, o in itertools.product(games, _operand_kinds()):
            for a, b in ((g, o), (o, g)):
                got = _outcome(op, a, b)
                if isinstance(a, GameData):
                    want = _outcome(getattr(GameData, name), a, b)
                    if want == ("ok", NotImplemented):
                        want = _outcome(getattr(GameData, rname), b, a) if isinstance(b, GameData) else ("TypeError", None)
                else:
                    want = _outcome(getattr(type(a), name), a, b) if hasattr(type(a), name) else ("ok", NotImplemented)
                    if want == ("ok", NotImplemented):
                        want = _outcome(getattr(GameData, rname), b, a)
                        if want == ("ok", NotImplemented):
                            want = ("TypeError", None)
                assert got[0] == want[0], (op, a, b, got, want)
                if got[0] == "ok":
                    assert got[1] is want[1], (op, a, b)


def test_binary_operator_values_and_errors() -> None:
    g = Game([1], [-1])
    assert UP + UP is symbolic(Fraction(0), 2, 0) and UP - UP is integer(0) and 3 * UP is UP * 3
    assert 1 + UP is UP + 1 and Fraction(1, 2) - UP is number(Fraction(1, 2)) + symbolic(Fraction(0), -1, 0)
    assert g + 1 is Game([2], [0]) and 1 - g is Game([2], [0]) and 2 * g is g + g
    assert (UP + nimber(3)).number_up_star == (0, 1, 3)
    with pytest.raises(InputTypeError):
        UP * STAR
    with pytest.raises(InputValueError):
        UP + Fraction(1, 3)
    for bad in (True, 1.5, None, "x"):
        for f in (lambda: UP + bad, lambda: bad + UP, lambda: UP - bad, lambda: bad - UP, lambda: UP * bad, lambda: bad * UP):
            with pytest.raises(TypeError):
                f()


def test_a_subclass_defining_add_gets_it_called() -> None:
    calls: list[object] = []

    class Tagged(Game):
        __slots__ = ()

        def __add__(self, other: object) -> str:
            calls.append(other)
            return "tagged"

    t = GameData.__new__(Tagged)  # a bare instance: enough to reach the operator
    assert t + 1 == "tagged" and calls == [1]
    assert UP + UP is symbolic(Fraction(0), 2, 0)  # Game itself unchanged


def _explicit_games() -> list[Game]:
    base = [Game([1], [-1]), Game([UP], [STAR]), Game([Game([2], [0])], [-3]), Game([0], [Game([0], [-1])])]
    return base + [Game([g], [h]) for g, h in itertools.product(base, repeat=2)]


def _rows() -> list[dict]:  # type: ignore[type-arg]
    return [g._le for g in live_games() if g._le is not None]


def _compare_all(games: list[Game]) -> None:
    for g, h in itertools.product(games, games):
        order.le(g, h)


def test_rows_emptied_and_written_again_are_emptied_again() -> None:
    games = _explicit_games()
    clear_caches()
    for _ in range(3):
        _compare_all(games)
        assert cache_info()["comparisons"]["size"] > 0
        assert cache_info()["comparisons"]["size"] == sum(len(r) for r in _rows())
        clear_caches()
        assert cache_info()["comparisons"]["size"] == 0 and all(not r for r in _rows())


def test_every_kind_of_row_write_is_cleared() -> None:
    games = _explicit_games()
    clear_caches()
    # _le_put (through le's quick rules and the explicit-stack search) and _shallow's inline write.
    for g, h in itertools.product(games, games):
        order._search(g, h)
    assert cache_info()["comparisons"]["size"] > 0
    clear_caches()
    assert cache_info()["comparisons"]["size"] == 0
    for g, h in itertools.product(games, games):
        order.le(g, h, 1)
    assert cache_info()["comparisons"]["size"] > 0
    clear_caches()
    assert cache_info()["comparisons"]["size"] == 0


def test_symbolic_comparisons_leave_nothing_to_clear() -> None:
    clear_caches()
    assert order._rows_to_clear() == []
    values = [integer(2**200), nimber(10**6), symbolic(Fraction(0), 1000, 0), number(Fraction(1, 2**60))]
    for g, h in itertools.product(values, values):
        compare(g, h)
        assert (g <= h) in (True, False)
    assert order._rows_to_clear() == []
    # A remembered comparison makes the next call return the rows again, then none.
    a, b = _explicit_games()[:2]
    order.le(a, b)
    assert any(r for r in order._rows_to_clear())
    assert order._rows_to_clear() == []
    clear_caches()


def test_cache_info_still_counts_every_row_alive() -> None:
    games = _explicit_games()
    _compare_all(games)
    clear_caches()
    rows = _rows()
    assert rows and cache_info()["comparisons"]["maxsize"] == order._le_rows.row_limit * len(rows)
    assert cache_info()["comparisons"]["size"] == 0


def test_rows_written_while_another_thread_clears_are_emptied_next_time() -> None:
    games = _explicit_games()
    clear_caches()
    stop = threading.Event()

    def clearer() -> None:
        while not stop.is_set():
            clear_caches()

    def comparer(offset: int) -> None:
        for i in range(4):
            _compare_all(games[offset:] + games[:offset])

    workers = [threading.Thread(target=comparer, args=(i,)) for i in range(3)]
    c = threading.Thread(target=clearer)
    c.start()
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    stop.set()
    c.join()
    clear_caches()
    assert cache_info()["comparisons"]["size"] == 0 and all(not r for r in _rows())


def test_the_shared_declarations_are_part_of_every_digest(tmp_path: object) -> None:
    # A compiled module whose .py and .pxd are unchanged is still stale when _capi.pxd changed:
    # its C code is in every module that cimports the store.
    from pathlib import Path

    from cgtalg import compilation

    assert "core._capi" in compilation.SHARED_DECLARATIONS
    root = Path(str(tmp_path))
    (root / "core").mkdir()
    (root / "core" / "store.py").write_text("x = 1\n")
    (root / "core" / "store.pxd").write_text("cdef object x\n")
    (root / "core" / "_capi.pxd").write_text("# version 1\n")
    first = compilation.source_digest(str(root), "core.store")
    (root / "core" / "_capi.pxd").write_text("# version 2\n")
    assert compilation.source_digest(str(root), "core.store") != first
