"""The stages of the flipping-coins algorithm, each against values from the rules.

The reference values come from :class:`cgtalg.verify.flipping_coins.RuleTable`,
a brute force over the rules written on integers, independent of the
:class:`FlippingCoins` class and of the algorithm.
"""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

import cgtalg
from cgtalg.analysis.flipping_coins import (
    CoinDecomposition,
    best_left_move,
    best_right_move,
    coins_value,
    decompose,
    reduce_coins,
)
from cgtalg.core.dyadic import simplest_between
from cgtalg.rulesets.coins.flipping_coins import FlippingCoins, normalize_coins
from cgtalg.core.sign_expansion import number_ordinal_sum
from cgtalg.verify.flipping_coins import RuleTable, normal_forms, rows_in_order

N = 14


@pytest.fixture(scope="module")
def table():
    return RuleTable(N)


@pytest.fixture(scope="module")
def rows():
    return list(rows_in_order(N))


# -- the ruleset -------------------------------------------------------------


def _bit_options(row: str):
    """Options generated on integers (bit i = coin i), independently of FlippingCoins."""
    m = int(row[::-1], 2) if row else 0
    heads = [i for i in range(m.bit_length()) if m >> i & 1]
    tails = [i for i in range(m.bit_length()) if not m >> i & 1]
    as_row = lambda x: format(x, "b")[::-1] if x else ""  # noqa: E731
    left = {as_row(m ^ (1 << i) ^ (1 << j)) for a, i in enumerate(heads) for j in heads[a + 1:]}
    right = {as_row(m ^ (1 << i) ^ (1 << j)) for i in tails for j in heads if j > i}
    return left, right


def test_ruleset_moves_match_an_independent_generator():
    for row in rows_in_order(10):
        g = FlippingCoins(row)
        left, right = _bit_options(row)
        assert {p.coins for p in g.left_options()} == left
        assert {p.coins for p in g.right_options()} == right
        assert len(list(g.left_options())) == len(left)  # no duplicates


def test_ruleset_trims_and_is_hashable():
    assert FlippingCoins("0110") == FlippingCoins("011")
    assert FlippingCoins("01") != FlippingCoins("1")
    assert len({FlippingCoins("1"), FlippingCoins("10"), FlippingCoins("100")}) == 1
    assert FlippingCoins("000").coins == ""
    with pytest.raises(AttributeError):
        FlippingCoins("1").coins = "11"


@pytest.mark.parametrize("bad", ["012", "1 0", "HT", "O1"])
def test_bad_characters_are_refused(bad):
    with pytest.raises(ValueError, match="found"):
        FlippingCoins(bad)
    with pytest.raises(ValueError, match="found"):
        coins_value(bad)


@pytest.mark.parametrize("bad", [5, None, ["0", "1"], b"01", 1.0])
def test_non_strings_are_refused(bad):
    with pytest.raises(TypeError):
        FlippingCoins(bad)
    with pytest.raises(TypeError):
        decompose(bad)


# -- step 1: reduction --------------------------------------------------------


def test_reduction_keeps_the_value(table, rows):
    assert [r for r in rows if table.value(reduce_coins(r)) != table.value(r)] == []


def test_reduced_strings_have_no_applicable_occurrence(rows):
    for r in rows:
        red = reduce_coins(r)
        assert reduce_coins(red) == red
        assert normal_forms(red) == {red}
        assert red.count("1") % 2 == r.count("1") % 2
        assert len(red) <= len(r)


def test_reduction_order_does_not_matter():
    # every order of rewriting reaches the same string: the linear-time one
    assert [r for r in rows_in_order(11) if normal_forms(r) != {reduce_coins(r)}] == []


def test_reduction_runs_and_ends(rows):
    for r in map(reduce_coins, rows):
        # runs of heads after a tail have length <= 3; a reduced row with a tail ends in 01 or 011
        assert all(len(run) <= 3 for run in re.findall(r"0(1+)", r))
        if "0" in r:
            assert r.endswith("01") or r.endswith("011")


def test_reduction_of_long_rows_is_iterative():
    # a chain of 0111 -> 10 cascades to the left across the whole row
    row = "0" * 30000 + "1" * 90001
    assert len(reduce_coins(row)) < len(row)
    assert reduce_coins("0" + "1" * 300000) == reduce_coins(reduce_coins("0" + "1" * 300000))


# -- steps 2-4: decomposition --------------------------------------------------


@pytest.mark.slow
def test_decomposition_structure(table, rows):
    for r in rows:
        d = decompose(r)
        assert "".join(d.pieces) == d.reduced == reduce_coins(r)
        assert d.base_value == table.value(d.base)
        for t in d.terms:
            b, c = re.fullmatch(r"(0*)1(0*)1", t.piece).groups()
            assert t.exponent == 2 * len(b) + len(c) - 1 >= 0
            # K^R is Right's best move in K, and 2**-e is its value
            assert t.right_option == best_right_move(t.piece)
            assert t.value == table.value(t.right_option) == Fraction(1, 2**t.exponent)
        # the value is the left-nested ordinal sum, folded one term at a time
        folded = d.base_value
        for t in d.terms:
            folded = number_ordinal_sum(folded, t.value)
        assert folded == d.value == table.value(r)


