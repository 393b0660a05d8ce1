"""Toads and Frogs: toads hop right, frogs hop left.

**The rules.** On a strip of squares, Left's toads ``T`` move right and
Right's frogs ``F`` move left; ``.`` is an empty square. A move pushes one of
your pieces one square forward into an empty square, or jumps it over one
adjacent enemy piece into the empty square beyond. Whoever cannot move loses.

Frogs at the left end and toads at the right end can never move nor be jumped
over, so they are dropped. Reading the strip backwards and exchanging toads
and frogs gives the negative. The strip kernel (:mod:`cgtalg.engine.strip`)
makes these moves as rewrites of the strip, in machine words when compiled,
and values a strip in which no toad can ever meet a frog as an integer
(:meth:`~cgtalg.engine.strip_words.StripWords.apart_value`).

References
----------
Winning Ways, chapter 1 (p. 14) and chapter 2; J. Erickson, "New Toads and
Frogs results", *Games of No Chance* (1996) 299-310; T. Thanatipanonda,
"Further hopping with Toads and Frogs", Electron. J. Combin. 18 (2011) P67
(proofs of Erickson's conjectures).

Examples
--------
>>> from cgtalg import value
>>> [str(value(ToadsAndFrogs(s))) for s in ("T.F", "T..F", "TT.F", "T.TF", "TT.FF")]
['*', '0', '{1/2|0}', '1/2', '*']
>>> RULES.moves("TF.T.")               # a jump and a step; the frog is stuck at the end
(['.FTT.', 'TF..T'], [])
"""

from __future__ import annotations

from ...engine.strip import StripPosition, StripRules

__all__ = ["ToadsAndFrogs", "ToadsAndFrogsRules", "RULES"]


class ToadsAndFrogsRules(StripRules):
    """Toads and Frogs on strings of ``T``, ``F`` and ``.``."""

    name = "toads-and-frogs"
    alphabet = ".TF"
    meanings = ("empty square", "Left's toad", "Right's frog")
    rewrites = (
        (("T.", ".T"), ("TF.", ".FT")),  # a toad steps right, or jumps a frog
        ((".F", "F."), (".TF", "FT.")),  # a frog steps left, or jumps a toad
    )
    dead_ends = ("F", "T")  # frogs at the left end, toads at the right end: stuck for good
    swap = ("TF", "FT")
    symmetries = ((True, True, True),)  # backwards, toads and frogs exchanged: the negative
    small_region = 6
    cli_limit = 16


RULES = ToadsAndFrogsRules()


class ToadsAndFrogs(StripPosition):
    """A Toads and Frogs strip: ``T`` Left's toads, ``F`` Right's frogs, ``.`` empty.

    Examples
    --------
    >>> [p.strip for p in ToadsAndFrogs("T.F").left_options()]
    ['.TF']
    >>> ToadsAndFrogs("T_F")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: unknown character '_' in toads-and-frogs position (cell 1): use '.' (empty square), 'T' (Left's toad), 'F' (Right's frog)
    """

    __slots__ = ()
    rules = RULES
