"""The partizan misère values born by day *n*, modulo all games or modulo a universe.

Modulo all games (``universe=None``) the values are canonical forms, and
Siegel counted them: 1 born by day 0, 4 by day 1 (``0``, ``1``, ``-1``,
``*``) and 256 by day 2 -- every one of the ``16 * 16`` forms whose option
sets are sets of day-1 values is already canonical, and no two are equal.
By day 3 there are far too many to list (each side may be any set of the 256
day-2 values, before any simplification), so :func:`born_by` refuses
``n >= 3``.

Modulo a :class:`~cgtalg.misere.universe.Universe` (``universe=DICOT`` or
``universe=DEAD_ENDING``) the values are the universe's reduced forms of its
members born by day *n*. Each day's values are built from the day before:
every form ``{A | B}`` in the universe with ``A``, ``B`` sets of earlier
values, reduced, with equal ones kept once. (Replacing each option of a form
by an equal one gives an equal form, so no value is missed.) Modulo the
dicots there are 1, 2 (``0``, ``*``) and 9 values born by days 0, 1 and 2;
modulo the dead-ending games 1, 4 (``0``, ``*``, ``1``, ``-1``) and 196.
Day 3 is again out of reach here: the dicots alone give ``511 * 511``
candidate forms from the 9 day-2 values.

References
----------
A. N. Siegel, "Misère canonical forms of partizan games", in *Games of No
Chance 4*, MSRI Publ. 63 (2015); arXiv:math/0703565.

Examples
--------
>>> from cgtalg.misere.census import born_by
>>> [len(born_by(n)) for n in range(3)]
[1, 4, 256]
>>> from cgtalg.misere.dicot import DICOT
>>> born_by(2, universe=DICOT)[:4]
(0, *, {*|0,*}, {*|0})
"""

from __future__ import annotations

from itertools import chain, combinations

from collections.abc import Callable

from cgtalg.errors import InputTypeError, check_int, describe
from cgtalg.misere.canonical import canonical, equal
from cgtalg.misere.form import ZERO, PartizanMisereGame
from cgtalg.misere.universe import Universe

__all__ = ["born_by", "MAX_DAY"]

#: The latest day :func:`born_by` lists.
MAX_DAY = 2


def born_by(n: int, universe: Universe | None = None) -> tuple[PartizanMisereGame, ...]:
    """The values born by day *n*, modulo all games or modulo *universe*, sorted by birthday then text.

    Parameters
    ----------
    n : int
        The day, ``0 <= n <= MAX_DAY``.
    universe : Universe, optional
        The universe to work modulo (:data:`~cgtalg.misere.dicot.DICOT`,
        :data:`~cgtalg.misere.dead_ending.DEAD_ENDING`); ``None`` (the
        default) means modulo all games.

    Returns
    -------
    tuple of PartizanMisereGame
        One form for each value born by day *n*: its canonical form modulo
        all games, or its reduced form in *universe*
        (:meth:`Universe.canonical`).

    Raises
    ------
    InputTypeError
        If *n* is not an int, or *universe* is neither ``None`` nor a
        :class:`~cgtalg.misere.universe.Universe`.
    InputValueError
        If *n* is negative or above :data:`MAX_DAY` (day 3 is far too large).

    References
    ----------
    A. N. Siegel, "Misère canonical forms of partizan games" (GONC 4): 4
    values by day 1, 256 by day 2. P. Dorbec, G. Renault, A. N. Siegel,
    E. Sopena, "Dicots, and a taxonomy of ranks for misère games" (2015) and
    U. Larsson, R. Milley, R. J. Nowakowski, G. Renault, C. P. Santos,
    arXiv:1807.11297 (the reduced forms modulo dicots and dead-ending games).

    Examples
    --------
    >>> from cgtalg.misere.census import born_by
    >>> born_by(1)
    (0, *, -1, 1)
    >>> len(born_by(2))
    256
    >>> from cgtalg.misere.dicot import DICOT
    >>> from cgtalg.misere.dead_ending import DEAD_ENDING
    >>> [len(born_by(2, universe=u)) for u in (DICOT, DEAD_ENDING)]
    [9, 196]
    """
    check_int(n, "the day (day 3 has far too many values to list)", minimum=0, maximum=MAX_DAY)
    if universe is not None and not isinstance(universe, Universe):
        raise InputTypeError(f"the universe must be a cgtalg.misere.Universe (such as cgtalg.misere.DICOT) or None "
                             f"for all games, got {describe(universe)}")
    if universe is None:
        keep: Callable[[PartizanMisereGame], bool] = _every_form
        reduce, same = canonical, equal
    else:
        keep, reduce, same = universe.contains, universe.canonical, universe.equal
    values: list[PartizanMisereGame] = [ZERO]
    for _ in range(n):
        sides = list(chain.from_iterable(combinations(values, k) for k in range(len(values) + 1)))
        found: list[PartizanMisereGame] = []
        for left in sides:
            for right in sides:
                g = PartizanMisereGame(left, right)
                if not keep(g):
                    continue
                c = reduce(g)
                if not any(c is f or same(c, f) for f in found):
                    found.append(c)
        values = found
    return tuple(sorted(values, key=lambda g: (g.birthday, str(g))))


def _every_form(g: PartizanMisereGame) -> bool:
    """Every form is in the universe of all games."""
    return True
