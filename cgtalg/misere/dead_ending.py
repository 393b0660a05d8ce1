"""The dead-ending universe: misère games in which a player out of moves never gets one back.

A *Left dead end* is a form in which Left has no move at any follower (only
Right moves); a *Right dead end* is the mirror image. A form is
*dead-ending* when every follower that is a Left end is a Left dead end and
every follower that is a Right end is a Right dead end. These forms make a
universe *E* (Milley and Renault) containing the dicots, the integers and
every placement game such as Domineering.

Modulo *E* the order is the maintenance-and-proviso test of
:mod:`cgtalg.misere.universe`. The Left ends of *E* are the Left dead ends,
and *G* is Left strong in *E* (Left, moving first, wins ``G + X`` for every
Left dead end *X*) exactly when Left wins *G* alone and ``G + B_k`` for
``k = b(G) + 2``, where ``B_0 = 0`` and ``B_k = {|B_0, ..., B_{k-1}}``:

* any Left dead end *X* of height *h* is no better for Right than ``B_h``,
  since in ``B_h`` Right may move to every smaller height, and has a move
  exactly when *X* has;
* for ``k >= 1``, ``B_{k+1} <= B_k`` (more Right options, same ends);
* Left moves only in *G*, at most ``b(G)`` times, so Right moves at most
  ``b(G) + 1`` times and a budget beyond that changes nothing.

(Checked against a brute force over 151 Left dead ends -- all 16 born by
day 3, and a sample born on day 4 -- for every dead-ending form born by
day 2 and 80 born on day 3, in ``tests/misere/test_dead_ending.py``.) Left's winning
first move may depend on *X*: ``{0,*|0}`` is Left strong although neither
Left option wins alone against every *X*.

Modulo *E*, integers are invertible: ``n + (-n) = 0`` (Milley and Renault);
more generally a form with no follower of outcome ``P`` is invertible, its
inverse being its conjugate. Some forms with a ``P`` follower are invertible
too (``{0,*|1}``), and whenever a form is invertible its conjugate is an
inverse: *E* has the *conjugate property* (Larsson et al.; Davies and Yadav
prove it for every universe).

References
----------
R. Milley, G. Renault, "Dead ends in misère play: the misère monoid of
canonical numbers", *Discrete Math.* 313 (2013) 2223-2231.
U. Larsson, R. Milley, R. J. Nowakowski, G. Renault, C. P. Santos, "Progress
on misère dead ends: game comparison, canonical form, and conjugate
inverses", arXiv:1807.11297.
A. Davies, V. Yadav, "Invertibility in the misère multiverse",
arXiv:2410.06924 (every universe has the conjugate property).

Examples
--------
>>> from cgtalg.misere import parse
>>> from cgtalg.misere.dead_ending import equal_dead_ending, is_dead_ending
>>> one, minus_one = parse("1"), parse("-1")
>>> equal_dead_ending(one + minus_one, parse("0")), is_dead_ending(parse("{|1}"))
(True, False)
"""

from __future__ import annotations

from cgtalg.errors import InputTypeError, describe
from cgtalg.misere.form import ZERO, PartizanMisereGame, _followers, _wins
from cgtalg.misere.universe import Universe

__all__ = ["DEAD_ENDING", "is_dead_ending", "is_left_dead_end", "is_right_dead_end", "is_left_strong",
           "is_right_strong", "geq_dead_ending", "equal_dead_ending", "canonical_dead_ending"]

_BUDGETS: list[PartizanMisereGame] = [ZERO]


def _check(g: object) -> PartizanMisereGame:
    if not isinstance(g, PartizanMisereGame):
        raise InputTypeError(f"the game must be a cgtalg.misere.PartizanMisereGame, got {describe(g)}")
    return g


def is_left_dead_end(g: PartizanMisereGame) -> bool:
    """True if Left has no move in *g* nor in any follower of *g*.

    Parameters
    ----------
    g : PartizanMisereGame

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`PartizanMisereGame`.

    References
    ----------
    Milley, Renault (2013), dead ends.

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> from cgtalg.misere.dead_ending import is_left_dead_end
    >>> is_left_dead_end(parse("-2")), is_left_dead_end(parse("{|*}"))
    (True, False)
    """
    return all(not f._left for f in _followers(_check(g)))


def is_right_dead_end(g: PartizanMisereGame) -> bool:
    """True if Right has no move in *g* nor in any follower of *g*.

    Parameters
    ----------
    g : PartizanMisereGame

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`PartizanMisereGame`.

    References
    ----------
    Milley, Renault (2013), dead ends.

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> from cgtalg.misere.dead_ending import is_right_dead_end
    >>> is_right_dead_end(parse("{0,1|}")), is_right_dead_end(parse("{*|}"))
    (True, False)
    """
    return all(not f._right for f in _followers(_check(g)))


def is_dead_ending(g: PartizanMisereGame) -> bool:
    """True if every end among the followers of *g* is a dead end for the player who cannot move.

    Parameters
    ----------
    g : PartizanMisereGame

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`PartizanMisereGame`.

    References
    ----------
    Milley, Renault (2013): the dead-ending universe.

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> from cgtalg.misere.dead_ending import is_dead_ending
    >>> [is_dead_ending(parse(t)) for t in ("{0,*|0}", "3", "{|*}", "{1|{0|}}")]
    [True, True, False, True]
    """
    order = _followers(_check(g))
    left_dead: dict[PartizanMisereGame, bool] = {}
    right_dead: dict[PartizanMisereGame, bool] = {}
    for f in order:
        left_dead[f] = not f._left and all(left_dead[o] for o in f._right)
        right_dead[f] = not f._right and all(right_dead[o] for o in f._left)
        if (not f._left and not left_dead[f]) or (not f._right and not right_dead[f]):
            return False
    return True


