"""Transfinite surreal numbers: field and order laws, CGSuite's published values, a reference in the rationals."""

from __future__ import annotations

import pickle
import re
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgtalg
from cgtalg.errors import InputTypeError, InputValueError, InputZeroDivisionError
from cgtalg.notation import ParseError
from cgtalg.transfinite import (OMEGA, GeneralizedOrdinal, Surreal, TransfiniteSyntaxError, omega, omega_power,
                                parse_transfinite, surreal_text)
from cgtalg.transfinite.polynomial_gcd import exact_quotient, polynomial_gcd
from tests.transfinite.reference import expressions, sign

FAST = settings(max_examples=150, deadline=None)

# CGSuite, lib/core/src/test/scala/org/cgsuite/lang/EvalTest.scala (the "Ordinal ..." and "Surreal number ..."
# rows of its arithmetic table and "Ordinal comparison 1/2"): input, CGSuite's printed value.
CGSUITE_EVALTEST = [
    ("omega + 5", "ω+5"),
    ("5 - omega", "-ω+5"),
    ("omega*3 + omega^(omega^2+omega) - omega^19*9*omega", "ω^(ω^2+ω)-ω^20×9+ω×3"),
    ("(omega + 5)-omega", "5"),
    ("(omega^omega^2+1)^6", "ω^(ω^2×6)+ω^(ω^2×5)×6+ω^(ω^2×4)×15+ω^(ω^2×3)×20+ω^(ω^2×2)×15+ω^ω^2×6+1"),
    ("1/omega", "1/ω"),
    ("omega^omega + 1/(omega+1)", "(ω^(ω+1)+ω^ω+1)/(ω+1)"),
    ("(omega^(omega+1)-omega^omega-omega+1)/(omega-1)", "ω^ω-1"),
]


@pytest.mark.parametrize("text, printed", CGSUITE_EVALTEST)
def test_cgsuite_evaltest_values_print_as_cgsuite_prints_them(text, printed):
    x = cgtalg.parse(text)
    assert str(x) == printed
    assert parse_transfinite(printed) == x


def test_cgsuite_evaltest_comparisons():
    assert cgtalg.parse("-omega") < 0 and cgtalg.parse("-omega") < 1  # EvalTest "Ordinal comparison 1", "2"


def test_the_issue_identities():
    assert omega - omega == 0
    assert 1 / omega > 0
    assert omega * (1 / omega) == 1
    assert cgtalg.parse("omega - omega") == 0 and cgtalg.parse("1/omega") > 0


# -- strategies ------------------------------------------------------------------------

_exponents = st.sampled_from([GeneralizedOrdinal(0), GeneralizedOrdinal(1), GeneralizedOrdinal(2), OMEGA,
                              OMEGA + 1, OMEGA * 2, OMEGA ** 2])
_terms = st.tuples(st.integers(-4, 4), _exponents).map(lambda t: t[0] * omega_power(t[1]))
ordinals = st.lists(_terms, max_size=3).map(lambda ts: sum(ts, GeneralizedOrdinal(0)))
surreals = st.builds(lambda a, b: Surreal(a) / b if b else Surreal(a), ordinals, ordinals)


@FAST
@given(surreals, surreals, surreals)
def test_field_laws(x, y, z):
    assert x + y == y + x and x * y == y * x
    assert (x + y) + z == x + (y + z)
    assert (x * y) * z == x * (y * z)
    assert x * (y + z) == x * y + x * z
    assert x + (-x) == 0 and x - y == x + (-y)
    if x:
        assert x * x.reciprocal() == 1 and (y / x) * x == y


@FAST
@given(surreals, surreals, surreals)
def test_order_laws(x, y, z):
    assert (x < y) + (x == y) + (x > y) == 1
    assert (x <= y) == (not x > y)
    if x < y:
        assert x + z < y + z
        if z > 0:
            assert x * z < y * z
        if z < 0:
            assert x * z > y * z
    if x <= y <= z:
        assert x <= z


@FAST
@given(ordinals, ordinals, ordinals)
def test_generalized_ordinals_form_a_ring_ordered_by_the_leading_term(a, b, c):
    assert (a + b) * c == a * c + b * c and a * b == b * a and (a * b) * c == a * (b * c)
    assert (a < b) == (Surreal(a) < Surreal(b)) and (a == b) == (Surreal(a) == Surreal(b))
    if a != b:
        lead = (a - b).terms[0][1]
        assert (a > b) == (lead > 0)
    if a.is_ordinal and b.is_ordinal:
        assert (a + b).is_ordinal and (a * b).is_ordinal  # the natural sum and product of ordinals


@FAST
@given(surreals)
def test_printing_reads_back_in_both_spellings(x):
    assert parse_transfinite(str(x)) == x
    assert parse_transfinite(surreal_text(x, ascii=True)) == x
    assert str(parse_transfinite(str(x))) == str(x)
    assert cgtalg.parse(surreal_text(x, ascii=True)) == x if "omega" in surreal_text(x, ascii=True) else True
    assert pickle.loads(pickle.dumps(x)) == x


