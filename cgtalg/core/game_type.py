"""The :class:`Game` type: its stored fields, its operators and methods, and the hooks they reach.

**Invariant.** A :class:`Game` is an immutable value in canonical form, and
equal values are the same object (the store interns them: see
:mod:`cgtalg.core.store`), so ``==`` and ``hash`` are identity, except that a
number also equals, and hashes like, its Fraction or int. Only the store
creates games; ``Game(left, right)`` and ``Game("{1|*}")`` ask the engine
and the parser for the interned game.

:class:`GameData` holds the fields (a C struct in the compiled core,
``game_type.pxd``) and the operators ``+ - * < <= == ...`` (C slots of the
extension type, so that ``G + H`` makes no Python-level call);
:class:`Game`, a Python subclass, holds the properties and methods. This is
the bottom of the core's chain of modules (game_type -> store -> symbolic ->
coerce -> order -> canonical -> arithmetic -> game): every computation the
operators and methods need happens above, reached through the hooks that
:func:`install` sets, the one way the layers above register with the core
(see :mod:`cgtalg.core`). The core's engine (:mod:`cgtalg.core.game`) and
the notation (:mod:`cgtalg.notation`) install them when they are imported,
and importing any part of cgtalg imports both.

References
----------
Siegel, *Combinatorial Game Theory* (AMS 2013), ch. II.2-II.4 (canonical
forms, the values ``x + n.^ + *k``, stops).
"""

from __future__ import annotations

import warnings
from fractions import Fraction
from numbers import Rational
from typing import Any, Callable, Iterable

from ..errors import InputTypeError, InputValueError, as_integer
from . import _capi

__all__ = ["Game", "install"]


# ----------------------------------------------------------------------------------
# The hooks: what Game reaches above this module
# ----------------------------------------------------------------------------------


