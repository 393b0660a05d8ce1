"""The outcome search for sums (:mod:`cgtalg.engine.sum_solver`) and its database, against a plain minimax.

The reference is a minimax written from the rules alone (the move functions
of ``tests/reference_rules.py``): a sum is a tuple of components, a move
replaces one component by one of its options, and the player who cannot
move loses (Winning Ways, chapter 2; Lessons in Play, chapter 2). No values,
no splitting, no tables but its own memo.

Each part of the solver is compared with it over many small sums of
Domineering, Clobber, NoGo, Fission, Toppling Dominoes and Toads and Frogs components:

* the search itself, with the ruleset's ``small_region`` lowered so that
  the regions are searched, not valued (the cheapest-first move order and
  the lazily made children);
* the transposition table at a byte limit so small that it empties itself
  over and over;
* the database of solved regions, saved to disk and read back into emptied
  tables, each region then known however big (``small_region`` 0);
* progress (states, hits, depth) and an interrupted search, after which the
  tables still give right answers.
"""

from __future__ import annotations

import os
import random
from typing import Any, Callable

import pytest

from cgtalg import clear_caches
from cgtalg.core.order import Outcome
from cgtalg.engine.search import Schema, Search, add_keys
from cgtalg.engine.solved_table import FORMAT_LINE, load_table, save_table
from cgtalg.engine.sum_solver import SolveStats, decided_by_stops, outcome_table, wins
from cgtalg.engine.traversal import MoveCycleError
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets.grid.clobber import RULES as CLOBBER, Clobber
from cgtalg.rulesets.grid.domineering import RULES as DOMINEERING, Domineering
from cgtalg.rulesets.grid.fission import RULES as FISSION, Fission
from cgtalg.rulesets.grid.nogo import RULES as NOGO, NoGo
from cgtalg.rulesets.strip.toads_and_frogs import RULES as TOADS, ToadsAndFrogs
from cgtalg.rulesets.strip.toppling_dominoes import RULES as TOPPLING, TopplingDominoes

from tests.reference_rules import (clobber_moves, domineering_moves, fission_moves, toads_and_frogs_moves,
                                   toppling_moves)
from tests.rulesets.grid.test_nogo import nogo_moves


def plain_outcome(components: list[Any], moves: Callable[[Any, str], list[Any]]) -> Outcome:
    """The outcome of the sum of *components* by a plain minimax over the rules."""
    memo: dict[Any, bool] = {}

    def mover_wins(state: tuple[Any, ...], who: str) -> bool:
        got = memo.get((state, who))
        if got is None:
            other = "R" if who == "L" else "L"
            got = any(not mover_wins(tuple(sorted(state[:i] + (c,) + state[i + 1:])), other)
                      for i, part in enumerate(state) for c in moves(part, who))
            memo[(state, who)] = got
        return got

    start = tuple(sorted(components))
    left, right = mover_wins(start, "L"), mover_wins(start, "R")
    if left:
        return Outcome.N if right else Outcome.L
    return Outcome.R if right else Outcome.P


def _rows(text: str) -> tuple[str, ...]:
    return tuple(text.split("|"))


# (name, rules, position class, reference moves, components (position texts), reference form of a text)
RULESETS = {
    "domineering": (DOMINEERING, Domineering, domineering_moves,
                    ["...", "..|..", "...|...", "..|..|..", "....", "..#|...", ".#.|...", "...|.#.|...", ".....",
                     "....|....", "..|.#|.."], _rows),
    "clobber": (CLOBBER, Clobber, clobber_moves,
                ["xo", "xxo", "xoxo", "xoo", "xxoo", "oxxo", "xo|ox", "xoxox", "xx|oo", "xox|o.o", "oxoxo"], _rows),
    "toppling-dominoes": (TOPPLING, TopplingDominoes, toppling_moves,
                          ["L", "LR", "LRL", "RLR", "LLR", "GL", "GRL", "LRGR", "RRLL", "LGR", "LRLRL"], str),
    # NoGo and Fission make only the mover's moves (region_side_moves), a negated region the other
    # player's, and the search first looks for a child the table shows lost (a transposition cut-off).
    "fission": (FISSION, Fission, fission_moves,
                [".x.", ".x.|...", "...|.x.|...", ".x..", "x..|.x.", "..|x.|..", ".xx.|....", "....|.x..|....",
                 ".x.x.", "#x.|..."], _rows),
    "nogo": (NOGO, NoGo, nogo_moves,
             ["...", "x..", "o..", "..|..", "x.|..", ".o|x.", "...|.x.", "..o|x..", "....", "x..o.", "o.x|..."], _rows),
    "toads-and-frogs": (TOADS, ToadsAndFrogs, toads_and_frogs_moves,
                        ["T.F", "T..F", "TT.F", "T.FF", "TF.", ".TF", "T.F.F", "TT..F", "T..FF"], str),
}


