"""Clobber in machine words: keys, moves and reading against the grid schema's route.

Compiled, the capture kernel (:mod:`cgtalg.engine.grid_capture`) keys
Clobber boards of at most ``WORD_CELLS`` cells in machine words
(``_word_key``), its search's oracle moves regions in machine words, and
``Clobber._from_text`` reads short boards in one pass
(:func:`~cgtalg.engine.grid_text._read_short_layers`). The references are the grid schema's own
steps (``GridRules.normalise``: split, dead groups dropped, crop, least image
from the symmetry rules; ``ClobberRules.moves`` on the unpacked board) and
the slow game-tree reference of ``reference_rules.py`` for values. In pure
Python the same functions are checked (they are then plain Python).
"""

from __future__ import annotations

import itertools
import random

import pytest

from cgtalg import value
from cgtalg.errors import InputValueError
from cgtalg.engine import grid_capture
from cgtalg.engine.grid_capture import _word_key
from cgtalg.engine.grid_text import _read_short_layers
from cgtalg.rulesets import get
from cgtalg.engine.grid_codes import unpack
from cgtalg.rulesets.grid import GridRules, parse_board
from cgtalg.rulesets.grid.clobber import RULES, Clobber, ClobberRules

from .. import reference_rules as ref

SHAPES = [(1, n) for n in range(1, 9)] + [(2, 2), (2, 3), (2, 4), (3, 3)]


def _boards(h, w):
    """Every ``h x w`` board of x, o and empty cells, as ``(text, layers)``."""
    for cells in itertools.product("xo.", repeat=h * w):
        rows = ["".join(cells[r * w:(r + 1) * w]) for r in range(h)]
        text = "|".join(rows)
        yield text, parse_board(text, "xo.", {}, "clobber")[0]


def _slow_key(layers, h, w):
    return GridRules.normalise(RULES, layers, h, w)


def _slow_moves(code):
    layers, h, w = unpack(code, 2)
    left, right = RULES.moves(layers, h, w)
    return [_slow_key(b, h, w) for b in left], [_slow_key(b, h, w) for b in right]


@pytest.mark.parametrize("shape", SHAPES)
def test_every_small_board_has_the_grid_key_and_its_regions_the_grid_moves(shape) -> None:
    h, w = shape
    wrong = []
    regions = set()
    for text, layers in _boards(h, w):
        key = RULES.normalise(layers, h, w)
        if key != _slow_key(layers, h, w):
            wrong.append(("key", text))
            continue
        for part in key if type(key) is tuple else [key] if key else []:
            regions.add(abs(part))
    for code in sorted(regions):
        if RULES.oracle.moves(code) != _slow_moves(code):
            wrong.append(("moves", code))
    assert not wrong, wrong[:5]
    assert regions or h * w == 1


def test_board_key_of_scattered_groups_on_larger_boards() -> None:
    rng = random.Random(28)
    for _ in range(3000):
        h = rng.randint(1, 5)
        w = rng.randint(1, 25 // h)
        text = "|".join("".join(rng.choice("xxoo.") for _ in range(w)) for _ in range(h))
        layers = parse_board(text, "xo.", {}, "clobber")[0]
        assert _word_key(RULES.oracle, layers, h, w) == _slow_key(layers, h, w), text
        assert RULES.normalise(layers, h, w) == _slow_key(layers, h, w), text


def test_boards_over_the_word_size_take_the_grid_route() -> None:
    text = "xo" * 13  # 26 cells
    layers = parse_board(text, "xo.", {}, "clobber")[0]
    key = RULES.normalise(layers, 1, 26)
    assert key == _slow_key(layers, 1, 26)
    assert RULES.oracle.moves(key) == _slow_moves(key)
    assert _read_short(text) is None
    assert Clobber._from_text(text) == Clobber(text)


def _read_short(text):
    return _read_short_layers(text, RULES.short_text[0], 2, grid_capture.WORD_CELLS)


@pytest.mark.parametrize("text", ["xo", "xoxo", "xo.|.ox", "XO#|#OX", "x", ".", "xx|oo", "xoxoxo", "x.o.x|o.x.o",
                                  "xoxox|oxoxo|xoxox|oxoxo|xoxox"])
def test_short_reading_is_the_constructor(text) -> None:
    fast = Clobber._from_text(text)
    slow = Clobber(text)
    assert (fast.layers, fast.height, fast.width, fast.key(), hash(fast)) == \
        (slow.layers, slow.height, slow.width, slow.key(), hash(slow))
    assert fast.key() == _slow_key(*parse_board(text, "xo.", {"#": ".", "X": "x", "O": "o"}, "clobber"))
    assert fast.text() == slow.text()


@pytest.mark.parametrize("text", ["xo||ox", "|xo", "xo|", "xo|o", "x o", "xq", "", "xo/ox", "xo\nox"])
def test_anything_else_is_read_by_the_constructor(text) -> None:
    assert _read_short(text) is None
    try:
        slow = Clobber(text)
    except InputValueError as err:
        with pytest.raises(InputValueError, match=str(err)[:30].replace("(", r"\(").replace(")", r"\)")):
            get("clobber").parse(text)
    else:
        assert get("clobber").parse(text) == slow


def test_values_of_small_boards_agree_with_the_game_tree_reference() -> None:
    rng = random.Random(2028)
    cache: dict = {}
    for _ in range(60):
        h = rng.randint(1, 3)
        w = rng.randint(1, 4)
        rows = tuple("".join(rng.choice("xo.") for _ in range(w)) for _ in range(h))
        assert value(Clobber("|".join(rows))) == ref.reference_value(rows, ref.clobber_moves, cache), rows


def test_the_impartial_variant_keeps_the_grid_route() -> None:
    variant = RULES.impartial_variant()
    assert isinstance(variant, ClobberRules) and variant.oracle is None
    layers = parse_board("xox.o", "xo.", {}, "clobber")[0]
    assert variant.normalise(layers, 1, 5) == GridRules.normalise(variant, layers, 1, 5)


def test_module_constants() -> None:
    from cgtalg.rulesets import grid

    assert grid_capture.WORD_CELLS * 2 <= grid.SMALL_CELLS
    assert RULES.short_text == (RULES.short_text[0], 2, grid_capture.WORD_CELLS)
