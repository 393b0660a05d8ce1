"""Conway's product and the ordinal product against their definitions by options, their laws and CGSuite's values.

The slow references work on *forms*: a form is a pair ``(left, right)`` of
tuples of forms, and a product of forms is written out as the form the
definition gives, option by option, with no closed form, no shortcut for
numbers or nimbers and no table shared between calls; only at the end is the
form's value asked of the engine (``Game(left_values, right_values)``). On
canonical forms they must agree with :mod:`cgtalg.analysis.products`; on
other forms they show that the products depend on the form.
"""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from cgtalg import STAR, UP, Game, nimber, number, ordinal_sum, parse
from cgtalg.analysis import conway_product, ordinal_product
from cgtalg.analysis.products import PAIR_LIMIT
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.impartial import nim_product
from cgtalg.verify.laws import games_born_by

DAY2 = games_born_by(2)
DAY3 = games_born_by(3)


# -- forms and the two definitions, written out ---------------------------------------------


def form(g):
    """The canonical form of *g* as nested tuples."""
    return (tuple(form(x) for x in g.left_options), tuple(form(x) for x in g.right_options))


def negate(f):
    return (tuple(negate(x) for x in f[1]), tuple(negate(x) for x in f[0]))


def plus(f, k):
    """The disjunctive sum of two forms, as a form."""
    return (tuple(plus(x, k) for x in f[0]) + tuple(plus(f, y) for y in k[0]),
            tuple(plus(x, k) for x in f[1]) + tuple(plus(f, y) for y in k[1]))


def value(f):
    return Game([value(x) for x in f[0]], [value(x) for x in f[1]])


def slow_conway_form(f, k):
    """Conway's product of two forms (ONAG ch. 1), written out as a form."""
    def term(a, b):
        return plus(plus(slow_conway_form(a, k), slow_conway_form(f, b)), negate(slow_conway_form(a, b)))
    return (tuple(term(a, b) for a in f[0] for b in k[0]) + tuple(term(a, b) for a in f[1] for b in k[1]),
            tuple(term(a, b) for a in f[0] for b in k[1]) + tuple(term(a, b) for a in f[1] for b in k[0]))


def slow_conway_on_forms(f, k, memo=None):
    """Conway's product of two forms by its options, each product of options asked for again (no table).

    A product of options enters an option of the product only through a sum, that is through its value,
    so the recursion returns values; the forms of ``f`` and ``k`` give the options. A *memo* dict
    (only for forms too large to recompute) remembers the products of pairs of subforms.
    """
    if memo is not None and (f, k) in memo:
        return memo[(f, k)]

    def term(a, b):
        return slow_conway_on_forms(a, k, memo) + slow_conway_on_forms(f, b, memo) - slow_conway_on_forms(a, b, memo)
    p = Game([term(a, b) for a in f[0] for b in k[0]] + [term(a, b) for a in f[1] for b in k[1]],
                [term(a, b) for a in f[0] for b in k[1]] + [term(a, b) for a in f[1] for b in k[0]])
    if memo is not None:
        memo[(f, k)] = p
    return p


def slow_conway_values(g, h):
    return slow_conway_on_forms(form(g), form(h))


def slow_ordinal_sum_form(f, k):
    """``f : k`` as a form: moves in the base ``f`` (which ends the subordinate) or in ``k``."""
    return (f[0] + tuple(slow_ordinal_sum_form(f, y) for y in k[0]),
            f[1] + tuple(slow_ordinal_sum_form(f, y) for y in k[1]))


def slow_ordinal_form(f, k):
    """CGSuite's ordinal product of two forms, written out as a form."""
    nf = negate(f)
    left = tuple(slow_ordinal_sum_form(slow_ordinal_form(f, b), a) for b in k[0] for a in f[0]) + \
        tuple(slow_ordinal_sum_form(slow_ordinal_form(f, b), a) for b in k[1] for a in nf[0])
    right = tuple(slow_ordinal_sum_form(slow_ordinal_form(f, b), a) for b in k[0] for a in f[1]) + \
        tuple(slow_ordinal_sum_form(slow_ordinal_form(f, b), a) for b in k[1] for a in nf[1])
    return left, right


