"""The engine against a textbook implementation, on random game forms."""

from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import Game, nimber, up, number, UP
from cgtalg.testing import build, game_trees, dyadics

from .reference import from_game, r_add, r_canonical, r_le, r_neg, rgame


def to_reference(tree):
    left, right = tree
    return rgame((to_reference(c) for c in left), (to_reference(c) for c in right))


@settings(max_examples=300, deadline=None)
@given(game_trees(max_birthday=3, max_options=3))
def test_canonical_form_matches_textbook_simplification(tree):
    assert from_game(build(tree)) == r_canonical(to_reference(tree))


@settings(max_examples=200, deadline=None)
@given(game_trees(3, 2), game_trees(3, 2))
def test_order_matches_textbook_definition(a, b):
    g, h = build(a), build(b)
    ra, rb = to_reference(a), to_reference(b)
    assert (g <= h) == r_le(ra, rb)
    assert (h <= g) == r_le(rb, ra)


@settings(max_examples=120, deadline=None)
@given(game_trees(2, 2), game_trees(2, 2))
def test_sum_matches_textbook_sum(a, b):
    g, h = build(a), build(b)
    expected = r_canonical(r_add(to_reference(a), to_reference(b)))
    assert from_game(g + h) == expected
    assert from_game(-g) == r_canonical(r_neg(to_reference(a)))


@settings(max_examples=150, deadline=None)
@given(dyadics(2, 2), st.integers(-3, 3), st.integers(0, 5), game_trees(2, 2))
def test_symbolic_values_and_their_sums_with_forms(x, n, k, tree):
    """x + n.^ + *k built symbolically equals the textbook sum of its parts,
    and number translation / symbolic options survive a sum with any form."""
    g = number(x) + up(n) + nimber(k)
    r = from_game(number(x))
    for _ in range(abs(n)):
        r = r_add(r, from_game(UP) if n > 0 else r_neg(from_game(UP)))
    r = r_add(r, from_game(nimber(k)))
    assert from_game(g) == r_canonical(r)
    h = build(tree)
    assert from_game(g + h) == r_canonical(r_add(r_canonical(r), from_game(h)))


_symbolic = st.tuples(dyadics(1, 1), st.integers(-2, 2), st.integers(0, 2))


@settings(max_examples=60, deadline=None)
@given(st.lists(_symbolic, min_size=8, max_size=10), st.lists(_symbolic, min_size=8, max_size=10))
def test_many_symbolic_options_match_textbook_simplification(left, right):
    """Eight or more symbolic options on a side take the one-pass dominance
    pruning of x + n.^ + *k before the pairwise checks: the result must still
    be the textbook canonical form."""
    lo = [number(x) + up(n) + nimber(k) for x, n, k in left]
    ro = [number(x) + up(n) + nimber(k) for x, n, k in right]
    expected = r_canonical(rgame([from_game(o) for o in lo], [from_game(o) for o in ro]))
    assert from_game(Game(lo, ro)) == expected
