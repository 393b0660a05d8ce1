"""Generalised Toads and Frogs against CGSuite's test, ordinary Toads and Frogs and a brute force.

* CGSuite (github.com/aaron-siegel/cgsuite),
  ``lib/core/src/test/scala/org/cgsuite/lang/GameStripTest.scala``:
  ``game.strip.GenToadsAndFrogs(2)("tttt..fff").CanonicalForm`` is
  ``{1/2*|v}``. The rules are those of its
  ``lib/core/src/main/resources/org/cgsuite/lang/resources/game/strip/GenToadsAndFrogs.cgs``:
  a creature moves 1 to ``maxJump + 1`` squares forward, every square it
  passes holds an enemy, the square it lands on is empty.
* With jump limit 1 the game is ordinary Toads and Frogs: every strip of up
  to 8 cells.
* The brute force: a move generator written here from those rules, on
  plain strings, valued by ``reference_rules.reference_value`` on the whole
  strip (never split): every strip of up to 8 cells, for jump limits 2, 3
  and 5.
"""

from __future__ import annotations

import itertools
import pickle

import pytest

from cgtalg import outcome, value
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets.registry import get
from cgtalg.rulesets.strip.generalised_toads_and_frogs import GeneralisedToadsAndFrogs, rules_for
from cgtalg.rulesets.strip.toads_and_frogs import ToadsAndFrogs

from ... import reference_rules as ref
from ...cli_runner import run_cli


def slide_moves(strip, who, max_jump):
    """Each move from the rules: forward 1 to max_jump + 1 squares, over enemies only, onto an empty square."""
    me, enemy, step = ("T", "F", 1) if who == "L" else ("F", "T", -1)
    out = []
    for n, ch in enumerate(strip):
        if ch != me:
            continue
        for k in range(1, max_jump + 2):
            land = n + k * step
            if not 0 <= land < len(strip):
                break
            if strip[land] == ".":
                cells = list(strip)
                cells[n], cells[land] = ".", me
                out.append("".join(cells))
                break
            if strip[land] != enemy:  # a friend in the way: no further move
                break
    return out


def _strips(n):
    for cells in itertools.product(".TF", repeat=n):
        yield "".join(cells)


def test_cgsuite_game_strip_test():
    assert str(value(GeneralisedToadsAndFrogs("TTTT..FFF", 2))) == "{1/2*|v}"
    rs = get("generalised-toads-and-frogs")
    assert str(rs.value("2:TTTT..FFF")) == "{1/2*|v}"
    assert get("gen-toads-and-frogs") is rs


def test_jump_limit_1_is_toads_and_frogs_up_to_8_cells():
    n = 0
    for length in range(9):
        for strip in _strips(length):
            assert value(GeneralisedToadsAndFrogs(strip, 1)) == value(ToadsAndFrogs(strip)), strip
            n += 1
    assert n == sum(3 ** k for k in range(9))


@pytest.mark.parametrize("max_jump", [2, 3, 5])
def test_every_strip_of_up_to_8_cells_is_its_brute_force(max_jump):
    cache: dict = {}

    def moves(strip, who):
        return slide_moves(strip, who, max_jump)

    for length in range(9):
        for strip in _strips(length):
            expected = ref.reference_value(strip, moves, cache)
            assert value(GeneralisedToadsAndFrogs(strip, max_jump)) == expected, strip


@pytest.mark.parametrize("max_jump", [1, 2, 4])
def test_the_moves_are_the_brute_forces_moves(max_jump):
    rules = rules_for(max_jump)
    for strip in _strips(6):
        left, right = rules.moves(strip)
        assert sorted(left) == sorted(slide_moves(strip, "L", max_jump)), strip
        assert sorted(right) == sorted(slide_moves(strip, "R", max_jump)), strip


def test_a_longer_jump_is_a_different_game():
    # Two frogs in a row: only a limit of 2 or more lets the toads over them.
    assert [str(value(GeneralisedToadsAndFrogs("TTFF..", j))) for j in (1, 2, 3)] == ["0", "1", "1"]
    assert GeneralisedToadsAndFrogs("TFF.", 2) != GeneralisedToadsAndFrogs("TFF.", 3)
    assert hash(GeneralisedToadsAndFrogs("T.F", 2)) == hash(GeneralisedToadsAndFrogs("T.F", 2))
    p = GeneralisedToadsAndFrogs("TT.FF", 3)
    assert pickle.loads(pickle.dumps(p)) == p and repr(p) == "GeneralisedToadsAndFrogs('TT.FF', 3)"
    assert value(GeneralisedToadsAndFrogs("TT.F", 2)) == -value(GeneralisedToadsAndFrogs("T.FF", 2))


def test_registry_text_round_trip_and_picture():
    rs = get("generalised-toads-and-frogs")
    p = rs.parse(" 3:TT.FF ")
    assert rs.format(p) == "3:TT.FF" and p == GeneralisedToadsAndFrogs("TT.FF", 3)
    assert rs.svg(p).startswith("<svg")
    assert rs.outcome("2:TTTT..FFF") == outcome(GeneralisedToadsAndFrogs("TTTT..FFF", 2))
    assert str(outcome(GeneralisedToadsAndFrogs("TTTT..FFF", 2))).startswith("N")


@pytest.mark.parametrize("text", ["TT..FF", "x:TT", ":TT", "0:TT", "-1:TT", "2:TQ", "²:TT", "9999999:T", "33:T.F"])
def test_bad_texts(text):
    with pytest.raises(InputValueError):
        get("generalised-toads-and-frogs").parse(text)


def test_bad_arguments():
    with pytest.raises(InputTypeError):
        GeneralisedToadsAndFrogs("T.F")
    with pytest.raises(InputTypeError):
        GeneralisedToadsAndFrogs("T.F", "2")
    with pytest.raises(InputTypeError):
        GeneralisedToadsAndFrogs(3, 2)
    with pytest.raises(InputValueError):
        GeneralisedToadsAndFrogs("T.F", 0)
    GeneralisedToadsAndFrogs("T.F", 1)
    with pytest.raises(InputTypeError):
        GeneralisedToadsAndFrogs("T.F", True)   # not the class of limit 1, though True == 1
    with pytest.raises(InputValueError):
        rules_for(10 ** 6)


def test_command_line():
    code, out, _ = run_cli("value", "--ruleset", "generalised-toads-and-frogs", "2:TTTT..FFF")
    assert code == 0 and "{1/2*|v}" in out
    code, out, _ = run_cli("outcome", "--ruleset", "gen-toads-and-frogs", "2:TTTT..FFF")
    assert code == 0 and "N" in out
    code, _, err = run_cli("value", "--ruleset", "gen-toads-and-frogs", "TTTT..FFF")
    assert code != 0 and "jump limit" in err
