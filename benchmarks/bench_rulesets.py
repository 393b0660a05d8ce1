"""Standard rulesets: cgtalg's schemas against cgt-py (Rust) and pycgt, in one run.

Every measurement runs in a fresh subprocess (cold caches, its own peak
memory), with a time limit. Each prints CPU seconds (``time.process_time``),
wall seconds (``time.perf_counter``), the process's peak resident memory
(``ru_maxrss``, interpreter and imports included), the page faults inside the
timed call (minor and major: each first touch of a library's code page or of
new heap costs microseconds, much of a cold small position) and the canonical value,
which the parent converts to cgtalg notation and checks equal across the
libraries. Ratios are peer time / cgtalg time (above 1: cgtalg is faster).

Workloads (the same positions for every library that has the ruleset):

* Domineering rectangles 2xn (n <= 16), 3xn, 4x4, 4x5, 4x6, 5x5, 5x6 -- cgt-py, pycgt;
* Snort and Col on paths, cycles, stars and grids -- cgt-py, pycgt;
* Clobber rows ``xoxo...`` and Toads and Frogs rows ``T^a..F^a`` -- pycgt.

Run:  python3 benchmarks/bench_rulesets.py [--timeout 300] [--only domineering,snort,col,clobber,toads]
      [--quick]   (small sizes only, about a minute)
      [--positions 4x6,5x5,"path 12"] [--libs cgtalg,cgt-py]   (a selection)
      [--before DIR]   (also an older cgtalg: git archive <commit> | tar -x -C DIR; ratio = before / now)
      [--repeat N]     (N fresh processes per figure, the least CPU time kept)
      [--warm]         (each process values a small position of the game first and empties its caches:
                        the search with warm code and cold tables; default: the first call of a fresh process)
      [--warm-up "1x3;3x3"] (with --warm: these positions, in order, instead of the default warm-up;
                        a diagnostic: the default 1x3 never runs a Left move in Domineering, so some of
                        the search's code still runs for the first time inside the timed call)
      [--instructions] (instead of times: the instructions of the timed call alone, counted by callgrind,
                        repeatable on a busy machine; with --before, ratio = before / now)

What is timed, for every library alike: reading the position (cgtalg parses its
text; cgt-py and pycgt get the board text, or the vertex count and edge list
for graphs, and build their own position objects), searching, and the
canonical form. Imports are done before the clock starts; then, for every
library, ``gc.freeze()`` sets the objects made so far aside and the cycle
collector's counts to zero, so that a collection inside the timed call is
caused by the timed work alone, and both clocks are read once, so that the
first read of the CPU clock, slower than the next (a cold system call: inside
the timed call it would add about 3 us to each library's cold Domineering
2x2), is not timed.
"""

from __future__ import annotations

import argparse
import functools
import gc
import importlib
import json
import os
import re
import subprocess
import sys
import time
from typing import Callable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# -- what a child process runs ------------------------------------------------------------------


def _graph(spec: str) -> tuple[int, list[tuple[int, int]]]:
    sys.path.insert(0, ROOT)
    from cgtalg.rulesets.graph import parse_graph

    n, adj, _ = parse_graph(spec)
    return n, [(u, v) for u in range(n) for v in range(u + 1, n) if adj[u] >> v & 1]


def _root(lib: str) -> str:
    """Where the child imports cgtalg from: this checkout, or (lib "before") the --before checkout."""
    return os.environ["CGTALG_BEFORE"] if lib == "before" else ROOT


def _inputs(lib: str, game: str, spec: str) -> object:
    """What the library is handed, made before the clock starts (not the library's work).

    cgtalg gets the position text (``"..|.."``, ``"star 6"``) and parses it
    inside the timing; cgt-py and pycgt get the board text and, for graph
    games, the vertex count and edge list (reading ``"star 6"`` into edges is
    done here, by cgtalg's reader, so that the peers' timing does not include
    cgtalg's parser).
    """
    if game in ("snort", "col") and lib not in ("cgtalg", "before"):
        return _graph(spec)
    if game == "domineering":
        return _board(spec) if lib != "pycgt" else _board(spec).replace("|", "\n")
    return spec


