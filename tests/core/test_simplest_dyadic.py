"""The simplicity rule on dyadic ints (dyadic.simplest_dyadic) against the Fraction version.

``{lo | hi}`` for numbers is the simplest number strictly between them
(Winning Ways, chapter 2; Lessons in Play, chapter 4). The canonical-form
engine computes it on the numbers' ``(a, e)`` ints; ``dyadic.simplest_between``
is the reference written on Fractions straight from the rule.
"""

from fractions import Fraction

from cgtalg import Game, number
from cgtalg.core.dyadic import simplest_dyadic
from cgtalg.core.dyadic import simplest_between
from cgtalg.core.dyadic import dyadic_normal


def test_agrees_with_simplest_between_on_every_pair_of_a_grid():
    # Every pair lo < hi of dyadics a / 2**e, |a| <= 40, e <= 4, and the unbounded sides.
    grid = list(dict.fromkeys(dyadic_normal(a, e) for e in range(5) for a in range(-40, 41)))
    bounds = [None] + grid
    checked = 0
    for lo in bounds:
        for hi in bounds:
            lo_q = None if lo is None else Fraction(lo[0], 2 ** lo[1])
            hi_q = None if hi is None else Fraction(hi[0], 2 ** hi[1])
            if lo_q is not None and hi_q is not None and lo_q >= hi_q:
                continue
            a, e = simplest_dyadic(lo, hi)
            assert (a, e) == dyadic_normal(a, e), (lo, hi)
            assert Fraction(a, 2 ** e) == simplest_between(lo_q, hi_q), (lo, hi)
            checked += 1
    assert checked > 10_000


def test_games_of_number_options_take_the_simplest_number():
    # Published instances of the simplicity rule: {0 | 1} = 1/2, {1/2 | 1} = 3/4, {1 | } = 2,
    # { | -1} = -2, {-1 | 3} = 0, {5/8 | 3/4} = 11/16 (Winning Ways, chapter 2).
    def n(q):
        return number(Fraction(q))

    cases = [([n(0)], [n(1)], "1/2"), ([n("1/2")], [n(1)], "3/4"), ([n(1)], [], "2"),
             ([], [n(-1)], "-2"), ([n(-1)], [n(3)], "0"), ([n("5/8")], [n("3/4")], "11/16")]
    for left, right, expected in cases:
        assert str(Game(left, right)) == expected
