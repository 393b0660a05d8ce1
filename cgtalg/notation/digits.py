"""Decimal text for integers of any size, without touching Python's global limit.

Since Python 3.11, ``str(n)`` and ``int(s)`` refuse integers with more than
``sys.get_int_max_str_digits()`` decimal digits (4,300 by default), because
the built-in conversion is quadratic. A game can hold such a number (an
integer part, a numerator, a denominator ``2**k``, a nimber ``*k``), and the
notation must still print and read it. These two functions use the built-in
conversion below the limit and, above it, a divide-and-conquer conversion
that is subquadratic; the interpreter-wide limit is never changed.

* :func:`int_to_decimal` splits the binary number in halves at a power of two
  and recombines the halves in :mod:`decimal` arithmetic (whose big
  multiplication is a number-theoretic transform), then prints the decimal.
* :func:`decimal_to_int` splits the digit string in halves at a power of ten
  and recombines with ``int`` products (Karatsuba).

The recursion of both is on the number of halvings, ``log2`` of the size of
the number (at most about 40), never on anything a caller controls otherwise.

Examples
--------
>>> s = int_to_decimal(7 ** 20000)          # 16,902 digits: above the default limit
>>> len(s), s[:10], s[-5:]
(16902, '9136929735', '00001')
>>> decimal_to_int(s) == 7 ** 20000
True
>>> int_to_decimal(-12), decimal_to_int("0042")
('-12', 42)
"""

from __future__ import annotations

import decimal
import sys

from ..errors import InputTypeError, InputValueError, as_integer, describe

__all__ = ["int_to_decimal", "decimal_to_int"]

# Pieces of at most this many bits (about 2,466 digits) go through Decimal(int)
# directly; that conversion is quadratic but not limited, and cheap at this size.
_LEAF_BITS = 8192
# Pieces of at most this many digits go through int(); the smallest limit
# Python allows is 640 digits, so the leaf size is capped by the current limit.
_LEAF_DIGITS = 4000


def _limit() -> int:
    return sys.get_int_max_str_digits()


def int_to_decimal(n: int) -> str:
    """Return ``str(n)`` for an int of any size.

    Below Python's int-to-str digit limit this is ``str(n)``; above it, a
    divide-and-conquer conversion gives the same digits in subquadratic time.

    Parameters
    ----------
    n : int
        Any integer (NumPy's integers included; not a bool).

    Returns
    -------
    str
        Its decimal digits, with a leading ``-`` when negative.

    Raises
    ------
    InputTypeError
        If *n* is not an integer.

    Examples
    --------
    >>> int_to_decimal(10 ** 5000) == "1" + "0" * 5000
    True
    """
    if type(n) is not int:
        m = as_integer(n)
        if m is None:
            raise InputTypeError(f"int_to_decimal() takes an int, not {type(n).__name__} ({describe(n)})")
        n = m
    limit = _limit()
    bits = n.bit_length()
    # digits <= bits * log10(2) + 1; 0.30103 > log10(2) keeps the test safe.
    if limit == 0 or bits * 30103 < (limit - 1) * 100000:
        return str(n)
    sign = "-" if n < 0 else ""
    return sign + _to_decimal_text(abs(n))


def _to_decimal_text(n: int) -> str:
    ctx = decimal.Context(
        prec=decimal.MAX_PREC, Emax=decimal.MAX_EMAX, Emin=decimal.MIN_EMIN,
        traps=[decimal.Inexact, decimal.Overflow, decimal.InvalidOperation],
    )
    powers: dict[int, decimal.Decimal] = {1: decimal.Decimal(2)}

    def power_of_two(k: int) -> decimal.Decimal:  # 2**k for k a power of two
        j = 1
        while j < k:
            if 2 * j not in powers:
                powers[2 * j] = ctx.multiply(powers[j], powers[j])
            j *= 2
        return powers[k]

    def convert(m: int, bits: int) -> decimal.Decimal:
        if bits <= _LEAF_BITS:
            return decimal.Decimal(m)
        half = 1 << ((bits - 1).bit_length() - 1)  # the largest power of two below bits
        high = convert(m >> half, bits - half)
        low = convert(m & ((1 << half) - 1), half)
        return ctx.add(ctx.multiply(high, power_of_two(half)), low)

    return str(convert(n, n.bit_length()))


def decimal_to_int(digits: str) -> int:
    """Return ``int(digits)`` for a string of ASCII digits of any length.

    Parameters
    ----------
    digits : str
        One or more of ``0``-``9`` (no sign, no spaces).

    Returns
    -------
    int

    Raises
    ------
    InputTypeError
        If *digits* is not a str.
    InputValueError
        If it is empty or holds anything but the ASCII digits.

    Examples
    --------
    >>> decimal_to_int("9" * 6000) == 10 ** 6000 - 1
    True
    """
    if type(digits) is not str:
        raise InputTypeError(f"decimal_to_int() takes a str of digits, not {type(digits).__name__} ({describe(digits)})")
    if not (digits.isascii() and digits.isdigit()):
        raise InputValueError(f"decimal_to_int() takes one or more of the digits 0-9, got {describe(digits)}")
    limit = _limit()
    if limit == 0 or len(digits) <= limit:
        return int(digits)
    leaf = min(_LEAF_DIGITS, limit)
    powers: dict[int, int] = {}

    def convert(lo: int, hi: int) -> int:
        if hi - lo <= leaf:
            return int(digits[lo:hi])
        half = 1 << ((hi - lo - 1).bit_length() - 1)  # digits in the low part
        p = powers.get(half)
        if p is None:
            p = powers[half] = 10 ** half
        return convert(lo, hi - half) * p + convert(hi - half, hi)

    return convert(0, len(digits))