def _budget(k: int) -> PartizanMisereGame:
    """``B_k = {|B_0, ..., B_{k-1}}``: Right may spend any number of moves below *k*, in any order."""
    while len(_BUDGETS) <= k:
        _BUDGETS.append(PartizanMisereGame([], _BUDGETS))
    return _BUDGETS[k]


def _left_strong(g: PartizanMisereGame) -> bool:
    return _wins(g)[0] and _wins(g + _budget(g.birthday + 2))[0]


def _right_strong(g: PartizanMisereGame) -> bool:
    return _wins(g)[1] and _wins(g + -_budget(g.birthday + 2))[1]


#: The universe of dead-ending forms.
DEAD_ENDING = Universe("dead-ending", is_dead_ending, _left_strong, _right_strong, _budget(1))


def is_left_strong(g: PartizanMisereGame) -> bool:
    """True if Left, moving first, wins ``g + X`` for every Left dead end *X* (*g* dead-ending).

    Decided by two plays: *g* alone and ``g + B_k`` with ``k = b(g) + 2``
    (see the module docstring). This is the proviso the order modulo *E*
    asks of *G* when *H* is a Left end.

    Parameters
    ----------
    g : PartizanMisereGame
        A dead-ending form.

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`PartizanMisereGame`.
    InputValueError
        If *g* is not dead-ending.

    References
    ----------
    Larsson, Milley, Nowakowski, Renault, Santos, arXiv:1807.11297 (the
    proviso modulo *E*).

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> from cgtalg.misere.dead_ending import is_left_strong
    >>> [is_left_strong(parse(t)) for t in ("{0,*|0}", "{0|0}", "-1", "1")]
    [True, False, True, False]
    """
    return DEAD_ENDING._is_strong(DEAD_ENDING.check(g), True)


def is_right_strong(g: PartizanMisereGame) -> bool:
    """True if Right, moving first, wins ``g + X`` for every Right dead end *X* (*g* dead-ending).

    Parameters
    ----------
    g : PartizanMisereGame
        A dead-ending form.

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`PartizanMisereGame`.
    InputValueError
        If *g* is not dead-ending.

    References
    ----------
    Larsson, Milley, Nowakowski, Renault, Santos, arXiv:1807.11297.

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> from cgtalg.misere.dead_ending import is_right_strong
    >>> is_right_strong(parse("{0|0,*}")), is_right_strong(parse("1"))
    (True, True)
    """
    return DEAD_ENDING._is_strong(DEAD_ENDING.check(g), False)


def geq_dead_ending(g: PartizanMisereGame, h: PartizanMisereGame) -> bool:
    """True if ``G >= H`` modulo the dead-ending universe: ``o(G + X) >= o(H + X)`` for dead-ending *X*.

    Parameters
    ----------
    g, h : PartizanMisereGame
        Dead-ending forms.

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If *g* or *h* is not a :class:`PartizanMisereGame`.
    InputValueError
        If *g* or *h* is not dead-ending.

    References
    ----------
    Larsson, Milley, Nowakowski, Renault, Santos, arXiv:1807.11297 (comparison
    in *E* by options only); Milley, Renault (2013).

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> from cgtalg.misere.dead_ending import geq_dead_ending
    >>> geq_dead_ending(parse("1"), parse("2")), geq_dead_ending(parse("2"), parse("1"))
    (False, False)
    """
    return DEAD_ENDING.geq(g, h)


def equal_dead_ending(g: PartizanMisereGame, h: PartizanMisereGame) -> bool:
    """True if *g* and *h* are equal modulo the dead-ending universe.

    Parameters
    ----------
    g, h : PartizanMisereGame
        Dead-ending forms.

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If *g* or *h* is not a :class:`PartizanMisereGame`.
    InputValueError
        If *g* or *h* is not dead-ending.

    References
    ----------
    Milley, Renault (2013): ``n + (-n) = 0`` modulo *E*.

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> from cgtalg.misere.dead_ending import equal_dead_ending
    >>> equal_dead_ending(parse("2") + parse("-2"), parse("0"))
    True
    """
    return DEAD_ENDING.equal(g, h)


def canonical_dead_ending(g: PartizanMisereGame) -> PartizanMisereGame:
    """A reduced form of the dead-ending *g*, equal to it modulo the dead-ending universe.

    Dominated options are removed and reversible ones bypassed; an option
    reversing through an end is deleted, or replaced by ``-1`` (``1`` on the
    Right), when that keeps the game dead-ending and equal to *g*.

    Parameters
    ----------
    g : PartizanMisereGame
        A dead-ending form.

    Returns
    -------
    PartizanMisereGame
        A dead-ending form equal to *g* modulo *E*.

    Raises
    ------
    InputTypeError
        If *g* is not a :class:`PartizanMisereGame`.
    InputValueError
        If *g* is not dead-ending.

    References
    ----------
    Larsson, Milley, Nowakowski, Renault, Santos, arXiv:1807.11297
    (reduced forms in *E*).

    Examples
    --------
    >>> from cgtalg.misere import parse
    >>> from cgtalg.misere.dead_ending import canonical_dead_ending
    >>> canonical_dead_ending(parse("{-1|1}")), canonical_dead_ending(parse("3") + parse("-1"))
    (0, 2)
    """
    return DEAD_ENDING.canonical(g)
