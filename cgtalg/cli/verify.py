"""``cgtalg verify``: run the reproductions of papers and print the verdicts.

The reproductions are those registered in :mod:`cgtalg.verify`. Each of their
parameters becomes an option (``--max-n``) that applies to every selected
reproduction having it; every parameter is checked before anything runs. The
text report is one table of verdicts per reproduction, then the claims that do
not simply hold (``--details``: every claim); ``--json`` gives it all as JSON.
The exit status is 0 whatever the verdicts unless ``--strict``/``--fail-on``
asks for 3.

Examples
--------
>>> from cgtalg.cli import main
>>> main(["verify", "--list", "nim"])  # doctest: +ELLIPSIS
nim: Nim and nimbers: sums, the mex rule, the addition table, the candy puzzle
    source (blog post): ...
    --max-heap (default 7...): ...
0
"""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
import time
from typing import Any, Callable, Iterable, TextIO

from cgtalg.errors import InputError

from .common import EXIT_CLAIM_FAILS, EXIT_INTERNAL, EXIT_OK, UsageError, add_command, internal_error, isatty
from .progress import Progress

__all__ = ["add_parser", "run"]

_MARK = {
    "holds": "holds",
    "holds with an exception": "holds*",
    "corrected": "CORRECTED",
    "fails": "FAILS",
}

_FAIL_ON = {
    "never": (),
    "fails": ("fails",),
    "corrected": ("corrected", "fails"),
    "exception": ("holds with an exception", "corrected", "fails"),
}


def _option_name(param: str) -> str:
    return "--" + param.replace("_", "-")


def _param_table() -> dict[str, dict[str, Any]]:
    """Every parameter of every reproduction: its type, and who uses it."""
    from cgtalg.verify import registry

    table: dict[str, dict[str, Any]] = {}
    for name, repro in sorted(registry().items()):
        for param, (default, help_text) in repro.params.items():
            entry = table.setdefault(param, {"type": type(default), "users": [], "help": help_text})
            entry["users"].append(f"{name} (default {default})")
    return table


def _convert(param: str, kind: type, text: str) -> Any:
    if kind is bool:
        low = text.lower()
        if low in ("1", "true", "yes", "on"):
            return True
        if low in ("0", "false", "no", "off"):
            return False
        raise UsageError(f"{_option_name(param)} takes true or false, not {text!r}")
    if kind is int:
        try:
            number = int(text)
        except ValueError:
            raise UsageError(f"{_option_name(param)} takes an integer, not {text!r}") from None
        if number < 0 and param != "random_state":
            raise UsageError(f"{_option_name(param)} takes a non-negative integer, not {number}")
        return number
    if kind is float:
        try:
            return float(text)
        except ValueError:
            raise UsageError(f"{_option_name(param)} takes a number, not {text!r}") from None
    return text


def _finding_block(finding: Any, width: int = 100) -> list[str]:
    verdict = finding.verdict.value
    mark = _MARK.get(verdict, verdict)
    where = f" [{finding.where}]" if finding.where else ""
    indent = " " * 13
    lines = textwrap.wrap(f"{finding.claim}{where}", width=width - 13) or [""]
    out = [f"  {mark:<10} {lines[0]}"] + [indent + ln for ln in lines[1:]]

    def field(label: str, text: str | None) -> None:
        if text:
            wrapped = textwrap.wrap(f"{label}: {text}", width=width - 13, subsequent_indent="  ")
            out.extend(indent + ln for ln in wrapped)

    field("computed", finding.computed)
    field("checked", finding.checked)
    field("counterexample", finding.counterexample)
    field("correction", finding.correction)
    return out


def _tally(findings: Iterable[Any]) -> dict[str, int]:
    counts = {v: 0 for v in _MARK}
    for f in findings:
        counts[f.verdict.value] = counts.get(f.verdict.value, 0) + 1
    return counts


def _tally_text(counts: dict[str, int]) -> str:
    total = sum(counts.values())
    plural = {"holds": "hold", "holds with an exception": "hold with an exception", "fails": "fail"}
    parts = [f"{counts[v]} {plural.get(v, v)}" for v in _MARK if counts.get(v)]
    return f"{total} claim{'s' if total != 1 else ''}" + (": " + ", ".join(parts) if parts else "")


