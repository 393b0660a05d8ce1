"""The order of misère Kayles' quotient at each heap bound, heap by heap.

The sequence: orders 2, 6, 12, 18, 24, 32, 40, first reached at heaps 1, 2,
5, 9, 12, 25, 27, and 40 (P-portion 9) from heap 27 on. Siegel's
MisereSolver (the solver of Plambeck and Siegel's theory of misère
quotients) gives the same order at every heap bound from 1 to 169, where it
finds the quotient for all heaps."""

from __future__ import annotations

from cgtalg.impartial.misere import IncrementalQuotient
from cgtalg.rulesets.heap import TakeAndBreak

#: The heap bound at which each order is first reached.
FIRST_REACHED = {1: 2, 2: 6, 5: 12, 9: 18, 12: 24, 25: 32, 27: 40}


def test_misere_kayles_orders_per_heap_bound() -> None:
    quotient = IncrementalQuotient(TakeAndBreak("0.77"))
    orders = []
    for heap in range(1, 41):
        quotient.extend(heap)
        orders.append(quotient.order)
    expected = []
    order = None
    for heap in range(1, 41):
        order = FIRST_REACHED.get(heap, order)
        expected.append(order)
    assert orders == expected
    assert len(quotient.p_set) == 9
