"""Grid boards with a side over 63: wide region codes, against plain recursions and the symmetry tables.

A region with both sides at most 63 has a short code (shape in the low 12
bits); a longer one a wide code, drawn in its least image from its cells as
strings (``grid_codes._least_wide_code``). That drawing must pick the image
the symmetry tables pick: it is compared with ``_least_table_code`` on short
regions of one and two layers under every symmetry rule. Values of boards
beyond the old cap come from recursions written from the rules here: a
Domineering strip is worth minus half its length (Right's dominoes, one per
two squares; Winning Ways, chapter 5); a strip with one square hanging below
its end is a two-player game on pieces the recursion values by hand; the
Clobber row ``x o^k`` is ``{x o^(k-1) | 0}`` (Left's stone moves on, Right's
first stone takes it and leaves a row of Right's stones only).
"""

import random

import pytest

from cgtalg import Game, ZERO, integer, value
from cgtalg.engine import grid_codes
from cgtalg.errors import InputValueError
from cgtalg.rulesets.grid.clobber import RULES as CLOBBER, Clobber
from cgtalg.rulesets.grid.cram import Cram
from cgtalg.rulesets.grid.domineering import RULES as DOMINEERING, Domineering


def transposed(board):
    rows = board.split("|")
    return "|".join("".join(row[c] for row in rows) for c in range(len(rows[0])))


@pytest.mark.parametrize("n", [63, 64, 65, 100, 200])
def test_domineering_strips_are_worth_half_their_length(n):
    assert value(Domineering("." * n)) == integer(-(n // 2))
    assert value(Domineering("|".join("." * n))) == integer(n // 2)
    holes = "..#" * (n // 3)                        # n // 3 rooms of two squares apart: Right's, one each
    assert value(Domineering(holes)) == integer(-(n // 3))
    assert value(Domineering(transposed(holes))) == integer(n // 3)


def spur_values(n):
    """F(m), m <= n: a row of m squares with one more square below its first (Domineering, by the rules).

    Left's only domino is upright on the first column, leaving a row of m - 1 squares; Right's lying
    domino on columns i, i + 1 leaves F(i) and a row of m - i - 2 squares (i = 0: the hanging square
    alone, worth 0). A row of k squares is worth -(k // 2).
    """
    f = {1: integer(1)}                              # two squares one above the other: Left's domino
    for m in range(2, n + 1):
        left = [integer(-((m - 1) // 2))]
        right = [integer(-((m - 2) // 2))] + [f[i] + integer(-((m - i - 2) // 2)) for i in range(1, m - 1)]
        f[m] = Game(left, right)
    return f


def test_a_domineering_strip_with_a_hanging_square_against_a_recursion():
    f = spur_values(100)
    for m in (5, 62, 63, 64, 70, 100):
        board = "." * m + "|" + "." + "#" * (m - 1)
        assert value(Domineering(board)) == f[m], m
        assert value(Domineering(transposed(board))) == -f[m], m     # transposing swaps the players


def test_clobber_rows_and_columns_against_a_recursion():
    g = {0: ZERO}
    for k in range(1, 201):
        g[k] = Game([g[k - 1]], [ZERO])
    for k in (62, 63, 64, 70, 199, 200):
        row = "x" + "o" * k
        assert value(Clobber(row)) == g[k], k
        assert value(Clobber("|".join(row))) == g[k], k             # Clobber's transpose keeps the value
        assert value(Clobber(row.translate(str.maketrans("xo", "ox")))) == -g[k], k
    pieces = "xo.xxo.oox." * 20                       # 1 x 220: sixty rooms of at most three stones
    assert value(Clobber(pieces)) == sum([value(Clobber(room)) for room in pieces.split(".") if room], ZERO)


def test_a_long_two_row_board_splits_into_its_rooms():
    board = "|".join(["..#" * 24] * 2)                 # 2 x 72: twenty-four 2 x 2 squares, each +-1
    assert value(Domineering(board)) == ZERO
    square, tromino = value(Domineering("..|..")), value(Domineering(".#|.."))
    assert value(Domineering(board.replace("..#", ".##", 1))) == sum([square] * 23, tromino)
    assert Cram.from_string(".." + "#" * 68 + "/" + "#" * 68 + "..").known_grundy() == 0


def random_board(rng, h, w, density):
    return "|".join("".join("." if rng.random() < density else "#" for _ in range(w)) for _ in range(h))


def test_wide_keys_are_the_same_for_every_symmetric_image_and_route():
    rng = random.Random(70)
    for _ in range(40):
        h, w = rng.choice([(1, 64), (2, 70), (3, 66), (70, 2), (64, 1)])
        board = random_board(rng, h, w, 0.85)
        key = Domineering(board).key()
        rows = board.split("|")
        assert Domineering("|".join(row[::-1] for row in rows)).key() == key
        assert Domineering("|".join(rows[::-1])).key() == key
        # Transposed: the same regions up to sign (a region equal to its own transpose keeps its sign).
        parts = key if isinstance(key, tuple) else (key,)
        turned = Domineering(transposed(board)).key()
        assert sorted(map(abs, parts)) == sorted(map(abs, turned if isinstance(turned, tuple) else (turned,)))
        p = Domineering(board)
        assert DOMINEERING.normalise(p.layers, p.height, p.width) == key
        payload = sum(1 << (r * w + c) for r in range(h) for c in range(w) if rows[r][c] == ".")
        assert DOMINEERING.normalise_packed(grid_codes.region_code(payload, h, w)) == key   # the packed route


def test_the_string_drawing_picks_the_image_the_tables_pick():
    rng = random.Random(63)
    rules = [(1, "negate", None, False), (1, "same", None, False), (1, None, None, False),
             (1, "same", None, True), (2, "same", (1, 0), False), (2, None, (1, 0), False),
             (2, "negate", (1, 0), False), (2, "same", (1, 0), True)]
    for layers, transpose, swap, impartial in rules:
        for _ in range(60):
            H, W = rng.randint(1, 5), rng.randint(1, 5)
            k = layers * W
            rows = [rng.getrandbits(k) for _ in range(H)]
            sym = grid_codes._Symmetries(H, W, layers, transpose, swap, impartial)
            chunks = rows if sym.per_row == 1 else [(x >> (8 * j)) & 255 for x in rows for j in range(sym.per_row)]
            expected = grid_codes._least_table_code(sym, chunks)
            found = grid_codes._least_wide_code(rows, H, W, layers, transpose, swap, impartial)
            assert found == expected, (layers, transpose, swap, impartial, H, W, rows)


def test_codes_short_and_wide_read_back():
    for H, W in [(1, 1), (63, 63), (1, 64), (64, 1), (200, 3), (5, 1000)]:
        payload = (1 << (H * W)) - 1
        code = grid_codes.region_code(payload, H, W)
        h, w, shift = grid_codes.code_shape(code)
        assert (h, w, code >> shift) == (H, W, payload)
        assert (shift == 12) == (H <= 63 and W <= 63)
        assert grid_codes.unpack(code, 1) == ((sum(((1 << W) - 1) << (r * (W + 1)) for r in range(H)),), H, W)
    assert DOMINEERING.region_size(Domineering("." * 100).key()) == 100
    assert CLOBBER.region_size(abs(Clobber("x" + "o" * 99).key())) == 100


def test_boards_too_large_to_hold_are_refused():
    with pytest.raises(InputValueError, match="too large to hold in memory"):
        Domineering.rectangle(5000, 5000)
    with pytest.raises(InputValueError, match="rows"):
        Domineering.rectangle(2 ** 32, 1)
    assert Domineering.rectangle(1, 300).width == 300