def slow_ordinal_on_forms(f, k):
    """The ordinal product of two forms, each base taken as the list of option values the definition gives it.

    An ordinal sum depends on its base only through the values of the base's options, and on its
    subordinate only through its value, so these are what the recursion passes on.
    """
    nf = negate(f)

    def options(k):
        left, right = [], []
        for b in k[0]:
            base = options(b)
            left += [ordinal_sum_on(base, value(a)) for a in f[0]]
            right += [ordinal_sum_on(base, value(a)) for a in f[1]]
        for b in k[1]:
            base = options(b)
            left += [ordinal_sum_on(base, value(a)) for a in nf[0]]
            right += [ordinal_sum_on(base, value(a)) for a in nf[1]]
        return left, right

    def ordinal_sum_on(base, s):
        return Game(base[0] + [ordinal_sum_on(base, y) for y in s.left_options],
                    base[1] + [ordinal_sum_on(base, y) for y in s.right_options])

    left, right = options(k)
    return Game(left, right)


def slow_ordinal_values(g, h):
    return slow_ordinal_on_forms(form(g), form(h))


# -- the definitions, exhaustively ------------------------------------------------------------


def test_conway_product_against_the_written_out_forms_on_day1_by_day2():
    for g in games_born_by(1):
        for h in DAY2:
            assert conway_product(g, h) is value(slow_conway_form(form(g), form(h))), (g, h)


def test_conway_product_against_the_definition_on_every_day2_pair():
    for g in DAY2:
        for h in DAY2:
            assert conway_product(g, h) is slow_conway_values(g, h), (g, h)


def test_conway_product_against_the_definition_on_day3_samples():
    rng = random.Random(37)
    pairs = [(rng.choice(DAY3), rng.choice(DAY2)) for _ in range(150)]
    for g, h in pairs:
        p = slow_conway_values(g, h)
        assert conway_product(g, h) is p and conway_product(h, g) is p, (g, h)


def test_ordinal_product_against_the_written_out_forms_on_every_day2_pair():
    for g in DAY2:
        for h in DAY2:
            assert ordinal_product(g, h) is value(slow_ordinal_form(form(g), form(h))), (g, h)


def test_ordinal_product_against_the_definition_on_day3_samples():
    rng = random.Random(38)
    pairs = [(rng.choice(DAY3), rng.choice(DAY2)) for _ in range(120)]
    pairs += [(rng.choice(DAY2), rng.choice(DAY3)) for _ in range(120)]
    for g, h in pairs:
        assert ordinal_product(g, h) is slow_ordinal_values(g, h), (g, h)


def test_the_ordinal_products_base_is_a_form_not_a_value():
    # with each base replaced by its canonical form the answer changes, first on day 3 games
    g, h = parse("v*"), parse("-1^")
    def with_canonical_bases(g, h):
        left = [ordinal_sum(with_canonical_bases(g, b), a) for b in h.left_options for a in g.left_options]
        left += [ordinal_sum(with_canonical_bases(g, b), -a) for b in h.right_options for a in g.right_options]
        right = [ordinal_sum(with_canonical_bases(g, b), a) for b in h.left_options for a in g.right_options]
        right += [ordinal_sum(with_canonical_bases(g, b), -a) for b in h.right_options for a in g.left_options]
        return Game(left, right)

    assert ordinal_product(g, h) is slow_ordinal_values(g, h)
    assert with_canonical_bases(g, h) is not ordinal_product(g, h)
    assert all(with_canonical_bases(a, b) is ordinal_product(a, b) for a in DAY2 for b in DAY2)


