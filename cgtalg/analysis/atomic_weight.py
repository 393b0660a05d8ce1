"""Atomic weights of all-small games.

A game is *all-small* when in every subposition either both players can
move or neither can (in canonical form: every number subposition is 0). The
atomic weight ``aw(G)`` measures ``G`` in units of ``^``: ``aw(n.^ + *k) = n``,
it is additive, and by the *two-ahead rule* ``aw(G) >= 2`` implies ``G > 0``
(and ``aw(G) >= 1`` that Left wins ``G`` moving first).

It is computed by the *atomic weight calculus*, children first: with
``G'' = {aw(G^L) - 2 | aw(G^R) + 2}``, ``aw(G) = G''`` unless ``G''`` is an
integer (the *eccentric* case). Then, with ☆ a remote star (``*N`` for ``N``
beyond every nimber in ``G``):

* if ``G > ☆``: the largest integer ``n`` with ``n <| aw(G^R) + 2`` for every ``G^R``;
* if ``G < ☆``: the least integer ``n`` with ``aw(G^L) - 2 <| n`` for every ``G^L``;
* otherwise (``G`` confused with ☆): 0.

Atomic weights are defined here for all-small games only; any other game
raises :class:`NotAtomicError` (for example ``tiny`` = ``{0||0|-1}``, which is
infinitesimal but not all-small).

Examples
--------
>>> from cgtalg import parse, UP, STAR
>>> [str(atomic_weight(parse(s))) for s in ("^", "*", "^^*", "{0|^}", "v3*5", "{0||0|v}")]
['1', '0', '2', '2', '-3', '1']
>>> atomic_weight(parse("{0||0|-1}"))
Traceback (most recent call last):
...
cgtalg.analysis.atomic_weight.NotAtomicError: Tiny(1) has no atomic weight: it is not all-small (its subposition -1 is a non-zero number)

References
----------
Berlekamp, Conway and Guy, *Winning Ways*, ch. 7-8 (atomic weight, remote
star, two-ahead rule); Albert, Nowakowski and Wolfe, *Lessons in Play*,
ch. 9 (atomic weight calculus); Siegel, *Combinatorial Game Theory*, II.7.
"""

from __future__ import annotations

from ..core.game import Game
from ..core.cache import BoundedCache
from ..core.stops import left_stop, right_stop
from ..core.store import iter_subgames
from ..core.values import integer, nimber
from ..errors import InputTypeError, InputValueError
from .walk import fold

__all__ = ["atomic_weight", "is_all_small", "NotAtomicError"]

_WEIGHTS = BoundedCache("analysis.atomic_weights", 100_000)


class NotAtomicError(InputValueError):
    """Raised for a game that has no atomic weight (it is not all-small)."""


def _game(g: object, what: str) -> Game:
    if not isinstance(g, Game):
        raise InputTypeError(f"{what} takes a Game, not {type(g).__name__}")
    return g


def _non_small_part(g: Game) -> Game | None:
    for s in iter_subgames(g, expand_symbolic=False):
        if s.is_number_up_star:
            if s.number_up_star[0] != 0:
                return s
    return None


def is_all_small(g: Game) -> bool:
    """True if *g* is all-small (every number subposition of its canonical form is 0).

    Parameters
    ----------
    g : Game
        Any short game.

    Returns
    -------
    bool
        False as soon as some subposition of the canonical form is a non-zero
        number (plus an infinitesimal part of the form ``^n*k``).

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`~cgtalg.Game`.

    Examples
    --------
    >>> from cgtalg import parse
    >>> is_all_small(parse("{0|^*}")), is_all_small(parse("{0||0|-1}")), is_all_small(parse("*7"))
    (True, False, True)

    References
    ----------
    *Lessons in Play*, ch. 9; Siegel, *Combinatorial Game Theory*, II.7.
    """
    return _non_small_part(_game(g, "is_all_small()")) is None


def _remote_star(g: Game) -> Game:
    # Every nimber met in g's subpositions is below its birthday.
    return nimber(1 << (g.birthday + 1).bit_length())


def atomic_weight(g: Game) -> Game:
    """The atomic weight of the all-small game *g* (a game, usually a number).

    Parameters
    ----------
    g : Game

    Returns
    -------
    Game

    Raises
    ------
    NotAtomicError
        If *g* is not all-small.

    Examples
    --------
    >>> from cgtalg import parse
    >>> print(atomic_weight(parse("{0|v}")), atomic_weight(parse("{^|v}")), atomic_weight(parse("{0,^*|0}")))
    0 0 1
    >>> print(atomic_weight(parse("{0||0|0,^*}")))
    1

    References
    ----------
    *Lessons in Play*, ch. 9 (atomic weight calculus, eccentric case);
    *Winning Ways*, ch. 8; Siegel, *Combinatorial Game Theory*, II.7.
    """
    _game(g, "atomic_weight()")
    bad = _non_small_part(g)
    if bad is not None:
        raise NotAtomicError(
            f"{g} has no atomic weight: it is not all-small (its subposition {bad} is a non-zero number)")
    far = _remote_star(g)

    def leaf(h: Game) -> Game | None:
        if h.is_number_up_star:
            return integer(h.number_up_star[1])
        got = _WEIGHTS.get((h, far))
        return got  # type: ignore[no-any-return]

    def build(h: Game, left: list[Game], right: list[Game]) -> Game:
        w = _calculus(h, left, right, far)
        _WEIGHTS.put((h, far), w)
        return w

    return fold(g, leaf, build)


def _calculus(h: Game, left: list[Game], right: list[Game], far: Game) -> Game:
    ll = [x - 2 for x in left]
    rr = [x + 2 for x in right]
    w = Game(ll, rr)
    if not w.is_integer:
        return w
    if h > far:
        # the largest integer n with not (x <= n) for every x in rr
        n = int(max(left_stop(x) for x in rr)) + 1
        while any(x <= n for x in rr):
            n -= 1
        return integer(n)
    if h < far:
        n = int(min(right_stop(x) for x in ll)) - 1
        while any(n <= x for x in ll):
            n += 1
        return integer(n)
    return integer(0)