def _aequitas_details(params: dict[str, Any], ctx: Any) -> tuple[list[Any], str]:
    """The full Æquitas table (printed against computed, case by case)."""
    from cgtalg.verify.aequitas import check_claims, render_check_table

    checks = check_claims(params["max_n"], ctx)
    return [c.finding() for c in checks], render_check_table(params["max_n"], checks=checks)


# Reproductions with a detailed text report, used when they are run by name.
_DETAILS: dict[str, Callable[[dict[str, Any], Any], tuple[list[Any], str]]] = {
    "aequitas": _aequitas_details,
}


def _summary_table(report: list[dict[str, Any]], repros: dict[str, Any]) -> list[str]:
    """The one-screen table: one row per reproduction, one column per verdict."""
    heads = ["claims", "holds", "holds*", "corrected", "fails"]
    width = max([len("reproduction"), len("total")] + [len(r["name"]) for r in report])
    kind_w = max([len("source")] + [len(repros[r["name"]].kind or "") for r in report])

    def row(name: str, kind: str, cells: list[str], seconds: str) -> str:
        body = " ".join(f"{c:>{max(len(h), 6)}}" for c, h in zip(cells, heads))
        return f"  {name:<{width}}  {kind:<{kind_w}}  {body}  {seconds:>7}".rstrip()

    def cells_of(counts: dict[str, int], total: int) -> list[str]:
        return [str(total)] + [str(counts.get(v, 0)) if counts.get(v, 0) else "-" for v in _MARK]

    lines = [row("reproduction", "source", heads, "time")]
    totals = {v: 0 for v in _MARK}
    for r in report:
        counts = r["summary"]
        for v in _MARK:
            totals[v] += counts.get(v, 0)
        if r["error"]:
            cells = [str(len(r["findings"])), "ERROR", "", "", ""]
        else:
            cells = cells_of(counts, len(r["findings"]))
        lines.append(row(r["name"], repros[r["name"]].kind or "", cells, f"{r['seconds']:.1f} s"))
    if len(report) > 1:
        lines.append(row("total", "", cells_of(totals, sum(totals.values())), ""))
    return lines


