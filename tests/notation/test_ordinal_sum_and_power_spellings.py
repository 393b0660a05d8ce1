"""CGSuite's spellings G:H, G.Pow(x) and G.PowTo(x): read with CGSuite's precedence and values.

The published values are CGSuite's own tests (aaron-siegel/cgsuite,
lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala, the Pow and PowTo
cases with short exponents). The slow references build the powers of
``{0|H}`` for integer exponents by their recursion on options, not through
ordinal sums.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings

from cgtalg import UP, Game, ordinal_sum, parse
from cgtalg.core.powers import cumulative_power, power
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.notation.parser import ParseError
from cgtalg.notation.uptimal import up_nth, up_to_nth
from cgtalg.testing import dyadics, games

# (CGSuite input, CGSuite's printed value)
CGSUITE_POWERS = [
    ("^.Pow(7/4)", "{0||0,v*|0,{0,v*|0,*}}"),
    ("^.Pow(3)", "^<3>"),
    ("{0||0|-2}.Pow(3)", "{0||0|-2,{0|-2,{0|-2}}}"),
    ("{0||0|-2}.Pow(7/4)", "{0||0,{0|-2,{0|-2}}|-2,{0,{0|-2,{0|-2}}|-2,{0|-2}}}"),
    ("^.PowTo(7/4)", "{^|*,^[2]||*,^[2]}"),
    ("^.PowTo(3)", "^[3]"),
]


@pytest.mark.parametrize("text, printed", CGSUITE_POWERS)
def test_cgsuite_power_values(text, printed):
    assert parse(text) is parse(printed)


def _slow_cumulative(g: Game, n: int) -> Game:
    """``G^->n = G : (n-1)`` of ``G = {0|H}``, by the ordinal sum's options written out.

    ``G : 0 = G``, and the integer ``m`` has the one Left option ``m - 1``, so
    ``G : m = {0, G : (m-1) | H}``.
    """
    if n == 0:
        return Game([], [])
    (h,) = g.right_options
    x = g
    for _ in range(n - 1):
        x = Game([0, x], [h])
    return x


BASES = ["^", "{0|^*}", "{0||0|-2}", "{0|-1}", "{0|{0|-1}}", "*"]


@pytest.mark.parametrize("base", BASES)
def test_integer_powers_follow_the_recursion_on_options(base):
    g = parse(base)
    (h,) = g.right_options
    for n in range(0, 7):
        assert cumulative_power(g, n) is _slow_cumulative(g, n), (base, n)
    for n in range(1, 7):
        assert power(g, n) is Game([0], [h - _slow_cumulative(g, n - 1)]), (base, n)
    assert power(g, 1) is g and cumulative_power(g, 1) is g


def test_the_powers_of_up_are_up_nth_and_up_to_the_nth():
    for n in range(1, 9):
        assert power(UP, n) is up_nth(n) and cumulative_power(UP, n) is up_to_nth(n)
        assert parse(f"^.Pow({n})") is parse(f"^<{n}>") and parse(f"^.PowTo({n})") is parse(f"^[{n}]")
        # ^[n] = ^<1> + ... + ^<n>
        total = parse("0")
        for k in range(1, n + 1):
            total = total + power(UP, k)
        assert cumulative_power(UP, n) is total


@settings(max_examples=60, deadline=None)
@given(dyadics(3, 3))
def test_a_dyadic_exponent_is_the_ordinal_sum_with_the_subordinate(x):
    x = abs(x) + 1  # x >= 1, so both powers are defined
    # G^->x = G : K with 1 : K = x, found here by search over the candidates K of smaller birthday.
    k = next(k for k in (Fraction(a, 8) for a in range(-64, 65)) if ordinal_sum(1, k) == x)
    assert cumulative_power(UP, x) is ordinal_sum(UP, k)
    assert power(UP, x) is Game([0], [parse("*") - cumulative_power(UP, x - 1)])
    assert parse(f"^.Pow({x})") is power(UP, x) and parse(f"^.PowTo({x})") is cumulative_power(UP, x)


@settings(max_examples=80, deadline=None)
@given(games(max_birthday=2), games(max_birthday=2), games(max_birthday=1))
def test_the_ordinal_sum_binds_as_in_cgsuite(g, h, k):
    a, b, c = str(g), str(h), str(k)
    assert parse(f"({a}):({b})") is ordinal_sum(g, h)
    # Tighter than + and -: a + b:c is a + (b:c); left to right: a:b:c is (a:b):c.
    assert parse(f"({c}) + ({a}):({b})") is k + ordinal_sum(g, h)
    assert parse(f"({c}) - ({a}):({b})") is k - ordinal_sum(g, h)
    assert parse(f"({a}):({b}):({c})") is ordinal_sum(ordinal_sum(g, h), k)
    # Looser than signs and multiples: -a:b is (-a):b, 2 * a:b is (2a):b, a:-b is a:(-b).
    assert parse(f"-({a}):({b})") is ordinal_sum(-g, h)
    assert parse(f"2 * ({a}):({b})") is ordinal_sum(g + g, h)
    assert parse(f"({a}):-({b})") is ordinal_sum(g, -h)
    # Inside braces, an option at a time.
    assert parse(f"{{({a}):({b}) | ({c})}}") is Game([ordinal_sum(g, h)], [k])


def test_ordinal_sums_of_numbers_and_of_star():
    assert [str(parse(t)) for t in ("1:1", "1:-1", "-1:1", "1:1:1", "*:1", "{0|}:{|0}", "1 + 1:1")] == \
        ["2", "1/2", "-1/2", "3", "^*", "1/2", "3"]


@pytest.mark.parametrize("text, needle", [
    ("^.Pow(0)", "exponent x >= 1"),
    ("^.PowTo(-1)", "exponent x >= 0"),
    ("^.Pow(^)", "dyadic number"),
    ("1.Pow(2)", "base of the form {0 | H}"),
    ("^*.PowTo(2)", "base of the form {0 | H}"),
    ("^.Pow(2", "expected ')'"),
    ("^.Pow(on)", "loopy bases and exponents"),
    ("on.PowTo(2)", "loopy bases and exponents"),
    ("1:on", "ordinal sum G:H is read for short games"),
    (":1", "unexpected ':'"),
    ("1:", "text ended"),
    ("1::2", "unexpected ':'"),
])
def test_bad_spellings_are_refused_by_name(text, needle):
    with pytest.raises(ParseError) as caught:
        parse(text)
    assert needle in str(caught.value)


def test_the_power_functions_refuse_bad_arguments_by_name():
    with pytest.raises(InputTypeError, match="takes a Game"):
        power("^", 2)
    with pytest.raises(InputTypeError, match="exponent of cumulative_power"):
        cumulative_power(UP, 0.5)
    with pytest.raises(InputValueError, match="of the form"):
        cumulative_power(parse("{0,*|0}"), 2)
