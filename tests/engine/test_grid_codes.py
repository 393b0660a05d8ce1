"""The grid schema's machine-word helpers against the table-driven route and plain definitions.

The compiled core splits, crops and draws one-layer boards of up to
``SMALL_CELLS`` cells with ``_fill_region``, ``_cropped`` and ``_least_image``
(C integers); the pure-Python core uses the symmetry tables. Both must give
the same codes. These tests call the helpers directly, so they check them in
whichever core runs (CI runs both); boards up to 50 cells reach shifts past
32 bits, where a C ``int`` would overflow.
"""

import random

import pytest

from cgtalg import value
from cgtalg.engine import grid_codes as grid
from cgtalg.rulesets.grid.domineering import IMPARTIAL, RULES, Domineering


def random_region(rng, H, W, density):
    """A random connected one-layer region of an H x W board (stride W), as a bitmask, or 0."""
    board = sum(1 << i for i in range(H * W) if rng.random() < density)
    if not board:
        return 0
    start = rng.choice([i for i in range(H * W) if board >> i & 1])
    seen, todo = {start}, [start]
    while todo:                               # plain breadth-first search over the cells
        i = todo.pop()
        r, c = divmod(i, W)
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            j = rr * W + cc
            if 0 <= rr < H and 0 <= cc < W and board >> j & 1 and j not in seen:
                seen.add(j)
                todo.append(j)
    return sum(1 << i for i in seen), board, start


def column_masks(H, W):
    first = sum(1 << (r * W) for r in range(H))
    full = (1 << (H * W)) - 1
    return full ^ first, full ^ (first << (W - 1))


@pytest.mark.parametrize("H, W", [(3, 4), (4, 5), (5, 6), (7, 7), (5, 10), (1, 50), (25, 2)])
def test_helpers_match_the_tables_and_a_search(H, W):
    rng = random.Random(H * 100 + W)
    not_first, not_last = column_masks(H, W)
    for _ in range(60):
        found = random_region(rng, H, W, rng.choice((0.5, 0.7, 0.9)))
        if not found:
            continue
        region, board, start = found
        assert grid._fill_region(1 << start, board, W, not_first, not_last) == region
        drawn = grid._cropped(region, H, W)
        h, w = (drawn >> 6) & 63, drawn & 63
        # Cropping keeps the cells: count and box agree with the region's own rows and columns.
        rows = {i // W for i in range(H * W) if region >> i & 1}
        cols = {i % W for i in range(H * W) if region >> i & 1}
        assert (h, w) == (max(rows) - min(rows) + 1, max(cols) - min(cols) + 1)
        assert bin(drawn >> 12).count("1") == bin(region).count("1")
        for rules, images in ((RULES, 8), (IMPARTIAL, 4 if IMPARTIAL.transpose is None else 8)):
            negate = rules.transpose == "negate" and not rules.impartial
            rules.packed_forms.clear()
            assert grid._least_image(drawn, images, negate) == rules._canonical_packed(region, W), (H, W, bin(region))


def test_long_thin_boards_take_the_word_route_with_the_same_values():
    # 1 x 50 and 50 x 1 strips sit at the SMALL_CELLS limit; a strip of n empty cells is worth
    # -floor(n/2) (Right's horizontal dominoes only), a column +floor(n/2).
    assert str(value(Domineering("." * 50))) == "-25"
    assert str(value(Domineering("|".join("." * 49)))) == "24"
    assert value(Domineering("." * 20 + "#" + "." * 29)) == value(Domineering("." * 20)) + value(Domineering("." * 29))


def random_layered_region(rng, H, W, layers):
    """A cropped region of H x W cells with each cell in one random layer or empty, as its drawn code and rows."""
    while True:
        cells = [[rng.randrange(-1, layers) for _ in range(W)] for _ in range(H)]
        rows = [sum(1 << (i * W + c) for c, i in enumerate(line) if i >= 0) for line in cells]
        cols = {c for line in cells for c, i in enumerate(line) if i >= 0}
        # Cropped: the first and last row and column each hold a piece.
        if rows[0] and rows[-1] and 0 in cols and W - 1 in cols:
            break
    drawn = 0
    for r in reversed(range(H)):
        drawn = (drawn << (layers * W)) | rows[r]
    return (drawn << 12) | (H << 6) | W, rows


@pytest.mark.parametrize("ruleset", ["clobber", "konane", "amazons", "domineering", "fission"])
@pytest.mark.parametrize("impartial", [False, True])
def test_layered_images_match_the_symmetry_tables(ruleset, impartial):
    # _least_layered_image (machine words, any number of layers) against _least_table_code (the tables):
    # the same signed code for random regions, with the colour swap, transposition and impartial variants.
    from cgtalg.rulesets import get

    rules = get(ruleset).position.rules
    if impartial:
        rules = rules.impartial_variant()
    nl = rules.layers
    rng = random.Random(len(ruleset) * 7 + impartial)
    for H, W in [(1, 1), (1, 2), (1, 7), (2, 3), (3, 3), (3, 4), (4, 3), (2, 6), (5, 2)]:
        if nl * H * W > grid.SMALL_CELLS:
            continue
        for _ in range(25):
            drawn, rows = random_layered_region(rng, H, W, nl)
            sym = grid._Symmetries(H, W, nl, rules.transpose, rules.swap, rules.impartial)
            chunks = rows if sym.per_row == 1 else [(x >> (8 * j)) & 255 for x in rows for j in range(sym.per_row)]
            expected = grid._least_table_code(sym, chunks)
            got = grid._least_layered_image(drawn, nl, 4 if rules.transpose is None else 8,
                                            rules.transpose == "negate", rules.swap, rules.impartial)
            assert got == expected, (ruleset, impartial, H, W, bin(drawn))
