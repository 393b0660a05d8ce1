"""Comparing games: the four relations and the four outcome classes.

Examples
--------
>>> from cgtalg import compare, outcome, UP, STAR
>>> compare(UP, STAR), outcome(UP + STAR)
(<Relation.CONFUSED: '||'>, <Outcome.N: 'N'>)
"""

from __future__ import annotations

from enum import Enum

from .game import Game, _coerce_operand, le, le_safe
from .values import ZERO

__all__ = ["Relation", "Outcome", "compare", "outcome"]


class Relation(Enum):
    """How two games compare."""

    LESS = "<"
    EQUAL = "="
    GREATER = ">"
    CONFUSED = "||"

    def __str__(self) -> str:
        return self.value


class Outcome(Enum):
    """Who wins: Left (L), Right (R), the next player (N) or the previous player (P)."""

    L = "L"
    R = "R"
    N = "N"
    P = "P"

    def __str__(self) -> str:
        return self.value


def _game(x: object, name: str) -> Game:
    g = _coerce_operand(x)
    if g is None:
        raise TypeError(f"{name} must be a Game, an int or a dyadic Fraction, not {type(x).__name__}")
    return g


def compare(g: object, h: object) -> Relation:
    """Return the relation between *g* and *h*.

    Examples
    --------
    >>> from cgtalg import UP, STAR, ZERO
    >>> [str(compare(a, b)) for a, b in [(ZERO, UP), (UP, ZERO), (STAR, STAR), (STAR, ZERO)]]
    ['<', '>', '=', '||']
    """
    a = g if type(g) is Game else _game(g, "first argument")
    b = h if type(h) is Game else _game(h, "second argument")
    if a is b:
        return Relation.EQUAL
    # Equal values are the same object, so a <= b here already means a < b.
    try:
        if le(a, b):
            return Relation.LESS
        above = le(b, a)
    except RecursionError:
        if le_safe(a, b):
            return Relation.LESS
        above = le_safe(b, a)
    return Relation.GREATER if above else Relation.CONFUSED


def outcome(g: object) -> Outcome:
    """Return the outcome class of *g* under normal play.

    ``L``: Left wins whoever starts (g > 0); ``R``: Right wins (g < 0);
    ``P``: the second player wins (g = 0); ``N``: the first player wins (g || 0).

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
