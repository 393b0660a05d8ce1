"""Canonical labelling of coloured graphs against brute force over all vertex permutations."""

import itertools
import random

from cgtalg.engine.graph_labelling import canonical_code, canonical_order, pack


def graph(n, edges):
    adj = [0] * n
    for u, v in edges:
        adj[u] |= 1 << v
        adj[v] |= 1 << u
    return adj


def relabel(adj, perm):
    """The graph with vertex v renamed perm[v]."""
    out = [0] * len(adj)
    for v, m in enumerate(adj):
        for u in range(len(adj)):
            if m >> u & 1:
                out[perm[v]] |= 1 << perm[u]
    return out


def brute_force_code(n, adj, colours):
    """The least pack() over every ordering of the vertices: a canonical code straight from the definition."""
    return min(pack(order, adj, colours) for order in itertools.permutations(range(n)))


def test_equal_codes_exactly_for_isomorphic_graphs_exhaustively():
    # Every graph on at most 4 vertices with every colouring in {1, 2, 3}, and every graph on
    # 5 vertices with two colourings each: the refinement's code and the brute-force least code
    # must split the graphs into the same classes (so equal codes <=> isomorphic).
    rng = random.Random(5)
    for n in range(1, 6):
        pairs = list(itertools.combinations(range(n), 2))
        seen = {}
        for mask in range(1 << len(pairs)):
            adj = graph(n, [p for i, p in enumerate(pairs) if mask >> i & 1])
            colourings = (itertools.product((1, 2, 3), repeat=n) if n <= 4
                          else [tuple(rng.choice((1, 2, 3)) for _ in range(n)) for _ in range(2)])
            for colours in colourings:
                code, order = canonical_order(n, adj, colours)
                assert pack(order, adj, colours) == code
                brute = brute_force_code(n, adj, colours)
                assert seen.setdefault(brute, code) == code, (n, adj, colours)
        assert len(set(seen.values())) == len(seen)


def test_codes_ignore_the_numbering_of_symmetric_and_random_graphs():
    rng = random.Random(9)
    cases = [
        (10, [(i, (i + 1) % 5) for i in range(5)] + [(5 + i, 5 + (i + 2) % 5) for i in range(5)]
         + [(i, i + 5) for i in range(5)]),                                  # Petersen graph
        (8, [(u, u ^ (1 << b)) for u in range(8) for b in range(3) if u < u ^ (1 << b)]),  # cube
        (12, [(i, (i + 1) % 12) for i in range(12)]),                         # cycle
        (7, list(itertools.combinations(range(7), 2))),                       # complete graph
        (9, [(0, i) for i in range(1, 9)]),                                   # star
        # Regular but not vertex-transitive: refinement leaves one cell holding several orbits,
        # so which vertex is individualised matters.
        (7, [(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 6), (6, 3)]),         # triangle + square
        (8, [(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 6), (6, 7), (7, 3)]),  # triangle + pentagon
    ]
    for _ in range(20):
        n = rng.randint(6, 11)
        cases.append((n, [p for p in itertools.combinations(range(n), 2) if rng.random() < 0.35]))
    for n, edges in cases:
        adj = graph(n, edges)
        for colours in ([3] * n, [rng.choice((3, 3, 1, 2)) for _ in range(n)]):
            code = canonical_code(n, adj, colours)
            for _ in range(4):
                perm = list(range(n))
                rng.shuffle(perm)
                moved = [0] * n
                for v in range(n):
                    moved[perm[v]] = colours[v]
                assert canonical_code(n, relabel(adj, perm), moved) == code, (n, edges, colours)


def test_non_isomorphic_graphs_with_the_same_refinement_are_told_apart():
    # Two triangles and a 6-cycle: every vertex has degree 2, so colour refinement alone cannot
    # separate them; the individualisation step must.
    two_triangles = graph(6, [(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3)])
    hexagon = graph(6, [(i, (i + 1) % 6) for i in range(6)])
    assert canonical_code(6, two_triangles, [3] * 6) != canonical_code(6, hexagon, [3] * 6)
