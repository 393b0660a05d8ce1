"""The hypothesis strategies of cgtalg.testing refuse bad bounds at once, with the library's errors."""

from __future__ import annotations

import pytest

pytest.importorskip("hypothesis")

from cgtalg.errors import InputTypeError, InputValueError  # noqa: E402
from cgtalg.testing import MAX_LEAVES, dyadics, game_trees, games, number_up_stars  # noqa: E402

HUGE = 2**100000


@pytest.mark.parametrize(
    "make, error, words",
    [
        (lambda: dyadics(None), InputTypeError, "max_denominator_exp must be an int"),
        (lambda: dyadics(HUGE), InputValueError, "max_denominator_exp must be <= 64"),
        (lambda: dyadics(3, "x"), InputTypeError, "max_abs must be an int"),
        (lambda: number_up_stars(None), InputTypeError, "max_ups must be an int"),
        (lambda: number_up_stars(2, -1), InputValueError, "max_nimber must be non-negative"),
        (lambda: game_trees(None), InputTypeError, "max_birthday must be an int"),
        (lambda: game_trees(3, [2]), InputTypeError, "max_options must be an int"),
        (lambda: game_trees(HUGE), InputValueError, "too many trees"),
        (lambda: games(HUGE), InputValueError, "too many trees"),
        (lambda: games(20, 2), InputValueError, f"at most {MAX_LEAVES}"),
    ],
)
def test_bad_bounds(make, error, words):
    with pytest.raises(error) as caught:
        make()
    assert words in str(caught.value)


def test_numpy_bounds_are_read_as_ints():
    numpy = pytest.importorskip("numpy")
    assert dyadics(numpy.int64(3), numpy.int8(4)) is not None
    assert games(numpy.int64(2)) is not None
