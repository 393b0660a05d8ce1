"""The shortcuts of reduced() and cool() against the definitions they stand for.

``reduced()`` decides the order modulo infinitesimals from the two games'
stops where the bounds on the stops of a sum decide it (Siegel, *Combinatorial
Game Theory*, ch. II), and builds the difference only otherwise; ``cool()``
answers from memos across calls. Each is checked here against the plain
definition (the stops of the difference built; cooling with caches emptied).
"""

from __future__ import annotations

from fractions import Fraction

import cgtalg
from cgtalg import parse
from cgtalg.analysis.cooling import cool
from cgtalg.analysis.reduced import _dominated, _right_stop_of_difference_nonnegative, reduced
from cgtalg.core.stops import left_stop_sign, right_stop_sign
from cgtalg.verify.laws import games_born_by

# every game born by day 2 and every 25th of day 3: 81 games, 6561 ordered pairs
POOL = list(games_born_by(2)) + list(games_born_by(3))[::25]


def _undecided_by_stops(x, y) -> bool:
    return not (x._rs >= y._ls or x._rs < y._rs or x._ls < y._ls)


def test_stop_bounds_decide_the_order_mod_infinitesimals_like_the_difference():
    fallback_zero = 0
    for x in POOL:
        for y in POOL:
            d = x - y
            assert _right_stop_of_difference_nonnegative(x, y) == (right_stop_sign(d) >= 0), (x, y)
            fallback_zero += _undecided_by_stops(x, y) and right_stop_sign(d) == 0
    # the pool reaches the branch that builds the difference, on the boundary case too
    assert fallback_zero > 100


def test_domination_mod_infinitesimals_by_the_definition():
    # Left: a = options[i] is dominated by b when R(b - a) >= 0 and (L(b - a) > 0 or b comes first);
    # Right: the same with a - b.
    boundary = 0
    for a in POOL:
        for b in POOL:
            for left in (True, False):
                d = b - a if left else a - b
                rs_ok = right_stop_sign(d) >= 0
                for options, i, b_first in (([a, b], 0, False), ([b, a], 1, True)):
                    expected = rs_ok and (left_stop_sign(d) > 0 or b_first)
                    assert _dominated(options, i, left) == expected, (a, b, left, b_first)
                x, y = (b, a) if left else (a, b)
                boundary += rs_ok and x._ls > y._rs and not (x._ls > y._ls or x._rs > y._rs)
    assert boundary > 10  # pairs whose Left stop of the difference the stops leave open


def test_memos_give_the_answers_of_a_fresh_computation():
    ts = [1, Fraction(1, 2), Fraction(-1, 2), -1, 2, Fraction(3, 4)]
    sums = [parse("{2|{1|0}} + ^*"), parse("{1|-1} + {0|^}"), parse("{3|{2|^}} + {1|*} + *2"),
            parse("{{2|1}|{-1|-2}} + {1/2|-1}")]
    games = POOL[::3] + sums
    fresh = {}
    for g in games:
        for t in ts:
            cgtalg.clear_caches()
            fresh[(g, t)] = cool(g, t)
        cgtalg.clear_caches()
        fresh[(g, "r")] = reduced(g)
    cgtalg.clear_caches()
    # now with every memo filling up across games and temperatures, in another order
    for t in reversed(ts):
        for g in reversed(games):
            assert cool(g, t) is fresh[(g, t)], (g, t)
            assert reduced(g) is fresh[(g, "r")], g


def test_stops_at_least_2t_apart_mean_hot_enough_and_cool_by_the_options():
    # cool(g, t) skips g's thermograph when L(g) - R(g) >= 2t > 0: then temperature(g) >= t
    # (the walls close in at slope <= 1 each), so g_t = {g^L_t - t | g^R_t + t}. Checked on
    # every game born by day 3: the lemma against thermograph(), and cool() against the
    # definition (the mean below the temperature, else the cooled options), whether the
    # shortcut applies or not; some also against the slow reference
    # (tests/analysis/slow_reference.py, straight from the definition of cooling).
    from cgtalg import Game
    from cgtalg.analysis.thermograph import thermograph
    from cgtalg.core.values import number
    from .slow_reference import slow_cool

    fired = 0
    for t in (Fraction(1, 2), 1, Fraction(3, 2)):
        tg = number(Fraction(t))
        cgtalg.clear_caches()
        for g in games_born_by(3):
            if g.is_number:
                continue
            got = cool(g, t)  # first: without g's thermograph cached, cool() computes only its mast
            th = thermograph(g)
            wide = g._ls - g._rs >= 2 * t
            if wide:
                fired += 1
                assert th.temperature >= t, (g, t)
            if th.temperature < t:
                assert got == number(th.mean), (g, t)
            else:
                assert got == Game([cool(o, t) - tg for o in g.left_options],
                                   [cool(o, t) + tg for o in g.right_options]), (g, t)
            if wide and fired % 60 == 0:
                assert got == slow_cool(g, Fraction(t)), (g, t)
    assert fired > 300


def test_mean_if_colder_is_the_thermographs_mast():
    # _mean_if_colder computes only where the scaffolds meet when the thermograph is not
    # cached; against the full thermograph, on every non-integer game born by day 3, at
    # temperatures -1/2, 1/4, 1, 3/2, 2 (cache emptied first, so the shortcut is taken)
    from cgtalg.analysis.thermograph import _mean_if_colder, thermograph
    from cgtalg.core.values import number

    games = [g for g in games_born_by(3) if not g.is_integer]
    for ta, te in ((-1, 1), (1, 2), (1, 0), (3, 1), (2, 0)):
        cgtalg.clear_caches()
        got = [_mean_if_colder(g, ta, te) for g in games]
        for g, m in zip(games, got):
            th = thermograph(g)
            expected = number(th.mean) if th.temperature < Fraction(ta, 1 << te) else None
            assert m is expected, (g, ta, te)
