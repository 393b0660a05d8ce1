"""The outcome search for sums of regions: who wins, without the canonical form of the whole sum.

:meth:`cgtalg.engine.search.Search.outcome` asks :func:`wins` whether the
player to move wins a sum of regions. A *state* is ``(small, big, side)``:

* ``small`` -- one canonical value, the sum of every region whose value is
  known: regions of at most :attr:`~cgtalg.engine.search.Schema.small_region`
  cells (valued exactly when first met) and every region the ruleset's table
  of region values already holds, however big (solved earlier, or read from
  a database by :func:`cgtalg.engine.solved_table.load_table`); numbers,
  nimbers, switches and all other known parts are thus simplified into one
  game before any search;
* ``big`` -- the sorted codes of the other regions (a region and its
  negative cancel);
* ``side`` -- 0 when Left is to move, 1 when Right is.

When every part of the position is known, the parts' stops may prove the
outcome before their sum is made (:func:`decided_by_stops`: the stops of a
sum lie between bounds made of its parts' stops). With no big region left
the answer is read off ``small`` (the mover wins iff it is not ``<= 0`` for
Left, not ``>= 0`` for Right). Otherwise the
search is a depth-first minimax that stops at the first winning move. It
makes each child only when it is about to be tried (the sum ``small +``
the moved part's known value is the costly step), so the moves are
ordered cheapest first: the moves in ``small`` (to its options, no sum to
make), then the moves in the big regions, each region's in the order the
schema lists them. A child state whose answer the table holds is not
searched again.
A schema with a ``region_side_moves(key, side)`` method (NoGo's) is asked
for the mover's moves in a region only, not for both players' lists of
``region_moves``: a region met with one player to move needs no more.
Such children are cheap, so they are all made when a state is opened, and
one the table (or the end of play) already shows lost for the opponent is
taken before any other is searched (an enhanced transposition cut-off).

The answers are kept in an :class:`OutcomeTable` per ruleset, shared
between calls (states are facts about games, true whoever asks), with a
limit in bytes: when the estimate of what it holds passes the limit it
empties itself, as every cache of the library does (:mod:`cgtalg.core.cache`).
It is listed by :func:`cgtalg.cache_info` as ``"<ruleset> outcomes"`` and
emptied by :func:`cgtalg.clear_caches`. An interrupted search
(``KeyboardInterrupt``) leaves both tables holding only finished answers.

References
----------
M. Müller, H. Yamada et al., "MCGS: a modular combinatorial game solver"
(2023): components, a transposition table and a database of solved
subgames. Winning Ways, chapter 2 (sums, outcomes); Lessons in Play,
chapters 2 and 4; Siegel, *Combinatorial Game Theory*, chapter II.

Examples
--------
>>> from cgtalg.rulesets.grid.domineering import Domineering, RULES
>>> stats = SolveStats()
>>> key = Domineering("....|....|....|....").key()
>>> wins(RULES.search, key, 0, stats), wins(RULES.search, key, 1, stats)
(True, True)
>>> stats.nodes > 0
True
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Callable, Iterator

from ..core.cache import BoundedCache
from ..core.values import ZERO
from ..errors import InputTypeError, InputValueError, check_int, describe
from .traversal import MoveCycleError

if TYPE_CHECKING:
    from ..core.game import Game
    from .search import Search

__all__ = ["OutcomeTable", "SolveStats", "wins", "outcome_table", "decided_by_stops", "DEFAULT_TABLE_BYTES",
           "PROGRESS_EVERY"]

#: The byte limit of a ruleset's outcome table unless it is changed (``outcome_table(search).max_bytes``).
DEFAULT_TABLE_BYTES = 64 << 20

#: Searched states between two calls of a ``progress`` callback.
PROGRESS_EVERY = 2000

#: The estimated bytes of one entry with no big region: the dict's slot and index, the state tuple
#: and the empty tuple's share; each big region adds :data:`_BYTES_PER_REGION`. (The games are
#: interned and shared, so they are not counted.) On the 175,360 entries of Domineering 4x5 + 3x6 + 2x8,
#: tracemalloc measures 162 bytes an entry against 170 estimated.
_ENTRY_BYTES = 160
_BYTES_PER_REGION = 8


class OutcomeTable(BoundedCache):
    """The transposition table of the outcome search: state -> bool, with a limit in bytes.

    A :class:`~cgtalg.core.cache.BoundedCache` that counts an estimate of
    the bytes its entries take (:attr:`used`) and empties itself when a new
    entry would pass :attr:`max_bytes`. Its ``maxsize`` (what
    :func:`cgtalg.cache_info` reports) is the most entries the limit allows.

    Parameters
    ----------
    name : str
        The name :func:`cgtalg.cache_info` lists it under (unique).
    max_bytes : int
        The limit (0: nothing is stored).

    Examples
    --------
    >>> t = OutcomeTable("demo outcomes", 400)
    >>> t.put(("a", (), 0), True); t.put(("b", (), 0), False); t.put(("c", (1, 2), 1), True)
    >>> len(t), t.clears, t.used
    (1, 1, 176)
    >>> t.unregister()
    """

    __slots__ = ("max_bytes", "used")

    def __init__(self, name: str, max_bytes: int) -> None:
        max_bytes = check_int(max_bytes, "an outcome table's max_bytes", minimum=0)
        super().__init__(name, max_bytes // _ENTRY_BYTES)
        self.max_bytes = 0 if self.maxsize == 0 else max_bytes  # CGTALG_NO_CACHE makes both 0
        self.used = 0

    def put(self, key: Any, value: Any) -> None:
        """Store *value* under the state *key* (``(small, big, side)``), emptying the table first if it would pass its limit.

        Parameters
        ----------
        key : tuple
            A state: ``(small, big, side)``.
        value : bool
            Whether the player to move wins it.

        Examples
        --------
        >>> t = OutcomeTable("demo outcomes put", 1000)
        >>> t.put((0, (3,), 0), True); t[(0, (3,), 0)], t.used
        (True, 168)
        >>> t.unregister()
        """
        cost = _ENTRY_BYTES + _BYTES_PER_REGION * len(key[1])
        if self.used + cost > self.max_bytes:
            if self.max_bytes < cost:
                return
            with self._lock:
                self.clear()
                self.clears += 1
        self[key] = value
        self.used += cost

    def clear(self) -> None:
        """Empty the table (and its count of bytes).

        Examples
        --------
        >>> t = OutcomeTable("demo outcomes clear", 1000)
        >>> t.put((0, (), 0), True); t.clear(); len(t), t.used
        (0, 0)
        >>> t.unregister()
        """
        super().clear()
        self.used = 0

    def set_max_bytes(self, max_bytes: int) -> None:
        """Change the limit (emptying the table if it holds more).

        Parameters
        ----------
        max_bytes : int
            The new limit in bytes (0: store nothing).

        Raises
        ------
        InputTypeError
            If *max_bytes* is not an int.
        InputValueError
            If it is negative.

        Examples
        --------
        >>> t = OutcomeTable("demo outcomes limit", 1000)
        >>> t.set_max_bytes(10 << 20); t.max_bytes, t.maxsize
        (10485760, 65536)
        >>> t.unregister()
        """
        max_bytes = check_int(max_bytes, "an outcome table's max_bytes", minimum=0)
        self.max_bytes = max_bytes
        self.maxsize = max_bytes // _ENTRY_BYTES
        if self.used > max_bytes:
            self.clear()


_TABLES: dict[str, OutcomeTable] = {}


def outcome_table(search: "Search") -> OutcomeTable:
    """The outcome table of *search*'s ruleset (made on first use, :data:`DEFAULT_TABLE_BYTES` bytes).

    Parameters
    ----------
    search : Search
        A ruleset's search.

    Returns
    -------
    OutcomeTable

    Examples
    --------
    >>> from cgtalg.rulesets.grid.clobber import RULES
    >>> outcome_table(RULES.search).name
    'clobber outcomes'
    """
    _check_search(search)
    name = f"{search.schema.name} outcomes"
    table = _TABLES.get(name)
    if table is None:
        table = _TABLES[name] = OutcomeTable(name, DEFAULT_TABLE_BYTES)
    return table


def _check_search(search: Any) -> None:
    """Refuse what is not a ruleset's search (it has a schema and a table of region values)."""
    if not (hasattr(search, "schema") and hasattr(search, "table") and hasattr(search, "value")):
        raise InputTypeError(f"the outcome search runs on a ruleset's search (RULES.search), not {describe(search)}")


