"""Core engine benchmark: cgtalg side by side with pycgt and cgt-py.

Runs the same workloads, on the same games, with the same algorithm, on
cgtalg (its compiled core, and again as pure Python: ``cgtalg-pure``) and on the PyPI peers ``pycgt`` (pure Python) and ``cgt-py`` (Rust,
import name ``cgt_py``), and prints a table of times and ratios.

Workloads
---------
census      every game born by day 3 (1474): antichains of the day-2 games as
            option sets, every pair built and canonicalised, duplicates dropped
sums        canonical forms of sums of random games born by day 3
            (2000 pairs and 500 triples, seed 2024)
compare     four-way comparison of 100,000 random pairs born by day 3
large:*     integer(2**200), nimber(10**6), 1000*UP, number(1/2**60), and a
            sum of all four, each with sums, negation and comparisons
moderate:*  the same operations at sizes pycgt can reach
            (integer(30), nimber(5), 10*UP, number(1/2**10))

Every (workload, library) pair runs in a fresh subprocess with a time limit,
so a hang is reported as "timeout" and nothing is warm from an earlier
workload. Inputs are built untimed from the cgtalg census (each peer rebuilds
each game from its canonical option tree), then every library's caches are
emptied (``cgtalg.clear_caches()``; pycgt's ``functools`` caches and its
``>=`` table; cgt-py has no Python-visible cache, and the process is fresh), so
the reported times are cold. Before each timed section, for every library,
``gc.freeze()`` sets the objects made so far aside and the cycle collector's
counts to zero, so that a collection inside the timing is caused by the timed
work, not by the objects the imports and the input building left behind
(``gc.collect()`` would do that too, but visiting every object it evicts the
warm code and data from the caches: warm value rows take 2-3x longer). Each
worker reads both clocks once before its first timed section, so that the
first, slower read of the CPU clock is not timed. The value workloads also report a *warm*
figure beside the cold one: the median of further repetitions in the same
process (caches emptied before each, code already run once), because their
cold mean of 3-5 repetitions is dominated by the first calls of a fresh
process. Results are converted back to cgtalg games and compared, so the
table also says whether the libraries agree.

Usage::

    python3 benchmarks/bench_core.py            # full run, a few minutes
    python3 benchmarks/bench_core.py --quick    # smaller inputs, short limits
    python3 benchmarks/bench_core.py --profile  # cProfile of cgtalg per workload
    python3 benchmarks/bench_core.py --only census,compare --libs cgtalg,pycgt
    python3 benchmarks/bench_core.py --before DIR   # also an older checkout (built), as "before"

The libraries run interleaved: each round runs every library once, and the
least CPU time of the rounds is kept, so a change of load on a shared machine
affects all of them alike.

The peers are benchmark-only tools: ``pip install pycgt cgt-py anywidget``
(cgt-py imports ``anywidget`` at import time without declaring it).
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import time
from fractions import Fraction
from typing import Any, Callable

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

LIBS = ("cgtalg", "cgtalg-pure", "pycgt", "cgt-py")
#: cgtalg-pure is cgtalg with its compiled core switched off (CGTALG_PURE_PYTHON=1).
PURE_ENV = {"CGTALG_PURE_PYTHON": "1"}
#: "before" (with --before DIR) is the cgtalg of another checkout, DIR first on PYTHONPATH.
BEFORE_ENV = "CGTALG_BEFORE"
SEED = 2024

FULL = {"pairs": 2000, "triples": 500, "comparisons": 100_000, "timeout": 60.0}
QUICK = {"pairs": 300, "triples": 60, "comparisons": 10_000, "timeout": 4.0}

LARGE = {"int": 2**200, "nim": 10**6, "ups": 1000, "den": 60}
MODERATE = {"int": 30, "nim": 5, "ups": 10, "den": 10}


# ---------------------------------------------------------------------------
# Shared helpers (run inside workers)
# ---------------------------------------------------------------------------


def _rss_kib() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * (os.sysconf("SC_PAGE_SIZE") // 1024)


# The same antichain enumeration drives every library (cgtalg's own, library-agnostic).
from cgtalg.verify.laws import antichains  # noqa: E402


def census(lib: Any, day: int) -> list[Any]:
    """Every game born by *day*, computed with *lib*'s own order and constructor."""
    current = [lib.zero]
    for _ in range(day):
        chains = antichains(current, lib.le)
        seen: dict[Any, Any] = {}
        for a in chains:
            for b in chains:
                g = lib.game(a, b)
                seen.setdefault(lib.key(g), g)
        current = list(seen.values())
    return current


