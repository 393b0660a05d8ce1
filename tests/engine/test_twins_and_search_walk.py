"""Twin classes in the graph schema, twin cells in the labelling, and the value search's own walk.

* Colouring one vertex of each twin class (``twin_representatives``) must give
  the same set of distinct option keys as colouring every vertex, and so the
  same values: checked exhaustively on every graph of at most 5 vertices, and
  against the slow reference from the rules (``reference_rules.py``) on every
  graph of at most 4 vertices and on twin-rich graphs (stars, complete
  bipartite graphs, complete graphs) with tints.
* Twin classes are exactly the classes of vertices exchanged by a
  transposition that is an automorphism (brute force over the permutation).
* ``search._values`` (the value search's walk over keys) is checked against
  the engine's generic walk on a schema of random sums and negatives, and
  still refuses a loopy schema.
"""

import itertools
import random

import pytest

from cgtalg import Game, value
from cgtalg.errors import InputValueError
from cgtalg.rulesets.graph.col import RULES as COL_RULES
from cgtalg.rulesets.graph.col import Col
from cgtalg.engine.graph import parse_graph, twin_representatives
from cgtalg.engine.graph_labelling import canonical_code
from cgtalg.engine.search import Schema, Search, negate_key
from cgtalg.rulesets.graph.snort import RULES as SNORT_RULES
from cgtalg.rulesets.graph.snort import Snort

from .. import reference_rules as ref

RULES = [(SNORT_RULES, Snort, "snort"), (COL_RULES, Col, "col")]


def graphs(n):
    """Every graph on vertices 0..n-1, as (edges, adjacency bitmasks)."""
    pairs = list(itertools.combinations(range(n), 2))
    for mask in range(1 << len(pairs)):
        edges = [p for i, p in enumerate(pairs) if mask >> i & 1]
        adj = [0] * n
        for u, v in edges:
            adj[u] |= 1 << v
            adj[v] |= 1 << u
        yield edges, adj


def is_transposition_automorphism(adj, perms, u, v):
    n = len(adj)
    perm = list(range(n))
    perm[u], perm[v] = v, u
    if perms[u] != perms[v]:
        return False
    return all((adj[a] >> b & 1) == (adj[perm[a]] >> perm[b] & 1) for a in range(n) for b in range(n))


def test_twin_classes_are_the_transposition_automorphism_classes_exhaustively():
    for n in range(1, 6):
        for _, adj in graphs(n):
            for perms in ([3] * n, [(1, 2, 3)[(v * 7 + n) % 3] for v in range(n)]):
                reps = twin_representatives(n, adj, perms)
                for v in range(n):
                    twins_before = [u for u in range(v) if is_transposition_automorphism(adj, perms, u, v)]
                    # v represents its class exactly when no earlier vertex is its twin
                    assert bool(reps >> v & 1) == (not twins_before), (n, adj, perms, v)


def all_keys(rules, n, adj, perms):
    """The distinct keys of every move (no twin reduction): moves_of over every vertex, normalised."""
    left, right = rules.moves_of(adj, perms, (1 << n) - 1)
    return ({rules.normalise(adj, p, a) for p, a in left}, {rules.normalise(adj, p, a) for p, a in right})


def test_twin_reduced_moves_give_the_same_option_keys_exhaustively():
    # Every graph on at most 5 vertices, tints: none, and one pattern with all three kinds.
    for rules, _, _ in RULES:
        for n in range(1, 6):
            for _, adj in graphs(n):
                for perms in ([3] * n, [(3, 1, 3, 2, 1)[v] for v in range(n)]):
                    key = rules.normalise(adj, perms, (1 << n) - 1)
                    if type(key) is not int or key <= 0:
                        continue                 # sums and negatives: their parts are regions too
                    left, right = rules.region_moves(key)
                    nn, a2, p2 = _unpacked(key)
                    want_left, want_right = all_keys(rules, nn, a2, p2)
                    assert set(left) == want_left and set(right) == want_right, (rules.name, n, adj, perms)


def _unpacked(key):
    from cgtalg.engine.graph import unpack_graph

    return unpack_graph(key)


def text(n, edges, tints):
    return " ".join([f"v={n}"] + [f"{u}-{v}" for u, v in edges] + [f"{v}:{t}" for v, t in tints.items()])


@pytest.mark.parametrize("rules, cls, rule", RULES)
def test_twin_reduced_values_agree_with_the_reference(rules, cls, rule):
    moves = ref.colouring_moves(rule)
    cache = {}
    rng = random.Random(14 if rule == "snort" else 15)
    cases = []
    for n in range(1, 5):                        # every graph on at most 4 vertices, random tints
        for edges, _ in graphs(n):
            cases.append((n, edges, {v: rng.choice("LR") for v in range(n) if rng.random() < 0.3}))
    for k in (3, 4, 5, 6):                       # stars with tinted leaves and centre
        star = [(0, i) for i in range(1, k + 1)]
        cases.append((k + 1, star, {}))
        cases.append((k + 1, star, {1: "L", 2: "L", 3: "R"}))
        cases.append((k + 1, star, {0: "R", 1: "L"}))
    for a, b in ((2, 3), (2, 4), (3, 3)):        # complete bipartite graphs: two twin classes
        edges = [(u, a + w) for u in range(a) for w in range(b)]
        cases.append((a + b, edges, {}))
        cases.append((a + b, edges, {0: "L", a: "R"}))
    cases.append((5, list(itertools.combinations(range(5), 2)), {0: "L"}))   # complete graph
    for n, edges, tints in cases:
        expected = ref.reference_value(ref.graph_state(n, edges, tints, rule), moves, cache)
        assert value(cls(text(n, edges, tints))) == expected, (rule, n, edges, tints)


