"""Sheep against a brute force from the rules, and against MCGS's published positions.

* The brute force: a move generator written here on plain rows of herds
  (0 empty, ``n`` Left's herd, ``-n`` Right's, None no cell; a herd of two
  or more sends 1 to ``n - 1`` sheep in one of the six hex directions as
  far as the empty cells go), valued by ``reference_rules.reference_value``
  (the canonical value of the tree it spans, from these options alone).
  Checked on every board of 1 to 5 cells in a row, and every 2 x 2 board,
  of the cells ``#``, ``.``, ``x1``, ``x2``, ``x3``, ``o2``, ``o3``; every
  2 x 3 and 3 x 2 board of ``#``, ``.``, ``x3``, ``o2``; and random 3 x 3
  boards with herds of up to five. The misère outcome of the registry
  against a misère brute force, and the Grundy value of the impartial
  variant against a mex over both players' moves, on every 2 x 2 board.
* Published positions of the MCGS repository
  (github.com/ualberta-mueller-group/MCGS, commit 68fa2c6):
  ``test/sheep_test.cpp`` (the start and end cells of every move of ten
  boards, and how boards are read) and the outcomes, Black (Left) first and
  White (Right) first, of ``input/main_tests/sheep_autotests/sheep1.test``
  and ``sheep2.test`` ("Results from: MCGS"), the 72 of their 100 boards
  that pure Python solves in a tenth of a second or less.
"""

from __future__ import annotations

import itertools
import random

import pytest

from cgtalg import outcome, value
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets.grid.sheep import MAX_HERD, RULES, Sheep
from cgtalg.rulesets.registry import get

from ... import reference_rules as ref
from ...cli_runner import run_cli

#: The six neighbours of cell (r, c) on MCGS's board: left, right, up, down, up-right, down-left.
DIRECTIONS = ((0, -1), (0, 1), (-1, 0), (1, 0), (-1, 1), (1, -1))


def sheep_moves(board, who):
    """The boards after each move by *who* ('L' moves the positive herds, 'R' the negative ones)."""
    h = len(board)
    w = len(board[0]) if h else 0
    sign = 1 if who == "L" else -1
    out = []
    for r in range(h):
        for c in range(w):
            herd = board[r][c]
            if herd is None or herd * sign < 2:
                continue
            for dr, dc in DIRECTIONS:
                rr, cc = r, c
                while 0 <= rr + dr < h and 0 <= cc + dc < w and board[rr + dr][cc + dc] == 0:
                    rr, cc = rr + dr, cc + dc
                if (rr, cc) == (r, c):
                    continue
                for k in range(1, abs(herd)):
                    child = [list(row) for row in board]
                    child[r][c] = sign * (abs(herd) - k)
                    child[rr][cc] = sign * k
                    out.append(tuple(tuple(row) for row in child))
    return out


def drawn(board):
    """The board in MCGS's int grid, '#' for no cell."""
    return " | ".join(", ".join("#" if v is None else str(v) for v in row) for row in board)


def boards(h, w, cells):
    for values in itertools.product(cells, repeat=h * w):
        yield tuple(tuple(values[r * w:(r + 1) * w]) for r in range(h))


SMALL_CELLS = (None, 0, 1, 2, 3, -2, -3)


@pytest.mark.parametrize("shape, cells", [((1, n), SMALL_CELLS) for n in range(1, 6)]
                         + [((2, 2), SMALL_CELLS), ((2, 3), (None, 0, 3, -2)), ((3, 2), (None, 0, 3, -2))])
def test_every_small_board_is_its_brute_force(shape, cells):
    cache: dict = {}
    for board in boards(*shape, cells):
        assert value(Sheep(drawn(board))) == ref.reference_value(board, sheep_moves, cache), board


def test_random_3x3_boards():
    rng = random.Random(36)
    cache: dict = {}
    for _ in range(25):
        board = tuple(tuple(rng.choice((None, 0, 0, 0, 0, 1, 2, 3, 5, -1, -2, -4)) for _ in range(3))
                      for _ in range(3))
        assert value(Sheep(drawn(board))) == ref.reference_value(board, sheep_moves, cache), board


