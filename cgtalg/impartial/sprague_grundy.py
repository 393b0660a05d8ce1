"""Sprague-Grundy values of impartial positions, computed iteratively.

A position is anything hashable with an ``options()`` method (see
:mod:`cgtalg.engine.position`), or an impartial :class:`cgtalg.Game` (a nimber).
:func:`grundy` walks the game graph with the same traversal as
:func:`cgtalg.value` (:func:`cgtalg.engine.traversal.traverse`): depth first with
an explicit stack, so arbitrarily long chains of moves never touch Python's
recursion limit, every position expanded once and memoized, a clear error on
a cycle.

(The module is named ``sprague_grundy`` so that ``cgtalg.impartial.grundy``
is the function and nothing else.)

Two optional hooks let a ruleset help the engine without changing what a
value *is*:

* ``components()`` -- an iterable of independent positions whose disjunctive
  sum the position is; in normal play their values are nim-added;
* ``known_grundy()`` -- the normal-play value when the ruleset knows it in
  closed form (a Nim heap of *n* is worth *n*), or ``None``. It lets a heap of
  100000 be valued without exploring its 5 * 10**9 moves. Pass
  ``shortcuts=False`` to ignore it (brute force, for checking).

**Invariant.** ``grundy(p) == 0`` exactly when the player to move from *p*
loses under normal play; with ``misere=True``, exactly when the player to move
loses under misère play.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, Iterable, MutableMapping

from ..core.game import Game
from ..core.mex import mex, mex_unchecked  # mex re-exported; compiled with the core (core/mex.pxd)
from ..engine.traversal import MoveCycleError, TypeGuard, components_of, moves_of, traverse
from ..errors import InputTypeError, InputValueError, as_integer, describe
from ..loopy.impartial import LoopyGrundy


def impartial_options(position: Any) -> Iterable[Hashable]:
    """The options of an impartial *position*: its ``options()``, or the moves of an impartial game.

    Parameters
    ----------
    position : object
        An object with an ``options()`` method, or a partizan-protocol object
        (a :class:`cgtalg.Game`, say) whose Left and Right options are the same.

    Returns
    -------
    iterable of hashable
        The positions reachable in one move.

    Raises
    ------
    InputTypeError
        If *position* has no ``options()`` and is not a partizan object with
        equal Left and Right options.

    Examples
    --------
    >>> from cgtalg.rulesets.heap.nim import Nim
    >>> list(impartial_options(Nim(2)))
    [Nim(), Nim(1)]
    >>> impartial_options(3)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: int is not an impartial position: it has no options() method (pass options= for plain values)
    """
    opts = getattr(position, "options", None)
    if callable(opts):
        return opts()
    if type(position) is Game or callable(getattr(position, "left_options", None)):
        # A partizan-protocol object (for instance a canonical Game) is
        # accepted when both players have the same moves.
        lo, ro = moves_of(position)
        lo, ro = tuple(lo), tuple(ro)
        if set(lo) == set(ro):
            return lo
        raise InputTypeError(
            f"{type(position).__name__} {describe(position)} is partizan: Left and Right have different moves, "
            "so it has no Grundy value"
        )
    raise InputTypeError(
        f"{type(position).__name__} is not an impartial position: it has no options() method "
        "(pass options= for plain values)"
    )


def _known(position: Any) -> int | None:
    if type(position) is Game:
        if position.is_nimber:
            return position.nim_value
        raise InputTypeError(
            f"{position} is a partizan game (it is not a nimber), so it has no Grundy value"
        )
    hook = getattr(position, "known_grundy", None)
    if hook is None:
        return None
    given = hook()
    if given is None:
        return None
    value = as_integer(given)
    if value is None or value < 0:
        raise InputTypeError(f"known_grundy() of {describe(position)} returned {describe(given)}, not a non-negative int")
    return value


_SUM = True  # token: the children are components to nim-add


def grundy(
    position: Hashable,
    *,
    cache: MutableMapping[Hashable, int] | None = None,
    options: Callable[[Any], Iterable[Hashable]] | None = None,
    misere: bool = False,
    shortcuts: bool = True,
) -> int | LoopyGrundy:
    """Return the Grundy value (nim value) of an impartial *position*, generalised if its moves cycle.

    The value is ``mex`` of the values of the options; a position with no
    move has value 0. A position offering ``components()`` is the nim-sum of
    its components' values.

    With ``misere=True`` the same recursion runs with the misère base case: a
    position with no move has value 1 (so the value is 0 exactly when the
    player to move loses the last-player-loses game). Components are not
    summed then, since misère values do not add; the position's own
    ``options()`` are explored instead. Use a separate *cache* per convention.

    The walk is the shared position traversal
    (:func:`cgtalg.engine.traversal.traverse`), the one :func:`cgtalg.value`
    uses: explicit stack, one memo entry per position, a clear error on
    positions that compare by identity.

    A position from which play can return to a position already on the line
    of play is a loopy game. Under normal play its generalised
    Sprague-Grundy value is returned, a :class:`~cgtalg.loopy.LoopyGrundy`
    (Smith's method, :mod:`cgtalg.loopy.impartial`): the positions it can
    reach are explored by :mod:`cgtalg.engine.loopy_position` (at most
    :data:`~cgtalg.engine.loopy_position.MAX_POSITIONS` of them) and
    labelled. If the position itself offers ``components()``, each
    component is valued on its own and the values are added (the
    generalised nim-sum); below that, components and ``known_grundy()`` are
    not consulted. These values are not stored in *cache*, which holds only
    the int values of positions whose moves never cycle.

    Parameters
    ----------
    position : hashable
        An object with an ``options()`` method returning positions, or an
        impartial :class:`cgtalg.Game` (a nimber: its nim value). An object
        with ``left_options``/``right_options`` that agree is accepted too.
    cache : mutable mapping, optional
        Memo table shared between calls (position -> value). A fresh dict is
        used when omitted.
    options : callable, optional
        Move generator to use instead of ``position.options()``; handy for
        positions that are plain tuples or ints. Hooks (``components()``,
        ``known_grundy()``) are not consulted then.
    misere : bool, default False
        Use the misère base case (terminal position has value 1).
    shortcuts : bool, default True
        Trust a position's ``known_grundy()`` and take a nimber's nim value
        without exploring it (normal play only).

    Returns
    -------
    int or LoopyGrundy
        An int when no line of play repeats a position: 0 exactly when the
        player to move loses. When the moves cycle, a
        :class:`~cgtalg.loopy.LoopyGrundy`: a finite value ``n`` (its
        :attr:`~cgtalg.loopy.LoopyGrundy.n` is the int; the position plays
        like ``*n``, and is lost by the player to move exactly when ``n`` is
        0) or ``∞_K``, ``K`` the finite values of its options (a
        first-player win when 0 is in ``K``, else a draw). A LoopyGrundy
        equals only a LoopyGrundy (``LoopyGrundy(2) != 2``): compare ``.n``
        with an int, or read :attr:`~cgtalg.loopy.LoopyGrundy.outcome`.

    Raises
    ------
    InputTypeError
        If a position has no moves method, is partizan, or compares by
        identity (see :class:`cgtalg.engine.traversal.TypeGuard`).
    InputValueError
        If the moves cycle and ``misere=True`` (misère Grundy values of
        loopy games are not defined here), or more positions are reachable
        from a loopy position than the exploration may meet.

    References
    ----------
    Winning Ways, chapter 4 (Sprague-Grundy theory), chapter 12 (loopy
    impartial games: generalised Sprague-Grundy values) and chapter 13
    (misère); Lessons in Play, chapter 7; Siegel, *Combinatorial Game
    Theory*, chapter VI.

    Examples
    --------
    >>> grundy(5, options=lambda n: range(n))        # a Nim heap of 5
    5
    >>> grundy(100000, options=lambda n: [n - 1] if n else [])
    0
    >>> grundy(0, options=lambda n: range(n), misere=True)   # no move: value 1
    1
    >>> from cgtalg import nimber, UP
    >>> grundy(nimber(3))
    3
    >>> grundy(UP)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputTypeError: ^ is a partizan game (it is not a nimber), so it has no Grundy value

    A token going round four squares for ever is a draw, ``∞``. With a move
    off the ring from square 0 to a square 4 where play stops, the squares
    of the ring have finite values: from square 1 or 3 the player to move
    is the one left on square 4.

    >>> grundy(3, options=lambda n: [(n + 1) % 4])
    LoopyGrundy.infinity([])
    >>> ring = lambda n: [(n + 1) % 4] + ([4] if n == 0 else []) if n < 4 else []
    >>> [str(grundy(n, options=ring)) for n in range(5)]
    ['1', '0', '1', '0', '0']
    >>> g = grundy(2, options=ring)
    >>> g.n, str(g.outcome), g == 1
    (1, 'N', False)
    >>> grundy(3, options=lambda n: [(n + 1) % 4], misere=True)
    Traceback (most recent call last):
    ...
    cgtalg.errors.InputValueError: the moves of 3 cycle (a loopy game), and misère Grundy values of loopy games are not defined here; under normal play (misere=False) grundy() gives its generalised Sprague-Grundy value
    """
    memo: MutableMapping[Hashable, int] = {} if cache is None else cache
    try:
        return _loopfree_grundy(position, cache=memo, options=options, misere=misere, shortcuts=shortcuts)
    except MoveCycleError:
        if misere:
            raise InputValueError(
                f"the moves of {describe(position)} cycle (a loopy game), and misère Grundy values of loopy games "
                "are not defined here; under normal play (misere=False) grundy() gives its generalised "
                "Sprague-Grundy value"
            ) from None
    from ..engine.loopy_position import _grundy_of_cyclic

    moves = impartial_options if options is None else options
    parts = components_of(position) if options is None else None
    if parts is None:
        return _grundy_of_cyclic(position, moves)
    total = LoopyGrundy(0)
    for part in parts:
        try:
            total = total + LoopyGrundy(_loopfree_grundy(part, cache=memo, shortcuts=shortcuts))
        except MoveCycleError:
            total = total + _grundy_of_cyclic(part, moves)
    return total


def _loopfree_grundy(
    position: Hashable,
    *,
    cache: MutableMapping[Hashable, int] | None = None,
    options: Callable[[Any], Iterable[Hashable]] | None = None,
    misere: bool = False,
    shortcuts: bool = True,
) -> int:
    """:func:`grundy` of a position whose moves never cycle, an int; a MoveCycleError when they do.

    For callers that need the int (nim-sums, comparisons with 0, nimbers):
    a loopy position is refused by them as before, never read as a number.
    """
    memo: MutableMapping[Hashable, int] = {} if cache is None else cache
    if options is not None and not callable(options):
        raise InputTypeError(f"options= must be a function from a position to its options, not {type(options).__name__}")
    if options is not None:
        def expand(pos: Any) -> tuple[Any, Any]:
            return list(options(pos)), False
    else:
        split = not misere
        use_hook = shortcuts and not misere

        def expand(pos: Any) -> tuple[Any, Any]:
            if use_hook:
                known = _known(pos)
                if known is not None:
                    return None, known
            if split:
                parts = components_of(pos)
                if parts is not None:
                    return parts, _SUM
            return list(impartial_options(pos)), False

    if misere:
        def close(pos: Any, children: list, is_sum: bool, memo: Any, cut: bool) -> int:
            if not children:
                return 1
            return mex_unchecked([memo[c] for c in children])
    else:
        def close(pos: Any, children: list, is_sum: bool, memo: Any, cut: bool) -> int:
            if is_sum:
                value = 0
                for c in children:
                    value ^= memo[c]
                return value
            return mex_unchecked([memo[c] for c in children])

    return traverse(position, expand=expand, close=close, memo=memo, guard=TypeGuard(strict=options is not None))


def as_nimber(position: Hashable, *, cache: MutableMapping[Hashable, int] | None = None) -> Any:
    """Return the canonical :class:`cgtalg.Game` of an impartial position: ``nimber(grundy(position))``.

    By the Sprague-Grundy theorem this equals ``cgtalg.value(position)``, but
    only Grundy values are computed on the way, not canonical forms. The way
    back is :func:`grundy` itself, which accepts an impartial ``Game``.

    Parameters
    ----------
    position : hashable
        An impartial position (an object with ``options()``), or an
        impartial :class:`cgtalg.Game`.
    cache : mutable mapping, optional
        Memo table for :func:`grundy` (position -> Grundy value).

    Returns
    -------
    Game
        The nimber ``*g``, ``g`` the Grundy value of *position*.

    Raises
    ------
    InputTypeError
        If *position* is not an impartial position (no ``options()``, or a
        partizan game).
    InputValueError
        If the move graph has a cycle (a loopy game is no nimber; its
        generalised Sprague-Grundy value is :func:`grundy`'s answer).

    References
    ----------
    Winning Ways, chapter 4 (Sprague-Grundy theory); Lessons in Play, chapter 7.

    Examples
    --------
    >>> from cgtalg.rulesets.heap import Nim
    >>> g = as_nimber(Nim(3, 5))
    >>> str(g), grundy(g)
    ('*6', 6)
    """
    from ..core.values import nimber

    return nimber(_loopfree_grundy(position, cache=cache))
