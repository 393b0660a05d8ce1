"""The small-board route of a Domineering search, each part against the general route it stands in for.

* Reading and normalising a board text in one call (``_packed_reading``,
  :meth:`PackedForms.board_key`): the reference is the layered normal form
  :meth:`GridRules._normalise` (regions, crop, least image of the layers),
  on every board of at most 12 cells (every shape, every pattern of holes).
* The search's oracle (:class:`RegionOracle`: Domineering's ``_Placements``)
  gives the walk each region's moves and one-player values as C calls; the
  reference is the same search run through the schema's methods (a
  subclass that redefines ``region_moves`` gets no oracle), and the
  game tree built from the rules alone (``reference_rules.py``).
* Regions of two cells are named without being drawn; on a board one
  column wide, two cells one above the other are also one bit apart.
"""

from __future__ import annotations

import random

import pytest

from cgtalg import value
from cgtalg.rulesets.grid.domineering import IMPARTIAL, RULES, Domineering, DomineeringRules
from cgtalg.engine.grid_codes import _COMPILED
from cgtalg.engine.grid_position import _packed_reading
from cgtalg.engine.grid_codes import unpack
from cgtalg.rulesets.grid import GridRules, PackedForms
from cgtalg.rulesets.registry import impartial_class
from cgtalg.engine.search import RegionOracle

from .. import reference_rules as ref
from .one_layer_boards import boards, text_of


class MethodsOnly(DomineeringRules):
    """Domineering searched through the schema's methods: redefining region_moves leaves no oracle."""

    name = "domineering (methods only)"

    def region_moves(self, key):  # type: ignore[no-untyped-def]
        return super().region_moves(key)


METHODS_ONLY = MethodsOnly()


def test_the_oracle_is_used_only_when_the_methods_are_domineerings() -> None:
    assert isinstance(RULES.oracle, RegionOracle) and RULES.oracle is RULES.packed
    assert isinstance(IMPARTIAL.oracle, RegionOracle) and IMPARTIAL.oracle.impartial
    assert METHODS_ONLY.oracle is None and isinstance(METHODS_ONLY.packed, PackedForms)


@pytest.mark.parametrize("rules", [RULES, IMPARTIAL], ids=["domineering", "cram"])
def test_board_text_keys_match_the_layered_route(rules: GridRules) -> None:
    cls = Domineering if rules is RULES else impartial_class(Domineering)
    for b, h, w in boards(12):
        text = text_of(b, h, w)
        slow = rules._normalise((b,), h, w)
        assert _packed_reading(rules.packed, text) == (b, h, w, slow), text
        assert rules.packed.board_key(b, h, w) == slow, text
        p = cls(text)
        assert (p.layers, p.height, p.width, p.key()) == ((b,), h, w, slow), text


@pytest.mark.parametrize("rules", [RULES, IMPARTIAL], ids=["domineering", "cram"])
def test_board_keys_match_the_layered_route_up_to_the_word_limit(rules: GridRules) -> None:
    rng = random.Random(27)
    shapes = [(h, w) for h in range(1, 51) for w in range(1, 51) if 12 < h * w <= 50 and h * (w + 1) <= 64]
    for _ in range(2000):
        h, w = rng.choice(shapes)
        density = rng.choice((0.3, 0.6, 0.8, 1.0))
        b = 0
        for r in range(h):
            for c in range(w):
                if rng.random() < density:
                    b |= 1 << (r * (w + 1) + c)
        assert rules.packed.board_key(b, h, w) == rules._normalise((b,), h, w), text_of(b, h, w)


def test_region_codes_of_the_oracle_match_the_generic_schema_moves() -> None:
    seen = set()
    for b, h, w in boards(10):
        key = RULES._normalise((b,), h, w)
        for part in (key if isinstance(key, tuple) else (key,)):
            region = abs(part)
            if region == 0 or region in seen:
                continue
            seen.add(region)
            assert IMPARTIAL.oracle.moves(region) == GridRules.region_moves(IMPARTIAL, region), text_of(b, h, w)
            exact = GridRules.region_moves(RULES, region)
            assert RULES.oracle.exact_moves(region) == exact, text_of(b, h, w)
            assert RULES.region_moves(region) == exact, text_of(b, h, w)
            # The search's moves may name a one-player child by the simplest board of its value.
            named = RULES.oracle.moves(region)
            for side in (0, 1):
                assert len(named[side]) == len(exact[side]), text_of(b, h, w)
                for got, child in zip(named[side], exact[side]):
                    if got != child:
                        assert _is_one_player(child), (text_of(b, h, w), child)
                        assert got == 0 or unpack(abs(got), 1)[1] == 1, (text_of(b, h, w), got)  # none, a row
                        assert RULES.search.value(got) == METHODS_ONLY.search.value(child), text_of(b, h, w)
            # The oracle's one-player integers are the rules' region_value; its formula values go
            # further (a region whose every option is one-player) and must be the searched value.
            expected = METHODS_ONLY.region_value(region)
            assert RULES.oracle.one_player(region) == expected, text_of(b, h, w)
            found = RULES.oracle.known(region)
            if expected is not None or found is None:
                assert found == expected, text_of(b, h, w)
            else:
                assert found == METHODS_ONLY.search.value(region), text_of(b, h, w)
    assert len(seen) > 80


