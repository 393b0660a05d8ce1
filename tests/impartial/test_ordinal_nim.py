"""Nim arithmetic of ordinals below ω^ω^ω: published values, Lenstra's α_p, field laws, a tower reference."""

from __future__ import annotations

from math import lcm

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg.errors import InputTypeError, InputValueError, InputZeroDivisionError
from cgtalg.impartial import (lenstra_alpha, lenstra_excess, nim_product, ordinal_nim_inverse, ordinal_nim_power,
                              ordinal_nim_product, ordinal_nim_square_root, ordinal_nim_sum, ordinal_nimber_text)
from cgtalg.impartial.ordinal_nim import ODD_PRIMES, PRIME_LIMIT
from cgtalg.transfinite import OMEGA, GeneralizedOrdinal, omega_power, parse_transfinite
from tests.impartial import ordinal_nim_reference as ref

FAST = settings(max_examples=60, deadline=None)


def w(*exponent: int) -> GeneralizedOrdinal:
    """``ω^(a_0 + ω·a_1 + ω²·a_2 + ...)`` for ``exponent = (a_0, a_1, ...)``."""
    return omega_power(sum((omega_power(k) * a for k, a in enumerate(exponent)), GeneralizedOrdinal(0)))


# -- published values ----------------------------------------------------------------------

def test_conway_onag_chapter_6_values():
    # Conway, On Numbers and Games, ch. 6: ω³ = 2, (ω^ω)^5 = 4, (ω^(ω²))^7 = ω+1; ω·ω is the ordinal ω².
    assert ordinal_nim_power(OMEGA, 3) == 2
    assert ordinal_nim_power(w(0, 1), 5) == 4
    assert ordinal_nim_power(w(0, 0, 1), 7) == OMEGA + 1
    assert ordinal_nim_product(OMEGA, OMEGA) == OMEGA ** 2
    # κ_(p^(t+1))^p = κ_(p^t): (ω^3)^3 = ω, (ω^(ω·5))^5 = ω^ω.
    assert ordinal_nim_power(w(3), 3) == OMEGA
    assert ordinal_nim_power(w(0, 5), 5) == w(0, 1)



# CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala (">=2-ary methods"): NimSum, NimProduct
# and NimExp rows, the expression as CGSuite reads it and the value as it prints it.
CGSUITE_GAMETEST_ROWS = [
    ("(omega^omega*4 + omega^3*9 + 11) NimSum (omega^omega*6 + omega^3*5 + omega)", "ω^ω×2+ω^3×12+ω+11"),
    ("omega NimProduct 7", "ω×7"),
    ("omega NimProduct omega", "ω^2"),
    ("omega NimProduct omega^2", "2"),
    ("omega^3 NimProduct omega^3", "ω^6"),
    ("omega^3 NimProduct omega^6", "ω"),
    ("omega^3 NimProduct omega^8", "2"),
    ("omega^8 NimProduct omega^8", "ω^5×2"),
    ("omega^omega NimProduct omega^(omega*4)", "4"),
    ("omega^(omega*49) NimProduct omega^(omega*100)", "4"),
    ("omega^(omega^2*4) NimProduct omega^(omega^2*3)", "ω+1"),
    ("omega^(omega^2*31) NimProduct omega^(omega^2*24)", "ω+1"),
    ("omega^(omega^2*32) NimProduct omega^(omega^2*24)", "ω^(ω^2+1)+ω^ω^2"),
    ("omega NimExp 3", "2"),
    ("omega^3 NimExp 9", "2"),
    ("omega^27 NimExp 81", "2"),
    ("omega^(omega^41) NimExp 191", "ω^ω^6+ω^ω"),
    ("omega^(omega^42) NimExp 193", "ω+65536"),
    ("omega^omega^3 NimExp 66", "ω^(ω×4)+ω^(ω×2)+ω^ω×4+1"),  # Siegel, CGT, pp. 449-450
    ("omega^omega^13 NimExp 47", "ω^ω^7+1"),  # Lenstra's example: past the range here, refused below
]
_CGSUITE_OPERATIONS = {"NimSum": ordinal_nim_sum, "NimProduct": ordinal_nim_product, "NimExp": ordinal_nim_power}


