"""Every schema's position class takes its key, value, outcome, equality and hash from KeyedPosition.

One definition for all: the grid, strip, graph, cake and edge-cutting
positions inherit :meth:`KeyedPosition.known_value` and the rest rather than
keeping copies, so a change to how a keyed position is valued reaches every
schema.
"""

from __future__ import annotations

import pytest

from cgtalg import outcome, value
from cgtalg.engine.cake import CakePosition
from cgtalg.engine.graph import GraphPosition
from cgtalg.engine.graph_cuts import PicturePosition
from cgtalg.engine.grid_position import GridPosition
from cgtalg.engine.search import KeyedPosition
from cgtalg.engine.strip import StripPosition
from cgtalg.rulesets.cake import Cutcake
from cgtalg.rulesets.graph.hackenbush import Hackenbush

SCHEMAS = [GridPosition, StripPosition, GraphPosition, CakePosition, PicturePosition]
SHARED = ["key", "known_value", "known_outcome", "__eq__", "__hash__"]


@pytest.mark.parametrize("cls", SCHEMAS, ids=lambda c: c.__name__)
def test_the_keyed_methods_have_one_definition(cls):
    assert issubclass(cls, KeyedPosition)
    assert [getattr(cls, m) for m in SHARED] == [getattr(KeyedPosition, m) for m in SHARED]


def test_cakes_and_pictures_are_valued_equal_and_hashed_by_key():
    assert str(Cutcake("2x4").known_value()) == "1" and str(Cutcake("4x2").known_value()) == "-1"
    assert str(Cutcake("2x2").known_outcome()) == "P"
    assert Cutcake("2x3 1x1") == Cutcake("2x3") and hash(Cutcake("2x3 1x1")) == hash(Cutcake("2x3"))
    assert str(Hackenbush("g-1:L 1-2:R 1-2:R").known_value()) == "1/4"
    assert str(outcome(Hackenbush("GG"))) == "N" and str(value(Hackenbush("LR"))) == "1/2"
    assert Hackenbush("g-1:L 1-2:R") == Hackenbush("LR") and hash(Hackenbush("g-1:L 1-2:R")) == hash(Hackenbush("LR"))
    assert Hackenbush("LR") != Cutcake("2x3")
