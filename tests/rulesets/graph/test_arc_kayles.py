"""Arc Kayles against a brute force written from the rules, the octal game 0.07 and CGSuite's values.

The rules (Schaefer 1978; CGSuite's ``ArcKayles``): a move picks an edge of
the graph and deletes both its ends with every edge at them; whoever cannot
move loses. The brute force below plays that on a frozenset of edges and a
frozenset of vertices, memoised on the pair, knowing nothing of the graph
schema's keys, components or isomorphism classes.
"""

from __future__ import annotations

import random

import pytest

from cgtalg import value
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets import get
from cgtalg.rulesets.graph.arc_kayles import RULES, ArcKayles, grundy

#: CGSuite's GameGraphTest, "Arc Kayles paths are Dawson's Kayles heaps": ArcKayles(Graph.Path(n)).NimValue
#: for n = 1 .. 50.
CGSUITE_PATHS = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4,
                 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5]


def brute(edges: frozenset[tuple[int, int]], memo: dict) -> int:
    """The Grundy value of the graph with *edges* (isolated vertices never matter), by an explicit stack."""
    stack = [edges]
    while stack:
        g = stack[-1]
        if g in memo:
            stack.pop()
            continue
        options = [frozenset(e for e in g if u not in e and v not in e) for u, v in g]
        todo = [o for o in options if o not in memo]
        if todo:
            stack.extend(todo)
            continue
        seen = {memo[o] for o in options}
        m = 0
        while m in seen:
            m += 1
        memo[g] = m
        stack.pop()
    return memo[edges]


def _text(n: int, edges: list[tuple[int, int]]) -> str:
    return " ".join([f"v={n}"] + [f"{u}-{v}" for u, v in edges])


def _edges(text: str) -> frozenset[tuple[int, int]]:
    return frozenset(ArcKayles(text).edges)


def test_paths_are_cgsuites_list_and_the_octal_game_0_07():
    octal = get("0.07")
    got = [grundy(ArcKayles(f"path {n}")) for n in range(1, 51)]
    assert got == CGSUITE_PATHS
    assert got == [octal.grundy(str(n)) for n in range(1, 51)]


def test_small_paths_cycles_stars_complete_graphs_and_grids_against_the_brute_force():
    memo: dict = {}
    families = [f"path {n}" for n in range(1, 13)] + [f"cycle {n}" for n in range(3, 13)]
    families += [f"star {n}" for n in range(1, 8)] + [f"complete {n}" for n in range(1, 8)]
    families += ["grid 2x2", "grid 2x3", "grid 3x3", "grid 2x5", "grid 3x4"]
    for text in families:
        assert grundy(ArcKayles(text)) == brute(_edges(text), memo), text


def test_a_cycle_is_the_path_two_shorter_after_its_only_kind_of_move():
    for n in range(3, 40):
        path = grundy(ArcKayles(f"path {n - 2}")) if n > 3 else 0
        assert grundy(ArcKayles(f"cycle {n}")) == (1 if path == 0 else 0), n


def test_stars_are_star_one():
    # Every move takes the centre: nothing is left, so a star with a leaf is *.
    assert [grundy(ArcKayles(f"star {k}")) for k in range(1, 30)] == [1] * 29


def test_random_small_graphs_against_the_brute_force():
    rng = random.Random(36)
    memo: dict = {}
    for _ in range(120):
        n = rng.randint(1, 9)
        p = rng.choice([0.2, 0.35, 0.5, 0.7])
        edges = [(u, v) for u in range(n) for v in range(u + 1, n) if rng.random() < p]
        text = _text(n, edges)
        assert grundy(ArcKayles(text)) == brute(frozenset(edges), memo), text


def test_sums_xor_and_the_value_is_the_nimber():
    text = "path 6 + cycle 5 + star 3 + 0-1 1-2 2-0 2-3"
    g = grundy(ArcKayles(text))
    assert g == brute(_edges(text), {})
    assert g == 3 ^ 0 ^ 1 ^ brute(_edges("0-1 1-2 2-0 2-3"), {})
    assert value(ArcKayles(text)).nim_value == g


def test_options_are_the_rules_moves():
    p = ArcKayles("0-1 1-2 1-3 3-4")
    expected = sorted(sorted(o) for o in ({e for e in p.edges if u not in e and v not in e} for u, v in p.edges))
    assert sorted(sorted(o.edges) for o in p.left_options()) == expected
    assert [o.key() for o in p.left_options()] == [o.key() for o in p.right_options()]
    assert set(RULES.region_moves(ArcKayles("path 5").key())[0]) == {ArcKayles(t).key() for t in ("path 3", "path 1 + path 2")}


def test_the_registry_and_the_command_line():
    rs = get("arc-kayles")
    assert rs is get("arc kayles")
    assert rs.grundy("path 6") == 3
    assert str(rs.value("cycle 7")) == "*"
    assert str(rs.outcome("path 5")) == "P"
    assert rs.impartial() is rs
    from cgtalg.cli import main
    import io
    out = io.StringIO()
    assert main(["grundy", "arc-kayles", "path 6"], out=out) == 0
    assert "Grundy value 3" in out.getvalue()


def test_bad_input_is_refused():
    with pytest.raises(InputValueError, match="no tints"):
        ArcKayles("0-1 1:R")
    with pytest.raises(InputValueError):
        ArcKayles("0-0")
    with pytest.raises(InputTypeError):
        ArcKayles(5)  # type: ignore[arg-type]
    with pytest.raises(InputTypeError):
        grundy("path 3")  # type: ignore[arg-type]
    with pytest.raises(InputValueError):
        RULES.region_moves(-5)
    with pytest.raises(InputValueError, match="at most 20"):
        from cgtalg.rulesets.registry import position_of_text
        position_of_text("arc-kayles", "grid 5x5")
