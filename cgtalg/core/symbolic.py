"""The arithmetic and order of symbolic values ``x + n.^ + *k`` (numbers, ups, nimbers and their sums).

Every function here reads the stored parts of symbolic games (the number
``x = a / 2**e`` as two ints, the ups ``n`` and the nimber ``k``; see
:func:`cgtalg.core.store.symbolic_dyadic`) and answers by formula, never by
looking at options:

* :func:`symbolic_sum`, :func:`symbolic_negative`, :func:`symbolic_multiple`:
  ``(x + n.^ + *k) + (y + m.^ + *j) = (x + y) + (n + m).^ + *(k ^ j)``, its
  negative and its integer multiples;
* :func:`symbolic_le` and :func:`symbolic_relation`: the order;
* :func:`symbolic_options`: the canonical options, made on demand (the store
  keeps none for a symbolic value until they are asked for);
* :func:`symbolic_birthday`: the birthday in closed form.

**Invariant.** Each answer is the interned game (or the verdict) that the
general engine gives for the same canonical forms; so ``integer(2**200)``,
``nimber(10**6)`` and ``1000 * UP`` are instant. In the compiled core, parts
below ``2**30`` are read as machine integers (``_capi.small``) and the
formulas run as C arithmetic; larger parts take the same formulas on Python
ints. The operators of games (:class:`cgtalg.core.store.Game`) reach these
through the installed engine (:mod:`cgtalg.core.game`), and the engine's
``add``, ``neg``, ``multiple`` and ``le`` start with them.

References
----------
Siegel, *Combinatorial Game Theory*, II.1 (birthdays), II.4 (the values
``x + n.^ + *k``: sums, comparisons and canonical forms).
"""

from __future__ import annotations

from fractions import Fraction

from ..errors import InputTypeError
from . import _capi
from .dyadic import birthday_of_number, dyadic_less, dyadic_normal, fast_fractions_in_use
from .store import Game, symbolic_dyadic, symbolic_dyadic_small

__all__ = ["symbolic_birthday"]

#: Whether a Fraction's parts can be read from its slots (``_numerator``, ``_denominator``):
#: checked once, at import, by :mod:`cgtalg.core.dyadic`.
_FAST_FRACTIONS = fast_fractions_in_use()


def _small_parts(g: Game) -> tuple[int, int, int]:
    """``(a, n, k)`` of a symbolic *g* (``x = a / 2**e``) by :func:`_capi.small`; ``a`` is ``NOT_SMALL`` unless all three are.

    The one place where the arithmetic on machine integers reads a game
    (its callers check ``a`` only): in the compiled core a C function
    returning three C integers, which every operation on small values shares.
    """
    a = _capi.small(g._xa)
    n = _capi.small_item(g._nus, 1)
    k = _capi.small_item(g._nus, 2)
    if n == _capi.NOT_SMALL or k == _capi.NOT_SMALL:
        a = _capi.NOT_SMALL
    return a, n, k


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
            return symbolic_dyadic_small(ca, ce, cn + cm, ck ^ cj, None, None, None)
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
            r = symbolic_dyadic_small(-ca, g._xe, -cn, ck, None, None, None)
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
            return symbolic_dyadic_small(ca, ce, cn * ck, cj if ck & 1 else 0, None, None, None)
    nus = g._nus
    a, e = dyadic_normal(g._xa * k, g._xe)
    return symbolic_dyadic(a, e, nus[1] * k, nus[2] if k & 1 else 0)  # type: ignore[index]



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

