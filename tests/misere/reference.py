"""A slow reference for the misère order modulo all games: compare outcomes of G + X over a test set of X."""

from __future__ import annotations

from itertools import chain, combinations

from cgtalg import Outcome
from cgtalg.misere import ZERO, PartizanMisereGame

# (a, b) is in the set when outcome a >= outcome b under the order L > P, N > R.
_AT_LEAST = {(a, a) for a in Outcome} | {(Outcome.L, b) for b in Outcome} | {(a, Outcome.R) for a in Outcome}


def outcome_geq(a: Outcome, b: Outcome) -> bool:
    return (a, b) in _AT_LEAST


def subsets(items):
    return chain.from_iterable(combinations(items, k) for k in range(len(items) + 1))


def forms_born_by(n: int) -> list[PartizanMisereGame]:
    """Every form (not only canonical ones) born by day n."""
    forms = [ZERO]
    for _ in range(n):
        forms = [PartizanMisereGame(a, b) for a in subsets(forms) for b in subsets(forms)]
    return forms


def brute_geq(g: PartizanMisereGame, h: PartizanMisereGame, tests) -> PartizanMisereGame | None:
    """None if o(g + x) >= o(h + x) for every x in tests, else the first x that breaks it."""
    for x in tests:
        if not outcome_geq((g + x).outcome(), (h + x).outcome()):
            return x
    return None
