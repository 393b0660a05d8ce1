"""Stop counts and strong stops, against their definitions and CGSuite's published values."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings

from cgtalg import parse
from cgtalg.analysis.stop_count import stop_count
from cgtalg.analysis.strong_stops import strong_left_stop, strong_right_stop
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.loopy import LoopyGame, Stopper, dud, off, on, over, under, upon
from cgtalg.testing import dyadics, games
from cgtalg.verify.laws import games_born_by


def slow_stop_count(g):
    """The definition, straight: 1 at a number, else the sum over every option (no memo)."""
    if g.is_number:
        return 1
    return sum(slow_stop_count(o) for o in g.left_options + g.right_options)


def slow_stops(g):
    """Left and Right stops by their definition (Siegel, CGT II.1)."""
    if g.is_number:
        return g.as_fraction(), g.as_fraction()
    return (max(slow_stops(o)[1] for o in g.left_options), min(slow_stops(o)[0] for o in g.right_options))


# CGSuite, lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala (stopCount) and
# lib/core/src/test/scala/org/cgsuite/core/CanonicalShortGameTest.scala ({3||2|1}: stopCount 3).
CGSUITE_STOP_COUNTS = [
    ("0", 1), ("5", 1), ("-1823437481924", 1), ("-1/2", 1), ("25/16", 1), ("*8", 4374), ("9/8+*", 2),
    ("^", 3), ("v*", 4), ("6+^*", 4), ("^*6", 1459), ("73/16+v9*8", 13131), ("{0|*||*|||*||||*}", 9),
    ("{0||0|v*}", 6),
    ("{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}", 79),
    ("{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},"
     "{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}", 1509),
    ("{0||0|vvv}", 7), ("{^^^|vv}", 10), ("{0||0|-3/2}", 3), ("{0|||0||-1|-3}", 4), ("{5||3|1|||0||||0}", 5),
    ("{1|^^||^}", 9), ("{1|^^^||^}", 9), ("{3||2+*|1+*}", 5), ("{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", 11),
    ("{3||2|1}", 3),
]


@pytest.mark.parametrize("text, count", CGSUITE_STOP_COUNTS)
def test_cgsuite_stop_counts(text, count):
    assert stop_count(parse(text)) == count


def test_stop_count_and_stops_of_every_game_born_by_day_three():
    for g in games_born_by(3):
        assert stop_count(g) == slow_stop_count(g), g
        assert (strong_left_stop(g), strong_right_stop(g)) == slow_stops(g), g


@settings(max_examples=150, deadline=None)
@given(games(max_birthday=3), dyadics())
def test_stop_count_laws(g, x):
    """SC(-G) = SC(G); a number added to a non-number translates every option, so SC(G + x) = SC(G)."""
    assert stop_count(-g) == stop_count(g)
    if not g.is_number:
        assert stop_count(g + x) == stop_count(g)


def test_a_large_number_is_one_stop_and_is_not_walked():
    assert stop_count(parse("{1000000 | *}")) == 3 and stop_count(10**40) == 1


def slow_strong(pseudonumber):
    """The number under a pseudonumber x, x over or x under (or on / off as they are), found by comparison."""
    if pseudonumber in (on, off):
        return pseudonumber
    for x in (pseudonumber.left_options + pseudonumber.right_options + (pseudonumber,)):
        if x.is_loopfree() and pseudonumber in (x, x + over, x + under):
            return x.to_game().as_fraction()
    raise AssertionError(pseudonumber)


def stoppers():
    half = Fraction(1, 2)
    graphs = [
        LoopyGame.from_graph({"a": ([Fraction(3, 2)], ["a"])}, "a"),   # 3/2 over
        LoopyGame.from_graph({"a": (["a"], [-2])}, "a"),               # -2 under
        LoopyGame.from_graph({"a": (["b"], [0]), "b": ([1], ["b"])}, "a"),   # {1 over | 0}
        LoopyGame.from_graph({"a": ([half], ["b"]), "b": (["b"], [-1])}, "a"),  # {1/2 | -1 under}
    ]
    return [over, under, upon, on, off, upon + 1, over + over, on + 3, Stopper(parse("{1|*}"))] + [
        Stopper(g) for g in graphs
    ]


def test_strong_stops_of_stoppers_drop_over_and_under():
    for s in stoppers():
        assert strong_left_stop(s) == slow_strong(s.left_stop()), s
        assert strong_right_stop(s) == slow_strong(s.right_stop()), s
        # CGSuite's IsInfinitesimal: both strong stops 0
        assert s.is_infinitesimal() == (strong_left_stop(s) == 0 == strong_right_stop(s))
    assert strong_left_stop(over) == 0 and over.left_stop() is over
    assert strong_left_stop(on) is on and strong_right_stop(off) is off
    assert strong_left_stop(on + 3) is on
    assert strong_right_stop(LoopyGame.from_graph({"a": (["a"], [-2])}, "a")) == -2


def test_bad_input_is_refused_by_name():
    with pytest.raises(InputTypeError, match="stop_count"):
        stop_count(on)
    with pytest.raises(InputTypeError, match="stop_count"):
        stop_count(0.5)
    with pytest.raises(InputTypeError, match="sided value"):
        strong_left_stop(dud)
    with pytest.raises(InputTypeError, match="strong_right_stop"):
        strong_right_stop("over")
    with pytest.raises(InputValueError):
        strong_left_stop(LoopyGame.from_graph({"a": (["a"], ["a"])}, "a"))  # dud's graph: not a stopper
    with pytest.raises(InputValueError, match="birthday"):
        stop_count(parse("{^200000 | 0}"))
    with pytest.raises(InputValueError, match="nimber"):
        stop_count(parse("*2000"))  # *2000 has 2000 options, each a nimber with its own
