"""The value and outcome search shared by the ruleset schemas (grid, strip, graph).

A schema encodes each position compactly and *normalises* it: it splits the
position into independent regions, draws each region in one canonical way
under the symmetries of its board, and returns a **key**:

* ``0`` -- the empty position (worth 0);
* a positive ``int`` -- one canonical region;
* a negative ``int`` ``-c`` -- the negative of region ``c`` (a symmetry of
  the board that swaps the players' roles, such as transposing a Domineering
  board or swapping the colours of Clobber stones, maps ``c`` onto it);
* a sorted ``tuple`` of non-zero ints -- the disjunctive sum of those parts
  (when valued or solved, a region and its negative cancel).

The schema only says what the moves of a region are (:meth:`Schema.region_moves`,
each move already normalised to a key); :class:`Search` does the rest: canonical
values by the usual bottom-up construction (on a walk over keys of its own, an
explicit stack, which checks for loops as the library's one traversal
:func:`cgtalg.engine.traversal.traverse` does), Grundy values and the outcome
(who wins) on that traversal, and the outcome by the minimax over sums of
regions of :mod:`cgtalg.engine.sum_solver`, which values small (and already
solved) regions exactly, cancels a region against its negative and keeps its
answers in a transposition table with a byte limit, so it rarely needs a full
canonical form. :mod:`cgtalg.engine.solved_table` saves the table of region
values to disk and reads it back.

Values of regions are kept in one bounded cache per ruleset (a transposition
table shared between calls, listed by :func:`cgtalg.cache_info` and emptied by
:func:`cgtalg.clear_caches`).

References
----------
Winning Ways, chapter 2 (sums and negatives); Lessons in Play, chapters 4-5
(canonical forms); Siegel, *Combinatorial Game Theory*, chapter II.
The outcome search for sums follows the idea of M. Müller, H. Yamada et al.,
"MCGS: a modular combinatorial game solver" (2023): value what is small,
search what is big.

Examples
--------
A ruleset on integer keys: region ``n`` (a stalk of ``n`` blue edges) lets Left
move to ``n - 1``.

>>> class Stalks(Schema):
...     name = "stalks"
...     def region_moves(self, key):
...         return ([key - 1], [])
...     def region_size(self, key):
...         return key
>>> s = Search(Stalks())
>>> str(s.value(3)), str(s.value((2, 3))), str(s.value(-2)), str(s.outcome((-3, 2)))
('3', '5', '-2', 'R')
"""

from __future__ import annotations

import gc
import time
from typing import Any, Callable, Hashable, Iterable

from ..core.arithmetic import add, multiple, neg
from ..core.cache import BoundedCache
from ..core.canonical import canonical
from ..core.game import Game
from ..core.order import Outcome
from ..core.game_type import GameData
from ..core.symbolic import symbolic_multiple, symbolic_negative, symbolic_sum
from .traversal import MoveCycleError, traverse
from ..core.values import ZERO, nimber
from ..errors import InputTypeError, InputValueError, describe
from .position import Position

__all__ = ["Schema", "Search", "KeyedPosition", "RegionOracle"]

Key = Any  # 0, int, or tuple of non-zero ints (sorted)

#: How many newly explored regions between two calls of a ``progress`` callback.
PROGRESS_EVERY = 5000

#: How many values of sums (tuple keys) one value walk keeps before it forgets them all. A sum is
#: worth the sum of its parts' values, which the walk keeps, so a forgotten sum costs additions
#: again (mostly found in the store's table of sums), never a search; kept without a bound they
#: were most of the walk's entries (Domineering 5 x 5: 27,000 of 44,000).
SUMS_KEPT = 1 << 16

#: True when this module runs compiled (then a RegionOracle's ``direct_children`` is a C field every oracle has).
_COMPILED = not __file__.endswith(".py")

_PENDING = object()  # a key whose value is being computed (on the line of play)
_SUM = -2  # token: the children are the parts of a sum


