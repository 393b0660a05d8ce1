"""The parser on hostile and unusual input: deep nesting, long text, non-ASCII digits, multiples."""

from __future__ import annotations

import pickle
import sys
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg import DOWN, STAR, UP, ZERO, Game, ParseError, integer, nimber, number, parse, switch, up
from cgtalg.errors import InputError, InputTypeError, InputValueError
from cgtalg.testing import games

MEGABYTE = 1 << 20


def test_parse_error_is_the_librarys_input_value_error() -> None:
    assert issubclass(ParseError, InputValueError)
    with pytest.raises(InputError):
        parse("{1|")
    with pytest.raises(InputTypeError):
        parse(b"1")  # type: ignore[arg-type]


def test_parse_error_pickles() -> None:
    with pytest.raises(ParseError) as info:
        parse("{1|2")
    copy = pickle.loads(pickle.dumps(info.value))
    assert (copy.message, copy.text, copy.position) == (info.value.message, "{1|2", 0)
    assert str(copy) == str(info.value)


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("(" * MEGABYTE, "expected ')'"),
        ("{" * MEGABYTE, "never closed"),
        ("(" * MEGABYTE + "1" + ")" * (MEGABYTE - 1), "expected ')'"),
        ("{0|" * 100_000, "never closed"),
    ],
)
def test_deeply_nested_bad_input_is_a_parse_error(text: str, fragment: str) -> None:
    limit = sys.getrecursionlimit()
    with pytest.raises(ParseError) as info:
        parse(text)
    assert fragment in info.value.message
    assert len(str(info.value)) < 300  # a window of the text, not all of it
    assert sys.getrecursionlimit() == limit


def test_deeply_nested_good_input_is_read() -> None:
    k = 200_000
    assert parse("(" * k + "^" + ")" * k) is UP
    assert parse("-" * k + "1") is integer(1)
    assert parse("-" * (k + 1) + "^") is DOWN
    assert parse("+-" * 3 + "1") is switch(switch(switch(1)))
    assert parse("{0|" * 3000 + "-1" + "}" * 3000) is _nested(3000)


def _nested(k: int) -> Game:
    g = integer(-1)
    for _ in range(k):
        g = Game([0], [g])
    return g


def test_errors_in_long_text_show_a_window_around_the_position() -> None:
    text = "1 + " * 50_000 + "x + 1" + " + 1" * 50_000
    with pytest.raises(ParseError) as info:
        parse(text)
    e = info.value
    assert e.position == 200_000 and e.text is text
    lines = str(e).splitlines()
    assert lines[0].startswith("unexpected 'x'") and lines[0].endswith("at position 200000:")
    shown, caret = lines[1], lines[2]
    assert shown.startswith("  ...") and shown.endswith("...") and len(shown) < 100
    assert shown[caret.index("^")] == "x"  # the caret points at the culprit


def test_short_text_is_shown_whole() -> None:
    with pytest.raises(ParseError) as info:
        parse("{1|*} + x")
    assert str(info.value).splitlines()[1:] == ["  {1|*} + x", "          ^"]


@pytest.mark.parametrize(
    "text, char, position",
    [
        ("²", "²", 0), ("1²", "²", 1), ("*²", "²", 1), ("^²", "²", 1), ("1/²", "²", 2),
        ("٣", "٣", 0), ("{0|١}", "١", 3), ("1 + ३", "३", 4), ("½", "½", 0), ("３", "３", 0),
    ],
)
def test_only_ascii_digits_are_digits(text: str, char: str, position: int) -> None:
    with pytest.raises(ParseError) as info:
        parse(text)
    assert info.value.position == position
    assert repr(char) in info.value.message and "ASCII digits" in info.value.message


# -- integer multiples -------------------------------------------------------------


@pytest.mark.parametrize(
    "text, value",
    [
        ("3 * ^", up(3)), ("-3 * ^", up(-3)), ("- 3 * ^", up(-3)), ("0 * {1|0}", ZERO),
        ("2 * 3", integer(6)), ("2*3", integer(2) + nimber(3)), ("2 * *3", ZERO),
        ("1 + 3 * ^ + *", integer(1) + up(3) + STAR), ("2 * 3 * ^", up(6)),
        ("2 * (^ + *)", up(2)), ("3 * {1|0}", 3 * Game([1], [0])), ("{3 * ^ | 0}", Game([up(3)], [0])),
        ("-(2 * ^)", up(-2)), ("2 * -^", up(-2)), ("2 * +-1", 2 * switch(1)),
        ("3\t*\n^", up(3)), ("10000000000000000000000 * *", ZERO),
        ("2 * 1/2", integer(1)), ("2 * 1/2^", integer(1) + up(2)),
    ],
)
def test_integer_multiples(text: str, value: Game) -> None:
    assert parse(text) is value


@pytest.mark.parametrize("text", ["3 *2", "1/2 * ^", "^ * 3", "3^ * ^", "3 * ", "3 * | 0", "(3) * ^", "{3 * | 0}"])
def test_malformed_multiples_are_refused(text: str) -> None:
    with pytest.raises(ParseError):
        parse(text)


def test_spacing_message_explains_the_two_meanings_of_star() -> None:
    with pytest.raises(ParseError, match=r"n \* G.*spaces on both sides.*2\*3"):
        parse("3 *2")


@settings(max_examples=100, deadline=None)
@given(st.integers(-6, 6), games(max_birthday=2))
def test_multiple_in_text_is_the_python_multiple(k: int, g: Game) -> None:
    assert parse(f"{k} * ({g})") is k * g
    assert parse(f"{k} * {g}") is k * g if not str(g).startswith("-") else True


@settings(max_examples=100, deadline=None)
@given(games(max_birthday=3), games(max_birthday=3))
def test_sums_and_differences_of_printed_games(g: Game, h: Game) -> None:
    assert parse(f"{g} + {h}") is g + h
    assert parse(f"({g}) - ({h})") is g - h
    assert parse(f"-({g})") is -g


def test_the_grammar_still_reads_every_printed_form() -> None:
    for x in (Fraction(-5, 8), Fraction(3), Fraction(0)):
        for n in (-3, -1, 0, 2, 5):
            for k in (0, 1, 4):
                g = number(x) + up(n) + nimber(k)
                assert parse(str(g)) is g
