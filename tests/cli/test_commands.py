"""The ``cgtalg`` command line: outputs checked against the library, exit codes, errors.

Most tests call :func:`cgtalg.cli.main` in-process (fast); a few run the
installed console script in a subprocess to check the entry point itself.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import Relation, compare, number, outcome, parse
from cgtalg.cli import build_parser, main
from cgtalg.cli.progress import Progress
from cgtalg.impartial import grundy
from cgtalg.verify import registry

from ..cli_runner import run_cli


# -- value, compare, outcome -------------------------------------------------


@pytest.mark.parametrize("expr", ["0", "*", "^", "{1|*} + ^", "-1/2", "+-1", "{0|{0|-1}}", "^^*3", "5/8 - *2"])
def test_value_prints_canonical_form_that_reads_back(expr: str) -> None:
    status, out, err = run_cli("value", expr)
    assert status == 0 and err == ""
    assert parse(out.strip()) == parse(expr)
    assert out.strip() == str(parse(expr))


def test_value_joins_words_and_accepts_leading_minus() -> None:
    status, out, _ = run_cli("value", "-1/2", "+", "^")
    assert status == 0
    assert parse(out.strip()) == parse("-1/2 + ^")
    status, out, _ = run_cli("value", "-^")
    assert status == 0 and parse(out.strip()) == -parse("^")


def test_value_latex_and_verbose() -> None:
    status, out, _ = run_cli("value", "--latex", "{0|{0|-1}}")
    assert status == 0 and out.strip() == parse("{0|{0|-1}}").latex()
    status, out, _ = run_cli("value", "-v", "3/4")
    assert status == 0
    assert "as a fraction: 3/4" in out and "outcome: L" in out and "number" in out


@settings(max_examples=40, deadline=None)
@given(st.integers(-40, 40), st.integers(0, 4), st.integers(-3, 3), st.integers(0, 5))
def test_compare_agrees_with_library(num: int, exp: int, ups: int, star: int) -> None:
    x = Fraction(num, 2**exp)
    a = number(x) + ups * parse("^") + parse(f"*{star}")
    b = parse("{1|*} + ^")
    status, out, _ = run_cli("compare", str(a), str(b))
    assert status == 0
    rel = compare(a, b)
    assert out.strip() == f"{a} {rel} {b}"


def test_compare_each_relation() -> None:
    expected = {("^", "*"): Relation.CONFUSED, ("{0|1}", "1/2"): Relation.EQUAL,
                ("1/4", "^"): Relation.GREATER, ("-1", "0"): Relation.LESS}
    for (a, b), rel in expected.items():
        status, out, _ = run_cli("compare", a, b)
        assert status == 0 and f" {rel.value} " in out


@pytest.mark.parametrize("expr", ["0", "*", "^", "v", "1", "-1", "^*", "{1|-1}"])
def test_outcome_matches_library(expr: str) -> None:
    status, out, _ = run_cli("outcome", expr)
    assert status == 0
    assert out.split(":")[0] == str(outcome(parse(expr)))


@pytest.mark.parametrize(
    "argv, needle",
    [
        (["value", "1/3"], "not a dyadic"),
        (["value", "{1|"], "never closed"),
        (["value", "   "], "empty"),
        (["compare", "^", "{"], "second game"),
        (["outcome", "1 +"], "cannot read"),
        (["grundy", "nim", "-3"], "non-negative"),
        (["grundy", "nim", "x"], "whole numbers"),
        (["grundy", "chess", "1"], "unknown ruleset"),
        (["grundy", "cram", "3y4"], "ROWSxCOLS"),
        (["grundy", "cram", "9x9"], "too long"),
        (["grundy", "coins", "X", "3"], "unknown game"),
        (["grundy", "coins", "D", "3"], "two counts"),
        (["welter", "2", "2"], "distinct"),
        (["welter"], "give the numbers"),
        (["flip", "01x"], "index 2"),
        (["coins", "F", "-1"], "non-negative"),
        (["coins", "F", "1000"], "at most 150 coins"),
        (["grundy", "coins", "D", "100", "100"], "at most 150 coins"),
        (["verify", "nope"], "no reproduction called 'nope'"),
        (["verify", "--max-coins", "x"], "integer"),
        (["verify", "--max-coins", "-1"], "non-negative"),
        (["verify", "laws", "--max-n", "5"], "not a parameter of laws"),
    ],
)
def test_bad_input_is_one_clear_line_and_status_2(argv: list[str], needle: str) -> None:
    status, out, err = run_cli(*argv)
    assert status == 2
    assert needle in err
    assert "Traceback" not in err


def test_usage_errors_exit_2() -> None:
    assert run_cli()[0] == 2                      # no command
    assert run_cli("value")[0] == 2               # missing argument (argparse)
    assert run_cli("nosuchcommand")[0] == 2


@pytest.mark.parametrize("command", ["verify", "value", "compare", "outcome", "grundy", "welter", "flip", "coins"])
def test_every_command_help_shows_an_example(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([command, "--help"]) == 0
    text = capsys.readouterr().out
    assert "examples:" in text and f"cgtalg {command}" in text


# -- rulesets ---------------------------------------------------------------


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(0, 40), min_size=1, max_size=5))
def test_grundy_nim_is_xor_and_moves_win(heaps: list[int]) -> None:
    status, out, _ = run_cli("grundy", "nim", *map(str, heaps))
    assert status == 0
    xor = 0
    for h in heaps:
        xor ^= h
    assert f"Grundy value {xor} " in out
    moves = [line for line in out.splitlines() if line.startswith("  winning move:")]
    assert (len(moves) > 0) == (xor != 0)
    for line in moves:  # "take T from the heap of H, leaving A"
        words = line.replace(",", "").split()
        before, after = int(words[-3]), int(words[-1])
        assert (xor ^ before ^ after) == 0


def test_grundy_cram_and_welter_against_engine() -> None:
    from cgtalg.rulesets.grid.cram import Cram
    from cgtalg.rulesets.heap.welter import Welter

    for r, c in [(1, 5), (2, 3), (3, 3), (2, 5)]:
        _, out, _ = run_cli("grundy", "cram", f"{r}x{c}")
        assert f"Grundy value {grundy(Cram.rectangle(r, c), shortcuts=False)} " in out
    _, out, _ = run_cli("grundy", "cram", ".../.##")
    assert f"Grundy value {grundy(Cram.from_string('.../.##'))} " in out
    counts = [1, 3, 6, 10]
    _, out, _ = run_cli("grundy", "welter", *map(str, counts))
    assert f"= {grundy(Welter(counts), shortcuts=False)}:" in out


def test_grundy_misere_nim_by_brute_force() -> None:
    from cgtalg.impartial import misere_grundy
    from cgtalg.rulesets.heap.nim import Nim

    for heaps in ([1, 1], [1, 1, 1], [2, 2], [1, 1, 2], [3, 1]):
        _, out, _ = run_cli("grundy", "nim", *map(str, heaps), "--misere")
        assert f"misère Grundy value {misere_grundy(Nim(*heaps))}," in out


def test_grundy_coins_and_penny() -> None:
    from cgtalg.impartial import misere_outcome
    from cgtalg.rulesets.coins.aequitas import FIM, D, value
    from cgtalg.rulesets.heap.penny import Penny

    _, out, _ = run_cli("grundy", "coins", "FIM+", "7")
    assert f"Grundy value {value(FIM(7, extra=True))} " in out
    _, out, _ = run_cli("grundy", "coins", "D", "2", "3")
    assert f"Grundy value {value(D(2, 3))} " in out
    _, out, _ = run_cli("grundy", "penny", "3", "5", "6")
    lost = str(misere_outcome(Penny(3, 5, 6))) == "P"
    assert ("second-player win" in out) == lost


@settings(max_examples=25, deadline=None)
@given(st.sets(st.integers(0, 12), min_size=1, max_size=4))
def test_welter_moves_reach_zero(glasses: set[int]) -> None:
    from cgtalg.rulesets.heap.welter import Welter

    counts = sorted(glasses)
    status, out, _ = run_cli("welter", *map(str, counts))
    assert status == 0
    value = grundy(Welter(counts), shortcuts=False)
    assert f"= {value}:" in out.splitlines()[0]
    moves = [line for line in out.splitlines() if line.startswith("  winning move:")]
    assert (len(moves) > 0) == (value != 0)
    for line in moves:  # "take T from the glass of B, leaving A"
        words = line.replace(",", "").split()
        before, after = int(words[-3]), int(words[-1])
        rest = [c for c in counts if c != before] + [after]
        assert grundy(Welter(rest), shortcuts=False) == 0


def test_welter_start() -> None:
    from cgtalg.rulesets.heap.welter import start_value

    _, out, _ = run_cli("welter", "--start", "5")
    assert out.startswith("Welter value [6|7|8|9|10] = ") and f"= {start_value(5)}:" in out


@settings(max_examples=25, deadline=None)
@given(st.text(alphabet="01", min_size=1, max_size=12))
def test_flip_value_matches_engine(coins: str) -> None:
    from cgtalg import value
    from cgtalg.rulesets.coins.flipping_coins import FlippingCoins

    status, out, _ = run_cli("flip", coins)
    assert status == 0
    line = next(ln for ln in out.splitlines() if ln.startswith("value"))
    assert number(Fraction(line.split()[1])) == value(FlippingCoins(coins))


def test_flip_sum() -> None:
    from cgtalg.analysis.flipping_coins import coins_value

    _, out, _ = run_cli("flip", "011", "0101")
    total = coins_value("011") + coins_value("0101")
    assert f"sum: {total}, outcome {outcome(number(total))}" in out


def test_coins_report_and_table() -> None:
    from cgtalg.rulesets.coins.aequitas import F, value

    _, out, _ = run_cli("coins", "FIM+", "7")
    assert "Grundy value" in out and "Player 1" in out
    _, out, _ = run_cli("coins", "F", "6", "--table")
    for n in range(2, 7):
        v = value(F(n))
        assert f"N = {n}: {v} / {v};" in out


# -- verify -----------------------------------------------------------------


def test_verify_parser_has_every_parameter() -> None:
    parser = build_parser()
    verify = parser._subparsers._group_actions[0].choices["verify"]  # type: ignore[union-attr]
    options = {o for a in verify._actions for o in a.option_strings}
    for repro in registry().values():
        for param in repro.params:
            assert "--" + param.replace("_", "-") in options


SMALL_COINS = ("--max-coins", "7", "--engine-coins", "4", "--random-rows", "1")


def test_verify_text_lists_every_claim() -> None:
    from cgtalg.verify import run

    status, out, err = run_cli("verify", "flipping_coins", "laws", "--max-birthday", "1", *SMALL_COINS,
                               "--no-progress", "--details")
    assert status == 0, err
    expected = list(run("flipping_coins", max_coins=7, engine_coins=4, random_rows=1))
    expected += list(run("laws", max_birthday=1))
    for f in expected:
        assert f.claim[:60] in out.replace("\n             ", " ")
    lines = out.strip().splitlines()
    total = lines[0]
    assert total.startswith(f"cgtalg verify: 2 reproductions, {len(expected)} claims")
    for verdict, word in (("holds", "hold"), ("corrected", "corrected"), ("fails", "fail")):
        n = sum(f.verdict.value == verdict for f in expected)
        assert (f"{n} {word}" in total) == (n > 0)
    assert "max_birthday=1" in out and "max_coins=7" in out


def test_verify_json_report(tmp_path: os.PathLike[str]) -> None:
    from cgtalg.verify import run

    target = os.path.join(tmp_path, "report.json")
    status, out, err = run_cli("verify", "flipping_coins", *SMALL_COINS, "--json", "-o", target)
    assert status == 0 and out == f"cgtalg verify: wrote the JSON report to {target}\n", err
    with open(target, encoding="utf-8") as fh:
        doc = json.load(fh)
    expected = [f.as_dict() for f in run("flipping_coins", max_coins=7, engine_coins=4, random_rows=1)]
    (rep,) = doc["reproductions"]
    assert rep["params"]["max_coins"] == 7 and rep["params"]["random_state"] == 2021 and rep["error"] is None
    assert rep["findings"] == expected
    assert doc["summary"]["claims"] == len(expected) and doc["ok"] is True
    for verdict in ("holds", "holds with an exception", "corrected", "fails"):
        assert doc["summary"][verdict] == sum(f["verdict"] == verdict for f in expected)


def test_verify_aequitas_by_name_prints_the_table() -> None:
    from cgtalg.verify.aequitas import render_check_table

    status, out, _ = run_cli("verify", "aequitas", "--max-n", "6", "--details")
    assert status == 0
    assert render_check_table(6) in out
    status, out, _ = run_cli("verify", "aequitas", "--max-n", "6")
    assert render_check_table(6) not in out and "FAILS" in out


def test_verify_internal_error_exits_1_and_carries_on() -> None:
    from cgtalg.verify.framework import _REGISTRY, Finding, Verdict, reproduction

    @reproduction("zz_broken", "A broken check", "nobody")
    def broken(ctx):  # type: ignore[no-untyped-def]
        yield Finding("first claim", "1", "once", Verdict.HOLDS)
        raise RuntimeError("boom")

    try:
        status, out, err = run_cli("verify", "zz_broken", "laws", "--max-birthday", "1", "--json")
    finally:
        _REGISTRY.pop("zz_broken")
    assert status == 1
    doc = json.loads(out)
    broken_report, laws_report = doc["reproductions"]
    assert broken_report["error"] == "RuntimeError: boom" and len(broken_report["findings"]) == 1
    assert laws_report["error"] is None and laws_report["findings"]
    assert doc["ok"] is False and "boom" in err


def test_verify_list() -> None:
    status, out, _ = run_cli("verify", "--list")
    assert status == 0
    for name in registry():
        assert f"{name}:" in out


def test_progress_bar_only_after_delay_and_cleared() -> None:
    stream = io.StringIO()
    p = Progress(enabled=True, delay=0.0, stream=stream)
    p._tqdm = None  # the built-in bar
    assert list(p.track(range(5), total=5, desc="x")) == [0, 1, 2, 3, 4]
    assert "x [" in stream.getvalue() and stream.getvalue().endswith("\r")
    quiet = io.StringIO()
    p = Progress(enabled=False, stream=quiet)
    assert list(p.track(range(3), 3, "x")) == [0, 1, 2] and quiet.getvalue() == ""


# -- the installed console script --------------------------------------------


def _script() -> list[str]:
    exe = shutil.which("cgtalg")
    return [exe] if exe else [sys.executable, "-m", "cgtalg.cli"]


def test_console_script_runs() -> None:
    done = subprocess.run(_script() + ["value", "{1|*} + ^"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == str(parse("{1|*} + ^"))
    bad = subprocess.run(_script() + ["grundy", "nim", "-1"], capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "non-negative" in bad.stderr and bad.stdout == ""


# -- bad input against internal errors ----------------------------------------


def test_a_library_bug_is_an_internal_error_not_bad_input(monkeypatch: pytest.MonkeyPatch) -> None:
    """A plain ValueError from inside the library is a bug: exit 1 and a request for a report."""
    import cgtalg.rulesets.heap.welter as welter_module

    def broken(counts, **kwargs):  # type: ignore[no-untyped-def]
        raise ValueError("planted bug")

    monkeypatch.setattr(welter_module, "welter", broken)
    monkeypatch.delenv("CGTALG_DEBUG", raising=False)
    status, out, err = run_cli("welter", "1", "3", "6", "10")
    assert status == 1
    assert "internal error" in err and "ValueError: planted bug" in err and "report" in err
    assert "CGTALG_DEBUG=1" in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 2
    monkeypatch.setenv("CGTALG_DEBUG", "1")
    status, _, err = run_cli("welter", "1", "3", "6", "10")
    assert status == 1 and "Traceback (most recent call last)" in err and "planted bug" in err


@pytest.mark.parametrize("exc", [TypeError("planted"), KeyError("planted"), ZeroDivisionError("planted")])
def test_every_non_input_exception_exits_1(monkeypatch: pytest.MonkeyPatch, exc: Exception) -> None:
    import cgtalg.rulesets.heap.nim as nim_module

    def broken(heaps, misere=False):  # type: ignore[no-untyped-def]
        raise exc

    monkeypatch.setattr(nim_module, "nim_winning_moves", broken)
    status, _, err = run_cli("grundy", "nim", "3", "4", "5")
    assert status == 1 and type(exc).__name__ in err and "internal error" in err


def test_the_librarys_input_errors_are_bad_input(monkeypatch: pytest.MonkeyPatch) -> None:
    import cgtalg.rulesets.heap.welter as welter_module
    from cgtalg.errors import InputTypeError

    def refuses(counts, **kwargs):  # type: ignore[no-untyped-def]
        raise InputTypeError("refused by the library")

    monkeypatch.setattr(welter_module, "welter", refuses)
    status, _, err = run_cli("welter", "1", "2")
    assert status == 2 and err == "cgtalg welter: error: refused by the library\n"


def test_verify_bug_with_an_overridden_parameter_is_internal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Before: a ValueError in a reproduction run with --max-... was reported as a bad parameter (exit 2)."""
    from cgtalg.verify.framework import _REGISTRY, Finding, Verdict, reproduction

    @reproduction("zz_buggy", "A buggy check", "nobody", kind="paper", max_x=(3, "x", 1, 10))
    def buggy(ctx):  # type: ignore[no-untyped-def]
        yield Finding("a claim", "1", "once", Verdict.HOLDS)
        raise ValueError("planted bug")

    try:
        status, out, err = run_cli("verify", "zz_buggy", "--max-x", "4", "--no-progress")
        status_big, _, err_big = run_cli("verify", "zz_buggy", "--max-x", "11")
        status_small, _, err_small = run_cli("verify", "zz_buggy", "--max-x", "0")
    finally:
        _REGISTRY.pop("zz_buggy")
    assert status == 1 and "internal error in 'zz_buggy'" in err and "ValueError: planted bug" in err
    assert "INTERNAL ERROR" in out
    assert status_big == 2 and "at most 10" in err_big and "got 11" in err_big
    assert status_small == 2 and "at least 1" in err_small


