"""Thermographs: exact walls, mean and temperature of short games.

The thermograph of ``G`` is a pair of piecewise-linear *walls*
``t -> L_G(t)`` and ``t -> R_G(t)`` for ``t >= -1``: the Left and Right stops
of ``G`` cooled by ``t``. For an integer ``n`` both walls are the constant
``n`` and the temperature is ``-1`` (the convention of CGSuite and of
Siegel's book). Otherwise let

* the *left scaffold* be ``max over G^L of R_{G^L}(t) - t`` and
* the *right scaffold* be ``min over G^R of L_{G^R}(t) + t``;

the *temperature* ``tau`` is the least ``t >= -1`` where the left scaffold is
at or below the right one, the *mean* (mast value) is their common value
there, and the walls follow the scaffolds up to ``tau`` and the vertical mast
``v = mean`` above it. The walls are computed exactly, from the canonical form,
children first (no recursion on the depth of the game).

Numbers therefore have negative temperatures: ``m/2**k`` in lowest terms
(``k >= 1``) has temperature ``-1/2**k``; integers ``-1``. The part of a
thermograph below ``t = 0`` is the *subzero* thermograph (Siegel, II.5: cooling
is defined for all ``t >= -1``). Pictures are drawn from ``t = 0`` by
default, as in *Winning Ways*.

Examples
--------
>>> from cgtalg import parse
>>> th = thermograph(parse("{3|-1}"))
>>> th.mean, th.temperature
(Fraction(1, 1), Fraction(2, 1))
>>> th.left(1), th.right(1), th.left(5)
(Fraction(2, 1), Fraction(0, 1), Fraction(1, 1))
>>> temperature(parse("1/2")), temperature(parse("7")), mean(parse("{2|0} + {1|-3}"))
(Fraction(-1, 2), Fraction(-1, 1), Fraction(0, 1))

References
----------
Berlekamp, Conway and Guy, *Winning Ways*, ch. 6 (thermographs, drawn with
Left's wall on the left); Albert, Nowakowski and Wolfe, *Lessons in Play*,
ch. 6 (temperature); Siegel, *Combinatorial Game Theory*, II.5 (cooling,
thermographs, the subzero convention).
"""

from __future__ import annotations

from fractions import Fraction
from numbers import Rational
from typing import Any

from ..core.cache import BoundedCache
from ..core.game import Game
from ..core.store import symbolic_dyadic
from ..core.dyadic import dyadic_fraction, dyadic_normal
from ..core.values import nimber, number, up
from ..errors import InputTypeError, InputValueError, as_integer, describe
from ..core.dyadic import as_dyadic
from .trajectory import BOTTOM, Trajectory, _combined, _constant, _tilted, _meeting_point, _walls_below_meeting
from .walk import _left_options_of, remember, _right_options_of

__all__ = ["Thermograph", "thermograph", "mean", "temperature"]

_THERMOGRAPHS = BoundedCache("analysis.thermographs", 200_000)
# its lookup, bound once: the cache is a dict subclass, whose method would be looked up by
# name at every call (clear_caches empties the same dict, so the bound method stays valid)
_thermograph_cached = _THERMOGRAPHS.get


def _fmt(q: Fraction) -> str:
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


