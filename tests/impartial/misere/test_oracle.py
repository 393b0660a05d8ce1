"""The oracle protocol: every construction reads a game through MisereOracle, so any oracle drives them."""

from __future__ import annotations

import pytest

from cgtalg.errors import InputTypeError
from cgtalg.impartial.misere import (
    ExtensionOutcomes,
    IncrementalQuotient,
    MisereOracle,
    MisereOutcomes,
    TrustingOracle,
    bouton_misere_value,
    check_lower_bound,
    check_outcomes,
    learn_quotient,
    lower_bound_below_failure,
    misere_oracle,
    misere_quotient,
)
from cgtalg.impartial.misere.construction import METHODS
from cgtalg.rulesets.heap import NIM_RULE, TakeAndBreak


class BoutonNim:
    """Misère Nim answered by Bouton's rule: an oracle that knows no rule object and searches nothing."""

    name = "Bouton's Nim"

    def __init__(self) -> None:
        self.asked = 0

    def heap_parts(self, heap: int) -> list[tuple[int, ...]]:
        return [(k,) if k else () for k in range(heap - 1, -1, -1)]

    def is_p(self, heaps) -> bool:
        self.asked += 1
        return bouton_misere_value(list(heaps)) == 0

    @property
    def positions_solved(self) -> int:
        return 0


def test_the_oracles_answer_the_protocol():
    kayles = TakeAndBreak("0.77")
    brute = MisereOutcomes(kayles)
    q8 = IncrementalQuotient(kayles).extend(8)
    extension = ExtensionOutcomes(kayles, q8.table, q8.p_set, q8.images, 8)
    for oracle in (brute, extension, BoutonNim()):
        assert isinstance(oracle, MisereOracle)
    assert isinstance(extension, TrustingOracle) and not isinstance(brute, TrustingOracle)
    assert not isinstance(kayles, MisereOracle)
    assert brute.heap_parts(5) == extension.heap_parts(5) == [tuple(x for x in o if x) for o in kayles.heap_options(5)]
    assert brute.name == extension.name == "0.77"
    assert [brute.is_p(p) for p in ([9], [5, 5, 9], [5, 5])] == [extension.is_p(p) for p in ([9], [5, 5, 9], [5, 5])]


def test_misere_oracle_wraps_a_rule_and_keeps_an_oracle():
    oracle = misere_oracle(NIM_RULE)
    assert type(oracle) is MisereOutcomes and oracle.rule is NIM_RULE
    assert misere_oracle(oracle) is oracle
    bouton = BoutonNim()
    assert misere_oracle(bouton) is bouton
    with pytest.raises(InputTypeError, match="has no heap_options"):
        misere_oracle("0.77")


def test_any_oracle_drives_every_construction():
    from_rule = misere_quotient(NIM_RULE, 4)
    for method in METHODS:
        q = misere_quotient(BoutonNim(), 4, method=method)
        assert (q.table, q.p_portion, q.heap_images, q.words) == (
            from_rule.table, from_rule.p_portion, from_rule.heap_images, from_rule.words), method
        assert q.game == "Bouton's Nim"
    bouton = BoutonNim()
    table, p_set, images = learn_quotient(bouton, 3)
    assert bouton.asked > 0 and len(table) == 6
    q = misere_quotient(NIM_RULE, 5)
    assert check_lower_bound(q, BoutonNim()).proved_order == q.order
    assert check_outcomes(q, BoutonNim(), tokens=12).mismatches == []
    bound = lower_bound_below_failure(BoutonNim(), [list(r) for r in q.table], q.p_portion, list(q.heap_images))
    assert bound.tokens is None and bound.order_at_least == q.order


def test_the_learner_hands_failing_hypotheses_only_to_a_trusting_oracle():
    rule = TakeAndBreak("0.137")

    class Trusting(MisereOutcomes):
        def __init__(self, rule) -> None:
            super().__init__(rule)
            self.offered: list[int] = []

        def trust(self, table, p_set, images, tokens) -> bool:
            self.offered.append(tokens)
            return False

    trusting = Trusting(rule)
    assert isinstance(trusting, TrustingOracle)
    table, _p_set, _images = learn_quotient(rule, 8, oracle=trusting)
    assert len(table) == misere_quotient(rule, 8, method="direct").order == 6
    assert trusting.offered == [12]    # its failing hypothesis was right below 12 tokens