def structural_key(g: Any, memo: dict[int, str]) -> str:
    """A process-independent text key of a cgtalg game's canonical form."""
    stack = [(g, False)]
    while stack:
        s, ready = stack.pop()
        if s._id in memo:
            continue
        if s.is_number_up_star:
            x, n, k = s.number_up_star
            memo[s._id] = f"{x}:{n}:{k}"
            continue
        opts = s.left_options + s.right_options
        if ready:
            left = ",".join(sorted(memo[o._id] for o in s.left_options))
            right = ",".join(sorted(memo[o._id] for o in s.right_options))
            memo[s._id] = "{" + left + "|" + right + "}"
        else:
            stack.append((s, True))
            stack.extend((o, False) for o in opts if o._id not in memo)
    return memo[g._id]


def digest(items: list[str]) -> str:
    return hashlib.sha256("\n".join(items).encode()).hexdigest()[:16]


def peer_results_digest(lib: Any, results: list[Any], ordered: bool) -> tuple[str, int]:
    """Digest of *lib*'s result games, via their cgtalg rebuild; and how many were not canonical."""
    from _peers import to_cgtalg

    converted = to_cgtalg(lib, results)
    memo: dict[int, str] = {}
    keys = [structural_key(G, memo) for G, _ in converted]
    if not ordered:
        keys = sorted(keys)
    return digest(keys), sum(1 for _, ok in converted if not ok)


def random_inputs(size: dict[str, Any]) -> tuple[list[Any], list[tuple[int, int]], list[tuple[int, int, int]], list[tuple[int, int]]]:
    from cgtalg.verify.laws import games_born_by

    games = games_born_by(3)
    memo: dict[int, str] = {}
    games = sorted(games, key=lambda g: structural_key(g, memo))  # same order in every process
    rng = random.Random(SEED)
    n = len(games)
    pairs = [(rng.randrange(n), rng.randrange(n)) for _ in range(size["pairs"])]
    triples = [(rng.randrange(n), rng.randrange(n), rng.randrange(n)) for _ in range(size["triples"])]
    comps = [(rng.randrange(n), rng.randrange(n)) for _ in range(size["comparisons"])]
    return games, pairs, triples, comps


# ---------------------------------------------------------------------------
# Workloads: each returns (seconds, check) where check is comparable across libs
# ---------------------------------------------------------------------------


def w_census(lib: Any, size: dict[str, Any]) -> dict[str, Any]:
    lib.clear()
    rss0 = _rss_kib()
    gc.freeze()
    t, c = time.perf_counter(), time.process_time()
    games = census(lib, 3)
    secs, cpu = time.perf_counter() - t, time.process_time() - c
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    d, noncanon = peer_results_digest(lib, games, ordered=False)
    return {
        "seconds": secs,
        "cpu": cpu,
        "check": f"{len(games)} games, digest {d}",
        "detail": f"noncanonical={noncanon}",
        "rss_growth_mib": (peak - rss0) / 1024,
        "peak_rss_mib": peak / 1024,
    }


def _prepare(lib: Any, size: dict[str, Any]) -> tuple[list[Any], Any, Any, Any]:
    from _peers import from_cgtalg

    games, pairs, triples, comps = random_inputs(size)
    mine = from_cgtalg(lib, games)
    lib.clear()
    return mine, pairs, triples, comps


def w_sums(lib: Any, size: dict[str, Any]) -> dict[str, Any]:
    g, pairs, triples, _ = _prepare(lib, size)
    add = lib.add
    gc.freeze()
    t, c = time.perf_counter(), time.process_time()
    out = [add(g[i], g[j]) for i, j in pairs]
    out += [add(add(g[i], g[j]), g[k]) for i, j, k in triples]
    secs, cpu = time.perf_counter() - t, time.process_time() - c
    d, noncanon = peer_results_digest(lib, out, ordered=True)
    return {"seconds": secs, "cpu": cpu, "check": f"{len(out)} sums, digest {d}", "detail": f"noncanonical={noncanon}"}


