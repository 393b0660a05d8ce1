"""``explicit_pair``: the one-option-a-side form of :func:`cgtalg.core.store.explicit`.

``explicit_pair(l, r)`` interns ``{l | r}`` under the key ``explicit`` uses
for ``[l], [r]``, without lists, sorting or loops (``explicit`` itself hands
that case to it). Checked, in pure Python and compiled alike:

* every canonical, non-symbolic value born by day 3 with one option a side
  is the object ``explicit_pair`` gives for its options, and
  ``explicit([l], [r])`` is that object too;
* switches of numbers no other code has made (so ``explicit_pair`` creates
  them): their options, stops (Left's stop is Left's option, Right's is
  Right's -- a planted swap of ``_ls`` and ``_rs`` fails here) and their
  identity with what :class:`~cgtalg.Game` and :func:`~cgtalg.parse` give;
* a switch made by ``explicit_pair`` dies with its last reference and is
  made again as one object.
"""

from __future__ import annotations

import gc
import weakref
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import Game, parse, stops
from cgtalg.core.store import explicit, explicit_pair, symbolic_dyadic
from cgtalg.verify.laws import games_born_by


def _is_symbolic(g: Game) -> bool:
    return g._nus is not None  # numbers, nimbers, ups and their sums: the store keeps (number, ups, nimber)


@pytest.fixture(scope="module")
def day3() -> list[Game]:
    return sorted(games_born_by(3), key=str)


def test_every_one_option_form_born_by_day_3_is_its_explicit_pair(day3: list[Game]) -> None:
    checked = 0
    for g in day3:
        if _is_symbolic(g) or len(g.left_options) != 1 or len(g.right_options) != 1:
            continue
        (lo,), (ro,) = g.left_options, g.right_options
        assert explicit_pair(lo, ro) is g
        assert explicit([lo], [ro]) is g
        checked += 1
    # Day 3 has 1474 values; the switch-like ones with one option a side are a good share of them.
    assert checked > 100


@settings(max_examples=200, deadline=None)
@given(
    a=st.integers(min_value=-(2**40), max_value=2**40),
    gap=st.integers(min_value=1, max_value=2**20),
    e=st.integers(min_value=0, max_value=12),
)
def test_a_new_switch_of_numbers_has_its_options_and_stops(a: int, gap: int, e: int) -> None:
    # {x | y} with x > y numbers is canonical and hot; these x, y are dyadics few other tests make.
    y = Fraction(a, 2**e) + Fraction(7, 2**30)
    x = y + Fraction(gap, 2**e)
    left = symbolic_dyadic(x.numerator, x.denominator.bit_length() - 1, 0, 0)
    right = symbolic_dyadic(y.numerator, y.denominator.bit_length() - 1, 0, 0)
    g = explicit_pair(left, right)
    assert g.left_options == (left,) and g.right_options == (right,)
    assert stops(g) == (x, y)
    assert not _is_symbolic(g)
    assert g is Game([left], [right]) is explicit([left], [right])
    assert g is parse("{" + str(x) + "|" + str(y) + "}")
    assert -g is explicit_pair(-right, -left)


def test_a_switch_made_again_after_it_died_is_one_object() -> None:
    left = symbolic_dyadic(3 * 2**50 + 1, 0, 0, 0)
    right = symbolic_dyadic(-(3 * 2**50 + 1), 0, 0, 0)
    first = explicit_pair(left, right)
    ref = weakref.ref(first)
    first_id = first._id
    del first
    gc.collect()
    assert ref() is None  # nothing else holds it: the table's reference is weak
    again = explicit_pair(left, right)
    assert again._id != first_id
    assert again is explicit_pair(left, right) is explicit([left], [right])
    assert stops(again) == (3 * 2**50 + 1, -(3 * 2**50 + 1))
