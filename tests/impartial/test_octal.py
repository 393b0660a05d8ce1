"""Heap games, nim-sequences and certified periodicity.

Every fast algorithm is checked against an independent slow reference: the
position engine (``grundy`` on :class:`HeapPosition`, straight from the
rules) for small heaps, and the plain mex scan for long prefixes. Published
periods carry their source.
"""

from __future__ import annotations

import itertools
import os

import pytest
from hypothesis import given, settings, strategies as st

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.impartial import grundy, misere_outcome
from cgtalg.impartial.misere import bouton_misere_outcome
from cgtalg.impartial.nim_sequence import (
    extend_nim_sequence,
    load_nim_sequence,
    mex_scan,
    nim_sequence,
    save_nim_sequence,
    sparse_scan,
)
from cgtalg.impartial.periodicity import extend_periodic, find_period, heaps_needed, periodicity
from cgtalg.rulesets.heap import (
    NIM_RULE,
    GrundysGame,
    HeapPosition,
    Subtraction,
    TakeAndBreak,
    parse_code,
    rule_from_name,
)
from cgtalg.rulesets.heap import Nim
from cgtalg.rulesets.heap import Penny


def engine_sequence(rule, n):
    """G(0..n) from the position engine, one heap at a time (the reference)."""
    cache: dict = {}
    return [grundy(HeapPosition(rule, h), cache=cache) for h in range(n + 1)]


# --- codes -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "code, digits, repeat",
    [
        ("0.77", (0, 7, 7), ()),
        (".07", (0, 0, 7), ()),
        ("4.7", (4, 7), ()),
        ("0.137", (0, 1, 3, 7), ()),
        ("0.[3]", (0,), (3,)),
        ("0.3[12]", (0, 3), (1, 2)),
        ("0.F0", (0, 15), ()),
        ("8.1", (8, 1), ()),
        (" 0.770 ", (0, 7, 7), ()),
    ],
)
def test_parse_code(code, digits, repeat):
    assert parse_code(code) == (digits, repeat)


@pytest.mark.parametrize(
    "code, words",
    [
        ("077", "exactly one point"),
        ("0.7.7", "exactly one point"),
        ("0.7x", "'x' at position 3"),
        ("0.7g", "'g' at position 3"),
        ("1.7", "d0 = 1"),
        ("2.7", "d0 = 2"),
        ("0.[]", "empty"),
        ("0.[3]7", "at the end"),
        ("0.[3][4]", "at most one"),
        ("0.7!", "modifier"),
        ("10.7", "one digit before the point"),
    ],
)
def test_malformed_codes_are_refused_clearly(code, words):
    with pytest.raises(InputValueError, match=words.replace("[", r"\[")):
        TakeAndBreak(code)
    assert issubclass(InputValueError, ValueError)


def test_code_type_errors():
    with pytest.raises(InputTypeError):
        TakeAndBreak(0.77)  # type: ignore[arg-type]
    with pytest.raises(InputTypeError):
        nim_sequence("0.77", 5)
    with pytest.raises(InputValueError):
        Subtraction([])
    with pytest.raises(InputValueError):
        Subtraction([0, 1])


def test_rule_names_round_trip():
    for rule in [TakeAndBreak("0.77"), TakeAndBreak("4.7"), NIM_RULE, Subtraction({1, 3, 4}),
                 Subtraction({1, 2}, all_but=True), GrundysGame()]:
        again = rule_from_name(rule.name)
        assert again == rule and nim_sequence(again, 30) == nim_sequence(rule, 30)


# --- the schema against the engine -----------------------------------------------------------


def test_every_two_digit_octal_code_matches_the_engine():
    # all 64 codes 0.d1d2 and the 4.d1 codes, heaps 0..12: three computations must agree
    codes = [f"0.{a}{b}" for a in range(8) for b in range(8)] + [f"4.{a}" for a in range(8)]
    for code in codes:
        rule = TakeAndBreak(code)
        ref = engine_sequence(rule, 12)
        assert mex_scan(rule, 12) == ref, code
        if rule.max_parts <= 2 and not rule.repeat:
            assert sparse_scan(rule, 12) == ref, code
            assert sparse_scan(rule, 12, prefix=3, common_limit=None) == ref, code   # the sparse loop from heap 3 on


def test_sparse_machinery_from_small_heaps_against_the_plain_scan():
    # a short prefix makes the mask choice, the rare list and the pair search run on every heap
    codes = [f"0.{a}{b}" for a in range(8) for b in range(8)] + [f"0.{a}{b}{c}" for a in (1, 3, 5, 7)
                                                                 for b in (0, 4, 6) for c in (2, 5, 7)]
    for code in codes:
        rule = TakeAndBreak(code)
        if rule.max_parts == 2:
            assert sparse_scan(rule, 150, prefix=4, common_limit=None) == mex_scan(rule, 150), code
    assert sparse_scan(GrundysGame(), 1200, prefix=4, common_limit=None) == mex_scan(GrundysGame(), 1200)


