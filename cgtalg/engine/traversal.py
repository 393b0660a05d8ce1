"""The one traversal of position graphs, and the outcome search built on it.

Every engine that turns ruleset positions into answers -- canonical values
(:func:`cgtalg.value`), Grundy and misère Grundy values
(:func:`cgtalg.impartial.grundy`) and the outcome search
(:func:`outcome_of_position`) -- walks the graph of positions the same way,
through :func:`traverse`:

* depth first with an explicit stack of frames, so a chain of a million moves
  never touches Python's recursion limit;
* every position is expanded once and its answer kept in a memo, which is the
  caller's ``cache=`` mapping or a fresh dict (never a global table);
* the current line of play is kept as a set, and a move back onto it raises
  :class:`~cgtalg.errors.InputValueError` naming the repeated position: the
  game is loopy, not a short game, and no value exists;
* each position's type is checked once per call: unhashable positions, and
  positions that compare by identity (which the memo could never recognise
  again), are refused with :class:`~cgtalg.errors.InputTypeError`.

What a position *is worth* is left to two callbacks: ``expand`` says what a
position's answer depends on (its options, its components, or nothing when a
hook such as ``known_grundy()`` knows it), and ``close`` combines the answers
of those positions. A ``cutoff`` lets a frame stop at the first child answer
that settles it (a winning move, in the outcome search).

The outcome search answers *who wins* without canonical forms: a minimax over
states (position, player to move), memoized, stopping at the first winning
move. Outcomes of a sum are not determined by the outcomes of its parts, so
components are not split here. :func:`position_sum` and
:func:`position_negative` build ``p + q`` and ``-p`` of positions, which is how
``compare(p, q)`` becomes the outcome of ``p - q``.

References
----------
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, chapters 1-2
(outcome classes, sums and negatives).
M. H. Albert, R. J. Nowakowski, D. Wolfe, *Lessons in Play*, chapters 2 and 4.
A. N. Siegel, *Combinatorial Game Theory*, chapter II (short games).

Examples
--------
>>> str(outcome_of_position(3, left_options=lambda n: [n - 1] if n else [],
...                         right_options=lambda n: []))
'L'
>>> traverse(10, expand=lambda n: ([n - 1] if n else [], None),
...          close=lambda n, kids, token, memo, cut: 1 + sum(memo[k] for k in kids))
11
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, Iterable, MutableMapping

from ..errors import InputTypeError, InputValueError, describe
from ..core.game import Game
from ..core.order import Outcome

__all__ = [
    "traverse",
    "moves_of",
    "components_of",
    "TypeGuard",
    "certify",
    "outcome_of_position",
    "position_sum",
    "position_negative",
    "MoveCycleError",
]

class MoveCycleError(InputValueError):
    """A move leads back to a position already on the line of play: the positions form a loopy game.

    The short-game engine has no answer for such a position;
    :func:`cgtalg.outcome` and :func:`cgtalg.value` catch this error and answer
    through :mod:`cgtalg.engine.loopy_position` instead.

    Examples
    --------
    >>> issubclass(MoveCycleError, InputValueError)
    True
    """


#: ``expand`` returns ``(children, token)``; ``children is None`` means the
#: answer is ``token`` itself, settled without looking at any other position.
Expansion = tuple[Any, Any]


def _describe(pos: object) -> str:
    text = repr(pos)
    return text if len(text) <= 200 else text[:197] + "..."


class TypeGuard:
    """Refuses, once per type, positions the memo cannot work with.

    A position must be hashable and compare by value: two objects describing
    the same position must be equal and hash alike, or the memo never sees a
    position again and the search is exponential (or, for an unhashable one,
    fails deep inside a dict).

    Parameters
    ----------
    strict : bool, default True
        With False, a type without any moves method (``left_options``,
        ``options``) is let through: the engine will report it as "not a
        position", which is the more useful message. Use True when move
        functions are supplied, so any object can be a position.

    Examples
    --------
    >>> guard = TypeGuard()
    >>> guard.check([3, (1, 2), "ab", frozenset()])
    >>> class Board:
    ...     pass
    >>> guard.check([Board()])
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: Board compares by identity (it inherits object.__eq__ and object.__hash__), so equal positions are never recognised and nothing is memoized: define __eq__ and __hash__ on Board, or subclass cgtalg.engine.position.Position and define key()
    """

    __slots__ = ("_ok", "_strict")

    def __init__(self, strict: bool = True) -> None:
        self._ok: set[type] = set()
        self._strict = strict

    def check(self, positions: Iterable[object]) -> None:
        """Raise :class:`~cgtalg.errors.InputTypeError` if any of *positions* has an unusable type.

        Each type is examined once; types that pass are remembered, so later
        checks of the same type cost one set look-up.

        Parameters
        ----------
        positions : iterable
            The positions (of any types) about to be memoized.

        Raises
        ------
        InputTypeError
            If a position's type is unhashable or compares by identity (in
            non-strict mode, only types that have moves methods are held to
            the second rule).

        Examples
        --------
        >>> guard = TypeGuard(strict=False)
        >>> guard.check([1, "x"])
        >>> guard.check([[1, 2]])
        Traceback (most recent call last):
        ...
        cgtalg.errors.InputTypeError: list positions are unhashable, so they cannot be memoized: define __eq__ and __hash__ on list, or subclass cgtalg.engine.position.Position and define key()
        """
        ok = self._ok
        for p in positions:
            t = type(p)
            if t not in ok:
                if t not in _CERTIFIED:
                    self._check_type(t)
                ok.add(t)

    def _check_type(self, t: type) -> None:
        if t.__hash__ is None:  # type: ignore[comparison-overlap]
            raise InputTypeError(f"{t.__name__} positions are unhashable, so they cannot be memoized: {_advice(t)}")
        if not self._strict and not (hasattr(t, "left_options") or hasattr(t, "options")):
            return
        if t.__eq__ is object.__eq__ and t.__hash__ is object.__hash__:
            raise InputTypeError(
                f"{t.__name__} compares by identity (it inherits object.__eq__ and object.__hash__), "
                f"so equal positions are never recognised and nothing is memoized: {_advice(t)}"
            )


#: Position classes that passed the strict check when they were defined (see :func:`certify`):
#: every guard lets them through without examining them again.
_CERTIFIED: set[type] = set()


def certify(cls: type) -> bool:
    """Check a position class once, when it is defined; if it passes, no guard examines it again.

    :class:`cgtalg.engine.position.Position` calls this for each subclass as the
    class statement completes, so the library's rulesets (and a user's
    positions) are checked at definition rather than on the first value of a
    process. A class that fails is not refused here: the guard refuses it,
    with its usual message, when such a position is first used.

    Parameters
    ----------
    cls : type
        The class of some positions.

    Returns
    -------
    bool
        True if *cls* passed (hashable, and comparing by value rather than by
        identity) and is now certified.

    Examples
    --------
    >>> class Seat:
    ...     def __init__(self, n): self.n = n
    ...     def __eq__(self, other): return isinstance(other, Seat) and other.n == self.n
    ...     def __hash__(self): return self.n
    >>> certify(Seat), certify(list)
    (True, False)
    >>> TypeGuard().check([Seat(1)])
    """
    if not isinstance(cls, type):
        raise InputTypeError(f"certify checks a position class, not {type(cls).__name__} ({describe(cls)})")
    try:
        _STRICT._check_type(cls)
    except InputTypeError:
        return False
    _CERTIFIED.add(cls)
    return True


def _advice(t: type) -> str:
    """What to do about a position type :class:`TypeGuard` refuses (built only when it refuses one)."""
    return f"define __eq__ and __hash__ on {t.__name__}, or subclass cgtalg.engine.position.Position and define key()"


_STRICT = TypeGuard(strict=True)


def traverse(
    root: Hashable,
    *,
    expand: Callable[[Any], Expansion],
    close: Callable[[Any, list, Any, MutableMapping, bool], Any],
    memo: MutableMapping[Hashable, Any] | None = None,
    cutoff: Callable[[Any], bool] | None = None,
    guard: TypeGuard | None = None,
    name: Callable[[Any], object] | None = None,
) -> Any:
    """Return the answer for *root*, computed bottom-up over its position graph.

    Parameters
    ----------
    root : hashable
        The position to answer for.
    expand : callable
        ``expand(pos)`` returns ``(children, token)``: the list of positions
        whose answers *pos*'s answer is made of, and anything ``close`` needs
        to know about how (which children are Left's, whether they are
        components, ...). ``(None, answer)`` settles *pos* at once.
    close : callable
        ``close(pos, children, token, memo, cut)`` returns *pos*'s answer once
        every child's answer is in *memo* (or, when *cut* is True, once a
        child's answer met *cutoff*; the remaining children may be unknown).
    memo : mutable mapping, optional
        Answers known so far, filled in as the walk goes; a fresh dict if
        omitted. Entries already present are trusted.
    cutoff : callable, optional
        ``cutoff(answer)`` True means that one child with this answer settles
        its parent, so the parent's other children need not be explored.
    guard : TypeGuard, optional
        Type checker for the positions met (a fresh one if omitted).
    name : callable, optional
        Maps a memo key to the position named in a cycle error (the key
        itself by default).

    Returns
    -------
    object
        ``memo[root]``.

    Raises
    ------
    MoveCycleError
        If a move leads back to a position on the current line of play (an
        :class:`~cgtalg.errors.InputValueError`).
    InputTypeError
        If a position is unhashable or compares by identity.

    Examples
    --------
    The number of paths from *n* down to 0 when a move subtracts 1 or 2:

    >>> traverse(30, expand=lambda n: ([k for k in (n - 1, n - 2) if k >= 0], None),
    ...          close=lambda n, kids, token, memo, cut: sum(memo[k] for k in kids) if kids else 1)
    1346269
    >>> traverse(0, expand=lambda n: ([(n + 1) % 3], None), close=lambda *a: 0)
    Traceback (most recent call last):
    ...
    cgtalg.engine.traversal.MoveCycleError: the move graph has a cycle through 0 (a move returns to a position already on the line of play): this is a loopy game, not a short game, so it has no value
    """
    if not callable(expand) or not callable(close):
        raise InputTypeError("traverse needs two functions: expand(position) and close(position, children, ...)")
    if (cutoff is not None and not callable(cutoff)) or (name is not None and not callable(name)):
        raise InputTypeError("traverse's cutoff and name must be functions of a position, or None")
    if memo is None:
        memo = {}
    elif not (hasattr(memo, "__getitem__") and hasattr(memo, "__setitem__") and hasattr(memo, "__contains__")):
        raise InputTypeError(f"traverse's memo must be a mutable mapping, not {type(memo).__name__} ({describe(memo)})")
    if guard is None:
        guard = TypeGuard()
    elif not isinstance(guard, TypeGuard):
        raise InputTypeError(f"traverse's guard must be a TypeGuard, not {type(guard).__name__} ({describe(guard)})")
    guard.check((root,))
    if root in memo:
        return memo[root]
    children, token = expand(root)
    if children is None:
        memo[root] = token
        return token
    guard.check(children)
    # Frame: [position, children, index of the next child to look at, token].
    stack: list[list[Any]] = [[root, children, 0, token]]
    on_path: set[Hashable] = {root}
    while stack:
        frame = stack[-1]
        children = frame[1]
        i = frame[2]
        n = len(children)
        cut = False
        if cutoff is None:
            while i < n and children[i] in memo:
                i += 1
        else:
            while i < n:
                c = children[i]
                if c not in memo:
                    break
                if cutoff(memo[c]):
                    cut = True
                    break
                i += 1
        frame[2] = i
        if i < n and not cut:
            child = children[i]
            if child in on_path:
                who = child if name is None else name(child)
                raise MoveCycleError(
                    f"the move graph has a cycle through {_describe(who)} (a move returns to a position "
                    "already on the line of play): this is a loopy game, not a short game, so it has no value"
                )
            kids, token = expand(child)
            if kids is None:
                memo[child] = token
                continue
            guard.check(kids)
            stack.append([child, kids, 0, token])
            on_path.add(child)
            continue
        stack.pop()
        pos = frame[0]
        on_path.discard(pos)
        memo[pos] = close(pos, children, frame[3], memo, cut)
    return memo[root]


# -- reading positions ---------------------------------------------------------------


def moves_of(position: Any) -> tuple[Iterable[Any], Iterable[Any]]:
    """Return ``(left options, right options)`` of any kind of position.

    A :class:`~cgtalg.Game` gives its canonical options; an object with
    ``left_options()``/``right_options()`` methods gives their results; an
    object with ``options()`` gives the same moves to both players.

    Parameters
    ----------
    position : object
        A Game, or a position object with moves methods.

    Returns
    -------
    tuple of (iterable, iterable)
        The Left options and the Right options.

    Raises
    ------
    InputTypeError
        If *position* has none of these.

    Examples
    --------
    >>> from cgtalg import UP
    >>> [[str(g) for g in side] for side in moves_of(UP)]
    [['0'], ['*']]
    >>> moves_of(7)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: int is not a position: it needs left_options() and right_options(), or options() (see cgtalg.engine.position), or pass move functions
    """
    if type(position) is Game:
        return position.left_options, position.right_options
    left = getattr(position, "left_options", None)
    if callable(left):
        right = getattr(position, "right_options", None)
        if not callable(right):
            raise InputTypeError(f"{type(position).__name__} has left_options() but no right_options()")
        return left(), right()
    opts = getattr(position, "options", None)
    if callable(opts):
        moves = list(opts())
        return moves, moves
    raise InputTypeError(
        f"{type(position).__name__} is not a position: it needs left_options() and right_options(), "
        "or options() (see cgtalg.engine.position), or pass move functions"
    )


def components_of(position: Any) -> list[Any] | None:
    """Return the independent components of *position*, or None if it does not split.

    A position offering ``components()`` is the disjunctive sum of what that
    returns; None, or a single component equal to the position itself, means
    "does not split".

    Parameters
    ----------
    position : object
        Any position; one without a callable ``components`` does not split.

    Returns
    -------
    list or None
        The components, in the order ``components()`` gave them, or None.

    Examples
    --------
    >>> class Pair(tuple):
    ...     def components(self): return list(self)
    >>> components_of(Pair((1, 2))), components_of(5)
    ([1, 2], None)
    """
    comps = getattr(position, "components", None)
    if comps is None or not callable(comps):
        return None
    found = comps()
    if found is None:
        return None
    parts = list(found)
    if len(parts) == 1 and parts[0] == position:
        return None
    return parts


# -- sums and negatives of positions ---------------------------------------------------


#: Operands of sums and negatives are checked like any position met by the engine
#: (the wrapper itself hashes by value, so the engine would not see them).
#: A set of checked types, not a memo: it only grows with the number of classes.
_OPERANDS = TypeGuard(strict=False)


class _PositionSum:
    """``a + b`` for two positions: a move is a move in exactly one of them."""

    __slots__ = ("a", "b", "_hash")

    def __init__(self, a: Any, b: Any) -> None:
        self.a = a
        self.b = b
        self._hash = hash((_PositionSum, a, b))

    def left_options(self) -> list[Any]:
        la, _ = moves_of(self.a)
        lb, _ = moves_of(self.b)
        return [position_sum(x, self.b) for x in la] + [position_sum(self.a, y) for y in lb]

    def right_options(self) -> list[Any]:
        _, ra = moves_of(self.a)
        _, rb = moves_of(self.b)
        return [position_sum(x, self.b) for x in ra] + [position_sum(self.a, y) for y in rb]

    def components(self) -> list[Any]:
        return [self.a, self.b]

    def __eq__(self, other: object) -> bool:
        return type(other) is _PositionSum and self.a == other.a and self.b == other.b

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"({self.a!r} + {self.b!r})"


class _PositionNegative:
    """``-p``: Left's moves are Right's moves of *p*, negated, and vice versa."""

    __slots__ = ("p", "_hash")

    def __init__(self, p: Any) -> None:
        self.p = p
        self._hash = hash((_PositionNegative, p))

    def left_options(self) -> list[Any]:
        return [position_negative(x) for x in moves_of(self.p)[1]]

    def right_options(self) -> list[Any]:
        return [position_negative(x) for x in moves_of(self.p)[0]]

    def components(self) -> list[Any] | None:
        parts = components_of(self.p)
        return None if parts is None else [position_negative(x) for x in parts]

    def __eq__(self, other: object) -> bool:
        return type(other) is _PositionNegative and self.p == other.p

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"-({self.p!r})"


def position_sum(a: Any, b: Any) -> Any:
    """Return the disjunctive sum ``a + b`` of two positions, as a position.

    Two games give their :class:`~cgtalg.Game` sum; otherwise the result moves
    in one part at a time and offers ``components()``, so :func:`cgtalg.value`
    sums the parts' values.

    Parameters
    ----------
    a, b : object
        Games or position objects (hashable, comparing by value).

    Returns
    -------
    Game or position
        ``a + b`` if both are games, else a sum position of the two.

    Raises
    ------
    InputTypeError
        If a position object is unhashable or compares by identity.

    Examples
    --------
    >>> from cgtalg import UP, STAR, value
    >>> position_sum(UP, STAR) is UP + STAR
    True
    >>> from cgtalg.rulesets.graph.hackenbush import HackenbushString
    >>> s = position_sum(HackenbushString("LR"), HackenbushString("R"))
    >>> str(value(s)), len(s.left_options())
    ('-1/2', 1)
    """
    if type(a) is Game and type(b) is Game:
        return a + b
    _OPERANDS.check((a, b))
    return _PositionSum(a, b)


def position_negative(p: Any) -> Any:
    """Return the negative ``-p`` of a position (the players swap roles).

    Parameters
    ----------
    p : object
        A Game or a position object (hashable, comparing by value).

    Returns
    -------
    Game or position
        ``-p`` for a game; for a negated position, the position itself;
        else a position whose Left options are the negatives of *p*'s Right
        options and vice versa.

    Raises
    ------
    InputTypeError
        If a position object is unhashable or compares by identity.

    Examples
    --------
    >>> from cgtalg import UP, value
    >>> position_negative(UP) is -UP
    True
    >>> from cgtalg.rulesets.graph.hackenbush import HackenbushString
    >>> str(value(position_negative(HackenbushString("LLR"))))
    '-3/2'
    """
    if type(p) is Game:
        return -p
    if type(p) is _PositionNegative:
        return p.p
    _OPERANDS.check((p,))
    return _PositionNegative(p)


# -- the outcome search -------------------------------------------------------------


def outcome_of_position(
    position: Hashable,
    *,
    cache: MutableMapping[Hashable, bool] | None = None,
    left_options: Callable[[Any], Iterable[Any]] | None = None,
    right_options: Callable[[Any], Iterable[Any]] | None = None,
    options: Callable[[Any], Iterable[Any]] | None = None,
) -> Any:
    """Return the normal-play outcome class of *position* by searching the game tree.

    A minimax over states (position, player to move): the player to move wins
    if some move leads to a state where the opponent, now to move, loses; a
    player with no move loses. Each state is answered once (memoized) and the
    search of a state stops at its first winning move, so no canonical form is
    ever built. This can be much cheaper than ``outcome(value(position))``
    when only the winner is wanted. Components are not split: outcomes do not
    add. A position offering ``known_outcome()`` (a ruleset with a solver of
    its own, such as the grid schema's) is answered by it when it returns an
    :class:`~cgtalg.Outcome` rather than None.

    Parameters
    ----------
    position : hashable
        A position (``left_options()``/``right_options()``, or ``options()``)
        or a :class:`~cgtalg.Game`.
    cache : mutable mapping, optional
        Memo ``(position, 0 or 1) -> bool`` (Left resp. Right to move; True if
        the player to move wins), shared between calls; a fresh dict if omitted.
    left_options, right_options : callable, optional
        Move functions to use instead of the position's own methods (give both).
    options : callable, optional
        One move function for both players (an impartial game).

    Returns
    -------
    Outcome
        ``L`` (Left wins whoever starts), ``R``, ``N`` (the player to move
        wins) or ``P`` (the player to move loses).

    Raises
    ------
    InputValueError
        If play can return to a position already on the line of play (a loopy
        game), or the move functions are given inconsistently.
    InputTypeError
        If something met is not a position, or compares by identity.

    References
    ----------
    Winning Ways, chapters 1-2; Lessons in Play, chapter 2 (outcome classes).

    Examples
    --------
    >>> from cgtalg.rulesets.graph.hackenbush import HackenbushString
    >>> [str(outcome_of_position(HackenbushString(s))) for s in ("L", "R", "LR", "")]
    ['L', 'R', 'L', 'P']
    >>> str(outcome_of_position(5, options=lambda n: [n - k for k in (1, 2) if n >= k]))
    'N'
    >>> outcome_of_position(0, options=lambda n: [1 - n])
    Traceback (most recent call last):
    ...
    cgtalg.engine.traversal.MoveCycleError: the move graph has a cycle through 0 (a move returns to a position already on the line of play): this is a loopy game, not a short game, so it has no value
    """

    memo: MutableMapping[Hashable, bool] = {} if cache is None else cache
    moves = _move_functions(left_options, right_options, options)
    guard = TypeGuard(strict=moves is not None)
    if moves is None:
        known = _known_outcome(position)
        if known is not None:
            return known

    def expand(state: tuple[Any, int]) -> Expansion:
        pos, side = state
        if moves is None:
            if type(pos) is Game:
                # The game's order says it at once: Left moving first wins iff not G <= 0.
                return None, (not pos <= 0) if side == 0 else (not pos >= 0)
            opts = moves_of(pos)[side]
        else:
            opts = moves[side](pos)
        opts = list(opts)
        guard.check(opts)
        other = 1 - side
        return [(q, other) for q in opts], None

    def close(state: Any, children: list, token: Any, memo: Any, cut: bool) -> bool:
        return cut  # a child state lost by its mover is a winning move; none means a loss

    def lost(answer: bool) -> bool:
        return not answer

    def wins(side: int) -> bool:
        return traverse((position, side), expand=expand, close=close, memo=memo,
                        cutoff=lost, guard=guard, name=lambda state: state[0])

    guard.check((position,))
    left_first = wins(0)
    right_first = wins(1)
    if left_first:
        return Outcome.N if right_first else Outcome.L
    return Outcome.R if right_first else Outcome.P


def _known_outcome(position: Any) -> Any:
    """The outcome a position's ``known_outcome()`` hook gives (its ruleset's own solver), or None."""
    hook = getattr(position, "known_outcome", None)
    if hook is None or not callable(hook):
        return None
    found = hook()
    if found is not None and not isinstance(found, Outcome):
        raise InputTypeError(f"known_outcome() of {_describe(position)} returned {found!r}, not an Outcome or None")
    return found


def _move_functions(
    left_options: Callable[[Any], Iterable[Any]] | None,
    right_options: Callable[[Any], Iterable[Any]] | None,
    options: Callable[[Any], Iterable[Any]] | None,
) -> tuple[Callable[[Any], Iterable[Any]], Callable[[Any], Iterable[Any]]] | None:
    """Validate the move-function keywords; return ``(left, right)`` or None for the position's own."""
    for what, f in (("left_options", left_options), ("right_options", right_options), ("options", options)):
        if f is not None and not callable(f):
            raise InputTypeError(f"{what}= must be a function from a position to its options, not {type(f).__name__}")
    if options is not None:
        if left_options is not None or right_options is not None:
            raise InputValueError("give either options= (impartial) or left_options= and right_options=, not both")
        return options, options
    if (left_options is None) != (right_options is None):
        raise InputValueError("left_options= and right_options= go together: give both or neither")
    if left_options is None:
        return None
    return left_options, right_options  # type: ignore[return-value]
