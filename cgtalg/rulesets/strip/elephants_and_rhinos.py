"""Elephants and Rhinos: elephants step right, rhinos step left, never past each other.

**The rules.** On a strip of squares, Left's elephants ``>`` move right and
Right's rhinos ``<`` move left; ``.`` is an empty square. A move takes one
of your animals one square forward onto an empty square: there are no jumps
and no captures. Whoever cannot move loses.

Rhinos at the left end and elephants at the right end can never move, nor
make room for anyone, so they are dropped. Reading the strip backwards and
exchanging elephants and rhinos gives the negative. The strip kernel
(:mod:`cgtalg.engine.strip`) makes the moves as rewrites of the strip
(``>.`` to ``.>`` for Left, ``.<`` to ``<.`` for Right), in machine words
when compiled.

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
    dead_ends = ("<", ">")  # rhinos at the left end, elephants at the right end: stuck for good
    swap = ("><", "<>")
    symmetries = ((True, True, True),)  # backwards, elephants and rhinos exchanged: the negative
    small_region = 8
    cli_limit = 40


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
