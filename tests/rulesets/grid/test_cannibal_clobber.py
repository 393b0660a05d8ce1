"""Cannibal Clobber against a brute force from the rules, and against MCGS's published positions.

* The brute force: a move generator written here on plain rows of
  characters (a stone steps orthogonally onto any stone, which is
  removed), valued by ``reference_rules.reference_value`` (the canonical
  value of the tree it spans, by cgtalg's tree valuation from these
  options alone). Checked on every board of 1 x 1 to 1 x 6, 2 x 2, 2 x 3
  and 3 x 2 cells of ``x``, ``o`` and ``.``, and on random 3 x 3 boards.
* Published positions of the MCGS repository
  (github.com/ualberta-mueller-group/MCGS, commit 68fa2c6): the outcomes of
  ``test/input/unit_tests/cannibal_clobber.test``,
  ``input/main_tests/cannibal_clobber/3x3-even-stones.test`` ("Results from:
  CGSuite 2.2-beta2"), the first rows of ``cannibal_clobber_easy.test`` and
  ``cannibal_clobber_1xn.test``, and the nimbers of impartial Cannibal
  Clobber in ``3x3-even-stones-imp.test`` (CGSuite 2.2-beta2).
* Clobber itself is unchanged by the kernel's new option (its own tests
  stay), and the two differ where a player's stones touch.
"""

from __future__ import annotations

import itertools
import random

import pytest

from cgtalg import outcome, value
from cgtalg.rulesets.grid.cannibal_clobber import RULES, CannibalClobber
from cgtalg.rulesets.grid.clobber import Clobber
from cgtalg.rulesets.registry import get

from ... import reference_rules as ref
from ...cli_runner import run_cli


def cannibal_moves(board, who):
    """The boards after each move by *who* ('L' moves 'x', 'R' moves 'o') onto an adjacent stone."""
    mine = "x" if who == "L" else "o"
    h, w = len(board), len(board[0])
    cells = [list(row) for row in board]
    out = []
    for r in range(h):
        for c in range(w):
            if cells[r][c] != mine:
                continue
            for rr, cc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= rr < h and 0 <= cc < w and cells[rr][cc] in "xo":
                    child = [row[:] for row in cells]
                    child[r][c] = "."
                    child[rr][cc] = mine
                    out.append(tuple("".join(row) for row in child))
    return out


def _boards(h, w):
    for cells in itertools.product("xo.", repeat=h * w):
        yield tuple("".join(cells[r * w:(r + 1) * w]) for r in range(h))


@pytest.mark.parametrize("shape", [(1, 1), (1, 2), (1, 3), (1, 4), (1, 5), (1, 6), (2, 2), (2, 3), (3, 2)])
def test_every_small_board_is_its_brute_force(shape):
    cache: dict = {}
    for board in _boards(*shape):
        assert value(CannibalClobber("|".join(board))) == ref.reference_value(board, cannibal_moves, cache), board


def test_the_moves_are_the_brute_forces_moves():
    for board in _boards(2, 3):
        p = CannibalClobber("|".join(board))
        for who, options in (("L", p.left_options()), ("R", p.right_options())):
            assert sorted(q.text() for q in options) == sorted("|".join(b) for b in cannibal_moves(board, who))


def test_random_3x3_boards():
    rng = random.Random(36)
    cache: dict = {}
    for _ in range(25):
        board = tuple("".join(rng.choice("xxoo.") for _ in range(3)) for _ in range(3))
        assert value(CannibalClobber("|".join(board))) == ref.reference_value(board, cannibal_moves, cache), board


def test_own_stones_count_and_clobber_is_unchanged():
    assert str(value(CannibalClobber("xx"))) == "1" and str(value(Clobber("xx"))) == "0"
    assert str(value(CannibalClobber("xxx"))) == "2" and str(value(CannibalClobber("ooo|o.o"))) == str(-4)
    assert str(value(Clobber("xxo"))) == "^" and str(value(CannibalClobber("xo"))) == "*"
    # A lone stone is dead, a pair is not: the keys say so.
    assert CannibalClobber("x.o").key() == 0 and CannibalClobber("xx").key() != 0
    assert value(CannibalClobber("xxo|.o.")) == -value(CannibalClobber("oox|.x."))


