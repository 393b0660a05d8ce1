"""Per-call shortcuts for small positions, each against a slow reference from the rules.

* Domineering's ``region_value`` (the integer of a board where only one
  player can still place) counts placements on the board's code with one
  loop over the lowest placement left; checked on every board of 3 x 4,
  2 x 6 and 6 x 2 squares against the game tree built from the rules alone
  (``reference_rules.py``).
* The caches the grid, graph and strip schemas fill inline (instead of
  ``BoundedCache.put``) still empty themselves when full: a schema run with
  tiny limits gives the same values as with the usual ones.
* Clobber agrees with the reference on every row of
  up to 7 stones and empty squares.
"""

import itertools

import pytest

from cgtalg import value
from cgtalg.rulesets.grid.clobber import Clobber
from cgtalg.rulesets.grid.domineering import RULES as DOMINEERING
from cgtalg.rulesets.grid.domineering import Domineering
from cgtalg.engine.grid_codes import unpack

from ... import reference_rules as ref


def _boards(h, w):
    """Every board of *h* rows and *w* columns ('.' empty, '#' filled)."""
    for mask in range(1 << (h * w)):
        yield tuple("".join("." if mask >> (r * w + c) & 1 else "#" for c in range(w)) for r in range(h))


def _rows(region):
    layers, h, w = unpack(region, 1)
    return tuple("".join("." if layers[0] >> (r * (w + 1) + c) & 1 else "#" for c in range(w)) for r in range(h))


@pytest.mark.parametrize("shape", [(3, 4), (2, 6), (6, 2)])
def test_domineering_one_player_boards_against_the_rules(shape):
    # region_value reads any code (payload of stride W, shape in the low 12 bits), connected or
    # not: every board of the shape is checked, so runs split by filled squares and by row ends
    # and several columns at once are all met.
    h, w = shape
    cache = {}
    integers = 0
    for board in _boards(h, w):
        payload = sum(1 << (r * w + c) for r in range(h) for c in range(w) if board[r][c] == ".")
        shortcut = DOMINEERING.region_value((payload << 12) | (h << 6) | w)
        left = ref.domineering_moves(board, "L")
        right = ref.domineering_moves(board, "R")
        if left and right:
            assert shortcut is None, board
            continue
        integers += 1
        assert shortcut == ref.reference_value(board, ref.domineering_moves, cache), board
    assert integers >= 100


def test_domineering_region_value_counts_runs():
    # Published shape of the answer: a row of n empty squares is -floor(n/2) (Winning Ways, ch. 2).
    for n in range(2, 14):
        assert str(DOMINEERING.region_value(Domineering("." * n).key())) == str(-(n // 2))
    # Runs broken by filled squares count separately: 3, 2 | 1, 4 -> 1 + 1 + 0 + 2.
    assert str(DOMINEERING.region_value((0b111101_000000_111011 << 12) | (3 << 6) | 6)) == "-4"
    assert str(value(Domineering("...#..|######|.#...."))) == "-4"


def test_small_caches_still_give_the_same_values(monkeypatch):
    from cgtalg import clear_caches
    from cgtalg.rulesets.strip.toads_and_frogs import RULES as TF

    # (The last board's regions span up to 2 x 38 cells: the compiled core keeps the forms of
    # regions of more than 36 cells in the table of forms, smaller ones it draws directly.)
    boards = ["....|....", "..#.|....|.#..", "xoxox|oxo..", "TTT..FF", "." * 38 + "|." + "#" * 36 + "."]
    expected = [str(value(Domineering(boards[0]))), str(value(Domineering(boards[1]))),
                str(value(Clobber(boards[2]))), str(TF.search.value(TF.normalise(boards[3]))),
                str(value(Domineering(boards[4])))]
    caches = [DOMINEERING.normal_forms, DOMINEERING.region_forms, DOMINEERING.packed_forms,
              Clobber.rules.normal_forms, Clobber.rules.region_forms, TF.strip_forms]
    clear_caches()
    for c in caches:
        monkeypatch.setattr(c, "maxsize", 3)
    got = [str(value(Domineering(boards[0]))), str(value(Domineering(boards[1]))),
           str(value(Clobber(boards[2]))), str(TF.search.value(TF.normalise(boards[3]))),
           str(value(Domineering(boards[4])))]
    assert got == expected
    assert all(len(c) <= 4 for c in caches)  # each emptied itself on the way (one entry over at most)
    assert sum(c.clears for c in caches) > 0


def test_clobber_rows_against_the_rules():
    cache = {}
    for n in range(1, 8):
        for row in itertools.product("xo.", repeat=n):
            text = "".join(row)
            assert value(Clobber(text)) == ref.reference_value((text,), ref.clobber_moves, cache), text
