"""Nim arithmetic of the ordinals below ω^ω^ω, exactly: the algebraic closure of the field with two elements.

Conway extended nim-addition and nim-multiplication (the mex rules of
:mod:`cgtalg.impartial.nimbers`) to all ordinals; the ordinals below
``ω^ω^ω`` are then the algebraic closure of ``{0, 1}``. An ordinal below
``ω^ω^ω`` is a sum ``ω^β·n + ...`` with ``β < ω^ω`` a polynomial
``ω^k·a_k + ... + ω·a_1 + a_0`` in ω with natural coefficients; here it is a
:class:`~cgtalg.transfinite.GeneralizedOrdinal` with positive coefficients
whose exponents have integer exponents (or a non-negative ``int``). Every such
ordinal below ``ω^(ω^6541)`` is accepted (see :data:`PRIME_LIMIT`).

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
``x^((2^e - 1)/p) = 1``. The test runs in the smallest field of the tower that
holds the candidate, packed densely into one integer of ``e`` bits
(``cgtalg.impartial._term_algebra``): ``e`` squarings, each a few masked shifts
per generator of the tower, and a product by the candidate (a few terms) per
bit of the exponent; a candidate that is a single κ (the top of its tower,
``g^q = r``) is tested one field lower, on ``r``.
Every α is computed on first need, for any odd prime (the primes are sieved
on demand, below :data:`PRIME_LIMIT` = ``2^16``, so the ordinals below
``ω^(ω^6541)`` are covered); an α whose test field has degree above
:data:`DEGREE_LIMIT` = ``2^17`` is refused by name, with that degree (the
first is ``α_283``, which needs ``GF(2^237820)``). ``α_167`` (degree 68060)
takes about 9 CPU-seconds, ``α_263`` (102180) about 25 and ``α_563`` (118020,
the largest below 600 within the limit) about 40; the α's of the primes whose
field is small (most of them) a fraction of a second.

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
and ``NimFieldCalculator`` (the test in the field of ``κ_(f(p))``, whose ``termCount`` is our degree)
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
from bisect import bisect_left

from ..core.cache import BoundedCache
from ..errors import InputTypeError, InputValueError, InputZeroDivisionError, check_bool, check_int, describe
from ..notation.digits import int_to_decimal
from ..transfinite import GeneralizedOrdinal, omega_power, ordinal_text
from ..transfinite.generalized_ordinal import TERM_LIMIT
from ._term_algebra import Monomial, TermAlgebra
from .nimbers import nim_inverse, nim_power, nim_product, nim_square_root

__all__ = ["ordinal_nim_sum", "ordinal_nim_product", "ordinal_nim_power", "ordinal_nim_inverse",
           "ordinal_nim_square_root", "lenstra_alpha", "lenstra_excess", "ordinal_nimber_text",
           "PRIME_LIMIT", "DEGREE_LIMIT", "POWER_BITS_LIMIT", "PAIR_LIMIT"]

#: The bound on the primes: the κ's of the odd primes below it are indexed (sieved on demand), so the
#: arithmetic reaches the ordinals below ``ω^(ω^6541)`` (6541 odd primes below ``2^16``).
PRIME_LIMIT = 1 << 16
#: The largest dimension over ``{0, 1}`` of the finite field in which Lenstra's p-th power test (or the
#: degree of a κ) is computed: ``e`` squarings of an ``e``-bit element, each some ``8·log2 q`` masked
#: shifts per generator of degree ``q`` (``α_563``, degree 118020, about 40 CPU-s; ``α_283``'s 237820,
#: about 170 CPU-s a candidate, refused).
DEGREE_LIMIT = 1 << 17
#: The most bits in the exponent of a nim-power of a transfinite ordinal (one squaring per bit).
POWER_BITS_LIMIT = 1 << 12
#: The most pairs of terms a nim-product may multiply (the product of the two term counts).
PAIR_LIMIT = 1 << 18

# An ordinal below ω^ω^ω, inside: {exponent key: finite nimber coefficient}, the key of ω^β with
# β = ω^k·a_k + ... + a_0 the tuple (a_0, ..., a_k) without trailing zeros; coefficients nonzero.
_Element = dict[tuple[int, ...], int]
_ONE: _Element = {(): 1}

_MONOMIAL_PRODUCTS = BoundedCache("ordinal nim products of ω-powers", 1 << 16)
#: α_p and m_p by the index k of p among the odd primes (filled on first need, lower primes as needed).
_ALPHAS: dict[int, _Element] = {}
_EXCESSES: dict[int, int] = {}
_ALPHA_LOCK = threading.RLock()
#: The odd primes in order: all those below _SIEVED[0], sieved further on demand up to PRIME_LIMIT.
_PRIMES: list[int] = [3, 5, 7, 11, 13]
_SIEVED = [16]


# -- the odd primes -------------------------------------------------------------------------

def _sieve_primes(limit: int) -> list[int]:
    """The odd primes below *limit*, by the sieve of Eratosthenes."""
    flags = bytearray([1]) * limit
    flags[:2] = b"\x00\x00"
    for n in range(2, int(limit ** 0.5) + 1):
        if flags[n]:
            flags[n * n::n] = bytes(len(range(n * n, limit, n)))
    return [n for n in range(3, limit, 2) if flags[n]]


def _odd_prime(k: int) -> int:
    """The ``(k+1)``-th odd prime (3 for k = 0); refused past the odd primes below PRIME_LIMIT."""
    while k >= len(_PRIMES) and _SIEVED[0] < PRIME_LIMIT:
        _SIEVED[0] = min(PRIME_LIMIT, 4 * _SIEVED[0])
        _PRIMES[:] = _sieve_primes(_SIEVED[0])
    if k >= len(_PRIMES):
        raise InputValueError(f"the ordinals here are below ω^(ω^{len(_PRIMES)}): their κ's are those of the "
                              f"{len(_PRIMES)} odd primes below PRIME_LIMIT = {PRIME_LIMIT}; ω^(ω^{k}) is past them")
    return _PRIMES[k]


def _prime_index(p: int) -> int | None:
    """The index k of the odd prime *p* (``p < PRIME_LIMIT``), or None if *p* is not an odd prime."""
    if p < 3 or p % 2 == 0 or any(p % d == 0 for d in range(3, int(p ** 0.5) + 1, 2)):
        return None
    while _PRIMES[-1] < p:
        _odd_prime(len(_PRIMES))
    return bisect_left(_PRIMES, p)


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
        p = _odd_prime(k)
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


# -- the tower: an element as a polynomial in its top κ over the field of the lower ones -----------

def _top_generator(x: _Element) -> tuple[int, int] | None:
    """The largest ``(k, t)`` whose ``κ_(p^(t+1))`` (``p = _odd_prime(k)``) occurs in *x*; None if *x* is finite."""
    top = None
    for key in x:
        if key:
            k = len(key) - 1
            place = (k, len(_digits(key[k], _odd_prime(k))) - 1)
            top = place if top is None or place > top else top
    return top


def _split(x: _Element, k: int, t: int) -> list[_Element]:
    """*x* as ``Σ c_i g^i`` for ``g = κ_(p^(t+1))``, the top κ of *x*: the list of the ``c_i`` (``i < p``)."""
    p = _odd_prime(k)
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
                padded[k] += i * _odd_prime(k) ** t
                key = tuple(padded)
            out[key] = c
    return out


def _relation(k: int, t: int) -> _Element:
    """``g^p`` for ``g = κ_(p^(t+1))``: ``κ_(p^t)``, or ``α_p`` when ``t = 0``."""
    return {(0,) * k + (_odd_prime(k) ** (t - 1),): 1} if t else _alpha(k)


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
    p = _odd_prime(k)
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
    p = _odd_prime(k)
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
    k = _prime_index(r)
    assert k is not None
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
    algebra, monomials = _field_of(g, f"κ_{h}: the degree of κ_{h // q}")
    if algebra.degree(algebra.element(monomials)) % q == 0:
        return g
    out = dict(g)
    for key, c in _prime_power_kappa(q).items():
        _add_into(out, key, c)
    return out


# The generators of a term algebra: ("F", i) for the Fermat 2-power 2^(2^i), (k, t) for κ_(p^(t+1)),
# p the (k+1)-th odd prime; the order of the tower is the order of these ordinals.
_Generator = tuple[object, int]


def _kappas_of(x: _Element) -> set[tuple[int, int]]:
    """The κ's ``(k, t)`` in the monomials of *x*."""
    out = set()
    for key in x:
        for k, a in enumerate(key):
            for t, d in enumerate(_digits(a, _odd_prime(k)) if a else ()):
                if d:
                    out.add((k, t))
    return out


