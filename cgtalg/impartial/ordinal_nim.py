"""Nim arithmetic of the ordinals below ω^ω^ω, exactly: the algebraic closure of the field with two elements.

Conway extended nim-addition and nim-multiplication (the mex rules of
:mod:`cgtalg.impartial.nimbers`) to all ordinals; the ordinals below
``ω^ω^ω`` are then the algebraic closure of ``{0, 1}``. An ordinal below
``ω^ω^ω`` is a sum ``ω^β·n + ...`` with ``β < ω^ω`` a polynomial
``ω^k·a_k + ... + ω·a_1 + a_0`` in ω with natural coefficients; here it is a
:class:`~cgtalg.transfinite.GeneralizedOrdinal` with positive coefficients
whose exponents have integer exponents (or a non-negative ``int``).

*Nim-sum.* Each term ``ω^β·n`` is the sum of the distinct 2-powers
``2^(ω·β + i)`` for the binary digits ``i`` of ``n``; the nim-sum cancels
equal 2-powers in pairs, so it is the XOR of the coefficients term by term.

*Nim-product* (Conway, ONAG ch. 6; Lenstra 1977). For the ``(k+1)``-th odd
prime ``p`` (3, 5, 7, ... for k = 0, 1, 2, ...) put ``κ_(p^(t+1)) = ω^(ω^k·p^t)``.
Then

* ``κ_(p^(t+1)) ⊗ ... ⊗ κ_(p^(t+1))`` (p factors) is ``κ_(p^t)`` for ``t ≥ 1``,
  and ``κ_p^p = α_p``, an ordinal below ``ω^(ω^k)`` (``ω^3 = 2``,
  ``(ω^ω)^5 = 4``, ``(ω^(ω^2))^7 = ω+1``);
* the ordinal ``ω^β·n`` is the nim-product of ``n`` and, for each ``k``, the
  κ's of the base-``p`` digits ``d_t`` of ``a_k``: ``κ_(p^(t+1))`` to the power ``d_t``.

So the ordinals are polynomials over the finite nimbers in the κ's, each κ
to a power below its prime; a product adds digits, and a digit reaching ``p``
carries down one place (or, at the last place, multiplies by ``α_p``).

*The α's* come from Lenstra's theorem: ``α_p`` is the least ordinal below
``ω^(ω^k)`` that is not a ``p``-th power there, and it is ``κ_(f(p)) + m_p``
(an ordinal sum) for the multiplicative order ``f(p)`` of 2 mod ``p``, the
ordinal ``κ_h`` built from the κ's of the prime powers in ``h`` (a ``κ_q``
dropped when the degree of the rest is divisible by ``q``), and a small
integer ``m_p``, the *excess*. :func:`lenstra_alpha` finds ``m_p`` the way
Lenstra does: ``x`` in a finite field ``GF(2^e)`` (``e`` divisible by ``f(p)``,
not by ``p``) is a ``p``-th power below ``ω^(ω^k)`` exactly when
``x^((2^e - 1)/p) = 1``. Every α used is computed here, for the odd primes up
to :data:`PRIME_LIMIT` (43; past it the fields are too large for quick
computation), so the arithmetic covers the ordinals below ``ω^(ω^13)``.

An element is a polynomial in its largest κ, ``g`` with ``g^p = r``, over the
field of the smaller κ's; its inverse comes from the extended Euclidean
algorithm for that polynomial and ``X^p - r`` (the inverses it needs are of
smaller elements), its square root from ``√g = g^((p+1)/2)/√r``.

References
----------
J. H. Conway, *On Numbers and Games*, ch. 6 ("The curious field On2"):
``ω^3 = 2``, ``(ω^ω)^5 = 4``, ``(ω^(ω^2))^7 = ω+1`` and the algebraic closure.
H. W. Lenstra, Jr., "On the algebraic closure of two", Proc. Kon. Ned. Akad.
Wetensch. A 80 (1977) (the κ's, the excess and its computation).
OEIS A380496 (the excesses of the odd primes). CGSuite's ``GeneralizedOrdinal.NimProduct``
and ``TransfiniteNimber`` (the printed form ``*(ω+1)``).

Examples
--------
>>> from cgtalg.transfinite import OMEGA, omega_power
>>> print(ordinal_nim_power(OMEGA, 3), ordinal_nim_power(omega_power(OMEGA), 5))
2 4
>>> print(ordinal_nim_product(OMEGA, OMEGA + 1), ordinal_nim_inverse(OMEGA))
ω^2+ω ω^2×3
"""

