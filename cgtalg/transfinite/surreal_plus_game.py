"""Sums ``z + G`` of a surreal number ``z`` and a short game ``G``: ``ω+*``, ``ω+^``, ``1/ω+{1|0}``, ``ω-1+*2``.

A short game and a surreal number that is not a dyadic rational (``ω``,
``1/ω``, ``ω-1``, ``1/3``) never meet in play: the number's options lie
arbitrarily close to it, beyond every short number. Number translation
(Conway's translation theorem) and the stops decide the order of such sums:
for a short game ``K`` and a surreal number ``x`` that is not dyadic,

* ``K > x`` exactly when ``R(K) > x``,
* ``K < x`` exactly when ``L(K) < x``,
* and otherwise ``K`` is confused with ``x`` (``K = x`` never: ``x`` is not
  equal to any short game).

So ``(z + G) - (w + H) = (z - w) + (G - H)`` is compared with 0 by the stops
of ``G - H`` when ``z - w`` is not dyadic, and by the ordinary order of short
games when it is. In particular ``z + G`` is never zero, and its outcome is
``L`` when its Right stop ``z + R(G)`` is positive, ``R`` when its Left stop
``z + L(G)`` is negative, and ``N`` otherwise.

:class:`SurrealPlusGame` holds such a sum when ``z`` is not dyadic and ``G``
is not a number; the other sums are simpler values, and
:func:`surreal_plus_game` returns those: a :class:`~cgtalg.Game` when ``z``
is dyadic, a :class:`~cgtalg.transfinite.Surreal` when ``G`` is a number.

**Invariant.** The Right stop is moved into the number: a
:class:`SurrealPlusGame` keeps ``z' = z + R(G)`` and ``G' = G - R(G)``, so
that ``R(G') = 0``, ``G'`` canonical and not a number. This form is unique:
if ``z1 + G1 = z2 + G2`` with ``R(G1) = R(G2) = 0``, then ``z1 - z2`` equals
the short game ``G2 - G1``, so it is a dyadic rational ``d``, and
``0 = R(G1) = R(G2) - d`` gives ``d = 0``. Equality and hashing compare the
two parts.

References
----------
Conway, *On Numbers and Games*, ch. 8-9 (the translation theorem, stops);
Siegel, *Combinatorial Game Theory*, ch. II (stops, number avoidance and
translation) and ch. VIII (transfinite games); CGSuite's text for sums
(``ω+*``).

Examples
--------
>>> import cgtalg
>>> from cgtalg.transfinite import omega
>>> x = omega + cgtalg.STAR
>>> print(x, x.outcome, x > 10 ** 9, x < omega + 1, cgtalg.compare(x, omega))
ω+* L True True ||
>>> print(1 / omega + cgtalg.parse("{1|0}"), (1 / omega + cgtalg.UP) > 0, x - omega)
1/ω+{1|0} True *
>>> cgtalg.parse("omega-1+*2") == omega - 1 + cgtalg.nimber(2)
True
"""

from __future__ import annotations

from fractions import Fraction
from numbers import Rational
from typing import Any

from ..core.coerce import coerce_operand
from ..core.mean import mean
from ..core.order import Outcome, Relation
from ..core.relations import compare as _compare_games
from ..core.stops import stops
from ..core.store import Game
from ..core.values import ZERO, number as _number_game
from ..errors import InputTypeError, InputValueError, as_integer, check_bool, describe
from . import generalized_ordinal as _go
from .generalized_ordinal import GeneralizedOrdinal
from .printer import surreal_text
from .surreal import Surreal

__all__ = ["SurrealPlusGame", "surreal_plus_game", "mixed_relation", "mixed_outcome", "surreal_plus_game_text"]


def _dyadic(z: Surreal) -> Fraction | None:
    """*z* as a Fraction when it is a dyadic rational, else None."""
    if not z.is_finite:
        return None
    q = z.as_fraction()
    d = q.denominator
    return q if d & (d - 1) == 0 else None


def _parts(x: object) -> tuple[Surreal, Game] | None:
    """*x* as (number, game) with ``x = number + game``, for the kinds that add to these sums; None otherwise."""
    if isinstance(x, SurrealPlusGame):
        return x._number, x._game
    if isinstance(x, Game):
        return _SURREAL_ZERO, x
    if isinstance(x, Surreal):
        return x, ZERO
    if isinstance(x, GeneralizedOrdinal):
        return Surreal(x), ZERO
    if isinstance(x, bool):
        return None
    n = as_integer(x)
    if n is not None:
        return Surreal(n), ZERO
    if isinstance(x, Rational):
        return Surreal(Fraction(int(x.numerator), int(x.denominator))), ZERO
    return None