def _runner(lib: str, game: str) -> Callable[[object], object]:
    """The timed work as a function of what :func:`_inputs` made, its imports done now (before the clock).

    The ``from ... import`` statements run here, outside the timing: a
    ``from package import name`` of a loaded package still runs importlib's
    interpreted ``_handle_fromlist`` (about 5k instructions each, 10k of a warm
    cgtalg 2x2), which would be charged to cgtalg and pycgt but not to cgt-py
    (``import cgt_py`` is a plain look-up). The ruleset look-up (``get``, cgt-py's
    ``cgt_py.Domineering``) stays inside the timing.
    """
    if lib in ("cgtalg", "before"):
        from cgtalg import value
        from cgtalg.rulesets import get

        name = {"toads": "toads-and-frogs"}.get(game, game)
        return lambda given: value(get(name).parse(given))
    if lib == "cgt-py":
        import cgt_py

        if game == "domineering":
            return lambda given: cgt_py.Domineering(given).canonical_form

        def graph_game(given: object) -> object:
            n, edges = given  # type: ignore[misc]
            g = cgt_py.Graph(n, edges)
            return (cgt_py.Snort if game == "snort" else cgt_py.Col)(g).canonical_form

        return graph_game
    if lib == "pycgt":
        if game == "domineering":
            from pycgt.rulesets import domineering

            # The board text, as cgtalg and cgt-py get it: pycgt too reads the board inside the timing.
            return lambda given: domineering.parse(given)
        if game in ("snort", "col"):
            from pycgt.rulesets import graphs

            def pycgt_graph(given: object) -> object:
                n, edges = given  # type: ignore[misc]
                return graphs.value(graphs.uncoloured(graphs.Graph.of(n, edges)),
                                    graphs.SNORT if game == "snort" else graphs.COL)

            return pycgt_graph
        if game == "clobber":
            from pycgt.rulesets import clobber

            return lambda given: clobber.value(clobber.row(given))
        if game == "toads":
            from pycgt.rulesets import toads_and_frogs

            return lambda given: toads_and_frogs.value(given.lower())  # type: ignore[attr-defined]
    raise SystemExit(f"{lib} has no {game}")


def _run(lib: str, game: str, given: object) -> object:
    """Compute the value from what :func:`_inputs` made; return it as the library gives it."""
    return _runner(lib, game)(given)


#: With ``--warm``: a small position of each game valued (and every clearable cache emptied) before the
#: timed call, so that the figure is the search with its code warm and its tables cold.
WARM_UP = {"domineering": "1x3", "snort": "path 3", "col": "path 3", "clobber": "xo", "toads": "T.F"}
#: ``--warm-up``'s positions reach the children through this variable (``;``-separated).
WARM_UP_ENV = "BENCH_RULESETS_WARM_UP"


def _clear(lib: str) -> None:
    """Empty every cache the library lets a user empty (cgt-py has a process-wide table it does not expose)."""
    if lib in ("cgtalg", "before"):
        from cgtalg import clear_caches

        clear_caches()
    elif lib == "pycgt":
        seen = set()
        for name, mod in list(sys.modules.items()):
            if not name.startswith("pycgt"):
                continue
            for obj in list(vars(mod).values()):
                for f in [obj] + (list(vars(obj).values()) if isinstance(obj, type) else []):
                    if callable(getattr(f, "cache_clear", None)) and id(f) not in seen:
                        seen.add(id(f))
                        f.cache_clear()
        sys.modules["pycgt.game"]._geq_cache.clear()


def _board(spec: str) -> str:
    r, c = map(int, spec.split("x"))
    return "|".join(["." * c] * r)


def _as_text(lib: str, v: object) -> str:
    """The value in cgtalg's notation (or the peer's own text, marked, if it cannot be read)."""
    sys.path.insert(0, ROOT)
    from cgtalg import Game, parse

    if lib in ("cgtalg", "before"):
        return str(v)
    if lib == "pycgt":
        # Rebuild pycgt's game as a cgtalg Game, bottom-up with an explicit stack.
        done: dict[int, Game] = {}
        stack = [(v, False)]
        while stack:
            g, ready = stack.pop()
            if id(g) in done:
                continue
            kids = list(g.left) + list(g.right)
            if ready:
                done[id(g)] = Game([done[id(x)] for x in g.left], [done[id(x)] for x in g.right])
            else:
                stack.append((g, True))
                stack.extend((x, False) for x in kids if id(x) not in done)
        return str(done[id(v)])
    text = str(v).replace(" ", "")
    if text.startswith("CanonicalForm('") and text.endswith("')"):
        text = text[len("CanonicalForm('") : -2]
    try:
        return str(parse(text))
    except Exception:  # noqa: BLE001 - a peer's notation we cannot read is reported, not fatal
        return "unread:" + text


