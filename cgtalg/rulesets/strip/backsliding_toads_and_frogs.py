"""Backsliding Toads and Frogs: Toads and Frogs in which a creature may also step back; a loopy game.

**The rules.** On a strip of squares, Left's toads ``T`` face right and
Right's frogs ``F`` face left; ``.`` is an empty square. A move is one of

* a step forward (a toad right, a frog left) into an adjacent empty square;
* a jump forward over one adjacent enemy creature into the empty square
  beyond it (nothing is captured);
* a *backslide*: a step back (a toad left, a frog right) into an adjacent
  empty square. There are no backward jumps.

Whoever cannot move loses. A creature can step forward and slide back again,
so play can return to a position: the move graph has cycles and the game has
no value among short games (:func:`cgtalg.value` and the registry's
``value`` give its loopy value instead: a stopper or a sided value such as
``.FFT.T = dud``, every strip of up to six squares being valued). Its positions are
loopy games in general, many of them not stoppers, which is why the game is
the standard example of Conway's theory of sides (onsides and offsides).

A creature at an end of the strip may still slide back into the strip, so
nothing is dropped at the ends, as it is in ordinary Toads and Frogs.
Reading the strip backwards and exchanging toads and frogs gives the
negative. The strip kernel (:mod:`cgtalg.engine.strip`) makes the moves as
rewrites of the strip.

References
----------
M. H. Albert and R. J. Nowakowski, "Backsliding Toads and Frogs", *Games of
No Chance 3*, MSRI Publications 56 (2009) 197-214: the rules (the variant comes from Winning
Ways) and the values of the natural starting positions, a case study of
the theory of sides; A. N. Siegel, *Loopy Games and Computation* (PhD
thesis, University of California, Berkeley, 2005); E. R. Berlekamp,
J. H. Conway, R. K. Guy, *Winning Ways*, 2nd ed., vol. 2, chapter 11
(loopy games, stoppers and sides); A. N. Siegel, *Combinatorial Game
Theory* (AMS, 2013), chapter VI. CGSuite's ``GenToadsAndFrogs(minSlide =>
-1)`` plays the same moves.

Examples
--------
>>> RULES.moves("T.F")                 # toads step or slide back, frogs likewise
(['.TF'], ['TF.'])
>>> RULES.moves(".T.F.")
(['T..F.', '..TF.'], ['.TF..', '.T..F'])
>>> RULES.moves(".TF")                 # a toad cannot jump back, nor a frog
(['T.F'], ['FT.'])
"""

from __future__ import annotations

from ...engine.strip import StripPosition, StripRules

__all__ = ["BackslidingToadsAndFrogs", "BackslidingToadsAndFrogsRules", "RULES"]


class BackslidingToadsAndFrogsRules(StripRules):
    """Backsliding Toads and Frogs on strings of ``T``, ``F`` and ``.``."""

    name = "backsliding-toads-and-frogs"
    alphabet = ".TF"
    meanings = ("empty square", "Left's toad", "Right's frog")
    rewrites = (
        (("T.", ".T"), ("TF.", ".FT"), (".T", "T.")),  # a toad steps right, jumps a frog, or slides back left
        ((".F", "F."), (".TF", "FT."), ("F.", ".F")),  # a frog steps left, jumps a toad, or slides back right
    )
    swap = ("TF", "FT")
    symmetries = ((True, True, True),)  # backwards, toads and frogs exchanged: the negative


RULES = BackslidingToadsAndFrogsRules()


class BackslidingToadsAndFrogs(StripPosition):
    """A Backsliding Toads and Frogs strip: ``T`` Left's toads, ``F`` Right's frogs, ``.`` empty.

    Examples
    --------
    >>> p = BackslidingToadsAndFrogs("T..F")
    >>> [q.strip for q in p.left_options()], [q.strip for q in p.right_options()]
    (['.T.F'], ['T.F.'])
    >>> p == BackslidingToadsAndFrogs("T..F"), p.key() == -BackslidingToadsAndFrogs("T..F").key()
    (True, False)
    >>> BackslidingToadsAndFrogs("T_F")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: unknown character '_' in backsliding-toads-and-frogs position (cell 1): use '.' (empty square), 'T' (Left's toad), 'F' (Right's frog)
    """

    __slots__ = ()
    rules = RULES