def test_the_moves_are_the_brute_forces_moves():
    for board in boards(2, 2, SMALL_CELLS):
        p = Sheep(drawn(board))
        for who, options in (("L", p.left_options()), ("R", p.right_options())):
            assert sorted(q.cells() for q in options) == sorted([list(r) for r in b] for b in sheep_moves(board, who))


def _hex_images(board):
    """The board under the twelve symmetries of the hexagonal lattice, each cropped to its cells."""
    cells = [(r, c, v) for r, row in enumerate(board) for c, v in enumerate(row) if v is not None]
    out = []
    for _ in range(6):
        for image in (cells, [(c, r, v) for r, c, v in cells]):
            r0 = min(r for r, _, _ in image)
            c0 = min(c for _, c, _ in image)
            h = max(r for r, _, _ in image) - r0 + 1
            w = max(c for _, c, _ in image) - c0 + 1
            grid = [[None] * w for _ in range(h)]
            for r, c, v in image:
                grid[r - r0][c - c0] = v
            out.append(tuple(tuple(row) for row in grid))
        cells = [(r + c, -r, v) for r, c, v in cells]
    return out


def test_the_lattices_symmetries_keep_the_value_and_exchanging_the_herds_negates_it():
    rng = random.Random(7)
    cache: dict = {}
    for _ in range(12):
        board = tuple(tuple(rng.choice((None, 0, 0, 0, 2, 3, -2, -3)) for _ in range(3)) for _ in range(2))
        if all(v is None for row in board for v in row):
            continue
        g = ref.reference_value(board, sheep_moves, cache)
        for image in _hex_images(board):
            p = Sheep(drawn(image))
            assert p == Sheep(drawn(board)) and value(p) == g, image
            swapped = Sheep(drawn(tuple(tuple(None if v is None else -v for v in row) for row in image)))
            assert swapped.key() == -p.key() or p.key() == 0 or value(p) == 0
            assert value(swapped) == -g


def test_walls_and_regions():
    # A herd of one never moves and blocks; so does a herd with no empty neighbour.
    assert Sheep("x2.x1.").key() == Sheep("x2.#.").key() == Sheep("x2.").key()
    assert Sheep("x2o2.").key() == Sheep("#o2.").key() == Sheep("o2.").key() != 0
    assert Sheep("x3o2|o2.").key() == Sheep("#o2|o2.").key() != 0     # x3 at (0, 0) does not touch (1, 1)
    assert Sheep("x3o2|o2x2").key() == Sheep("x1.|.o1").key() == 0     # no room, or no herd to move
    # (0, 0) and (1, 1) are not neighbours; (0, 1) and (1, 0) are.
    assert str(value(Sheep("x2#|#."))) == "0" and str(value(Sheep("#x2|.#"))) == "1"
    assert [p.text() for p in Sheep("x2.#.o3.").components()] == ["x2.####", "###.o3."]
    assert value(Sheep("x2.#.o3.")) == value(Sheep("x2.")) + value(Sheep(".o3."))
    assert Sheep("x2.|..").components() is None


def misere_brute(board, who, memo):
    """True if *who* moving first on *board* wins when the player who cannot move wins."""
    key = (board, who)
    if key not in memo:
        options = sheep_moves(board, who)
        other = "R" if who == "L" else "L"
        memo[key] = not options or any(not misere_brute(b, other, memo) for b in options)
    return memo[key]


def test_misere_outcomes_are_the_brute_forces():
    rs = get("sheep")
    memo: dict = {}
    names = {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}
    for board in boards(2, 2, (None, 0, 2, 3, -2)):
        expected = names[misere_brute(board, "L", memo), misere_brute(board, "R", memo)]
        assert str(rs.outcome(rs.parse(drawn(board)), misere=True)) == expected, board


# -- MCGS's published positions -----------------------------------------------------------------

