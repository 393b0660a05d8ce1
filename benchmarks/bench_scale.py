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
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # this checkout's cgtalg


def _clock():
    return time.perf_counter(), time.process_time()


def _since(start):
    wall, cpu = _clock()
    return wall - start[0], cpu - start[1]


def _cluster(workers):
    from distributed import LocalCluster

    return LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None)


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _verify_in_subprocess(options):
    """`cgtalg verify --json` in a fresh process (cold caches); wall s, CPU s of it and its pool, findings."""
    import resource
    import subprocess

    env = dict(os.environ, PYTHONPATH=ROOT)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "cgtalg", "verify", "--json", "--no-progress", *options],
                          cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    doc = json.loads(done.stdout)
    findings = {r["name"]: r["findings"] for r in doc["reproductions"]}
    seconds = {r["name"]: r["seconds"] for r in doc["reproductions"]}
    return wall, cpu, findings, seconds


def bench_verify(jobs, repeat):
    rows = []
    configs = [("in-process", []), (f"--jobs {jobs} (pool start included)", ["--jobs", str(jobs)])]
    cluster = None
    try:
        cluster = _cluster(jobs)
        configs.append((f"--scheduler: LocalCluster, {jobs} workers (already up)",
                        ["--scheduler", cluster.scheduler_address]))
    except ImportError:
        print("(distributed not installed: no LocalCluster row; pip install 'cgtalg[dask]')")
    reference = None
    for label, options in configs:
        best = None
        for _ in range(repeat):
            client = None
            if "--scheduler" in options:
                from distributed import Client

                client = Client(cluster, set_as_default=False)
                client.restart()  # fresh worker processes: no cache warmed by the previous run
                cpu0 = sum(client.run(time.process_time).values())
            wall, cpu, findings, seconds = _verify_in_subprocess(options)
            if client is not None:
                cpu += sum(client.run(time.process_time).values()) - cpu0  # the workers' CPU too
                client.close()
            if reference is None:
                reference = findings
            same = findings == reference
            if best is None or wall < best[0]:
                best = (wall, cpu, seconds, same)
        rows.append((label, *best))
    if cluster is not None:
        cluster.close()

    base = rows[0][1]
    print(f"cgtalg verify --json, every reproduction at its defaults, fresh process each run, best of {repeat}; "
          f"{os.cpu_count()} cores (shared)")
    print(f"{'executor':<50} {'wall s':>7} {'cpu s*':>7} {'speed-up':>9} {'same findings':>14}")
    for label, wall, cpu, per, same in rows:
        print(f"{label:<50} {wall:7.2f} {cpu:7.2f} {base / wall:8.2f}x {str(same):>14}")
    print("* CPU of the cgtalg process and its workers (local pool, or the Dask workers, restarted before each run)")
    names = list(rows[0][3])
    print("per reproduction, wall s as reported by cgtalg verify (" + " / ".join(r[0].split(" ")[0] for r in rows) + "):")
    for name in names:
        print(f"  {name:<16} " + " / ".join(f"{r[3][name]:.2f}" for r in rows))


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


def _project(core_per_row, n, how, table_seconds=None):
    """Time for every row of at most 24 and 28 coins on 64 cores, from the cost per row at n coins.

    The engine's cost per row grows about as k^3 with the row length k (k^2 options, each a
    number of up to k bits to compare): measured CPU-ms per row at 15 and 17 coins are in the
    ratio 1.46 = (17/15)^3.0. Rows of exactly k coins: 2^(k-1). The brute-force table (one per
    worker) costs about 2^k * k^2 to build.
    """
    print(f"cost per row: {1000 * core_per_row:.3f} core-ms ({how}); per-row cost scaled by (k/{n})^3")
    for target in (24, 28):
        core_seconds = sum(2 ** (k - 1) * core_per_row * (k / n) ** 3 for k in range(1, target + 1))
        hours = core_seconds / 64 / 3600
        table_gb = 2 ** target * 36 / 1e9
        line = (f"  projected, {target} coins on 64 cores: {core_seconds / 3600:,.0f} core-hours of engine work "
                f"-> {hours:,.2f} h wall if spread perfectly")
        if table_seconds is not None:
            build = table_seconds * 2 ** (target - n) * (target / n) ** 2
            line += (f"; before that each worker builds the brute-force table: about {build / 3600:,.1f} h "
                     f"and {table_gb:,.0f} GB (2^{target} Python ints)")
        print(line)


def bench_calibrate(length, rows):
    """CPU time per row of the engine check in this process (no contention between workers counted)."""
    from cgtalg.verify.flipping_coins import RuleTable, _TABLES, engine_chunk

    start = _clock()
    table = RuleTable(length)  # built once per worker in a real run: not counted per row
    table_wall, table_cpu = _since(start)
    _TABLES.put(length, table)
    lo = 1 << (length - 1)
    step = max(1, (1 << (length - 1)) // rows)  # rows spread over the whole length, not only the first ones
    start = _clock()
    done = 0
    for a in range(lo, 1 << length, step):
        engine_chunk([length, a, a + 1])
        done += 1
    wall, cpu = _since(start)
    print(f"in-process calibration at {length} coins: brute-force table {table_cpu:.1f} CPU s; engine "
          f"{done} rows spread over the length, {1000 * cpu / done:.3f} CPU-ms per row ({1000 * wall / done:.3f} ms wall)")
    _project(cpu / done, length, f"CPU time in one process, {length} coins", table_cpu)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", choices=["verify", "overhead", "coins", "all"])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=2, help="verify: runs per executor (the best is shown)")
    parser.add_argument("--budget", type=float, default=600.0, help="seconds for the coins run")
    parser.add_argument("--scheduler", default=None, help="coins on a running Dask scheduler instead of --jobs")
    parser.add_argument("--calibrate", type=int, default=None, metavar="COINS",
                        help="coins: also time rows of this length in this process (CPU time) for the projection")
    parser.add_argument("--calibrate-rows", type=int, default=4000)
    args = parser.parse_args(argv)
    if args.what in ("verify", "all"):
        bench_verify(args.jobs, args.repeat)
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
