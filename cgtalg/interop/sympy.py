"""sympy interop: numbers become ``sympy.Rational``, other games LaTeX-printing symbols.

A short game that is a number is a dyadic rational, and converts exactly to
and from :class:`sympy.Rational` (:func:`to_sympy`, :func:`from_sympy`);
``sympy.sympify(G)`` does the same through ``Game._sympy_``. A game that is
not a number (``*``, ``^``, ``{1|-1}``) has no sympy counterpart, since game sums
are not field arithmetic; :func:`as_symbol` wraps it in a sympy symbol whose
LaTeX is the game's own (:meth:`cgtalg.Game.latex`), so it can appear inside
a sympy expression that is printed, for instance in a notebook. The LaTeX of a
number game is the LaTeX sympy prints for the same Rational, up to spacing.

sympy is imported only when one of these functions is called; install it
with ``pip install "cgtalg[sympy]"``.

Examples
--------
>>> import pytest; sympy = pytest.importorskip("sympy")
>>> from cgtalg import parse, UP
>>> to_sympy(parse("-3/4")) + sympy.Rational(1, 4)
-1/2
>>> from_sympy(sympy.Rational(5, 8))
Game('5/8')
>>> x = sympy.Symbol("x")
>>> sympy.latex(x + as_symbol(UP))
'\\\\uparrow + x'
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..errors import InputTypeError, InputValueError

__all__ = ["to_sympy", "from_sympy", "as_symbol", "game_symbol_class", "sympify_game"]


def _sympy() -> Any:
    try:
        import sympy  # type: ignore[import-untyped]
    except ImportError:
        raise ImportError(
            "sympy is not installed; install the extra with: pip install 'cgtalg[sympy]'"
        ) from None
    return sympy


def _game(g: object, what: str = "argument") -> Any:
    from cgtalg.core.game import Game

    if isinstance(g, bool) or not isinstance(g, (Game, int, Fraction)):
        raise InputTypeError(f"{what} must be a cgtalg Game, int or Fraction, not {type(g).__name__}")
    if isinstance(g, Game):
        return g
    from cgtalg.core.values import number

    return number(Fraction(g))


def to_sympy(game: object) -> Any:
    """Return the number *game* as an exact :class:`sympy.Rational`.

    Parameters
    ----------
    game : Game, int or Fraction
        The game; an int or a Fraction stands for the number game (a Fraction
        must be dyadic).

    Returns
    -------
    sympy.Rational
        An ``Integer`` for an integer, else a ``Rational`` with a power-of-two
        denominator.

    Raises
    ------
    InputTypeError
        If *game* is not a number (``*``, ``^``, a hot game...): use
        :func:`as_symbol` to put such a game in a sympy expression; or if it
        is not a Game, an int or a Fraction.
    InputValueError
        If *game* is a Fraction whose denominator is not a power of two.
    ImportError
        If sympy is not installed.

    Examples
    --------
    >>> import pytest; sympy = pytest.importorskip("sympy")
    >>> from cgtalg import parse
    >>> to_sympy(parse("{0|1}")), type(to_sympy(parse("3")))
    (1/2, <class 'sympy.core.numbers.Integer'>)
    >>> to_sympy(parse("*"))
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: * is not a number, so it has no sympy.Rational; use as_symbol() to print it inside sympy
    """
    g = _game(game)
    if not g.is_number:
        raise InputTypeError(f"{g} is not a number, so it has no sympy.Rational; use as_symbol() to print it inside sympy")
    sympy = _sympy()
    x = g.as_fraction()
    return sympy.Rational(x.numerator, x.denominator)


def from_sympy(expr: object) -> Any:
    """Return the number game equal to a sympy rational with a power-of-two denominator.

    Anything sympy can read as such a number is accepted (``Rational(3, 8)``,
    ``Integer(2)``, ``"5/4"``).

    Parameters
    ----------
    expr : sympy expression, int, Fraction or str
        A rational number: a sympy ``Rational``/``Integer``, anything
        ``sympy.sympify`` accepts in strict mode, or a string such as ``"5/4"``
        (read with ``sympy.Rational``, never evaluated as code).

    Returns
    -------
    Game
        The number game with that value.

    Raises
    ------
    InputTypeError
        If *expr* is not a rational number (a symbol, a float, ``sqrt(2)``).
    InputValueError
        If the denominator is not a power of two: short games have only
        dyadic numbers.
    ImportError
        If sympy is not installed.

    Examples
    --------
    >>> import pytest; sympy = pytest.importorskip("sympy")
    >>> print(from_sympy(sympy.Rational(-7, 4)), from_sympy(sympy.Integer(2)))
    -7/4 2
    >>> from_sympy(sympy.Rational(1, 3))
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: 1/3 is not a dyadic rational: a short game's number has a power-of-two denominator
    """
    sympy = _sympy()
    from cgtalg.core.values import number

    try:
        if isinstance(expr, str):
            value = sympy.Rational(expr.strip())  # reads "5/4" without evaluating code
        elif isinstance(expr, sympy.Basic):
            value = expr
        else:
            value = sympy.sympify(expr, strict=True)
    except (sympy.SympifyError, TypeError, ValueError):
        raise InputTypeError(f"cannot read {expr!r} as a sympy rational number") from None
    if not getattr(value, "is_Rational", False):
        raise InputTypeError(f"{value} is not a rational number, so it is not the value of a short game")
    p, q = int(value.p), int(value.q)
    if q & (q - 1):
        raise InputValueError(f"{value} is not a dyadic rational: a short game's number has a power-of-two denominator")
    return number(Fraction(p, q))


def sympify_game(game: object) -> Any:
    """What ``sympy.sympify(G)`` gives: the Rational of a number game.

    Installed as ``Game._sympy_`` by :mod:`cgtalg.interop`.

    Parameters
    ----------
    game : Game, int or Fraction
        The game; an int or a Fraction stands for the number game (a Fraction
        must be dyadic).

    Returns
    -------
    sympy.Rational

    Raises
    ------
    sympy.SympifyError
        If *game* is not a number. sympy treats this as "not convertible",
        so a comparison such as ``Rational(1, 2) < UP`` falls back to the
        game's own operator.
    InputTypeError
        If *game* is not a Game, an int or a Fraction.
    ImportError
        If sympy is not installed.

    Examples
    --------
    >>> import pytest; sympy = pytest.importorskip("sympy")
    >>> from cgtalg import parse, UP
    >>> sympy.sympify(parse("-3/8")), sympy.Rational(1, 2) + UP
    (-3/8, Game('1/2^'))
    >>> sympy.sympify(UP)
    Traceback (most recent call last):
    ...
    sympy.core.sympify.SympifyError: SympifyError: '^ is not a number, so sympy has no value for it; use cgtalg.interop.sympy.as_symbol() to show it in a sympy expression'
    """
    g = _game(game)
    sympy = _sympy()
    if not g.is_number:
        raise sympy.SympifyError(
            f"{g} is not a number, so sympy has no value for it; "
            "use cgtalg.interop.sympy.as_symbol() to show it in a sympy expression"
        )
    return to_sympy(g)


_SYMBOL_CLASS: Any = None


def game_symbol_class() -> type:
    """Return the sympy ``Symbol`` subclass used by :func:`as_symbol` (created once).

    Its instances are named by the game's plain notation and print in LaTeX
    as :meth:`cgtalg.Game.latex`; ``.game`` gives the game back.

    Returns
    -------
    type
        A subclass of ``sympy.Symbol``, the same on every call.

    Raises
    ------
    ImportError
        If sympy is not installed.

    Examples
    --------
    >>> import pytest; sympy = pytest.importorskip("sympy")
    >>> issubclass(game_symbol_class(), sympy.Symbol)
    True
    """
    global _SYMBOL_CLASS
    if _SYMBOL_CLASS is not None:
        return _SYMBOL_CLASS
    sympy = _sympy()

    class GameSymbol(sympy.Symbol):  # type: ignore[misc, name-defined]
        """A sympy symbol standing for a game; its name is the game's notation."""

        def __new__(cls, game: object, **assumptions: Any) -> "GameSymbol":
            from cgtalg.notation.parser import parse

            name = game if isinstance(game, str) else str(_game(game))
            parse(name)  # a symbol must name a game
            return super().__new__(cls, name, **assumptions)

        @property
        def game(self) -> Any:
            from cgtalg.notation.parser import parse

            return parse(self.name)

        def _latex(self, printer: Any) -> str:
            return self.game.latex()

    _SYMBOL_CLASS = GameSymbol
    return GameSymbol