def negate_key(key: Key) -> Key:
    """Return the key of the negative of *key* (each part negated).

    Keys are not checked (this is the search's inner loop): see
    :class:`Search` for the entry points that check them.

    Parameters
    ----------
    key : int or tuple of int
        A normalised key: 0, a region's signed code, or a sorted tuple of
        non-zero codes.

    Returns
    -------
    int or tuple of int
        The key of the negative position, sorted again.

    Examples
    --------
    >>> negate_key(5), negate_key((-3, 4)), negate_key(0)
    (-5, (-4, 3), 0)
    """
    if type(key) is tuple:
        return tuple(sorted(-k for k in key))
    return -key


def add_keys(parts: Iterable[Key]) -> Key:
    """Return the key of the sum of *parts* (zeros dropped, parts flattened and sorted).

    A part and its negative are *not* cancelled here: a key is also a
    position's identity, and a position ``A + (-A) + B`` must stay different
    from ``B`` (else play from it could seem to return to where it started).
    :class:`Search` cancels them when it values or solves a sum.

    Keys are not checked (this is the search's inner loop).

    Parameters
    ----------
    parts : iterable of Key
        The keys of the parts (each 0, an int or a tuple of ints).

    Returns
    -------
    Key
        0 for nothing, the one code for a single part, else the sorted tuple.

    Examples
    --------
    >>> add_keys([3, (-3, 5), 0])
    (-3, 3, 5)
    >>> add_keys([4, 2, 4])
    (2, 4, 4)
    >>> add_keys([7])
    7
    """
    flat: list[int] = []
    for p in parts:
        if type(p) is tuple:
            flat.extend(p)
        elif p:
            flat.append(p)
    if not flat:
        return 0
    if len(flat) == 1:
        return flat[0]
    flat.sort()
    return tuple(flat)


def _cancel(parts: list[int]) -> list[int]:
    """*parts* (non-zero ints) with parts and their negatives removed in pairs.

    Sorted parts (a key's) stay sorted; unsorted ones (two keys' parts put
    together, which the caller sorts afterwards) come out grouped by the
    first occurrence of each part, or as they are when all have one sign
    (then the list itself is returned).

    Examples
    --------
    >>> _cancel([-3, -3, 2, 3, 5]), _cancel([1, 2, 2]), _cancel([4, -1, 1, -4, 4]), _cancel([-7, 7]), _cancel([-7, 6])
    ([-3, 2, 5], [1, 2, 2], [4], [], [-7, 6])
    """
    negative = False
    positive = False
    for p in parts:
        if p < 0:
            negative = True
        else:
            positive = True
    if not (negative and positive):
        return parts  # nothing cancels
    if len(parts) == 2:
        # One part of each sign (a region beside another's negative, common in small searches): no dict.
        return [] if parts[0] == -parts[1] else parts
    count: dict[int, int] = {}
    for p in parts:
        count[p] = count.get(p, 0) + 1
    out = []
    for p, k in count.items():
        out.extend([p] * (k - min(k, count.get(-p, 0))))
    return out


def _check_key(key: object) -> None:
    """Refuse what is not a key (an int, or a tuple of ints) with InputTypeError.

    Examples
    --------
    >>> _check_key((3, -5)), _check_key(0)
    (None, None)
    >>> _check_key("..|..")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: a search key is an int or a tuple of ints (a position's key()), not str
    """
    if type(key) is int or (type(key) is tuple and all(type(k) is int for k in key)):  # type: ignore[union-attr]
        return
    raise InputTypeError(f"a search key is an int or a tuple of ints (a position's key()), not {type(key).__name__}")


def _refuse_region_key(key: object, what: str) -> None:
    """Raise the error for a region key (*what*: region, piece, component, cake, part) that is not a positive int.

    A schema's ``region_moves`` (and ``region_value``) takes one region's
    code, positive: the search strips the sign of a negated region and
    splits sums (tuple keys) itself. Without this check a negative key would
    be read as some other board (for a grid, one of some 10**50 cells).

    Examples
    --------
    >>> _refuse_region_key(-5, "region")
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: a region code is a positive int (a region's key); got -5: a negative key is the negated region, play it as abs(key) with the players' roles swapped
    """
    if type(key) is not int:
        raise InputTypeError(f"a {what} code is a positive int (a {what}'s key), not {type(key).__name__}")
    raise InputValueError(f"a {what} code is a positive int (a {what}'s key); got {key}: a negative key is "
                          f"the negated {what}, play it as abs(key) with the players' roles swapped")


