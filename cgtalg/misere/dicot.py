"""The dicot universe: misère games in which, at every follower, both players can move or neither can.

A form is a *dicot* when each of its followers is ``0`` or has options for
both players (:attr:`PartizanMisereGame.is_dicot`). Dicots are closed under
options, sums and conjugates, so they form a universe *D*; its only end is
``0``. Modulo *D* the order is the maintenance-and-proviso test of
:mod:`cgtalg.misere.universe` with the strength tests reduced to outcomes:
*G* is Left strong in *D* exactly when Left, moving first, wins *G* alone
(``X = 0`` is the only Left end to try), and dually for Right.

Many more forms are equal modulo *D* than modulo all games: ``* + * = 0``
(observed by Allen; see Dorbec et al.), while in the general universe
``* + *`` is not ``0``.

References
----------
P. Dorbec, G. Renault, A. N. Siegel, E. Sopena, "Dicots, and a taxonomy of
ranks for misère games", *J. Combin. Theory Ser. A* 130 (2015) 42-63.
U. Larsson, R. Milley, R. J. Nowakowski, G. Renault, C. P. Santos, "Progress
on misère dead ends", arXiv:1807.11297 (comparison in *D* by options only).

Examples
--------
>>> from cgtalg.misere import parse, STAR, ZERO
>>> from cgtalg.misere.dicot import equal_dicot, canonical_dicot
>>> equal_dicot(STAR + STAR, ZERO), canonical_dicot(STAR + STAR + STAR)
(True, *)
"""

from __future__ import annotations

from cgtalg.misere.form import STAR, PartizanMisereGame, _wins
from cgtalg.misere.universe import Universe

__all__ = ["DICOT", "geq_dicot", "equal_dicot", "canonical_dicot"]


def _is_dicot(g: PartizanMisereGame) -> bool:
    return g.is_dicot


#: The universe of dicot forms.
DICOT = Universe("dicot", _is_dicot, lambda g: _wins(g)[0], lambda g: _wins(g)[1], STAR)


def geq_dicot(g: PartizanMisereGame, h: PartizanMisereGame) -> bool:
    """True if ``G >= H`` modulo the dicot universe: ``o(G + X) >= o(H + X)`` for every dicot *X*.

    Parameters
    ----------
    g, h : PartizanMisereGame
        Dicot forms.

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If *g* or *h* is not a :class:`PartizanMisereGame`.
    InputValueError
        If *g* or *h* is not a dicot.

    References
    ----------
    Dorbec, Renault, Siegel, Sopena, "Dicots, and a taxonomy of ranks for
    misère games" (2015); Larsson, Milley, Nowakowski, Renault, Santos,
    arXiv:1807.11297.

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> from cgtalg.misere.dicot import geq_dicot
    >>> g = parse("{0,*|*}")
    >>> geq_dicot(g, parse("0")), geq_dicot(parse("0"), g)
    (True, False)
    """
    return DICOT.geq(g, h)


def equal_dicot(g: PartizanMisereGame, h: PartizanMisereGame) -> bool:
    """True if *g* and *h* are equal modulo the dicot universe.

    Parameters
    ----------
    g, h : PartizanMisereGame
        Dicot forms.

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If *g* or *h* is not a :class:`PartizanMisereGame`.
    InputValueError
        If *g* or *h* is not a dicot.

    References
    ----------
    Dorbec, Renault, Siegel, Sopena (2015): ``* + * = 0`` modulo dicots.

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> from cgtalg.misere.dicot import equal_dicot
    >>> equal_dicot(parse("{*|*}"), parse("0")), equal_dicot(parse("*"), parse("0"))
    (True, False)
    """
    return DICOT.equal(g, h)


def canonical_dicot(g: PartizanMisereGame) -> PartizanMisereGame:
    """A reduced form of the dicot *g*, equal to it modulo the dicot universe.

    Dominated options are removed and reversible ones bypassed; an option
    reversing through ``0`` is deleted, or replaced by ``*``, when that keeps
    the game a dicot equal to *g*; a form equal to ``0`` becomes ``0``.

    Parameters
    ----------
    g : PartizanMisereGame
        A dicot form.

    Returns
    -------
    PartizanMisereGame
        A dicot form equal to *g* modulo dicots.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`PartizanMisereGame`.
    InputValueError
        If *g* is not a dicot.

    References
    ----------
    Dorbec, Renault, Siegel, Sopena (2015), dicot canonical forms.

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> from cgtalg.misere.dicot import canonical_dicot
    >>> canonical_dicot(parse("{0,*|0,*}")), canonical_dicot(parse("{*|{*|*}}"))
    ({0,*|0,*}, {*|0})
    """
    return DICOT.canonical(g)
