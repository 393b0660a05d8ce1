"""The notation's helpers refuse bad arguments with the library's errors, and still answer good ones.

``int_to_decimal``, ``decimal_to_int``, ``number_latex``, ``symbolic_string``,
``number_tiny`` and ``display_order`` are public functions of
:mod:`cgtalg.notation`; each checks its arguments at entry (the printers
inside call their unchecked forms on values they built themselves).
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from cgtalg import parse
from cgtalg.errors import InputTypeError, InputValueError, describe
from cgtalg.notation.digits import decimal_to_int, int_to_decimal
from cgtalg.notation.latex import number_latex
from cgtalg.notation.printer import display_order, number_tiny, symbolic_string
from cgtalg.notation.uptimal import up_nth, up_to_nth

NOT_INTS = [None, 1.5, True, "x", [], [[1, [2]], [3]], Fraction(1, 2)]


def repr_id(value: object) -> str:
    return describe(value)


class Index:
    """An integer of another library (anything with ``__index__``)."""

    def __index__(self) -> int:
        return 12


@pytest.mark.parametrize("bad", NOT_INTS)
def test_int_to_decimal_takes_an_int(bad):
    with pytest.raises(InputTypeError, match=f"^int_to_decimal\\(\\) takes an int, not {type(bad).__name__} "):
        int_to_decimal(bad)


def test_int_to_decimal_reads_integers_of_other_libraries():
    assert int_to_decimal(Index()) == "12"
    assert int_to_decimal(-(10 ** 5000)) == "-1" + "0" * 5000


@pytest.mark.parametrize("bad", [None, 1.5, True, 2 ** 100000, -1, [], b"12"], ids=repr_id)
def test_decimal_to_int_takes_a_str(bad):
    with pytest.raises(InputTypeError, match=f"^decimal_to_int\\(\\) takes a str of digits, not {type(bad).__name__} "):
        decimal_to_int(bad)


@pytest.mark.parametrize("bad", ["", "x", "-12", " 12", "1_000", "\u0661\u0662"])  # the last: Arabic-Indic digits
def test_decimal_to_int_takes_ascii_digits_only(bad):
    with pytest.raises(InputValueError, match="^decimal_to_int\\(\\) takes one or more of the digits 0-9, got "):
        decimal_to_int(bad)


def test_decimal_to_int_still_reads_long_digit_strings():
    assert decimal_to_int("0042") == 42
    assert decimal_to_int("9" * 6000) == 10 ** 6000 - 1


@pytest.mark.parametrize("bad", [None, 1.5, True, "1/2", []])
def test_number_latex_takes_a_rational(bad):
    with pytest.raises(InputTypeError, match=f"^number_latex\\(\\) takes an int or a Fraction, got {type(bad).__name__} "):
        number_latex(bad)


def test_number_latex_reads_ints_and_fractions():
    assert number_latex(Index()) == "12"
    assert number_latex(-3) == "-3"
    assert number_latex(Fraction(-3, 4)) == "- \\frac{3}{4}"


def test_symbolic_string_checks_each_part():
    with pytest.raises(InputTypeError, match="^symbolic_string\\(\\) takes a rational number part, got float 0.5$"):
        symbolic_string(0.5, 0, 0)
    with pytest.raises(InputTypeError, match="the number of ups must be an int"):
        symbolic_string(Fraction(0), "x", 0)
    with pytest.raises(InputTypeError, match="the nimber must be an int"):
        symbolic_string(Fraction(0), 0, None)
    with pytest.raises(InputValueError, match="^the nimber must be non-negative, got -1$"):
        symbolic_string(Fraction(0), 0, -1)


def test_symbolic_string_still_spells():
    assert symbolic_string(Fraction(1, 2), 2, 1) == "1/2^^*"
    assert symbolic_string(3, Index(), 0) == "3^12"
    assert symbolic_string(0, 0, 0) == "0"


@pytest.mark.parametrize("bad", [None, 2, "{2||2|0}", []])
def test_number_tiny_takes_a_game(bad):
    with pytest.raises(InputTypeError, match=f"^number_tiny\\(\\) takes a Game, not {type(bad).__name__}$"):
        number_tiny(bad)


def test_number_tiny_still_splits():
    t = number_tiny(parse("{2||2|0}"))
    assert (t.x, t.miny, str(t.subscript)) == (Fraction(2), False, "2")


@pytest.mark.parametrize("bad", [None, 1.5, True, 5, 2 ** 100000], ids=repr_id)
def test_display_order_takes_a_collection(bad):
    with pytest.raises(InputTypeError, match="^display_order\\(\\)'s options must be an iterable"):
        display_order(bad)


def test_display_order_still_sorts():
    assert [str(o) for o in display_order(map(parse, ["{1|0}", "1", "*", "0"]))] == ["0", "*", "1", "{1|0}"]
    assert display_order([]) == []


@pytest.mark.parametrize("unit", [up_nth, up_to_nth])
def test_a_huge_uptimal_order_is_refused_at_once(unit):
    with pytest.raises(InputValueError, match="^the order of an uptimal is at most 10000, got an int of 100001 bits"):
        unit(2 ** 100000)
