"""The golden table (tests/analysis/golden_table.py): every property of every record."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cgtalg import left_stop, parse, right_stop
from cgtalg.analysis import (atomic_weight, cool, heat, is_all_small, is_cold, is_even_tempered, is_hot,
                             is_odd_tempered, is_tepid, left_incentives, reduced, right_incentives, thermograph)

from .golden_table import RECORDS


def _game(expr: str):
    return parse(expr.split(" = ")[-1] if " = " in expr else expr)


def _walls_from_zero(wall):
    return [(Fraction(0), wall(0))] + [(t, wall(t)) for t in wall.breakpoints if t > 0]


def test_table_size_and_sources():
    assert len(RECORDS) >= 60
    assert all(r["source"] for r in RECORDS)


@pytest.mark.parametrize("r", RECORDS, ids=[r["expr"] for r in RECORDS])
def test_golden_record(r):
    g = _game(r["expr"])
    assert g is parse(r["canonical"])
    assert (left_stop(g), right_stop(g)) == r["stops"]
    th = thermograph(g)
    assert th.mean == r["mean"] and th.temperature == r["temperature"]
    assert _walls_from_zero(th.left_wall) == [(Fraction(t), Fraction(v)) for t, v in r["left"]]
    assert _walls_from_zero(th.right_wall) == [(Fraction(t), Fraction(v)) for t, v in r["right"]]
    assert cool(g, 1) is parse(r["cool1"])
    if r["heat1"] is not None:
        assert heat(g, 1) is parse(r["heat1"])
    assert reduced(g) is parse(r["reduced"])
    if r["aw"] is None:
        assert not is_all_small(g)
    else:
        assert atomic_weight(g) is parse(r["aw"])
    if r["linc"] is not None:
        assert set(left_incentives(g)) == {parse(x) for x in r["linc"]}
    if r["rinc"] is not None:
        assert set(right_incentives(g)) == {parse(x) for x in r["rinc"]}
    props = {name for name, holds in (("hot", is_hot(g)), ("tepid", is_tepid(g)), ("cold", is_cold(g)),
                                      ("all-small", is_all_small(g)), ("even", is_even_tempered(g)),
                                      ("odd", is_odd_tempered(g))) if holds}
    assert props == r["props"]