def _list_reproductions(args: argparse.Namespace, out: TextIO, repros: dict[str, Any], names: list[str],
                        given: dict[str, Any]) -> int:
    """``--list``: the names, sources and parameters; refused with an option it would ignore."""
    clash = [opt for opt, used in (("--json", args.json), ("--details", args.details),
                                   ("--strict", args.strict), ("--fail-on", args.fail_on is not None),
                                   ("--jobs", args.jobs is not None), ("--scheduler", args.scheduler is not None),
                                   ("--checkpoint", args.checkpoint is not None))
             if used] + [_option_name(p) for p in given]
    if clash:
        raise UsageError(f"--list only lists the reproductions and runs nothing; drop {', '.join(clash)}")
    for name in names:
        repro = repros[name]
        out.write(f"{name}: {repro.title}\n    source ({repro.kind}): {repro.source}\n")
        for param, (default, help_text) in repro.params.items():
            bounds = []
            if param in repro.minimums:
                bounds.append(f"at least {repro.minimums[param]}")
            if param in repro.maximums:
                bounds.append(f"at most {repro.maximums[param]}")
            extra = f"; {', '.join(bounds)}" if bounds else ""
            out.write(f"    {_option_name(param)} (default {default}{extra}): {help_text}\n")
    return EXIT_OK


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Run ``cgtalg verify`` with the parsed *args*, writing the report to *out*.

    Parameters
    ----------
    args : argparse.Namespace
        The arguments as :func:`add_parser`'s parser reads them.
    out : text stream
        Where the report goes.

    Returns
    -------
    int
        The exit status: 0, 1 when a check met an internal error, 3 when
        ``--strict``/``--fail-on`` finds a claim at or past its level.

    Raises
    ------
    UsageError
        For an unknown reproduction, a bad or foreign parameter, or options
        that contradict each other.

    Examples
    --------
    >>> from cgtalg.cli import build_parser
    >>> run(build_parser().parse_args(["verify", "nope"]), None)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cgtalg.cli.common.UsageError: no reproduction called 'nope'; known: aequitas, ...
    """
    from cgtalg.verify import registry

    repros = registry()
    names = list(dict.fromkeys(args.names)) or sorted(repros)
    unknown = [n for n in names if n not in repros]
    if unknown:
        raise UsageError(f"no reproduction called {unknown[0]!r}; known: {', '.join(sorted(repros))}")

    table = _param_table()
    given: dict[str, Any] = {}
    for param, entry in table.items():
        raw = getattr(args, "p_" + param, None)
        if raw is not None:
            given[param] = _convert(param, entry["type"], raw)
    fail_on = "fails" if args.strict else (args.fail_on or "never")
    if args.strict and args.fail_on not in (None, "fails"):
        raise UsageError(f"--strict means --fail-on fails; it cannot be combined with --fail-on {args.fail_on}")

    if args.list:
        return _list_reproductions(args, out, repros, names, given)

    for param in given:
        if not any(param in repros[n].params for n in names):
            users = ", ".join(u.split(" ")[0] for u in table[param]["users"])
            raise UsageError(f"{_option_name(param)} is not a parameter of {', '.join(names)} (it belongs to {users})")

    # every parameter is checked before anything runs, so a bad one is refused at once
    plans: list[tuple[str, dict[str, Any], dict[str, Any]]] = []
    for name in names:
        repro = repros[name]
        params = repro.defaults()
        overrides = {k: v for k, v in given.items() if k in repro.params}
        params.update(overrides)
        try:
            repro.check(params)
        except InputError as exc:
            raise UsageError(str(exc)) from None
        plans.append((name, params, overrides))

    executor, checkpoint = _verify_executor(args)
    try:
        return _run_verify(args, out, repros, plans, fail_on, executor, checkpoint)
    except KeyboardInterrupt:
        if checkpoint is not None:
            sys.stderr.write(f"\ncgtalg verify: stopped; {len(checkpoint)} finished chunk(s) are kept in "
                             f"{checkpoint.path}: run the same command again to resume\n")
        raise
    finally:
        executor.close()
        if checkpoint is not None:
            checkpoint.close()


def _verify_executor(args: argparse.Namespace) -> tuple[Any, Any]:
    """The executor (--jobs, --scheduler) and the checkpoint file (--checkpoint) of a verify run."""
    from cgtalg.verify.checkpoint import Checkpoint
    from cgtalg.verify.executors import DaskMissingError, executor_for

    if args.jobs is not None and args.scheduler is not None:
        raise UsageError("--jobs runs the chunks on this machine, --scheduler on a Dask cluster: give one of them")
    if args.jobs is not None and args.jobs < 1:
        raise UsageError(f"--jobs takes a number of worker processes (at least 1), not {args.jobs}")
    checkpoint = None
    if args.checkpoint is not None:
        try:
            checkpoint = Checkpoint(args.checkpoint)
        except OSError as exc:
            raise UsageError(f"cannot use {args.checkpoint!r} as a checkpoint file: {exc.strerror or exc}") from None
    try:
        executor = executor_for(jobs=args.jobs, scheduler=args.scheduler)
    except DaskMissingError as exc:
        if checkpoint is not None:
            checkpoint.close()
        raise UsageError(f"--scheduler: {exc}") from None
    except (OSError, TimeoutError) as exc:
        if checkpoint is not None:
            checkpoint.close()
        raise UsageError(f"--scheduler: no Dask scheduler answers at {args.scheduler!r} ({exc})") from None
    return executor, checkpoint


def _run_verify(args: argparse.Namespace, out: TextIO, repros: dict[str, Any],
                plans: list[tuple[str, dict[str, Any], dict[str, Any]]], fail_on: str,
                executor: Any, checkpoint: Any) -> int:
    as_json = args.json
    details = args.details
    started = time.monotonic()
    progress = Progress(enabled=not as_json and not args.no_progress and isatty(sys.stderr))
    try:
        report, detail_texts, status = _run_plans(args, repros, plans, progress, executor, checkpoint)
    finally:
        progress.close()  # the bars are gone before anything else is written, whatever happened

    everything = [f for r in report for f in r["findings"]]
    counts = {v: sum(1 for f in everything if f["verdict"] == v) for v in _MARK}
    errors = [r["name"] for r in report if r["error"]]
    elapsed = time.monotonic() - started
    if status == EXIT_OK and any(counts[v] for v in _FAIL_ON[fail_on]):
        status = EXIT_CLAIM_FAILS
    if as_json:
        from .._version import __version__

        doc = {
            "cgtalg": __version__,
            "ok": not errors,
            "seconds": round(elapsed, 3),
            "summary": {"reproductions": len(report), "claims": len(everything), **counts, "errors": len(errors)},
            "reproductions": [{k: v for k, v in r.items() if not k.startswith("_")} for r in report],
        }
        json.dump(doc, out, indent=2, ensure_ascii=False)
        out.write("\n")
        return status
    lines = [f"cgtalg verify: {len(report)} reproduction{'s' if len(report) != 1 else ''}, "
             f"{_tally_text(counts)} ({elapsed:.1f} s)"]
    if errors:
        lines.append(f"INTERNAL ERROR in {', '.join(errors)}: those checks did not finish (see standard error)")
    if args.jobs is not None or args.scheduler is not None or checkpoint is not None:
        where = ["chunks ran in this process" if args.jobs in (None, 1) and args.scheduler is None
                 else f"chunks ran on {executor.describe()}"]
        if checkpoint is not None:
            where.append(f"checkpoint {checkpoint.path} ({len(checkpoint)} chunks)")
        lines.append("(" + "; ".join(where) + ")")
    lines.extend(_text_report(report, repros, detail_texts, counts, details))
    out.write("\n".join(lines) + "\n")
    return status


def _run_plans(args: argparse.Namespace, repros: dict[str, Any],
               plans: list[tuple[str, dict[str, Any], dict[str, Any]]], progress: Progress,
               executor: Any, checkpoint: Any) -> tuple[list[dict[str, Any]], dict[str, str], int]:
    """Run every planned reproduction with *progress*: the report's records, the detail texts, the status."""
    from cgtalg.verify import Context
    from cgtalg.verify.framework import run as run_reproduction

    as_json = args.json
    details = args.details
    report: list[dict[str, Any]] = []
    detail_texts: dict[str, str] = {}
    status = EXIT_OK
    for name, params, overrides in (progress.track(plans, total=len(plans), desc="verify")
                                    if len(plans) > 1 else plans):
        repro = repros[name]
        progress.label = name
        ctx = Context(params, progress.track, executor, checkpoint, name)
        t0 = time.monotonic()
        findings: list[Any] = []
        error: str | None = None
        try:
            if details and not as_json and name in _DETAILS:
                findings, detail_texts[name] = _DETAILS[name](params, ctx)
            else:
                findings.extend(run_reproduction(name, ctx))
        except KeyboardInterrupt:
            raise
        except InputError as exc:  # a parameter the reproduction itself refuses
            shown = ", ".join(f"{k}={v}" for k, v in overrides.items())
            raise UsageError(f"{name}: bad parameter{f' ({shown})' if shown else ''}: {exc}") from None
        except Exception as exc:  # an internal error: report it, carry on, exit 1
            error = f"{type(exc).__name__}: {exc}"
            status = EXIT_INTERNAL
            progress.write(internal_error("cgtalg verify", exc, f" in {name!r}").rstrip("\n"), sys.stderr)
        seconds = time.monotonic() - t0
        report.append({
            "name": name,
            "title": repro.title,
            "source": repro.source,
            "params": params,
            "seconds": round(seconds, 3),
            "error": error,
            "summary": _tally(findings),
            "findings": [f.as_dict() for f in findings],
            "_findings": findings,
        })
    return report, detail_texts, status


