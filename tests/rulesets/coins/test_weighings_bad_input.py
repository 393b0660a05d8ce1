"""The counterfeit-coin weighing helpers refuse bad counts and kinds with the library's errors."""

from __future__ import annotations

import pytest

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets.coins.aequitas import game
from cgtalg.rulesets.coins.aequitas.weighings import describe_coins, informative_weighings, smallest_weighings

HUGE = 2**100000


@pytest.mark.parametrize("function", [informative_weighings, smallest_weighings])
@pytest.mark.parametrize(
    "args, error, words",
    [
        ((None, 0, 0, 0, "light"), InputTypeError, "the number of unknown coins must be an int"),
        ((1, -1, 0, 0, "light"), InputValueError, "light-destined coins must be non-negative"),
        ((1, 0, 0, 1.5, "light"), InputTypeError, "genuine coins must be an int"),
        ((1, 0, 0, 0, None), InputValueError, "fake must be one of"),
        ((1, 0, 0, 0, HUGE), InputValueError, "an int of 100001 bits"),
    ],
)
def test_bad_counts_and_kinds(function, args, error, words):
    with pytest.raises(error) as caught:
        list(function(*args))
    assert words in str(caught.value)


def test_numpy_counts_are_read_as_ints():
    numpy = pytest.importorskip("numpy")
    assert smallest_weighings(numpy.int64(0), 2, 0, 0, "light") == smallest_weighings(0, 2, 0, 0, "light")


@pytest.mark.parametrize(
    "counts, error", [(None, InputTypeError), ([1.5], InputTypeError), ([-1], InputValueError), ([1] * 5, InputValueError)]
)
def test_describe_coins_bad_counts(counts, error):
    with pytest.raises(error):
        describe_coins(counts)


def test_a_huge_fake_kind_is_named_by_its_size():
    with pytest.raises(InputValueError) as caught:
        game.coin_game("FM", 5, fake=HUGE)
    assert "an int of 100001 bits" in str(caught.value)
