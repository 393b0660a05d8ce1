"""Toads and Frogs: toads hop right, frogs hop left.

**The rules.** On a strip of squares, Left's toads ``T`` move right and
Right's frogs ``F`` move left; ``.`` is an empty square. A move pushes one of
your pieces one square forward into an empty square, or jumps it over one
adjacent enemy piece into the empty square beyond. Whoever cannot move loses.

Frogs at the left end and toads at the right end can never move nor be jumped
over, so they are dropped. Reading the strip backwards and exchanging toads
and frogs gives the negative.

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
"""

from __future__ import annotations

from .strip import StripPosition, StripRules

__all__ = ["ToadsAndFrogs", "ToadsAndFrogsRules", "RULES"]


class ToadsAndFrogsRules(StripRules):
    """Toads and Frogs on strings of ``T``, ``F`` and ``.``."""

    name = "toads-and-frogs"
    alphabet = ".TF"
    meanings = ("empty square", "Left's toad", "Right's frog")
    swap = ("TF", "FT")
    symmetries = ((True, True, True),)
    small_region = 6
    cli_limit = 16

    def moves(self, strip: str) -> tuple[list[str], list[str]]:
        n = len(strip)
        left = []
        right = []
        for i, ch in enumerate(strip):
            if ch == "T":
                if i + 1 < n and strip[i + 1] == ".":
                    left.append(strip[:i] + ".T" + strip[i + 2 :])
                elif i + 2 < n and strip[i + 1] == "F" and strip[i + 2] == ".":
                    left.append(strip[:i] + ".FT" + strip[i + 3 :])
            elif ch == "F":
                if i >= 1 and strip[i - 1] == ".":
                    right.append(strip[: i - 1] + "F." + strip[i + 1 :])
                elif i >= 2 and strip[i - 1] == "T" and strip[i - 2] == ".":
                    right.append(strip[: i - 2] + "FT." + strip[i + 1 :])
        return left, right

    def split(self, strip: str) -> list[str]:
        return [strip.lstrip("F").rstrip("T")]


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
