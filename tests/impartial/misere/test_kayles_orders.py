"""The order of misère Kayles' quotient at each heap bound, heap by heap.

The published sequence: orders 2, 6, 12, 18, 24, 32, 40, first reached at
heaps 1, 2, 5, 9, 12, 25, 27, and 40 (P-portion 9) from heap 27 on; Siegel's
MisereSolver finds the same order at every bound up to heap 169, where it
proves the quotient for all heaps (Plambeck and Siegel, *Misère quotients for
impartial games*, J. Combin. Theory Ser. A 115 (2008); Siegel, *Combinatorial
Game Theory*, V.3).
"""

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
