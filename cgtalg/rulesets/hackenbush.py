"""Blue-Red Hackenbush strings.

A string is a stalk of edges standing on the ground, written bottom edge
first: ``L`` (blue) edges are Left's, ``R`` (red) edges Right's. A player cuts
one of their own edges; it falls, with every edge above it.

Every string is a number. :func:`berlekamp_value` gives it in closed form
(Berlekamp's rule); :func:`cgtalg.value` computes it from the moves alone, and
the tests check the two agree.

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

from ..errors import InputTypeError, InputValueError
from .base import Position

__all__ = ["HackenbushString", "berlekamp_value"]


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
        return self.edges

    def _cuts(self, colour: str) -> list["HackenbushString"]:
        return [HackenbushString(self.edges[:i]) for i, c in enumerate(self.edges) if c == colour]

    def left_options(self) -> list["HackenbushString"]:
        return self._cuts("L")

    def right_options(self) -> list["HackenbushString"]:
        return self._cuts("R")


def berlekamp_value(edges: str) -> Fraction:
    """The value of a Hackenbush string by Berlekamp's rule.

    The edges below the first change of colour count 1 each (positive for
    blue, negative for red). From the first change on, the string is a binary
    fraction: for a blue base of ``n`` edges the value is ``n - 1`` plus the
    binary number ``0.b1 b2 ... bk 1``, where ``b1...bk`` are the edges after the
    first red one (blue = 1, red = 0); a red base is the mirror image.

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
