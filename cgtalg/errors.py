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
>>> from cgtalg.errors import InputError, InputValueError, InputTypeError
>>> try:
...     nimber(-1)
... except InputError as exc:
...     print(type(exc).__name__, "-", exc)
InputValueError - a nimber *k needs k >= 0, got -1
>>> issubclass(InputValueError, ValueError), issubclass(InputTypeError, TypeError)
(True, True)
"""

from __future__ import annotations

import operator
import os
import reprlib
from typing import Any

__all__ = [
    "InputError",
    "InputValueError",
    "InputTypeError",
    "InputZeroDivisionError",
    "InputFileError",
    "as_integer",
    "describe",
    "check_int",
    "check_ints",
    "check_bool",
    "check_str",
    "check_instance",
    "check_items",
    "check_position",
    "check_path",
]


class InputError(Exception):
    """Base class of every bad-input error raised by cgtalg (never raised itself)."""


class InputValueError(InputError, ValueError):
    """An argument has the right type but an unusable value (a negative heap, ``1/3`` as a game, ...)."""


class InputTypeError(InputError, TypeError):
    """An argument has the wrong type (a float where an exact number is needed, a bool, ...)."""


class InputZeroDivisionError(InputValueError, ZeroDivisionError):
    """A divisor is zero (the nim-inverse of ``*0``, ...): an :class:`InputValueError` that is also a ZeroDivisionError."""


class InputFileError(InputValueError, OSError):
    """A file named by an argument cannot be read or written: an :class:`InputValueError` that is also an OSError.

    The message names the file and the reason; ``strerror`` is the reason
    alone, and the error that caused it is chained as ``__cause__``.

    Examples
    --------
    >>> try:
    ...     open("/no/such/dir/file.txt")
    ... except OSError as exc:
    ...     error = InputFileError.because("cannot read the file /no/such/dir/file.txt", exc)
    >>> print(error)
    cannot read the file /no/such/dir/file.txt: No such file or directory
    >>> isinstance(error, OSError), error.strerror
    (True, 'No such file or directory')
    """

    @classmethod
    def because(cls, what: str, cause: BaseException) -> "InputFileError":
        """The error saying *what* could not be done, for the reason *cause* gives.

        Parameters
        ----------
        what : str
            What failed, naming the file (``"cannot read the checkpoint x"``).
        cause : BaseException
            The :class:`OSError` (or decoding error) raised.

        Returns
        -------
        InputFileError
            With the message ``what: reason``, ``strerror`` the reason and
            ``__cause__`` *cause* (raise it ``from`` *cause* as well).

        Examples
        --------
        >>> str(InputFileError.because("cannot write x", PermissionError(13, "Permission denied")))
        'cannot write x: Permission denied'
        """
        reason = cause.strerror if isinstance(cause, OSError) and cause.strerror else str(cause)
        error = cls(f"{what}: {reason}")
        error.strerror = reason
        error.__cause__ = cause
        return error


def _is_bool(value: object) -> bool:
    # Python's bool and NumPy's (numpy.bool_, called numpy.bool in NumPy 2)
    return isinstance(value, bool) or type(value).__name__ in ("bool_", "bool")


class _Bounded(reprlib.Repr):
    """A :class:`reprlib.Repr` that prints an int of any size (by its size when it is long) and never fails."""

    def repr_int(self, x: int, level: int) -> str:
        return _short_int(x)

    def repr_Fraction(self, x: Any, level: int) -> str:  # noqa: N802 (reprlib's name for the type)
        try:
            return f"Fraction({_short_int(x.numerator)}, {_short_int(x.denominator)})"
        except Exception:  # a subclass whose parts are not ints
            return self.repr_instance(x, level)

    def repr_instance(self, x: object, level: int) -> str:
        try:
            return super().repr_instance(x, level)
        except Exception:  # a repr that raises must not hide the message it was asked for
            return f"<{type(x).__name__} object>"


_BOUNDED = _Bounded()
_BOUNDED.maxstring = 40
_BOUNDED.maxother = 40
_BOUNDED.maxlist = _BOUNDED.maxtuple = _BOUNDED.maxset = _BOUNDED.maxfrozenset = _BOUNDED.maxdict = 6


def describe(value: object) -> str:
    """A short text showing *value* in an error message: at most 60 characters, and it never raises.

    Python refuses to print an int of more than 4,300 digits (``repr`` raises
    :class:`ValueError`), a user's ``__repr__`` may raise, and a long list or
    string would drown the message: every error message of cgtalg that shows
    the argument it refuses shows it through this function.

    Parameters
    ----------
    value : object
        Anything.

    Returns
    -------
    str
        Its ``repr``, shortened (long ints by their size, long strings and
        collections cut, with ``...``).

    Examples
    --------
    >>> describe(2**100000), describe([1, 2]), describe("x" * 100)
    ('an int of 100001 bits', '[1, 2]', "'xxxxxxxxxxxxxxxxx...xxxxxxxxxxxxxxxxxx'")
    >>> describe([2**100000, 3])
    '[an int of 100001 bits, 3]'
    >>> from fractions import Fraction
    >>> describe(Fraction(1, 3)), describe(Fraction(1, 3 ** 100000))
    ('Fraction(1, 3)', 'Fraction(1, an int of 158497 bits)')
    """
    shown = _BOUNDED.repr(value)
    return shown if len(shown) <= 60 else shown[:57] + "..."


def as_integer(value: object) -> int | None:
    """*value* as a plain ``int`` if it is an integer of any library, else None.

    The one rule by which cgtalg reads an integer: a Python ``int`` (a
    subclass is read as its integer value), or anything with
    ``__index__`` (NumPy's integer scalars of every width, sympy's
    ``Integer``), converted by :func:`operator.index`. Bools (Python's and
    NumPy's) are not integers here, nor are floats, even integral ones. The
    result is always an exact ``int``, never the foreign scalar, so that
    arithmetic on it cannot wrap around.

    Parameters
    ----------
    value : object
        Anything.

    Returns
    -------
    int or None
        The integer, or None if *value* is not an integer.

    Examples
    --------
    >>> as_integer(7), as_integer(True), as_integer(2.0), as_integer("3")
    (7, None, None, None)
    >>> class Index:
    ...     def __index__(self):
    ...         return 2**70
    >>> as_integer(Index()) == 2**70
    True
    """
    if type(value) is int:
        return value
    if _is_bool(value) or isinstance(value, (float, complex, str, bytes)):
        return None
    if isinstance(value, int):
        return int.__index__(value)  # the integer value of a subclass, whatever its __int__ says
    if getattr(type(value), "__index__", None) is None:
        return None
    try:
        index = operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        return None
    return int.__index__(index)


def check_int(
    value: object, what: str, *, minimum: int | None = None, maximum: int | None = None
) -> int:
    """Return *value* as an ``int`` if it is an integer (not a bool) in range.

    The one validator for integer arguments (counts, heap sizes, lengths,
    exponents) across the library: bools are refused everywhere (``True`` is
    not a heap of one), and so are floats, even integral ones, because cgtalg
    is exact. Integer types of other libraries (NumPy's ``int64``, anything
    with ``__index__``) are accepted and converted to ``int``.

    Parameters
    ----------
    value : object
        The argument to check.
    what : str
        How to name the argument in the error message, e.g. ``"a heap size"``.
    minimum : int, optional
        The least value accepted.
    maximum : int, optional
        The largest value accepted (a size limit); the message states it.

    Returns
    -------
    int
        *value* as a plain ``int``.

    Raises
    ------
    InputTypeError
        If *value* is not an integer or is a bool.
    InputValueError
        If *value* is below *minimum* or above *maximum*.

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
    cgtalg.errors.InputValueError: a heap size must be non-negative, got -2
    >>> check_int(2**64, "a width", maximum=4096)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a width must be <= 4096, got 18446744073709551616
    """
    number = as_integer(value)
    if number is None:
        shown = describe(value)
        raise InputTypeError(f"{_label(what)} must be an int, not {type(value).__name__} ({shown})")
    try:
        below = minimum is not None and number < minimum
        above = not below and maximum is not None and number > maximum
    except TypeError:  # a bound that is not a number
        raise InputTypeError(
            f"the bounds of {_label(what)} must be ints, got {describe(minimum)} and {describe(maximum)}"
        ) from None
    if below:
        bound = "non-negative" if minimum == 0 else f">= {describe(minimum)}"
        raise InputValueError(f"{_label(what)} must be {bound}, got {_short_int(number)}")
    if above:
        raise InputValueError(f"{_label(what)} must be <= {describe(maximum)}, got {_short_int(number)}")
    return number


def _label(what: object) -> str:
    """How an argument is named in a message: *what* itself when it is a str (as it should be)."""
    return what if isinstance(what, str) else describe(what)


def _short_int(n: int) -> str:
    """Print *n*, or its size when it has too many digits to print."""
    if abs(n).bit_length() > 200:
        return f"an int of {abs(n).bit_length()} bits"
    return str(n)


def check_items(value: object, what: str) -> list[Any]:
    """Return the items of *value*, an iterable that is not a string, as a list.

    For arguments that are collections (heap sizes, parts of a sum, rows):
    ``None``, a string or bytes (whose characters would be read as items)
    and non-iterables are refused.

    Parameters
    ----------
    value : object
        The argument to check.
    what : str
        How to name the argument in the error message.

    Returns
    -------
    list
        ``list(value)``.

    Raises
    ------
    InputTypeError
        If *value* is None, a str, bytes or bytearray, or not iterable.

    Examples
    --------
    >>> check_items((3, 4), "heaps")
    [3, 4]
    >>> check_items(None, "heaps")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: heaps must be an iterable (a list or tuple), not NoneType
    >>> check_items("34", "heaps")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: heaps must be an iterable (a list or tuple), not str
    """
    if value is None or isinstance(value, (str, bytes, bytearray)):
        raise InputTypeError(f"{_label(what)} must be an iterable (a list or tuple), not {type(value).__name__}")
    try:
        return list(value)  # type: ignore[call-overload]
    except TypeError:
        raise InputTypeError(
            f"{_label(what)} must be an iterable (a list or tuple), not {type(value).__name__}"
        ) from None


def check_ints(
    values: object, what: str, *, minimum: int | None = 0, maximum: int | None = None
) -> list[int]:
    """Return an iterable of integers (e.g. heap sizes) as a list, each checked by :func:`check_int`.

    Parameters
    ----------
    values : object
        The argument to check: an iterable of integers (not a string).
    what : str
        How to name one item in the error message; the collection is named
        by the same text without a leading article and with an ``s`` added
        (unless it ends in ``s``): ``"a heap size"`` names ``heap sizes``.
    minimum : int or None, optional
        The least value accepted (default 0); None for no lower bound.
    maximum : int or None, optional
        The largest value accepted; None for no upper bound.

    Returns
    -------
    list of int

    Raises
    ------
    InputTypeError
        If *values* is not a collection, or an item is not an int (or is a bool).
    InputValueError
        If an item is out of range.

    Examples
    --------
    >>> check_ints([3, 0, 5], "a heap size")
    [3, 0, 5]
    >>> check_ints([3, True], "a heap size")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: a heap size must be an int, not bool (True)
    >>> check_ints(None, "a heap size")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: heap sizes must be an iterable (a list or tuple), not NoneType
    """
    what = _label(what)
    plural = what.removeprefix("an ").removeprefix("a ")
    if not plural.endswith("s"):
        plural += "s"
    return [check_int(v, what, minimum=minimum, maximum=maximum) for v in check_items(values, plural)]


def check_bool(value: object, what: str) -> bool:
    """Return *value* if it is a bool (a flag such as ``misere``); refuse ints and the rest.

    Parameters
    ----------
    value : object
        The argument to check.
    what : str
        How to name the argument in the error message.

    Returns
    -------
    bool
        *value* itself.

    Raises
    ------
    InputTypeError
        If *value* is not a bool (``0`` and ``1`` included).

    Examples
    --------
    >>> check_bool(False, "misere")
    False
    >>> check_bool(1, "misere")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: misere must be True or False, not int (1)
    """
    if not isinstance(value, bool):
        shown = describe(value)
        raise InputTypeError(f"{_label(what)} must be True or False, not {type(value).__name__} ({shown})")
    return value


def check_str(value: object, what: str, *, alphabet: str | None = None, max_length: int | None = None) -> str:
    """Return *value* if it is a ``str`` using only the characters of *alphabet*.

    Parameters
    ----------
    value : object
        The argument to check.
    what : str
        How to name it in messages, e.g. ``"a row of coins"``.
    alphabet : str, optional
        The characters allowed; the first other character is named with its
        index.
    max_length : int, optional
        The longest string accepted.

    Returns
    -------
    str
        *value* itself.

    Raises
    ------
    InputTypeError
        If *value* is not a str.
    InputValueError
        If it is longer than *max_length* or uses a character outside
        *alphabet*.

    Examples
    --------
    >>> check_str("0110", "a row of coins", alphabet="01")
    '0110'
    >>> check_str("01x", "a row of coins", alphabet="01")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a row of coins may only use '0', '1': found 'x' at index 2
    >>> check_str(101, "a row of coins")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: a row of coins must be a str, not int (101)
    """
    if not isinstance(value, str):
        shown = describe(value)
        raise InputTypeError(f"{_label(what)} must be a str, not {type(value).__name__} ({shown})")
    if max_length is not None:
        max_length = check_int(max_length, "max_length", minimum=0)
        if len(value) > max_length:
            raise InputValueError(f"{_label(what)} may have at most {max_length} characters, got {len(value)}")
    if alphabet is not None:
        stray = value.strip(check_str(alphabet, "the alphabet"))
        if stray:
            bad = stray[0]
            allowed = ", ".join(repr(c) for c in alphabet)
            raise InputValueError(
                f"{_label(what)} may only use {allowed}: found {bad!r} at index {value.index(bad)}"
            )
    return value


def check_instance(value: object, expected: type | tuple[type, ...], what: str) -> Any:
    """Return *value* if it is an instance of *expected*; otherwise name the type wanted.

    Parameters
    ----------
    value : object
        The argument to check.
    expected : type or tuple of type
        The accepted types. A bool passes only if ``bool`` is among them, even
        where ``int`` is.
    what : str
        How to name the argument in the error message.

    Returns
    -------
    object
        *value* itself.

    Raises
    ------
    InputTypeError
        If *value* is not an instance of *expected*.

    Examples
    --------
    >>> from fractions import Fraction
    >>> check_instance(Fraction(1, 2), Fraction, "x")
    Fraction(1, 2)
    >>> check_instance("F(3)", Fraction, "a position")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: a position must be a Fraction, not str ('F(3)')
    """
    try:
        accepted = isinstance(value, expected) and (not _is_bool(value) or bool in _as_tuple(expected))
    except TypeError:  # *expected* is not a type or a tuple of types
        raise InputTypeError(f"expected must be a type or a tuple of types, not {describe(expected)}") from None
    if not accepted:
        names = " or ".join(t.__name__ for t in _as_tuple(expected))
        shown = describe(value)
        raise InputTypeError(f"{_label(what)} must be a {names}, not {type(value).__name__} ({shown})")
    return value


def check_position(value: object, what: str = "a position", *, impartial: bool = True) -> Any:
    """Return *value* if it can be a position: hashable, with moves.

    An impartial position has an ``options()`` method (or, like an impartial
    :class:`cgtalg.Game`, ``left_options`` and ``right_options``); a partizan
    one has ``left_options`` and ``right_options``.

    Parameters
    ----------
    value : object
        The argument to check.
    what : str, optional
        How to name the argument in the error message.
    impartial : bool, optional
        Accept an ``options()`` method (default); when False, only
        ``left_options`` and ``right_options`` will do.

    Returns
    -------
    object
        *value* itself.

    Raises
    ------
    InputTypeError
        If *value* has no moves of the kind asked for, or is not hashable.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import Nim
    >>> check_position(Nim(3))
    Nim(3)
    >>> check_position(None)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: a position must have an options() method (an impartial position), not NoneType (None)
    """
    has_moves = callable(getattr(value, "options", None)) if impartial else False
    has_moves = has_moves or (hasattr(value, "left_options") and hasattr(value, "right_options"))
    if not has_moves:
        wanted = "an options() method (an impartial position)" if impartial else "left_options and right_options"
        shown = describe(value)
        raise InputTypeError(f"{_label(what)} must have {wanted}, not {type(value).__name__} ({shown})")
    try:
        hash(value)
    except TypeError:
        raise InputTypeError(f"{_label(what)} must be hashable; {type(value).__name__} is not") from None
    return value


def check_path(value: object, what: str) -> str | bytes:
    """Return *value* as a file-system path if it is one (a str, bytes or :class:`os.PathLike`).

    An int is refused: :func:`open` would take it as a file descriptor (``0``
    is stdin).

    Parameters
    ----------
    value : object
        The argument to check.
    what : str
        How to name it in the error message, e.g. ``"a checkpoint file"``.

    Returns
    -------
    str or bytes
        ``os.fspath(value)``.

    Raises
    ------
    InputTypeError
        If *value* is not a path.

    Examples
    --------
    >>> from pathlib import Path
    >>> check_path(Path("run") / "kayles.txt", "a checkpoint file")
    'run/kayles.txt'
    >>> check_path(0, "a checkpoint file")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: a checkpoint file must be a path (a str or os.PathLike), not int (0)
    """
    if isinstance(value, (str, bytes, os.PathLike)):
        try:
            return os.fspath(value)
        except TypeError:  # a PathLike whose __fspath__ returns something else
            pass
    shown = describe(value)
    raise InputTypeError(
        f"{_label(what)} must be a path (a str or os.PathLike), not {type(value).__name__} ({shown})"
    )


def _as_tuple(expected: type | tuple[type, ...]) -> tuple[type, ...]:
    return expected if isinstance(expected, tuple) else (expected,)
