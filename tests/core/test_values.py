"""Known values, recognition, and arbitrary precision."""

from fractions import Fraction

import pytest

from cgtalg import (DOWN, STAR, UP, ZERO, Game, Outcome, compare, integer, miny, nimber, number,
                    outcome, parse, stops, switch, tiny, up, Relation, cache_info, clear_caches)


@pytest.mark.parametrize("a", range(0, 9))
@pytest.mark.parametrize("b", range(0, 9))
def test_nim_addition(a, b):
    assert nimber(a) + nimber(b) is nimber(a ^ b)


def test_small_known_values():
    assert UP + DOWN is ZERO
    assert UP + STAR > 0 or (UP + STAR).is_confused_with(ZERO)
    assert (UP + STAR).is_confused_with(ZERO)
    assert Game([0], [UP]) is up(2) + STAR
    assert str(Game([1], [-1])) == "+-1" and Game([1], [-1]) is switch(1)
    assert Game([0], [0]) is STAR and Game([0, STAR], [0]) is UP + STAR
    assert Game([], []) is ZERO and Game([0], []) is integer(1) and Game([], [0]) is integer(-1)
    assert Game([0], [1]) is number(Fraction(1, 2))
    assert Game([STAR], [STAR]) is ZERO          # {*|*} = 0
    assert UP > 0 and DOWN < 0 and STAR.is_confused_with(0)
    assert tiny(1) > 0 and tiny(1) < UP and miny(1) < 0
    assert switch(3).is_confused_with(0) and outcome(switch(3)) is Outcome.N


def test_dyadic_sums_agree_with_fraction_arithmetic():
    qs = [Fraction(p, 2**k) for p in range(-9, 10) for k in range(4)]
    for x in qs[::3]:
        for y in qs[::5]:
            assert number(x) + number(y) is number(x + y)
            assert (number(x) <= number(y)) == (x <= y)
            assert number(x) + y is number(x + y)
            assert y + number(x) is number(x + y)
            assert (number(x) <= y) == (x <= y)


def test_mixed_operands():
    g = parse("{1|*}")
    assert g + 1 is 1 + g
    assert g - Fraction(1, 2) is parse("{1/2|-1/2*}")
    assert Fraction(1, 2) + g is g + Fraction(1, 2)
    assert (g <= 2) is True and (2 >= g) is True
    assert integer(3) == 3 and hash(integer(3)) == hash(3) and number(Fraction(1, 2)) == Fraction(1, 2)
    assert {integer(3), 3} == {3}


def test_recognition():
    assert number(Fraction(3, 4)).is_number and not UP.is_number
    assert integer(-4).is_integer and not number(Fraction(1, 2)).is_integer
    assert nimber(5).is_nimber and nimber(5).nim_value == 5 and ZERO.is_nimber
    assert nimber(5).is_impartial and not UP.is_impartial and parse("{0,*,*2|0,*,*2}").nim_value == 3 and parse("{*,*2|*,*2}") is ZERO
    assert UP.is_infinitesimal and tiny(2).is_infinitesimal and not switch(1).is_infinitesimal
    assert switch(1).is_switch and parse("{3|1}").is_switch and not UP.is_switch and not integer(2).is_switch
    assert parse("1/2^^*3").number_up_star == (Fraction(1, 2), 2, 3)
    assert [g.birthday for g in (ZERO, STAR, UP, integer(3), number(Fraction(5, 8)), switch(1), tiny(1))] == [
        0, 1, 2, 3, 4, 2, 3]
    with pytest.raises(ValueError):
        UP.as_fraction()
    with pytest.raises(ValueError):
        UP.nim_value
    assert stops(parse("{3|1}")) == (3, 1)


def test_birthday_agrees_with_tree_height():
    def height(g):
        opts = g.left_options + g.right_options
        return 1 + max((height(o) for o in opts), default=-1)

    for text in ["^*", "v3*2", "1/2^", "{1|*}", "{0||0|-2}", "*5", "-7/8", "2^^*"]:
        g = parse(text)
        assert g.birthday == height(g), text


def test_arbitrary_precision_is_instant_and_exact():
    big = integer(2**200)
    n = nimber(10**6)
    ups = 1000 * UP
    tinyq = number(Fraction(1, 2**60))
    total = big + n + ups + tinyq
    assert total.number_up_star == (Fraction(2**200) + Fraction(1, 2**60), 1000, 10**6)
    assert total - big - n - ups is tinyq
    assert (big + ups) > big and ups > nimber(10**6) and tinyq > 0 and tinyq < Fraction(1, 2**59)
    assert nimber(10**6) + nimber(10**6) is ZERO
    assert 1000 * UP - 999 * UP is UP
    assert n.birthday == 10**6 and big.birthday == 2**200
    assert (2**100 * UP).number_up_star == (0, 2**100, 0)


@pytest.mark.slow
def test_deep_games_do_not_hit_the_recursion_limit():
    g = integer(-1)
    for _ in range(2500):
        g = Game([1], [g])
    assert g.birthday == 2501
    assert outcome(g) is Outcome.L
    assert g <= g + UP and not g + UP <= g
    assert compare(g, -g) is Relation.GREATER
    assert parse(str(g)) is g
    assert (-g).birthday == 2501


def test_caches_are_bounded_and_clearable():
    parse("{1|*} + {2|^} + ^*")
    info = cache_info()
    bounded = {name: c for name, c in info.items() if name != "interned games"}
    assert bounded and all(0 <= c["size"] <= c["maxsize"] for c in bounded.values())
    assert info["interned games"]["maxsize"] == -1  # held weakly, freed when unused
    clear_caches()
    assert all(c["size"] == 0 for name, c in cache_info().items() if name != "interned games")
    assert str(parse("{1|*} + {2|^}")) == str(Game([1], [STAR]) + Game([2], [UP]))


def test_stops_follow_their_recursive_definition():
    from cgtalg.verify.laws import games_born_by

    def by_definition(g):
        if g.is_number_up_star:
            x = g.number_up_star[0]
            return (x, x)
        return (max(by_definition(o)[1] for o in g.left_options),
                min(by_definition(o)[0] for o in g.right_options))

    for g in games_born_by(3):
        assert stops(g) == by_definition(g)
    tiny_number = number(Fraction(1, 2**2000))       # not an exact float: kept as a Fraction
    assert stops(Game([tiny_number + UP], [tiny_number])) == (tiny_number.as_fraction(),) * 2
