"""Object-level operations of the core's bottom modules, as plain Python here and as C calls when compiled.

This module is never compiled. The compiled type, store, dyadics and
symbolic arithmetic (``game_type``, ``store``, ``dyadic``, ``symbolic``)
reach the same names through ``_capi.pxd``, which declares them as C
functions (written out there, a few lines each): Cython resolves
``_capi.new_instance(...)`` in ``store.py`` to the C function when
``store.pxd`` cimports ``_capi``, and pure Python calls the functions below. Both do the same thing; the C
versions skip the generic call machinery (an argument tuple, its parsing,
a type call), which is a large part of what creating a game costs:

* :func:`new_instance` -- ``cls.__base__.__new__(cls)``;
* :func:`weak_ref` -- ``weakref.ref(obj)``;
* :func:`inherit_binary_slots` -- nothing in Python; in C, lets a Python
  subclass use its base's C slots for ``+``, ``-`` and ``*`` (see there);
* :func:`fraction_slots` and :func:`coprime_fraction` -- a Fraction made
  from a numerator and denominator known to be coprime, its two slots
  filled directly (no type checks, no gcd);
* :func:`small`, :func:`small_item`, :func:`as_int` and :data:`NOT_SMALL` -- an int's value as a machine
  integer when it is small, so that the compiled symbolic arithmetic
  (:mod:`cgtalg.core.symbolic`) on small values runs as C arithmetic.
  :data:`C_INTS` says whether the core takes that path: False here (in pure Python the
  general path on Python ints is the cheaper one), True in the compiled
  core.

Examples
--------
>>> from cgtalg.core.game_type import Game, GameData
>>> g = new_instance(Game)
>>> type(g) is Game
True
>>> weak_ref(g)() is g
True
"""

from __future__ import annotations

import weakref
from typing import Any

__all__ = ["new_instance", "weak_ref", "inherit_binary_slots", "fraction_slots", "coprime_fraction", "small",
           "small_item", "as_int", "NOT_SMALL", "C_INTS"]

#: What :func:`small` returns for an int it does not take: 2**62, outside the range it answers.
NOT_SMALL = 1 << 62
#: The bound of :func:`small`: it takes ints of absolute value below this.
SMALL_BOUND = 1 << 30
#: Whether the core runs its symbolic arithmetic on machine integers when
#: the operands are small (:func:`small`): True in the compiled core (where
#: ``_capi.pxd`` makes it a C constant), False here. Tests set it to True
#: to run that path in pure Python.
C_INTS = False


def small(o: object) -> int:
    """*o* itself if it is an int (exactly ``int``, not a bool) with ``abs(o) < 2**30``, else :data:`NOT_SMALL`.

    In the compiled core this is a few C instructions reading the int's one
    digit, and the answer is a machine integer: sums of two such values and
    products of two fit in 64 bits, which is what the store's fast paths
    rely on.

    Parameters
    ----------
    o : object
        Anything.

    Returns
    -------
    int
        *o*, or ``NOT_SMALL`` (``2**62``) when *o* is not an int below
        ``2**30`` in absolute value.

    Examples
    --------
    >>> small(-5), small(2**29), small(2**30) == NOT_SMALL, small(True) == NOT_SMALL, small(1.0) == NOT_SMALL
    (-5, 536870912, True, True, True)
    """
    if type(o) is int and -SMALL_BOUND < o < SMALL_BOUND:
        return o
    return NOT_SMALL


def new_instance(cls: type) -> Any:
    """A bare instance of *cls*, made by its base class's ``__new__`` (no arguments).

    ``cls.__new__`` itself is skipped: for :class:`cgtalg.Game` that is the
    canonicalising constructor, and the store fills the fields itself.

    Parameters
    ----------
    cls : type
        A class whose direct base accepts ``base.__new__(cls)``.

    Returns
    -------
    object
        An instance of *cls*; for a ``Game``, its fields not yet set (the
        store sets them).

    Raises
    ------
    TypeError
        If *cls* is not a class, or its base cannot make an instance of it.

    Examples
    --------
    >>> from cgtalg.core.store import Game
    >>> type(new_instance(Game)).__name__
    'Game'
    >>> new_instance(3)
    Traceback (most recent call last):
    ...
    TypeError: new_instance() takes a class, not int
    """
    if not isinstance(cls, type):
        raise TypeError(f"new_instance() takes a class, not {type(cls).__name__}")
    return cls.__base__.__new__(cls)  # type: ignore[call-overload]