@pytest.mark.parametrize("option, value, limit", [
    ("--max-n", "1" + "0" * 30, "at most 60"),
    ("--max-birthday", "4", "at most 3"),
    ("--max-glasses", "100000", "at most 2048"),
    ("--max-area", "1000", "at most 30"),
    ("--random-rows", "10000000", "at most 10000"),
])
def test_verify_refuses_huge_parameters_with_the_limit(option: str, value: str, limit: str) -> None:
    status, out, err = run_cli("verify", option, value)
    assert status == 2 and limit in err and out == ""


def test_verify_penny_refuses_a_huge_box() -> None:
    status, _, err = run_cli("verify", "penny", "--max-k", "8", "--max-row", "63")
    assert status == 2 and "at most 50000" in err


# -- every option is honoured or refused -----------------------------------------


def _misere_welter_brute(counts: tuple[int, ...]) -> int:
    """Misère Grundy value of a Welter position by plain recursion (independent of the library)."""
    from functools import lru_cache

    @lru_cache(maxsize=None)
    def value(pos: tuple[int, ...]) -> int:
        taken = set(pos)
        options = {value(tuple(sorted(pos[:i] + (v,) + pos[i + 1:])))
                   for i, c in enumerate(pos) for v in range(c) if v not in taken}
        if not options:
            return 1
        m = 0
        while m in options:
            m += 1
        return m

    return value(tuple(sorted(counts)))