class Thermograph:
    """The thermograph of a short game: two exact walls meeting in a mast.

    Obtain one with :func:`thermograph`; it is immutable.

    Attributes
    ----------
    left_wall, right_wall : Trajectory
        ``t -> L(G_t)`` and ``t -> R(G_t)`` for ``t >= -1`` (constant above
        the temperature).
    temperature : Fraction
        Where the walls meet (``-1`` for integers).
    mean : Fraction
        The mast value.

    Examples
    --------
    >>> from cgtalg import parse
    >>> th = thermograph(parse("{4|{2|0}}"))
    >>> print(th)
    Thermograph(mean=5/2, temperature=3/2, left=[(-1, 5), (3/2, 5/2)], right=[(-1, 2), (1, 2), (3/2, 5/2)])
    >>> th.at(Fraction(1, 2))
    (Fraction(7, 2), Fraction(2, 1))
    """

    __slots__ = ("left_wall", "right_wall", "_tn", "_te", "_mn", "_me", "_temperature", "_mean",
                 "_as_left_option", "_as_right_option")

    left_wall: Trajectory
    right_wall: Trajectory
    _tn: int  # the temperature is _tn / 2**_te, the mean _mn / 2**_me
    _te: int
    _mn: int
    _me: int
    _temperature: Fraction | None  # made from the integers when first asked for
    _mean: Fraction | None
    _as_left_option: Trajectory | None
    _as_right_option: Trajectory | None

    def __init__(self, left_wall: Trajectory, right_wall: Trajectory, temperature: Fraction, mean: Fraction) -> None:
        for wall, side in ((left_wall, "left"), (right_wall, "right")):
            if not isinstance(wall, Trajectory):
                raise InputTypeError(
                    f"a thermograph's {side} wall must be a Trajectory, not {type(wall).__name__} ({describe(wall)})"
                )
        temperature = as_dyadic(temperature)
        mean = as_dyadic(mean)
        self._put(left_wall, right_wall, temperature.numerator, temperature.denominator.bit_length() - 1,
                  mean.numerator, mean.denominator.bit_length() - 1)

    def _put(self, left_wall: Trajectory, right_wall: Trajectory, tn: int, te: int, mn: int, me: int) -> None:
        self.left_wall = left_wall
        self.right_wall = right_wall
        # temperature tn / 2**te and mean mn / 2**me; their Fractions are made when first asked for
        self._tn = tn
        self._te = te
        self._mn = mn
        self._me = me
        self._temperature = None
        self._mean = None
        self._as_left_option = None  # right wall tilted by -t, kept for the parents
        self._as_right_option = None  # left wall tilted by +t

    @property
    def temperature(self) -> Fraction:
        """Where the walls meet (``-1`` for integers).

        Returns
        -------
        Fraction

        Examples
        --------
        >>> from cgtalg import parse
        >>> thermograph(parse("{3|-1}")).temperature, thermograph(parse("5")).temperature
        (Fraction(2, 1), Fraction(-1, 1))
        """
        q = self._temperature
        if q is None:
            q = self._temperature = dyadic_fraction(self._tn, self._te)
        return q

    @property
    def mean(self) -> Fraction:
        """The mast value.

        Returns
        -------
        Fraction

        Examples
        --------
        >>> from cgtalg import parse
        >>> thermograph(parse("{3|-1}")).mean
        Fraction(1, 1)
        """
        q = self._mean
        if q is None:
            q = self._mean = dyadic_fraction(self._mn, self._me)
        return q

    def _colder_than(self, a: int, e: int) -> bool:
        """True if the temperature is below ``a / 2**e``."""
        return _below(self._tn, self._te, a, e)

    def _mean_game(self) -> Game:
        """The mean as a game, made from its integers."""
        a, e = dyadic_normal(self._mn, self._me)
        return symbolic_dyadic(a, e, 0, 0)

    def left(self, t: object) -> Fraction:
        """The Left wall at temperature *t* (the Left stop of ``G`` cooled by *t*).

        Parameters
        ----------
        t : int or Fraction
            A temperature ``t >= -1``, an int or a dyadic Fraction.

        Returns
        -------
        Fraction

        Raises
        ------
        InputTypeError
            If *t* is not an int or a Fraction (a float, a str, a bool).
        InputValueError
            If *t* is below -1 or not dyadic.

        Examples
        --------
        >>> from cgtalg import parse
        >>> th = thermograph(parse("{3|-1}"))
        >>> th.left(0), th.left(Fraction(1, 2)), th.left(3)
        (Fraction(3, 1), Fraction(5, 2), Fraction(1, 1))
        """
        return self.left_wall(_temperature_arg(t))

    def right(self, t: object) -> Fraction:
        """The Right wall at temperature *t* (the Right stop of ``G`` cooled by *t*).

        Parameters
        ----------
        t : int or Fraction
            A temperature ``t >= -1``, an int or a dyadic Fraction.

        Returns
        -------
        Fraction

        Raises
        ------
        InputTypeError
            If *t* is not an int or a Fraction (a float, a str, a bool).
        InputValueError
            If *t* is below -1 or not dyadic.

        Examples
        --------
        >>> from cgtalg import parse
        >>> th = thermograph(parse("{3|-1}"))
        >>> th.right(0), th.right(1), th.right(3)
        (Fraction(-1, 1), Fraction(0, 1), Fraction(1, 1))
        """
        return self.right_wall(_temperature_arg(t))

    def at(self, t: object) -> tuple[Fraction, Fraction]:
        """``(left(t), right(t))``.

        Parameters
        ----------
        t : int or Fraction
            A temperature ``t >= -1``, an int or a dyadic Fraction.

        Returns
        -------
        tuple of Fraction
            The Left and the Right wall at *t*.

        Raises
        ------
        InputTypeError
            If *t* is not an int or a Fraction (a float, a str, a bool).
        InputValueError
            If *t* is below -1 or not dyadic.

        Examples
        --------
        >>> from cgtalg import parse
        >>> thermograph(parse("+-1")).at(0)
        (Fraction(1, 1), Fraction(-1, 1))
        """
        t = _temperature_arg(t)
        return self.left_wall(t), self.right_wall(t)

    @property
    def mast(self) -> tuple[Fraction, Fraction]:
        """``(mean, temperature)``: where the vertical mast stands and where it starts.

        Returns
        -------
        tuple of Fraction

        Examples
        --------
        >>> from cgtalg import parse
        >>> thermograph(parse("{4|{2|0}}")).mast
        (Fraction(5, 2), Fraction(3, 2))
        """
        return self.mean, self.temperature

    @property
    def is_mast_only(self) -> bool:
        """True if the walls coincide from ``t = 0`` on (cold and tepid games: temperature <= 0).

        Returns
        -------
        bool

        Examples
        --------
        >>> from cgtalg import parse
        >>> [thermograph(parse(s)).is_mast_only for s in ("3/4", "^*", "+-1")]
        [True, True, False]
        """
        return self.temperature <= 0

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready description: exact values as strings ``"p/q"``.

        Returns
        -------
        dict
            ``mean`` and ``temperature`` (str), and ``left`` and ``right``: each
            wall's points ``[t, v]`` from ``t = -1``.

        Examples
        --------
        >>> from cgtalg import parse
        >>> thermograph(parse("+-1")).to_dict()["left"]
        [['-1', '2'], ['1', '0']]
        """
        return {
            "mean": _fmt(self.mean),
            "temperature": _fmt(self.temperature),
            "left": [[_fmt(t), _fmt(v)] for t, v in self.left_wall.points],
            "right": [[_fmt(t), _fmt(v)] for t, v in self.right_wall.points],
        }

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Thermograph):
            return NotImplemented
        return self.left_wall == other.left_wall and self.right_wall == other.right_wall

    def __hash__(self) -> int:
        return hash((self.left_wall, self.right_wall))

    def __str__(self) -> str:
        def pts(w: Trajectory) -> str:
            return "[" + ", ".join(f"({_fmt(t)}, {_fmt(v)})" for t, v in w.points) + "]"

        return (f"Thermograph(mean={_fmt(self.mean)}, temperature={_fmt(self.temperature)}, "
                f"left={pts(self.left_wall)}, right={pts(self.right_wall)})")

    __repr__ = __str__

    def svg(self, *, subzero: bool = False, width: int = 360) -> str:
        """The thermograph as an SVG picture (see :mod:`cgtalg.pictures.thermograph`).

        Parameters
        ----------
        subzero : bool, optional
            Draw from ``t = -1`` instead of ``t = 0``.
        width : int, optional
            The picture's width in pixels (at least 120).

        Returns
        -------
        str
            A complete ``<svg>`` element.

        Raises
        ------
        InputTypeError, InputValueError
            If *width* is not an int of at least 120.

        Examples
        --------
        >>> from cgtalg import parse
        >>> svg = thermograph(parse("{3|-1}")).svg(width=200)
        >>> svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="200"'), svg.endswith("</svg>")
        (True, True)

        References
        ----------
        *Winning Ways*, ch. 6 (the drawing convention).
        """
        from ..pictures.thermograph import thermograph_svg

        return thermograph_svg(self, subzero=subzero, width=width)

    def _repr_svg_(self) -> str:
        return self.svg()

    def plot(self, ax: Any = None, *, subzero: bool = False) -> Any:
        """Draw with matplotlib (the ``plot`` extra); returns the axes.

        Parameters
        ----------
        ax : matplotlib Axes, optional
            The axes to draw on; new ones when None.
        subzero : bool, optional
            Draw from ``t = -1`` instead of ``t = 0``.

        Returns
        -------
        matplotlib Axes

        Raises
        ------
        ImportError
            If matplotlib is not installed.

        Examples
        --------
        >>> import pytest
        >>> plt = pytest.importorskip("matplotlib.pyplot")
        >>> from cgtalg import parse
        >>> ax = thermograph(parse("+-1")).plot()
        >>> ax.get_title()
        'mean 0, temperature 1'
        >>> plt.close(ax.figure)
        """
        from ..pictures.thermograph import thermograph_plot

        return thermograph_plot(self, ax=ax, subzero=subzero)


def _temperature_arg(t: object) -> Fraction:
    if isinstance(t, bool) or not isinstance(t, (int, Rational)) and as_integer(t) is None:
        raise InputTypeError(f"a temperature must be an int or a dyadic Fraction, not {type(t).__name__}")
    t = as_dyadic(t)
    if t < BOTTOM:
        raise InputValueError(f"thermographs are defined for temperatures t >= -1, not {_fmt(t)}")
    return t


def _check_game(g: object, what: str) -> Game:
    if not isinstance(g, Game):
        raise InputTypeError(f"{what} takes a Game, not {type(g).__name__}")
    return g


def _representative(g: Game) -> Game:
    """A game with the same thermograph and a short option chain.

    For ``x + n.^ + *k`` (symbolic games):

    * ``x + *k`` for ``k >= 2`` has the thermograph of ``x + *2``: its options
      ``x + *j``, ``j >= 1``, all share one thermograph (induction on k);
    * with ``n != 0`` the canonical options are ``x`` and
      ``x + (n-1).^ + *(k xor 1)`` (for ``n > 0``; mirrored for ``n < 0``),
      except ``^* = {0,*|0}``. A nimber part ``k >= 2`` stays ``>= 2`` along
      the chain, so ``k`` may be replaced by ``2 + (k & 1)``; and since the
      thermograph at ``n`` is a fixed function of the one at ``n - 1``, if the
      thermographs at ``4`` and ``2`` agree for every nimber part, they agree
      at every ``n`` and ``n - 2`` from there on, so ``n`` may be replaced by
      ``2 + (n % 2)`` (that agreement is checked, per ``x``, before it is used).

    So ``nimber(10**6)`` and ``up(10**6)`` cost as little as ``*2`` and ``^^``.
    """
    nus = g._nus  # the stored (x, n, k), None unless g is x + n.^ + *k
    if nus is None:
        return g
    x, n, k = nus
    if n == 0:
        return number(x) + nimber(2) if k > 2 else g
    m = abs(n)
    if k <= 3 and m <= 4:  # already as short as it gets: no sums to build
        return g
    if k > 3:
        k = 2 + (k & 1)
    if m > 4 and _period_two(x, 1 if n > 0 else -1):
        m = 2 + (m & 1)
    return number(x) + up(m if n > 0 else -m) + nimber(k)


def _period_two(x: Fraction, sign: int) -> bool:
    key = ("period", x, sign)
    got = _THERMOGRAPHS.get(key)
    if got is None:
        got = all(thermograph(number(x) + up(4 * sign) + nimber(j)) == thermograph(number(x) + up(2 * sign) + nimber(j))
                  for j in range(4))
        remember(_THERMOGRAPHS, key, got)
    return bool(got)


def _tilted_right_wall(th: Thermograph) -> Trajectory:
    w = th._as_left_option
    if w is None:
        w = th._as_left_option = _tilted(th.right_wall, -1, 0, 0)
    return w


def _tilted_left_wall(th: Thermograph) -> Trajectory:
    w = th._as_right_option
    if w is None:
        w = th._as_right_option = _tilted(th.left_wall, 1, 0, 0)
    return w


def _scaffolds(left: list[Thermograph], right: list[Thermograph]) -> tuple[Trajectory, Trajectory]:
    """The Left and Right scaffolds of a game from its options' thermographs."""
    # Each option's tilted wall is computed once and kept on its thermograph:
    # an option is shared by many parents.
    scaffold_l = _tilted_right_wall(left[0])
    for th in left[1:]:
        scaffold_l = _combined(scaffold_l, _tilted_right_wall(th), True)
    scaffold_r = _tilted_left_wall(right[0])
    for th in right[1:]:
        scaffold_r = _combined(scaffold_r, _tilted_left_wall(th), False)
    return scaffold_l, scaffold_r


