"""Stoppers: loopy games without infinite alternating play, and their canonical values.

A loopy game is a *stopper* when no follower of it admits an infinite
*alternating* play (Left, Right, Left, ... forever): play may cycle only if
one player passes or repeats moves in a way the other does not answer. For
stoppers the order is decided by play (Siegel, ch. VI.3): ``G >= H`` exactly
when Left, moving second in ``G - H``, never runs out of moves, that is when
Right has no win in finitely many moves. That is a retrograde analysis of the
pairs of nodes of the two graphs, done here for every pair at once.

Every stopper has a unique *simplest form* (Siegel, ch. VI.4): a graph in
which no node has a dominated or a reversible option and no two nodes are
equal. :func:`canonical_stopper` finds it by removing dominated options,
bypassing reversible ones and fusing equal nodes, each step keeping the value
of every node of the graph. :class:`Stopper` holds that form; instances are
interned, so two stoppers are ``==`` exactly when they are equal games and
``is`` the same object.

Invariant: a :class:`Stopper`'s ``form`` is a minimal :class:`LoopyGame`
without alternating cycles, without dominated or reversible options and
without two equal nodes; it is the only such form of its value.

No function here recurses on the depth of a graph: every walk is a work list.

References
----------
.. [Siegel] A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, ch. VI
   ("Loopy games"), sections 3 (stoppers and their order) and 4 (simplest
   forms of stoppers), and section 5 (stops of stoppers, pseudonumbers).
.. [WW] Berlekamp, Conway, Guy, *Winning Ways*, 2nd ed., ch. 11 (``on``,
   ``off``, ``over``, ``under``, ``upon``).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from ..core.coerce import coerce_option
from ..core.game_type import Game
from ..errors import InputTypeError, InputValueError, describe
from . import hooks
from .components import strongly_connected_components
from .graph import LoopyGame, _canonical, _topological_order

__all__ = [
    "MAX_PAIRS",
    "Stopper",
    "canonical_stopper",
    "is_stopper",
    "left_stop",
    "off",
    "on",
    "over",
    "right_stop",
    "under",
    "upon",
]

#: The most pairs of nodes a comparison or a simplification may examine (the
#: product of the two graphs' node counts, or a graph's node count squared):
#: beyond it the work is refused with an :class:`~cgtalg.errors.InputValueError`.
MAX_PAIRS = 4_000_000

Options = tuple[tuple[int, ...], ...]

# -- reading the input --------------------------------------------------------------------------


def _as_form(value: object, what: str) -> LoopyGame:
    """``value`` as a loopy game form (a Stopper gives its form, a short game its graph)."""
    if isinstance(value, LoopyGame):
        return value
    if isinstance(value, Stopper):
        return value._form
    try:
        return LoopyGame.from_game(coerce_option(value))
    except InputTypeError:
        raise InputTypeError(f"{what} must be a loopy game, a stopper or a short game, got {describe(value)}") from None


def _check_pairs(n: int, m: int) -> None:
    if n * m > MAX_PAIRS:
        raise InputValueError(
            f"graphs of {n} and {m} nodes give {n * m:,} pairs of nodes to compare, over the limit of {MAX_PAIRS:,}"
        )


# -- alternating play ---------------------------------------------------------------------------


def _alternating_acyclic(left: Options, right: Options) -> bool:
    """True if no state (node, player to move) lies on an alternating cycle.

    State ``(v, Left)`` moves to ``(o, Right)`` for each Left option ``o`` of
    ``v``, and ``(v, Right)`` to ``(o, Left)``. Kahn's algorithm peels the
    states whose every move leads to peeled states; a state left over lies on
    (or leads to) an alternating cycle.
    """
    n = len(left)
    sides = (left, right)
    pending = [len(left[v]) for v in range(n)] + [len(right[v]) for v in range(n)]
    parents: list[list[int]] = [[] for _ in range(2 * n)]
    for mover in (0, 1):
        for v in range(n):
            for o in sides[mover][v]:
                parents[(1 - mover) * n + o].append(mover * n + v)
    ready = [s for s in range(2 * n) if pending[s] == 0]
    peeled = 0
    while ready:
        s = ready.pop()
        peeled += 1
        for p in parents[s]:
            pending[p] -= 1
            if pending[p] == 0:
                ready.append(p)
    return peeled == 2 * n


def is_stopper(g: object) -> bool:
    """True if ``g`` is a stopper: no follower of it has an infinite alternating play.

    Parameters
    ----------
    g : LoopyGame, Stopper, Game or number
        A loopy game (a short game is a stopper).

    Returns
    -------
    bool

    Raises
    ------
    InputTypeError
        If ``g`` is not a game.

    Examples
    --------
    ``on = {pass | }`` is a stopper; ``dud = {pass | pass}`` is not (Left and
    Right may pass in turn forever).

    >>> is_stopper(LoopyGame.from_graph({"a": (["a"], [])}, "a"))
    True
    >>> is_stopper(LoopyGame.from_graph({"a": (["a"], ["a"])}, "a"))
    False

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.3 (stoppers).
    """
    if isinstance(g, Stopper):
        return True
    form = _as_form(g, "g")
    return _alternating_acyclic(form.left_arrays, form.right_arrays)


# -- the order of stoppers ----------------------------------------------------------------------


def _reverse(options: Options | list[list[int]], n: int) -> list[list[int]]:
    parents: list[list[int]] = [[] for _ in range(n)]
    for v, row in enumerate(options):
        for o in row:
            parents[o].append(v)
    return parents


def _right_wins(gl: Any, gr: Any, hl: Any, hr: Any) -> bytearray:
    """``result[a * m + b]`` is 1 when Right, moving first in ``G_a - H_b``, wins in finitely many moves.

    ``G`` has ``n`` nodes (options ``gl``, ``gr``), ``H`` has ``m``. In
    ``G - H`` Left moves ``a -> gl[a]`` or ``b -> hr[b]``, Right moves
    ``a -> gr[a]`` or ``b -> hl[b]``. The least fixed point of "Right to move
    has a move to a position Left loses; Left to move loses when every move
    leads to a position Right wins (or she has none)", found backwards from
    the positions where Left cannot move, with a counter per Left-to-move
    position of the moves not yet known to lose. For stoppers ``G`` and ``H``,
    ``G_a >= H_b`` exactly when ``result[a * m + b] == 0`` (Siegel VI.3).
    """
    n, m = len(gl), len(hl)
    rev_gl, rev_gr = _reverse(gl, n), _reverse(gr, n)
    rev_hl, rev_hr = _reverse(hl, m), _reverse(hr, m)
    count = [0] * (n * m)
    lost: list[int] = []  # Left-to-move positions Left loses, waiting to be propagated
    left_lost = bytearray(n * m)
    for a in range(n):
        la = len(gl[a])
        base = a * m
        for b in range(m):
            c = la + len(hr[b])
            count[base + b] = c
            if c == 0:
                left_lost[base + b] = 1
                lost.append(base + b)
    right_won = bytearray(n * m)
    while lost:
        s = lost.pop()
        a, b = divmod(s, m)
        # Right-to-move positions with a move to s: (p, b) with a in gr[p], (a, q) with b in hl[q]
        won = [p * m + b for p in rev_gr[a]] + [a * m + q for q in rev_hl[b]]
        for t in won:
            if right_won[t]:
                continue
            right_won[t] = 1
            ta, tb = divmod(t, m)
            # Left-to-move positions with a move to t: (p, tb) with ta in gl[p], (ta, q) with tb in hr[q]
            for u in [p * m + tb for p in rev_gl[ta]] + [ta * m + q for q in rev_hr[tb]]:
                if not left_lost[u]:
                    count[u] -= 1
                    if count[u] == 0:
                        left_lost[u] = 1
                        lost.append(u)
    return right_won


def _geq(g: LoopyGame, h: LoopyGame) -> bool:
    """``g >= h`` for two stopper forms."""
    _check_pairs(g.node_count, h.node_count)
    wins = _right_wins(g.left_arrays, g.right_arrays, h.left_arrays, h.right_arrays)
    return not wins[g.start * h.node_count + h.start]


# -- simplest forms -----------------------------------------------------------------------------


def _reachable(left: list[set[int]], right: list[set[int]], start: int) -> list[int]:
    seen = {start}
    order = [start]
    i = 0
    while i < len(order):
        v = order[i]
        i += 1
        for o in (*left[v], *right[v]):
            if o not in seen:
                seen.add(o)
                order.append(o)
    return order


def _undominated(options: set[int], better: Callable[[int, int], bool]) -> set[int]:
    """The options no other option beats; of equal options the lowest numbered stays."""
    kept = set()
    for o in options:
        if not any(p != o and better(p, o) and (not better(o, p) or p < o) for p in options):
            kept.add(o)
    return kept


def _simplify(form: LoopyGame) -> LoopyGame:
    """The simplest form of the stopper ``form`` (Siegel VI.4).

    The comparison matrix of the nodes is computed once: every step below
    keeps the value of every node, so it stays true throughout. Steps, at each
    reachable node until none applies anywhere: drop dominated options; bypass
    a reversible Left option ``o`` (some ``r`` in ``o``'s Right options with
    ``r <= v``) by ``r``'s Left options, and a reversible Right option
    likewise. Each bypass replaces an option by options with shorter
    alternating plays, so the passes end. Then equal nodes are fused.
    """
    n = form.node_count
    _check_pairs(n, n)
    wins = _right_wins(form.left_arrays, form.right_arrays, form.left_arrays, form.right_arrays)

    def geq(a: int, b: int) -> bool:
        return not wins[a * n + b]

    def leq(a: int, b: int) -> bool:
        return not wins[b * n + a]

    left = [set(row) for row in form.left_arrays]
    right = [set(row) for row in form.right_arrays]
    changed = True
    while changed:
        changed = False
        for v in _reachable(left, right, form.start):
            while True:
                new_left = _undominated(left[v], geq)
                new_right = _undominated(right[v], leq)
                for o in list(new_left):
                    reverser = next((r for r in sorted(right[o]) if leq(r, v)), None)
                    if reverser is not None:
                        new_left.discard(o)
                        new_left |= left[reverser]
                for o in list(new_right):
                    reverser = next((r for r in sorted(left[o]) if geq(r, v)), None)
                    if reverser is not None:
                        new_right.discard(o)
                        new_right |= right[reverser]
                if new_left == left[v] and new_right == right[v]:
                    break
                left[v], right[v] = new_left, new_right
                changed = True
    nodes = _reachable(left, right, form.start)
    representative: dict[int, int] = {}
    for v in sorted(nodes):
        representative[v] = next((u for u in sorted(representative) if u == representative[u] and geq(u, v) and leq(u, v)), v)
    fused_left = tuple(tuple(sorted({representative[o] for o in left[v]})) if v in representative else () for v in range(n))
    fused_right = tuple(tuple(sorted({representative[o] for o in right[v]})) if v in representative else () for v in range(n))
    return LoopyGame._from_unchecked(fused_left, fused_right, representative[form.start])


class _NotAStopper(InputValueError):
    """A component of a graph has an alternating cycle (the graph's value may still be stopper-sided)."""


_NOT_A_STOPPER = (
    "not a stopper: some follower of this loopy game has an infinite alternating play "
    "(its value may be stopper-sided: see cgtalg.loopy.sided)"
)


def _simplest_arrays(left: Options, right: Options, first: int) -> tuple[Options, Options, list[int]]:
    """Simplify the nodes ``first ..`` of a stopper graph whose nodes ``0 .. first-1`` are already simplest.

    The steps of :func:`_simplify`, done at the new nodes only (each step
    keeps the value of every node, and a node in simplest form has no step
    left to take), then each new node is fused with the first node of equal
    value, the simplest nodes coming first. Returns the fused arrays (the rows
    of fused-away nodes empty) and the representative of every node.
    """
    n = len(left)
    _check_pairs(n, n)
    wins = _right_wins(left, right, left, right)

    def geq(a: int, b: int) -> bool:
        return not wins[a * n + b]

    def leq(a: int, b: int) -> bool:
        return not wins[b * n + a]

    lefts = [set(row) for row in left]
    rights = [set(row) for row in right]
    changed = True
    while changed:
        changed = False
        for v in range(first, n):
            while True:
                new_left = _undominated(lefts[v], geq)
                new_right = _undominated(rights[v], leq)
                for o in list(new_left):
                    reverser = next((r for r in sorted(rights[o]) if leq(r, v)), None)
                    if reverser is not None:
                        new_left.discard(o)
                        new_left |= lefts[reverser]
                for o in list(new_right):
                    reverser = next((r for r in sorted(lefts[o]) if geq(r, v)), None)
                    if reverser is not None:
                        new_right.discard(o)
                        new_right |= rights[reverser]
                if new_left == lefts[v] and new_right == rights[v]:
                    break
                lefts[v], rights[v] = new_left, new_right
                changed = True
    representative = list(range(first))
    classes = list(range(first))
    for v in range(first, n):
        rep = next((u for u in classes if geq(u, v) and leq(u, v)), None)
        if rep is None:
            classes.append(v)
            rep = v
        representative.append(rep)
    fused_left = tuple(
        tuple(sorted({representative[o] for o in lefts[v]})) if representative[v] == v else () for v in range(n)
    )
    fused_right = tuple(
        tuple(sorted({representative[o] for o in rights[v]})) if representative[v] == v else () for v in range(n)
    )
    return fused_left, fused_right, representative


class _Simplest:
    """Simplest forms of stoppers in one graph of shared nodes.

    Every node is a stopper in simplest form, with options among the nodes
    (``left[i]``, ``right[i]``); a value may have more than one node (they
    are then isomorphic forms, which :class:`LoopyGame`'s refinement makes
    one). Short games are added through their canonical forms
    (:meth:`add_game`), cyclic components through :meth:`add_component`, so
    each component is simplified on its own nodes and the shared nodes its
    exits reach, never on copies of the forms of the stoppers it leads to.
    A new node whose form (its canonical graph) is already here is replaced
    by the node that has it, so a value has one node and each component's
    share of the graph stays as small as its exits' values.
    """

    __slots__ = ("left", "right", "of_game", "of_form")

    def __init__(self) -> None:
        self.left: list[tuple[int, ...]] = []
        self.right: list[tuple[int, ...]] = []
        self.of_game: dict[Game, int] = {}
        self.of_form: dict[tuple[Options, Options, int], int] = {}

    def add_game(self, game: Game) -> int:
        """The node of the short game ``game`` (canonical), adding it and its followers as needed."""
        of_game = self.of_game
        found = of_game.get(game)
        if found is not None:
            return found
        stack = [game]
        while stack:
            g = stack[-1]
            if g in of_game:
                stack.pop()
                continue
            missing = [o for o in (*g.left_options, *g.right_options) if o not in of_game]
            if missing:
                stack.extend(missing)
                continue
            stack.pop()
            t = len(self.left)
            self.left.append(tuple(of_game[o] for o in g.left_options))
            self.right.append(tuple(of_game[o] for o in g.right_options))
            of_game[g] = self._known(range(t, t + 1)).get(t, t)
        return of_game[game]

    def add_component(self, component: list[int], left: Any, right: Any, node: list[int]) -> None:
        """Set ``node[v]`` for each ``v`` of one strongly connected component of the graph ``left``, ``right``.

        Every option outside the component already has its node here (the
        components come in reverse topological order). The component is
        simplified on a small graph: the shared nodes its exits reach, then
        its own nodes.
        """
        inside = set(component)
        exits = [node[o] for v in component for o in (*left[v], *right[v]) if o not in inside]
        shared = _reachable_nodes(self.left, self.right, exits)
        local = {u: i for i, u in enumerate(shared)}
        first = len(shared)
        for i, v in enumerate(component):
            local[~v] = first + i  # component nodes keyed by ~v, apart from shared nodes

        def row(v: int, options: Any) -> tuple[int, ...]:
            return tuple(local[~o] if o in inside else local[node[o]] for o in options)

        size = first + len(component)
        if size * size > MAX_PAIRS:
            raise InputValueError(
                f"a strongly connected component of {len(component):,} nodes, with exits to stoppers of {first:,} "
                f"nodes, gives {size * size:,} pairs of nodes to compare, over the limit of {MAX_PAIRS:,}"
            )
        small_left = [tuple(local[o] for o in self.left[u]) for u in shared] + [row(v, left[v]) for v in component]
        small_right = [tuple(local[o] for o in self.right[u]) for u in shared] + [row(v, right[v]) for v in component]
        if not _alternating_acyclic(small_left, small_right):
            raise _NotAStopper(_NOT_A_STOPPER)
        fused_left, fused_right, representative = _simplest_arrays(tuple(small_left), tuple(small_right), first)
        # each new class becomes a shared node; a node equal to a shared one is that node
        target = shared + [-1] * len(component)
        base = len(self.left)
        for i in range(first, size):
            if representative[i] == i:
                target[i] = len(self.left)
                self.left.append(())
                self.right.append(())
        for i in range(first, size):
            if representative[i] == i:
                self.left[target[i]] = tuple(target[o] for o in fused_left[i])
                self.right[target[i]] = tuple(target[o] for o in fused_right[i])
        same = self._known(range(base, len(self.left)))
        for i, v in enumerate(component):
            t = target[representative[first + i]]
            node[v] = same.get(t, t)

    def _known(self, new: range) -> dict[int, int]:
        """Register the forms of the nodes ``new`` (the last added); map each whose form was here to that node.

        The rows of the new nodes that stay are rewritten to the nodes kept,
        and when none stays they are removed.
        """
        same: dict[int, int] = {}
        for t in new:
            key = _canonical(self.left, self.right, t)  # type: ignore[arg-type]
            found = self.of_form.setdefault(key, t)
            if found != t:
                same[t] = found
        if len(same) == len(new):
            del self.left[new.start:], self.right[new.start:]
        elif same:
            for t in new:
                if t not in same:
                    self.left[t] = tuple(same.get(o, o) for o in self.left[t])
                    self.right[t] = tuple(same.get(o, o) for o in self.right[t])
        return same

    def stopper(self, i: int) -> Stopper:
        """The Stopper of node ``i``."""
        return Stopper._of_simplest(LoopyGame._from_unchecked(self.left, self.right, i))  # type: ignore[arg-type]


def _reachable_nodes(left: list[tuple[int, ...]], right: list[tuple[int, ...]], roots: list[int]) -> list[int]:
    """The nodes reachable from ``roots`` (the roots included), in order of discovery."""
    order = list(dict.fromkeys(roots))
    seen = set(order)
    i = 0
    while i < len(order):
        u = order[i]
        i += 1
        for o in (*left[u], *right[u]):
            if o not in seen:
                seen.add(o)
                order.append(o)
    return order


def _graph_simplest(left: Any, right: Any) -> tuple[_Simplest, list[int], list[Game | None]]:
    """The simplest form of every node of a stopper graph (raw arrays), as nodes of one :class:`_Simplest`.

    The strongly connected components are taken in reverse topological order.
    A node no cycle is reachable from is a short game, valued by the short-game
    core; each other component is simplified on its own nodes plus the shared
    nodes its exits reach (:meth:`_Simplest.add_component`), so the pairs
    compared are per component. Returns the shared graph, the node of each
    node of the input, and the short game of each loopfree node (else None).
    Raises ``_NotAStopper`` if a component has an alternating cycle, and
    :class:`InputValueError` if a component is too large (:data:`MAX_PAIRS`).
    """
    n = len(left)
    simplest = _Simplest()
    node = [-1] * n
    games: list[Game | None] = [None] * n
    for component in strongly_connected_components(left, right):
        if len(component) == 1:
            v = component[0]
            options = (*left[v], *right[v])
            if v not in options and all(games[o] is not None for o in options):
                g = Game([games[o] for o in left[v]], [games[o] for o in right[v]])
                games[v] = g
                node[v] = simplest.add_game(g)
                continue
        simplest.add_component(component, left, right, node)
    return simplest, node, games


def _graph_stoppers(left: Any, right: Any) -> tuple[list[Stopper], list[Game | None]]:
    """The Stopper of every node of a stopper graph (raw arrays), and the short game of each loopfree node.

    See :func:`_graph_simplest`, which this materialises for every node.
    """
    simplest, node, games = _graph_simplest(left, right)
    made: dict[int, Stopper] = {}
    stoppers = []
    for i in node:
        s = made.get(i)
        if s is None:
            s = made[i] = simplest.stopper(i)
        stoppers.append(s)
    return stoppers, games


def _graph_stopper(left: Any, right: Any, start: int) -> Stopper:
    """The Stopper of node ``start`` of a stopper graph (raw arrays): :func:`_graph_simplest` at one node."""
    simplest, node, _ = _graph_simplest(left, right)
    return simplest.stopper(node[start])



# -- pseudonumbers and stops --------------------------------------------------------------------

# A pseudonumber is keyed (kind, x, tilt): off = (-1, 0, 0), on = (1, 0, 0), and the number x,
# x over, x under = (0, x, 0), (0, x, 1), (0, x, -1); the keys sort as the values do.
Key = tuple[int, Fraction, int]


def _loopfree_games(left: Options, right: Options) -> dict[int, Game]:
    """The short game of every node no cycle can be reached from."""
    n = len(left)
    pending = [len(left[v]) + len(right[v]) for v in range(n)]
    parents = _reverse(tuple(tuple(left[v]) + tuple(right[v]) for v in range(n)), n)
    ready = [v for v in range(n) if pending[v] == 0]
    games: dict[int, Game] = {}
    while ready:
        v = ready.pop()
        games[v] = Game([games[o] for o in left[v]], [games[o] for o in right[v]])
        for p in parents[v]:
            pending[p] -= 1
            if pending[p] == 0:
                ready.append(p)
    return games


def _pseudonumber_keys(left: Options, right: Options) -> dict[int, Key]:
    """The nodes of a simplest form that are pseudonumbers, with their keys."""
    games = _loopfree_games(left, right)
    keys: dict[int, Key] = {}
    for v in range(len(left)):
        g = games.get(v)
        if g is not None:
            if g.is_number:
                keys[v] = (0, Fraction(g.as_fraction()), 0)
        elif left[v] == (v,) and not right[v]:
            keys[v] = (1, Fraction(0), 0)
        elif right[v] == (v,) and not left[v]:
            keys[v] = (-1, Fraction(0), 0)
        elif len(left[v]) == 1 and right[v] == (v,) and left[v][0] in games and games[left[v][0]].is_number:
            keys[v] = (0, Fraction(games[left[v][0]].as_fraction()), 1)
        elif len(right[v]) == 1 and left[v] == (v,) and right[v][0] in games and games[right[v][0]].is_number:
            keys[v] = (0, Fraction(games[right[v][0]].as_fraction()), -1)
    return keys


def _stops(form: LoopyGame) -> tuple[Key, Key]:
    """The Left and Right stops of a simplest form, as pseudonumber keys.

    The stop with Left to move at a node is the largest of the Right stops of
    its Left options, and with Right to move the smallest of the Left stops of
    its Right options; at a pseudonumber both stops are the pseudonumber. The
    states (node, mover) form an acyclic graph (a stopper has no alternating
    cycle), so the stops are computed followers first, on a work list.
    """
    left, right = form.left_arrays, form.right_arrays
    keys = _pseudonumber_keys(left, right)
    off_key: Key = (-1, Fraction(0), 0)
    on_key: Key = (1, Fraction(0), 0)
    memo: dict[tuple[int, int], Key] = {}
    stack = [(form.start, 0), (form.start, 1)]
    while stack:
        v, mover = stack[-1]
        if (v, mover) in memo:
            stack.pop()
            continue
        if v in keys:
            memo[(v, mover)] = keys[v]
            stack.pop()
            continue
        options = left[v] if mover == 0 else right[v]
        missing = [(o, 1 - mover) for o in options if (o, 1 - mover) not in memo]
        if missing:
            stack.extend(missing)
            continue
        stack.pop()
        values = [memo[(o, 1 - mover)] for o in options]
        if mover == 0:
            memo[(v, 0)] = max(values, default=off_key)
        else:
            memo[(v, 1)] = min(values, default=on_key)
    return memo[(form.start, 0)], memo[(form.start, 1)]


def _pseudonumber(key: Key) -> Stopper:
    kind, x, tilt = key
    if kind == 1:
        return on
    if kind == -1:
        return off
    if tilt == 0:
        return Stopper(x)
    node = ([x], ["p"]) if tilt > 0 else (["p"], [x])
    return Stopper._of_simplest(LoopyGame.from_graph({"p": node}, "p"))


def _strong(key: Key) -> Key:
    return (key[0], key[1], 0)


# -- the value type -----------------------------------------------------------------------------

_INTERNED: dict[LoopyGame, Stopper] = {}

# The sided values plug in here (cgtalg.loopy.sided installs them at import): "sides" maps a loopy
# form whose value is stopper-sided to its value, used for sums that are not stoppers.
_SIDED: dict[str, Callable[..., Any]] = {}


def _install_sided(**functions: Callable[..., Any]) -> None:
    _SIDED.update(functions)


class Stopper:
    """The value of a stopper, held in its simplest form (unique, so ``==`` is equality of values).

    ``Stopper(g)`` accepts a :class:`LoopyGame` that is a stopper, a short
    game or number, or a Stopper; the result is interned: equal stoppers are
    the same object. Comparisons ``<=``, ``<``, ``>=``, ``>`` and ``==`` are
    the order of games (a short game or number on the other side is read as
    a stopper); ``-x`` is the negative; ``x + y`` is a Stopper when the sum of
    the forms is a stopper, otherwise its stopper-sided value
    (:class:`~cgtalg.loopy.sided.SidedValue`). A loopfree stopper is a short
    game: :meth:`to_game` gives it, and it hashes like that game.

    Parameters
    ----------
    g : LoopyGame, Game, int, Fraction or Stopper
        A stopper.

    Raises
    ------
    InputTypeError
        If ``g`` is not a game.
    InputValueError
        If ``g`` is not a stopper, or its graph is too large to simplify
        (:data:`MAX_PAIRS`).

    Examples
    --------
    ``{0 | pass}`` is ``over``, above 0 and below every positive number:

    >>> g = Stopper(LoopyGame.from_graph({"a": ([0], ["a"])}, "a"))
    >>> g is over, 0 < g < Fraction(1, 1024)
    (True, True)
    >>> Stopper(LoopyGame.from_graph({"a": (["b"], []), "b": (["a"], [])}, "a")) is on
    True

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.3-VI.4.
    """

    __slots__ = ("_form", "_hash", "__weakref__")

    _form: LoopyGame
    _hash: int

    def __new__(cls, g: object) -> Stopper:
        if isinstance(g, Stopper):
            return g
        form = _as_form(g, "a stopper")
        if form in _INTERNED:
            return _INTERNED[form]
        if not _alternating_acyclic(form.left_arrays, form.right_arrays):
            raise InputValueError(_NOT_A_STOPPER)
        return _graph_stopper(form.left_arrays, form.right_arrays, form.start)

    @classmethod
    def _of_simplest(cls, form: LoopyGame) -> Stopper:
        """The interned Stopper of a form already in simplest form."""
        found = _INTERNED.get(form)
        if found is not None:
            return found
        self = object.__new__(cls)
        object.__setattr__(self, "_form", form)
        games = _loopfree_games(form.left_arrays, form.right_arrays) if form.is_loopfree() else {}
        object.__setattr__(self, "_hash", hash(games[form.start]) if games else hash(form))
        _INTERNED[form] = self
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Stopper is immutable")

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (Stopper._of_simplest, (self._form,))

    # -- the form -------------------------------------------------------------------------------

    @property
    def form(self) -> LoopyGame:
        """The simplest form, as a loopy game.

        Returns
        -------
        LoopyGame

        Examples
        --------
        >>> on.form.node_count
        1
        """
        return self._form

    @property
    def left_options(self) -> tuple[Stopper, ...]:
        """The Left options of the simplest form, each a Stopper.

        Returns
        -------
        tuple of Stopper

        Examples
        --------
        >>> over.left_options == (0,), over.right_options == (over,)
        (True, True)
        """
        return tuple(Stopper._of_simplest(o) for o in self._form.left_options)

    @property
    def right_options(self) -> tuple[Stopper, ...]:
        """The Right options of the simplest form, each a Stopper.

        Returns
        -------
        tuple of Stopper

        Examples
        --------
        >>> on.right_options
        ()
        """
        return tuple(Stopper._of_simplest(o) for o in self._form.right_options)

    @property
    def follower_count(self) -> int:
        """The number of distinct followers (nodes of the simplest form, the stopper itself included).

        Returns
        -------
        int

        Examples
        --------
        >>> over.follower_count
        2
        """
        return self._form.node_count

    def followers(self) -> frozenset[Stopper]:
        """Every follower of the simplest form (the stopper itself included), each a Stopper.

        Returns
        -------
        frozenset of Stopper

        Examples
        --------
        >>> over.followers() == {over, Stopper(0)}
        True
        """
        return frozenset(Stopper._of_simplest(self._form.at(v)) for v in range(self._form.node_count))

    def is_loopfree(self) -> bool:
        """True if the stopper is a short game (its simplest form has no cycle).

        Returns
        -------
        bool

        Examples
        --------
        >>> Stopper(Fraction(1, 2)).is_loopfree(), on.is_loopfree()
        (True, False)
        """
        return self._form.is_loopfree()

    def to_game(self) -> Game:
        """The short game of a loopfree stopper.

        Returns
        -------
        Game

        Raises
        ------
        InputValueError
            If the stopper is not loopfree.

        Examples
        --------
        >>> Stopper(3).to_game()
        Game('3')
        """
        return self._form.to_game()

    # -- the algebra ----------------------------------------------------------------------------

    def __neg__(self) -> Stopper:
        return Stopper._of_simplest(-self._form)

    def __pos__(self) -> Stopper:
        return self

    def __add__(self, other: object) -> Any:
        other_stopper = _operand(other)
        if other_stopper is None:
            return NotImplemented
        total = self._form + other_stopper._form
        if _alternating_acyclic(total.left_arrays, total.right_arrays):
            return Stopper(total)
        sided = _SIDED.get("value")
        if sided is None:  # pragma: no cover - cgtalg.loopy installs it at import
            raise InputValueError("this sum of stoppers is not a stopper (import cgtalg.loopy.sided for its value)")
        return sided(total)

    __radd__ = __add__

    def __sub__(self, other: object) -> Any:
        other_stopper = _operand(other)
        if other_stopper is None:
            return NotImplemented
        return self + (-other_stopper)

    def __rsub__(self, other: object) -> Any:
        other_stopper = _operand(other)
        if other_stopper is None:
            return NotImplemented
        return other_stopper + (-self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Stopper):
            return self is other
        if isinstance(other, LoopyGame):  # a form is not a value: compare Stopper(form)
            return NotImplemented
        other_stopper = _operand(other)
        if other_stopper is None:
            return NotImplemented
        return self is other_stopper

    def __ne__(self, other: object) -> bool:
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __hash__(self) -> int:
        return self._hash

    def __ge__(self, other: object) -> bool:
        other_stopper = _operand(other)
        if other_stopper is None:
            return NotImplemented
        return self is other_stopper or _geq(self._form, other_stopper._form)

    def __le__(self, other: object) -> bool:
        other_stopper = _operand(other)
        if other_stopper is None:
            return NotImplemented
        return self is other_stopper or _geq(other_stopper._form, self._form)

    def __gt__(self, other: object) -> bool:
        other_stopper = _operand(other)
        if other_stopper is None:
            return NotImplemented
        return self is not other_stopper and _geq(self._form, other_stopper._form)

    def __lt__(self, other: object) -> bool:
        other_stopper = _operand(other)
        if other_stopper is None:
            return NotImplemented
        return self is not other_stopper and _geq(other_stopper._form, self._form)

    def is_confused_with(self, other: object) -> bool:
        """True if neither ``self >= other`` nor ``self <= other``.

        Parameters
        ----------
        other : Stopper, Game or number
            Another stopper.

        Returns
        -------
        bool

        Raises
        ------
        InputTypeError
            If ``other`` is not a stopper or short game.

        Examples
        --------
        >>> Stopper(LoopyGame.from_graph({"a": ([0], [])}, "a")).is_confused_with(0)
        False
        """
        other_stopper = _operand(other)
        if other_stopper is None:
            raise InputTypeError(f"other must be a stopper or a short game, got {describe(other)}")
        return not (self >= other_stopper) and not (self <= other_stopper)

    # -- stops and predicates -------------------------------------------------------------------

    def left_stop(self) -> Stopper:
        """The Left stop: where alternate play with Left moving first comes to rest on a pseudonumber.

        A *pseudonumber* is a number, ``x over`` (``{x | pass}``), ``x under``
        (``{pass | x}``), ``on`` or ``off``; the stop is returned as that
        Stopper, so ``s.left_stop() == 0`` and ``s.left_stop() is over`` both
        read naturally.

        Returns
        -------
        Stopper
            A pseudonumber.

        Examples
        --------
        >>> over.left_stop() is over, on.left_stop() is on
        (True, True)

        References
        ----------
        Siegel, *Combinatorial Game Theory*, ch. VI.5 (stops of stoppers).
        """
        return _pseudonumber(_stops(self._form)[0])

    def right_stop(self) -> Stopper:
        """The Right stop: where alternate play with Right moving first comes to rest on a pseudonumber.

        Returns
        -------
        Stopper
            A pseudonumber (see :meth:`left_stop`).

        Examples
        --------
        >>> under.right_stop() is under
        True

        References
        ----------
        Siegel, *Combinatorial Game Theory*, ch. VI.5.
        """
        return _pseudonumber(_stops(self._form)[1])

    def is_pseudonumber(self) -> bool:
        """True if the stopper is a number, ``x over``, ``x under``, ``on`` or ``off``.

        Returns
        -------
        bool

        Examples
        --------
        >>> over.is_pseudonumber(), upon.is_pseudonumber()
        (True, False)
        """
        return self._form.start in _pseudonumber_keys(self._form.left_arrays, self._form.right_arrays)

    def is_infinitesimal(self) -> bool:
        """True if both stops are 0 once ``over`` and ``under`` are dropped from them.

        Returns
        -------
        bool

        Examples
        --------
        >>> over.is_infinitesimal(), on.is_infinitesimal()
        (True, False)

        References
        ----------
        CGSuite's ``IsInfinitesimal`` of a canonical stopper.
        """
        zero: Key = (0, Fraction(0), 0)
        left, right = _stops(self._form)
        return _strong(left) == zero and _strong(right) == zero

    def is_numberish(self) -> bool:
        """True if both stops, ``over`` and ``under`` dropped, are the same number (not ``on``/``off``).

        Returns
        -------
        bool

        Examples
        --------
        >>> over.is_numberish(), on.is_numberish()
        (True, False)

        References
        ----------
        CGSuite's ``IsNumberish`` of a canonical stopper.
        """
        left, right = _stops(self._form)
        return left[0] == 0 and _strong(left) == _strong(right)

    def is_number_tiny(self) -> bool:
        """True if the stopper has CGSuite's shape of a tiny or a miny: ``{x || x | y}`` or ``{y | x || x}``.

        That is: one Left option ``x``, a number, and one Right option ``{x | y}``
        with ``y - x <= under`` (``Tiny``), or the mirror image (``Miny``).

        Returns
        -------
        bool

        Examples
        --------
        >>> tiny_on = Stopper(LoopyGame.from_graph({"t": ([0], ["r"]), "r": ([0], [off.form])}, "t"))
        >>> tiny_on.is_number_tiny(), over.is_number_tiny()
        (True, False)

        References
        ----------
        CGSuite's ``IsNumberTiny`` of a canonical stopper.
        """
        lo, ro = self.left_options, self.right_options
        if len(lo) != 1 or len(ro) != 1:
            return False
        (gl,), (gr,) = lo, ro
        if gl.is_loopfree() and gl.to_game().is_number:
            rlo, rro = gr.left_options, gr.right_options
            if len(rlo) == 1 and len(rro) == 1 and rlo[0] is gl:
                return _difference_at_most_under(rro[0], gl)
        if gr.is_loopfree() and gr.to_game().is_number:
            llo, lro = gl.left_options, gl.right_options
            if len(llo) == 1 and len(lro) == 1 and lro[0] is gr:
                return _difference_at_most_under(gr, llo[0])
        return False

    def is_plumtree(self) -> bool:
        """True if the only cycles of the simplest form are passes (cycles of length 1).

        Returns
        -------
        bool

        Examples
        --------
        >>> over.is_plumtree()
        True

        References
        ----------
        CGSuite's ``IsPlumtree``.
        """
        form = self._form
        n = form.node_count
        left = tuple(tuple(o for o in form.left_arrays[v] if o != v) for v in range(n))
        right = tuple(tuple(o for o in form.right_arrays[v] if o != v) for v in range(n))
        return _topological_order(left, right) is not None

    def is_idempotent(self) -> bool:
        """True if ``self + self == self`` (for a sum that is not a stopper: its onside and offside are ``self``).

        Returns
        -------
        bool

        Examples
        --------
        >>> on.is_idempotent(), over.is_idempotent(), Stopper(1).is_idempotent()
        (True, True, False)

        References
        ----------
        Siegel, *Combinatorial Game Theory*, ch. VI (idempotents).
        """
        total = self + self
        if isinstance(total, Stopper):
            return total is self
        return total.onside is self and total.offside is self

    def degree(self) -> Stopper:
        """The degree of loopiness: the onside of ``self - self`` (0 for a short game).

        Returns
        -------
        Stopper

        Raises
        ------
        InputValueError
            If the onside of ``self - self`` cannot be found by sidling.

        Examples
        --------
        >>> on.degree() is on, over.degree() is over, Stopper(5).degree() == 0
        (True, True, True)

        References
        ----------
        Siegel, *Combinatorial Game Theory*, ch. VI (degree); CGSuite's ``Degree``.
        """
        if self.is_loopfree():
            return Stopper(0)
        total = self - self
        return total if isinstance(total, Stopper) else total.onside

    # -- printing -------------------------------------------------------------------------------

    def __str__(self) -> str:
        return hooks.to_string(self)

    def latex(self) -> str:
        """The stopper as LaTeX, by the notation's printer.

        Returns
        -------
        str

        Examples
        --------
        >>> callable(on.latex)
        True
        """
        return hooks.to_latex(self)

    def __repr__(self) -> str:
        return f"Stopper({self._form!r})"


def _operand(value: object) -> Stopper | None:
    """``value`` as a Stopper if it is a stopper or short game, else None."""
    if isinstance(value, Stopper):
        return value
    if isinstance(value, LoopyGame):
        return Stopper(value)
    try:
        return Stopper(coerce_option(value))
    except InputTypeError:
        return None


def _difference_at_most_under(a: Stopper, b: Stopper) -> bool:
    total = a - b
    if isinstance(total, Stopper):
        return total <= under
    return total.onside <= under and total.offside <= under


def canonical_stopper(g: object) -> Stopper:
    """The value of the stopper ``g``, in simplest form.

    Parameters
    ----------
    g : LoopyGame, Game, int, Fraction or Stopper
        A stopper.

    Returns
    -------
    Stopper

    Raises
    ------
    InputTypeError
        If ``g`` is not a game.
    InputValueError
        If ``g`` is not a stopper or is too large (:data:`MAX_PAIRS`).

    Examples
    --------
    ``{pass | 3/2}`` is ``3/2 under``, with 5 followers:

    >>> g = canonical_stopper(LoopyGame.from_graph({"a": (["a"], [Fraction(3, 2)])}, "a"))
    >>> g.follower_count, g.right_options == (Fraction(3, 2),), g.left_options == (g,)
    (5, True, True)

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.4 (simplest forms of stoppers).
    """
    return Stopper(g)


def left_stop(g: object) -> Stopper:
    """The Left stop of the stopper ``g`` (see :meth:`Stopper.left_stop`).

    Parameters
    ----------
    g : LoopyGame, Game, int, Fraction or Stopper
        A stopper.

    Returns
    -------
    Stopper
        A pseudonumber: a number, ``x over``, ``x under``, ``on`` or ``off``.

    Raises
    ------
    InputTypeError, InputValueError
        As :class:`Stopper`.

    Examples
    --------
    >>> left_stop(LoopyGame.from_graph({"a": (["a"], [Fraction(3, 2)])}, "a")) == Stopper(Fraction(3, 2)) + under
    True

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.5.
    """
    return Stopper(g).left_stop()


def right_stop(g: object) -> Stopper:
    """The Right stop of the stopper ``g`` (see :meth:`Stopper.right_stop`).

    Parameters
    ----------
    g : LoopyGame, Game, int, Fraction or Stopper
        A stopper.

    Returns
    -------
    Stopper
        A pseudonumber.

    Raises
    ------
    InputTypeError, InputValueError
        As :class:`Stopper`.

    Examples
    --------
    >>> right_stop(Fraction(-3, 4)) == Fraction(-3, 4)
    True

    References
    ----------
    Siegel, *Combinatorial Game Theory*, ch. VI.5.
    """
    return Stopper(g).right_stop()


#: ``on = {pass | }``: Left can move for ever, Right never (Winning Ways, ch. 11).
on = Stopper(LoopyGame.from_arrays([[0]], [[]]))
#: ``off = { | pass}``, the negative of ``on``.
off = -on
#: ``over = {0 | pass}``: positive, below every positive number.
over = Stopper(LoopyGame.from_graph({"over": ([0], ["over"])}, "over"))
#: ``under = {pass | 0}``, the negative of ``over``.
under = -over
#: ``upon = {pass | *}``: positive and infinitesimal (Winning Ways, ch. 11).
upon = Stopper(LoopyGame.from_graph({"upon": (["upon"], [Game([0], [0])])}, "upon"))
