"""The library's own exception types for bad input.

Every function of cgtalg that refuses its input raises one of these, so a
caller (and the ``cgtalg`` command) can tell *your input was wrong* apart from
*the library has a bug*: catch :class:`InputError` for the former; anything
else escaping from cgtalg is a defect worth reporting.

Both concrete types also derive from the built-in exception a Python user
would expect (:class:`ValueError` or :class:`TypeError`), so existing
``except ValueError`` code keeps working.

Examples
--------
>>> from cgtalg import nimber
>>> from cgtalg.errors import InputError
>>> try:
...     nimber(-1)
... except InputError as exc:
...     print(type(exc).__name__, "-", exc)
InputValueError - a nimber *k needs k >= 0, got -1
>>> issubclass(InputValueError, ValueError), issubclass(InputTypeError, TypeError)
(True, True)
"""

from __future__ import annotations

__all__ = ["InputError", "InputValueError", "InputTypeError", "check_int"]


class InputError(Exception):
    """Base class of every bad-input error raised by cgtalg (never raised itself)."""


class InputValueError(InputError, ValueError):
    """An argument has the right type but an unusable value (a negative heap, ``1/3`` as a game, ...)."""


class InputTypeError(InputError, TypeError):
    """An argument has the wrong type (a float where an exact number is needed, a bool, ...)."""


def check_int(value: object, what: str, *, minimum: int | None = None) -> int:
    """Return *value* if it is a true ``int`` (not a ``bool``) no smaller than *minimum*.

    The one validator for integer arguments across the library: bools are
    refused everywhere (``True`` is not a heap size), and so are floats, even
    integral ones, because cgtalg is exact.

    Parameters
    ----------
    value : object
        The argument to check.
    what : str
        How to name the argument in the error message, e.g. ``"a heap size"``.
    minimum : int, optional
        The least value accepted.

    Returns
    -------
    int
        *value* itself.

    Raises
    ------
    InputTypeError
        If *value* is not an ``int`` or is a ``bool``.
    InputValueError
        If *value* is below *minimum*.

    Examples
    --------
    >>> check_int(3, "a heap size", minimum=0)
    3
    >>> check_int(True, "a heap size")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: a heap size must be an int, not bool (True)
    >>> check_int(-2, "a heap size", minimum=0)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a heap size must be >= 0, got -2
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputTypeError(f"{what} must be an int, not {type(value).__name__} ({value!r})")
    if minimum is not None and value < minimum:
        raise InputValueError(f"{what} must be >= {minimum}, got {value}")
    return value
