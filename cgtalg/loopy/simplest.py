"""Simplest forms of stoppers on raw graphs: the order by play, the reductions, component by component.

The array-level machinery behind :class:`cgtalg.loopy.stopper.Stopper`
(Siegel, *Combinatorial Game Theory*, ch. VI.3-VI.4):

* whether a graph has an alternating cycle (:func:`_alternating_acyclic`);
* the order of stoppers by play: a retrograde analysis of every pair of
  nodes of two graphs (:func:`_right_wins`, :func:`_geq`);
* the simplest form of a stopper: dominated options removed, reversible ones
  bypassed, equal nodes fused, on the whole graph (:func:`_simplify`, the
  reference) or strongly connected component by component on one graph of
  shared nodes (:class:`_Simplest`, :func:`_graph_simplest`), so the pairs
  compared are those of one component and the values its exits reach.

No function here recurses on the depth of a graph: every walk is a work list.

References
----------
.. [Siegel] A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, ch. VI
   ("Loopy games"), sections 3 (stoppers and their order) and 4 (simplest
   forms of stoppers).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..core.game_type import Game
from ..errors import InputValueError
from .components import strongly_connected_components
from .graph import LoopyGame, _canonical, _reachable

__all__ = ["MAX_PAIRS"]

#: The most pairs of nodes a comparison or a simplification may examine (the
#: product of the two graphs' node counts, or a graph's node count squared):
#: beyond it the work is refused with an :class:`~cgtalg.errors.InputValueError`.
MAX_PAIRS = 4_000_000

Options = tuple[tuple[int, ...], ...]


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


def _undominated(options: set[int], better: Callable[[int, int], bool]) -> set[int]:
    """The options no other option beats; of equal options the lowest numbered stays."""
    kept = set()
    for o in options:
        if not any(p != o and better(p, o) and (not better(o, p) or p < o) for p in options):
            kept.add(o)
    return kept


def _reduce(
    left: list[set[int]],
    right: list[set[int]],
    nodes: Callable[[], Iterable[int]],
    geq: Callable[[int, int], bool],
    leq: Callable[[int, int], bool],
) -> None:
    """Drop dominated options and bypass reversible ones at ``nodes()`` until no step applies (in place).

    ``geq`` and ``leq`` are the order of the nodes, which no step changes;
    ``nodes`` is asked again after every pass that changed something.
    """
    changed = True
    while changed:
        changed = False
        for v in nodes():
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
    _reduce(left, right, lambda: _reachable(left, right, form.start), geq, leq)
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
    _reduce(lefts, rights, lambda: range(first, n), geq, leq)
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

    def add_short(
        self, component: list[int], left: Any, right: Any, node: list[int], games: list[Game | None]
    ) -> bool:
        """Add a component that is one node of a short game (its options short games), setting ``node`` and ``games``.

        Returns False, adding nothing, for any other component: more than one
        node, a node that is its own option, or an option that is not short.
        """
        if len(component) != 1:
            return False
        v = component[0]
        options = (*left[v], *right[v])
        if v in options or any(games[o] is None for o in options):
            return False
        g = Game([games[o] for o in left[v]], [games[o] for o in right[v]])
        games[v] = g
        node[v] = self.add_game(g)
        return True

    def add_component(self, component: list[int], left: Any, right: Any, node: list[int]) -> None:
        """Set ``node[v]`` for each ``v`` of one strongly connected component of the graph ``left``, ``right``.

        Every option outside the component already has its node here (the
        components come in reverse topological order). The component is
        simplified on a small graph: the shared nodes its exits reach, then
        its own nodes.
        """
        inside = set(component)
        exits = [node[o] for v in component for o in (*left[v], *right[v]) if o not in inside]
        shared = _reachable(self.left, self.right, *exits)
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
        small_left = (*(tuple(local[o] for o in self.left[u]) for u in shared), *(row(v, left[v]) for v in component))
        small_right = (*(tuple(local[o] for o in self.right[u]) for u in shared), *(row(v, right[v]) for v in component))
        if not _alternating_acyclic(small_left, small_right):
            raise _NotAStopper(_NOT_A_STOPPER)
        fused_left, fused_right, representative = _simplest_arrays(small_left, small_right, first)
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

    def form(self, i: int) -> LoopyGame:
        """The simplest form of node ``i``, as a minimal :class:`LoopyGame`."""
        return LoopyGame._from_unchecked(self.left, self.right, i)  # type: ignore[arg-type]


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
        if not simplest.add_short(component, left, right, node, games):
            simplest.add_component(component, left, right, node)
    return simplest, node, games