from __future__ import annotations

import threading
from math import lcm

from ..core.cache import BoundedCache
from ..errors import InputTypeError, InputValueError, InputZeroDivisionError, check_bool, check_int, describe
from ..notation.digits import int_to_decimal
from ..transfinite import GeneralizedOrdinal, omega_power, ordinal_text
from ..transfinite.generalized_ordinal import TERM_LIMIT
from .nimbers import nim_inverse, nim_power, nim_product, nim_square_root

__all__ = ["ordinal_nim_sum", "ordinal_nim_product", "ordinal_nim_power", "ordinal_nim_inverse",
           "ordinal_nim_square_root", "lenstra_alpha", "lenstra_excess", "ordinal_nimber_text",
           "PRIME_LIMIT", "DEGREE_LIMIT", "POWER_BITS_LIMIT", "PAIR_LIMIT"]

#: The odd primes whose ``α_p`` is computed; their number bounds the ordinals: below ``ω^(ω^13)``.
ODD_PRIMES = (3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43)
#: The largest prime ``p`` for which ``α_p`` is available (the next, 47, needs a field of degree 5060).
PRIME_LIMIT = ODD_PRIMES[-1]
#: The largest degree over ``{0, 1}`` of an element tested for a ``p``-th root in Lenstra's search.
DEGREE_LIMIT = 1 << 12
#: The most bits in the exponent of a nim-power of a transfinite ordinal (one squaring per bit).
POWER_BITS_LIMIT = 1 << 12
#: The most pairs of terms a nim-product may multiply (the product of the two term counts).
PAIR_LIMIT = 1 << 18

# An ordinal below ω^ω^ω, inside: {exponent key: finite nimber coefficient}, the key of ω^β with
# β = ω^k·a_k + ... + a_0 the tuple (a_0, ..., a_k) without trailing zeros; coefficients nonzero.
_Element = dict[tuple[int, ...], int]
_ONE: _Element = {(): 1}

_MONOMIAL_PRODUCTS = BoundedCache("ordinal nim products of ω-powers", 1 << 16)
#: α_p as elements, for ODD_PRIMES[0], ODD_PRIMES[1], ... (filled in order, on first need).
_ALPHAS: list[_Element] = []
_EXCESSES: list[int] = []
_ALPHA_LOCK = threading.RLock()


# -- arithmetic on elements ------------------------------------------------------------------

def _add_into(out: _Element, key: tuple[int, ...], c: int) -> None:
    v = out.get(key, 0) ^ c
    if v:
        out[key] = v
    else:
        out.pop(key, None)


def _digits(n: int, p: int) -> list[int]:
    """The base-*p* digits of *n*, least significant first."""
    out = []
    while n:
        n, d = divmod(n, p)
        out.append(d)
    return out


def _monomial_product(a: tuple[int, ...], b: tuple[int, ...]) -> _Element:
    """The nim-product of the ω-powers with keys *a* and *b*."""
    pair = (a, b) if a <= b else (b, a)
    hit = _MONOMIAL_PRODUCTS.get(pair)
    if hit is not None:
        return hit  # type: ignore[no-any-return]
    exponent: list[int] = []
    overflows: list[int] = []
    for k in range(max(len(a), len(b))):
        x = a[k] if k < len(a) else 0
        y = b[k] if k < len(b) else 0
        if not x or not y:
            exponent.append(x + y)
            continue
        p = ODD_PRIMES[k]
        dx, dy = _digits(x, p), _digits(y, p)
        width = max(len(dx), len(dy))
        digits = [(dx[t] if t < len(dx) else 0) + (dy[t] if t < len(dy) else 0) for t in range(width)]
        carry = 0
        for t in reversed(range(width)):  # κ_(p^(t+1))^p = κ_(p^t): a full digit carries one place down
            v = digits[t] + carry
            carry = int(v >= p)
            digits[t] = v - p * carry
        if carry:
            overflows.append(k)  # κ_p^p = α_p
        exponent.append(sum(d * p ** t for t, d in enumerate(digits)))
    while exponent and not exponent[-1]:
        exponent.pop()
    result: _Element = {tuple(exponent): 1}
    for k in reversed(overflows):
        result = _product(result, _alpha(k))
    _MONOMIAL_PRODUCTS.put(pair, result)
    return result


