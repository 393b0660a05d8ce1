"""Misère outcomes of ruleset positions and sums, against references written from the rules alone.

Each ruleset's moves are written again here on plain data (a board is a tuple
of strings, a row of dominoes a string), and a misère minimax of this file
plays them: the player with no move on their turn wins. The library's search
(:mod:`cgtalg.engine.misere_play`) must agree with it, and with the outcome of
the :class:`~cgtalg.misere.PartizanMisereGame` form built from the position's
option tree.
"""

from __future__ import annotations

import random
from fractions import Fraction
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import UP, Outcome, outcome
from cgtalg.engine.misere_play import MisereSearchLimitError, misere_outcome_of_position, misere_outcome_of_sum
from cgtalg.engine.position import ImpartialPosition
from cgtalg.engine.traversal import moves_of, position_sum
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.impartial import misere_outcome
from cgtalg.misere import PartizanMisereGame, parse
from cgtalg.rulesets import get, names
from cgtalg.rulesets.grid.clobber import Clobber
from cgtalg.rulesets.grid.domineering import Domineering
from cgtalg.rulesets.heap.nim import Nim
from cgtalg.rulesets.heap.penny import Penny
from cgtalg.rulesets.strip.toppling_dominoes import TopplingDominoes

# -- the rules, on plain data ------------------------------------------------------------


def _set(board, cells, ch):
    rows = [list(r) for r in board]
    for r, c in cells:
        rows[r][c] = ch
    return tuple("".join(r) for r in rows)


def domineering(board, left):
    """Left places a domino down a column, Right along a row, on two empty squares."""
    dr, dc = (1, 0) if left else (0, 1)
    h, w = len(board), len(board[0])
    return [_set(board, [(r, c), (r + dr, c + dc)], "#")
            for r in range(h) for c in range(w)
            if r + dr < h and c + dc < w and board[r][c] == "." and board[r + dr][c + dc] == "."]


def clobber(board, left):
    """A stone of yours moves onto an orthogonally adjacent stone of the opponent's, removing it."""
    me, them = ("x", "o") if left else ("o", "x")
    h, w = len(board), len(board[0])
    out = []
    for r in range(h):
        for c in range(w):
            if board[r][c] != me:
                continue
            for rr, cc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= rr < h and 0 <= cc < w and board[rr][cc] == them:
                    out.append(_set(_set(board, [(r, c)], "."), [(rr, cc)], me))
    return out


def toppling(row, left):
    """Topple a domino of yours (or a green one) to one side: it and all beyond it fall."""
    mine = "LG" if left else "RG"
    return [part for i, d in enumerate(row) if d in mine for part in (row[:i], row[i + 1:])]


@cache
def wins(moves, pos, left):
    """True if the player to move (Left when *left*) wins *pos* under misère play."""
    opts = moves(pos, left)
    return not opts or any(not wins(moves, o, not left) for o in opts)


def brute(moves, pos):
    a, b = wins(moves, pos, True), wins(moves, pos, False)
    return {(True, True): Outcome.N, (True, False): Outcome.L, (False, True): Outcome.R, (False, False): Outcome.P}[a, b]


def pair(moves):
    """The move function of the sum of two positions of *moves*: a move in either."""
    def both(p, left):
        a, b = p
        return [(x, b) for x in moves(a, left)] + [(a, y) for y in moves(b, left)]
    return both


def form_of(position):
    """The PartizanMisereGame of *position*'s own option tree (built through the library's moves)."""
    memo = {}
    stack = [(position, False)]
    while stack:
        p, ready = stack.pop()
        if p in memo:
            continue
        ls, rs = list(p.left_options()), list(p.right_options())
        if ready:
            memo[p] = PartizanMisereGame([memo[o] for o in ls], [memo[o] for o in rs])
        else:
            stack.append((p, True))
            stack.extend((o, False) for o in ls + rs if o not in memo)
    return memo[position]


def random_board(rng, h, w, cells):
    return tuple("".join(rng.choice(cells) for _ in range(w)) for _ in range(h))