def test_each_peel_is_an_ordinal_sum_of_the_options(table, rows):
    # G = H : K^R, where H is Left's best move in G: checked directly on the rules' values
    for r in rows:
        d = decompose(r)
        if d.terms:
            red = d.reduced
            h = best_left_move(red)
            assert h == red[: len(red) - len(d.terms[-1].piece)].rstrip("0")
            assert table.value(red) == number_ordinal_sum(table.value(h), d.terms[-1].value)


def test_conditions_of_the_decomposition_lemma_are_needed(table):
    def naive(row):  # H : K^R without reducing and without asking for a tail in H
        o = [i for i, c in enumerate(row) if c == "1"]
        h, k = row[: o[-3] + 1], row[o[-3] + 1:]
        return number_ordinal_sum(table.value(h), table.value(best_right_move(k)))

    assert table.value("0111011") == Fraction(1, 16) != naive("0111011") == Fraction(1, 2)  # not reduced
    assert table.value("1011") == Fraction(1, 4) != naive("1011") == Fraction(1, 2)  # H = "1" has no tail
    # and the reduction condition is needed: 011101 (beta = 01) must not become 1001
    assert reduce_coins("011101") == "011101"
    assert table.value("011101") != table.value("1001")


def test_coins_value_equals_brute_force(table, rows):
    assert [r for r in rows if coins_value(r) != table.value(r)] == []


@pytest.mark.slow
def test_coins_value_satisfies_the_recursion_on_short_rows(rows):
    # independent of the brute force: the algorithm's own values obey the game recursion
    for r in rows[:3000]:
        g = FlippingCoins(r)
        left = [coins_value(p) for p in g.left_options()]
        right = [coins_value(p) for p in g.right_options()]
        lo, hi = (max(left) if left else None), (min(right) if right else None)
        assert coins_value(r) == simplest_between(lo, hi)


# -- through the engine's ordinal sum ------------------------------------------


def test_fold_through_cgtalg_ordinal_sum():
    cache: dict = {}
    for r in rows_in_order(10):
        d = decompose(r)
        g = cgtalg.value(FlippingCoins(r), cache=cache)
        assert d.as_game() == g
        if len(d.terms) >= 1:
            assert d.as_game(engine=True) == g


def test_fold_through_cgtalg_ordinal_sum_on_a_longer_row():
    d = decompose("01001010110101" * 2 + "011")
    assert len(d.terms) >= 5
    assert d.as_game() == cgtalg.number(d.value) == d.as_game(engine=True)


# -- printing ------------------------------------------------------------------


def test_expression_and_explain():
    d = decompose("010101011")
    assert str(d) == "((-1 : 1/4) : 1/2)"
    assert d.pieces == ("01", "0101", "011")
    assert isinstance(d, CoinDecomposition)
    text = d.explain()
    assert "((-1 : 1/4) : 1/2)" in text and "-27/32" in text
    assert str(decompose("")) == "0" and decompose("").pieces == ("",)


def test_huge_rows_print_without_giant_integers():
    d = decompose("0" * 5 + "1" + "0" * 200 + "1" + "0" * 300 + "1" + "0" * 100 + "1")
    text = d.explain()  # must not hit int-to-str limits
    assert "2^-" in text
    assert repr(d).startswith("<CoinDecomposition")


# -- best moves on the worked examples of the spec, checked against the rules ---

SPEC_EXAMPLES = [
    # row, reduced, expression (values are taken from the brute force, not from here)
    ("0111", "1", "0"),
    ("01111", "101", "1/2"),
    ("011101", "011101", "(1/4 : 1)"),
    ("0101101", "0101101", "(1/8 : 1)"),
    ("01011", "01011", "(-1 : 1/2)"),
    ("0111011", "10011", "1/16"),
    ("11110111", "11111", "2"),
    ("0100101001011", "0100101001011", "((1/16 : 1/8) : 1/2)"),
    ("01001010110101", "01001010110101", "(((-1 : 1/16) : 1/2) : 1/4)"),
    ("00101101001011", "00101101001011", "(((-2 : 1/2) : 1/8) : 1/2)"),
    ("1110110101", "1110110101", "(5/4 : 1/4)"),
    ("0110111011101", "100011101", "(1/64 : 1)"),
    ("101011101101", "101011101101", "(((1/2 : 1/2) : 1) : 1)"),
]


@pytest.mark.parametrize("row,reduced,expression", SPEC_EXAMPLES)
def test_spec_worked_examples(table, row, reduced, expression):
    d = decompose(row)
    assert d.reduced == reduced
    assert str(d) == expression
    assert d.value == table.value(row)


# -- outcomes and error-free edge cases ------------------------------------------


def test_value_of_simple_families():
    for n in range(0, 40):
        assert coins_value("1" * n) == n // 2
        assert coins_value("0" * n + "1") == -n
    for m in range(6):
        for b in range(4):
            for c in range(4):
                row = "1" * m + "0" * b + "1" + "0" * c + "1"
                assert coins_value(row) == m // 2 + Fraction(1, 2 ** (2 * b + c))


def test_normalize_coins():
    assert normalize_coins("") == "" and normalize_coins("0100") == "01"