class KeyedPosition(Position):
    """A schema's position: equal and hashed by its normalised key, computed once.

    Subclasses set ``_key`` (what :meth:`key` returns) and ``_hash`` (its
    hash, ``hash((class name, key))``, or -1 to have it computed when first
    asked for) when a position is made, and have a class attribute ``rules``
    whose ``search`` is their schema's :class:`Search`; two positions are
    equal when they are of the same class and have the same key.
    """

    __slots__ = ("_key", "_hash")
    _key: Key
    _hash: int

    def key(self) -> Key:
        """Return the normalised key, computed when the position was made (see :meth:`Position.key`).

        Returns
        -------
        Key

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import Domineering
        >>> Domineering("..#|...").key() == Domineering("#..|...").key()     # mirror images
        True
        """
        return self._key

    def known_value(self) -> Game:
        """The canonical value, by the schema's search (its table of region values shared between calls).

        Returns
        -------
        Game

        Examples
        --------
        >>> from cgtalg.rulesets.graph.col import Col
        >>> from cgtalg.rulesets.graph.snort import Snort
        >>> from cgtalg.rulesets.strip.toads_and_frogs import ToadsAndFrogs
        >>> str(Col("path 2").known_value()), str(Snort("path 2").known_value()), str(ToadsAndFrogs("TT.F").known_value())
        ('0', '+-1', '{1/2|0}')
        """
        return _key_value(self.rules.search, self._key)  # type: ignore[attr-defined]

    def known_outcome(self) -> Outcome:
        """The outcome class, by the schema's outcome search (it never builds the whole board's value).

        Returns
        -------
        Outcome

        Examples
        --------
        >>> from cgtalg.rulesets.graph.snort import Snort
        >>> from cgtalg.rulesets.strip.toads_and_frogs import ToadsAndFrogs
        >>> str(Snort("path 3").known_outcome()), str(ToadsAndFrogs("T..F").known_outcome())
        ('N', 'P')
        """
        return self.rules.search.outcome(self._key)  # type: ignore[attr-defined, no-any-return]

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._key == other._key  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        h = self._hash
        if h == -1:
            # Left for the first hash by the maker (-1 is no hash: hash() never returns it).
            h = hash((type(self).__name__, self._key))
            self._hash = h
        return h


class Schema:
    """What a ruleset schema tells :class:`Search`: the moves of a region.

    Subclasses set :attr:`name` (the cache is called ``"<name> values"``) and
    define :meth:`region_moves`; :meth:`region_size` (a rough count of the
    region's cells, used to decide what is small enough to value exactly in
    the outcome search) defaults to 1.
    """

    name = "schema"
    #: Regions of at most this size are valued exactly by the outcome search.
    small_region = 12
    #: Entries in the shared table of region values before it empties itself.
    cache_size = 1 << 20
    #: The largest total size (sum of :meth:`region_size`) the command line values.
    cli_limit = 30

    def region_moves(self, key: int) -> tuple[list[Key], list[Key]]:
        """Return ``(Left's moves, Right's moves)`` of region *key*, each a normalised key.

        Subclasses define it: it is the ruleset's move generator.

        Parameters
        ----------
        key : int
            A region's code (positive: the search strips the sign).

        Returns
        -------
        tuple of (list of Key, list of Key)

        Raises
        ------
        NotImplementedError
            If the subclass does not define it.
        """
        raise NotImplementedError

    def region_size(self, key: int) -> int:
        """A measure of the size of region *key* (cells, stones, vertices).

        Parameters
        ----------
        key : int
            A region's code (positive).

        Returns
        -------
        int
            1 unless a subclass measures it.

        Examples
        --------
        >>> Schema().region_size(12345)
        1
        """
        return 1

    def region_value(self, key: int) -> Game | None:
        """The value of region *key* by a formula, or None to search (default: always search).

        Parameters
        ----------
        key : int
            A region's code (positive).

        Returns
        -------
        Game or None

        Examples
        --------
        >>> Schema().region_value(12345) is None
        True
        """
        return None