def _field_of(x: _Element, purpose: str) -> tuple[TermAlgebra, list[Monomial]]:
    """The term algebra of the finite field generated by the κ's and nimbers that *x* (below some
    ``κ_p``) needs, with the relations among them, and *x* as its monomials."""
    kappas: set[tuple[int, int]] = set()
    bits = max((c.bit_length() for c in x.values()), default=0)
    pending = sorted(_kappas_of(x))
    while pending:
        k, t = pending.pop()
        if (k, t) in kappas:
            continue
        kappas.add((k, t))
        if t:
            pending.append((k, t - 1))
        else:
            alpha = _alpha(k)
            bits = max([bits] + [c.bit_length() for c in alpha.values()])
            pending.extend(_kappas_of(alpha) - kappas)
    fermat = 0  # the Fermat 2-powers 2, 4, 16, ..., 2^(2^(fermat-1)) span the nimbers below 2^(2^fermat)
    while (1 << fermat) < bits:
        fermat += 1
    generators: list[_Generator] = [("F", i) for i in range(fermat)] + sorted(kappas)  # type: ignore[misc]
    degrees = [2] * fermat + [_odd_prime(k) for k, _ in sorted(kappas)]
    dimension = 1
    for q in degrees:
        dimension *= q
    if dimension > DEGREE_LIMIT:
        raise InputValueError(f"{purpose} needs the finite field of degree {dimension} over {{0, 1}}, above "
                              f"DEGREE_LIMIT = {DEGREE_LIMIT}: about {dimension} squarings of elements of as many "
                              f"bits, refused as too long")
    index = {g: i for i, g in enumerate(generators)}

    def monomials(y: _Element) -> list[Monomial]:
        out = []
        for key, c in y.items():
            exponent = [0] * len(generators)
            for k, a in enumerate(key):
                for t, d in enumerate(_digits(a, _odd_prime(k)) if a else ()):
                    if d:
                        exponent[index[(k, t)]] = d
            for b in range(c.bit_length()):
                if c >> b & 1:
                    for i in range(fermat):
                        exponent[i] = b >> i & 1
                    out.append(tuple(exponent))
        return out

    relations: list[list[Monomial]] = []
    for i, (kind, t) in enumerate(generators):
        if kind == "F":
            unit = [0] * len(generators)
            unit[i] = 1
            lower = [1] * t + [0] * (len(generators) - t)
            relations.append([tuple(unit), tuple(lower)])  # (2^(2^t))^2 = 2^(2^t) + 2^(2^t - 1)
        elif t:
            below = [0] * len(generators)
            below[index[(kind, t - 1)]] = 1
            relations.append([tuple(below)])  # κ_(p^(t+1))^p = κ_(p^t)
        else:
            relations.append(monomials(_alpha(kind)))  # type: ignore[arg-type]
    return TermAlgebra(degrees, relations), monomials(x)


