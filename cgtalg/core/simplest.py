"""The simplicity rule as games: the simplest number between two numbers, and ``{L | R}`` of numbers.

When every option of ``{L | R}`` is a number and every Left option is below
every Right option, the value is the simplest number strictly between the
largest Left and the smallest Right option (the number of least birthday).
The canonicaliser (:mod:`cgtalg.core.canonical`) asks here first.

**Invariant.** Every answer is the interned number of
:func:`cgtalg.core.dyadic.simplest_dyadic` for the same bounds, worked out on
the bounds' dyadic ints (``x = a / 2**e``, never Fractions): on machine
integers in the compiled core for moderate bounds (:func:`simplest_small`),
on Python ints otherwise, remembered in a shared memo (``"simplest
number"`` in :func:`cgtalg.cache_info`) only for long searches.

References
----------
*Winning Ways*, ch. 2 (the simplicity rule); *Lessons in Play*, ch. 4;
Siegel, *Combinatorial Game Theory*, II.3.
"""

from __future__ import annotations

from .cache import PairCache
from .dyadic import dyadic_birthday, simplest_dyadic_between
from .store import Game, symbolic_dyadic

__all__ = []


def simplest_in(lo: Game | None, lo_closed: bool, hi: Game | None, hi_closed: bool) -> Game:
    """The simplest number ``z`` with ``m <= z`` (``m < z`` unless *lo_closed*) and ``z <= n`` (likewise).

    ``m`` and ``n`` are the number parts of *lo* and *hi* (None: no bound on
    that side); the interval is not empty. An end that is in the interval is
    the answer when it is simpler (born earlier) than the simplest number
    strictly inside; a convex set has one simplest number, so there is no tie.

    Parameters
    ----------
    lo, hi : Game or None
        Symbolic games whose number parts bound the interval; None for no
        bound on that side.
    lo_closed, hi_closed : bool
        Whether the interval holds that end.

    Returns
    -------
    Game
        The simplest number of the interval.

    Examples
    --------
    >>> from cgtalg import integer, parse
    >>> str(simplest_in(integer(1), True, integer(3), False)), str(simplest_in(parse("1/2"), False, None, False))
    ('1', '1')
    """
    if not lo_closed and not hi_closed:
        found = simplest_number_between(lo, hi)
    elif lo is not None and hi is not None and lo._ls == hi._ls:
        return symbolic_dyadic(lo._xa, lo._xe, 0, 0)  # [m, m]
    else:
        found = simplest_number_between(lo, hi)
        if lo_closed and lo is not None and dyadic_birthday(lo._xa, lo._xe) < dyadic_birthday(found._xa, found._xe):
            found = symbolic_dyadic(lo._xa, lo._xe, 0, 0)
        if hi_closed and hi is not None and dyadic_birthday(hi._xa, hi._xe) < dyadic_birthday(found._xa, found._xe):
            found = symbolic_dyadic(hi._xa, hi._xe, 0, 0)
    return found


def simplest_number(left: list[Game], right: list[Game]) -> Game | None:
    """The simplicity rule: the value of ``{L | R}`` when every option is a number and max(L) < min(R); else None.

    Parameters
    ----------
    left, right : list of Game
        Canonical options.

    Returns
    -------
    Game or None
        The simplest number strictly between the largest Left option and
        the smallest Right option; None when an option is not a number or
        the two do not leave a number between them.

    Examples
    --------
    >>> from cgtalg import integer, parse
    >>> str(simplest_number([integer(0)], [integer(1)])), simplest_number([parse("*")], [integer(1)])
    ('1/2', None)
    """
    # Numbers compare by their stops (_ls is the number itself, as a float
    # when that is exact), which is much cheaper than comparing Fractions.
    lo: Game | None = None
    for g in left:
        if g._num is None:
            return None
        if lo is None or g._ls > lo._ls:
            lo = g
    hi: Game | None = None
    for g in right:
        if g._num is None:
            return None
        if hi is None or g._ls < hi._ls:
            hi = g
    if lo is not None and hi is not None and lo._ls >= hi._ls:
        return None
    return simplest_number_between(lo, hi)


