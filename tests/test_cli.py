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
from cgtalg.cli import _Progress, build_parser, main
from cgtalg.impartial import grundy
from cgtalg.verify import registry


def run_cli(*argv: str) -> tuple[int, str, str]:
    """Run the command in-process; return (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    old_err = sys.stderr
    sys.stderr = err
    try:
        status = main(list(argv), out=out)
    finally:
        sys.stderr = old_err
    return status, out.getvalue(), err.getvalue()


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
    from cgtalg.rulesets.cram import Cram
    from cgtalg.rulesets.welter import Welter

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
    from cgtalg.rulesets.nim import Nim

    for heaps in ([1, 1], [1, 1, 1], [2, 2], [1, 1, 2], [3, 1]):
        _, out, _ = run_cli("grundy", "nim", *map(str, heaps), "--misere")
        assert f"misère Grundy value {misere_grundy(Nim(*heaps))}," in out


def test_grundy_coins_and_penny() -> None:
    from cgtalg.impartial import misere_outcome
    from cgtalg.rulesets.aequitas import FIM, D, value
    from cgtalg.rulesets.penny import Penny

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
    from cgtalg.rulesets.welter import Welter

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
    from cgtalg.rulesets.welter import start_value

    _, out, _ = run_cli("welter", "--start", "5")
    assert out.startswith("Welter value [6|7|8|9|10] = ") and f"= {start_value(5)}:" in out


@settings(max_examples=25, deadline=None)
@given(st.text(alphabet="01", min_size=1, max_size=12))
def test_flip_value_matches_engine(coins: str) -> None:
    from cgtalg import value
    from cgtalg.rulesets.flipping_coins import FlippingCoins

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
    from cgtalg.rulesets.aequitas import F, value

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
                               "--no-progress")
    assert status == 0, err
    expected = list(run("flipping_coins", max_coins=7, engine_coins=4, random_rows=1))
    expected += list(run("laws", max_birthday=1))
    for f in expected:
        assert f.claim[:60] in out.replace("\n             ", " ")
    lines = out.strip().splitlines()
    total = next(ln for ln in lines if ln.startswith("Total:"))
    assert total.startswith(f"Total: 2 reproductions, {len(expected)} claims")
    for verdict, word in (("holds", "hold"), ("corrected", "corrected"), ("fails", "fail")):
        n = sum(f.verdict.value == verdict for f in expected)
        assert (f"{n} {word}" in total) == (n > 0)
    assert "max_birthday=1" in out and "max_coins=7" in out


def test_verify_json_report(tmp_path: os.PathLike[str]) -> None:
    from cgtalg.verify import run

    target = os.path.join(tmp_path, "report.json")
    status, out, err = run_cli("verify", "flipping_coins", *SMALL_COINS, "--json", "-o", target)
    assert status == 0 and out == "", err
    with open(target, encoding="utf-8") as fh:
        doc = json.load(fh)
    expected = [f.as_dict() for f in run("flipping_coins", max_coins=7, engine_coins=4, random_rows=1)]
    (rep,) = doc["reproductions"]
    assert rep["params"]["max_coins"] == 7 and rep["params"]["seed"] == 2021 and rep["error"] is None
    assert rep["findings"] == expected
    assert doc["summary"]["claims"] == len(expected) and doc["ok"] is True
    for verdict in ("holds", "holds with an exception", "corrected", "fails"):
        assert doc["summary"][verdict] == sum(f["verdict"] == verdict for f in expected)


def test_verify_aequitas_by_name_prints_the_table() -> None:
    from cgtalg.verify.aequitas import render_check_table

    status, out, _ = run_cli("verify", "aequitas", "--max-n", "6")
    assert status == 0
    assert render_check_table(6) in out
    status, out, _ = run_cli("verify", "aequitas", "--max-n", "6", "--brief")
    assert "Summary:" not in out and "FAILS" in out


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
    p = _Progress(enabled=True, delay=0.0, stream=stream)
    p._tqdm = None  # the built-in bar
    assert list(p.track(range(5), total=5, desc="x")) == [0, 1, 2, 3, 4]
    assert "x [" in stream.getvalue() and stream.getvalue().endswith("\r")
    quiet = io.StringIO()
    p = _Progress(enabled=False, stream=quiet)
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