def test_grundy_welter_misere_is_honoured() -> None:
    """Before: --misere was ignored and [2|3] was reported a second-player win (misère value 1)."""
    status, out, _ = run_cli("grundy", "welter", "--misere", "2", "3")
    assert status == 0
    assert out.splitlines()[0] == "Welter [2|3], misère play: misère Grundy value 1, a first-player win"


@settings(max_examples=30, deadline=None)
@given(st.sets(st.integers(0, 9), min_size=1, max_size=4))
def test_grundy_welter_misere_against_brute_force(glasses: set[int]) -> None:
    counts = sorted(glasses)
    status, out, _ = run_cli("grundy", "welter", *map(str, counts), "--misere")
    assert status == 0
    value = _misere_welter_brute(tuple(counts))
    assert f"misère Grundy value {value}," in out.splitlines()[0]
    moves = [line for line in out.splitlines() if line.startswith("  winning move:")]
    terminal = all(c == i for i, c in enumerate(counts))  # 0, 1, ..., k-1: no move
    assert (len(moves) > 0) == (value != 0 and not terminal)
    assert ("no move is left" in out) == terminal
    for line in moves:
        words = line.replace(",", "").split()
        before, after = int(words[-3]), int(words[-1])
        assert _misere_welter_brute(tuple([c for c in counts if c != before] + [after])) == 0


