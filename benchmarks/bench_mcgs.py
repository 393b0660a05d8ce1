"""MCGS's published test files, answered by cgtalg and timed against MCGS, family by family.

MCGS (https://github.com/ualberta-mueller-group/MCGS), the C++ solver of
M. Müller's group, ships test files (``input/autotests/<family>/*.test``)
whose command blocks carry the expected result of each sum: ``{B win, W
loss}``, ``{N 3}``. This script reads every file of a family with
:func:`cgtalg.rulesets.mcgs.read_cases`, answers each command that expects a
result in-process (a per-case CPU timeout, ``--timeout``), compares, and
prints one table: per family, the commands with a result (``cases``), those
cgtalg answered, those equal to the expected result, those given up at the
timeout (the rest of the unanswered ones are past the family's CPU budget,
``--budget``, or in files cgtalg cannot read), cgtalg's CPU, MCGS's
CPU on the same files, their ratio, and the peak resident memory of each.

MCGS is a benchmark peer only, never a dependency. ``--mcgs PATH`` names a
built ``MCGS`` binary; ``--build`` builds one from the mirror of its
repository (``--mirror``, a bare git directory) in ``/tmp``. It runs as a
subprocess on each file (``MCGS --file F``), with a CPU limit of the per-case
timeout times the file's expected results (``RLIMIT_CPU``: that mode has no
per-case limit); its printed answers (``Expected: Win`` / ``Got: Win``) are
read, compared with the expected ones and with cgtalg's, case by case; its CPU
and peak memory are read with ``resource.getrusage(RUSAGE_CHILDREN)``.
Without a binary those columns say ``n/a``. The test files of the MCGS
version measured go with it (``--tests``): MCGS warns of a file of another
format version and may read it otherwise.
``misc_autotests/wrong_value.test``, which expects a wrong result on
purpose, is left out. Files with a section cgtalg has no ruleset for (``gen_king_dirt``)
count as not answered.

cgtalg's peak is the process's ``ru_maxrss`` after the family (it only
grows, so the families are best run one per process: ``--family``).

Run from the repository root::

    python3 benchmarks/bench_mcgs.py --tests /tmp/mcgs-src/input/autotests --family clobber_autotests
    python3 benchmarks/bench_mcgs.py --build --timeout 5
"""

from __future__ import annotations

import argparse
import re
import resource
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cgtalg.errors import InputValueError  # noqa: E402
from cgtalg.rulesets.mcgs import read_cases  # noqa: E402

MIRROR = "/work/.mirror/ualberta-mueller-group+MCGS/repo"

#: Families whose files only hold commands cgtalg does not answer (thermographs, winning moves).
SKIPPED = ("thermographs", "winning_moves")

#: A file that expects a wrong result on purpose (MCGS's check that its test runner reports a failure).
WRONG_ON_PURPOSE = ("wrong_value.test",)


class _Timeout(Exception):
    pass


def _alarm(signum: int, frame: object) -> None:
    raise _Timeout


def _cpu(who: int) -> float:
    r = resource.getrusage(who)
    return r.ru_utime + r.ru_stime


def _expected_results(text: str) -> int:
    """The results a file expects (``B win``, ``W loss``, ``N 3``, ...), counted in its command blocks."""
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return sum(len(re.findall(r"(?:^|,)\s*(?:[BW]\s+(?:win|loss)|N\s+\d+)\s*(?=,|$)", block))
               for block in re.findall(r"\{([^}]*)\}", text))