# -- positions of three rulesets ---------------------------------------------------------


def _cases(seed, n, make):
    rng = random.Random(seed)
    return [make(rng) for _ in range(n)]


DOMINEERING = _cases(1, 60, lambda rng: random_board(rng, rng.randint(1, 3), rng.randint(1, 4), "...#"))
CLOBBER = _cases(2, 60, lambda rng: random_board(rng, rng.randint(1, 3), rng.randint(1, 3), "xxoo."))
TOPPLING = _cases(3, 60, lambda rng: "".join(rng.choice("LRG") for _ in range(rng.randint(0, 8))))


@pytest.mark.parametrize("board", DOMINEERING)
def test_domineering_agrees_with_the_rules_and_the_form(board):
    p = Domineering("|".join(board))
    found = misere_outcome_of_position(p)
    assert found == brute(domineering, board)
    assert found == form_of(p).outcome()
    assert get("domineering").outcome(p, misere=True) == found == outcome(p, misere=True)


@pytest.mark.parametrize("board", CLOBBER)
def test_clobber_agrees_with_the_rules_and_the_form(board):
    p = Clobber("|".join(board))
    found = misere_outcome_of_position(p)
    assert found == brute(clobber, board)
    assert found == form_of(p).outcome()


@pytest.mark.parametrize("row", TOPPLING)
def test_toppling_dominoes_agrees_with_the_rules_and_the_form(row):
    p = TopplingDominoes(row)
    found = misere_outcome_of_position(p)
    assert found == brute(toppling, row)
    assert found == form_of(p).outcome()


def test_the_cases_cover_every_outcome():
    seen = {brute(domineering, b) for b in DOMINEERING} | {brute(toppling, r) for r in TOPPLING}
    assert seen == set(Outcome)


def test_a_published_small_case():
    # 1 = {0|} is a misère R-position: Left must move to 0 and then Right, with no move, wins.
    assert misere_outcome_of_position(TopplingDominoes("L")) == Outcome.R
    assert misere_outcome_of_position(TopplingDominoes("")) == Outcome.N


# -- sums ---------------------------------------------------------------------------------


SUMS = _cases(4, 30, lambda rng: (random_board(rng, 2, rng.randint(1, 3), "...#"),
                                  random_board(rng, rng.randint(1, 2), rng.randint(1, 3), "...#")))


@pytest.mark.parametrize("a, b", SUMS)
def test_a_sum_of_two_boards_agrees_with_the_pair_and_the_joined_board(a, b):
    found = misere_outcome_of_sum([Domineering("|".join(a)), Domineering("|".join(b))])
    assert found == brute(pair(domineering), (a, b))
    # The two boards side by side, a wall of # between them, make one board with the same play.
    h = max(len(a), len(b))
    pad = list(a) + ["#" * len(a[0])] * (h - len(a))
    padb = list(b) + ["#" * len(b[0])] * (h - len(b))
    joined = tuple(x + "#" + y for x, y in zip(pad, padb))
    assert found == brute(domineering, joined) == misere_outcome_of_position(Domineering("|".join(joined)))
    summed = position_sum(Domineering("|".join(a)), Domineering("|".join(b)))
    assert outcome(summed, misere=True) == found


def test_a_sum_of_rows_of_dominoes_and_forms_agrees_with_the_sum_of_forms():
    rng = random.Random(5)
    for _ in range(30):
        rows = ["".join(rng.choice("LRG") for _ in range(rng.randint(0, 4))) for _ in range(rng.randint(0, 3))]
        extra = rng.choice([parse("0"), parse("*"), parse("1"), parse("-1"), parse("{0|{0|}}")])
        total = extra
        for r in rows:
            total = total + form_of(TopplingDominoes(r))
        assert misere_outcome_of_sum([TopplingDominoes(r) for r in rows] + [extra]) == total.outcome()


