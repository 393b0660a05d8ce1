"""The next misère quotient by layers (cgtalg.impartial.misere.layers).

Every quotient is compared with brute-force misère outcomes (MisereOutcomes, which knows only the
rules); the layers' own certificate is checked to refuse corrupted stages.
"""

import random

import pytest

from cgtalg.impartial.misere import (
    IncrementalQuotient,
    MisereOutcomes,
    QuotientNotCertified,
    certify_quotient,
    check_outcomes,
    extend_layered,
    layered_next_heap,
)
from cgtalg.impartial.misere.layers import _Base, _certify_layer, _solve, _Stats
from cgtalg.rulesets.heap import TakeAndBreak


def _install(iq, found):
    table, p_set, images = found[:3]
    n = iq.max_heap + 1
    options = iq.next_option_parts()
    ok, _states, _w = certify_quotient(table, p_set, images, options)
    assert ok
    iq.table, iq.p_set, iq.images, iq.option_parts, iq.max_heap = table, p_set, images, options, n
    iq.states_checked.append(0)
    return iq


def _by_rounds(rule):
    """The incremental step with layers off: its first candidate, then rounds of the misère rule."""
    iq = IncrementalQuotient(rule)
    iq.use_layers = False
    return iq


@pytest.mark.parametrize("code, n", [("0.77", 9), ("0.07", 10), ("0.137", 12), ("0.77", 25)])
def test_same_quotient_as_the_incremental_step(code, n):
    rule = TakeAndBreak(code)
    ref = _by_rounds(rule).extend(n)
    found = layered_next_heap(IncrementalQuotient(rule).extend(n - 1))
    assert (len(found[0]), len(found[1])) == (ref.order, len(ref.p_set))


def test_kayles_heap_9_against_brute_force():
    rule = TakeAndBreak("0.77")
    iq = _install(IncrementalQuotient(rule).extend(8), layered_next_heap(IncrementalQuotient(rule).extend(8)))
    check = check_outcomes(iq.quotient(), MisereOutcomes(rule), tokens=22)
    assert check.mismatches == [] and check.positions > 1000


@pytest.fixture(scope="module")
def dawson25():
    rule = TakeAndBreak("0.07")
    base = IncrementalQuotient(rule).extend(24)
    found = layered_next_heap(base)
    return _install(base, found), found[3]


def test_dawson_heap_25_order_and_the_split(dawson25):
    iq, stats = dawson25
    # heap 25 splits Q_24: 144 elements (the first candidate over Q_24 had 48; the lower bound proved from
    # failing candidates by benchmarks/bench_misere_quotient.py --merge 25 --table 56 50 is 65)
    assert iq.order == 144 and len(iq.p_set) == 23
    assert stats["sublayers"] >= 2 and stats["depth"] == 2   # heap 21 splits inside a layer too
    q = iq.quotient()
    # 4 + 4 and 21 are one element of Q_24 but not of Q_25 (brute force: 4+4+25 is N, 21+25 is P)
    oracle = MisereOutcomes(TakeAndBreak("0.07"))
    assert (oracle.outcome([4, 4, 25]), oracle.outcome([21, 25])) == ("N", "P")
    assert (q.outcome([4, 4, 25]), q.outcome([21, 25])) == ("N", "P")
    assert q.element([4, 4]) != q.element([21])


def test_dawson_heap_25_against_brute_force(dawson25):
    iq, _stats = dawson25
    q = iq.quotient()
    oracle = MisereOutcomes(TakeAndBreak("0.07"))
    rng = random.Random(2026)
    seen = 0
    for _ in range(120):
        heaps = [25] * rng.randint(1, 2) + [rng.randint(2, 24) for _ in range(rng.randint(0, 3))]
        if sum(heaps) > 56:
            continue
        seen += 1
        assert q.outcome(heaps) == oracle.outcome(heaps), heaps
    assert seen > 60


def test_layer_certificate_refuses_a_flipped_bit():
    rule = TakeAndBreak("0.07")
    iq = IncrementalQuotient(rule).extend(12)
    options = iq.option_parts
    q = len(iq.table)
    # L = the misère P-positions of heaps 1..12 plus one heap of 2 (Z + *): ok = no option Z + 0 is in P
    in_p = bytearray(1 if u in iq.p_set else 0 for u in range(q))
    ok = bytearray(0 if in_p[u] else 1 for u in range(q))
    st = _Stats()
    base = _Base(iq.table, list(iq.images))
    table, images, proj, in_s = _solve(base, ok, options, 12, st, 0)
    assert _certify_layer(table, images, in_s, proj, ok, base, options, 12)[0]
    # L = {Z : Z + 2 is a P-position}: compare with Q_12 itself on random positions
    rng = random.Random(5)
    for _ in range(300):
        heaps = [rng.randint(1, 12) for _ in range(rng.randint(0, 6))]
        t = u = 0
        for h in heaps:
            t, u = table[t][images[h]], iq.table[u][iq.images[h]]
        assert bool(in_s[t]) == (iq.table[u][iq.images[2]] in iq.p_set), heaps
    for t in range(len(table)):
        bad = bytearray(in_s)
        bad[t] ^= 1
        assert not _certify_layer(table, images, bad, proj, ok, base, options, 12)[0]
    wrong = list(proj)
    wrong[len(wrong) - 1] = (wrong[-1] + 1) % q
    assert not _certify_layer(table, images, in_s, wrong, ok, base, options, 12)[0]


def test_extend_layered_matches_incremental_where_both_work():
    rule = TakeAndBreak("0.07")
    a = extend_layered(IncrementalQuotient(rule), 20)
    b = _by_rounds(rule).extend(20)
    assert (a.order, len(a.p_set)) == (b.order, len(b.p_set)) == (24, 5)


def test_incremental_quotient_uses_layers_by_default():
    from cgtalg.impartial.misere import incremental_misere_quotient

    with pytest.raises(QuotientNotCertified):  # the rounds alone stop at heap 11 of 4.07 (and 24 of 0.07)
        incremental_misere_quotient(TakeAndBreak("4.07"), 11, layers=False)
    assert incremental_misere_quotient(TakeAndBreak("4.07"), 11).order == 12
    q = incremental_misere_quotient(TakeAndBreak("0.07"), 26)
    assert (q.order, len(q.p_portion)) == (144, 23)
    oracle = MisereOutcomes(TakeAndBreak("0.07"))
    for heaps in ([26], [26, 2], [26, 4, 4], [26, 21], [25, 26], [26, 7, 7, 3]):
        assert q.outcome(heaps) == oracle.outcome(heaps), heaps