def _sums(texts: list[str], count: int, seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    return [[rng.choice(texts) for _ in range(rng.randint(2, 3))] for _ in range(count)]


def _key(cls: Any, parts: list[str]) -> Any:
    return add_keys([cls(t).key() for t in parts])


def _negative_parts(cls: Any, parts: list[str]) -> Any:
    # One component's negative (a symmetry that swaps the players) beside the others: parts cancel.
    return add_keys([cls(parts[0]).key(), -cls(parts[0]).key()] + [cls(t).key() for t in parts[1:]])


@pytest.mark.parametrize("name", sorted(RULESETS))
@pytest.mark.parametrize("small_region", [0, 3, None])
def test_outcomes_of_sums_match_a_plain_minimax(name: str, small_region: int | None,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    rules, cls, moves, texts, form = RULESETS[name]
    if small_region is not None:
        monkeypatch.setattr(rules, "small_region", small_region)  # search the regions, do not value them
    checked = set()
    for parts in _sums(texts, 40, seed=len(name)):
        clear_caches()
        found = rules.search.outcome(_key(cls, parts))
        assert found is plain_outcome([form(t) for t in parts], moves), (name, parts)
        checked.add(found)
    assert len(checked) >= 3, checked  # the sums are not all of one outcome class


def test_a_component_and_its_negative_cancel_in_the_search(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(DOMINEERING, "small_region", 0)
    texts = RULESETS["domineering"][3]
    for parts in _sums(texts, 15, seed=7):
        clear_caches()
        assert DOMINEERING.search.outcome(_negative_parts(Domineering, parts)) is plain_outcome(
            [_rows(t) for t in parts[1:]], domineering_moves), parts


@pytest.mark.parametrize("limit", [0, 400, 2000])
def test_a_tiny_byte_limit_empties_the_table_and_keeps_the_answers(limit: int,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(CLOBBER, "small_region", 0)
    table = outcome_table(CLOBBER.search)
    kept = table.max_bytes
    table.set_max_bytes(limit)
    try:
        clears = table.clears
        texts = RULESETS["clobber"][3]
        for parts in _sums(texts, 25, seed=3):
            clear_caches()
            assert CLOBBER.search.outcome(_key(Clobber, parts)) is plain_outcome([_rows(t) for t in parts],
                                                                                  clobber_moves), parts
            assert table.used <= limit
        if limit:
            assert table.clears > clears
        else:
            assert len(table) == 0
    finally:
        table.set_max_bytes(kept)


@pytest.mark.parametrize("name", ["domineering", "clobber", "toppling-dominoes"])
def test_a_saved_database_read_back_gives_the_same_values_and_outcomes(
        name: str, tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    rules, cls, moves, texts, form = RULESETS[name]
    search = rules.search
    clear_caches()
    sums = _sums(texts, 30, seed=11)
    for parts in sums:
        for t in parts:
            search.value(cls(t).key())
    solved = dict(search.table)
    path = os.path.join(tmp_path, "table.txt")
    assert save_table(search, path) == len(solved) > 5
    clear_caches()
    assert load_table(rules, path) == len(solved)
    assert dict(search.table) == solved  # the same objects: equal canonical values are one game
    # Every region is now known only through the database (nothing is small).
    monkeypatch.setattr(rules, "small_region", 0)
    outcome_table(search).clear()
    for parts in sums:
        assert search.outcome(_key(cls, parts)) is plain_outcome([form(t) for t in parts], moves), parts
    stats = SolveStats()
    wins(search, _key(cls, sums[0]), 0, stats)
    assert stats.nodes == 0  # all known: read off the sum of the database's values


def test_a_database_of_an_impartial_search_holds_grundy_values(tmp_path: Any) -> None:
    from cgtalg.rulesets.grid.domineering import IMPARTIAL

    clear_caches()
    for text in ("....", "...|...", "..|.."):
        rows = text.split("|")
        IMPARTIAL.search.grundy(IMPARTIAL.normalise(Domineering(text).layers, len(rows), len(rows[0])))
    path = os.path.join(tmp_path, "cram.txt")
    solved = dict(IMPARTIAL.search.table)
    save_table(IMPARTIAL.search, path)
    with open(path, encoding="ascii") as fh:
        assert fh.read().splitlines()[3] == "kind: grundy"
    clear_caches()
    load_table(IMPARTIAL, path)
    assert dict(IMPARTIAL.search.table) == solved


def _write(path: Any, lines: list[str]) -> str:
    name = os.path.join(path, "t.txt")
    with open(name, "w", encoding="ascii") as fh:
        fh.write("\n".join(lines) + "\n")
    return name


@pytest.mark.parametrize("lines, message", [
    (["hello"], "is not a cgtalg solved table"),
    ([FORMAT_LINE, "ruleset: clobber", "library: 0.1.0", "kind: values", "count: 0"], "of clobber, not of domineering"),
    ([FORMAT_LINE, "ruleset: domineering", "library: 0.0.1", "kind: values", "count: 0"], "written by cgtalg 0.0.1"),
    ([FORMAT_LINE, "ruleset: domineering", "library: 0.1.0", "kind: grundy", "count: 0"], "holds grundy"),
    ([FORMAT_LINE, "ruleset: domineering", "library: 0.1.0", "kind: values", "count: 2", "3 {1|-1}"], "truncated"),
    ([FORMAT_LINE, "ruleset: domineering", "library: 0.1.0", "kind: values", "count: 1", "-3 {1|-1}"],
     "line 6: expected a positive region code"),
    ([FORMAT_LINE, "ruleset: domineering", "library: 0.1.0", "kind: values", "count: 1", "3 {1|"], "cannot be read"),
    ([FORMAT_LINE, "ruleset: domineering", "kind: values"], "expected the header line 'library: ...'"),
])
def test_a_bad_database_file_is_refused_naming_the_problem(lines: list[str], message: str, tmp_path: Any) -> None:
    from cgtalg import __version__

    lines = [line.replace("0.1.0", __version__) for line in lines]
    with pytest.raises(InputValueError, match=message.replace("|", r"\|").replace("(", r"\(")):
        load_table(DOMINEERING.search, _write(tmp_path, lines))


def test_bad_arguments_are_refused(tmp_path: Any) -> None:
    with pytest.raises(InputTypeError, match="belongs to a ruleset's search"):
        save_table("domineering", os.path.join(tmp_path, "x.txt"))
    with pytest.raises(InputTypeError):
        save_table(DOMINEERING, 3)  # type: ignore[arg-type]
    with pytest.raises(InputValueError, match="cannot read"):
        load_table(DOMINEERING, os.path.join(tmp_path, "missing.txt"))
    with pytest.raises(InputValueError, match="cannot write"):
        save_table(DOMINEERING, os.path.join(tmp_path, "no", "such", "dir.txt"))
    with pytest.raises(InputValueError, match="max_bytes"):
        outcome_table(DOMINEERING.search).set_max_bytes(-1)


def test_progress_reports_states_hits_and_depth(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(DOMINEERING, "small_region", 0)
    monkeypatch.setattr("cgtalg.engine.sum_solver.PROGRESS_EVERY", 2)
    clear_caches()
    seen: list[tuple[int, int, int, int]] = []
    key = _key(Domineering, ["...|...", "....|....", "..|..|.."])
    DOMINEERING.search.outcome(key, progress=lambda s: seen.append((s.nodes, s.hits, s.depth, s.max_depth)))
    assert len(seen) > 3
    nodes = [n for n, _, _, _ in seen]
    assert nodes == sorted(nodes) and nodes[-1] > 5
    assert seen[-1][1] > 0 and seen[-1][2] == 0  # table hits; the search is over: back at depth 0
    assert 3 <= seen[-1][3] <= 2 + 4 + 3  # no line of play is longer than the moves the boards hold


def test_an_interrupted_search_leaves_only_right_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(CLOBBER, "small_region", 0)
    monkeypatch.setattr("cgtalg.engine.sum_solver.PROGRESS_EVERY", 5)
    texts = RULESETS["clobber"][3]
    for parts in _sums(texts, 10, seed=5):
        clear_caches()
        key = _key(Clobber, parts)

        def stop(stats: SolveStats) -> None:
            if stats.nodes >= 5:
                raise KeyboardInterrupt

        try:
            CLOBBER.search.outcome(key, progress=stop)
        except KeyboardInterrupt:
            pass
        # The tables keep what was finished; the next search reads them and is still right.
        assert CLOBBER.search.outcome(key) is plain_outcome([_rows(t) for t in parts], clobber_moves), parts


def _first_player_wins(components: tuple[Any, ...], side: int, memo: dict[Any, bool]) -> bool:
    """A plain minimax over a sum of games, each move replacing one game by one of its options."""
    key = (components, side)
    if key not in memo:
        memo[key] = any(not _first_player_wins(tuple(sorted(components[:i] + (o,) + components[i + 1:], key=id)),
                                               1 - side, memo)
                        for i, g in enumerate(components)
                        for o in (g.left_options if side == 0 else g.right_options))
    return memo[key]


def test_stops_decide_only_outcomes_a_plain_minimax_agrees_with() -> None:
    # Sums of 2-4 games born by day 2 and hot switches: whenever the stops decide, they are right.
    from cgtalg import parse
    from cgtalg.verify.laws import games_born_by

    pool = list(games_born_by(2)) + [parse(t) for t in ("{2|-1}", "{3|1}", "{1|-3}", "{1/2|-2}", "{4|{2|0}}")]
    rng = random.Random(2024)
    memo: dict[Any, bool] = {}
    decided = 0
    for _ in range(400):
        values = [rng.choice(pool) for _ in range(rng.randint(2, 4))]
        for side in (0, 1):
            found = decided_by_stops(values, side)
            if found is not None:
                decided += 1
                assert found is _first_player_wins(tuple(sorted(values, key=id)), side, memo), ([str(v) for v in values], side)
    assert decided > 300  # most of them: the bounds are not vacuous


def test_a_sum_of_known_parts_is_answered_by_stops_when_they_prove_it() -> None:
    clear_caches()
    stats = SolveStats()
    # 1 + 1 + 1 + {1|-1} + {1/2|-2}: Left stop at least 1 + 1 + 1 + 1 - 2 > 0, Right stop at least
    # 1 + 1 + 1 - 1 - 2 = 0 and at most 1 + 1 + 1 - 1 + 1/2 > 0: Left wins moving first; Right's is open.
    key = _key(Domineering, [".|.", ".|.|.", ".|.", "..|..", "..|..|.."])
    assert wins(DOMINEERING.search, key, 0, stats) is True
    assert stats.cutoffs == 1
    assert wins(DOMINEERING.search, key, 1, stats) is False  # read off the sum: 3 +- 1 + {1/2|-2} >= 0
    assert stats.cutoffs == 1 and stats.nodes == 0


class _Stalks(Schema):
    """Region n: Left moves to n - 1 (a blue stalk of n edges); 10**6 + n moves to its twin and back, for either player."""

    name = "test stalks"
    small_region = 0

    def region_moves(self, key: int) -> tuple[list[Any], list[Any]]:
        if key > 10**6:
            back = key + 1 if key % 2 else key - 1
            return ([back], [back])
        return ([key - 1], [])


_STALKS = Search(_Stalks())


def test_a_line_of_play_thousands_of_moves_long_needs_no_recursion() -> None:
    assert _STALKS.outcome((3000, -2999)) is Outcome.L
    assert _STALKS.outcome((-4000,)) is Outcome.R


def test_a_move_back_onto_the_line_of_play_is_a_loop() -> None:
    with pytest.raises(MoveCycleError, match="cycle"):
        _STALKS.outcome(10**6 + 1)


def test_the_outcome_table_is_listed_and_emptied_with_every_cache() -> None:
    from cgtalg import cache_info

    clear_caches()
    DOMINEERING.search.outcome(Domineering("....|....|....|....").key())
    info = cache_info()["domineering outcomes"]
    table = outcome_table(DOMINEERING.search)
    assert info["size"] == len(table) > 0 and info["maxsize"] == table.max_bytes // 160
    clear_caches()
    assert len(table) == 0 and table.used == 0