def test_grundy_welter_misere_refuses_a_huge_search() -> None:
    status, _, err = run_cli("grundy", "welter", "--misere", "100", "200", "300", "400")
    assert status == 2 and "at most 200000" in err


def test_grundy_misere_for_cram_coins_and_penny() -> None:
    from cgtalg.impartial import misere_grundy
    from cgtalg.rulesets.coins.aequitas import F, classical_misere_value
    from cgtalg.rulesets.grid.cram import Cram

    _, out, _ = run_cli("grundy", "cram", "2x3", "--misere")
    assert f"misère Grundy value {misere_grundy(Cram.rectangle(2, 3))}," in out
    _, out, _ = run_cli("grundy", "coins", "F", "5", "--misere")
    assert f"classical misère Grundy value {classical_misere_value(F(5))}," in out
    # the Penny Game is misère by its rules: --misere changes nothing
    assert run_cli("grundy", "penny", "1", "2", "--misere") == run_cli("grundy", "penny", "1", "2")


def test_coins_options_are_honoured_or_refused() -> None:
    _, light, _ = run_cli("coins", "D", "2", "3")
    _, heavy, _ = run_cli("coins", "D", "2", "3", "--fake", "heavy")
    assert "the counterfeit is a light-destined coin" in light
    assert "the counterfeit is a heavy-destined coin" in heavy
    _, classical, _ = run_cli("coins", "DM", "2", "3", "--classical")
    assert "classical misère play" in classical and "classical misère play" not in run_cli("coins", "DM", "2", "3")[1]
    for extra in (["--fake", "heavy"], ["--classical"]):
        status, out, err = run_cli("coins", "F", "5", "--table", *extra)
        assert status == 2 and extra[0] in err and "does not apply" in err and out == ""
    status, _, err = run_cli("coins", "Q", "5", "--table")
    assert status == 2 and "unknown game" in err