#: test/sheep_test.cpp (test_moves_main): boards and the (start, end) cells of all their moves, cells
#: numbered row by row from 0.
MOVE_CELLS = [
    ("0 0 0 | 0 3 0 | 0 0 0", {(4, 1), (4, 2), (4, 3), (4, 5), (4, 6), (4, 7)}),
    ("0 0 0 | 0 -3 0 | 0 0 0", {(4, 1), (4, 2), (4, 3), (4, 5), (4, 6), (4, 7)}),
    ("0 0 0 | 0 0 0 | 0 0 0", set()),
    ("0 0 0 | 0 1 0 | 0 0 0", set()),
    ("0 0 0 | 0 -1 0 | 0 0 0", set()),
    ("2 0 0 | 0 0 0 | 0 0 -2", {(0, 2), (0, 6), (8, 6), (8, 2)}),
    ("0 0 0 0 0 | 0 0 0 0 0 | 0 0 3 0 0 | 0 0 0 0 0 | 0 0 0 0 0",
     {(12, 2), (12, 4), (12, 14), (12, 22), (12, 20), (12, 10)}),
    ("1 1 0 1 0 | 1 1 0 0 1 | 0 0 -3 0 0 | 1 0 0 1 1 | 0 1 0 1 1",
     {(12, 2), (12, 4), (12, 14), (12, 22), (12, 20), (12, 10)}),
    ("0 0 1 0 1 | 0 0 0 0 0 | 1 0 3 0 1 | 0 0 0 0 0 | 1 0 1 0 0",
     {(12, 7), (12, 8), (12, 13), (12, 17), (12, 16), (12, 11)}),
    ("0 0 -3 0 0 0 0 | 0 0 0 0 0 1 0 | 0 0 0 1 1 0 0 | 0 -7 0 3 1 0 0 |"
     "0 0 1 1 0 0 0 | 0 1 0 0 1 2 0 | 0 0 0 1 9 3 0",
     {(2, 0), (2, 14), (2, 23), (2, 6), (22, 28), (22, 21), (22, 1), (22, 4), (22, 23), (22, 29), (24, 23),
      (47, 48), (47, 41), (40, 41), (40, 34), (40, 19)}),
]


def _move_cells(p, child):
    """The (start, end) cells of the move from *p* to *child*: the herd that shrank, the cell that filled."""
    before = [v for row in p.cells() for v in row]
    after = [v for row in child.cells() for v in row]
    start = next(i for i, (a, b) in enumerate(zip(before, after)) if a and a != b)
    end = next(i for i, (a, b) in enumerate(zip(before, after)) if a == 0 and b)
    return start, end


@pytest.mark.parametrize("board, cells", MOVE_CELLS)
def test_mcgs_move_cells(board, cells):
    p = Sheep(board)
    options = p.left_options() + p.right_options()
    assert {_move_cells(p, q) for q in options} == cells
    # Each (start, end) is played with every size sent, 1 to the herd's size less one.
    flat = [v for row in p.cells() for v in row]
    assert len(options) == sum(abs(flat[start]) - 1 for start, _ in cells)


def test_mcgs_board_reading():
    # test/sheep_test.cpp (test_constructors): the board each text is read as.
    for text, cells in [("0,0 | -5,-2", [[0, 0], [-5, -2]]), ("5", [[5]]), ("-1,-5", [[-1, -5]]),
                        ("-1 -5,0|-4,2 4 ", [[-1, -5, 0], [-4, 2, 4]])]:
        assert Sheep(text).cells() == cells
    assert Sheep("").cells() == Sheep(" ").cells() == [] and Sheep("").left_options() == []
    assert Sheep(str(MAX_HERD)).cells() == [[MAX_HERD]] and Sheep(str(-MAX_HERD)).cells() == [[-MAX_HERD]]
    for bad in ("5,3|2", str(MAX_HERD + 1), str(-MAX_HERD - 1)):
        with pytest.raises(InputValueError):
            Sheep(bad)


