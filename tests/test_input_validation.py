"""Bad input to the rulesets, the impartial tools and the analyses: one policy.

Every public function refuses a bool where it wants an int, ``None`` or a
string where it wants a collection, and an object of the wrong kind where it
wants a position, with the library's own error types (never an
AttributeError from deep inside, a MemoryError, or a silent answer).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings

import cgtalg
from cgtalg.analysis import flipping_coins as fc
from cgtalg.analysis.trajectory import Trajectory, meeting_point, walls_below_meeting
from cgtalg.core.dyadic import is_dyadic
from cgtalg.core.sign_expansion import number_ordinal_sum, sign_expansion
from cgtalg.errors import (
    InputError,
    InputTypeError,
    InputValueError,
    check_bool,
    check_int,
    check_items,
    check_str,
)
from cgtalg.impartial import nimbers
from cgtalg.impartial.periodicity import find_period, heaps_needed
from cgtalg.impartial.misere import bouton_misere_outcome, bouton_misere_value, genus, misere_outcome
from cgtalg.impartial.sums import DisjunctiveSum
from cgtalg.impartial.winning import is_p_position, sum_winning_moves, winning_moves
from cgtalg.rulesets.coins import aequitas
from cgtalg.rulesets.grid.cram import MAX_BOARD_SQUARES, Cram
from cgtalg.rulesets.coins.flipping_coins import FlippingCoins, normalize_coins
from cgtalg.rulesets.graph.hackenbush import HackenbushString, berlekamp_value
from cgtalg.rulesets.heap.nim import Nim, nim_winning_moves
from cgtalg.rulesets.heap.penny import Penny, completing_row
from cgtalg.testing import games

ROOT = Path(__file__).resolve().parents[1]

# (call, error type, fragment of the message)
BAD_INPUT = [
    # bools are not ints
    (lambda: Nim(True), InputTypeError, "bool"),
    (lambda: Nim(3, False), InputTypeError, "bool"),
    (lambda: nim_winning_moves([True, 2]), InputTypeError, "bool"),
    (lambda: Penny(True), InputTypeError, "bool"),
    (lambda: completing_row([1, True]), InputTypeError, "bool"),
    (lambda: nimbers.nim_sum(True), InputTypeError, "bool"),
    (lambda: nimbers.nim_sum(3, True), InputTypeError, "bool"),
    (lambda: nimbers.nim_product(True, 3), InputTypeError, "bool"),
    (lambda: nimbers.nim_inverse(True), InputTypeError, "bool"),
    (lambda: nimbers.nim_divide(3, True), InputTypeError, "bool"),
    (lambda: nimbers.nim_power(2, True), InputTypeError, "bool"),
    (lambda: nimbers.nim_square_root(True), InputTypeError, "bool"),
    (lambda: nimbers.field_size(True), InputTypeError, "bool"),
    (lambda: bouton_misere_value([True]), InputTypeError, "bool"),
    (lambda: genus(2, options=range, terms=True), InputTypeError, "bool"),
    (lambda: Cram.rectangle(True, 2), InputTypeError, "bool"),
    (lambda: Cram([(True, 0), (0, 1)]), InputTypeError, "bool"),
    (lambda: aequitas.F(True), InputTypeError, "bool"),
    (lambda: aequitas.D(2, False), InputTypeError, "bool"),
    (lambda: aequitas.coin_game("F", True), InputTypeError, "bool"),
    (lambda: aequitas.CoinPosition(unknown=True, fake="unknown-light"), InputTypeError, "bool"),
    (lambda: fc.hackenbush_split("LR", True), InputTypeError, "bool"),
    # flags are bools, not ints
    (lambda: nim_winning_moves([1, 2], misere=1), InputTypeError, "misere"),
    (lambda: aequitas.F(3, extra=1), InputTypeError, "extra"),
    (lambda: aequitas.CoinPosition(unknown=2, fake="unknown-light", misere=1), InputTypeError, "misere"),
    (lambda: is_p_position(Nim(1), misere="yes"), InputTypeError, "misere"),
    (lambda: winning_moves(Nim(1), misere=None), InputTypeError, "misere"),
    (lambda: sum_winning_moves([Nim(1)], misere=0), InputTypeError, "misere"),
    # None, strings and non-iterables where a collection is wanted
    (lambda: DisjunctiveSum(None), InputTypeError, "NoneType"),
    (lambda: DisjunctiveSum("abc"), InputTypeError, "str"),
    (lambda: DisjunctiveSum(5), InputTypeError, "int"),
    (lambda: DisjunctiveSum([Nim(1), 3]), InputTypeError, "options()"),
    (lambda: sum_winning_moves(None), InputTypeError, "NoneType"),
    (lambda: nim_winning_moves(None), InputTypeError, "NoneType"),
    (lambda: nim_winning_moves("345"), InputTypeError, "str"),
    (lambda: completing_row(None), InputTypeError, "NoneType"),
    (lambda: bouton_misere_value(None), InputTypeError, "NoneType"),
    (lambda: bouton_misere_outcome(7), InputTypeError, "int"),
    (lambda: Cram(None), InputTypeError, "NoneType"),
    (lambda: Cram("...."), InputTypeError, "from_string"),
    (lambda: Cram([(0, 0, 0)]), InputTypeError, "pair"),
    (lambda: fc.winning_moves("0101"), InputTypeError, "str"),
    (lambda: fc.winning_moves(None), InputTypeError, "NoneType"),
    (lambda: fc.winning_moves(["01"], None), InputTypeError, "player"),
    (lambda: fc.winning_moves(["01"], "X"), InputValueError, "player"),
    # wrong type of position
    (lambda: aequitas.value("F(3)"), InputTypeError, "CoinPosition"),
    (lambda: aequitas.classical_misere_value(3), InputTypeError, "CoinPosition"),
    (lambda: aequitas.winning_moves(None), InputTypeError, "CoinPosition"),
    (lambda: aequitas.winning_line(Nim(3)), InputTypeError, "CoinPosition"),
    (lambda: aequitas.describe_game("F(3)"), InputTypeError, "CoinPosition"),
    (lambda: aequitas.winning_moves(aequitas.F(3), classical=1), InputTypeError, "classical"),
    (lambda: aequitas.CoinPosition(unknown=2, fake=["light"]), InputValueError, "fake"),
    (lambda: aequitas.F(3, fake=1), InputValueError, "fake"),
    (lambda: aequitas.D(2, 0).weigh((0, 1, 0, 0), (0, 1, 0, 0), None), InputValueError, "fake_side"),
    (lambda: aequitas.D(2, 0).weigh([0, 1, 0, 0], (0, 1, 0, 0), "off"), InputTypeError, "pan"),
    (lambda: aequitas.coin_game(None, 3), InputTypeError, "name"),
    # wrong strings
    (lambda: FlippingCoins(101), InputTypeError, "int"),
    (lambda: FlippingCoins(None), InputTypeError, "NoneType"),
    (lambda: normalize_coins("01 1"), InputValueError, "index 2"),
    (lambda: fc.coins_value(b"0101"), InputTypeError, "bytes"),
    (lambda: fc.decompose(None), InputTypeError, "NoneType"),
    (lambda: HackenbushString(None), InputTypeError, "NoneType"),
    (lambda: berlekamp_value("LB"), InputValueError, "'B' at index 1"),
    (lambda: Cram.from_string(None), InputTypeError, "NoneType"),
    (lambda: Cram.from_string("..?"), InputValueError, "bad character"),
    # negative and absurd sizes
    (lambda: Nim(-1), InputValueError, "non-negative"),
    (lambda: Penny(2, -3), InputValueError, "non-negative"),
    (lambda: nimbers.nim_sum(-1), InputValueError, "non-negative"),
    (lambda: nimbers.nim_inverse(0), ZeroDivisionError, "no nim-inverse"),
    (lambda: Cram.rectangle(-1, 2), InputValueError, "non-negative"),
    (lambda: Cram.rectangle(2, 2**64), InputValueError, str(MAX_BOARD_SQUARES)),
    (lambda: Cram.rectangle(2**40, 2**40), InputValueError, "at most"),
    (lambda: Cram([(0, 0), (0, 2**64)]), InputValueError, str(MAX_BOARD_SQUARES)),
    (lambda: Cram([(0, 0), (-(2**70), 0)]), InputValueError, "at most"),
    (lambda: aequitas.F(-2), InputValueError, "non-negative"),
    (lambda: aequitas.F(0), InputValueError, "at least one coin"),
    (lambda: genus(2, options=range, terms=2), InputValueError, ">= 3"),
    (lambda: fc.hackenbush_split("LR", 3), InputValueError, "<= 2"),
    (lambda: fc.hackenbush_split("LR", -1), InputValueError, "non-negative"),
    (lambda: nimbers.nim_product(2**70000, 2**70000), InputValueError, "MAX_NIM_BITS"),
    (lambda: nimbers.nim_inverse(2**(10**6)), InputValueError, "1000001 bits"),
    (lambda: nimbers.nim_square_root(2**(10**6)), InputValueError, "limited"),
    (lambda: nimbers.nim_divide(3, 2**(10**6)), InputValueError, "limited"),
    (lambda: nimbers.nim_power(2**(10**6), 2), InputValueError, "limited"),
    # not a position
    (lambda: winning_moves(None), InputTypeError, "options()"),
    (lambda: winning_moves(42), InputTypeError, "int"),
    (lambda: is_p_position("Nim(3)"), InputTypeError, "str"),
    (lambda: sum_winning_moves([Nim(1), None]), InputTypeError, "NoneType"),
    (lambda: genus(None), InputTypeError, "NoneType"),
    (lambda: misere_outcome([1, 2]), InputTypeError, "list"),
    (lambda: DisjunctiveSum([[Nim(1)]]), InputTypeError, "list"),
    # floats are not ints, even integral ones
    (lambda: Nim(2.0), InputTypeError, "float"),
    (lambda: Cram.rectangle(2, 3.0), InputTypeError, "float"),
    (lambda: nimbers.nim_product(1.5, 2), InputTypeError, "float"),
    (lambda: aequitas.D(2.0, 0), InputTypeError, "float"),
    (lambda: is_dyadic(0.5), InputTypeError, "float"),
    (lambda: is_dyadic("a"), InputTypeError, "str"),
    # periodicity helpers: a sequence of ints, counts in range
    (lambda: find_period(3), InputTypeError, "int"),
    (lambda: find_period([0, "a"]), InputTypeError, "str"),
    (lambda: find_period([0, -1, 0, -1]), InputValueError, "non-negative"),
    (lambda: find_period([0, 1, 0, 1], saltus=True), InputTypeError, "bool"),
    (lambda: find_period([0, 1, 0, 1], max_period=0), InputValueError, ">= 1"),
    (lambda: heaps_needed(-1, 12, 2, 2), InputValueError, "pre-period"),
    (lambda: heaps_needed(71, 0, 2, 2), InputValueError, "period"),
    (lambda: heaps_needed(71, 12, 2.0, 2), InputTypeError, "float"),
    # limits on sign expansions
    (lambda: number_ordinal_sum(1, 2, limit="x"), InputTypeError, "limit"),
    (lambda: sign_expansion(3, limit=-1), InputValueError, "limit"),
    (lambda: sign_expansion(3, limit=2), InputValueError, "more than the limit 2"),
    # thermograph walls
    (lambda: meeting_point(None, None), InputTypeError, "NoneType"),
    (lambda: meeting_point(Trajectory([(-1, 1)], -1), "w"), InputTypeError, "str"),
    (lambda: walls_below_meeting(None, Trajectory([(-1, 1)], -1)), InputTypeError, "NoneType"),
    (lambda: cgtalg.miny(0.5), InputTypeError, "miny()"),
    (lambda: cgtalg.tiny("1"), InputTypeError, "tiny()"),
    (lambda: Trajectory(None), InputTypeError, "NoneType"),
    (lambda: Trajectory([(-1,)]), InputTypeError, "pair"),
    (lambda: Trajectory(["ab"]), InputTypeError, "pair"),
    (lambda: Trajectory([(-1, 0.5)]), InputTypeError, "float"),
]


@pytest.mark.parametrize("call, error, fragment", BAD_INPUT)
def test_bad_input_is_refused_with_the_library_error(call, error, fragment):
    with pytest.raises(error) as info:
        call()
    if error is not ZeroDivisionError:
        assert isinstance(info.value, InputError)
    assert fragment in str(info.value)


def test_the_library_errors_are_also_the_builtin_ones():
    with pytest.raises(TypeError):
        Nim(True)
    with pytest.raises(ValueError):
        Nim(-1)


def test_good_input_still_works():
    assert Nim(3, 0, 2) == Nim(2, 3)
    assert nimbers.nim_sum(1, 2, 3) == 0 and nimbers.nim_sum() == 0
    assert nim_winning_moves((h for h in [3, 4, 5])) == [(0, 1)]
    assert DisjunctiveSum([]).options() == []
    assert len(DisjunctiveSum(iter([Nim(1), Nim(2)])).options()) == 3
    assert Cram.rectangle(0, 2**64).size == 0  # an empty board is allowed at any nominal size
    assert Cram.rectangle(1, MAX_BOARD_SQUARES).size == MAX_BOARD_SQUARES
    assert Cram([(5, 7), [5, 8]]) == Cram.rectangle(1, 2)
    assert aequitas.value(aequitas.F(6, extra=True)) == 6
    assert fc.winning_moves(("011", FlippingCoins("0101")))[0].after == ""
    assert str(fc.hackenbush_split("LR", 2)[2]) == "1/2"
    big = 2**65535 + 12345  # the largest size nim-multiplication takes
    assert nimbers.nim_product(big, 1) == big and nimbers.nim_sum(2**(10**6), 1) == 2**(10**6) + 1
    assert nimbers.nim_product(nimbers.nim_inverse(2**200 + 7), 2**200 + 7) == 1


def test_other_integer_types_are_accepted_as_ints():
    class Index:  # anything with __index__, as NumPy's int64
        def __init__(self, n):
            self.n = n

        def __index__(self):
            return self.n

    assert Nim(Index(3), 4) == Nim(3, 4)
    assert nimbers.nim_product(Index(2), 2) == 3
    assert Cram.rectangle(Index(2), Index(2)) == Cram.rectangle(2, 2)
    assert type(check_int(Index(7), "n")) is int


def test_validators():
    assert check_int(0, "n", minimum=0, maximum=0) == 0
    with pytest.raises(InputValueError, match="an int of 1001 bits"):
        check_int(2**1000, "n", maximum=5)
    with pytest.raises(InputTypeError, match="float"):
        check_int(1.0, "n")
    assert check_items(range(3), "xs") == [0, 1, 2]
    assert check_items({}, "xs") == []
    with pytest.raises(InputTypeError):
        check_items(b"ab", "xs")
    assert check_bool(True, "flag") is True
    with pytest.raises(InputTypeError):
        check_bool(None, "flag")
    with pytest.raises(InputValueError, match="at most 3 characters"):
        check_str("0000", "row", max_length=3)


# --- cgtalg.testing respects its bound ------------------------------------


@pytest.mark.parametrize("bound", [0, 1, 2, 3])
def test_generated_games_respect_the_birthday_bound(bound):
    seen = set()

    @settings(max_examples=150, deadline=None)
    @given(games(max_birthday=bound))
    def check(g):
        assert g.birthday <= bound
        seen.add(g)

    check()
    assert seen  # something was generated


def test_symbolic_values_of_small_birthday_are_all_offered():
    from cgtalg import STAR, UP, nimber, up

    from cgtalg.testing import _symbolic_born_by

    assert set(_symbolic_born_by(1)) == {cgtalg.ZERO, cgtalg.integer(1), cgtalg.integer(-1), STAR}
    day2 = set(_symbolic_born_by(2))
    assert {UP, -UP, UP + STAR, nimber(2), cgtalg.number(cgtalg.Fraction(1, 2))} <= day2
    assert up(2) not in day2 and nimber(3) not in day2
    assert all(g.birthday <= 2 for g in day2)


def test_games_refuses_a_bad_bound():
    with pytest.raises(InputValueError):
        games(max_birthday=-1)
    with pytest.raises(InputTypeError):
        games(max_birthday=True)


# --- the caches of the rulesets are the library's bounded caches -----------


def test_ruleset_caches_are_reported_bounded_and_cleared():
    from cgtalg.rulesets.coins.aequitas import F, FM, classical_misere_value, value

    cgtalg.clear_caches()
    before = [value(F(n)) for n in range(2, 12)], [classical_misere_value(F(n)) for n in range(2, 9)]
    Cram.rectangle(3, 4).options()
    info = cgtalg.cache_info()
    for name in ("aequitas values", "aequitas classical misère values", "cram mirror"):
        assert info[name]["size"] > 0, name
        assert 0 < info[name]["maxsize"] < 10**7, name
    cgtalg.clear_caches()
    info = cgtalg.cache_info()
    assert [info[n]["size"] for n in ("aequitas values", "aequitas classical misère values", "cram mirror")] == [0, 0, 0]
    after = [value(F(n)) for n in range(2, 12)], [classical_misere_value(F(n)) for n in range(2, 9)]
    assert before == after
    assert before[0] == [1, 2, 0, 2, 0, 2, 0, 2, 0, 2]
    assert value(FM(6)) == 4


def test_aequitas_values_survive_a_full_cache():
    """A cache emptying itself in the middle of the work changes no value."""
    from cgtalg.rulesets.coins import aequitas as aq
    from cgtalg.rulesets.coins.aequitas.values import _NORMAL_CACHE

    expected = [aq.value(aq.FI(n)) for n in range(2, 10)]
    cache = _NORMAL_CACHE
    old = cache.maxsize
    try:
        cache.maxsize = 5
        cgtalg.clear_caches()
        assert [aq.value(aq.FI(n)) for n in range(2, 10)] == expected
        assert cache.clears > 0 and len(cache) <= 5
    finally:
        cache.maxsize = old


def test_no_cache_switch_reaches_the_ruleset_caches():
    code = (
        "import cgtalg\n"
        "from cgtalg.rulesets.coins.aequitas import F, value\n"
        "from cgtalg.rulesets.grid.cram import Cram\n"
        "from cgtalg.impartial import grundy\n"
        "print([value(F(n)) for n in range(2, 9)], grundy(Cram.rectangle(3, 3)))\n"
        "info = cgtalg.cache_info()\n"
        "print([info[n]['size'] + info[n]['maxsize'] for n in ('aequitas values', 'cram mirror')])\n"
    )
    env = dict(os.environ, CGTALG_NO_CACHE="1")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines() == ["[1, 2, 0, 2, 0, 2, 0] 0", "[0, 0]"]