def as_symbol(game: object) -> Any:
    """Return *game* as a sympy object: a Rational for a number, else a symbol.

    The symbol prints as the game (``^``, ``{1|*}``) in plain text and as
    :meth:`cgtalg.Game.latex` in LaTeX. sympy treats it as an opaque
    commutative symbol: it does *not* know game arithmetic, so use it for
    display; compute with :class:`cgtalg.Game` itself.

    Parameters
    ----------
    game : Game, int or Fraction
        The game; an int or a Fraction stands for the number game (a Fraction
        must be dyadic).

    Returns
    -------
    sympy.Rational or sympy.Symbol
        The Rational of a number game; for any other game an instance of
        :func:`game_symbol_class`, which keeps the game in its ``game``
        attribute.

    Raises
    ------
    InputTypeError
        If *game* is not a Game, an int or a Fraction.
    ImportError
        If sympy is not installed.

    Examples
    --------
    >>> import pytest; sympy = pytest.importorskip("sympy")
    >>> from cgtalg import parse
    >>> s = as_symbol(parse("{1|*}"))
    >>> sympy.latex(2 * s), s.game == parse("{1|*}")
    ('2 \\\\{1 \\\\mid \\\\ast\\\\}', True)
    >>> as_symbol(parse("1/2"))
    1/2
    """
    g = _game(game)
    if g.is_number:
        return to_sympy(g)
    return game_symbol_class()(g)
