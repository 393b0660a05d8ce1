"""Generalised Toads and Frogs with slides and friendly jumps, against a brute force and MCGS's test files.

* The brute force: a move generator written here from MCGS's description of
  ``gen_toads`` (``src/gen_toads.h``, github.com/ualberta-mueller-group/MCGS):
  a stone whose square ahead is empty slides ``min_slide`` to ``max_slide``
  squares through empty squares; a stone whose square ahead is occupied
  jumps a row of at most ``max_jump`` stones (enemies only, or any with
  friendly jumps) onto the first empty square beyond. Every strip of up to 6
  cells for its moves, of up to 7 cells for its values
  (``reference_rules.reference_value`` on the whole strip, never split).
* MCGS's files ``input/autotests/gen_toads_autotests/gen_toads_1211.test``,
  ``gen_toads_1230.test``, ``gen_toads_1321.test`` and ``gen_toads_2320.test``
  (results from CGSuite 2.1.1, as the files say): some of their cases, each
  player moving first; ``B`` is MCGS's Black, Left, moving right.
"""

from __future__ import annotations

import itertools
import pickle

import pytest

from cgtalg import value
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets.mcgs import read_cases
from cgtalg.rulesets.registry import get
from cgtalg.rulesets.strip.generalised_toads_and_frogs import GeneralisedToadsAndFrogs, rules_for

from ... import reference_rules as ref

#: (max_jump, min_slide, max_slide, friendly_jumps): MCGS's four settings and some more.
SETTINGS = [(1, 1, 2, True), (3, 1, 2, False), (2, 1, 3, True), (2, 2, 3, False), (1, 3, 3, False),
            (2, 1, 1, True)]


def mcgs_moves(strip, who, max_jump, min_slide, max_slide, friendly):
    me, step = ("T", 1) if who == "L" else ("F", -1)
    out = []
    for n, ch in enumerate(strip):
        if ch != me or not 0 <= n + step < len(strip):
            continue
        if strip[n + step] == ".":  # slides, through empty squares only
            for d in range(1, max_slide + 1):
                land = n + d * step
                if not 0 <= land < len(strip) or strip[land] != ".":
                    break
                if d >= min_slide:
                    out.append(_moved(strip, n, land, me))
            continue
        crossed = 0  # a jump over a row of stones onto the first empty square
        land = n + step
        while 0 <= land < len(strip) and strip[land] != "." and crossed < max_jump:
            if strip[land] == me and not friendly:
                break
            crossed += 1
            land += step
        else:
            if 0 <= land < len(strip) and strip[land] == "." and crossed:
                out.append(_moved(strip, n, land, me))
    return out


def _moved(strip, start, land, me):
    cells = list(strip)
    cells[start], cells[land] = ".", me
    return "".join(cells)


def _strips(n):
    for cells in itertools.product(".TF", repeat=n):
        yield "".join(cells)


@pytest.mark.parametrize("setting", SETTINGS)
def test_the_moves_are_the_brute_forces_moves(setting):
    rules = rules_for(*setting)
    for strip in _strips(6):
        left, right = rules.moves(strip)
        assert sorted(left) == sorted(mcgs_moves(strip, "L", *setting)), strip
        assert sorted(right) == sorted(mcgs_moves(strip, "R", *setting)), strip


@pytest.mark.parametrize("setting", [(1, 1, 2, True), (2, 2, 3, False)])
def test_every_strip_of_up_to_7_cells_is_its_brute_force(setting):
    cache: dict = {}

    def moves(strip, who):
        return mcgs_moves(strip, who, *setting)

    for length in range(8):
        for strip in _strips(length):
            assert value(GeneralisedToadsAndFrogs(strip, *setting)) == ref.reference_value(strip, moves, cache), strip


MCGS_CASES = """
[gen_toads]
1,2,1,1:OO.....OX.OXX..XX..O {B win, W win}
1,2,1,1:........XO.O..O..X.. {B loss, W win}
1,2,1,1:.......X..XXXO.OO... {B win, W loss}
1,2,3,0:......OO.X..XX....O. {B loss, W win}
1,3,2,1:XOO..O....OX..X. {B win, W win}
1,3,2,1:.....X....X..O.O {B loss, W win}
1,3,2,1:...X.OO.O.X..... {B loss, W win}
2,3,2,0:.O..XO..OX....O. {B win, W win}
2,3,2,0:.XO..X....O....X {B win, W win}
2,3,2,0:.........O.OXXO. {B loss, W win}
"""


