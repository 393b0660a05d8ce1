"""Elephants and Rhinos: elephants step right, rhinos step left, never past each other.

**The rules.** On a strip of squares, Left's elephants ``>`` move right and
Right's rhinos ``<`` move left; ``.`` is an empty square. A move takes one
of your animals one square forward onto an empty square: there are no jumps
and no captures. Whoever cannot move loses.

No animal ever passes another, so the strip falls apart
(:meth:`ElephantsAndRhinosRules.split`): an elephant facing a rhino
(``><``) is stuck for good, a wall; a rhino with an elephant to its right
and only empty squares between (``<..>``) keeps the pieces on its two sides
apart; and empty squares that nobody can reach, rhinos at the left end and
elephants at the right end are dropped. Reading the strip backwards and
exchanging elephants and rhinos gives the negative. The strip kernel
(:mod:`cgtalg.engine.strip`) makes the moves as rewrites of the strip
(``>.`` to ``.>`` for Left, ``.<`` to ``<.`` for Right) and values the
pieces.

**Played impartially** (both players move every animal), a piece is a sum
of *chips*, the empty squares (:meth:`ElephantsAndRhinos.impartial_grundy`).
In a piece all elephants stand left of all rhinos (the split sees to it).
An elephant's step moves one empty square from just ahead of it to just
behind it; so an empty square between the ``i``-th and ``(i+1)``-th
elephant (counted from the left) is a token that ``i`` more steps carry off
the piece, whichever steps they are, and nothing else about it matters: a
path of length ``i``, worth ``i mod 2``. Mirrored for rhinos (the ``j``-th
gap counted from the right: ``j mod 2``). An empty square between the last
elephant and the first rhino may go either way, to the path of the ``k``
elephants or the ``m`` rhinos: its first step leaves ``k - 1`` or ``m - 1``,
so it is worth ``mex{(k-1) mod 2, (m-1) mod 2}``. The Grundy value is the
nim-sum over the squares.

References
----------
Lessons in Play (Albert, Nowakowski, Wolfe), where the game is defined; the
ruleset as implemented by MCGS, the combinatorial game solver of M. Müller's
group (University of Alberta): ``src/elephants.cpp`` (a piece moves one
step into an empty square, Black ``X`` rightwards, White ``O`` leftwards)
and its test positions ``input/main_tests/elephants_autotests/``, valued
there by CGSuite.

Examples
--------
>>> from cgtalg import value
>>> [str(value(ElephantsAndRhinos(s))) for s in (">.<", ">..<", ">>.<", ">.<<", ">.<.<")]
['*', '0', '{1|0}', '{0|-1}', '{-1|-2}']
>>> RULES.moves(">.<.")               # the elephant steps; the rhino steps (the end square stays empty)
(['.><.'], ['><..'])
"""

from __future__ import annotations

from ...engine.strip import StripPosition, StripRules

__all__ = ["ElephantsAndRhinos", "ElephantsAndRhinosRules", "RULES"]


class ElephantsAndRhinosRules(StripRules):
    """Elephants and Rhinos on strings of ``>``, ``<`` and ``.``."""

    name = "elephants-and-rhinos"
    alphabet = ".><"
    meanings = ("empty square", "Left's elephant", "Right's rhino")
    rewrites = (
        ((">.", ".>"),),  # an elephant steps right
        ((".<", "<."),),  # a rhino steps left
    )
    swap = ("><", "<>")
    symmetries = ((True, True, True),)  # backwards, elephants and rhinos exchanged: the negative
    small_region = 8
    #: The command line values strips of at most this many cells in play once split: the 40-cell strips
    #: of MCGS's tests (35 in play or fewer) take a fraction of a second, but a strip of 40 cells
    #: alternating '>.' and '.<' takes minutes.
    cli_limit = 36

    def split(self, strip: str) -> list[str]:
        """The independent pieces of *strip* (see :meth:`StripRules.split`).

        Elephants only move right and rhinos only left, one step onto an
        empty square, so no animal passes another. Hence:

        * ``><`` never moves (each blocks the other) and nothing reaches
          past it: the strip is the sum of the parts on its two sides, each
          with the pair dropped (a stuck animal holds its neighbour as the
          end of the strip does).
        * A rhino followed, after empty squares only, by an elephant
          (``<..>``): every animal to the left stays left of the rhino's
          square, every animal to the right right of the elephant's, and
          the empty squares between are never entered; the strip is the sum
          of the part up to the rhino and the part from the elephant.
        * In a part, rhinos at the left end and elephants at the right end
          never move; empty squares before a first elephant or after a last
          rhino are never entered.

        Parameters
        ----------
        strip : str
            A strip (not checked).

        Returns
        -------
        list of str
            The pieces, none of them empty.

        Examples
        --------
        >>> RULES.split(">.<>.<..>..<<..>")
        ['>.<', '>.<', '>..<<']
        """
        pieces = []
        for part in strip.split("><"):
            start = 0
            rhino = part.find("<")
            while rhino >= 0:
                after = len(part) - len(part[rhino + 1:].lstrip("."))
                if after < len(part) and part[after] == ">":
                    pieces.append(part[start:rhino + 1])
                    start = after
                rhino = part.find("<", after)
            pieces.append(part[start:])
        out = []
        for piece in pieces:
            piece = piece.lstrip("<").rstrip(">")
            body = piece.lstrip(".")
            if body[:1] == ">":
                piece = body
            body = piece.rstrip(".")
            if body[-1:] == "<":
                piece = body
            if ">" in piece or "<" in piece:
                if "." in piece:
                    out.append(piece)
        return out


