"""Order, equality and canonical forms of partizan misère games modulo all games.

Under misère play the outcomes are ordered ``L > P > R`` and ``L > N > R``
(``P`` and ``N`` are incomparable): Left prefers a game Left wins whoever
starts. Forms *G* and *H* satisfy ``G >= H`` in the general universe when
``o(G + X) >= o(H + X)`` for every form *X*, and ``G == H`` (as values) when
both ``G >= H`` and ``H >= G``.

Siegel's theorem reduces the order to the forms themselves. ``G >= H``
exactly when four things hold:

1. for each Left option ``H^L`` of *H*, either *G* has a Left option at
   least ``H^L``, or ``H^L`` has a Right option at most *G*;
2. for each Right option ``G^R`` of *G*, either *H* has a Right option at
   most ``G^R``, or ``G^R`` has a Left option at least *H*;
3. if *H* is a Left end (Left has no move in *H*), so is *G*;
4. if *G* is a Right end, so is *H*.

The first two are the *maintenance* conditions (the same as under normal
play); the last two are the *proviso* about ends, which normal play does not
have. Every comparison needs only pairs of smaller total birthday, so
:func:`geq` settles them by an explicit stack over pairs, with a memo table.

The canonical form removes dominated options (a Left option at most another,
a Right option at least another) and bypasses reversible ones (a Left option
``G^L`` with a Right option ``G^{LR} <= G`` is replaced by the Left options of
``G^{LR}``, and dually). When ``G^{LR}`` is a Left end the bypass would delete
``G^L`` outright, which may turn *G* into a Left end; :func:`canonical` then
bypasses only if the result is still equal to *G* by :func:`geq` (every step
it takes is so checked), and otherwise keeps ``G^L``.

References
----------
A. N. Siegel, "Misère canonical forms of partizan games", in *Games of No
Chance 4*, MSRI Publ. 63 (2015); arXiv:math/0703565 (the order theorem,
the canonical forms, 256 values born by day 2).
G. A. Mesdal, P. Ottaway, "Simplification of partizan games in misère play",
*INTEGERS* 7 (2007) #G06.
A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, ch. V.

Examples
--------
>>> from cgtalg.misere import parse
>>> from cgtalg.misere.canonical import geq, equal, canonical
>>> star = parse("*")
>>> equal(star + star, parse("0"))
False
>>> geq(parse("0"), parse("1")), geq(parse("1"), parse("0"))
(False, False)
"""

from __future__ import annotations

from cgtalg.errors import InputTypeError, describe
from cgtalg.misere.form import PartizanMisereGame, _followers

__all__ = ["geq", "equal", "canonical", "clear_cache"]

_GEQ: dict[tuple[PartizanMisereGame, PartizanMisereGame], bool] = {}
_CANONICAL: dict[PartizanMisereGame, PartizanMisereGame] = {}


def _check(g: object, what: str) -> PartizanMisereGame:
    if not isinstance(g, PartizanMisereGame):
        raise InputTypeError(f"{what} must be a cgtalg.misere.PartizanMisereGame, got {describe(g)}")
    return g


def _needs(g: PartizanMisereGame, h: PartizanMisereGame) -> list[tuple[PartizanMisereGame, PartizanMisereGame]]:
    """The pairs whose order decides ``g >= h`` (the maintenance conditions)."""
    out = [(gl, hl) for hl in h._left for gl in g._left]
    out += [(g, hlr) for hl in h._left for hlr in hl._right]
    out += [(gr, hr) for gr in g._right for hr in h._right]
    out += [(grl, h) for gr in g._right for grl in gr._left]
    return out


def _decide(g: PartizanMisereGame, h: PartizanMisereGame) -> bool:
    """``g >= h`` from the memo table, which holds every pair of :func:`_needs`."""
    if not h._left and g._left:
        return False
    if not g._right and h._right:
        return False
    for hl in h._left:
        if not (any(_GEQ[gl, hl] for gl in g._left) or any(_GEQ[g, hlr] for hlr in hl._right)):
            return False
    for gr in g._right:
        if not (any(_GEQ[gr, hr] for hr in h._right) or any(_GEQ[grl, h] for grl in gr._left)):
            return False
    return True