def _mean_if_colder(g: Game, ta: int, te: int) -> Game | None:
    """The mean of *g* as a Game if its temperature is below ``ta / 2**te``, else None.

    What :func:`cgtalg.analysis.cooling.cool` asks of every game it meets. The
    options' thermographs are needed, but *g*'s own walls are not: unless its
    thermograph is known already, only the point where its scaffolds meet is
    computed (:func:`~cgtalg.analysis.trajectory.meeting_point`), and nothing is
    stored for *g*.
    """
    root = _representative(g)
    th = _thermograph_cached(root._id)
    if th is None:
        if _is_integer(root):
            th = thermograph(root)
        else:
            scaffold_l, scaffold_r = _scaffolds([thermograph(o) for o in _left_options_of(root)],
                                                [thermograph(o) for o in _right_options_of(root)])
            m = _meeting_point(scaffold_l, scaffold_r)
            if m is None:  # pragma: no cover - the scaffolds' slopes make this impossible
                raise AssertionError("thermograph scaffolds never meet")
            tn, mn, _, e = m
            if not _below(tn, e, ta, te):
                return None
            a, x = dyadic_normal(mn, e)
            return symbolic_dyadic(a, x, 0, 0)
    if th._colder_than(ta, te):
        return th._mean_game()
    return None


