"""The Fractions of new numbers, made by filling Fraction's two slots (``_capi.coprime_fraction``).

The store makes the number part of every new symbolic value with
``_capi.coprime_fraction`` (in the compiled core a C function that writes the
two slots at the offsets ``fraction_slots`` read from Fraction's member
descriptors). Each Fraction must be indistinguishable from ``Fraction(a, d)``:
same type, value, hash, text, parts and arithmetic.
"""

from __future__ import annotations

import pickle
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg.core import _capi, dyadic
from cgtalg.core.store import symbolic_dyadic


def _same(f: Fraction, a: int, d: int) -> None:
    ref = Fraction(a, d)
    assert type(f) is Fraction
    assert f == ref and hash(f) == hash(ref)
    assert (f.numerator, f.denominator) == (a, d)
    assert type(f.numerator) is int and type(f.denominator) is int
    assert str(f) == str(ref) and repr(f) == repr(ref)
    assert f + 1 == ref + 1 and f * 3 == ref * 3 and -f == -ref
    assert (f < ref + Fraction(1, 2 * d)) and not (f < ref)
    assert pickle.loads(pickle.dumps(f)) == ref


@settings(max_examples=300, deadline=None)
@given(st.integers(-(2**80), 2**80), st.integers(0, 90))
def test_the_number_part_of_a_new_value_is_the_fraction(a: int, e: int) -> None:
    if e > 0:
        a |= 1  # the normal form: odd numerator unless the denominator is 1
    g = symbolic_dyadic(a, e, 0, 0)
    x = g.as_fraction()
    _same(x, a, 2**e)
    assert g.number_up_star == (x, 0, 0)
    assert g.number_up_star[0] is x  # one Fraction per value
    assert symbolic_dyadic(a, e, 3, 1).number_up_star[0] == x


def test_the_pure_functions_fill_the_slots() -> None:
    assert _capi.fraction_slots(Fraction)
    for a, d in ((-3, 4), (0, 1), (5, 1), (2**70 + 1, 2**65), (-(2**100) - 1, 2)):
        _same(_capi.coprime_fraction(a, d), a, d)


def test_fraction_slots_refuses_what_it_cannot_fill() -> None:
    class Plain:
        pass

    with pytest.raises(TypeError, match="takes a class"):
        _capi.fraction_slots(Fraction(1, 2))  # type: ignore[arg-type]
    assert _capi.fraction_slots(Plain) is False
    assert _capi.fraction_slots(Fraction)  # put back for the store's later calls


def test_the_store_uses_the_fast_fractions_on_this_python() -> None:
    # Checked at import by _fast_fractions_work, which falls back to Fraction(a, d) (correct, slower).
    assert dyadic.fast_fractions_in_use()
    assert dyadic.dyadic_fraction(-12, 3) == Fraction(-3, 2)
    _same(dyadic.dyadic_fraction(-3, 1), -3, 2)