def test_order_and_repeats_do_not_matter_and_empty_components_are_dropped():
    a, b = Domineering("..|.."), TopplingDominoes("LRG")
    first = misere_outcome_of_sum([a, b, a])
    assert misere_outcome_of_sum([b, a, a]) == first
    assert misere_outcome_of_sum([a, Domineering("#"), b, TopplingDominoes(""), a]) == first
    assert misere_outcome_of_sum([TopplingDominoes(""), Domineering("##")]) == Outcome.N == misere_outcome_of_sum([])


ROWS = st.lists(st.text(alphabet="LRG", max_size=5), max_size=3)
CONJUGATE = {Outcome.L: Outcome.R, Outcome.R: Outcome.L, Outcome.N: Outcome.N, Outcome.P: Outcome.P}


@settings(max_examples=60, deadline=None)
@given(ROWS, st.randoms(use_true_random=False))
def test_laws_of_sums_of_rows(rows, rng):
    found = misere_outcome_of_sum([TopplingDominoes(r) for r in rows])
    shuffled = rows[:]
    rng.shuffle(shuffled)
    # The sum does not depend on the order of its parts; a row read backwards plays the same.
    assert misere_outcome_of_sum([TopplingDominoes(r[::-1]) for r in shuffled]) == found
    # Recolouring swaps the players: the outcome of the conjugate.
    swap = str.maketrans("LR", "RL")
    assert misere_outcome_of_sum([TopplingDominoes(r.translate(swap)) for r in rows]) == CONJUGATE[found]
    # The rows joined into one row (which is not their sum) still agree with the rules.
    assert misere_outcome_of_sum([TopplingDominoes("".join(rows))]) == brute(toppling, "".join(rows))


# -- impartial: misère Nim and the Penny Game ---------------------------------------------


def bouton(heaps):
    """Bouton's misère rule: with no heap of two or more, P iff an odd number of 1s; else P iff nim-sum 0."""
    x = 0
    for h in heaps:
        x ^= h
    if all(h <= 1 for h in heaps):
        return Outcome.P if sum(heaps) % 2 else Outcome.N
    return Outcome.P if x == 0 else Outcome.N


NIM = [tuple(h) for h in _cases(6, 60, lambda rng: [rng.randint(0, 5) for _ in range(rng.randint(0, 4))])]


@pytest.mark.parametrize("heaps", NIM)
def test_misere_nim_follows_bouton(heaps):
    want = bouton(heaps)
    assert misere_outcome_of_sum([Nim(h) for h in heaps]) == want
    assert get("nim").outcome(" ".join(map(str, heaps)) or "0", misere=True) == want
    penny = Penny(*heaps)
    assert misere_outcome_of_position(penny) == want == misere_outcome(penny)
    assert get("penny-game").outcome(penny, misere=True) == want == get("penny-game").outcome(penny)


def test_impartial_rulesets_agree_with_misere_grundy():
    cram = get("cram")
    for text in ("..|..", "...|...", "...|.#.|...", "....", "..#.|...."):
        p = cram.parse(text)
        assert cram.outcome(p, misere=True) == misere_outcome(p)
    kayles = get("kayles")
    for text in ("1", "2 3", "4 4", "1 2 5"):
        p = kayles.parse(text)
        assert kayles.outcome(p, misere=True) == misere_outcome(p)


# -- the limit and bad input --------------------------------------------------------------


def test_the_limit_stops_a_big_search():
    big = Domineering("......|......|......|......|......|......")
    with pytest.raises(MisereSearchLimitError, match="explored 1000 states") as info:
        misere_outcome_of_position(big, limit=1000)
    assert info.value.limit == 1000 and "limit=" in str(info.value)
    assert isinstance(info.value, InputValueError)
    with pytest.raises(MisereSearchLimitError):
        misere_outcome_of_sum([get("maundy-cake").parse("6x12"), get("maundy-cake").parse("4x9")], limit=500)
    assert misere_outcome_of_position(Domineering("..|.."), limit=20) == Outcome.P


class Circle(ImpartialPosition):
    """A token moved round three squares for ever."""

    def __init__(self, n):
        self.n = n

    def options(self):
        return [Circle((self.n + 1) % 3)]

    def key(self):
        return self.n


