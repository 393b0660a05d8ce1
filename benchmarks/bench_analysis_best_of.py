"""Best-of-N CPU times of the per-game workloads of ``bench_analysis.py`` (cgtalg, cgt-py, pycgt).

``bench_analysis.py`` times one pass and checks every answer against the
peers; on a shared machine one pass is noisy, so this script repeats the same
work (the same calls, inputs converted before the clock starts, caches
emptied before each cgtalg and pycgt pass) in interleaved rounds (one pass of
every library and workload per round, so a busy spell hits all of them) and
prints the least and the median CPU time of each, with the peers' times as
multiples of cgtalg's. ``--root DIR`` times the cgtalg in another checkout (a scratch copy of
an older commit, built with ``python3 setup.py build_ext --inplace``), so
"before" and "after" can be run back to back; the answers are checked by
``bench_analysis.py``, not here.

Run:  python3 benchmarks/bench_analysis_best_of.py [--root DIR] [--repeat 15] [--no-peers]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--repeat", type=int, default=15)
    ap.add_argument("--no-peers", action="store_true")
    args = ap.parse_args()
    sys.path.insert(0, args.root)
    sys.path.insert(0, os.path.join(args.root, "benchmarks"))
    import bench_analysis as B  # noqa: E402  (the workloads and converters of the root given)
    import cgtalg  # noqa: E402
    from cgtalg.analysis import cool, mean, reduced, temperature, thermograph  # noqa: E402
    from cgtalg.verify.laws import games_born_by  # noqa: E402

    day3 = games_born_by(3)
    dom = B.domineering_values()

    # Every timed pass is one (library, workload) job; the rounds interleave the jobs (one
    # pass of each per round), so a busy spell on the shared machine slows every library
    # alike instead of one library's whole series. pycgt (about 40x slower) runs in the
    # first max(3, repeat // 2) rounds only.
    jobs: list = []  # (library, workload, pass, cache reset or None, rounds)

    def job(lib, work, f, before=None, rounds=args.repeat):
        jobs.append((lib, work, f, before, rounds))

    job("cgtalg", "day3 thermo", lambda: [(thermograph(g), temperature(g), mean(g)) for g in day3],
        cgtalg.clear_caches)
    job("cgtalg", "day3 reduced+cool", lambda: [(reduced(g), cool(g, 1)) for g in day3], cgtalg.clear_caches)
    job("cgtalg", "dom thermo", lambda: [(thermograph(g), temperature(g), mean(g)) for g in dom],
        cgtalg.clear_caches)
    have = B.peers_available()
    if not args.no_peers and have["cgt_py"]:
        import cgt_py

        memo: dict = {}
        c3 = [cgt_py.CanonicalForm(B.braces(g, memo)) for g in day3]
        cd = [cgt_py.CanonicalForm(B.braces(g, memo)) for g in dom]
        one = cgt_py.CanonicalForm("{1|-1}").temperature
        job("cgt-py", "day3 thermo", lambda: [(p.thermograph, p.temperature) for p in c3])
        job("cgt-py", "day3 reduced+cool", lambda: [(p.reduced, p.cool(one)) for p in c3])
        job("cgt-py", "dom thermo", lambda: [(p.thermograph, p.temperature) for p in cd])
    n_pycgt = max(3, args.repeat // 2)
    if not args.no_peers and have["pycgt"]:
        import pycgt

        pm: dict = {}
        p3 = [B.to_pycgt(g, pm) for g in day3]
        pd = [B.to_pycgt(g, pm) for g in dom]
        job("pycgt", "day3 thermo", lambda: [(pycgt.thermograph(p), pycgt.temperature(p), pycgt.mean(p)) for p in p3],
            B._pycgt_clear, n_pycgt)
        job("pycgt", "day3 reduced+cool", lambda: [(pycgt.reduced_canonical_form(p), pycgt.cool(p, 1)) for p in p3],
            B._pycgt_clear, n_pycgt)
        job("pycgt", "dom thermo", lambda: [(pycgt.thermograph(p), pycgt.temperature(p), pycgt.mean(p)) for p in pd],
            B._pycgt_clear, n_pycgt)
    times: dict = {(lib, work): [] for lib, work, _, _, _ in jobs}
    for r in range(args.repeat):
        for lib, work, f, before, rounds in jobs:
            if r >= rounds:
                continue
            if before is not None:
                before()
            t0 = time.process_time()
            f()
            times[(lib, work)].append((time.process_time() - t0) * 1000)
    res = {key: min(ts) for key, ts in times.items()}
    med = {key: statistics.median(ts) for key, ts in times.items()}
    print(f"cgtalg from {args.root}; CPU ms in {args.repeat} interleaved rounds (pycgt in {n_pycgt}):"
          " least and median of the rounds")
    for work in ("day3 thermo", "day3 reduced+cool", "dom thermo"):
        for label, table in (("min", res), ("median", med)):
            ours = table[("cgtalg", work)]
            line = f"{work:<20} {label:<6} cgtalg {ours:8.2f}"
            for lib in ("cgt-py", "pycgt"):
                if (lib, work) in table:
                    theirs = table[(lib, work)]
                    line += f"   {lib} {theirs:8.2f} ({theirs / ours:5.2f}x cgtalg's time)"
            print(line)


if __name__ == "__main__":
    main()
