"""A naive reference for loopy play, written from the definitions and nothing else of the library's loopy code.

A *component* is ``(thing, sign)``: a position of a ruleset, a short
:class:`cgtalg.Game`, or a :class:`Node` of a hand-made loopy graph, played
as it is (``sign`` +1) or with the players' roles exchanged (-1, its
negative). A *state* is a tuple of components, their disjunctive sum: a
move is a move in one component, and a :class:`Node` option that is a
:class:`Sum` becomes several components.

:func:`solve` runs the retrograde analysis of a finite sum graph with a
player to move: each state is a win or a loss for the player to move, or a
draw (play never ends, whatever either player does). Everything is kept in
explicit work lists (no recursion on the depth of play).

For stoppers ``G`` and ``H``, ``G >= H`` exactly when Left, moving second in
``G - H``, survives (does not lose: a draw is survival) -- Winning Ways,
chapter 11; Siegel, *Combinatorial Game Theory*, chapter VI. :func:`geq`
and :func:`equal` test that.
"""

from __future__ import annotations

from collections import deque

from cgtalg.engine.traversal import moves_of

WIN, LOSS, DRAW = "win", "loss", "draw"
LEFT, RIGHT = 0, 1


class Node:
    """A node of a hand-made loopy game: its options are set after it is made, so they may refer back to it."""

    def __init__(self, name):
        self.name = name
        self.left = []
        self.right = []

    def __repr__(self):
        return self.name


class Sum(tuple):
    """An option of a Node that is a sum of components: ``Sum([(g, 1), (over, 1)])``."""


def over():
    """``over = {0 | over}`` (Winning Ways, chapter 11)."""
    from cgtalg import parse

    node = Node("over")
    node.left = [parse("0")]
    node.right = [node]
    return node


def _options(component, player, known):
    found = known.get((component, player))
    if found is None:
        found = known[(component, player)] = _component_options(component, player)
    return found


def _component_options(component, player):
    thing, sign = component
    if isinstance(thing, Node):
        found = thing.left if (player == LEFT) == (sign > 0) else thing.right
    else:
        left, right = moves_of(thing)
        found = left if (player == LEFT) == (sign > 0) else right
    out = []
    for o in found:
        if isinstance(o, Sum):
            out.append(tuple((t, s * sign) for t, s in o))
        else:
            out.append(((o, sign),))
    return out


def moves(state, player, known=None):
    """The states after each move of *player* in the sum *state* (*known*: the components' options so far)."""
    known = {} if known is None else known
    out = []
    for i, component in enumerate(state):
        for parts in _options(component, player, known):
            out.append(state[:i] + parts + state[i + 1:])
    return out


def solve(start, player, limit=2_000_000):
    """The result for the player to move of every state reachable from ``(start, player)``.

    Returns a dict ``(state, player to move) -> WIN | LOSS | DRAW``.
    """
    children = {}
    parents = {}
    known = {}
    todo = [(start, player)]
    children[(start, player)] = None
    while todo:
        node = todo.pop()
        state, who = node
        kids = [(s, 1 - who) for s in moves(state, who, known)]
        children[node] = kids
        for k in kids:
            parents.setdefault(k, []).append(node)
            if k not in children:
                children[k] = None
                todo.append(k)
        assert len(children) <= limit, "the sum graph is too large for the reference"
    result = {}
    unsettled = {node: len(kids) for node, kids in children.items()}
    queue = deque(node for node, kids in children.items() if not kids)
    for node in queue:
        result[node] = LOSS
    while queue:
        node = queue.popleft()
        for p in parents.get(node, ()):
            if p in result:
                continue
            if result[node] == LOSS:
                result[p] = WIN
                queue.append(p)
            else:
                unsettled[p] -= 1
                if unsettled[p] == 0:
                    result[p] = LOSS
                    queue.append(p)
    for node in children:
        result.setdefault(node, DRAW)
    return result


def outcome(state, player):
    """WIN, LOSS or DRAW for *player* moving first in the sum *state*."""
    return solve(state, player)[(state, player)]


def geq(g, h):
    """``g >= h`` for stoppers: Left, moving second in ``g - h``, survives. *g* and *h* are component lists."""
    state = tuple(g) + tuple((t, -s) for t, s in h)
    return outcome(state, RIGHT) != WIN


def equal(g, h):
    """``g == h`` for stoppers (both orders)."""
    return geq(g, h) and geq(h, g)
