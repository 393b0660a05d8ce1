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

**Invariant.** The product depends on the *form* of ``U``, not only on its
value (its incentives enter the recursion), and the form used is always the
canonical one: every :class:`~cgtalg.core.game_type.Game` is in canonical
form, as CGSuite does. The recursion on ``G`` runs on an explicit stack,
children first, one product per distinct subgame. ``G.norton(U)`` on a Game
is this function; :mod:`cgtalg.analysis` lists it with the analyses
(``cgtalg.analysis.norton``).

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

from ..errors import InputTypeError, InputValueError
from .coerce import coerce_operand
from .game_type import Game

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
    InputTypeError
        If *g* is not a Game, or *u* is not a Game or a number.
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
        uu = coerce_operand(u)
        if uu is None:
            raise InputTypeError(f"the unit of a Norton product must be a Game or a number, not {type(u).__name__}")
        u = uu
    assert isinstance(u, Game)
    if not u > 0:
        raise InputValueError(f"Norton multiplication needs a positive unit U > 0; {u} is not positive")
    deltas = [x - u for x in u.left_options] + [u - x for x in u.right_options]
    products: dict[int, Game] = {}  # by the subgames' ids: one per value
    stack: list[tuple[Game, bool]] = [(g, False)]
    while stack:
        h, expanded = stack.pop()
        if h._id in products:
            continue
        if h.is_integer:
            products[h._id] = h.as_fraction().numerator * u
            continue
        left, right = h.left_options, h.right_options
        if not expanded:
            stack.append((h, True))
            stack.extend((o, False) for o in left + right if o._id not in products)
            continue
        products[h._id] = Game([products[x._id] + u + d for x in left for d in deltas],
                               [products[x._id] - u - d for x in right for d in deltas])
    return products[g._id]
