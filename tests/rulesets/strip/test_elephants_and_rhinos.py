"""Elephants and Rhinos against a brute force from the rules, and against MCGS's published strips.

* The brute force: a move generator written here on plain strings (an
  elephant ``>`` steps right, a rhino ``<`` left, onto an empty square),
  valued by ``reference_rules.reference_value`` on the whole strip, never
  split: every strip of up to 8 cells. So the ruleset's splitting of a
  strip into pieces (:meth:`ElephantsAndRhinosRules.split`) is checked too,
  and separately: the sum of the pieces' brute-force values is the strip's.
* Published values of the MCGS repository
  (github.com/ualberta-mueller-group/MCGS, commit 68fa2c6), Black ``X`` read
  as an elephant and White ``O`` as a rhino:
  ``input/main_tests/elephants_autotests/elephants.test`` (six 30- and
  40-cell strips with their CGSuite 2.1.1 values in its comments, and
  their outcomes), the 20 outcomes of ``elephants_bwn.test`` (CGSuite
  2.1.1), ``test/input/unit_tests/elephants.test``, and nimbers of the
  impartial game from ``elephants_imp.test`` and ``elephants_bwn.test``.
"""

from __future__ import annotations

import itertools

import pytest

from cgtalg import outcome, parse, value
from cgtalg.rulesets.registry import get
from cgtalg.rulesets.strip.elephants_and_rhinos import RULES, ElephantsAndRhinos

from ... import reference_rules as ref
from ...cli_runner import run_cli


def elephant_moves(strip, who):
    """The strips after each step: 'L' an elephant one square right, 'R' a rhino one square left."""
    out = []
    for i, ch in enumerate(strip):
        if who == "L" and ch == ">" and i + 1 < len(strip) and strip[i + 1] == ".":
            out.append(strip[:i] + ".>" + strip[i + 2:])
        if who == "R" and ch == "<" and i > 0 and strip[i - 1] == ".":
            out.append(strip[:i - 1] + "<." + strip[i + 1:])
    return out


def _strips(n):
    for cells in itertools.product(".><", repeat=n):
        yield "".join(cells)


def test_every_strip_of_up_to_8_cells_is_its_brute_force():
    cache: dict = {}
    n = 0
    for length in range(9):
        for strip in _strips(length):
            expected = ref.reference_value(strip, elephant_moves, cache)
            assert value(ElephantsAndRhinos(strip)) == expected, strip
            pieces = RULES.split(strip)
            assert sum((ref.reference_value(p, elephant_moves, cache) for p in pieces), parse("0")) == expected
            n += 1
    assert n == sum(3 ** k for k in range(9))


def test_the_moves_are_the_brute_forces_moves():
    for strip in _strips(6):
        assert RULES.moves(strip) == (elephant_moves(strip, "L"), elephant_moves(strip, "R")), strip


def test_symmetry_and_splitting():
    assert ElephantsAndRhinos(">..<<").swapped() == ElephantsAndRhinos(">>..<")
    assert value(ElephantsAndRhinos(">..<<")) == -value(ElephantsAndRhinos(">>..<"))
    assert RULES.split("<<.>..") == [">.."] and RULES.split("..<.") == ["..<"]
    assert RULES.split(">.<>.<") == [">.<", ">.<"] and RULES.split(">.><.<") == [">.", ".<"]
    assert str(value(ElephantsAndRhinos(">" + "." * 5))) == "5"     # one elephant, five steps


# -- MCGS's published strips --------------------------------------------------------------------

#: input/main_tests/elephants_autotests/elephants.test: values (CGSuite 2.1.1, in the file's comments).
VALUES = [
    ("X.......O.....XO.O.....X..OO.X.O.OOXO...", "{-4*|-6*}"),
    ("X...XX.O...X.....OOOO..X...O.....O.O...O", "{-27|-29}"),
    ("X..X........O....X....O...O.......XO.X..", "3"),
    (".......X.....O..X.....O.......", "0"),
    (".OXO...O.O..O.X.X......X...X..OO..X....X", "14"),
    ("....OXO.....X......X.XOX..O...O...O.XXO.", "-7"),
]

#: The same file's outcomes, and elephants_bwn.test's ({B result, W result}: B win and W win is N,
#: both losses P, B win W loss L, B loss W win R).
OUTCOMES = [
    ("X.......O.....XO.O.....X..OO.X.O.OOXO...", "R"), ("X...XX.O...X.....OOOO..X...O.....O.O...O", "R"),
    ("X..X........O....X....O...O.......XO.X..", "L"), (".......X.....O..X.....O.......", "P"),
    (".OXO...O.O..O.X.X......X...X..OO..X....X", "L"), ("....OXO.....X......X.XOX..O...O...O.XXO.", "R"),
    (".................XO..O.XO.......X.X..O..", "P"), (".X.......X.O.X...XOO.O..O.....X.O....XO.", "L"),
    ("...OXO....OX....O..XXX......X..X........", "L"), ("O.O.....X...........X.O..XO....X.X......", "L"),
    ("X.XX.....O..O.O...X.............O.X....O", "R"), ("XX...O.....O.............OX.......OX..O.", "R"),
    ("......OXX......OO........XO.X.X....X....", "L"), (".O...O....O..X..X.X.X.....O.OX..O.......", "N"),
    ("..........O..O.O...X...OXXO..O..OX.X....", "R"), (".....X.....O..XX.OXX.XO........OOX......", "R"),
    ("X...O.O...X..X.........O........O.OO...X", "R"), ("O.....XO..X.......X.....XOO..XO...X...X.", "L"),
    ("...X.O.XX..X....X.......O..OO.......O...", "L"), ("OX..X.OX.....O..X.......X..O...O....O.X.", "R"),
    ("X....O....O..XX.....O...O.O......O...X..", "R"), ("....X..O.O...X..O...X..X.....X.O...O..O.", "N"),
    ("....X....XO...............O....XOO..X..O", "R"), ("..X.O.........OX......X......X...OXOOX..", "L"),
    (".O..XX...X.....O.....OX......OO.O......O", "R"), ("..X.......X...O..O.....X....X.OO.X...OX.", "L"),
]