class Engine:
    """What :class:`Game`'s operators and methods call above the type (engine level; see :func:`install`).

    This module is the bottom of the core and imports nothing above it, so
    the arithmetic, the order, the construction and the pickling of games
    reach it through the one instance installed with ``install(engine=...)``:
    a subclass whose methods call the engine (:mod:`cgtalg.core.game`
    installs it when it is imported, which importing any part of cgtalg
    does). In the compiled core these are C methods (``game_type.pxd``), so
    an operator reaches the engine by a C call. This base class is what runs
    before the installation, which never happens in use: each method raises
    RuntimeError (a library bug).
    """

    __slots__ = ()

    def game(self, left: object, right: object) -> "Game":
        """``Game(left, right)``: the canonical game of options given as Games, ints or dyadic Fractions.

        Parameters
        ----------
        left, right : iterable
            The options, not yet coerced.

        Returns
        -------
        Game
            In the installed subclass.

        Raises
        ------
        RuntimeError
            Here: the engine was not installed (a library bug).
        """
        raise RuntimeError(_NOT_INSTALLED)

    def operand(self, o: object) -> "Game | None":
        """The other operand of an operator as a Game, or None (then the operator returns NotImplemented).

        Parameters
        ----------
        o : object
            The operand that is not a Game.

        Returns
        -------
        Game or None
            In the installed subclass.

        Raises
        ------
        RuntimeError
            Here: the engine was not installed (a library bug).
        """
        raise RuntimeError(_NOT_INSTALLED)

    def add(self, g: "GameData", h: "GameData") -> "Game":
        """``g + h``.

        Parameters
        ----------
        g, h : GameData
            The operands.

        Returns
        -------
        Game
            In the installed subclass.

        Raises
        ------
        RuntimeError
            Here: the engine was not installed (a library bug).
        """
        raise RuntimeError(_NOT_INSTALLED)

    def neg(self, g: "GameData") -> "Game":
        """``-g``.

        Parameters
        ----------
        g : GameData
            The operand.

        Returns
        -------
        Game
            In the installed subclass.

        Raises
        ------
        RuntimeError
            Here: the engine was not installed (a library bug).
        """
        raise RuntimeError(_NOT_INSTALLED)

    def le(self, g: "GameData", h: "GameData") -> bool:
        """Whether ``g <= h``.

        Parameters
        ----------
        g, h : GameData
            The operands.

        Returns
        -------
        bool
            In the installed subclass.

        Raises
        ------
        RuntimeError
            Here: the engine was not installed (a library bug).
        """
        raise RuntimeError(_NOT_INSTALLED)

    def multiple(self, k: int, g: "GameData") -> "Game":
        """``k * g`` for an int *k*.

        Parameters
        ----------
        k : int
            The multiplier.
        g : GameData
            The game.

        Returns
        -------
        Game
            In the installed subclass.

        Raises
        ------
        RuntimeError
            Here: the engine was not installed (a library bug).
        """
        raise RuntimeError(_NOT_INSTALLED)

    def options(self, g: "GameData") -> tuple[tuple["Game", ...], tuple["Game", ...]]:
        """The canonical options of a symbolic *g*, made on demand.

        Parameters
        ----------
        g : GameData
            A symbolic game.

        Returns
        -------
        tuple of (tuple of Game, tuple of Game)
            In the installed subclass.

        Raises
        ------
        RuntimeError
            Here: the engine was not installed (a library bug).
        """
        raise RuntimeError(_NOT_INSTALLED)

    def birthday(self, g: "GameData") -> int:
        """The birthday of *g*, remembered on it and on every subgame it was worked out for.

        Parameters
        ----------
        g : GameData
            Any game.

        Returns
        -------
        int
            In the installed subclass.

        Raises
        ------
        RuntimeError
            Here: the engine was not installed (a library bug).
        """
        raise RuntimeError(_NOT_INSTALLED)

    def reduce(self, g: "GameData") -> tuple[object, ...]:
        """What ``pickle`` stores for *g*: ``(rebuild, (table,))`` (see ``Game.__reduce__``).

        Parameters
        ----------
        g : GameData
            Any game.

        Returns
        -------
        tuple
            In the installed subclass.

        Raises
        ------
        RuntimeError
            Here: the engine was not installed (a library bug).
        """
        raise RuntimeError(_NOT_INSTALLED)

    def norton(self, g: "GameData", unit: object) -> "Game":
        """The Norton product ``g.unit``.

        Parameters
        ----------
        g : GameData
            The game.
        unit : object
            The unit, a positive game (or a number) not yet checked.

        Returns
        -------
        Game
            In the installed subclass.

        Raises
        ------
        RuntimeError
            Here: the engine was not installed (a library bug).
        """
        raise RuntimeError(_NOT_INSTALLED)


_NOT_INSTALLED = "cgtalg.core.game has not installed the engine"
_engine = Engine()

# The notation's hooks (to_string, to_latex, parse), installed by cgtalg.notation.
_notation: dict[str, Callable[..., Any]] = {}


def install(*, engine: Engine | None = None, to_string: Callable[["Game"], str] | None = None,
            to_latex: Callable[["Game"], str] | None = None, parse: Callable[[str], "Game"] | None = None,
            to_svg: Callable[["Game"], str] | None = None) -> None:
    """Plug a layer above this module into :class:`Game`: the one way the upper layers register with the core.

    Each hook is given by name; the ones not given stay as they are, and
    installing a hook again replaces it. Importing :mod:`cgtalg` (or any
    part of it) installs all of them:

    * *engine*, by :mod:`cgtalg.core.game`: the operators ``+ - * <= ...``,
      ``Game(left, right)``, the options and birthdays of symbolic values,
      pickling, ``Game.norton``;
    * *to_string*, *to_latex* and *parse*, by :mod:`cgtalg.notation`:
      ``str(G)``, :meth:`Game.latex` and ``Game("{1|*}")``;
    * *to_svg*, by :mod:`cgtalg` itself: the picture a notebook shows for a
      game (its thermograph, from :mod:`cgtalg.analysis.thermograph`).

    So the core never imports the layers that use it. A hook used before it
    is installed raises RuntimeError naming it.

    Parameters
    ----------
    engine : Engine, optional
        An instance of a subclass of :class:`Engine`.
    to_string : callable, optional
        ``Game -> str``, used by ``str(game)``.
    to_latex : callable, optional
        ``Game -> str``, used by :meth:`Game.latex`.
    parse : callable, optional
        ``str -> Game``, used by ``Game("{1|*}")``.
    to_svg : callable, optional
        ``Game -> str``, an ``<svg>`` element, used by ``Game._repr_svg_``.

    Raises
    ------
    InputTypeError
        If *engine* is not an :class:`Engine` or a notation hook is not callable.

    Examples
    --------
    >>> sorted(_notation)                      # installed when cgtalg was imported
    ['parse', 'to_latex', 'to_string', 'to_svg']
    >>> install(**_notation)                   # installing the same hooks again changes nothing
    >>> from cgtalg import UP
    >>> str(UP + UP)
    '^^'
    """
    global _engine
    notation = {"to_string": to_string, "to_latex": to_latex, "parse": parse, "to_svg": to_svg}
    for name, hook in notation.items():  # every hook checked before any is installed
        if hook is not None and not callable(hook):
            raise InputTypeError(f"install(): {name} must be callable, not {type(hook).__name__}")
    if engine is not None and not isinstance(engine, Engine):
        raise InputTypeError(f"install(): engine must be an Engine, not {type(engine).__name__}")
    if engine is not None:
        _engine = engine
    _notation.update((name, hook) for name, hook in notation.items() if hook is not None)


