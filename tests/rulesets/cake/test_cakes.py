"""Eatcake and Maundy Cake: the schemas against slow references from the rules, the Maundy closed form
against the search, and the published values (OEIS A006022; Winning Ways, chapter 2)."""

import pytest

from cgtalg import value
from cgtalg.errors import InputValueError
from cgtalg.rulesets import get
from cgtalg.rulesets.cake.eatcake import Eatcake
from cgtalg.rulesets.cake.maundy_cake import MaundyCake, MaundyCakeRules, maundy_moves, prime_factors
from cgtalg.engine.search import Schema, Search

from ... import reference_rules as ref


def test_eatcake_agrees_with_the_reference():
    cache = {}
    for r in range(1, 5):
        for c in range(1, 6):
            expected = ref.reference_value(((r, c),), ref.eatcake_moves, cache)
            got = value(Eatcake(f"{r}x{c}"))
            assert got == expected, (r, c)
            # Both players can move on every cake until it is gone: every value is infinitesimal
            # (an all-small game), and a cake on its side is the negative.
            assert got.is_infinitesimal or got == 0, (r, c)
            assert value(Eatcake(f"{c}x{r}")) == -got, (r, c)


def test_eatcake_sums_agree_with_the_reference():
    for cakes in (((1, 1), (1, 2)), ((2, 3), (1, 1), (3, 1)), ((2, 2), (2, 2))):
        text = " + ".join(f"{r}x{c}" for r, c in cakes)
        assert value(Eatcake(text)) == ref.reference_value(tuple(sorted(cakes)), ref.eatcake_moves), text


def test_eatcake_small_values():
    # From the rules by hand: a square is {0|0} = *; a 1x2 strip: Left eats a column leaving *, Right
    # eats the row leaving nothing, {*|0} = v (Winning Ways, ch. 2, plays the same game).
    assert [str(value(Eatcake(c))) for c in ("1x1", "1x2", "2x1", "1x3", "2x2")] == ["*", "v", "^", "*", "*"]


def test_maundy_cake_agrees_with_the_reference():
    # The reference keeps every multiset of pieces apart (no splitting into independent cakes), so its
    # state space explodes with many small pieces (6x8 takes 20 s): cakes of at most 30 squares, and a few
    # longer ones with 3-4 prime factors on one side.
    cache = {}
    sizes = [(r, c) for r in range(1, 7) for c in range(1, 7) if r * c <= 30] + [(2, 8), (8, 3), (4, 8), (12, 1)]
    for r, c in sizes:
        expected = ref.reference_value(((r, c),), ref.maundy_cake_moves, cache)
        got = value(MaundyCake(f"{r}x{c}"))
        assert got == expected and got.is_integer, (r, c)   # Winning Ways, ch. 2: integers
    for cakes in (((2, 4), (3, 1)), ((2, 6), (3, 2), (1, 4))):
        text = " ".join(f"{r}x{c}" for r, c in cakes)
        assert value(MaundyCake(text)) == ref.reference_value(tuple(sorted(cakes)), ref.maundy_cake_moves), text


class _SearchedMaundy(MaundyCakeRules):
    """Maundy Cake with the closed form switched off: the search from the moves alone."""

    name = "maundy-cake (searched, test)"
    region_value = Schema.region_value


def test_maundy_closed_form_agrees_with_the_search():
    searched = _SearchedMaundy()
    search = Search(searched)
    rules = MaundyCakeRules()
    for r in range(1, 37):
        for c in range(1, 37):
            key = searched.cake(r, c)
            if type(key) is int and key > 0:
                assert rules.region_value(key) == search.value(key), (r, c)


def test_maundy_strip_values_are_oeis_a006022():
    # OEIS A006022, "Sprague-Grundy (or Nim) values for the game of Maundy cake on an n X 1 sheet",
    # terms n = 1..24; on a 1 x n strip only Left can cut, so the partizan value is the same count.
    a006022 = [0, 1, 1, 3, 1, 4, 1, 7, 4, 6, 1, 10, 1, 8, 6, 15, 1, 13, 1, 16, 8, 12, 1, 22]
    assert [maundy_moves(n) for n in range(1, 25)] == a006022
    assert [value(MaundyCake(f"1x{n}")).as_fraction() for n in range(1, 25)] == a006022


def test_prime_factors():
    for n in range(1, 500):
        fs = prime_factors(n)
        prod = 1
        for p in fs:
            prod *= p
            assert all(p % d for d in range(2, p))
        assert prod == n and fs == sorted(fs)


@pytest.mark.parametrize("name, text, value_text", [
    ("eatcake", "1x2 2x1", "0"), ("maundy-cake", "2x8", "3"), ("maundy cake", "4096x1", "-4095")])
def test_cakes_are_registered(name, text, value_text):
    rs = get(name)
    pos = rs.parse(text)
    assert rs.format(pos) == " ".join(text.split())
    assert str(rs.value(text)) == value_text


@pytest.mark.parametrize("cls", [Eatcake, MaundyCake])
def test_bad_cakes(cls):
    for bad in ("3y4", "0x2", "2x4097", "x3"):
        with pytest.raises(InputValueError):
            cls(bad)
