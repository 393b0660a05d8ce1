"""Uptimals of large order or with large nimbers: closed forms where the theory gives them, refusals by name."""

from __future__ import annotations

import subprocess
import sys
from fractions import Fraction

import pytest

from cgtalg import Game, ParseError, nimber, number, parse, up
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.notation.uptimal import (ORDER_LIMIT, SUM_WORK_LIMIT, UNIT_NIMBER_LIMIT, UptimalParts, up_nth, up_to_nth, uptimal_expansion,
                                     uptimal_parts, uptimal_unit)
from tests.notation.test_uptimal import slow_up_nth, slow_up_to_nth


def bounded(code: str, timeout: float = 120) -> str:
    """Run *code* in a fresh interpreter and return its output; a hang fails the test at *timeout* seconds."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@pytest.mark.parametrize("n", range(1, 7))
@pytest.mark.parametrize("k", [0, 1, 2, 3, 8, 9])
def test_units_with_a_nimber_agree_with_the_general_sums(n: int, k: int) -> None:
    # the reference: ordinal sums for the units, then the general engine's sum with *k
    assert uptimal_unit(n, k) is slow_up_nth(n) + nimber(k)
    assert uptimal_unit(n, k, sum=True) is slow_up_to_nth(n) + nimber(k)


@pytest.mark.parametrize("n", range(2, 7))
def test_the_canonical_forms_are_what_game_makes_of_them(n: int) -> None:
    # the builders intern forms as canonical: Game() simplifies the same options to the same object
    for g in (up_nth(n), up_to_nth(n), uptimal_unit(n, 1, sum=True), uptimal_unit(n, 5), uptimal_unit(n, 4, sum=True)):
        assert Game(list(g.left_options), list(g.right_options)) is g


@pytest.mark.parametrize("text, n, is_sum, k, x, sign", [
    ("^<2>*64", 2, False, 64, 0, 1), ("^<4>*40", 4, False, 40, 0, 1), ("-1/2v[3]*2", 3, True, 2, Fraction(-1, 2), -1),
    ("3^<5>", 5, False, 0, 3, 1), ("v<7>*1000", 7, False, 1000, 0, -1),
])
def test_a_unit_with_a_large_nimber_is_read_from_its_closed_form(text, n, is_sum, k, x, sign) -> None:
    g = parse(text)
    assert uptimal_parts(g) == UptimalParts(Fraction(x), sign, n, is_sum, k)
    assert str(g) == text
    unit = up_to_nth(n) if is_sum else up_nth(n)
    if k <= 8:
        assert g is number(x) + (unit if sign > 0 else -unit) + nimber(k)


def test_the_closed_form_against_the_sum_for_a_large_nimber() -> None:
    # the general engine's sum (seconds here, where ^<2>*64 would take a minute)
    assert parse("^<2>*20") is up_nth(2) + nimber(20)
    assert parse("v[3]*17") is -up_to_nth(3) + nimber(17)


@pytest.mark.parametrize("call", [lambda: up_nth(10**30), lambda: up_to_nth(10**30), lambda: uptimal_unit(ORDER_LIMIT + 1),
                                  lambda: up_nth(ORDER_LIMIT + 1)])
def test_orders_past_the_limit_are_refused_by_name(call) -> None:
    with pytest.raises(InputValueError, match=f"the order of an uptimal is at most {ORDER_LIMIT}"):
        call()


@pytest.mark.parametrize("text", ["^<100000>", "^[100000]", "v<" + "9" * 30 + ">*3", "1/2^[10001]"])
def test_the_parser_refuses_orders_past_the_limit(text: str) -> None:
    with pytest.raises(ParseError, match=f"at most {ORDER_LIMIT}") as info:
        parse(text)
    assert info.value.position == 2 or info.value.position == 5


def test_a_unit_sum_takes_any_nimber_and_a_unit_a_bounded_one() -> None:
    big = 10**30
    g = uptimal_unit(3, big, sum=True)
    assert uptimal_parts(g) == UptimalParts(Fraction(0), 1, 3, True, big)
    assert parse(f"v[3]*{big}") is -g
    with pytest.raises(InputValueError, match=f"the nimber of \\^<n>\\*k is at most {UNIT_NIMBER_LIMIT}"):
        uptimal_unit(2, UNIT_NIMBER_LIMIT + 1)
    with pytest.raises(ParseError, match=f"at most {UNIT_NIMBER_LIMIT}"):
        parse(f"^<2>*{big}")


def test_bad_nimbers_of_a_unit() -> None:
    with pytest.raises(InputValueError, match="at least 0"):
        uptimal_unit(3, -1)
    with pytest.raises(InputTypeError):
        uptimal_unit(3, 1.0)  # type: ignore[arg-type]


def test_the_largest_order_is_built_printed_and_read_back() -> None:
    out = bounded(
        "from cgtalg import parse\n"
        f"g = parse('v[{ORDER_LIMIT}]*3')\n"
        f"h = parse('^<{ORDER_LIMIT}>')\n"
        "print(str(g), str(h), parse(str(g)) is g, h.birthday)"
    )
    assert out == f"v[{ORDER_LIMIT}]*3 ^<{ORDER_LIMIT}> True {ORDER_LIMIT + 1}"


@pytest.mark.parametrize("text", ["{^^*64|vv*67}", "{^1000000|0}", "{^^*20|vv*23}"])
def test_games_that_look_like_uptimals_print_at_once(text: str) -> None:
    assert bounded(f"from cgtalg import parse\nprint(parse({text!r}))") == text


def test_recognition_by_shape_agrees_with_the_expansions_on_small_sums() -> None:
    # the general recognition (sums of options) is the reference for the shapes
    for n in range(2, 5):
        for k in range(4):
            for g in (up_nth(n) + nimber(k), up_to_nth(n) + nimber(k) - 1, -up_nth(n) + up(1), up_nth(n) + up_nth(2)):
                e = uptimal_expansion(g)
                p = uptimal_parts(g)
                assert (p is not None) == (e is not None and len(e.digits) >= 2 and (e.is_unit or e.is_unit_sum))


def test_an_expansion_too_costly_to_tell_is_refused() -> None:
    with pytest.raises(InputValueError, match=f"over the limit {SUM_WORK_LIMIT}"):
        uptimal_expansion(parse("{^^*64|vv*67}"))
    with pytest.raises(InputValueError, match="cannot tell whether this game is an uptimal"):
        uptimal_expansion(parse("{^1000000|0}"))
    assert uptimal_expansion(parse("{^^*20|vv*23}")) is None
    assert str(uptimal_expansion(up_nth(ORDER_LIMIT)))[-3:] == "001"