@settings(max_examples=300, deadline=None)
@given(expressions, expressions)
def test_against_evaluation_in_the_rationals(a, b):
    """The reference (tests/transfinite/reference.py) puts ω and ω^ω far apart in Q; the order must agree."""
    x, y = parse_transfinite(a[0]), parse_transfinite(b[0])
    assert (x == y) == (a[1] == b[1])
    assert sign((x - y).numerator.sign) == sign(a[1] - b[1])
    assert (x < y) == (a[1] < b[1])


def test_lowest_terms_and_a_positive_denominator():
    x = (omega ** 2 - 1) / (omega ** 2 + omega)
    assert str(x) == "(ω-1)/ω" and x.denominator == OMEGA
    assert str(1 / (1 - omega)) == "-1/(ω-1)"
    assert str((omega * 2 + 4) / 6) == "(ω+2)/3"
    assert str((OMEGA ** OMEGA - 1) / (OMEGA - 1)) == "(ω^ω-1)/(ω-1)"  # not a polynomial quotient: ω^ω is new


def test_integers_and_fractions_embed_and_hash_as_themselves():
    assert GeneralizedOrdinal(5) == 5 and hash(GeneralizedOrdinal(5)) == hash(5)
    assert Surreal(Fraction(1, 3)) == Fraction(1, 3) and hash(Surreal(Fraction(1, 3))) == hash(Fraction(1, 3))
    assert hash(omega / omega) == hash(1) and {omega - omega + 2: "x"}[2] == "x"
    assert Surreal(Fraction(2, 6)) + omega - omega == Fraction(1, 3)
    assert OMEGA > 10 ** 100 and 1 / omega < Fraction(1, 10 ** 100) and -omega < -(10 ** 100)


def test_short_game_numbers_mix_and_other_games_add_but_do_not_multiply():
    half = cgtalg.parse("1/2")
    assert omega + half == half + omega and str(omega + half) == "(ω×2+1)/2"
    assert half < omega and Surreal(half) == Fraction(1, 2) and omega * cgtalg.number(2) == omega * 2
    for g in (cgtalg.STAR, cgtalg.UP, cgtalg.parse("{1|0}")):
        assert type(omega + g).__name__ == "SurrealPlusGame" and g < omega and g != omega
        with pytest.raises(InputValueError, match="not a number"):
            omega * g
        with pytest.raises(InputValueError, match="not a number"):
            omega / g


def test_omega_powers():
    assert str(omega ** omega) == "ω^ω" and str(omega ** (omega - 1)) == "ω^ω/ω"
    assert omega ** -1 == 1 / omega and str(omega ** -2) == "1/ω^2"
    assert omega ** (omega + 1) == omega ** omega * omega
    assert str(OMEGA ** (OMEGA ** OMEGA)) == "ω^ω^ω" and str(OMEGA ** 10 ** 30) == f"ω^{10 ** 30}"


def test_bad_input_is_refused_by_name():
    with pytest.raises(InputZeroDivisionError):
        omega / 0
    with pytest.raises(InputZeroDivisionError):
        Surreal(0).reciprocal()
    with pytest.raises(InputZeroDivisionError):
        OMEGA / (OMEGA - OMEGA)
    with pytest.raises(InputValueError, match="out of reach"):
        omega ** Fraction(1, 2)
    with pytest.raises(InputValueError, match="only for b = ω"):
        2 ** omega
    with pytest.raises(InputValueError, match="exponent of a power"):
        (omega + 1) ** 1001
    with pytest.raises(InputValueError, match="too large"):
        (omega * 2 ** 5000 + 1) ** 100
    with pytest.raises(InputValueError, match="ordinal"):
        omega_power(OMEGA - 1)
    with pytest.raises(InputTypeError):
        Surreal(1.5)
    with pytest.raises(InputTypeError):
        GeneralizedOrdinal("omega")  # type: ignore[arg-type]
    with pytest.raises(InputValueError, match="nest"):
        t = OMEGA
        for _ in range(60):
            t = omega_power(t)


@pytest.mark.parametrize("text, problem", [
    ("omega +", "end of the text"), ("omega)", "unexpected"), ("(omega", "')' expected"),
    ("omega/0", "division by zero"), ("omega/(omega-omega)", "division by zero"),
    ("omega^(1/2)", "out of reach"), ("2^omega", "integer x"), ("omega^" * 60 + "2", "nest"),
    ("(" * 60 + "omega" + ")" * 60, "nest"), ("omega # 1", "unexpected '#'"), ("omega" + "+1" * 3000, "at most"),
    ("(omega+1)^1000", "exponent of a power"), ("(omega+1)^100*(omega^omega+1)^100", "at most 1000 terms"),
    ("(omega^omega+omega+1)^100", "too large"), ("omega*0+9^9^9", "exponent of a power"), ("{omega|}", "unexpected"), ("omega * *omega", "a number expected"),
])
def test_bad_texts_are_refused_with_the_reason_and_place(text, problem):
    with pytest.raises(TransfiniteSyntaxError, match=re.escape(problem)):
        parse_transfinite(text)
    with pytest.raises(ParseError, match=re.escape(problem)):
        cgtalg.parse(text)


