"""Nimstring against Dots-and-Boxes played literally, and Winning Ways' values of chains and cycles.

The brute force below plays Dots-and-Boxes boards straight from the rules
(Winning Ways, chapter 16): a move draws an undrawn line; a player who
completes a box (draws its fourth line) must move again; whoever has to move
when no line is left loses. It knows nothing of strings, coins, loony
positions, captures or components: it searches who wins, memoised on the
set of undrawn lines (of each board, for a sum of boards). The Nimstring
values predict that the player to move wins exactly when the value is
loony or not 0, and that values add as nimbers with loony absorbing.
"""

from __future__ import annotations

import itertools
import random

import pytest

from cgtalg import nimber
from cgtalg.errors import InputTypeError, InputValueError
from cgtalg.rulesets import get
from cgtalg.rulesets.graph.nimstring import LOONY, Nimstring, nimstring_value, parse_strings

from ...cli_runner import run_cli


def lines_of(rows: int, cols: int) -> list[tuple[str, int, int]]:
    """The lines of a board: ('h', r, c) above box row r, ('v', r, c) left of box column c."""
    return ([("h", r, c) for r in range(rows + 1) for c in range(cols)]
            + [("v", r, c) for r in range(rows) for c in range(cols + 1)])


def boxes_beside(rows: int, cols: int, line: tuple[str, int, int]) -> list[tuple[int, int]]:
    kind, r, c = line
    near = [(r - 1, c), (r, c)] if kind == "h" else [(r, c - 1), (r, c)]
    return [(a, b) for a, b in near if 0 <= a < rows and 0 <= b < cols]


def completes(rows: int, cols: int, line, undrawn_after) -> bool:
    """Whether drawing *line* (leaving *undrawn_after*) finishes a box beside it."""
    for r, c in boxes_beside(rows, cols, line):
        if not any(s in undrawn_after for s in (("h", r, c), ("h", r + 1, c), ("v", r, c), ("v", r, c + 1))):
            return True
    return False


def brute_wins(dims: tuple[tuple[int, int], ...], parts: tuple[frozenset, ...], memo: dict) -> bool:
    """Whether the player to move wins the sum of the boards *dims* with undrawn lines *parts*."""
    if parts in memo:
        return memo[parts]
    wins = False
    for i, (rows, cols) in enumerate(dims):
        for line in parts[i]:
            rest = parts[:i] + (parts[i] - {line},) + parts[i + 1:]
            if completes(rows, cols, line, rest[i]):
                wins = any(rest) and brute_wins(dims, rest, memo)  # move again; none left: stuck, lost
            else:
                wins = not brute_wins(dims, rest, memo)
            if wins:
                break
        if wins:
            break
    memo[parts] = wins
    return wins


def board_text(rows: int, cols: int, undrawn: frozenset) -> str:
    """The ruleset's text of the board with the lines not in *undrawn* drawn."""
    h = "/".join("".join("0" if ("h", r, c) in undrawn else "1" for c in range(cols)) for r in range(rows + 1))
    v = "/".join("".join("0" if ("v", r, c) in undrawn else "1" for c in range(cols + 1)) for r in range(rows))
    return f"{rows}x{cols} h={h} v={v}"


def every_position(rows: int, cols: int) -> list[frozenset]:
    lines = lines_of(rows, cols)
    return [frozenset(x for i, x in enumerate(lines) if mask >> i & 1) for mask in range(1 << len(lines))]


def value_of(rows: int, cols: int, undrawn: frozenset):
    return nimstring_value(Nimstring(board_text(rows, cols, undrawn)))


def predicted_win(values) -> bool:
    if any(v is LOONY for v in values):
        return True
    total = 0
    for v in values:
        total ^= v
    return total != 0


@pytest.mark.parametrize("rows, cols", [(1, 1), (1, 2), (1, 3), (2, 2)])
def test_every_position_of_a_small_board_is_won_as_its_value_says(rows, cols):
    memo: dict = {}
    seen = set()
    for undrawn in every_position(rows, cols):
        v = value_of(rows, cols, undrawn)
        seen.add(str(v))
        assert brute_wins(((rows, cols),), (undrawn,), memo) == (v is LOONY or v != 0), board_text(rows, cols, undrawn)
    if (rows, cols) == (2, 2):
        assert seen == {"0", "1", "2", "3", "loony"}    # every kind of value is met