@pytest.mark.parametrize("code", ["0.8", "0.f", "0.3c", "0.19", "8.0", "0.0f"])
def test_hexadecimal_codes_match_the_engine(code):
    rule = TakeAndBreak(code)
    assert mex_scan(rule, 11) == engine_sequence(rule, 11)


def test_grundys_game_subtraction_and_all_but_match_the_engine():
    for rule in [GrundysGame(), Subtraction({1, 3, 4}), Subtraction({2, 5, 6}),
                 Subtraction({1, 2}, all_but=True), Subtraction({3}, all_but=True), TakeAndBreak("0.3[1]")]:
        assert nim_sequence(rule, 14) == engine_sequence(rule, 14), rule


def test_grundys_game_published_values():
    # Winning Ways ch. 4 (Grundy's game): G(0..20)
    assert nim_sequence(GrundysGame(), 20) == [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]


def test_nim_is_the_code_0_repeat_3():
    # Nim and the Penny Game are instances of the schema: same values, same misère outcomes
    for heaps in itertools.product(range(4), repeat=3):
        pos = HeapPosition(NIM_RULE, *heaps)
        assert grundy(pos) == grundy(Nim(*heaps))
        assert grundy(pos, misere=True) == grundy(Penny(*heaps), misere=True)
        assert str(misere_outcome(pos)) == str(bouton_misere_outcome(list(heaps)))


def test_sums_of_heaps_are_nim_sums():
    rule = TakeAndBreak("0.77")
    g = nim_sequence(rule, 10)
    for a, b in itertools.combinations_with_replacement(range(8), 2):
        assert grundy(HeapPosition(rule, a, b), shortcuts=False) == g[a] ^ g[b]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 7), min_size=1, max_size=4), st.integers(0, 4).map(lambda x: 4 * (x % 2)))
def test_sparse_scan_equals_mex_scan(digits, d0):
    code = f"{d0}." + "".join(map(str, digits))
    rule = TakeAndBreak(code)
    assert sparse_scan(rule, 400, common_limit=None) == mex_scan(rule, 400)
    assert sparse_scan(rule, 400) == mex_scan(rule, 400)


def test_sparse_scan_long_prefixes_of_published_games():
    for code in ["0.77", "0.07", "0.137", "0.16", "0.106"]:
        rule = TakeAndBreak(code)
        assert sparse_scan(rule, 2500, common_limit=None) == mex_scan(rule, 2500), code


def test_sparse_scan_hands_games_without_a_sparse_space_to_the_plain_scan():
    # 0.07 and 0.37 leave about a third / a fifth of the heaps rare: the default hands over to mex_scan
    # (same values, measured faster: nim_sequence.py docstring); common_limit=None keeps the sparse loop
    for code in ["0.07", "0.37", "0.4"]:
        rule = TakeAndBreak(code)
        ref = mex_scan(rule, 3000)
        assert sparse_scan(rule, 3000) == ref, code
        assert sparse_scan(rule, 3000, prefix=8) == ref, code
        assert nim_sequence(rule, 3000) == ref, code
    with pytest.raises(InputValueError):
        sparse_scan(TakeAndBreak("0.07"), 600, common_limit=0)


# --- published periods (with sources) --------------------------------------------------------

PUBLISHED = [
    # code, period, last exception, source
    ("0.77", 12, 70, "Kayles: Winning Ways ch. 4; Siegel, CGT IV.2"),
    ("0.137", 34, 51, "Dawson's chess: WW ch. 4 pp. 89, 102; OEIS A002187 (exceptions 0,14,16,17,31,34,51)"),
    ("0.07", 34, 52, "Dawson's Kayles = Dawson's chess shifted by one heap (WW ch. 4; OEIS A002187)"),
    ("0.1377", 24, 140, "WW ch. 4 p. 102; OEIS A071434; Flammenkamp's octal tables"),
    ("0.11377", 32, 186, "WW ch. 4 p. 104; OEIS A071452; Flammenkamp's octal tables"),
    ("0.117", 48, 46, "WW ch. 4 p. 104; OEIS A071453 (exceptions 2,6,7,12,16,22,26,36,46)"),
    ("0.051", 48, 47, "Flammenkamp, octal_sparse page: period = pre-period = 48"),
    ("0.177", 20, 496, "long pre-period: WW ch. 4 p. 102; OEIS A071435; Flammenkamp's octal tables"),
]


@pytest.mark.parametrize("code, period, last, source", PUBLISHED)
def test_published_periods_are_certified(code, period, last, source):
    cert = periodicity(TakeAndBreak(code))
    assert cert.certified and cert.is_periodic, source
    assert (cert.period, cert.last_exception, cert.preperiod) == (period, last, last + 1), source
    assert cert.heaps_computed >= cert.heaps_needed
    # the certificate's promise, checked independently further out by the plain scan
    vals = mex_scan(TakeAndBreak(code), cert.heaps_needed + 3 * period + 40)
    assert all(vals[n + period] == vals[n] for n in range(last + 1, len(vals) - period))


