"""The coin-turning games: every row's value by the head-by-head formula, against a search from the rules.

The reference here knows only the rules: a row of ``n`` coins is an int
(bit ``k-1`` set: a head at place ``k``), a move turns a head to tails and
some coins to its left as the game allows, and the Grundy values of all
rows of up to 12 coins are found by a mex, smallest row first (every move
lowers the row read as a number, since its highest turned coin goes from
heads to tails).
"""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.impartial import grundy
from cgtalg.rulesets import get
from cgtalg.rulesets.coins.turning import (
    CoinRow,
    MockTurtles,
    Ruler,
    TurningTurtles,
    Twins,
    mock_turtles_value,
    read_row,
    ruler_value,
    turning_turtles_value,
    twins_value,
)

from ...cli_runner import run_cli

COINS = 12


def _turning_turtles(k: int) -> list[tuple[int, ...]]:
    return [()] + [(j,) for j in range(1, k)]          # the head, and perhaps one coin to its left


def _mock_turtles(k: int) -> list[tuple[int, ...]]:
    left = range(1, k)
    return [()] + [(j,) for j in left] + list(combinations(left, 2))  # up to three coins in all


def _ruler(k: int) -> list[tuple[int, ...]]:
    return [tuple(range(i, k)) for i in range(1, k + 1)]  # a run of consecutive coins ending at the head


def _twins(k: int) -> list[tuple[int, ...]]:
    return [(j,) for j in range(1, k)]                  # exactly two coins


GAMES = {
    "turning-turtles": (TurningTurtles, _turning_turtles, turning_turtles_value),
    "mock-turtles": (MockTurtles, _mock_turtles, mock_turtles_value),
    "ruler": (Ruler, _ruler, ruler_value),
    "twins": (Twins, _twins, twins_value),
}

#: The values of a lone head at places 1, 2, 3, ...: Winning Ways ch. 14 (Mock Turtles: the odious
#: numbers, OEIS A000069; Ruler: the ruler function, OEIS A006519; Twins: Turning Turtles from 0).
PUBLISHED = {
    "turning-turtles": list(range(1, 17)),
    "mock-turtles": [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31],
    "ruler": [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16],
    "twins": list(range(16)),
}


def search_from_the_rules(turns) -> list[int]:
    """The Grundy value of every row of up to COINS coins (an int: bit k-1 a head at place k)."""
    g = [0] * (1 << COINS)
    for row in range(1, 1 << COINS):
        seen = set()
        for k in range(1, COINS + 1):
            if row >> (k - 1) & 1:
                for others in turns(k):
                    after = row ^ (1 << (k - 1))
                    for j in others:
                        after ^= 1 << (j - 1)
                    seen.add(g[after])
        v = 0
        while v in seen:
            v += 1
        g[row] = v
    return g


def as_text(row: int) -> str:
    return "".join("H" if row >> i & 1 else "T" for i in range(row.bit_length()))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_row_of_up_to_twelve_coins_is_the_nim_sum_of_its_heads(name):
    cls, turns, coin_value = GAMES[name]
    g = search_from_the_rules(turns)
    assert [g[1 << (k - 1)] for k in range(1, COINS + 1)] == PUBLISHED[name][:COINS]
    for row in range(1 << COINS):
        position = cls(as_text(row))
        assert position.known_grundy() == g[row], (name, as_text(row))
    assert [coin_value(k) for k in range(1, 17)] == PUBLISHED[name]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_engine_search_agrees_with_the_rules(name):
    cls, turns, _ = GAMES[name]
    g = search_from_the_rules(turns)
    cache: dict = {}
    rs = get(name)
    for row in range(1 << 9):
        position = cls(as_text(row))
        assert grundy(position, cache=cache, shortcuts=False) == g[row], (name, as_text(row))
        assert rs.grundy(as_text(row)) == g[row]
    # The moves are the rules' moves, one per allowed set.
    for row in (0b1011, 0b110100, 0b111111):
        position = cls(as_text(row))
        expected = sorted(as_text(row ^ (1 << (k - 1)) ^ sum(1 << (j - 1) for j in others))
                          for k in range(1, 8) if row >> (k - 1) & 1 for others in turns(k))
        assert sorted(p.coins for p in position.options()) == expected


def test_the_mock_turtles_values_are_the_odious_numbers_far_out():
    for k in list(range(1, 2000)) + [10**6, 2**40 + 3]:
        v = mock_turtles_value(k)
        assert bin(v).count("1") % 2 == 1 and v // 2 == k - 1
    assert [ruler_value(k) for k in (96, 2**50, 2**50 * 3 + 2**7)] == [32, 2**50, 2**7]