# -- MCGS's published positions -----------------------------------------------------------------

#: test/input/unit_tests/cannibal_clobber.test and input/main_tests/cannibal_clobber/3x3-even-stones.test
#: ({B result, W result}: B win and W win is N, both losses P, B win W loss L, B loss W win R).
OUTCOMES = [
    ("XO|OX", "N"), ("XOX|OXO|XOX", "N"), ("XOX|OXO", "P"), ("XO|OX|XO", "P"), ("X|X|O", "L"), ("X|O|O", "R"),
    ("XOX|O.X|OXO", "P"), (".XX|XOO|OXO", "N"), ("X.O|XXX|OOO", "N"), ("X.X|OOO|OXX", "N"),
    ("XXX|OOO|.OX", "N"), ("XOX|OOX|OX.", "P"), ("OXO|XXX|OO.", "N"), (".XX|XOX|OOO", "N"),
    ("XXX|OXO|.OO", "N"), ("XOO|O.X|OXX", "L"), ("XOX|XO.|OXO", "N"), ("XOX|X.O|XOO", "N"),
    ("OOX|OXX|XO.", "N"), ("OXO|OOX|X.X", "N"), (".OO|XXO|XOX", "N"), ("OXO|OX.|XOX", "N"),
    (".OX|OOX|OXX", "P"), ("O.O|XXO|XOX", "N"), ("OXX|.OO|XOX", "N"), (".XX|OOX|OOX", "P"),
]

#: cannibal_clobber_easy.test (2 x 2 to 2 x 4) and cannibal_clobber_1xn.test (XO repeated 1 to 8
#: times): only "B win" or "B loss" is given, the result when Black (Left) starts.
BLACK_FIRST = [("XO|OX", True), ("XOX|OXO", False), ("XOXO|OXOX", True)] + [("XO" * n, True) for n in range(1, 9)]

#: input/main_tests/cannibal_clobber/3x3-even-stones-imp.test: impartial Cannibal Clobber's nimbers.
NIMBERS = [
    ("XOX|O.X|OXO", 0), (".XX|XOO|OXO", 0), ("X.O|XXX|OOO", 1), ("X.X|OOO|OXX", 1), ("XXX|OOO|.OX", 0),
    ("XOX|OOX|OX.", 0), ("OXO|XXX|OO.", 0), (".XX|XOX|OOO", 0), ("XXX|OXO|.OO", 0), ("XOO|O.X|OXX", 0),
    ("XOX|XO.|OXO", 1), ("XOX|X.O|XOO", 0), ("OOX|OXX|XO.", 0), ("OXO|OOX|X.X", 1), (".OO|XXO|XOX", 0),
    ("OXO|OX.|XOX", 1), (".OX|OOX|OXX", 0), ("O.O|XXO|XOX", 1), ("OXX|.OO|XOX", 1), (".XX|OOX|OOX", 0),
]


@pytest.mark.parametrize("board, expected", OUTCOMES)
def test_mcgs_outcomes(board, expected):
    assert str(outcome(CannibalClobber(board))) == expected


def test_mcgs_black_first_results():
    for board, black_wins in BLACK_FIRST:
        assert (str(outcome(CannibalClobber(board))) in ("L", "N")) == black_wins, board


def test_mcgs_impartial_nimbers():
    impartial = get("cannibal-clobber").impartial()
    assert [(b, impartial.grundy(b)) for b, _ in NIMBERS] == NIMBERS


def test_the_kernel_checks_its_option():
    from cgtalg.engine.grid import CaptureRules
    from cgtalg.errors import InputValueError

    class Bad(CaptureRules):
        name = "bad"
        cannibal = "yes"

    with pytest.raises(InputValueError, match="cannibal is True or False"):
        Bad()


def test_the_cli_values_a_board():
    code, out, _ = run_cli("value", "--ruleset", "cannibal-clobber", "xxo")
    assert code == 0 and "value: ^" in out
    code, _, err = run_cli("value", "--ruleset", "cannibal-clobber", "xq")
    assert code != 0 and "unknown character" in err
    assert RULES.cannibal and RULES.oracle is None
