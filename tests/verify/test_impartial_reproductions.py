"""The four reproductions run with their defaults, with the expected verdicts."""

import subprocess
import sys
from pathlib import Path

import pytest

from cgtalg.verify import Verdict, registry, run

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def findings():
    out = {name: list(run(name)) for name in ("nim", "cram", "penny", "welter")}
    return out, None


def test_registered():
    reg = registry()
    for name in ("nim", "cram", "penny", "welter"):
        assert name in reg
        assert reg[name].source


@pytest.mark.slow
def test_every_finding_is_filled_in(findings):
    out, _ = findings
    for name, fs in out.items():
        assert fs, name
        for f in fs:
            assert f.claim and f.computed and f.checked
            assert f.verdict is not Verdict.FAILS, (name, f)
            if f.verdict is Verdict.CORRECTED:
                assert f.counterexample and f.correction, (name, f.claim)


@pytest.mark.slow
def test_expected_corrections(findings):
    out, _ = findings
    corrected = {name: [f.claim for f in fs if f.verdict is Verdict.CORRECTED] for name, fs in out.items()}
    assert len(corrected["nim"]) == 1 and "*22 + *7 + *25" in corrected["nim"][0]
    assert corrected["cram"] == [] and corrected["penny"] == []
    assert len(corrected["welter"]) == 5
    text = " ".join(corrected["welter"])
    for phrase in ("recursion", "w(11)", "[n+2|n+3|...|2n] = 0", "mating function", "n = 28"):
        assert phrase in text


@pytest.mark.slow
def test_parameters_change_the_range():
    small = {f.where: f for f in run("penny", max_k=2, max_row=3)}
    assert "k = 2..2" in small["Theorem 1"].checked
    fs = list(run("welter", max_glasses=32, brute_glasses=4))
    assert any("n <= 32" in f.checked for f in fs)


def test_candy_example_output():
    done = subprocess.run([sys.executable, str(ROOT / "examples" / "candy_split.py"), "3", "4", "7"],
                          capture_output=True, text=True, timeout=60)
    assert "Sean keeps 11" in done.stdout
