"""Adding a ruleset of your own to the registry, so that every command and variant knows it.

A ruleset is a position class: a subclass of a schema's position (a grid
board, a strip, a graph, heaps) or of
:class:`~cgtalg.engine.position.Position`, whose constructor reads the
position's text. :func:`register` gives it a name, a line of rules and an
example, and from then on :func:`cgtalg.rulesets.get` finds it, with its
impartial and dicotic variants, misère outcomes and pictures, as for the
rulesets cgtalg ships (those are listed in :mod:`cgtalg.rulesets.catalog`).
:func:`unregister` takes it out again.

The guide "Define a ruleset" (docs/rulesets/define.md) walks through one.

Examples
--------
>>> from cgtalg.engine.position import Position
>>> class Uneven(Position):            # a heap: Left takes 1 counter, Right takes 2
...     def __init__(self, n): self.n = int(n)
...     def key(self): return self.n
...     def left_options(self): return [Uneven(self.n - 1)] if self.n >= 1 else []
...     def right_options(self): return [Uneven(self.n - 2)] if self.n >= 2 else []
>>> rs = register(Uneven, "uneven-heap", "Left takes 1 counter from the heap, Right takes 2", "5")
>>> [str(rs.value(str(n))) for n in range(5)], str(get("impartial uneven-heap").value("3"))
(['0', '1', '{1|0}', '0', '1'], '0')
>>> unregister("uneven-heap")
"""

from __future__ import annotations

import re
from ..engine.position import ImpartialPosition, Position
from ..errors import InputTypeError, InputValueError, check_str, describe
from .catalog import Entry
from .registry import Ruleset, _add, _lock, _loaded, _REGISTERED, _RESOLVED, _ALIASES, get

__all__ = ["register", "unregister"]

_NAME = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")


def _valued_by(cls: type) -> str:
    """How the registry values *cls*'s positions: its schema's keyed search, Grundy values, or the engine."""
    if issubclass(cls, ImpartialPosition):
        return "grundy"
    rules = getattr(cls, "rules", None)
    if rules is not None and hasattr(cls, "known_value") and getattr(rules, "search", None) is not None:
        return "search"
    return "engine"


def register(cls: type, name: str, rules: str, example: str, aliases: tuple[str, ...] = ()) -> Ruleset:
    """Register the position class *cls* as the ruleset *name*; return its :class:`~cgtalg.rulesets.registry.Ruleset`.

    Parameters
    ----------
    cls : type
        The position class, a subclass of :class:`~cgtalg.engine.position.Position`
        (a schema's position, such as a grid board, is one); ``cls(text)``
        (or its ``_from_text``) reads a position's text.
    name : str
        The name, in kebab case (``"triomineering"``, ``"my-game"``), not taken.
    rules : str
        The rules in one line, with the characters of the position text.
    example : str
        A position text to try; it must read as a position of *cls*.
    aliases : tuple of str, optional
        Other names :func:`~cgtalg.rulesets.get` accepts.

    Returns
    -------
    Ruleset
        The registered ruleset: ``get(name)`` returns it.

    Raises
    ------
    InputTypeError
        If *cls* is not a Position class, or a text argument is not a str.
    InputValueError
        If *name* is not kebab case or is taken (by a name or an alias), or
        *example* does not read as a position (the reader's message is given).

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. I (positions, options and
    values); *Lessons in Play*, ch. 1.

    Examples
    --------
    >>> from cgtalg.engine.position import ImpartialPosition
    >>> class Subtraction13(ImpartialPosition):     # take 1 or 3 from a heap
    ...     def __init__(self, n): self.n = int(n)
    ...     def key(self): return self.n
    ...     def options(self): return [Subtraction13(self.n - k) for k in (1, 3) if k <= self.n]
    >>> rs = register(Subtraction13, "take-one-or-three", "take 1 or 3 from a heap", "5")
    >>> [rs.grundy(str(n)) for n in range(6)], str(get("take-one-or-three").outcome("4"))
    ([0, 1, 0, 1, 0, 1], 'P')
    >>> register(Subtraction13, "Take One", "take 1 or 3", "5")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a ruleset's name is in kebab case, lower-case words joined by '-' (such as 'my-game'), not 'Take One'
    >>> unregister("take-one-or-three")
    """
    if not isinstance(cls, type) or not issubclass(cls, Position):
        raise InputTypeError(f"register() takes a Position class (a subclass of cgtalg.engine.position.Position or "
                             f"of a schema's position), not {describe(cls)}")
    check_str(name, "a ruleset's name")
    if not _NAME.fullmatch(name):
        raise InputValueError(f"a ruleset's name is in kebab case, lower-case words joined by '-' (such as "
                              f"'my-game'), not {name!r}")
    check_str(rules, "the rules of a ruleset")
    check_str(example, "an example position")
    if isinstance(aliases, str) or not isinstance(aliases, tuple) or not all(isinstance(a, str) for a in aliases):
        raise InputTypeError(f"aliases are a tuple of str, not {describe(aliases)}")
    entry = Entry(name, cls.__module__, cls.__qualname__, rules, example, aliases, valued_by=_valued_by(cls))
    ruleset = _add(entry, cls)
    try:
        position = ruleset.parse(example)
    except (InputTypeError, InputValueError) as exc:
        unregister(name)
        raise InputValueError(f"the example {example!r} of {name} is not a position: {exc}") from None
    except Exception as exc:  # the class's own reader failed: say so rather than register a broken ruleset
        unregister(name)
        raise InputValueError(f"the example {example!r} of {name} is not a position: {cls.__name__}({example!r}) "
                              f"raised {type(exc).__name__}: {exc}") from None
    if not isinstance(position, cls):
        unregister(name)
        raise InputValueError(f"the example {example!r} of {name} reads as {describe(position)}, not as a {cls.__name__}")
    return ruleset


def unregister(name: str) -> None:
    """Take the ruleset *name*, added by :func:`register`, out of the registry.

    Parameters
    ----------
    name : str
        The name it was registered under.

    Raises
    ------
    InputValueError
        If no ruleset of that name was added by :func:`register` (the
        rulesets cgtalg ships stay).

    Examples
    --------
    >>> unregister("domineering")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: 'domineering' was not added by register(): only those can be unregistered
    """
    check_str(name, "a ruleset's name")
    with _lock:
        entry = _REGISTERED.pop(name, None)
        if entry is None:
            raise InputValueError(f"{name!r} was not added by register(): only those can be unregistered")
        for spelling in [k for k, e in _ALIASES.items() if e is entry]:
            del _ALIASES[spelling]
        for spelling in [k for k, rs in _RESOLVED.items() if rs.entry is entry]:
            del _RESOLVED[spelling]
        # The ruleset and the variants made of it (their entries name it as impartial_of or dicotic_of).
        for key in [k for k, rs in _loaded.items()
                    if rs.entry is entry or name in (rs.entry.impartial_of, rs.entry.dicotic_of)]:
            del _loaded[key]


# get is imported for the module's doctests' namespace (the examples call get(name)).
_ = get
