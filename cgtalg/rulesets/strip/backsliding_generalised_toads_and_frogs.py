"""Backsliding generalised Toads and Frogs: long jumps forward, and a step back; a loopy game.

**The rules.** On a strip of squares, Left's toads ``T`` face right and
Right's frogs ``F`` face left; ``.`` is an empty square. The game has one
parameter, the *jump limit* ``j >= 1``. A move is one of

* a step forward (a toad right, a frog left) into an adjacent empty square;
* a jump forward over a row of ``k`` adjacent enemy creatures,
  ``1 <= k <= j``, into the empty square just beyond them;
* a *backslide*: a step back (a toad left, a frog right) into an adjacent
  empty square. There are no backward jumps.

Whoever cannot move loses. It is generalised Toads and Frogs
(:mod:`cgtalg.rulesets.strip.generalised_toads_and_frogs`) with the
backslides of Backsliding Toads and Frogs
(:mod:`cgtalg.rulesets.strip.backsliding_toads_and_frogs`), which is the
jump limit 1. Play can return to a position, so positions are valued as
loopy games (a stopper or a sided value; outcomes may be draws). As in
Backsliding Toads and Frogs nothing is dropped at the ends of the strip (a
creature there can still slide back), and reading the strip backwards with
the creatures exchanged gives the negative.

This is CGSuite's ``game.strip.GenToadsAndFrogs(minSlide => -1, maxJump =>
j)``. A position is written ``"j:STRIP"`` as in generalised Toads and Frogs
(``get("backsliding-generalised-toads-and-frogs").parse("2:TT..FF")``).

References
----------
CGSuite (A. N. Siegel), ``game/strip/GenToadsAndFrogs.cgs`` (the
parameters ``minSlide`` and ``maxJump``); M. H. Albert and R. J.
Nowakowski, "Backsliding Toads and Frogs", *Games of No Chance 3*, MSRI
Publications 56 (2009) 197-214; Winning Ways, chapters 1 and 11.

Examples
--------
>>> backsliding_rules_for(2).moves("TFF.")    # the toad jumps two frogs; the last frog slides back
(['.FFT'], ['TF.F'])
>>> backsliding_rules_for(2).moves(".TFF.")   # and a frog jumps the toad
(['T.FF.', '..FFT'], ['FT.F.', '.TF.F'])
>>> from cgtalg import value
>>> str(value(BackslidingGeneralisedToadsAndFrogs("T..F", 2)))
'*'
"""

from __future__ import annotations

from ...engine.strip import StripRules
from .generalised_toads_and_frogs import GeneralisedToadsAndFrogs, GeneralisedToadsAndFrogsRules, family_rules

__all__ = ["BackslidingGeneralisedToadsAndFrogs", "BackslidingGeneralisedToadsAndFrogsRules",
           "backsliding_rules_for"]


class BackslidingGeneralisedToadsAndFrogsRules(GeneralisedToadsAndFrogsRules):
    """Generalised Toads and Frogs with backslides, on strings of ``T``, ``F`` and ``.``.

    Get one with :func:`backsliding_rules_for` (one per jump limit).

    Parameters
    ----------
    max_jump : int
        The most enemies one jump crosses (at least 1).

    Raises
    ------
    InputValueError
        If *max_jump* is below 1 or over the jump limit's maximum.
    InputTypeError
        If *max_jump* is not an int.

    Examples
    --------
    >>> backsliding_rules_for(2).rewrites[0]
    (('T.', '.T'), ('TF.', '.FT'), ('TFF.', '.FFT'), ('.T', 'T.'))
    """

    name = "backsliding-generalised-toads-and-frogs"
    extra_toad_rewrites = ((".T", "T."),)  # the backslide (a frog's is its mirror image)
    dead_ends = ("", "")  # a creature at an end can still slide back: nothing is stuck for good
    small_region = StripRules.small_region
    cli_limit = StripRules.cli_limit


def backsliding_rules_for(max_jump: int) -> BackslidingGeneralisedToadsAndFrogsRules:
    """The rules of backsliding generalised Toads and Frogs with jump limit *max_jump* (made once per limit).

    Parameters
    ----------
    max_jump : int
        The most enemies one jump crosses (at least 1).

    Returns
    -------
    BackslidingGeneralisedToadsAndFrogsRules

    Raises
    ------
    InputValueError
        If *max_jump* is below 1 or over the jump limit's maximum.
    InputTypeError
        If *max_jump* is not an int.

    Examples
    --------
    >>> backsliding_rules_for(3) is backsliding_rules_for(3), backsliding_rules_for(3).max_jump
    (True, 3)

    References
    ----------
    CGSuite's ``game.strip.GenToadsAndFrogs(minSlide => -1, maxJump => j)``.
    """
    return family_rules(BackslidingGeneralisedToadsAndFrogsRules, max_jump)  # type: ignore[no-any-return]


class BackslidingGeneralisedToadsAndFrogs(GeneralisedToadsAndFrogs):
    """A backsliding generalised Toads and Frogs strip: ``T`` Left's toads, ``F`` Right's frogs, ``.`` empty.

    The instance is of the subclass for its jump limit (one class per
    limit), as in :class:`GeneralisedToadsAndFrogs`.

    Parameters
    ----------
    strip : str
        One character per cell.
    max_jump : int
        The most enemies one jump crosses (at least 1).

    Raises
    ------
    InputValueError
        On a character outside ``.TF``, or a jump limit below 1.
    InputTypeError
        If *strip* is not a str or *max_jump* not an int.

    Examples
    --------
    >>> p = BackslidingGeneralisedToadsAndFrogs("TFF.", 2)
    >>> [q.text() for q in p.left_options()], p == GeneralisedToadsAndFrogs("TFF.", 2)
    (['2:.FFT'], False)
    >>> BackslidingGeneralisedToadsAndFrogs("F.T", 1).text(), BackslidingGeneralisedToadsAndFrogs("F.T", 1)
    ('1:F.T', BackslidingGeneralisedToadsAndFrogs('F.T', 1))

    References
    ----------
    CGSuite's ``game.strip.GenToadsAndFrogs``; Albert and Nowakowski, "Backsliding Toads and Frogs" (2009).
    """

    __slots__ = ()
    rules_class = BackslidingGeneralisedToadsAndFrogsRules
    title = "backsliding generalised Toads and Frogs"
