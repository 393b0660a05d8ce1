"""Slow, independent models of the counterfeit-coin games, for the tests only.

Two models, both written from the rules and sharing no code with
``cgtalg.rulesets.coins.aequitas``:

* :func:`coin_by_coin_options` labels every coin (genuine ones included),
  tries every assignment of every coin to the left pan, the right pan or the
  table, and filters each coin's hypotheses by the outcome. Exponential:
  meant for games of at most 8 coins.
* :func:`grouped_options` groups coins by what is known of them but still
  filters hypotheses explicitly (a hypothesis "this coin, heavier" survives a
  weighing exactly when it would have produced the observed tilt). It tries
  every count of every group on every pan; genuine coins only even up the
  pans. Fast enough for values up to N = 12.

States are ``(unknown, light, heavy, genuine, fake)`` count tuples as in the
library, with ``fake`` one of ``"light"``, ``"heavy"``, ``"unknown-light"``,
``"unknown-heavy"``.
"""

from __future__ import annotations

import itertools
from functools import lru_cache

HEAVIER, LIGHTER = "H", "L"
# the hypotheses of each kind of coin
KIND_HYPS = {"unknown": frozenset("HL"), "light": frozenset("L"), "heavy": frozenset("H"), "genuine": frozenset()}


def kind_of(hyps: frozenset) -> str:
    for k, v in KIND_HYPS.items():
        if v == hyps:
            return k
    raise AssertionError(hyps)


def survives(hyp: str, place: str, tilt: str) -> bool:
    """Would a counterfeit with hypothesis *hyp* at *place* show *tilt*?"""
    if place == "off":
        return tilt == "balance"
    if tilt == "balance":
        return False
    # tilt is the heavier side
    return (place == tilt) == (hyp == HEAVIER)


def fake_parts(fake: str) -> tuple[str, str]:
    """``"unknown-heavy"`` -> ``("unknown", "H")``; ``"light"`` -> ``("light", "L")``."""
    if fake.startswith("unknown-"):
        return "unknown", HEAVIER if fake.endswith("heavy") else LIGHTER
    return fake, HEAVIER if fake == "heavy" else LIGHTER


def fake_label(kind: str, weight: str) -> str:
    w = "heavy" if weight == HEAVIER else "light"
    return f"unknown-{w}" if kind == "unknown" else kind


def goal_met(state: tuple, goal: str) -> bool:
    u, l, h = state[0], state[1], state[2]
    return u + l + h == 1 if goal == "find" else (u == 0 and l + h == 1)


# -- model 1: every coin labelled --------------------------------------------
def coin_by_coin_options(state: tuple) -> set[tuple]:
    """Count tuples one informative weighing away, trying every coin on every pan."""
    u, l, h, g, fake = state
    fkind, fweight = fake_parts(fake)
    coins = [KIND_HYPS["unknown"]] * u + [KIND_HYPS["light"]] * l + [KIND_HYPS["heavy"]] * h \
        + [KIND_HYPS["genuine"]] * g
    # the counterfeit is the first coin of its kind
    fake_index = {"unknown": 0, "light": u, "heavy": u + l}[fkind]
    assert fkind != "genuine" and fweight in coins[fake_index]
    before = sum(len(c) for c in coins)
    out = set()
    for places in itertools.product(("left", "right", "off"), repeat=len(coins)):
        left = places.count("left")
        if left == 0 or left != places.count("right"):
            continue
        fplace = places[fake_index]
        tilt = "balance" if fplace == "off" else (
            fplace if fweight == HEAVIER else ("right" if fplace == "left" else "left"))
        new = [frozenset(x for x in c if survives(x, p, tilt)) for c, p in zip(coins, places)]
        if sum(len(c) for c in new) >= before:
            continue
        counts = [0, 0, 0, 0]
        for c in new:
            counts[["unknown", "light", "heavy", "genuine"].index(kind_of(c))] += 1
        new_fake = fake_label(kind_of(new[fake_index]), fweight)
        out.add((*counts, new_fake))
    return out


# -- model 2: coins grouped, hypotheses still filtered one by one --------------
def grouped_options(state: tuple) -> frozenset:
    return _grouped(tuple(state))


@lru_cache(maxsize=None)
def _grouped(state: tuple) -> frozenset:
    u, l, h, g, fake = state
    fkind, fweight = fake_parts(fake)
    # groups: (kind, number of coins), the counterfeit in a group of its own
    groups = [("unknown", u), ("light", l), ("heavy", h)]
    groups = [(k, n - (k == fkind)) for k, n in groups] + [(fkind, 1)]
    before = 2 * u + l + h
    out = set()
    choices = []
    for k, n in groups:
        choices.append([(a, b) for a in range(n + 1) for b in range(n + 1 - a)])
    for pick in itertools.product(*choices):
        left = sum(a for a, _ in pick)
        right = sum(b for _, b in pick)
        if left + right == 0 or abs(left - right) > g:
            continue
        fa, fb = pick[-1]
        fplace = "left" if fa else "right" if fb else "off"
        tilt = "balance" if fplace == "off" else (
            fplace if fweight == HEAVIER else ("right" if fplace == "left" else "left"))
        counts = {"unknown": 0, "light": 0, "heavy": 0, "genuine": g}
        new_fake_kind = None
        for (k, n), (a, b) in zip(groups, pick):
            for place, c in (("left", a), ("right", b), ("off", n - a - b)):
                if c == 0:
                    continue
                kept = frozenset(x for x in KIND_HYPS[k] if survives(x, place, tilt))
                counts[kind_of(kept)] += c
            if (k, n) == groups[-1]:
                kept = frozenset(x for x in KIND_HYPS[k] if survives(x, fplace, tilt))
                new_fake_kind = kind_of(kept)
        after = counts["unknown"] * 2 + counts["light"] + counts["heavy"]
        if after >= before:
            continue
        out.add((counts["unknown"], counts["light"], counts["heavy"], counts["genuine"],
                 fake_label(new_fake_kind, fweight)))
    return frozenset(out)


# -- values ----------------------------------------------------------------------
def slow_value(state: tuple, goal: str, play: str, options=grouped_options) -> int:
    """Grundy value by plain recursion; *play* is "normal", "misere" (paper) or "classical"."""
    memo: dict = {}

    def mex(values) -> int:
        k = 0
        while k in values:
            k += 1
        return k

    def val(s: tuple) -> int:
        if s in memo:
            return memo[s]
        if goal_met(s, goal):
            opts = []
        else:
            opts = list(options(s))
            if play == "misere":
                opts = [o for o in opts if not goal_met(o, goal)]
        if not opts and play == "classical":
            v = 1
        else:
            v = mex({val(o) for o in opts})
        memo[s] = v
        return v

    return val(tuple(state))