RULES = ElephantsAndRhinosRules()


class ElephantsAndRhinos(StripPosition):
    """An Elephants and Rhinos strip: ``>`` Left's elephants, ``<`` Right's rhinos, ``.`` empty.

    Examples
    --------
    >>> [p.strip for p in ElephantsAndRhinos(">.<").left_options()]
    ['.><']
    >>> ElephantsAndRhinos("<<>>") == ElephantsAndRhinos(""), ElephantsAndRhinos(">..") == ElephantsAndRhinos("..<").swapped()
    (True, True)
    >>> ElephantsAndRhinos(">x<")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: unknown character 'x' in elephants-and-rhinos position (cell 1): use '.' (empty square), '>' (Left's elephant), '<' (Right's rhino)
    """

    __slots__ = ()
    rules = RULES

    def swapped(self) -> "ElephantsAndRhinos":
        """The strip read backwards with elephants and rhinos exchanged (its value is the negative).

        Returns
        -------
        ElephantsAndRhinos

        Examples
        --------
        >>> print(ElephantsAndRhinos(">..<<").swapped())
        >>..<
        """
        return type(self)(self.strip[::-1].translate(str.maketrans("><", "<>")))

    def impartial_grundy(self) -> int:
        """The Grundy value of the strip played impartially (either player moves any animal), by formula.

        The nim-sum over the pieces of :meth:`ElephantsAndRhinosRules.split`
        of their empty squares' values (the module docstring says why):
        ``i mod 2`` for a square behind the ``i``-th elephant from the left or
        the ``j``-th rhino from the right, and ``mex{(k-1) mod 2, (m-1) mod 2}``
        for one between the ``k`` elephants and the ``m`` rhinos.

        Returns
        -------
        int
            0, 1 or 2.

        Examples
        --------
        >>> [ElephantsAndRhinos(s).impartial_grundy() for s in (">.<", ">..<", ">>.<", ">.>.", "..<")]
        [1, 0, 2, 1, 0]

        References
        ----------
        Lessons in Play, chapter 7 (Sprague-Grundy values, sums of impartial games).
        """
        g = 0
        for piece in self.rules.split(self.strip):
            g ^= _piece_grundy(piece)
        return g


def _piece_grundy(piece: str) -> int:
    """The impartial Grundy value of one piece of the split (its elephants all left of its rhinos)."""
    elephants = [i for i, ch in enumerate(piece) if ch == ">"]
    rhinos = [i for i, ch in enumerate(piece) if ch == "<"]
    k, m = len(elephants), len(rhinos)
    g = 0
    for i in range(1, k):  # the gap between elephants i and i + 1 (from the left): i more steps carry it off
        if i % 2 and (elephants[i] - elephants[i - 1] - 1) % 2:
            g ^= 1
    for j in range(1, m):  # the gap between rhinos m - j and m - j + 1: j more rhino steps carry it off
        if j % 2 and (rhinos[m - j] - rhinos[m - j - 1] - 1) % 2:
            g ^= 1
    start = elephants[-1] + 1 if k else 0
    end = rhinos[0] if m else len(piece)
    if (end - start) % 2:  # an odd number of squares between the two herds
        ways = {(k - 1) % 2} if k else set()
        if m:
            ways.add((m - 1) % 2)
        g ^= min({0, 1, 2} - ways)
    return g