def _check_arguments(key: Any, side: Any, stats: Any) -> None:
    """Refuse a *key* that is not an int or a tuple of ints, a *side* not 0 or 1, *stats* not a SolveStats."""
    if not (type(key) is int or (type(key) is tuple and all(type(k) is int for k in key))):
        raise InputTypeError(f"a search key is an int or a tuple of ints (a position's key()), not {describe(key)}")
    if check_int(side, "the player to move (0 Left, 1 Right)") not in (0, 1):
        raise InputValueError(f"the player to move is 0 (Left) or 1 (Right), not {side}")
    if not isinstance(stats, SolveStats):
        raise InputTypeError(f"stats is a SolveStats (it counts what the search does), not {describe(stats)}")


class SolveStats:
    """What an outcome search did: states searched, table hits, depth, seconds.

    Attributes
    ----------
    nodes : int
        States searched (their moves tried).
    hits : int
        Child states answered by the table.
    cutoffs : int
        Sums of known parts answered by their stops (:func:`decided_by_stops`).
    depth : int
        The current depth (moves from the root).
    max_depth : int
        The deepest line of play searched.
    seconds : float
        CPU-independent wall-clock seconds since the search started.

    Examples
    --------
    >>> s = SolveStats(); s.nodes, s.hits, s.max_depth
    (0, 0, 0)
    >>> str(s)
    'states 0, table hits 0, depth 0/0'
    """

    __slots__ = ("nodes", "hits", "cutoffs", "depth", "max_depth", "start", "seconds")

    def __init__(self) -> None:
        self.nodes = 0
        self.hits = 0
        self.cutoffs = 0
        self.depth = 0
        self.max_depth = 0
        self.start = time.perf_counter()
        self.seconds = 0.0

    def __str__(self) -> str:
        return f"states {self.nodes:,}, table hits {self.hits:,}, depth {self.depth}/{self.max_depth}"


