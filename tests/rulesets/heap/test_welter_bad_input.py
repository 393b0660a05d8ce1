"""Welter's functions refuse what they cannot do with the library's errors, and read any integer."""

from __future__ import annotations

import pytest

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets.heap import welter


@pytest.mark.parametrize("n", [10**12, 10**30, 2**100000], ids=["10**12", "10**30", "2**100000"])
def test_too_many_glasses_are_refused_with_the_limit(n):
    with pytest.raises(InputValueError) as caught:
        welter.glasses_start(n)
    message = str(caught.value)
    assert f"<= {welter.MAX_GLASSES}" in message and "start_value" in message


def test_the_largest_start_allowed_is_set_out():
    assert len(welter.glasses_start(welter.MAX_GLASSES).coins) == welter.MAX_GLASSES


@pytest.mark.parametrize("n, error", [(-1, InputValueError), (1.5, InputTypeError), (True, InputTypeError)])
def test_bad_numbers_of_glasses(n, error):
    with pytest.raises(error):
        welter.glasses_start(n)


def test_numpy_integers_are_read_as_their_value():
    numpy = pytest.importorskip("numpy")
    for width in (numpy.int8, numpy.int16, numpy.int32, numpy.int64, numpy.uint8, numpy.uint64):
        assert welter.start_value(width(3)) == welter.start_value(3) == 4
        assert type(welter.start_value(width(3))) is int
        assert welter.glasses_start(width(3)).coins == (4, 5, 6)
        assert welter.welter_solve([1, 3, 6], width(7)) == welter.welter_solve([1, 3, 6], 7)
    assert welter.mate(numpy.int64(4), numpy.uint8(6)) == 1


def test_huge_counts_are_named_by_their_size():
    with pytest.raises(InputValueError) as caught:
        welter.mate(2**100000, 2**100000)
    assert "pairwise distinct" in str(caught.value) and "an int of 100001 bits" in str(caught.value)
    with pytest.raises(InputValueError) as caught:
        welter.mate(-(2**100000), 1)
    assert "an int of 100001 bits" in str(caught.value)


def test_positions_with_huge_counts_print():
    position = welter.Welter([1, 2**100000])
    assert str(position) == "[1|<an int of 100001 bits>]"
