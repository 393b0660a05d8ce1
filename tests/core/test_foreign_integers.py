"""Integers of other libraries (NumPy's scalars of every width) are read as exact Python ints.

Every constructor and operator that takes an integer converts it with
``operator.index`` at the boundary (:func:`cgtalg.errors.as_integer`), so
the interned game never holds a fixed-width scalar: arithmetic later done on
the same value, with plain ints, cannot wrap around or raise NumPy's
OverflowError.
"""

from __future__ import annotations

import gc
from fractions import Fraction

import pytest

from cgtalg import Game, InputTypeError, integer, miny, nimber, number, ordinal_sum, outcome, parse, switch, tiny, up
from cgtalg.core.coerce import coerce_operand, coerce_option
from cgtalg.errors import as_integer

np = pytest.importorskip("numpy")

SIGNED = (np.int8, np.int16, np.int32, np.int64)
UNSIGNED = (np.uint8, np.uint16, np.uint32, np.uint64)


def _held_numerators(g: Game) -> list[type]:
    """The types of the integers a number game keeps (its Fraction's parts)."""
    x = g.as_fraction()
    return [type(x.numerator), type(x.denominator)]


@pytest.mark.parametrize("width", SIGNED + UNSIGNED)
def test_every_width_becomes_an_exact_int(width: type) -> None:
    top = int(np.iinfo(width).max)
    for g in (number(width(top)), integer(width(top)), Game([width(top)], []), coerce_operand(width(top)),
              coerce_option(width(top))):
        assert g is integer(top) or g is integer(top + 1)
    assert number(width(top)) is integer(top)
    assert _held_numerators(number(width(top))) == [int, int]
    assert nimber(width(3)) is nimber(3)
    assert up(width(3)) is up(3)
    assert integer(width(5)) * width(3) is integer(15)
    assert width(3) * integer(5) is integer(15)
    assert (integer(1) + width(2)) is integer(3)
    assert (width(2) - integer(1)) is integer(1)


def test_a_kept_numpy_value_does_not_make_later_sums_wrap() -> None:
    # The value 2**62 built from an int64 is the interned game that plain-int
    # parsing finds again; its sum with itself is 2**63, not a wrapped negative.
    kept = number(np.int64(2**62))
    p = parse("4611686018427387904 + 4611686018427387904")
    assert p == 2**63
    assert p > 0
    assert str(outcome(p)) == "L"
    assert kept + kept is integer(2**63)
    del kept
    gc.collect()


def test_small_unsigned_values_leave_no_fixed_width_behind() -> None:
    kept = [number(np.uint8(200)), number(np.uint8(255))]
    assert number(200) + 100 is integer(300)
    assert str(kept[1]) == "255"
    assert str(number(np.uint8(255)) + number(np.uint8(255))) == "510"
    assert kept[0] - 201 is integer(-1)


def test_constructors_of_games_read_numpy_integers() -> None:
    assert switch(np.int32(2)) is switch(2)
    assert tiny(np.int16(1)) is tiny(1)
    assert miny(np.uint16(2)) is miny(2)
    assert ordinal_sum(np.int64(1), np.int64(1)) is ordinal_sum(1, 1)
    assert number(Fraction(np.int64(3), np.int64(4))) is number(Fraction(3, 4))
    assert _held_numerators(number(Fraction(np.int64(3), np.int64(4)))) == [int, int]


def test_bools_and_floats_stay_refused() -> None:
    for bad in (np.True_, np.float64(2.0), True):
        with pytest.raises(InputTypeError):
            integer(bad)
        with pytest.raises(InputTypeError):
            nimber(bad)
        with pytest.raises(InputTypeError):
            number(bad)
        with pytest.raises(InputTypeError):
            Game([bad], [])
        assert coerce_operand(bad) is None
    assert as_integer(np.True_) is None
    assert as_integer(np.float64(3.0)) is None
    with pytest.raises(TypeError):
        integer(1) * np.float64(2.0)


def test_an_int_subclass_is_read_by_its_value() -> None:
    class Odd(int):
        def __int__(self) -> int:  # a lying conversion must not be used
            return 99

    assert as_integer(Odd(4)) == 4
    assert type(as_integer(Odd(4))) is int
    assert integer(Odd(4)) is integer(4)
    assert number(Odd(4)) is integer(4)


def test_temperatures_orders_and_hooks_read_numpy_integers() -> None:
    from cgtalg.analysis import cool, temperature, thermograph
    from cgtalg.impartial import grundy
    from cgtalg.notation.uptimal import up_nth
    from cgtalg.engine.position import ImpartialPosition

    g = switch(3)
    assert cool(g, np.int64(1)) is cool(g, 1)
    assert thermograph(g).at(np.int8(1)) == thermograph(g).at(1)
    assert temperature(g) == 3
    assert up_nth(np.uint8(3)) is up_nth(3)

    class Told(ImpartialPosition):
        def options(self):  # type: ignore[no-untyped-def]
            return []

        def key(self) -> int:
            return 0

        def known_grundy(self):  # type: ignore[no-untyped-def]
            return np.int64(5)

    assert grundy(Told()) == 5
    assert type(grundy(Told())) is int
