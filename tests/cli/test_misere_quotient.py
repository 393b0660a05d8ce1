"""`cgtalg misere-quotient`: report, outcomes checked by brute force, checkpoint and resume, bad input."""

from __future__ import annotations

from cgtalg.impartial import grundy
from cgtalg.rulesets.heap import HeapPosition, TakeAndBreak

from ..cli_runner import run_cli


def test_report_and_outcomes_agree_with_brute_force():
    status, out, err = run_cli("misere-quotient", "0.77", "--heaps", "14", "--outcome", "1,4,12", "--outcome", "3 12",
                               "--no-progress")
    assert status == 0, err
    assert "misère quotient for heaps up to 14" in out and "P-correctness proved" in out
    rule = TakeAndBreak("0.77")
    for heaps, line in [((1, 4, 12), "outcome of 1 + 4 + 12: "), ((3, 12), "outcome of 3 + 12: ")]:
        brute = "P" if grundy(HeapPosition(rule, *heaps), misere=True) == 0 else "N"
        assert line + brute in out


def test_checkpoint_and_resume(tmp_path):
    path = str(tmp_path / "k.q")
    assert run_cli("misere-quotient", "0.77", "--heaps", "10", "--checkpoint", path, "--no-progress")[0] == 0
    status, out, _ = run_cli("misere-quotient", "0.77", "--heaps", "16", "--checkpoint", path, "--resume",
                             "--no-progress")
    assert status == 0 and "resumed from" in out and "heaps up to 10 known" in out and "6 new heaps" in out
    status, _, err = run_cli("misere-quotient", "0.07", "--heaps", "16", "--checkpoint", path, "--resume")
    assert status != 0 and "not of" in err


def test_bad_input():
    status, _, err = run_cli("misere-quotient", "0.77", "--heaps", "0")
    assert status != 0 and "largest heap" in err
    status, _, err = run_cli("misere-quotient", "0.9Z", "--heaps", "5")
    assert status != 0
    status, _, err = run_cli("misere-quotient", "0.77", "--heaps", "5", "--resume")
    assert status != 0 and "--checkpoint" in err
    status, _, err = run_cli("misere-quotient", "0.77", "--heaps", "5", "--outcome", "1,x")
    assert status != 0


def test_a_heap_that_cannot_be_certified_reports_what_is():
    # 0.06: no candidate for heap 17 passes the certificate, by layers (heap 12's sublayers do not
    # repeat within the bound) or by finer bases; the report shows the certified quotient of heaps up
    # to 16 and exits with an error naming the heap. 4.07 and 4.7 (Daisies) pass heaps 12 and 9, which
    # the other ways do not reach: with layers off 4.07 stops at heap 11, and the finer bases alone stop
    # 4.7 at heap 8.
    status, out, err = run_cli("misere-quotient", "0.06", "--heaps", "17", "--no-progress")
    assert status != 0 and "no candidate quotient for heaps up to 17" in err
    assert "misère quotient for heaps up to 16" in out and "certified up to heap 16" in out
    status, out, _err = run_cli("misere-quotient", "4.07", "--heaps", "12", "--no-progress")
    assert status == 0 and "misère quotient for heaps up to 12" in out
    status, out, _err = run_cli("misere-quotient", "4.7", "--heaps", "9", "--no-progress")
    assert status == 0 and "misère quotient for heaps up to 9" in out
