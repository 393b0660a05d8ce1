"""Winning moves of partizan positions, checked against a plain game-tree search of outcomes."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings

from cgtalg import parse
from cgtalg.analysis.winning_moves import winning_moves
from cgtalg.core.relations import outcome
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets.registry import position_of_text
from cgtalg.testing import games

from ..reference_rules import clobber_moves, domineering_moves, toppling_moves

OTHER = {"L": "R", "R": "L"}


def wins_moving_first(position, player, moves, memo):
    """True if *player*, to move in *position*, wins: some move leaves the other player losing (no values)."""
    key = (position, player)
    if key not in memo:
        memo[key] = any(not wins_moving_first(o, OTHER[player], moves, memo) for o in moves(position, player))
    return memo[key]


def slow_winning_moves(position, player, moves, memo):
    return sorted(o for o in moves(position, player) if not wins_moving_first(o, OTHER[player], moves, memo))


def as_board(text):
    return tuple(text.split("|"))


def check(ruleset, text, moves, to_reference, memo):
    rs, pos = position_of_text(ruleset, text)
    reference_position = to_reference(text)
    for player in "LR":
        fast = sorted(to_reference(rs.format(o)) for o in winning_moves(pos, player))
        assert fast == slow_winning_moves(reference_position, player, moves, memo), (ruleset, text, player)


def random_grids(rng, alphabet, count, max_cells=9):
    out = set()
    while len(out) < count:
        rows, cols = rng.randint(1, 3), rng.randint(1, 3)
        if rows * cols > max_cells:
            continue
        out.add("|".join("".join(rng.choice(alphabet) for _ in range(cols)) for _ in range(rows)))
    return sorted(out)


def test_domineering_against_search():
    rng, memo = random.Random(37), {}
    boards = random_grids(rng, "...#", 60) + ["...|...|...", "..|..", "....|...."]
    for text in boards:
        check("domineering", text, domineering_moves, as_board, memo)


def test_clobber_against_search():
    rng, memo = random.Random(38), {}
    for text in random_grids(rng, "xo.", 80) + ["xox|oxo|xox", "xo|ox|xo"]:
        check("clobber", text, clobber_moves, as_board, memo)


def test_toppling_dominoes_every_row_up_to_five():
    memo = {}
    rows = [""]
    for _ in range(5):
        rows = [r + c for r in rows for c in "LRG"]
        for text in rows:
            check("toppling-dominoes", text, toppling_moves, str, memo)


def test_examples_by_hand():
    rs, board = position_of_text("domineering", "...|...")  # {2 | -1/2}: Left must play the middle column
    assert [rs.format(o) for o in winning_moves(board, "L")] == [".#.|.#."]
    assert len(winning_moves(board, "R")) == 4  # each of Right's four moves wins
    rs, board = position_of_text("domineering", "...|..#")  # +-1: Right has two moves, both win
    assert [rs.format(o) for o in winning_moves(board, "R")] == ["##.|..#", "...|###"]
    g = parse("{0, * | 1}")  # Left to 0 wins, to * loses; Right to 1 loses
    assert winning_moves(g, "L") == [parse("0")] and winning_moves(g, "R") == []
    assert winning_moves(parse("*"), "L") == [parse("0")] == winning_moves(parse("*"), "R")


@settings(max_examples=150, deadline=None)
@given(games(max_birthday=3))
def test_a_game_has_a_winning_move_exactly_when_the_mover_wins(g):
    o = str(outcome(g))
    assert bool(winning_moves(g, "L")) == (o in ("L", "N"))
    assert bool(winning_moves(g, "R")) == (o in ("R", "N"))
    assert all(x >= 0 for x in winning_moves(g, "L")) and all(x <= 0 for x in winning_moves(g, "R"))


def test_bad_input_is_refused_by_name():
    with pytest.raises(InputTypeError, match="not 1.5"):
        winning_moves(1.5)
    with pytest.raises(InputValueError, match="'L' or 'R'"):
        winning_moves(parse("*"), "Left")
    with pytest.raises(InputTypeError, match="player must be"):
        winning_moves(parse("*"), 0)
    rs, loopy = position_of_text("backsliding-toads-and-frogs", ".FFT.T")
    with pytest.raises(InputValueError, match="cycle"):
        winning_moves(loopy, "L")
