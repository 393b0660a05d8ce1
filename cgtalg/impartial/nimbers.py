"""Nimber arithmetic on non-negative integers: Conway's field On2.

The nimbers *0, *1, *2, ... are identified with the integers 0, 1, 2, ...
Nim-addition is binary addition without carries (XOR). Nim-multiplication is
the other operation that makes every initial segment {0, ..., 2**(2**k) - 1}
a finite field GF(2**(2**k)); it is defined by the mex rule

    a (x) b = mex{ a'(x)b + a(x)b' + a'(x)b' : a' < a, b' < b }

(all additions nim-additions). We compute it with the Fermat 2-power rules
instead: for ``D = 2**(2**k)``, ``x (x) D = x * D`` when ``x < D``, and
``D (x) D = 3D/2`` (that is ``D + D/2`` in nim-arithmetic), which splits a
product of 2m-bit numbers into three products of m-bit numbers (Karatsuba
style) and one product by ``D/2``. The recursion depth is ``log2`` of the bit
length (6 for 64-bit numbers), never near Python's limit.

References
----------
J. H. Conway, *On Numbers and Games*, chapter 6 ("The curious field On2").
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, chapter 14.

Examples
--------
>>> nim_product(2, 2), nim_product(4, 4), nim_product(16, 16)
(3, 6, 24)
>>> nim_product(nim_inverse(7), 7)
1
"""

from __future__ import annotations

import operator
from functools import reduce

from ..core.cache import BoundedCache
from ..errors import InputValueError, InputZeroDivisionError, check_int

__all__ = [
    "nim_sum",
    "nim_product",
    "nim_inverse",
    "nim_divide",
    "nim_power",
    "nim_square_root",
    "field_size",
    "MAX_NIM_BITS",
]

#: Nim-multiplication (and inversion, division, powers, square roots) takes
#: time about ``bits ** 1.3``: a few seconds for 16,384-bit operands, minutes
#: past a million bits. Operands are limited to this many bits (nimbers below
#: ``2**65536``, the field On2's subfield of that order) so that a huge
#: argument is refused at once instead of hanging; nim-addition has no limit.
MAX_NIM_BITS = 1 << 16


def _check(value: object, name: str = "a nimber") -> int:
    return check_int(value, name, minimum=0)


def _check_field(value: object, name: str) -> int:
    v = _check(value, name)
    if v.bit_length() > MAX_NIM_BITS:
        raise InputValueError(
            f"{name} has {v.bit_length()} bits; nim-multiplication is limited to nimbers "
            f"below 2**{MAX_NIM_BITS} (MAX_NIM_BITS = {MAX_NIM_BITS})"
        )
    return v


def nim_sum(*values: int) -> int:
    """Return the nim-sum (XOR) of non-negative ints; 0 for no argument.

    The nim-sum is the Grundy value of a sum of Nim heaps of these sizes,
    and the addition of the field On2. No size limit applies.

    Parameters
    ----------
    *values : int
        Non-negative integers (nimbers).

    Returns
    -------
    int

    Raises
    ------
    InputTypeError, InputValueError
        For a non-integer (bools included) or a negative integer.

    References
    ----------
    Winning Ways, chapter 4 (Sprague-Grundy theory); Conway, *On Numbers and
    Games*, chapter 6.

    Examples
    --------
    >>> nim_sum(22, 7, 25), nim_sum(24, 7, 25)
    (8, 6)
    >>> nim_sum(13, 6), nim_sum()
    (11, 0)
    """
    return reduce(operator.xor, (_check(v) for v in values), 0)


# Products of numbers below 256 are looked up, filled on first use.
_SMALL = BoundedCache("nim products below 256", 1 << 16)


