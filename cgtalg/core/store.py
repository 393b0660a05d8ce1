"""The store: the :class:`Game` type, its two representations, and interning.

**Invariant.** Every :class:`Game` is in canonical form (no dominated and no
reversible options), and equal values are the same object: games are
hash-consed, so ``G == H`` is ``G is H`` and a ``set`` of games holds values.
The invariant holds in every thread: the intern tables are read without a lock,
and a live entry is never overwritten (see :func:`_new_symbolic` and
:func:`explicit`).

Representation
--------------
A game is one of two kinds:

* a *symbolic* value ``x + n.^ + *k`` (a dyadic number ``x``, ``n`` ups, the
  nimber ``*k``), which covers numbers, nimbers, ups and their sums. Its
  options are generated on demand from formulas, so ``integer(2**200)``,
  ``nimber(10**6)`` and ``1000 * UP`` are instant, and sums, negations,
  comparisons and birthdays among them are plain arithmetic. The number
  ``x`` is also kept as two integers, ``x = a / 2**e`` (``a`` odd unless
  ``e = 0``), so that this arithmetic is integer arithmetic: see
  :func:`symbolic_dyadic`;
* an *explicit* game ``{L | R}`` whose options are canonical games.

Every canonical game that equals a symbolic value is stored symbolically (the
canonicaliser recognises those shapes), so the representation of a value is
unique. Every game also carries its Left and Right stops from construction.

This module is the bottom of the core's dependency chain
(store -> order -> canonical -> arithmetic -> game): it knows how games are
stored, never how they are compared or added. The notation package registers
the printer and parser with :func:`register_notation`, and
:mod:`cgtalg.core.game` installs the arithmetic and order operators.

References
----------
Siegel, *Combinatorial Game Theory* (AMS 2013), ch. II.2-II.4 (canonical
forms, the values ``x + n.^ + *k``, stops).
"""

from __future__ import annotations

import itertools
import threading
import weakref
from fractions import Fraction
from numbers import Rational
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator

from ..errors import InputTypeError, InputValueError, as_integer
from . import _capi
from .cache import register_info
from .dyadic import as_dyadic, birthday_of_number

__all__ = ["Game", "register_notation", "iter_subgames", "interned_count"]

_ids = itertools.count()

# Intern tables: key -> weak reference to the one Game with that value. Read
# without a lock (a dict lookup is atomic). Both tables gain new entries by an
# atomic setdefault without the lock (see _new_symbolic, _new_explicit), and lose only
# entries whose game is gone, by _remove_dead (atomic: it deletes an entry only
# if it is still a dead reference). No entry of a live game is ever removed or
# overwritten, so two threads can never create two objects for one value. The
# references have no callbacks (a callback per game cost more than the game
# itself): the entries of games that are gone are dropped by _sweep, under the
# lock, once a table has doubled since its last sweep, and a lookup that finds
# such an entry treats it as a miss.
_symbolic_table: dict[tuple[int, int, int, int], "weakref.ref[Game]"] = {}
_explicit_table: dict[tuple[tuple[int, ...], tuple[int, ...]], "weakref.ref[Game]"] = {}
_intern_lock = threading.RLock()
# Bound once: the miss paths call these directly (cheaper than `with`, which
# looks up two methods on every use).
_lock_acquire = _intern_lock.acquire
_lock_release = _intern_lock.release


def _remove_dead_locked(table: dict, key: object) -> None:  # type: ignore[type-arg]
    """Delete ``table[key]`` if it is a weak reference whose game is gone (and it is there).

    Under _intern_lock, which every remover holds; the lock-free writers of
    the symbolic table only add missing keys, so an entry seen dead here
    stays in place until this deletes it. Used where
    ``_weakref._remove_dead_weakref`` (the same in one C step) is missing.
    """
    with _intern_lock:
        ref = table.get(key)
        if ref is not None and ref() is None:
            del table[key]


try:
    # What weakref.WeakValueDictionary uses: deletes table[key] only if it is a dead weak
    # reference, in one step (C, no Python code in between); a missing key is no error.
    from _weakref import _remove_dead_weakref  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - another Python implementation
    _remove_dead = _remove_dead_locked
else:
    _remove_dead = _remove_dead_weakref
#: A table is swept when it reaches this size; then the limit becomes twice
#: what is left, so sweeping costs O(1) per insertion.
_SWEEP_MIN = 4096
_symbolic_sweep_at = _SWEEP_MIN
_explicit_sweep_at = _SWEEP_MIN

# Notation hooks, filled by cgtalg.notation (which imports the core, never the
# other way round).
_notation: dict[str, Callable[..., Any]] = {}


def register_notation(*, to_string: Callable[["Game"], str], to_latex: Callable[["Game"], str],
                      parse: Callable[[str], "Game"]) -> None:
    """Install the printer, the LaTeX writer and the parser used by :class:`Game`.

    Called once by :mod:`cgtalg.notation` when it is imported (importing
    :mod:`cgtalg` does that), so that the core never imports the notation.
    Calling it again replaces the hooks.

    Parameters
    ----------
    to_string : callable
        ``Game -> str``, used by ``str(game)``.
    to_latex : callable
        ``Game -> str``, used by :meth:`Game.latex`.
    parse : callable
        ``str -> Game``, used by ``Game("{1|*}")``.

    Examples
    --------
    >>> sorted(_notation)                      # installed when cgtalg was imported
    ['parse', 'to_latex', 'to_string']
    >>> register_notation(**_notation)         # installing the same hooks again changes nothing
    >>> from cgtalg import UP
    >>> str(UP + UP)
    '^^'
    """
    _notation.update(to_string=to_string, to_latex=to_latex, parse=parse)


def _notation_hook(name: str) -> Callable[..., Any]:
    # Importing any part of cgtalg imports the package, which imports the
    # notation, which registers itself: a missing hook is a library bug.
    return _notation[name]


