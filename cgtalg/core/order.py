"""Order: ``G <= H`` for canonical games, iteratively, and the relations built on it.

``G <= H`` holds when no Left option of ``G`` is ``>= H`` and no Right option
of ``H`` is ``<= G``. The engine evaluates that definition with an explicit
work stack (no recursion on the depth of the games), memoizes every answer in
the ``comparisons`` cache (one bounded row per game), and settles most questions without looking
at options at all:

* two symbolic values ``x + n.^ + *k`` compare by arithmetic;
* stops are monotone: ``G <= H`` needs ``LS(G) <= LS(H)`` and
  ``RS(G) <= RS(H)``, and ``LS(G) < RS(H)`` already gives ``G < H``;
* against a number only the other game's options matter (number avoidance);
* a nimber ``x + *k`` with many options is compared with an explicit game by
  one sweep over ``j = 0, 1, ...`` (see :func:`nimber_sweep`) instead of one
  search per option.

The public relations (:func:`cgtalg.compare`, :func:`cgtalg.outcome`) are in
:mod:`cgtalg.core.relations`.

Examples
--------
>>> from cgtalg import UP, STAR
>>> le(STAR, UP), le(UP, UP + STAR)
(False, False)

References
----------
Siegel, *Combinatorial Game Theory*, II.1-II.3 (order, number avoidance,
stops); *Winning Ways*, ch. 2-3.
"""

from __future__ import annotations

from typing import Any

from enum import Enum
from fractions import Fraction
from .cache import RowCache
from .store import Game, live_games
from .symbolic import symbolic_le

__all__ = ["le", "Relation", "Outcome"]

#: ``g <= h`` is remembered in ``g._le[h._id]``: one row per game, on the game.
#: A game gets its row on its first remembered comparison (``_le`` is None
#: until then): most symbolic values never need one, and an empty dict per
#: game was a tenth of the cost of creating it.
#: Whether a row may have gained an entry since the rows were last emptied:
#: every write sets it (after writing), and :func:`_rows_to_clear` resets it
#: (before collecting the rows), so an entry written before
#: ``clear_caches()`` began is always emptied by it, while a program that
#: compares only numbers, nimbers and ups (answered by arithmetic, never
#: remembered) empties no row and does not walk its games to find none.
_rows_written = False


def _rows_alive() -> list[dict[int, bool]]:
    """The comparison rows of the games alive (for the cache's size and limit)."""
    return [g._le for g in live_games() if g._le is not None]


def _rows_to_clear() -> list[dict[int, bool]]:
    """The rows that may hold entries: none when nothing was written since the last call."""
    global _rows_written
    if not _rows_written:
        return []
    _rows_written = False
    return _rows_alive()


_le_rows = RowCache("comparisons", 4096, _rows_alive, written=_rows_to_clear)
_ROW_LIMIT = _le_rows.row_limit


def _le_put(g: Game, h: Game, verdict: bool) -> None:
    global _rows_written
    row = g._le
    if row is None:
        # Two threads may both create a row; one row's entries are lost, which a cache allows.
        row = g._le = {}
    _le_rows.put(row, h._id, verdict)
    _rows_written = True

#: Nimbers ``x + *k`` with at least this many options are compared with
#: explicit games by :func:`nimber_sweep` rather than option by option.
SWEEP_FROM = 24


def _symbolic_le(a: tuple[Fraction, int, int], b: tuple[Fraction, int, int]) -> bool:
    """``x + n.^ + *k <= y + m.^ + *j`` by arithmetic on the two triples."""
    if a[0] != b[0]:
        return a[0] < b[0]
    d = b[1] - a[1]
    if d == 0:
        return a[2] == b[2]
    if (d == 1 or d == -1) and a[2] ^ b[2] == 1:
        return False  # ^* and v* are confused with 0
    return d > 0


#: How many levels a comparison follows on Python's stack before it continues
#: on an explicit one. A constant: shallow questions (almost all) avoid the
#: bookkeeping of the explicit stack, and no game is too deep for the engine.
SHALLOW_LEVELS = 24