def _prepare(lib: str, game: str) -> None:
    """Import everything the run needs, so that the timing leaves imports out."""
    if lib in ("cgtalg", "before"):
        sys.path.insert(0, _root(lib))
        from cgtalg.rulesets import get

        get({"toads": "toads-and-frogs"}.get(game, game)).position  # noqa: B018 - imports the ruleset
    elif lib == "cgt-py":
        importlib.import_module("cgt_py")
    else:
        for name in ("clobber", "domineering", "graphs", "toads_and_frogs"):
            importlib.import_module(f"pycgt.rulesets.{name}")
    if game in ("snort", "col"):
        _graph("path 1")


def child(lib: str, game: str, spec: str, warm: bool = False, counted: bool = False) -> None:
    """Time one call (print its figures as JSON); *counted*: run it inside ``functools.reduce`` (see :func:`instructions`)."""
    import resource

    if lib == "before":
        # The other checkout's cgtalg, imported first (the child's own path has this one's).
        sys.path.insert(0, _root(lib))
        sys.modules.pop("cgtalg", None)
    sys.path.insert(0, _root(lib))

    _prepare(lib, game)
    if warm:
        chosen = os.environ.get(WARM_UP_ENV, "")
        for spec_first in chosen.split(";") if chosen else [WARM_UP[game]]:
            _run(lib, game, _inputs(lib, game, spec_first))
            _clear(lib)
    given = _inputs(lib, game, spec)
    run = _runner(lib, game)
    # The same start for every library: without it, whether a collection of the cycle collector
    # (about 140k instructions, tens of µs) fell inside the timed call of a small position depended on
    # how many objects the imports and the warm-up had left, not on the timed work -- the same code
    # counted 137k or 280k instructions for a warm Domineering 2x4 depending on the checkout's directory.
    # gc.freeze() sets the collector's counts to zero and sets the objects made so far aside, without
    # visiting them (gc.collect() would visit them all and evict the warm code and data from the caches).
    gc.freeze()
    # The clocks read once before the timed call: the first read of the process's CPU clock (a system
    # call whose kernel path is still cold) would otherwise fall inside the timed interval, for every
    # library alike -- it would add about 3 us to each library's cold Domineering 2x2.
    time.process_time(), time.perf_counter()
    before = resource.getrusage(resource.RUSAGE_SELF)
    cpu, wall = time.process_time(), time.perf_counter()
    if counted:
        # The one C function call round the timed work that callgrind toggles its counting on (entry and exit).
        v = functools.reduce(lambda _, g: run(g), (given,), None)
    else:
        v = run(given)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    after = resource.getrusage(resource.RUSAGE_SELF)
    # Page faults inside the timed call: a first touch of a code page of a library (or of new heap)
    # costs microseconds, which is much of a cold figure of a small position.
    faults = (after.ru_minflt - before.ru_minflt) + (after.ru_majflt - before.ru_majflt)
    print(json.dumps({"cpu": cpu, "wall": wall, "rss": after.ru_maxrss / 1024, "faults": faults,
                      "value": _as_text(lib, v)}))


# -- the parent -----------------------------------------------------------------------------------


def core_in_use(root: str) -> str:
    """The core a child running the cgtalg of *root* uses: ``cgtalg.accelerated.REASON`` without the module list."""
    code = ("import sys; sys.path.insert(0, sys.argv[1])\n"
            "try:\n    import cgtalg.accelerated as a\nexcept ImportError:\n    print('pure Python (a checkout older than the compiled core)')\n"
            "else:\n    print(a.REASON.split(' of cgtalg.')[0])")
    done = subprocess.run([sys.executable, "-c", code, root], capture_output=True, text=True, cwd=ROOT)
    return (done.stdout.strip() or done.stderr.strip() or "unknown").splitlines()[-1]


