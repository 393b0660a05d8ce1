"""The graph schema's shortcuts for paths and cycles against the general route and the rules.

A component that is a path or a cycle is coded from its permissions read
along the line (no general labelling), and a path region's moves are made on
that word (no graph built). Both must agree with the general route
(``moves_of`` + ``normalise`` on the unpacked graph, and the brute-force least
code over all numberings) and with values computed from the rules alone.
"""

import itertools
import random

import pytest

from cgtalg import value
from cgtalg.engine import graph, graph_words
from cgtalg.rulesets.graph.col import RULES as COL
from cgtalg.rulesets.graph.col import Col
from cgtalg.engine.graph_labelling import pack
from cgtalg.rulesets.graph.snort import RULES as SNORT
from cgtalg.rulesets.graph.snort import Snort

from .. import reference_rules as ref


def line(n, cycle):
    adj = [0] * n
    for i in range(n - 1 + (cycle and n >= 3)):
        j = (i + 1) % n
        adj[i] |= 1 << j
        adj[j] |= 1 << i
    return adj


def brute_code(n, adj, perms):
    """The least pack() over all numberings of the vertices: equal exactly for isomorphic graphs."""
    return min(pack(o, adj, perms) for o in itertools.permutations(range(n)))


def test_line_codes_split_paths_and_cycles_as_isomorphism_does():
    # Every permission word on paths of 2..5 and cycles of 3..5 vertices (and 60 on 6 vertices):
    # two words get the same
    # code exactly when the brute-force code (least over all numberings) is the same; exchanging
    # L and R negates the code (or keeps it, when the graph is its own colour swap); and a code
    # unpacks to the graph it came from, or (negative code) to its colour swap.
    def swap(perms):
        return [((p & 1) << 1) | (p >> 1) for p in perms]

    rng = random.Random(6)
    for cycle in (False, True):
        for n in range(3 if cycle else 2, 7):
            adj = line(n, cycle)
            seen = {}
            words = list(itertools.product((1, 2, 3), repeat=n))
            for perms in (words if n < 6 else rng.sample(words, 60)):
                word = sum(p << (2 * k) for k, p in enumerate(perms))
                code = graph_words._line_code(word, n, cycle)
                brute = brute_code(n, adj, list(perms))
                assert seen.setdefault(brute, code) == code, (cycle, perms)
                swapped_word = sum(p << (2 * k) for k, p in enumerate(swap(perms)))
                swapped_code = graph_words._line_code(swapped_word, n, cycle)
                if brute == brute_code(n, adj, swap(perms)):
                    assert swapped_code == code > 0, (cycle, perms)
                else:
                    assert swapped_code == -code, (cycle, perms)
                m, cadj, cperms = graph.unpack_graph(abs(code))
                assert brute_code(m, cadj, cperms if code > 0 else swap(cperms)) == brute, (cycle, perms)
            assert len(set(seen.values())) == len(seen)


@pytest.mark.parametrize("rules", [SNORT, COL], ids=["snort", "col"])
def test_path_moves_match_the_general_moves(rules):
    # Every tinted path of 1..7 vertices: moves made on the word equal the moves made on the
    # graph and normalised the general way (which itself codes paths by _line_code).
    for n in range(1, 8):
        adj = line(n, False)
        for perms in itertools.product((1, 2, 3), repeat=n):
            word = sum(p << (2 * k) for k, p in enumerate(perms))
            left, right = rules.moves_of(adj, list(perms), (1 << n) - 1)
            expected = ([rules.normalise(adj, p, a) for p, a in left], [rules.normalise(adj, p, a) for p, a in right])
            assert rules.path_moves(word, n) == expected, perms


@pytest.mark.parametrize("cls, rule", [(Snort, "snort"), (Col, "col")])
def test_tinted_paths_and_cycles_agree_with_the_reference(cls, rule):
    rng = random.Random(41 if rule == "snort" else 42)
    moves = ref.colouring_moves(rule)
    cache = {}
    for _ in range(25):
        n = rng.randint(2, 8)
        cycle = n >= 3 and rng.random() < 0.4
        edges = [(i, (i + 1) % n) for i in range(n if cycle else n - 1)]
        tints = {v: rng.choice("LR") for v in range(n) if rng.random() < 0.3}
        order = list(range(n))
        rng.shuffle(order)                      # number the line in a random order
        text = " ".join([f"v={n}"] + [f"{order[u]}-{order[v]}" for u, v in edges]
                        + [f"{order[v]}:{t}" for v, t in tints.items()])
        expected = ref.reference_value(ref.graph_state(n, edges, tints, rule), moves, cache)
        assert value(cls(text)) == expected, text


def test_paths_and_cycles_keep_their_published_values():
    # Winning Ways, chapter 2: Col on a path of two vertices is 0, one vertex is *; Snort on a
    # path of n >= 2 vertices starts hot (+-1 for two, +-2 for three: Lessons in Play, 2.5).
    assert [str(value(Col(f"path {n}"))) for n in (1, 2, 3)] == ["*", "0", "0"]
    assert [str(value(Snort(f"path {n}"))) for n in (2, 3)] == ["+-1", "+-2"]


