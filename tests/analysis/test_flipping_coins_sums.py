"""Winning moves in sums of flipping-coins positions, against the engine's game sums."""

from __future__ import annotations

import random
import runpy
from pathlib import Path

import pytest

import cgtalg
from cgtalg.analysis.flipping_coins import winning_moves
from cgtalg.rulesets.coins.flipping_coins import FlippingCoins
from cgtalg.verify.flipping_coins import rows_in_order

ROWS = list(rows_in_order(8))
EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "flipping_coins_sum.py"


def _engine_winning(rows, player, cache):
    """Winning moves from Game sums: a Left move wins iff the sum after it is >= 0."""
    games = [cgtalg.value(FlippingCoins(r), cache=cache) for r in rows]
    found = set()
    for i, r in enumerate(rows):
        others = cgtalg.ZERO
        for j, g in enumerate(games):
            if j != i:
                others = others + g
        options = FlippingCoins(r).left_options() if player == "L" else FlippingCoins(r).right_options()
        for p in options:
            after = others + cgtalg.value(p, cache=cache)
            if (after >= 0) if player == "L" else (after <= 0):
                found.add((i, p.coins))
    return found


@pytest.mark.parametrize("seed", range(4))
def test_winning_moves_match_engine_sums(seed):
    rng = random.Random(seed)
    cache: dict = {}
    for _ in range(40):
        rows = [rng.choice(ROWS) for _ in range(rng.randint(1, 3))]
        for player in "LR":
            moves = winning_moves(rows, player)
            assert {(m.component, m.after) for m in moves} == _engine_winning(rows, player, cache)
            for m in moves:
                games = [cgtalg.value(FlippingCoins(r), cache=cache) for r in rows]
                games[m.component] = cgtalg.value(FlippingCoins(m.after), cache=cache)
                total = cgtalg.ZERO
                for g in games:
                    total = total + g
                assert total == cgtalg.number(m.total)


def test_winning_moves_sorted_best_first():
    moves = winning_moves(["0111111", "11", "1011"], "L")
    totals = [m.total for m in moves]
    assert totals == sorted(totals, reverse=True) and totals


def test_winning_moves_errors():
    with pytest.raises(ValueError, match="player"):
        winning_moves(["1"], "X")
    with pytest.raises(ValueError):
        winning_moves(["12"], "L")
    assert winning_moves([], "L") == []


def test_example_script_answers_its_question(capsys):
    module = runpy.run_path(str(EXAMPLE), run_name="__main__")
    out = capsys.readouterr().out
    rows = module["ROWS"]
    cache: dict = {}
    total = cgtalg.ZERO
    for r in rows:
        total = total + cgtalg.value(FlippingCoins(r), cache=cache)
    expected = _engine_winning(rows, "L", cache)
    assert len(expected) == 1  # the puzzle's shape: exactly one winning move for Left
    (i, after), = expected
    assert f"in row {i + 1}:" in out and f"-> {after};" in out
    assert f"sum  {total.as_fraction()}" in out
    assert _engine_winning(rows, "R", cache) == set() and total > 0
