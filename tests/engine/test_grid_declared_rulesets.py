"""The grid schema's kernels on rulesets other than the shipped ones, against the rules alone.

The placement kernel (:class:`~cgtalg.engine.grid_placement.PlacementRules`)
is declared by pieces: straight trominoes (crossed bars of three cells, so the
integer routes hold), and a 2 x 2 square against a lying domino (no
transposition, no integer route). The capture kernel
(:class:`~cgtalg.engine.grid_capture.CaptureRules`) with diagonal steps splits
into king-move connected groups. Each is checked against a game tree built
from its rules alone (no bitboards, no symmetry, no splitting): values of
every small board, the word routes' keys and moves against the schema's
general route, and the errors of declarations the schema cannot play.
"""

from __future__ import annotations

import itertools

import pytest

from cgtalg import value
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.engine.grid_codes import unpack
from cgtalg.rulesets.grid import CaptureRules, GridPosition, GridRules, PlacementRules, parse_board

from .. import reference_rules as ref
from .one_layer_boards import boards, text_of

UPRIGHT_TROMINO = ((0, 0), (1, 0), (2, 0))
LYING_TROMINO = ((0, 0), (0, 1), (0, 2))


class Trominoes(PlacementRules):
    name = "trominoes (tested)"
    aliases = {"x": "#"}
    transpose = "negate"
    left_pieces = (UPRIGHT_TROMINO,)
    right_pieces = (LYING_TROMINO,)


class SquareAgainstDomino(PlacementRules):
    name = "square against domino"
    transpose = None
    left_pieces = (((0, 0), (0, 1), (1, 0), (1, 1)),)
    right_pieces = (((0, 0), (0, 1)),)


class KingClobber(CaptureRules):
    name = "king clobber"
    aliases = {"#": "."}
    steps = 8


TROMINOES = Trominoes()
SQUARE = SquareAgainstDomino()
KING = KingClobber()


def _position_class(rules: GridRules) -> type:
    return type("Board", (GridPosition,), {"__slots__": (), "rules": rules})


def _placement_moves(pieces_of):
    def moves(board, who):
        out = []
        for piece in pieces_of[who]:
            for r, c in ref._cells(board):
                cells = [(r + dr, c + dc) for dr, dc in piece]
                if all(ref._get(board, rr, cc) == "." for rr, cc in cells):
                    out.append(ref._put(board, {cell: "#" for cell in cells}))
        return out

    return moves


def _king_clobber_moves(board, who):
    me, them = ("x", "o") if who == "L" else ("o", "x")
    out = []
    for r, c in ref._cells(board):
        if board[r][c] != me:
            continue
        for dr, dc in itertools.product((-1, 0, 1), repeat=2):
            if (dr, dc) != (0, 0) and ref._get(board, r + dr, c + dc) == them:
                out.append(ref._put(board, {(r, c): ".", (r + dr, c + dc): me}))
    return out


@pytest.mark.parametrize("rules", [TROMINOES, SQUARE], ids=["trominoes", "square"])
def test_placement_values_of_every_small_board_are_the_rules_values(rules: PlacementRules) -> None:
    cls = _position_class(rules)
    moves = _placement_moves({"L": rules.left_shapes, "R": rules.right_shapes})
    cache: dict = {}
    for b, h, w in boards(9):
        text = text_of(b, h, w)
        assert value(cls(text)) == ref.reference_value(tuple(text.split("|")), moves, cache), text


@pytest.mark.parametrize("rules", [TROMINOES, SQUARE], ids=["trominoes", "square"])
def test_placement_word_routes_are_the_schema_route(rules: PlacementRules) -> None:
    for b, h, w in boards(12):
        key = rules.normalise((b,), h, w)
        assert key == rules._normalise((b,), h, w), text_of(b, h, w)
        for part in key if type(key) is tuple else [key] if key else []:
            region = abs(part)
            assert rules.region_moves(region) == GridRules.region_moves(rules, region), text_of(b, h, w)
            if rules.bars is None:
                assert rules.oracle.moves(region) == GridRules.region_moves(rules, region)
                assert rules.oracle.known(region) is None and rules.region_value(region) is None