def test_signed_codes_of_general_graphs_are_negated_by_the_colour_swap():
    # Every graph on at most 4 vertices with every colouring in {L, R, LR}: _signed_code (which
    # labels only G or only its colour swap G' when their tint counts differ) gives equal keys
    # exactly to isomorphic coloured graphs (brute force over all numberings), and G' gets the
    # negative key unless G' is isomorphic to G (then the same, positive key).
    def swap(perms):
        return [((p & 1) << 1) | (p >> 1) for p in perms]

    for n in range(1, 5):
        pairs = list(itertools.combinations(range(n), 2))
        seen = {}
        for mask in range(1 << len(pairs)):
            adj = [0] * n
            for i, (u, v) in enumerate(pairs):
                if mask >> i & 1:
                    adj[u] |= 1 << v
                    adj[v] |= 1 << u
            for perms in itertools.product((1, 2, 3), repeat=n):
                key = graph._signed_code(n, adj, list(perms))
                brute = brute_code(n, adj, list(perms))
                assert seen.setdefault(brute, key) == key, (adj, perms)
                other = graph._signed_code(n, adj, swap(perms))
                if brute == brute_code(n, adj, swap(perms)):
                    assert other == key > 0, (adj, perms)
                else:
                    assert other == -key, (adj, perms)
        assert len(set(seen.values())) == len(seen)


def star(leaves):
    """A star numbered centre first (as parse_graph does), then its leaves."""
    adj = [0] * (leaves + 1)
    for v in range(1, leaves + 1):
        adj[0] |= 1 << v
        adj[v] |= 1
    return adj


def test_star_codes_split_stars_as_isomorphism_does():
    # Every tinted star of 3 and 4 leaves: equal keys exactly for isomorphic tinted stars (brute
    # force over all numberings), the colour swap negates the key (or keeps it, positive, when
    # the star is its own swap), and the key unpacks to the star or, negative, to its swap.
    def swap(perms):
        return [((p & 1) << 1) | (p >> 1) for p in perms]

    for leaves in (3, 4):
        n = leaves + 1
        adj = star(leaves)
        seen = {}
        for perms in itertools.product((1, 2, 3), repeat=n):
            key = SNORT.normalise(adj, list(perms), (1 << n) - 1)
            brute = brute_code(n, adj, list(perms))
            assert seen.setdefault(brute, key) == key, perms
            other = SNORT.normalise(adj, swap(perms), (1 << n) - 1)
            if brute == brute_code(n, adj, swap(perms)):
                assert other == key > 0, perms
            else:
                assert other == -key, perms
            m, cadj, cperms = graph.unpack_graph(abs(key))
            assert brute_code(m, cadj, cperms if key > 0 else swap(cperms)) == brute, perms
        assert len(set(seen.values())) == len(seen)


@pytest.mark.parametrize("rules", [SNORT, COL], ids=["snort", "col"])
def test_star_moves_match_the_general_moves(rules):
    # Every tinted star of 3..6 leaves: the moves made on the permission counts (region_moves of
    # the star's key) are the positions the general route (moves_of on the graph, normalise)
    # reaches.
    for leaves in range(3, 7):
        n = leaves + 1
        adj = star(leaves)
        for perms in itertools.product((1, 2, 3), repeat=n):
            perms = list(perms)
            key = rules.normalise(adj, perms, (1 << n) - 1)
            if key < 0:                         # the key is minus the code of the colour swap
                perms = [((p & 1) << 1) | (p >> 1) for p in perms]
                key = rules.normalise(adj, perms, (1 << n) - 1)
            left, right = rules.moves_of(adj, perms, (1 << n) - 1)
            expected = [{rules.normalise(adj, p, a) for p, a in side} for side in (left, right)]
            got = rules.region_moves(key)
            assert [set(side) for side in got] == expected, perms


@pytest.mark.parametrize("cls, rule", [(Snort, "snort"), (Col, "col")])
def test_tinted_stars_agree_with_the_reference(cls, rule):
    rng = random.Random(43 if rule == "snort" else 44)
    moves = ref.colouring_moves(rule)
    cache = {}
    for _ in range(20):
        leaves = rng.randint(3, 6)
        n = leaves + 1
        centre = rng.randrange(n)
        edges = [(centre, v) for v in range(n) if v != centre]
        tints = {v: rng.choice("LR") for v in range(n) if rng.random() < 0.4}
        text = " ".join([f"v={n}"] + [f"{u}-{v}" for u, v in edges] + [f"{v}:{t}" for v, t in tints.items()])
        expected = ref.reference_value(ref.graph_state(n, edges, tints, rule), moves, cache)
        assert value(cls(text)) == expected, text


def test_untinted_stars_against_the_rules():
    # Snort on a star of n >= 2 leaves is +-n: whoever colours the centre leaves n single
    # vertices that only they may colour, and colouring a leaf first only helps the opponent
    # (the same value pycgt and cgt-py give in benchmarks/bench_rulesets.py). Col stars and the
    # small Snort stars against the values built from the rules alone.
    moves_snort, moves_col = ref.colouring_moves("snort"), ref.colouring_moves("col")
    for n in range(3, 9):
        edges = [(0, v) for v in range(1, n + 1)]
        assert str(value(Snort(f"star {n}"))) == f"+-{n}"
        assert value(Col(f"star {n}")) == ref.reference_value(ref.graph_state(n + 1, edges, {}, "col"), moves_col)
        if n <= 5:
            assert value(Snort(f"star {n}")) == ref.reference_value(ref.graph_state(n + 1, edges, {}, "snort"), moves_snort)