def wins(search: "Search", key: Any, side: int, stats: SolveStats,
         progress: Callable[[SolveStats], None] | None = None) -> bool:
    """Whether the player *side* (0 Left, 1 Right) moving first wins the position with key *key*.

    A depth-first minimax on an explicit stack of open states (a line of
    play may be thousands of moves long), children made as they are tried.

    Parameters
    ----------
    search : Search
        The ruleset's search (its region values and moves).
    key : int or tuple of int
        A normalised key.
    side : int
        0 for Left to move, 1 for Right.
    stats : SolveStats
        Counts what the search does (updated in place).
    progress : callable, optional
        Called as ``progress(stats)`` every :data:`PROGRESS_EVERY` states
        searched, and once at the end.

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If *search* is not a search, *key* not an int or a tuple of ints,
        *side* not an int, or *stats* not a :class:`SolveStats`.
    InputValueError
        If *side* is not 0 or 1.
    MoveCycleError
        If a move returns to a state on the current line of play (a loopy
        ruleset has no outcome here).

    References
    ----------
    Winning Ways, chapter 2; Lessons in Play, chapter 2 (outcome classes
    from the options).

    Examples
    --------
    >>> from cgtalg.rulesets.grid.clobber import Clobber, RULES
    >>> wins(RULES.search, Clobber("xo").key(), 0, SolveStats())
    True
    """
    table = outcome_table(search)
    _check_arguments(key, side, stats)
    moves = search.schema.region_moves
    move_memo: dict[int, tuple[list[Any], list[Any]]] = {}
    split_memo: dict[Any, tuple[Game, tuple[int, ...]]] = {}
    on_line: set[Any] = set()

    def moves_of(region: int) -> tuple[list[Any], list[Any]]:
        got = move_memo.get(region)
        if got is None:
            if region > 0:
                lo, ro = moves(region)
            else:
                l2, r2 = moves(-region)
                lo, ro = [_negated(k) for k in r2], [_negated(k) for k in l2]
            got = (list(dict.fromkeys(lo)), list(dict.fromkeys(ro)))
            move_memo[region] = got
        return got

    side_moves = getattr(search.schema, "region_side_moves", None)
    side_memo: dict[tuple[int, int], list[Any]] = {}

    def moves_by(region: int, s: int) -> list[Any]:
        # The mover's moves only, for a schema that makes one player's (region_side_moves): those of
        # a negated region are the negatives of the other player's in the region.
        if side_moves is None:
            return moves_of(region)[s]
        got = side_memo.get((region, s))
        if got is None:
            if region > 0:
                got = list(dict.fromkeys(side_moves(region, s)))
            else:
                got = list(dict.fromkeys([_negated(k) for k in side_moves(-region, 1 - s)]))
            side_memo[(region, s)] = got
        return got

    def split(k: Any) -> tuple[Game, tuple[int, ...]]:
        got = split_memo.get(k)
        if got is None:
            got = split_memo[k] = split_key(search, k)
        return got

    def children(small: Game, big: tuple[int, ...], s: int) -> Iterator[tuple[Game, tuple[int, ...], int]]:
        # The child states of the mover s, made one at a time: the moves in small (no sum to make)
        # first, then each big region's moves.
        other = 1 - s
        for opt in (small.left_options if s == 0 else small.right_options):
            yield opt, big, other
        for i, region in enumerate(big):
            rest = big[:i] + big[i + 1:]
            for k in moves_by(region, s):
                part_small, part_big = split(k)
                yield (small if part_small is ZERO else small + part_small), merge(rest, part_big), other

    def known(state: tuple[Game, tuple[int, ...], int]) -> bool | None:
        # The answer of state without a search (terminal or in the table), else None.
        small, big, s = state
        if not big:
            # Everything is valued: the mover wins iff the game is not <= 0 (Left) / >= 0 (Right).
            return (not small <= 0) if s == 0 else (not small >= 0)
        got = table.get(state)
        if got is not None:
            stats.hits += 1
        return got

    def open_frame(state: tuple[Game, tuple[int, ...], int]) -> list[Any]:
        if state in on_line:
            raise MoveCycleError(
                f"the move graph of {search.schema.name} has a cycle: the outcome search met the regions {state[1]!r} "
                "again on its line of play: this is a loopy game, not a short game")
        on_line.add(state)
        stats.nodes += 1
        stats.depth += 1
        if stats.depth > stats.max_depth:
            stats.max_depth = stats.depth
        if progress is not None and stats.nodes % PROGRESS_EVERY == 0:
            stats.seconds = time.perf_counter() - stats.start
            progress(stats)
        kids = children(*state)
        if side_moves is not None:
            # Cheap children (the mover's moves are made at once): first look for one the table or the
            # end of play already shows lost for the opponent (an enhanced transposition cut-off).
            made = list(kids)
            for child in made:
                small, big, other = child
                if not big:
                    lost = (small <= 0) if other == 0 else (small >= 0)
                else:
                    lost = table.get(child) is False
                if lost:
                    return [state, iter([child])]
            return [state, iter(made)]
        return [state, kids]

    values, big = _known_parts(search, key)
    if not big and len(values) > 1:
        # Every part is known: their stops may prove the outcome before their sum is made.
        decided = decided_by_stops(values, side)
        if decided is not None:
            stats.cutoffs += 1
            return decided
    small = ZERO
    for v in values:
        small = small + v
    root = (small, big, side)
    try:
        answer = known(root)
        if answer is not None:
            return answer
        # An explicit stack of open states (each [state, its children still to try]), not recursion:
        # a line of play may be thousands of moves long.
        stack = [open_frame(root)]
        while True:
            frame = stack[-1]
            won = False
            for child in frame[1]:
                got = known(child)
                if got is None:
                    break  # to be searched: open it
                if not got:
                    won = True  # a move to a state the opponent loses
                    break
            else:
                child = None  # every move tried: each one wins for the opponent
            if child is not None and not won:
                stack.append(open_frame(child))
                continue
            # The frame is answered (won); so may be its parents, in turn.
            while True:
                stack.pop()
                state = frame[0]
                on_line.discard(state)
                stats.depth -= 1
                table.put(state, won)
                if not stack:
                    return won
                if won:
                    break  # the parent's move to this state loses: try its next move
                frame = stack[-1]
                won = True  # the parent moved to a state its opponent loses
    finally:
        stats.seconds = time.perf_counter() - stats.start
        if progress is not None:
            progress(stats)