@pytest.mark.parametrize("extra", [["--json"], ["--details"], ["--strict"], ["--fail-on", "fails"], ["--max-n", "5"]])
def test_verify_list_refuses_options_it_would_ignore(extra: list[str]) -> None:
    status, out, err = run_cli("verify", "--list", *extra)
    assert status == 2 and extra[0] in err and out == ""


def test_verify_list_names_and_sources() -> None:
    status, out, _ = run_cli("verify", "--list", "welter")
    assert status == 0 and out.startswith("welter:") and "nim:" not in out
    assert "Q&A thread" in out and "at most 2048" in out
    _, everything, _ = run_cli("verify", "--list")
    assert "seed" not in everything.lower()
    for kind in ("(paper)", "(blog post)", "(Q&A thread)", "(books)"):
        assert kind in everything


def test_verify_strict_and_fail_on() -> None:
    from cgtalg.verify.framework import _REGISTRY, Finding, Verdict, reproduction

    @reproduction("zz_mixed", "Mixed verdicts", "nobody", kind="paper")
    def mixed(ctx):  # type: ignore[no-untyped-def]
        yield Finding("true", "1", "once", Verdict.HOLDS)
        yield Finding("almost", "1", "once", Verdict.HOLDS_WITH_EXCEPTION, counterexample="0")
        yield Finding("false", "1", "once", Verdict.FAILS, counterexample="2")

    @reproduction("zz_fixed", "A corrected claim", "nobody", kind="paper")
    def fixed(ctx):  # type: ignore[no-untyped-def]
        yield Finding("misprint", "1", "once", Verdict.CORRECTED, counterexample="3", correction="c")

    try:
        results = {
            "default": run_cli("verify", "zz_mixed")[0],
            "strict": run_cli("verify", "zz_mixed", "--strict")[0],
            "fails": run_cli("verify", "zz_mixed", "--fail-on", "fails")[0],
            "never": run_cli("verify", "zz_mixed", "--fail-on", "never")[0],
            "fixed strict": run_cli("verify", "zz_fixed", "--strict")[0],
            "fixed corrected": run_cli("verify", "zz_fixed", "--fail-on", "corrected")[0],
            "fixed exception": run_cli("verify", "zz_fixed", "--fail-on", "exception")[0],
            "json strict": run_cli("verify", "zz_mixed", "--strict", "--json")[0],
            "clash": run_cli("verify", "zz_mixed", "--strict", "--fail-on", "corrected")[0],
        }
    finally:
        _REGISTRY.pop("zz_mixed")
        _REGISTRY.pop("zz_fixed")
    assert results == {"default": 0, "strict": 3, "fails": 3, "never": 0, "fixed strict": 0,
                       "fixed corrected": 3, "fixed exception": 3, "json strict": 3, "clash": 2}