class RegionOracle:
    """A schema's moves and formula values of regions, as direct calls for :class:`Search`'s walk.

    A schema may set an attribute ``oracle`` to an instance of a subclass:
    the value search then asks it, instead of the schema's methods, for
    :meth:`moves` (what :meth:`Schema.region_moves` returns) and
    :meth:`known` (what :meth:`Schema.region_value` returns). Compiled,
    this is a C class and both are C calls (no method look-up, no
    argument parsing): a small board's search makes a handful of them, and
    the look-ups cost as much as the moves. The regions are positive codes
    the search made; nothing is checked.

    Examples
    --------
    >>> class Stalks(RegionOracle):
    ...     def moves(self, region):
    ...         return ([region - 1], [])
    >>> Stalks().moves(3), Stalks().known(3)
    (([2], []), None)
    """

    #: True when :meth:`children` makes the walk's children itself (then the walk calls it instead of
    #: :meth:`moves`); a subclass that overrides :meth:`children` sets it in its ``__init__``.
    direct_children: bool

    def __init__(self) -> None:
        self.direct_children = False

    def moves(self, region: int) -> tuple[list[Key], list[Key]]:
        """``(Left's moves, Right's moves)`` of the positive region code *region* (subclasses define it).

        Parameters
        ----------
        region : int
            A positive region code.

        Returns
        -------
        tuple of (list of Key, list of Key)

        Raises
        ------
        NotImplementedError
            If the subclass does not define it.
        """
        raise NotImplementedError

    def known(self, region: int) -> Game | None:
        """The value of *region* by a formula, or None to search (default: always search).

        Parameters
        ----------
        region : int
            A positive region code.

        Returns
        -------
        Game or None

        Examples
        --------
        >>> RegionOracle().known(12345) is None
        True
        """
        return None

    def children(self, region: int, out: list[Key]) -> int:
        """Append *region*'s distinct Left moves, then its distinct Right moves, to *out*; return how many are Left's.

        What the value search's walk asks for: by default :meth:`moves`
        with repeats removed on each side (:func:`_distinct`). A subclass
        that makes its move keys itself may append them directly (no two
        lists, no pair, no copy), as Toads and Frogs' oracle does.

        Parameters
        ----------
        region : int
            A positive region code.
        out : list
            The list to extend (the walk's new frame's children).

        Returns
        -------
        int
            The number of Left moves appended (they come first).

        Examples
        --------
        >>> class Stalks(RegionOracle):
        ...     def moves(self, region):
        ...         return ([region - 1, region - 1], [region - 2])
        >>> out = []
        >>> Stalks().children(3, out), out
        (1, [2, 1])
        """
        lo, ro = self.moves(region)
        lo = _distinct(lo if type(lo) is list else list(lo))
        ro = _distinct(ro if type(ro) is list else list(ro))
        out.extend(lo)
        out.extend(ro)
        return len(lo)


_TABLES: dict[str, BoundedCache] = {}


def _table(name: str, size: int) -> BoundedCache:
    table = _TABLES.get(name)
    if table is None:
        table = _TABLES[name] = BoundedCache(name, size)
    return table