#: input/main_tests/sheep_autotests/sheep1.test and sheep2.test ("Results from: MCGS"): each board
#: with the outcome MCGS gives, {B result, W result} read as an outcome class (B win and W win is N,
#: both losses P, B win W loss L, B loss W win R). The 72 of their 100 boards solved here in a tenth of
#: a second or less each in pure Python; the others take from a fraction of a second to minutes.
OUTCOMES = [
    # sheep1.test
    ("0, 0, 0, 1, 0, -1 | 1, 0, 0, 0, 0, 0 | 0, 0, -2, 0, 0, 0 | 0, 0, 0, 0, 0, 1 | 0, 0, -3, 0, 0, 0", "R"),
    ("0, 0, 0, 1 | 0, 0, 0, 0 | 0, 0, 0, 0 | 0, 0, 0, 0 | 0, 0, 0, 0 | 0, 0, 0, 0", "P"),
    ("0, 0, 0, 0 | 0, 4, 0, 1 | 0, 0, 0, 0 | 1, 5, 0, 0", "L"),
    ("0, 0, 0, 0 | 0, 0, 0, 0 | 7, 0, 0, 0 | 1, 0, 0, 0 | 0, 0, 0, 1 | 0, 0, 0, 0", "L"),
    ("-4, -1, 0, 0 | 0, 0, 0, -4 | 0, 0, 0, 0 | 0, 0, 0, 0 | 0, 0, -2, 0 | 0, 0, 1, 0", "R"),
    ("0, 0, 0, 0, 0, 1 | 0, 0, 0, 0, 0, 0 | 0, 0, -1, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 1, 0 | 0, 0, 0, 0, 0, 0", "P"),
    ("0, 0, -2, 2 | 0, 0, -1, 0 | 1, -1, -1, 0 | 0, 0, 0, 0", "P"),
    ("-1, 0, 0, 0 | 1, 0, -2, 0 | 0, 0, 0, 0 | 0, 1, 0, 0 | 1, 1, 0, 1", "R"),
    ("0, 0, 0, 0, 0, -1 | -1, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 1, 0, 0, 0", "P"),
    ("0, 0, 0, 1, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 1, 0, 0, 0, 0", "P"),
    ("0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 5, 0, 0, 0 | 0, -1, 0, 0, 0, 0", "L"),
    ("-1, 0, 0, 0, -1, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, -1 | 0, 0, 0, 0, 0, 0", "P"),
    ("0, -4, 0, 0 | 0, 0, 0, 0 | 0, 0, 0, 0 | 0, 0, -1, 0 | 0, 0, 0, 0 | 0, 0, 0, 0", "R"),
    ("0, 0, 0, 0 | 0, 0, 0, 1 | 0, 0, 0, 0 | 0, 0, 0, 0", "P"),
    ("0, 0, 0, 0, 0 | 0, 1, 0, 0, 0 | 0, 0, -1, -7, 0 | 0, 0, 0, 0, 0", "R"),
    ("0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 1, 0, 0 | 1, 0, 0, 0, 0, 0 | -1, 0, 0, 0, 0, 0", "P"),
    ("0, 0, 0, 0, 0, 2 | 0, -1, 0, 0, 0, 0 | 0, 0, 0, 0, 7, 0 | 0, 0, 0, 1, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0", "L"),
    ("0, 0, 1, 0, 0 | 0, 0, 1, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0", "P"),
    ("0, 0, 0, 0, 0, 0 | 0, 0, 0, -1, 0, 0 | 0, 0, 0, 0, -1, 1 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0", "P"),
    ("0, 0, 0, 0 | 0, -3, 0, 0 | 0, 0, 0, 0 | 0, 0, 0, 0 | 0, -1, -1, 0", "R"),
    ("0, 1, 0, 0, 0 | 0, 0, 1, 0, 0 | 0, 0, 0, -4, 0 | 0, 0, -2, 0, 0 | 0, 0, 0, 0, 0 | 0, 1, 1, 0, 0", "R"),
    ("0, -1, 0, 0 | 0, 0, 0, 0 | 0, 0, 0, 0 | 0, 0, 0, 0 | 0, 0, 0, 0", "P"),
    ("0, 0, 0, 0, -1 | 0, 0, 0, 0, -2 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 1, 0, 0, 0, 0", "R"),
    ("0, -1, 1, 1, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, -1, 0, 0, 0", "P"),
    ("0, 0, 0, 0, 0 | 0, 0, 0, 0, 1 | 0, 0, 0, -5, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 1, -4, 0", "R"),
    ("0, 0, 0, 1, 5, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0", "L"),
    ("1, -1, 0, 0 | -4, 0, 0, 0 | 0, 0, 0, 0 | 0, 0, 0, 0", "R"),
    ("0, 0, 0, 0, 0, 0 | 0, -1, 4, 0, 0, 0 | 0, 0, 0, -1, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 1, 0, 0, 1, 0", "L"),
    ("-9, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, -1, 0 | 0, 0, 1, 0, 0, 0 | 0, 0, 0, 0, 0, 0", "R"),
    ("0, 0, 0, 6 | 0, 2, 1, 0 | 0, 0, 1, 2 | 0, 0, 0, 1", "L"),
    ("0, 0, 0, 0, 1 | 0, 0, 0, 0, 4 | 0, 0, 1, 0, 0 | 0, 0, 0, 1, 0", "L"),
    ("0, 0, 0, 0, 0, 0 | 0, 0, 1, 0, 0, 0 | 0, 0, 0, -1, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, -1, 0, -1", "P"),
    ("0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | -3, -1, 0, -7, 1 | 0, 0, 0, 0, 0", "R"),
    ("0, 0, 1, 1, 0, 0 | 0, 0, 0, 0, 0, 0 | 1, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0", "P"),
    ("0, 0, 0, 4, 0, 0 | 0, 0, 0, 1, 0, 0 | 0, 0, 0, 0, 0, 0 | -1, 0, 0, 0, 1, 0 | 0, 0, 0, -1, 0, 0", "L"),
    ("1, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, -9, 0, 0, 0", "R"),
    ("0, -1, 0, 0, 0 | 1, 0, 0, 0, -1 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0", "P"),
    ("0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, -1, -8, 0, 1 | 0, 0, 0, 0, 0 | 0, 0, -1, 0, 0", "R"),
    # sheep2.test
    ("0, 2, -1, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0, 2 | 0, 0, 0, 0, 0, 0, 0 | 0, 0, 0, -1, 0, 5, 0 | 0, 0, 0, 0, 0, 0, 0", "L"),
    ("0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, -1, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, -1, 0, -2 | 1, 0, 0, 0, 0, 0", "R"),
    ("0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 1, 0 | -1, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, -1, 0", "P"),
    ("0, -1, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0, 0 | 0, -1, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, -1, 0 | 0, 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0, 0", "P"),
    ("0, -1, 0, 0, 0 | 0, -2, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 2, 0, 0, 0, 0 | 1, -3, 0, 0, 0", "R"),
    ("0, 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0, -2 | 0, 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, -1, -1, 0 | 2, 0, 0, 0, 0, 0, 0 | 0, 0, 1, 0, 0, 0, 0", "P"),
    ("0, -10, 0, 0, 0 | 0, 1, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, -1, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0", "R"),
    ("0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 1, 1 | 0, -1, 0, 0, -1, 0 | 0, 0, 0, 0, 0, 0 | 0, 5, 1, -2, 0, 5", "L"),
    ("0, -1, 0, 0, 0, 0, 1 | 0, 0, 0, -2, 0, -1, 0 | 0, 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, -1, 0, 0 | 0, 0, 0, -1, 0, 0, 0", "R"),
    ("0, 0, 0, 0, 0, -2 | 0, 0, 0, 0, 0, 0 | 0, 1, 0, 0, 2, 0 | 0, 0, -2, 0, 0, 1 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0", "R"),
    ("0, -2, 0, 0, -4, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, -6 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 1, 0", "R"),
    ("1, 0, 0, 0, 0 | 0, 0, 0, 1, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0", "P"),
    ("0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, -2, 0, 0 | 0, 0, -3, 1, 1, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0", "R"),
    ("0, 0, 0, 0, 0, -1, 0 | 0, 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0, -1 | 0, 0, 0, 0, 0, 1, 0 | 0, 0, 0, 0, 0, 0, 0 | 0, 0, 0, 2, 1, 0, 0", "L"),
    ("0, 0, 0, -3, 0 | 0, 0, 0, 0, 0 | 0, 1, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, -2 | 0, 0, 0, 0, -1", "R"),
    ("0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 1, 0, 0 | 0, 4, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 1, 0, 0, 0, 1", "L"),
    ("0, 0, 0, 0, 0, 0 | 0, -1, 0, -4, 0, -3 | 0, -4, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 1, 0, 0 | 0, 0, 0, 0, 0, 0", "R"),
    ("1, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, -2, 0, 0, 0 | 0, 0, 1, 0, 0", "R"),
    ("0, 0, 0, 0, 0, 0 | -1, 0, 0, 0, 0, 0 | 0, 0, 0, 1, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 2, 0 | 0, 0, 2, 0, 0, 0", "L"),
    ("0, 1, 1, 1, 0 | 0, 1, -2, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, -1, 0 | -1, -1, 0, -1, 5", "L"),
    ("0, 0, 0, 0, 0 | 0, 7, 0, -1, 0 | 0, 0, 0, 0, 0 | 0, -1, 0, 0, 0 | 0, 0, -1, 0, 0 | 0, 0, 0, 0, 0", "L"),
    ("0, -1, 0, 0, 1 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, -1, -1, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0", "P"),
    ("0, 0, 0, 0, 0 | 1, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, -1, 0, 0, -1 | 0, 0, 0, 0, 1 | -1, 0, 0, 0, 0", "P"),
    ("0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 1, 0 | -1, 0, -1, 0, 0, 0 | 0, 0, 0, 1, 0, 0", "P"),
    ("0, 0, 0, 0, 0, 2 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 1, 0, 0 | 0, 0, 0, 0, -1, 3 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0", "L"),
    ("0, 0, 0, 0, 0, -1 | 0, 0, 0, 0, 0, 0 | 2, 0, 0, 0, 0, 8 | 0, 0, 0, 0, 2, 0 | 0, 0, 0, 0, 0, 0", "L"),
    ("0, 0, -1, 0, 0, -1, 0 | 0, 0, 1, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0, 0 | 0, 1, 0, 0, 0, 0, 0 | 0, -3, 0, 0, 0, 0, 0", "R"),
    ("0, 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, -1, 0 | -1, 0, 0, 1, 0, 0, 0 | 0, 0, 0, 1, 0, 0, 0 | 0, -1, 0, 0, 0, 0, 0", "P"),
    ("0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, -1 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0", "P"),
    ("0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0 | -1, 0, 0, 0, 0, 0 | 5, 0, 0, 0, 0, 0", "L"),
    ("0, 1, 0, 0, -5, 0, 0 | 0, 0, 0, 0, 0, 0, 0 | 0, 0, 0, 1, 0, 0, 0 | 0, 0, 0, 0, 0, 0, 0 | 0, 0, 1, 0, 0, 0, 1 | 0, -1, 0, 0, 0, -2, 0", "R"),
    ("0, 0, 0, 0, 0 | 0, 0, 0, -1, -1 | 0, 0, 0, 0, 0 | 0, 2, 0, 0, 5 | 1, 1, 0, 0, 0 | 0, 0, 0, 0, 0 | 0, 1, 0, 0, 0", "L"),
    ("0, 0, 0, 0, 0 | 0, -12, 0, 1, -1 | 0, 0, -1, 0, 0 | 0, -1, 0, 0, 0 | 0, 0, 0, 0, 0", "R"),
    ("0, 0, 0, 0, 1, 0, 0 | 1, 0, -2, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0, 0 | 0, -2, 0, 0, 0, 0, 0 | 0, 0, 1, 0, 0, 0, 0 | 0, 0, 0, 0, 0, 0, -2", "R"),
]