def test_verify_default_report_is_a_summary_then_the_findings_that_do_not_hold() -> None:
    from cgtalg.verify import run

    status, out, _ = run_cli("verify", "nim", "welter", "--max-glasses", "64", "--brute-glasses", "4")
    assert status == 0
    lines = out.splitlines()
    findings = list(run("welter", max_glasses=64, brute_glasses=4)) + list(run("nim"))
    not_holding = [f for f in findings if f.verdict.value != "holds"]
    assert lines[0].startswith(f"cgtalg verify: 2 reproductions, {len(findings)} claims")
    header = next(i for i, ln in enumerate(lines) if ln.split()[:2] == ["reproduction", "source"])
    table = lines[header:header + 4]
    assert table[1].split()[:2] == ["nim", "blog"] and table[2].split()[:3] == ["welter", "Q&A", "thread"]
    assert table[3].split()[:2] == ["total", str(len(findings))]
    flat = out.replace("\n             ", " ")
    for f in not_holding:
        assert f.claim[:50] in flat
    held = [f for f in findings if f.verdict.value == "holds"]
    assert held and not any(f"  holds      {f.claim[:40]}" in flat for f in held)
    assert len(lines) < 120


def test_welter_size_guards() -> None:
    """Past 500 glasses the value only (winning moves are cubic: minutes for 2,000).

    Past 10,000 glasses, or a glass of over 1,000 digits, refused.
    """
    status, out, _ = run_cli("welter", *map(str, range(1, 2001)))
    assert status == 0
    from cgtalg.rulesets.heap.welter import welter

    assert out.splitlines()[0].endswith(f"= {welter(range(1, 2001))}: a first-player win")
    assert "at most 500 glasses" in out and "winning move:" not in out
    status, _, err = run_cli("welter", *map(str, range(20_001)))
    assert status == 2 and "at most 10000" in err
    status, _, err = run_cli("welter", "1" * 2000)
    assert status == 2 and "at most 1000 digits" in err


