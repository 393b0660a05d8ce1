"""Sign expansions with repetitions: rational coefficients that are not dyadic (1/3 = + - (- +)^omega)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg.errors import InputValueError
from cgtalg.transfinite import (OMEGA, GeneralizedOrdinal, SignExpansion, Surreal, omega, omega_power,
                                parse_sign_expansion, sign_expansion_of, surreal_from_sign_expansion)
from cgtalg.transfinite.sign_sequence import _ordinal_sum

from .test_sign_expansion import finite_normal_forms

FAST = settings(max_examples=80, deadline=None)
W = OMEGA


def _simplest_between(lo, hi):
    """The simplest dyadic strictly between *lo* and *hi* (None for no bound), by its definition."""
    if lo is None and hi is None:
        return Fraction(0)
    if hi is None:
        return Fraction(0) if lo < 0 else Fraction(int(lo // 1) + 1)
    if lo is None:
        return Fraction(0) if hi > 0 else Fraction(-int((-hi) // 1) - 1)
    if lo < 0 < hi:
        return Fraction(0)
    k = 0
    while True:
        m = (lo * 2 ** k) // 1 + 1  # the least multiple of 2^-k above lo
        if Fraction(m, 2 ** k) < hi:
            if k == 0 and hi <= 0:  # the integer nearest 0 in a negative interval
                return Fraction(-((-hi) // 1) - 1 if hi.denominator == 1 else -((-hi) // 1))
            return Fraction(m, 2 ** k)  # only one multiple of 2^-k fits when no coarser one does
        k += 1


def _walk(r, n):
    """The first *n* signs of the real *r*, walking the tree of dyadic numbers (an independent reference)."""
    lo = hi = None
    signs = []
    while len(signs) < n:
        here = _simplest_between(lo, hi)
        if here == r:
            break
        if r > here:
            signs.append(1)
            lo = here
        else:
            signs.append(-1)
            hi = here
    return signs


# Conway, On Numbers and Games, ch. 3: 1/3 = {0, 1/4, 5/16, ... | 1/2, 3/8, 11/32, ...}, born on day omega, the
# limit of its dyadic approximants 1, 1/2, 1/4, 3/8, 5/16, ...: + - - + - + ...; Gonshor, An Introduction to the
# Theory of Surreal Numbers, ch. 3 (a real's expansion is that of its dyadic truncations) and ch. 5 (each sign of
# the coefficient after the first repeated omega^(y+) times: omega/3 = +^omega -^omega (-^omega +^omega)^omega).
PUBLISHED = [
    (Fraction(1, 3), "+ - (- +)^ω"),
    (Fraction(2, 3), "(+ -)^ω"),
    (Fraction(-1, 3), "- + (+ -)^ω"),
    (Fraction(4, 3), "+^2 - (- +)^ω"),
    (Fraction(1, 5), "+ - (-^2 +^2)^ω"),
    (Fraction(1, 6), "+ -^2 (- +)^ω"),
    (omega / 3, "+^ω -^ω (-^ω +^ω)^ω"),
    (omega * Fraction(2, 3), "(+^ω -^ω)^ω"),
    (omega + Fraction(2, 3), "+^ω (+ -)^ω"),
    (1 / (3 * omega), "+ -^(ω+1) (- +)^ω"),
]


@pytest.mark.parametrize("x, text", PUBLISHED, ids=[t for _, t in PUBLISHED])
def test_published_and_worked_expansions(x, text):
    s = sign_expansion_of(x)
    assert str(s) == text
    assert surreal_from_sign_expansion(s) == x
    assert parse_sign_expansion(text) == s
    assert parse_sign_expansion(s.text(ascii=True)) == s


def test_the_walk_reference_gives_the_known_third():
    assert _walk(Fraction(1, 3), 8) == [1, -1, -1, 1, -1, 1, -1, 1]
    assert _walk(Fraction(5, 8), 10) == [1, -1, 1, -1]


@FAST
@given(st.integers(-40, 40), st.integers(1, 13))
def test_a_rational_is_the_limit_of_its_dyadic_truncations(n, d):
    q = Fraction(n, d)
    s = sign_expansion_of(q)
    walk = _walk(q, 40)
    assert [s.sign_at(i) for i in range(min(len(walk), 40))] == walk
    dyadic = not q.denominator & (q.denominator - 1)
    assert s.has_repetition == (not dyadic)
    assert (s.length == W) == (not dyadic) == (Surreal(q).birthday == W)
    assert surreal_from_sign_expansion(s) == q


def test_birthdays_follow():
    assert Surreal(Fraction(1, 3)).birthday == W
    assert (omega / 3).birthday == W ** 2
    assert (omega ** omega * Fraction(2, 3) + Fraction(1, 5)).birthday == omega_power(W + 1) + W
    with pytest.raises(InputValueError, match="infinite"):
        (1 / (omega + 1)).birthday


@st.composite
def rational_normal_forms(draw):
    """A number with a finite normal form and rational coefficients of small denominators."""
    x = draw(finite_normal_forms()) / draw(st.integers(1, 7))
    return x + Fraction(draw(st.integers(-6, 6)), draw(st.integers(1, 7)))


@FAST
@given(rational_normal_forms(), rational_normal_forms())
def test_the_order_of_numbers_is_the_lexicographic_order_of_their_expansions(x, y):
    sx, sy = sign_expansion_of(x), sign_expansion_of(y)
    assert (x < y) == (sx < sy)
    assert (x == y) == (sx == sy)
    assert (x > y) == (sx > sy)
    assert (sx._compare(sy) == 0) == (sx == sy)


@FAST
@given(rational_normal_forms())
def test_back_from_the_expansion_through_the_text_and_negated(x):
    s = sign_expansion_of(x)
    assert surreal_from_sign_expansion(s) == x
    assert parse_sign_expansion(str(s)) == s
    assert parse_sign_expansion(s.text(ascii=True)) == s
    assert SignExpansion(s.items) == s
    assert sign_expansion_of(-x) == -s
    assert s.length == x.birthday


def _prefix_lengths(s):
    """Proper prefix lengths: each item's start; inside a run its partial sums and those plus one; inside a
    repetition of unit omega^p the ends of its first copies' letters (k omega^p) and those plus one."""
    lengths = []
    start = GeneralizedOrdinal(0)
    for item in s.items:
        if isinstance(item[0], int):
            n = item[1]
            partial = GeneralizedOrdinal(0)
            inside = [GeneralizedOrdinal(1)]
            for e, c in n.terms:
                for k in range(1, min(c, 2) + 1):
                    inside.append(_ordinal_sum(partial, omega_power(e) * k))
                partial = _ordinal_sum(partial, omega_power(e) * c)
            inside += [_ordinal_sum(p, GeneralizedOrdinal(1)) for p in list(inside)]
            inside = [p for p in inside if p < n]
        else:
            unit = omega_power(item[0][1].terms[0][0])
            letters = sum(m.terms[0][1] for _, m in item)
            inside = [unit * k for k in range(1, 2 * letters + 2)]
            inside += [_ordinal_sum(p, GeneralizedOrdinal(1)) for p in list(inside)]
            n = _ordinal_sum(unit, unit) * 0 + omega_power(_ordinal_sum(item[0][1].terms[0][0], GeneralizedOrdinal(1)))
        lengths.append(start)
        lengths += [_ordinal_sum(start, p) for p in inside]
        start = _ordinal_sum(start, n)
    return sorted(set(lengths), key=lambda g: g._key)


