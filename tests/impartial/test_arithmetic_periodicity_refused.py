"""Apparent arithmetic periodicity of hexadecimal games is reported, never certified.

The nim-sequences are recomputed by the plain mex scan (straight from the definition) and the
reported pattern is checked on them; periodicity() must stop early (no doubling to millions of
heaps) and say why it does not certify.
"""

from __future__ import annotations

import pytest

from cgtalg.impartial.nim_sequence import mex_scan
from cgtalg.impartial.periodicity import periodicity
from cgtalg.rulesets.heap_games import TakeAndBreak


@pytest.mark.parametrize("code, period, saltus", [("0.8", 3, 1), ("0.C", 2, 1), ("0.9F", 3, 2), ("0.8F", 7, 4)])
def test_hexadecimal_arithmetic_patterns_are_not_certified(code, period, saltus):
    rule = TakeAndBreak(code)
    res = periodicity(rule)
    assert (res.period, res.saltus) == (period, saltus)
    assert not res.certified and not res.is_periodic and "not certified" in res.reason
    assert res.heaps_computed <= 1024  # stopped: the plain theorem cannot certify a saltus
    vals = mex_scan(rule, 300)
    assert all(vals[n + period] == vals[n] + saltus for n in range(res.preperiod, 300 - period))
    assert "APPARENTLY arithmetic-periodic" in str(res)


def test_octal_periods_still_certified():
    res = periodicity(TakeAndBreak("0.77"))
    assert res.certified and res.saltus == 0 and res.period == 12