@pytest.mark.parametrize("expression, printed", CGSUITE_GAMETEST_ROWS)
def test_cgsuite_gametest_nim_rows(expression, printed):
    operation = next(name for name in _CGSUITE_OPERATIONS if f" {name} " in expression)
    left, right = expression.split(f" {operation} ")
    a, b = (parse_transfinite(side).numerator for side in (left, right))
    if a >= omega_power(omega_power(len(ODD_PRIMES))):
        with pytest.raises(InputValueError, match="past"):
            _CGSUITE_OPERATIONS[operation](a, b.as_int() if operation == "NimExp" else b)
        return
    result = _CGSUITE_OPERATIONS[operation](a, b.as_int() if operation == "NimExp" else b)
    assert str(result) == printed


def test_cgsuite_gametest_refusals():
    # GameTest.scala: "omega^omega^omega NimProduct 2" -> out of range; "(omega-1) NimSum 2" -> only ordinals.
    with pytest.raises(InputValueError, match="below ω"):
        ordinal_nim_product(parse_transfinite("omega^omega^omega").numerator, 2)
    with pytest.raises(InputValueError, match="past"):
        ordinal_nim_product(parse_transfinite("omega^omega^1000").numerator, 2)
    with pytest.raises(InputValueError, match="ordinal"):
        ordinal_nim_sum(OMEGA - 1, 2)

# OEIS A380496 (Lenstra excess of the n-th odd prime; a(1)-a(3) Conway, a(4)-a(13) Lenstra 1977),
# the same as CGSuite's NimFieldConstants.excess.
PUBLISHED_EXCESS = {3: 0, 5: 0, 7: 1, 11: 1, 13: 0, 17: 0, 19: 4, 23: 1, 29: 0, 31: 1, 37: 0, 41: 1, 43: 1}
# CGSuite's NimFieldConstants.qSet (computed by its NimFieldCalculator after Lenstra 1977, Theorem 2.1):
# the prime powers q with κ_(f(p)) = Σ κ_q.
PUBLISHED_Q_SETS = {3: (2,), 5: (4,), 7: (3,), 11: (5,), 13: (4, 3), 17: (8,), 19: (9,), 23: (11,), 29: (4, 7),
                    31: (5,), 37: (4, 9), 41: (5,), 43: (7,)}


def kappa(q: int) -> GeneralizedOrdinal:
    """Lenstra's κ_q for a prime power q = r^n: 2^(2^(n-1)) for r = 2, ω^(ω^k·r^(n-1)) for the (k+1)-th odd prime r."""
    r = min(d for d in range(2, q + 1) if q % d == 0)
    n = next(n for n in range(1, q + 1) if r ** n == q)
    if r == 2:
        return GeneralizedOrdinal(2 ** 2 ** (n - 1))
    return w(*([0] * ODD_PRIMES.index(r) + [r ** (n - 1)]))


def test_the_published_table_covers_the_supported_primes():
    assert tuple(PUBLISHED_EXCESS) == ODD_PRIMES and max(ODD_PRIMES) == PRIME_LIMIT == 43


@pytest.mark.parametrize("p", ODD_PRIMES)
def test_lenstra_alpha_is_the_published_one(p):
    expected = sum((kappa(q) for q in PUBLISHED_Q_SETS[p]), GeneralizedOrdinal(0)) + PUBLISHED_EXCESS[p]
    assert lenstra_excess(p) == PUBLISHED_EXCESS[p]
    assert lenstra_alpha(p) == expected
    k = ODD_PRIMES.index(p)
    assert ordinal_nim_power(w(*([0] * k + [1])), p) == expected  # α_p is the p-th power of ω^(ω^k)


def degree(x: GeneralizedOrdinal) -> int:
    y, e = ordinal_nim_product(x, x), 1
    while y != x:
        y, e = ordinal_nim_product(y, y), e + 1
    return e


def order_of_two(p: int) -> int:
    return next(f for f in range(1, p) if pow(2, f, p) == 1)