def _mul(a: int, b: int) -> int:
    if a < 2 or b < 2:
        return a * b
    if a < 256 and b < 256:
        key = (a, b) if a <= b else (b, a)
        hit = _SMALL.get(key)
        if hit is not None:
            return hit
    bits = max(a, b).bit_length()
    half = 1  # half-width in bits: a, b < 2**(2*half), half a power of 2
    while 2 * half < bits:
        half *= 2
    mask = (1 << half) - 1
    a1, a0 = a >> half, a & mask
    b1, b0 = b >> half, b & mask
    hi = _mul(a1, b1)
    lo = _mul(a0, b0)
    mid = _mul(a1 ^ a0, b1 ^ b0) ^ lo  # a1*b1 + a1*b0 + a0*b1
    result = (mid << half) ^ lo ^ _mul(hi, 1 << (half - 1))
    if a < 256 and b < 256:
        _SMALL.put(key, result)
    return result


def nim_product(a: int, b: int) -> int:
    """Return the nim-product of two non-negative ints (multiplication in On2).

    Parameters
    ----------
    a, b : int
        Non-negative integers (nimbers).

    Returns
    -------
    int

    Raises
    ------
    InputTypeError, InputValueError
        For non-integers (bools included), negative integers and integers
        of more than :data:`MAX_NIM_BITS` bits.

    References
    ----------
    Conway, *On Numbers and Games*, chapter 6; Winning Ways, chapter 14.

    Examples
    --------
    >>> nim_product(2, 3), nim_product(8, 8), nim_product(5, 1)
    (1, 13, 5)
    """
    return _mul(_check_field(a, "a"), _check_field(b, "b"))


def field_size(*values: int) -> int:
    """Return the order ``2**(2**k)`` of the smallest finite subfield of On2 holding *values*.

    The subfields of On2 below ``2**(2**k)`` are the sets of nimbers less
    than a Fermat 2-power; with no value (or only 0 and 1) the answer is 2.

    Parameters
    ----------
    *values : int
        Non-negative integers (nimbers).

    Returns
    -------
    int
        A Fermat 2-power ``2**(2**k)``, ``k >= 0``.

    Raises
    ------
    InputTypeError, InputValueError
        For a non-integer (bools included) or a negative integer.

    References
    ----------
    Conway, *On Numbers and Games*, chapter 6; Winning Ways, chapter 14.

    Examples
    --------
    >>> field_size(1), field_size(2), field_size(3, 4), field_size(300)
    (2, 4, 16, 65536)
    """
    top = max((_check(v) for v in values), default=0)
    width = 1
    while top >= 1 << width:
        width *= 2
    return 1 << width


def nim_power(a: int, n: int) -> int:
    """Return ``a`` nim-raised to the integer power ``n`` (negative ``n`` uses the inverse).

    Computed by repeated squaring; ``nim_power(a, 0)`` is 1 for every *a*.

    Parameters
    ----------
    a : int
        A non-negative integer (nimber).
    n : int
        The exponent, of any sign.

    Returns
    -------
    int

    Raises
    ------
    InputTypeError, InputValueError
        For non-integers (bools included), negative integers and integers
        of more than :data:`MAX_NIM_BITS` bits.
        Also if *n* is not an int.
    InputZeroDivisionError
        For ``a == 0`` and a negative *n* (an :class:`~cgtalg.errors.InputValueError`
        that is also a :class:`ZeroDivisionError`).

    References
    ----------
    Conway, *On Numbers and Games*, chapter 6; Winning Ways, chapter 14.

    Examples
    --------
    >>> nim_power(2, 3), nim_power(2, 0), nim_power(3, -1)
    (1, 1, 2)
    """
    a = _check_field(a, "a")
    n = check_int(n, "the exponent")
    if n < 0:
        a, n = nim_inverse(a), -n
    result = 1
    while n:
        if n & 1:
            result = _mul(result, a)
        n >>= 1
        if n:
            a = _mul(a, a)
    return result


def _split(x: int) -> tuple[int, int, int]:
    """Return (half, high, low): x = high * D + low with D = 2**half a Fermat 2-power."""
    bits = x.bit_length()
    half = 1
    while 2 * half < bits:
        half *= 2
    return half, x >> half, x & ((1 << half) - 1)