@pytest.mark.parametrize("bad", [UP, 3, Fraction(1, 2), True])
def test_normal_play_values_are_refused(bad):
    with pytest.raises(InputTypeError, match="normal-play value"):
        misere_outcome_of_position(bad)
    with pytest.raises(InputTypeError, match="PartizanMisereGame.from_game"):
        outcome(bad, misere=True)
    with pytest.raises(InputTypeError, match="normal-play value"):
        misere_outcome_of_sum([Domineering(".."), bad])


def test_bad_input_is_refused_clearly():
    with pytest.raises(InputTypeError, match="not a position"):
        misere_outcome_of_position("x")
    with pytest.raises(InputTypeError, match="iterable of positions"):
        misere_outcome_of_sum("..")
    with pytest.raises(InputTypeError, match="iterable of positions"):
        misere_outcome_of_sum(5)
    for limit, error in ((0, InputValueError), (-3, InputValueError), (1.5, InputTypeError), (True, InputTypeError)):
        with pytest.raises(error):
            misere_outcome_of_position(Domineering(".."), limit=limit)
    with pytest.raises(InputTypeError, match="misere"):
        outcome(Domineering(".."), misere=1)
    with pytest.raises(InputTypeError, match="misere"):
        get("domineering").outcome("..", misere="yes")
    with pytest.raises(InputTypeError):
        outcome([Domineering("..")], misere=True)


def test_loopy_games_are_refused():
    with pytest.raises(InputValueError, match="misère play of loopy games is not supported"):
        misere_outcome_of_position(Circle(0))
    with pytest.raises(InputValueError, match="misère play of loopy games is not supported"):
        outcome(Circle(0), misere=True)
    toads = get("backsliding-toads-and-frogs")
    with pytest.raises(InputValueError, match="misère play of loopy games is not supported"):
        toads.outcome("TT.F", misere=True)
    on = toads.value("TT.F")
    with pytest.raises(InputTypeError, match="loopy value"):
        outcome(on, misere=True)


def test_forms_are_answered_by_their_own_outcome():
    for text in ("0", "*", "1", "-1", "{*|*}", "{0|{0|}}"):
        g = parse(text)
        assert outcome(g, misere=True) == misere_outcome_of_position(g) == g.outcome()


def _small_form(position, cap=20_000):
    """The form of *position*'s option tree (impartial ones too), or None past *cap* positions."""
    memo, stack = {}, [(position, False)]
    while stack:
        p, ready = stack.pop()
        if p in memo:
            continue
        ls, rs = (list(side) for side in moves_of(p))
        if ready:
            memo[p] = PartizanMisereGame([memo[o] for o in ls], [memo[o] for o in rs])
        else:
            if len(memo) + len(stack) > cap:
                return None
            stack.append((p, True))
            stack.extend((o, False) for o in ls + rs if o not in memo)
    return memo[position]


SMALL = {"maundy-cake": "3x4 2x2", "cutcake": "2x3 2x2", "eatcake": "2x3 1x2", "amazons": "L..|..R",
         "counterfeit-coins": "FM(3)"}


#: Rulesets that refuse misère play (Nimstring is valued under normal play only), with their reason.
REFUSING = {n for n in names() if getattr(get(n).position, "misere_refusal", "")}


def test_rulesets_without_misere_play_say_so():
    assert REFUSING == {"nimstring"}
    for name in REFUSING:
        with pytest.raises(InputValueError, match="misère play is not valued here"):
            get(name).outcome(get(name).example, misere=True)


@pytest.mark.parametrize("name", [n for n in names() if not get(n).is_loopy and n not in REFUSING])
def test_every_ruleset_agrees_with_its_form(name):
    rs = get(name)
    p = rs.parse(SMALL.get(name, rs.example))
    form = _small_form(p)
    assert form is not None, "pick a smaller example"
    assert rs.outcome(p, misere=True) == form.outcome()
