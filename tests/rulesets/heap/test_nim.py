"""The Nim ruleset: moves, validation, and values computed three independent ways."""

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import nimber, value
from cgtalg.impartial import grundy
from cgtalg.rulesets.heap import Nim


def test_positions_are_multisets():
    assert Nim(3, 0, 1) == Nim(1, 3)
    assert hash(Nim(2, 5)) == hash(Nim(5, 2))
    assert repr(Nim()) == "Nim()" and str(Nim()) == "0"
    assert str(Nim(4, 1)) == "*1 + *4"


def test_options_are_exactly_the_moves():
    opts = Nim(2, 2).options()
    assert sorted(opts, key=repr) == [Nim(1, 2), Nim(2)]  # equal heaps give equal options
    assert len(Nim(3, 1).options()) == 4
    assert Nim().options() == []


def test_addition_table_three_ways():
    # Whole-sum exploration, component splitting, and the XOR hook agree.
    cache = {}
    for a, b in product(range(16), repeat=2):
        whole = grundy(Nim(a, b), options=Nim.options, cache=cache)
        assert whole == grundy(Nim(a, b), shortcuts=False) == grundy(Nim(a, b)) == a ^ b


def test_powers_of_two_add_like_integers():
    cache = {}
    for a, b in product(range(5), repeat=2):
        v = grundy(Nim(2**a, 2**b), options=Nim.options, cache=cache)
        assert v == (0 if a == b else 2**a + 2**b)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(0, 6), max_size=3))
def test_canonical_value_is_the_nimber(heaps):
    assert value(Nim(*heaps)) == nimber(grundy(Nim(*heaps), shortcuts=False))


def test_bad_heaps():
    with pytest.raises(ValueError, match="non-negative"):
        Nim(3, -1)
    with pytest.raises(TypeError, match="int"):
        Nim(2.5)
    with pytest.raises(TypeError):
        Nim([1, 2])
    assert Nim(*[1, 2]) == Nim(1, 2)
