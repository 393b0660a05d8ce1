"""The arrow kernel (Amazons) against the grid schema's route and the slow reference.

Three shortcuts of :mod:`cgtalg.engine.grid_arrows` are checked here:

* the machine-word route (``Arrows.moves``, ``_word_key``): the keys and move
  lists of ``GridRules.normalise`` / ``GridRules.region_moves`` (split,
  dead regions dropped, crop, least image), in the same order. Compiled, it
  is what the search runs; in pure Python the module's ``_COMPILED`` flag is
  set for the test so that the same source is checked (it is then plain
  Python);
* one-colour regions valued as integers (``Arrows.known``, the longest
  sequence of moves): against the plain game-tree value of the board;
* the search with both against ``reference_rules.amazons_moves`` (written
  from the rules, no bitboards, no symmetry, no splitting) on random small
  boards of 2 x 3 to 3 x 4 cells, with one or two amazons a side and random
  arrows, and against a CGSuite value.
"""

from __future__ import annotations

import random

import pytest

from cgtalg import clear_caches, integer, parse, value
from cgtalg.engine import grid_arrows
from cgtalg.engine.grid_arrows import ArrowRules, Arrows, _word_key
from cgtalg.engine.grid_codes import unpack
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets.grid import GridRules, parse_board
from cgtalg.rulesets.grid.amazons import RULES, Amazons

from .. import reference_rules as ref

_PURE = grid_arrows.__file__.endswith(".py")


@pytest.fixture
def word_route(monkeypatch):
    """Make the machine-word route run (in pure Python it is otherwise left to the grid schema)."""
    if _PURE:
        monkeypatch.setattr(grid_arrows, "_COMPILED", True)
    yield
    clear_caches()  # what the patched route put in the tables stays out of the other tests


def _random_text(rng, h, w, pieces=(1, 2), arrows=0.3):
    """An ``h x w`` drawing with 1-2 amazons of each colour (as *pieces* allows) and some burnt squares."""
    cells = [("#" if rng.random() < arrows else ".") for _ in range(h * w)]
    spots = rng.sample(range(h * w), min(h * w, 2 * pieces[1]))
    nl = rng.randint(*pieces)
    nr = rng.randint(*pieces)
    for i, at in enumerate(spots[:nl + nr]):
        cells[at] = "L" if i < nl else "R"
    return "|".join("".join(cells[r * w:(r + 1) * w]) for r in range(h))


def _parts(key):
    return [abs(p) for p in key] if type(key) is tuple else [abs(key)] if key else []


def test_word_keys_and_moves_are_the_grid_routes(word_route) -> None:
    rng = random.Random(41)
    wrong = []
    for _ in range(250):
        h = rng.randint(1, 4)
        w = rng.randint(1, grid_arrows.WORD_CELLS // h)
        text = "|".join("".join(rng.choice("LR....#") for _ in range(w)) for _ in range(h))
        layers = parse_board(text, "LR.#", {}, "amazons")[0]
        key = _word_key(RULES.oracle, layers, h, w)
        if key != GridRules.normalise(RULES, layers, h, w):
            wrong.append(("key", text))
            continue
        for code in _parts(key):
            if RULES.oracle.moves(code) != GridRules.region_moves(RULES, code):
                wrong.append(("moves", text))
    assert not wrong, wrong[:5]


def test_a_region_larger_than_a_word_takes_the_grid_route() -> None:
    key = abs(Amazons("L....|.....|.....|...#R").key())        # 21 cells: over WORD_CELLS
    assert RULES.oracle.moves(key) == GridRules.region_moves(RULES, key)


def test_one_colour_regions_are_the_longest_play(word_route) -> None:
    rng = random.Random(7)
    checked = 0
    for _ in range(60):
        h, w = rng.choice([(1, 4), (2, 2), (2, 3), (3, 2), (2, 4), (3, 3)])
        text = _random_text(rng, h, w, (1, 2), 0.35)
        text = text.replace("R", "L") if rng.random() < 0.5 else text.replace("L", "R")
        board = Amazons(text)
        for code in _parts(board.key()):
            assert grid_arrows._one_colour(code) != 0, text
            checked += 1
        plain = value(board, shortcuts=False)
        assert plain == value(board), text
        assert plain == ref.reference_value(tuple(text.split("|")), ref.amazons_moves), text
    assert checked > 30


def test_known_values_of_one_colour_regions() -> None:
    oracle = RULES.oracle
    # 'L...': slide one, shoot back each time: 3 moves; 'L.#.' : the far square is out of reach.
    assert oracle.known(abs(Amazons("L...").key())) is integer(3)
    assert value(Amazons("R...")) is integer(-3)                     # the negative of 'L...'
    assert oracle.known(abs(Amazons("L.|..").key())) is integer(3)
    assert value(Amazons("L.#.")) is integer(1)
    # 'LL.|...': two amazons, four empty squares, four moves (every square burnt).
    assert oracle.longest(abs(Amazons("LL.|...").key())) == 4
    # Both colours: left to the search.
    assert oracle.known(abs(Amazons("L.R").key())) is None


@pytest.mark.parametrize("shape", [(2, 3), (3, 2), (2, 4), (3, 3), (3, 4)])
def test_values_agree_with_the_reference_on_random_boards(shape) -> None:
    h, w = shape
    rng = random.Random(h * 10 + w)
    cache: dict = {}
    count = 6 if h * w >= 12 else 10
    for _ in range(count):
        arrows = 0.45 if h * w >= 12 else 0.25
        text = _random_text(rng, h, w, (1, 2), arrows)
        expected = ref.reference_value(tuple(text.split("|")), ref.amazons_moves, cache)
        assert value(Amazons(text)) == expected, text


def test_cgsuite_value_of_a_two_by_four_board() -> None:
    # CGSuite: game.grid.Amazons("x...|o...") (also in test_published_values.py).
    assert value(Amazons("L...|R...")) is parse("+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}")


def test_impartial_amazons_has_no_oracle() -> None:
    impartial = RULES.impartial_variant()
    assert impartial.oracle is None and isinstance(RULES.oracle, Arrows)


def test_bad_rules_are_refused() -> None:
    with pytest.raises(InputTypeError, match="ArrowRules"):
        Arrows(object())

    class TwoLayers(ArrowRules):
        name = "two-layer arrows (test)"
        symbols = "LR#"

    with pytest.raises(InputValueError, match="three layers"):
        TwoLayers()


def test_unpacked_region_keeps_its_cells() -> None:
    code = abs(Amazons("L.#|..R").key())
    layers, h, w = unpack(code, 3)
    assert GridRules.normalise(RULES, layers, h, w) in (code, -code)


def test_the_collector_is_back_on_after_a_walk_even_a_failed_one() -> None:
    import gc

    from cgtalg.engine.search import Schema, Search
    from cgtalg.engine.traversal import MoveCycleError

    class Loop(Schema):
        name = "arrow-test loop"

        def region_moves(self, key):
            return ([key], [])

    assert gc.isenabled()
    with pytest.raises(MoveCycleError):
        Search(Loop()).value(3)
    assert gc.isenabled()
    value(Amazons("L..|..R"))
    assert gc.isenabled()
    gc.disable()
    try:
        value(Amazons("L.#|..R"))
        assert not gc.isenabled()          # left off when it was off
    finally:
        gc.enable()
