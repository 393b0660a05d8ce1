"""Domineering: Left places vertical dominoes, Right horizontal ones.

**The rules.** Players take turns placing a domino on two empty squares that
share an edge: Left (Vertical) only up-down, Right (Horizontal) only
left-right. Whoever cannot place a domino loses. So a 2 x 1 column is worth
1 (one move for Left, none for Right) and a 1 x 2 row is worth -1.

Boards are drawn with ``.`` for an empty square and ``#`` (or ``x``) for a
filled or missing one, rows separated by ``|``, ``/`` or new lines. Turning a
board upside down or mirroring it keeps its value; transposing it negates it.
Cram is the impartial version (:data:`IMPARTIAL`): both players may place
either way.

The moves, the splitting into regions and the integer values of regions where
one player alone can place come from the grid schema's placement kernel
(:class:`~cgtalg.engine.grid_placement.PlacementRules`).

References
----------
Winning Ways, chapter 2 ("Dominoes"); E. R. Berlekamp, "Blockbusting and
Domineering", J. Combin. Theory Ser. A 49 (1988) 67-116; Lessons in Play,
chapter 1 and section 5.4; Siegel, *Combinatorial Game Theory*, chapter I.1.

Examples
--------
>>> from cgtalg import value, outcome
>>> [str(value(Domineering(b))) for b in (".|.", "..", "..|..", "...|...")]
['1', '-1', '+-1', '{2|-1/2}']
>>> str(value(Domineering.rectangle(4, 5))), str(outcome(Domineering.rectangle(4, 5)))
('1', 'L')
"""

from __future__ import annotations

from ...core.order import Outcome
from ...engine.grid import GridPosition, PlacementRules

__all__ = ["Domineering", "DomineeringRules", "RULES", "IMPARTIAL"]


class DomineeringRules(PlacementRules):
    """Domineering: Left places an upright domino, Right a lying one, on empty squares."""

    name = "domineering"
    symbols = ".#"
    aliases = {"x": "#", "X": "#"}
    transpose = "negate"
    left_pieces = (((0, 0), (1, 0)),)
    right_pieces = (((0, 0), (0, 1)),)


#: Boards with at least this many empty squares (in one or two regions) are solved by the bitboard
#: search with bounds when only the outcome is asked (measured: a random 6 x 6 board with a tenth
#: of its squares filled, 0.2 CPU-s against 18 by valuing its regions).
BOUNDS_SEARCH_SQUARES = 16

#: The Domineering rules (one instance: its tables are shared by every position).
RULES = DomineeringRules()
#: Domineering played impartially (every placement open to both: Cram).
IMPARTIAL = RULES.impartial_variant()


class Domineering(GridPosition):
    """A Domineering board.

    Parameters
    ----------
    board : str
        ``.`` empty, ``#`` or ``x`` filled/missing; rows separated by ``|``,
        ``/`` or new lines, all equally long.

    Raises
    ------
    InputValueError
        On a ragged board or an unknown character.

    Examples
    --------
    >>> Domineering("..|..|..") == Domineering("...|...").transposed()
    True
    >>> Domineering("...|...") == Domineering("...|...").transposed()
    False
    >>> len(Domineering.rectangle(2, 2).left_options())
    2
    >>> Domineering("..|.")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: ragged domineering board: row 1 has 1 cells but row 0 has 2 (every row needs the same length; use '#' for a missing cell)
    """

    __slots__ = ()
    rules = RULES

    def known_outcome(self) -> Outcome:
        """The outcome class: by the bitboard search with move-count bounds on a big board.

        A board of at least :data:`BOUNDS_SEARCH_SQUARES` empty squares in at
        most two regions is answered by
        :func:`~cgtalg.rulesets.grid.domineering_outcome.domineering_outcome`
        (which counts safe moves against the opponent's possible ones and
        needs no value of any region); other boards by the schema's outcome
        search, which values small regions and adds them (and so are the
        variants of Domineering, such as Cram, whose moves differ).

        Returns
        -------
        Outcome

        Examples
        --------
        >>> str(Domineering.rectangle(6, 6).known_outcome()), str(Domineering("..|..").known_outcome())
        ('N', 'N')
        """
        if self.rules is RULES and sum(row.count(".") for row in self.rows()) >= BOUNDS_SEARCH_SQUARES:
            parts = self.components()
            if parts is None or len(parts) <= 2:
                from .domineering_outcome import domineering_outcome

                return domineering_outcome(self)
        return super().known_outcome()

    def transposed(self) -> "Domineering":
        """The board turned on its diagonal, whose value is the negative of this one's.

        Returns
        -------
        Domineering
            The transposed board (Left's and Right's placements exchanged).

        Examples
        --------
        >>> print(Domineering("..#").transposed())
        .
        .
        #
        """
        rows = self.rows()
        return type(self)("|".join("".join(r[c] for r in rows) for c in range(self.width)))