def split_key(search: "Search", key: Any) -> tuple[Game, tuple[int, ...]]:
    """Return ``(the sum of the known parts' values, the sorted other parts)`` of *key*.

    A part is known when the ruleset's table of region values holds it, or
    when it has at most :attr:`~cgtalg.engine.search.Schema.small_region`
    cells (it is then valued); a part and its negative cancel first.

    Parameters
    ----------
    search : Search
        The ruleset's search.
    key : int or tuple of int
        A normalised key.

    Returns
    -------
    tuple of (Game, tuple of int)

    Examples
    --------
    >>> from cgtalg.rulesets.grid.domineering import Domineering, RULES
    >>> small, big = split_key(RULES.search, Domineering("..|..").key())
    >>> str(small), big
    ('+-1', ())
    """
    values, big = _known_parts(search, key)
    small = ZERO
    for v in values:
        small = small + v
    return small, big


def _known_parts(search: "Search", key: Any) -> tuple[list[Game], tuple[int, ...]]:
    """The values of *key*'s known parts (see :func:`split_key`), each apart, and the sorted other parts."""
    parts = _without_opposites(key) if type(key) is tuple else ((key,) if key else ())
    size = search.schema.region_size
    limit = search.schema.small_region
    table = search.table
    values = []
    big = []
    for p in parts:
        region = p if p > 0 else -p
        if region in table or size(region) <= limit:
            values.append(search.value(p))
        else:
            big.append(p)
    return values, tuple(big)