def _shallow(g: Game, h: Game, levels: int) -> bool:
    """``g <= h`` by the definition, at most *levels* calls deep, then by :func:`_search`."""
    global _rows_written
    if not levels:
        return _search(g, h)
    levels -= 1
    verdict = True
    if g._num is None:  # number avoidance: a number's options never matter
        for o in g._left if g._left is not None else g.left_options:
            if le(h, o, levels):
                verdict = False
                break
    if verdict and h._num is None:
        for o in h._right if h._right is not None else h.right_options:
            if le(o, g, levels):
                verdict = False
                break
    # The common case of RowCache.put, inline: this is the engine's hottest write.
    row = g._le
    if row is None:
        row = g._le = {}
        row[h._id] = verdict
    elif len(row) < _ROW_LIMIT:
        row[h._id] = verdict
    else:
        _le_rows.put(row, h._id, verdict)
    _rows_written = True
    return verdict


def le(g: Game, h: Game, levels: int = SHALLOW_LEVELS) -> bool:
    """``g <= h`` for canonical games (engine level: no coercion, no checks).

    The quick rules come first (symbolic arithmetic, stops, the cache, the
    nimber sweep); a question they leave open goes to :func:`_shallow` with
    *levels* levels to spend. With ``levels=-1`` an open question is
    returned as None instead, which is how :func:`_search` asks.

    Parameters
    ----------
    g, h : Game
        Canonical games.
    levels : int, default SHALLOW_LEVELS
        How many nested calls may search on Python's stack before the
        explicit stack takes over; -1 asks for None rather than a search.

    Returns
    -------
    bool or None
        Whether ``g <= h``; None only with ``levels=-1`` when no quick rule
        (the cache included, so the answer depends on what was asked
        before) decides.

    Notes
    -----
    Nothing is checked at this level: a non-Game argument fails with
    whatever error Python raises. :func:`cgtalg.compare` and the comparison
    operators of :class:`cgtalg.Game` check their operands and call this.

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.1 (the order); Lessons in Play,
    chapters 2 and 4.

    Examples
    --------
    >>> from cgtalg import UP, STAR, ZERO, parse
    >>> le(ZERO, UP), le(UP, ZERO), le(STAR, ZERO)
    (True, False, False)
    >>> le(UP, parse("^^"), -1)          # symbolic values: decided without a search
    True
    """
    if g is h:
        return True
    gn, hn = g._nus, h._nus
    if gn is not None and hn is not None:
        return symbolic_le(g, h)  # arithmetic on the stored ints
    if g._ls > h._ls or g._rs > h._rs:  # type: ignore[operator]
        return False
    if g._ls < h._rs:  # type: ignore[operator]
        return True
    row = g._le
    if row is not None:
        r = row.get(h._id)
        if r is not None:
            return r  # type: ignore[no-any-return]
    # At most one of the two is symbolic here.
    if gn is not None:
        if gn[2] >= SWEEP_FROM and gn[1] == 0:
            below, above = nimber_sweep(gn[0], gn[2], h._left, h._right)  # type: ignore[arg-type]
            _le_put(g, h, below)
            _le_put(h, g, above)
            return below
    elif hn is not None and hn[2] >= SWEEP_FROM and hn[1] == 0:
        below, above = nimber_sweep(hn[0], hn[2], g._left, g._right)  # type: ignore[arg-type]
        _le_put(h, g, below)
        _le_put(g, h, above)
        return above
    if levels < 0:
        # Only the probe of _search passes levels=-1 and checks for None; the
        # annotation says bool for every other caller (one signature, so
        # that the compiled core and mypy read the same function).
        return None  # type: ignore[return-value]
    return _shallow(g, h, levels)


def _options(g: Game, left: bool) -> tuple[Game, ...]:
    if left:
        return g._left if g._left is not None else g.left_options
    return g._right if g._right is not None else g.right_options


