"""Cannibal Clobber: Clobber in which a stone may also clobber a stone of its own colour.

**The rules.** Left's stones are ``x``, Right's ``o``; ``.`` is an empty
square (``#`` a missing one). A move takes one of your stones to an
orthogonally adjacent square holding a stone of either colour, which is
removed; your stone's old square becomes empty. Whoever cannot move loses.

Stones only ever disappear, so groups of stones that do not touch are
independent; a lone stone is worth 0, but two stones of one colour side by
side are not (``xx`` is 1: Left moves once, then nobody can). Swapping the
colours negates the value; the eight symmetries of the board keep it. The
moves come from the grid schema's capture kernel
(:class:`~cgtalg.engine.grid_capture.CaptureRules` with ``cannibal``).

References
----------
The ruleset as defined by MCGS, the combinatorial game solver of M. Müller's
group (University of Alberta): ``src/cannibal_clobber.cpp`` (a stone moves
onto an orthogonally adjacent stone of either colour) and its test positions
``input/main_tests/cannibal_clobber/``, solved there by CGSuite; Clobber:
M. H. Albert, J. P. Grossman, R. J. Nowakowski, D. Wolfe, "An introduction to
Clobber", INTEGERS 5(2) (2005) A1; Siegel, *Combinatorial Game Theory*,
chapter I.1 for the notions used.

Examples
--------
>>> from cgtalg import value
>>> [str(value(CannibalClobber(b))) for b in ("xo", "xx", "xxo", "xox", "x|x|o")]
['*', '1', '^', '{1|0}', '^']
"""

from __future__ import annotations

from ...engine.grid import CaptureRules, GridPosition

__all__ = ["CannibalClobber", "CannibalClobberRules", "RULES"]


class CannibalClobberRules(CaptureRules):
    """Cannibal Clobber: a stone steps orthogonally onto any stone, capturing it."""

    name = "cannibal-clobber"
    symbols = "xo."
    meanings = ("Left's stone", "Right's stone", "empty square")
    aliases = {"#": ".", "X": "x", "O": "o"}
    steps = 4
    cannibal = True


RULES = CannibalClobberRules()


class CannibalClobber(GridPosition):
    """A Cannibal Clobber board: ``x`` Left's stones, ``o`` Right's, ``.`` empty.

    Examples
    --------
    >>> CannibalClobber("xx") == CannibalClobber("x|x"), CannibalClobber("x.x") == CannibalClobber("")
    (True, True)
    >>> sorted(p.text() for p in CannibalClobber("xxo").left_options())
    ['.xo', 'x.o', 'x.x']
    """

    __slots__ = ()
    rules = RULES
