"""The outcome search on one process against its root split over worker processes (``--jobs``).

Domineering boards and sums (default ``5x6`` and ``4x5+3x6+2x8``: about 7 and 3
CPU-s in pure Python, 1.2 and 1.5 with the compiled core; ``--positions 5x6+4x5``
takes more than 90 CPU-s even compiled) are solved for both players moving
first three ways, every cache emptied before each (the workers start with
empty tables too: they are new processes):

* ``serial`` -- :meth:`cgtalg.engine.search.Search.outcome` in this process;
* ``jobs=N`` -- the same with ``executor=LocalProcesses(N)``
  (:mod:`cgtalg.engine.parallel_outcome`), the pool started before the
  clock (its start-up is reported apart);
* optionally (``--dask``) on a Dask ``LocalCluster`` of N worker processes.

For each: the wall seconds, the CPU seconds of this process, the CPU seconds
of the worker processes (``RUSAGE_CHILDREN`` once the pool is joined; for
Dask the tasks' own CPU), and the busiest worker's CPU (each task's CPU,
summed per worker process). On a machine shared with other work the wall
speed-up is noisy: the load average (``os.getloadavg``) is printed before
and after, and ``cpu bound`` = serial CPU / (parent CPU + busiest worker's
CPU) is the speed-up the split would give with a free core per worker
(a bound: it counts no time a worker waits). The answers are checked equal.

Run:  python3 benchmarks/bench_parallel_outcome.py [--positions 5x6,4x5+3x6+2x8] [--jobs 2] [--dask]
(``CGTALG_PURE_PYTHON=1`` for the pure-Python figures; prefix ``nice -n 5`` on a shared machine.)
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from typing import Any, Callable, Iterator, Sequence

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import cgtalg  # noqa: E402
from cgtalg.engine.search import add_keys  # noqa: E402
from cgtalg.rulesets.grid.domineering import RULES, Domineering  # noqa: E402
from cgtalg.verify.executors import DaskCluster, LocalProcesses  # noqa: E402


def timed(pair: tuple[Callable[[Any], Any], Any]) -> tuple[Any, int, float]:
    """In a worker: the task's result, the worker's pid and the task's CPU seconds."""
    task, argument = pair
    cpu = time.process_time()
    result = task(argument)
    return result, os.getpid(), time.process_time() - cpu


def _warm(_: Any) -> int:
    import cgtalg.engine.parallel_outcome  # noqa: F401  (the workers' imports, before the clock)
    import cgtalg.rulesets.grid.domineering  # noqa: F401

    time.sleep(0.2)  # long enough that each worker takes one
    return os.getpid()


class Timed:
    """An executor that runs another's tasks and sums each worker process's task CPU."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.workers = inner.workers
        self.cpu: dict[int, float] = {}

    def map(self, task: Callable[[Any], Any], arguments: Sequence[Any]) -> Iterator[tuple[int, Any]]:
        for index, (result, pid, cpu) in self.inner.map(timed, [(task, a) for a in arguments]):
            self.cpu[pid] = self.cpu.get(pid, 0.0) + cpu
            yield index, result


def _children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def _run(key: Any, executor: Any) -> tuple[Any, float, float, dict[int, float]]:
    cgtalg.clear_caches()
    timed_executor = Timed(executor) if executor is not None else None
    wall, cpu = time.perf_counter(), time.process_time()
    found = RULES.search.outcome(key, executor=timed_executor)
    return (found, time.perf_counter() - wall, time.process_time() - cpu,
            timed_executor.cpu if timed_executor is not None else {})


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", default="5x6,4x5+3x6+2x8", help='Domineering sums, comma-separated: "5x6+4x5,5x6"')
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--dask", action="store_true", help="also on a Dask LocalCluster of --jobs worker processes")
    args = ap.parse_args()
    from cgtalg.accelerated import REASON

    print(f"cgtalg core: {REASON}; load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{'workload':18} {'run':14} {'wall s':>7} {'cpu s':>7} {'workers cpu s':>13} {'busiest':>8} "
          f"{'speed-up':>8} {'cpu bound':>9}  outcome")
    for text in args.positions.split(","):
        shapes = [tuple(map(int, part.split("x"))) for part in text.split("+")]
        key = add_keys([Domineering.rectangle(h, w).key() for h, w in shapes])
        serial, wall1, cpu1, _ = _run(key, None)
        print(f"{text:18} {'serial':14} {wall1:7.2f} {cpu1:7.2f} {'':>13} {'':>8} {'':>8} {'':>9}  {serial}")
        rows: list[tuple[str, Any]] = [(f"jobs={args.jobs}", lambda: LocalProcesses(args.jobs))]
        if args.dask:
            from distributed import LocalCluster

            def dask() -> Any:
                cluster = LocalCluster(n_workers=args.jobs, threads_per_worker=1, processes=True,
                                       dashboard_address=None)
                executor = DaskCluster(cluster)
                executor.cluster = cluster  # type: ignore[attr-defined]
                return executor

            rows.append((f"dask {args.jobs}", dask))
        for label, make in rows:
            children = _children_cpu()
            start = time.perf_counter()
            executor = make()
            pids = {pid for _, pid in executor.map(_warm, list(range(4 * args.jobs)))}
            startup = time.perf_counter() - start
            found, wall, cpu, per_worker = _run(key, executor)
            executor.close()
            if isinstance(executor, DaskCluster):
                executor.cluster.close()
                workers_cpu = sum(per_worker.values())
            else:
                workers_cpu = _children_cpu() - children
            assert found == serial, (text, label, found, serial)
            busiest = max(per_worker.values(), default=0.0)
            bound = cpu1 / max(cpu + busiest, 1e-9)
            print(f"{text:18} {label:14} {wall:7.2f} {cpu:7.2f} {workers_cpu:13.2f} {busiest:8.2f} "
                  f"{wall1 / max(wall, 1e-9):8.2f} {bound:9.2f}  {found}  (pool start {startup:.1f} s wall, "
                  f"{len(pids)} workers; tasks' cpu {sum(per_worker.values()):.2f} s)")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
