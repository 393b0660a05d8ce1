"""Heap positions print whatever the size of their heaps: a repr must never fail."""

from __future__ import annotations

from cgtalg.engine.heap import KAYLES
from cgtalg.rulesets.heap import Nim
from cgtalg.rulesets.heap.penny import Penny

HUGE = 2**100000  # over 4,300 digits: str() of it raises ValueError


def test_nim_with_a_huge_heap():
    assert repr(Nim(3, HUGE)) == "Nim(3, <an int of 100001 bits>)"
    assert str(Nim(3, HUGE)) == "*3 + *<an int of 100001 bits>"


def test_penny_with_a_huge_row():
    assert repr(Penny(HUGE, 0)) == "Penny(<an int of 100001 bits>, 0)"


def test_heap_position_with_a_huge_heap():
    assert repr(KAYLES.position(HUGE)) == "HeapPosition(0.77; <an int of 100001 bits>)"


def test_ordinary_heaps_print_as_before():
    assert repr(Nim(3, 4)) == "Nim(3, 4)" and str(Nim(3, 4)) == "*3 + *4"
    assert repr(Penny(2, 0)) == "Penny(2, 0)"
    big = 10**900  # printable, and short enough to be read back
    assert repr(Nim(big)) == f"Nim({big})"