@settings(max_examples=50, deadline=None)
@given(rational_normal_forms())
def test_every_prefix_is_simpler_and_on_the_side_the_next_sign_says(x):
    s = sign_expansion_of(x)
    checked = 0
    for alpha in _prefix_lengths(s):
        assert alpha < s.length
        p = s.prefix(alpha)
        assert p.length == alpha
        try:
            v = surreal_from_sign_expansion(p)
        except InputValueError as e:
            # Only a number outside the field may be refused: a prefix with an exponent that is not a
            # generalized ordinal (omega^(1/2) and the like), or one where signs follow a repetition without
            # the lead and exponent blocks of a term (1/3 then '+' is above 1/3 and below every 1/3 + 1/omega^n,
            # which no finite normal form with generalized ordinal exponents is).
            assert "not a generalized ordinal" in str(e) or (
                "finite normal form" in str(e) and not isinstance(p.items[-1][0], tuple)
                and any(isinstance(i[0], tuple) for i in p.items))
            continue
        checked += 1
        assert (x > v) == (s.sign_at(alpha) > 0)
        assert v != x
    assert checked >= min(2, len(s.items))


def _unrolled(s, k):
    """The items of *s* with each repetition's first *k* letters written out as runs and its block doubled."""
    out = []
    for item in s.items:
        if isinstance(item[0], int):
            out.append(item)
            continue
        unit = omega_power(item[0][1].terms[0][0])
        letters = [t for t, m in item for _ in range(m.terms[0][1])]
        out += [(letters[j % len(letters)], unit) for j in range(k)]
        rolled = letters[k % len(letters):] + letters[:k % len(letters)]
        out.append([(t, unit) for t in rolled * 2])
    return out


