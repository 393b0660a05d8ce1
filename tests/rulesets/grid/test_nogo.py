"""NoGo against a brute force from the rules, and against MCGS's published positions.

* The brute force: a move generator written here on plain rows of
  characters (its own flood fill for groups and liberties), valued by
  ``reference_rules.reference_value`` (the canonical value of the game tree
  it spans, built by cgtalg's tree valuation from these options alone).
  Checked on every legal board of 1 x 1 to 1 x 6, 2 x 2, 2 x 3 and 3 x 2
  points of ``.``, ``x`` and ``o``; on random 2 x 3 boards with missing
  points ``#``; and on random 3 x 3 boards.
* Published positions: the outcomes (first player Black = Left = ``X``) of
  ``input/main_tests/nogo_autotests/nogo.test``, ``nogo_4x4_filled.test``
  (the quickest board) and ``nogo_from_1xn_empty.test`` (up to 1 x 10; the
  1 x n boards of H. Du et al., "Solving NoGo on small rectangular boards",
  as cited there), the nimbers of impartial NoGo in
  ``nogo_from_1xn_filled_imp_easy.test`` (one board), and the thermographs
  of ``input/autotests/thermographs/nogo_3x3_therm.test``, all of the MCGS
  repository (github.com/ualberta-mueller-group/MCGS, commit 68fa2c6).
"""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import pytest

from cgtalg import outcome, value
from cgtalg.analysis.thermograph import thermograph
from cgtalg.errors import InputValueError
from cgtalg.rulesets.grid.nogo import RULES, NoGo
from cgtalg.rulesets.registry import get

from ... import reference_rules as ref
from ...cli_runner import run_cli

# -- the brute force: rows of characters, groups by a flood fill -------------------------------


def _neighbours(board, r, c):
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < len(board) and 0 <= cc < len(board[0]) and board[rr][cc] != "#":
            yield rr, cc


def _every_group_breathes(board):
    """True if every group of stones of one colour has an empty point next to it."""
    seen = set()
    for r, row in enumerate(board):
        for c, ch in enumerate(row):
            if ch not in "xo" or (r, c) in seen:
                continue
            stack = [(r, c)]
            seen.add((r, c))
            free = False
            while stack:
                p = stack.pop()
                for q in _neighbours(board, *p):
                    here = board[q[0]][q[1]]
                    if here == ".":
                        free = True
                    elif here == ch and q not in seen:
                        seen.add(q)
                        stack.append(q)
            if not free:
                return False
    return True


def nogo_moves(board, who):
    """The boards after each legal placement by *who* ('L' plays 'x', 'R' plays 'o')."""
    stone = "x" if who == "L" else "o"
    out = []
    for r, row in enumerate(board):
        for c, ch in enumerate(row):
            if ch == ".":
                child = board[:r] + (row[:c] + stone + row[c + 1:],) + board[r + 1:]
                if _every_group_breathes(child):
                    out.append(child)
    return out


def _text(board):
    return "|".join(board)


def _legal_boards(h, w, alphabet=".xo"):
    for cells in itertools.product(alphabet, repeat=h * w):
        board = tuple("".join(cells[r * w:(r + 1) * w]) for r in range(h))
        if _every_group_breathes(board):
            yield board


# -- the brute force against the ruleset --------------------------------------------------------


@pytest.mark.parametrize("shape", [(1, 1), (1, 2), (1, 3), (1, 4), (1, 5), (1, 6), (2, 2), (2, 3), (3, 2)])
def test_every_small_board_is_its_brute_force(shape):
    cache: dict = {}
    n = 0
    for board in _legal_boards(*shape):
        assert value(NoGo(_text(board))) == ref.reference_value(board, nogo_moves, cache), board
        n += 1
    assert n >= {1: 1, 2: 5}.get(shape[0] * shape[1], 9)


def test_strips_of_8_and_boards_of_2_x_4_split_where_stones_of_two_colours_touch():
    # The pieces of nogo_parts (cut at every x-o contact) and the merged runs of a strip: against the
    # brute force on whole boards, which neither cuts nor merges.
    cache: dict = {}
    rng = random.Random(8)
    boards = [b for b in _legal_boards(1, 8) if rng.random() < 0.3]
    while len(boards) < 2100:
        cells = "".join(rng.choice("...xxoo") for _ in range(8))
        board = (cells[:4], cells[4:])
        if _every_group_breathes(board):
            boards.append(board)
    for board in boards:
        assert value(NoGo(_text(board))) == ref.reference_value(board, nogo_moves, cache), board


