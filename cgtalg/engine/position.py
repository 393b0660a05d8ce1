"""The position protocol: what a ruleset has to say about a position.

A ruleset describes moves and nothing else; the engine (:func:`cgtalg.value`,
:func:`cgtalg.impartial.grundy`, and :func:`cgtalg.outcome` for who wins)
computes values. A position is any hashable object that compares by value
(two objects describing the same position are equal and hash alike) with

* ``left_options()`` and ``right_options()`` (partizan play), or
* ``options()`` (impartial play: both players have the same moves),

each returning an iterable of positions. A position may also offer
``components()``, an iterable of independent positions whose disjunctive sum it
is; the engine then sums their values instead of exploring the product space.
An impartial position may offer ``known_grundy()``, its Grundy value by a
formula (Nim and Welter's game do); :func:`cgtalg.impartial.grundy` and
:func:`cgtalg.value` use it unless called with ``shortcuts=False``, which is how
the tests check the formula against exploration. Any position may offer
``known_value()``, its canonical value as a :class:`cgtalg.Game` (or None when
no formula applies), which :func:`cgtalg.value` trusts likewise. A
:class:`cgtalg.Game` is itself a position, worth itself.

The engine refuses positions that compare by identity (a class that does not
define ``__eq__`` and ``__hash__``): it could never recognise such a position
again, so nothing would be memoized and the search would be exponential.

The two base classes below are conveniences, not requirements: duck typing is
enough. They derive equality and hashing from one method, :meth:`Position.key`,
which a subclass must define.

Examples
--------
>>> class Heap(ImpartialPosition):
...     def __init__(self, n):
...         self.n = n
...     def options(self):
...         return [Heap(k) for k in range(self.n)]
...     def key(self):
...         return self.n
>>> [h.n for h in Heap(3).left_options()]
[0, 1, 2]
"""

from __future__ import annotations

from typing import Any, Hashable, Iterable

from .traversal import certify
from ..errors import InputTypeError


def no_rules_error(cls: type, example: str) -> InputTypeError:
    """The error for a position made from a base class that has no rules (``GridPosition("..")``).

    Parameters
    ----------
    cls : type
        The class a position was asked of.
    example : str
        A ruleset's class to use instead, for the message.

    Returns
    -------
    InputTypeError
        To raise.

    Examples
    --------
    >>> print(no_rules_error(Position, "Domineering"))
    Position is a base class without rules: make a position of a ruleset's class, such as Domineering
    """
    name = cls.__name__ if isinstance(cls, type) else type(cls).__name__
    return InputTypeError(
        f"{name} is a base class without rules: make a position of a ruleset's class, such as {example}"
    )


class Position:
    """Base class for partizan positions: subclasses define the two move lists.

    Subclasses implement :meth:`left_options`, :meth:`right_options` and
    :meth:`key` (a hashable summary that determines the position); equality
    and hashing follow ``key()`` and the class. A subclass without ``key()``
    fails with :class:`~cgtalg.errors.InputTypeError` the first time one of
    its positions is compared or hashed; one that still defines the old name
    ``_key()`` is refused when the class is created.

    Examples
    --------
    >>> class Stalk(Position):          # a single Blue Hackenbush stalk
    ...     def __init__(self, n): self.n = n
    ...     def left_options(self): return [Stalk(k) for k in range(self.n)]
    ...     def right_options(self): return []
    ...     def key(self): return self.n
    >>> Stalk(2) == Stalk(2), len(Stalk(2).left_options())
    (True, 2)
    """

    __slots__ = ()

    def left_options(self) -> Iterable["Position"]:
        """Return the positions Left can move to (subclasses define it).

        Returns
        -------
        iterable of Position
            One position per move of Left; empty when Left cannot move.

        Raises
        ------
        NotImplementedError
            If the subclass does not define it.
        """
        raise NotImplementedError

    def right_options(self) -> Iterable["Position"]:
        """Return the positions Right can move to (subclasses define it).

        Returns
        -------
        iterable of Position
            One position per move of Right; empty when Right cannot move.

        Raises
        ------
        NotImplementedError
            If the subclass does not define it.
        """
        raise NotImplementedError

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if "_key" in cls.__dict__ and "key" not in cls.__dict__:
            raise InputTypeError(
                f"{cls.__name__} defines _key(); the position protocol's method is now called key(): "
                "rename it"
            )
        # Checked for the memo once, here, rather than on the first value of a process (a class
        # that sets __hash__ = None is refused when used, with the guard's message).
        certify(cls)

    def key(self) -> Hashable:
        """Return a hashable summary that determines the position (subclasses define it).

        Two positions of the same class are equal exactly when their keys are.

        Returns
        -------
        Hashable
            The summary; positions of one class with equal keys are the same position.

        Raises
        ------
        InputTypeError
            If the subclass does not define it.

        Examples
        --------
        >>> class Board(Position):
        ...     def __init__(self, cells): self.cells = cells
        ...     def left_options(self): return []
        ...     def right_options(self): return []
        ...     def key(self): return self.cells
        >>> Board("..#").key(), Board("..#") == Board("..#"), len({Board("."), Board(".")})
        ('..#', True, 1)
        >>> class Forgetful(Position):
        ...     def left_options(self): return []
        ...     def right_options(self): return []
        >>> Forgetful() == Forgetful()
        Traceback (most recent call last):
        ...
        cgtalg.errors.InputTypeError: Forgetful must define key(), a hashable summary that determines the position: equality and hashing of Position subclasses are based on it
        """
        raise InputTypeError(
            f"{type(self).__name__} must define key(), a hashable summary that determines the position: "
            "equality and hashing of Position subclasses are based on it"
        )

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self.key() == other.key()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.key()))

    def __repr__(self) -> str:
        try:
            return f"{type(self).__name__}({self.key()!r})"
        except InputTypeError:
            return f"<{type(self).__name__} without key()>"


