"""The fast mex (cgtalg/core/mex.py) against a slow reference straight from the definition.

The fast mex keeps the values 0..63 as bits of one word and everything else in
a set; the boundaries (63, 64, a full mask), negative and huge values, and
values that equal an integer without being a plain ``int`` (``True``,
``2.0``) are where it could go wrong, so they are tested exhaustively or by
hypothesis. Planted bugs caught here (each tried by hand and reverted):
the mask bound 64 -> 65 (bit 64 of a 64-bit word: the compiled full-range tests fail);
``while m in rest`` dropped (values 64+ ignored); the ``m in rest`` check in
the mask loop dropped (``True`` no longer counts as 1).
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg.core import mex as mex_module
from cgtalg.core.mex import _mex_by_mask, _mex_by_set, mex, mex_unchecked
from cgtalg.impartial import mex as impartial_mex


# mex_unchecked picks one of the two algorithms by core; both are tested in whichever core runs.
# The checked mex refuses what is not a non-negative integer (tests/core/test_mex_bad_input.py),
# so the tests of values outside that domain are on the unchecked ones.
ALL = pytest.mark.parametrize(
    "mex", [mex_unchecked, _mex_by_mask, _mex_by_set], ids=["unchecked", "by_mask", "by_set"]
)
CHECKED = pytest.mark.parametrize("mex", [mex, mex_unchecked], ids=["mex", "unchecked"])


def slow_mex(values):
    """Straight from the definition: the least m >= 0 equal to no element."""
    values = list(values)
    m = 0
    while any(v == m for v in values):
        m += 1
    return m


def test_reexported_where_it_lived():
    assert impartial_mex is mex
    from cgtalg.impartial.sprague_grundy import mex as sg_mex

    assert sg_mex is mex


@CHECKED
def test_published_examples(mex):
    # Winning Ways ch. 4: mex{0, 1, 3} = 2, mex{} = 0, mex{1, 2} = 0.
    assert mex([0, 1, 3]) == 2
    assert mex([]) == 0
    assert mex([1, 2]) == 0


@ALL
def test_every_subset_of_a_small_range(mex):
    # All 2**8 subsets of 0..7, shifted so that they straddle the word boundary 64.
    for shift in (0, 55, 60, 64):
        for bits in range(1 << 8):
            values = [shift + i for i in range(8) if bits >> i & 1]
            prefix = list(range(shift))
            assert mex(prefix + values) == slow_mex(prefix + values), (shift, values)


@ALL
@pytest.mark.parametrize("top", [62, 63, 64, 65, 127, 128, 200])
def test_full_ranges_and_one_hole(mex, top):
    full = list(range(top))
    assert mex(full) == top
    assert mex(reversed(full)) == top
    for hole in (0, 1, 31, 62, 63, 64, top - 1):
        if hole < top:
            values = [v for v in full if v != hole]
            assert mex(values) == hole
            assert mex(values + [hole + 1000]) == hole


@ALL
def test_duplicates_negatives_and_huge_values(mex):
    assert mex([0, 0, 1, 1, -1, -5, 2**100]) == 2
    assert mex([-1]) == 0
    # 64 is the first value outside the word: it must not land on any bit.
    assert mex([64]) == 0
    assert mex([64, 1000]) == 0
    assert mex(list(range(1, 65))) == 0
    assert mex(list(range(65)) + [1000]) == 65
    assert mex([2**64, 2**63, 64, 0]) == 1
    assert mex(list(range(64)) + [2**64, 65]) == 64
    assert mex(itertools.chain(range(64), [64, 66])) == 65


@ALL
def test_values_equal_to_integers_count_as_the_set_would(mex):
    # The old definition put the values in a set; True == 1 and 2.0 == 2 count.
    assert mex([0, True]) == 2 == slow_mex([0, True])
    assert mex([0, 1, 2.0]) == 3 == slow_mex([0, 1, 2.0])
    assert mex([0, 1, 2, 3.5]) == 3
    # ... also when word values follow the non-int one (the mask scan must consult the set).
    assert mex([0, True, 2]) == 3 == slow_mex([0, True, 2])
    assert mex([0, 1.0, 2, 3, 5]) == 4
    assert mex(list(range(64)) + [64.0]) == 65
    assert mex(["a", 0]) == 1


@ALL
def test_any_iterable_is_read_once(mex):
    gen = (v for v in [2, 0, 1])
    assert mex(gen) == 3
    assert list(gen) == []
    assert mex({0: "a", 1: "b"}) == 2
    assert mex(frozenset({0, 2})) == 1


@ALL
def test_bad_input_raises_as_a_set_would(mex):
    with pytest.raises(TypeError):
        mex(5)
    with pytest.raises(TypeError):
        mex([0, [1]])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(st.integers(-3, 140), st.integers(-(2**70), 2**70)), max_size=150))
def test_agrees_with_the_definition(values):
    expected = slow_mex(values)
    assert mex_unchecked(values) == _mex_by_mask(values) == _mex_by_set(values) == expected
    if all(v >= 0 for v in values):
        assert mex(values) == expected


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 130), st.lists(st.integers(0, 200), max_size=20))
def test_agrees_near_dense_prefixes(n, extra):
    values = list(range(n)) + extra
    expected = slow_mex(values)
    assert mex(values) == _mex_by_mask(values) == _mex_by_set(values) == expected


def test_the_core_in_use_picks_its_algorithm():
    from cgtalg import accelerated

    assert mex_module._COMPILED == accelerated.ACCELERATED
