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