class ImpartialPosition(Position):
    """Base class for impartial positions: one move list serves both players.

    Examples
    --------
    >>> class Heap(ImpartialPosition):
    ...     def __init__(self, n): self.n = n
    ...     def options(self): return [Heap(k) for k in range(self.n)]
    ...     def key(self): return self.n
    >>> len(list(Heap(4).right_options()))
    4
    """

    __slots__ = ()

    def options(self) -> Iterable["ImpartialPosition"]:
        """Return the positions either player can move to (subclasses define it).

        Returns
        -------
        iterable of ImpartialPosition
            One position per move; empty at a terminal position.

        Raises
        ------
        NotImplementedError
            If the subclass does not define it.
        """
        raise NotImplementedError

    def left_options(self) -> Iterable["ImpartialPosition"]:
        """Return Left's moves: the same as :meth:`options`.

        Returns
        -------
        iterable of ImpartialPosition
            ``self.options()``.
        """
        return self.options()

    def right_options(self) -> Iterable["ImpartialPosition"]:
        """Return Right's moves: the same as :meth:`options`.

        Returns
        -------
        iterable of ImpartialPosition
            ``self.options()``.
        """
        return self.options()


class HeldPosition:
    """A position that holds another and plays it under changed rules (a variant's position).

    The variants of a ruleset (its impartial play, its dicotic play) are
    positions of classes that hold a position of the ruleset in
    :attr:`inner` and derive their moves from its moves. This base gives
    them what they share: the held position as their key (equal wrappers
    hold equal positions), its text as theirs, immutability and a
    ``repr``. A subclass checks its argument and calls :meth:`_hold`, and
    adds the moves.

    Examples
    --------
    >>> from cgtalg.engine.impartial_play import ImpartialPlay
    >>> from cgtalg import UP
    >>> p = ImpartialPlay(UP)
    >>> p.key() is UP, repr(p)
    (True, "ImpartialPlay(Game('^'))")
    """

    __slots__ = ("inner",)
    inner: Any

    def _hold(self, inner: Any) -> None:
        object.__setattr__(self, "inner", inner)

    @classmethod
    def _wrap(cls, inner: Any) -> Any:
        """A position of *cls* holding *inner*, with no check (*inner* is a move of a checked position)."""
        p = object.__new__(cls)
        object.__setattr__(p, "inner", inner)
        return p

    def key(self) -> Any:
        """The held position (equal wrappers hold equal positions).

        Returns
        -------
        object

        Examples
        --------
        >>> from cgtalg.engine.impartial_play import ImpartialPlay
        >>> from cgtalg import UP
        >>> ImpartialPlay(UP).key() is UP
        True
        """
        return self.inner

    def text(self) -> str:
        """The held position's text.

        Returns
        -------
        str

        Raises
        ------
        InputTypeError
            If the held position has no ``text()``.

        Examples
        --------
        >>> from cgtalg.engine.impartial_play import ImpartialPlay
        >>> from cgtalg.rulesets.strip.toppling_dominoes import TopplingDominoes
        >>> ImpartialPlay(TopplingDominoes("LRG")).text()
        'LRG'
        """
        text = getattr(self.inner, "text", None)
        if not callable(text):
            raise InputTypeError(f"a {type(self.inner).__name__} has no position text")
        return text()  # type: ignore[no-any-return]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} positions are immutable")

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.inner!r})"