def _text_report(report: list[dict[str, Any]], repros: dict[str, Any], detail_texts: dict[str, str],
                 counts: dict[str, int], details: bool) -> list[str]:
    """The text report after its first lines: the table, the sources, the claims shown, the notes."""
    lines = [""]
    lines.extend(_summary_table(report, repros))
    lines.append("  (holds* = holds with an exception; CORRECTED = wrong as printed, corrected by computation)")
    lines.append("")
    lines.append("Sources:")
    for r in report:
        kind = repros[r["name"]].kind
        lines.append(f"  {r['name']}{f' ({kind})' if kind else ''}: {r['source']}")
    for r in report:
        shown = ", ".join(f"{k}={v}" for k, v in r["params"].items())
        picked = r["_findings"] if details else [f for f in r["_findings"] if f.verdict.value != "holds"]
        if not picked and not details and not r["error"]:
            continue
        lines.append("")
        lines.append(f"== {r['name']}: {r['title']}")
        if shown:
            lines.append(f"   parameters: {shown}")
        if r["error"]:
            lines.append(f"   INTERNAL ERROR: {r['error']}")
        if r["name"] in detail_texts:
            lines.append(detail_texts[r["name"]])
        else:
            for f in picked:
                lines.extend(_finding_block(f))
        if not details:
            held = r["summary"].get("holds", 0)
            if held:
                lines.append(f"   (and {held} claim{'s' if held != 1 else ''} that hold{'s' if held == 1 else ''})")
    lines.append("")
    if counts["corrected"] or counts["fails"]:
        lines.append("A claim that is corrected or fails is a finding about the source (the counterexample is "
                     "computed), not an error of the check.")
    if not details:
        lines.append("Run with --details for every claim with what was computed and over what range; "
                     "--json for all of it as JSON.")
    return lines


