"""The graph schema's machine-word routes against the Python-int routes and the definitions.

Paths, cycles and stars of at most ``graph.WORD_VERTICES`` vertices are coded
and moved on 64-bit permission words (``_small_line_code``,
``_small_star_code``, ``_small_path_moves``, ``_small_star_moves``, reached
from ``region_moves`` through ``_word_region_moves``); families are parsed
into neighbour masks directly (``_family``). Each is checked here against the
Python-int route or a construction from the definitions, around the limits.
"""

import itertools
import random

import pytest

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.engine import graph, graph_words
from cgtalg.rulesets.graph.col import RULES as COL
from cgtalg.engine.graph_labelling import canonical_code, canonical_order, pack
from cgtalg.rulesets.graph.snort import RULES as SNORT


def table_line_code(word, n, cycle):
    """The code from the least reading over every numbering along the line (the table route's formula)."""
    if n == 1:
        return ((word << 6) | 1) if word != 2 else -((1 << 6) | 1)
    swapped = ((word & graph_words._LOW_BITS) << 1) | ((word >> 1) & graph_words._LOW_BITS)
    best, other = min(graph_words._line_words(word, n, cycle)), min(graph_words._line_words(swapped, n, cycle))
    base = (graph_words._CYCLE_BITS[n] if cycle else graph_words._PATH_BITS[n]) << (2 * n)
    return -(((base | other) << 6) | n) if other < best else ((base | best) << 6) | n


def random_word(rng, n):
    return sum(rng.randint(1, 3) << (2 * k) for k in range(n))


@pytest.mark.parametrize("cycle", [False, True], ids=["path", "cycle"])
def test_word_line_codes_match_every_numbering_along_the_line(cycle):
    # Every word up to 5 vertices, random words up to one past the word limit.
    rng = random.Random(27 + cycle)
    for n in range(3 if cycle else 1, graph.WORD_VERTICES + 2):
        if n <= 5:
            words = [sum(p << (2 * k) for k, p in enumerate(ps)) for ps in itertools.product((1, 2, 3), repeat=n)]
        else:
            words = [random_word(rng, n) for _ in range(15)]
        for word in words:
            assert graph_words._line_code(word, n, cycle) == table_line_code(word, n, cycle), (n, bin(word))


@pytest.mark.parametrize("rules", [SNORT, COL], ids=["snort", "col"])
def test_region_moves_of_paths_match_path_moves(rules):
    # region_moves takes the word route (_small_path_moves) up to WORD_VERTICES vertices;
    # path_moves (the Python-int route) must give the same keys in the same order.
    rng = random.Random(7)
    for n in list(range(1, 7)) + [20, 28, 29, 30, 31]:
        for _ in range(40 if n < 7 else 8):
            code = graph_words._line_code(random_word(rng, n), n, False)
            key = abs(code)
            word = (key >> 6) & ((1 << (2 * n)) - 1)
            assert rules.region_moves(key) == rules.path_moves(word, n), (n, key)
            if n > graph.WORD_VERTICES:
                assert graph_words._word_region_moves(key, rules is SNORT) is None


@pytest.mark.parametrize("rules", [SNORT, COL], ids=["snort", "col"])
def test_region_moves_of_stars_match_star_moves(rules):
    # Every centre and leaf count mix of 3..6 leaves, and random mixes up to past the word limit.
    rng = random.Random(8)
    mixes = [(c, a, b, t - a - b) for t in range(3, 7) for a in range(t + 1) for b in range(t - a + 1) for c in (1, 2, 3)]
    for t in (20, 27, 28, 29, 30):
        for _ in range(6):
            a = rng.randint(0, t)
            b = rng.randint(0, t - a)
            mixes.append((rng.randint(1, 3), a, b, t - a - b))
    for centre, a, b, c in mixes:
        code = graph_words._star_code(centre, [0, a, b, c])
        if code < 0:
            centre, a, b = graph_words._swap(centre), b, a
            code = -code
        n = a + b + c + 1
        assert graph_words._star_code(centre, [0, a, b, c]) == code
        assert rules.region_moves(code) == rules.star_moves(centre, [0, a, b, c]), (centre, a, b, c)
        if n > graph.WORD_VERTICES:
            assert graph_words._word_region_moves(code, rules is SNORT) is None