def test_both_products_depend_on_the_form():
    # {|0, 1} is -1 (its Right option 1 is dominated), but {|0, 1} . * has the options 0 . * and 1 . *
    # on both sides, so it is *2, while -1 . * is *; the function takes canonical forms
    minus_one_form = ((), (form(parse("0")), form(parse("1"))))
    assert value(minus_one_form) is parse("-1")
    assert value(slow_conway_form(minus_one_form, form(STAR))) is nimber(2)
    assert slow_conway_on_forms(minus_one_form, form(STAR)) is nimber(2)
    assert conway_product(value(minus_one_form), STAR) is STAR
    # CGSuite's *[[[2]],[2],0] is the form {{{*2}}, {*2}, 0} (both sides), of value *2; the forms give
    # CGSuite's *10 for both products with *5 (CompoundGameTestCase), as the canonical *2 does
    two = form(nimber(2))
    only_two = ((two,), (two,))
    odd = ((only_two,), (only_two,))
    cgsuite_form = ((odd, only_two, form(parse("0"))),) * 2
    assert value(cgsuite_form) is nimber(2)
    assert slow_ordinal_on_forms(cgsuite_form, form(nimber(5))) is nimber(10)
    assert slow_conway_on_forms(cgsuite_form, form(nimber(5)), {}) is nimber(10)
    assert ordinal_product(nimber(2), nimber(5)) is conway_product(nimber(2), nimber(5)) is nimber(10)


# -- closed forms and laws --------------------------------------------------------------------


dyadics = st.builds(lambda p, e: Fraction(p, 2**e), st.integers(-40, 40), st.integers(0, 4))


@settings(max_examples=80, deadline=None)
@given(dyadics, dyadics, dyadics)
def test_conway_product_of_numbers_is_fraction_multiplication(x, y, z):
    assert conway_product(number(x), number(y)) == x * y
    assert conway_product(x, number(y) + number(z)) == x * y + x * z


def test_number_shortcuts_agree_with_the_recursion():
    # the closed forms are bypassed by asking the slow references on numbers born by day 4
    numbers = [g for g in games_born_by(3) if g.is_number] + [parse("7/8"), parse("-5/4"), parse("13/8")]
    for g in numbers:
        for h in numbers[::3]:
            assert conway_product(g, h) is slow_conway_values(g, h), (g, h)
            assert ordinal_product(g, h) is slow_ordinal_values(g, h), (g, h)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 300), st.integers(0, 300))
def test_nimbers_multiply_as_nimbers_and_as_ordinals(a, b):
    assert conway_product(nimber(a), nimber(b)) is nimber(nim_product(a, b))
    assert ordinal_product(nimber(a), nimber(b)) is nimber(a * b)


def test_nimber_shortcuts_agree_with_the_recursion():
    for a in range(4):
        for b in range(4):
            assert slow_conway_values(nimber(a), nimber(b)) is nimber(nim_product(a, b))
    for a in range(6):
        for b in range(6):
            assert slow_ordinal_values(nimber(a), nimber(b)) is nimber(a * b)


def test_integer_factor_is_repeated_addition():
    for g in DAY2:
        for n in range(-3, 4):
            assert conway_product(n, g) is n * g
            assert slow_conway_values(parse(str(n)), g) is n * g


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(DAY3), st.sampled_from(DAY3))
def test_conway_laws(g, h):
    p = conway_product(g, h)
    assert conway_product(h, g) is p
    assert conway_product(-g, h) is -p and conway_product(g, -h) is -p
    assert conway_product(g, 0) is parse("0") and conway_product(0, h) is parse("0")
    assert conway_product(g, 1) is g and conway_product(1, h) is h


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(DAY3), st.sampled_from(DAY2))
def test_ordinal_laws(g, h):
    p = ordinal_product(g, h)
    assert ordinal_product(g, -h) is -p
    assert ordinal_product(g, 0) is parse("0") and ordinal_product(0, h) is parse("0")
    assert ordinal_product(g, 1) is g and ordinal_product(1, h) is h


def test_the_ordinal_product_is_associative_on_numbers_and_nimbers_but_not_on_games():
    """Not a law of CGSuite's definition: 2,348 of the 10,648 triples of games born by day 2 fail."""
    g, h, k = STAR, parse("v"), parse("2")
    left, right = ordinal_product(ordinal_product(g, h), k), ordinal_product(g, ordinal_product(h, k))
    assert (left, right) == (parse("0"), STAR)
    assert slow_ordinal_values(slow_ordinal_values(g, h), k) is left
    assert slow_ordinal_values(g, slow_ordinal_values(h, k)) is right
    failures = 0
    for a in DAY2:
        for b in DAY2:
            ab = ordinal_product(a, b)
            failures += sum(ordinal_product(ab, c) is not ordinal_product(a, ordinal_product(b, c)) for c in DAY2)
    assert failures == 2348
    numbers = [x for x in DAY3 if x.is_number]
    assert len(numbers) == 15
    for a in numbers:
        for b in numbers:
            ab = ordinal_product(a, b)
            for c in numbers:
                assert ordinal_product(ab, c) is ordinal_product(a, ordinal_product(b, c)), (a, b, c)
    nimbers = [nimber(n) for n in range(8)]
    for a, b, c in itertools.product(nimbers, repeat=3):
        assert ordinal_product(ordinal_product(a, b), c) is ordinal_product(a, ordinal_product(b, c))


