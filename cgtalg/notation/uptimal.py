"""Uptimals: ``^<n>`` (up-nth), ``^[n]`` (up-to-the-nth) and their recognition.

Definitions (Siegel, *Combinatorial Game Theory*, II.7 (uptimals);
*Winning Ways*, ch. 8 (``^^n`` and ``^^->n``); CGSuite's ``^.Pow(n)`` and
``^.PowTo(n)``):

* ``^<1> = ^`` and ``^<n> = {0 | v[n-1]*}`` for ``n >= 2`` (up-nth, ``↑^n``);
* ``^[n] = ^<1> + ^<2> + ... + ^<n>`` (``↑^{→n}``), so ``^[1] = ^``;
  in canonical form ``^[n] = {^[n-1] | *}`` for ``n >= 2``;
* ``v<n> = -^<n>`` and ``v[n] = -^[n]``.

An *uptimal* is ``x + a1.^<1> + a2.^<2> + ... + *k``; CGSuite writes its
*uptimal expansion* as ``x*k.a1a2...`` (digits with a trailing ``-`` for a
negative one), but prints the game itself in uptimal notation only in two
shapes, and so does cgtalg (:func:`uptimal_parts`):

* ``x ± ^<n> + *k`` prints ``x^<n>*k`` (``xv<n>*k`` for the minus sign);
* ``x ± ^[n] + *k`` prints ``x^[n]*k`` (``xv[n]*k``);

for ``n >= 2`` (``n = 1`` is plain ``^``), with the number omitted when 0
and the nimber when 0, exactly as for ``x + n.^ + *k``. Every other game
keeps its braces.

Examples
--------
>>> print(up_nth(2), up_to_nth(3), up_nth(2) + up_nth(3))
^<2> ^[3] {^<2>|v*}
>>> from cgtalg import parse
>>> parse("{0|v*}") is up_nth(2), parse("1/2v[3]*2") is parse("1/2") - up_to_nth(3) + parse("*2")
(True, True)
"""

from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

from ..core.cache import memoized
from ..core.dyadic import birthday_of_number
from ..core.game import Game
from ..core.values import nimber, number, up
from ..errors import InputTypeError, InputValueError

__all__ = ["up_nth", "up_to_nth", "UptimalParts", "uptimal_parts"]

_STAR = nimber(1)


def _check_order(n: object) -> int:
    if isinstance(n, bool) or not isinstance(n, int):
        raise InputTypeError(f"the order of an uptimal must be an int, not {type(n).__name__}")
    if n < 1:
        raise InputValueError(f"the order of an uptimal must be at least 1, got {n}")
    return n


@memoized("uptimal units", 4096)
def _units(n: int) -> tuple[Game, Game]:
    # (^<n>, ^[n]) built upwards from the largest order already cached, so
    # a large n costs n small steps and no recursion.
    lower = n - 1
    while lower >= 1 and lower not in _units.cache:  # type: ignore[attr-defined]
        lower -= 1
    if lower == 0:
        nth, to = up(1), up(1)
        lower = 1
    else:
        nth, to = _units.cache[lower]  # type: ignore[attr-defined]
    for m in range(lower + 1, n + 1):
        nth = Game([number(0)], [_STAR - to])  # ^<m> = {0 | v[m-1]*}
        to = to + nth  # ^[m] = ^[m-1] + ^<m>
        if m < n:
            _units.cache.put(m, (nth, to))  # type: ignore[attr-defined]
    return nth, to


def up_nth(n: int) -> Game:
    """``^<n>``, up-nth: ``^<1> = ^``, ``^<n> = {0 | v[n-1]*}``.

    Parameters
    ----------
    n : int, at least 1

    Returns
    -------
    Game

    Raises
    ------
    InputTypeError, InputValueError
        If *n* is not an int at least 1.

    Examples
    --------
    >>> [str(up_nth(n)) for n in (1, 2, 3)], up_nth(2).birthday
    (['^', '^<2>', '^<3>'], 3)

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.7; *Winning Ways*, ch. 8.
    """
    return _units(_check_order(n))[0]


def up_to_nth(n: int) -> Game:
    """``^[n] = ^<1> + ... + ^<n>``, up to the n-th.

    Parameters
    ----------
    n : int, at least 1

    Returns
    -------
    Game

    Raises
    ------
    InputTypeError, InputValueError
        If *n* is not an int at least 1.

    Examples
    --------
    >>> from cgtalg import Game, STAR
    >>> up_to_nth(3) is Game([up_to_nth(2)], [STAR]), str(up_to_nth(1))
    (True, '^')

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.7; *Winning Ways*, ch. 8.
    """
    return _units(_check_order(n))[1]