def w_compare(lib: Any, size: dict[str, Any]) -> dict[str, Any]:
    g, _, _, comps = _prepare(lib, size)
    rel = lib.relation
    gc.freeze()
    t, c = time.perf_counter(), time.process_time()
    out = [rel(g[i], g[j]) for i, j in comps]
    secs, cpu = time.perf_counter() - t, time.process_time() - c
    counts = {r: out.count(r) for r in ("LESS", "EQUAL", "GREATER", "CONFUSED")}
    return {"seconds": secs, "cpu": cpu, "check": f"{len(out)} relations, digest {digest(out)}", "detail": str(counts)}


def _item(kind: str, sizes: dict[str, int]) -> Callable[[Any], list[bool]]:
    """Operations on one big value; every check is a theorem, so all must be True."""
    N, K, U, D = sizes["int"], sizes["nim"], sizes["ups"], sizes["den"]
    q = Fraction(1, 2**D)

    def integers(L: Any) -> list[bool]:
        x, y = L.integer(N), L.integer(N - 1)
        return [
            L.eq(L.add(y, L.integer(1)), x),
            L.le(y, x) and not L.le(x, y),
            L.eq(L.add(x, L.neg(x)), L.zero),
            L.eq(L.add(x, y), L.integer(2 * N - 1)),
        ]

    def nimbers(L: Any) -> list[bool]:
        a, b = L.nimber(K), L.nimber(K - 1)
        return [
            L.eq(L.add(a, b), L.nimber(K ^ (K - 1))),
            L.relation(a, b) == "CONFUSED",
            L.eq(L.add(a, a), L.zero),
            L.relation(a, L.zero) == "CONFUSED",
        ]

    def ups(L: Any) -> list[bool]:
        u = L.times(U, L.up_)
        v = L.add(u, L.up_)
        return [
            L.eq(L.add(u, L.neg(u)), L.zero),
            L.relation(u, L.zero) == "GREATER",
            L.relation(L.add(u, L.star), L.zero) == "GREATER",
            L.relation(v, u) == "GREATER",
        ]

    def numbers(L: Any) -> list[bool]:
        x = L.number(q)
        return [
            L.eq(L.add(x, x), L.number(2 * q)),
            L.relation(x, L.zero) == "GREATER",
            L.relation(x, L.times(U, L.up_)) == "GREATER",
            L.eq(L.add(x, L.neg(x)), L.zero),
        ]

    def mixed(L: Any) -> list[bool]:
        big = L.integer(N)
        u = L.times(U, L.up_)
        s = L.add(L.add(big, L.nimber(K)), L.add(u, L.number(q)))
        t = L.add(L.add(big, u), L.number(q))
        return [
            L.eq(L.add(s, L.neg(s)), L.zero),
            L.relation(s, big) == "GREATER",
            L.relation(L.add(s, L.nimber(K)), t) == "EQUAL",
            L.relation(s, t) == "CONFUSED",
        ]

    return {"int": integers, "nim": nimbers, "ups": ups, "num": numbers, "mixed": mixed}[kind]


#: Warm repetitions of a value workload, after the cold ones: at most this many ...
WARM_REPS = 21
#: ... and no more once they have taken this much CPU time (pycgt needs up to seconds per repetition).
WARM_BUDGET = 0.5


def w_item(lib: Any, size: dict[str, Any], kind: str, sizes: dict[str, int], reps: int) -> dict[str, Any]:
    """A value workload: the mean of *reps* repetitions from a fresh process, then the median of warm ones.

    Every repetition empties the library's caches first (``lib.clear()``), so
    each computes its values again. The first repetition in a fresh process
    also pays for the first call of every function involved (for a compiled
    module, 5-20 us each); the cold mean of *reps* repetitions includes it.
    The warm figure is the median CPU time of the repetitions after those
    (same process, caches emptied, code already run once): what a user
    computing many values pays per repetition. cgt-py has no cache visible
    to Python, so whatever it keeps inside stays warm in its warm figure.
    """
    fn = _item(kind, sizes)
    total = cpu = 0.0
    checks: list[bool] = []
    for _ in range(reps):  # caches emptied before each repetition
        lib.clear()
        gc.freeze()
        t, c = time.perf_counter(), time.process_time()
        checks = fn(lib)
        total += time.perf_counter() - t
        cpu += time.process_time() - c
    warm_cpu: list[float] = []
    warm_wall: list[float] = []
    spent = 0.0
    while len(warm_cpu) < WARM_REPS and (spent < WARM_BUDGET or len(warm_cpu) < 3):
        lib.clear()
        gc.freeze()
        t, c = time.perf_counter(), time.process_time()
        again = fn(lib)
        warm_wall.append(time.perf_counter() - t)
        warm_cpu.append(time.process_time() - c)
        spent += warm_cpu[-1]
        if again != checks:
            raise AssertionError(f"a warm repetition gave {again}, the cold ones {checks}")
    return {"seconds": total / reps, "cpu": cpu / reps, "warm": statistics.median(warm_cpu),
            "warm_wall": statistics.median(warm_wall), "warm_reps": len(warm_cpu),
            "check": "checks " + "".join("T" if c else "F" for c in checks),
            "detail": f"mean of {reps} cold runs; warm: median of {len(warm_cpu)} more"}