def _search(g0: Game, h0: Game) -> bool:
    """``g0 <= h0`` by the definition, with an explicit stack of open questions.

    A frame ``[g, h, phase, i]`` asks ``g <= h``: phase 0 scans the Left
    options of ``g`` (is some ``g^L >= h``?), phase 1 the Right options of
    ``h`` (is some ``h^R <= g``?); ``i`` is the next option to look at. A
    question that the quick rules cannot settle becomes a child frame. A
    child answering True refutes its parent at once.
    """
    stack: list[list[Any]] = [[g0, h0, 0, 0]]
    while True:
        frame = stack[-1]
        g, h, phase, i = frame  # type: ignore[misc]
        verdict = True
        child: tuple[Game, Game] | None = None
        if phase == 0:
            if g._num is None:  # number avoidance: a number's options never matter
                opts = _options(g, True)
                n = len(opts)
                while i < n:
                    o = opts[i]
                    i += 1
                    q: bool | None = le(h, o, -1)
                    if q is None:
                        child = (h, o)
                        break
                    if q:
                        verdict = False
                        break
            if child is None and verdict:
                phase, i = 1, 0
        if phase == 1 and child is None and verdict:
            if h._num is None:
                opts = _options(h, False)
                n = len(opts)
                while i < n:
                    o = opts[i]
                    i += 1
                    q = le(o, g, -1)
                    if q is None:
                        child = (o, g)
                        break
                    if q:
                        verdict = False
                        break
        if child is not None:
            frame[2] = phase
            frame[3] = i
            stack.append([child[0], child[1], 0, 0])
            continue
        # This question is answered; a True answer also answers its parent (False).
        stack.pop()
        _le_put(g, h, verdict)
        if verdict and stack:
            parent = stack.pop()
            _le_put(parent[0], parent[1], False)
            verdict = False
        if not stack:
            return verdict


# ----------------------------------------------------------------------------------
# Comparing a game with the nimbers x + *j, all j at once
# ----------------------------------------------------------------------------------


