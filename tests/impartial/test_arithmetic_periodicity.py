"""Arithmetic periodicity of hexadecimal games, certified by the test of periodicity.arithmetic_certificate.

References: no published table of hexadecimal nim-sequences could be consulted here (Winning Ways ch. 4
and Howse and Nowakowski, TCS 313 (2004), were not available in full), so every certified claim is
checked against the definition instead: the plain mex scan (every option of every heap) far beyond
the heaps the certificate used, and its first values against the position engine, whose options come
straight from the code (HeapRule.heap_options).
"""

from __future__ import annotations

import pytest

from cgtalg.impartial import grundy
from cgtalg.impartial.nim_sequence import mex_scan
from cgtalg.impartial.periodicity import arithmetic_certificate, extend_periodic, periodicity
from cgtalg.rulesets.heap import TakeAndBreak

HEX = "0123456789abcdef"

# code, period, saltus, pre-period, heaps the test needs, largest high part h_r of a residue
CERTIFIED = [
    ("0.8", 3, 1, 1, 4, 0),
    ("0.c", 2, 1, 1, 3, 0),
    ("0.08", 4, 1, 1, 5, 0),
    ("0.4c", 2, 1, 1, 3, 0),
    # repeating values above the saltus: refused before this test handled the high parts h_r
    ("0.9f", 3, 2, 4, 21, 1),     # 0 1 1 0 | 2 2 3 | 4 4 5 | ...
    ("0.8f", 7, 4, 7, 49, 1),
    ("0.cda", 3, 2, 3, 21, 1),
    ("0.ad9", 6, 4, 4, 42, 1),
    ("c.18", 8, 4, 6, 80, 2),     # high parts up to 2: the far condition runs for y = 0 and y = 1
]