@pytest.mark.parametrize("rows, cols, count, most", [(2, 3, 150, 12), (3, 3, 60, 11)])
def test_random_positions_of_larger_boards(rows, cols, count, most):
    rng = random.Random(36 + rows * cols)
    lines = lines_of(rows, cols)
    memo: dict = {}
    for _ in range(count):
        undrawn = frozenset(rng.sample(lines, rng.randint(4, most)))
        v = value_of(rows, cols, undrawn)
        assert brute_wins(((rows, cols),), (undrawn,), memo) == (v is LOONY or v != 0), board_text(rows, cols, undrawn)


@pytest.mark.parametrize("dims", [((1, 2), (1, 3)), ((1, 1), (2, 2))])
def test_the_values_of_every_pair_of_positions_add_as_nimbers(dims):
    """G + H is a first-player win exactly when a value is loony or the two differ: checks each value class."""
    pools = [every_position(*d) for d in dims]
    values = [{u: value_of(*d, u) for u in pool} for d, pool in zip(dims, pools)]
    memo: dict = {}
    for pair in itertools.product(*pools):
        expected = predicted_win([values[i][u] for i, u in enumerate(pair)])
        assert brute_wins(dims, pair, memo) == expected, [board_text(*d, u) for d, u in zip(dims, pair)]


def test_sums_of_three_and_of_the_larger_values_add_as_nimbers():
    """Sampled sums: 1x3 + 2x2 (values up to *3) and 1x1 + 1x2 + 1x3 (a nim-sum of three)."""
    rng = random.Random(1636)
    for dims, count in ((((1, 3), (2, 2)), 120), (((1, 1), (1, 2), (1, 3)), 800)):
        memo: dict = {}
        met = set()
        for _ in range(count):
            parts = tuple(frozenset(rng.sample(lines_of(*d), rng.randint(0, min(7, len(lines_of(*d))))))
                          for d in dims)
            vals = [value_of(*d, u) for d, u in zip(dims, parts)]
            met.update(str(v) for v in vals)
            assert brute_wins(dims, parts, memo) == predicted_win(vals), [board_text(*d, u) for d, u in zip(dims, parts)]
        assert {"0", "1", "2", "loony"} <= met


def test_winning_ways_values_of_chains_and_cycles():
    """Winning Ways, ch. 16: chains of one or two coins are *1; long chains (3 or more coins) and cycles of
    4 or more are 0, since every move in them is loony; opening one (cutting a string) is a loony move."""
    value = lambda text: nimstring_value(Nimstring(text))  # noqa: E731
    assert [value(f"chain {n}") for n in (1, 2)] == [1, 1]
    assert all(value(f"chain {n}") == 0 for n in range(3, 12))
    assert all(value(f"cycle {n}") == 0 for n in range(4, 12))
    for n in range(3, 10):
        opened = " ".join([f"{i}-{i + 1}" for i in range(n - 1)] + [f"{n - 1}-g"])   # the end at coin 0 cut
        assert value(opened) is LOONY
        assert value(opened + f" + chain 1 + cycle {n + 1}") is LOONY                   # loony absorbs sums
        assert value(" ".join(f"{i}-{i + 1}" for i in range(n))) is LOONY   # a cycle of n + 1 coins, opened
    # Opening a short chain is no loony move: the one coin left hanging is captured, worth 0.
    assert value("0-g") == 0 and value("0-1 1-g") is LOONY and value("0-g 1-g") == 0
    # A 1-chain and a 2-chain cancel (*1 + *1); with a long chain and a cycle beside them, still 0.
    assert value("chain 1 + chain 2") == value("chain 1 + chain 2 + chain 5 + cycle 6") == 0


def test_small_cycles_of_strings_and_coins():
    """Cycles of 2 and 3 coins (no Dots-and-Boxes board has them): every cut leaves coins all taken at once."""
    for n in (2, 3):
        p = Nimstring(f"cycle {n}")
        assert nimstring_value(p) == 1
        assert all(nimstring_value(q) == 0 for q in map(Nimstring, [" ".join(f"{i}-{i + 1}" for i in range(n - 1))]))


def test_the_key_is_the_same_for_every_numbering_of_the_coins():
    rng = random.Random(7)
    for _ in range(200):
        n = rng.randint(1, 7)
        strings = [(rng.randrange(n), rng.choice([-1] + list(range(n)))) for _ in range(rng.randint(1, 12))]
        strings = [(a, b) for a, b in strings if a != b]
        if not strings:
            continue
        perm = list(range(n))
        rng.shuffle(perm)
        end = lambda x, p: "g" if x == -1 else str(p[x])  # noqa: E731
        one = " ".join(f"{end(a, range(n))}-{end(b, range(n))}" for a, b in strings)
        other = " ".join(f"{end(b, perm)}-{end(a, perm)}" for a, b in reversed(strings))
        assert Nimstring(one) == Nimstring(other), (one, other)
        assert nimstring_value(Nimstring(one)) == nimstring_value(Nimstring(other))