def _sum(z: Surreal, g: Game) -> Any:
    """``z + g`` as the simplest value: a Game, a Surreal or a SurrealPlusGame in normal form."""
    q = _dyadic(z)
    if q is not None:
        return g + _number_game(q) if q else g
    if g.is_number:
        return z + g.as_fraction()
    right = stops(g)[1]
    s = object.__new__(SurrealPlusGame)
    s._number = z + right
    s._game = g - right if right else g
    s._hash = hash(("SurrealPlusGame", s._number, s._game))
    return s


def surreal_plus_game(z: object, g: object) -> Any:
    """The sum ``z + g`` of a surreal number and a short game, as the simplest value it is.

    Parameters
    ----------
    z : Surreal, GeneralizedOrdinal, int, Fraction or Game
        A number (a Game must be a number; a Fraction need not be dyadic).
    g : Game, int or dyadic Fraction
        A short game.

    Returns
    -------
    Game, Surreal or SurrealPlusGame
        A Game when *z* is a dyadic rational (``3/4 + *`` is the short game
        ``3/4*``), a Surreal when *g* is a number (``ω + 1``), else a
        :class:`SurrealPlusGame` in its normal form (the Right stop moved into
        the number).

    Raises
    ------
    InputTypeError
        If *z* or *g* is of another type.
    InputValueError
        If *z* is a game that is not a number, or *g* a Fraction that is not dyadic.

    References
    ----------
    Conway, *On Numbers and Games*, ch. 8 (number translation); Siegel,
    *Combinatorial Game Theory*, ch. II (stops).

    Examples
    --------
    >>> from fractions import Fraction
    >>> from cgtalg import STAR, parse
    >>> from cgtalg.transfinite import omega
    >>> print(surreal_plus_game(omega, STAR), surreal_plus_game(Fraction(3, 4), STAR), surreal_plus_game(omega, 2))
    ω+* 3/4* ω+2
    >>> x = surreal_plus_game(omega, parse("{3|2}"))
    >>> print(x, x.number, x.game)
    ω+2+{1|0} ω+2 {1|0}
    """
    if isinstance(z, Game) and not z.is_number:
        raise InputValueError(f"the number of a surreal-plus-game sum must be a number, not the game {z}")
    zp = None if isinstance(z, SurrealPlusGame) else _parts(z)
    if zp is None:
        raise InputTypeError(f"the number of a surreal-plus-game sum must be a Surreal, a GeneralizedOrdinal, an int, "
                             f"a Fraction or a number game, not {describe(z)}")
    game = coerce_operand(g)
    if game is None:
        raise InputTypeError(f"the game of a surreal-plus-game sum must be a short game (a Game, an int or a dyadic "
                             f"Fraction), not {describe(g)}")
    return _sum(zp[0], zp[1] + game)


def _number_relation(z: Surreal, k: Game) -> Relation:
    """The relation of ``z + k`` to 0."""
    q = _dyadic(z)
    if q is not None:
        return _compare_games(k + _number_game(q) if q else k, ZERO)
    left, right = stops(k)
    w = -z
    if w < right:
        return Relation.GREATER
    if left < w:
        return Relation.LESS
    return Relation.CONFUSED


def _relation_or_none(x: object, y: object) -> Relation | None:
    px, py = _parts(x), _parts(y)
    if px is None or py is None:
        return None
    return _number_relation(px[0] - py[0] if py[0] else px[0], px[1] - py[1])


