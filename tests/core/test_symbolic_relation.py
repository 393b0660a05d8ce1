"""The store's one-call relation of two symbolic values, against the general route.

:func:`cgtalg.core.symbolic.symbolic_relation` answers what the pair
``symbolic_le(g, h)``, ``symbolic_le(h, g)`` answers, in one call; in the
compiled core on machine integers when every part is below ``2**30`` (and the
exponents differ by at most 32). :func:`cgtalg.compare` calls it for two
symbolic games. References here: the pair of :func:`symbolic_le` answers, the
formula on Fractions (Siegel II.4) and, for small values (numbers 0, +-1/2,
+-1, at most two ups or downs, nimbers up to *2), the textbook order on
expanded game trees (``tests/core/reference.py``).
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import Relation, compare
from cgtalg.accelerated import ACCELERATED
from cgtalg.core import _capi
from cgtalg.core.store import symbolic
from cgtalg.core.symbolic import symbolic_le, symbolic_relation
from cgtalg.errors import InputTypeError

from .reference import from_game, r_le, r_symbolic_le

B = 2**30
CODES = {0: Relation.LESS, 1: Relation.EQUAL, 2: Relation.GREATER, 3: Relation.CONFUSED}
PAIR = {(True, True): 1, (True, False): 0, (False, True): 2, (False, False): 3}





def _check(p: tuple[Fraction, int, int], q: tuple[Fraction, int, int]) -> None:
    g, h = symbolic(*p), symbolic(*q)
    expected = PAIR[r_symbolic_le(p, q), r_symbolic_le(q, p)]
    assert PAIR[symbolic_le(g, h), symbolic_le(h, g)] == expected, (p, q)
    assert symbolic_relation(g, h) == expected, (p, q)
    assert compare(g, h) is CODES[expected], (p, q)


#: Numerators, ups and nimbers on both sides of the bound of _capi.small.
EDGES = [0, 1, -1, 2, -2, 3, B - 1, -(B - 1), B, -B, B + 1, -(B + 1), 2**62, -(2**62)]


def test_every_pair_of_small_parts_and_the_bounds(c_ints: bool) -> None:
    numbers = sorted({Fraction(a, 2**e) for a in EDGES for e in (0, 1, 2, 31, 32, 33, 60)})
    ups = [0, 1, -1, 2, -2, 3, B - 1, -(B - 1), B, -B, B + 1]
    nims = [0, 1, 2, 3, B - 1, B, B + 1]
    # Every pair of (ups, nimber) at a few numbers, equal and different: the ups/nimber rule in full.
    parts = list(itertools.product(ups, nims))
    for x in (Fraction(0), Fraction(B - 1, 2**31), Fraction(-(B + 1)), Fraction(2**62 + 1, 2)):
        for (n, k), (m, j) in itertools.product(parts, parts):
            _check((x, n, k), (x, m, j))
    # Every pair of numbers, with a few ups and nimbers: the number rule, shifts up to 60 bits apart.
    for x, y in itertools.product(numbers, numbers):
        for (n, k), (m, j) in [((0, 0), (0, 0)), ((1, 1), (0, 0)), ((B, 0), (-B, 3)), ((0, 1), (2, B + 1))]:
            _check((x, n, k), (y, m, j))


def test_small_values_against_the_game_trees(c_ints: bool) -> None:
    values = [(Fraction(a, 2**e), n, k) for a, e in [(0, 0), (1, 0), (-1, 0), (1, 1), (-1, 1)]
              for n in (-2, -1, 0, 1, 2) for k in (0, 1, 2)]
    trees = {v: from_game(symbolic(*v)) for v in values}
    for p, q in itertools.product(values, values):
        le, ge = r_le(trees[p], trees[q]), r_le(trees[q], trees[p])
        assert symbolic_relation(symbolic(*p), symbolic(*q)) == PAIR[le, ge], (p, q)
        assert compare(symbolic(*p), symbolic(*q)) is CODES[PAIR[le, ge]], (p, q)


edge_int = st.one_of(st.integers(-40, 40), st.sampled_from(EDGES), st.integers(-(2**31), 2**31),
                     st.integers(-(2**70), 2**70))
exponent = st.one_of(st.sampled_from([0, 1, 2, 31, 32, 33, 34, 60, 65]), st.integers(0, 70))
nimber = st.one_of(st.integers(0, 40), st.sampled_from([B - 1, B, B + 1, 2**40]), st.integers(0, 2**31))


@settings(max_examples=400, deadline=None)
@given(a=edge_int, e=exponent, n=edge_int, k=nimber, b=edge_int, f=exponent, m=edge_int, j=nimber,
       same=st.integers(0, 3))
def test_random_pairs(a: int, e: int, n: int, k: int, b: int, f: int, m: int, j: int, same: int) -> None:
    for on in sorted({bool(_capi.C_INTS), not ACCELERATED}):
        old = _capi.C_INTS
        _capi.C_INTS = on  # pure Python: both paths; compiled: a Python attribute the C code does not read
        try:
            x, y = Fraction(a, 2**e), Fraction(b, 2**f)
            if same == 0:
                y = x  # equal number parts: the ups and nimbers decide
            elif same == 1:
                y, m = x, n + (1 if m % 2 else -1)  # ups one apart: the ^* / v* case
            _check((x, n, k), (y, m, j))
        finally:
            _capi.C_INTS = old


def test_none_is_refused(c_ints: bool) -> None:
    g = symbolic(Fraction(1, 2), 1, 1)
    for call in (lambda: symbolic_relation(g, None), lambda: symbolic_relation(None, g)):  # type: ignore[arg-type]
        with pytest.raises(InputTypeError):
            call()