def _product(x: _Element, y: _Element) -> _Element:
    if len(x) * len(y) > PAIR_LIMIT:
        raise InputValueError(f"a nim-product of ordinals with {len(x)} and {len(y)} terms is refused: "
                              f"over PAIR_LIMIT = {PAIR_LIMIT} pairs of terms")
    out: _Element = {}
    for ka, ca in x.items():
        for kb, cb in y.items():
            c = nim_product(ca, cb)
            if not ka and not kb:
                _add_into(out, (), c)
                continue
            for key, d in _monomial_product(ka, kb).items():
                _add_into(out, key, c if d == 1 else nim_product(c, d))
    return out


def _square(x: _Element) -> _Element:
    """``x ⊗ x``: in characteristic 2 the sum of the terms' squares."""
    out: _Element = {}
    for key, c in x.items():
        c2 = nim_product(c, c)
        if not key:
            _add_into(out, (), c2)
            continue
        for k2, d in _monomial_product(key, key).items():
            _add_into(out, k2, c2 if d == 1 else nim_product(c2, d))
    return out


def _frobenius(x: _Element, n: int) -> _Element:
    """``x^(2^n)``."""
    for _ in range(n):
        x = _square(x)
    return x


def _power(x: _Element, n: int) -> _Element:
    """``x^n`` for ``n ≥ 0``, by squaring and multiplying."""
    result, base = dict(_ONE), x
    while n:
        if n & 1:
            result = _product(result, base)
        n >>= 1
        if n:
            base = _square(base)
    return result


def _degree(x: _Element) -> int:
    """The degree of nonzero *x* over ``{0, 1}``: the least ``e ≥ 1`` with ``x^(2^e) = x``."""
    y, e = _square(x), 1
    while y != x:
        if e >= DEGREE_LIMIT:
            raise InputValueError(f"the ordinal {_to_ordinal(x)} has degree over {{0, 1}} above "
                                  f"DEGREE_LIMIT = {DEGREE_LIMIT}; Lenstra's test for a p-th root is refused")
        y, e = _square(y), e + 1
    return e


