"""Fission's cut into the parts of its potential moves, against a brute force from the rules.

The brute force is ``reference_rules.fission_moves`` (moves on rows of
characters, no splitting at all), valued by ``reference_rules.reference_value``;
its impartial variant is valued by a plain mex over both players' moves
(Winning Ways, chapter 4). :func:`cgtalg.rulesets.grid.fission.potential_moves`
cuts a board into parts and leaves out the squares no move can use: checked
on every board of up to 8 squares of ``x``, ``.`` and ``#`` in the shapes
below, and on random 4 x 4 and 3 x 5 boards.
"""

from __future__ import annotations

import itertools
import random

import pytest

from cgtalg import value
from cgtalg.engine.search import add_keys
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets.grid.fission import RULES, Fission, potential_moves
from cgtalg.rulesets.registry import get

from ... import reference_rules as ref


def _text(board):
    return "|".join(board)


def _boards(h, w, alphabet="x.#"):
    for cells in itertools.product(alphabet, repeat=h * w):
        yield tuple("".join(cells[r * w:(r + 1) * w]) for r in range(h))


def _grundy(board, memo):
    got = memo.get(board)
    if got is None:
        seen = {_grundy(c, memo) for who in "LR" for c in ref.fission_moves(board, who)}
        got = 0
        while got in seen:
            got += 1
        memo[board] = got
    return got


@pytest.mark.parametrize("shape", [(1, 6), (2, 3), (3, 2), (2, 4)])
def test_every_small_board_is_its_brute_force(shape):
    cache: dict = {}
    for board in _boards(*shape):
        assert value(Fission(_text(board))) == ref.reference_value(board, ref.fission_moves, cache), board


def test_every_3x3_board_of_stones_and_squares_and_its_impartial_grundy_value():
    cache: dict = {}
    memo: dict = {}
    impartial = get("fission").impartial()
    for board in _boards(3, 3, "x.."[:2]):
        assert value(Fission(_text(board))) == ref.reference_value(board, ref.fission_moves, cache), board
        assert impartial.grundy(_text(board)) == _grundy(board, memo), board


def test_random_boards_and_their_impartial_grundy_values():
    rng = random.Random(45)
    cache: dict = {}
    memo: dict = {}
    impartial = get("fission").impartial()
    for n in range(160):
        h, w = (4, 4) if n % 2 else (3, 5)
        cells = "".join(rng.choice("x.....#") for _ in range(h * w))
        board = tuple(cells[r * w:(r + 1) * w] for r in range(h))
        if n < 60:
            assert value(Fission(_text(board))) == ref.reference_value(board, ref.fission_moves, cache), board
        assert impartial.grundy(_text(board)) == _grundy(board, memo), board


def test_squares_no_move_can_use_are_left_out_and_the_parts_cut():
    # A stone that can never split is as good as a missing square; so is a square no stone reaches.
    assert Fission("x.|..").key() == 0
    assert Fission(".x.|x..").key() == Fission(".x.|#..").key()
    assert Fission("xx.x.").key() == Fission(".x.").key()     # x at 0 and 1 can never split
    # '.x.xx.x.': each of the middle stones waits for the other to leave: neither ever splits, the board
    # is two parts.
    assert Fission(".x.xx.x.").key() == add_keys([Fission(".x.").key()] * 2)
    x, e = Fission(".x.xx.x.").layers
    assert potential_moves(x, e, 8) == (0, 0b01000010)
    assert Fission(".x.xx.x.").key() != Fission("..x.x..").key()


def test_each_sides_moves_are_those_of_region_moves():
    rng = random.Random(7)
    for _ in range(100):
        cells = "".join(rng.choice("x...#") for _ in range(16))
        key = Fission("|".join(cells[4 * r:4 * r + 4] for r in range(4))).key()
        for k in (key if type(key) is tuple else (key,)):
            if k > 0:
                assert (RULES.region_side_moves(k, 0), RULES.region_side_moves(k, 1)) == RULES.region_moves(k)


def test_bad_arguments_are_refused():
    with pytest.raises(InputValueError, match="share"):
        potential_moves(1, 1, 3)
    with pytest.raises(InputTypeError):
        potential_moves("x", 0, 3)
    with pytest.raises(InputValueError, match="player is 0"):
        RULES.region_side_moves(abs(Fission(".x.").key()), 3)
