"""Sign expansions of dyadic numbers, and the ordinal sum of two numbers.

Every dyadic number ``x`` is reached from 0 by a unique walk in the binary
tree of numbers: ``+`` steps up (right), ``-`` steps down (left). The string of
steps is the *sign expansion* of ``x``; its length is the birthday of ``x``.

Reading a sign string back: a first run of ``p`` equal signs is worth ``±p``,
and the ``t``-th sign after that run is worth ``±2**-t``. So ``+-`` is 1/2,
``++-`` is 3/2, ``-+-`` is -3/4 and ``+-+-`` is 5/8.

For numbers ``x`` and ``y``, with ``x`` in canonical form, the ordinal sum
``x : y`` is the number whose sign expansion is that of ``x`` followed by that
of ``y`` (:func:`number_ordinal_sum`). This is the shortcut the flipping-coins
algorithm folds with; the general ``cgtalg.ordinal_sum`` on games agrees with it.

All three functions are exact, iterative and linear in the length of the sign
expansions involved; numerators with hundreds of thousands of bits are fine.

Examples
--------
>>> from fractions import Fraction
>>> sign_expansion(Fraction(5, 8))
'+-+-'
>>> from_sign_expansion('-+-')
Fraction(-3, 4)
>>> number_ordinal_sum(1, Fraction(-1, 2))      # '+' then '-+': '+-+' = 3/4
Fraction(3, 4)
"""

from __future__ import annotations

from ..errors import InputTypeError, InputValueError, check_int, describe

from fractions import Fraction

from .dyadic import as_dyadic, birthday_of_number

__all__ = ["sign_expansion", "from_sign_expansion", "number_ordinal_sum", "DEFAULT_LIMIT"]

#: Longest sign expansion produced unless the caller raises the limit. A
#: number's sign expansion is as long as its birthday, so ``10**9`` would need
#: a string of a billion characters; we refuse that rather than exhaust memory.
DEFAULT_LIMIT = 10**7

_BITS_TO_SIGNS = str.maketrans("01", "-+")
_PLUS_AS_BIT = str.maketrans("+-", "10")
_MINUS_AS_BIT = str.maketrans("+-", "01")


def _shown(q: Fraction) -> str:
    """*q* as written (``3/4``), or by its size when its parts are too long to print."""
    return str(q) if q.numerator.bit_length() + q.denominator.bit_length() <= 400 else describe(q)


def sign_expansion(x: Fraction | int, *, limit: int | None = DEFAULT_LIMIT) -> str:
    """Return the sign expansion of the dyadic number *x* as a string of ``+``/``-``.

    Parameters
    ----------
    x : int or Fraction
        A dyadic rational.
    limit : int or None, optional
        Refuse expansions longer than this (the length is the birthday of
        *x*). ``None`` means no limit.

    Returns
    -------
    str
        ``''`` for 0; otherwise the signs of the walk from 0 to *x*.

    Raises
    ------
    InputTypeError
        If *x* is not an int or a Fraction (floats are refused), or *limit*
        is neither None nor an int. A subclass of :class:`TypeError`.
    InputValueError
        If *x* is not dyadic, *limit* is negative, or the expansion is
        longer than *limit*. A subclass of :class:`ValueError`.

    Examples
    --------
    >>> from fractions import Fraction
    >>> [sign_expansion(q) for q in (0, 3, -2, Fraction(1, 2), Fraction(3, 2), Fraction(-3, 4))]
    ['', '+++', '--', '+-', '++-', '-+-']
    >>> sign_expansion(Fraction(1, 3))
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: 1/3 is not a dyadic rational: short games have only dyadic numbers
    """
    q = as_dyadic(x)
    if limit is not None:
        limit = check_int(limit, "the limit on a sign expansion's length", minimum=0)
    length = birthday_of_number(q)
    if limit is not None and length > limit:
        raise InputValueError(
            f"the sign expansion of {_shown(q)} has {describe(length)} signs, more than the limit {limit}"
        )
    negative = q < 0
    if negative:
        q = -q
    whole = q.numerator // q.denominator
    if q.denominator == 1:
        signs = "+" * whole
    else:
        k = q.denominator.bit_length() - 1
        bits = format(q.numerator - whole * q.denominator, f"0{k}b")
        # n + 0.b1 b2 ... bk  (bk = 1):  '+' * (n + 1), '-', then b1 .. b(k-1)
        # read as 1 -> '+', 0 -> '-'.
        signs = "+" * (whole + 1) + "-" + bits[:-1].translate(_BITS_TO_SIGNS)
    if negative:
        signs = signs.translate(str.maketrans("+-", "-+"))
    return signs


