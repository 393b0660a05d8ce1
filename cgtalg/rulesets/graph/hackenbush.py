"""Hackenbush: strings in closed form, and general pictures on a graph.

**The rules.** A picture of edges stands on the ground. Blue edges (``L``)
are Left's, red ones (``R``) Right's, green ones (``G``) either player's. A
move cuts one edge you may cut; every edge no longer connected to the ground
falls with it. Whoever cannot move loses.

A *string* is a stalk of edges standing on the ground, written bottom edge
first. Every blue-red string is a number; :func:`berlekamp_value` gives it in
closed form (Berlekamp's rule), :class:`HackenbushString` is its position.

:class:`Hackenbush` is the general game on a graph (multi-edges and loops
allowed), written as edges ``u-v:C`` with ``g`` the ground, e.g.
``"g-1:L 1-2:R 1-2:G g-3:G"``; a bare string such as ``"LRL"`` is a stalk.
Its search (the edge-cutting kernel, :mod:`cgtalg.engine.graph_cuts`) splits
the picture into the parts that meet only at the ground, drops what has
fallen and swaps colours for the negative; blue-red stalks are valued by
Berlekamp's rule instead of searched.

References
----------
Berlekamp, Conway, Guy, *Winning Ways*, ch. 2; Berlekamp, "The Hackenbush
number system for compression of numerical data", 1974.

Examples
--------
>>> from cgtalg import value
>>> str(value(HackenbushString("LRL"))), str(berlekamp_value("LRL"))
('3/4', '3/4')
"""

from __future__ import annotations

from fractions import Fraction

from ...core.game import Game
from ...core.values import ZERO
from ...engine.graph_cuts import MAX_EDGES, MAX_VERTICES, Edge, EdgeCuttingRules, PicturePosition, stalk_colours  # noqa: F401
from ...engine.position import Position
from ...engine.search import _refuse_region_key
from ...errors import InputTypeError, InputValueError

__all__ = ["HackenbushString", "berlekamp_value", "Hackenbush", "HackenbushRules", "RULES"]


def _check_edges(edges: object) -> str:
    if not isinstance(edges, str):
        raise InputTypeError(f"a Hackenbush string is a str of 'L' and 'R', not {type(edges).__name__}")
    for i, c in enumerate(edges):
        if c not in "LR":
            raise InputValueError(
                f"a Hackenbush string uses 'L' (blue, Left's) and 'R' (red, Right's); "
                f"got {c!r} at index {i} of {edges!r}"
            )
    return edges


class HackenbushString(Position):
    """A Blue-Red Hackenbush string, bottom edge first.

    Examples
    --------
    >>> s = HackenbushString("LLR")
    >>> [o.edges for o in s.left_options()], [o.edges for o in s.right_options()]
    (['', 'L'], ['LL'])
    >>> HackenbushString("LXR")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a Hackenbush string uses 'L' (blue, Left's) and 'R' (red, Right's); got 'X' at index 1 of 'LXR'
    """

    __slots__ = ("edges",)

    def __init__(self, edges: str) -> None:
        self.edges = _check_edges(edges)

    def key(self) -> str:
        """Return the string's colours, bottom edge first (see :meth:`Position.key`).

        Returns
        -------
        str

        Examples
        --------
        >>> HackenbushString("LRR").key()
        'LRR'
        """
        return self.edges

    def _cuts(self, colour: str) -> list["HackenbushString"]:
        return [HackenbushString(self.edges[:i]) for i, c in enumerate(self.edges) if c == colour]

    def left_options(self) -> list["HackenbushString"]:
        """Return the strings after Left cuts one of the blue edges (everything above it falls).

        Returns
        -------
        list of HackenbushString
            One per blue edge, bottom edge first.

        Examples
        --------
        >>> [s.edges for s in HackenbushString("LRL").left_options()]
        ['', 'LR']
        """
        return self._cuts("L")

    def right_options(self) -> list["HackenbushString"]:
        """Return the strings after Right cuts one of the red edges (everything above it falls).

        Returns
        -------
        list of HackenbushString
            One per red edge, bottom edge first.

        Examples
        --------
        >>> [s.edges for s in HackenbushString("LRL").right_options()]
        ['L']
        """
        return self._cuts("R")


