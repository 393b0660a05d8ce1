"""canonical()'s fast path for forms whose options are all numbers plus nimbers, ``x + *k``.

:func:`cgtalg.core.canonical._nimber_options` reads the canonical form off
the largest Left and smallest Right number parts (the proof is its
docstring). Two independent references: the textbook canonical form of
``tests/core/reference.py`` (every small form, exhaustively) and the
library's own general path ``_general`` without its shortcut (dominated
options removed by comparisons, reversible ones bypassed by the definition),
which never takes the fast path, on hypothesis forms with larger numbers.
The general path with its shortcut is checked against the one without on
forms with other options (ups, switches).
"""

from __future__ import annotations

import itertools
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg.core import canonical as canonical_module
from cgtalg.core import dyadic, simplest
from cgtalg.core.store import symbolic

from .test_canonical import expanded, reference_canonical

canonical = canonical_module.canonical
_general = canonical_module._general

#: Number parts of the exhaustive check: integers, halves and a quarter on both sides of 0.
SMALL_NUMBERS = [Fraction(-1), Fraction(-1, 2), Fraction(0), Fraction(1, 4), Fraction(1, 2), Fraction(1)]
SMALL_POOL = [symbolic(x, 0, k) for x in SMALL_NUMBERS for k in range(3)]


def _sides(pool, most):
    out = [[]]
    for size in range(1, most + 1):
        out.extend(list(c) for c in itertools.combinations(pool, size))
    return out


def test_every_small_form_of_numbers_and_nimbers_is_the_textbook_form() -> None:
    """Every ``{L | R}`` with at most two options a side among ``x + *k`` (x in SMALL_NUMBERS,
    k <= 2): 29,241 forms, each equal to the textbook canonical form and to the general path's."""
    sides = _sides(SMALL_POOL, 2)
    wrong = []
    fast_answers = 0
    for left in sides:
        for right in sides:
            fast = canonical_module._nimber_options(left, right)
            got = canonical(left, right)
            if fast is not None:
                fast_answers += 1
                if got is not fast:
                    wrong.append(("canonical is not the fast path", left, right))
            if got is not _general(left, right, 0, 0, False):
                wrong.append(("general", left, right))
            elif expanded(got) != reference_canonical(left, right):
                wrong.append(("textbook", left, right))
    assert not wrong, [(w[0], [str(g) for g in w[1]], [str(g) for g in w[2]]) for w in wrong[:5]]
    # The fast path answers all but the forms {m + *A | m + *B} with a k >= 2 at m and 0 in A or B.
    assert fast_answers > 0.9 * len(sides) ** 2


def test_the_eight_infinitesimal_forms_and_the_cases_of_the_docstring() -> None:
    zero, star, two = (symbolic(Fraction(0), 0, k) for k in range(3))
    half = symbolic(Fraction(1, 2), 0, 0)
    half_star = symbolic(Fraction(1, 2), 0, 1)
    table = [
        ([zero], [zero], "*"), ([zero], [star], "^"), ([star], [zero], "v"), ([zero, star], [zero], "^*"),
        ([zero], [zero, star], "v*"), ([zero, star], [star], "^"), ([star], [zero, star], "v"),
        ([zero, star], [zero, star], "*2"), ([star], [star], "0"),
        # numbers: a closed end simpler than the open interval's simplest number
        ([symbolic(Fraction(-1), 0, 1)], [star], "0"), ([half_star], [symbolic(Fraction(1), 0, 0)], "1/2"),
        ([zero, star], [half], "1/4"), ([], [half_star], "0"), ([half_star], [], "1"),
        ([symbolic(Fraction(-3, 2), 0, 1)], [], "0"), ([], [symbolic(Fraction(-3, 2), 0, 1)], "-2"),
        # m > n: the form itself
        ([half, half_star], [zero, two], "{1/2,1/2*|0,*2}"),
    ]
    for left, right, text in table:
        assert str(canonical(left, right)) == text, (left, right)
        assert canonical(left, right) is _general(left, right, 0, 0, False)


def test_other_options_and_a_large_nimber_at_equal_stops_take_the_general_path() -> None:
    zero, star, two = (symbolic(Fraction(0), 0, k) for k in range(3))
    up = symbolic(Fraction(0), 1, 0)
    assert canonical_module._nimber_options([up], [zero]) is None
    assert canonical_module._nimber_options([zero], [up]) is None
    assert canonical_module._nimber_options([zero, two], [zero]) is None
    assert str(canonical([zero, two], [zero])) == str(_general([zero, two], [zero], 0, 0, False))


