"""The fast paths of a small Domineering search, each against a slow reference.

* A one-layer board's key (:meth:`GridRules.normalise` with ``packed_keys``)
  is found on its code of stride ``w`` (``GridRules._children_by_masks``,
  :meth:`GridRules.normalise_packed`); the reference is the layered route
  :meth:`GridRules._normalise` (regions, crop, least image of the layers).
* A Domineering board's text is read as one binary numeral
  (``_read_one_layer``); the reference reads it cell by cell.
* :meth:`DomineeringRules.region_moves` and ``region_value`` take C loops on
  boards of at most 64 cells; the references are the generic schema moves
  (:meth:`GridRules.region_moves`: unpack, move, normalise) and the value by
  plain exploration of the moves (``shortcuts=False``).
"""

from __future__ import annotations

import itertools
import random

import pytest

from cgtalg import value
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.engine.grid_placement import _BOTH_MOVE
from cgtalg.rulesets.grid.domineering import IMPARTIAL, RULES, Domineering
from cgtalg.engine.grid_text import _one_layer_table, _read_one_layer
from cgtalg.engine.grid_codes import unpack
from cgtalg.rulesets.grid import GridRules, parse_board

from .one_layer_boards import boards, text_of


@pytest.mark.parametrize("rules", [RULES, IMPARTIAL], ids=["domineering", "cram"])
def test_one_layer_board_keys_match_the_layered_normal_form(rules: GridRules) -> None:
    assert rules.packed_keys
    for b, h, w in boards(12):
        assert rules.normalise((b,), h, w) == rules._normalise((b,), h, w), (bin(b), h, w)


@pytest.mark.parametrize("rules", [RULES, IMPARTIAL], ids=["domineering", "cram"])
def test_one_layer_board_keys_match_the_layered_normal_form_on_large_boards(rules: GridRules) -> None:
    # Beyond SMALL_CELLS (normalise_packed's table route) and beyond 64 bits with the spare column.
    rng = random.Random(7)
    for h, w in [(5, 11), (7, 9), (8, 8), (1, 63), (63, 1), (2, 40), (10, 10), (3, 17)]:
        for density in (0.3, 0.6, 0.9):
            b = 0
            for r in range(h):
                for c in range(w):
                    if rng.random() < density:
                        b |= 1 << (r * (w + 1) + c)
            assert rules.normalise((b,), h, w) == rules._normalise((b,), h, w), (h, w, density)
            if h * w > 64:
                # normalise_packed splits boards of over 64 cells without machine words (it raised
                # OverflowError before); its key for them is not compared (another drawing, see
                # GridRules.normalise).
                payload = 0
                for r in range(h - 1, -1, -1):
                    payload = (payload << w) | ((b >> (r * (w + 1))) & ((1 << w) - 1))
                rules.normalise_packed((payload << 12) | (h << 6) | w)


@pytest.mark.parametrize("rules", [RULES, IMPARTIAL], ids=["domineering", "cram"])
def test_one_layer_board_keys_match_the_layered_normal_form_up_to_small_cells(rules: GridRules) -> None:
    rng = random.Random(11)
    shapes = [(h, w) for h in range(1, 51) for w in range(1, 51) if 12 < h * w <= 50]
    for _ in range(3000):
        h, w = rng.choice(shapes)
        density = rng.choice((0.4, 0.6, 0.8, 0.95))
        b = 0
        for r in range(h):
            for c in range(w):
                if rng.random() < density:
                    b |= 1 << (r * (w + 1) + c)
        assert rules.normalise((b,), h, w) == rules._normalise((b,), h, w), (text_of(b, h, w), h, w)


def read_cell_by_cell(text: str) -> tuple:
    rows = text.replace("/", " ").replace("|", " ").split()
    b = 0
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch == ".":
                b |= 1 << (r * (len(row) + 1) + c)
    return (b,), len(rows), len(rows[0])


