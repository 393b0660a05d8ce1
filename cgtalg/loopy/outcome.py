"""Outcomes with draws of loopy games, by retrograde analysis of the graph of play.

In a loopy game play may go on for ever; under normal play a player who
cannot move loses, and infinite play is a *draw* (Winning Ways, ch. 11;
Siegel, *Combinatorial Game Theory*, ch. VI.1). With one player to move at a
position, best play ends in one of three :class:`Result` values: Left wins,
a draw, or Right wins. A game's :class:`LoopyOutcome` is the pair of results
with Left moving first and with Right moving first; of the nine pairs, the
four without a draw are the classes of short games (``L``, ``R``, ``N``,
``P``), and the five with one are ``D``, ``PHat``, ``PCheck``, ``NHat`` and
``NCheck``, named as CGSuite names them.

The analysis works on *states* (a position and the player to move). A state
with no move is lost by its mover; a state with a move to a state lost by
its mover is won; a state all of whose moves lead to states won by their
movers is lost; every state left undecided when nothing more follows is a
draw (neither player can force an end). Decisions spread backwards from the
ended states along a work list, so each move is looked at a bounded number
of times and nothing recurses on the depth of the graph.

:func:`outcomes_of_sum` and :func:`search_outcome` explore the states they
need from the start, as they meet them: a sum of loopy games is searched
through tuples of its components' nodes, and its own graph (let alone its
value) is never built.

Invariant: every answer here is what best play gives under the rule above;
``outcome(g)`` of a loopfree ``g`` is the outcome class of the short game
``g.to_game()``.

References
----------
.. [WW] Berlekamp, Conway, Guy, *Winning Ways*, 2nd ed., vol. 2, ch. 11
   (draws, ``on``, ``off``, ``dud``, ``over``).
.. [Siegel] A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, ch. VI.1
   (outcomes of loopy games) and VI.2 (the nine outcome classes).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from enum import Enum
from typing import Any, Union

from ..core.coerce import coerce_option
from ..core.game_type import Game
from ..core.order import Outcome
from ..errors import InputTypeError, InputValueError, as_integer, describe
from .graph import LoopyGame
from .sided import SidedValue
from .stopper import Stopper

__all__ = [
    "Result",
    "LoopyOutcome",
    "MAX_STATES",
    "outcome",
    "node_outcomes",
    "outcomes_of_sum",
    "search_outcome",
]

#: The default limit on the positions a search of a sum (or of a position's
#: moves) may meet: beyond it the search stops with an
#: :class:`~cgtalg.errors.InputValueError` instead of exhausting memory.
MAX_STATES = 1_000_000

#: The status of a state for the player to move: undecided (a draw at the end), won, lost.
_OPEN, _WON, _LOST = 0, 1, -1


class Result(Enum):
    """What best play gives when a given player moves first: Left wins, a draw, or Right wins.

    Examples
    --------
    >>> print(Result.DRAW, -Result.LEFT_WINS)
    draw Right wins
    """

    LEFT_WINS = -1
    DRAW = 0
    RIGHT_WINS = 1

    def __str__(self) -> str:
        return {-1: "Left wins", 0: "draw", 1: "Right wins"}[self.value]

    def __neg__(self) -> Result:
        return Result(-self.value)


_LEFT, _DRAW, _RIGHT = Result.LEFT_WINS, Result.DRAW, Result.RIGHT_WINS

#: (Left moving first, Right moving first) -> the outcome class's name.
_NAMES = {
    (_LEFT, _LEFT): "L",
    (_RIGHT, _RIGHT): "R",
    (_LEFT, _RIGHT): "N",
    (_RIGHT, _LEFT): "P",
    (_DRAW, _DRAW): "D",
    (_DRAW, _LEFT): "PHat",
    (_RIGHT, _DRAW): "PCheck",
    (_LEFT, _DRAW): "NHat",
    (_DRAW, _RIGHT): "NCheck",
}
_PAIRS = {name: pair for pair, name in _NAMES.items()}
#: Left's order of preference among results (higher is better for Left).
_RANK = {_RIGHT: 0, _DRAW: 1, _LEFT: 2}


class LoopyOutcome(Enum):
    """The outcome class of a loopy game: the results with Left and with Right moving first.

    ``L``, ``R``, ``N`` and ``P`` are the classes of short games; a draw with
    one player or both to move first gives ``D`` (a draw whoever starts),
    ``PHat`` (Left moving second wins, a draw if Left moves first),
    ``PCheck`` (Right moving second wins, a draw if Right moves first),
    ``NHat`` (Left moving first wins, a draw if Right moves first) and
    ``NCheck`` (Right moving first wins, a draw if Left moves first).

    A member compares equal to the :class:`cgtalg.Outcome` of the same name
    (and hashes alike), so ``outcome(position) == Outcome.L`` holds whichever
    kind of outcome the position's search returns. ``-x`` is the class with
    the players' roles exchanged (the class of ``-G``); ``x >= y`` is Left's
    order: ``x`` is at least as good for Left as ``y`` whoever starts.

    Examples
    --------
    >>> x = LoopyOutcome.PHat
    >>> print(x, x.left_first, x.right_first, -x)
    PHat draw Left wins PCheck
    >>> LoopyOutcome.L == Outcome.L, LoopyOutcome.L >= LoopyOutcome.NHat >= LoopyOutcome.D
    (True, True)

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.2; CGSuite's ``OutcomeClass``.
    """

    L = "L"
    R = "R"
    N = "N"
    P = "P"
    D = "D"
    PHat = "PHat"
    PCheck = "PCheck"
    NHat = "NHat"
    NCheck = "NCheck"

    def __str__(self) -> str:
        return self.value

    @property
    def left_first(self) -> Result:
        """The result when Left moves first.

        Returns
        -------
        Result

        Examples
        --------
        >>> print(LoopyOutcome.NHat.left_first)
        Left wins
        """
        return _PAIRS[self.value][0]

    @property
    def right_first(self) -> Result:
        """The result when Right moves first.

        Returns
        -------
        Result

        Examples
        --------
        >>> print(LoopyOutcome.NHat.right_first)
        draw
        """
        return _PAIRS[self.value][1]

    @property
    def short(self) -> Outcome | None:
        """The short games' :class:`cgtalg.Outcome` of the same name, or None for a class with a draw.

        Returns
        -------
        Outcome or None

        Examples
        --------
        >>> LoopyOutcome.N.short, LoopyOutcome.D.short
        (<Outcome.N: 'N'>, None)
        """
        return Outcome(self.value) if self.value in ("L", "R", "N", "P") else None

    @classmethod
    def from_results(cls, left_first: Result, right_first: Result) -> LoopyOutcome:
        """The class whose results are ``left_first`` (Left moving first) and ``right_first``.

        Parameters
        ----------
        left_first, right_first : Result
            The results with Left, and with Right, to move first.

        Returns
        -------
        LoopyOutcome

        Raises
        ------
        InputTypeError
            If an argument is not a :class:`Result`.

        Examples
        --------
        >>> LoopyOutcome.from_results(Result.DRAW, Result.LEFT_WINS)
        <LoopyOutcome.PHat: 'PHat'>
        """
        for what, r in (("left_first", left_first), ("right_first", right_first)):
            if not isinstance(r, Result):
                raise InputTypeError(f"{what} must be a Result, got {describe(r)}")
        return cls(_NAMES[left_first, right_first])

    @classmethod
    def from_outcome(cls, outcome: Outcome) -> LoopyOutcome:
        """The class of a short game's :class:`cgtalg.Outcome`.

        Parameters
        ----------
        outcome : Outcome
            ``L``, ``R``, ``N`` or ``P``.

        Returns
        -------
        LoopyOutcome

        Raises
        ------
        InputTypeError
            If ``outcome`` is not an :class:`~cgtalg.Outcome`.

        Examples
        --------
        >>> LoopyOutcome.from_outcome(Outcome.P)
        <LoopyOutcome.P: 'P'>
        """
        if not isinstance(outcome, Outcome):
            raise InputTypeError(f"expected an Outcome, got {describe(outcome)}")
        return cls(outcome.value)

    def __neg__(self) -> LoopyOutcome:
        left_first, right_first = _PAIRS[self.value]
        return LoopyOutcome(_NAMES[-right_first, -left_first])

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LoopyOutcome):
            return self is other
        if isinstance(other, Outcome):
            return self.value == other.value
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._name_)

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, LoopyOutcome):
            return NotImplemented
        a, b = _PAIRS[self.value], _PAIRS[other.value]
        return _RANK[a[0]] >= _RANK[b[0]] and _RANK[a[1]] >= _RANK[b[1]]

    def __le__(self, other: object) -> bool:
        if not isinstance(other, LoopyOutcome):
            return NotImplemented
        return other.__ge__(self)


def _retrograde(moves: list[list[int]], status: list[int]) -> None:
    """Decide every state that best play decides: ``status[s]`` becomes won, lost or stays open.

    ``moves[s]`` are the states a move from ``s`` leads to (the opponent to
    move there). A state whose status is already won or lost on entry is
    taken as settled (a short game met in a search, say); its moves are not
    read. The decisions spread backwards on a work list: a lost state makes
    every state moving to it won, and a state all of whose moves lead to won
    states is lost.
    """
    n = len(moves)
    parents: list[list[int]] = [[] for _ in range(n)]
    pending = [0] * n
    work: list[int] = []
    for s in range(n):
        if status[s] != _OPEN:
            work.append(s)
            continue
        targets = moves[s]
        pending[s] = len(targets)
        if not targets:
            status[s] = _LOST
            work.append(s)
        for t in targets:
            parents[t].append(s)
    while work:
        s = work.pop()
        if status[s] == _LOST:
            for p in parents[s]:
                if status[p] == _OPEN:
                    status[p] = _WON
                    work.append(p)
        else:
            for p in parents[s]:
                if status[p] == _OPEN:
                    pending[p] -= 1
                    if pending[p] == 0:
                        status[p] = _LOST
                        work.append(p)


def _as_result(status: int, mover: int) -> Result:
    """The result of a state of the given status, ``mover`` 0 for Left, 1 for Right."""
    if status == _OPEN:
        return _DRAW
    left_wins = (status == _WON) == (mover == 0)
    return _LEFT if left_wins else _RIGHT


def _check_game(g: object, what: str = "g") -> LoopyGame:
    if isinstance(g, LoopyGame):
        return g
    if isinstance(g, Stopper):
        return g.form
    if isinstance(g, SidedValue):
        raise InputTypeError(
            f"{what} is a stopper-sided value, which has no game graph; outcome() reads its class from its sides"
        )
    try:
        return LoopyGame.from_game(coerce_option(g))
    except InputTypeError:
        raise InputTypeError(f"{what} must be a loopy game or a short game, got {describe(g)}") from None


def node_outcomes(g: LoopyGame) -> tuple[LoopyOutcome, ...]:
    """The outcome class of every node of ``g``'s graph, by node number.

    Parameters
    ----------
    g : LoopyGame
        A loopy game (a short game or a number is read as a loopfree one).

    Returns
    -------
    tuple of LoopyOutcome
        ``node_outcomes(g)[v]`` is the class of ``g.at(v)``.

    Raises
    ------
    InputTypeError
        If ``g`` is not a game.

    Examples
    --------
    ``over = {0 | pass}``: ``over`` itself is ``L``, its option ``0`` is ``P``.

    >>> over = LoopyGame.from_graph({"over": ([0], ["over"])}, "over")
    >>> [str(x) for x in node_outcomes(over)] == [str(outcome(over.at(v))) for v in range(over.node_count)]
    True
    >>> sorted(str(x) for x in node_outcomes(over))
    ['L', 'P']

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.1 (retrograde analysis).
    """
    game = _check_game(g)
    left, right = game.left_arrays, game.right_arrays
    n = game.node_count
    # state 2v: Left to move at v; 2v + 1: Right to move at v
    moves: list[list[int]] = []
    for v in range(n):
        moves.append([2 * o + 1 for o in left[v]])
        moves.append([2 * o for o in right[v]])
    status = [_OPEN] * (2 * n)
    _retrograde(moves, status)
    return tuple(
        LoopyOutcome(_NAMES[_as_result(status[2 * v], 0), _as_result(status[2 * v + 1], 1)]) for v in range(n)
    )


def outcome(g: LoopyGame | Stopper | SidedValue) -> LoopyOutcome:
    """The outcome class of a loopy game under normal play, infinite play a draw.

    A stopper-sided value ``G = G+ & G-`` has no graph of its own; its class
    is read from its sides. Moving first, Left wins ``G`` exactly when she
    wins the offside ``G-`` moving first (``G- <= 0`` fails), and she at
    least draws exactly when she wins the onside ``G+`` moving first; Right's
    results mirror these.

    Parameters
    ----------
    g : LoopyGame, Stopper or SidedValue
        A loopy game or value (a short game or a number is read as a loopfree one).

    Returns
    -------
    LoopyOutcome

    Raises
    ------
    InputTypeError
        If ``g`` is not a game.

    Examples
    --------
    ``on = {on | }``, ``off = {| off}``, ``dud = {dud | dud}``, and the sided
    value ``a{{|a}|}`` (``1 & 0``):

    >>> on = LoopyGame.from_graph({"on": (["on"], [])}, "on")
    >>> dud = LoopyGame.from_graph({"d": (["d"], ["d"])}, "d")
    >>> a = LoopyGame.from_graph({"a": (["b"], []), "b": ([], ["a"])}, "a")
    >>> [str(outcome(x)) for x in (on, -on, dud, a)]
    ['L', 'R', 'D', 'PHat']
    >>> from cgtalg.loopy import SidedValue, loopy_value
    >>> [str(outcome(x)) for x in (loopy_value(dud), loopy_value(a))]
    ['D', 'PHat']

    References
    ----------
    Winning Ways, ch. 11; Siegel, *Combinatorial Game Theory*, ch. VI.1-2.
    """
    if isinstance(g, SidedValue):
        return _outcome_of_sides(g.onside, g.offside)
    game = _check_game(g)
    return node_outcomes(game)[game.start]


def _outcome_of_sides(onside: Stopper, offside: Stopper) -> LoopyOutcome:
    """The class of ``onside & offside``: each player's result moving first, read from the two sides."""
    if not offside <= 0:
        left_first = Result.LEFT_WINS
    elif not onside <= 0:
        left_first = Result.DRAW
    else:
        left_first = Result.RIGHT_WINS
    if not onside >= 0:
        right_first = Result.RIGHT_WINS
    elif not offside >= 0:
        right_first = Result.DRAW
    else:
        right_first = Result.LEFT_WINS
    return LoopyOutcome.from_results(left_first, right_first)