def measure(lib: str, game: str, spec: str, timeout: float, repeat: int = 1, warm: bool = False) -> dict:
    """One fresh process per run; with *repeat* > 1 the run of least CPU time is kept (best of N)."""
    best: dict = {}
    for _ in range(repeat):
        cmd = [sys.executable, os.path.abspath(__file__), "--child", lib, game, spec] + (["--warm"] if warm else [])
        try:
            done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=ROOT)
        except subprocess.TimeoutExpired:
            return {"error": f">{timeout:.0f}s"}
        if done.returncode != 0:
            return {"error": (done.stderr.strip().splitlines() or ["failed"])[-1][:60]}
        r = json.loads(done.stdout.strip().splitlines()[-1])
        if not best or r["cpu"] < best["cpu"]:
            best = r
    return best


def instructions(lib: str, game: str, spec: str, timeout: float, warm: bool = False) -> dict:
    """Instructions executed by the timed call alone (what :func:`measure` times), counted by callgrind.

    The child runs under ``valgrind --tool=callgrind --collect-atstart=no
    --toggle-collect=functools_reduce`` with the timed call wrapped in one
    ``functools.reduce`` (a C function of the interpreter), so only that call
    is counted: start-up, imports, the warm-up and the value check are not.
    ``PYTHONHASHSEED=0`` makes repeated runs count (nearly) the same; a
    cyclic garbage collection that happens to fall inside the call is
    counted (it can move a figure by a few thousand). Needs valgrind; a
    library that itself calls ``functools.reduce`` inside the call would
    stop the count early (cgtalg's searches do not).
    """
    cmd = ["valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=functools_reduce",
           "--callgrind-out-file=/dev/null", os.path.realpath(sys.executable), os.path.abspath(__file__),
           "--child", lib, game, spec, "--counted"] + (["--warm"] if warm else [])
    env = dict(os.environ, PYTHONHASHSEED="0")
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout * 50, cwd=ROOT, env=env)
    except subprocess.TimeoutExpired:
        return {"error": f">{timeout * 50:.0f}s"}
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or found is None:
        return {"error": (done.stderr.strip().splitlines() or ["failed"])[-1][:60]}
    return {"instructions": int(found.group(1)), "value": json.loads(done.stdout.strip().splitlines()[-1])["value"]}


PEERS = {
    "domineering": ("cgt-py", "pycgt"),
    "snort": ("cgt-py", "pycgt"),
    "col": ("cgt-py", "pycgt"),
    "clobber": ("pycgt",),
    "toads": ("pycgt",),
}


def workloads(quick: bool) -> list[tuple[str, str]]:
    dom = [f"2x{n}" for n in ((4, 8, 12) if quick else range(2, 17, 2))]
    dom += [f"3x{n}" for n in ((4, 6) if quick else (4, 5, 6, 7, 8, 10))]
    dom += ["4x4", "4x5"] if quick else ["4x4", "4x5", "4x6", "5x5", "5x6"]
    graphs = (["path 8", "cycle 8", "star 6", "grid 3x3"] if quick else
              ["path 8", "path 12", "path 16", "cycle 8", "cycle 12", "star 6", "star 10",
               "grid 3x3", "grid 3x4", "grid 4x4"])
    out = [("domineering", d) for d in dom]
    out += [("snort", g) for g in graphs] + [("col", g) for g in graphs]
    out += [("clobber", "xo" * k) for k in ((3, 5) if quick else (3, 5, 7, 9))]
    out += [("toads", "T" * a + ".." + "F" * a) for a in ((2, 3) if quick else (2, 3, 4, 5))]
    return out


