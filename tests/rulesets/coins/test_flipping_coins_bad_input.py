"""A row of coins that is not a string of 0s and 1s is refused by name, whatever it is."""

from __future__ import annotations

import pytest

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets.coins.flipping_coins import FlippingCoins, normalize_coins


@pytest.mark.parametrize("make", [normalize_coins, FlippingCoins], ids=["normalize_coins", "FlippingCoins"])
def test_a_huge_int_is_named_by_its_size(make):
    with pytest.raises(InputTypeError) as caught:
        make(2**100000)
    assert str(caught.value) == "a row of coins is a str of '0' and '1', got int an int of 100001 bits"


@pytest.mark.parametrize("make", [normalize_coins, FlippingCoins], ids=["normalize_coins", "FlippingCoins"])
def test_a_long_list_is_shortened(make):
    with pytest.raises(InputTypeError) as caught:
        make([1] * 10000)
    assert "got list [1, 1," in str(caught.value) and len(str(caught.value)) < 120


def test_a_stray_character_is_named_with_its_index():
    with pytest.raises(InputValueError) as caught:
        normalize_coins("01x")
    assert "found 'x' at index 2" in str(caught.value)


def test_a_sum_of_rows_in_one_text_points_to_the_flip_command():
    from cgtalg.rulesets import get

    for parse in (normalize_coins, FlippingCoins, get("flipping-coins").parse):
        with pytest.raises(InputValueError) as caught:
            parse("0101 11")
        assert "found ' ' at index 4" in str(caught.value) and "cgtalg flip 0101 11" in str(caught.value)
    with pytest.raises(InputValueError) as caught:
        normalize_coins("01x 1")
    assert "cgtalg flip" not in str(caught.value)