def test_one_layer_reading_matches_cell_by_cell() -> None:
    allowed, table = _one_layer_table(RULES.symbols, RULES.aliases)
    rng = random.Random(3)
    for _ in range(2000):
        h, w = rng.randint(1, 7), rng.randint(1, 9)
        text = rng.choice("|/\n ").join("".join(rng.choice(".#xX") for _ in range(w)) for _ in range(h))
        expected = read_cell_by_cell(text)
        lines = text.replace("/", " ").replace("|", " ").split()
        assert _read_one_layer(lines, allowed, table) == expected, text
        p = Domineering(text)
        assert (p.layers, p.height, p.width) == expected
        assert parse_board(text, ".#", {"x": "#", "X": "#"}, "domineering") == expected


def test_one_layer_reading_leaves_every_problem_to_the_named_errors() -> None:
    allowed, table = _one_layer_table(".#", {})
    for lines in (["..", "."], [".?"], [".", "0"], [".", "1"], [], ["._1"]):
        assert _read_one_layer(lines, allowed, table) is None, lines
    # A side over 63 is no problem: the reading is the board's.
    assert _read_one_layer(["." * 64], allowed, table) == (((1 << 64) - 1,), 1, 64)
    assert _read_one_layer(["."] * 64, allowed, table) == ((sum(1 << (2 * r) for r in range(64)),), 64, 1)
    with pytest.raises(InputValueError, match="ragged domineering board: row 1 has 1 cells"):
        Domineering("..|.")
    with pytest.raises(InputValueError, match=r"unknown character '1' in domineering board \(row 0, column 1\)"):
        Domineering(".1|..")
    with pytest.raises(InputTypeError):
        Domineering(3)  # type: ignore[arg-type]
    assert Domineering("").key() == 0 and str(value(Domineering(""))) == "0"


@pytest.mark.parametrize("rules", [RULES, IMPARTIAL], ids=["domineering", "cram"])
def test_small_region_moves_match_the_schema_moves(rules: GridRules) -> None:
    seen = set()
    for b, h, w in boards(10):
        key = rules.normalise((b,), h, w)
        for part in ([key] if not isinstance(key, tuple) else list(key)):
            if not isinstance(part, int) or part <= 0 or part in seen:
                continue
            seen.add(part)
            fast = rules.region_moves(part)
            slow = GridRules.region_moves(rules, part)
            assert fast == slow, unpack(part, 1)
    assert len(seen) > 50


def test_small_region_value_matches_exploring_the_moves() -> None:
    for b, h, w in boards(9):
        key = RULES.normalise((b,), h, w)
        if not isinstance(key, int) or key <= 0:
            continue
        found = RULES.region_value(key)
        layers, H, W = unpack(key, 1)
        explored = value(Domineering(text_of(layers[0], H, W)), shortcuts=False)
        left, right = RULES.moves(layers, H, W)
        if left and right:
            assert found is None
        else:
            assert found == explored, text_of(layers[0], H, W)
    assert IMPARTIAL.region_value(Domineering("....").key()) is None


def _small_region_count(e: int, h: int, w: int) -> int:
    return RULES.oracle.count(e, h, w)


def test_small_region_count_by_hand() -> None:
    # Rows of runs 1..7 (Right alone): floor(run / 2); columns: Left.
    for n in range(1, 8):
        assert _small_region_count((1 << n) - 1, 1, n) == -(n // 2)
        assert _small_region_count((1 << n) - 1, n, 1) == n // 2
    assert _small_region_count(0b1111_1111, 2, 4) == _BOTH_MOVE
    assert _small_region_count(0b0000_1011, 2, 4) == -1   # row 0 ".. #." (one domino), row 1 full of "#"
    assert _small_region_count(0, 3, 3) == 0
    for h, w in itertools.product(range(1, 9), repeat=2):
        full = (1 << (h * w)) - 1
        expected = _BOTH_MOVE if h > 1 and w > 1 else (h // 2 if w == 1 else -(w // 2))
        assert _small_region_count(full, h, w) == expected, (h, w)
