"""Positions whose moves cycle: their game graphs, outcomes with draws, and values.

The short-game engine (:mod:`cgtalg.engine.traversal`) refuses a position
from which play can return to a position already on the line of play: such a
position is a *loopy* game. This module answers for it through
:mod:`cgtalg.loopy`:

* :func:`loopy_game` explores the positions play can reach into a
  :class:`~cgtalg.loopy.graph.LoopyGame`, the game's finite graph;
* :func:`loopy_outcome` and :func:`loopy_outcome_of_sum` find who wins, or
  that best play never ends (a draw), by retrograde analysis of the states
  (position, player to move) met from the start, without building a graph of
  values; a short game met among the positions is settled by its order at once;
* :func:`loopy_grundy` is the generalised Sprague-Grundy value of an
  impartial position;
* :func:`loopy_value` is the value of the position's graph.

:func:`cgtalg.outcome` and :func:`cgtalg.value` of a position whose moves
cycle answer through :func:`loopy_outcome` and :func:`loopy_value`, and
:func:`cgtalg.impartial.grundy` of an impartial one with its generalised
Sprague-Grundy value, from the same exploration.

Positions follow the protocol of :mod:`cgtalg.engine.position` (or move
functions are given, as for :func:`cgtalg.value`); every walk is an explicit
work list, and a search that meets more positions than its ``limit`` stops
with a clear :class:`~cgtalg.errors.InputValueError`.

References
----------
Siegel, *Combinatorial Game Theory*, ch. VI.1 (game graphs, outcomes with
draws); Winning Ways, ch. 11 and 12.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, Iterable

from ..core.game import Game
from ..errors import InputTypeError, InputValueError, as_integer, describe
from ..loopy.graph import MAX_NODES, LoopyGame
from ..loopy.impartial import LoopyGrundy, _smith, grundy_value
from ..loopy.outcome import LoopyOutcome, Result, search_outcome
from ..loopy.value import _value_of_arrays
from ..loopy.value import loopy_value as _loopy_value
from .traversal import MoveCycleError, TypeGuard, _move_functions, moves_of

__all__ = ["MAX_POSITIONS", "loopy_game", "loopy_outcome", "loopy_outcome_of_sum", "loopy_grundy", "loopy_value"]

#: The default limit on the positions an exploration may meet (a search of
#: outcomes counts states: a position with the player to move).
MAX_POSITIONS = 1_000_000

MoveFunction = Callable[[Any], Iterable[Hashable]]
Moves = tuple[MoveFunction, MoveFunction]


def _limit(limit: object) -> int:
    number = None if isinstance(limit, bool) else as_integer(limit)
    if number is None:
        raise InputTypeError(f"limit must be a positive int, got {describe(limit)}")
    if number < 1:
        raise InputValueError(f"limit must be at least 1, got {number}")
    return min(number, MAX_NODES)


def _reader(moves: Moves | None) -> tuple[Callable[[Any, int], list[Any]], TypeGuard]:
    """``options(position, side)`` (side 0 Left, 1 Right) and the type guard for the positions met."""
    guard = TypeGuard(strict=moves is not None)
    if moves is not None:
        def options(position: Any, side: int) -> list[Any]:
            found = list(moves[side](position))
            guard.check(found)
            return found
    else:
        def options(position: Any, side: int) -> list[Any]:
            found = list(moves_of(position)[side])
            guard.check(found)
            return found
    return options, guard


def _explore(position: Any, moves: Moves | None, limit: int) -> LoopyGame:
    return LoopyGame(*_explore_arrays(position, moves, limit), 0)


def _explore_arrays(
    position: Any, moves: Moves | None, limit: int, *, same_moves: bool = False, order: list[Any] | None = None,
) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
    """The positions reachable from ``position`` as raw option arrays (the start is node 0, nothing merged).

    With ``same_moves`` only Left's moves are asked for (an impartial game's
    move function): the one list of arrays is returned for both players.
    """
    options, guard = _reader(moves)
    guard.check((position,))
    if moves is None:
        moves_of(position)  # a clear error for a non-position before anything else
    numbers: dict[Any, int] = {position: 0}
    if order is None:
        order = []
    order.append(position)
    left: list[tuple[int, ...]] = []
    right: list[tuple[int, ...]] = []
    sides = ((0, left),) if same_moves else ((0, left), (1, right))
    i = 0
    while i < len(order):
        p = order[i]
        i += 1
        for side, rows in sides:
            row = []
            for q in options(p, side):
                number = numbers.get(q)
                if number is None:
                    number = numbers[q] = len(order)
                    order.append(q)
                    if len(order) > limit:
                        raise InputValueError(
                            f"more than {limit:,} positions are reachable from {describe(position)}: "
                            "pass a larger limit= to explore further"
                        )
                row.append(number)
            rows.append(tuple(row))
    return left, left if same_moves else right


def loopy_game(
    position: Hashable,
    *,
    limit: int = MAX_POSITIONS,
    left_options: MoveFunction | None = None,
    right_options: MoveFunction | None = None,
    options: MoveFunction | None = None,
) -> LoopyGame:
    """The game graph of a position: every position play can reach, as a :class:`~cgtalg.loopy.graph.LoopyGame`.

    Parameters
    ----------
    position : hashable
        A position (``left_options()``/``right_options()``, or ``options()``),
        a :class:`~cgtalg.Game`, or any hashable value when move functions are
        given. A :class:`~cgtalg.loopy.graph.LoopyGame` is its own graph.
    limit : int, default MAX_POSITIONS
        The most positions the exploration may meet.
    left_options, right_options : callable, optional
        Move functions to use instead of the position's methods (give both).
    options : callable, optional
        One move function for both players.

    Returns
    -------
    LoopyGame
        The minimal graph of the position's form (positions whose plays unfold
        alike are one node).

    Raises
    ------
    InputTypeError
        If something met is not a position or compares by identity.
    InputValueError
        If more than ``limit`` positions are reachable, or the move functions
        are given inconsistently.

    Examples
    --------
    A token on a cycle of three squares, which either player may move on:
    every position is ``dud``'s form, one node that both players move back to.

    >>> g = loopy_game(0, options=lambda n: [(n + 1) % 3])
    >>> g.node_count, g.left_arrays, g.right_arrays
    (1, ((0,),), ((0,),))

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.1.
    """
    if isinstance(position, LoopyGame):
        return position
    return _explore(position, _move_functions(left_options, right_options, options), _limit(limit))


def _settled(position: Any, side: int) -> Result | None:
    """A short game's result with ``side`` to move, read from its order (None for other positions)."""
    if type(position) is not Game:
        return None
    if side == 0:
        return Result.RIGHT_WINS if position <= 0 else Result.LEFT_WINS
    return Result.LEFT_WINS if position >= 0 else Result.RIGHT_WINS