def test_long_runs_of_signs_do_not_recurse():
    assert parse_transfinite("-" * 3001 + "omega") == -omega


@FAST
@given(st.dictionaries(st.tuples(st.integers(0, 3), st.integers(0, 2)), st.integers(-5, 5).filter(bool),
                       min_size=1, max_size=4),
       st.dictionaries(st.tuples(st.integers(0, 3), st.integers(0, 2)), st.integers(-5, 5).filter(bool),
                       min_size=1, max_size=4),
       st.dictionaries(st.tuples(st.integers(0, 2), st.integers(0, 2)), st.integers(-5, 5).filter(bool),
                       min_size=1, max_size=3))
def test_the_gcd_divides_both_and_contains_every_common_factor(a, b, c):
    from cgtalg.transfinite.polynomial_gcd import _multiply

    ac, bc = _multiply(a, c), _multiply(b, c)
    g = polynomial_gcd(ac, bc)
    exact_quotient(ac, g), exact_quotient(bc, g)  # raise unless g divides both
    exact_quotient(g, c)  # every common factor divides the gcd
    assert g[max(g)] > 0


def test_birthdays():
    # Conway, On Numbers and Games, ch. 3: ω - 1 = {0, 1, 2, ... | ω} is born on day ω + 1; 1/3 on day ω.
    assert (omega - 1).birthday == OMEGA + 1 and Surreal(Fraction(1, 3)).birthday == OMEGA
    assert Surreal(Fraction(3, 4)).birthday == 3 and (omega * 2 + 1).birthday == OMEGA * 2 + 1
    assert (1 / omega).birthday == OMEGA and (omega / 2).birthday == OMEGA * 2  # their sign expansions' lengths
    with pytest.raises(InputValueError, match="birthday"):
        (1 / (omega + 1)).birthday


_SYMBOLS = st.sampled_from(["omega", "ω", "0", "1", "2", "7", "19", "+", "-", "*", "×", "/", "^", "(", ")", " ", "x"])


@settings(max_examples=300, deadline=None)
@given(st.lists(_SYMBOLS, max_size=14).map("".join))
def test_random_texts_give_a_number_or_a_named_refusal(text):
    try:
        x = parse_transfinite(text)
    except TransfiniteSyntaxError:
        return
    assert isinstance(x, Surreal) and parse_transfinite(str(x)) == x


def test_generalized_ordinals_take_fractions_and_number_games_by_becoming_surreals():
    half = Fraction(1, 2)
    assert str(OMEGA + half) == "(ω×2+1)/2" and str(half - OMEGA) == "(-ω×2+1)/2" and str(OMEGA - half) == "(ω×2-1)/2"
    assert OMEGA * half == omega / 2 and GeneralizedOrdinal(5) == Fraction(5) and OMEGA > half
    assert OMEGA + cgtalg.parse("1/2") == omega + half and cgtalg.parse("1/2") - OMEGA == half - omega
    assert OMEGA + cgtalg.STAR == omega + cgtalg.STAR
    with pytest.raises(InputValueError, match="not a number"):
        OMEGA * cgtalg.STAR
    with pytest.raises(TypeError):
        OMEGA + 0.5


def test_a_short_game_reader_names_a_transfinite_number():
    with pytest.raises(ParseError, match="transfinite surreal number, not a short game"):
        cgtalg.Game("omega + 1")


def _compare_term_by_term(a, b):
    """CGSuite's definition of the order: the first differing terms decide (a missing term has coefficient 0)."""
    for (e, c), (f, d) in zip(a.terms + ((None, 0),) * len(b.terms), b.terms + ((None, 0),) * len(a.terms)):
        if (e, c) == (f, d):
            continue
        if c == 0 or d == 0:
            return sign(c - d)
        if e == f:
            return sign(c - d)
        return sign(c) if e > f else -sign(d)
    return 0


@FAST
@given(ordinals, ordinals)
def test_the_order_is_cgsuites_term_by_term_comparison(a, b):
    assert (a > b) - (a < b) == _compare_term_by_term(a, b)


@FAST
@given(ordinals, ordinals, ordinals)
def test_a_common_factor_cancels(a, b, c):
    if b and c:
        x, y = Surreal(a * c) / (b * c), Surreal(a) / b
        assert x == y and str(x) == str(y) and x.numerator == y.numerator and x.denominator == y.denominator