@FAST
@given(rational_normal_forms(), st.integers(0, 7))
def test_one_sequence_written_two_ways_is_one_object(x, k):
    s = sign_expansion_of(x)
    t = SignExpansion(_unrolled(s, k))
    assert t == s and hash(t) == hash(s) and str(t) == str(s)


def test_normalisation_of_blocks():
    assert SignExpansion([("+", 1), [("-", 1), ("+", 1)]]) == SignExpansion([[("+", 1), ("-", 1)]])
    assert SignExpansion([[("+", 1), ("-", 1), ("+", 1), ("-", 1)]]) == SignExpansion([[("+", 1), ("-", 1)]])
    assert SignExpansion([[("+", 1)]]) == SignExpansion([("+", W)])
    assert SignExpansion([("-", W), [("+", W)], ("+", 1)]) == SignExpansion([("-", W), ("+", W ** 2 + 1)])
    # omega + omega cannot lose a last omega-letter to a repetition of unit 1: nothing rolls
    assert str(SignExpansion([("-", W), [("+", 1), ("-", 1)]])) == "-^ω (+ -)^ω"
    assert str(SignExpansion([("-", W + 1), [("+", 1), ("-", 1)]])) == "-^ω (- +)^ω"


def test_index_and_prefix_inside_a_repetition():
    s = parse_sign_expansion("+^omega (+ -^2)^omega + -")
    assert s.length == W * 2 + 2
    assert [s.sign_at(W + i) for i in range(7)] == [1, -1, -1, 1, -1, -1, 1]
    assert s.sign_at(W * 2) == 1 and s.sign_at(W * 2 + 1) == -1
    assert str(s.prefix(W + 4)) == "+^(ω+1) -^2 +"
    t = parse_sign_expansion("(+^omega -^omega)^omega")
    assert str(t.prefix(W * 3 + 2)) == "+^ω -^ω +^ω -^2"
    assert t.sign_at(W * 3 + 5) == -1 and t.sign_at(W * 4) == 1


def test_repetitions_that_are_not_coefficients_are_refused():
    for text in ("+^omega (+ -)^omega -^omega", "(+ -)^omega +^omega", "(+ -)^omega (+ -)^omega"):
        with pytest.raises(InputValueError, match="finite normal form"):
            surreal_from_sign_expansion(text)
    with pytest.raises(InputValueError, match="not a generalized ordinal"):
        surreal_from_sign_expansion("- (+^omega -^omega)^omega")
    with pytest.raises(InputValueError, match="infinite"):
        sign_expansion_of(1 / (omega + 1))
    with pytest.raises(InputValueError, match="one ordinal p"):
        SignExpansion([[("+", W), ("-", 1)]])
    with pytest.raises(InputValueError, match="one ordinal p"):
        parse_sign_expansion("(+^(omega+1) -^(omega+1))^omega")
    for text in ("(+ -)", "(+ -)^2", "((+ -)^omega)^omega", "()^omega", "(+ -^omega"):
        with pytest.raises(InputValueError):
            parse_sign_expansion(text)


def test_a_long_period_is_refused_by_its_length():
    assert sign_expansion_of(Fraction(1, 8209)).length == W  # 2 has order 2052 mod 8209: the period
    with pytest.raises(InputValueError, match="longer than"):
        sign_expansion_of(Fraction(1, 4099))  # 2 has order 4098 mod 4099
