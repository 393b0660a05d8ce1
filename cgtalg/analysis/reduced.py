"""Reduced canonical forms: the simplest game infinitesimally close to a game.

``G`` and ``H`` are *infinitesimally close* (``G ≡ H mod Inf``) when ``G - H``
is infinitesimal, i.e. both its stops are 0. The order modulo
infinitesimals is read off a stop: ``G >= H mod Inf`` (``G >= H + ε`` for some
infinitesimal ``ε``) exactly when the Right stop of ``G - H`` is at least 0
(Siegel, *Combinatorial Game Theory*, II.6).

The *reduced canonical form* ``rcf(G)`` is the unique simplest game
infinitesimally close to ``G`` (Grossman and Siegel). It is built children
first: a game infinitely close to a number ``x`` (equal stops) reduces to
``x``; otherwise the options are reduced, and then options dominated modulo
Inf are deleted and options reversible modulo Inf are bypassed, until nothing
changes (the same steps as for the canonical form, with ``<=`` replaced by
``<= mod Inf``).

Examples
--------
>>> from cgtalg import parse
>>> print(reduced(parse("{2|{1|0}} + ^*")), reduced(parse("{1|-1}+{0|^}")), reduced(parse("3/4^")))
{2||1|0} +-1 3/4
>>> infinitesimally_close(parse("{1|-1}"), parse("{1|-1}+^*")), is_reduced(parse("{1|*}"))
(True, False)

References
----------
J. P. Grossman and A. N. Siegel, *Reductions of partizan games*, in Games of
No Chance 3 (2009); Siegel, *Combinatorial Game Theory*, II.6.
"""

from __future__ import annotations

from ..core.game import Game
from ..core.cache import BoundedCache
from ..core.stops import left_stop, left_stop_sign, right_stop_sign
from ..core.values import number
from ..errors import InputTypeError
from .walk import fold, remember

__all__ = ["reduced", "is_reduced", "infinitesimally_close", "le_mod_infinitesimals"]

_REDUCED = BoundedCache("analysis.reduced", 100_000)
# The reduction of ``{L | R}`` depends only on the (already reduced) options, and
# few distinct option lists occur: the games born by day 3 have 1474 values but
# their reduced options come from the handful of reduced forms of day 2. Keyed by
# the options' creation numbers, in the order given (creation numbers are never
# reused, so a key never names other games).
_REDUCED_OPTIONS = BoundedCache("analysis.reduced_options", 100_000)
# their lookups, bound once (a dict subclass's method is otherwise looked up by name at
# every call; clear_caches empties the same dicts)
_reduced_cached = _REDUCED.get
_reduced_options_cached = _REDUCED_OPTIONS.get


def _game(g: object, what: str) -> Game:
    if not isinstance(g, Game):
        raise InputTypeError(f"{what} takes a Game, not {type(g).__name__}")
    return g


def le_mod_infinitesimals(g: Game, h: Game) -> bool:
    """True if ``g <= h`` modulo infinitesimals (``g <= h + ε`` for some infinitesimal ``ε``).

    Parameters
    ----------
    g, h : Game
        Any two short games.

    Returns
    -------
    bool
        Whether the Right stop of ``h - g`` is at least 0.

    Raises
    ------
    InputTypeError
        If *g* or *h* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse, STAR, ZERO
    >>> le_mod_infinitesimals(STAR, ZERO), le_mod_infinitesimals(parse("+-1"), ZERO)
    (True, False)

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.6 (the order modulo Inf).
    """
    _game(g, "le_mod_infinitesimals()")
    _game(h, "le_mod_infinitesimals()")
    return right_stop_sign(h - g) >= 0


def infinitesimally_close(g: Game, h: Game) -> bool:
    """True if ``g - h`` is infinitesimal (both of its stops are 0).

    Parameters
    ----------
    g, h : Game
        Any two short games.

    Returns
    -------
    bool
        Whether ``g - h`` is infinitesimal.

    Raises
    ------
    InputTypeError
        If *g* or *h* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse, UP
    >>> infinitesimally_close(parse("1/2*"), parse("1/2")), infinitesimally_close(UP, parse("{0|-1}"))
    (True, False)

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.6.
    """
    _game(g, "infinitesimally_close()")
    _game(h, "infinitesimally_close()")
    return (g - h).is_infinitesimal


def _right_stop_of_difference_nonnegative(x: Game, y: Game) -> bool:
    """True if the Right stop of ``x - y`` is at least 0 (``y <= x mod Inf``).

    The stops of a sum are bounded by those of its parts (Siegel, *Combinatorial Game Theory*, ch. II, stops of sums:
    ``R(G) + R(H) <= R(G + H) <= R(G) + L(H)``, and ``L(-G) = -R(G)``), so
    ``R(x) - L(y) <= R(x - y) <= min(R(x) - R(y), L(x) - L(y))``: the stops of
    *x* and *y* decide the sign unless it lies between, and only then is the
    difference built. The stored stops are compared, never subtracted.
    """
    if x._rs >= y._ls:
        return True
    if x._rs < y._rs or x._ls < y._ls:
        return False
    return right_stop_sign(x - y) >= 0


