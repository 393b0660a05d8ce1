"""Sensible lines of forms, against a search of every line by the definition with naive comparisons."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from cgtalg import parse, value
from cgtalg.analysis.sensible import sensible_lines
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets.registry import position_of_text
from cgtalg.testing import build, game_trees

from .test_sensible import Form, naive_ge, tree_of


def first_line(tree, k, left):
    """The first line in the options' order (searching, with backtracking) that fits the definition.

    Left's terms >= k, Right's replies <= the whole form, the last term equal to k (Right: mirrored).
    """
    whole = tree

    def fits(a, b, up):
        return naive_ge(a, b) if up else naive_ge(b, a)

    def search(current):
        for o in current[0 if left else 1]:
            if not fits(o, k, left):
                continue
            if fits(k, o, left):  # o >= k and k >= o: equal
                return [o]
            for r in o[1 if left else 0]:
                if fits(r, whole, not left):
                    rest = search(r)
                    if rest is not None:
                        return [o, r] + rest
        return None

    return search(tree)


@settings(max_examples=150, deadline=None)
@given(game_trees(max_birthday=3, max_options=3))
def test_against_the_definition(tree):
    canonical = build(tree)
    for player, left in (("L", True), ("R", False)):
        lines = sensible_lines(Form(tree), player)
        targets = canonical.left_options if left else canonical.right_options
        assert len(lines) == len(targets)
        for line, k in zip(lines, targets):
            assert [o.tree for o in line] == first_line(tree, tree_of(k), left)
            assert value(line[-1]) == k


def test_a_reversing_line_and_a_ruleset():
    zero = ((), ())
    one = ((zero,), ())
    g = Form(((((one,), (one,)),), ()))  # {1* |} = 1: 1* reverses through 1 to its Left option 0
    assert [[str(value(p)) for p in line] for line in sensible_lines(g)] == [["1*", "1", "0"]]
    assert sensible_lines(parse("{1|*}"), "R") == [[parse("*")]]
    rs, board = position_of_text("clobber", "xo|ox")  # *: Left's capture reverses through Right's reply
    assert [[rs.format(p) for p in line] for line in sensible_lines(board)] == [[".x|ox", ".x|.o", "..|.x"]]
    rs, board = position_of_text("domineering", "...|...")  # {2 | -1/2}
    lines = sensible_lines(board, "R")
    assert len(lines) == 1 and value(lines[0][-1]) == parse("-1/2")


def test_bad_input_is_refused_by_name():
    with pytest.raises(InputValueError, match="'L' or 'R'"):
        sensible_lines(parse("*"), "left")
    with pytest.raises(InputTypeError, match="not 3.5"):
        sensible_lines(3.5)
    rs, loopy = position_of_text("backsliding-toads-and-frogs", ".FFT.T")
    with pytest.raises(InputValueError, match="cycle"):
        sensible_lines(loopy)


def forms_of_depth_two():
    """Every form {A | B} with A and B sets of at most two of the games born by day 1 (non-canonical ones too)."""
    zero = ((), ())
    day1 = [zero, ((zero,), ()), ((), (zero,)), ((zero,), (zero,))]
    sides = [()] + [(a,) for a in day1] + [(a, b) for i, a in enumerate(day1) for b in day1[i + 1:]]
    return [(a, b) for a in sides for b in sides]


def test_every_form_over_two_depth_two_forms():
    """G = {x | y} for x, y forms of depth two: reversible options (hence longer lines) are common here."""
    depth2 = forms_of_depth_two()
    long_lines = 0
    for x in depth2:
        for y in depth2:
            tree = ((x,), (y,))
            canonical = build(tree)
            for player, left in (("L", True), ("R", False)):
                targets = canonical.left_options if left else canonical.right_options
                lines = sensible_lines(Form(tree), player)
                assert [[o.tree for o in line] for line in lines] == [
                    first_line(tree, tree_of(k), left) for k in targets
                ]
                long_lines += sum(len(line) > 1 for line in lines)
    assert long_lines == 3220  # of the 14168 lines of the 14641 forms