#: test/input/unit_tests/elephants.test: (strip, who starts, whether that player wins).
UNIT = [("XX...XO.O", "B", True), ("X..X.O..O.O", "B", False), ("X.O", "B", True), ("X.O", "W", True),
        ("X..X..X...O..OOO", "B", True), ("X..X..X...O..OOO", "W", True)]

#: Nimbers of the impartial game: elephants_imp.test and the impartial part of elephants_bwn.test
#: (the quicker strips; the others take seconds each in pure Python).
NIMBERS = [
    ("X.......O.....XO.O.....X..OO.X.O.OOXO...", 1), (".......X.....O..X.....O.......", 0),
    ("....OXO.....X......X.XOX..O...O...O.XXO.", 1), (".................XO..O.XO.......X.X..O..", 1),
    (".X.......X.O.X...XOO.O..O.....X.O....XO.", 3), ("O.O.....X...........X.O..XO....X.X......", 3),
    ("O.....XO..X.......X.....XOO..XO...X...X.", 0), ("....X....XO...............O....XOO..X..O", 1),
]


def _strip(mcgs: str) -> str:
    return mcgs.replace("X", ">").replace("O", "<")


@pytest.mark.parametrize("strip, expected", VALUES)
def test_mcgs_values(strip, expected):
    assert value(ElephantsAndRhinos(_strip(strip))) == parse(expected)


def test_mcgs_outcomes():
    assert [(s, str(outcome(ElephantsAndRhinos(_strip(s))))) for s, _ in OUTCOMES] == OUTCOMES
    for strip, first, wins in UNIT:
        o = str(outcome(ElephantsAndRhinos(_strip(strip))))
        assert (o in (("L", "N") if first == "B" else ("R", "N"))) == wins, strip


def test_mcgs_impartial_nimbers():
    impartial = get("elephants-and-rhinos").impartial()
    assert [(s, impartial.grundy(_strip(s))) for s, _ in NIMBERS] == NIMBERS


def test_the_cli_values_a_strip():
    code, out, _ = run_cli("value", "--ruleset", "elephants-and-rhinos", ">.<")
    assert code == 0 and "value: *" in out
    code, _, err = run_cli("value", "--ruleset", "elephants-and-rhinos", ">x<")
    assert code != 0 and "unknown character" in err


def _impartial_moves(strip):
    # Either player moves any animal one step forward onto an empty square (written here from the rules).
    out = set()
    for i, ch in enumerate(strip):
        if ch == ">" and i + 1 < len(strip) and strip[i + 1] == ".":
            out.add(strip[:i] + ".>" + strip[i + 2:])
        if ch == "<" and i > 0 and strip[i - 1] == ".":
            out.add(strip[:i - 1] + "<." + strip[i + 1:])
    return out


def test_the_impartial_formula_is_the_mex_of_the_options_on_every_strip_of_up_to_9_cells():
    memo: dict = {}

    def mex_value(strip):
        stack = [strip]
        while stack:  # the mex recursion, without recursion: children first
            s = stack[-1]
            kids = [t for t in _impartial_moves(s) if t not in memo]
            if kids:
                stack.extend(kids)
                continue
            stack.pop()
            seen = {memo[t] for t in _impartial_moves(s)}
            memo[s] = min(set(range(len(seen) + 1)) - seen)
        return memo[strip]

    n = 0
    for length in range(10):
        for cells in itertools.product(".><", repeat=length):
            strip = "".join(cells)
            assert ElephantsAndRhinos(strip).impartial_grundy() == mex_value(strip), strip
            n += 1
    assert n == sum(3 ** k for k in range(10))


def test_the_impartial_variant_takes_the_formula():
    rs = get("elephants-and-rhinos").impartial()
    # MCGS's input/autotests/elephants_autotests/elephants_imp.test (results from CGSuite 2.1.1), its X and
    # O as > and <: strips whose plain Grundy search takes up to a minute.
    for mcgs, expected in ((".OXO...O.O..O.X.X......X...X..OO..X....X", 0),
                           ("X.......O.....XO.O.....X..OO.X.O.OOXO...", 1),
                           (".......X.....O..X.....O.......", 0)):
        strip = mcgs.translate(str.maketrans("XO", "><"))
        assert rs.grundy(rs.parse(strip)) == ElephantsAndRhinos(strip).impartial_grundy() == expected, mcgs
    assert [ElephantsAndRhinos(s).impartial_grundy() for s in (">.<", ">..<", ">>.<", ">.>.")] == [1, 0, 2, 1]