def register_notation(*, to_string: Callable[["Game"], str], to_latex: Callable[["Game"], str],
                      parse: Callable[[str], "Game"]) -> None:
    """Install the printer, the LaTeX writer and the parser: ``install(to_string=..., to_latex=..., parse=...)``.

    Deprecated: call :func:`install`.

    Parameters
    ----------
    to_string, to_latex : callable
        ``Game -> str``.
    parse : callable
        ``str -> Game``.

    Warns
    -----
    DeprecationWarning
        Always.

    Examples
    --------
    >>> import warnings
    >>> with warnings.catch_warnings(record=True) as caught:
    ...     warnings.simplefilter("always")
    ...     register_notation(to_string=_notation["to_string"], to_latex=_notation["to_latex"],
    ...                       parse=_notation["parse"])
    >>> caught[0].category.__name__
    'DeprecationWarning'
    """
    warnings.warn("register_notation is deprecated: call install(to_string=..., to_latex=..., parse=...)",
                  DeprecationWarning, stacklevel=2)
    install(to_string=to_string, to_latex=to_latex, parse=parse)


def _notation_hook(name: str) -> Callable[..., Any]:
    hook = _notation.get(name)
    if hook is None:
        raise RuntimeError(f"cgtalg.notation has not installed {name}")
    return hook


# ----------------------------------------------------------------------------------
# The type
# ----------------------------------------------------------------------------------


