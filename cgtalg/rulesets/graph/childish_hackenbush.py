"""Childish Hackenbush: Hackenbush in which a blue or red edge may be cut only if nothing else falls.

**The rules.** A picture of edges stands on the ground, as in Hackenbush
(:mod:`cgtalg.rulesets.graph.hackenbush`): Left cuts blue edges (``L``),
Right red ones (``R``), either player green ones (``G``). A blue or red
edge may be cut only when its removal leaves every other edge still
connected to the ground: nothing may fall, so a player takes "leaves" such
as the top edge of a stalk, or an edge of a cycle. Whoever cannot move
loses. Green edges, following CGSuite's ``ChildishHackenbush``, are cut as
in Hackenbush, and what they hold up falls. Unlike Blue-Red Hackenbush the
game is not cold: two stalks ``LLLLLL`` and ``RRRR`` standing on the ground
and joined at the top form a cycle worth the switch ``{4|-2}``.

The rules are declared over the edge-cutting schema
(:mod:`cgtalg.engine.graph_cuts`), whose pictures and keys are Hackenbush's:
the ruleset names blue and red as its *childish* colours.

References
----------
Berlekamp, Conway, Guy, *Winning Ways*, chapter 2 ("Childish Hackenbush",
"How childish can you get?"); CGSuite's ``game.graph.ChildishHackenbush``
(``GenHackenbush`` with childish blue and red edges) and its tests, whose
values this module's tests check.

Examples
--------
>>> from cgtalg import value
>>> [str(value(ChildishHackenbush(p))) for p in ("L", "LR", "LL", "g-1:L 1-2:L 1-3:R 3-4:L")]
['1', '0', '2', '2']
"""

from __future__ import annotations

from ...engine.graph_cuts import EdgeCuttingRules, PicturePosition

__all__ = ["ChildishHackenbush", "ChildishHackenbushRules", "RULES"]


class ChildishHackenbushRules(EdgeCuttingRules):
    """Childish Hackenbush: blue (Left's) and red (Right's) edges are cut only if nothing falls."""

    name = "childish-hackenbush"
    title = "Childish Hackenbush"
    colours = "LRG"
    meanings = ("blue", "red", "green")
    childish = frozenset((0, 1))
    small_region = 4
    cli_limit = 20


RULES = ChildishHackenbushRules()


class ChildishHackenbush(PicturePosition):
    """A Childish Hackenbush picture: edges ``u-v:C`` (``g`` the ground), or a stalk ``"LRG..."``.

    Parameters
    ----------
    picture : str
        The picture's text (:mod:`cgtalg.engine.graph_cuts`).

    Raises
    ------
    InputTypeError
        If *picture* is not a str.
    InputValueError
        On an unreadable edge, an unknown colour, or too large a picture.

    Examples
    --------
    >>> [p.text() for p in ChildishHackenbush("LLR").left_options()]     # only the top edge may go
    []
    >>> [p.text() for p in ChildishHackenbush("LRL").left_options()]
    ['g-1:L 1-2:R']
    """

    __slots__ = ()
    rules = RULES
