"""Tiny(G) and Miny(G), as pycgt and CGSuite print tiny-G and miny-G, parse."""

from __future__ import annotations

import pytest

from cgtalg import Game, ParseError, miny, parse, tiny
from cgtalg.verify.laws import games_born_by


@pytest.mark.parametrize("g", [g for g in games_born_by(2)], ids=str)
def test_tiny_and_miny_of_every_day2_game(g):
    assert parse(f"Tiny({g})") is tiny(g) is Game([0], [Game([0], [-g])])
    assert parse(f"Miny({g})") is miny(g) is -tiny(g)
    # the round trip of the printed form still holds
    assert parse(str(parse(f"Tiny({g})"))) is tiny(g)


def test_pycgt_spellings_and_sums():
    # pycgt 0.2 renders {0||0|-2} as 'Tiny(2)' and its negative as 'Miny(2)'
    assert str(parse("Tiny(2)")) == "{0||0|-2}" and str(parse("Miny(2)")) == "{2|0||0}"
    assert parse("Tiny(1) + Miny(1)") == 0
    assert parse("{0|Miny(1)}") is Game([0], [miny(1)])
    assert parse("-Tiny(1/2)") is miny(parse("1/2"))
    assert parse("2 * Tiny(1)") is tiny(1) + tiny(1)


@pytest.mark.parametrize("text", ["Tiny(", "Tiny(1", "Tiny(1}", "Tiny()", "Tin(1)", "tiny(1)"])
def test_malformed_tiny_is_a_parse_error(text):
    with pytest.raises(ParseError):
        parse(text)
