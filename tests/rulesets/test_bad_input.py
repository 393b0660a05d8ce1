"""Bad input to the rulesets' public functions, refused with the library's own exception.

Each test calls a public function of :mod:`cgtalg.rulesets` with an argument
it cannot use and checks that the library's own exception, naming the
problem, comes out (not a wrong answer, nor a bare error from deep
inside).
"""

from __future__ import annotations

import pytest

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets.heap import KAYLES, HeapPosition, TakeAndBreak


def test_heap_rule_digit_refuses_a_negative_or_non_int_removal() -> None:
    rule = TakeAndBreak("0.3[7]")
    assert [rule.digit(k) for k in range(5)] == [0, 3, 7, 7, 7]
    # before: digit(-1) read the code from its end and answered 3
    with pytest.raises(InputValueError, match="non-negative, got -1"):
        rule.digit(-1)
    # before: a bare TypeError from comparing a str with an int
    with pytest.raises(InputTypeError, match="must be an int, not str"):
        rule.digit("2")  # type: ignore[arg-type]
    with pytest.raises(InputTypeError, match="must be an int, not float"):
        rule.digit(1.0)  # type: ignore[arg-type]


def test_a_heap_given_as_a_str_is_named_as_such() -> None:
    # before: "write HeapPosition(rule, 3, 4)", as if a list of heaps had been passed
    with pytest.raises(InputTypeError, match=r"a heap size must be an int, not str \('3'\)"):
        HeapPosition(KAYLES, "3")  # type: ignore[arg-type]
    with pytest.raises(InputTypeError, match="HeapPosition\\(rule, \\*sizes\\)"):
        HeapPosition(KAYLES, [3, 4])  # type: ignore[arg-type]


