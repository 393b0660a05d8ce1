"""Comparing games: the four relations and the four outcome classes.

Examples
--------
>>> from cgtalg import compare, outcome, UP, STAR
>>> compare(UP, STAR), outcome(UP + STAR)
(<Relation.CONFUSED: '||'>, <Outcome.N: 'N'>)
"""

from __future__ import annotations

from enum import Enum
from fractions import Fraction

from ..errors import InputTypeError
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
        raise InputTypeError(
            f"{name} must be a Game, an int, a dyadic Fraction or a position "
            f"(with left_options()/right_options() or options()), not {type(x).__name__}"
        )
    return g


def _is_position(x: object) -> bool:
    """True for a ruleset position (not a Game): something with moves methods."""
    return type(x) is not Game and (
        callable(getattr(x, "left_options", None)) or callable(getattr(x, "options", None))
    )


def _compare_positions(g: object, h: object) -> Relation:
    from .traversal import outcome_of_position, position_negative, position_sum

    a = g if _is_position(g) else _game(g, "first argument")
    b = h if _is_position(h) else _game(h, "second argument")
    # g - h > 0 exactly when Left wins g - h whoever starts, and so on.
    return {
        Outcome.L: Relation.GREATER,
        Outcome.R: Relation.LESS,
        Outcome.P: Relation.EQUAL,
        Outcome.N: Relation.CONFUSED,
    }[outcome_of_position(position_sum(a, position_negative(b)))]


def compare(g: object, h: object) -> Relation:
    """Return the relation between *g* and *h*.

    *g* and *h* are games (or ints and dyadic Fractions), or ruleset positions
    (objects with ``left_options()``/``right_options()`` or ``options()``).
    With a position on either side the answer comes from the outcome search
    :func:`cgtalg.core.traversal.outcome_of_position` on ``g - h``, without
    computing canonical forms.

    Examples
    --------
    >>> from cgtalg import UP, STAR, ZERO
    >>> [str(compare(a, b)) for a, b in [(ZERO, UP), (UP, ZERO), (STAR, STAR), (STAR, ZERO)]]
    ['<', '>', '=', '||']
    >>> from cgtalg.rulesets.hackenbush import HackenbushString
    >>> str(compare(HackenbushString("LR"), Fraction(1, 2))), str(compare(HackenbushString("LLR"), 1))
    ('=', '>')
    """
    if _is_position(g) or _is_position(h):
        return _compare_positions(g, h)
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

    A ruleset position (an object with ``left_options()``/``right_options()``
    or ``options()``) is answered by the outcome search
    :func:`cgtalg.core.traversal.outcome_of_position`: a memoized minimax that
    builds no canonical form, often much cheaper than
    ``outcome(value(position))``.

    Examples
    --------
    >>> from cgtalg import UP, STAR, ZERO, DOWN
    >>> [str(outcome(x)) for x in (UP, DOWN, ZERO, STAR)]
    ['L', 'R', 'P', 'N']
    >>> from cgtalg.rulesets.cram import Cram
    >>> str(outcome(Cram.rectangle(3, 3))), str(outcome(Cram.rectangle(2, 3)))
    ('P', 'N')
    """
    if _is_position(g):
        from .traversal import outcome_of_position

        return outcome_of_position(g)
    rel = compare(g, ZERO)
    return {
        Relation.GREATER: Outcome.L,
        Relation.LESS: Outcome.R,
        Relation.EQUAL: Outcome.P,
        Relation.CONFUSED: Outcome.N,
    }[rel]