def loopy_outcome(
    position: Hashable,
    *,
    limit: int = MAX_POSITIONS,
    left_options: MoveFunction | None = None,
    right_options: MoveFunction | None = None,
    options: MoveFunction | None = None,
) -> LoopyOutcome:
    """The outcome class of a position whose moves may cycle: wins, losses and draws.

    Parameters
    ----------
    position : hashable
        A position, a :class:`~cgtalg.Game` or a
        :class:`~cgtalg.loopy.graph.LoopyGame`; any hashable value when move
        functions are given.
    limit : int, default MAX_POSITIONS
        The most states (position, player to move) the search may meet.
    left_options, right_options : callable, optional
        Move functions to use instead of the position's methods (give both).
    options : callable, optional
        One move function for both players.

    Returns
    -------
    LoopyOutcome
        ``L``, ``R``, ``N``, ``P``, or a class with a draw (``D``, ``PHat``,
        ``PCheck``, ``NHat``, ``NCheck``).

    Raises
    ------
    InputTypeError
        If something met is not a position or compares by identity.
    InputValueError
        If the search meets more than ``limit`` states.

    Examples
    --------
    A token on squares 0 to 3 that Left moves right and Right moves left, one
    square at a time; each undoes the other's move, so only a player to move
    at the wrong end is ever stuck:

    >>> left = lambda n: [n + 1] if n < 3 else []
    >>> right = lambda n: [n - 1] if n > 0 else []
    >>> [str(loopy_outcome(n, left_options=left, right_options=right)) for n in range(4)]
    ['PHat', 'D', 'D', 'PCheck']

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.1; Winning Ways, ch. 11.
    """
    if isinstance(position, LoopyGame):
        from ..loopy.outcome import outcome

        return outcome(position)
    moves = _move_functions(left_options, right_options, options)
    bound = _limit(limit)
    reader, guard = _reader(moves)
    guard.check((position,))
    if moves is None:
        moves_of(position)
    return search_outcome(
        position,
        lambda p: reader(p, 0),
        lambda p: reader(p, 1),
        limit=bound,
        settled=None if moves is not None else _settled,
    )