def _is_power(x: _Element, p: int) -> bool:
    """Whether nonzero *x* (below ``κ_p``) is a *p*-th power of an ordinal below ``κ_p``.

    The field below ``κ_p`` is the union of the ``GF(2^e)`` with every prime factor of ``e``
    below ``p``. For ``e`` a multiple of the degree of *x* and of ``f = f(p)``, ``p`` divides
    ``2^e - 1`` exactly as often as ``2^f - 1`` (``p ∤ e/f``), in every such field alike, so *x*
    is a ``p``-th power exactly when ``x^((2^e - 1)/p) = 1`` in the smallest field of the tower
    that holds *x* (if ``f ∤ e``, ``p ∤ 2^e - 1`` and every element is a ``p``-th power).
    """
    algebra, monomials = _field_of(x, f"α_{p}: Lenstra's test of {_to_ordinal(x)} for a {p}-th root")
    return algebra.is_power(monomials, p)


def _alpha(k: int) -> _Element:
    """``α_p`` for ``p`` the ``(k+1)``-th odd prime, computing the α's it needs first."""
    hit = _ALPHAS.get(k)
    if hit is not None:
        return hit
    with _ALPHA_LOCK:  # one computation at a time; a lower α is computed inside a higher one's
        if k in _ALPHAS:
            return _ALPHAS[k]
        p = _odd_prime(k)
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
        _EXCESSES[k] = m  # before the α, which readers test for
        _ALPHAS[k] = candidate
    return _ALPHAS[k]