def _is_one_player(key) -> bool:
    """Whether only one player (or neither) can place in the position of *key*, from its regions' moves."""
    parts = key if isinstance(key, tuple) else (key,) if key else ()
    left = right = False
    for part in parts:
        lo, ro = GridRules.region_moves(RULES, abs(part))
        if part < 0:
            lo, ro = ro, lo
        left, right = left or bool(lo), right or bool(ro)
    return not (left and right)


def test_one_player_children_are_named_by_rows_only_when_the_whole_board_is_one_player() -> None:
    # The other direction of the check above: a child the search's moves keep as it is has both
    # players placing (else it would have been named), so no one-player board escapes the naming.
    if not _COMPILED:
        pytest.skip("the pure-Python module names no child (its moves are the exact keys, checked above)")
    named_any = 0
    for b, h, w in boards(10):
        key = RULES._normalise((b,), h, w)
        if not isinstance(key, int) or key <= 0 or h * w > 50:
            continue
        exact = RULES.oracle.exact_moves(key)
        named = RULES.oracle.moves(key)
        for side in (0, 1):
            for got, child in zip(named[side], exact[side]):
                if got == child and child != 0 and not (isinstance(child, int) and unpack(abs(child), 1)[1] == 1):
                    assert not _is_one_player(child), (text_of(b, h, w), child)
                named_any += got != child
    assert named_any > 500


def test_search_with_the_oracle_matches_the_search_through_the_methods() -> None:
    for b, h, w in boards(9):
        key = RULES._normalise((b,), h, w)
        assert RULES.search.value(key) == METHODS_ONLY.search.value(key), text_of(b, h, w)
    rng = random.Random(5)
    for _ in range(40):
        h, w = rng.choice([(3, 4), (4, 3), (2, 6), (4, 4), (1, 9), (9, 1)])
        b = sum(1 << (r * (w + 1) + c) for r in range(h) for c in range(w) if rng.random() < 0.8)
        key = RULES._normalise((b,), h, w)
        assert RULES.search.value(key) == METHODS_ONLY.search.value(key), text_of(b, h, w)


def test_values_of_thin_and_small_boards_match_the_rules() -> None:
    # One row or one column (two cells one bit apart either way), and every board of at most 6 cells.
    cache: dict = {}
    for b, h, w in boards(6):
        board = tuple(text_of(b, h, w).split("|"))  # the rows, as the reference reads them
        assert value(Domineering("|".join(board))) == ref.reference_value(board, ref.domineering_moves, cache), board
    for n in range(1, 10):
        for board in (("." * n,), tuple("." for _ in range(n))):
            assert value(Domineering("|".join(board))) == ref.reference_value(board, ref.domineering_moves, cache)


def test_parse_builds_what_the_constructor_builds() -> None:
    from cgtalg.errors import InputTypeError, InputValueError
    from cgtalg.rulesets import get
    from cgtalg.engine.grid_position import _new_position

    cases = {
        "domineering": ["..|..", "..#|...", "x.|..", ".", "", "." * 63, "|".join(["...."] * 13), ".. ..\n.."],
        "cram": ["..|..", "...|.#."],
        "clobber": ["xo|ox", "xo."],
        "konane": ["xox.|o..."],
    }
    for name, texts in cases.items():
        rs = get(name)
        for text in texts:
            p, q = rs.parse(text), rs.position(text)
            assert type(p) is type(q) and p == q and hash(p) == hash(q), (name, text)
            assert (p.layers, p.height, p.width, p.text()) == (q.layers, q.height, q.width, q.text()), (name, text)
    dom = get("domineering")
    with pytest.raises(InputValueError, match="ragged domineering board: row 1 has 1 cells"):
        dom.parse("..|.")
    with pytest.raises(InputValueError, match=r"unknown character '\?' in domineering board"):
        dom.parse(".?")
    with pytest.raises(InputTypeError, match="a domineering position"):
        dom.parse(3)  # type: ignore[arg-type]

    class Counted(Domineering):
        made = 0

        def __init__(self, board: str) -> None:
            type(self).made += 1
            super().__init__(board)

    # A subclass with a constructor of its own gets it called.
    assert _new_position(Counted, "..|..").key() == Domineering("..|..").key() and Counted.made == 1