def test_the_pieces_of_a_board():
    from cgtalg.rulesets.grid.nogo import nogo_parts

    def pieces(text):
        p = NoGo(text)
        x, o, e = p.layers
        return sorted(bin(q) for q in nogo_parts(x, o, e, p.width))

    assert pieces("..xo..") == sorted([bin(0b000111), bin(0b111000)])
    assert pieces("..xx..") == [bin(0b111111)]
    assert pieces("x.|o.") == [bin(0b11011)]          # x and o touch, but the empty points link them
    assert pieces("xo|.o") == [bin(0b11011)]          # one piece through the empty point below x
    assert pieces("x.o|xo.") == [bin(0b1110111)]      # linked through the empty point between x and o
    assert pieces(".xo.|.xo.") == sorted([bin(0b1100011), bin(0b110001100)])  # cut at both contacts
    assert len(pieces("x.o.x")) == 1


def test_the_moves_are_the_brute_forces_moves():
    # Not just equal values: the same children, board for board (the options as texts).
    for board in _legal_boards(2, 3):
        p = NoGo(_text(board))
        for who, options in (("L", p.left_options()), ("R", p.right_options())):
            assert sorted(q.text() for q in options) == sorted(_text(b) for b in nogo_moves(board, who)), board


def test_random_boards_with_missing_points_and_random_3x3_boards():
    rng = random.Random(36)
    cache: dict = {}
    boards = []
    while len(boards) < 150:
        cells = "".join(rng.choice("..xo#") for _ in range(6))
        board = (cells[:3], cells[3:])
        if _every_group_breathes(board):
            boards.append(board)
    while len(boards) < 190:
        cells = "".join(rng.choice("....xo") for _ in range(9))
        board = (cells[:3], cells[3:6], cells[6:])
        if _every_group_breathes(board):
            boards.append(board)
    for board in boards:
        assert value(NoGo(_text(board))) == ref.reference_value(board, nogo_moves, cache), board


def test_the_rules_no_suicide_and_no_capture():
    # '.x' surrounded: o may not fill a point where its stone would have no liberty (suicide) ...
    assert [q.text() for q in NoGo("x.x").right_options()] == []
    # ... nor take the last liberty of an enemy group (capture) ...
    assert [q.text() for q in NoGo("x..").right_options()] == ["x.o"]
    # ... and a stone may join its own group if the group keeps a liberty.
    assert sorted(q.text() for q in NoGo("x..").left_options()) == ["x.x", "xx."]
    assert NoGo("x..").swapped() == NoGo("o..") and value(NoGo("x..")) == -value(NoGo("o.."))


def test_a_board_with_a_starved_group_is_refused():
    for bad in ("xo.", "xo", "ox", "x|o", ".o.|oxo|.o."):
        with pytest.raises(InputValueError, match="no liberty"):
            NoGo(bad)
    with pytest.raises(InputValueError, match="unknown character"):
        NoGo("x?.")


# -- MCGS's published positions -----------------------------------------------------------------

#: (board, outcome): input/main_tests/nogo_autotests/nogo.test ("Results from: Modified SBHSolver"),
#: written {B result, W result}: B win and W win is N, both losses P, B win W loss L, B loss W win R.
NOGO_TEST = [
    (".", "P"), ("..", "N"), (".|.", "N"), ("...", "N"), (".|.|.", "N"), ("....", "P"), ("..|..", "N"),
    ("...|...|...", "N"), ("....|..OX|OX..|....", "P"),
]

#: input/main_tests/nogo_autotests/nogo_4x4_filled.test (Modified SBHSolver): the quickest one.
NOGO_4X4 = [("..X.|....|.O..|XO..", "N")]

#: input/main_tests/nogo_autotests/nogo_from_1xn_empty.test (Du et al.): 1 x n empty, n = 1..10.
NOGO_1XN_EMPTY = ["P", "N", "N", "P", "N", "N", "N", "N", "N", "N"]


def _board(mcgs: str) -> NoGo:
    return NoGo(mcgs.replace("X", "x").replace("O", "o"))


@pytest.mark.parametrize("board, expected", NOGO_TEST + NOGO_4X4)
def test_mcgs_outcomes(board, expected):
    assert str(outcome(_board(board))) == expected


def test_mcgs_empty_strips():
    assert [str(outcome(NoGo("." * n))) for n in range(1, 11)] == NOGO_1XN_EMPTY


#: input/main_tests/nogo_autotests/nogo_from_1xn_filled_imp_easy.test ("Results from: MCGS
#: (commit ebb1b89b)"): impartial NoGo (either player places either colour), its nimbers; the
#: quickest of the file (the others take tens of seconds each in pure Python).
NOGO_IMPARTIAL = [("X.......XO..O.X.", 1)]


