"""Ski Jumps against a brute force written from the rules and the values of Winning Ways' examples.

The rules (*Winning Ways*, ch. 1): Left's skiers (``L`` jumpers, ``l``
slippers) move east along their row and Right's (``R``, ``r``) west, through
empty squares, and may ski off the board when their way is clear; a jumper
directly above an enemy skier may jump it, landing on the empty square just
below it, and a jumped jumper becomes a slipper. The brute force plays that
on tuples of row strings and builds values with ``Game(left, right)``.
"""

from __future__ import annotations

import io
import random
from functools import lru_cache

import pytest

from cgtalg import Game, value
from cgtalg.cli import main
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets import get
from cgtalg.rulesets.grid.ski_jumps import RULES, SkiJumps

Board = tuple[str, ...]
_SWAP = str.maketrans("LlRr", "RrLl")

#: Winning Ways' ski-jump examples with their values, as listed in the tests of t4ccer's cgt-tools
#: (cgt/short/partizan/games/ski_jumps.rs, ``winning_ways_examples``).
WINNING_WAYS = [
    ("...L....|..R.....|........", "2"),
    ("........|...l....|.......R|........|......L.", "-1"),
    (".L...|.R...|.....", "5/2"),
    ("...R.|...L.|.....", "-5/2"),
    ("L....|....R|.....", "1/2"),
    ("L....|R....|.....", "9/2"),
    ("L....|....R|l....", "5"),
]


def _put(board: Board, r: int, c: int, ch: str) -> Board:
    row = board[r]
    return board[:r] + (row[:c] + ch + row[c + 1:],) + board[r + 1:]


def _moves(board: Board, me: str) -> list[Board]:
    """Every move of the player whose jumper is *me* ('L' or 'R')."""
    step = 1 if me == "L" else -1
    mine = me + me.lower()
    out = []
    h, w = len(board), len(board[0])
    for r in range(h):
        for c in range(w):
            ch = board[r][c]
            if ch not in mine:
                continue
            empty = _put(board, r, c, ".")
            t = c + step
            while 0 <= t < w and board[r][t] == ".":
                out.append(_put(empty, r, t, ch))
                t += step
            if not 0 <= t < w:
                out.append(empty)          # the way to the edge is clear: ski off
            if ch == me and r + 2 < h and board[r + 1][c] not in mine + "." and board[r + 2][c] == ".":
                out.append(_put(_put(empty, r + 1, c, board[r + 1][c].lower()), r + 2, c, ch))
    return out


@lru_cache(maxsize=None)
def brute(board: Board) -> Game:
    return Game([brute(b) for b in _moves(board, "L")], [brute(b) for b in _moves(board, "R")])


def _board(text: str) -> Board:
    return tuple(text.split("|"))


@pytest.mark.parametrize("board, expected", WINNING_WAYS)
def test_winning_ways_examples(board, expected):
    assert str(value(SkiJumps(board))) == expected
    assert str(brute(_board(board))) == expected


def test_without_jumps_a_board_counts_moves_to_the_edge():
    assert str(value(SkiJumps("L...|.l..|..r."))) == str(4 + 3 - 3)
    # Facing skiers block each other: whoever takes the square between them moves last. (A rule that
    # counted squares to the edge, as cgt-tools' shortcut for jump-free boards does, would say 3 - 3 = 0.)
    assert str(value(SkiJumps("L.R"))) == "*"


def test_options_follow_the_rules():
    p = SkiJumps("L.|R.|..")
    assert sorted(o.text() for o in p.left_options()) == sorted("|".join(b) for b in _moves(_board("L.|R.|.."), "L"))
    assert sorted(o.text() for o in p.left_options()) == ["..|R.|..", "..|r.|L.", ".L|R.|.."]
    assert [o.text() for o in SkiJumps("L.|R.|l.").left_options() if o.text().startswith("..|r")] == []   # landing taken
    assert SkiJumps("l.|R.|..").left_options()[-1].text() == "..|R.|.."   # a slipper never jumps


def test_mirroring_with_the_players_exchanged_negates():
    for text, _ in WINNING_WAYS[:3]:
        mirrored = "|".join(row[::-1].translate(_SWAP) for row in text.split("|"))
        assert SkiJumps(mirrored).key() == -SkiJumps(text).key()
        assert value(SkiJumps(mirrored)) == -value(SkiJumps(text))


def test_random_boards_against_the_brute_force():
    rng = random.Random(36)
    for _ in range(300):
        h, w = rng.randint(1, 4), rng.randint(1, 4)
        cells = [rng.choice("....LlRr") for _ in range(h * w)]
        while sum(c != "." for c in cells) > 5:
            cells[rng.randrange(h * w)] = "."
        text = "|".join("".join(cells[r * w:(r + 1) * w]) for r in range(h))
        assert value(SkiJumps(text)) == brute(_board(text)), text


def test_the_registry_and_the_command_line():
    rs = get("ski-jumps")
    assert rs is get("ski jumps")
    assert str(rs.value("L....|R....|.....")) == "9/2"
    assert str(rs.outcome("L....|....R|.....")) == "L"
    out = io.StringIO()
    assert main(["value", "--ruleset", "ski-jumps", "L....|....R|....."], out=out) == 0
    assert "1/2" in out.getvalue()


def test_bad_input_is_refused():
    with pytest.raises(InputValueError, match="unknown character"):
        SkiJumps("L#")
    with pytest.raises(InputValueError):
        SkiJumps("L..|R.")
    with pytest.raises(InputTypeError):
        SkiJumps(3)  # type: ignore[arg-type]
    with pytest.raises(InputValueError):
        RULES.region_moves(-1)