class Search:
    """Values and outcomes of a schema's keys.

    Parameters
    ----------
    schema : Schema
        The ruleset's move generator on normalised keys.
    """

    def __init__(self, schema: Schema) -> None:
        if not (hasattr(schema, "name") and hasattr(schema, "cache_size")):
            raise InputTypeError(
                f"a Search is made for a schema (a ruleset's rules), not {type(schema).__name__} ({describe(schema)})"
            )
        self.schema = schema
        self.table = _table(f"{schema.name} values", schema.cache_size)
        #: Regions expanded (move lists generated) by this search so far.
        self.explored = 0
        #: Whether the schema is impartial (read once: a schema's ``impartial`` is fixed by its class).
        self.impartial = bool(getattr(schema, "impartial", False))
        #: The schema's :class:`RegionOracle` (its attribute ``oracle``), or None: read when the value
        #: search starts, and kept here once found (a schema sets it after making its search).
        self.oracle = None

    # -- canonical values ------------------------------------------------------------

    def value(self, key: Key, progress: Callable[[int, float], None] | None = None) -> Game:
        """Return the canonical value of the position with normalised *key*.

        Regions already in the shared table are not searched again; a sum is
        the sum of its parts' values (a part and its negative cancel).

        Parameters
        ----------
        key : int or tuple
            A normalised key (see the module docstring).
        progress : callable, optional
            Called as ``progress(regions explored, seconds so far)`` every
            :attr:`PROGRESS_EVERY` newly explored regions (and once at the
            end), for a progress bar or a log line on long computations.

        Returns
        -------
        Game
            The canonical value (a nimber for an impartial schema).

        Raises
        ------
        InputTypeError
            If *key* is not an int or a tuple of ints.

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import Domineering, RULES
        >>> str(RULES.search.value(Domineering("...|...").key()))
        '{2|-1/2}'
        """
        return _key_value(self, key, progress)


    def grundy(self, key: Key) -> int:
        """Return the Grundy value of *key* for an impartial schema (both move lists equal).

        Impartial regions are valued by the mex of their options' Grundy
        values and sums by XOR (the Sprague-Grundy theorem: Winning Ways,
        chapter 4; Lessons in Play, chapter 7), which is much cheaper than
        building nimbers as games.

        Parameters
        ----------
        key : int or tuple of int
            A normalised key.

        Returns
        -------
        int

        Raises
        ------
        InputTypeError
            If *key* is not an int or a tuple of ints.

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import IMPARTIAL, Domineering
        >>> IMPARTIAL.search.grundy(IMPARTIAL.normalise(Domineering("....").layers, 1, 4))
        2
        """
        if type(key) is not int:
            _check_key(key)
        table = self.table
        moves = self.schema.region_moves
        memo: dict[Hashable, int] = {0: 0}

        def expand(k: Key) -> tuple[Any, Any]:
            if type(k) is tuple:
                return _pairs_removed(k), _SUM
            if k < 0:
                k = -k
            v = table.get(k)
            if v is not None:
                return None, v
            self.explored += 1
            lo, _ = moves(k)
            return list(dict.fromkeys(lo)), None

        def close(k: Key, children: list, token: Any, memo: Any, cut: bool) -> int:
            if token == _SUM:
                total = 0
                for c in children:
                    total ^= memo[c]
                return total
            seen = {memo[c] for c in children}
            g = 0
            while g in seen:
                g += 1
            if type(k) is int:
                table.put(abs(k), g)
            return g

        return traverse(key, expand=expand, close=close, memo=memo)

    # -- outcomes ----------------------------------------------------------------------

    def outcome(self, key: Key, progress: Callable[[Any], None] | None = None, executor: Any = None) -> Outcome:
        """Return the outcome class of the position with normalised *key*.

        Parameters
        ----------
        key : int or tuple of int
            A normalised key.
        progress : callable, optional
            Called as ``progress(stats)`` with a
            :class:`~cgtalg.engine.sum_solver.SolveStats` (states searched,
            table hits, depth) every
            :data:`~cgtalg.engine.sum_solver.PROGRESS_EVERY` states, and
            once at the end of each player's search (with an *executor*:
            after each finished task).
        executor : Executor, optional
            Search the root's moves as parallel tasks of this executor
            (:class:`cgtalg.verify.executors.LocalProcesses`,
            :class:`~cgtalg.verify.executors.DaskCluster`, ...): see
            :func:`cgtalg.engine.parallel_outcome.parallel_outcome`. The
            answer is the same.

        Returns
        -------
        Outcome

        Raises
        ------
        InputTypeError
            If *key* is not an int or a tuple of ints, or *executor* is
            not an executor.

        Examples
        --------
        >>> from cgtalg.rulesets.grid.domineering import Domineering, RULES
        >>> str(RULES.search.outcome(Domineering.rectangle(4, 5).key()))
        'L'

        The search of :mod:`cgtalg.engine.sum_solver`: a minimax over
        states (the sum of the regions whose values are known, the other
        regions, the player to move), stopping at the first winning move,
        its answers kept in a transposition table with a byte limit. When
        every region is known the outcome is read off the value.
        """
        if type(key) is not int:
            _check_key(key)
        if executor is not None:
            from .parallel_outcome import parallel_outcome

            return parallel_outcome(self, key, executor, progress)
        if self.impartial:
            return Outcome.N if self.grundy(key) else Outcome.P
        from .sum_solver import SolveStats, wins

        stats = SolveStats()
        left = wins(self, key, 0, stats, progress)
        right = wins(self, key, 1, stats, progress)
        if left:
            return Outcome.N if right else Outcome.L
        return Outcome.R if right else Outcome.P


