"""Relations between games: the four relations, the four outcome classes.

:func:`compare` and :func:`outcome` take games (or ints and dyadic
Fractions), answered by the order engine of :mod:`cgtalg.core.order`. The
functions of the same names in :mod:`cgtalg.engine.relations` (the ones
importable from :mod:`cgtalg`) also take ruleset positions and come here for
games.

Examples
--------
>>> from cgtalg import compare, outcome, UP, STAR
>>> compare(UP, STAR), outcome(UP + STAR)
(<Relation.CONFUSED: '||'>, <Outcome.N: 'N'>)

References
----------
Siegel, *Combinatorial Game Theory*, II.1 (outcome classes and the order);
*Lessons in Play*, ch. 2 and 4.
"""

from __future__ import annotations

from ..errors import InputTypeError
from .game import Game
from .order import Outcome, Relation, le
from .game_type import GameData
from .symbolic import symbolic_relation
from .coerce import coerce_operand
from .values import ZERO

__all__ = ["Relation", "Outcome", "compare", "outcome"]


def _game(x: object, name: str) -> Game:
    g = coerce_operand(x)
    if g is None:
        raise InputTypeError(
            f"{name} must be a Game, an int or a dyadic Fraction, not {type(x).__name__} "
            "(the relations of ruleset positions are cgtalg.compare and cgtalg.outcome)"
        )
    return g


def compare(g: object, h: object) -> Relation:
    """Return the relation between *g* and *h*.

    *g* and *h* are games, ints or dyadic Fractions; for ruleset positions
    use :func:`cgtalg.compare` (:func:`cgtalg.engine.relations.compare`).

    Parameters
    ----------
    g, h : object
        A :class:`cgtalg.Game`, an int or a dyadic Fraction, each.

    Returns
    -------
    Relation
        ``LESS``, ``EQUAL``, ``GREATER`` or ``CONFUSED`` (``g < h``,
        ``g = h``, ``g > h``, ``g || h``).

    Raises
    ------
    InputTypeError
        If an argument is none of the accepted kinds (a float, say).
    InputValueError
        If a Fraction is not dyadic.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.1; Lessons in Play, chapters 2
    and 4.

    Examples
    --------
    >>> from cgtalg import UP, STAR, ZERO
    >>> [str(compare(a, b)) for a, b in [(ZERO, UP), (UP, ZERO), (STAR, STAR), (STAR, ZERO)]]
    ['<', '>', '=', '||']
    >>> compare(UP, 0.5)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: second argument must be a Game, an int or a dyadic Fraction, not float (the relations of ruleset positions are cgtalg.compare and cgtalg.outcome)
    """
    a: Game
    b: Game
    if isinstance(g, GameData) and isinstance(h, GameData):  # Games: a C type check when compiled
        a, b = g, h  # type: ignore[assignment]
    else:
        a = g if type(g) is Game else _game(g, "first argument")
        b = h if type(h) is Game else _game(h, "second argument")
    if a is b:
        return _EQUAL
    # Equal values are the same object, so a <= b here already means a < b.
    if a._nus is not None and b._nus is not None:  # numbers, nimbers, ups: arithmetic (core.symbolic), in one call
        return _BY_CODE[symbolic_relation(a, b)]  # type: ignore[no-any-return]
    if le(a, b):
        return _LESS
    return _GREATER if le(b, a) else _CONFUSED


# Looked up once: reading an Enum member from its class is not free.
_LESS, _EQUAL, _GREATER, _CONFUSED = Relation.LESS, Relation.EQUAL, Relation.GREATER, Relation.CONFUSED
# symbolic_relation's answers 0, 1, 2, 3, in this order.
_BY_CODE = (_LESS, _EQUAL, _GREATER, _CONFUSED)


def outcome(g: object) -> Outcome:
    """Return the outcome class of *g* under normal play.

    ``L``: Left wins whoever starts (g > 0); ``R``: Right wins (g < 0);
    ``P``: the second player wins (g = 0); ``N``: the first player wins (g || 0).

    For ruleset positions use :func:`cgtalg.outcome`
    (:func:`cgtalg.engine.relations.outcome`).

    Parameters
    ----------
    g : object
        A :class:`cgtalg.Game`, an int or a dyadic Fraction.

    Returns
    -------
    Outcome
        ``Outcome.L``, ``Outcome.R``, ``Outcome.P`` or ``Outcome.N``.

    Raises
    ------
    InputTypeError
        If *g* is none of the accepted kinds.
    InputValueError
        If a Fraction is not dyadic.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.1 (outcome classes); Lessons in
    Play, chapter 2; Winning Ways, chapters 1-2.

    Examples
    --------
    >>> from cgtalg import UP, STAR, ZERO, DOWN
    >>> [str(outcome(x)) for x in (UP, DOWN, ZERO, STAR)]
    ['L', 'R', 'P', 'N']
    """
    rel = compare(g, ZERO)
    return {
        Relation.GREATER: Outcome.L,
        Relation.LESS: Outcome.R,
        Relation.EQUAL: Outcome.P,
        Relation.CONFUSED: Outcome.N,
    }[rel]
