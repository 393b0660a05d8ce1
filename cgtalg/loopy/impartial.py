"""Impartial loopy games: generalised Sprague-Grundy values (Smith's method).

An impartial loopy game is a finite digraph of positions, the same moves for
both players; a player who cannot move loses and infinite play is a draw.
Its *generalised Sprague-Grundy value* (Smith 1966; Winning Ways, ch. 12
"Games Eternal -- Games Entailed"; Fraenkel's papers) is, at each position,
either a nonnegative integer ``n`` or ``∞`` with the set ``K`` of the finite
values among the position's options (written ``∞_{0,1}``, or plain ``∞``
when there are none). It is the unique function ``γ`` with, for some
counter function ``c`` on the finite-valued positions:

* A. if ``γ(u) = n`` is finite, ``n`` is the least number not among the
  finite values of ``u``'s options;
* B. if ``γ(u) = n`` is finite and an option ``v`` of ``u`` has
  ``γ(v) > n`` (``∞`` included), then ``v`` has an option ``w`` with
  ``γ(w) = n`` and ``c(w) < c(u)`` (the move to ``v`` is reversed, and the
  reversals cannot go on for ever);
* C. if ``γ(u) = ∞``, some option ``v`` of ``u`` has ``γ(v) = ∞_K`` with
  the least number ``m`` missing from ``u``'s finite option values not in
  ``K`` (``u`` cannot be ``m``).

A position is a second-player win (``P``) when its value is ``0``, a
first-player win (``N``) when it is a positive number or ``∞_K`` with
``0 ∈ K``, and a draw (``D``) when it is ``∞_K`` with ``0 ∉ K``. Values add
as nim-sums: ``a + b = a ⊕ b`` for numbers, ``∞_K + b = ∞_{K ⊕ b}``, and
``∞_K + ∞_J = ∞`` (every option of a sum of two infinite values has an
infinite summand); so the outcome of a sum follows from the values of its
parts.

Smith's method labels the positions level by level, ``m = 0, 1, 2, ...``:
at level ``m`` a position is labelled ``m`` while it has no option labelled
``m`` and each of its options that is unlabelled or labelled ``∞`` has an
option labelled ``m``; when no more can be labelled, every unlabelled
position without an option labelled ``m`` is labelled ``∞``. Each level is
one pass of a work list over the moves, with no recursion.

References
----------
.. [WW] Berlekamp, Conway, Guy, *Winning Ways*, 2nd ed., vol. 2, ch. 12.
.. [Smith] C. A. B. Smith, "Graphs and composite games", *J. Combinatorial
   Theory* 1 (1966) 51-81.
.. [Fraenkel] A. S. Fraenkel, Y. Yesha, "Theory of annihilation games -- I",
   *J. Combin. Theory Ser. B* 33 (1982); A. S. Fraenkel, "Scenic trails
   ascending from sea-level Nim to alpine chess", in *Games of No Chance*,
   MSRI Publ. 29 (1996).
.. [Siegel] A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, ch. VI
   (impartial loopy games).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..errors import InputTypeError, InputValueError, as_integer, describe
from .graph import LoopyGame
from .outcome import LoopyOutcome, _check_game

__all__ = [
    "LoopyGrundy",
    "digraph_grundy",
    "is_impartial",
    "grundy_values",
    "grundy_value",
    "impartial_outcome_of_sum",
]


class LoopyGrundy:
    """A generalised Sprague-Grundy value: a nonnegative integer, or ``∞`` with a set of integers.

    ``LoopyGrundy(n)`` is the finite value ``n``;
    ``LoopyGrundy.infinity(K)`` is ``∞_K``, ``K`` the finite values of the
    position's options. Values are immutable and hashable; ``+`` is the
    generalised nim-sum; :attr:`outcome` is the outcome class of a position
    of this value.

    Parameters
    ----------
    n : int
        A nonnegative integer.

    Raises
    ------
    InputTypeError
        If ``n`` is not an int.
    InputValueError
        If ``n`` is negative.

    Examples
    --------
    >>> a, b = LoopyGrundy(2), LoopyGrundy.infinity({0, 3})
    >>> print(a, b, a + b, b + b)
    2 ∞_{0,3} ∞_{1,2} ∞
    >>> print(a.outcome, b.outcome, (a + b).outcome)
    N N D
    """

    __slots__ = ("_n", "_set")

    _n: int | None
    _set: frozenset[int]

    def __init__(self, n: int) -> None:
        number = None if isinstance(n, bool) else as_integer(n)
        if number is None:
            raise InputTypeError(f"a Grundy value is a nonnegative int, got {describe(n)}")
        if number < 0:
            raise InputValueError(f"a Grundy value is a nonnegative int, got {number}")
        object.__setattr__(self, "_n", number)
        object.__setattr__(self, "_set", frozenset())

    @classmethod
    def infinity(cls, finite_options: Iterable[int] = ()) -> LoopyGrundy:
        """The infinite value ``∞_K``, ``K`` the finite values among a position's options.

        Parameters
        ----------
        finite_options : iterable of int, default ()
            The set ``K`` of nonnegative ints.

        Returns
        -------
        LoopyGrundy

        Raises
        ------
        InputTypeError
            If ``finite_options`` is not an iterable of ints.
        InputValueError
            If one of them is negative.

        Examples
        --------
        >>> print(LoopyGrundy.infinity(), LoopyGrundy.infinity([1, 0]))
        ∞ ∞_{0,1}
        """
        if isinstance(finite_options, (str, bytes)) or not isinstance(finite_options, Iterable):
            raise InputTypeError(f"the finite option values must be a set of ints, got {describe(finite_options)}")
        values = set()
        for k in finite_options:
            values.add(LoopyGrundy(k)._n)
        value = object.__new__(cls)
        object.__setattr__(value, "_n", None)
        object.__setattr__(value, "_set", frozenset(values))
        return value

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("LoopyGrundy is immutable")

    @property
    def is_finite(self) -> bool:
        """True for a nonnegative integer value, False for ``∞_K``.

        Returns
        -------
        bool

        Examples
        --------
        >>> LoopyGrundy(0).is_finite, LoopyGrundy.infinity().is_finite
        (True, False)
        """
        return self._n is not None

    @property
    def n(self) -> int | None:
        """The integer of a finite value; None for ``∞_K``.

        Returns
        -------
        int or None

        Examples
        --------
        >>> LoopyGrundy(3).n, LoopyGrundy.infinity({1}).n
        (3, None)
        """
        return self._n

    @property
    def finite_options(self) -> frozenset[int]:
        """The set ``K`` of ``∞_K`` (empty for a finite value, which records no such set).

        Returns
        -------
        frozenset of int

        Examples
        --------
        >>> sorted(LoopyGrundy.infinity({2, 0}).finite_options)
        [0, 2]
        """
        return self._set

    @property
    def outcome(self) -> LoopyOutcome:
        """The outcome class of a position of this value: ``P``, ``N`` or ``D``.

        Returns
        -------
        LoopyOutcome
            ``P`` for 0; ``N`` for a positive value and for ``∞_K`` with
            ``0`` in ``K``; ``D`` for ``∞_K`` without ``0``.

        Examples
        --------
        >>> [str(v.outcome) for v in (LoopyGrundy(0), LoopyGrundy(4), LoopyGrundy.infinity({0}),
        ...                           LoopyGrundy.infinity({1}))]
        ['P', 'N', 'N', 'D']
        """
        if self._n is not None:
            return LoopyOutcome.P if self._n == 0 else LoopyOutcome.N
        return LoopyOutcome.N if 0 in self._set else LoopyOutcome.D

    def __add__(self, other: object) -> LoopyGrundy:
        if not isinstance(other, LoopyGrundy):
            return NotImplemented
        if self._n is not None and other._n is not None:
            return LoopyGrundy(self._n ^ other._n)
        if self._n is None and other._n is None:
            return LoopyGrundy.infinity()
        finite, infinite = (self, other) if self._n is not None else (other, self)
        shift = finite._n
        return LoopyGrundy.infinity(k ^ shift for k in infinite._set)  # type: ignore[operator]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LoopyGrundy):
            return NotImplemented
        return self._n == other._n and self._set == other._set

    def __hash__(self) -> int:
        return hash((LoopyGrundy, self._n, self._set))

    def __repr__(self) -> str:
        if self._n is not None:
            return f"LoopyGrundy({self._n})"
        return f"LoopyGrundy.infinity({sorted(self._set)!r})"

    def __str__(self) -> str:
        if self._n is not None:
            return str(self._n)
        if not self._set:
            return "∞"
        return "∞_{" + ",".join(map(str, sorted(self._set))) + "}"

    def latex(self) -> str:
        """The value in LaTeX: ``3``, ``\\infty`` or ``\\infty_{0,1}``.

        Returns
        -------
        str

        Examples
        --------
        >>> print(LoopyGrundy.infinity({0, 1}).latex())
        \\infty_{0,1}
        """
        return str(self).replace("∞", "\\infty")

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        if self._n is not None:
            return (LoopyGrundy, (self._n,))
        return (LoopyGrundy.infinity, (tuple(sorted(self._set)),))


_UNLABELLED, _INFINITE = -2, -1


def _smith(successors: tuple[tuple[int, ...], ...]) -> list[LoopyGrundy]:
    """Smith's labelling of a digraph, level by level (see the module's docstring)."""
    n = len(successors)
    parents: list[list[int]] = [[] for _ in range(n)]
    for u in range(n):
        for v in successors[u]:
            parents[v].append(u)
    label = [_UNLABELLED] * n
    left = n
    m = 0
    while left:
        # has_m[v]: v has an option labelled m; bad[u]: options of u that are unlabelled or
        # infinite and have no option labelled m (u may be labelled m once it has none)
        has_m = [False] * n
        bad = [0] * n
        work = []
        for u in range(n):
            if label[u] == _UNLABELLED:
                bad[u] = sum(1 for v in successors[u] if label[v] < 0)
                if bad[u] == 0:
                    work.append(u)
        while work:
            u = work.pop()
            if label[u] != _UNLABELLED or has_m[u] or bad[u]:
                continue
            label[u] = m
            left -= 1
            for p in parents[u]:
                if has_m[p]:
                    continue
                has_m[p] = True
                if label[p] < 0:
                    for q in parents[p]:
                        if label[q] == _UNLABELLED:
                            bad[q] -= 1
                            if bad[q] == 0 and not has_m[q]:
                                work.append(q)
        for u in range(n):
            if label[u] == _UNLABELLED and not has_m[u]:
                label[u] = _INFINITE
                left -= 1
        m += 1
    values = []
    for u in range(n):
        if label[u] >= 0:
            values.append(LoopyGrundy(label[u]))
        else:
            values.append(LoopyGrundy.infinity(label[v] for v in successors[u] if label[v] >= 0))
    return values


def digraph_grundy(successors: Iterable[Iterable[int]]) -> tuple[LoopyGrundy, ...]:
    """The generalised Sprague-Grundy value of every vertex of a digraph given by its successor lists.

    Parameters
    ----------
    successors : sequence of sequences of int
        ``successors[u]``: the vertices (``0 .. n-1``) a move from ``u`` reaches.

    Returns
    -------
    tuple of LoopyGrundy
        One value per vertex.

    Raises
    ------
    InputTypeError
        If ``successors`` is not a list of lists of ints.
    InputValueError
        If a successor is not a vertex.

    Examples
    --------
    Two positions that move to each other (a draw: ``∞``); a position that
    may pass or move to the end ``0`` (``∞_{0}``, a first-player win); a
    position ``u`` whose only move is to ``v``, which may move back or end
    the game (``u`` is ``0``: the opponent ends it, ``v`` is ``1``):

    >>> [str(x) for x in digraph_grundy([[1], [0]])]
    ['∞', '∞']
    >>> [str(x) for x in digraph_grundy([[0, 1], []])]
    ['∞_{0}', '0']
    >>> [str(x) for x in digraph_grundy([[1], [0, 2], []])]
    ['0', '1', '0']

    References
    ----------
    Smith (1966); Winning Ways, ch. 12; Fraenkel and Yesha (1982).
    """
    if isinstance(successors, (str, bytes)) or not isinstance(successors, Iterable):
        raise InputTypeError(f"the successor lists must be a list of lists of vertices, got {describe(successors)}")
    rows = []
    for row in successors:
        if isinstance(row, (str, bytes)) or not isinstance(row, Iterable):
            raise InputTypeError(f"each successor list must be a list of vertices, got {describe(row)}")
        items = []
        for v in row:
            number = None if isinstance(v, bool) else as_integer(v)
            if number is None:
                raise InputTypeError(f"a successor must be a vertex number, got {describe(v)}")
            items.append(number)
        rows.append(tuple(items))
    n = len(rows)
    for u, row in enumerate(rows):
        for v in row:
            if not 0 <= v < n:
                raise InputValueError(f"vertex {u} has a successor {v}, which is not a vertex (0 .. {n - 1})")
    return tuple(_smith(tuple(rows)))


def is_impartial(g: LoopyGame) -> bool:
    """True if Left and Right have the same options at every node of ``g``.

    Parameters
    ----------
    g : LoopyGame
        A loopy game (a short game is read as a loopfree one).

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If ``g`` is not a game.

    Examples
    --------
    >>> is_impartial(LoopyGame.from_arrays([[0]], [[0]])), is_impartial(LoopyGame.from_arrays([[0]], [[]]))
    (True, False)
    """
    game = _check_game(g)
    return game.left_arrays == game.right_arrays


def _impartial(g: object) -> LoopyGame:
    game = _check_game(g)
    if game.left_arrays != game.right_arrays:
        for v in range(game.node_count):
            if game.left_arrays[v] != game.right_arrays[v]:
                raise InputValueError(
                    f"the game is not impartial: at node {v} Left's options {list(game.left_arrays[v])} "
                    f"differ from Right's {list(game.right_arrays[v])}"
                )
    return game


def grundy_values(g: LoopyGame) -> tuple[LoopyGrundy, ...]:
    """The generalised Sprague-Grundy value of every node of an impartial loopy game, by node number.

    Parameters
    ----------
    g : LoopyGame
        An impartial loopy game (the same options for Left and Right at every
        node); an impartial short game is read as a loopfree one.

    Returns
    -------
    tuple of LoopyGrundy

    Raises
    ------
    InputTypeError
        If ``g`` is not a game.
    InputValueError
        If ``g`` is not impartial.

    Examples
    --------
    >>> g = LoopyGame.from_graph({"u": (["u", 0], ["u", 0])}, "u")
    >>> sorted(str(x) for x in grundy_values(g))
    ['0', '∞_{0}']

    References
    ----------
    Winning Ways, ch. 12; Smith (1966).
    """
    game = _impartial(g)
    return tuple(_smith(game.left_arrays))


def grundy_value(g: LoopyGame) -> LoopyGrundy:
    """The generalised Sprague-Grundy value of an impartial loopy game.

    Parameters
    ----------
    g : LoopyGame
        An impartial loopy game; an impartial short game is read as a
        loopfree one (its value is its nim value).

    Returns
    -------
    LoopyGrundy

    Raises
    ------
    InputTypeError
        If ``g`` is not a game.
    InputValueError
        If ``g`` is not impartial.

    Examples
    --------
    >>> from cgtalg import parse
    >>> print(grundy_value(parse("*3")), grundy_value(LoopyGame.from_arrays([[0]], [[0]])))
    3 ∞

    References
    ----------
    Winning Ways, ch. 12; Smith (1966).
    """
    game = _impartial(g)
    return _smith(game.left_arrays)[game.start]


def impartial_outcome_of_sum(*games: LoopyGame) -> LoopyOutcome:
    """The outcome class of a sum of impartial loopy games, from their values alone.

    Parameters
    ----------
    *games : LoopyGame
        Impartial loopy games (or impartial short games), or their values as
        :class:`LoopyGrundy`.

    Returns
    -------
    LoopyOutcome
        ``P``, ``N`` or ``D``: the outcome of the generalised nim-sum of the
        values (``P`` for no summand).

    Raises
    ------
    InputTypeError
        If a summand is not a game or a value.
    InputValueError
        If a summand is not impartial.

    Examples
    --------
    ``∞_{0}`` (pass, or move to 0) plus ``*1`` is a draw; plus ``0`` it is a
    first-player win; two of it are a draw:

    >>> g = LoopyGame.from_graph({"u": (["u", 0], ["u", 0])}, "u")
    >>> from cgtalg import parse
    >>> [str(impartial_outcome_of_sum(g, x)) for x in (parse("*"), parse("0"), g)]
    ['D', 'N', 'D']

    References
    ----------
    Winning Ways, ch. 12 (sums of loopy impartial games); Smith (1966).
    """
    total = LoopyGrundy(0)
    for g in games:
        total = total + (g if isinstance(g, LoopyGrundy) else grundy_value(g))
    return total.outcome
