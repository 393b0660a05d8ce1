"""Fjords: values against a brute force from the rules over small labelled graphs; the registry, CLI and bad input.

The reference is written from CGSuite's definition (``GenCol([Left],
[Right])``) alone, on plain graphs: a player moves at a vertex carrying
their label; it is deleted, with every neighbour carrying the opponent's
label, and every uncoloured neighbour takes the mover's label. Positions are
the set of remaining vertices with their labels; nothing is keyed up to
isomorphism, no components are split off.
"""

from __future__ import annotations

import itertools
import random

import pytest

from cgtalg import Game, ZERO, value
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets import get
from cgtalg.rulesets.graph.fjords import Fjords

from ...cli_runner import run_cli


def brute_value(n: int, edges: list[tuple[int, int]], labels: dict[int, str]) -> Game:
    """The value of the labelled graph from the rules (memo on the remaining vertices and their labels)."""
    nbrs: dict[int, set[int]] = {v: set() for v in range(n)}
    for u, v in edges:
        nbrs[u].add(v)
        nbrs[v].add(u)
    memo: dict[tuple[str, ...], Game] = {}

    def options(state: tuple[str, ...], me: str) -> list[tuple[str, ...]]:
        other = "R" if me == "L" else "L"
        out = []
        for v in range(n):
            if state[v] != me:
                continue
            new = list(state)
            new[v] = "-"  # deleted
            for u in nbrs[v]:
                if state[u] == other:
                    new[u] = "-"
                elif state[u] == ".":
                    new[u] = me
            out.append(tuple(new))
        return out

    def val(state: tuple[str, ...]) -> Game:
        if state not in memo:
            memo[state] = Game([val(s) for s in options(state, "L")], [val(s) for s in options(state, "R")])
        return memo[state]

    return val(tuple(labels.get(v, ".") for v in range(n)))


def text_of(n: int, edges: list[tuple[int, int]], labels: dict[int, str]) -> str:
    words = [f"v={n}"] + [f"{u}-{v}" for u, v in edges] + [f"{v}:{c}" for v, c in sorted(labels.items())]
    return " ".join(words)


def labellings(n: int):
    for marks in itertools.product(".LR", repeat=n):
        yield {v: c for v, c in enumerate(marks) if c != "."}


def check(n: int, edges: list[tuple[int, int]], labels: dict[int, str]) -> None:
    text = text_of(n, edges, labels)
    assert value(Fjords(text)) == brute_value(n, edges, labels), text


def test_every_labelled_graph_on_up_to_four_vertices():
    for n in range(1, 5):
        pairs = list(itertools.combinations(range(n), 2))
        for k in range(len(pairs) + 1):
            for edges in itertools.combinations(pairs, k):
                for labels in labellings(n):
                    check(n, list(edges), labels)


@pytest.mark.parametrize("family, n, edges", [
    ("path", 6, [(i, i + 1) for i in range(5)]),
    ("cycle", 6, [(i, (i + 1) % 6) for i in range(6)]),
    ("star", 6, [(0, i) for i in range(1, 6)]),
])
def test_every_labelling_of_paths_cycles_and_stars(family, n, edges):
    for labels in labellings(n):
        check(n, edges, labels)


def test_random_labelled_graphs():
    rng = random.Random(36)
    for _ in range(120):
        n = rng.randrange(5, 9)
        edges = [e for e in itertools.combinations(range(n), 2) if rng.random() < 0.35]
        labels = {v: rng.choice("LR") for v in range(n) if rng.random() < 0.5}
        check(n, edges, labels)


def test_small_values():
    values = {"v=1 0:L": "1", "0-1 0:L": "2", "0-1 0:L 1:R": "*", "0-1 1-2 0:L 2:R": "0", "path 4": "0",
              "0-1 0-2 0:L": "3", "0-1 0-2 1:L 2:R": "0", "0-1 1-2 2-0 0:L 1:R": "+-1"}
    assert {t: str(value(Fjords(t))) for t in values} == values


def misere_wins(position: Fjords, left_first: bool, memo: dict) -> bool:
    """Whether Left wins misère play (whoever cannot move wins) with the player given to move first."""
    key = (position, left_first)
    if key not in memo:
        if left_first:
            moves = position.left_options()
            memo[key] = not moves or any(misere_wins(o, False, memo) for o in moves)
        else:
            moves = position.right_options()
            memo[key] = bool(moves) and all(misere_wins(o, True, memo) for o in moves)
    return memo[key]


def test_registry_cli_and_misere_play():
    ruleset = get("fjords")
    assert str(ruleset.value("0-1 1-2 2-3 0:L 3:R")) == "*"
    assert ruleset.format(ruleset.parse("0-1 0:L")) == "v=2 0-1 0:L"
    names = {(True, True): "L", (False, False): "R", (True, False): "N", (False, True): "P"}
    memo: dict = {}
    for text in ("0-1 1-2 2-3 0:L 3:R", "0-1 0:L 1:R", "0-1 0-2 0-3 0:L 1:L 2:R", "0-1 1-2 2-0 0:L", "path 3"):
        p = Fjords(text)
        expected = names[misere_wins(p, True, memo), misere_wins(p, False, memo)]
        assert str(ruleset.outcome(text, misere=True)) == expected, text
    status, text, _ = run_cli("value", "--ruleset", "fjords", "0-1 0:L")
    assert status == 0 and text.splitlines()[:2] == ["fjords v=2 0-1 0:L", "value: 2"]
    status, text, _ = run_cli("outcome", "--ruleset", "fjords", "--misere", "0-1 0:L")
    assert status == 0 and "R" in text.splitlines()[1]


def test_bad_input():
    with pytest.raises(InputValueError, match="tint"):
        Fjords("0-1 1:Q")
    with pytest.raises(InputValueError, match="loop"):
        Fjords("0-0")
    with pytest.raises(InputTypeError):
        Fjords(5)  # type: ignore[arg-type]
