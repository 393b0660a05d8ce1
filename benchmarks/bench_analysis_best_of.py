"""Best-of-N CPU times of the per-game workloads of ``bench_analysis.py`` (cgtalg, cgt-py, pycgt).

``bench_analysis.py`` times one pass and checks every answer against the
peers; on a shared machine one pass is noisy, so this script repeats the same
work (the same calls, inputs converted before the clock starts, caches
emptied before each cgtalg and pycgt pass) and prints the least CPU time of
each. ``--root DIR`` times the cgtalg in another checkout (a scratch copy of
an older commit, built with ``python3 setup.py build_ext --inplace``), so
"before" and "after" can be run back to back; the answers are checked by
``bench_analysis.py``, not here.

Run:  python3 benchmarks/bench_analysis_best_of.py [--root DIR] [--repeat 7] [--no-peers]
"""

from __future__ import annotations

import argparse
import os
import sys
import time


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--repeat", type=int, default=7)
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

    def best(f, before=None, repeat=args.repeat):
        times = []
        for _ in range(repeat):
            if before is not None:
                before()
            t0 = time.process_time()
            f()
            times.append(time.process_time() - t0)
        return min(times) * 1000

    res = {
        ("cgtalg", "day3 thermo"): best(lambda: [(thermograph(g), temperature(g), mean(g)) for g in day3],
                                        cgtalg.clear_caches),
        ("cgtalg", "day3 reduced+cool"): best(lambda: [(reduced(g), cool(g, 1)) for g in day3], cgtalg.clear_caches),
        ("cgtalg", "dom thermo"): best(lambda: [(thermograph(g), temperature(g), mean(g)) for g in dom],
                                       cgtalg.clear_caches),
    }
    have = B.peers_available()
    if not args.no_peers and have["cgt_py"]:
        import cgt_py

        memo: dict = {}
        c3 = [cgt_py.CanonicalForm(B.braces(g, memo)) for g in day3]
        cd = [cgt_py.CanonicalForm(B.braces(g, memo)) for g in dom]
        one = cgt_py.CanonicalForm("{1|-1}").temperature
        res[("cgt-py", "day3 thermo")] = best(lambda: [(p.thermograph, p.temperature) for p in c3])
        res[("cgt-py", "day3 reduced+cool")] = best(lambda: [(p.reduced, p.cool(one)) for p in c3])
        res[("cgt-py", "dom thermo")] = best(lambda: [(p.thermograph, p.temperature) for p in cd])
    if not args.no_peers and have["pycgt"]:
        import pycgt

        pm: dict = {}
        p3 = [B.to_pycgt(g, pm) for g in day3]
        pd = [B.to_pycgt(g, pm) for g in dom]
        n = max(3, args.repeat // 2)
        res[("pycgt", "day3 thermo")] = best(
            lambda: [(pycgt.thermograph(p), pycgt.temperature(p), pycgt.mean(p)) for p in p3], B._pycgt_clear, n)
        res[("pycgt", "day3 reduced+cool")] = best(
            lambda: [(pycgt.reduced_canonical_form(p), pycgt.cool(p, 1)) for p in p3], B._pycgt_clear, n)
        res[("pycgt", "dom thermo")] = best(
            lambda: [(pycgt.thermograph(p), pycgt.temperature(p), pycgt.mean(p)) for p in pd], B._pycgt_clear, n)
    print(f"cgtalg from {args.root}; CPU ms, best of {args.repeat} (pycgt best of {max(3, args.repeat // 2)})")
    for work in ("day3 thermo", "day3 reduced+cool", "dom thermo"):
        ours = res[("cgtalg", work)]
        line = f"{work:<20} cgtalg {ours:8.1f}"
        for lib in ("cgt-py", "pycgt"):
            if (lib, work) in res:
                theirs = res[(lib, work)]
                line += f"   {lib} {theirs:8.1f} ({theirs / ours:5.2f}x cgtalg's time)"
        print(line)


if __name__ == "__main__":
    main()
