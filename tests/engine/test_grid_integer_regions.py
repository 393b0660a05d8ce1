"""Domineering regions whose every placement leaves an integer, against the rules alone.

The search's oracle (``Placements.known``) values such a region as
``{a | b}`` from its options' one-player counts, without making their keys
(``Placements.options_value``, ``_integer_switch``). The references: the game
tree built from the rules alone (``reference_rules.py``) for every board of
a few cells, with the condition itself (both players can place, and no
placement leaves a board where both can) decided from the reference's
moves; and ``Game``'s general canonical form for ``{a | b}``.
"""

from __future__ import annotations

from cgtalg import Game, integer, value
from cgtalg.engine.grid_placement import _integer_switch
from cgtalg.rulesets.grid.domineering import IMPARTIAL, RULES, Domineering

from .. import reference_rules as ref
from .one_layer_boards import boards, text_of


def _payload(b: int, h: int, w: int) -> int:
    """Board *b* (stride ``w + 1``) as a region code's payload (stride ``w``)."""
    return sum(1 << (r * w + c) for r in range(h) for c in range(w) if b >> (r * (w + 1) + c) & 1)


def _one_player(board: tuple[str, ...]) -> bool:
    return not (ref.domineering_moves(board, "L") and ref.domineering_moves(board, "R"))


def test_integer_switch_is_the_canonical_form_of_integer_options() -> None:
    for a in range(-7, 8):
        for b in range(-7, 8):
            assert _integer_switch(a, b) == Game([integer(a)], [integer(b)]), (a, b)
            assert _integer_switch(a, b) is Game([integer(a)], [integer(b)]), (a, b)  # one object a value


def test_integer_options_value_against_the_rules_on_every_small_board() -> None:
    # Every board of at most 12 cells, every shape, connected or not (the count adds over regions).
    cache: dict = {}
    settled = 0
    for b, h, w in boards(12):
        board = tuple(text_of(b, h, w).split("|"))
        left = ref.domineering_moves(board, "L")
        right = ref.domineering_moves(board, "R")
        expected_settled = bool(left and right) and all(_one_player(o) for o in left + right)
        found = RULES.oracle.options_value(_payload(b, h, w), h, w)
        if not expected_settled:
            assert found is None, board
            continue
        settled += 1
        assert found == ref.reference_value(board, ref.domineering_moves, cache), board
    assert settled > 2000


def test_the_search_settles_such_regions_with_the_rules_values() -> None:
    # Through the public route (the oracle's known() in the walk), boards of up to 12 cells whose
    # value the formula settles, and boards containing them as parts or options.
    cache: dict = {}
    checked = 0
    for b, h, w in boards(12):
        if h * w < 11 or b.bit_count() < 7:
            continue
        key = RULES.normalise((b,), h, w)
        if not isinstance(key, int) or key <= 0 or RULES.oracle.known(key) is None:
            continue
        if RULES.region_value(key) is not None:
            continue
        board = tuple(text_of(b, h, w).split("|"))
        assert value(Domineering("|".join(board))) == ref.reference_value(board, ref.domineering_moves, cache), board
        checked += 1
        if checked >= 150:
            break
    assert checked >= 50
    for text in ("..|..", "...|...", "....|....", ".#|..", "..#|...|#..", "....|#..#|...."):
        board = tuple(text.split("|"))
        assert value(Domineering(text)) == ref.reference_value(board, ref.domineering_moves, cache), text


def test_cram_and_the_rules_formula_are_unchanged() -> None:
    # Cram has no formula; region_value stays the one-player integer (None where both can place).
    key = Domineering("..|..").key()
    assert IMPARTIAL.oracle.known(IMPARTIAL.normalise(Domineering("..|..").layers, 2, 2)) is None
    assert RULES.region_value(key) is None and str(RULES.oracle.known(key)) == "+-1"
