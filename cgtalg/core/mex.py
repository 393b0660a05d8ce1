"""The minimum excludant (mex): the least non-negative integer not in a collection.

The mex is the rule behind every Grundy value: ``G(P) = mex{G(P') : P -> P'}``
(*Winning Ways*, ch. 4; *Lessons in Play*, ch. 7; Siegel, *Combinatorial Game
Theory*, ch. IV.1). It is called once per position by the Sprague-Grundy engine
and once per heap by the plain mex scan, so it is a hot path.

Straight from the definition one builds a set and counts up from 0
(``_mex_by_set``); in pure Python that is the fastest way, since the set is
built in C. Compiled by Cython (``mex.pxd`` gives the mask a C type), set
building dominates, so the compiled core collects the values below 64 as bits
of one machine word instead (``_mex_by_mask``: no hashing, no allocation) and
the least clear bit is the answer; only values outside ``0..63`` (or that are
not plain ``int``) go to a set, consulted from 64 upward when every bit of the
mask is set or one of them may equal a clear bit. One source file for both
cores; the module picks the faster algorithm for the core it runs in. Both
give the definition's result for every input: a value that is not a plain
``int`` (a ``bool``, a float equal to an integer) counts by equality exactly
as in a set.

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
        Any iterable; it is read once. Negative values and values that equal
        no non-negative integer are allowed and do not matter.

    Returns
    -------
    int
        The least ``m >= 0`` that is not equal to any element of *values*.

    Raises
    ------
    TypeError
        If *values* is not iterable or holds an unhashable value (as ``set(values)`` would).

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