class GameData:
    """The stored fields of a :class:`Game` (engine level; users never see this class).

    Kept apart from the façade so that the compiled core (see
    :mod:`cgtalg.accelerated`) can declare these fields as a C struct in
    ``game_type.pxd`` while :class:`Game`, a Python subclass, keeps the methods
    and properties.
    """

    __slots__ = ("_id", "_num", "_nus", "_xa", "_xe", "_left", "_right", "_neg", "_birthday", "_ls", "_rs", "_le",
                 "__weakref__")

    _id: int  # creation order; the intern keys and the memos use it
    _num: Fraction | None  # the number, when the game is one
    _nus: tuple[Fraction, int, int] | None  # (x, n, k) of a symbolic game
    _xa: int  # x = _xa / 2**_xe for a symbolic game (_xa odd unless _xe == 0); unset for explicit games
    _xe: int
    _left: tuple["Game", ...] | None  # filled on demand for symbolic games
    _right: tuple["Game", ...] | None
    _neg: "Game | None"  # the negative, once computed
    _birthday: int | None
    _ls: float | Fraction  # Left stop, as a float when that is exact (see cgtalg.core.store._sort_key)
    _rs: float | Fraction  # Right stop, likewise
    _le: dict[int, bool] | None  # the comparison row: other id -> self <= other (see cgtalg.core.order); None until used

    # -- operators ----------------------------------------------------------------
    # Defined here, on the stored fields' class, so that the compiled core
    # makes them C slots of the extension type (nb_add, tp_richcompare,
    # tp_hash, ...), which Game inherits: ``G + H`` then reaches the engine
    # without a Python-level method lookup and call (about 300 instructions
    # less per operator; Game, a Python subclass, reaches the binary ones,
    # ``+ - *``, through CPython's generic slot, which finds the C method).
    # The engine sits above this module, so they call it through the installed
    # Engine (_engine, see install): a C method call in the compiled core.
    # Operands: Games, ints and dyadic Fractions (Engine.operand), never bools
    # or floats. A Game is recognised by isinstance(other, GameData), a C type
    # check in the compiled core (``type(other) is Game`` reads a module
    # global); only Games are ever GameData instances.

    def __eq__(self, other: object) -> bool:
        if isinstance(other, GameData):
            return self is other
        if isinstance(other, bool):
            return NotImplemented  # True is not the number 1 here
        if isinstance(other, (int, Rational)):
            return self._num is not None and self._num == other
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __hash__(self) -> int:
        if self._num is not None:
            # Equal to hash(self._num) (a number equals its Fraction, so they must hash alike), but
            # without Fraction.__hash__, which is Python code with a modular inverse: a number's
            # _ls is the number itself, as a float when that is exact (store._sort_key), and Python
            # hashes equal numbers of any type equally.
            return hash(self._ls)
        return hash(("cgtalg.Game", self._id))

    def __le__(self, other: object) -> bool:
        h = other if isinstance(other, GameData) else _engine.operand(other)
        if h is None:
            return NotImplemented
        return _engine.le(self, h)

    def __ge__(self, other: object) -> bool:
        h = other if isinstance(other, GameData) else _engine.operand(other)
        if h is None:
            return NotImplemented
        return _engine.le(h, self)

    def __lt__(self, other: object) -> bool:
        h = other if isinstance(other, GameData) else _engine.operand(other)
        if h is None:
            return NotImplemented
        if h is self:
            return False
        return _engine.le(self, h)

    def __gt__(self, other: object) -> bool:
        h = other if isinstance(other, GameData) else _engine.operand(other)
        if h is None:
            return NotImplemented
        if h is self:
            return False
        return _engine.le(h, self)

    def __neg__(self) -> "Game":
        r = self._neg
        return r if r is not None else _engine.neg(self)

    def __pos__(self) -> "Game":
        return self  # type: ignore[return-value]

    def __add__(self, other: object) -> "Game":
        h = other if isinstance(other, GameData) else _engine.operand(other)
        if h is None:
            return NotImplemented
        return _engine.add(self, h)

    def __radd__(self, other: object) -> "Game":
        h = _engine.operand(other)
        if h is None:
            return NotImplemented
        return _engine.add(self, h)

    def __sub__(self, other: object) -> "Game":
        h = other if isinstance(other, GameData) else _engine.operand(other)
        if h is None:
            return NotImplemented
        return _engine.add(self, _engine.neg(h))

    def __rsub__(self, other: object) -> "Game":
        h = _engine.operand(other)
        if h is None:
            return NotImplemented
        return _engine.add(h, _engine.neg(self))

    def __mul__(self, k: object) -> "Game":
        if type(k) is int:
            return _engine.multiple(k, self)
        if isinstance(k, GameData):
            raise InputTypeError(
                "the product of two games is not defined for general games; "
                "use an int multiple such as 3 * G, or G.norton(U) for Norton multiplication"
            )
        n = as_integer(k)
        if n is None:
            return NotImplemented
        return _engine.multiple(n, self)

    def __rmul__(self, k: object) -> "Game":
        if type(k) is int:
            return _engine.multiple(k, self)
        if isinstance(k, GameData):
            raise InputTypeError(
                "the product of two games is not defined for general games; "
                "use an int multiple such as 3 * G, or G.norton(U) for Norton multiplication"
            )
        n = as_integer(k)
        if n is None:
            return NotImplemented
        return _engine.multiple(n, self)



