"""canonical()'s fast path for ``{x + u | Z}`` with one up-type option against numbers.

:func:`cgtalg.core.canonical._up_switch` settles the form from the number
parts and ``u = n.^ + *k`` alone (the proof is its docstring). It is checked
against the library's general path ``_general`` without its shortcut and
against the textbook canonical form of ``tests/core/reference.py``, on every
small form exhaustively; the facts the proof uses (the sign of ``u``, the
stops of the options of ``x + u``) are checked against ``le`` and the stops.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

from cgtalg.core import canonical as canonical_module
from cgtalg.core.order import le
from cgtalg.core.store import Game, symbolic

from .test_canonical import expanded, reference_canonical

canonical = canonical_module.canonical
_general = canonical_module._general
_up_switch = canonical_module._up_switch

XS = [Fraction(-1), Fraction(-1, 4), Fraction(0), Fraction(1, 2), Fraction(3, 4), Fraction(2)]
NUMBERS = [symbolic(x, 0, 0) for x in XS]
UPS = [symbolic(x, n, k) for x in (Fraction(-1, 4), Fraction(0), Fraction(1, 2))
       for n in (-3, -2, -1, 1, 2, 3) for k in (0, 1, 2, 3)]


def _sides(pool, most):
    out = [[]]
    for size in range(1, most + 1):
        out.extend(list(c) for c in itertools.combinations(pool, size))
    return out


def test_the_sign_of_u_is_le() -> None:
    zero = symbolic(Fraction(0), 0, 0)
    for n in range(-4, 5):
        if n == 0:
            continue
        for k in range(5):
            u = symbolic(Fraction(0), n, k)
            assert le(zero, u) == (n >= 2 or (n == 1 and k != 1)), (n, k)
            assert le(u, zero) == (n <= -2 or (n == -1 and k != 1)), (n, k)


def test_the_options_of_an_up_type_value_have_its_number_part_as_both_stops() -> None:
    for a in UPS:
        for o in tuple(a.left_options) + tuple(a.right_options):
            assert o._ls == a._ls and o._rs == a._ls, (str(a), str(o))


def test_every_small_form_is_the_general_path_and_the_textbook_form() -> None:
    """One up-type option (72 of them) against up to two numbers of six, each way round: 3,024 forms."""
    wrong = []
    answered = 0
    for a in UPS:
        for side in _sides(NUMBERS, 2)[1:]:
            for left, right in (([a], side), (side, [a])):
                fast = _up_switch(list(left), list(right))
                slow = _general(list(left), list(right), 0, 0, False)
                if canonical(list(left), list(right)) is not slow:
                    wrong.append(("canonical", left, right))
                if fast is None:
                    x = a._ls
                    ends = [h._ls for h in side]
                    if (min(ends) if left == [a] else max(ends)) != x:
                        wrong.append(("no answer", left, right))
                    continue
                answered += 1
                if fast is not slow:
                    wrong.append(("general", left, right))
                elif abs(a._nus[1]) <= 2 and a._nus[2] <= 2 and expanded(fast) != reference_canonical(left, right):
                    wrong.append(("textbook", left, right))
    assert not wrong, [(w[0], [str(g) for g in w[1]], [str(g) for g in w[2]], ) for w in wrong[:5]]
    assert answered > 2000


def test_the_toads_and_frogs_forms() -> None:
    """The two forms of Toads and Frogs ``TT..FF`` kept from the general path: ``{^ | 0}`` and ``{^ | -1/4}``."""
    up = symbolic(Fraction(0), 1, 0)
    for right, text in (([symbolic(Fraction(0), 0, 0)], "*"), ([symbolic(Fraction(-1, 4), 0, 0)], "{^|-1/4}")):
        got = _up_switch([up], right)
        assert got is not None and str(got) == text
        assert got is _general([up], list(right), 0, 0, False)
        assert expanded(got) == reference_canonical([up], right)


def test_other_forms_are_left_to_the_other_paths() -> None:
    up = symbolic(Fraction(0), 1, 0)
    num: Game = symbolic(Fraction(0), 0, 0)
    star = symbolic(Fraction(0), 0, 1)
    for left, right in (([up], [star]), ([up, num], [num]), ([up], []), ([], [up]), ([up], [up]),
                        ([symbolic(Fraction(0), 2, 0)], [num]), ([num], [symbolic(Fraction(0), -1, 1)])):
        assert _up_switch(left, right) is None