def workloads(quick: bool) -> dict[str, Callable[[Any, dict[str, Any]], dict[str, Any]]]:
    wl: dict[str, Callable[[Any, dict[str, Any]], dict[str, Any]]] = {
        "census": w_census,
        "sums": w_sums,
        "compare": w_compare,
    }
    for kind in ("int", "nim", "ups", "num", "mixed"):
        wl[f"large:{kind}"] = lambda L, s, k=kind: w_item(L, s, k, LARGE, 1 if quick else 3)
    for kind in ("int", "nim", "ups", "num", "mixed"):
        wl[f"moderate:{kind}"] = lambda L, s, k=kind: w_item(L, s, k, MODERATE, 1 if quick else 5)
    return wl


# ---------------------------------------------------------------------------
# Worker and driver
# ---------------------------------------------------------------------------


def _core_in_use() -> str:
    """cgtalg.accelerated.REASON, or what an older checkout (put first on PYTHONPATH) runs."""
    import cgtalg

    try:
        from cgtalg import accelerated
    except ImportError:
        accelerated = None
    # An older checkout has no accelerated module; an installed newer cgtalg
    # could still supply one, from another directory: that one does not count.
    if accelerated is None or os.path.dirname(accelerated.__file__) != os.path.dirname(cgtalg.__file__):
        return "pure Python (a checkout older than the compiled core)"
    return accelerated.REASON  # type: ignore[no-any-return]


def worker(name: str, libname: str, quick: bool) -> None:
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    from _peers import ADAPTERS, Unsupported

    size = QUICK if quick else FULL
    try:
        lib = ADAPTERS["cgtalg" if libname in ("cgtalg-pure", "before") else libname]()
    except ImportError as exc:
        print(json.dumps({"status": "n/a", "why": f"not installed ({exc})"}))
        return
    if libname == "cgtalg-pure" and _core_in_use().startswith("compiled"):
        print(json.dumps({"status": "fails", "why": "CGTALG_PURE_PYTHON did not switch the compiled core off"}))
        return
    # The clocks read once before any timed section: the first read of the process's CPU clock (a
    # system call whose kernel path is still cold) would otherwise fall inside the first timed
    # section, for every library alike (see bench_rulesets.child: about 3 us).
    time.perf_counter(), time.process_time()
    try:
        res = workloads(quick)[name](lib, size)
        res["status"] = "ok"
    except Unsupported as exc:
        res = {"status": "n/a", "why": str(exc)}
    except RecursionError:
        res = {"status": "fails", "why": "RecursionError"}
    except Exception as exc:  # reported, not hidden: a peer's failure is a figure too
        res = {"status": "fails", "why": f"{type(exc).__name__}: {str(exc).splitlines()[0][:80] if str(exc) else ''}"}
    print(json.dumps(res))


def run_once(name: str, libname: str, quick: bool, timeout: float) -> dict[str, Any]:
    """Run one (workload, library) pair once, in a fresh process."""
    cmd = [sys.executable, os.path.abspath(__file__), "--worker", name, libname] + (["--quick"] if quick else [])
    env = None
    if libname == "cgtalg-pure":
        env = dict(os.environ, **PURE_ENV)
    elif libname == "before":
        before = os.environ[BEFORE_ENV]
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([before] + [p for p in [os.environ.get("PYTHONPATH", "")] if p]))
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=HERE, env=env)
    except subprocess.TimeoutExpired:
        return {"status": "timeout", "why": f"> {timeout:g} s"}
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
    if proc.returncode != 0 or not lines:
        tail = (proc.stderr.strip().splitlines() or ["no output"])[-1]
        return {"status": "fails", "why": f"exit {proc.returncode}: {tail[:80]}"}
    return json.loads(lines[-1])  # type: ignore[no-any-return]