def simplest_number_between(lo: Game | None, hi: Game | None) -> Game:
    """The simplest number strictly between the number parts of *lo* and *hi* (None: no bound), which differ.

    Parameters
    ----------
    lo, hi : Game or None
        Numbers with ``lo < hi`` (not checked); None for no bound on that side.

    Returns
    -------
    Game

    Examples
    --------
    >>> from cgtalg import integer, parse
    >>> str(simplest_number_between(parse("1/4"), parse("1/2"))), str(simplest_number_between(None, integer(-2)))
    ('3/8', '-3')
    """
    # On the numbers' dyadic ints (store.symbolic_dyadic), never on Fractions. A bound that is
    # missing, or an integer answer, is a few integer operations; so is the search below for
    # bounds of moderate denominators, which costs less than a look-up in a shared memo (both
    # Python calls): the memo is kept for long searches (denominators above 2**_SIMPLEST_DIRECT).
    if lo is None:
        if hi is None:
            return symbolic_dyadic(0, 0, 0, 0)
        b = hi._xa
        if b > 0:
            return symbolic_dyadic(0, 0, 0, 0)
        return symbolic_dyadic(-((-b) >> hi._xe) - 1, 0, 0, 0)  # ceil(hi) - 1
    a = lo._xa
    if hi is None:
        if a < 0:
            return symbolic_dyadic(0, 0, 0, 0)
        return symbolic_dyadic((a >> lo._xe) + 1, 0, 0, 0)  # floor(lo) + 1
    e = lo._xe
    f = hi._xe
    b = hi._xa
    if e <= _SMALL_EXPONENT and f <= _SMALL_EXPONENT and _SMALL_LOW < a < _SMALL_NUMERATOR \
            and _SMALL_LOW < b < _SMALL_NUMERATOR:
        return simplest_small(a, e, b, f)
    if e <= _SIMPLEST_DIRECT and f <= _SIMPLEST_DIRECT:
        pair = simplest_dyadic_between(a, e, b, f)
        return symbolic_dyadic(pair[0], pair[1], 0, 0)
    found = _simplest_memo.get_pair(lo._id, hi._id)
    if found is None:
        pair = simplest_dyadic_between(a, e, hi._xa, f)
        found = symbolic_dyadic(pair[0], pair[1], 0, 0)
        _simplest_memo.put_pair(lo._id, hi._id, found)
    return found  # type: ignore[no-any-return]


#: Below this exponent of both bounds, :func:`simplest_number_between` computes without its memo.
_SIMPLEST_DIRECT = 32

#: Bounds ``a / 2**e`` with ``e`` at most this and ``|a|`` below _SMALL_NUMERATOR take
#: :func:`simplest_small` (machine integers when compiled: every product stays below 2**62).
_SMALL_EXPONENT = 20
_SMALL_NUMERATOR = 1 << 40
_SMALL_LOW = -_SMALL_NUMERATOR


def simplest_small(a: int, e: int, b: int, f: int) -> Game:
    """The simplest number strictly between ``a / 2**e < b / 2**f`` (normal forms), as a game.

    :func:`~cgtalg.core.dyadic.simplest_dyadic_between` on machine integers (the caller checks
    ``e, f <= _SMALL_EXPONENT`` and ``|a|, |b| < _SMALL_NUMERATOR``, so that
    ``a * 2**f``, ``b * 2**e`` and ``floor(lo * 2**k)`` for ``k <= max(e, f)
    + 1`` stay below ``2**62``); the same steps and the same answer.

    Parameters
    ----------
    a, e : int
        The lower bound ``a / 2**e``, in normal form.
    b, f : int
        The upper bound ``b / 2**f``, in normal form, above the lower one.

    Returns
    -------
    Game

    Examples
    --------
    >>> str(simplest_small(1, 2, 1, 1)), str(simplest_small(-3, 0, 5, 0)), str(simplest_small(7, 3, 1, 0))
    ('3/8', '0', '15/16')
    """
    if a < 0 < b:
        return symbolic_dyadic(0, 0, 0, 0)
    n = (a >> e) + 1  # the least integer above lo
    if (n << f) < b:  # n < hi
        if b <= 0:
            return symbolic_dyadic(-((-b) >> f) - 1, 0, 0, 0)
        return symbolic_dyadic(n, 0, 0, 0)
    # lo and hi lie in (n - 1, n]: the least k with an odd multiple of 2**-k above lo and below hi.
    k = 1
    while True:
        m = ((a << (k - e)) if k >= e else (a >> (e - k))) + 1  # floor(lo * 2**k) + 1
        # m / 2**k < b / 2**f
        if ((m << (f - k)) < b) if f >= k else (m < (b << (k - f))):
            while k > 0 and not m & 1:
                m >>= 1
                k -= 1
            return symbolic_dyadic(m, k, 0, 0)
        k += 1


#: ``{a | b}`` for numbers a < b (ids of the two games, -1 for no option) -> the simplest number between.
_simplest_memo = PairCache("simplest number", 100_000)