_dyadics = st.builds(lambda a, e: Fraction(a, 2**e), st.integers(-40, 40), st.integers(0, 6))
_options = st.lists(st.builds(lambda x, k: symbolic(x, 0, k), _dyadics, st.integers(0, 3)), max_size=5)


@settings(max_examples=400, deadline=None)
@given(_options, _options)
def test_larger_numbers_plus_nimbers_get_the_general_canonical_form(left, right) -> None:
    fast = canonical_module._nimber_options(left, right)
    slow = _general(list(left), list(right), 0, 0, False)
    assert fast is None or fast is slow, ([str(g) for g in left], [str(g) for g in right], str(fast), str(slow))
    assert canonical(left, right) is slow


@settings(max_examples=200, deadline=None)
@given(st.lists(st.builds(lambda x, k: symbolic(x, 0, k), st.sampled_from(SMALL_NUMBERS), st.integers(0, 2)), max_size=4),
       st.lists(st.builds(lambda x, k: symbolic(x, 0, k), st.sampled_from(SMALL_NUMBERS), st.integers(0, 2)), max_size=4))
def test_repeated_options_are_the_textbook_form(left, right) -> None:
    """Options may repeat (the search passes children's values as they come)."""
    got = canonical(left + left[:1], right + right[:1])
    assert expanded(got) == reference_canonical(left, right)


# -- the simplest number between two bounds on machine integers ------------------------------------


_LIMIT = 1 << 40


def _normal(a: int, e: int) -> tuple[int, int]:
    while e and not a & 1:
        a >>= 1
        e -= 1
    return a, e


@settings(max_examples=600, deadline=None)
@given(st.integers(-_LIMIT + 1, _LIMIT - 1), st.integers(0, 20), st.integers(-_LIMIT + 1, _LIMIT - 1),
       st.integers(0, 20))
def test_simplest_small_is_the_simplest_between_on_ints_and_on_fractions(a, e, b, f) -> None:
    from cgtalg.core.dyadic import simplest_between
    from cgtalg.core.store import number

    a, e = _normal(a, e)
    b, f = _normal(b, f)
    if Fraction(a, 2**e) == Fraction(b, 2**f):
        return
    if Fraction(a, 2**e) > Fraction(b, 2**f):
        a, e, b, f = b, f, a, e
    got = simplest.simplest_small(a, e, b, f)
    assert got is symbolic(Fraction(*_ratio(dyadic.simplest_dyadic((a, e), (b, f)))), 0, 0)
    assert got is number(simplest_between(Fraction(a, 2**e), Fraction(b, 2**f)))


def _ratio(pair):
    return pair[0], 2 ** pair[1]


def test_simplest_small_at_its_limits() -> None:
    from cgtalg.core.dyadic import simplest_between

    top = _LIMIT - 1
    for a, e, b, f in [(-top, 0, top, 0), (top - 2, 20, top, 20), (1, 20, 3, 20), (-top, 20, -top + 2, 20),
                       (top - 1, 0, top, 0), (-3, 0, -1, 20), (2**39 - 1, 20, 2**39 + 1, 20)]:
        a, e = _normal(a, e)
        b, f = _normal(b, f)
        got = simplest.simplest_small(a, e, b, f)
        assert got.number_up_star[0] == simplest_between(Fraction(a, 2**e), Fraction(b, 2**f)), (a, e, b, f)


# -- the general path's shortcut (numbers and nimbers left after removing and bypassing) --------


def _day2_plus():
    from cgtalg.verify.laws import games_born_by

    return list(games_born_by(2))


def test_the_general_path_with_its_shortcut_is_the_general_path_without_it() -> None:
    """Every {A | B} with at most two options a side among the 22 games born by day 2 and a few
    numbers plus nimbers: the shortcut's answer is the textbook steps' answer, object for object."""
    pool = _day2_plus() + [symbolic(Fraction(1, 2), 0, 1), symbolic(Fraction(-1, 4), 0, 0)]
    sides = _sides(pool, 2)
    wrong = []
    for left in sides:
        for right in sides:
            if _general(left, right, 0, 0, True) is not _general(left, right, 0, 0, False):
                wrong.append(([str(g) for g in left], [str(g) for g in right]))
    assert not wrong, wrong[:5]
