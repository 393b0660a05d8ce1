"""Ordinal sums (against sign expansions) and the position engine."""

from fractions import Fraction

from hypothesis import given, settings

from cgtalg import STAR, UP, ZERO, Game, integer, nimber, number, ordinal_sum, value
from cgtalg.engine.position import ImpartialPosition, Position
from cgtalg.core.sign_expansion import number_ordinal_sum, sign_expansion
from cgtalg.testing import dyadics, games

from .sample_positions import Heap


@settings(max_examples=300, deadline=None)
@given(dyadics(3, 3), dyadics(3, 3))
def test_ordinal_sum_of_numbers_concatenates_sign_expansions(x, y):
    g = ordinal_sum(number(x), number(y))
    assert g.is_number
    assert sign_expansion(g.as_fraction()) == sign_expansion(x) + sign_expansion(y)
    assert g.as_fraction() == number_ordinal_sum(x, y)


@settings(max_examples=150, deadline=None)
@given(games(max_birthday=2), games(max_birthday=2))
def test_ordinal_sum_definition(g, h):
    s = ordinal_sum(g, h)
    expected = Game(list(g.left_options) + [ordinal_sum(g, hl) for hl in h.left_options],
                    list(g.right_options) + [ordinal_sum(g, hr) for hr in h.right_options])
    assert s is expected
    assert ordinal_sum(g, ZERO) is g


def test_ordinal_sum_depends_on_the_base_form():
    # * = {0|0} and {0,*|0,*}... same value, but * : 1 uses *'s canonical form.
    assert ordinal_sum(STAR, 1) is UP + STAR
    assert ordinal_sum(1, -1) is number(Fraction(1, 2))
    assert ordinal_sum(integer(2), nimber(1)) is integer(2) + STAR


class Heaps(ImpartialPosition):
    __slots__ = ("sizes",)

    def __init__(self, sizes):
        self.sizes = tuple(sizes)

    def options(self):
        return [Heaps(self.sizes[:i] + (k,) + self.sizes[i + 1:]) for i, n in enumerate(self.sizes) for k in range(n)]

    def components(self):
        return [Heap(n) for n in self.sizes]

    def key(self):
        return self.sizes


class Chain(Position):
    """A chain of positions each with one move for Left: the integer n, reached slowly."""

    __slots__ = ("n",)

    def __init__(self, n):
        self.n = n

    def left_options(self):
        return [Chain(self.n - 1)] if self.n else []

    def right_options(self):
        return []

    def key(self):
        return self.n


def test_position_values_and_components():
    assert value(Heap(5)) is nimber(5)
    assert value(Heaps((3, 5, 6))) is nimber(3 ^ 5 ^ 6)
    assert value(Heaps(())) is ZERO
    cache = {}
    assert value(Heaps((1, 2)), cache=cache) is nimber(3) and Heap(2) in cache


def test_value_engine_is_iterative():
    assert value(Chain(20000)) is integer(20000)