# -- conversion -----------------------------------------------------------------------------

def _to_element(value: object, what: str) -> _Element:
    """*value* (a non-negative int or an ordinal GeneralizedOrdinal below ``ω^(ω^6541)``) as an element."""
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
    try:
        _odd_prime(k)
    except InputValueError as problem:
        raise InputValueError(f"{what} = {value} is past the range: {problem}") from None
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
        Ordinals below ``ω^(ω^6541)`` (non-negative ints, or generalized ordinals with positive
        coefficients whose exponents are below ``ω^6541``).

    Returns
    -------
    GeneralizedOrdinal
        0 for no argument.

    Raises
    ------
    InputTypeError
        For a value that is neither an int nor a GeneralizedOrdinal (bools included).
    InputValueError
        For a negative value, one with a negative coefficient, or one not below ``ω^(ω^6541)``.

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
    """The nim-product of two ordinals below ``ω^(ω^6541)``: multiplication in ``On2``.

    Parameters
    ----------
    a, b : int or GeneralizedOrdinal
        Ordinals below ``ω^(ω^6541)``.

    Returns
    -------
    GeneralizedOrdinal

    Raises
    ------
    InputTypeError
        For a value that is neither an int nor a GeneralizedOrdinal.
    InputValueError
        For a value that is not an ordinal below ``ω^(ω^6541)``, or when the two have more than
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
        An ordinal below ``ω^(ω^6541)``.
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
    """The nim-inverse of a nonzero ordinal below ``ω^(ω^6541)``: the ``b`` with ``a ⊗ b = 1``.

    Found by the extended Euclidean algorithm, one κ at a time (see the module's text).

    Parameters
    ----------
    a : int or GeneralizedOrdinal
        A nonzero ordinal below ``ω^(ω^6541)``.

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
    """The nim-square root of an ordinal below ``ω^(ω^6541)``: the unique ``r`` with ``r ⊗ r = a``.

    Squaring is a bijection of each finite field of characteristic 2; for ``a = Σ c_i g^i``
    in its largest κ, ``g^p = r``, the root is ``Σ √c_i·(g^((p+1)/2)/√r)^i``.

    Parameters
    ----------
    a : int or GeneralizedOrdinal
        An ordinal below ``ω^(ω^6541)``.

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
    if p >= PRIME_LIMIT:
        raise InputValueError(f"α_p is defined here for the odd primes below PRIME_LIMIT = {PRIME_LIMIT}, "
                              f"not {describe(p)}")
    k = _prime_index(p)
    if k is None:
        raise InputValueError(f"p must be an odd prime, not {p}")
    return k


def lenstra_alpha(p: object) -> GeneralizedOrdinal:
    """Lenstra's ``α_p``: the nim ``p``-th power of ``ω^(ω^k)``, for ``p`` the ``(k+1)``-th odd prime.

    It is the least ordinal below ``ω^(ω^k)`` that has no nim ``p``-th root below ``ω^(ω^k)``;
    Lenstra's theorem puts it at ``κ_(f(p)) + m_p``, and the least such ``m_p`` is searched.

    Parameters
    ----------
    p : int
        An odd prime below :data:`PRIME_LIMIT`.

    Returns
    -------
    GeneralizedOrdinal

    Raises
    ------
    InputTypeError
        If *p* is not an int.
    InputValueError
        If *p* is not an odd prime below :data:`PRIME_LIMIT`, or if its α needs a Lenstra test
        in a field of degree above :data:`DEGREE_LIMIT`.

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
        An odd prime below :data:`PRIME_LIMIT`.

    Returns
    -------
    int

    Raises
    ------
    InputTypeError
        If *p* is not an int.
    InputValueError
        If *p* is not an odd prime below :data:`PRIME_LIMIT`, or if its α needs a Lenstra test
        in a field of degree above :data:`DEGREE_LIMIT`.

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
