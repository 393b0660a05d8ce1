"""Hackenbush strings: the engine from the rules against Berlekamp's rule."""

import itertools

import pytest

from cgtalg import number, value
from cgtalg.rulesets.graph.hackenbush import HackenbushString, berlekamp_value
from cgtalg.core.sign_expansion import from_sign_expansion


ALL_STRINGS = ["".join(p) for n in range(11) for p in itertools.product("LR", repeat=n)]


def test_berlekamp_rule_equals_engine_on_every_string_up_to_10_edges():
    cache = {}
    bad = [s for s in ALL_STRINGS if value(HackenbushString(s), cache=cache) is not number(berlekamp_value(s))]
    assert bad == []
    assert len(ALL_STRINGS) == 2047


def test_berlekamp_rule_equals_sign_expansion_reading():
    for s in ALL_STRINGS:
        assert berlekamp_value(s) == from_sign_expansion(s.replace("L", "+").replace("R", "-"))


@pytest.mark.slow
def test_long_strings_do_not_recurse():
    s = "L" * 1050 + "RL"
    assert value(HackenbushString(s)).as_fraction() == berlekamp_value(s)


@pytest.mark.parametrize("bad, error", [("LBR", ValueError), (3, TypeError), (["L"], TypeError)])
def test_bad_strings(bad, error):
    with pytest.raises(error):
        HackenbushString(bad)
    with pytest.raises(error):
        berlekamp_value(bad)
