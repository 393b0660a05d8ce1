"""Eatcake: Left eats a whole column of a cake, Right a whole row.

**The rules.** A position is a collection of rectangular cakes scored into
unit squares. Left eats one whole column (a vertical strip one square wide) of
one cake, Right one whole row; eating a strip from the middle leaves two
cakes, eating the last strip of a cake leaves nothing. Whoever cannot move
loses. Unlike Cutcake, both players can always move on a cake, so values are
not all integers: a single square is ``{0 | 0} = *`` and a ``1 x 2`` strip is
``{* | 0} = v`` (Left can only nibble it, Right eats it whole).

A cake ``R x C`` is written ``RxC`` (R rows, C columns); a position is cakes
separated by spaces or ``+``. Turning a cake on its side negates its value, so
a square cake is its own negative (an infinitesimal or a nimber).

This is CGSuite's ``Eatcake``: the generalised Cutcake whose heap rule on
each side is the octal game ``0.7`` (take one token, leaving zero, one or two
heaps).

References
----------
Winning Ways, chapter 2 ("Eatcake"); Lessons in Play, chapter 1 (cutting and
eating cake games); Siegel, *Combinatorial Game Theory*, chapter I.

Examples
--------
>>> from cgtalg import value
>>> [str(value(Eatcake(c))) for c in ("1x1", "1x2", "2x1", "2x2", "1x1 + 1x1")]
['*', 'v', '^', '*', '0']
"""

from __future__ import annotations

from .cutcake import Cutcake, CutcakeRules

__all__ = ["Eatcake", "EatcakeRules", "RULES"]


class EatcakeRules(CutcakeRules):
    """Eatcake on the cake keys of :class:`~cgtalg.rulesets.cake.cutcake.CutcakeRules`."""

    name = "eatcake"
    small_region = 24
    cli_limit = 120
    unit_is_zero = False

    def pieces(self, side: int) -> list[tuple[int, ...]]:
        """What is left of a side of *side* squares when one strip is eaten (up to mirror image).

        Eating a strip leaves at most two pieces, the strips on either side of
        it; eating the only strip of a side-1 cake leaves nothing.

        Parameters
        ----------
        side : int
            The length (in squares) of the side the move acts on.

        Returns
        -------
        list of tuple of int
            For each move, the lengths of the pieces left (``()`` for none).

        Examples
        --------
        >>> RULES.pieces(1), RULES.pieces(4)
        ([()], [(3,), (1, 2)])
        """
        return [tuple(p for p in (j, side - 1 - j) if p) for j in range(0, (side - 1) // 2 + 1)]


RULES = EatcakeRules()


class Eatcake(Cutcake):
    """An Eatcake position: cakes ``RxC`` separated by spaces or ``+``.

    Raises
    ------
    InputValueError
        On anything that is not ``RxC`` with sides from 1 to
        :data:`~cgtalg.rulesets.cake.cutcake.MAX_SIDE`.

    Examples
    --------
    >>> Eatcake("2x3").left_options()
    [Eatcake('2x2'), Eatcake('2x1 2x1')]
    >>> Eatcake("3x")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a cake is written RxC (rows x columns) such as 3x4, not '3x'
    """

    __slots__ = ()
    rules = RULES
