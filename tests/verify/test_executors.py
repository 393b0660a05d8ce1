"""Chunked checks: the same findings in-process, on local processes and on a Dask LocalCluster.

The cluster tests start one real ``distributed.LocalCluster`` (a scheduler and
two worker processes) for the whole module; they are skipped only when the
``dask`` extra is not installed.
"""

from __future__ import annotations

import functools
import json
import sys

import pytest

from cgtalg import Game
from cgtalg.cli import main
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.verify import Context, exhaustive, run
from cgtalg.verify import flipping_coins as coins_module
from cgtalg.verify.checkpoint import HEADER, Checkpoint
from cgtalg.verify.chunks import spans
from cgtalg.verify.executors import DaskCluster, DaskMissingError, Executor, InProcess, LocalProcesses, executor_for
from cgtalg.verify.laws import games_born_by

SMALL = {"max_coins": 9, "engine_coins": 9, "random_rows": 1}
CLI_SMALL = ["--max-coins", "9", "--engine-coins", "9", "--random-rows", "1"]


def _findings(executor=None, checkpoint=None):
    ctx = Context(SMALL, None, executor, checkpoint, "flipping_coins")
    return [f.as_dict() for f in run("flipping_coins", ctx)]


@pytest.fixture(scope="module")
def reference():
    return _findings()


@pytest.fixture(scope="module")
def cluster():
    distributed = pytest.importorskip(
        "distributed", reason="the 'dask' extra is not installed (pip install 'cgtalg[dask]')"
    )
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as c:
        yield c


# -- helpers that travel to worker processes (top level, so they pickle) -------------------------


def negate(g):
    return -g


def rebuilt_is_interned(g):
    """In a worker: the unpickled game is the interned one (rebuilding it from its options gives it back)."""
    return Game(g.left_options, g.right_options) is g and -(-g) is g


def is_number(g):
    return g.is_number


class Reversed(Executor):
    """Finishes the chunks last first (as a busy cluster might)."""

    def map(self, task, arguments):
        for index in reversed(range(len(arguments))):
            yield index, task(arguments[index])


class StopsAfter(Executor):
    """Acts as Ctrl-C after *k* chunks."""

    def __init__(self, k):
        self.k = k

    def map(self, task, arguments):
        for index, argument in enumerate(arguments):
            if index == self.k:
                raise KeyboardInterrupt
            yield index, task(argument)


# -- the same findings wherever the chunks run ---------------------------------------------------


def test_flipping_coins_findings_do_not_depend_on_the_order_chunks_finish(reference):
    assert len(reference) == 18
    assert _findings(Reversed()) == reference


def test_local_processes_give_the_in_process_findings(reference):
    with LocalProcesses(2) as ex:
        assert _findings(ex) == reference


def test_dask_cluster_gives_the_in_process_findings(cluster, reference):
    with DaskCluster(cluster) as ex:
        assert ex.workers == 2
        assert _findings(ex) == reference


def test_aequitas_claims_as_chunks_give_the_findings_of_one_loop(cluster):
    from cgtalg.verify.aequitas import check_claims

    one_loop = [c.finding().as_dict() for c in check_claims(6)]  # no context: the plain loop
    assert len(one_loop) == 61
    with DaskCluster(cluster) as ex:
        for executor in (InProcess(), Reversed(), ex):
            ctx = Context({"max_n": 6}, None, executor, None, "aequitas")
            assert [f.as_dict() for f in run("aequitas", ctx)] == one_loop


def test_games_cross_to_the_cluster_and_back_interned(cluster):
    games = games_born_by(2)
    with DaskCluster(cluster) as ex:
        back = dict(ex.map(negate, games))
        result = exhaustive(rebuilt_is_interned, games, executor=ex, chunk_size=5)
    assert all(back[i] is -g for i, g in enumerate(games))
    assert result.holds and result.checked == 22 and result.chunks == 5


def test_smallest_counterexample_is_the_least_over_chunks(cluster):
    day2 = sorted(games_born_by(2), key=lambda g: (g.birthday, str(g)))
    expected = next(i for i, g in enumerate(day2) if not g.is_number)
    failures = sum(1 for g in day2 if not g.is_number)
    with DaskCluster(cluster) as ex:
        results = [exhaustive(is_number, day2, executor=e, chunk_size=3) for e in (InProcess(), Reversed(), ex)]
    for r in results:
        assert (r.index, r.failures, r.checked) == (expected, failures, 22)
        assert r.counterexample is day2[expected]
    assert str(results[0].counterexample) == "*"


def test_exhaustive_over_a_range_and_bad_arguments():
    def check(n):
        return n % 7 != 3 or n < 50

    failing = [n for n in range(200) if not check(n)]  # 52, 59, ..., 199
    for size in (1, 16, 200, 1000):
        result = exhaustive(check, range(200), chunk_size=size)
        assert (result.failures, result.index, result.counterexample) == (len(failing), 52, 52) == (22, 52, 52)
    with pytest.raises(InputTypeError, match="check must be a function"):
        exhaustive(3, range(2))
    with pytest.raises(InputValueError, match="chunk_size must be >= 1"):
        exhaustive(abs, range(2), chunk_size=0)


def test_spans_cover_the_range_once():
    for count in range(0, 30):
        for size in range(1, 8):
            covered = [i for lo, hi in spans(count, size, start=5) for i in range(lo, hi)]
            assert covered == list(range(5, 5 + count))


def test_executor_arguments_are_checked():
    with pytest.raises(InputValueError, match="not both"):
        executor_for(jobs=2, scheduler="tcp://localhost:8786")
    with pytest.raises(InputValueError, match="jobs must be >= 1"):
        LocalProcesses(0)
    assert isinstance(executor_for(jobs=1), InProcess)


