"""Norton multiplication ``G.U`` of a game by a positive game.

For ``U > 0``: ``n.U`` is ``n`` copies of ``U`` (negated for ``n < 0``) when
``G`` is the integer ``n``; otherwise

    ``G.U = {G^L.U + U + I | G^R.U - U - I}``

with ``I`` ranging over all the incentives of ``U`` (its Left incentives
``U^L - U`` and Right incentives ``U - U^R``). ``G`` is taken in canonical
form; ``1`` is the identity (``G.1 = G``) and ``G -> G.U`` adds and keeps the
order (tested on random games). ``U`` must be positive: for ``U`` not
greater than 0 the product is refused (Winning Ways ch. 8 and Siegel II.5
define it for positive units only).

The product depends on the *form* of ``U``, not only on its value (its
incentives enter the recursion). Every cgtalg :class:`~cgtalg.core.game.Game`
is in canonical form, so the canonical form of ``U`` is the form used here, as
CGSuite does. ``G.norton(U)`` on a Game is this function.

Examples
--------
>>> from cgtalg import parse, UP
>>> print(norton(parse("3"), UP), norton(parse("{1|0}"), 1), norton(parse("1/2"), UP))
^3 {1|0} {^^*|v*}
>>> norton(parse("+-1"), parse("*"))
Traceback (most recent call last):
...
cgtalg.errors.InputValueError: Norton multiplication needs a positive unit U > 0; * is not positive

References
----------
*Winning Ways*, ch. 8 (Norton multiplication); Siegel, *Combinatorial Game
Theory*, II.5 (Norton products) and II.7 (``G.^`` and atomic weights).
"""

from __future__ import annotations

from ..core.game import Game
from ..errors import InputTypeError, InputValueError
from .incentives import incentives
from .walk import fold

__all__ = ["norton"]


def norton(g: Game, u: object) -> Game:
    """The Norton product ``g.u`` for a positive game *u*.

    Parameters
    ----------
    g : Game
    u : Game, int or dyadic Fraction, greater than 0

    Returns
    -------
    Game

    Raises
    ------
    InputValueError
        If *u* is not positive.

    Examples
    --------
    >>> from cgtalg import parse, UP
    >>> print(norton(parse("-2"), UP), norton(parse("*"), UP), norton(parse("+-1"), 2))
    vv +-^^* +-3
    """
    if not isinstance(g, Game):
        raise InputTypeError(f"norton() takes a Game, not {type(g).__name__}")
    if not isinstance(u, Game):
        from ..core.store import coerce_operand

        uu = coerce_operand(u)
        if uu is None:
            raise InputTypeError(f"the unit of a Norton product must be a Game or a number, not {type(u).__name__}")
        u = uu
    assert isinstance(u, Game)
    if not u > 0:
        raise InputValueError(f"Norton multiplication needs a positive unit U > 0; {u} is not positive")
    deltas = incentives(u)

    def leaf(h: Game) -> Game | None:
        if h.is_integer:
            return h.as_fraction().numerator * u
        return None

    def build(h: Game, left: list[Game], right: list[Game]) -> Game:
        return Game([x + u + d for x in left for d in deltas], [x - u - d for x in right for d in deltas])

    return fold(g, leaf, build)
