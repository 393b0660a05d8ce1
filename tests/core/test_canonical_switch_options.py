"""canonical()'s fast path for forms whose options are numbers, ``x + *`` and switches ``{a | b}``.

:func:`cgtalg.core.canonical._switch_options` takes the options' order and
reversibility from their stops (the proof is its docstring). It is checked
against two independent references: the textbook canonical form of
``tests/core/reference.py`` (every small form, exhaustively) and the
library's general path ``_general`` without its shortcut (dominated options
removed by comparisons of games, reversible ones bypassed by the definition),
which never takes a fast path. Its order table is checked against ``le``.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import parse
from cgtalg.core import canonical as canonical_module
from cgtalg.core.order import le
from cgtalg.core.store import Game, symbolic

from .test_canonical import expanded, reference_canonical

canonical = canonical_module.canonical
_general = canonical_module._general
_switch_options = canonical_module._switch_options


def _num(x) -> Game:
    return symbolic(Fraction(x), 0, 0)


def _star(x) -> Game:
    return symbolic(Fraction(x), 0, 1)


def _switch(a, b) -> Game:
    return canonical([_num(a)], [_num(b)])


NUMBERS = [_num(x) for x in (-1, Fraction(-1, 2), 0, Fraction(1, 4), Fraction(1, 2), 1)]
STARS = [_star(x) for x in (Fraction(-1, 2), 0, 1)]
SWITCHES = [_switch(a, b) for a, b in ((1, -1), (2, 0), (0, -2), (Fraction(1, 2), Fraction(-1, 2)),
                                       (2, Fraction(-1, 2)), (1, Fraction(1, 2)), (Fraction(1, 2), 0),
                                       (0, Fraction(-1, 4)))]
POOL = NUMBERS + STARS + SWITCHES


def _sides(pool, most):
    out = [[]]
    for size in range(1, most + 1):
        out.extend(list(c) for c in itertools.combinations(pool, size))
    return out


def test_the_pool_is_what_it_says() -> None:
    assert [canonical_module._switch_kind(g) for g in POOL] == [0] * 6 + [1] * 3 + [2] * 8
    assert [str(g) for g in SWITCHES[:3]] == ["+-1", "{2|0}", "{0|-2}"]
    for other in ("^", "*2", "^*", "{1|0,*}", "{2|0||-1}", "+-1*"):
        assert canonical_module._switch_kind(parse(other)) == -1, other


def test_the_order_table_is_le() -> None:
    """``_switch_le`` against the library's comparison of games, on every ordered pair of the pool
    and of more switches (quarters from -2 to 2)."""
    quarters = [Fraction(k, 4) for k in range(-8, 9)]
    more = POOL + [_switch(a, b) for a in quarters for b in quarters if a > b][::7] + [_star(x) for x in quarters[::3]]
    wrong = []
    for g in more:
        for h in more:
            if canonical_module._switch_le(g, h) != le(g, h):
                wrong.append((str(g), str(h)))
    assert not wrong, wrong[:5]


def test_every_small_form_is_the_textbook_form() -> None:
    """Every ``{L | R}`` with at most two options a side from the 17 games of POOL (23,716 forms): the
    fast path answers each one that has a switch, and its answer is the general path's (without its
    shortcut) and the textbook canonical form."""
    sides = _sides(POOL, 2)
    wrong = []
    answered = 0
    for left in sides:
        for right in sides:
            fast = _switch_options(left, right)
            if fast is None:
                wrong.append(("no answer", left, right))
                continue
            answered += 1
            if canonical(left, right) is not fast:
                wrong.append(("canonical is not the fast path", left, right))
            if fast is not _general(list(left), list(right), 0, 0, False):
                wrong.append(("general", left, right))
            elif expanded(fast) != reference_canonical(left, right):
                wrong.append(("textbook", left, right))
    assert not wrong, [(w[0], [str(g) for g in w[1]], [str(g) for g in w[2]]) for w in wrong[:5]]
    assert answered == len(sides) ** 2


def test_the_domineering_2x4_forms() -> None:
    """The three forms of Domineering 2 x 4, as the search makes them, kept from the general path."""
    n = _num
    cases = [
        ([SWITCHES[0], n(2)], [n(Fraction(-1, 2))], "{2|-1/2}"),
        ([n(Fraction(-1, 2)), n(0)], [n(-2), _star(0), SWITCHES[0], n(-2)], "{0|-2}"),
        ([_switch(2, Fraction(-1, 2)), _switch(2, 0)], [_switch(0, -2), n(0)], "Miny(2)"),
        # reversal into the empty set on one side: {{2|0} |} = 0, {| {0|-2}} = 0, {{2|0} | 3} = 0
        ([_switch(2, 0)], [], "0"), ([], [_switch(0, -2)], "0"), ([_switch(2, 0)], [n(3)], "0"),
        # a number option reversing twice: {1/2 | {0|-2}, 1/4}
        ([n(Fraction(1, 2))], [_switch(0, -2), n(Fraction(1, 4))], str(_general([n(Fraction(1, 2))],
                                                                            [_switch(0, -2), n(Fraction(1, 4))],
                                                                            0, 0, False))),
    ]
    for left, right, text in cases:
        got = _switch_options(left, right)
        assert got is not None and str(got) == text, ([str(g) for g in left], [str(g) for g in right], str(got))
        assert got is _general(list(left), list(right), 0, 0, False)
        assert expanded(got) == reference_canonical(left, right)


def test_other_options_are_left_to_the_other_paths() -> None:
    for left, right in (([parse("^")], [SWITCHES[0]]), ([SWITCHES[0]], [parse("*2")]),
                        ([parse("{2|0||-1}"), SWITCHES[1]], [_num(0)]), ([parse("+-1*")], [_num(-2)])):
        assert _switch_options(left, right) is None
        assert canonical(left, right) is _general(list(left), list(right), 0, 0, False)


_dyadics = st.builds(lambda a, e: Fraction(a, 2**e), st.integers(-24, 24), st.integers(0, 4))


def _option(kind: int, x: Fraction, y: Fraction) -> Game:
    if kind == 0:
        return _num(x)
    if kind == 1:
        return _star(x)
    return _switch(max(x, y), min(x, y)) if x != y else _num(x)


_options = st.lists(st.builds(_option, st.integers(0, 2), _dyadics, _dyadics), max_size=4)


@settings(max_examples=400, deadline=None)
@given(_options, _options)
def test_larger_switch_forms_get_the_general_canonical_form(left, right) -> None:
    """Up to four options a side, numbers with denominators to 16 and repeats: the general path's answer."""
    fast = _switch_options(list(left), list(right))
    slow = _general(list(left), list(right), 0, 0, False)
    assert fast is slow, ([str(g) for g in left], [str(g) for g in right], str(fast), str(slow))
    assert canonical(left, right) is slow


