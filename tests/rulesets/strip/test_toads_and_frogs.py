"""Toads and Frogs' search oracle: formula values of strips where no toad faces a frog.

:meth:`cgtalg.engine.strip_words.StripWords.apart_value` values a strip in which
every frog is to the left of every toad as an integer (the proof is its
docstring). The references: the game-tree reference of
``reference_rules.py`` (every strip of up to 7 cells), and the search
without the oracle (every strip of up to 9 cells, and random longer ones).
"""

from __future__ import annotations

import itertools
import random

from cgtalg import integer, value
from cgtalg.engine import search as search_module
from cgtalg.rulesets.strip.toads_and_frogs import RULES, ToadsAndFrogs

from ... import reference_rules as ref

_apart_value = RULES.words.apart_value


def _apart(strip: str) -> bool:
    """No toad can meet a frog: every part between stuck blocks (TTFF anywhere, TFF at the left
    end, TTF at the right end) has no toad with a frog to its right (string steps, independent of
    the bit twiddling)."""
    if strip.startswith("TFF"):
        strip = strip[3:]
    if strip.endswith("TTF"):
        strip = strip[:-3]
    for part in strip.split("TTFF"):
        t = part.find("T")
        if t >= 0 and "F" in part[t:]:
            return False
    return True


def _strips(n):
    for cells in itertools.product(".TF", repeat=n):
        yield "".join(cells)


def test_apart_strips_are_the_game_tree_reference_and_others_are_left_to_the_search() -> None:
    cache: dict = {}
    checked = 0
    for n in range(1, 8):
        for strip in _strips(n):
            code = RULES.encode(strip)
            found = _apart_value(code)
            if not _apart(strip):
                assert found is None, strip
                continue
            assert found is not None, strip
            assert found == ref.reference_value(strip, ref.toads_and_frogs_moves, cache), strip
            checked += 1
    assert checked > 1000


def _value_without_oracle(strip: str):
    """The search's value of *strip* with the oracle's formula switched off (moves unchanged)."""
    search = search_module.Search(RULES)
    search.oracle = _NoFormula(RULES.oracle)
    return search_module._key_value(search, RULES.normalise(strip))


class _NoFormula(search_module.RegionOracle):
    def __init__(self, inner):
        self.inner = inner

    def moves(self, region):
        return self.inner.moves(region)


def test_values_with_the_formula_are_the_values_without_it() -> None:
    for n in range(1, 10):
        for strip in _strips(n):
            if n >= 8 and strip.count(".") < 2:
                continue
            assert value(ToadsAndFrogs(strip)) == _value_without_oracle(strip), strip
    rng = random.Random(1428)
    for _ in range(40):
        strip = "".join(rng.choice("TTFF..") for _ in range(rng.randint(10, 14)))
        assert value(ToadsAndFrogs(strip)) == _value_without_oracle(strip), strip


def test_formula_values_examples() -> None:
    for strip, expected in [("T...", 3), ("TT..", 4), ("..FF", -4), ("F..T.", 1), (".F.T.TT..", 6), ("", 0),
                            ("T.TTFF.F", 0), ("TFF..TTF", 0), ("TFFTTFF.TTFF.F.TTF", -1), (".TTFFTTFF.", 0)]:
        code = RULES.encode(strip) if strip else 1
        assert _apart_value(code) == integer(expected), strip
    assert RULES.oracle.known(RULES.encode("T" + "." * 31)) is None  # over WORD_CELLS: searched
    assert value(ToadsAndFrogs("T" + "." * 31)) == integer(31)


def test_the_oracle_moves_are_the_region_moves() -> None:
    for n in range(1, 8):
        for strip in _strips(n):
            key = RULES.normalise(strip)
            for part in key if type(key) is tuple else [key] if key else []:
                region = abs(part)
                assert RULES.oracle.moves(region) == RULES.region_moves_of_strip(RULES.decode(region)), strip