def _oracle_of(search: Search) -> RegionOracle | None:
    """*search*'s schema's :class:`RegionOracle` (None: it has none), read from the schema once and kept on *search*."""
    oracle = search.oracle
    if oracle is None:
        oracle = getattr(search.schema, "oracle", None)
        search.oracle = oracle
    return oracle


def _key_value(search: Search, key: Key, progress: Callable[[int, float], None] | None = None) -> Game:
    """:meth:`Search.value` of *key* (a C call from compiled callers such as ``GridPosition.known_value``).

    Examples
    --------
    >>> from cgtalg.rulesets.grid.domineering import Domineering, RULES
    >>> str(_key_value(RULES.search, Domineering("..|..").key()))
    '+-1'
    """
    if type(key) is not int:
        _check_key(key)
    if search.impartial:
        return nimber(search.grundy(key))
    if type(key) is int and key > 0:
        known = dict.get(search.table, key)  # compiled: a C look-up
        if known is not None:
            return known  # type: ignore[no-any-return]
        # A region its oracle values by a formula (Domineering 2x2, a Toads strip whose pieces never
        # meet) needs no walk: no memo, no frame.
        oracle = _oracle_of(search)
        if oracle is not None:
            known = oracle.known(key)
            if known is not None:
                if progress is not None:
                    progress(0, 0.0)  # once at the end, as the walk reports: nothing explored
                return known  # type: ignore[no-any-return]
            return _collected_after(search, key, progress, True)
    return _collected_after(search, key, progress, False)


def _collected_after(search: "Search", root: Key, progress: Callable[[int, float], None] | None,
                     root_asked: bool) -> Game:
    """:func:`_values` with Python's cyclic garbage collector paused for the walk (turned back on after, if it was on).

    A walk makes millions of small containers with no cycles among them
    (move lists, frames, sum keys, the options of new forms), and each
    full pass of the collector while they are made visits every object
    alive, the walk's memo and the tables of values and comparisons
    included: an eighth of the CPU time of Amazons 4 x 4, whose walk leaves
    no cyclic garbage to speak of (the same peak memory either way). The
    loopy arenas pause it for the same reason
    (:mod:`cgtalg.loopy.side_graph`).

    Examples
    --------
    >>> from cgtalg.rulesets.grid.domineering import Domineering, RULES
    >>> str(_collected_after(RULES.search, Domineering("...|...").key(), None, False)), gc.isenabled()
    ('{2|-1/2}', True)
    """
    if not gc.isenabled():
        return _values(search, root, progress, root_asked)
    gc.disable()
    try:
        return _values(search, root, progress, root_asked)
    finally:
        gc.enable()


