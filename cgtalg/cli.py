"""The ``cgtalg`` command line.

Every command prints plain text, reports bad input in one clear line on
standard error and exits with status 2 for bad input, 1 for an internal error
and 0 otherwise (``verify --strict`` adds 3: a claim fails). Bad input is
whatever the library refuses with one of its own error types
(:class:`cgtalg.errors.InputError`); any other exception is a bug, reported
in one line that asks for a report (set ``CGTALG_DEBUG=1`` for the full
traceback). ``cgtalg COMMAND --help`` shows an example of each.

* ``cgtalg verify [NAME ...]`` runs the reproductions registered in
  :mod:`cgtalg.verify` and prints a summary table of the verdicts and the
  claims that do not simply hold; ``--details`` prints every claim with what
  was computed, over what range, and the verdict; ``--json`` gives it all as
  JSON.
* ``cgtalg value EXPR``, ``cgtalg compare A B``, ``cgtalg outcome EXPR``:
  canonical forms, the order and outcome classes of games written in
  CGSuite-style notation (``"{1|*} + ^"``).
* ``cgtalg grundy RULESET ARGS``, ``cgtalg welter COUNTS``,
  ``cgtalg flip COINS``, ``cgtalg coins GAME N``: values of rulesets.

:func:`main` takes the argument list and returns the exit status, so the
command line can be driven from Python too.

Examples
--------
>>> main(["value", "{1|*} + ^"])
{1^|^*}
0
>>> main(["compare", "^", "*"])
^ || *
0
>>> main(["grundy", "nim", "3", "4", "5"])
Nim(3, 4, 5): Grundy value 2 (*2), a first-player win
  winning move: take 2 from the heap of 3, leaving 1
0
"""

from __future__ import annotations

import argparse
import io
import json
import math
import os
import sys
import textwrap
import time
import traceback
from typing import Any, Callable, Iterable, Iterator, Sequence, TextIO

__all__ = ["main", "build_parser"]

from cgtalg.errors import InputError, InputValueError

EXIT_OK = 0
EXIT_INTERNAL = 1
EXIT_BAD_INPUT = 2
EXIT_CLAIM_FAILS = 3  # only with verify --strict / --fail-on

DEBUG_ENV = "CGTALG_DEBUG"
REPORT_TO = "the cgtalg issue tracker"

_EXPR_HELP = (
    "a game in CGSuite-style notation: numbers (3, -1/2, 5/8), * and *n, ^ and v "
    "(up and down), ^^, +-1, {left options | right options}, sums and differences"
)


class UsageError(InputValueError):
    """Bad input found by the command line itself (not by the library)."""


def _debug() -> bool:
    return os.environ.get(DEBUG_ENV, "").strip() not in ("", "0")


def _internal_error(command: str, exc: BaseException, where: str = "") -> str:
    """The one-line report of a bug (plus the traceback when CGTALG_DEBUG is set)."""
    text = (f"{command}: internal error{where}: {type(exc).__name__}: {exc}\n"
            f"This is a bug in cgtalg, not a problem with your input; please report it to {REPORT_TO} "
            f"with the command line and the output of 'cgtalg --version'.")
    if _debug():
        tb = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        return text + "\n" + tb.rstrip("\n") + "\n"
    return text + f" (Set {DEBUG_ENV}=1 for the full traceback.)\n"


# ---------------------------------------------------------------------------
# progress bars


class _Progress:
    """Progress bars on standard error, only when it is a terminal.

    Uses tqdm when it is installed (the ``cli`` extra) and a one-line bar of
    its own otherwise. A bar appears only once its loop has run for
    ``delay`` seconds, so quick checks stay silent. Loops may nest (all
    reproductions outside, one reproduction's loop inside); the plain bar
    then shows them side by side on one line.
    """

    def __init__(self, enabled: bool, delay: float = 2.0, stream: TextIO | None = None):
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = enabled
        self.delay = delay
        self.label = ""
        try:
            from tqdm import tqdm as _tqdm
        except ImportError:
            _tqdm = None
        self._tqdm = _tqdm
        self._stack: list[list[Any]] = []  # [desc, done, total, start] per open loop (plain bar)
        self._shown = False
        self._last = 0.0

    def track(self, iterable: Iterable[Any], total: int | None = None, desc: str = "") -> Iterable[Any]:
        if not self.enabled:
            return iterable
        if total is None:
            try:
                total = len(iterable)  # type: ignore[arg-type]
            except TypeError:
                total = None
        if self.label and desc != self.label:
            desc = f"{self.label}: {desc}" if desc else self.label
        if self._tqdm is not None:
            return self._tqdm(iterable, total=total, desc=desc, delay=self.delay, leave=False,
                              file=self.stream, dynamic_ncols=True)
        return self._plain(iterable, total, desc)

    def _plain(self, iterable: Iterable[Any], total: int | None, desc: str) -> Iterator[Any]:
        entry: list[Any] = [desc, 0, total, time.monotonic()]
        self._stack.append(entry)
        try:
            for item in iterable:
                self._draw()
                yield item
                entry[1] += 1
        finally:
            self._stack.remove(entry)
            if self._stack:
                self._draw(force=True)
            else:
                self.clear()

    def _draw(self, force: bool = False) -> None:
        now = time.monotonic()
        if not self._stack or now - self._stack[0][3] < self.delay or (now - self._last < 0.2 and not force):
            return
        self._last = now
        parts = []
        for desc, done, total, _start in self._stack:
            if total:
                filled = int(20 * done / total)
                parts.append(f"{desc} [{'#' * filled}{'.' * (20 - filled)}] {done}/{total}")
            else:
                parts.append(f"{desc} {done}")
        clock = f" {now - self._stack[0][3]:.0f}s"
        while len(parts) > 1 and len(" | ".join(parts) + clock) > 79:
            parts.pop(0)  # the innermost loop matters most
        text = " | ".join(parts) + clock
        self.stream.write("\r" + text[:79].ljust(79))
        self.stream.flush()
        self._shown = True

    def write(self, text: str, out: TextIO) -> None:
        """Write *text* to *out* without breaking a bar on the same terminal."""
        if self.enabled and self._tqdm is not None:
            self._tqdm.write(text, file=out)
            return
        self.clear()
        out.write(text + "\n")
        out.flush()
        if self._stack:
            self._draw(force=True)

    def clear(self) -> None:
        if self._shown:
            self.stream.write("\r" + " " * 79 + "\r")
            self.stream.flush()
            self._shown = False