def test_texts_read_back_as_the_same_position():
    for undrawn in every_position(2, 2)[::7]:
        p = Nimstring(board_text(2, 2, undrawn))
        again = Nimstring(p.text())
        assert again == p and again.text() == p.text()
        assert p.string_count == len(undrawn)
    # A board and its transpose are the same graph; a board is the graph of its boxes.
    assert Nimstring("2x3") == Nimstring("3x2") and Nimstring("1x3 h=111/111 v=0000") == Nimstring("chain 3")
    assert Nimstring("1x1 h=1/1 v=11").text() == "empty" == Nimstring("empty").text()
    assert Nimstring("chain 2 + chain 1") == Nimstring("chain 1 + chain 2")
    assert parse_strings("g-0 0-g 5-g") == (2, [(0, -1), (0, -1), (1, -1)])


def test_whole_turns_played_alone_have_the_brute_forces_winner():
    """options() are whole turns: the mex over them is 0 exactly when the player to move loses alone."""
    memo: dict = {}
    grundy: dict = {}

    def turn_grundy(p):
        if p not in grundy:
            seen = {turn_grundy(q) for q in p.options()}
            grundy[p] = next(m for m in itertools.count() if m not in seen)
        return grundy[p]

    for undrawn in every_position(1, 3)[::3]:
        p = Nimstring(board_text(1, 3, undrawn))
        assert (turn_grundy(p) != 0) == brute_wins(((1, 3),), (undrawn,), memo)
    assert turn_grundy(Nimstring("chain 2")) == 2 and nimstring_value(Nimstring("chain 2")) == 1  # not the same


def test_the_registry_and_the_command_line():
    rs = get("nimstring")
    assert rs.value("1x2") == nimber(1) and rs.grundy("2x2") == 0 and str(rs.outcome("chain 3")) == "P"
    assert rs.value("0-1 1-2 2-g") is LOONY and str(rs.outcome("0-1 1-2 2-g")) == "N"
    assert rs.format(rs.parse("chain 2")) == "0-g 0-1 1-g"
    with pytest.raises(InputValueError, match="normal play"):
        rs.outcome("1x2", misere=True)
    code, out, _ = run_cli("grundy", "nimstring", "0-1 1-2 2-g")
    assert code == 0 and "loony" in out and "first-player win" in out
    code, out, _ = run_cli("value", "--ruleset", "nimstring", "--latex", "0-1", "1-2", "2-g")
    assert code == 0 and "\\leftmoon" in out
    code, out, _ = run_cli("grundy", "nimstring", "2x2 h=11/00/11")
    assert code == 0 and "Grundy value 2 (*2)" in out
    code, _, err = run_cli("value", "--ruleset", "nimstring", "3x3")
    assert code != 0 and "at most 22" in err


@pytest.mark.parametrize("text, message", [
    ("0-0", "joins a coin to itself"),
    ("g-g", "joins the ground to itself"),
    ("0-x", "coin numbers or g"),
    ("0+1", "cannot read '0'"),
    ("chain 0", "a chain has 1 to 64"),
    ("cycle 1", "a cycle has 2 to 64"),
    ("chain", "write a chain as 'chain N'"),
    ("2x2 h=1", "3 rows of 2 digits"),
    ("2x2 q=1", "cannot read 'q=1'"),
    ("1x1 h=1/1 h=0/0", "gives h= twice"),
    ("9x9", "1 to 64 boxes"),
    ("0-g +", "empty part"),
])
def test_bad_input_is_refused_with_a_reason(text, message):
    with pytest.raises(InputValueError, match=message):
        Nimstring(text)


def test_bad_types_are_refused():
    with pytest.raises(InputTypeError, match="written as a str"):
        Nimstring(3)
    with pytest.raises(InputTypeError, match="takes a Nimstring position"):
        nimstring_value("chain 2")


def test_the_picture_draws_every_string_and_coin():
    from cgtalg.pictures.positions import strings_and_coins_svg

    for text, strings, coins in (("2x2", 12, 4), ("chain 3 + cycle 4 + 0-1 0-1", 10, 9), ("empty", 0, 0)):
        svg = get("nimstring").svg(Nimstring(text))
        assert svg.startswith("<svg") and svg.endswith("</svg>")
        assert (svg.count('class="string"'), svg.count("<circle")) == (strings, coins), text
    with pytest.raises(InputTypeError, match="strings-and-coins position"):
        strings_and_coins_svg("2x2")