def _values(search: "Search", root: Key, progress: Callable[[int, float], None] | None,
            root_asked: bool = False) -> Game:
    """The canonical value of *root*: a depth-first walk over keys with an explicit stack.

    This is :func:`~cgtalg.engine.traversal.traverse` specialised to keys
    (the walk runs once per region, so its per-region work is most of a
    search's cost outside the moves and the core's canonical forms): no
    expand/close callbacks, no type guard (keys are ints and tuples by
    construction), the shared table read and written as the dict it is,
    and a negative key valued as the negative of its region's value,
    without a frame of its own. A move back onto the current line of
    play still raises, as in ``traverse``.

    The open frame lives in local variables (its key, children, next
    child, split and the values of the children so far), and a child's
    value is appended to the frame as soon as it is known: each child is
    looked up in the memo once, and a closing frame reads its options from
    its own list, not from the memo (a child is not looked up again when the
    walk comes back to it, nor every option once more when its frame
    closes). *root_asked*: the shared table and the oracle have been
    asked about *root* and did not know it (:func:`_key_value`), so the
    walk does not ask them again.
    """
    schema = search.schema
    # A schema's oracle (C calls when compiled) stands in for its region_moves and region_value.
    oracle = _oracle_of(search)
    # Whether the oracle makes the walk's children itself (read once; a subclass written in Python
    # that never ran RegionOracle.__init__ has no such attribute: then it does not).
    direct = oracle is not None and (oracle.direct_children if _COMPILED
                                     else getattr(oracle, "direct_children", False) is True)
    if oracle is not None:
        moves = formula = None
    else:
        moves = schema.region_moves
        formula = None if type(schema).region_value is Schema.region_value else schema.region_value
    table = search.table
    room = table.maxsize
    start = time.perf_counter() if progress is not None else 0.0
    explored = 0
    # Values so far; a key on the current line of play (its frame open) holds _PENDING.
    memo: dict[Key, Any] = {0: ZERO}
    # Values of sums (tuple keys), apart and bounded: a sum is worth the sum of its parts, which
    # the memo keeps, so forgetting one costs an addition (from the store's cache of sums), not a walk.
    sums: dict[Key, Any] = {}
    keep = SUMS_KEPT
    # The open frame: its key (None: none open), its children (a region's Left options then its
    # Right options, or a sum's parts), the next child to value, split (the number of Left
    # options, or _SUM for a sum) and the values of the children before the next one.
    key: Any = None
    children: list[Any] = []
    vals: list[Any] = []
    i = n = split = 0
    # The frames below the open one, each as [key, children, next child, split, values].
    stack: list[list[Any]] = []
    k: Any = root
    while True:
        # Settle k at once if its value is known (v), else open a frame for it (v stays None).
        # A negative key is looked up as its region: its value is the region's negative, kept
        # under no key of its own (one entry fewer a negated region; the negation is remembered
        # on the value itself).
        opened: Any = None
        if type(k) is tuple:
            v = sums.get(k)
            if v is None:
                opened = k
                kids = _cancel(list(k))
                cut = _SUM
        else:
            region = k if k > 0 else -k
            v = memo.get(region)
            if v is _PENDING:
                raise _loopy(schema, region)
            if v is None:
                if not (root_asked and k is root):
                    v = dict.get(table, region)  # one atomic read: another thread may clear the table
                    if v is None:
                        if oracle is not None:
                            v = oracle.known(region)
                        elif formula is not None:
                            v = formula(region)
                    if v is not None:
                        memo[region] = v
                if v is None:
                    explored += 1
                    if progress is not None and explored % PROGRESS_EVERY == 0:
                        progress(explored, time.perf_counter() - start)
                    if direct:
                        kids = []
                        cut = oracle.children(region, kids)  # type: ignore[union-attr]  # direct: an oracle is set
                    else:
                        if oracle is not None:
                            lo, ro = oracle.moves(region)
                        else:
                            lo, ro = moves(region)  # type: ignore[misc]  # set whenever there is no oracle
                        lo = _distinct(lo if type(lo) is list else list(lo))
                        ro = _distinct(ro if type(ro) is list else list(ro))
                        kids = lo + ro
                        cut = len(lo)
                    opened = region
            if v is not None and k < 0:
                v = _negative(v)
        if opened is not None:
            if cut != _SUM:
                memo[opened] = _PENDING
            if key is not None:
                stack.append([key, children, i, split, vals])
            key = opened
            children = kids
            i = 0
            n = len(children)
            split = cut
            vals = []
        # Hand v (the value of k, unless a frame was just opened) to the open frame, closing
        # frames whose children are all valued, until a child is to be valued (k) or the root is.
        k = None
        while key is not None:
            if v is not None:
                vals.append(v)
                i += 1
            if i < n:
                k = children[i]
                break
            if split == _SUM:
                # A key's parts are sorted, so equal parts are adjacent: each run is one
                # multiple (closed form for numbers, nimbers and ups) rather than one sum a part.
                # The sum and multiples by the store's and engine's C functions (_sum, _times).
                total = None
                j = 0
                while j < n:
                    c = children[j]
                    m = j + 1
                    while m < n and children[m] == c:
                        m += 1
                    v = vals[j] if m == j + 1 else _times(m - j, vals[j])
                    total = v if total is None else _sum(total, v)
                    j = m
                v = ZERO if total is None else total
                if len(sums) >= keep:
                    sums.clear()
                sums[key] = v
            else:
                # The options are canonical Games already: the canonicaliser itself, without
                # Game()'s checks and conversions of its arguments (same result: Game() calls it).
                v = canonical(vals[:split], vals[split:])
                memo[key] = v
                if len(table) < room:
                    table[key] = v
                else:
                    table.put(key, v)
            if not stack:
                key = None
                break
            frame = stack.pop()
            key = frame[0]
            children = frame[1]
            i = frame[2]
            split = frame[3]
            vals = frame[4]
            n = len(children)
            asked = children[i]
            if type(asked) is not tuple and asked < 0:
                v = _negative(v)  # the frame asked for the negative of the region just valued
        if k is None:
            break
    search.explored += explored
    if progress is not None:
        progress(explored, time.perf_counter() - start)
    if type(root) is tuple:
        return v  # type: ignore[return-value]  # the root's frame closed last
    found = memo[root if root > 0 else -root]
    return _negative(found) if root < 0 else found  # a negative root: its region was valued


