"""Old import paths of moved modules, kept working with a :class:`DeprecationWarning`.

A module that moved leaves behind a file of two lines at its old path::

    from .._moved import forward
    __getattr__, __dir__ = forward(__name__, "cgtalg.engine.traversal")

Importing the old module costs nothing and warns of nothing; taking a name
from it (``from cgtalg.core.traversal import traverse``) imports the new
module, warns once per place of use that the name has moved, and returns the
very object of the new module, so ``old.traverse is new.traverse``. The
package's own code never imports through an old path (the layering test,
``tests/test_layers.py``, checks that every import names a module that is
not such a forwarder).

A module whose names went to several places, or that keeps some of its own
while others left, takes its ``__getattr__`` from :func:`forward_names`, which
maps each moved name to its new home.

Examples
--------
>>> import warnings
>>> getattr_, dir_ = forward("cgtalg.old_place", "cgtalg.errors")
>>> with warnings.catch_warnings(record=True) as caught:
...     warnings.simplefilter("always")
...     error = getattr_("InputValueError")
>>> from cgtalg.errors import InputValueError
>>> error is InputValueError, caught[0].category.__name__
(True, 'DeprecationWarning')
>>> print(caught[0].message)
cgtalg.old_place.InputValueError has moved: import it from cgtalg.errors
"""

from __future__ import annotations

import importlib
import sys
import warnings
from typing import Any, Callable, Mapping

__all__ = ["forward", "forward_names"]


def forward(old: str, new: str) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The module-level ``__getattr__`` and ``__dir__`` of a module that moved from *old* to *new*.

    Parameters
    ----------
    old : str
        The old module's name (pass ``__name__``).
    new : str
        The full name of the module that now holds its contents.

    Returns
    -------
    tuple of two callables
        ``__getattr__(name)``, which returns ``getattr(new_module, name)``
        with a :class:`DeprecationWarning` (an :class:`AttributeError` for a
        name the new module lacks and for dunder names, so that tools probing
        ``__path__`` or ``__test__`` see a plain module), and ``__dir__()``,
        the old module's own names only: tools that list a module and take
        every name it lists (pytest's collection does) see nothing to warn
        about, and a moved name is still there for whoever asks for it.

    Examples
    --------
    >>> getattr_, dir_ = forward("cgtalg._moved", "cgtalg.errors")
    >>> "check_int" in dir_(), "forward" in dir_()
    (False, True)
    >>> getattr_("__test__")
    Traceback (most recent call last):
    ...
    AttributeError: module 'cgtalg._moved' has no attribute '__test__'
    """

    def __getattr__(name: str) -> Any:
        if not (name.startswith("__") and name.endswith("__")):
            target = importlib.import_module(new)
            try:
                value = getattr(target, name)
            except AttributeError:
                pass
            else:
                warnings.warn(f"{old}.{name} has moved: import it from {new}", DeprecationWarning, stacklevel=2)
                return value
        raise AttributeError(f"module {old!r} has no attribute {name!r}")

    def __dir__() -> list[str]:
        module = sys.modules.get(old)
        return sorted(vars(module)) if module is not None else []

    return __getattr__, __dir__


def forward_names(old: str, names: Mapping[str, str]) -> Callable[[str], Any]:
    """The module-level ``__getattr__`` of a module *old* some of whose names moved, each to its own place.

    Parameters
    ----------
    old : str
        The old module's name (pass ``__name__``).
    names : mapping of str to str
        Each moved name and where it is now: the full name of its new module
        (the name is the same there), or ``"module:new_name"`` when it was
        renamed too.

    Returns
    -------
    callable
        ``__getattr__(name)``: for a moved name, the object at its new place,
        with a :class:`DeprecationWarning` naming that place; for any other
        name an :class:`AttributeError`.

    Examples
    --------
    >>> import warnings
    >>> getattr_ = forward_names("cgtalg.old_place", {"check_int": "cgtalg.errors", "moved": "cgtalg.errors:check_str"})
    >>> with warnings.catch_warnings(record=True) as caught:
    ...     warnings.simplefilter("always")
    ...     from cgtalg.errors import check_int, check_str
    ...     getattr_("check_int") is check_int, getattr_("moved") is check_str
    (True, True)
    >>> print(caught[1].message)
    cgtalg.old_place.moved has moved: import check_str from cgtalg.errors
    >>> getattr_("InputValueError")
    Traceback (most recent call last):
    ...
    AttributeError: module 'cgtalg.old_place' has no attribute 'InputValueError'
    """
    places = {name: (place.partition(":")[0], place.partition(":")[2] or name) for name, place in names.items()}

    def __getattr__(name: str) -> Any:
        if name in places:
            module, new_name = places[name]
            value = getattr(importlib.import_module(module), new_name)
            what = "it" if new_name == name else new_name
            warnings.warn(f"{old}.{name} has moved: import {what} from {module}", DeprecationWarning, stacklevel=2)
            return value
        raise AttributeError(f"module {old!r} has no attribute {name!r}")

    return __getattr__
