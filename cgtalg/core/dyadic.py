"""Dyadic rationals: the numbers of short games, as Fractions and as integer pairs.

Two spellings of one number, exact throughout:

* a :class:`fractions.Fraction` (and ``int``) at the public API: validation
  (:func:`is_dyadic`, :func:`as_dyadic`, :func:`exact_fraction`), the
  simplest number between two bounds (:func:`simplest_between`) and birthdays
  (:func:`birthday_of_number`);
* a pair of ints ``(a, e)`` meaning ``a / 2**e``, the form the store and the
  engine compute with: :func:`dyadic_normal`, :func:`dyadic_less`,
  :func:`dyadic_fraction`, :func:`simplest_dyadic` and
  :func:`dyadic_birthday`, integer arithmetic only.

**Invariant.** A pair in *normal form* has ``e >= 0`` and ``a`` odd unless
``e == 0``, so each dyadic number has exactly one normal pair; every
function here that returns a pair returns it in normal form, and the
Fractions it makes are in lowest terms and indistinguishable from
``Fraction(a, 2**e)``. Compiled with the core, whose store calls the pair
functions and :func:`normal_fraction` as C functions.

References
----------
Siegel, *Combinatorial Game Theory*, II.3 (numbers, the simplicity rule);
*Winning Ways*, ch. 2.
"""

from __future__ import annotations

from ..errors import InputTypeError, InputValueError, as_integer, describe
from . import _capi

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
    raise InputTypeError(f"{refusal}, got {type(q).__name__} {describe(q)}")


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
        shown = str(f) if f.numerator.bit_length() + f.denominator.bit_length() <= 400 else describe(f)
        raise InputValueError(f"{shown} is not a dyadic rational: short games have only dyadic numbers")
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


# ----------------------------------------------------------------------------------
# Integer pairs a / 2**e
# ----------------------------------------------------------------------------------


def dyadic_normal(a: int, e: int) -> tuple[int, int]:
    """``(a, e)`` reduced so that ``a`` is odd or ``e == 0``; the same number ``a / 2**e``.

    Parameters
    ----------
    a : int
        The numerator.
    e : int
        The exponent of the denominator ``2**e``, at least 0 (not checked).

    Returns
    -------
    tuple of (int, int)
        The same number with ``a`` odd, or ``e == 0``; ``(0, 0)`` for zero.

    Examples
    --------
    >>> dyadic_normal(12, 3), dyadic_normal(12, 1), dyadic_normal(0, 5), dyadic_normal(-3, 2)
    ((3, 1), (6, 0), (0, 0), (-3, 2))
    """
    if e == 0 or a & 1:
        return a, e
    if a == 0:
        return 0, 0
    t = (a & -a).bit_length() - 1  # the number of trailing zero bits of a
    if t >= e:
        return a >> e, 0
    return a >> t, e - t


def dyadic_fraction(a: int, e: int) -> Fraction:
    """The Fraction ``a / 2**e`` for any int *a* and ``e >= 0``, built without a gcd.

    For code that keeps dyadic rationals as integer pairs (the analysis's
    thermograph walls) and turns them into Fractions only at its public API.

    Parameters
    ----------
    a : int
        The numerator.
    e : int
        The exponent of the denominator ``2**e``, at least 0 (not checked).

    Returns
    -------
    Fraction
        In lowest terms.

    Examples
    --------
    >>> dyadic_fraction(12, 3), dyadic_fraction(-3, 0), dyadic_fraction(0, 4)
    (Fraction(3, 2), Fraction(-3, 1), Fraction(0, 1))
    """
    a, e = dyadic_normal(a, e)
    return normal_fraction(a, e)


def dyadic_less(a: int, e: int, b: int, f: int) -> bool:
    """``a / 2**e < b / 2**f`` (both in the normal form of :func:`dyadic_normal`).

    Parameters
    ----------
    a, e : int
        The first number, ``a / 2**e``.
    b, f : int
        The second number, ``b / 2**f``.

    Returns
    -------
    bool
        Exact: the numerators are shifted, never divided.

    Examples
    --------
    >>> dyadic_less(1, 1, 1, 0), dyadic_less(3, 2, 1, 1), dyadic_less(-1, 0, -3, 2)
    (True, False, True)
    """
    if e == f:
        return a < b  # type: ignore[no-any-return]
    if e > f:
        return a < (b << (e - f))  # type: ignore[no-any-return]
    return (a << (f - e)) < b  # type: ignore[no-any-return]


def dyadic_birthday(a: int, e: int) -> int:
    """The birthday of the number ``a / 2**e`` (normal form): ``|a|`` for an integer, else ``floor(|x|) + 1 + e``.

    :func:`birthday_of_number` on the pair, without a Fraction.

    Parameters
    ----------
    a, e : int
        The number ``a / 2**e``, in normal form (not checked).

    Returns
    -------
    int

    Examples
    --------
    >>> dyadic_birthday(-3, 0), dyadic_birthday(5, 3), dyadic_birthday(-3, 2)
    (3, 4, 3)
    """
    if a < 0:
        a = -a
    if e == 0:
        return a
    return (a >> e) + 1 + e