def berlekamp_value(edges: str) -> Fraction:
    """The value of a Hackenbush string by Berlekamp's rule.

    The edges below the first change of colour count 1 each (positive for
    blue, negative for red). From the first change on, the string is a binary
    fraction: for a blue base of ``n`` edges the value is ``n - 1`` plus the
    binary number ``0.b1 b2 ... bk 1``, where ``b1...bk`` are the edges after the
    first red one (blue = 1, red = 0); a red base is the mirror image.

    Parameters
    ----------
    edges : str
        The string's colours from the ground up: ``L`` blue, ``R`` red.

    Returns
    -------
    Fraction
        The value, a dyadic rational (the empty string is 0).

    Raises
    ------
    InputTypeError
        If *edges* is not a str.
    InputValueError
        If *edges* has a character other than ``L`` and ``R``.

    References
    ----------
    Winning Ways, chapter 1 (Blue-Red Hackenbush); Lessons in Play (Hackenbush
    strings); Berlekamp, "The Hackenbush number system for compression of
    numerical data" (1974).

    Examples
    --------
    >>> [str(berlekamp_value(e)) for e in ("", "LLL", "RR", "LR", "LLR", "LRL", "LRR", "RL", "RLRL")]
    ['0', '3', '-2', '1/2', '3/2', '3/4', '1/4', '-1/2', '-5/8']
    """
    edges = _check_edges(edges)
    if not edges:
        return Fraction(0)
    base = edges[0]
    n = len(edges) - len(edges.lstrip(base))
    if n == len(edges):
        return Fraction(n if base == "L" else -n)
    # Binary digits after the first change, read with the base colour as 1, then a final 1.
    bits = "".join("1" if c == base else "0" for c in edges[n + 1 :]) + "1"
    magnitude = (n - 1) + Fraction(int(bits, 2), 2 ** len(bits))
    return magnitude if base == "L" else -magnitude


class HackenbushRules(EdgeCuttingRules):
    """General Hackenbush: blue edges Left's, red Right's, green either's (see :class:`Hackenbush`)."""

    name = "hackenbush"
    title = "Hackenbush"
    colours = "LRG"
    meanings = ("blue", "red", "green")
    small_region = 4
    cli_limit = 20

    def region_value(self, key: int) -> Game | None:
        """Return the value of a blue-red stalk by Berlekamp's rule, else None (see :meth:`Schema.region_value`).

        Parameters
        ----------
        key : int
            A positive part key.

        Returns
        -------
        Game or None
            The value of a blue-red string; None for any other part (searched).

        Raises
        ------
        InputTypeError
            If *key* is not an int.
        InputValueError
            If *key* is not positive (a negative key is the part with its colours swapped).

        Examples
        --------
        >>> str(RULES.region_value(RULES.normalise([(0, 1, 0), (1, 2, 1)])))
        '1/2'
        >>> RULES.region_value(RULES.normalise([(0, 1, 2)])) is None
        True
        """
        if type(key) is not int or key <= 0:
            _refuse_region_key(key, "part")
        colours = stalk_colours(key)
        if colours is None or 2 in colours:
            return None
        return ZERO + berlekamp_value("".join("LR"[c] for c in colours))


RULES = HackenbushRules()


class Hackenbush(PicturePosition):
    """A Hackenbush picture: edges ``u-v:C`` (``g`` the ground), or a stalk ``"LRG..."``.

    Raises
    ------
    InputValueError
        On an unreadable edge, an unknown colour, or too large a picture.

    Examples
    --------
    >>> from cgtalg import value
    >>> [str(value(Hackenbush(p))) for p in ("LRL", "GG", "g-1:L 1-2:R 1-2:R", "g-1:G g-1:G", "g-1:L g-2:R")]
    ['3/4', '*2', '1/4', '0', '0']
    >>> Hackenbush("g-1:B")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: edge 'g-1:B' has colour 'B': a Hackenbush edge is L (blue), R (red) or G (green)
    """

    __slots__ = ()
    rules = RULES
