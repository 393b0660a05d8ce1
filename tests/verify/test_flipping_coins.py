"""The flipping-coins reproduction: registered, verdicts as computed at its defaults.

(How long it takes belongs to the benchmarks, not to a test.)
"""

from __future__ import annotations

import pytest

from cgtalg.verify import Verdict, registry, run


def test_registered():
    repro = registry()["flipping_coins"]
    assert set(repro.params) == {"max_coins", "engine_coins", "random_rows", "random_state"}
    assert "arXiv:2102.13225" in repro.source


@pytest.mark.slow
def test_defaults_give_the_expected_verdicts():
    findings = list(run("flipping_coins"))
    by_verdict = {}
    for f in findings:
        by_verdict.setdefault(f.verdict, []).append(f)
        assert f.computed and f.checked and f.claim
        if f.verdict is not Verdict.HOLDS:
            assert f.counterexample is not None and f.correction
    assert Verdict.FAILS not in by_verdict
    exceptions = {f.counterexample for f in by_verdict[Verdict.HOLDS_WITH_EXCEPTION]}
    corrected = {f.counterexample for f in by_verdict[Verdict.CORRECTED]}
    assert exceptions == {"''", "'1111'"}  # empty row (Theorem 3.1); leading run of heads
    assert corrected == {"'011101'", "'1011'"}  # Lemma 4.4 misreading; Lemma 4.5 conditions


def test_progress_hook_sees_the_long_loops():
    from cgtalg.verify import Context

    seen = []

    def progress(iterable, total, desc):
        seen.append(desc)
        return iterable

    list(run("flipping_coins", Context({"max_coins": 7, "engine_coins": 5, "random_rows": 1}, progress)))
    assert "brute force over the rules" in seen and "random long rows" in seen
