"""The fast algorithm against the general canonical-form engine, exhaustively.

Every row of at most 16 coins (65,536 positions) is valued from the rules by
``cgtalg.value``; the linear-time algorithm must give the same canonical game,
and the paper's Theorems 3.1, 3.2 and 4.2 are checked on the engine's values.
"""

from __future__ import annotations

import pytest

import cgtalg
from cgtalg import Outcome
from cgtalg.analysis.flipping_coins import best_left_move, best_right_move, coins_outcome, coins_value
from cgtalg.rulesets.coins.flipping_coins import FlippingCoins
from cgtalg.verify.flipping_coins import rows_in_order

MAX_COINS = 16


@pytest.fixture(scope="module")
def engine():
    """Row -> canonical Game from the rules, for every row of at most MAX_COINS coins."""
    cache: dict = {}
    table = {}
    for row in rows_in_order(MAX_COINS):
        table[row] = cgtalg.value(FlippingCoins(row), cache=cache)
    assert len(table) == 1 << MAX_COINS
    return table


@pytest.mark.slow
def test_coins_value_equals_the_engine_on_every_row(engine):
    wrong = [row for row, g in engine.items() if g != cgtalg.number(coins_value(row))]
    assert wrong == []


@pytest.mark.slow
def test_theorem_3_2_every_canonical_form_is_a_number(engine):
    not_numbers = [row for row, g in engine.items() if not g.is_number]
    assert not_numbers == []
    # and the number is the algorithm's, read back from the Game
    assert all(g.as_fraction() == coins_value(row) for row, g in list(engine.items())[:5000])


@pytest.mark.slow
def test_theorem_3_1_outcomes(engine):
    outcomes = {row: cgtalg.outcome(g) for row, g in engine.items()}
    assert Outcome.N not in set(outcomes.values())
    heads = {row: row.count("1") for row in engine}
    left_claimed = [
        row for row in engine
        if (heads[row] % 2 == 0 and heads[row] > 0) or (row[:1] == "1" and heads[row] >= 2)
    ]
    assert [row for row in left_claimed if outcomes[row] is not Outcome.L] == []
    # As printed, "an even number of heads" includes zero heads: the empty row is the one exception.
    assert outcomes[""] is Outcome.P
    # The remaining class has wins for both players and a few zeros.
    rest = {outcomes[row] for row in engine if row[:1] != "1" and heads[row] % 2 == 1}
    assert rest == {Outcome.L, Outcome.R, Outcome.P}


@pytest.mark.slow
def test_outcome_rule_matches_engine(engine):
    assert [row for row, g in engine.items() if coins_outcome(row) is not cgtalg.outcome(g)] == []


@pytest.mark.slow
def test_theorem_4_2_best_moves(engine):
    # Every engine value is a number (test above), so compare them as Fractions.
    values = {row: g.as_fraction() for row, g in engine.items()}
    not_best_left, not_unique_left, not_best_right = [], [], []
    right_ties = 0
    for row in engine:
        position = FlippingCoins(row)
        left = [values[p.coins] for p in position.left_options()]
        right = [values[p.coins] for p in position.right_options()]
        if left:
            best = values[best_left_move(row)]
            if best != max(left):
                not_best_left.append(row)
            elif left.count(best) != 1:
                not_unique_left.append(row)
        else:
            assert best_left_move(row) is None
        if right:
            best = values[best_right_move(row)]
            if best != min(right):
                not_best_right.append(row)
            right_ties += right.count(best) > 1
        else:
            assert best_right_move(row) is None
    assert not_best_left == [] and not_unique_left == [] and not_best_right == []
    assert right_ties > 0  # Right's best move often ties with another: "best", not "only best"