def decided_by_stops(values: list[Game], side: int) -> bool | None:
    """Whether the player *side* moving first wins the sum of *values*, when their stops prove it; else None.

    For games ``G`` and ``H``, ``R(G) + L(H) <= L(G + H) <= L(G) + L(H)``
    and ``R(G) + R(H) <= R(G + H) <= R(G) + L(H)``. So the Left stop of a
    sum lies between ``max_j (L_j + sum of the other R_i)`` and
    ``sum L_i``, and its Right stop between ``sum R_i`` and
    ``min_j (R_j + sum of the other L_i)``. Left moving first wins when the
    Left stop is positive and loses when it is negative; Right moving first
    wins when the Right stop is negative and loses when it is positive. A
    stop that may be 0 decides nothing (the infinitesimals do).

    Parameters
    ----------
    values : list of Game
        The parts' values.
    side : int
        0 for Left moving first, 1 for Right.

    Returns
    -------
    bool or None

    Raises
    ------
    InputTypeError
        If *values* is not a list of games or *side* not an int.
    InputValueError
        If *side* is not 0 or 1.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, chapter II.5 (stops of sums);
    Lessons in Play, chapter 6 (stops); Winning Ways, chapter 6.

    Examples
    --------
    >>> from cgtalg import parse
    >>> decided_by_stops([parse("{3|-1}"), parse("{1|-1}"), parse("1/2")], 0)   # L >= 3 - 1 + 1/2
    True
    >>> decided_by_stops([parse("{3|-1}"), parse("{1|-1}")], 1) is None   # R of the sum in [-2, 0]
    True
    >>> decided_by_stops([parse("{-1|-3}"), parse("-1/2")], 0)   # L <= -1 - 1/2
    False
    """
    from ..core.game import Game
    from ..core.stops import stops

    if not (isinstance(values, list) and all(isinstance(v, Game) for v in values)):
        raise InputTypeError(f"decided_by_stops takes a list of games, not {describe(values)}")
    if check_int(side, "the player to move (0 Left, 1 Right)") not in (0, 1):
        raise InputValueError(f"the player to move is 0 (Left) or 1 (Right), not {side}")
    pairs = [stops(v) for v in values]
    lefts = sum(l for l, _ in pairs)
    rights = sum(r for _, r in pairs)
    if side == 0:
        if lefts < 0:
            return False
        if max(l - r for l, r in pairs) + rights > 0:
            return True
        return None
    if rights > 0:
        return False
    if min(r - l for l, r in pairs) + lefts < 0:
        return True
    return None


def merge(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """The sorted parts of two sums of big regions together, a part and its negative cancelled.

    Parameters
    ----------
    a, b : tuple of int
        Sorted region codes.

    Returns
    -------
    tuple of int

    Examples
    --------
    >>> merge((2, 5), (-5, 7)), merge((3,), ())
    ((2, 7), (3,))
    """
    if not b:
        return a
    return _without_opposites(a + b)


def _without_opposites(parts: tuple[int, ...]) -> tuple[int, ...]:
    """The sorted *parts* with each part and its negative removed in pairs (``G + -G = 0``).

    Examples
    --------
    >>> _without_opposites((5, -3, 3, 3, 2)), _without_opposites((-4, 4)), _without_opposites((1, 1))
    ((2, 3, 5), (), (1, 1))
    """
    ordered = sorted(parts)
    if not ordered or ordered[0] > 0 or ordered[-1] < 0:
        return tuple(ordered)  # all of one sign: nothing cancels
    unmatched: dict[int, int] = {}
    for p in ordered:
        if unmatched.get(-p, 0):
            unmatched[-p] -= 1
        else:
            unmatched[p] = unmatched.get(p, 0) + 1
    return tuple(sorted(p for p, n in unmatched.items() for _ in range(n)))


def _negated(key: Any) -> Any:
    """The key of the negative of a move's key *key* (an int, or a sorted tuple of ints).

    Examples
    --------
    >>> _negated(-7), _negated((2, 5)), _negated(0)
    (7, (-5, -2), 0)
    """
    return tuple(sorted(-k for k in key)) if type(key) is tuple else -key
