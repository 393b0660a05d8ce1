"""Stop signs and equal stops without Fractions (cgtalg/core/stops.py), against the Fraction stops.

Reference: ``left_stop``/``right_stop`` (Fractions) and the sign taken from
them. Planted bug caught: ``right_stop_sign`` reading the Left stop.
"""

from __future__ import annotations

from hypothesis import given, settings

from cgtalg import left_stop, right_stop
from cgtalg.core.stops import has_equal_stops, left_stop_sign, right_stop_sign
from cgtalg.testing import games
from cgtalg.verify.laws import games_born_by


def _sign(q):
    return (q > 0) - (q < 0)


def _check(g):
    assert left_stop_sign(g) == _sign(left_stop(g)), g
    assert right_stop_sign(g) == _sign(right_stop(g)), g
    assert has_equal_stops(g) == (left_stop(g) == right_stop(g)), g


def test_every_difference_of_games_born_by_day_two():
    day2 = games_born_by(2)
    for x in day2:
        for y in day2:
            _check(x - y)


@settings(max_examples=100, deadline=None)
@given(games(max_birthday=4), games(max_birthday=3))
def test_random_differences(x, y):
    _check(x - y)