def loopy_outcome_of_sum(*positions: Hashable, limit: int = MAX_POSITIONS) -> LoopyOutcome:
    """The outcome class of the disjunctive sum of positions whose moves may cycle, searched lazily.

    The states are tuples of the summands' positions with the player to move,
    met from the tuple of starts as play reaches them; neither the sum's graph
    nor any value is built.

    Parameters
    ----------
    *positions : hashable
        The summands: positions, :class:`~cgtalg.Game` values or
        :class:`~cgtalg.loopy.graph.LoopyGame` graphs (a graph's nodes are
        its positions).
    limit : int, default MAX_POSITIONS
        The most states the search may meet.

    Returns
    -------
    LoopyOutcome
        ``P`` for no summand.

    Raises
    ------
    InputTypeError
        If a summand is not a position.
    InputValueError
        If the search meets more than ``limit`` states.

    Examples
    --------
    ``on`` (Left may always pass) plus ``-1``, and plus ``off``:

    >>> from cgtalg import parse
    >>> on = loopy_game(0, left_options=lambda n: [n], right_options=lambda n: [])
    >>> str(loopy_outcome_of_sum(on, parse("-1"))), str(loopy_outcome_of_sum(on, -on))
    ('L', 'D')

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.1 (sums of loopy games).
    """
    bound = _limit(limit)
    reader, guard = _reader(None)
    parts: list[Any] = []
    for i, p in enumerate(positions):
        if isinstance(p, LoopyGame):
            parts.append(_Node(p, p.start))
            continue
        try:
            guard.check((p,))
            moves_of(p)
        except InputTypeError as error:
            raise InputTypeError(f"summand {i + 1}: {error}") from None
        parts.append(p)
    if not parts:
        return LoopyOutcome.P
    k = len(parts)

    def side_options(state: tuple[Any, ...], side: int) -> list[tuple[Any, ...]]:
        found = []
        for i in range(k):
            for q in reader(state[i], side):
                found.append(state[:i] + (q,) + state[i + 1:])
        return found

    return search_outcome(
        tuple(parts),
        lambda s: side_options(s, 0),
        lambda s: side_options(s, 1),
        limit=bound,
    )


class _Node:
    """A node of a loopy game graph as a position (its options are the nodes its edges reach)."""

    __slots__ = ("graph", "node")

    def __init__(self, graph: LoopyGame, node: int) -> None:
        self.graph = graph
        self.node = node

    def left_options(self) -> list[_Node]:
        return [_Node(self.graph, o) for o in self.graph.left_arrays[self.node]]

    def right_options(self) -> list[_Node]:
        return [_Node(self.graph, o) for o in self.graph.right_arrays[self.node]]

    def __eq__(self, other: object) -> bool:
        return type(other) is _Node and self.node == other.node and self.graph == other.graph

    def __hash__(self) -> int:
        return hash((self.graph, self.node))


def loopy_grundy(
    position: Hashable,
    *,
    limit: int = MAX_POSITIONS,
    options: MoveFunction | None = None,
) -> LoopyGrundy:
    """The generalised Sprague-Grundy value of an impartial position whose moves may cycle.

    Parameters
    ----------
    position : hashable
        An impartial position (``options()``, or the same Left and Right
        moves), an impartial :class:`~cgtalg.Game`, or any hashable value with
        ``options=``.
    limit : int, default MAX_POSITIONS
        The most positions the exploration may meet.
    options : callable, optional
        The move function.

    Returns
    -------
    LoopyGrundy
        A nonnegative integer, or ``∞_K``.

    Raises
    ------
    InputTypeError
        If something met is not a position.
    InputValueError
        If the position is not impartial (Left's and Right's moves differ
        somewhere), or more than ``limit`` positions are reachable.

    Examples
    --------
    A token moving round the squares 0, 1, 2, which a player may instead take
    off to square 3, where play stops: on the circle the first player takes
    it off and wins (``∞_{0}``); with the exit from square 0 alone, the
    squares are numbers:

    >>> circle = lambda n: [(n + 1) % 3, 3] if n < 3 else []
    >>> [str(loopy_grundy(n, options=circle)) for n in range(4)]
    ['∞_{0}', '∞_{0}', '∞_{0}', '0']
    >>> one_exit = lambda n: [(n + 1) % 3] + ([3] if n == 0 else []) if n < 3 else []
    >>> [str(loopy_grundy(n, options=one_exit)) for n in range(4)]
    ['2', '1', '0', '0']

    References
    ----------
    Winning Ways, ch. 12; Smith (1966).
    """
    if options is not None and not callable(options):
        raise InputTypeError(f"options= must be a function from a position to its options, not {describe(options)}")
    return grundy_value(loopy_game(position, limit=limit, options=options))


