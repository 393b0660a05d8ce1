"""The paper check: verdicts, counterexamples, corrections and the printed table."""

from __future__ import annotations

import re

import pytest

from ..rulesets.coins.aequitas_slow import slow_value
from cgtalg.verify import Verdict, registry, run
from cgtalg.verify.aequitas import check_claims, render_check_table, render_game_table, render_summary


@pytest.fixture(scope="module")
def full():
    """The default run (N up to 30), as `cgtalg verify aequitas` does it."""
    return {c.key: c for c in check_claims(30)}


def test_registered_with_a_max_n_parameter():
    repro = registry()["aequitas"]
    assert repro.defaults() == {"max_n": 30}
    assert "Æquitas" in repro.title


def test_findings_are_complete_and_every_correction_is_confirmed():
    findings = list(run("aequitas", max_n=10))
    assert len(findings) >= 50
    for f in findings:
        assert f.claim and f.computed and f.checked and f.where
        if f.verdict is not Verdict.HOLDS:
            assert f.counterexample, f.claim
            assert f.correction and "matches all" in f.correction, f.claim  # every correction is re-checked
        if f.correction:
            assert "does NOT match" not in f.correction


EXPECTED = {
    # claim key: (verdict, start of the smallest counterexample)
    "example-n3": (Verdict.FAILS, "D(2,1), fake light"),
    "lemma1-normal": (Verdict.HOLDS, None),
    "lemma1-misere": (Verdict.HOLDS, None),
    "lemma2": (Verdict.FAILS, "D(3,1), fake light"),
    "cor3": (Verdict.FAILS, "D(2,0)"),
    "cor4-normal": (Verdict.FAILS, "D(3,1), fake light"),
    "cor4-misere": (Verdict.HOLDS_WITH_EXCEPTION, "DM(2,1)"),
    "table1-normal": (Verdict.HOLDS_WITH_EXCEPTION, "N = 2 "),
    "table1-misere": (Verdict.HOLDS_WITH_EXCEPTION, "N = 2 "),
    "table2-normal": (Verdict.HOLDS, None),
    "one-coin": (Verdict.FAILS, "G(FIM+_1)"),
    "table3-F": (Verdict.HOLDS, None),
    "table3-FM": (Verdict.FAILS, "FM+_2, move 3"),
    "lemma6-FM": (Verdict.HOLDS, None),
    "lemma8": (Verdict.FAILS, "F(3)"),
    "lemma9-F": (Verdict.HOLDS_WITH_EXCEPTION, "F(2)"),
    "lemma9-FM": (Verdict.HOLDS_WITH_EXCEPTION, "FM(2)"),
    "lemma10-F": (Verdict.FAILS, "F(3)"),
    "lemma10-FI": (Verdict.HOLDS, None),
    "lemma10-FIM": (Verdict.HOLDS_WITH_EXCEPTION, "FIM(1)"),
    "after-lemma10-normal": (Verdict.FAILS, "F(3)"),
    "cor7": (Verdict.HOLDS, None),
    "fake-matters": (Verdict.FAILS, "D(3,1)"),
}


@pytest.mark.parametrize("key", sorted(EXPECTED))
@pytest.mark.slow
def test_verdicts_up_to_30(full, key):
    verdict, example = EXPECTED[key]
    check = full[key]
    assert check.verdict is verdict, (key, check.counterexample())
    if example is None:
        assert check.counterexample() is None
    else:
        assert check.counterexample().startswith(example)


@pytest.mark.slow
def test_computed_columns_agree_with_the_slow_model(full):
    """The check's 'computed' column is the library's value; recompute a sample independently."""
    pattern = re.compile(r"^(F|FI|FM|FIM)\((\d+)\)$")
    seen = 0
    for key in ("lemma9-F", "lemma9-FI", "lemma9-FM", "lemma9-FIM", "lemma10-F", "lemma10-FI", "lemma10-FM",
                "lemma10-FIM"):
        for row in full[key].rows:
            m = pattern.match(row.case)
            n = int(m.group(2))
            if row.ok is None or n > 11:
                continue
            goal = "identify" if "I" in m.group(1) else "find"
            play = "misere" if m.group(1).endswith("M") else "normal"
            assert int(row.computed) == slow_value((n, 0, 0, 0, "unknown-light"), goal, play), row
            seen += 1
    assert seen >= 30


@pytest.mark.slow
def test_corollary4_rows_agree_with_the_slow_model(full):
    pattern = re.compile(r"^D\((\d+),(\d+)\), fake (light|heavy)$")
    for row in full["cor4-normal"].rows:
        l, h, w = pattern.match(row.case).groups()
        l, h = int(l), int(h)
        if l + h > 9:
            continue
        g = slow_value((0, l, h, 0, w), "find", "normal")
        assert row.computed == ("P" if g == 0 else "N")


@pytest.mark.slow
def test_the_table_prints_every_claim_and_a_summary(full):
    checks = list(full.values())
    text = render_check_table(checks=checks)
    assert text.count("\n== ") + text.startswith("== ") == len(checks)
    assert "Summary:" in text and "DIFFERS" in text
    one = render_check_table(checks=checks, only="Table 8")
    assert one.count("== Lemma 10 / Table 8") == 4
    with pytest.raises(ValueError):
        render_check_table(checks=checks, only="Table 99")
    summary = render_summary(checks)
    fails = sum(1 for c in checks if c.verdict is Verdict.FAILS)
    assert f"{fails} fail." in summary.splitlines()[0]


def test_game_tables():
    text = render_game_table("FIM+", 5)
    assert text.splitlines()[1].startswith("  N = 1: 0 / 0")
    assert len(text.splitlines()) == 6
    assert "D(2,1), fake heavy" in render_game_table("D", 3)
    with pytest.raises(ValueError):
        render_game_table("Q", 3)
    with pytest.raises(ValueError):
        render_game_table("F", 0)


def test_bad_ranges_are_refused():
    with pytest.raises(ValueError):
        check_claims(2)
    with pytest.raises(TypeError):
        check_claims("30")
