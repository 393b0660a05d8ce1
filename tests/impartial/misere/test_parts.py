"""Misère differences and parity: sums taken apart again, a search over small forms, CGSuite's published cases.

Published values: CGSuite's tests (aaron-siegel/cgsuite,
lib/core/src/test/scala/org/cgsuite/lang/MisereCanonicalGameTestCase.scala, ``IsEven``;
GameTest.scala, ``*[[[2]]] MisereMinus *[[2]]`` is ``*[2[##-2]0]`` and
``*[[[2]]] MisereMinus *[[4]]`` is not subtractable).
"""

from __future__ import annotations

import random

import pytest

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.impartial.misere import MisereGame
from cgtalg.impartial.misere.canonical import misere_games_born_by
from cgtalg.impartial.misere.cgsuite_spelling import parse_cgsuite
from cgtalg.impartial.misere.parts import MAX_DIFFERENCE_BIRTHDAYS, misere_difference, misere_parity

STAR = MisereGame.nim(1)
DAY4 = misere_games_born_by(4)


def _day_five_sample(count: int, seed: int) -> list[MisereGame]:
    rng = random.Random(seed)
    return list(dict.fromkeys(MisereGame.from_options(rng.sample(DAY4, rng.randint(1, 7))) for _ in range(count)))


# (typed, IsEven) from MisereCanonicalGameTestCase.scala
CGSUITE_IS_EVEN = [("*[0]", True), ("*[1]", False), ("*[2]", True), ("*[[2]]", True), ("*[[[2]]]", True),
                   ("*[2]+*[2]", True), ("*[[*[2]+*[[2]]]]", True), ("*[[2],0]", True), ("*[[2],1]", True),
                   ("*[[*[4]+*[2]]]", True), ("*[[[2]],[[2],1]]", True), ("*[[[2]],[[[2],0],0,1]]", True),
                   ("*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]", True), ("*[[[2],2,0],[[2],3],1]", True)]


@pytest.mark.parametrize("typed, even", CGSUITE_IS_EVEN)
def test_parity_agrees_with_cgsuite(typed, even):
    g = parse_cgsuite(typed)
    assert misere_parity(g) == (0 if even else 1)
    assert misere_parity(g + STAR) == (1 if even else 0)


def test_a_form_and_its_partner_are_born_a_day_apart_and_parity_adds():
    forms = DAY4 + _day_five_sample(60, 1)
    for g in forms:
        assert abs((g + STAR).birthday - g.birthday) == 1
        assert misere_parity(g) + misere_parity(g + STAR) == 1
    assert [misere_parity(MisereGame.nim(n)) for n in range(8)] == [0, 1] * 4
    rng = random.Random(2)
    for _ in range(60):
        g, h = rng.choice(forms), rng.choice(forms)
        assert misere_parity(g + h) == misere_parity(g) ^ misere_parity(h)


def test_every_sum_of_small_forms_comes_apart_again():
    """X + H taken apart by H gives X back: X born by day 4 or a sample of day 5, H born by day 4 or a heap."""
    subtrahends = DAY4 + [MisereGame.nim(n) for n in range(5, 8)]
    for x in DAY4 + _day_five_sample(12, 3):
        for h in subtrahends:
            assert misere_difference(x + h, h) is x


def test_no_difference_means_no_small_form_adds_up():
    """A slow search: when no difference is found, no form of a pool gives the sum (and when one is, it is in it)."""
    pool = list(dict.fromkeys(DAY4 + _day_five_sample(150, 4)))
    for g in DAY4[:14]:
        for h in DAY4[2:12]:
            found = misere_difference(g, h)
            matches = [x for x in pool if x + h is g]
            assert matches == ([found] if found in pool else []), (g, h)
            if found is not None:
                assert found + h is g


def test_cgsuite_published_differences():
    g = parse_cgsuite("*[[[2]]]")
    assert misere_difference(g, parse_cgsuite("*[[2]]")) is parse_cgsuite("*[0, *[2[##-2]]]")
    assert misere_difference(g, parse_cgsuite("*[[4]]")) is None
    two = MisereGame.nim(2)
    assert misere_difference(two + two, two) is two
    assert misere_difference(two, two) is MisereGame.nim(0)
    assert misere_difference(MisereGame.nim(0), two) is None
    assert misere_difference(MisereGame.nim(0), STAR) is STAR


def test_bad_arguments_are_refused_by_name():
    with pytest.raises(InputTypeError, match="to subtract from is a MisereGame"):
        misere_difference(2, STAR)
    with pytest.raises(InputTypeError, match="to subtract is a MisereGame"):
        misere_difference(STAR, "*")
    with pytest.raises(InputTypeError, match="parity"):
        misere_parity(0)
    deep = MisereGame.nim(2)
    for _ in range(MAX_DIFFERENCE_BIRTHDAYS):
        deep = MisereGame.from_options([deep])
    with pytest.raises(InputValueError, match="add up to at most"):
        misere_difference(deep, STAR)
