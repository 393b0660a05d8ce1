"""The position protocol: what a ruleset has to say about a position.

A ruleset describes moves and nothing else; the engine (:func:`cgtalg.value`,
:func:`cgtalg.impartial.grundy`) computes values. A position is any hashable
object with

* ``left_options()`` and ``right_options()`` (partizan play), or
* ``options()`` (impartial play: both players have the same moves),

each returning an iterable of positions. A position may also offer
``components()``, an iterable of independent positions whose disjunctive sum it
is; the engine then sums their values instead of exploring the product space.
An impartial position may offer ``known_grundy()``, its Grundy value by a
formula (Nim and Welter's game do); :func:`cgtalg.impartial.grundy` uses it
unless called with ``shortcuts=False``, which is how the tests check the
formula against exploration.

The two base classes below are conveniences, not requirements: duck typing is
enough.

Examples
--------
>>> class Heap(ImpartialPosition):
...     def __init__(self, n):
...         self.n = n
...     def options(self):
...         return [Heap(k) for k in range(self.n)]
...     def _key(self):
...         return self.n
>>> [h.n for h in Heap(3).left_options()]
[0, 1, 2]
"""

from __future__ import annotations

from typing import Hashable, Iterable


class Position:
    """Base class for partizan positions: subclasses define the two move lists.

    Subclasses implement :meth:`left_options`, :meth:`right_options` and
    :meth:`_key` (a hashable summary that determines the position); equality
    and hashing follow ``_key`` and the class.

    Examples
    --------
    >>> class Stalk(Position):          # a single Blue Hackenbush stalk
    ...     def __init__(self, n): self.n = n
    ...     def left_options(self): return [Stalk(k) for k in range(self.n)]
    ...     def right_options(self): return []
    ...     def _key(self): return self.n
    >>> Stalk(2) == Stalk(2), len(Stalk(2).left_options())
    (True, 2)
    """

    __slots__ = ()

    def left_options(self) -> Iterable["Position"]:
        raise NotImplementedError

    def right_options(self) -> Iterable["Position"]:
        raise NotImplementedError

    def _key(self) -> Hashable:
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self._key() == other._key()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((type(self).__name__, self._key()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._key()!r})"


class ImpartialPosition(Position):
    """Base class for impartial positions: one move list serves both players.

    Examples
    --------
    >>> class Heap(ImpartialPosition):
    ...     def __init__(self, n): self.n = n
    ...     def options(self): return [Heap(k) for k in range(self.n)]
    ...     def _key(self): return self.n
    >>> len(list(Heap(4).right_options()))
    4
    """

    __slots__ = ()

    def options(self) -> Iterable["ImpartialPosition"]:
        raise NotImplementedError

    def left_options(self) -> Iterable["ImpartialPosition"]:
        return self.options()

    def right_options(self) -> Iterable["ImpartialPosition"]:
        return self.options()