def nimber_sweep(x: Fraction, k: int, left: tuple[Game, ...], right: tuple[Game, ...],
                 *, stop_at_first: str | None = None,
                 root_at_zero: tuple[bool, bool] | None = None) -> tuple[bool, bool]:
    """Compare ``x + *k`` with the form ``H = {left | right}`` in one sweep over ``j``.

    Writing ``A(j)`` for ``x + *j <= H`` and ``B(j)`` for ``H <= x + *j``, the
    definition of the order gives, for every subposition ``S`` of ``H``::

        A_S(j) = (no B_S(i) for i < j) and (no B_{S^R}(j))
        B_S(j) = (no A_S(i) for i < j) and (no A_{S^L}(j))

    so all subpositions can be advanced together, ``j`` by ``j``, keeping for
    each ``S`` only the two "nothing yet" flags. Flags only ever switch off;
    symbolic subpositions ``y + m.^ + *i`` compare with ``x + *j`` by
    arithmetic and change their answer only at ``j = i`` or ``j = i ^ 1``. So
    once a step changes no flag, every ``j`` up to the next such special value
    gives the same answers, and the sweep jumps there. The cost is
    ``O(|H| * (number of flag changes + special values))`` whatever ``k`` is.

    Parameters
    ----------
    x : Fraction
        The number part of the nimber.
    k : int
        The nimber ``*k`` to compare (``k >= 0``).
    left, right : tuple of Game
        The options of ``H``; ``H`` itself need not be canonical (the
        canonicaliser sweeps the form it is simplifying).
    root_at_zero : (bool, bool), optional
        ``(x <= H, H <= x)`` when ``H`` may equal a number. The recurrence
        above uses number avoidance at ``j = 0`` (``x + *0`` is the number
        ``x``), which is exact for every explicit canonical game but not for
        a form equal to a number; the canonicaliser, whose forms may be
        numbers, computes these two answers by the full definition and passes
        them in.
    stop_at_first : {"A", "B"}, optional
        Instead of answering at ``k``, stop at the least ``j < k`` with
        ``A(j)`` (or ``B(j)``) true and return ``(True, j)``; ``(False, -1)``
        if there is none. The canonicaliser uses this to find reversing
        options of ``x + *k`` without generating its ``k`` options.

    Returns
    -------
    tuple
        ``(A(k), B(k))``, i.e. ``(x + *k <= H, H <= x + *k)``.

    Examples
    --------
    >>> from cgtalg import tiny, nimber
    >>> t = tiny(1)
    >>> nimber_sweep(Fraction(0), 10**9, t.left_options, t.right_options)
    (False, False)

    References
    ----------
    Siegel, *Combinatorial Game Theory*, II.1 (the order); compare the remote
    stars of *Winning Ways*, ch. 9.
    """
    if stop_at_first is not None and k <= 0:
        return False, -1  # type: ignore[return-value]
    # Explicit subpositions below the root, children before parents; the root is index -1.
    order: list[Game] = []
    index: dict[int, int] = {}
    stack: list[tuple[Game, bool]] = [(o, False) for o in left + right if o._nus is None]
    while stack:
        s, expanded = stack.pop()
        if s._id in index:
            continue
        if not expanded:
            stack.append((s, True))
            stack.extend((o, False) for o in s._left + s._right if o._nus is None and o._id not in index)  # type: ignore[operator]
            continue
        index[s._id] = len(order)
        order.append(s)

    specials: set[int] = set()

    def refs(opts: tuple[Game, ...]) -> list[object]:
        out: list[object] = []
        for o in opts:
            if o._nus is None:
                out.append(index[o._id])
            else:
                out.append(o._nus)
                y, m, i = o._nus
                if y == x and -1 <= m <= 1:
                    # The answer differs from the usual one only at j = i or
                    # j = i ^ 1, and returns to it one step later.
                    specials.update((i, i ^ 1, i + 1, (i ^ 1) + 1))
        return out

    nodes = [(refs(s._left), refs(s._right)) for s in order]  # type: ignore[arg-type]
    nodes.append((refs(left), refs(right)))
    size = len(nodes)
    no_a = [True] * size  # no A_S(i) for i < j so far
    no_b = [True] * size
    a_now = [False] * size
    b_now = [False] * size
    special_list = sorted(specials)
    j = 0
    target = k if stop_at_first is None else k - 1
    while True:
        nus_j = (x, 0, j)
        for t in range(size):
            lrefs, rrefs = nodes[t]
            a = no_b[t]
            if a:
                for r in rrefs:
                    if (b_now[r] if type(r) is int else _symbolic_le(r, nus_j)):  # type: ignore[index,arg-type]
                        a = False
                        break
            b = no_a[t]
            if b:
                for r in lrefs:
                    if (a_now[r] if type(r) is int else _symbolic_le(nus_j, r)):  # type: ignore[index,arg-type]
                        b = False
                        break
            a_now[t] = a
            b_now[t] = b
        if j == 0 and root_at_zero is not None:
            a_now[-1], b_now[-1] = root_at_zero
        if stop_at_first == "A" and a_now[-1]:
            return True, j  # type: ignore[return-value]
        if stop_at_first == "B" and b_now[-1]:
            return True, j  # type: ignore[return-value]
        if j >= target:
            if stop_at_first is not None:
                return False, -1  # type: ignore[return-value]
            return a_now[-1], b_now[-1]
        changed = False
        for t in range(size):
            if a_now[t] and no_a[t]:
                no_a[t] = False
                changed = True
            if b_now[t] and no_b[t]:
                no_b[t] = False
                changed = True
        if changed:
            j += 1
            continue
        # Nothing changed, so the flags are final until the answers of a
        # symbolic subposition change: jump to the next special j (or to the
        # end) and compute the answers there afresh.
        nxt = next((s for s in special_list if s > j), None)
        if nxt is None or nxt > target:
            j = target
        else:
            j = nxt


# ----------------------------------------------------------------------------------
# The vocabulary of the order
# ----------------------------------------------------------------------------------


class Relation(Enum):
    """How two games compare."""

    LESS = "<"
    EQUAL = "="
    GREATER = ">"
    CONFUSED = "||"

    def __str__(self) -> str:
        return self.value


class Outcome(Enum):
    """Who wins: Left (L), Right (R), the next player (N) or the previous player (P)."""

    L = "L"
    R = "R"
    N = "N"
    P = "P"

    def __str__(self) -> str:
        return self.value