def _geometric_power(x: _Element, f: int, k: int) -> _Element:
    """``x^(1 + 2^f + 2^(2f) + ... + 2^((k-1)f))``, by halving *k* (``k ≥ 1``)."""
    if k == 1:
        return x
    if k % 2:
        return _product(x, _frobenius(_geometric_power(x, f, k - 1), f))
    half = _geometric_power(x, f, k // 2)
    return _product(half, _frobenius(half, f * (k // 2)))


# -- the tower: an element as a polynomial in its top κ over the field of the lower ones -----------

def _top_generator(x: _Element) -> tuple[int, int] | None:
    """The largest ``(k, t)`` whose ``κ_(p^(t+1))`` (``p = ODD_PRIMES[k]``) occurs in *x*; None if *x* is finite."""
    top = None
    for key in x:
        if key:
            k = len(key) - 1
            place = (k, len(_digits(key[k], ODD_PRIMES[k])) - 1)
            top = place if top is None or place > top else top
    return top


def _split(x: _Element, k: int, t: int) -> list[_Element]:
    """*x* as ``Σ c_i g^i`` for ``g = κ_(p^(t+1))``, the top κ of *x*: the list of the ``c_i`` (``i < p``)."""
    p = ODD_PRIMES[k]
    out: list[_Element] = [{} for _ in range(p)]
    for key, c in x.items():
        d = key[k] // p ** t % p if k < len(key) else 0
        rest = list(key)
        if d:
            rest[k] -= d * p ** t
            while rest and not rest[-1]:
                rest.pop()
        out[d][tuple(rest)] = c
    return out


def _join(coefficients: list[_Element], k: int, t: int) -> _Element:
    """``Σ c_i g^i`` for ``g = κ_(p^(t+1))`` and ``c_i`` free of *g* and of every κ above it."""
    out: _Element = {}
    for i, ci in enumerate(coefficients):
        for key, c in ci.items():
            if i:
                padded = list(key) + [0] * (k + 1 - len(key))
                padded[k] += i * ODD_PRIMES[k] ** t
                key = tuple(padded)
            out[key] = c
    return out


def _relation(k: int, t: int) -> _Element:
    """``g^p`` for ``g = κ_(p^(t+1))``: ``κ_(p^t)``, or ``α_p`` when ``t = 0``."""
    return {(0,) * k + (ODD_PRIMES[k] ** (t - 1),): 1} if t else _alpha(k)


def _sum(x: _Element, y: _Element) -> _Element:
    out = dict(x)
    for key, c in y.items():
        _add_into(out, key, c)
    return out


def _trim(a: list[_Element]) -> list[_Element]:
    while a and not a[-1]:
        a.pop()
    return a


def _inverse(x: _Element) -> _Element:
    """The inverse of nonzero *x*: with ``g`` its top κ (``g^p = r``), the extended Euclidean
    algorithm for ``Σ c_i X^i`` and ``X^p - r`` over the field of the lower κ's."""
    top = _top_generator(x)
    if top is None:
        return {(): nim_inverse(x[()])}
    k, t = top
    p = ODD_PRIMES[k]
    r0: list[_Element] = [_relation(k, t)] + [{} for _ in range(p - 1)] + [dict(_ONE)]  # X^p + r
    r1 = _trim(_split(x, k, t))
    s0: list[_Element] = []
    s1: list[_Element] = [dict(_ONE)]
    while len(r1) > 1:
        lead = _inverse(r1[-1])
        rem = list(r0)
        quotient: list[_Element] = [{} for _ in range(len(r0) - len(r1) + 1)]
        for i in range(len(r0) - 1, len(r1) - 2, -1):
            if not rem[i]:
                continue
            c = _product(rem[i], lead)
            shift = i - len(r1) + 1
            quotient[shift] = c
            for j, d in enumerate(r1):
                rem[shift + j] = _sum(rem[shift + j], _product(c, d))
        rem = _trim(rem[:len(r1) - 1])
        s_next = [dict(e) for e in s0] + [{} for _ in range(len(quotient) + len(s1) - len(s0))]
        for i, qi in enumerate(quotient):
            for j, sj in enumerate(s1):
                s_next[i + j] = _sum(s_next[i + j], _product(qi, sj))
        r0, r1, s0, s1 = r1, rem, s1, _trim(s_next)
    unit = _inverse(r1[0])
    return _join([_product(si, unit) for si in s1], k, t)


def _square_root(x: _Element) -> _Element:
    """The square root: for ``x = Σ c_i g^i`` with ``g^p = r``, ``Σ √c_i·s^i`` with ``s = g^((p+1)/2)/√r``."""
    top = _top_generator(x)
    if top is None:
        return {(): nim_square_root(x[()])} if x else {}
    k, t = top
    p = ODD_PRIMES[k]
    g = {(0,) * k + (p ** t,): 1}
    s = _product(_power(g, (p + 1) // 2), _inverse(_square_root(_relation(k, t))))
    out: _Element = {}
    s_power = dict(_ONE)
    for ci in _split(x, k, t):
        if ci:
            out = _sum(out, _product(_square_root(ci), s_power))
        s_power = _product(s_power, s)
    return out


# -- Lenstra's α_p --------------------------------------------------------------------------

def _order_of_two(p: int) -> int:
    """The multiplicative order ``f(p)`` of 2 modulo the odd prime *p*."""
    f, r = 1, 2 % p
    while r != 1:
        f, r = f + 1, 2 * r % p
    return f


def _prime_power_kappa(q: int) -> _Element:
    """``κ_q`` for a prime power ``q = r^n``: ``2^(2^(n-1))`` for r = 2, else ``ω^(ω^k·r^(n-1))``."""
    r = next(d for d in range(2, q + 1) if q % d == 0)
    n = 0
    while q > 1:
        q, n = q // r, n + 1
    if r == 2:
        return {(): 1 << (1 << (n - 1))}
    k = ODD_PRIMES.index(r)
    return {(0,) * k + (r ** (n - 1),): 1}


def _kappa(h: int) -> _Element:
    """Lenstra's ``κ_h`` (his Theorem 2.1): with ``q`` the largest power of the least prime in *h*
    and ``g = h/q``, ``κ_h = κ_g`` when ``q`` divides the degree of ``κ_g``, else ``κ_g + κ_q``."""
    r = next(d for d in range(2, h + 1) if h % d == 0)
    q = r
    while h % (q * r) == 0:
        q *= r
    if q == h:
        return _prime_power_kappa(q)
    g = _kappa(h // q)
    if _degree(g) % q == 0:
        return g
    out = dict(g)
    for key, c in _prime_power_kappa(q).items():
        _add_into(out, key, c)
    return out


def _is_power(x: _Element, p: int) -> bool:
    """Whether nonzero *x* (below ``κ_p``) is a *p*-th power of an ordinal below ``κ_p``.

    The field below ``κ_p`` is the union of the ``GF(2^e)`` with every prime factor of ``e``
    below ``p``. For ``e`` a multiple of the degree of *x* and of ``f = f(p)``, ``p`` divides
    ``2^e - 1`` exactly as often as ``2^f - 1`` (``p ∤ e/f``), in every such field alike, so *x*
    is a ``p``-th power exactly when ``x^((2^e - 1)/p) = 1``: the norm ``x^((2^e-1)/(2^f-1))``
    to ``GF(2^f)``, raised to ``(2^f - 1)/p``.
    """
    f = _order_of_two(p)
    e = lcm(_degree(x), f)
    norm = _geometric_power(x, f, e // f)
    return _power(norm, ((1 << f) - 1) // p) == _ONE


def _alpha(k: int) -> _Element:
    """``α_p`` for ``p = ODD_PRIMES[k]``, computing the α's of the primes below it first."""
    if len(_ALPHAS) > k:
        return _ALPHAS[k]
    with _ALPHA_LOCK:  # the lists grow in step, one prime at a time
        while len(_ALPHAS) <= k:
            p = ODD_PRIMES[len(_ALPHAS)]
            kappa = _kappa(_order_of_two(p))
            finite = kappa.get((), 0)
            m = 0
            while True:  # Lenstra: α_p = κ_f(p) + m for the least m making it no p-th power
                candidate = {key: c for key, c in kappa.items() if key}
                if finite + m:
                    candidate[()] = finite + m
                if not _is_power(candidate, p):
                    break
                m += 1
            _EXCESSES.append(m)  # before the α, which readers test for
            _ALPHAS.append(candidate)
    return _ALPHAS[k]


# -- conversion -----------------------------------------------------------------------------

def _to_element(value: object, what: str) -> _Element:
    """*value* (a non-negative int or an ordinal GeneralizedOrdinal below ``ω^(ω^13)``) as an element."""
    if isinstance(value, int) and not isinstance(value, bool):
        value = check_int(value, what, minimum=0)
        return {(): value} if value else {}
    if not isinstance(value, GeneralizedOrdinal):
        raise InputTypeError(f"{what} must be an ordinal (a non-negative int or a GeneralizedOrdinal), "
                             f"not {describe(value)}")
    if not value.is_ordinal:
        raise InputValueError(f"{what} must be an ordinal (positive coefficients), not {value}")
    out: _Element = {}
    for exponent, c in value.terms:
        places = {_small_exponent(e, value, what): a for e, a in exponent.terms}
        out[tuple(places.get(k, 0) for k in range(max(places, default=-1) + 1))] = c
    return out


def _small_exponent(e: GeneralizedOrdinal, value: GeneralizedOrdinal, what: str) -> int:
    """The exponent *e* of ω in an exponent of *value*, as an int below the supported bound."""
    if not e.is_integer:
        raise InputValueError(f"{what} must be an ordinal below ω^ω^ω (its exponents below ω^ω), not {value}")
    k = e.as_int()
    if k >= len(ODD_PRIMES):
        raise InputValueError(
            f"{what} = {value} is past ω^(ω^{len(ODD_PRIMES)}): nim-multiplication here reaches the ordinals "
            f"below ω^(ω^{len(ODD_PRIMES)}), whose Lenstra α_p are computed (odd primes up to PRIME_LIMIT = "
            f"{PRIME_LIMIT}); ω^(ω^{len(ODD_PRIMES)}) needs α_47, in a field of degree 5060")
    return k


def _to_ordinal(x: _Element) -> GeneralizedOrdinal:
    if len(x) > TERM_LIMIT:
        raise InputValueError(f"the nim-arithmetic result has {len(x)} terms, more than a GeneralizedOrdinal "
                              f"holds (TERM_LIMIT = {TERM_LIMIT})")
    total = GeneralizedOrdinal(0)
    for key, c in x.items():
        exponent = GeneralizedOrdinal(0)
        for k, a in enumerate(key):
            if a:
                exponent = exponent + omega_power(k) * a
        total = total + omega_power(exponent) * c
    return total


def _finite_or_none(*values: object) -> list[int] | None:
    """The values as ints when all are ints or integer GeneralizedOrdinals (the finite nimbers), else None."""
    out = []
    for v in values:
        if isinstance(v, GeneralizedOrdinal) and v.is_integer:
            out.append(v.as_int())
        elif isinstance(v, int) and not isinstance(v, bool):
            out.append(v)
        else:
            return None
    return out


# -- public ---------------------------------------------------------------------------------

def ordinal_nim_sum(*values: object) -> GeneralizedOrdinal:
    """The nim-sum of ordinals below ``ω^ω^ω``: the XOR of their coefficients, term by term.

    Parameters
    ----------
    *values : int or GeneralizedOrdinal
        Ordinals below ``ω^(ω^13)`` (non-negative ints, or generalized ordinals with positive
        coefficients whose exponents are below ``ω^13``).

    Returns
    -------
    GeneralizedOrdinal
        0 for no argument.

    Raises
    ------
    InputTypeError
        For a value that is neither an int nor a GeneralizedOrdinal (bools included).
    InputValueError
        For a negative value, one with a negative coefficient, or one not below ``ω^(ω^13)``.

    References
    ----------
    Conway, *On Numbers and Games*, ch. 6 (nim-addition is the sum of distinct 2-powers);
    CGSuite's ``GeneralizedOrdinal.NimSum``.

    Examples
    --------
    >>> from cgtalg.transfinite import OMEGA
    >>> print(ordinal_nim_sum(OMEGA * 3 + 5, OMEGA + 6), ordinal_nim_sum(OMEGA, OMEGA))
    ω×2+3 0
    """
    out: _Element = {}
    for i, v in enumerate(values):
        for key, c in _to_element(v, f"value {i + 1} of the nim-sum").items():
            _add_into(out, key, c)
    return _to_ordinal(out)


def ordinal_nim_product(a: object, b: object) -> GeneralizedOrdinal:
    """The nim-product of two ordinals below ``ω^(ω^13)``: multiplication in ``On2``.

    Parameters
    ----------
    a, b : int or GeneralizedOrdinal
        Ordinals below ``ω^(ω^13)``.

    Returns
    -------
    GeneralizedOrdinal

    Raises
    ------
    InputTypeError
        For a value that is neither an int nor a GeneralizedOrdinal.
    InputValueError
        For a value that is not an ordinal below ``ω^(ω^13)``, or when the two have more than
        :data:`PAIR_LIMIT` pairs of terms to multiply.

    References
    ----------
    Conway, *On Numbers and Games*, ch. 6; Lenstra, "On the algebraic closure of two" (1977);
    CGSuite's ``GeneralizedOrdinal.NimProduct``.

    Examples
    --------
    >>> from cgtalg.transfinite import OMEGA, omega_power
    >>> print(ordinal_nim_product(OMEGA, OMEGA), ordinal_nim_product(OMEGA ** 2, OMEGA))
    ω^2 2
    >>> print(ordinal_nim_product(omega_power(OMEGA ** 2), omega_power(OMEGA ** 2 * 6)))
    ω+1
    """
    x, y = _to_element(a, "a"), _to_element(b, "b")
    return _to_ordinal(_product(x, y))


def ordinal_nim_power(a: object, n: object) -> GeneralizedOrdinal:
    """*a* nim-raised to the integer power *n* (a negative *n* uses the nim-inverse).

    Parameters
    ----------
    a : int or GeneralizedOrdinal
        An ordinal below ``ω^(ω^13)``.
    n : int
        The exponent, of any sign; ``a^0 = 1``.

    Returns
    -------
    GeneralizedOrdinal

    Raises
    ------
    InputTypeError
        For an *a* that is not an ordinal type, or an *n* that is not an int.
    InputValueError
        For an *a* out of range, or an *n* of more than :data:`POWER_BITS_LIMIT` bits.
    InputZeroDivisionError
        For ``a = 0`` and a negative *n*.

    References
    ----------
    Conway, *On Numbers and Games*, ch. 6 (``ω^3 = 2``, ``(ω^ω)^5 = 4``, ``(ω^(ω^2))^7 = ω+1``);
    CGSuite's ``GeneralizedOrdinal.NimExp``.

    Examples
    --------
    >>> from cgtalg.transfinite import OMEGA, omega_power
    >>> print(ordinal_nim_power(omega_power(OMEGA ** 2), 7), ordinal_nim_power(OMEGA, -1))
    ω+1 ω^2×3
    """
    x = _to_element(a, "a")
    n = check_int(n, "the exponent")
    finite = _finite_or_none(a)
    if finite is not None:
        return GeneralizedOrdinal(nim_power(finite[0], n))
    if n < 0:
        if not x:
            raise InputZeroDivisionError("0 has no nim-inverse, so no negative nim-power")
        x, n = _inverse(x), -n
    if n.bit_length() > POWER_BITS_LIMIT:
        raise InputValueError(f"the exponent {n} has more than POWER_BITS_LIMIT = {POWER_BITS_LIMIT} bits")
    return _to_ordinal(_power(x, n))


def ordinal_nim_inverse(a: object) -> GeneralizedOrdinal:
    """The nim-inverse of a nonzero ordinal below ``ω^(ω^13)``: the ``b`` with ``a ⊗ b = 1``.

    Found by the extended Euclidean algorithm, one κ at a time (see the module's text).

    Parameters
    ----------
    a : int or GeneralizedOrdinal
        A nonzero ordinal below ``ω^(ω^13)``.

    Returns
    -------
    GeneralizedOrdinal

    Raises
    ------
    InputTypeError
        For a value that is neither an int nor a GeneralizedOrdinal.
    InputValueError
        For a value out of range.
    InputZeroDivisionError
        For 0.

    References
    ----------
    Conway, *On Numbers and Games*, ch. 6; Lenstra, "On the algebraic closure of two" (1977).

    Examples
    --------
    >>> from cgtalg.transfinite import OMEGA
    >>> print(ordinal_nim_inverse(OMEGA + 1), ordinal_nim_product(OMEGA + 1, ordinal_nim_inverse(OMEGA + 1)))
    ω^2×2+ω×2+2 1
    """
    x = _to_element(a, "a")
    if not x:
        raise InputZeroDivisionError("0 has no nim-inverse (a nim-product with 0 is always 0)")
    finite = _finite_or_none(a)
    if finite is not None:
        return GeneralizedOrdinal(nim_inverse(finite[0]))
    return _to_ordinal(_inverse(x))


def ordinal_nim_square_root(a: object) -> GeneralizedOrdinal:
    """The nim-square root of an ordinal below ``ω^(ω^13)``: the unique ``r`` with ``r ⊗ r = a``.

    Squaring is a bijection of each finite field of characteristic 2; for ``a = Σ c_i g^i``
    in its largest κ, ``g^p = r``, the root is ``Σ √c_i·(g^((p+1)/2)/√r)^i``.

    Parameters
    ----------
    a : int or GeneralizedOrdinal
        An ordinal below ``ω^(ω^13)``.

    Returns
    -------
    GeneralizedOrdinal

    Raises
    ------
    InputTypeError
        For a value that is neither an int nor a GeneralizedOrdinal.
    InputValueError
        For a value out of range.

    References
    ----------
    Conway, *On Numbers and Games*, ch. 6.

    Examples
    --------
    >>> from cgtalg.transfinite import OMEGA
    >>> print(ordinal_nim_square_root(OMEGA ** 2), ordinal_nim_square_root(OMEGA))
    ω ω^2×2
    """
    x = _to_element(a, "a")
    finite = _finite_or_none(a)
    if finite is not None:
        return GeneralizedOrdinal(nim_square_root(finite[0]))
    return _to_ordinal(_square_root(x))


def _check_prime(p: object) -> int:
    p = check_int(p, "the prime p", minimum=3)
    if p > PRIME_LIMIT:
        raise InputValueError(f"α_p is computed here for the odd primes up to PRIME_LIMIT = {PRIME_LIMIT}, "
                              f"not {describe(p)}: past it the fields to search grow too large")
    if p not in ODD_PRIMES:
        raise InputValueError(f"p must be an odd prime, not {p}")
    return ODD_PRIMES.index(p)


def lenstra_alpha(p: object) -> GeneralizedOrdinal:
    """Lenstra's ``α_p``: the nim ``p``-th power of ``ω^(ω^k)``, for ``p`` the ``(k+1)``-th odd prime.

    It is the least ordinal below ``ω^(ω^k)`` that has no nim ``p``-th root below ``ω^(ω^k)``;
    Lenstra's theorem puts it at ``κ_(f(p)) + m_p``, and the least such ``m_p`` is searched.

    Parameters
    ----------
    p : int
        An odd prime up to :data:`PRIME_LIMIT`.

    Returns
    -------
    GeneralizedOrdinal

    Raises
    ------
    InputTypeError
        If *p* is not an int.
    InputValueError
        If *p* is not an odd prime up to :data:`PRIME_LIMIT`.

    References
    ----------
    Lenstra, "On the algebraic closure of two" (1977), Theorem 2.1 and section 4; Conway,
    *On Numbers and Games*, ch. 6 (α_3, α_5, α_7).

    Examples
    --------
    >>> print(lenstra_alpha(3), lenstra_alpha(7), lenstra_alpha(13), lenstra_alpha(19))
    2 ω+1 ω+4 ω^3+4
    """
    return _to_ordinal(_alpha(_check_prime(p)))


def lenstra_excess(p: object) -> int:
    """Lenstra's excess ``m_p``: ``α_p = κ_(f(p)) + m_p``, an ordinal sum.

    Parameters
    ----------
    p : int
        An odd prime up to :data:`PRIME_LIMIT`.

    Returns
    -------
    int

    Raises
    ------
    InputTypeError
        If *p* is not an int.
    InputValueError
        If *p* is not an odd prime up to :data:`PRIME_LIMIT`.

    References
    ----------
    Lenstra, "On the algebraic closure of two" (1977); OEIS A380496.

    Examples
    --------
    >>> [lenstra_excess(p) for p in (3, 5, 7, 11, 13, 17, 19)]
    [0, 0, 1, 1, 0, 0, 4]
    """
    k = _check_prime(p)
    _alpha(k)
    return _EXCESSES[k]


def ordinal_nimber_text(a: object, ascii: bool = False) -> str:
    """The nimber ``*a`` of an ordinal *a* as CGSuite prints a transfinite nimber: ``*ω``, ``*(ω+1)``.

    The ordinal is put in parentheses when it has several terms or a coefficient on a term with ω.

    Parameters
    ----------
    a : int or GeneralizedOrdinal
        An ordinal.
    ascii : bool, optional
        Spell ω as ``omega`` and × as ``*``.

    Returns
    -------
    str

    Raises
    ------
    InputTypeError
        For a value that is neither an int nor a GeneralizedOrdinal, or an *ascii* not a bool.
    InputValueError
        For a negative value or one with a negative coefficient.

    References
    ----------
    CGSuite's ``TransfiniteNimber.toOutput``.

    Examples
    --------
    >>> from cgtalg.transfinite import OMEGA
    >>> ordinal_nimber_text(OMEGA), ordinal_nimber_text(OMEGA + 1), ordinal_nimber_text(OMEGA * 2, ascii=True)
    ('*ω', '*(ω+1)', '*(omega*2)')
    """
    check_bool(ascii, "ascii")
    if isinstance(a, int) and not isinstance(a, bool):
        a = GeneralizedOrdinal(check_int(a, "the ordinal", minimum=0))
    if not isinstance(a, GeneralizedOrdinal):
        raise InputTypeError(f"the ordinal must be a non-negative int or a GeneralizedOrdinal, not {describe(a)}")
    if not a.is_ordinal:
        raise InputValueError(f"the ordinal must have positive coefficients, not {a}")
    if a.is_integer:
        return f"*{int_to_decimal(a.as_int())}"
    text = ordinal_text(a, ascii=ascii)
    head_exponent, head_coefficient = a.terms[0] if a.terms else (a, 1)
    bracket = len(a.terms) > 1 or (bool(head_exponent.terms) and head_coefficient != 1)
    return f"*({text})" if bracket else f"*{text}"