def _negative(g: GameData) -> Game:
    """``-g`` for a canonical value *g*: what ``Game.__neg__`` returns, without the operator's dispatch.

    The negative remembered on *g* (``_neg``), else the store's closed form
    for a symbolic value, else the engine's negation (which remembers it):
    the same steps as ``GameData.__neg__`` and the installed operators'
    ``neg``, as C calls when compiled.

    Examples
    --------
    >>> from cgtalg import parse
    >>> _negative(parse("{2|*}")) is -parse("{2|*}"), _negative(parse("3/4^*")) is parse("-3/4v*")
    (True, True)
    """
    r = g._neg
    if r is not None:
        return r  # type: ignore[return-value]
    if g._nus is not None:
        return symbolic_negative(g)  # type: ignore[arg-type]
    return neg(g)  # type: ignore[arg-type]


def _sum(g: GameData, h: GameData) -> Game:
    """``g + h`` for canonical values: what ``Game.__add__`` returns, without the operator's dispatch.

    The store's closed form when both are symbolic (``x + n.^ + *k``), else
    the engine's sum: the steps of ``GameData.__add__`` and the installed
    operators' ``add``, as C calls when compiled (as :func:`_negative` does
    for negation).

    Examples
    --------
    >>> from cgtalg import parse
    >>> _sum(parse("{2|*}"), parse("1/2")) is parse("{2|*}") + parse("1/2"), _sum(parse("^"), parse("*")) is parse("^*")
    (True, True)
    """
    if g._nus is not None and h._nus is not None:
        return symbolic_sum(g, h)  # type: ignore[arg-type]
    return add(g, h)  # type: ignore[arg-type, no-any-return]


def _times(k: int, g: GameData) -> Game:
    """``k * g`` for an int *k* and a canonical value *g*: what ``Game.__rmul__`` returns, without the dispatch.

    Examples
    --------
    >>> from cgtalg import parse
    >>> _times(3, parse("{1|-1}")) is 3 * parse("{1|-1}"), _times(2, parse("-1/4*")) is parse("-1/2")
    (True, True)
    """
    if g._nus is not None:
        return symbolic_multiple(k, g)  # type: ignore[arg-type]
    return multiple(k, g)  # type: ignore[arg-type]


def _loopy(schema: Schema, key: Key) -> MoveCycleError:
    return MoveCycleError(
        f"the move graph of {schema.name} has a cycle through the key {key!r} (a move returns to a "
        "position already on the line of play): this is a loopy game, not a short game, so it has no value"
    )


def _distinct(keys: list[Key]) -> list[Key]:
    """*keys* without repeats, in their order (the list itself when it has none).

    A move list is short and seldom repeats a key, so up to 8 keys are
    compared pairwise before any dict is built.

    Examples
    --------
    >>> _distinct([3, -4, 3, (1, 2), (1, 2)])
    [3, -4, (1, 2)]
    """
    n = len(keys)
    if n < 2:
        return keys
    if n <= 8:
        for i in range(1, n):
            x = keys[i]
            for j in range(i):
                if keys[j] == x:
                    # A repeat: keep the first of each key, comparing pairwise again (no dict).
                    out = keys[:i]
                    for m in range(i + 1, n):
                        x = keys[m]
                        if x not in out:
                            out.append(x)
                    return out
        return keys
    return list(dict.fromkeys(keys))


def _pairs_removed(parts: tuple[int, ...]) -> list[int]:
    """The parts of an impartial sum with equal pairs removed (G + G = 0), each once."""
    count: dict[int, int] = {}
    for p in parts:
        p = abs(p)
        count[p] = count.get(p, 0) ^ 1
    return [p for p, odd in count.items() if odd]
