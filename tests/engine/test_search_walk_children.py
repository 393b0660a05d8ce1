"""The value walk: children appended by the oracle, values handed to the open frame.

:func:`cgtalg.engine.search._values` keeps the open frame in local
variables and appends each child's value to it as soon as the value is
known; a region whose oracle sets ``direct_children`` is expanded by
:meth:`RegionOracle.children` (Toads and Frogs: :meth:`~cgtalg.engine.strip_words.StripWords.word_children`, keys
made in one pass) instead of ``moves``; :func:`_key_value` asks the oracle
about a positive root before any walk. The references:

* :meth:`~cgtalg.engine.strip_words.StripWords.word_children` against the string route
  (:meth:`StripRules.region_moves_of_strip` of the decoded strip) on every
  strip of up to 9 cells, with no key repeated on a side (the proof in its
  docstring);
* the walk through ``children`` against the walk through ``moves`` (the same
  oracle with ``direct_children`` off), values and regions explored, on
  every strip of up to 9 cells;
* values against the game-tree reference of ``reference_rules.py`` on every
  strip of up to 7 cells (negative keys as roots and as children, sums of
  parts, regions settled by the formula) and on Domineering boards;
* the default ``children`` against ``moves`` with repeats removed.
"""

from __future__ import annotations

import itertools

import pytest

from cgtalg import value
from cgtalg.engine import search as search_module
from cgtalg.rulesets.grid.domineering import Domineering
from cgtalg.rulesets.strip.toads_and_frogs import RULES, ToadsAndFrogs

from .. import reference_rules as ref

_word_children = RULES.words.word_children


def _strips(n):
    for cells in itertools.product(".TF", repeat=n):
        yield "".join(cells)


def test_word_children_are_the_string_route_moves_without_repeats() -> None:
    checked = 0
    for n in range(1, 10):
        for strip in _strips(n):
            code = RULES.encode(strip)
            lo, ro = RULES.region_moves_of_strip(strip)
            out: list = []
            split = _word_children(code, out)
            assert split == len(lo) and out == list(lo) + list(ro), strip
            assert len(set(lo)) == len(lo) and len(set(ro)) == len(ro), strip
            checked += 1
    assert checked == sum(3 ** n for n in range(1, 10))


def test_word_children_extends_the_list_it_is_given() -> None:
    out: list = ["kept"]
    code = RULES.encode("T.TF.F")
    lo, ro = RULES.region_moves_of_strip("T.TF.F")
    assert _word_children(code, out) == 1 + len(lo)
    assert out == ["kept"] + list(lo) + list(ro)


class _MovesOnly(search_module.RegionOracle):
    """The Toads oracle's moves and formula, its children left to the default walk route."""

    def __init__(self, inner):
        self.inner = inner

    def moves(self, region):
        return self.inner.moves(region)

    def known(self, region):
        return self.inner.known(region)


def _walk(oracle, strip: str):
    search = search_module.Search(RULES)
    search.oracle = oracle
    search.table.clear()  # the schema's shared table: both walks start from nothing
    return search_module._key_value(search, RULES.normalise(strip)), search.explored


def test_the_walk_through_children_is_the_walk_through_moves() -> None:
    assert RULES.oracle.direct_children
    for n in range(1, 10):
        for strip in _strips(n):
            if n >= 8 and strip.count(".") < 2:
                continue
            direct = _walk(RULES.oracle, strip)
            plain = _walk(_MovesOnly(RULES.oracle), strip)
            assert direct == plain, strip


def test_toads_values_are_the_game_tree_reference() -> None:
    cache: dict = {}
    negative_roots = 0
    for n in range(1, 8):
        for strip in _strips(n):
            key = RULES.normalise(strip)
            negative_roots += type(key) is int and key < 0
            assert value(ToadsAndFrogs(strip)) == ref.reference_value(strip, ref.toads_and_frogs_moves, cache), strip
    assert negative_roots > 100


@pytest.mark.parametrize("board", ["..|..", "...|...", "..|..|..", ".#.|...|..#", "....|....", "...|...|..."])
def test_domineering_values_through_the_root_shortcut_are_the_reference(board: str) -> None:
    from cgtalg import clear_caches

    clear_caches()  # the root is asked of a fresh table: the oracle's formula or the walk
    expected = ref.reference_value(tuple(board.split("|")), ref.domineering_moves, {})
    assert value(Domineering(board)) == expected
    assert search_module._key_value(Domineering.rules.search, Domineering(board).key()) is expected


def test_default_children_are_the_moves_without_repeats() -> None:
    class Repeats(search_module.RegionOracle):
        def moves(self, region):
            return ((region - 1, region - 1, region - 2), [region - 2, region - 3, region - 2])

    out: list = []
    oracle = Repeats()
    assert not oracle.direct_children
    assert oracle.children(5, out) == 2
    assert out == [4, 3, 3, 2]


def test_progress_is_reported_once_at_the_end_when_the_root_is_settled_at_once() -> None:
    from cgtalg import clear_caches

    for board in ("..|..", "...|..."):  # settled by the oracle's formula / searched
        clear_caches()
        seen: list = []
        got = Domineering.rules.search.value(Domineering(board).key(), progress=lambda n, t: seen.append(n))
        assert got == ref.reference_value(tuple(board.split("|")), ref.domineering_moves, {})
        assert seen == [0] if board == "..|.." else (len(seen) == 1 and seen[0] >= 1), seen
