"""Uptimal expansions x*k.d1d2...: recognition of every uptimal, CGSuite's spelling, any birthday.

Reference: the game built from its expansion by sums, x + *k + d1.^ + d2.^<2> + ...
(the definition; CGSuite's UptimalTest checks its recognition the same way).
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from cgtalg import parse
from cgtalg.core.values import nimber, number, up
from cgtalg.errors import InputValueError
from cgtalg.notation.uptimal import (UptimalExpansion, UptimalParts, _unit_star, parse_expansion, up_nth, up_to_nth,
                                     uptimal_expansion, uptimal_parts)
from cgtalg.verify.laws import games_born_by


def by_sums(x: Fraction, k: int, digits: tuple[int, ...]):
    """x + *k + sum of d_i copies of ^<i>, ^<i> = {0 | v[i-1]*} built from its definition by sums."""
    g = number(x) + nimber(k)
    to = number(0)  # ^[i-1]
    for i, d in enumerate(digits, start=1):
        nth = up(1) if i == 1 else parse("{0|*}").__class__([number(0)], [nimber(1) - to])
        g = g + d * nth if d else g
        to = to + nth
    return g


def test_every_expansion_with_small_digits_is_recognised():
    # all digits in -2..2, lengths 0..3, nimbers *0..*3, three number parts: 1500 uptimals
    count = 0
    for x in (Fraction(0), Fraction(1), Fraction(-5, 4)):
        for k in range(4):
            for length in range(4):
                for digits in itertools.product(range(-2, 3), repeat=length):
                    if length and digits[-1] == 0:
                        continue
                    e = UptimalExpansion(x, k, digits)
                    g = by_sums(x, k, digits)
                    assert e.game() is g
                    assert uptimal_expansion(g) == e
                    assert parse_expansion(str(e)) == e
                    assert parse(str(g)) is g
                    count += 1
    assert count == 1500


def test_non_uptimals_on_day_3():
    # An uptimal's stops agree and its followers are uptimals; the listed uptimals of day 3 are the
    # x + n.^ + *k, ^<2>, ^[2], their negatives and those plus * (by the sums above).
    listed = set()
    for x in {g.as_fraction() for g in games_born_by(3) if g.is_number}:
        for k in range(4):
            for digits in itertools.product(range(-3, 4), range(-1, 2)):
                listed.add(by_sums(x, k, digits))
    for g in games_born_by(3):
        assert (uptimal_expansion(g) is not None) == (g in listed), str(g)


@pytest.mark.parametrize("n,k", [(n, k) for n in range(2, 8) for k in range(6)])
def test_units_with_a_nimber_from_their_canonical_forms(n, k):
    assert _unit_star(n, True, k) is up_to_nth(n) + nimber(k)
    assert _unit_star(n, False, k) is up_nth(n) + nimber(k)


def test_cgsuite_spelling():
    # UptimalExpansion.toOutput (aaron-siegel/cgsuite, lib/core/.../UptimalExpansion.java): the number
    # (left out when 0 with a nimber), the nimber, '.', digits 0-9 A-Z (d), a '-' after a negative digit.
    cases = {"^": "0.1", "v": "0.1-", "^*": "*.1", "*3": "*3.0", "-1/2": "-1/2.0", "^<3>": "0.001",
             "1v[2]*2": "1*2.1-1-", "{0|v*} + 11 * ^": "0.B1"}
    for text, expansion in cases.items():
        assert str(uptimal_expansion(parse(text))) == expansion
    assert str(UptimalExpansion(Fraction(0), 0, (40, -36))) == "0.(40)(36)-"
    assert parse_expansion("0.(40)(36)-").digits == (40, -36)


@pytest.mark.parametrize("text", ["", "1", ".1", "0.", "0.1+", "1/3.1", "0.a", "x.1"])
def test_malformed_expansions(text):
    with pytest.raises(InputValueError):
        parse_expansion(text)


def test_deep_units_print_in_uptimal_notation():
    # far past day 64: these are born on day 401 and later
    g = _unit_star(400, False, 3) - parse("3/4")
    assert uptimal_parts(g) == UptimalParts(Fraction(-3, 4), 1, 400, False, 3)
    assert str(g) == "-3/4^<400>*3"
    h = -up_to_nth(700)
    assert str(h) == "v[700]" and parse("v[700]") is h
    assert uptimal_expansion(up_nth(300)).digits == (0,) * 299 + (1,)
