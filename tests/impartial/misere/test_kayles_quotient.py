"""Misère Kayles: the certified quotient against a reference written from the rules of Kayles alone,
and the periodicity certificate that makes a quotient the quotient of *all* heaps.

The reference knows nothing of take-and-break codes or quotients: a row of ``h`` pins, a move
knocks down one pin or two adjacent pins (Winning Ways, ch. 4), and a multiset of rows is solved
bottom-up by number of pins (misère: a position without moves is an N-position).

On the order of the Kayles quotient: an order of 48 was quoted in this project without a source.
The stored copies of Plambeck, *Taming the wild in impartial combinatorial games* (INTEGERS 5
(2005) #G05), Plambeck and Siegel, *Misère quotients for impartial games* (JCTA 115 (2008);
arXiv math/0609825) and Plambeck, *Advances in losing* (arXiv math/0603027) could be read only up
to their first page here, so no published order is asserted. What is asserted is proved: order 40
(heaps 1..27 told apart by brute force in benchmarks/bench_misere_quotient.py --prove-orders, the
certificate for every heap up to 170, and :func:`quotient_period` for all larger heaps).
The stored full texts searched (Plambeck, INTEGERS 5 #G05 as fg5.tex and the dokumen.tips / docslib
copies; Siegel, *Misère games and misère quotients*, Games of No Chance 5, docslib 7691046; Plambeck
and Siegel on dokumen.tips) returned only each document's opening excerpt, so no published order,
P-portion or period of misère Kayles could be read, and the 48 is unsourced. Nothing published
contradicts 40 as far as could be read.
"""

from __future__ import annotations

import pytest

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.impartial.misere import (
    IncrementalQuotient,
    incremental_misere_quotient,
    quotient_period,
)
from cgtalg.rulesets.heap import NIM_RULE, TakeAndBreak


def rows_after_bowling(h):
    """The rows left when one pin, or two adjacent pins, are knocked down from a row of h pins."""
    out = set()
    for width in (1, 2):
        for left in range(h - width + 1):
            right = h - width - left
            out.add(tuple(sorted((x for x in (left, right) if x), reverse=True)))
    return out


def partitions(total, top):
    stack = [((), total, top)]
    while stack:
        pos, left, cap = stack.pop()
        if left == 0:
            yield pos
            continue
        for h in range(min(cap, left), 0, -1):
            stack.append((pos + (h,), left - h, h))


def misere_p_positions(max_row, pins):
    """{position: is a misère P-position} for every multiset of rows <= max_row with <= pins pins."""
    after = [rows_after_bowling(h) for h in range(max_row + 1)]
    is_p: dict[tuple[int, ...], bool] = {}
    for total in range(pins + 1):
        for pos in partitions(total, max_row):
            moved = winning = False
            for i, h in enumerate(pos):
                if i and pos[i - 1] == h:
                    continue
                rest = pos[:i] + pos[i + 1 :]
                for rows in after[h]:
                    moved = True
                    if is_p[tuple(sorted(rest + rows, reverse=True))]:
                        winning = True
                        break
                if winning:
                    break
            is_p[pos] = moved and not winning
    return is_p


@pytest.fixture(scope="module")
def reference():
    return misere_p_positions(36, 36)


def test_the_code_0_77_is_kayles():
    rule = TakeAndBreak("0.77")
    for h in range(60):
        ours = {tuple(sorted((x for x in o if x), reverse=True)) for o in rule.heap_options(h)}
        assert ours == rows_after_bowling(h), h


def test_every_position_up_to_36_pins(reference):
    # all 99,133 multisets of rows with at most 36 pins (rows up to 36 > 27, the last generator)
    assert len(reference) == 99133
    q = incremental_misere_quotient(TakeAndBreak("0.77"), 36)
    assert q.order == 40
    mismatches = [pos for pos, p in reference.items() if (q.outcome(pos) == "P") != p]
    assert mismatches == []
    # single rows: the misère P-positions among rows 1..36 agree too
    assert [h for h in range(1, 37) if reference[(h,)]] == [h for h in range(1, 37) if q.outcome([h]) == "P"]


def test_brute_force_classes_are_the_quotient_classes(reference):
    # Positions of <= 16 pins, told apart by every position of <= 20 pins: the classes found by brute
    # force are exactly the fibres of the quotient map (18 of them), so these 18 elements are distinct
    # without trusting the certificate, and no two of them are merged wrongly.
    q = incremental_misere_quotient(TakeAndBreak("0.77"), 36)
    small = [pos for pos in reference if sum(pos) <= 16]
    tests = [pos for pos in reference if sum(pos) <= 20]
    classes: dict[tuple[bool, ...], set[int]] = {}
    for g in small:
        signature = tuple(reference[tuple(sorted(g + x, reverse=True))] for x in tests)
        classes.setdefault(signature, set()).add(q.element(g))
    assert len(classes) == 18
    assert all(len(elements) == 1 for elements in classes.values())
    assert len({q.element(g) for g in small}) == 18


def test_quotient_period_proves_the_whole_quotient():
    rule = TakeAndBreak("0.75")
    assert quotient_period(IncrementalQuotient(rule).extend(20)) is None  # 20 < 2*8 + 2*2 + 2 - 1
    found = quotient_period(IncrementalQuotient(rule).extend(21))
    assert (found.preperiod, found.period, found.order) == (8, 2, 8)
    # what it predicts, checked by computing further: nothing new up to heap 80, period 2 from heap 8
    far = IncrementalQuotient(rule).extend(80)
    assert far.order == 8
    assert all(far.images[n] == far.images[n - 2] for n in range(10, 81))
    assert far.images[9] != far.images[7]


def test_quotient_period_is_not_fooled():
    kayles = IncrementalQuotient(TakeAndBreak("0.77")).extend(40)
    assert quotient_period(kayles) is None  # Kayles' elements settle only from heap 71
    dawson = IncrementalQuotient(TakeAndBreak("0.07")).extend(20)
    assert quotient_period(dawson) is None
    # a planted periodic tail that does not reach far enough is refused
    fake = IncrementalQuotient(TakeAndBreak("0.75")).extend(21)
    fake.images = fake.images[:-1] + [fake.images[1]]
    assert quotient_period(fake) is None
    with pytest.raises(InputValueError, match="finite"):
        quotient_period(IncrementalQuotient(NIM_RULE).extend(3))
    with pytest.raises(InputValueError, match="two heaps"):
        quotient_period(IncrementalQuotient(TakeAndBreak("0.8")).extend(3))
    with pytest.raises(InputTypeError):
        quotient_period(kayles.quotient())


def test_duplicate_kayles_has_the_kayles_quotient():
    # Duplicate Kayles (0.1377) is Kayles with every pin doubled: heaps 2k - 1 and 2k play like a
    # Kayles heap of k. Plambeck's note on 0.1377 (plambeck.org, misère octal games, 0.1377, letter to
    # R. K. Guy of 7 October 2002) reads its misère decomposition off the Kayles one. The quotients
    # computed separately agree: same order, same P-portion, heaps 2k - 1 and 2k spelled like Kayles k.
    dup = IncrementalQuotient(TakeAndBreak("0.1377")).extend(60).quotient()
    kay = IncrementalQuotient(TakeAndBreak("0.77")).extend(30).quotient()
    assert dup.order == kay.order == 40
    assert dup.p_portion_words() == kay.p_portion_words()
    words, kayles_words = dup.heap_words(), kay.heap_words()
    assert all(words[2 * k - 1] == words[2 * k] == kayles_words[k] for k in range(1, 31))