def fmt(r: dict, key: str = "cpu") -> str:
    """Seconds with three significant digits below 0.1 s (small positions take a fraction of a millisecond)."""
    if "error" in r:
        return r["error"]
    t = r[key]
    return f"{t:.3f}" if t >= 0.1 else f"{t:.3g}" if t >= 1e-5 else f"{t:.1e}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--child", nargs=3, metavar=("LIB", "GAME", "SPEC"), help=argparse.SUPPRESS)
    ap.add_argument("--timeout", type=float, default=300.0)
    ap.add_argument("--only", default="", help="comma-separated games (domineering,snort,col,clobber,toads)")
    ap.add_argument("--quick", action="store_true", help="small sizes only")
    ap.add_argument("--positions", default="", help="comma-separated positions to keep (e.g. 4x6,5x5,path 12)")
    ap.add_argument("--libs", default="cgtalg,cgt-py,pycgt", help="comma-separated libraries to run")
    ap.add_argument("--repeat", type=int, default=1,
                    help="fresh processes per figure, the least CPU time kept (best of N: for small positions "
                         "on a shared machine)")
    ap.add_argument("--before", default="", metavar="DIR",
                    help="also run the cgtalg of another checkout (e.g. an older commit unpacked with git archive) "
                         "as lib 'before', for before/after ratios in the same run")
    ap.add_argument("--warm", action="store_true",
                    help="value a small position of the same game first and empty the library's caches, then time "
                         "(code warm, tables cold; cgt-py's table cannot be emptied: it keeps the warm-up's positions)")
    ap.add_argument("--warm-up", default="", metavar="SPECS",
                    help="with --warm: the positions valued first (';'-separated, each followed by emptying the "
                         "caches) instead of the default; a diagnostic of how much of a figure is code run for "
                         "the first time. A peer that keeps a table (cgt-py) keeps these positions too")
    ap.add_argument("--instructions", action="store_true",
                    help="count the instructions of the timed call with callgrind instead of timing it "
                         "(one run each: the count is repeatable)")
    ap.add_argument("--counted", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(*args.child, warm=args.warm, counted=args.counted)
        return
    only = set(filter(None, args.only.split(",")))
    keep = set(filter(None, args.positions.split(",")))
    libs = set(args.libs.split(","))
    if args.before:
        os.environ["CGTALG_BEFORE"] = os.path.abspath(args.before)
    if args.warm_up:
        if not args.warm:
            ap.error("--warm-up needs --warm")
        os.environ[WARM_UP_ENV] = args.warm_up
    print(f"cgtalg core: {core_in_use(ROOT)}" + (f"; before: {core_in_use(args.before)}" if args.before else ""))
    if args.instructions:
        print(f"{'game':12} {'position':12} {'lib':7} {'instructions':>13} {'ratio':>7}  value check")
    else:
        print(f"{'game':12} {'position':12} {'lib':7} {'cpu s':>9} {'wall s':>9} {'peak MB':>8} {'faults':>6} {'ratio':>7}"
              "  value check")
    for game, spec in workloads(args.quick):
        if (only and game not in only) or (keep and spec not in keep):
            continue
        if args.instructions:
            counts = [(lib, instructions(lib, game, spec, args.timeout, args.warm))
                      for lib in (["cgtalg"] if "cgtalg" in libs else []) + (["before"] if args.before else [])
                      + [p for p in PEERS[game] if p in libs]]
            base = dict(counts).get("cgtalg", {})
            for lib, r in counts:
                shown = r.get("error") or f"{r['instructions']:,}"
                ratio = check = ""
                if lib != "cgtalg" and "error" not in r and "instructions" in base:
                    ratio = f"{r['instructions'] / base['instructions']:.2f}x"
                    check = "same" if r["value"] == base["value"] else f"DIFFERENT: {r['value'][:40]}"
                elif lib == "cgtalg" and "error" not in r:
                    check = r["value"][:40]
                print(f"{game:12} {spec:12} {lib:7} {shown:>13} {ratio:>7}  {check}", flush=True)
            continue
        ours = measure("cgtalg", game, spec, args.timeout, args.repeat, args.warm) if "cgtalg" in libs else {"error": "not run"}
        rows = [("cgtalg", ours)]
        if args.before:
            rows.append(("before", measure("before", game, spec, args.timeout, args.repeat, args.warm)))
        rows += [(p, measure(p, game, spec, args.timeout, args.repeat, args.warm)) for p in PEERS[game] if p in libs]
        for lib, r in rows:
            ratio = ""
            check = ""
            if lib != "cgtalg" and "error" not in r and "error" not in ours:
                ratio = f"{r['cpu'] / max(ours['cpu'], 1e-9):.1f}x"
                check = "same" if r["value"] == ours["value"] else f"DIFFERENT: {r['value'][:40]}"
            elif lib == "cgtalg" and "error" not in r:
                check = r["value"] if len(r["value"]) <= 40 else r["value"][:37] + "..."
            rss = f"{r['rss']:.0f}" if "rss" in r else ""
            faults = str(r.get("faults", ""))
            print(f"{game:12} {spec:12} {lib:7} {fmt(r):>9} {fmt(r, 'wall'):>9} {rss:>8} {faults:>6} {ratio:>7}  {check}",
                  flush=True)


if __name__ == "__main__":
    main()
