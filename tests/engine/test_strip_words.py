"""Strips moved by rewrites in machine words against the string route (Toads and Frogs).

The strip kernel's word route (:class:`cgtalg.engine.strip_words.StripWords`)
moves and normalises strips of at most ``WORD_CELLS`` cells on two-bit codes;
the string route (the rewrites made on the text, then ``StripRules.normalise``)
is the reference. The word route's methods run under either core, so the
comparison does too; the values themselves are checked against the slow
reference from the rules in ``test_schemas.py``.
"""

import itertools
import random

import pytest

from cgtalg import value
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets import get
from cgtalg.engine.strip_words import WORD_CELLS
from cgtalg.rulesets.strip.toads_and_frogs import RULES, ToadsAndFrogs

_word_key = RULES.words.key
_word_of_strip = RULES.words.cells_of


def _word_moves(code):
    """Left's and Right's moves of the piece *code* by the word route (under either core)."""
    out = []
    split = RULES.words.word_children(code, out)
    return out[:split], out[split:]


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
    # piece keeps its length): region_moves (the word route below 2**63, chosen by one
    # compare) gives the string route's keys on both sides of the limit.
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


# -- reading a strip in one pass (ToadsAndFrogs._from_text, what get(...).parse calls) ------------


def _same_position(a, b):
    return (type(a) is type(b) and a == b and a.key() == b.key() and hash(a) == hash(b)
            and a.strip == b.strip and a.text() == b.text())


def test_word_of_strip_is_the_encoding_without_its_leading_one():
    # Under either core: the cells word of every strip of 0-7 cells, and its key is normalise's.
    for n in range(8):
        for cells in itertools.product(".TF", repeat=n):
            s = "".join(cells)
            assert _word_of_strip(s) == _cells(s), s
            assert _word_key(_word_of_strip(s), n) == RULES.normalise(s), s
    assert _word_of_strip("T" * WORD_CELLS) == _cells("T" * WORD_CELLS)
    assert _word_of_strip("T" * (WORD_CELLS + 1)) == -1
    for bad in ("T_F", "t.f", "T F", "T.F\n", "x"):
        assert _word_of_strip(bad) == -1, bad


def test_from_text_makes_the_constructors_position_for_every_short_strip():
    # Every strip of 0-8 cells (9,841): the same key, hash, text and equality as the checked constructor.
    for n in range(9):
        for cells in itertools.product(".TF", repeat=n):
            s = "".join(cells)
            assert _same_position(ToadsAndFrogs._from_text(s), ToadsAndFrogs(s)), s


def test_from_text_near_the_word_limit_and_with_spaces():
    rng = random.Random(27)
    for _ in range(300):
        s = "".join(rng.choices(".TF", k=rng.randint(WORD_CELLS - 3, WORD_CELLS + 3)))
        padded = " " * rng.randint(0, 2) + s + " " * rng.randint(0, 2)
        assert _same_position(ToadsAndFrogs._from_text(padded), ToadsAndFrogs(s)), padded


def test_values_through_the_registry_match_the_constructor():
    parse = get("toads-and-frogs").parse
    for s in ("TT..FF", "TTT..FFF", "T.TF", "TT.F", "FT.TF", "", "TTTT", "T.F.T.F"):
        assert _same_position(parse(s), ToadsAndFrogs(s)), s
        assert value(parse(s)) == value(ToadsAndFrogs(s)), s


@pytest.mark.parametrize("bad", ["T_F", "TxF", "T" * 5000, 17, None, b"T.F"])
def test_bad_strips_get_the_constructors_error(bad):
    with pytest.raises((InputValueError, InputTypeError)) as by_constructor:
        ToadsAndFrogs(bad)
    with pytest.raises(type(by_constructor.value)) as by_text:
        ToadsAndFrogs._from_text(bad)
    assert str(by_text.value) == str(by_constructor.value)


def test_a_str_subclass_and_a_subclass_with_its_own_init_take_the_constructor():
    class Text(str):
        pass

    assert _same_position(ToadsAndFrogs._from_text(Text("TT.F")), ToadsAndFrogs("TT.F"))

    class Counted(ToadsAndFrogs):
        __slots__ = ()
        made = []

        def __init__(self, strip):
            Counted.made.append(strip)
            super().__init__(strip)

    p = Counted._from_text("TT.F")
    assert type(p) is Counted and Counted.made == ["TT.F"] and p.key() == ToadsAndFrogs("TT.F").key()
