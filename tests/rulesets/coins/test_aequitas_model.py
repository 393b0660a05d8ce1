"""The fast count-tuple move generator against a coin-by-coin enumeration."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from .aequitas_slow import coin_by_coin_options, goal_met, grouped_options
from cgtalg.rulesets.coins.aequitas import (
    FAKE_KINDS,
    FIND,
    IDENTIFY,
    CoinPosition,
    D,
    DM,
    F,
    FI,
    FIM,
    FM,
    Move,
    Weighing,
    coin_game,
    describe_game,
    value,
    winning_line,
    winning_moves,
)


def key(p: CoinPosition) -> tuple:
    return (p.unknown, p.light, p.heavy, p.genuine, p.fake)


def fast_options(state: tuple, goal: str = IDENTIFY, misere: bool = False) -> set[tuple]:
    p = CoinPosition(*state[:4], fake=state[4], goal=goal, misere=misere)
    return {key(o) for o in p.options()}


def start_states(max_n: int) -> list[tuple]:
    """Every start position (as counts) of every game with at most max_n coins."""
    out = []
    for n in range(1, max_n + 1):
        for extra in (0, 1):
            for w in ("light", "heavy"):
                out.append((n, 0, 0, extra, f"unknown-{w}"))
            for l in range(n + 1):
                for fake in ("light", "heavy"):
                    if (l if fake == "light" else n - l):
                        out.append((0, l, n - l, extra, fake))
    return out


def reachable(starts: list[tuple]) -> set[tuple]:
    seen = set(starts)
    stack = list(starts)
    while stack:
        s = stack.pop()
        for o in coin_by_coin_options(s):
            if o not in seen:
                seen.add(o)
                stack.append(o)
    return seen


@pytest.mark.slow
def test_counted_moves_agree_with_coin_by_coin_for_every_game_up_to_7_coins():
    states = reachable(start_states(7))
    assert len(states) > 200  # sanity: the walk really explored the games
    for s in states:
        slow = coin_by_coin_options(s)
        assert fast_options(s) == slow, s
        # the misère reading drops exactly the goal-reaching weighings
        for goal in (FIND, IDENTIFY):
            if goal_met(s, goal):
                continue
            assert fast_options(s, goal, True) == {o for o in slow if not goal_met(o, goal)}, (s, goal)


mixed_states = st.tuples(
    st.integers(0, 3), st.integers(0, 3), st.integers(0, 3), st.integers(0, 2), st.sampled_from(FAKE_KINDS)
).filter(lambda s: {"light": s[1], "heavy": s[2]}.get(s[4], s[0]) > 0)


@settings(max_examples=80, deadline=None)
@given(mixed_states)
def test_counted_moves_agree_with_coin_by_coin_on_mixed_states(s):
    # unknown and destined coins together never arise from the paper's starts,
    # but the rules cover them; both models must still agree
    assert fast_options(s) == coin_by_coin_options(s)


@settings(max_examples=60, deadline=None)
@given(mixed_states)
def test_the_two_slow_models_agree(s):
    assert coin_by_coin_options(s) == set(grouped_options(s))


def test_every_shown_weighing_is_legal_and_leads_where_it_says():
    for s in reachable(start_states(6)):
        p = CoinPosition(*s[:4], fake=s[4], goal=IDENTIFY)
        moves = p.moves()
        assert {key(m.after) for m in moves} == {key(o) for o in p.options()}
        for m in moves:
            w = m.weighing
            assert sum(w.left) == sum(w.right) > 0
            have = (p.unknown, p.light, p.heavy, p.genuine)
            assert all(w.left[i] + w.right[i] <= have[i] for i in range(4))
            replay = p.weigh(w.left, w.right, w.fake_side)
            assert replay.after == m.after
            assert replay.outcome == m.outcome


def test_weighing_outcomes_follow_the_counterfeit():
    p = F(4, fake="heavy")
    assert p.weigh((1, 0, 0, 0), (1, 0, 0, 0), "left").outcome == "left heavier"
    assert p.weigh((1, 0, 0, 0), (1, 0, 0, 0), "right").outcome == "right heavier"
    q = F(4, fake="light")
    m = q.weigh((2, 0, 0, 0), (2, 0, 0, 0), "left")
    assert m.outcome == "right heavier"
    # the lighter pan's unknown coins become light-destined, the rest are cleared
    assert key(m.after) == (0, 2, 2, 0, "light")
    assert q.weigh((1, 0, 0, 0), (1, 0, 0, 0), "off").after == CoinPosition(2, 0, 0, 2, "unknown-light")


def test_destined_coins_on_the_wrong_pan_are_cleared():
    p = D(3, 2, fake="light")
    # counterfeit (light) on the left with a heavy coin; right: two light coins
    m = p.weigh((0, 1, 1, 0), (0, 2, 0, 0), "left")
    assert m.outcome == "right heavier"
    # survivors: the light coin on the lighter (left) pan; the heavy coin on the
    # lighter pan is cleared, the light coins on the heavier pan too
    assert key(m.after) == (0, 1, 0, 4, "light")


def test_illegal_weighings_are_refused_with_a_reason():
    p = D(1, 1)
    with pytest.raises(ValueError, match="learns nothing"):
        p.weigh((0, 1, 0, 0), (0, 0, 1, 0), "left")
    with pytest.raises(ValueError, match="same, positive number"):
        D(3, 0).weigh((0, 2, 0, 0), (0, 1, 0, 0), "left")
    with pytest.raises(ValueError, match="more coins"):
        D(3, 0).weigh((0, 2, 0, 0), (0, 2, 0, 0), "left")
    with pytest.raises(ValueError, match="no coin of the counterfeit's kind"):
        D(3, 1).weigh((0, 0, 1, 0), (0, 1, 0, 0), "left")
    with pytest.raises(ValueError, match="misère reading forbids"):
        DM(3, 0).weigh((0, 1, 0, 0), (0, 1, 0, 0), "left")
    with pytest.raises(ValueError, match="already met"):
        F(1, extra=True).weigh((1, 0, 0, 0), (0, 0, 0, 1), "left")
    with pytest.raises(TypeError):
        D(3, 0).weigh([0, 1, 0, 0], (0, 1, 0, 0), "left")
    with pytest.raises(ValueError):
        D(3, 0).weigh((0, 1, 0, 0), (0, 1, 0, 0), "middle")


@pytest.mark.parametrize("bad, exc", [
    (lambda: D(-1, 2), ValueError),
    (lambda: D(0, 0), ValueError),
    (lambda: D(2, 0, fake="heavy"), ValueError),
    (lambda: D(2.0, 1), TypeError),
    (lambda: D(True, 1), TypeError),
    (lambda: F(0), ValueError),
    (lambda: F(-3), ValueError),
    (lambda: F("4"), TypeError),
    (lambda: F(3, fake="unknown"), ValueError),
    (lambda: CoinPosition(light=2, fake="heavy"), ValueError),
    (lambda: CoinPosition(unknown=1, fake="sideways"), ValueError),
    (lambda: CoinPosition(unknown=1, fake="unknown-light", goal="win"), ValueError),
    (lambda: CoinPosition(unknown=1, fake="unknown-light", misere=1), TypeError),
    (lambda: coin_game("G", 3), ValueError),
    (lambda: coin_game("D", 3), ValueError),
    (lambda: coin_game("F", 3, 4), ValueError),
    (lambda: coin_game(3), TypeError),
    (lambda: value((3, 0)), TypeError),
    (lambda: value(FM(1, extra=True)), ValueError),
])
def test_bad_input_is_refused(bad, exc):
    with pytest.raises(exc):
        bad()


def test_names_build_the_games():
    assert coin_game("FIM+", 5) == FIM(5, extra=True)
    assert coin_game(" DM ", 2, 3, fake="heavy") == DM(2, 3, fake="heavy")
    assert coin_game("FI", 4) == FI(4) != FM(4)
    assert F(3).goal == FIND and FI(3).goal == IDENTIFY and FM(3).misere


def test_positions_are_values_that_hash_by_content():
    assert D(3, 2) == CoinPosition(0, 3, 2, 0, "light")
    assert len({D(3, 2), CoinPosition(0, 3, 2, 0, "light"), D(3, 2, fake="heavy")}) == 2
    assert D(3, 2) != DM(3, 2)
    assert "light=3" in repr(D(3, 2))


def test_big_games_run_without_recursion_trouble():
    assert value(F(60, extra=True)) == 60  # a deep game graph, computed iteratively


def test_moves_are_described_in_words():
    text = describe_game(F(4))
    assert "Grundy value 0" in text
    assert text.count("  * Weigh") == len(F(4).moves()) == 3
    for m in F(4).moves():
        s = m.describe()
        assert s.startswith("Weigh ") and "Observer" in s


def test_a_winning_line_is_won_by_the_player_it_names():
    for game in (F(5), FI(5), FM(6), FIM(7, extra=True), D(6, 3), DM(3, 1, fake="heavy"), D(1, 3)):
        lines = winning_line(game)
        first_wins = value(game) != 0
        winner = "Player 1" if first_wins else "Player 2"
        assert lines[-1].endswith(f"{winner} wins."), lines
        # the winner's moves all lead to value 0
    for game in (D(5, 0), F(6, extra=True)):
        lines = winning_line(game, classical=True)
        assert lines[-1].endswith("wins.")


def test_winning_moves_lead_to_zero():
    for game in (F(3), F(7, extra=True), DM(6, 1), FIM(4)):
        ms = winning_moves(game)
        assert (len(ms) > 0) == (value(game) != 0)
        assert all(value(m.after) == 0 for m in ms)
        assert all(isinstance(m, Move) and isinstance(m.weighing, Weighing) for m in ms)