def is_pth_power(x: GeneralizedOrdinal, p: int) -> bool:
    """x (in the field below κ_p) is a p-th power there iff x^((2^e - 1)/p) = 1, e = lcm(deg x, f(p))."""
    e = lcm(degree(x), order_of_two(p))
    return ordinal_nim_power(x, ((1 << e) - 1) // p) == 1


@pytest.mark.parametrize("p", [p for p in ODD_PRIMES if p != 23])
def test_alpha_p_is_the_least_non_pth_power_of_its_form(p):
    # x^p - α_p is irreducible below κ_p (α_p no p-th power there); κ_f(p) + m' for m' < m_p are p-th powers.
    alpha = lenstra_alpha(p)
    assert not is_pth_power(alpha, p)
    for m in range(lenstra_excess(p)):
        assert is_pth_power(alpha - lenstra_excess(p) + m, p)


@pytest.mark.parametrize("p, smaller", [(7, [1, 2, 3, 100, OMEGA]), (13, [OMEGA, OMEGA + 3, 5, 2 ** 20 + 1]),
                                        (19, [OMEGA ** 3, OMEGA ** 3 + 3, OMEGA ** 2 * 7 + OMEGA + 1])])
def test_ordinals_below_alpha_p_are_pth_powers(p, smaller):
    assert all(x < lenstra_alpha(p) and is_pth_power(x, p) for x in smaller)


CGSUITE_NIMBER_TEXT = [(OMEGA, "*ω"), (OMEGA + 1, "*(ω+1)"), (OMEGA * 2, "*(ω×2)"), (OMEGA ** 2, "*ω^2"),
                       (GeneralizedOrdinal(5), "*5"), (w(0, 0, 1) + 3, "*(ω^ω^2+3)")]


@pytest.mark.parametrize("a, text", CGSUITE_NIMBER_TEXT)
def test_nimber_text_follows_cgsuite_transfinite_nimber(a, text):
    # CGSuite's TransfiniteNimber.toOutput: "*" then the ordinal, in parentheses when it has several
    # terms or a coefficient on a term with ω.
    assert ordinal_nimber_text(a) == text
    inner = text[1:]
    assert parse_transfinite(inner[1:-1] if inner.startswith("(") else inner) == a
    ascii_text = ordinal_nimber_text(a, ascii=True)
    assert parse_transfinite(ascii_text[1:].removeprefix("(").removesuffix(")")) == a


# -- the tower reference -----------------------------------------------------------------------

TERMS = st.lists(st.tuples(st.integers(0, 8), st.integers(0, 4), st.integers(0, 6), st.integers(1, 20)),
                 min_size=0, max_size=4)


@given(TERMS, TERMS)
@FAST
def test_product_agrees_with_the_tower_reference(s, t):
    x, y = ref.from_terms(s), ref.from_terms(t)
    assert ordinal_nim_product(ref.to_ordinal(x), ref.to_ordinal(y)) == ref.to_ordinal(ref.mul(x, y, ref.TOP))


def test_products_of_omega_powers_agree_with_the_tower_reference_exhaustively():
    monomials = [(a, b, c) for a in range(9) for b in range(3) for c in range(2)]
    for i, (a1, b1, c1) in enumerate(monomials):
        for a2, b2, c2 in monomials[i:]:
            x, y = ref.monomial(a1, b1, c1, 1), ref.monomial(a2, b2, c2, 1)
            assert ordinal_nim_product(ref.to_ordinal(x), ref.to_ordinal(y)) == ref.to_ordinal(ref.mul(x, y, ref.TOP))


def test_the_finite_part_is_cgtalgs_finite_nim_product():
    for a in (0, 1, 2, 3, 15, 255, 2 ** 40 + 7):
        for b in (0, 1, 6, 16, 2 ** 33 + 1):
            assert ordinal_nim_product(a, b) == nim_product(a, b)
            assert ordinal_nim_product(w(0, 1) * a, b) == ordinal_nim_product(w(0, 1), nim_product(a, b))


def test_inverse_beyond_what_an_ordinal_holds_is_refused_by_name():
    x = ordinal_nim_sum(w(7, 3, 0, 1) * 12, w(5, 4, 2) * 29)  # its inverse would have thousands of terms
    with pytest.raises(InputValueError, match="TERM_LIMIT|PAIR_LIMIT"):
        ordinal_nim_inverse(x)


# -- field laws -----------------------------------------------------------------------------------

# Ordinals below ω^(ω^4): exponents ω³·d + ω²·c + ω·b + a, small coefficients.
ORDINALS = st.lists(st.tuples(st.integers(0, 10), st.integers(0, 6), st.integers(0, 3), st.integers(0, 2),
                              st.integers(1, 40)), max_size=3).map(
    lambda terms: ordinal_nim_sum(*(w(a, b, c, d) * n for a, b, c, d, n in terms)))


@given(ORDINALS, ORDINALS, ORDINALS)
@FAST
def test_field_laws(x, y, z):
    assert ordinal_nim_product(x, y) == ordinal_nim_product(y, x)
    assert ordinal_nim_product(ordinal_nim_product(x, y), z) == ordinal_nim_product(x, ordinal_nim_product(y, z))
    assert ordinal_nim_product(x, ordinal_nim_sum(y, z)) == ordinal_nim_sum(ordinal_nim_product(x, y),
                                                                            ordinal_nim_product(x, z))
    assert ordinal_nim_sum(x, x) == 0 and ordinal_nim_sum(x, 0) == x and ordinal_nim_product(x, 1) == x
    assert ordinal_nim_sum(ordinal_nim_sum(x, y), z) == ordinal_nim_sum(x, ordinal_nim_sum(y, z))


@given(TERMS)
@settings(max_examples=30, deadline=None)
def test_inverses_roots_and_powers(s):
    # In the field of the tower reference (dimension 315 over the finite nimbers), checked by its product.
    xr = ref.from_terms(s)
    x = ref.to_ordinal(xr)
    r = ordinal_nim_square_root(x)
    assert ref.to_ordinal(ref.mul(ref.from_terms(list(terms_of(r))), ref.from_terms(list(terms_of(r))), ref.TOP)) == x
    if x == 0:
        with pytest.raises(InputZeroDivisionError):
            ordinal_nim_inverse(x)
        return
    inv = ordinal_nim_inverse(x)
    assert ref.to_ordinal(ref.mul(xr, ref.from_terms(list(terms_of(inv))), ref.TOP)) == 1
    assert ordinal_nim_power(x, -2) == ordinal_nim_product(inv, inv)
    assert ordinal_nim_power(x, 5) == ordinal_nim_product(ordinal_nim_power(x, 2), ordinal_nim_power(x, 3))
    frobenius = x
    for _ in range(20):
        frobenius = ordinal_nim_product(frobenius, frobenius)
    assert ordinal_nim_power(x, 2 ** 20) == frobenius


def terms_of(x: GeneralizedOrdinal):
    """The terms of an ordinal of the reference's field as (a, b, c, n): ω^(ω²·c + ω·b + a)·n."""
    for exponent, n in x.terms:
        places = {e.as_int(): a for e, a in exponent.terms}
        yield places.get(0, 0), places.get(1, 0), places.get(2, 0), n


def test_top_of_the_range():
    top = w(*([0] * 12 + [1]))  # ω^(ω^12) = κ_43
    assert ordinal_nim_power(top, 43) == lenstra_alpha(43) == w(0, 0, 1) + 1
    assert ordinal_nim_product(top, ordinal_nim_inverse(top)) == 1


# -- bad input -----------------------------------------------------------------------------------

def test_bad_input_is_refused_by_name():
    with pytest.raises(InputTypeError):
        ordinal_nim_product("omega", 1)
    with pytest.raises(InputTypeError):
        ordinal_nim_sum(True)
    with pytest.raises(InputValueError, match="ordinal"):
        ordinal_nim_product(OMEGA - 1, 2)
    with pytest.raises(InputValueError):
        ordinal_nim_sum(-1)
    with pytest.raises(InputValueError, match="below ω\\^ω\\^ω"):
        ordinal_nim_product(w(0, 1) * 0 + omega_power(omega_power(OMEGA)), 1)
    with pytest.raises(InputValueError, match="PRIME_LIMIT = 43"):
        ordinal_nim_product(w(*([0] * 13 + [1])), 1)
    with pytest.raises(InputZeroDivisionError):
        ordinal_nim_power(0, -1)
    for p, problem in ((2, InputValueError), (9, InputValueError), (47, InputValueError), (3.0, InputTypeError)):
        with pytest.raises(problem):
            lenstra_alpha(p)
    with pytest.raises(InputValueError, match="odd prime"):
        lenstra_excess(15)
    with pytest.raises(InputValueError):
        ordinal_nimber_text(OMEGA - 2)
