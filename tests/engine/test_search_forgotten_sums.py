"""The value walk keeps sums (tuple keys) in a bounded table: forgetting them never changes a value.

A sum is worth the sum of its parts' values, which the walk keeps, so a
forgotten sum is added up again. The reference is the plain traversal
(``value(..., shortcuts=False)``: every position walked through its own
moves and simplified by ``Game``), on random Domineering boards of up to
4 x 5 squares with blocked squares, with the walk forgetting its sums after
every one, every few, or never.
"""

from __future__ import annotations

import random

import pytest

from cgtalg import clear_caches, value
from cgtalg.engine import search
from cgtalg.rulesets.grid.domineering import RULES, Domineering


def _boards(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        rows, cols = rng.randint(2, 4), rng.randint(2, 5)
        blocked = rng.choice((0.1, 0.2, 0.3))
        text = "|".join("".join("#" if rng.random() < blocked else "." for _ in range(cols)) for _ in range(rows))
        out.append(text)
    return out


BOARDS = _boards(30, 20261204) + ["....|....|....", "..#..|.....|..#..|.....", ".....|.....|.....|....."]


@pytest.mark.parametrize("kept", [0, 1, 3, search.SUMS_KEPT])
def test_walk_with_forgotten_sums_equals_plain_traversal(monkeypatch: pytest.MonkeyPatch, kept: int) -> None:
    monkeypatch.setattr(search, "SUMS_KEPT", kept)
    for text in BOARDS:
        board = Domineering(text)
        clear_caches()  # the walk, not the shared table of region values, answers
        walked = RULES.search.value(board.key())
        assert walked is value(board, shortcuts=False), text


def test_sum_root_and_negated_parts(monkeypatch: pytest.MonkeyPatch) -> None:
    # A root that is a sum (a tuple key), with a region beside its transpose (they cancel) and a
    # repeated region, valued with nothing kept.
    monkeypatch.setattr(search, "SUMS_KEPT", 0)
    for text in ["...#..|...#..", "..#.|..#.|####|..#.", "...#.#.|...#.#.", "..#..#|..#..#|..#..#"]:
        board = Domineering(text)
        assert isinstance(board.key(), tuple), text
        clear_caches()
        assert RULES.search.value(board.key()) is value(board, shortcuts=False), text