def add_parser(subparsers: Any) -> None:
    """Add ``verify`` to the subcommands of ``cgtalg``, with one option per parameter of a reproduction.

    Parameters
    ----------
    subparsers : argparse subparsers action
        The subcommands of the ``cgtalg`` parser.

    Examples
    --------
    >>> import argparse
    >>> sub = argparse.ArgumentParser(prog="cgtalg").add_subparsers()
    >>> add_parser(sub)
    >>> sub.choices["verify"].parse_args(["nim", "--max-heap", "5"]).p_max_heap
    '5'
    """
    p = add_command(
        subparsers, "verify", "check the claims of papers and posts by computation; print a summary of the verdicts",
        "cgtalg verify                   every reproduction, default ranges\n"
        "cgtalg verify nim welter        two of them\n"
        "cgtalg verify aequitas --max-n 12\n"
        "cgtalg verify welter --details  every claim, with what was computed\n"
        "cgtalg verify --strict          exit status 3 if any claim fails (for CI)\n"
        "cgtalg verify --json -o report.json\n"
        "cgtalg verify --jobs 2          the long checks on 2 worker processes\n"
        "cgtalg verify flipping_coins --engine-coins 14 --scheduler tcp://HOST:8786 --checkpoint coins.jsonl\n"
        "cgtalg verify --list            names, sources and parameters",
        description=(
            "Run the reproductions (checks of the claims of papers, a blog post and a Q&A thread) and\n"
            "print a table of verdicts per source (holds, holds* = holds with an exception, CORRECTED,\n"
            "FAILS), then every claim that does not simply hold, with the smallest counterexample.\n"
            "--details prints every claim. A failing claim is a finding about the source: the exit status\n"
            "is 0 when every check ran (whatever the verdicts), 1 on an internal error, 2 on bad input;\n"
            "with --strict (or --fail-on) it is 3 when a claim has a verdict at or past the level chosen."
        ),
    )
    p.add_argument("names", nargs="*", metavar="NAME", help="reproductions to run (default: all; see --list)")
    p.add_argument("--list", action="store_true", help="list the reproductions and their parameters, run nothing")
    p.add_argument("--json", action="store_true", help="write a machine-readable JSON report instead of text")
    p.add_argument("-o", "--output", metavar="FILE", help="write the report to FILE instead of standard output")
    p.add_argument("--details", action="store_true",
                   help="print every claim with what was computed and over what range (and, for aequitas, "
                        "the full table of printed against computed values)")
    p.add_argument("--strict", action="store_true",
                   help="exit with status 3 when any claim fails (the same as --fail-on fails)")
    p.add_argument("--fail-on", choices=list(_FAIL_ON), default=None,
                   help="exit with status 3 when a claim has this verdict or a worse one: fails; corrected "
                        "(corrected or fails); exception (anything but holds); never (the default)")
    p.add_argument("--no-progress", action="store_true", help="never show a progress bar")
    scale = p.add_argument_group("where the chunks of long checks run (the verdicts are the same everywhere)")
    scale.add_argument("--jobs", type=int, metavar="N", default=None,
                       help="run the chunks on N worker processes on this machine (default: in this process)")
    scale.add_argument("--scheduler", metavar="ADDRESS", default=None,
                       help="run the chunks on a Dask cluster, e.g. tcp://HOST:8786 (needs the 'dask' extra: "
                            "pip install 'cgtalg[dask]')")
    scale.add_argument("--checkpoint", metavar="FILE", default=None,
                       help="keep each finished chunk in FILE (JSON lines) and skip the chunks already there: "
                            "an interrupted run resumes where it stopped")
    group = p.add_argument_group("ranges (each applies to every selected reproduction that has it)")
    for param, entry in _param_table().items():
        users = "; ".join(entry["users"])
        group.add_argument(_option_name(param), dest="p_" + param, metavar=entry["type"].__name__.upper(),
                           help=f"{entry['help']} [{users}]")
    p.set_defaults(func=run)