def test_dawsons_chess_exceptions_exactly():
    # OEIS A002187: "period 34 with the only exceptions at n = 0, 14, 16, 17, 31, 34 and 51"
    g = nim_sequence(TakeAndBreak("0.137"), 600)
    exceptions = [n for n in range(60) if g[n] != g[n + 34 * 10]]
    assert exceptions == [0, 14, 16, 17, 31, 34, 51]


def test_dawsons_kayles_values_match_oeis_prefix():
    # OEIS A002187 (Dawson's chess), first 40 terms; Dawson's Kayles has values a(n-1)
    a = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
         5, 2, 7, 4, 0, 1, 1, 2, 0, 3]
    assert nim_sequence(TakeAndBreak("0.137"), 39) == a
    assert nim_sequence(TakeAndBreak("0.07"), 40)[1:] == a


# --- the certificate is never given without the theorem ---------------------------------------


def test_too_few_heaps_is_not_certified():
    cert = periodicity(TakeAndBreak("0.177"), heaps=1000)   # needs 1037
    assert not cert.certified and not cert.is_periodic
    assert "NOT certified" in str(cert) or cert.period is None


def test_repeating_codes_and_grundys_game_are_never_certified():
    nim = periodicity(NIM_RULE, heaps=200)
    assert (nim.certified, nim.period, nim.saltus) == (False, 1, 1)
    assert "NOT certified" in str(nim)
    allbut = periodicity(Subtraction({1, 2}, all_but=True), heaps=300)
    assert not allbut.certified and allbut.saltus == 1
    assert not periodicity(GrundysGame(), heaps=2000).certified


def test_a_tampered_sequence_loses_its_certificate():
    rule = TakeAndBreak("0.77")
    vals = nim_sequence(rule, 400)
    vals[380] ^= 1  # planted error late in the sequence: the pattern now breaks at 368
    cert = periodicity(rule, vals, heaps=401)
    assert cert.preperiod is None or cert.preperiod > 300 or not cert.certified


def test_subtraction_game_periods():
    # Subtraction {1,3,4}: period 7 (0101232 repeating), WW ch. 4 / Siegel CGT IV.1
    cert = periodicity(Subtraction({1, 3, 4}), heaps=200)
    assert (cert.certified, cert.period, cert.preperiod) == (True, 7, 0)
    assert nim_sequence(Subtraction({1, 3, 4}), 13) == [0, 1, 0, 1, 2, 3, 2] * 2


def test_heaps_needed_formula():
    assert heaps_needed(71, 12, 2, 2) == 2 * 71 + 2 * 12 + 2
    assert heaps_needed(0, 5, 2, 2) == 2 * 1 + 10 + 2      # n0 = 0 counts as 1 when heaps split
    assert heaps_needed(3, 2, 1, 3) >= 1 + 3 * (3 + 2 - 1) + 1
    assert find_period([1, 2, 1, 2, 1, 2, 1, 2]) == (2, 0)


def test_extend_periodic_refuses_uncertified():
    cert = periodicity(TakeAndBreak("0.177"), heaps=600)
    with pytest.raises(InputValueError, match="certified"):
        extend_periodic(nim_sequence(TakeAndBreak("0.177"), 599), cert, 10000)


def test_extend_periodic_matches_scan():
    rule = TakeAndBreak("0.1377")
    vals = nim_sequence(rule, 400)
    cert = periodicity(rule, vals)
    assert extend_periodic(vals, cert, 4000) == sparse_scan(rule, 4000)


# --- progress, interrupt, resume --------------------------------------------------------------


def test_interrupt_keeps_values_and_resume_gives_the_same(tmp_path):
    rule = TakeAndBreak("0.77")
    full = nim_sequence(rule, 3000)
    seen = []

    def progress(done, total):
        seen.append((done, total))
        if done >= 1500:
            raise KeyboardInterrupt

    values: list[int] = []
    with pytest.raises(KeyboardInterrupt):
        extend_nim_sequence(rule, values, 3000, progress=progress)
    assert 1500 <= len(values) < 3000 and values == full[: len(values)]
    assert seen and seen[0][1] == 3000
    path = os.path.join(tmp_path, "kayles.txt")
    save_nim_sequence(path, rule.name, values)
    game, again = load_nim_sequence(path)
    assert game == "0.77" and again == values
    extend_nim_sequence(rule_from_name(game), again, 3000)
    assert again == full


def test_truncated_checkpoint_is_refused(tmp_path):
    path = os.path.join(tmp_path, "x.txt")
    save_nim_sequence(path, "0.07", list(range(50)))
    text = open(path).read()
    open(path, "w").write(text[: len(text) - 20])
    with pytest.raises(InputValueError, match="truncated"):
        load_nim_sequence(path)
