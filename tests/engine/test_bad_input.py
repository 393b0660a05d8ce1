"""The engine's public classes and entry points refuse what is not theirs with the library's errors."""

from __future__ import annotations

import pytest

from cgtalg.engine.graph import GraphPosition
from cgtalg.engine.graph_cuts import PicturePosition
from cgtalg.engine.graph_labelling import check_coloured_graph
from cgtalg.engine.grid_capture import Captures
from cgtalg.engine.grid_codes import PackedForms
from cgtalg.engine.grid_placement import Placements
from cgtalg.engine.grid_position import GridPosition
from cgtalg.engine.grid_text import parse_board
from cgtalg.engine.search import Search
from cgtalg.engine.strip import StripPosition
from cgtalg.engine.strip_words import StripWords
from cgtalg.engine.traversal import certify, traverse
from cgtalg.errors import InputTypeError, InputValueError

HUGE = 2**100000
BAD = pytest.mark.parametrize("bad", [None, "x", HUGE, []], ids=["None", "str", "huge", "list"])


@pytest.mark.parametrize(
    "make, example",
    [
        (lambda: GridPosition(".."), "Domineering"),
        (lambda: GridPosition.rectangle(2, 2), "Domineering"),
        (lambda: GridPosition.impartial_class(), "Domineering"),
        (lambda: StripPosition("LR"), "TopplingDominoes"),
        (lambda: GraphPosition("path 3"), "Snort"),
        (lambda: PicturePosition("g-1:L"), "Hackenbush"),
    ],
)
def test_base_position_classes_name_a_ruleset_class(make, example):
    with pytest.raises(InputTypeError) as caught:
        make()
    assert "is a base class without rules" in str(caught.value) and example in str(caught.value)


@pytest.mark.parametrize("cls", [Captures, PackedForms, Placements, StripWords])
@BAD
def test_oracles_are_made_by_rules(cls, bad):
    with pytest.raises(InputTypeError, match="is made by a ruleset's rules"):
        cls(bad)


@BAD
def test_search_needs_a_schema(bad):
    with pytest.raises(InputTypeError, match="a Search is made for a schema"):
        Search(bad)


@BAD
def test_certify_needs_a_class(bad):
    with pytest.raises(InputTypeError, match="certify checks a position class"):
        certify(bad)


def test_traverse_needs_functions():
    with pytest.raises(InputTypeError, match="traverse needs two functions"):
        traverse(0, expand=None, close=None)
    with pytest.raises(InputTypeError, match="memo must be a mutable mapping"):
        traverse(0, expand=lambda p: (None, 0), close=lambda *a: 0, memo=3)
    assert traverse(0, expand=lambda p: (None, 7), close=lambda *a: 0) == 7


def test_huge_graph_sizes_are_named_by_size():
    with pytest.raises(InputValueError, match="an int of 100001 bits"):
        check_coloured_graph(HUGE, [], [])


def test_parse_board_checks_its_ruleset_arguments():
    with pytest.raises(InputTypeError, match="the ruleset's name must be a str"):
        parse_board("..", ".#", {}, HUGE)
    with pytest.raises(InputTypeError, match="aliases must be a dict"):
        parse_board("..", ".#", None, "domineering")


@BAD
def test_parse_picture_needs_edge_cutting_rules(bad):
    from cgtalg.engine.graph_cuts import parse_picture

    with pytest.raises(InputTypeError, match="read by a ruleset's EdgeCuttingRules"):
        parse_picture("g-1:L", bad)


@BAD
def test_stalk_colours_takes_a_part_key(bad):
    from cgtalg.engine.graph_cuts import stalk_colours

    if bad is HUGE:  # an int: read as a key (a picture too large to be a stalk)
        assert stalk_colours(bad) is None
        return
    with pytest.raises(InputTypeError, match=f"^stalk_colours\\(\\) takes a part key \\(an int\\), not {type(bad).__name__} "):
        stalk_colours(bad)


@pytest.mark.parametrize("bad", [0, -5, True])
def test_stalk_colours_refuses_a_key_that_is_no_part(bad):
    from cgtalg.engine.graph_cuts import stalk_colours

    kind = InputTypeError if bad is True else InputValueError
    with pytest.raises(kind, match="^stalk_colours\\(\\) takes a"):
        stalk_colours(bad)


def test_stalk_colours_still_reads_stalks():
    from cgtalg.engine.graph_cuts import stalk_colours
    from cgtalg.rulesets.graph.hackenbush import RULES

    assert stalk_colours(RULES.normalise([(0, 1, 0), (1, 2, 2)])) == [0, 2]
    assert stalk_colours(RULES.normalise([(0, 1, 0), (0, 1, 0)])) is None


def test_check_strip_symbols_checks_its_arguments():
    from cgtalg.engine.strip import check_strip_symbols
    from cgtalg.rulesets.strip.toads_and_frogs import RULES

    with pytest.raises(InputTypeError, match="^check_strip_symbols\\(\\)'s rules must be a StripRules"):
        check_strip_symbols("toads", ["T.F"])
    with pytest.raises(InputTypeError, match="^the strips must be an iterable"):
        check_strip_symbols(RULES, "T.F")
    with pytest.raises(InputTypeError, match="^a strip must be a str"):
        check_strip_symbols(RULES, [["T"]])
    with pytest.raises(InputValueError, match="^'X' is not a toads-and-frogs cell$"):
        check_strip_symbols(RULES, ["T.X"])
    assert check_strip_symbols(RULES, ("T.F", "..")) is None