def geq(g: PartizanMisereGame, h: PartizanMisereGame) -> bool:
    """True if ``G >= H`` modulo all games under misère play.

    That is, ``o(G + X) >= o(H + X)`` for every form *X*, decided by
    Siegel's maintenance-and-proviso theorem (see the module docstring).

    Parameters
    ----------
    g, h : PartizanMisereGame

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If *g* or *h* is not a :class:`PartizanMisereGame`.

    References
    ----------
    A. N. Siegel, "Misère canonical forms of partizan games" (GONC 4),
    the order theorem.

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> from cgtalg.misere.canonical import geq
    >>> geq(parse("{0|}"), parse("{0|}")), geq(parse("*"), parse("0"))
    (True, False)
    """
    _check(g, "the first game")
    _check(h, "the second game")
    stack = [(g, h)]
    while stack:
        pair = stack[-1]
        if pair in _GEQ:
            stack.pop()
            continue
        missing = [p for p in _needs(*pair) if p not in _GEQ]
        if missing:
            stack.extend(missing)
            continue
        _GEQ[pair] = _decide(*pair)
        stack.pop()
    return _GEQ[g, h]


def equal(g: PartizanMisereGame, h: PartizanMisereGame) -> bool:
    """True if *g* and *h* are equal as misère values modulo all games.

    Unlike ``g == h`` (the same form), this is ``geq(g, h) and geq(h, g)``.

    Parameters
    ----------
    g, h : PartizanMisereGame

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If *g* or *h* is not a :class:`PartizanMisereGame`.

    References
    ----------
    A. N. Siegel, "Misère canonical forms of partizan games" (GONC 4).

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> from cgtalg.misere.canonical import equal
    >>> g = parse("{0,{0|0}|0}")
    >>> g == parse("{0|0}"), equal(g, parse("{0|0}"))
    (False, False)
    >>> equal(parse("{{|0}|}") + parse("0"), parse("{-1|}"))
    True
    """
    return geq(g, h) and geq(h, g)


def _simplify(left: list[PartizanMisereGame], right: list[PartizanMisereGame]) -> PartizanMisereGame:
    """One game from options already canonical: dominated options removed, reversible ones bypassed."""
    while True:
        g = PartizanMisereGame(left, right)
        left, right = list(g._left), list(g._right)
        changed = False
        for side, better in ((left, lambda a, b: geq(b, a)), (right, lambda a, b: geq(a, b))):
            for a in list(side):
                if any(b is not a and b in side and better(a, b) for b in side):
                    side.remove(a)
                    changed = True
        if changed:
            continue
        bypass = _reversal(g, left, right)
        if bypass is None:
            return PartizanMisereGame(left, right)
        left, right = bypass


def _reversal(g: PartizanMisereGame, left: list[PartizanMisereGame],
              right: list[PartizanMisereGame]) -> tuple[list[PartizanMisereGame], list[PartizanMisereGame]] | None:
    """The option lists after bypassing one reversible option of *g*, or None if none reverses."""
    for gl in left:
        for glr in gl._right:
            if geq(g, glr):
                new = ([x for x in left if x is not gl] + list(glr._left), right)
                if glr._left or equal(PartizanMisereGame(*new), g):
                    return new
    for gr in right:
        for grl in gr._left:
            if geq(grl, g):
                new = (left, [x for x in right if x is not gr] + list(grl._right))
                if grl._right or equal(PartizanMisereGame(*new), g):
                    return new
    return None


def canonical(g: PartizanMisereGame) -> PartizanMisereGame:
    """The misère canonical form of *g* modulo all games.

    Every follower is simplified from its canonical options upward (an
    explicit stack walk over the followers, memoised): dominated options are
    removed and reversible ones bypassed, each step checked equal by
    :func:`geq` where the theorem leaves it open (reversal through an end).

    Parameters
    ----------
    g : PartizanMisereGame

    Returns
    -------
    PartizanMisereGame
        A form equal to *g* modulo all games, with no more options at any
        level.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`PartizanMisereGame`.

    References
    ----------
    A. N. Siegel, "Misère canonical forms of partizan games" (GONC 4).

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> from cgtalg.misere.canonical import canonical
    >>> canonical(parse("{0,{0|0}|0}"))
    {0,*|0}
    >>> canonical(parse("{{|0}|}") + parse("0"))
    {-1|}
    """
    _check(g, "the game")
    for f in _followers(g):
        if f not in _CANONICAL:
            _CANONICAL[f] = _simplify([_CANONICAL[o] for o in f._left], [_CANONICAL[o] for o in f._right])
    return _CANONICAL[g]


def clear_cache() -> None:
    """Forget every memoised comparison and canonical form (to free memory).

    The memos of the general universe and of every
    :class:`~cgtalg.misere.universe.Universe` (the dicot and dead-ending
    universes among them) are cleared.

    Examples
    --------
    >>> from cgtalg.misere.canonical import clear_cache
    >>> clear_cache()
    """
    from cgtalg.misere.universe import clear_universe_caches

    _GEQ.clear()
    _CANONICAL.clear()
    clear_universe_caches()