def test_maundy_cake_number_theory_refuses_what_is_not_a_positive_int() -> None:
    from cgtalg.rulesets.cake.maundy_cake import maundy_moves, prime_factors

    assert prime_factors(12) == [2, 2, 3] and maundy_moves(12) == 10
    # before: 0 and -6 gave [] (and maundy_moves 0), 2.0 gave [2.0], "a" a bare TypeError
    for f in (prime_factors, maundy_moves):
        for bad in (0, -6):
            with pytest.raises(InputValueError, match=f"must be >= 1, got {bad}"):
                f(bad)
        for bad in (2.0, "a", True):
            with pytest.raises(InputTypeError, match="must be an int"):
                f(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("draw", ["grid_svg", "strip_svg", "graph_svg", "hackenbush_svg"])
def test_svg_drawings_refuse_what_is_not_a_position_of_their_kind(draw: str) -> None:
    from cgtalg.pictures import positions as svg

    # before: AttributeError: 'str' object has no attribute 'rows' (or text, perms, picture)
    for bad in ("x..", None, 3):
        with pytest.raises(InputTypeError, match=f"{draw} draws .* has no"):
            getattr(svg, draw)(bad)


def test_registry_refuses_a_progress_that_is_not_callable_and_a_non_class() -> None:
    from cgtalg.rulesets.grid.domineering import Domineering
    from cgtalg.cli.value import ruleset_report as report
    from cgtalg.rulesets.registry import get, impartial_class

    dom = get("domineering")
    # before: TypeError: 'int' object is not callable, from inside the search
    with pytest.raises(InputTypeError, match="progress must be a function"):
        dom.value("..|..", progress=3)  # type: ignore[arg-type]
    # before: AttributeError: 'int' object has no attribute 'impartial_class'
    for bad in (3, int, "domineering"):
        with pytest.raises(InputTypeError, match="impartial_class needs a position class"):
            impartial_class(bad)  # type: ignore[arg-type]
    assert impartial_class(Domineering) is impartial_class(Domineering)
    # before: any truthy object was taken for True
    with pytest.raises(InputTypeError, match="verbose"):
        report("domineering", "..", verbose="yes")  # type: ignore[arg-type]
    assert "stops:" in report("domineering", "..", verbose=True)


def test_search_entry_points_refuse_what_is_not_a_key() -> None:
    from cgtalg.rulesets.grid.domineering import IMPARTIAL, RULES, Domineering

    key = Domineering("..|..").key()
    assert str(RULES.search.value(key)) == "+-1"
    # before: value("x") and value((1, "a")) were bare TypeErrors from comparisons inside,
    # value(1.5) one from "&", and outcome(None) answered P
    for bad in ("..|..", 1.5, (1, "a"), None):
        for search, method in ((RULES.search, "value"), (RULES.search, "outcome"), (IMPARTIAL.search, "grundy")):
            with pytest.raises(InputTypeError, match="a search key is an int or a tuple of ints"):
                getattr(search, method)(bad)


def test_grid_region_moves_refuses_a_key_that_is_not_one_positive_region() -> None:
    from cgtalg.rulesets.grid.domineering import RULES, Domineering

    key = Domineering(".|.").key()
    assert key < 0  # drawn as the transposed (negated) horizontal domino
    assert RULES.region_moves(-key) == ([], [0])
    # before: a negative key was unpacked into a board of some 10**50 cells (MemoryError or a hang)
    with pytest.raises(InputValueError, match="a region code is a positive int"):
        RULES.region_moves(key)
    with pytest.raises(InputTypeError, match="a region code is a positive int"):
        RULES.region_moves((12354, 12354))  # type: ignore[arg-type]


@pytest.mark.parametrize("module", ["strip.toads_and_frogs", "strip.toppling_dominoes"])
def test_strip_region_moves_refuses_a_key_that_is_not_one_positive_piece(module: str) -> None:
    import importlib

    rules = importlib.import_module(f"cgtalg.rulesets.{module}").RULES
    piece = "T.F" if module == "strip.toads_and_frogs" else "LR"
    key = rules.normalise(piece)
    assert rules.region_moves(abs(key)) != ([], [])
    # before: a negative key decoded to the empty strip, and the answer was "no moves" ([], [])
    with pytest.raises(InputValueError, match="a piece code is a positive int"):
        rules.region_moves(-abs(key))
    with pytest.raises(InputTypeError, match="a piece code is a positive int"):
        rules.region_moves(piece)


def test_graph_region_moves_refuses_a_key_that_is_not_one_positive_component() -> None:
    from cgtalg.rulesets.graph.snort import RULES, Snort

    key = Snort("path 3").key()
    assert key > 0 and len(RULES.region_moves(key)[0]) == 3
    # before: a negative key was unpacked as a 59-vertex graph and its moves returned
    with pytest.raises(InputValueError, match="a component code is a positive int"):
        RULES.region_moves(-key)
    with pytest.raises(InputTypeError, match="a component code is a positive int"):
        RULES.region_moves("path 3")  # type: ignore[arg-type]


@pytest.mark.parametrize("module, what", [("cake.cutcake", "cake"), ("cake.eatcake", "cake"), ("cake.maundy_cake", "cake"),
                                          ("graph.hackenbush", "part")])
def test_cake_and_hackenbush_region_moves_refuse_a_key_that_is_not_one_positive_region(module: str, what: str) -> None:
    import importlib

    mod = importlib.import_module(f"cgtalg.rulesets.{module}")
    rules = mod.RULES
    key = rules.cake(2, 3) if what == "cake" else rules.normalise([(0, 1, 0), (1, 2, 1)])
    assert key > 0 and rules.region_moves(key) != ([], [])
    # before: a negative key gave the moves of some other cake or picture (Cutcake: 'cakes' of
    # negative size; Hackenbush: a 253-edge picture), 0 gave ([], [])
    for bad in (-key, 0):
        with pytest.raises(InputValueError, match=f"a {what} code is a positive int"):
            rules.region_moves(bad)
    with pytest.raises(InputTypeError, match=f"a {what} code is a positive int"):
        rules.region_moves((key, key))
    if module in ("maundy_cake", "graph.hackenbush"):
        with pytest.raises(InputValueError, match=f"a {what} code is a positive int"):
            rules.region_value(-key)
