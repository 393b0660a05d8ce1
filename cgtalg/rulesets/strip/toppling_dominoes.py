"""Toppling Dominoes: knock over a domino of yours, and everything beyond it.

**The rules.** A row of standing dominoes: blue ``L`` (Left's), red ``R``
(Right's) and green ``G`` (either player's). A move picks a domino you may
touch and topples it to the left or to the right; it falls, and so does
every domino on that side of it. Whoever cannot move loses.

Reading the row backwards keeps the value; recolouring blue as red and red
as blue negates it.

References
----------
A. Fink, R. J. Nowakowski, A. N. Siegel, D. Wolfe, "Toppling Conjectures",
*Games of No Chance 4* (2015) 65-76; Lessons in Play, exercises of chapter 5
(Toppling Dominoes).

Examples
--------
>>> from cgtalg import value
>>> [str(value(TopplingDominoes(s))) for s in ("L", "LL", "LR", "G", "GG", "LRL", "LLRR")]
['1', '2', '*', '*', '*2', '1/2', '+-1']
"""

from __future__ import annotations

from ...engine.strip import StripPosition, StripRules

__all__ = ["TopplingDominoes", "TopplingDominoesRules", "RULES"]


class TopplingDominoesRules(StripRules):
    """Toppling Dominoes on strings of ``L``, ``R`` and ``G``."""

    name = "toppling-dominoes"
    alphabet = "LRG"
    meanings = ("Left's blue domino", "Right's red domino", "green domino, either player's")
    swap = ("LR", "RL")
    symmetries = ((True, False, False), (False, True, True), (True, True, True))
    small_region = 10
    cli_limit = 40

    def moves(self, strip: str) -> tuple[list[str], list[str]]:
        """Return the rows after each of Left's and Right's topples (see :meth:`StripRules.moves`).

        A player picks a domino of their colour (or a green one) and topples
        it to the left or to the right: it and every domino on that side go.

        Parameters
        ----------
        strip : str
            The row, a string of ``L``, ``R`` and ``G``.

        Returns
        -------
        tuple of (list of str, list of str)
            Left's and Right's children, the rows that stand after each topple.

        References
        ----------
        Lessons in Play (Toppling Dominoes).

        Examples
        --------
        >>> RULES.moves("LR")
        (['R', ''], ['', 'L'])
        """
        left: list[str] = []
        right: list[str] = []
        for i, ch in enumerate(strip):
            after = (strip[i + 1 :], strip[:i])  # toppled to the left, to the right
            if ch != "R":
                left.extend(after)
            if ch != "L":
                right.extend(after)
        return left, right


RULES = TopplingDominoesRules()


class TopplingDominoes(StripPosition):
    """A row of dominoes: ``L`` blue (Left's), ``R`` red (Right's), ``G`` green (both).

    Examples
    --------
    >>> sorted(p.strip for p in TopplingDominoes("LRG").left_options())
    ['', '', 'LR', 'RG']
    """

    __slots__ = ()
    rules = RULES