# -- published values -------------------------------------------------------------------------

# CGSuite, lib/core/src/test/scala/org/cgsuite/lang/CompoundGameTestCase.scala (canonical operands)
# and GameTest.scala (">=2-ary methods"), aaron-siegel/cgsuite.
CGSUITE_CONWAY = [
    ("1/2", "1/4", "1/8"), ("*5", "*6", "*8"), ("+-1", "^^", "+-^^"), ("{1|0}", "0", "0"),
    ("*4", "*4", "*6"), ("*19", "*23", "*86"), ("15", "^^*2", "^30*2"), ("{3|1}", "^^", "{^6|^^}"),
    ("^^", "^^", "{0||0,*|0,{0,*|0,*2}}"), ("*6", "*2", "*11"),
]
CGSUITE_ORDINAL = [("1/2", "1/4", "11/32"), ("*5", "*6", "*30"), ("+-1", "^^", "+-1"), ("{1|0}", "0", "0")]


@pytest.mark.parametrize("g, h, expected", CGSUITE_CONWAY)
def test_cgsuite_conway_products(g, h, expected):
    assert conway_product(parse(g), parse(h)) is parse(expected)


@pytest.mark.parametrize("g, h, expected", CGSUITE_ORDINAL)
def test_cgsuite_ordinal_products(g, h, expected):
    assert ordinal_product(parse(g), parse(h)) is parse(expected)


def test_textbook_values():
    # ONAG ch. 6: *2 . *2 = *3, *4 . *4 = *6, *16 . *16 = *24; ONAG ch. 1: 1/2 . 1/2 = 1/4
    assert conway_product(nimber(2), nimber(2)) is nimber(3)
    assert conway_product(nimber(16), nimber(16)) is nimber(24)
    assert conway_product(parse("1/2"), parse("1/2")) == Fraction(1, 4)
    # Hackenbush strings: 1/2 is blue-red; 1/2 ⊙ -1 is red-blue, -1/2; 2 ⊙ 1/2 is blue-blue-red-red, 5/4
    assert ordinal_product(parse("1/2"), -1) == Fraction(-1, 2)
    assert ordinal_product(2, parse("1/2")) == Fraction(5, 4)


# -- bad input --------------------------------------------------------------------------------


@pytest.mark.parametrize("product", [conway_product, ordinal_product])
def test_refusals(product):
    from cgtalg.loopy import LoopyGame

    dud = LoopyGame.from_graph({"a": (["a"], ["a"])}, "a")
    for bad in (0.5, "1", None, True, dud, [1]):
        with pytest.raises(InputTypeError, match="short games"):
            product(bad, UP)
        with pytest.raises(InputTypeError, match="short games"):
            product(UP, bad)
    with pytest.raises(InputValueError):
        product(Fraction(1, 3), UP)
    with pytest.raises(InputValueError, match="PAIR_LIMIT"):
        product(parse("{1|^}") + nimber(10**4), parse("{2|v}") + nimber(10**4))
    assert PAIR_LIMIT > 0


def test_huge_closed_forms_are_answered_or_refused():
    assert conway_product(nimber(2**40), nimber(2**40)) is nimber(nim_product(2**40, 2**40))
    assert ordinal_product(10**30, -(10**30)) == -(10**60)
    assert conway_product(10**30, UP) is (10**30) * UP
    with pytest.raises(InputValueError, match="sign expansion"):
        ordinal_product(Fraction(1, 2**5000), Fraction(1, 2**5000))