@pytest.mark.parametrize("code, period, saltus, preperiod, needed, high", CERTIFIED)
def test_arithmetic_periods_certified(code, period, saltus, preperiod, needed, high):
    rule = TakeAndBreak(code)
    vals = mex_scan(rule, 300)
    res = periodicity(rule, vals[:120], heaps=120)
    assert (res.period, res.saltus, res.preperiod) == (period, saltus, preperiod)
    assert res.certified and res.is_periodic and res.heaps_needed == needed
    assert "certified by cgtalg's arithmetic-periodicity test" in str(res)
    assert ("saltus above the residues" in res.reason) == (high > 0)
    assert max(vals[r] // saltus for r in range(preperiod, preperiod + period)) == high
    # exactly `needed` values suffice, one fewer does not
    assert arithmetic_certificate(rule.digits, vals[:needed], period, preperiod, saltus)[:2] == (True, needed)
    assert arithmetic_certificate(rule.digits, vals[: needed - 1], period, preperiod, saltus)[:2] == (False, needed)
    # the promise, checked by the definition far beyond the heaps used
    assert extend_periodic(vals[:120], res, 300) == vals


def test_0_9f_values_from_the_position_engine():
    # 0.9F: remove 1 and leave 0 or 3 heaps, or remove 2 and leave 0..3 heaps; the engine plays the moves
    rule = TakeAndBreak("0.9F")
    engine = [grundy(rule.position(n)) for n in range(16)]
    assert engine == mex_scan(rule, 15) == [0, 1, 1, 0, 2, 2, 3, 4, 4, 5, 6, 6, 7, 8, 8, 9]


def test_doubled_period_and_saltus():
    # 4.91: G(n+12) = G(n) + 4 from heap 16, but G(8) = 4 is not below the saltus: the test runs on
    # G(n+24) = G(n) + 8, which the pattern implies and which gives the pattern back
    rule = TakeAndBreak("4.91")
    vals = mex_scan(rule, 360)
    res = periodicity(rule, vals[:256], heaps=256)
    assert (res.period, res.saltus, res.preperiod, res.certified, res.heaps_needed) == (12, 4, 16, True, 168)
    assert "doubled 1 times" in res.reason
    assert all(vals[n + 12] == vals[n] + 4 for n in range(16, 361 - 12))


def test_every_certificate_holds_far_beyond_its_heaps():
    # soundness sweep over codes 0.d and 0.de that leave three heaps: each arithmetic period certified
    # from 60 values must hold on 160 values of the plain scan, and be certified again from exactly the
    # heaps it says it needs (bench_octal.py runs the same sweep over d0.de and random 3-digit codes,
    # to 600 values)
    certified = high = 0
    codes = [f"0.{a}" for a in HEX[8:]] + [f"0.{a}{b}" for a in HEX for b in HEX[1:]]
    for code in codes:
        rule = TakeAndBreak(code)
        if rule.max_parts < 3:
            continue
        vals = mex_scan(rule, 160)
        res = periodicity(rule, vals[:60], heaps=60)
        if res.certified and res.saltus:
            certified += 1
            high += "saltus above" in res.reason
            p, s, n0 = res.period, res.saltus, res.preperiod
            assert all(vals[n + p] == vals[n] + s for n in range(max(n0, 1), 161 - p)), code
            assert arithmetic_certificate(rule.digits, vals[: res.heaps_needed], p, n0, s)[0], code
    assert certified >= 60 and high >= 20


def test_the_test_refuses_what_it_cannot_prove():
    g = mex_scan(TakeAndBreak("0.8"), 40)
    assert arithmetic_certificate((0, 8), g, 3, 1, 3)[2].startswith("the saltus 3 is not a power of 2")
    assert arithmetic_certificate((0, 8), g[:3], 3, 1, 1)[:2] == (False, 4)
    assert arithmetic_certificate((0, 16), g, 3, 1, 1)[2].startswith("moves may leave four")
    # a wrong pattern: with saltus 2 the next value of the class is not the mex
    assert not arithmetic_certificate((0, 8), [0, 0, 0, 0, 2, 2, 2, 4, 4, 4, 6, 6, 6], 3, 1, 2)[0]
    # the sequence 0,0,0,1,1,2,2,... is 0.C's (certified) but not 0.A's: there removing one token
    # and leaving one heap reaches the claimed value (the exclusion condition refuses it)
    fake = [0, 0, 0] + [1 + (n - 3) // 2 for n in range(3, 40)]
    assert arithmetic_certificate((0, 12), fake, 2, 1, 1)[0]
    ok, need, why = arithmetic_certificate((0, 10), fake, 2, 1, 1)
    assert not ok and need is None and "not pinned down" in why
    # 0.C's sequence claimed for 4.08: splitting a heap in two without removing (c <= 0, two big heaps)
    # may reach the claimed value, so the exclusion refuses it -- and 4.08's true values differ
    ok, need, why = arithmetic_certificate((4, 0, 8), fake, 2, 1, 1)
    assert not ok and need is None and "not pinned down" in why
    assert mex_scan(TakeAndBreak("4.08"), 39) != fake
    # moves leaving at most two heaps never reach far-below values for certain: octal codes are refused
    # (finite octal games are never arithmetic-periodic: Horrocks and Nowakowski, INTEGERS 3 (2003))
    for digits in [(0, 4), (0, 7), (0, 4, 4), (0, 6, 7)]:
        ok, _need, why = arithmetic_certificate(digits, fake, 2, 1, 1)
        assert not ok and "no option shape is known to reach" in why, digits
    # a pattern that breaks below the bound is refused even if the shapes pass
    g9 = mex_scan(TakeAndBreak("0.9f"), 40)
    bad = list(g9)
    bad[15] += 2
    ok, need, why = arithmetic_certificate((0, 9, 15), bad, 3, 4, 2)
    assert not ok and "the pattern fails below the bound" in why


def test_0_9f_far_below_values_need_the_far_condition():
    # 0.9F's residues have high part 1, so a value s*y with y = 0 comes only from two big heaps of
    # equal high part (or three with y >= 1); a fake sequence with 0.9F's pattern but a code whose
    # two-heap moves are gone (0.98: remove 2 leaves 3 heaps only) loses that and is refused
    g = mex_scan(TakeAndBreak("0.9f"), 60)
    ok, need, why = arithmetic_certificate((0, 9, 8), g, 3, 4, 2)
    assert not ok and need is None, why


@pytest.mark.parametrize("code, period, saltus, reason", [
    ("0.3f", 6, 3, "is not a power of 2"),
    ("4.ba", 4, 4, "no option shape is known to reach"),
    ("0.bb", 1, 1, "not pinned down"),
])
def test_arithmetic_patterns_outside_the_test_are_not_certified(code, period, saltus, reason):
    rule = TakeAndBreak(code)
    vals = mex_scan(rule, 240)
    res = periodicity(rule, vals[:120], heaps=120)
    assert (res.period, res.saltus) == (period, saltus)
    assert not res.certified and not res.is_periodic and reason in res.reason
    assert "APPARENTLY arithmetic-periodic" in str(res)
    # the pattern does hold as far as the scan goes: refusing is about the proof, not the values
    assert all(vals[n + period] == vals[n] + saltus for n in range(res.preperiod, 241 - period))


def test_periodicity_stops_when_more_heaps_cannot_help():
    # the shapes, not the number of heaps, refuse 0.3F: periodicity() stops at its first round
    assert periodicity(TakeAndBreak("0.3f")).heaps_computed == 512


def test_octal_periods_still_certified():
    res = periodicity(TakeAndBreak("0.77"))
    assert res.certified and res.saltus == 0 and res.period == 12


@pytest.mark.parametrize("code, period, saltus, preperiod, needed, high", CERTIFIED)
def test_a_wrong_last_needed_value_is_refused(code, period, saltus, preperiod, needed, high):
    # the last value the test reads decides: change it (planted: a check one heap too short misses it)
    vals = mex_scan(TakeAndBreak(code), needed - 1)
    for delta in (1, saltus, -1):
        bad = list(vals)
        if bad[-1] + delta < 0:
            continue
        bad[-1] += delta
        assert not arithmetic_certificate(TakeAndBreak(code).digits, bad, period, preperiod, saltus)[0], delta


def test_an_apparent_pattern_that_breaks_is_not_certified():
    # 8.D5 (split a heap into three without removing, or remove 1 and leave 0, 2 or 3 heaps): in
    # heaps 0..79 the values look like G(n + 18) = G(n) + 16 from heap 25, but the test needs heaps
    # 0..96 (the period doubled twice: G(19) = 16 is not below the saltus) and by then the pattern is gone
    rule = TakeAndBreak("8.d5")
    vals = mex_scan(rule, 120)
    res = periodicity(rule, vals[:80], heaps=80)
    assert (res.period, res.saltus, res.preperiod, res.certified, res.heaps_needed) == (18, 16, 25, False, 97)
    assert any(vals[n + 18] != vals[n] + 16 for n in range(25, 97 - 18))
    assert periodicity(rule, vals[:97], heaps=97).period is None


def _induction_step_fails(digits, values, lo, hi):
    """The first heap in [lo, hi) whose mex over its options (from the code) is not values[n], or None."""
    rule = TakeAndBreak(HEX[digits[0]] + "." + "".join(HEX[d] for d in digits[1:]))
    for n in range(lo, hi):
        seen = set()
        for parts in rule.heap_options(n):
            x = 0
            for a in parts:
                x ^= values[a]
            seen.add(x)
        mex = 0
        while mex in seen:
            mex += 1
        if mex != values[n]:
            return n
    return None


@pytest.mark.parametrize("code, period, saltus, preperiod, needed, high", CERTIFIED)
def test_certificates_for_neighbouring_codes_prove_their_induction_step(code, period, saltus, preperiod, needed, high):
    # The certificate claims: if heaps below n follow the pattern, the mex at every n >= B is the pattern's
    # value. That is checkable straight from the rules for any pattern and any code, true values or not.
    # Take each certified pattern and every code one bit away (a move added or removed); whenever the test
    # accepts the pattern for that code, the mex at heaps B .. B + 3p + 12 must agree with it.
    digits = TakeAndBreak(code).digits
    values = mex_scan(TakeAndBreak(code), preperiod + period - 1)
    while len(values) < 200:
        values.append(values[-period] + saltus)
    accepted = 0
    for i in range(len(digits) + 1):
        for bit in range(4):
            d = list(digits) + [0] * (i == len(digits))
            d[i] ^= 1 << bit
            if i == 0 and d[0] & 3:  # d0 has no 'remove nothing, leave 0 or 1 heap' moves
                continue
            while len(d) > 1 and d[-1] == 0:
                d.pop()
            ok, need, _why = arithmetic_certificate(tuple(d), values, period, preperiod, saltus)
            if ok:
                accepted += 1
                assert _induction_step_fails(tuple(d), values, need, need + 3 * period + 12) is None, d
    # the unchanged code is among them, and its certificate passes the same check
    assert accepted >= 1
    assert _induction_step_fails(digits, values, needed, needed + 3 * period + 12) is None