def mixed_relation(x: object, y: object) -> Relation:
    """The relation of *x* to *y*, each a surreal number, a short game or a sum of the two.

    ``x - y = w + K``, ``w`` a number and ``K`` a short game; when ``w`` is
    dyadic ``w + K`` is a short game, compared with 0 as usual; otherwise
    ``x > y`` iff ``R(K) > -w``, ``x < y`` iff ``L(K) < -w``, and ``x || y``
    else.

    Parameters
    ----------
    x, y : SurrealPlusGame, Surreal, GeneralizedOrdinal, Game, int or Fraction
        The values (a Fraction need not be dyadic).

    Returns
    -------
    Relation
        ``LESS``, ``EQUAL``, ``GREATER`` or ``CONFUSED``.

    Raises
    ------
    InputTypeError
        If *x* or *y* is of another kind.

    References
    ----------
    Conway, *On Numbers and Games*, ch. 8-9; Siegel, *Combinatorial Game
    Theory*, ch. II (stops and number translation).

    Examples
    --------
    >>> from cgtalg import STAR, UP, parse
    >>> from cgtalg.transfinite import omega
    >>> print(mixed_relation(UP, 1 / omega), mixed_relation(parse("{1|0}"), 1 / omega), mixed_relation(omega, STAR))
    < || >
    """
    r = _relation_or_none(x, y)
    if r is None:
        bad = x if _parts(x) is None else y
        raise InputTypeError(f"a surreal number, a short game or their sum is compared here, not {describe(bad)}")
    return r


def mixed_outcome(x: object) -> Outcome:
    """The outcome class of a surreal number, a short game or their sum.

    Parameters
    ----------
    x : SurrealPlusGame, Surreal, GeneralizedOrdinal, Game, int or Fraction
        The value.

    Returns
    -------
    Outcome
        ``L`` (``x > 0``), ``R`` (``x < 0``), ``P`` (``x = 0``) or ``N``
        (``x || 0``); never ``P`` for a :class:`SurrealPlusGame`.

    Raises
    ------
    InputTypeError
        If *x* is of another kind.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. II (outcome classes, stops).

    Examples
    --------
    >>> from cgtalg import STAR, parse
    >>> from cgtalg.transfinite import omega
    >>> print(mixed_outcome(omega + STAR), mixed_outcome(1 / omega + parse("{0|-1}")), mixed_outcome(-omega))
    L N R
    """
    return _OUTCOME_OF_RELATION[mixed_relation(x, 0)]


_OUTCOME_OF_RELATION = {Relation.GREATER: Outcome.L, Relation.LESS: Outcome.R, Relation.EQUAL: Outcome.P,
                        Relation.CONFUSED: Outcome.N}


def surreal_plus_game_text(x: SurrealPlusGame, ascii: bool = False) -> str:
    """A sum as CGSuite-like text: the number, ``+``, the game: ``ω+*``, ``1/ω+{1|0}``, ``ω-1+*2``.

    The number is printed by :func:`~cgtalg.transfinite.printer.surreal_text`
    and the game as cgtalg prints games (``^`` for ↑, ``v`` for ↓); the
    text reads back with :func:`cgtalg.parse`.

    Parameters
    ----------
    x : SurrealPlusGame
        The sum.
    ascii : bool, optional
        Spell ω as ``omega`` and × as ``*``.

    Returns
    -------
    str

    Raises
    ------
    InputTypeError
        If *x* is not a SurrealPlusGame or *ascii* not a bool.

    References
    ----------
    CGSuite's printed forms of numbers and games.

    Examples
    --------
    >>> from cgtalg import UP, nimber
    >>> from cgtalg.transfinite import omega
    >>> surreal_plus_game_text(omega - 1 + nimber(2)), surreal_plus_game_text(omega * 2 + UP, ascii=True)
    ('ω-1+*2', 'omega*2+^')
    """
    if not isinstance(x, SurrealPlusGame):
        raise InputTypeError(f"surreal_plus_game_text() takes a SurrealPlusGame, not {describe(x)}")
    return f"{surreal_text(x._number, check_bool(ascii, 'ascii'))}+{x._game}"