def loopy_value(
    position: Hashable,
    *,
    limit: int = MAX_POSITIONS,
    left_options: MoveFunction | None = None,
    right_options: MoveFunction | None = None,
    options: MoveFunction | None = None,
) -> Any:
    """The value of a position whose moves may cycle: a short game when none do.

    The positions play can reach are valued from their raw option arrays,
    strongly connected component by component (a stopper's simplest form is
    found per component, so graphs of hundreds of thousands of positions are
    valued without a canonical graph of the whole); a graph with an
    alternating cycle is made into its :func:`loopy_game` and valued by
    ``cgtalg.loopy.value.loopy_value``.

    Parameters
    ----------
    position : hashable
        A position, a :class:`~cgtalg.Game`, or any hashable value when move
        functions are given.
    limit : int, default MAX_POSITIONS
        The most positions the exploration may meet.
    left_options, right_options : callable, optional
        Move functions to use instead of the position's methods (give both).
    options : callable, optional
        One move function for both players.

    Returns
    -------
    Game or loopy value
        The canonical short game of a position whose moves never cycle; else
        the loopy value of its graph.

    Raises
    ------
    InputTypeError
        If something met is not a position.
    InputValueError
        If more than ``limit`` positions are reachable, or the moves cycle and
        the graph has no value here.

    Examples
    --------
    >>> print(loopy_value(3, options=lambda n: [n - k for k in (1, 2) if n >= k]))
    0

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI (values of loopy games).
    """
    if isinstance(position, LoopyGame):
        return position.to_game() if position.is_loopfree() else _value_of_graph(position)
    moves = _move_functions(left_options, right_options, options)
    return _value_of_arrays(*_explore_arrays(position, moves, _limit(limit)), 0)


def _value_of_graph(game: LoopyGame) -> Any:
    """The loopy value of a graph with a cycle: a stopper, a sided value, or a clear refusal."""
    return _loopy_value(game)


def _value_of_cyclic(position: Any, moves: Moves | None, error: MoveCycleError) -> Any:
    """:func:`cgtalg.value`'s answer for a position whose short-game traversal met ``error``, a cycle."""
    return _value_of_arrays(*_explore_arrays(position, moves, MAX_POSITIONS), 0)


def _grundy_of_cyclic(position: Any, options: MoveFunction) -> LoopyGrundy:
    """:func:`cgtalg.impartial.grundy`'s answer for an impartial position whose moves cycle.

    The positions reachable by ``options`` are explored once (at most
    :data:`MAX_POSITIONS` of them) and labelled by Smith's method; the value
    of the start is returned.
    """
    return _grundy_with_options(position, options)[0]


def _grundy_with_options(position: Any, options: MoveFunction) -> tuple[LoopyGrundy, list[tuple[Any, LoopyGrundy]]]:
    """The generalised value of a cyclic impartial position and ``(option, value)`` for its distinct options.

    One exploration (at most :data:`MAX_POSITIONS` positions) and one
    labelling by Smith's method give both; the options come in the order
    the move function first gives them.
    """
    order: list[Any] = []
    try:
        successors, _ = _explore_arrays(position, (options, options), MAX_POSITIONS, same_moves=True, order=order)
    except InputValueError as error:
        head, cut, _ = str(error).partition(": pass a larger limit=")
        if not cut:
            raise
        raise InputValueError(
            f"{head}, the most grundy() explores of a loopy game (call cgtalg.engine.loopy_position."
            "loopy_grundy(position, limit=...) to explore further)"
        ) from None
    values = _smith(tuple(successors))
    firsts = list(dict.fromkeys(successors[0]))
    return values[0], [(order[v], values[v]) for v in firsts]