def _dominated(options: list[Game], i: int, left: bool) -> bool:
    """True if ``options[i]`` is dominated modulo Inf by another option (of two equivalent ones the later goes).

    For Left, ``a`` is dominated by ``b`` when ``a <= b mod Inf`` (the Right
    stop of ``b - a`` is at least 0) and not strictly ``b <= a mod Inf``
    unless ``b`` comes first; the Right stop of ``a - b`` is minus the Left stop
    of ``b - a``, so one difference serves both tests. For Right, the mirror.
    The signs are read off the stops of the two options when those decide
    (see :func:`_right_stop_of_difference_nonnegative`; also
    ``max(L(x) - L(y), R(x) - R(y)) <= L(x - y) <= L(x) - R(y)``).
    """
    a = options[i]
    for j in range(len(options)):
        if j == i:
            continue
        b = options[j]
        # "b better than a" means x - y >= 0 mod Inf
        if left:
            x, y = b, a
        else:
            x, y = a, b
        if not _right_stop_of_difference_nonnegative(x, y):
            continue
        if j < i or x._ls > y._ls or x._rs > y._rs:
            return True  # the Left stop of x - y is > 0, or ties go to the earlier option
        if x._ls <= y._rs:
            continue  # the Left stop of x - y is <= 0: equivalent, the earlier one stays
        if left_stop_sign(x - y) > 0:
            return True
    return False


def _reduce_options(left: list[Game], right: list[Game]) -> Game:
    while True:
        whole = Game(left, right)
        left, right = list(whole.left_options), list(whole.right_options)
        changed = False
        for i in range(len(left)):
            if _dominated(left, i, True):
                del left[i]
                changed = True
                break
        if not changed:
            for i in range(len(right)):
                if _dominated(right, i, False):
                    del right[i]
                    changed = True
                    break
        if not changed:
            # Reversible modulo Inf: a Left option a with a^R <= whole mod Inf.
            for i, a in enumerate(left):
                for ar in a.right_options:
                    if _right_stop_of_difference_nonnegative(whole, ar):
                        left[i:i + 1] = list(ar.left_options)
                        changed = True
                        break
                if changed:
                    break
        if not changed:
            for i, a in enumerate(right):
                for al in a.left_options:
                    if _right_stop_of_difference_nonnegative(al, whole):
                        right[i:i + 1] = list(al.right_options)
                        changed = True
                        break
                if changed:
                    break
        if not changed:
            return whole


def reduced(g: Game) -> Game:
    """The reduced canonical form of *g*: the simplest game infinitesimally close to it.

    Parameters
    ----------
    g : Game

    Returns
    -------
    Game
        ``reduced(g) - g`` is infinitesimal, and ``reduced(g) is reduced(h)``
        exactly when ``g - h`` is infinitesimal.

    Examples
    --------
    >>> from cgtalg import parse, UP
    >>> print(reduced(UP), reduced(parse("{1|*}")), reduced(parse("{3|{2|^}}")))
    0 {1|0} {3||2|0}

    References
    ----------
    Grossman and Siegel, *Reductions of partizan games* (2009);
    Siegel, *Combinatorial Game Theory*, II.6.
    """
    _game(g, "reduced()")
    return fold(g, _leaf, _build)


def _leaf(h: Game) -> Game | None:
    """``reduced(h)`` when it needs no look at the options of *h*, else None."""
    if h._num is not None:  # a number (the stored field of is_number)
        return h
    got = _reduced_cached(h._id)  # keyed by creation number, like walk.fold
    if got is not None:
        return got  # type: ignore[no-any-return]
    if h._ls == h._rs:  # equal stops (the stored ones, as has_equal_stops reads them)
        got = number(left_stop(h))
        remember(_REDUCED, h._id, got)
        return got
    return None


def _build(h: Game, left: list[Game], right: list[Game]) -> Game:
    """``reduced(h)`` from the reduced forms of its options."""
    key = (tuple([o._id for o in left]), tuple([o._id for o in right]))
    r = _reduced_options_cached(key)
    if r is None:
        r = _reduce_options(left, right)
        remember(_REDUCED_OPTIONS, key, r)
    remember(_REDUCED, h._id, r)
    return r  # type: ignore[no-any-return]


def is_reduced(g: Game) -> bool:
    """True if *g* is its own reduced canonical form.

    Parameters
    ----------
    g : Game
        Any short game.

    Returns
    -------
    bool
        Whether :func:`reduced` returns *g* itself.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> is_reduced(parse("+-1")), is_reduced(parse("*")), is_reduced(parse("5/8"))
    (True, False, True)

    References
    ----------
    Grossman and Siegel, *Reductions of partizan games* (2009); Siegel,
    *Combinatorial Game Theory*, II.6.
    """
    return reduced(_game(g, "is_reduced()")) is g