def test_the_integer_routes_follow_the_bars() -> None:
    assert TROMINOES.bars == (3, True, 3) and SQUARE.bars is None
    cls = _position_class(TROMINOES)
    assert [str(TROMINOES.region_value(abs(cls(b).key()))) for b in ("......", ".|.|.|.|.|.", "...|...|...")] == \
        ["-2", "-2", "None"]                                    # a column is drawn as a row, negated
    for n in range(-16, 17):
        got = TROMINOES.packed.integer_keys[n + TROMINOES.packed.integer_offset]
        assert TROMINOES.search.value(got) == n
    # A one-player child named by its integer's board: the values of the parents do not change.
    plain = type("PlainTrominoes", (Trominoes,),
                 {"name": "plain trominoes (tested)", "region_value": lambda self, key: None})()
    assert plain.oracle is None
    for b, h, w in boards(10):
        assert TROMINOES.search.value(TROMINOES.normalise((b,), h, w)) == \
            plain.search.value(plain.normalise((b,), h, w)), text_of(b, h, w)


def test_large_boards_take_the_python_routes() -> None:
    cls = _position_class(TROMINOES)
    wide = cls("." * 40 + "|" + ".#" * 20)  # one region of 60 cells in a 2 x 40 box: Right's 13 trominoes
    assert str(value(wide)) == "-13" and str(TROMINOES.region_value(abs(wide.key()))) == "-13"
    tall = cls("|".join(["..."] * 22))  # 66 cells
    assert TROMINOES.region_value(abs(tall.key())) is None


def test_king_clobber_values_are_the_rules_values() -> None:
    cls = _position_class(KING)
    cache: dict = {}
    for h, w in [(1, 4), (2, 2), (2, 3), (3, 3)]:
        for cells in itertools.product("xo.", repeat=h * w):
            rows = tuple("".join(cells[r * w:(r + 1) * w]) for r in range(h))
            assert value(cls("|".join(rows))) == ref.reference_value(rows, _king_clobber_moves, cache), rows


def test_king_clobber_word_routes_are_the_schema_route() -> None:
    for h, w in [(2, 3), (3, 3), (2, 4)]:
        for cells in itertools.product("xo.", repeat=h * w):
            text = "|".join("".join(cells[r * w:(r + 1) * w]) for r in range(h))
            layers = parse_board(text, "xo.", {}, "king clobber")[0]
            key = KING.normalise(layers, h, w)
            assert key == GridRules.normalise(KING, layers, h, w), text
            for part in key if type(key) is tuple else [key] if key else []:
                code = abs(part)
                sub, H, W = unpack(code, 2)
                slow = KING.moves(sub, H, W)
                expected = ([GridRules.normalise(KING, c, H, W) for c in slow[0]],
                            [GridRules.normalise(KING, c, H, W) for c in slow[1]])
                assert KING.oracle.moves(code) == expected, text
    assert KING.connectivity == 8 and KING.regions(0b100001, 4) == [0b100001]   # (0, 0) and (1, 1) touch


@pytest.mark.parametrize("pieces, message", [
    (((((0, 0), (1, 1)),), ()), "edge-connected"),
    (((((0, 0), (0, 1), (1, 0)),), ()), "mirror image"),
    (((), ()), None),
    ((((),), ()), "no cells"),
])
def test_placement_declarations_are_checked(pieces, message) -> None:
    left, right = pieces
    cls = type("Bad", (PlacementRules,), {"name": "bad", "left_pieces": left, "right_pieces": right,
                                           "transpose": None})
    if message is None:
        assert cls().moves((0b11,), 1, 2) == ([], [])
    else:
        with pytest.raises(InputValueError, match=message):
            cls()


def test_placement_symmetry_declarations_are_checked() -> None:
    wrong = type("Wrong", (PlacementRules,), {"name": "wrong", "transpose": "same",
                                              "left_pieces": (UPRIGHT_TROMINO,), "right_pieces": (LYING_TROMINO,)})
    with pytest.raises(InputValueError, match="transpose = 'same'"):
        wrong()
    wrong = type("Wrong", (PlacementRules,), {"name": "wrong", "transpose": "negate",
                                              "left_pieces": (UPRIGHT_TROMINO,), "right_pieces": (UPRIGHT_TROMINO,)})
    with pytest.raises(InputValueError, match="transpose = 'negate'"):
        wrong()
    with pytest.raises(InputTypeError, match="pair of ints"):
        type("Wrong", (PlacementRules,), {"name": "wrong", "left_pieces": (((0, "a"),),)})()
    with pytest.raises(InputValueError, match="steps is 4"):
        type("Wrong", (CaptureRules,), {"name": "wrong", "steps": 6})()
