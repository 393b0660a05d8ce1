"""Cake games: Cutcake, Eatcake and Maundy Cake, each a declaration of the cake schema.

The schema (:mod:`cgtalg.engine.cake`: :class:`CakeRules`, :class:`CakePosition`)
keeps a position as rectangles of cake; a game only says how a move divides
one side of a cake (:meth:`CakeRules.pieces`): Cutcake cuts it in two,
Eatcake eats one strip (leaving up to two pieces), Maundy Cake cuts it into
equal pieces. Left's moves act on a cake's width, Right's on its height.

A position text is cakes ``RxC`` (R rows, C columns) separated by spaces or
``+``: ``get("cutcake").parse("3x4 2x2")``.

Examples
--------
>>> from cgtalg import value
>>> str(value(Cutcake("2x4"))), str(value(Eatcake("1x2"))), str(value(MaundyCake("1x6")))
('1', 'v', '4')
"""

from ...engine.cake import MAX_SIDE, CakePosition, CakeRules
from .cutcake import Cutcake, CutcakeRules
from .eatcake import Eatcake, EatcakeRules
from .maundy_cake import MaundyCake, MaundyCakeRules, maundy_moves, prime_factors

__all__ = [
    "CakeRules",
    "CakePosition",
    "MAX_SIDE",
    "Cutcake",
    "CutcakeRules",
    "Eatcake",
    "EatcakeRules",
    "MaundyCake",
    "MaundyCakeRules",
    "maundy_moves",
    "prime_factors",
]
