"""Sign expansions of ordinal length: published cases, the order, birthdays, prefixes, and the way back."""

from __future__ import annotations

import pickle
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgtalg
from cgtalg.core.sign_expansion import sign_expansion as dyadic_sign_expansion
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.transfinite import (OMEGA, GeneralizedOrdinal, SignExpansion, Surreal, omega, omega_power,
                                parse_sign_expansion, sign_expansion_of, surreal_from_sign_expansion)

FAST = settings(max_examples=120, deadline=None)

W = OMEGA

# Published sign expansions. Conway, On Numbers and Games, ch. 3 (and Gonshor, An Introduction to the Theory of
# Surreal Numbers, ch. 3-5) give omega - 1 = {0, 1, 2, ... | omega}, 1/omega = {0 | 1, 1/2, 1/4, ...},
# omega/2 = {0, 1, 2, ... | omega, omega - 1, omega - 2, ...}; Gonshor ch. 5 gives the expansions of the powers
# omega^y (Thm 5.11, e.g. omega^(1/2) = +^omega -^(omega^2)) and of omega^y * r (with Thm 5.12, e.g. omega/2 and
# 1/(2 omega) = + -^(omega+1)).
PUBLISHED = [
    (omega, "+^ω"),
    (omega + 1, "+^(ω+1)"),
    (omega - 1, "+^ω -"),
    (1 / omega, "+ -^ω"),
    (omega / 2, "+^ω -^ω"),
    (2 * omega, "+^(ω×2)"),
    (omega ** 2, "+^(ω^2)"),
    (1 / (2 * omega), "+ -^(ω+1)"),
    (omega + 1 / omega, "+^(ω+1) -^ω"),
    (omega ** omega, "+^(ω^ω)"),
    (1 / omega ** 2, "+ -^(ω×2)"),
    (Surreal(Fraction(-3, 4)), "- + -"),
    (Surreal(0), ""),
]


@pytest.mark.parametrize("x, text", PUBLISHED, ids=[t or "0" for _, t in PUBLISHED])
def test_published_sign_expansions(x, text):
    s = sign_expansion_of(x)
    assert str(s) == text
    assert surreal_from_sign_expansion(s) == x
    assert parse_sign_expansion(text) == s


def test_square_root_of_omega_is_refused_with_its_exponent_named():
    # omega^(1/2): '+' then, for the exponent 1/2 = '+ -', omega^1 pluses and omega^2 minuses (Gonshor, Thm 5.11).
    with pytest.raises(InputValueError, match=r"ω\^\(1/2\)"):
        surreal_from_sign_expansion("+^omega -^(omega^2)")
    # omega^(1/omega): the exponent '+ -^omega' brings omega pluses, then omega^2 minuses omega times.
    with pytest.raises(InputValueError, match=r"ω\^\(1/ω\)"):
        surreal_from_sign_expansion("+^omega -^(omega^3)")
    with pytest.raises(InputValueError, match="not a generalized ordinal"):
        surreal_from_sign_expansion("+ -^omega +^(omega^2)")  # omega^(-1/4)


def test_the_omega_power_formula_on_ordinal_and_negative_exponents():
    # omega^(omega - 1): '+', omega^omega pluses for the omega pluses of the exponent, then omega^(omega+1) minuses.
    assert str(sign_expansion_of(omega ** (OMEGA - 1))) == "+^(ω^ω) -^(ω^(ω+1))"
    # omega^-n = + -^(omega n); omega^(omega^2 + omega) has omega^(omega^2+omega) signs.
    for n in range(1, 5):
        assert sign_expansion_of(omega ** -n) == SignExpansion([("+", 1), ("-", W * n)])
    assert sign_expansion_of(omega_power(W ** 2 + W)) == SignExpansion([("+", omega_power(W ** 2 + W))])


def test_a_sum_drops_the_minuses_inside_the_common_prefix_of_its_exponents():
    # 1/omega + 1/omega^2: the second exponent -2 = '- -' shares '-' with -1, whose block is dropped. Independently,
    # Conway's sum of forms (On Numbers and Games, ch. 1) gives {0 | 2^-n} + {0 | 2^-n/omega} =
    # {1/omega | (1 + 2^-n)/omega, 2^-n + 1/omega^2}, the simplest number above + -^omega and below every
    # + -^omega + -^n, which is + -^omega + -^omega (not + -^omega + -^(omega 2)).
    assert str(sign_expansion_of(1 / omega + 1 / omega ** 2)) == "+ -^ω + -^ω"
    assert str(sign_expansion_of(1 / omega - 1 / omega ** 2)) == "+ -^(ω+1) +^ω"
    # omega^2 + omega and omega + omega^-1: plus signs in a common prefix are kept.
    assert str(sign_expansion_of(omega ** 2 + omega)) == "+^(ω^2+ω)"


