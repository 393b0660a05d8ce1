"""The slow reference for sidling: the whole graph sidled at once, every candidate a new LoopyGame.

Every node whose followers form a stopper keeps its exact value; every other
node starts at ``on`` (onside) or ``off`` (offside) and is replaced, round
after round, by the Stopper of the one-node form ``{Left options | Right
options}`` built from the current values' forms (canonicalised and simplified
from scratch), until a round changes nothing (Winning Ways ch. 11; Siegel,
*Combinatorial Game Theory*, ch. VI.5). No components, no shared nodes.
"""

from __future__ import annotations

from cgtalg.loopy import LoopyGame, Stopper, off, on
from cgtalg.loopy.simplest import _alternating_acyclic


def stopper_nodes(form: LoopyGame) -> list[bool]:
    """``result[v]``: no follower of node ``v`` has an infinite alternating play."""
    left, right = form.left_arrays, form.right_arrays
    n = form.node_count
    sides = (left, right)
    pending = [len(left[v]) for v in range(n)] + [len(right[v]) for v in range(n)]
    parents: list[list[int]] = [[] for _ in range(2 * n)]
    for mover in (0, 1):
        for v in range(n):
            for o in sides[mover][v]:
                parents[(1 - mover) * n + o].append(mover * n + v)
    ready = [s for s in range(2 * n) if pending[s] == 0]
    while ready:
        s = ready.pop()
        for p in parents[s]:
            pending[p] -= 1
            if pending[p] == 0:
                ready.append(p)
    bad = [pending[v] > 0 or pending[n + v] > 0 for v in range(n)]
    node_parents: list[list[int]] = [[] for _ in range(n)]
    for v in range(n):
        for o in (*left[v], *right[v]):
            node_parents[o].append(v)
    work = [v for v in range(n) if bad[v]]
    while work:
        v = work.pop()
        for p in node_parents[v]:
            if not bad[p]:
                bad[p] = True
                work.append(p)
    return [not b for b in bad]


def sidle_reference(form: LoopyGame, up: bool, rounds: int = 60) -> Stopper | None:
    """The onside (``up``) or offside of ``form``; None if sidling has not settled after ``rounds`` rounds."""
    if _alternating_acyclic(form.left_arrays, form.right_arrays):
        return Stopper(form)
    n = form.node_count
    exact = stopper_nodes(form)
    values = [Stopper(form.at(v)) if exact[v] else (on if up else off) for v in range(n)]
    left, right = form.left_arrays, form.right_arrays
    for _ in range(rounds):
        new = list(values)
        for v in range(n):
            if not exact[v]:
                node = ([values[o].form for o in left[v]], [values[o].form for o in right[v]])
                new[v] = Stopper(LoopyGame.from_graph({"v": node}, "v"))
        if new == values:
            return values[form.start]
        values = new
    return None