OTHERS = [parse(t) for t in ("^", "{2|*}", "{1|0,*}", "+-1*", "*2", "{2|0||-1}", "{0|-1/2*}")]


def test_other_options_dominated_by_a_number_by_the_stops_are_dropped() -> None:
    """Every form with at most two options a side from 10 games of POOL and 7 of other kinds: when the
    fast path answers (every other option is below a number option on its side, by the stops), the
    answer is the general path's and the textbook form; when it does not, canonical() still is."""
    pool = NUMBERS[::2] + NUMBERS[-1:] + STARS[:2] + SWITCHES[:4] + OTHERS
    sides = _sides(pool, 2)
    wrong = []
    dropped = 0
    for left in sides:
        for right in sides:
            fast = _switch_options(left, right)
            others = [g for g in left + right if g in OTHERS]
            if fast is None:
                if not others:
                    wrong.append(("no answer", left, right))
                continue
            if others:
                dropped += 1
            if fast is not _general(list(left), list(right), 0, 0, False):
                wrong.append(("general", left, right))
            elif others and expanded(fast) != reference_canonical(left, right):
                wrong.append(("textbook", left, right))
    assert not wrong, [(w[0], [str(g) for g in w[1]], [str(g) for g in w[2]]) for w in wrong[:5]]
    assert dropped > 500


def test_the_snort_star_6_forms() -> None:
    """Snort on a star of 6 vertices: the forms with a switch to ``*`` below a number."""
    n = _num
    two_star, four_star = parse("{2|*}"), parse("{4|*}")
    for left, right, text in (([n(3), two_star], [n(0)], "{3|0}"), ([n(5), four_star], [n(0)], "{5|0}")):
        got = _switch_options(left, right)
        assert got is not None and str(got) == text
        assert got is _general(list(left), list(right), 0, 0, False)