#: Games ``g - x`` born after this day are not searched (they print with
#: braces): the search costs a few sums per order ``n`` below the birthday.
MAX_RECOGNISED_BIRTHDAY = 64


def _dicotic_at_top(g: Game, x: Fraction) -> bool:
    # g - x, for g = x + ^<n> + *k or x + ^[n] + *k, is dicotic (all-small):
    # both sides empty or both non-empty at every follower, and g's options
    # are x + (those followers). A look at g and its options rejects most
    # other games at once (a deep chain {G | -1} at its first -1).
    if not g.left_options or not g.right_options:
        return False
    for side in (g.left_options, g.right_options):
        for o in side:
            if o.is_number_up_star:
                if o.number_up_star[0] != x:
                    return False
            elif not o.left_options or not o.right_options:
                return False
    return True


def _is_dicotic(h: Game) -> bool:
    # every follower has options on both sides or on neither (explicit stack)
    stack, seen = [h], {id(h)}
    while stack:
        f = stack.pop()
        if f.is_number_up_star:
            if f.number_up_star[0] != 0:
                return False
            continue
        if not f.left_options or not f.right_options:
            return False
        for o in f.left_options + f.right_options:
            if id(o) not in seen:
                seen.add(id(o))
                stack.append(o)
    return True


class UptimalParts(NamedTuple):
    """``x + sign * unit + *k`` where the unit is ``^<n>`` (sum=False) or ``^[n]`` (sum=True)."""

    x: Fraction
    sign: int
    n: int
    sum: bool
    k: int


@memoized("uptimal recognition", 1 << 14)
def uptimal_parts(g: Game) -> UptimalParts | None:
    """Split *g* as ``x ± ^<n> + *k`` or ``x ± ^[n] + *k`` with ``n >= 2``, if it is one.

    Returns None for every other game (in particular for ``x + n.^ + *k``,
    which prints as before).

    Examples
    --------
    >>> from cgtalg import parse
    >>> uptimal_parts(parse("{0|v*}") + parse("*3") - 1)
    UptimalParts(x=Fraction(-1, 1), sign=1, n=2, sum=False, k=3)
    >>> uptimal_parts(parse("^^*")) is None, uptimal_parts(parse("{1|0}")) is None
    (True, True)

    Notes
    -----
    ``g - x`` (``x`` the common stop) is infinitesimal. The birthdays of the
    candidates are, for ``n >= 2``: ``^<n> + *k`` is born on day ``n + 1``
    for ``k <= 1`` and ``n + k`` after; ``^[n] + *k`` on day ``n + 1`` for
    ``k <= 1`` and ``n + (k xor 1)`` after (found by computation, checked for
    ``n <= 7``, ``k < 20`` in the tests). So the birthday ``b`` of ``g - x``
    leaves at most four candidates per order ``n < b``; each is built and
    checked by identity, so a candidate can only be rejected wrongly (the game
    would then print with braces), never accepted wrongly. Games whose
    ``g - x`` is born after day :data:`MAX_RECOGNISED_BIRTHDAY` (64), or is
    visibly not all-small at its top level, are not searched: they print
    with braces (CGSuite would still name an uptimal that large).
    """
    if g.is_number_up_star:
        return None
    ls, rs = g._ls, g._rs
    if ls != rs:
        return None
    x = Fraction(ls)
    # birthday(g) <= birthday(x) + birthday(g - x): reject big games before subtracting
    if g.birthday - birthday_of_number(x) > MAX_RECOGNISED_BIRTHDAY or not _dicotic_at_top(g, x):
        return None
    h = g - x if x else g
    b = h.birthday
    if b > MAX_RECOGNISED_BIRTHDAY or not _is_dicotic(h):
        return None
    minus_h = -h
    for n in range(2, b):
        nth, to = _units(n)
        extra = b - n
        candidates: tuple[tuple[Game, bool, int], ...]
        if extra == 1:
            candidates = ((nth, False, 0), (nth, False, 1), (to, True, 0), (to, True, 1))
        else:
            candidates = ((nth, False, extra), (to, True, extra ^ 1))
        for unit, is_sum, k in candidates:
            c = unit + nimber(k) if k else unit
            if c is h:
                return UptimalParts(x, 1, n, is_sum, k)
            if c is minus_h:
                return UptimalParts(x, -1, n, is_sum, k)
    return None