def _check_limit(limit: object) -> int:
    number = None if isinstance(limit, bool) else as_integer(limit)
    if number is None:
        raise InputTypeError(f"limit must be a positive int, got {describe(limit)}")
    if number < 1:
        raise InputValueError(f"limit must be at least 1, got {number}")
    return number


#: What an ``expand`` callback of :func:`_search` returns: the successor states, or a settled status.
Expansion = Union[list, int]


def _search(starts: list[Hashable], expand: Callable[[Any], Expansion], limit: int, what: str) -> list[int]:
    """The statuses of ``starts`` by exploring the states reachable from them, then retrograde analysis.

    ``expand(state)`` gives the list of states a move from ``state`` leads to,
    or ``_WON``/``_LOST`` when the state's status is known without its moves.
    The exploration is a breadth-first work list over a dict of states met; it
    stops with an InputValueError naming ``what`` past ``limit`` states.
    """
    numbers: dict[Hashable, int] = {}
    order: list[Hashable] = []
    for s in starts:
        if s not in numbers:
            numbers[s] = len(order)
            order.append(s)
    moves: list[list[int]] = []
    status: list[int] = []
    i = 0
    while i < len(order):
        found = expand(order[i])
        i += 1
        if isinstance(found, int):
            moves.append([])
            status.append(found)
            continue
        row = []
        for t in found:
            number = numbers.get(t)
            if number is None:
                number = numbers[t] = len(order)
                order.append(t)
                if len(order) > limit:
                    raise InputValueError(
                        f"{what} has more than {limit:,} states (a position and the player to move) reachable: "
                        "pass a larger limit= to search further"
                    )
            row.append(number)
        moves.append(row)
        status.append(_OPEN)
    _retrograde(moves, status)
    return [status[numbers[s]] for s in starts]