def test_cases_of_mcgs_gen_toads_files():
    cases = read_cases(MCGS_CASES)
    assert len(cases) == 10
    for case in cases:
        for command in case.commands:
            assert case.agrees(command), (case.text, command)


def test_the_parameters_make_different_games():
    # A slide of two lets the toad pass the frog's reach; friendly jumps let a toad over its own.
    assert str(value(GeneralisedToadsAndFrogs("T..F", 1))) == "0"
    assert str(value(GeneralisedToadsAndFrogs("T..F", 1, max_slide=2))) == "0"
    friendly = rules_for(1, friendly_jumps=True)
    assert sorted(friendly.moves("TT.")[0]) == [".TT", "T.T"] and rules_for(1).moves("TT.")[0] == ["T.T"]
    assert value(GeneralisedToadsAndFrogs("TT.", 1, friendly_jumps=True)) == 2  # the jump only wastes a move
    assert value(GeneralisedToadsAndFrogs("T...", 1, min_slide=2, max_slide=2)) == 1  # one slide of two, then stuck
    assert value(GeneralisedToadsAndFrogs("T...", 1)) == 3
    p = GeneralisedToadsAndFrogs("TT.F.", 2, 1, 3, True)
    assert p != GeneralisedToadsAndFrogs("TT.F.", 2) and p == GeneralisedToadsAndFrogs("TT.F.", 2, 1, 3, True)
    assert pickle.loads(pickle.dumps(p)) == p
    assert repr(p) == "GeneralisedToadsAndFrogs('TT.F.', 2, min_slide=1, max_slide=3, friendly_jumps=True)"
    assert p.parameters == (2, 1, 3, True) and p.max_jump == 2
    assert value(GeneralisedToadsAndFrogs("TT.F", 2, 1, 3, True)) == -value(GeneralisedToadsAndFrogs("T.FF", 2, 1, 3, True))


def test_registry_text_round_trip():
    rs = get("generalised-toads-and-frogs")
    p = rs.parse(" 1,3,2,1:TT..F. ")
    assert rs.format(p) == "1,3,2,1:TT..F." and p == GeneralisedToadsAndFrogs("TT..F.", 2, 1, 3, True)
    assert rs.format(rs.parse("1,1,2,0:TT..F.")) == "2:TT..F."  # the short form when the slides are steps
    assert rs.parse("1,1,2,0:TT..F.") == rs.parse("2:TT..F.")


@pytest.mark.parametrize("text, message", [
    ("1,3,2:TT..F", "min slide,max slide,jump limit"),
    ("3,1,2,0:TT..F", "min_slide <= max_slide"),
    ("0,1,2,0:TT..F", "min_slide of generalised Toads and Frogs is from 1"),
    ("1,2,2,2:TT..F", "is 1 .jumps may cross friends. or 0"),
    ("1,2,0,0:TT..F", "jump limit"),
    ("1,99,2,0:TT..F", "max_slide of generalised Toads and Frogs is from 1 to 32"),
])
def test_bad_texts_are_refused_by_name(text, message):
    with pytest.raises(InputValueError, match=message):
        get("generalised-toads-and-frogs").parse(text)


def test_bad_arguments():
    with pytest.raises(InputTypeError):
        GeneralisedToadsAndFrogs("T.F", 2, max_slide="3")
    with pytest.raises(InputTypeError):
        GeneralisedToadsAndFrogs("T.F", 2, friendly_jumps=1)
    with pytest.raises(InputValueError):
        rules_for(2, min_slide=3, max_slide=2)


def test_mcgs_sections_map_to_the_parameters():
    (case,) = read_cases("[gen_toads] 1,3,2,1:X..O {B win}")
    (component,) = case.components
    assert component.position == GeneralisedToadsAndFrogs("T..F", 2, 1, 3, True)
    (case,) = read_cases("[gen_toads] 1,1,0,1:X..O {B win}")
    assert case.components[0].ruleset.name == "elephants-and-rhinos"
    for text, message in (("[gen_toads] 1,2,0,0:X.O", "without jumps only with slides of one square"),
                          ("[gen_toads] 2,1,1,0:X.O", "a shortest slide of at least 1")):
        with pytest.raises(InputValueError, match=message):
            read_cases(text)