def test_infinitely_many_runs_are_refused_with_the_reason():
    with pytest.raises(InputValueError, match="not dyadic"):
        sign_expansion_of(Fraction(1, 3))
    with pytest.raises(InputValueError, match="not dyadic"):
        sign_expansion_of(omega / 3)
    with pytest.raises(InputValueError, match="infinite"):
        sign_expansion_of(1 / (omega + 1))
    with pytest.raises(InputValueError, match="infinite"):
        sign_expansion_of(omega ** omega + 1 / (omega + 1))


def test_bad_arguments_are_refused_by_name():
    with pytest.raises(InputTypeError):
        sign_expansion_of("omega")
    with pytest.raises(InputTypeError):
        sign_expansion_of(True)
    with pytest.raises(InputValueError):
        sign_expansion_of(cgtalg.parse("*"))
    with pytest.raises(InputTypeError):
        surreal_from_sign_expansion(3)
    with pytest.raises(InputTypeError):
        SignExpansion("++")
    with pytest.raises(InputTypeError):
        SignExpansion([("x", 1)])
    with pytest.raises(InputValueError):
        SignExpansion([("+", OMEGA - 1)])
    with pytest.raises(InputValueError):
        SignExpansion([("+", -1)])
    with pytest.raises(InputValueError):
        parse_sign_expansion("+^(omega-1)")
    with pytest.raises(InputValueError):
        parse_sign_expansion("+ x")
    with pytest.raises(InputValueError):
        parse_sign_expansion("+^(omega")
    with pytest.raises(InputValueError):
        parse_sign_expansion("").sign_at(0)
    with pytest.raises(InputValueError):
        surreal_from_sign_expansion("+ -^(omega^omega) +^omega -^(omega^3)")


def test_runs_are_normalised_and_indexed():
    s = SignExpansion([("+", 2), (1, W), ("-", 0), (-1, 3), ("+", GeneralizedOrdinal(1))])
    assert s.runs == ((1, W), (-1, GeneralizedOrdinal(3)), (1, GeneralizedOrdinal(1)))
    assert s.length == W + 4
    assert [s.sign_at(i) for i in (0, 5, W, W + 2, W + 3)] == [1, 1, -1, -1, 1]
    assert s.prefix(W + 1) == SignExpansion([("+", W), ("-", 1)])
    assert s.prefix(W * 5) == s
    assert -s == SignExpansion([("-", W), ("+", 3), ("-", 1)])
    assert hash(s) == hash(parse_sign_expansion(str(s))) and s != -s
    assert pickle.loads(pickle.dumps(s)) == s
    assert repr(s) == "SignExpansion('+^ω -^3 +')"
    assert s.text(ascii=True) == "+^omega -^3 +"
    assert parse_sign_expansion("++-+") == SignExpansion([("+", 2), ("-", 1), ("+", 1)])


# -- random numbers with finite normal forms ------------------------------------------------------

EXPONENTS = [GeneralizedOrdinal(0), GeneralizedOrdinal(1), GeneralizedOrdinal(2), W, W + 1, W * 2, W ** 2, W ** W,
             omega_power(W + 1)]
DENOMINATOR_EXPONENTS = [GeneralizedOrdinal(0), GeneralizedOrdinal(1), GeneralizedOrdinal(2), W, W + 1]


@st.composite
def finite_normal_forms(draw, denominators=True):
    """A Surreal ``Σ c·ω^e / (2^k·ω^d)``: integer c, ordinal e and d, so exponents are generalized ordinals."""
    exponents = draw(st.lists(st.sampled_from(EXPONENTS), max_size=3, unique=True))
    num = GeneralizedOrdinal(0)
    for e in exponents:
        num = num + draw(st.integers(-5, 5)) * omega_power(e)
    if not denominators:
        return Surreal(num)
    k = draw(st.integers(0, 3))
    d = draw(st.sampled_from(DENOMINATOR_EXPONENTS))
    return Surreal(num) / (2 ** k * omega_power(d))


@FAST
@given(finite_normal_forms(), finite_normal_forms())
def test_the_order_of_numbers_is_the_lexicographic_order_of_their_expansions(x, y):
    sx, sy = sign_expansion_of(x), sign_expansion_of(y)
    assert (x < y) == (sx < sy)
    assert (x == y) == (sx == sy)
    assert (x > y) == (sx > sy)


