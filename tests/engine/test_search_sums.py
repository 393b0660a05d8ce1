"""The value search's sums and multiples by C calls (``search._sum``, ``search._times``), against the operators.

The walk closes a sum of regions with the store's symbolic arithmetic or the
engine's ``add``/``multiple`` directly, without ``Game.__add__``'s dispatch;
the reference is the operators themselves, and the result must be the very
object they return (equal values are one object).
"""

from __future__ import annotations

from cgtalg import parse
from cgtalg.rulesets.grid.domineering import RULES, Domineering
from cgtalg.engine.search import _sum, _times
from cgtalg.verify.laws import games_born_by

TEXTS = ["{2|*}", "3/4^*", "-5/8v*3", "{1|-1}", "{3|1/2}", "^^*2", "{0|{0|-2}}", "-7", "{{2|0}|-1}", "1/2*"]


def _games() -> list:
    day2 = list(games_born_by(2))
    return day2 + [parse(t) for t in TEXTS]


def test_sum_is_the_operators_sum() -> None:
    games = _games()
    for g in games:
        for h in games:
            assert _sum(g, h) is g + h, (str(g), str(h))


def test_times_is_the_operators_multiple() -> None:
    for g in _games():
        for k in (2, 3, 5):
            assert _times(k, g) is g * k, (k, str(g))


def test_sums_of_regions_in_a_search_match_adding_their_values() -> None:
    # Boards of separate regions (some repeated, some negatives of others) against the sum of each
    # region valued alone.
    from cgtalg import clear_caches, value

    boards = ["..#..|..#..", "...#...|...#...", "..#.|..#.|####|.#..", "...#..#.|...#..#.", ".#..#...|.#..#...",
              "..#..#..|..#..#..", "...#.|...#.|#####|.#...|.#..."]
    for text in boards:
        clear_caches()
        whole = value(Domineering(text))
        key = Domineering(text).key()
        assert isinstance(key, tuple), text
        total = parse("0")
        for part in key:
            clear_caches()
            total = total + RULES.search.value(part)
        assert whole is total, text