class GameData:
    """The stored fields of a :class:`Game` (engine level; users never see this class).

    Kept apart from the façade so that the compiled core (see
    :mod:`cgtalg.accelerated`) can declare these fields as a C struct in
    ``store.pxd`` while :class:`Game`, a Python subclass, keeps the methods,
    properties and operators that the rest of the package installs on it.
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
    _ls: float | Fraction  # Left stop, as a float when that is exact (see _sort_key)
    _rs: float | Fraction  # Right stop, likewise
    _le: dict[int, bool] | None  # the comparison row: other id -> self <= other (see cgtalg.core.order); None until used

    # -- operators ----------------------------------------------------------------
    # Defined here, on the stored fields' class, so that the compiled core
    # makes them C slots of the extension type (nb_add, tp_richcompare,
    # tp_hash, ...), which Game inherits: ``G + H`` then reaches the engine
    # without a Python-level method lookup and call (about 300 instructions
    # less per operator; Game, a Python subclass, reaches the binary ones,
    # ``+ - *``, through CPython's generic slot, which finds the C method).
    # The engine sits above the store, so they call it through the installed
    # Operators (see install_operators). Operands: Games, ints and dyadic
    # Fractions (coerce_operand), never bools or floats. A Game is recognised
    # by isinstance(other, GameData), a C type check in the compiled core
    # (``type(other) is Game`` reads a module global); only Games are ever
    # GameData instances.

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
            # _ls is the number itself, as a float when that is exact (_sort_key), and Python
            # hashes equal numbers of any type equally.
            return hash(self._ls)
        return hash(("cgtalg.Game", self._id))

    def __le__(self, other: object) -> bool:
        h = other if isinstance(other, GameData) else coerce_operand(other)
        if h is None:
            return NotImplemented
        return _le_of(self, h)

    def __ge__(self, other: object) -> bool:
        h = other if isinstance(other, GameData) else coerce_operand(other)
        if h is None:
            return NotImplemented
        return _le_of(h, self)  # type: ignore[arg-type]

    def __lt__(self, other: object) -> bool:
        h = other if isinstance(other, GameData) else coerce_operand(other)
        if h is None:
            return NotImplemented
        if h is self:
            return False
        return _le_of(self, h)

    def __gt__(self, other: object) -> bool:
        h = other if isinstance(other, GameData) else coerce_operand(other)
        if h is None:
            return NotImplemented
        if h is self:
            return False
        return _le_of(h, self)  # type: ignore[arg-type]

    def __neg__(self) -> "Game":
        r = self._neg
        return r if r is not None else _negative_of(self)

    def __pos__(self) -> "Game":
        return self  # type: ignore[return-value]

    def __add__(self, other: object) -> "Game":
        h = other if isinstance(other, GameData) else coerce_operand(other)
        if h is None:
            return NotImplemented
        return _sum_of(self, h)

    def __radd__(self, other: object) -> "Game":
        h = coerce_operand(other)
        if h is None:
            return NotImplemented
        return _sum_of(self, h)

    def __sub__(self, other: object) -> "Game":
        h = other if isinstance(other, GameData) else coerce_operand(other)
        if h is None:
            return NotImplemented
        return _sum_of(self, _negative_of(h))

    def __rsub__(self, other: object) -> "Game":
        h = coerce_operand(other)
        if h is None:
            return NotImplemented
        return _sum_of(h, _negative_of(self))

    def __mul__(self, k: object) -> "Game":
        if type(k) is int:
            return _multiple_of(k, self)
        if isinstance(k, GameData):
            raise InputTypeError(
                "the product of two games is not defined for general games; "
                "use an int multiple such as 3 * G (Norton multiplication is not provided)"
            )
        n = as_integer(k)
        if n is None:
            return NotImplemented
        return _multiple_of(n, self)

    def __rmul__(self, k: object) -> "Game":
        if type(k) is int:
            return _multiple_of(k, self)
        if isinstance(k, GameData):
            raise InputTypeError(
                "the product of two games is not defined for general games; "
                "use an int multiple such as 3 * G (Norton multiplication is not provided)"
            )
        n = as_integer(k)
        if n is None:
            return NotImplemented
        return _multiple_of(n, self)


# What the operators of GameData call. Two symbolic values (numbers, nimbers,
# ups and their sums) are answered here, by the store's arithmetic
# (symbolic_sum and its kin, also the engine's first step); anything else goes
# to the engine through the installed Operators. In the compiled core these
# are C functions of this module, whose machine code creating the values has
# already brought in: an operator on symbolic values runs no code of another
# extension module (each first touch of one costs a fresh process cache and
# TLB misses, see benchmarks/README.md).


def _sum_of(g: "GameData", h: "GameData") -> "Game":
    """``g + h`` for two games: symbolic values by arithmetic here, others by the engine."""
    if g._nus is not None and h._nus is not None:
        return symbolic_sum(g, h)  # type: ignore[arg-type]
    return _operators.add(g, h)


def _negative_of(g: "GameData") -> "Game":
    """``-g``: a symbolic value by arithmetic here, others by the engine."""
    if g._nus is not None:
        return symbolic_negative(g)  # type: ignore[arg-type]
    return _operators.neg(g)


def _le_of(g: "GameData", h: "GameData") -> bool:
    """``g <= h`` for two games: symbolic values by arithmetic here, others by the engine."""
    if g._nus is not None and h._nus is not None:
        return symbolic_le(g, h)  # type: ignore[arg-type]
    return _operators.le(g, h)  # type: ignore[no-any-return]


def _multiple_of(k: int, g: "GameData") -> "Game":
    """``k * g`` for an int *k*: a symbolic *g* by arithmetic here, others by the engine."""
    if g._nus is not None:
        return symbolic_multiple(k, g)  # type: ignore[arg-type]
    return _operators.multiple(k, g)


class Operators:
    """The engine behind the operators of :class:`GameData`: what ``+``, ``-``, ``<=`` and ``k *`` call.

    The store is the bottom of the core (store -> order -> canonical ->
    arithmetic -> game) and cannot import the engine, so
    :mod:`cgtalg.core.game` installs a subclass whose methods call it
    (:func:`install_operators`). In the compiled core these are C methods
    (``store.pxd``): an operator reaches the engine by a C call. This base
    class is what runs before the installation, which never happens in use
    (importing any part of cgtalg imports the package, which imports the game
    module): a library bug, so it raises RuntimeError.
    """

    __slots__ = ()

    def add(self, g: "GameData", h: "GameData") -> "Game":
        """``g + h``; this base class only raises (see the class docstring).

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
            Always: the engine was not installed (a library bug).

        Examples
        --------
        >>> from cgtalg import UP
        >>> Operators().add(UP, UP)
        Traceback (most recent call last):
        ...
        RuntimeError: cgtalg.core.game has not installed the operators
        """
        raise RuntimeError("cgtalg.core.game has not installed the operators")

    def neg(self, g: "GameData") -> "Game":
        """``-g``; this base class only raises (see the class docstring).

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
            Always: the engine was not installed (a library bug).

        Examples
        --------
        >>> from cgtalg import UP
        >>> Operators().neg(UP)
        Traceback (most recent call last):
        ...
        RuntimeError: cgtalg.core.game has not installed the operators
        """
        raise RuntimeError("cgtalg.core.game has not installed the operators")

    def le(self, g: "GameData", h: "GameData") -> bool:
        """Whether ``g <= h``; this base class only raises (see the class docstring).

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
            Always: the engine was not installed (a library bug).

        Examples
        --------
        >>> from cgtalg import UP
        >>> Operators().le(UP, UP)
        Traceback (most recent call last):
        ...
        RuntimeError: cgtalg.core.game has not installed the operators
        """
        raise RuntimeError("cgtalg.core.game has not installed the operators")

    def multiple(self, k: int, g: "GameData") -> "Game":
        """``k * g``; this base class only raises (see the class docstring).

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
            Always: the engine was not installed (a library bug).

        Examples
        --------
        >>> from cgtalg import UP
        >>> Operators().multiple(2, UP)
        Traceback (most recent call last):
        ...
        RuntimeError: cgtalg.core.game has not installed the operators
        """
        raise RuntimeError("cgtalg.core.game has not installed the operators")


_operators = Operators()


def install_operators(operators: Operators) -> None:
    """Make *operators* the engine behind the operators of every game (called once, by cgtalg.core.game).

    Parameters
    ----------
    operators : Operators
        An instance of a subclass of :class:`Operators` whose methods do the
        arithmetic and the order.

    Examples
    --------
    >>> from cgtalg.core.game import _EngineOperators
    >>> install_operators(_EngineOperators())    # what cgtalg.core.game does at import
    >>> from cgtalg import UP, STAR
    >>> str(UP + STAR)
    '^*'
    """
    global _operators
    _operators = operators


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

    if TYPE_CHECKING:  # installed by cgtalg.core.game
        def is_confused_with(self, other: object) -> bool: ...

    def __new__(cls, left: Iterable[object] | str = (), right: Iterable[object] = ()) -> "Game":
        tl, tr = type(left), type(right)
        if (tl is list or tl is tuple) and (tr is list or tr is tuple):  # the common case, inline
            lo = [o if type(o) is Game else coerce_option(o) for o in left]
            ro = [o if type(o) is Game else coerce_option(o) for o in right]
            return _canonicaliser[0](lo, ro)
        if isinstance(left, str):
            if right != ():
                raise InputTypeError("Game(text) takes one string; options go in two lists: Game(left, right)")
            return _notation_hook("parse")(left)  # type: ignore[no-any-return]
        return _construct(left, right)

    def __reduce__(self) -> tuple[object, ...]:
        # A flat table of the distinct subgames, children first, so pickling
        # never recurses on the depth of the game.
        return (_from_table, (_to_table(self),))

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
        nus = self._nus
        left, right = symbolic_options(nus[0], nus[1], nus[2])  # type: ignore[index]
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
        if self._birthday is None:
            _compute_birthdays(self)
        return self._birthday  # type: ignore[return-value]

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


# In the compiled core, ``G + H``, ``G - H`` and ``k * G`` then reach GameData's C
# slots directly instead of CPython's generic slot for a Python subclass, which
# looks the method up and calls it (see _capi.inherit_binary_slots); nothing
# in pure Python.
_capi.inherit_binary_slots(Game)
_game_class = Game  # for _new_object: a C variable when compiled, not a module-dictionary look-up


# ----------------------------------------------------------------------------------
# Construction and interning
# ----------------------------------------------------------------------------------

#: Builds the canonical game of ``{left | right}`` from coerced options;
#: installed by cgtalg.core.canonical (the store does not simplify).
_canonicaliser: list[Callable[[list[Game], list[Game]], Game]] = []


def _construct(left: Iterable[object], right: Iterable[object]) -> Game:
    lo = [o if type(o) is Game else coerce_option(o) for o in _iterate(left, "left")]
    ro = [o if type(o) is Game else coerce_option(o) for o in _iterate(right, "right")]
    return _canonicaliser[0](lo, ro)


def _iterate(options: object, side: str) -> Iterable[object]:
    if type(options) is list or type(options) is tuple:
        return options  # type: ignore[return-value]
    if isinstance(options, (str, bytes)) or not isinstance(options, Iterable):
        raise InputTypeError(
            f"the {side} options must be an iterable of games, not {type(options).__name__} {options!r}"
        )
    return options


def _new_object() -> Game:
    # A bare instance, without Game.__new__'s canonicalisation: GameData.__new__(Game),
    # which the compiled core makes by one C call (see _capi).
    g = _capi.new_instance(_game_class)
    g._id = next(_ids)
    g._neg = None
    g._birthday = None
    g._le = None  # made on the first comparison remembered (cgtalg.core.order)
    return g


def symbolic(x: Fraction, n: int, k: int) -> Game:
    """The interned game ``x + n.^ + *k`` (x dyadic, k >= 0); engine level, no checks.

    The public constructors (:func:`cgtalg.number`, :func:`cgtalg.nimber`,
    :func:`cgtalg.up`) check their arguments and come here.

    Parameters
    ----------
    x : Fraction
        The number part, a dyadic rational.
    n : int
        The number of ups (negative for downs).
    k : int
        The nimber, at least 0.

    Returns
    -------
    Game
        The one object of that value (equal values are the same object).

    Examples
    --------
    >>> from cgtalg import parse
    >>> symbolic(Fraction(1, 2), 1, 1) is parse("1/2^*")
    True
    """
    if _FAST_FRACTIONS and type(x) is Fraction:
        # The slots _fast_fractions_work checked (the public properties run Python code).
        a = x._numerator  # type: ignore[attr-defined]
        d = x._denominator  # type: ignore[attr-defined]
    else:
        a = x.numerator
        d = x.denominator
    e = d.bit_length() - 1
    key = (a, e, n, k)
    ref = _symbolic_table.get(key)
    if ref is not None:
        g = ref()
        if g is not None:
            return g
    return _new_symbolic(key, a, e, n, k, x)


def symbolic_dyadic(a: int, e: int, n: int, k: int) -> Game:
    """The interned game ``a / 2**e + n.^ + *k``; engine level, no checks.

    The number part is given as two ints: ``e >= 0``, and ``a`` is odd
    unless ``e == 0`` (the form :func:`dyadic_normal` returns), so that each
    number has one spelling; ``k >= 0``. The engine's symbolic arithmetic
    works on these ints and never builds a Fraction; the Fraction ``x`` of
    :attr:`Game.number_up_star` is made once, when the game is created.

    Parameters
    ----------
    a : int
        The numerator of the number part.
    e : int
        The exponent of its denominator ``2**e``, at least 0.
    n : int
        The number of ups (negative for downs).
    k : int
        The nimber, at least 0.

    Returns
    -------
    Game
        The one object of that value.

    Examples
    --------
    >>> from cgtalg import parse
    >>> symbolic_dyadic(3, 2, -1, 2) is parse("3/4v*2")
    True
    """
    if _capi.C_INTS:
        ca = _capi.small(a)
        cn = _capi.small(n)
        ck = _capi.small(k)
        if ca != _capi.NOT_SMALL and cn != _capi.NOT_SMALL and ck != _capi.NOT_SMALL:
            return _dyadic_small(ca, e, cn, ck, a, n, k)
    if e == 0:
        # The small values (kept for the life of the process, see SMALL_INTEGERS) by index:
        # no key tuple, no hash, no weak reference. An entry is None only while the tables fill.
        if n == 0:
            if k == 0:
                if _SMALL_INTEGER_LOW <= a <= _SMALL_INTEGER_HIGH:
                    i = a - _SMALL_INTEGER_LOW
                    g = _small_integers[i]
                    if g is not None:
                        return g
            elif a == 0 and k < _SMALL_NIMBER_END:
                i = k
                g = _small_nimbers[i]
                if g is not None:
                    return g
        elif a == 0 and (k == 0 or k == 1) and _SMALL_UP_LOW <= n <= _SMALL_UP_HIGH:
            i = 2 * (n - _SMALL_UP_LOW) + k
            g = _small_ups[i]
            if g is not None:
                return g
    key = (a, e, n, k)
    ref = _symbolic_table.get(key)
    if ref is not None:
        g = ref()
        if g is not None:
            return g
    return _new_symbolic(key, a, e, n, k, None)


def _small_parts(g: Game) -> tuple[int, int, int]:
    """``(a, n, k)`` of a symbolic *g* (``x = a / 2**e``) by :func:`_capi.small`; ``a`` is ``NOT_SMALL`` unless all three are.

    The one place where the store's arithmetic on machine integers reads a
    game (its callers check ``a`` only): in the compiled core a C function
    returning three C integers, which every operation on small values shares.
    """
    a = _capi.small(g._xa)
    n = _capi.small_item(g._nus, 1)
    k = _capi.small_item(g._nus, 2)
    if n == _capi.NOT_SMALL or k == _capi.NOT_SMALL:
        a = _capi.NOT_SMALL
    return a, n, k


def _dyadic_small(a: int, e: int, n: int, k: int, oa: int | None, on: int | None, ok: int | None) -> Game:
    """:func:`symbolic_dyadic` for parts that fit in 63 bits, given as machine integers in the compiled core.

    The callers check the parts with :func:`_capi.small` (below ``2**30``)
    and then add, shift or multiply them, which stays below ``2**63``. The
    look-up in the small-value tables is then C arithmetic, and a small
    value's parts never become Python ints. Called where ``_capi.C_INTS``
    is set (the compiled core; tests set it in pure Python too); the
    answers are those of :func:`symbolic_dyadic`'s general path. *oa*, *on*
    and *ok* are the same parts as Python ints when the caller has them
    (:func:`symbolic_dyadic` does), else None: then they are made here.
    """
    if e == 0:
        if n == 0:
            if k == 0:
                if _C_SMALL_INTEGER_LOW <= a <= _C_SMALL_INTEGER_HIGH:
                    g = _small_integers[a - _C_SMALL_INTEGER_LOW]
                    if g is not None:
                        return g
            elif a == 0 and k < _C_SMALL_NIMBER_END:
                g = _small_nimbers[k]
                if g is not None:
                    return g
        elif a == 0 and (k == 0 or k == 1) and _C_SMALL_UP_LOW <= n <= _C_SMALL_UP_HIGH:
            g = _small_ups[2 * (n - _C_SMALL_UP_LOW) + k]
            if g is not None:
                return g
    if oa is None or on is None or ok is None:
        oa = _capi.as_int(a)
        on = _capi.as_int(n)
        ok = _capi.as_int(k)
    key = (oa, e, on, ok)
    ref = _symbolic_table.get(key)
    if ref is not None:
        g = ref()
        if g is not None:
            return g
    return _new_symbolic(key, oa, e, on, ok, None)


def _publish(table: dict, key: tuple, g: Game) -> Game:  # type: ignore[type-arg]
    """Publish the new game *g* under *key* in an intern *table*, without the lock; the game now held there.

    That is *g*, or the live game another thread published under *key*
    first (then *g* is dropped). ``dict.setdefault`` is atomic for keys of
    ints and tuples of ints (their hash and equality run no Python code),
    and an entry is never overwritten: a dead one (the value was made before
    and died) is deleted by :func:`_remove_dead`, which deletes only a dead
    reference, and the loop publishes again. Each round either returns or
    has seen a dead entry removed, and a live game is never removed, so two
    threads making one value end with the same object. Used by
    :func:`_new_symbolic` and :func:`_new_explicit`.
    """
    ref = _capi.weak_ref(g)
    while True:
        old = table.setdefault(key, ref)
        if old is ref:
            return g
        found = old()
        if found is not None:
            return found  # type: ignore[no-any-return]
        _remove_dead(table, key)


def _new_symbolic(key: tuple[int, int, int, int], a: int, e: int, n: int, k: int, x: Fraction | None) -> Game:
    """The miss path of :func:`symbolic_dyadic`: create, then intern.

    Without the lock (:func:`_publish`, where the argument is: of two
    threads creating one value at once, both end with the same object);
    only the sweep takes the lock.
    """
    global _symbolic_sweep_at
    if x is None:
        x = _fraction(a, e)
    g = _new_object()
    g._xa = a
    g._xe = e
    g._num = x if (n == 0 and k == 0) else None
    g._nus = (x, n, k)
    g._left = None
    g._right = None
    g._ls = g._rs = _dyadic_sort_key(a, e, x)
    found = _publish(_symbolic_table, key, g)
    if found is not g:
        return found  # another thread published this value first
    if len(_symbolic_table) >= _symbolic_sweep_at:
        _lock_acquire()
        try:
            if len(_symbolic_table) >= _symbolic_sweep_at:
                _symbolic_sweep_at = _sweep(_symbolic_table)
        finally:
            _lock_release()
    return g


def number(x: Fraction) -> Game:
    """The interned number *x* (dyadic Fraction); engine level, no checks.

    :func:`cgtalg.number` is the checked version.

    Parameters
    ----------
    x : Fraction
        A dyadic rational.

    Returns
    -------
    Game

    Examples
    --------
    >>> number(Fraction(-3, 8)).as_fraction()
    Fraction(-3, 8)
    """
    return symbolic(x, 0, 0)


def checked_number(x: Fraction) -> Game | None:
    """The interned number *x* (a Fraction), or None when *x* is not dyadic.

    The test :func:`cgtalg.number` makes first, without Fraction's Python-level
    properties.

    Parameters
    ----------
    x : Fraction
        Any rational (a non-Fraction is read through its ``denominator``).

    Returns
    -------
    Game or None
        The number as a game; None if the denominator of *x* is not a power
        of two.

    Examples
    --------
    >>> str(checked_number(Fraction(3, 8))), checked_number(Fraction(1, 3))
    ('3/8', None)
    """
    if _FAST_FRACTIONS and type(x) is Fraction:
        d = x._denominator  # type: ignore[attr-defined]
    else:
        d = x.denominator
    if d & (d - 1):
        return None
    return symbolic(x, 0, 0)


# Arithmetic and order of two symbolic values, on their stored ints. The engine
# (arithmetic.add, neg, multiple; order.le) starts with these, and the
# operators of symbolic values reach them without entering it: in the compiled
# core they sit in this module's machine code, which creating values has
# already brought in, so the first sum or comparison of a process does not
# fault in another module's pages (about 4 us each, see benchmarks/README.md).


def symbolic_sum(g: Game, h: Game) -> Game:
    """``g + h`` for symbolic *g* and *h*: ``(x + n.^ + *k) + (y + m.^ + *j) = (x + y) + (n + m).^ + *(k ^ j)``.

    Parameters
    ----------
    g, h : Game
        Symbolic games (``is_number_up_star``); engine level, not checked
        beyond refusing None (InputTypeError).

    Returns
    -------
    Game

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.4.

    Examples
    --------
    >>> from cgtalg import parse
    >>> symbolic_sum(parse("1/2^*"), parse("1/4v*3")) is parse("3/4*2")
    True
    """
    if g is None or h is None:  # a typed argument lets None through when compiled: fields of None would crash
        raise InputTypeError('symbolic_sum() takes two Games, not None')
    if _capi.C_INTS:
        # The same formula on machine integers when every part is below 2**30 (_small_parts) and
        # the exponents differ by at most 32, so that no step can overflow 64 bits: a few
        # lines of straight code in the compiled core, where the general path below runs
        # Cython's helpers for Python ints (a fresh process pays for each code line it first
        # runs, see benchmarks/README.md).
        ca, cn, ck = _small_parts(g)
        cb, cm, cj = _small_parts(h)
        ce = g._xe
        cf = h._xe
        if ca != _capi.NOT_SMALL and cb != _capi.NOT_SMALL and -32 <= ce - cf <= 32:
            if ce == cf:
                ca = ca + cb
                if ca == 0:
                    ce = 0
                else:
                    while ce > 0 and not ca & 1:  # two odd numerators: an even sum
                        ca = ca >> 1
                        ce = ce - 1
            elif ce > cf:
                ca = ca + (cb << (ce - cf))  # ca is odd, so the sum is odd: normal
            else:
                ca = (ca << (cf - ce)) + cb
                ce = cf
            return _dyadic_small(ca, ce, cn + cm, ck ^ cj, None, None, None)
    gn = g._nus
    hn = h._nus
    # The number parts as ints a / 2**e (see symbolic_dyadic): no Fraction arithmetic.
    a = g._xa
    e = g._xe
    b = h._xa
    f = h._xe
    if e == f:
        if e == 0:
            a = a + b
        else:
            a, e = dyadic_normal(a + b, e)  # two odd numerators: an even sum
    elif e > f:
        a = a + (b << (e - f))  # a is odd, so the sum is odd: normal
    else:
        a = (a << (f - e)) + b
        e = f
    return symbolic_dyadic(a, e, gn[1] + hn[1], gn[2] ^ hn[2])  # type: ignore[index]


def symbolic_negative(g: Game) -> Game:
    """``-g`` for symbolic *g*; remembered on both games (``_neg``).

    Parameters
    ----------
    g : Game
        A symbolic game; engine level, not checked beyond refusing None
        (InputTypeError).

    Returns
    -------
    Game
        ``-x + (-n).^ + *k``.

    Examples
    --------
    >>> from cgtalg import parse
    >>> symbolic_negative(parse("3/4^^*2")) is parse("-3/4vv*2")
    True
    """
    if g is None:  # a typed argument lets None through when compiled: fields of None would crash
        raise InputTypeError('symbolic_negative() takes a Game, not None')
    if _capi.C_INTS:
        # On machine integers when the parts are small (see symbolic_sum).
        ca, cn, ck = _small_parts(g)
        if ca != _capi.NOT_SMALL:
            r = _dyadic_small(-ca, g._xe, -cn, ck, None, None, None)
            g._neg = r
            r._neg = g
            return r
    nus = g._nus
    r = symbolic_dyadic(-g._xa, g._xe, -nus[1], nus[2])  # type: ignore[index]
    g._neg = r
    r._neg = g
    return r


def symbolic_le(g: Game, h: Game) -> bool:
    """``g <= h`` for symbolic *g* and *h*, by arithmetic.

    ``x + n.^ + *k <= y + m.^ + *j`` iff ``x < y``, or ``x = y`` and either
    ``m - n >= 2``, or ``m - n = 1`` and ``j ^ k != 1``, or ``n = m`` and ``j = k``.

    Parameters
    ----------
    g, h : Game
        Symbolic games; engine level, not checked beyond refusing None
        (InputTypeError).

    Returns
    -------
    bool

    Examples
    --------
    >>> from cgtalg import parse
    >>> symbolic_le(parse("^"), parse("^^*")), symbolic_le(parse("^"), parse("^^")), symbolic_le(parse("1/2"), parse("^"))
    (False, True, False)

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.4 (comparing ``x + n.^ + *k``).
    """
    if g is None or h is None:  # a typed argument lets None through when compiled: fields of None would crash
        raise InputTypeError('symbolic_le() takes two Games, not None')
    return symbolic_relation(g, h) <= 1  # LESS (0) or EQUAL (1): one copy of the rule


def symbolic_relation(g: Game, h: Game) -> int:
    """The relation of symbolic *g* and *h* in one call: 0 (``g < h``), 1 (``g = h``), 2 (``g > h``) or 3 (``g || h``).

    The answer of ``symbolic_le(g, h)`` and ``symbolic_le(h, g)`` together:
    different number parts decide alone (``x < y`` or ``x > y``); with
    ``x = y``, ``d = m - n`` and ``s = j ^ k`` (``g = x + n.^ + *k``,
    ``h = x + m.^ + *j``), ``d = 0`` gives equal when ``s = 0`` and confused
    otherwise, ``d = +-1`` with ``s = 1`` is confused (``^*`` and ``v*`` are
    confused with 0), any other ``d`` is the sign of ``d``. In the compiled
    core the small parts are machine integers, as in :func:`symbolic_sum`.

    Parameters
    ----------
    g, h : Game
        Symbolic games; engine level, not checked beyond refusing None
        (InputTypeError).

    Returns
    -------
    int
        0 for ``g < h``, 1 for ``g = h``, 2 for ``g > h``, 3 for ``g || h``
        (the order of ``Relation``'s members; literals, so that the compiled
        core returns a C int without a look-up).

    Raises
    ------
    InputTypeError
        If *g* or *h* is None.

    Examples
    --------
    >>> from cgtalg import parse
    >>> [symbolic_relation(parse(a), parse(b)) for a, b in [("^", "^^"), ("^", "^^*"), ("1/2", "^"), ("*3", "*3")]]
    [0, 3, 2, 1]

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.4 (comparing ``x + n.^ + *k``).
    """
    if g is None or h is None:  # a typed argument lets None through when compiled: fields of None would crash
        raise InputTypeError('symbolic_relation() takes two Games, not None')
    if _capi.C_INTS:
        # symbolic_le's rule on machine integers: the number parts first, the ups and nimbers if they are equal.
        ca = _capi.small(g._xa)
        cb = _capi.small(h._xa)
        ce = g._xe
        cf = h._xe
        if ca != _capi.NOT_SMALL and cb != _capi.NOT_SMALL and -32 <= ce - cf <= 32:
            if ce != cf or ca != cb:
                if ce > cf:
                    return 0 if ca < (cb << (ce - cf)) else 2
                return 0 if (ca << (cf - ce)) < cb else 2
            ca, cn, ck = _small_parts(g)
            cb, cm, cj = _small_parts(h)
            if ca != _capi.NOT_SMALL and cb != _capi.NOT_SMALL:
                cm = cm - cn
                cj = cj ^ ck
                if cm == 0:
                    return 1 if cj == 0 else 3
                if (cm == 1 or cm == -1) and cj == 1:
                    return 3
                return 0 if cm > 0 else 2
    if g._xe != h._xe or g._xa != h._xa:
        return 0 if dyadic_less(g._xa, g._xe, h._xa, h._xe) else 2
    gn = g._nus
    hn = h._nus
    d = hn[1] - gn[1]  # type: ignore[index]
    s = hn[2] ^ gn[2]  # type: ignore[index]
    if d == 0:
        return 1 if s == 0 else 3
    if (d == 1 or d == -1) and s == 1:
        return 3
    return 0 if d > 0 else 2


def symbolic_multiple(k: int, g: Game) -> Game:
    """``k * g`` for an int *k* and symbolic *g*.

    ``k * (x + n.^ + *k') = kx + (kn).^ + *k'`` for odd ``k``, without the
    nimber for even ``k``.

    Parameters
    ----------
    k : int
        The multiplier, of any sign.
    g : Game
        A symbolic game; engine level, not checked beyond refusing None
        (InputTypeError).

    Returns
    -------
    Game

    Examples
    --------
    >>> from cgtalg import parse
    >>> symbolic_multiple(3, parse("1/2^*")) is parse("3/2^^^*"), symbolic_multiple(-2, parse("^*")) is parse("vv")
    (True, True)
    """
    if g is None:  # a typed argument lets None through when compiled: fields of None would crash
        raise InputTypeError('symbolic_multiple() takes a Game, not None')
    if _capi.C_INTS:
        # The same formula on machine integers when k and the parts are small (see symbolic_sum).
        ck = _capi.small(k)
        ca, cn, cj = _small_parts(g)
        if ck != _capi.NOT_SMALL and ca != _capi.NOT_SMALL:
            ca = ca * ck
            ce = g._xe
            if ca == 0:
                ce = 0
            else:
                while ce > 0 and not ca & 1:
                    ca = ca >> 1
                    ce = ce - 1
            return _dyadic_small(ca, ce, cn * ck, cj if ck & 1 else 0, None, None, None)
    nus = g._nus
    a, e = dyadic_normal(g._xa * k, g._xe)
    return symbolic_dyadic(a, e, nus[1] * k, nus[2] if k & 1 else 0)  # type: ignore[index]


def dyadic_normal(a: int, e: int) -> tuple[int, int]:
    """``(a, e)`` reduced so that ``a`` is odd or ``e == 0``; the same number ``a / 2**e``.

    Parameters
    ----------
    a : int
        The numerator.
    e : int
        The exponent of the denominator ``2**e``, at least 0 (not checked).

    Returns
    -------
    tuple of (int, int)
        The same number with ``a`` odd, or ``e == 0``; ``(0, 0)`` for zero.

    Examples
    --------
    >>> dyadic_normal(12, 3), dyadic_normal(12, 1), dyadic_normal(0, 5), dyadic_normal(-3, 2)
    ((3, 1), (6, 0), (0, 0), (-3, 2))
    """
    if e == 0 or a & 1:
        return a, e
    if a == 0:
        return 0, 0
    t = (a & -a).bit_length() - 1  # the number of trailing zero bits of a
    if t >= e:
        return a >> e, 0
    return a >> t, e - t


def dyadic_fraction(a: int, e: int) -> Fraction:
    """The Fraction ``a / 2**e`` for any int *a* and ``e >= 0``, built without a gcd.

    For code that keeps dyadic rationals as integer pairs (the analysis's
    thermograph walls) and turns them into Fractions only at its public API.

    Parameters
    ----------
    a : int
        The numerator.
    e : int
        The exponent of the denominator ``2**e``, at least 0 (not checked).

    Returns
    -------
    Fraction
        In lowest terms.

    Examples
    --------
    >>> dyadic_fraction(12, 3), dyadic_fraction(-3, 0), dyadic_fraction(0, 4)
    (Fraction(3, 2), Fraction(-3, 1), Fraction(0, 1))
    """
    a, e = dyadic_normal(a, e)
    return _fraction(a, e)


def dyadic_less(a: int, e: int, b: int, f: int) -> bool:
    """``a / 2**e < b / 2**f`` (both in the normal form of :func:`dyadic_normal`).

    Parameters
    ----------
    a, e : int
        The first number, ``a / 2**e``.
    b, f : int
        The second number, ``b / 2**f``.

    Returns
    -------
    bool
        Exact: the numerators are shifted, never divided.

    Examples
    --------
    >>> dyadic_less(1, 1, 1, 0), dyadic_less(3, 2, 1, 1), dyadic_less(-1, 0, -3, 2)
    (True, False, True)
    """
    if e == f:
        return a < b  # type: ignore[no-any-return]
    if e > f:
        return a < (b << (e - f))  # type: ignore[no-any-return]
    return (a << (f - e)) < b  # type: ignore[no-any-return]


def _fraction(a: int, e: int) -> Fraction:
    """The Fraction ``a / 2**e`` of a normal pair (:func:`dyadic_normal`: already in lowest terms)."""
    if a == 0:
        return _FRACTION_ZERO  # nimbers and ups: Fractions are immutable, so one will do
    d = _ONE << e  # a Python int: a C shift would overflow for e >= 63
    if _FAST_FRACTIONS:
        return _capi.coprime_fraction(a, d)
    return Fraction(a, d)


def _coprime_fraction(a: int, d: int) -> Fraction:
    # The Fraction a / d for coprime a and d > 0, without Fraction.__new__'s
    # type checks and gcd: _capi fills the two slots that the Fraction of every
    # CPython from 3.11 to 3.13 has (in the compiled core by one C call, no
    # attribute lookups). _fast_fractions_work checks this at import; where it
    # fails, _fraction calls Fraction(a, d).
    return _capi.coprime_fraction(a, d)  # type: ignore[no-any-return]


def _fast_fractions_work() -> bool:
    try:
        if not _capi.fraction_slots(Fraction):
            return False
        for a, d in ((-3, 4), (0, 1), (2**70 + 1, 2**65), (5, 1)):
            f = _coprime_fraction(a, d)
            ref = Fraction(a, d)
            if not (type(f) is Fraction and f == ref and hash(f) == hash(ref) and str(f) == str(ref)
                    and repr(f) == repr(ref) and f.numerator == a and f.denominator == d and f + 1 == ref + 1
                    and f.as_integer_ratio() == (a, d)):
                return False
    except Exception:
        return False
    return True


_ONE = 1
_FRACTION_ZERO = Fraction(0)
_FAST_FRACTIONS = _fast_fractions_work()


def _fast_fractions_in_use() -> bool:
    """Whether new numbers get their Fractions from ``_capi.coprime_fraction`` (the import check passed)."""
    return bool(_FAST_FRACTIONS)


def _by_id(g: Game) -> int:
    return g._id


def explicit(left: list[Game], right: list[Game]) -> Game:
    """Intern ``{left | right}``; the caller guarantees the form is canonical and not symbolic.

    The key is the pair of sorted option ids, so the same options (in any
    order) give the same object. Nothing is checked: a form that is not
    canonical, or one that is a number, nimber or up, would break the
    invariant that equal values are one object. Users build games with
    :class:`Game`, which simplifies first.

    Parameters
    ----------
    left, right : list of Game
        The options of a canonical game that is not symbolic; both non-empty
        (a game with no option on one side is a number, hence symbolic).

    Returns
    -------
    Game
        The interned game.

    Examples
    --------
    >>> from cgtalg import UP, STAR, parse
    >>> explicit([UP], [STAR]) is parse("{^|*}")
    True
    """
    if len(left) == 1 and len(right) == 1:
        return explicit_pair(left[0], right[0])  # the same key, without the lists
    # The key: the options' ids, sorted (ints sort without a key function);
    # the games themselves are sorted only when a new game is made.
    lids = []
    for o in left:
        lids.append(o._id)
    rids = []
    for o in right:
        rids.append(o._id)
    if len(lids) > 1:
        lids.sort()
    if len(rids) > 1:
        rids.sort()
    key = (tuple(lids), tuple(rids))
    ref = _explicit_table.get(key)
    if ref is not None:
        g = ref()
        if g is not None:
            return g
    return _new_explicit(key, left, right)


def _new_explicit(key: tuple[tuple[int, ...], tuple[int, ...]], left: list[Game], right: list[Game]) -> Game:
    """The miss path of :func:`explicit`: create, then intern, without the lock.

    Published by :func:`_publish` (the key is a tuple of tuples of ints), as
    :func:`_new_symbolic` does for symbolic values; only the sweep takes
    the lock.
    """
    g = _new_object()
    g._num = None
    g._nus = None
    g._left = _sorted_by_id(left)
    g._right = _sorted_by_id(right)
    # A canonical non-number has options on both sides: its stops come from them.
    # (Options read into the typed local o: the compiled core reads their C fields.)
    o = left[0]
    ls = o._rs
    for o in left:
        if o._rs > ls:
            ls = o._rs
    o = right[0]
    rs = o._ls
    for o in right:
        if o._ls < rs:
            rs = o._ls
    g._ls = ls
    g._rs = rs
    return _publish_explicit(key, g)


def explicit_pair(left: Game, right: Game) -> Game:
    """Intern ``{left | right}`` with one option a side: :func:`explicit` for ``[left], [right]``.

    The same object :func:`explicit` gives for these options (the same
    key, the same table), made without lists, sorting or loops: the form of
    a switch such as ``{1 | -1}`` and of many canonical forms. As with
    :func:`explicit`, nothing is checked: the caller guarantees that the
    form is canonical and not symbolic (here: not a number, nimber or up).

    Parameters
    ----------
    left, right : Game
        The one Left option and the one Right option.

    Returns
    -------
    Game
        The interned game.

    Raises
    ------
    InputTypeError
        If an option is None (compiled, it would crash the interpreter; any
        other non-Game fails with whatever error Python raises).

    Examples
    --------
    >>> from cgtalg import integer, parse
    >>> g = explicit_pair(integer(2), integer(-1))
    >>> g is parse("{2|-1}") is explicit([integer(2)], [integer(-1)])
    True
    """
    if left is None or right is None:
        raise InputTypeError("explicit_pair() takes two Games, not None")
    key = ((left._id,), (right._id,))
    ref = _explicit_table.get(key)
    if ref is not None:
        g = ref()
        if g is not None:
            return g
    g = _new_object()
    g._num = None
    g._nus = None
    g._left = (left,)
    g._right = (right,)
    g._ls = left._rs
    g._rs = right._ls
    return _publish_explicit(key, g)


def _publish_explicit(key: tuple[tuple[int, ...], tuple[int, ...]], g: Game) -> Game:
    """Publish the new explicit game *g* under *key* (:func:`_publish`) and sweep the table when due.

    The game now held under *key*: *g*, or the one another thread published first.
    """
    global _explicit_sweep_at
    found = _publish(_explicit_table, key, g)
    if found is not g:
        return found  # another thread published this value first
    if len(_explicit_table) >= _explicit_sweep_at:
        _lock_acquire()
        try:
            if len(_explicit_table) >= _explicit_sweep_at:
                _explicit_sweep_at = _sweep(_explicit_table)
        finally:
            _lock_release()
    return g


def _sorted_by_id(games: list[Game]) -> tuple[Game, ...]:
    """*games* (distinct) as a tuple in the order of their ids: the order of a new game's options."""
    n = len(games)
    if n == 1:
        return (games[0],)  # the commonest case (a form with one option on a side): nothing to sort
    if n > 8:
        return tuple(sorted(games, key=_by_id))
    out = list(games)
    # Insertion sort: option lists are short, and this needs no key function call per game.
    for i in range(1, n):
        g = out[i]
        j = i - 1
        h = out[j]
        while h._id > g._id:
            out[j + 1] = h
            j -= 1
            if j < 0:
                break
            h = out[j]
        out[j + 1] = g
    return tuple(out)


def _sweep(table: dict) -> int:  # type: ignore[type-arg]
    """Drop the entries of *table* whose game is gone; return the size at which to sweep next.

    Called with _intern_lock held (one sweeper at a time). A key found dead
    here may have been refilled by a lock-free writer of the symbolic table
    before it is deleted (:func:`_new_symbolic` removes a dead entry and
    publishes anew), so the deletion is :func:`_remove_dead`'s, which leaves
    a live entry in place.
    """
    # Over a copy (atomic, and a block copy of the entries: no tuple per entry), since the
    # symbolic table gains entries without the lock.
    dead = [key for key, ref in table.copy().items() if ref() is None]
    for key in dead:
        _remove_dead(table, key)
    return max(2 * len(table), _SWEEP_MIN)


def interned_count() -> int:
    """How many distinct game values are alive (and interned) right now.

    Sweeps the intern tables of games already gone first, so the count is
    exact.

    Returns
    -------
    int

    Examples
    --------
    >>> interned_count() > 0
    True
    """
    global _symbolic_sweep_at, _explicit_sweep_at
    with _intern_lock:
        _symbolic_sweep_at = _sweep(_symbolic_table)
        _explicit_sweep_at = _sweep(_explicit_table)
        return len(_symbolic_table) + len(_explicit_table)


def _table_sizes() -> tuple[int, int]:
    """The sizes of the two intern tables, entries of games already gone included (for tests)."""
    return len(_symbolic_table), len(_explicit_table)


def live_games() -> list[Game]:
    """Every game alive (and interned) right now, in no particular order.

    Returns
    -------
    list of Game

    Examples
    --------
    >>> from cgtalg import UP
    >>> UP in live_games()
    True
    """
    with _intern_lock:
        refs = list(_symbolic_table.values()) + list(_explicit_table.values())
    games = [ref() for ref in refs]
    return [g for g in games if g is not None]


register_info(lambda: {"interned games": {"size": interned_count(), "maxsize": -1, "clears": 0}})


#: 2**-e for e <= 1000 (exact floats, far from the subnormal range).
_INVERSE_POWERS: list[float] = [2.0 ** -e for e in range(1001)]
_FLOAT_EXACT_BOUND = 2**53
_FLOAT_EXACT_LOW = -(2**53)


def _dyadic_sort_key(a: int, e: int, x: Fraction) -> float | Fraction:
    """:func:`_sort_key` of ``x = a / 2**e``, without Fraction arithmetic when ``|a| < 2**53``."""
    if e <= 1000 and _FLOAT_EXACT_LOW < a < _FLOAT_EXACT_BOUND:
        return float(a) * _INVERSE_POWERS[e]  # both factors exact, and so is their product
    return _sort_key(x)


def _sort_key(x: Fraction) -> float | Fraction:
    """*x* as a float when the float is exactly *x*, else *x* itself.

    Dyadic numbers of moderate size are exact floats, and float comparisons
    are far cheaper than Fraction ones; a float and a Fraction still compare
    exactly, so mixing the two never gives a wrong answer.
    """
    try:
        f = x.numerator / x.denominator
    except OverflowError:
        return x
    return f if f.as_integer_ratio() == (x.numerator, x.denominator) else x


def coerce_option(o: object) -> Game:
    """*o* as a Game (an option or argument given as a Game, int or dyadic Fraction), or raise.

    Parameters
    ----------
    o : object
        A Game, an int or a dyadic rational (bools refused).

    Returns
    -------
    Game

    Raises
    ------
    InputTypeError
        If *o* is not a Game, an int or a rational (a float, a bool, a str).
    InputValueError
        If *o* is a rational that is not dyadic.

    Examples
    --------
    >>> str(coerce_option(3)), str(coerce_option(Fraction(1, 2)))
    ('3', '1/2')
    >>> coerce_option(0.5)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: a game's options must be Games, ints or dyadic Fractions, not float 0.5
    """
    if isinstance(o, Game):
        return o
    n = as_integer(o)
    if n is not None:
        return symbolic_dyadic(n, 0, 0, 0)
    if isinstance(o, bool) or not isinstance(o, Rational):
        raise InputTypeError(
            f"a game's options must be Games, ints or dyadic Fractions, not {type(o).__name__} {o!r}"
        )
    return number(as_dyadic(o))


def coerce_operand(o: object) -> Game | None:
    """*o* as a Game for an operator, or None (so the operator returns NotImplemented).

    Parameters
    ----------
    o : object
        The other operand of an operator.

    Returns
    -------
    Game or None
        The game for a Game, an int or a dyadic rational; None for
        anything else (bools and floats included).

    Raises
    ------
    InputValueError
        If *o* is a rational that is not dyadic.

    Examples
    --------
    >>> str(coerce_operand(Fraction(1, 2))), coerce_operand(0.5), coerce_operand(True)
    ('1/2', None, None)
    """
    if isinstance(o, Game):
        return o
    if isinstance(o, bool):
        return None
    if type(o) is int:
        return symbolic_dyadic(o, 0, 0, 0)
    n = as_integer(o)
    if n is not None:
        return symbolic_dyadic(n, 0, 0, 0)
    if isinstance(o, Rational) and not isinstance(o, bool):
        return number(as_dyadic(o))
    return None


def symbolic_options(x: Fraction, n: int, k: int) -> tuple[tuple[Game, ...], tuple[Game, ...]]:
    """Canonical options of ``x + n.^ + *k``.

    Worked out on the two ints of ``x = a / 2**e`` (see :func:`symbolic_dyadic`),
    never with Fraction arithmetic: the options of a number are its neighbours
    ``(a -+ 1) / 2**e`` (an integer's is the integer next to it, towards 0), of
    ``x + *k`` the games ``x + *j`` for ``j < k``, of ``x + n.^ + *k`` (``n > 0``)
    ``x`` for Left and ``x + (n-1).^ + *(k^1)`` for Right (``x + *`` joins Left's
    for ``^*``), and the mirror image for ``n < 0``.

    Parameters
    ----------
    x : Fraction
        The number part, dyadic.
    n : int
        The number of ups (negative for downs).
    k : int
        The nimber, at least 0.

    Returns
    -------
    tuple of (tuple of Game, tuple of Game)
        The Left options, then the Right options.

    Examples
    --------
    >>> from cgtalg import parse
    >>> [[str(g) for g in side] for side in symbolic_options(Fraction(3, 4), 0, 0)]
    [['1/2'], ['1']]
    >>> [[str(g) for g in side] for side in symbolic_options(Fraction(1), 1, 1)]
    [['1', '1*'], ['1']]

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.4 (canonical forms of ``x + n.^ + *k``).
    """
    if _FAST_FRACTIONS and type(x) is Fraction:
        a = x._numerator  # type: ignore[attr-defined]
        d = x._denominator  # type: ignore[attr-defined]
    else:
        a = x.numerator
        d = x.denominator
    e = d.bit_length() - 1
    if n == 0:
        if k == 0:
            if e == 0:
                if a > 0:
                    return (symbolic_dyadic(a - 1, 0, 0, 0),), ()
                if a < 0:
                    return (), (symbolic_dyadic(a + 1, 0, 0, 0),)
                return (), ()
            # a is odd: a - 1 and a + 1 are even, so each neighbour has a smaller denominator.
            la, le = dyadic_normal(a - 1, e)
            ra, re_ = dyadic_normal(a + 1, e)
            return (symbolic_dyadic(la, le, 0, 0),), (symbolic_dyadic(ra, re_, 0, 0),)
        nims = []
        for j in range(k):
            nims.append(symbolic_dyadic(a, e, 0, j))
        opts = tuple(nims)
        return opts, opts
    g = symbolic_dyadic(a, e, 0, 0)
    if n > 0:
        if n == 1 and k == 1:
            return (g, symbolic_dyadic(a, e, 0, 1)), (g,)
        return (g,), (symbolic_dyadic(a, e, n - 1, k ^ 1),)
    if n == -1 and k == 1:
        return (g,), (g, symbolic_dyadic(a, e, 0, 1))
    return (symbolic_dyadic(a, e, n + 1, k ^ 1),), (g,)


# ----------------------------------------------------------------------------------
# Tree walks (iterative)
# ----------------------------------------------------------------------------------


def symbolic_birthday(x: Fraction, n: int, k: int) -> int:
    """Birthday of ``x + n.^ + *k`` in closed form.

    Following the canonical options, each up peels off one day and flips the
    nimber's last bit, down to ``x + *j`` (born on day b(x) + j) or to
    ``x + ^*`` (born on day b(x) + 2).

    Parameters
    ----------
    x : Fraction
        The number part, dyadic.
    n : int
        The number of ups (negative for downs).
    k : int
        The nimber, at least 0.

    Returns
    -------
    int

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.1 (birthdays).

    Examples
    --------
    >>> symbolic_birthday(Fraction(0), 1, 0), symbolic_birthday(Fraction(0), 2, 1), symbolic_birthday(Fraction(0), 1, 2)
    (2, 3, 4)
    """
    bx = birthday_of_number(x)
    n = abs(n)
    if n == 0:
        return bx + k
    k1 = k ^ ((n - 1) & 1)  # the nimber when one up is left
    return n + bx + (1 if k1 == 1 else k1 ^ 1)


def _compute_birthdays(root: Game) -> None:
    stack: list[tuple[Game, bool]] = [(root, False)]
    while stack:
        g, expanded = stack.pop()
        if g._birthday is not None:
            continue
        if g._nus is not None:
            g._birthday = symbolic_birthday(*g._nus)
            continue
        opts = g.left_options + g.right_options
        if expanded:
            g._birthday = 1 + max((o._birthday for o in opts if o._birthday is not None), default=-1)
            continue
        stack.append((g, True))
        stack.extend((o, False) for o in opts if o._birthday is None)


def iter_subgames(g: Game, *, expand_symbolic: bool = True) -> Iterator[Game]:
    """Yield every distinct subposition of *g*'s canonical form, *g* first.

    Parameters
    ----------
    g : Game
        The game to walk.
    expand_symbolic : bool, default True
        With False, symbolic values (numbers, nimbers, ups) are yielded but
        their options are not followed.

    Yields
    ------
    Game
        Each subposition once, *g* first (then in depth-first order).

    Examples
    --------
    >>> from cgtalg import UP
    >>> sorted(str(s) for s in iter_subgames(UP))
    ['*', '0', '^']
    """
    seen = {g._id}
    stack = [g]
    while stack:
        s = stack.pop()
        yield s
        if s._nus is not None and not expand_symbolic:
            continue
        for o in s.left_options + s.right_options:
            if o._id not in seen:
                seen.add(o._id)
                stack.append(o)


def _to_table(g: Game) -> tuple[tuple[object, ...], ...]:
    """*g* as a flat table: symbolic entries ``(num, den, n, k)``, explicit ones ``(left idx, right idx)``; *g* last."""
    index: dict[int, int] = {}
    rows: list[tuple[object, ...]] = []
    stack: list[tuple[Game, bool]] = [(g, False)]
    while stack:
        s, expanded = stack.pop()
        if s._id in index:
            continue
        if s._nus is not None:
            x, n, k = s._nus
            index[s._id] = len(rows)
            rows.append((x.numerator, x.denominator, n, k))
            continue
        opts = s._left + s._right  # type: ignore[operator]
        if not expanded:
            stack.append((s, True))
            stack.extend((o, False) for o in opts if o._id not in index)
            continue
        index[s._id] = len(rows)
        rows.append((tuple(index[o._id] for o in s._left), tuple(index[o._id] for o in s._right)))  # type: ignore[union-attr]
    return tuple(rows)


def _from_table(rows: tuple[tuple[object, ...], ...]) -> Game:
    """Rebuild (and intern) a game pickled by :func:`_to_table`."""
    built: list[Game] = []
    for row in rows:
        if len(row) == 4:
            num, den, n, k = row
            built.append(symbolic(Fraction(num, den), n, k))  # type: ignore[call-overload, arg-type]
        else:
            left, right = row
            built.append(explicit([built[i] for i in left], [built[i] for i in right]))  # type: ignore[attr-defined]
    return built[-1]


# ----------------------------------------------------------------------------------
# Small values, kept for the life of the process
# ----------------------------------------------------------------------------------

#: The small symbolic values that are created once, at import, and never
#: freed (as CPython keeps its small ints): the integers ``-128 .. 128``, the
#: nimbers ``*0 .. *63`` and ``n.^`` and ``n.^*`` for ``0 < |n| <= 32``.
#: Asking for one of them is an intern-table hit, never a creation: a
#: creation costs about ten hits (allocation, a Fraction, a weak reference,
#: the lock), and values this small are made, dropped and made again all the
#: time (sums of small games, loops over small numbers). 448 games, about
#: 0.2 MB.
SMALL_INTEGERS = range(-128, 129)
SMALL_NIMBERS = range(64)
SMALL_UPS = range(-32, 33)


_SMALL_INTEGER_LOW, _SMALL_INTEGER_HIGH = SMALL_INTEGERS[0], SMALL_INTEGERS[-1]
_SMALL_NIMBER_END = SMALL_NIMBERS[-1] + 1
_SMALL_UP_LOW, _SMALL_UP_HIGH = SMALL_UPS[0], SMALL_UPS[-1]
# The same bounds as machine integers in the compiled core, for _dyadic_small.
_C_SMALL_INTEGER_LOW, _C_SMALL_INTEGER_HIGH = _SMALL_INTEGER_LOW, _SMALL_INTEGER_HIGH
_C_SMALL_NIMBER_END = _SMALL_NIMBER_END
_C_SMALL_UP_LOW, _C_SMALL_UP_HIGH = _SMALL_UP_LOW, _SMALL_UP_HIGH
#: The small values by index, read by symbolic_dyadic before the intern table:
#: integer a at a - _SMALL_INTEGER_LOW, *k at k, n.^ + *k (k in 0, 1) at
#: 2 * (n - _SMALL_UP_LOW) + k (the entries of n = 0 stay None: those are
#: integers and nimbers). Filled once, at import, by _small_values.
_small_integers: list[Game | None] = [None] * len(SMALL_INTEGERS)
_small_nimbers: list[Game | None] = [None] * len(SMALL_NIMBERS)
_small_ups: list[Game | None] = [None] * (2 * len(SMALL_UPS))


def _small_values() -> tuple[Game, ...]:
    values = []
    for a in SMALL_INTEGERS:
        g = symbolic_dyadic(a, 0, 0, 0)
        _small_integers[a - _SMALL_INTEGER_LOW] = g
        values.append(g)
    for k in SMALL_NIMBERS:
        g = symbolic_dyadic(0, 0, 0, k)
        _small_nimbers[k] = g
        if k:
            values.append(g)  # *0 is the integer 0
    for n in SMALL_UPS:
        if n != 0:
            for k in (0, 1):
                g = symbolic_dyadic(0, 0, n, k)
                _small_ups[2 * (n - _SMALL_UP_LOW) + k] = g
                values.append(g)
    return tuple(values)


_SMALL_VALUES = _small_values()
