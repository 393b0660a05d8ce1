"""Transfinite nimbers *α: CGSuite's spellings read and printed, nim-sums, comparisons, bad input refused."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgtalg
from cgtalg import STAR, UP, Relation, nimber, parse
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.impartial.transfinite_nimber import TransfiniteNimber, parse_transfinite_nimber
from cgtalg.transfinite import OMEGA, GeneralizedOrdinal, omega_power

FAST = settings(max_examples=80, deadline=None)


# -- published values ----------------------------------------------------------------------

# CGSuite, lib/core/src/test/scala/org/cgsuite/lang/EvalTest.scala ("Nim operator" rows).
CGSUITE_EVALTEST_ROWS = [
    ("*(omega*omega)", "*ω^2"),
    ("*(omega+5)", "*(ω+5)"),
    ("*(omega*5)", "*(ω×5)"),
]


@pytest.mark.parametrize("text, printed", CGSUITE_EVALTEST_ROWS)
def test_cgsuite_evaltest_rows(text, printed):
    x = parse(text)
    assert isinstance(x, TransfiniteNimber)
    assert str(x) == printed
    assert parse(printed) == x


def test_cgsuite_refuses_a_non_ordinal_nim_value():
    # EvalTest.scala: "*(omega-1)" -> "Nim value is not an ordinal: ω-1".
    with pytest.raises(cgtalg.ParseError, match="Nim value is not an ordinal: ω-1"):
        parse("*(omega-1)")
    with pytest.raises(InputValueError, match="Nim value is not an ordinal"):
        TransfiniteNimber(OMEGA - 1)


def test_cgsuite_conway_product_row():
    # GameTest.scala, game.TransfiniteNimber: "(*omega) ConwayProduct *(omega^2)" -> "*2".
    assert parse("*omega") * parse("*(omega^2)") == nimber(2)


def test_sums_with_finite_nimbers_and_cancellation():
    w = parse("*omega")
    assert parse("*omega + *3") == TransfiniteNimber(OMEGA + 3) == w + nimber(3) == nimber(3) + w
    assert str(parse("*omega + *3")) == "*(ω+3)"
    assert parse("*ω + *ω") == nimber(0) and parse("*ω - *ω + *5") == nimber(5)
    assert w + STAR == TransfiniteNimber(OMEGA + 1) and STAR - w == w + STAR and -w is w
    assert parse("*(omega*3 + 5) + *(omega + 6)") == TransfiniteNimber(OMEGA * 2 + 3)


def test_comparison_is_equal_or_confused():
    w, w1 = parse("*omega"), parse("*(omega+1)")
    assert w.relation(w) is Relation.EQUAL and w.relation(w1) is Relation.CONFUSED
    assert w.relation(nimber(4)) is Relation.CONFUSED and str(w.outcome) == "N"
    assert w != w1 and w != nimber(0) and w != 0


def test_pickle_and_repr_round_trip():
    x = parse("*ω^(ω+1)")
    assert pickle.loads(pickle.dumps(x)) == x
    assert eval(repr(x), {"parse": parse}) == x
    assert str(x) == "*ω^(ω+1)"


# -- a reference nim-sum, from the rules ---------------------------------------------------

def reference_nim_sum(*values: GeneralizedOrdinal) -> dict[GeneralizedOrdinal, int]:
    """Each term ω^β·n is the distinct 2-powers 2^(ω·β+i) of n's bits; equal 2-powers cancel in pairs."""
    bits: set[tuple[GeneralizedOrdinal, int]] = set()
    for v in values:
        for exponent, n in v.terms:
            for i in range(n.bit_length()):
                if n >> i & 1:
                    bits ^= {(exponent, i)}
    out: dict[GeneralizedOrdinal, int] = {}
    for exponent, i in bits:
        out[exponent] = out.get(exponent, 0) + (1 << i)
    return out


def terms_of(x: object) -> dict[GeneralizedOrdinal, int]:
    value = x.nim_value if isinstance(x, TransfiniteNimber) else GeneralizedOrdinal(x.nim_value)
    return dict(value.terms)


exponents = st.builds(lambda a, b: omega_power(1) * b + a, st.integers(0, 4), st.integers(0, 2))
ordinals = st.lists(st.tuples(exponents, st.integers(1, 40)), min_size=1, max_size=4).map(
    lambda ts: sum((omega_power(e) * c for e, c in ts), GeneralizedOrdinal(0)))
infinite_ordinals = st.tuples(ordinals, st.integers(1, 3)).map(lambda t: t[0] + OMEGA * t[1])
nimbers = st.one_of(infinite_ordinals.map(TransfiniteNimber), st.integers(0, 40).map(nimber))


@FAST
@given(nimbers, nimbers, nimbers)
def test_nim_sum_is_an_abelian_group_of_exponent_two(x, y, z):
    assert (x + y) + z == x + (y + z)
    assert x + y == y + x
    assert x + nimber(0) == x and x + x == nimber(0) and x - y == x + y


@FAST
@given(nimbers, nimbers)
def test_nim_sum_agrees_with_the_reference(x, y):
    as_ordinal = [v.nim_value if isinstance(v, TransfiniteNimber) else GeneralizedOrdinal(v.nim_value)
                  for v in (x, y)]
    assert terms_of(x + y) == reference_nim_sum(*as_ordinal)
    assert (x.relation(y) if isinstance(x, TransfiniteNimber) else y.relation(x) if isinstance(
        y, TransfiniteNimber) else None) in (None, Relation.EQUAL if x == y else Relation.CONFUSED)


@FAST
@given(infinite_ordinals.map(TransfiniteNimber))
def test_print_and_parse_round_trip(x):
    assert parse(str(x)) == x
    assert parse(repr(x)[7:-2]) == x  # the ASCII spelling, *(omega*2+1)
    assert parse(f"{x} + *7 + {x}") == nimber(7)


# -- bad input ------------------------------------------------------------------------------

@pytest.mark.parametrize("text, message", [
    ("*(-omega)", "not an ordinal"),
    ("*(1/omega)", "not an ordinal"),
    ("*omega^omega^omega", "below ω"),
    ("*omega^omega^6541", "past"),
    ("^ + *omega", "not a nimber"),
    ("*omega + 3", "not a nimber"),
    ("*omega + ^", "not a nimber"),
    ("*omega*5", "parentheses"),
    ("*(omega+", "expected"),
    ("*omega + *", "expected"),
])
def test_bad_text_is_refused_by_name(text, message):
    with pytest.raises(cgtalg.ParseError, match=message):
        parse(text)


def test_bad_values_are_refused_by_name():
    w = parse("*omega")
    with pytest.raises(InputValueError, match="finite"):
        TransfiniteNimber(GeneralizedOrdinal(3))
    with pytest.raises(InputTypeError):
        TransfiniteNimber(3)
    with pytest.raises(InputValueError, match="past"):
        TransfiniteNimber(omega_power(omega_power(6541)))
    assert str(TransfiniteNimber(omega_power(omega_power(13)))) == "*ω^ω^13"  # κ_47, inside the range
    with pytest.raises(InputValueError, match="adds only to nimbers"):
        w + UP
    with pytest.raises(InputValueError, match="adds only to nimbers"):
        UP + w
    with pytest.raises(InputValueError, match="adds only to nimbers"):
        w.relation(UP)
    with pytest.raises(TypeError):
        w + "*1"
    with pytest.raises(InputTypeError):
        parse_transfinite_nimber(5)
    with pytest.raises(cgtalg.ParseError, match="transfinite nimber, not a short game"):
        cgtalg.Game("*omega")
