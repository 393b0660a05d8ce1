"""Toads and Frogs moved in machine words against the string route.

The compiled core moves and normalises strips of at most ``WORD_CELLS`` cells
on two-bit codes (``toads_and_frogs._word_moves``); the string route (moves on
the text, then ``StripRules.normalise``) is the reference. Both are plain
functions, so the comparison runs under either core; the values themselves
are checked against the slow reference from the rules in ``test_schemas.py``.
"""

import itertools
import random

from cgtalg.rulesets.toads_and_frogs import RULES, WORD_CELLS, _word_key, _word_moves


def _cells(strip):
    return RULES.encode(strip) ^ (1 << (2 * len(strip)))


def test_every_short_strip_moves_and_normalises_as_the_string_route():
    # Every strip of 0-7 cells (3,280 strips): the keys of the moves, in order, and the key of the strip.
    for n in range(8):
        for cells in itertools.product(".TF", repeat=n):
            s = "".join(cells)
            assert _word_key(_cells(s), n) == RULES.normalise(s), s
            if n:
                assert _word_moves(RULES.encode(s)) == RULES.region_moves_of_strip(s), s


def test_long_strips_up_to_the_word_limit():
    # Random strips of 20 to WORD_CELLS cells: the top bits of the 64-bit word are in use.
    rng = random.Random(14)
    for _ in range(300):
        s = "".join(rng.choices(".TF", k=rng.randint(20, WORD_CELLS)))
        assert _word_key(_cells(s), len(s)) == RULES.normalise(s), s
        assert _word_moves(RULES.encode(s)) == RULES.region_moves_of_strip(s), s


def test_region_moves_past_the_word_limit_take_the_string_route():
    rng = random.Random(15)
    s = "T" + "".join(rng.choices(".TF", k=WORD_CELLS + 8)) + "F"
    key = RULES.normalise(s)
    assert RULES.region_moves(abs(key)) == RULES.region_moves_of_strip(RULES.decode(abs(key)))
    assert RULES.region_size(abs(key)) == len(RULES.decode(abs(key)))


def test_region_moves_on_both_sides_of_the_word_limit():
    # Pieces of exactly WORD_CELLS and WORD_CELLS + 1 cells (a toad first, a frog last, so the
    # piece keeps its length): region_moves (the word route below 2**63, by one compare since
    # s27) gives the string route's keys on both sides of the limit.
    rng = random.Random(17)
    for cells in (WORD_CELLS - 1, WORD_CELLS, WORD_CELLS + 1, WORD_CELLS + 2):
        for _ in range(20):
            s = "T" + "".join(rng.choices(".TF", k=cells - 2)) + "F"
            key = abs(RULES.normalise(s))
            piece = RULES.decode(key)
            assert RULES.region_size(key) == len(piece) == cells
            assert RULES.region_moves(key) == RULES.region_moves_of_strip(piece), s


def test_mirror_key_is_negated():
    # Reading backwards with toads and frogs exchanged negates the value (Winning Ways, chapter 2):
    # the key is negated, unless the piece is its own mirror image (then both keys are the same).
    swap = str.maketrans("TF", "FT")
    rng = random.Random(16)
    for _ in range(300):
        s = "".join(rng.choices(".TF", k=rng.randint(1, WORD_CELLS)))
        m = s[::-1].translate(swap)
        ks, km = _word_key(_cells(s), len(s)), _word_key(_cells(m), len(m))
        if km != -ks:
            piece = s.lstrip("F").rstrip("T")
            assert km == ks and piece == piece[::-1].translate(swap), s
