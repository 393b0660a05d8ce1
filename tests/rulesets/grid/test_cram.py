"""Cram: the seed's small boards, symmetry and splitting against raw exploration, rectangles."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import nimber, value
from cgtalg.impartial import grundy
from cgtalg.rulesets.grid.cram import Cram
from cgtalg.verify.cram import _raw_options, _strip_values


def raw_value(board, cache):
    return grundy(frozenset(board.cells()), cache=cache, options=_raw_options)


def test_seed_boards():
    assert grundy(Cram.rectangle(1, 1)) == 0
    assert grundy(Cram.rectangle(2, 1)) == 1
    assert grundy(Cram.rectangle(3, 1)) == 1
    assert grundy(Cram.rectangle(4, 1)) == 2
    ell = Cram([(0, 0), (1, 0), (2, 0), (2, 1)])
    assert grundy(ell) == 2
    assert sorted({grundy(o) for o in ell.options()}) == [0, 1]
    assert sorted({grundy(o) for o in Cram.rectangle(4, 1).options()}) == [0, 1]


def transforms(cells):
    """The 8 symmetric images of a set of cells, shifted about."""
    out = []
    for flip in (False, True):
        for turns in range(4):
            pts = [(c, r) if flip else (r, c) for r, c in cells]
            for _ in range(turns):
                pts = [(c, -r) for r, c in pts]
            out.append([(r + 7, c - 3) for r, c in pts])
    return out


def random_shape(rng, n):
    cells = {(0, 0)}
    while len(cells) < n:
        r, c = rng.choice(sorted(cells))
        dr, dc = rng.choice([(0, 1), (1, 0), (0, -1), (-1, 0), (2, 0), (0, 2)])
        cells.add((r + dr, c + dc))  # steps of 2 make disconnected shapes too
    return cells


def test_symmetric_images_are_one_position():
    rng = random.Random(5)
    for _ in range(40):
        cells = random_shape(rng, rng.randint(1, 9))
        images = {Cram(t) for t in transforms(cells)}
        assert len(images) == 1


def test_symmetry_and_splitting_against_raw_exploration():
    rng = random.Random(9)
    cache_raw, cache = {}, {}
    for _ in range(60):
        board = Cram(random_shape(rng, rng.randint(1, 11)))
        assert grundy(board, cache=cache) == raw_value(board, cache_raw) == grundy(board, options=Cram.options)


def test_components_split_regions():
    board = Cram.from_string("..#../..#../#####/..")
    parts = board.components()
    assert sorted(p.size for p in parts) == [2, 4, 4]
    assert grundy(board) == 0 ^ 0 ^ 1  # two 2x2 squares and a domino
    assert Cram.rectangle(2, 2).components() == [Cram.rectangle(2, 2)]


def test_strips_are_the_octal_game_0_07():
    strip = _strip_values(30)
    assert [grundy(Cram.rectangle(1, n)) for n in range(31)] == strip


def test_rectangles():
    values = {(m, n): grundy(Cram.rectangle(m, n)) for m in range(1, 5) for n in range(m, 6) if m * n <= 16}
    for (m, n), v in values.items():
        if m % 2 == 0 and n % 2 == 0:
            assert v == 0  # second player mirrors through the centre
        if (m + n) % 2 == 1:
            assert v != 0  # first player takes the two centre squares, then mirrors
    assert values[3, 3] == 0 and values[3, 4] == 1 and values[3, 5] == 1 and values[4, 4] == 0


def test_canonical_value_is_the_nimber():
    for board in [Cram.rectangle(2, 3), Cram.rectangle(3, 3), Cram.from_string(".../.#./..."),
                  Cram.from_string("..../.")]:
        assert value(board) == nimber(grundy(board))


def test_drawings_and_errors():
    assert Cram.from_string("\n..\n..\n") == Cram.rectangle(2, 2)
    assert Cram.from_string("x.x/...") == Cram.from_string("#.#/...") == Cram.from_string("./../.")
    board = Cram.from_string("..#/.../#..")
    assert eval(repr(board)) == board
    assert Cram.rectangle(0, 5) == Cram([])
    assert grundy(Cram([])) == 0
    assert str(Cram.rectangle(2, 3)) == "...\n..."
    with pytest.raises(ValueError, match="bad character"):
        Cram.from_string("..o")
    with pytest.raises(ValueError):
        Cram.rectangle(-1, 2)
    with pytest.raises(TypeError):
        Cram.rectangle(2.0, 2)
    with pytest.raises(TypeError):
        Cram("...")
    with pytest.raises(TypeError):
        Cram([(0, "a")])


@settings(max_examples=20, deadline=None)
@given(st.integers(1, 3), st.integers(1, 4))
def test_misere_cram_against_raw(m, n):
    board = Cram.rectangle(m, n)
    assert grundy(board, misere=True) == grundy(frozenset(board.cells()), options=_raw_options, misere=True)


def test_normal_play_values_come_from_the_grid_schema_and_agree_with_the_own_engine():
    # Cram.known_grundy() values a board by the grid schema (impartial Domineering, bitboards and
    # symmetries); shortcuts=False ignores it and explores Cram's own options() and components().
    rng = random.Random(14)
    cache_hook, cache_own = {}, {}
    for _ in range(60):
        h, w = rng.randint(1, 4), rng.randint(1, 5)
        cells = [(r, c) for r in range(h) for c in range(w) if rng.random() < 0.75]
        board = Cram(cells)
        own = grundy(board, cache=cache_own, shortcuts=False)
        assert board.known_grundy() in (None, own) and grundy(board, cache=cache_hook) == own, str(board)
        if len(board.rows) > 1:
            assert board.known_grundy() == own, str(board)
    far = Cram([(0, 0), (0, 1), (1, 0), (1, 1), (0, 70), (1, 70)])   # a 2x2 square and a domino 70 apart
    assert far.known_grundy() == 0 ^ 1                               # 71 wide: the grid schema values it too
    assert grundy(far) == 0 ^ 1 == grundy(far, shortcuts=False)