@FAST
@given(finite_normal_forms())
def test_back_from_the_expansion_and_through_the_text(x):
    s = sign_expansion_of(x)
    assert surreal_from_sign_expansion(s) == x
    assert parse_sign_expansion(str(s)) == s
    assert parse_sign_expansion(s.text(ascii=True)) == s
    assert sign_expansion_of(-x) == -s


@FAST
@given(finite_normal_forms(denominators=False))
def test_the_length_of_a_generalized_ordinal_is_its_birthday(x):
    assert sign_expansion_of(x).length == x.birthday


@FAST
@given(st.integers(-3000, 3000), st.integers(0, 12))
def test_dyadic_expansions_agree_with_the_finite_ones_and_have_the_birthday_as_length(n, k):
    q = Fraction(n, 2 ** k)
    s = sign_expansion_of(q)
    text = dyadic_sign_expansion(q)
    assert s == SignExpansion([(c, 1) for c in text])
    assert s.length == Surreal(q).birthday == len(text)
    assert surreal_from_sign_expansion(s) == q


def _prefix_lengths(s):
    """Lengths of proper prefixes of *s*: every run's start, and inside each run the partial sums of its
    Cantor normal form and those plus one."""
    lengths = []
    start = GeneralizedOrdinal(0)
    from cgtalg.transfinite.sign_expansion import _ordinal_sum
    for _, n in s.runs:
        partial = GeneralizedOrdinal(0)
        inside = [GeneralizedOrdinal(1)]
        for e, c in n.terms:
            for k in range(1, min(c, 2) + 1):
                inside.append(_ordinal_sum(partial, omega_power(e) * k))
            partial = _ordinal_sum(partial, omega_power(e) * c)
        inside += [_ordinal_sum(p, GeneralizedOrdinal(1)) for p in list(inside)]
        lengths.append(start)
        lengths += [_ordinal_sum(start, p) for p in inside if p < n]
        start = _ordinal_sum(start, n)
    return sorted(set(lengths), key=lambda g: g._key)


@settings(max_examples=60, deadline=None)
@given(finite_normal_forms())
def test_every_prefix_is_simpler_and_on_the_side_the_next_sign_says(x):
    s = sign_expansion_of(x)
    checked = 0
    for alpha in _prefix_lengths(s):
        p = s.prefix(alpha)
        try:
            v = surreal_from_sign_expansion(p)
        except InputValueError as e:
            # only a prefix with an exponent outside the field (omega^(1/2) and the like) may be refused
            assert "not a generalized ordinal" in str(e)
            continue
        checked += 1
        assert (x > v) == (s.sign_at(alpha) > 0)
        assert v != x
    assert checked >= min(2, len(s.runs))


def test_prefixes_of_a_long_expansion_are_the_numbers_they_should_be():
    # (omega^3 - 5 omega + 3/4) / (2 omega)^2 = omega/4 - 5/(4 omega) + 3/(16 omega^2)
    x = (omega ** 3 - 5 * omega + Fraction(3, 4)) / (4 * omega ** 2)
    s = sign_expansion_of(x)
    assert str(s) == "+^ω -^(ω×2+1) +^ω - +^3 -^(ω+3) +"
    assert surreal_from_sign_expansion(s.prefix(W * 3)) == omega / 4
    assert surreal_from_sign_expansion(s.prefix(W * 3 + 1)) == omega / 4 - 1


def test_large_coefficients_stay_runs():
    s = sign_expansion_of(omega * 10 ** 9 - Fraction(1, 2 ** 40))
    assert s.length == W * 10 ** 9 + 41
    assert surreal_from_sign_expansion(s) == omega * 10 ** 9 - Fraction(1, 2 ** 40)


RUN_LENGTHS = [GeneralizedOrdinal(1), GeneralizedOrdinal(2), W, W + 1, W * 2, W ** 2, W ** 2 + W, W ** 3, W ** W,
               omega_power(W + 1)]


@FAST
@given(st.lists(st.tuples(st.sampled_from("+-"), st.sampled_from(RUN_LENGTHS)), max_size=6))
def test_any_finite_list_of_runs_is_read_back_or_refused_for_its_exponent(runs):
    # Every finite list of runs is some surreal number: either one of the field, whose expansion is the list
    # again, or one with an exponent outside it (omega^(1/2), omega^(1/omega)), refused by name.
    s = SignExpansion(runs)
    try:
        x = surreal_from_sign_expansion(s)
    except InputValueError as e:
        assert "not a generalized ordinal" in str(e)
        return
    assert sign_expansion_of(x) == s
