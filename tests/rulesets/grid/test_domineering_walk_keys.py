"""Domineering values through the value search's walk, against the game tree from the rules.

The walk keeps a negated region under its region's code only (its value is
the region's negative, no entry of its own), values a negative root and the
negated parts of a sum that way, and (compiled) draws regions of up to 36
cells directly instead of looking them up in the table of forms. Checked on
every board of 3 x 3, 2 x 4 and 4 x 2 squares, each from an empty table so
the walk itself runs: the board, its negative key (the transposed board, or
the negated region), and sums of a board with the negatives of others,
against ``reference_rules.py`` (the game tree, no symmetries, no splitting).
Published value: Domineering 4 x 4 is ``+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}``
(the canonical form CGSuite's own test suite expects for ``game.grid.Domineering`` on the
empty 4 x 4 grid).
"""

import pytest

from cgtalg import parse
from cgtalg.engine.search import add_keys, negate_key
from cgtalg.rulesets.grid.domineering import RULES, Domineering

from ... import reference_rules as ref


def _boards(h, w):
    """Every board of *h* rows and *w* columns ('.' empty, '#' filled)."""
    for mask in range(1 << (h * w)):
        yield tuple("".join("." if mask >> (r * w + c) & 1 else "#" for c in range(w)) for r in range(h))


def _fresh_value(key):
    """The search's value of *key* with the shared table emptied first (the walk explores every region)."""
    RULES.search.table.clear()
    return RULES.search.value(key)


@pytest.mark.parametrize("shape", [(3, 3), (2, 4), (4, 2)])
def test_boards_and_their_negatives_against_the_rules(shape):
    cache = {}
    negated_roots = 0
    for board in _boards(*shape):
        expected = ref.reference_value(board, ref.domineering_moves, cache)
        key = Domineering("|".join(board)).key()
        assert _fresh_value(key) == expected, board
        assert _fresh_value(negate_key(key)) == -expected, board
        negated_roots += type(key) is int and key < 0
    assert negated_roots > 10  # boards whose own key is a negated region are among them


def test_sums_with_negated_parts_against_the_rules():
    cache = {}
    boards = [b for b in _boards(2, 3) if "." in "".join(b)]
    values = {b: ref.reference_value(b, ref.domineering_moves, cache) for b in boards}
    keys = {b: Domineering("|".join(b)).key() for b in boards}
    for a in boards[::3]:
        for b in boards[::5]:
            key = add_keys([keys[a], negate_key(keys[b]), keys[b]])
            assert _fresh_value(key) == values[a], (a, b)  # b and its negative cancel
            key = add_keys([keys[a], negate_key(keys[b])])
            assert _fresh_value(key) == values[a] - values[b], (a, b)


def test_board_keys_are_the_normal_forms():
    # The compiled PackedForms draws regions of up to 36 cells directly; its keys must be the ones
    # the ruleset's normalise gives (the symmetry tables), with and without the table of forms.
    for h, w in ((3, 4), (4, 3), (2, 6)):
        for mask in range(0, 1 << (h * w), 7):
            layer = sum(1 << (r * (w + 1) + c) for r in range(h) for c in range(w) if mask >> (r * w + c) & 1)
            RULES.packed_forms.clear()
            assert RULES.packed.board_key(layer, h, w) == RULES.normalise((layer,), h, w), (h, w, mask)


def test_four_by_four_is_the_published_value():
    value = _fresh_value(Domineering.rectangle(4, 4).key())
    assert value == parse("+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}")
    assert _fresh_value(negate_key(Domineering.rectangle(4, 4).key())) == -value
