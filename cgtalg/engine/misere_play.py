"""Misère outcomes of partizan positions and of sums of positions, by search.

Under the misère convention the player who cannot move on their turn **wins**.
Misère play has no useful values to add: the outcome of a sum depends on the
whole game trees of its parts, not on their outcomes or on their normal-play
values, so the answer is found by play alone. The search is a minimax over
states (a multiset of components, the player to move), memoized, stopping at
a state's first winning move, on the explicit stack of
:func:`cgtalg.engine.traversal.traverse` (a move back onto the line of play,
a loopy game, is refused).

A state is the multiset of the sum's components, so ``a + b`` and ``b + a``
are one state, and a move replaces one component by the option it moves to.
A position that offers ``components()`` (a board falling apart into regions
no move crosses) is split into them, since play on it is play on their
disjunctive sum; and a component in which neither player has a move is
dropped (it offers no move, so the sum's moves are the other components'
moves). Both hold for every game tree under either convention. Nothing else
is merged or reversed, and normal-play hooks such as ``known_outcome()`` are
never used.

Every search meets at most :data:`MAX_STATES` states, or the ``limit=`` given;
the count is checked as each state is expanded, so a search ends once that
many states have been explored, with :class:`MisereSearchLimitError`.

References
----------
A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, ch. V.1 (misère play,
outcomes of partizan games).
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, ch. 13.

Examples
--------
>>> from cgtalg.rulesets.grid.domineering import Domineering
>>> str(misere_outcome_of_position(Domineering("..")))       # only Right can move, and Left cannot
'L'
>>> str(misere_outcome_of_sum([Domineering(".."), Domineering(".|.")]))   # one move each: N
'N'
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Iterable

from ..core.game import Game
from ..errors import InputTypeError, InputValueError, check_int, describe
from ..core.order import Outcome
from ..misere.form import PartizanMisereGame
from .traversal import MoveCycleError, TypeGuard, components_of, moves_of, traverse

__all__ = ["misere_outcome_of_position", "misere_outcome_of_sum", "MisereSearchLimitError", "MAX_STATES"]

#: The most states (multiset of components, player to move) one search explores by default:
#: about two minutes of pure-Python search on a 6 x 6 Domineering board, which has more.
MAX_STATES = 500_000


class MisereSearchLimitError(InputValueError):
    """The misère outcome search explored more states than its limit without an answer.

    Parameters
    ----------
    limit : int
        The limit that was reached (kept as ``.limit``).

    Examples
    --------
    >>> issubclass(MisereSearchLimitError, InputValueError)
    True
    >>> MisereSearchLimitError(10).limit
    10
    """

    def __init__(self, limit: int) -> None:
        self.limit = limit
        super().__init__(
            f"the misère outcome search explored {limit} states (a multiset of components and the player "
            f"to move) without an answer: pass a larger limit= to misere_outcome_of_position or "
            f"misere_outcome_of_sum (the default is cgtalg.engine.misere_play.MAX_STATES = {MAX_STATES})"
        )


def misere_outcome_of_position(position: Any, *, limit: int | None = None) -> Outcome:
    """Return the misère outcome class of a position: the player with no move on their turn wins.

    Parameters
    ----------
    position : object
        A position (``left_options()``/``right_options()``, or ``options()``
        for an impartial one), hashable and comparing by value, or a
        :class:`~cgtalg.misere.PartizanMisereGame`.
    limit : int, optional
        The most states to explore (default :data:`MAX_STATES`).

    Returns
    -------
    Outcome
        ``L`` (Left wins whoever starts), ``R``, ``N`` (the player to move
        wins) or ``P`` (the player to move loses), under misère play.

    Raises
    ------
    InputTypeError
        If *position* is not a position, is a normal-play value (a
        :class:`~cgtalg.Game`, an int, a Fraction: its canonical form has
        forgotten the options misère play needs), or compares by identity.
    InputValueError
        If *limit* is not at least 1, or moves can cycle (misère play of loopy
        games is not supported).
    MisereSearchLimitError
        If more than *limit* states are met (an :class:`~cgtalg.errors.InputValueError`).

    References
    ----------
    A. N. Siegel, *Combinatorial Game Theory*, ch. V.1; Winning Ways, ch. 13.

    Examples
    --------
    >>> from cgtalg.rulesets.grid.clobber import Clobber
    >>> from cgtalg.rulesets.heap.penny import Penny
    >>> [str(misere_outcome_of_position(p)) for p in (Clobber("xo"), Clobber("x.o"), Penny(1, 1), Penny(1, 2, 3))]
    ['P', 'N', 'N', 'P']
    """
    _check_part(position)
    if isinstance(position, PartizanMisereGame):
        return position.outcome()
    return _search([position], _limit(limit))


def misere_outcome_of_sum(components: Iterable[Any], *, limit: int | None = None) -> Outcome:
    """Return the misère outcome class of the disjunctive sum of *components*, without building it.

    A move is a move in one component; the player with no move in any
    component on their turn wins.

    Parameters
    ----------
    components : iterable
        Positions, as for :func:`misere_outcome_of_position` (they may be of
        different rulesets, and :class:`~cgtalg.misere.PartizanMisereGame`
        forms). An empty sum is the empty game, which the player to move wins.
    limit : int, optional
        The most states to explore (default :data:`MAX_STATES`).

    Returns
    -------
    Outcome
        The misère outcome of the sum.

    Raises
    ------
    InputTypeError
        If *components* is not an iterable (a str is refused), or a component
        is not usable (see :func:`misere_outcome_of_position`).
    InputValueError
        If *limit* is not at least 1, or moves can cycle.
    MisereSearchLimitError
        If more than *limit* states are met.

    References
    ----------
    A. N. Siegel, *Combinatorial Game Theory*, ch. V.1; Winning Ways, ch. 13.

    Examples
    --------
    Misère Nim's heaps ``1 1`` as two Penny rows: the first player takes one
    and leaves the last to the opponent.

    >>> from cgtalg.rulesets.heap.penny import Penny
    >>> str(misere_outcome_of_sum([Penny(1), Penny(1)])), str(misere_outcome_of_sum([]))
    ('N', 'N')
    >>> from cgtalg.misere import parse
    >>> str(misere_outcome_of_sum([parse("1"), parse("-1")])), str((parse("1") + parse("-1")).outcome())
    ('N', 'N')
    """
    if isinstance(components, (str, bytes)) or not isinstance(components, Iterable):
        raise InputTypeError(f"misere_outcome_of_sum needs an iterable of positions, got {describe(components)}")
    parts = list(components)
    for p in parts:
        _check_part(p)
    return _search(parts, _limit(limit))


def _limit(limit: object) -> int:
    return MAX_STATES if limit is None else check_int(limit, "the state limit", minimum=1)


def _check_part(p: object, what: str = "misère outcome") -> None:
    """Refuse a normal-play value, a loopy value or a non-position as a part of a misère search.

    *what* names the thing asked for in the messages (``"misère outcome"``,
    ``"misère form"``).
    """
    if isinstance(p, (Game, int, Fraction)):
        shown = str(p) if isinstance(p, Game) else describe(p)
        raise InputTypeError(
            f"{shown if len(shown) <= 60 else describe(p)} is a normal-play value ({type(p).__name__}): a canonical value forgets the options "
            f"that misère play needs, so it has no {what}; use a position, or a misère form "
            "(cgtalg.misere.PartizanMisereGame.from_game(g) for the form of a game's canonical tree, "
            "or cgtalg.misere.parse)"
        )
    if type(p).__name__ in ("Stopper", "SidedValue", "LoopyGame") and type(p).__module__.startswith("cgtalg.loopy"):
        raise InputTypeError(f"{describe(p)} is a loopy value: misère play of loopy games is not supported")
    if not isinstance(p, PartizanMisereGame) and not (
        callable(getattr(p, "left_options", None)) or callable(getattr(p, "options", None))
    ):
        raise InputTypeError(
            f"{describe(p)} ({type(p).__name__}) is not a position: a {what} needs left_options() and "
            "right_options(), or options(), or a cgtalg.misere.PartizanMisereGame"
        )


def _search(parts: list[Any], limit: int) -> Outcome:
    """The misère outcome of the sum of *parts*: a memoized minimax over (multiset, player to move)."""
    guard = TypeGuard(strict=True)
    guard._ok.add(PartizanMisereGame)  # hash-consed: identity is equality of forms
    guard.check(parts)
    # component -> its (Left, Right) options, each option as the tuple of its own components
    table: dict[Any, tuple[tuple[tuple[Any, ...], ...], tuple[tuple[Any, ...], ...]]] = {}
    empty: set[Any] = set()  # components without a move for either player
    count = [0]

    def split(p: Any) -> tuple[Any, ...]:
        """*p* as its components (a position's own ``components()``, sums of sums flattened)."""
        out = []
        stack = [p]
        while stack:
            q = stack.pop()
            if type(q) is Game:
                _check_part(q)
            parts = components_of(q)
            if parts is None:
                if q not in empty:
                    out.append(q)
            else:
                guard.check(parts)
                stack.extend(parts)
        return tuple(out)

    def options_of(c: Any) -> tuple[tuple[tuple[Any, ...], ...], tuple[tuple[Any, ...], ...]]:
        found = table.get(c)
        if found is None:
            left, right = moves_of(c)
            left, right = list(left), list(right)
            guard.check(left)
            guard.check(right)
            found = (tuple(map(split, left)), tuple(map(split, right)))
            table[c] = found
            if not left and not right:
                empty.add(c)
        return found

    def expand(state: tuple[frozenset, int]) -> tuple[Any, Any]:
        count[0] += 1
        if count[0] > limit:
            raise MisereSearchLimitError(limit)
        multiset, side = state
        other = 1 - side
        kids = []
        for c, n in multiset:
            moves = options_of(c)[side]
            if not moves:
                continue
            rest = dict(multiset)
            if n == 1:
                del rest[c]
            else:
                rest[c] = n - 1
            for parts in moves:
                after = rest.copy()
                for o in parts:
                    if o not in empty:
                        after[o] = after.get(o, 0) + 1
                kids.append((frozenset(after.items()), other))
        if not kids:
            return None, True  # no move on your turn: under misère play you win
        return kids, None

    def close(state: Any, children: list, token: Any, memo: Any, cut: bool) -> bool:
        return cut  # a child lost by its mover is a winning move; none means a loss

    def lost(answer: bool) -> bool:
        return not answer

    counts: dict[Any, int] = {}
    for p in parts:
        for c in split(p):
            options_of(c)
            if c not in empty:
                counts[c] = counts.get(c, 0) + 1
    root = frozenset(counts.items())
    memo: dict[Any, bool] = {}
    try:
        left_first = traverse((root, 0), expand=expand, close=close, memo=memo, cutoff=lost, guard=_STATES, name=_named)
        right_first = traverse((root, 1), expand=expand, close=close, memo=memo, cutoff=lost, guard=_STATES, name=_named)
    except MoveCycleError as exc:
        raise InputValueError(
            f"misère play of loopy games is not supported: {exc}; cgtalg.outcome gives the normal-play "
            "outcome with draws"
        ) from None
    if left_first:
        return Outcome.N if right_first else Outcome.L
    return Outcome.R if right_first else Outcome.P


def _named(state: tuple[frozenset, int]) -> str:
    """A state as the sum of its components, for an error message."""
    return " + ".join(repr(c) if n == 1 else f"{n} x {c!r}" for c, n in state[0]) or "the empty game"


#: States are tuples of frozensets and ints: checked once, by this guard, never again.
_STATES = TypeGuard(strict=True)