def run_cgtalg(files: list[Path], timeout: float, budget: float) -> dict[str, object]:
    """Answer every command with an expected result, until *budget* CPU seconds; counts, CPU seconds, peak MB.

    ``answers`` maps each file to its answers in order, one per command with an expected result (None when
    not answered), for the comparison with MCGS's.
    """
    cases = answered = equal = timed_out = 0
    answers: dict[Path, list[str | int | None]] = {}
    start = _cpu(resource.RUSAGE_SELF)
    signal.signal(signal.SIGPROF, _alarm)
    for path in files:
        text = path.read_text(encoding="utf-8")
        try:
            read = read_cases(text)
        except InputValueError:
            cases += _expected_results(text)  # counted, not answered
            continue
        found = answers[path] = []
        for case in read:
            wanted = [c for c in case.commands if c.expected is not None]
            if not wanted:
                continue
            cases += len(wanted)
            found.extend([None] * len(wanted))
            if _cpu(resource.RUSAGE_SELF) - start > budget:
                continue  # past the family's budget: counted, not answered
            signal.setitimer(signal.ITIMER_PROF, timeout)
            try:
                got = [case.answer(c) for c in wanted]
            except _Timeout:
                timed_out += len(wanted)
                continue
            except InputValueError:
                continue
            finally:
                signal.setitimer(signal.ITIMER_PROF, 0)
            found[len(found) - len(got):] = got
            answered += len(got)
            equal += sum(a == c.expected for a, c in zip(got, wanted))
    signal.signal(signal.SIGPROF, signal.SIG_DFL)
    return {"cases": cases, "answered": answered, "equal": equal, "timed_out": timed_out,
            "cpu": _cpu(resource.RUSAGE_SELF) - start,
            "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, "answers": answers}


def read_mcgs_output(text: str) -> list[tuple[str, str | None]]:
    """The ``(expected, got)`` pairs MCGS printed for the cases with an expected result, in order.

    ``MCGS --file F`` prints, per case, ``Expected: Win`` (``Loss``, or a nim value) and, once solved,
    ``Got: ...``; *got* is None for a case cut off by the CPU limit.
    """
    pairs: list[tuple[str, str | None]] = []
    for line in text.splitlines():
        if line.startswith("Expected: "):
            pairs.append((line[len("Expected: "):].strip(), None))
        elif line.startswith("Got: ") and pairs and pairs[-1][1] is None:
            pairs[-1] = (pairs[-1][0], line[len("Got: "):].strip())
    return pairs


def run_mcgs(binary: str, files: list[Path], timeout: float, budget: float,
             ours: dict[Path, list[str | int | None]]) -> dict[str, float | int]:
    """MCGS on each file as a subprocess, read and compared; CPU seconds and peak MB of the children.

    Each file gets *timeout* CPU seconds per expected result, at most what is left of the family's
    *budget* (``RLIMIT_CPU``: MCGS's ``--file`` mode has no per-case limit); the files past the budget
    are not run. The cases it printed an answer for count as answered, even when the limit
    stopped it later in the file. ``agree`` counts the cases both answered with the same result,
    ``differ`` those they answered differently.
    """
    start = _cpu(resource.RUSAGE_CHILDREN)
    answered = equal = agree = differ = 0
    for path in files:
        n = max(1, _expected_results(path.read_text(encoding="utf-8")))
        left = budget - (_cpu(resource.RUSAGE_CHILDREN) - start)
        if left <= 0:
            break  # past the family's budget: counted, not answered
        limit = max(1, round(min(timeout * n, left)))

        def cpu_limit(limit: int = limit) -> None:
            resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + 1))

        try:
            out = subprocess.run([binary, "--file", str(path)], capture_output=True, text=True,
                                 preexec_fn=cpu_limit, timeout=limit * 20 + 60, check=False).stdout
        except subprocess.TimeoutExpired as e:
            out = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
        pairs = read_mcgs_output(out)
        answered += sum(got is not None for _, got in pairs)
        equal += sum(got is not None and got.lower() == want.lower() for want, got in pairs)
        mine = ours.get(path, [])
        for (_, got), a in zip(pairs, mine):
            if got is not None and a is not None:
                if got.lower() == str(a).lower():
                    agree += 1
                else:
                    differ += 1
    return {"cpu": _cpu(resource.RUSAGE_CHILDREN) - start, "answered": answered, "equal": equal,
            "agree": agree, "differ": differ,
            "peak_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024}


def mcgs_startup(binary: str) -> float:
    """CPU seconds of MCGS on an empty file: its start-up (allocating its transposition tables), paid per file."""
    start = _cpu(resource.RUSAGE_CHILDREN)
    subprocess.run([binary, "--file", "/dev/null"], capture_output=True, check=False)
    return _cpu(resource.RUSAGE_CHILDREN) - start


def build_mcgs(mirror: str) -> str:
    """Build MCGS from the newest commit of the mirror in /tmp; the binary's path (SystemExit if it fails)."""
    git = ["git", "--git-dir", mirror]
    commit = subprocess.run([*git, "rev-list", "--all", "-n", "1"], capture_output=True, text=True,
                            check=True).stdout.strip()
    src = Path(tempfile.gettempdir()) / f"mcgs-build-{commit[:8]}"
    if not (src / "MCGS").exists():
        src.mkdir(exist_ok=True)
        archive = subprocess.Popen([*git, "archive", commit, "--", ".", ":(exclude)experiments"],
                                   stdout=subprocess.PIPE)
        subprocess.run(["tar", "-x", "-C", str(src)], stdin=archive.stdout, check=True)
        archive.wait()
        if not any((src / "libs" / "cgt_lib").glob("*")):
            raise SystemExit(f"cannot build MCGS {commit[:8]}: its submodule libs/cgt_lib (the thermograph "
                             "library it includes) is not in the mirror; give a built binary with --mcgs")
        subprocess.run(["cmake", "-S", str(src), "-B", str(src / "build"), "-DDEBUG=0"], check=True)
        subprocess.run(["make", "-C", str(src / "build"), "MCGS", "-j2"], check=True)
    return str(src / "MCGS")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tests", default="/tmp/mcgs-src/input/autotests",
                   help="MCGS's input/autotests directory (default: %(default)s)")
    p.add_argument("--family", action="append", help="a family directory to run (repeat; default: all)")
    p.add_argument("--timeout", type=float, default=5.0, help="CPU seconds per case (default: %(default)s)")
    p.add_argument("--budget", type=float, default=90.0,
                   help="CPU seconds per family for each tool; later cases count as not answered (default: %(default)s)")
    p.add_argument("--mcgs", metavar="PATH", help="a built MCGS binary")
    p.add_argument("--build", action="store_true", help="build MCGS from --mirror in /tmp")
    p.add_argument("--mirror", default=MIRROR, help="bare git mirror of MCGS (default: %(default)s)")
    args = p.parse_args()
    binary = args.mcgs or (build_mcgs(args.mirror) if args.build else None)
    root = Path(args.tests)
    families = args.family or sorted(d.name for d in root.iterdir() if d.is_dir() and d.name not in SKIPPED)
    from cgtalg import accelerated

    print(f"cgtalg ({'compiled core' if accelerated.ACCELERATED else 'pure Python'}); MCGS: {binary or 'n/a'}; "
          f"timeout {args.timeout:g} s per case, budget {args.budget:g} s per family")
    if binary:
        print(f"MCGS start-up (an empty file): {mcgs_startup(binary):.2f} CPU s, paid once per file")
    print("| family | cases | answered cgtalg | answered MCGS | equal cgtalg | equal MCGS | cgtalg = MCGS "
          "| past timeout cgtalg | CPU cgtalg s | CPU MCGS s | ratio | peak MB cgtalg | peak MB MCGS |")
    print("| --- |" + " ---: |" * 12)
    for family in families:
        files = sorted(f for f in (root / family).rglob("*.test") if f.name not in WRONG_ON_PURPOSE)
        wall = time.perf_counter()
        ours = run_cgtalg(files, args.timeout, args.budget)
        theirs = run_mcgs(binary, files, args.timeout, args.budget, ours["answers"]) if binary else None  # type: ignore[arg-type]

        def peer(key: str, form: str = "{}") -> str:
            return form.format(theirs[key]) if theirs else "n/a"

        same = f"{theirs['agree']} ({theirs['differ']} differ)" if theirs else "n/a"
        r = ours["cpu"] / theirs["cpu"] if theirs and theirs["cpu"] > 0 else None  # type: ignore[operator]
        ratio = "n/a" if r is None else f"{r:.0f}x" if r >= 10 else f"{r:.2g}x"
        print(f"| {family} | {ours['cases']} | {ours['answered']} | {peer('answered')} | {ours['equal']} | "
              f"{peer('equal')} | {same} | {ours['timed_out']} | {ours['cpu']:.1f} | {peer('cpu', '{:.2f}')} | "
              f"{ratio} | {ours['peak_mb']:.0f} | {peer('peak_mb', '{:.0f}')} |", flush=True)
        print(f"  {family}: {time.perf_counter() - wall:.0f} s wall",
              file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
