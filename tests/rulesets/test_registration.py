"""A ruleset registered at run time: over a schema, through every command and variant, and out again."""

from __future__ import annotations

from functools import lru_cache
from itertools import product

import pytest

from cgtalg import Game, value
from cgtalg.engine.grid import GridPosition, PlacementRules
from cgtalg.engine.position import ImpartialPosition
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets import get, names
from cgtalg.rulesets.registration import register, unregister

from ..cli_runner import run_cli


class TriominoRules(PlacementRules):
    """Left places an upright 3 x 1 tromino, Right a lying 1 x 3 one, on empty squares."""

    name = "triomineering (tests)"
    symbols = ".#"
    transpose = "negate"
    left_pieces = (((0, 0), (1, 0), (2, 0)),)
    right_pieces = (((0, 0), (0, 1), (0, 2)),)


class Triomineering(GridPosition):
    __slots__ = ()
    rules = TriominoRules()


class TakeOneOrThree(ImpartialPosition):
    def __init__(self, n: str | int) -> None:
        self.n = int(n)

    def key(self) -> int:
        return self.n

    def options(self) -> list["TakeOneOrThree"]:
        return [TakeOneOrThree(self.n - k) for k in (1, 3) if k <= self.n]

    def text(self) -> str:
        return str(self.n)


@pytest.fixture
def triomineering():
    rs = register(Triomineering, "triomineering", "Left places upright trominoes, Right lying ones ('.' empty)",
                  "...|...|...", aliases=("trominoes",))
    try:
        yield rs
    finally:
        unregister("triomineering")


@lru_cache(maxsize=None)
def _slow_value(board: tuple[str, ...]) -> Game:
    """The value from the rules alone: every placement of each player's tromino, recursively."""
    h, w = len(board), len(board[0])

    def place(cells: list[tuple[int, int]]) -> tuple[str, ...]:
        rows = [list(r) for r in board]
        for r, c in cells:
            rows[r][c] = "#"
        return tuple("".join(r) for r in rows)

    def free(cells: list[tuple[int, int]]) -> bool:
        return all(0 <= r < h and 0 <= c < w and board[r][c] == "." for r, c in cells)

    left = [_slow_value(place(cs)) for r in range(h) for c in range(w)
            if free(cs := [(r, c), (r + 1, c), (r + 2, c)])]
    right = [_slow_value(place(cs)) for r in range(h) for c in range(w)
             if free(cs := [(r, c), (r, c + 1), (r, c + 2)])]
    return Game(left, right)


def test_a_ruleset_over_a_schema_is_valued_as_its_rules_say(triomineering):
    assert get("triomineering") is triomineering and get("Trominoes") is triomineering
    assert "triomineering" in names()
    boards = [("".join(cells[:3]), "".join(cells[3:6]), "".join(cells[6:])) for cells in product(".#", repeat=9)]
    boards += [("....",) * 3, ("....",) * 4, ("...", "...", "...", "...")]
    for board in boards:
        assert triomineering.value("|".join(board)) is _slow_value(board), board
    assert triomineering.value("3x4") is _slow_value(("....",) * 3)


def test_a_registered_ruleset_works_on_every_command_and_variant(triomineering):
    status, out, err = run_cli("value", "--ruleset", "triomineering", "3x3")
    assert status == 0 and out.splitlines()[:2] == ["triomineering ...|...|...", "value: +-2"], err
    status, out, _ = run_cli("outcome", "--misere", "--ruleset", "triomineering", "3x3")
    assert status == 0 and out.splitlines()[1].startswith(f"misère play: {triomineering.outcome('3x3', misere=True)}")
    impartial = get("impartial triomineering")
    assert impartial.value("3x3") is value(impartial.parse("3x3")) and str(impartial.value("3x3")) == "*"
    status, out, _ = run_cli("grundy", "impartial-triomineering", "3x3")
    assert status == 0 and "Grundy value 1 " in out
    dicotic = get("dicotic triomineering")
    # Each first move leaves the opponent without a move, which ends the dicotic game: {0 | 0} = *.
    assert str(dicotic.value("3x3")) == "*"
    assert triomineering.svg(triomineering.parse("3x3")).startswith("<svg")


def test_an_impartial_class_is_valued_by_grundy_values():
    rs = register(TakeOneOrThree, "take-one-or-three", "take 1 or 3 from a heap", "5")
    try:
        assert [rs.grundy(str(n)) for n in range(8)] == [n % 2 for n in range(8)]
        status, out, _ = run_cli("grundy", "take-one-or-three", "7")
        assert status == 0 and out.startswith("take-one-or-three 7: Grundy value 1 ")
    finally:
        unregister("take-one-or-three")


def test_unregister_takes_the_ruleset_and_its_variants_out(triomineering):
    get("impartial triomineering"), get("dicotic triomineering")
    unregister("triomineering")
    try:
        for name in ("triomineering", "trominoes", "impartial triomineering", "dicotic triomineering"):
            with pytest.raises(InputValueError, match="unknown ruleset"):
                get(name)
        assert "triomineering" not in names()
    finally:
        register(Triomineering, "triomineering", "Left places upright trominoes", "...|...|...")  # for the fixture


@pytest.mark.parametrize("args, error, needle", [
    ((Triomineering, "domineering", "r", "..."), InputValueError, "already called 'domineering'"),
    ((Triomineering, "tri", "r", "...", ("dom",)), InputValueError, "already called 'dom'"),
    ((Triomineering, "My Game", "r", "..."), InputValueError, "kebab case"),
    ((Triomineering, "tri", "r", ".q."), InputValueError, "is not a position"),
    ((TakeOneOrThree, "tri", "r", "x"), InputValueError, "raised ValueError"),
    (("Triomineering", "tri", "r", "..."), InputTypeError, "Position class"),
    ((int, "tri", "r", "..."), InputTypeError, "Position class"),
    ((Triomineering, "tri", 3, "..."), InputTypeError, "rules"),
    ((Triomineering, "tri", "r", "...", "tr"), InputTypeError, "aliases"),
])
def test_bad_registrations_are_refused_by_name_and_leave_nothing_behind(args, error, needle):
    before = names()
    with pytest.raises(error) as caught:
        register(*args)
    assert needle in str(caught.value)
    assert names() == before
    with pytest.raises(InputValueError):
        get("tri")


def test_only_run_time_rulesets_can_be_unregistered():
    with pytest.raises(InputValueError, match="not added by register"):
        unregister("domineering")
    assert get("domineering").name == "domineering"