def _is_integer(g: Game) -> bool:
    """``g.is_integer``, read from the stored fields (a number is ``_xa / 2**_xe`` in lowest terms)."""
    return g._num is not None and g._xe == 0


def _below(tn: int, te: int, a: int, e: int) -> bool:
    """True if ``tn / 2**te < a / 2**e``."""
    if te >= e:
        return bool(tn < a << (te - e))
    return bool(tn << (e - te) < a)


def _from_options(left: list[Thermograph], right: list[Thermograph]) -> Thermograph:
    scaffold_l, scaffold_r = _scaffolds(left, right)
    walls = _walls_below_meeting(scaffold_l, scaffold_r)
    if walls is None:  # pragma: no cover - the scaffolds' slopes make this impossible
        raise AssertionError("thermograph scaffolds never meet")
    left_wall, right_wall, tn, mn, e = walls
    th = Thermograph.__new__(Thermograph)
    th._put(left_wall, right_wall, tn, e, mn, e)
    return th


def _of_integer(n: int) -> Thermograph:
    wall = _constant(n, 0)
    th = Thermograph.__new__(Thermograph)
    th._put(wall, wall, -1, 0, n, 0)
    return th


def thermograph(g: Game) -> Thermograph:
    """The exact thermograph of *g*.

    Parameters
    ----------
    g : Game

    Returns
    -------
    Thermograph

    Raises
    ------
    InputTypeError
        If *g* is not a Game.

    Examples
    --------
    >>> from cgtalg import parse, STAR, UP
    >>> print(thermograph(parse("+-1")))
    Thermograph(mean=0, temperature=1, left=[(-1, 2), (1, 0)], right=[(-1, -2), (1, 0)])
    >>> thermograph(STAR).temperature, thermograph(UP).mean
    (Fraction(0, 1), Fraction(0, 1))

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.5; *Winning Ways*, ch. 6.
    """
    _check_game(g, "thermograph()")
    root = _representative(g)
    got = _thermograph_cached(root._id)
    if got is not None:
        return got  # type: ignore[no-any-return]
    if not _is_integer(root):
        # the common case in a census or a sum: the options' thermographs are all known
        left = _cached_thermographs(_left_options_of(root))
        if left is not None:
            right = _cached_thermographs(_right_options_of(root))
            if right is not None:
                th = _from_options(left, right)
                remember(_THERMOGRAPHS, root._id, th)
                return th
    # Children first, on an explicit stack; the cache also serves as the memo
    # of this walk, with a local dict so an eviction midway is harmless. Both
    # are keyed by the games' creation numbers (interned games: one per value,
    # never reused), which hash faster than the games themselves; the walk
    # holds the games it has done (a representative built here would otherwise
    # be freed, and made again under a new number). A game stays on the stack
    # until the thermographs of all its options are known.
    done: dict[int, Thermograph] = {}
    held: list[Game] = []
    stack: list[Game] = [root]
    while stack:
        h = stack[-1]
        key = h._id
        if key in done:  # pushed by two parents
            stack.pop()
            continue
        if _is_integer(h):
            th = _of_integer(h._xa)
        else:
            left = _known_thermographs(_left_options_of(h), done, stack)
            right = _known_thermographs(_right_options_of(h), done, stack)
            if left is None or right is None:
                continue
            th = _from_options(left, right)
        stack.pop()
        done[key] = th
        held.append(h)
        remember(_THERMOGRAPHS, key, th)
    return done[root._id]


