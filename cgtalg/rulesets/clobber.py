"""Clobber: move a stone of yours onto an adjacent enemy stone, capturing it.

**The rules.** Left's stones are ``x`` (black), Right's ``o`` (white); ``.``
is an empty square (``#`` a missing one). A move takes one of your stones to
an orthogonally adjacent square holding an enemy stone, which is removed;
your stone's old square becomes empty. Whoever cannot move loses.

Stones only ever disappear, so groups of stones that do not touch are
independent; a group with stones of one colour only is worth 0. Swapping the
colours negates the value; the eight symmetries of the board keep it.

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

from .grid import GridPosition, GridRules

__all__ = ["Clobber", "ClobberRules", "RULES"]


class ClobberRules(GridRules):
    """Clobber's moves on two bitboards: Left's stones and Right's stones."""

    name = "clobber"
    symbols = "xo."
    meanings = ("Left's stone", "Right's stone", "empty square")
    aliases = {"#": ".", "X": "x", "O": "o"}
    swap = (1, 0)

    def moves(self, layers: tuple[int, ...], h: int, w: int) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        """Return the boards after each of Left's and Right's captures (see :meth:`GridRules.moves`).

        A player moves a stone of theirs onto an orthogonally adjacent enemy
        stone, which is removed.

        Parameters
        ----------
        layers : tuple of int
            Left's stones and Right's stones (cell ``(r, c)`` at bit ``r * (w + 1) + c``).
        h, w : int
            The board's height and width.

        Returns
        -------
        tuple of (list of tuple of int, list of tuple of int)
            Left's and Right's children, as ``(Left's stones, Right's stones)``.

        Examples
        --------
        >>> RULES.moves((0b01, 0b10), 1, 2)       # 'xo': x takes o, or o takes x
        ([(2, 0)], [(0, 1)])
        """
        x, o = layers
        s = w + 1
        return _clobber(x, o, s, False), _clobber(o, x, s, True)

    def is_dead(self, layers: tuple[int, ...], h: int, w: int) -> bool:
        """Return True for a group of stones of one colour: nobody can capture (see :meth:`GridRules.is_dead`).

        Parameters
        ----------
        layers : tuple of int
            The group's stones, Left's and Right's.
        h, w : int
            The board's height and width.

        Returns
        -------
        bool

        Examples
        --------
        >>> RULES.is_dead((0b11, 0), 1, 2), RULES.is_dead((0b01, 0b10), 1, 2)
        (True, False)
        """
        return not layers[0] or not layers[1]


def _clobber(mine: int, theirs: int, s: int, right: bool) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = []
    for d in (1, s):
        for up in (True, False):
            movers = mine & (theirs >> d) if up else mine & (theirs << d)
            while movers:
                bit = movers & -movers
                movers ^= bit
                target = bit << d if up else bit >> d
                m = mine ^ bit ^ target
                t = theirs ^ target
                out.append((t, m) if right else (m, t))
    return out


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
