"""Winning moves: the generic finder, the sum finder and Bouton's fast path, against brute force."""

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg.impartial import DisjunctiveSum, grundy, is_p_position, sum_winning_moves, winning_moves
from cgtalg.rulesets.grid.cram import Cram
from cgtalg.rulesets.heap.nim import Nim, nim_winning_moves


def p_positions_after(heaps, misere):
    """All (index, new size) moves whose result is a P-position, by exploring the whole game."""
    cache = {}
    out = []
    for i, h in enumerate(heaps):
        for v in range(h):
            after = list(heaps)
            after[i] = v
            if grundy(Nim(*after), cache=cache, options=Nim.options, misere=misere) == 0:
                out.append((i, v))
    return out


def test_nim_winning_moves_against_brute_force():
    for heaps in list(product(range(6), repeat=3)) + list(product(range(4), repeat=4)):
        for misere in (False, True):
            assert nim_winning_moves(heaps, misere=misere) == p_positions_after(heaps, misere), (heaps, misere)


def test_generic_finder_on_nim():
    cases = [(1, 2, 4), (3, 4, 5), (1, 1, 1), (2, 2), (1, 1, 5)]
    for heaps in cases:
        for misere in (False, True):
            got = sorted(winning_moves(Nim(*heaps), misere=misere), key=repr)
            expected = sorted(
                {Nim(*(heaps[:i] + (v,) + heaps[i + 1 :])) for i, v in p_positions_after(heaps, misere)}, key=repr
            )
            assert got == expected


def test_sum_finder_matches_nim_winning_moves():
    for heaps in product(range(5), repeat=3):
        for misere in (False, True):
            moves = sum_winning_moves([Nim(h) for h in heaps], misere=misere)
            assert [(i, sum(q.heaps)) for i, q in moves] == nim_winning_moves(heaps, misere=misere)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.sampled_from(["..", "...", "....", ".../.##", "../..", ".../..."]), min_size=1, max_size=3),
       st.booleans())
def test_sum_finder_on_cram_regions(drawings, misere):
    parts = [Cram.from_string(d) for d in drawings]
    moves = sum_winning_moves(parts, misere=misere)
    cache = {}
    for i, q in moves:
        rest = parts[:i] + [q] + parts[i + 1 :]
        assert grundy(DisjunctiveSum(rest), cache=cache, misere=misere, shortcuts=False) == 0
    # completeness: every P-result move is listed
    total = 0
    for i, p in enumerate(parts):
        for q in set(p.options()):
            rest = parts[:i] + [q] + parts[i + 1 :]
            if grundy(DisjunctiveSum(rest), cache=cache, misere=misere) == 0:
                total += 1
                assert (i, q) in moves
    assert total == len(moves)
    whole = DisjunctiveSum(parts)
    assert (not moves) == is_p_position(whole, misere=misere) or not whole.options()


def test_no_moves_from_p_positions():
    assert winning_moves(Nim(2, 2)) == []
    assert winning_moves(Nim()) == []
    assert winning_moves(Nim(1), misere=True) == []
    assert sum_winning_moves([]) == []


def test_bad_input():
    with pytest.raises(TypeError):
        sum_winning_moves("abc")
    with pytest.raises(ValueError):
        nim_winning_moves([1, -2])
    with pytest.raises(TypeError):
        DisjunctiveSum([3, 4])