def simplest_dyadic(lo: tuple[int, int] | None, hi: tuple[int, int] | None) -> tuple[int, int]:
    """The simplest number strictly between two dyadics ``a / 2**e``, given and returned as ``(a, e)``.

    The simplicity rule (``{lo | hi}`` for numbers ``lo < hi``) on ints, as
    :func:`simplest_between` computes it on Fractions: None is no bound; the
    answer is in the normal form of :func:`dyadic_normal`. The caller
    ensures ``lo < hi``.

    Parameters
    ----------
    lo, hi : tuple of (int, int) or None
        The bounds ``(a, e)`` meaning ``a / 2**e``; None for no bound on
        that side.

    Returns
    -------
    tuple of (int, int)
        ``(a, e)`` of the simplest number, with ``a`` odd or ``e == 0``.

    References
    ----------
    Winning Ways, chapter 2 (the simplicity rule); Lessons in Play, chapter 4;
    Siegel, *Combinatorial Game Theory*, chapter II.3.

    Examples
    --------
    >>> simplest_dyadic(None, None), simplest_dyadic((3, 1), None), simplest_dyadic(None, (-5, 1))
    ((0, 0), (2, 0), (-3, 0))
    >>> simplest_dyadic((1, 2), (1, 1)), simplest_dyadic((-3, 0), (5, 0)), simplest_dyadic((7, 3), (1, 0))
    ((3, 3), (0, 0), (15, 4))
    """
    if hi is None:
        if lo is None or lo[0] < 0:
            return 0, 0
        return (lo[0] >> lo[1]) + 1, 0  # floor(lo) + 1
    b, f = hi
    if lo is None:
        if b > 0:
            return 0, 0
        return -((-b) >> f) - 1, 0  # ceil(hi) - 1
    return simplest_dyadic_between(lo[0], lo[1], b, f)


def simplest_dyadic_between(a: int, e: int, b: int, f: int) -> tuple[int, int]:
    """:func:`simplest_dyadic` of two bounds ``a / 2**e < b / 2**f`` (both in normal form, both given).

    Parameters
    ----------
    a, e : int
        The lower bound ``a / 2**e`` (excluded).
    b, f : int
        The upper bound ``b / 2**f`` (excluded), above the lower one (not checked).

    Returns
    -------
    tuple of (int, int)
        The simplest number between them, in normal form.

    Examples
    --------
    >>> simplest_dyadic_between(1, 2, 1, 1), simplest_dyadic_between(7, 3, 1, 0)
    ((3, 3), (15, 4))
    """
    if a < 0 < b:
        return 0, 0
    n = (a >> e) + 1  # the least integer above lo
    if dyadic_less(n, 0, b, f):
        if b <= 0:
            return -((-b) >> f) - 1, 0
        return n, 0
    # lo and hi lie in (n - 1, n]: the least k with an odd multiple of 2**-k above lo and below hi.
    k = 1
    while True:
        m = ((a << (k - e)) if k >= e else (a >> (e - k))) + 1  # floor(lo * 2**k) + 1
        if dyadic_less(m, k, b, f):
            return dyadic_normal(m, k)
        k += 1


# ----------------------------------------------------------------------------------
# Fractions from normal pairs, without Fraction.__new__
# ----------------------------------------------------------------------------------


def normal_fraction(a: int, e: int) -> Fraction:
    """The Fraction ``a / 2**e`` of a normal pair (:func:`dyadic_normal`: already in lowest terms).

    Made by filling the Fraction's two slots (:func:`_capi.coprime_fraction`:
    no type checks, no gcd) where :func:`fast_fractions_in_use` says that
    works on this Python, else by ``Fraction(a, 2**e)``. Zero is always the
    same Fraction object (Fractions are immutable).

    Parameters
    ----------
    a, e : int
        A pair in normal form (not checked: a pair that is not gives a
        Fraction that is not in lowest terms).

    Returns
    -------
    Fraction

    Examples
    --------
    >>> normal_fraction(-3, 2), normal_fraction(0, 0), normal_fraction(5, 0)
    (Fraction(-3, 4), Fraction(0, 1), Fraction(5, 1))
    """
    if a == 0:
        return _FRACTION_ZERO  # nimbers and ups: Fractions are immutable, so one will do
    d = _ONE << e  # a Python int: a C shift would overflow for e >= 63
    if _FAST_FRACTIONS:
        return _capi.coprime_fraction(a, d)  # type: ignore[no-any-return]
    return Fraction(a, d)


def _coprime_fraction(a: int, d: int) -> Fraction:
    # The Fraction a / d for coprime a and d > 0, without Fraction.__new__'s
    # type checks and gcd: _capi fills the two slots that the Fraction of every
    # CPython from 3.11 to 3.13 has (in the compiled core by one C call, no
    # attribute lookups). _fast_fractions_work checks this at import; where it
    # fails, normal_fraction calls Fraction(a, d).
    return _capi.coprime_fraction(a, d)  # type: ignore[no-any-return]


def _fast_fractions_work() -> bool:
    try:
        if not _capi.fraction_slots(Fraction):
            return False
        for a, d in ((-3, 4), (0, 1), (2**70 + 1, 2**65), (5, 1)):
            f = _coprime_fraction(a, d)
            ref = Fraction(a, d)
            if not (type(f) is Fraction and f == ref and hash(f) == hash(ref) and str(f) == str(ref)
                    and repr(f) == repr(ref) and f.numerator == a and f.denominator == d and f + 1 == ref + 1
                    and f.as_integer_ratio() == (a, d)):
                return False
    except Exception:
        return False
    return True


_ONE = 1
_FRACTION_ZERO = Fraction(0)
_FAST_FRACTIONS = _fast_fractions_work()


def fast_fractions_in_use() -> bool:
    """Whether new Fractions of normal pairs are made by filling their slots (the check at import passed).

    Also whether a Fraction's ``_numerator`` and ``_denominator`` slots hold
    its parts, which the store reads directly.

    Returns
    -------
    bool

    Examples
    --------
    >>> fast_fractions_in_use() in (True, False)
    True
    """
    return bool(_FAST_FRACTIONS)
