"""The grid, strip and graph schemas against slow references written from the rules.

Every ruleset's fast search (bitboards, splitting, symmetry, shared tables)
must give the values that the engine computes from the plain move functions
in ``reference_rules.py``; symmetric images must be equal (or negatives, for
the symmetries that swap the players); splitting must not change a value; the
outcome search must agree with the outcome of the value.
"""

import random

import pytest

from cgtalg import outcome, value
from cgtalg.rulesets.grid.amazons import Amazons
from cgtalg.rulesets.grid.clobber import Clobber
from cgtalg.rulesets.graph.col import Col
from cgtalg.rulesets.cake.cutcake import Cutcake
from cgtalg.rulesets.grid.domineering import Domineering
from cgtalg.rulesets.grid.fission import Fission
from cgtalg.rulesets.graph.hackenbush import Hackenbush
from cgtalg.rulesets.grid.konane import Konane
from cgtalg.rulesets.registry import impartial_class
from cgtalg.rulesets.graph.snort import Snort
from cgtalg.rulesets.strip.toads_and_frogs import ToadsAndFrogs
from cgtalg.rulesets.strip.toppling_dominoes import TopplingDominoes

from .. import reference_rules as ref


def random_board(rng, alphabet, weights, max_h=4, max_w=4, max_cells=12):
    h = rng.randint(1, max_h)
    w = rng.randint(1, max(1, min(max_w, max_cells // h)))
    return tuple("".join(rng.choices(alphabet, weights, k=w)) for _ in range(h))


def images(board):
    """The eight symmetric images of a board, with a flag: is the board transposed?"""
    out = []
    b = board
    for transposed in (False, True):
        if transposed:
            b = tuple("".join(row[c] for row in board) for c in range(len(board[0])))
        for flip_rows in (False, True):
            for flip_cols in (False, True):
                img = b[::-1] if flip_rows else b
                img = tuple(row[::-1] for row in img) if flip_cols else img
                out.append((img, transposed))
    return out


GRIDS = [
    # (position class, reference moves, alphabet, weights, transposing negates, colour swap or None, count)
    (Domineering, ref.domineering_moves, ".#", (4, 1), True, None, 40),
    (Clobber, ref.clobber_moves, "xo.", (3, 3, 1), False, ("xo", "ox"), 40),
    (Konane, ref.konane_moves, "xo.#", (3, 3, 3, 1), False, ("xo", "ox"), 40),
    (Fission, ref.fission_moves, "x.#", (1, 4, 1), True, None, 30),
]


@pytest.mark.parametrize("cls, moves, alphabet, weights, negating, swap, count", GRIDS,
                         ids=[g[0].__name__ for g in GRIDS])
def test_grid_rulesets_agree_with_the_reference(cls, moves, alphabet, weights, negating, swap, count):
    rng = random.Random(14)
    cache = {}
    for _ in range(count):
        board = random_board(rng, alphabet, weights)
        expected = ref.reference_value(board, moves, cache)
        pos = cls("|".join(board))
        assert value(pos) == expected, board
        for img, transposed in images(board):
            v = value(cls("|".join(img)))
            assert v == (-expected if transposed and negating else expected), (board, img)
        if swap is not None:
            swapped = "|".join(board).translate(str.maketrans(*swap))
            assert value(cls(swapped)) == -expected, board


def test_amazons_agrees_with_the_reference():
    rng = random.Random(3)
    cache = {}
    for _ in range(12):
        board = random_board(rng, "LR.#", (1, 1, 6, 1), max_h=3, max_w=3, max_cells=8)
        assert value(Amazons("|".join(board))) == ref.reference_value(board, ref.amazons_moves, cache), board


def test_impartial_domineering_is_cram():
    rng = random.Random(8)
    cram = impartial_class(Domineering)
    cache = {}
    for _ in range(30):
        board = random_board(rng, ".#", (4, 1))
        g = value(cram("|".join(board)))
        assert g.is_impartial and g == ref.reference_value(board, ref.cram_moves, cache), board


def test_exploring_the_moves_gives_the_search_value():
    # value(p, shortcuts=False) ignores known_value() and walks left_options()/right_options()
    # of the positions (with components()): the schema's moves without its search.
    rng = random.Random(21)
    for cls, alphabet, weights in ((Domineering, ".#", (4, 1)), (Clobber, "xo.", (3, 3, 1))):
        for _ in range(15):
            board = "|".join(random_board(rng, alphabet, weights, max_cells=9))
            assert value(cls(board), shortcuts=False) == value(cls(board)), board


def test_splitting_changes_nothing():
    # A board of separate regions is the sum of the regions on boards of their own.
    rng = random.Random(5)
    for _ in range(20):
        a = random_board(rng, ".#", (4, 1), max_h=3, max_w=3)
        b = random_board(rng, ".#", (4, 1), max_h=3, max_w=3)
        h = max(len(a), len(b))
        pad = lambda x, w: tuple(x[r] if r < len(x) else "#" * w for r in range(h))  # noqa: E731
        wa, wb = len(a[0]), len(b[0])
        joined = tuple(ra + "#" + rb for ra, rb in zip(pad(a, wa), pad(b, wb)))
        whole = ref.reference_value(joined, ref.domineering_moves)
        assert value(Domineering("|".join(joined))) == whole
        assert value(Domineering("|".join(a))) + value(Domineering("|".join(b))) == whole


def test_a_region_and_its_negative_cancel_without_breaking_exploration():
    # A vertical and a horizontal domino are negatives; the key keeps both, so exploring
    # the moves (shortcuts=False) sees no false cycle, and the value is 0 + the rest.
    p = Domineering(".#..|.###")
    assert isinstance(p.key(), tuple) and len(p.key()) == 2
    assert str(value(p)) == "0" and str(value(p, shortcuts=False)) == "0"
    q = Domineering(".#..#.|.####.")                       # plus a vertical domino: worth 1
    assert str(value(q)) == "1" and str(value(q, shortcuts=False)) == "1"


def test_outcome_search_agrees_with_the_value():
    rng = random.Random(11)
    for cls, alphabet, weights in ((Domineering, ".#", (5, 1)), (Clobber, "xo.", (3, 3, 1))):
        for _ in range(25):
            board = "|".join(random_board(rng, alphabet, weights, max_h=5, max_w=5, max_cells=16))
            pos = cls(board)
            assert outcome(pos) == outcome(value(pos)), board


def test_outcome_of_sums_by_the_search():
    # Sums of many small regions: the solver values them exactly; a region and its
    # negative cancel. Checked against the outcome of the summed values.
    search = Domineering.rules.search
    rng = random.Random(2)
    for _ in range(15):
        parts = [Domineering("|".join(random_board(rng, ".#", (5, 1), max_h=4, max_w=4))) for _ in range(3)]
        keys = [p.key() for p in parts]
        from cgtalg.engine.search import add_keys

        total = value(parts[0]) + value(parts[1]) + value(parts[2])
        assert search.outcome(add_keys(keys)) == outcome(total)


STRIPS = [
    (ToadsAndFrogs, ref.toads_and_frogs_moves, "TF.", (2, 2, 3), 9),
    (TopplingDominoes, ref.toppling_moves, "LRG", (2, 2, 1), 8),
]


@pytest.mark.parametrize("cls, moves, alphabet, weights, longest", STRIPS, ids=["toads-and-frogs", "toppling"])
def test_strip_rulesets_agree_with_the_reference(cls, moves, alphabet, weights, longest):
    rng = random.Random(7)
    cache = {}
    for _ in range(60):
        s = "".join(rng.choices(alphabet, weights, k=rng.randint(0, longest)))
        expected = ref.reference_value(s, moves, cache)
        assert value(cls(s)) == expected, s
        assert outcome(cls(s)) == outcome(expected), s


def test_toads_and_frogs_mirror_is_the_negative():
    for s in ("TT.F.F", "T.TF..F", "TF.TF"):
        mirror = s[::-1].translate(str.maketrans("TF", "FT"))
        assert value(ToadsAndFrogs(mirror)) == -value(ToadsAndFrogs(s))


def random_graph(rng, n, p):
    return [(u, v) for u in range(n) for v in range(u + 1, n) if rng.random() < p]


@pytest.mark.parametrize("cls, rule", [(Snort, "snort"), (Col, "col")])
def test_graph_rulesets_agree_with_the_reference(cls, rule):
    rng = random.Random(31 if rule == "snort" else 32)
    moves = ref.colouring_moves(rule)
    cache = {}
    for _ in range(30):
        n = rng.randint(1, 7)
        edges = random_graph(rng, n, 0.4)
        tints = {v: rng.choice("LR") for v in range(n) if rng.random() < 0.2}
        text = " ".join([f"v={n}"] + [f"{u}-{v}" for u, v in edges] + [f"{v}:{t}" for v, t in tints.items()])
        expected = ref.reference_value(ref.graph_state(n, edges, tints, rule), moves, cache)
        assert value(cls(text)) == expected, text
        relabel = list(range(n))
        rng.shuffle(relabel)
        shuffled = " ".join([f"v={n}"] + [f"{relabel[u]}-{relabel[v]}" for u, v in edges]
                            + [f"{relabel[v]}:{t}" for v, t in tints.items()])
        assert value(cls(shuffled)) == expected, (text, shuffled)
        swapped = shuffled.replace(":L", ":x").replace(":R", ":L").replace(":x", ":R")
        assert value(cls(swapped)) == -expected, swapped


def test_col_values_are_numbers_or_numbers_plus_star():
    # Winning Ways, chapter 2: every Col position is worth x or x + * for a number x.
    from cgtalg import STAR

    for text in ("path 6", "cycle 5", "star 4", "grid 2x3", "complete 4", "0-1 1-2 2-3 3-0 0-2 1:L 3:R"):
        g = value(Col(text))
        assert g.is_number or (g + STAR).is_number, text


def test_hackenbush_agrees_with_the_reference():
    rng = random.Random(4)
    cache = {}
    for _ in range(40):
        n = rng.randint(1, 4)
        edges = []
        for _ in range(rng.randint(1, 6)):
            u, v = rng.randint(0, n), rng.randint(0, n)
            edges.append((u, v, rng.choice("LRG")))
        start = ref._standing(tuple(edges))
        text = " ".join(f"{'g' if u == 0 else u}-{'g' if v == 0 else v}:{c}" for u, v, c in edges)
        assert value(Hackenbush(text)) == ref.reference_value(start, ref.hackenbush_moves, cache), text


def test_hackenbush_strings_are_the_special_case():
    # Winning Ways, chapter 2 (Berlekamp's rule): the graph ruleset's stalks take the closed form,
    # and exploring them move by move gives the same numbers.
    from cgtalg.rulesets.graph.hackenbush import HackenbushString, berlekamp_value

    rng = random.Random(1)
    for _ in range(30):
        s = "".join(rng.choices("LR", k=rng.randint(0, 8)))
        assert value(Hackenbush(s)) == value(HackenbushString(s)) == value(Hackenbush(s), shortcuts=False)
        assert value(Hackenbush(s)).as_fraction() == berlekamp_value(s)


def test_cutcake_agrees_with_the_reference():
    cache = {}
    for r in range(1, 5):
        for c in range(1, 6):
            expected = ref.reference_value(((r, c),), ref.cutcake_moves, cache)
            got = value(Cutcake(f"{r}x{c}"))
            assert got == expected and got.is_integer, (r, c)   # Winning Ways, ch. 2: Cutcake is integers


def test_konane_multiple_jumps_agree_with_the_reference():
    # Random boards rarely line up x o . o . ; these do, across and down.
    for board in ("xo.o.", "xo.o.o.", ".o.o.ox", "x|o|.|o|.", "xo.o.|.....|o.x..", "x.|o.|..|o.|.x"):
        rows = tuple(board.split("|"))
        assert value(Konane(board)) == ref.reference_value(rows, ref.konane_moves), board


def test_outcome_trusts_a_known_outcome_hook_and_checks_it():
    from cgtalg import Outcome
    from cgtalg.errors import InputTypeError
    from cgtalg.engine.position import Position

    class Stalk(Position):
        def __init__(self, n, hook=None):
            self.n, self.hook = n, hook

        def left_options(self):
            return [Stalk(self.n - 1)] if self.n else []

        def right_options(self):
            return []

        def key(self):
            return self.n

        def known_outcome(self):
            return self.hook

    assert outcome(Stalk(2)) == Outcome.L                       # None: the search runs
    assert outcome(Stalk(2, Outcome.P)) == Outcome.P            # trusted as given
    with pytest.raises(InputTypeError, match="known_outcome"):
        outcome(Stalk(2, "L"))


def test_domineering_moves_on_codes_match_the_board_moves():
    # Domineering moves straight on region codes (stride W) and normalises children through
    # normalise_packed; the board path (stride w + 1, normalise) must give the same keys, and the
    # integer shortcut for one-sided regions must agree with the reference.
    from cgtalg.rulesets.grid.domineering import RULES
    from cgtalg.engine.grid_codes import unpack

    rng = random.Random(44)
    cache = {}
    checked_integers = 0
    for _ in range(200):
        board = random_board(rng, ".#", (3, 2), max_h=5, max_w=6, max_cells=30)
        pos = Domineering("|".join(board))
        parts = pos.key() if isinstance(pos.key(), tuple) else (pos.key(),)
        for part in filter(None, parts):
            region = abs(part)
            left, right = RULES.region_moves(region)
            layers, h, w = unpack(region, 1)
            board_left, board_right = RULES.moves(layers, h, w)
            assert left == [RULES.normalise(b, h, w) for b in board_left], board
            assert right == [RULES.normalise(b, h, w) for b in board_right], board
            shortcut = RULES.region_value(region)
            if shortcut is not None and RULES.region_size(region) <= 12:
                checked_integers += 1
                rows = ["".join("." if layers[0] >> (r * (w + 1) + c) & 1 else "#" for c in range(w))
                        for r in range(h)]
                assert shortcut == ref.reference_value(tuple(rows), ref.domineering_moves, cache), rows
    assert checked_integers >= 10