def test_the_notation():
    row = MockTurtles("thh th")
    assert row.coins == "THHTH" and row.heads == (2, 3, 5) and row.text() == "THHTH"
    assert MockTurtles("THHTHTT") == row and MockTurtles.from_heads([5, 2, 3, 3]) == row
    assert Ruler("TTT").coins == "" and Ruler("").options() == []
    assert Ruler("HT") != Twins("HT")
    assert read_row("  ") == ""
    for name in GAMES:
        rs = get(name)
        assert rs.format(rs.parse("th h")) == "THH" and rs.parse("THH") == rs.position("THH")
        assert rs.svg(rs.parse("THH")).startswith("<svg")


def test_the_registry_and_the_command_line():
    assert get("turning-turtles").grundy("THHTH") == 2 ^ 3 ^ 5
    assert get("mock-turtles").grundy("THHTH") == 2 ^ 4 ^ 8
    assert get("ruler").grundy("THHTH") == 2 ^ 1 ^ 1
    assert get("twins").grundy("THHTH") == 1 ^ 2 ^ 4
    assert get("Mock Turtles") is get("mock_turtles") and get("turning turtles").name == "turning-turtles"
    status, text, _ = run_cli("grundy", "mock-turtles", "THHTH")
    assert status == 0 and text == "mock-turtles THHTH: Grundy value 14 (*14), a first-player win\n"
    status, text, _ = run_cli("value", "--ruleset", "twins", "HHT")
    assert status == 0 and text.splitlines()[:2] == ["twins HH", "value: *"]
    status, text, _ = run_cli("grundy", "ruler", "H" * 100_000)
    expected = 0
    for k in range(1, 100_001):
        expected ^= k & -k  # the largest power of 2 dividing k
    assert status == 0 and f"Grundy value {expected} (*{expected})" in text
    status, _, err = run_cli("grundy", "ruler", "H" * 100_001)
    assert status == 2 and "at most 100000" in err


def test_bad_input_is_refused():
    for bad in ("HTX", "HT1", "0101", "H-T"):
        with pytest.raises(InputValueError, match="'H' \\(heads\\) and 'T' \\(tails\\)"):
            Ruler(bad)
        with pytest.raises(InputValueError, match="'H' \\(heads\\) and 'T' \\(tails\\)"):
            get("twins").parse(bad)
        status, _, err = run_cli("grundy", "twins", bad)
        assert status == 2 and "'H' (heads)" in err
    for bad in (3, None, b"HT", ["H"]):
        with pytest.raises(InputTypeError):
            MockTurtles(bad)
    with pytest.raises(InputTypeError, match="base class"):
        CoinRow("H")
    with pytest.raises(InputTypeError, match="base class"):
        CoinRow.from_heads([1])
    with pytest.raises(InputValueError, match=">= 1"):
        Ruler.from_heads([0, 2])
    with pytest.raises(InputValueError):
        Ruler.from_heads([10**7])
    with pytest.raises(InputTypeError, match="not a str"):
        Ruler.from_heads("12")
    with pytest.raises(InputTypeError):
        Ruler.from_heads(5)
    for value in (turning_turtles_value, mock_turtles_value, ruler_value, twins_value):
        with pytest.raises(InputValueError, match=">= 1"):
            value(0)
        with pytest.raises(InputTypeError):
            value(True)


rows_of_coins = st.text(alphabet="HT", max_size=40)


@settings(max_examples=40, deadline=None)
@given(name=st.sampled_from(sorted(GAMES)), text=rows_of_coins)
def test_long_rows_obey_the_mex_rule(name, text):
    # Beyond the exhaustive 12 coins: the formula's value of a row is the mex of its options' values
    # (the options generated from the rules by the test's own move lists).
    cls, turns, _ = GAMES[name]
    row = cls(text)
    seen = set()
    for k in row.heads:
        for others in turns(k):
            cells = list(row.coins)
            for j in (k,) + others:
                cells[j - 1] = "T" if cells[j - 1] == "H" else "H"
            seen.add(cls("".join(cells)).known_grundy())
    v = 0
    while v in seen:
        v += 1
    assert row.known_grundy() == v


def test_every_row_of_coins_draws_and_writes_its_row_the_same_way():
    from cgtalg.rulesets.coins import FlippingCoins
    from cgtalg.rulesets.coins.row import RowOfCoins

    pairs = [(FlippingCoins("01101"), "01101", ".xx.x"), (TurningTurtles("thhth"), "THHTH", ".xx.x"),
             (Ruler("HTTT"), "H", "x"), (Twins(""), "", "")]
    for row, text, drawn in pairs:
        assert isinstance(row, RowOfCoins)
        assert (row.text(), row.key(), row.rows()) == (text, text, [drawn])
        assert repr(row) == f"{type(row).__name__}({text!r})"
        assert type(row)(row.text()) == row
        assert "<svg" in row._repr_svg_()
