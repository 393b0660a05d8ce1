"""Scale-out figures: `cgtalg verify` on one process, on local processes, on a Dask LocalCluster.

Run from the repository root (needs the ``dask`` extra for the cluster rows):

    python3 benchmarks/bench_scale.py verify        # the full `cgtalg verify`, three ways
    python3 benchmarks/bench_scale.py overhead      # cost of one empty chunk, per executor
    python3 benchmarks/bench_scale.py coins --budget 600 --jobs 2
                                                    # flipping coins: rows through the engine,
                                                    # longer and longer, until the budget is spent

Every figure is wall time (time.perf_counter) next to the CPU time of this
process (time.process_time: the parent only; the workers' CPU is not in it),
and each executor's findings are checked equal to the in-process ones. No peer
library has a distributed verifier, so there is no peer column here.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _clock():
    return time.perf_counter(), time.process_time()


def _since(start):
    wall, cpu = _clock()
    return wall - start[0], cpu - start[1]


def _cluster(workers):
    from distributed import LocalCluster

    return LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None)


def _verify_report(executor, names=None):
    """Run every reproduction (defaults) through *executor*; findings as dicts, seconds per reproduction."""
    from cgtalg.verify import Context, registry, run

    found, seconds = {}, {}
    for name in names or sorted(registry()):
        t = time.perf_counter()
        found[name] = [f.as_dict() for f in run(name, Context({}, None, executor, None, name))]
        seconds[name] = time.perf_counter() - t
    return found, seconds


def bench_verify(jobs):
    from cgtalg.verify.executors import DaskCluster, InProcess, LocalProcesses

    rows = []
    start = _clock()
    reference, per = _verify_report(InProcess())
    rows.append(("in-process", *_since(start), per, "-"))

    with LocalProcesses(jobs) as ex:
        start = _clock()
        found, per = _verify_report(ex)
        rows.append((f"--jobs {jobs} (incl. pool start)", *_since(start), per, found == reference))

    try:
        cluster = _cluster(jobs)
    except ImportError:
        print("(distributed not installed: no LocalCluster row; pip install 'cgtalg[dask]')")
        cluster = None
    if cluster is not None:
        with cluster, DaskCluster(cluster) as ex:
            start = _clock()
            found, per = _verify_report(ex)
            rows.append((f"LocalCluster {jobs} workers (cluster already up)", *_since(start), per, found == reference))

    base = rows[0][1]
    print(f"cgtalg verify, every reproduction at its defaults, {os.cpu_count()} cores on this machine")
    print(f"{'executor':<46} {'wall s':>8} {'cpu s':>8} {'speed-up':>9} {'same findings':>14}")
    for label, wall, cpu, per, same in rows:
        print(f"{label:<46} {wall:8.2f} {cpu:8.2f} {base / wall:8.2f}x {str(same):>14}")
    print("per reproduction (wall s): " + ", ".join(
        f"{name} " + "/".join(f"{r[3][name]:.1f}" for r in rows) for name in rows[0][3]))


def _nothing(x):
    return x


def bench_overhead(jobs, chunks=400):
    from cgtalg.verify.chunks import run_chunks
    from cgtalg.verify.executors import DaskCluster, InProcess, LocalProcesses

    print(f"overhead of one chunk: {chunks} chunks of an empty task (identity), wall time / chunk")
    executors = [("in-process", InProcess)]
    executors.append((f"--jobs {jobs}", lambda: LocalProcesses(jobs)))
    cluster = None
    try:
        cluster = _cluster(jobs)
        executors.append((f"LocalCluster {jobs} workers", lambda: DaskCluster(cluster)))
    except ImportError:
        print("(distributed not installed: no LocalCluster row)")
    for label, make in executors:
        with make() as ex:
            run_chunks(_nothing, list(range(jobs * 2)), executor=ex)  # warm: workers up, modules imported
            start = _clock()
            out = run_chunks(_nothing, list(range(chunks)), executor=ex)
            wall, cpu = _since(start)
        assert out == list(range(chunks))
        print(f"  {label:<26} {1000 * wall / chunks:8.3f} ms wall / chunk  {1000 * cpu / chunks:8.3f} ms cpu (parent)")
    if cluster is not None:
        cluster.close()


def bench_coins(jobs, budget, scheduler=None):
    """Rows of length 1, 2, ... through the engine check, until the next length would overrun *budget*."""
    from cgtalg.verify.chunks import run_chunks, spans
    from cgtalg.verify.executors import executor_for
    from cgtalg.verify.flipping_coins import ENGINE_CHUNK_ROWS, engine_chunk

    ex = executor_for(jobs=jobs if scheduler is None else None, scheduler=scheduler)
    print(f"flipping coins, every row through the canonical-form engine, on {ex.describe()}, budget {budget} s")
    print(f"{'length':>6} {'rows':>10} {'wall s':>9} {'cpu s (parent)':>15} {'ms/row (wall)':>14} "
          f"{'core-ms/row':>12} {'total wall s':>13}")
    spent = 0.0
    last = None
    length = 1
    with ex:
        while True:
            lo, hi = 1 << (length - 1), 1 << length
            chunks = [[length, a, b] for a, b in spans(hi - lo, ENGINE_CHUNK_ROWS, start=lo)]
            start = _clock()
            results = run_chunks(engine_chunk, chunks, executor=ex)
            wall, cpu = _since(start)
            bad = sum(len(r["not_number"]) + len(r["lemma_bad"]) for r in results)
            spent += wall
            rows = hi - lo
            per_row = wall / rows
            print(f"{length:>6} {rows:>10,} {wall:9.2f} {cpu:15.2f} {1000 * per_row:14.4f} "
                  f"{1000 * per_row * ex.workers:12.4f} {spent:13.1f}" + (f"  FAILURES {bad}" if bad else ""),
                  flush=True)
            last = (length, rows, wall, per_row)
            # the next length has twice the rows, each a little longer: stop if it cannot fit
            if spent + 2 * wall * (length + 1) / length > budget:
                break
            length += 1
    n, rows, wall, per_row = last
    print(f"\nlargest length checked within {budget} s: every row of at most {n} coins "
          f"({2 ** n:,} rows, {spent:.0f} s in all)")
    _project(per_row * ex.workers, n, f"wall per row x {ex.workers} workers, at {n} coins")


def _project(core_per_row, n, how):
    """Engine time for every row of at most 24 and 28 coins on 64 cores, from a cost per row at n coins."""
    print(f"cost per row: {1000 * core_per_row:.3f} core-ms ({how})")
    for target in (24, 28):
        # rows of exactly k coins: 2^(k-1); a row's cost grows about linearly with its length
        # (measured: core-ms per row rise roughly in step with k from 12 to 17 coins), so scale by k/n
        core_seconds = sum(2 ** (k - 1) * core_per_row * k / n for k in range(1, target + 1))
        hours = core_seconds / 64 / 3600
        table_gb = 2 ** target * 36 / 1e9
        print(f"  projected, {target} coins on 64 cores: {core_seconds / 3600:,.0f} core-hours of engine work "
              f"-> {hours:,.1f} h wall if spread perfectly; each worker's brute-force table would hold "
              f"2^{target} Python ints, about {table_gb:,.0f} GB")


def bench_calibrate(length, rows):
    """CPU time per row of the engine check in this process (no contention between workers counted)."""
    from cgtalg.verify.flipping_coins import _table_for, engine_chunk

    lo = 1 << (length - 1)
    step = max(1, (1 << (length - 1)) // rows)  # rows spread over the whole length, not only the first ones
    _table_for(length)  # built once per worker in a real run: not counted per row
    start = _clock()
    done = 0
    for a in range(lo, 1 << length, step):
        engine_chunk([length, a, a + 1])
        done += 1
    wall, cpu = _since(start)
    print(f"in-process calibration at {length} coins: {done} rows spread over the length, "
          f"{1000 * cpu / done:.3f} CPU-ms per row ({1000 * wall / done:.3f} ms wall)")
    _project(cpu / done, length, f"CPU time in one process, {length} coins")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", choices=["verify", "overhead", "coins", "all"])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--budget", type=float, default=600.0, help="seconds for the coins run")
    parser.add_argument("--scheduler", default=None, help="coins on a running Dask scheduler instead of --jobs")
    parser.add_argument("--calibrate", type=int, default=None, metavar="COINS",
                        help="coins: also time rows of this length in this process (CPU time) for the projection")
    parser.add_argument("--calibrate-rows", type=int, default=4000)
    args = parser.parse_args(argv)
    if args.what in ("verify", "all"):
        bench_verify(args.jobs)
        print()
    if args.what in ("overhead", "all"):
        bench_overhead(args.jobs)
        print()
    if args.what in ("coins", "all"):
        bench_coins(args.jobs, args.budget, args.scheduler)
        if args.calibrate:
            print()
            bench_calibrate(args.calibrate, args.calibrate_rows)


if __name__ == "__main__":
    main()