def from_sign_expansion(signs: str) -> Fraction:
    """Return the number whose sign expansion is *signs*.

    Any string over ``+``/``-`` is the sign expansion of exactly one dyadic
    number (the empty string is 0).

    Parameters
    ----------
    signs : str
        A string of ``+`` and ``-`` (possibly empty).

    Returns
    -------
    Fraction
        The dyadic number reached by that walk from 0.

    Raises
    ------
    InputTypeError
        If *signs* is not a string (a subclass of :class:`TypeError`).
    InputValueError
        If *signs* contains a character other than ``+`` and ``-`` (a
        subclass of :class:`ValueError`).

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.3.

    Examples
    --------
    >>> [str(from_sign_expansion(s)) for s in ('', '+', '+-', '+--', '++-', '-+-', '+-+-')]
    ['0', '1', '1/2', '1/4', '3/2', '-3/4', '5/8']
    >>> from_sign_expansion('+0')
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: sign expansions use only '+' and '-': found '0' at index 1
    """
    if not isinstance(signs, str):
        raise InputTypeError(f"a sign expansion is a str of '+' and '-', got {type(signs).__name__}")
    stripped = signs.strip("+-")
    if stripped:
        bad = stripped[0]
        raise InputValueError(
            f"sign expansions use only '+' and '-': found {bad!r} at index {signs.index(bad)}"
        )
    if not signs:
        return Fraction(0)
    first = signs[0]
    other = "-" if first == "+" else "+"
    run = signs.find(other)
    if run < 0:
        run = len(signs)
    rest = signs[run:]
    whole = run if first == "+" else -run
    if not rest:
        return Fraction(whole)
    # rest[t-1] is worth +-2**-t: numerator over 2**len(rest) is (plus bits) - (minus bits).
    length = len(rest)
    plus = int(rest.translate(_PLUS_AS_BIT), 2)
    minus = int(rest.translate(_MINUS_AS_BIT), 2)
    numerator = (whole << length) + plus - minus
    # The last sign is worth 2**-length and the others are multiples of twice
    # that, so the numerator is odd and the fraction is in lowest terms.
    return Fraction(numerator, 1 << length)


def number_ordinal_sum(x: Fraction | int, y: Fraction | int, *, limit: int | None = DEFAULT_LIMIT) -> Fraction:
    """Return the ordinal sum ``x : y`` of two numbers, base *x* in canonical form.

    It is the number whose sign expansion is the sign expansion of *x*
    followed by that of *y*.

    Parameters
    ----------
    x : int or Fraction
        The base, a dyadic rational.
    y : int or Fraction
        The subordinate, a dyadic rational.
    limit : int or None, optional
        As for :func:`sign_expansion`, applied to each argument's expansion.

    Returns
    -------
    Fraction
        The dyadic number ``x : y``.

    Raises
    ------
    InputTypeError, InputValueError
        As :func:`sign_expansion`, for either number or *limit*.

    References
    ----------
    Winning Ways, chapter 6; Siegel, *Combinatorial Game Theory*, II.3.

    Examples
    --------
    >>> from fractions import Fraction
    >>> number_ordinal_sum(0, Fraction(1, 2)), number_ordinal_sum(2, Fraction(1, 4))
    (Fraction(1, 2), Fraction(9, 4))
    >>> number_ordinal_sum(-1, Fraction(1, 4))   # '-' + '+--' = '-+--' = -7/8
    Fraction(-7, 8)
    """
    return from_sign_expansion(sign_expansion(x, limit=limit) + sign_expansion(y, limit=limit))
