"""The symbolic arithmetic on machine integers, at the edges of where it applies.

In the compiled core, :func:`cgtalg.core.symbolic.symbolic_sum`,
:func:`~cgtalg.core.symbolic.symbolic_le` and
:func:`~cgtalg.core.symbolic.symbolic_multiple` compute on C integers when every
part of the operands is below ``2**30`` in absolute value
(:func:`cgtalg.core._capi.small`) and the exponents of the number parts differ
by at most 32; otherwise they take the general path on Python ints. Both must
give the same games. The reference here is the formula on Fractions, through
:func:`~cgtalg.core.store.symbolic` (which builds a value from a Fraction and
never goes through the arithmetic), with operands chosen on both sides of
every bound. In pure Python the machine-integer path is off
(``_capi.C_INTS`` is False); the tests also switch it on there, so that the
same code runs as Python.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import compare
from cgtalg.accelerated import ACCELERATED
from cgtalg.core import _capi
from cgtalg.core import symbolic as symbolic_module
from cgtalg.core.store import symbolic
from cgtalg.core.symbolic import symbolic_le, symbolic_multiple, symbolic_sum

from .reference import r_symbolic_le

B = 2**30
#: Numerators, ups and nimbers on both sides of the bound of _capi.small, and ordinary ones.
EDGE_INTS = [0, 1, -1, 2, 3, -3, 1000, B - 1, -(B - 1), B, -B, B + 1, -(B + 1), 2 * B - 1, 2**62, -(2**62), 2**64 + 1]
#: Exponents of the denominator: equal, 32 apart (the largest difference taken), 33 apart and more.
EXPONENTS = [0, 1, 2, 31, 32, 33, 34, 60, 65]





def _number(a: int, e: int) -> Fraction:
    return Fraction(a, 2**e)


def _check_pair(p: tuple[Fraction, int, int], q: tuple[Fraction, int, int]) -> None:
    g, h = symbolic(*p), symbolic(*q)
    (x, n, k), (y, m, j) = p, q
    assert symbolic_sum(g, h) is symbolic(x + y, n + m, k ^ j), (p, q)
    assert symbolic_sum(h, g) is symbolic(x + y, n + m, k ^ j), (p, q)
    le, ge = r_symbolic_le(p, q), r_symbolic_le(q, p)
    assert symbolic_le(g, h) is le and symbolic_le(h, g) is ge, (p, q)
    assert (g <= h) is le and (g >= h) is ge, (p, q)
    assert compare(g, h).name == {(True, True): "EQUAL", (True, False): "LESS", (False, True): "GREATER",
                                  (False, False): "CONFUSED"}[le, ge], (p, q)


def test_small_is_the_value_below_the_bound_and_not_small_otherwise() -> None:
    for v in EDGE_INTS:
        expected = v if abs(v) < B else _capi.NOT_SMALL
        assert _capi.small(v) == expected, v
    for other in (True, False, 1.0, Fraction(1), None, "1", type("I", (int,), {})(3)):
        assert _capi.small(other) == _capi.NOT_SMALL, other
    assert _capi.NOT_SMALL == 2**62 and abs(_capi.NOT_SMALL) >= B


def test_sums_and_comparisons_at_the_bounds(c_ints: bool) -> None:
    numbers = [_number(a, e) for a, e in itertools.product([0, 1, -1, 3, B - 1, -(B - 1), B + 1, -(B + 1), 2**62 + 1],
                                                           EXPONENTS)]
    parts = [(0, 0), (1, 1), (-1, 0), (B - 1, B - 1), (-B, B), (B, 3), (0, B), (2, B + 1), (-1, 2**40), (B + 1, 0)]
    values = [(x, n, k) for x in numbers for n, k in parts]
    values = values[::5] + values[1::7]
    for p, q in itertools.product(values, values[::3]):
        _check_pair(p, q)


def test_numbers_whose_sum_reaches_the_bound_or_cancels(c_ints: bool) -> None:
    # Equal exponents: the numerators' sum is even and normalised; it may be 0, or reach 2**30 and beyond.
    for a, b, e in [(B - 1, 1, 0), (B - 1, B - 1, 0), (B - 1, 1, 5), (-(B - 1), B - 1, 7), (B - 1, -(B - 3), 29),
                    (3, -3, 32), (B - 1, B - 1, 60), (1, 1, 1), (-1, -1, 1), (5, 3, 3)]:
        for n, m in [(0, 0), (B - 1, B - 1), (-(B - 1), B - 1), (B - 1, -(B - 2))]:
            _check_pair((_number(a, e), n, 0), (_number(b, e), m, 1))
    # Exponents 32 apart: the shifted numerator nearly fills 62 bits.
    for a, b in [(B - 1, B - 1), (-(B - 1), B - 1), (1, -(B - 1)), (B - 1, 1)]:
        for e, f in [(32, 0), (0, 32), (33, 0), (0, 33), (40, 8), (8, 40), (41, 8)]:
            _check_pair((_number(a, e), 0, 0), (_number(b, f), 0, 0))
            _check_pair((_number(a, e), 1, 1), (_number(b, f), 2, 0))


def test_multiples_at_the_bounds(c_ints: bool) -> None:
    ks = [0, 1, -1, 2, -2, 3, 7, -8, 1024, B - 1, -(B - 1), B, -B, B + 1, 2**40]
    values = [(_number(a, e), n, j) for a, e in [(0, 0), (1, 0), (-1, 3), (B - 1, 0), (-(B - 1), 29), (B + 1, 2),
                                                  (3, 32), (2**62 + 1, 1)]
              for n, j in [(0, 0), (1, 1), (-(B - 1), 5), (B, 2), (3, B), (0, B + 1), (-2, 2**40)]]
    for (x, n, j), k in itertools.product(values, ks):
        g = symbolic(x, n, j)
        expected = symbolic(k * x, k * n, j if k % 2 else 0)
        assert symbolic_multiple(k, g) is expected and k * g is expected and g * k is expected, (x, n, j, k)


def test_bad_operands_still_raise(c_ints: bool) -> None:
    from cgtalg.errors import InputTypeError

    g = symbolic(Fraction(1, 2), 1, 1)
    for call in (lambda: symbolic_sum(g, None), lambda: symbolic_le(None, g),  # type: ignore[arg-type]
                 lambda: symbolic_multiple(3, None)):  # type: ignore[arg-type]
        with pytest.raises(InputTypeError):
            call()
    # A bool multiplier is not an int to the machine-integer path: the general path answers as before.
    assert symbolic_multiple(True, g) is g and symbolic_multiple(False, g) is symbolic(Fraction(0), 0, 0)


edge_int = st.one_of(st.integers(-40, 40), st.sampled_from(EDGE_INTS),
                     st.integers(-(2**31), 2**31), st.integers(-(2**70), 2**70))
exponent = st.one_of(st.sampled_from(EXPONENTS), st.integers(0, 70))
nimber = st.one_of(st.integers(0, 40), st.sampled_from([B - 1, B, B + 1, 2**40]), st.integers(0, 2**31))


@settings(max_examples=300, deadline=None)
@given(a=edge_int, e=exponent, n=edge_int, k=nimber, b=edge_int, f=exponent, m=edge_int, j=nimber,
       c=st.one_of(st.integers(-9, 9), st.sampled_from([B - 1, B, -B, B + 1])))
def test_random_operands_against_the_fraction_formulas(a: int, e: int, n: int, k: int, b: int, f: int, m: int,
                                                       j: int, c: int) -> None:
    for on in sorted({bool(_capi.C_INTS), not ACCELERATED}):
        old = _capi.C_INTS
        _capi.C_INTS = on  # pure Python: both paths; compiled: a Python attribute the C code does not read
        try:
            p, q = (_number(a, e), n, k), (_number(b, f), m, j)
            _check_pair(p, q)
            x, n_, k_ = p
            assert symbolic_multiple(c, symbolic(*p)) is symbolic(c * x, c * n_, k_ if c % 2 else 0)
        finally:
            _capi.C_INTS = old


def test_the_compiled_core_takes_the_machine_integer_path() -> None:
    # The arithmetic reads _capi.C_INTS: a C constant (1) when compiled, the module's False in pure Python.
    assert symbolic_module._capi is _capi or ACCELERATED
    if not ACCELERATED:
        assert _capi.C_INTS is False
