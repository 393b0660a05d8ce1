"""The companion of a short game: the automorphism of the lattice of games born by day n.

The companion ``G°`` adds 0 to the options of the side on which ``G`` is at
least (or at most) zero, after taking the companions of all options:

    ``G° = {(G^L)°, 0 if G >= 0 | (G^R)°, 0 if G <= 0}``.

So ``0° = *``, ``*° = 0``, ``↑° = ↑*``, and ``*n° = *n`` for ``n >= 2``.
For every ``n >= 1`` the map ``G -> G°`` is the one non-trivial automorphism
of the lattice of games born by day ``n`` (Siegel, *CGT*, III.2): it maps
those games onto themselves, preserves the order and is an involution. Values
``x + n.^ + *k`` take a closed form: with ``x != 0`` the companion is the
game itself; with ``x = 0`` it is ``n.^ + *(k xor 1)`` for ``k <= 1`` and the
game itself for ``k >= 2``. Other games are walked children first, on an
explicit stack.

Examples
--------
>>> from cgtalg import parse
>>> print(companion(parse("0")), companion(parse("^")), companion(parse("*8")), companion(parse("{3||2*|1*}")))
* ^* *8 {3||2*|1*}

References
----------
Siegel, *Combinatorial Game Theory* (AMS 2013), III.2 (the lattice of games
born by day n and its automorphism); CGSuite's ``CanonicalShortGame.Companion``
(its test values).
"""

from __future__ import annotations

from ..core.coerce import coerce_operand
from ..core.game import Game
from ..core.values import nimber, up
from ..errors import InputTypeError, describe
from .walk import fold

__all__ = ["companion"]


def companion(g: object) -> Game:
    """Return the companion ``g°`` of the short game *g*.

    Parameters
    ----------
    g : Game, int or dyadic Fraction

    Returns
    -------
    Game
        The companion, canonical.

    Raises
    ------
    InputTypeError
        If *g* is not a Game, an int or a dyadic Fraction (a loopy game, for
        one).
    InputValueError
        If *g* is a Fraction that is not dyadic.

    Examples
    --------
    >>> from cgtalg import parse
    >>> print(companion(parse("v*")), companion(parse("{1|^^||^}")), companion(5))
    v {1|^^*||^*} 5

    References
    ----------
    Siegel, *Combinatorial Game Theory*, III.2.
    """
    a = coerce_operand(g)
    if a is None:
        raise InputTypeError(
            f"companion() takes a short game (a Game, an int or a dyadic Fraction), not {type(g).__name__} "
            f"({describe(g)})"
        )
    return fold(a, _closed_form, _by_options)


def _closed_form(g: Game) -> Game | None:
    """The companion of ``x + n.^ + *k`` without its options; None for other games."""
    if not g.is_number_up_star:
        return None
    x, n, k = g.number_up_star
    if x != 0 or k >= 2:
        return g
    return up(n) + nimber(k ^ 1)


def _by_options(g: Game, left: list[Game], right: list[Game]) -> Game:
    zero = [Game([], [])]
    return Game(left + (zero if g >= 0 else []), right + (zero if g <= 0 else []))