def merge_runs(best: dict[str, Any] | None, r: dict[str, Any]) -> dict[str, Any]:
    """Keep the run with the least CPU time; a value workload's warm figure is the least of the runs' warm medians.

    The least of several runs is the figure least disturbed by other load on
    the machine; wall and CPU time are those of that run. A failed run is
    reported as it is.
    """
    if best is not None and best.get("status") != "ok":
        return best
    if r["status"] != "ok" or best is None:
        return r
    warm = min(r["warm"], best["warm"]) if "warm" in r and "warm" in best else r.get("warm")
    if r["cpu"] < best["cpu"]:
        best = r
    if warm is not None:
        best["warm"] = warm
    return best


def run_worker(name: str, libname: str, quick: bool, timeout: float, repeat: int = 1) -> dict[str, Any]:
    """Run one (workload, library) pair *repeat* times, each in a fresh process; keep the least CPU time."""
    best: dict[str, Any] | None = None
    for _ in range(repeat):
        best = merge_runs(best, run_once(name, libname, quick, timeout))
        if best["status"] != "ok":
            break
    assert best is not None
    return best


def run_interleaved(name: str, libs: list[str], quick: bool, timeout: float, repeat: int) -> dict[str, dict[str, Any]]:
    """Every library once per round, *repeat* rounds (A B C A B C ...), so that changing load hits all alike."""
    best: dict[str, dict[str, Any] | None] = {lib: None for lib in libs}
    for _ in range(repeat):
        for lib in libs:
            b = best[lib]
            if b is not None and b["status"] != "ok":
                continue
            best[lib] = merge_runs(b, run_once(name, lib, quick, timeout))
    return {lib: r for lib, r in best.items() if r is not None}


def fmt_time(r: dict[str, Any], key: str = "seconds") -> str:
    if r["status"] != "ok":
        return r["status"]
    if key not in r:
        return "-"
    s = r[key]
    return f"{s * 1e6:.1f} us" if s < 1e-5 else f"{s * 1e6:.0f} us" if s < 1e-3 else f"{s * 1e3:.1f} ms" if s < 1 else f"{s:.2f} s"


def ratio(r: dict[str, Any], base: dict[str, Any], key: str = "seconds") -> str:
    if r["status"] != "ok" or base["status"] != "ok" or key not in r or key not in base or base[key] <= 0:
        return "-"
    x = r[key] / base[key]
    return f"{x:.3g}x"


def agreement(results: dict[str, dict[str, Any]]) -> str:
    base = results.get("cgtalg")
    if not base or base["status"] != "ok":
        return "cgtalg failed"
    notes = []
    if "F" in base["check"].split("checks ")[-1] and base["check"].startswith("checks"):
        notes.append("cgtalg: a check is False")
    for lib, r in results.items():
        if lib == "cgtalg" or r["status"] != "ok":
            continue
        same = r["check"] == base["check"]
        nc = r.get("detail", "")
        extra = f" ({nc})" if "noncanonical=" in nc and not nc.endswith("=0") else ""
        notes.append(f"{lib} {'agrees' if same else 'DIFFERS: ' + r['check']}{extra}")
    return "; ".join(notes) or "(no peer to compare)"


