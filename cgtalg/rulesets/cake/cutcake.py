"""Cutcake: Left cuts cakes along vertical lines, Right along horizontal ones.

**The rules.** A position is a collection of rectangular cakes scored into
unit squares. Left cuts one cake along a vertical (North-South) score line
into two, Right along a horizontal (East-West) one. Whoever cannot cut loses:
Left when every cake is one square wide, Right when every cake is one square
tall. Every position is an integer (Winning Ways works them out).

A cake ``R x C`` is written ``RxC`` (R rows, C columns); a position is cakes
separated by spaces or ``+``. Turning a cake on its side negates its value.
The cake schema (:mod:`cgtalg.engine.cake`) does the rest.

References
----------
Winning Ways, chapter 2 ("Cutcake"); Lessons in Play (Cutcake is one of its
running examples).

Examples
--------
>>> from cgtalg import value
>>> [str(value(Cutcake(c))) for c in ("1x2", "2x1", "1x4", "2x2", "2x4", "3x4", "1x3 + 2x1")]
['1', '-1', '3', '0', '1', '1', '1']
"""

from __future__ import annotations

from ...engine.cake import MAX_SIDE, CakePosition, CakeRules

__all__ = ["Cutcake", "CutcakeRules", "RULES", "MAX_SIDE"]


class CutcakeRules(CakeRules):
    """Cutcake: a move cuts one side of a cake into two pieces."""

    name = "cutcake"
    small_region = 64
    cli_limit = 400

    def pieces(self, side: int) -> list[tuple[int, ...]]:
        """The ways to cut a side of *side* squares in two (up to mirror image).

        Parameters
        ----------
        side : int
            The length (in squares) of the side the move acts on: a cake's
            width for Left's moves, its height for Right's.

        Returns
        -------
        list of tuple of int
            For each cut, the lengths of the two pieces (an empty list when the
            side cannot be cut, i.e. it is 1).

        Examples
        --------
        >>> RULES.pieces(5)
        [(1, 4), (2, 3)]
        """
        return [(a, side - a) for a in range(1, side // 2 + 1)]


RULES = CutcakeRules()


class Cutcake(CakePosition):
    """A Cutcake position: cakes ``RxC`` separated by spaces or ``+``.

    Raises
    ------
    InputValueError
        On anything that is not ``RxC`` with sides from 1 to :data:`MAX_SIDE`.

    Examples
    --------
    >>> Cutcake("2x3") == Cutcake("3x2")
    False
    >>> Cutcake("2x0")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a cake's sides are 1 to 4096 squares: '2x0'
    """

    __slots__ = ()
    rules = RULES

    def _repr_svg_(self) -> str:
        from ...pictures.positions import grid_svg

        return grid_svg(self)
