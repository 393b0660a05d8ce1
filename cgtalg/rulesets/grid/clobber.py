"""Clobber: move a stone of yours onto an adjacent enemy stone, capturing it.

**The rules.** Left's stones are ``x`` (black), Right's ``o`` (white); ``.``
is an empty square (``#`` a missing one). A move takes one of your stones to
an orthogonally adjacent square holding an enemy stone, which is removed;
your stone's old square becomes empty. Whoever cannot move loses.

Stones only ever disappear, so groups of stones that do not touch are
independent; a group with stones of one colour only is worth 0. Swapping the
colours negates the value; the eight symmetries of the board keep it. The
moves and the machine-word keys come from the grid schema's capture kernel
(:class:`~cgtalg.engine.grid_capture.CaptureRules`).

References
----------
M. H. Albert, J. P. Grossman, R. J. Nowakowski, D. Wolfe, "An introduction to
Clobber", INTEGERS 5(2) (2005) A1; Lessons in Play, section 1.3 and
chapter 6; Siegel, *Combinatorial Game Theory*, chapter I.1.

Examples
--------
>>> from cgtalg import value
>>> [str(value(Clobber(b))) for b in ("xo", "xxo", "xoxo", "x|o", "xo|ox")]
['*', '^', '+-{*,^}', '*', '*']
"""

from __future__ import annotations

from ...engine.grid import CaptureRules, GridPosition

__all__ = ["Clobber", "ClobberRules", "RULES"]


class ClobberRules(CaptureRules):
    """Clobber: a stone steps orthogonally onto an enemy stone, capturing it."""

    name = "clobber"
    symbols = "xo."
    meanings = ("Left's stone", "Right's stone", "empty square")
    aliases = {"#": ".", "X": "x", "O": "o"}
    steps = 4


RULES = ClobberRules()


class Clobber(GridPosition):
    """A Clobber board: ``x`` Left's stones, ``o`` Right's, ``.`` empty.

    Examples
    --------
    >>> Clobber("xo.|...") == Clobber("ox").swapped()   # same stones, other board size
    True
    >>> Clobber("xo") == Clobber("o|x")
    True
    >>> Clobber("xq")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: unknown character 'q' in clobber board (row 0, column 1): use 'x' (Left's stone), 'o' (Right's stone), '.' (empty square)
    """

    __slots__ = ()
    rules = RULES

    def swapped(self) -> "Clobber":
        """The board with the colours swapped (its value is the negative).

        Returns
        -------
        Clobber

        Examples
        --------
        >>> print(Clobber("xxo").swapped())
        oox
        """
        return type(self)(self.text().translate(str.maketrans("xo", "ox")))