def _outcome_of_statuses(left_first: int, right_first: int) -> LoopyOutcome:
    return LoopyOutcome(_NAMES[_as_result(left_first, 0), _as_result(right_first, 1)])


def outcomes_of_sum(*games: LoopyGame, limit: int = MAX_STATES) -> LoopyOutcome:
    """The outcome class of the disjunctive sum of ``games``, searched without building the sum.

    The states of the search are tuples of the summands' nodes (equal
    summands' nodes sorted, since their order does not matter) with the
    player to move, explored from the tuple of starts as play reaches them.

    Parameters
    ----------
    *games : LoopyGame
        The summands (short games and numbers are read as loopfree loopy
        games); no summand gives the class of ``0``, ``P``.
    limit : int, default MAX_STATES
        The most states the search may meet.

    Returns
    -------
    LoopyOutcome

    Raises
    ------
    InputTypeError
        If a summand is not a game or ``limit`` is not an int.
    InputValueError
        If the search meets more than ``limit`` states.

    Examples
    --------
    ``on + off`` and ``over + under`` are draws (each player passes for ever);
    ``over + over - 1`` is Right's (``over`` is below every positive number):

    >>> on = LoopyGame.from_graph({"on": (["on"], [])}, "on")
    >>> over = LoopyGame.from_graph({"over": ([0], ["over"])}, "over")
    >>> str(outcomes_of_sum(on, -on)), str(outcomes_of_sum(over, -over)), str(outcomes_of_sum(over, over, -1))
    ('D', 'D', 'R')

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.1 (sums of loopy games);
    Winning Ways, ch. 11.
    """
    bound = _check_limit(limit)
    parts = [_check_game(g, f"summand {i + 1}") for i, g in enumerate(games)]
    if not parts:
        return LoopyOutcome.P
    if len(parts) == 1:
        return outcome(parts[0])
    # order the summands so that equal ones are neighbours; each run of equal summands is a group
    parts.sort(key=hash)
    groups: list[tuple[int, int]] = []
    start = 0
    for i in range(1, len(parts) + 1):
        if i == len(parts) or parts[i] != parts[start]:
            groups.append((start, i))
            start = i
    arrays = [(p.left_arrays, p.right_arrays) for p in parts]
    k = len(parts)

    def normal(nodes: list[int]) -> tuple[int, ...]:
        for a, b in groups:
            if b - a > 1:
                nodes[a:b] = sorted(nodes[a:b])
        return tuple(nodes)

    def expand(state: tuple[int, ...]) -> list[tuple[int, ...]]:
        side = state[k]
        found = []
        for i in range(k):
            for o in arrays[i][side][state[i]]:
                nodes = list(state[:k])
                nodes[i] = o
                found.append(normal(nodes) + (1 - side,))
        return found

    first = normal([p.start for p in parts])
    left_first, right_first = _search([first + (0,), first + (1,)], expand, bound, "the sum")
    return _outcome_of_statuses(left_first, right_first)