def _cached_thermographs(options: tuple[Game, ...]) -> list[Thermograph] | None:
    """The cached thermographs of the options' representatives, or None if one is not cached."""
    known: list[Thermograph] = []
    for o in options:
        th = _thermograph_cached(_representative(o)._id)
        if th is None:
            return None
        known.append(th)
    return known


def _known_thermographs(options: tuple[Game, ...], done: dict[int, Thermograph],
                        stack: list[Game]) -> list[Thermograph] | None:
    """The thermographs of the options' representatives; None after pushing those not known yet."""
    known: list[Thermograph] = []
    missing = False
    for o in options:
        r = _representative(o)
        key = r._id
        th = done.get(key)
        if th is None:
            th = _thermograph_cached(key)
            if th is None:
                stack.append(r)
                missing = True
                continue
            done[key] = th
        known.append(th)
    return None if missing else known


def mean(g: Game) -> Fraction:
    """The mean value of *g* (the mast value of its thermograph).

    The mean is additive: ``mean(G + H) == mean(G) + mean(H)``.

    Parameters
    ----------
    g : Game
        Any short game.

    Returns
    -------
    Fraction
        The mast value.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> mean(parse("{5|{2|-4}}")), mean(parse("3/4")), mean(parse("^*"))
    (Fraction(2, 1), Fraction(3, 4), Fraction(0, 1))

    References
    ----------
    *Lessons in Play*, ch. 6; Siegel, *Combinatorial Game Theory*, II.5.
    """
    th = thermograph(_check_game(g, "mean()"))
    q = th._mean  # the property's work, on the typed fields
    if q is None:
        q = th._mean = dyadic_fraction(th._mn, th._me)
    return q


def temperature(g: Game) -> Fraction:
    """The temperature of *g*: ``-1`` for integers, ``-1/2**k`` for other numbers.

    Parameters
    ----------
    g : Game
        Any short game.

    Returns
    -------
    Fraction
        Where the walls meet; negative for numbers.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> [temperature(parse(s)) for s in ("{5|{2|-4}}", "*", "^", "3/4", "-2")]
    [Fraction(3, 1), Fraction(0, 1), Fraction(0, 1), Fraction(-1, 4), Fraction(-1, 1)]

    References
    ----------
    *Lessons in Play*, ch. 6; Siegel, *Combinatorial Game Theory*, II.5.
    """
    th = thermograph(_check_game(g, "temperature()"))
    q = th._temperature  # the property's work, on the typed fields
    if q is None:
        q = th._temperature = dyadic_fraction(th._tn, th._te)
    return q