# ---------------------------------------------------------------------------
# cgtalg verify


_MARK = {
    "holds": "holds",
    "holds with an exception": "holds*",
    "corrected": "CORRECTED",
    "fails": "FAILS",
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


_FAIL_ON = {
    "never": (),
    "fails": ("fails",),
    "corrected": ("corrected", "fails"),
    "exception": ("holds with an exception", "corrected", "fails"),
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


def _cmd_verify(args: argparse.Namespace, out: TextIO) -> int:
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
    from cgtalg.verify import Context
    from cgtalg.verify.framework import run

    as_json = args.json
    progress = _Progress(enabled=not as_json and not args.no_progress and _isatty(sys.stderr))
    details = args.details
    started = time.monotonic()
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
                findings.extend(run(name, ctx))
        except KeyboardInterrupt:
            raise
        except InputError as exc:  # a parameter the reproduction itself refuses
            progress.clear()
            shown = ", ".join(f"{k}={v}" for k, v in overrides.items())
            raise UsageError(f"{name}: bad parameter{f' ({shown})' if shown else ''}: {exc}") from None
        except Exception as exc:  # an internal error: report it, carry on, exit 1
            error = f"{type(exc).__name__}: {exc}"
            status = EXIT_INTERNAL
            progress.clear()
            sys.stderr.write(_internal_error("cgtalg verify", exc, f" in {name!r}"))
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
    progress.clear()

    everything = [f for r in report for f in r["findings"]]
    counts = {v: sum(1 for f in everything if f["verdict"] == v) for v in _MARK}
    errors = [r["name"] for r in report if r["error"]]
    elapsed = time.monotonic() - started
    if status == EXIT_OK and any(counts[v] for v in _FAIL_ON[fail_on]):
        status = EXIT_CLAIM_FAILS
    if as_json:
        from cgtalg import __version__

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

    lines: list[str] = []
    plural = "s" if len(report) != 1 else ""
    lines.append(f"cgtalg verify: {len(report)} reproduction{plural}, {_tally_text(counts)} ({elapsed:.1f} s)")
    if errors:
        lines.append(f"INTERNAL ERROR in {', '.join(errors)}: those checks did not finish (see standard error)")
    if args.jobs is not None or args.scheduler is not None or checkpoint is not None:
        where = ["chunks ran in this process" if args.jobs in (None, 1) and args.scheduler is None
                 else f"chunks ran on {executor.describe()}"]
        if checkpoint is not None:
            where.append(f"checkpoint {checkpoint.path} ({len(checkpoint)} chunks)")
        lines.append("(" + "; ".join(where) + ")")
    lines.append("")
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
    out.write("\n".join(lines) + "\n")
    return status


def _isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


# ---------------------------------------------------------------------------
# games: value, compare, outcome


def _parse(text: str, what: str = "expression") -> Any:
    from cgtalg.notation.parser import ParseError, parse

    text = text.strip()
    if not text:
        raise UsageError(f"the {what} is empty")
    # Numbers are written in ASCII digits; other Unicode digits ('²', '٣') are refused here,
    # by name and position, before the parser sees them.
    odd = next((i for i, ch in enumerate(text) if ch.isdigit() and not ch.isascii()), None)
    if odd is not None:
        raise UsageError(f"cannot read the {what}: {text[odd]!r} at position {odd} is not an ASCII digit "
                         "(write numbers with 0-9)")
    try:
        return parse(text)
    except ParseError as exc:
        raise UsageError(f"cannot read the {what} {text!r}: {exc}") from None


_OUTCOME_WORDS = {
    "L": "Left wins, whoever starts",
    "R": "Right wins, whoever starts",
    "N": "the first player wins",
    "P": "the second player wins",
}


def _cmd_value(args: argparse.Namespace, out: TextIO) -> int:
    if args.ruleset is not None:
        from cgtalg.rulesets.registry import report, value_of_text

        if not (args.analyse or args.json):
            out.write(report(args.ruleset, " ".join(args.expr), verbose=args.verbose))
            return EXIT_OK
        import json

        from cgtalg.analysis.summary import analyse, analysis_text
        from cgtalg.core.relations import outcome

        rs, pos, g = value_of_text(args.ruleset, " ".join(args.expr))
        o = str(outcome(g))
        if args.json:
            record = {"ruleset": rs.name, "position": rs.format(pos), "outcome": o, **analyse(g)}
            out.write(json.dumps(record, indent=2) + "\n")
        else:
            out.write(f"{rs.name} {rs.format(pos)}\n{'outcome:':<20}{o} ({_OUTCOME_WORDS[o]})\n"
                      + analysis_text(g) + "\n")
        return EXIT_OK
    g = _parse(" ".join(args.expr))
    if args.analyse or args.json:
        from cgtalg.analysis.summary import analysis_json, analysis_text

        out.write((analysis_json(g) if args.json else analysis_text(g)) + "\n")
        return EXIT_OK
    out.write((g.latex() if args.latex else str(g)) + "\n")
    if args.verbose:
        from cgtalg.core.relations import outcome

        o = str(outcome(g))
        out.write(f"outcome: {o} ({_OUTCOME_WORDS[o]})\n")
        out.write(f"birthday: {g.birthday}\n")
        kinds = [k for k, flag in (("number", g.is_number), ("integer", g.is_integer), ("nimber", g.is_nimber),
                                   ("impartial", g.is_impartial), ("infinitesimal", g.is_infinitesimal)) if flag]
        out.write(f"kind: {', '.join(kinds) if kinds else 'none of number, nimber, infinitesimal'}\n")
        if g.is_number:
            out.write(f"as a fraction: {g.as_fraction()}\n")
        if g.is_nimber:
            out.write(f"nim value: {g.nim_value}\n")
    return EXIT_OK


def _cmd_thermograph(args: argparse.Namespace, out: TextIO) -> int:
    from cgtalg.analysis.thermograph_picture import thermograph_command

    out.write(thermograph_command(_parse(" ".join(args.expr)), svg=bool(args.output), subzero=args.subzero))
    return EXIT_OK


def _cmd_compare(args: argparse.Namespace, out: TextIO) -> int:
    from cgtalg.core.relations import compare

    a = _parse(args.a, "first game")
    b = _parse(args.b, "second game")
    rel = compare(a, b)
    out.write(f"{a} {rel} {b}\n")
    return EXIT_OK


def _cmd_outcome(args: argparse.Namespace, out: TextIO) -> int:
    from cgtalg.core.relations import outcome

    g = _parse(" ".join(args.expr))
    o = str(outcome(g))
    out.write(f"{o}: {_OUTCOME_WORDS[o]}\n")
    return EXIT_OK


# ---------------------------------------------------------------------------
# rulesets: grundy, welter, flip, coins


_MAX_DIGITS = 1000  # a count on the command line has at most this many digits


def _ints(items: Sequence[str], what: str, one: str | None = None) -> list[int]:
    """Read whole numbers (ASCII digits, commas or spaces between); refuse negatives when *one* is given.

    *what* names them all ("heap sizes"), *one* names one of them ("a heap
    size") for the non-negative check.
    """
    values = []
    for raw in items:
        for piece in raw.replace(",", " ").split():
            digits = piece.lstrip("+-")
            if not digits or not digits.isascii() or not digits.isdigit() or len(piece) - len(digits) > 1:
                raise UsageError(f"{what} must be whole numbers, not {piece!r}")
            if len(digits) > _MAX_DIGITS:
                raise UsageError(f"{what}: a number of {len(digits)} digits is too large here "
                                 f"(at most {_MAX_DIGITS} digits)")
            value = int(piece)
            if one is not None and value < 0:
                raise UsageError(f"{one} must be non-negative, got {value}")
            values.append(value)
    return values


def _win_text(g: int) -> str:
    return "a first-player win" if g else "a second-player win (a P-position)"


def _grundy_line(label: str, g: int, misere: str | None = None) -> str:
    """One report line: *label*'s Grundy value (or its *misere* kind of value) and who wins."""
    who = _win_text(g)
    if misere is None:
        return f"{label}: Grundy value {g} (*{g}), {who}\n"
    return f"{label}: {misere} Grundy value {g}, {who}\n"


def _grundy_nim(args: list[str], misere: bool, out: TextIO) -> None:
    from cgtalg.impartial import bouton_misere_value, grundy
    from cgtalg.rulesets.nim import Nim, nim_winning_moves

    heaps = _ints(args, "heap sizes", "a heap size")
    p = Nim(*heaps)
    if misere:
        g = bouton_misere_value(heaps)
        out.write(_grundy_line(f"{p!r}, misère play", g, "misère"))
    else:
        g = grundy(p)
        out.write(_grundy_line(f"{p!r}", g))
    for i, after in nim_winning_moves(heaps, misere=misere):
        out.write(f"  winning move: take {heaps[i] - after} from the heap of {heaps[i]}, leaving {after}\n")


def _grundy_welter(args: list[str], misere: bool, out: TextIO) -> None:
    _welter_report(_ints(args, "glass counts", "a glass count"), out, misere=misere)


def _grundy_penny(args: list[str], misere: bool, out: TextIO) -> None:
    from cgtalg.impartial import bouton_misere_value
    from cgtalg.rulesets.penny import Penny

    # The Penny Game is misère Nim by its rules (taking the last penny loses), so
    # --misere changes nothing: it is accepted, and the value is the misère one either way.
    rows = _ints(args, "row lengths", "a row length")
    p = Penny(*rows)
    g = bouton_misere_value(rows)
    out.write(_grundy_line(f"{p!r} (misère Nim: taking the last penny loses)", g, "misère"))


_CRAM_MAX_SQUARES = 28   # a 4x7 board takes about half a minute; each extra square multiplies the time
_CRAM_MAX_STRIP = 300    # one row is a sum of short strips (Dawson's Kayles): fast


def _check_cram_size(squares: int, strip: bool) -> None:
    limit = _CRAM_MAX_STRIP if strip else _CRAM_MAX_SQUARES
    if squares > limit:
        raise UsageError(f"a Cram board of {squares} squares would take too long to value here (at most "
                         f"{_CRAM_MAX_SQUARES} squares, or {_CRAM_MAX_STRIP} in a single row); "
                         "use cgtalg.impartial.grundy from Python to try")


def _grundy_cram(args: list[str], misere: bool, out: TextIO) -> None:
    from cgtalg.impartial import grundy, misere_grundy
    from cgtalg.rulesets.cram import Cram

    if not args:
        raise UsageError("cram takes a size such as 3x4 (rows x columns) or a board such as '.../.##'")
    if len(args) == 1 and not set(args[0]) & set(".#"):
        parts = args[0].lower().split("x")
        if len(parts) != 2 or not all(s.strip().isdigit() for s in parts):
            raise UsageError(f"a Cram size is ROWSxCOLS such as 3x4, not {args[0]!r}")
        rows, cols = int(parts[0]), int(parts[1])
        _check_cram_size(rows * cols, min(rows, cols) <= 1)
        board = Cram.rectangle(rows, cols)
        name = f"Cram {rows}x{cols}"
    elif len(args) == 2 and all(a.isdigit() for a in args):
        return _grundy_cram([f"{args[0]}x{args[1]}"], misere, out)
    else:
        drawing = "/".join(args)
        bad = sorted(set(drawing) - set(".#xX/ "))
        if bad:
            raise UsageError(f"a Cram board is drawn with '.' (empty), '#' or 'x' (filled) and '/' between rows; "
                             f"found {bad[0]!r} in {drawing!r}")
        try:
            board = Cram.from_string(drawing)
        except ValueError as exc:  # the constructor's own check of the drawing (cgtalg.rulesets.cram)
            raise UsageError(f"cannot read the Cram board {drawing!r}: {exc}") from None
        name = "Cram board " + str(board).replace("\n", "/")
        _check_cram_size(board.size, False)
    if misere:
        g = misere_grundy(board)
        out.write(_grundy_line(f"{name}, misère play", g, "misère"))
    else:
        g = grundy(board)
        out.write(_grundy_line(name, g))


_COINS_MAX = 150  # F(120) takes about 5 s; the time grows quickly with the number of coins


def _coin_game(name: str, counts: list[int], fake: str | None = None) -> Any:
    """Build the counterfeit-coin game the user asked for, refusing a bad name or counts as bad input.

    ``coin_game`` checks the name, the number of counts and that the
    counterfeit can be among the coins, raising a plain ``ValueError``
    (cgtalg.rulesets.aequitas does not use the library's input-error types
    yet); only the constructor is guarded here, never the computation.
    """
    from cgtalg.rulesets.aequitas import coin_game

    try:
        return coin_game(name, *counts, fake=fake)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def _check_coins(counts: list[int]) -> None:
    if sum(c for c in counts if c > 0) > _COINS_MAX:
        raise UsageError(f"at most {_COINS_MAX} coins here (the values of larger games take minutes); "
                         "use cgtalg.rulesets.aequitas from Python to try")


def _grundy_coins(args: list[str], misere: bool, out: TextIO) -> None:
    from cgtalg.rulesets.aequitas import classical_misere_value, value

    if not args:
        raise UsageError("coins takes a game name (D, DM, F, FI, FM, FIM, optionally with +) and its counts")
    counts = _ints(args[1:], "coin counts", "a coin count")
    _check_coins(counts)
    pos = _coin_game(args[0], counts)
    if pos.misere and pos.is_goal():
        raise UsageError(f"{args[0]} {' '.join(args[1:])}: the goal is already met, so under the misère "
                         "reading (meeting the goal is forbidden) this game does not exist")
    if misere:
        g = classical_misere_value(pos)
        out.write(_grundy_line(f"{args[0]} {' '.join(args[1:])}", g, "classical misère"))
    else:
        g = value(pos)
        out.write(_grundy_line(f"{args[0]} {' '.join(args[1:])}", g))


_RULESETS: dict[str, tuple[Callable[[list[str], bool, TextIO], None], str]] = {
    "nim": (_grundy_nim, "heap sizes, e.g. 'nim 3 4 5'"),
    "welter": (_grundy_welter, "distinct glass counts, e.g. 'welter 1 3 6 10'"),
    "penny": (_grundy_penny, "row lengths (misère Nim), e.g. 'penny 9 18 34 57'"),
    "cram": (_grundy_cram, "ROWSxCOLS or a board ('.' empty, '#' filled, '/' between rows), e.g. 'cram 3x4'"),
    "coins": (_grundy_coins, "a counterfeit-coin game and its counts, e.g. 'coins FIM+ 7' or 'coins D 2 3'"),
}


def _cmd_grundy(args: argparse.Namespace, out: TextIO) -> int:
    key = args.ruleset.lower()
    if key not in _RULESETS:
        raise UsageError(f"unknown ruleset {args.ruleset!r}; known: {', '.join(_RULESETS)}")
    _RULESETS[key][0](list(args.args), args.misere, out)
    return EXIT_OK


_WELTER_MAX_GLASSES = 10_000       # the value is O(n log n): instant at this size
_WELTER_MAX_MOVE_GLASSES = 500     # winning moves are O(n**3): about 1.2 s at 500 glasses
_WELTER_MAX_MISERE_POSITIONS = 200_000  # misère play is a search over every position below


def _welter_moves(counts: list[int], out: TextIO, moves: list[tuple[int, int]]) -> None:
    for before, after in moves:
        out.write(f"  winning move: take {before - after} from the glass of {before}, leaving {after}\n")
    if not moves:
        out.write("  no winning move: every move leaves a position the opponent wins\n")


def _welter_report(counts: list[int], out: TextIO, misere: bool = False) -> None:
    from cgtalg.rulesets.welter import Welter, welter, welter_winning_moves

    if not counts:
        raise UsageError("give the numbers of balls in the glasses, e.g. 'welter 1 3 6 10'")
    if len(counts) > _WELTER_MAX_GLASSES:
        raise UsageError(f"{len(counts)} glasses are too many here (at most {_WELTER_MAX_GLASSES}); "
                         "use cgtalg.rulesets.welter.welter from Python to try")
    position = Welter(counts)
    shown = "|".join(str(c) for c in counts)
    if misere:
        from cgtalg.impartial import misere_grundy

        # every position below this one is a set of len(counts) distinct counts up to max(counts)
        size = math.comb(max(counts) + 1, len(counts))
        if size > _WELTER_MAX_MISERE_POSITIONS:
            raise UsageError(f"misère Welter is valued by searching every position below this one: up to "
                             f"{size} positions here, at most {_WELTER_MAX_MISERE_POSITIONS} are searched")
        cache: dict[Any, int] = {}
        v = misere_grundy(position, cache=cache)
        out.write(f"Welter [{shown}], misère play: misère Grundy value {v}, {_win_text(v)}\n")
        if not position.options():
            out.write("  no move is left: the player to move has won (the last player to move loses)\n")
            return
        moves = []
        for option in position.options():
            if misere_grundy(option, cache=cache) == 0:
                before = next(c for c in position.coins if c not in option.coins)
                after = next(c for c in option.coins if c not in position.coins)
                moves.append((before, after))
        _welter_moves(counts, out, sorted(moves))
        return
    v = welter(counts)
    out.write(f"Welter value [{shown}] = {v}: {_win_text(v)}\n")
    if len(counts) > _WELTER_MAX_MOVE_GLASSES:
        out.write(f"  (winning moves are listed for at most {_WELTER_MAX_MOVE_GLASSES} glasses: finding them "
                  "takes time cubic in the number of glasses)\n")
        return
    _welter_moves(counts, out, welter_winning_moves(counts))


def _cmd_octal(args: argparse.Namespace, out: TextIO) -> int:
    from cgtalg.analysis.octal import octal_report

    try:
        octal_report(args.game, args.heaps, period=args.period, method=args.method, checkpoint=args.checkpoint,
                     resume=args.resume, plot=args.plot, show=args.show,
                     progress=not args.no_progress and _isatty(sys.stderr), out=out)
    except ImportError as exc:  # --plot without matplotlib: say what to install
        raise UsageError(str(exc)) from None
    return EXIT_OK


def _cmd_misere_quotient(args: argparse.Namespace, out: TextIO) -> int:
    from cgtalg.analysis.misere_quotient_report import misere_quotient_report

    positions = [_ints(p.replace(",", " ").split(), "heaps", "a heap size") for p in args.outcome or []]
    misere_quotient_report(args.game, args.heaps, checkpoint=args.checkpoint, resume=args.resume,
                           outcomes=positions, progress=not args.no_progress and _isatty(sys.stderr), out=out)
    return EXIT_OK


def _cmd_welter(args: argparse.Namespace, out: TextIO) -> int:
    if args.start is not None:
        from cgtalg.rulesets.welter import glasses_start, start_value

        if args.counts:
            raise UsageError("give either COUNTS or --start N, not both")
        n = args.start
        if n < 0:
            raise UsageError(f"--start takes a non-negative number of glasses, not {n}")
        if n <= _WELTER_MAX_MOVE_GLASSES:
            _welter_report(list(glasses_start(n).coins), out)
            return EXIT_OK
        # the starting value has a closed recursion: any n, instantly
        v = start_value(n)
        out.write(f"Welter value [{n + 1}|{n + 2}|...|{2 * n}] ({n} glasses) = {v}: {_win_text(v)}\n")
        out.write(f"  (winning moves are listed for at most {_WELTER_MAX_MOVE_GLASSES} glasses: finding them "
                  "takes time cubic in the number of glasses)\n")
        return EXIT_OK
    _welter_report(_ints(args.counts, "glass counts", "a glass count"), out)
    return EXIT_OK


def _cmd_flip(args: argparse.Namespace, out: TextIO) -> int:
    from cgtalg.analysis.flipping_coins import best_left_move, best_right_move, coins_outcome, decompose

    rows = args.coins
    for row in rows:
        bad = next((i for i, ch in enumerate(row) if ch not in "01"), None)
        if bad is not None:
            raise UsageError(f"a row of coins is a string of '0' (tail) and '1' (head): found {row[bad]!r} "
                             f"at index {bad}")
    if len(rows) > 1:
        from cgtalg.analysis.flipping_coins import coins_value

        total = sum((coins_value(r) for r in rows), start=coins_value(""))
        for r in rows:
            out.write(f"{r}: {coins_value(r)}  = {decompose(r)}\n")
        from cgtalg.core.values import number
        from cgtalg.core.relations import outcome

        out.write(f"sum: {total}, outcome {outcome(number(total))}\n")
        return EXIT_OK
    d = decompose(rows[0])
    out.write(d.explain() + "\n")
    o = str(coins_outcome(rows[0]))
    out.write(f"outcome    {o} ({_OUTCOME_WORDS[o]})\n")
    left, right = best_left_move(rows[0]), best_right_move(rows[0])
    out.write(f"best moves Left -> {left if left is not None else '(none)'!s}"
              f", Right -> {right if right is not None else '(none)'!s}\n")
    return EXIT_OK


def _cmd_coins(args: argparse.Namespace, out: TextIO) -> int:
    from cgtalg.rulesets.aequitas import describe_game, winning_line

    counts = _ints(args.counts, "coin counts", "a coin count")
    _check_coins(counts)
    if args.table:
        from cgtalg.verify.aequitas import render_game_table

        if len(counts) != 1:
            raise UsageError("--table takes one count: the largest N (l + h for the destined games)")
        unused = [opt for opt, used in (("--fake", args.fake), ("--classical", args.classical)) if used]
        if unused:
            raise UsageError(f"--table lists both weights of the counterfeit and both misère readings; "
                             f"{' and '.join(unused)} do{'es' if len(unused) == 1 else ''} not apply to it")
        _coin_game(args.game, [1, 1] if args.game.upper().startswith("D") else [1])  # check the name
        out.write(render_game_table(args.game, counts[0]) + "\n")
        return EXIT_OK
    pos = _coin_game(args.game, counts, fake=args.fake)
    out.write(describe_game(pos) + "\n")
    if not (pos.misere and pos.is_goal()):
        out.write("\nA game played well by both sides:\n")
        for line in winning_line(pos, classical=args.classical):
            out.write("  " + line + "\n")
    return EXIT_OK


# ---------------------------------------------------------------------------
# the parser


class _Formatter(argparse.RawDescriptionHelpFormatter):
    pass


def _sub(subparsers: Any, name: str, help_text: str, example: str, description: str = "") -> argparse.ArgumentParser:
    return subparsers.add_parser(
        name,
        help=help_text,
        description=(description or help_text),
        epilog="examples:\n" + textwrap.indent(example.strip("\n"), "  "),
        formatter_class=_Formatter,
    )


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser of the ``cgtalg`` command.

    Returns
    -------
    argparse.ArgumentParser
        With one subcommand per command (``value``, ``outcome``, ``verify``, ...).

    Examples
    --------
    >>> build_parser().parse_args(["value", "1/2"]).expr
    ['1/2']
    """
    parser = argparse.ArgumentParser(
        prog="cgtalg",
        description="Exact combinatorial game theory: values of games and machine checks of published papers.",
        epilog=(
            "examples:\n"
            "  cgtalg verify                 check every reproduced paper\n"
            "  cgtalg value '{1|*} + ^'      canonical form\n"
            "  cgtalg grundy nim 3 4 5       Grundy value and winning moves\n"
            "Run 'cgtalg COMMAND --help' for the options of a command.\n\n"
            "exit status: 0 done, 1 internal error (a bug: please report it), 2 bad input,\n"
            "3 a claim fails (verify --strict / --fail-on only). Set CGTALG_DEBUG=1 to see the\n"
            "traceback of an internal error."
        ),
        formatter_class=_Formatter,
    )
    from cgtalg import __version__

    parser.add_argument("--version", action="version", version=f"cgtalg {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = _sub(
        sub, "verify", "check the claims of papers and posts by computation; print a summary of the verdicts",
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
    p.set_defaults(func=_cmd_verify)

    p = _sub(sub, "value", "print the canonical form of a game",
             "cgtalg value '{1|*} + ^'       ->  {1^|^*}\n"
             "cgtalg value '{0|{0|-1}}' --latex\n"
             "cgtalg value 1/2 + 1/4 -v      (words are joined: no quotes needed without | or *)\n"
             "cgtalg value --ruleset domineering '....|....|....'   value and outcome of a board\n"
             "cgtalg value --ruleset domineering '...|...' --analyse   also its mean, temperature, thermograph, ...")
    p.add_argument("expr", nargs="+", metavar="EXPR", help=_EXPR_HELP)
    p.add_argument("--latex", action="store_true", help="print LaTeX instead of plain notation")
    p.add_argument("-v", "--verbose", action="store_true", help="also print outcome, birthday and kind")
    p.add_argument("--analyse", "--analyze", dest="analyse", action="store_true",
                   help="print stops, mean, temperature, thermograph, reduced form, atomic weight, incentives")
    p.add_argument("--json", action="store_true", help="the --analyse record as JSON")
    p.add_argument("--ruleset", metavar="NAME",
                   help="value a position of a registered ruleset instead (domineering, cram, clobber, konane, "
                        "amazons, fission, toads-and-frogs, toppling-dominoes, snort, col, hackenbush, cutcake), "
                        "written as its position text, e.g. --ruleset domineering '....|....|....'")
    p.set_defaults(func=_cmd_value)

    p = _sub(sub, "thermograph", "print the thermograph of a game, or draw it as SVG with -o",
             "cgtalg thermograph '{3|-1}'\n"
             "cgtalg thermograph '{4||2|0}' -o t.svg\n"
             "cgtalg thermograph '{2|{1|0}}' --subzero -o t.svg   (draw from t = -1)")
    p.add_argument("expr", nargs="+", metavar="EXPR", help=_EXPR_HELP)
    p.add_argument("-o", "--output", metavar="FILE", help="write an SVG picture to FILE")
    p.add_argument("--subzero", action="store_true", help="include temperatures -1 <= t < 0")
    p.set_defaults(func=_cmd_thermograph)

    p = _sub(sub, "compare", "print how two games compare: <, =, > or || (confused)",
             "cgtalg compare '^' '*'         ->  ^ || *\n"
             "cgtalg compare '{0|1}' 1/2     ->  1/2 = 1/2")
    p.add_argument("a", metavar="A", help="the first game (" + _EXPR_HELP + ")")
    p.add_argument("b", metavar="B", help="the second game")
    p.set_defaults(func=_cmd_compare)

    p = _sub(sub, "outcome", "print the outcome class (L, R, N or P) of a game",
             "cgtalg outcome '*'             ->  N: the first player wins\n"
             "cgtalg outcome '^*'")
    p.add_argument("expr", nargs="+", metavar="EXPR", help=_EXPR_HELP)
    p.set_defaults(func=_cmd_outcome)

    known = "\n".join(f"  {k:<7} {v[1]}" for k, v in _RULESETS.items())
    p = _sub(sub, "grundy", "print the Grundy value of a position of an impartial ruleset",
             "cgtalg grundy nim 3 4 5\n"
             "cgtalg grundy nim 1 1 2 --misere\n"
             "cgtalg grundy welter 1 3 6 10\n"
             "cgtalg grundy cram 3x4\n"
             "cgtalg grundy coins FIM+ 7",
             description="Print the Grundy value of a position of an impartial ruleset.\n\nrulesets:\n" + known)
    p.add_argument("ruleset", metavar="RULESET", help=", ".join(_RULESETS))
    p.add_argument("args", nargs="*", metavar="ARG", help="the position (see above)")
    p.add_argument("--misere", action="store_true",
                   help="misère play (last player to move loses); for coins: classical misère; "
                        "penny is misère by its rules, so it changes nothing there")
    p.set_defaults(func=_cmd_grundy)

    p = _sub(sub, "octal", "nim-sequence of a take-and-break game, with its certified period",
             "cgtalg octal 0.77 --heaps 100000 --period\n"
             "cgtalg octal 0.07 --heaps 5000 --plot dawson.png\n"
             "cgtalg octal 'S(1,3,4)' --heaps 100 --period\n"
             "cgtalg octal 0.16 --heaps 600000 --period --checkpoint 016.txt --resume",
             description=("Compute G(0..N) of a heap game: an octal or hexadecimal code (0.77 Kayles, 0.07\n"
                          "Dawson's Kayles, 4.7, 0.[3] Nim), S(1,3,4), 'S(all but 1,2)' or grundy. --period\n"
                          "reports the period only with a certificate from the periodicity theorem.\n"
                          "Ctrl-C saves the values to --checkpoint; --resume continues from it."))
    p.add_argument("game", metavar="GAME", help="a code such as 0.77, S(1,3,4), 'S(all but 1,2)' or grundy")
    p.add_argument("--heaps", type=int, default=1000, metavar="N", help="compute heaps 0..N (default 1000)")
    p.add_argument("--period", action="store_true", help="find the period and certify it")
    p.add_argument("--method", choices=["auto", "mex", "sparse"], default="auto",
                   help="sparse-space method or plain mex scan (default: auto)")
    p.add_argument("--checkpoint", metavar="FILE", help="save the values here on Ctrl-C and at the end")
    p.add_argument("--resume", action="store_true", help="start from the values in --checkpoint")
    p.add_argument("--plot", metavar="FILE", help="save a scatter plot of G(n) (needs matplotlib)")
    p.add_argument("--show", type=int, default=40, metavar="K", help="print the first K values (default 40)")
    p.add_argument("--no-progress", action="store_true", help="never show a progress bar")
    p.set_defaults(func=_cmd_octal)

    p = _sub(sub, "misere-quotient", "certified misère quotient of a heap game, heap by heap",
             "cgtalg misere-quotient 0.77 --heaps 30\n"
             "cgtalg misere-quotient 0.77 --heaps 30 --outcome 1,4,12 --outcome 7,11,30\n"
             "cgtalg misere-quotient 0.07 --heaps 24 --checkpoint dawson.q --resume",
             description=("Compute the misère quotient (Plambeck and Siegel) of a heap game for heaps up to N,\n"
                          "one heap at a time; each heap's quotient is proved for every position before the\n"
                          "next. --checkpoint writes it after each heap (Ctrl-C keeps the last finished heap);\n"
                          "--resume continues from the file after re-proving it."))
    p.add_argument("game", metavar="GAME", help="a code such as 0.77, 0.07, S(1,2) or grundy")
    p.add_argument("--heaps", type=int, default=20, metavar="N", help="heaps up to N (default 20)")
    p.add_argument("--outcome", action="append", metavar="H1,H2,...",
                   help="print the misère outcome of this position (repeatable)")
    p.add_argument("--checkpoint", metavar="FILE", help="write the quotient here after each heap")
    p.add_argument("--resume", action="store_true", help="start from the quotient in --checkpoint")
    p.add_argument("--no-progress", action="store_true", help="never show a progress line")
    p.set_defaults(func=_cmd_misere_quotient)

    p = _sub(sub, "welter", "print the Welter value of glass counts and the winning moves",
             "cgtalg welter 1 3 6 10         ->  Welter value [1|3|6|10] = 10 ...\n"
             "cgtalg welter --start 5        the glasses game with 6, 7, ..., 10 balls")
    p.add_argument("counts", nargs="*", metavar="COUNT", help="numbers of balls in the glasses, all different")
    p.add_argument("--start", type=int, metavar="N", help="the starting position n+1, ..., 2n of the glasses game")
    p.set_defaults(func=_cmd_welter)

    p = _sub(sub, "flip", "value of a flipping-coins row and its ordinal-sum decomposition",
             "cgtalg flip 01001010110101\n"
             "cgtalg flip 011 0101            (a sum of rows)",
             description=("Value a row of coins ('0' tail, '1' head, coin i has weight 2**i) in the game of\n"
                          "flipping coins, and show how it decomposes into an ordinal sum."))
    p.add_argument("coins", nargs="+", metavar="COINS", help="a row of 0s and 1s (several rows: their sum)")
    p.set_defaults(func=_cmd_flip)

    p = _sub(sub, "coins", "a counterfeit-coin game (Æquitas): its value, moves and a winning line",
             "cgtalg coins FIM+ 7\n"
             "cgtalg coins D 2 3 --fake heavy\n"
             "cgtalg coins F 12 --table      values of F(N) for N = 1..12",
             description=("Value a counterfeit-coin game: D/DM take the numbers of light- and heavy-destined\n"
                          "coins, F/FI/FM/FIM the number of coins; a trailing + adds a known genuine coin;\n"
                          "M is the paper's misère reading."))
    p.add_argument("game", metavar="GAME", help="D, DM, F, FI, FM or FIM, optionally followed by +")
    p.add_argument("counts", nargs="+", metavar="N", help="N (or l h for D and DM)")
    p.add_argument("--fake", choices=["light", "heavy"], help="the weight of the counterfeit")
    p.add_argument("--classical", action="store_true", help="play the winning line by classical misère rules")
    p.add_argument("--table", action="store_true", help="print the values for every size up to N")
    p.set_defaults(func=_cmd_coins)
    return parser


_EXPR_COMMANDS = {"value", "compare", "outcome", "thermograph"}


def _protect_expressions(argv: list[str]) -> list[str]:
    """Let expressions such as ``-1/2`` or ``-^`` through argparse.

    argparse takes any word starting with ``-`` for an option; a leading
    space keeps it a positional argument, and the parser ignores the space.
    """
    if not argv or argv[0] not in _EXPR_COMMANDS:
        return argv
    fixed = [argv[0]]
    for word in argv[1:]:
        if len(word) > 1 and word[0] == "-" and not word[1].isalpha() and word[1] != "-":
            word = " " + word
        fixed.append(word)
    return fixed


_FLAGS = {"-h", "--help", "--version", "--list", "--json", "--details", "--strict", "--no-progress", "--misere",
          "--classical", "--table", "--latex", "-v", "--verbose", "--period", "--resume",
          "--analyse", "--analyze", "--subzero"}


def _options_first(argv: list[str]) -> list[str]:
    """Move options before the positional words, so ``grundy nim 1 2 --misere`` works.

    argparse stops filling a ``nargs='*'`` positional at the first option;
    options may come anywhere on the command line, so they are moved to the
    front (with their values). Words such as ``-3`` (negative numbers) stay.
    """
    if not argv or argv[0] in _EXPR_COMMANDS:
        return argv
    front, words = [argv[0]], []
    i = 1
    while i < len(argv):
        word = argv[i]
        if word == "--":
            words.extend(argv[i + 1:])
            break
        if word.startswith("-") and len(word) > 1 and not word[1].isdigit():
            front.append(word)
            if word not in _FLAGS and "=" not in word and i + 1 < len(argv):
                front.append(argv[i + 1])
                i += 1
        else:
            words.append(word)
        i += 1
    return front + words


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """Run the ``cgtalg`` command with *argv* and return the exit status.

    Parameters
    ----------
    argv : sequence of str, optional
        The arguments after ``cgtalg`` (default: ``sys.argv[1:]``).
    out : text stream, optional
        Where the output goes (default: standard output; ``verify -o FILE``
        writes to FILE).

    Returns
    -------
    int
        0 on success, 2 for bad input or usage (the message goes to standard
        error), 3 when ``verify --strict``/``--fail-on`` finds a failing claim,
        130 after Ctrl-C, and 1 for an internal error (a bug: the message asks
        for a report).

    Examples
    --------
    >>> main(["outcome", "^*"])
    N: the first player wins
    0
    >>> main(["value", "1/3"])
    2
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    try:
        args = parser.parse_args(_options_first(_protect_expressions(argv)))
    except SystemExit as exc:  # --help, --version, or a usage error (argparse printed it)
        return int(exc.code or 0) if not isinstance(exc.code, str) else EXIT_BAD_INPUT
    if getattr(args, "func", None) is None:
        parser.print_help()
        return EXIT_BAD_INPUT
    stream = out if out is not None else sys.stdout
    command = f"cgtalg {args.command}"
    try:
        if getattr(args, "output", None):
            # the report is written only once it is complete
            buffer = io.StringIO()
            status = args.func(args, buffer)
            try:
                with open(args.output, "w", encoding="utf-8") as handle:
                    handle.write(buffer.getvalue())
            except OSError as exc:
                raise UsageError(f"cannot write {args.output!r}: {exc.strerror}") from None
            return status
        return args.func(args, stream)
    except InputError as exc:
        # bad input: refused by the command line or by the library's own checks
        sys.stderr.write(f"{command}: error: {exc}\n")
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        sys.stderr.write(f"{command}: interrupted\n")
        return 130
    except BrokenPipeError:
        return EXIT_OK
    except Exception as exc:  # anything else is a bug: say so in one line, ask for a report
        sys.stderr.write(_internal_error(command, exc))
        return EXIT_INTERNAL


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