def profile(quick: bool, only: list[str]) -> None:
    import cProfile
    import pstats

    from _peers import ADAPTERS

    size = QUICK if quick else FULL
    lib = ADAPTERS["cgtalg"]()
    for name, fn in workloads(quick).items():
        if only and name not in only:
            continue
        prof = cProfile.Profile()
        prof.enable()
        fn(lib, size)
        prof.disable()
        print(f"\n=== cProfile: cgtalg, workload {name} (includes untimed setup and result conversion) ===")
        pstats.Stats(prof).sort_stats("tottime").print_stats(12)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="smaller inputs and short time limits (about 40 s)")
    ap.add_argument("--only", default="", help="comma-separated workload names (default: all)")
    ap.add_argument("--libs", default=",".join(LIBS), help="comma-separated libraries (default: all three)")
    ap.add_argument("--timeout", type=float, default=None, help="per-workload time limit in seconds")
    ap.add_argument("--repeat", type=int, default=None,
                    help="fresh processes per (workload, library); the least CPU time is kept (default 3, --quick 1)")
    ap.add_argument("--profile", action="store_true", help="cProfile cgtalg on each workload instead")
    ap.add_argument("--before", default="", metavar="DIR",
                    help="also run the cgtalg of checkout DIR (built) as library 'before', interleaved with the others")
    ap.add_argument("--worker", nargs=2, metavar=("WORKLOAD", "LIB"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        worker(args.worker[0], args.worker[1], args.quick)
        return
    only = [w for w in args.only.split(",") if w]
    if args.profile:
        profile(args.quick, only)
        return
    libs = [x for x in args.libs.split(",") if x]
    if args.before:
        os.environ[BEFORE_ENV] = os.path.abspath(args.before)
        if "before" not in libs:
            libs.insert(1, "before")
    size = QUICK if args.quick else FULL
    timeout = args.timeout or size["timeout"]
    repeat = args.repeat or (1 if args.quick else 3)
    import platform

    core = _core_in_use()

    print(f"cgtalg core benchmark  {time.strftime('%Y-%m-%d %H:%M')}  python {platform.python_version()}  "
          f"{os.cpu_count()} cores  {'quick' if args.quick else 'full'} run, limit {timeout:g} s per workload")
    print(f"inputs: games born by day 3, seed {SEED}; sums: {size['pairs']} pairs + {size['triples']} triples; "
          f"compare: {size['comparisons']} pairs")
    print(f"cgtalg core: {core}; cgtalg-pure: the same with CGTALG_PURE_PYTHON=1")
    print(f"times are cold (fresh process per workload, caches emptied after building the inputs), the run with the "
          f"least CPU time of {repeat} (libraries interleaved: one run of each per round); "
          f"ratio = other time / cgtalg time (above 1x: cgtalg faster)")
    if args.before:
        env = dict(os.environ, PYTHONPATH=os.environ[BEFORE_ENV])
        code = "import bench_core; print(bench_core._core_in_use().split(' of cgtalg.')[0])"
        shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                               cwd=os.path.dirname(os.path.abspath(__file__))).stdout.strip()
        print(f"before: the cgtalg of {os.environ[BEFORE_ENV]} ({shown or 'core unknown'})")
    print("value workloads (large:*, moderate:*): the cold figure is the mean of a few repetitions, the first of them "
          "in a fresh process (first calls included);\nthe warm figure is the median of the repetitions after those "
          "(caches emptied, code already run once) -- cgt-py keeps any internal cache it has\n")
    rows = []
    census_mem: dict[str, str] = {}
    t_all = time.perf_counter()
    for name in workloads(args.quick):
        if only and name not in only:
            continue
        results = run_interleaved(name, libs, args.quick, timeout, repeat)
        rows.append((name, results))
        if name == "census":
            for lib, r in results.items():
                if r["status"] == "ok":
                    census_mem[lib] = f"{lib}: peak RSS {r['peak_rss_mib']:.0f} MiB, growth {r['rss_growth_mib']:.1f} MiB"
        cells = [f"{lib}={fmt_time(r)}" for lib, r in results.items()]
        print(f"  ran {name:16s} " + "  ".join(cells), flush=True)
    print()
    tables = [("seconds", "wall time"), ("cpu", "CPU time")]
    if any("warm" in r for _, results in rows for r in results.values()):
        tables.append(("warm", f"CPU time of a warm repetition (value workloads; median of up to {WARM_REPS} "
                               f"repetitions after the cold ones, same process, caches emptied before each)"))
    for key, title in tables:
        print(f"{title}:")
        head = f"{'workload':16s} " + " ".join(f"{lib:>11s}" for lib in libs)
        head += " " + " ".join(f"{lib + '/cgtalg':>18s}" for lib in libs if lib != "cgtalg")
        print(head)
        print("-" * len(head))
        for name, results in rows:
            line = f"{name:16s} " + " ".join(f"{fmt_time(results[lib], key):>11s}" for lib in libs)
            if "cgtalg" in results:
                line += " " + " ".join(f"{ratio(results[lib], results['cgtalg'], key):>18s}" for lib in libs if lib != "cgtalg")
            print(line)
        print()
    print("\nresults and agreement:")
    for name, results in rows:
        print(f"  {name}: cgtalg {results.get('cgtalg', {}).get('check', '')}; {agreement(results)}")
        for lib, r in results.items():
            if r["status"] != "ok":
                print(f"      {lib}: {r['status']} ({r.get('why', '')})")
    if census_mem:
        print("\ncensus memory (whole worker process; growth = peak minus RSS before the census):")
        for line in census_mem.values():
            print("  " + line)
    print(f"\ntotal wall time {time.perf_counter() - t_all:.1f} s")


if __name__ == "__main__":
    main()
