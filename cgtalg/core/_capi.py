"""Three object-level operations of the store, as plain Python here and as C calls in the compiled core.

This module is never compiled. The compiled store reaches the same names
through ``_capi.pxd``, which declares them as C functions (written out there,
a few lines each): Cython resolves ``_capi.new_instance(...)`` in
``store.py`` to the C function when ``store.pxd`` cimports ``_capi``, and
pure Python calls the functions below. Both do the same thing; the C
versions skip the generic call machinery (an argument tuple, its parsing,
a type call), which is a large part of what creating a game costs:

* :func:`new_instance` -- ``cls.__base__.__new__(cls)``;
* :func:`weak_ref` -- ``weakref.ref(obj)``;
* :func:`inherit_binary_slots` -- nothing in Python; in C, lets a Python
  subclass use its base's C slots for ``+``, ``-`` and ``*`` (see there).

Examples
--------
>>> from cgtalg.core.store import Game, GameData
>>> g = new_instance(Game)
>>> type(g) is Game
True
>>> weak_ref(g)() is g
True
"""

from __future__ import annotations

import weakref
from typing import Any

__all__ = ["new_instance", "weak_ref", "inherit_binary_slots"]


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
