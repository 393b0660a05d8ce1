"""The one entry point, misere_quotient(rule, n, method=...): every construction gives the same quotient."""

from __future__ import annotations

import pytest

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.impartial.misere import (
    MisereOutcomes,
    direct_misere_quotient,
    incremental_misere_quotient,
    misere_quotient,
)
from cgtalg.impartial.misere.construction import METHODS
from cgtalg.rulesets.heap import NIM_RULE, GrundysGame, Subtraction, TakeAndBreak

RULES = [TakeAndBreak("0.77"), TakeAndBreak("0.07"), TakeAndBreak("0.137"), TakeAndBreak("4.7"), NIM_RULE,
         Subtraction({1, 3, 4}), GrundysGame()]


def _shape(q):
    return q.game, q.max_heap, q.table, q.p_portion, q.heap_images, q.words, q.generators


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.name)
def test_every_method_gives_the_same_quotient(rule):
    n = 6
    reference = misere_quotient(rule, n)
    for method in METHODS:
        assert _shape(misere_quotient(rule, n, method=method)) == _shape(reference), method


def test_the_default_is_the_incremental_construction():
    kayles = TakeAndBreak("0.77")
    q = misere_quotient(kayles, 12)
    assert q == incremental_misere_quotient(kayles, 12)
    assert "incremental state certificate" in q.checked
    assert misere_quotient(kayles, 6, method="direct") == direct_misere_quotient(kayles, 6)
    assert "learned from exact misère outcomes" in misere_quotient(kayles, 6, method="learn").checked


def test_the_options_reach_their_construction(tmp_path):
    rule = TakeAndBreak("0.77")
    path = str(tmp_path / "q.txt")
    seen: list[int] = []
    q = misere_quotient(rule, 10, checkpoint=path, progress=lambda done, total: seen.append(done))
    assert seen == list(range(1, 11))
    assert _shape(misere_quotient(rule, 14, checkpoint=path, resume=True)) == _shape(misere_quotient(rule, 14))
    assert _shape(misere_quotient(rule, 10, layers=False)) == _shape(q)
    lines: list[str] = []
    misere_quotient(TakeAndBreak("0.07"), 12, method="layers", log=lines.append)
    assert lines[-1].startswith("heap 12: order 12")
    assert misere_quotient(rule, 5, method="direct", max_index=2, period=2).order == 12
    oracle = MisereOutcomes(rule)
    misere_quotient(rule, 5, method="learn", oracle=oracle)
    assert oracle.positions_solved > 0


def test_bad_methods_and_options_are_refused():
    rule = TakeAndBreak("0.77")
    with pytest.raises(InputValueError, match="unknown method 'fast'"):
        misere_quotient(rule, 5, method="fast")
    with pytest.raises(InputTypeError, match="method must be a str"):
        misere_quotient(rule, 5, method=1)
    with pytest.raises(InputValueError, match="max_index is an option of method 'direct', not of 'incremental'"):
        misere_quotient(rule, 5, max_index=2)
    with pytest.raises(InputValueError, match="checkpoint is an option of method 'incremental', not of 'learn'"):
        misere_quotient(rule, 5, method="learn", checkpoint="q.txt")
    with pytest.raises(InputValueError):
        misere_quotient(rule, 11, method="direct")
    with pytest.raises(InputTypeError, match="has no heap_options"):
        misere_quotient(object(), 5)
