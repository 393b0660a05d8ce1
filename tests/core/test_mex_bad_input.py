"""The public mex refuses what cannot be a set of Grundy values, by name."""

from __future__ import annotations

import pytest

from cgtalg.core.mex import mex
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.impartial import mex as impartial_mex


@pytest.mark.parametrize("function", [mex, impartial_mex], ids=["core", "impartial"])
@pytest.mark.parametrize(
    "values, error, words",
    [
        (1.5, InputTypeError, "iterable of non-negative integers, not float"),
        (None, InputTypeError, "not NoneType"),
        (7, InputTypeError, "not int"),
        ("x", InputTypeError, "not str"),
        ("", InputTypeError, "not str"),
        (b"\x00", InputTypeError, "not bytes"),
        ([1.5, None], InputTypeError, "got float (1.5)"),
        ([0, None], InputTypeError, "got NoneType"),
        ([0, True], InputTypeError, "got bool"),
        ([0, 2.0], InputTypeError, "got float"),
        ([0, [1]], InputTypeError, "got list"),
        ([-1], InputValueError, "non-negative integers, got -1"),
        ([0, 1, -(2**100000)], InputValueError, "an int of 100001 bits"),
    ],
)
def test_bad_values_are_refused_by_name(function, values, error, words):
    with pytest.raises(error) as caught:
        function(values)
    assert words in str(caught.value)


def test_integers_of_other_libraries_count_as_their_value():
    numpy = pytest.importorskip("numpy")
    assert mex([numpy.int64(0), numpy.uint8(1), numpy.int32(3)]) == 2
    assert mex(numpy.arange(70)) == 70


def test_valid_input_still_works():
    assert mex(v for v in (2, 0, 1)) == 3
    assert mex({0: "a", 1: "b"}) == 2
    assert mex([2**100, 0]) == 1