def search_outcome(
    start: Hashable,
    left_options: Callable[[Any], Iterable[Hashable]],
    right_options: Callable[[Any], Iterable[Hashable]],
    *,
    limit: int = MAX_STATES,
    settled: Callable[[Any, int], Result | None] | None = None,
) -> LoopyOutcome:
    """The outcome class of a game given by its move functions, by retrograde analysis of its states.

    Positions are any hashable objects that compare by value; the search
    meets them from ``start`` as play reaches them, so the graph may be
    given implicitly (the position engine searches ruleset positions so).

    Parameters
    ----------
    start : hashable
        The starting position.
    left_options, right_options : callable
        ``left_options(p)``: the positions Left can move to from ``p``;
        ``right_options(p)`` Right's.
    limit : int, default MAX_STATES
        The most states (position, player to move) the search may meet.
    settled : callable, optional
        ``settled(p, mover)`` (``mover`` 0 for Left, 1 for Right) may give the
        :class:`Result` of ``p`` with that player to move when it is known
        without searching (a short game met in play), or None.

    Returns
    -------
    LoopyOutcome

    Raises
    ------
    InputTypeError
        If a move function is not callable, or a position is unhashable.
    InputValueError
        If the search meets more than ``limit`` states.

    Examples
    --------
    A counter that Left may raise (up to 3) and Right may lower (down to 0):
    from 1 neither can be made to run out of moves; from 0, Right moving
    first has none.

    >>> up, down = (lambda n: [n + 1] if n < 3 else []), (lambda n: [n - 1] if n > 0 else [])
    >>> str(search_outcome(1, up, down)), str(search_outcome(0, up, down))
    ('D', 'PHat')

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.1.
    """
    bound = _check_limit(limit)
    for what, f in (("left_options", left_options), ("right_options", right_options), ("settled", settled)):
        if not callable(f) and (f is not None or what != "settled"):
            raise InputTypeError(f"{what} must be a function of a position, got {describe(f)}")
    try:
        hash(start)
    except TypeError:
        raise InputTypeError(f"a position must be hashable, got {describe(start)}") from None
    functions = (left_options, right_options)

    def expand(state: tuple[Any, int]) -> Expansion:
        position, side = state
        if settled is not None:
            known = settled(position, side)
            if known is not None:
                if not isinstance(known, Result) or known is _DRAW:
                    raise InputTypeError(f"settled() must give Result.LEFT_WINS, Result.RIGHT_WINS or None, got {known!r}")
                return _WON if (known is _LEFT) == (side == 0) else _LOST
        found = []
        for q in functions[side](position):
            try:
                hash(q)
            except TypeError:
                raise InputTypeError(f"a position must be hashable, got {describe(q)}") from None
            found.append((q, 1 - side))
        return found

    left_first, right_first = _search([(start, 0), (start, 1)], expand, bound, "the game")
    return _outcome_of_statuses(left_first, right_first)