class SurrealPlusGame:
    """``z + G``: a surreal number ``z`` that is not a dyadic rational plus a short game ``G`` that is not a number.

    Made by adding (``omega + cgtalg.STAR``), by :func:`surreal_plus_game`,
    or by reading (``cgtalg.parse("omega+*")``). It adds and subtracts with
    Surreals, ints, Fractions, short games and itself, takes integer
    multiples, and is ordered as the module docstring says; ``<`` and ``>``
    are both false for confused values, as for games.

    Parameters
    ----------
    z : Surreal, GeneralizedOrdinal, int or Fraction
        The number: not a dyadic rational once the stops are moved.
    g : Game
        The short game: not a number.

    Raises
    ------
    InputTypeError
        If *z* or *g* is of another type.
    InputValueError
        If the sum is a plain Game or Surreal (*z* dyadic, or *g* a number):
        :func:`surreal_plus_game` returns those.

    References
    ----------
    Conway, *On Numbers and Games*, ch. 8-9; Siegel, *Combinatorial Game
    Theory*, ch. II and VIII.

    Examples
    --------
    >>> from cgtalg import STAR, UP, parse
    >>> from cgtalg.transfinite import omega
    >>> x = SurrealPlusGame(omega, UP)
    >>> print(x, -x, 3 * x, x + x == 2 * x, x - x)
    ω+^ -ω+v ω×3+^3 True 0
    >>> print(x.stops, x > omega, x < omega + parse("1/1024"), x.relation(omega + STAR))
    (Surreal('ω'), Surreal('ω')) True True ||
    """

    __slots__ = ("_number", "_game", "_hash")

    _number: Surreal
    _game: Game
    _hash: int

    def __init__(self, z: object, g: object) -> None:
        s = surreal_plus_game(z, g)
        if not isinstance(s, SurrealPlusGame):
            raise InputValueError(f"{describe(z)} + {describe(g)} is the {type(s).__name__} {s}, not a sum of a "
                                  f"transfinite (or non-dyadic) number and a game that is not a number; "
                                  f"surreal_plus_game() returns such values")
        self._number, self._game, self._hash = s._number, s._game, s._hash

    # -- parts -----------------------------------------------------------------------------

    @property
    def number(self) -> Surreal:
        """The number ``z'`` of the normal form ``z' + G'`` (``z'`` is the Right stop).

        Returns
        -------
        Surreal

        Examples
        --------
        >>> from cgtalg import parse
        >>> from cgtalg.transfinite import omega
        >>> print((omega + parse("{3|2}")).number)
        ω+2
        """
        return self._number

    @property
    def game(self) -> Game:
        """The game ``G'`` of the normal form ``z' + G'``: canonical, not a number, Right stop 0.

        Its temperature is the temperature of the sum (translation by a
        number leaves a thermograph's shape alone):
        ``cgtalg.analysis.thermograph.temperature(x.game)``.

        Returns
        -------
        Game

        Examples
        --------
        >>> from cgtalg import parse
        >>> from cgtalg.transfinite import omega
        >>> print((omega + parse("{3|2}")).game)
        {1|0}
        """
        return self._game

    @property
    def left_stop(self) -> Surreal:
        """The Left stop ``z + L(G)``.

        Returns
        -------
        Surreal

        References
        ----------
        Siegel, *Combinatorial Game Theory*, ch. II (stops).

        Examples
        --------
        >>> from cgtalg import parse
        >>> from cgtalg.transfinite import omega
        >>> print((1 / omega + parse("{3|2}")).left_stop)
        (ω×3+1)/ω
        """
        return self._number + stops(self._game)[0]

    @property
    def right_stop(self) -> Surreal:
        """The Right stop ``z + R(G)`` (the number of the normal form).

        Returns
        -------
        Surreal

        References
        ----------
        Siegel, *Combinatorial Game Theory*, ch. II (stops).

        Examples
        --------
        >>> from cgtalg import parse
        >>> from cgtalg.transfinite import omega
        >>> print((omega + parse("{3|2}")).right_stop)
        ω+2
        """
        return self._number

    @property
    def stops(self) -> tuple[Surreal, Surreal]:
        """``(left_stop, right_stop)``.

        Returns
        -------
        tuple of (Surreal, Surreal)

        Examples
        --------
        >>> from cgtalg import parse
        >>> from cgtalg.transfinite import omega
        >>> [str(s) for s in (omega - parse("{3|2}")).stops]
        ['ω-2', 'ω-3']
        """
        return self.left_stop, self.right_stop

    @property
    def mean(self) -> Surreal:
        """The mean value ``z + mean(G)``.

        Returns
        -------
        Surreal

        References
        ----------
        Siegel, *Combinatorial Game Theory*, II.5 (the mean value); *Winning Ways*, ch. 6.

        Examples
        --------
        >>> from cgtalg import parse
        >>> from cgtalg.transfinite import omega
        >>> print((omega + parse("{3|2}")).mean)
        (ω×2+5)/2
        """
        return self._number + mean(self._game)

    @property
    def outcome(self) -> Outcome:
        """The outcome class: ``L``, ``R`` or ``N`` (never ``P``: the sum is not 0).

        Returns
        -------
        Outcome

        References
        ----------
        Siegel, *Combinatorial Game Theory*, ch. II (outcome classes, stops).

        Examples
        --------
        >>> from cgtalg import STAR, parse
        >>> from cgtalg.transfinite import omega
        >>> [str(x.outcome) for x in (omega + STAR, -omega + STAR, 1 / omega + parse("{1|-1}"))]
        ['L', 'R', 'N']
        """
        return _OUTCOME_OF_RELATION[_number_relation(self._number, self._game)]

    def relation(self, other: object) -> Relation:
        """How this sum compares with *other* (see :func:`mixed_relation`).

        Parameters
        ----------
        other : SurrealPlusGame, Surreal, GeneralizedOrdinal, Game, int or Fraction
            The value compared.

        Returns
        -------
        Relation

        Raises
        ------
        InputTypeError
            If *other* is of another kind.

        Examples
        --------
        >>> from cgtalg import STAR
        >>> from cgtalg.transfinite import omega
        >>> print((omega + STAR).relation(omega), (omega + STAR).relation(omega + STAR))
        || =
        """
        return mixed_relation(self, other)

    # -- arithmetic --------------------------------------------------------------------------

    def __add__(self, other: object) -> Any:
        p = _parts(other)
        if p is None:
            return NotImplemented
        return _sum(self._number + p[0], self._game + p[1])

    __radd__ = __add__

    def __sub__(self, other: object) -> Any:
        p = _parts(other)
        if p is None:
            return NotImplemented
        return _sum(self._number - p[0], self._game - p[1])

    def __rsub__(self, other: object) -> Any:
        p = _parts(other)
        if p is None:
            return NotImplemented
        return _sum(p[0] - self._number, p[1] - self._game)

    def __neg__(self) -> Any:
        return _sum(-self._number, -self._game)

    def __pos__(self) -> "SurrealPlusGame":
        return self

    def __mul__(self, k: object) -> Any:
        n = None if isinstance(k, bool) else as_integer(k)
        if n is not None:
            return _sum(self._number * n, self._game * n)
        if isinstance(k, (Game, SurrealPlusGame)):
            raise InputTypeError(f"the product of {self} and the game {k} is not defined: a sum of a surreal "
                                 f"number and a game takes integer multiples only (3 * x)")
        if isinstance(k, (Surreal, GeneralizedOrdinal, Rational)):
            raise InputValueError(f"the product of {self} and {k} is not defined: a sum of a surreal number and a "
                                  f"game that is not a number takes integer multiples only (3 * x)")
        return NotImplemented

    __rmul__ = __mul__

    def __truediv__(self, other: object) -> Any:
        raise InputTypeError(f"{self} / {describe(other)} is not defined: a sum of a surreal number and a game "
                             f"that is not a number is not divided")

    # -- order -------------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if isinstance(other, SurrealPlusGame):
            return self._number == other._number and self._game is other._game
        # A Game, a Surreal, an int or a Fraction is never such a sum (see the invariant).
        return False if _parts(other) is not None else NotImplemented

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __hash__(self) -> int:
        return self._hash

    def __lt__(self, other: object) -> bool:
        r = _relation_or_none(self, other)
        return NotImplemented if r is None else r is Relation.LESS

    def __le__(self, other: object) -> bool:
        r = _relation_or_none(self, other)
        return NotImplemented if r is None else r is Relation.LESS or r is Relation.EQUAL

    def __gt__(self, other: object) -> bool:
        r = _relation_or_none(self, other)
        return NotImplemented if r is None else r is Relation.GREATER

    def __ge__(self, other: object) -> bool:
        r = _relation_or_none(self, other)
        return NotImplemented if r is None else r is Relation.GREATER or r is Relation.EQUAL

    def __bool__(self) -> bool:
        return True

    # -- text --------------------------------------------------------------------------------

    def __str__(self) -> str:
        return surreal_plus_game_text(self)

    def __repr__(self) -> str:
        text = surreal_plus_game_text(self, ascii=True)
        # cgtalg.parse reads a text with ω; 1/3+* is read by cgtalg.notation.transfinite_sum.
        return f"parse({text!r})" if "omega" in text else f"parse_surreal_plus_game({text!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (surreal_plus_game, (self._number, self._game))


_SURREAL_ZERO = Surreal(0)
_go._MIXED[:] = [(surreal_plus_game, mixed_relation)]
