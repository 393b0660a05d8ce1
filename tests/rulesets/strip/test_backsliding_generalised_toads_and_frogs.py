"""Backsliding generalised Toads and Frogs against Backsliding Toads and Frogs and the rules.

* Jump limit 1 is Backsliding Toads and Frogs: the same moves on every strip
  of up to 8 squares, and the same loopy values on every strip of up to 5.
* The moves: a generator written here from the rules (CGSuite's
  ``GenToadsAndFrogs`` with ``minSlide => -1``: a creature steps forward, or
  jumps forward over a row of 1 to ``j`` enemies onto the empty square
  beyond, or steps back into an adjacent empty square) agrees with the
  ruleset on every strip of up to 7 squares, for jump limits 2, 3 and 5.
* Outcomes with draws: the naive retrograde of ``loopy_reference`` agrees
  with the loopy engine for both first players on every strip of up to 6
  squares, for jump limits 2 and 3.
"""

from __future__ import annotations

import itertools
import pickle

import pytest

from cgtalg import value
from cgtalg.engine.loopy_position import loopy_game
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.loopy.outcome import Result, outcome
from cgtalg.rulesets import get
from cgtalg.rulesets.strip import (
    BackslidingGeneralisedToadsAndFrogs,
    BackslidingToadsAndFrogs,
    GeneralisedToadsAndFrogs,
)
from cgtalg.rulesets.strip.backsliding_generalised_toads_and_frogs import backsliding_rules_for

from .. import loopy_reference as ref
from ...cli_runner import run_cli

NAME = "backsliding-generalised-toads-and-frogs"


def rule_moves(strip, who, max_jump):
    """Each move of *who* from the rules: a step or a jump forward, or a step back, onto an empty square."""
    me, enemy, ahead = ("T", "F", 1) if who == "L" else ("F", "T", -1)
    out = []

    def moved(n, land):
        cells = list(strip)
        cells[n], cells[land] = ".", me
        out.append("".join(cells))

    for n, ch in enumerate(strip):
        if ch != me:
            continue
        # Forward: past 0 to max_jump enemies, onto the first square that is not an enemy, if it is empty.
        for k in range(1, max_jump + 2):
            land = n + k * ahead
            if not 0 <= land < len(strip) or strip[land] != enemy:
                if 0 <= land < len(strip) and strip[land] == ".":
                    moved(n, land)
                break
        back = n - ahead
        if 0 <= back < len(strip) and strip[back] == ".":
            moved(n, back)
    return sorted(out)


def strips(longest, shortest=0):
    for n in range(shortest, longest + 1):
        for cells in itertools.product(".TF", repeat=n):
            yield "".join(cells)


def test_jump_limit_1_has_the_moves_of_backsliding_toads_and_frogs_up_to_8_squares():
    count = 0
    for s in strips(8):
        p, q = BackslidingGeneralisedToadsAndFrogs(s, 1), BackslidingToadsAndFrogs(s)
        assert sorted(o.strip for o in p.left_options()) == sorted(o.strip for o in q.left_options()), s
        assert sorted(o.strip for o in p.right_options()) == sorted(o.strip for o in q.right_options()), s
        count += 1
    assert count == sum(3**n for n in range(9))


def test_jump_limit_1_has_the_values_of_backsliding_toads_and_frogs_up_to_5_squares():
    for s in strips(5):
        a, b = value(BackslidingGeneralisedToadsAndFrogs(s, 1)), value(BackslidingToadsAndFrogs(s))
        assert a == b and str(a) == str(b), s
    assert str(value(BackslidingGeneralisedToadsAndFrogs("T..F", 1))) == "*"


@pytest.mark.parametrize("max_jump", [2, 3, 5])
def test_the_moves_are_the_rules_on_every_strip_of_up_to_7_squares(max_jump):
    for s in strips(7):
        p = BackslidingGeneralisedToadsAndFrogs(s, max_jump)
        assert sorted(o.strip for o in p.left_options()) == rule_moves(s, "L", max_jump), s
        assert sorted(o.strip for o in p.right_options()) == rule_moves(s, "R", max_jump), s


