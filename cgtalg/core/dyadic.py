"""Dyadic rationals: the numbers of short games.

Plain functions on :class:`fractions.Fraction` (and ``int``): validation, the
simplest number between two bounds, and birthdays. Exact throughout.
"""

from __future__ import annotations

from ..errors import InputTypeError, InputValueError, as_integer

from fractions import Fraction
from numbers import Rational

Dyadic = Fraction


def is_dyadic(q: Rational | int) -> bool:
    """Return True if *q* is a dyadic rational (denominator a power of two).

    Parameters
    ----------
    q : int or Fraction
        A rational number: an int or any :class:`numbers.Rational`.

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If *q* is not an int or a rational (floats and bools are refused, as
        by :func:`as_dyadic`: a float is not exact). A subclass of
        :class:`TypeError`.

    Examples
    --------
    >>> is_dyadic(Fraction(3, 8)), is_dyadic(Fraction(1, 3)), is_dyadic(-5)
    (True, False, True)
    >>> is_dyadic(0.5)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: expected an int or a rational, got float 0.5
    """
    d = exact_fraction(q, "expected an int or a rational").denominator
    return d & (d - 1) == 0


def exact_fraction(q: object, refusal: str) -> Fraction:
    """*q*, an integer or a rational of any library, as a Fraction of two plain ints.

    Integers are read by :func:`cgtalg.errors.as_integer` (NumPy's and
    sympy's included); any other :class:`numbers.Rational` by its numerator
    and denominator, each read the same way. The Fraction never holds a
    foreign scalar, whose arithmetic could wrap around.

    Parameters
    ----------
    q : object
        The value to convert.
    refusal : str
        The start of the error message when *q* is not a rational.

    Returns
    -------
    Fraction

    Raises
    ------
    InputTypeError
        If *q* is a bool, a float or anything else that is not an exact
        integer or rational.

    Examples
    --------
    >>> exact_fraction(Fraction(3, 4), "no"), exact_fraction(5, "no")
    (Fraction(3, 4), Fraction(5, 1))
    >>> exact_fraction(0.5, "expected a rational")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: expected a rational, got float 0.5
    """
    if type(q) is Fraction and type(q.numerator) is int and type(q.denominator) is int:
        return q
    n = as_integer(q)
    if n is not None:
        return Fraction(n)
    if isinstance(q, Rational) and not isinstance(q, bool):
        a = as_integer(q.numerator)
        b = as_integer(q.denominator)
        if a is not None and b is not None and b != 0:
            return Fraction(a, b)
    raise InputTypeError(f"{refusal}, got {type(q).__name__} {q!r}")


def as_dyadic(q: object) -> Fraction:
    """Convert *q* (int or Fraction) to a dyadic Fraction, or raise.

    Parameters
    ----------
    q : object
        The value to convert: an int or a rational.

    Returns
    -------
    Fraction
        *q* itself when it is already a dyadic Fraction.

    Raises
    ------
    InputTypeError
        If *q* is not an int or a rational (floats and bools are refused:
        floats are not exact). A subclass of :class:`TypeError`.
    InputValueError
        If *q* is rational but not dyadic. A subclass of :class:`ValueError`.

    Examples
    --------
    >>> as_dyadic(3)
    Fraction(3, 1)
    >>> as_dyadic(Fraction(1, 3))
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: 1/3 is not a dyadic rational: short games have only dyadic numbers
    """
    if type(q) is Fraction:  # the common cases first, without copying
        d = q.denominator
        if d & (d - 1) == 0 and type(d) is int and type(q.numerator) is int:
            return q
    elif type(q) is int:
        return Fraction(q)
    f = exact_fraction(q, "expected an int or a dyadic Fraction")
    if not is_dyadic(f):
        raise InputValueError(f"{f} is not a dyadic rational: short games have only dyadic numbers")
    return f


def _floor(q: Fraction) -> int:
    return q.numerator // q.denominator


def _ceil(q: Fraction) -> int:
    return -((-q.numerator) // q.denominator)


def simplest_between(lo: Fraction | int | None, hi: Fraction | int | None) -> Fraction:
    """Return the simplest number strictly between *lo* and *hi*.

    ``None`` means no bound on that side. This is the value of ``{lo | hi}``
    when both are numbers (the simplicity rule). The bounds may be any
    rationals; the answer is always dyadic.

    Parameters
    ----------
    lo : int or Fraction or None
        The lower bound (excluded), or None for none.
    hi : int or Fraction or None
        The upper bound (excluded), or None for none.

    Returns
    -------
    Fraction
        The number of least birthday in the open interval (0 when 0 is in
        it).

    Raises
    ------
    InputValueError
        If ``lo >= hi`` (a subclass of :class:`ValueError`).

    References
    ----------
    Winning Ways, chapter 2 (the simplicity rule); Lessons in Play, chapter 4;
    Siegel, *Combinatorial Game Theory*, II.3.

    Examples
    --------
    >>> simplest_between(None, None), simplest_between(0, None), simplest_between(None, -2)
    (Fraction(0, 1), Fraction(1, 1), Fraction(-3, 1))
    >>> simplest_between(Fraction(1, 4), Fraction(1, 2))
    Fraction(3, 8)
    >>> simplest_between(-3, 5)
    Fraction(0, 1)
    """
    if lo is not None and hi is not None and lo >= hi:
        raise InputValueError(f"no number lies strictly between {lo} and {hi}")
    if lo is None and hi is None:
        return Fraction(0)
    if hi is None:
        assert lo is not None
        lo = Fraction(lo)
        return Fraction(0) if lo < 0 else Fraction(_floor(lo) + 1)
    if lo is None:
        hi = Fraction(hi)
        return Fraction(0) if hi > 0 else Fraction(_ceil(hi) - 1)
    lo, hi = Fraction(lo), Fraction(hi)
    if lo < 0 < hi:
        return Fraction(0)
    # An integer strictly inside? take the one nearest zero.
    n = _floor(lo) + 1
    if n < hi:
        if hi <= 0:
            return Fraction(_ceil(hi) - 1)
        return Fraction(n)
    # Otherwise the dyadic with the least denominator between them: both lie
    # in (n - 1, n); scale until an odd multiple of 2**-k fits.
    k = 1
    while True:
        scale = 1 << k
        m = _floor(lo * scale) + 1
        if Fraction(m, scale) < hi:
            return Fraction(m, scale)
        k += 1


def birthday_of_number(q: Fraction | int) -> int:
    """Return the birthday of the dyadic number *q*.

    An integer ``n`` is born on day ``|n|``; ``n + p/2**k`` (0 < p/2**k < 1,
    ``p`` odd) on day ``|integer part| + 1 + k`` counted as in the sign expansion.

    Parameters
    ----------
    q : int or Fraction
        A dyadic rational.

    Returns
    -------
    int
        The birthday, also the length of the sign expansion of *q*.

    Raises
    ------
    InputTypeError
        If *q* is not an int or a rational (floats and bools are refused).
    InputValueError
        If *q* is rational but not dyadic.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.1 (birthdays).

    Examples
    --------
    >>> [birthday_of_number(x) for x in (0, 3, -2, Fraction(1, 2), Fraction(-3, 4), Fraction(5, 8))]
    [0, 3, 2, 2, 3, 4]
    """
    q = as_dyadic(q)
    d = q.denominator
    if d == 1:
        return abs(q.numerator)
    k = d.bit_length() - 1
    whole = _floor(abs(q))
    return whole + 1 + k
