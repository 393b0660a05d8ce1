"""Arithmetic periodicity of hexadecimal games: certified by the test of periodicity.py when it applies.

References: every value is recomputed by the plain mex scan (straight from the definition). No
published table of these hexadecimal sequences could be consulted here, so the reference is the
definition, far beyond the heaps the certificate used.
"""

from __future__ import annotations

import pytest

from cgtalg.impartial.nim_sequence import mex_scan
from cgtalg.impartial.periodicity import arithmetic_certificate, extend_periodic, periodicity
from cgtalg.rulesets.heap_games import TakeAndBreak

HEX = "0123456789abcdef"


@pytest.mark.parametrize("code, period, saltus, preperiod, needed", [("0.8", 3, 1, 1, 13), ("0.c", 2, 1, 1, 9),
                                                                      ("0.08", 4, 1, 1, 17), ("0.4c", 2, 1, 1, 9)])
def test_arithmetic_periods_certified(code, period, saltus, preperiod, needed):
    rule = TakeAndBreak(code)
    res = periodicity(rule)
    assert (res.period, res.saltus, res.preperiod) == (period, saltus, preperiod)
    assert res.certified and res.is_periodic and res.heaps_needed == needed
    assert "arithmetic-periodic (saltus" in str(res) and "certified by cgtalg's arithmetic-periodicity test" in str(res)
    # the certificate used 512 values; the definition agrees far beyond
    few = mex_scan(rule, needed - 1)
    cert = periodicity(rule, few, heaps=needed)
    assert cert.certified
    assert extend_periodic(few, cert, 300) == mex_scan(rule, 300)


@pytest.mark.parametrize("code, period, saltus", [("0.9F", 3, 2), ("0.8F", 7, 4)])
def test_hexadecimal_arithmetic_patterns_outside_the_test_are_not_certified(code, period, saltus):
    rule = TakeAndBreak(code)
    res = periodicity(rule)
    assert (res.period, res.saltus) == (period, saltus)
    assert not res.certified and not res.is_periodic and "not certified" in res.reason
    assert "is not below the saltus" in res.reason
    assert res.heaps_computed <= 1024  # stopped: more heaps cannot help
    vals = mex_scan(rule, 300)
    assert all(vals[n + period] == vals[n] + saltus for n in range(res.preperiod, 300 - period))
    assert "APPARENTLY arithmetic-periodic" in str(res)


def test_every_certificate_holds_far_beyond_its_heaps():
    # soundness sweep: codes 0.d and 0.de (d a digit that leaves three heaps, or 0/4 before one);
    # each arithmetic period certified from 60 values must hold on 180 values of the plain scan
    # (bench: the same sweep over all 2-digit codes and 150 random 3-digit ones, 62 certified, to 400)
    certified = 0
    codes = [f"0.{a}" for a in HEX[8:]] + [f"0.{a}{b}" for a in "048c" for b in HEX[1:]]
    for code in codes:
        rule = TakeAndBreak(code)
        if rule.max_parts < 3:
            continue
        vals = mex_scan(rule, 180)
        res = periodicity(rule, vals[:60], heaps=60)
        if res.certified and res.saltus:
            certified += 1
            p, s = res.period, res.saltus
            assert all(vals[n + p] == vals[n] + s for n in range(max(res.preperiod, 1), 181 - p)), code
    assert certified >= 15


def test_the_test_refuses_what_it_cannot_prove():
    g = mex_scan(TakeAndBreak("0.8"), 40)
    assert arithmetic_certificate((0, 8), g, 3, 1, 3)[2].startswith("the saltus 3 is not a power of 2")
    assert arithmetic_certificate((0, 8), g[:3], 3, 1, 1)[:2] == (False, 4)
    assert arithmetic_certificate((0, 8), g[:10], 3, 1, 1)[:2] == (False, 13)   # needs heaps 0..12
    assert arithmetic_certificate((0, 16), g, 3, 1, 1)[2].startswith("moves may leave four")
    # a wrong pattern: with saltus 2 the next value of the class is not the mex
    assert not arithmetic_certificate((0, 8), [0, 0, 0, 0, 2, 2, 2, 4, 4, 4, 6, 6, 6], 3, 1, 2)[0]
    # the sequence 0,0,0,1,1,2,2,... is 0.C's (certified) but not 0.A's: there removing one token
    # and leaving one heap reaches the claimed value (the exclusion condition (d) refuses it)
    fake = [0, 0, 0] + [1 + (n - 3) // 2 for n in range(3, 40)]
    assert arithmetic_certificate((0, 12), fake, 2, 1, 1)[0]
    ok, need, why = arithmetic_certificate((0, 10), fake, 2, 1, 1)
    assert not ok and need is None and "not pinned down" in why
    # moves leaving at most two heaps never reach far-below values for certain: octal codes are refused
    # (finite octal games are never arithmetic-periodic: Horrocks and Nowakowski, INTEGERS 3 (2003))
    for digits in [(0, 4), (0, 7), (0, 4, 4), (0, 6, 7)]:
        ok, _need, why = arithmetic_certificate(digits, fake, 2, 1, 1)
        assert not ok and "no option shape is known to reach" in why, digits


def test_octal_periods_still_certified():
    res = periodicity(TakeAndBreak("0.77"))
    assert res.certified and res.saltus == 0 and res.period == 12
