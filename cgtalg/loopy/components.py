"""Strongly connected components of a game graph, found without recursion.

Every cycle of a loopy game lies inside one strongly connected component of
its graph (Left and Right edges together), and the components form an
acyclic graph of their own. Algorithms that would otherwise look at all the
nodes at once (simplest forms, canonical numbering) work component by
component instead, from the components with no way out towards the start,
each with the results of the components below it already known.

References
----------
.. [Tarjan] R. E. Tarjan, "Depth-first search and linear graph algorithms",
   *SIAM Journal on Computing* 1 (1972), 146--160.
.. [Siegel] A. N. Siegel, *Combinatorial Game Theory*, AMS 2013, ch. VI,
   section 1 (game graphs).
"""

from __future__ import annotations

from collections.abc import Sequence

from .graph import _check_graph

__all__ = ["strongly_connected_components"]


def strongly_connected_components(left: Sequence[Sequence[int]], right: Sequence[Sequence[int]]) -> list[list[int]]:
    """The strongly connected components of a game graph, each after every component it can reach.

    Parameters
    ----------
    left, right : sequence of sequences of int
        ``left[v]`` and ``right[v]`` are the Left and Right options of node
        ``v`` (nodes ``0 .. n-1``); an edge of either side counts.

    Returns
    -------
    list of list of int
        The components, each a list of its nodes (in no particular order).
        A component comes after every component reachable from it, so the
        components without a way out come first and a walk of the list meets
        a node's options' components before the node's own (reverse
        topological order). Every node is in exactly one component.

    Raises
    ------
    InputTypeError
        If ``left`` or ``right`` is not a list of lists of node numbers.
    InputValueError
        If the two lists differ in length or an option is not a node.

    Examples
    --------
    Node 0 moves to 1 and back (one component); 1 also moves to 2:

    >>> strongly_connected_components([[1], [0, 2], []], [[], [], []])
    [[2], [1, 0]]

    References
    ----------
    Tarjan, "Depth-first search and linear graph algorithms" (1972); the walk
    here keeps its own stack instead of recursing.
    """
    left, right = _check_graph(left, right)
    n = len(left)
    index = [-1] * n  # order of discovery, -1 while unseen
    low = [0] * n
    on_stack = bytearray(n)
    stack: list[int] = []
    components: list[list[int]] = []
    counter = 0
    for root in range(n):
        if index[root] != -1:
            continue
        # Each frame: (node, its successors, position of the next successor to look at).
        work: list[tuple[int, list[int], int]] = []
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack[root] = 1
        work.append((root, [*left[root], *right[root]], 0))
        while work:
            v, successors, i = work[-1]
            if i < len(successors):
                work[-1] = (v, successors, i + 1)
                w = successors[i]
                if index[w] == -1:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack[w] = 1
                    work.append((w, [*left[w], *right[w]], 0))
                elif on_stack[w] and index[w] < low[v]:
                    low[v] = index[w]
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                if low[v] < low[parent]:
                    low[parent] = low[v]
            if low[v] == index[v]:
                component = []
                while True:
                    w = stack.pop()
                    on_stack[w] = 0
                    component.append(w)
                    if w == v:
                        break
                components.append(component)
    return components