class Game(GameData):
    """A short partizan game ``{L | R}``, always in canonical form.

    Parameters
    ----------
    left, right : iterable of Game, int or dyadic Fraction
        The Left and Right options. They may be given in any form; the result
        is the canonical game of that value.

        A single string instead, ``Game("{1|*}")``, is read with
        :func:`cgtalg.parse`; ``repr`` writes games that way, so
        ``eval(repr(G)) == G``.

    Raises
    ------
    InputTypeError
        If an option is not a Game, an int or a Fraction (bools and floats are
        refused).
    InputValueError
        If a number option is not dyadic, or the string does not parse.

    Examples
    --------
    >>> from cgtalg import Game, STAR, UP
    >>> Game([0], [0]) is STAR
    True
    >>> Game([0], [STAR]) is UP
    True
    >>> print(Game([1], [-1]))
    +-1
    >>> Game([Fraction(1, 2)], [1]) == Fraction(3, 4)
    True
    >>> Game("{1|*}")
    Game('{1|*}')

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.2 (canonical form);
    *Lessons in Play*, ch. 4.
    """

    __slots__ = ()

    def __new__(cls, left: Iterable[object] | str = (), right: Iterable[object] = ()) -> "Game":
        if isinstance(left, str):
            if right != ():
                raise InputTypeError("Game(text) takes one string; options go in two lists: Game(left, right)")
            return _notation_hook("parse")(left)  # type: ignore[no-any-return]
        return _engine.game(left, right)
    def __reduce__(self) -> tuple[object, ...]:
        # The store's flat table of the distinct subgames, children first, so
        # pickling never recurses on the depth of the game.
        return _engine.reduce(self)

    # -- options ------------------------------------------------------------------

    @property
    def left_options(self) -> tuple["Game", ...]:
        """The Left options of the canonical form.

        Returns
        -------
        tuple of Game

        Examples
        --------
        >>> from cgtalg import UP
        >>> [str(g) for g in UP.left_options]
        ['0']
        """
        if self._left is None:
            self._fill_symbolic_options()
        return self._left  # type: ignore[return-value]

    @property
    def right_options(self) -> tuple["Game", ...]:
        """The Right options of the canonical form.

        Returns
        -------
        tuple of Game

        Examples
        --------
        >>> from cgtalg import UP
        >>> [str(g) for g in UP.right_options]
        ['*']
        """
        if self._right is None:
            self._fill_symbolic_options()
        return self._right  # type: ignore[return-value]

    @property
    def options(self) -> tuple[tuple["Game", ...], tuple["Game", ...]]:
        """``(left_options, right_options)``; ``Game(*G.options) is G``.

        Returns
        -------
        tuple of (tuple of Game, tuple of Game)

        Examples
        --------
        >>> from cgtalg import STAR
        >>> Game(*STAR.options) is STAR
        True
        """
        return self.left_options, self.right_options

    def _fill_symbolic_options(self) -> None:
        left, right = _engine.options(self)
        # Two threads may both fill; they compute the same interned games.
        self._right = right
        self._left = left

    # -- recognition --------------------------------------------------------------

    @property
    def is_number(self) -> bool:
        """True if this game is a (dyadic) number.

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg import number, STAR
        >>> number(Fraction(3, 4)).is_number, STAR.is_number
        (True, False)
        """
        return self._num is not None

    def as_fraction(self) -> Fraction:
        """Return this number as an exact :class:`~fractions.Fraction`.

        Returns
        -------
        Fraction
            A dyadic rational.

        Raises
        ------
        InputValueError
            If the game is not a number.

        Examples
        --------
        >>> from cgtalg import parse
        >>> parse("{1/2|1}").as_fraction()
        Fraction(3, 4)
        """
        if self._num is None:
            raise InputValueError(f"{self} is not a number")
        return self._num

    @property
    def is_integer(self) -> bool:
        """True if this game is an integer.

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg import integer, number
        >>> integer(-4).is_integer, number(Fraction(1, 2)).is_integer
        (True, False)
        """
        return self._num is not None and self._num.denominator == 1

    @property
    def is_nimber(self) -> bool:
        """True if this game is a nimber ``*k`` (``0`` is ``*0``).

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg import nimber, UP
        >>> nimber(5).is_nimber, UP.is_nimber
        (True, False)
        """
        nus = self._nus
        return nus is not None and nus[0] == 0 and nus[1] == 0

    @property
    def nim_value(self) -> int:
        """The ``k`` of a nimber ``*k``.

        Returns
        -------
        int
            At least 0.

        Raises
        ------
        InputValueError
            If the game is not a nimber.

        Examples
        --------
        >>> from cgtalg import nimber
        >>> nimber(7).nim_value
        7
        """
        if not self.is_nimber:
            raise InputValueError(f"{self} is not a nimber")
        return self._nus[2]  # type: ignore[index]

    @property
    def is_number_up_star(self) -> bool:
        """True if this game is ``x + n.^ + *k`` (number, ups and a nimber).

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg import parse
        >>> parse("1/2^^*3").is_number_up_star, parse("+-1").is_number_up_star
        (True, False)
        """
        return self._nus is not None

    @property
    def number_up_star(self) -> tuple[Fraction, int, int]:
        """``(x, n, k)`` with this game equal to ``x + n.^ + *k``.

        Returns
        -------
        tuple of (Fraction, int, int)
            The number ``x``, the number of ups ``n`` (negative for downs)
            and the nimber ``k >= 0``.

        Raises
        ------
        InputValueError
            If the game is not of that shape.

        Examples
        --------
        >>> from cgtalg import parse
        >>> parse("-1/2v3*2").number_up_star
        (Fraction(-1, 2), -3, 2)
        """
        if self._nus is None:
            raise InputValueError(f"{self} is not of the form number + ups + nimber")
        return self._nus

    @property
    def is_impartial(self) -> bool:
        """True if this game's value is impartial, i.e. a nimber.

        (Every impartial short game equals a nimber, and a canonical form
        whose Left and Right options coincide recursively is a nimber.)

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg import nimber, UP
        >>> nimber(3).is_impartial, UP.is_impartial
        (True, False)
        """
        return self.is_nimber

    @property
    def is_infinitesimal(self) -> bool:
        """True if both stops are 0 (the game lies strictly between all ``-x`` and ``x``).

        Zero and the nimbers count as infinitesimal here, as in CGSuite.

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg import UP, parse
        >>> UP.is_infinitesimal, parse("{0||0|-1}").is_infinitesimal, parse("+-1").is_infinitesimal
        (True, True, False)
        >>> parse("{1|0}").is_infinitesimal, parse("{0|-1}").is_infinitesimal
        (False, False)
        """
        return self._ls == 0 and self._rs == 0

    @property
    def is_switch(self) -> bool:
        """True if this game is a hot switch ``{x | y}`` with numbers ``x > y``.

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg import parse
        >>> parse("+-1").is_switch, parse("{3|1}").is_switch, parse("{1|*}").is_switch
        (True, True, False)
        """
        if self._nus is not None:
            return False
        left, right = self.left_options, self.right_options
        return (
            len(left) == 1
            and len(right) == 1
            and left[0]._num is not None
            and right[0]._num is not None
            and left[0]._num > right[0]._num
        )

    @property
    def birthday(self) -> int:
        """The birthday: the height of the canonical game tree.

        Symbolic values have closed forms (``n.^`` is born on day ``n + 1``),
        so ``up(10**6).birthday`` is instant.

        Returns
        -------
        int

        Examples
        --------
        >>> from cgtalg import ZERO, STAR, UP, integer, nimber, up
        >>> [g.birthday for g in (ZERO, STAR, UP, integer(5), nimber(10**6), up(10**6))]
        [0, 1, 2, 5, 1000000, 1000001]

        References
        ----------
        Siegel, *Combinatorial Game Theory*, II.1 (birthdays).
        """
        b = self._birthday
        return b if b is not None else _engine.birthday(self)

    # -- relations and products -----------------------------------------------------

    def is_confused_with(self, other: object) -> bool:
        """True if this game and *other* are incomparable (``G || H``).

        Parameters
        ----------
        other : Game, int or dyadic Fraction

        Returns
        -------
        bool

        Raises
        ------
        InputTypeError
            If *other* is not a Game, an int or a dyadic Fraction.

        Examples
        --------
        >>> from cgtalg import STAR, ZERO, UP
        >>> STAR.is_confused_with(ZERO), UP.is_confused_with(ZERO)
        (True, False)
        """
        h = other if isinstance(other, GameData) else _engine.operand(other)
        if h is None:
            raise InputTypeError(f"cannot compare a Game with {type(other).__name__}")
        return not _engine.le(self, h) and not _engine.le(h, self)

    def norton(self, unit: object) -> "Game":
        """The Norton product ``self.unit`` (*unit* must be a positive game).

        The product depends on the form of the unit, and cgtalg always uses
        its canonical form; see :func:`cgtalg.core.norton.norton`.

        Parameters
        ----------
        unit : Game, int or dyadic Fraction, greater than 0

        Returns
        -------
        Game

        Raises
        ------
        InputValueError
            If *unit* is not greater than 0.
        InputTypeError
            If *unit* is not a Game, an int or a dyadic Fraction.

        Examples
        --------
        >>> from cgtalg import UP, parse
        >>> print(parse("3").norton(UP), parse("{1|0}").norton(1))
        ^3 {1|0}

        References
        ----------
        *Winning Ways*, ch. 8; Siegel, *Combinatorial Game Theory*, II.5.
        """
        return _engine.norton(self, unit)

    # -- identity (==, != and hash are GameData's) ----------------------------------

    def __bool__(self) -> bool:
        raise TypeError(
            "the truth value of a Game is ambiguous; compare it instead (G == 0, G > 0, outcome(G))"
        )

    def __copy__(self) -> "Game":
        return self

    def __deepcopy__(self, memo: object) -> "Game":
        return self

    # -- display ------------------------------------------------------------------

    def __str__(self) -> str:
        return _notation_hook("to_string")(self)  # type: ignore[no-any-return]

    def __repr__(self) -> str:
        return f"Game({str(self)!r})"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def latex(self) -> str:
        """Return the game in LaTeX notation.

        Returns
        -------
        str
            Math-mode LaTeX, without the dollar signs.

        Examples
        --------
        >>> from cgtalg import parse
        >>> parse("^*").latex()
        '\\\\uparrow\\\\ast'
        """
        return _notation_hook("to_latex")(self)  # type: ignore[no-any-return]

    def _repr_latex_(self) -> str:
        return f"${self.latex()}$"

    def _repr_svg_(self) -> str:
        """The game's thermograph as an SVG picture: what a notebook draws for an image of the game.

        The picture is the hook ``to_svg`` of :func:`install`: importing
        :mod:`cgtalg` installs the game's thermograph (computed by
        :mod:`cgtalg.analysis.thermograph` when a picture is asked for).

        Returns
        -------
        str
            A complete ``<svg>`` element.

        Examples
        --------
        >>> from cgtalg import parse
        >>> svg = parse("{3|-1}")._repr_svg_()
        >>> svg.startswith("<svg") and "mean 1, temperature 2" in svg
        True
        """
        return _notation_hook("to_svg")(self)  # type: ignore[no-any-return]

    def _repr_html_(self) -> str:
        """The game for a notebook: its notation above its thermograph.

        Jupyter prefers this to :meth:`_repr_latex_`, so a cell ending in a
        game shows both the value and its picture.

        Returns
        -------
        str
            An HTML ``<figure>`` holding the notation (escaped) and the SVG
            picture of :meth:`_repr_svg_`.

        Examples
        --------
        >>> from cgtalg import parse
        >>> html = parse("{1|0}")._repr_html_()
        >>> html.startswith("<figure") and "<code>{1|0}</code>" in html and "<svg" in html
        True
        """
        from html import escape

        return (
            f'<figure class="cgtalg-game"><figcaption><code>{escape(str(self))}</code></figcaption>'
            f"{self._repr_svg_()}</figure>"
        )


# In the compiled core, ``G + H``, ``G - H`` and ``k * G`` then reach GameData's C
# slots directly instead of CPython's generic slot for a Python subclass, which
# looks the method up and calls it (see _capi.inherit_binary_slots); nothing
# in pure Python.
_capi.inherit_binary_slots(Game)