def test_mcgs_impartial_nimbers():
    impartial = get("nogo").impartial()
    assert [(b, impartial.grundy(b.replace("X", "x").replace("O", "o"))) for b, _ in NOGO_IMPARTIAL] == NOGO_IMPARTIAL


#: input/autotests/thermographs/nogo_3x3_therm.test ("Results from: MCGS (commit b25cff7)"): the
#: walls as MCGS writes them, points (value, temperature) from temperature -1 up.
THERMOGRAPHS = [
    (".O.|.OX|...", "(0, -1)", "(-2, -1) (0, 1)"),
    ("..X|.O.|...", "(1, -1) (0, 0)", "(-1, -1) (0, 0)"),
    ("..X|...|.O.", "(1, -1) (0, 0) (0, 1/2) (-1/2, 1)", "(-1, -1) (-1, 1/2) (-1/2, 1)"),
    (".O.|X..|...", "(1, -1) (0, 0)", "(-1, -1) (0, 0)"),
    ("X..|.O.|X..", "(0, -1)", "(-1, -1) (0, 0)"),
    ("..X|O..|O..", "(0, -1)", "(0, -1)"),
    ("...|.X.|OXO", "(1, -1) (0, 0)", "(-1, -1) (0, 0)"),
    (".X.|OO.|.X.", "(2, -1) (2, 0) (3/4, 5/4)", "(-1, -1) (0, 0) (0, 1/2) (3/4, 5/4)"),
    ("..O|.O.|.X.", "(2, -1) (0, 1)", "(-2, -1) (0, 1)"),
    ("...|...|...", "(1, -1) (0, 0)", "(-1, -1) (0, 0)"),
]


def _points(text):
    """MCGS's (value, temperature) points as cgtalg's (temperature, value) trajectory points."""
    out = []
    for pair in text.replace(") (", ")|(").split("|"):
        v, t = pair.strip("()").split(",")
        out.append((Fraction(t.strip()), Fraction(v.strip())))
    return tuple(out)


@pytest.mark.parametrize("board, left, right", THERMOGRAPHS)
def test_mcgs_thermographs(board, left, right):
    th = thermograph(value(_board(board)))
    assert tuple(th.left_wall.points) == _points(left)
    assert tuple(th.right_wall.points) == _points(right)


def test_the_cli_values_a_board_and_names_a_bad_one():
    code, out, _ = run_cli("value", "--ruleset", "nogo", "..|..")
    assert code == 0 and "value: *" in out and "outcome: N" in out
    code, out, _ = run_cli("outcome", "--ruleset", "nogo", "....")
    assert code == 0 and out.splitlines()[-1].startswith("P")
    code, _, err = run_cli("value", "--ruleset", "nogo", "xo.")
    assert code != 0 and "no liberty" in err
    assert RULES.name == "nogo"


def test_columns_are_their_brute_force_and_their_rows():
    # A column (stride 2) takes the strip's route through _column_as_row's shift compaction.
    cache: dict = {}
    for n in range(1, 7):
        for board in _legal_boards(1, n):
            column = tuple(board[0])
            got = value(NoGo(_text(column)))
            assert got == ref.reference_value(column, nogo_moves, cache), column
            assert got == value(NoGo(board[0])), column


def test_random_4x4_boards_have_the_brute_forces_moves_and_each_sides_moves():
    # _legal_points finds the legal points from the board's groups once; the brute force floods each child.
    rng = random.Random(44)
    n = 0
    while n < 300:
        cells = "".join(rng.choice("....xxoo#") for _ in range(16))
        board = tuple(cells[4 * r:4 * r + 4] for r in range(4))
        if not _every_group_breathes(board):
            continue
        n += 1
        p = NoGo(_text(board))
        for who, options in (("L", p.left_options()), ("R", p.right_options())):
            assert sorted(q.text() for q in options) == sorted(_text(b) for b in nogo_moves(board, who)), board
        key = p.key()
        for k in (key if type(key) is tuple else (key,)):
            if k > 0:
                left, right = RULES.region_moves(k)
                assert (RULES.region_side_moves(k, 0), RULES.region_side_moves(k, 1)) == (left, right), board


def test_each_sides_moves_refuse_a_bad_region_or_player():
    with pytest.raises(InputValueError, match="player is 0"):
        RULES.region_side_moves(NoGo("..").key(), 2)
    with pytest.raises(InputValueError):
        RULES.region_side_moves(-5, 0)
