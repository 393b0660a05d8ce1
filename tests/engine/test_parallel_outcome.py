"""The parallel outcome search (:mod:`cgtalg.engine.parallel_outcome`) against the serial one and a plain minimax.

The serial search (:meth:`cgtalg.engine.search.Search.outcome` without an
executor) and the plain minimax over the rules of ``tests/reference_rules.py``
(Winning Ways, chapter 2: the mover wins iff some move reaches a position the
opponent loses) are the references. The parallel search must give the same
class on every sum:

* in this process (``InProcess``: the same tasks, flags and shared files, one
  after another), with ``small_region`` lowered so that small regions are
  searched, on many random sums of small components;
* on two worker processes (``LocalProcesses(2)``), on sums of regions bigger
  than ``small_region`` (the workers import the rulesets afresh);
* on a Dask ``LocalCluster`` of two workers (threads of this process), when
  ``distributed`` is installed.
"""

from __future__ import annotations

import os
import random
import tempfile
from typing import Any

import pytest

from cgtalg import clear_caches
from cgtalg.core.order import Outcome
from cgtalg.engine.parallel_outcome import _solve_move, check_executor, parallel_outcome, root_moves
from cgtalg.engine.search import Schema, Search, add_keys
from cgtalg.engine.sum_solver import outcome_table, split_key
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets.grid.clobber import RULES as CLOBBER, Clobber
from cgtalg.rulesets.grid.domineering import RULES as DOMINEERING, Domineering
from cgtalg.verify.executors import InProcess, LocalProcesses

from tests.engine.test_sum_solver import RULESETS, plain_outcome
from tests.reference_rules import domineering_moves

#: Domineering regions of more than ``small_region`` (12) cells, searched by the workers, and small ones.
BIG = ["...|...|...|...|...", ".......|.......", "....|....|....|....", ".....|.....|...#.", "....|....|....",
       "...#|....|....|...."]
SMALL = ["..|..", "...", ".#.|...", "....|....", "..|..|..", "."]
#: Clobber rows of 13 stones (searched) and small ones.
CLOBBER_BIG = ["xoxoxoxoxoxoo", "xxoxoxoxoxoxo", "oxoxxoxoxoxox", "xoxoxo|oxoxox|.x....."]
CLOBBER_SMALL = ["xo", "xxo", "xoxo", "oxxo", "xo|ox"]