def test_family_masks_match_their_edge_lists():
    # _family (the masks written directly) against the edge lists the families are defined by.
    for k in range(0, graph.MAX_VERTICES + 1):
        want = {
            "path": (k, [(i, i + 1) for i in range(k - 1)]),
            "star": (k + 1, [(0, i) for i in range(1, k + 1)]),
            "complete": (k, [(i, j) for i in range(k) for j in range(i + 1, k)]),
        }
        if k >= 3:
            want["cycle"] = (k, [(i, (i + 1) % k) for i in range(k)])
        for family, (n, edges) in want.items():
            if n > graph.MAX_VERTICES:
                continue
            assert graph._family(family, k) == graph._adjacency(n, edges), (family, k)
            assert graph.parse_graph(f"{family} {k}")[1] == graph._adjacency(n, edges)
    # Parts after the first are shifted above the earlier ones.
    n, adj, perms = graph.parse_graph("star 2 + path 3 + 0-1 1:L")
    assert n == 8 and adj == graph._adjacency(8, [(0, 1), (0, 2), (3, 4), (4, 5), (6, 7)])
    assert perms == [3, 3, 3, 3, 3, 3, 3, 1]


@pytest.mark.parametrize("text, message", [
    ("star 63", "at most 63 vertices"), ("cycle 2", "at least 3 vertices"), ("path x", "whole number"),
    ("grid 3", "grid RxC"), ("path 3 4", "write a path as"), ("path 40 + path 30", "at most 63"),
])
def test_family_text_errors_are_unchanged(text, message):
    with pytest.raises(InputValueError, match=message):
        graph.parse_graph(text)


def test_canonical_code_refuses_colours_it_cannot_code():
    # Colours take two bits a vertex in the code: colour 4 would read as 0 with a carry into the
    # next vertex's bits, so two different graphs could share a code. The public functions refuse it.
    with pytest.raises(InputValueError, match="colour 4 of vertex 1"):
        canonical_code(2, [0b10, 0b01], [0, 4])
    with pytest.raises(InputValueError, match="colour -1"):
        canonical_order(1, [0], [-1])
    with pytest.raises(InputValueError, match="does not list"):
        canonical_code(2, [0b10, 0], [1, 1])
    with pytest.raises(InputValueError, match="loop"):
        canonical_code(1, [0b1], [1])
    with pytest.raises(InputValueError, match="outside"):
        canonical_code(1, [0b10], [1])
    with pytest.raises(InputValueError, match="0 .. 63"):
        canonical_code(64, [0] * 64, [0] * 64)
    with pytest.raises(InputValueError, match="entries"):
        canonical_code(2, [0], [0, 0])
    with pytest.raises(InputTypeError):
        canonical_code("2", [0, 0], [0, 0])
    with pytest.raises(InputTypeError):
        canonical_code(2, [0, 0], [0, 1.5])
    # Valid input (every colouring of a path and a triangle): equal codes exactly for isomorphic
    # graphs (the brute-force least pack() over all numberings), and a code's order packs to it.
    seen = {}
    for adj in ([0b010, 0b101, 0b010], [0b110, 0b101, 0b011]):
        for perms in itertools.product(range(4), repeat=3):
            brute = min(pack(o, adj, list(perms)) for o in itertools.permutations(range(3)))
            code, order = canonical_order(3, adj, list(perms))
            assert canonical_code(3, adj, list(perms)) == code == pack(order, adj, list(perms))
            assert seen.setdefault(brute, code) == code
    assert len(set(seen.values())) == len(seen)
