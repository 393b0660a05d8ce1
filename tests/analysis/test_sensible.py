"""Sensible options of forms (not canonical), checked against a naive comparison of forms."""

from __future__ import annotations

from hypothesis import given, settings

from cgtalg import parse
from cgtalg.analysis.sensible import sensible_left_options, sensible_options, sensible_right_options
from cgtalg.engine.position import Position
from cgtalg.testing import build, game_trees


class Form(Position):
    def __init__(self, tree):
        self.tree = tree

    def left_options(self):
        return [Form(t) for t in self.tree[0]]

    def right_options(self):
        return [Form(t) for t in self.tree[1]]

    def key(self):
        return self.tree


def tree_of(g):
    """The canonical form of a Game as a nested (left, right) form (recursive: small games only)."""
    return (tuple(tree_of(o) for o in g.left_options), tuple(tree_of(o) for o in g.right_options))


def naive_ge(a, b):
    """a >= b for forms, straight from the definition: no a^R <= b and no b^L >= a."""
    return not any(naive_ge(b, ar) for ar in a[1]) and not any(naive_ge(bl, a) for bl in b[0])


def slow_sensible(tree, left):
    canonical = build(tree)
    targets = [tree_of(k) for k in (canonical.left_options if left else canonical.right_options)]
    options = tree[0] if left else tree[1]
    if left:
        return [o for o in options if any(naive_ge(o, k) for k in targets)]
    return [o for o in options if any(naive_ge(k, o) for k in targets)]


@settings(max_examples=120, deadline=None)
@given(game_trees(max_birthday=3, max_options=3))
def test_against_the_naive_definition_and_every_canonical_option_is_matched(tree):
    pos = Form(tree)
    left, right = sensible_options(pos)
    assert [o.tree for o in left] == slow_sensible(tree, True)
    assert [o.tree for o in right] == slow_sensible(tree, False)
    canonical = build(tree)
    # Siegel CGT II.2: every canonical Left option is at most some option of the form
    for k in canonical.left_options:
        assert any(build(o.tree) >= k for o in left)
    for k in canonical.right_options:
        assert any(build(o.tree) <= k for o in right)


def test_examples():
    zero = ((), ())
    one, minus_one = ((zero,), ()), ((), (zero,))
    # {0, 1, -1 | } = 2 = {1 |}: only the move to 1 is sensible
    assert [o.tree for o in sensible_left_options(Form(((zero, one, minus_one), ())))] == [one]
    # {1 | 0, -1}: = {1 | -1} = +-1: only -1 for Right
    assert [o.tree for o in sensible_right_options(Form(((one,), (zero, minus_one))))] == [minus_one]
    g = parse("{1|*}")
    assert sensible_options(g) == ([parse("1")], [parse("*")])  # a Game: all options are canonical


def test_an_option_reversing_out_to_nothing_is_not_sensible():
    # G = {{2 | 0} | }: {2|0} reverses through 0 <= G and 0 has no Left option, so G = 0
    zero = ((), ())
    two = ((((zero,), ()),), ())
    switch = ((two,), (zero,))  # {2 | 0}
    pos = Form(((switch,), ()))
    canonical = build(pos.tree)
    assert str(canonical) == "0"
    assert sensible_left_options(pos) == []
