"""Hackenbush strings as ordinal sums G = H : K, the contrast drawn in the paper."""

from __future__ import annotations

from itertools import product

import pytest

import cgtalg
from cgtalg.analysis.flipping_coins import (
    best_right_move,
    coins_value,
    hackenbush_split,
    reduce_coins,
    hackenbush_string_value,
)
from cgtalg.engine.position import Position
from cgtalg.core.sign_expansion import number_ordinal_sum
from cgtalg.verify.flipping_coins import rows_in_order

STRINGS = ["".join(p) for n in range(9) for p in product("LR", repeat=n)]


class _Stalk(Position):
    """A Hackenbush string written here from the rules: cutting an edge removes it and all above."""

    def __init__(self, edges):
        self.edges = edges

    def left_options(self):
        return [_Stalk(self.edges[:i]) for i, e in enumerate(self.edges) if e == "L"]

    def right_options(self):
        return [_Stalk(self.edges[:i]) for i, e in enumerate(self.edges) if e == "R"]

    def key(self):
        return self.edges


def test_sign_expansion_rule_matches_the_engine():
    cache: dict = {}
    bad = [e for e in STRINGS if cgtalg.value(_Stalk(e), cache=cache) != cgtalg.number(hackenbush_string_value(e))]
    assert bad == []


def test_core_hackenbush_string_agrees_if_present():
    hackenbush = pytest.importorskip("cgtalg.rulesets.graph.hackenbush")
    for e in STRINGS[:200]:
        assert cgtalg.value(hackenbush.HackenbushString(e)) == cgtalg.number(hackenbush_string_value(e))


def test_every_cut_is_an_ordinal_sum_through_the_engine():
    cache: dict = {}
    for e in STRINGS[:255]:  # up to 7 edges
        g = cgtalg.value(_Stalk(e), cache=cache)
        for cut in range(len(e) + 1):
            h, k, hk = hackenbush_split(e, cut)
            assert hk == hackenbush_string_value(e)
            bottom = cgtalg.value(_Stalk(e[:cut]), cache=cache)
            top = cgtalg.value(_Stalk(e[cut:]), cache=cache)
            assert cgtalg.ordinal_sum(bottom, top) == g
            assert (bottom.as_fraction(), top.as_fraction()) == (h, k)


def test_flipping_coins_need_k_right_not_k():
    # the contrast: with K itself in the exponent the flipping-coins value is wrong
    plain_fails = []
    for row in rows_in_order(12):
        o = [i for i, c in enumerate(row) if c == "1"]
        if len(o) < 3 or "0" not in row[: o[-3] + 1] or reduce_coins(row) != row:
            continue
        h, k = row[: o[-3] + 1], row[o[-3] + 1:]
        assert coins_value(row) == number_ordinal_sum(coins_value(h), coins_value(best_right_move(k)))
        if coins_value(row) != number_ordinal_sum(coins_value(h), coins_value(k)):
            plain_fails.append(row)
    assert min(plain_fails, key=lambda r: (len(r), r)) == "01011"


def test_errors():
    with pytest.raises(ValueError, match="got 'B' at index 2"):
        hackenbush_string_value("LRB")
    with pytest.raises(TypeError):
        hackenbush_string_value(3)
    with pytest.raises(ValueError, match="cut"):
        hackenbush_split("LR", 3)
    with pytest.raises(TypeError):
        hackenbush_split("LR", 1.0)