def _inv(x: int) -> int:
    # GF(D^2) over GF(D): D is a root of t^2 + t + D/2, the other root is
    # D + 1, so the conjugate of x = a1 D + a0 is a1 D + (a0 + a1) and the
    # norm x * conj(x) = a0^2 + a0 a1 + a1^2 (D/2) lies in GF(D).
    if x == 1:
        return 1
    half, a1, a0 = _split(x)
    norm = _mul(a0, a0) ^ _mul(a0, a1) ^ _mul(_mul(a1, a1), 1 << (half - 1))
    n_inv = _inv(norm)
    return (_mul(a1, n_inv) << half) ^ _mul(a0 ^ a1, n_inv)


def _sqrt(x: int) -> int:
    # (b1 D + b0)^2 = b1^2 D + (b1^2 (D/2) + b0^2), solved for b1, b0.
    if x < 2:
        return x
    half, a1, a0 = _split(x)
    return (_sqrt(a1) << half) ^ _sqrt(a0 ^ _mul(a1, 1 << (half - 1)))


def nim_inverse(a: int) -> int:
    """Return the nim-multiplicative inverse of a positive int.

    Writing ``a = a1 * D + a0`` over the subfield below the Fermat 2-power
    ``D``, the inverse is the conjugate ``a1 * D + (a0 + a1)`` divided by the
    norm ``a0**2 + a0*a1 + a1**2 * (D/2)``, which lies in the subfield: one
    inversion of half the size and a few half-size products.

    Parameters
    ----------
    a : int
        A positive integer (nimber).

    Returns
    -------
    int
        The ``b`` with ``nim_product(a, b) == 1``.

    Raises
    ------
    InputTypeError, InputValueError
        For non-integers (bools included), negative integers and integers
        of more than :data:`MAX_NIM_BITS` bits.
    InputZeroDivisionError
        For ``a == 0`` (an :class:`~cgtalg.errors.InputValueError` that is
        also a :class:`ZeroDivisionError`).

    References
    ----------
    Conway, *On Numbers and Games*, chapter 6; Winning Ways, chapter 14.

    Examples
    --------
    >>> nim_inverse(2), nim_inverse(1)
    (3, 1)
    >>> nim_product(nim_inverse(1000), 1000)
    1
    """
    a = _check_field(a, "a")
    if a == 0:
        raise InputZeroDivisionError("*0 has no nim-inverse (a nim-product with *0 is always *0)")
    return _inv(a)


def nim_divide(a: int, b: int) -> int:
    """Return ``a`` nim-divided by ``b``: the unique ``c`` with ``nim_product(b, c) == a``.

    Parameters
    ----------
    a : int
        The dividend, a non-negative integer (nimber).
    b : int
        The divisor, a positive integer (nimber).

    Returns
    -------
    int

    Raises
    ------
    InputTypeError, InputValueError
        For non-integers (bools included), negative integers and integers
        of more than :data:`MAX_NIM_BITS` bits.
    InputZeroDivisionError
        For ``b == 0`` (an :class:`~cgtalg.errors.InputValueError` that is
        also a :class:`ZeroDivisionError`).

    References
    ----------
    Conway, *On Numbers and Games*, chapter 6; Winning Ways, chapter 14.

    Examples
    --------
    >>> nim_divide(6, 4), nim_product(4, nim_divide(6, 4))
    (4, 6)
    """
    return _mul(_check_field(a, "a"), nim_inverse(b))


def nim_square_root(a: int) -> int:
    """Return the nim-square root of *a*: the unique ``r`` with ``nim_product(r, r) == a``.

    Squaring is a bijection of each finite field of characteristic 2. With
    ``a = a1 * D + a0`` as in :func:`nim_inverse`, the root is
    ``sqrt(a1) * D + sqrt(a0 + a1 * (D/2))``.

    Parameters
    ----------
    a : int
        A non-negative integer (nimber).

    Returns
    -------
    int

    Raises
    ------
    InputTypeError, InputValueError
        For non-integers (bools included), negative integers and integers
        of more than :data:`MAX_NIM_BITS` bits.

    References
    ----------
    Conway, *On Numbers and Games*, chapter 6; Winning Ways, chapter 14.

    Examples
    --------
    >>> nim_square_root(3), nim_square_root(6), nim_square_root(24)
    (2, 4, 16)
    """
    return _sqrt(_check_field(a, "a"))