@pytest.mark.parametrize("board, expected", OUTCOMES)
def test_mcgs_outcomes(board, expected):
    assert str(outcome(Sheep(board))) == expected


def test_mcgs_texts_and_ours_are_one_board():
    board = "0, 2, -1 | 0, 0, 0"
    assert Sheep(board) == Sheep(".x2o1|...") == Sheep(". x2 o1 / . . .")
    assert Sheep(board).text() == ".x2o1|..." and Sheep("x|o").text() == "x1|o1"
    assert Sheep("x3..\n...\n..o3").text() == "x3..|...|..o3"


def test_bad_boards_are_refused():
    with pytest.raises(InputTypeError, match="a sheep board is a str"):
        Sheep(3)
    with pytest.raises(InputValueError, match="unknown character 'q'"):
        Sheep("x2q")
    with pytest.raises(InputValueError, match="herd holds 1 to 50 sheep"):
        Sheep("x0.")
    with pytest.raises(InputValueError, match="herd holds 1 to 50 sheep"):
        Sheep("o51.")
    with pytest.raises(InputValueError, match="ragged sheep board"):
        Sheep("x2.|.")


def test_rows_longer_than_63_cells():
    # A herd of two with room to run: Left splits it once (1), or both do (*); the length of the
    # row does not matter, and a row and its mirror image are one board.
    for n in (7, 70):
        assert str(value(Sheep("x2" + "." * n))) == "1"
        assert str(value(Sheep("x2" + "." * n + "o2"))) == "*"
    assert Sheep("x2" + "." * 70).key() == Sheep("." * 70 + "x2").key()