def test_twin_cells_are_labelled_as_their_isomorphism_class():
    # Stars, complete bipartite and complete multipartite graphs with tints, renumbered at
    # random: one code per graph; and the graphs that differ only in where a tint sits
    # (a leaf or the centre) get different codes.
    rng = random.Random(3)
    cases = []
    for k in (2, 5, 9):
        cases.append((k + 1, [(0, i) for i in range(1, k + 1)]))
    for a, b in ((2, 2), (3, 4), (1, 6)):
        cases.append((a + b, [(u, a + w) for u in range(a) for w in range(b)]))
    parts = [0, 0, 1, 1, 1, 2, 2]                # complete multipartite K(2,3,2)
    cases.append((7, [(u, v) for u, v in itertools.combinations(range(7), 2) if parts[u] != parts[v]]))
    for n, edges in cases:
        adj = [0] * n
        for u, v in edges:
            adj[u] |= 1 << v
            adj[v] |= 1 << u
        for colours in ([3] * n, [3] + [1] + [3] * (n - 2), [1] + [3] * (n - 1), [rng.choice((1, 2, 3)) for _ in range(n)]):
            code = canonical_code(n, adj, colours)
            for _ in range(5):
                perm = list(range(n))
                rng.shuffle(perm)
                moved_adj = [0] * n
                moved_colours = [0] * n
                for v in range(n):
                    moved_colours[perm[v]] = colours[v]
                    for u in range(n):
                        if adj[v] >> u & 1:
                            moved_adj[perm[v]] |= 1 << perm[u]
                assert canonical_code(n, moved_adj, moved_colours) == code, (n, edges, colours)
    n, adj, _ = parse_graph("star 4")
    assert canonical_code(n, adj, [1, 3, 3, 3, 3]) != canonical_code(n, adj, [3, 1, 3, 3, 3])


# -- the value search's walk -------------------------------------------------------------------


class RandomSums(Schema):
    """Region k (1..16) moves to random keys of lower regions: ints of either sign and sums of two."""

    cache_size = 1 << 10

    def __init__(self, seed):
        self.name = f"test random sums {seed}"    # a table of its own per schema
        rng = random.Random(seed)
        self.options = {}
        for k in range(1, 17):
            sides = []
            for _ in range(2):
                opts = []
                for _ in range(rng.randint(0, 3)):
                    if k == 1 or rng.random() < 0.2:
                        opts.append(0)
                    elif rng.random() < 0.3:
                        parts = sorted(rng.choice((1, -1)) * rng.randint(1, k - 1) for _ in range(2))
                        opts.append(tuple(parts))
                    else:
                        opts.append(rng.choice((1, -1)) * rng.randint(1, k - 1))
                sides.append(opts)
            self.options[k] = tuple(sides)

    def region_moves(self, key):
        left, right = self.options[key]
        return list(left), list(right)


def reference_key_value(schema, key):
    """The value of a key from the definition: a region's options, a sum's parts moved in one at a time."""
    def options(k, side):
        if type(k) is tuple:
            out = []
            for i, p in enumerate(k):
                rest = k[:i] + k[i + 1:]
                for o in options(p, side):
                    parts = list(rest) + (list(o) if type(o) is tuple else [o] if o else [])
                    out.append(tuple(sorted(parts)) if len(parts) > 1 else (parts[0] if parts else 0))
            return out
        if k == 0:
            return []
        if k < 0:
            return [negate_key(o) for o in options(-k, 1 - side)]
        return schema.options[k][side]

    return value(key, left_options=lambda k: options(k, 0), right_options=lambda k: options(k, 1))


def test_the_walk_over_keys_agrees_with_the_definition():
    for seed in range(3):
        schema = RandomSums(seed)
        search = Search(schema)
        try:
            for key in (7, -9, 0, (3, 5), (-4, 4, 6), (-12, 2, 2)):
                assert search.value(key) == reference_key_value(schema, key), (seed, key)
            seen = []
            search.table.clear()
            before = search.explored
            got = search.value(16, progress=lambda n, s: seen.append(n))
            assert got == reference_key_value(schema, 16)
            assert seen and seen[-1] == search.explored - before > 0
        finally:
            search.table.unregister()


def test_the_walk_refuses_a_loopy_schema():
    class Loopy(Schema):
        name = "test loopy"

        def region_moves(self, key):
            return ([key % 3 + 1], [])             # 1 -> 2 -> 3 -> 1

    search = Search(Loopy())
    try:
        with pytest.raises(InputValueError, match="cycle"):
            search.value(1)
        assert Game([], []) == value(0, left_options=lambda k: [], right_options=lambda k: [])
    finally:
        search.table.unregister()
