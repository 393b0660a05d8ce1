"""Grundy values for N <= 12, pinned against an independent slow computation."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from .aequitas_slow import goal_met, slow_value
from cgtalg.impartial.sprague_grundy import grundy
from cgtalg.rulesets.coins.aequitas import (
    FAKE_KINDS,
    FIND,
    IDENTIFY,
    CoinPosition,
    classical_misere_value,
    coin_game,
    value,
)

MAX_N = 12


def games(max_n: int):
    """(name, counts, fake, position) for every start of every game up to max_n coins."""
    for n in range(1, max_n + 1):
        for plus in ("", "+"):
            for base in ("F", "FI", "FM", "FIM"):
                for w in ("light", "heavy"):
                    yield f"{base}{plus}", (n,), w, coin_game(base + plus, n, fake=w)
            for base in ("D", "DM"):
                for l in range(n + 1):
                    for w in ("light", "heavy"):
                        if (l if w == "light" else n - l):
                            yield f"{base}{plus}", (l, n - l), w, coin_game(base + plus, l, n - l, fake=w)


def state(p: CoinPosition) -> tuple:
    return (p.unknown, p.light, p.heavy, p.genuine, p.fake)


@pytest.fixture(scope="module")
def slow_values():
    """Slow values of every start, computed once (the recursion is memoized per call)."""
    table = {}
    for name, counts, w, p in games(MAX_N):
        if p.is_goal() and p.misere:
            continue
        s = state(p)
        play = "misere" if p.misere else "normal"
        table[(name, counts, w, play)] = slow_value(s, p.goal, play)
        if not p.misere:
            table[(name, counts, w, "classical")] = slow_value(s, p.goal, "classical")
    return table


def test_values_match_the_slow_computation_up_to_12_coins(slow_values):
    checked = 0
    for name, counts, w, p in games(MAX_N):
        if p.is_goal() and p.misere:
            with pytest.raises(ValueError):
                value(p)
            continue
        play = "misere" if p.misere else "normal"
        assert value(p) == slow_values[(name, counts, w, play)], (name, counts, w)
        if not p.misere:
            assert classical_misere_value(p) == slow_values[(name, counts, w, "classical")], (name, counts, w)
        checked += 1
    assert checked > 700  # every start of every game (both weights) with N <= 12


def test_slow_values_show_the_papers_main_discrepancies(slow_values):
    """Not numbers copied from the paper: the slow model disagrees with its printed values."""
    odd_f = {slow_values[("F", (n,), "light", "normal")] for n in range(3, MAX_N + 1, 2)}
    assert odd_f == {2}                      # Lemma 10 prints G(F_N) = 1
    assert slow_values[("F", (2,), "light", "normal")] == 1          # Lemma 9 prints 0
    assert slow_values[("FIM+", (1,), "light", "misere")] == 0       # Section 3.1 prints 1
    # the value of D(l,h) depends on where the counterfeit is
    assert slow_values[("D", (3, 1), "light", "normal")] != slow_values[("D", (3, 1), "heavy", "normal")]


small_states = st.tuples(
    st.integers(0, 3), st.integers(0, 4), st.integers(0, 4), st.integers(0, 6), st.sampled_from(FAKE_KINDS),
    st.sampled_from((FIND, IDENTIFY)), st.booleans(),
).filter(lambda s: {"light": s[1], "heavy": s[2]}.get(s[4], s[0]) > 0)


@settings(max_examples=120, deadline=None)
@given(small_states)
def test_engine_shortcuts_change_no_value(s):
    """The engine caps genuine coins and folds mirror images; the plain protocol does neither."""
    p = CoinPosition(*s)
    if p.misere and p.is_goal():
        return
    plain = grundy(p, cache={})
    assert value(p) == plain
    mirror = {"light": "heavy", "heavy": "light", "unknown-light": "unknown-heavy",
              "unknown-heavy": "unknown-light"}[p.fake]
    q = CoinPosition(p.unknown, p.heavy, p.light, p.genuine, mirror, p.goal, p.misere)
    assert value(q) == plain
    more = CoinPosition(p.unknown, p.light, p.heavy, p.genuine + 5, p.fake, p.goal, p.misere)
    if p.genuine >= p.suspects:
        assert grundy(more, cache={}) == plain


@settings(max_examples=60, deadline=None)
@given(small_states)
@pytest.mark.slow
def test_classical_misere_is_the_misere_grundy_value_of_the_normal_game(s):
    p = CoinPosition(*s)
    twin = p.normal_twin()
    assert classical_misere_value(p) == grundy(twin, cache={}, misere=True)
    assert classical_misere_value(p) == slow_value(s[:5], p.goal, "classical")


def test_goal_positions_are_terminal():
    for p in (CoinPosition(0, 1, 0, 3, "light"), CoinPosition(1, 0, 0, 2, "unknown-heavy", FIND)):
        assert p.is_goal() and p.options() == [] and value(p) == 0 and classical_misere_value(p) == 1
    assert goal_met((0, 0, 1, 0, "heavy"), IDENTIFY)