def weak_ref(obj: Any) -> "weakref.ref[Any]":
    """``weakref.ref(obj)``, without a callback.

    Parameters
    ----------
    obj : object
        An object that supports weak references.

    Returns
    -------
    weakref.ref

    Raises
    ------
    TypeError
        If *obj* cannot be weakly referenced.

    Examples
    --------
    >>> from cgtalg import UP
    >>> weak_ref(UP)() is UP
    True
    """
    return weakref.ref(obj)


def inherit_binary_slots(cls: type) -> int:
    """Let *cls* use its base's C functions for ``+``, ``-`` and ``*``; returns how many it took (here 0).

    A Python subclass of an extension type gets, for every operator whose
    method it inherits as a Python-visible method, a generic slot that looks
    the method up and calls it. The compiled version of this function
    copies the base's ``nb_add``, ``nb_subtract`` and ``nb_multiply``
    instead, when *cls* defines none of the methods of that slot itself
    (``__add__``/``__radd__`` and so on): the same methods are called, with
    the same rules for reflected operands, one C call sooner. Defining one
    of those methods on *cls* later puts back the generic slot, as for any
    class. In pure Python there is no C slot to copy, and this does
    nothing.

    Parameters
    ----------
    cls : type
        A class created by a ``class`` statement (a heap type).

    Returns
    -------
    int
        The number of slots taken from the base: 0 in pure Python, at most
        3 in the compiled core.

    Examples
    --------
    >>> inherit_binary_slots(type("T", (int,), {}))     # this module is the pure-Python one
    0
    """
    return 0


_fraction_class: Any = None


def fraction_slots(cls: type) -> bool:
    """Make :func:`coprime_fraction` build instances of *cls*; True if it can.

    *cls* must store its numerator and denominator in the slots
    ``_numerator`` and ``_denominator`` (as :class:`fractions.Fraction` of
    CPython 3.11 to 3.13 does). The C version records where those slots lie
    in the object and answers False if they are not plain object slots.
    Callers still check the Fractions made (the store does, at import).

    Parameters
    ----------
    cls : type
        The Fraction class.

    Returns
    -------
    bool
        Whether *cls* has the two slots.

    Examples
    --------
    >>> from fractions import Fraction
    >>> fraction_slots(Fraction)
    True
    """
    global _fraction_class
    if not isinstance(cls, type):
        raise TypeError(f"fraction_slots() takes a class, not {type(cls).__name__}")
    slots = getattr(cls, "__slots__", ())
    if "_numerator" not in slots or "_denominator" not in slots:
        return False
    _fraction_class = cls
    return True


def coprime_fraction(a: int, d: int) -> Any:
    """The Fraction ``a / d`` for coprime ints *a* and *d* > 0, its slots filled directly.

    Nothing is checked: *a* and *d* must already be in lowest terms. The
    class is the one given to :func:`fraction_slots`, which must be called
    first.

    Parameters
    ----------
    a : int
        The numerator.
    d : int
        The denominator, positive and coprime to *a*.

    Returns
    -------
    Fraction

    Examples
    --------
    >>> from fractions import Fraction
    >>> fraction_slots(Fraction) and coprime_fraction(-3, 4) == Fraction(-3, 4)
    True
    """
    if _fraction_class is None:
        raise RuntimeError("coprime_fraction() called before fraction_slots()")
    f = object.__new__(_fraction_class)
    f._numerator = a
    f._denominator = d
    return f


def small_item(t: object, i: int) -> int:
    """``small(t[i])`` for a tuple *t*; :data:`NOT_SMALL` if *t* is not a tuple or has no item *i* (``i >= 0``).

    Parameters
    ----------
    t : object
        A tuple (anything else answers ``NOT_SMALL``).
    i : int
        An index, at least 0.

    Returns
    -------
    int

    Examples
    --------
    >>> small_item((1, -7, 2**40), 1), small_item((1, -7, 2**40), 2) == NOT_SMALL, small_item([1], 0) == NOT_SMALL
    (-7, True, True)
    """
    if type(t) is not tuple or not 0 <= i < len(t):
        return NOT_SMALL
    return small(t[i])


def as_int(v: int) -> int:
    """The Python int of a machine integer (in C, ``PyLong_FromLongLong``); here *v* itself.

    Parameters
    ----------
    v : int
        A value that :func:`small` returned, or a sum or product of such.

    Returns
    -------
    int

    Examples
    --------
    >>> as_int(-3)
    -3
    """
    return v