def _sums(big: list[str], small: list[str], count: int, seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    return [[rng.choice(big)] + [rng.choice(small + big[:2]) for _ in range(rng.randint(0, 2))] for _ in range(count)]


def _serial(rules: Any, key: Any) -> Outcome:
    clear_caches()
    return rules.search.outcome(key)  # type: ignore[no-any-return]


def _parallel(rules: Any, key: Any, executor: Any) -> Outcome:
    clear_caches()
    return rules.search.outcome(key, executor=executor)  # type: ignore[no-any-return]


@pytest.mark.parametrize("name", sorted(RULESETS))
@pytest.mark.parametrize("small_region", [0, 3])
def test_in_process_the_split_root_gives_the_plain_minimax_outcome(name: str, small_region: int,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    rules, cls, moves, texts, form = RULESETS[name]
    monkeypatch.setattr(rules, "small_region", small_region)  # search the regions, do not value them
    rng = random.Random(len(name) + small_region)
    seen = set()
    with InProcess() as executor:
        for _ in range(25):
            parts = [rng.choice(texts) for _ in range(rng.randint(1, 3))]
            key = add_keys([cls(t).key() for t in parts])
            found = _parallel(rules, key, executor)
            assert found is plain_outcome([form(t) for t in parts], moves), (name, parts)
            assert found is _serial(rules, key), (name, parts)
            seen.add(found)
    assert len(seen) >= 3, seen  # not all of one class


def test_every_sum_of_two_small_domineering_components_exhaustively(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(DOMINEERING, "small_region", 0)
    texts = RULESETS["domineering"][3][:8]
    with InProcess() as executor:
        for i, a in enumerate(texts):
            for b in texts[i:]:
                key = add_keys([Domineering(a).key(), Domineering(b).key()])
                assert _parallel(DOMINEERING, key, executor) is plain_outcome(
                    [tuple(a.split("|")), tuple(b.split("|"))], domineering_moves), (a, b)


@pytest.fixture(scope="module")
def two_processes() -> Any:
    with LocalProcesses(2) as executor:
        yield executor


def test_two_local_processes_give_the_serial_outcome(two_processes: Any) -> None:
    seen = set()
    for parts in _sums(BIG, SMALL, 10, seed=5):
        key = add_keys([Domineering(t).key() for t in parts])
        found = _parallel(DOMINEERING, key, two_processes)
        assert found is _serial(DOMINEERING, key), parts
        seen.add(found)
    for parts in _sums(CLOBBER_BIG, CLOBBER_SMALL, 6, seed=2):
        key = add_keys([Clobber(t).key() for t in parts])
        found = _parallel(CLOBBER, key, two_processes)
        assert found is _serial(CLOBBER, key), parts
        seen.add(found)
    assert len(seen) >= 3, seen


def test_the_workers_hand_back_region_values_and_the_answers_are_kept(two_processes: Any) -> None:
    key = add_keys([Domineering(BIG[0]).key(), Domineering(BIG[3]).key(), Domineering("..|..|..").key()])
    expected = _serial(DOMINEERING, key)
    clear_caches()
    assert DOMINEERING.search.outcome(key, executor=two_processes) is expected
    table = DOMINEERING.search.table
    solved = dict(table)
    assert solved, "no region value came back from the workers"
    small, big = split_key(DOMINEERING.search, key)
    answers = outcome_table(DOMINEERING.search)
    assert (answers[(small, big, 0)], answers[(small, big, 1)]) == (expected in (Outcome.L, Outcome.N),
                                                                     expected in (Outcome.R, Outcome.N))
    clear_caches()
    for code, v in list(solved.items())[:50]:
        assert DOMINEERING.search.value(code) is v, code  # the values handed back are the values


def test_a_decided_side_stops_its_tasks() -> None:
    key = Domineering(BIG[0]).key()
    child = root_moves(DOMINEERING.search, key, 0)[0]
    locator = ("cgtalg.rulesets.grid.domineering", "RULES")
    with tempfile.TemporaryDirectory() as folder:
        clear_caches()
        answer, _, counts = _solve_move((locator, folder, os.getpid(), 0, child))
        assert answer is not None and counts[0] > 0
        open(os.path.join(folder, "decided-0"), "w").close()
        clear_caches()
        assert _solve_move((locator, folder, os.getpid(), 0, child)) == (None, {}, (0, 0, 0))
        clear_caches()
        assert _solve_move((locator, folder, os.getpid(), 1, root_moves(DOMINEERING.search, key, 1)[0]))[0] is not None


def test_root_moves_reach_the_reference_moves_positions() -> None:
    # The positions reached are worth what the rules' own moves reach (a move in either component), and are
    # no more than those moves.
    value = DOMINEERING.search.value
    other = Domineering("...")
    for text in ("...|...", "..#|...", "....|....", ".#.|...", "...|...|...|...|..."):
        key = add_keys([Domineering(text).key(), other.key()])
        for side, who in ((0, "L"), (1, "R")):
            reached = root_moves(DOMINEERING.search, key, side)
            firsts = domineering_moves(tuple(text.split("|")), who)
            seconds = domineering_moves(("...",), who)
            expected = {value(Domineering("|".join(o)).key()) + value(other.key()) for o in firsts}
            expected |= {value(Domineering(text).key()) + value(Domineering("|".join(o)).key()) for o in seconds}
            assert {value(r) for r in reached} == expected, (text, who)
            assert len(reached) == len(set(reached)) <= len(firsts) + len(seconds)


def test_bad_arguments_are_refused_by_name() -> None:
    key = Domineering(BIG[0]).key()
    for bad in (2, "local", InProcess, None.__class__, [1, 2]):
        with pytest.raises(InputTypeError, match="executor must be an executor"):
            parallel_outcome(DOMINEERING.search, key, bad)
    with pytest.raises(InputTypeError, match="executor must be an executor"):
        DOMINEERING.search.outcome(key, executor=3)
    with pytest.raises(InputValueError, match="jobs must be >= 1"):
        LocalProcesses(0)
    with pytest.raises(InputTypeError, match="RULES.search"):
        parallel_outcome("domineering", key, InProcess())
    with pytest.raises(InputTypeError, match="search key"):
        parallel_outcome(DOMINEERING.search, "....", InProcess())
    with pytest.raises(InputValueError, match="player to move"):
        root_moves(DOMINEERING.search, key, 2)
    assert check_executor(InProcess()).describe() == "in-process"


class _RuntimeRules(Schema):
    """Rules made at run time, held by no module-level name: the workers could not find them."""

    name = "parallel-outcome-test-strips"
    cache_size = 100
    small_region = 0

    def region_size(self, region: int) -> int:
        return region

    def region_moves(self, region: int) -> tuple[list[Any], list[Any]]:
        return [region - 1], [max(region - 2, 0)]


def test_rules_no_module_holds_are_refused_by_name() -> None:
    rules = _RuntimeRules()
    search = Search(rules)
    rules.search = search  # type: ignore[attr-defined]
    with pytest.raises(InputValueError, match="other processes cannot find them"):
        parallel_outcome(search, 5, InProcess())


@pytest.fixture(scope="module")
def dask_cluster() -> Any:
    distributed = pytest.importorskip(
        "distributed", reason="the 'dask' extra is not installed (pip install 'cgtalg[dask]')")
    from cgtalg.verify.executors import DaskCluster

    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster:
        with DaskCluster(cluster) as executor:
            yield executor


def test_a_dask_cluster_gives_the_serial_outcome(dask_cluster: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    seen = set()
    for parts in _sums(BIG, SMALL, 6, seed=11):
        key = add_keys([Domineering(t).key() for t in parts])
        found = _parallel(DOMINEERING, key, dask_cluster)
        assert found is _serial(DOMINEERING, key), parts
        seen.add(found)
    monkeypatch.setattr(CLOBBER, "small_region", 0)  # the workers are threads of this process: they see it
    rules, cls, moves, texts, form = RULESETS["clobber"]
    rng = random.Random(4)
    for _ in range(8):
        parts = [rng.choice(texts) for _ in range(rng.randint(1, 3))]
        found = _parallel(CLOBBER, add_keys([cls(t).key() for t in parts]), dask_cluster)
        assert found is plain_outcome([form(t) for t in parts], moves), parts
        seen.add(found)
    assert len(seen) >= 3, seen
