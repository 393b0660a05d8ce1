"""The minimum excludant (mex): the least non-negative integer not in a collection.

The mex is the rule behind every Grundy value: ``G(P) = mex{G(P') : P -> P'}``
(*Winning Ways*, ch. 4; *Lessons in Play*, ch. 7; Siegel, *Combinatorial Game
Theory*, ch. IV.1). It is called once per position by the Sprague-Grundy engine
and once per heap by the plain mex scan, so it is a hot path.

Straight from the definition one builds a set and counts up from 0
(``_mex_by_set``); in pure Python that is the fastest way, since the set is
built in C. Compiled (the mask then a C integer), set
building dominates, so the compiled core collects the values below 64 as bits
of one machine word instead (``_mex_by_mask``: no hashing, no allocation) and
the least clear bit is the answer; only values outside ``0..63`` (or that are
not plain ``int``) go to a set, consulted from 64 upward when every bit of the
mask is set or one of them may equal a clear bit. One source file for both
cores; the module picks the faster algorithm for the core it runs in.

Two entry points. :func:`mex` is for callers: it reads any iterable of
non-negative integers (NumPy's included, by :func:`cgtalg.errors.as_integer`)
and refuses anything else by name, since a float, a bool, a string or a
negative number is a mistake, never a Grundy value. :func:`mex_unchecked` is
for the engines, whose values are Grundy values already: no check, and the
definition's result for every input (a value that is not a plain ``int``
counts by equality exactly as in a set).

Examples
--------
>>> mex([0, 1, 3])
2
>>> mex(range(100))
100
>>> mex([64, 0, 65])
1
"""

from __future__ import annotations

from typing import Iterable

from ..errors import InputTypeError, InputValueError, as_integer, describe

__all__ = ["mex"]

#: The values ``0 <= v < 64`` are bits of the mask (an unsigned 64-bit C integer when compiled:
#: ``_ONE << v`` must be computed in that type, hence the typed constant).
_ONE = 1

#: True in the Cython-compiled module (its file is the extension, not this .py). In pure Python,
#: building a set in C is faster than a Python loop over the values, so each core takes the faster
#: of the two algorithms below; both are tested against the definition in both cores.
_COMPILED = not __file__.endswith(".py")


def mex(values: Iterable[int]) -> int:
    """Return the minimum excludant: the least non-negative int not in *values*.

    Parameters
    ----------
    values : iterable of int
        Non-negative integers (a list, a set, a generator, ...; read once).
        Integers of other libraries (NumPy's ``int64``, anything with
        ``__index__``) count as their value.

    Returns
    -------
    int
        The least ``m >= 0`` that is not in *values*.

    Raises
    ------
    InputTypeError
        If *values* is not an iterable (or is a string), or holds something
        that is not an integer (a float, a bool, None).
    InputValueError
        If *values* holds a negative integer.

    References
    ----------
    Berlekamp, Conway, Guy, *Winning Ways*, ch. 4 (the mex rule);
    Albert, Nowakowski, Wolfe, *Lessons in Play*, ch. 7;
    Siegel, *Combinatorial Game Theory*, ch. IV.1.

    Examples
    --------
    >>> mex([0, 1, 3])
    2
    >>> mex([])
    0
    >>> mex([1, 2, 3])
    0
    >>> mex(list(range(64)) + [65, 64, 67])
    66
    >>> mex([0, -1])
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: mex needs non-negative integers, got -1
    """
    if values is None or isinstance(values, (str, bytes, bytearray)):
        raise InputTypeError(
            f"mex needs an iterable of non-negative integers, not {type(values).__name__} ({describe(values)})"
        )
    try:
        items = iter(values)
    except TypeError:
        raise InputTypeError(
            f"mex needs an iterable of non-negative integers, not {type(values).__name__} ({describe(values)})"
        ) from None
    checked = []
    for v in items:
        if type(v) is not int:
            n = as_integer(v)
            if n is None:
                raise InputTypeError(
                    f"mex needs non-negative integers, got {type(v).__name__} ({describe(v)})"
                )
            v = n
        if v < 0:
            raise InputValueError(f"mex needs non-negative integers, got {describe(v)}")
        checked.append(v)
    return mex_unchecked(checked)


def mex_unchecked(values: Iterable[int]) -> int:
    """The mex of *values* with no check of what they are: the engines' entry point.

    For callers whose values are Grundy values by construction (the
    Sprague-Grundy engine, the canonicaliser). Negative values and values
    equal to no non-negative integer do not matter; a value that is not a
    plain ``int`` counts by equality, as in a set.

    Parameters
    ----------
    values : iterable
        Any iterable of hashable values; it is read once.

    Returns
    -------
    int
        The least ``m >= 0`` not equal to any element of *values*.

    Raises
    ------
    TypeError
        If *values* is not iterable or holds an unhashable value (as ``set(values)`` would).

    Examples
    --------
    >>> mex_unchecked([0, 1, 3]), mex_unchecked([-1, 0])
    (2, 1)
    """
    if _COMPILED:
        return _mex_by_mask(values)
    return _mex_by_set(values)


def _mex_by_mask(values: Iterable[int]) -> int:
    """The mex with the values 0..63 as bits of one word (fast when compiled: no hashing, no allocation).

    >>> _mex_by_mask([0, 1, 63, 2, 64])
    3
    """
    mask = 0
    rest = None
    for v in values:
        if type(v) is int and 0 <= v < 64:
            bit = v
            mask |= _ONE << bit
        else:
            if rest is None:
                rest = set()
            rest.add(v)
    m = 0
    if rest is None:
        while mask & 1:
            mask >>= 1
            m += 1
        return m
    # A value equal to some m < 64 that is not a plain int (True, 2.0) is in rest, not in the mask.
    while m < 64 and (mask & 1 or m in rest):
        mask >>= 1
        m += 1
    while m in rest:
        m += 1
    return m


def _mex_by_set(values: Iterable[int]) -> int:
    """The mex by the definition: a set, then count up from 0 (the faster of the two in pure Python).

    >>> _mex_by_set([0, 1, 63, 2, 64])
    3
    """
    seen = set(values)
    m = 0
    while m in seen:
        m += 1
    return m