def test_dask_cluster_refuses_what_is_not_a_scheduler(cluster):
    with pytest.raises(InputTypeError, match="scheduler must be an address"):
        DaskCluster(42)


def test_missing_dask_is_a_clear_error(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed -> ImportError
    with pytest.raises(DaskMissingError, match=r"pip install 'cgtalg\[dask\]'"):
        DaskCluster("tcp://localhost:8786")
    assert main(["verify", "laws", "--scheduler", "tcp://localhost:8786"]) == 2
    assert "cgtalg[dask]" in capsys.readouterr().err


# -- checkpoints ---------------------------------------------------------------------------------


def test_interrupted_run_resumes_from_its_checkpoint(tmp_path):
    path = tmp_path / "run.jsonl"
    calls = []

    def check(n):
        calls.append(n)
        return n != 77

    full = exhaustive(check, range(100), chunk_size=10)
    calls.clear()
    with Checkpoint(path) as cp, pytest.raises(KeyboardInterrupt):
        exhaustive(check, range(100), chunk_size=10, checkpoint=cp, executor=StopsAfter(4))
    assert len(calls) == 40
    lines = path.read_text().splitlines()
    assert json.loads(lines[0]) == HEADER and len(lines) == 5
    assert [json.loads(line)["chunk"] for line in lines[1:]] == [[0, 10], [10, 20], [20, 30], [30, 40]]
    calls.clear()
    with Checkpoint(path) as cp:
        resumed = exhaustive(check, range(100), chunk_size=10, checkpoint=cp)
    assert sorted(calls) == list(range(40, 100))  # only the chunks not finished before
    assert resumed == full and resumed.counterexample == 77
    calls.clear()
    with Checkpoint(path) as cp:
        assert len(cp) == 10 and exhaustive(check, range(100), chunk_size=10, checkpoint=cp) == full
    assert calls == []


def test_checkpoint_drops_a_line_cut_short_and_refuses_other_files(tmp_path):
    path = tmp_path / "cut.jsonl"
    with Checkpoint(path) as cp:
        cp.record("r", {"n": 1}, "m:t", [0, 1], [1])
        cp.record("r", {"n": 1}, "m:t", [1, 2], [2])
    text = path.read_text()
    path.write_text(text[:-7])  # a crash in the middle of the last line
    with Checkpoint(path) as cp:
        assert len(cp) == 1 and cp.lookup("r", {"n": 1}, "m:t", [0, 1]) == (True, [1])
        cp.record("r", {"n": 1}, "m:t", [1, 2], [2])
    with Checkpoint(path) as cp:
        assert len(cp) == 2
    other = tmp_path / "other.jsonl"
    other.write_text(json.dumps(HEADER) + "\n" + '{"run": "r"}\n')
    with pytest.raises(InputValueError, match="line 2: not a chunk record"):
        Checkpoint(other)
    with pytest.raises(InputTypeError):
        Checkpoint(3)


def test_reproduction_checkpoint_gives_the_same_findings(tmp_path, reference):
    path = tmp_path / "coins.jsonl"
    with Checkpoint(path) as cp:
        assert _findings(checkpoint=cp) == reference
    with Checkpoint(path) as cp:
        assert len(cp) == 2  # 512 rows of at most 9 coins, in chunks of 256
        assert _findings(checkpoint=cp) == reference


# -- the command line ----------------------------------------------------------------------------


def _report(args, capsys):
    assert main(["verify", "flipping_coins", "--json", *CLI_SMALL, *args]) == 0
    doc = json.loads(capsys.readouterr().out)
    return [r["findings"] for r in doc["reproductions"]]


def test_cli_jobs_and_scheduler_give_the_same_report(cluster, capsys, reference):
    assert _report([], capsys) == [reference]
    assert _report(["--jobs", "2"], capsys) == [reference]
    assert _report(["--scheduler", cluster.scheduler_address], capsys) == [reference]


def test_cli_bad_scale_options(capsys):
    assert main(["verify", "laws", "--jobs", "0"]) == 2
    assert "--jobs takes a number of worker processes" in capsys.readouterr().err
    assert main(["verify", "laws", "--jobs", "2", "--scheduler", "tcp://x:1"]) == 2
    assert "give one of them" in capsys.readouterr().err
    assert main(["verify", "--list", "--jobs", "2"]) == 2


def test_cli_ctrl_c_keeps_finished_chunks_and_resumes(tmp_path, monkeypatch, capsys):
    path = str(tmp_path / "cli.jsonl")
    real = coins_module.engine_chunk
    seen = []
    interrupt = [True]

    @functools.wraps(real)
    def stops_on_the_second(chunk):
        seen.append(chunk)
        if interrupt[0] and len(seen) == 2:
            raise KeyboardInterrupt
        return real(chunk)

    monkeypatch.setattr(coins_module, "engine_chunk", stops_on_the_second)
    assert main(["verify", "flipping_coins", *CLI_SMALL, "--checkpoint", path]) == 130
    err = capsys.readouterr().err
    assert "1 finished chunk(s) are kept in" in err and "interrupted" in err
    assert seen == [[9, 0, 256], [9, 256, 512]]
    seen.clear()
    interrupt[0] = False
    assert main(["verify", "flipping_coins", *CLI_SMALL, "--checkpoint", path]) == 0
    out = capsys.readouterr().out
    assert seen == [[9, 256, 512]]  # only the chunk not finished before
    assert f"checkpoint {path} (2 chunks)" in out