def test_the_registry_and_the_cli():
    rs = get("sheep")
    assert get("battle-sheep") is rs and rs.parse("2x3") == Sheep("...|...") and rs.has_picture
    assert str(rs.value(rs.parse("x3...|.o2.."))) == "1/2"
    assert rs.svg(rs.parse("x3.#|..o2")).count("<polygon") == 5
    code, out, _ = run_cli("value", "--ruleset", "sheep", "x3...|.o2..")
    assert code == 0 and "value: 1/2" in out
    code, out, _ = run_cli("outcome", "--ruleset", "sheep", "0, 0, -2, 2 | 0, 0, -1, 0 | 1, -1, -1, 0 | 0, 0, 0, 0")
    assert code == 0 and "P" in out
    code, out, _ = run_cli("outcome", "--ruleset", "sheep", "--misere", "x2.")
    assert code == 0 and "R" in out        # Left's one move hands Right the win; Right cannot move and wins
    code, _, err = run_cli("value", "--ruleset", "sheep", "x2q")
    assert code != 0 and "unknown character" in err
    code, _, err = run_cli("value", "--ruleset", "sheep", "x9.....|......|......")
    assert code != 0 and "the command line values at most" in err
    assert RULES.region_size(abs(Sheep("x9.....|......|......").key())) > RULES.cli_limit


def test_played_impartially_every_small_board_is_its_brute_force():
    impartial = get("sheep").impartial()
    memo: dict = {}

    def both(board, _who):
        return sheep_moves(board, "L") + sheep_moves(board, "R")

    def grundy(board):
        if board not in memo:
            seen = {grundy(b) for b in both(board, "L")}
            memo[board] = next(m for m in range(len(seen) + 1) if m not in seen)
        return memo[board]

    for board in boards(2, 2, (None, 0, 2, 3, -2, -3)):
        assert impartial.grundy(drawn(board)) == grundy(board), board
    # Exchanging the herds keeps an impartial position.
    assert impartial.parse("x3..|..o2") == impartial.parse("o3..|..x2")
