"""The partizan misère canonical forms born by day *n*, modulo all games.

Siegel counted them: 1 born by day 0, 4 by day 1 (``0``, ``1``, ``-1``,
``*``) and 256 by day 2 -- every one of the ``16 * 16`` forms whose option
sets are sets of day-1 values is already canonical, and no two are equal.
By day 3 there are far too many to list (each side may be any set of the 256
day-2 values, before any simplification), so :func:`born_by` refuses
``n >= 3``.

References
----------
A. N. Siegel, "Misère canonical forms of partizan games", in *Games of No
Chance 4*, MSRI Publ. 63 (2015); arXiv:math/0703565.

Examples
--------
>>> from cgtalg.misere.census import born_by
>>> [len(born_by(n)) for n in range(3)]
[1, 4, 256]
"""

from __future__ import annotations

from itertools import chain, combinations

from cgtalg.errors import check_int
from cgtalg.misere.canonical import canonical, equal
from cgtalg.misere.form import ZERO, PartizanMisereGame

__all__ = ["born_by", "MAX_DAY"]

#: The latest day :func:`born_by` lists.
MAX_DAY = 2


def born_by(n: int) -> tuple[PartizanMisereGame, ...]:
    """The canonical forms (modulo all games) born by day *n*, sorted by birthday then text.

    Parameters
    ----------
    n : int
        The day, ``0 <= n <= MAX_DAY``.

    Returns
    -------
    tuple of PartizanMisereGame
        One canonical form for each value born by day *n*.

    Raises
    ------
    InputTypeError
        If *n* is not an int.
    InputValueError
        If *n* is negative or above :data:`MAX_DAY` (day 3 is far too large).

    References
    ----------
    A. N. Siegel, "Misère canonical forms of partizan games" (GONC 4): 4
    values by day 1, 256 by day 2.

    Examples
    --------
    >>> from cgtalg.misere.census import born_by
    >>> born_by(1)
    (0, *, -1, 1)
    >>> len(born_by(2))
    256
    """
    check_int(n, "the day (day 3 has far too many values to list)", minimum=0, maximum=MAX_DAY)
    values: list[PartizanMisereGame] = [ZERO]
    for _ in range(n):
        sides = list(chain.from_iterable(combinations(values, k) for k in range(len(values) + 1)))
        found: list[PartizanMisereGame] = []
        for left in sides:
            for right in sides:
                c = canonical(PartizanMisereGame(left, right))
                if not any(c is f or equal(c, f) for f in found):
                    found.append(c)
        values = found
    return tuple(sorted(values, key=lambda g: (g.birthday, str(g))))