def _result(found, mover):
    """The retrograde's answer for *mover* as an outcome Result."""
    if found == ref.DRAW:
        return Result.DRAW
    return Result.LEFT_WINS if (found == ref.WIN) == (mover == ref.LEFT) else Result.RIGHT_WINS


@pytest.mark.parametrize("max_jump, draws", [(2, 11), (3, 11)])
def test_outcomes_with_draws_agree_with_the_naive_retrograde_up_to_6_squares(max_jump, draws):
    drawn = 0
    for s in strips(6, 1):
        p = BackslidingGeneralisedToadsAndFrogs(s, max_jump)
        got = outcome(loopy_game(p))
        state = ((p, 1),)
        assert got.left_first == _result(ref.outcome(state, ref.LEFT), ref.LEFT), s
        assert got.right_first == _result(ref.outcome(state, ref.RIGHT), ref.RIGHT), s
        drawn += Result.DRAW in (got.left_first, got.right_first)
    assert drawn == draws


def test_a_long_jump_changes_the_game():
    # TFF.: only with a jump limit of 2 can the toad cross both frogs.
    assert backsliding_rules_for(1).moves("TFF.") == ([], ["TF.F"])
    assert backsliding_rules_for(2).moves("TFF.") == ([".FFT"], ["TF.F"])
    assert BackslidingGeneralisedToadsAndFrogs("TFF.", 2) != BackslidingGeneralisedToadsAndFrogs("TFF.", 1)
    assert BackslidingGeneralisedToadsAndFrogs("TFF.", 2) != GeneralisedToadsAndFrogs("TFF.", 2)
    # Nothing is dropped at the ends: the frog at the left end can slide back.
    assert BackslidingGeneralisedToadsAndFrogs("FT.F", 2) != BackslidingGeneralisedToadsAndFrogs("T.F", 2)


def test_the_registry_texts_and_pickling():
    rs = get(NAME)
    assert get("backsliding generalized toads and frogs") is rs and rs.is_loopy
    p = rs.parse(" 2:TT..FF ")
    assert p == BackslidingGeneralisedToadsAndFrogs("TT..FF", 2) and rs.format(p) == "2:TT..FF"
    assert repr(p) == "BackslidingGeneralisedToadsAndFrogs('TT..FF', 2)"
    assert pickle.loads(pickle.dumps(p)) == p
    assert str(rs.value("1:T..F")) == "*" and str(rs.outcome("2:TT..FF")) == "N"
    with pytest.raises(InputValueError, match="is a partizan ruleset"):
        rs.grundy("2:T..F")


@pytest.mark.parametrize("bad, error, match", [
    ("TT..FF", InputValueError, "the jump limit, a colon and the strip"),
    ("0:T.F", InputValueError, "from 1 to 32"),
    ("2:T.X", InputValueError, "unknown character 'X'"),
    (5, InputTypeError, "str"),
])
def test_bad_texts_are_refused(bad, error, match):
    with pytest.raises(error, match=match):
        get(NAME).parse(bad)


def test_bad_arguments_are_refused():
    with pytest.raises(InputTypeError, match="made from a strip and a jump limit"):
        BackslidingGeneralisedToadsAndFrogs("T.F")
    with pytest.raises(InputTypeError):
        BackslidingGeneralisedToadsAndFrogs("T.F", 2.0)


def test_the_command_line():
    status, out, _ = run_cli("value", "--ruleset", NAME, "2:TT..FF")
    assert status == 0 and out == f"{NAME} 2:TT..FF\nvalue: *\noutcome: N (the first player wins)\n"
    status, _, err = run_cli("outcome", "--ruleset", NAME, "--misere", "1:T..F")
    assert status != 0 and "misère play of loopy games is not supported" in err
