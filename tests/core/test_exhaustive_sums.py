"""Every sum of a game born by day 3 and a game born by day 2, against the textbook.

The engine's sum takes shortcuts (number translation, dominance checked only
between the two groups of options ``G^L + H`` and ``G + H^L``, symbolic
values); the reference in :mod:`tests.core.reference` takes none: it forms
``{G^L + H, G + H^L | G^R + H, G + H^R}`` and canonicalises it from scratch.
Random sums (``test_reference_agreement``) missed a planted bug that skipped
the cross-group dominance check; all 1474 x 22 pairs do not.
"""

from __future__ import annotations

import pytest

from cgtalg import Game
from cgtalg.verify.laws import games_born_by

from .reference import r_add, r_canonical, rgame


class _Converter:
    """A canonical Game as a reference game, sharing equal subgames (fast to compare)."""

    def __init__(self) -> None:
        self.memo: dict[Game, tuple] = {}

    def __call__(self, g: Game) -> tuple:
        r = self.memo.get(g)
        if r is None:
            r = rgame([self(x) for x in g.left_options], [self(x) for x in g.right_options])
            self.memo[g] = r
        return r


def _disagreements(firsts: list[Game], seconds: list[Game]) -> list[str]:
    conv = _Converter()
    bad = []
    for g in firsts:
        rg = conv(g)
        for h in seconds:
            if conv(g + h) != r_canonical(r_add(rg, conv(h))):
                bad.append(f"{g} + {h} gave {g + h}")
    return bad


def test_the_census_the_check_relies_on():
    assert [len(games_born_by(d)) for d in range(4)] == [1, 4, 22, 1474]


def test_every_sum_of_two_games_born_by_day_2():
    day2 = games_born_by(2)
    assert _disagreements(day2, day2) == []


@pytest.mark.slow
def test_every_day_3_game_plus_every_day_2_game():
    bad = _disagreements(games_born_by(3), games_born_by(2))
    assert bad == [], f"{len(bad)} wrong sums, e.g. {bad[:5]}"
