"""The one way the notation plugs its printers into the loopy game types.

The loopy game types sit below :mod:`cgtalg.notation`, so they cannot import
its printers; instead the notation calls :func:`install` at import, and
``str()`` and ``.latex()`` of a loopy game reach the printer through
:func:`to_string` and :func:`to_latex`.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["install", "to_latex", "to_string"]

_HOOKS: dict[str, Callable[[object], str]] = {}


def install(*, to_string: Callable[[object], str] | None = None, to_latex: Callable[[object], str] | None = None) -> None:
    """Plug printers into the loopy game types (the notation does this when imported).

    Parameters
    ----------
    to_string : callable, optional
        ``loopy game -> str``, used by ``str()`` of every loopy game type.
    to_latex : callable, optional
        ``loopy game -> str``, used by their ``.latex()``.

    Returns
    -------
    None

    Examples
    --------
    >>> import cgtalg  # installs the notation's printers
    >>> from cgtalg.loopy.hooks import to_string
    >>> callable(to_string)
    True

    References
    ----------
    :func:`cgtalg.core.game_type.install`, the same mechanism for short games.
    """
    if to_string is not None:
        _HOOKS["to_string"] = to_string
    if to_latex is not None:
        _HOOKS["to_latex"] = to_latex


def _hook(name: str) -> Callable[[object], str]:
    try:
        return _HOOKS[name]
    except KeyError:
        raise RuntimeError(f"the loopy games' {name} hook is not installed (import cgtalg.notation)") from None


def to_string(game: object) -> str:
    """``game`` in CGSuite's notation, by the installed printer.

    Parameters
    ----------
    game : LoopyGame, Stopper or SidedValue
        A loopy game.

    Returns
    -------
    str

    Raises
    ------
    RuntimeError
        If no printer is installed (the notation was never imported).

    Examples
    --------
    >>> callable(to_string)
    True
    """
    return _hook("to_string")(game)


def to_latex(game: object) -> str:
    """``game`` as LaTeX, by the installed printer.

    Parameters
    ----------
    game : LoopyGame, Stopper or SidedValue
        A loopy game.

    Returns
    -------
    str

    Raises
    ------
    RuntimeError
        If no printer is installed.

    Examples
    --------
    >>> callable(to_latex)
    True
    """
    return _hook("to_latex")(game)