def test_welter_start_huge_is_instant_and_exact() -> None:
    from cgtalg.rulesets.heap.welter import start_value

    status, out, _ = run_cli("welter", "--start", str(10**6))
    assert status == 0
    assert out.startswith(f"Welter value [1000001|1000002|...|2000000] (1000000 glasses) = {start_value(10**6)}:")
    status, _, err = run_cli("welter", "--start", "3", "4")
    assert status == 2 and "not both" in err


@pytest.mark.parametrize("argv, needle", [
    (["grundy", "nim", "²"], "whole numbers"),        # a Unicode digit int() would refuse
    (["grundy", "nim", "٣"], "whole numbers"),        # a Unicode digit int() would accept
    (["grundy", "cram", "..?"], "'?'"),
    (["grundy", "welter", "-1"], "non-negative"),
    (["grundy", "penny", "-1"], "non-negative"),
    (["coins", "D", "0", "0"], "at least one coin"),
    (["flip", "0a"], "index 1"),
    (["value", "²"], "not an ASCII digit"),         # int() refused it inside the parser: exit 1 before
    (["compare", "1", "*٣"], "not an ASCII digit"),
    (["grundy", "coins", "DM+", "1", "0"], "goal is already met"),  # a ValueError from the values: exit 1 before
])
def test_more_bad_input_is_status_2(argv: list[str], needle: str) -> None:
    status, _, err = run_cli(*argv)
    assert status == 2 and needle in err and "Traceback" not in err


def test_verify_json_content_does_not_depend_on_details_or_progress() -> None:
    def strip_times(text: str) -> dict:
        doc = json.loads(text)
        doc.pop("seconds")
        for rep in doc["reproductions"]:
            rep.pop("seconds")
        return doc

    plain = run_cli("verify", "nim", "--json")
    detailed = run_cli("verify", "nim", "--json", "--details", "--no-progress")
    assert plain[0] == detailed[0] == 0 and plain[2] == detailed[2] == ""
    assert strip_times(plain[1]) == strip_times(detailed[1])
    from cgtalg.verify import run

    assert [f["claim"] for f in strip_times(plain[1])["reproductions"][0]["findings"]] == [f.claim for f in run("nim")]


def test_numbers_of_any_size_print_at_the_command_line() -> None:
    """Before: `flip` on a 20,000-coin row and `value` of a 5,000-digit integer hit Python's
    int-to-string limit (and were reported as bad input)."""
    import random
    import sys

    rng = random.Random(1)
    row = "".join(rng.choice("01") for _ in range(20_000))
    limit = sys.get_int_max_str_digits()
    status, out, err = run_cli("flip", row)
    assert status == 0, err
    assert "value" in out and sys.get_int_max_str_digits() == limit
    status, out, err = run_cli("value", "7" * 5000)
    assert status == 0 and out.strip() == "7" * 5000
